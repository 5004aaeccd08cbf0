"""Dimensional rifts (KH pp.8-10 "Rifts"): the Rift Tracks and their movement patterns,
rift progress from matching Mythos cards, opening at the card's gate location, open rifts
moving, spawning monsters and adding doom, investigating and closing through the rift
progress markers (one marker per encounter)."""

from __future__ import annotations

from types import SimpleNamespace

import arkham
from arkham.rules.classic import core as C
from arkham.rules.kingsport import rifts as R
from arkham.state import OUTSKIRTS
from arkham.testing import (
    answer,
    empty_handed,
    finished,
    labels,
    log_text,
    put_monster,
    quiet_game,
    rig_monsters,
    run_step,
    start_encounter,
)
from helpers.coverage_marks import covers

PACKS = ("base", "kingsport")
JOE = "base:joe_diamond"
T1 = "kingsport:rift_track_1"
T2 = "kingsport:rift_track_2"
T3 = "kingsport:rift_track_3"
CIRCLE = "kingsport:rift_white_circle"
MOON = "kingsport:rift_black_crescent"
SLASH = "kingsport:rift_black_slash"
SQUARE_CARD = "base:a_strange_plague"  # white square and diamond, black circle; gate Independence Square
PLUS_CARD = "base:dreams_of_a_sunken_city"  # white plus, black crescent; gate Independence Square
CRESCENT_CARD = "base:dreams_of_a_sunken_city"
ALL_MARKERS = [
    f"kingsport:progress_{x}#1"
    for x in (
        "seventh_house_on_the_left",
        "congregational_hospital",
        "st_erasmuss_home",
        "water_st_607",
        "north_point_lighthouse",
        "rope_and_anchor",
        "artists_colony",
        "hall_school",
        "neils_curiosity_shop",
        "the_causeway",
        "wireless_station",
        "strange_high_house",
    )
]


def A(short: str) -> str:
    return "base:arkham/" + short


def K(short: str) -> str:
    return "kingsport:kingsport/" + short


def P(short: str) -> str:
    return f"kingsport:progress_{short}#1"


def rift_game(invs=(JOE,), packs=PACKS):
    """A quiet game whose rifts are all closed, in a known order: the white circle on the
    first track, the black crescent (moon) on the second, the black slash on the third."""
    g = quiet_game(list(invs), packs=packs)
    g.state.rules_data["rifts"] = {
        "tracks": {
            T1: {"rift": CIRCLE, "spaces": [[], []]},
            T2: {"rift": MOON, "spaces": [[], []]},
            T3: {"rift": SLASH, "spaces": [[], []]},
        },
        "open": {},
        "down": [],
        "pile": list(ALL_MARKERS),
    }
    empty_handed(g, where=A("train_station"))
    return g


def draw(g, card: str):
    """Resolve this Mythos card next (base p.9 Mythos Phase)."""
    deck = g.state.decks["mythos"]
    if card in deck:
        deck.remove(card)
    deck.insert(0, card)
    run_step(g, "mythos.phase")
    assert finished(g)


def spaces(g, track):
    return R.data(g)["tracks"][track]["spaces"]


def open_at(g, rift, area, turn=0):
    R.data(g)["open"][rift] = [area, turn]


# ------------------------------------------------------------------ setup
@covers(T1, T2, T3)
def test_setup_puts_one_rift_marker_on_each_track_and_piles_the_progress_markers():
    """KH setup step 1: the three rift markers are shuffled onto the three Rift Tracks; the
    twelve rift progress markers are shuffled into a pile."""
    g = arkham.new_game(seed=11, investigators=2, packs=list(PACKS))
    d = g.state.rules_data["rifts"]
    assert sorted(t["rift"] for t in d["tracks"].values()) == sorted([CIRCLE, MOON, SLASH])
    placed = [p for t in d["tracks"].values() for s in t["spaces"] for p in s]
    assert sorted(d["pile"] + placed) == sorted(ALL_MARKERS)
    assert not d["open"]
    tracks = {g.content.tracks[t].name: [(p.white, p.black) for p in g.content.tracks[t].patterns] for t in d["tracks"]}
    assert all(len(p) == 2 and g.content.tracks[t].size == 4 for t, p in zip(d["tracks"], tracks.values()))


