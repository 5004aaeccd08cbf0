"""Items, Spells and Skills drawn, kept by price, sold or traded by an encounter (the
Kingsport box's Arkham location cards).

- ``draw_then_if_cheap`` (``deck``; ``at_most``): the investigator draws one card of that
  deck; when its list price is at most ``at_most``, he draws one more.
- ``draw_keep_cheap`` (``deck``; ``n``; ``at_most``): he draws N cards and keeps every one
  whose list price is at most ``at_most``; the others go to the bottom of the deck.
- ``spell_at_its_cost``: he draws a Spell and at once loses Sanity equal to its printed
  casting cost (one loss: what reduces a loss applies); he keeps it only if that does not
  drive him insane (a knock-out sends it to the bottom of the deck).
- ``sale_to_everyone`` (``decks``: one deck name per card drawn): the cards are for sale to
  every investigator at list price, the one having the encounter settling disputes; the rest
  are discarded (the classic sale of ``item_sale_all_players``).
- ``swap_item``: he discards one Common or Unique Item of his choice (to the bottom of its
  deck) and draws the top card of that deck; with neither, nothing happens.
- ``trade_skills``: he may pick another investigator and give him one of his Skills; that
  investigator then gives him back one of his own Skills with another name, his choice, if
  he has one.
- ``discard_anyones`` (``card``: a special card): an investigator holding that card, picked
  by the one having the encounter, discards it (a Bank Loan paid off for anyone).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arkham.effects.interp import run_ops
from arkham.effects.registry import op
from arkham.engine import step
from arkham.rules.classic import core as C
from arkham.rules.classic.encounter_rules import open_sale
from arkham.rules.extensions import RuleModule, register

if TYPE_CHECKING:
    from arkham.engine import Ask, Frame, Game

RULE = "Kingsport location card"


def _price(g: Game, c: str) -> int:
    return C.card_def(g, c).price or 0


@op("draw_then_if_cheap", required=("deck", "at_most"))
def op_draw_then_if_cheap(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    inv = g.state.investigators[fr["seat"]]
    first = C.draw_card(g, o["deck"])
    if first is None:
        return
    C.take_card(g, inv, first, "drawn")
    if _price(g, first) <= o["at_most"]:
        g.log(f"{C.card_def(g, first).name} costs ${_price(g, first)}: one more is drawn", RULE)
        more = C.draw_card(g, o["deck"])
        if more is not None:
            C.take_card(g, inv, more, "drawn for a cheap find")


@op("draw_keep_cheap", required=("deck", "n", "at_most"))
def op_draw_keep_cheap(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    inv = g.state.investigators[fr["seat"]]
    deck = g.state.decks.setdefault(o["deck"], [])
    drawn = [c for c in (C.draw_card(g, o["deck"]) for _ in range(o["n"])) if c]
    for c in drawn:
        if _price(g, c) <= o["at_most"]:
            C.take_card(g, inv, c, f"kept: ${_price(g, c)}")
        else:
            deck.append(c)
            g.log(f"{C.card_def(g, c).name} (${_price(g, c)}) is discarded", RULE)


@op("spell_at_its_cost")
def op_spell_at_its_cost(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    spell = C.draw_card(g, "spell")
    if spell is not None:
        g.push("kingsport.spell_at_its_cost", who=fr["who"], seat=fr["seat"], drawn=[spell], ctx=dict(fr["ctx"]))


@step("kingsport.spell_at_its_cost")
def spell_at_its_cost(g: Game, fr: Frame) -> None:
    """He reads the Spell ``drawn``: he loses its Sanity cost (``lost`` marks it paid),
    then takes it."""
    inv = g.state.investigators[fr["seat"]]
    spell = fr["drawn"][0]
    if "lost" not in fr:
        fr["lost"] = True
        cost = C.card_def(g, spell).sanity_cost or 0
        g.log(f"{C.inv_name(g, inv)} reads {C.card_def(g, spell).name}: its cost is {cost} Sanity", RULE)
        if cost:
            run_ops(g, fr["seat"], [{"op": "lose", "what": "sanity", "n": cost}], fr["ctx"], who=fr["who"])
            return None
    g.pop(fr)
    C.take_card(g, inv, spell, "the Spell read from the book")
    return None


@op("sale_to_everyone", required=("decks",))
def op_sale_to_everyone(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    open_sale(g, fr, tuple(o["decks"]))


def _items(g: Game, inv: Any) -> list[str]:
    return [
        c
        for c in inv.cards
        if C.card_def(g, c).deck in ("common", "unique") and not C.card_def(g, c).data.get("cannot_lose")
    ]


@op("swap_item")
def op_swap_item(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    if _items(g, g.state.investigators[fr["seat"]]):
        g.push("kingsport.swap_item", who=fr["seat"])


@step("kingsport.swap_item")
def swap_item(g: Game, fr: Frame) -> Ask | None:
    """He discards an item of his choice and takes the top card of its deck."""
    inv = g.state.investigators[fr["who"]]
    pool = _items(g, inv)
    ans = fr.pop("ans", None)
    card = (ans or "").partition(":")[2]
    if card not in pool:
        return g.ask(
            fr,
            inv.seat,
            f"{C.inv_name(g, inv)} swaps an item for the top card of its deck",
            [(f"discard:{c}", f"{C.card_def(g, c).name} ({C.card_def(g, c).deck})") for c in pool],
            kind="discard",
        )
    g.pop(fr)
    ans = card
    deck = C.card_def(g, ans).deck
    C.discard_card(g, inv, ans, "swapped")
    new = C.draw_card(g, deck)
    if new is not None:
        C.take_card(g, inv, new, "the swap")
    return None


def _skills(g: Game, inv: Any) -> list[str]:
    return [c for c in inv.cards if C.card_def(g, c).deck == "skill"]


@op("trade_skills")
def op_trade_skills(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    inv = g.state.investigators[fr["seat"]]
    if _skills(g, inv) and any(i.seat != inv.seat and not i.eliminated for i in g.state.investigators):
        g.push("kingsport.trade_skills", who=fr["seat"])


@step("kingsport.trade_skills")
def trade_skills(g: Game, fr: Frame) -> Ask | None:
    """He may give a Skill to another investigator (``to``, ``given``), who gives him back a
    different one if he has one."""
    st = g.state
    inv = st.investigators[fr["who"]]
    ans = fr.pop("ans", None)
    if "to" not in fr:
        others = [i for i in st.investigators if i.seat != inv.seat and not i.eliminated]
        if ans is None:
            return g.ask(
                fr,
                inv.seat,
                f"{C.inv_name(g, inv)} may give a Skill to another investigator: to whom?",
                [(str(i.seat), C.inv_name(g, i)) for i in others] + [("no", "Give nothing")],
                kind="investigator",
            )
        if ans == "no":
            g.pop(fr)
            return None
        fr["to"] = int(ans)
        ans = None
    other = st.investigators[fr["to"]]
    if "given" not in fr:
        mine = _skills(g, inv)
        if ans not in mine:
            return g.ask(
                fr,
                inv.seat,
                f"Which Skill does {C.inv_name(g, inv)} give to {C.inv_name(g, other)}?",
                [(c, C.card_def(g, c).name) for c in mine],
                kind="give",
            )
        C.hand_over(g, inv, other, ans)  # an exhausted Skill stays exhausted
        fr["given"] = ans
        g.log(f"{C.inv_name(g, inv)} gives {C.card_def(g, ans).name} to {C.inv_name(g, other)}", RULE)
        ans = None
    name = C.card_def(g, fr["given"]).name
    back = [c for c in _skills(g, other) if C.card_def(g, c).name != name]
    if back and ans not in back:
        return g.ask(
            fr,
            other.seat,
            f"{C.inv_name(g, other)} gives back a different Skill",
            [(c, C.card_def(g, c).name) for c in back],
            kind="give",
        )
    g.pop(fr)
    if back:
        C.hand_over(g, other, inv, ans)
        g.log(f"{C.inv_name(g, other)} gives {C.card_def(g, ans).name} back to {C.inv_name(g, inv)}", RULE)
    else:
        g.log(f"{C.inv_name(g, other)} has no other Skill to give back", RULE)
    return None


@op("discard_anyones", required=("card",))
def op_discard_anyones(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    if any(C.has_card(g, i, o["card"]) for i in g.state.investigators if not i.eliminated):
        g.push("kingsport.discard_anyones", who=fr["seat"], card=o["card"])


@step("kingsport.discard_anyones")
def discard_anyones(g: Game, fr: Frame) -> Ask | None:
    """Someone's ``card`` is discarded: he picks whose when several hold one."""
    st = g.state
    inv = st.investigators[fr["who"]]
    holders = [i for i in st.investigators if not i.eliminated and C.has_card(g, i, fr["card"])]
    ans = fr.pop("ans", None)
    name = g.content.cards[fr["card"]].name
    if len(holders) > 1 and ans not in [str(i.seat) for i in holders]:
        return g.ask(
            fr,
            inv.seat,
            f"Whose {name} is discarded?",
            [(str(i.seat), C.inv_name(g, i)) for i in holders],
            kind="investigator",
        )
    g.pop(fr)
    who = st.investigators[int(ans)] if ans is not None else holders[0]
    C.discard_card(g, who, C.has_card(g, who, fr["card"]), "paid off by an encounter")  # type: ignore[arg-type]
    return None


register(RuleModule(name="kingsport.item_deals"))  # enabled by the parts whose cards use these ops
