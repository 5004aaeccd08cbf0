"""Condition cards (DH p.6), and the special cards an encounter gives.

A Condition card (``data.condition``) lies face down by the board from the start of the
game and belongs to no investigator. An encounter turns it face up with the op
``condition`` (``face: up``): it is then active, for everyone, until an encounter or a card
turns it face down again (``face: down``). A Condition used by exhausting it is turned
sideways, not face down: it stays active but serves once until it refreshes in the next
Upkeep. The state holds ``condition:<card>`` while it is face up and
``condition_used:<card>`` = when it was exhausted: the turn (each turn opens with its
Upkeep) and, in the final battle, the round (each round opens with a refresh), so a
Condition exhausted now is ready again at the next Upkeep.

What a face-up Condition does joins the classic rules at extension points:

- ``reroll`` (Darke's Blessing): a failed skill check rolled again, offered to whoever has
  just failed it (``after_roll``).
- ``location_ability`` (Rare Book Collection): a special ability of a location, used
  instead of an encounter there (``location_abilities``).
- ``trade_clues: movement`` (Coded Messages): Clue tokens traded one at a time like items,
  in the Movement Phase (``trade_goods``).
- ``free_money_at: <area>`` (Velma's Gratitude): while an investigator resolves an
  encounter card at that location, money he would pay or lose is not taken, and he counts
  as having any sum the card asks for, so he may take its costliest offer
  (``money_waived``).

An encounter that offers to turn a Condition up for a price uses ``condition_offer``
(``card``, ``label``, ``if``, ``cost``): offered only while the card lies face down.

The Rail Pass and the Sheldon Gang Membership are given by the classic ``special`` op
(one of each kind per investigator, while the deck holds one); the Rail Pass pays the
train fare (``free_fare``, read by the ``towns`` rule module).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arkham.effects.registry import op
from arkham.rules.classic import core as C
from arkham.rules.classic.checks import reroll_matches
from arkham.rules.extensions import AfterRoll, LocationAbility, RuleModule, TradeGoods, register

if TYPE_CHECKING:
    from arkham.engine import Frame, Game
    from arkham.state import Investigator

RULE = "DH p.6 Condition cards"


def face_up(g: Game, card: str) -> bool:
    return g.state.counters.get(f"condition:{card}", 0) == 1


def upkeep_stamp(g: Game) -> int:
    """Which Upkeep the game is past: the turn, and the final battle's round."""
    return g.state.turn * 1000 + g.state.battle.get("round", 0)


def exhausted(g: Game, card: str) -> bool:
    return g.state.counters.get(f"condition_used:{card}") == upkeep_stamp(g)


def ready(g: Game, card: str) -> bool:
    return face_up(g, card) and not exhausted(g, card)


def turn(g: Game, card: str, face: str) -> None:
    st = g.state
    name = g.content.cards[card].name
    if face == "up":
        if face_up(g, card):
            return
        st.counters[f"condition:{card}"] = 1
        g.log(f"The Condition {name} is turned face up: it is active", RULE)
        return
    if not face_up(g, card):
        return
    st.counters.pop(f"condition:{card}", None)
    st.counters.pop(f"condition_used:{card}", None)
    g.log(f"The Condition {name} is turned face down: it is no longer active", RULE)


def exhaust(g: Game, card: str) -> None:
    g.state.counters[f"condition_used:{card}"] = upkeep_stamp(g)
    g.log(f"{g.content.cards[card].name} is turned sideways (exhausted until the next Upkeep)", RULE)


