"""The Kingsport box's Arkham location cards (KH components: "Arkham Location Cards") whose
entries the independent evaluator of tests/kingsport/test_kingsport_arkham_locations.py does not walk,
resolved here with rigged dice and decks. Each test names the card and the entry it plays;
``MADE`` registers them for the coverage check there."""

from __future__ import annotations

from typing import Any

from helpers import encounter_sim as S
from arkham.rules.classic import core as C
from arkham.testing import answer, finished, give, labels, put_monster
from helpers.card_scenes import accept_checks, dice, encounter, hand_register, inv, to_deck
from helpers.coverage_marks import covers

PACKS = ("base", "kingsport")
MADE: dict[tuple[str, str], str] = {}
hand = hand_register(MADE)
A = "base:arkham/"


def location_game(area: str) -> Any:
    return S.setup_at(area, packs=PACKS)


def seals(g: Any, n: int) -> None:
    """Elder sign tokens on ``n`` unstable locations."""
    places = [a for a, d in sorted(g.content.areas.items()) if d.unstable][:n]
    assert len(places) == n
    for a in places:
        g.state.seals[a] = "elder_sign"


def away(g: Any, card: str) -> None:
    """The Ally is not in the Ally deck (left in the box by the deal, or with someone else)."""
    deck = g.state.decks["ally"]
    deck[:] = [c for c in deck if C.base_id(c) != card]


def allies(g: Any) -> list[str]:
    return [C.base_id(c) for c in inv(g).cards if C.card_def(g, c).deck == "ally"]


@covers("kingsport:merchant_district_2")
@hand(("kingsport:merchant_district_2", A + "the_unnamable"))
def test_a_gate_and_a_monster_appear_at_the_unnamable():
    """A gate opens there from the top gate marker with its monster; the investigator is
    drawn through, delayed in the first area (base p.13 'gate opens')."""
    g = location_game(A + "the_unnamable")
    top = g.state.gate_pile[0]
    encounter(g, "kingsport:merchant_district_2", A + "the_unnamable")
    assert g.state.gates.get(A + "the_unnamable") == top
    assert len(C.monsters_at(g, A + "the_unnamable")) == 1
    assert inv(g).where == C.base_id(top) and inv(g).stage == 1 and inv(g).delayed


@covers("kingsport:merchant_district_4")
@hand(("kingsport:merchant_district_4", A + "river_docks"))
def test_the_maggot_crate_pays_three_dollars_a_success_or_costs_stamina_and_the_street():
    """Will (-1) check: $3 for each success (two of three dice here: $6); a failure costs 1
    Stamina and sends him to the street."""
    docks = A + "river_docks"
    g = location_game(docks)
    money, stamina = inv(g).money, inv(g).stamina
    n = len(dice(g, "will", -1, True))
    encounter(g, "kingsport:merchant_district_4", docks, *([6, 6] + [1] * (n - 2)))
    accept_checks(g)
    assert finished(g) and inv(g).money == money + 6 and inv(g).where == docks and inv(g).stamina == stamina
    g = location_game(docks)
    encounter(g, "kingsport:merchant_district_4", docks, *dice(g, "will", -1, False))
    accept_checks(g)
    assert finished(g) and inv(g).money == money and inv(g).stamina == stamina - 1
    assert g.content.areas[inv(g).where].kind == "street"


@covers("kingsport:uptown_1")
@hand(("kingsport:uptown_1", A + "woods"))
def test_duke_joins_for_a_speed_check_or_a_food_card():
    """Woods: Speed (-2) or a Food card discarded brings Duke; the Food is offered only to one
    holding it; with Duke gone, $3 for returning him."""
    woods = A + "woods"
    g = location_game(woods)
    encounter(g, "kingsport:uptown_1", woods)
    assert labels(g) == ["Run after him (Speed -2)"]  # no Food in hand
    g = location_game(woods)
    to_deck(g, "base:duke")
    food = give(g, 0, "base:food")
    encounter(g, "kingsport:uptown_1", woods)
    answer(g, "Tempt him with Food")
    assert finished(g) and "base:duke" in allies(g) and food not in inv(g).cards
    g = location_game(woods)
    away(g, "base:duke")
    give(g, 0, "base:food")
    money = inv(g).money
    encounter(g, "kingsport:uptown_1", woods)
    answer(g, "Tempt him with Food")
    assert finished(g) and allies(g) == [] and inv(g).money == money + 3
    g = location_game(woods)  # the chase: Speed 2 at -2 rolls no die and fails
    to_deck(g, "base:duke")
    encounter(g, "kingsport:uptown_1", woods, *dice(g, "speed", -2, True))
    answer(g, "Run after him")
    accept_checks(g)
    assert finished(g) and allies(g) == []


