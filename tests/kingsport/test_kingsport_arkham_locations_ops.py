"""The Kingsport box's Arkham location cards that need the ops of the modules
``kingsport.counts``, ``clue_tokens``, ``elder_sign_tokens``, ``encounter_monsters``,
``investigator_moves``, ``item_deals`` and ``mythos_top`` (KH components: "Arkham Location
Cards"), resolved with rigged dice and decks; ``MADE`` registers each entry played for the
coverage check of tests/kingsport/test_kingsport_arkham_locations.py."""

from __future__ import annotations

import arkham

from typing import Any

from helpers import encounter_sim as S
from arkham.rules.classic import core as C
from arkham.state import OUTSKIRTS, SKY
from arkham.testing import answer, finished, give, labels, open_gate, put, put_monster, quiet_game, rig_monsters
from helpers.card_scenes import accept_checks, dice, encounter, hand_register, inv, to_deck
from helpers.coverage_marks import covers

PACKS = ("base", "kingsport")
MADE: dict[tuple[str, str], str] = {}
hand = hand_register(MADE)
A = "base:arkham/"


def location_game(area: str) -> Any:
    return S.setup_at(area, packs=PACKS)


def duo(area: str) -> Any:
    """Two investigators, the first at ``area``; the second (Amanda Sharpe) at the Train Station."""
    g = quiet_game([S.INVESTIGATOR, "base:amanda_sharpe"], ancient_one="base:azathoth", packs=PACKS)
    put(g, 0, area.partition("#")[0])
    put(g, 1, A + "train_station")
    if area.endswith("#inner_sanctum"):
        give(g, 0, "base:silver_twilight_membership")
    return g


def top(g: Any, deck: str, card: str) -> str:
    """The first copy of ``card`` in the deck goes on top; returns it."""
    d = g.state.decks[deck]
    c = next(x for x in d if C.base_id(x) == card)
    d.remove(c)
    d.insert(0, c)
    return c


def held(g: Any, deck: str, who: int = 0) -> list[str]:
    return [C.base_id(c) for c in g.state.investigators[who].cards if C.card_def(g, c).deck == deck]


def fight_all(g: Any) -> None:
    """Fight every monster faced (the dice were rigged to succeed)."""
    while not finished(g):
        ids = [o.id for o in g.choice.options]
        g.apply("fight" if "fight" in ids else "accept" if "accept" in ids else ids[0])


# ------------------------------------------------------------------ Downtown
@covers("kingsport:downtown_1")
@hand(("kingsport:downtown_1", A + "independence_square"))
def test_the_silence_curses_and_draws_you_through_the_nearest_gate():
    """Failed Luck (-1): Cursed, then through the nearest open gate (the Unvisited Isle's,
    nearer than the Woods') to its first area, not delayed; passed: nothing."""
    square = A + "independence_square"
    g = location_game(square)
    open_gate(g, A + "woods", "base:world/abyss")
    gm = open_gate(g, A + "the_unnamable", "base:world/yuggoth")
    encounter(g, "kingsport:downtown_1", square, *dice(g, "luck", -1, False))
    accept_checks(g)
    assert finished(g) and C.has_card(g, inv(g), "base:curse")
    assert inv(g).where == C.base_id(gm) and inv(g).stage == 1 and not inv(g).delayed
    g = location_game(square)
    open_gate(g, A + "woods", "base:world/abyss")
    encounter(g, "kingsport:downtown_1", square, *dice(g, "luck", -1, True))
    accept_checks(g)
    assert finished(g) and inv(g).where == square and not C.has_card(g, inv(g), "base:curse")
    g = location_game(square)  # no open gate: only the Curse
    encounter(g, "kingsport:downtown_1", square, *dice(g, "luck", -1, False))
    accept_checks(g)
    assert finished(g) and inv(g).where == square and C.has_card(g, inv(g), "base:curse")


