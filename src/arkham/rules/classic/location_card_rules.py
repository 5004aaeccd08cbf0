"""Encounter mechanics of the later boxes' Arkham location cards that the op vocabulary
did not yet cover: three general ops (``gain_split``, ``top_up``, ``spend_monster_trophy``)
and the rules named by ``{op: rule, id: ...}`` in the card data (gate markers, the Mythos
deck, the monsters on the board, everyone at a location).

As in :mod:`arkham.rules.classic.encounter_rules`, every op and rule here resolves for the
investigator of the running ``fx`` frame (``fr["seat"]``), who answers its choices.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arkham.effects.interp import amount, run_ops
from arkham.effects.registry import op, rule
from arkham.engine import step
from arkham.rules.classic import core as C
from arkham.rules.classic.encounter_rules import board_monsters, push_pick
from arkham.state import OUTSKIRTS, SKY

if TYPE_CHECKING:
    from arkham.engine import Frame, Game


def _inv(g: Game, fr: Frame) -> Any:
    return g.state.investigators[fr["seat"]]


# ================================================================ general ops
@op("gain_split", required=("n",))
def op_gain_split(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """Gain ``n`` points divided between Sanity and Stamina as the investigator likes."""
    n = amount(g, fr, o["n"])
    if n > 0:
        g.push("lc.split", who=fr["seat"], n=n)


@op("lose_split", required=("n",))
def op_lose_split(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """Lose ``n`` points in all, split between Sanity and Stamina as the investigator likes;
    the split is one loss of both (the knock-out is judged once)."""
    n = amount(g, fr, o["n"])
    if n > 0:
        g.push("lc.split", who=fr["seat"], n=n, loss=True)


@step("lc.split")
def lc_split(g: Game, fr: Frame) -> None:
    """The split of a gain (``gain_split``) or of a loss (``lose_split``, frame ``loss``).
    Any rule may push it: ``why`` and ``rule`` (optional) name what caused it (Y'Golonac's
    attack); an investigator no longer in the game is not asked."""
    inv = g.state.investigators[fr["who"]]
    n = fr["n"]
    if inv.eliminated:
        g.pop(fr)
        return None
    ans = fr.pop("ans", None)
    if ans is None:
        opts = [(f"sanity:{k}", f"{k} Sanity + {n - k} Stamina") for k in range(n, -1, -1)]
        what = f"a loss of {n}" if fr.get("loss") else f"{n} points"
        why = f"{fr['why']}: " if fr.get("why") else ""
        return g.ask(fr, inv.seat, f"{why}{C.inv_name(g, inv)} divides {what} between Sanity and Stamina", opts,
                     kind="split")
    g.pop(fr)
    k = int(ans.partition(":")[2])
    if fr.get("loss"):
        C.push_loss(g, inv, sanity=k, stamina=n - k, why=fr.get("why", f"a loss split as {C.pron(g, inv, 'he')} chose"), rule=fr.get("rule", ""))
        return None
    if k:
        C.gain(g, inv, "sanity", k, "encounter")
    if n - k:
        C.gain(g, inv, "stamina", n - k, "encounter")
    return None


@op("top_up", required=("what", "to"))
def op_top_up(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """Gain enough to bring the investigator's ``what`` (clues, money) up to ``to``; more held, nothing."""
    inv = _inv(g, fr)
    short = o["to"] - getattr(inv, o["what"])
    if short > 0:
        C.gain(g, inv, o["what"], short, "encounter")


def _symbol_trophies(g: Game, inv: Any, symbol: str) -> list[str]:
    return [m for m in inv.monster_trophies if C.monster_def(g, m).symbol == symbol]


