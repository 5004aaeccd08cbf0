"""The log says what happened and why: events the audit found missing or mis-cited."""

from __future__ import annotations

import random

from arkham.rules.classic import core as C
from arkham.testing import (
    answer,
    empty_handed,
    give,
    labels,
    log_text,
    open_gate,
    put,
    put_monster,
    rig,
    run_step,
    start_combat,
)
from arkham.present.events import explain_detail

GRAVEYARD = "base:arkham/graveyard"


def test_closing_a_location_logs_who_and_what_moves_out(game):
    """base p.12: everyone at a location that closes goes to its street; the log says so,
    and a Mythos closing cites the Mythos card rule, not the terror track."""
    g = game
    put(g, 0, GRAVEYARD)
    m = put_monster(g, "zombie", GRAVEYARD)
    C.close_location(g, GRAVEYARD, "mythos")
    text = log_text(g)
    assert "Amanda Sharpe leaves Graveyard for Rivertown Streets as it closes" in text
    assert "Zombie moves out of Graveyard to Rivertown Streets as it closes" in text
    assert all(e[2] == "base p.12 closed markers of a Mythos card" for e in g.state.log)
    assert g.state.monsters[m] == "base:arkham/rivertown_streets"


def test_a_clue_not_placed_because_of_a_gate_is_logged(game):
    g = game
    card = g.content.mythos["base:blue_flu"]
    open_gate(g, card.clue, "base:world/abyss")
    deck = g.state.decks["mythos"]
    deck.remove(card.id)
    deck.insert(0, card.id)
    run_step(g, "mythos.phase", who=-1, phase=True)
    assert f"No Clue token appears at {C.name_of(g, card.clue)}: a gate is open there" in log_text(g)


def test_turn_and_phase_starts_are_logged():
    import arkham

    g = arkham.new_game(seed=3, investigators=1, ancient_one="base:yig")
    r = random.Random(3)
    while g.state.turn < 3 and not g.is_over:
        g.apply(r.choice(g.choice.options).id)
    text = log_text(g)
    for words in (
        "Turn 1 begins",
        "Turn 2 begins",
        "Upkeep Phase",
        "Movement Phase",
        "Arkham Encounters Phase",
        "Other World Encounters Phase",
        "Mythos Phase",
    ):
        assert words in text


def test_slider_moves_and_movement_left_are_logged(game):
    g = game
    inv = g.state.investigators[0]
    inv.sliders = [1, 1, 1]
    run_step(g, "upkeep.sliders", who=0, spent=0)
    answer(g, "Speed")
    assert "moves the Speed/Sneak slider" in log_text(g) and "Focus left" in log_text(g)
    put(g, 0, "base:arkham/rivertown_streets")
    run_step(g, "move", who=0, pts=3, full=3, start=inv.where)
    answer(g, "Move to Graveyard")
    assert "moves to Graveyard (2 movement points left)" in log_text(g)


def test_yig_doom_cites_yigs_sheet(game):
    g = game  # against Yig
    empty_handed(g, where=GRAVEYARD)
    m = put_monster(g, "cultist", GRAVEYARD)
    g.state.stack[:] = []
    start_combat(g, 0, m, st="round", held=[], cast=[], failed=[])
    rig(g, 6, 6, 6, 6, 6, 6)
    answer(g, "Fight:")
    doom = [e for e in g.state.log if e[1].startswith("Doom rises")]
    assert doom and doom[0][2] == "Yig's sheet: Yig's Anger"


def test_a_headline_names_the_monsters_it_returns(game):
    g = game
    put_monster(g, "zombie", "base:arkham/rivertown_streets")
    run_step(g, "fx", who=-1, seat=0, ops=[{"op": "return_monsters", "where": {"streets": True}}], i=0, ctx={})
    assert "Zombie returns to the cup" in log_text(g)
    run_step(g, "fx", who=-1, seat=0, ops=[{"op": "return_monsters", "where": {"streets": True}}], i=0, ctx={})
    assert "No monster is affected" in log_text(g)
    assert "0 monster" not in log_text(g)


def test_a_played_elder_sign_goes_to_the_box_and_the_log_says_so(game):
    from arkham.rules.classic.encounters import seal_with_elder_sign

    g = game
    area = "base:arkham/black_cave"
    inv = empty_handed(g, where=area)
    open_gate(g, area, "base:world/abyss")
    open_gate(g, "base:arkham/woods", "base:world/yuggoth")
    sign = give(g, 0, "base:elder_sign")
    g.state.stack[:] = [{"k": "test.halt"}]
    seal_with_elder_sign(g, inv, area, sign)
    assert sign in g.state.box
    assert "returns Elder Sign to the box" in log_text(g)
    assert "discards Elder Sign" not in log_text(g)


