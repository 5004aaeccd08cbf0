"""arkham: a rules-faithful digital edition of Arkham Horror (2nd edition).

    game = arkham.new_game(seed=7, ancient_one="base:cthulhu", investigators=2)
    while not game.is_over:
        game.apply(game.choice.options[0].id)
    game.result

The names below are imported on first use: ``import arkham.errors`` (or a front end's
``--help``) does not load the engine, the content schemas or the rule modules. ``view`` is
the exception: the function shares its name with its module, and importing the module
later would put the module in its place.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

from arkham.seat_view import view

_WHERE = {
    "new_game": "arkham.api",
    "load": "arkham.api",
    "Game": "arkham.engine",
    "Choice": "arkham.engine",
    "Option": "arkham.engine",
    "rig_dice": "arkham.engine",
    "ArkhamError": "arkham.errors",
    "ContentError": "arkham.errors",
    "GameOver": "arkham.errors",
    "IllegalChoice": "arkham.errors",
    "SaveError": "arkham.errors",
    "SetupError": "arkham.errors",
}
__all__ = [*_WHERE, "view"]

if TYPE_CHECKING:  # pragma: no cover
    from arkham.api import load, new_game
    from arkham.engine import Choice, Game, Option, rig_dice
    from arkham.errors import ArkhamError, ContentError, GameOver, IllegalChoice, SaveError, SetupError


def __getattr__(name: str) -> Any:
    where = _WHERE.get(name)
    if where is None:
        raise AttributeError(f"module 'arkham' has no attribute '{name}'")
    value = getattr(import_module(where), name)
    globals()[name] = value  # found directly from now on
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_WHERE))
