"""The day and the City phase (HotW §Sequence Of Play, §City Phase I-II, §Phases And Turns)."""

from arkham.rules.haunt import skills as SK
from arkham.rules.haunt.data import hd, mclues
from arkham.testing import answer, labels, rig, run_step
from helpers.haunt_scenes import AREA, at, haunt_game, log, monster, rules_cited, skills


def day(g):
    run_step(g, "haunt.day", who=-1, phase=True, st="free")


def test_a_phase_starts_only_with_a_free_speed_bonus_or_in_an_other_world():
    g = haunt_game()
    a = at(g, 0, "woods")
    b = at(g, 1, "base:world/yuggoth")
    b.stage = 1
    day(g)
    assert labels(g) == [
        "Amanda Sharpe allocates a Speed bonus and starts a City phase",
        "Bob Jenkins starts an Other World phase in Yuggoth",
        "End the day",
    ]
    hd(g)["alloc"]["0"] = {"covered": [[0, k] for k in range(4)], "now": []}
    a.lose_turn = -1
    day(g)
    assert labels(g) == ["Bob Jenkins starts an Other World phase in Yuggoth", "End the day"]


def test_losing_the_next_turn_waits_for_another_phase():
    g = haunt_game()
    a = at(g, 0, "woods")
    at(g, 1, "train_station")
    a.lose_turn = g.state.turn + 1  # 'lose your next turn' given now
    day(g)
    assert [lb for lb in labels(g) if "Amanda" in lb] == []
    g.state.turn += 1  # Bob completes a phase
    day(g)
    assert any("Amanda" in lb for lb in labels(g))


def test_city_phase_speed_bonus_gives_movement_points():
    g = haunt_game()
    inv = at(g, 0, "rivertown_streets")
    run_step(g, "haunt.city", who=0, phase=True)
    assert labels(g) == ["Speed 1 / Sneak 4", "Speed 2 / Sneak 3", "Speed 3 / Sneak 2", "Speed 4 / Sneak 1"]
    answer(g, "Speed 3 / Sneak 2")
    assert "3 movement points" in log(g)
    answer(g, "Move to French Hill Streets (3")
    answer(g, "Move to Southside Streets (2")
    assert inv.where == AREA["southside_streets"]
    assert SK.alloc(g, inv)["covered"] == [[0, 2]]


def test_leaving_monsters_needs_an_evade_check_and_a_failure_stops_without_harm():
    g = haunt_game()
    inv = at(g, 0, "rivertown_streets")
    monster(g, "zombie", "rivertown_streets")  # Awareness +1
    c = monster(g, "cultist", "rivertown_streets", clues=1)  # Awareness -3: the most observant
    run_step(g, "haunt.city", who=0, phase=True)
    answer(g, "Speed 1 / Sneak 4")  # Sneak 4 - 3 = 1 die
    rig(g, 1)
    answer(g, "Move to French Hill Streets")
    assert "Evade (-3)" in log(g) and inv.where == AREA["rivertown_streets"] and inv.stamina == 5
    assert "fails to slip past" in log(g)
    assert mclues(g, c) == 1


def test_extra_evade_successes_while_moving_steal_clues():
    g = haunt_game()
    inv = at(g, 0, "rivertown_streets")
    c = monster(g, "zombie", "rivertown_streets", clues=2)  # Awareness +1: 5 dice
    run_step(g, "haunt.city", who=0, phase=True)
    answer(g, "Speed 1 / Sneak 4")
    rig(g, 5, 5, 6, 1, 1)
    answer(g, "Move to French Hill Streets")
    assert inv.where == AREA["french_hill_streets"] and inv.clues == 2 and mclues(g, c) == 0
    assert "HotW §City Phase II Investigator Movement" in rules_cited(g)


def test_after_the_move_monsters_move_and_every_shared_location_has_an_encounter():
    g = haunt_game()
    at(g, 0, "rivertown_streets")
    b = at(g, 1, "french_hill_streets")
    skills(g, 1, speed=0)
    z = monster(g, "zombie", "southside_streets")  # hunts: steps onto Bob
    run_step(g, "haunt.city", who=0, phase=True)
    answer(g, "Speed 1 / Sneak 4")
    answer(g, "End the move")
    assert g.state.monsters[z] == AREA["french_hill_streets"]
    assert g.choice.who == 1 and "initiative" in log(g)
    assert b.where == AREA["french_hill_streets"]


def test_end_the_day_runs_the_next_upkeep():
    g = haunt_game()
    day(g)
    answer(g, "End the day")
    assert "Day 2 begins" in log(g) and g.choice.kind == "doom"
