"""The Movement Phase (base pp.6-8): Arkham movement with movement points,
monsters in the way, Other World movement, delayed and jailed investigators."""

from __future__ import annotations

from collections import deque
from typing import TYPE_CHECKING, Any

from arkham.engine import step
from arkham.rules.classic import abilities
from arkham.rules.classic import core as C
from arkham.rules.classic.status import return_to_arkham

if TYPE_CHECKING:
    from arkham.engine import Ask, Frame, Game


def distances(g: Game, start: str) -> dict[str, int]:
    """Board distance from ``start`` to every area (breadth-first over connections)."""
    areas = g.content.areas
    dist = {start: 0}
    q = deque([start])
    while q:
        a = q.popleft()
        for b in areas[a].connects:
            if b not in dist:
                dist[b] = dist[a] + 1
                q.append(b)
    return dist


def town_distances(g: Game, start: str) -> dict[str, int]:
    """Distance over street links, with the train between depots as one more step
    (Hunting Horror, Shadowy Figure: monsters that seek the nearest target)."""
    areas = g.content.areas
    depots = [d for t in g.content.towns.values() for d in t.depots]
    dist = {start: 0}
    q = deque([start])
    while q:
        a = q.popleft()
        nxt = list(areas[a].connects) + ([d for d in depots if d != a] if areas[a].depot else [])
        for b in nxt:
            if b not in dist:
                dist[b] = dist[a] + 1
                q.append(b)
    return dist


def nearest_gates(g: Game, start: str) -> list[str]:
    if start not in g.content.areas or not g.state.gates:
        return []
    dist = distances(g, start)
    ds = {a: dist.get(a, 10**6) for a in g.state.gates}
    best = min(ds.values())
    return sorted(a for a, d in ds.items() if d == best)


def blocked(g: Game, area: str) -> bool:
    for u in g.state.until:  # a plain loop: asked for every street next to a moving investigator
        if u[0] == "block_street" and u[1] == area:
            return True
    return False


def entry_cost(g: Game, area: str) -> int:
    """Movement points to enter an area: 1, or what a failed Rumor set for the streets
    for the rest of the game (Riots: the ``street_entry_cost`` counter)."""
    cost = g.state.counters.get("street_entry_cost")
    return cost if cost is not None and C.is_street(g, area) else 1


def movement_points(g: Game, inv: Any) -> int:
    n = C.skill_value(g, inv, "speed")
    n += sum(C.card_data(g, inv, "movement_bonus"))  # Ruby of R'lyeh
    if inv.where in g.content.areas:
        # movement points equal Speed (base p.6); a modifier to Speed *checks* (an
        # Environment's check_mod) is not a change of the skill and gives no point less
        n -= sum(p["n"] for p in C.lasting_of(g, "check_mod") if p["skill"] == "speed")
    for p in C.lasting_of(g, "movement_points"):
        n += p["n"]
    return max(0, n)


@step("movement.inv")
def movement(g: Game, fr: Frame) -> None:
    """His Movement Phase: let out of jail, delayed, called away or lost he does not move;
    in an Other World he may first use abilities, then moves on or returns; in Arkham he
    gets his movement points (``ow_only``: only the Other Worlds move)."""
    st = g.state
    inv = st.investigators[fr["who"]]
    g.pop(fr)
    if fr.get("ow_only") and inv.stage == 0:
        return None
    if inv.jailed:
        inv.jailed = False
        inv.delayed = False
        g.log(f"{C.inv_name(g, inv)} is let out of the jail cell", "base p.16 arrested")
        return None
    if inv.delayed:
        inv.delayed = False
        g.log(f"{C.inv_name(g, inv)} is delayed and does not move", "base p.8 delayed")
        return None
    if st.counters.get(f"called:{inv.seat}") == st.turn:
        g.log(f"{C.inv_name(g, inv)} was called away this turn and does not move again", "card")  # Call Friend
        return None
    if inv.where == C.LOST:
        return None
    if inv.stage > 0 and not fr.get("offered"):
        opts = abilities.options(g, inv, "other_world")
        if opts:
            g.push("movement.ow_abilities", who=inv.seat)
            return None
    if inv.stage == 1:
        inv.stage = 2
        g.log(
            f"{C.inv_name(g, inv)} moves on to the second area of {C.name_of(g, inv.where)}",
            "base p.8 Other World movement",
        )
        C.announce(g, "other_world_entered", inv)
        return None
    if inv.stage == 2:
        return_to_arkham(g, inv, "Other World movement")
        return None
    pts = movement_points(g, inv)
    g.push("move", who=inv.seat, pts=pts, full=pts, start=inv.where)
    return None


