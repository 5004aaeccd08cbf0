"""Ops of investigator cards: drawing, taking, searching, buying and discarding them,
special cards, blessings and curses (the Cards section of docs/effects.md)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from arkham.effects.interp import amount, run_ops
from arkham.effects.registry import op
from arkham.engine import step
from arkham.effects.ops.context import inv as _inv, why as _why
from arkham.rules.classic import core as C

if TYPE_CHECKING:
    from arkham.engine import Ask, Frame, Game


@op("draw", required=("deck",), optional=("n", "keep"))
def op_draw(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    n = o.get("n", 1)
    if n == "all":  # look through the whole deck
        n = len(g.state.decks.get(o["deck"], []))
    else:
        n = amount(g, fr, n)
    g.push("draw", who=fr["seat"], seat=fr["seat"], deck=o["deck"], n=n, keep=o.get("keep", n), why=_why(g, fr))


@op("take", required=("card",), nested=("else",))
def op_take(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    inv = _inv(g, fr)
    cid = o["card"]
    d = g.content.cards[cid]
    deck = d.deck if d.deck != "special" else cid
    c = C.find_in_deck(g, deck, cid)
    if c is None:  # a card in the box he may take (Connections)
        c = next((x for x in C.from_box(g, inv, deck) if C.base_id(x) == cid), None)
        if c is not None:
            g.state.box.remove(c)
    if c is None:
        g.log(f"{d.name} is not available", "")
        run_ops(g, fr["seat"], o.get("else", []), fr["ctx"], who=fr["who"])
        return
    C.take_card(g, inv, c, _why(g, fr))


@op("search", required=("deck",), optional=("tag", "card"), nested=("else",))
def op_search(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    inv = _inv(g, fr)
    deck = g.state.decks.get(o["deck"], [])
    for i, c in enumerate(deck):
        d = C.card_def(g, c)
        if ("tag" in o and o["tag"] in d.tags) or ("card" in o and d.id == o["card"]):
            deck.pop(i)
            C.take_card(g, inv, c, "searched the deck")
            return
    for c in C.from_box(g, inv, o["deck"]):  # a card in the box he may take (Connections)
        d = C.card_def(g, c)
        if ("tag" in o and o["tag"] in d.tags) or ("card" in o and d.id == o["card"]):
            g.state.box.remove(c)
            C.take_card(g, inv, c, "taken from the box")
            return
    run_ops(g, fr["seat"], o.get("else", []), fr["ctx"], who=fr["who"])


@op("buy", required=("deck",), optional=("n", "price", "must", "discount", "max"))
def op_buy(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    n = o.get("n", 1)
    if n == "all":  # look through the whole deck
        n = len(g.state.decks.get(o["deck"], []))
    g.push(
        "buy",
        who=fr["seat"],
        deck=o["deck"],
        n=n,
        price=o.get("price", "list"),
        must=o.get("must", False),
        discount=o.get("discount", 0),
        max=o.get("max"),
    )


def price_of(g: Game, card: str, price: str | int, discount: int = 0) -> int:
    p = C.card_def(g, card).price or 0
    if isinstance(price, int):  # a flat price, whatever the list price
        p = price
    elif price == "list_plus_1":
        p += 1
    elif price == "list_plus_2":
        p += 2
    elif price == "list_minus_1":
        p -= 1
    elif price == "half":
        p = (p + 1) // 2
    return max(0, p - discount)


@step("buy")
def buy(g: Game, fr: Frame) -> Ask | None:
    """Draw N cards and buy at the price; shops oblige a purchase when affordable (FAQ)."""
    st = g.state
    inv = st.investigators[fr["who"]]
    deck = fr["deck"]
    if "drawn" not in fr:
        # the sheets' draw abilities apply at shops too (Bob's and Monterey's extra card is
        # simply one more to choose from; Pete may draw from the bottom)
        from arkham.rules.classic.setup import deal

        n = fr["n"] if isinstance(fr["n"], int) else len(st.decks.get(deck, []))
        asked = deal(g, fr, inv, deck, n)
        if asked is not None:
            return asked
        fr["bought"] = 0
    ans = fr.pop("ans", None)
    if ans is not None and ans.startswith("buy:"):
        c = ans[4:]
        C.pay(g, inv, "money", price_of(g, c, fr["price"], fr["discount"]), C.card_def(g, c).name)
        fr["drawn"].remove(c)
        C.take_card(g, inv, c, "bought")
        fr["bought"] += 1
        if fr["must"] or (fr.get("max") is not None and fr["bought"] >= fr["max"]):
            ans = "done"
    affordable, seen = [], set()
    for c in fr["drawn"]:  # one option per kind of card
        if C.can_pay(g, inv, "money", price_of(g, c, fr["price"], fr["discount"])) and C.base_id(c) not in seen:
            seen.add(C.base_id(c))
            affordable.append(c)
    if ans is None and not affordable and fr["bought"] == 0:  # say so, rather than nothing happening
        drawn = ", ".join(C.card_def(g, c).name for c in fr["drawn"]) or "no card (the deck is empty)"
        g.log(
            f"{C.inv_name(g, inv)} draws {drawn} but can afford none of them with ${inv.money}",
            "location ability" if fr["must"] else "",
        )
    if ans != "done" and affordable:
        opts = [
            (f"buy:{c}", f"Buy {C.card_def(g, c).name} for ${price_of(g, c, fr['price'], fr['discount'])}")
            for c in affordable
        ]
        if not (fr["must"] and fr["bought"] == 0):
            opts.append(("done", "Buy nothing more"))
        return g.ask(fr, inv.seat, f"{C.inv_name(g, inv)} may buy", opts, kind="buy")
    for c in fr["drawn"]:
        st.decks[deck].append(c)
    g.pop(fr)
    return None


@op("special", required=("card",))
def op_special(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    inv = _inv(g, fr)
    cid = o["card"]
    C.gain_special(g, inv, cid, _why(g, fr))
    if cid.endswith(":bank_loan") and C.has_card(g, inv, cid):
        C.gain(g, inv, "money", 10, "Bank Loan")


@op("bless")
def op_bless(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    C.gain_special(g, _inv(g, fr), "base:blessing", "blessed")


@op("curse")
def op_curse(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    C.gain_special(g, _inv(g, fr), "base:curse", "cursed")


@op("lose_special", required=("card",))
def op_lose_special(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    inv = _inv(g, fr)
    hook = g.rules.ruleset.lose_special
    if hook is not None and hook(g, inv, o["card"]):
        return  # a marker of the rule set, not a card
    c = C.has_card(g, inv, o["card"])
    if c and not sheet_keeps(g, inv, o["card"]):
        C.discard_card(g, inv, c, "encounter")


def sheet_keeps(g: Game, inv: Any, card_id: str) -> bool:
    """An investigator's sheet that says a card cannot be lost (Diana Stanley's membership)."""
    for who, r in C.sheet_rules(g, "keeps_card"):
        if who is inv and r.keeps_card(g, inv, card_id):
            g.log(f"{C.inv_name(g, inv)} cannot lose {C.name_of(g, card_id)}", "investigator ability")
            return True
    return False


@op("discard_card", required=("card",), optional=("box",))
def op_discard_card(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """Discard that card if held; ``box: true`` returns it to the box (out of the game)."""
    inv = _inv(g, fr)
    c = C.has_card(g, inv, o["card"])
    if c and not sheet_keeps(g, inv, o["card"]):
        C.discard_card(g, inv, c, "encounter", to_box=bool(o.get("box")))


# each kind of card an effect may make him discard: which cards are of it, and what a player
# calls one and more of them ("must discard 2 Spells")
_DISCARDS: dict[str, tuple[Callable[[Any], bool], str, str]] = {
    "item": (C.is_item, "item", "items"),
    "spell": (lambda d: d.deck == "spell", "Spell", "Spells"),
    "weapon": (lambda d: "weapon" in d.tags, "Weapon", "Weapons"),
    "weapon_or_spell": (lambda d: "weapon" in d.tags or d.deck == "spell", "Weapon or Spell", "Weapons or Spells"),
    "ally": (lambda d: d.deck == "ally", "Ally", "Allies"),
    "skill": (lambda d: d.deck == "skill", "Skill", "Skills"),
    "common": (lambda d: d.deck == "common", "Common Item", "Common Items"),
    "tome": (lambda d: "tome" in d.tags, "Tome", "Tomes"),
    "unique_tome": (lambda d: d.deck == "unique" and "tome" in d.tags, "Unique Tome", "Unique Tomes"),
    "unique_worth_5": (
        lambda d: d.deck == "unique" and (d.price or 0) >= 5,
        "Unique Item worth $5 or more",
        "Unique Items worth $5 or more",
    ),
    "unique": (lambda d: d.deck == "unique", "Unique Item", "Unique Items"),
    "card": (lambda d: True, "card", "cards"),
}
DISCARD_KINDS = {kind: test for kind, (test, _, _) in _DISCARDS.items()}
DISCARD_WORDS = {kind: (one, many) for kind, (_, one, many) in _DISCARDS.items()}


@op("discard", required=("what",), optional=("n", "card"))
def op_discard(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    n = o.get("n", 1)
    if n in ("half", "half_up"):  # half of the matching cards, rounded down / up
        inv = _inv(g, fr)
        test = DISCARD_KINDS[o["what"]]
        have = sum(1 for c in inv.cards if test(C.card_def(g, c)))
        n = have // 2 if n == "half" else (have + 1) // 2
        if n <= 0:
            return
    g.push("fx.discard", who=fr["seat"], what=o["what"], n=n, card=o.get("card"))


@step("fx.discard")
def fx_discard(g: Game, fr: Frame) -> Ask | None:
    """Discard ``n`` cards of a kind (``what``; ``card`` narrows it to one card) or ``all``
    of them; he picks which when he holds more than he must lose, and cards that cannot be
    lost against his will are passed over by a forced discard."""
    inv = g.state.investigators[fr["who"]]
    test = DISCARD_KINDS[fr["what"]]
    pool = [c for c in inv.cards if test(C.card_def(g, c)) and (fr.get("card") is None or C.base_id(c) == fr["card"])]
    # .18 Derringer, Deputy's Revolver: never lost unless the owner allows it (card text),
    # so a forced discard passes them over; he may still pick one when asked to choose
    forced = [c for c in pool if not C.cannot_lose(g, inv, c)]
    if fr["n"] == "all":
        for c in forced:
            C.discard_card(g, inv, c, "encounter")
        g.pop(fr)
        return None
    ans = fr.pop("ans", None)
    if ans is not None:
        C.discard_card(g, inv, ans.partition(":")[2], "encounter")
        fr["n"] -= 1
        pool.remove(ans.partition(":")[2])
    if fr["n"] <= 0 or not pool:
        g.pop(fr)
        return None
    if len(pool) <= fr["n"]:
        for c in pool:
            if c in forced:
                C.discard_card(g, inv, c, "encounter")
        g.pop(fr)
        return None
    return g.ask(
        fr,
        inv.seat,
        f"{C.inv_name(g, inv)} must discard {C.count(fr['n'], *DISCARD_WORDS[fr['what']])}",
        [(f"discard:{c}", C.card_def(g, c).name) for c in pool],
        kind="discard",
    )
