"""Bast, Protector of Cats (KH p.10 "Herald/Guardian" variant; Bast's sheet): feeding the stray
cats for a Bast token, the token's Focus at the start of each turn, monsters kept from its
holder during the Mythos Phase, and the Beloved of Bast / Nine Lives cards given when The
Story Continues... is drawn (card texts: Upkeep, gain 1 Sanity or 1 Stamina; never devoured
unless you allow it; both discarded when the Ancient One awakens)."""

from __future__ import annotations

import random

import pytest

import arkham
from arkham.rules.classic import core as C
from arkham.rules.classic.turn import focus_left
from arkham.testing import (
    answer,
    empty_handed,
    give,
    labels,
    log_text,
    play_checked,
    put,
    put_monster,
    quiet_game,
    run_step,
)
from helpers.coverage_marks import covers

PACKS = ("base", "kingsport")
BAST = "kingsport:bast"
BELOVED = "kingsport:beloved_of_bast"
NINE = "kingsport:nine_lives"
STREET = "base:arkham/northside_streets"


def bast_game(players=("base:amanda_sharpe", "base:bob_jenkins"), packs=PACKS):
    g = quiet_game(players, packs=packs)
    g.state.rules_data["sheets"] = {"guardian": BAST}
    g.state.rules_data["bast"] = {"holders": []}
    return g


def token(g, seat):
    g.state.rules_data["bast"]["holders"].append(g.state.investigators[seat].id)


def holders(g):
    return g.state.rules_data["bast"]["holders"]


@covers(BAST)
def test_bast_is_set_up_with_her_tokens_and_offered_at_random():
    """Bast's sheet: chosen at setup (by name or among the Guardians at random), her tokens
    and the Beloved of Bast cards lie by the sheet."""
    g = arkham.new_game(seed=4, ancient_one="base:yig", investigators=1, packs=list(PACKS), sheets={"guardian": "bast"})
    assert g.state.rules_data["bast"] == {"holders": []}
    assert g.state.decks[BELOVED] and g.state.decks[NINE]
    drawn = {
        arkham.new_game(
            seed=s, ancient_one="base:yig", investigators=1, packs=list(PACKS), sheets={"guardian": "random"}
        ).state.rules_data["sheets"]["guardian"]
        for s in range(12)
    }
    assert BAST in drawn and "kingsport:hypnos" in drawn


@covers(BAST)
def test_feeding_the_stray_cats_in_a_street_costs_two_dollars_for_a_token():
    """Protector of Cats: in a street during the Arkham Encounters Phase, $2 feeds the cats
    and he takes a Bast token."""
    g = bast_game()
    inv = empty_handed(g, 0, money=3, where=STREET)
    run_step(g, "arkham.inv", who=0)
    answer(g, "Feed the stray cats")
    assert inv.money == 1 and holders(g) == [inv.id]
    from arkham.rules.kingsport.guardians import marks

    assert marks(g) == {"seat:0": ["Bast token"]}  # shown on his sheet
    run_step(g, "arkham.inv", who=0)  # one token at most
    assert not any("Feed" in x for x in labels(g))


def test_the_cats_are_fed_only_in_a_street_with_two_dollars_and_a_token_left():
    g = bast_game()
    empty_handed(g, 0, money=1, where=STREET)
    run_step(g, "arkham.inv", who=0)
    assert not any("Feed" in x for x in labels(g))
    g = bast_game()
    empty_handed(g, 0, money=5, where="base:arkham/woods")
    run_step(g, "arkham.inv", who=0)
    assert not any("Feed" in x for x in labels(g))
    g = bast_game()
    empty_handed(g, 0, money=5, where=STREET)
    holders(g).extend(f"someone_{i}" for i in range(8))  # tokens of investigators no longer in play
    token(g, 1)
    run_step(g, "arkham.inv", who=0)
    assert any("Feed" in x for x in labels(g))  # those are back by the sheet
    without = quiet_game(packs=PACKS)
    empty_handed(without, 0, money=5, where=STREET)
    run_step(without, "arkham.inv", who=0)
    assert not any("Feed" in x for x in labels(without))  # Bast not in play


