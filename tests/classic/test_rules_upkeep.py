"""The Upkeep Phase (base p.6; DH rule change on first-Upkeep rolls; FAQ on losing
a turn; special cards and investigator abilities)."""

from arkham.rules.classic import core as C
from arkham.testing import card_names, empty_handed, HALT, answer, give, labels, quiet_game, rig, run_step


def bare_keeping_clues(g, seat=0, sliders=(0, 0, 0)):
    return empty_handed(g, seat, sliders)


def upkeep(g, seat=0):
    return run_step(g, "upkeep.inv", who=seat)


def done(g):
    """Finish the skill adjustment that closes the Upkeep."""
    if g.choice.kind == "sliders":
        answer(g, "Done adjusting")
    assert g.choice.kind == "halt"


names = card_names


def test_exhausted_cards_are_refreshed(game):
    inv = bare_keeping_clues(game)
    w = give(game, 0, "base:wither")
    inv.exhausted.append(w)
    upkeep(game)
    assert inv.exhausted == []
    done(game)


# ---------------------------------------------------------------- Retainer
def test_retainer_pays_two_dollars_and_is_kept_on_two_or_more(game):
    inv = bare_keeping_clues(game)
    give(game, 0, "base:retainer")
    inv.money = 0
    rig(game, 2)
    upkeep(game)
    done(game)
    assert inv.money == 2
    assert names(game, inv) == ["Retainer"]


def test_retainer_is_lost_on_a_one_after_paying(game):
    inv = bare_keeping_clues(game)
    give(game, 0, "base:retainer")
    inv.money = 0
    rig(game, 1)
    upkeep(game)
    done(game)
    assert inv.money == 2
    assert names(game, inv) == []


def test_no_retainer_roll_in_the_first_upkeep_after_gaining_it(game):
    inv = bare_keeping_clues(game)
    inv.money = 0
    C.gain_special(game, inv, "base:retainer", "test")
    rig(game, 1)
    upkeep(game)
    done(game)
    assert inv.money == 2
    assert names(game, inv) == ["Retainer"]
    assert game.state.rig == [1]  # no die was rolled
    game.state.rig.clear()
    rig(game, 1)
    upkeep(game)  # the next Upkeep rolls
    done(game)
    assert names(game, inv) == []


# --------------------------------------------------------------- Bank Loan
def loan(g, money=5):
    inv = bare_keeping_clues(g)
    give(g, 0, "base:bank_loan")
    give(g, 0, "base:revolver_38")
    give(g, 0, "base:wither")
    give(g, 0, "base:sneak")
    inv.money = money
    return inv


def test_bank_loan_roll_of_four_or_more_costs_nothing(game):
    inv = loan(game)
    rig(game, 4)
    upkeep(game)
    done(game)
    assert inv.money == 5
    assert "Bank Loan" in names(game, inv)


def test_bank_loan_roll_of_three_asks_for_interest(game):
    inv = loan(game)
    rig(game, 3)
    upkeep(game)
    assert game.choice.kind == "loan"
    answer(game, "Pay $1")
    done(game)
    assert inv.money == 4
    assert "Bank Loan" in names(game, inv)


def test_bank_loan_default_discards_items_and_the_loan_and_forbids_a_new_one(game):
    inv = loan(game)
    rig(game, 1)
    upkeep(game)
    answer(game, "Default")
    done(game)
    assert names(game, inv) == ["Sneak"]  # skills are not items
    assert "base:bank_loan" in inv.banned


def test_bank_loan_without_money_defaults(game):
    inv = loan(game, money=0)
    rig(game, 2)
    upkeep(game)
    done(game)
    assert names(game, inv) == ["Sneak"]


def test_no_bank_loan_roll_in_the_first_upkeep(game):
    inv = bare_keeping_clues(game)
    inv.money = 0
    C.gain_special(game, inv, "base:bank_loan", "test")
    rig(game, 1)
    upkeep(game)
    done(game)
    assert names(game, inv) == ["Bank Loan"]


# -------------------------------------------------------- Blessing / Curse
def test_blessing_lost_on_a_one(game):
    inv = bare_keeping_clues(game)
    give(game, 0, "base:blessing")
    rig(game, 1)
    upkeep(game)
    done(game)
    assert names(game, inv) == []