@covers("kingsport:downtown_2")
@hand(("kingsport:downtown_2", A + "bank_of_arkham"))
def test_the_banks_thanks_two_gate_trophies_for_ten_dollars_or_anyones_loan():
    """Bank of Arkham (Downtown 2): trophies spent for $10 or any investigator's Bank Loan
    discarded; each payment offered only to one holding it."""
    bank = A + "bank_of_arkham"
    g = location_game(bank)
    encounter(g, "kingsport:downtown_2", bank)
    assert labels(g) == ["Spend nothing"]  # no trophies: nothing to spend
    g = location_game(bank)
    inv(g).gate_trophies = [g.state.gate_pile.pop(0), g.state.gate_pile.pop(0)]
    money = inv(g).money
    encounter(g, "kingsport:downtown_2", bank)
    answer(g, "Spend 2 gate trophies")
    answer(g, "Take $10")
    assert finished(g) and inv(g).money == money + 10 and inv(g).gate_trophies == []
    g = duo(bank)
    inv(g).gate_trophies = [g.state.gate_pile.pop(0), g.state.gate_pile.pop(0)]
    loan = give(g, 1, "base:bank_loan")
    encounter(g, "kingsport:downtown_2", bank)
    answer(g, "Spend 2 gate trophies")
    answer(g, "Pay off a Bank Loan")
    assert finished(g) and loan not in g.state.investigators[1].cards


# ------------------------------------------------------------------ Merchant District
@covers("kingsport:merchant_district_1")
@hand(("kingsport:merchant_district_1", A + "river_docks"))
def test_the_hermit_takes_a_common_item_for_a_unique_item():
    """River Docks (Merchant District 1): a Common Item discarded for a Unique Item drawn."""
    docks = A + "river_docks"
    g = location_game(docks)
    encounter(g, "kingsport:merchant_district_1", docks)
    answer(g, "Yes")
    while not finished(g):
        g.apply(g.choice.options[0].id)
    assert held(g, "common") == [S.MAPS] and len(held(g, "unique")) == 1


@covers("kingsport:merchant_district_1")
@hand(("kingsport:merchant_district_1", A + "the_unnamable"))
def test_four_successes_turn_a_doom_token_into_an_elder_sign_any_failure_devours():
    """The Unnamable (Merchant District 1): four dice; four successes lay a doom token as an
    elder sign on an unstable location (base p.18 elder signs), a failure devours (base
    p.17)."""
    here = A + "the_unnamable"
    g = location_game(here)
    g.state.doom = 3
    encounter(g, "kingsport:merchant_district_1", here, 6, 6, 6, 6)
    answer(g, "Yes")
    place = g.choice.options[0].id
    assert all(g.content.areas[o.id].unstable for o in g.choice.options)
    g.apply(place)
    assert finished(g) and g.state.doom == 2 and g.state.seals[place] == "elder_sign"
    g = location_game(here)
    g.state.doom = 3
    jenny = inv(g).id
    encounter(g, "kingsport:merchant_district_1", here, 6, 6, 6, 1)
    answer(g, "Yes")
    assert inv(g).id != jenny and g.state.doom == 3 and not g.state.seals


@covers("kingsport:merchant_district_1")
@hand(("kingsport:merchant_district_1", A + "unvisited_isle"))
def test_killing_both_monsters_of_the_isle_blesses_you():
    """Unvisited Isle (Merchant District 1): two monsters in turn (base p.22 monsters in
    encounters); only killing both Blesses."""
    isle = A + "unvisited_isle"
    g = location_game(isle)
    rig_monsters(g, "base:cultist", "base:cultist")
    encounter(g, "kingsport:merchant_district_1", isle, *[6] * 12)
    fight_all(g)
    assert C.has_card(g, inv(g), "base:blessing") and len(inv(g).monster_trophies) == 2
    g = location_game(isle)  # the first evaded: no Blessing even with the second killed
    rig_monsters(g, "base:zombie", "base:cultist")  # a Zombie can be evaded (awareness +1)
    encounter(g, "kingsport:merchant_district_1", isle, *[6] * 12)
    answer(g, "Evade")
    fight_all(g)
    assert not C.has_card(g, inv(g), "base:blessing") and len(inv(g).monster_trophies) == 1