def test_the_rift_markers_land_on_the_tracks_at_random():
    seen = set()
    for seed in range(12):
        g = arkham.new_game(seed=seed, investigators=1, packs=list(PACKS))
        seen.add(g.state.rules_data["rifts"]["tracks"][T1]["rift"])
    assert seen == {CIRCLE, MOON, SLASH}


# ------------------------------------------------------------------ progress
def test_a_matching_mythos_card_adds_a_progress_marker_beside_its_pattern():
    """KH p.8: the card's movement pattern matches one beside a closed rift: a rift progress
    marker from the pile goes face up into one of the two spaces beside that pattern."""
    g = rift_game()
    draw(g, SQUARE_CARD)
    assert len(spaces(g, T1)[0]) == 1 and spaces(g, T1)[1] == []
    assert all(s == [] for t in (T2, T3) for s in spaces(g, t))
    assert len(R.data(g)["pile"]) == 11
    assert "goes onto the first Rift Track (1 of 4)" in log_text(g)


def test_the_reverse_pattern_fills_another_track():
    """White circle / black square and diamond is a pattern of its own (the second track's)."""
    g = rift_game()
    card = next(
        c
        for c, m in sorted(g.content.mythos.items())
        if m.white == ["circle"] and set(m.black) == {"square", "diamond"}
    )
    draw(g, card)
    assert len(spaces(g, T2)[0]) == 1 and spaces(g, T1) == [[], []]


def test_no_marker_when_both_spaces_beside_the_pattern_are_full():
    g = rift_game()
    spaces(g, T1)[0].extend([P("hall_school"), P("artists_colony")])
    R.data(g)["pile"] = [p for p in ALL_MARKERS if p not in spaces(g, T1)[0]]
    draw(g, SQUARE_CARD)
    assert spaces(g, T1) == [[P("hall_school"), P("artists_colony")], []]
    assert len(R.data(g)["pile"]) == 10
    assert "full beside this movement pattern" in log_text(g)


def test_a_card_matching_no_track_adds_nothing():
    g = rift_game()
    card = next(c for c, m in sorted(g.content.mythos.items()) if set(m.white) == {"diamond", "square", "triangle"})
    draw(g, card)
    assert all(s == [] for t in (T1, T2, T3) for s in spaces(g, t))


@covers(CIRCLE)
def test_a_full_track_opens_the_rift_at_the_cards_gate_location_even_on_an_elder_sign():
    """KH p.8: with all four spaces full, the rift opens at the gate location of the card
    resolved this phase, even if an elder sign is there (rift example: Independence Square)."""
    g = rift_game()
    spaces(g, T1)[0].extend([P("hall_school"), P("artists_colony")])
    spaces(g, T1)[1].append(P("rope_and_anchor"))
    R.data(g)["pile"] = [
        p for p in ALL_MARKERS if p not in (P("hall_school"), P("artists_colony"), P("rope_and_anchor"))
    ]
    g.state.seals[A("independence_square")] = "elder_sign"
    draw(g, PLUS_CARD)
    assert R.data(g)["open"] == {CIRCLE: [A("independence_square"), 1]}
    assert A("independence_square") not in g.state.gates  # the elder sign still keeps the gate out
    assert "its rift marker is turned up, the white circle rift, and opens at Independence Square" in log_text(g)


