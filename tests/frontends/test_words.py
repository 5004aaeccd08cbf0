"""Plain words on every screen: numbers agree with their nouns through one helper, Haunt's
summary line says what its board says, a base-only game never speaks of a box not in play,
and a check's prompt reads as a sentence."""

from __future__ import annotations

import random
import re
import tokenize
from pathlib import Path

import arkham
from arkham.present.texts import describe
from arkham.present.words import article, count
from arkham.rules.haunt import tracks
from arkham.testing import empty_handed, quiet_game, rig, start_check
from arkham.tui import haunt_render
from arkham.tui import render as R

SRC = Path(__file__).resolve().parents[2] / "src" / "arkham"
OWN = [SRC / "present" / f"{m}.py" for m in ("words", "events", "texts", "help", "summary", "variants", "layout")]
HAND_MADE = re.compile(r"\{'e?s' if |[a-z]\(e?s\)[ \"'),.:;]")  # "point(s) left", not len(s)


def test_one_helper_says_a_number_with_its_noun_and_the_article():
    assert [count(n, "die", "dice") for n in (0, 1, 2)] == ["0 dice", "1 die", "2 dice"]
    assert count(1, "monster") == "1 monster" and count(3, "Clue token") == "3 Clue tokens"
    assert [article(w) for w in ("expert", "heuristic", "Unique Item", "Injury")] == ["an", "a", "a", "an"]


def test_no_hand_made_plural_is_left_in_the_words_and_the_terminal():
    files = OWN + sorted((SRC / "tui").glob("*.py"))
    found = [
        f"{f.name}:{i}" for f in files for i, line in enumerate(f.read_text().splitlines(), 1) if HAND_MADE.search(line)
    ]
    assert not found, found


def _strings(path: Path) -> list[tuple[int, str]]:
    """The string literals of a source file (an f-string whole, with its fields), by line."""
    with path.open("rb") as src:
        return [(t.start[0], t.string) for t in tokenize.tokenize(src.readline) if t.type == tokenize.STRING]


def test_the_rules_texts_say_their_numbers_with_the_noun_agreeing():
    """What the rules log and ask ("1 Clue token", "2 successes") goes through the one
    ``count`` helper: no "token(s)" or "success{'es' if ...}" made by hand in a rule module."""
    files = sorted((SRC / "rules").rglob("*.py")) + sorted((SRC / "effects").rglob("*.py"))
    found = [
        f"{f.relative_to(SRC)}:{i}"
        for f in files
        for i, text in _strings(f)
        if HAND_MADE.search(text.replace("\n", " "))
    ]
    assert not found, found
    assert len(files) > 100  # every rule module of every box was read


def test_a_discard_prompt_names_the_kind_of_card_in_words():
    from arkham.effects.ops.cards import DISCARD_KINDS, DISCARD_WORDS

    assert set(DISCARD_WORDS) == set(DISCARD_KINDS)
    assert count(1, *DISCARD_WORDS["weapon_or_spell"]) == "1 Weapon or Spell"
    assert count(2, *DISCARD_WORDS["ally"]) == "2 Allies"


def _haunt_game() -> arkham.Game:
    g = arkham.new_game(seed=5, investigators=3, ruleset="haunt")
    r = random.Random(1)
    for _ in range(60):
        g.apply(r.choice(g.choice.options).id)
    return g


def test_the_haunt_summary_line_agrees_with_the_board():
    g = _haunt_game()
    line = R.render_text(R.summary_line(g), width=200)
    top = R.render_text(haunt_render.top(g), width=200)
    day = re.search(r"Day \d+", top).group(0)
    assert line.startswith(day + " · ")
    target = tracks.victory_target(g)
    assert f"win at {target} or fewer" in line and f"win at {target} or fewer" in top
    assert f"doom {g.state.doom}/{tracks.doom_track(g)}" in line
    assert "Turn " not in line and "monsters " not in line and not re.search(r"gates \d+/\d+", line)
    assert "Environment:" not in line and "Mythos cards: " in line
    assert "gates to win)" not in top and f"{count(g.state.turn, 'phase')} played" in top


def test_a_base_only_game_does_not_speak_of_the_dunwich_cards():
    g = arkham.new_game(seed=1, investigators=2, ruleset="haunt")
    text = " ".join(describe(g, "base:healing_stone")["lines"])
    assert "Dunwich" not in text and "Revised card" not in text
    assert text.endswith("Each Upkeep you may recover 1 Stamina or 1 Sanity; lost when the Ancient One awakens.")


def test_a_checks_prompt_is_a_sentence():
    g = quiet_game()
    empty_handed(g, sliders=(0, 0, 0), clues=1)
    rig(g, 2, 3, 1, 1, 1, 1)
    start_check(g, 0, "lore", mod=0, diff=1)
    prompt = g.choice.prompt
    n = len(g.state.log[-1][1].rpartition("[")[2].rstrip("]").split(", "))
    assert prompt == f"Amanda Sharpe: 0 successes of the 1 needed so far, rolled {', '.join(['2', '3', '1'][:n])}"
    g = quiet_game()
    empty_handed(g, sliders=(0, 0, 0), clues=1)
    start_check(g, 0, "lore", mod=-9, diff=1)
    assert g.choice.prompt == "Amanda Sharpe: 0 successes of the 1 needed so far, no dice rolled"
    assert "[]" not in g.choice.prompt


def test_the_web_sheet_shows_a_card_as_this_game_has_it():
    """The table's sheet gives a held card's text as the terminal does: in a base-only game
    the note of the Dunwich revised printing is left out."""
    from arkham.present.table_view import sheet
    from arkham.testing import give

    g = arkham.new_game(seed=1, investigators=1)
    give(g, 0, "base:lantern")
    card = next(c for c in sheet(g, g.state.investigators[0])["cards"] if c["id"].startswith("base:lantern"))
    assert "Revised card" not in card["text"] and "Dunwich" not in card["text"]
    assert "+1 to every Luck check" in card["text"]
