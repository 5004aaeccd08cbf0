"""The op registry: one function per effect verb, with the fields it takes.

An op function gets ``(game, frame, op)`` where ``frame`` is the running
``fx`` frame (``frame["seat"]`` is the investigator the effect is for). It
either finishes at once or pushes steps that run before the next op.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable

if TYPE_CHECKING:
    from arkham.engine import Frame, Game

OpFn = Callable[["Game", "Frame", dict[str, Any]], None]


@dataclass(frozen=True)
class OpSpec:
    fn: OpFn
    required: frozenset[str]
    optional: frozenset[str]
    nested: frozenset[str]  # fields holding op lists


OPS: dict[str, OpSpec] = {}
RULES: dict[str, OpFn] = {}  # escape hatch: {op: rule, id: key}


def op(
    name: str, required: tuple[str, ...] = (), optional: tuple[str, ...] = (), nested: tuple[str, ...] = ()
) -> Callable[[OpFn], OpFn]:
    def deco(fn: OpFn) -> OpFn:
        if name in OPS:
            raise ValueError(f"op '{name}' registered twice")
        OPS[name] = OpSpec(fn, frozenset(required), frozenset(optional) | frozenset(nested), frozenset(nested))
        return fn

    return deco


def rule(key: str) -> Callable[[OpFn], OpFn]:
    def deco(fn: OpFn) -> OpFn:
        if key in RULES:
            raise ValueError(f"rule '{key}' registered twice")
        RULES[key] = fn
        return fn

    return deco