@covers("kingsport:merchant_district_3")
@hand(("kingsport:merchant_district_3", A + "river_docks"))
def test_a_cheap_common_item_brings_a_second_one():
    """River Docks (Merchant District 3): the list price of the Common Item drawn decides a
    second draw."""
    docks = A + "river_docks"
    for first, count in (("base:food", 4), ("base:tommy_gun", 3)):  # 2 Maps held; $1: one more; $7: none
        g = location_game(docks)
        top(g, "common", first)
        encounter(g, "kingsport:merchant_district_3", docks, *dice(g, "luck", -1, True))
        accept_checks(g)
        assert finished(g) and len(held(g, "common")) == count and first in held(g, "common")


@covers("kingsport:merchant_district_3")
@hand(("kingsport:merchant_district_3", A + "unvisited_isle"))
def test_the_dry_book_costs_the_spells_sanity_and_an_insane_reader_loses_it():
    """Unvisited Isle (Merchant District 3): the Spell's casting cost lost at once; driven
    insane (base p.16) he does not keep it."""
    isle = A + "unvisited_isle"
    g = location_game(isle)
    spell = top(g, "spell", "base:shrivelling")
    cost = C.card_def(g, spell).sanity_cost
    assert cost
    sanity = inv(g).sanity
    encounter(g, "kingsport:merchant_district_3", isle)
    assert finished(g) and inv(g).sanity == sanity - cost and spell in inv(g).cards
    g = location_game(isle)
    spell = top(g, "spell", "base:shrivelling")
    inv(g).sanity = cost
    encounter(g, "kingsport:merchant_district_3", isle)
    while not finished(g):
        g.apply(g.choice.options[0].id)
    assert inv(g).where == A + "arkham_asylum" and spell not in inv(g).cards
    assert g.state.decks["spell"][-1] == spell


# ------------------------------------------------------------------ Miskatonic U.
@covers("kingsport:miskatonic_u_1")
@hand(("kingsport:miskatonic_u_1", A + "administration_building"))
def test_you_and_another_investigator_each_gain_a_clue():
    """Administration (Miskatonic U. 1): a passed Will (-2) check gives him and another
    investigator 1 Clue token each."""
    admin = A + "administration_building"
    g = duo(admin)
    a, b = (i.clues for i in g.state.investigators)
    encounter(g, "kingsport:miskatonic_u_1", admin, *dice(g, "will", -2, True))
    accept_checks(g)
    assert finished(g) and [i.clues for i in g.state.investigators] == [a + 1, b + 1]


@covers("kingsport:miskatonic_u_1")
@hand(("kingsport:miskatonic_u_1", A + "library"))
def test_the_manuscript_sends_you_to_kadath_or_leng_for_one_encounter():
    """Library (Miskatonic U. 1): one Other World encounter in the world he picks, then
    back."""
    library = A + "library"
    g = location_game(library)
    encounter(g, "kingsport:miskatonic_u_1", library)
    assert labels(g) == ["Unknown Kadath", "The Plateau of Leng"]
    answer(g, "Unknown Kadath")
    while not finished(g):
        g.apply(g.choice.options[0].id)
    assert "drawn into Unknown Kadath for one encounter" in "\n".join(e[1] for e in g.state.log)
    assert inv(g).where in (library, C.LOST) or inv(g).out_turn == g.state.turn


def no_skills(g) -> None:
    """Every investigator's Skills discarded: the trade then moves only the ones given."""
    for i in g.state.investigators:
        for c in [c for c in i.cards if C.card_def(g, c).deck == "skill"]:
            C.discard_card(g, i, c)


@covers("kingsport:miskatonic_u_1")
@hand(("kingsport:miskatonic_u_1", A + "science_building"))
def test_skills_are_traded_with_another_investigator():
    """Science Building (Miskatonic U. 1): a Skill given, a Skill of another name given
    back."""
    science = A + "science_building"
    g = duo(science)
    no_skills(g)
    mine = give(g, 0, "base:bravery")
    theirs = give(g, 1, "base:luck")
    encounter(g, "kingsport:miskatonic_u_1", science)
    answer(g, "Amanda")
    answer(g, "Bravery")
    answer(g, "Luck")
    assert finished(g) and theirs in inv(g).cards and mine in g.state.investigators[1].cards


