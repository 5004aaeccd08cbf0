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
