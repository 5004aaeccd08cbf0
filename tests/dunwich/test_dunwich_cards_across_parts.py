"""The Dunwich cards that deal from other parts of the box: location cards of Dunwich and of
Arkham giving Dunwich Allies, Spells, special and Condition cards, Tasks and Missions, Injury
and Madness cards (each names the parts it needs, `needs`), the Dark Man's deal and the
Mythos card that settles it, Gossip Runs Wild!, Mad Bomber, and the Elixir of Life.

Texts: the generalpf Dunwich table and the oakraven location and Mythos texts (each card's
number in the data files); rules: DH p.3 (location cards join their neighborhoods' decks),
DH p.5 (Tasks and Missions), DH p.6 (Injury and Madness cards, Condition cards, Rumors as in
base p.12). Plain entries run along every outcome path of the independent evaluator
(tests/helpers/encounter_sim.py); the others have hand-made tests below, and a coverage test checks
that every entry is one or the other."""

from __future__ import annotations

from typing import Any

import pytest

from helpers import encounter_sim as S
from arkham.content.loader import load_content
from arkham.errors import ContentError
from arkham.rules.classic import core as C
from arkham.rules.dunwich import vortices as V
from arkham.rules.dunwich.special_cards import face_up
from arkham.testing import answer, finished, give, labels, log_text, open_gate, put, quiet_game, rig_monsters, run_step
from helpers.card_scenes import (
    LocationGames,
    accept_checks,
    dice,
    encounter,
    hand_register,
    inv,
    location_cases,
    run_location_plain,
    settle,
)
from helpers.coverage_marks import covers

PACKS = ("base", "dunwich")
CONTENT = load_content(PACKS)
_GAMES = LocationGames(PACKS)
game, fresh = _GAMES.game, _GAMES.fresh

# Literal lists (the coverage test reads them): the cards of this file.
DUNWICH_CARDS = (
    "dunwich:backwoods_country_7",
    "dunwich:backwoods_country_8",
    "dunwich:backwoods_country_9",
    "dunwich:backwoods_country_10",
    "dunwich:backwoods_country_11",
    "dunwich:backwoods_country_12",
    "dunwich:backwoods_country_13",
    "dunwich:backwoods_country_14",
    "dunwich:village_commons_12",
    "dunwich:village_commons_13",
    "dunwich:village_commons_14",
    "dunwich:blasted_heath_11",
    "dunwich:blasted_heath_12",
    "dunwich:blasted_heath_13",
    "dunwich:blasted_heath_14",
)
ARKHAM_CARDS = (
    "dunwich:downtown_1",
    "dunwich:downtown_3",
    "dunwich:downtown_4",
    "dunwich:easttown_5",
    "dunwich:french_hill_2",
    "dunwich:french_hill_6",
    "dunwich:merchant_district_5",
    "dunwich:merchant_district_6",
    "dunwich:miskatonic_u_1",
    "dunwich:miskatonic_u_6",
    "dunwich:northside_1",
    "dunwich:northside_3",
    "dunwich:northside_4",
    "dunwich:rivertown_6",
    "dunwich:rivertown_7",
    "dunwich:uptown_1",
    "dunwich:uptown_2",
    "dunwich:uptown_3",
)
CARDS = DUNWICH_CARDS + ARKHAM_CARDS
HAND: dict[tuple[str, str], str] = {}  # (card, entry) -> the hand-made test resolving it
hand = hand_register(HAND)


def entries() -> list[tuple[str, str]]:
    return [(cid, e.at) for cid in CARDS for e in CONTENT.locations[cid].entries]


def D(short: str) -> str:
    return "dunwich:dunwich/" + short


def A(short: str) -> str:
    return "base:arkham/" + short


FARM, HILL, GLEN = D("whateley_farm"), D("wizards_hill"), D("cold_spring_glen")
GARDNERS, HOPYARD, SHACK = D("gardners_place"), D("devils_hopyard"), D("harney_jones_shack")
CARNIVAL, VILLAGE = D("darkes_carnival"), D("dunwich_village")
ASYLUM, SQUARE, BANK = A("arkham_asylum"), A("independence_square"), A("bank_of_arkham")
POLICE, VELMAS, HIBBS = A("police_station"), A("velmas_diner"), A("hibbs_roadhouse")
LODGE, WITCH = A("silver_twilight_lodge"), A("the_witch_house")
SANCTUM = LODGE + "#inner_sanctum"
DOCKS, UNNAMABLE, ISLE = A("river_docks"), A("the_unnamable"), A("unvisited_isle")
LIBRARY, CURIOS, NEWSPAPER = A("library"), A("curiositie_shoppe"), A("newspaper")
CAVE, GRAVEYARD = A("black_cave"), A("graveyard")
STMARYS, WOODS, SHOPPE = A("st_marys_hospital"), A("woods"), A("ye_olde_magick_shoppe")


def drain(g: Any) -> None:
    """Answer whatever follows with the first option (the encounter's later steps)."""
    while not finished(g):
        g.apply(g.choice.options[0].id)


def held(g: Any, deck: str) -> list[str]:
    return [c for c in inv(g).cards if C.card_def(g, c).deck == deck]


