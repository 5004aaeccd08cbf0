"""The classic turn: five phases, each played by every investigator in order
from the first player (base p.5); the first player marker then passes left."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arkham.engine import step
from arkham.rules.classic import abilities
from arkham.rules.classic import core as C
from arkham.state import LOST, Investigator

if TYPE_CHECKING:
    from arkham.engine import Ask, Frame, Game

PHASE_NAMES = {
    "upkeep": "Upkeep",
    "movement": "Movement",
    "arkham": "Arkham Encounters",
    "otherworld": "Other World Encounters",
    "mythos": "Mythos",
}


@step("turn")
def turn(g: Game, fr: Frame) -> None:
    """The turn: each phase of the rule set in order (``i``); after the last the first player
    marker passes, lasting effects and closings end, and the next turn begins."""
    st = g.state
    phases = g.ruleset.phases
    if "i" not in fr:
        g.log(
            f"Turn {st.turn} begins; {C.inv_name(g, st.investigators[st.first])} is the first player",
            "base p.5 turn sequence",
        )
    i = fr.get("i", 0)
    if i >= len(phases):
        # turn end: the first player marker passes to the left (base p.12)
        C.pass_first_player(g)
        st.until = [u for u in st.until if u[2] > st.turn]
        # a location a Mythos card closed "until the end of next turn" opens again
        # (base p.12: markers leave with the card); other closings (terror) stay
        for area in list(st.closed):
            if "mythos" in st.closed[area] and not any(u[0] == "closed" and u[1] == area for u in st.until):
                st.closed[area].remove("mythos")
                if not st.closed[area]:
                    del st.closed[area]
        st.turn += 1
        fr["i"] = 0
        g.log(
            f"Turn {st.turn} begins; {C.inv_name(g, st.investigators[st.first])} is the first player",
            "base p.12 turn end",
        )
        i = 0
    fr["i"] = i + 1
    name = phases[i]
    st.phase = name
    g.log(f"{PHASE_NAMES.get(name, name.capitalize())} Phase", "base p.5 turn sequence")
    if name == "mythos":
        if st.counters.get("mythos_skip_turn") == st.turn:  # a card skipped this Mythos Phase
            g.log("The Mythos Phase is skipped this turn", "location card")
            return None
        # a card's extra Mythos cards: drawn one after the other in this phase (mythos.phase "more")
        g.push("mythos.phase", who=-1, phase=True, more=st.counters.pop("mythos_extra", 0))
    else:
        g.push("phase", who=-1, phase=True, name=name, order=[inv.seat for inv in C.in_order(g)], j=0)
    if g.rules.packs.events.get("phase_begins"):  # extension point: a Guardian's Upkeep draw (Hypnos),
        C.announce(g, "phase_begins", name)  # a Herald's Cultists at the Mythos Phase (Tulzscha)
    return None


@step("phase")
def phase(g: Game, fr: Frame) -> None:
    """Run one phase for each investigator in turn order."""
    st = g.state
    order = fr["order"]
    j = fr["j"]
    while j < len(order):
        seat = order[j]
        j += 1
        fr["j"] = j
        inv = st.investigators[seat]
        if (
            inv.eliminated
            or inv.lose_turn == st.turn
            and not (fr["name"] == "movement" and (inv.jailed or inv.where == LOST))
        ):
            continue
        g.push(f"{fr['name']}.inv", who=seat)
        return None
    g.pop(fr)
    return None


# ------------------------------------------------------------------ upkeep
UPKEEP_ROLL = {"retainer": 1, "blessing": 1, "curse": 1, "bank_loan": 3}


@step("upkeep.inv")
def upkeep(g: Game, fr: Frame) -> Ask | None:
    """Upkeep (base p.6): refresh, upkeep actions, then adjust skills within Focus."""
    st = g.state
    inv = st.investigators[fr["who"]]
    if "st" not in fr:
        fr["st"] = "lost"
        if g.rules.packs.events.get("upkeep_begins"):  # extension point: Tasks and Missions (DH p.5)
            C.announce(g, "upkeep_begins", inv)
            if st.stack[-1] is not fr:
                return None
    stage = fr["st"]
    if stage == "lost":
        fr["st"] = "refresh"
        if inv.where == LOST and not inv.delayed:
            g.push("upkeep.return", who=inv.seat)
            return None
    if fr["st"] == "refresh":
        # a card with a ``refresh_cost`` stays exhausted until its cost is paid among the
        # Upkeep abilities (the Kingsport Elephant Gun, Yithian Rifle, Endurance...)
        held = [c for c in inv.exhausted if C.card_def(g, c).data.get("refresh_cost")]
        if len(inv.exhausted) > len(held):
            inv.exhausted[:] = held
            g.log(f"{C.inv_name(g, inv)} refreshes exhausted cards", "base p.6 refresh")
        fr["st"] = "cards"
        fr["queue"] = [
            c
            for c in inv.cards
            if (b := c.partition("#")[0]).partition(":")[2] in UPKEEP_ROLL or b.endswith(":deputy_of_arkham")
        ]
        if C.has_ability(g, inv, "trust_fund") and not st.awakened:
            C.gain(g, inv, "money", 1, "Trust Fund", "investigator ability")
    if fr["st"] == "cards":
        while fr["queue"]:
            card = fr["queue"].pop(0)
            if card not in inv.cards:
                continue
            kind = C.base_id(card).partition(":")[2]
            if kind == "deputy_of_arkham":
                if not st.awakened:
                    C.gain(g, inv, "money", 1, "Deputy's pay", "special card")
                continue
            if kind == "retainer" and not st.awakened:
                C.gain(g, inv, "money", C.card_def(g, card).data["upkeep_money"], "Retainer", "special card")
            if card in inv.fresh:
                g.log(f"No roll for {C.name_of(g, card)} in its first Upkeep", "DH p.8 upkeep rule change")
                continue
            if st.awakened and kind in ("retainer", "bank_loan"):
                continue  # no money or retainer/loan rolls in the final battle (DH/KH)
            if any(r.no_upkeep_roll(g, inv, kind) for r in C.own_rules(g, inv, "no_upkeep_roll")):
                g.log(f"{C.inv_name(g, inv)} makes no roll for {C.name_of(g, card)}", "investigator ability")
                continue
            g.push("upkeep.roll", who=inv.seat, card=card, kind=kind)
            return None
        inv.fresh.clear()
        fr["st"] = "lasting"
    if fr["st"] == "lasting":
        fr["st"] = "heal"
        if lasting_upkeep(g, inv):
            return None
    if fr["st"] == "heal":
        fr["st"] = "abilities"
        for ab, stat in (("physician", "stamina"), ("psychology", "sanity")):
            if C.has_ability(g, inv, ab) and inv.where != LOST:
                g.push("upkeep.heal", who=inv.seat, stat=stat)
                return None
    if fr["st"] == "abilities":
        # Upkeep and Any Phase card abilities (Heal, Voice of Ra, Healing Stone, Duke...)
        ans = fr.pop("ans", None)
        if ans is not None and abilities.act(g, inv, ans):
            return None
        if ans is not None and refresh_act(g, inv, ans):
            return None
        for who, r in C.sheet_rules(g, "upkeep_act"):  # extension point: a sheet's Upkeep ability (Witch Blood)
            if ans is not None and who is inv and r.upkeep_act(g, inv, ans):
                return None
        outcomes = [o for o in g.rules.packs.status_outcomes.values() if o.upkeep_options is not None]
        for o in outcomes:  # extension point: leaving the game (retiring)
            if ans is not None and o.upkeep_act is not None and o.upkeep_act(g, inv, ans):
                if st.investigators[inv.seat] is not inv and any(x is fr for x in st.stack):
                    g.pop(fr)  # he left the game: his turn ends here
                return None
        opts = []
        if ans is None:
            opts = abilities.options(g, inv, "upkeep") + refresh_options(g, inv)
            for who, r in C.sheet_rules(g, "upkeep_options"):
                if who is inv:
                    opts += r.upkeep_options(g, inv)
            for o in outcomes:
                opts += o.upkeep_options(g, inv)  # type: ignore[misc]
            if g.state.awakened:
                opts += abilities.trade_options(g, inv)  # the final battle's refresh step includes trading
            opts += abilities.remote_trade_options(g, inv)
        if opts:
            return g.ask(
                fr,
                inv.seat,
                f"{C.inv_name(g, inv)}: Upkeep abilities",
                [("done", "Go on to adjusting skills")] + opts,
                kind="upkeep",
            )
        fr["st"] = "sliders"
    if fr["st"] == "sliders":
        g.pop(fr)
        g.push("upkeep.sliders", who=inv.seat, spent=focus_spent(g, inv))
    return None


def upkeep_place(g: Game, inv: Investigator, where: str) -> bool:
    """Where a card's Upkeep loss applies: ``street``, ``location``, ``other_world``,
    ``company`` (another investigator in the same place) or one area's id."""
    if where == "street":
        return C.is_street(g, inv.where)
    if where == "location":
        return C.is_location(g, inv.where)
    if where == "other_world":
        return C.in_other_world(g, inv)
    if where == "company":
        return any(
            o is not inv and not o.eliminated and o.where == inv.where and o.stage == inv.stage and inv.where != LOST
            for o in g.state.investigators
        )
    return inv.where == where


