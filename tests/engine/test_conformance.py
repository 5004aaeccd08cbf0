"""Random-simulation conformance: seeded games with random choices play to their
end, and the invariants hold after every single step."""

import random

import pytest

import arkham
from arkham.testing import play_checked

SEEDS = range(200)
STEP_CAP = 40000


def play_random(seed: int, players: int) -> arkham.Game:
    g = arkham.new_game(seed=seed, investigators=players)
    return play_checked(g, random.Random(seed * 7919 + players), STEP_CAP)


@pytest.mark.parametrize("seed", SEEDS)
def test_random_game_ends_with_invariants(seed):
    g = play_random(seed, 1 + seed % 8)
    r = g.result
    assert r is not None and isinstance(r["won"], bool) and r["how"]
    if r["won"]:
        assert isinstance(r["score"], int)
