"""Hand-made scenario tests for the location encounters whose logic is more than the
generated evaluator models (trips, sales, gates, coded rules), one test or more per
entry; COVERS lists the entries each test resolves (checked by the coverage test)."""

from __future__ import annotations

from typing import Any

from helpers import encounter_sim as S
from arkham.rules.classic import core as C
from arkham.testing import answer, finished, give, labels, open_gate, put_monster, rig, start_encounter

SHOP = "base:arkham/curiositie_shoppe"
WOODS = "base:arkham/woods"
CAVE = "base:arkham/black_cave"
LODGE = "base:arkham/silver_twilight_lodge"
SCIENCE = "base:arkham/science_building"
SOCIETY = "base:arkham/historical_society"
BOARDING = "base:arkham/mas_boarding_house"

COVERS: dict[tuple[str, str], str] = {}


def covers(*entries: tuple[str, str]):
    def deco(fn):
        for card, at in entries:
            COVERS[(f"base:{card}", f"base:arkham/{at}")] = fn.__name__
        return fn

    return deco


def location_game(area: str, seed: int = 0) -> Any:
    return S.setup(None, area, seed=seed)


def inv(g: Any) -> Any:
    return g.state.investigators[0]


def dice(g: Any, skill: str, mod: int, ok: bool, seat: int = 0) -> list[int]:
    n = max(0, C.skill_value(g, g.state.investigators[seat], skill) + mod)
    return [6 if ok else 1] * n


def encounter(g: Any, card: str, area: str, *dice_values: int) -> None:
    rig(g, *dice_values)
    start_encounter(g, 0, area, f"base:{card}")


def accept_checks(g: Any) -> None:
    while not finished(g) and g.choice.kind == "check":
        answer(g, "accept")


def top_gate_card(g: Any, card: str) -> None:
    deck = g.state.decks["gate"]
    deck.remove(f"base:{card}")
    deck.insert(0, f"base:{card}")


def top_location_card(g: Any, area: str, card: str) -> None:
    """Make the next draw in the area's neighborhood find that card (a crystal ball)."""
    nb = g.content.areas[area].neighborhood
    g.state.decks[f"loc:revealed:{nb}"] = [f"base:{card}"]


# ------------------------------------------------------------ Other World visits
@covers(("northside_1", "curiositie_shoppe"))
def test_hot_void_fail_one_abyss_encounter_then_back() -> None:
    g = location_game(SHOP)
    top_gate_card(g, "gate_38")  # Abyss: Lore -1 or be delayed
    fight_fail = dice(g, "fight", -1, False)
    lore_fail = dice(g, "lore", -1, False)
    encounter(g, "northside_1", SHOP, *fight_fail, *lore_fail)
    accept_checks(g)
    assert finished(g)
    assert inv(g).where == SHOP and inv(g).stage == 0 and inv(g).delayed
    g2 = location_game(SHOP)
    encounter(g2, "northside_1", SHOP, *dice(g2, "fight", -1, True))
    assert finished(g2) and inv(g2).where == SHOP and not inv(g2).delayed


@covers(("miskatonic_u_4", "library"))
def test_library_dreamlands_visit_returns_here_with_what_it_gave() -> None:
    g = location_game("base:arkham/library")
    top_gate_card(g, "gate_02")  # Dreamlands: lose 1 Sanity
    encounter(g, "miskatonic_u_4", "base:arkham/library")
    assert finished(g)
    assert inv(g).where == "base:arkham/library" and inv(g).stage == 0
    assert inv(g).sanity == S.START["sanity"] - 1


def test_visit_that_loses_you_in_time_and_space_does_not_bring_you_back() -> None:
    g = location_game("base:arkham/library")
    top_gate_card(g, "gate_36")  # Dreamlands: Luck -1 or be lost in time and space
    encounter(g, "miskatonic_u_4", "base:arkham/library", *dice(g, "luck", -1, False))
    accept_checks(g)
    assert finished(g)
    assert inv(g).where == C.LOST and inv(g).delayed


