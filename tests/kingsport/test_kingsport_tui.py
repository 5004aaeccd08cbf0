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
    d["tracks"] = {
        "kingsport:rift_track_1": {
            "rift": "kingsport:rift_white_circle",
            "spaces": [["kingsport:progress_hall_school#1"], []],
        },
        "kingsport:rift_track_2": {
            "rift": "kingsport:rift_black_crescent",
            "spaces": [
                ["kingsport:progress_the_causeway#1", "kingsport:progress_rope_and_anchor#1"],
                ["kingsport:progress_artists_colony#1", "kingsport:progress_water_st_607#1"],
            ],
        },
        "kingsport:rift_track_3": {"rift": "kingsport:rift_black_slash", "spaces": [[], []]},
    }
    d["open"] = {"kingsport:rift_black_crescent": ["base:arkham/woods", 1]}
    d["down"] = ["kingsport:progress_the_causeway#1"]
    put(g, 0, "kingsport:kingsport/the_causeway")
    screen = text(R.tracks(g)) + text(R.board(g))
    assert (
        "first Rift Track: a closed rift (its marker face down), 1 of 4 spaces filled (all full: it opens); "
        "white square and diamond, black circle: 1 of 2 (Hall School)"
    ) in screen
    assert "white circle rift" not in screen  # closed rifts stay face down
    assert "the black crescent rift OPEN at Woods, 1 of 4 markers face down (all down: it closes)" in screen
    assert "(The Causeway face down, The Rope and Anchor)" in screen
    assert "Woods: the black crescent rift (open rift)" in screen
    assert "Kingsport: Kingsport Head" in screen and "The Causeway: Amanda Sharpe" in screen
    assert "Rift Track □" not in screen and "third Rift Track: a closed rift (its marker face down), 0 of 4" in screen


def test_the_setup_menu_asks_which_parts_of_kingsport():
    """KH setup, using only portions of the box: the menu asks part by part."""
    from arkham.content.loader import load_content, read_manifest
    from arkham.tui.app import resolve_settings, setup_menu

    parts = list(read_manifest("kingsport").parts)
    answers = iter(
        [
            "1",  # the rules: classic
            "3",
            "2",  # base + Kingsport; choose its parts
            str(parts.index("board") + 1),  # the board only
            "1",
            "1",
            "1",
            "1",
        ]
    )
    con = Console(file=io.StringIO(), width=120, color_system=None)
    setup = setup_menu(con, lambda prompt: next(answers), load_content(("base", "kingsport")))
    assert setup.packs == ["base", "kingsport:board"]
    settings = resolve_settings(load_content(("base", "kingsport")), 5, setup)
    c = load_content(settings["packs"])
    assert "kingsport:kingsport/the_causeway" in c.areas and "kingsport:werewolf" not in c.monsters


def test_help_explains_the_rift_choice():
    from arkham.tui.help import KIND_HELP

    assert "rift progress marker" in KIND_HELP["rift"]


def flat(text):
    """The screen's words in reading order, panel borders left out."""
    return " ".join(text.translate({ord(c): " " for c in "│╭╮╰╯─"}).split())


def screen_text(g, width=160):
    return flat(R.render_text(R.screen(g), width))


def compact_text(g, width=100):
    return flat(R.render_text(R.compact_screen(g), width))


def test_the_screen_shows_the_herald_and_guardian_in_play_with_their_rules():
    """KH p.10 Herald/Guardian variant: the sheets in play sit by the board; a player reads each
    one's name, title and rules, and the Vision of Hypnos face up with where it acts."""
    import arkham

    g = arkham.new_game(
        seed=3,
        ancient_one="base:cthulhu",
        investigators=2,
        packs=["base", "kingsport"],
        sheets={"herald": "ghroth", "guardian": "hypnos"},
    )
    g.state.rules_data["hypnos"]["shown"] = "kingsport:vision_of_hypnos_library"
    screen = screen_text(g)
    assert "Herald: Ghroth, The Nemesis Moon. Setup: add 2 doom tokens to the doom track." in screen
    assert (
        "Whenever a Mystic Environment is drawn, each investigator spends 1 Clue token, or the first player rolls"
        in screen
    )
    assert "Guardian: Hypnos, Lord of Sleep. Setup: shuffle the Visions of Hypnos." in screen
    assert "face up: encounters at Library draw two, keep one (26 Visions in the deck, 0 discarded)" in screen
    assert "Library: Vision of Hypnos: encounters draw two, keep one" in screen  # on the board too
    assert "first Rift Track:" in screen and "Kingsport: Kingsport Head" in screen
    small = compact_text(g)
    assert "Herald: Ghroth, The Nemesis Moon Guardian: Hypnos, Lord of Sleep" in small
    assert "Setup: add 2 doom tokens" not in small  # names only when small


