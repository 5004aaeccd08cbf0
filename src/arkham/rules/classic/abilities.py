"""Activated abilities of investigator cards: windows, costs, casting, effects.

A card's ``data.uses`` is a list of abilities. Each names the *window* it can be
used in, its *cost*, and what it does::

    uses:
      - label: Read it
        window: movement          # upkeep | movement | other_world | encounter | combat | any
        where: arkham             # optional: arkham | street | other_world | combat
        cost: {exhaust: true, movement: 2}
        check: {skill: lore, mod: -1}      # or cast: true for a spell (Lore + cast modifier, Sanity cost)
        pass: [{op: draw, deck: spell}, {op: discard_this}]
        fail: []

``window: any`` ("Any Phase") abilities are offered at every decision point the
investigator has in his own phase steps and in combat, but never between
drawing an encounter and resolving it (FAQ). Re-rolls and loss prevention are
windows of their own (``reroll`` and ``prevent`` data, see checks.py and the
``loss`` step). A card discarded to pay a cost of something else gives none of
its own benefits (FAQ); discarding as part of a card's own ability is not that.
The ops only such abilities do (``discard_this``, ``combat_effect``...) are in
:mod:`arkham.effects.ops.abilities`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arkham.effects.interp import run_ops
from arkham.engine import step
from arkham.rules.classic import core as C
from arkham.rules.classic.checks import push_check

if TYPE_CHECKING:
    from arkham.engine import Ask, Frame, Game

# which ability windows each decision point offers
OFFERED = {
    "upkeep": ("upkeep", "any"),
    "movement": ("movement", "any"),
    "other_world": ("other_world", "any"),
    "encounter": ("encounter", "any"),
    "combat": ("combat", "any"),
    "evade": ("evade",),
    "gate": ("gate",),
}


def spell_cost(g: Game, card: str, inv: Any = None) -> int:
    if C.lasting_of(g, "spell_cost_zero"):
        return 0
    cost = C.card_def(g, card).sanity_cost or 0
    if inv is not None:
        for r in C.own_rules(g, inv, "spell_cost"):  # Daisy Walker's Iron Will
            cost = r.spell_cost(g, inv, cost)
    return cost


def pay_spell_cost(g: Game, inv: Any, card: str, cost: int, why: str) -> None:
    """Pay a casting's Sanity cost. A ready card with ``spell_cost_exhaust`` (Seven Cryptical
    Books of Hsan) is exhausted instead of 1 of it, by itself on the first such cost (a
    decision: it can only spare Sanity, so it is never held back). A card with
    ``spell_cost_tokens: N`` takes tokens from the bank instead, and is discarded at N tokens:
    one token for each point of the cost (the Bargain of Celaeno, always used), or with
    ``spell_cost_per: cast`` one token for the whole cost (Crystal of the Elder Things; a
    decision, as its tokens run out: used by itself on a cost of 2 or more, or on one that
    would take his last Sanity)."""
    name = C.card_def(g, card).name
    if cost > 0:
        for c in inv.cards:
            if c not in inv.exhausted and C.card_def(g, c).data.get("spell_cost_exhaust"):
                inv.exhausted.append(c)
                cost -= 1
                g.log(
                    f"{C.inv_name(g, inv)} exhausts {C.card_def(g, c).name} instead of paying 1 Sanity for {name}",
                    "card",
                )
                break
    for c in list(inv.cards):
        d = C.card_def(g, c).data
        limit = d.get("spell_cost_tokens")
        if not limit or cost <= 0:
            continue
        if d.get("spell_cost_per") == "cast":
            if cost >= 2 or inv.sanity <= cost:
                g.log(
                    f"{C.inv_name(g, inv)} places a token on {C.card_def(g, c).name} instead of paying "
                    f"{cost} Sanity for {name}",
                    "card",
                )
                add_token(g, inv, c, limit)
                cost = 0
            continue
        while cost > 0 and c in inv.cards:
            cost -= 1
            g.log(
                f"{C.inv_name(g, inv)} puts a token on {C.card_def(g, c).name} instead of paying 1 Sanity for {name}",
                "card",
            )
            add_token(g, inv, c, limit)
    if cost > 0:
        C.pay(g, inv, "sanity", cost, why)
        C.check_out(g, inv)


def usable(g: Game, inv: Any, card: str, use: dict[str, Any], point: str, ctx: dict[str, Any]) -> bool:
    if use["window"] not in OFFERED.get(point, ()):
        return False
    where = use.get("where")
    if where == "arkham" and inv.where not in g.content.areas:
        return False
    if where == "other_world" and inv.stage == 0:
        return False
    if where == "street" and not C.is_street(g, inv.where):
        return False
    if where == "combat" and "monster" not in ctx:
        return False
    if use.get("vs") is not None:  # only against monsters of those kinds (Handcuffs)
        m = ctx.get("monster")
        if m is None or C.base_id(m).partition(":")[2] not in use["vs"]:
            return False
    if g.state.awakened and use.get("not_in_battle"):
        return False
    if use.get("fresh_move") and not ctx.get("fresh"):
        return False
    if use.get("hands") and use["hands"] > 2 - sum(C.card_def(g, c).hands for c in ctx.get("busy", ())):
        return False
    cost = use.get("cost", {})
    if cost.get("exhaust") and card in inv.exhausted:
        return False
    for stat in ("sanity", "stamina", "money", "clues"):
        if not C.can_pay(g, inv, stat, cost.get(stat, 0)):
            return False
    if cost.get("movement", 0) > ctx.get("pts", 0):
        return False
    if cost.get("focus"):
        from arkham.rules.classic.turn import focus_left

        if focus_left(g, inv) < cost["focus"]:
            return False
    if use.get("cast"):
        if C.lasting_of(g, "no_spells") or inv.sanity < spell_cost(g, card, inv):
            return False
        possible = g.rules.ruleset.cast_possible  # e.g. a rule set where failed casts may be retried
        if possible is not None and not possible(g, inv, card, use, ctx):
            return False
    if use.get("needs") == "damaged" and inv.stamina >= C.max_stamina(g, inv) and inv.sanity >= C.max_sanity(g, inv):
        return False
    if use.get("needs") in ("sanity", "stamina"):
        stat = use["needs"]
        cap = C.max_sanity(g, inv) if stat == "sanity" else C.max_stamina(g, inv)
        if getattr(inv, stat) >= cap:
            return False
    if use.get("needs") == "doom_tokens" and g.state.doom <= 0:
        return False  # nothing on the doom track to remove
    if use.get("needs") == "sky_monsters" and C.SKY not in g.state.monsters.values():
        return False  # Lightning Gun: nothing to shoot at
    if use.get("needs") == "exhausted_spell" and not any(
        c in inv.exhausted and C.card_def(g, c).deck == "spell" for c in inv.cards
    ):
        return False
    if use.get("needs") == "physical_weapon" and not any(
        C.card_def(g, c).data.get("bonus_type") == "physical" for c in ctx.get("held", [])
    ):
        return False
    return True


def options(g: Game, inv: Any, point: str, ctx: dict[str, Any] | None = None) -> list[tuple[str, str]]:
    """Abilities the investigator can use at this decision point, as choice options."""
    ctx = ctx or {}
    out = []
    by_point = g.content.rule_cache.get("uses_at")  # _uses_at, read inline when filled (a hot path)
    at = by_point.get(point) if by_point is not None else None
    if at is None:
        at = _uses_at(g, point)
    for c in inv.cards:
        offered = at.get(c)
        if offered is None:
            offered = at[c] = _offered_uses(g, c, point)
        for i, use, label in offered:
            if usable(g, inv, c, use, point, ctx):
                out.append((f"use:{c}:{i}", label))
    return out


def _uses_at(g: Game, point: str) -> dict[str, tuple[tuple[int, dict[str, Any], str], ...]]:
    """Card instance -> the uses it offers at this decision point (a cache on the content,
    which is read-only: most cards have no use for most windows)."""
    cache = g.content.rule_cache.get("uses_at")
    if cache is None:
        cache = g.content.rule_cache["uses_at"] = {}
    at = cache.get(point)
    if at is None:
        at = cache[point] = {}
    return at


def _offered_uses(g: Game, card: str, point: str) -> tuple[tuple[int, dict[str, Any], str], ...]:
    d = C.card_def(g, card)
    windows = OFFERED.get(point, ())
    return tuple(
        (i, use, f"{d.name}: {use.get('label', 'use it')}")
        for i, use in enumerate(d.data.get("uses") or ())
        if use["window"] in windows
    )


def start(g: Game, inv: Any, ans: str, ctx: dict[str, Any] | None = None) -> None:
    """Pay an ability's cost and push the step that resolves it."""
    card, idx = ans[4:].rsplit(":", 1)
    use = C.card_def(g, card).data["uses"][int(idx)]
    cost = use.get("cost", {})
    name = C.card_def(g, card).name
    if cost.get("exhaust"):
        inv.exhausted.append(card)
    if cost.get("discard"):
        C.discard_card(g, inv, card, "used")
    if use.get("tokens"):
        add_token(g, inv, card, use["tokens"], to_box=bool(use.get("box_when_full")))
    for stat in ("money", "clues", "sanity", "stamina"):
        if cost.get(stat):
            C.pay(g, inv, stat, cost[stat], name)
    if cost.get("focus"):
        from arkham.rules.classic.turn import spend_focus

        spend_focus(g, inv, cost["focus"], name)
    if cost.get("movement"):
        mv = find_frame(g, inv, "move")
        if mv is not None:
            mv["pts"] -= cost["movement"]
    g.log(f"{C.inv_name(g, inv)} uses {name}", "card")
    health_cost = bool(cost.get("sanity") or cost.get("stamina"))
    despite = health_cost and use.get("despite_cost")
    if despite:
        # the effect happens even when paying for it knocks the user out, as with the
        # Elder Sign (base p.18); the knock-out is judged once it has resolved
        g.push("status.check_out", who=inv.seat)
    g.push("ability", who=inv.seat, card=card, use=int(idx), ctx=dict(ctx or {}, card=card))
    if health_cost and not despite:
        C.check_out(g, inv)


