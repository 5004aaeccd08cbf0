"""Nodens, Lord of the Great Abyss (KH p.10 "Herald/Guardian" variant; Nodens's sheet): a
Blessing of Nodens with every Blessing gained, a Nightgaunt's flight to a gate of one's choice
in place of a Combat check, one more monster in the Outskirts; and the 20 Blessings of Nodens
(card texts: +1 to a skill, +1 Focus, +1 maximum Sanity or Stamina, a doom token removed, the
monsters of one dimension back to the cup, a failed check passed with 1 success, a terror rise
prevented, a search in place of a draw, kept in place of losing the Blessing, in place of a
payment of up to $10 or of up to 3 Clue tokens; all but two discarded with the Blessing)."""

from __future__ import annotations

import random

import pytest

import arkham
from arkham.rules.classic import core as C
from arkham.rules.classic.turn import focus
from arkham.testing import (
    answer,
    empty_handed,
    give,
    labels,
    log_text,
    open_gate,
    play_checked,
    put_monster,
    quiet_game,
    rig,
    run_step,
    start_combat,
)
from helpers.coverage_marks import covers

PACKS = ("base", "kingsport")
NODENS = "kingsport:nodens"
B = "kingsport:blessing_of_nodens_"
BLESSING = "base:blessing"
WHERE = "base:arkham/woods"
PLUS_ONE = (
    "kingsport:blessing_of_nodens_fight",
    "kingsport:blessing_of_nodens_lore",
    "kingsport:blessing_of_nodens_luck",
    "kingsport:blessing_of_nodens_sneak",
    "kingsport:blessing_of_nodens_speed",
    "kingsport:blessing_of_nodens_will",
    "kingsport:blessing_of_nodens_focus",
    "kingsport:blessing_of_nodens_sanity",
    "kingsport:blessing_of_nodens_stamina",
)
SEARCHES = (
    "kingsport:blessing_of_nodens_common",
    "kingsport:blessing_of_nodens_unique",
    "kingsport:blessing_of_nodens_spell",
    "kingsport:blessing_of_nodens_skill",
)


def nodens_game(players=("base:amanda_sharpe", "base:bob_jenkins"), order=None):
    g = quiet_game(players, packs=PACKS)
    g.state.rules_data["sheets"] = {"guardian": NODENS}
    from arkham.rules.kingsport.nodens import setup

    setup(g)
    if order is not None:
        d = g.state.rules_data["nodens"]["deck"]
        d.remove(B + order)
        d.insert(0, B + order)
    return g


def fx(g, seat, *ops):
    run_step(g, "fx", who=seat, seat=seat, i=0, ctx={}, ops=list(ops))


def blessed(g, seat, *nodens_cards):
    """The Blessing (fresh: no Upkeep roll for it this turn) and the Blessings of Nodens named."""
    g.state.investigators[seat].fresh.append(give(g, seat, BLESSING))
    return [give(g, seat, B + c) for c in nodens_cards]


@covers(NODENS)
def test_nodens_is_set_up_with_his_deck_offered_at_random_and_the_outskirts_hold_one_more():
    """Nodens's sheet: chosen at setup (by name or at random), his 20 Blessings of Nodens are
    shuffled by the sheet; the Outskirts limit is 1 higher."""
    g = arkham.new_game(
        seed=4, ancient_one="base:yig", investigators=2, packs=list(PACKS), sheets={"guardian": "nodens"}
    )
    assert len(g.state.rules_data["nodens"]["deck"]) == 20
    plain = arkham.new_game(seed=4, ancient_one="base:yig", investigators=2, packs=list(PACKS))
    assert C.outskirts_limit(g) == C.outskirts_limit(plain) + 1 == 7
    drawn = {
        arkham.new_game(
            seed=s, ancient_one="base:yig", investigators=1, packs=list(PACKS), sheets={"guardian": "random"}
        ).state.rules_data["sheets"]["guardian"]
        for s in range(16)
    }
    assert NODENS in drawn