def test_an_exhausted_skill_stays_exhausted_in_its_new_hands():
    """Science Building (Miskatonic U. 1): a Skill exhausted this turn (Endurance's extra
    success) is still exhausted once given; the giver holds no exhausted card he gave away
    (a conformance game once broke this, seed 638)."""
    science = A + "science_building"
    g = duo(science)
    no_skills(g)
    mine = give(g, 0, "base:bravery")
    theirs = give(g, 1, "base:luck")
    inv(g).exhausted.append(mine)
    g.state.investigators[1].exhausted.append(theirs)
    encounter(g, "kingsport:miskatonic_u_1", science)
    answer(g, "Amanda")
    answer(g, "Bravery")
    answer(g, "Luck")
    other = g.state.investigators[1]
    assert finished(g) and mine in other.exhausted and theirs in inv(g).exhausted
    assert set(inv(g).exhausted) <= set(inv(g).cards) and set(other.exhausted) <= set(other.cards)


def test_a_skill_that_lowers_a_maximum_lowers_the_new_holders():
    """Science Building (Miskatonic U. 1) with the Dunwich Mythos Lore (maximum Sanity -1):
    its new holder at full Sanity loses the point over his new maximum at once (conformance
    seed 954 of base+dunwich+kingsport)."""
    science = A + "science_building"
    g = arkham.new_game(
        seed=3, investigators=["base:amanda_sharpe", "base:joe_diamond"], packs=["base", "dunwich", "kingsport"]
    )
    no_skills(g)
    for i in g.state.investigators:
        i.where = science
    lore = give(g, 0, "dunwich:mythos_lore")
    other = g.state.investigators[1]
    other.sanity = C.max_sanity(g, other)
    full = other.sanity
    encounter(g, "kingsport:miskatonic_u_1", science)
    answer(g, "Joe")
    answer(g, "Mythos Lore")
    while not finished(g):
        g.apply(g.choice.options[0].id)
    assert lore in other.cards and other.sanity == C.max_sanity(g, other) == full - 1


@covers("kingsport:miskatonic_u_2")
@hand(("kingsport:miskatonic_u_2", A + "science_building"))
def test_the_device_empties_the_sky_and_the_outskirts_keeping_one_trophy():
    """Science Building (Miskatonic U. 2): the Sky and the Outskirts (base p.17-18) emptied
    into the cup, one monster kept as a trophy."""
    science = A + "science_building"
    g = location_game(science)
    a = put_monster(g, "byakhee", SKY)
    b = put_monster(g, "cultist", OUTSKIRTS)
    encounter(g, "kingsport:miskatonic_u_2", science, *dice(g, "luck", -2, True))
    accept_checks(g)
    answer(g, "Keep Byakhee")
    assert finished(g) and inv(g).monster_trophies == [a] and b in g.state.cup
    assert not [m for m, p in g.state.monsters.items() if p in (SKY, OUTSKIRTS)]


@covers("kingsport:miskatonic_u_3")
@hand(("kingsport:miskatonic_u_3", A + "administration_building"))
def test_the_note_sends_you_to_the_library_for_one_of_two_cards():
    """Administration (Miskatonic U. 3): to the Library, two cards drawn, one encountered."""
    g = location_game(A + "administration_building")
    encounter(g, "kingsport:miskatonic_u_3", A + "administration_building")
    assert inv(g).where == A + "library" and g.choice.kind == "encounter" and len(g.choice.options) == 2


@covers("kingsport:miskatonic_u_3")
@hand(("kingsport:miskatonic_u_3", A + "library"))
def test_a_tome_given_up_for_the_necronomicon():
    """Library (Miskatonic U. 3): offered only with a Tome; the Necronomicon searched from
    the Unique Item deck."""
    library = A + "library"
    g = location_game(library)
    encounter(g, "kingsport:miskatonic_u_3", library)
    assert finished(g)  # no Tome: nothing offered
    g = location_game(library)
    tome = give(g, 0, "base:cultes_des_goules")
    encounter(g, "kingsport:miskatonic_u_3", library)
    answer(g, "Yes")
    while not finished(g):
        g.apply(g.choice.options[0].id)
    assert tome not in inv(g).cards and "base:necronomicon" in held(g, "unique")


