"""Scenario helpers for the Haunt tests: a Haunt game with its board cleared, and a
few lines to set Mythos cards, gates, monsters with clues and bonus allocations."""

from __future__ import annotations

from typing import Any

from arkham.api import new_game
from arkham.rules.classic import core as C
from arkham.rules.haunt.data import hd
from arkham.testing import HALT, empty_handed

A = "base:amanda_sharpe"  # Speed 1-4 / Sneak 4-1, Fight 1-4 / Will 4-1, Lore 1-4 / Luck 4-1, Focus 3
B = "base:bob_jenkins"
AREA = {
    k: f"base:arkham/{k}"
    for k in (
        "black_cave",
        "rivertown_streets",
        "graveyard",
        "general_store",
        "french_hill_streets",
        "woods",
        "uptown_streets",
        "science_building",
        "miskatonic_u_streets",
        "unvisited_isle",
        "merchant_district_streets",
        "bank_of_arkham",
        "downtown_streets",
        "independence_square",
        "easttown_streets",
        "police_station",
        "northside_streets",
        "train_station",
        "the_unnamable",
        "historical_society",
        "southside_streets",
    )
}


def haunt_game(investigators=(A, B), ancient_one: str = "base:nyarlathotep", seed: int = 0, packs=("base",)):
    """A Haunt game after setup with an empty board: no gates (all 16 in the discard pile),
    monsters in the cup, no clues, no Mythos cards, tracks at 0, investigators at home with
    nothing in hand and no bonus allocated; a halt marker at the bottom of the stack."""
    g = new_game(seed=seed, ancient_one=ancient_one, investigators=list(investigators), ruleset="haunt", packs=packs)
    st = g.state
    while not any(fr["k"] == "haunt.day" for fr in st.stack):
        g.apply(g.choice.options[0].id)
    for m, p in list(st.monsters.items()):
        if p != C.BOX:
            C.to_cup(g, m)
    st.gate_pile.extend(st.gates.values())
    st.gates.clear()
    st.clues_on.clear()
    st.decks["mythos"].extend(hd(g)["mythos"])
    hd(g).update(
        {
            "mythos": [],
            "face_down": [],
            "mclues": {},
            "stacks": {},
            "alloc": {},
            "marks": {},
            "records": [],
            "stay": {},
            "phase": None,
            "revealed": [],
            "placed_today": [],
            "day": 1,
        }
    )
    st.doom = st.terror = 0
    st.turn = 0
    for inv in st.investigators:
        d = g.content.investigators[inv.id]
        empty_handed(g, inv.seat, clues=0, money=0)
        inv.where = d.home
        inv.stage = 0
        inv.delayed = False
        inv.lose_turn = -1
        inv.sanity = C.max_sanity(g, inv)
        inv.stamina = C.max_stamina(g, inv)
    st.log.clear()
    st.stack = [{"k": HALT}]
    st.pending = None
    g._choice = None
    return g


def mythos(g, *names: str) -> None:
    """Put these Mythos cards (short ids) in play, in this order."""
    for n in names:
        cid = f"base:{n}"
        g.state.decks["mythos"].remove(cid)
        hd(g)["mythos"].append(cid)


def gate(g, area: str, world: str, face_up: bool = True) -> str:
    st = g.state
    gm = next(x for x in st.gate_pile if C.base_id(x) == f"base:world/{world}")
    st.gate_pile.remove(gm)
    st.gates[AREA.get(area, area)] = gm
    if not face_up:
        hd(g)["face_down"].append(AREA.get(area, area))
    return gm


def monster(g, kind: str, where: str, clues: int = 0) -> str:
    st = g.state
    m = next(m for m in st.cup if C.base_id(m).endswith(":" + kind))
    st.cup.remove(m)
    st.monsters[m] = AREA.get(where, where)
    from arkham.rules.haunt.data import set_mclues

    set_mclues(g, m, clues)
    return m


def skills(g, seat: int, speed: int | None = None, fight: int | None = None, lore: int | None = None) -> None:
    """Fix the bonuses: every stop covered (so no allocation is offered), and these stops
    (0-3) of the Speed, Fight and Lore pairs allocated for the phase."""
    a = {"covered": [[p, k] for p in range(3) for k in range(4)], "now": []}
    for pair, stop in enumerate((speed, fight, lore)):
        if stop is not None:
            a["now"].append([pair, stop])
    hd(g)["alloc"][str(seat)] = a


def at(g, seat: int, where: str) -> Any:
    inv = g.state.investigators[seat]
    inv.where = AREA.get(where, where)
    inv.stage = 0
    return inv


def log(g) -> str:
    return "\n".join(e[1] for e in g.state.log)


def rules_cited(g) -> str:
    return "\n".join(e[2] for e in g.state.log)
