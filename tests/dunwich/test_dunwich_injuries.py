"""The Injury and Madness decks, being knocked out with them, devoured at a maximum of 0,
retiring investigators (DH p.6 "Injury and Madness", "Retiring Investigators"; DH p.8
score), and Rita Young's Resilient (her sheet)."""

from __future__ import annotations

import pytest

from arkham.rules.classic import core as C
from arkham.rules.classic.battle import final_score
from arkham.state import LOST
from arkham.testing import (
    HALT,
    answer,
    card_names,
    empty_handed,
    give,
    labels,
    log_text,
    put,
    quiet_game,
    run_step,
    start_check,
    start_combat,
)
from helpers.coverage_marks import covers

PACKS = ("base", "dunwich")
RITA = "dunwich:rita_young"
ASYLUM = "base:arkham/arkham_asylum"
HOSPITAL = "base:arkham/st_marys_hospital"


def D(short: str) -> str:
    return "dunwich:" + short


def dunwich_game(invs=("base:amanda_sharpe", "base:joe_diamond"), packs=PACKS, ao="base:yig"):
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
@covers("dunwich:injured_arm")
def test_unconscious_may_draw_an_injury_and_keep_everything():
    """DH p.6: no items or Clue tokens lost, Stamina restored to its maximum, still to the
    Hospital, and one Injury card drawn."""
    g = dunwich_game()
    inv = loaded(g)
    top(g, "injury", D("injured_arm"))
    loss(g, stamina=9)
    assert g.choice.kind == "status_outcome"
    assert any("half her items" in x for x in labels(g))  # Amanda Sharpe
    answer(g, "Draw an Injury card")
    assert inv.where == HOSPITAL
    assert inv.stamina == C.max_stamina(g, inv) == 5
    assert inv.clues == 4
    assert card_names(g, inv) == [".38 Revolver", "Dark Cloak", "Injured Arm", "Knife", "Wither"]
    assert g.choice.kind == "halt"


@covers("dunwich:xenophobia")
def test_insane_may_draw_a_madness_card_instead_and_goes_to_the_asylum():
    g = dunwich_game()
    inv = loaded(g)
    top(g, "madness", D("xenophobia"))
    loss(g, sanity=9)
    answer(g, "Madness card")
    assert inv.where == ASYLUM and inv.sanity == C.max_sanity(g, inv) and inv.clues == 4
    assert "Xenophobia" in card_names(g, inv) and len(C.items(g, inv)) == 4


def test_the_card_spares_items_and_clue_tokens_but_not_the_retainer():
    """DH p.6 names items and Clue tokens only; a Retainer is lost as at any knock-out."""
    g = dunwich_game()
    inv = loaded(g)
    give(g, 0, "base:retainer")
    loss(g, sanity=9)
    answer(g, "Madness card")
    assert "Retainer" not in card_names(g, inv) and len(C.items(g, inv)) == 4 and inv.clues == 4


def test_the_classic_losses_stay_open():
    g = dunwich_game()
    inv = loaded(g)
    loss(g, stamina=9)
    answer(g, "half her items")  # Amanda Sharpe
    answer(g, "Knife")
    answer(g, "Dark Cloak")
    assert inv.where == HOSPITAL and inv.stamina == 1 and inv.clues == 2
    assert not [c for c in inv.cards if C.card_def(g, c).deck == "injury"]


def test_knocked_out_in_an_other_world_is_lost_with_full_stamina():
    """DH p.6: "St. Mary's Hospital or Lost in Time and Space, as appropriate"."""
    g = dunwich_game()
    inv = loaded(g)
    inv.where, inv.stage = "base:world/abyss", 1
    top(g, "injury", D("injured_arm"))  # a card that leaves his maximum alone
    loss(g, stamina=9)
    answer(g, "Injury card")
    assert inv.where == LOST and inv.delayed
    assert inv.stamina == 5 and len(C.items(g, inv)) == 4


