"""Undo (issue 34): ``game.undo(steps)`` puts the game back exactly as it was that many
answers earlier, and ``game.revealed_since(k)`` says whether anything hidden came out
after the game had ``k`` answers (the fair-undo rule of the front ends)."""

from __future__ import annotations

import random

import pytest

import arkham
from arkham import engine
from arkham.engine import rig_dice
from arkham.errors import ArkhamError, UndoError
from helpers.scripts import load_script

soak = load_script("bench/soak.py")


def played(setup: str, seed: int, answers: int, rigs: bool = False, players: int = 2):
    """A seeded random game of a soak set-up, with the hash it had before each answer."""
    kw = dict(soak.SETUPS[setup])
    kw["investigators"] = 3 if kw.get("ruleset") == "haunt" else players
    g = arkham.new_game(seed=seed, **kw)
    g.keep_undo_points()
    rng = random.Random(f"undo-{seed}")
    hashes = []
    while not g.is_over and len(hashes) < answers:
        if rigs and len(hashes) % 7 == 3:
            rig_dice(g, [rng.randint(1, 6)])
        hashes.append(g.state_hash())
        g.apply(rng.choice(g.choice.options).id)
    return g, rng, hashes


@pytest.mark.parametrize("setup", list(soak.SETUPS))
def test_undo_to_every_earlier_step_gives_the_recorded_hash(setup, monkeypatch):
    monkeypatch.setattr(engine, "SNAP_EVERY", 16)  # many snapshots in a short game
    g, _, hashes = played(setup, 34001, 120, rigs=True)
    for k in range(1, len(hashes) + 1, 9):  # far jumps, on copies
        c = g.clone()
        c.undo(k)
        assert c.state_hash() == hashes[-k]
    history = g.history
    for n in range(len(hashes) - 1, -1, -1):  # one answer at a time, in place
        g.undo()
        assert g.state_hash() == hashes[n]
        left = g.history
        assert left == history[: len(left)] and sum(type(e) is str for e in left) == n
    with pytest.raises(UndoError):
        g.undo()


def test_undo_with_the_default_snapshots_in_a_long_game():
    g, _, hashes = played("base", 34005, 700, players=8)
    assert len(hashes) > 2 * engine.SNAP_EVERY
    for k in (1, 10, 100, engine.SNAP_EVERY, engine.SNAP_EVERY + 1, len(hashes)):
        c = g.clone()
        c.undo(k)
        assert c.state_hash() == hashes[-k]
    g.undo(len(hashes))
    assert g.state_hash() == hashes[0] and g.history == []


@pytest.mark.parametrize("bad", [0, -1, 1.0, "1", None, True])
def test_a_refused_undo_changes_nothing(bad):
    g, _, hashes = played("base+dunwich", 34003, 30)
    before, history = g.state_hash(), g.history
    with pytest.raises(UndoError) as exc:
        g.undo(bad)
    assert isinstance(exc.value, ArkhamError) and "positive whole number" in str(exc.value)
    with pytest.raises(UndoError, match="only 30 have been given"):
        g.undo(31)
    assert g.state_hash() == before and g.history == history
    g.apply(g.choice.options[0].id)  # and the game plays on


def test_a_new_game_cannot_go_back():
    g = arkham.new_game(seed=1, investigators=1)
    with pytest.raises(UndoError, match="only 0 have been given"):
        g.undo()


@pytest.mark.parametrize("setup", ["base", "all+epic", "haunt"])
def test_replaying_after_an_undo_gives_the_same_game(setup):
    g, rng, _ = played(setup, 34004, 200)
    ref = g.clone()
    later = []
    for _ in range(60):
        if ref.is_over:
            break
        later.append(rng.choice(ref.choice.options).id)
        ref.apply(later[-1])
    g.undo(25)
    answers = [e for e in ref.history if type(e) is str]
    again = answers[len(answers) - len(later) - 25 :]
    for a in again:
        g.apply(a)  # the same answers give the same dice and draws
    assert g.state_hash() == ref.state_hash() and g.history == ref.history
    assert g.to_json() == ref.to_json()
    assert arkham.load(g.to_json()).state_hash() == ref.state_hash()


def test_an_undone_game_saves_the_shorter_history():
    g, _, hashes = played("base+kingsport", 34005, 80)
    n = len(hashes) - 5
    g.undo(5)
    loaded = arkham.load(g.to_json())
    assert loaded.history == g.history and sum(type(e) is str for e in loaded.history) == n
    assert loaded.state_hash() == hashes[n]
    loaded.undo(3)  # a loaded game goes back too
    assert loaded.state_hash() == hashes[n - 3]


