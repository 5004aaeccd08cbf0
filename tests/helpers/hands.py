"""Investigators stripped for a scene: nothing in hand (every card discarded to its deck),
the sliders set, no Clue tokens, and, for the card scenes, no money and a place at the
Graveyard."""

from __future__ import annotations

from typing import Any

from arkham.testing import empty_handed

GRAVEYARD = "base:arkham/graveyard"


def bare(g: Any, seat: int = 0, sliders=(0, 0, 0), clues: int = 0) -> Any:
    """Nothing in hand, the sliders set, no Clue tokens; he stays where he stands."""
    return empty_handed(g, seat, sliders, clues=clues)


def bare_in_graveyard(
    g: Any, seat: int = 0, sliders=(0, 0, 0), clues: int = 0, money: int = 0, where: str = GRAVEYARD
) -> Any:
    """Nothing in hand, the sliders set, no Clue tokens, no money, at the Graveyard."""
    return empty_handed(g, seat, sliders, clues=clues, money=money, where=where)


def fighter_in_graveyard(g: Any, seat: int = 0, sliders=(0, 3, 0), clues: int = 0, money: int = 0) -> Any:
    """As ``bare_in_graveyard`` with the Fight/Will slider at 3 unless told (Fight up, Will down)."""
    return empty_handed(g, seat, sliders, clues=clues, money=money, where=GRAVEYARD)


def bare_keeping_money(g: Any, seat: int = 0, sliders=(0, 0, 0), clues: int = 0, where: str = GRAVEYARD) -> Any:
    """As ``bare_in_graveyard`` with his money left as it is."""
    return empty_handed(g, seat, sliders, clues=clues, where=where)