def test_without_the_part_in_play_only_the_classic_losses():
    """DH p.8, using only part of the box: no Injury deck, no option."""
    g = dunwich_game(packs=("base", "dunwich:investigators"))
    loaded(g)
    loss(g, stamina=9)
    assert g.choice.kind == "discard"


def test_devoured_in_the_final_battle_is_no_choice():
    g = dunwich_game()
    inv = loaded(g)
    inv.sanity = 1
    g.state.awakened = True
    loss(g, sanity=1)
    assert g.choice.kind != "status_outcome"


# ------------------------------------------------------------ devoured
@covers("dunwich:head_wound")
def test_a_second_copy_devours():
    """Each card: gaining another copy of it devours the investigator."""
    g = dunwich_game()
    inv = loaded(g)
    give(g, 0, D("head_wound"))
    top(g, "injury", D("head_wound"))
    loss(g, stamina=9)
    answer(g, "Injury card")
    new = g.state.investigators[0]
    assert new is not inv and new.id != "base:amanda_sharpe"
    assert "a second Head Wound" in log_text(g)
    assert sum(1 for c in g.state.decks["injury"] if C.base_id(c) == D("head_wound")) == 2


@covers("dunwich:consumption")
def test_consumption_lowers_maximum_stamina_and_a_maximum_of_zero_devours():
    """DH p.6: an investigator whose maximum Stamina falls to 0 is devoured."""
    g = dunwich_game()
    inv = empty_handed(g)
    top(g, "injury", D("consumption"))
    fx(g, [{"op": "status_card", "deck": "injury"}])
    assert C.max_stamina(g, inv) == 4 and inv.stamina == 4
    inv.max_stamina_mod = -3
    top(g, "injury", D("sprained_ankle"))
    fx(g, [{"op": "status_card", "deck": "injury"}])
    assert C.max_stamina(g, inv) == 1 and inv.stamina == 1
    g2 = dunwich_game()
    inv2 = empty_handed(g2)
    inv2.max_stamina_mod = -4
    top(g2, "injury", D("consumption"))
    fx(g2, [{"op": "status_card", "deck": "injury"}])
    assert g2.state.investigators[0] is not inv2
    assert "maximum Sanity or Stamina fell to 0" in log_text(g2)


@covers("dunwich:schizophrenia")
def test_schizophrenia_lowers_maximum_sanity():
    g = dunwich_game()
    inv = empty_handed(g)
    top(g, "madness", D("schizophrenia"))
    fx(g, [{"op": "status_card", "deck": "madness"}])
    assert C.max_sanity(g, inv) == 4 and inv.sanity == 4


# ------------------------------------------------------------ encounters: dealt and cured
@covers("dunwich:sprained_ankle")
def test_encounter_ops_deal_and_cure():
    g = dunwich_game()
    inv = empty_handed(g)
    top(g, "injury", D("sprained_ankle"))
    fx(g, [{"op": "status_card", "deck": "injury"}])
    assert card_names(g, inv) == ["Sprained Ankle"]
    assert C.skill_value(g, inv, "speed") == 0  # Amanda's Speed 1, one lower
    fx(g, [{"op": "discard_status", "deck": "injury"}])
    assert card_names(g, inv) == [] and C.skill_value(g, inv, "speed") == 1


def test_a_cure_asks_which_card_when_there_are_several():
    g = dunwich_game()
    inv = empty_handed(g)
    give(g, 0, D("jinxed"))
    give(g, 0, D("hearing_loss"))
    give(g, 0, D("mania"))
    fx(g, [{"op": "discard_status", "deck": "injury"}])
    assert g.choice.kind == "cure" and sorted(labels(g)) == ["Hearing Loss", "Jinxed"]
    answer(g, "Jinxed")
    assert card_names(g, inv) == ["Hearing Loss", "Mania"]