@covers("kingsport:miskatonic_u_3")
@hand(("kingsport:miskatonic_u_3", A + "science_building"))
def test_a_mythos_card_picked_seals_the_open_gate_at_its_gate_location():
    """Science Building (Miskatonic U. 3): the gate at the picked card's gate location is
    sealed (base p.18), no trophy; the three cards go under the deck."""
    science = A + "science_building"
    g = location_game(science)
    deck = g.state.decks["mythos"]
    card = next(c for c in deck if g.content.mythos[c].gate and g.content.areas[g.content.mythos[c].gate].unstable)
    deck.remove(card)
    deck.insert(1, card)
    first3 = deck[:3]
    where = g.content.mythos[card].gate
    open_gate(g, where, "base:world/abyss")
    encounter(g, "kingsport:miskatonic_u_3", science, *dice(g, "lore", -2, True))
    accept_checks(g)
    g.apply(card)
    assert finished(g) and g.state.seals.get(where) == "elder_sign" and where not in g.state.gates
    assert deck[-3:] == first3


# ------------------------------------------------------------------ Uptown
@covers("kingsport:uptown_2")
@hand(("kingsport:uptown_2", A + "woods"))
def test_the_taxidermist_pays_five_dollars_for_a_kill():
    """Woods (Uptown 2): a monster appears (base p.22); only killing it pays $5."""
    woods = A + "woods"
    for kill in (True, False):
        g = location_game(woods)
        money = inv(g).money
        rig_monsters(g, "base:cultist" if kill else "base:zombie")
        encounter(g, "kingsport:uptown_2", woods, *[6] * 6)
        if not kill:
            answer(g, "Evade")
        fight_all(g)
        assert inv(g).money == money + (5 if kill else 0)


@covers("kingsport:uptown_2")
@hand(("kingsport:uptown_2", A + "ye_olde_magick_shoppe"))
def test_the_gossip_turns_up_a_neighborhoods_top_card():
    """Ye Olde Magick Shoppe (Uptown 2): the top card of a neighborhood deck turned up for
    the next encounter there."""
    shoppe = A + "ye_olde_magick_shoppe"
    g = location_game(shoppe)
    encounter(g, "kingsport:uptown_2", shoppe)
    assert g.choice.kind == "deck" and "Merchant District" in labels(g)
    answer(g, "Merchant District")
    nb = "base:arkham/merchant_district"
    assert finished(g) and g.state.decks[f"loc:revealed:{nb}"] == g.state.decks[f"loc:{nb}"][:1]


@covers("kingsport:uptown_4")
@hand(("kingsport:uptown_4", A + "st_marys_hospital"))
def test_the_coma_patient_gives_clues_equal_to_your_luck():
    """St. Mary's Hospital (Uptown 4): Clue tokens equal to his Luck (Jenny's slider: Luck
    3)."""
    g = location_game(A + "st_marys_hospital")
    clues, luck = inv(g).clues, C.skill_value(g, inv(g), "luck")
    encounter(g, "kingsport:uptown_4", A + "st_marys_hospital")
    assert finished(g) and inv(g).clues == clues + luck and luck == 3


@covers("kingsport:uptown_4")
@hand(("kingsport:uptown_4", A + "woods"))
def test_the_tree_rings_swap_two_investigators_and_only_you_have_an_encounter():
    """Woods (Uptown 4): places traded; he alone has an encounter where he lands."""
    woods = A + "woods"
    g = duo(woods)
    put(g, 1, A + "curiositie_shoppe")
    encounter(g, "kingsport:uptown_4", woods)
    assert inv(g).where == A + "curiositie_shoppe" and g.state.investigators[1].where == woods
    while not finished(g):
        g.apply(g.choice.options[0].id)
    log = "\n".join(e[1] for e in g.state.log)
    assert "Jenny Barnes has an encounter at Curiositie Shoppe" in log
    assert "Amanda Sharpe has an encounter" not in log
    g = location_game(woods)  # alone: nothing happens
    encounter(g, "kingsport:uptown_4", woods)
    assert finished(g) and inv(g).where == woods


