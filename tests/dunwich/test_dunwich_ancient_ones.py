"""Dunwich Ancient Ones (DH p.8 and the Ancient One sheets): Tsathoggua's worshippers,
Malaise, start of battle and attack."""

from __future__ import annotations

import random

import arkham
from arkham.invariants import check
from arkham.rules.classic import core as C
from helpers.coverage_marks import covers
from arkham.rules.classic.locations import special_options
from arkham.state import CUP, SHEET
from arkham.testing import (
    answer,
    empty_handed,
    give,
    labels,
    log_text,
    put,
    quiet_game,
    rig_monsters,
    run_step,
    start_combat,
)

PACKS = ("base", "dunwich")
TSA = "dunwich:tsathoggua"
TWO = ["base:amanda_sharpe", "base:joe_diamond"]


def A(short: str) -> str:
    return "base:arkham/" + short


def tsathoggua_game(invs=TWO):
    g = quiet_game(invs, ancient_one=TSA, packs=PACKS)
    for seat in range(len(invs)):
        empty_handed(g, seat, clues=0, where=A("train_station"))
    return g


def marker(g, kind: str) -> str:
    m = next(m for m in g.state.cup if C.base_id(m) == kind)
    g.state.cup.remove(m)
    return m


# ------------------------------------------------------------------ worshippers
@covers("dunwich:formless_spawn")
def test_formless_spawn_of_both_boxes_are_tougher_stalkers():
    g = tsathoggua_game()
    for kind in ("base:formless_spawn", "dunwich:formless_spawn"):
        m = next(x for x in g.state.monsters if C.base_id(x) == kind)
        assert C.toughness(g, m) == g.content.monsters[kind].toughness + 1
        assert C.monster_moves(g, m) == "stalker"


def test_a_formless_spawn_stalks_an_adjacent_investigator():
    g = tsathoggua_game()
    m = marker(g, "dunwich:formless_spawn")
    g.state.monsters[m] = A("merchant_district_streets")
    put(g, 0, A("rivertown_streets"))  # no arrow on that line
    run_step(g, "mythos.move", who=-1, white=["hexagon"], black=[], i=0)
    assert g.state.monsters[m] == A("rivertown_streets")


# ------------------------------------------------------------------ Malaise
@covers("dunwich:tsathoggua")
def test_malaise_forbids_location_abilities_but_the_five_named_places():
    g = tsathoggua_game()
    inv = g.state.investigators[0]
    inv.money = 20
    inv.sanity = 1
    put(g, 0, A("science_building"))
    inv.monster_trophies = []
    assert special_options(g, inv) == []
    put(g, 0, A("ye_olde_magick_shoppe"))
    assert any("Magic Lessons" in label for _, label in special_options(g, inv))
    put(g, 0, A("arkham_asylum"))
    assert special_options(g, inv)  # Psychiatric Care still offered


def test_without_tsathoggua_the_science_building_works():
    g = quiet_game(TWO, ancient_one="base:yig", packs=PACKS)
    inv = empty_handed(g, 0, where=A("science_building"))
    inv.gate_trophies = [g.state.gate_pile.pop(0)]
    assert any("Dissection" in label for _, label in special_options(g, inv))


def test_malaise_discards_urban_cards_without_effect_but_their_gate_opens():
    g = tsathoggua_game()
    deck = g.state.decks["mythos"]
    deck.remove("base:curfew_enforced")
    deck.insert(0, "base:curfew_enforced")
    rig_monsters(g, "dunwich:dark_young")  # stationary: stays at the gate
    run_step(g, "mythos.phase", who=-1, phase=True)
    assert g.state.environment is None
    assert A("unvisited_isle") in g.state.gates
    assert "base:curfew_enforced" in deck
    assert "Malaise: Curfew Enforced is an Urban card" in log_text(g)


def test_other_environments_still_take_effect_under_malaise():
    g = tsathoggua_game()
    deck = g.state.decks["mythos"]
    weather = next(c for c in deck if g.content.mythos[c].subtype == "weather")
    deck.remove(weather)
    deck.insert(0, weather)
    rig_monsters(g, "dunwich:dark_young", "dunwich:dark_young")
    run_step(g, "mythos.phase", who=-1, phase=True)
    assert g.state.environment == weather


