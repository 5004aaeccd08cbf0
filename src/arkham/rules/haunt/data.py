"""Haunt's own state, kept in ``State.rules_data`` as plain data, and the small
lookups every Haunt module shares (symbols, Mythos fields, gates, monster clues).

rules_data keys:
  day           the day number (1 at the first Upkeep)
  starting      investigators at the start of the game (Mythos cards and OW monsters per day)
  mythos        Mythos cards in play, in the order they were placed
  face_down     city areas whose gate is face-down
  revealed      gates turned face-up during the current phase (they capture, §Investigate)
  mclues        monster marker -> clues it carries
  stacks        Other World (or the Outskirts) -> monster markers, bottom first
  alloc         seat -> {"covered": [[pair, stop], ...], "now": [[pair, stop], ...]}
  marks         seat -> list of markers: "blessing", "curse", "retainer", "loan:<card>"
  records       seats removed from play -> what the replacement may not exceed
  stay          seat -> phase number from which the investigator stays put
  phase         the phase in progress: {"kind": "city"|"otherworld", "seat": n} or None
  placed_today  monsters placed in the city during this Upkeep
  collateral    seat -> the item the bank holds against his loan
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arkham.rules.classic import core as C
from arkham.state import LOST, OUTSKIRTS, SKY

if TYPE_CHECKING:
    from arkham.engine import Game
    from arkham.state import Investigator

RULES = "HotW"


def hd(g: Game) -> dict[str, Any]:
    return g.state.rules_data


def cite(section: str) -> str:
    return f"{RULES} §{section}"


def seat_key(seat: int) -> str:
    return str(seat)


# ------------------------------------------------------------ investigators
def in_play(g: Game) -> list[Investigator]:
    return [i for i in g.state.investigators if not i.eliminated]


def in_city(g: Game, inv: Investigator) -> bool:
    return not inv.eliminated and inv.stage == 0 and inv.where in g.content.areas


def city_investigators(g: Game) -> list[Investigator]:
    return [i for i in g.state.investigators if in_city(g, i)]


def investigators_at(g: Game, area: str) -> list[Investigator]:
    return [i for i in g.state.investigators if i.where == area and in_city(g, i)]  # the cheap test first


def first_investigator(g: Game, among: list[Investigator] | None = None) -> Investigator | None:
    """Greatest Sanity, then greatest Stamina (HotW §First Investigator). Ruling: a tie
    left after both goes to the lowest seat instead of a question to the players."""
    pool = [i for i in (among if among is not None else in_play(g))]
    if not pool:
        return None
    return sorted(pool, key=lambda i: (-i.sanity, -i.stamina, i.seat))[0]


def first_seat(g: Game) -> int:
    f = first_investigator(g)
    return f.seat if f is not None else 0


# ------------------------------------------------------------------ symbols
def world_of_symbol(g: Game, symbol: str) -> str:
    """The Other World a monster of this symbol comes from; the crescent is the Outskirts."""
    for gm in g.content.gate_markers:
        if gm.symbol == symbol:
            return gm.world
    return OUTSKIRTS


def gate_world(marker: str) -> str:
    return C.base_id(marker)


def world_symbol(g: Game, world: str) -> str:
    for gm in g.content.gate_markers:
        if gm.world == world:
            return gm.symbol
    return "crescent"


def gate_modifier(g: Game, marker: str) -> int:
    w = gate_world(marker)
    return next(gm.modifier for gm in g.content.gate_markers if gm.world == w)


def monster_symbol(g: Game, m: str) -> str:
    return C.monster_def(g, m).symbol


# ------------------------------------------------------------- Mythos cards
def mythos_cards(g: Game) -> list[Any]:
    return [g.content.mythos[c] for c in hd(g).get("mythos", [])]


def on_grey(g: Game, symbol: str) -> bool:
    return any(symbol in c.white for c in mythos_cards(g))


def on_black(g: Game, symbol: str) -> bool:
    return any(symbol in c.black for c in mythos_cards(g))


def displayed(g: Game, symbol: str) -> bool:
    return on_grey(g, symbol) or on_black(g, symbol)


def associated(g: Game, symbol: str) -> list[str]:
    """Mythos locations associated with a symbol: a card shows the location and bears the
    symbol (HotW §Glossary), in the order the cards were placed."""
    out: list[str] = []
    for c in mythos_cards(g):
        if c.gate and (symbol in c.white or symbol in c.black) and c.gate not in out:
            out.append(c.gate)
    return out


def activity_at(g: Game, area: str, symbol: str) -> str | None:
    """'terror' if any card associating the area with the symbol shows it on black,
    'summon' if all show it on grey, None if the area is not associated (§Monster Activities)."""
    cards = [c for c in mythos_cards(g) if c.gate == area and (symbol in c.white or symbol in c.black)]
    if not cards:
        return None
    return "terror" if any(symbol in c.black for c in cards) else "summon"


# -------------------------------------------------------------------- gates
def face_down(g: Game, area: str) -> bool:
    return area in hd(g).get("face_down", [])


def face_up_gates(g: Game) -> dict[str, str]:
    fd = hd(g).get("face_down", [])
    return {a: m for a, m in sorted(g.state.gates.items()) if a not in fd}  # key order, not build order


def gate_label(g: Game, area: str) -> str:
    """How a gate may be named in the log and on screen: a face-down gate hides its world."""
    if area not in g.state.gates:
        return "no gate"
    if face_down(g, area):
        return "a face-down gate"
    return f"the gate to {C.name_of(g, gate_world(g.state.gates[area]))}"


# ----------------------------------------------------------- monster clues
def mclues(g: Game, m: str) -> int:
    return hd(g).get("mclues", {}).get(m, 0)


def set_mclues(g: Game, m: str, n: int) -> None:
    table = hd(g).setdefault("mclues", {})
    if n > 0:
        table[m] = n
    else:
        table.pop(m, None)


def city_monster_set(g: Game) -> set[str]:
    """The monsters in the city: at its locations and streets, or in the Sky."""
    areas = g.content.areas
    return {m for m, p in g.state.monsters.items() if p in areas or p == SKY}


def city_monsters(g: Game) -> list[str]:
    return sorted(city_monster_set(g))


def monsters_at(g: Game, area: str) -> list[str]:
    """The monsters at ``area``, in id order (the shared rules' look-up, sorted)."""
    return sorted(C.monsters_at(g, area))


def fewest_clues(g: Game, monsters: list[str]) -> str:
    """The monster a clue goes to: fewest clues, then lowest Awareness. Ruling: a tie left
    after both goes to the first marker in id order rather than a question."""
    return sorted(monsters, key=lambda m: (mclues(g, m), C.monster_stat(g, m, "awareness"), m))[0]


def lost(inv: Investigator) -> bool:
    return inv.where == LOST


def area_order(g: Game) -> dict[str, int]:
    return {a: i for i, a in enumerate(g.content.areas)}
