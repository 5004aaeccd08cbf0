"""The day (HotW §Sequence Of Play): one Upkeep, then City and Other World phases in
any order, one at a time, until the players end the day."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arkham.engine import step
from arkham.rules.classic import core as C
from arkham.rules.haunt import skills
from arkham.rules.haunt.data import cite, first_seat, hd, in_city, in_play, seat_key
from arkham.rules.haunt.status import tidy
from arkham.rules.haunt.transfers import asset_options

if TYPE_CHECKING:
    from arkham.engine import Ask, Frame, Game
    from arkham.state import Investigator


def blocked(g: Game, inv: Investigator) -> bool:
    """'Lose your next turn': no phase may be started until another one is completed
    (HotW §Phases And Turns). ``turn`` counts the phases played."""
    return inv.lose_turn > g.state.turn


def can_start_city(g: Game, inv: Investigator) -> bool:
    return in_city(g, inv) and not blocked(g, inv) and bool(skills.free_stops(g, inv, 0))


def can_start_otherworld(g: Game, inv: Investigator) -> bool:
    return not inv.eliminated and inv.stage > 0 and not blocked(g, inv)


def phase_options(g: Game) -> list[tuple[str, str]]:
    opts = []
    for inv in in_play(g):
        if can_start_city(g, inv):
            opts.append((f"city:{inv.seat}", f"{C.inv_name(g, inv)} allocates a Speed bonus and starts a City phase"))
        if can_start_otherworld(g, inv):
            opts.append(
                (
                    f"otherworld:{inv.seat}",
                    f"{C.inv_name(g, inv)} starts an Other World phase in {C.name_of(g, inv.where)}",
                )
            )
    for inv in in_play(g):
        if asset_options(g, inv):
            opts.append((f"assets:{inv.seat}", f"{C.inv_name(g, inv)} hands clues, money or trophies to someone here"))
    return opts


def stays(g: Game) -> dict[str, int]:
    return hd(g).setdefault("stay", {})  # present from setup on: never a new key


def start_phase(g: Game, kind: str, seat: int) -> None:
    st = g.state
    st.turn += 1
    st.phase = kind
    hd(g)["phase"] = {"kind": kind, "seat": seat}
    hd(g)["revealed"] = []
    # 'stay here next turn' lasts through the next phase begun after it was given
    for inv in in_play(g):
        if inv.delayed and seat_key(inv.seat) not in stays(g):
            stays(g)[seat_key(inv.seat)] = st.turn
    name = "a City phase" if kind == "city" else "an Other World phase"
    g.log(f"{C.inv_name(g, st.investigators[seat])} starts {name} (phase {st.turn})", cite("Sequence Of Play"))


def end_phase(g: Game) -> None:
    st = g.state
    skills.end_phase(g)
    hd(g)["phase"] = None
    hd(g)["revealed"] = []
    for key, since in list(stays(g).items()):
        if since <= st.turn:
            del stays(g)[key]
            st.investigators[int(key)].delayed = False
    st.phase = "day"
    tidy(g)


@step("haunt.day")
def day(g: Game, fr: Frame) -> Ask | None:
    """A Haunt day: its Upkeep, then the first investigator starts phases (or passes assets)
    one at a time until the investigators end the day (stages ``st`` ``upkeep``, ``free``,
    ``after``)."""
    st = g.state
    stage = fr.get("st", "upkeep")
    if stage == "upkeep":
        fr["st"] = "free"
        hd(g)["day"] = hd(g).get("day", 0) + 1
        st.phase = "upkeep"
        st.first = first_seat(g)
        g.log(f"Day {hd(g)['day']} begins", cite("Sequence Of Play"))
        g.push("haunt.upkeep", who=-1, phase=True, seg=1)
        return None
    if stage == "after":
        end_phase(g)
        fr["st"] = "free"
    st.phase = "day"
    st.first = first_seat(g)
    opts = phase_options(g)
    ans = fr.pop("ans", None)
    if ans is None:
        if not opts:
            ans = "end"
        else:
            return g.ask(
                fr,
                first_seat(g),
                f"Day {hd(g)['day']}: start a phase or end the day?",
                opts + [("end", "End the day")],
                kind="day",
            )
    if ans == "end":
        g.log(f"The investigators end day {hd(g)['day']}", cite("Sequence Of Play"))
        fr["st"] = "upkeep"
        return None
    kind, _, seat = ans.partition(":")
    if kind == "assets":
        g.push("haunt.assets", who=int(seat))
        return None
    fr["st"] = "after"
    start_phase(g, kind, int(seat))
    g.push(f"haunt.{kind}", who=int(seat), phase=True)
    return None
