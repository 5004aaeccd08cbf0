"""The Dunwich location cards: each encoded entry is resolved with rigged dice.

Plain entries run along every outcome path of the independent evaluator
(tests/helpers/encounter_sim.py) pointed at the base+dunwich content; the entries it does not
model (the Dunwich Horror track, trips, gates, the House of Mystery's dice) have
hand-made tests below, and a coverage test checks that every entry is one or the other."""

from __future__ import annotations

from typing import Any

import pytest

from helpers import encounter_sim as S
from arkham.content.loader import load_content
from arkham.rules.classic import core as C
from arkham.rules.dunwich import vortices as V
from arkham.state import ENCOUNTER
from arkham.testing import answer, finished, put, quiet_game, rig, rig_monsters, run_step, start_encounter
from helpers.card_scenes import accept_checks, dice, encounter, hand_register, inv, location_cases, run_location_plain
from helpers.coverage_marks import covers
from test_dunwich_location_cards_status import ENCODED as STATUS_CARDS  # the cards that deal Madness
from test_dunwich_cards_across_parts import DUNWICH_CARDS as LATE_CARDS  # tested there

PACKS = ("base", "dunwich")
CONTENT = load_content(PACKS)
FARM = "dunwich:dunwich/whateley_farm"
HILL = "dunwich:dunwich/wizards_hill"
GLEN = "dunwich:dunwich/cold_spring_glen"
GARDNERS = "dunwich:dunwich/gardners_place"
HOPYARD = "dunwich:dunwich/devils_hopyard"
SHACK = "dunwich:dunwich/harney_jones_shack"
BRIDGE = "dunwich:dunwich/bishops_brook_bridge"
CARNIVAL = "dunwich:dunwich/darkes_carnival"
VILLAGE = "dunwich:dunwich/dunwich_village"
POLICE = "base:arkham/police_station"

# Every Dunwich location card in the pack (a test below checks this list against the data).
ENCODED = (
    "dunwich:backwoods_country_1",
    "dunwich:backwoods_country_2",
    "dunwich:backwoods_country_3",
    "dunwich:backwoods_country_4",
    "dunwich:backwoods_country_5",
    "dunwich:backwoods_country_6",
    "dunwich:blasted_heath_1",
    "dunwich:blasted_heath_2",
    "dunwich:blasted_heath_3",
    "dunwich:blasted_heath_4",
    "dunwich:blasted_heath_5",
    "dunwich:village_commons_1",
    "dunwich:village_commons_2",
    "dunwich:village_commons_3",
    "dunwich:village_commons_4",
    "dunwich:village_commons_5",
    "dunwich:village_commons_6",
    "dunwich:village_commons_7",
    "dunwich:village_commons_8",
    "dunwich:village_commons_9",
    "dunwich:village_commons_10",
    "dunwich:village_commons_11",
)

HAND: dict[tuple[str, str], str] = {}  # (card, area) -> the hand-made test resolving it
hand = hand_register(HAND)


def dunwich_entries() -> list[tuple[str, str]]:
    return [(cid, e.at) for cid in ENCODED for e in CONTENT.locations[cid].entries]


def location_game(area: str) -> Any:
    return S.setup(None, area, packs=PACKS)


_PROBE = location_game(FARM)
GENERATED = location_cases(CONTENT, ENCODED, _PROBE)


# ------------------------------------------------------------ the data
def test_the_pack_deals_its_location_cards_into_the_three_neighborhood_decks():
    assert sorted(
        c
        for c, card in CONTENT.locations.items()
        if c.startswith("dunwich:") and card.neighborhood.startswith("dunwich:")
    ) == sorted(ENCODED + STATUS_CARDS + LATE_CARDS)
    per = {}
    for cid in ENCODED + STATUS_CARDS + LATE_CARDS:
        card = CONTENT.locations[cid]
        per[card.neighborhood] = per.get(card.neighborhood, 0) + 1
        # one entry for each location of its neighborhood, and only those
        places = {a.id for a in CONTENT.areas.values() if a.neighborhood == card.neighborhood and a.kind != "street"}
        assert {e.at for e in card.entries} == places, cid
    assert per == {
        "dunwich:dunwich/backwoods_country": 14,
        "dunwich:dunwich/blasted_heath": 14,
        "dunwich:dunwich/village_commons": 14,
    }
    g = location_game(FARM)
    for nb, n in per.items():
        assert sorted(g.state.decks[f"loc:{nb}"]) == sorted(
            c for c in ENCODED + STATUS_CARDS + LATE_CARDS if CONTENT.locations[c].neighborhood == nb
        )


