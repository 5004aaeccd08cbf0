"""Hunting an Elusive monster (KH p.8 Elusive, base p.8 combat during movement). Decided:
a passed hunt begins combat as normal (the Horror check first, no damage before it, as
no Evade check was failed), and that combat ends the movement where the investigator
stands, won or not: KH p.8 says only that combat begins as normal, and base p.8 says a
combat begun while moving ends the move, the movement points left being lost."""

from __future__ import annotations

from arkham.rules.classic import core as C
from arkham.testing import answer, empty_handed, finished, give, labels, log_text, put, quiet_game, run_step

NORTHSIDE = "base:arkham/northside_streets"


def hunter():
    """Amanda (Fight 4 with her sliders, the Sword of Glory: +6, magical) and an Elusive Werewolf in the
    Northside streets, with 3 movement points to spend."""
    g = quiet_game(["base:amanda_sharpe", "base:joe_diamond"], packs=("base", "kingsport"), ancient_one="base:azathoth")
    inv = empty_handed(g, 0, sliders=(0, 3, 0), where=NORTHSIDE, clues=0)
    empty_handed(g, 1, where="base:arkham/train_station", clues=0)
    give(g, 0, "base:sword_of_glory")
    st = g.state
    m = next(m for m, p in sorted(st.monsters.items()) if C.base_id(m) == "kingsport:werewolf" and p in (C.CUP, C.BOX))
    if m in st.cup:
        st.cup.remove(m)
    st.monsters[m] = NORTHSIDE
    put(g, 0, NORTHSIDE)
    run_step(g, "move", who=0, pts=3, full=3, start=inv.where)
    return g, inv, m


def test_a_passed_hunt_is_a_normal_combat_that_ends_the_move():
    g, inv, m = hunter()
    assert "Hunt Werewolf (an Evade check first; movement ends)" in labels(g)
    g.state.rig[:] = [6] * 12  # the Evade check, the Horror check, the Combat check
    answer(g, "Hunt Werewolf")
    text = log_text(g)
    assert "corners Werewolf: combat begins" in text
    assert text.index("corners Werewolf") < text.index("makes a Horror")  # as normal: the Horror check first
    assert inv.stamina == C.max_stamina(g, inv)  # no damage before it
    assert g.choice.kind == "combat"
    answer(g, "Ready Sword of Glory")
    answer(g, "Fight")
    assert log_text(g).index("makes a Horror") < log_text(g).index("makes a Combat")
    assert m in inv.monster_trophies or g.state.monsters[m] != NORTHSIDE  # the Werewolf is beaten
    # the combat is over and so is the move: 3 points were left, no further step is offered
    assert finished(g) and inv.where == NORTHSIDE and inv.stamina == C.max_stamina(g, inv)
    assert "The combat ends Amanda Sharpe's movement at Northside Streets" in log_text(g)


def test_a_failed_hunt_ends_the_move_without_combat():
    g, inv, m = hunter()
    g.state.rig[:] = [1] * 6
    answer(g, "Hunt Werewolf")
    assert finished(g) and inv.where == NORTHSIDE and g.state.monsters[m] == NORTHSIDE
    assert "slips away" in log_text(g) and "combat ends" not in log_text(g)