def test_blessing_kept_on_two_or_more(game):
    inv = bare_keeping_clues(game)
    give(game, 0, "base:blessing")
    rig(game, 2)
    upkeep(game)
    done(game)
    assert names(game, inv) == ["Blessing"]


def test_curse_removed_on_a_one_and_kept_otherwise(game):
    inv = bare_keeping_clues(game)
    give(game, 0, "base:curse")
    rig(game, 6)
    upkeep(game)
    done(game)
    assert names(game, inv) == ["Curse"]
    rig(game, 1)
    upkeep(game)
    done(game)
    assert names(game, inv) == []


def test_no_blessing_roll_in_the_first_upkeep(game):
    inv = bare_keeping_clues(game)
    C.gain_special(game, inv, "base:blessing", "test")
    rig(game, 1)
    upkeep(game)
    done(game)
    assert names(game, inv) == ["Blessing"]


# ------------------------------------------------------ investigator abilities
def test_jenny_barnes_receives_a_dollar():
    g = quiet_game(["base:jenny_barnes"])
    inv = bare_keeping_clues(g)
    inv.money = 3
    upkeep(g)
    done(g)
    assert inv.money == 4


def test_vincent_lee_restores_one_stamina_to_someone_here():
    g = quiet_game(["base:vincent_lee", "base:amanda_sharpe"])
    vin, amanda = bare_keeping_clues(g, 0), bare_keeping_clues(g, 1)
    amanda.where = vin.where
    amanda.stamina = 2
    upkeep(g, 0)
    assert "Restore 1 stamina to Amanda Sharpe" in labels(g)
    assert not any("Vincent" in o for o in labels(g))  # he is at full Stamina
    answer(g, "Restore 1 stamina to Amanda Sharpe")
    done(g)
    assert amanda.stamina == 3


def test_vincent_lee_does_not_reach_another_location():
    g = quiet_game(["base:vincent_lee", "base:amanda_sharpe"])
    vin, amanda = bare_keeping_clues(g, 0), bare_keeping_clues(g, 1)
    amanda.where = "base:arkham/woods"
    amanda.stamina = 2
    vin.stamina -= 1
    upkeep(g, 0)
    assert labels(g) == ["Restore 1 stamina to Vincent Lee", "Nobody"]
    answer(g, "Vincent Lee")
    done(g)
    assert vin.stamina == g.content.investigators[vin.id].stamina
    assert amanda.stamina == 2


def test_carolyn_fern_restores_one_sanity():
    g = quiet_game(["base:carolyn_fern"])
    inv = bare_keeping_clues(g)
    inv.sanity -= 2
    upkeep(g)
    answer(g, "Restore 1 sanity to Carolyn Fern")
    done(g)
    assert inv.sanity == g.content.investigators[inv.id].sanity - 1


# ------------------------------------------------------------------ sliders
def test_sliders_move_a_total_of_focus_stops(game):
    inv = bare_keeping_clues(game)  # Amanda: Focus 3
    upkeep(game)
    answer(game, "Speed 1->2")
    answer(game, "Speed 2->3")
    assert "(1 Focus left)" in game.choice.prompt
    answer(game, "Fight 1->2")
    assert game.choice.kind == "halt"  # Focus spent
    assert inv.sliders == [2, 1, 0]


def test_focus_one_allows_a_single_stop():
    g = quiet_game(["base:michael_mcglen"])  # Focus 1
    inv = bare_keeping_clues(g, sliders=(1, 1, 1))
    upkeep(g)
    answer(g, "Speed 3->2")
    assert g.choice.kind == "halt"
    assert inv.sliders == [0, 1, 1]


def test_sliders_stay_on_their_track(game):
    bare_keeping_clues(game, sliders=(3, 0, 0))
    upkeep(game)
    assert not any(o.startswith("Speed 4->") and "->5" in o for o in labels(game))
    assert "Speed 4->3, Sneak 1->2" in labels(game)
    assert not any(o.startswith("Fight 1->0") for o in labels(game))


def test_lose_next_turn_skips_the_whole_upkeep(game):
    inv = bare_keeping_clues(game)
    w = give(game, 0, "base:wither")
    inv.exhausted.append(w)
    inv.lose_turn = game.state.turn
    game.state.stack = [{"k": HALT}]
    game.push("phase", who=-1, phase=True, name="upkeep", order=[0], j=0)
    game.run()
    assert game.choice.kind == "halt"
    assert inv.exhausted == [w]
