"""Location special abilities in Haunt (ruling 32): used in place of the Location card
when investigating there (HotW §City Phase V Investigator Activity, Investigate
location; HotW §Shops, Loans, And Retainers)."""

from arkham.rules.classic import core as C
from arkham.rules.haunt.activities import activity_options
from arkham.rules.haunt.data import hd
from arkham.testing import answer, finished, give, labels, run_step
from helpers.haunt_scenes import gate, haunt_game, log, at


def investigate(g, where):
    run_step(g, "haunt.investigate", who=0, area=f"base:arkham/{where}")


def top(g, deck, *cards):
    d = g.state.decks[deck]
    for c in reversed(cards):
        d.remove(c)
        d.insert(0, c)


def test_healing_at_st_marys_comes_after_the_clues_and_reveals_the_gate():
    """§Investigate location: the clues first; the ability replaces the encounter; an
    investigator not moved turns the face-down gate there face-up."""
    g = haunt_game()
    a = at(g, 0, "base:arkham/st_marys_hospital")
    g.state.clues_on[a.where] = 1
    gate(g, a.where, "yuggoth", face_up=False)
    a.stamina, a.money = 1, 3
    deck = list(g.state.decks["loc:all"])
    investigate(g, "st_marys_hospital")
    assert a.clues == 1  # taken before the choice
    assert "Draw a Location card for St. Mary's Hospital" in labels(g)
    answer(g, "pay $2 to restore stamina")
    assert a.stamina == g.content.investigators[a.id].stamina and a.money == 1
    assert g.state.decks["loc:all"] == deck  # no Location card drawn
    assert a.where not in hd(g)["face_down"] and "the gate to Yuggoth" in log(g)
    assert finished(g)


def test_the_asylum_heals_one_sanity_for_free_and_nothing_when_whole():
    g = haunt_game()
    a = at(g, 0, "base:arkham/arkham_asylum")
    a.sanity = 2
    investigate(g, "arkham_asylum")
    assert not any("pay $2" in lb for lb in labels(g))  # no money
    answer(g, "recover 1 sanity for free")
    assert a.sanity == 3
    a.sanity = g.content.investigators[a.id].sanity
    g.state.log.clear()
    investigate(g, "arkham_asylum")  # whole: the Location card comes at once
    assert "investigates Arkham Asylum" in log(g)


def test_a_shop_obliges_no_purchase():
    """§Shops, Loans, And Retainers: shoppers at the General Store need buy nothing."""
    g = haunt_game()
    a = at(g, 0, "base:arkham/general_store")
    a.money = 20
    deck = g.state.decks["common"]
    drawn = list(deck[:3])
    investigate(g, "general_store")
    answer(g, "Shop: draw 3")
    assert "Buy nothing more" in labels(g)  # may leave with nothing
    answer(g, "Buy nothing more")
    assert a.money == 20 and not a.cards and g.state.decks["common"][-3:] == drawn
    assert finished(g)


def test_a_shop_sells_one_item_at_list_price():
    g = haunt_game()
    a = at(g, 0, "base:arkham/curiositie_shoppe")
    a.money = 20
    first = g.state.decks["unique"][0]
    cost = C.card_def(g, first).price
    investigate(g, "curiositie_shoppe")
    answer(g, "Shop: draw 3")
    answer(g, f"Buy {C.card_def(g, first).name} for ${cost}")
    assert first in a.cards and a.money == 20 - cost
    assert finished(g)  # one item, then the shop closes


def test_the_bank_lends_on_a_loan_marker_never_the_bank_loan_card():
    """§Shops, Loans, And Retainers: Bank Loan cards are not used; a loan marker on an item."""
    g = haunt_game()
    a = at(g, 0, "base:arkham/bank_of_arkham")
    gun = give(g, 0, "base:tommy_gun")
    investigate(g, "bank_of_arkham")
    assert not any("Bank Loan" in lb for lb in labels(g))
    answer(g, "Take a loan on Tommy Gun")
    assert hd(g)["collateral"]["0"] == gun and a.money == g.content.cards["base:tommy_gun"].price
    assert not any("bank_loan" in c for c in a.cards)
    assert finished(g)


def test_an_ability_is_offered_only_through_investigate():
    """The five City activities stay the only activities; the ability is part of Investigate."""
    g = haunt_game()
    a = at(g, 0, "base:arkham/st_marys_hospital")
    a.stamina = 1
    assert [o for o, _ in activity_options(g, a)] == ["investigate"]
