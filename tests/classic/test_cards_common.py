"""Scenario tests for the 22 Common Items of the base game (card texts; base p.16
hands, p.24 resistances and immunities; FAQ on weapon durations, the Bullwhip and
Cross, re-rolls, movement points in Other Worlds, and trading)."""

from arkham.rules.classic import core as C
from arkham.testing import (
    card_names,
    answer,
    give,
    labels,
    put,
    put_monster,
    quiet_game,
    rig,
    run_step,
    start_check,
    start_combat,
)
from helpers.coverage_marks import covers
from helpers.hands import fighter_in_graveyard

WHERE = "base:arkham/graveyard"
STREET = "base:arkham/rivertown_streets"


AO = "base:azathoth"  # no worshipper rule touches the monsters used here


# ------------------------------------------------------------------ helpers
names = card_names


def combat(g, m, seat=0):
    return start_combat(g, seat, m)


def fight_label(g):
    return next(o for o in labels(g) if o.startswith("Fight:"))


def outcome(g):
    return g.state.stack[-1].get("ret")


def check(g, skill, mod=0, diff=1, seat=0, kind=None):
    return start_check(g, seat, skill, mod, diff, kind)


def result(g):
    return g.state.stack[-1]["ret"]


def dice_used(g, n_rigged):
    """How many of the rigged dice were rolled."""
    return n_rigged - len(g.state.rig)


def move(g, seat=0, pts=4):
    inv = g.state.investigators[seat]
    return run_step(g, "move", who=seat, pts=pts, full=pts, start=inv.where)


# --------------------------------------------------------------- weapons
@covers("base:derringer_18")
def test_derringer_adds_two_to_combat(game):
    fighter_in_graveyard(game)  # Fight 4
    give(game, 0, "base:derringer_18")
    m = put_monster(game, "cultist", WHERE)  # combat +1, toughness 1, no horror
    combat(game, m)
    assert "Ready .18 Derringer (+2)" in labels(game)
    answer(game, "Ready .18 Derringer")
    assert fight_label(game) == "Fight: 7 dice against toughness 1"
    rig(game, 1, 1, 1, 1, 1, 1, 5)
    answer(game, "Fight:")
    assert outcome(game) == "defeated"


@covers("base:derringer_18", "base:bank_loan")
def test_derringer_is_not_seized_when_the_bank_loan_defaults(game):
    inv = fighter_in_graveyard(game)
    give(game, 0, "base:derringer_18")
    give(game, 0, "base:revolver_38")
    give(game, 0, "base:bank_loan")
    rig(game, 2)  # 1-3: interest or default; no money: default
    run_step(game, "upkeep.inv", who=0)
    assert names(game, inv) == [".18 Derringer"]  # it cannot be lost unless its owner allows it


@covers("base:revolver_38")
def test_revolver_adds_three_with_one_hand(game):
    fighter_in_graveyard(game)
    give(game, 0, "base:revolver_38")
    give(game, 0, "base:knife")
    m = put_monster(game, "cultist", WHERE)
    combat(game, m)
    answer(game, "Ready .38 Revolver (+3)")
    assert "Ready Knife (+1)" in labels(game)  # the other hand is still free
    answer(game, "Ready Knife")
    assert fight_label(game) == "Fight: 9 dice against toughness 1"


@covers("base:automatic_45")
def test_automatic_adds_four(game):
    fighter_in_graveyard(game)
    give(game, 0, "base:automatic_45")
    m = put_monster(game, "cultist", WHERE)
    combat(game, m)
    answer(game, "Ready .45 Automatic (+4)")
    assert fight_label(game) == "Fight: 9 dice against toughness 1"


@covers("base:axe")
def test_axe_adds_three_alone_and_two_beside_another_weapon(game):
    fighter_in_graveyard(game)
    give(game, 0, "base:axe")
    give(game, 0, "base:revolver_38")
    m = put_monster(game, "cultist", WHERE)
    combat(game, m)
    answer(game, "Ready Axe (+3)")
    assert fight_label(game) == "Fight: 8 dice against toughness 1"  # 4 + 1 + 3
    answer(game, "Ready .38 Revolver")
    assert fight_label(game) == "Fight: 10 dice against toughness 1"  # 4 + 1 + 2 + 3