def ally_in_deck(g: Any, card: str) -> None:
    """The Ally is among the game's 11 (DH p.4): back from the box to the top of the deck."""
    st = g.state
    for c in list(st.box):
        if C.base_id(c) == card:
            st.box.remove(c)
            st.decks["ally"].insert(0, c)
    assert any(C.base_id(c) == card for c in st.decks["ally"])


def ally_gone(g: Any, card: str) -> None:
    c = C.find_in_deck(g, "ally", card)  # taken out of the deck
    if c:
        g.state.box.append(c)


def unique_of_price(g: Any, low: int) -> str:
    return next(
        c
        for c in g.state.decks["unique"]
        if (C.card_def(g, c).price or 0) >= low
        and not C.card_def(g, c).data.get("redraw")
        and not C.card_def(g, c).data.get("status_ward")
    )


_PROBE = game(A("woods"))
GENERATED = location_cases(CONTENT, CARDS, _PROBE)


# ------------------------------------------------------------ the decks and the parts
def test_every_card_names_the_parts_it_deals_from():
    """With every part the neighborhood decks hold these cards; a part played without the
    parts a card deals from leaves that card out (the loader's `needs`)."""
    g = game(A("woods"))
    for cid in CARDS:
        assert cid in g.state.decks[f"loc:{CONTENT.locations[cid].neighborhood}"], cid
    board = load_content(("base", "dunwich:board"))
    assert set(CARDS) & set(board.locations) == {"dunwich:backwoods_country_14"}  # the Dark Man needs only the board
    with_cards = load_content(("base", "dunwich:board+cards"))
    assert "dunwich:backwoods_country_7" in with_cards.locations
    assert "dunwich:backwoods_country_8" not in with_cards.locations  # it deals an Injury card too
    arkham = load_content(("base", "dunwich:arkham_locations+cards+injuries_madness"))
    assert "dunwich:easttown_5" in arkham.locations
    assert "dunwich:french_hill_2" not in arkham.locations  # its Another Time is on the board
    mythos = load_content(("base", "dunwich:mythos"))
    assert "dunwich:mad_bomber" not in mythos.mythos and "dunwich:old_debts_come_due" in mythos.mythos


def test_a_record_naming_an_unknown_part_fails_loading():
    from arkham.content.loader import _parts_loaded, read_manifest

    manifest = read_manifest("dunwich")
    assert _parts_loaded(manifest, ["cards"], ["board", "cards"], "here")
    assert not _parts_loaded(manifest, ["cards", "injuries_madness"], ["board", "cards"], "here")
    with pytest.raises(ContentError, match="unknown part 'tasks'"):
        _parts_loaded(manifest, ["tasks"], ["board"], "dunwich/locations/x.yaml: record 'y'")
    with pytest.raises(ContentError, match="must be a list"):
        _parts_loaded(manifest, "cards", ["board"], "here")


# ------------------------------------------------------------ the plain entries
@covers(*DUNWICH_CARDS, *ARKHAM_CARDS)
@pytest.mark.parametrize("card_id,at", GENERATED)
def test_plain_entry_outcome_paths(card_id: str, at: str) -> None:
    run_location_plain(CONTENT, card_id, at, fresh)


# ------------------------------------------------------------ Backwoods Country
@hand(("dunwich:backwoods_country_10", GLEN))
def test_the_statue_of_card_115_takes_a_dear_unique_item_to_skip_the_mythos_phase():
    g = game(GLEN)
    dear = unique_of_price(g, 5)
    g.state.decks["unique"].remove(dear)
    inv(g).cards.append(dear)
    encounter(g, "dunwich:backwoods_country_10", GLEN, *dice(g, "luck", -2, True))
    accept_checks(g)
    answer(g, "Yes")
    assert finished(g) and dear not in inv(g).cards
    assert g.state.counters["mythos_skip_turn"] == g.state.turn
    g = game(GLEN)  # failed: nothing is offered
    encounter(g, "dunwich:backwoods_country_10", GLEN, *dice(g, "luck", -2, False))
    accept_checks(g)
    assert finished(g) and "mythos_skip_turn" not in g.state.counters


@hand(("dunwich:backwoods_country_10", HILL))
def test_a_disturbed_hill_adds_a_dunwich_horror_token_on_a_failed_luck_check():
    g = game(HILL)
    encounter(g, "dunwich:backwoods_country_10", HILL, *dice(g, "luck", -1, False))
    accept_checks(g)
    assert finished(g) and V.tokens(g) == 1
    g = game(HILL)
    encounter(g, "dunwich:backwoods_country_10", HILL, *dice(g, "luck", -1, True))
    accept_checks(g)
    assert finished(g) and V.tokens(g) == 0


@pytest.mark.parametrize("card", ["dunwich:backwoods_country_11", "dunwich:backwoods_country_12"])
@hand(("dunwich:backwoods_country_11", HILL), ("dunwich:backwoods_country_12", HILL))
def test_the_dark_man_vanishes_and_a_gate_opens(card: str):
    g = game(HILL)
    rig_monsters(g, "base:ghost")
    encounter(g, card, HILL)
    drain(g)
    assert HILL in g.state.gates and g.state.doom == 1
    assert inv(g).where == C.base_id(g.state.gates[HILL]) and inv(g).delayed  # drawn through


