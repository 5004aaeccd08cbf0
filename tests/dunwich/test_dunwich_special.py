"""Scenario tests for the Dunwich Horror special cards: the Rail Pass (DH p.3, p.5 traveling
between towns), the Sheldon Gang Membership (DH p.3), and the Condition cards (DH p.6:
face down at the start, active once turned face up, exhausted by turning it sideways,
refreshed in the Upkeep, inactive again only when turned face down)."""

from __future__ import annotations

import arkham
import pytest
from helpers.coverage_marks import covers
from helpers.dunwich_games import dunwich_game

from arkham.errors import ContentError
from arkham.rules.classic import core as C
from arkham.testing import answer, empty_handed, labels, rig
from arkham.testing import run_step as _run_step

PACKS = ("base", "dunwich")
RAIL = "dunwich:rail_pass"
GANG = "dunwich:sheldon_gang_membership"
DARKE = "dunwich:darkes_blessing"
STATION = "base:arkham/train_station"
BRIDGE = "dunwich:dunwich/bishops_brook_bridge"


def run(g, name, **params):
    g.state.stack[:] = []
    return _run_step(g, name, **params)


def ops(g, *o, seat=0):
    return run(g, "fx", who=seat, seat=seat, ops=list(o), i=0, ctx={})


def finished(g):
    return g.choice is not None and g.choice.kind == "halt"


def trains(g):
    return [x for x in labels(g) if x.startswith("Take the train")]


# ------------------------------------------------------------------ the Rail Pass
@covers(RAIL)
def test_an_encounter_gives_a_rail_pass_once():
    g = dunwich_game()
    inv = empty_handed(g)
    ops(g, {"op": "special", "card": RAIL})
    ops(g, {"op": "special", "card": RAIL})
    assert [C.base_id(c) for c in inv.cards] == [RAIL]  # one of each special card (base p.23)
    assert len(g.state.decks[RAIL]) == 7


@covers(RAIL)
def test_the_rail_pass_pays_the_train_fare():
    g = dunwich_game()
    inv = empty_handed(g, money=0, where=STATION)
    run(g, "move", who=0, pts=2, full=2, start=STATION)
    assert trains(g) == []  # no dollar, no ticket
    ops(g, {"op": "special", "card": RAIL})
    run(g, "move", who=0, pts=2, full=2, start=STATION)
    assert trains(g) == [
        "Take the train to Bishop's Brook Bridge in Dunwich (1 movement, fare paid by the Rail Pass; 2 left)"
    ]
    answer(g, "Take the train")
    assert inv.where == BRIDGE and inv.money == 0
    inv.money = 3
    assert trains(g) == ["Take the train to Train Station in Arkham (1 movement, fare paid by the Rail Pass; 1 left)"]
    answer(g, "Take the train")
    assert inv.where == STATION and inv.money == 3


# ------------------------------------------------------------------ the Sheldon Gang
@covers(GANG)
def test_a_sheldon_gang_membership_is_gained_once_and_encounters_know_the_member():
    """The Woods encounters (DH p.3): trophies spent, a Membership taken; other encounters
    then ask whether the investigator is a member."""
    g = dunwich_game()
    inv = empty_handed(g, money=0)
    inv.gate_trophies = ["base:world/abyss#1"]
    recruit = {
        "op": "if",
        "cond": {"gate_trophies": 1},
        "then": [{"op": "spend_trophies", "gates": 1}, {"op": "special", "card": GANG}],
    }
    con = {"op": "if", "cond": {"has_card": GANG}, "then": [{"op": "gain", "what": "money", "n": 4}]}
    ops(g, con)
    assert inv.money == 0
    ops(g, recruit)
    if not finished(g):
        answer(g, "Abyss")
    assert C.has_card(g, inv, GANG) and inv.gate_trophies == []
    ops(g, {"op": "special", "card": GANG})
    assert sum(1 for c in inv.cards if C.base_id(c) == GANG) == 1
    ops(g, con)
    assert inv.money == 4


@covers(GANG)
def test_the_membership_asks_for_no_upkeep_roll_and_stays():
    g = dunwich_game()
    inv = empty_handed(g)
    ops(g, {"op": "special", "card": GANG})
    for _ in range(2):
        run(g, "upkeep.inv", who=0)
        while not finished(g) and g.choice.kind != "sliders":
            answer(g, g.choice.options[0].label)
    assert C.has_card(g, inv, GANG) and g.state.rig == []


# ------------------------------------------------------------------ Condition cards
def failed_check(g, seat=0):
    inv = g.state.investigators[seat]
    inv.clues = 0
    n = C.skill_value(g, inv, "luck")
    rig(g, *([1] * n))
    run(g, "check", who=seat, skill="luck", mod=0, diff=1, kind=None, bonus=0, matters=False, why="test")
    return n


@covers(DARKE)
def test_a_condition_is_face_down_and_inactive_at_the_start():
    g = arkham.new_game(seed=2, investigators=["base:amanda_sharpe"], packs=list(PACKS), ancient_one="base:yig")
    assert not [k for k in g.state.counters if k.startswith("condition")]
    assert not any(C.base_id(c) == DARKE for i in g.state.investigators for c in i.cards)
    g = dunwich_game()
    empty_handed(g)
    failed_check(g)
    assert finished(g)  # nothing offered: it is face down


