"""Saves follow from the game's own play (issue 29, items 1-4).

1. A loaded game plays on exactly as the saved one, and so does a copy made from the
   snapshot alone: no rule depends on the order a state mapping was built in.
2. A save holds the settings and the answers (``game.history``); loading replays them and
   refuses a snapshot they do not give, whatever its hash says.
3. A field of the wrong type is a ``SaveError``, never a raw ``TypeError``.
4. ``IllegalChoice`` quotes a few dozen characters of the answer, not all of it.
"""

from __future__ import annotations

import hashlib
import json
import random
import sqlite3

import pytest

import arkham
from arkham.engine import rig_dice, rig_monsters
from arkham.errors import IllegalChoice, SaveError
from arkham.invariants import InvariantError, check
from arkham.saved_games import GameStore
from helpers.scripts import load_script

soak = load_script("bench/soak.py")
SEED, PACKS = 9000004, ["base", "dunwich"]


def the_issues_game(seed=SEED):
    """The game of the report: Dunwich in the packs, five investigators, 28 random answers."""
    g = arkham.new_game(seed=seed, ancient_one="base:azathoth", investigators=5, packs=PACKS)
    rng = random.Random(f"soak-{seed}")
    for _ in range(28):
        g.apply(rng.choice(g.choice.options).id)
    return g, rng


def play_on_together(g, copy, rng, cap=5000):
    steps = 0
    while not g.is_over and steps < cap:
        a = rng.choice(g.choice.options).id
        g.apply(a)
        copy.apply(a)
        steps += 1
        assert g.state_hash() == copy.state_hash(), f"the copy differs {steps} steps on"
    assert g.is_over and copy.is_over
    return steps


def resave(doc):
    """The document with its hash recomputed over its (edited) state."""
    text = json.dumps(doc["state"], sort_keys=True, separators=(",", ":"))
    doc["hash"] = hashlib.blake2b(text.encode(), digest_size=16).hexdigest()
    return json.dumps(doc)


# ------------------------------------------------------------------ item 1
def overflowed(g):
    return any("The Outskirts overflow" in e[1] for e in g.state.log)


def games_of_the_issues_set_up(copy_of):
    """The report's set-up (Dunwich in the packs, five investigators) on its seed and the
    seeds after it, each copied after 28 random answers and played on beside its copy to the
    end; the report's game parted in the cup when the Outskirts overflowed, and the rules
    changed since, so the seeds run on until such an overflow has been played through."""
    played = 0
    for seed in range(SEED, SEED + 12):
        g, rng = the_issues_game(seed)
        played += play_on_together(g, copy_of(g), rng)
        if overflowed(g):
            return played
    raise AssertionError("no game of the set-up overflowed the Outskirts")


def test_a_loaded_game_plays_on_as_the_saved_one():
    assert games_of_the_issues_set_up(lambda g: arkham.load(g.to_json())) > 100


def test_a_copy_from_the_snapshot_alone_plays_on_alike():
    """Rebuilt from the canonical JSON (every mapping in key order), with no answers: the
    game still plays on the same, so its monsters were in key order all along."""
    assert games_of_the_issues_set_up(soak.rebuilt) > 100


@pytest.mark.parametrize("setup", sorted(soak.SETUPS))
def test_the_monster_markers_are_in_key_order_in_every_set_up(setup):
    kw = dict(soak.SETUPS[setup])
    g = arkham.new_game(seed=3, investigators=3, **kw)
    assert list(g.state.monsters) == sorted(g.state.monsters)
    if setup != "haunt":  # Haunt adds its own location deck after the shared ones are built
        assert list(g.state.decks) == sorted(g.state.decks)
    check(g)


def test_the_invariants_refuse_monster_markers_out_of_key_order():
    g = arkham.new_game(seed=3, investigators=3, packs=PACKS)
    st = g.state
    st.monsters = dict(reversed(list(st.monsters.items())))
    with pytest.raises(InvariantError, match="key order"):
        check(g)


# ------------------------------------------------------------------ item 2
def test_a_game_records_its_settings_and_answers():
    g = arkham.new_game(seed=5, investigators=["amanda_sharpe", "base:joe_diamond"], packs=("base",))
    assert g.settings == {
        "seed": 5,
        "ancient_one": None,
        "investigators": ["amanda_sharpe", "base:joe_diamond"],
        "packs": ["base"],
        "ruleset": "classic",
        "sheets": None,
        "epic_battle": False,
    }
    ids = []
    for _ in range(5):
        ids.append(g.choice.options[-1].id)
        g.apply(ids[-1])
    assert g.history == ids
    with pytest.raises(IllegalChoice):
        g.apply("cheat:win")
    assert g.history == ids  # a refused answer is not recorded