@covers(("southside_3", "mas_boarding_house"))
def test_painting_dreamlands_on_a_pass_abyss_on_a_fail() -> None:
    g = location_game(BOARDING)
    top_gate_card(g, "gate_02")  # Dreamlands: lose 1 Sanity
    encounter(g, "southside_3", BOARDING, *dice(g, "luck", 0, True))
    accept_checks(g)
    assert inv(g).where == BOARDING and inv(g).sanity == S.START["sanity"] - 1
    g = location_game(BOARDING)
    top_gate_card(g, "gate_42")  # Abyss: gain 1 Stamina
    encounter(g, "southside_3", BOARDING, *dice(g, "luck", 0, False))
    accept_checks(g)
    assert inv(g).where == BOARDING and inv(g).stamina == S.START["stamina"] + 1


@covers(("southside_2", "historical_society"))
def test_private_library_refuse_pay_pass_or_doze_into_dreamlands() -> None:
    g = location_game(SOCIETY)
    encounter(g, "southside_2", SOCIETY)
    answer(g, "Refuse")
    assert (
        inv(g).where == "base:arkham/southside_streets"
        if "base:arkham/southside_streets" in g.content.areas
        else C.is_street(g, inv(g).where)
    )
    assert C.is_street(g, inv(g).where) and inv(g).money == S.START["money"]
    g = location_game(SOCIETY)
    encounter(g, "southside_2", SOCIETY)
    rig(g, *dice(g, "luck", -1, True))
    answer(g, "Pay")
    accept_checks(g)
    assert inv(g).money == S.START["money"] - 3 and inv(g).where == SOCIETY
    assert any(C.card_def(g, c).deck == "spell" for c in inv(g).cards)
    g = location_game(SOCIETY)
    top_gate_card(g, "gate_02")
    encounter(g, "southside_2", SOCIETY)
    rig(g, *dice(g, "luck", -1, False))
    answer(g, "Pay")
    accept_checks(g)
    assert finished(g) and inv(g).where == SOCIETY and inv(g).sanity == S.START["sanity"] - 1


# ------------------------------------------------------------ go anywhere
@covers(
    ("downtown_7", "bank_of_arkham"),
    ("northside_7", "train_station"),
    ("northside_5", "newspaper"),
    ("rivertown_1", "graveyard"),
)
def test_rides_anywhere_street_or_location_with_its_encounter() -> None:
    # a street: no encounter
    g = location_game("base:arkham/bank_of_arkham")
    encounter(g, "downtown_7", "base:arkham/bank_of_arkham")
    street = next(a.id for a in g.content.areas.values() if a.kind == "street")
    answer(g, street)
    assert finished(g) and inv(g).where == street
    # a location: monsters there first, then an encounter there (a crystal-ball card to know which)
    g = location_game("base:arkham/train_station")
    m = put_monster(g, "zombie", WOODS)
    top_location_card(g, WOODS, "uptown_1")
    encounter(g, "northside_7", "base:arkham/train_station")
    answer(g, "Yes")
    answer(g, WOODS)
    assert g.choice.kind == "face"
    rig(g, *dice(g, "sneak", C.monster_stat(g, m, "awareness"), True))
    answer(g, "Evade")
    assert g.state.monsters[m] == WOODS and not g.state.rig  # evaded, it stays there
    while not finished(g):
        g.apply(g.choice.options[-1].id)
    assert inv(g).where == WOODS or inv(g).out_turn == g.state.turn
    assert "has an encounter at Woods" in "\n".join(e[1] for e in g.state.log)
    # Newspaper: $2 first; declining the Train Station ride keeps you there
    g = location_game("base:arkham/newspaper")
    encounter(g, "northside_5", "base:arkham/newspaper")
    assert inv(g).money == S.START["money"] + 2
    answer(g, street)
    assert inv(g).where == street
    g = location_game("base:arkham/train_station")
    encounter(g, "northside_7", "base:arkham/train_station")
    answer(g, "No")
    assert finished(g) and inv(g).where == "base:arkham/train_station"
    # Graveyard: a pass gives 2 Clues, then the ride is optional; a fail gives nothing
    g = location_game("base:arkham/graveyard")
    encounter(g, "rivertown_1", "base:arkham/graveyard", *dice(g, "luck", -2, True))
    accept_checks(g)
    assert inv(g).clues == S.START["clues"] + 2
    answer(g, "No")
    assert finished(g)
    g = location_game("base:arkham/graveyard")
    encounter(g, "rivertown_1", "base:arkham/graveyard", *dice(g, "luck", -2, False))
    accept_checks(g)
    assert finished(g) and inv(g).clues == S.START["clues"]


