"""Shudde M'ell (his Ancient One sheet; DH p.2 Rubble markers, DH p.8 a location his rubble
destroys empties into its street, DH p.9 monster surge): his sheet, World Cracking and its
Rubble markers, his worshippers the Chthonians, his attack, and whole games against him."""

from __future__ import annotations

import random

import pytest

import arkham
from arkham.content.loader import load_content
from arkham.errors import SaveError
from arkham.invariants import check
from arkham.rules.classic import core as C
from arkham.saves import load
from arkham.testing import empty_handed, log_text, put, put_monster, quiet_game, rig, rig_monsters, run_step
from helpers.coverage_marks import covers

PACKS = ("base", "dunwich")
SHUDDE = "dunwich:shudde_mell"
TWO = ["base:amanda_sharpe", "base:joe_diamond"]


def A(short: str) -> str:
    return "base:arkham/" + short


def shudde_mell_game(invs=TWO, ancient_one=SHUDDE):
    g = quiet_game(invs, ancient_one=ancient_one, packs=PACKS)
    for seat in range(len(invs)):
        empty_handed(g, seat, clues=0, where=A("train_station"))
    return g


def surge_at(g, area: str) -> None:
    """A monster surge at an open gate (DH p.9), with stationary monsters that stay put."""
    g.state.gates[area] = g.state.gate_pile.pop(0)
    rig_monsters(g, "dark_young", "dark_young")
    run_step(g, "gate.surge", who=-1, area=area)


# ------------------------------------------------------------------ the sheet
@covers(SHUDDE)
def test_his_sheet():
    """Sheet: doom track 12, combat rating -3, Magical and Physical Resistance; the box holds 7
    Rubble markers (DH p.2), each naming a location (reconstructed: see the pack's notes)."""
    c = load_content(PACKS)
    ao = c.ancient_ones[SHUDDE]
    assert (ao.doom, ao.combat) == (12, -3)
    assert sorted(ao.defenses) == ["magical_resistance", "physical_resistance"]
    assert len(ao.markers) == len(set(ao.markers)) == 7
    assert all(c.areas[a].kind == "location" and not c.areas[a].unstable for a in ao.markers)
    assert c.reconstructed[SHUDDE] == "dunwich"


def test_the_markers_lie_shuffled_face_down_from_setup():
    """World Cracking: the 7 markers are placed face down near the board while he sleeps;
    the order is the game's seed's, so a replay draws the same ones."""
    g = shudde_mell_game()
    pile = g.state.rules_data["markers"]
    assert sorted(pile) == sorted(g.content.ancient_ones[SHUDDE].markers)
    again = shudde_mell_game()
    assert again.state.rules_data["markers"] == pile
    other = quiet_game(TWO, ancient_one=SHUDDE, packs=PACKS, seed=5)
    assert sorted(other.state.rules_data["markers"]) == sorted(pile)


# ------------------------------------------------------------------ World Cracking
def test_a_monster_surge_draws_a_marker_and_destroys_that_location():
    """Each monster surge draws a Rubble marker; its location closes for the rest of the game,
    and anyone or anything there moves to the street (DH p.8)."""
    g = shudde_mell_game()
    st = g.state
    st.rules_data["markers"] = [A("bank_of_arkham"), A("newspaper")]
    put(g, 0, A("bank_of_arkham"))
    m = put_monster(g, "base:zombie", A("bank_of_arkham"))
    surge_at(g, A("graveyard"))
    assert st.closed[A("bank_of_arkham")] == ["rubble"] and C.is_closed(g, A("bank_of_arkham"))
    assert st.investigators[0].where == A("downtown_streets")
    assert st.monsters[m] == A("downtown_streets")
    assert st.rules_data["markers"] == [A("newspaper")]
    assert "Bank of Arkham is destroyed" in log_text(g)
    check(g)


def test_rubble_stays_through_the_turns_end():
    """Closed for the rest of the game: the turn's end reopens only what a Mythos card closed."""
    g = shudde_mell_game()
    st = g.state
    st.rules_data["markers"] = [A("velmas_diner")]
    surge_at(g, A("graveyard"))
    st.closed.setdefault(A("river_docks"), []).append("mythos")
    run_step(g, "turn", who=-1, phase=True, i=99)  # past the last phase: the turn ends
    assert st.turn == 2
    assert C.is_closed(g, A("velmas_diner"))
    assert A("river_docks") not in st.closed


