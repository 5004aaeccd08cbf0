"""Scenario tests for the 11 Allies of the base game (card texts; base p.24 monster
abilities; FAQ: Any Phase actions are not taken between drawing an encounter and
resolving it; a card discarded to pay a cost gives none of its own benefits)."""

import pytest

from arkham.rules.classic import core as C
from arkham.testing import (
    card_names,
    answer,
    give,
    labels,
    log_text,
    put,
    put_monster,
    quiet_game,
    rig,
    run_step,
    start_combat,
    start_encounter,
)
from helpers.coverage_marks import covers
from helpers.hands import fighter_in_graveyard

AO = "base:azathoth"
WHERE = "base:arkham/graveyard"


def decks(g, inv):
    return sorted(C.card_def(g, c).deck for c in inv.cards)


names = card_names


def ops(g, *o, seat=0):
    return run_step(g, "fx", who=seat, seat=seat, ops=list(o), i=0, ctx={})


def join(g, ally, seat=0):
    """The Ally joins as an encounter would give him (the `take` op)."""
    return ops(g, {"op": "take", "card": ally}, seat=seat)


def combat(g, m, seat=0):
    return start_combat(g, seat, m)


def outcome(g):
    return g.state.stack[-1].get("ret")


def skills(g, inv):
    return {s: C.skill_value(g, inv, s) for s in ("speed", "sneak", "fight", "will", "lore", "luck")}


def gained(g, inv, before):
    now = skills(g, inv)
    return {s: now[s] - before[s] for s in now if now[s] != before[s]}


# --------------------------------------------------------- skill bonuses
@pytest.mark.parametrize(
    "ally,bonus",
    [
        pytest.param("base:anna_kaslow", {"luck": 2}, marks=covers("base:anna_kaslow")),
        pytest.param("base:duke", {}, marks=covers("base:duke")),
        pytest.param("base:eric_colt", {"speed": 2}, marks=covers("base:eric_colt")),
        pytest.param("base:john_legrasse", {"will": 2}, marks=covers("base:john_legrasse")),
        pytest.param("base:professor_armitage", {"lore": 2}, marks=covers("base:professor_armitage")),
        pytest.param("base:richard_upton_pickman", {"luck": 1, "speed": 1}, marks=covers("base:richard_upton_pickman")),
        pytest.param("base:ruby_standish", {"sneak": 2}, marks=covers("base:ruby_standish")),
        pytest.param("base:ryan_dean", {"sneak": 1, "will": 1}, marks=covers("base:ryan_dean")),
        pytest.param("base:sir_william_brinton", {}, marks=covers("base:sir_william_brinton")),
        pytest.param("base:thomas_f_malone", {"fight": 1, "lore": 1}, marks=covers("base:thomas_f_malone")),
        pytest.param("base:tom_mountain_murphy", {"fight": 2}, marks=covers("base:tom_mountain_murphy")),
    ],
)
def test_ally_skill_bonuses(game, ally, bonus):
    inv = fighter_in_graveyard(game)
    before = skills(game, inv)
    join(game, ally)
    while game.choice.kind != "halt":  # a gift drawn may ask nothing; be safe
        game.apply(game.choice.options[0].id)
    assert C.has_card(game, inv, ally)
    assert gained(game, inv, before) == bonus


# ------------------------------------------------------------- gifts
@covers("base:anna_kaslow")
def test_anna_kaslow_brings_two_clue_tokens(game):
    inv = fighter_in_graveyard(game, clues=1)
    join(game, "base:anna_kaslow")
    assert inv.clues == 3


@covers("base:ruby_standish")
def test_ruby_standish_brings_a_unique_item(game):
    inv = fighter_in_graveyard(game)
    join(game, "base:ruby_standish")
    assert decks(game, inv) == ["ally", "unique"]


@covers("base:ryan_dean")
def test_ryan_dean_brings_a_common_item(game):
    inv = fighter_in_graveyard(game)
    join(game, "base:ryan_dean")
    assert decks(game, inv) == ["ally", "common"]


@covers("base:thomas_f_malone")
def test_thomas_malone_brings_a_spell(game):
    inv = fighter_in_graveyard(game)
    join(game, "base:thomas_f_malone")
    assert decks(game, inv) == ["ally", "spell"]


