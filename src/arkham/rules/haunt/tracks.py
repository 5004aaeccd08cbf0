"""The Doom and Terror tracks, the end of the game (HotW §End Of Game, §Victory Conditions)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arkham.engine import step
from arkham.rules.classic import core as C
from arkham.rules.haunt.data import cite, first_seat

if TYPE_CHECKING:
    from arkham.engine import Ask, Frame, Game

TERROR_TRACK = 10


def doom_track(g: Game) -> int:
    return g.content.ancient_ones[g.state.ancient_one].doom


def empty_doom(g: Game) -> int:
    return doom_track(g) - g.state.doom


def lose_game(g: Game, how: str, rule: str) -> None:
    g.end(False, how, None, rule)
    raise C.Interrupt()


def raise_terror(g: Game, n: int, why: str, rule: str = "") -> None:
    """Terror tokens: one past a full track loses the game (HotW §End Of Game). Each rise
    cites ``rule``, what called for it (a monster's Increase Terror activity, Terror paid
    for Doom in the Upkeep); by default §End Of Game, which lists the Mythos effects."""
    st = g.state
    if n <= 0:
        return
    if C.lasting_of(g, "terror_locked"):
        g.log(f"The Terror level cannot rise now ({why})", "environment")
        return
    for _ in range(n):
        if st.terror >= TERROR_TRACK:
            lose_game(
                g,
                "a Terror token had to be placed on a full Terror track: the Ancient One enters the city",
                cite("End Of Game"),
            )
        st.terror += 1
        g.log(f"Terror rises to {st.terror} ({why})", rule or cite("End Of Game"))


def terror_blocked(g: Game) -> bool:
    return bool(C.lasting_of(g, "terror_locked"))


def add_doom(g: Game, n: int, why: str, rule: str = "") -> None:
    """Doom tokens called for by a rule or card: placed in a step of its own, where the
    players may pay Terror instead (the hook the shared rules call)."""
    if n > 0:
        g.push("haunt.doom", who=first_seat(g), n=n, why=why, rule=rule or cite("End Of Game"))


def doom_options(g: Game, n: int) -> list[tuple[str, str]]:
    st = g.state
    terror = (n + 1) // 2
    opts = []
    # Ruling: Doom may be chosen only if all of it fits; otherwise Terror is forced.
    if st.doom + n <= doom_track(g):
        opts.append(("doom", f"Place {n} Doom (Doom {st.doom + n} of {doom_track(g)})"))
    opts.append(("terror", f"Place {terror} Terror instead (Terror {st.terror + terror} of {TERROR_TRACK})"))
    return opts


@step("haunt.doom")
def place_doom(g: Game, fr: Frame) -> Ask | None:
    """Place n Doom, or Terror at one for two rounding up; forced Terror when Doom is
    full; the game is lost when neither fits (HotW §End Of Game)."""
    st = g.state
    n = fr["n"]
    terror = (n + 1) // 2
    opts = doom_options(g, n)
    doom_fits = opts[0][0] == "doom"
    terror_fits = st.terror + terror <= TERROR_TRACK
    ans = fr.pop("ans", None)
    if ans is None:
        if not doom_fits and not terror_fits:
            g.pop(fr)
            lose_game(g, f"{n} Doom could not be placed: both tracks are full", cite("End Of Game"))
        if doom_fits and terror_fits:
            return g.ask(fr, fr["who"], f"{fr['why']}: place {n} Doom or {terror} Terror?", opts, kind="doom")
        ans = "doom" if doom_fits else "terror"
    g.pop(fr)
    if ans == "doom":
        st.doom += n
        g.log(f"Doom rises to {st.doom} of {doom_track(g)} ({fr['why']})", fr.get("rule") or cite("End Of Game"))
    else:
        g.log(f"{terror} Terror placed instead of {n} Doom ({fr['why']})", fr.get("rule") or cite("End Of Game"))
        raise_terror(g, terror, fr["why"], fr.get("rule") or "")
    return None


def remove_doom(g: Game, n: int, why: str) -> None:
    st = g.state
    n = min(n, st.doom)
    if n:
        st.doom -= n
        g.log(f"{n} Doom removed ({why}): Doom {st.doom}", cite("Ancient One Encounters"))


def victory_target(g: Game) -> int:
    """Gates left at which the game is won: the Ancient One's Combat modifier, absolute;
    four against Hastur and six against Azathoth (HotW §Victory Conditions)."""
    ao = C.ao_id(g)
    if ao == "hastur":
        return 4
    if ao == "azathoth":
        return 6
    return abs(g.content.ancient_ones[g.state.ancient_one].combat or 0)


def check_victory(g: Game) -> None:
    n = len(g.state.gates)
    if n <= victory_target(g):
        g.end(True, f"the gates are reduced to {n}", None, cite("Victory Conditions"))
        raise C.Interrupt()
