"""Bots answer only legal options, deterministically; the heuristic bot beats random play."""

from __future__ import annotations

import arkham
from arkham.testing import play_bot
import pytest

from arkham.bots.base import BotError, bot_names, get_bot
from arkham.bots.heuristic import HeuristicBot, p_at_least
from arkham.lab.spec import RunSpec
from arkham.lab.results_store import Store
from arkham.lab.simulate import run_simulation


def play(
    bot_name: str, seed: int, players: int, ao: str | None = None, strict: bool = True
) -> tuple[arkham.Game, list[str]]:
    g = arkham.new_game(seed=seed, investigators=players, ancient_one=ao)
    bot = get_bot(bot_name, seed)
    if isinstance(bot, HeuristicBot):
        bot.strict = strict
    return g, play_bot(g, bot)


def test_registry_names_and_errors():
    assert {"random", "heuristic"} <= set(bot_names())
    with pytest.raises(BotError, match="unknown bot 'cleverest'"):
        get_bot("cleverest", 1)
    with pytest.raises(BotError, match="cannot load bot"):
        get_bot("no_such_module_xyz:Bot", 1)
    assert get_bot("random", 3).choose  # the other developer's RandomBot keeps its API


@pytest.mark.parametrize("name", ["random", "heuristic"])
@pytest.mark.parametrize("seed,players", [(1, 1), (2, 3), (3, 8)])
def test_bots_answer_only_legal_options_and_are_deterministic(name, seed, players):
    g1, a1 = play(name, seed, players)
    g2, a2 = play(name, seed, players)
    assert a1 == a2
    assert g1.state_hash() == g2.state_hash()
    assert g1.result is not None


def test_heuristic_handles_every_ancient_one_without_falling_back():
    # strict: an unexpected rule shape raises instead of answering at random
    for i, ao in enumerate(
        ["azathoth", "cthulhu", "hastur", "ithaqua", "nyarlathotep", "shub_niggurath", "yig", "yog_sothoth"]
    ):
        play("heuristic", 100 + i, 1 + i % 4, ao=ao)


def test_heuristic_remembered_values_match_the_rules(monkeypatch):
    # verify: every value the bot remembers across answers (monster stats, weapon bonuses,
    # gate difficulties, skills, ...) is recomputed from the rules and must be equal
    monkeypatch.setattr(HeuristicBot, "verify", True)
    for i, ao in enumerate(
        ["azathoth", "cthulhu", "hastur", "ithaqua", "nyarlathotep", "shub_niggurath", "yig", "yog_sothoth"]
    ):
        play("heuristic", 300 + i, 1 + 2 * (i % 4), ao=ao)


def test_heuristic_answers_do_not_depend_on_what_it_remembers():
    from arkham.bots import heuristic as H

    H._CACHES.clear()
    H._BEST_SET.clear()
    _, cold = play("heuristic", 41, 4)
    _, warm = play("heuristic", 41, 4)  # the process-wide caches are full now
    assert cold == warm


def test_dice_odds():
    assert p_at_least(0, 1) == 0.0
    assert p_at_least(3, 0) == 1.0
    assert p_at_least(1, 1) == pytest.approx(1 / 3)
    assert p_at_least(2, 1) == pytest.approx(1 - (2 / 3) ** 2)
    assert p_at_least(2, 2, floor=4) == pytest.approx(0.25)


def test_heuristic_beats_random(tmp_path):
    spec = RunSpec(
        games=12,
        ancient_ones=(
            "base:cthulhu",
            "base:yig",
            "base:hastur",
            "base:ithaqua",
            "base:nyarlathotep",
            "base:shub_niggurath",
            "base:yog_sothoth",
            "base:azathoth",
        ),
        players=(1, 2),
        bots=("random", "heuristic"),
        seed=2024,
    ).validated()
    with Store(tmp_path / "r.sqlite") as store:
        store.add_run("cmp", spec)
        run_simulation(store, "cmp", spec, workers=2, progress=False)
        recs = store.records()
    by = {b: [r for r in recs if r["bot"] == b] for b in ("random", "heuristic")}
    assert all(r["status"] == "ok" for r in recs)
    wins = {b: sum(r["won"] for r in v) for b, v in by.items()}
    closed = {b: sum(r["gates_closed"] for r in v) / len(v) for b, v in by.items()}
    turns = {b: sum(r["turns"] for r in v) / len(v) for b, v in by.items()}
    assert wins["heuristic"] > wins["random"], wins
    assert closed["heuristic"] > 1.5 * closed["random"], closed
    assert turns["heuristic"] > turns["random"], turns
