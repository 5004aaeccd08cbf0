"""Seeded random Haunt games played to their end with every invariant checked after
each step; determinism and the save/load round trip along the way.
ARKHAM_HAUNT_GAMES=1000 plays that many seeds instead of 120; the full run is the command
`arkham conformance --ruleset haunt --players 2-5 --games 1000`."""

import os
import random

import pytest

import arkham
from arkham.invariants import check

SEEDS = range(int(os.environ.get("ARKHAM_HAUNT_GAMES", "120")))
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
    """The sample of `arkham conformance --ruleset haunt --players 2-5` the suite keeps."""
    from arkham.lab.conformance import play_one

    for seed in SEEDS[chunk::4]:
        g = play_one(seed, "haunt", (2, 5), ["base"], MAX_CHOICES)
        assert g.is_over, f"seed {seed} did not end in {MAX_CHOICES} choices"
        assert g.result["won"] in (True, False) and g.result["how"]


def test_the_conformance_command_plays_seeded_haunt_games_and_fails_on_a_broken_invariant(monkeypatch):
    from typer.testing import CliRunner

    from arkham.cli import app
    from arkham.invariants import InvariantError

    runner = CliRunner()
    out = runner.invoke(app, ["conformance", "--ruleset", "haunt", "--players", "2-5", "--games", "3", "--seed", "40"])
    assert out.exit_code == 0, out.output
    assert "3 haunt games, seeds 40-42" in out.output and "3 kept every invariant" in out.output

    def broken(game):
        if game.state.turn >= 2:
            raise InvariantError("terror off its track")

    monkeypatch.setattr("arkham.invariants.check", broken)
    out = runner.invoke(app, ["conformance", "--ruleset", "haunt", "--players", "3", "--games", "2"])
    assert out.exit_code == 1
    assert "seed 0: InvariantError: terror off its track" in out.output and "2 failed" in out.output


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


def test_the_heuristic_bot_plays_haunt_to_the_end():
    from arkham.bots import BOTS
    from arkham.bots.boxes import haunt as haunt_plan

    for seed in range(4):
        g = arkham.new_game(seed=seed, investigators=3, ruleset="haunt")
        bot = BOTS["heuristic"](seed)
        n = 0
        while not g.is_over and n < MAX_CHOICES:
            # the Haunt plan itself answers every choice it knows without an error
            haunt_plan.choose(g, g.state.pending, g.legal_ids(), random.Random(n))
            g.apply(bot.choose(g))
            n += 1
        assert g.is_over


def test_the_heuristic_plan_for_haunt_choices():
    from arkham.bots.boxes import haunt as P
    from helpers.haunt_scenes import at, gate, haunt_game, mythos

    g = haunt_game()
    rng = random.Random(0)
    inv = at(g, 0, "graveyard")
    p = {"who": 0, "prompt": "the ritual at x: place 2 Doom or 1 Terror?", "kind": "doom"}
    assert P.choose(g, p, ["doom", "terror"], rng) == "doom"  # 11 empty: Doom is safe
    g.state.doom = 5
    assert P.choose(g, p, ["doom", "terror"], rng) == "terror"  # 4 empty after: Terror
    p = {"who": 0, "prompt": "Speed?", "kind": "allocate"}
    assert P.choose(g, p, ["stop:0", "stop:2", "stop:3"], rng) == "stop:3"  # Amanda's Speed 4
    mythos(g, "sheldon_gang_turns_to_police_for_aid")  # grey circle: sealable
    gate(g, "graveyard", "yuggoth")
    inv.clues = 5
    p = {"who": 0, "prompt": "activity", "kind": "activity"}
    assert P.choose(g, p, ["investigate", "enter", "seal", "none"], rng) == "seal"
    at(g, 0, "rivertown_streets")
    assert P.target(g, inv) == "base:arkham/graveyard"  # heads for the gate it can seal
    b = at(g, 1, "base:world/yuggoth")
    b.stage = 1
    p = {"who": 0, "prompt": "Day", "kind": "day"}
    assert P.choose(g, p, ["otherworld:1", "end"], rng) == "otherworld:1"
    g.log("Day 2 begins")
    for n in range(P.OTHER_WORLD_PHASES_PER_DAY - 1):
        g.log(f"Bob Jenkins starts an Other World phase (phase {n + 1})")
    assert P.choose(g, p, ["otherworld:1", "end"], rng) == "otherworld:1"
    g.log(f"Bob Jenkins starts an Other World phase (phase {P.OTHER_WORLD_PHASES_PER_DAY})")
    assert P.choose(g, p, ["otherworld:1", "end"], rng) == "end"  # the day's cap is reached


def test_games_saved_before_rules_data_existed_still_load():
    import json

    from arkham.state import to_plain

    g = arkham.new_game(seed=3, investigators=2)  # classic: rules_data stays empty
    assert "rules_data" not in to_plain(g.state)
    doc = json.loads(g.to_json())
    assert "rules_data" not in doc["state"]
    assert arkham.load(json.dumps(doc)) == g
    h = arkham.new_game(seed=3, investigators=2, ruleset="haunt")
    assert "rules_data" in to_plain(h.state) and arkham.load(h.to_json()) == h


def test_no_choice_or_log_line_names_a_face_down_gates_world():
    from arkham.rules.classic import core as C

    for seed in range(20):
        rng = random.Random(seed)
        g = arkham.new_game(seed=seed, investigators=rng.randint(2, 5), ruleset="haunt")
        seen = 0
        while not g.is_over:
            st = g.state
            for area in st.rules_data["face_down"]:
                where, world = C.name_of(g, area), C.name_of(g, C.base_id(st.gates[area]))
                for _, label in st.pending["options"]:
                    assert not (where in label and world in label), label
                for text in (e[1] for e in st.log[seen:]):
                    assert not (where in text and world in text), text
            seen = len(st.log)
            g.apply(rng.choice(g.legal_ids()))


@pytest.mark.parametrize(
    "break_it, words",
    [
        (lambda g: g.state.rules_data["face_down"].append("base:arkham/velmas_diner"), "face-down gate"),
        (
            lambda g: g.state.rules_data.setdefault("mclues", {}).update({next(iter(g.state.monsters)): 1}),
            "clues on monster",
        ),
        (
            lambda g: g.state.rules_data.setdefault("alloc", {}).update(
                {"0": {"covered": [[0, 1], [0, 1]], "now": []}}
            ),
            "covered twice",
        ),
    ],
)
def test_haunt_invariants_are_plain_checks_that_hold_under_python_O(break_it, words):
    """A broken Haunt state raises InvariantError from a plain test, not an assert."""
    import subprocess
    import sys

    from arkham.invariants import InvariantError
    from arkham.rules.haunt import invariants as HI

    g = arkham.new_game(seed=5, investigators=3, ruleset="haunt")
    HI.check(g)
    break_it(g)
    with pytest.raises(InvariantError, match=words):
        HI.check(g)
    src = open(HI.__file__).read()
    assert "assert " not in src
    # and the same under python -O, where assert statements are stripped
    code = (
        "import arkham; from arkham.rules.haunt import invariants as HI; "
        "g = arkham.new_game(seed=5, investigators=3, ruleset='haunt'); "
        "g.state.rules_data['face_down'].append('base:arkham/velmas_diner'); HI.check(g)"
    )
    out = subprocess.run([sys.executable, "-O", "-c", code], capture_output=True, text=True)
    assert out.returncode != 0 and "InvariantError" in out.stderr
