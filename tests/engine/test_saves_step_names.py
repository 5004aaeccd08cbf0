"""A save written before the steps took their box or topic as prefix (version 2: ``ks.``,
``dw.``, ``er.``, ``lc.``...) still loads: its snapshot's step names are migrated, and the
game plays on exactly as the saved one would."""

from __future__ import annotations

import hashlib
import json
import random

import pytest

import arkham
from arkham.engine import HANDLERS
from arkham.errors import SaveError
from arkham.saves import _RENAMED_IN_3, _RENAMED_STEPS, _rename_steps

OLD_NAMES = {new: old for old, new in _RENAMED_STEPS.items()}


def game_with_a_renamed_step(packs, seed):
    """A seeded game played with random answers until a renamed step is on the stack."""
    g = arkham.new_game(seed=seed, investigators=2, packs=packs)
    rng = random.Random(seed)
    for _ in range(3000):
        if any(f["k"] in OLD_NAMES for f in g.state.stack):
            return g, rng
        g.apply(rng.choice(g.choice.options).id)
    raise AssertionError("no renamed step came up")


def as_version_2(g):
    """The game's save as version 2 wrote it: the old step names in the stack, the old
    version number, the hash taken over that state as the save computes it."""
    doc = json.loads(g.to_json())
    for fr in doc["state"]["stack"]:
        fr["k"] = OLD_NAMES.get(fr["k"], fr["k"])
    doc["version"] = 2
    text = json.dumps(doc["state"], sort_keys=True, separators=(",", ":"))
    doc["hash"] = hashlib.blake2b(text.encode(), digest_size=16).hexdigest()
    return doc


def test_every_old_name_is_renamed_to_a_registered_step():
    arkham.new_game(seed=0, investigators=2, packs=["base", "dunwich", "kingsport"])  # their rules load
    assert len(set(_RENAMED_STEPS.values())) == len(_RENAMED_STEPS)
    assert all(new in HANDLERS for new in _RENAMED_STEPS.values())
    assert not any(old in HANDLERS for old in _RENAMED_STEPS)


@pytest.mark.parametrize("packs,seed", [(["base", "kingsport"], 1), (["base", "dunwich"], 3)])
def test_a_version_2_save_loads_and_plays_on_identically(packs, seed):
    g, rng = game_with_a_renamed_step(packs, seed)
    doc = as_version_2(g)
    assert any(fr["k"] in _RENAMED_STEPS for fr in doc["state"]["stack"])
    loaded = arkham.load(json.dumps(doc))
    assert loaded.state_blob() == g.state_blob()
    assert loaded.to_json() == g.to_json()  # saved again, it is a version-3 save
    steps = 0
    while not g.is_over and steps < 3000:
        a = rng.choice(g.choice.options).id
        g.apply(a)
        loaded.apply(a)
        steps += 1
    assert loaded.state_blob() == g.state_blob()
    assert loaded.state.log == g.state.log and loaded.history == g.history


def test_a_version_2_save_is_still_checked_against_its_hash():
    g, _ = game_with_a_renamed_step(["base", "kingsport"], 1)
    doc = as_version_2(g)
    doc["state"]["doom"] += 1
    with pytest.raises(SaveError, match="hash does not match"):
        arkham.load(json.dumps(doc))


def test_a_version_3_save_with_an_old_step_name_is_refused():
    """Only a version-2 save is migrated: a version-3 one names its steps as they are."""
    g, _ = game_with_a_renamed_step(["base", "kingsport"], 1)
    doc = as_version_2(g)
    doc["version"] = 3
    with pytest.raises(SaveError, match="first difference: 'stack'"):
        arkham.load(json.dumps(doc))


def test_a_step_moved_within_version_3_is_renamed_in_a_version_3_save():
    """The elder sign's removal moved from the Dunwich box to the shared card steps: a
    version-3 save taken at its question names the old step, and is renamed; a version-2
    name is still not one a version-3 save may use."""
    arkham.new_game(seed=0, investigators=2, packs=["base", "dunwich", "kingsport"])  # their rules load
    assert all(new in HANDLERS for new in _RENAMED_IN_3.values())
    assert not any(old in HANDLERS for old in _RENAMED_IN_3)
    stack = [
        {"k": "turn", "i": 2},
        {"k": "fx.may", "then": [{"k": "dunwich.unseal"}]},
        {"k": "dunwich.unseal", "who": 1},
    ]
    assert _rename_steps(stack, _RENAMED_IN_3)
    assert stack == [
        {"k": "turn", "i": 2},
        {"k": "fx.may", "then": [{"k": "card.unseal"}]},
        {"k": "card.unseal", "who": 1},
    ]
    assert not _rename_steps([{"k": "ks.buy_clues"}], _RENAMED_IN_3)
