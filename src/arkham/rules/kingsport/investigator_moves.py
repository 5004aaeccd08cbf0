"""Investigators carried elsewhere by an encounter (the Kingsport box's Arkham location cards).

- ``through_nearest_gate``: the investigator is drawn through the open gate nearest to where
  he stands (street distance; among equally near gates he picks), into the first area of its
  Other World. Decided: not delayed, as a Nightgaunt's victim (he is moved, not caught by a
  gate opening on him); his encounter ends there. With no open gate, nothing happens.
- ``swap_and_encounter``: he trades places with another investigator of his choice (the
  rule ``swap_places_with_another``: not one Lost in Time and Space), then has an encounter
  where he now stands: the monsters there first and a location card at an Arkham location
  (none in a street), or an Other World encounter in an Other World. The other investigator
  has none.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arkham.effects.registry import op
from arkham.engine import step
from arkham.rules.classic import core as C
from arkham.rules.classic.movement import nearest_gates
from arkham.rules.classic.status import enter_other_world
from arkham.rules.kingsport.shared_card_ops import swap_places_with_another
from arkham.rules.extensions import RuleModule, register

if TYPE_CHECKING:
    from arkham.engine import Ask, Frame, Game

RULE = "Kingsport location card"


@op("through_nearest_gate")
def op_through_nearest_gate(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    inv = g.state.investigators[fr["seat"]]
    gates = nearest_gates(g, inv.where) if inv.stage == 0 else []
    if not gates:
        g.log(f"No open gate draws {C.inv_name(g, inv)} through: nothing happens", RULE)
        return
    stack = g.state.stack
    while stack and stack[-1].get("who") == inv.seat and not stack[-1].get("phase"):
        C.abandon(g, stack.pop())  # his encounter ends as he is drawn away
    g.push("kingsport.through_nearest_gate", who=-1, seat=inv.seat, gates=gates)
    raise C.Interrupt()


@step("kingsport.through_nearest_gate")
def through_nearest_gate(g: Game, fr: Frame) -> Ask | None:
    """He is drawn to the nearest gate (his pick among equally near ``gates``) and through
    it into its Other World."""
    inv = g.state.investigators[fr["seat"]]
    gates = fr["gates"]
    ans = fr.pop("ans", None)
    if len(gates) > 1 and ans not in gates:
        return g.ask(
            fr,
            inv.seat,
            f"Equally near gates: through which one is {C.inv_name(g, inv)} drawn?",
            [(a, f"{C.name_of(g, a)} (gate to {C.name_of(g, g.state.gates[a])})") for a in gates],
            kind="gate",
        )
    g.pop(fr)
    area = ans if ans in gates else gates[0]
    C.move_investigator(g, inv, area, "drawn to the nearest gate", RULE)
    enter_other_world(g, inv, area, delayed=False, why="drawn through the nearest gate", rule=RULE)
    return None


@op("swap_and_encounter")
def op_swap_and_encounter(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    inv = g.state.investigators[fr["seat"]]
    if not any(i.seat != inv.seat and not i.eliminated and i.where != C.LOST for i in g.state.investigators):
        g.log("No other investigator can trade places: nothing happens", RULE)
        return
    g.push("kingsport.encounter_where_now", who=fr["seat"])
    swap_places_with_another(g, fr, o)  # pushed last: the swap comes first


@step("kingsport.encounter_where_now")
def encounter_where_now(g: Game, fr: Frame) -> None:
    """He has an encounter where he now stands: in an Other World, or at his Arkham
    place."""
    inv = g.state.investigators[fr["who"]]
    g.pop(fr)
    if inv.out_turn == g.state.turn or inv.eliminated:
        return None
    if inv.stage > 0:
        g.push("otherworld.inv", who=inv.seat, extra=0)
    elif inv.where in g.content.areas:
        g.push("fx.encounter_at", who=inv.seat, area=inv.where, extra=0)
    return None


register(RuleModule(name="kingsport.investigator_moves"))  # enabled by the parts whose cards use these ops
