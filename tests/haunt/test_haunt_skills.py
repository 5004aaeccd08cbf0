"""Skill allocation (HotW §Skill Allocations And Checks)."""

from arkham.rules.classic import core as C
from arkham.rules.haunt import skills
from arkham.testing import answer, give, labels, rig, start_check
from helpers.haunt_scenes import haunt_game, log


def check(g, skill, mod=0, diff=1, seat=0):
    start_check(g, seat, skill, mod, diff, None)


def test_allocating_one_bonus_covers_its_pair_for_the_phase():
    g = haunt_game()
    inv = g.state.investigators[0]  # Amanda: Speed 1-4 / Sneak 4-1
    rig(g, 5, 1, 1, 1)
    check(g, "sneak")
    assert labels(g)[-1] == "Roll with no Sneak bonus"
    answer(g, "Speed 1 / Sneak 4")  # the best Sneak
    assert skills.alloc(g, inv)["covered"] == [[0, 0]]
    assert "4 dice [5, 1, 1, 1]" in log(g)
    assert C.skill_value(g, inv, "speed") == 1  # its partner is allocated too
    rig(g, 1, 1, 1, 1)
    check(g, "sneak")  # reused: no better Sneak stop to offer
    assert "4 dice" in log(g).splitlines()[-2]


def test_no_allocation_means_no_bonus_and_skill_cards_count_only_with_one():
    g = haunt_game()
    inv = g.state.investigators[0]
    give(g, 0, "base:fight")  # a Skill card raising Fight by 1
    assert C.skill_value(g, inv, "fight") == 0
    skills.allocate(g, inv, 1, 0)  # Fight 1 / Will 4
    assert C.skill_value(g, inv, "fight") == 2


def test_focus_needs_no_allocation():
    g = haunt_game()
    rig(g, 1, 1, 1)
    check(g, "focus")
    assert "3 dice" in log(g) and g.choice.kind != "allocate"


def test_only_one_bonus_applies_and_only_before_the_roll():
    g = haunt_game()
    inv = g.state.investigators[0]
    skills.allocate(g, inv, 1, 0)  # Fight 1
    rig(g, 1, 1, 1, 1)
    check(g, "fight", diff=2)
    assert [lb for lb in labels(g)] == [
        "Allocate Fight 2 / Will 3",
        "Allocate Fight 3 / Will 2",
        "Allocate Fight 4 / Will 1",
        "Roll with Fight 1",
    ]
    answer(g, "Fight 4 / Will 1")
    assert "4 dice" in log(g)  # the best one, not the sum
    assert g.choice.kind == "halt" or all("Allocate" not in lb for lb in labels(g))


def test_bonuses_end_with_the_phase_and_markers_stay_until_upkeep():
    g = haunt_game()
    inv = g.state.investigators[0]
    skills.allocate(g, inv, 2, 3)
    skills.end_phase(g)
    assert C.skill_value(g, inv, "lore") == 0
    assert skills.free_stops(g, inv, 2) == [0, 1, 2]
