"""Monster movement in the Mythos Phase (base pp.10-11, KH FAQ on flying monsters).

``mythos.move`` moves every monster on the board or in the Sky whose dimensional symbol
the Mythos card shows, white or black, by its movement kind: normal and fast monsters
follow the arrows of that colour (:func:`follow_arrows`), fliers swoop or fly up into the
Sky (:func:`fly`), stationary ones stay. A monster whose movement is ``unique`` moves by
its own rules (extension point ``monster_rules``: ``moves``; the base game's in
:mod:`arkham.rules.classic.base_monsters`), and the later boxes' movement kinds and unique
movers join through ``monster_movers``. The helpers here are shared with those movers:
:func:`investigators_at`, :func:`lowest_sneak`, :func:`toward_lowest_sneak`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arkham.engine import step
from arkham.rules.classic import core as C
from arkham.state import SKY

if TYPE_CHECKING:
    from arkham.engine import Frame, Game


def investigators_at(g: Game, area: str) -> list[Any]:
    return [i for i in g.state.investigators if i.where == area and not i.eliminated]


@step("mythos.move")
def move_monsters(g: Game, fr: Frame) -> None:
    """Move every monster whose symbol is on the card, by its movement type (base pp.10-11)."""
    st = g.state
    if "order" not in fr:
        white, black = set(fr["white"]), set(fr["black"])
        order = []
        for m, place in sorted(st.monsters.items()):
            if place != SKY and place not in g.content.areas:
                continue
            sym = C.monster_def(g, m).symbol
            if sym in white:
                order.append([m, "white"])
            elif sym in black:
                order.append([m, "black"])
            elif fr.get("fliers") and C.monster_moves(g, m) == "flying":
                order.append([m, "white"])  # a gate burst: every flier moves (DH p.6)
        fr["order"] = order
        fr["i"] = 0
    ans = fr.pop("ans", None)
    while fr["i"] < len(fr["order"]):
        m, colour = fr["order"][fr["i"]]
        r = move_one(g, fr, m, colour, ans)
        ans = None
        if r is not None:
            return r
        fr["i"] += 1
        if st.stack[-1] is not fr:
            return None  # losses pushed (Chthonian): they run, then the next monster moves
    g.pop(fr)
    return None


def move_one(g: Game, fr: Frame, m: str, colour: str, ans: str | None) -> Any:
    st = g.state
    place = st.monsters.get(m)
    if place != SKY and place not in g.content.areas:
        return None
    for redirect in g.rules.packs.monster_redirects:  # extension point: a Herald's Cultists
        to = redirect(g, m, place)  # type: ignore[arg-type]
        if to is not None and not barred(g, m, to):
            st.monsters[m] = to
            return None
    r = move_by_kind(g, fr, m, place, colour, ans)  # type: ignore[arg-type]
    to = st.monsters.get(m)
    if r is None and to != place and to is not None and barred(g, m, to):
        st.monsters[m] = place  # type: ignore[assignment]
        g.log(f"{C.name_of(g, m)} stays at {C.name_of(g, place)} instead", "monster movement")  # type: ignore[arg-type]
    return r


def barred(g: Game, m: str, area: str) -> bool:
    """A place the monster may not enter now (extension point: a Guardian's Bast token)."""
    barriers = g.rules.packs.monster_barred
    return bool(barriers) and any(b(g, m, area) for b in barriers)  # none loaded: no generator (a hot path)


def move_by_kind(g: Game, fr: Frame, m: str, place: str, colour: str, ans: str | None) -> Any:
    kind = C.monster_moves(g, m)
    fast_normal = bool(C.lasting_of(g, "fast_move_as_normal"))
    if kind == "stationary":
        return None
    if kind == "flying":
        if C.lasting_of(g, "fliers_stay"):
            return None
        return fly(g, fr, m, place, ans)
    movers = g.rules.packs.monster_movers  # extension point: movement kinds and unique movers of later boxes
    if movers:
        mover = movers.get(kind) or (movers.get(C.monster_def(g, m).special or "") if kind == "unique" else None)
        if mover is not None:
            return mover.move(g, fr, m, place, colour, ans)
    if kind == "unique":
        mr = C.monster_rules_of(g, m)  # extension point: a monster's own movement (the Chthonian, the Hound)
        if mr is not None and mr.moves is not None:
            return mr.moves(g, fr, m, place, ans)
        return None
    follow_arrows(g, m, colour, 2 if kind == "fast" and not fast_normal else 1)
    return None


def follow_arrows(g: Game, m: str, colour: str, steps: int) -> None:
    """Move along the arrows of the colour, stopping where an investigator stands (base p.10)."""
    st = g.state
    for _ in range(steps):
        here = st.monsters[m]
        if investigators_at(g, here):
            break
        dest = getattr(g.content.areas[here], colour) if here in g.content.areas else None
        if dest is None or C.is_closed(g, dest):
            break
        if barred(g, m, dest):  # extension point: a Guardian's Bast token keeps it out
            g.log(f"{C.name_of(g, m)} does not enter {C.name_of(g, dest)}", "monster movement")
            break
        if not step_into(g, m, dest, "base p.10 monster movement"):
            break
        g.log(f"{C.name_of(g, m)} moves to {C.name_of(g, dest)}", "base p.10 monster movement")


def can_enter(g: Game, m: str, dest: str) -> bool:
    """Whether the monster may step into ``dest`` now: not a closed location (base p.4) and
    not barred (a Guardian's Bast token)."""
    return not C.is_closed(g, dest) and not barred(g, m, dest)


def step_into(g: Game, m: str, dest: str, rule: str) -> bool:
    """The monster steps along an arrow into ``dest``. A board space that is not an area (a
    Dunwich vortex) takes it by its own rule (extension point ``space_rules``) and its move
    ends; True when it now stands in ``dest``. Every move along an arrow (monster movement,
    a card that sends a monster along one) goes through here."""
    space = g.content.spaces.get(dest)
    if space is not None:
        g.log(f"{C.name_of(g, m)} moves into {space.name}", rule)
        g.rules.packs.space_rules[space.kind].monster_enters(g, m, dest)
        return False
    g.state.monsters[m] = dest
    return True


def lowest_sneak(g: Game, invs: list[Any]) -> list[Any]:
    low = min(C.skill_value(g, i, "sneak") for i in invs)
    return [i for i in invs if C.skill_value(g, i, "sneak") == low]


def toward_lowest_sneak(g: Game, fr: Frame, m: str, spots: list[str], ans: str | None, verb: str) -> Any:
    """Where a monster that seeks investigators goes (stalker, aquatic, hunting): the place of
    the lowest-Sneak investigator among ``spots``; the first player picks on a tie (an Ask)."""
    best = lowest_sneak(g, [i for a in spots for i in investigators_at(g, a)])
    places = sorted({i.where for i in best})
    if len(places) == 1:
        return places[0]
    if ans is not None and ans in places:
        return ans
    return g.ask(
        fr,
        g.state.first,
        f"{C.name_of(g, m)} {verb}: toward whom?",
        [(a, f"{C.name_of(g, a)} ({', '.join(C.inv_name(g, i) for i in best if i.where == a)})") for a in places],
        kind="monster",
    )


def fly(g: Game, fr: Frame, m: str, place: str, ans: str | None) -> Any:
    """Flying monsters (KH FAQ four rules). Environments may change the Sky: with
    ``sky_closed`` no flier moves to or from it, with ``sky_to_cup`` a flier that would
    go up returns to the cup instead, and ``sky_over_unstable`` makes every unstable
    location adjacent to it, as the streets are."""
    st = g.state
    areas = g.content.areas
    if place != SKY and investigators_at(g, place):
        return None
    closed = bool(C.lasting_of(g, "sky_closed"))
    if place == SKY:
        if closed:
            return None
        wide = bool(C.lasting_of(g, "sky_over_unstable"))
        cands = [
            a for a in areas if areas[a].kind == "street" or (wide and areas[a].unstable and not C.is_closed(g, a))
        ]
    else:
        cands = [a for a in areas[place].connects if areas[a].kind == "street"]
    targets = [i for a in cands for i in investigators_at(g, a)]
    if not targets:
        if place != SKY and not closed:
            if C.lasting_of(g, "sky_to_cup"):
                C.to_cup(g, m)
                g.log(f"{C.name_of(g, m)} is swept out of the Sky and returns to the cup", "environment")
                return None
            st.monsters[m] = SKY
            g.log(f"{C.name_of(g, m)} flies up into the Sky", "KH FAQ flying monsters")
        return None
    dest = toward_lowest_sneak(g, fr, m, [a for a in cands if investigators_at(g, a)], ans, "swoops")
    if not isinstance(dest, str):  # an Ask: the first player chooses between tied places
        return dest
    st.monsters[m] = dest
    g.log(f"{C.name_of(g, m)} swoops down on {C.name_of(g, dest)}", "KH FAQ flying monsters")
    return None
