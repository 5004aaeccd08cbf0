"""The Kingsport Ancient Ones (their sheets and the rulebook's clarifications, KH p.10
"New Ancient Ones"): Atlach-Nacha's Web Between Worlds, Eihort's Brood tokens, Y'Golonac's
Tomes and Yibb-Tstll's All-Seeing, with their worshippers, starts of battle and attacks."""

from __future__ import annotations

import io
import random

import pytest
from rich.console import Console

import arkham
from arkham.bots.heuristic import HeuristicBot
from arkham.rules.classic import core as C
from arkham.rules.classic.encounters import close_gate_at
from arkham.rules.dunwich import location_cards as _dunwich_search  # noqa: F401  (the step dunwich.pick_card run below)
from arkham.testing import (
    answer,
    empty_handed,
    give,
    labels,
    log_text,
    play_checked,
    put_monster,
    quiet_game,
    rig_monsters,
    run_step,
    start_combat,
)
from arkham.tui import render as R
from helpers.coverage_marks import covers

PACKS = ("base", "kingsport")
TWO = ["base:amanda_sharpe", "base:joe_diamond"]
ATLACH = "kingsport:atlach_nacha"
EIHORT = "kingsport:eihort"
YGOLONAC = "kingsport:y_golonac"
YIBB = "kingsport:yibb_tstll"
ISLE = "base:arkham/unvisited_isle"


def A(short: str) -> str:
    return "base:arkham/" + short


def ancient_one_game(ao: str, invs=TWO):
    g = quiet_game(invs, ancient_one=ao, packs=PACKS)
    for seat in range(len(invs)):
        empty_handed(g, seat, clues=0, where=A("train_station"))
    return g


def go(g):
    """Let steps pushed outside a step run (a call made by the test itself)."""
    g.state.pending = None
    g._choice = None
    g.run()


def wake(g):
    g.state.awakened = True
    run_step(g, "battle.start", who=-1)


def on_top(g, card: str) -> None:
    deck = g.state.decks["mythos"]
    deck.remove(card)
    deck.insert(0, card)


def fight_to_the_end(g, m: str) -> None:
    """A combat with every die a success, fighting each round."""
    g.state.rig[:] = [6] * 40
    g.state.monsters[m] = g.state.investigators[0].where
    start_combat(g, 0, m)
    for _ in range(20):
        ch = g.choice
        if ch is None or ch.kind == "halt" or g.is_over:
            return
        fight = [o.id for o in ch.options if o.label.startswith("Fight")]
        g.apply(fight[0] if fight else ch.options[0].id)


def strict_bot(seed: int) -> HeuristicBot:
    bot = HeuristicBot(seed)
    bot.strict = True
    return bot


def text(renderable) -> str:
    out = io.StringIO()
    Console(file=out, width=200, color_system=None).print(renderable)
    return out.getvalue()


# ================================================================== Atlach-Nacha
@covers(ATLACH, "kingsport:leng_spider")
def test_leng_spiders_worship_atlach_nacha_fast_and_two_tougher():
    g = ancient_one_game(ATLACH)
    m = next(x for x in g.state.monsters if C.base_id(x) == "kingsport:leng_spider")
    assert C.toughness(g, m) == 4 and C.monster_moves(g, m) == "fast"
    other = ancient_one_game(YIBB)
    m = next(x for x in other.state.monsters if C.base_id(x) == "kingsport:leng_spider")
    assert C.toughness(other, m) == 2 and C.monster_moves(other, m) == "normal"


def test_the_web_makes_every_gate_opening_burst_an_elder_sign():
    """KH p.10: every Mythos card reads as a gate burst, so a sealed gate location drawn
    loses its elder sign; a burst adds no doom token (KH p.7)."""
    g = ancient_one_game(ATLACH)
    g.state.seals[ISLE] = "clues"
    rig_monsters(g, "base:cultist")
    run_step(g, "gate.open", who=-1, area=ISLE, surge=True, burst=False)
    assert ISLE not in g.state.seals and ISLE in g.state.gates
    assert g.state.doom == 0
    assert "Gate burst" in log_text(g)


def test_without_the_web_an_elder_sign_holds():
    g = ancient_one_game(YGOLONAC)
    g.state.seals[ISLE] = "clues"
    run_step(g, "gate.open", who=-1, area=ISLE, surge=True, burst=False)
    assert ISLE in g.state.seals and ISLE not in g.state.gates


