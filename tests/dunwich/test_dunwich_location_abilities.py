"""The special abilities printed on the Dunwich board, used instead of an encounter
(oakraven location list; DH p.8 on Tsathoggua's Malaise)."""

from __future__ import annotations

from arkham.rules.classic import core as C
from arkham.rules.classic.locations import special_options
from arkham.testing import answer, empty_handed, labels, log_text, quiet_game, rig, run_step
from helpers.coverage_marks import covers

PACKS = ("base", "dunwich")


def D(short: str) -> str:
    return "dunwich:dunwich/" + short


def at(where: str, money: int = 0, ancient_one: str = "base:yig"):
    g = quiet_game(["base:amanda_sharpe"], ancient_one=ancient_one, packs=PACKS)
    inv = empty_handed(g, 0, money=money, clues=0, where=D(where))
    run_step(g, "arkham.inv", who=0)
    return g, inv


@covers("dunwich:dunwich/darkes_carnival")
def test_wheel_of_fortune_pays_three_on_a_success():
    g, inv = at("darkes_carnival", money=2)
    rig(g, 5)
    answer(g, "Wheel of Fortune")
    assert inv.money == 4  # $2 - $1 + $3
    g, inv = at("darkes_carnival", money=2)
    rig(g, 4)
    answer(g, "Wheel of Fortune")
    assert inv.money == 1
    assert "No encounter" not in log_text(g)


def test_wheel_of_fortune_needs_a_dollar():
    g, inv = at("darkes_carnival", money=0)
    assert not any("Wheel of Fortune" in x for x in labels(g))


@covers("dunwich:dunwich/dunwich_village")
def test_osborns_general_store_draws_unique_on_a_success_common_on_a_failure():
    g, inv = at("dunwich_village", money=5)
    rig(g, 6)
    answer(g, "Osborn's General Store")
    assert inv.money == 1 and [C.card_def(g, c).deck for c in inv.cards] == ["unique"]
    g, inv = at("dunwich_village", money=4)
    rig(g, 2)
    answer(g, "Osborn's General Store")
    assert inv.money == 0 and [C.card_def(g, c).deck for c in inv.cards] == ["common"]


@covers("dunwich:dunwich/devils_hopyard")
def test_strange_deal_takes_a_gate_trophy_for_a_clue_and_two_dollars():
    g = quiet_game(["base:amanda_sharpe"], ancient_one="base:yig", packs=PACKS)
    inv = empty_handed(g, 0, money=0, clues=0, where=D("devils_hopyard"))
    assert not special_options(g, inv)  # nothing to spend
    inv.gate_trophies.append(g.state.gate_pile.pop(0))
    run_step(g, "arkham.inv", who=0)
    answer(g, "Strange Deal")
    assert labels(g) == ["Spend 1 gate trophy"]  # no monster trophies to offer
    answer(g, "Spend 1 gate trophy")
    assert inv.gate_trophies == [] and (inv.clues, inv.money) == (1, 2)


@covers("dunwich:dunwich/harney_jones_shack")
def test_hospitality_restores_the_chosen_track():
    g, inv = at("harney_jones_shack")
    inv.stamina = 2
    answer(g, "Hospitality")
    answer(g, "Recover 1 Stamina")
    assert inv.stamina == 3


def test_malaise_closes_the_dunwich_abilities_too():
    """DH p.8: Tsathoggua's Malaise covers Harney Jones' Shack's Hospitality."""
    g, inv = at("harney_jones_shack", ancient_one="dunwich:tsathoggua")
    assert not any("Hospitality" in x for x in labels(g))
