"""The Kingsport Mythos and gate cards that name a card or an Ancient One of another part
of the box (Local Heiress Missing!: the Ally Asenath Waite; KH: the Mythos cards, gate
bursts as DH p.6; base p.9 Other World encounters)."""

from __future__ import annotations

from arkham.content.loader import load_content
from arkham.rules.classic import core as C
from arkham.testing import give
from helpers.coverage_marks import covers
from test_kingsport_mythos import A, JOE, AMANDA, draw, rift_game, settle

PACKS = ("base", "kingsport")
ASENATH = "kingsport:asenath_waite"


def holds(g, seat: int, card: str) -> bool:
    return bool(C.has_card(g, g.state.investigators[seat], card))


@covers("kingsport:local_heiress_missing")
def test_local_heiress_missing_sends_asenath_to_the_box_and_adds_a_doom_token():
    """The gate opens at the Graveyard (unsealed: its doom token as usual); the player with
    Asenath Waite as an Ally loses her to the box, and one more doom token is added."""
    g = rift_game((JOE, AMANDA))
    st = g.state
    give(g, 1, ASENATH)
    draw(g, "local_heiress_missing")
    settle(g)
    assert A("graveyard") in st.gates
    assert not holds(g, 1, ASENATH)
    assert ASENATH not in st.decks["ally"] and not any(C.base_id(c) == ASENATH for c in st.decks["ally"])
    assert st.doom == 2


@covers("kingsport:local_heiress_missing")
def test_local_heiress_missing_adds_no_doom_while_no_one_has_asenath():
    g = rift_game((JOE, AMANDA))
    draw(g, "local_heiress_missing")
    settle(g)
    assert A("graveyard") in g.state.gates and g.state.doom == 1  # the gate's own token only


def test_local_heiress_missing_leaves_the_deck_without_the_investigator_cards():
    """It names an Ally of the `cards` part: without that part it is not in the deck."""
    assert "kingsport:local_heiress_missing" in load_content(PACKS).mythos
    c = load_content(("base", "kingsport:mythos+gates"))
    assert "kingsport:local_heiress_missing" not in c.mythos and "kingsport:cops_sweep_kingsport" in c.mythos


# ------------------------------------------------------------------ gate cards naming an Ancient One
import pytest  # noqa: E402

from helpers import encounter_sim as S  # noqa: E402
from arkham.testing import answer, empty_handed, finished, labels, open_gate, quiet_game, rig, run_step  # noqa: E402
from test_kingsport_gates import CONTENT, DREAMLANDS, KADATH, UNDERWORLD, dice, encounter, inv, start, world_for  # noqa: E402
from test_kingsport_gates import game as world_game  # noqa: E402
from arkham.rules.classic.encounters import gate_modifier  # noqa: E402

LEAGUE = "base:world/plateau_of_leng"
GREAT_RACE = "base:world/city_of_the_great_race"
PLAIN = [
    ("kingsport:gate_04", KADATH),
    ("kingsport:gate_04", "other"),
    ("kingsport:gate_14", "other"),
    ("kingsport:gate_13", UNDERWORLD),
    ("kingsport:gate_13", "other"),
    ("kingsport:gate_18", DREAMLANDS),
]
SHUT = "kingsport:the_way_is_shut"
MISUNDERSTANDING = "kingsport:great_race_misunderstanding"


@covers("kingsport:gate_04", "kingsport:gate_13", "kingsport:gate_14", "kingsport:gate_18")
@pytest.mark.parametrize("card_id,at", PLAIN, ids=[f"{c[-7:]}@{a.rpartition('/')[2]}" for c, a in PLAIN])
def test_plain_entries_of_the_late_gate_cards(card_id: str, at: str) -> None:
    """Entries the independent evaluator models: every outcome path (base p.9)."""
    card = CONTENT.gates[card_id]
    entry = next(e for e in card.entries if e.at == at)
    world = world_for(card, at)
    paths = S.scenarios(world_game(world), entry.effect, None)
    assert paths
    for p in paths:
        g = world_game(world)
        deck = g.state.decks["gate"]
        deck.remove(card_id)
        deck.insert(0, card_id)
        S.run_path(g, "otherworld.inv", p)