@op("spend_monster_trophy", required=("symbol", "do"))
def op_spend_monster_trophy(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """May spend one monster trophy with that dimensional symbol (back to the cup) to do ``do``;
    without such a trophy nothing is offered."""
    if _symbol_trophies(g, _inv(g, fr), o["symbol"]):
        g.push("lc.spend_symbol", who=fr["seat"], seat=fr["seat"], o=o, ctx=fr["ctx"])


@step("lc.spend_symbol")
def lc_spend_symbol(g: Game, fr: Frame) -> None:
    inv = g.state.investigators[fr["who"]]
    o = fr["o"]
    ans = fr.pop("ans", None)
    if ans is None:
        opts = [(f"spend:{m}", f"Spend {C.name_of(g, m)}") for m in _symbol_trophies(g, inv, o["symbol"])]
        return g.ask(fr, inv.seat, f"{C.inv_name(g, inv)} may spend a {o['symbol']} monster trophy",
                     opts + [("no", "Keep the trophies")], kind="trophy_offer")
    g.pop(fr)
    if ans == "no":
        return None
    m = ans[6:]
    inv.monster_trophies.remove(m)
    C.to_cup(g, m)
    g.log(f"{C.inv_name(g, inv)} spends {C.name_of(g, m)} (back to the cup)", "location card")
    run_ops(g, fr["seat"], o["do"], fr["ctx"], who=fr["who"])
    return None


# ============================================================ location rules
@rule("choose_unique_from_deck")
def choose_unique(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """Search the Unique Item deck for any one card and take it (the deck is shuffled after)."""
    push_pick(g, fr["seat"], "unique")


@rule("defeat_board_monster")
def defeat_board_monster(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """Defeat any one monster on the board that is not a Spawn monster: it is taken as a
    trophy, as a monster defeated in combat (an Endless one returns to the cup)."""
    g.push("er.claim", who=fr["seat"], no_spawn=True)


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
        g.push("lc.peek", who=fr["seat"], card=deck[0])


@step("lc.peek")
def lc_peek(g: Game, fr: Frame) -> None:
    inv = g.state.investigators[fr["who"]]
    deck = g.state.decks["mythos"]
    ans = fr.pop("ans", None)
    if ans is None:
        name = g.content.mythos[fr["card"]].name
        return g.ask(fr, inv.seat, f"The top Mythos card is {name}",
                     [("bottom", f"Put {name} on the bottom of the deck"), ("keep", "Leave it on top")], kind="mythos")
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
        g.push("lc.box_mythos", who=fr["seat"], left=2)


@step("lc.box_mythos")
def lc_box_mythos(g: Game, fr: Frame) -> None:
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
    return g.ask(fr, inv.seat, f"{C.inv_name(g, inv)} may return a Mythos card to the box ({fr['left']} left)",
                 opts + [("done", "No more")], kind="mythos")


@rule("box_one_mythos_card")
def box_one_mythos(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """May search the Mythos deck for any one card and return it to the box; the deck is
    shuffled after."""
    if g.state.decks["mythos"]:
        g.push("lc.box_mythos", who=fr["seat"], left=1)


@rule("sell_unique_item_double")
def sell_unique_double(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """May sell one Unique Item for twice its list price."""
    g.push("er.sell", who=fr["seat"], deck="unique")


@rule("swap_gate_marker")
def swap_gate_marker(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """May return the marker of one open gate to the pile and put the top marker of the pile
    in its place; the monsters of the old marker's symbol return to the cup, as when a gate closes."""
    if g.state.gates and g.state.gate_pile:
        g.push("lc.swap_gate", who=fr["seat"])


@step("lc.swap_gate")
def lc_swap_gate(g: Game, fr: Frame) -> None:
    from arkham.rules.classic.encounters import gate_symbol
    st = g.state
    inv = st.investigators[fr["who"]]
    ans = fr.pop("ans", None)
    if ans is None:
        opts = [(a, f"{C.name_of(g, a)} (gate to {C.name_of(g, gm)})") for a, gm in sorted(st.gates.items())]
        return g.ask(fr, inv.seat, f"{C.inv_name(g, inv)} may replace one gate marker",
                     opts + [("no", "Leave the gates as they are")], kind="gate")
    g.pop(fr)
    if ans == "no":
        return None
    symbol = gate_symbol(g, ans)
    old = st.gates[ans]
    st.gates[ans] = st.gate_pile.pop(0)   # the new marker is drawn before the old one joins the pile
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
    g.push("lc.ward", who=fr["seat"], cost=cost + 2)


@step("lc.ward")
def lc_ward(g: Game, fr: Frame) -> None:
    from arkham.rules.classic.encounters import check_victory
    st = g.state
    inv = st.investigators[fr["who"]]
    ans = fr.pop("ans", None)
    if ans is None:
        opts = [(a, C.name_of(g, a)) for a in _unstable_open(g)]
        return g.ask(fr, inv.seat, f"{C.inv_name(g, inv)} may spend {fr['cost']} Clue tokens to ward a location",
                     opts + [("no", "Spend nothing")], kind="ward")
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
        g.push("lc.move_gate", who=fr["seat"])


@step("lc.move_gate")
def lc_move_gate(g: Game, fr: Frame) -> None:
    from arkham.rules.classic.status import enter_other_world
    st = g.state
    inv = st.investigators[fr["who"]]
    ans = fr.pop("ans", None)
    if "from" not in fr:
        if ans is None:
            opts = [(a, f"{C.name_of(g, a)} (gate to {C.name_of(g, gm)})") for a, gm in sorted(st.gates.items())]
            return g.ask(fr, inv.seat, f"{C.inv_name(g, inv)} may move one gate: which?",
                         opts + [("no", "Move no gate")], kind="gate")
        if ans == "no":
            g.pop(fr)
            return None
        fr["from"] = ans
        ans = None
    if ans is None:
        return g.ask(fr, inv.seat, f"Move the gate at {C.name_of(g, fr['from'])} to:",
                     [(a, C.name_of(g, a)) for a in _unstable_open(g)], kind="place")
    g.pop(fr)
    old, new = fr["from"], ans
    st.gates[new] = st.gates.pop(old)
    st.gate_born[new] = st.gate_born.pop(old, st.turn)
    for other in st.investigators:
        if other.where == old:
            other.explored = False
    g.log(f"The gate at {C.name_of(g, old)} moves to {C.name_of(g, new)}", "location card")
    if st.clues_on.pop(new, 0):   # as where a gate opens (base p.9)
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
