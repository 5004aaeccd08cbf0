"""Ops of the Kingsport location cards that the shared effect vocabulary does not hold.

The cards also use ``reduce_to`` (``kingsport.shared_card_ops``) and ``lose_split`` (the shared
vocabulary, :mod:`arkham.effects.ops.resources`, beside ``gain_split``: one split question for
a gain or a loss).

- ``sell_item`` (``deck``: common or unique; ``plus``): the investigator may sell one item of
  that deck he holds for its list price plus ``plus``; it goes back under its deck (more
  fields below).
- ``enter_open_gate``: the investigator may go to any open gate and through it, to the
  first area of its Other World (not delayed: he entered it himself); with no open gate,
  nothing is offered.
- ``to_world`` (``stage``: 1 or 2): the investigator goes to that area of any Other World
  he picks, even with no gate open to it (the White Ship); the way back is the usual one.
- ``gate_marker_world``: the top gate marker of the pile shows an Other World; the
  investigator goes to its first area and is delayed; the marker goes back under the pile
  (decided: "discarded" markers are never out of the game).
- ``monsters_come`` (``monster``: a monster kind): every monster of that kind on any board,
  in the Sky or in the Outskirts moves to the investigator's location, and he deals with
  each in turn (evade or fight, base p.10), while he is still there. None in play: nothing.
- ``everyone_gains`` (``what``: money, clues; ``n``): every investigator still in the game
  gains that much.
- ``if_sky_monsters`` (``do``): the ops, only while a monster is in the Sky.
- ``mythos_gate_encounter`` (``draw``): Mythos cards are turned up (each to the bottom)
  until one shows an open location as gate location, as the classic rule
  ``mythos_gate_location_encounter`` does; he goes there and draws ``draw`` location
  cards, encountering the one he picks.
- ``sell_item`` names a ``deck`` or a ``what`` (a kind the op ``discard`` names, tome...),
  and a ``plus`` over the list price or a flat ``price``; ``box: true`` returns the card
  sold to the box; ``then`` ops follow a sale (Jim Redmond buys a Tome for $5: to the box,
  and 1 Sanity lost).
- ``keep_location_card`` (``card``): "take this card": the location card being resolved
  leaves its neighborhood deck for good (to the box) and the investigator takes the card
  of that id (the Terrible Old Man's fetish bag, kept as an investigator card).
- ``brood_token``: he gains one of Eihort's Brood tokens (``kingsport.ancient_ones``; the
  card guards it with the condition ``{ancient_one: kingsport:eihort}``).

The cards also use ops of small modules of their own, which the manifest enables beside this
one for the parts whose cards use them: ``nearest_monster_comes`` and ``nearest_monster``
(``kingsport.nearest_monster``), ``remove_rift_progress`` and ``add_rift_progress``
(``kingsport.rift_tokens``), ``buy_clues`` and the other Clue token ops
(``kingsport.clue_tokens``); for the box's Arkham location cards also ``kingsport.counts``,
``kingsport.elder_sign_tokens``, ``kingsport.encounter_monsters``,
``kingsport.investigator_moves``, ``kingsport.item_deals`` and ``kingsport.mythos_top``, and
``if_elder_signs``, ``swap_places_with_another`` and ``sky_monsters_here``, which they share
with the gate cards and the investigator cards (``kingsport.shared_card_ops``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arkham.effects.interp import amount, run_ops
from arkham.effects.registry import op
from arkham.engine import step
from arkham.rules.classic import core as C
from arkham.rules.classic.combat import push_face
from arkham.effects.ops.cards import DISCARD_KINDS
from arkham.rules.classic.status import enter_other_world
from arkham.state import OUTSKIRTS, SKY
from arkham.rules.extensions import RuleModule, register

if TYPE_CHECKING:
    from arkham.engine import Ask, Frame, Game

RULE = "Kingsport location card"


@op("sell_item", optional=("deck", "what", "plus", "price", "box"), nested=("then",))
def op_sell_item(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    if ("deck" in o) == ("what" in o) or ("plus" in o) == ("price" in o):
        raise ValueError(f"sell_item: name a deck or a kind, and a plus or a price: {o}")
    g.push(
        "kingsport.sell_item",
        who=fr["seat"],
        deck=o.get("deck"),
        what=o.get("what"),
        plus=o.get("plus"),
        price=o.get("price"),
        box=bool(o.get("box")),
        then=o.get("then", []),
        ctx=fr["ctx"],
    )


def _sale_price(g: Game, fr: Frame, card: str) -> int:
    if fr.get("price") is not None:
        return int(fr["price"])
    return (C.card_def(g, card).price or 0) + fr["plus"]


@step("kingsport.sell_item")
def sell_item(g: Game, fr: Frame) -> Ask | None:
    """He may sell an item of a kind (``what``) or of a deck (``deck``) for ``price``, or the
    card's price and ``plus``; the ``then`` ops follow a sale."""
    inv = g.state.investigators[fr["who"]]
    if fr.get("what"):
        test = DISCARD_KINDS[fr["what"]]
        goods = [c for c in inv.cards if test(C.card_def(g, c))]
    else:
        goods = [c for c in inv.cards if C.card_def(g, c).deck == fr["deck"]]
    ans = fr.pop("ans", None)
    if ans is None and goods:
        opts = [(c, f"Sell {C.card_def(g, c).name} for ${_sale_price(g, fr, c)}") for c in goods]
        return g.ask(
            fr, inv.seat, f"{C.inv_name(g, inv)} may sell an item", opts + [("keep", "Sell nothing")], kind="sell"
        )
    g.pop(fr)
    if ans in goods:
        paid = _sale_price(g, fr, ans)
        C.discard_card(g, inv, ans, "sold", to_box=fr.get("box", False))
        C.gain(g, inv, "money", paid, f"sold {C.card_def(g, ans).name}", RULE)
        run_ops(g, fr["who"], fr.get("then") or [], fr.get("ctx") or {}, who=fr["who"])
    return None


