"""The Arkham location cards of the Dunwich box: shuffled into the base neighborhood decks
(DH p.3, the expansion's location cards join their neighborhoods' decks) and each encoded
entry resolved with rigged dice.

Plain entries run along every outcome path of the independent evaluator
(tests/helpers/encounter_sim.py) pointed at the base+dunwich content; the entries it does not model
have hand-made tests below, and a coverage test checks that every entry is one or the other."""

from __future__ import annotations

from typing import Any

import pytest

from helpers import encounter_sim as S
from arkham.content.loader import load_content
from arkham.rules.classic import core as C
from arkham.state import ENCOUNTER
from arkham.testing import answer, finished, give, put, quiet_game, start_encounter
from helpers.card_scenes import (
    LocationGames,
    accept_checks,
    dice,
    encounter,
    hand_register,
    inv,
    location_cases,
    run_location_plain,
)
from helpers.coverage_marks import covers
from test_dunwich_cards_across_parts import ARKHAM_CARDS as LATE_CARDS  # tested there

PACKS = ("base", "dunwich")
CONTENT = load_content(PACKS)
_GAMES = LocationGames(PACKS)
game, fresh = _GAMES.game, _GAMES.fresh


def arkham_cards(content: Any = CONTENT) -> list[str]:
    """The pack's location cards for neighborhoods of the base board."""
    return sorted(
        cid
        for cid, card in content.locations.items()
        if cid.startswith("dunwich:") and card.neighborhood.startswith("base:")
    )


# Every Arkham location card of the box in the pack (a test checks this list against the data).
ENCODED = (
    "dunwich:downtown_2",
    "dunwich:downtown_5",
    "dunwich:downtown_6",
    "dunwich:downtown_7",
    "dunwich:easttown_1",
    "dunwich:easttown_2",
    "dunwich:easttown_3",
    "dunwich:easttown_4",
    "dunwich:easttown_6",
    "dunwich:easttown_7",
    "dunwich:french_hill_1",
    "dunwich:french_hill_3",
    "dunwich:french_hill_4",
    "dunwich:french_hill_5",
    "dunwich:french_hill_7",
    "dunwich:merchant_district_1",
    "dunwich:merchant_district_2",
    "dunwich:merchant_district_3",
    "dunwich:merchant_district_4",
    "dunwich:merchant_district_7",
    "dunwich:miskatonic_u_2",
    "dunwich:miskatonic_u_3",
    "dunwich:miskatonic_u_4",
    "dunwich:miskatonic_u_5",
    "dunwich:miskatonic_u_7",
    "dunwich:northside_2",
    "dunwich:northside_5",
    "dunwich:northside_6",
    "dunwich:northside_7",
    "dunwich:rivertown_1",
    "dunwich:rivertown_2",
    "dunwich:rivertown_3",
    "dunwich:rivertown_4",
    "dunwich:rivertown_5",
    "dunwich:southside_1",
    "dunwich:southside_2",
    "dunwich:southside_3",
    "dunwich:southside_4",
    "dunwich:southside_5",
    "dunwich:southside_6",
    "dunwich:southside_7",
    "dunwich:uptown_4",
    "dunwich:uptown_5",
    "dunwich:uptown_6",
    "dunwich:uptown_7",
)
HAND: dict[tuple[str, str], str] = {}  # (card, entry) -> the hand-made test resolving it
hand = hand_register(HAND)


def entries() -> list[tuple[str, str]]:
    return [(cid, e.at) for cid in ENCODED for e in CONTENT.locations[cid].entries]


_PROBE = game("base:arkham/woods")
GENERATED = location_cases(CONTENT, ENCODED, _PROBE)


# ------------------------------------------------------------ the decks
def test_the_cards_join_the_base_neighborhood_decks():
    """Each card names a base neighborhood and has an entry for each of its locations (the
    Lodge's Inner Sanctum too); the game's deck for that neighborhood holds the base cards and these."""
    base = load_content(("base",))
    assert sorted(ENCODED + LATE_CARDS) == arkham_cards()
    g = game("base:arkham/woods")
    for cid in ENCODED + LATE_CARDS:
        card = CONTENT.locations[cid]
        assert card.neighborhood in base.neighborhoods, cid
        places = {a.id for a in base.areas.values() if a.neighborhood == card.neighborhood and a.kind == "location"}
        assert {e.at.partition("#")[0] for e in card.entries} == places, cid
    for nb in base.neighborhoods:
        mine = [c for c in ENCODED + LATE_CARDS if CONTENT.locations[c].neighborhood == nb]
        theirs = [c for c in base.locations if base.locations[c].neighborhood == nb]
        assert sorted(g.state.decks[f"loc:{nb}"]) == sorted(theirs + mine)
    # the part alone brings the cards that need nothing more (the later ones name the parts
    # they deal from), and the base game alone none
    part = load_content(("base", "dunwich:arkham_locations"))
    assert arkham_cards(part) == list(ENCODED)
    assert not [c for c in base.locations if c.startswith("dunwich:")]


def test_the_pack_holds_what_its_notes_list():
    per: dict[str, int] = {}
    for cid in ENCODED + LATE_CARDS:
        nb = CONTENT.locations[cid].neighborhood.rpartition("/")[2]
        per[nb] = per.get(nb, 0) + 1
    assert per == {
        "downtown": 7,
        "merchant_district": 7,
        "miskatonic_u": 7,
        "uptown": 7,
        "southside": 7,
        "french_hill": 7,
        "rivertown": 7,
        "northside": 7,
        "easttown": 7,
    }


