"""The Upkeep phase: thirteen segments in order (HotW §Upkeep Phase I-XIII)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arkham.effects.interp import run_ops
from arkham.engine import step
from arkham.rules.classic import abilities
from arkham.rules.classic import core as C
from arkham.rules.classic.status import enter_other_world
from arkham.rules.haunt import skills
from arkham.rules.haunt.data import (
    cite,
    fewest_clues,
    first_seat,
    gate_world,
    hd,
    in_play,
    investigators_at,
    mclues,
    monster_symbol,
    monsters_at,
    mythos_cards,
    on_black,
    set_mclues,
    world_of_symbol,
    world_symbol,
)
from arkham.rules.haunt.status import (
    collect_clues,
    draw_monster,
    has_mark,
    place_monster,
    to_cup,
    to_world,
)
from arkham.state import LOST, SKY

if TYPE_CHECKING:
    from arkham.engine import Ask, Frame, Game

MARKERS_REMOVED = 5
SEGMENTS = (
    "Doom Track Or Terror Track",
    "Return Monsters",
    "Other World Monsters",
    "Mythos Cards",
    "Mythos Effects",
    "Mythos Location Clues",
    "Mythos Location Monsters",
    "Transport Investigators",
    "Return From Time And Space",
    "New Investigators",
    "Exhausted Cards",
    "Bonus Markers",
    "Upkeep Effects",
)


def seg_cite(n: int) -> str:
    roman = ("I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII", "XIII")[n - 1]
    return cite(f"Upkeep {roman} {SEGMENTS[n - 1]}")


@step("haunt.upkeep")
def upkeep(g: Game, fr: Frame) -> None:
    """Runs the segments one after another; a segment that must ask pushes steps of its
    own, which run before the next segment."""
    st = g.state
    while fr["seg"] <= len(SEGMENTS):
        n = fr["seg"]
        fr["seg"] = n + 1
        hd(g)["in_upkeep"] = True
        SEGMENT_FNS[n - 1](g, fr)
        if st.stack[-1] is not fr or st.over:
            return None
    g.pop(fr)
    hd(g)["in_upkeep"] = False
    hd(g)["placed_today"] = []
    skills.end_phase(g)
    return None


def seg_doom(g: Game, fr: Frame) -> None:
    from arkham.rules.haunt.tracks import add_doom

    add_doom(g, 2, "a new day", seg_cite(1))


def seg_return(g: Game, fr: Frame) -> None:
    """City monsters with no clues go back to the cup. Ruling: the Sky is part of the city."""
    st = g.state
    gone = [m for m, p in sorted(st.monsters.items()) if (p in g.content.areas or p == SKY) and mclues(g, m) == 0]
    for m in gone:
        to_cup(g, m)
    g.log(
        f"{C.count(len(gone), 'monster')} without clues {'returns' if len(gone) == 1 else 'return'} to the cup",
        seg_cite(2),
    )


def seg_otherworld_monsters(g: Game, fr: Frame) -> None:
    for _ in range(hd(g)["starting"]):
        m = draw_monster(g)
        if m is None:
            g.log("No monster is left to draw", seg_cite(3))
            return
        to_world(g, m, world_of_symbol(g, monster_symbol(g, m)), "drawn at Upkeep", seg_cite(3))


def seg_mythos_cards(g: Game, fr: Frame) -> None:
    st = g.state
    deck = st.decks["mythos"]
    for cid in hd(g)["mythos"]:
        deck.append(cid)
    hd(g)["mythos"] = []
    # Ruling: Mythos effects that last "until the end of next turn" end when their card
    # is discarded here; so do closings and street blocks made by Mythos cards.
    st.until = [u for u in st.until if u[0] not in ("closed", "block_street", "no_arrests")]
    for area in list(st.closed):
        if "mythos" in st.closed[area]:
            st.closed[area].remove("mythos")
            if not st.closed[area]:
                del st.closed[area]
    for _ in range(hd(g)["starting"]):
        if not deck:
            break
        cid = deck.pop(0)
        hd(g)["mythos"].append(cid)
        mc = g.content.mythos[cid]
        grey = ", ".join(mc.white) or "none"
        black = ", ".join(mc.black) or "none"
        g.log(
            f"Mythos card {mc.name}: location {C.name_of(g, mc.gate) if mc.gate else 'none'}; grey {grey}; black {black}",
            seg_cite(4),
        )


def seg_mythos_effects(g: Game, fr: Frame) -> None:
    """Each card's effect in placement order (pushed so the first placed runs first).
    Effects that remove monsters spare those placed in this Upkeep (see spared())."""
    cards = mythos_cards(g)
    for mc in reversed(cards):
        if mc.effect:
            run_ops(g, first_seat(g), mc.effect, {"card": mc.id}, who=-1)
    if cards:
        g.log("The Mythos effects are resolved in the order the cards were placed", seg_cite(5))


def spared(g: Game) -> list[str]:
    """Hook for effects that return monsters: those placed in this Upkeep stay."""
    return list(hd(g).get("placed_today", [])) if hd(g).get("in_upkeep") else []


def give_clue(g: Game, area: str, rule: str) -> None:
    from arkham.rules.haunt.clues import supply

    st = g.state
    here = investigators_at(g, area)
    if not supply(g, 1):
        g.log(f"No Clue token is left for {C.name_of(g, area)}", rule)
        return
    if len(here) == 1:
        C.gain(g, here[0], "clues", 1, f"a clue at {C.name_of(g, area)}", rule)
    elif here:
        g.push("mythos.clue_taker", who=-1, area=area, seats=[i.seat for i in here])
    elif monsters_at(g, area):
        m = fewest_clues(g, monsters_at(g, area))
        set_mclues(g, m, mclues(g, m) + 1)
        g.log(f"A clue at {C.name_of(g, area)} goes to {C.name_of(g, m)}", rule)
    else:
        st.clues_on[area] = st.clues_on.get(area, 0) + 1
        g.log(f"A clue appears at {C.name_of(g, area)}", rule)


def seg_clues(g: Game, fr: Frame) -> None:
    for mc in reversed(mythos_cards(g)):
        if mc.clue:
            give_clue(g, mc.clue, seg_cite(6))


def seg_location_monsters(g: Game, fr: Frame) -> None:
    for mc in mythos_cards(g):
        if not mc.gate:
            continue
        m = draw_monster(g)
        if m is None:
            g.log("No monster is left to draw", seg_cite(7))
            return
        if place_monster(g, m, mc.gate, seg_cite(7)):
            from arkham.rules.haunt.clues import supply

            if supply(g, 1):
                set_mclues(g, m, mclues(g, m) + 1)
                g.log(f"{C.name_of(g, m)} carries one clue", seg_cite(7))
    collect_clues(g)


def seg_transport(g: Game, fr: Frame) -> None:
    from arkham.rules.haunt.data import face_up_gates

    for area, marker in sorted(face_up_gates(g).items()):
        if not on_black(g, world_symbol(g, gate_world(marker))):
            continue
        for inv in investigators_at(g, area):
            enter_other_world(g, inv, area, delayed=False, why="the gate became a howling vortex", rule=seg_cite(8))
    from arkham.rules.haunt.status import tidy

    tidy(g)  # those carried off lose their Retainers


def seg_lost(g: Game, fr: Frame) -> None:
    for inv in reversed(in_play(g)):
        if inv.where == LOST:
            g.push("haunt.lost_roll", who=inv.seat)


@step("haunt.lost_roll")
def lost_roll(g: Game, fr: Frame) -> Ask | None:
    """One die, not a skill check: a success brings the investigator to any city area;
    on a failure the player may remove him from play (HotW §Time And Space)."""
    inv = g.state.investigators[fr["who"]]
    if "die" not in fr:
        fr["die"] = g.die()
        g.log(f"{C.inv_name(g, inv)} rolls {fr['die']} to return from Lost in Time and Space", seg_cite(9))
    if fr["die"] >= 5:
        g.pop(fr)
        inv.delayed = False
        inv.lose_turn = -1
        g.push("upkeep.return", who=inv.seat)
        return None
    ans = fr.pop("ans", None)
    if ans is None:
        return g.ask(
            fr,
            inv.seat,
            f"{C.inv_name(g, inv)} stays lost: remove the investigator from play?",
            [("stay", "Stay lost in time and space"), ("remove", "Remove from play (a new one starts this Upkeep)")],
            kind="lost",
        )
    g.pop(fr)
    if ans == "remove":
        g.push("haunt.out", who=-1, seat=inv.seat, how="given up to time and space")
    return None


def seg_new(g: Game, fr: Frame) -> None:
    records = hd(g).get("records", [])
    hd(g)["records"] = []
    for rec in reversed(records):
        g.push("haunt.new_investigator", who=-1, rec=rec)


def seg_refresh(g: Game, fr: Frame) -> None:
    for inv in in_play(g):
        if inv.exhausted:
            inv.exhausted.clear()
            g.log(f"{C.inv_name(g, inv)} refreshes exhausted cards", seg_cite(11))


def seg_markers(g: Game, fr: Frame) -> None:
    for inv in reversed(in_play(g)):
        g.push("haunt.markers", who=inv.seat, left=MARKERS_REMOVED)


@step("haunt.markers")
def markers(g: Game, fr: Frame) -> Ask | None:
    """Remove any five bonus markers (all of them when five or fewer are down)."""
    inv = g.state.investigators[fr["who"]]
    covered = skills.alloc(g, inv)["covered"]
    ans = fr.pop("ans", None)
    if ans is not None:
        pair, _, stop = ans.partition(":")
        covered.remove([int(pair), int(stop)])
        now = skills.alloc(g, inv)["now"]
        if [int(pair), int(stop)] in now:  # a bonus allocated in this Upkeep is no longer usable
            now.remove([int(pair), int(stop)])
        fr["left"] -= 1
        g.log(
            f"{C.inv_name(g, inv)} removes the marker from {skills.stop_label(g, inv, int(pair), int(stop))}",
            seg_cite(12),
        )
    if fr["left"] <= 0 or not covered or inv.eliminated:
        g.pop(fr)
        return None
    if len(covered) <= fr["left"]:
        n = len(covered)
        covered.clear()
        skills.alloc(g, inv)["now"].clear()
        g.pop(fr)
        g.log(f"{C.inv_name(g, inv)} removes {C.count(n, 'bonus marker')}", seg_cite(12))
        return None
    return g.ask(
        fr,
        inv.seat,
        f"{C.inv_name(g, inv)}: remove a bonus marker ({fr['left']} left to remove)",
        [(f"{p}:{k}", skills.stop_label(g, inv, p, k)) for p, k in sorted(covered)],
        kind="markers",
    )


def seg_effects(g: Game, fr: Frame) -> None:
    for inv in reversed(in_play(g)):
        g.push("haunt.upkeep_effects", who=inv.seat)


@step("haunt.upkeep_effects")
def upkeep_effects(g: Game, fr: Frame) -> Ask | None:
    """A Retainer pays $2; spells and items usable only in the Upkeep (Heal, Healing
    Stone) may be used now."""
    inv = g.state.investigators[fr["who"]]
    if inv.eliminated:
        g.pop(fr)
        return None
    if not fr.get("paid"):
        fr["paid"] = True
        if has_mark(g, inv, "retainer"):
            C.gain(g, inv, "money", 2, "Retainer", seg_cite(13))
        if C.has_ability(g, inv, "trust_fund"):
            C.gain(g, inv, "money", 1, "Trust Fund", "investigator ability")
        # the sheets' own Upkeep abilities (Vincent Lee, Carolyn Fern): the shared step
        for ab, stat in (("physician", "stamina"), ("psychology", "sanity")):
            if C.has_ability(g, inv, ab) and inv.where != LOST:
                g.push("upkeep.heal", who=inv.seat, stat=stat)
                return None
    ans = fr.pop("ans", None)
    if ans is not None and ans != "done" and abilities.act(g, inv, ans):
        return None
    if ans == "done" or inv.where == LOST:
        g.pop(fr)
        return None
    opts = abilities.options(g, inv, "upkeep")
    if not opts:
        g.pop(fr)
        return None
    return g.ask(fr, inv.seat, f"{C.inv_name(g, inv)}: Upkeep effects", [("done", "Done")] + opts, kind="upkeep")


SEGMENT_FNS: tuple[Any, ...] = (
    seg_doom,
    seg_return,
    seg_otherworld_monsters,
    seg_mythos_cards,
    seg_mythos_effects,
    seg_clues,
    seg_location_monsters,
    seg_transport,
    seg_lost,
    seg_new,
    seg_refresh,
    seg_markers,
    seg_effects,
)


@step("haunt.new_investigator")
def new_investigator(g: Game, fr: Frame) -> Ask | None:
    """A new investigator takes the removed one's seat at his home location; he may not
    start with more than the one he replaces carried (HotW §New Investigators)."""
    from arkham.rules.classic.setup import fresh_investigator
    from arkham.rules.haunt.setup import EXCLUDED, take_fixed

    st = g.state
    rec = fr["rec"]
    seat = rec["seat"]
    used = {i.id for i in st.investigators if not i.eliminated} | set(st.gone)
    pool = sorted(set(g.content.investigators) - EXCLUDED - used)
    if not pool:
        g.pop(fr)
        g.log("No investigator is left to start in place of the one removed", seg_cite(10))
        return None
    ans = fr.pop("ans", None)
    if ans is None:
        return g.ask(
            fr, seat, "Choose a new investigator", [(i, C.name_of(g, i)) for i in pool], kind="new_investigator"
        )
    g.pop(fr)
    new = fresh_investigator(g, ans, seat)
    st.investigators[seat] = new
    d = g.content.investigators[ans]
    new.money = d.money
    from arkham.rules.haunt.clues import supply

    new.clues = supply(g, d.clues)  # starting clues come from the pool of Clue tokens too
    g.log(f"{d.name} joins the investigation", seg_cite(10))
    take_fixed(g, new)
    g.push("haunt.limit", who=seat, rec=rec)
    g.push("setup.equip", who=seat, seat=seat, fixed_done=True)
    return None


@step("haunt.limit")
def limit(g: Game, fr: Frame) -> Ask | None:
    """Discard clues, and the player's choice of allies, spells, items or money, down to
    the record of the investigator replaced."""
    from arkham.rules.haunt.status import value_of

    inv = g.state.investigators[fr["who"]]
    rec = fr["rec"]
    ans = fr.pop("ans", None)
    if ans is not None:
        verb, _, what = ans.partition(":")
        if verb == "money":
            C.pay(g, inv, "money", int(what), "the starting limit")
        else:
            C.discard_card(g, inv, what, "the starting limit")
    if inv.clues > rec["clues"]:
        g.log(
            f"{C.inv_name(g, inv)} discards {C.count(inv.clues - rec['clues'], 'clue')} (starting limit)", seg_cite(10)
        )
        inv.clues = rec["clues"]
    for deck, key in (("ally", "allies"), ("spell", "spells")):
        held = [c for c in inv.cards if C.card_def(g, c).deck == deck]
        if len(held) > rec[key]:
            return g.ask(
                fr,
                inv.seat,
                f"{C.inv_name(g, inv)} may start with {rec[key]} {key}: discard one",
                [(f"card:{c}", C.card_def(g, c).name) for c in held],
                kind="discard",
            )
    excess = value_of(g, inv) - rec["value"]
    if excess > 0:
        opts = [
            (f"card:{c}", f"{C.card_def(g, c).name} (${C.card_def(g, c).price or 0})")
            for c in C.items(g, inv)
            if C.card_def(g, c).deck != "spell" and (C.card_def(g, c).price or 0) > 0
        ]
        if inv.money:
            opts.insert(0, (f"money:{min(inv.money, excess)}", f"Discard ${min(inv.money, excess)}"))
        return g.ask(
            fr,
            inv.seat,
            f"{C.inv_name(g, inv)} carries ${excess} too much in items and money: discard",
            opts,
            kind="discard",
        )
    g.pop(fr)
    return None
