"""The special abilities printed on the Kingsport board, used instead of an encounter
(the board texts as a fan location list gives them): Treatment, Tavern and Pawn."""

from __future__ import annotations

from arkham.rules.classic import core as C
from arkham.testing import answer, empty_handed, give, labels, log_text, quiet_game, run_step
from helpers.coverage_marks import covers

PACKS = ("base", "kingsport")


def K(short: str) -> str:
    return "kingsport:kingsport/" + short


def at(where: str, money: int = 0):
    g = quiet_game(["base:amanda_sharpe"], packs=PACKS)
    inv = empty_handed(g, 0, money=money, clues=0, where=K(where))
    run_step(g, "arkham.inv", who=0)
    return g, inv


@covers("kingsport:kingsport/congregational_hospital")
def test_treatment_costs_a_dollar_for_a_sanity_and_a_stamina():
    g = quiet_game(["base:amanda_sharpe"], packs=PACKS)
    inv = empty_handed(g, 0, money=3, clues=0, where=K("congregational_hospital"))
    inv.sanity, inv.stamina = 1, 1
    run_step(g, "arkham.inv", who=0)
    answer(g, "Treatment")
    assert (inv.money, inv.sanity, inv.stamina) == (2, 2, 2)
    assert "has an encounter" not in log_text(g)


def test_treatment_needs_a_dollar():
    g, inv = at("congregational_hospital", money=0)
    assert not any("Treatment" in x for x in labels(g))


@covers("kingsport:kingsport/rope_and_anchor")
def test_the_tavern_finds_a_whiskey_for_a_dollar():
    g, inv = at("rope_and_anchor", money=2)
    answer(g, "Tavern")
    answer(g, "Search for Whiskey")
    assert inv.money == 1 and [C.card_def(g, c).name for c in inv.cards] == ["Whiskey"]


def test_the_tavern_finds_food_too():
    g, inv = at("rope_and_anchor", money=1)
    answer(g, "Tavern")
    answer(g, "Search for Food")
    assert inv.money == 0 and [C.card_def(g, c).name for c in inv.cards] == ["Food"]


@covers("kingsport:kingsport/neils_curiosity_shop")
def test_pawning_an_item_pays_its_list_price_on_a_passed_will_check():
    g = quiet_game(["base:amanda_sharpe"], packs=PACKS)
    inv = empty_handed(g, 0, money=0, clues=0, where=K("neils_curiosity_shop"))
    card = give(g, 0, "base:tommy_gun")
    price = C.card_def(g, card).price
    run_step(g, "arkham.inv", who=0)
    answer(g, "Pawn")
    g.state.rig[:] = [6] * 10
    answer(g, "Tommy Gun")
    assert inv.money == price and card not in inv.cards


def test_a_failed_will_check_pays_half_rounded_up():
    g = quiet_game(["base:amanda_sharpe"], packs=PACKS)
    inv = empty_handed(g, 0, money=0, clues=0, where=K("neils_curiosity_shop"))
    card = give(g, 0, "base:tommy_gun")
    price = C.card_def(g, card).price
    assert price % 2 == 1  # an odd price: half of it is rounded up
    run_step(g, "arkham.inv", who=0)
    answer(g, "Pawn")
    g.state.rig[:] = [1] * 10
    answer(g, "Tommy Gun")
    assert inv.money == (price + 1) // 2 and card not in inv.cards
    assert "at half price" in log_text(g)


def test_pawn_is_offered_only_with_an_item_to_sell():
    g, inv = at("neils_curiosity_shop", money=0)
    assert not any("Pawn" in x for x in labels(g))
