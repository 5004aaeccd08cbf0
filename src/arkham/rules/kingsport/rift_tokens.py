"""Rift progress markers taken off or laid on the Rift Tracks by a card (KH pp.8-10).

- ``remove_rift_progress`` (``n``): the investigator takes ``n`` face-up rift progress
  markers off the tracks, one at a time, picking each (Foolishness's fallback, "remove 2
  rift tokens"). Decided: each goes as a marker investigated does (``kingsport.rifts``): one
  of a closed rift back to the pile, one of an open rift turned face down (the rift closes
  when the last is), as the Mythos card that turns a marker reads it. With fewer face-up
  markers, those there are.
- ``add_rift_progress`` (``n``; ``do``): the investigator may lay ``n`` rift progress
  markers, drawn at random from the pile, on spaces of his choice of closed rifts' tracks,
  and then ``do`` happens (Asenath Waite's price). Offered only when they can all be laid:
  the pile holds ``n``, the closed tracks have ``n`` free spaces between them, and no
  Environment forbids rift progress. A track filled this way opens its rift as Mythos
  progress does; with no Mythos card resolving, its gate location is that of the next
  Mythos cards turned up until one shows one (they go to the bottom, the rule for a card
  without one; decided).

Imported by the rule modules whose cards use it (``kingsport.location_cards``).
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import TYPE_CHECKING, Any

from arkham.effects.interp import run_ops
from arkham.effects.registry import op
from arkham.engine import step
from arkham.rules.classic import core as C
from arkham.rules.kingsport import rifts as R
from arkham.rules.extensions import RuleModule, register

if TYPE_CHECKING:
    from arkham.engine import Frame, Game

RULE = "KH pp.8-10 rifts: a card moves rift progress markers"


def face_up(g: Game) -> list[str]:
    d = R.data(g)
    return [p for td in d["tracks"].values() for s in td["spaces"] for p in s if p not in d["down"]]


def _label(g: Game, p: str) -> str:
    tid = R.holder(g, p)
    state = "open" if R.is_open(g, R.data(g)["tracks"][tid]["rift"]) else "closed"
    return f"{C.name_of(g, R.marker_area(g, p))} on the {g.content.tracks[tid].name} ({state} rift)"


@op("remove_rift_progress", required=("n",))
def op_remove_rift_progress(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    if "rifts" not in g.state.rules_data or not face_up(g):
        g.log("No face-up rift progress marker lies on the Rift Tracks", RULE)
        return
    g.push("kingsport.remove_rift_progress", who=fr["seat"], left=o["n"])


@step("kingsport.remove_rift_progress")
def remove_rift_progress(g: Game, fr: Frame) -> Any:
    """He removes ``left`` face-up rift progress markers, one at a time, each
    investigated."""
    inv = g.state.investigators[fr["who"]]
    markers = face_up(g)
    ans = fr.pop("ans", None)
    if fr["left"] <= 0 or not markers:
        g.pop(fr)
        return None
    if ans not in markers:
        if len(markers) > 1:
            return g.ask(
                fr,
                inv.seat,
                f"{C.inv_name(g, inv)} removes a rift progress marker ({fr['left']} to go)",
                [(p, _label(g, p)) for p in markers],
                kind="rift",
            )
        ans = markers[0]
    fr["left"] -= 1
    g.log(f"{C.inv_name(g, inv)} removes the rift progress marker showing {_label(g, ans)}", RULE)
    R.investigate(g, inv, ans)
    return None


def free_spaces(g: Game) -> list[tuple[str, int]]:
    """(track, pattern index) of every space with room on a closed rift's track."""
    d = R.data(g)
    out = []
    for tid, td in d["tracks"].items():
        if R.is_open(g, td["rift"]):
            continue
        for i, s in enumerate(td["spaces"]):
            out += [(tid, i)] * (R.SPACES_PER_PATTERN - len(s))
    return out


def can_add(g: Game, n: int) -> bool:
    if "rifts" not in g.state.rules_data or C.lasting_of(g, "no_rift_progress"):
        return False
    return len(R.data(g)["pile"]) >= n and len(free_spaces(g)) >= n


@op("add_rift_progress", required=("n",), nested=("do",))
def op_add_rift_progress(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    if not can_add(g, o["n"]):
        g.log(f"{o['n']} rift progress markers cannot be laid now: nothing is offered", RULE)
        return
    g.push("kingsport.add_rift_progress", who=fr["seat"], n=o["n"], left=None, do=o.get("do", []), ctx=fr["ctx"])


@step("kingsport.add_rift_progress")
def add_rift_progress(g: Game, fr: Frame) -> Any:
    """He may lay ``n`` rift progress markers (``left`` still to lay) on free spaces of the
    Rift Tracks, for the reward ``do``."""
    inv = g.state.investigators[fr["who"]]
    ans = fr.pop("ans", None)
    if fr["left"] is None:  # first: will he pay the price?
        if ans is None:
            return g.ask(
                fr,
                inv.seat,
                f"{C.inv_name(g, inv)} may lay {fr['n']} rift progress markers on the Rift Tracks",
                [("yes", "Lay them"), ("no", "Decline")],
                kind="may",
            )
        if ans != "yes":
            g.pop(fr)
            return None
        fr["left"] = fr["n"]
        ans = None
    spaces = sorted(set(free_spaces(g)))
    if fr["left"] > 0 and spaces and R.data(g)["pile"]:
        keys = {f"{t}|{i}": (t, i) for t, i in spaces}
        if ans not in keys:
            if len(keys) > 1:
                return g.ask(
                    fr,
                    inv.seat,
                    f"{C.inv_name(g, inv)} lays a rift progress marker ({fr['left']} to go)",
                    [
                        (k, f"The {g.content.tracks[t].name}, beside {R.pattern_text(g.content.tracks[t].patterns[i])}")
                        for k, (t, i) in keys.items()
                    ],
                    kind="rift",
                )
            ans = next(iter(keys))
        fr["left"] -= 1
        lay(g, *keys[ans])
        return None
    g.pop(fr)
    run_ops(g, fr["who"], fr["do"], fr["ctx"], who=fr["who"])
    return None


def lay(g: Game, tid: str, i: int) -> None:
    d = R.data(g)
    td = d["tracks"][tid]
    drawn = d["pile"].pop(g.randbelow(len(d["pile"])))
    td["spaces"][i].append(drawn)
    filled = sum(len(s) for s in td["spaces"])
    size = g.content.tracks[tid].size
    g.log(
        f"A rift progress marker showing {C.name_of(g, R.marker_area(g, drawn))} goes onto the "
        f"{g.content.tracks[tid].name} ({filled} of {size})",
        RULE,
    )
    if filled >= size:
        R.open_rift(g, td["rift"], SimpleNamespace(gate=None))


register(RuleModule(name="kingsport.rift_tokens"))  # enabled by the parts whose cards use these ops
