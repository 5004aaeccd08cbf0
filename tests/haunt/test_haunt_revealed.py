"""What counts as hidden coming out in Haunt of the Watchers, for fair take-back
(``Game.revealed_since``, which compares the game then and now with ``engine._revealed``):
rigged scenes where a rule turns a face-down gate up, or takes monsters from the Other
World stacks, and nothing else happens by chance."""

from __future__ import annotations

from arkham.engine import _revealed
from arkham.rules.classic import core as C
from arkham.rules.haunt.data import hd
from arkham.rules.haunt.monster_acts import push_monster_activities
from arkham.rules.haunt.status import draw_monster

from helpers.haunt_scenes import AREA, gate, haunt_game, monster, mythos

HERE = "graveyard"
YUGGOTH = "base:world/yuggoth"


def acts(g):
    g.state.stack = [g.state.stack[0]]
    push_monster_activities(g)
    g.run()


def summon_scene(face_up: bool):
    """A witch with one clue at the Graveyard (a grey summoning circle of the Mythos card in
    play) and a gate to Yuggoth there, where a warlock waits on top of a byakhee."""
    g = haunt_game()
    mythos(g, "sheldon_gang_turns_to_police_for_aid")
    gate(g, HERE, "yuggoth", face_up=face_up)
    under = monster(g, "byakhee", YUGGOTH)
    top = monster(g, "warlock", YUGGOTH)
    hd(g)["stacks"][YUGGOTH] = [under, top]
    monster(g, "witch", HERE, clues=1)
    return g, top


def nothing_by_chance(then, now):
    """The generator, the decks, the cup and the gate pile are as they were."""
    assert then.rng.getstate() == now.rng.getstate()
    assert then.state.decks == now.state.decks and then.state.cup == now.state.cup
    assert then.state.gate_pile == now.state.gate_pile


def test_a_face_down_gate_turned_up_is_revealed():
    g, top = summon_scene(face_up=False)
    then = g.clone()
    acts(g)
    assert AREA[HERE] not in hd(g)["face_down"] and g.state.monsters[top] == AREA[HERE]
    nothing_by_chance(then, g)
    assert _revealed(then, g) is True


def test_the_top_monster_of_a_stack_coming_out_is_no_secret():
    # HotW places Other World monsters face up, each atop the last, and the table shows every
    # stack whole (arkham.view, the terminal's Other Worlds panel): the summoning of the
    # warlock through a face-up gate shows nothing that was not already seen
    g, top = summon_scene(face_up=True)
    then = g.clone()
    acts(g)
    assert g.state.monsters[top] == AREA[HERE] and hd(g)["stacks"][YUGGOTH] == hd(then)["stacks"][YUGGOTH][:1]
    nothing_by_chance(then, g)
    assert _revealed(then, g) is False


def test_a_monster_drawn_after_the_stacks_refill_the_empty_cup_is_revealed():
    g = haunt_game()
    st = g.state
    for m in list(st.cup):  # every monster out of the cup
        st.cup.remove(m)
        st.monsters[m] = C.BOX
    under = monster_from_box(g, "byakhee", YUGGOTH)
    top = monster_from_box(g, "warlock", YUGGOTH)
    out = monster_from_box(g, "zombie", "outskirts")
    hd(g)["stacks"][YUGGOTH] = [under, top]
    hd(g)["stacks"]["outskirts"] = [out]
    then = g.clone()
    drawn = draw_monster(g)
    assert drawn in (top, out) and st.monsters[under] == YUGGOTH  # the tops went back to the cup, one drawn
    assert _revealed(then, g) is True  # which of them: by chance
    # and a rigged draw is revealed just the same
    g2 = haunt_game()
    then2 = g2.clone()
    g2.state.rig_monsters.append("base:byakhee")
    then2.state.rig_monsters.append("base:byakhee")
    assert C.base_id(draw_monster(g2)) == "base:byakhee"
    assert _revealed(then2, g2) is True


def monster_from_box(g, kind, where):
    m = next(m for m, p in g.state.monsters.items() if p == C.BOX and C.base_id(m).endswith(":" + kind))
    g.state.monsters[m] = where
    return m