def add_token(g: Game, inv: Any, card: str, limit: int, to_box: bool = False) -> None:
    """Put a token on a card (Silver Key, Enchanted Jewelry, Book of Dzyan); at ``limit``
    tokens the card is discarded (returned to the box with ``to_box``: a use marked
    ``box_when_full``, the Terrible Old Man's fetish bag)."""
    key = f"tokens:{card}"
    n = g.state.counters.get(key, 0) + 1
    if n < limit:
        g.state.counters[key] = n
        return
    g.state.counters.pop(key, None)
    if card in inv.cards:
        C.discard_card(g, inv, card, f"{C.count(n, 'token')} on it", to_box=to_box)


def act(g: Game, inv: Any, ans: str, ctx: dict[str, Any] | None = None) -> bool:
    """Carry out an ability ("use:...") or trading ("trade:N") answer from any menu that
    offers them; False when the answer is something else."""
    if ans.startswith("use:"):
        start(g, inv, ans, ctx)
        return True
    if ans.startswith("trade:"):
        seat, _, mode = ans[6:].partition(":")
        g.push(
            "trade", who=inv.seat, partner=int(seat), items_only=mode == "items"
        )  # trading does not end a move (FAQ)
        return True
    return False


def find_frame(g: Game, inv: Any, kind: str) -> Frame | None:
    aliases = g.rules.ruleset.frame_aliases  # a rule set's own steps that play this part
    kinds = (kind, *aliases(kind)) if aliases else (kind,)
    for fr in reversed(g.state.stack):
        if fr.get("k") in kinds and fr.get("who") == inv.seat:
            return fr
    return None


