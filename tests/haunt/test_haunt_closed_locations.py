"""Closed locations in Haunt: nobody is left inside one (base p.4, closed markers; DH FAQ
on closed locations), found by the soak of bot games."""

from arkham.rules.classic import core as C
from arkham.rules.haunt.status import place_monster
from arkham.testing import answer, rig, run_step
from helpers.haunt_scenes import AREA, at, gate, haunt_game, log, monster, mythos

HERE = "graveyard"


def test_sealing_a_gate_over_a_closed_location_puts_those_there_in_the_street():
    g = haunt_game()
    mythos(g, "sheldon_gang_turns_to_police_for_aid")
    inv = at(g, 0, HERE)
    inv.clues = 5
    gate(g, HERE, "yuggoth")
    C.close_location(g, AREA[HERE], "mythos")  # the closed marker goes under the gate
    assert inv.where == AREA[HERE]  # the gate covers it: nobody is put out yet
    ghoul = monster(g, "ghoul", HERE)
    run_step(g, "haunt.activity", who=0)
    answer(g, "Seal")
    rig(g, 5, 6, 1)
    answer(g, "Place 2 Doom")
    assert AREA[HERE] not in g.state.gates
    assert inv.where == AREA["rivertown_streets"]
    assert g.state.monsters[ghoul] == AREA["rivertown_streets"]


def test_a_monster_sent_to_a_closed_location_appears_in_its_street():
    g = haunt_game()
    C.close_location(g, AREA[HERE], "mythos")
    m = g.state.cup.pop(0)
    assert place_monster(g, m, AREA[HERE], "test")
    assert g.state.monsters[m] == AREA["rivertown_streets"]
    assert "Graveyard is closed" in log(g) and "Rivertown Streets instead" in log(g)


def test_a_monster_sent_to_an_open_location_appears_there():
    g = haunt_game()
    m = g.state.cup.pop(0)
    assert place_monster(g, m, AREA[HERE], "test")
    assert g.state.monsters[m] == AREA[HERE]
