"""Scenario tests for the 10 Skills of the base game (card texts; base p.13 Clue
tokens; FAQ: a Skill named after a skill gives both its bonus and an extra die per
Clue token; a re-roll re-rolls every die so far, Clue dice included)."""

import pytest

from arkham.rules.classic import core as C
from arkham.testing import answer, give, labels, put, put_monster, rig, run_step, start_check, start_combat
from helpers.coverage_marks import covers
from helpers.hands import bare_keeping_money

AO = "base:azathoth"
WHERE = "base:arkham/graveyard"


def check(g, skill, mod=0, diff=1, seat=0, kind=None):
    return start_check(g, seat, skill, mod, diff, kind)


def result(g):
    return g.state.stack[-1]["ret"]


def outcome(g):
    return g.state.stack[-1].get("ret")


def combat(g, m, seat=0):
    return start_combat(g, seat, m)


SKILLS = [
    pytest.param("speed", marks=covers("base:speed")),
    pytest.param("sneak", marks=covers("base:sneak")),
    pytest.param("fight", marks=covers("base:fight")),
    pytest.param("will", marks=covers("base:will")),
    pytest.param("lore", marks=covers("base:lore")),
    pytest.param("luck", marks=covers("base:luck")),
]


@pytest.mark.parametrize("skill", SKILLS)
def test_skill_card_gives_plus_one_and_an_extra_die_per_clue(game, skill):
    inv = bare_keeping_money(game, clues=1)
    before = C.skill_value(game, inv, skill)
    give(game, 0, f"base:{skill}")
    assert C.skill_value(game, inv, skill) == before + 1
    rig(game, *([1] * (before + 1)))
    check(game, skill)
    assert game.state.rig == []  # one die more than the printed skill
    assert "Spend a Clue token to roll 2 more dice" in labels(game)
    rig(game, 1, 5)
    answer(game, "Spend a Clue token")
    assert result(game) == [True, 1]  # both dice of the one Clue token counted (FAQ)
    assert inv.clues == 0


@pytest.mark.parametrize("skill", SKILLS)
def test_skill_card_extra_die_is_only_for_its_own_skill(game, skill):
    bare_keeping_money(game, clues=1)
    give(game, 0, f"base:{skill}")
    other = "luck" if skill != "luck" else "speed"
    rig(game, *([1] * 6))
    check(game, other)
    assert "Spend a Clue token to roll 1 more die" in labels(game)


@covers("base:speed")
def test_speed_card_gives_a_movement_point(game):
    bare_keeping_money(game)
    put(game, 0, "base:arkham/rivertown_streets")
    give(game, 0, "base:speed")
    run_step(game, "movement.inv", who=0)
    assert any("(2 movement left)" in o for o in labels(game))  # Speed 1 + 1


@covers("base:fight")
def test_fight_card_counts_on_combat_checks_with_its_clue_die(game):
    inv = bare_keeping_money(game, clues=1)  # Fight 1
    give(game, 0, "base:fight")
    m = put_monster(game, "cultist", WHERE)  # combat +1 under Azathoth
    combat(game, m)
    assert labels(game)[0] == "Fight: 3 dice against toughness 1"
    rig(game, 1, 1, 1)
    answer(game, "Fight:")
    rig(game, 1, 6)
    answer(game, "Spend a Clue token to roll 2 more dice")
    assert outcome(game) == "defeated"
    assert inv.clues == 0


@covers("base:sneak")
def test_sneak_card_counts_on_evade_checks(game):
    bare_keeping_money(game)  # Sneak 4
    give(game, 0, "base:sneak")
    m = put_monster(game, "cultist", WHERE)
    run_step(game, "face", who=0, monster=m)
    assert "Evade Cultist (Sneak 5, awareness -3)" in labels(game)


@covers("base:will")
def test_will_card_counts_on_horror_checks(game):
    inv = bare_keeping_money(game, sliders=(0, 3, 0))  # Will 1
    give(game, 0, "base:will")
    m = put_monster(game, "zombie", WHERE)  # horror -1
    rig(game, 5, 1)
    combat(game, m)
    assert game.state.rig == [1]  # Will 2 - 1 = 1 die
    assert inv.sanity == 5


