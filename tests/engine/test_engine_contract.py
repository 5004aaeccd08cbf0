"""The engine contract: choices, illegal answers, determinism, save and load."""

import json
import random

import pytest

import arkham
from arkham import IllegalChoice, SaveError, SetupError
from arkham.errors import GameOver


def play(g, rng, n):
    for _ in range(n):
        if g.is_over:
            break
        g.apply(rng.choice(g.choice.options).id)


def test_choice_has_who_prompt_and_options():
    g = arkham.new_game(seed=3, ancient_one="base:cthulhu", investigators=["base:amanda_sharpe", "base:joe_diamond"])
    ch = g.choice
    assert ch.who in (0, 1)
    assert ch.prompt
    assert ch.options and all(o.id and o.label for o in ch.options)
    assert len({o.id for o in ch.options}) == len(ch.options)


def test_illegal_choice_names_option_and_changes_nothing():
    g = arkham.new_game(seed=5, investigators=2)
    before = g.state_hash()
    with pytest.raises(IllegalChoice) as err:
        g.apply("no-such-option")
    assert "no-such-option" in str(err.value)
    assert g.choice.prompt in str(err.value)
    assert g.state_hash() == before


def test_same_seed_same_answers_same_hash():
    hashes = []
    for _ in range(2):
        g = arkham.new_game(seed=11, investigators=4)
        rng = random.Random(99)
        seen = []
        for _ in range(300):
            if g.is_over:
                break
            g.apply(rng.choice(g.choice.options).id)
            seen.append(g.state_hash())
        hashes.append(seen)
    assert hashes[0] == hashes[1]


def test_different_seeds_differ():
    a = arkham.new_game(seed=1, ancient_one="base:yig", investigators=["base:amanda_sharpe"])
    b = arkham.new_game(seed=2, ancient_one="base:yig", investigators=["base:amanda_sharpe"])
    assert a.state_hash() != b.state_hash()


@pytest.mark.parametrize("cut", [0, 40, 150, 400])
def test_save_load_round_trip_and_continues_identically(cut):
    g = arkham.new_game(seed=21, investigators=3)
    rng = random.Random(5)
    play(g, rng, cut)
    blob = g.to_json()
    h = arkham.load(blob)
    assert h == g
    assert h.to_json() == blob
    # both continue with the same answers to the same state
    r1, r2 = random.Random(8), random.Random(8)
    play(g, r1, 200)
    play(h, r2, 200)
    assert g.state_hash() == h.state_hash()


def test_finished_game_round_trips_and_refuses_answers():
    g = arkham.new_game(seed=4, investigators=1)
    rng = random.Random(4)
    while not g.is_over:
        g.apply(rng.choice(g.choice.options).id)
    h = arkham.load(g.to_json())
    assert h.is_over and h.result == g.result
    with pytest.raises(GameOver):
        h.apply("anything")


def test_truncated_save_is_refused():
    blob = arkham.new_game(seed=1, investigators=1).to_json()
    with pytest.raises(SaveError, match="not valid JSON"):
        arkham.load(blob[: len(blob) // 2])


def test_edited_save_is_refused():
    g = arkham.new_game(seed=1, investigators=1)
    doc = json.loads(g.to_json())
    doc["state"]["investigators"][0]["money"] += 100
    with pytest.raises(SaveError, match="hash does not match"):
        arkham.load(json.dumps(doc))


def test_save_with_missing_field_is_refused():
    g = arkham.new_game(seed=1, investigators=1)
    doc = json.loads(g.to_json())
    del doc["state"]["doom"]
    with pytest.raises(SaveError, match="doom"):
        arkham.load(json.dumps(doc))


def test_not_a_save_is_refused():
    with pytest.raises(SaveError, match="format"):
        arkham.load(json.dumps({"hello": 1}))
    with pytest.raises(SaveError, match="version"):
        arkham.load(json.dumps({"format": "arkham-save", "version": 999}))


@pytest.mark.parametrize(
    "kwargs, words",
    [
        ({"investigators": ["base:nobody"]}, "unknown investigator 'base:nobody'"),
        ({"investigators": ["base:amanda_sharpe", "base:amanda_sharpe"]}, "chosen twice"),
        ({"investigators": []}, "1 to 8"),
        ({"investigators": 9}, "1 to 8"),
        ({"investigators": 0}, "1 to 8"),
        ({"ancient_one": "base:hastor"}, "unknown Ancient One 'base:hastor'"),
        ({"packs": ["base", "necronomicon"]}, "unknown pack 'necronomicon'"),
        ({"ruleset": "chess"}, "unknown rule set 'chess'"),
    ],
)
def test_bad_setup_is_refused_with_a_clear_error(kwargs, words):
    with pytest.raises(SetupError, match=words):
        arkham.new_game(seed=1, **kwargs)


def test_short_ids_are_accepted():
    g = arkham.new_game(seed=2, ancient_one="yig", investigators=["amanda_sharpe"])
    assert g.state.ancient_one == "base:yig"
    assert g.state.investigators[0].id == "base:amanda_sharpe"


def test_random_pick_of_investigators_and_ancient_one():
    g = arkham.new_game(seed=8, investigators=5)
    ids = [i.id for i in g.state.investigators]
    assert len(ids) == 5 and len(set(ids)) == 5
    assert g.state.ancient_one in g.content.ancient_ones


def test_every_log_entry_names_text_and_turn():
    g = arkham.new_game(seed=3, investigators=2)
    play(g, random.Random(1), 200)
    assert g.state.log
    for entry in g.state.log:
        assert len(entry) in (3, 4)  # [turn, text, rule] or with the facts that explain it
        turn, text, rule = entry[:3]
        assert isinstance(turn, int) and text and isinstance(rule, str)
        if len(entry) == 4:
            assert isinstance(entry[3], dict) and entry[3]
    assert any(len(e) == 4 for e in g.state.log)  # the checks carry their explanation
    # every event names its rule: a rulebook page, an FAQ entry, or the card being resolved
    assert all(e[2] for e in g.state.log)
    assert sum(1 for e in g.state.log if e[2].startswith(("base p.", "DH", "KH"))) > len(g.state.log) / 2


def test_short_ids_and_names_resolve_against_the_packs_in_play():
    # the short ids `arkham list` shows work here as on the command line: Abhoth is Dunwich's
    g = arkham.new_game(
        seed=3, ancient_one="abhoth", investigators=["Amanda Sharpe", "joe_diamond"], packs=["base", "dunwich"]
    )
    assert g.state.ancient_one == "dunwich:abhoth"
    assert [i.id for i in g.state.investigators] == ["base:amanda_sharpe", "base:joe_diamond"]
    assert arkham.load(g.to_json()).state_hash() == g.state_hash()
    with pytest.raises(SetupError, match=r"unknown Ancient One 'abhoth' \(known: azathoth"):
        arkham.new_game(seed=3, ancient_one="abhoth")  # not in the base game alone
    with pytest.raises(SetupError, match="named by an id"):
        arkham.new_game(seed=3, ancient_one=7)


def test_a_true_or_false_count_of_investigators_is_refused_by_name():
    import pytest

    from arkham.api import new_game
    from arkham.errors import SetupError

    with pytest.raises(SetupError, match="investigators is a count or a list of ids, not True"):
        new_game(seed=1, investigators=True)
