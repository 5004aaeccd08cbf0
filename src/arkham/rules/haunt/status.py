"""Investigator status in Haunt: markers instead of the Blessing, Curse, Retainer and
Bank Loan cards, arrest, removal from play with its record, monsters in the cup and
the Other Worlds, and the immediate collection of clues by monsters (HotW §Miscellanea)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arkham.engine import step
from arkham.rules.classic import core as C
from arkham.rules.haunt.data import (
    cite,
    city_monster_set,
    fewest_clues,
    hd,
    mclues,
    monsters_at,
    seat_key,
    set_mclues,
)
from arkham.state import OUTSKIRTS, SKY

if TYPE_CHECKING:
    from arkham.engine import Frame, Game
    from arkham.state import Investigator

POLICE = "base:arkham/police_station"
MARKER_CARDS = ("blessing", "curse", "retainer", "bank_loan")


# ----------------------------------------------------------------- markers
def marks(g: Game, inv: Investigator) -> list[str]:
    """The investigator's markers (a copy: reading never changes the state)."""
    return list(hd(g).get("marks", {}).get(seat_key(inv.seat), []))


def marks_to_change(g: Game, inv: Investigator) -> list[str]:
    return hd(g).setdefault("marks", {}).setdefault(seat_key(inv.seat), [])


def has_mark(g: Game, inv: Investigator, mark: str) -> bool:
    return mark in hd(g).get("marks", {}).get(seat_key(inv.seat), [])


def gain_special(g: Game, inv: Investigator, card_id: str, why: str) -> bool:
    """Hook: Blessings, Curses and Retainers are markers (HotW §Blessings And Curses,
    §Shops, Loans, And Retainers). True when handled here."""
    short = card_id.partition(":")[2]
    if short not in MARKER_CARDS:
        return False
    m = marks_to_change(g, inv)
    name = C.inv_name(g, inv)
    rule = cite("Blessings And Curses")
    if short in ("blessing", "curse"):
        other = "curse" if short == "blessing" else "blessing"
        if other in m:
            m.remove(other)
            g.log(f"{name}'s {other.capitalize()} is removed by a {short.capitalize()}", rule)
        elif short in m:
            if short == "blessing":
                C.gain(g, inv, "sanity", 1, "a second Blessing", rule)
            else:
                C.push_loss(g, inv, sanity=1, why="a second Curse", rule=rule)
        else:
            m.append(short)
            g.log(f"{name} is {'Blessed' if short == 'blessing' else 'Cursed'}", rule)
        return True
    if short == "retainer":
        rule = cite("Shops, Loans, And Retainers")
        C.gain(g, inv, "money", 2, "a Retainer", rule)
        # Ruling: a Retainer gained outside the city pays its $2 but leaves no marker,
        # as one is discarded on leaving the city.
        if "retainer" not in m and inv.stage == 0 and inv.where in g.content.areas:
            m.append("retainer")
            g.log(f"{name} takes a Retainer marker", rule)
        return True
    # Ruling: a card that grants a Bank Loan does nothing in Haunt; loans are taken
    # only at the Bank of Arkham with a loan marker on an item.
    g.log(f"{name}: no Bank Loan card is used in Haunt", cite("Shops, Loans, And Retainers"))
    return True


def lose_special(g: Game, inv: Investigator, card_id: str) -> bool:
    short = card_id.partition(":")[2]
    if short not in MARKER_CARDS:
        return False
    m = marks_to_change(g, inv)
    if short in m:
        m.remove(short)
        g.log(f"{C.inv_name(g, inv)} loses the {short.capitalize()} marker", cite("Miscellanea"))
    return True


def drop_retainer(g: Game, inv: Investigator, why: str) -> None:
    m = marks_to_change(g, inv)
    if "retainer" in m:
        m.remove("retainer")
        g.log(f"{C.inv_name(g, inv)} loses the Retainer ({why})", cite("Shops, Loans, And Retainers"))


def arrest(g: Game, inv: Investigator, why: str) -> None:
    """Hook: to the Police Station, $5 or all one has, and the next turn lost (HotW §Arrest)."""
    paid = min(5, inv.money)
    inv.money -= paid
    inv.where = POLICE
    inv.stage = 0
    inv.lose_turn = g.state.turn + 1
    g.log(f"{C.inv_name(g, inv)} is arrested ({why}), pays ${paid} and loses the next turn", cite("Arrest"))