# ------------------------------------------------------------------ battle
def wake(g):
    g.state.awakened = True
    run_step(g, "battle.start", who=-1)


def test_at_the_start_of_battle_everyone_discards_clue_tokens():
    g = tsathoggua_game()
    g.state.investigators[0].clues = 4
    g.state.investigators[1].clues = 1
    wake(g)
    assert [i.clues for i in g.state.investigators] == [0, 0]
    assert g.state.doom == 13


def give_trophies(g, inv, monsters: list[str], gates: list[str]):
    for kind in monsters:
        m = marker(g, kind)
        g.state.monsters[m] = f"trophy:{inv.seat}"
        inv.monster_trophies.append(m)
    for world in gates:
        gm = next(x for x in g.state.gate_pile if C.base_id(x) == world)
        g.state.gate_pile.remove(gm)
        inv.gate_trophies.append(gm)


def test_tsathoggua_eats_two_monster_trophies_and_a_gate_trophy_or_the_investigator():
    g = tsathoggua_game()
    a, b = g.state.investigators
    give_trophies(g, a, ["base:cultist", "base:cultist", "base:zombie"], ["base:world/yuggoth", "base:world/abyss"])
    give_trophies(g, b, ["base:cultist"], ["base:world/rlyeh"])  # too few monster trophies
    zombie = a.monster_trophies[2]
    g.state.awakened = True
    g.state.battle = {"round": 1, "tally": 0, "total": 0}
    run_step(g, "dunwich.tsathoggua_attack", who=-1)  # his attack, every investigator in turn
    assert g.choice.kind == "tribute" and g.choice.who == 0 and len(labels(g)) == 3  # which of three monster trophies
    answer(g, "Zombie")
    assert g.choice.kind == "tribute" and labels(g) == ["Yuggoth", "The Abyss"]
    answer(g, "Abyss")
    assert b.eliminated  # one monster trophy: devoured
    assert len(a.monster_trophies) == 1 and not a.eliminated
    assert [C.base_id(x) for x in a.gate_trophies] == ["base:world/yuggoth"]
    assert g.state.monsters[zombie] == CUP and zombie in g.state.cup


def test_a_tsathoggua_battle_round_uses_his_attack():
    g = tsathoggua_game()
    wake(g)
    # the round: upkeep, attacks, then his attack devours both (no trophies)
    steps = 0
    while not g.is_over and steps < 200:
        g.apply(g.choice.options[0].id)
        steps += 1
    assert g.is_over and not g.result["won"]
    assert "every investigator was devoured" in g.result["how"]


def test_random_games_against_tsathoggua_play_to_their_end():
    for seed in range(6):
        g = arkham.new_game(seed=seed, ancient_one=TSA, investigators=1 + seed % 4, packs=list(PACKS))
        rng = random.Random(seed)
        while not g.is_over:
            g.apply(rng.choice(g.choice.options).id)
            check(g)
        assert g.result["how"]


# ================================================================== Glaaki and Spawn monsters
GLAAKI = "dunwich:glaaki"
SERVANTS = [
    "dunwich:servant_of_glaaki_spell",
    "dunwich:servant_of_glaaki_common",
    "dunwich:servant_of_glaaki_unique",
    "dunwich:servant_of_glaaki_clues",
    "dunwich:servant_of_glaaki_skill",
]


def glaaki_game(invs=TWO):
    g = quiet_game(invs, ancient_one=GLAAKI, packs=PACKS)
    for seat in range(len(invs)):
        empty_handed(g, seat, clues=0, where=A("train_station"))
    return g


def servant(g, kind: str) -> str:
    return next(m for m in g.state.monsters if C.base_id(m) == kind)


def only_on_sheet(g, kind: str) -> str:
    """Every Servant but this one is already on the board (at the Graveyard)."""
    for k in SERVANTS:
        if k != kind:
            g.state.monsters[servant(g, k)] = A("graveyard")
    return servant(g, kind)


def next_mythos(g, card: str) -> None:
    deck = g.state.decks["mythos"]
    deck.remove(card)
    deck.insert(0, card)


