"""Bad input around cards: a card that is exhausted, that needs more hands than are
free, that cannot be used in this phase, or that belongs to another investigator
is not offered; answering with its would-be option id anyway raises
arkham.IllegalChoice and changes nothing (same state hash)."""

from __future__ import annotations

import pytest
from helpers.coverage_marks import covers

import arkham
from arkham.rules.classic import core as C
from arkham.testing import give, labels, open_gate, put, put_monster, quiet_game, run_step

STREET = "base:arkham/rivertown_streets"
WHERE = "base:arkham/graveyard"


def run(g, name, **params):
    g.state.stack[:] = []
    return run_step(g, name, **params)


def strip(g, seat=0, where=STREET, sliders=(0, 3, 3)):
    inv = g.state.investigators[seat]
    for c in list(inv.cards):
        C.discard_card(g, inv, c)
    inv.sliders = list(sliders)
    inv.clues = 0
    put(g, seat, where)
    return inv


def move(g, seat=0, pts=4):
    inv = g.state.investigators[seat]
    return run(g, "move", who=seat, pts=pts, full=pts, start=inv.where)


def combat(g, m, seat=0):
    return run(
        g, "combat", who=seat, monster=m, enc_monster=None, after_evade=False, st="round", held=[], cast=[], failed=[]
    )


def refused(g, option_id):
    """Not offered; applied anyway it raises IllegalChoice and nothing changes."""
    assert option_id not in g.legal_ids(), labels(g)
    before = g.state_hash()
    pending = g.choice
    with pytest.raises(arkham.IllegalChoice):
        g.apply(option_id)
    assert g.state_hash() == before
    assert g.choice == pending


def use_id(card, i=0):
    return f"use:{card}:{i}"


# ------------------------------------------------------------------ exhausted
@covers("base:necronomicon")
def test_exhausted_tome_is_not_offered(game):
    inv = strip(game)
    book = give(game, 0, "base:necronomicon")
    move(game)
    assert use_id(book) in game.legal_ids()  # ready: offered
    inv.exhausted.append(book)
    move(game)
    refused(game, use_id(book))


@covers("base:shrivelling", "base:dragons_eye")
def test_exhausted_spell_and_dragons_eye_are_not_offered(game):
    inv = strip(game, where=WHERE)
    spell = give(game, 0, "base:shrivelling")
    inv.exhausted.append(spell)
    m = put_monster(game, "star_spawn", WHERE)
    combat(game, m)
    refused(game, f"cast:{spell}")
    C.to_cup(game, m)
    eye = give(game, 0, "base:dragons_eye")
    inv.exhausted.append(eye)
    put(game, 0, "base:arkham/bank_of_arkham")
    run(game, "encounter.location", who=0, area=inv.where)
    refused(game, f"eye:{eye}")


@covers("base:flesh_ward")
def test_flesh_ward_exhausted_is_not_offered_against_a_loss(game):
    inv = strip(game)
    ward = give(game, 0, "base:flesh_ward")
    give(game, 0, "base:obsidian_statue")  # something else to answer the loss with
    inv.exhausted.append(ward)
    run(game, "loss", who=0, stamina=2, why="an encounter")
    assert game.choice.kind == "loss"
    refused(game, use_id(ward))


# ------------------------------------------------------------------ hands
@covers("base:sword_of_glory", "base:shrivelling", "base:bind_monster", "base:enchanted_knife")
def test_no_card_beyond_two_hands(game):
    strip(game, where=WHERE)
    give(game, 0, "base:sword_of_glory")
    spell = give(game, 0, "base:shrivelling")
    bind = give(game, 0, "base:bind_monster")
    knife = give(game, 0, "base:enchanted_knife")
    m = put_monster(game, "star_spawn", WHERE)
    combat(game, m)
    sword = next(o.id for o in game.choice.options if o.label.startswith("Ready Sword of Glory"))
    game.apply(sword)
    refused(game, f"cast:{spell}")
    refused(game, use_id(bind))
    refused(game, f"hold:{knife}")


