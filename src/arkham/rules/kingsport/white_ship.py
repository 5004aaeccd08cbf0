"""The White Ship (the Captain of the White Ship's card, given by the North Point
Lighthouse's ability): in the Movement Phase, in a town or an Other World, the Captain may
sail to the first area of any Other World instead of moving, with or without a gate to it.

Decisions: in a town the ship is taken before any step of movement (as the Patrol Wagon,
``fresh_move``), and monsters where he stands do not stop it (he leaves the board as one a
gate draws in); in an Other World it replaces moving on to the next area or back through a
gate. He arrives without an explored marker and, being the Captain, never delayed there.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arkham.effects.registry import op
from arkham.engine import step
from arkham.rules.classic import core as C
from arkham.rules.extensions import RuleModule, register

if TYPE_CHECKING:
    from arkham.engine import Frame, Game

RULE = "card text: The White Ship"


@op("white_ship_sail")
def op_white_ship_sail(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    g.push("kingsport.white_ship", who=fr["seat"])


@step("kingsport.white_ship")
def white_ship(g: Game, fr: Frame) -> Any:
    """The White Ship: he sails to the first area of the Other World he picks, giving up his
    movement."""
    inv = g.state.investigators[fr["who"]]
    worlds = sorted(g.content.worlds, key=lambda w: C.name_of(g, w))
    ans = fr.pop("ans", None)
    if ans not in worlds:
        return g.ask(
            fr,
            inv.seat,
            f"{C.inv_name(g, inv)} sails the White Ship: to which Other World?",
            [(w, C.name_of(g, w)) for w in worlds],
            kind="world",
        )
    g.pop(fr)
    # the movement he gives up: the Arkham move under way, or moving on in the Other World
    stack = g.state.stack
    for f in reversed(stack):
        if f.get("who") == inv.seat and f.get("k") in ("move", "movement.inv"):
            stack.remove(f)
            break
    inv.where, inv.stage, inv.explored, inv.jailed = ans, 1, False, False
    g.log(f"{C.inv_name(g, inv)} sails the White Ship to the first area of {C.name_of(g, ans)}", RULE)
    return None


MODULE = register(RuleModule("kingsport.white_ship"))