def test_amounts_read_as_a_player_says_them(game):
    g = game
    inv = g.state.investigators[0]
    C.gain(g, inv, "clues", 1, "test")
    C.gain(g, inv, "money", 3, "test")
    text = log_text(g)
    assert "gains 1 Clue token (test)" in text and "gains $3 (test)" in text
    assert "1 clues" not in text


def test_the_axe_alone_gives_three_in_the_final_battle_as_its_label_says(game):
    """The readied weapons' bonus in the battle is the one the option shows (Axe +3 with
    the other hand empty), through the same Combat check as any other."""
    g = game
    empty_handed(g, sliders=(0, 0, 0))
    give(g, 0, "base:axe")
    g.state.awakened = True
    g.state.doom = 5
    g.state.battle = {"round": 1, "tally": 0, "total": 0}
    g.state.stack[:] = [{"k": "test.halt"}]
    run_step(g, "battle.attack", who=0)
    assert "Ready Axe (+3)" in labels(g)
    from arkham.rules.classic.battle import ao_combat

    inv = g.state.investigators[0]
    answer(g, "Ready Axe")
    dice = max(0, C.skill_value(g, inv, "fight", "combat") + ao_combat(g) + 3)
    assert f"Attack the Ancient One with {C.count(dice, 'die', 'dice')}" in labels(g)
    rig(g, *([1] * dice))
    answer(g, "Attack the Ancient One")
    while g.choice is not None and g.choice.kind == "check":
        answer(g, "Keep the result")
    entry = next(e for e in reversed(g.state.log) if len(e) > 3)
    assert ["Axe", 3] in entry[3]["terms"]


def test_the_why_of_a_check_names_every_term_and_die(game):
    """A check's result carries what set its dice (slider, cards, modifier, weapons) and
    which dice counted; 'why' tells it (Shotgun sixes count twice)."""
    g = game
    empty_handed(g, where=GRAVEYARD)
    give(g, 0, "base:shotgun")
    m = put_monster(g, "zombie", GRAVEYARD)
    g.state.stack[:] = []
    start_combat(g, 0, m, st="round", held=[], cast=[], failed=[])
    answer(g, "Ready Shotgun")
    n = int(next(l for l in labels(g) if l.startswith("Fight:")).split()[1])
    rig(g, *([6] + [1] * (n - 1)))
    answer(g, "Fight:")
    entry = next(e for e in reversed(g.state.log) if len(e) > 3)
    lines = explain_detail(entry[3])
    assert any("Shotgun +4" in l and l.endswith(f"= {C.count(n, 'die', 'dice')}") for l in lines)
    assert any("6*" in l for l in lines)
    assert "Each 6 counts as two successes (Shotgun)" in lines
    assert lines[-1].startswith("2 successes")


def test_skill_terms_add_up_to_the_skill_value():
    """The explained terms of a skill always sum to the value the rules use."""
    import arkham

    for seed in range(30):
        g = arkham.new_game(seed=seed, investigators=2)
        r = random.Random(seed)
        for _ in range(r.randrange(5, 120)):
            if g.is_over:
                break
            g.apply(r.choice(g.choice.options).id)
        for inv in g.state.investigators:
            for skill in ("speed", "sneak", "fight", "will", "lore", "luck"):
                for check in (None, "evade", "horror", "combat", "spell"):
                    assert sum(n for _, n in C.skill_terms(g, inv, skill, check)) == C.skill_value(g, inv, skill, check)


def test_the_shared_why_and_phase_groups_use_the_engines_facts():
    """The presentation layer (terminal and web) explains a check from the facts kept with
    its result, and groups events by the phase marks the engine logs."""
    import arkham
    from arkham.present.events import grouped, why

    g = arkham.new_game(seed=8, investigators=2, ancient_one="base:yig")
    r = random.Random(8)
    while g.state.turn < 3 and not g.is_over:
        g.apply(r.choice(g.choice.options).id)
    log = g.state.log
    k = next(i for i, e in enumerate(log) if len(e) > 3)
    lines = why(g, k)
    assert any(line.startswith("Dice for the") for line in lines) and lines[-1].startswith("Rule: base p.13")
    groups = grouped(g)
    marks = {e["n"]: grp["phase"] for grp in groups for e in grp["events"] if e["text"] == "Movement Phase"}
    assert marks and set(marks.values()) == {"movement"}