@pytest.mark.parametrize("card", ["dunwich:backwoods_country_8", "dunwich:backwoods_country_12"])
@hand(("dunwich:backwoods_country_8", FARM), ("dunwich:backwoods_country_12", FARM))
def test_earl_sawyer_joins_for_a_dunwich_horror_token(card: str):
    g = game(FARM)
    ally_in_deck(g, "dunwich:earl_sawyer")
    encounter(g, card, FARM)
    answer(g, "Yes")
    drain(g)
    assert V.tokens(g) == 1 and C.has_card(g, inv(g), "dunwich:earl_sawyer")
    g = game(FARM)  # he is not available: a Spell, a Unique Item and a Common Item
    ally_gone(g, "dunwich:earl_sawyer")
    encounter(g, card, FARM)
    answer(g, "Yes")
    drain(g)
    assert V.tokens(g) == 1 and sorted(C.card_def(g, c).deck for c in inv(g).cards) == sorted(
        ["common", "common", "common", "spell", "unique"]
    )  # the two Maps and the three cards
    g = game(FARM)  # refused: nothing
    encounter(g, card, FARM)
    answer(g, "No")
    assert finished(g) and V.tokens(g) == 0 and len(inv(g).cards) == 2


@pytest.mark.parametrize("card", ["dunwich:backwoods_country_9", "dunwich:backwoods_country_13"])
@hand(("dunwich:backwoods_country_9", HILL), ("dunwich:backwoods_country_13", HILL))
def test_professor_rice_joins_for_a_doom_token(card: str):
    g = game(HILL)
    ally_in_deck(g, "dunwich:professor_rice")
    encounter(g, card, HILL)
    answer(g, "Yes")
    drain(g)
    assert g.state.doom == 1 and C.has_card(g, inv(g), "dunwich:professor_rice")
    g = game(HILL)
    ally_gone(g, "dunwich:professor_rice")
    encounter(g, card, HILL)
    answer(g, "Yes")
    drain(g)
    assert g.state.doom == 1 and inv(g).money == S.START["money"] + 5 and len(held(g, "unique")) == 2
    g = game(HILL)
    encounter(g, card, HILL)
    answer(g, "No")
    assert finished(g) and g.state.doom == 0


@hand(("dunwich:backwoods_country_13", FARM))
def test_wizard_whateleys_notes_may_take_a_token_off_the_track():
    g = game(FARM)
    g.state.counters[V.track_key(V.TRACK)] = 2
    encounter(g, "dunwich:backwoods_country_13", FARM, *dice(g, "luck", -1, True))
    accept_checks(g)
    answer(g, "Yes")
    assert finished(g) and V.tokens(g) == 1


@hand(("dunwich:backwoods_country_8", HILL))
def test_the_object_on_the_edge_is_a_unique_item_or_an_injury_card():
    g = game(HILL)
    encounter(g, "dunwich:backwoods_country_8", HILL, *dice(g, "luck", -1, True))
    answer(g, "Yes")
    accept_checks(g)
    assert finished(g) and len(held(g, "unique")) == 1 and not held(g, "injury")
    g = game(HILL)
    encounter(g, "dunwich:backwoods_country_8", HILL, *dice(g, "luck", -1, False))
    answer(g, "Yes")
    accept_checks(g)
    drain(g)
    assert len(held(g, "injury")) == 1 and not held(g, "unique")
    g = game(HILL)  # he need not try
    encounter(g, "dunwich:backwoods_country_8", HILL)
    answer(g, "No")
    assert finished(g) and len(inv(g).cards) == 2


# ------------------------------------------------------------ the Dark Man
@covers("dunwich:backwoods_country_14")
@hand(("dunwich:backwoods_country_14", HILL))
def test_the_dark_mans_help_is_a_deal_remembered():
    g = game(HILL)
    encounter(g, "dunwich:backwoods_country_14", HILL)
    answer(g, "Accept")
    assert finished(g)
    assert inv(g).money == S.START["money"] + 5 and inv(g).clues == S.START["clues"] + 5
    assert g.state.counters[f"dark_man:{inv(g).id}"] == 1
    g = game(HILL)
    encounter(g, "dunwich:backwoods_country_14", HILL)
    answer(g, "Refuse")
    assert (
        finished(g)
        and inv(g).money == S.START["money"]
        and not any(k.startswith("dark_man:") for k in g.state.counters)
    )


def mythos_game(n: int = 2) -> Any:
    return quiet_game(["base:joe_diamond", "base:amanda_sharpe", "base:bob_jenkins"][:n], packs=PACKS)


def draw_mythos(g: Any, card: str) -> None:
    st = g.state
    cid = "dunwich:" + card
    st.decks["mythos"].remove(cid)
    st.decks["mythos"].insert(0, cid)
    rig_monsters(g, "base:ghost", "base:dark_young")
    run_step(g, "mythos.phase", who=-1, phase=True)
    st.rig_monsters.clear()


