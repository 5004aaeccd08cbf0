"""The registry of choice kinds (:mod:`arkham.choice_kinds`): every kind the rules can ask
has an entry with words for the player and a shape of answer, the terminal's 'help' says
them, and every bot answers every kind without falling back to chance.

The kinds the rules can ask are found two ways: read from the rules' source (every
``ask(..., kind=...)`` call, whose kind must be written out so it can be read), and
seen in seeded games of every set-up of ``bench/soak.py`` answered at random."""

from __future__ import annotations

import ast
import importlib.util
import random
from pathlib import Path

import pytest

import arkham
from arkham.bots import BOTS
from arkham.bots.base import get_bot
from arkham.bots.boxes import KINDS as BOX_KINDS
from arkham.bots.boxes import RULESETS, STEPS
from arkham.bots.boxes.haunt import PLANS as HAUNT_PLANS
from arkham.bots.heuristic import HeuristicBot, StrictError
from arkham.choice_kinds import ANSWERS, KINDS, RULES, kind_of
from arkham.present.help import KIND_HELP, explain_choice, explain_kind

ROOT = Path(__file__).resolve().parents[2]
SRC = ROOT / "src" / "arkham"
_spec = importlib.util.spec_from_file_location("soak_for_kinds", ROOT / "bench" / "soak.py")
soak = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(soak)
SETUPS = soak.SETUPS
GENERIC = explain_kind("no such kind")


def _asked_in_source() -> tuple[dict[str, set[str]], list[str]]:
    """kind -> the files asking it, and every ``ask`` whose kind is not written out."""
    found: dict[str, set[str]] = {}
    unread: list[str] = []
    for f in sorted(SRC.rglob("*.py")):
        for n in ast.walk(ast.parse(f.read_text())):
            if not (isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr == "ask"):
                continue
            kw = [k.value for k in n.keywords if k.arg == "kind"]
            v = kw[0] if kw else n.args[4] if len(n.args) >= 5 else None
            where = f"{f.relative_to(SRC)}:{n.lineno}"
            if isinstance(v, ast.Constant) and isinstance(v.value, str) and v.value:
                found.setdefault(v.value, set()).add(where)
            else:
                unread.append(where)
    return found, unread


SOURCE_KINDS, UNREAD = _asked_in_source()


def _setup_game(name: str, seed: int) -> arkham.Game:
    kw = dict(SETUPS[name])
    players = 2 + seed % 4 if name == "haunt" else 1 + (seed * 3) % 8
    return arkham.new_game(seed=seed, investigators=players, **kw)


def _random_games(seeds: range, cap: int = 60_000):
    """(set-up, game) at every choice of seeded games of every set-up answered at random."""
    for name in SETUPS:
        for s in seeds:
            g = _setup_game(name, 5000 + s)
            rng = random.Random(s)
            n = 0
            while not g.is_over and n < cap:
                yield name, g
                g.apply(rng.choice(g.choice.options).id)
                n += 1


def test_every_ask_names_its_kind_in_words_the_scan_reads():
    assert not UNREAD, UNREAD
    assert {"move", "check", "allocate", "rift", "tribute", "halt"} <= set(SOURCE_KINDS)


def test_the_registry_holds_every_kind_the_rules_ask_and_no_other():
    missing = sorted(set(SOURCE_KINDS) - set(KINDS))
    stale = sorted(set(KINDS) - set(SOURCE_KINDS))
    assert not missing, missing
    assert not stale, stale


def test_every_entry_has_words_a_shape_and_its_rules():
    for name, e in KINDS.items():
        assert e.name == name and kind_of(name) is e
        assert len(e.help) > 20 and e.help.endswith(".") and e.help != GENERIC, name
        assert e.answer in ANSWERS, name
        assert e.rules and set(e.rules) <= set(RULES), name
        assert explain_kind(name) == e.help == KIND_HELP[name]
        assert explain_kind(name, "haunt") == (e.haunt or e.help)
    assert kind_of("no such kind") is None
    # a kind only Haunt's own rules ask says so
    haunt_only = {k for k, files in SOURCE_KINDS.items() if all(f.startswith("rules/haunt/") for f in files)}
    assert haunt_only and all(KINDS[k].rules == ("haunt",) for k in haunt_only)


def test_help_in_the_terminal_explains_every_kind_and_how_it_is_answered():
    class Ask:
        prompt = "A question"

    for name, e in KINDS.items():
        ch = Ask()
        ch.kind = name
        for ruleset in ("classic", "haunt"):
            text = explain_choice(ch, ruleset)
            assert e.help_for(ruleset) in text and ANSWERS[e.answer] in text and "quit" in text, name
            assert GENERIC not in text


