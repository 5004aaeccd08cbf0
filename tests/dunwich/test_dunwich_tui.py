"""The terminal screen with the Dunwich pack: the Dunwich neighborhoods, the Dunwich
Horror track, and the Spawn monsters set aside."""

from __future__ import annotations

import io

from rich.console import Console

from arkham.testing import put, quiet_game
from arkham.tui import render as R


def text(renderable) -> str:
    out = io.StringIO()
    Console(file=out, width=160, color_system=None).print(renderable)
    return out.getvalue()


def test_the_screen_shows_dunwich_its_track_and_the_servants_waiting():
    g = quiet_game(["base:amanda_sharpe"], ancient_one="dunwich:glaaki", packs=("base", "dunwich"))
    g.state.counters["track:dunwich:dunwich_horror"] = 2
    put(g, 0, "dunwich:dunwich/whateley_farm")
    screen = text(R.tracks(g)) + text(R.board(g))
    assert "Dunwich Horror track ■■□ 2/3" in screen
    assert "Dunwich: Backwoods Country" in screen and "Whateley Farm" in screen
    assert "Spawn set aside" in screen and "Servant of Glaaki" in screen
    assert "Northside" in screen and "Arkham: Northside" not in screen


def test_the_setup_menu_asks_which_parts_of_the_box():
    """DH p.8: the expansion may be played in part; the menu asks for the parts when the
    player wants to choose them, and says which other parts come with the chosen ones."""
    from arkham.content.loader import load_content, read_manifest
    from arkham.tui.app import resolve_settings, setup_menu

    parts = list(read_manifest("dunwich").parts)
    answers = iter(
        [
            "1",  # the rules: classic
            "2",  # the boxes: base + Dunwich
            "2",  # choose the parts of Dunwich
            f"{parts.index('ancient_ones') + 1},{parts.index('investigators') + 1}",
            "1",
            "1",
            "1",
            "1",
        ]
    )  # random Ancient One, 1 investigator, random, a person
    con = Console(file=io.StringIO(), width=120, color_system=None, record=True)
    setup = setup_menu(con, lambda prompt: next(answers), load_content(("base",)))
    assert "Also in play, as the chosen parts need them: monsters, cards." in con.export_text()
    assert setup.packs == ["base", "dunwich:ancient_ones+investigators"]
    settings = resolve_settings(load_content(("base", "dunwich")), 5, setup)
    assert settings["packs"] == ["base", "dunwich:ancient_ones+investigators"]
    c = load_content(settings["packs"])
    assert "dunwich:mummy" in c.monsters and not [a for a in c.areas if a.startswith("dunwich:")]
    assert "dunwich:flamethrower" in c.cards  # Mark Harrigan's weapons come with him


def test_help_explains_the_dunwich_choices():
    from arkham.tui.help import KIND_HELP

    for kind in (
        "toll",
        "tribute",
        "gain",
        "leadership",
        "precognition",
        "status_outcome",
        "status_keep",
        "cure",
        "fee",
    ):
        assert kind in KIND_HELP


def test_the_sheet_lists_injuries_and_madness_apart_from_the_cards():
    """DH p.6: Injury and Madness cards stay with the investigator as lasting status; the
    sheet shows them on their own lines, not among his items."""
    from arkham.testing import give

    g = quiet_game(["base:amanda_sharpe"], packs=("base", "dunwich"))
    g.state.investigators[0].cards.clear()
    give(g, 0, "base:tommy_gun")
    give(g, 0, "dunwich:back_injury")
    give(g, 0, "dunwich:xenophobia")
    screen = text(R.sheet(g, g.state.investigators[0]))
    assert "Injuries: Back Injury" in screen and "Madness: Xenophobia" in screen
    cards_line = next(line for line in screen.splitlines() if "Cards:" in line)
    assert "Tommy Gun" in cards_line and "Back Injury" not in cards_line and "Xenophobia" not in cards_line


def test_the_tracks_show_the_conditions_face_up_and_exhausted():
    """DH p.5 (Condition cards): a Condition face up lies beside the board for all to see;
    the track panel names it, and marks it exhausted once used this turn."""
    from arkham.rules.dunwich import special_cards as S
    from arkham.testing import run_step

    g = quiet_game(["base:amanda_sharpe"], packs=("base", "dunwich"))
    assert "Conditions:" not in text(R.tracks(g))
    run_step(
        g, "fx", who=0, seat=0, ops=[{"op": "condition", "card": "dunwich:darkes_blessing", "face": "up"}], i=0, ctx={}
    )
    assert "Conditions: Darke's Blessing\n" in text(R.tracks(g))
    S.exhaust(g, "dunwich:darkes_blessing")
    assert "Conditions: Darke's Blessing (exhausted)" in text(R.tracks(g))
