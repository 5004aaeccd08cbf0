"""Monster activities at the end of each City phase (HotW §City Phase VI): every
city monster with clues at a Mythos location associated with its symbol summons
monsters, opens a gate, or raises the Terror level."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arkham.engine import step
from arkham.rules.classic import core as C
from arkham.rules.haunt.data import (
    activity_at,
    cite,
    city_monsters,
    gate_world,
    hd,
    mclues,
    monster_symbol,
    set_mclues,
)
from arkham.rules.haunt.status import collect_clues, kate_at, take_top
from arkham.state import OUTSKIRTS

if TYPE_CHECKING:
    from arkham.engine import Frame, Game

RULE = cite("City Phase VI Monster Activities")


def able(g: Game) -> list[str]:
    return [
        m
        for m in city_monsters(g)
        if mclues(g, m) > 0
        and g.state.monsters[m] in g.content.areas
        and activity_at(g, g.state.monsters[m], monster_symbol(g, m))
    ]


def push_monster_activities(g: Game) -> None:
    """Monsters able at the end of the phase act one by one (ruling: in marker order,
    the rules allowing any order); one made unable by an earlier act does nothing."""
    acting = able(g)
    if acting:
        g.push("haunt.monster_acts", who=-1, phase=True, queue=acting)


@step("haunt.monster_acts")
def monster_acts(g: Game, fr: Frame) -> None:
    """The monsters' activities: each monster of the ``queue`` still able acts in turn."""
    while fr["queue"]:
        m = fr["queue"].pop(0)
        if m in able(g):
            act(g, m)
            if g.state.stack[-1] is not fr:
                return None
    g.pop(fr)
    return None


def act(g: Game, m: str) -> None:
    from arkham.rules.haunt.tracks import raise_terror, terror_blocked

    st = g.state
    area = st.monsters[m]
    name = C.name_of(g, m)
    kind = activity_at(g, area, monster_symbol(g, m))
    if kind == "terror":
        if terror_blocked(g):
            g.log(f"{name} cannot raise the Terror level now and keeps its clues", RULE)
            return
        n = mclues(g, m)
        set_mclues(g, m, 0)
        g.log(f"{name} discards {C.count(n, 'clue')} at {C.name_of(g, area)} to raise the Terror level", RULE)
        raise_terror(g, n, f"{name}'s activity", RULE)
        return
    # summon
    if kate_at(g, area):
        g.log(f"Kate Winthrop prevents {name} from summoning at {C.name_of(g, area)}; it keeps its clues", RULE)
        return
    if area in st.gates:
        if area in hd(g).get("face_down", []):
            hd(g)["face_down"].remove(area)
            g.log(
                f"{name} turns the gate at {C.name_of(g, area)} face-up: it leads to "
                f"{C.name_of(g, gate_world(st.gates[area]))}",
                RULE,
            )
        world = gate_world(st.gates[area])
        while mclues(g, m) > 0:
            src = world if take_peek(g, world) else OUTSKIRTS if take_peek(g, OUTSKIRTS) else None
            if src is None:
                g.log(f"No monster waits in {C.name_of(g, world)} or the Outskirts: the summoning stops", RULE)
                break
            set_mclues(g, m, mclues(g, m) - 1)
            new = take_top(g, src)
            st.monsters[new] = area  # type: ignore[index]
            g.log(
                f"{name} discards a clue and summons {C.name_of(g, new)} from {C.name_of(g, src)} to "  # type: ignore[arg-type]
                f"{C.name_of(g, area)}",
                RULE,
            )
        collect_clues(g)
        return
    if not st.gate_pile:
        g.log(f"{name} would open a gate at {C.name_of(g, area)}, but no gate is left; it keeps its clues", RULE)
        return
    g.shuffle(st.gate_pile)
    st.gates[area] = st.gate_pile.pop(0)
    hd(g).setdefault("face_down", []).append(area)
    set_mclues(g, m, 0)
    g.log(f"{name} discards its clues and opens a face-down gate at {C.name_of(g, area)}", RULE)


def take_peek(g: Game, world: str) -> bool:
    from arkham.rules.haunt.status import top_of

    return top_of(g, world) is not None