# --------------------------------------------------------- Duke, Brinton
@covers("base:duke")
def test_duke_raises_maximum_sanity_and_is_discarded_to_restore_it(game):
    inv = fighter_in_graveyard(game)
    give(game, 0, "base:duke")
    assert C.max_sanity(game, inv) == 6
    inv.sanity = 2
    run_step(game, "upkeep.inv", who=0)
    answer(game, "Duke: Discard Duke: restore your Sanity to its maximum")
    assert names(game, inv) == []
    assert inv.sanity == 5  # his +1 left with him


@covers("base:duke")
def test_duke_is_not_offered_at_full_sanity(game):
    inv = fighter_in_graveyard(game)
    give(game, 0, "base:duke")
    inv.sanity = C.max_sanity(game, inv)
    run_step(game, "arkham.inv", who=0)
    assert not any(o.startswith("Duke") for o in labels(game))


@covers("base:duke")
def test_duke_before_drawing_the_encounter_but_not_between_drawing_and_resolving(game):
    """FAQ: Any Phase actions may come before drawing an encounter card or after it is
    resolved, never in between: a Sanity loss to 0 on the card drives him insane first."""
    inv = fighter_in_graveyard(game)
    cave = "base:arkham/black_cave"
    put(game, 0, cave)
    give(game, 0, "base:duke")
    inv.sanity = 3
    run_step(game, "arkham.inv", who=0)
    assert any(o.startswith("Duke") for o in labels(game))  # before the card is drawn
    inv.sanity = 1
    start_encounter(game, 0, cave, "base:rivertown_4")  # lose 1 Sanity
    assert game.choice.kind == "halt"  # nothing was offered in between
    assert inv.where == "base:arkham/arkham_asylum"
    assert "is insane" in log_text(game)
    assert C.has_card(game, inv, "base:duke")


@covers("base:duke")
def test_duke_given_up_for_the_stars_are_right_restores_nothing(game):
    """FAQ: a card discarded to pay a cost gives no benefit of its own."""
    st = game.state
    inv = fighter_in_graveyard(game)
    give(game, 0, "base:duke")
    inv.sanity = 2
    st.decks["mythos"].remove("base:the_stars_are_right")
    st.rumor = "base:the_stars_are_right"
    put(game, 0, "base:arkham/downtown_streets")
    run_step(game, "arkham.inv", who=0)
    answer(game, "Give up Duke to set the stars wrong")
    while game.choice.kind != "halt":
        game.apply(game.choice.options[0].id)
    assert st.rumor is None
    assert not C.has_card(game, inv, "base:duke")
    assert inv.sanity == 2
    assert decks(game, inv) == ["common", "common"]


@covers("base:duke")
def test_losing_duke_lowers_sanity_to_the_new_maximum(game):
    st = game.state
    inv = fighter_in_graveyard(game)
    give(game, 0, "base:duke")
    inv.sanity = 6
    st.decks["mythos"].remove("base:the_stars_are_right")
    st.rumor = "base:the_stars_are_right"
    put(game, 0, "base:arkham/downtown_streets")
    run_step(game, "arkham.inv", who=0)
    answer(game, "Give up Duke")
    assert inv.sanity == 5


@covers("base:sir_william_brinton")
def test_brinton_raises_maximum_stamina_and_is_discarded_to_restore_it(game):
    inv = fighter_in_graveyard(game)
    give(game, 0, "base:sir_william_brinton")
    assert C.max_stamina(game, inv) == 6
    inv.stamina = 1
    assert not any(o.startswith("Duke") for o in labels(game))
    run_step(game, "move", who=0, pts=1, full=1, start=WHERE)
    answer(game, "Sir William Brinton: Discard him: restore your Stamina to its maximum")
    assert inv.stamina == 5
    assert names(game, inv) == []


@covers("base:sir_william_brinton")
def test_brinton_not_offered_at_full_stamina(game):
    inv = fighter_in_graveyard(game)
    give(game, 0, "base:sir_william_brinton")
    inv.stamina = C.max_stamina(game, inv)
    run_step(game, "arkham.inv", who=0)
    assert not any(o.startswith("Sir William") for o in labels(game))


# --------------------------------------------------- monster abilities
@covers("base:eric_colt")
def test_eric_colt_spares_the_nightmarish_sanity_loss(game):
    inv = fighter_in_graveyard(game, sliders=(0, 0, 0))  # Will 4
    give(game, 0, "base:eric_colt")
    m = put_monster(game, "dark_young", WHERE)  # horror 0, Nightmarish 1
    rig(game, 5, 1, 1, 1)
    combat(game, m)
    assert inv.sanity == 5
    other = quiet_game(ancient_one=AO)
    inv2 = fighter_in_graveyard(other, sliders=(0, 0, 0))
    m2 = put_monster(other, "dark_young", WHERE)
    rig(other, 5, 1, 1, 1)
    combat(other, m2)
    assert inv2.sanity == 4