def test_a_dunwich_encounter_draws_a_card_of_its_neighborhood():
    g = location_game(HILL)
    # the neighborhood deck's top card turned up (as a crystal ball does): Wizard's Hill holds you and costs 1 Sanity
    g.state.decks["loc:revealed:dunwich:dunwich/backwoods_country"] = ["dunwich:backwoods_country_2"]
    start_encounter(g, 0, HILL)
    assert finished(g)
    assert inv(g).delayed and inv(g).sanity == S.START["sanity"] - 1


# ------------------------------------------------------------ the plain entries
@covers(*ENCODED)
@pytest.mark.parametrize("card_id,at", GENERATED)
def test_plain_entry_outcome_paths(card_id: str, at: str) -> None:
    run_location_plain(CONTENT, card_id, at, location_game)


# ------------------------------------------------------------ the Dunwich Horror track
@hand(("dunwich:backwoods_country_3", HILL))
def test_waking_something_on_wizards_hill_adds_a_dunwich_horror_token():
    g = location_game(HILL)
    encounter(g, "dunwich:backwoods_country_3", HILL, *dice(g, "luck", -1, False))
    accept_checks(g)
    assert finished(g) and V.tokens(g) == 1
    g = location_game(HILL)
    encounter(g, "dunwich:backwoods_country_3", HILL, *dice(g, "luck", -1, True))
    accept_checks(g)
    assert finished(g) and V.tokens(g) == 0
    g = location_game(HILL)  # a full track stays at its three tokens
    g.state.counters[V.track_key(V.TRACK)] = 3
    encounter(g, "dunwich:backwoods_country_3", HILL, *dice(g, "luck", -1, False))
    accept_checks(g)
    assert finished(g) and V.tokens(g) == 3


@hand(("dunwich:backwoods_country_4", FARM))
def test_wizard_whateleys_notes_may_take_a_token_off_the_track():
    g = location_game(FARM)
    g.state.counters[V.track_key(V.TRACK)] = 2
    encounter(g, "dunwich:backwoods_country_4", FARM, *dice(g, "luck", -1, True))
    accept_checks(g)
    answer(g, "Yes")
    assert finished(g) and V.tokens(g) == 1
    g = location_game(FARM)  # declined: the track keeps its tokens
    g.state.counters[V.track_key(V.TRACK)] = 2
    encounter(g, "dunwich:backwoods_country_4", FARM, *dice(g, "luck", -1, True))
    accept_checks(g)
    answer(g, "No")
    assert finished(g) and V.tokens(g) == 2
    g = location_game(FARM)  # failed: nothing is offered
    g.state.counters[V.track_key(V.TRACK)] = 2
    encounter(g, "dunwich:backwoods_country_4", FARM, *dice(g, "luck", -1, False))
    accept_checks(g)
    assert finished(g) and V.tokens(g) == 2
    g = location_game(FARM)  # an empty track stays empty
    encounter(g, "dunwich:backwoods_country_4", FARM, *dice(g, "luck", -1, True))
    accept_checks(g)
    answer(g, "Yes")
    assert finished(g) and V.tokens(g) == 0


# ------------------------------------------------------------ the stone table and the voice
def trophy(g: Any, seat: int, kind: str) -> str:
    m = next(m for m in g.state.cup if C.base_id(m) == kind)
    C.claim_trophy(g, g.state.investigators[seat], m)
    return m