def test_ride_to_a_location_with_a_gate_goes_through_it() -> None:
    g = location_game("base:arkham/bank_of_arkham")
    open_gate(g, "base:arkham/the_unnamable", "base:world/abyss")
    encounter(g, "downtown_7", "base:arkham/bank_of_arkham")
    answer(g, "base:arkham/the_unnamable")
    assert finished(g)
    assert inv(g).where == "base:world/abyss" and inv(g).stage == 1


@covers(("miskatonic_u_7", "administration_building"))
def test_escorted_to_the_asylum_for_an_encounter_there() -> None:
    g = location_game("base:arkham/administration_building")
    top_location_card(g, "base:arkham/arkham_asylum", "downtown_7")  # Asylum: interview notes chart
    encounter(g, "miskatonic_u_7", "base:arkham/administration_building", *dice(g, "lore", 0, False))
    answer(g, "Have an encounter")  # Psychiatric Care is on offer there too (a normal encounter phase)
    accept_checks(g)
    assert finished(g)
    assert inv(g).where == "base:arkham/arkham_asylum"
    assert inv(g).sanity == S.START["sanity"] - 1 and inv(g).clues == S.START["clues"] + 1


@covers(("northside_3", "curiositie_shoppe"))
def test_clubbed_wake_at_a_mythos_gate_location_and_encounter_there() -> None:
    g = location_game(SHOP)
    mythos = g.state.decks["mythos"]
    first = next(c for c in mythos if g.content.mythos[c].gate)
    mythos.remove(first)
    mythos.insert(0, first)
    gate = g.content.mythos[first].gate
    encounter(g, "northside_3", SHOP, *dice(g, "speed", -1, False))
    accept_checks(g)
    while not finished(g) and g.choice.kind in ("check", "may", "choose", "encounter", "buy", "discard", "draw"):
        g.apply(g.choice.options[-1].id)
    assert inv(g).where == gate or inv(g).out_turn == g.state.turn or inv(g).stage == 1
    assert mythos[-1] == first  # the drawn Mythos card went to the bottom
    assert f"has an encounter at {C.name_of(g, gate)}" in "\n".join(e[1] for e in g.state.log)
    g = location_game(SHOP)
    encounter(g, "northside_3", SHOP, *dice(g, "speed", -1, True))
    assert finished(g) and inv(g).where == SHOP


@covers(
    ("southside_2", "mas_boarding_house"), ("southside_3", "historical_society"), ("southside_4", "historical_society")
)
def test_trips_that_draw_two_and_encounter_one_there() -> None:
    for card, dest in (("southside_2", LODGE), ("southside_3", WOODS), ("southside_4", CAVE)):
        start = BOARDING if card == "southside_2" else SOCIETY
        g = location_game(start)
        encounter(g, card, start)
        answer(g, "Yes")
        assert g.choice.kind == "encounter" and len(g.choice.options) == 2, labels(g)
        assert inv(g).where == dest
        g2 = location_game(start)
        encounter(g2, card, start)
        answer(g2, "No")
        assert finished(g2) and inv(g2).where == start


