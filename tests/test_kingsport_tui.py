"""The terminal screen with the Kingsport pack: the Kingsport neighborhoods and the Head,
the Rift Tracks with their markers, and an open rift where it stands."""
from __future__ import annotations

import io

from rich.console import Console

from arkham.testing import put, quiet_game
from arkham.tui import render as R


def text(renderable) -> str:
    out = io.StringIO()
    Console(file=out, width=200, color_system=None).print(renderable)
    return out.getvalue()


def test_the_screen_shows_kingsport_the_rift_tracks_and_an_open_rift():
    g = quiet_game(["base:amanda_sharpe"], packs=("base", "kingsport"))
    d = g.state.rules_data["rifts"]
    d["tracks"] = {"kingsport:rift_track_1": {"rift": "kingsport:rift_white_circle", "spaces": [["kingsport:progress_hall_school#1"], []]},
                   "kingsport:rift_track_2": {"rift": "kingsport:rift_black_crescent",
                                              "spaces": [["kingsport:progress_the_causeway#1", "kingsport:progress_rope_and_anchor#1"],
                                                         ["kingsport:progress_artists_colony#1", "kingsport:progress_water_st_607#1"]]},
                   "kingsport:rift_track_3": {"rift": "kingsport:rift_black_slash", "spaces": [[], []]}}
    d["open"] = {"kingsport:rift_black_crescent": ["base:arkham/woods", 1]}
    d["down"] = ["kingsport:progress_the_causeway#1"]
    put(g, 0, "kingsport:kingsport/the_causeway")
    screen = text(R.tracks(g)) + text(R.board(g))
    assert "first Rift Track: a rift marker, face down (closed); white square+diamond / black circle: 1/2 [Hall School]" in screen
    assert "white circle rift" not in screen                             # closed rifts stay face down
    assert "the black crescent rift OPEN at Woods, 1 of 4 markers face down" in screen
    assert "The Causeway (face down)" in screen
    assert "Woods: the black crescent rift (open rift)" in screen
    assert "Kingsport: Kingsport Head" in screen and "The Causeway: Amanda Sharpe" in screen
    assert "Rift Track □" not in screen and "third Rift Track: a rift marker, face down (closed)" in screen


def test_the_setup_menu_asks_which_parts_of_kingsport():
    """KH setup, using only portions of the box: the menu asks part by part."""
    from arkham.content.loader import load_content, read_manifest
    from arkham.tui.app import resolve_settings, setup_menu
    parts = list(read_manifest("kingsport").parts)
    answers = iter(["1"]              # the rules: classic
                   + ["1" if p == "board" else "2" for p in parts]   # the board yes, every other part no
                   + ["1", "1", "1", "1"])
    con = Console(file=io.StringIO(), width=120, color_system=None)
    setup = setup_menu(con, lambda prompt: next(answers), load_content(("base", "kingsport")))
    assert setup.packs == ["base", "kingsport:board"]
    settings = resolve_settings(load_content(("base", "kingsport")), 5, setup)
    c = load_content(settings["packs"])
    assert "kingsport:kingsport/the_causeway" in c.areas and "kingsport:werewolf" not in c.monsters


def test_help_explains_the_rift_choice():
    from arkham.tui.help import KIND_HELP
    assert "rift progress marker" in KIND_HELP["rift"]
