"""Dunwich investigator cards needing an op the shared vocabulary lacks.

``defeat_monsters`` (Lightning Gun): every monster in the places ``where`` names (the
shape of ``return_monsters``: ``{areas: [sky]}``, ``{streets: true}``...) is defeated at
once, without combat. Decision: a monster defeated this way is claimed as a trophy by
the investigator, as in a combat won (base p.15), save an Endless one, which returns to
the cup (base p.24), and a Spawn monster, which is never a trophy (DH p.6).

``swap_places`` (Mi-Go Brain Case): the investigator and another investigator or a
monster in a street or location change places; his movement points are all spent.
Decisions: the swap is no walk, so the monsters where he stood need not be evaded; those
where he arrives are dealt with at the end of his movement, as usual (base p.6). An
investigator swapped with him is only moved: nothing is asked of him.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arkham.effects.registry import op
from arkham.engine import step
from arkham.rules.classic import core as C
from arkham.effects.ops.mythos import matches
from arkham.rules.extensions import RuleModule, register

if TYPE_CHECKING:
    from arkham.engine import Ask, Frame, Game


@op("defeat_monsters", required=("where",))
def op_defeat_monsters(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    inv = g.state.investigators[fr["seat"]]
    hit = sorted(m for m, p in g.state.monsters.items() if matches(g, m, p, o["where"]))
    if not hit:
        g.log("No monster is there to defeat", "card text")
        return
    for m in hit:
        g.log(f"{C.inv_name(g, inv)} defeats {C.name_of(g, m)}", "card text")
        if "endless" in C.monster_abilities(g, m):
            C.to_cup(g, m)
            g.log(f"{C.name_of(g, m)} is Endless and returns to the cup", "base p.24 Endless")
        else:
            C.claim_trophy(g, inv, m)


@op("swap_places")
def op_swap_places(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    g.push("dunwich.swap", who=fr["seat"])


def swap_targets(g: Game, inv: Any) -> list[tuple[str, str]]:
    areas = g.content.areas
    out = [
        (f"inv:{o.seat}", f"{C.inv_name(g, o)} at {C.name_of(g, o.where)}")
        for o in g.state.investigators
        if o is not inv
        and not o.eliminated
        and not o.jailed
        and o.stage == 0
        and o.where in areas
        and o.where != inv.where
    ]
    out += [
        (f"monster:{m}", f"{C.name_of(g, m)} at {C.name_of(g, p)}")
        for m, p in sorted(g.state.monsters.items())
        if p in areas and p != inv.where
    ]
    return out


@step("dunwich.swap")
def swap(g: Game, fr: Frame) -> Ask | None:
    """Mi-Go Brain Case: he swaps places with an investigator or a monster; his movement
    ends."""
    from arkham.rules.classic.abilities import find_frame

    inv = g.state.investigators[fr["who"]]
    opts = swap_targets(g, inv)
    if inv.where not in g.content.areas or not opts:
        g.pop(fr)
        g.log("No one and nothing to swap places with", "card text")
        return None
    ans = fr.pop("ans", None)
    if ans is None:
        return g.ask(fr, inv.seat, "Mi-Go Brain Case: swap places with", opts, kind="target")
    g.pop(fr)
    here = inv.where
    kind, _, who = ans.partition(":")
    if kind == "inv":
        other = g.state.investigators[int(who)]
        there = other.where
        C.move_investigator(g, other, here, f"swapped with {C.inv_name(g, inv)}", "card text")
    else:
        there = g.state.monsters[who]
        g.state.monsters[who] = here
        g.log(f"{C.name_of(g, who)} takes {C.inv_name(g, inv)}'s place at {C.name_of(g, here)}", "card text")
    C.move_investigator(g, inv, there, "Mi-Go Brain Case", "card text")
    mv = find_frame(g, inv, "move")
    if mv is not None:
        mv["pts"] = 0
    return None


register(RuleModule(name="dunwich.items"))
