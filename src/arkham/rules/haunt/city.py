"""The City phase (HotW §City Phase I-VI): a Speed allocation, the active
investigator's move with Evade checks, monster movement, monster encounters, one
City activity, monster activities."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arkham.engine import step
from arkham.rules.classic import core as C
from arkham.rules.classic.movement import blocked, movement_points
from arkham.rules.haunt import goals, skills
from arkham.rules.haunt.data import cite, hd, in_city, mclues, monsters_at, seat_key
from arkham.rules.haunt.bank import do_loan, loan_options
from arkham.rules.haunt.evade import push_evade
from arkham.rules.haunt.fight import group_awareness, most_observant, push_fight, steal
from arkham.rules.haunt.transfers import asset_options, do_asset, do_inventory, inventory_options

if TYPE_CHECKING:
    from arkham.engine import Frame, Game

STAGES = ("speed", "move", "monsters", "encounters", "activity", "monster_acts")


def staying(g: Game, inv: Any) -> bool:
    """'Stay here next turn' holds him through the next phase begun after it was given."""
    return inv.delayed or seat_key(inv.seat) in hd(g).get("stay", {})


@step("haunt.city")
def city(g: Game, fr: Frame) -> Any:
    """One investigator's City phase, in stages ``st``: ``speed`` (a Speed bonus gives the
    movement points), ``move``, ``evading``, the monsters' move, the ``encounters``, his
    ``activity``, and the monsters' activities."""
    st = g.state
    inv = st.investigators[fr["who"]]
    stage = fr.get("st", "speed")
    ans = fr.pop("ans", None)
    if stage == "speed":
        if ans is None:
            return g.ask(
                fr,
                inv.seat,
                f"{C.inv_name(g, inv)}: which Speed bonus starts the City phase?",
                [(f"stop:{k}", skills.stop_label(g, inv, 0, k)) for k in skills.free_stops(g, inv, 0)],
                kind="allocate",
            )
        skills.allocate(g, inv, 0, int(ans.partition(":")[2]))
        pts = movement_points(g, inv)
        if staying(g, inv):
            g.log(f"{C.inv_name(g, inv)} must stay here this phase and does not move", cite("Phases And Turns"))
            pts = 0
        fr.update(st="move", pts=pts, transfers=g.content.investigators[inv.id].focus)
        g.log(f"{C.inv_name(g, inv)} has {C.count(pts, 'movement point')}", cite("City Phase II Investigator Movement"))
        return None
    if stage == "move":
        return move(g, fr, inv, ans)
    if stage == "evading":
        return evaded(g, fr, inv)
    if stage == "monsters":
        fr["st"] = "encounters"
        fr["met"] = []
        goals.move_all(g)
        return None
    if stage == "encounters":
        here = {i.where for i in st.investigators if in_city(g, i)}  # where an encounter may be
        for area in g.content.areas:
            if area not in fr["met"] and area in here and monsters_at(g, area):
                fr["met"].append(area)
                push_fight(g, area=area)
                return None
        fr["st"] = "activity"
        return None
    if stage == "activity":
        fr["st"] = "monster_acts"
        if in_city(g, inv):
            g.push("haunt.activity", who=inv.seat)
        return None
    if stage == "monster_acts":
        fr["st"] = "done"
        from arkham.rules.haunt.monster_acts import push_monster_activities

        push_monster_activities(g)
        return None
    g.pop(fr)
    return None


def move(g: Game, fr: Frame, inv: Any, ans: str | None) -> Any:
    """One location per point; leaving an area with monsters needs an Evade check
    against the most observant of them (HotW §City Phase II)."""
    if ans is None:
        if not in_city(g, inv):
            fr["st"] = "monsters"
            return None
        opts: list[tuple[str, str]] = [("stop", f"End the move at {C.name_of(g, inv.where)}")]
        if fr["pts"] > 0 and not blocked(g, inv.where):
            guard = monsters_at(g, inv.where)
            note = f", Evade check at {group_awareness(g, guard):+d}" if guard else ""
            for b in g.content.areas[inv.where].connects:
                if not C.is_closed(g, b) and not blocked(g, b):
                    opts.append((f"to:{b}", f"Move to {C.name_of(g, b)} ({C.count(fr['pts'], 'point')} left{note})"))
        opts += inventory_options(g, inv, fr.get("transfers", 0)) + asset_options(g, inv) + loan_options(g, inv)
        if len(opts) == 1:
            ans = "stop"
        else:
            return g.ask(fr, inv.seat, f"{C.inv_name(g, inv)} moves", opts, kind="move")
    if ans == "stop":
        fr["st"] = "monsters"
        return None
    if do_inventory(g, inv, ans):
        fr["transfers"] -= 1
        return None
    if do_asset(g, inv, ans) or do_loan(g, inv, ans):
        return None
    dest = ans.partition(":")[2]
    guard = monsters_at(g, inv.where)
    if guard:
        fr.update(st="evading", dest=dest)
        push_evade(
            g,
            inv.seat,
            most_observant(g, guard),
            group_awareness(g, guard),
            1,
            any(mclues(g, m) for m in guard),
            f"slipping past the monsters at {C.name_of(g, inv.where)}",
        )
        return None
    step_to(g, fr, inv, dest)
    return None


def step_to(g: Game, fr: Frame, inv: Any, dest: str) -> None:
    fr["pts"] -= 1
    C.move_investigator(g, inv, dest, "", cite("City Phase II Investigator Movement"))


def evaded(g: Game, fr: Frame, inv: Any) -> None:
    passed, succ = fr.pop("ret")
    dest = fr.pop("dest")
    fr["st"] = "move"
    if inv.eliminated or not in_city(g, inv):
        fr["st"] = "monsters"
        return None
    rule = cite("City Phase II Investigator Movement")
    if not passed:
        g.log(f"{C.inv_name(g, inv)} fails to slip past and stops here; no Stamina is lost", rule)
        fr["st"] = "monsters"
        return None
    if succ > 1:
        steal(g, inv, monsters_at(g, inv.where), succ - 1, rule)
    step_to(g, fr, inv, dest)
    return None
