"""arkham: a rules-faithful digital edition of Arkham Horror (2nd edition).

    game = arkham.new_game(seed=7, ancient_one="base:cthulhu", investigators=2)
    while not game.is_over:
        game.apply(game.choice.options[0].id)
    game.result
"""
from arkham.api import load, new_game
from arkham.engine import Choice, Game, Option, rig_dice
from arkham.errors import ArkhamError, ContentError, GameOver, IllegalChoice, SaveError, SetupError
from arkham.view import view

__all__ = ["new_game", "load", "Game", "Choice", "Option", "rig_dice", "ArkhamError", "ContentError",
           "GameOver", "IllegalChoice", "SaveError", "SetupError", "view"]
