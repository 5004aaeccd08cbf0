"""City activities (HotW §City Phase V): Investigate, Banish, Enter, Seal, Close.
Sealing and closing are rituals: a price, two Doom or one Terror, the Ancient One
encounter check, then a Focus check of difficulty one."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arkham.effects.interp import run_ops
from arkham.engine import step
from arkham.rules.classic import core as C
from arkham.rules.classic.checks import push_check
from arkham.rules.classic.encounters import location_entry
from arkham.rules.classic.status import enter_other_world
from arkham.rules.haunt.board import ability_options, use_ability
from arkham.rules.haunt.data import (
    cite,
    city_monsters,
    face_down,
    face_up_gates,
    gate_label,
    gate_modifier,
    gate_world,
    hd,
    in_city,
    monster_symbol,
    on_black,
    on_grey,
    world_symbol,
)
from arkham.rules.haunt.status import drop_retainer, to_world, tidy

if TYPE_CHECKING:
    from arkham.engine import Frame, Game
    from arkham.state import Investigator

SEAL_CLUES = 5
RULE = "City Phase V Investigator Activity"


def gate_symbol_at(g: Game, area: str) -> str:
    return world_symbol(g, gate_world(g.state.gates[area]))


def trophies_for(g: Game, inv: Investigator, symbol: str) -> list[str]:
    mons = [m for m in inv.monster_trophies if monster_symbol(g, m) == symbol]
    gates = [gm for gm in inv.gate_trophies if world_symbol(g, gate_world(gm)) == symbol]
    return mons + gates


def activity_options(g: Game, inv: Investigator) -> list[tuple[str, str]]:
    here = inv.where
    opts: list[tuple[str, str]] = []
    if C.is_location(g, here):
        opts.append(("investigate", f"Investigate {C.name_of(g, here)}"))
    if here in face_up_gates(g):
        symbol = gate_symbol_at(g, here)
        if inv.clues >= 1 and any(monster_symbol(g, m) == symbol for m in city_monsters(g)):
            opts.append(
                (
                    "banish",
                    f"Banish monsters through {gate_label(g, here)} (1 clue, Focus {gate_modifier(g, g.state.gates[here]):+d})",
                )
            )
        opts.append(("enter", f"Enter {gate_label(g, here)}"))
        if on_grey(g, symbol) and inv.clues >= SEAL_CLUES:
            opts.append(("seal", f"Seal {gate_label(g, here)} ({SEAL_CLUES} clues, 2 Doom or 1 Terror)"))
        if on_black(g, symbol) and trophies_for(g, inv, symbol):
            opts.append(("close", f"Close {gate_label(g, here)} (a {symbol} trophy, 2 Doom or 1 Terror)"))
    return opts


@step("haunt.activity")
def activity(g: Game, fr: Frame) -> Any:
    """His one City activity in Haunt: investigate, banish, enter a gate, or seal or close
    one."""
    inv = g.state.investigators[fr["who"]]
    if not in_city(g, inv):
        g.pop(fr)
        return None
    ans = fr.pop("ans", None)
    opts = activity_options(g, inv)
    if ans is None:
        return g.ask(
            fr, inv.seat, f"{C.inv_name(g, inv)}: one City activity", opts + [("none", "No activity")], kind="activity"
        )
    g.pop(fr)
    area = inv.where
    if ans == "investigate":
        g.push("haunt.investigate", who=inv.seat, area=area)
    elif ans == "banish":
        C.pay(g, inv, "clues", 1, "the banishing ritual")
        g.push("haunt.banish", who=inv.seat, area=area)
        push_check(g, inv.seat, "focus", gate_modifier(g, g.state.gates[area]), 1, matters=True, why="banishing")
    elif ans == "enter":
        enter(g, inv, area, "entered the gate", cite(RULE + ", Enter gate"))
    elif ans in ("seal", "close"):
        g.push("haunt.ritual", who=inv.seat, kind=ans, area=area, st="price")
    return None


def enter(g: Game, inv: Investigator, area: str, why: str, rule: str) -> None:
    drop_retainer(g, inv, "left the city")
    enter_other_world(g, inv, area, delayed=False, why=why, rule=rule)


# ------------------------------------------------------------- investigate
def draw_location_card(g: Game, area: str) -> str | None:
    """Draw until a card of the area's colour (neighborhood) comes up; the others go to
    the bottom of the one Location deck (HotW §Setup, §Investigate)."""
    deck = g.state.decks["loc:all"]
    nb = g.content.areas[area].neighborhood
    for _ in range(len(deck)):
        card = deck.pop(0)
        if g.content.locations[card].neighborhood == nb:
            deck.append(card)  # it goes under the deck once resolved
            return card
        deck.append(card)
    return None


@step("haunt.investigate")
def investigate(g: Game, fr: Frame) -> Any:
    """Investigating a location: its clues are found, then its Location card (or its
    special ability) resolves; a face-down gate there is then revealed, and may draw him
    through (``card`` marks the encounter drawn)."""
    st = g.state
    inv = st.investigators[fr["who"]]
    area = fr["area"]
    rule = cite(RULE + ", Investigate location")
    if "card" not in fr:
        if not fr.get("found"):
            fr["found"] = True
            n = st.clues_on.pop(area, 0)
            if n:
                C.gain(g, inv, "clues", n, f"found at {C.name_of(g, area)}", rule)
        # ruling 32: the location's special ability may replace its Location card (board.py)
        ans = fr.pop("ans", None)
        if ans is None and inv.where == area and not inv.eliminated:
            opts = ability_options(g, inv)
            if opts:
                return g.ask(
                    fr,
                    inv.seat,
                    f"{C.inv_name(g, inv)} at {C.name_of(g, area)}",
                    [("encounter", f"Draw a Location card for {C.name_of(g, area)}")] + opts,
                    kind="encounter",
                )
        if ans not in (None, "encounter"):
            fr["card"] = "ability"
            use_ability(g, inv, ans)
            return None
        card = draw_location_card(g, area)
        fr["card"] = card
        if card is None:
            return None
        e = location_entry(g, card, area, inv)
        g.log(f"{C.inv_name(g, inv)} investigates {C.name_of(g, area)}: {e.summary}", rule)
        run_ops(g, inv.seat, e.effect, {"area": area, "card": card})
        return None
    g.pop(fr)
    if inv.eliminated or inv.stage > 0 or inv.where != area:
        return None  # moved away by the encounter: the gate stays as it is
    if area in st.gates and face_down(g, area):
        reveal(g, area, rule)
        symbol = gate_symbol_at(g, area)
        if on_grey(g, symbol):
            # Ruling: the main text draws through the investigator who revealed it
            # (the play summary's "all at location" is read as a shorthand).
            enter(g, inv, area, "drawn through the gate just revealed", rule)
    return None


def reveal(g: Game, area: str, rule: str) -> None:
    hd(g)["face_down"].remove(area)
    hd(g).setdefault("revealed", []).append(area)
    g.log(f"The gate at {C.name_of(g, area)} is turned face-up: {gate_label(g, area)}", rule)


# ----------------------------------------------------------------- banish
@step("haunt.banish")
def banish(g: Game, fr: Frame) -> Any:
    """One matching city monster per success goes to the gate's Other World, its clues
    discarded (HotW §Banish monsters)."""
    st = g.state
    inv = st.investigators[fr["who"]]
    area = fr["area"]
    if "left" not in fr:
        fr["left"] = fr.pop("ret")[1]
    ans = fr.pop("ans", None)
    if area not in st.gates:
        g.pop(fr)
        return None
    world = gate_world(st.gates[area])
    symbol = gate_symbol_at(g, area)
    if ans is not None and ans != "stop":
        to_world(g, ans, world, "banished", cite(RULE + ", Banish monsters"))
        fr["left"] -= 1
    targets = [m for m in city_monsters(g) if monster_symbol(g, m) == symbol]
    if ans == "stop" or fr["left"] <= 0 or not targets:
        g.pop(fr)
        return None
    return g.ask(
        fr,
        inv.seat,
        f"Banish a monster ({C.count(fr['left'], 'success', 'successes')} left)",
        [(m, f"{C.name_of(g, m)} at {C.name_of(g, st.monsters[m])}") for m in targets] + [("stop", "Banish no more")],
        kind="banish",
    )


# ------------------------------------------------------------ seal / close
@step("haunt.ritual")
def ritual(g: Game, fr: Frame) -> Any:
    """Seal (five clues, symbol on grey) or close (a matching trophy, symbol on black);
    a gate-closing Location card starts a close ritual with no trophy ("paid")."""
    st = g.state
    inv = st.investigators[fr["who"]]
    area = fr["area"]
    kind = fr["kind"]
    rule = cite(RULE + (", Seal gate" if kind == "seal" else ", Close gate"))
    stage = fr["st"]
    ans = fr.pop("ans", None)
    if area not in st.gates:
        g.pop(fr)
        return None
    if stage == "price":
        if kind == "seal":
            C.pay(g, inv, "clues", SEAL_CLUES, "the sealing ritual")
        else:
            symbol = gate_symbol_at(g, area)
            options = trophies_for(g, inv, symbol)
            if len(options) > 1 and ans is None:
                return g.ask(
                    fr,
                    inv.seat,
                    "Discard which trophy for the closing ritual?",
                    [(t, C.name_of(g, t)) for t in options],
                    kind="trophy",
                )
            spend_trophy(g, inv, ans or options[0], rule)
        fr["st"] = "paid"
        stage = "paid"
    if stage == "paid":
        fr["st"] = "ancient_one"
        from arkham.rules.haunt.tracks import add_doom

        add_doom(g, 2, f"the ritual at {C.name_of(g, area)}", rule)
        return None
    if stage == "ancient_one":
        fr["st"] = "focus"
        g.push("haunt.ao_check", who=-1, area=area, phase=True)
        return None
    if stage == "focus":
        if inv.eliminated or not in_city(g, inv) or (inv.where != area and not fr.get("remote")):
            g.log("The ritual is broken off: its leader is gone", rule)
            g.pop(fr)
            return None
        fr["st"] = "done"
        push_check(g, inv.seat, "focus", 0, 1, matters=True, why="completing the ritual")
        return None
    passed, succ = fr.pop("ret")
    g.pop(fr)
    if not passed:
        g.log("The ritual fails; the gate stays", rule)
        return None
    shut_gate(g, inv, area, succ > 1, rule, "sealed" if kind == "seal" else "closed")
    return None


def spend_trophy(g: Game, inv: Investigator, t: str, rule: str) -> None:
    if t in inv.monster_trophies:
        inv.monster_trophies.remove(t)
        C.to_cup(g, t)
    else:
        inv.gate_trophies.remove(t)
        g.state.gate_pile.append(t)
    g.log(f"{C.inv_name(g, inv)} discards the {C.name_of(g, t)} trophy", rule)


def shut_gate(g: Game, inv: Investigator | None, area: str, trophy: bool, rule: str, how: str = "closed") -> None:
    """The gate leaves the city: a trophy on an extra success, else to the gate discard
    pile (ruling: the 'gate pile' it returns to is the discard pile, so a monster may
    open it again). Monsters stay: shutting a gate removes none. The log says whether
    it was sealed or closed (``how``)."""
    st = g.state
    marker = st.gates.pop(area)
    st.gate_born.pop(area, None)
    if area in hd(g).get("face_down", []):
        hd(g)["face_down"].remove(area)
    if trophy and inv is not None:
        inv.gate_trophies.append(marker)
        g.log(f"The gate at {C.name_of(g, area)} is {how} and {C.inv_name(g, inv)} keeps it as a trophy", rule)
    else:
        st.gate_pile.append(marker)
        g.log(f"The gate at {C.name_of(g, area)} is {how}", rule)
    if st.closed.get(area):
        # the gate covered a closed marker: with it gone the location is closed again, and
        # whoever came with the gate is put out into the street (DH FAQ on closed locations)
        C.eject(g, area)
    tidy(g)
    from arkham.rules.haunt.tracks import check_victory

    check_victory(g)


def gate_shut_hook(g: Game, inv: Investigator | None, area: str, trophy: bool) -> None:
    """Hook for shared card effects that close a gate."""
    shut_gate(g, inv, area, trophy, "card text")


@step("haunt.card_ritual")
def card_ritual(g: Game, fr: Frame) -> Any:
    """Replaces a Location card's 'close a gate': the closing ritual begins with no trophy
    needed; only a face-up gate whose symbol is on black may be targeted (ruling: a
    face-down gate's symbol is unknown, so it cannot be compared)."""
    st = g.state
    inv = st.investigators[fr["who"]]
    targets = [a for a, gm in sorted(face_up_gates(g).items()) if on_black(g, world_symbol(g, gate_world(gm)))]
    ans = fr.pop("ans", None)
    if not targets:
        g.pop(fr)
        g.log("No gate may be closed now", cite(RULE + ", Investigate location"))
        return None
    if ans is None:
        return g.ask(
            fr,
            inv.seat,
            "Close which gate?",
            [(a, f"{C.name_of(g, a)}: {gate_label(g, a)}") for a in targets] + [("none", "None")],
            kind="gate",
        )
    g.pop(fr)
    if ans != "none":
        g.push("haunt.ritual", who=inv.seat, kind="close", area=ans, st="paid", remote=True)
    return None