def test_once_atlach_nacha_wakes_the_web_no_longer_tears_seals():
    g = ancient_one_game(ATLACH)
    g.state.awakened = True
    g.state.seals[ISLE] = "clues"
    run_step(g, "gate.open", who=-1, area=ISLE, surge=True, burst=False)
    assert ISLE in g.state.seals


def test_the_web_discards_mystic_environments_but_not_others():
    g = ancient_one_game(ATLACH)
    on_top(g, "base:blood_magic")  # a Mystic Environment
    rig_monsters(g, "base:cultist", "base:cultist")
    run_step(g, "mythos.phase", who=-1, phase=True)
    assert g.state.environment is None
    assert "Mystic Environment and is discarded without effect" in log_text(g)
    g = ancient_one_game(ATLACH)
    weather = next(c for c in g.state.decks["mythos"] if g.content.mythos[c].subtype == "weather")
    on_top(g, weather)
    rig_monsters(g, "base:cultist", "base:cultist")
    run_step(g, "mythos.phase", who=-1, phase=True)
    assert g.state.environment == weather


def test_a_voided_mystic_card_leaves_the_environment_in_play():
    """KH FAQ (Ithaqua's Icy Winds, the same wording): the card in play is not replaced."""
    g = ancient_one_game(ATLACH)
    weather = next(c for c in g.state.decks["mythos"] if g.content.mythos[c].subtype == "weather")
    g.state.decks["mythos"].remove(weather)
    g.state.environment = weather
    on_top(g, "base:blood_magic")
    rig_monsters(g, "base:cultist", "base:cultist")
    run_step(g, "mythos.phase", who=-1, phase=True)
    assert g.state.environment == weather
    assert "base:blood_magic" in g.state.decks["mythos"]


def test_atlach_nachas_attack_takes_an_ally_to_the_box():
    g = ancient_one_game(ATLACH)
    ally = give(g, 1, "base:duke")
    g.state.awakened = True
    g.state.battle = {"round": 1, "tally": 0, "total": 0}
    run_step(g, "kingsport.atlach_nacha_attack", who=-1)
    assert g.choice.kind == "sacrifice" and g.choice.who == 0  # the first player speaks for the group
    assert len(labels(g)) == 3  # Duke, or either investigator
    answer(g, "Return Duke")
    assert ally not in g.state.investigators[1].cards
    assert ally not in g.state.decks["ally"]  # to the box, not the deck
    assert not any(i.eliminated for i in g.state.investigators)


def test_atlach_nachas_attack_may_devour_an_investigator_instead():
    g = ancient_one_game(ATLACH)
    g.state.awakened = True
    g.state.battle = {"round": 1, "tally": 0, "total": 0}
    run_step(g, "kingsport.atlach_nacha_attack", who=-1)
    assert labels(g) == ["Amanda Sharpe is devoured", "Joe Diamond is devoured"]
    answer(g, "Joe Diamond")
    assert g.state.investigators[1].eliminated and not g.state.investigators[0].eliminated


# ================================================================== Eihort
def brood(g, seat: int) -> int:
    return g.state.rules_data.get("brood", {}).get(str(seat), 0)


@covers(EIHORT)
def test_defeating_a_cultist_gives_a_brood_token_and_a_die_against_it():
    """Sheet: a Cultist defeated gives a Brood token; KH p.10: a die lower than the tokens
    held devours him."""
    g = ancient_one_game(EIHORT)
    m = put_monster(g, "base:cultist", A("train_station"))
    fight_to_the_end(g, m)
    assert m in g.state.investigators[0].monster_trophies
    assert brood(g, 0) == 1 and not g.state.investigators[0].eliminated  # a 6 is never below 1
    assert "gains a Brood token (she defeated a Cultist): 1 held" in log_text(g)


def test_a_second_brood_token_devours_on_a_roll_of_one():
    g = ancient_one_game(EIHORT)
    g.state.rules_data["brood"] = {"0": 1}
    g.state.rig[:] = [1]
    run_step(g, "kingsport.brood", who=-1, seat=0, why="test")
    while g.choice.kind != "halt":  # the newcomer's sliders
        g.apply(g.choice.options[0].id)
    assert g.state.investigators[0].eliminated is False  # asleep: replaced, not eliminated
    assert "Eihort's brood: rolled 1" in log_text(g)
    assert g.state.doom == 2  # his 2 tokens joined the doom track
    assert brood(g, 0) == 0  # the newcomer starts clean