@covers("base:bullwhip")
def test_bullwhip_adds_one_and_rerolls_one_die_even_when_not_wielded(game):
    inv = fighter_in_graveyard(game, sliders=(0, 0, 0))  # Fight 1
    whip = give(game, 0, "base:bullwhip")
    give(game, 0, "base:knife")
    m = put_monster(game, "cultist", WHERE)
    combat(game, m)
    assert "Ready Bullwhip (+1)" in labels(game)
    answer(game, "Ready Knife")  # the whip stays in its holster (FAQ)
    assert fight_label(game) == "Fight: 3 dice against toughness 1"
    rig(game, 1, 2, 3)
    answer(game, "Fight:")
    assert "Bullwhip: re-roll one die" in labels(game)
    rig(game, 6)
    answer(game, "Bullwhip: re-roll one die")
    assert outcome(game) == "defeated"
    assert whip in inv.exhausted


@covers("base:cavalry_saber")
def test_cavalry_saber_adds_two(game):
    fighter_in_graveyard(game)
    give(game, 0, "base:cavalry_saber")
    m = put_monster(game, "cultist", WHERE)
    combat(game, m)
    answer(game, "Ready Cavalry Saber (+2)")
    assert fight_label(game) == "Fight: 7 dice against toughness 1"


@covers("base:cross")
def test_cross_adds_three_against_undead_only_and_ignores_physical_immunity(game):
    fighter_in_graveyard(game, sliders=(0, 0, 0))  # Fight 1, Will 4
    give(game, 0, "base:cross")
    m = put_monster(game, "ghost", WHERE)  # Undead, Physical Immunity, horror -2
    rig(game, 5, 1, 1)  # horror: Will 4 + Cross 1 - 2 = 3 dice
    combat(game, m)
    assert game.state.rig == []
    assert "Ready Cross (+3)" in labels(game)  # magical: the Ghost is immune only to physical
    other = quiet_game(ancient_one=AO)
    fighter_in_graveyard(other)
    give(other, 0, "base:cross")
    m2 = put_monster(other, "cultist", WHERE)
    combat(other, m2)
    assert "Ready Cross (+0)" in labels(other)


@covers("base:cross")
def test_cross_horror_bonus_works_unheld_even_against_an_immune_monster(game):
    inv = fighter_in_graveyard(game, sliders=(0, 0, 0))  # Will 4
    give(game, 0, "base:cross")
    m = put_monster(game, "high_priest", WHERE)  # Magical Immunity, horror +1
    rig(game, *([1] * 7))
    combat(game, m)
    assert dice_used(game, 7) == 6  # Will 4 + 1 + Cross 1: the secondary ability stays (FAQ)
    assert inv.sanity == 4
    assert "Ready Cross (+0)" in labels(game)


@covers("base:dark_cloak")
def test_dark_cloak_adds_one_to_evade_checks(game):
    fighter_in_graveyard(game)  # Sneak 4
    give(game, 0, "base:dark_cloak")
    m = put_monster(game, "cultist", WHERE)
    run_step(game, "face", who=0, monster=m)
    assert "Evade Cultist (Sneak 5, awareness -3)" in labels(game)
    rig(game, 1, 5, 1)
    answer(game, "Evade Cultist")
    assert dice_used(game, 3) == 2  # 4 + 1 - 3
    assert outcome(game) == "evaded"