def test_random_games_with_the_part_alone_meet_its_cards_and_keep_the_invariants():
    """Seeded random games with the base game and this part only play to their end with the
    invariants after every answer, save and load alike, and have encounters on the box's cards."""
    import random

    import arkham
    from arkham.invariants import check

    base = {e.summary for card in load_content(("base",)).locations.values() for e in card.entries}
    mine = {e.summary for cid in ENCODED for e in CONTENT.locations[cid].entries} - base
    met = 0
    for seed in range(3):
        g = arkham.new_game(seed=seed, investigators=4, packs=["base", "dunwich:arkham_locations"])
        rng = random.Random(seed)
        while not g.is_over:
            g.apply(rng.choice(g.choice.options).id)
            check(g)
        assert arkham.load(g.to_json()) == g
        met += sum(1 for e in g.state.log if "has an encounter at" in e[1] and e[1].partition(": ")[2] in mine)
    assert met >= 3, met


def test_an_arkham_encounter_may_draw_a_dunwich_card():
    g = game("base:arkham/unvisited_isle")
    deck = g.state.decks["loc:base:arkham/merchant_district"]
    deck[:] = ["dunwich:merchant_district_1"]  # the deck as it stands: one card, from the box
    start_encounter(g, 0, "base:arkham/unvisited_isle")
    assert finished(g)
    assert inv(g).sanity == S.START["sanity"] - 1 and inv(g).where == "base:arkham/merchant_district_streets"


# ------------------------------------------------------------ the plain entries
@covers(*ENCODED)
@pytest.mark.parametrize("card_id,at", GENERATED)
def test_plain_entry_outcome_paths(card_id: str, at: str) -> None:
    run_location_plain(CONTENT, card_id, at, fresh)


# ------------------------------------------------------------ names of places
BANK, ISLE, CAVE, GRAVEYARD = (
    "base:arkham/bank_of_arkham",
    "base:arkham/unvisited_isle",
    "base:arkham/black_cave",
    "base:arkham/graveyard",
)
WITCH, STORE, CHURCH, SOCIETY = (
    "base:arkham/the_witch_house",
    "base:arkham/general_store",
    "base:arkham/south_church",
    "base:arkham/historical_society",
)
LIBRARY, SHOPPE, WOODS, HIBBS = (
    "base:arkham/library",
    "base:arkham/ye_olde_magick_shoppe",
    "base:arkham/woods",
    "base:arkham/hibbs_roadhouse",
)


def spells(g: Any) -> int:
    return sum(1 for c in inv(g).cards if C.card_def(g, c).deck == "spell")


def drain(g: Any, pick: int = 0) -> None:
    """Answer whatever follows with the same option index (the encounter's later steps)."""
    while not finished(g):
        opts = g.choice.options
        g.apply(opts[min(pick, len(opts) - 1)].id)


# ------------------------------------------------------------ gifts and bets
@hand(("dunwich:downtown_7", BANK))
def test_the_beggar_takes_two_dollars_or_a_whiskey_for_a_spell():
    g = game(BANK)
    give(g, 0, "base:whiskey")
    encounter(g, "dunwich:downtown_7", BANK)
    assert labels_of(g) == ["Give nothing", "Give $2", "Give a Whiskey"]
    answer(g, "Give $2")
    assert finished(g) and inv(g).money == S.START["money"] - 2 and spells(g) == 1
    assert C.has_card(g, inv(g), "base:whiskey")
    g = game(BANK)
    give(g, 0, "base:whiskey")
    encounter(g, "dunwich:downtown_7", BANK)
    answer(g, "Give a Whiskey")
    assert finished(g) and inv(g).money == S.START["money"] and spells(g) == 1
    assert not C.has_card(g, inv(g), "base:whiskey")
    g = game(BANK)  # $1 and no Whiskey: nothing to give
    inv(g).money = 1
    encounter(g, "dunwich:downtown_7", BANK)
    assert labels_of(g) == ["Give nothing"]
    answer(g, "Give nothing")
    assert finished(g) and spells(g) == 0 and inv(g).money == 1


def labels_of(g: Any) -> list[str]:
    return [o.label for o in g.choice.options]


@hand(("dunwich:easttown_7", HIBBS))
def test_the_pool_shark_takes_two_dollars_or_an_item():
    g = game(HIBBS)
    encounter(g, "dunwich:easttown_7", HIBBS)
    assert labels_of(g) == ["Bet $2", "Bet an item"]
    answer(g, "Bet $2")
    assert finished(g) and inv(g).money == S.START["money"] - 2 and len(inv(g).cards) == 2
    g = game(HIBBS)
    encounter(g, "dunwich:easttown_7", HIBBS)
    answer(g, "Bet an item")
    drain(g)
    assert inv(g).money == S.START["money"] and len(inv(g).cards) == 1  # one of the two Maps
    g = game(HIBBS)  # no money to bet: the item it is
    inv(g).money = 1
    encounter(g, "dunwich:easttown_7", HIBBS)
    assert labels_of(g) == ["Bet an item"]
    g = game(HIBBS)  # nothing to bet: nothing happens
    inv(g).money = 0
    for c in list(inv(g).cards):
        C.discard_card(g, inv(g), c)
    encounter(g, "dunwich:easttown_7", HIBBS)
    assert finished(g)


# ------------------------------------------------------------ gates
@pytest.mark.parametrize(
    "card,area",
    [
        ("dunwich:merchant_district_2", ISLE),
        ("dunwich:merchant_district_4", ISLE),
        ("dunwich:rivertown_3", CAVE),
        ("dunwich:rivertown_5", GRAVEYARD),
        ("dunwich:french_hill_4", WITCH),
    ],
)
@hand(
    ("dunwich:merchant_district_2", ISLE),
    ("dunwich:merchant_district_4", ISLE),
    ("dunwich:rivertown_3", CAVE),
    ("dunwich:rivertown_5", GRAVEYARD),
    ("dunwich:french_hill_4", WITCH),
)
def test_a_gate_and_a_monster_appear(card: str, area: str):
    g = game(area)
    encounter(g, card, area)
    drain(g)
    assert area in g.state.gates and g.state.doom == 1
    assert any(p == area for p in g.state.monsters.values())
    assert inv(g).where == C.base_id(g.state.gates[area]) and inv(g).delayed  # drawn through


