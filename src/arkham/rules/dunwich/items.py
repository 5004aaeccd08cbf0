"""Dunwich investigator cards needing an op the shared vocabulary lacks.

``defeat_monsters`` (Lightning Gun): every monster in the places ``where`` names (the
shape of ``return_monsters``: ``{areas: [sky]}``, ``{streets: true}``...) is defeated at
once, without combat. Decision: a monster defeated this way is claimed as a trophy by
the investigator, as in a combat won (base p.15), save an Endless one, which returns to
the cup (base p.24), and a Spawn monster, which is never a trophy (DH p.6).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arkham.effects.registry import op
from arkham.rules.classic import core as C
from arkham.rules.classic.ops import matches
from arkham.rules.extensions import RuleModule, register

if TYPE_CHECKING:
    from arkham.engine import Frame, Game


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


register(RuleModule(name="dunwich.items"))
