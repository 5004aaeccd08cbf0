"""The tracks and the awakening: doom tokens on the doom track, the terror level (with the
sheets that may keep it from rising, asked in the step ``terror.rise``), the Ancient One
awakening (a full doom track, an overrun Arkham) and the gate limit."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arkham.engine import Interrupt, step
from arkham.rules.classic.core.board import close_location
from arkham.rules.classic.core.in_play import ally_gone, card_def, lasting_of
from arkham.rules.classic.core.names import name_of
from arkham.state import OUTSKIRTS, SKY

if TYPE_CHECKING:
    from arkham.engine import Frame, Game


def add_doom(g: Game, n: int, why: str, rule: str = "base p.9 doom track") -> None:
    """Doom tokens onto the track; ``rule`` cites what put them there. A rule set may
    place doom its own way (the ``add_doom`` hook)."""
    hook = g.rules.ruleset.add_doom
    if hook is not None:
        hook(g, n, why)
        return
    st = g.state
    track = g.content.ancient_ones[st.ancient_one].doom
    for _ in range(n):
        if st.doom >= track:
            break
        st.doom += 1
        g.log(f"Doom rises to {st.doom} of {track} ({why})", rule)
        for inv, r in sheet_rules(g, "doom_added"):  # Diana Stanley's Dark Insight
            r.doom_added(g, inv)
        if st.doom >= track and not st.awakened:
            awaken(g, "the doom track is full", "base p.20 doom track is full")


def raise_terror(g: Game, n: int, why: str) -> None:
    """The terror level rises by ``n`` (base p.20). An investigator whose sheet may keep it
    from rising (extension point ``investigators``: ``terror_options``, Charlie Kane's
    Settle Down) is asked first, point by point (the step ``terror.rise``); the rest rises
    once he is done."""
    hook = g.rules.ruleset.raise_terror
    if hook is not None:
        hook(g, n, why)
        return
    if n <= 0:
        return
    if lasting_of(g, "terror_locked"):
        g.log(f"The terror level cannot rise now ({why} is ignored)", "environment")
        return
    if any(r.terror_options(g, inv) for inv, r in sheet_rules(g, "terror_options")):
        g.push("terror.rise", who=-1, n=n, why=why)
        return
    terror_rises(g, n, why)


def terror_rises(g: Game, n: int, why: str) -> None:
    st = g.state
    for _ in range(n):
        if st.terror >= 10:
            g.log("Terror is already 10: a doom token is added instead", "DH p.9 passing ten on the terror track")
            add_doom(g, 1, "terror past 10", "base p.20 terror track")
            continue
        if any(w(g) for w in g.rules.packs.terror_wards):  # extension point: a rise prevented (Nodens)
            continue
        st.terror += 1
        g.log(f"Terror rises to {st.terror} ({why})", "base p.20 terror track")
        for inv, r in sheet_rules(g, "terror_raised"):
            r.terror_raised(g, inv)
        ally_deck = st.decks.get("ally", [])
        if ally_deck:
            gone = ally_deck.pop(g.randbelow(len(ally_deck)))
            st.box.append(gone)
            g.log(f"{name_of(g, gone)} leaves town", "base p.20 allies leave")
            ally_gone(g, gone)
        closes_at: dict[int, list[str]] | None = g.content.rule_cache.get("closes_at_terror")
        if closes_at is None:  # terror level -> the areas that close there, in board order (once per content)
            closes_at = {}
            g.content.rule_cache["closes_at_terror"] = closes_at
            for a in g.content.areas.values():
                if a.closes_at_terror is not None:
                    closes_at.setdefault(a.closes_at_terror, []).append(a.id)
        for area in closes_at.get(st.terror, ()):
            close_location(g, area, "terror", permanent=True)
        if st.terror == 10:
            g.log("Arkham is overrun: there is no monster limit any more", "base p.20 overrun")
    from arkham.rules.classic.rumors import check_terror_fail

    check_terror_fail(g)
    check_overrun_awakening(g)


@step("terror.rise")
def terror_rise(g: Game, fr: Frame) -> Any:
    """Before each point of a rise, those whose sheets may stop it are asked in turn order."""
    ans = fr.pop("ans", None)
    if ans is not None and ans != "rise":
        for inv, r in sheet_rules(g, "terror_act"):
            if inv.seat == fr["asked"] and r.terror_act(g, inv, ans):
                fr["n"] -= 1
                g.log(f"The terror level does not rise ({fr['why']})", "investigator ability")
                break
    elif ans == "rise":
        fr.setdefault("declined", []).append(fr["asked"])
    if fr["n"] > 0:
        for inv, r in sheet_rules(g, "terror_options"):
            if inv.seat in fr.get("declined", ()):
                continue
            opts = r.terror_options(g, inv)
            if opts:
                fr["asked"] = inv.seat
                return g.ask(
                    fr,
                    inv.seat,
                    f"The terror level is about to rise by {fr['n']} ({fr['why']})",
                    opts + [("rise", "Let it rise")],
                    kind="terror",
                )
    g.pop(fr)
    terror_rises(g, fr["n"], fr["why"])
    return None


def check_overrun_awakening(g: Game) -> None:
    st = g.state
    if st.terror >= 10 and not st.awakened:
        in_play = sum(1 for p in st.monsters.values() if p == SKY or p == OUTSKIRTS or p in g.content.areas)
        if in_play >= 2 * (counted_players(g) + 3):
            awaken(g, f"terror is 10 and {in_play} monsters are in play", "DH p.9 Ancient One awakens")


def awaken(g: Game, why: str, rule: str) -> None:
    st = g.state
    if st.awakened:
        return
    st.awakened = True
    g.log(f"The Ancient One awakens: {why}", rule)
    st.pending = None
    while st.stack:
        abandon(g, st.stack.pop())
    g.push("battle.start")
    raise Interrupt()


def gate_limit(g: Game) -> int:
    n = counted_players(g)
    limit = 8 if n <= 2 else 7 if n <= 4 else 6 if n <= 6 else 5
    for inv in g.state.investigators:  # a card held by anyone may raise it (Fire of Asshurbanipal)
        for c in inv.cards:
            limit += card_def(g, c).data.get("gate_limit_bonus", 0)
    return limit


# Awakening drops the steps under way, which returns their monsters to the cup, and the
# cup may awaken the Ancient One: the modules that call back here are imported last, once
# this one's own names are defined (see the package's docstring).
from arkham.rules.classic.core.economy import abandon  # noqa: E402
from arkham.rules.classic.core.investigators import counted_players, sheet_rules  # noqa: E402