def test_darrell_draws_three_when_a_card_says_draw_two() -> None:
    g = S.quiet_game(["base:darrell_simmons"], ancient_one="base:azathoth")
    inv(g).where = SOCIETY
    start_encounter(g, 0, SOCIETY, "base:southside_3")
    answer(g, "Yes")
    assert g.choice.kind == "encounter" and len(g.choice.options) == 3
    g = S.quiet_game(["base:darrell_simmons"], ancient_one="base:azathoth")
    inv(g).where = WOODS
    start_encounter(g, 0, WOODS)
    assert g.choice.kind == "encounter" and len(g.choice.options) == 2


# ------------------------------------------------------------ redraw, reveal
@covers(("northside_4", "curiositie_shoppe"))
def test_dropped_item_or_draw_again_for_a_different_encounter() -> None:
    g = location_game(SHOP)
    encounter(g, "northside_4", SHOP, *dice(g, "luck", -1, False))
    accept_checks(g)
    answer(g, "Map of Arkham")
    assert finished(g) and len(inv(g).cards) == 1
    g = location_game(SHOP)
    for c in list(inv(g).cards):
        C.discard_card(g, inv(g), c)
    encounter(g, "northside_4", SHOP, *dice(g, "luck", -1, False))
    accept_checks(g)
    log = [e[1] for e in g.state.log if "has an encounter at" in e[1]]
    assert len(log) == 2 and log[0] != log[1], log


@covers(("uptown_5", "ye_olde_magick_shoppe"))
def test_crystal_ball_turns_up_the_card_the_next_encounter_uses() -> None:
    g = location_game("base:arkham/ye_olde_magick_shoppe")
    encounter(g, "uptown_5", "base:arkham/ye_olde_magick_shoppe")
    answer(g, "Rivertown")
    assert finished(g)
    revealed = g.state.decks["loc:revealed:base:arkham/rivertown"][0]
    inv(g).where = CAVE
    start_encounter(g, 0, CAVE)
    while not finished(g) and g.choice.kind != "halt":
        if g.choice.kind == "encounter":
            break
        g.apply(g.choice.options[-1].id)
    assert "loc:revealed:base:arkham/rivertown" not in g.state.decks
    summary = next(e.summary for e in g.content.locations[revealed].entries if e.at == CAVE)
    assert summary in "\n".join(e[1] for e in g.state.log)


# ------------------------------------------------------------ trading
@covers(("northside_7", "curiositie_shoppe"))
def test_sale_open_to_every_investigator_host_settles_disputes() -> None:
    g = S.quiet_game(["base:jenny_barnes", "base:bob_jenkins"], ancient_one="base:azathoth")
    a, b = g.state.investigators
    a.where = SHOP
    a.money = b.money = 20
    commons = g.state.decks["common"][:3]
    unique = g.state.decks["unique"][0]
    had_a, had_b = len(a.cards), len(b.cards)
    start_encounter(g, 0, SHOP, "base:northside_7")
    first = commons[0]
    answer(g, f"want:{first}")  # Jenny wants the first Common Item
    answer(g, "done")
    answer(g, f"want:{first}")  # Bob wants it too, and the Unique Item
    answer(g, f"want:{unique}")
    answer(g, "done")
    assert g.choice.who == 0 and g.choice.kind == "target"  # Jenny decides
    answer(g, "Bob")
    assert finished(g)
    assert first in b.cards and unique in b.cards and len(a.cards) == had_a and len(b.cards) == had_b + 2
    assert b.money == 20 - C.card_def(g, first).price - C.card_def(g, unique).price
    assert all(c in g.state.decks["common"][-2:] for c in commons[1:])  # unsold: discarded


@covers(("rivertown_3", "general_store"))
def test_sell_one_common_item_for_twice_its_price() -> None:
    g = location_game("base:arkham/general_store")
    encounter(g, "rivertown_3", "base:arkham/general_store")
    answer(g, "Map of Arkham")
    price = g.content.cards["base:map_of_arkham"].price
    assert inv(g).money == S.START["money"] + 2 * price and len(inv(g).cards) == 1
    g = location_game("base:arkham/general_store")
    encounter(g, "rivertown_3", "base:arkham/general_store")
    answer(g, "Sell nothing")
    assert inv(g).money == S.START["money"] and len(inv(g).cards) == 2