@hand(("dunwich:backwoods_country_5", GLEN))
def test_a_moon_trophy_on_the_stone_table_blesses_any_investigator():
    g = quiet_game([S.INVESTIGATOR, "base:amanda_sharpe"], ancient_one="base:azathoth", packs=PACKS)
    for c in list(g.state.investigators[0].cards):  # no random card (a Dragon's Eye) to ask about first
        C.discard_card(g, g.state.investigators[0], c)
    put(g, 0, GLEN)
    moon = trophy(g, 0, "base:cultist")  # crescent symbol
    other = trophy(g, 0, "base:byakhee")  # circle symbol: not offered
    encounter(g, "dunwich:backwoods_country_5", GLEN)
    assert [o.id for o in g.choice.options] == [f"spend:{moon}", "no"]
    answer(g, f"spend:{moon}")
    assert {o.id for o in g.choice.options} == {"0", "1"}  # yourself or another
    answer(g, "1")
    assert finished(g)
    assert g.state.investigators[0].monster_trophies == [other] and moon in g.state.cup
    assert C.has_card(g, g.state.investigators[1], "base:blessing")
    assert not C.has_card(g, g.state.investigators[0], "base:blessing")
    g = location_game(GLEN)  # declined: the trophy stays
    moon = trophy(g, 0, "base:cultist")
    encounter(g, "dunwich:backwoods_country_5", GLEN)
    answer(g, "no")
    assert finished(g) and inv(g).monster_trophies == [moon]
    g = location_game(GLEN)  # without a moon trophy nothing is offered
    trophy(g, 0, "base:byakhee")
    encounter(g, "dunwich:backwoods_country_5", GLEN)
    assert finished(g) and len(inv(g).monster_trophies) == 1 and not C.has_card(g, inv(g), "base:blessing")


@hand(("dunwich:backwoods_country_5", HILL))
def test_the_reptilian_voice_trades_an_elder_sign_for_a_skill_and_an_ally():
    g = location_game(HILL)
    g.state.seals.update({"base:arkham/woods": "elder_sign", "base:arkham/black_cave": "clues"})
    encounter(g, "dunwich:backwoods_country_5", HILL)
    answer(g, "Accept the offer")
    assert {o.id for o in g.choice.options} == {"unseal:base:arkham/woods", "unseal:base:arkham/black_cave"}
    answer(g, "unseal:base:arkham/black_cave")
    assert g.choice.kind == "draw" and all(C.card_def(g, o.id[5:]).deck == "skill" for o in g.choice.options)
    skill = g.choice.options[-1].id[5:]
    answer(g, f"take:{skill}")
    assert all(C.card_def(g, o.id[5:]).deck == "ally" for o in g.choice.options)
    ally = g.choice.options[0].id[5:]
    answer(g, f"take:{ally}")
    assert finished(g)
    assert g.state.seals == {"base:arkham/woods": "elder_sign"} and g.state.doom == 0
    assert skill in inv(g).cards and ally in inv(g).cards
    g = location_game(HILL)  # no elder sign on the board: 2 doom instead
    encounter(g, "dunwich:backwoods_country_5", HILL)
    answer(g, "Accept the offer")
    answer(g, g.choice.options[0].id)
    answer(
        g, next(o.id for o in g.choice.options if not C.card_def(g, o.id[5:]).data.get("on_gain"))
    )  # an Ally with no gift
    assert finished(g) and g.state.doom == 2 and len(inv(g).cards) == 4
    g = location_game(HILL)  # refused: Will -1 or devoured
    encounter(g, "dunwich:backwoods_country_5", HILL)
    rig(g, *dice(g, "will", -1, True))
    answer(g, "Refuse")
    accept_checks(g)
    assert finished(g) and inv(g).id == S.INVESTIGATOR and inv(g).where == HILL
    g = location_game(HILL)
    encounter(g, "dunwich:backwoods_country_5", HILL)
    rig(g, *dice(g, "will", -1, False))
    answer(g, "Refuse")
    accept_checks(g)
    assert inv(g).id != S.INVESTIGATOR  # devoured: the player goes on with a new investigator
    assert "devoured" in "\n".join(e[1] for e in g.state.log).lower()