def test_a_roll_equal_to_the_tokens_spares_him():
    g = ancient_one_game(EIHORT)
    g.state.rules_data["brood"] = {"0": 1}
    g.state.rig[:] = [2]
    run_step(g, "kingsport.brood", who=-1, seat=0, why="test")
    assert brood(g, 0) == 2 and g.state.doom == 0 and "devoured" not in log_text(g)


def test_sealing_a_gate_while_eihort_sleeps_gives_a_brood_token():
    g = ancient_one_game(EIHORT)
    inv = g.state.investigators[0]
    g.state.gates[ISLE] = g.state.gate_pile.pop(0)
    g.state.rig[:] = [6]
    close_gate_at(g, inv, ISLE, sealed="clues")
    go(g)
    assert ISLE in g.state.seals and brood(g, 0) == 1


def test_closing_without_sealing_gives_no_brood_token():
    g = ancient_one_game(EIHORT)
    g.state.gates[ISLE] = g.state.gate_pile.pop(0)
    close_gate_at(g, g.state.investigators[0], ISLE, sealed=None)
    go(g)
    assert brood(g, 0) == 0


def test_brood_tokens_of_the_devoured_can_carry_the_track_past_twelve():
    """Sheet: Eihort can exceed 12 doom tokens; he wakes and the battle keeps them all."""
    g = ancient_one_game(EIHORT)
    g.state.doom = 10
    g.state.rules_data["brood"] = {"1": 4}
    g.state.rig[:] = [6] * 10
    run_step(g, "battle.devour", who=-1, seat=1, why="test")
    while g.choice.kind in ("slider", "draw"):  # the newcomer's set-up choices
        g.apply(g.choice.options[0].id)
    assert g.state.awakened and g.state.battle["round"] == 1  # the battle's first Upkeep
    assert g.state.doom == 14


def test_eihort_rises_and_every_investigator_gains_a_brood_token():
    g = ancient_one_game(EIHORT)
    g.state.rig[:] = [6, 6]
    wake(g)
    assert brood(g, 0) == 1 and brood(g, 1) == 1
    assert g.state.doom == 12


def test_in_the_battle_the_devoured_feed_his_doom_track():
    """KH p.10: added even during the final battle."""
    g = ancient_one_game(EIHORT)
    g.state.awakened = True
    g.state.doom = 5
    g.state.battle = {"round": 1, "tally": 0, "total": 0}
    g.state.rules_data["brood"] = {"0": 2}
    g.state.rig[:] = [1]  # 1 < 3: devoured
    run_step(g, "kingsport.eihort_attack", who=-1)  # the first player gains one
    assert g.state.investigators[0].eliminated
    assert g.state.doom == 8


def test_the_terminal_shows_the_brood_tokens_by_the_investigator():
    g = ancient_one_game(EIHORT)
    g.state.rules_data["brood"] = {"1": 2}
    assert "2 Brood tokens" in text(R.sheet(g, g.state.investigators[1]))
    assert "Brood" not in text(R.sheet(g, g.state.investigators[0]))


# ================================================================== Y'Golonac
@covers(YGOLONAC)
def test_defeating_a_cultist_raises_the_terror_level():
    g = ancient_one_game(YGOLONAC)
    m = put_monster(g, "base:cultist", A("train_station"))
    fight_to_the_end(g, m)
    assert m in g.state.investigators[0].monster_trophies
    assert g.state.terror == 1


def test_a_cultist_defeated_under_another_ancient_one_leaves_terror_alone():
    g = ancient_one_game(ATLACH)
    m = put_monster(g, "base:cultist", A("train_station"))
    fight_to_the_end(g, m)
    assert m in g.state.investigators[0].monster_trophies and g.state.terror == 0


def tome_on_top(g, deck: str = "common", tome: str = "base:old_journal") -> str:
    pile = g.state.decks[deck]
    card = next(c for c in pile if C.base_id(c) == tome)
    pile.remove(card)
    pile.insert(0, card)
    return card


