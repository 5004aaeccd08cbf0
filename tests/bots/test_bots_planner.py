"""The planning bot: legal answers to the end, no reading of hidden information unless
its cheat mode is asked for, deterministic for its seed."""

from __future__ import annotations

import random

import pytest

import arkham
from arkham.bots.base import BotError, get_bot
from arkham.bots.expert import ExpertBot
from arkham.bots.planner import PlannerBot, determinize
from arkham.bots.value import value


def _to_planned_move(seed: int, ao: str = "yig", players: int = 1):
    """A game brought by the expert to the first movement with several steps on offer."""
    g = arkham.new_game(seed=seed, ancient_one=ao, investigators=players)
    bot = ExpertBot(seed)
    for _ in range(5000):
        p = g.state.pending
        if p.get("kind") == "move" and len(p["options"]) > 2 and g.state.turn >= 2:
            return g
        g.apply(bot.choose(g))
    raise AssertionError("no movement choice reached")


def _hide_differently(g, seed: int):
    """The same game for a player: every deck and the gate pile in another order and other dice to come."""
    h = g.clone()
    rng = random.Random(seed)
    for d in h.state.decks.values():
        rng.shuffle(d)
    rng.shuffle(h.state.gate_pile)
    rng.shuffle(h.state.cup)
    h.rng = random.Random(seed)
    return h


def test_plays_legal_answers_to_the_end():
    g = arkham.new_game(seed=21, ancient_one="yig", investigators=1)
    bot = PlannerBot(5, think=4)
    n = 0
    while not g.is_over and n < 20_000:
        ans = bot.choose(g)
        assert ans in [o.id for o in g.choice.options]
        g.apply(ans)
        n += 1
    assert g.is_over and g.state.result["won"] in (True, False)


def test_same_answers_whatever_the_hidden_order():
    """Deck order and the dice to come are hidden: two games that differ only there get
    the same weighing and the same answer."""
    g = _to_planned_move(4)
    h = _hide_differently(g, 99)
    assert h.state.decks != g.state.decks  # the hidden order really differs
    a, b = PlannerBot(8, think=6), PlannerBot(8, think=6)
    assert a.choose(g) == b.choose(h)
    assert a.last and a.last == b.last


def test_cheat_mode_reads_the_true_order():
    """The named cheat mode keeps the true decks and dice, so its weighing depends on them."""
    differs = False
    for seed in (4, 5, 6):
        g = _to_planned_move(seed)
        h = _hide_differently(g, 99)
        a, b = PlannerBot(8, think=6, cheat=True), PlannerBot(8, think=6, cheat=True)
        a.choose(g)
        b.choose(h)
        differs |= a.last != b.last
    assert differs


def test_deterministic_for_its_seed():
    def answers(seed: int) -> list[str]:
        g = arkham.new_game(seed=33, ancient_one="hastur", investigators=2)
        bot = PlannerBot(seed, think=4)
        out = []
        while not g.is_over and len(out) < 150:
            out.append(bot.choose(g))
            g.apply(out[-1])
        return out

    assert answers(1) == answers(1)


def test_determinize_keeps_contents_and_hides_order():
    g = _to_planned_move(7)
    h = _hide_differently(g, 3)
    a, b = g.clone(), h.clone()
    determinize(a, random.Random(1))
    determinize(b, random.Random(1))
    assert a.state.decks == b.state.decks and a.state.gate_pile == b.state.gate_pile and a.state.cup == b.state.cup
    assert {k: sorted(v) for k, v in a.state.decks.items()} == {k: sorted(v) for k, v in g.state.decks.items()}
    assert a.rng.random() == b.rng.random()


def test_registry_names_the_cheat():
    assert get_bot("planner", 1).cheat is False
    cheat = get_bot("planner-cheat", 1)
    assert cheat.cheat is True and cheat.name == "planner-cheat"
    assert get_bot("planner@3", 1).think == 3
    with pytest.raises(BotError):
        get_bot("expert@3", 1)


def test_value_of_an_ended_game():
    g = _to_planned_move(4)
    assert 0.0 < value(g) < 1.0
    g.state.over = True
    g.state.result = {"won": True}
    assert value(g) == 1.0
    g.state.result = {"won": False}
    assert value(g) == 0.0


def test_a_time_budget_weighs_in_rounds_and_a_nil_budget_keeps_the_experts_answer():
    """``budget`` (seconds per decision) replaces the count of look-aheads: a budget of
    nothing leaves the expert's answer, a budget of a few seconds weighs every answer on
    the same number of look-aheads (rounds), at least two, at most ``MAX_ROUNDS``."""
    from arkham.bots.planner import MAX_ROUNDS

    g = _to_planned_move(4)
    expert = ExpertBot(8).choose(g.clone())
    none = PlannerBot(8, budget=0.0)
    assert none.choose(g) == expert and none.last == {}
    timed = PlannerBot(8, budget=0.5)
    rounds: list[set[int]] = []
    weigh = timed._timed

    def counted(*a):
        vals = weigh(*a)
        rounds.append({len(v) for v in vals.values()})
        return vals

    timed._timed = counted
    ans = timed.choose(g)
    assert ans in [o.id for o in g.choice.options]
    assert len(timed.last) >= 2
    assert len(rounds[0]) == 1 and 2 <= rounds[0].pop() <= MAX_ROUNDS  # every answer as many rounds
    assert timed._cost > 0.0