@covers("kingsport:gate_04")
def test_atlach_nachas_threads_pull_back_to_the_first_area_of_leng_only_under_her():
    g = world_game(LEAGUE)
    g.state.ancient_one = "kingsport:atlach_nacha"
    inv(g).stage = 2
    start(g, "gate_04")
    assert finished(g) and (inv(g).where, inv(g).stage, inv(g).delayed) == (LEAGUE, 1, True)
    g = world_game(LEAGUE)  # another Ancient One: nothing happens
    inv(g).stage = 2
    start(g, "gate_04")
    assert finished(g) and (inv(g).where, inv(g).stage, inv(g).delayed) == (LEAGUE, 2, False)


def eihort_game() -> object:
    g = world_game(UNDERWORLD)
    g.state.ancient_one = "kingsport:eihort"
    return g


@covers("kingsport:gate_14")
def test_the_underworld_chant_curses_or_gives_a_brood_token_under_eihort():
    g = start(eihort_game(), "gate_14")
    assert labels(g) == ["Become Cursed", "Gain a Brood token"]
    answer(g, "Become Cursed")
    assert finished(g) and "base:curse" in [C.base_id(c) for c in inv(g).cards]
    g = start(eihort_game(), "gate_14", 6)  # the Brood die: 6, not below 1 token
    answer(g, "Gain a Brood token")
    assert finished(g) and g.state.rules_data["brood"] == {"0": 1} and not inv(g).eliminated
    assert "base:curse" not in [C.base_id(c) for c in inv(g).cards]
    g = encounter(UNDERWORLD, "gate_14")  # another Ancient One: nothing happens
    assert finished(g) and "brood" not in g.state.rules_data
    assert "base:curse" not in [C.base_id(c) for c in inv(g).cards]


@covers("kingsport:gate_14")
def test_the_great_race_trades_places_with_another_investigator():
    """Jenny in the City of the Great Race (second area) trades places with Joe at the Woods's
    gate-explored spot: she stands at his place, he in her area; no explored token."""
    g = quiet_game([S.INVESTIGATOR, JOE, AMANDA], ancient_one="base:azathoth", packs=PACKS)
    open_gate(g, A("woods"), GREAT_RACE)
    jenny, joe, amanda = g.state.investigators
    jenny.where, jenny.stage = GREAT_RACE, 2
    joe.where, joe.explored = A("woods"), True
    amanda.where = C.LOST  # lost in time and space: not offered
    deck = g.state.decks["gate"]
    deck.remove("kingsport:gate_14")
    deck.insert(0, "kingsport:gate_14")
    run_step(g, "otherworld.inv", who=0)
    assert finished(g)
    assert (jenny.where, jenny.stage, jenny.explored) == (A("woods"), 0, False)
    assert (joe.where, joe.stage, joe.explored) == (GREAT_RACE, 2, False)
    assert amanda.where == C.LOST


def test_the_gate_cards_naming_an_ancient_one_need_its_part():
    c = load_content(("base", "kingsport:mythos+gates"))
    assert "kingsport:gate_04" not in c.gates and "kingsport:gate_14" not in c.gates
    assert "kingsport:gate_01" in c.gates


# ------------------------------------------------------------------ kept gate cards
def held(g, card: str) -> bool:
    return any(C.base_id(c) == card for c in inv(g).cards)


@covers("kingsport:gate_13", MISUNDERSTANDING)
def test_the_great_races_misunderstanding_is_taken_on_a_failed_luck_check():
    probe = world_game(GREAT_RACE)
    g = encounter(GREAT_RACE, "gate_13", *dice(probe, "luck", -2, True))
    assert finished(g) and not held(g, MISUNDERSTANDING)
    g = encounter(GREAT_RACE, "gate_13", *dice(probe, "luck", -2, False))
    assert finished(g) and held(g, MISUNDERSTANDING)