def test_a_tome_seen_at_the_shop_adds_doom_even_unbought():
    """KH p.10: drawn and discarded Tomes (shopping) count."""
    g = ancient_one_game(YGOLONAC)
    tome_on_top(g)
    g.state.investigators[0].money = 0  # nothing can be bought
    run_step(g, "buy", who=0, deck="common", n=3, price="list", must=True, discount=0)
    while g.choice.kind != "halt":
        g.apply(g.choice.options[-1].id)
    assert g.state.doom == 1
    assert "drew Old Journal" in log_text(g)
    assert not C.has_card(g, g.state.investigators[0], "base:old_journal")  # seen, not bought


def test_a_tome_at_a_sale_that_fills_the_doom_track_loses_no_card():
    """KH p.10 and base p.20: a Tome drawn for the Curiositie Shoppe's sale fills Y'Golonac's
    doom track; he wakes at once, the sale is dropped and its cards go back to their decks
    (a conformance game once lost them)."""
    from arkham.invariants import check

    g = ancient_one_game(YGOLONAC)
    tome = tome_on_top(g, tome="base:ancient_tome")
    g.state.doom = g.content.ancient_ones[YGOLONAC].doom - 1
    run_step(g, "fx", who=0, seat=0, ops=[{"op": "rule", "id": "item_sale_all_players"}], i=0, ctx={})
    assert g.state.awakened
    assert tome in g.state.decks["common"] and not C.has_card(g, g.state.investigators[0], "base:ancient_tome")
    check(g)  # every card is somewhere: in a deck, a hand or the box


def test_starting_equipment_tomes_add_no_doom():
    g = ancient_one_game(YGOLONAC)
    tome_on_top(g)
    run_step(g, "draw", who=0, seat=0, deck="common", n=1, why="random possession", start=True)
    assert g.state.doom == 0 and C.has_card(g, g.state.investigators[0], "base:old_journal")
    tome_on_top(g, tome="base:ancient_tome")
    run_step(g, "draw", who=0, seat=0, deck="common", n=1, why="an encounter")
    assert g.state.doom == 1


def test_a_search_counts_only_the_card_taken():
    g = ancient_one_game(YGOLONAC)
    run_step(g, "dunwich.pick_card", who=0, deck="common", no_weapon=False)
    answer(g, "Revolver")
    assert g.state.doom == 0
    run_step(g, "dunwich.pick_card", who=0, deck="common", no_weapon=False)
    answer(g, "Old Journal")
    assert g.state.doom == 1


def test_y_golonacs_wounds_grow_each_round_split_as_chosen():
    g = ancient_one_game(YGOLONAC)
    g.state.awakened = True
    a, b = g.state.investigators
    g.state.battle = {"round": 2, "tally": 0, "total": 0}
    san_a, sta_a, san_b, sta_b = a.sanity, a.stamina, b.sanity, b.stamina
    run_step(g, "kingsport.y_golonac_attack", who=-1)
    assert g.choice.kind == "split" and g.choice.who == 0 and len(labels(g)) == 3
    assert g.choice.prompt.startswith("Y'Golonac's attack, round 2")
    answer(g, "1 Sanity + 1 Stamina")
    assert g.choice.who == 1
    answer(g, "0 Sanity + 2 Stamina")
    assert (a.sanity, a.stamina) == (san_a - 1, sta_a - 1)
    assert (b.sanity, b.stamina) == (san_b, sta_b - 2)


# ================================================================== Yibb-Tstll
@covers(YIBB)
def test_nightgaunts_of_both_boxes_deal_three_sanity_for_yibb_tstll():
    g = ancient_one_game(YIBB)
    for kind in ("base:nightgaunt", "kingsport:nightgaunt"):
        m = next(x for x in g.state.monsters if C.base_id(x) == kind)
        assert C.monster_stat(g, m, "sanity_damage") == 3


def evade_with(g, dice):
    m = put_monster(g, "base:zombie", A("train_station"))
    inv = empty_handed(g, 0, sliders=(0, 0, 0), where=A("train_station"))
    n = C.skill_value(g, inv, "sneak", "evade") + C.monster_stat(g, m, "awareness")
    assert n >= 2
    g.state.rig[:] = (list(dice) + [1] * 10)[:n]
    run_step(g, "evade", who=0, monster=m)
    if g.choice.kind != "halt":
        answer(g, "Make the Evade check")
    while g.choice.kind != "halt":
        g.apply(g.choice.options[-1].id)
    return inv