# ------------------------------------------------------------ monsters with a modifier
@hand(("dunwich:blasted_heath_3", HOPYARD), ("dunwich:blasted_heath_4", GARDNERS))
def test_a_sickly_or_mutated_monster_changes_every_combat_check_against_it():
    """The evading paths are in the generated tests; here the fight, with its dice counted."""
    for card, area, mod in (("dunwich:blasted_heath_3", HOPYARD, 1), ("dunwich:blasted_heath_4", GARDNERS, -1)):
        g = location_game(area)
        rig_monsters(g, S.MONSTER)
        encounter(g, card, area)
        m = next(k for k, p in g.state.monsters.items() if p == ENCOUNTER)
        horror = C.monster_stat(g, m, "horror")
        if horror is not None:  # the Horror check passes
            rig(g, *[6] * max(0, C.skill_value(g, inv(g), "will", "horror") + horror))
        answer(g, "fight")
        accept_checks(g)  # the Horror check first, on unrigged dice
        n = C.skill_value(g, inv(g), "fight", "combat") + C.monster_stat(g, m, "combat") + mod
        assert g.choice.kind == "combat"
        assert f"Fight: {n} dice" in g.choice.options[0].label, [o.label for o in g.choice.options]
        rig(g, *[6] * n)
        answer(g, "fight")
        while not finished(g):
            g.apply(g.choice.options[0].id)
        assert not g.state.rig, "the fight rolled another number of dice"
        assert len(inv(g).monster_trophies) == 1
    g = location_game(GARDNERS)  # a failed evasion leads to the fight: the penalty still holds
    rig_monsters(g, S.MONSTER)
    encounter(g, "dunwich:blasted_heath_4", GARDNERS)
    m = next(k for k, p in g.state.monsters.items() if p == ENCOUNTER)
    rig(g, *[1] * max(0, C.skill_value(g, inv(g), "sneak", "evade") + C.monster_stat(g, m, "awareness")))
    answer(g, "evade")
    accept_checks(g)
    n = C.skill_value(g, inv(g), "fight", "combat") + C.monster_stat(g, m, "combat") - 1
    assert g.choice.kind == "combat" and f"Fight: {n} dice" in g.choice.options[0].label


@hand(("dunwich:blasted_heath_4", SHACK))
def test_harneys_death_gives_a_common_item_and_closes_the_shack_for_good():
    g = location_game(SHACK)
    common = len(g.state.decks["common"])
    encounter(g, "dunwich:blasted_heath_4", SHACK)
    while not finished(g):
        g.apply(g.choice.options[0].id)
    assert len(inv(g).cards) == 3 and len(g.state.decks["common"]) == common - 1  # two Maps and the new Item
    assert C.is_closed(g, SHACK)
    assert inv(g).where != SHACK
    g.state.turn += 5
    assert C.is_closed(g, SHACK)


@hand(("dunwich:blasted_heath_5", SHACK))
def test_harneys_shed_offers_any_common_item_but_a_weapon():
    g = location_game(SHACK)
    kinds = {C.base_id(c) for c in g.state.decks["common"] if "weapon" not in C.card_def(g, c).tags}
    encounter(g, "dunwich:blasted_heath_5", SHACK)
    assert g.choice.kind == "draw"
    offered = [o.id[5:] for o in g.choice.options]
    assert sorted(C.base_id(c) for c in offered) == sorted(kinds)  # each kind once, no Weapon
    assert "base:lantern" in kinds and "base:tommy_gun" not in kinds
    pick = offered[-1]
    answer(g, f"take:{pick}")
    assert finished(g)
    assert pick in inv(g).cards and pick not in g.state.decks["common"]
    g = location_game(SHACK)  # nothing but Weapons left: nothing to take
    deck = g.state.decks["common"]
    deck[:] = [c for c in deck if "weapon" in C.card_def(g, c).tags]
    encounter(g, "dunwich:blasted_heath_5", SHACK)
    assert finished(g) and len(inv(g).cards) == 2


# ------------------------------------------------------------ gates and trips
@hand(("dunwich:blasted_heath_2", GARDNERS))
def test_a_gate_and_a_monster_open_at_gardners_place():
    g = location_game(GARDNERS)
    encounter(g, "dunwich:blasted_heath_2", GARDNERS)
    while not finished(g):
        g.apply(g.choice.options[0].id)
    assert GARDNERS in g.state.gates
    assert g.state.doom == 1
    assert any(p == GARDNERS for p in g.state.monsters.values())
    # drawn through the new gate and delayed in its Other World
    assert inv(g).where == C.base_id(g.state.gates[GARDNERS]) and inv(g).stage == 1 and inv(g).delayed


