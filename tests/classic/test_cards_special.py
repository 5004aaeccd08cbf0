"""Scenario tests for the special cards of the base game: Blessing, Curse, Retainer,
Bank Loan, Silver Twilight Lodge Membership, Deputy of Arkham with the Deputy's
Revolver and the Patrol Wagon (card texts; base p.17 Bless/Curse; DH rule change:
no Upkeep roll for a special card in the Upkeep right after gaining it; FAQ on the
Patrol Wagon)."""

from arkham.testing import (
    card_names,
    answer,
    give,
    labels,
    log_text,
    open_gate,
    put,
    put_monster,
    rig,
    run_step,
    start_check,
    start_combat,
    start_encounter,
)
from helpers.coverage_marks import covers
from helpers.hands import fighter_in_graveyard

AO = "base:azathoth"
WHERE = "base:arkham/graveyard"
LODGE = "base:arkham/silver_twilight_lodge"
BANK = "base:arkham/bank_of_arkham"


names = card_names


def ops(g, *o, seat=0):
    return run_step(g, "fx", who=seat, seat=seat, ops=list(o), i=0, ctx={})


def check(g, skill, mod=0, diff=1, seat=0, kind=None):
    return start_check(g, seat, skill, mod, diff, kind)


def result(g):
    return g.state.stack[-1]["ret"]


def outcome(g):
    return g.state.stack[-1].get("ret")


def upkeep(g, seat=0):
    run_step(g, "upkeep.inv", who=seat)


def finish_upkeep(g):
    while g.choice.kind != "halt":
        if g.choice.kind == "sliders":
            answer(g, "Done adjusting")
        elif g.choice.kind == "upkeep":
            answer(g, "Go on to adjusting skills")
        else:
            raise AssertionError(labels(g))


def combat(g, m, seat=0):
    return start_combat(g, seat, m)


# --------------------------------------------------------- Blessing, Curse
@covers("base:blessing")
def test_blessed_dice_succeed_on_four(game):
    fighter_in_graveyard(game)  # Luck 4
    ops(game, {"op": "bless"})
    rig(game, 4, 1, 1, 1)
    check(game, "luck")
    assert result(game) == [True, 1]


@covers("base:blessing")
def test_blessing_no_roll_in_its_first_upkeep_then_lost_on_a_one(game):
    inv = fighter_in_graveyard(game)
    ops(game, {"op": "bless"})
    rig(game, 1)
    upkeep(game)
    finish_upkeep(game)
    assert names(game, inv) == ["Blessing"]  # fresh: no roll (DH rule change)
    assert game.state.rig == [1]
    upkeep(game)
    finish_upkeep(game)
    assert names(game, inv) == []


@covers("base:blessing")
def test_blessing_kept_on_two_or_more(game):
    inv = fighter_in_graveyard(game)
    give(game, 0, "base:blessing")
    rig(game, 2)
    upkeep(game)
    finish_upkeep(game)
    assert names(game, inv) == ["Blessing"]


@covers("base:curse")
def test_cursed_dice_succeed_only_on_six(game):
    fighter_in_graveyard(game)
    ops(game, {"op": "curse"})
    rig(game, 5, 5, 5, 5)
    check(game, "luck")
    assert result(game) == [False, 0]
    rig(game, 6, 1, 1, 1)
    check(game, "luck")
    assert result(game) == [True, 1]


@covers("base:curse")
def test_curse_shed_on_a_one_and_kept_otherwise(game):
    inv = fighter_in_graveyard(game)
    give(game, 0, "base:curse")
    rig(game, 3)
    upkeep(game)
    finish_upkeep(game)
    assert names(game, inv) == ["Curse"]
    rig(game, 1)
    upkeep(game)
    finish_upkeep(game)
    assert names(game, inv) == []


@covers("base:blessing", "base:curse")
def test_blessing_and_curse_cancel_each_other(game):
    inv = fighter_in_graveyard(game)
    ops(game, {"op": "curse"})
    ops(game, {"op": "bless"})
    assert names(game, inv) == []
    ops(game, {"op": "bless"})
    ops(game, {"op": "bless"})  # one Blessing at most
    assert names(game, inv) == ["Blessing"]
    ops(game, {"op": "curse"})
    assert names(game, inv) == []


