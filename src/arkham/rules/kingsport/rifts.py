"""Dimensional rifts (KH pp.8-10), joined to the classic rules through named events.

Setup: the three rift markers are shuffled onto the three Rift Tracks, one each, and the
rift progress markers are shuffled into a pile (KH setup step 1).

Progress: each time a Mythos card is resolved, every closed rift whose track shows the
card's monster movement pattern (the same symbols on white and on black) takes a rift
progress marker drawn at random from the pile into one of the two spaces beside that
pattern; with both spaces full, nothing is drawn. When all four spaces of a closed rift
are full, the rift opens at the gate location of the card resolved this phase, whatever
lies there (an elder sign, a gate). A card without a gate location has the next Mythos
cards turned up until one shows one; they go to the bottom of the deck (decided, FAQ).

Open rifts act from the next turn on: when a Mythos card moves monsters of the rift's
symbol, the rift moves one step along that colour's arrow like a normal monster (it does
not leave an area where an investigator stands, nor enter a closed area or a board space),
then a monster from the cup is placed where the rift stands (the monster limit applies).
When the arrow's colour is the rift's own, a doom token is added as well, even if the
rift could not move. The monster is placed even when the rift stayed (decided: the rift
acted all the same).

Investigating: an encounter at a location investigates one rift progress marker showing
that location (the investigator picks when several do). A marker of a closed rift goes
back to the pile; a marker of an open rift is turned face down, and when all four of its
markers are face down the rift closes: its marker returns to its track and the four
progress markers go back to the pile.

The op ``close_rift`` lets a card take every rift progress marker off one rift's track
back to the pile, closing the rift if it is open (the investigator picks the rift among
those with markers; an encounter of the Strange High House).

State (``rules_data["rifts"]``): ``tracks`` maps a track to its rift marker and its
spaces (one list of progress markers per pattern), ``down`` the face-down markers of open
rifts, ``open`` an open rift to [area, turn it opened], ``pile`` the progress markers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arkham.effects.registry import op
from arkham.engine import step
from arkham.rules.classic import core as C
from arkham.rules.extensions import RuleModule, register

if TYPE_CHECKING:
    from arkham.engine import Frame, Game
    from arkham.state import Investigator

PROGRESS = "KH pp.8-10 rifts: rift progress"
OPEN = "KH pp.8-10 rifts: open rifts"
CLOSING = "KH pp.8-10 rifts: investigating and closing rifts"
SPACES_PER_PATTERN = 2


def data(g: Game) -> dict[str, Any]:
    return g.state.rules_data["rifts"]


def rift_tracks(g: Game) -> list[str]:
    return [t.id for t in g.content.tracks.values() if t.patterns]


def setup(g: Game) -> None:
    c = g.content
    rifts = [mk.id for mk in c.markers.values() if mk.kind == "rift"]
    g.shuffle(rifts)
    pile = [f"{mk.id}#{i}" for mk in c.markers.values() if mk.kind == "rift_progress" for i in range(1, mk.count + 1)]
    g.shuffle(pile)
    tracks = {}
    for tid, rid in zip(rift_tracks(g), rifts):
        tracks[tid] = {"rift": rid, "spaces": [[] for _ in c.tracks[tid].patterns]}
    g.state.rules_data["rifts"] = {"tracks": tracks, "open": {}, "down": [], "pile": pile}
    g.log(
        "The rift markers are placed face down on the Rift Tracks; the rift progress markers are shuffled", "KH setup"
    )


def marker_area(g: Game, progress: str) -> str:
    return g.content.markers[progress.partition("#")[0]].area  # type: ignore[return-value]


def track_of(g: Game, rift: str) -> str:
    return next(t for t, d in data(g)["tracks"].items() if d["rift"] == rift)


def is_open(g: Game, rift: str) -> bool:
    return rift in data(g)["open"]


def rift_name(g: Game, rift: str) -> str:
    return g.content.markers[rift].name


def seen_name(g: Game, rift: str) -> str:
    """How the table knows a rift: an open one by its symbol; a closed one lies face down
    on its track (KH setup; decided: a closed rift returns to its track face down)."""
    if is_open(g, rift):
        return rift_name(g, rift)
    return f"the face-down rift on the {g.content.tracks[track_of(g, rift)].name}"


def matches(pattern: Any, white: list[str], black: list[str]) -> bool:
    return set(pattern.white) == set(white) and set(pattern.black) == set(black)


# ---------------------------------------------------------------- progress
def mythos_resolved(g: Game, card: str) -> None:
    if "rifts" not in g.state.rules_data:
        return
    mc = g.content.mythos[card]
    if not mc.white and not mc.black:
        return
    if C.lasting_of(g, "no_rift_progress"):  # an Environment forbids it (Worlds Drifting Apart)
        g.log("No rift progress marker may be placed while the Environment is in play", PROGRESS)
        return
    d = data(g)
    for tid, td in d["tracks"].items():
        if is_open(g, td["rift"]):
            continue
        for i, pattern in enumerate(g.content.tracks[tid].patterns):
            if not matches(pattern, mc.white, mc.black):
                continue
            spaces = td["spaces"][i]
            if len(spaces) >= SPACES_PER_PATTERN:
                g.log(
                    f"The {g.content.tracks[tid].name} is full beside this movement pattern: no rift progress marker",
                    PROGRESS,
                )
                continue
            if not d["pile"]:
                g.log("No rift progress marker is left in the pile", PROGRESS)
                continue
            drawn = d["pile"].pop(g.randbelow(len(d["pile"])))
            spaces.append(drawn)
            filled = sum(len(s) for s in td["spaces"])
            g.log(
                f"A rift progress marker showing {C.name_of(g, marker_area(g, drawn))} goes onto the "
                f"{g.content.tracks[tid].name} ({filled} of {g.content.tracks[tid].size})",
                PROGRESS,
            )
            if filled >= g.content.tracks[tid].size:
                open_rift(g, td["rift"], mc)


def gate_location(g: Game, mc: Any) -> str | None:
    """The card's gate location, or the first one turned up from the Mythos deck (those cards go to the bottom)."""
    if mc is not None and mc.gate:
        return mc.gate
    deck = g.state.decks["mythos"]
    for _ in range(len(deck)):
        cid = deck.pop(0)
        deck.append(cid)
        nxt = g.content.mythos[cid]
        g.log(f"{nxt.name} is turned up for a gate location and put at the bottom of the Mythos deck", OPEN)
        if nxt.gate:
            return nxt.gate
    return None