@op("enter_open_gate")
def op_enter_open_gate(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    g.push("kingsport.enter_open_gate", who=fr["seat"])


@step("kingsport.enter_open_gate")
def enter_open_gate(g: Game, fr: Frame) -> Ask | None:
    """He may go through any open gate into its Other World."""
    inv = g.state.investigators[fr["who"]]
    gates = sorted(g.state.gates)
    ans = fr.pop("ans", None)
    if ans is None and gates:
        opts = [(a, f"Go through the gate at {C.name_of(g, a)}") for a in gates]
        return g.ask(
            fr, inv.seat, f"{C.inv_name(g, inv)} may enter an open gate", opts + [("stay", "Stay")], kind="gate"
        )
    g.pop(fr)
    if ans in gates:
        C.move_investigator(g, inv, ans, "to an open gate", RULE)
        enter_other_world(g, inv, ans, delayed=False, why="entered the gate", rule=RULE)
    return None


@op("to_world", required=("stage",))
def op_to_world(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    g.push("kingsport.to_world", who=fr["seat"], stage=o["stage"])


@step("kingsport.to_world")
def to_world(g: Game, fr: Frame) -> Ask | None:
    """An encounter carries him to the Other World of his choice, into area ``stage``."""
    inv = g.state.investigators[fr["who"]]
    worlds = sorted(g.content.worlds, key=lambda w: C.name_of(g, w))
    ans = fr.pop("ans", None)
    if ans not in worlds:
        return g.ask(
            fr,
            inv.seat,
            f"{C.inv_name(g, inv)} sails to an Other World",
            [(w, C.name_of(g, w)) for w in worlds],
            kind="world",
        )
    g.pop(fr)
    _into_world(g, inv, ans, fr["stage"], "carried there by an encounter")
    return None


def _into_world(g: Game, inv: Any, world: str, stage: int, why: str) -> None:
    inv.where, inv.stage, inv.explored, inv.jailed = world, stage, False, False
    area = "first" if stage == 1 else "second"
    g.log(f"{C.inv_name(g, inv)} goes to the {area} area of {C.name_of(g, world)} ({why})", RULE)


@op("gate_marker_world")
def op_gate_marker_world(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    st = g.state
    inv = st.investigators[fr["seat"]]
    if not st.gate_pile:
        g.log("No gate marker is left to show a world", RULE)
        return
    marker = st.gate_pile.pop(0)
    st.gate_pile.append(marker)  # discarded: back under the pile
    _into_world(g, inv, C.base_id(marker), 1, "the gate marker drawn shows it")
    from arkham.rules.classic.status import never_delayed

    if not never_delayed(g, inv):
        inv.delayed = True


@op("monsters_come", required=("monster",))
def op_monsters_come(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    g.push("kingsport.monsters_come", who=fr["seat"], monster=o["monster"])


@step("kingsport.monsters_come")
def monsters_come(g: Game, fr: Frame) -> None:
    """Every ``monster`` of that kind in Arkham, the Sky and the Outskirts comes to his place,
    and he faces each one still there (``queue``) in turn."""
    st = g.state
    inv = st.investigators[fr["who"]]
    if "queue" not in fr:
        fr["here"] = inv.where
        places = set(g.content.areas) | {SKY, OUTSKIRTS}
        come = sorted(m for m, p in st.monsters.items() if C.base_id(m) == fr["monster"] and p in places)
        for m in come:
            if st.monsters[m] != inv.where:
                g.log(
                    f"{C.monster_def(g, m).name} moves from {C.name_of(g, st.monsters[m])} to {C.name_of(g, inv.where)}",
                    RULE,
                )
                st.monsters[m] = inv.where
        fr["queue"] = come
    q = [m for m in fr["queue"] if st.monsters.get(m) == fr["here"]]
    if q and inv.where == fr["here"] and inv.out_turn != st.turn:
        fr["queue"] = q[1:]
        push_face(g, inv.seat, q[0])
        return None
    g.pop(fr)
    return None


@op("everyone_gains", required=("what", "n"))
def op_everyone_gains(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    for inv in g.state.investigators:
        if not inv.eliminated:
            C.gain(g, inv, o["what"], amount(g, fr, o["n"]), "an encounter's gift to every investigator", RULE)


@op("if_sky_monsters", nested=("do",))
def op_if_sky_monsters(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    if any(p == SKY for p in g.state.monsters.values()):
        run_ops(g, fr["seat"], o["do"], fr["ctx"], who=fr["who"])
    else:
        g.log("No monster is in the Sky: nothing happens", RULE)


@op("mythos_gate_encounter", required=("draw",))
def op_mythos_gate_encounter(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    deck = g.state.decks["mythos"]
    for _ in range(len(deck)):
        cid = deck.pop(0)
        deck.append(cid)
        gate = g.content.mythos[cid].gate
        g.log(f"Mythos card drawn for its gate location: {g.content.mythos[cid].name}", RULE)
        if gate and not C.is_closed(g, gate):
            g.push("fx.encounter_at", who=fr["seat"], area=gate, extra=o["draw"] - 1)
            return


@op("keep_location_card", required=("card",))
def op_keep_location_card(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    inv = g.state.investigators[fr["seat"]]
    here = fr["ctx"].get("card")
    for key, deck in g.state.decks.items():
        if key.startswith("loc:") and here in deck:
            deck.remove(here)
            g.state.box.append(here)
            g.log(f"The location card leaves the {C.name_of(g, key[4:])} deck: {C.inv_name(g, inv)} keeps it", RULE)
            break
    d = g.content.cards[o["card"]]
    c = C.find_in_deck(g, d.deck if d.deck != "special" else d.id, o["card"])
    if c is None:
        g.log(f"No {C.name_of(g, o['card'])} card is left", RULE)
        return
    C.take_card(g, inv, c, "a location card kept")


@op("brood_token")
def op_brood_token(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    from arkham.rules.kingsport import ancient_ones

    ancient_ones.gain_brood(g, g.state.investigators[fr["seat"]], "a Kingsport location card")


MODULE = register(RuleModule("kingsport.location_cards"))