def combat_frame(g: Game, inv: Any) -> Frame | None:
    return find_frame(g, inv, "combat")


def push_cast_check(g: Game, inv: Any, card: str, use: dict[str, Any], ctx: dict[str, Any]) -> None:
    """The Spell check of casting: Lore with the casting modifier (or the monster's
    awareness), against 1 or the monster's toughness."""
    d = C.card_def(g, card)
    mod = d.cast_mod or 0
    if d.data.get("cast_mod_from") == "monster_awareness" and ctx.get("monster"):
        mod = C.monster_stat(g, ctx["monster"], "awareness")
    diff = 1
    if use.get("successes") == "monster_toughness" and ctx.get("monster"):
        diff = C.toughness(g, ctx["monster"])
    push_check(
        g, inv.seat, "lore", mod, diff, kind="spell", matters=bool(use.get("per_success")), why=f"casting {d.name}"
    )


@step("ability")
def ability(g: Game, fr: Frame) -> None:
    """Use an ability of a held card (``card``, ``use``): a Spell is paid for and cast, a
    use with a check makes it; the ops for the result (or the plain ``effect``) then run. A
    failed cast in combat keeps its hands busy for the round."""
    inv = g.state.investigators[fr["who"]]
    card = fr["card"]
    d = C.card_def(g, card)
    use = d.data["uses"][fr["use"]]
    if "ret" not in fr and (use.get("cast") or use.get("check")):
        if use.get("cast"):
            cost = spell_cost(g, card, inv)
            if cost:
                pay_spell_cost(g, inv, card, cost, f"casting {d.name}")
            push_cast_check(g, inv, card, use, fr["ctx"])
        else:
            chk = use["check"]
            push_check(g, inv.seat, chk["skill"], chk.get("mod", 0), chk.get("diff", 1), why=d.name)
        return None
    g.pop(fr)
    ctx = dict(fr["ctx"])
    if "ret" in fr:
        passed, succ = fr.pop("ret")
        ctx["succ"] = succ
        ops = use.get("pass", []) if passed else use.get("fail", [])
        cf = combat_frame(g, inv) if use.get("cast") and use.get("hands") and not passed else None
        if cf is not None and card in inv.cards:
            cf.setdefault("failed", []).append(card)  # KH FAQ: a failed cast holds its hands this round
    else:
        ops = use.get("effect", [])
    for r in C.own_rules(g, inv, "use_ops"):  # Daisy Walker reads a Tome without losing Sanity
        ops = r.use_ops(g, inv, card, ops)
    run_ops(g, inv.seat, ops, ctx)
    return None


