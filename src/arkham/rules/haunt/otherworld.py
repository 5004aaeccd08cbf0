"""The Other World phase (HotW §Other World Phase): the colour-matched Gate card,
then, if the investigator wishes, a Focus check advancing one section per success,
home after the second through a face-up gate to that world only."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arkham.engine import step
from arkham.rules.classic import core as C
from arkham.rules.classic.checks import push_check
from arkham.rules.haunt.data import cite, face_up_gates, gate_world, hd, seat_key

if TYPE_CHECKING:
    from arkham.engine import Frame, Game
    from arkham.state import Investigator

RULE = cite("Other World Phase, Other World Movement")


@step("haunt.otherworld")
def otherworld(g: Game, fr: Frame) -> Any:
    """His Other World phase in Haunt: the encounter, then unless he must stay a Focus check
    (stage ``st`` ``move?``): each success moves him a section on, past the second back to
    the city."""
    st = g.state
    inv = st.investigators[fr["who"]]
    stage = fr.get("st", "encounter")
    if inv.eliminated or inv.stage == 0:
        g.pop(fr)
        return None
    if stage == "encounter":
        fr["st"] = "move?"
        g.push("otherworld.inv", who=inv.seat)  # the shared Gate card draw and encounter
        return None
    if stage == "move?":
        if inv.delayed or seat_key(inv.seat) in hd(g).get("stay", {}):
            g.log(f"{C.inv_name(g, inv)} must stay in this section this phase", cite("Phases And Turns"))
            g.pop(fr)
            return None
        ans = fr.pop("ans", None)
        if ans is None:
            return g.ask(
                fr,
                inv.seat,
                f"{C.inv_name(g, inv)} in {C.name_of(g, inv.where)} (section {inv.stage}): try to move on?",
                [("roll", "Roll a Focus check: one section per success"), ("stay", "Stay")],
                kind="other_world",
            )
        if ans == "stay":
            g.pop(fr)
            return None
        fr["st"] = "rolled"
        push_check(g, inv.seat, "focus", 0, 1, matters=True, why="moving through the Other World")
        return None
    _, succ = fr.pop("ret")
    g.pop(fr)
    for _ in range(succ):
        if inv.stage == 1:
            inv.stage = 2
            g.log(f"{C.inv_name(g, inv)} advances to the second section of {C.name_of(g, inv.where)}", RULE)
        else:
            return_to_city(g, inv, "moved on past the second section")
            break
    return None


def gates_home(g: Game, inv: Investigator) -> list[str]:
    return sorted(a for a, gm in face_up_gates(g).items() if gate_world(gm) == inv.where)


def return_to_city(g: Game, inv: Investigator, why: str) -> None:
    """Home through a face-up gate to the world he is in; with none, he stays in the
    second section (HotW §Other World Movement). Also the hook for cards that return
    an investigator to the city."""
    gates = gates_home(g, inv)
    if not gates:
        if inv.stage == 1:
            inv.stage = 2
        g.log(
            f"No face-up gate leads back from {C.name_of(g, inv.where)}: {C.inv_name(g, inv)} cannot return yet", RULE
        )
        return
    if len(gates) == 1:
        arrive(g, inv, gates[0], why)
        return
    g.push("haunt.return", who=inv.seat, gates=gates, why=why)


def arrive(g: Game, inv: Investigator, area: str, why: str) -> None:
    inv.where = area
    inv.stage = 0
    inv.explored = False
    g.log(f"{C.inv_name(g, inv)} returns to {C.name_of(g, area)} ({why})", RULE)


@step("haunt.return")
def choose_return(g: Game, fr: Frame) -> Any:
    """His return to the city through one of ``gates`` that leads home, his pick when
    several do."""
    inv = g.state.investigators[fr["who"]]
    gates = [a for a in fr["gates"] if a in gates_home(g, inv)]
    ans = fr.pop("ans", None)
    if not gates or inv.stage == 0:
        g.pop(fr)
        return None
    if ans is None and len(gates) > 1:
        return g.ask(
            fr,
            inv.seat,
            f"{C.inv_name(g, inv)} returns to the city: through which gate?",
            [(a, C.name_of(g, a)) for a in gates],
            kind="return",
        )
    g.pop(fr)
    arrive(g, inv, ans or gates[0], fr["why"])
    return None


@step("haunt.gate_opens")
def gate_opens(g: Game, fr: Frame) -> None:
    """Replaces a card's 'a gate opens here': nothing where a gate already stands (HotW
    §Investigate); otherwise (ruling) a gate from the discard pile is placed face-down,
    with no Doom and no monster, as Haunt opens gates only that way."""
    st = g.state
    area = fr["area"]
    g.pop(fr)
    if area in st.gates:
        g.log(f"A gate is already at {C.name_of(g, area)}: nothing happens", cite("Investigate"))
        return None
    if not st.gate_pile:
        g.log("No gate is left in the discard pile", cite("Investigate"))
        return None
    g.shuffle(st.gate_pile)
    st.gates[area] = st.gate_pile.pop(0)
    hd(g).setdefault("face_down", []).append(area)
    g.log(f"A face-down gate opens at {C.name_of(g, area)}", cite("Investigate"))
    return None
