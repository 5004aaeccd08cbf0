"""The heuristic bot itself: its parameters, its state between answers, and the one
entry point that sends each choice to the answer for its kind: a rule set's own plan
first (:data:`arkham.bots.boxes.RULESETS`), then a box's answer for the step asking
(:data:`arkham.bots.boxes.STEPS`), then the method ``_k_<kind>`` of the mixins joined
here (movement, encounters, combat, gates, shopping, the final battle, sliders, single
cards' choices), then a box's own kind (:data:`arkham.bots.boxes.KINDS`); chance from its own seed where none
answers (in :attr:`HeuristicBot.strict` mode, a :class:`StrictError`)."""

from __future__ import annotations

import random
from typing import Any

from arkham.bots.base import BotError, LoopGuard
from arkham.bots.boxes import KINDS, RULESETS, STEP_KINDS, STEPS
from arkham.bots.heuristic.battle import BattleMixin
from arkham.bots.heuristic.cards import CardChoiceMixin
from arkham.bots.heuristic.combat import CombatMixin
from arkham.bots.heuristic.encounters import EncounterMixin
from arkham.bots.heuristic.gates import GatesMixin
from arkham.bots.heuristic.movement import MovementMixin
from arkham.bots.heuristic.odds import OddsMixin, _Seat
from arkham.bots.heuristic.shopping import ShoppingMixin
from arkham.bots.heuristic.sliders import SliderMixin
from arkham.bots.params import Params


class StrictError(BotError):
    """A strict bot met a choice it has no answer to (a kind, a shape or an option it does not know)."""


class HeuristicBot(
    OddsMixin,
    MovementMixin,
    EncounterMixin,
    CombatMixin,
    GatesMixin,
    ShoppingMixin,
    BattleMixin,
    SliderMixin,
    CardChoiceMixin,
):
    """``HeuristicBot(seed).choose(game) -> option id``."""

    name = "heuristic"
    #: raise instead of falling back to chance when a rule shape is unexpected or no answer
    #: knows a choice (tests; :class:`StrictError`)
    strict = False
    #: recompute every remembered rule value and raise if it differs (tests)
    verify = False
    #: the thresholds and weights it plays by (the hand-set defaults)
    PARAMS = Params()
    #: never spends Clue tokens on a check they cannot pass (each token adds one die)
    HOPELESS = True
    #: trophies sought as lives against Yog-Sothoth (gate) and Shub-Niggurath (monster); 0: not sought
    TROPHY_LIVES = 1

    def __init__(self, seed: int = 0):
        self.seed = seed
        self.rng = random.Random(seed)
        self._content: Any = None  # the content the caches below belong to
        self._plan: tuple[Any, str | None] | None = None  # (movement key, target) for the movement under way
        self._plan_fr: Any = None  # the movement frame that plan belongs to
        #: caches valid while one choice is answered (the bot never changes the game)
        self._dc: dict[Any, Any] = {}
        self._worth_turn = -1  # the turn of the encounter worths in _worth
        self._worth: dict[tuple[Any, ...], float] = {}
        self._seats: dict[int, _Seat] = {}
        #: the slider step under way (its frame, held: compared by identity) and the positions
        #: his sliders have been at in it (:meth:`_unvisited_stops`)
        self._stops: tuple[Any, set[tuple[int, ...]]] = (None, set())
        self._guard = LoopGuard()

    def params(self, g: Any) -> Params:
        """The thresholds and weights for this game (the expert bot picks by player count)."""
        return self.PARAMS

    # ------------------------------------------------------------ entry
    def choose(self, game: Any) -> str:
        """The answer of :meth:`_answer`, kept out of endless loops by :class:`LoopGuard`."""
        return self._guard.answer(game, self._answer(game))

    def _answer(self, game: Any) -> str:
        p = game.state.pending
        if p is None:
            raise ValueError("the game has no pending choice (is it over?)")
        opts = p["options"]
        if len(opts) == 1:
            return opts[0][0]
        ids = [o[0] for o in opts]
        plan = RULESETS.get(game.state.ruleset)
        if plan is not None:  # a rule set's own choices have a plan of their own (Haunt)
            try:
                ans = plan(game, p, ids, self.rng)
            except (KeyError, AttributeError, IndexError, ValueError, TypeError):
                if self.strict:
                    raise
                ans = None  # a choice shape the plan does not know: the shared answers below
            if ans in ids:
                return ans
        # the answer to each kind of choice is a box's for the step asking, else the method
        # ``_k_<kind>`` (looked up here, not listed per bot: the planner makes a bot for every
        # look-ahead), else a box's for a kind of its own
        kind = p.get("kind") or "none"
        step = None
        if kind in STEP_KINDS:
            stack = game.state.stack
            step = STEPS.get((kind, stack[-1].get("k") if stack else None))
        fn = getattr(self, "_k_" + kind, None)
        box = KINDS.get(kind) if fn is None else None
        ans = None
        if fn is not None or step is not None or box is not None:
            self._dc = {}
            if self._content is not game.content:
                self._board(game)
            try:
                if step is not None:
                    ans = step(self, game, p, ids)
                if ans is None:
                    ans = fn(game, p, ids) if fn is not None else box(self, game, p, ids) if box is not None else None
            except (KeyError, AttributeError, IndexError, ValueError, TypeError) as exc:
                if self.strict:
                    raise
                return self._fallback(kind, ids, f"its answer failed: {exc!r}")
        else:
            return self._fallback(kind, ids, "no answer knows this kind")
        if ans not in ids:
            return self._fallback(kind, ids, f"its answer {ans!r} is not an option")
        return ans

    def _fallback(self, kind: str, ids: list[str], why: str) -> str:
        """An option at chance from its own seed, for a choice no answer settled; in
        :attr:`strict` mode a :class:`StrictError` saying which kind and why instead."""
        if self.strict:
            raise StrictError(f"the heuristic bot has no answer to a choice of kind '{kind}': {why}")
        return self.rng.choice(ids)
