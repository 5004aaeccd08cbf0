"""Doom and Terror (HotW §End Of Game) and victory (HotW §Victory Conditions)."""

import pytest

from arkham.rules.haunt import tracks
from arkham.testing import answer, finished, labels, run_step
from helpers.haunt_scenes import AREA, at, gate, haunt_game, log, rules_cited


def test_two_doom_or_one_terror_is_the_players_choice():
    g = haunt_game()
    run_step(g, "haunt.doom", who=0, n=2, why="test")
    assert labels(g) == ["Place 2 Doom (Doom 2 of 11)", "Place 1 Terror instead (Terror 1 of 10)"]
    answer(g, "Terror")
    assert (g.state.doom, g.state.terror) == (0, 1)
    run_step(g, "haunt.doom", who=0, n=3, why="test")
    answer(g, "Terror")  # one for two, rounding up
    assert g.state.terror == 3
    assert "HotW §End Of Game" in rules_cited(g)


def test_terror_is_forced_when_doom_is_full_and_then_the_game_is_lost():
    g = haunt_game()
    g.state.doom = 10  # 11 spaces: two more do not fit
    run_step(g, "haunt.doom", who=0, n=2, why="test")
    assert finished(g) and g.state.terror == 1 and g.state.doom == 10
    g.state.terror = 10
    run_step(g, "haunt.doom", who=0, n=2, why="test")
    assert g.is_over and not g.result["won"] and "both tracks are full" in g.result["how"]


def test_a_terror_token_on_a_full_track_loses_the_game():
    g = haunt_game()
    g.state.terror = 10
    run_step(g, "haunt.doom", who=0, n=1, why="test")  # Terror cannot take it: Doom, unasked
    assert finished(g) and not g.is_over and g.state.doom == 1
    with pytest.raises(Exception):
        tracks.raise_terror(g, 1, "test")
    assert g.is_over and "full Terror track" in g.result["how"]


@pytest.mark.parametrize(
    "ao,target",
    [("base:cthulhu", 6), ("base:yig", 3), ("base:hastur", 4), ("base:azathoth", 6), ("base:shub_niggurath", 5)],
)
def test_victory_when_gates_fall_to_the_ancient_ones_combat(ao, target):
    g = haunt_game(ancient_one=ao)
    assert tracks.victory_target(g) == target
    worlds = [
        "abyss",
        "another_dimension",
        "city_of_the_great_race",
        "great_hall_of_celaeno",
        "plateau_of_leng",
        "rlyeh",
        "the_dreamlands",
        "yuggoth",
    ]
    spots = [a for a in AREA if a not in ("rivertown_streets",)]
    for i in range(target + 1):
        gate(g, spots[i], worlds[i % 8])
    tracks.check_victory(g)
    assert not g.is_over
    from arkham.rules.haunt.activities import shut_gate

    inv = at(g, 0, spots[0])
    with pytest.raises(Exception):
        shut_gate(g, inv, AREA[spots[0]], False, "test")
    assert g.is_over and g.result["won"] and f"reduced to {target}" in log(g)
