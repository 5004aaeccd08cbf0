"""Haunt setup (HotW §Setup): deck removals, one Location deck, the gate draw with
face-down gates, two to five investigators, markers instead of four special cards."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arkham.engine import step
from arkham.errors import SetupError
from arkham.rules.classic import core as C
from arkham.rules.classic.setup import build_decks, canonical
from arkham.rules.haunt.data import cite, first_seat, hd, in_play
from arkham.state import CUP

if TYPE_CHECKING:
    from arkham.engine import Frame, Game

EXCLUDED = frozenset({"base:mandy_thompson", "base:sister_mary"})
MIN_INVESTIGATORS, MAX_INVESTIGATORS = 2, 5
UNIQUE_OUT = ("enchanted_blade", "enchanted_knife", "elder_sign", "blue_watcher_of_the_pyramid")
SPELLS_OUT = {"shrivelling": 3, "voice_of_ra": None}  # None: every copy
MYTHOS_OUT = ("happy_days_are_here_again", "the_story_continues")
MARKER_DECKS = ("blessing", "curse", "retainer", "bank_loan")
FACE_UP_AT_START = 3


def excluded_investigators() -> frozenset[str]:
    return EXCLUDED


def validate(g: Game) -> None:
    ids = [i.id for i in g.state.investigators]
    if not MIN_INVESTIGATORS <= len(ids) <= MAX_INVESTIGATORS:
        raise SetupError(
            f"Haunt is played with {MIN_INVESTIGATORS} to {MAX_INVESTIGATORS} investigators, not {len(ids)}"
        )
    bad = sorted(set(ids) & EXCLUDED)
    if bad:
        raise SetupError(f"{C.name_of(g, bad[0])} is not used in Haunt of the Watchers")


def remove_cards(g: Game, deck: str, short: str, n: int | None) -> int:
    """Move up to n copies (None: all) of a card from a deck to the box."""
    st = g.state
    pile = st.decks.get(deck, [])
    out = [c for c in pile if C.base_id(c).partition(":")[2] == short]
    out = out if n is None else out[:n]
    for c in out:
        pile.remove(c)
        st.box.append(c)
    return len(out)


def deck_removals(g: Game) -> None:
    st = g.state
    weapons = sorted({C.base_id(c) for c in st.decks["common"] if "weapon" in C.card_def(g, c).tags})
    for w in weapons:
        short = w.partition(":")[2]
        remove_cards(g, "common", short, None if short == "knife" else 1)
    for short in UNIQUE_OUT:
        remove_cards(g, "unique", short, 1 if short != "blue_watcher_of_the_pyramid" else None)
    for short, n in SPELLS_OUT.items():
        remove_cards(g, "spell", short, n)
    g.log(
        "One of each weapon and every Knife leave the Common deck; one Enchanted Blade, Enchanted Knife and "
        "Elder Sign and the Blue Watcher leave the Unique deck; three Shrivellings and every Voice of Ra leave "
        "the Spell deck",
        cite("Setup"),
    )
    for short in MARKER_DECKS:
        remove_cards(g, f"base:{short}", short, None)
    g.log("Blessings, Curses, Retainers and Bank Loans are markers, not cards", cite("Setup"))
    mythos = st.decks["mythos"]
    out = [c for c in mythos if c.partition(":")[2] in MYTHOS_OUT or g.content.mythos[c].type == "rumor"]
    for c in out:
        mythos.remove(c)
        st.box.append(c)
    g.log("Happy Days Are Here Again, The Story Continues and every Rumor leave the Mythos deck", cite("Setup"))


def location_deck(g: Game) -> None:
    st = g.state
    cards: list[str] = []
    for name in sorted(k for k in st.decks if k.startswith("loc:")):
        cards.extend(st.decks.pop(name))
    g.shuffle(cards)
    st.decks["loc:all"] = cards
    g.log("The nine Location decks are shuffled into one Location deck", cite("Setup"))


#: the board Haunt of the Watchers is played on
HAUNT_TOWN = "base:arkham"


def gate_draw(g: Game) -> None:
    """Two piles of eight, one of each world in each; three of one pile join the other;
    those eleven go face-down on the red-diamond locations, the other five face-down to
    the discard pile; three of the placed gates are then turned face-up."""
    st = g.state
    firsts, seconds = [], []
    for gm in g.content.gate_markers:
        marks = [f"{gm.world}#{i}" for i in range(1, gm.count + 1)]
        firsts.append(marks[0])
        seconds.extend(marks[1:2])
    g.shuffle(firsts)
    placed = seconds + firsts[:3]
    g.shuffle(placed)
    # Haunt is played on the Arkham board: its eleven red-diamond locations, never another
    # town's unstable ones (the Dunwich board when Dunwich's parts are in play)
    spots = sorted(a.id for a in g.content.areas.values() if a.unstable and a.town == HAUNT_TOWN)
    st.gates = dict(zip(spots, placed))
    st.gate_pile = firsts[3:]
    g.shuffle(st.gate_pile)
    down = list(spots)
    # Ruling: which three are turned face-up is chosen at random: the players cannot
    # tell face-down gates apart, so any choice of theirs is a blind one.
    up = sorted(g.rng.sample(spots, FACE_UP_AT_START))
    hd(g)["face_down"] = [a for a in down if a not in up]
    g.log(
        "Eleven face-down gates are placed on the red-diamond locations and five go to the gate discard pile",
        cite("Setup"),
    )
    for a in up:
        g.log(
            f"The gate at {C.name_of(g, a)} is turned face-up: it leads to {C.name_of(g, C.base_id(st.gates[a]))}",
            cite("Setup"),
        )


@step("haunt.setup")
def setup(g: Game, fr: Frame) -> None:
    """Haunt's setup: the rule set's state, decks, cup, fixed possessions, the Location deck
    and the gates, then each investigator's random possessions; then the first day
    begins."""
    st = g.state
    c = g.content
    if fr.get("st", 0) == 0:
        validate(g)
        fr["st"] = 1
        hd(g).update(
            {
                "day": 0,
                "starting": len(st.investigators),
                "mythos": [],
                "mclues": {},
                "stacks": {},
                "alloc": {},
                "marks": {},
                "records": [],
                "stay": {},
                "phase": None,
                "revealed": [],
                "placed_today": [],
                "face_down": [],
            }
        )
        g.log(f"Haunt of the Watchers against {c.ancient_ones[st.ancient_one].name}", cite("Setup"))
        build_decks(g)
        masks = C.ao_id(g) == "nyarlathotep"  # the base game's Mask rule is kept (nothing in Haunt changes it)
        for m in c.monsters.values():
            for i in range(1, m.count + 1):
                marker = f"{m.id}#{i}"
                if "mask" in m.abilities and not masks:
                    st.monsters[marker] = C.BOX
                else:
                    st.monsters[marker] = CUP
                    st.cup.append(marker)
        st.monsters = canonical(st.monsters)  # in key order all game (classic.setup.canonical)
        for inv in st.investigators:
            d = c.investigators[inv.id]
            inv.money = d.money
            inv.clues = d.clues
            take_fixed(g, inv)
        deck_removals(g)
        location_deck(g)
        for name in sorted(st.decks):
            g.shuffle(st.decks[name])
        gate_draw(g)
        st.first = first_seat(g)
        for inv in reversed(in_play(g)):
            g.push("setup.equip", who=inv.seat, seat=inv.seat, fixed_done=True)
        return None
    g.pop(fr)
    st.turn = 0
    g.push("haunt.day", who=-1, phase=True)
    return None


def take_fixed(g: Game, inv) -> None:
    """Fixed possessions; a fixed Retainer (or Blessing) becomes a marker."""
    from arkham.rules.haunt.status import gain_special

    for cid in g.content.investigators[inv.id].fixed:
        if cid.partition(":")[2] in MARKER_DECKS:
            gain_special(g, inv, cid, "fixed possession")
            continue
        card = C.find_in_deck(g, C.deck_of(g, cid) if C.deck_of(g, cid) != "special" else cid, cid)
        if card is None:
            # Ruling (as the shared rules do for replacements): a fixed possession no
            # longer in its deck (held by another investigator) is not taken.
            g.log(
                f"{C.name_of(g, cid)} is not in its deck: {C.inv_name(g, inv)} starts without it",
                cite("New Investigators"),
            )
            continue
        C.take_card(g, inv, card, "fixed possession")


@step("haunt.no_sliders")
def no_sliders(g: Game, fr: Frame) -> None:
    """Replaces setting the skill sliders: Haunt has no sliders, its investigators
    allocate bonuses as they go (HotW §Skill Allocations And Checks)."""
    g.pop(fr)
    return None