def lasting_upkeep(g: Game, inv: Investigator) -> bool:
    """Upkeep rules of held cards (the Dunwich Madness cards): a Sanity or Stamina loss
    for being in some place (``upkeep_loss``), a fee or no Focus this turn (``upkeep_fee``).
    True: steps were pushed."""
    pushed = False
    for spec in C.card_data(g, inv, "upkeep_loss"):
        if upkeep_place(g, inv, spec["where"]) and inv.where != spec.get("except"):
            C.push_loss(
                g,
                inv,
                sanity=spec.get("sanity", 0),
                stamina=spec.get("stamina", 0),
                why=f"Upkeep in {C.name_of(g, inv.where)}",
                rule="card",
            )
            pushed = True
    for spec in C.card_data(g, inv, "upkeep_fee"):
        g.push("upkeep.fee", who=inv.seat, money=spec["money"])
        pushed = True
    return pushed


@step("upkeep.fee")
def upkeep_fee(g: Game, fr: Frame) -> Ask | None:
    """Pay the fee or adjust no skill this turn (Addiction)."""
    st = g.state
    inv = st.investigators[fr["who"]]
    ans = fr.pop("ans", None)
    if ans is None and C.can_pay(g, inv, "money", fr["money"]):
        return g.ask(
            fr,
            inv.seat,
            f"{C.inv_name(g, inv)}: pay ${fr['money']} or have no Focus this turn",
            [("pay", f"Pay ${fr['money']}"), ("no_focus", "Pay nothing: no skill adjustment this turn")],
            kind="fee",
        )
    g.pop(fr)
    if ans == "pay":
        C.pay(g, inv, "money", fr["money"], "an Upkeep fee")
        return None
    st.counters[f"no_focus:{inv.seat}"] = st.turn
    g.log(f"{C.inv_name(g, inv)} has no Focus this turn", "card")
    return None