# ------------------------------------------------------------ Rivertown
@hand(("dunwich:rivertown_2", STORE))
def test_the_general_store_buys_a_common_item_at_twice_its_price():
    g = game(STORE)
    item = give(g, 0, "base:lantern")
    encounter(g, "dunwich:rivertown_2", STORE)
    answer(g, f"sell:{item}")
    assert finished(g) and item not in inv(g).cards
    assert inv(g).money == S.START["money"] + 2 * C.card_def(g, item).price
    g = game(STORE)
    encounter(g, "dunwich:rivertown_2", STORE)
    answer(g, "keep")
    assert finished(g) and inv(g).money == S.START["money"] and len(inv(g).cards) == 2


@hand(("dunwich:rivertown_3", GRAVEYARD))
def test_pickman_joins_for_five_toughness_of_trophies():
    g = game(GRAVEYARD)
    for kind in ("base:dark_young", "base:cultist"):  # toughness 3 + 1
        m = next(m for m in g.state.cup if C.base_id(m) == kind)
        C.claim_trophy(g, inv(g), m)
    encounter(g, "dunwich:rivertown_3", GRAVEYARD)
    assert finished(g) and len(inv(g).monster_trophies) == 2  # 4 toughness: not offered
    g = game(GRAVEYARD)
    for kind in ("base:dark_young", "base:cultist", "base:cultist"):
        m = next(m for m in g.state.cup if C.base_id(m) == kind and m not in inv(g).monster_trophies)
        C.claim_trophy(g, inv(g), m)
    encounter(g, "dunwich:rivertown_3", GRAVEYARD)
    answer(g, "Yes")
    drain(g)
    assert C.has_card(g, inv(g), "base:richard_upton_pickman")
    assert inv(g).monster_trophies == []  # exactly 5 toughness held: all of it spent
    g = game(GRAVEYARD)  # Pickman gone: a Spell instead
    g.state.decks["ally"] = [c for c in g.state.decks["ally"] if C.base_id(c) != "base:richard_upton_pickman"]
    for kind in ("base:dark_young", "base:cultist", "base:cultist"):
        m = next(m for m in g.state.cup if C.base_id(m) == kind and m not in inv(g).monster_trophies)
        C.claim_trophy(g, inv(g), m)
    encounter(g, "dunwich:rivertown_3", GRAVEYARD)
    answer(g, "Yes")
    drain(g)
    assert spells(g) == 1 and not C.has_card(g, inv(g), "base:richard_upton_pickman")


@hand(("dunwich:rivertown_5", CAVE))
def test_mountain_murphy_joins_on_luck_or_a_whiskey():
    g = game(CAVE)
    give(g, 0, "base:whiskey")
    encounter(g, "dunwich:rivertown_5", CAVE)
    answer(g, "Discard a Whiskey")
    assert finished(g) and C.has_card(g, inv(g), "base:tom_mountain_murphy")
    assert not C.has_card(g, inv(g), "base:whiskey")
    g = game(CAVE)  # no Whiskey: the check only
    encounter(g, "dunwich:rivertown_5", CAVE, *dice(g, "luck", -2, True))
    assert labels_of(g) == ["Make the Luck (-2) check"]
    answer(g, "Luck")
    accept_checks(g)
    assert finished(g) and C.has_card(g, inv(g), "base:tom_mountain_murphy")
    g = game(CAVE)  # he is gone: the first Weapon of the Common Item deck
    g.state.decks["ally"] = [c for c in g.state.decks["ally"] if C.base_id(c) != "base:tom_mountain_murphy"]
    first = next(c for c in g.state.decks["common"] if "weapon" in C.card_def(g, c).tags)
    encounter(g, "dunwich:rivertown_5", CAVE, *dice(g, "luck", -2, True))
    answer(g, "Luck")
    accept_checks(g)
    assert finished(g) and first in inv(g).cards
    g = game(CAVE)  # failed: nothing
    encounter(g, "dunwich:rivertown_5", CAVE, *dice(g, "luck", -2, False))
    answer(g, "Luck")
    accept_checks(g)
    assert finished(g) and len(inv(g).cards) == 2


# ------------------------------------------------------------ Southside
@hand(("dunwich:southside_2", CHURCH))
def test_the_stained_glass_lets_every_cursed_investigator_discard_the_curse():
    g = no_redraw(quiet_game([S.INVESTIGATOR, "base:amanda_sharpe"], ancient_one="base:azathoth", packs=PACKS))
    put(g, 0, CHURCH)
    for i in g.state.investigators:
        C.gain_special(g, i, "base:curse")
    luck = C.skill_value(g, inv(g), "luck") - 2
    encounter(g, "dunwich:southside_2", CHURCH, *[6] * luck)
    accept_checks(g)
    answer(g, "Yes")  # each is asked in turn
    answer(g, "No")
    assert finished(g)
    cursed = [bool(C.has_card(g, i, "base:curse")) for i in g.state.investigators]
    assert sorted(cursed) == [False, True]
    g = no_redraw(quiet_game([S.INVESTIGATOR, "base:amanda_sharpe"], ancient_one="base:azathoth", packs=PACKS))
    put(g, 0, CHURCH)
    C.gain_special(g, g.state.investigators[1], "base:curse")
    encounter(g, "dunwich:southside_2", CHURCH, *[1] * 9)  # failed: the Curses stay
    accept_checks(g)
    assert finished(g) and C.has_card(g, g.state.investigators[1], "base:curse")


