"""The single-card rules and ops of the Dunwich box's location cards, its own neighborhoods'
(Village Commons, Blasted Heath, Backwoods Country) and its Arkham ones: cards picked from a deck,
trades and sales, the Mythos deck looked at or boxed, gate markers swapped and gates moved,
monsters led along their arrows or called from the cup, an unstable location sealed, a
Mythos Phase skipped or doubled (``skip_mythos_phase``, ``extra_mythos_card``), a stat
topped up (``top_up``).

The board part enables this module (its locations) and so does the part of the Arkham
location cards. As in :mod:`arkham.rules.classic.encounter_rules`, every op and rule here
resolves for the investigator of the running ``fx`` frame (``fr["seat"]``), who answers
its choices.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arkham.effects.interp import run_ops
from arkham.effects.registry import op, rule
from arkham.engine import step
from arkham.rules.classic import core as C
from arkham.rules.classic.encounter_rules import board_monsters, open_sale
from arkham.rules.extensions import RuleModule, register
from arkham.state import OUTSKIRTS, SKY

if TYPE_CHECKING:
    from arkham.engine import Ask, Frame, Game


def _inv(g: Game, fr: Frame) -> Any:
    return g.state.investigators[fr["seat"]]


# ========================================== Dunwich neighborhoods' cards
DECK_NAMES = {"common": "Common Item", "unique": "Unique Item", "skill": "Skill", "ally": "Ally"}


def _pickable(g: Game, deck: str, no_weapon: bool) -> list[str]:
    return [c for c in g.state.decks.get(deck, []) if not (no_weapon and "weapon" in C.card_def(g, c).tags)]


def push_pick(g: Game, seat: int, deck: str, no_weapon: bool = False) -> None:
    """Search a deck for a card of the investigator's choice (the deck is shuffled after)."""
    if _pickable(g, deck, no_weapon):
        g.push("dunwich.pick_card", who=seat, deck=deck, no_weapon=no_weapon)