def test_a_budget_too_small_for_two_rounds_keeps_the_experts_answer():
    """Once the planner knows what a look-ahead costs, it does not start rounds that
    cannot end inside the budget; with fewer than two rounds the expert's answer stands."""
    g = _to_planned_move(4)
    bot = PlannerBot(8, budget=1e-9)
    bot._cost = 0.01  # ten milliseconds a look-ahead, as if measured
    assert bot.choose(g) == ExpertBot(8).choose(g.clone())
    assert bot.last == {}


def test_registry_and_make_bot_read_a_seconds_budget():
    from arkham.bots import make_bot

    assert get_bot("planner@0.05s", 1).budget == 0.05
    assert get_bot("planner@7", 1).budget is None
    cheat = make_bot("planner-cheat@0.2s", 1)
    assert cheat.budget == 0.2 and cheat.cheat
    assert make_bot("planner@3", 1).think == 3
    for bad in ("planner@fast", "planner@-1s", "planner@s"):
        with pytest.raises(BotError):
            get_bot(bad, 1)
        with pytest.raises(ValueError):
            make_bot(bad, 1)
    with pytest.raises(ValueError):
        make_bot("expert@0.05s", 1)


def test_play_think_gives_the_planner_seat_its_seconds(tmp_path):
    """``arkham play --bot planner --think S`` seats a planner with S seconds per decision
    (kept in the saved seat, so a resumed game thinks as long); any other bot refuses it."""
    from typer.testing import CliRunner

    from arkham.cli import _parse_setup, app

    content = arkham.new_game(seed=0).content
    setup = _parse_setup(content, "yig", 2, "", "2", "planner", think=0.05)
    assert setup.seats == ["person", "planner@0.05s"]
    db = str(tmp_path / "g.sqlite")
    out = CliRunner().invoke(
        app, ["play", "-a", "yig", "-n", "1", "--bots", "all", "--bot", "expert", "--think", "0.05", "--db", db]
    )
    assert out.exit_code == 2 and "only the planner thinks ahead" in " ".join(out.output.split())
    out = CliRunner().invoke(
        app,
        [
            "play",
            "-a",
            "yig",
            "-n",
            "1",
            "--bots",
            "all",
            "--bot",
            "planner",
            "--think",
            "0.01",
            "--seed",
            "5",
            "--db",
            db,
            "--no-clear",
        ],
    )
    assert out.exit_code == 0, out.output
    from arkham.saved_games import GameStore

    store = GameStore(tmp_path / "g.sqlite")
    try:
        saved, g = store.load(1)
    finally:
        store.close()
    assert saved.seats == ["planner@0.01s"] and g.is_over


def _answers(bot, ao: str, players: int, cap: int = 400) -> list[str]:
    g = arkham.new_game(seed=21, ancient_one=ao, investigators=players)
    out = []
    while not g.is_over and len(out) < cap:
        out.append(bot.choose(g))
        g.apply(out[-1])
    return out


def test_alone_against_azathoth_the_planner_plays_the_experts_game():
    """Azathoth's waking ends the game (base: Absolute Destruction): a lone investigator
    plays for the closing win and the expert never wins that game, so no value was fitted
    to it and the planner keeps the expert's answers, playing the very same game."""
    planner = PlannerBot(5, think=4)
    assert _answers(planner, "azathoth", 1) == _answers(ExpertBot(5), "azathoth", 1)
    assert sum(planner.stats.values()) == 0  # nothing weighed


@pytest.mark.parametrize("ao", ["azathoth", "cthulhu", "shub_niggurath", "yog_sothoth"])
def test_a_group_playing_for_the_closing_win_looks_ahead_with_its_own_value(ao):
    """Four investigators play for the closing win against these (``tuned.CLOSING``): the
    planner weighs its decisions there, scoring with the weights fitted to those games."""
    from arkham.bots.value import table

    planner = PlannerBot(5, think=4)
    g = arkham.new_game(seed=21, ancient_one=ao, investigators=4)
    assert table(g) == "closing"
    _answers(planner, ao, 4, cap=150)
    assert sum(planner.stats.values()) > 0


def test_alone_against_cthulhu_the_planner_looks_ahead():
    """One investigator fights Cthulhu in the final battle: there the planner weighs its decisions."""
    planner = PlannerBot(5, think=4)
    _answers(planner, "cthulhu", 1, cap=150)
    assert sum(planner.stats.values()) > 0