# ------------------------------------------------------------ the loss window
def prevention_options(
    g: Game, inv: Any, sanity: int, stamina: int, source: str | None = None
) -> list[tuple[str, str]]:
    """Cards that answer a loss (Flesh Ward, Food, Whiskey, Obsidian Statue, Enchanted Jewelry).

    The FAQ lets Flesh Ward be used even while an encounter is being resolved,
    because it exists to answer a loss; the other cards here also do nothing but
    answer a loss, so they share that exception (a decision recorded here)."""
    out = []
    # his own cards, then cards of others that may spare anyone (``anyone``: the White Feather)
    mine = [(c, None) for c in inv.cards]
    theirs = [
        (c, o)
        for o in g.state.investigators
        if o is not inv and not o.eliminated
        for c in o.cards
        if any(u.get("anyone") for u in C.card_def(g, c).data.get("uses", []))
    ]
    for c, holder in mine + theirs:
        for i, use in enumerate(C.card_def(g, c).data.get("uses", [])):
            if use["window"] != "loss" or holder is not None and not use.get("anyone"):
                continue
            if use.get("source") and use["source"] != source:
                continue  # Warding Statue: only a monster's damage after a failed Combat check (card text)
            stats = use.get("stat", "stamina")
            if not ((sanity > 0 and stats in ("sanity", "either")) or (stamina > 0 and stats in ("stamina", "either"))):
                continue
            cost = use.get("cost", {})
            if cost.get("exhaust") and c in (holder or inv).exhausted:
                continue
            if use.get("cast") and (C.lasting_of(g, "no_spells") or inv.sanity < spell_cost(g, c, inv)):
                continue
            name = C.card_def(g, c).name + (f" of {C.inv_name(g, holder)}" if holder is not None else "")
            if stats == "either" and sanity > 0 and stamina > 0:
                # "Stamina or Sanity loss": with both at stake the holder picks which (Obsidian Statue)
                out.append((f"use:{c}:{i}:stamina", f"{name}: cancel the Stamina loss"))
                out.append((f"use:{c}:{i}:sanity", f"{name}: cancel the Sanity loss"))
                continue
            out.append((f"use:{c}:{i}", f"{name}: {use.get('label', 'prevent the loss')}"))
    return out