def test_the_heuristic_bot_has_an_answer_for_every_kind():
    """Each kind is answered by a method of the heuristic bot, a box's answer for the kind,
    or (asked only by Haunt of the Watchers' own rules) the Haunt plan; the expert and the
    planner are heuristic bots, so they answer the same kinds."""
    steps = {k for k, _ in STEPS}
    for name, e in KINDS.items():
        known = (
            hasattr(HeuristicBot, "_k_" + name) or name in BOX_KINDS or (e.rules == ("haunt",) and name in HAUNT_PLANS)
        )
        assert known, name
    assert "haunt" in RULESETS and steps <= set(KINDS)
    for name in BOTS:
        if name != "random":
            assert isinstance(get_bot(name, 0), HeuristicBot), name


def test_strict_mode_raises_on_a_kind_no_answer_knows(monkeypatch):
    g = arkham.new_game(seed=1, investigators=1)
    g.state.pending = dict(g.state.pending, kind="no_such_kind")
    assert len(g.state.pending["options"]) > 1
    bot = HeuristicBot(1)
    monkeypatch.setattr(HeuristicBot, "strict", True)
    with pytest.raises(StrictError, match="no_such_kind"):
        bot.choose(g)
    monkeypatch.setattr(HeuristicBot, "strict", False)
    ids = [o.id for o in g.choice.options]
    assert bot.choose(g) in ids  # out of strict mode: an option at chance


def test_every_kind_asked_in_seeded_games_has_an_entry_and_a_strict_answer_from_every_bot(monkeypatch):
    """Random answers drive seeded games of every set-up through many kinds; at each choice
    every bot is asked too (its answer not applied): none falls back to chance (strict
    mode raises), and each answer is an option. The planner looks ahead only a few times
    per kind (its look-aheads play the strict expert)."""
    monkeypatch.setattr(HeuristicBot, "strict", True)
    asked: set[str] = set()
    planned: dict[str, int] = {}
    bots: dict[tuple[str, int], dict[str, object]] = {}
    for name, g in _random_games(range(4)):
        p = g.state.pending
        kind = p["kind"]
        asked.add(kind)
        assert kind in KINDS, (name, kind)
        ids = {o[0] for o in p["options"]}
        key = (name, g.state.seed)
        mine = bots.setdefault(
            key,
            {
                "heuristic": get_bot("heuristic", 1),
                "expert": get_bot("expert", 1),
                "random": get_bot("random", 1),
                "planner": get_bot("planner@2", 1),
            },
        )
        for bot_name, bot in mine.items():
            if bot_name == "planner":
                if len(ids) < 2 or planned.get(kind, 0) >= 3:
                    continue
                planned[kind] = planned.get(kind, 0) + 1
            try:
                ans = bot.choose(g)
            except StrictError as exc:
                raise AssertionError(f"{bot_name} in {name}: {exc}") from None
            assert ans in ids, (bot_name, name, kind, ans)
    assert len(asked) >= 50 and {"allocate", "rift", "slider", "lure", "markers"} <= asked


@pytest.mark.parametrize("setup", sorted(SETUPS))
def test_strict_bots_play_seeded_games_of_every_set_up(setup, monkeypatch):
    """The heuristic bot and the expert play seeded games of each set-up to the end in
    strict mode: every choice of theirs has an answer of its own, and each kind asked has
    an entry in the registry."""
    monkeypatch.setattr(HeuristicBot, "strict", True)
    for bot_name, seed in (("heuristic", 7000), ("heuristic", 7001), ("expert", 7002)):
        kw = dict(SETUPS[setup])
        g = arkham.new_game(seed=seed, investigators=3 if setup == "haunt" else 4, **kw)
        bot = get_bot(bot_name, seed)
        n = 0
        while not g.is_over and n < 20_000:
            assert g.state.pending["kind"] in KINDS
            g.apply(bot.choose(g))
            n += 1
        assert g.is_over, (bot_name, setup, seed)


def test_haunt_reads_every_shared_kind_in_its_own_terms():
    """A kind Haunt of the Watchers asks with the classic rules' steps is explained without
    what Haunt has not got (sliders, a monster's combat rating, Horror checks first): its
    own words where the classic ones would mislead, for every kind its rules ask."""
    classic_only = ("slider", "combat rating", "Horror checks come first", "Focus")
    asked_in_haunt = {k for k, files in SOURCE_KINDS.items() if any(f.startswith("rules/haunt/") for f in files)}
    assert {"combat", "evade", "gate", "upkeep", "allocate"} <= asked_in_haunt
    for name in sorted(asked_in_haunt):
        words = explain_kind(name, "haunt")
        assert words != GENERIC and not any(w in words for w in classic_only), (name, words)
    for name in ("combat", "evade", "gate", "upkeep", "check", "move"):
        assert KINDS[name].haunt and explain_kind(name, "haunt") != explain_kind(name), name
    assert "BOTH skills of the pair" in explain_kind("allocate", "haunt")  # paired bonuses
