"""Ops of where investigators go and what befalls them there: moves, encounters elsewhere,
delays, arrests, being lost or devoured, monsters and gates appearing, the terror level
and the doom track, closed locations (the Places and status section of docs/effects.md)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arkham.effects.interp import run_ops
from arkham.effects.registry import op
from arkham.engine import step
from arkham.effects.ops.context import here as _here, inv as _inv, why as _why
from arkham.rules.classic import core as C
from arkham.rules.classic.combat import push_face
from arkham.rules.classic.status import arrest, delay, devour, return_to_arkham, send_lost
from arkham.state import ENCOUNTER

if TYPE_CHECKING:
    from arkham.engine import Frame, Game


@op("move_to", required=("area",))
def op_move_to(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    inv = _inv(g, fr)
    if o["area"] in g.content.worlds:  # to the first area of another Other World
        inv.where = o["area"]
        inv.stage = 1
        inv.explored = False
        g.log(f"{C.inv_name(g, inv)} moves to {C.name_of(g, o['area'])}", "encounter")
        C.announce(g, "other_world_entered", inv)
        return
    if C.is_closed(g, o["area"]):
        g.log(f"{C.name_of(g, o['area'])} is closed", "")
        return
    C.move_investigator(g, inv, o["area"], "encounter")


@op("to_street")
def op_to_street(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    inv = _inv(g, fr)
    if inv.where in g.content.areas:
        C.move_investigator(g, inv, C.street_of(g, inv.where), "encounter")


@op("encounter_at", required=("area",), optional=("draw",))
def op_encounter_at(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """``draw: 2``: draw two cards there and choose one (one more for Darrell / Gloria, FAQ)."""
    extra = o.get("draw", 1) - 1
    if o["area"] in g.content.worlds:
        g.push("fx.visit_world", who=fr["seat"], world=o["area"], extra=extra)
        return
    if C.is_closed(g, o["area"]):
        g.log(f"{C.name_of(g, o['area'])} is closed", "")
        return
    g.push("fx.encounter_at", who=fr["seat"], area=o["area"], extra=extra)


@step("fx.visit_world")
def fx_visit_world(g: Game, fr: Frame) -> None:
    """One Other World encounter in that world, then back to where the investigator was
    (unless the encounter lost him in time and space or knocked him out)."""
    st = g.state
    inv = st.investigators[fr["who"]]
    if "back" not in fr:
        fr["back"] = inv.where
        fr["back_stage"] = inv.stage
        inv.where = fr["world"]
        inv.stage = 1
        inv.explored = False
        g.log(f"{C.inv_name(g, inv)} is drawn into {C.name_of(g, fr['world'])} for one encounter", "encounter")
        C.announce(g, "other_world_entered", inv)
        g.push("otherworld.inv", who=inv.seat, extra=fr["extra"])
        return None
    g.pop(fr)
    if inv.where == fr["back"] or inv.where == C.LOST or inv.out_turn == st.turn or inv.eliminated:
        return None
    if fr["back"] in g.content.worlds:  # sent from one Other World to another: back to the same area
        if inv.stage == 0:
            return None  # the visit brought him home to Arkham
        inv.where, inv.stage = fr["back"], fr.get("back_stage", 1)
        g.log(f"{C.inv_name(g, inv)} returns to {C.name_of(g, fr['back'])}", "encounter")
        return None
    C.move_investigator(g, inv, fr["back"], "back from the visit")
    return None


@step("fx.encounter_at")
def fx_encounter_at(g: Game, fr: Frame) -> None:
    """Move, deal with the monsters there, then a normal Arkham encounter there (FAQ)."""
    st = g.state
    inv = st.investigators[fr["who"]]
    if "st" not in fr:
        C.move_investigator(g, inv, fr["area"], "encounter")
        fr["st"] = "monsters"
        fr["queue"] = sorted(C.monsters_at(g, inv.where))
    if "ret" in fr:
        outcome = fr.pop("ret")
        if outcome == "lost" or inv.where != fr["area"]:
            g.pop(fr)
            return None
    q = [m for m in fr["queue"] if st.monsters.get(m) == inv.where]
    if q:
        fr["queue"] = q[1:]
        push_face(g, inv.seat, q[0])
        return None
    g.pop(fr)
    if C.is_location(g, inv.where):
        g.push("arkham.inv", who=inv.seat, extra=fr.get("extra", 0))
    return None


@op("delayed")
def op_delayed(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    delay(g, _inv(g, fr), "encounter")


@op("stay_in_world")
def op_stay(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    delay(g, _inv(g, fr), "held in the Other World")


@op("lose_turn")
def op_lose_turn(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    inv = _inv(g, fr)
    inv.lose_turn = g.state.turn + 1
    g.log(f"{C.inv_name(g, inv)} will lose the next turn", "DH FAQ lose your next turn")


@op("arrested")
def op_arrested(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    inv = _inv(g, fr)
    if inv.jailed:
        return
    arrest(g, inv, _why(g, fr), end=fr["who"] == inv.seat)


@op("lost")
def op_lost(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    inv = _inv(g, fr)
    send_lost(g, inv, _why(g, fr))
    if fr["who"] == inv.seat:
        C.end_activity(g, inv)


@op("devoured")
def op_devoured(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    devour(g, _inv(g, fr), "encounter")


@op("return_to_arkham")
def op_return(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    inv = _inv(g, fr)
    if inv.stage > 0:
        return_to_arkham(g, inv, "encounter")


@op("monster_appears", optional=("combat_mod",), nested=("defeated",))
def op_monster_appears(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """A monster appears: evade or fight it now; it never stays on the board (DH/KH ruling).
    ``combat_mod`` adds to every Combat check against it (negative: a penalty); ``defeated``:
    ops that follow only when he defeats it (not when he evades it)."""
    inv = _inv(g, fr)
    here = fr["ctx"].get("area") or inv.where
    if C.flux_stabilized(g, here):
        g.log("No monster can appear where Kate Winthrop stands", "investigator ability")
        return
    m = C.draw_monster(g)
    g.state.monsters[m] = ENCOUNTER
    g.log(f"A monster appears: {C.name_of(g, m)}", "base p.22 monsters in encounters")
    if o.get("defeated"):
        g.push("fx.if_defeated", who=fr["seat"], ops=o["defeated"], ctx=dict(fr["ctx"]))
    push_face(g, fr["seat"], m, enc=True, combat_mod=o.get("combat_mod", 0))


@step("fx.if_defeated")
def fx_if_defeated(g: Game, fr: Frame) -> None:
    """The outcome of facing a monster that appeared: its ``defeated`` ops when it was."""
    g.pop(fr)
    if fr.get("ret") == "defeated":
        run_ops(g, fr["who"], fr["ops"], fr["ctx"])


@op("gate_opens", optional=("monster",))
def op_gate_opens(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """A gate (and a monster) appear: doom rises, those here are drawn through and delayed (FAQ)."""
    area = _here(g, fr)
    if area in g.content.areas:
        g.push("gate.open", who=-1, area=area, surge=False, monster=o.get("monster", True))


@op("terror", required=("n",))
def op_terror(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    C.raise_terror(g, o["n"], "card")


@op("doom", required=("n",))
def op_doom(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    if o["n"] > 0:
        C.add_doom(g, o["n"], _why(g, fr), "card text")
    else:
        g.state.doom = max(0, g.state.doom + o["n"])
        g.log(f"Doom falls to {g.state.doom}", "")


def close_until(g: Game, areas: list[str], until: str | None) -> None:
    st = g.state
    last = st.turn + 1 if until == "end_of_next_turn" else 10**6
    for a in areas:
        C.close_location(g, a, "mythos", permanent=until is None)
        st.until.append(["closed", a, last])


@op("close_location", required=("area",), optional=("until",))
def op_close_location(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    close_until(g, [o["area"]], o.get("until"))


@op("clue_here", optional=("n",))
def op_clue_here(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    area = _here(g, fr)
    g.state.clues_on[area] = g.state.clues_on.get(area, 0) + o.get("n", 1)
