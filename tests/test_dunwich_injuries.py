"""The Injury and Madness decks, being knocked out with them, devoured at a maximum of 0,
retiring investigators (DH p.6 "Injury and Madness", "Retiring Investigators"; DH p.8
score), and Rita Young's Resilient (her sheet)."""
from __future__ import annotations

import pytest

from arkham.rules.classic import core as C
from arkham.rules.classic.battle import final_score
from arkham.state import LOST
from arkham.testing import HALT, answer, card_names, empty_handed, give, labels, log_text, put, quiet_game, run_step
from coverage_marks import covers

PACKS = ("base", "dunwich")
RITA = "dunwich:rita_young"
ASYLUM = "base:arkham/arkham_asylum"
HOSPITAL = "base:arkham/st_marys_hospital"


def D(short: str) -> str:
    return "dunwich:" + short


def game(invs=("base:amanda_sharpe", "base:joe_diamond"), packs=PACKS, ao="base:yig"):
    return quiet_game(list(invs), ancient_one=ao, packs=packs)


def loaded(g, seat=0):
    """Four items and 4 Clue tokens, at the Graveyard."""
    inv = empty_handed(g, seat, clues=4, where="base:arkham/graveyard")
    for cid in ("base:revolver_38", "base:knife", "base:dark_cloak", "base:wither"):
        give(g, seat, cid)
    return inv


def top(g, deck, card):
    """Put a copy of the card on top of its deck (a rigged draw)."""
    pile = g.state.decks[deck]
    c = next(x for x in pile if C.base_id(x) == card)
    pile.remove(c)
    pile.insert(0, c)
    return c


def loss(g, seat=0, sanity=0, stamina=0):
    run_step(g, "loss", who=seat, sanity=sanity, stamina=stamina, why="test", rule="")


def fx(g, ops, seat=0):
    run_step(g, "fx", who=seat, seat=seat, ops=ops, i=0, ctx={})


# ------------------------------------------------------------ the choice at zero
@covers(D("injured_arm"))
def test_unconscious_may_draw_an_injury_and_keep_everything():
    """DH p.6: no items or Clue tokens lost, Stamina restored to its maximum, still to the
    Hospital, and one Injury card drawn."""
    g = game()
    inv = loaded(g)
    top(g, "injury", D("injured_arm"))
    loss(g, stamina=9)
    assert g.choice.kind == "status_outcome"
    assert any("half his items" in x for x in labels(g))
    answer(g, "Draw an Injury card")
    assert inv.where == HOSPITAL
    assert inv.stamina == C.max_stamina(g, inv) == 5
    assert inv.clues == 4
    assert card_names(g, inv) == [".38 Revolver", "Dark Cloak", "Injured Arm", "Knife", "Wither"]
    assert g.choice.kind == "halt"


@covers(D("tainted"))
def test_insane_may_draw_a_madness_card_instead_and_goes_to_the_asylum():
    g = game()
    inv = loaded(g)
    top(g, "madness", D("xenophobia"))
    loss(g, sanity=9)
    answer(g, "Madness card")
    assert inv.where == ASYLUM and inv.sanity == C.max_sanity(g, inv) and inv.clues == 4
    assert "Xenophobia" in card_names(g, inv) and len(C.items(g, inv)) == 4


def test_the_classic_losses_stay_open():
    g = game()
    inv = loaded(g)
    loss(g, stamina=9)
    answer(g, "half his items")
    answer(g, "Knife")
    answer(g, "Dark Cloak")
    assert inv.where == HOSPITAL and inv.stamina == 1 and inv.clues == 2
    assert not [c for c in inv.cards if C.card_def(g, c).deck == "injury"]


def test_knocked_out_in_an_other_world_is_lost_with_full_stamina():
    """DH p.6: "St. Mary's Hospital or Lost in Time and Space, as appropriate"."""
    g = game()
    inv = loaded(g)
    inv.where, inv.stage = "base:world/abyss", 1
    loss(g, stamina=9)
    answer(g, "Injury card")
    assert inv.where == LOST and inv.delayed
    assert inv.stamina == 5 and len(C.items(g, inv)) == 4


def test_without_the_part_in_play_only_the_classic_losses():
    """DH p.8, using only part of the box: no Injury deck, no option."""
    g = game(packs=("base", "dunwich:investigators"))
    loaded(g)
    loss(g, stamina=9)
    assert g.choice.kind == "discard"


def test_devoured_in_the_final_battle_is_no_choice():
    g = game()
    inv = loaded(g)
    inv.sanity = 1
    g.state.awakened = True
    loss(g, sanity=1)
    assert g.choice.kind != "status_outcome"


# ------------------------------------------------------------ devoured
@covers(D("head_wound"))
def test_a_second_copy_devours():
    """Each card: gaining another copy of it devours the investigator."""
    g = game()
    inv = loaded(g)
    give(g, 0, D("head_wound"))
    top(g, "injury", D("head_wound"))
    loss(g, stamina=9)
    answer(g, "Injury card")
    new = g.state.investigators[0]
    assert new is not inv and new.id != "base:amanda_sharpe"
    assert "a second Head Wound" in log_text(g)
    assert sum(1 for c in g.state.decks["injury"] if C.base_id(c) == D("head_wound")) == 2


