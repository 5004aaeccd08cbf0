"""Travel between towns (DH p.5): from the Train Station in Arkham or a depot of
another town, an investigator may spend $1 and one movement point to move to the
Train Station or any depot of any other town; the rest of his movement goes on. A card
with ``free_fare`` (the Rail Pass) pays the $1.

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
    if here is None or not here.depot or pts < 1 or inv.money < fare(g, inv):
        return []
    from arkham.rules.classic.movement import blocked

    opts = []
    for town in c.towns.values():
        if town.id == here.town:
            continue
        for d in town.depots:
            if not C.is_closed(g, d) and not blocked(g, d):
                cost = f"${fare(g, inv)} and 1 movement" if fare(g, inv) else "1 movement, fare paid by the Rail Pass"
                opts.append((f"train:{d}", f"Take the train to {C.name_of(g, d)} in {town.name} ({cost}; {pts} left)"))
    return opts


def fare(g: Game, inv: Investigator) -> int:
    """$1, or nothing with a card that pays it (``free_fare``: the Rail Pass)."""
    if any(C.card_def(g, c).data.get("free_fare") for c in inv.cards):
        return 0
    return FARE


def pay_fare(g: Game, inv: Investigator, fr: Frame) -> bool:
    cost = fare(g, inv)
    if inv.money < cost:
        g.log(f"{C.inv_name(g, inv)} cannot pay the train fare any more", RULE)
        return False
    if cost:
        C.pay(g, inv, "money", cost, "the train fare", RULE)
    else:
        g.log(f"{C.inv_name(g, inv)} rides on a Rail Pass", "Rail Pass")
    return True


MODULE = register(RuleModule("towns", movement_kinds=(MovementKind("train", train_options, pay_fare),)))