@hand(("dunwich:southside_2", SOCIETY))
def test_the_ride_to_the_library_draws_two_encounters_there():
    g = game(SOCIETY)
    encounter(g, "dunwich:southside_2", SOCIETY)
    answer(g, "Yes")
    assert inv(g).where == LIBRARY
    assert g.choice.kind == "encounter" and len(g.choice.options) == 2
    g = game(SOCIETY)
    encounter(g, "dunwich:southside_2", SOCIETY)
    answer(g, "No")
    assert finished(g) and inv(g).where == SOCIETY


# ------------------------------------------------------------ Uptown
@hand(("dunwich:uptown_4", SHOPPE))
def test_miriam_sells_any_spell_for_five_dollars():
    g = game(SHOPPE)
    encounter(g, "dunwich:uptown_4", SHOPPE)
    answer(g, "Yes")
    names = {C.base_id(o.id[5:]) for o in g.choice.options}
    assert len(names) == len(g.choice.options) and "base:wither" in names
    pick = next(o.id for o in g.choice.options if C.base_id(o.id[5:]) == "base:wither")
    g.apply(pick)
    assert finished(g) and pick[5:] in inv(g).cards and inv(g).money == S.START["money"] - 5
    g = game(SHOPPE)
    inv(g).money = 4
    encounter(g, "dunwich:uptown_4", SHOPPE)
    assert finished(g) and spells(g) == 0


@hand(("dunwich:uptown_4", WOODS))
def test_duke_is_caught_with_speed_or_a_food():
    g = game(WOODS)
    give(g, 0, "base:food")
    encounter(g, "dunwich:uptown_4", WOODS)
    answer(g, "Discard a Food")
    assert finished(g) and C.has_card(g, inv(g), "base:duke") and not C.has_card(g, inv(g), "base:food")
    g = game(WOODS)  # Duke gone, caught by Speed: $3 reward
    g.state.decks["ally"] = [c for c in g.state.decks["ally"] if C.base_id(c) != "base:duke"]
    inv(g).sliders[0] = 3  # Speed 5: the -2 leaves dice to roll
    assert C.skill_value(g, inv(g), "speed") > 2
    encounter(g, "dunwich:uptown_4", WOODS, *dice(g, "speed", -2, True))
    assert labels_of(g) == ["Try to catch him (Speed -2)"]
    answer(g, "Speed")
    accept_checks(g)
    assert finished(g) and inv(g).money == S.START["money"] + 3
    g = game(WOODS)
    encounter(g, "dunwich:uptown_4", WOODS, *dice(g, "speed", -2, False))
    answer(g, "Speed")
    accept_checks(g)
    assert finished(g) and not C.has_card(g, inv(g), "base:duke") and inv(g).money == S.START["money"]


# ------------------------------------------------------------ vocabulary added for these cards
SQUARE, POLICE, VELMAS = ("base:arkham/independence_square", "base:arkham/police_station", "base:arkham/velmas_diner")
LODGE, SANCTUM, DOCKS = (
    "base:arkham/silver_twilight_lodge",
    "base:arkham/silver_twilight_lodge#inner_sanctum",
    "base:arkham/river_docks",
)
SCIENCE, ADMIN, TRAIN = (
    "base:arkham/science_building",
    "base:arkham/administration_building",
    "base:arkham/train_station",
)
NEWSPAPER, CURIOS, MAS = ("base:arkham/newspaper", "base:arkham/curiositie_shoppe", "base:arkham/mas_boarding_house")


def two_players(area: str) -> Any:
    g = no_redraw(quiet_game([S.INVESTIGATOR, "base:amanda_sharpe"], ancient_one="base:azathoth", packs=PACKS))
    put(g, 0, area)
    return g


def no_redraw(g: Any) -> Any:
    """No starting card that swaps the drawn encounter card (Dragon's Eye): the tests draw theirs."""
    for i in g.state.investigators:
        for c in [c for c in i.cards if C.card_def(g, c).data.get("redraw")]:
            C.discard_card(g, i, c)
    return g


def cup_monster(g: Any, kind: str) -> str:
    return next(m for m in g.state.cup if C.base_id(m) == kind)


def gate_trophy(g: Any) -> str:
    gm = g.state.gate_pile.pop(0)
    inv(g).gate_trophies.append(gm)
    return gm


@hand(("dunwich:downtown_2", SQUARE))
def test_the_tarot_reading_may_send_the_top_mythos_card_to_the_bottom():
    g = game(SQUARE)
    top = g.state.decks["mythos"][0]
    encounter(g, "dunwich:downtown_2", SQUARE)
    assert g.content.mythos[top].name in g.choice.prompt
    answer(g, "bottom")
    assert finished(g) and g.state.decks["mythos"][-1] == top and g.state.decks["mythos"][0] != top
    g = game(SQUARE)
    top = g.state.decks["mythos"][0]
    encounter(g, "dunwich:downtown_2", SQUARE)
    answer(g, "keep")
    assert finished(g) and g.state.decks["mythos"][0] == top


@hand(("dunwich:easttown_3", POLICE))
def test_the_sheriff_clears_the_police_station_but_not_the_cell():
    g = no_redraw(
        quiet_game([S.INVESTIGATOR, "base:amanda_sharpe", "base:bob_jenkins"], ancient_one="base:azathoth", packs=PACKS)
    )
    for seat in (0, 1, 2):
        put(g, seat, POLICE)
    g.state.investigators[2].jailed = True
    encounter(g, "dunwich:easttown_3", POLICE)
    assert finished(g)
    street = "base:arkham/easttown_streets"
    assert [i.where for i in g.state.investigators] == [street, street, POLICE]


