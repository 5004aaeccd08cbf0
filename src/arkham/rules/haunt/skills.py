"""Skill allocations (HotW §Skill Allocations And Checks).

An investigator's card shows four stops on each of the three skill pairs; allocating
a stop covers it with a marker and makes both of its values usable for the rest of
the phase. A check uses the best bonus allocated this phase for its skill; Focus
needs no allocation. Cards that raise a skill count only while its pair has an
allocation; check modifiers always count. Five markers come off in each Upkeep.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arkham.rules.classic import core as C
from arkham.rules.haunt.data import cite, hd, seat_key
from arkham.state import SKILL_PAIRS

if TYPE_CHECKING:
    from arkham.engine import Frame, Game
    from arkham.state import Investigator

PAIR_OF = {s: i for i, pair in enumerate(SKILL_PAIRS) for s in pair}


def alloc(g: Game, inv: Investigator) -> dict[str, list[list[int]]]:
    """The investigator's markers; reading never changes the state (an investigator who
    has allocated nothing gets an empty record that is not stored)."""
    return hd(g).get("alloc", {}).get(seat_key(inv.seat)) or {"covered": [], "now": []}


def free_stops(g: Game, inv: Investigator, pair: int) -> list[int]:
    covered = alloc(g, inv)["covered"]
    return [k for k in range(4) if [pair, k] not in covered]


def stop_label(g: Game, inv: Investigator, pair: int, stop: int) -> str:
    d = g.content.investigators[inv.id]
    a, b = SKILL_PAIRS[pair]
    return f"{a.capitalize()} {getattr(d, a)[stop]} / {b.capitalize()} {getattr(d, b)[stop]}"


def allocate(g: Game, inv: Investigator, pair: int, stop: int) -> None:
    if stop not in free_stops(g, inv, pair):
        raise ValueError(f"stop {stop} of pair {pair} is already covered")
    a = hd(g).setdefault("alloc", {}).setdefault(seat_key(inv.seat), {"covered": [], "now": []})
    a["covered"].append([pair, stop])
    a["now"].append([pair, stop])
    g.log(f"{C.inv_name(g, inv)} allocates {stop_label(g, inv, pair, stop)}", cite("Skill Allocations And Checks"))


def allocated_value(g: Game, inv: Investigator, skill: str) -> int | None:
    """The best bonus for a skill allocated this phase, None when none is."""
    if skill == "focus":
        return g.content.investigators[inv.id].focus
    pair = PAIR_OF[skill]
    d = g.content.investigators[inv.id]
    vals = [getattr(d, skill)[k] for p, k in alloc(g, inv)["now"] if p == pair]
    return max(vals) if vals else None


def base_skill(g: Game, inv: Investigator, skill: str) -> int:
    """Hook for the shared checks: the allocated bonus replaces the slider value."""
    v = allocated_value(g, inv, skill)
    return 0 if v is None else v


def skill_raised(g: Game, inv: Investigator, skill: str) -> bool:
    """Hook: cards that raise a skill help only with an allocation (Focus always)."""
    return allocated_value(g, inv, skill) is not None


def end_phase(g: Game) -> None:
    """Allocations last for the phase; their markers stay until an Upkeep removes them."""
    for a in hd(g).get("alloc", {}).values():
        a["now"] = []


def before_check(g: Game, fr: Frame) -> Any:
    """Hook run before a check is rolled: the investigator may allocate a bonus of the
    check's skill pair (only before the roll). Only stops better than the bonus already
    allocated this phase are offered: a lower one could never be the one applied."""
    skill = fr["skill"]
    if skill not in PAIR_OF:
        return None
    inv = g.state.investigators[fr["who"]]
    pair = PAIR_OF[skill]
    d = g.content.investigators[inv.id]
    ans = fr.pop("ans", None)
    if ans is not None:
        if ans.startswith("alloc:"):
            allocate(g, inv, pair, int(ans.partition(":")[2]))
        return None
    have = allocated_value(g, inv, skill)
    better = [k for k in free_stops(g, inv, pair) if have is None or getattr(d, skill)[k] > have]
    if not better:
        return None
    now = f"{skill.capitalize()} {have}" if have is not None else f"no {skill.capitalize()} bonus"
    opts = [(f"alloc:{k}", f"Allocate {stop_label(g, inv, pair, k)}") for k in better]
    opts.append(("none", f"Roll with {now}"))
    why = f" for {fr['why']}" if fr.get("why") else ""
    return g.ask(
        fr,
        inv.seat,
        f"{C.inv_name(g, inv)}: {C.a_or_an(skill.capitalize())} check{why}; allocate a bonus first?",
        opts,
        kind="allocate",
    )