@covers("base:dread_curse_of_azathoth", "base:enchanted_knife")
def test_failed_two_handed_cast_leaves_no_hand_this_round(game):
    strip(game, where=WHERE)
    curse = give(game, 0, "base:dread_curse_of_azathoth")
    knife = give(game, 0, "base:enchanted_knife")
    m = put_monster(game, "star_spawn", WHERE)
    combat(game, m)
    game.state.rig[:] = [1, 1]
    game.apply(f"cast:{curse}")
    refused(game, f"hold:{knife}")


# ------------------------------------------------------------------ phase
@covers("base:heal", "base:voice_of_ra", "base:find_gate")
def test_upkeep_and_other_world_spells_are_not_offered_while_moving_in_arkham(game):
    inv = strip(game)
    heal = give(game, 0, "base:heal")
    voice = give(game, 0, "base:voice_of_ra")
    gate = give(game, 0, "base:find_gate")
    inv.stamina = 2
    move(game)
    for card in (heal, voice, gate):
        refused(game, use_id(card))


@covers("base:necronomicon", "base:alien_statue")
def test_movement_items_are_not_offered_in_upkeep(game):
    inv = strip(game)
    book = give(game, 0, "base:necronomicon")
    statue = give(game, 0, "base:alien_statue")
    give(game, 0, "base:healing_stone")  # gives the Upkeep a menu
    inv.stamina = 2
    run(game, "upkeep.inv", who=0)
    assert game.choice.kind == "upkeep"
    refused(game, use_id(book))
    refused(game, use_id(statue))


@covers("base:warding_statue")
def test_warding_statue_is_not_offered_against_an_encounters_loss(game):
    strip(game)
    statue = give(game, 0, "base:warding_statue")
    give(game, 0, "base:enchanted_jewelry")
    run(game, "loss", who=0, stamina=2, why="an encounter")
    assert game.choice.kind == "loss"
    refused(game, use_id(statue))


@covers("base:blue_watcher_of_the_pyramid", "base:flute_of_the_outer_gods", "base:bind_monster")
def test_not_in_the_final_battle(game):
    strip(game)
    cards = [
        give(game, 0, "base:" + c) for c in ("blue_watcher_of_the_pyramid", "flute_of_the_outer_gods", "bind_monster")
    ]
    game.state.awakened = True
    game.state.battle = {"round": 1, "tally": 0, "total": 0}
    game.state.doom = 10
    run(game, "battle.attack", who=0)
    for c in cards:
        refused(game, use_id(c))


@covers("base:elder_sign")
def test_elder_sign_is_not_offered_in_the_movement_phase(game):
    strip(game)
    sign = give(game, 0, "base:elder_sign")
    move(game)
    refused(game, f"elder:{sign}")


# ------------------------------------------------------------ another's card
@covers("base:necronomicon", "base:enchanted_blade", "base:shrivelling", "base:elder_sign")
def test_another_investigators_cards_are_not_offered():
    g = quiet_game(["base:amanda_sharpe", "base:joe_diamond"])
    strip(g, 0, where=WHERE)
    strip(g, 1, where=WHERE)
    book = give(g, 1, "base:necronomicon")
    blade = give(g, 1, "base:enchanted_blade")
    spell = give(g, 1, "base:shrivelling")
    sign = give(g, 1, "base:elder_sign")
    put(g, 0, STREET)
    move(g, seat=0)
    refused(g, use_id(book))
    put(g, 0, WHERE)
    m = put_monster(g, "star_spawn", WHERE)
    combat(g, m, seat=0)
    refused(g, f"hold:{blade}")
    refused(g, f"cast:{spell}")
    C.to_cup(g, m)
    gate_at = "base:arkham/the_unnamable"
    open_gate(g, gate_at, "base:world/abyss")
    open_gate(g, "base:arkham/woods", "base:world/yuggoth")
    put(g, 0, gate_at)
    g.state.investigators[0].explored = True
    run(g, "gate.close", who=0, area=gate_at)
    refused(g, f"elder:{sign}")