@hand(("dunwich:easttown_6", VELMAS))
def test_the_turkey_dinner_splits_four_points_as_you_like():
    g = game(VELMAS)
    inv(g).sanity, inv(g).stamina = 3, 3
    encounter(g, "dunwich:easttown_6", VELMAS)
    answer(g, "Yes")
    assert g.choice.kind == "split"
    assert labels_of(g) == [
        "4 Sanity + 0 Stamina",
        "3 Sanity + 1 Stamina",
        "2 Sanity + 2 Stamina",
        "1 Sanity + 3 Stamina",
        "0 Sanity + 4 Stamina",
    ]
    answer(g, "1 Sanity + 3 Stamina")
    assert finished(g) and (inv(g).sanity, inv(g).stamina) == (4, 6)
    assert inv(g).money == S.START["money"] - 3
    g = game(VELMAS)
    inv(g).money = 2
    encounter(g, "dunwich:easttown_6", VELMAS)
    assert finished(g) and inv(g).money == 2


@hand(("dunwich:uptown_7", SHOPPE))
def test_miriam_gives_a_point_of_sanity_or_stamina_per_monster_trophy():
    g = game(SHOPPE)
    inv(g).sanity, inv(g).stamina = 3, 3
    for kind in ("base:cultist", "base:zombie"):
        C.claim_trophy(g, inv(g), cup_monster(g, kind))
    encounter(g, "dunwich:uptown_7", SHOPPE)
    assert len(g.choice.options) == 3
    answer(g, "2 Sanity + 0 Stamina")
    assert finished(g) and (inv(g).sanity, inv(g).stamina) == (5, 3)
    assert len(inv(g).monster_trophies) == 2  # the trophies are counted, not spent
    g = game(SHOPPE)  # no trophy: nothing
    encounter(g, "dunwich:uptown_7", SHOPPE)
    assert finished(g) and inv(g).sanity == S.START["sanity"]


@hand(("dunwich:easttown_6", POLICE))
def test_a_moon_trophy_pays_five_dollars_at_the_police_station():
    g = game(POLICE)
    moon = cup_monster(g, "base:cultist")  # crescent
    other = cup_monster(g, "base:byakhee")  # circle
    C.claim_trophy(g, inv(g), moon)
    C.claim_trophy(g, inv(g), other)
    encounter(g, "dunwich:easttown_6", POLICE)
    assert [o.id for o in g.choice.options] == [f"spend:{moon}", "no"]
    answer(g, f"spend:{moon}")
    assert finished(g) and inv(g).money == S.START["money"] + 5
    assert inv(g).monster_trophies == [other] and moon in g.state.cup
    g = game(POLICE)
    C.claim_trophy(g, inv(g), cup_monster(g, "base:byakhee"))
    encounter(g, "dunwich:easttown_6", POLICE)
    assert finished(g) and inv(g).money == S.START["money"]


@hand(("dunwich:french_hill_3", SANCTUM))
def test_the_protection_spell_lifts_a_curse_or_boxes_two_mythos_cards():
    g = fresh(SANCTUM)
    C.gain_special(g, inv(g), "base:curse")
    n = len(g.state.decks["mythos"])
    encounter(g, "dunwich:french_hill_3", LODGE)
    assert finished(g) and not C.has_card(g, inv(g), "base:curse") and len(g.state.decks["mythos"]) == n
    g = fresh(SANCTUM)
    deck = g.state.decks["mythos"]
    a, b = deck[3], deck[7]
    encounter(g, "dunwich:french_hill_3", LODGE)
    answer(g, f"box:{a}")
    answer(g, f"box:{b}")
    assert finished(g)
    assert a not in deck and b not in deck and len(deck) == n - 2 and {a, b} <= set(g.state.box)
    g = fresh(SANCTUM)  # one card only, then no more
    encounter(g, "dunwich:french_hill_3", LODGE)
    answer(g, f"box:{g.state.decks['mythos'][0]}")
    g.apply("done")
    assert finished(g) and len(g.state.decks["mythos"]) == n - 1


@hand(("dunwich:french_hill_7", WITCH), ("dunwich:uptown_6", SHOPPE))
def test_clues_for_each_open_gate_or_each_gate_trophy():
    from arkham.testing import open_gate

    g = game(WITCH)
    open_gate(g, "base:arkham/woods", "base:world/abyss")
    open_gate(g, "base:arkham/black_cave", "base:world/yuggoth")
    encounter(g, "dunwich:french_hill_7", WITCH)
    assert finished(g) and inv(g).clues == S.START["clues"] + 2
    g = game(SHOPPE)
    gate_trophy(g)
    gate_trophy(g)
    gate_trophy(g)
    encounter(g, "dunwich:uptown_6", SHOPPE)
    assert finished(g) and inv(g).clues == S.START["clues"] + 3
    g = game(SHOPPE)
    encounter(g, "dunwich:uptown_6", SHOPPE)
    assert finished(g) and inv(g).clues == S.START["clues"]


@hand(("dunwich:french_hill_7", SANCTUM))
def test_the_healing_spell_restores_a_track_or_blesses_the_whole():
    g = fresh(SANCTUM)
    inv(g).sanity = C.max_sanity(g, inv(g))
    inv(g).stamina = C.max_stamina(g, inv(g))
    encounter(g, "dunwich:french_hill_7", LODGE)
    assert finished(g) and C.has_card(g, inv(g), "base:blessing")
    g = fresh(SANCTUM)
    inv(g).sanity, inv(g).stamina = 2, C.max_stamina(g, inv(g))
    encounter(g, "dunwich:french_hill_7", LODGE)
    assert labels_of(g) == ["Restore your Sanity"]
    answer(g, "Sanity")
    assert finished(g) and inv(g).sanity == C.max_sanity(g, inv(g)) and not C.has_card(g, inv(g), "base:blessing")
    g = fresh(SANCTUM)
    inv(g).sanity, inv(g).stamina = 2, 2
    encounter(g, "dunwich:french_hill_7", LODGE)
    answer(g, "Stamina")
    assert finished(g) and inv(g).stamina == C.max_stamina(g, inv(g)) and inv(g).sanity == 2


