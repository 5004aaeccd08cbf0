"""Rendering: what a player reads on the screen, rendered to plain text."""

import io
import re

import pytest
from rich.console import Console

import arkham
from arkham.rules.classic import core as C
from arkham.state import LOST, OUTSKIRTS, SKY
from arkham.testing import put_monster, quiet_game
from arkham.tui import render as R
from arkham.tui.help import KIND_HELP, explain_choice, explain_rule

A = "base:arkham/"


@pytest.fixture
def board_game():
    """Two investigators against Yig with something on every part of the screen."""
    g = quiet_game(["base:amanda_sharpe", "base:joe_diamond"], ancient_one="base:yig")
    st = g.state
    amanda, joe = st.investigators
    gate = st.gate_pile.pop(next(i for i, m in enumerate(st.gate_pile) if "yuggoth" in m))
    st.gates[A + "graveyard"] = gate
    put_monster(g, "zombie", A + "graveyard")
    put_monster(g, "ghoul", A + "rivertown_streets")
    put_monster(g, "byakhee", SKY)
    put_monster(g, "cultist", OUTSKIRTS)
    st.clues_on[A + "black_cave"] = 2
    st.seals[A + "the_witch_house"] = "clues"
    st.closed[A + "woods"] = ["terror"]
    st.doom, st.terror = 3, 4
    st.environment, st.rumor = "base:an_evil_fog", "base:the_great_ritual"
    st.rumor_data = {"tokens": 2}
    amanda.where = A + "rivertown_streets"
    amanda.delayed = True
    amanda.money, amanda.clues = 7, 3
    C.gain_special(g, amanda, "base:blessing")
    C.gain_special(g, amanda, "base:retainer")
    amanda.monster_trophies.append(put_monster(g, "ghoul", "box"))
    joe.where, joe.stage = "base:world/yuggoth", 2
    g.ask(
        st.stack[-1],
        0,
        "Amanda Sharpe moves",
        [("end", "End movement at Rivertown Streets"), ("go", "Move to Graveyard (3 movement left)")],
        kind="move",
    )
    return g


def text_of(renderable, width=140):
    return R.render_text(renderable, width)


def test_screen_shows_tracks_board_sheets_log_and_numbered_choice(board_game):
    g = board_game
    g.log("Amanda Sharpe makes a Evade (+0) [1] check: 3 dice [6, 1, 4]", "base p.13 skill checks")
    out = text_of(R.screen(g, ["person", "random"], width=140))
    # tracks
    assert "Doom" in out and "3/10" in out  # Yig's doom track has 10 spaces
    assert "Terror" in out and "4/10" in out
    assert f"Gates open 1/{C.gate_limit(g)}" in out
    assert f"Monsters in Arkham 3/{C.monster_limit(g)}" in out  # zombie, ghoul, and the byakhee in the sky
    assert f"Outskirts 1/{C.outskirts_limit(g)}" in out
    assert "Yig" in out and "sleeps" in out
    # mythos
    assert "Environment: An Evil Fog" in out
    assert "Rumor: The Great Ritual (2 Clue tokens on the card)" in out
    # board by neighborhood
    assert re.search(r"Rivertown\s+Rivertown Streets: Amanda Sharpe, Ghoul", out)
    assert "Graveyard: gate to Yuggoth (-2), Zombie" in out
    assert "Black Cave: 2 clues" in out
    assert "The Witch House: SEALED" in out
    assert "Woods: CLOSED" in out
    assert re.search(r"The Sky\s+Byakhee", out)
    assert re.search(r"Outskirts\s+1/\d: Cultist", out)
    # Other Worlds with areas
    assert re.search(r"Yuggoth\s+Graveyard\s+—\s+Joe Diamond", out)
    # sheets
    assert "1. Amanda Sharpe" in out and "2. Joe Diamond [random bot]" in out
    assert "Yuggoth, area 2" in out
    assert "$7" in out and "Clues 3" in out
    assert re.search(r"Sanity \d+/\d+\s+Stamina \d+/\d+", out)
    assert "Trophies: Ghoul (1)" in out
    for word in ("Delayed", "Blessed", "Retainer", "first player"):
        assert word in out
    # log with dice faces; the check's difficulty [1] stays a number
    assert "[1] check: 3 dice ⚅ ⚀ ⚃" in out
    # the choice, numbered, with who decides
    ch = g.choice
    assert f"{C.inv_name(g, g.state.investigators[ch.who])} (investigator {ch.who + 1}, person) decides" in out
    for n, o in enumerate(ch.options, 1):
        assert f"{n}. {o.label}" in out


def test_sheet_shows_skills_on_their_sliders(board_game):
    g = board_game
    inv = g.state.investigators[0]
    d = g.content.investigators[inv.id]
    out = text_of(R.sheet(g, inv, ["person", "person"]))
    for pair, (a, b) in enumerate((("speed", "sneak"), ("fight", "will"), ("lore", "luck"))):
        pos = inv.sliders[pair]
        assert f"[{getattr(d, a)[pos]}/{getattr(d, b)[pos]}]" in out  # the slider's notch
        assert re.search(rf"{a.capitalize()}\s+{C.skill_value(g, inv, a)}", out)
        assert re.search(rf"{b.capitalize()}\s+{C.skill_value(g, inv, b)}", out)
    assert d.occupation in out and d.ability.name in out