@covers("kingsport:uptown_4")
@hand(("kingsport:uptown_4", A + "ye_olde_magick_shoppe"))
def test_five_dollars_buy_any_spell():
    """Ye Olde Magick Shoppe (Uptown 4): $5 for any Spell of the deck."""
    shoppe = A + "ye_olde_magick_shoppe"
    g = location_game(shoppe)
    money = inv(g).money
    encounter(g, "kingsport:uptown_4", shoppe)
    answer(g, "Yes")
    answer(g, "Wither")
    assert finished(g) and inv(g).money == money - 5 and "base:wither" in held(g, "spell")


# ------------------------------------------------------------------ Southside
@covers("kingsport:southside_1")
@hand(("kingsport:southside_1", A + "historical_society"))
def test_an_elder_sign_moved_onto_a_gate_seals_it():
    """Historical Society (Southside 1): an elder sign moved onto an open gate seals it
    (base p.18), its monsters to the cup; none on the board: a Clue token."""
    society = A + "historical_society"
    g = location_game(society)
    clues = inv(g).clues
    encounter(g, "kingsport:southside_1", society)
    assert finished(g) and inv(g).clues == clues + 1  # no elder sign: a Clue token
    g = location_game(society)
    g.state.seals[A + "woods"] = "clues"
    open_gate(g, A + "the_unnamable", "base:world/yuggoth")
    m = put_monster(g, "cultist", A + "the_unnamable")
    encounter(g, "kingsport:southside_1", society)
    answer(g, "Woods")
    answer(g, "The Unnamable")
    assert finished(g) and list(g.state.seals) == [A + "the_unnamable"]
    assert A + "the_unnamable" not in g.state.gates and m in g.state.cup and inv(g).gate_trophies == []


@covers("kingsport:southside_1")
@hand(("kingsport:southside_1", A + "mas_boarding_house"))
def test_a_curse_taken_for_a_random_ally():
    """Ma's Boarding House (Southside 1): a Curse taken for the top Ally of the deck."""
    g = location_game(A + "mas_boarding_house")
    to_deck(g, "base:duke")
    top(g, "ally", "base:duke")
    encounter(g, "kingsport:southside_1", A + "mas_boarding_house")
    answer(g, "Yes")
    assert finished(g) and C.has_card(g, inv(g), "base:curse") and held(g, "ally") == ["base:duke"]


# ------------------------------------------------------------------ French Hill
@covers("kingsport:french_hill_1")
@hand(("kingsport:french_hill_1", A + "silver_twilight_lodge#inner_sanctum"))
def test_the_orb_reorders_the_top_five_mythos_cards():
    """Inner Sanctum (French Hill 1): the top five Mythos cards put back in the order
    picked."""
    lodge = A + "silver_twilight_lodge#inner_sanctum"
    g = location_game(lodge)
    deck = g.state.decks["mythos"]
    five, rest = deck[:5], deck[5:]
    encounter(g, "kingsport:french_hill_1", lodge)
    for c in reversed(five[1:]):
        g.apply(c)
    assert finished(g) and deck[:5] == list(reversed(five)) and deck[5:] == rest


@covers("kingsport:french_hill_1")
@hand(("kingsport:french_hill_1", A + "the_witch_house"))
def test_a_failed_will_check_draws_you_to_the_nearest_monster():
    """The Witch House (French Hill 1): a failed Will (-1) check moves him to the nearest
    monster to face it; with none on the board, a monster appears (base p.22)."""
    witch = A + "the_witch_house"
    g = location_game(witch)
    near = put_monster(g, "cultist", A + "silver_twilight_lodge")
    put_monster(g, "zombie", A + "river_docks")
    encounter(g, "kingsport:french_hill_1", witch, *dice(g, "will", -1, False))
    accept_checks(g)
    assert inv(g).where == A + "silver_twilight_lodge" and g.choice.kind == "face" and "Cultist" in g.choice.prompt
    assert near in g.state.monsters
    g = location_game(witch)  # none on the board: a monster appears
    encounter(g, "kingsport:french_hill_1", witch, *dice(g, "will", -1, False))
    accept_checks(g)
    assert inv(g).where == witch and g.choice.kind == "face"