def test_clones_share_the_history_until_they_part():
    g = arkham.new_game(seed=5, investigators=2)
    g.apply(g.choice.options[0].id)
    c = g.clone()
    assert c.history == g.history and c.settings == g.settings
    a, b = g.choice.options[0].id, c.choice.options[-1].id
    assert a != b
    g.apply(a)
    c.apply(b)
    assert g.history[:-1] == c.history[:-1] and (g.history[-1], c.history[-1]) == (a, b)
    c2 = c.clone()
    c2.apply(c2.choice.options[0].id)
    assert len(c.history) == 2 and len(c2.history) == 3
    assert arkham.load(c2.to_json()) == c2 and arkham.load(g.to_json()) == g


def test_a_game_with_rigged_dice_and_monsters_replays():
    g = arkham.new_game(seed=11, investigators=2, packs=PACKS)
    rig_dice(g, [6, 6, 1])
    rig_monsters(g, ["base:ghoul"])
    rng = random.Random(11)
    for _ in range(40):
        g.apply(rng.choice(g.choice.options).id)
    assert ["dice", [6, 6, 1]] in g.history and ["monsters", ["base:ghoul"]] in g.history
    back = arkham.load(g.to_json())
    assert back == g and back.history == g.history


def edits(g):
    """The edits the report lists, each on a save document's state."""
    st0 = g.state
    area = sorted(g.content.areas)[0]

    def card_to_hand(st):
        deck = next(d for d in sorted(st["decks"]) if st["decks"][d] and "#" in st["decks"][d][0])
        st["investigators"][0]["cards"].append(st["decks"][deck].pop(0))

    def monster_moved(st):
        m = next(m for m in sorted(st["monsters"]) if st["monsters"][m] != area)
        if m in st["cup"]:
            st["cup"].remove(m)
        st["monsters"][m] = area

    return {
        "gate pile world swapped": lambda st: st["gate_pile"].__setitem__(0, soak._other_world(g, st0.gate_pile[0])),
        "deck card into a hand": card_to_hand,
        "monster moved": monster_moved,
        "cheat:win option": lambda st: st["pending"]["options"].append(["cheat:win", "Win the game"]),
        "log line added": lambda st: st["log"].append([st["turn"], "The investigators win", "card text"]),
        "won set": lambda st: st.update(
            over=True, pending=None, stack=[], result={"won": True, "how": "edited", "score": 9, "turns": 1}
        ),
        "money Infinity": lambda st: st["investigators"][0].__setitem__("money", float("inf")),
        "clues true": lambda st: st["investigators"][0].__setitem__("clues", True),
        "doom 3.5": lambda st: st.__setitem__("doom", 3.5),
    }


@pytest.fixture(scope="module")
def played():
    g = arkham.new_game(seed=21, investigators=3, packs=PACKS)
    rng = random.Random(21)
    for _ in range(60):
        g.apply(rng.choice(g.choice.options).id)
    return g


@pytest.mark.parametrize("name", sorted(edits(arkham.new_game(seed=21, investigators=3, packs=PACKS))))
def test_an_edited_save_with_a_fresh_hash_is_refused(played, name):
    doc = json.loads(played.to_json())
    edits(played)[name](doc["state"])
    with pytest.raises(SaveError, match="not what the save's answers give|not a valid game state"):
        arkham.load(resave(doc))


def test_a_haunt_gate_face_down_stays_face_down_and_keeps_its_world():
    """Haunt of the Watchers: a gate placed face down. Its save loads; turned face up, or
    its world swapped, the save is refused."""
    g = arkham.new_game(seed=2, investigators=3, ruleset="haunt")
    rng = random.Random(2)
    while not g.state.rules_data.get("face_down"):
        g.apply(rng.choice(g.choice.options).id)
    assert arkham.load(g.to_json()) == g
    area = g.state.rules_data["face_down"][0]
    up = json.loads(g.to_json())
    up["state"]["rules_data"]["face_down"].remove(area)
    swapped = json.loads(g.to_json())
    swapped["state"]["gates"][area] = soak._other_world(g, g.state.gates[area])
    assert swapped["state"]["gates"][area] != g.state.gates[area]
    for doc, field in ((up, "rules_data"), (swapped, "gates")):
        with pytest.raises(SaveError, match=f"first difference: '{field}'"):
            arkham.load(resave(doc))


