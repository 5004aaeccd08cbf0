"""The Other World phase (HotW §Other World Phase)."""

from arkham.rules.haunt.otherworld import return_to_city
from arkham.testing import answer, finished, labels, rig, run_step
from helpers.haunt_scenes import AREA, at, gate, haunt_game, log


def in_world(g, seat=0, stage=1):
    inv = at(g, seat, "base:world/yuggoth")
    inv.stage = stage
    return inv


def ow_phase(g):
    """The movement part: the encounter already had (state 'move?')."""
    run_step(g, "haunt.otherworld", who=0, phase=True, st="move?")


def test_the_phase_begins_with_a_gate_card_of_the_worlds_colour():
    g = haunt_game()
    in_world(g)
    run_step(g, "haunt.otherworld", who=0, phase=True)
    while g.choice.kind not in ("other_world", "halt"):
        g.apply(g.choice.options[0].id)
    assert "has an encounter in Yuggoth" in log(g)


def test_each_focus_success_advances_one_section_and_home_through_a_face_up_gate():
    g = haunt_game()
    inv = in_world(g)
    gate(g, "graveyard", "yuggoth")
    gate(g, "woods", "yuggoth", face_up=False)
    ow_phase(g)
    assert labels(g) == ["Roll a Focus check: one section per success", "Stay"]
    rig(g, 5, 6, 1)  # Focus 3: two successes
    answer(g, "Roll")
    assert (inv.where, inv.stage) == (AREA["graveyard"], 0)


def test_one_success_one_section():
    g = haunt_game()
    inv = in_world(g)
    rig(g, 5, 1, 1)
    ow_phase(g)
    answer(g, "Roll")
    assert inv.stage == 2


def test_no_face_up_gate_to_the_world_no_return():
    g = haunt_game()
    inv = in_world(g, stage=2)
    gate(g, "woods", "yuggoth", face_up=False)
    return_to_city(g, inv, "test")
    assert (inv.where, inv.stage) == ("base:world/yuggoth", 2)
    assert "cannot return yet" in log(g)


def test_stay_here_forbids_the_focus_roll():
    g = haunt_game()
    inv = in_world(g)
    inv.delayed = True
    ow_phase(g)
    assert finished(g) and inv.stage == 1 and "must stay" in log(g)
