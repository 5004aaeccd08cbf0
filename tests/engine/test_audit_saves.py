"""Hostile saves: an edited state whose hash was recomputed, deep nesting, huge files and
odd version numbers are refused with a SaveError naming the problem."""

from __future__ import annotations

import json

import pytest

import arkham
from arkham.errors import SaveError
from arkham.rules.classic import core as C


@pytest.fixture
def played():
    g = arkham.new_game(seed=11, ancient_one="base:yig", investigators=2)
    for _ in range(40):
        g.apply(g.choice.options[0].id)
    return g


def test_a_clean_save_loads(played):
    assert arkham.load(played.to_json()) == played


@pytest.mark.parametrize(
    "edit,words",
    [
        (lambda g: setattr(g.state.investigators[0], "clues", -1), "negative clues"),
        (lambda g: setattr(g.state, "doom", 99), "doom 99 off its track"),
        (lambda g: g.state.investigators[1].cards.append(g.state.investigators[0].cards[0]), "is in two places"),
        (
            lambda g: g.state.cup.append(next(m for m, p in g.state.monsters.items() if p != C.CUP)),
            "the cup list and monster places disagree",
        ),
        (lambda g: setattr(g.state, "terror", 11), "terror 11 off its track"),
    ],
)
def test_an_edited_state_with_a_fresh_hash_is_refused(played, edit, words):
    edit(played)
    blob = played.to_json()  # the hash is recomputed over the edited state
    with pytest.raises(SaveError, match=words):
        arkham.load(blob)


def test_a_value_of_the_wrong_kind_is_refused(played):
    played.state.investigators[0].money = "lots"
    with pytest.raises(SaveError, match="not a valid game state"):
        arkham.load(played.to_json())


def test_deep_nesting_is_refused_without_a_recursion_error():
    blob = '{"format": "arkham-save", "version": 1, "state": ' + "[" * 100_000 + "]" * 100_000 + "}"
    with pytest.raises(SaveError, match="too deeply"):
        arkham.load(blob)
    modest = '{"format": "arkham-save", "version": 1, "state": ' + "[" * 200 + "]" * 200 + "}"
    with pytest.raises(SaveError, match="too deeply"):
        arkham.load(modest)


def test_an_oversized_save_is_refused_before_parsing():
    blob = '{"format": "arkham-save", "pad": "' + "x" * (9 * 1024 * 1024) + '"}'
    with pytest.raises(SaveError, match="bytes long"):
        arkham.load(blob)


@pytest.mark.parametrize("version", [1.0, True, "1", None])
def test_the_version_must_be_an_integer(played, version):
    doc = json.loads(played.to_json())
    doc["version"] = version
    with pytest.raises(SaveError, match="must be an integer"):
        arkham.load(json.dumps(doc))