def open_rift(g: Game, rift: str, mc: Any) -> None:
    area = gate_location(g, mc)
    if area is None:
        g.log(f"No Mythos card shows a gate location: {seen_name(g, rift)} cannot open", OPEN)
        return
    data(g)["open"][rift] = [area, g.state.turn]
    extra = " (an elder sign there does not stop it)" if g.state.seals.get(area) else ""
    g.log(
        f"The {g.content.tracks[track_of(g, rift)].name} is full: its rift marker is turned up, {rift_name(g, rift)}, and opens at {C.name_of(g, area)}{extra}",
        OPEN,
    )


# ---------------------------------------------------------------- open rifts
def mythos_moved(g: Game, card: str) -> None:
    if "rifts" not in g.state.rules_data:
        return
    mc = g.content.mythos[card]
    d = data(g)
    for rift in sorted(d["open"]):
        area, opened = d["open"][rift]
        if opened >= g.state.turn:
            continue  # it acts from the turn after it opened
        mk = g.content.markers[rift]
        colour = "white" if mk.symbol in mc.white else "black" if mk.symbol in mc.black else None
        if colour is None:
            continue
        dest = step_along(g, area, colour)
        if dest != area:
            d["open"][rift][0] = dest
            g.log(f"{rift_name(g, rift)} moves along the {colour} arrow to {C.name_of(g, dest)}", OPEN)
        else:
            g.log(f"{rift_name(g, rift)} cannot move along the {colour} arrow and stays at {C.name_of(g, area)}", OPEN)
        if colour == mk.colour:
            C.add_doom(g, 1, f"{rift_name(g, rift)} moved on a {colour} arrow", OPEN)
        C.place_monster(g, C.draw_monster(g), dest, OPEN)  # an empty cup wakes the Ancient One


def step_along(g: Game, area: str, colour: str) -> str:
    from arkham.rules.classic.monster_movement import investigators_at

    if area not in g.content.areas or investigators_at(g, area):
        return area
    dest = getattr(g.content.areas[area], colour)
    if dest is None or dest not in g.content.areas or C.is_closed(g, dest):
        return area
    return dest


# ---------------------------------------------------------------- investigating
def shown_here(g: Game, area: str) -> list[str]:
    """Face-up rift progress markers on the tracks showing ``area``."""
    d = data(g)
    return [
        p
        for td in d["tracks"].values()
        for s in td["spaces"]
        for p in s
        if p not in d["down"] and marker_area(g, p) == area
    ]


def location_encounter(g: Game, inv: Investigator, area: str) -> None:
    if "rifts" not in g.state.rules_data:
        return
    here = shown_here(g, area)
    if len(here) == 1:
        investigate(g, inv, here[0])
    elif here:
        g.push("kingsport.investigate", who=inv.seat, area=area)


@step("kingsport.investigate")
def choose_marker(g: Game, fr: Frame) -> Any:
    """Several rift progress markers show this location: the investigator picks one (KH p.10)."""
    inv = g.state.investigators[fr["who"]]
    here = shown_here(g, fr["area"])
    ans = fr.pop("ans", None)
    if ans is None and len(here) > 1:
        opts = [
            (
                p,
                f"The marker on the {g.content.tracks[holder(g, p)].name} "
                f"({'open' if is_open(g, data(g)['tracks'][holder(g, p)]['rift']) else 'closed'} rift)",
            )
            for p in here
        ]
        return g.ask(fr, inv.seat, f"{C.inv_name(g, inv)} investigates one rift progress marker", opts, kind="rift")
    g.pop(fr)
    pick = ans if ans in here else (here[0] if here else None)
    if pick is not None:
        investigate(g, inv, pick)
    return None