@covers(DARKE)
def test_darkes_blessing_turned_up_lets_any_investigator_reroll_a_failed_check_once_a_turn():
    g = dunwich_game(2)
    empty_handed(g, 0)
    empty_handed(g, 1)
    ops(g, {"op": "condition", "card": DARKE, "face": "up"})
    assert "Darke's Blessing is turned face up" in g.state.log[-1][1]
    n = failed_check(g, seat=1)
    assert labels(g) == ["Darke's Blessing: exhaust it to roll the check again", "Keep the result (0 successes)"]
    rig(g, *([6] + [1] * (n - 1)))
    answer(g, "Darke's Blessing")
    assert g.state.stack[-1]["ret"] == [True, 1]
    failed_check(g, seat=0)  # sideways: used for this turn, by anyone
    assert finished(g)
    g.state.turn += 1  # the next turn opens with its Upkeep
    failed_check(g, seat=0)
    assert labels(g)[0].startswith("Darke's Blessing")


@covers(DARKE)
def test_darkes_blessing_is_not_offered_for_a_check_that_passed():
    g = dunwich_game()
    inv = empty_handed(g)
    ops(g, {"op": "condition", "card": DARKE, "face": "up"})
    n = C.skill_value(g, inv, "luck")
    rig(g, *([6] * n))
    run(g, "check", who=0, skill="luck", mod=0, diff=1, kind=None, bonus=0, matters=True, why="test")
    assert not [x for x in labels(g) if x.startswith("Darke's Blessing")]


@covers(DARKE)
def test_a_condition_turned_face_down_is_inactive_again():
    g = dunwich_game()
    empty_handed(g)
    ops(g, {"op": "condition", "card": DARKE, "face": "up"})
    ops(g, {"op": "condition", "card": DARKE, "face": "down"})
    failed_check(g)
    assert finished(g)
    assert "no longer active" in g.state.log[-3][1] or "no longer active" in "\n".join(e[1] for e in g.state.log)


@pytest.mark.parametrize(
    "bad,error",
    [
        ("{op: condition, card: dunwich:no_such_condition, face: up}", "unknown card 'dunwich:no_such_condition'"),
        ("{op: condition, card: dunwich:rail_pass, face: up}", "unknown Condition card 'dunwich:rail_pass'"),
        ("{op: condition, card: dunwich:darkes_blessing, face: sideways}", "unknown side \\(up or down\\) 'sideways'"),
    ],
)
def test_a_bad_condition_op_fails_loading(tmp_path, bad, error):
    import shutil

    import arkham.rules.dunwich.special_cards  # noqa: F401  (registers the op)
    from arkham.content.loader import CONTENT_ROOT, Content, load_pack
    from arkham.content.validate_effects import check_effects

    root = tmp_path / "packs"
    for p in PACKS:
        shutil.copytree(CONTENT_ROOT / p, root / p)
    f = root / "dunwich" / "monsters.yaml"
    old = "{op: gain, what: money, n: 5}"
    assert old in f.read_text()
    f.write_text(f.read_text().replace(old, bad, 1))
    c = Content(packs=PACKS)
    load_pack("base", c, root)
    load_pack("dunwich", c, root)
    with pytest.raises(ContentError, match=error):
        check_effects(c)


# ------------------------------------------------------------ Rare Book Collection
LIBRARY = "base:arkham/library"
BOOKS = "dunwich:rare_book_collection"


@covers(BOOKS)
def test_rare_book_collection_gives_the_library_an_ability_while_face_up():
    g = dunwich_game()
    inv = empty_handed(g, where=LIBRARY, clues=0)
    inv.sanity = 3
    hand_duke = C.find_in_deck(g, "ally", "base:duke") or next(c for c in g.state.box if C.base_id(c) == "base:duke")
    if hand_duke in g.state.box:
        g.state.box.remove(hand_duke)
    inv.cards.append(hand_duke)  # an Any Phase card, so the menu is shown
    run(g, "arkham.inv", who=0)
    assert not [x for x in labels(g) if x.startswith("Rare Book Collection")]
    ops(g, {"op": "condition", "card": BOOKS, "face": "up"})
    run(g, "arkham.inv", who=0)
    answer(g, "Rare Book Collection: lose 1 Sanity to gain 1 Clue token")
    assert (inv.sanity, inv.clues) == (2, 1) and finished(g)  # instead of an encounter: no card drawn


# ------------------------------------------------------------ Coded Messages
CODED = "dunwich:coded_messages"


def two_on_a_street(g):
    amanda = empty_handed(g, 0, clues=2, money=0, where="base:arkham/rivertown_streets")
    joe = empty_handed(g, 1, clues=0, money=0, where="base:arkham/rivertown_streets")
    return amanda, joe