@hand(("dunwich:merchant_district_3", ISLE))
def test_the_web_of_energy_replaces_a_gate_marker():
    from arkham.testing import open_gate
    from arkham.rules.classic.encounters import gate_symbol

    g = game(ISLE)
    old = open_gate(g, "base:arkham/woods", "base:world/abyss")
    symbol = gate_symbol(g, "base:arkham/woods")
    kin = next(m for m in g.state.cup if C.monster_def(g, m).symbol == symbol)
    g.state.cup.remove(kin)
    g.state.monsters[kin] = "base:arkham/uptown_streets"
    stranger = next(m for m in g.state.cup if C.monster_def(g, m).symbol != symbol)
    g.state.cup.remove(stranger)
    g.state.monsters[stranger] = "base:arkham/uptown_streets"
    new = g.state.gate_pile[0]
    encounter(g, "dunwich:merchant_district_3", ISLE)
    answer(g, "base:arkham/woods")
    assert finished(g)
    assert g.state.gates["base:arkham/woods"] == new and g.state.gate_pile[-1] == old
    assert kin in g.state.cup and g.state.monsters[stranger] == "base:arkham/uptown_streets"
    g = game(ISLE)  # declined
    old = open_gate(g, "base:arkham/woods", "base:world/abyss")
    encounter(g, "dunwich:merchant_district_3", ISLE)
    answer(g, "no")
    assert finished(g) and g.state.gates["base:arkham/woods"] == old
    g = game(ISLE)  # no gate open: nothing
    encounter(g, "dunwich:merchant_district_3", ISLE)
    assert finished(g)


@hand(("dunwich:merchant_district_4", DOCKS))
def test_the_man_in_the_trenchcoat_defeats_a_monster_that_is_not_a_spawn():
    g = game(DOCKS)
    zombie = cup_monster(g, "base:zombie")
    g.state.cup.remove(zombie)
    g.state.monsters[zombie] = "base:arkham/uptown_streets"
    spawn = next(m for m, p in g.state.monsters.items() if C.base_id(m) in g.content.spawn_kinds)
    g.state.monsters[spawn] = "base:arkham/woods"
    encounter(g, "dunwich:merchant_district_4", DOCKS)
    answer(g, "Yes")
    assert [o.id for o in g.choice.options] == [zombie]
    answer(g, zombie)
    assert finished(g) and inv(g).monster_trophies == [zombie] and inv(g).money == S.START["money"] - 6
    assert g.state.monsters[spawn] == "base:arkham/woods"
    g = game(DOCKS)
    inv(g).money = 5
    encounter(g, "dunwich:merchant_district_4", DOCKS)
    assert finished(g) and inv(g).money == 5


@hand(("dunwich:miskatonic_u_2", SCIENCE))
def test_the_lab_weapon_rolls_for_each_monster_then_for_you():
    g = game(SCIENCE)
    placed = []
    for kind in ("base:zombie", "base:cultist"):
        m = cup_monster(g, kind)
        g.state.cup.remove(m)
        g.state.monsters[m] = "base:arkham/uptown_streets"
        placed.append(m)
    first, second = sorted(placed)
    encounter(g, "dunwich:miskatonic_u_2", SCIENCE, 6, 1, 3)  # the first goes, the second stays, 3 Stamina
    answer(g, "Yes")
    assert finished(g)
    assert first in g.state.cup and g.state.monsters[second] == "base:arkham/uptown_streets"
    assert inv(g).stamina == S.START["stamina"] - 3
    g = game(SCIENCE)
    encounter(g, "dunwich:miskatonic_u_2", SCIENCE)
    answer(g, "No")
    assert finished(g) and inv(g).stamina == S.START["stamina"]


@hand(("dunwich:miskatonic_u_2", LIBRARY), ("dunwich:miskatonic_u_3", LIBRARY))
def test_tomes_are_sold_for_money_or_traded_for_clues():
    g = game(LIBRARY)
    give(g, 0, "base:ancient_tome")  # a Common Tome: not what the librarian buys
    encounter(g, "dunwich:miskatonic_u_2", LIBRARY)
    assert finished(g) and inv(g).money == S.START["money"]
    book = give(g, 0, "base:necronomicon")
    encounter(g, "dunwich:miskatonic_u_2", LIBRARY)
    answer(g, "Yes")
    drain(g)
    assert inv(g).money == S.START["money"] + 10 and book not in inv(g).cards
    assert C.has_card(g, inv(g), "base:ancient_tome")
    g = game(LIBRARY)  # any Tome buys 3 Clues
    book = give(g, 0, "base:ancient_tome")
    encounter(g, "dunwich:miskatonic_u_3", LIBRARY)
    answer(g, "Yes")
    drain(g)
    assert inv(g).clues == S.START["clues"] + 3 and book not in inv(g).cards
    g = game(LIBRARY)
    encounter(g, "dunwich:miskatonic_u_3", LIBRARY)
    assert finished(g) and inv(g).clues == S.START["clues"]


@hand(("dunwich:miskatonic_u_3", ADMIN))
def test_campus_police_leave_you_at_independence_square_for_an_encounter():
    g = game(ADMIN)
    encounter(g, "dunwich:miskatonic_u_3", ADMIN)
    drain(g, pick=-1)
    assert "has an encounter at Independence Square" in "\n".join(e[1] for e in g.state.log)


