"""The effect ops of the classic rules (see docs/effects.md)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arkham.effects.interp import amount, run_ops
from arkham.effects.registry import RULES, op
from arkham.engine import step
from arkham.rules.classic import core as C
from arkham.rules.classic.checks import push_check
from arkham.rules.classic.combat import push_combat_check, push_face
from arkham.rules.classic.status import arrest, delay, devour, return_to_arkham, send_lost
from arkham.state import ENCOUNTER, SKY

if TYPE_CHECKING:
    from arkham.engine import Frame, Game


def _inv(g: Game, fr: Frame) -> Any:
    return g.state.investigators[fr["seat"]]


def _here(g: Game, fr: Frame) -> str:
    return fr["ctx"].get("area") or _inv(g, fr).where


def _why(g: Game, fr: Frame) -> str:
    """What the effect being resolved comes from, for the log: a Mythos card by name,
    else the encounter and where it is had."""
    ctx = fr["ctx"]
    card = ctx.get("card")
    if card in g.content.mythos:
        return g.content.mythos[card].name
    if isinstance(card, str) and "#" in card:  # an investigator card's own ability
        return C.card_def(g, card).name
    if ctx.get("world"):
        return f"an encounter in {C.name_of(g, ctx['world'])}"
    if ctx.get("area"):
        return f"an encounter at {C.name_of(g, ctx['area'])}"
    return "an encounter"


# ------------------------------------------------------------- resources
@op("gain", required=("what", "n"))
def op_gain(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    C.gain(g, _inv(g, fr), o["what"], amount(g, fr, o["n"]), _why(g, fr))


@op("reduce_to", required=("what", "n"))
def op_reduce_to(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """"Reduced to N": ``what`` (sanity, stamina, both or clues) above N is lost, as one loss
    (decided: a loss of the difference, so the cards that answer losses still may); at or
    below N nothing happens."""
    inv = _inv(g, fr)
    n = amount(g, fr, o["n"])
    if o["what"] == "clues":
        if inv.clues > n:
            run_ops(g, fr["seat"], [{"op": "lose", "what": "clues", "n": inv.clues - n}], fr["ctx"], who=fr["who"])
        return
    stats = ("sanity", "stamina") if o["what"] == "both" else (o["what"],)
    over = {w: getattr(inv, w) - n for w in stats if getattr(inv, w) > n}
    if over:
        C.push_loss(g, inv, **over, why=f"reduced to {n}")
    else:
        g.log(f"{C.inv_name(g, inv)} has no more than {n}: nothing is lost", _why(g, fr))


@op("lose", optional=("what", "n", "sanity", "stamina", "at_zero"))
def op_lose(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """``what`` + ``n``, or ``sanity`` and/or ``stamina`` amounts: a result that costs
    both at once is one loss, so the knock-out is judged after both tracks drop and
    an investigator brought to 0 in both is devoured (DH/KH rule change "Zero Sanity
    and Zero Stamina"; base p.17). Content loading rejects the form split in two.
    ``at_zero: devoured``: brought to 0 Sanity or Stamina by it, he is devoured."""
    inv = _inv(g, fr)
    if "what" not in o:
        C.push_loss(g, inv, sanity=amount(g, fr, o.get("sanity", 0)),
                    stamina=amount(g, fr, o.get("stamina", 0)), why=_why(g, fr),
                    devours="this encounter" if o.get("at_zero") == "devoured" else None)
        return
    n = amount(g, fr, o["n"])
    what = o["what"]
    if what == "sanity":
        C.push_loss(g, inv, sanity=n, why=_why(g, fr))
    elif what == "stamina":
        C.push_loss(g, inv, stamina=n, why=_why(g, fr))
    elif what == "both":
        C.push_loss(g, inv, sanity=n, stamina=n, why=_why(g, fr))
    elif what == "money" and money_waived(g, inv):
        g.log(f"{C.inv_name(g, inv)} loses no money ({_why(g, fr)})", "card")
    else:
        have = getattr(inv, what)
        setattr(inv, what, max(0, have - n))
        if min(n, have):
            g.log(f"{C.inv_name(g, inv)} loses {C.quantity(min(n, have), what)} ({_why(g, fr)})", "")


def money_waived(g: Game, inv: Any) -> bool:
    """Money the investigator need not have nor pay just now (extension point)."""
    return any(w(g, inv) for w in g.content.hooks.money_waived)


@op("pay", required=("what", "n"))
def op_pay(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    inv = _inv(g, fr)
    n = amount(g, fr, o["n"])
    if o["what"] == "money" and money_waived(g, inv):
        g.log(f"{C.inv_name(g, inv)} is counted as having paid ${n}", "card")
        return
    have = C.spendable(g, inv) if o["what"] == "money" else getattr(inv, o["what"])
    C.pay(g, inv, o["what"], n if n > have and C.can_pay(g, inv, o["what"], n) else min(n, have))
    if o["what"] in ("sanity", "stamina"):
        C.check_out(g, inv)


@op("restore", required=("what",))
def op_restore(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    inv = _inv(g, fr)
    for what in (("sanity", "stamina") if o["what"] == "both" else (o["what"],)):
        cap = C.max_sanity(g, inv) if what == "sanity" else C.max_stamina(g, inv)
        C.gain(g, inv, what, cap - getattr(inv, what), "restored")


@op("max", required=("what", "n"))
def op_max(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    inv = _inv(g, fr)
    if o["what"] == "sanity":
        inv.max_sanity_mod += o["n"]
        C.fit_to_max(g, inv)
    else:
        inv.max_stamina_mod += o["n"]
        C.fit_to_max(g, inv)
    g.log(f"{C.inv_name(g, inv)}'s maximum {o['what']} changes by {o['n']:+d}", "")
    C.check_out(g, inv)


@op("trophy", required=("kind",), optional=("n",))
def op_trophy(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    inv = _inv(g, fr)
    st = g.state
    for _ in range(o.get("n", 1)):
        if o["kind"] == "gate":
            if st.gate_pile:
                inv.gate_trophies.append(st.gate_pile.pop(0))
                g.log(f"{C.inv_name(g, inv)} gains a gate trophy", "")
        else:
            if st.cup:
                m = st.cup.pop(g.randbelow(len(st.cup)))
                st.monsters[m] = f"trophy:{inv.seat}"
                inv.monster_trophies.append(m)
                g.log(f"{C.inv_name(g, inv)} gains {C.name_of(g, m)} as a monster trophy", "")


# ----------------------------------------------------------------- cards
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
    g.push("buy", who=fr["seat"], deck=o["deck"], n=n, price=o.get("price", "list"),
           must=o.get("must", False), discount=o.get("discount", 0), max=o.get("max"))


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
def buy(g: Game, fr: Frame) -> None:
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
        g.log(f"{C.inv_name(g, inv)} draws {drawn} but can afford none of them with ${inv.money}",
              "location ability" if fr["must"] else "")
    if ans != "done" and affordable:
        opts = [(f"buy:{c}", f"Buy {C.card_def(g, c).name} for ${price_of(g, c, fr['price'], fr['discount'])}") for c in affordable]
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
    hook = g.ruleset.hooks.lose_special
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


DISCARD_KINDS = {
    "item": C.is_item,
    "spell": lambda d: d.deck == "spell",
    "weapon": lambda d: "weapon" in d.tags,
    "weapon_or_spell": lambda d: "weapon" in d.tags or d.deck == "spell",
    "ally": lambda d: d.deck == "ally",
    "skill": lambda d: d.deck == "skill",
    "common": lambda d: d.deck == "common",
    "tome": lambda d: "tome" in d.tags,
    "unique_tome": lambda d: d.deck == "unique" and "tome" in d.tags,
    "unique_worth_5": lambda d: d.deck == "unique" and (d.price or 0) >= 5,
    "unique": lambda d: d.deck == "unique",
    "card": lambda d: True,
}


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
def fx_discard(g: Game, fr: Frame) -> None:
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
    return g.ask(fr, inv.seat, f"{C.inv_name(g, inv)} must discard {fr['n']} {fr['what']}(s)",
                 [(f"discard:{c}", C.card_def(g, c).name) for c in pool], kind="discard")


# ------------------------------------------------------- checks & choices
@op("check", required=("skill",), optional=("mod", "diff", "kind"), nested=("pass", "fail"))
def op_check(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    g.push("fx.check", who=fr["who"], seat=fr["seat"], o=o, ctx=fr["ctx"])


@step("fx.check")
def fx_check(g: Game, fr: Frame) -> None:
    o = fr["o"]
    if "ret" not in fr:
        matters = "successes" in repr(o.get("pass", [])) or "successes" in repr(o.get("fail", []))
        if o["skill"] == "combat":  # Fight plus weapons and spells (base p.15), not a plain Fight check
            mod, diff = o.get("mod", 0), o.get("diff", 1)
            push_combat_check(g, fr["seat"], mod, diff, f"Combat ({mod:+d}) [{diff}] check", matters=matters)
            return None
        # ``kind`` names a special check made with the skill (a "Horror (+0) [3] check" is a
        # Will check of kind horror, base p.13): the bonuses, exclusions and re-rolls of that
        # kind of check apply to it (the Cross, Bravery, the Makeup Kit's exclusion)
        push_check(g, fr["seat"], o["skill"], o.get("mod", 0), o.get("diff", 1), kind=o.get("kind"), matters=matters)
        return None
    passed, succ = fr.pop("ret")
    g.pop(fr)
    ctx = dict(fr["ctx"], succ=succ)
    run_ops(g, fr["seat"], o.get("pass" if passed else "fail", []), ctx, who=fr["who"])
    if succ == 0 and ("world" in ctx or ctx.get("card") in g.content.locations):  # an encounter's check, no success (Delirium)
        inv = _inv(g, fr)
        for cost in C.card_data(g, inv, "no_success_loss"):
            C.push_loss(g, inv, sanity=cost.get("sanity", 0), stamina=cost.get("stamina", 0),
                        why="no success on an encounter's check", rule="card")
    return None


def row_for(results: dict[Any, Any] | None, n: int) -> list[dict[str, Any]] | None:
    """The ops of the table row for ``n`` (a roll or a count of successes): keys like
    "3", "1-2" or "3+"; None when no row matches."""
    for key, ops in (results or {}).items():
        k = str(key)
        if k.endswith("+"):
            if n >= int(k[:-1]):
                return ops
            continue
        lo, _, hi = k.partition("-")
        if int(lo) <= n <= int(hi or lo):
            return ops
    return None


@op("roll", optional=("n", "results", "per_success", "no_success", "per_failure"))
def op_roll(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    inv = _inv(g, fr)
    n = amount(g, fr, o.get("n", 1))  # a number or a word (open_gates...)
    dice = g.dice(n)
    g.log(f"{C.inv_name(g, inv)} rolls {dice}", "")
    if "per_success" in o or "no_success" in o or "per_failure" in o:
        floor = C.success_floor(g, inv)
        hits = sum(1 for d in dice if d >= floor)
        if not hits and o.get("no_success"):
            run_ops(g, fr["seat"], o["no_success"], fr["ctx"], who=fr["who"])
        for _ in range(hits):
            run_ops(g, fr["seat"], o.get("per_success", []), fr["ctx"], who=fr["who"])
        for _ in range(len(dice) - hits):
            run_ops(g, fr["seat"], o.get("per_failure", []), fr["ctx"], who=fr["who"])
        return
    total = sum(dice)
    ops = row_for(o.get("results"), total)
    if ops is not None:
        run_ops(g, fr["seat"], ops, dict(fr["ctx"], roll=total), who=fr["who"])


def cond_ok(g: Game, inv: Any, cond: dict[str, Any] | None) -> bool:
    if not cond:
        return True
    for k, v in cond.items():
        if k == "not":
            if cond_ok(g, inv, v):
                return False
        elif k == "any":  # a list of conditions, one of which must hold
            if not any(cond_ok(g, inv, c) for c in v):
                return False
        elif k in ("money", "clues", "sanity", "stamina"):
            if not C.can_pay(g, inv, k, v) and not (k == "money" and money_waived(g, inv)):
                return False
        elif k == "has_card":
            if not C.has_card(g, inv, v):
                return False
        elif k == "has_deck":
            if not any(C.card_def(g, c).deck == v for c in inv.cards):
                return False
        elif k == "special":
            if not C.has_card(g, inv, v):
                return False
        elif k == "investigator":
            if inv.id != v:
                return False
        elif k == "ancient_one":  # "if <name> is the Ancient One" (qualified id)
            if g.state.ancient_one != v:
                return False
        elif k == "monster_trophies":
            if len(inv.monster_trophies) < v:
                return False
        elif k == "gate_trophies":
            if len(inv.gate_trophies) < v:
                return False
        elif k == "holds":  # a card of a kind the op discard names (tome, unique_tome, weapon...),
            # or {kind: N}: at least N such cards ("if you discard 2 Common Items")
            for kind, n in (v.items() if isinstance(v, dict) else ((v, 1),)):
                if sum(1 for c in inv.cards if DISCARD_KINDS[kind](C.card_def(g, c))) < n:
                    return False
        elif k == "skill_at_least":  # {skill_at_least: {lore: 4}}: the skill's current value
            if any(C.skill_value(g, inv, s) < n for s, n in v.items()):
                return False
        elif k == "environment":  # {environment: true}: an Environment card is in play
            if bool(g.state.environment) != bool(v):
                return False
        elif k == "full":  # sanity, stamina or both at the maximum
            for what in (("sanity", "stamina") if v == "both" else (v,)):
                cap = C.max_sanity(g, inv) if what == "sanity" else C.max_stamina(g, inv)
                if getattr(inv, what) < cap:
                    return False
        elif k == "special_left":  # the deck of that special card still holds one
            if not g.state.decks.get(v):
                return False
        elif k == "toughness_total":
            if sum(C.trophy_worth(g, inv, m) for m in inv.monster_trophies) < v:
                return False
        else:  # pragma: no cover - content validation names the keys
            raise ValueError(f"unknown condition {k}")
    return True


@op("choose", required=("options",))
def op_choose(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    g.push("fx.choose", who=fr["who"], seat=fr["seat"], options=o["options"], ctx=fr["ctx"])


@step("fx.choose")
def fx_choose(g: Game, fr: Frame) -> None:
    inv = g.state.investigators[fr["seat"]]
    ok = [i for i, opt in enumerate(fr["options"]) if cond_ok(g, inv, opt.get("if"))]
    ans = fr.pop("ans", None)
    if ans is None:
        if not ok:
            g.pop(fr)
            return None
        return g.ask(fr, inv.seat, f"{C.inv_name(g, inv)} chooses", [(f"opt:{i}", fr["options"][i]["label"]) for i in ok], kind="choose")
    g.pop(fr)
    run_ops(g, fr["seat"], fr["options"][int(ans[4:])].get("do", []), fr["ctx"], who=fr["who"])
    return None


@op("may", required=("do",), optional=("label", "if"))
def op_may(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    if cond_ok(g, _inv(g, fr), o.get("if")):
        g.push("fx.may", who=fr["who"], seat=fr["seat"], o=o, ctx=fr["ctx"])


@step("fx.may")
def fx_may(g: Game, fr: Frame) -> None:
    inv = g.state.investigators[fr["seat"]]
    ans = fr.pop("ans", None)
    if ans is None:
        return g.ask(fr, inv.seat, fr["o"].get("label", "Do it?"), [("yes", "Yes"), ("no", "No")], kind="may")
    g.pop(fr)
    if ans == "yes":
        run_ops(g, fr["seat"], fr["o"]["do"], fr["ctx"], who=fr["who"])
    return None


@op("if", required=("cond",), nested=("then", "else"))
def op_if(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    ok = cond_ok(g, _inv(g, fr), o["cond"])
    run_ops(g, fr["seat"], o.get("then" if ok else "else", []), fr["ctx"], who=fr["who"])


@op("if_has_card", required=("card", "do"))
def op_if_has_card(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    if C.has_card(g, _inv(g, fr), o["card"]):
        run_ops(g, fr["seat"], o["do"], fr["ctx"], who=fr["who"])


@op("rule", required=("id",))
def op_rule(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    RULES[o["id"]](g, fr, o)


# --------------------------------------------------------- places & status
@op("move_to", required=("area",))
def op_move_to(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    inv = _inv(g, fr)
    if o["area"] in g.content.worlds:  # to the first area of another Other World
        inv.where = o["area"]
        inv.stage = 1
        inv.explored = False
        g.log(f"{C.inv_name(g, inv)} moves to {C.name_of(g, o['area'])}", "encounter")
        C.announce(g, "other_world_entered", inv)
        return
    if C.is_closed(g, o["area"]):
        g.log(f"{C.name_of(g, o['area'])} is closed", "")
        return
    C.move_investigator(g, inv, o["area"], "encounter")


@op("to_street")
def op_to_street(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    inv = _inv(g, fr)
    if inv.where in g.content.areas:
        C.move_investigator(g, inv, C.street_of(g, inv.where), "encounter")


@op("encounter_at", required=("area",), optional=("draw",))
def op_encounter_at(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """``draw: 2``: draw two cards there and choose one (one more for Darrell / Gloria, FAQ)."""
    extra = o.get("draw", 1) - 1
    if o["area"] in g.content.worlds:
        g.push("fx.visit_world", who=fr["seat"], world=o["area"], extra=extra)
        return
    if C.is_closed(g, o["area"]):
        g.log(f"{C.name_of(g, o['area'])} is closed", "")
        return
    g.push("fx.encounter_at", who=fr["seat"], area=o["area"], extra=extra)


@step("fx.visit_world")
def fx_visit_world(g: Game, fr: Frame) -> None:
    """One Other World encounter in that world, then back to where the investigator was
    (unless the encounter lost him in time and space or knocked him out)."""
    st = g.state
    inv = st.investigators[fr["who"]]
    if "back" not in fr:
        fr["back"] = inv.where
        fr["back_stage"] = inv.stage
        inv.where = fr["world"]
        inv.stage = 1
        inv.explored = False
        g.log(f"{C.inv_name(g, inv)} is drawn into {C.name_of(g, fr['world'])} for one encounter", "encounter")
        C.announce(g, "other_world_entered", inv)
        g.push("otherworld.inv", who=inv.seat, extra=fr["extra"])
        return None
    g.pop(fr)
    if inv.where == fr["back"] or inv.where == C.LOST or inv.out_turn == st.turn or inv.eliminated:
        return None
    if fr["back"] in g.content.worlds:  # sent from one Other World to another: back to the same area
        if inv.stage == 0:
            return None  # the visit brought him home to Arkham
        inv.where, inv.stage = fr["back"], fr.get("back_stage", 1)
        g.log(f"{C.inv_name(g, inv)} returns to {C.name_of(g, fr['back'])}", "encounter")
        return None
    C.move_investigator(g, inv, fr["back"], "back from the visit")
    return None


@step("fx.encounter_at")
def fx_encounter_at(g: Game, fr: Frame) -> None:
    """Move, deal with the monsters there, then a normal Arkham encounter there (FAQ)."""
    st = g.state
    inv = st.investigators[fr["who"]]
    if "st" not in fr:
        C.move_investigator(g, inv, fr["area"], "encounter")
        fr["st"] = "monsters"
        fr["queue"] = sorted(C.monsters_at(g, inv.where))
    if "ret" in fr:
        outcome = fr.pop("ret")
        if outcome == "lost" or inv.where != fr["area"]:
            g.pop(fr)
            return None
    q = [m for m in fr["queue"] if st.monsters.get(m) == inv.where]
    if q:
        fr["queue"] = q[1:]
        push_face(g, inv.seat, q[0])
        return None
    g.pop(fr)
    if C.is_location(g, inv.where):
        g.push("arkham.inv", who=inv.seat, extra=fr.get("extra", 0))
    return None


@op("delayed")
def op_delayed(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    delay(g, _inv(g, fr), "encounter")


@op("stay_in_world")
def op_stay(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    delay(g, _inv(g, fr), "held in the Other World")


@op("lose_turn")
def op_lose_turn(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    inv = _inv(g, fr)
    inv.lose_turn = g.state.turn + 1
    g.log(f"{C.inv_name(g, inv)} will lose the next turn", "DH FAQ lose your next turn")


@op("arrested")
def op_arrested(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    inv = _inv(g, fr)
    if inv.jailed:
        return
    arrest(g, inv, _why(g, fr), end=fr["who"] == inv.seat)


@op("lost")
def op_lost(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    inv = _inv(g, fr)
    send_lost(g, inv, _why(g, fr))
    if fr["who"] == inv.seat:
        C.end_activity(g, inv)


@op("devoured")
def op_devoured(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    devour(g, _inv(g, fr), "encounter")


@op("return_to_arkham")
def op_return(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    inv = _inv(g, fr)
    if inv.stage > 0:
        return_to_arkham(g, inv, "encounter")


@op("monster_appears", optional=("combat_mod",), nested=("defeated",))
def op_monster_appears(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """A monster appears: evade or fight it now; it never stays on the board (DH/KH ruling).
    ``combat_mod`` adds to every Combat check against it (negative: a penalty); ``defeated``:
    ops that follow only when he defeats it (not when he evades it)."""
    inv = _inv(g, fr)
    here = fr["ctx"].get("area") or inv.where
    if C.flux_stabilized(g, here):
        g.log("No monster can appear where Kate Winthrop stands", "investigator ability")
        return
    m = C.draw_monster(g)
    g.state.monsters[m] = ENCOUNTER
    g.log(f"A monster appears: {C.name_of(g, m)}", "base p.22 monsters in encounters")
    if o.get("defeated"):
        g.push("fx.if_defeated", who=fr["seat"], ops=o["defeated"], ctx=dict(fr["ctx"]))
    push_face(g, fr["seat"], m, enc=True, combat_mod=o.get("combat_mod", 0))


@step("fx.if_defeated")
def fx_if_defeated(g: Game, fr: Frame) -> None:
    """The outcome of facing a monster that appeared: its ``defeated`` ops when it was."""
    g.pop(fr)
    if fr.get("ret") == "defeated":
        run_ops(g, fr["who"], fr["ops"], fr["ctx"])


@op("gate_opens", optional=("monster",))
def op_gate_opens(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """A gate (and a monster) appear: doom rises, those here are drawn through and delayed (FAQ)."""
    area = _here(g, fr)
    if area in g.content.areas:
        g.push("gate.open", who=-1, area=area, surge=False, monster=o.get("monster", True))


@op("terror", required=("n",))
def op_terror(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    C.raise_terror(g, o["n"], "card")


@op("doom", required=("n",))
def op_doom(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    if o["n"] > 0:
        C.add_doom(g, o["n"], _why(g, fr), "card text")
    else:
        g.state.doom = max(0, g.state.doom + o["n"])
        g.log(f"Doom falls to {g.state.doom}", "")


@op("close_location", required=("area",), optional=("until",))
def op_close_location(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    close_until(g, [o["area"]], o.get("until"))


@op("clue_here", optional=("n",))
def op_clue_here(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    area = _here(g, fr)
    g.state.clues_on[area] = g.state.clues_on.get(area, 0) + o.get("n", 1)


# ------------------------------------------------------------ mythos ops
def close_until(g: Game, areas: list[str], until: str | None) -> None:
    st = g.state
    last = st.turn + 1 if until == "end_of_next_turn" else 10 ** 6
    for a in areas:
        C.close_location(g, a, "mythos", permanent=until is None)
        st.until.append(["closed", a, last])


@op("close_locations", required=("areas",), optional=("until",))
def op_close_locations(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    close_until(g, o["areas"], o.get("until"))


@op("block_street", required=("area",), optional=("until",))
def op_block_street(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    g.state.until.append(["block_street", o["area"], g.state.turn + 1])
    g.log(f"No one may move into or out of {C.name_of(g, o['area'])} until the end of next turn", "mythos")


@op("release_jailed")
def op_release(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    for inv in g.state.investigators:
        if inv.jailed:
            inv.jailed = False
            inv.delayed = False
            inv.lose_turn = -1
            g.log(f"{C.inv_name(g, inv)} is released from jail", "mythos")


@op("no_arrests", optional=("until",))
def op_no_arrests(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    g.state.until.append(["no_arrests", None, g.state.turn + 1])
    g.log("No one may be arrested until the end of next turn", "mythos")


def matches(g: Game, m: str, place: str, where: dict[str, Any]) -> bool:
    areas = g.content.areas
    if "neighborhood" in where:
        return place in areas and areas[place].neighborhood == where["neighborhood"]
    if where.get("streets"):
        return place in areas and areas[place].kind == "street"
    if where.get("locations"):
        return place in areas and areas[place].kind == "location"
    if "areas" in where:
        return place in where["areas"]
    if "symbol" in where:  # every monster on the board with that dimensional symbol
        on_board = place in areas or place in (SKY, C.OUTSKIRTS)
        return on_board and C.monster_def(g, m).symbol == where["symbol"]
    if "kinds" in where:
        return (place in areas or place in (SKY, C.OUTSKIRTS)) and C.base_id(m).partition(":")[2] in where["kinds"]
    return False


@op("return_monsters", required=("where",), optional=("terror_if_any",))
def op_return_monsters(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    spare = g.ruleset.hooks.spared_monsters  # e.g. monsters placed earlier in the same Upkeep
    kept = set(spare(g)) if spare else set()
    back = [m for m, p in g.state.monsters.items() if m not in kept and matches(g, m, p, o["where"])]
    for m in back:
        C.to_cup(g, m)
    g.log(f"{C.names_of(g, back)} return{'s' if len(back) == 1 else ''} to the cup" if back
          else "No monster is affected", "card text")
    n = len(back)
    if n and o.get("terror_if_any"):
        C.raise_terror(g, o["terror_if_any"], "monsters were returned to the cup")


@op("monsters_appear", required=("area", "n"))
def op_monsters_appear(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    if C.flux_stabilized(g, o["area"]):  # Kate Winthrop: no monster can appear where she stands (her sheet)
        g.log(f"Kate Winthrop's flux stabilizer keeps monsters from appearing at {C.name_of(g, o['area'])}", "investigator ability")
        return
    for _ in range(o["n"]):
        C.place_monster(g, C.draw_monster(g), o["area"], "mythos")


@op("each_investigator", required=("do",), optional=("in_arkham",))
def op_each(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    for inv in reversed(C.in_order(g)):
        if o.get("in_arkham") and not C.in_arkham(g, inv):
            continue  # e.g. Temperence Fever: only investigators in Arkham (card text)
        if not inv.eliminated:
            g.push("fx", who=inv.seat, seat=inv.seat, ops=o["do"], i=0, ctx=dict(fr["ctx"]))


@op("first_player", required=("do",))
def op_first_player(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    run_ops(g, g.state.first, o["do"], fr["ctx"])


@op("return_lost_investigators")
def op_return_lost(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    for inv in reversed(C.in_order(g)):
        if inv.where == C.LOST and not inv.eliminated:
            inv.delayed = False
            g.push("upkeep.return", who=inv.seat)


@op("offer_return_from_other_worlds")
def op_offer_return(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    for inv in reversed(C.in_order(g)):
        if inv.stage > 0 and not inv.eliminated:
            g.push("fx.may", who=inv.seat, seat=inv.seat, ctx={},
                   o={"label": f"{C.inv_name(g, inv)} may return to Arkham now", "do": [{"op": "return_to_arkham"}]})


@op("trophies_come_alive", required=("monster", "area"))
def op_trophies_alive(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    for inv in g.state.investigators:
        for m in list(inv.monster_trophies):
            if C.base_id(m).partition(":")[2] == o["monster"]:
                inv.monster_trophies.remove(m)
                C.place_monster(g, m, o["area"], "mythos")


@op("roll_stat_dice", required=("stat",), nested=("then",))
def op_roll_stat(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """Roll dice equal to the stat, lose 1 per failed die; at 0 devoured, else ``then``."""
    inv = _inv(g, fr)
    stat = o["stat"]
    dice = g.dice(getattr(inv, stat))
    fails = sum(1 for d in dice if d < C.success_floor(g, inv))
    g.log(f"{C.inv_name(g, inv)} rolls {dice}: {fails} failure(s)", "mythos")
    setattr(inv, stat, max(0, getattr(inv, stat) - fails))
    if getattr(inv, stat) <= 0:
        devour(g, inv, f"gave too much of {C.pron(g, inv, 'himself')}")
        return
    run_ops(g, fr["seat"], o.get("then", []), fr["ctx"], who=fr["who"])


@op("estate_sale", optional=("n",))
def op_estate_sale(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    g.push("buy", who=fr["seat"], deck="unique", n=o.get("n", 2), price="list", must=False, discount=0)
