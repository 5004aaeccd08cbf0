"""Abilities of the Dunwich Horror investigators, joined to the classic rules through the
``investigators`` extension point (keyed by the rule keys on their sheets).

Diana Stanley: Trusted Sister (her Silver Twilight Lodge Membership can never be taken)
and Dark Insight (1 Sanity or 1 Stamina per doom token added, her choice; a Clue token
each time the terror level rises). Wilson Richards: Odd Jobs ($1 instead of an
encounter at a location); his unlimited Focus is the classic ``free_focus`` key.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from arkham.engine import step
from arkham.rules.classic import core as C
from arkham.rules.extensions import InvestigatorRules, RuleModule, register

if TYPE_CHECKING:
    from arkham.engine import Frame, Game
    from arkham.state import Investigator

MEMBERSHIP = "base:silver_twilight_membership"
RULE = "investigator ability"


def keeps_membership(g: Game, inv: Investigator, card: str) -> bool:
    return card == MEMBERSHIP


def insight_doom(g: Game, inv: Investigator) -> None:
    room = [s for s, cap in (("sanity", C.max_sanity(g, inv)), ("stamina", C.max_stamina(g, inv))) if getattr(inv, s) < cap]
    if len(room) == 1:
        C.gain(g, inv, room[0], 1, "Dark Insight: a doom token was added", RULE)
    elif room:
        g.push("dunwich.dark_insight", who=inv.seat)


@step("dunwich.dark_insight")
def dark_insight(g: Game, fr: Frame) -> None:
    inv = g.state.investigators[fr["who"]]
    ans = fr.pop("ans", None)
    if ans is None:
        return g.ask(fr, inv.seat, f"Dark Insight: {C.inv_name(g, inv)} gains 1 Sanity or 1 Stamina",
                     [("sanity", "1 Sanity"), ("stamina", "1 Stamina")], kind="gain")
    g.pop(fr)
    C.gain(g, inv, ans, 1, "Dark Insight: a doom token was added", RULE)
    return None


def insight_terror(g: Game, inv: Investigator) -> None:
    C.gain(g, inv, "clues", 1, "Dark Insight: the terror level rose", RULE)


def odd_jobs_options(g: Game, inv: Investigator) -> list[tuple[str, str]]:
    return [("odd_jobs", "Odd Jobs: gain $1 instead of an encounter")]


def odd_jobs_act(g: Game, inv: Investigator, ans: str) -> bool:
    if ans != "odd_jobs":
        return False
    C.gain(g, inv, "money", 1, "Odd Jobs", RULE)
    return True


MODULE = register(RuleModule("dunwich.investigators", investigators=(
    InvestigatorRules("trusted_sister", keeps_card=keeps_membership),
    InvestigatorRules("dark_insight", doom_added=insight_doom, terror_raised=insight_terror),
    InvestigatorRules("odd_jobs", location_options=odd_jobs_options, location_act=odd_jobs_act),
)))
