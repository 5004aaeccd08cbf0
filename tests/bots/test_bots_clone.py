"""Game.clone(): the copy bots look ahead on plays on exactly as the original, and
the two never share anything a move could change."""

from __future__ import annotations

import random

import pytest

import arkham
from arkham.state import Investigator, State


def _walk(game: arkham.Game, rng: random.Random, steps: int) -> None:
    for _ in range(steps):
        if game.is_over:
            return
        game.apply(rng.choice(game.choice.options).id)


@pytest.mark.parametrize("players", [1, 2, 4, 8])
@pytest.mark.parametrize("seed", range(6))
def test_a_clone_plays_on_like_the_original(seed: int, players: int) -> None:
    g = arkham.new_game(seed=seed, investigators=players)
    rng = random.Random(1000 + seed)
    _walk(g, rng, rng.randrange(0, 120))
    c = g.clone()
    assert c.state_hash() == g.state_hash()
    assert c.choice == g.choice
    steps = 0
    while not g.is_over and steps < 150:
        oid = rng.choice(g.choice.options).id
        g.apply(oid)
        c.apply(oid)
        steps += 1
        assert c.state_hash() == g.state_hash(), f"diverged {steps} answers after the clone"
        assert c.choice == g.choice
    assert c.is_over == g.is_over and c.result == g.result


@pytest.mark.parametrize("seed", range(4))
def test_a_clone_played_to_the_end_ends_as_the_original(seed: int) -> None:
    g = arkham.new_game(seed=seed, investigators=1 + seed % 4)
    _walk(g, random.Random(seed), 40)
    c = g.clone()
    a, b = random.Random(7), random.Random(7)
    _walk(g, a, 100_000)
    _walk(c, b, 100_000)
    assert g.is_over and c.is_over
    assert c.result == g.result and c.state_hash() == g.state_hash()


@pytest.mark.parametrize("seed", range(6))
def test_playing_a_clone_never_changes_the_original(seed: int) -> None:
    g = arkham.new_game(seed=seed, investigators=1 + seed)
    _walk(g, random.Random(seed), 60)
    before = g.state_hash()
    log_len = len(g.state.log)
    first_entries = [list(e) for e in g.state.log]
    for k in range(3):  # different answers, played far ahead, on separate clones
        c = g.clone()
        _walk(c, random.Random(100 * seed + k), 400)
        assert c.state_hash() != before
        assert g.state_hash() == before
    assert len(g.state.log) == log_len and [list(e) for e in g.state.log] == first_entries
    # the original goes on exactly as a fresh copy of it from a save does
    saved = arkham.load(g.to_json())
    _walk(g, random.Random(5), 50)
    _walk(saved, random.Random(5), 50)
    assert g.state_hash() == saved.state_hash()


def test_changing_a_clone_by_hand_never_changes_the_original() -> None:
    g = arkham.new_game(seed=11, investigators=3)
    _walk(g, random.Random(11), 80)
    before = g.state_hash()
    c = g.clone()
    st = c.state
    inv = st.investigators[0]
    inv.cards.append("base:tommy_gun#9")
    inv.sliders[0] += 1
    inv.clues += 3
    inv.monster_trophies.append("base:ghoul#9")
    for pile in st.decks.values():
        pile.reverse()
    st.cup.clear()
    st.gates["somewhere"] = "base:world/yuggoth#9"
    st.clues_on.clear()
    st.closed.setdefault("x", []).append("y")
    st.counters["x"] = 1
    for fr in st.stack:
        fr["touched"] = True
        for v in fr.values():
            if isinstance(v, list):
                v.append("junk")
            elif isinstance(v, dict):
                v["junk"] = 1
    st.log.append([0, "junk", "junk"])
    st.doom += 5
    c.rng.random()
    c.die()
    assert g.state_hash() == before


def test_a_clone_has_its_own_generator_at_the_same_point() -> None:
    g = arkham.new_game(seed=3, investigators=2)
    _walk(g, random.Random(3), 30)
    c = g.clone()
    assert c.rng is not g.rng
    assert [c.rng.random() for _ in range(5)] == [g.rng.random() for _ in range(5)]
    assert c.content is g.content and c.ruleset is g.ruleset
    assert type(c.state) is State and all(type(i) is Investigator for i in c.state.investigators)
    assert all(a is not b for a, b in zip(c.state.investigators, g.state.investigators))