@covers("dunwich:old_debts_come_due")
def test_old_debts_devour_whoever_made_a_deal_with_3_doom_each():
    """The card: terror +1; each investigator with a deal is devoured, 3 doom tokens for each;
    every debt is paid (a later Old Debts finds none)."""
    g = mythos_game(3)
    st = g.state
    joe, amanda, bob = st.investigators
    st.counters[f"dark_man:{joe.id}"] = 1
    st.counters[f"dark_man:{bob.id}"] = 1
    draw_mythos(g, "old_debts_come_due")
    settle(g)
    assert st.terror == 1
    assert joe.id in st.gone and bob.id in st.gone and amanda.id not in st.gone
    assert st.doom == 1 + 6  # the gate burst at the Black Cave (no seal there: an ordinary gate) and 3 per debtor
    assert not any(k.startswith("dark_man:") for k in st.counters)
    g = mythos_game(2)  # no deal: only the terror
    draw_mythos(g, "old_debts_come_due")
    settle(g)
    assert g.state.terror == 1 and not g.state.gone and g.state.doom == 1
    assert "No investigator owes the Dark Man" in log_text(g)


# ------------------------------------------------------------ Blasted Heath
@pytest.mark.parametrize("card", ["dunwich:blasted_heath_12", "dunwich:blasted_heath_14"])
@hand(("dunwich:blasted_heath_12", GARDNERS), ("dunwich:blasted_heath_14", GARDNERS))
def test_ammi_pierce_joins_for_a_unique_item(card: str):
    g = game(GARDNERS)
    ally_in_deck(g, "dunwich:ammi_pierce")
    give(g, 0, C.base_id(unique_of_price(g, 0)))
    encounter(g, card, GARDNERS)
    answer(g, "Yes")
    drain(g)
    assert not held(g, "unique") and C.has_card(g, inv(g), "dunwich:ammi_pierce")
    g = game(GARDNERS)  # not available: a Dunwich Horror token comes off
    ally_gone(g, "dunwich:ammi_pierce")
    g.state.counters[V.track_key(V.TRACK)] = 2
    give(g, 0, C.base_id(unique_of_price(g, 0)))
    encounter(g, card, GARDNERS)
    answer(g, "Yes")
    drain(g)
    assert not held(g, "unique") and V.tokens(g) == 1
    g = game(GARDNERS)  # no Unique Item: nothing is asked
    encounter(g, card, GARDNERS)
    assert finished(g)


@hand(("dunwich:blasted_heath_14", HOPYARD))
def test_strange_hungers_bring_a_madness_card_on_a_failed_luck_check():
    g = game(HOPYARD)
    encounter(g, "dunwich:blasted_heath_14", HOPYARD, *dice(g, "luck", -1, False))
    accept_checks(g)
    drain(g)
    assert len(held(g, "madness")) == 1
    g = game(HOPYARD)
    encounter(g, "dunwich:blasted_heath_14", HOPYARD, *dice(g, "luck", -1, True))
    accept_checks(g)
    assert finished(g) and not held(g, "madness")


@hand(("dunwich:blasted_heath_12", HOPYARD))
def test_the_stifling_air_devours_whoever_it_brings_to_zero():
    g = game(HOPYARD)
    inv(g).stamina = 1
    encounter(g, "dunwich:blasted_heath_12", HOPYARD, *dice(g, "fight", -1, False))
    accept_checks(g)
    drain(g)
    assert "base:jenny_barnes" in g.state.gone
    g = game(HOPYARD)  # not brought to 0: the loss alone
    encounter(g, "dunwich:blasted_heath_12", HOPYARD, *dice(g, "fight", -1, False))
    accept_checks(g)
    drain(g)
    assert inv(g).sanity == S.START["sanity"] - 1 and inv(g).stamina == S.START["stamina"] - 1 and not g.state.gone


# ------------------------------------------------------------ Village Commons
@covers("dunwich:darkes_blessing")
@hand(("dunwich:village_commons_13", CARNIVAL))
def test_darke_takes_a_blessing_to_turn_his_card_face_up():
    g = game(CARNIVAL)
    C.gain_special(g, inv(g), "base:blessing")
    encounter(g, "dunwich:village_commons_13", CARNIVAL)
    answer(g, "Yes")
    assert finished(g) and not C.has_card(g, inv(g), "base:blessing")
    assert face_up(g, "dunwich:darkes_blessing")
    C.gain_special(g, inv(g), "base:blessing")  # face up already: nothing more is asked
    encounter(g, "dunwich:village_commons_13", CARNIVAL)
    assert finished(g) and C.has_card(g, inv(g), "base:blessing")
    g = game(CARNIVAL)  # not Blessed: nothing
    encounter(g, "dunwich:village_commons_13", CARNIVAL)
    assert finished(g) and not face_up(g, "dunwich:darkes_blessing")


