"""Kingsport investigators (their sheets): Daisy Walker, Lola Hayes, Rex Murphy and Wendy
Adams. Base p.5 (setup: each starts at home with the fixed possessions of the sheet), base
p.15 (casting: the Sanity cost is paid, then a Lore check at the casting modifier), base
p.16 (arrested), base p.23 (Blessing and Curse: one cancels the other; the Upkeep roll)."""

from __future__ import annotations

import random

import arkham
from arkham.invariants import check
from arkham.rules.classic import core as C
from arkham.testing import (
    answer,
    card_names,
    empty_handed,
    give,
    labels,
    log_text,
    play_checked,
    put,
    put_monster,
    quiet_game,
    rig,
    run_step,
)
from helpers.coverage_marks import covers

PACKS = ("base", "kingsport")
DAISY = "kingsport:daisy_walker"
LOLA = "kingsport:lola_hayes"
REX = "kingsport:rex_murphy"
WENDY = "kingsport:wendy_adams"
STREET = "base:arkham/rivertown_streets"
WHERE = "base:arkham/graveyard"


def A(short: str) -> str:
    return "base:arkham/" + short


def fx(g, ops, seat=0):
    return run_step(g, "fx", who=seat, seat=seat, ops=ops, i=0, ctx={})


@covers(DAISY, LOLA, REX, WENDY)
def test_each_starts_at_home_with_the_fixed_possessions_of_the_sheet():
    g = arkham.new_game(seed=3, investigators=[DAISY, LOLA, REX, WENDY], packs=list(PACKS), ancient_one="base:yig")
    daisy, lola, rex, wendy = g.state.investigators
    assert [i.where for i in (daisy, lola, rex, wendy)] == [
        A("library"),
        A("arkham_asylum"),
        A("newspaper"),
        A("bank_of_arkham"),
    ]
    assert "Livre d'Ivon" in card_names(g, daisy) and ".18 Derringer" in card_names(g, lola)
    assert "Curse" in card_names(g, rex) and "Elder Sign" in card_names(g, wendy)
    assert [(i.money, i.clues) for i in (daisy, lola, rex, wendy)] == [(5, 1), (6, 2), (3, 3), (3, 3)]


@covers(DAISY, LOLA, REX, WENDY)
def test_random_games_with_the_kingsport_investigators_play_to_their_end():
    for seed in (1, 2):
        g = arkham.new_game(
            seed=seed, investigators=[DAISY, LOLA, REX, WENDY], packs=list(PACKS), ancient_one="base:yig"
        )
        play_checked(g, random.Random(seed), cap=20000)
        check(g)


# ------------------------------------------------------------------ Daisy Walker
def daisy_game():
    g = quiet_game([DAISY, "base:amanda_sharpe"], ancient_one="base:azathoth", packs=PACKS)
    inv = empty_handed(g, 0, (0, 0, 3), clues=0, money=0, where=WHERE)  # Lore 5
    return g, inv


@covers(DAISY, "kingsport:forced_learning")
def test_iron_will_makes_every_casting_cost_one_sanity_less():
    g, inv = daisy_game()
    spell = give(g, 0, "kingsport:forced_learning")  # printed cost: 2 Sanity
    run_step(g, "upkeep.inv", who=0)
    rig(g, 6, 1, 1, 1)  # Lore 5 - 1: 4 dice, one success
    answer(g, "Forced Learning:")
    assert inv.sanity == 4  # 5 - (2 - 1)
    assert spell not in inv.cards and any(C.card_def(g, c).deck == "skill" for c in inv.cards)


@covers(DAISY, "kingsport:livre_divon")
def test_careful_reader_reads_the_livre_divon_without_losing_sanity():
    g, inv = daisy_game()
    put(g, 0, STREET)
    book = give(g, 0, "kingsport:livre_divon")
    run_step(g, "move", who=0, pts=2, full=2, start=inv.where)
    rig(g, 6, 1, 1)  # Lore 5 - 2: 3 dice
    answer(g, "Livre d'Ivon")
    assert g.choice.kind == "card"
    answer(g, "Wither")
    assert "Wither" in card_names(g, inv) and book not in inv.cards
    assert inv.sanity == 5 and "Careful Reader" in log_text(g)


# ------------------------------------------------------------------ Lola Hayes
def lola_upkeep(g):
    run_step(g, "upkeep.inv", who=0)
    while g.choice.kind not in ("upkeep", "sliders", "halt"):
        g.apply(g.choice.options[0].id)


@covers(LOLA)
def test_improv_trades_a_skill_for_the_bottom_card_of_the_deck_once_per_turn():
    g = quiet_game([LOLA], ancient_one="base:azathoth", packs=PACKS)
    inv = empty_handed(g, 0)
    old = give(g, 0, "base:speed")
    deck = g.state.decks["skill"]
    bottom = deck[-1]
    name = C.card_def(g, bottom).name
    lola_upkeep(g)
    assert any(f"take {name} from the bottom" in x for x in labels(g))  # she sees the bottom card
    answer(g, "from the bottom")
    assert bottom in inv.cards and old not in inv.cards and deck[-1] == old
    assert not any("Improv" in x for x in labels(g))  # once per turn


