"""The heuristic bot's answers to the choices single cards ask (``arkham.bots.heuristic.cards``
and the boxes' own): each scene sets up the step that asks and checks the answer a player
would give (the bots play strict in the tests: no answer falls to chance)."""

from __future__ import annotations

from arkham.bots.heuristic import HeuristicBot
from arkham.rules.classic import core as C
from arkham.testing import put, put_monster, quiet_game, run_step

RUMOR = "base:disturbing_the_dead"
STORM = "base:big_storm_sweeps_arkham"  # a Headline whose gate location is Independence Square


def _top(g, card):
    deck = g.state.decks["mythos"]
    if card in deck:
        deck.remove(card)
    deck.insert(0, card)


def test_the_top_mythos_card_seen_goes_under_when_it_is_feared():
    bot = HeuristicBot(1)
    g = quiet_game()
    _top(g, RUMOR)
    run_step(g, "dunwich.peek", who=0, seat=0, card=RUMOR)
    assert g.choice.kind == "mythos" and bot.choose(g) == "bottom"  # a Rumor
    g = quiet_game()
    _top(g, STORM)
    run_step(g, "dunwich.peek", who=0, seat=0, card=STORM)
    assert bot.choose(g) == "bottom"  # a gate would open there
    g = quiet_game()
    _top(g, STORM)
    g.state.seals[g.content.mythos[STORM].gate] = "elder_sign"
    run_step(g, "dunwich.peek", who=0, seat=0, card=STORM)
    assert bot.choose(g) == "keep"  # its gate cannot open


def test_the_crystal_ball_looks_at_the_deck_of_his_own_neighbourhood():
    bot = HeuristicBot(1)
    g = quiet_game()
    inv = g.state.investigators[0]
    run_step(g, "card.reveal", who=0)
    assert g.choice.kind == "deck"
    assert bot.choose(g) == g.content.areas[inv.where].neighborhood


def test_he_stays_as_he_is_rather_than_take_over_another_investigator():
    bot = HeuristicBot(1)
    g = quiet_game()
    run_step(g, "card.swap", who=0, pool=["base:joe_diamond", "base:kate_winthrop"])
    assert g.choice.kind == "investigator" and bot.choose(g) == "stay"


def test_a_ward_goes_on_the_nearest_unstable_location():
    bot = HeuristicBot(1)
    g = quiet_game()
    inv = g.state.investigators[0]
    spots = C.unsealed_unstable(g, gateless=True)
    put(g, 0, spots[-1])
    inv.clues = 9
    run_step(g, "dunwich.ward", who=0, cost=7)
    assert g.choice.kind == "ward" and bot.choose(g) == spots[-1]


def test_lure_monster_brings_the_monster_of_least_toughness():
    bot = HeuristicBot(1)
    g = quiet_game(packs=("base", "dunwich"))
    weak = put_monster(g, "base:cultist", "base:arkham/unvisited_isle")
    put_monster(g, "base:dark_young", "base:arkham/woods")
    run_step(g, "dunwich.lure_monster", who=0)
    assert g.choice.kind == "lure" and bot.choose(g) == weak
