"""The North Point Lighthouse's ability The White Ship and the Strange High House in the
Mist's Otherworldly (board texts: instead of an encounter, spend 10 toughness of monster
trophies, 2 gate trophies, or 5 toughness and 1 gate trophy for the Captain of the White
Ship / the Changed card), and the Captain of the White Ship's cards (card texts: never
delayed in Other Worlds; discarded with The White Ship if lost in time and space; The
White Ship: Movement, in a town or an Other World, sail to the first area of any Other
World instead of moving, no gate needed). KH p.3 components: the Captain of the White
Ship and Changed cards are acquired at these two locations."""

from __future__ import annotations

from arkham.content.loader import load_content
from arkham.rules.classic import core as C
from arkham.testing import answer, card_names, empty_handed, give, labels, log_text, put_monster, quiet_game, run_step
from helpers.coverage_marks import covers

PACKS = ("base", "kingsport")
LIGHTHOUSE = "kingsport:kingsport/north_point_lighthouse"
HIGH_HOUSE = "kingsport:kingsport/strange_high_house"
CAPTAIN = "kingsport:captain_of_the_white_ship"
SHIP = "kingsport:the_white_ship"
DREAMLANDS = "base:world/the_dreamlands"


def gate_trophies(g, inv, n):
    for _ in range(n):
        inv.gate_trophies.append(g.state.gate_pile.pop(0))


def at(where, gates=0):
    g = quiet_game(["base:amanda_sharpe"], packs=PACKS)
    inv = empty_handed(g, 0, money=0, clues=0, where=where)
    gate_trophies(g, inv, gates)
    return g, inv


@covers(LIGHTHOUSE, CAPTAIN, SHIP)
def test_the_white_ship_sells_the_captaincy_for_two_gate_trophies():
    """North Point Lighthouse, The White Ship: instead of an encounter, 2 gate trophies buy
    the Captain of the White Ship, and The White Ship comes with it."""
    g, inv = at(LIGHTHOUSE, gates=2)
    pile = len(g.state.gate_pile)
    run_step(g, "arkham.inv", who=0)
    answer(g, "The White Ship")
    answer(g, "Spend 2 gate trophies")
    assert card_names(g, inv) == ["Captain of the White Ship", "The White Ship"]
    assert inv.gate_trophies == [] and len(g.state.gate_pile) == pile + 2
    assert "has an encounter" not in log_text(g)


def test_the_white_ship_is_not_offered_without_the_price_or_once_the_captain_is_taken():
    g, inv = at(LIGHTHOUSE, gates=1)
    run_step(g, "arkham.inv", who=0)
    assert not any("White Ship" in x for x in labels(g))
    g, inv = at(LIGHTHOUSE, gates=2)
    give(g, 0, CAPTAIN)  # he holds the only Captain card already
    run_step(g, "arkham.inv", who=0)
    assert not any("White Ship" in x for x in labels(g))


@covers(HIGH_HOUSE, "kingsport:changed")
def test_otherworldly_changes_an_investigator_for_five_toughness_and_a_gate_trophy():
    """Strange High House in the Mist, Otherworldly: 5 toughness of monster trophies and 1
    gate trophy buy the Changed card (The Great Seal comes with it); the monsters go back to
    the cup."""
    g, inv = at(HIGH_HOUSE, gates=1)
    for kind in ("base:gug", "base:dark_young"):  # toughness 3 each
        C.claim_trophy(g, inv, put_monster(g, kind, HIGH_HOUSE))
    assert sum(C.toughness(g, x) for x in inv.monster_trophies) >= 5
    run_step(g, "arkham.inv", who=0)
    answer(g, "Otherworldly")
    assert "Spend 2 gate trophies" not in labels(g)
    answer(g, "5 toughness of monster trophies and 1 gate trophy")
    while g.choice.kind == "trophy":
        g.apply(g.choice.options[0].id)
    assert card_names(g, inv) == ["Changed", "The Great Seal"]
    assert inv.gate_trophies == [] and inv.monster_trophies == []


def test_otherworldly_needs_the_cards_part():
    """The Changed card is a card of the part `cards`: the board alone has no Otherworldly."""
    assert load_content(("base", "kingsport:board")).areas[HIGH_HOUSE].ability is None
    assert load_content(PACKS).areas[HIGH_HOUSE].ability.name == "Otherworldly"