def holder(g: Game, progress: str) -> str:
    return next(t for t, td in data(g)["tracks"].items() if any(progress in s for s in td["spaces"]))


@op("close_rift")
def op_close_rift(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """A card clears one rift's markers, closing it if open."""
    g.push("kingsport.close_rift", who=fr["seat"])


@step("kingsport.close_rift")
def close_rift_step(g: Game, fr: Frame) -> Any:
    """He clears the progress markers of one rift of his choice."""
    inv = g.state.investigators[fr["who"]]
    if "rifts" not in g.state.rules_data:
        g.pop(fr)
        return None
    d = data(g)
    rifts = [td["rift"] for td in d["tracks"].values() if any(td["spaces"])]
    ans = fr.pop("ans", None)
    if not rifts:
        g.pop(fr)
        g.log("No rift holds a rift progress marker", CLOSING)
        return None
    if ans not in rifts:
        if len(rifts) > 1:
            return g.ask(
                fr,
                inv.seat,
                f"{C.inv_name(g, inv)} clears one rift's progress markers",
                [(r, seen_name(g, r) + (" (open)" if is_open(g, r) else " (closed)")) for r in rifts],
                kind="rift",
            )
        ans = rifts[0]
    g.pop(fr)
    clear_track(g, track_of(g, ans))
    return None


def clear_track(g: Game, tid: str) -> None:
    """Every progress marker of the track back to the pile; an open rift closes."""
    d = data(g)
    td = d["tracks"][tid]
    rift = td["rift"]
    mine = [p for s in td["spaces"] for p in s]
    for p in mine:
        if p in d["down"]:
            d["down"].remove(p)
        d["pile"].append(p)
    td["spaces"] = [[] for _ in td["spaces"]]
    if is_open(g, rift):
        del d["open"][rift]
        g.log(f"{rift_name(g, rift)} closes and returns to the {g.content.tracks[tid].name}", CLOSING)
    else:
        g.log(f"The {g.content.tracks[tid].name} is cleared of its rift progress markers", CLOSING)


def investigate(g: Game, inv: Investigator, progress: str) -> None:
    d = data(g)
    tid = holder(g, progress)
    td = d["tracks"][tid]
    rift = td["rift"]
    who = C.inv_name(g, inv)
    if not is_open(g, rift):
        for s in td["spaces"]:
            if progress in s:
                s.remove(progress)
        d["pile"].append(progress)
        g.log(
            f"{who} investigates a rift progress marker of {seen_name(g, rift)} (closed): it goes back to the pile",
            CLOSING,
        )
        return
    d["down"].append(progress)
    mine = [p for s in td["spaces"] for p in s]
    left = sum(1 for p in mine if p not in d["down"])
    g.log(
        f"{who} investigates a rift progress marker of the open {rift_name(g, rift)}: it is turned face down "
        f"({left} face up)",
        CLOSING,
    )
    if left == 0:
        clear_track(g, tid)


# ---------------------------------------------------------------- on the table
def pattern_text(pattern: Any) -> str:
    """``white square and diamond, black slash, star and triangle``: the monster movement a
    Mythos card shows."""
    join = lambda xs: (", ".join(xs[:-1]) + " and " + xs[-1] if len(xs) > 1 else "".join(xs)) or "nothing"  # noqa: E731
    return f"white {join(pattern.white)}, black {join(pattern.black)}"


def marks(g: Game) -> dict[str, list[str]]:
    """Each Rift Track with its rift and markers, in plain words (the spaces filled, what fills
    them, what opens or closes the rift), and each open rift where it stands."""
    if "rifts" not in g.state.rules_data:
        return {}
    d = data(g)
    out: dict[str, list[str]] = {}
    for tid, td in d["tracks"].items():
        rift = td["rift"]
        texts = []
        size = g.content.tracks[tid].size
        if is_open(g, rift):
            down = sum(1 for s in td["spaces"] for p in s if p in d["down"])
            texts.append(
                f"{rift_name(g, rift)} OPEN at {C.name_of(g, d['open'][rift][0])}, {down} of {size} markers "
                "face down (all down: it closes)"
            )
        else:
            filled = sum(len(s) for s in td["spaces"])
            texts.append(f"a closed rift (its marker face down), {filled} of {size} spaces filled (all full: it opens)")
        for pattern, spaces in zip(g.content.tracks[tid].patterns, td["spaces"]):
            shown = ", ".join(
                C.name_of(g, marker_area(g, p)) + (" face down" if p in d["down"] else "") for p in spaces
            )
            texts.append(
                f"{pattern_text(pattern)}: {len(spaces)} of {SPACES_PER_PATTERN}" + (f" ({shown})" if shown else "")
            )
        out[tid] = texts
    for rift, (area, _) in d["open"].items():
        out.setdefault(area, []).append(f"{rift_name(g, rift)} (open rift)")
    return out


MODULE = register(
    RuleModule(
        "kingsport.rifts",
        marks=marks,
        events=(
            ("setup", setup),
            ("mythos_moved", mythos_moved),
            ("mythos_resolved", mythos_resolved),
            ("location_encounter", location_encounter),
        ),
    )
)