@covers("kingsport:french_hill_3")
@hand(("kingsport:french_hill_3", A + "silver_twilight_lodge#inner_sanctum"))
def test_the_scroll_rolls_an_extra_die_for_each_open_gate():
    """Inner Sanctum (French Hill 3): Lore (+0) with a die more per open gate, a Clue token
    per success."""
    lodge = A + "silver_twilight_lodge#inner_sanctum"
    g = location_game(lodge)
    open_gate(g, A + "woods", "base:world/abyss")
    open_gate(g, A + "the_unnamable", "base:world/yuggoth")
    clues = inv(g).clues
    lore = C.skill_value(g, inv(g), "lore")
    encounter(g, "kingsport:french_hill_3", lodge, *[6] * (lore + 2))
    accept_checks(g)
    assert finished(g) and inv(g).clues == clues + lore + 2


@covers("kingsport:french_hill_3")
@hand(("kingsport:french_hill_3", A + "the_witch_house"))
def test_the_warlock_gives_a_clue_per_spell_for_a_stamina():
    """The Witch House (French Hill 3): 1 Stamina lost, a Clue token per Spell held."""
    witch = A + "the_witch_house"
    g = location_game(witch)
    give(g, 0, "base:wither")
    give(g, 0, "base:shrivelling")
    clues, stamina = inv(g).clues, inv(g).stamina
    encounter(g, "kingsport:french_hill_3", witch)
    assert finished(g) and (inv(g).clues, inv(g).stamina) == (clues + 2, stamina - 1)


@covers("kingsport:french_hill_4")
@hand(("kingsport:french_hill_4", A + "silver_twilight_lodge"))
def test_the_green_glow_brings_the_sky_down_to_your_street():
    """Silver Twilight Lodge (French Hill 4): to the street, and every monster of the Sky
    comes down there."""
    g = location_game(A + "silver_twilight_lodge")
    m = put_monster(g, "byakhee", SKY)
    encounter(g, "kingsport:french_hill_4", A + "silver_twilight_lodge")
    street = C.street_of(g, A + "silver_twilight_lodge")
    assert finished(g) and inv(g).where == street and g.state.monsters[m] == street


@covers("kingsport:french_hill_4")
@hand(("kingsport:french_hill_4", A + "silver_twilight_lodge#inner_sanctum"))
def test_your_clues_go_to_another_investigator_and_you_are_blessed():
    """Inner Sanctum (French Hill 4): all his Clue tokens to another investigator; Blessed."""
    lodge = A + "silver_twilight_lodge#inner_sanctum"
    g = duo(lodge)
    mine, theirs = inv(g).clues, g.state.investigators[1].clues
    encounter(g, "kingsport:french_hill_4", lodge)
    assert finished(g) and inv(g).clues == 0 and g.state.investigators[1].clues == theirs + mine
    assert C.has_card(g, inv(g), "base:blessing")


# ------------------------------------------------------------------ Northside
@covers("kingsport:northside_2")
@hand(("kingsport:northside_2", A + "train_station"))
def test_a_monster_at_an_open_gate_returns_to_the_cup():
    """Train Station (Northside 2): only a monster at an open gate may be sent back to the
    cup."""
    g = location_game(A + "train_station")
    open_gate(g, A + "woods", "base:world/abyss")
    m = put_monster(g, "cultist", A + "woods")
    other = put_monster(g, "zombie", A + "river_docks")
    encounter(g, "kingsport:northside_2", A + "train_station")
    assert labels(g) == ["Cultist at Woods"]
    answer(g, "Cultist")
    assert finished(g) and m in g.state.cup and g.state.monsters[other] == A + "river_docks"