def test_the_refusal_names_the_first_field_that_differs(played):
    doc = json.loads(played.to_json())
    doc["state"]["investigators"][0]["money"] += 5
    with pytest.raises(SaveError, match="first difference: 'investigators'"):
        arkham.load(resave(doc))


def test_an_added_option_is_refused_and_never_accepted(played):
    doc = json.loads(played.to_json())
    doc["state"]["pending"]["options"].append(["cheat:win", "Win the game"])
    with pytest.raises(SaveError, match="first difference: 'pending'"):
        arkham.load(resave(doc))
    with pytest.raises(IllegalChoice):
        arkham.load(played.to_json()).apply("cheat:win")


def test_an_answer_added_to_the_history_is_refused(played):
    doc = json.loads(played.to_json())
    doc["history"].append(played.choice.options[0].id)  # the state is not what it gives
    with pytest.raises(SaveError, match="not what the save's answers give"):
        arkham.load(json.dumps(doc))
    doc["history"][-1] = "cheat:win"  # not an option at all
    with pytest.raises(SaveError, match="do not replay .*'cheat:win' is not an option"):
        arkham.load(json.dumps(doc))


def test_a_save_of_the_first_format_says_what_can_be_done(played):
    doc = json.loads(played.to_json())
    doc["version"] = 1
    with pytest.raises(SaveError, match="version 1 holds no answers.*arkham play --resume"):
        arkham.load(json.dumps(doc))


def test_the_store_resumes_a_game_saved_in_the_first_format(tmp_path):
    """The terminal's store keeps the answers: a version-1 snapshot resumes from them."""
    path = tmp_path / "games.sqlite"
    g = arkham.new_game(seed=4, investigators=2)
    with GameStore(path) as store:
        gid = store.create(g, dict(g.settings), ["person", "person"])
        for n in range(6):
            ch = g.choice
            o = ch.options[0]
            g.apply(o.id)
            store.record(gid, n, ch.who, o.id, o.label, "person", g)
    old = json.loads(g.to_json())
    old = {"format": old["format"], "version": 1, "hash": old["hash"], "state": old["state"]}
    db = sqlite3.connect(str(path))
    db.execute("UPDATE games SET snapshot=? WHERE id=?", (json.dumps(old, separators=(",", ":")), gid))
    db.commit()
    db.close()
    with GameStore(path) as store:
        _, back = store.load(gid)
    assert back == g and back.history == g.history


# ------------------------------------------------------------------ item 3
@pytest.mark.parametrize(
    "where,key,value",
    [
        ("settings", "ruleset", ["haunt"]),
        ("settings", "packs", [["base"]]),
        ("settings", "seed", "7"),
        ("settings", "investigators", [1, 2]),
        ("settings", "sheets", ["herald"]),
        ("settings", "epic_battle", 1),
        ("state", "ruleset", ["haunt"]),
        ("state", "packs", [["base"]]),
        ("state", "doom", 3.5),
        ("state", "monsters", []),
        ("state", "pending", "yes"),
        ("doc", "history", {"a": 1}),
        ("doc", "history", [["dice", ["six"]]]),
        ("doc", "settings", None),
        ("doc", "hash", 5),
    ],
)
def test_a_field_of_the_wrong_type_is_a_save_error(played, where, key, value):
    doc = json.loads(played.to_json())
    target = doc if where == "doc" else doc[where]
    target[key] = value
    with pytest.raises(SaveError, match=f"'{key}'"):
        arkham.load(resave(doc) if where == "state" else json.dumps(doc))


def test_a_wrong_type_in_an_investigator_is_named(played):
    doc = json.loads(played.to_json())
    doc["state"]["investigators"][1]["cards"] = "all of them"
    with pytest.raises(SaveError, match="investigator #1's 'cards' must be a list of ids"):
        arkham.load(resave(doc))


# ------------------------------------------------------------------ item 4
def test_an_illegal_answer_is_quoted_short():
    g = arkham.new_game(seed=1, investigators=1)
    huge = "x" * 20_000_000
    with pytest.raises(IllegalChoice) as err:
        g.apply(huge)
    msg = str(err.value)
    assert len(msg) < 1200
    assert "'" + "x" * 40 + "...' (20,000,000 characters)" in msg
    assert err.value.option_id is huge  # the full answer stays on the error


def test_the_options_listed_are_bounded():
    err = IllegalChoice("Pick one", "nope", [f"opt:{'y' * 100}:{i}" for i in range(500)])
    msg = str(err)
    assert len(msg) < 1200 and "488 more" in msg