@step("movement.ow_abilities")
def ow_abilities(g: Game, fr: Frame) -> Ask | None:
    """In an Other World: abilities usable instead of (or before) moving on, e.g. Find Gate."""
    inv = g.state.investigators[fr["who"]]
    ans = fr.pop("ans", None)
    if ans is None:
        opts = abilities.options(g, inv, "other_world")
        if not opts or inv.stage == 0:
            g.pop(fr)
            return None
        return g.ask(
            fr,
            inv.seat,
            f"{C.inv_name(g, inv)} in {C.name_of(g, inv.where)}",
            [("go", "Move on as usual")] + opts,
            kind="other_world",
        )
    g.pop(fr)
    g.push("movement.inv", who=inv.seat, offered=True, ow_only=ans != "go")
    if ans != "go":
        abilities.start(g, inv, ans)  # if it brings him home, he does not move again
    return None


@step("move")
def move(g: Game, fr: Frame) -> Ask | None:
    """Arkham movement: step by step, dealing with monsters when leaving or stopping."""
    st = g.state
    inv = st.investigators[fr["who"]]
    stage = fr.get("st", "choose")
    if stage == "choose":
        ans = fr.pop("ans", None)
        if ans is None and "wagon_to" in fr:
            ans = "to:" + fr.pop("wagon_to")  # Patrol Wagon: relocated, but monsters here still guard (FAQ)
            fr["wagon"] = True
        if ans is None:
            opts = [("stop", f"End movement at {C.name_of(g, inv.where)}")]
            pts = fr["pts"]
            if pts > 0 and not blocked(g, inv.where):
                # is_closed, blocked and entry_cost read inline: this runs for every step of every move
                closed, gates, until = st.closed, st.gates, st.until
                street_cost = st.counters.get("street_entry_cost")  # otherwise each area costs 1 (pts > 0)
                for b in g.content.areas[inv.where].connects:
                    if (
                        closed.get(b)
                        and b not in gates
                        or until
                        and blocked(g, b)
                        or street_cost is not None
                        and street_cost > pts
                        and C.is_street(g, b)
                    ):
                        continue
                    opts.append((f"to:{b}", f"Move to {C.name_of(g, b)} ({pts} movement left)"))
                kinds = g.rules.packs.movement_kinds
                if kinds:
                    for kind in kinds.values():  # extension point: the train
                        opts += kind.options(g, inv, fr["pts"])
            actions = g.rules.packs.move_actions
            if actions:
                for action in actions.values():  # extension point: hunting Elusive monsters
                    opts += action.options(g, inv, fr)
            opts += abilities.options(
                g,
                inv,
                "movement",
                {"pts": fr["pts"], "fresh": fr["pts"] == fr.get("full", fr["pts"]) and inv.where == fr["start"]},
            )
            opts += abilities.trade_options(g, inv)
            if len(opts) == 1:
                ans = "stop"
            else:
                return g.ask(fr, inv.seat, f"{C.inv_name(g, inv)} moves", opts, kind="move")
        if abilities.act(g, inv, ans, {"pts": fr["pts"]}):
            return None
        if ans == "stop":
            fr["st"] = "end"
            fr["queue"] = guards(g, inv)
            return None
        via, _, dest = ans.partition(":")
        if via in g.rules.packs.move_actions:
            g.rules.packs.move_actions[via].act(g, inv, fr, ans)
            return None
        fr["dest"] = dest
        if via != "to":
            fr["via"] = via
        fr["queue"] = guards(g, inv)
        fr["st"] = "leave"
        return None
    if stage == "leave":
        # every monster here must be evaded (or fought) before leaving (base p.6)
        r = face_next(g, fr, inv, "leave_faced")
        if r is not None:
            return None if r == "pushed" else r
        # all evaded: step on
        via = fr.pop("via", None)
        if via is not None and not g.rules.packs.movement_kinds[via].depart(g, inv, fr):
            fr.pop("dest")
            fr["st"] = "choose"
            return None
        dest = fr.pop("dest")
        if fr.pop("wagon", False):
            fr["pts"] = 0
        else:
            fr["pts"] -= 1 if via is not None else entry_cost(g, dest)
        left = fr["pts"]
        C.move_investigator(
            g, inv, dest, f"{left} movement point{'' if left == 1 else 's'} left", "base p.6 Arkham movement"
        )
        if g.content.areas[dest].ends_movement and fr["pts"] > 0:  # hard going (the Kingsport Head, KH p.7)
            fr["pts"] = 0
            g.log(f"Entering {C.name_of(g, dest)} ends {C.inv_name(g, inv)}'s movement", "KH p.7 the Kingsport Head")
        fr["st"] = "choose"
        return None
    if stage == "leave_faced":
        outcome = fr.pop("ret")
        fr["queue"].remove(fr.pop("facing"))
        if outcome == "evaded":
            fr["st"] = "leave"
            return None
        if outcome == "lost":
            g.pop(fr)
            return None
        # combat began: movement is over, but the rest must still be dealt with (base p.14)
        combat_ends_movement(g, inv)
        fr.pop("dest", None)
        fr.pop("via", None)
        fr["pts"] = 0
        fr["st"] = "end"
        fr["queue"] = [m for m in fr["queue"] if st.monsters.get(m) == inv.where]
        return None
    if stage == "end":
        r = face_next(g, fr, inv, "end_faced")
        if r is not None:
            return None if r == "pushed" else r
        g.pop(fr)
        end_of_movement(g, inv)
        return None
    if stage == "end_faced":
        outcome = fr.pop("ret")
        fr["queue"].remove(fr.pop("facing"))
        fr["queue"] = [m for m in fr["queue"] if st.monsters.get(m) == inv.where]
        if outcome == "lost" or inv.where not in g.content.areas:
            g.pop(fr)
            return None
        fr["st"] = "end"
        return None
    raise AssertionError(stage)  # pragma: no cover