@covers("base:tom_mountain_murphy")
def test_overwhelming_costs_stamina_without_tom_murphy(game):
    inv = fighter_in_graveyard(game, sliders=(0, 0, 0))
    give(game, 0, "base:tommy_gun")
    m = put_monster(game, "gug", WHERE)
    rig(game, 5, 1, 1)
    combat(game, m)
    answer(game, "Ready Tommy Gun")
    rig(game, 6, 6, 6, 1, 1)  # Fight 1 + 6 - 2 = 5 dice
    answer(game, "Fight:")
    assert outcome(game) == "defeated"
    assert inv.stamina == 4


@covers("base:tom_mountain_murphy")
def test_tom_murphy_defeats_an_overwhelming_monster_unhurt(game):
    inv = fighter_in_graveyard(game, sliders=(0, 0, 0))
    give(game, 0, "base:tom_mountain_murphy")
    give(game, 0, "base:tommy_gun")
    m = put_monster(game, "gug", WHERE)
    rig(game, 5, 1, 1)
    combat(game, m)
    answer(game, "Ready Tommy Gun")
    assert labels(game)[0] == "Fight: 7 dice against toughness 3"
    rig(game, 6, 6, 6, 1, 1, 1, 1)
    answer(game, "Fight:")
    assert outcome(game) == "defeated"
    assert inv.stamina == 5


@covers("base:john_legrasse")
def test_john_legrasse_keeps_endless_monsters_as_trophies(game):
    st = game.state
    st.terror = 6  # the Maniac turns Endless at terror 6
    inv = fighter_in_graveyard(game)  # Fight 4
    give(game, 0, "base:john_legrasse")
    m = put_monster(game, "maniac", WHERE)
    combat(game, m)
    rig(game, *([5] * 6))
    answer(game, "Fight:")
    assert outcome(game) == "defeated"
    assert m in inv.monster_trophies


@covers("base:john_legrasse")
def test_endless_monsters_return_to_the_cup_without_legrasse(game):
    st = game.state
    st.terror = 6
    inv = fighter_in_graveyard(game)
    m = put_monster(game, "maniac", WHERE)
    combat(game, m)
    rig(game, *([5] * 6))
    answer(game, "Fight:")
    assert outcome(game) == "defeated"
    assert inv.monster_trophies == []
    assert m in st.cup


@covers("base:professor_armitage")
def test_professor_armitage_lets_magic_ignore_magical_resistance(game):
    fighter_in_graveyard(game, sliders=(0, 3, 3))
    give(game, 0, "base:wither")
    m = put_monster(game, "witch", WHERE)  # Magical Resistance
    combat(game, m)
    assert any(o.startswith("Cast Wither") and o.endswith("for +2") for o in labels(game))
    g2 = quiet_game(ancient_one=AO)
    fighter_in_graveyard(g2, sliders=(0, 3, 3))
    give(g2, 0, "base:wither")
    give(g2, 0, "base:professor_armitage")
    m2 = put_monster(g2, "witch", WHERE)
    combat(g2, m2)
    assert any(o.startswith("Cast Wither") and o.endswith("for +3") for o in labels(g2))


@covers("base:richard_upton_pickman")
def test_pickman_lets_weapons_ignore_physical_resistance_but_not_immunity(game):
    fighter_in_graveyard(game, sliders=(0, 0, 0))  # Will 4
    give(game, 0, "base:richard_upton_pickman")
    give(game, 0, "base:revolver_38")
    m = put_monster(game, "dark_young", WHERE)  # Physical Resistance
    rig(game, 5, 1, 1, 1)
    combat(game, m)
    assert "Ready .38 Revolver (+3)" in labels(game)
    g2 = quiet_game(ancient_one=AO)
    fighter_in_graveyard(g2)
    give(g2, 0, "base:richard_upton_pickman")
    give(g2, 0, "base:revolver_38")
    m2 = put_monster(g2, "fire_vampire", WHERE)  # Physical Immunity
    combat(g2, m2)
    assert "Ready .38 Revolver (+0)" in labels(g2)