@covers("base:dynamite")
def test_dynamite_takes_both_hands_and_is_gone_after_one_check(game):
    inv = fighter_in_graveyard(game, sliders=(0, 0, 0))  # Fight 1
    give(game, 0, "base:dynamite")
    give(game, 0, "base:revolver_38")
    m = put_monster(game, "cultist", WHERE)
    combat(game, m)
    answer(game, "Ready Dynamite (+8)")
    assert not any(o.startswith("Ready .38") for o in labels(game))  # no hand left
    assert fight_label(game) == "Fight: 10 dice against toughness 1"
    rig(game, *([1] * 10))
    answer(game, "Fight:")  # fails: the cultist hits for 1
    assert "Dynamite" not in names(game, inv)  # one-shot: discarded after its check
    assert inv.stamina == 4
    assert fight_label(game) == "Fight: 2 dice against toughness 1"
    assert "Ready .38 Revolver (+3)" in labels(game)


@covers("base:revolver_38")
def test_standard_weapon_stays_readied_for_every_round_and_the_next_combat(game):
    inv = fighter_in_graveyard(game, sliders=(0, 0, 0))
    give(game, 0, "base:revolver_38")
    m = put_monster(game, "cultist", WHERE)
    combat(game, m)
    answer(game, "Ready .38 Revolver")
    rig(game, 1, 1, 1, 1, 1)
    answer(game, "Fight:")
    assert inv.stamina == 4
    assert fight_label(game) == "Fight: 5 dice against toughness 1"  # still held
    rig(game, 5, 1, 1, 1, 1)
    answer(game, "Fight:")
    assert outcome(game) == "defeated"
    m2 = put_monster(game, "cultist", WHERE)
    combat(game, m2)
    assert "Ready .38 Revolver (+3)" in labels(game)  # not exhausted or spent


@covers("base:food")
def test_food_is_discarded_to_take_one_stamina_less(game):
    inv = fighter_in_graveyard(game)
    give(game, 0, "base:food")
    run_step(game, "loss", who=0, stamina=2, why="test")
    assert "Food: Discard to lose 1 less Stamina" in labels(game)
    answer(game, "Food:")
    assert inv.stamina == 4
    assert names(game, inv) == []


@covers("base:food", "base:whiskey")
def test_food_does_not_answer_a_sanity_loss(game):
    inv = fighter_in_graveyard(game)
    give(game, 0, "base:food")
    run_step(game, "loss", who=0, sanity=2, why="test")
    assert game.choice.kind == "halt"
    assert inv.sanity == 3
    assert names(game, inv) == ["Food"]


@covers("base:knife")
def test_knife_adds_one(game):
    fighter_in_graveyard(game)
    give(game, 0, "base:knife")
    m = put_monster(game, "cultist", WHERE)
    combat(game, m)
    answer(game, "Ready Knife (+1)")
    assert fight_label(game) == "Fight: 6 dice against toughness 1"


@covers("base:lantern")
def test_lantern_adds_one_to_luck_checks(game):
    fighter_in_graveyard(game)  # Luck 4
    give(game, 0, "base:lantern")
    rig(game, 1, 1, 1, 1, 5, 1)
    check(game, "luck")
    assert dice_used(game, 6) == 5
    assert result(game) == [True, 1]


@covers("base:lucky_cigarette_case")
def test_lucky_cigarette_case_is_discarded_to_reroll_any_check(game):
    inv = fighter_in_graveyard(game)  # Lore 1
    give(game, 0, "base:lucky_cigarette_case")
    rig(game, 2)
    check(game, "lore")
    assert "Lucky Cigarette Case: re-roll the dice" in labels(game)
    rig(game, 6)
    answer(game, "Lucky Cigarette Case")
    assert result(game) == [True, 1]
    assert names(game, inv) == []


@covers("base:map_of_arkham")
def test_map_of_arkham_exhausts_for_one_more_movement_point(game):
    inv = fighter_in_graveyard(game)
    put(game, 0, STREET)
    mp = give(game, 0, "base:map_of_arkham")
    move(game, pts=1)
    answer(game, "Map of Arkham: Exhaust for 1 more movement point")
    assert any("(2 movement left)" in o for o in labels(game))
    assert mp in inv.exhausted
    assert not any(o.startswith("Map of Arkham") for o in labels(game))


