"""Bots: programs that answer choices in place of a person.

The whole interface is one method::

    class MyBot:
        name = "mine"                       # short name shown on screen and stored in saves
        def __init__(self, seed: int): ...   # all randomness comes from this seed
        def choose(self, game: arkham.Game) -> str:
            '''Return the id of one option of ``game.choice`` (the pending choice).'''

A bot reads ``game.choice`` (who decides, the prompt, the options with their
stable ids and labels, and ``kind``) and anything in ``game.state`` it likes,
but must not change the game: the caller applies the returned id. It is asked
only while the game is not over and only for choices whose ``who`` is a seat it
plays. Register a new bot in :data:`BOTS` below so ``arkham play --bot NAME``
can pick it.
"""

from __future__ import annotations

from typing import Any, Callable, Protocol

from arkham.bots.expert import ExpertBot
from arkham.bots.heuristic import HeuristicBot
from arkham.bots.planner import PlannerBot, cheat_factory, planner_factory
from arkham.bots.random_bot import RandomBot


class Bot(Protocol):
    name: str

    def choose(self, game: Any) -> str:  # pragma: no cover - a protocol
        ...


#: bot name -> factory taking a seed
#: (``planner-cheat`` reads the true deck order and dice: an upper bound, not a fair player)
BOTS: dict[str, Callable[[int], Bot]] = {
    "random": RandomBot,
    "heuristic": HeuristicBot,
    "expert": ExpertBot,
    "planner": planner_factory,
    "planner-cheat": cheat_factory,
}


def make_bot(name: str, seed: int) -> Bot:
    """Build the bot registered as ``name`` (``planner@N`` and ``planner@Ts`` give a planner
    a budget of look-aheads or seconds per decision); a ``ValueError`` names the known bots."""
    base, _, budget = name.partition("@")
    try:
        factory = BOTS[base]
    except KeyError:
        raise ValueError(f"unknown bot '{name}' (known: {', '.join(sorted(BOTS))})") from None
    if not budget:
        return factory(seed)
    from arkham.bots.base import BotError, parse_budget

    try:
        return factory(seed, **parse_budget(budget))  # type: ignore[call-arg]
    except (TypeError, BotError) as exc:
        raise ValueError(
            f"bot '{base}' takes no budget '@{budget}'" if isinstance(exc, TypeError) else str(exc)
        ) from None


__all__ = ["Bot", "BOTS", "ExpertBot", "HeuristicBot", "PlannerBot", "RandomBot", "make_bot"]