def test_injury_cards_are_not_items_and_cannot_be_traded():
    g = dunwich_game()
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
    g = dunwich_game((RITA, "base:joe_diamond"))
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
    g = dunwich_game((RITA, "base:joe_diamond"))
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
    g = dunwich_game()
    empty_handed(g)
    give(g, 0, D("jinxed"))
    upkeep(g)
    assert not any("Retire" in x for x in labels(g))
    give(g, 0, D("mania"))
    upkeep(g)
    assert any("Retire" in x for x in labels(g))
    g.state.gone.extend(i for i in g.content.investigators if i not in ("base:amanda_sharpe", "base:joe_diamond"))
    upkeep(g)
    assert not any("Retire" in x for x in labels(g))  # nobody left to take his place


@covers("dunwich:mania", "dunwich:jinxed")
def test_retiring_replaces_him_without_devouring_triggers():
    """DH p.6: skip the turn, a new investigator as though devoured, but Glaaki's terror
    for a devouring does not rise; DH p.8: -1 to the victory score."""
    g = dunwich_game(ao="dunwich:glaaki")
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
    while g.choice.kind != "halt":  # the newcomer's possessions and sliders
        g.apply(g.choice.options[0].id)
    assert new.lose_turn == g.state.turn
    assert final_score(g) == score - 1 and g.state.counters["retired"] == 1


# ------------------------------------------------------------ lasting effects: Injury
def check(g, skill, kind=None, mod=0, diff=1, seat=0):
    start_check(g, seat, skill, mod, diff, kind)


@covers(
    "dunwich:hearing_loss",
    "dunwich:injured_arm",
    "dunwich:tainted",
    "dunwich:jinxed",
    "dunwich:head_wound",
    "dunwich:sprained_ankle",
)
@pytest.mark.parametrize(
    "card,skill",
    [
        ("hearing_loss", "sneak"),
        ("injured_arm", "fight"),
        ("tainted", "will"),
        ("jinxed", "luck"),
        ("head_wound", "lore"),
        ("sprained_ankle", "speed"),
    ],
)
def test_skill_injuries_cost_one_point_and_allow_two_clue_tokens(card, skill):
    """Each card: the skill is 1 lower; no more than 2 Clue tokens spent on a check of it."""
    g = dunwich_game()
    inv = empty_handed(g, sliders=(1, 1, 1), clues=5)
    before = C.skill_value(g, inv, skill)
    give(g, 0, D(card))
    assert C.skill_value(g, inv, skill) == before - 1
    g.state.rig.extend([1] * 20)
    check(g, skill)
    answer(g, "clue")
    answer(g, "clue")
    assert inv.clues == 3
    assert not any("Clue token" in x for x in labels(g))
    check(g, "luck" if skill != "luck" else "speed")  # other skills: no limit
    for _ in range(3):
        answer(g, "clue")
    assert inv.clues == 0


@covers("dunwich:back_injury")
def test_back_injury_holds_three_common_and_unique_items():
    g = dunwich_game()
    inv = loaded(g)  # .38 Revolver, Knife, Dark Cloak (Common), Wither (Spell)
    top(g, "injury", D("back_injury"))
    fx(g, [{"op": "status_card", "deck": "injury"}])
    assert g.choice.kind == "halt"  # three Common items and a Spell: within the limit
    fx(g, [{"op": "take", "card": "base:holy_water"}])
    assert g.choice.kind == "discard" and "Holy Water" in labels(g) and "Wither" not in labels(g)
    answer(g, "Knife")
    assert card_names(g, inv) == [".38 Revolver", "Back Injury", "Dark Cloak", "Holy Water", "Wither"]


def test_back_injury_applies_to_an_item_traded_to_him():
    g = dunwich_game()
    empty_handed(g, 0, where="base:arkham/graveyard")
    joe = empty_handed(g, 1, where="base:arkham/graveyard")
    for cid in ("base:revolver_38", "base:dark_cloak", "base:food", D("back_injury")):
        give(g, 1, cid)
    give(g, 0, "base:knife")
    run_step(g, "trade", who=0, partner=1)
    answer(g, "Give Knife")
    assert g.choice.kind == "discard" and g.choice.who == 1
    answer(g, "Food")
    assert card_names(g, joe) == [".38 Revolver", "Back Injury", "Dark Cloak", "Knife"]