def combat_ends_movement(g: Game, inv: Any) -> None:
    """Won or fled, a combat begun while moving ends the move where it began: the rest of
    the movement points are lost (base p.8)."""
    if inv.where in g.content.areas and not inv.eliminated:
        g.log(
            f"The combat ends {C.inv_name(g, inv)}'s movement at {C.name_of(g, inv.where)}; "
            "the movement points left are lost",
            "base p.8 combat ends movement",
        )


def guards(g: Game, inv: Any) -> list[str]:
    """Monsters the investigator must deal with here; none on the turn he came back
    through this location's gate (base p.18 monsters guarding gates)."""
    if inv.returned_turn == g.state.turn and inv.where in g.state.gates:
        return []
    if g.state.counters.get(f"pass_by:{inv.seat}") == g.state.turn:
        return []  # Summon Shantak: monsters are passed by this turn
    # Elusive monsters let investigators leave or stop beside them (KH p.8 Elusive)
    return sorted(m for m in C.monsters_at(g, inv.where) if "elusive" not in C.monster_abilities(g, m))


def face_next(g: Game, fr: Frame, inv: Any, faced_stage: str) -> Any:
    """Deal with the next monster of the queue, in the order the player picks (base p.14):
    an Ask when asking the order, "pushed" when its face step was pushed, None when done."""
    nxt = next_monster(g, fr, inv)
    if nxt == "ask":
        return g.ask(
            fr,
            inv.seat,
            "Deal with which monster first?",
            [(f"m:{m}", C.monster_def(g, m).name) for m in fr["queue"]],
            kind="order",
        )
    if nxt is None:
        return None
    fr["facing"] = nxt
    fr["st"] = faced_stage
    from arkham.rules.classic.combat import push_face

    push_face(g, inv.seat, nxt)
    return "pushed"


def next_monster(g: Game, fr: Frame, inv: Any) -> str | None:
    q = [m for m in fr["queue"] if g.state.monsters.get(m) == inv.where]
    fr["queue"] = q
    if not q:
        return None
    ans = fr.pop("ans", None)
    if ans is not None and ans.startswith("m:"):
        return ans[2:]
    if len(q) == 1:
        return q[0]
    return "ask"


def end_of_movement(g: Game, inv: Any) -> None:
    """Pick up Clue tokens (base p.8), then street events of the Environment."""
    st = g.state
    n = st.clues_on.get(inv.where, 0)
    if n and C.card_data(g, inv, "no_board_clues"):
        g.log(f"{C.inv_name(g, inv)} cannot pick up the Clue tokens here", "card")  # Double Vision
    elif n and inv.where not in st.gates:
        del st.clues_on[inv.where]
        C.gain(g, inv, "clues", n, f"picked up at {C.name_of(g, inv.where)}", "base p.8 picking up clues")
    from arkham.rules.classic.mythos import street_events

    street_events(g, inv)  # an Environment may name a location too (Along Came Jones)
