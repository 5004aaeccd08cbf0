"""Bots always finish their games: a bot never steps its sliders back to a position it left
in the same Upkeep (base p.6: the sliders move a number of stops up to his Focus, and an
investigator with unlimited Focus could otherwise step to and fro for ever), and every bot
answers through a guard (:class:`arkham.bots.base.LoopGuard`) that leaves a situation which
keeps coming back in one turn."""

from __future__ import annotations

import pytest

import arkham
from arkham.bots import BOTS, HeuristicBot, make_bot
from arkham.bots import base
from arkham.bots.base import PATIENCE, situation
from arkham.bots.expert import ExpertBot
from arkham.testing import finished, give, open_gate, quiet_game, run_step

WILSON = "dunwich:wilson_richards"  # Jack of All Trades: his Focus has no limit
CELAENO = "base:world/great_hall_of_celaeno"
SQUARE = "base:arkham/independence_square"


def wilson_back_through_a_gate():
    """Wilson Richards in the second area of the Great Hall of Celaeno, about to come back
    and close its gate (closing -1), with a Fight skill card (+1 Fight): the closing odds want
    his Fight up, the weights of his other skills want his Will back, one stop each way."""
    g = quiet_game([WILSON], ancient_one="base:azathoth", packs=("base", "dunwich"))
    inv = g.state.investigators[0]
    del inv.cards[3:]  # his fixed possessions only (Motorcycle, Shotgun, Whiskey)
    give(g, 0, "base:fight")
    open_gate(g, SQUARE, CELAENO)
    inv.where, inv.stage = CELAENO, 2
    inv.sliders[:3] = [2, 3, 3]
    run_step(g, "upkeep.sliders", who=0, spent=0)
    return g


@pytest.mark.parametrize("bot", [HeuristicBot, ExpertBot])
def test_wilson_richards_never_steps_back_to_a_position_he_left(bot):
    g = wilson_back_through_a_gate()
    b = bot(1)
    inv = g.state.investigators[0]
    assert "unlimited Focus" in g.choice.prompt
    been = []
    while not finished(g) and len(been) < 64:  # 4 x 4 x 4 positions of his three sliders
        been.append(tuple(inv.sliders))
        g.apply(b.choose(g))
    assert finished(g), f"still adjusting after {len(been)} answers: {been[-4:]}"
    assert len(been) == len(set(been)), been
    assert b._guard.escapes == 0  # the sliders' own rule ended it, not the guard


def test_the_issue_game_gets_past_turn_four():
    """Eight investigators with every box against Azathoth, seed 8000007: the heuristic bot
    moved Wilson Richards' Fight/Will slider to and fro in the Upkeep of turn 4 for ever."""
    g = arkham.new_game(
        seed=8000007, ancient_one="base:azathoth", investigators=8, packs=["base", "dunwich", "kingsport"]
    )
    bot = make_bot("heuristic", 8000007)
    n = 0
    while not g.is_over and g.state.turn <= 4 and n < 3000:
        g.apply(bot.choose(g))
        n += 1
    assert g.is_over or g.state.turn > 4, f"turn {g.state.turn} after {n} choices: {g.choice.prompt}"
    assert bot._guard.escapes == 0


def rig_to_alternate(bot):
    """Make ``bot`` answer every slider choice by moving the Speed/Sneak slider up, then down,
    and so on (its own answers elsewhere): a cycle only the guard can leave."""
    own = bot._answer
    turn = []

    def alternate(game):
        ids = [o.id for o in game.choice.options]
        if game.choice.kind != "sliders":
            return own(game)
        turn.append(1)
        want = "0:+1" if len(turn) % 2 else "0:-1"
        return want if want in ids else own(game)

    bot._answer = alternate
    return bot


@pytest.mark.parametrize("name", sorted(set(BOTS) - {"planner-cheat"}))
def test_the_guard_leaves_a_cycle_of_two_answers(name):
    g = wilson_back_through_a_gate()
    g.state.investigators[0].sliders[0] = 1
    bot = rig_to_alternate(make_bot(name, 3))
    answers = []
    while not finished(g) and len(answers) < PATIENCE + 50:
        answers.append(bot.choose(g))
        g.apply(answers[-1])
    assert finished(g), answers[-6:]
    # the rigged answers pass until the turn has lasted PATIENCE choices; then the first
    # position that comes back is left by the answer that ends the step
    assert answers[:PATIENCE] == ["0:+1", "0:-1"] * (PATIENCE // 2)
    assert answers[-1] == "done" and len(answers) <= PATIENCE + 3
    assert bot._guard.escapes == 1


def test_a_situation_reads_only_what_a_player_sees():
    g = wilson_back_through_a_gate()
    c = g.clone()
    c.state.decks["common"].reverse()  # hidden: the order of a deck
    c.state.cup.reverse()
    c.rng.random()  # hidden: the dice to come
    c.state.log.append([1, "a line of the log", ""])
    assert situation(c) == situation(g)
    c.state.investigators[0].clues += 1  # seen: a Clue token
    assert situation(c) != situation(g)
    assert situation(c, coarse=True) == situation(g, coarse=True)  # the same question


def test_the_guard_leaves_a_cycle_that_counts_something_up(monkeypatch):
    """A loop that changes the state on every round (here a counter, as a rule might keep)
    never repeats a whole situation; past COARSE_AFTER choices in the turn the guard
    compares the questions alone and leaves it (both limits lowered to keep the test short)."""
    monkeypatch.setattr(base, "PATIENCE", 100)
    monkeypatch.setattr(base, "COARSE_AFTER", 400)
    g = wilson_back_through_a_gate()
    g.state.investigators[0].sliders[0] = 1
    bot = rig_to_alternate(HeuristicBot(3))
    rigged = bot._answer

    def counting(game):
        game.state.counters["rounds"] = game.state.counters.get("rounds", 0) + 1
        return rigged(game)

    bot._answer = counting
    n = 0
    while not finished(g) and n < 450:
        g.apply(bot.choose(g))
        n += 1
    assert finished(g) and 400 < n <= 403
    assert bot._guard.escapes == 1
