"""Haunt in the terminal front end: bots play a saved game to its end; it replays to
the same state; the screen shows days, allocations, the Mythos fields, monster clues
and goals, and never a face-down gate's world; `why` gives the Haunt section."""

import io

from rich.console import Console

import arkham
from arkham.rules.classic import core as C
from arkham.saved_games import GameStore, replay_game
from arkham.tui import render as R
from arkham.tui.app import Session, Setup, resolve_settings

SETTINGS = {"seed": 4, "ancient_one": "base:yig", "investigators": 3, "packs": ["base"], "ruleset": "haunt"}


class Script:
    def __init__(self, *lines):
        self.lines = list(lines)

    def __call__(self, prompt):
        if not self.lines:
            raise EOFError
        return self.lines.pop(0)


def console():
    return Console(file=io.StringIO(), width=140, color_system=None, record=True)


def test_bots_play_a_saved_haunt_game_that_replays_to_the_same_state(tmp_path):
    store = GameStore(tmp_path / "g.sqlite")
    g = arkham.new_game(**SETTINGS)
    seats = ["random", "heuristic", "random"]
    gid = store.create(g, SETTINGS, seats)
    con = console()
    assert Session(g, seats, con, store=store, game_id=gid, read=Script(), bot_seed=2).run() == 0
    assert g.is_over and "The game is over" in con.export_text()
    saved = store.get(gid)
    last = list(replay_game(saved, store.answers(gid)))[-1][0]  # the same game object, advanced
    assert last.state_hash() == saved.hash == g.state_hash()
    store.close()


def test_the_screen_hides_face_down_gates_and_shows_haunts_state():
    g = arkham.new_game(seed=9, investigators=2, ruleset="haunt")
    while g.choice.kind != "day":
        g.apply(g.choice.options[0].id)
    text = R.render_text(R.screen(g), 160)
    assert "Day 1" in text and "Mythos cards" in text and "Grey field" in text and "Black field" in text
    st = g.state
    for a in st.rules_data["face_down"]:
        line = next(ln for ln in text.splitlines() if C.name_of(g, a) + ":" in ln)
        assert "a face-down gate" in line
        assert C.name_of(g, C.base_id(st.gates[a])) not in line
    assert "Speed/Sneak" in text and "Day 1: start a phase or end the day?" in text
    assert "[" in text and "clue" in text  # monsters with their symbol, clues and goal


def test_the_setup_menu_settings_start_a_haunt_game_without_excluded_investigators():
    from arkham.content.loader import load_content

    content = load_content(("base",))
    setup = Setup(
        ancient_one=None, investigators=[None, "base:amanda_sharpe"], seats=["person", "person"], ruleset="haunt"
    )
    for seed in range(20):
        settings = resolve_settings(content, seed, setup)
        assert settings["ruleset"] == "haunt"
        assert not {"base:mandy_thompson", "base:sister_mary"} & set(settings["investigators"])
    g = arkham.new_game(**settings)
    assert g.state.ruleset == "haunt"


def test_why_names_the_haunt_section():
    g = arkham.new_game(seed=9, investigators=2, ruleset="haunt")
    while g.choice.kind != "day":
        g.apply(g.choice.options[0].id)
    rules = {e[2] for e in g.state.log}
    assert "HotW §Upkeep III Other World Monsters" in rules and "HotW §Upkeep IV Mythos Cards" in rules


def test_bots_and_the_screen_only_read_the_game():
    from arkham.bots import BOTS
    import random

    g = arkham.new_game(seed=12, investigators=4, ruleset="haunt")
    bot = BOTS["heuristic"](3)
    rng = random.Random(3)
    for _ in range(300):
        if g.is_over:
            break
        before = g.state_hash()
        bot.choose(g)
        R.render_text(R.screen(g), 160)
        assert g.state_hash() == before
        g.apply(rng.choice(g.legal_ids()))


def test_the_setup_menu_offers_haunt_with_its_player_counts_and_investigators(tmp_path):
    from arkham.content.loader import load_content
    from arkham.tui.app import setup_menu

    content = load_content(("base",))
    store = GameStore(tmp_path / "g.sqlite")
    # new game; Haunt; random Ancient One; "2" is the first choice of 2-5; two random persons
    script = Script("1", "2", "1", "1", "1", "1", "1", "1")
    con = console()
    setup = setup_menu(con, script, content, store)
    assert setup.ruleset == "haunt" and len(setup.investigators) == 2
    out = con.export_text()
    assert "Haunt of the Watchers" in out and "Mandy Thompson" not in out and "Sister Mary" not in out
    g = arkham.new_game(**resolve_settings(content, 3, setup))
    assert g.state.ruleset == "haunt"
    store.close()