@step("upkeep.return")
def lost_return(g: Game, fr: Frame) -> Ask | None:
    """Back from Lost in Time and Space to any street or location (base p.17)."""
    inv = g.state.investigators[fr["who"]]
    ans = fr.pop("ans", None)
    if ans is None:
        opts = [(a.id, a.name) for a in g.content.areas.values() if not C.is_closed(g, a.id) and not a.walk_in_only]
        return g.ask(
            fr, inv.seat, f"{C.inv_name(g, inv)} returns from Lost in Time and Space: where to?", opts, kind="place"
        )
    g.pop(fr)
    C.move_investigator(g, inv, ans, "back from Lost in Time and Space", "base p.17 lost in time and space")
    return None


@step("upkeep.roll")
def upkeep_roll(g: Game, fr: Frame) -> Ask | None:
    """The upkeep roll of a Retainer, Bank Loan, Blessing or Curse (special cards)."""
    st = g.state
    inv = st.investigators[fr["who"]]
    card = fr["card"]
    kind = fr["kind"]
    if "die" not in fr:
        fr["die"] = g.die()
        g.log(f"{C.inv_name(g, inv)} rolls {fr['die']} for {C.name_of(g, card)}", "special card upkeep")
    bad = fr["die"] <= UPKEEP_ROLL[kind]
    if not bad:
        g.pop(fr)
        return None
    if kind == "bank_loan":
        ans = fr.pop("ans", None)
        if ans is None and C.can_pay(g, inv, "money", 1):
            return g.ask(
                fr,
                inv.seat,
                "Bank Loan: pay $1 interest or default",
                [("pay", "Pay $1 interest"), ("default", "Default: discard every item and the loan")],
                kind="loan",
            )
        g.pop(fr)
        if ans == "pay":
            C.pay(g, inv, "money", 1, "loan interest")
            return None
        for c in C.items(g, inv):
            if C.cannot_lose(g, inv, c):
                continue  # .18 Derringer, Deputy's Revolver: never lost unless the owner allows it (card text)
            C.discard_card(g, inv, c, "seized by the bank")
        C.discard_card(g, inv, card, "defaulted")
        inv.loans_defaulted += 1
        inv.banned.append(C.base_id(card))
        return None
    g.pop(fr)
    C.discard_card(g, inv, card, f"upkeep roll of {fr['die']}")
    return None


