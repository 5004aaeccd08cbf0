"""A bot that picks uniformly at random among the options of the pending choice."""

from __future__ import annotations

import random
from typing import Any

from arkham.bots.base import LoopGuard


class RandomBot:
    """``RandomBot(seed).choose(game) -> option id``: a uniformly random legal answer.

    The same seed and the same sequence of choices give the same answers.
    """

    name = "random"

    def __init__(self, seed: int = 0):
        self.seed = seed
        self.rng = random.Random(seed)
        self._guard = LoopGuard()

    def choose(self, game: Any) -> str:
        """The answer of :meth:`_answer`, kept out of endless loops by :class:`LoopGuard`."""
        return self._guard.answer(game, self._answer(game))

    def _answer(self, game: Any) -> str:
        choice = game.choice
        if choice is None:
            raise ValueError("the game has no pending choice (is it over?)")
        return self.rng.choice(choice.options).id
