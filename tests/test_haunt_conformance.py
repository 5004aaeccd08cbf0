"""Seeded random Haunt games played to their end with every invariant checked after
each step; determinism and the save/load round trip along the way."""
import random

import pytest

import arkham
from arkham.invariants import check

SEEDS = range(120)
MAX_CHOICES = 5000


def play(seed, every=None):
    rng = random.Random(seed)
    g = arkham.new_game(seed=seed, investigators=rng.randint(2, 5), ruleset="haunt")
    answers = []
    check(g)
    while not g.is_over and len(answers) < MAX_CHOICES:
        a = rng.choice(g.legal_ids())
        g.apply(a)
        answers.append(a)
        check(g)
        if every and len(answers) % every == 0:
            assert arkham.load(g.to_json()) == g
    return g, answers


@pytest.mark.parametrize("chunk", range(4))
def test_random_haunt_games_end_with_the_invariants_kept(chunk):
    for seed in SEEDS[chunk::4]:
        g, answers = play(seed)
        assert g.is_over, f"seed {seed} did not end in {MAX_CHOICES} choices"
        assert g.result["won"] in (True, False) and g.result["how"]


def test_same_seed_and_answers_same_game_and_saves_round_trip():
    g, answers = play(7, every=10)
    again = arkham.new_game(seed=7, investigators=random.Random(7).randint(2, 5), ruleset="haunt")
    for a in answers:
        again.apply(a)
    assert again == g and again.state.log == g.state.log
    loaded = arkham.load(g.to_json())
    assert loaded == g and loaded.state.rules_data == g.state.rules_data


def test_a_loaded_game_plays_on_exactly_as_the_original():
    rng = random.Random(3)
    g = arkham.new_game(seed=3, investigators=3, ruleset="haunt")
    for _ in range(60):
        if g.is_over:
            break
        g.apply(rng.choice(g.legal_ids()))
    copy = arkham.load(g.to_json())
    r1, r2 = random.Random(9), random.Random(9)
    while not g.is_over:
        g.apply(r1.choice(g.legal_ids()))
        copy.apply(r2.choice(copy.legal_ids()))
    assert copy == g


def test_a_bad_answer_changes_nothing():
    g = arkham.new_game(seed=1, investigators=2, ruleset="haunt")
    before = g.state_hash()
    with pytest.raises(arkham.IllegalChoice):
        g.apply("no-such-option")
    assert g.state_hash() == before
