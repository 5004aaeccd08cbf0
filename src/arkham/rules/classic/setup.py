"""Game setup, the 14 steps of base p.5 with the DH/KH rule changes."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arkham.engine import step
from arkham.rules.classic import core as C
from arkham.state import CUP, SHEET, Investigator

if TYPE_CHECKING:
    from arkham.engine import Ask, Frame, Game

# Abilities that draw one extra card from a deck and discard one (base sheets).
EXTRA_DRAW = {"studious": "skill", "shrewd_dealer": "common", "magical_gift": "spell", "archaeology": "unique"}


def fresh_investigator(g: Game, inv_id: str, seat: int) -> Investigator:
    """A newcomer at his home location (base p.5 setup step 13). Decision: one joining
    later (in place of a devoured, retired or traded investigator) whose home has closed
    (terror, a Mythos card, rubble) starts in its street, where anyone inside was moved
    when it closed (FAQ: a closing location moves investigators to the street). A home
    that is an Other World (Luke Robinson, KH) is its first area, and he starts there
    delayed, as that sheet says."""
    d = g.content.investigators[inv_id]
    inv = Investigator(id=inv_id, seat=seat, where=d.home)
    if d.health_slider is not None:
        inv.sliders.append(0)  # Yin and Yang: a fourth slider, at the sheet's printed stop
    if d.home in g.content.worlds:
        inv.stage = 1
        inv.delayed = True
    elif g.state.closed and C.is_closed(g, d.home):
        inv.where = C.street_of(g, d.home)
        g.log(
            f"{C.name_of(g, d.home)} is closed: {d.name} starts in {C.name_of(g, inv.where)} instead",
            "DH FAQ locations",
        )
    inv.sanity = d.sanity
    inv.stamina = d.stamina
    inv.sanity = C.max_sanity(g, inv)
    inv.stamina = C.max_stamina(g, inv)
    return inv


def build_decks(g: Game) -> None:
    st = g.state
    c = g.content
    for card in c.cards.values():
        deck = card.deck if card.deck != "special" else card.id
        pile = st.decks.setdefault(deck, [])
        for i in range(1, card.count + 1):
            pile.append(f"{card.id}#{i}")
    st.decks["mythos"] = sorted(c.mythos)
    st.decks["gate"] = sorted(c.gates)
    for lc in c.locations.values():
        st.decks.setdefault(f"loc:{lc.neighborhood}", []).append(lc.id)
    st.decks = canonical(st.decks)


def canonical(mapping: dict[str, Any]) -> dict[str, Any]:
    """``mapping`` in key order. A state mapping is built in the order the packs list their
    content, which a save (JSON with sorted keys) does not keep: built in key order, the
    same state iterates the same way however it was reached or rebuilt. The monster
    markers never change after set-up (only their places do), so ``state.monsters`` stays
    in key order all game (``arkham.invariants`` checks it)."""
    return {k: mapping[k] for k in sorted(mapping)}


@step("setup")
def setup(g: Game, fr: Frame) -> None:
    """The game's setup (base p.5). Stage ``st`` 0: clues, first player, decks, cup, gates
    and fixed possessions, then each one's random possessions and sliders; 1: the first
    Mythos card; then turn 1 begins."""
    st = g.state
    c = g.content
    stage = fr.get("st", 0)
    if stage == 0:
        # 1 play area: terror 0. 2 Clue tokens on unstable locations (Kate Winthrop keeps hers away
        # from the Science Building, per her sheet). 3 first player at random.
        kate = any(C.has_ability(g, i, "science") for i in st.investigators)
        for a in c.areas.values():
            if a.unstable and not (kate and a.id.endswith(":arkham/science_building")):
                st.clues_on[a.id] = 1
        g.log("A Clue token is placed on each unstable location", "base p.5 setup step 2")
        st.first = g.randbelow(len(st.investigators))
        g.log(f"{C.inv_name(g, st.investigators[st.first])} is the first player", "base p.5 setup step 3")
        g.log(f"The Ancient One is {c.ancient_ones[st.ancient_one].name}", "base p.5 setup step 5")
        # 6 separate decks; 11 monster cup (Mask monsters only with Nyarlathotep); 12 gate markers.
        build_decks(g)
        C.announce(g, "decks_built")  # extension point: e.g. only 11 Allies in a game (DH p.4)
        masks = C.ao_id(g) == "nyarlathotep"
        for m in c.monsters.values():
            for i in range(1, m.count + 1):
                marker = f"{m.id}#{i}"
                if m.spawn:
                    st.monsters[marker] = SHEET  # never in the cup (DH p.6)
                elif "mask" in m.abilities and not masks:
                    st.monsters[marker] = C.BOX
                else:
                    st.monsters[marker] = CUP
                    st.cup.append(marker)
        st.monsters = canonical(st.monsters)
        if masks:
            g.log("A Thousand Masks: the Mask monsters go into the cup", "base p.5 setup step 11")
        aor = C.ao_rules(g)  # extension point: an Ancient One's own setup (Abhoth's Cultists leave)
        if aor is not None and aor.setup is not None:
            aor.setup(g)
        for gm in c.gate_markers:
            for i in range(1, gm.count + 1):
                st.gate_pile.append(f"{gm.world}#{len(st.gate_pile) + 1}")
        C.announce(g, "setup")  # extension point: a board's own setup (the rift markers)
        # 7 fixed possessions, in seat order from the first player
        for inv in C.in_order(g):
            d = c.investigators[inv.id]
            inv.money = d.money
            inv.clues = d.clues
            for cid in d.fixed:
                card = C.find_in_deck(g, c.cards[cid].deck if c.cards[cid].deck != "special" else cid, cid)
                if card is None:
                    raise RuntimeError(f"fixed possession {cid} missing from its deck")
                C.take_card(g, inv, card, "fixed possession")
        # 8 shuffle the investigator decks; 12 shuffle the gate and mythos decks and markers
        for name in sorted(st.decks):
            g.shuffle(st.decks[name])
        g.shuffle(st.gate_pile)
        fr["st"] = 1
        # 9 random possessions and 10 skill sliders, player by player
        for inv in reversed(C.in_order(g)):
            g.push("setup.equip", who=inv.seat, seat=inv.seat, fixed_done=True)
        return None
    if stage == 1:
        fr["st"] = 2
        # 14 first Mythos card: a Rumor is discarded and another drawn (DH/KH rule change)
        g.push("mythos.phase", who=-1, setup=True)
        return None
    g.pop(fr)
    st.turn = 1
    g.push("turn")
    return None


@step("setup.equip")
def equip(g: Game, fr: Frame) -> None:
    """Possessions and sliders of one investigator (setup steps 7, 9, 10, 13)."""
    st = g.state
    inv = st.investigators[fr["seat"]]
    d = g.content.investigators[inv.id]
    stage = fr.get("st", 0)
    if stage == 0:
        fr["st"] = 1
        if not fr.get("fixed_done"):
            inv.money = d.money
            inv.clues = d.clues
            for cid in d.fixed:
                deck = g.content.cards[cid].deck if g.content.cards[cid].deck != "special" else cid
                card = C.find_in_deck(g, deck, cid)
                if card is not None:
                    C.take_card(g, inv, card, "fixed possession")
        draws = [(deck, getattr(d.random, deck)) for deck in ("common", "unique", "spell", "skill", "ally")]
        for deck, n in reversed(draws):
            if n:
                g.push("draw", who=inv.seat, seat=inv.seat, deck=deck, n=n, why="random possession", start=True)
        return None
    if stage == 1:
        fr["st"] = 2
        g.push("setup.sliders", who=inv.seat, seat=inv.seat, slider=0, start=True)
        return None
    g.pop(fr)
    g.log(f"{d.name} starts at {C.name_of(g, inv.where)}", "base p.5 setup step 13")
    return None


@step("setup.sliders")
def sliders(g: Game, fr: Frame) -> Ask | None:
    """Setup step 10: each slider may start on any of its four stops (a fourth slider of the
    maximum Sanity and Stamina too: at setup he then starts with both at their maximum)."""
    inv = g.state.investigators[fr["seat"]]
    d = g.content.investigators[inv.id]
    i = fr["slider"]
    pairs = C.slider_pairs(g, inv)
    ans = fr.pop("ans", None)
    if ans is not None:
        if i == C.HEALTH_SLIDER:
            C.set_health_slider(g, inv, int(ans), start=bool(fr.get("start")))
            if C.knocked_out(g, inv):
                g.pop(fr)
                C.check_out(g, inv)
                return None
        else:
            inv.sliders[i] = int(ans)
        i += 1
        fr["slider"] = i
    if i >= len(pairs):
        g.pop(fr)
        return None
    a, b, ta, tb = pairs[i]
    return g.ask(
        fr,
        inv.seat,
        f"{d.name}: set the {a.capitalize()}/{b.capitalize()} slider",
        [(str(k), f"{a.capitalize()} {ta[k]} / {b.capitalize()} {tb[k]}") for k in range(4)],
        kind="slider",
    )


def deal(g: Game, fr: Frame, inv: Investigator, deck: str, n: int) -> Ask | None:
    """Draw ``n`` cards from a deck for an investigator into ``fr["drawn"]``, with the
    draw abilities of the sheets: Amanda, Bob, Dexter and Monterey draw one extra card
    (the step decides which to keep), Ashcan Pete may draw from the bottom and may see the
    bottom card (asked once; the Ask is returned while asking)."""
    st = g.state
    pile = st.decks.get(deck, [])
    bottom = False
    if deck in ("common", "unique", "spell") and C.has_ability(g, inv, "scrounge") and len(pile) > 1:
        ans = fr.pop("ans", None)
        if ans is None:
            return g.ask(
                fr,
                inv.seat,
                f"Scrounge: draw {n} from the top or the bottom of the {deck} deck?",
                [
                    ("top", "From the top"),
                    ("bottom", f"From the bottom (the bottom card is {C.card_def(g, pile[-1]).name})"),
                ],
                kind="scrounge",
            )
        bottom = ans == "bottom"
    extra = any(C.has_ability(g, inv, ab) and dk == deck for ab, dk in EXTRA_DRAW.items())
    drawn = []
    for _ in range(n + (1 if extra else 0)):
        card = (pile.pop() if pile else None) if bottom else C.draw_card(g, deck)
        if card is not None:
            drawn.append(card)
    fr["drawn"] = drawn
    if drawn and not fr.get("start"):  # starting equipment is not a draw the powers see (KH p.10)
        C.announce(g, "cards_drawn", inv, list(drawn))
    return None


def search_instead(g: Game, fr: Frame, inv: Investigator, deck: str) -> Ask | None:
    """Before a draw that gives him one card: a rule may let him search the deck instead
    (``draw_searches``); searching, he takes any one card of the deck and the draw is over."""
    st = g.state
    if "search_asked" not in fr:
        opts = [o for s in g.rules.packs.draw_searches for o in s.options(g, inv, deck)]
        fr["search_asked"] = bool(opts)
        if opts:
            return g.ask(
                fr,
                inv.seat,
                f"{C.inv_name(g, inv)} gains a card of the {deck} deck: draw it, or search instead?",
                [("draw", "Draw as usual")] + opts,
                kind="draw_search",
            )
    elif fr["search_asked"] is True:
        fr["search_asked"] = False
        ans = fr.pop("ans", None)
        for s in g.rules.packs.draw_searches:
            if ans is not None and s.act(g, inv, fr, ans):
                break
    if not fr.get("search"):
        return None
    pile = st.decks.get(deck, [])
    ans = fr.pop("ans", None)
    if ans is None:
        kinds: dict[str, str] = {}
        for c in pile:
            kinds.setdefault(C.base_id(c), c)
        if not kinds:
            g.log(f"The {deck} deck is empty: nothing to search", "")
            g.pop(fr)
            return None
        return g.ask(
            fr,
            inv.seat,
            f"{C.inv_name(g, inv)} searches the {deck} deck: take which card?",
            [(f"take:{c}", C.card_def(g, c).name) for c in sorted(kinds.values(), key=lambda c: C.card_def(g, c).name)],
            kind="search",
        )
    card = ans.partition(":")[2]
    pile.remove(card)
    g.pop(fr)
    C.take_card(g, inv, card, "searched the deck")
    C.announce(g, "cards_drawn", inv, [card])  # once held: an awakening it causes keeps the card
    return None


@step("draw")
def draw(g: Game, fr: Frame) -> Ask | None:
    """Draw N cards from a deck; Amanda, Bob, Dexter and Monterey draw one extra and discard one."""
    st = g.state
    inv = st.investigators[fr["seat"]]
    deck = fr["deck"]
    if "drawn" not in fr and g.rules.packs.draw_searches and not fr.get("start") and fr.get("keep", fr["n"]) == 1:
        asked = search_instead(g, fr, inv, deck)  # extension point: a search in place of the draw (Nodens)
        if asked is not None or fr.get("search"):
            return asked
    if "drawn" not in fr:
        n = fr["n"]
        asked = deal(g, fr, inv, deck, n)
        if asked is not None:
            return asked
        fr["keep"] = min(fr.get("keep", n), len(fr["drawn"]))  # type: ignore[type-var]
    ans = fr.pop("ans", None)
    if ans is not None:
        card = ans.partition(":")[2]
        fr["drawn"].remove(card)
        C.take_card(g, inv, card, fr.get("why", ""))
        fr["keep"] -= 1
    if fr["keep"] > 0 and len(fr["drawn"]) > fr["keep"]:
        return g.ask(
            fr,
            inv.seat,
            f"{C.inv_name(g, inv)} draws {len(fr['drawn'])} and keeps {fr['keep']}: choose one",
            [(f"keep:{c}", C.card_def(g, c).name) for c in fr["drawn"]],
            kind="draw",
        )
    for card in fr["drawn"][: fr["keep"]]:
        C.take_card(g, inv, card, fr.get("why", ""))
    for card in fr["drawn"][fr["keep"] :]:
        st.decks[deck].append(card)
    g.pop(fr)
    return None


ALLIES_IN_GAME = 11
ALLIES_RULE = "DH p.4 determine Allies"


def deal_allies(g: Game) -> None:
    """Shuffle the Ally deck and keep 11, the fixed Allies of the investigators among them:
    the rule of both expansions whose Allies join the deck (Dunwich and Kingsport call it
    when the decks are built; once done, a second call finds 11 and does nothing)."""
    st = g.state
    deck = st.decks.get("ally", [])
    if len(deck) <= ALLIES_IN_GAME:
        return
    fixed = {
        cid
        for inv in st.investigators
        for cid in g.content.investigators[inv.id].fixed
        if g.content.cards[cid].deck == "ally"
    }
    g.shuffle(deck)
    keep = [c for c in deck if C.base_id(c) in fixed]
    keep += [c for c in deck if C.base_id(c) not in fixed][: ALLIES_IN_GAME - len(keep)]
    out = [c for c in deck if c not in keep]
    st.decks["ally"] = keep
    st.box.extend(out)
    g.log(f"{ALLIES_IN_GAME} Allies are used this game; {C.names_of(g, out)} go back to the box", ALLIES_RULE)
