"""`why N` as a player reads it (the terminal's and the web table's, from arkham.present.events):
every event says which rule it applies and what set its numbers; a count in brackets is
explained, never given as the cause; a check's start and its result both list what set the
number of dice; a rule cite that explains itself is said once."""

from __future__ import annotations

import random
import re

import pytest

import arkham
from arkham.present.events import why
from arkham.present.words import explain_rule
from arkham.testing import answer, empty_handed, give, quiet_game, rig, run_step, start_check


def _played(seed: int, **kw) -> arkham.Game:
    g = arkham.new_game(seed=seed, **kw)
    r = random.Random(seed)
    n = 0
    while not g.is_over and n < 1500:
        g.apply(r.choice(g.choice.options).id)
        n += 1
    return g


GAMES = {
    "base": dict(investigators=2, ancient_one="base:cthulhu"),
    "kingsport": dict(investigators=2, packs=["base", "kingsport"], ancient_one="base:azathoth"),
    "haunt": dict(investigators=3, ruleset="haunt"),
}


@pytest.fixture(scope="module", params=sorted(GAMES))
def played(request):
    return request.param, _played(31, **GAMES[request.param])


def test_no_why_gives_a_bare_count_as_its_cause_nor_says_its_rule_twice(played):
    _, g = played
    for k in range(len(g.state.log)):
        lines = why(g, k)
        assert lines[0].startswith(f"#{k} ")
        assert lines[-1].startswith("Rule: "), lines
        for line in lines[1:]:
            if line.startswith("Cause: "):
                assert re.search(r"[A-Za-z]{3}", line[len("Cause: ") :]), (g.state.log[k], lines)
        head, _, words = lines[-1][len("Rule: ") :].partition(" — ")
        assert head != words and "HotW §" not in words, lines[-1]


def test_a_rift_progress_count_says_what_it_counts():
    g = _played(31, **GAMES["kingsport"])
    k = next(i for i, e in enumerate(g.state.log) if "goes onto the first Rift Track" in e[1])
    lines = why(g, k)
    filled, size = re.search(r"\((\d+) of (\d+)\)$", g.state.log[k][1]).groups()
    assert not any(line.startswith("Cause: ") for line in lines)
    assert f"The track now holds {filled} of its {size} rift progress markers" in lines[1]
    assert "its rift opens" in lines[1]
    assert lines[-1].endswith("the Kingsport Horror rulebook (rule changes and FAQ), pages 8-10: rifts: rift progress")


def test_movement_and_focus_counts_say_what_sets_them():
    g = _played(31, **GAMES["base"])
    log = g.state.log
    move = next(i for i, e in enumerate(log) if re.search(r"\(\d+ movement points? left\)$", e[1]))
    assert "as many movement points as his Speed" in why(g, move)[1]
    focus = next(i for i, e in enumerate(log) if e[1].endswith("Focus left)"))
    assert "the Focus on the investigator's sheet" in why(g, focus)[1]


def test_a_lore_check_lists_what_set_its_dice_at_its_start_and_at_its_result():
    """Lore 1 on the slider, a Lore Skill card (+1), the check's modifier -1: 1 die; then 2
    Clue tokens spent, 2 dice each for Amanda Sharpe: 4 more; its start and its result say
    the same."""
    g = quiet_game()
    inv = empty_handed(g, sliders=(0, 0, 0), clues=2)
    give(g, 0, "base:lore")
    assert arkham.rules.classic.core.skill_value(g, inv, "lore") == 2
    rig(g, 1, 2, 3, 4, 5, 6)
    start_check(g, 0, "lore", mod=-1, diff=2, why="reading the tome")
    answer(g, "Spend")
    answer(g, "Spend")
    log = g.state.log
    k = next(i for i, e in enumerate(log) if " makes a Lore (-1) [2] check for reading the tome" in e[1])
    j = next(i for i, e in enumerate(log) if len(e) > 3)
    for n in (k, j):
        lines = why(g, n)
        assert (
            "Dice for the Lore check: Lore on the slider 1, Lore +1, the modifier for reading the tome -1 = 1 die"
        ) in lines
        assert "Then 4 more dice: 4 from 2 Clue tokens spent" in lines
        assert any(line.startswith("Rolled ") for line in lines)
    assert f"(the check's result is event #{j})" in why(g, k)


def test_a_one_die_check_says_die_and_success_in_the_singular():
    g = quiet_game()
    empty_handed(g, sliders=(0, 0, 0))
    inv = g.state.investigators[0]
    rig(g, 5, 5, 5, 5, 5, 5, 5, 5)
    skill = arkham.rules.classic.core.skill_value(g, inv, "luck")
    start_check(g, 0, "luck", mod=1 - skill, diff=1)
    log = g.state.log
    k = next(i for i, e in enumerate(log) if " makes a Luck " in e[1])
    assert log[k][1].endswith(": 1 die [5]")
    lines = why(g, k + 1)
    assert any(line.endswith("= 1 die") for line in lines)
    assert "1 success against a difficulty of 1: passed" in lines


def test_haunt_checks_count_the_bonus_covered_and_cite_the_rules_once():
    g = _played(31, **GAMES["haunt"])
    log = g.state.log
    j = next(i for i, e in enumerate(log) if len(e) > 3 and e[3] and e[3].get("terms"))
    text = "\n".join(why(g, j))
    assert "on the slider" not in text and "bonus covered this phase" in text
    hotw = next(i for i, e in enumerate(log) if e[2].startswith("HotW §"))
    lines = why(g, hotw)
    assert lines[0].startswith(f"#{hotw} (phase ")
    assert lines[-1] == f"Rule: {log[hotw][2]} — Haunt of the Watchers, section {log[hotw][2][len('HotW §') :]}"


def test_the_train_fare_cites_the_rule_for_traveling_between_towns():
    g = quiet_game(["base:joe_diamond"], packs=("base", "dunwich"))
    empty_handed(g, money=1, where="base:arkham/train_station")
    run_step(g, "move", who=0, pts=2, full=2, start="base:arkham/train_station")
    answer(g, "Take the train to Bishop's Brook Bridge")
    k = next(i for i, e in enumerate(g.state.log) if "for the train fare" in e[1])
    assert why(g, k)[-1] == (
        "Rule: DH p.5 traveling between towns — the Dunwich Horror rulebook (rule changes and FAQ), "
        "page 5: traveling between towns"
    )


def test_texts_named_as_cites_say_what_they_are():
    assert explain_rule("Cthulhu's attack") == "Cthulhu's attack, printed on the Ancient One's sheet"
    assert explain_rule("Hastur: start of battle") == "Hastur's start of battle, printed on the Ancient One's sheet"
    assert explain_rule("investigator ability") == "the investigator's own ability, printed on the sheet"
    assert explain_rule("Rail Pass") == "the text of Rail Pass"
