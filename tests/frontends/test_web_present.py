"""The presentation layer the terminal and the web share, and the board drawn from layout data."""

from __future__ import annotations

import json

import arkham
import pytest

from arkham.bots import make_bot
from arkham.errors import ContentError
from arkham.present import table_view
from arkham.present.events import grouped, phases, why
from arkham.present.layout import board_layout
from arkham.present.texts import describe, find, ids_in
from arkham.present.table_view import option_stakes
from arkham.present.words import deciding_seat, explain_rule
from arkham.web.board import board_svg


@pytest.fixture(scope="module")
def played():
    g = arkham.new_game(seed=3, ancient_one="base:yig", investigators=["base:harvey_walters", "base:joe_diamond"])
    bot = make_bot("heuristic", 1)
    for _ in range(120):
        g.apply(bot.choose(g))
    return g


def test_the_layout_places_every_area_of_the_board_inside_the_picture():
    lay = board_layout("base")
    g = arkham.new_game(seed=1)
    assert set(lay.places) == set(g.content.areas)
    w, h = lay.size
    for pid, (x, y) in lay.places.items():
        assert 0 < x < w and 0 < y < h, pid
    boxes = list(lay.places.values())
    assert len(set(boxes)) == len(boxes)  # no two places drawn on the same spot


def test_a_missing_layout_is_a_content_error():
    with pytest.raises(ContentError, match="board_layout"):
        board_layout("no_such_pack")


def test_the_view_is_plain_json_and_names_the_deciding_seat(played):
    v = table_view(played, ["person", "heuristic"], answers=120)
    assert json.loads(json.dumps(v)) == v
    assert v["choice"]["n"] == 120 and v["choice"]["seat"] == deciding_seat(played)
    assert [o["id"] for o in v["choice"]["options"]] == [o.id for o in played.choice.options]
    assert v["tracks"]["ancient_one"]["name"] == "Yig"
    assert {s["name"] for s in v["investigators"]} == {"Harvey Walters", "Joe Diamond"}
    assert v["investigators"][1]["player"] == "heuristic"
    on_board = sum(len(p["monsters"]) for p in v["places"].values()) + len(v["sky"]) + len(v["outskirts"])
    shown = set(played.content.areas) | {"sky", "outskirts"}
    assert on_board == sum(1 for p in played.state.monsters.values() if p in shown) > 0
    for area, n in played.state.clues_on.items():
        assert v["places"][area]["clues"] == n


def test_log_from_sends_only_newer_events(played):
    n = len(played.state.log)
    v = table_view(played, None, log_from=n - 4)
    assert [e["n"] for grp in v["log"] for e in grp["events"]] == list(range(n - 4, n))


def test_option_stakes_name_places_cards_and_monsters(played):
    s = option_stakes(played, "to:base:arkham/woods", "Move to Woods")
    assert s["places"] == ["base:arkham/woods"] and s["refs"] == []
    before = dict(played.state.clues_on)
    played.state.clues_on["base:arkham/woods"] = 2
    assert "Woods: " in option_stakes(played, "to:base:arkham/woods", "")["stakes"][0]
    assert "2 Clues" in option_stakes(played, "to:base:arkham/woods", "")["stakes"][0]
    played.state.clues_on = before
    s = option_stakes(played, "m:base:ghoul#1", "Ghoul")
    assert s["refs"][0]["name"] == "Ghoul" and "toughness" in s["stakes"][0]
    s = option_stakes(played, "cast:base:shrivelling#2", "Cast Shrivelling")
    assert s["refs"][0]["name"] == "Shrivelling" and s["stakes"][0].startswith("Shrivelling: ")
    assert ids_in("use:base:whiskey#1:0") == ["base:whiskey#1"]


def test_events_are_grouped_by_turn_and_phase_in_order(played):
    groups = grouped(played)
    assert groups[0]["title"] == "Setup"
    flat = [e["n"] for grp in groups for e in grp["events"]]
    assert flat == list(range(len(played.state.log)))
    turn1 = [grp["phase"] for grp in groups if grp["turn"] == 1]
    order = ["upkeep", "movement", "arkham", "otherworld", "mythos"]
    assert turn1 == sorted(turn1, key=order.index) and "movement" in turn1 and "mythos" in turn1
    assert all(e["why"] for grp in groups for e in grp["events"])


def test_phases_read_from_the_rules_cited():
    log = [
        [0, "A Clue token appears", "base p.10 place clue token"],
        [1, "Turn 1 begins; A is the first player", "base p.12 turn end"],
        [1, "A moves to Woods", "base p.6 Arkham movement"],
        [1, "A gains 1 clue", "card text"],
        [1, "A gate opens at Woods", "base p.9 a gate opens"],
        [1, "A moves to Woods", "base p.6 Arkham movement"],
    ]  # never back to an earlier phase
    assert phases(log) == ["setup", "upkeep", "movement", "movement", "mythos", "mythos"]


def test_why_explains_the_dice_and_the_rule(played):
    k = next(i for i, e in enumerate(played.state.log) if " check" in e[1] and "[" in e[1] and "dice []" not in e[1])
    lines = why(played, k)
    assert lines[0].startswith(f"#{k}")
    assert any(line.startswith("Rolled ") and "success" in line for line in lines)
    assert lines[-1].startswith("Rule: ") and "rulebook" in lines[-1]
    assert explain_rule("base p.13 skill checks") == "the Arkham Horror rulebook, page 13: skill checks"


