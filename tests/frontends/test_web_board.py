"""The board of every box at the web table: every place of every pack's board has a position in
its pack's ``board_layout.yaml`` and is drawn, and investigators in Dunwich and Kingsport are
drawn where they stand (issue: an investigator who took the train to Bishop's Brook Bridge
vanished from the map)."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import arkham
import pytest

from arkham.present import table_view
from arkham.present.layout import board_layout, has_layout
from arkham.testing import answer, empty_handed, labels, put, quiet_game, run_step
from arkham.web.board import board_svg

ALL = ("base", "dunwich", "kingsport")
NS = "{http://www.w3.org/2000/svg}"


def svg_of(g):
    v = table_view(g, ["person"] * len(g.state.investigators))
    return ET.fromstring(board_svg(g, v)), v


def drawn_places(root) -> dict[str, ET.Element]:
    return {e.get("data-place"): e for e in root.iter() if e.get("data-place")}


def seats_at(root, place: str) -> set[int]:
    g = drawn_places(root)[place]
    return {int(e.get("data-seat")) for e in g.iter() if e.get("class") == "investigator"}


@pytest.fixture(scope="module")
def three():
    return arkham.new_game(seed=5, investigators=3, packs=list(ALL))


@pytest.mark.parametrize("pack", ALL)
def test_every_place_and_space_of_each_pack_has_a_position_inside_its_board(three, pack):
    c = three.content
    assert has_layout(pack)
    lay = board_layout(pack)
    areas = {a for a in c.areas if a.startswith(pack + ":")}
    spaces = {s for s in c.spaces if s.startswith(pack + ":")}
    assert areas and set(lay.places) == areas
    assert set(lay.spaces) == spaces
    w, h = lay.size
    spots = list(lay.places.values()) + list(lay.spaces.values())
    for x, y in spots:
        assert 0 < x < w and 0 < y < h
    assert len(set(spots)) == len(spots)
    for tid in c.tracks:  # the Dunwich Horror track and the three Rift Tracks have a place on their board
        if tid.startswith(pack + ":"):
            assert tid.partition(":")[2] in lay.regions, tid


def test_the_svg_of_a_game_with_every_box_draws_every_place_space_and_other_world(three):
    root, _ = svg_of(three)
    drawn = drawn_places(root)
    c = three.content
    wanted = set(c.areas) | set(c.spaces) | set(c.worlds) | {"sky", "outskirts", "lost_in_time_and_space"}
    assert wanted <= set(drawn), sorted(wanted - set(drawn))
    for w in (
        "dunwich:world/another_time",
        "dunwich:world/lost_carcosa",
        "kingsport:world/the_underworld",
        "kingsport:world/unknown_kadath",
    ):
        assert drawn[w].get("class").startswith("world")
    towns = [e for e in root.iter(f"{NS}g") if e.get("data-town")]
    assert [t.get("data-name") for t in towns] == ["Arkham", "Dunwich", "Kingsport"]
    text = "".join(root.itertext())
    assert "Dunwich Horror track" in text and "0 of 3" in text
    assert text.count("Rift Track") == 3 and "Kingsport" in text


def test_a_base_game_draws_arkham_alone():
    root, _ = svg_of(arkham.new_game(seed=1))
    assert [t.get("data-town") for t in root.iter(f"{NS}g") if t.get("data-town")] == ["base"]


def test_an_investigator_who_takes_the_train_to_dunwich_is_drawn_at_bishops_brook_bridge():
    g = quiet_game(["base:joe_diamond"], packs=["base", "dunwich"])
    inv = empty_handed(g, money=1, where="base:arkham/train_station")
    run_step(g, "move", who=0, pts=4, full=4, start=inv.where)
    root, v = svg_of(g)
    train = next(o for o in v["choice"]["options"] if o["label"].startswith("Take the train"))
    assert "dunwich:dunwich/bishops_brook_bridge" in train["places"]
    answer(g, "Take the train to Bishop's Brook Bridge")
    assert inv.where == "dunwich:dunwich/bishops_brook_bridge"
    root, v = svg_of(g)
    assert seats_at(root, "dunwich:dunwich/bishops_brook_bridge") == {0}
    # every place an option names is drawn, so it lights up and answers a click
    assert any("Move to Village Commons" in x for x in labels(g))
    drawn = drawn_places(root)
    for o in v["choice"]["options"]:
        for p in o["places"]:
            assert p in drawn, (o["label"], p)
    assert "dunwich:dunwich/village_commons_streets" in {p for o in v["choice"]["options"] for p in o["places"]}


def test_investigators_in_kingsport_and_its_head_and_in_an_expansion_world_are_drawn():
    g = quiet_game(["base:joe_diamond", "base:amanda_sharpe", "base:harvey_walters"], packs=list(ALL))
    put(g, 0, "kingsport:kingsport/harborside_streets")
    put(g, 1, "kingsport:kingsport/strange_high_house")
    g.state.investigators[2].where, g.state.investigators[2].stage = "kingsport:world/unknown_kadath", 2
    root, _ = svg_of(g)
    assert seats_at(root, "kingsport:kingsport/harborside_streets") == {0}
    assert seats_at(root, "kingsport:kingsport/strange_high_house") == {1}
    assert seats_at(root, "kingsport:world/unknown_kadath") == {2}
    drawn = sum(1 for e in root.iter() if e.get("class") == "investigator")
    assert drawn == 3


def test_the_dunwich_horror_track_shows_its_tokens_and_the_rift_tracks_their_markers(three):
    g = quiet_game(["base:joe_diamond"], packs=list(ALL))
    g.state.counters["track:dunwich:dunwich_horror"] = 2
    root, _ = svg_of(g)
    track = drawn_places(root)["dunwich:dunwich_horror"]
    slots = [e for e in track.iter() if (e.get("class") or "").startswith("slot")]
    assert [e.get("class") for e in slots] == ["slot on", "slot on", "slot"]
    rd = g.state.rules_data["rifts"]
    rift = rd["tracks"]["kingsport:rift_track_1"]["rift"]
    name = g.content.markers[rift].name
    text = "".join(drawn_places(root)["kingsport:rift_track_1"].itertext())
    assert name in text and "closed" in text
    g.state.rules_data["rifts"]["open"][rift] = ["base:arkham/woods", 1]
    root, _ = svg_of(g)
    woods = drawn_places(root)["base:arkham/woods"]
    assert [e.get("data-id") for e in woods.iter() if e.get("class") == "rift"] == [rift]
    assert "open at Woods" in "".join(drawn_places(root)["kingsport:rift_track_1"].itertext())


def test_a_haunt_board_shows_its_mythos_cards_in_play_and_no_environment_or_rumor_panel():
    g = arkham.new_game(seed=2, investigators=3, ruleset="haunt")
    bot = __import__("arkham.bots", fromlist=["make_bot"]).make_bot("heuristic", 1)
    while not g.state.rules_data.get("mythos") and not g.is_over:
        g.apply(bot.choose(g))
    root, v = svg_of(g)
    names = [m["name"] for m in v["tracks"]["mythos_in_play"]]
    assert names
    panel = drawn_places(root)["mythos"]
    text = "".join(panel.itertext())
    assert "Mythos cards in play" in text and all(n in text for n in names)
    all_text = "".join(root.itertext())
    assert "Environment" not in all_text and "Rumor" not in all_text