@covers(NODENS, "kingsport:blessing_of_nodens_fight")
def test_a_blessing_gained_brings_the_top_blessing_of_nodens_and_takes_it_away_when_lost():
    """Whenever an investigator gains a Blessing he draws a Blessing of Nodens; the card goes
    when the Blessing is lost (to the bottom of the deck)."""
    g = nodens_game(order="fight")
    inv = empty_handed(g, 0, sliders=(0, 0, 0))
    before = C.skill_value(g, inv, "fight")
    fx(g, 0, {"op": "bless"})
    assert C.has_card(g, inv, BLESSING) and C.has_card(g, inv, B + "fight")
    assert C.skill_value(g, inv, "fight") == before + 1
    fx(g, 0, {"op": "lose_special", "card": BLESSING})
    assert not C.has_card(g, inv, B + "fight") and C.skill_value(g, inv, "fight") == before
    assert g.state.rules_data["nodens"]["deck"][-1] == B + "fight"
    fx(g, 0, {"op": "bless"})  # blessed again: the next card on top
    assert len([c for c in inv.cards if c.startswith(B)]) == 1 and not C.has_card(g, inv, B + "fight")


def test_no_blessing_of_nodens_without_nodens_or_for_a_blessing_already_held():
    g = quiet_game(packs=PACKS)
    inv = empty_handed(g, 0)
    fx(g, 0, {"op": "bless"})
    assert C.has_card(g, inv, BLESSING) and not any(c.startswith(B) for c in inv.cards)
    g = nodens_game()
    inv = empty_handed(g, 0)
    fx(g, 0, {"op": "bless"})
    fx(g, 0, {"op": "bless"})  # he holds one already: nothing gained
    assert len([c for c in inv.cards if c.startswith(B)]) == 1


@covers(*PLUS_ONE)
def test_the_skill_focus_and_maximum_blessings_add_one():
    """+1 to a skill, +1 Focus, +1 maximum Sanity, +1 maximum Stamina."""
    g = nodens_game()
    inv = empty_handed(g, 0, sliders=(1, 1, 1))
    plain = {s: C.skill_value(g, inv, s) for s in ("fight", "lore", "luck", "sneak", "speed", "will")}
    f, san, sta = focus(g, inv), C.max_sanity(g, inv), C.max_stamina(g, inv)
    blessed(g, 0, "fight", "lore", "luck", "sneak", "speed", "will", "focus", "sanity", "stamina")
    assert {s: C.skill_value(g, inv, s) for s in plain} == {s: v + 1 for s, v in plain.items()}
    assert (focus(g, inv), C.max_sanity(g, inv), C.max_stamina(g, inv)) == (f + 1, san + 1, sta + 1)


@covers("kingsport:blessing_of_nodens_keep")
def test_the_keeping_blessing_is_discarded_instead_of_the_blessing():
    """You may discard this card instead of losing your Blessing."""
    g = nodens_game()
    inv = empty_handed(g, 0)
    blessed(g, 0, "keep", "luck")
    fx(g, 0, {"op": "lose_special", "card": BLESSING})
    assert C.has_card(g, inv, BLESSING) and C.has_card(g, inv, B + "luck") and not C.has_card(g, inv, B + "keep")
    fx(g, 0, {"op": "curse"})  # a Curse cancels the Blessing: kept again? no card left
    assert not C.has_card(g, inv, BLESSING) and not C.has_card(g, inv, B + "luck")


def test_being_devoured_is_not_saved_by_the_keeping_blessing():
    g = nodens_game()
    inv = empty_handed(g, 0)
    blessed(g, 0, "keep")
    from arkham.rules.classic.status import devoured

    devoured(g, inv)
    assert not inv.cards or g.state.investigators[0] is not inv