def test_an_investigator_cannot_walk_into_rubble():
    g = shudde_mell_game()
    g.state.rules_data["markers"] = [A("velmas_diner")]
    surge_at(g, A("graveyard"))
    put(g, 0, A("easttown_streets"))
    run_step(g, "move", who=0, pts=4, start=A("easttown_streets"))
    names = [o.label for o in g.choice.options]
    assert any("Police Station" in n for n in names)
    assert not any("Velma's Diner" in n for n in names)


def test_a_gate_opening_on_rubble_covers_it():
    """A gate covers a closed marker (FAQ): while it is open the location can be entered."""
    g = shudde_mell_game()
    st = g.state
    st.rules_data["markers"] = [A("newspaper")]
    surge_at(g, A("graveyard"))
    st.gates[A("newspaper")] = st.gate_pile.pop(0)
    assert not C.is_closed(g, A("newspaper"))
    del st.gates[A("newspaper")]
    assert C.is_closed(g, A("newspaper"))


def test_a_surge_with_no_marker_left_loses_the_game():
    """No Rubble marker left when one should be drawn: the game is over, the investigators lose."""
    g = shudde_mell_game()
    g.state.rules_data["markers"] = []
    surge_at(g, A("graveyard"))
    assert g.is_over and g.state.result["won"] is False
    assert "no Rubble marker" in g.state.result["how"]


def test_only_while_he_sleeps():
    g = shudde_mell_game()
    g.state.awakened = True
    g.state.rules_data["markers"] = [A("newspaper")]
    surge_at(g, A("graveyard"))
    assert g.state.rules_data["markers"] == [A("newspaper")] and A("newspaper") not in g.state.closed


def test_other_ancient_ones_draw_no_rubble():
    g = shudde_mell_game(ancient_one="base:yig")
    assert "markers" not in g.state.rules_data
    surge_at(g, A("graveyard"))
    assert not any("rubble" in why for why in g.state.closed.values())
    assert not g.is_over


def test_a_save_keeps_the_face_down_markers():
    """A game played to its first Rubble (random answers, seed 0) saves and loads with the
    face-down markers left and the Rubble in place. A scene set by hand is no game's play:
    its save is refused (a save loads only if its answers give it), and a copy keeps the
    markers instead."""
    g = arkham.new_game(seed=0, ancient_one=SHUDDE, investigators=2, packs=list(PACKS))
    rng = random.Random(0)
    while not g.state.closed:
        g.apply(rng.choice(g.choice.options).id)
    back = load(g.to_json())
    assert back.state.rules_data["markers"] == [
        A(a)
        for a in (
            "administration_building",
            "bank_of_arkham",
            "south_church",
            "mas_boarding_house",
            "newspaper",
            "velmas_diner",
        )
    ]
    assert back.state.closed == {A("river_docks"): ["rubble"]}
    assert back == g

    h = shudde_mell_game()
    h.state.rules_data["markers"] = [A("newspaper"), A("river_docks")]
    surge_at(h, A("graveyard"))
    copy = h.clone()
    assert copy.state.rules_data["markers"] == [A("river_docks")]
    assert copy.state.closed[A("newspaper")] == ["rubble"]
    assert copy == h
    with pytest.raises(SaveError, match="not what the save's answers give"):
        load(h.to_json())


# ------------------------------------------------------------------ worshippers
@covers(SHUDDE)
def test_his_chthonians_quake_on_a_2():
    """Worshippers: Chthonians deal their damage when moving on 2-6 instead of 4-6."""
    g = shudde_mell_game()
    st = g.state
    put(g, 0, A("rivertown_streets"))
    st.investigators[1].where = "base:world/abyss"
    st.investigators[1].stage = 1
    before = [i.stamina for i in st.investigators]
    put_monster(g, "base:chthonian", A("black_cave"))
    rig(g, 2)
    run_step(g, "mythos.move", who=-1, white=["triangle"], black=[], i=0)
    assert [i.stamina for i in st.investigators] == [before[0] - 1, before[1]]