@covers("kingsport:uptown_1")
@hand(("kingsport:uptown_1", A + "ye_olde_magick_shoppe"))
def test_the_fading_book_gives_six_clues_less_one_per_elder_sign():
    shoppe = A + "ye_olde_magick_shoppe"
    for signs, gained in ((0, 6), (2, 4), (6, 0)):
        g = location_game(shoppe)
        seals(g, signs)
        clues = inv(g).clues
        encounter(g, "kingsport:uptown_1", shoppe)
        assert finished(g) and inv(g).clues == clues + gained


@covers("kingsport:french_hill_2")
@hand(("kingsport:french_hill_2", A + "silver_twilight_lodge#inner_sanctum"))
def test_the_ring_claims_a_monster_on_the_board_for_a_stamina_and_a_will_check():
    """Inner Sanctum: 1 Stamina spent, then Will (-1): a monster of the board becomes his
    trophy; a failed check leaves it there; declining costs nothing."""
    lodge = A + "silver_twilight_lodge#inner_sanctum"
    g = location_game(lodge)
    m = put_monster(g, "zombie", A + "graveyard")
    stamina = inv(g).stamina
    encounter(g, "kingsport:french_hill_2", lodge, *dice(g, "will", -1, True))
    answer(g, "Yes")
    accept_checks(g)
    while not finished(g):
        g.apply(next(o.id for o in g.choice.options if m in o.id or "Zombie" in o.label))
    assert m in inv(g).monster_trophies
    assert inv(g).stamina == stamina - 1
    g = location_game(lodge)
    m = put_monster(g, "zombie", A + "graveyard")
    encounter(g, "kingsport:french_hill_2", lodge, *dice(g, "will", -1, False))
    answer(g, "Yes")
    accept_checks(g)
    assert finished(g) and g.state.monsters[m] == A + "graveyard" and inv(g).monster_trophies == []
    g = location_game(lodge)
    encounter(g, "kingsport:french_hill_2", lodge)
    answer(g, "No")
    assert finished(g) and inv(g).stamina == stamina


@covers("kingsport:french_hill_2")
@hand(("kingsport:french_hill_2", A + "the_witch_house"))
def test_a_gate_and_a_monster_appear_at_the_witch_house():
    g = location_game(A + "the_witch_house")
    top = g.state.gate_pile[0]
    encounter(g, "kingsport:french_hill_2", A + "the_witch_house")
    assert g.state.gates.get(A + "the_witch_house") == top and inv(g).where == C.base_id(top)


@covers("kingsport:rivertown_1")
@hand(("kingsport:rivertown_1", A + "black_cave"))
def test_a_lantern_leads_into_any_other_world_else_luck_or_lost():
    """Black Cave: with a Lantern he may go to the first area of any Other World he picks
    (no gate needed, not delayed); without one, or staying, Luck (-2) or lost in time and space."""
    cave = A + "black_cave"
    g = location_game(cave)
    give(g, 0, "base:lantern")
    encounter(g, "kingsport:rivertown_1", cave)
    answer(g, "Follow the light")
    answer(g, "Unknown Kadath")
    assert finished(g) and inv(g).where == "kingsport:world/unknown_kadath" and inv(g).stage == 1
    assert not inv(g).delayed
    g = location_game(cave)
    encounter(g, "kingsport:rivertown_1", cave, *dice(g, "luck", -2, False))
    assert labels(g) == ["Find your way out (Luck -2)"]
    answer(g, "Find your way out")
    accept_checks(g)
    assert finished(g) and inv(g).where == C.LOST
    g = location_game(cave)
    give(g, 0, "base:lantern")
    encounter(g, "kingsport:rivertown_1", cave, *dice(g, "luck", -2, True))
    answer(g, "Find your way out")
    accept_checks(g)
    assert finished(g) and inv(g).where == cave


