"""The Kingsport box's Arkham location cards, shuffled into the base neighborhood decks
(KH components: "Arkham Location Cards"): each encoded entry resolved with rigged dice along
every outcome path of the independent evaluator (tests/helpers/encounter_sim.py); a coverage test
checks every entry has a test. The Train Station's ride to Kingsport also tests the board:
it ends at Kingsport's depot, the Central Hill streets."""

from __future__ import annotations

from typing import Any

import pytest

from helpers import encounter_sim as S
from arkham.content.loader import load_content
from arkham.testing import answer, finished, rig, start_encounter
from helpers.coverage_marks import covers
from test_kingsport_arkham_locations_hand import MADE
from test_kingsport_arkham_locations_ops import MADE as MADE_OPS

PACKS = ("base", "kingsport")
CONTENT = load_content(PACKS)
TRAIN = "base:arkham/train_station"
CENTRAL_HILL = "kingsport:kingsport/central_hill_streets"

# Every Kingsport card for an Arkham neighborhood in the pack (a test below checks this list).
ENCODED = (
    "kingsport:downtown_3",
    "kingsport:downtown_4",
    "kingsport:rivertown_2",
    "kingsport:rivertown_3",
    "kingsport:northside_1",
    "kingsport:easttown_4",
    "kingsport:southside_3",
    # the cards that give a base Ally
    "kingsport:easttown_3",
    "kingsport:southside_4",
    "kingsport:rivertown_4",
    "kingsport:merchant_district_2",
    "kingsport:merchant_district_4",
    "kingsport:miskatonic_u_4",
    "kingsport:uptown_1",
    "kingsport:uptown_3",
    "kingsport:french_hill_2",
    "kingsport:rivertown_1",
    "kingsport:southside_2",
    "kingsport:downtown_1",
    "kingsport:downtown_2",
    "kingsport:merchant_district_1",
    "kingsport:merchant_district_3",
    "kingsport:miskatonic_u_1",
    "kingsport:miskatonic_u_2",
    "kingsport:miskatonic_u_3",
    "kingsport:uptown_2",
    "kingsport:uptown_4",
    "kingsport:southside_1",
    "kingsport:french_hill_1",
    "kingsport:french_hill_3",
    "kingsport:french_hill_4",
    "kingsport:northside_2",
    "kingsport:northside_3",
    "kingsport:northside_4",
    "kingsport:easttown_1",
    "kingsport:easttown_2",
)


def entries() -> list[tuple[str, str]]:
    return [(cid, e.at) for cid in ENCODED for e in CONTENT.locations[cid].entries]


def location_game(area: str) -> Any:
    return S.setup_at(area, packs=PACKS)


_PROBE = location_game(TRAIN)
GENERATED = [
    pytest.param(cid, at, id=f"{cid.partition(':')[2]}@{at.rpartition('/')[2]}")
    for cid, at in entries()
    if S.scenarios(_PROBE, next(e for e in CONTENT.locations[cid].entries if e.at == at).effect, at.partition("#")[0])
    is not None
]


def test_the_cards_join_the_base_neighborhood_decks():
    arkham = sorted(
        c
        for c, card in CONTENT.locations.items()
        if c.startswith("kingsport:") and card.neighborhood.startswith("base:")
    )
    assert arkham == sorted(ENCODED)
    g = location_game(TRAIN)
    for cid in ENCODED:
        card = CONTENT.locations[cid]
        places = {a.id for a in CONTENT.areas.values() if a.neighborhood == card.neighborhood and a.kind != "street"}
        assert {e.at.partition("#")[0] for e in card.entries} == places, cid
        assert cid in g.state.decks[f"loc:{card.neighborhood}"]
        # shuffled in beside the base cards of that neighborhood
        assert any(c.startswith("base:") for c in g.state.decks[f"loc:{card.neighborhood}"])


def test_the_ride_to_kingsport_needs_the_board():
    """The Train Station card moves to a Kingsport street: played without the board part, it
    stays out of the deck; the others stay in."""
    c = load_content(("base", "kingsport:arkham_locations"))
    assert "kingsport:northside_1" not in c.locations
    assert {"kingsport:downtown_3", "kingsport:rivertown_2", "kingsport:rivertown_3"} <= set(c.locations)


