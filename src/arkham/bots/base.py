"""The bot interface and registry.

A bot answers any :class:`arkham.Choice` through the same API a player uses: it
looks at ``game.choice`` (and may read the game state, as a player reads the
board) and returns one of the offered option ids. Bots are seeded and
deterministic: the same seed and the same game give the same answers.

    bot = get_bot("heuristic", seed=7)
    while not game.is_over:
        game.apply(bot.choose(game))

``get_bot`` knows the registered names (``random``, ``heuristic``) and also
accepts ``package.module:ClassName`` for a bot class of your own (its
constructor takes the seed), ``planner@N`` for the planning bot with a
budget of ``N`` look-aheads per decision, and ``planner@Ts`` (e.g. ``planner@0.05s``)
for one with a budget of ``T`` seconds per decision.
"""
from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Callable, Protocol, runtime_checkable

from arkham.errors import ArkhamError

if TYPE_CHECKING:
    from arkham.engine import Game


class BotError(ArkhamError):
    """An unknown bot name or a bot that cannot be built."""


@runtime_checkable
class Bot(Protocol):
    """Anything with ``choose(game) -> option id``."""

    def choose(self, game: "Game") -> str: ...


BotFactory = Callable[[int], Bot]

_REGISTRY: dict[str, BotFactory] = {}


def register(name: str, factory: BotFactory) -> None:
    """Register a bot under a short name; the factory takes the seed."""
    _REGISTRY[name] = factory


def _builtin() -> None:
    """Start from the package's own table, ``arkham.bots.BOTS`` (random and heuristic)."""
    if not _REGISTRY:
        from arkham.bots import BOTS
        _REGISTRY.update(BOTS)


def bot_names() -> list[str]:
    _builtin()
    return sorted(_REGISTRY)


def check_bot_name(name: str) -> None:
    """Raise :class:`BotError` unless ``name`` names a bot (without building one)."""
    get_bot(name, 0)


def parse_budget(text: str) -> dict[str, float]:
    """The budget after ``@`` in a bot name: ``{"think": N}`` for a whole number of
    look-aheads, ``{"budget": T}`` for ``Ts`` seconds per decision."""
    if text.isdigit():
        return {"think": int(text)}
    if text.endswith("s"):
        try:
            t = float(text[:-1])
        except ValueError:
            t = -1.0
        if t >= 0 and t == t and t != float("inf"):
            return {"budget": t}
    raise BotError(f"the budget after '@' must be a whole number of look-aheads or seconds like '0.05s', not '{text}'")


def get_bot(name: str, seed: int = 0) -> Bot:
    """Build the bot ``name`` with ``seed``; a clear :class:`BotError` for unknown names."""
    _builtin()
    budget: dict[str, float] | None = None
    if "@" in name and ":" not in name:  # ``planner@64`` / ``planner@0.05s``: a planning bot with a budget
        name, _, text = name.partition("@")
        budget = parse_budget(text)
    factory = _REGISTRY.get(name)
    if budget is not None:
        if factory is None:
            raise BotError(f"unknown bot '{name}' (known: {', '.join(sorted(_REGISTRY))})")
        try:
            return factory(seed, **budget)  # type: ignore[call-arg]
        except TypeError:
            raise BotError(f"bot '{name}' takes no look-ahead budget ('@N' or '@Ts')") from None
    if factory is None and ":" in name:
        mod_name, _, cls_name = name.partition(":")
        try:
            factory = getattr(importlib.import_module(mod_name), cls_name)
        except (ImportError, AttributeError) as exc:
            raise BotError(f"cannot load bot '{name}': {exc}") from None
    if factory is None:
        raise BotError(f"unknown bot '{name}' (known: {', '.join(sorted(_REGISTRY))}, or module:Class)")
    bot = factory(seed)
    if not callable(getattr(bot, "choose", None)):
        raise BotError(f"bot '{name}' has no choose(game) method")
    return bot


__all__ = ["Bot", "BotError", "register", "get_bot", "bot_names", "check_bot_name", "parse_budget"]
