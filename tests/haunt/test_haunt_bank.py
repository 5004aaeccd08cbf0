"""The Bank's loan markers (HotW §Shops, Loans, And Retainers)."""

from arkham.rules.haunt.data import hd
from arkham.testing import answer, give, labels, run_step
from helpers.haunt_scenes import at, haunt_game, log


def city_at_bank(g):
    run_step(g, "haunt.city", who=0, phase=True)
    answer(g, "Speed 1 / Sneak 4")


def test_a_loan_gives_the_items_face_value_and_the_bank_holds_it():
    g = haunt_game()
    a = at(g, 0, "bank_of_arkham")
    gun = give(g, 0, "base:tommy_gun")
    food = give(g, 0, "base:food")
    city_at_bank(g)
    answer(g, "Take a loan on Tommy Gun")
    assert a.money == g.content.cards["base:tommy_gun"].price and gun not in a.cards
    assert hd(g)["collateral"]["0"] == gun
    assert not any(lb.startswith("Take a loan") for lb in labels(g))  # one loan at a time
    assert food in a.cards and "a loan on Tommy Gun" in log(g)


def test_redeeming_costs_the_face_value_and_returns_the_item():
    g = haunt_game()
    a = at(g, 0, "bank_of_arkham")
    gun = give(g, 0, "base:tommy_gun")
    city_at_bank(g)
    answer(g, "Take a loan on Tommy Gun")
    answer(g, "Redeem Tommy Gun")
    assert gun in a.cards and a.money == 0 and "0" not in hd(g)["collateral"]


def test_no_loan_away_from_the_bank():
    g = haunt_game()
    at(g, 0, "rivertown_streets")
    give(g, 0, "base:tommy_gun")
    city_at_bank(g)
    assert not any("loan" in lb for lb in labels(g))
