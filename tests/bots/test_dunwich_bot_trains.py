"""The heuristic bot with the Dunwich board: it rides the train between towns (DH p.5
"traveling between towns": $1 and one movement point from a depot to a depot of another
town) when its target lies in the other town and the ride is worth the fare; it uses the
Dunwich location abilities when they are worth more than an encounter, weighs the Injury and
Madness cards an encounter deals or cures (DH p.6), and answers Harney's trade."""

from __future__ import annotations

from arkham.bots.heuristic import HeuristicBot
from arkham.rules.classic import core as C
from arkham.testing import bot_moves, empty_handed, give, open_gate, put, quiet_game, run_step, start_encounter

PACKS = ("base", "dunwich")
JOE = "base:joe_diamond"
STATION = "base:arkham/train_station"
BRIDGE = "dunwich:dunwich/bishops_brook_bridge"
GARDNERS = "dunwich:dunwich/gardners_place"
NEWSPAPER = "base:arkham/newspaper"


def joe_by_the_train(money: int, where: str = STATION):
    g = quiet_game([JOE], ancient_one="base:yig", packs=PACKS)
    inv = empty_handed(g, sliders=(1, 1, 1), money=money, where=where)
    inv.sanity, inv.stamina = C.max_sanity(g, inv), C.max_stamina(g, inv)
    open_gate(g, GARDNERS, "base:world/the_dreamlands")
    return g, inv


def test_the_bot_rides_the_train_to_a_gate_in_dunwich():
    g, inv = joe_by_the_train(money=2)
    path = bot_moves(g, HeuristicBot(0))
    assert path[0] == f"train:{BRIDGE}"
    assert inv.where == GARDNERS and inv.money == 1  # the ride, Village Commons, Blasted Heath, the gate


def test_the_bot_keeps_its_last_dollar_for_the_ride_back():
    g, inv = joe_by_the_train(money=1)
    path = bot_moves(g, HeuristicBot(0))
    assert not any(a.startswith("train:") for a in path)
    # the gate out of reach, he stays in Arkham (with nothing else to do, bound for a good encounter)
    assert inv.where.startswith("base:arkham/") and inv.money == 1


def test_a_clue_token_at_hand_comes_before_the_ride():
    g, inv = joe_by_the_train(money=2)
    g.state.clues_on[NEWSPAPER] = 1
    path = bot_moves(g, HeuristicBot(0))
    assert not any(a.startswith("train:") for a in path)
    assert inv.where == NEWSPAPER and inv.money == 2


def test_the_bot_rides_back_from_dunwich_to_a_gate_in_arkham():
    g, inv = joe_by_the_train(money=1, where=BRIDGE)
    g.state.gates.clear()
    open_gate(g, "base:arkham/woods", "base:world/the_dreamlands")
    path = bot_moves(g, HeuristicBot(0))
    assert path[0] == f"train:{STATION}" and inv.money == 0
    assert inv.where != BRIDGE and not inv.where.startswith("dunwich:")


def test_the_bot_uses_a_dunwich_location_ability_worth_more_than_an_encounter():
    """Harney Jones' Shack (Hospitality, 1 Sanity or Stamina) for a hurt investigator; a
    healthy one has the encounter instead."""
    g, inv = joe_by_the_train(money=2)
    put(g, 0, "dunwich:dunwich/harney_jones_shack")
    inv.stamina = 1
    run_step(g, "arkham.inv", who=0)
    assert g.choice.kind == "encounter" and "special:ability" in [o.id for o in g.choice.options]
    assert HeuristicBot(0).choose(g) == "special:ability"
    g, inv = joe_by_the_train(money=2)
    put(g, 0, "dunwich:dunwich/harney_jones_shack")
    run_step(g, "arkham.inv", who=0)
    assert HeuristicBot(0).choose(g) == "encounter"


def test_the_bot_weighs_a_madness_card_against_the_find():
    """Blasted Heath 7 at Gardners' Place: a Skill for a Madness card is declined; the
    statue of yourself (gate_16, Another Time) cures a held Madness card."""
    g, inv = joe_by_the_train(money=2)
    put(g, 0, GARDNERS)
    g.state.gates.clear()
    start_encounter(g, 0, GARDNERS, "dunwich:blasted_heath_7")
    assert g.choice.kind == "may"
    assert HeuristicBot(0).choose(g) == "no"
    g, inv = joe_by_the_train(money=2)
    give(g, 0, "dunwich:xenophobia")
    inv.where, inv.stage = "dunwich:world/another_time", 1
    deck = g.state.decks["gate"]
    deck.remove("dunwich:gate_16")
    deck.insert(0, "dunwich:gate_16")
    run_step(g, "otherworld.inv", who=0)
    assert g.choice.kind == "may"
    assert HeuristicBot(0).choose(g) == "yes"


def test_the_bot_trades_a_weak_item_with_harney_and_keeps_a_strong_one():
    g, inv = joe_by_the_train(money=2)
    put(g, 0, "dunwich:dunwich/harney_jones_shack")
    g.state.gates.clear()
    give(g, 0, "base:tommy_gun")
    start_encounter(g, 0, inv.where, "dunwich:blasted_heath_8")
    assert g.choice.kind == "trade" and HeuristicBot(0).choose(g) == "no"
    g, inv = joe_by_the_train(money=2)
    put(g, 0, "dunwich:dunwich/harney_jones_shack")
    g.state.gates.clear()
    give(g, 0, "base:tommy_gun")
    map_ = give(g, 0, "base:map_of_arkham")
    start_encounter(g, 0, inv.where, "dunwich:blasted_heath_8")
    assert HeuristicBot(0).choose(g) == f"trade:{map_}"