def test_a_roll_of_1_still_does_nothing():
    g = shudde_mell_game()
    put(g, 0, A("rivertown_streets"))
    before = g.state.investigators[0].stamina
    put_monster(g, "base:chthonian", A("black_cave"))
    rig(g, 1)
    run_step(g, "mythos.move", who=-1, white=["triangle"], black=[], i=0)
    assert g.state.investigators[0].stamina == before


def test_under_another_ancient_one_a_2_does_nothing():
    """Without him the Chthonian's own text stands: 4-6."""
    g = shudde_mell_game(ancient_one="dunwich:glaaki")
    put(g, 0, A("rivertown_streets"))
    before = g.state.investigators[0].stamina
    put_monster(g, "base:chthonian", A("black_cave"))
    rig(g, 3)
    run_step(g, "mythos.move", who=-1, white=["triangle"], black=[], i=0)
    assert g.state.investigators[0].stamina == before
    rig(g, 4)
    run_step(g, "mythos.move", who=-1, white=["triangle"], black=[], i=0)
    assert g.state.investigators[0].stamina == before - 1


# ------------------------------------------------------------------ attack
@covers(SHUDDE)
def test_his_attack_discards_an_undrawn_marker():
    """Attack: one undrawn Rubble marker is discarded; no location is destroyed by it."""
    g = shudde_mell_game()
    st = g.state
    st.rules_data["markers"] = [A("newspaper"), A("river_docks")]
    run_step(g, "dunwich.shudde_mell_attack", who=-1)
    assert st.rules_data["markers"] == [A("river_docks")]
    assert A("newspaper") not in st.closed
    assert not any(i.eliminated for i in st.investigators)


def test_with_no_marker_left_his_attack_devours_everyone():
    """No Rubble marker left to discard: Arkham is destroyed and every investigator devoured."""
    g = shudde_mell_game()
    st = g.state
    st.awakened = True
    st.rules_data["markers"] = []
    run_step(g, "dunwich.shudde_mell_attack", who=-1)
    assert all(i.eliminated for i in st.investigators)
    assert g.is_over and st.result["won"] is False
    assert "great earthquake destroys Arkham" in log_text(g)


def test_the_battle_starts_with_his_doom_track_full():
    g = shudde_mell_game()
    g.state.awakened = True
    run_step(g, "battle.start", who=-1)
    assert g.state.doom == 12


# ------------------------------------------------------------------ whole games
def test_random_games_against_shudde_mell_play_to_their_end():
    seen_rubble = False
    for seed in range(6):
        g = arkham.new_game(seed=seed, ancient_one=SHUDDE, investigators=1 + seed % 5, packs=list(PACKS))
        rng = random.Random(seed)
        check(g)
        while not g.is_over:
            g.apply(rng.choice(g.choice.options).id)
            check(g)
            assert not any(
                p in g.state.closed and "rubble" in g.state.closed[p] and p not in g.state.gates
                for p in g.state.monsters.values()
            )  # nothing stands in rubble
        assert g.result["how"]
        seen_rubble |= any("rubble" in why for why in g.state.closed.values())
    assert seen_rubble


# ------------------------------------------------------------------ the terminal
def test_the_screen_shows_the_markers_left_and_the_rubble_on_the_board():
    import io

    from rich.console import Console

    from arkham.present.table_view import place_brief
    from arkham.tui import render as R

    def text(renderable) -> str:
        out = io.StringIO()
        Console(file=out, width=160, color_system=None).print(renderable)
        return out.getvalue()

    g = shudde_mell_game()
    g.state.rules_data["markers"] = [A("newspaper"), A("river_docks")]
    surge_at(g, A("graveyard"))
    screen = text(R.tracks(g)) + text(R.board(g))
    assert "World Cracking: 1 of 7 markers face down" in screen
    assert "Newspaper: RUBBLE" in screen
    assert place_brief(g, A("newspaper")) == "Newspaper: under rubble"
    assert "markers face down" not in text(R.tracks(shudde_mell_game(ancient_one="dunwich:glaaki")))
