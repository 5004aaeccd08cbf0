"""Single-card rules (``{op: rule, id: ...}`` in the card data) that the base game's
location and gate cards name, or the cards of more than one box: moving anywhere, sales,
gates closed or drawn again, monsters claimed from the board, cards chosen from a deck, a
return from another world without an explored marker.

Every rule here resolves for the investigator of the running ``fx`` frame
(``fr["seat"]``); choices are asked of that investigator unless said otherwise.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arkham.effects.interp import run_ops
from arkham.effects.registry import rule
from arkham.engine import step
from arkham.rules.classic import core as C
from arkham.rules.classic.checks import push_check
from arkham.rules.classic.status import return_to_arkham
from arkham.state import LOST, OUTSKIRTS, SKY

if TYPE_CHECKING:
    from arkham.engine import Ask, Frame, Game


def _inv(g: Game, fr: Frame) -> Any:
    return g.state.investigators[fr["seat"]]


def _succeeds(g: Game, inv: Any, die: int) -> bool:
    return die >= C.success_floor(g, inv)


# ============================================================ location rules
@rule("move_anywhere_and_encounter")
def move_anywhere(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """Go to any street or location of Arkham; at a location have an encounter there at once
    (monsters there first, then the gate or a location card: DH FAQ)."""
    g.push("card.anywhere", who=fr["seat"])


@step("card.anywhere")
def er_anywhere(g: Game, fr: Frame) -> Ask | None:
    """He may go to any open place in Arkham and has an encounter there."""
    inv = g.state.investigators[fr["who"]]
    ans = fr.pop("ans", None)
    if ans is None:
        opts = [
            (a.id, a.name + (" (street)" if a.kind == "street" else ""))
            for a in g.content.areas.values()
            if a.id != inv.where and not C.is_closed(g, a.id) and not a.walk_in_only
        ]
        return g.ask(fr, inv.seat, f"{C.inv_name(g, inv)} may go anywhere in Arkham: where to?", opts, kind="place")
    g.pop(fr)
    g.push("fx.encounter_at", who=inv.seat, area=ans, extra=0)
    return None


@rule("mythos_gate_location_encounter")
def mythos_gate_location(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """Draw Mythos cards (each goes to the bottom) until one shows an open location as gate
    location; go there and have an encounter there at once."""
    st = g.state
    deck = st.decks["mythos"]
    for _ in range(len(deck)):
        cid = deck.pop(0)
        deck.append(cid)
        gate = g.content.mythos[cid].gate
        g.log(f"Mythos card drawn for its gate location: {g.content.mythos[cid].name}", "encounter")
        if gate and not C.is_closed(g, gate):
            g.push("fx.encounter_at", who=fr["seat"], area=gate, extra=0)
            return


@rule("redraw_location_encounter")
def redraw(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """Draw again at this location for a different encounter."""
    area = fr["ctx"].get("area") or _inv(g, fr).where
    if area in g.content.areas and C.is_location(g, area):
        g.push("encounter.location", who=fr["seat"], area=area, exclude=[fr["ctx"].get("card")])


@rule("relic_if_at_most_two_spells")
def relic(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    inv = _inv(g, fr)
    spells = sum(1 for c in inv.cards if C.card_def(g, c).deck == "spell")
    if spells > 2:
        g.log(f"{C.inv_name(g, inv)} holds {C.count(spells, 'Spell')}: nothing happens", "encounter")
        return
    run_ops(g, fr["seat"], [{"op": "draw", "deck": "unique", "n": 1}, {"op": "to_street"}], fr["ctx"], who=fr["who"])


@rule("lodge_temple_two_items")
def lodge_temple(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """Two finds: a die for each, a success draws a Unique Item, otherwise a Common Item."""
    inv = _inv(g, fr)
    dice = g.dice(2)
    g.log(f"{C.inv_name(g, inv)} rolls {dice} for the two finds", "encounter")
    ops = [{"op": "draw", "deck": "unique" if _succeeds(g, inv, d) else "common", "n": 1} for d in dice]
    run_ops(g, fr["seat"], ops, fr["ctx"], who=fr["who"])


@rule("sell_common_item_double")
def sell_double(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    g.push("card.sell", who=fr["seat"])


@step("card.sell")
def er_sell(g: Game, fr: Frame) -> Ask | None:
    """He may sell one Common Item (a Unique Item with ``deck`` ``unique``) for twice its
    price."""
    inv = g.state.investigators[fr["who"]]
    deck = fr.get("deck", "common")  # the Curiositie Shoppe buys Unique Items (sell_unique_item_double)
    word = "Unique Item" if deck == "unique" else "Common Item"
    goods, seen = [], set()
    for c in inv.cards:
        d = C.card_def(g, c)
        if d.deck == deck and d.id not in seen:
            seen.add(d.id)
            goods.append(c)
    ans = fr.pop("ans", None)
    if not goods:
        g.pop(fr)
        return None
    if ans is None:
        opts = [(f"sell:{c}", f"Sell {C.card_def(g, c).name} for ${2 * (C.card_def(g, c).price or 0)}") for c in goods]
        return g.ask(
            fr,
            inv.seat,
            f"{C.inv_name(g, inv)} may sell one {word} for twice its price",
            opts + [("keep", "Sell nothing")],
            kind="sell",
        )
    g.pop(fr)
    if ans.startswith("sell:"):
        c = ans[5:]
        price = 2 * (C.card_def(g, c).price or 0)
        C.discard_card(g, inv, c, "sold")
        C.gain(g, inv, "money", price, f"sold at {C.name_of(g, inv.where)}")
    return None


@rule("item_sale_all_players")
def item_sale(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """Three Common Items and one Unique Item for sale at list price to every investigator;
    the one having the encounter settles who gets a card wanted by several; the rest are discarded."""
    open_sale(g, fr, ("common", "common", "common", "unique"))


def open_sale(g: Game, fr: Frame, decks: tuple[str, ...]) -> None:
    st = g.state
    goods = [c for c in (C.draw_card(g, d) for d in decks) if c]
    if not goods:
        return
    g.log("For sale: " + ", ".join(C.card_def(g, c).name for c in goods), "encounter")
    n = len(st.investigators)
    order = [st.investigators[(fr["seat"] + i) % n].seat for i in range(n)]
    order = [s for s in order if not st.investigators[s].eliminated]
    g.push("card.sale", who=fr["seat"], drawn=goods, order=order, i=0, wants={}, st="wish")
    # announced once the cards lie in the sale: a power answering the draw may wake the
    # Ancient One (Y'Golonac's Tomes), and the abandoned sale returns them to their decks
    C.announce(g, "cards_drawn", g.state.investigators[fr["seat"]], list(goods))


def _price(g: Game, c: str) -> int:
    return C.card_def(g, c).price or 0


@step("card.sale")
def er_sale(g: Game, fr: Frame) -> Ask | None:
    """The sale of ``drawn`` cards. Stage ``st`` ``wish``: each in ``order`` names the cards he
    wants and can pay for (``wants``); ``settle``: the host decides a card wanted twice
    (``owner``); each buyer pays, a card unsold is discarded."""
    st = g.state
    host = st.investigators[fr["who"]]
    ans = fr.pop("ans", None)
    if fr["st"] == "wish":
        # each investigator in turn (the host first) names the cards he wants and can pay for
        while fr["i"] < len(fr["order"]):
            seat = fr["order"][fr["i"]]
            inv = st.investigators[seat]
            mine = fr["wants"].setdefault(str(seat), [])
            if ans is not None:
                if ans == "done":
                    fr["i"] += 1
                    ans = None
                    continue
                mine.append(ans[5:])
                ans = None
            budget = inv.money - sum(_price(g, c) for c in mine)
            opts = [
                (f"want:{c}", f"Buy {C.card_def(g, c).name} (${_price(g, c)})")
                for c in fr["drawn"]
                if c not in mine and _price(g, c) <= budget
            ]
            if not opts:
                fr["i"] += 1
                continue
            return g.ask(
                fr,
                seat,
                f"Sale at the Curiositie Shoppe: {C.inv_name(g, inv)} may buy",
                opts + [("done", "Buy nothing (more)")],
                kind="buy",
            )
        fr["st"] = "settle"
        fr["owner"] = {}
    if fr["st"] == "settle":
        if ans is not None:
            card, _, seat = ans.partition("@")
            fr["owner"][card[4:]] = int(seat)
            ans = None
        for c in fr["drawn"]:
            if c in fr["owner"]:
                continue
            wanters = [int(s) for s, cs in fr["wants"].items() if c in cs]
            if len(wanters) <= 1:
                fr["owner"][c] = wanters[0] if wanters else -1
                continue
            return g.ask(
                fr,
                host.seat,
                f"{C.inv_name(g, host)} decides who buys {C.card_def(g, c).name}",
                [(f"give{c}@{s}", C.inv_name(g, st.investigators[s])) for s in sorted(wanters)],
                kind="target",
            )
        g.pop(fr)
        for c in fr["drawn"]:
            seat = fr["owner"][c]
            buyer = st.investigators[seat] if seat >= 0 else None
            if buyer is not None and C.can_pay(g, buyer, "money", _price(g, c)):
                C.pay(g, buyer, "money", _price(g, c), C.card_def(g, c).name)
                C.take_card(g, buyer, c, "bought at the sale")
            else:
                st.decks[C.card_def(g, c).deck].append(c)
                g.log(f"{C.card_def(g, c).name} is not sold and is discarded", "encounter")
    return None


@rule("dimensional_beam_closes_gates")
def dimensional_beam(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """A die for each open gate, one at a time: a success closes it, the marker goes back
    to the pile instead of becoming a trophy."""
    inv = _inv(g, fr)
    for area in sorted(g.state.gates):
        d = g.die()
        ok = _succeeds(g, inv, d)
        g.log(f"The beam strikes the gate at {C.name_of(g, area)}: {d}{' - it closes' if ok else ''}", "encounter")
        if ok:
            close_gate_to_pile(g, area)


def close_gate_to_pile(g: Game, area: str) -> None:
    """Close a gate with no one taking it: monsters of its symbol return to the cup (base p.18)."""
    hook = g.rules.ruleset.gate_shut
    if hook is not None:
        hook(g, None, area, False)
        return
    from arkham.rules.classic.encounters import check_victory, gate_symbol

    st = g.state
    symbol = gate_symbol(g, area)
    st.gate_pile.append(st.gates.pop(area))
    st.gate_born.pop(area, None)
    for other in st.investigators:
        if other.where == area:
            other.explored = False
    areas = g.content.areas
    for m, p in list(st.monsters.items()):
        if (p in areas or p in (SKY, OUTSKIRTS)) and C.monster_def(g, m).symbol == symbol:
            C.to_cup(g, m)
    if st.closed.get(area):
        C.eject(g, area)
    check_victory(g)


@rule("close_gate_of_choice")
def close_gate_of_choice(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    if g.state.gates:
        g.push("card.close_choice", who=fr["seat"])
    else:
        g.log("No gate is open", "encounter")


@step("card.close_choice")
def er_close_choice(g: Game, fr: Frame) -> Ask | None:
    """He closes one open gate of his choice; whoever stands there loses his explored
    marker."""
    from arkham.rules.classic.encounters import close_gate_at

    st = g.state
    inv = st.investigators[fr["who"]]
    ans = fr.pop("ans", None)
    if not st.gates:
        g.pop(fr)
        return None
    if ans is None:
        return g.ask(
            fr,
            inv.seat,
            f"{C.inv_name(g, inv)} closes one gate: which?",
            [(a, f"{C.name_of(g, a)} (gate to {C.name_of(g, gm)})") for a, gm in sorted(st.gates.items())],
            kind="gate",
        )
    g.pop(fr)
    explored = inv.explored
    close_gate_at(g, inv, ans, sealed=None)
    inv.explored = explored if inv.where != ans else False
    for other in st.investigators:
        if other.where == ans:
            other.explored = False
    return None


@rule("claim_board_monster_trophy")
def claim_monster(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    g.push("card.claim", who=fr["seat"])


def board_monsters(g: Game) -> list[str]:
    areas = g.content.areas
    return sorted(m for m, p in g.state.monsters.items() if p in areas or p in (SKY, OUTSKIRTS))


@step("card.claim")
def er_claim(g: Game, fr: Frame) -> Ask | None:
    """He claims a monster on the board as a trophy (never a Spawn with ``no_spawn``); an
    Endless one goes back to the cup."""
    st = g.state
    inv = st.investigators[fr["who"]]
    ms = board_monsters(g)
    if fr.get("no_spawn") and g.content.spawn_kinds:  # defeat_board_monster: never a Spawn monster
        ms = [m for m in ms if C.base_id(m) not in g.content.spawn_kinds]
    ans = fr.pop("ans", None)
    if not ms:
        g.pop(fr)
        g.log("No monster is on the board", "encounter")
        return None
    if ans is None:
        return g.ask(
            fr,
            inv.seat,
            f"{C.inv_name(g, inv)} claims a monster on the board as a trophy",
            [(m, f"{C.name_of(g, m)} at {C.name_of(g, st.monsters[m])}") for m in ms],
            kind="monster",
        )
    g.pop(fr)
    if "endless" in C.monster_abilities(g, ans):
        C.to_cup(g, ans)
        g.log(f"{C.name_of(g, ans)} is Endless: it returns to the cup instead", "base p.24 Endless")
        return None
    if C.claim_trophy(g, inv, ans):
        g.log(f"{C.inv_name(g, inv)} claims {C.name_of(g, ans)} as a monster trophy", "encounter")
    return None


@rule("reveal_location_card")
def reveal_card(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    g.push("card.reveal", who=fr["seat"])


@step("card.reveal")
def er_reveal(g: Game, fr: Frame) -> Ask | None:
    """Turn the top card of a neighborhood's deck face up: the next encounter in that
    neighborhood uses it (encounter.location reads ``loc:revealed:<neighborhood>``)."""
    st = g.state
    inv = st.investigators[fr["who"]]
    nbs = sorted(nb for nb in g.content.neighborhoods if st.decks.get(f"loc:{nb}"))
    ans = fr.pop("ans", None)
    if not nbs:
        g.pop(fr)
        return None
    if ans is None:
        return g.ask(
            fr,
            inv.seat,
            f"{C.inv_name(g, inv)} looks into the crystal ball: which neighborhood's deck?",
            [(nb, g.content.neighborhoods[nb].name) for nb in nbs],
            kind="deck",
        )
    g.pop(fr)
    deck = st.decks[f"loc:{ans}"]
    g.shuffle(deck)
    top = deck[0]
    st.decks[f"loc:revealed:{ans}"] = [top]
    card = g.content.locations[top]
    g.log(
        f"The top card of {g.content.neighborhoods[ans].name} is turned face up: "
        + "; ".join(f"{C.name_of(g, e.at.partition('#')[0])}: {e.summary}" for e in card.entries),
        "encounter",
    )
    return None


@step("card.unseal")
def card_unseal(g: Game, fr: Frame) -> Ask | None:
    """An elder sign token leaves the board, his pick among those a card may remove (a card of
    the Dunwich and of the Kingsport box; ``why``: the card's kind, cited in the log)."""
    st = g.state
    inv = st.investigators[fr["who"]]
    ans = fr.pop("ans", None)
    removable = C.removable_seals(g)
    if ans is None and len(removable) > 1:
        opts = [(f"unseal:{a}", C.name_of(g, a)) for a in removable]
        return g.ask(fr, inv.seat, "Which elder sign is removed?", opts, kind="elder_sign")
    g.pop(fr)
    area = ans[7:] if ans else removable[0]
    del st.seals[area]
    g.log(f"The elder sign at {C.name_of(g, area)} is removed from the board", fr.get("why", "location card"))
    return None


@rule("swap_investigator")
def swap_investigator(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    st = g.state
    pool = sorted(set(g.content.investigators) - {i.id for i in st.investigators} - set(st.gone))
    if pool:
        g.push("card.swap", who=fr["seat"], pool=pool)
    else:
        g.log("No unused investigator is left", "encounter")


@step("card.swap")
def er_swap(g: Game, fr: Frame) -> Ask | None:
    """Trade the investigator for an unused one: everything the old one had is discarded
    (trophies too); the new one starts as a newcomer with his own possessions."""
    from arkham.rules.classic.setup import fresh_investigator

    st = g.state
    inv = st.investigators[fr["who"]]
    ans = fr.pop("ans", None)
    if ans is None:
        return g.ask(
            fr,
            inv.seat,
            f"{C.inv_name(g, inv)} may take over another investigator: who?",
            [(i, C.name_of(g, i)) for i in fr["pool"]] + [("stay", "Stay as you are")],
            kind="investigator",
        )
    g.pop(fr)
    if ans == "stay":
        return None
    for c in list(inv.cards):
        C.discard_card(g, inv, c, "left behind")
    for m in inv.monster_trophies:
        C.to_cup(g, m)
    st.gate_pile.extend(inv.gate_trophies)
    st.gone.append(inv.id)
    new = fresh_investigator(g, ans, inv.seat)
    new.out_turn = st.turn
    st.investigators[inv.seat] = new
    g.log(f"{C.name_of(g, ans)} comes into play in place of {C.name_of(g, inv.id)}", "encounter")
    stack = st.stack
    while stack and stack[-1].get("who") == inv.seat and not stack[-1].get("phase"):
        C.abandon(g, stack.pop())
    g.push("setup.equip", who=new.seat, seat=new.seat, phase=False)
    return None


# ================================================================ gate rules
def _dice_gamble(g: Game, fr: Frame, stat: str) -> None:
    """A die for each point of the stat; lose 1 per die that is not a success; if still
    standing, a Clue token per success."""
    inv = _inv(g, fr)
    dice = g.dice(getattr(inv, stat))
    succ = sum(1 for d in dice if _succeeds(g, inv, d))
    g.log(f"{C.inv_name(g, inv)} rolls {dice}: {C.count(succ, 'success', 'successes')}", "encounter")
    # the loss first: a knock-out ends the encounter before the Clue tokens
    run_ops(
        g,
        fr["seat"],
        [{"op": "lose", "what": stat, "n": len(dice) - succ}, {"op": "gain", "what": "clues", "n": succ}],
        fr["ctx"],
        who=fr["who"],
    )


@rule("sanity_dice_gamble")
def sanity_gamble(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    _dice_gamble(g, fr, "sanity")


@rule("stamina_dice_gamble")
def stamina_gamble(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    _dice_gamble(g, fr, "stamina")


@rule("advance_world_area")
def advance_area(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """First area -> second area; second area -> back to Arkham."""
    from arkham.rules.classic.status import return_to_arkham

    inv = _inv(g, fr)
    if inv.stage == 1:
        inv.stage = 2
        g.log(f"{C.inv_name(g, inv)} moves on to the second area of {C.name_of(g, inv.where)}", "encounter")
        C.announce(g, "other_world_entered", inv)
    elif inv.stage == 2:
        return_to_arkham(g, inv, "a quick ride")


@rule("celaeno_book_prison")
def book_prison(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """A die: a success holds the investigator here next turn, a failure lets a monster out."""
    inv = _inv(g, fr)
    d = g.die()
    g.log(f"{C.inv_name(g, inv)} rolls {d} for the book", "encounter")
    ops = [{"op": "stay_in_world"}] if _succeeds(g, inv, d) else [{"op": "monster_appears"}]
    run_ops(g, fr["seat"], ops, fr["ctx"], who=fr["who"])


@rule("choose_spell_from_deck")
def choose_spell(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    if g.state.decks.get("spell"):
        g.push("card.pick_spell", who=fr["seat"])


@step("card.pick_spell")
def er_pick_spell(g: Game, fr: Frame) -> Ask | None:
    """He searches the Spell deck for the Spell he likes; the deck is shuffled after."""
    st = g.state
    inv = st.investigators[fr["who"]]
    deck = st.decks.get("spell", [])
    ans = fr.pop("ans", None)
    if ans is None:
        opts, seen = [], set()
        for c in deck:
            if C.base_id(c) not in seen:
                seen.add(C.base_id(c))
                opts.append((f"take:{c}", C.card_def(g, c).name))
        return g.ask(fr, inv.seat, f"{C.inv_name(g, inv)} takes a Spell of their choice", opts, kind="draw")
    g.pop(fr)
    c = ans[5:]
    deck.remove(c)
    C.take_card(g, inv, c, "searched the Spell deck")
    g.shuffle(deck)
    return None


@rule("close_entry_gate")
def close_entry_gate(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """Race the closing portal (Speed -2): pass and return to Arkham, fail and be lost in time
    and space; either way the gate he came through closes (he takes it as a trophy)."""
    inv = _inv(g, fr)
    gates = sorted(a for a, gm in g.state.gates.items() if C.base_id(gm) == inv.where)
    g.push("card.portal", who=fr["seat"], gates=gates)


@step("card.portal")
def er_portal(g: Game, fr: Frame) -> Ask | None:
    """The closing portal: he names the gate he came through (``entry``) and makes a Speed
    (-2) check; passed he comes back and the gate closes, failed he is lost in time and
    space."""
    from arkham.rules.classic.encounters import close_gate_at
    from arkham.rules.classic.status import _arrive, return_to_arkham, send_lost

    st = g.state
    inv = st.investigators[fr["who"]]
    if "entry" not in fr:
        gates = [a for a in fr["gates"] if a in st.gates]
        ans = fr.pop("ans", None)
        if ans is None and len(gates) > 1:
            return g.ask(
                fr,
                inv.seat,
                f"Through which gate did {C.inv_name(g, inv)} come?",
                [(a, C.name_of(g, a)) for a in gates],
                kind="gate",
            )
        fr["entry"] = ans or (gates[0] if gates else None)
        push_check(g, inv.seat, "speed", -2, 1, why="escaping the closing portal")
        return None
    passed = fr.pop("ret")[0]
    g.pop(fr)
    area = fr["entry"]
    if area is None or area not in st.gates:
        if passed:
            return_to_arkham(g, inv, "escaped the portal")
        else:
            send_lost(g, inv, f"the portal closed on {C.pron(g, inv, 'him')}")
            C.end_activity(g, inv)
        return None
    if passed:
        _arrive(g, inv, area, "escaped the portal")
        close_gate_at(g, inv, area, sealed=None)
        return None
    close_gate_at(g, inv, area, sealed=None)
    send_lost(g, inv, f"the portal closed on {C.pron(g, inv, 'him')}")
    C.end_activity(g, inv)
    return None


@rule("gate_deck_reshuffle")
def gate_reshuffle(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """The Stars Are Right: shuffle the gate deck and draw again until a card of the world's
    colour turns up (this card goes to the bottom so the draw finds another)."""
    st = g.state
    deck = st.decks.get("gate", [])
    g.shuffle(deck)
    me = fr["ctx"].get("card")
    if me in deck:
        deck.remove(me)
        deck.append(me)
    g.log("The gate deck is shuffled and the draw goes on", "encounter")
    inv = _inv(g, fr)
    if inv.stage > 0 and inv.where != LOST:
        g.push("otherworld.inv", who=inv.seat)


@rule("defeat_board_monster")
def defeat_board_monster(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """Defeat any one monster on the board that is not a Spawn monster: it is taken as a
    trophy, as a monster defeated in combat (an Endless one returns to the cup)."""
    g.push("card.claim", who=fr["seat"], no_spawn=True)


# ========================================================== Other World rules
@rule("return_unexplored")
def return_unexplored(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """Back to Arkham through a gate to this world, but with no explored marker."""
    inv = _inv(g, fr)
    if inv.stage == 0:
        return
    g.push("card.unexplored", who=inv.seat, turn=g.state.turn)  # runs once the return is settled
    return_to_arkham(g, inv, "fled without exploring")


@step("card.unexplored")
def unexplored(g: Game, fr: Frame) -> None:
    """After a return without exploring: he comes back to Arkham without an explored
    marker."""
    inv = g.state.investigators[fr["who"]]
    g.pop(fr)
    if inv.stage == 0 and inv.where in g.content.areas and inv.explored:
        inv.explored = False
        g.log(f"{C.inv_name(g, inv)} comes back without an explored marker", "gate card")
    return None