@covers(LOLA)
def test_improv_may_draw_from_the_top_and_needs_a_skill_to_give_up():
    g = quiet_game([LOLA], ancient_one="base:azathoth", packs=PACKS)
    inv = empty_handed(g, 0)
    lola_upkeep(g)
    assert not any("Improv" in x for x in labels(g))
    g = quiet_game([LOLA], ancient_one="base:azathoth", packs=PACKS)
    inv = empty_handed(g, 0)
    old = give(g, 0, "base:luck")
    top = g.state.decks["skill"][0]
    lola_upkeep(g)
    answer(g, "draw the top Skill")
    assert top in inv.cards and old not in inv.cards


# ------------------------------------------------------------------ Rex Murphy
def rex_game():
    g = quiet_game([REX, "base:amanda_sharpe"], ancient_one="base:azathoth", packs=PACKS)
    return g, g.state.investigators[0], g.state.investigators[1]


@covers(REX)
def test_investigation_gives_one_more_clue_token_each_time():
    g, rex, amanda = rex_game()
    rex.clues = amanda.clues = 0
    fx(g, [{"op": "gain", "what": "clues", "n": 1}])
    assert rex.clues == 2
    fx(g, [{"op": "gain", "what": "clues", "n": 2}])
    assert rex.clues == 5
    fx(g, [{"op": "gain", "what": "clues", "n": 1}], seat=1)
    assert amanda.clues == 1


@covers(REX)
def test_family_curse_makes_no_upkeep_roll_and_an_encounter_cannot_lift_it():
    g, rex, amanda = rex_game()
    curse = C.has_card(g, rex, "base:curse")
    assert curse
    rig(g, 1, 1, 1, 1)  # a 1 would discard anyone else's Curse
    run_step(g, "upkeep.inv", who=0)
    assert curse in rex.cards and "makes no roll for Curse" in log_text(g)
    fx(g, [{"op": "lose_special", "card": "base:curse"}])
    assert curse in rex.cards
    fx(g, [{"op": "bless"}])  # only a Blessing takes it away
    assert not C.has_card(g, rex, "base:curse") and not C.has_card(g, rex, "base:blessing")


# ------------------------------------------------------------------ Wendy Adams
def wendy_game():
    g = quiet_game([WENDY, "base:amanda_sharpe"], ancient_one="base:azathoth", packs=PACKS)
    return g, g.state.investigators[0]


@covers(WENDY)
def test_streetwise_passes_evade_checks_in_a_street_without_a_roll():
    g, inv = wendy_game()
    put(g, 0, STREET)
    m = put_monster(g, "base:cultist", STREET)
    rig(g, 1, 1, 1, 1, 1, 1)
    run_step(g, "evade", who=0, monster=m)
    assert g.state.stack[-1]["ret"] == [True, 1] and "slips past" in log_text(g)
    g.state.log.clear()
    put(g, 0, WHERE)
    g.state.monsters[m] = WHERE
    rig(g, 1, 1, 1, 1, 1, 1)
    run_step(g, "evade", who=0, monster=m)
    while g.choice.kind == "check":
        answer(g, "Keep the result")
    assert g.state.stack[-1]["ret"][0] is False


@covers(WENDY)
def test_blessed_is_the_child_no_arrest_nor_curse_while_she_holds_an_elder_sign():
    g, inv = wendy_game()
    sign = C.has_card(g, inv, "base:elder_sign")
    money = inv.money = 6
    fx(g, [{"op": "arrested"}])
    fx(g, [{"op": "curse"}])
    assert inv.where == A("bank_of_arkham") and inv.money == money and not C.has_card(g, inv, "base:curse")
    C.discard_card(g, inv, sign)
    fx(g, [{"op": "curse"}])
    assert C.has_card(g, inv, "base:curse")
    fx(g, [{"op": "arrested"}])
    assert inv.jailed and inv.money == 3


@covers(WENDY)
def test_minor_wendy_never_takes_a_bank_loan():
    g, inv = wendy_game()
    money = inv.money
    fx(g, [{"op": "special", "card": "base:bank_loan"}])
    assert not C.has_card(g, inv, "base:bank_loan") and inv.money == money
    fx(g, [{"op": "special", "card": "base:bank_loan"}], seat=1)
    assert C.has_card(g, g.state.investigators[1], "base:bank_loan")


@covers(DAISY)
def test_careful_reader_spares_her_the_sanity_of_any_tome_but_not_a_stranger():
    """The Necronomicon (base) costs 2 Sanity on a pass; Daisy reads it for nothing."""
    g, inv = daisy_game()
    put(g, 0, STREET)
    give(g, 0, "base:necronomicon")
    run_step(g, "move", who=0, pts=2, full=2, start=inv.where)
    rig(g, 6, 1, 1)  # Lore 5 - 2: 3 dice
    answer(g, "Necronomicon")
    while g.choice.kind == "draw":
        g.apply(g.choice.options[0].id)
    assert inv.sanity == 5 and any(C.card_def(g, c).deck == "spell" for c in inv.cards)
    amanda = empty_handed(g, 1, (0, 0, 3), clues=0, where=STREET)  # Lore 4: 2 dice at -2
    give(g, 1, "base:necronomicon")
    run_step(g, "move", who=1, pts=2, full=2, start=amanda.where)
    rig(g, 6, 1)
    answer(g, "Necronomicon")
    while g.choice.kind == "draw":
        g.apply(g.choice.options[0].id)
    assert amanda.sanity == C.max_sanity(g, amanda) - 2