# ------------------------------------------------------- removal from play
def value_of(g: Game, inv: Investigator) -> int:
    items = sum(C.card_def(g, c).price or 0 for c in C.items(g, inv) if C.card_def(g, c).deck != "spell")
    return items + inv.money


def record(g: Game, inv: Investigator) -> dict[str, int]:
    cards = [C.card_def(g, c) for c in inv.cards]
    return {
        "seat": inv.seat,
        "clues": inv.clues,
        "spells": sum(1 for d in cards if d.deck == "spell"),
        "allies": sum(1 for d in cards if d.deck == "ally"),
        "value": value_of(g, inv),
    }


@step("haunt.out")
def removed(g: Game, fr: Frame) -> None:
    """Replaces the base game's knock-out: an investigator at 0 Sanity or Stamina, or
    devoured, leaves play for good; his record limits the one who replaces him in the
    next Upkeep (HotW §Insanity And Death)."""
    st = g.state
    inv = st.investigators[fr["seat"]]
    g.pop(fr)
    if inv.eliminated:
        return None
    hd(g).setdefault("records", []).append(record(g, inv))
    from arkham.rules.haunt.bank import forfeit

    forfeit(g, inv)
    for c in list(inv.cards):
        C.discard_card(g, inv, c, "removed from play")
    for m in inv.monster_trophies:
        C.to_cup(g, m)
    for gm in inv.gate_trophies:
        st.gate_pile.append(gm)  # Ruling: gate trophies of the removed go to the gate discard pile
    inv.monster_trophies = []
    inv.gate_trophies = []
    inv.clues = 0
    inv.money = 0
    hd(g).get("marks", {}).pop(seat_key(inv.seat), None)
    hd(g).get("alloc", {}).pop(seat_key(inv.seat), None)
    hd(g).get("stay", {}).pop(seat_key(inv.seat), None)
    inv.eliminated = True
    inv.stage = 0
    inv.where = C.BOX
    st.gone.append(inv.id)
    g.log(
        f"{C.inv_name(g, inv)} is removed from play ({fr['how']}); a new investigator may start in the next Upkeep",
        cite("Insanity And Death"),
    )
    return None


# --------------------------------------------------------------- monsters
def stacks(g: Game) -> dict[str, list[str]]:
    return hd(g).setdefault("stacks", {})  # present from setup on: never a new key


def to_world(g: Game, m: str, world: str, why: str, rule: str) -> None:
    """Put a monster on top of the monsters in its Other World (or the Outskirts)."""
    set_mclues(g, m, 0)
    g.state.monsters[m] = world
    stacks(g).setdefault(world, []).append(m)
    g.log(f"{C.name_of(g, m)} goes to {C.name_of(g, world)} ({why})", rule)


def to_cup(g: Game, m: str) -> None:
    C.to_cup(g, m)


def monster_to_cup(g: Game, m: str) -> None:
    """Hook: a monster back in the cup leaves its clues (to the pool) and its stack."""
    set_mclues(g, m, 0)
    for s in stacks(g).values():
        if m in s:
            s.remove(m)


def top_of(g: Game, world: str) -> str | None:
    s = [m for m in stacks(g).get(world, []) if g.state.monsters.get(m) == world]
    return s[-1] if s else None


def take_top(g: Game, world: str) -> str | None:
    m = top_of(g, world)
    if m is not None:
        stacks(g)[world].remove(m)
    return m


def draw_monster(g: Game) -> str | None:
    """Draw from the cup; an empty cup first takes back the topmost monster of the
    Outskirts and of each Other World (HotW §Clue And Monster Exhaustion). None when
    no monster is left anywhere to draw."""
    st = g.state
    if not st.cup:
        back = [take_top(g, w) for w in [OUTSKIRTS] + sorted(g.content.worlds)]
        for m in back:
            if m is not None:
                C.to_cup(g, m)
        if any(back):
            g.log(
                "The monster cup is empty: the topmost monster of the Outskirts and each Other World returns to it",
                cite("Clue And Monster Exhaustion"),
            )
    if not st.cup:
        return None
    return C.take_from_cup(g)


