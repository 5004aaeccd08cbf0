"""The Sheldon Gang Membership's Upkeep (the card: "Upkeep: if you are in a street area, you
may roll a die ... petty larceny"; DH p.3 special cards; base p.6 Upkeep actions). The
chart's rows are reconstructed (no source gives them; the pack's notes): 1 arrested,
2-3 nothing, 4-5 $2, 6 the top Common Item."""

from __future__ import annotations

from helpers.coverage_marks import covers

from arkham.rules.classic import core as C
from arkham.testing import answer, empty_handed, labels, log_text, quiet_game, rig, run_step

PACKS = ("base", "dunwich")
GANG = "dunwich:sheldon_gang_membership"
STREETS = "base:arkham/rivertown_streets"
STORE = "base:arkham/general_store"
LARCENY = "Sheldon Gang Membership: Petty larceny"


def member(where=STREETS, money=3):
    g = quiet_game(["base:amanda_sharpe", "base:joe_diamond"], ancient_one="base:azathoth", packs=PACKS)
    inv = empty_handed(g, 0, where=where)
    inv.money = money
    C.gain_special(g, inv, GANG, "the Woods")
    card = C.has_card(g, inv, GANG)
    assert card
    return g, inv, card


def upkeep(g):
    run_step(g, "upkeep.inv", who=0)


def larceny_offered(g) -> bool:
    return g.choice is not None and g.choice.kind == "upkeep" and any(LARCENY in x for x in labels(g))


@covers(GANG)
def test_in_a_street_the_member_may_roll_or_not():
    """'You may roll': offered among the Upkeep abilities; declining rolls nothing."""
    g, inv, card = member()
    upkeep(g)
    assert larceny_offered(g)
    answer(g, "Go on to adjusting skills")
    assert g.choice.kind == "sliders" and inv.money == 3 and card not in inv.exhausted


@covers(GANG)
def test_not_offered_in_a_location():
    """'If you are in a street area': at a location the card does nothing."""
    g, inv, card = member(where=STORE)
    upkeep(g)
    assert not larceny_offered(g)


@covers(GANG)
def test_a_4_or_5_picks_a_pocket_for_2_dollars_once_per_upkeep():
    g, inv, card = member()
    upkeep(g)
    rig(g, 5)
    answer(g, LARCENY)
    assert inv.money == 5 and card in inv.exhausted
    assert g.choice.kind == "sliders"  # once each Upkeep: not offered again
    upkeep(g)  # the next Upkeep refreshes it
    assert larceny_offered(g)


@covers(GANG)
def test_a_6_takes_the_top_common_item():
    g, inv, card = member()
    top = g.state.decks["common"][0]
    upkeep(g)
    rig(g, 6)
    answer(g, LARCENY)
    assert top in inv.cards and inv.money == 3


@covers(GANG)
def test_a_2_or_3_finds_nothing():
    g, inv, card = member()
    before = list(inv.cards)
    upkeep(g)
    rig(g, 3)
    answer(g, LARCENY)
    assert inv.money == 3 and inv.cards == before and inv.where == STREETS


@covers(GANG)
def test_a_1_gets_the_member_arrested():
    """Caught: arrested (base p.16: to the jail cell, half the money lost, the next turn lost)."""
    g, inv, card = member(money=5)
    upkeep(g)
    rig(g, 1)
    answer(g, LARCENY)
    assert inv.jailed and inv.where == "base:arkham/police_station"
    assert inv.money == 3 and inv.lose_turn == g.state.turn + 1
    assert "is arrested" in log_text(g)
    assert C.has_card(g, inv, GANG)  # still a member


def test_never_in_the_final_battle():
    g, inv, card = member()
    g.state.awakened = True
    upkeep(g)
    assert not larceny_offered(g)