@covers(BAST)
def test_a_bast_token_costs_all_of_his_focus_at_the_start_of_his_turn():
    """Protector of Cats: at the start of each turn an investigator with a Bast token spends all
    of his Focus (no slider moves) or discards the token."""
    g = bast_game()
    inv = g.state.investigators[0]
    token(g, 0)
    run_step(g, "upkeep.inv", who=0)
    assert g.choice.kind == "bast"
    answer(g, "Spend all of her Focus")  # Amanda Sharpe
    assert holders(g) == [inv.id] and focus_left(g, inv) == 0
    g = bast_game()
    inv = g.state.investigators[0]
    token(g, 0)
    run_step(g, "upkeep.inv", who=0)
    answer(g, "Discard the Bast token")
    assert holders(g) == [] and focus_left(g, inv) > 0


def test_with_no_focus_left_the_token_is_discarded():
    g = bast_game()
    g.state.investigators[0]
    token(g, 0)
    g.state.counters["no_focus:0"] = g.state.turn
    run_step(g, "kingsport.bast_focus", who=0)
    assert holders(g) == [] and "no Focus left" in log_text(g)


def mythos_move(g, white=(), black=()):
    g.state.phase = "mythos"
    run_step(g, "mythos.move", who=-1, white=list(white), black=list(black), i=0, fliers=False)


@covers(BAST)
def test_a_monster_does_not_enter_the_area_of_a_token_holder_in_the_mythos_phase():
    """Guardian of the Home: during the Mythos Phase a monster that would enter the area of an
    investigator with a Bast token remains where it is."""
    g = bast_game()
    here = "base:arkham/the_witch_house"
    street = g.content.areas[here].white
    put(g, 0, street)
    token(g, 0)
    m = put_monster(g, "base:zombie", here)  # a normal mover, on the white arrow to the street
    mythos_move(g, white=[C.monster_def(g, m).symbol])
    assert g.state.monsters[m] == here
    g = bast_game()
    put(g, 0, street)  # no token: it comes
    m = put_monster(g, "base:zombie", here)
    mythos_move(g, white=[C.monster_def(g, m).symbol])
    assert g.state.monsters[m] == street


def test_a_flier_does_not_swoop_on_a_token_holder():
    g = bast_game(players=["base:amanda_sharpe"])
    put(g, 0, STREET)
    token(g, 0)
    m = put_monster(g, "base:byakhee", C.SKY)
    mythos_move(g, white=[C.monster_def(g, m).symbol])
    assert g.state.monsters[m] == C.SKY and "stays at" in log_text(g)


def test_the_token_does_not_hold_monsters_back_outside_the_mythos_phase():
    from arkham.rules.kingsport.bast import guards_home

    g = bast_game()
    put(g, 0, STREET)
    token(g, 0)
    g.state.phase = "mythos"
    assert guards_home(g, "base:zombie#1", STREET)
    g.state.phase = "arkham"
    assert not guards_home(g, "base:zombie#1", STREET)


def story_on_top(g):
    deck = g.state.decks["mythos"]
    story = next(c for c in deck if C.base_id(c) == "base:the_story_continues")
    deck.remove(story)
    deck.insert(0, story)
    g.state.phase = "mythos"
    run_step(g, "mythos.phase", who=-1, phase=True, extra=True)


@covers(BAST, BELOVED, NINE)
def test_the_story_continues_gives_a_first_player_with_a_token_the_beloved_of_bast():
    """Bast's Favour: when The Story Continues... is drawn, the first player with a Bast token
    discards it and takes Beloved of Bast, and Nine Lives with it."""
    g = bast_game()
    first = g.state.investigators[g.state.first]
    token(g, g.state.first)
    story_on_top(g)
    assert holders(g) == []
    assert C.has_card(g, first, BELOVED) and C.has_card(g, first, NINE)


@covers(BAST)
def test_foolishness_earns_bast_s_favour_too_but_not_a_second_time():
    """Bast's Favour: the Foolishness Ally serves as a token; nothing is given while someone
    holds the cards."""
    g = bast_game()
    first = g.state.investigators[g.state.first]
    give(g, g.state.first, "kingsport:foolishness")
    story_on_top(g)
    assert C.has_card(g, first, BELOVED)
    other = g.state.investigators[1 - g.state.first]
    g.state.first = other.seat
    token(g, other.seat)
    story_on_top(g)
    assert not C.has_card(g, other, BELOVED) and holders(g) == [other.id]


def test_without_a_token_the_first_player_gets_nothing():
    g = bast_game()
    token(g, 1 - g.state.first)  # the other investigator's token does not count
    story_on_top(g)
    assert not any(C.has_card(g, i, BELOVED) for i in g.state.investigators)