@hand(("dunwich:village_commons_3", BRIDGE), ("dunwich:village_commons_6", VILLAGE))
def test_a_ride_goes_anywhere_and_encounters_there_or_is_declined():
    for card, start in (("dunwich:village_commons_3", BRIDGE), ("dunwich:village_commons_6", VILLAGE)):
        g = location_game(start)
        encounter(g, card, start)
        answer(g, "Yes")
        assert g.choice.kind == "place"
        places = {o.id for o in g.choice.options}
        assert POLICE in places and "dunwich:dunwich/sentinel_hill" in places
        answer(g, "base:arkham/merchant_district_streets")
        assert finished(g) and inv(g).where == "base:arkham/merchant_district_streets"
        g = location_game(start)
        encounter(g, card, start)
        answer(g, "No")
        assert finished(g) and inv(g).where == start


@hand(("dunwich:village_commons_5", BRIDGE))
def test_the_clumsy_deputy_pays_a_dollar_or_takes_you_to_the_police_station():
    g = location_game(BRIDGE)
    encounter(g, "dunwich:village_commons_5", BRIDGE, *dice(g, "luck", -1, True))
    accept_checks(g)
    assert finished(g) and inv(g).money == S.START["money"] + 1 and inv(g).where == BRIDGE
    g = location_game(BRIDGE)
    encounter(g, "dunwich:village_commons_5", BRIDGE, *dice(g, "luck", -1, False))
    accept_checks(g)
    while not finished(g):
        g.apply(g.choice.options[-1].id)
    log = "\n".join(e[1] for e in g.state.log)
    # the Police Station's own card may send her on from there (to the street, say)
    assert "moves to Police Station" in log and "has an encounter at Police Station" in log


@hand(("dunwich:village_commons_9", BRIDGE))
def test_the_bridge_leads_to_a_mythos_gate_location_for_an_encounter():
    g = location_game(BRIDGE)
    mythos = g.state.decks["mythos"]
    first = next(c for c in mythos if g.content.mythos[c].gate)
    mythos.remove(first)
    mythos.insert(0, first)
    gate = g.content.mythos[first].gate
    encounter(g, "dunwich:village_commons_9", BRIDGE)
    while not finished(g) and g.choice.kind in ("check", "may", "choose", "encounter", "buy", "discard", "draw"):
        g.apply(g.choice.options[-1].id)
    assert inv(g).where == gate or inv(g).out_turn == g.state.turn or inv(g).stage == 1
    assert mythos[-1] == first
    assert f"has an encounter at {C.name_of(g, gate)}" in "\n".join(e[1] for e in g.state.log)


@hand(("dunwich:village_commons_9", CARNIVAL))
def test_the_house_of_mystery_costs_a_sanity_per_missed_die():
    g = location_game(CARNIVAL)
    encounter(g, "dunwich:village_commons_9", CARNIVAL, 6, 1, 2)  # one success, two misses
    answer(g, "Yes")
    assert finished(g)
    assert inv(g).money == S.START["money"] - 1
    assert inv(g).clues == S.START["clues"] + 3
    assert inv(g).sanity == S.START["sanity"] - 2
    g = location_game(CARNIVAL)
    encounter(g, "dunwich:village_commons_9", CARNIVAL, 5, 5, 6)  # three successes: no loss
    answer(g, "Yes")
    assert finished(g) and inv(g).sanity == S.START["sanity"] and inv(g).clues == S.START["clues"] + 3
    g = location_game(CARNIVAL)
    encounter(g, "dunwich:village_commons_9", CARNIVAL)
    answer(g, "No")
    assert finished(g) and inv(g).money == S.START["money"] and inv(g).clues == S.START["clues"]
    g = location_game(CARNIVAL)  # without $1 the House of Mystery is not offered
    inv(g).money = 0
    encounter(g, "dunwich:village_commons_9", CARNIVAL)
    assert finished(g) and inv(g).clues == S.START["clues"]


# ------------------------------------------------------------ the Mythos Phase changed
def mythos_turn(g: Any) -> str:
    """Run the turn from its Mythos Phase until the next turn's first question; the log's text."""
    g.state.log.clear()
    run_step(g, "turn", i=g.ruleset.phases.index("mythos"))
    return "\n".join(e[1] for e in g.state.log)


