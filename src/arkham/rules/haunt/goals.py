"""Monster goals and movement (HotW §Monster Movement).

A monster's goal comes from its symbol and the Mythos cards: not shown on any card,
destroy the nearest investigator; shown and carrying no clue, the nearest location
with uncollected clues (else hunt); shown and carrying clues, the nearest Mythos
location associated with its symbol. Ties follow the white arrow if it approaches a
target, then the black; then the First Investigator (hunting) or the first tied
location in board order (ruling, in place of the players' choice).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arkham.rules.classic import core as C
from arkham.rules.classic.movement import distances as board_distances
from arkham.rules.haunt.data import (
    area_order,
    associated,
    cite,
    city_investigators,
    displayed,
    first_investigator,
    investigators_at,
    mclues,
    monster_symbol,
    set_mclues,
)
from arkham.rules.haunt.monster_texts import MOVES
from arkham.state import SKY

if TYPE_CHECKING:
    from arkham.engine import Game

RULE = cite("Monster Movement")
_DIST: dict[int, tuple[Any, dict[str, dict[str, int]]]] = {}


def distances(g: Game, start: str) -> dict[str, int]:
    """Board distances from ``start`` (the board never changes: remembered per content)."""
    entry = _DIST.get(id(g.content))
    if entry is None or entry[0] is not g.content:
        entry = _DIST[id(g.content)] = (g.content, {})
    d = entry[1].get(start)
    if d is None:
        d = entry[1][start] = board_distances(g, start)
    return d


def goal(g: Game, m: str) -> tuple[str, list[str]]:
    """(kind, target areas): kind is 'hunt', 'clues' or 'act'. Ruling: a closed location
    is never a goal, as no monster may enter it."""
    kind, targets = _goal(g, m)
    return kind, [t for t in targets if not C.is_closed(g, t)]


def _goal(g: Game, m: str) -> tuple[str, list[str]]:
    symbol = monster_symbol(g, m)
    if displayed(g, symbol):
        if mclues(g, m) == 0:
            spots = sorted(a for a, n in g.state.clues_on.items() if n > 0 and a in g.content.areas)
            if spots:
                return "clues", spots
        else:
            return "act", associated(g, symbol)
    return "hunt", sorted({i.where for i in city_investigators(g)})


def goal_label(g: Game, m: str) -> str:
    kind, targets = goal(g, m)
    if kind == "hunt":
        return "destroy the nearest investigator" if targets else "no investigator in the city"
    if kind == "clues":
        return "collect clues"
    return "activity at " + ", ".join(C.name_of(g, a) for a in targets)


def approaches(g: Game, nxt: str | None, targets: list[str], d: int) -> bool:
    if nxt is None:
        return False
    dn = distances(g, nxt)
    return any(dn.get(t, 10**6) < d for t in targets)


def next_step(g: Game, here: str, kind: str, targets: list[str]) -> str | None:
    """The area one move from ``here`` toward the goal, None when there is none or the
    monster is already at it."""
    if not targets or here in targets:
        return None
    dist = distances(g, here)
    reach = [t for t in targets if t in dist]
    if not reach:
        return None
    d = min(dist[t] for t in reach)
    nearest = [t for t in reach if dist[t] == d]
    area = g.content.areas[here]
    for arrow in (area.white, area.black):
        if approaches(g, arrow, nearest, d):
            return arrow
    if kind == "hunt":
        fi = first_investigator(g, [i for i in city_investigators(g) if i.where in nearest])
        target = fi.where if fi is not None else nearest[0]
    else:
        order = area_order(g)
        target = sorted(nearest, key=lambda a: order[a])[0]
    # along a shortest path; Ruling: among equal paths, the first link in board order
    for b in area.connects:
        db = distances(g, b)
        if db.get(target, 10**6) == d - 1:
            return b
    return None  # pragma: no cover - the board is connected


def pick_target(g: Game, kind: str, targets: list[str]) -> str | None:
    """From the Sky every city area is one move away: all targets tie."""
    if not targets:
        return None
    if kind == "hunt":
        fi = first_investigator(g, [i for i in city_investigators(g) if i.where in targets])
        return fi.where if fi is not None else None
    order = area_order(g)
    return sorted(targets, key=lambda a: order[a])[0]


def move_monster(g: Game, m: str) -> None:
    """Move one monster toward its goal by its border colour; it stays put with
    investigators in its area or at its goal."""
    st = g.state
    here = st.monsters[m]
    if here != SKY and investigators_at(g, here):
        return
    kind, targets = goal(g, m)
    if not targets or here in targets:
        return
    how = C.monster_moves(g, m)
    md = C.monster_def(g, m)
    name = md.name
    if how == "flying":
        if C.lasting_of(g, "fliers_stay"):
            return
        if here != SKY:
            st.monsters[m] = SKY
            g.log(f"{name} flies up into the Sky", RULE)
            return
        dest = pick_target(g, kind, targets)
        if dest is not None:
            st.monsters[m] = dest
            g.log(f"{name} swoops down on {C.name_of(g, dest)}", RULE)
        return
    if here == SKY:
        return  # only fliers use the Sky
    if how == "unique":
        own = MOVES.get(md.special or "")  # its own text (monster_texts: the Hound, the Chthonian)
        if own is not None:
            own(g, m, kind, targets)
            return
    if how == "stationary" and mclues(g, m) >= 2:
        dest = _nearest_target(g, here, kind, targets)
        if dest is not None:
            set_mclues(g, m, mclues(g, m) - 1)
            st.monsters[m] = dest
            g.log(f"{name} discards a clue and vanishes to {C.name_of(g, dest)}", RULE)
            return
    steps = 2 if how == "fast" and not C.lasting_of(g, "fast_move_as_normal") else 1
    for i in range(steps):
        here = st.monsters[m]
        nxt = next_step(g, here, kind, targets)
        if nxt is None or C.is_closed(g, nxt):
            return
        st.monsters[m] = nxt
        g.log(f"{name} moves to {C.name_of(g, nxt)}", RULE)
        if nxt in targets or investigators_at(g, nxt):
            return
        if i + 1 < steps and nxt in st.clues_on:
            # a fast monster passing a location takes its clues "at any time ... immediately"
            # (HotW §Monster Movement), not only where its move ends; its goal stays: a
            # monster seeking clues would have stopped here, one seeking an investigator or
            # its Mythos location still seeks it
            from arkham.rules.haunt.status import collect_at

            collect_at(g, nxt)


def _nearest_target(g: Game, here: str, kind: str, targets: list[str]) -> str | None:
    dist = distances(g, here)
    reach = [t for t in targets if t in dist]
    if not reach:
        return None
    d = min(dist[t] for t in reach)
    return pick_target(g, kind, [t for t in reach if dist[t] == d])


def move_all(g: Game) -> None:
    """Every city monster moves, the most observant first (HotW play summary)."""
    from arkham.rules.haunt.data import city_monsters
    from arkham.rules.haunt.status import collect_clues

    order = sorted(city_monsters(g), key=lambda m: (C.monster_stat(g, m, "awareness"), m))
    for m in order:
        if g.state.monsters.get(m) in g.content.areas or g.state.monsters.get(m) == SKY:
            move_monster(g, m)
            collect_clues(g)