@covers("kingsport:northside_3")
@hand(("kingsport:northside_3", A + "curiositie_shoppe"))
def test_of_three_unique_items_those_at_four_dollars_or_less_are_kept():
    """Curiositie Shoppe (Northside 3): of three Unique Items drawn, those of list price $4
    or less are kept."""
    shoppe = A + "curiositie_shoppe"
    g = location_game(shoppe)
    cheap = top(g, "unique", "base:cultes_des_goules")  # $3
    dear = top(g, "unique", "base:necronomicon")  # $6
    third = g.state.decks["unique"][2]
    encounter(g, "kingsport:northside_3", shoppe, *dice(g, "luck", -2, True))
    accept_checks(g)
    kept = {dear: False, cheap: True, third: (C.card_def(g, third).price or 0) <= 4}
    assert finished(g) and {c: c in inv(g).cards for c in kept} == kept
    assert dear in g.state.decks["unique"]


@covers("kingsport:northside_3")
@hand(("kingsport:northside_3", A + "newspaper"))
def test_clue_tokens_bought_at_three_dollars_each():
    """Newspaper (Northside 3): Clue tokens bought at $3 each, as many as he can pay for."""
    g = location_game(A + "newspaper")
    money, clues = inv(g).money, inv(g).clues
    encounter(g, "kingsport:northside_3", A + "newspaper")
    assert len(labels(g)) == money // 3 + 1
    answer(g, "Buy 2 Clue tokens")
    assert finished(g) and (inv(g).money, inv(g).clues) == (money - 6, clues + 2)


@covers("kingsport:northside_3")
@hand(("kingsport:northside_3", A + "train_station"))
def test_the_cab_goes_anywhere_in_arkham_for_an_encounter():
    """Train Station (Northside 3): any street or location of Arkham, and an encounter
    there."""
    g = location_game(A + "train_station")
    encounter(g, "kingsport:northside_3", A + "train_station")
    assert g.choice.kind == "place" and "Woods" in labels(g)
    answer(g, "Woods")
    assert inv(g).where == A + "woods"


@covers("kingsport:northside_4")
@hand(("kingsport:northside_4", A + "curiositie_shoppe"))
def test_three_unique_items_for_sale_to_every_investigator():
    """Curiositie Shoppe (Northside 4): the top three Unique Items for sale at list price."""
    shoppe = A + "curiositie_shoppe"
    g = location_game(shoppe)
    inv(g).money = 20
    goods = g.state.decks["unique"][:3]
    encounter(g, "kingsport:northside_4", shoppe)
    assert g.choice.kind == "buy" and len(labels(g)) == 4
    first = goods[0]
    g.apply(f"want:{first}")
    answer(g, "Buy nothing")
    while not finished(g):
        g.apply(g.choice.options[0].id)
    assert first in inv(g).cards and inv(g).money == 20 - C.card_def(g, first).price


@covers("kingsport:northside_4")
@hand(("kingsport:northside_4", A + "train_station"))
def test_an_item_swapped_for_the_top_card_of_its_deck():
    """Train Station (Northside 4): an item discarded for the top card of its own deck."""
    g = location_game(A + "train_station")
    nxt = g.state.decks["common"][0]
    mapcard = inv(g).cards[0]
    encounter(g, "kingsport:northside_4", A + "train_station")
    g.apply(f"discard:{mapcard}")
    assert finished(g) and nxt in inv(g).cards and len(held(g, "common")) == 2


# ------------------------------------------------------------------ Easttown
@covers("kingsport:easttown_1")
@hand(("kingsport:easttown_1", A + "hibbs_roadhouse"))
def test_an_elder_sign_discarded_seals_the_roadhouse():
    """Hibb's Roadhouse (Easttown 1): an Elder Sign discarded seals the location, without
    the card's own cost (decided, NOTES.md)."""
    hibbs = A + "hibbs_roadhouse"
    g = location_game(hibbs)
    encounter(g, "kingsport:easttown_1", hibbs)
    assert finished(g) and not g.state.seals  # no Elder Sign: nothing offered
    g = location_game(hibbs)
    sign = give(g, 0, "base:elder_sign")
    sanity, stamina, doom = inv(g).sanity, inv(g).stamina, g.state.doom
    encounter(g, "kingsport:easttown_1", hibbs)
    answer(g, "Discard the Elder Sign")
    assert finished(g) and g.state.seals == {hibbs: "elder_sign"} and sign not in inv(g).cards
    assert (inv(g).sanity, inv(g).stamina, g.state.doom) == (sanity, stamina, doom)