def test_an_evade_check_needs_two_successes_while_she_sleeps():
    """KH p.10: difficulty +1 means two successes."""
    g = ancient_one_game(YIBB)
    evade_with(g, [6, 1, 1, 1, 1, 1, 1])
    assert "Evade" in log_text(g) and "fail" in log_text(g).lower()
    g = ancient_one_game(YIBB)
    evade_with(g, [6, 6, 1, 1, 1, 1, 1])
    assert "pass" in log_text(g).lower()


def test_one_success_evades_under_another_ancient_one():
    g = ancient_one_game(ATLACH)
    evade_with(g, [6, 1, 1, 1, 1, 1, 1])
    assert "pass" in log_text(g).lower()


def test_no_investigator_holds_more_than_five_clue_tokens():
    g = ancient_one_game(YIBB)
    inv = g.state.investigators[0]
    inv.clues = 4
    C.gain(g, inv, "clues", 3, "test")
    assert inv.clues == 5
    g.state.awakened = True
    C.gain(g, inv, "clues", 3, "test")
    assert inv.clues == 8


def test_her_combat_rating_is_the_clue_tokens_left_on_the_board():
    g = ancient_one_game(YIBB)
    g.state.clues_on.update({A("woods"): 2, A("graveyard"): 3})
    g.state.investigators[0].clues = 4
    wake(g)
    assert g.state.battle["combat"] == -5
    assert [i.clues for i in g.state.investigators] == [0, 0]
    assert g.state.doom == 11


def test_each_of_her_doom_tokens_costs_twice_the_successes():
    g = ancient_one_game(YIBB, invs=["base:amanda_sharpe"])
    g.state.awakened = True
    g.state.doom = 11
    g.state.battle = {"round": 1, "tally": 0, "total": 0, "combat": 0}
    run_step(g, "battle.attack", who=0, ret=[True, 3])
    assert g.state.doom == 10 and g.state.battle["tally"] == 1
    h = ancient_one_game(ATLACH, invs=["base:amanda_sharpe"])
    h.state.awakened = True
    h.state.doom = 11
    h.state.battle = {"round": 1, "tally": 0, "total": 0}
    run_step(h, "battle.attack", who=0, ret=[True, 3])
    assert h.state.doom == 8


@pytest.mark.parametrize(
    "dice, devoured, blessed", [([1, 1, 1, 1], True, False), ([5, 1, 1, 1], False, False), ([5, 6, 1, 1], False, True)]
)
def test_her_gaze_on_the_first_player(dice, devoured, blessed):
    g = ancient_one_game(YIBB)
    g.state.awakened = True
    g.state.battle = {"round": 1, "tally": 0, "total": 0, "combat": 0}
    g.state.first = 1
    inv = g.state.investigators[1]
    n = g.content.investigators[inv.id].focus
    g.state.rig[:] = (dice + [1] * 10)[:n]
    run_step(g, "kingsport.yibb_tstll_attack", who=-1)
    assert inv.eliminated is devoured
    assert bool(C.has_card(g, inv, "base:blessing")) is blessed
    assert not g.state.investigators[0].eliminated


def test_the_terminal_notes_the_sleeping_powers():
    g = ancient_one_game(ATLACH)
    assert "Web Between Worlds" in text(R.tracks(g))
    g = ancient_one_game(YIBB)
    assert "All-Seeing" in text(R.tracks(g))


# ================================================================== whole games
@pytest.mark.parametrize("packs", [PACKS, ("base", "dunwich", "kingsport")])
@pytest.mark.parametrize("ao", [ATLACH, EIHORT, YGOLONAC, YIBB])
def test_random_games_play_to_their_end(ao, packs):
    for seed in range(2):
        g = arkham.new_game(seed=seed, ancient_one=ao, investigators=2 + seed * 2, packs=list(packs))
        play_checked(g, random.Random(seed))
        assert g.result["how"]


@pytest.mark.parametrize("ao", [ATLACH, EIHORT, YGOLONAC, YIBB])
def test_the_bot_plays_a_game_against_each(ao):
    from arkham.testing import play_bot

    g = arkham.new_game(seed=3, ancient_one=ao, investigators=3, packs=list(PACKS))
    play_bot(g, strict_bot(3))
    assert g.result["how"]
