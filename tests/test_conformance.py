"""Random-simulation conformance: seeded games with random choices play to their
end, and the invariants hold after every single step."""
import random

import pytest

import arkham
from arkham.invariants import check

SEEDS = range(200)
STEP_CAP = 40000


def play_random(seed: int, players: int) -> arkham.Game:
    g = arkham.new_game(seed=seed, investigators=players)
    rng = random.Random(seed * 7919 + players)
    check(g)
    steps = 0
    while not g.is_over:
        g.apply(rng.choice(g.choice.options).id)
        check(g)
        steps += 1
        assert steps < STEP_CAP, f"seed {seed}: no end after {STEP_CAP} choices"
    return g


@pytest.mark.parametrize("seed", SEEDS)
def test_random_game_ends_with_invariants(seed):
    g = play_random(seed, 1 + seed % 8)
    r = g.result
    assert r is not None and isinstance(r["won"], bool) and r["how"]
    if r["won"]:
        assert isinstance(r["score"], int)
