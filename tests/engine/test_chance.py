"""The game's dice, shuffles and draws are those of ``random.Random``: the same numbers
from the same generator state, and the same state after, so a save made by any version
replays to the same game."""

import random

import pytest

import arkham
from arkham.engine import rig_dice


@pytest.mark.parametrize("seed", [0, 1, 7, 12345])
def test_dice_shuffles_and_draws_follow_the_generator(seed):
    g = arkham.new_game(seed=2, investigators=1)
    g.rng = random.Random(seed)
    ref = random.Random(seed)
    for n in (0, 1, 2, 5, 9, 3):
        assert g.dice(n) == [ref.randint(1, 6) for _ in range(n)]
        assert g.die() == ref.randint(1, 6)
        deck, same = list(range(n * 9)), list(range(n * 9))
        g.shuffle(deck)
        ref.shuffle(same)
        assert deck == same
        for k in (1, 2, 6, 7, 64, 1000):
            assert g.randbelow(k) == ref.randrange(k)
    assert g.rng.getstate() == ref.getstate()


def test_rigged_dice_come_first_then_the_generator():
    g = arkham.new_game(seed=2, investigators=1)
    g.rng = random.Random(5)
    ref = random.Random(5)
    rig_dice(g, [6, 1])
    assert g.dice(4) == [6, 1, ref.randint(1, 6), ref.randint(1, 6)]
    assert g.rng.getstate() == ref.getstate()


def test_an_empty_range_is_refused_as_random_refuses_it():
    g = arkham.new_game(seed=2, investigators=1)
    state = g.rng.getstate()
    with pytest.raises(ValueError, match="empty range"):
        g.randbelow(0)
    assert g.rng.getstate() == state