@covers("dunwich:memory_loss")
def test_memory_loss_holds_three_skills_and_spells():
    g = dunwich_game()
    inv = empty_handed(g)
    for cid in ("base:wither", "base:shrivelling", "base:luck"):
        give(g, 0, cid)
    top(g, "injury", D("memory_loss"))
    fx(g, [{"op": "status_card", "deck": "injury"}])
    assert g.choice.kind == "halt"
    fx(g, [{"op": "take", "card": "base:fight"}])
    assert g.choice.kind == "discard"
    answer(g, "Wither")
    assert card_names(g, inv) == ["Fight", "Luck", "Memory Loss", "Shrivelling"]


@covers("dunwich:broken_hand")
def test_broken_hand_leaves_one_hand_for_weapons():
    from arkham.rules.classic.combat import gear_options

    g = dunwich_game()
    inv = empty_handed(g)
    give(g, 0, "base:tommy_gun")  # two hands
    give(g, 0, "base:revolver_38")  # one hand
    m = "base:zombie#1"
    offered = [x for _, x in gear_options(g, {"held": [], "failed": []}, inv, m)]
    assert any("Tommy Gun" in x for x in offered)
    give(g, 0, D("broken_hand"))
    offered = [x for _, x in gear_options(g, {"held": [], "failed": []}, inv, m)]
    assert not any("Tommy Gun" in x for x in offered) and any(".38 Revolver" in x for x in offered)
    rev = C.has_card(g, inv, "base:revolver_38")
    give(g, 0, "base:knife")  # one hand, but the one hand holds the revolver
    assert not any("Knife" in x for _, x in gear_options(g, {"held": [rev], "failed": []}, inv, m))


@covers("dunwich:concussion")
def test_concussion_moves_each_slider_one_stop():
    g = dunwich_game()
    inv = empty_handed(g, sliders=(1, 1, 1))
    give(g, 0, D("concussion"))
    run_step(g, "upkeep.sliders", who=0, spent=0)
    answer(g, "0:+1")
    assert inv.sliders[0] == 2
    assert not any(x.startswith("Speed 2") for x in labels(g))  # the first slider again: not offered
    answer(g, "1:+1")
    assert inv.sliders == [2, 2, 1]


@covers("dunwich:double_vision")
def test_double_vision_leaves_clue_tokens_on_the_board():
    from arkham.rules.classic.movement import end_of_movement

    g = dunwich_game()
    inv = empty_handed(g, clues=0, where="base:arkham/graveyard")
    g.state.clues_on["base:arkham/graveyard"] = 2
    give(g, 0, D("double_vision"))
    end_of_movement(g, inv)
    assert inv.clues == 0 and g.state.clues_on["base:arkham/graveyard"] == 2
    fx(g, [{"op": "gain", "what": "clues", "n": 1}])  # an encounter's Clue token still comes
    assert inv.clues == 1


# ------------------------------------------------------------ lasting effects: Madness
def upkeep_once(g, seat=0):
    upkeep(g, seat)
    while g.choice.kind not in ("halt", "sliders", "upkeep"):
        if g.choice.kind == "fee":
            return
        g.apply(g.choice.options[0].id)


@covers("dunwich:agoraphobia", "dunwich:claustrophobia", "dunwich:xenophobia")
@pytest.mark.parametrize(
    "card,where,lost",
    [
        ("agoraphobia", "base:arkham/rivertown_streets", 1),
        ("agoraphobia", "base:arkham/graveyard", 0),
        ("claustrophobia", "base:arkham/graveyard", 1),
        ("claustrophobia", ASYLUM, 0),
        ("claustrophobia", "base:arkham/rivertown_streets", 0),
        ("xenophobia", "base:world/abyss", 1),
        ("xenophobia", "base:arkham/graveyard", 0),
    ],
)
def test_place_phobias_cost_a_sanity_each_upkeep(card, where, lost):
    g = dunwich_game()
    inv = empty_handed(g, where=where)
    if where.startswith("base:world"):
        inv.stage = 1
    give(g, 0, D(card))
    upkeep_once(g)
    assert inv.sanity == 5 - lost