# ---------------------------------------------------------------- Retainer
@covers("base:retainer")
def test_retainer_pays_two_dollars_and_ends_on_a_one(game):
    inv = fighter_in_graveyard(game)
    ops(game, {"op": "special", "card": "base:retainer"})
    assert names(game, inv) == ["Retainer"]
    rig(game, 1)
    upkeep(game)
    finish_upkeep(game)
    assert inv.money == 2 and names(game, inv) == ["Retainer"]  # first Upkeep: paid, no roll
    upkeep(game)
    finish_upkeep(game)
    assert inv.money == 4  # paid, then the 1 ends it
    assert names(game, inv) == []


@covers("base:retainer")
def test_retainer_is_lost_when_knocked_out(game):
    inv = fighter_in_graveyard(game)
    give(game, 0, "base:retainer")
    ops(game, {"op": "lose", "what": "stamina", "n": 5})
    while game.choice.kind != "halt":
        game.apply(game.choice.options[0].id)
    assert inv.where == "base:arkham/st_marys_hospital"
    assert names(game, inv) == []


# --------------------------------------------------------------- Bank Loan
@covers("base:bank_loan")
def test_bank_loan_gives_ten_dollars_at_the_bank(game):
    inv = fighter_in_graveyard(game)
    put(game, 0, BANK)
    run_step(game, "arkham.inv", who=0)
    answer(game, "Bank Loan: take a loan of $10")
    assert inv.money == 10
    assert names(game, inv) == ["Bank Loan"]
    run_step(game, "arkham.inv", who=0)
    assert not any(o.startswith("Bank Loan: take") for o in labels(game))  # one loan at a time


@covers("base:bank_loan")
def test_bank_loan_paid_off_for_ten_dollars_any_phase(game):
    inv = fighter_in_graveyard(game, money=12)
    give(game, 0, "base:bank_loan")
    run_step(game, "move", who=0, pts=1, full=1, start=WHERE)
    answer(game, "Bank Loan: Pay $10 to pay off the loan")
    assert inv.money == 2
    assert names(game, inv) == []
    put(game, 0, BANK)
    run_step(game, "arkham.inv", who=0)
    assert "Bank Loan: take a loan of $10" in labels(game)  # paid off: a new loan is allowed


@covers("base:bank_loan")
def test_bank_loan_cannot_be_paid_off_without_ten_dollars(game):
    fighter_in_graveyard(game, money=9)
    give(game, 0, "base:bank_loan")
    run_step(game, "upkeep.inv", who=0)
    assert not any(o.startswith("Bank Loan") for o in labels(game))


@covers("base:bank_loan")
def test_bank_loan_interest_on_one_to_three(game):
    inv = fighter_in_graveyard(game, money=3)
    give(game, 0, "base:bank_loan")
    rig(game, 3)
    upkeep(game)
    assert labels(game) == ["Pay $1 interest", "Default: discard every item and the loan"]
    answer(game, "Pay $1 interest")
    finish_upkeep(game)
    assert inv.money == 2
    assert names(game, inv) == ["Bank Loan"]
    rig(game, 4)
    upkeep(game)
    finish_upkeep(game)
    assert inv.money == 2  # 4-6: nothing to pay


@covers("base:bank_loan")
def test_bank_loan_default_takes_every_item_and_bars_a_new_loan(game):
    inv = fighter_in_graveyard(game, money=5)
    give(game, 0, "base:bank_loan")
    give(game, 0, "base:knife")
    give(game, 0, "base:wither")
    give(game, 0, "base:duke")
    rig(game, 1)
    upkeep(game)
    answer(game, "Default")
    finish_upkeep(game)
    assert names(game, inv) == ["Duke"]  # an Ally is no item
    assert inv.money == 5
    put(game, 0, BANK)
    run_step(game, "arkham.inv", who=0)
    assert not any(o.startswith("Bank Loan") for o in labels(game))


@covers("base:bank_loan")
def test_bank_loan_no_roll_in_its_first_upkeep(game):
    inv = fighter_in_graveyard(game)
    put(game, 0, BANK)
    run_step(game, "arkham.inv", who=0)
    answer(game, "Bank Loan: take a loan of $10")
    rig(game, 1)
    upkeep(game)
    finish_upkeep(game)
    assert game.state.rig == [1]
    assert inv.money == 10


