"""Kingsport monster movement and the Elusive ability (KH pp.7-8, and the monsters' text).

Aquatic movement: an aquatic monster in an aquatic location (a wave icon, or an aquatic
marker on the River Docks and the Unvisited Isle) goes straight to another aquatic
location where investigators stand, toward the lowest Sneak (the first player breaks
ties); elsewhere, or with no investigator in another aquatic location, it follows the
arrows like a normal monster. Like every moving monster it does not leave an area where
an investigator stands (decision): base p.10 keeps in place any monster that shares its
area with an investigator, and KH p.7 looks only at the *other* aquatic locations, so the
investigator beside it is not a reason to swim elsewhere and nothing there overrides p.10
(as for stalkers).

Elusive: investigators leave and stop beside an Elusive monster without facing it (the
classic ``guards`` skip it). To fight one, an investigator in its area during his
movement first passes an Evade check against it: combat then begins as usual; a failed
check ends his movement at once. Either way his movement is over.

Werewolf: it moves like a fast monster; each investigator in an area it enters loses 2
Stamina. Shadowy Figure: it goes to the nearest street area or location holding Clue
tokens (the train between depots counts as one step, as for the Hunting Horror; the first
player picks among equally near places) and those tokens are discarded.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arkham.engine import step
from arkham.rules.classic import core as C
from arkham.rules.classic.movement import town_distances
from arkham.rules.classic.monster_movement import follow_arrows, investigators_at, toward_lowest_sneak
from arkham.rules.extensions import MonsterMover, MoveAction, RuleModule, register

if TYPE_CHECKING:
    from arkham.engine import Frame, Game
    from arkham.state import Investigator

AQUATIC = "KH p.7 aquatic movement"
ELUSIVE = "KH p.8 Elusive"


def aquatic_areas(g: Game) -> list[str]:
    """Locations with the wave icon, and those an aquatic marker lies on."""
    c = g.content
    marked = {mk.area for mk in c.markers.values() if mk.kind == "aquatic"}
    return sorted(a.id for a in c.areas.values() if a.aquatic or a.id in marked)


def choose_place(g: Game, fr: Frame, m: str, places: list[str], ans: str | None, prompt: str) -> Any:
    """One place, or the first player's pick among several (an Ask)."""
    if len(places) == 1:
        return places[0]
    if ans is not None and ans in places:
        return ans
    return g.ask(
        fr, g.state.first, f"{C.name_of(g, m)} {prompt}", [(a, C.name_of(g, a)) for a in places], kind="monster"
    )


def aquatic(g: Game, fr: Frame, m: str, place: str, colour: str, ans: str | None) -> Any:
    # beside an investigator it stays, whoever waits in other waters (base p.10; decision above)
    if place not in g.content.areas or investigators_at(g, place):
        return None
    water = aquatic_areas(g)
    if place not in water:
        follow_arrows(g, m, colour, 1)
        return None
    spots = [a for a in water if a != place and not C.is_closed(g, a) and investigators_at(g, a)]
    if not spots:
        follow_arrows(g, m, colour, 1)
        return None
    dest = toward_lowest_sneak(g, fr, m, spots, ans, "swims")
    if not isinstance(dest, str):
        return dest
    g.state.monsters[m] = dest
    g.log(f"{C.name_of(g, m)} swims to {C.name_of(g, dest)}", AQUATIC)
    return None


def werewolf(g: Game, fr: Frame, m: str, place: str, colour: str, ans: str | None) -> Any:
    steps = 1 if C.lasting_of(g, "fast_move_as_normal") else 2
    for _ in range(steps):
        here = g.state.monsters[m]
        if here not in g.content.areas or investigators_at(g, here):
            break
        follow_arrows(g, m, colour, 1)
        now = g.state.monsters.get(m)
        if now == here or now not in g.content.areas:
            break
        prey = investigators_at(g, now)  # type: ignore[arg-type]
        for inv in reversed(C.in_order(g)):
            if inv in prey:
                g.push("loss", who=inv.seat, stamina=2, sanity=0, why="the Werewolf's attack", rule="monster text")
    return None


def shadowy_figure(g: Game, fr: Frame, m: str, place: str, colour: str, ans: str | None) -> Any:
    if place not in g.content.areas:
        return None
    clues = [a for a, n in sorted(g.state.clues_on.items()) if n > 0 and a in g.content.areas]  # key order
    if not clues:
        return None
    dist = town_distances(g, place)
    reach = [a for a in clues if a in dist]
    if not reach:
        return None
    d = min(dist[a] for a in reach)
    dest = choose_place(g, fr, m, sorted(a for a in reach if dist[a] == d), ans, "moves: to which clues?")
    if not isinstance(dest, str):
        return dest
    g.state.monsters[m] = dest
    n = g.state.clues_on.pop(dest, 0)
    g.log(
        f"{C.name_of(g, m)} moves to {C.name_of(g, dest)} and {C.quantity(n, 'Clue token')} there "
        f"{'is' if n == 1 else 'are'} discarded",
        "monster text",
    )
    return None


# ---------------------------------------------------------------- Elusive
def elusive_here(g: Game, inv: Investigator) -> list[str]:
    return sorted(m for m in C.monsters_at(g, inv.where) if "elusive" in C.monster_abilities(g, m))


def hunt_options(g: Game, inv: Investigator, fr: Frame) -> list[tuple[str, str]]:
    return [
        (f"hunt:{m}", f"Hunt {C.name_of(g, m)} (an Evade check first; movement ends)") for m in elusive_here(g, inv)
    ]


def hunt(g: Game, inv: Investigator, fr: Frame, ans: str) -> None:
    m = ans.partition(":")[2]
    if m not in elusive_here(g, inv):
        return
    from arkham.rules.classic.movement import guards

    fr["pts"] = 0
    fr["st"] = "end"
    fr["queue"] = guards(g, inv)
    g.push("kingsport.hunt", who=inv.seat, monster=m)


@step("kingsport.hunt")
def hunt_step(g: Game, fr: Frame) -> None:
    """An Evade check to corner an Elusive monster; passed, combat begins as usual."""
    inv = g.state.investigators[fr["who"]]
    m = fr["monster"]
    st = fr.get("st")
    if st is None:
        fr["st"] = "evading"
        g.log(f"{C.inv_name(g, inv)} hunts {C.name_of(g, m)}", ELUSIVE)
        g.push("evade", who=inv.seat, monster=m)
        return None
    if st == "evading":
        passed = fr.pop("ret")[0]
        if not passed:
            g.log(f"{C.name_of(g, m)} slips away: {C.inv_name(g, inv)}'s movement ends", ELUSIVE)
            g.pop(fr)
            return None
        fr["st"] = "fought"
        g.log(f"{C.inv_name(g, inv)} corners {C.name_of(g, m)}: combat begins", ELUSIVE)
        g.push("combat", who=inv.seat, monster=m, enc_monster=None, after_evade=False)
        return None
    # Decided: a passed hunt ends the movement too. KH p.8 has combat begin "as normal", and
    # a combat begun while moving ends the move where it began, won or fled (base p.8)
    if fr.pop("ret", None) in ("defeated", "fled"):
        from arkham.rules.classic.movement import combat_ends_movement

        combat_ends_movement(g, inv)
    g.pop(fr)
    return None


MODULE = register(
    RuleModule(
        "kingsport.monsters",
        monster_movers=(
            MonsterMover("aquatic", aquatic),
            MonsterMover("werewolf", werewolf),
            MonsterMover("shadowy_figure", shadowy_figure),
        ),
        move_actions=(MoveAction("hunt", hunt_options, hunt),),
    )
)