@covers("base:motorcycle")
def test_motorcycle_exhausts_for_two_more_movement_points(game):
    inv = fighter_in_graveyard(game)
    put(game, 0, STREET)
    give(game, 0, "base:motorcycle")
    move(game, pts=1)
    answer(game, "Motorcycle: Exhaust for 2 more movement points")
    assert any("(3 movement left)" in o for o in labels(game))
    answer(game, "Move to Graveyard")
    assert inv.where == WHERE
    assert any("(2 movement left)" in o for o in labels(game))


@covers("base:ancient_tome")
def test_ancient_tome_pass_gives_a_spell_and_the_tome_is_discarded(game):
    inv = fighter_in_graveyard(game, sliders=(0, 3, 3))  # Lore 4
    give(game, 0, "base:ancient_tome")
    move(game, pts=4)
    rig(game, 5, 1, 1)  # Lore 4 - 1 = 3 dice
    answer(game, "Ancient Tome: Read it")
    assert [C.card_def(game, c).deck for c in inv.cards] == ["spell"]
    assert any("(2 movement left)" in o for o in labels(game))


@covers("base:ancient_tome")
def test_ancient_tome_fail_exhausts_it_and_costs_the_movement(game):
    inv = fighter_in_graveyard(game, sliders=(0, 3, 3))
    tome = give(game, 0, "base:ancient_tome")
    move(game, pts=3)
    rig(game, 1, 1, 1)
    answer(game, "Ancient Tome: Read it")
    assert tome in inv.cards and tome in inv.exhausted
    assert any("(1 movement left)" in o for o in labels(game))
    assert not any(o.startswith("Ancient Tome") for o in labels(game))


@covers("base:ancient_tome")
def test_ancient_tome_needs_two_movement_points(game):
    fighter_in_graveyard(game, sliders=(0, 3, 3))
    give(game, 0, "base:ancient_tome")
    give(game, 0, "base:map_of_arkham")  # something to keep the move asking
    move(game, pts=1)
    assert not any(o.startswith("Ancient Tome") for o in labels(game))


@covers("base:old_journal")
def test_old_journal_pass_gives_three_clues_for_one_movement(game):
    inv = fighter_in_graveyard(game, sliders=(0, 3, 3))
    give(game, 0, "base:old_journal")
    move(game, pts=1)
    rig(game, 6, 1, 1)
    answer(game, "Old Journal: Read it: 1 movement, Lore (-1) for 3 Clue tokens")
    assert inv.clues == 3
    assert names(game, inv) == []


@covers("base:ancient_tome", "base:old_journal", "base:map_of_arkham", "base:motorcycle")
def test_no_movement_points_to_spend_or_gain_in_an_other_world(game):
    """FAQ: no movement points in Other Worlds, from any source, and nothing costing them."""
    inv = fighter_in_graveyard(game, sliders=(0, 3, 3))
    for c in ("base:ancient_tome", "base:old_journal", "base:map_of_arkham", "base:motorcycle"):
        give(game, 0, c)
    inv.where, inv.stage = "base:world/abyss", 1
    run_step(game, "movement.inv", who=0)
    assert game.choice.kind == "halt"  # nothing offered: he just moves on
    assert inv.stage == 2
    assert inv.exhausted == []


@covers("base:research_materials")
def test_research_materials_is_discarded_for_one_more_die(game):
    inv = fighter_in_graveyard(game)  # Lore 1
    give(game, 0, "base:research_materials")
    rig(game, 2)
    check(game, "lore")
    assert "Discard Research Materials in place of a Clue token to roll 1 more die" in labels(game)
    rig(game, 5)
    answer(game, "Discard Research Materials")
    assert result(game) == [True, 1]
    assert names(game, inv) == []


@covers("base:research_materials", "base:joe_diamond")
def test_research_materials_counts_as_a_clue_token_for_hunches():
    """It is discarded instead of spending a Clue token: Joe Diamond's Hunches give two dice for it."""
    g = quiet_game(["base:joe_diamond"], ancient_one=AO)
    inv = g.state.investigators[0]
    for c in list(inv.cards):
        C.discard_card(g, inv, c)
    inv.clues = 0
    inv.sliders = [0, 0, 0]
    give(g, 0, "base:research_materials")
    n = C.skill_value(g, inv, "lore")
    rig(g, *([1] * n))
    check(g, "lore")
    rig(g, 1, 6)
    answer(g, "Discard Research Materials")
    assert result(g) == [True, 1]