@step("loss")
def loss(g: Game, fr: Frame) -> Ask | None:
    """Lose Sanity and/or Stamina, after the chance to answer with a card."""
    inv = g.state.investigators[fr["who"]]
    if inv.eliminated:
        g.pop(fr)
        return None
    san, sta = fr.get("sanity", 0), fr.get("stamina", 0)
    if fr.get("st") == "cast":
        passed = fr.pop("ret")[0]
        fr["st"] = None
        if passed:
            use = fr.pop("pending_use")
            _prevent(g, fr, inv, use)
            return None
        fr.pop("pending_use", None)
    ans = fr.pop("ans", None)
    if ans is None and not fr.get("helped"):
        fr["helped"] = True  # extension point: another sheet may soften the loss first (Leo Anderson)
        pushed = False
        for who, r in C.sheet_rules(g, "before_loss"):
            pushed = r.before_loss(g, fr, who, inv) or pushed
        if pushed:
            return None
    if ans is None:
        reduced_san = max(0, san - (1 if san > 0 and C.has_ability(g, inv, "strong_mind") else 0))
        reduced_sta = max(0, sta - (1 if sta > 0 and C.has_ability(g, inv, "strong_body") else 0))
        opts = prevention_options(g, inv, reduced_san, reduced_sta, fr.get("source"))
        if opts:
            parts = [f"{n} {w}" for n, w in ((reduced_san, "Sanity"), (reduced_sta, "Stamina")) if n]
            return g.ask(
                fr,
                inv.seat,
                f"{C.inv_name(g, inv)} is about to lose {' and '.join(parts)} ({fr.get('why', '')})",
                [("take", "Take the loss")] + opts,
                kind="loss",
            )
    if ans is not None and ans.startswith("use:"):
        body, pick = ans[4:], None
        if body.endswith((":stamina", ":sanity")):
            body, _, pick = body.rpartition(":")
        card, idx = body.rsplit(":", 1)
        use = dict(C.card_def(g, card).data["uses"][int(idx)], card=card)
        if pick:
            use["stat"] = pick
        cost = use.get("cost", {})
        if cost.get("exhaust"):
            next(i for i in g.state.investigators if card in i.cards).exhausted.append(card)
        if use.get("cast"):
            d = C.card_def(g, card)
            c = spell_cost(g, card, inv)
            fr["st"] = "cast"
            fr["pending_use"] = use
            push_check(g, inv.seat, "lore", d.cast_mod or 0, 1, kind="spell", why=f"casting {d.name}")
            if c:
                pay_spell_cost(g, inv, card, c, d.name)
            return None
        _prevent(g, fr, inv, use)
        return None
    g.pop(fr)
    C.lose(g, inv, sanity=san, stamina=sta, why=fr.get("why", ""), rule=fr.get("rule", ""), devours=fr.get("devours"))
    return None


def _prevent(g: Game, fr: Frame, inv: Any, use: dict[str, Any]) -> None:
    card = use["card"]
    # another's card that spares anyone (``anyone``) is spent from its holder's hand
    holder = inv if card in inv.cards else next(i for i in g.state.investigators if card in i.cards)
    name = C.card_def(g, card).name
    amount = use.get("amount", "all")
    stats = use.get("stat", "stamina")
    for stat in ("stamina", "sanity"):
        if stats not in (stat, "either") or fr.get(stat, 0) <= 0:
            continue
        before = fr[stat]
        fr[stat] = 0 if amount == "all" else max(0, before - int(amount))
        g.log(f"{name} spares {C.inv_name(g, inv)} {before - fr[stat]} {stat}", "card")
        if stats == "either":
            break
    if use.get("tokens"):
        add_token(g, holder, card, use["tokens"], to_box=bool(use.get("box_when_full")))
    elif use.get("cost", {}).get("discard"):
        C.discard_card(g, holder, card, "used")


def wagon_roll(g: Game, inv: Any) -> None:
    """After each combat and each return from an Other World: on a 1 the Wagon is gone."""
    c = C.has_card(g, inv, "base:patrol_wagon")
    if c is None:
        return
    d = g.die()
    if d == 1:
        C.discard_card(g, inv, c, "rolled a 1", to_box=True)
    else:
        g.log(f"The Patrol Wagon holds up (rolled {d})", "card")


IGNORABLE = (
    "ambush",
    "endless",
    "physical_resistance",
    "physical_immunity",
    "magical_resistance",
    "nightmarish",
    "overwhelming",
)