def test_a_rift_opens_beside_a_gate_that_the_same_card_opened():
    """KH p.9 rift example: rifts do not interfere with gates."""
    g = rift_game()
    spaces(g, T1)[0].extend([P("hall_school"), P("artists_colony")])
    spaces(g, T1)[1].append(P("rope_and_anchor"))
    draw(g, PLUS_CARD)
    assert A("independence_square") in g.state.gates
    assert R.data(g)["open"][CIRCLE][0] == A("independence_square")


def test_a_card_without_a_gate_location_turns_up_the_next_card_with_one():
    """A rift must open somewhere: the next Mythos cards are turned up until one shows a gate
    location; they go to the bottom of the deck (decided, NOTES.md)."""
    g = rift_game()
    deck = g.state.decks["mythos"]
    story = next(c for c, m in g.content.mythos.items() if m.type == "story")
    gated = next(c for c in deck if g.content.mythos[c].gate)
    deck.remove(gated)
    if story in deck:
        deck.remove(story)
    deck[:0] = [story, gated]
    R.open_rift(g, MOON, SimpleNamespace(gate=None))
    assert R.data(g)["open"][MOON][0] == g.content.mythos[gated].gate
    assert deck[-2:] == [story, gated]


def test_a_closed_rift_only_takes_markers():
    """An open rift's track takes no more markers (progress is for closed rifts)."""
    g = rift_game()
    open_at(g, CIRCLE, A("independence_square"), turn=1)
    draw(g, SQUARE_CARD)
    assert spaces(g, T1) == [[], []] and len(R.data(g)["pile"]) == 12


# ------------------------------------------------------------------ open rifts
@covers(MOON)
def test_the_black_moon_rift_moves_on_a_black_arrow_spawns_a_monster_and_adds_doom():
    """KH p.9 example: the black moon rift moves along the black arrow, a monster from the cup
    appears at its new place, and a doom token is added (black arrow, black symbol)."""
    g = rift_game()
    open_at(g, MOON, A("independence_square"))
    rig_monsters(g, "ghoul", "zombie")  # the card's gate monster (a hexagon: it stays), then the rift's
    draw(g, CRESCENT_CARD)
    assert R.data(g)["open"][MOON][0] == A("downtown_streets")
    assert [C.base_id(m) for m in C.monsters_at(g, A("downtown_streets"))] == ["base:zombie"]
    assert [C.base_id(m) for m in C.monsters_at(g, A("independence_square"))] == ["base:ghoul"]
    assert g.state.doom == 2  # one for the new gate, one for the rift
    assert "moves along the black arrow to Downtown" in log_text(g)


def test_a_rift_moving_on_the_other_colour_adds_no_doom():
    """KH p.9: the white circle rift moving along a black arrow spawns a monster but adds no doom."""
    g = rift_game()
    open_at(g, CIRCLE, A("unvisited_isle"))
    draw(g, SQUARE_CARD)  # circle moves on black
    place = R.data(g)["open"][CIRCLE][0]
    assert place == g.content.areas[A("unvisited_isle")].black
    assert len(C.monsters_at(g, place)) == 1
    assert g.state.doom == 1  # the card's gate only


def test_a_rift_that_cannot_move_still_adds_doom_and_a_monster():
    """An investigator keeps a rift where it is, like a monster (base p.10); the doom token is
    added even so (FAQ), and the monster appears at the rift (decided)."""
    g = rift_game()
    inv = g.state.investigators[0]
    inv.where = A("woods")
    open_at(g, MOON, A("woods"))
    draw(g, CRESCENT_CARD)
    assert R.data(g)["open"][MOON][0] == A("woods")
    assert len(C.monsters_at(g, A("woods"))) == 1
    assert g.state.doom == 2
    assert "cannot move along the black arrow" in log_text(g)


def test_an_open_rift_waits_until_the_turn_after_it_opened():
    """KH p.9: open rifts act in the Mythos Phase starting on the turn after they open."""
    g = rift_game()
    open_at(g, MOON, A("independence_square"), turn=1)
    draw(g, CRESCENT_CARD)
    assert R.data(g)["open"][MOON][0] == A("independence_square")
    assert g.state.doom == 1


