"""Kingsport investigators (their sheets): Charlie Kane, Lily Chen, Luke Robinson and Tony
Morgan. Base p.5 (setup: each starts at home with the fixed possessions of the sheet), base
p.6 (Focus moves the skill sliders), base p.23 (spending trophies: monster trophies back to
the cup), KH FAQ (trophies are worth their modified toughness), KH components (the extra
skill slider of Lily Chen), base p.8-9 (Other Worlds, delayed), base p.17 (lost in time and
space), base p.18 (the terror level), base p.20 (Allies returned to the box)."""

from __future__ import annotations


import arkham
from arkham.rules.classic import core as C
from arkham.testing import (
    answer,
    card_names,
    empty_handed,
    give,
    labels,
    log_text,
    put,
    quiet_game,
    run_step,
)
from helpers.coverage_marks import covers

PACKS = ("base", "kingsport")
TONY = "kingsport:tony_morgan"
STREET = "base:arkham/rivertown_streets"
WHERE = "base:arkham/graveyard"


def A(short: str) -> str:
    return "base:arkham/" + short


def trophies(g, inv, *kinds):
    out = []
    for kind in kinds:
        m = next(x for x in g.state.cup if C.base_id(x) == kind)
        g.state.cup.remove(m)
        g.state.monsters.pop(m, None)
        C.claim_trophy(g, inv, m)
        out.append(m)
    return out


def upkeep(g, seat=0):
    run_step(g, "upkeep.inv", who=seat)
    while g.choice.kind not in ("upkeep", "sliders", "halt"):
        g.apply(g.choice.options[0].id)


# ------------------------------------------------------------------ Tony Morgan
@covers(TONY, "kingsport:handcuffs")
def test_tony_starts_at_the_hospital_with_his_handcuffs():
    g = arkham.new_game(seed=3, investigators=[TONY], packs=list(PACKS), ancient_one="base:yig")
    tony = g.state.investigators[0]
    assert tony.where == A("st_marys_hospital") and "Handcuffs" in card_names(g, tony)
    assert (tony.money, tony.clues, tony.sanity, tony.stamina) == (6, 3, 3, 7)


@covers(TONY)
def test_clean_takedown_counts_one_more_toughness_for_each_trophy_he_spends():
    g = quiet_game([TONY, "base:amanda_sharpe"], ancient_one="base:azathoth", packs=PACKS)
    tony, amanda = g.state.investigators
    a, b = trophies(g, tony, "base:cultist", "base:cultist")  # toughness 1 each
    trophies(g, amanda, "base:cultist", "base:cultist")
    from arkham.rules.classic.locations import trophy_toughness

    assert trophy_toughness(g, tony) == 4 and trophy_toughness(g, amanda) == 2
    run_step(g, "special.pay", who=0, key="encounter", tough=4, gates=0, spent=0)
    assert "toughness 2" in labels(g)[0]
    answer(g, "Cultist")
    answer(g, "Cultist")
    assert tony.monster_trophies == [] and a in g.state.cup and b in g.state.cup
    from arkham.effects.ops.checks import cond_ok

    trophies(g, tony, "base:cultist")
    assert cond_ok(g, tony, {"toughness_total": 2}) and not cond_ok(g, amanda, {"toughness_total": 3})


@covers(TONY)
def test_blood_money_sells_a_trophy_once_a_turn_in_a_street():
    g = quiet_game([TONY], ancient_one="base:azathoth", packs=PACKS)
    tony = empty_handed(g, 0, money=0, where=STREET)
    trophies(g, tony, "base:cultist", "base:zombie")  # toughness 1 and 1
    upkeep(g)
    opts = [x for x in labels(g) if x.startswith("Blood Money")]
    assert len(opts) == 2 and all("$2" in x for x in opts)  # worth 1 + Clean Takedown
    answer(g, "Blood Money: spend the trophy Cultist")
    assert tony.money == 2 and len(tony.monster_trophies) == 1
    assert not any(x.startswith("Blood Money") for x in labels(g))  # once per turn
    g = quiet_game([TONY], ancient_one="base:azathoth", packs=PACKS)
    tony = empty_handed(g, 0, money=0, where=WHERE)  # a location: no Blood Money
    trophies(g, tony, "base:cultist")
    upkeep(g)
    assert not any(x.startswith("Blood Money") for x in labels(g))


