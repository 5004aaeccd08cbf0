"""A Dunwich Horror game for the box's card tests: Amanda Sharpe (then Joe Diamond) against
Azathoth unless told, with nothing dealt or drawn beyond what the test sets up."""

from __future__ import annotations

from typing import Any

from arkham.testing import quiet_game

PACKS = ("base", "dunwich")


def dunwich_game(n: int = 1, ancient_one: str = "base:azathoth") -> Any:
    return quiet_game(["base:amanda_sharpe", "base:joe_diamond"][:n], ancient_one=ancient_one, packs=PACKS)