@hand(("dunwich:village_commons_14", VILLAGE))
def test_joe_osborn_takes_you_to_hibbs_roadhouse_for_an_encounter():
    g = game(VILLAGE)
    inv(g).sanity = 5
    deck = g.state.decks["loc:base:arkham/easttown"]
    top = next(
        c
        for c in deck
        if not c.startswith("dunwich:")
        and "gain" in str(next(e for e in CONTENT.locations[c].entries if e.at == HIBBS).effect)
    )
    deck.remove(top)
    deck.insert(0, top)
    encounter(g, "dunwich:village_commons_14", VILLAGE)
    answer(g, "Yes")
    drain(g)
    assert inv(g).where == HIBBS and f"has an encounter at {C.name_of(g, HIBBS)}" in log_text(g)
    assert inv(g).sanity >= 6
    g = game(VILLAGE)
    encounter(g, "dunwich:village_commons_14", VILLAGE)
    answer(g, "No")
    assert finished(g) and inv(g).where == VILLAGE


# ------------------------------------------------------------ Downtown
@pytest.mark.parametrize("card", ["dunwich:downtown_1", "dunwich:downtown_3"])
@hand(("dunwich:downtown_1", ASYLUM), ("dunwich:downtown_3", ASYLUM))
def test_the_asylums_treatment_cures_a_madness_card_on_a_success(card: str):
    g = game(ASYLUM)
    run_step(g, "dunwich.status_card", who=0, deck="madness", why="test")
    drain(g)
    assert len(held(g, "madness")) == 1
    encounter(g, card, ASYLUM, 5)
    answer(g, "Yes")
    drain(g)
    assert not held(g, "madness") and inv(g).money == S.START["money"] - 5
    g = game(ASYLUM)
    inv(g).sanity = 3
    encounter(g, card, ASYLUM, 2)
    answer(g, "Yes")
    assert finished(g) and inv(g).sanity == 5
    g = game(ASYLUM)  # without $5 nothing is offered
    inv(g).money = 4
    encounter(g, card, ASYLUM)
    assert finished(g) and inv(g).money == 4


@pytest.mark.parametrize("card", ["dunwich:downtown_3", "dunwich:downtown_4", "dunwich:uptown_2"])
@hand(("dunwich:downtown_3", SQUARE), ("dunwich:downtown_4", SQUARE), ("dunwich:uptown_2", WOODS))
def test_a_gate_and_a_monster_appear_in_arkham(card: str):
    area = WOODS if "uptown" in card else SQUARE
    g = game(area)
    rig_monsters(g, "base:ghost")
    encounter(g, card, area)
    drain(g)
    assert area in g.state.gates and g.state.doom == 1 and inv(g).delayed


# ------------------------------------------------------------ Easttown
@covers("dunwich:velmas_gratitude")
@hand(("dunwich:easttown_5", VELMAS))
def test_velmas_brute_is_thrown_out_for_an_injury_card():
    g = game(VELMAS)
    inv(g).sliders = [2, 3, 2]  # fight 4
    assert C.skill_value(g, inv(g), "fight") >= 4
    encounter(g, "dunwich:easttown_5", VELMAS)
    answer(g, "Yes")
    drain(g)
    assert len(held(g, "injury")) == 1 and face_up(g, "dunwich:velmas_gratitude")
    g = game(VELMAS)  # Fight 2: nothing is offered
    encounter(g, "dunwich:easttown_5", VELMAS)
    assert finished(g) and not face_up(g, "dunwich:velmas_gratitude")


@hand(("dunwich:easttown_5", POLICE))
def test_a_moon_trophy_pays_five_dollars_at_the_police_station():
    g = game(POLICE)
    moon = next(m for m in g.state.cup if C.monster_def(g, m).symbol == "crescent")
    g.state.cup.remove(moon)
    inv(g).monster_trophies.append(moon)
    encounter(g, "dunwich:easttown_5", POLICE)
    drain(g)
    assert inv(g).money == S.START["money"] + 5 and not inv(g).monster_trophies


# ------------------------------------------------------------ French Hill
@covers("dunwich:french_hill_2")
@hand(("dunwich:french_hill_2", SANCTUM))
def test_the_lodge_gives_the_first_mission_with_a_step_done():
    g = fresh(SANCTUM)
    first = next(
        c for c in g.state.decks["unique"] if (C.card_def(g, c).data.get("task") or {}).get("kind") == "mission"
    )
    encounter(g, "dunwich:french_hill_2", SANCTUM)
    assert finished(g) and first in inv(g).cards
    assert g.state.counters[f"task:{first}"] == 1


@hand(("dunwich:french_hill_6", SANCTUM))
def test_the_lodge_gives_the_first_task_with_a_step_done():
    g = fresh(SANCTUM)
    first = next(c for c in g.state.decks["common"] if (C.card_def(g, c).data.get("task") or {}).get("kind") == "task")
    encounter(g, "dunwich:french_hill_6", SANCTUM)
    assert finished(g) and first in inv(g).cards
    assert g.state.counters[f"task:{first}"] == 1
    g = fresh(SANCTUM)  # none left in the deck: nothing
    g.state.decks["common"][:] = [c for c in g.state.decks["common"] if not C.card_def(g, c).data.get("task")]
    encounter(g, "dunwich:french_hill_6", SANCTUM)
    assert finished(g) and "No Task card is left" in log_text(g)


