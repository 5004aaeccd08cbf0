"""The nearest monster and the investigator meet (location cards of Kingsport's Central Hill
and of the box's Arkham neighborhoods).

- ``nearest_monster_comes``: of the monsters on any board's streets and locations, the one
  nearest the investigator moves to his place and he deals with it at once, evading or
  fighting (base p.10). Distance counts street links, with the train between depots as one
  step (as for the monsters that seek the nearest target). Decided: the Sky and the
  Outskirts are not on the board and are passed over; among equally near monsters the
  investigator picks; one already at his place is the nearest; with no monster on a board,
  nothing happens.
- ``nearest_monster``: the other way round, he moves to the nearest monster's street or
  location and faces it there; among equally near monsters he picks; with no monster on a
  board, a monster appears instead (as ``monster_appears``).

Imported by the rule modules whose cards use it (``kingsport.location_cards``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arkham.effects.interp import run_ops
from arkham.effects.registry import op
from arkham.engine import step
from arkham.rules.classic import core as C
from arkham.rules.classic.combat import push_face
from arkham.rules.classic.movement import town_distances
from arkham.rules.extensions import RuleModule, register

if TYPE_CHECKING:
    from arkham.engine import Frame, Game

RULE = "card text: the nearest monster comes"


def nearest(g: Game, here: str) -> list[str]:
    areas = g.content.areas
    if here not in areas:
        return []
    dist = town_distances(g, here)
    far = 10**6
    ds = {m: dist.get(p, far) for m, p in g.state.monsters.items() if p in areas}
    ds = {m: d for m, d in ds.items() if d < far}
    if not ds:
        return []
    best = min(ds.values())
    return sorted(m for m, d in ds.items() if d == best)


@op("nearest_monster_comes")
def op_nearest_monster_comes(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    inv = g.state.investigators[fr["seat"]]
    if not nearest(g, inv.where):
        g.log("No monster is on the board: none comes", RULE)
        return
    g.push("kingsport.nearest_monster", who=fr["seat"], comes=True)


@op("nearest_monster")
def op_nearest_monster(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    inv = g.state.investigators[fr["seat"]]
    if not nearest(g, inv.where):
        g.log("No monster is in any street or location: one appears", RULE)
        run_ops(g, fr["seat"], [{"op": "monster_appears"}], fr["ctx"], who=fr["who"])
        return
    g.push("kingsport.nearest_monster", who=fr["seat"], comes=False)


@step("kingsport.nearest_monster")
def nearest_monster(g: Game, fr: Frame) -> Any:
    """The nearest monster (his pick among equally near ones) comes to him, or with
    ``comes`` false he goes to it; he faces it."""
    inv = g.state.investigators[fr["who"]]
    near = nearest(g, inv.where)
    ans = fr.pop("ans", None)
    if not near:
        g.pop(fr)
        return None
    if ans not in near:
        if len(near) > 1:
            verb = "comes" if fr.get("comes", True) else f"{C.pron(g, inv, 'he')} goes to"
            return g.ask(
                fr,
                inv.seat,
                f"{C.inv_name(g, inv)} picks which of the nearest monsters {verb}",
                [(m, f"{C.monster_def(g, m).name} at {C.name_of(g, g.state.monsters[m])}") for m in near],
                kind="nearest_monster",
            )
        ans = near[0]
    g.pop(fr)
    was = g.state.monsters[ans]
    if not fr.get("comes", True):
        C.move_investigator(g, inv, was, f"drawn to {C.monster_def(g, ans).name}", RULE)
    elif was != inv.where:
        g.state.monsters[ans] = inv.where
        g.log(f"{C.monster_def(g, ans).name} moves from {C.name_of(g, was)} to {C.name_of(g, inv.where)}", RULE)
    push_face(g, inv.seat, ans)
    return None


register(RuleModule(name="kingsport.nearest_monster"))  # enabled by the parts whose cards use these ops