def captain(where, stage=0):
    g = quiet_game(["base:amanda_sharpe", "base:bob_jenkins"], packs=PACKS)
    inv = empty_handed(g, 0, money=0, clues=0, where=where)
    inv.stage = stage
    give(g, 0, CAPTAIN)
    give(g, 0, SHIP)
    return g, inv


@covers(SHIP)
def test_the_white_ship_sails_from_a_town_to_any_other_world_instead_of_moving():
    """The White Ship: in the Movement Phase in Arkham, sail to the first area of any Other
    World, no gate open to it; his movement is over (monsters here do not hold the ship)."""
    g, inv = captain("base:arkham/northside_streets")
    put_monster(g, "base:cultist", "base:arkham/northside_streets")
    assert not g.state.gates
    run_step(g, "movement.inv", who=0)
    answer(g, "Sail to the first area")
    assert g.choice.kind == "world"
    answer(g, "The Dreamlands")
    assert (inv.where, inv.stage, inv.delayed) == (DREAMLANDS, 1, False)
    assert g.choice.kind == "halt"  # nothing else of his movement is left
    assert "sails the White Ship to the first area of The Dreamlands" in log_text(g)


def test_the_white_ship_is_offered_only_before_any_step():
    g, inv = captain("base:arkham/northside_streets")
    run_step(g, "movement.inv", who=0)
    answer(g, "Move to")
    assert not any("Sail" in x for x in labels(g))


@covers(SHIP)
def test_the_white_ship_sails_from_an_other_world_instead_of_moving_on():
    """The White Ship: in an Other World, sail to the first area of another instead of
    moving on; he is not moved on to its second area the same phase."""
    g, inv = captain("base:world/yuggoth", stage=2)
    run_step(g, "movement.inv", who=0)
    answer(g, "Sail to the first area")
    answer(g, "The Dreamlands")
    assert (inv.where, inv.stage) == (DREAMLANDS, 1)
    assert g.choice.kind == "halt"


def test_without_the_ship_an_other_world_movement_goes_on_as_usual():
    g, inv = captain("base:world/yuggoth", stage=1)
    run_step(g, "movement.inv", who=0)
    answer(g, "Move on as usual")
    assert (inv.where, inv.stage) == ("base:world/yuggoth", 2)


@covers(CAPTAIN)
def test_the_captain_is_never_delayed_in_an_other_world():
    """Captain of the White Ship: never delayed in Other World areas; in Arkham a delay holds."""
    g, inv = captain(DREAMLANDS, stage=1)
    run_step(g, "fx", who=0, seat=0, i=0, ctx={}, ops=[{"op": "stay_in_world"}])
    assert not inv.delayed and "is never delayed" in log_text(g)
    g, inv = captain("base:arkham/northside_streets")
    run_step(g, "fx", who=0, seat=0, i=0, ctx={}, ops=[{"op": "delayed"}])
    assert inv.delayed


@covers(CAPTAIN)
def test_a_gate_drawing_the_captain_in_does_not_delay_him():
    from arkham.rules.classic.status import enter_other_world
    from arkham.testing import open_gate

    g, inv = captain("base:arkham/woods")
    open_gate(g, "base:arkham/woods", DREAMLANDS)
    enter_other_world(g, inv, "base:arkham/woods", True, "test")
    assert inv.where == DREAMLANDS and not inv.delayed


@covers(CAPTAIN, SHIP)
def test_lost_in_time_and_space_the_captain_loses_both_cards():
    """Captain of the White Ship: if ever lost in time and space, discard it and The White Ship."""
    g, inv = captain(DREAMLANDS, stage=1)
    run_step(g, "fx", who=0, seat=0, i=0, ctx={}, ops=[{"op": "lost"}])
    assert inv.where == C.LOST and card_names(g, inv) == []
    assert g.state.decks[CAPTAIN] and g.state.decks[SHIP]


def test_the_bots_sail_to_the_world_of_an_open_gate_and_never_away_from_home():
    """The heuristic bot picks the Other World an open gate leads to, and in an Other World
    does not sail on to another one instead of going home."""
    from arkham.bots import HeuristicBot
    from arkham.testing import open_gate

    g, inv = captain("base:arkham/northside_streets")
    open_gate(g, "base:arkham/woods", "base:world/yuggoth")
    run_step(g, "kingsport.white_ship", who=0)
    assert HeuristicBot(1).choose(g) == "base:world/yuggoth"
    g, inv = captain("base:world/yuggoth", stage=1)
    run_step(g, "movement.inv", who=0)
    assert g.choice.kind == "other_world" and HeuristicBot(1).choose(g) == "go"