@hand(("dunwich:northside_2", TRAIN), ("dunwich:northside_5", NEWSPAPER))
def test_rides_go_anywhere_in_arkham():
    g = game(TRAIN)
    encounter(g, "dunwich:northside_2", TRAIN)
    answer(g, "Yes")
    assert g.choice.kind == "place" and "dunwich:dunwich/sentinel_hill" in {o.id for o in g.choice.options}
    answer(g, "base:arkham/merchant_district_streets")
    assert finished(g) and inv(g).where == "base:arkham/merchant_district_streets"
    g = game(NEWSPAPER)
    encounter(g, "dunwich:northside_5", NEWSPAPER, *dice(g, "luck", -1, True))
    accept_checks(g)
    answer(g, "Yes")
    answer(g, "base:arkham/merchant_district_streets")
    assert finished(g) and inv(g).where == "base:arkham/merchant_district_streets"
    g = game(NEWSPAPER)
    encounter(g, "dunwich:northside_5", NEWSPAPER, *dice(g, "luck", -1, False))
    accept_checks(g)
    assert finished(g) and inv(g).where == NEWSPAPER


@hand(("dunwich:northside_2", CURIOS))
def test_the_sale_offers_two_common_and_two_unique_items():
    g = game(CURIOS)
    common = g.state.decks["common"][:2]
    unique = g.state.decks["unique"][:1]
    inv(g).money = 100
    encounter(g, "dunwich:northside_2", CURIOS)
    offered = [o.id[5:] for o in g.choice.options if o.id.startswith("want:")]
    assert len(offered) == 4
    assert sorted(C.card_def(g, c).deck for c in offered) == ["common", "common", "unique", "unique"]
    assert set(common) <= set(offered) and set(unique) <= set(offered)
    answer(g, f"want:{common[0]}")
    answer(g, "done")
    drain(g)
    assert common[0] in inv(g).cards and inv(g).money == 100 - C.card_def(g, common[0]).price
    assert common[1] in g.state.decks["common"]  # unsold: discarded


@hand(("dunwich:northside_5", CURIOS))
def test_oliver_gives_any_unique_item_with_a_curse():
    g = game(CURIOS)
    encounter(g, "dunwich:northside_5", CURIOS)
    answer(g, "Yes")
    assert g.choice.kind == "draw"
    pick = next(o.id for o in g.choice.options if C.base_id(o.id[5:]) == "base:elder_sign")
    g.apply(pick)
    assert finished(g) and pick[5:] in inv(g).cards and C.has_card(g, inv(g), "base:curse")
    g = game(CURIOS)
    encounter(g, "dunwich:northside_5", CURIOS)
    answer(g, "No")
    assert finished(g) and not C.has_card(g, inv(g), "base:curse") and len(inv(g).cards) == 2


@hand(("dunwich:southside_3", CHURCH))
def test_two_clues_discard_the_environment():
    g = game(CHURCH)
    env = next(c for c, mc in g.content.mythos.items() if mc.type == "environment")
    g.state.decks["mythos"].remove(env)
    g.state.environment = env
    encounter(g, "dunwich:southside_3", CHURCH)
    answer(g, "Yes")
    assert finished(g) and g.state.environment is None and g.state.decks["mythos"][-1] == env
    assert inv(g).clues == S.START["clues"] - 2
    g = game(CHURCH)  # no Environment in play: nothing is offered
    encounter(g, "dunwich:southside_3", CHURCH)
    assert finished(g) and inv(g).clues == S.START["clues"]


@hand(("dunwich:southside_3", SOCIETY))
def test_professor_armitage_joins_for_a_gate_trophy():
    g = game(SOCIETY)
    armitage = next(c for c in g.state.box + g.state.decks["ally"] if C.base_id(c) == "base:professor_armitage")
    if armitage in g.state.box:  # one of the Allies set aside at setup (DH p.4): put him in the deck
        g.state.box.remove(armitage)
        g.state.decks["ally"].append(armitage)
    gm = gate_trophy(g)
    encounter(g, "dunwich:southside_3", SOCIETY)
    answer(g, "Yes")
    drain(g)
    assert C.has_card(g, inv(g), "base:professor_armitage")
    assert not inv(g).gate_trophies and gm in g.state.gate_pile
    g = game(SOCIETY)
    encounter(g, "dunwich:southside_3", SOCIETY)
    assert finished(g) and not C.has_card(g, inv(g), "base:professor_armitage")


@hand(("dunwich:southside_4", MAS))
def test_zebulon_teaches_a_spell_to_lore_four_or_more():
    g = game(MAS)
    assert C.skill_value(g, inv(g), "lore") < 4
    encounter(g, "dunwich:southside_4", MAS)
    assert finished(g) and spells(g) == 0
    g = game(MAS)
    inv(g).sliders[2] = 3  # the Lore/Luck slider moved to Lore 4
    assert C.skill_value(g, inv(g), "lore") == 4
    encounter(g, "dunwich:southside_4", MAS)
    assert finished(g) and spells(g) == 1


@hand(("dunwich:southside_4", SOCIETY))
def test_the_records_bring_your_clues_up_to_five():
    g = game(SOCIETY)
    inv(g).clues = 2
    encounter(g, "dunwich:southside_4", SOCIETY, *dice(g, "luck", -2, True))
    accept_checks(g)
    assert finished(g) and inv(g).clues == 5
    g = game(SOCIETY)  # six already: nothing more
    encounter(g, "dunwich:southside_4", SOCIETY, *dice(g, "luck", -2, True))
    accept_checks(g)
    assert finished(g) and inv(g).clues == 6