@covers(*SERVANTS)
def test_spawn_monsters_start_on_the_sheet_and_never_enter_the_cup():
    """DH p.6: Spawn monsters are not added to the monster cup."""
    g = quiet_game(TWO, ancient_one="base:yig", packs=PACKS)
    for k in SERVANTS:
        m = servant(g, k)
        assert g.state.monsters[m] == SHEET and m not in g.state.cup
    m = servant(g, SERVANTS[0])
    g.state.monsters[m] = A("graveyard")
    C.to_cup(g, m)  # e.g. its gate closes: back to the sheet
    assert g.state.monsters[m] == SHEET and m not in g.state.cup


@covers(*SERVANTS)
def test_spawn_monsters_ignore_the_monster_limit_and_the_outskirts():
    g = glaaki_game()
    limit = C.monster_limit(g)
    for _ in range(limit):
        C.place_monster(
            g,
            marker(g, "base:zombie")
            if any(C.base_id(x) == "base:zombie" for x in g.state.cup)
            else marker(g, "base:cultist"),
            A("rivertown_streets"),
        )
    assert C.monsters_in_arkham(g) == limit
    m = servant(g, SERVANTS[1])
    C.place_monster(g, m, A("graveyard"))
    assert g.state.monsters[m] == A("graveyard")
    assert C.monsters_in_arkham(g) == limit


@covers(*SERVANTS)
def test_a_defeated_servant_returns_to_the_sheet_and_is_no_trophy():
    g = glaaki_game()
    inv = empty_handed(g, 0, sliders=(0, 3, 0), clues=0, where=A("graveyard"))
    m = servant(g, SERVANTS[2])
    g.state.monsters[m] = A("graveyard")
    give(g, 0, "base:tommy_gun")
    start_combat(g, 0, m)
    answer(g, "Ready Tommy Gun")
    g.state.rig[:] = [6, 6, 1, 1, 1, 1, 1, 1, 1, 1]
    answer(g, "Fight:")
    assert g.state.monsters[m] == SHEET and m not in inv.monster_trophies


@covers(GLAAKI, *SERVANTS)
def test_an_ally_leaving_town_raises_a_servant_at_a_mythos_gate_location():
    """Glaaki's power: the Servant takes a Spell from everyone who has one."""
    g = glaaki_game()
    a, b = g.state.investigators
    give(g, 0, "base:wither")
    m = only_on_sheet(g, "dunwich:servant_of_glaaki_spell")
    next_mythos(g, "base:curfew_enforced")  # its gate: Unvisited Isle
    g.state.seals[A("unvisited_isle")] = "elder_sign"  # sealed or not, the Servant comes
    allies = len(g.state.decks["ally"])
    run_step(g, "fx", who=0, seat=0, ops=[{"op": "terror", "n": 1}], i=0, ctx={})  # an Ally leaves town
    assert len(g.state.decks["ally"]) == allies - 1
    assert g.state.monsters[m] == A("unvisited_isle")
    assert not any(C.card_def(g, c).deck == "spell" for c in a.cards)
    assert g.state.decks["mythos"][-1] == "base:curfew_enforced"


@covers(GLAAKI)
def test_with_all_five_servants_on_the_board_a_lost_ally_wakes_glaaki():
    g = glaaki_game()
    for k in SERVANTS:
        g.state.monsters[servant(g, k)] = A("graveyard")
    give(g, 0, "base:duke")
    run_step(g, "fx", who=0, seat=0, ops=[{"op": "discard", "what": "ally", "n": 1}], i=0, ctx={})
    assert g.state.awakened
    assert "all five Servants of Glaaki" in log_text(g)


@covers(GLAAKI)
def test_a_devoured_investigator_raises_the_terror_level_by_two():
    g = glaaki_game()
    run_step(g, "fx", who=0, seat=0, ops=[{"op": "devoured"}], i=0, ctx={})
    while g.choice is not None and g.choice.kind != "halt":
        g.apply(g.choice.options[0].id)  # the new investigator's set-up
    assert g.state.terror == 2


