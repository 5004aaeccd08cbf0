"""The lab's per-game record for Haunt games: gates sealed and closed by the rituals
(HotW §City Phase V, Seal gate / Close gate) and monsters defeated in encounters are
read from Haunt's own log lines."""

import json

from arkham.lab.runner import RECORD_FIELDS, _summarise
from arkham.testing import answer, rig, run_step
from helpers.haunt_scenes import at, gate, haunt_game, log, monster, mythos

HERE = "graveyard"


def record(g):
    rec = {k: None for k in RECORD_FIELDS}
    _summarise(g, rec, {})
    return rec


def test_a_sealed_and_a_closed_gate_are_both_counted_and_the_seal_as_sealed():
    g = haunt_game()
    mythos(g, "sheldon_gang_turns_to_police_for_aid", "solar_eclipse")  # grey circle; black circle
    for area, world in (
        ("woods", "abyss"),
        ("black_cave", "rlyeh"),
        ("the_unnamable", "plateau_of_leng"),
        ("science_building", "the_dreamlands"),
        ("unvisited_isle", "another_dimension"),
    ):
        gate(g, area, world)  # five more gates: no victory yet
    inv = at(g, 0, HERE)
    assert (record(g)["gates_closed"], record(g)["gates_sealed"]) == (0, 0)
    inv.clues = 5
    gate(g, HERE, "yuggoth")
    run_step(g, "haunt.activity", who=0)
    answer(g, "Seal")
    rig(g, 5, 6, 1)  # two successes: the gate is kept as a trophy
    answer(g, "Place 2 Doom")
    assert "The gate at Graveyard is sealed and" in log(g)
    rec = record(g)
    assert (rec["gates_closed"], rec["gates_sealed"]) == (1, 1)
    # the gate trophy closes a second gate of the same symbol
    gate(g, HERE, "yuggoth")
    run_step(g, "haunt.activity", who=0)
    answer(g, "Close")
    rig(g, 5, 1, 1)  # one success: closed, no trophy
    answer(g, "Place 2 Doom")
    assert log(g).count("The gate at Graveyard is closed") == 1
    rec = record(g)
    assert (rec["gates_closed"], rec["gates_sealed"]) == (2, 1)


def test_monsters_destroyed_or_driven_off_count_as_defeated():
    g = haunt_game()
    m = monster(g, "zombie", HERE)
    g.log("Amanda Sharpe destroys Zombie and takes it as a trophy")
    g.log("Amanda Sharpe drives Zombie off; it returns to the cup")
    g.log("Hibb's Roadhouse closes")  # a location closing is no gate
    rec = record(g)
    assert rec["monsters_defeated"] == 2 and rec["gates_closed"] == 0
    assert m in g.state.monsters and json.loads(rec["devoured"]) == []