def test_the_train_ends_at_kingsports_depot():
    """The move goes to the Central Hill streets, the depot the train between towns links to
    the Train Station (KH p.7 train example; NOTES.md)."""
    assert CONTENT.areas[CENTRAL_HILL].depot and CONTENT.areas[CENTRAL_HILL].kind == "street"
    g = location_game(TRAIN)
    rig(g)
    start_encounter(g, 0, TRAIN, "kingsport:northside_1")
    answer(g, "Ride to Kingsport")
    assert finished(g) and g.state.investigators[0].where == CENTRAL_HILL


HAND = {
    ("kingsport:rivertown_2", "base:arkham/black_cave"),
    ("kingsport:downtown_4", "base:arkham/bank_of_arkham"),
    ("kingsport:downtown_4", "base:arkham/arkham_asylum"),
    ("kingsport:easttown_4", "base:arkham/hibbs_roadhouse"),
    ("kingsport:easttown_4", "base:arkham/velmas_diner"),
    ("kingsport:southside_3", "base:arkham/south_church"),
    ("kingsport:southside_3", "base:arkham/historical_society"),
}
# resolved by hand in tests/kingsport/test_kingsport_location_cards_allies.py
HAND |= {
    ("kingsport:easttown_3", "base:arkham/police_station"),
    ("kingsport:southside_4", "base:arkham/historical_society"),
    ("kingsport:southside_4", "base:arkham/mas_boarding_house"),
    ("kingsport:rivertown_4", "base:arkham/black_cave"),
    ("kingsport:rivertown_4", "base:arkham/graveyard"),
}


# resolved by hand in tests/kingsport/test_kingsport_arkham_locations_hand.py
HAND |= set(MADE) | set(MADE_OPS)  # and in tests/kingsport/test_kingsport_arkham_locations_ops.py


def test_the_altar_sends_you_to_a_mythos_gate_location_for_one_of_four_cards():
    church = "base:arkham/south_church"
    g = location_game(church)
    mythos = g.state.decks["mythos"]
    first = next(c for c in mythos if g.content.mythos[c].gate)
    mythos.remove(first)
    mythos.insert(0, first)
    gate = g.content.mythos[first].gate
    enc(g, "kingsport:southside_3", church)
    inv = g.state.investigators[0]
    assert inv.where == gate and mythos[-1] == first
    assert g.choice.kind == "encounter" and len(g.choice.options) == 4
    assert all(o.id.startswith("card:base:") or o.id.startswith("card:kingsport:") for o in g.choice.options)


def test_the_janitors_lift_to_independence_square_draws_two_cards():
    society, square = "base:arkham/historical_society", "base:arkham/independence_square"
    g = location_game(society)
    enc(g, "kingsport:southside_3", society)
    answer(g, "Yes")
    assert g.state.investigators[0].where == square
    assert g.choice.kind == "encounter" and len(g.choice.options) == 2
    g = location_game(society)
    enc(g, "kingsport:southside_3", society)
    answer(g, "No")
    assert finished(g) and g.state.investigators[0].where == society


def enc(g: Any, card: str, area: str, *values: int) -> None:
    rig(g, *values)
    start_encounter(g, 0, area, card)


def test_the_vice_president_gives_every_investigator_a_dollar():
    from arkham.testing import put, quiet_game

    g = quiet_game([S.INVESTIGATOR, "base:amanda_sharpe"], ancient_one="base:azathoth", packs=PACKS)
    put(g, 0, "base:arkham/bank_of_arkham")
    before = [i.money for i in g.state.investigators]
    enc(g, "kingsport:downtown_4", "base:arkham/bank_of_arkham")
    assert finished(g) and [i.money for i in g.state.investigators] == [m + 1 for m in before]


def test_the_new_treatment_restores_both_or_leaves_both_at_one():
    from arkham.rules.classic import core as C

    asylum = "base:arkham/arkham_asylum"
    g = location_game(asylum)
    inv = g.state.investigators[0]
    inv.sanity, inv.stamina = 3, 2
    enc(g, "kingsport:downtown_4", asylum, 5)
    assert finished(g) and (inv.sanity, inv.stamina) == (C.max_sanity(g, inv), C.max_stamina(g, inv))
    g = location_game(asylum)
    inv = g.state.investigators[0]
    enc(g, "kingsport:downtown_4", asylum, 4)
    assert finished(g) and (inv.sanity, inv.stamina) == (1, 1) and inv.where == asylum