@covers("dunwich:necrophobia")
def test_necrophobia_graveyard_upkeep_and_nightmarish_undead():
    g = dunwich_game()
    inv = empty_handed(g, where="base:arkham/graveyard")
    give(g, 0, D("necrophobia"))
    upkeep_once(g)
    assert inv.sanity == 4
    g2 = dunwich_game()
    inv2 = empty_handed(g2, where="base:arkham/graveyard")
    give(g2, 0, D("necrophobia"))
    m = next(x for x in g2.state.cup if C.base_id(x) == "base:zombie")
    g2.state.cup.remove(m)
    g2.state.monsters[m] = "base:arkham/graveyard"
    g2.state.rig.extend([6, 1, 1, 1, 1])  # the Horror check passes
    start_combat(g2, 0, m)
    assert inv2.sanity == 4 and "Nightmarish" in log_text(g2)


@covers("dunwich:paranoia")
def test_paranoia_discards_allies_refuses_new_ones_and_hates_company():
    g = dunwich_game()
    inv = empty_handed(g, where="base:arkham/graveyard")
    give(g, 0, "base:duke")
    top(g, "madness", D("paranoia"))
    fx(g, [{"op": "status_card", "deck": "madness"}])
    assert card_names(g, inv) == ["Paranoia"]
    fx(g, [{"op": "draw", "deck": "ally"}])
    assert card_names(g, inv) == ["Paranoia"]
    upkeep_once(g)
    assert inv.sanity == 5
    put(g, 1, "base:arkham/graveyard")
    upkeep_once(g)
    assert inv.sanity == 4


@covers("dunwich:amnesia")
def test_amnesia_keeps_at_most_four_clue_tokens():
    g = dunwich_game()
    inv = empty_handed(g, clues=6)
    top(g, "madness", D("amnesia"))
    fx(g, [{"op": "status_card", "deck": "madness"}])
    assert inv.clues == 4
    fx(g, [{"op": "gain", "what": "clues", "n": 2}])
    assert inv.clues == 4


@covers("dunwich:addiction")
def test_addiction_costs_a_dollar_or_the_focus():
    g = dunwich_game()
    inv = empty_handed(g, money=3)
    give(g, 0, D("addiction"))
    upkeep(g)
    assert g.choice.kind == "fee"
    answer(g, "Pay $1")
    assert inv.money == 2
    while g.choice.kind == "upkeep":
        answer(g, "done")
    assert g.choice.kind == "sliders"
    empty_handed(g, money=0)
    give(g, 0, D("addiction"))
    upkeep(g)
    while g.choice.kind == "upkeep":
        answer(g, "done")
    assert g.choice.kind == "halt"  # no money: no Focus this turn
    assert "no Focus this turn" in log_text(g)


@covers("dunwich:mania")
def test_mania_spends_clue_tokens_two_at_a_time():
    g = dunwich_game()
    inv = empty_handed(g, clues=3)
    give(g, 0, D("mania"))
    g.state.rig.extend([1] * 20)
    check(g, "luck")
    assert "Spend 2 Clue tokens to roll 2 more dice" in labels(g)
    answer(g, "clue")
    assert inv.clues == 1
    assert not any("Clue token" in x for x in labels(g))


@covers("dunwich:depression", "dunwich:hysteria")
@pytest.mark.parametrize(
    "card,kind,void",
    [
        ("depression", "evade", True),
        ("depression", None, True),
        ("depression", "combat", False),
        ("hysteria", "horror", True),
        ("hysteria", "combat", True),
        ("hysteria", "evade", False),
    ],
)
def test_the_first_clue_token_adds_nothing(card, kind, void):
    g = dunwich_game()
    empty_handed(g, clues=3)
    give(g, 0, D(card))
    g.state.rig.extend([1] * 20)
    skill = {"evade": "sneak", "horror": "will", "combat": "fight", None: "luck"}[kind]
    check(g, skill, kind=kind)
    dice = len(g.state.stack[-1]["dice"])
    answer(g, "clue")
    assert len(g.state.stack[-1]["dice"]) == dice + (0 if void else 1)
    answer(g, "clue")
    assert len(g.state.stack[-1]["dice"]) == dice + (1 if void else 2)