def test_a_rift_whose_symbol_does_not_move_stays():
    g = rift_game()
    open_at(g, SLASH, A("independence_square"))
    draw(g, CRESCENT_CARD)
    assert R.data(g)["open"][SLASH][0] == A("independence_square") and g.state.doom == 1


@covers(SLASH)
def test_monsters_from_rifts_are_subject_to_the_monster_limit():
    """KH p.9: a monster entering through a rift goes to the Outskirts past the limit."""
    g = rift_game()
    limit = C.monster_limit(g)
    for kind in ["zombie", "zombie", "base:cultist", "base:cultist"][:limit]:
        put_monster(g, kind, A("rivertown_streets"))
    open_at(g, SLASH, A("woods"))
    card = next(c for c, m in sorted(g.content.mythos.items()) if set(m.black) == {"slash", "triangle", "star"})
    C.announce(g, "mythos_moved", card)  # the card's monster movement is done
    assert sum(1 for p in g.state.monsters.values() if p == OUTSKIRTS) == 1
    assert g.state.doom == 1  # black slash moved on a black arrow


# ------------------------------------------------------------------ investigating and closing
def encounter(g, area):
    g.state.investigators[0].where = area
    start_encounter(g, 0, area)


def test_investigating_a_closed_rifts_marker_sends_it_back_to_the_pile():
    """KH p.10: an encounter at the location a marker shows investigates it; a closed rift's
    marker is discarded back to the pile."""
    g = rift_game()
    spaces(g, T2)[1].append(P("hall_school"))
    R.data(g)["pile"].remove(P("hall_school"))
    encounter(g, K("hall_school"))
    assert spaces(g, T2) == [[], []] and P("hall_school") in R.data(g)["pile"]
    assert "of the face-down rift on the second Rift Track (closed): it goes back to the pile" in log_text(g)
    assert "crescent" not in log_text(g)  # a closed rift stays face down


def test_an_encounter_elsewhere_investigates_nothing():
    g = rift_game()
    spaces(g, T2)[1].append(P("hall_school"))
    encounter(g, K("artists_colony"))
    assert spaces(g, T2)[1] == [P("hall_school")]


def test_four_face_down_markers_close_an_open_rift():
    """KH p.10: an open rift's marker is turned face down; with all four face down the rift
    closes, its marker goes back to its track and the four markers back to the pile."""
    g = rift_game()
    mine = [P("hall_school"), P("rope_and_anchor"), P("the_causeway"), P("st_erasmuss_home")]
    spaces(g, T1)[0].extend(mine[:2])
    spaces(g, T1)[1].extend(mine[2:])
    R.data(g)["pile"] = [p for p in ALL_MARKERS if p not in mine]
    open_at(g, CIRCLE, A("woods"))
    for area in ("hall_school", "rope_and_anchor", "the_causeway"):
        encounter(g, K(area))
    assert R.data(g)["down"] == mine[:3] and CIRCLE in R.data(g)["open"]
    encounter(g, K("hall_school"))  # already face down: nothing more there
    assert R.data(g)["down"] == mine[:3]
    encounter(g, K("st_erasmuss_home"))
    assert CIRCLE not in R.data(g)["open"] and R.data(g)["down"] == []
    assert spaces(g, T1) == [[], []] and R.data(g)["tracks"][T1]["rift"] == CIRCLE
    assert sorted(R.data(g)["pile"]) == sorted(ALL_MARKERS)
    assert "the white circle rift closes and returns to the first Rift Track" in log_text(g)


