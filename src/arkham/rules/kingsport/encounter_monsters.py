"""Monsters an encounter brings, sends back or points to (the Kingsport box's Arkham location
cards).

- ``monsters_for_reward`` (``n``; ``do``): N monsters appear one after another, each evaded
  or fought as a monster in an encounter (base p.22: none stays on the board); when every one
  of them was defeated, the investigator resolves ``do`` ("if you kill both of them").
  Evading one, fleeing or a knock-out forfeits the reward; where no monster can appear, none
  is killed and nothing is won.
- ``gate_monster_to_cup``: the investigator picks a monster standing at an open gate; it
  returns to the cup. None there: nothing.
- ``sky_outskirts_to_cup`` (``keep``: how many he may keep, default 0): every monster in
  the Sky and the Outskirts returns to the cup, but he may first keep up to ``keep`` of them
  as monster trophies (an Endless or Spawn monster cannot be a trophy and is not offered).

``nearest_monster`` (he goes to the nearest monster) is in ``kingsport.nearest_monster``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arkham.effects.interp import run_ops
from arkham.effects.registry import op
from arkham.engine import step
from arkham.rules.classic import core as C
from arkham.rules.classic.combat import push_face
from arkham.state import ENCOUNTER, OUTSKIRTS, SKY
from arkham.rules.extensions import RuleModule, register

if TYPE_CHECKING:
    from arkham.engine import Ask, Frame, Game

RULE = "Kingsport location card"


@op("monsters_for_reward", required=("n",), nested=("do",))
def op_monsters_for_reward(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    g.push(
        "kingsport.monsters_for_reward",
        who=fr["who"],
        seat=fr["seat"],
        left=o["n"],
        do=o.get("do", []),
        ctx=dict(fr["ctx"]),
        killed=True,
        here=fr["ctx"].get("area"),
    )


@step("kingsport.monsters_for_reward")
def monsters_for_reward(g: Game, fr: Frame) -> None:
    """``left`` monsters appear one after another for him to face; if he kills them all
    (``killed``) the reward ``do`` runs."""
    inv = g.state.investigators[fr["seat"]]
    if "ret" in fr and fr.pop("ret") != "defeated":
        fr["killed"] = False
    if fr["left"] > 0:
        fr["left"] -= 1
        if C.flux_stabilized(g, fr["here"] or inv.where):
            g.log("No monster can appear where Kate Winthrop stands", "investigator ability")
            fr["killed"] = False
            return None
        m = C.draw_monster(g)
        g.state.monsters[m] = ENCOUNTER
        g.log(f"A monster appears: {C.name_of(g, m)}", "base p.22 monsters in encounters")
        push_face(g, fr["seat"], m, enc=True)
        return None
    g.pop(fr)
    if fr["killed"]:
        run_ops(g, fr["seat"], fr["do"], fr["ctx"], who=fr["who"])
    else:
        g.log(f"{C.inv_name(g, inv)} did not kill them all: no reward", RULE)
    return None


def _at_gates(g: Game) -> list[str]:
    return sorted(m for m, p in g.state.monsters.items() if p in g.state.gates)


@op("gate_monster_to_cup")
def op_gate_monster_to_cup(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    if _at_gates(g):
        g.push("kingsport.gate_monster_to_cup", who=fr["seat"])
    else:
        g.log("No monster stands at an open gate", RULE)


@step("kingsport.gate_monster_to_cup")
def gate_monster_to_cup(g: Game, fr: Frame) -> Ask | None:
    """He sends a monster at an open gate back to the cup."""
    inv = g.state.investigators[fr["who"]]
    ms = _at_gates(g)
    ans = fr.pop("ans", None)
    if ans not in ms:
        return g.ask(
            fr,
            inv.seat,
            f"{C.inv_name(g, inv)} sends a monster at an open gate back to the cup",
            [(m, f"{C.name_of(g, m)} at {C.name_of(g, g.state.monsters[m])}") for m in ms],
            kind="monster",
        )
    g.pop(fr)
    C.to_cup(g, ans)
    g.log(f"{C.name_of(g, ans)} returns to the cup", RULE)
    return None


@op("sky_outskirts_to_cup", optional=("keep",))
def op_sky_outskirts_to_cup(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    g.push("kingsport.sky_outskirts_to_cup", who=fr["seat"], keep=o.get("keep", 0))


def _trophy_ok(g: Game, m: str) -> bool:
    spawn = g.content.spawn_kinds and C.base_id(m) in g.content.spawn_kinds
    return not spawn and "endless" not in C.monster_abilities(g, m)


@step("kingsport.sky_outskirts_to_cup")
def sky_outskirts_to_cup(g: Game, fr: Frame) -> Ask | None:
    """Every monster of the Sky and the Outskirts returns to the cup; he may first keep up
    to ``keep`` of them as trophies."""
    st = g.state
    inv = st.investigators[fr["who"]]
    there = sorted(m for m, p in st.monsters.items() if p in (SKY, OUTSKIRTS))
    ans = fr.pop("ans", None)
    if ans in there:
        C.claim_trophy(g, inv, ans)
        g.log(f"{C.inv_name(g, inv)} keeps {C.name_of(g, ans)} as a trophy", RULE)
        fr["keep"] -= 1
        there.remove(ans)
    kept = [m for m in there if _trophy_ok(g, m)]
    if ans is None and fr["keep"] > 0 and kept:
        return g.ask(
            fr,
            inv.seat,
            f"{C.inv_name(g, inv)} may keep a monster of the Sky or the Outskirts as a trophy",
            [(m, f"Keep {C.name_of(g, m)} ({C.name_of(g, st.monsters[m])})") for m in kept] + [("none", "Keep none")],
            kind="monster",
        )
    g.pop(fr)
    for m in there:
        C.to_cup(g, m)
    g.log(
        f"{C.count(len(there), 'monster')} of the Sky and the Outskirts {'returns' if len(there) == 1 else 'return'} to the cup",
        RULE,
    )
    return None


register(RuleModule(name="kingsport.encounter_monsters"))  # enabled by the parts whose cards use these ops