def test_a_modified_skill_keeps_the_three_sliders_in_line(board_game):
    """A bonus shown beside a skill ("Lore 3 (2+1)") does not push its slider out of line
    with the two above it."""
    from arkham.testing import give

    g = board_game
    inv = g.state.investigators[1]
    give(g, 1, "base:lore")  # +1 Lore (the Skill card)
    out = text_of(R.sheet(g, inv, ["person", "person"]))
    rows = [line for line in out.splitlines() if re.match(r"\W*(Speed|Fight|Lore) ", line)]
    assert len(rows) == 3 and re.search(r"Lore\s+\d+ \(\d\+1\)", rows[2]), rows
    starts = {re.search(r"\[?\d/\d", row).start() for row in rows}  # where each slider begins
    assert len(starts) == 1, rows


def test_status_words_lost_jailed_cursed_loan_member_deputy():
    g = quiet_game(["base:amanda_sharpe", "base:joe_diamond"], ancient_one="base:yig")
    a, j = g.state.investigators
    a.where = LOST
    j.jailed = True
    for card in ("base:curse", "base:bank_loan", "base:silver_twilight_membership", "base:deputy_of_arkham"):
        C.gain_special(g, j, card)
    out = text_of(R.sheets(g))
    for word in (
        "Lost in Time and Space",
        "Jailed",
        "Cursed",
        "Bank Loan",
        "Silver Twilight member",
        "Deputy of Arkham",
    ):
        assert word in out
    board = text_of(R.board(g))
    assert re.search(r"Lost in Time\s+Amanda Sharpe", board)


def test_awakened_and_final_result():
    g = arkham.new_game(seed=4, ancient_one="base:azathoth", investigators=1)
    while not g.is_over:
        g.apply(g.choice.options[0].id)
    out = text_of(R.screen(g, ["person"]))
    assert "AWAKENED" in out
    assert "DEFEAT" in out and g.result["how"] in out
    assert "decides" not in out


def test_dice_rendering():
    assert R.render_text(R.log_text("X rolls 5 for Retainer")).strip() == "X rolls ⚄ for Retainer"
    assert R.render_text(R.log_text("rolls [2, 6]: 1 failure(s)")).strip() == "rolls ⚁ ⚅: 1 failure(s)"
    assert R.render_text(R.log_text("0 dice []")).strip() == "0 dice —"
    assert R.render_text(R.log_text("a 3 is rolled")).strip() == "a ⚂ is rolled"
    assert "[1] check" in R.render_text(R.log_text("a Luck (-1) [1] check: 2 dice [1, 5]"))
    R.USE_FACES = False
    try:
        assert R.render_text(R.log_text("dice [6, 1]")).strip() == "dice [6] [1]"
    finally:
        R.USE_FACES = True


def test_successes_are_coloured_by_the_investigators_floor(board_game):
    g = board_game  # Amanda is Blessed: 4 and up succeed
    t = R.log_text("Amanda Sharpe makes a Luck (+0) [1] check: 3 dice [4, 3, 6]", g)
    styles = {t.plain[s.start : s.end]: str(s.style) for s in t.spans}
    assert "green" in styles["⚃"] and "green" in styles["⚅"] and "dim" in styles["⚂"]


def test_log_lines_are_numbered_for_why(board_game):
    g = board_game
    g.log("first event", "base p.1 x")
    g.log("second event", "")
    out = text_of(R.log_lines(g, 2))
    n = len(g.state.log)
    assert f"#{n - 2}" in out and f"#{n - 1}" in out and "second event" in out


def test_replay_marks_the_chosen_option(board_game):
    g = board_game
    oid = g.choice.options[-1].id
    out = text_of(R.choice_panel(g, None, chosen=oid))
    assert f"→ {len(g.choice.options):>2}. {g.choice.options[-1].label}" in out


def test_render_with_a_recording_console(board_game):
    console = Console(record=True, width=120, color_system=None, file=io.StringIO())
    console.print(R.screen(board_game, ["person", "person"]))
    text = console.export_text()
    assert "Amanda Sharpe" in text and "Joe Diamond" in text and "Doom" in text


def test_help_explains_kinds_and_rules(board_game):
    for kind in ("check", "combat", "face", "move", "sliders", "encounter", "gate", "seal", "buy", "discard"):
        assert kind in KIND_HELP
    text = explain_choice(board_game.choice)
    assert board_game.choice.prompt in text and "quit" in text
    assert explain_rule("base p.13 skill checks") == "the Arkham Horror rulebook, page 13: skill checks"
    assert "Dunwich Horror" in explain_rule("DH p.9 monster surge")
    assert "no rule reference" in explain_rule("")


def test_every_kind_of_choice_the_rules_ask_has_words_of_its_own():
    """'help' explains each kind of choice the rules can ask, not a generic line (the kinds
    read from the rule modules' ``kind="..."`` arguments)."""
    from pathlib import Path
    from arkham.present.help import explain_kind

    root = Path(__file__).resolve().parents[2] / "src" / "arkham" / "rules"
    kinds = {m for f in root.rglob("*.py") for m in re.findall(r'kind="([a-z_]+)"', f.read_text())}
    assert {"scrounge", "allocate", "day", "traitor"} <= kinds
    missing = sorted(k for k in kinds if k not in KIND_HELP)
    assert not missing, missing
    assert "from either end" in explain_kind("scrounge")
    assert "Choose one of the numbered options" not in " ".join(explain_kind(k) for k in kinds)


def test_haunt_help_explains_the_paired_bonuses():
    from arkham.present.help import explain_kind

    text = explain_kind("allocate", "haunt")
    assert "BOTH skills of the pair" in text and "Speed/Sneak" in text
    assert "pair gives both skills of the pair their bonus" in explain_kind("check", "haunt")
    assert explain_kind("check") == KIND_HELP["check"]  # the classic game reads it its own way