def test_one_marker_per_encounter_even_when_several_show_the_location():
    """KH p.10: an investigator investigates only one rift progress marker for each encounter,
    even if several show that location; he picks which."""
    g = rift_game()
    second = "kingsport:progress_hall_school#2"  # a second marker showing the same place
    spaces(g, T1)[0].append(P("hall_school"))
    spaces(g, T3)[0].append(second)
    encounter(g, K("hall_school"))
    assert g.choice.kind == "rift" and len(labels(g)) == 2
    answer(g, "third Rift Track")
    assert spaces(g, T3)[0] == [] and spaces(g, T1)[0] == [P("hall_school")]
    encounter(g, K("hall_school"))  # the next encounter takes the other one
    assert spaces(g, T1)[0] == []


def test_a_rift_game_saves_and_replays_to_the_same_state():
    """Rift state lives in the saved game state: a game played to its first progress marker
    (random answers, seed 0) loads back equal. A rift scene set by hand is no game's play:
    its save is refused, and a copy keeps the rift state instead."""
    import json
    import random

    import pytest

    from arkham.errors import SaveError
    from arkham.saves import dump, load

    g = arkham.new_game(seed=0, investigators=2, packs=["base", "kingsport"])
    rng = random.Random(0)
    while not any(sp for t in R.data(g)["tracks"].values() for sp in t["spaces"]):
        g.apply(rng.choice(g.choice.options).id)
    back = load(dump(g))
    assert back.state.rules_data == g.state.rules_data and back == g
    assert json.dumps(back.state.rules_data["rifts"]["tracks"]).count("progress_") == 1

    h = rift_game()
    spaces(h, T1)[0].append(P("hall_school"))
    open_at(h, MOON, A("woods"))
    assert h.clone().state.rules_data == h.state.rules_data
    with pytest.raises(SaveError, match="not what the save's answers give"):
        load(dump(h))


def test_a_card_may_close_a_rift_by_clearing_its_markers():
    """The op close_rift (the Strange High House's William Bain): every progress marker of the
    chosen rift goes back to the pile; an open rift closes."""

    g = rift_game()
    mine = [P("hall_school"), P("rope_and_anchor"), P("the_causeway"), P("st_erasmuss_home")]
    spaces(g, T1)[0].extend(mine[:2])
    spaces(g, T1)[1].extend(mine[2:])
    spaces(g, T3)[0].append(P("artists_colony"))
    R.data(g)["pile"] = [p for p in ALL_MARKERS if p not in mine + [P("artists_colony")]]
    R.data(g)["down"] = [P("hall_school")]
    open_at(g, CIRCLE, A("woods"))
    run_step(g, "fx", who=0, seat=0, ops=[{"op": "close_rift"}], i=0, ctx={})
    assert g.choice.kind == "rift" and sorted(labels(g)) == [
        "the face-down rift on the third Rift Track (closed)",
        "the white circle rift (open)",
    ]
    answer(g, "white circle")
    assert CIRCLE not in R.data(g)["open"] and R.data(g)["down"] == [] and spaces(g, T1) == [[], []]
    assert spaces(g, T3)[0] == [P("artists_colony")] and len(R.data(g)["pile"]) == 11
    assert "the white circle rift closes" in log_text(g)
    run_step(g, "fx", who=0, seat=0, ops=[{"op": "close_rift"}], i=0, ctx={})
    assert spaces(g, T3)[0] == [] and len(R.data(g)["pile"]) == 12  # the only rift left: no question


def test_a_rift_never_enters_a_dunwich_vortex():
    """With Dunwich too: an arrow into a vortex leaves the rift where it is (decided; a rift is
    not a monster the vortex could swallow); it still spawns and adds doom on its colour."""
    g = rift_game(packs=("base", "dunwich", "kingsport"))
    street = "dunwich:dunwich/village_commons_streets"  # both arrows lead into the vortex beside it
    open_at(g, MOON, street)
    C.announce(g, "mythos_moved", CRESCENT_CARD)  # crescents move on black
    assert R.data(g)["open"][MOON][0] == street
    assert len(C.monsters_at(g, street)) == 1 and g.state.doom == 1 and g.state.terror == 0