def test_a_random_sheet_shows_the_one_drawn_and_no_variant_shows_nothing():
    """KH p.10: a Herald drawn at random is shown by its name once drawn; a game without the
    variant shows no sheet and no Epic Battle."""
    import arkham

    g = arkham.new_game(
        seed=4, ancient_one="base:cthulhu", investigators=1, packs=["base", "kingsport"], sheets={"herald": "random"}
    )
    drawn = g.content.sheets[g.state.rules_data["sheets"]["herald"]]
    assert f"Herald: {drawn.name}, {drawn.title}. " in screen_text(g)
    plain = arkham.new_game(seed=4, ancient_one="base:cthulhu", investigators=1, packs=["base", "kingsport"])
    text = screen_text(plain)
    assert "Herald:" not in text and "Guardian:" not in text and "Epic Battle" not in text
    assert R.variants(plain) is None


def test_before_the_awakening_the_screen_announces_the_epic_battle():
    """KH p.11 Epic Battle variant: the green cards over the red, the Ancient One's three Plot
    cards set aside."""
    import arkham

    g = arkham.new_game(
        seed=2, ancient_one="base:cthulhu", investigators=1, packs=["base", "kingsport"], epic_battle=True
    )
    assert (
        "Epic Battle variant: the final battle draws one Epic Battle card a round (8 green on top of 8 red); "
        "3 Plot cards of Cthulhu set aside"
    ) in screen_text(g)
    assert "Epic Battle variant: 8 green over 8 red cards, 3 Plot cards of Cthulhu" in compact_text(g)


def test_during_the_epic_battle_the_screen_shows_the_card_in_play_and_the_plot():
    """KH p.11: a Sinister Plot turns up the top Plot card; while the investigators attack, a
    player reads the Epic Battle card in play, what is left of the deck, and the Plot card."""
    from test_kingsport_epic_battle import epic, on_top
    from arkham.testing import rig, run_step

    g = epic()  # Hastur awake, the decks set up
    on_top(g, "epic_sinister_plot_green", "plot_hastur_high_stakes")
    rig(g, *(1,) * 40)
    run_step(g, "kingsport.epic_round", who=-1, st="draw")
    assert g.choice.kind == "combat"  # the investigators attack first
    screen = screen_text(g)
    assert "Hastur has AWAKENED — final battle, round 1" in screen
    assert "Epic Battle card in play: Sinister Plot (green) — Reveal the top Ancient One Plot card" in screen
    assert "Epic Battle deck: 7 green and 8 red left, 1 drawn" in screen
    assert "Plot card in play: High Stakes — Hastur attacks; a failed Luck check costs 4 Sanity" in screen
    small = compact_text(g)
    assert "Epic Battle card in play: Sinister Plot (green) Plot card in play: High Stakes" in small
    while not g.is_over and any(f.get("k") == "kingsport.epic_plot" for f in g.state.stack):
        g.apply(g.choice.options[0].id)
    assert not g.is_over  # Amanda Sharpe keeps 1 Sanity: the battle goes on
    screen = screen_text(g)
    assert "Plot card in play" not in screen and "Epic Battle card last drawn: Sinister Plot (green)" in screen
    assert "Plot cards turned up: High Stakes; 2 face down" in screen


def test_the_table_view_carries_the_variants_for_every_front_end():
    """The same words reach the web table: the sheets in play and the Epic Battle, as plain data."""
    import json

    import arkham
    from arkham.present import table_view

    g = arkham.new_game(
        seed=2,
        ancient_one="base:cthulhu",
        investigators=1,
        packs=["base", "kingsport"],
        sheets={"herald": "tulzscha"},
        epic_battle=True,
    )
    v = json.loads(json.dumps(table_view(g)))["variants"]
    assert v["herald"]["name"] == "Tulzscha" and v["herald"]["title"] == "The Green Flame"
    assert "Cultists are Elusive" in v["herald"]["summary"] and v["guardian"] is None
    assert (v["epic_battle"]["green_left"], v["epic_battle"]["red_left"], v["epic_battle"]["card"]) == (8, 8, None)
    plain = arkham.new_game(seed=2, ancient_one="base:cthulhu", investigators=1, packs=["base", "kingsport"])
    assert table_view(plain)["variants"] is None
