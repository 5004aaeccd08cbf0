"""Haunt's Evade checks (the move past a group of monsters, the initiative), with the
cards usable in place of the check: a spell like Mists of Releh is cast against the
most observant monster, and its extra successes steal clues as the check's would
(HotW §Casting Spells). Returns [passed, successes] like a check."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arkham.engine import step
from arkham.rules.classic import abilities
from arkham.rules.classic import core as C
from arkham.rules.classic.checks import push_check

if TYPE_CHECKING:
    from arkham.engine import Frame, Game


def push_evade(g: Game, seat: int, monster: str, mod: int, diff: int, matters: bool, why: str) -> None:
    g.push("haunt.evade", who=seat, monster=monster, mod=mod, diff=diff, matters=matters, why=why)


@step("haunt.evade")
def evade(g: Game, fr: Frame) -> Any:
    """Haunt's Evade check: he may first use an ability (a Spell may evade for him), then
    makes the Sneak check; the result goes to the step below."""
    inv = g.state.investigators[fr["who"]]
    if "ret" in fr:
        g.give(fr, fr.pop("ret"))
        return None
    if fr.pop("evaded", False):
        _, succ = fr.pop("cast_result", [True, 1])
        g.give(fr, [True, fr["diff"] + max(0, succ - 1)])  # the cast's extra successes count as the check's
        return None
    fr.pop("cast_result", None)
    ans = fr.pop("ans", None)
    if ans is not None and ans.startswith("use:"):
        abilities.start(g, inv, ans, {"monster": fr["monster"]})
        return None
    if ans is None:
        opts = abilities.options(g, inv, "evade", {"monster": fr["monster"]})
        if opts:
            return g.ask(
                fr,
                inv.seat,
                f"{C.inv_name(g, inv)}: {fr['why']}",
                [("roll", "Make the Evade check")] + opts,
                kind="evade",
            )
    push_check(g, inv.seat, "sneak", fr["mod"], fr["diff"], kind="evade", matters=fr["matters"], why=fr["why"])
    return None
