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


@pytest.mark.parametrize(
    "spoil, words",
    [
        (lambda st: st.decks[sorted(st.decks)[0]].append(["a", "list"]), "holds more than ids"),
        (lambda st: st.cup.append({"a": "dict"}), "cup holds more than ids and numbers"),
        (lambda st: st.gates.update(x=["a", "list"]), "gates holds more than ids and numbers"),
    ],
    ids=["deck", "cup", "gates"],
)
def test_the_invariants_catch_a_nested_value_where_a_copy_copies_flat(spoil, words):
    """A clone copies the decks, the cup, the gates... one level deep: the invariants hold
    every state to ids and numbers there, so that a copy shares nothing mutable."""
    from arkham.invariants import InvariantError, check

    g = arkham.new_game(seed=4, investigators=2)
    check(g)
    spoil(g.state)
    with pytest.raises(InvariantError, match=words):
        check(g)