@hand(("dunwich:backwoods_country_6", GLEN))
def test_the_stone_statue_takes_a_unique_item_to_skip_the_mythos_phase():
    """A Unique Item worth $5 or more skips this turn's Mythos Phase: no card is drawn."""
    g = location_game(GLEN)
    plain = [c for c in g.state.decks["unique"] if not C.card_def(g, c).data.get("redraw")]  # no Dragon's Eye
    cheap = next(c for c in plain if (C.card_def(g, c).price or 0) < 5)
    dear = next(c for c in plain if (C.card_def(g, c).price or 0) >= 5)
    for c in (cheap, dear):
        g.state.decks["unique"].remove(c)
        inv(g).cards.append(c)
    encounter(g, "dunwich:backwoods_country_6", GLEN, *dice(g, "luck", -2, True))
    accept_checks(g)
    answer(g, "Yes")
    assert finished(g) and dear not in inv(g).cards and cheap in inv(g).cards
    top = g.state.decks["mythos"][0]
    text = mythos_turn(g)
    assert "The Mythos Phase is skipped" in text and "Mythos:" not in text
    assert g.state.decks["mythos"][0] == top and not g.state.gates
    assert g.state.turn == 2
    assert "Mythos:" in mythos_turn(g)  # the next turn's phase is held as usual
    g = location_game(GLEN)  # only a cheap Unique Item: nothing is offered
    cheap = next(c for c in g.state.decks["unique"] if (C.card_def(g, c).price or 0) < 5)
    g.state.decks["unique"].remove(cheap)
    inv(g).cards.append(cheap)
    encounter(g, "dunwich:backwoods_country_6", GLEN, *dice(g, "luck", -2, True))
    accept_checks(g)
    assert finished(g) and cheap in inv(g).cards
    assert "skipped" not in mythos_turn(g)
    g = location_game(GLEN)  # the check failed: nothing
    encounter(g, "dunwich:backwoods_country_6", GLEN, *dice(g, "luck", -2, False))
    accept_checks(g)
    assert finished(g) and "mythos_skip_turn" not in g.state.counters


@hand(("dunwich:backwoods_country_6", HILL))
def test_the_dry_voice_gives_spells_and_an_extra_mythos_card():
    g = location_game(HILL)
    encounter(g, "dunwich:backwoods_country_6", HILL)
    answer(g, "Accept the offer")
    assert g.choice.kind == "draw" and len(g.choice.options) >= 3
    while not finished(g):
        g.apply(g.choice.options[0].id)
    assert sum(1 for c in inv(g).cards if C.card_def(g, c).deck == "spell") == 2
    first, second = g.state.decks["mythos"][:2]
    text = mythos_turn(g)
    names = [g.content.mythos[c].name for c in (first, second)]
    assert f"Mythos: {names[0]}" in text and f"Mythos: {names[1]}" in text
    assert (
        text.index(f"Mythos: {names[0]}")
        < text.index("An extra Mythos card is drawn")
        < text.index(f"Mythos: {names[1]}")
    )
    assert "mythos_extra" not in g.state.counters
    third = g.state.decks["mythos"][0]
    assert text.count("Mythos: ") == 2 and g.content.mythos[third].name not in text
    g = location_game(HILL)  # refused: 2 Sanity, no extra card
    encounter(g, "dunwich:backwoods_country_6", HILL)
    answer(g, "Refuse")
    assert finished(g) and inv(g).sanity == S.START["sanity"] - 2 and "mythos_extra" not in g.state.counters


def test_an_extra_mythos_card_waits_through_a_skipped_phase():
    g = location_game(HILL)
    g.state.counters["mythos_extra"] = 1
    g.state.counters["mythos_skip_turn"] = g.state.turn
    assert "Mythos:" not in mythos_turn(g)
    assert g.state.counters["mythos_extra"] == 1
    assert mythos_turn(g).count("Mythos: ") == 2


# ------------------------------------------------------------ coverage
def test_every_encoded_entry_has_a_test():
    generated = {tuple(p.values) for p in GENERATED}
    missing = [e for e in dunwich_entries() if e not in generated and e not in HAND]
    assert not missing, f"Dunwich location entries without a test: {missing}"
    assert len(dunwich_entries()) == 3 * len(ENCODED)