@hand(("dunwich:french_hill_2", WITCH))
def test_the_witch_house_opens_onto_another_time_and_back():
    g = game(WITCH)
    deck = g.state.decks["gate"]
    scroll = next(
        c for c in deck if any(e.summary.startswith("A scroll under the rubble") for e in CONTENT.gates[c].entries)
    )
    deck.remove(scroll)
    deck.insert(0, scroll)  # a card of a colour of Another Time (red, green) whose other worlds' entry gives a Spell
    assert str(CONTENT.gates[scroll].color) in ("red", "green")
    encounter(g, "dunwich:french_hill_2", WITCH)
    drain(g)
    assert "has an encounter in Another Time" in log_text(g)
    assert inv(g).where == WITCH and inv(g).stage == 0 and len(held(g, "spell")) == 1


# ------------------------------------------------------------ Merchant District
@hand(("dunwich:merchant_district_5", UNNAMABLE))
def test_blood_from_the_faucet_brings_a_madness_card():
    g = game(UNNAMABLE)
    encounter(g, "dunwich:merchant_district_5", UNNAMABLE, *dice(g, "will", -2, False))
    accept_checks(g)
    drain(g)
    assert len(held(g, "madness")) == 1


@hand(("dunwich:merchant_district_6", UNNAMABLE))
def test_the_basement_stairs_bring_an_injury_card():
    g = game(UNNAMABLE)
    encounter(g, "dunwich:merchant_district_6", UNNAMABLE, *dice(g, "speed", -2, False))
    accept_checks(g)
    drain(g)
    assert len(held(g, "injury")) == 1


@hand(("dunwich:merchant_district_5", ISLE))
def test_the_web_of_energy_replaces_a_gate_marker():
    g = game(ISLE)
    old = open_gate(g, WOODS, "base:world/abyss")
    new = g.state.gate_pile[0]
    encounter(g, "dunwich:merchant_district_5", ISLE)
    drain(g)
    assert g.state.gates[WOODS] == new and g.state.gate_pile[-1] == old


@hand(("dunwich:merchant_district_6", DOCKS))
def test_the_man_in_the_trenchcoat_defeats_a_monster_for_six_dollars():
    from arkham.testing import put_monster

    g = game(DOCKS)
    m = put_monster(g, "base:zombie", GRAVEYARD)
    encounter(g, "dunwich:merchant_district_6", DOCKS)
    answer(g, "Yes")
    drain(g)
    assert m in inv(g).monster_trophies and inv(g).money == S.START["money"] - 6


# ------------------------------------------------------------ Miskatonic U.
@covers("dunwich:rare_book_collection")
@hand(("dunwich:miskatonic_u_1", LIBRARY))
def test_the_necronomicon_goes_to_the_box_for_the_rare_book_collection():
    g = game(LIBRARY)
    book = give(g, 0, "base:necronomicon")
    encounter(g, "dunwich:miskatonic_u_1", LIBRARY)
    answer(g, "Yes")
    assert finished(g) and book in g.state.box and book not in inv(g).cards
    assert face_up(g, "dunwich:rare_book_collection")
    g = game(LIBRARY)  # no Necronomicon: nothing
    encounter(g, "dunwich:miskatonic_u_1", LIBRARY)
    assert finished(g) and not face_up(g, "dunwich:rare_book_collection")


# ------------------------------------------------------------ Northside
@pytest.mark.parametrize("card", ["dunwich:northside_1", "dunwich:northside_3"])
@hand(("dunwich:northside_1", CURIOS), ("dunwich:northside_3", CURIOS))
def test_the_shoppe_buys_a_unique_item_at_twice_its_price(card: str):
    g = game(CURIOS)
    item = give(g, 0, C.base_id(unique_of_price(g, 3)))
    price = C.card_def(g, item).price
    encounter(g, card, CURIOS)
    assert labels(g)[-1] == "Sell nothing" and "twice" in g.choice.prompt and "Unique Item" in g.choice.prompt
    answer(g, f"sell:{item}")
    assert finished(g) and inv(g).money == S.START["money"] + 2 * price and item not in inv(g).cards


@hand(("dunwich:northside_4", CURIOS))
def test_the_fortune_cookie_returns_one_mythos_card_to_the_box():
    g = game(CURIOS)
    deck = g.state.decks["mythos"]
    n = len(deck)
    target = deck[-1]
    encounter(g, "dunwich:northside_4", CURIOS)
    answer(g, f"box:{target}")
    assert finished(g) and target in g.state.box and len(deck) == n - 1


@covers("dunwich:coded_messages")
@hand(("dunwich:northside_4", NEWSPAPER))
def test_proof_for_the_editor_turns_coded_messages_face_up():
    g = game(NEWSPAPER)
    i = inv(g)
    m = g.state.cup.pop(0)
    i.monster_trophies.append(m)
    i.gate_trophies.append(g.state.gate_pile.pop(0))
    encounter(g, "dunwich:northside_4", NEWSPAPER)
    answer(g, "Yes")
    drain(g)
    assert face_up(g, "dunwich:coded_messages")
    assert not i.monster_trophies and not i.gate_trophies and i.clues == S.START["clues"] - 1
    g = game(NEWSPAPER)  # no gate trophy: nothing is asked
    inv(g).monster_trophies.append(g.state.cup.pop(0))
    encounter(g, "dunwich:northside_4", NEWSPAPER)
    assert finished(g) and not face_up(g, "dunwich:coded_messages")