@covers(D("consumption"))
def test_consumption_lowers_maximum_stamina_and_a_maximum_of_zero_devours():
    """DH p.6: an investigator whose maximum Stamina falls to 0 is devoured."""
    g = game()
    inv = empty_handed(g)
    top(g, "injury", D("consumption"))
    fx(g, [{"op": "status_card", "deck": "injury"}])
    assert C.max_stamina(g, inv) == 4 and inv.stamina == 4
    inv.max_stamina_mod = -3
    top(g, "injury", D("sprained_ankle"))
    fx(g, [{"op": "status_card", "deck": "injury"}])
    assert C.max_stamina(g, inv) == 1 and inv.stamina == 1
    g2 = game()
    inv2 = empty_handed(g2)
    inv2.max_stamina_mod = -4
    top(g2, "injury", D("consumption"))
    fx(g2, [{"op": "status_card", "deck": "injury"}])
    assert g2.state.investigators[0] is not inv2
    assert "maximum Sanity or Stamina fell to 0" in log_text(g2)


@covers(D("schizophrenia"))
def test_schizophrenia_lowers_maximum_sanity():
    g = game()
    inv = empty_handed(g)
    top(g, "madness", D("schizophrenia"))
    fx(g, [{"op": "status_card", "deck": "madness"}])
    assert C.max_sanity(g, inv) == 4 and inv.sanity == 4


# ------------------------------------------------------------ encounters: dealt and cured
@covers(D("sprained_ankle"))
def test_encounter_ops_deal_and_cure():
    g = game()
    inv = empty_handed(g)
    top(g, "injury", D("sprained_ankle"))
    fx(g, [{"op": "status_card", "deck": "injury"}])
    assert card_names(g, inv) == ["Sprained Ankle"]
    assert C.skill_value(g, inv, "speed") == 0   # Amanda's Speed 1, one lower
    fx(g, [{"op": "discard_status", "deck": "injury"}])
    assert card_names(g, inv) == [] and C.skill_value(g, inv, "speed") == 1


def test_a_cure_asks_which_card_when_there_are_several():
    g = game()
    inv = empty_handed(g)
    give(g, 0, D("jinxed"))
    give(g, 0, D("hearing_loss"))
    give(g, 0, D("mania"))
    fx(g, [{"op": "discard_status", "deck": "injury"}])
    assert g.choice.kind == "cure" and sorted(labels(g)) == ["Hearing Loss", "Jinxed"]
    answer(g, "Jinxed")
    assert card_names(g, inv) == ["Hearing Loss", "Mania"]


def test_injury_cards_are_not_items_and_cannot_be_traded():
    g = game()
    inv = empty_handed(g, money=0)
    give(g, 0, D("jinxed"))
    assert C.items(g, inv) == []
    from arkham.rules.classic.abilities import trade_options
    put(g, 1, inv.where)
    assert trade_options(g, inv) == []


# ------------------------------------------------------------ Rita Young
@covers(RITA)
def test_rita_starts_at_the_police_station_with_her_retainer():
    import arkham
    g = arkham.new_game(seed=5, investigators=[RITA], packs=list(PACKS), ancient_one="base:yig")
    rita = g.state.investigators[0]
    assert rita.where == "base:arkham/police_station"
    assert "Retainer" in card_names(g, rita)
    assert (rita.money, rita.clues, C.max_sanity(g, rita), C.max_stamina(g, rita)) == (4, 2, 4, 6)


@covers(RITA)
def test_resilient_draws_two_and_keeps_one():
    g = game((RITA, "base:joe_diamond"))
    rita = empty_handed(g)
    top(g, "madness", D("mania"))
    top(g, "madness", D("amnesia"))
    fx(g, [{"op": "status_card", "deck": "madness"}])
    assert g.choice.kind == "status_keep" and sorted(labels(g)) == ["Amnesia", "Mania"]
    answer(g, "Mania")
    assert card_names(g, rita) == ["Mania"]
    assert C.base_id(g.state.decks["madness"][-1]) == D("amnesia")


@covers(RITA)
def test_resilient_a_second_copy_does_nothing():
    g = game((RITA, "base:joe_diamond"))
    rita = empty_handed(g)
    give(g, 0, D("jinxed"))
    top(g, "injury", D("jinxed"))
    top(g, "injury", D("jinxed"))
    fx(g, [{"op": "status_card", "deck": "injury"}])
    answer(g, "Jinxed")
    assert g.state.investigators[0] is rita
    assert card_names(g, rita) == ["Jinxed"]
    assert "does nothing" in log_text(g)


# ------------------------------------------------------------ retiring
def upkeep(g, seat=0):
    g.state.stack = [{"k": HALT}]
    g.state.pending = None
    g.push("phase", who=-1, phase=True, name="upkeep", order=[seat], j=0)
    g.run()


def test_retiring_is_offered_with_two_cards_only():
    g = game()
    empty_handed(g)
    give(g, 0, D("jinxed"))
    upkeep(g)
    assert not any("Retire" in x for x in labels(g))
    give(g, 0, D("mania"))
    upkeep(g)
    assert any("Retire" in x for x in labels(g))


@covers(D("mania"), D("jinxed"))
def test_retiring_replaces_him_without_devouring_triggers():
    """DH p.6: skip the turn, a new investigator as though devoured, but Glaaki's terror
    for a devouring does not rise; DH p.8: -1 to the victory score."""
    g = game(ao="dunwich:glaaki")
    inv = empty_handed(g)
    give(g, 0, D("jinxed"))
    give(g, 0, D("mania"))
    score = final_score(g)
    upkeep(g)
    answer(g, "Retire")
    new = g.state.investigators[0]
    assert new is not inv and new.id not in ("base:amanda_sharpe", "base:joe_diamond")
    assert g.state.terror == 0
    assert inv.id in g.state.gone
    assert sum(1 for c in g.state.decks["injury"] if C.base_id(c) == D("jinxed")) == 2
    while g.choice.kind != "halt":   # the newcomer's possessions and sliders
        g.apply(g.choice.options[0].id)
    assert new.lose_turn == g.state.turn
    assert final_score(g) == score - 1 and g.state.counters["retired"] == 1