@covers(GLAAKI)
def test_glaakis_attack_raises_terror_and_at_ten_devours_everyone():
    g = glaaki_game()
    g.state.awakened = True
    g.state.battle = {"round": 1, "tally": 0, "total": 0}
    g.state.terror = 8
    run_step(g, "dunwich.glaaki_attack", who=-1)
    assert g.state.terror == 9 and not any(i.eliminated for i in g.state.investigators)
    run_step(g, "dunwich.glaaki_attack", who=-1)
    assert g.is_over and not g.result["won"]
    assert all(i.eliminated for i in g.state.investigators)


@covers(GLAAKI)
def test_glaakis_cultists_are_undead_stalkers():
    g = glaaki_game()
    for kind in ("base:cultist", "dunwich:cultist"):
        m = next(x for x in g.state.monsters if C.base_id(x) == kind)
        assert "undead" in C.monster_abilities(g, m) and C.monster_moves(g, m) == "stalker"


def test_random_games_against_glaaki_play_to_their_end():
    for seed in range(8):
        g = arkham.new_game(seed=seed, ancient_one=GLAAKI, investigators=1 + seed % 5, packs=list(PACKS))
        rng = random.Random(seed)
        while not g.is_over:
            g.apply(rng.choice(g.choice.options).id)
            check(g)
        assert g.result["how"]


# ================================================================== Abhoth and his Children
ABHOTH = "dunwich:abhoth"
CHILDREN = ["dunwich:child_of_abhoth_grasping", "dunwich:child_of_abhoth_mind", "dunwich:child_of_abhoth_body"]


def abhoth_game(invs=TWO):
    g = quiet_game(invs, ancient_one=ABHOTH, packs=PACKS)
    for seat in range(len(invs)):
        empty_handed(g, seat, clues=0, where=A("train_station"))
    return g


@covers(ABHOTH)
def test_abhoth_sends_every_cultist_to_the_box_at_setup():
    g = abhoth_game()
    cultists = [m for m in g.state.monsters if C.base_id(m).endswith(":cultist")]
    assert len(cultists) == 7  # 6 of the base game, 1 of Dunwich
    assert all(g.state.monsters[m] == "box" and m not in g.state.cup for m in cultists)
    assert all(g.state.monsters[servant] == SHEET for servant in g.state.monsters if "child_of_abhoth" in servant)


@covers(ABHOTH, *CHILDREN)
def test_a_monster_surge_brings_a_child_of_abhoth_to_the_surging_gate():
    """The surge is a named event: Abominations answers it before the surge's monsters."""
    g = abhoth_game()
    g.state.gates[A("graveyard")] = g.state.gate_pile.pop(0)
    rig_monsters(g, "base:zombie")
    run_step(g, "gate.surge", who=-1, area=A("graveyard"))
    children = [m for m in g.state.monsters if "child_of_abhoth" in m and g.state.monsters[m] == A("graveyard")]
    assert len(children) == 1
    assert "Abominations: a Child of Abhoth appears at Graveyard" in log_text(g)
    on_board = [m for m, p in g.state.monsters.items() if p == A("graveyard")]
    assert len(on_board) == 3  # the Child and the surge's 2 (2 players)
    assert C.monsters_in_arkham(g) == 2  # a Spawn monster never counts


@covers(ABHOTH)
def test_with_all_children_out_a_surge_costs_terror_and_doom():
    g = abhoth_game()
    for m in [m for m in g.state.monsters if "child_of_abhoth" in m]:
        g.state.monsters[m] = A("woods")
    g.state.gates[A("graveyard")] = g.state.gate_pile.pop(0)
    rig_monsters(g, "base:zombie")
    run_step(g, "gate.surge", who=-1, area=A("graveyard"))
    assert g.state.terror == 2 and g.state.doom == 1


def test_other_ancient_ones_ignore_the_surge_event():
    g = quiet_game(TWO, ancient_one="base:yig", packs=PACKS)
    g.state.gates[A("graveyard")] = g.state.gate_pile.pop(0)
    rig_monsters(g, "base:zombie")
    run_step(g, "gate.surge", who=-1, area=A("graveyard"))
    assert all(g.state.monsters[m] == SHEET for m in g.state.monsters if "child_of_abhoth" in m)