# ------------------------------------------------------------ monsters and gates moved by the cards
UPTOWN_ST = "base:arkham/uptown_streets"


def on_board(g: Any, kind: str, area: str) -> str:
    m = cup_monster(g, kind)
    g.state.cup.remove(m)
    g.state.monsters[m] = area
    return m


@hand(("dunwich:french_hill_1", WITCH))
def test_brown_jenkin_brings_a_rat_thing_or_steals_an_item():
    g = game(WITCH)
    encounter(g, "dunwich:french_hill_1", WITCH)
    m = next(k for k, p in g.state.monsters.items() if p == ENCOUNTER)
    assert C.base_id(m) == "dunwich:rat_thing"
    answer(g, "fight")
    n = C.skill_value(g, inv(g), "fight", "combat") + C.monster_stat(g, m, "combat") - 1
    assert g.choice.kind == "combat" and f"Fight: {n} dice" in g.choice.options[0].label
    g = game(WITCH)  # no Rat-thing in the cup: an item of the player's choice is lost
    g.state.cup[:] = [m for m in g.state.cup if C.base_id(m) != "dunwich:rat_thing"]
    lantern = give(g, 0, "base:lantern")
    encounter(g, "dunwich:french_hill_1", WITCH)
    assert g.choice.kind == "discard"
    answer(g, f"discard:{lantern}")
    assert finished(g) and lantern not in inv(g).cards and len(inv(g).cards) == 2
    assert not any(p == ENCOUNTER for p in g.state.monsters.values())


@hand(("dunwich:french_hill_1", SANCTUM))
def test_the_warding_ritual_seals_an_unstable_location_for_two_clues_more():
    from arkham.testing import open_gate

    g = fresh(SANCTUM)
    open_gate(g, "base:arkham/woods", "base:world/abyss")
    inv(g).clues = 7
    encounter(g, "dunwich:french_hill_1", LODGE)
    assert g.choice.kind == "ward"
    places = {o.id for o in g.choice.options}
    assert "base:arkham/black_cave" in places and "base:arkham/woods" not in places  # a gate is open there
    assert LIBRARY not in places  # a stable location
    answer(g, "base:arkham/black_cave")
    assert finished(g) and g.state.seals == {"base:arkham/black_cave": "clues"} and inv(g).clues == 0
    g = fresh(SANCTUM)  # 6 Clues are not enough (5 + 2)
    encounter(g, "dunwich:french_hill_1", LODGE)
    assert finished(g) and not g.state.seals and inv(g).clues == S.START["clues"]
    g = fresh(SANCTUM)  # declined
    inv(g).clues = 8
    encounter(g, "dunwich:french_hill_1", LODGE)
    answer(g, "no")
    assert finished(g) and not g.state.seals and inv(g).clues == 8


@hand(("dunwich:french_hill_5", SANCTUM))
def test_a_gate_is_moved_onto_another_unstable_location():
    from arkham.testing import open_gate

    g = two_players(LODGE)
    give(g, 0, "base:silver_twilight_membership")
    marker = open_gate(g, "base:arkham/woods", "base:world/abyss")
    put(g, 1, "base:arkham/black_cave")
    lurker = on_board(g, "base:zombie", "base:arkham/black_cave")
    g.state.clues_on["base:arkham/black_cave"] = 1
    doom = g.state.doom
    encounter(g, "dunwich:french_hill_5", LODGE)
    answer(g, "base:arkham/woods")
    assert LIBRARY not in {o.id for o in g.choice.options} and "base:arkham/woods" not in {
        o.id for o in g.choice.options
    }
    answer(g, "base:arkham/black_cave")
    assert finished(g)
    assert g.state.gates == {"base:arkham/black_cave": marker} and g.state.doom == doom
    assert lurker in g.state.cup and "base:arkham/black_cave" not in g.state.clues_on
    other = g.state.investigators[1]
    assert other.where == "base:world/abyss" and other.stage == 1 and other.delayed
    g = fresh(SANCTUM)  # no gate open: nothing
    encounter(g, "dunwich:french_hill_5", LODGE)
    assert finished(g)


@hand(("dunwich:miskatonic_u_7", SCIENCE))
def test_a_lever_moves_the_monsters_along_its_arrows():
    g = game(SCIENCE)
    walker = on_board(g, "base:zombie", UPTOWN_ST)
    flier = on_board(g, "base:byakhee", UPTOWN_ST)
    still = on_board(g, "base:cultist", SCIENCE)  # where the investigator stands: it does not move
    encounter(g, "dunwich:miskatonic_u_7", SCIENCE)
    answer(g, "white")
    assert finished(g)
    assert g.state.monsters[walker] == "base:arkham/miskatonic_u_streets"
    assert g.state.monsters[flier] == UPTOWN_ST and g.state.monsters[still] == SCIENCE
    g = game(SCIENCE)
    walker = on_board(g, "base:zombie", UPTOWN_ST)
    encounter(g, "dunwich:miskatonic_u_7", SCIENCE)
    answer(g, "black")
    assert finished(g) and g.state.monsters[walker] == "base:arkham/southside_streets"
    g = game(SCIENCE)
    walker = on_board(g, "base:zombie", UPTOWN_ST)
    encounter(g, "dunwich:miskatonic_u_7", SCIENCE)
    answer(g, "alone")
    assert finished(g) and g.state.monsters[walker] == UPTOWN_ST


# ------------------------------------------------------------ coverage
def test_every_encoded_entry_has_a_test():
    generated = {tuple(p.values) for p in GENERATED}
    missing = [e for e in entries() if e not in generated and e not in HAND]
    assert not missing, f"Dunwich Arkham location entries without a test: {missing}"
