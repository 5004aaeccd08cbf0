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

Every built-in bot passes its answers through a :class:`LoopGuard`, so no bot answers
in a cycle for ever; a bot of your own may do the same.
"""

from __future__ import annotations

import hashlib
import importlib
import json
from dataclasses import fields
from typing import TYPE_CHECKING, Any, Callable, Protocol, runtime_checkable

from arkham.errors import ArkhamError
from arkham.state import to_plain

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


#: choices in one turn of a game before :class:`LoopGuard` starts comparing situations (the
#: longest turns of finished bot games, eight investigators' final battles, took about 600)
PATIENCE = 2000
#: choices in one turn after which it compares situations by the pending choice alone
#: (a loop that only counts something up on every round never repeats a whole situation)
COARSE_AFTER = 4 * PATIENCE
#: the answers that end a step or leave where one stands, tried first to leave a loop
EXITS = ("done", "stop", "end", "flee", "leave", "no", "none", "not_now", "skip", "accept", "pass", "decline")
#: state fields a cycle does not show in: the log only grows, dice and deck order are hidden
_UNSEEN = frozenset({"rng", "log", "rig", "rig_monsters"})
#: state fields whose order is hidden (a player may count what they hold, not know their order)
_UNORDERED = frozenset({"cup", "gate_pile"})


def situation(game: "Game", coarse: bool = False) -> bytes:
    """A digest of what a player sees of the game: the state but the log, the dice and the
    order of the decks, the monster cup and the gate-marker pile (``coarse``: only who is
    asked what, with which options)."""
    st = game.state
    if coarse:
        plain: Any = st.pending
    else:
        plain = {}
        for f in fields(st):
            name = f.name
            if name in _UNSEEN:
                continue
            v = getattr(st, name)
            if name in _UNORDERED:
                v = sorted(v)
            elif name == "decks":
                v = {k: sorted(d) for k, d in v.items()}
            plain[name] = to_plain(v)
    blob = json.dumps(plain, sort_keys=True, separators=(",", ":"), default=str)
    return hashlib.blake2b(blob.encode(), digest_size=16).digest()


class LoopGuard:
    """Keeps a bot from answering in a cycle for ever, whatever its judgement says.

    ``guard.answer(game, ans)`` passes the bot's answer ``ans`` through, counting the choices
    of the game's current turn. Past :data:`PATIENCE` of them in one turn (no turn of a
    finished bot game comes near) it remembers a digest of each situation it answers
    (:func:`situation`: what a player sees, nothing hidden) and what it answered there.
    When a situation comes back, the game is going round in a loop, and the answer is one
    that leaves it: an option ending the step (:data:`EXITS`, such as Done or Flee) not yet
    taken there, else the first option not yet taken there, else the one taken least often
    (the first of those in the options' order). Past :data:`COARSE_AFTER` choices in the turn
    a situation is only who is asked what, so a loop that changes a counter on each round
    is left too. The guard is deterministic and costs a comparison per choice until then.
    """

    __slots__ = ("_turn", "_n", "_seen", "escapes")

    def __init__(self) -> None:
        self._turn: Any = None
        self._n = 0
        self._seen: dict[bytes, dict[str, int]] = {}
        #: answers it replaced to leave a loop (for tests and the curious)
        self.escapes = 0

    def answer(self, game: "Game", ans: str) -> str:
        st = game.state
        turn = (st.seed, st.turn)
        if turn != self._turn:
            self._turn, self._n = turn, 0
            self._seen.clear()
        self._n += 1
        if self._n <= PATIENCE or st.pending is None:
            return ans
        coarse = self._n > COARSE_AFTER
        if coarse and self._n == COARSE_AFTER + 1:
            self._seen.clear()
        taken = self._seen.setdefault(situation(game, coarse), {})
        if taken:
            ids = [o[0] for o in st.pending["options"]]
            out = (
                next((x for x in EXITS if x in ids and x not in taken), None)
                or next((x for x in ids if x not in taken), None)
                or min(ids, key=lambda x: (taken.get(x, 0), ids.index(x)))
            )
            self.escapes += out != ans
            ans = out
        taken[ans] = taken.get(ans, 0) + 1
        return ans


__all__ = [
    "LoopGuard",
    "situation",
    "Bot",
    "BotError",
    "register",
    "get_bot",
    "bot_names",
    "check_bot_name",
    "parse_budget",
]
