"""Conformance with the Dunwich pack: seeded random base+dunwich games across Ancient
Ones and 1-8 investigators play to their end, with the invariants after every step."""

import random

import pytest

import arkham
from arkham.testing import play_checked
from arkham.content.loader import load_content
from helpers.town_trips import reached_by_train

PACKS = ["base", "dunwich"]
SEEDS = range(50)
STEP_CAP = 40000
ANCIENT_ONES = sorted(load_content(PACKS).ancient_ones)  # every Ancient One in turn


def play_random(seed: int, players: int) -> arkham.Game:
    ao = ANCIENT_ONES[seed % len(ANCIENT_ONES)]
    g = arkham.new_game(seed=seed, ancient_one=ao, investigators=players, packs=PACKS)
    return play_checked(g, random.Random(seed * 104729 + players), STEP_CAP)


@pytest.mark.parametrize("seed", SEEDS)
def test_random_base_dunwich_game_ends_with_invariants(seed):
    g = play_random(seed, 1 + seed % 8)
    r = g.result
    assert r is not None and isinstance(r["won"], bool) and r["how"]
    assert arkham.load(g.to_json()) == g


def test_random_games_reach_dunwich_by_train():
    """Over a few random games somebody takes the train and stands in Dunwich."""
    assert reached_by_train(PACKS, "dunwich:dunwich")


def test_the_conformance_command_meets_every_ancient_one_and_lets_a_bot_answer():
    """`arkham conformance --packs base,dunwich -a all --bot heuristic`: seed s meets the
    Ancient One at s modulo 12 in id order, and the bot's answers are checked as random ones."""
    from typer.testing import CliRunner

    from arkham.cli import app
    from arkham.lab.conformance import ancient_one_for, play_one

    assert [ancient_one_for(s, "all", PACKS) for s in range(12)] == ANCIENT_ONES
    assert ancient_one_for(13, "all", PACKS) == ANCIENT_ONES[1] and ancient_one_for(3, "random", PACKS) is None
    g = play_one(5, "classic", (1, 1), PACKS, STEP_CAP, "all", "heuristic")
    assert g.is_over and g.state.ancient_one == ANCIENT_ONES[5]
    assert len(g.state.investigators) == 1
    out = CliRunner().invoke(
        app,
        [
            "conformance",
            "--packs",
            "base,dunwich",
            "-a",
            "all",
            "-p",
            "1-2",
            "--games",
            "2",
            "--seed",
            "12",
            "--bot",
            "heuristic",
        ],
    )
    assert out.exit_code == 0, out.output
    assert "2 classic games, seeds 12-13, 1-2 players, packs base+dunwich, Ancient One all: 2 kept" in out.output
    assert "won by heuristic play" in out.output
    out = CliRunner().invoke(app, ["conformance", "--games", "1", "--bot", "no_such_bot"])
    assert out.exit_code != 0 and "unknown bot" in out.output