@covers("kingsport:blessing_of_nodens_doom")
def test_the_doom_blessing_removes_a_doom_token_and_stays_with_a_lost_blessing():
    """Remove one doom token from the doom track, then discard this card (not discarded with
    the Blessing)."""
    g = nodens_game()
    inv = empty_handed(g, 0)
    blessed(g, 0, "doom")
    fx(g, 0, {"op": "lose_special", "card": BLESSING})
    assert C.has_card(g, inv, B + "doom")
    g.state.doom = 0
    run_step(g, "upkeep.inv", who=0)
    assert not any("doom token" in x for x in labels(g))  # nothing to remove
    g.state.doom = 3
    run_step(g, "upkeep.inv", who=0)
    answer(g, "Remove a doom token")
    assert g.state.doom == 2 and not C.has_card(g, inv, B + "doom")


@covers("kingsport:blessing_of_nodens_dimension")
def test_the_dimension_blessing_sends_monsters_of_one_symbol_back_to_the_cup():
    """Discard it and name a dimensional symbol other than the crescent: every monster of it in
    Arkham returns to the cup."""
    g = nodens_game()
    inv = empty_handed(g, 0)
    blessed(g, 0, "dimension")
    zombie = put_monster(g, "base:ghoul", WHERE)
    assert C.monster_def(g, zombie).symbol != "crescent"
    other = next(
        m for m in g.state.cup if C.monster_def(g, m).symbol not in (C.monster_def(g, zombie).symbol, "crescent")
    )
    g.state.cup.remove(other)
    g.state.monsters[other] = C.OUTSKIRTS
    run_step(g, "upkeep.inv", who=0)
    answer(g, "back to the cup")
    assert "Crescent" not in labels(g)
    answer(g, C.monster_def(g, zombie).symbol.capitalize())
    assert g.state.monsters[zombie] == C.CUP and g.state.monsters[other] == C.OUTSKIRTS
    assert not C.has_card(g, inv, B + "dimension")


@covers("kingsport:blessing_of_nodens_success")
def test_the_success_blessing_passes_a_failed_check_of_any_investigator():
    """After any investigator fails a skill check, discard it: he passes with 1 success."""
    g = nodens_game()
    empty_handed(g, 0, sliders=(0, 0, 0), money=0)
    other = empty_handed(g, 1)
    blessed(g, 1, "success")
    rig(g, 1, 1, 1, 1, 1, 1, 1, 1)
    fx(g, 0, {"op": "check", "skill": "luck", "mod": 0, "diff": 2, "pass": [{"op": "gain", "what": "money", "n": 5}]})
    answer(g, "pass with 1 success")
    assert g.state.investigators[0].money == 5 and not C.has_card(g, other, B + "success")
    assert "passes the check with 1 success" in log_text(g)
    rig(g, 1, 1, 1, 1, 1, 1, 1, 1)
    fx(g, 0, {"op": "check", "skill": "luck", "mod": 0, "diff": 1})
    assert not any("pass with 1 success" in x for x in labels(g))


@covers("kingsport:blessing_of_nodens_terror")
def test_the_terror_blessing_stops_one_rise_of_the_terror_level():
    """Discard this card to prevent the terror level from increasing by 1."""
    g = nodens_game()
    inv = empty_handed(g, 0)
    blessed(g, 0, "terror")
    C.raise_terror(g, 2, "test")
    assert g.state.terror == 1 and not C.has_card(g, inv, B + "terror")


@covers(*SEARCHES)
@pytest.mark.parametrize("deck", ["common", "unique", "spell", "skill"])
def test_a_search_blessing_takes_any_card_of_its_deck_in_place_of_a_draw(deck):
    """When you gain a card of its deck, you may discard it to search the deck for any one
    card instead of drawing."""
    g = nodens_game()
    inv = empty_handed(g, 0)
    blessed(g, 0, deck)
    wanted = g.state.decks[deck][-1]  # the bottom card
    fx(g, 0, {"op": "draw", "deck": deck})
    answer(g, "search the deck")
    answer(g, C.card_def(g, wanted).name)
    assert C.has_card(g, inv, C.base_id(wanted)) and not C.has_card(g, inv, B + deck)
    top = g.state.decks[deck][0]
    fx(g, 0, {"op": "draw", "deck": deck})  # no card left to search with: a plain draw
    assert not any("search" in x for x in labels(g))
    assert top in inv.cards or g.choice.kind == "draw"  # Amanda draws two Skills and keeps one