@covers("kingsport:rivertown_1")
@hand(("kingsport:rivertown_1", A + "graveyard"))
def test_a_gate_trophy_spent_draws_four_monster_trophies():
    grave = A + "graveyard"
    g = location_game(grave)
    inv(g).gate_trophies = [g.state.gate_pile.pop(0)]
    cup = len(g.state.cup)
    encounter(g, "kingsport:rivertown_1", grave)
    answer(g, "Yes")
    assert finished(g) and inv(g).gate_trophies == [] and len(inv(g).monster_trophies) == 4
    assert len(g.state.cup) == cup - 4
    g = location_game(grave)  # no gate trophy: nothing is offered
    encounter(g, "kingsport:rivertown_1", grave)
    assert finished(g) and inv(g).monster_trophies == []


@covers("kingsport:southside_2")
@hand(("kingsport:southside_2", A + "historical_society"))
def test_the_artifact_gives_a_skill_under_four_elder_signs_else_a_curse():
    society = A + "historical_society"
    for signs in (3, 4):
        g = location_game(society)
        seals(g, signs)
        encounter(g, "kingsport:southside_2", society)
        assert finished(g)
        skills = [c for c in inv(g).cards if C.card_def(g, c).deck == "skill"]
        cursed = C.has_card(g, inv(g), "base:curse") is not None
        assert (len(skills), cursed) == ((1, False) if signs == 3 else (0, True))


@covers("kingsport:southside_2")
@hand(("kingsport:southside_2", A + "mas_boarding_house"))
def test_the_reporter_pays_a_dollar_per_elder_sign():
    mas = A + "mas_boarding_house"
    for signs in (0, 3):
        g = location_game(mas)
        seals(g, signs)
        money = inv(g).money
        encounter(g, "kingsport:southside_2", mas)
        assert finished(g) and inv(g).money == money + signs


@covers("kingsport:easttown_2")
@hand(("kingsport:easttown_2", A + "police_station"))
def test_the_sheriff_hands_over_handcuffs_on_a_will_check():
    """Police Station (Easttown card 2): a passed Will (-1) check takes Handcuffs from the
    Common Item deck; a failed one gives nothing (base p.8 skill checks)."""
    station = A + "police_station"
    g = location_game(station)
    assert "kingsport:handcuffs" in [C.base_id(c) for c in g.state.decks["common"]]
    encounter(g, "kingsport:easttown_2", station, *dice(g, "will", -1, True))
    accept_checks(g)
    assert finished(g) and "kingsport:handcuffs" in [C.base_id(c) for c in inv(g).cards]
    g = location_game(station)
    before = list(inv(g).cards)
    encounter(g, "kingsport:easttown_2", station, *dice(g, "will", -1, False))
    accept_checks(g)
    assert finished(g) and inv(g).cards == before


@covers("kingsport:easttown_2")
@hand(("kingsport:easttown_2", A + "velmas_diner"))
def test_velmas_magic_pie_costs_five_dollars_for_a_blessing():
    """Velma's Diner (Easttown card 2): $5 buys 1 Stamina, 1 Sanity and a Blessing; with less
    than $5 the pie is not offered."""
    diner = A + "velmas_diner"
    g = location_game(diner)
    i = inv(g)
    top_stamina, top_sanity = C.max_stamina(g, i), C.max_sanity(g, i)
    i.money, i.stamina, i.sanity = 6, top_stamina - 2, top_sanity - 2
    encounter(g, "kingsport:easttown_2", diner)
    assert g.choice.prompt and labels(g) == ["Yes", "No"]
    answer(g, "Yes")
    assert finished(g)
    assert (i.money, i.stamina, i.sanity) == (1, top_stamina - 1, top_sanity - 1)
    assert C.has_card(g, i, "base:blessing") is not None
    g = location_game(diner)
    inv(g).money = 4
    encounter(g, "kingsport:easttown_2", diner)
    assert finished(g) and C.has_card(g, inv(g), "base:blessing") is None and inv(g).money == 4


def test_the_handcuffs_card_needs_the_cards_part():
    """Easttown card 2 names a Kingsport Common Item: without part `cards` it stays out of
    the Easttown deck (KH "using only portions"; the pack's `needs` field)."""
    from arkham.content.loader import load_content

    c = load_content(("base", "kingsport:arkham_locations"))
    assert "kingsport:easttown_2" not in c.locations and "kingsport:easttown_1" in c.locations
    c = load_content(("base", "kingsport:arkham_locations+cards"))
    assert "kingsport:easttown_2" in c.locations