@step("ability.ignore")
def ignore_ability(g: Game, fr: Frame) -> Ask | None:
    """Red Sign of Shudde M'ell: ignore one of the monster's abilities, not Magical Immunity."""
    inv = g.state.investigators[fr["who"]]
    cf = combat_frame(g, inv)
    ans = fr.pop("ans", None)
    if cf is None or cf.get("monster") is None:  # no monster (an Ancient One): nothing to ignore
        g.pop(fr)
        return None
    m = cf["monster"]
    md = C.monster_def(g, m)
    have = [a for a in IGNORABLE if a in C.monster_abilities(g, m) or getattr(md, a, False)]
    if not have:
        g.pop(fr)
        return None
    if ans is None and len(have) > 1:
        return g.ask(
            fr,
            inv.seat,
            f"Ignore which ability of {md.name}?",
            [(a, a.replace("_", " ").capitalize()) for a in have],
            kind="ignore",
        )
    g.pop(fr)
    cf["ignored_ability"] = ans or have[0]
    g.log(f"{md.name} loses its {cf['ignored_ability'].replace('_', ' ')} for this combat", "card")
    return None


# ------------------------------------------------------------------ trading
TRADABLE = ("common", "unique", "spell")


def trade_options(g: Game, inv: Any) -> list[tuple[str, str]]:
    """Investigators in the same place may trade items, spells and money, at any time but
    in combat (base p.23, FAQ); here each hands over what he chooses."""
    if g.state.counters.get("no_trading"):  # a failed Rumor ends trading for good (Mistrust)
        return []
    together = g.state.awakened  # in the final battle everyone trades as if in one place (base p.22)
    partners = [
        o
        for o in g.state.investigators
        if o is not inv
        and not o.eliminated
        and (together or (o.where == inv.where and o.stage == inv.stage and inv.where != C.LOST))
    ]
    if not partners:  # nobody to trade with (first: the usual case, and the cheapest to know)
        return []
    goods = g.rules.packs.trade_goods  # extension point: more to trade (Clue tokens)
    if (
        not inv.money
        and not any(C.card_def(g, c).deck in TRADABLE for c in inv.cards)
        and not any(t.offered(g, inv) for t in goods)
    ):
        return []
    return [(f"trade:{o.seat}", f"Trade with {C.inv_name(g, o)}") for o in partners]


def remote_trade_options(g: Game, inv: Any) -> list[tuple[str, str]]:
    """Items (not money) handed to anyone, wherever they are, in the Upkeep while a card
    allows it (the ``remote_trading`` mark: Couriers in Town!)."""
    until = g.state.until
    if (
        not until
        or not any(u[0] == "remote_trading" for u in until)
        or g.state.awakened
        or g.state.counters.get("no_trading")
    ):
        return []
    if not any(C.card_def(g, c).deck in TRADABLE for c in inv.cards):
        return []
    return [
        (f"trade:{o.seat}:items", f"Send items to {C.inv_name(g, o)}")
        for o in g.state.investigators
        if o is not inv and not o.eliminated
    ]


@step("trade")
def trade(g: Game, fr: Frame) -> Ask | None:
    """Trading between two investigators in one place (``partner``): items, money (unless
    ``items_only``) and what a box adds, one give at a time, until he is done."""
    inv = g.state.investigators[fr["who"]]
    other = g.state.investigators[fr["partner"]]
    ans = fr.pop("ans", None)
    if ans is not None:
        if ans == "done":
            g.pop(fr)
            return None
        verb, _, what = ans.partition(":")
        handled = any(t.act(g, inv, other, ans) for t in g.rules.packs.trade_goods)  # each logs its own
        if not handled and verb == "money":
            n = int(what)
            inv.money -= n
            other.money += n
            g.log(f"{C.inv_name(g, inv)} gives ${n} to {C.inv_name(g, other)}", "base p.23 trading")
        elif not handled:
            C.hand_over(g, inv, other, what)
            g.log(
                f"{C.inv_name(g, inv)} gives {C.card_def(g, what).name} to {C.inv_name(g, other)}", "base p.23 trading"
            )
            if C.card_limits(g, other):  # more than a held card allows (Back Injury): he discards first
                return None
    opts = [("done", "Done trading")]
    opts += [(f"give:{c}", f"Give {C.card_def(g, c).name}") for c in inv.cards if C.card_def(g, c).deck in TRADABLE]
    for n in (1, 5):
        if inv.money >= n and not fr.get("items_only"):
            opts.append((f"money:{n}", f"Give ${n}"))
    for t in g.rules.packs.trade_goods:
        opts += t.options(g, inv, other)
    if len(opts) == 1:
        g.pop(fr)
        return None
    return g.ask(fr, inv.seat, f"{C.inv_name(g, inv)} trades with {C.inv_name(g, other)}", opts, kind="trade")