# ------------------------------------------------------------ Rivertown
@hand(("dunwich:rivertown_6", CAVE))
def test_the_pit_is_a_unique_item_with_a_lantern_or_an_injury_card_without():
    g = game(CAVE)
    give(g, 0, "base:lantern")
    encounter(g, "dunwich:rivertown_6", CAVE)
    assert finished(g) and len(held(g, "unique")) == 1
    g = game(CAVE)
    encounter(g, "dunwich:rivertown_6", CAVE, *dice(g, "luck", -2, False))
    accept_checks(g)
    drain(g)
    assert len(held(g, "injury")) == 1 and not held(g, "unique")


@covers("dunwich:necrophobia")
@hand(("dunwich:rivertown_7", GRAVEYARD))
def test_a_night_in_the_mausoleum_brings_necrophobia():
    g = game(GRAVEYARD)
    encounter(g, "dunwich:rivertown_7", GRAVEYARD, *dice(g, "will", -1, False))
    accept_checks(g)
    drain(g)
    assert inv(g).delayed and [C.base_id(c) for c in held(g, "madness")] == ["dunwich:necrophobia"]
    g = game(GRAVEYARD)  # none left in the deck: nothing
    g.state.decks["madness"][:] = [c for c in g.state.decks["madness"] if C.base_id(c) != "dunwich:necrophobia"]
    encounter(g, "dunwich:rivertown_7", GRAVEYARD, *dice(g, "will", -1, False))
    accept_checks(g)
    drain(g)
    assert inv(g).delayed and not held(g, "madness")


# ------------------------------------------------------------ Uptown
@pytest.mark.parametrize("card", ["dunwich:uptown_1", "dunwich:uptown_2"])
@hand(("dunwich:uptown_1", STMARYS), ("dunwich:uptown_2", STMARYS))
def test_the_hospitals_treatment_cures_an_injury_card_on_a_success(card: str):
    g = game(STMARYS)
    run_step(g, "dunwich.status_card", who=0, deck="injury", why="test")
    drain(g)
    assert len(held(g, "injury")) == 1
    encounter(g, card, STMARYS, 6)
    answer(g, "Yes")
    drain(g)
    assert not held(g, "injury")
    g = game(STMARYS)
    inv(g).stamina = 3
    encounter(g, card, STMARYS, 1)
    answer(g, "Yes")
    assert finished(g) and inv(g).stamina == 5


@pytest.mark.parametrize("card", ["dunwich:uptown_1", "dunwich:uptown_3"])
@hand(("dunwich:uptown_1", WOODS), ("dunwich:uptown_3", WOODS))
def test_sadie_sheldon_takes_trophies_for_a_gang_membership(card: str):
    g = game(WOODS)
    inv(g).gate_trophies.append(g.state.gate_pile.pop(0))
    encounter(g, card, WOODS)
    assert labels(g) == ["Spend a gate trophy", "Spend nothing"]
    answer(g, "Spend a gate trophy")
    drain(g)
    assert C.has_card(g, inv(g), "dunwich:sheldon_gang_membership") and not inv(g).gate_trophies
    g = game(WOODS)
    encounter(g, card, WOODS)
    answer(g, "Spend nothing")
    drain(g)
    assert inv(g).where == A("uptown_streets") and inv(g).stamina == S.START["stamina"] - 1
    assert not C.has_card(g, inv(g), "dunwich:sheldon_gang_membership")


@hand(("dunwich:uptown_2", SHOPPE))
def test_miriam_sells_any_spell_for_five_dollars():
    g = game(SHOPPE)
    encounter(g, "dunwich:uptown_2", SHOPPE)
    answer(g, "Yes")
    g.apply(g.choice.options[-1].id)
    drain(g)
    assert len(held(g, "spell")) == 1 and inv(g).money == S.START["money"] - 5


@hand(("dunwich:uptown_3", STMARYS))
def test_the_ambulance_goes_anywhere_in_arkham():
    g = game(STMARYS)
    encounter(g, "dunwich:uptown_3", STMARYS)
    answer(g, "Yes")
    answer(g, A("rivertown_streets"))
    assert finished(g) and inv(g).where == A("rivertown_streets")


@hand(("dunwich:uptown_3", SHOPPE))
def test_miriams_job_is_the_first_mission_of_the_deck():
    g = game(SHOPPE)
    first = next(
        c for c in g.state.decks["unique"] if (C.card_def(g, c).data.get("task") or {}).get("kind") == "mission"
    )
    encounter(g, "dunwich:uptown_3", SHOPPE)
    assert finished(g) and first in inv(g).cards and f"task:{first}" not in g.state.counters