@step("upkeep.heal")
def upkeep_heal(g: Game, fr: Frame) -> Ask | None:
    """Vincent Lee / Carolyn Fern: restore 1 to someone in the same place."""
    inv = g.state.investigators[fr["who"]]
    stat = fr["stat"]
    targets = [
        i
        for i in g.state.investigators
        if not i.eliminated
        and i.where == inv.where
        and getattr(i, stat) < (C.max_stamina(g, i) if stat == "stamina" else C.max_sanity(g, i))
    ]
    ans = fr.pop("ans", None)
    if not targets:
        g.pop(fr)
        return None
    if ans is None:
        return g.ask(
            fr,
            inv.seat,
            f"{C.inv_name(g, inv)} may restore 1 {stat}",
            [(f"heal:{i.seat}", f"Restore 1 {stat} to {C.inv_name(g, i)}") for i in targets] + [("skip", "Nobody")],
            kind="heal",
        )
    g.pop(fr)
    if ans != "skip":
        target = g.state.investigators[int(ans.partition(":")[2])]
        C.gain(g, target, stat, 1, "care from a fellow investigator", "investigator ability")
    return None


def focus(g: Game, inv: Any) -> int:
    """Focus on the sheet, plus what cards add (``focus_bonus``: Corinna Jones)."""
    d = g.content.investigators[inv.id]
    return d.focus + sum(C.card_data(g, inv, "focus_bonus"))


def focus_spent(g: Game, inv: Investigator) -> int:
    """Focus already spent this Upkeep on card costs (Dr. Herbert West), before the sliders."""
    st = g.state
    return st.counters.get(f"focus_spent:{inv.seat}", 0) if st.counters.get(f"focus_turn:{inv.seat}") == st.turn else 0


def focus_left(g: Game, inv: Investigator) -> int:
    """Focus he may still spend this Upkeep (a large number for unlimited Focus)."""
    if g.state.counters.get(f"no_focus:{inv.seat}") == g.state.turn or g.state.counters.get("no_focus"):
        return 0  # none this turn, or none for the rest of the game (a failed Mistrust)
    if C.has_ability(g, inv, "free_focus"):
        return 99
    return max(0, focus(g, inv) - focus_spent(g, inv))


def spend_focus(g: Game, inv: Investigator, n: int | None, why: str) -> None:
    """Spend ``n`` Focus on a card (None: all of it, so no slider moves this turn)."""
    st = g.state
    if n is None:
        st.counters[f"no_focus:{inv.seat}"] = st.turn
        g.log(f"{C.inv_name(g, inv)} spends all of {C.pron(g, inv)} Focus ({why})", "card")
        return
    st.counters[f"focus_spent:{inv.seat}"] = focus_spent(g, inv) + n
    st.counters[f"focus_turn:{inv.seat}"] = st.turn
    g.log(f"{C.inv_name(g, inv)} spends {n} Focus ({why})", "card")


def refresh_options(g: Game, inv: Investigator) -> list[tuple[str, str]]:
    """Exhausted cards that refresh only for a price: ``refresh_cost: {money: 2}`` or
    ``{focus: all}`` (every Focus point he has left this turn, at least one)."""
    opts = []
    for c in inv.exhausted:
        cost = C.card_def(g, c).data.get("refresh_cost")
        if not cost or c not in inv.cards:
            continue
        name = C.card_def(g, c).name
        if "money" in cost and C.can_pay(g, inv, "money", cost["money"]):
            opts.append((f"refresh:{c}", f"Pay ${cost['money']} to refresh {name}"))
        if cost.get("focus") == "all" and focus_left(g, inv) > 0:
            opts.append((f"refresh:{c}", f"Spend all of your Focus to refresh {name}"))
    return opts