# ------------------------------------------------ Silver Twilight Membership
@covers("base:silver_twilight_membership")
def test_joining_the_lodge_for_three_dollars(game):
    inv = fighter_in_graveyard(game, money=4)
    put(game, 0, LODGE)
    start_encounter(game, 0, LODGE, "base:french_hill_1")
    answer(game, "Join for $3")
    assert names(game, inv) == ["Silver Twilight Lodge Membership"]
    assert inv.money == 1
    assert inv.where == "base:arkham/french_hill_streets"


@covers("base:silver_twilight_membership")
def test_members_draw_inner_sanctum_encounters(game):
    inv = fighter_in_graveyard(game)
    put(game, 0, LODGE)
    start_encounter(game, 0, LODGE, "base:french_hill_3")
    assert "An old parchment" in log_text(game)
    game.state.log.clear()
    give(game, 0, "base:silver_twilight_membership")
    rig(game, 1, 1, 1, 1)
    start_encounter(game, 0, LODGE, "base:french_hill_3")
    assert "Raid the Order's vault" in log_text(game)
    assert "An old parchment" not in log_text(game)
    assert inv.where == LODGE


@covers("base:silver_twilight_membership")
def test_member_refusing_the_dues_is_expelled(game):
    inv = fighter_in_graveyard(game, money=5)
    give(game, 0, "base:silver_twilight_membership")
    put(game, 0, LODGE)
    start_encounter(game, 0, LODGE, "base:french_hill_1")
    assert labels(game) == ["Pay $3 dues", "Refuse to pay"]
    answer(game, "Refuse to pay")
    assert names(game, inv) == []
    assert inv.sanity == 3
    assert inv.money == 5


# ------------------------------------------------------------ the Deputy
def deputize(g, seat=0):
    ops(g, {"op": "special", "card": "base:deputy_of_arkham"}, seat=seat)


@covers("base:deputy_of_arkham", "base:deputys_revolver", "base:patrol_wagon")
def test_deputy_comes_with_the_revolver_and_the_wagon_and_pays_a_dollar(game):
    inv = fighter_in_graveyard(game)
    deputize(game)
    assert names(game, inv) == ["Deputy of Arkham", "Deputy's Revolver", "Patrol Wagon"]
    upkeep(game)
    finish_upkeep(game)
    assert inv.money == 1
    upkeep(game)
    finish_upkeep(game)
    assert inv.money == 2  # no roll: the Deputy stays


@covers("base:deputy_of_arkham")
def test_becoming_deputy_at_the_police_station_for_two_gate_trophies(game):
    st = game.state
    inv = fighter_in_graveyard(game)
    put(game, 0, "base:arkham/police_station")
    inv.gate_trophies += [st.gate_pile.pop(), st.gate_pile.pop()]
    run_step(game, "arkham.inv", who=0)
    answer(game, "Become the Deputy of Arkham")
    while game.choice.kind != "halt":
        game.apply(game.choice.options[0].id)
    assert names(game, inv) == ["Deputy of Arkham", "Deputy's Revolver", "Patrol Wagon"]
    assert inv.gate_trophies == []
    run_step(game, "arkham.inv", who=0)
    assert not any(o.startswith("Become the Deputy") for o in labels(game))  # only one Deputy


@covers("base:deputys_revolver")
def test_deputys_revolver_adds_three_with_one_hand(game):
    fighter_in_graveyard(game)
    give(game, 0, "base:deputys_revolver")
    give(game, 0, "base:knife")
    m = put_monster(game, "cultist", WHERE)
    combat(game, m)
    answer(game, "Ready Deputy's Revolver (+3)")
    answer(game, "Ready Knife")
    assert labels(game)[0] == "Fight: 9 dice against toughness 1"


@covers("base:deputys_revolver", "base:derringer_18")
def test_weapons_that_cannot_be_lost_survive_a_forced_discard(game):
    inv = fighter_in_graveyard(game)
    give(game, 0, "base:deputys_revolver")
    give(game, 0, "base:derringer_18")
    give(game, 0, "base:knife")
    ops(game, {"op": "discard", "what": "weapon", "n": "all"})
    assert names(game, inv) == [".18 Derringer", "Deputy's Revolver"]
    give(game, 0, "base:bank_loan")
    rig(game, 1)
    upkeep(game)
    finish_upkeep(game)  # no money: default
    assert names(game, inv) == [".18 Derringer", "Deputy's Revolver"]