@covers(BELOVED)
def test_beloved_of_bast_heals_one_point_each_upkeep_and_leaves_at_the_awakening():
    """Beloved of Bast: Upkeep, gain 1 Sanity or 1 Stamina; discarded if the Ancient One awakens."""
    g = bast_game()
    inv = empty_handed(g, 0)
    give(g, 0, BELOVED)
    give(g, 0, NINE)
    inv.sanity -= 2
    run_step(g, "upkeep.inv", who=0)
    answer(g, "Beloved of Bast")
    answer(g, "Gain 1 Sanity")
    assert inv.sanity == C.max_sanity(g, inv) - 1
    assert not any("Beloved of Bast" in x for x in labels(g))  # once each Upkeep
    g.state.stack = [{"k": "halt"}]
    run_step(g, "battle.start", who=-1)
    assert not C.has_card(g, inv, BELOVED) and not C.has_card(g, inv, NINE)


def devour(g, seat=0):
    run_step(g, "fx", who=seat, seat=seat, i=0, ctx={}, ops=[{"op": "devoured"}])


@covers(NINE)
def test_nine_lives_asks_before_he_is_devoured():
    """Nine Lives: while he has it he cannot be devoured unless he chooses to allow it."""
    g = bast_game()
    inv = empty_handed(g, 0, where="base:arkham/woods")
    give(g, 0, NINE)
    devour(g)
    assert g.choice.kind == "devour_ward"
    answer(g, "Refuse")
    assert g.state.investigators[0] is inv and inv.where == "base:arkham/woods" and C.has_card(g, inv, NINE)
    devour(g)
    answer(g, "Allow it")
    assert "refuses to be devoured" in log_text(g) and not C.has_card(g, inv, NINE)
    assert g.state.investigators[0] is not inv or inv.eliminated


def test_nine_lives_at_zero_sanity_and_stamina_leaves_him_insane_instead():
    g = bast_game()
    inv = empty_handed(g, 0, where="base:arkham/woods")
    give(g, 0, NINE)
    inv.sanity = inv.stamina = 0
    run_step(g, "status.check_out", who=0)
    answer(g, "Refuse")
    assert inv.where == "base:arkham/arkham_asylum" and (inv.sanity, inv.stamina) == (1, 1)
    assert C.has_card(g, inv, NINE)


@pytest.mark.parametrize("seed", range(4))
def test_random_games_with_bast_end_with_the_invariants(seed):
    """Seeded random games with Bast in play (and a Herald besides in half) run to their end
    with the invariants; no more than eight tokens are ever held."""
    sheets = {"guardian": "bast", "herald": "random"} if seed % 2 else {"guardian": "bast"}
    g = arkham.new_game(seed=seed, investigators=1 + seed % 4, packs=list(PACKS), sheets=sheets)
    play_checked(g, random.Random(seed))
    assert len(g.state.rules_data["bast"]["holders"]) <= 8


def test_the_bots_keep_their_nine_lives_and_their_token_in_town():
    """The heuristic bot refuses to be devoured, feeds the cats with money to spare and keeps
    its token in a town."""
    from arkham.bots import HeuristicBot

    g = bast_game()
    inv = empty_handed(g, 0, money=5, where=STREET)
    run_step(g, "arkham.inv", who=0)
    assert HeuristicBot(1).choose(g) == "bast:feed"
    token(g, 0)
    run_step(g, "kingsport.bast_focus", who=0)
    assert HeuristicBot(1).choose(g) == "keep"
    inv.where, inv.stage = "base:world/yuggoth", 1
    run_step(g, "kingsport.bast_focus", who=0)
    assert HeuristicBot(1).choose(g) == "discard"
    g = bast_game()
    inv = empty_handed(g, 0, where="base:arkham/woods")
    give(g, 0, NINE)
    devour(g)
    assert HeuristicBot(1).choose(g) == "refuse"


@pytest.mark.parametrize("seed", range(2))
def test_the_heuristic_bot_plays_a_game_with_bast_to_its_end(seed):
    from arkham.bots import HeuristicBot
    from arkham.testing import play_bot

    g = arkham.new_game(seed=seed, investigators=3, packs=list(PACKS), sheets={"guardian": "bast"})
    bot = HeuristicBot(seed)
    bot.strict = True  # a choice it does not know fails the test instead of a random answer
    play_bot(g, bot)
    assert g.is_over