def refresh_act(g: Game, inv: Investigator, ans: str) -> bool:
    if not ans.startswith("refresh:"):
        return False
    card = ans.partition(":")[2]
    cost = C.card_def(g, card).data["refresh_cost"]
    name = C.card_def(g, card).name
    if "money" in cost:
        C.pay(g, inv, "money", cost["money"], f"refreshing {name}")
    else:
        spend_focus(g, inv, None, f"refreshing {name}")
    inv.exhausted.remove(card)
    g.log(f"{C.inv_name(g, inv)} refreshes {name}", "card")
    return True


def _slider_moves(g: Game, inv: Investigator, moved: Any) -> list[tuple[str, str]]:
    """The options that move one of his sliders one stop, but those in ``moved``. The labels
    only depend on the printed stops: each is worked out once per sheet, slider and stop."""
    cache = g.content.rule_cache.get("slider_moves")
    if cache is None:
        cache = g.content.rule_cache["slider_moves"] = {}
    sheet = cache.get(inv.id)
    if sheet is None:
        sheet = cache[inv.id] = (C.slider_pairs(g, inv), {})
    pairs, by_stop = sheet
    opts = []
    for i, (a, b, ta, tb) in enumerate(pairs):
        if i in moved:
            continue
        pos = inv.sliders[i]
        got = by_stop.get((i, pos))
        if got is None:
            got = []
            if pos < 3:
                got.append(
                    (f"{i}:+1", f"{a.capitalize()} {ta[pos]}->{ta[pos + 1]}, {b.capitalize()} {tb[pos]}->{tb[pos + 1]}")
                )
            if pos > 0:
                got.append(
                    (f"{i}:-1", f"{a.capitalize()} {ta[pos]}->{ta[pos - 1]}, {b.capitalize()} {tb[pos]}->{tb[pos - 1]}")
                )
            got = by_stop[(i, pos)] = tuple(got)
        opts.extend(got)
    return opts


@step("upkeep.sliders")
def adjust_sliders(g: Game, fr: Frame) -> Ask | None:
    """Move sliders a total number of stops up to Focus (base p.6)."""
    inv = g.state.investigators[fr["who"]]
    d = g.content.investigators[inv.id]
    ans = fr.pop("ans", None)
    if ans is not None:
        if ans == "done":
            g.pop(fr)
            return None
        i, _, delta = ans.partition(":")
        k = int(i)
        if k == C.HEALTH_SLIDER:  # Yin and Yang: the maximum Sanity and Stamina move as a skill pair
            C.set_health_slider(g, inv, inv.sliders[k] + int(delta))
            if C.knocked_out(g, inv):  # a maximum lowered to nothing by other rules as well
                g.pop(fr)
                C.check_out(g, inv)
                return None
        else:
            inv.sliders[k] += int(delta)
        if not C.has_ability(g, inv, "free_focus"):
            fr["spent"] += 1
        a, b, ta, tb = C.slider_pairs(g, inv)[k]
        pos = inv.sliders[k]
        g.log(
            f"{d.name} moves the {a.capitalize()}/{b.capitalize()} slider to {a.capitalize()} {ta[pos]}, "
            f"{b.capitalize()} {tb[pos]} ({focus(g, inv) - fr['spent']} Focus left)",
            "base p.6 adjusting skills",
        )
    left = focus(g, inv) - fr["spent"]
    if (
        left <= 0
        and not C.has_ability(g, inv, "free_focus")
        or g.state.counters.get(f"no_focus:{inv.seat}") == g.state.turn
    ):
        g.pop(fr)
        return None
    once = bool(C.card_data(g, inv, "slider_stops"))  # Concussion: one stop per slider a turn
    if ans is not None and once:
        fr.setdefault("moved", []).append(k)
    opts = [("done", "Done adjusting skills"), *_slider_moves(g, inv, fr.get("moved", ()))]
    left_label = "unlimited Focus" if C.has_ability(g, inv, "free_focus") else f"{left} Focus left"
    return g.ask(fr, inv.seat, f"{d.name} adjusts skills ({left_label})", opts, kind="sliders")