def test_undo_on_a_copy_leaves_the_original_alone():
    g, _, hashes = played("all", 34006, 50)
    c = g.clone()
    c.undo(20)
    assert g.state_hash() != c.state_hash() and sum(type(e) is str for e in g.history) == 50
    g.undo(20)
    assert g.state_hash() == c.state_hash() == hashes[30]


# ------------------------------------------------------------ revealed_since
def answers_of(g):
    return sum(type(e) is str for e in g.history)


def scan(setup, seed, answers, on_each):
    """Play a seeded game; ``on_each(game, before, option)`` after every answer, with the
    state before it, for as long as it returns None."""
    kw = dict(soak.SETUPS[setup])
    kw["investigators"] = 3 if kw.get("ruleset") == "haunt" else 2
    g = arkham.new_game(seed=seed, **kw)
    rng = random.Random(seed)
    for _ in range(answers):
        if g.is_over:
            break
        before = g.clone()
        o = rng.choice(g.choice.options)
        g.apply(o.id)
        found = on_each(g, before, o)
        if found is not None:
            return found
    raise AssertionError(f"no such answer in {answers} answers of {setup} seed {seed}")


def test_a_plain_move_reveals_nothing():
    def move(g, before, o):
        new = g.state.log[len(before.state.log) :]
        if o.id.startswith("to:") and g.choice and g.choice.kind == "move" and all("moves to" in e[1] for e in new):
            return g

    g = scan("base", 34010, 400, move)
    assert g.revealed_since(answers_of(g) - 1) is False


def test_a_die_rolled_is_revealed():
    def rolled(g, before, o):
        new = g.state.log[len(before.state.log) :]
        if any(len(e) > 3 and e[3].get("dice") for e in new):
            return g

    g = scan("base", 34011, 400, rolled)
    assert g.revealed_since(answers_of(g) - 1) is True
    assert g.revealed_since(answers_of(g)) is False  # nothing after the last answer


def test_a_rigged_die_used_is_revealed():
    g, _, _ = played("base", 34012, 0)
    for _ in range(400):
        if not g.state.rig:
            rig_dice(g, [6])
        n = answers_of(g)
        g.apply(g.choice.options[-1].id)
        if not g.state.rig:
            assert g.revealed_since(n) is True
            return
    raise AssertionError("no die rolled")


def test_a_card_drawn_is_revealed():
    def drew(g, before, o):
        if o.id == "encounter" and any("has an encounter at" in e[1] for e in g.state.log[len(before.state.log) :]):
            return g

    g = scan("base", 34013, 400, drew)
    assert g.revealed_since(answers_of(g) - 1) is True


def test_a_monster_from_the_cup_is_revealed():
    def drawn(g, before, o):
        if len(g.state.cup) < len(before.state.cup):
            return g

    g = scan("base", 34014, 400, drawn)
    assert g.revealed_since(answers_of(g) - 1) is True


def test_a_face_down_gate_turned_is_revealed():
    def turned(g, before, o):
        was = before.state.rules_data.get("face_down", [])
        now = g.state.rules_data.get("face_down", [])
        if any(a not in now and a in g.state.gates for a in was):
            return g

    g = scan("haunt", 34015, 3000, turned)
    assert g.revealed_since(answers_of(g) - 1) is True


def test_revealed_since_a_count_that_is_no_count():
    g, _, _ = played("base", 34016, 10)
    for bad in (-1, 1.5, "2", None):
        with pytest.raises(UndoError):
            g.revealed_since(bad)
    assert g.revealed_since(10) is False and g.revealed_since(99) is False


def test_a_game_without_undo_points_takes_no_snapshots_and_undoes_exactly():
    # the lab's and the benches' games pay nothing per answer for undo; going back replays
    # from the set-up and gives the very same game
    g = arkham.new_game(seed=34007, investigators=4)
    rng = random.Random(7)
    hashes = []
    while not g.is_over and len(hashes) < 2 * engine.SNAP_EVERY + 10:
        hashes.append(g.state_hash())
        g.apply(rng.choice(g.choice.options).id)
    assert g._snaps is None
    for k in (1, 17, len(hashes)):
        c = g.clone()
        c.undo(k)
        assert c.state_hash() == hashes[-k]
