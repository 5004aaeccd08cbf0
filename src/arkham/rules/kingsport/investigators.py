"""Abilities of the Kingsport Horror investigators, joined to the classic rules through the
``investigators`` extension point (keyed by the rule keys on their sheets).

Daisy Walker: Careful Reader (reading a Tome never costs her Sanity: the Sanity losses of
a Tome's reading are left out of its effect) and Iron Will (every casting costs her 1
Sanity less). Lola Hayes: Improv (once per turn, in her Upkeep, one of her Skills is
discarded for a new one drawn from the top or the bottom of the Skill deck; the bottom
card is shown in the choice, as she may look at it at any time). Rex Murphy:
Investigation (one more Clue token each time he gains any) and Family Curse (no Upkeep
roll for his Curse; nothing but a Blessing takes it from him). Wendy Adams: Streetwise
(her Evade checks in a street pass without a roll), Blessed is the Child (while she holds
an Elder Sign she cannot be arrested or Cursed) and Minor (never a Bank Loan).
Tony Morgan: Clean Takedown (each monster trophy he spends is worth one more toughness,
``core.trophy_worth``) and Blood Money (once per turn, in his Upkeep in a street, a monster
trophy sold for its worth in dollars). Luke Robinson: Experienced Dreamer (1 Clue token each
time he enters an area of an Other World or is lost in time and space: the event
``other_world_entered``) and Heirloom (his Gate Box is never lost or stolen without his
leave: ``core.cannot_lose``); he starts delayed in the first area of The Dreamlands, his
home. Lily Chen: Yin and Yang is the sheet's ``health_slider``, read by the classic sliders.
Charlie Kane: Settle Down (2 Clue tokens keep the terror level from rising by 1, asked
before each point: ``core.raise_terror``) and Connections (Allies in the box may be taken
by name or by choice as though they were in the Ally deck: ``core.from_box``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

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
    from arkham.engine import Game
    from arkham.state import Investigator

RULE = "investigator ability"
CURSE = "base:curse"
LOAN = "base:bank_loan"


# ------------------------------------------------------------------ Daisy Walker
def careful_reader(g: Game, inv: Investigator, card: str, ops: list[Any]) -> list[Any]:
    if "tome" not in C.card_def(g, card).tags:
        return ops
    kept = []
    for o in ops:
        if o.get("op") == "lose" and o.get("what") == "sanity":
            continue
        if o.get("op") == "lose" and "sanity" in o:
            o = {k: v for k, v in o.items() if k != "sanity"}  # a Stamina loss beside it stays
            if "stamina" not in o:
                continue
        kept.append(o)
    if kept != ops:
        g.log(f"Careful Reader: {C.inv_name(g, inv)} loses no Sanity reading {C.card_def(g, card).name}", RULE)
    return kept


def iron_will(g: Game, inv: Investigator, cost: int) -> int:
    return max(0, cost - 1)


# ------------------------------------------------------------------ Lola Hayes
def _skills(g: Game, inv: Investigator) -> list[str]:
    return [c for c in inv.cards if C.card_def(g, c).deck == "skill"]


def improv_options(g: Game, inv: Investigator) -> list[tuple[str, str]]:
    deck = g.state.decks.get("skill", [])
    if not deck or g.state.counters.get(f"improv:{inv.seat}") == g.state.turn:
        return []
    bottom = C.card_def(g, deck[-1]).name
    opts = []
    for c in _skills(g, inv):
        name = C.card_def(g, c).name
        opts.append((f"improv:top:{c}", f"Improv: discard {name}, draw the top Skill"))
        opts.append((f"improv:bottom:{c}", f"Improv: discard {name}, take {bottom} from the bottom"))
    return opts


def improv_act(g: Game, inv: Investigator, ans: str) -> bool:
    if not ans.startswith("improv:"):
        return False
    _, end, card = ans.split(":", 2)
    st = g.state
    deck = st.decks["skill"]
    # Decision: the new Skill is drawn before the old one goes under the deck, so "the
    # bottom" is the card she could see, never the one she gives up.
    new = deck.pop(0 if end == "top" else -1)
    C.discard_card(g, inv, card, "Improv")
    C.take_card(g, inv, new, f"Improv, from the {end} of the Skill deck")
    st.counters[f"improv:{inv.seat}"] = st.turn
    return True


# ------------------------------------------------------------------ Rex Murphy
def investigation(g: Game, inv: Investigator, n: int) -> int:
    return 1 if n > 0 else 0


def family_curse_roll(g: Game, inv: Investigator, kind: str) -> bool:
    return kind == "curse"


def family_curse_keeps(g: Game, inv: Investigator, card: str) -> bool:
    return card == CURSE


# ------------------------------------------------------------------ Wendy Adams
def holds_elder_sign(g: Game, inv: Investigator) -> bool:
    return any(C.card_def(g, c).data.get("elder_sign") for c in inv.cards)


def streetwise(g: Game, inv: Investigator) -> bool:
    return C.is_street(g, inv.where)


def blessed_child_arrest(g: Game, inv: Investigator) -> bool:
    return holds_elder_sign(g, inv)


def blessed_child_curse(g: Game, inv: Investigator, card: str) -> bool:
    return card == CURSE and holds_elder_sign(g, inv)


def minor(g: Game, inv: Investigator, card: str) -> bool:
    return card == LOAN


# ------------------------------------------------------------------ Tony Morgan
def clean_takedown(g: Game, inv: Investigator, marker: str) -> int:
    return 1


def blood_money_options(g: Game, inv: Investigator) -> list[tuple[str, str]]:
    if inv.where not in g.content.areas or not C.is_street(g, inv.where):
        return []
    if g.state.counters.get(f"blood_money:{inv.seat}") == g.state.turn:
        return []
    return [
        (f"blood_money:{m}", f"Blood Money: spend the trophy {C.name_of(g, m)} for ${C.trophy_worth(g, inv, m)}")
        for m in inv.monster_trophies
    ]


def blood_money_act(g: Game, inv: Investigator, ans: str) -> bool:
    if not ans.startswith("blood_money:"):
        return False
    m = ans.partition(":")[2]
    # Decision: the trophy is spent, so it pays what it is worth spent (Clean Takedown's
    # extra point of toughness included).
    worth = C.trophy_worth(g, inv, m)
    inv.monster_trophies.remove(m)
    C.to_cup(g, m)
    g.state.counters[f"blood_money:{inv.seat}"] = g.state.turn
    C.gain(g, inv, "money", worth, f"Blood Money: the trophy {C.name_of(g, m)}", RULE)
    return True


# ------------------------------------------------------------------ Luke Robinson
GATE_BOX = "base:gate_box"


def experienced_dreamer(g: Game, inv: Investigator) -> None:
    if C.has_ability(g, inv, "experienced_dreamer") and not inv.eliminated:
        C.gain(g, inv, "clues", 1, "Experienced Dreamer", RULE)


def heirloom(g: Game, inv: Investigator, card: str) -> bool:
    return card == GATE_BOX


# ------------------------------------------------------------------ Charlie Kane
def settle_down_options(g: Game, inv: Investigator) -> list[tuple[str, str]]:
    if inv.clues < 2:
        return []
    return [("settle_down", "Settle Down: pay 2 Clue tokens and the terror level does not rise by 1")]


def settle_down_act(g: Game, inv: Investigator, ans: str) -> bool:
    if ans != "settle_down" or inv.clues < 2:
        return False
    C.pay(g, inv, "clues", 2, "Settle Down")
    return True


def connections(g: Game, inv: Investigator, card: str) -> bool:
    return g.content.cards[card].deck == "ally"


MODULE = register(
    RuleModule(
        "kingsport.investigators",
        investigators=(
            InvestigatorRules("careful_reader", checks=CheckRules(use_ops=careful_reader)),
            InvestigatorRules("iron_will", checks=CheckRules(spell_cost=iron_will)),
            InvestigatorRules("improv", upkeep=UpkeepRules(upkeep_options=improv_options, upkeep_act=improv_act)),
            InvestigatorRules("investigation", cards=CardRules(clues_gained=investigation)),
            InvestigatorRules(
                "family_curse",
                upkeep=UpkeepRules(no_upkeep_roll=family_curse_roll),
                cards=CardRules(keeps_card=family_curse_keeps),
            ),
            InvestigatorRules("streetwise", checks=CheckRules(evade_passes=streetwise)),
            InvestigatorRules(
                "blessed_is_the_child",
                encounters=EncounterRules(arrest_immune=blessed_child_arrest),
                cards=CardRules(refuses_card=blessed_child_curse),
            ),
            InvestigatorRules("minor", cards=CardRules(refuses_card=minor)),
            InvestigatorRules("clean_takedown", cards=CardRules(trophy_worth=clean_takedown)),
            InvestigatorRules(
                "blood_money", upkeep=UpkeepRules(upkeep_options=blood_money_options, upkeep_act=blood_money_act)
            ),
            InvestigatorRules("heirloom", cards=CardRules(keeps_card=heirloom)),
            InvestigatorRules(
                "settle_down", tracks=TrackRules(terror_options=settle_down_options, terror_act=settle_down_act)
            ),
            InvestigatorRules("connections", cards=CardRules(from_box=connections)),
        ),
        events=(("other_world_entered", experienced_dreamer),),
    )
)