@covers("base:patrol_wagon")
def test_patrol_wagon_drives_anywhere_instead_of_moving(game):
    inv = fighter_in_graveyard(game)
    give(game, 0, "base:patrol_wagon")
    run_step(game, "move", who=0, pts=1, full=1, start=WHERE)
    answer(game, "Patrol Wagon: Drive anywhere in Arkham instead of moving")
    answer(game, "Unvisited Isle")
    assert inv.where == "base:arkham/unvisited_isle"
    assert game.choice.kind == "halt"  # the move is over


@covers("base:patrol_wagon")
def test_patrol_wagon_only_before_moving_and_only_in_arkham(game):
    inv = fighter_in_graveyard(game)
    put(game, 0, "base:arkham/rivertown_streets")
    give(game, 0, "base:patrol_wagon")
    run_step(game, "move", who=0, pts=2, full=2, start=inv.where)
    assert any(o.startswith("Patrol Wagon") for o in labels(game))
    answer(game, "Move to Graveyard")
    assert not any(o.startswith("Patrol Wagon") for o in labels(game))
    game.state.stack = [game.state.stack[0]]
    inv.where, inv.stage = "base:world/abyss", 1
    run_step(game, "movement.inv", who=0)
    assert game.choice.kind == "halt" and inv.stage == 2


@covers("base:patrol_wagon")
def test_patrol_wagon_still_evades_monsters_where_it_starts_and_stops(game):
    """FAQ: relocated, ignoring monsters on the way, but those at the start and the end are faced."""
    inv = fighter_in_graveyard(game)
    give(game, 0, "base:patrol_wagon")
    put_monster(game, "cultist", WHERE)
    isle = "base:arkham/unvisited_isle"
    put_monster(game, "zombie", "base:arkham/rivertown_streets")  # on the "way": ignored
    put_monster(game, "ghoul", isle)
    run_step(game, "move", who=0, pts=1, full=1, start=WHERE)
    answer(game, "Patrol Wagon")
    answer(game, "Unvisited Isle")
    assert game.choice.kind == "face" and "Cultist" in game.choice.prompt
    rig(game, 5, 5, 5, 5)
    answer(game, "Evade")  # Sneak 4 - 3: evaded
    assert inv.where == isle
    assert game.choice.kind == "face" and "Ghoul" in game.choice.prompt


@covers("base:patrol_wagon")
def test_patrol_wagon_is_lost_on_a_one_after_a_combat(game):
    st = game.state
    inv = fighter_in_graveyard(game)
    wagon = give(game, 0, "base:patrol_wagon")
    m = put_monster(game, "cultist", WHERE)
    combat(game, m)
    rig(game, 5, 1, 1, 1, 1, 3)  # the kill, then the Wagon's roll of 3
    answer(game, "Fight:")
    assert outcome(game) == "defeated"
    assert wagon in inv.cards
    m2 = put_monster(game, "cultist", WHERE)
    combat(game, m2)
    rig(game, 5, 1, 1, 1, 1, 1)
    answer(game, "Fight:")
    assert wagon not in inv.cards
    assert wagon in st.box  # out of the game


@covers("base:patrol_wagon")
def test_no_wagon_roll_after_evading(game):
    inv = fighter_in_graveyard(game)
    wagon = give(game, 0, "base:patrol_wagon")
    m = put_monster(game, "cultist", WHERE)
    run_step(game, "face", who=0, monster=m)
    rig(game, 5, 1, 1, 1)
    answer(game, "Evade")
    assert outcome(game) == "evaded"
    assert game.state.rig == [1, 1, 1]  # Sneak 4 - 3: one die; none for the Wagon
    assert wagon in inv.cards


@covers("base:patrol_wagon")
def test_patrol_wagon_rolls_after_returning_from_an_other_world(game):
    st = game.state
    inv = fighter_in_graveyard(game)
    wagon = give(game, 0, "base:patrol_wagon")
    open_gate(game, WHERE, "base:world/abyss")
    inv.where, inv.stage = "base:world/abyss", 2
    rig(game, 1)
    run_step(game, "movement.inv", who=0)
    assert inv.where == WHERE and inv.explored
    assert wagon in st.box


@covers("base:patrol_wagon")
def test_patrol_wagon_kept_on_two_or_more_after_returning(game):
    inv = fighter_in_graveyard(game)
    wagon = give(game, 0, "base:patrol_wagon")
    open_gate(game, WHERE, "base:world/abyss")
    inv.where, inv.stage = "base:world/abyss", 2
    rig(game, 2)
    run_step(game, "movement.inv", who=0)
    assert wagon in inv.cards
    assert game.state.rig == []