def test_find_and_describe(played):
    assert find(played, "woods") == ["base:arkham/woods"]
    assert find(played, "Yig") == ["base:yig"]
    assert find(played, "nothing like this") == []
    d = describe(played, "base:yig")
    assert d["kind"] == "ancient_one" and any("Doom track" in line for line in d["lines"])
    assert describe(played, "base:arkham/northside_streets")["lines"][-1].startswith("Monsters move along")
    assert describe(played, "sky")["name"] == "The Sky"
    assert describe(played, "base:not_a_thing") is None


def test_the_board_draws_every_place_and_what_is_on_it(played):
    v = table_view(played, None)
    svg = board_svg(played, v)
    assert svg.startswith("<svg") and svg.endswith("</svg>")
    for area in played.content.areas:
        assert f'data-place="{area}"' in svg
    for marker, place in played.state.monsters.items():
        if place in played.content.areas:
            assert f'data-id="{marker}"' in svg
    for area in played.state.gates:
        assert "Gate to" in svg
    for w in played.content.worlds.values():
        assert w.name in svg
    assert svg.count('class="arrow-white"') == svg.count('class="arrow-black"') == 9  # one pair per street
    for label in ("Doom", "Terror", "The Sky", "The Outskirts", "Lost in Time and Space", "Environment", "Rumor"):
        assert label in svg


# ------------------------------------------------- each investigator's own pronoun
@pytest.mark.parametrize(
    "who,his", [("base:jenny_barnes", "her"), ("base:amanda_sharpe", "her"), ("base:joe_diamond", "his")]
)
def test_the_labels_and_the_log_speak_of_each_investigator_with_the_pronoun_of_the_sheet(who, his):
    """Bast's token asks its holder to spend all of his or her Focus (Bast's sheet); the
    words follow the printed sheet of the investigator, not one pronoun for all."""
    from arkham.testing import answer, labels, log_text, quiet_game, run_step

    g = quiet_game([who], packs=("base", "kingsport"))
    g.state.rules_data["sheets"] = {"guardian": "kingsport:bast"}
    g.state.rules_data["bast"] = {"holders": [who]}
    run_step(g, "upkeep.inv", who=0)
    assert f"Spend all of {his} Focus this turn and keep the token" in labels(g)
    assert f"holds a Bast token: spend all of {his} Focus" in g.choice.prompt
    answer(g, "Discard the Bast token")
    other = "her" if his == "his" else "his"
    assert f"discards {his} Bast token" in log_text(g) and f"discards {other} Bast token" not in log_text(g)


def test_every_investigator_has_the_pronoun_of_the_printed_sheet_and_no_other_is_accepted():
    from pydantic import ValidationError
    from arkham.content.models import InvestigatorDef

    c = arkham.new_game(seed=1, investigators=1, packs=["base", "dunwich", "kingsport"]).content
    assert all(d.pronoun in ("he", "she") for d in c.investigators.values()) and len(c.investigators) == 32
    assert sum(d.pronoun == "she" for d in c.investigators.values()) == 15
    assert (
        c.investigators["dunwich:mark_harrigan"].pronoun == "he"
        and c.investigators["kingsport:lily_chen"].pronoun == "she"
    )
    raw = c.investigators["base:joe_diamond"].model_dump()
    with pytest.raises(ValidationError, match="pronoun"):
        InvestigatorDef(**{**raw, "pronoun": "it"})


def test_the_end_of_a_game_is_summed_up_for_the_table():
    import random

    g = arkham.new_game(seed=2, investigators=2)
    assert table_view(g)["summary"] is None
    rng = random.Random(2)
    while g.state.turn < 2:
        g.apply(rng.choice(g.choice.options).id)
    for inv in g.state.investigators:
        g.log(f"{g.content.investigators[inv.id].name} closes the gate at Woods", "test")
    g.log("Jenny Barnes seals the gate at Woods", "test")
    # each box words a gate leaving the board its own way (an elder sign token, a Mythos, a beam)
    g.log("The gate at Unvisited Isle is sealed: its marker returns to the pile", "test")
    g.log("The gate at Woods closes; its marker returns to the gate pile", "test")
    g.log("The beam strikes the gate at Woods: 5 - it closes", "test")
    g.log("The beam strikes the gate at Woods: 2", "test")
    g.end(False, "the Ancient One devoured the world", None)
    g.state.investigators[1].eliminated = True
    s = table_view(g)["summary"]
    name = g.content.investigators[g.state.investigators[1].id].name
    ao = g.content.ancient_ones[g.state.ancient_one].name
    assert s["lines"][0] == "The investigators lose: the Ancient One devoured the world"
    assert s["lines"][1] == f"{g.state.turn} turns against {ao}"
    assert s["closed"] == 6 and s["sealed"] == 2 and "6 gates closed, 2 of them sealed" in s["lines"][2]
    assert s["devoured"] == [name] and s["lines"][4] == f"Devoured or out of play: {name}"
    from arkham.present.words import count

    assert [count(1, "die", "dice"), count(2, "die", "dice"), count(1, "monster"), count(0, "monster")] == [
        "1 die",
        "2 dice",
        "1 monster",
        "0 monsters",
    ]
