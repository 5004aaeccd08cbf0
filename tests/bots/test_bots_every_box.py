"""The bots in every set-up (issue 32, the bots' code): the planner (a small budget) plays
a game of each box and variant to its end with legal answers; its answers are the same
for the same seed; and no bot peeks: a copy of the game whose hidden order (every deck,
the monster cup, the gate pile, the dice to come) is scrambled gets the same answer from
the heuristic bot, the expert and the planner (which redraws hidden order from its own
seed before each look-ahead, :func:`arkham.bots.planner.determinize`)."""

from __future__ import annotations

import random

import pytest

import arkham
from arkham.bots import make_bot
from arkham.bots.boxes import BOXES, BotBox, joined, register

DK = ["base", "dunwich", "kingsport"]
SETUPS = {
    "base": dict(investigators=2, packs=["base"]),
    "base+dunwich": dict(investigators=2, packs=["base", "dunwich"]),
    "base+kingsport": dict(investigators=2, packs=["base", "kingsport"]),
    "all+herald": dict(investigators=2, packs=DK, sheets={"herald": "random"}),
    "all+guardian": dict(investigators=2, packs=DK, sheets={"guardian": "random"}),
    "all+epic": dict(investigators=2, packs=DK, epic_battle=True),
    "haunt": dict(investigators=3, ruleset="haunt"),
}
CAP = 30_000


def play(kw, seed, bot_name="planner@2"):
    g = arkham.new_game(seed=seed, **kw)
    bot = make_bot(bot_name, seed)
    answers = []
    while not g.is_over and len(answers) < CAP:
        a = bot.choose(g)
        assert a in g.legal_ids()
        answers.append(a)
        g.apply(a)
    return g, answers


@pytest.mark.parametrize("setup", sorted(SETUPS))
def test_the_planner_plays_every_set_up_to_its_end_and_the_same_for_a_seed(setup):
    g, first = play(SETUPS[setup], 31)
    assert g.is_over and g.state.result["won"] in (True, False)
    _, again = play(SETUPS[setup], 31)
    assert again == first


def scrambled(g, seed):
    """The same game for a player: the hidden order of every deck (but a monster's own
    deck, whose top card is the one drawn and shown), the cup, the gate pile and the dice."""
    h = g.clone()
    rng = random.Random(seed)
    st = h.state
    for name in sorted(st.decks):
        if not name.startswith("monster_card:"):
            rng.shuffle(st.decks[name])
    rng.shuffle(st.gate_pile)
    rng.shuffle(st.cup)
    h.rng = random.Random(seed)
    return h


@pytest.mark.parametrize("setup", sorted(SETUPS))
def test_no_bot_reads_the_hidden_order(setup):
    g = arkham.new_game(seed=47, **SETUPS[setup])
    driver = make_bot("expert", 47)
    asked = 0
    differs = 0
    for n in range(1500):
        if g.is_over:
            break
        p = g.state.pending
        # Ashcan Pete sees the bottom card of a deck by his own ability: not hidden from him
        if n % 23 == 0 and len(p["options"]) > 1 and p.get("kind") != "scrounge":
            h = scrambled(g, 1000 + n)
            differs += h.state.decks != g.state.decks or h.state.cup != g.state.cup
            for name in ("heuristic", "expert", "planner@4"):
                assert make_bot(name, n).choose(g) == make_bot(name, n).choose(h), (name, n, p.get("kind"))
            asked += 1
        g.apply(driver.choose(g))
    assert asked >= 5 and differs >= 1  # the scrambles really changed hidden order


def test_a_box_naming_an_entry_of_another_is_refused():
    """Two boxes answering the same kind of choice: an error naming both, nothing registered."""
    before = dict(BOXES)
    kind = next(iter(BOXES["kingsport"].kinds))
    with pytest.raises(ValueError, match="redefines kinds entry .* of box 'kingsport'"):
        register(BotBox("another", kinds={kind: lambda *a: None}))
    assert BOXES == before
    with pytest.raises(ValueError, match="unknown bot hook point 'nope'"):
        joined("nope")


def test_each_box_answers_the_questions_of_its_own_rules():
    """The box modules are found without being listed anywhere: Dunwich's Injury and
    Madness cards, Kingsport's rifts and Ghroth's omen, Haunt's plan."""
    assert {"dunwich", "kingsport", "haunt"} <= set(BOXES)
    assert "status_outcome" in BOXES["dunwich"].kinds and "rift" in BOXES["kingsport"].kinds
    assert ("choose", "kingsport.ghroth_omen") in BOXES["kingsport"].steps
    assert "haunt" in BOXES["haunt"].rulesets