# ------------------------------------------------------------ trophies
@covers(("rivertown_6", "graveyard"))
def test_pickman_for_five_toughness_of_trophies_or_a_spell() -> None:
    g = location_game("base:arkham/graveyard")
    ms = [put_monster(g, k, "base:arkham/woods") for k in ("gug", "dark_young", "ghoul")]
    for m in ms:
        g.state.monsters[m] = "trophy:0"
        inv(g).monster_trophies.append(m)
    total = sum(C.toughness(g, m) for m in ms)
    encounter(g, "rivertown_6", "base:arkham/graveyard")
    answer(g, "Yes")
    while g.choice.kind == "trophy":
        g.apply(g.choice.options[0].id)
    assert C.has_card(g, inv(g), "base:richard_upton_pickman")
    spent = [m for m in ms if m not in inv(g).monster_trophies]
    assert sum(C.toughness(g, m) for m in spent) >= 5 and all(m in g.state.cup for m in spent)
    assert total >= 5
    # without enough toughness the offer is not made
    g = location_game("base:arkham/graveyard")
    encounter(g, "rivertown_6", "base:arkham/graveyard")
    assert finished(g)


@covers(("southside_5", "historical_society"))
def test_armitage_for_a_gate_trophy_or_a_unique_item() -> None:
    g = location_game(SOCIETY)
    gm = g.state.gate_pile.pop(0)
    inv(g).gate_trophies.append(gm)
    armitage = C.find_in_deck(g, "ally", "base:professor_armitage")
    g.state.box.append(armitage)  # gone: a Unique Item instead
    encounter(g, "southside_5", SOCIETY)
    answer(g, "Yes")
    assert not inv(g).gate_trophies and g.state.gate_pile[-1] == gm
    assert sum(1 for c in inv(g).cards if C.card_def(g, c).deck == "unique") == 1


@covers(("french_hill_6", "silver_twilight_lodge#inner_sanctum"))
def test_banishing_rite_claims_any_monster_on_the_board() -> None:
    g = location_game(LODGE)
    give(g, 0, "base:silver_twilight_membership")
    m = put_monster(g, "ghoul", "base:arkham/the_unnamable")
    encounter(g, "french_hill_6", LODGE)
    rig(g, *dice(g, "luck", -1, True))
    answer(g, "Yes")
    accept_checks(g)
    answer(g, "Ghoul")
    assert inv(g).sanity == S.START["sanity"] - 1
    assert m in inv(g).monster_trophies and g.state.monsters[m] == "trophy:0"


@covers(("french_hill_2", "silver_twilight_lodge#inner_sanctum"))
def test_gating_rite_closes_a_gate_of_your_choice() -> None:
    g = location_game(LODGE)
    give(g, 0, "base:silver_twilight_membership")
    open_gate(g, WOODS, "base:world/abyss")
    open_gate(g, "base:arkham/the_unnamable", "base:world/yuggoth")
    m = put_monster(g, "ghoul", "base:arkham/unvisited_isle")
    encounter(g, "french_hill_2", LODGE)
    rig(g, *dice(g, "lore", -2, True))
    answer(g, "Yes")
    accept_checks(g)
    answer(g, "Woods")
    assert WOODS not in g.state.gates and "base:arkham/the_unnamable" in g.state.gates
    assert len(inv(g).gate_trophies) == 1
    assert inv(g).clues == S.START["clues"] - 2 and inv(g).sanity == S.START["sanity"] - 1
    sym = C.monster_def(g, m).symbol
    abyss_sym = next(gm.symbol for gm in g.content.gate_markers if gm.world == "base:world/abyss")
    assert (m in g.state.cup) == (sym == abyss_sym)