# ---------------------------------------------------------------- re-rolls
@covers("base:bravery")
def test_bravery_rerolls_a_horror_check(game):
    inv = bare_keeping_money(game, sliders=(0, 3, 0))  # Will 1
    brave = give(game, 0, "base:bravery")
    m = put_monster(game, "dark_young", WHERE)  # horror 0, 3 Sanity
    rig(game, 1)
    combat(game, m)
    assert "Bravery: re-roll the dice" in labels(game)
    rig(game, 6)
    answer(game, "Bravery")
    assert brave in inv.exhausted
    assert inv.sanity == 4  # passed: only the Nightmarish 1


@covers("base:bravery")
def test_bravery_does_not_reroll_a_plain_will_check(game):
    bare_keeping_money(game)
    give(game, 0, "base:bravery")
    rig(game, 1, 1, 1, 1)
    check(game, "will")
    assert not any(o.startswith("Bravery") for o in labels(game))


@covers("base:expert_occultist")
def test_expert_occultist_rerolls_a_spell_check(game):
    inv = bare_keeping_money(game, sliders=(0, 0, 3))  # Lore 4
    occ = give(game, 0, "base:expert_occultist")
    give(game, 0, "base:wither")
    m = put_monster(game, "cultist", WHERE)
    combat(game, m)
    rig(game, 1, 1, 1, 1)
    answer(game, "Cast Wither")
    assert "Expert Occultist: re-roll the dice" in labels(game)
    rig(game, 1, 1, 1, 5)
    answer(game, "Expert Occultist")
    assert occ in inv.exhausted
    assert labels(game)[0] == "Fight: 5 dice against toughness 1"  # Fight 1 + 1 + Wither 3


@covers("base:expert_occultist")
def test_expert_occultist_does_not_reroll_a_lore_check(game):
    bare_keeping_money(game)
    give(game, 0, "base:expert_occultist")
    rig(game, 1)
    check(game, "lore")
    assert not any(o.startswith("Expert Occultist") for o in labels(game))


@covers("base:marksman")
def test_marksman_rerolls_a_combat_check_clue_dice_included(game):
    inv = bare_keeping_money(game, clues=1)  # Fight 1
    mark = give(game, 0, "base:marksman")
    m = put_monster(game, "cultist", WHERE)
    combat(game, m)
    rig(game, 1, 1)
    answer(game, "Fight:")
    rig(game, 2)
    answer(game, "Spend a Clue token")
    assert "Marksman: re-roll the dice" in labels(game)
    rig(game, 1, 1, 6)  # all three dice again (FAQ)
    answer(game, "Marksman")
    assert game.state.rig == []
    assert outcome(game) == "defeated"
    assert mark in inv.exhausted


@covers("base:marksman")
def test_marksman_once_per_refresh(game):
    inv = bare_keeping_money(game)
    mark = give(game, 0, "base:marksman")
    inv.exhausted.append(mark)
    m = put_monster(game, "cultist", WHERE)
    combat(game, m)
    rig(game, 1, 1)
    answer(game, "Fight:")
    assert game.choice.kind != "check"  # nothing to re-roll with: the check fails


@covers("base:stealth")
def test_stealth_rerolls_an_evade_check(game):
    inv = bare_keeping_money(game, sliders=(3, 0, 0))  # Sneak 1
    st = give(game, 0, "base:stealth")
    m = put_monster(game, "zombie", WHERE)  # awareness +1
    run_step(game, "face", who=0, monster=m)
    rig(game, 1, 2)
    answer(game, "Evade Zombie")
    assert "Stealth: re-roll the dice" in labels(game)
    rig(game, 5, 1)
    answer(game, "Stealth")
    assert outcome(game) == "evaded"
    assert st in inv.exhausted


@covers("base:stealth")
def test_stealth_does_not_reroll_a_sneak_check(game):
    bare_keeping_money(game, sliders=(3, 0, 0))
    give(game, 0, "base:stealth")
    rig(game, 1)
    check(game, "sneak")
    assert not any(o.startswith("Stealth") for o in labels(game))
