"""Abilities of the Dunwich Horror investigators, joined to the classic rules through the
``investigators`` extension point (keyed by the rule keys on their sheets).

Diana Stanley: Trusted Sister (her Silver Twilight Lodge Membership can never be taken)
and Dark Insight (1 Sanity or 1 Stamina per doom token added, her choice; a Clue token
each time the terror level rises). Wilson Richards: Odd Jobs ($1 instead of an
encounter at a location); his unlimited Focus is the classic ``free_focus`` key.
Leo Anderson: Leadership (once per turn, 1 point of a Sanity or Stamina loss of any
investigator, himself included, is prevented; his player is asked before the loss).
Jim Culver: Dead Man Stomp (1 Clue token passes a Combat check against an Undead
monster) and Strange Luck (every Other World also has the green encounter colour for
him). Marie Lambeau: Witch Blood (once per game, in her Upkeep, one doom token is removed;
offered while the Ancient One sleeps) and Third Eye (a third hand for spells only).
Jacqueline Fine: Precognition (once per turn, when a Mythos card other than a story
card is drawn in the Mythos Phase, 2 Clue tokens discard it unresolved and another
is drawn in its place).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arkham.engine import step
from arkham.rules.classic import core as C
from arkham.rules.extensions import (
    CardRules,
    CheckRules,
    EncounterRules,
    InvestigatorRules,
    RuleModule,
    TrackRules,
    UpkeepRules,
    register,
)

if TYPE_CHECKING:
    from arkham.engine import Ask, Frame, Game
    from arkham.state import Investigator

MEMBERSHIP = "base:silver_twilight_membership"
RULE = "investigator ability"


def keeps_membership(g: Game, inv: Investigator, card: str) -> bool:
    return card == MEMBERSHIP


def insight_doom(g: Game, inv: Investigator) -> None:
    room = [
        s for s, cap in (("sanity", C.max_sanity(g, inv)), ("stamina", C.max_stamina(g, inv))) if getattr(inv, s) < cap
    ]
    if len(room) == 1:
        C.gain(g, inv, room[0], 1, "Dark Insight: a doom token was added", RULE)
    elif room:
        g.push("dunwich.dark_insight", who=inv.seat)


@step("dunwich.dark_insight")
def dark_insight(g: Game, fr: Frame) -> Ask | None:
    """Dark Insight: a doom token was added and he gains 1 Sanity or 1 Stamina."""
    inv = g.state.investigators[fr["who"]]
    ans = fr.pop("ans", None)
    if ans is None:
        return g.ask(
            fr,
            inv.seat,
            f"Dark Insight: {C.inv_name(g, inv)} gains 1 Sanity or 1 Stamina",
            [("sanity", "1 Sanity"), ("stamina", "1 Stamina")],
            kind="gain",
        )
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


def leadership_offer(g: Game, loss: Frame, leo: Investigator, loser: Investigator) -> bool:
    if g.state.counters.get(f"leadership:{leo.seat}") == g.state.turn:
        return False
    if loss.get("sanity", 0) <= 0 and loss.get("stamina", 0) <= 0:
        return False
    g.push("dunwich.leadership", who=leo.seat, target=loser.seat)
    return True


@step("dunwich.leadership")
def leadership(g: Game, fr: Frame) -> Ask | None:
    """Leadership, once a turn: pushed on a loss of ``target``, it may prevent 1 Sanity or 1
    Stamina of it."""
    st = g.state
    leo = st.investigators[fr["who"]]
    target = st.investigators[fr["target"]]
    loss = st.stack[-2] if len(st.stack) > 1 and st.stack[-2].get("k") == "loss" else None
    ans = fr.pop("ans", None)
    if loss is None:  # pragma: no cover - the step is pushed on top of the loss it answers
        g.pop(fr)
        return None
    if ans is None:
        opts = [(f"prevent:{s}", f"Prevent 1 {s.capitalize()}") for s in ("sanity", "stamina") if loss.get(s, 0) > 0]
        parts = " and ".join(f"{loss[s]} {s.capitalize()}" for s in ("sanity", "stamina") if loss.get(s, 0) > 0)
        return g.ask(
            fr,
            leo.seat,
            f"Leadership (once per turn): {C.inv_name(g, target)} is about to lose {parts}",
            opts + [("no", "Not now")],
            kind="leadership",
        )
    g.pop(fr)
    if ans != "no":
        stat = ans.partition(":")[2]
        loss[stat] -= 1
        st.counters[f"leadership:{leo.seat}"] = st.turn
        g.log(f"Leadership: {C.inv_name(g, leo)} spares {C.inv_name(g, target)} 1 {stat.capitalize()}", RULE)
    return None


def precognition_offer(g: Game, jac: Investigator, card: str) -> bool:
    if jac.clues < 2 or g.state.counters.get(f"precognition:{jac.seat}") == g.state.turn:
        return False
    g.push("dunwich.precognition", who=jac.seat, card=card)
    return True


@step("dunwich.precognition")
def precognition(g: Game, fr: Frame) -> Ask | None:
    """Precognition: she may spend 2 Clue tokens to discard the Mythos card drawn (``card``)
    without effect."""
    st = g.state
    jac = st.investigators[fr["who"]]
    name = g.content.mythos[fr["card"]].name
    ans = fr.pop("ans", None)
    if ans is None:
        return g.ask(
            fr,
            jac.seat,
            f"Precognition: {name} is drawn",
            [("keep", f"Let {name} take effect"), ("discard", "Spend 2 Clue tokens: discard it and draw another")],
            kind="precognition",
        )
    g.pop(fr)
    if ans == "discard":
        deck = st.decks["mythos"]
        deck.remove(fr["card"])
        deck.append(fr["card"])
        C.pay(g, jac, "clues", 2, "Precognition")
        st.counters[f"precognition:{jac.seat}"] = st.turn
        g.log(f"Precognition: {C.inv_name(g, jac)} foresees {name}; it is discarded without effect", RULE)
    return None


def stomp_options(g: Game, inv: Investigator, fr: Frame, target: str | None) -> list[tuple[str, str]]:
    # only against an Undead monster: not the Ancient One, nor an encounter's Combat check (no monster)
    if (
        target in (None, "ao")
        or inv.clues < 1
        or "undead" not in C.monster_abilities(g, target)  # type: ignore[arg-type]
        or "pass" in (fr.get("auto") or [])
    ):
        return []
    return [("stomp", "Dead Man Stomp: spend 1 Clue token to pass this Combat check")]


def stomp_act(g: Game, inv: Investigator, fr: Frame, ans: str) -> bool:
    if ans != "stomp":
        return False
    C.pay(g, inv, "clues", 1, "Dead Man Stomp")
    fr.setdefault("auto", []).append("pass")
    g.log(f"Dead Man Stomp: {C.inv_name(g, inv)}'s next Combat check against the Undead passes", RULE)
    return True


def strange_luck(g: Game, inv: Investigator) -> list[str]:
    return ["green"]


def witch_blood_options(g: Game, inv: Investigator) -> list[tuple[str, str]]:
    st = g.state
    if st.awakened or st.doom <= 0 or f"witch_blood:{inv.seat}" in st.counters:
        return []
    return [("witch_blood", "Witch Blood (once per game): remove 1 doom token")]


def witch_blood_act(g: Game, inv: Investigator, ans: str) -> bool:
    if ans != "witch_blood":
        return False
    st = g.state
    st.counters[f"witch_blood:{inv.seat}"] = st.turn
    st.doom -= 1
    g.log(f"Witch Blood: {C.inv_name(g, inv)} removes a doom token ({st.doom} left)", RULE)
    return True


MODULE = register(
    RuleModule(
        "dunwich.investigators",
        investigators=(
            InvestigatorRules(
                "witch_blood", upkeep=UpkeepRules(upkeep_options=witch_blood_options, upkeep_act=witch_blood_act)
            ),
            InvestigatorRules("third_eye", checks=CheckRules(spell_hands=1)),
            InvestigatorRules("dead_man_stomp", checks=CheckRules(combat_options=stomp_options, combat_act=stomp_act)),
            InvestigatorRules("strange_luck", encounters=EncounterRules(world_colors=strange_luck)),
            InvestigatorRules("precognition", tracks=TrackRules(mythos_drawn=precognition_offer)),
            InvestigatorRules("leadership", cards=CardRules(before_loss=leadership_offer)),
            InvestigatorRules("trusted_sister", cards=CardRules(keeps_card=keeps_membership)),
            InvestigatorRules("dark_insight", tracks=TrackRules(doom_added=insight_doom, terror_raised=insight_terror)),
            InvestigatorRules(
                "odd_jobs", encounters=EncounterRules(location_options=odd_jobs_options, location_act=odd_jobs_act)
            ),
        ),
    )
)