# ------------------------------------------------------------ the Science Building
@covers(("miskatonic_u_2", "science_building"))
def test_dimensional_beam_closes_gates_on_successes_without_trophies() -> None:
    g = location_game(SCIENCE)
    open_gate(g, WOODS, "base:world/abyss")
    open_gate(g, "base:arkham/the_unnamable", "base:world/yuggoth")
    pile = len(g.state.gate_pile)
    encounter(g, "miskatonic_u_2", SCIENCE)
    # Lore 3 - 2: one die passes; then a die per gate in sorted order: The Unnamable, then the Woods
    rig(g, *dice(g, "lore", -2, True), 6, 2)
    answer(g, "Yes")
    accept_checks(g)
    assert finished(g)
    assert "base:arkham/the_unnamable" not in g.state.gates and WOODS in g.state.gates
    assert len(g.state.gate_pile) == pile + 1 and not inv(g).gate_trophies
    # a fail: a die of Stamina and off to the hospital
    g = location_game(SCIENCE)
    encounter(g, "miskatonic_u_2", SCIENCE)
    rig(g, *dice(g, "lore", -2, False), 3)
    answer(g, "Yes")
    accept_checks(g)
    assert inv(g).stamina == S.START["stamina"] - 3 and inv(g).where == "base:arkham/st_marys_hospital"


@covers(("miskatonic_u_3", "science_building"))
def test_pyramid_relic_only_with_two_spells_or_fewer() -> None:
    g = location_game(SCIENCE)
    encounter(g, "miskatonic_u_3", SCIENCE)
    assert sum(1 for c in inv(g).cards if C.card_def(g, c).deck == "unique") == 1 and C.is_street(g, inv(g).where)
    g = location_game(SCIENCE)
    for _ in range(3):
        inv(g).cards.append(g.state.decks["spell"].pop(0))
    n = len(inv(g).cards)
    encounter(g, "miskatonic_u_3", SCIENCE)
    assert len(inv(g).cards) == n and inv(g).where == SCIENCE


@covers(("miskatonic_u_6", "science_building"))
def test_statue_switches_to_an_unused_investigator() -> None:
    g = location_game(SCIENCE)
    m = put_monster(g, "ghoul", WOODS)
    g.state.monsters[m] = "trophy:0"
    inv(g).monster_trophies.append(m)
    old_cards = list(inv(g).cards)
    encounter(g, "miskatonic_u_6", SCIENCE, *dice(g, "luck", -1, True))
    accept_checks(g)
    answer(g, "Yes")
    answer(g, "Kate Winthrop")
    while not finished(g):
        g.apply(g.choice.options[0].id)  # her random possessions and sliders
    new = inv(g)
    assert new.id == "base:kate_winthrop" and new.where == g.content.investigators["base:kate_winthrop"].home
    assert not new.monster_trophies and m in g.state.cup
    assert not set(old_cards) & set(new.cards) and "base:jenny_barnes" in g.state.gone
    g = location_game(SCIENCE)
    encounter(g, "miskatonic_u_6", SCIENCE, *dice(g, "luck", -1, False))
    accept_checks(g)
    assert finished(g) and inv(g).id == S.INVESTIGATOR


# ------------------------------------------------------------ the Lodge
@covers(("french_hill_2", "silver_twilight_lodge"))
def test_temple_two_finds_unique_on_a_success_common_otherwise() -> None:
    g = location_game(LODGE)
    assert dice(g, "sneak", -2, True) == []  # Sneak 2 - 2: a Clue token buys the die
    encounter(g, "french_hill_2", LODGE, 6, 6, 2)
    answer(g, "clue")
    accept_checks(g)
    assert inv(g).clues == S.START["clues"] - 1
    decks = sorted(C.card_def(g, c).deck for c in inv(g).cards if C.base_id(c) != "base:map_of_arkham")
    assert decks == ["common", "unique"]