def test_the_seat_owners_men_dump_you_at_a_mythos_gate_location():
    from arkham.rules.classic import core as C

    hibbs = "base:arkham/hibbs_roadhouse"
    g = location_game(hibbs)
    mythos = g.state.decks["mythos"]
    first = next(c for c in mythos if g.content.mythos[c].gate)
    mythos.remove(first)
    mythos.insert(0, first)
    gate = g.content.mythos[first].gate
    n = max(0, C.skill_value(g, g.state.investigators[0], "will") - 1)
    enc(g, "kingsport:easttown_4", hibbs, *[1] * n)
    while not finished(g):
        g.apply(g.choice.options[-1].id)
    log = "\n".join(e[1] for e in g.state.log)
    assert f"has an encounter at {C.name_of(g, gate)}" in log and mythos[-1] == first
    g = location_game(hibbs)  # stared down: nothing
    enc(g, "kingsport:easttown_4", hibbs, *[6] * n)
    while not finished(g) and g.choice.kind == "check":
        answer(g, "accept")
    assert finished(g) and g.state.investigators[0].where == hibbs


def test_a_weapon_lies_in_the_street_only_with_a_monster_in_the_sky():
    from arkham.rules.classic import core as C
    from arkham.state import SKY
    from arkham.testing import put_monster

    velmas, street = "base:arkham/velmas_diner", "base:arkham/easttown_streets"
    g = location_game(velmas)
    put_monster(g, "byakhee", SKY)
    enc(g, "kingsport:easttown_4", velmas)
    answer(g, "Yes")
    inv = g.state.investigators[0]
    assert finished(g) and inv.where == street
    assert [C.card_def(g, c).deck for c in inv.cards].count("common") == 3
    assert any("weapon" in C.card_def(g, c).tags for c in inv.cards)
    g = location_game(velmas)  # an empty Sky: only the street
    enc(g, "kingsport:easttown_4", velmas)
    answer(g, "Yes")
    inv = g.state.investigators[0]
    assert finished(g) and inv.where == street and len(inv.cards) == 2
    g = location_game(velmas)  # he stays inside
    enc(g, "kingsport:easttown_4", velmas)
    answer(g, "No")
    assert finished(g) and g.state.investigators[0].where == velmas


def test_the_pit_drops_you_into_the_world_of_the_top_gate_marker():
    """A failed Luck (-1): the top gate marker's Other World, its first area, delayed; the
    marker goes back under the pile (decided)."""
    from arkham.rules.classic import core as C

    cave = "base:arkham/black_cave"
    for ok in (False, True):
        g = location_game(cave)
        inv = g.state.investigators[0]
        top = g.state.gate_pile[0]
        n = max(0, C.skill_value(g, inv, "luck") - 1)
        rig(g, *([6 if ok else 1] * n))
        start_encounter(g, 0, cave, "kingsport:rivertown_2")
        while not finished(g) and g.choice.kind == "check":
            answer(g, "accept")
        assert finished(g)
        if ok:
            assert inv.where == cave and g.state.gate_pile[0] == top
            continue
        assert inv.where == C.base_id(top) and inv.stage == 1 and inv.delayed
        assert g.state.gate_pile[-1] == top


@covers(*ENCODED)
@pytest.mark.parametrize("card_id,at", GENERATED)
def test_plain_entry_outcome_paths(card_id: str, at: str) -> None:
    entry = next(e for e in CONTENT.locations[card_id].entries if e.at == at)
    area = at.partition("#")[0]
    paths = S.scenarios(location_game(at), entry.effect, area)
    assert paths
    for p in paths:
        S.run_path(location_game(at), "encounter.location", p, area=area, cards=[card_id])


def test_every_encoded_entry_has_a_test():
    generated = {tuple(p.values) for p in GENERATED}
    assert [e for e in entries() if e not in generated and e not in HAND] == []
    assert len(entries()) == 3 * len(ENCODED)  # French Hill: the Lodge, its Inner Sanctum, the Witch House
