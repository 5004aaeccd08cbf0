"""What the bots know of each box beside the others of its kind, joined by named hooks.

The heuristic bot (:mod:`arkham.bots.heuristic`) plays the classic rules; a box that adds
questions of its own, or options to the classic ones, says how to answer them in one
module here, which registers one :class:`BotBox`. Every module of this package is
imported and their entries are joined into the tables below, so adding a box adds a
module and touches no other. A box's entries answer only questions its own rules ask
(its steps, its kinds of choice, its option ids), so joining them all is the same as
joining those of the packs in play. Two boxes naming the same entry is an error.

Hook points (each answer function takes the bot first; ``None`` means "no answer from
me", and the shared judgement goes on):

``rulesets``  ``{ruleset: plan(g, pending, ids, rng)}``
    A rule set's own plan, asked first for every choice of a game of that rule set
    (Haunt of the Watchers); kinds it has no plan for go to the shared answers.
``kinds``  ``{kind: answer(bot, g, pending, ids)}``
    Kinds of choice only this box asks (a rift cleared, a Bast token kept).
``steps``  ``{(kind, step): answer(bot, g, pending, ids)}``
    A shared kind of choice asked by a step of this box (Ghroth's omen asks a
    ``choose``), answered before the shared answer of that kind.
``op_values``  ``{op: value(bot, g, inv, o, depth)}``
    The worth of an effect op of this box (an Injury or Madness card drawn).
``group_params``  ``{Ancient One short id: Params}``
    The expert's set for three or more investigators against this box's Ancient One
    (a set of :mod:`arkham.bots.tuned` for it comes first; with neither, its ``default``).
``value_weights``  ``{Ancient One short id: weights}``
    The planner's value weights (:data:`arkham.bots.value.FEATURES` order) for three or
    more investigators against this box's Ancient One, fitted to the expert's games of
    base and this box (``python -m arkham.bots.value --tables group:<Ancient One>``).
``special_values``  ``{card short id: worth}``
    The worth of a special card of this box held or gained.
``move_first``  ``(answer(bot, g, inv, target, ids), ...)``
    A move this box offers, taken before the steps toward ``target`` (the White Ship).
``idle_uses_barred``  option-id prefixes of uses never taken with nothing else to do.
``combat_escapes``  ``(answer(bot, g, inv, ids, p_kill), ...)``
    A way out of a fight it is losing, before fleeing is weighed.
``check_passes``  ``(answer(bot, g, inv, ids, missing), ...)``
    A pass of a failed check when Clue tokens cannot make up the ``missing`` successes.
``upkeep_uses``  ``(answer(bot, g, inv, ids), ...)``: an Upkeep ability of this box.
``street_uses``  ``(answer(bot, g, inv, ids), ...)``: a street choice of this box.
``clues_are_lives``  Ancient Ones (short ids) whose battle takes things from each investigator
    that a Clue token may stand for, or him (Abhoth's tithe): Clue tokens are kept as
    against Nyarlathotep (two ahead of the battle, one on its other checks, none spent
    on the attack).
"""

from __future__ import annotations

import importlib
import pkgutil
from dataclasses import dataclass, field
from typing import Any, Callable

Answer = Callable[..., Any]


@dataclass(frozen=True)
class BotBox:
    """One box's knowledge, by hook point (see the module's list)."""

    name: str
    rulesets: dict[str, Answer] = field(default_factory=dict)
    kinds: dict[str, Answer] = field(default_factory=dict)
    steps: dict[tuple[str, str], Answer] = field(default_factory=dict)
    op_values: dict[str, Answer] = field(default_factory=dict)
    special_values: dict[str, float] = field(default_factory=dict)
    group_params: dict[str, Any] = field(default_factory=dict)
    value_weights: dict[str, tuple[float, ...]] = field(default_factory=dict)
    move_first: tuple[Answer, ...] = ()
    idle_uses_barred: tuple[str, ...] = ()
    combat_escapes: tuple[Answer, ...] = ()
    check_passes: tuple[Answer, ...] = ()
    upkeep_uses: tuple[Answer, ...] = ()
    street_uses: tuple[Answer, ...] = ()
    clues_are_lives: tuple[str, ...] = ()


#: the keyed hook points (one entry per key over every box) and the joined ones (every box's, in box order)
KEYED = ("rulesets", "kinds", "steps", "op_values", "special_values", "group_params", "value_weights")
JOINED = (
    "move_first",
    "idle_uses_barred",
    "combat_escapes",
    "check_passes",
    "upkeep_uses",
    "street_uses",
    "clues_are_lives",
)

BOXES: dict[str, BotBox] = {}


def register(box: BotBox) -> BotBox:
    """Add a box's knowledge; a name or a keyed entry given twice is an error naming both."""
    if box.name in BOXES:
        raise ValueError(f"bot box '{box.name}' registered twice")
    for point in KEYED:
        for key in getattr(box, point):
            for other in BOXES.values():
                if key in getattr(other, point):
                    raise ValueError(f"bot box '{box.name}' redefines {point} entry {key!r} of box '{other.name}'")
    BOXES[box.name] = box
    return box


def joined(point: str) -> Any:
    """The entries of every registered box at ``point``: one mapping, or one tuple in box order."""
    boxes = [BOXES[n] for n in sorted(BOXES)]
    if point in KEYED:
        out: dict[Any, Any] = {}
        for b in boxes:
            out.update(getattr(b, point))
        return out
    if point in JOINED:
        return tuple(x for b in boxes for x in getattr(b, point))
    raise ValueError(f"unknown bot hook point '{point}' (known: {', '.join(KEYED + JOINED)})")


for _m in sorted(m.name for m in pkgutil.iter_modules(__path__)):
    importlib.import_module(f"{__name__}.{_m}")

RULESETS: dict[str, Answer] = joined("rulesets")
KINDS: dict[str, Answer] = joined("kinds")
STEPS: dict[tuple[str, str], Answer] = joined("steps")
#: kinds of choice some box answers by step (only those look at the step asking)
STEP_KINDS = frozenset(k for k, _ in STEPS)
OP_VALUES: dict[str, Answer] = joined("op_values")
SPECIAL_VALUES: dict[str, float] = joined("special_values")
GROUP_PARAMS: dict[str, Any] = joined("group_params")
VALUE_WEIGHTS: dict[str, tuple[float, ...]] = joined("value_weights")
MOVE_FIRST: tuple[Answer, ...] = joined("move_first")
IDLE_USES_BARRED: tuple[str, ...] = joined("idle_uses_barred")
COMBAT_ESCAPES: tuple[Answer, ...] = joined("combat_escapes")
CHECK_PASSES: tuple[Answer, ...] = joined("check_passes")
UPKEEP_USES: tuple[Answer, ...] = joined("upkeep_uses")
STREET_USES: tuple[Answer, ...] = joined("street_uses")
CLUES_ARE_LIVES: frozenset[str] = frozenset(joined("clues_are_lives"))

__all__ = [
    "BOXES",
    "BotBox",
    "register",
    "joined",
    "RULESETS",
    "KINDS",
    "STEPS",
    "STEP_KINDS",
    "OP_VALUES",
    "SPECIAL_VALUES",
    "GROUP_PARAMS",
    "VALUE_WEIGHTS",
    "MOVE_FIRST",
    "IDLE_USES_BARRED",
    "COMBAT_ESCAPES",
    "CHECK_PASSES",
    "UPKEEP_USES",
    "STREET_USES",
    "CLUES_ARE_LIVES",
]