@covers("base:rifle")
def test_rifle_adds_five_with_both_hands(game):
    fighter_in_graveyard(game)
    give(game, 0, "base:rifle")
    give(game, 0, "base:knife")
    m = put_monster(game, "cultist", WHERE)
    combat(game, m)
    answer(game, "Ready Rifle (+5)")
    assert not any(o.startswith("Ready Knife") for o in labels(game))
    assert fight_label(game) == "Fight: 10 dice against toughness 1"


@covers("base:shotgun")
def test_shotgun_sixes_count_double(game):
    fighter_in_graveyard(game, sliders=(0, 0, 0))  # Fight 1, Will 4
    give(game, 0, "base:shotgun")
    m = put_monster(game, "nightgaunt", WHERE)  # horror -1, combat -2, toughness 2
    rig(game, 5, 1, 1)
    combat(game, m)
    answer(game, "Ready Shotgun (+4)")
    assert fight_label(game) == "Fight: 3 dice against toughness 2"
    rig(game, 6, 1, 1)
    answer(game, "Fight:")
    assert outcome(game) == "defeated"


@covers("base:shotgun")
def test_sixes_do_not_count_double_without_the_shotgun(game):
    fighter_in_graveyard(game, sliders=(0, 0, 0))
    give(game, 0, "base:shotgun")
    give(game, 0, "base:rifle")
    m = put_monster(game, "nightgaunt", WHERE)
    rig(game, 5, 1, 1)
    combat(game, m)
    answer(game, "Ready Rifle (+5)")
    rig(game, 6, 1, 1, 1)
    answer(game, "Fight:")
    assert outcome(game) != "defeated"


@covers("base:tommy_gun")
def test_tommy_gun_adds_six_and_leaves_no_hand_free(game):
    fighter_in_graveyard(game)
    give(game, 0, "base:tommy_gun")
    give(game, 0, "base:revolver_38")
    m = put_monster(game, "cultist", WHERE)
    combat(game, m)
    answer(game, "Ready Tommy Gun (+6)")
    assert not any(o.startswith("Ready .38") for o in labels(game))
    assert fight_label(game) == "Fight: 11 dice against toughness 1"
    answer(game, "Put away Tommy Gun")
    assert "Ready .38 Revolver (+3)" in labels(game)
    assert not any(o.startswith("Ready Tommy") for o in labels(game))  # no juggling back this round


@covers("base:tommy_gun", "base:rifle")
def test_two_handed_weapons_cannot_be_held_together(game):
    fighter_in_graveyard(game)
    give(game, 0, "base:tommy_gun")
    give(game, 0, "base:rifle")
    m = put_monster(game, "cultist", WHERE)
    combat(game, m)
    answer(game, "Ready Rifle")
    assert not any(o.startswith("Ready Tommy") for o in labels(game))


@covers("base:lantern", "base:dark_cloak", "base:tommy_gun")
def test_handless_items_keep_working_with_both_hands_full(game):
    fighter_in_graveyard(game)
    give(game, 0, "base:tommy_gun")
    give(game, 0, "base:dark_cloak")
    m = put_monster(game, "cultist", WHERE)
    combat(game, m)
    answer(game, "Ready Tommy Gun")
    assert "Flee (evade at -3)" in labels(game)
    rig(game, 1, 1, 5)  # Sneak 4 + Cloak 1 - 3 = 2 dice
    answer(game, "Flee")
    assert dice_used(game, 3) == 2