# ------------------------------------------------------------------ Luke Robinson
LUKE = "kingsport:luke_robinson"
DREAMLANDS = "base:world/the_dreamlands"


@covers(LUKE)
def test_luke_starts_in_the_first_area_of_the_dreamlands_delayed_with_his_gate_box():
    g = arkham.new_game(seed=3, investigators=[LUKE], packs=list(PACKS), ancient_one="base:yig")
    luke = g.state.investigators[0]
    assert (luke.where, luke.stage, luke.delayed) == (DREAMLANDS, 1, True)
    assert "Gate Box" in card_names(g, luke) and (luke.money, luke.sanity, luke.stamina) == (6, 7, 3)
    clues = luke.clues
    run_step(g, "movement.inv", who=0)  # his first Movement Phase: delayed
    assert (luke.where, luke.stage, luke.delayed, luke.clues) == (DREAMLANDS, 1, False, clues)
    run_step(g, "movement.inv", who=0)  # then on to the second area
    assert (luke.stage, luke.clues) == (2, clues + 1)


@covers(LUKE)
def test_experienced_dreamer_gains_a_clue_for_each_other_world_area_and_for_being_lost():
    from arkham.rules.classic.status import enter_other_world, send_lost
    from arkham.testing import open_gate

    g = quiet_game([LUKE, "base:amanda_sharpe"], ancient_one="base:azathoth", packs=PACKS)
    luke, amanda = g.state.investigators
    put(g, 0, WHERE)
    put(g, 1, WHERE)
    luke.clues = amanda.clues = 0
    open_gate(g, WHERE, DREAMLANDS)
    enter_other_world(g, luke, WHERE, delayed=False, why="test")
    enter_other_world(g, amanda, WHERE, delayed=False, why="test")
    assert (luke.clues, amanda.clues) == (1, 0)
    run_step(g, "movement.inv", who=0)  # Other World movement: the second area
    assert luke.stage == 2 and luke.clues == 2
    send_lost(g, luke, "test")
    assert luke.clues == 3 and "Experienced Dreamer" in log_text(g)


@covers(LUKE, "base:gate_box")
def test_heirloom_keeps_the_gate_box_from_a_forced_discard():
    g = quiet_game([LUKE], ancient_one="base:azathoth", packs=PACKS)
    luke = g.state.investigators[0]
    box = C.has_card(g, luke, "base:gate_box")
    other = give(g, 0, "base:lamp_of_alhazred")
    run_step(g, "fx", who=0, seat=0, ops=[{"op": "discard", "what": "unique", "n": "all"}], i=0, ctx={})
    assert box in luke.cards and other not in luke.cards


# ------------------------------------------------------------------ Lily Chen
LILY = "kingsport:lily_chen"


@covers(LILY, "kingsport:martial_arts")
def test_lily_sets_her_maximum_sanity_and_stamina_on_a_fourth_slider_at_setup():
    g = arkham.new_game(seed=3, investigators=[LILY], packs=list(PACKS), ancient_one="base:yig")
    lily = g.state.investigators[0]
    assert lily.where == A("ye_olde_magick_shoppe") and "Martial Arts" in card_names(g, lily)
    assert (lily.money, lily.clues) == (4, 2)
    while g.choice.kind != "slider" or "Sanity" not in g.choice.options[0].label:
        g.apply(g.choice.options[0].id)
    assert [o.label for o in g.choice.options] == [
        "Sanity 4 / Stamina 7",
        "Sanity 5 / Stamina 6",
        "Sanity 6 / Stamina 5",
        "Sanity 7 / Stamina 4",
    ]
    g.apply("2")
    assert (C.max_sanity(g, lily), C.max_stamina(g, lily), lily.sanity, lily.stamina) == (6, 5, 6, 5)


@covers(LILY)
def test_yin_and_yang_moves_the_maxima_with_focus_and_gains_one_of_the_raised():
    g = quiet_game([LILY], ancient_one="base:azathoth", packs=PACKS)
    lily = empty_handed(g, 0, sliders=(0, 0, 0, 1), where=WHERE)  # Sanity 5 / Stamina 6
    lily.sanity, lily.stamina = 3, 6
    upkeep(g)
    if g.choice.kind == "upkeep":
        answer(g, "Go on to adjusting skills")
    assert any(x.startswith("Sanity 5->6, Stamina 6->5") for x in labels(g))
    answer(g, "Sanity 5->6")
    assert (C.max_sanity(g, lily), C.max_stamina(g, lily)) == (6, 5)
    assert (lily.sanity, lily.stamina) == (4, 5)  # +1 Sanity; Stamina held to its maximum
    answer(g, "Sanity 6->5")  # the second Focus point: back again
    assert (C.max_sanity(g, lily), C.max_stamina(g, lily), lily.sanity, lily.stamina) == (5, 6, 4, 6)