@covers(MISUNDERSTANDING)
def test_the_misunderstanding_makes_closing_a_gate_one_success_harder_until_a_gate_closes():
    """Closing a gate (base p.17): one success is not enough while it is held; two close the
    gate, and the card is discarded."""
    g = quiet_game([AMANDA], ancient_one="base:azathoth", packs=PACKS)
    open_gate(g, A("woods"), GREAT_RACE)
    she = empty_handed(g, 0, sliders=(0, 0, 3), clues=0)  # Lore at its highest, nothing in hand
    she.where, she.explored = A("woods"), True
    give(g, 0, MISUNDERSTANDING)
    mod = gate_modifier(g, A("woods"))
    lore = C.skill_value(g, she, "lore") + mod
    assert lore >= 2
    run_step(g, "gate.close", who=0, area=A("woods"))
    assert f"Close the gate with Lore ({mod:+d}) [2]" in labels(g)
    rig(g, 6, *[1] * (lore - 1))
    answer(g, "Close the gate with Lore")
    while not finished(g) and g.choice.kind == "check":
        answer(g, "accept")
    assert A("woods") in g.state.gates and held(g, MISUNDERSTANDING)
    run_step(g, "gate.close", who=0, area=A("woods"))
    rig(g, 6, 6, *[1] * (lore - 2))
    answer(g, "Close the gate with Lore")
    while not finished(g) and g.choice.kind in ("check", "seal"):
        answer(g, "accept" if g.choice.kind == "check" else "close")
    assert A("woods") not in g.state.gates and not held(g, MISUNDERSTANDING)


@covers("kingsport:gate_18")
def test_homage_to_nodens_drops_sanity_and_stamina_to_the_successes_or_devours():
    g = world_game(UNDERWORLD)
    inv(g).clues = 3
    start(g, "gate_18", 6, 5)
    assert labels(g) == ["Discard 1 Clue token and roll 1 die"] + [
        f"Discard {n} Clue tokens and roll {n} dice" for n in (2, 3)
    ]
    answer(g, "Discard 2")
    assert finished(g) and (inv(g).clues, inv(g).sanity, inv(g).stamina) == (1, 2, 2)
    g = world_game(UNDERWORLD)
    inv(g).clues = 2
    seat_id = inv(g).id
    start(g, "gate_18", 1, 2)
    answer(g, "Discard 2")
    assert inv(g).id != seat_id or inv(g).eliminated or inv(g).where != UNDERWORLD  # devoured
    g = world_game(UNDERWORLD)
    inv(g).clues = 0
    start(g, "gate_18")
    assert inv(g).id != seat_id or inv(g).eliminated or inv(g).where != UNDERWORLD  # devoured


@covers("kingsport:gate_18", SHUT)
def test_the_way_is_shut_is_taken_only_with_four_elder_signs_on_the_board():
    world = world_for(CONTENT.gates["kingsport:gate_18"], "other")
    g = world_game(world)
    for a in ("woods", "graveyard", "black_cave"):
        g.state.seals[A(a)] = "clues"
    start(g, "gate_18")
    assert finished(g) and not held(g, SHUT)
    g = world_game(world)
    for a in ("woods", "graveyard", "black_cave", "the_unnamable"):
        g.state.seals[A(a)] = "clues"
    start(g, "gate_18")
    assert finished(g) and held(g, SHUT)


@covers(SHUT)
def test_the_way_is_shut_takes_a_clue_or_an_item_each_upkeep():
    g = quiet_game([AMANDA], ancient_one="base:azathoth", packs=PACKS)
    amanda = g.state.investigators[0]
    give(g, 0, SHUT)
    amanda.clues = 2
    items = sum(1 for c in amanda.cards if C.is_item(C.card_def(g, c)))
    assert items >= 1
    run_step(g, "upkeep.inv", who=0)
    assert labels(g) == ["Discard a Clue token", "Discard an item"]
    answer(g, "Discard a Clue token")
    assert amanda.clues == 1
    g = quiet_game([AMANDA], ancient_one="base:azathoth", packs=PACKS)
    amanda = g.state.investigators[0]
    give(g, 0, SHUT)
    amanda.clues = 0
    run_step(g, "upkeep.inv", who=0)
    assert labels(g) == ["Discard an item"]  # no Clue token: the item must go
    answer(g, "Discard an item")
    assert g.choice.kind == "discard"
    answer(g, labels(g)[0])
    assert sum(1 for c in amanda.cards if C.is_item(C.card_def(g, c))) == items - 1 and held(g, SHUT)


@covers(SHUT)
def test_the_way_is_shut_asks_nothing_of_one_with_neither_clue_nor_item():
    g = quiet_game([AMANDA], ancient_one="base:azathoth", packs=PACKS)
    amanda = g.state.investigators[0]
    for c in list(amanda.cards):
        C.discard_card(g, amanda, c)
    give(g, 0, SHUT)
    amanda.clues = 0
    run_step(g, "upkeep.inv", who=0)
    assert g.choice.kind == "sliders" and held(g, SHUT)