@covers("base:tommy_gun", "base:revolver_38")
def test_physical_resistance_halves_physical_bonuses_rounding_up(game):
    fighter_in_graveyard(game, sliders=(0, 0, 0))
    give(game, 0, "base:tommy_gun")
    give(game, 0, "base:revolver_38")
    m = put_monster(game, "dark_young", WHERE)  # Physical Resistance; horror 0
    rig(game, 5, 1, 1, 1)
    combat(game, m)
    run = labels(game)
    assert "Ready Tommy Gun (+3)" in run
    assert "Ready .38 Revolver (+2)" in run


@covers("base:automatic_45", "base:knife")
def test_physical_immunity_cancels_physical_bonuses(game):
    fighter_in_graveyard(game)
    give(game, 0, "base:automatic_45")
    m = put_monster(game, "fire_vampire", WHERE)  # Physical Immunity, no horror check
    combat(game, m)
    assert "Ready .45 Automatic (+0)" in labels(game)
    answer(game, "Ready .45 Automatic")
    assert fight_label(game) == "Fight: 2 dice against toughness 1"  # 4 - 2 + 0


@covers("base:whiskey")
def test_whiskey_is_discarded_to_take_one_sanity_less(game):
    inv = fighter_in_graveyard(game)
    give(game, 0, "base:whiskey")
    run_step(game, "loss", who=0, sanity=3, why="test")
    answer(game, "Whiskey: Discard to lose 1 less Sanity")
    assert inv.sanity == 3
    assert names(game, inv) == []


@covers("base:whiskey")
def test_whiskey_answers_a_loss_even_mid_encounter(game):
    """The loss window is the exception to "not between drawing and resolving" (FAQ, Flesh Ward)."""
    inv = fighter_in_graveyard(game)
    give(game, 0, "base:whiskey")
    run_step(game, "fx", who=0, seat=0, ops=[{"op": "lose", "what": "sanity", "n": 2}], i=0, ctx={})
    answer(game, "Whiskey")
    assert inv.sanity == 4


# ---------------------------------------------------------------- trading
def two(seat_two_where=WHERE):
    g = quiet_game(["base:amanda_sharpe", "base:joe_diamond"], ancient_one=AO)
    for s in (0, 1):
        inv = g.state.investigators[s]
        for c in list(inv.cards):
            C.discard_card(g, inv, c)
        inv.fresh.clear()
    put(g, 0, WHERE)
    put(g, 1, seat_two_where)
    return g


@covers("base:revolver_38", "base:duke")
def test_trading_items_and_money_but_never_allies_or_clues():
    g = two()
    a, b = g.state.investigators
    a.money, a.clues = 6, 3
    rev = give(g, 0, "base:revolver_38")
    give(g, 0, "base:duke")
    give(g, 0, "base:wither")
    give(g, 0, "base:speed")
    run_step(g, "arkham.inv", who=0)
    answer(g, "Trade with Joe Diamond")
    opts = labels(g)
    assert "Give .38 Revolver" in opts and "Give Wither" in opts and "Give $5" in opts
    assert not any("Duke" in o or "Speed" in o or "Clue" in o for o in opts)
    answer(g, "Give .38 Revolver")
    answer(g, "Give $5")
    answer(g, "Done trading")
    assert rev in b.cards and b.money == 13 and a.money == 1
    assert a.clues == 3


@covers("base:revolver_38")
def test_no_trading_with_someone_elsewhere():
    g = two(seat_two_where=STREET)
    give(g, 0, "base:revolver_38")
    run_step(g, "arkham.inv", who=0)
    assert not any(o.startswith("Trade") for o in labels(g))


@covers("base:revolver_38")
def test_trading_during_movement_does_not_end_the_move():
    g = two()
    give(g, 0, "base:revolver_38")
    move(g, pts=2)
    answer(g, "Trade with Joe Diamond")
    answer(g, "Give .38 Revolver")
    answer(g, "Done trading")
    assert any("(2 movement left)" in o for o in labels(g))


@covers("base:revolver_38")
def test_no_trading_in_combat(game):
    g = two()
    give(g, 0, "base:revolver_38")
    m = put_monster(g, "cultist", WHERE)
    combat(g, m)
    assert not any(o.startswith("Trade") for o in labels(g))