# ------------------------------------------------------------------ Charlie Kane
CHARLIE = "kingsport:charlie_kane"


def fx(g, ops, seat=0):
    return run_step(g, "fx", who=seat, seat=seat, ops=ops, i=0, ctx={})


@covers(CHARLIE)
def test_charlie_starts_at_the_administration_building_with_allies_and_skills():
    g = arkham.new_game(seed=3, investigators=[CHARLIE], packs=list(PACKS), ancient_one="base:yig")
    charlie = g.state.investigators[0]
    decks = [C.card_def(g, c).deck for c in charlie.cards]
    assert charlie.where == A("administration_building") and charlie.money == 9
    assert (decks.count("ally"), decks.count("skill"), decks.count("common")) == (2, 2, 2)
    assert (charlie.sanity, charlie.stamina) == (4, 6)


@covers(CHARLIE)
def test_settle_down_pays_two_clue_tokens_for_each_point_of_terror_held_back():
    g = quiet_game([CHARLIE, "base:amanda_sharpe"], ancient_one="base:azathoth", packs=PACKS)
    charlie = g.state.investigators[0]
    charlie.clues = 5
    fx(g, [{"op": "terror", "n": 2}], seat=1)
    assert g.choice.kind == "terror" and g.choice.who == 0 and g.state.terror == 0
    answer(g, "Settle Down")
    assert charlie.clues == 3 and g.choice.kind == "terror"  # asked again for the second point
    answer(g, "Let it rise")
    assert g.state.terror == 1 and charlie.clues == 3
    charlie.clues = 1  # too few Clue tokens: no question
    fx(g, [{"op": "terror", "n": 1}], seat=1)
    assert g.state.terror == 2 and g.choice.kind != "terror"


@covers(CHARLIE)
def test_connections_takes_an_ally_from_the_box_where_another_finds_none():
    g = quiet_game([CHARLIE, "base:amanda_sharpe"], ancient_one="base:azathoth", packs=PACKS)
    charlie, amanda = g.state.investigators
    charlie.clues = amanda.clues = 0
    deck = g.state.decks["ally"]
    ally = (deck + g.state.box)[0]  # an Ally no one holds
    cid = C.base_id(ally)
    if ally in deck:  # it goes back to the box
        deck.remove(ally)
        g.state.box.append(ally)
    take = [{"op": "take", "card": cid, "else": [{"op": "gain", "what": "clues", "n": 1}]}]
    fx(g, take, seat=1)
    assert ally in g.state.box and amanda.clues == 1  # not in the deck: the other gets a Clue
    fx(g, take, seat=0)
    assert ally in charlie.cards and ally not in g.state.box and charlie.clues == 0


@covers(CHARLIE)
def test_connections_recruits_an_ally_from_the_box_at_mas_boarding_house():
    g = quiet_game([CHARLIE], ancient_one="base:azathoth", packs=PACKS)
    charlie = g.state.investigators[0]
    boxed = next(c for c in g.state.box if C.card_def(g, c).deck == "ally")
    run_step(g, "special.recruit", who=0)
    assert any(x.endswith("(from the box)") for x in labels(g))
    g.apply(f"ally:{boxed}")
    assert boxed in charlie.cards and boxed not in g.state.box


@covers(LILY)
def test_lowering_a_maximum_to_nothing_with_yin_and_yang_knocks_her_out_never_below_zero():
    """DH p.9: a maximum Sanity or Stamina at 0 devours the investigator."""
    g = quiet_game([LILY, "base:amanda_sharpe"], ancient_one="base:azathoth", packs=PACKS)
    lily = empty_handed(g, 0, sliders=(0, 0, 0, 1), where=WHERE)  # Sanity 5 / Stamina 6
    lily.max_sanity_mod = -4  # another rule took 4 of it
    lily.sanity = 1
    upkeep(g)
    if g.choice.kind == "upkeep":
        answer(g, "Go on to adjusting skills")
    answer(g, "Sanity 5->4")
    assert lily.sanity == 0 and "maximum Sanity or Stamina fell to 0" in log_text(g)