# ------------------------------------------------------------ Gossip Runs Wild!
@covers("dunwich:gossip_runs_wild")
def test_gossip_lets_clue_tokens_be_traded_until_the_end_of_next_turn():
    g = mythos_game(2)
    st = g.state
    joe, amanda = st.investigators
    put(g, 1, joe.where)
    joe.clues = 2
    draw_mythos(g, "gossip_runs_wild")
    settle(g)
    assert st.terror == 0  # the Dunwich Horror is not in play
    run_step(g, "trade", who=0, partner=1)
    answer(g, "Give 1 Clue token")
    answer(g, "Done trading")
    assert joe.clues == 1 and amanda.clues >= 1
    run_step(g, "trade", who=0, partner=1)  # next turn still
    assert "Give 1 Clue token" in labels(g)
    assert [u[2] for u in st.until if u[0] == "clue_trading"] == [st.turn + 1]  # the mark lasts to the end of next turn
    st.until.clear()  # the turn after: the Upkeep has dropped the spent mark
    run_step(g, "trade", who=0, partner=1)
    assert "Give 1 Clue token" not in labels(g)


def test_gossip_raises_terror_by_two_with_the_dunwich_horror_in_play():
    g = mythos_game(1)
    st = g.state
    horror = next(m for m, p in st.monsters.items() if C.monster_def(g, m).special == "dunwich_horror")
    st.monsters[horror] = D("sentinel_hill")
    draw_mythos(g, "gossip_runs_wild")
    settle(g)
    assert st.terror == 2


# ------------------------------------------------------------ Mad Bomber
def enter_bomber(g: Any) -> None:
    draw_mythos(g, "mad_bomber")
    settle(g)
    assert g.state.rumor == "dunwich:mad_bomber"


@covers("dunwich:mad_bomber")
def test_mad_bomber_is_paid_off_with_money_in_the_merchant_district():
    g = mythos_game(2)
    st = g.state
    joe, amanda = st.investigators
    enter_bomber(g)
    assert st.rumor_data["tokens"] == 8  # $4 per player
    st.rumor_data["tokens"] = 2
    put(g, 0, A("merchant_district_streets"))
    joe.money = 5
    clues = joe.clues, amanda.clues
    run_step(g, "arkham.inv", who=0)
    answer(g, "Pay 1 money")
    assert st.rumor_data["tokens"] == 1 and joe.money == 4
    answer(g, "Pay 1 money")
    settle(g)
    assert st.rumor is None and "dunwich:mad_bomber" in st.box and joe.money == 3
    assert (joe.clues, amanda.clues) == (clues[0] + 2, clues[1] + 2)


def test_a_full_mad_bomber_deals_everyone_an_injury_and_a_madness_card():
    g = mythos_game(2)
    st = g.state
    enter_bomber(g)
    st.rumor_data["tokens"] = 15
    st.turn += 1
    run_step(g, "mythos.end", who=-1)
    settle(g)
    assert st.rumor is None and "dunwich:mad_bomber" in st.box
    for i in st.investigators:
        assert sorted(C.card_def(g, c).deck for c in i.cards if C.card_def(g, c).deck in ("injury", "madness")) == [
            "injury",
            "madness",
        ]


# ------------------------------------------------------------ Elixir of Life
@covers("dunwich:elixir_of_life")
def test_the_elixir_is_discarded_instead_of_an_injury_card():
    g = game(UNNAMABLE)
    elixir = give(g, 0, "dunwich:elixir_of_life")
    encounter(g, "dunwich:merchant_district_6", UNNAMABLE, *dice(g, "speed", -2, False))
    accept_checks(g)
    assert g.choice.kind == "status_ward"
    answer(g, "Discard Elixir of Life")
    drain(g)
    assert elixir not in inv(g).cards and not held(g, "injury")
    g = game(UNNAMABLE)  # kept: the card is drawn
    elixir = give(g, 0, "dunwich:elixir_of_life")
    encounter(g, "dunwich:merchant_district_6", UNNAMABLE, *dice(g, "speed", -2, False))
    accept_checks(g)
    answer(g, "Take the Injury card")
    drain(g)
    assert elixir in inv(g).cards and len(held(g, "injury")) == 1


def test_the_elixir_serves_at_a_knock_out_too():
    """Knocked unconscious and choosing the Injury card (DH p.6), he may discard the Elixir
    instead: his items and Clue tokens kept, Stamina restored, no card drawn."""
    g = game(GRAVEYARD)
    elixir = give(g, 0, "dunwich:elixir_of_life")
    i = inv(g)
    i.stamina = 1
    clues = i.clues
    C.push_loss(g, i, stamina=1, why="test")
    g.run()
    assert g.choice.kind == "status_outcome"
    answer(g, "Injury card instead")
    answer(g, "Discard Elixir of Life")
    drain(g)
    assert elixir not in i.cards and not held(g, "injury") and i.clues == clues
    assert i.where == A("st_marys_hospital") and i.stamina == C.max_stamina(g, i)


# ------------------------------------------------------------ coverage
def test_every_entry_has_a_test():
    generated = {tuple(p.values) for p in GENERATED}
    missing = [e for e in entries() if e not in generated and e not in HAND]
    assert not missing, f"entries without a test: {missing}"