def draw_monster_hook(g: Game) -> str:
    m = draw_monster(g)
    if m is None:
        # Ruling: with every monster marker in play and none to draw, the city is overrun.
        from arkham.rules.haunt.tracks import lose_game

        lose_game(g, "no monster is left to draw: the city is overrun", cite("Clue And Monster Exhaustion"))
    return m  # type: ignore[return-value]


def kate_at(g: Game, area: str) -> bool:
    return any(
        C.has_ability(g, i, "science") and i.where == area and not i.eliminated and i.stage == 0
        for i in g.state.investigators
    )


def place_monster(g: Game, m: str, area: str, rule: str = "") -> bool:
    """Put a monster on a city area (no monster limit in Haunt); never where Kate
    Winthrop stands (her sheet). Returns whether it was placed. Decision: a monster sent to
    a closed location (a Mythos card's location that the same card closes) appears in its
    street, as neither investigators nor monsters enter a closed location (base p.4, closed
    markers) and those inside a closing location are put in its street (DH FAQ)."""
    if area in g.content.areas and C.is_closed(g, area):
        street = C.street_of(g, area)
        g.log(
            f"{C.name_of(g, area)} is closed: {C.name_of(g, m)} appears in {C.name_of(g, street)} instead",
            "base p.4 closed markers",
        )
        area = street
    if kate_at(g, area):
        C.to_cup(g, m)
        g.log(f"{C.name_of(g, m)} cannot appear where Kate Winthrop stands", "investigator ability")
        return False
    g.state.monsters[m] = area
    if hd(g).get("in_upkeep"):
        hd(g).setdefault("placed_today", []).append(m)
    g.log(f"{C.name_of(g, m)} appears at {C.name_of(g, area)}", rule or cite("Sequence Of Play"))
    collect_clues(g)
    return True


def place_monster_hook(g: Game, m: str, area: str, rule: str) -> None:
    place_monster(g, m, area, rule)


def collect_clues(g: Game) -> None:
    """Monsters at once take the uncollected clues where they stand, one at a time to the
    one with the fewest (HotW §Monster Movement)."""
    tidy(g)
    st = g.state
    clues_on, areas = st.clues_on, g.content.areas
    if not clues_on:
        return
    held: dict[str, list[str]] = {}  # area with clues -> the monsters there, found in one pass
    for m, p in st.monsters.items():
        if p in clues_on and p in areas:
            held.setdefault(p, []).append(m)
    for area in sorted(held):
        _collect(g, area, sorted(held[area]))


def collect_at(g: Game, area: str) -> None:
    """The monsters in ``area`` take its uncollected clues now (also mid-move: a fast
    monster collects in the first of its two steps, "at any time ... immediately")."""
    st = g.state
    if area not in st.clues_on or area not in g.content.areas:
        return
    here = monsters_at(g, area)
    if here:
        _collect(g, area, here)


def _collect(g: Game, area: str, here: list[str]) -> None:
    """The monsters ``here`` (sorted) take the clues of ``area``."""
    st = g.state
    n = st.clues_on.pop(area)
    for _ in range(n):
        m = fewest_clues(g, here)
        set_mclues(g, m, mclues(g, m) + 1)
    g.log(
        f"{C.count(n, 'clue')} at {C.name_of(g, area)} {'is' if n == 1 else 'are'} collected by the monsters there",
        cite("Monster Movement"),
    )


def tidy(g: Game) -> None:
    """Keep Haunt's side tables true to the board after shared rules moved things:
    clues leave with a monster that left the city, stacks forget monsters that left them,
    investigators outside the city have no Retainer."""
    st = g.state
    in_city = city_monster_set(g)
    for m in list(hd(g).get("mclues", {})):
        if m not in in_city:
            set_mclues(g, m, 0)
    for w, s in stacks(g).items():
        s[:] = [m for m in s if st.monsters.get(m) == w]
    for inv in st.investigators:
        if not inv.eliminated and (inv.stage > 0 or inv.where not in g.content.areas) and has_mark(g, inv, "retainer"):
            drop_retainer(g, inv, "left the city")


def sky_or_city(g: Game, place: str) -> bool:
    return place == SKY or place in g.content.areas
