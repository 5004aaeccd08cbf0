"""The heuristic bot's key for the rule changes in play reads the drawn card of a monster
with a deck of its own only when that monster's rules are in play (the Dunwich Horror)."""

from __future__ import annotations

from arkham.bots import HeuristicBot
from arkham.rules.dunwich.dunwich_horror import DRAWN, cards_of
from arkham.testing import quiet_game


def _key(bot: HeuristicBot, g) -> int:
    bot._dc = {}  # a new decision: nothing remembered
    bot._board(g)
    return bot._rules_key(g)


def test_only_the_horrors_drawn_card_changes_the_key_not_an_unrelated_deck():
    g = quiet_game(["base:amanda_sharpe"], ancient_one="base:azathoth", packs=("base", "dunwich"))
    bot = HeuristicBot(1)
    first, second = cards_of(g)[:2]
    g.state.decks[DRAWN] = [first]
    drawn_first = _key(bot, g)
    g.state.decks["monster_card:base:zombie"] = [second]  # no monster rule reads this deck
    assert _key(bot, g) == drawn_first
    g.state.decks[DRAWN] = [second]
    assert _key(bot, g) != drawn_first


def test_without_the_horrors_rules_its_deck_is_not_read():
    g = quiet_game(["base:amanda_sharpe"], ancient_one="base:azathoth")
    bot = HeuristicBot(1)
    plain = _key(bot, g)
    g.state.decks[DRAWN] = ["dunwich:some_card"]
    assert _key(bot, g) == plain