def test_the_search_is_refused_keeps_the_card_and_draws():
    g = nodens_game()
    inv = empty_handed(g, 0)
    blessed(g, 0, "common")
    top = g.state.decks["common"][0]
    fx(g, 0, {"op": "draw", "deck": "common"})
    answer(g, "Draw as usual")
    assert top in inv.cards and C.has_card(g, inv, B + "common")


@covers("kingsport:blessing_of_nodens_money")
def test_the_money_blessing_pays_the_next_payment_of_up_to_ten_dollars_this_phase():
    """You may discard this card instead of spending up to $10 (decided: readied by an Any
    Phase use, it pays the next payment of up to $10 that phase)."""
    g = nodens_game()
    inv = empty_handed(g, 0, money=2)
    blessed(g, 0, "money")
    g.state.phase = "upkeep"
    from arkham.effects.ops.checks import cond_ok

    assert not cond_ok(g, inv, {"money": 8})
    run_step(g, "upkeep.inv", who=0)
    answer(g, "Ready it to pay")
    assert cond_ok(g, inv, {"money": 8}) and not cond_ok(g, inv, {"money": 11})
    fx(g, 0, {"op": "pay", "what": "money", "n": 8})
    assert inv.money == 2 and not C.has_card(g, inv, B + "money")
    assert "counted as paying $8" in log_text(g)


@covers("kingsport:blessing_of_nodens_money")
def test_a_readied_money_blessing_makes_a_priced_location_ability_affordable():
    """A readied payment card counts in what he can afford: Magic Lessons ($5) is offered to
    one with no money, and the card pays for it."""
    g = nodens_game()
    inv = empty_handed(g, 0, money=0, where="base:arkham/ye_olde_magick_shoppe")
    blessed(g, 0, "money")
    g.state.phase = "arkham"
    run_step(g, "arkham.inv", who=0)
    assert not any("Magic Lessons" in x for x in labels(g))
    answer(g, "Ready it to pay")
    answer(g, "Magic Lessons")
    assert g.choice.kind == "draw" and inv.money == 0 and not C.has_card(g, inv, "kingsport:blessing_of_nodens_money")
    assert "in place of $5" in log_text(g)


def test_a_readied_payment_blessing_lapses_with_the_phase():
    g = nodens_game()
    inv = empty_handed(g, 0, money=10)
    blessed(g, 0, "money")
    g.state.phase = "upkeep"
    run_step(g, "upkeep.inv", who=0)
    answer(g, "Ready it to pay")
    g.state.phase = "movement"
    fx(g, 0, {"op": "pay", "what": "money", "n": 3})
    assert inv.money == 7 and C.has_card(g, inv, B + "money")


@covers("kingsport:blessing_of_nodens_clues")
def test_the_clue_blessing_pays_up_to_three_clue_tokens():
    """You may discard this card instead of spending up to 3 Clue tokens."""
    g = nodens_game()
    inv = empty_handed(g, 0, clues=1)
    blessed(g, 0, "clues")
    g.state.phase = "upkeep"
    run_step(g, "upkeep.inv", who=0)
    answer(g, "Ready it to pay")
    assert C.can_pay(g, inv, "clues", 3) and not C.can_pay(g, inv, "clues", 4)
    assert not C.can_pay(g, inv, "money", 1 + inv.money)
    C.pay(g, inv, "clues", 3, "test")
    assert inv.clues == 1 and not C.has_card(g, inv, B + "clues")