@covers("dunwich:delirium")
def test_delirium_costs_a_sanity_for_an_encounter_check_without_success():
    g = dunwich_game()
    inv = empty_handed(g, clues=0, where="base:arkham/graveyard")
    give(g, 0, D("delirium"))
    card = next(c for c, lc in g.content.locations.items() if lc.neighborhood.endswith("rivertown"))
    encounter = {"area": "base:arkham/graveyard", "card": card}
    g.state.rig[:] = [1] * 4  # Luck 4: four dice
    run_step(g, "fx", who=0, seat=0, ops=[{"op": "check", "skill": "luck", "mod": 0}], i=0, ctx=encounter)
    while g.choice.kind == "check":
        answer(g, "accept")
    assert inv.sanity == 4
    g.state.rig[:] = [6, 1, 1, 1]
    run_step(g, "fx", who=0, seat=0, ops=[{"op": "check", "skill": "luck", "mod": 0}], i=0, ctx=encounter)
    assert inv.sanity == 4
    g.state.rig[:] = [1] * 4  # a street event of an Environment: no encounter
    run_step(
        g,
        "fx",
        who=0,
        seat=0,
        ops=[{"op": "check", "skill": "luck", "mod": 0}],
        i=0,
        ctx={"area": "base:arkham/graveyard", "card": "base:curfew_enforced"},
    )
    while g.choice.kind == "check":
        answer(g, "accept")
    assert inv.sanity == 4


# ------------------------------------------------------------ the bots answer the new choices
def test_the_heuristic_bot_takes_the_card_when_much_would_be_lost():
    from arkham.bots.heuristic import HeuristicBot

    g = dunwich_game()
    inv = loaded(g)
    give(g, 0, "base:tommy_gun")
    give(g, 0, "base:holy_water")
    inv.clues = 6
    loss(g, stamina=9)
    assert g.choice.kind == "status_outcome"
    assert HeuristicBot(seed=1).choose(g) == "injury_madness"


def test_the_heuristic_bot_keeps_the_classic_losses_when_a_second_copy_is_likely():
    from arkham.bots.heuristic import HeuristicBot

    g = dunwich_game()
    empty_handed(g, clues=0)
    give(g, 0, "base:knife")
    give(g, 0, "base:dark_cloak")
    give(g, 0, D("jinxed"))
    give(g, 0, D("tainted"))
    pile = g.state.decks["injury"]
    keep = [c for c in pile if C.base_id(c) in (D("jinxed"), D("tainted"), D("concussion"))]
    pile[:] = keep  # half of what is left would devour him
    loss(g, stamina=9)
    assert g.choice.kind == "status_outcome"
    assert HeuristicBot(seed=1).choose(g) == "classic"


def test_the_heuristic_bot_keeps_the_harmless_copy_and_cures_the_worst():
    from arkham.bots.heuristic import HeuristicBot

    g = dunwich_game((RITA, "base:joe_diamond"))
    empty_handed(g)
    give(g, 0, D("jinxed"))
    top(g, "injury", D("consumption"))
    top(g, "injury", D("jinxed"))
    fx(g, [{"op": "status_card", "deck": "injury"}])
    bot = HeuristicBot(seed=1)
    assert C.base_id(bot.choose(g).partition(":")[2]) == D("jinxed")  # a second copy does nothing to her
    give(g, 0, D("consumption"))
    fx(g, [{"op": "discard_status", "deck": "injury"}])
    assert C.base_id(bot.choose(g).partition(":")[2]) == D("consumption")
