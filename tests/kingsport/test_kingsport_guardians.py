"""The Guardian sheets of the "Herald/Guardian" variant (KH p.10): a Guardian is chosen or
drawn at random at setup and its sheet's rules help the investigators."""

import random

import pytest

import arkham
from arkham.content.loader import load_content
from arkham.testing import (
    empty_handed,
    labels,
    log_text,
    open_gate,
    play_checked,
    put,
    quiet_game,
    rig,
    run_step,
    start_encounter,
)
from helpers.coverage_marks import covers
from helpers.coverage_marks import covered_ids

PACKS = ("base", "kingsport:guardians")
HYPNOS = "kingsport:hypnos"
LIBRARY = "base:arkham/library"


def hypnos_game(players=("base:amanda_sharpe", "base:bob_jenkins")):
    g = quiet_game(investigators=players, packs=PACKS)
    g.state.rules_data["sheets"] = {"guardian": HYPNOS}
    g.state.rules_data["hypnos"] = {
        "deck": [f"kingsport:vision_of_hypnos_{a}" for a in ("library", "woods")],
        "discards": [],
        "shown": None,
    }
    return g


@covers(HYPNOS)
def test_hypnos_shuffles_one_vision_for_each_arkham_location_at_setup():
    """Hypnos's sheet: the Visions of Hypnos deck is shuffled by the board at setup; the box
    holds one Vision for each of the 26 Arkham locations."""
    g = arkham.new_game(seed=4, ancient_one="base:yig", investigators=1, packs=PACKS, sheets={"guardian": "hypnos"})
    d = g.state.rules_data["hypnos"]
    areas = {c.area for c in g.content.sheets[HYPNOS].cards}
    arkham_locations = {
        a.id for a in g.content.areas.values() if a.kind == "location" and a.id.startswith("base:arkham/")
    }
    assert areas == arkham_locations and len(areas) == 26
    assert len(d["deck"]) + len(d["discards"]) + (d["shown"] is not None) == 26
    plain = arkham.new_game(seed=4, ancient_one="base:yig", investigators=1, packs=PACKS)
    assert "hypnos" not in plain.state.rules_data


@covers(HYPNOS)
def test_a_vision_is_turned_up_at_the_start_of_upkeep():
    """Hypnos's sheet: at the start of each Upkeep the first player draws a Vision, before
    any investigator's Upkeep."""
    g = hypnos_game()
    run_step(g, "turn")
    d = g.state.rules_data["hypnos"]
    assert d["shown"] == "kingsport:vision_of_hypnos_library"
    assert g.state.clues_on.get(LIBRARY) == 1
    assert "turns up a Vision of Hypnos: Library" in log_text(g)


@covers(HYPNOS)
def test_a_vision_places_a_clue_token_or_gives_it_to_an_investigator_there():
    """Hypnos's sheet: the Vision puts a Clue token on its location (taken by an investigator
    standing there; none where a gate is open, as for a Mythos card's clue, base p.10)."""
    g = hypnos_game()
    put(g, 1, LIBRARY)
    clues = g.state.investigators[1].clues
    run_step(g, "kingsport.hypnos_vision", who=-1)
    assert g.state.investigators[1].clues == clues + 1 and not g.state.clues_on.get(LIBRARY)
    open_gate(g, "base:arkham/woods", "base:world/yuggoth")
    run_step(g, "kingsport.hypnos_vision", who=-1)
    d = g.state.rules_data["hypnos"]
    assert d["shown"] == "kingsport:vision_of_hypnos_woods" and not g.state.clues_on.get("base:arkham/woods")
    assert d["discards"] == ["kingsport:vision_of_hypnos_library"]
    run_step(g, "kingsport.hypnos_vision", who=-1)  # the deck ran out: the discards are shuffled back
    assert d["shown"] in ("kingsport:vision_of_hypnos_library", "kingsport:vision_of_hypnos_woods")


@covers(HYPNOS)
def test_an_encounter_at_the_vision_location_draws_two_cards_and_keeps_one():
    """Hypnos's sheet: until the end of the Mythos Phase whoever has an encounter at the
    Vision's location draws two cards and chooses one; elsewhere one card as usual."""
    g = hypnos_game()
    run_step(g, "kingsport.hypnos_vision", who=-1)
    empty_handed(g, 0, where=LIBRARY)
    start_encounter(g, 0, LIBRARY)
    assert g.choice.prompt.endswith("draws 2 encounters: choose one") and len(labels(g)) == 2
    g2 = hypnos_game()
    run_step(g2, "kingsport.hypnos_vision", who=-1)
    empty_handed(g2, 0, where="base:arkham/science_building")
    start_encounter(g2, 0, "base:arkham/science_building")
    assert not (g2.choice.prompt or "").endswith("choose one")


def luck_dice(g, world):
    inv = empty_handed(g, 0, clues=0)
    inv.where, inv.stage = world, 1
    rig(g, 5, 1, 1, 1, 1, 1, 1, 1, 1)
    run_step(
        g,
        "fx",
        who=0,
        seat=0,
        i=0,
        ctx={"world": world},
        ops=[{"op": "check", "skill": "luck", "mod": 0, "pass": [{"op": "gain", "what": "clues", "n": 1}]}],
    )
    line = next(x for x in log_text(g).splitlines() if "Luck (+0)" in x)
    return int(line.split("check: ")[1].split(" ")[0])  # "1 die [..]", "3 dice [..]"


@covers(HYPNOS)
@pytest.mark.parametrize(
    "world,bonus", [("base:world/the_dreamlands", 1), ("base:world/plateau_of_leng", 1), ("base:world/rlyeh", 0)]
)
def test_lord_of_dreams_adds_one_to_skills_in_dream_worlds(world, bonus):
    """Hypnos's sheet, Lord of Dreams: +1 to all skills during an Other World encounter in The
    Dreamlands, Plateau of Leng, The Underworld or Unknown Kadath; not in other worlds."""
    without = luck_dice(quiet_game(packs=PACKS), world)
    assert luck_dice(hypnos_game(), world) == without + bonus


@pytest.mark.parametrize("seed", range(6))
def test_random_games_with_a_guardian_end_with_invariants(seed):
    """Seeded random games with Hypnos in play (and Ghroth besides in half) run to their end
    with the invariants."""
    packs = ["base", "kingsport"] if seed % 2 else list(PACKS)
    sheets = {"guardian": "random", "herald": "random"} if seed % 2 else {"guardian": "hypnos"}
    g = arkham.new_game(seed=seed, investigators=1 + seed % 4, packs=packs, sheets=sheets)
    play_checked(g, random.Random(seed))
    if g.state.rules_data["sheets"]["guardian"] == HYPNOS:
        d = g.state.rules_data["hypnos"]
        assert len(d["deck"]) + len(d["discards"]) + (d["shown"] is not None) == 26


def test_every_guardian_sheet_has_a_covering_test():
    """Every Guardian sheet of the pack has a scenario test marked ``@covers``."""
    c = load_content(("base", "kingsport"))
    marks = covered_ids()
    guardians = [s.id for s in c.sheets.values() if s.kind == "guardian"]
    assert sorted(guardians) == ["kingsport:bast", HYPNOS, "kingsport:nodens"]
    assert not [x for x in guardians if x not in marks]
