"""Dunwich monster movement (DH pp.6-7 and the monsters' printed text).

Stalker movement: a stalker with an investigator in an adjacent street area or
unstable location (one line away, arrows or not) moves there, toward the lowest
Sneak (the first player breaks ties); it never enters a stable location. With
no one adjacent it follows the arrows like a normal monster. An Environment's
``stalker_reach`` (Balmy) lets it reach investigators further away, the lowest
Sneak among all of them first.

Colour Out of Space: instead of moving it rolls a die; on 4-6 every investigator
on a town board loses 1 Sanity. Hunting Horror: it moves straight to the nearest
investigator in a street area or unstable location.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arkham.rules.classic import core as C
from arkham.rules.classic.movement import town_distances
from arkham.rules.classic.monster_movement import follow_arrows, investigators_at, toward_lowest_sneak
from arkham.rules.extensions import MonsterMover, RuleModule, register

if TYPE_CHECKING:
    from arkham.engine import Frame, Game

STALKER = "DH p.6 stalker movement"


def open_to_hunters(g: Game, area: str) -> bool:
    """A street area or an unstable location that is not closed."""
    a = g.content.areas[area]
    return (a.kind == "street" or a.unstable) and not C.is_closed(g, area)


def within(g: Game, place: str, reach: int) -> list[str]:
    """The areas at most ``reach`` lines away (arrows or not, never through a closed one)."""
    areas = g.content.areas
    seen, ring = {place}, [place]
    for _ in range(reach):
        ring = [b for a in ring for b in areas[a].connects if b not in seen and not C.is_closed(g, b)]
        seen.update(ring)
    return sorted(seen - {place})


def stalk(g: Game, fr: Frame, m: str, place: str, colour: str, ans: str | None) -> Any:
    if place not in g.content.areas or investigators_at(g, place):
        return None
    # an Environment may lengthen the reach (Balmy: up to 2 spaces away)
    reach = max([1] + [p["n"] for p in C.lasting_of(g, "stalker_reach")])
    near = [a for a in within(g, place, reach) if open_to_hunters(g, a) and investigators_at(g, a)]
    if not near:
        follow_arrows(g, m, colour, 1)
        return None
    dest = toward_lowest_sneak(g, fr, m, near, ans, "stalks")
    if not isinstance(dest, str):
        return dest
    g.state.monsters[m] = dest
    g.log(f"{C.name_of(g, m)} stalks {C.name_of(g, dest)}", STALKER)
    return None


def colour_out_of_space(g: Game, fr: Frame, m: str, place: str, colour: str, ans: str | None) -> Any:
    die = g.die()
    g.log(f"{C.name_of(g, m)}: instead of moving it rolls {die}", "monster text")
    if die >= 4:
        for inv in reversed(C.in_order(g)):
            if inv.where in g.content.areas and not inv.eliminated:
                g.push("loss", who=inv.seat, stamina=0, sanity=1, why="the Colour Out of Space", rule="monster text")
    return None


def hunting_horror(g: Game, fr: Frame, m: str, place: str, colour: str, ans: str | None) -> Any:
    if place in g.content.areas and investigators_at(g, place):
        return None
    prey = sorted(
        {
            i.where
            for i in g.state.investigators
            if not i.eliminated and i.where in g.content.areas and open_to_hunters(g, i.where)
        }
    )
    if not prey:
        return None
    if place in g.content.areas:
        dist = town_distances(g, place)
        d = min(dist.get(a, 10**6) for a in prey)
        prey = [a for a in prey if dist.get(a, 10**6) == d]
    dest = toward_lowest_sneak(g, fr, m, prey, ans, "hunts")
    if not isinstance(dest, str):
        return dest
    g.state.monsters[m] = dest
    g.log(f"{C.name_of(g, m)} swoops to {C.name_of(g, dest)}", "monster text")
    return None


MODULE = register(
    RuleModule(
        "dunwich.monsters",
        monster_movers=(
            MonsterMover("stalker", stalk),
            MonsterMover("colour_out_of_space", colour_out_of_space),
            MonsterMover("hunting_horror", hunting_horror),
        ),
    )
)