@covers(CODED)
def test_coded_messages_lets_clue_tokens_be_traded_in_the_movement_phase():
    g = dunwich_game(2)
    amanda, joe = two_on_a_street(g)
    g.state.phase = "movement"
    run(g, "move", who=0, pts=0, full=0, start=amanda.where)
    assert finished(g)  # face down: nothing to trade, nothing to ask
    ops(g, {"op": "condition", "card": CODED, "face": "up"})
    run(g, "move", who=0, pts=0, full=0, start=amanda.where)
    answer(g, "Trade with Joe Diamond")
    answer(g, "Give 1 Clue token")
    answer(g, "Done trading")
    assert (amanda.clues, joe.clues) == (1, 1)


@covers(CODED)
def test_coded_messages_is_for_the_movement_phase_only():
    g = dunwich_game(2)
    amanda, joe = two_on_a_street(g)
    ops(g, {"op": "condition", "card": CODED, "face": "up"})
    g.state.phase = "encounter"
    run(g, "trade", who=0, partner=1)
    assert finished(g) and (amanda.clues, joe.clues) == (2, 0)


@covers(DARKE)
def test_the_terminal_shows_the_conditions_face_up():
    from arkham.tui.render import conditions_up

    g = dunwich_game()
    empty_handed(g)
    assert conditions_up(g) == []
    ops(g, {"op": "condition", "card": DARKE, "face": "up"})
    assert conditions_up(g) == [("Darke's Blessing", False)]
    n = failed_check(g)
    rig(g, *([1] * n))
    answer(g, "Darke's Blessing")
    assert conditions_up(g) == [("Darke's Blessing", True)]


@covers(DARKE)
def test_darkes_blessing_refreshes_each_round_of_the_final_battle():
    """Each round of the final battle opens with a refresh (base p.22, FAQ)."""
    g = dunwich_game()
    empty_handed(g)
    ops(g, {"op": "condition", "card": DARKE, "face": "up"})
    g.state.awakened = True
    g.state.battle = {"round": 1, "tally": 0, "total": 0}
    n = failed_check(g)
    rig(g, *([1] * n))
    answer(g, "Darke's Blessing")
    failed_check(g)
    assert finished(g)  # exhausted for this round
    g.state.battle["round"] = 2
    failed_check(g)
    assert labels(g)[0].startswith("Darke's Blessing")


# ------------------------------------------------------------ Velma's Gratitude
VELMA = "dunwich:velmas_gratitude"
DINER = "base:arkham/velmas_diner"


def velma_card(g, words):
    """The Easttown card whose Velma's Diner entry says ``words``; the deck is left with it alone."""
    for card in g.content.locations.values():
        for e in card.entries:
            if e.at == DINER and words in e.summary:
                g.state.decks[f"loc:{g.content.areas[DINER].neighborhood}"] = [card.id]
                return card.id
    raise AssertionError(words)


@covers(VELMA)
def test_velmas_gratitude_serves_the_biggest_meal_for_nothing():
    g = dunwich_game()
    inv = empty_handed(g, money=0, where=DINER)
    inv.stamina = 1
    velma_card(g, "Order a meal")
    run(g, "encounter.location", who=0, area=DINER)
    assert labels(g) == ["Order nothing"]  # face down: no money, no meal
    ops(g, {"op": "condition", "card": VELMA, "face": "up"})
    run(g, "encounter.location", who=0, area=DINER)
    assert "Pay $6" in labels(g)
    answer(g, "Pay $6")
    answer(g, "3 Stamina + 3 Sanity")
    assert inv.money == 0 and inv.stamina == 4


@covers(VELMA)
def test_velmas_gratitude_ignores_money_lost_at_the_diner_only():
    g = dunwich_game()
    inv = empty_handed(g, money=5, where=DINER)
    ops(g, {"op": "condition", "card": VELMA, "face": "up"})
    card = next(iter(g.content.locations))
    lose = [{"op": "lose", "what": "money", "n": 3}]
    run(g, "fx", who=0, seat=0, ops=lose, i=0, ctx={"area": DINER, "card": card})
    assert inv.money == 5
    run(g, "fx", who=0, seat=0, ops=lose, i=0, ctx={"area": "base:arkham/police_station", "card": card})
    assert inv.money == 2
    ops(g, {"op": "condition", "card": VELMA, "face": "down"})
    run(g, "fx", who=0, seat=0, ops=lose, i=0, ctx={"area": DINER, "card": card})
    assert inv.money == 0


# ------------------------------------------------------------ the bots
@covers(DARKE)
def test_the_bot_rolls_again_with_darkes_blessing_before_spending_clues():
    from arkham.bots.heuristic import HeuristicBot

    g = dunwich_game()
    inv = empty_handed(g)
    ops(g, {"op": "condition", "card": DARKE, "face": "up"})
    inv.clues = 3
    bot = HeuristicBot(1)
    bot.strict = True
    rig(g, *([1] * C.skill_value(g, inv, "luck")))
    run(g, "check", who=0, skill="luck", mod=0, diff=1, kind=None, bonus=0, matters=False, why="test")
    assert "Spend a Clue token to roll 1 more die" in labels(g)
    assert bot.choose(g) == f"condition:{DARKE}"
