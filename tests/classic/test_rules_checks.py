"""Skill checks (base p.13, p.17; DH FAQ on Skill cards named after skills)."""

from arkham.testing import answer, give, labels, quiet_game, rig, start_check
from helpers.hands import bare


def result(g):
    """What the check handed back to the step below it: [passed, successes]."""
    return g.state.stack[-1]["ret"]


def check(g, skill, mod=0, diff=1, seat=0, kind=None):
    return start_check(g, seat, skill, mod, diff, kind)


def test_fives_and_sixes_are_successes(game):
    bare(game, sliders=(0, 0, 0))  # Amanda: Luck 4
    rig(game, 5, 6, 4, 1)
    check(game, "luck", diff=2)
    assert result(game) == [True, 2]


def test_fours_fail_without_a_blessing(game):
    bare(game)
    rig(game, 4, 4, 4, 3)
    check(game, "luck")
    assert result(game) == [False, 0]


def test_blessed_investigator_succeeds_on_four(game):
    bare(game)
    give(game, 0, "base:blessing")
    rig(game, 4, 4, 1, 2)
    check(game, "luck", diff=2)
    assert result(game) == [True, 2]


def test_cursed_investigator_succeeds_only_on_six(game):
    bare(game)
    give(game, 0, "base:curse")
    rig(game, 5, 5, 5, 6)
    check(game, "luck", diff=2)
    assert result(game) == [False, 1]


def test_modifier_changes_the_number_of_dice(game):
    bare(game)  # Luck 4
    rig(game, 1, 1, 1, 1, 1, 1, 6)
    check(game, "luck", mod=+2)
    assert game.state.rig == [6]  # Luck 4 + 2: six dice rolled
    game2 = quiet_game()
    bare(game2)
    rig(game2, 1, 6, 6)
    check(game2, "luck", mod=-3)  # one die only: the 1
    assert result(game2) == [False, 0]
    assert game2.state.rig == [6, 6]


def test_zero_dice_fails_automatically(game):
    bare(game)  # Luck 4
    rig(game, 6, 6, 6, 6)
    check(game, "luck", mod=-4)
    assert result(game) == [False, 0]
    assert game.state.rig == [6, 6, 6, 6]  # nothing was rolled


def test_clue_tokens_may_still_be_spent_at_zero_dice(game):
    bare(game, clues=1)
    rig(game, 6)
    check(game, "luck", mod=-5)
    assert any("Spend a Clue token" in o for o in labels(game))
    answer(game, "Spend a Clue token")
    assert result(game) == [True, 1]
    assert game.state.investigators[0].clues == 0


def test_each_clue_token_adds_one_die(game):
    bare(game, clues=3)  # Luck 4
    rig(game, 1, 2, 3, 4)
    check(game, "luck", diff=2)
    assert "Spend a Clue token to roll 1 more die" in labels(game)
    rig(game, 5)
    answer(game, "Spend a Clue token")
    rig(game, 6)
    answer(game, "Spend a Clue token")
    assert result(game) == [True, 2]
    assert game.state.investigators[0].clues == 1


def test_clue_tokens_may_be_kept(game):
    bare(game, clues=2)
    rig(game, 1, 1, 1, 1)
    check(game, "luck")
    answer(game, "Keep the result")
    assert result(game) == [False, 0]
    assert game.state.investigators[0].clues == 2


def test_joe_diamond_rolls_two_dice_per_clue():
    g = quiet_game(["base:joe_diamond"])
    bare(g, clues=1, sliders=(0, 0, 0))  # Luck 3
    rig(g, 1, 1, 1)
    check(g, "luck", diff=2)
    assert "Spend a Clue token to roll 2 more dice" in labels(g)
    rig(g, 5, 6)
    answer(g, "Spend a Clue token")
    assert result(g) == [True, 2]


def test_sneak_skill_card_adds_a_die_and_a_clue_die_on_evade_checks(game):
    bare(game, clues=1)  # Sneak 4
    give(game, 0, "base:sneak")  # +1 Sneak: 5 dice
    rig(game, 1, 1, 1, 1, 1, 6)
    check(game, "sneak", kind="evade")
    assert game.state.rig == [6]  # five dice were rolled
    game.state.rig.clear()
    assert "Spend a Clue token to roll 2 more dice" in labels(game)
    rig(game, 1, 5)
    answer(game, "Spend a Clue token")
    assert result(game) == [True, 1]


def test_skill_card_extra_die_only_for_its_own_skill(game):
    bare(game, clues=1)
    give(game, 0, "base:sneak")
    rig(game, 1, 1, 1, 1)
    check(game, "luck")
    assert "Spend a Clue token to roll 1 more die" in labels(game)


def test_joe_diamond_with_skill_card_rolls_three_dice_per_clue():
    g = quiet_game(["base:joe_diamond"])
    bare(g, clues=1)
    give(g, 0, "base:luck")
    rig(g, 1, 1, 1, 1)
    check(g, "luck")
    assert "Spend a Clue token to roll 3 more dice" in labels(g)


def test_blessing_counts_clue_dice_on_four(game):
    bare(game, clues=1)
    give(game, 0, "base:blessing")
    rig(game, 1, 1, 1, 1)
    check(game, "luck")
    rig(game, 4)
    answer(game, "Spend a Clue token")
    assert result(game) == [True, 1]
