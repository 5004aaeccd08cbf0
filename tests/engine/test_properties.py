"""Property tests: any seed, any legal answers, any moment — a save loads back to the
same game, and an illegal answer changes nothing."""

import random

from hypothesis import HealthCheck, given, settings, strategies as st

import arkham
from arkham import IllegalChoice


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), players=st.integers(1, 8), steps=st.integers(0, 400), answers=st.integers(0, 10**6))
def test_save_load_round_trip_anywhere(seed, players, steps, answers):
    g = arkham.new_game(seed=seed, investigators=players)
    rng = random.Random(answers)
    for _ in range(steps):
        if g.is_over:
            break
        g.apply(rng.choice(g.choice.options).id)
    h = arkham.load(g.to_json())
    assert h.state_hash() == g.state_hash()
    assert (h.choice is None) == (g.choice is None)
    if g.choice is not None:
        assert h.choice == g.choice


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6), steps=st.integers(0, 200), junk=st.text(min_size=1, max_size=12))
def test_an_illegal_answer_changes_nothing(seed, steps, junk):
    g = arkham.new_game(seed=seed, investigators=2)
    rng = random.Random(seed)
    for _ in range(steps):
        if g.is_over:
            return
        g.apply(rng.choice(g.choice.options).id)
    if g.is_over or junk in {o.id for o in g.choice.options}:
        return
    before = g.state_hash()
    try:
        g.apply(junk)
    except IllegalChoice:
        pass
    else:  # pragma: no cover
        raise AssertionError("an option that was not offered was accepted")
    assert g.state_hash() == before
