"""Travel between towns (DH p.5): from the Train Station in Arkham or a depot of
another town, an investigator may spend $1 and one movement point to move to the
Train Station or any depot of any other town; the rest of his movement goes on.

Enabled by every pack that adds a town board; joined to the classic movement
through the ``movement_kinds`` extension point.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from arkham.rules.classic import core as C
from arkham.rules.extensions import MovementKind, RuleModule, register

if TYPE_CHECKING:
    from arkham.engine import Frame, Game
    from arkham.state import Investigator

FARE = 1
RULE = "DH p.5 traveling between towns"


def train_options(g: Game, inv: Investigator, pts: int) -> list[tuple[str, str]]:
    c = g.content
    here = c.areas.get(inv.where)
    if here is None or not here.depot or pts < 1 or inv.money < FARE:
        return []
    from arkham.rules.classic.movement import blocked
    opts = []
    for town in c.towns.values():
        if town.id == here.town:
            continue
        for d in town.depots:
            if not C.is_closed(g, d) and not blocked(g, d):
                opts.append((f"train:{d}", f"Take the train to {C.name_of(g, d)} in {town.name} (${FARE} and 1 movement; {pts} left)"))
    return opts


def pay_fare(g: Game, inv: Investigator, fr: Frame) -> bool:
    if inv.money < FARE:
        g.log(f"{C.inv_name(g, inv)} cannot pay the train fare any more", RULE)
        return False
    C.pay(g, inv, "money", FARE, "the train fare")
    return True


MODULE = register(RuleModule("towns", movement_kinds=(MovementKind("train", train_options, pay_fare),)))