@covers(ABHOTH)
def test_abhoths_attack_takes_three_of_anything_or_the_investigator():
    g = abhoth_game()
    a, b = g.state.investigators
    a.clues = 1
    give_trophies(g, a, ["base:zombie"], [])
    give(g, 0, "base:knife")
    give(g, 0, "base:tommy_gun")
    b.clues = 2  # two things only
    g.state.awakened = True
    g.state.battle = {"round": 1, "tally": 0, "total": 0}
    run_step(g, "dunwich.abhoth_attack", who=-1)
    assert g.choice.who == 0 and len(labels(g)) == 4  # a Clue token, the Zombie, two Items
    answer(g, "A Clue token")
    answer(g, "Monster trophy")
    answer(g, "Item: Knife")
    assert (a.clues, a.monster_trophies) == (0, []) and not a.eliminated
    assert card_names_of(g, a) == ["Tommy Gun"]
    assert b.eliminated


def card_names_of(g, inv):
    return sorted(C.card_def(g, c).name for c in inv.cards)


def child_game():
    g = abhoth_game()
    inv = empty_handed(g, 0, sliders=(0, 3, 0), clues=1, where=A("graveyard"))
    return g, inv


def combat_at_graveyard(g, m):
    g.state.monsters[m] = A("graveyard")
    start_combat(g, 0, m)


@covers("dunwich:child_of_abhoth_mind")
def test_refusing_the_clue_fails_the_horror_check_without_a_roll():
    g, inv = child_game()
    m = next(x for x in g.state.monsters if C.base_id(x) == "dunwich:child_of_abhoth_mind")
    sanity = inv.sanity
    combat_at_graveyard(g, m)
    assert "pay before the Horror check" in g.choice.prompt
    answer(g, "Pay nothing")
    assert inv.sanity == sanity - 4 and inv.clues == 1
    assert "makes a Horror" not in log_text(g)  # no die was rolled


@covers("dunwich:child_of_abhoth_mind")
def test_paying_the_clue_lets_the_horror_check_be_made():
    g, inv = child_game()
    m = next(x for x in g.state.monsters if C.base_id(x) == "dunwich:child_of_abhoth_mind")
    inv.sliders = [0, 0, 0]  # Will 4: 2 dice against horror -2
    combat_at_graveyard(g, m)
    g.state.rig[:] = [6] * 8
    answer(g, "Discard a Clue token")
    assert inv.clues == 0
    assert "makes a Horror" in log_text(g)  # the check was rolled
    assert inv.sanity == C.max_sanity(g, inv) - 2  # passed: Nightmarish 2 still costs 2


@covers("dunwich:child_of_abhoth_body")
def test_without_a_clue_the_combat_check_fails_and_the_child_strikes():
    g, inv = child_game()
    inv.clues = 0
    m = next(x for x in g.state.monsters if C.base_id(x) == "dunwich:child_of_abhoth_body")
    inv.sanity = 5
    g.state.rig[:] = [6] * 8  # the Horror check passes
    combat_at_graveyard(g, m)
    stamina = inv.stamina
    answer(g, "Fight:")
    assert "the Combat check fails" in log_text(g)
    assert inv.stamina == max(0, stamina - 4)


@covers("dunwich:child_of_abhoth_grasping")
def test_beating_the_grasping_child_costs_a_weapon_and_it_returns_to_the_sheet():
    g, inv = child_game()
    m = next(x for x in g.state.monsters if C.base_id(x) == "dunwich:child_of_abhoth_grasping")
    give(g, 0, "base:tommy_gun")
    inv.clues = 0  # Will 1 against horror -2: no die, 2 Sanity lost
    combat_at_graveyard(g, m)
    answer(g, "Ready Tommy Gun")
    g.state.rig[:] = [6, 6, 6] + [1] * 10
    answer(g, "Fight:")
    assert g.state.monsters[m] == SHEET and m not in inv.monster_trophies
    assert not C.has_card(g, inv, "base:tommy_gun")  # the only Weapon: discarded at once


def test_random_games_against_abhoth_play_to_their_end():
    for seed in range(8):
        g = arkham.new_game(seed=seed, ancient_one=ABHOTH, investigators=2 + seed % 5, packs=list(PACKS))
        rng = random.Random(seed)
        while not g.is_over:
            g.apply(rng.choice(g.choice.options).id)
            check(g)
        assert g.result["how"]
