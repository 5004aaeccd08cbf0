"""Dunwich Ancient Ones (DH p.8 and the Ancient One sheets): Tsathoggua's worshippers,
Malaise, start of battle and attack."""
from __future__ import annotations

import random

import arkham
from arkham.invariants import check
from arkham.rules.classic import core as C
from coverage_marks import covers
from arkham.rules.classic.locations import special_options
from arkham.state import CUP
from arkham.testing import answer, empty_handed, labels, log_text, put, quiet_game, rig_monsters, run_step

PACKS = ("base", "dunwich")
TSA = "dunwich:tsathoggua"
TWO = ["base:amanda_sharpe", "base:joe_diamond"]


def A(short: str) -> str:
    return "base:arkham/" + short


def game(invs=TWO):
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
    g = game()
    for kind in ("base:formless_spawn", "dunwich:formless_spawn"):
        m = next(x for x in g.state.monsters if C.base_id(x) == kind)
        assert C.toughness(g, m) == g.content.monsters[kind].toughness + 1
        assert C.monster_moves(g, m) == "stalker"


def test_a_formless_spawn_stalks_an_adjacent_investigator():
    g = game()
    m = marker(g, "dunwich:formless_spawn")
    g.state.monsters[m] = A("merchant_district_streets")
    put(g, 0, A("rivertown_streets"))                       # no arrow on that line
    run_step(g, "mythos.move", who=-1, white=["hexagon"], black=[], i=0)
    assert g.state.monsters[m] == A("rivertown_streets")


# ------------------------------------------------------------------ Malaise
@covers("dunwich:tsathoggua")
def test_malaise_forbids_location_abilities_but_the_five_named_places():
    g = game()
    inv = g.state.investigators[0]
    inv.money = 20
    inv.sanity = 1
    put(g, 0, A("science_building"))
    inv.monster_trophies = []
    assert special_options(g, inv) == []
    put(g, 0, A("ye_olde_magick_shoppe"))
    assert any("Magic Lessons" in label for _, label in special_options(g, inv))
    put(g, 0, A("arkham_asylum"))
    assert special_options(g, inv)                          # Psychiatric Care still offered


def test_without_tsathoggua_the_science_building_works():
    g = quiet_game(TWO, ancient_one="base:yig", packs=PACKS)
    inv = empty_handed(g, 0, where=A("science_building"))
    inv.gate_trophies = [g.state.gate_pile.pop(0)]
    assert any("Dissection" in label for _, label in special_options(g, inv))


def test_malaise_discards_urban_cards_without_effect_but_their_gate_opens():
    g = game()
    deck = g.state.decks["mythos"]
    deck.remove("base:curfew_enforced")
    deck.insert(0, "base:curfew_enforced")
    rig_monsters(g, "dunwich:dark_young")                   # stationary: stays at the gate
    run_step(g, "mythos.phase", who=-1, phase=True)
    assert g.state.environment is None
    assert A("unvisited_isle") in g.state.gates
    assert "base:curfew_enforced" in deck
    assert "Malaise: Curfew Enforced is an Urban card" in log_text(g)


def test_other_environments_still_take_effect_under_malaise():
    g = game()
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
    g = game()
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
    g = game()
    a, b = g.state.investigators
    give_trophies(g, a, ["base:cultist", "base:cultist", "base:zombie"], ["base:world/yuggoth", "base:world/abyss"])
    give_trophies(g, b, ["base:cultist"], ["base:world/rlyeh"])     # too few monster trophies
    zombie = a.monster_trophies[2]
    g.state.awakened = True
    g.state.battle = {"round": 1, "tally": 0, "total": 0}
    run_step(g, "dunwich.tsathoggua_attack", who=1)
    assert b.eliminated
    run_step(g, "dunwich.tsathoggua_attack", who=0)
    assert g.choice.kind == "discard" and len(labels(g)) == 3      # which of three monster trophies
    answer(g, "Zombie")
    assert g.choice.kind == "discard" and labels(g) == ["Yuggoth", "The Abyss"]
    answer(g, "Abyss")
    assert len(a.monster_trophies) == 1 and not a.eliminated
    assert [C.base_id(x) for x in a.gate_trophies] == ["base:world/yuggoth"]
    assert g.state.monsters[zombie] == CUP and zombie in g.state.cup


def test_a_tsathoggua_battle_round_uses_his_attack():
    g = game()
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
