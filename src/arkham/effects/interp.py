"""The interpreter: an ``fx`` step runs an op list for one investigator."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arkham.effects.registry import OPS
from arkham.engine import step

if TYPE_CHECKING:
    from arkham.engine import Frame, Game


def run_ops(
    g: Game, seat: int, ops: list[dict[str, Any]], ctx: dict[str, Any] | None = None, who: int | None = None
) -> None:
    """Push an op list to resolve next. ``who`` is whose activity it is (for knock-outs)."""
    if ops:
        g.push("fx", who=seat if who is None else who, seat=seat, ops=ops, i=0, ctx=dict(ctx or {}))


@step("fx")
def fx(g: Game, fr: Frame) -> None:
    """Run a list of ops (frame ``ops``) from index ``i`` on; an op that pushes a step
    pauses the list, which goes on from the next op once that step is done."""
    ops = fr["ops"]
    stack = g.state.stack
    i = fr["i"]
    while i < len(ops):
        o = ops[i]
        i += 1
        fr["i"] = i
        OPS[o["op"]].fn(g, fr, o)
        if stack[-1] is not fr:
            return None
    g.pop(fr)
    return None


def amount(g: Game, fr: Frame, n: Any) -> int:
    """Resolve a number field: an int, or successes / roll / roll_N (N dice added) /
    half_money / half_money_up / all / gate_trophies / monster_trophies (the investigator's) /
    open_gates (on the board)."""
    if isinstance(n, int):
        return n
    if n == "successes":
        return int(fr["ctx"].get("succ", 0))
    if n == "roll":
        v = g.die()
        g.log(f"A die is rolled: {v}", "")
        return v
    if isinstance(n, str) and n.startswith("roll_") and n[5:].isdigit():
        dice = g.dice(int(n[5:]))
        g.log(f"Dice are rolled: {dice} = {sum(dice)}", "")
        return sum(dice)
    inv = g.state.investigators[fr["seat"]]
    if n == "half_money":
        return inv.money // 2
    if n == "half_money_up":
        return (inv.money + 1) // 2
    if n == "all":
        return 10**6
    if n == "gate_trophies":
        return len(inv.gate_trophies)
    if n == "monster_trophies":
        return len(inv.monster_trophies)
    if n == "open_gates":
        return len(g.state.gates)
    raise ValueError(f"unknown amount {n!r}")
