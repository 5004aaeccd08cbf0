"""When the Ancient One awakens (base p.20, DH/KH rule changes): a full doom track,
too many open gates, no gate marker left, an empty monster cup, or terror 10
with twice the monster limit in play. The doom track is filled before the battle."""

from __future__ import annotations

import pytest

from arkham.rules.classic import core as C
from arkham.state import OUTSKIRTS
from arkham.testing import open_gate, put_monster, quiet_game, rig_monsters, run_step

EIGHT = [
    "base:amanda_sharpe",
    "base:ashcan_pete",
    "base:bob_jenkins",
    "base:carolyn_fern",
    "base:darrell_simmons",
    "base:dexter_drake",
    "base:gloria_goldberg",
    "base:harvey_walters",
]
GATE_SITES = [
    "woods",
    "graveyard",
    "black_cave",
    "the_witch_house",
    "silver_twilight_lodge",
    "independence_square",
    "hibbs_roadhouse",
    "unvisited_isle",
    "historical_society",
]


def A(short: str) -> str:
    return "base:arkham/" + short


def draw_mythos(g, card: str) -> None:
    cid = "base:" + card
    deck = g.state.decks["mythos"]
    deck.remove(cid)
    deck.insert(0, cid)
    run_step(g, "mythos.phase", who=-1, phase=True)


def gates(g, n: int) -> None:
    for area in GATE_SITES[:n]:
        open_gate(g, A(area), C.base_id(g.state.gate_pile[0]))


def in_battle(g) -> bool:
    return g.state.awakened and g.state.phase == "final battle"


def test_doom_track_full_awakens_and_the_rest_of_the_mythos_is_skipped():
    g = quiet_game(ancient_one="base:yig")  # doom track 10
    st = g.state
    st.doom = 9
    draw_mythos(g, "blue_flu")  # gate: The Unnamable, clue: Woods
    assert in_battle(g)
    assert st.doom == 10
    assert A("woods") not in st.clues_on  # no need to finish the Mythos Phase
    assert g.choice is not None and g.choice.kind == "sliders"  # first round's Upkeep


@pytest.mark.parametrize("players,limit", [(1, 8), (2, 8), (3, 7), (4, 7), (5, 6), (6, 6), (7, 5), (8, 5)])
def test_too_many_gates_by_player_count(players, limit):
    g = quiet_game(EIGHT[:players], ancient_one="base:hastur")
    gates(g, limit - 2)
    draw_mythos(g, "blue_flu")
    assert not g.state.awakened and len(g.state.gates) == limit - 1
    g = quiet_game(EIGHT[:players], ancient_one="base:hastur")
    gates(g, limit - 1)
    draw_mythos(g, "blue_flu")
    assert in_battle(g)
    assert g.state.doom == 13  # filled before the battle


def test_no_gate_marker_left_awakens():
    g = quiet_game(ancient_one="base:cthulhu")
    st = g.state
    st.investigators[0].gate_trophies.extend(st.gate_pile)
    st.gate_pile.clear()
    draw_mythos(g, "blue_flu")
    assert in_battle(g)
    assert st.doom == 13
    assert A("the_unnamable") not in st.gates


def test_empty_monster_cup_awakens():
    g = quiet_game(ancient_one="base:shub_niggurath")
    st = g.state
    st.investigators[0].monster_trophies.extend(st.cup)  # (Shub-Niggurath wants trophies)
    for m in st.cup:
        st.monsters[m] = "trophy:0"
    st.cup.clear()
    draw_mythos(g, "blue_flu")
    assert in_battle(g)
    assert st.doom == 12


def test_terror_ten_and_twice_the_monster_limit_in_play_awakens():
    g = quiet_game(ancient_one="base:yig")  # one player: limit 4, so 8 monsters
    st = g.state
    st.terror = 10
    for k, area in (
        ("ghost", "library"),
        ("ghost", "newspaper"),
        ("ghost", "train_station"),
        ("dark_young", "velmas_diner"),
        ("dark_young", "river_docks"),
    ):
        put_monster(g, k, A(area))
    for k in ("zombie", "cultist"):
        put_monster(g, k, OUTSKIRTS)  # Outskirts monsters are in play too
    assert not st.awakened
    rig_monsters(g, "maniac")
    draw_mythos(g, "blue_flu")
    assert in_battle(g)
    assert st.doom == 10


def test_seven_monsters_at_terror_ten_do_not_awaken():
    g = quiet_game(ancient_one="base:yig")
    st = g.state
    st.terror = 10
    for k, area in (
        ("ghost", "library"),
        ("ghost", "newspaper"),
        ("ghost", "train_station"),
        ("dark_young", "velmas_diner"),
        ("dark_young", "river_docks"),
        ("zombie", "woods"),
    ):
        put_monster(g, k, A(area))
    rig_monsters(g, "maniac")
    draw_mythos(g, "blue_flu")
    assert not st.awakened
    assert C.monsters_in_arkham(g) == 7


def test_terror_reaching_ten_with_enough_monsters_awakens():
    g = quiet_game(ancient_one="base:yig")
    st = g.state
    st.terror = 9
    for k in ("ghost", "ghost", "ghost", "dark_young"):
        put_monster(g, k, A("woods"))
    for k in ("zombie", "zombie", "cultist", "cultist"):
        put_monster(g, k, OUTSKIRTS)
    run_step(g, "fx", who=0, seat=0, ops=[{"op": "terror", "n": 1}], i=0, ctx={})
    assert in_battle(g)
    assert st.doom == 10