@rule("choose_common_non_weapon")
def choose_common_non_weapon(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """Search the Common Item deck for any one card that is not a Weapon and take it."""
    push_pick(g, fr["seat"], "common", no_weapon=True)


@rule("choose_skill_and_ally")
def choose_skill_and_ally(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """Search the Skill deck and the Ally deck for a card of your choice from each."""
    push_pick(g, fr["seat"], "ally")
    push_pick(g, fr["seat"], "skill")  # pushed last: resolved first


@step("dunwich.pick_card")
def er_pick_card(g: Game, fr: Frame) -> Ask | None:
    """He takes the card of his choice from ``deck`` (no Weapon with ``no_weapon``); the
    deck is shuffled after."""
    st = g.state
    inv = st.investigators[fr["who"]]
    deck = st.decks.get(fr["deck"], [])
    ans = fr.pop("ans", None)
    what = DECK_NAMES[fr["deck"]] + (" that is not a Weapon" if fr["no_weapon"] else "")
    if ans is None:
        opts, seen = [], set()
        for c in _pickable(g, fr["deck"], fr["no_weapon"]):
            if C.base_id(c) not in seen:
                seen.add(C.base_id(c))
                opts.append((f"take:{c}", C.card_def(g, c).name))
        return g.ask(fr, inv.seat, f"{C.inv_name(g, inv)} takes {C.a_or_an(what)} of their choice", opts, kind="draw")
    g.pop(fr)
    c = ans[5:]
    deck.remove(c)
    C.take_card(g, inv, c, f"searched the {DECK_NAMES[fr['deck']]} deck")
    g.shuffle(deck)
    C.announce(g, "cards_drawn", inv, [c])  # a search draws only the card taken (KH p.10)
    return None


@rule("moon_trophy_blessing")
def moon_trophy_blessing(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """May spend a monster trophy with the crescent (moon) symbol: any investigator the
    spender chooses, themselves included, is Blessed."""
    inv = _inv(g, fr)
    if any(C.monster_def(g, m).symbol == "crescent" for m in inv.monster_trophies):
        g.push("dunwich.moon_trophy", who=fr["seat"])


@step("dunwich.moon_trophy")
def er_moon_trophy(g: Game, fr: Frame) -> Ask | None:
    """The stone table: he may spend a moon monster trophy (``spent``), then names who is
    Blessed."""
    st = g.state
    inv = st.investigators[fr["who"]]
    ans = fr.pop("ans", None)
    if "spent" not in fr:
        if ans is None:
            opts = [
                (f"spend:{m}", f"Spend {C.name_of(g, m)}")
                for m in inv.monster_trophies
                if C.monster_def(g, m).symbol == "crescent"
            ]
            return g.ask(
                fr,
                inv.seat,
                f"{C.inv_name(g, inv)} may spend a moon monster trophy on the stone table",
                opts + [("no", "Keep the trophies")],
                kind="trophy_offer",
            )
        if ans == "no":
            g.pop(fr)
            return None
        m = ans[6:]
        inv.monster_trophies.remove(m)
        C.to_cup(g, m)
        g.log(f"{C.inv_name(g, inv)} spends {C.name_of(g, m)} (back to the cup)", "location card")
        fr["spent"] = m
        ans = None
    if ans is None:
        opts = [(str(i.seat), C.inv_name(g, i)) for i in st.investigators if not i.eliminated]
        return g.ask(fr, inv.seat, "Who is Blessed?", opts, kind="target")
    g.pop(fr)
    C.gain_special(g, st.investigators[int(ans)], "base:blessing", "the ancient beings are pleased")
    return None


@rule("remove_elder_sign_or_two_doom")
def remove_elder_sign_or_two_doom(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """Remove one elder sign token from the board (the investigator chooses which); with none
    on the board, 2 doom tokens go on the doom track instead. A token under The Great Seal
    cannot be removed, so it does not count."""
    if not C.removable_seals(g):
        C.add_doom(g, 2, "no elder sign to remove", "location card")
        return
    g.push("card.unseal", who=fr["seat"])


@rule("first_unique_not_tome")
def first_unique_not_tome(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """Take the first Unique Item of the deck that is not a Tome (the others stay in order)."""
    inv = _inv(g, fr)
    deck = g.state.decks.get("unique", [])
    for i, c in enumerate(deck):
        if "tome" not in C.card_def(g, c).tags:
            deck.pop(i)
            C.take_card(g, inv, c, "the first Unique Item that is not a Tome")
            return
    g.log("Only Tomes are left in the Unique Item deck", "encounter")


TRADE_DECKS = {"common": "Common Item", "unique": "Unique Item", "spell": "Spell"}


@rule("trade_for_top_three")
def trade_for_top_three(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """May discard a Common Item, Unique Item or Spell, then draw the top 3 cards of that deck
    and keep one (the other two are discarded)."""
    g.push("dunwich.trade", who=fr["seat"])


@step("dunwich.trade")
def er_trade(g: Game, fr: Frame) -> Ask | None:
    """He may trade a card for one of the top 3 of its deck."""
    inv = g.state.investigators[fr["who"]]
    held = sorted(c for c in inv.cards if C.card_def(g, c).deck in TRADE_DECKS)
    ans = fr.pop("ans", None)
    if not held:
        g.pop(fr)
        return None
    if ans is None:
        opts = [(f"trade:{c}", f"Trade {C.card_def(g, c).name} ({TRADE_DECKS[C.card_def(g, c).deck]})") for c in held]
        return g.ask(
            fr,
            inv.seat,
            f"{C.inv_name(g, inv)} may trade a card for one of the top 3 of its deck",
            opts + [("no", "Keep your cards")],
            kind="trade",
        )
    g.pop(fr)
    if ans == "no":
        return None
    c = ans.partition(":")[2]
    deck = C.card_def(g, c).deck
    C.discard_card(g, inv, c, "traded")
    g.push("draw", who=inv.seat, seat=inv.seat, deck=deck, n=3, keep=1, why="a trade")
    return None


@rule("stamina_three_above_max")
def stamina_three_above_max(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """Stamina restored to its maximum and 3 more above it, which cannot be restored once
    lost (``core.above_max_key``); a second time sets the 3 again, never 6."""
    inv = _inv(g, fr)
    g.state.counters.pop(C.above_max_key(inv), None)
    top = C.max_stamina(g, inv)
    g.state.counters[C.above_max_key(inv)] = 3
    inv.stamina = top + 3
    g.log(f"{C.inv_name(g, inv)} has {inv.stamina} Stamina, 3 above the maximum of {top}", "encounter")


# ================================================ Arkham location cards
@rule("item_sale_two_common_two_unique")
def item_sale_two_and_two(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """The same sale with 2 Common and 2 Unique Items."""
    open_sale(g, fr, ("common", "common", "unique", "unique"))


@op("top_up", required=("what", "to"))
def op_top_up(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """Gain enough to bring the investigator's ``what`` (clues, money) up to ``to``; more held, nothing."""
    inv = _inv(g, fr)
    short = o["to"] - getattr(inv, o["what"])
    if short > 0:
        C.gain(g, inv, o["what"], short, "encounter")


@rule("choose_unique_from_deck")
def choose_unique(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """Search the Unique Item deck for any one card and take it (the deck is shuffled after)."""
    push_pick(g, fr["seat"], "unique")


@rule("everyone_here_to_street")
def everyone_to_street(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """Every investigator at this location moves to its street, except those held in its jail cell."""
    area = fr["ctx"].get("area") or _inv(g, fr).where
    if area not in g.content.areas or not C.is_location(g, area):
        return
    street = C.street_of(g, area)
    for inv in C.in_order(g):
        if inv.where == area and inv.stage == 0 and not inv.jailed and not inv.eliminated:
            C.move_investigator(g, inv, street, "sent out")


@rule("peek_mythos_top")
def peek_mythos(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """Look at the top Mythos card; unless it is a story card (which stays), the investigator
    may put it on the bottom of the deck."""
    deck = g.state.decks["mythos"]
    if not deck:
        return
    mc = g.content.mythos[deck[0]]
    g.log(f"{C.inv_name(g, _inv(g, fr))} looks at the top Mythos card: {mc.name}", "location card")
    if mc.type != "story":
        g.push("dunwich.peek", who=fr["seat"], card=deck[0])


@step("dunwich.peek")
def lc_peek(g: Game, fr: Frame) -> Ask | None:
    """He looks at the top Mythos card (``card``) and may put it on the bottom."""
    inv = g.state.investigators[fr["who"]]
    deck = g.state.decks["mythos"]
    ans = fr.pop("ans", None)
    if ans is None:
        name = g.content.mythos[fr["card"]].name
        return g.ask(
            fr,
            inv.seat,
            f"The top Mythos card is {name}",
            [("bottom", f"Put {name} on the bottom of the deck"), ("keep", "Leave it on top")],
            kind="mythos",
        )
    g.pop(fr)
    if ans == "bottom" and deck and deck[0] == fr["card"]:
        deck.append(deck.pop(0))
        g.log(f"{g.content.mythos[fr['card']].name} goes to the bottom of the Mythos deck", "location card")
    return None


@rule("discard_environment")
def discard_environment(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """The Environment in play is discarded (to the bottom of the Mythos deck)."""
    st = g.state
    if st.environment:
        g.log(f"{g.content.mythos[st.environment].name} is discarded", "location card")
        st.decks["mythos"].append(st.environment)
        st.environment = None


@rule("box_two_mythos_cards")
def box_two_mythos(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """May search the Mythos deck for any two cards, one after the other, and return them to
    the box (out of the game); the deck is shuffled after."""
    if g.state.decks["mythos"]:
        g.push("dunwich.box_mythos", who=fr["seat"], left=2)


@step("dunwich.box_mythos")
def lc_box_mythos(g: Game, fr: Frame) -> Ask | None:
    """He may return up to ``left`` Mythos cards to the box; the deck is shuffled after."""
    st = g.state
    inv = st.investigators[fr["who"]]
    deck = st.decks["mythos"]
    ans = fr.pop("ans", None)
    if ans is not None and ans.startswith("box:"):
        cid = ans[4:]
        deck.remove(cid)
        st.box.append(cid)
        g.log(f"{g.content.mythos[cid].name} is returned to the box", "location card")
        fr["left"] -= 1
    if ans == "done" or fr["left"] <= 0 or not deck:
        g.pop(fr)
        g.shuffle(deck)
        return None
    opts = [(f"box:{c}", g.content.mythos[c].name) for c in sorted(deck, key=lambda c: g.content.mythos[c].name)]
    return g.ask(
        fr,
        inv.seat,
        f"{C.inv_name(g, inv)} may return a Mythos card to the box ({fr['left']} left)",
        opts + [("done", "No more")],
        kind="mythos",
    )


@rule("box_one_mythos_card")
def box_one_mythos(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """May search the Mythos deck for any one card and return it to the box; the deck is
    shuffled after."""
    if g.state.decks["mythos"]:
        g.push("dunwich.box_mythos", who=fr["seat"], left=1)


@rule("sell_unique_item_double")
def sell_unique_double(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """May sell one Unique Item for twice its list price."""
    g.push("card.sell", who=fr["seat"], deck="unique")


@rule("swap_gate_marker")
def swap_gate_marker(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """May return the marker of one open gate to the pile and put the top marker of the pile
    in its place; the monsters of the old marker's symbol return to the cup, as when a gate closes."""
    if g.state.gates and g.state.gate_pile:
        g.push("dunwich.swap_gate", who=fr["seat"])


@step("dunwich.swap_gate")
def lc_swap_gate(g: Game, fr: Frame) -> Ask | None:
    """He may replace one gate marker with the top of the gate pile; monsters of the old
    gate's symbol in Arkham, the Sky and the Outskirts go back to the cup."""
    from arkham.rules.classic.encounters import gate_symbol

    st = g.state
    inv = st.investigators[fr["who"]]
    ans = fr.pop("ans", None)
    if ans is None:
        opts = [(a, f"{C.name_of(g, a)} (gate to {C.name_of(g, gm)})") for a, gm in sorted(st.gates.items())]
        return g.ask(
            fr,
            inv.seat,
            f"{C.inv_name(g, inv)} may replace one gate marker",
            opts + [("no", "Leave the gates as they are")],
            kind="gate",
        )
    g.pop(fr)
    if ans == "no":
        return None
    symbol = gate_symbol(g, ans)
    old = st.gates[ans]
    st.gates[ans] = st.gate_pile.pop(0)  # the new marker is drawn before the old one joins the pile
    st.gate_pile.append(old)
    g.log(f"The gate at {C.name_of(g, ans)} now leads to {C.name_of(g, st.gates[ans])}", "location card")
    areas = g.content.areas
    for m, p in list(st.monsters.items()):
        if (p in areas or p in (SKY, OUTSKIRTS)) and C.monster_def(g, m).symbol == symbol:
            C.to_cup(g, m)
    return None


@rule("lab_weapon_clears_monsters")
def lab_weapon(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """A die for each monster on the board: a success returns it to the cup. Then a die for the
    investigator, who loses that much Stamina."""
    inv = _inv(g, fr)
    floor = C.success_floor(g, inv)
    for m in board_monsters(g):
        d = g.die()
        hit = d >= floor
        g.log(f"The weapon is turned on {C.name_of(g, m)}: {d}{' - it is gone' if hit else ''}", "location card")
        if hit:
            C.to_cup(g, m)
    run_ops(g, fr["seat"], [{"op": "lose", "what": "stamina", "n": "roll"}], fr["ctx"], who=fr["who"])


@op("monster_from_cup", required=("monster",), optional=("combat_mod",), nested=("else",))
def op_monster_from_cup(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """Search the monster cup for a monster of that kind (named by kind, whatever its box): it
    appears as for ``monster_appears`` (``combat_mod`` added to every Combat check against it);
    with none in the cup, do ``else``."""
    from arkham.rules.classic.combat import push_face
    from arkham.state import ENCOUNTER

    st = g.state
    m = next((x for x in st.cup if C.base_id(x).partition(":")[2] == o["monster"]), None)
    if m is None:
        g.log(f"No {o['monster'].replace('_', ' ')} is in the cup", "location card")
        run_ops(g, fr["seat"], o.get("else", []), fr["ctx"], who=fr["who"])
        return
    st.cup.remove(m)
    st.monsters[m] = ENCOUNTER
    g.log(f"A monster appears from the cup: {C.name_of(g, m)}", "location card")
    push_face(g, fr["seat"], m, enc=True, combat_mod=o.get("combat_mod", 0))


def _lever(g: Game, colour: str) -> None:
    """Every monster on a board area (not in the Sky) that is neither a Spawn nor a flier moves
    one step along its area's arrow of the colour, as a normal (black-bordered) monster."""
    from arkham.rules.classic.monster_movement import follow_arrows

    st = g.state
    spawn = g.content.spawn_kinds
    for m in sorted(m for m, p in st.monsters.items() if p in g.content.areas):
        if st.monsters.get(m) not in g.content.areas:
            continue
        if (spawn and C.base_id(m) in spawn) or C.monster_moves(g, m) == "flying":
            continue
        follow_arrows(g, m, colour, 1)


@rule("monsters_follow_white_arrows")
def monsters_white(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    _lever(g, "white")


@rule("monsters_follow_black_arrows")
def monsters_black(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    _lever(g, "black")


def _unstable_open(g: Game) -> list[str]:
    return C.unsealed_unstable(g, gateless=True)


@rule("warding_ritual_seal")
def warding_ritual(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """May spend the Clue tokens a seal costs now plus 2 to put an elder sign token on an unstable
    location without an open gate (nor an elder sign); while sealing is forbidden, nothing."""
    from arkham.rules.classic.encounters import seal_cost

    cost = seal_cost(g)
    if cost is None or _inv(g, fr).clues < cost + 2 or not _unstable_open(g):
        return
    g.push("dunwich.ward", who=fr["seat"], cost=cost + 2)


@step("dunwich.ward")
def lc_ward(g: Game, fr: Frame) -> Ask | None:
    """The warding ritual: he may spend ``cost`` Clue tokens to seal an open unstable
    location."""
    from arkham.rules.classic.encounters import check_victory

    st = g.state
    inv = st.investigators[fr["who"]]
    ans = fr.pop("ans", None)
    if ans is None:
        opts = [(a, C.name_of(g, a)) for a in _unstable_open(g)]
        return g.ask(
            fr,
            inv.seat,
            f"{C.inv_name(g, inv)} may spend {C.count(fr['cost'], 'Clue token')} to ward a location",
            opts + [("no", "Spend nothing")],
            kind="ward",
        )
    g.pop(fr)
    if ans == "no":
        return None
    C.pay(g, inv, "clues", fr["cost"], "the warding ritual")
    st.seals[ans] = "clues"
    g.log(f"An elder sign token is placed at {C.name_of(g, ans)}", "location card")
    check_victory(g)
    return None


@rule("move_gate")
def move_gate(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """May move one open gate to another unstable location with neither a gate nor an elder
    sign: the monsters there return to the cup and the investigators there are drawn through
    (delayed, as where a gate opens); its Clue tokens are lost as where a gate opens. No doom
    token is added: no gate opens."""
    if g.state.gates and _unstable_open(g):
        g.push("dunwich.move_gate", who=fr["seat"])


@step("dunwich.move_gate")
def lc_move_gate(g: Game, fr: Frame) -> Ask | None:
    """He may move one gate (``from``) to an open unstable location: clues and monsters
    there go, and investigators there are drawn through."""
    from arkham.rules.classic.status import enter_other_world

    st = g.state
    inv = st.investigators[fr["who"]]
    ans = fr.pop("ans", None)
    if "from" not in fr:
        if ans is None:
            opts = [(a, f"{C.name_of(g, a)} (gate to {C.name_of(g, gm)})") for a, gm in sorted(st.gates.items())]
            return g.ask(
                fr,
                inv.seat,
                f"{C.inv_name(g, inv)} may move one gate: which?",
                opts + [("no", "Move no gate")],
                kind="gate",
            )
        if ans == "no":
            g.pop(fr)
            return None
        fr["from"] = ans
        ans = None
    if ans is None:
        return g.ask(
            fr,
            inv.seat,
            f"Move the gate at {C.name_of(g, fr['from'])} to:",
            [(a, C.name_of(g, a)) for a in _unstable_open(g)],
            kind="place",
        )
    g.pop(fr)
    old, new = fr["from"], ans
    st.gates[new] = st.gates.pop(old)
    st.gate_born[new] = st.gate_born.pop(old, st.turn)
    for other in st.investigators:
        if other.where == old:
            other.explored = False
    g.log(f"The gate at {C.name_of(g, old)} moves to {C.name_of(g, new)}", "location card")
    if st.clues_on.pop(new, 0):  # as where a gate opens (base p.9)
        g.log("The Clue tokens there are lost", "location card")
    for m in C.monsters_at(g, new):
        C.to_cup(g, m)
    for other in C.in_order(g):
        if other.where == new and other.stage == 0 and not other.eliminated:
            enter_other_world(g, other, new, delayed=True, why="the gate moved onto their location")
    return None


@op("skip_mythos_phase")
def op_skip_mythos(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """This turn's Mythos Phase is skipped (the turn sequence reads ``mythos_skip_turn``)."""
    g.state.counters["mythos_skip_turn"] = g.state.turn
    g.log("The Mythos Phase will be skipped this turn", "location card")


@op("extra_mythos_card")
def op_extra_mythos(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """The next Mythos Phase held draws one more card, which takes effect after the first (a
    skipped phase keeps it for the next)."""
    st = g.state
    st.counters["mythos_extra"] = st.counters.get("mythos_extra", 0) + 1
    g.log("An extra Mythos card will be drawn in the next Mythos Phase", "location card")


register(RuleModule(name="dunwich.location_cards"))