@covers(NODENS)
def test_instead_of_fighting_a_nightgaunt_he_may_go_to_an_open_gate_of_his_choice():
    """Instead of a Combat check against a Nightgaunt, any investigator may be dropped into an
    open gate of his choice."""
    g = nodens_game()
    inv = empty_handed(g, 0, sliders=(0, 0, 0), where=WHERE)
    inv.clues = 0
    open_gate(g, "base:arkham/the_unnamable", "base:world/yuggoth")
    open_gate(g, "base:arkham/black_cave", "base:world/abyss")
    m = put_monster(g, "base:nightgaunt", WHERE)
    rig(g, 5, 5, 5, 5, 5, 5, 5, 5)
    start_combat(g, 0, m)
    answer(g, "Let the Nightgaunt carry her")  # Amanda Sharpe
    answer(g, "Yuggoth")
    assert inv.where == "base:world/yuggoth" and inv.stage == 1
    assert g.state.monsters[m] == WHERE
    plain = quiet_game(packs=PACKS)
    empty_handed(plain, 0, where=WHERE)
    open_gate(plain, "base:arkham/the_unnamable", "base:world/yuggoth")
    m = put_monster(plain, "base:nightgaunt", WHERE)
    rig(plain, 5, 5, 5, 5, 5, 5, 5, 5)
    start_combat(plain, 0, m)
    assert not any("Nightgaunt carry" in x for x in labels(plain))


@pytest.mark.parametrize("seed", range(4))
def test_random_games_with_nodens_end_with_the_invariants(seed):
    """Seeded random games with Nodens in play (a Herald besides in half) run to their end
    with the invariants; his deck and the cards held always make the twenty."""
    sheets = {"guardian": "nodens", "herald": "random"} if seed % 2 else {"guardian": "nodens"}
    g = arkham.new_game(seed=seed, investigators=1 + seed % 4, packs=list(PACKS), sheets=sheets)
    for i in g.state.investigators:  # blessed from the start, so that the cards are played
        C.gain_special(g, i, BLESSING, "test")
    play_checked(g, random.Random(seed))
    assert len(set(g.state.rules_data["nodens"]["deck"])) == len(g.state.rules_data["nodens"]["deck"]) <= 20


@pytest.mark.parametrize("seed", range(2))
def test_the_heuristic_bot_plays_a_game_with_nodens_to_its_end(seed):
    from arkham.bots import HeuristicBot
    from arkham.testing import play_bot

    g = arkham.new_game(seed=seed, investigators=3, packs=list(PACKS), sheets={"guardian": "nodens"})
    for i in g.state.investigators:
        C.gain_special(g, i, BLESSING, "test")
    bot = HeuristicBot(seed)
    bot.strict = True
    play_bot(g, bot)
    assert g.is_over


def test_the_bot_searches_passes_a_failed_check_and_leaves_a_hopeless_nightgaunt():
    """The heuristic bot searches in place of a draw (the best card), passes a failed check
    with a Blessing of Nodens when its Clue tokens cannot, and lets a Nightgaunt it cannot
    beat carry it to a gate."""
    from arkham.bots import HeuristicBot

    bot = HeuristicBot(1)
    bot.strict = True
    g = nodens_game()
    empty_handed(g, 0)
    blessed(g, 0, "unique")
    fx(g, 0, {"op": "draw", "deck": "unique"})
    assert bot.choose(g).startswith("nodens_search:")
    answer(g, "search the deck")
    assert bot.choose(g).startswith("take:")
    g = nodens_game()
    empty_handed(g, 0, sliders=(0, 0, 0), clues=0)
    blessed(g, 1, "success")
    rig(g, 1, 1, 1, 1, 1, 1, 1, 1)
    fx(g, 0, {"op": "check", "skill": "luck", "mod": 0, "diff": 2})
    assert bot.choose(g).startswith("nodens_pass:")
    g = nodens_game()
    inv = empty_handed(g, 0, sliders=(0, 0, 0), where=WHERE)
    inv.clues = 0
    open_gate(g, "base:arkham/the_unnamable", "base:world/yuggoth")
    m = put_monster(g, "base:nightgaunt", WHERE)
    rig(g, 5, 5, 5, 5, 5, 5, 5, 5)
    start_combat(g, 0, m)
    assert bot.choose(g) == "nodens:nightgaunt"
