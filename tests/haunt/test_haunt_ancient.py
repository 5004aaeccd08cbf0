"""Ancient One encounters (HotW §Ancient One Encounters)."""

from arkham.testing import answer, finished, labels, rig, run_step
from helpers.haunt_scenes import AREA, at, haunt_game, log, skills

HERE = "graveyard"


def check(g):
    run_step(g, "haunt.ao_check", who=-1, area=AREA[HERE], phase=True)


def test_six_empty_doom_spaces_no_encounter():
    g = haunt_game()  # Nyarlathotep: 11 spaces
    at(g, 0, HERE)
    g.state.doom = 5
    check(g)
    assert finished(g) and "does not stir" in log(g)


def test_focus_dice_one_picked_takes_part_above_the_empty_spaces():
    g = haunt_game()
    a = at(g, 0, HERE)
    a.clues = 1  # Nyarlathotep devours those without clues
    at(g, 1, HERE)
    g.state.doom = 7  # 4 empty
    rig(g, 1, 5, 3, 6)  # Amanda: Focus 3 [1,5,3]; Bob: Focus 1 [6]
    check(g)
    assert labels(g) == ["1 - stay out", "3 - stay out", "5 - take part"]
    answer(g, "5")
    assert labels(g) == ["6 - take part"]
    answer(g, "6")
    assert "Round 1" in log(g)


def test_a_full_track_draws_in_everyone_and_each_pass_removes_two_doom():
    g = haunt_game()
    a = at(g, 0, HERE)
    a.clues = 1
    skills(g, 0, fight=3)  # Fight 4 against Nyarlathotep's -4: 0 dice
    g.state.doom = 11
    check(g)
    assert "everyone at the gate" in log(g)
    assert labels(g)[0] == "Combat check: 0 dice against Toughness 4"
    a.clues = 4
    rig(g, 5, 5, 5, 5)  # 4 clues spent: 4 dice, 4 successes
    answer(g, "Combat check")
    for _ in range(4):
        answer(g, "Spend a Clue")
    answer(g, "Keep") if g.choice.kind == "check" else None
    assert g.state.doom == 9 and "2 Doom removed" in log(g)


def test_escape_is_impossible_on_a_full_track_and_certain_with_six_empty():
    g = haunt_game()
    a = at(g, 0, HERE)
    a.clues = 3
    skills(g, 0, fight=3)  # no Lore: Nyarlathotep's attack is a Lore (+1) check
    g.state.doom = 11
    check(g)
    answer(g, "Combat check")  # 0 dice
    rig(g, 5)  # his attack resisted
    answer(g, "Keep")
    assert labels(g) == ["Attempt to escape", "Stay another round"]
    answer(g, "Attempt to escape")
    assert "cannot escape" in log(g)
    answer(g, "Combat check")  # round 2
    answer(g, "Keep")
    answer(g, "Keep")  # his attack: no dice
    assert a.clues == 2  # Lore (+0): no dice, a clue lost
    g.state.doom = 5
    answer(g, "Attempt to escape")
    assert finished(g) and "escapes the Ancient One" in log(g)


def test_shub_niggurath_toughness_five():
    g = haunt_game(ancient_one="base:shub_niggurath")
    a = at(g, 0, HERE)
    trophy = next(m for m in g.state.cup if m.endswith("zombie#1"))
    g.state.cup.remove(trophy)
    g.state.monsters[trophy] = "trophy:0"
    a.monster_trophies.append(trophy)  # she devours those with none
    skills(g, 0, fight=3)
    g.state.doom = g.content.ancient_ones[g.state.ancient_one].doom
    check(g)
    assert labels(g)[0].endswith("against Toughness 5")


def test_start_of_battle_touches_only_the_participants():
    from arkham.testing import give

    g = haunt_game(ancient_one="base:ithaqua")  # a die for each item; a failure discards it
    a = at(g, 0, HERE)
    b = at(g, 1, "woods")
    skills(g, 0, fight=3)
    gun = give(g, 0, "base:tommy_gun")
    food = give(g, 1, "base:food")
    ward_a = give(g, 0, "base:flesh_ward")
    ward_b = give(g, 1, "base:flesh_ward")  # lost only in the Ancient One's presence
    g.state.doom = g.content.ancient_ones[g.state.ancient_one].doom
    rig(g, 1)
    check(g)
    assert gun not in a.cards and food in b.cards and "frozen by Ithaqua" in log(g)
    assert ward_a not in a.cards and ward_b in b.cards


def test_the_encounter_is_one_combat_weapons_readied_stay_ready_next_round():
    from arkham.testing import give

    g = haunt_game()
    a = at(g, 0, HERE)
    a.clues = 5
    skills(g, 0, fight=3)
    give(g, 0, "base:tommy_gun")
    g.state.doom = 11
    check(g)
    answer(g, "Ready Tommy Gun")
    assert labels(g)[0] == "Combat check: 6 dice against Toughness 4"  # Fight 4 - 4 + 6
    rig(g, 1, 1, 1, 1, 1, 1, 5)  # the blow fails; his attack (Lore +1) resisted
    answer(g, "Combat check")
    while g.choice.kind == "check":
        answer(g, "Keep")
    answer(g, "Stay another round")
    assert labels(g)[0] == "Combat check: 6 dice against Toughness 4"