@op("condition", required=("card", "face"))
def op_condition(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """Loading checks the card is a Condition and the face is up or down."""
    turn(g, o["card"], o["face"])


@op("condition_offer", required=("card", "label", "cost"), optional=("if",), nested=("cost",))
def op_condition_offer(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """An encounter that may turn a Condition face up: only while it lies face down and the
    ``if`` condition holds, the investigator may pay ``cost`` (ops) to turn it up. Face up
    already, nothing happens. The ``if`` must make sure the cost can be paid."""
    from arkham.effects.interp import run_ops

    if face_up(g, o["card"]):
        g.log(f"{g.content.cards[o['card']].name} is already face up: nothing happens", RULE)
        return
    # the card turns as the price is paid: a price that knocks him out (an Injury card that
    # devours) has still been paid
    offer = {"op": "may", "label": o["label"], "do": [{"op": "condition", "card": o["card"], "face": "up"}, *o["cost"]]}
    if "if" in o:
        offer["if"] = o["if"]
    run_ops(g, fr["seat"], [offer], fr["ctx"], who=fr["who"])


def conditions(g: Game) -> list[str]:
    """The Condition cards of the content, in id order (a hot path: worked out once per content)."""
    cache = g.content.rule_cache
    ids = cache.get("dunwich.conditions")
    if ids is None:
        ids = cache["dunwich.conditions"] = sorted(cid for cid, d in g.content.cards.items() if d.data.get("condition"))
    return ids


def reroll_options(g: Game, fr: Frame, inv: Investigator, succ: int) -> list[tuple[str, str]]:
    opts = []
    for cid in conditions(g):
        spec = g.content.cards[cid].data.get("reroll")
        if not spec or not ready(g, cid) or not reroll_matches(spec, fr["skill"], fr.get("kind")):
            continue
        if spec.get("failed") and succ >= fr["diff"]:
            continue
        opts.append((f"condition:{cid}", f"{g.content.cards[cid].name}: exhaust it to roll the check again"))
    return opts


def reroll_act(g: Game, fr: Frame, inv: Investigator, ans: str) -> bool:
    if not ans.startswith("condition:"):
        return False
    cid = ans.partition(":")[2]
    exhaust(g, cid)
    fr["dice"] = g.dice(len(fr["dice"]))
    g.log(f"{C.inv_name(g, inv)} rolls again with {g.content.cards[cid].name}: {fr['dice']}", "card")
    return True


def place_options(g: Game, inv: Investigator) -> list[tuple[str, str]]:
    opts = []
    for cid in conditions(g):
        ab = g.content.cards[cid].data.get("location_ability")
        if ab and ab["area"] == inv.where and face_up(g, cid):
            opts.append((f"condition:{cid}", f"{g.content.cards[cid].name}: {ab['label']}"))
    return opts


def place_act(g: Game, inv: Investigator, ans: str) -> bool:
    if not ans.startswith("condition:"):
        return False
    from arkham.effects.interp import run_ops

    cid = ans.partition(":")[2]
    ab = g.content.cards[cid].data["location_ability"]
    g.log(f"{C.inv_name(g, inv)} uses {g.content.cards[cid].name} instead of an encounter", RULE)
    run_ops(g, inv.seat, ab["do"], {"area": inv.where})
    return True


def clue_trading(g: Game) -> bool:
    return any(
        g.content.cards[cid].data.get("trade_clues") == g.state.phase and face_up(g, cid) for cid in conditions(g)
    )


def clues_offered(g: Game, giver: Investigator) -> bool:
    return giver.clues > 0 and clue_trading(g)


def clue_options(g: Game, giver: Investigator, taker: Investigator) -> list[tuple[str, str]]:
    return [("clue:1", "Give 1 Clue token")] if clues_offered(g, giver) else []


def clue_act(g: Game, giver: Investigator, taker: Investigator, ans: str) -> bool:
    if ans != "clue:1":
        return False
    giver.clues -= 1
    taker.clues += 1
    g.log(f"{C.inv_name(g, giver)} gives a Clue token to {C.inv_name(g, taker)} (Coded Messages)", RULE)
    return True


def at_grateful_place(g: Game, inv: Investigator) -> bool:
    """Is the investigator resolving an encounter card at a place a face-up Condition
    makes free? The encounter's ops run in ``fx`` steps that stay on the stack; the
    nearest one of an encounter card tells where (an encounter it leads to elsewhere is
    that place's, not this one's)."""
    places = {
        g.content.cards[cid].data["free_money_at"]
        for cid in conditions(g)
        if g.content.cards[cid].data.get("free_money_at") and face_up(g, cid)
    }
    if not places:
        return False
    locs = g.content.locations
    for fr in reversed(g.state.stack):
        if fr.get("k") == "fx" and fr.get("seat") == inv.seat and fr["ctx"].get("card") in locs:
            return fr["ctx"].get("area") in places
    return False


MODULE = register(
    RuleModule(
        "dunwich.special_cards",
        after_roll=(AfterRoll("condition_reroll", reroll_options, reroll_act),),
        location_abilities=(LocationAbility("condition_place", place_options, place_act),),
        trade_goods=(TradeGoods("condition_clues", clues_offered, clue_options, clue_act),),
        money_waived=(at_grateful_place,),
    )
)
