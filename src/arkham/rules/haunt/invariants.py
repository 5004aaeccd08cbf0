"""Invariants of Haunt's own state, checked with the shared ones after every step.

Plain ``if`` tests raising :class:`arkham.invariants.InvariantError`, so they hold
under ``python -O`` as well."""

from __future__ import annotations

from typing import Any

from arkham.invariants import InvariantError
from arkham.state import SKY

BONUS_STOPS = 12  # three skill pairs of four stops


def check(game: Any) -> None:
    st = game.state
    c = game.content
    hd = st.rules_data
    areas = c.areas
    for m, n in hd.get("mclues", {}).items():
        p = st.monsters.get(m)
        if not (n > 0 and (p in areas or p == SKY)):
            raise InvariantError(f"clues on monster {m} which is at {p}")
    face_down = hd.get("face_down", [])
    for a in face_down:
        if a not in st.gates:
            raise InvariantError(f"a face-down gate is recorded at {a} with no gate there")
    if len(set(face_down)) != len(face_down):
        raise InvariantError("a face-down gate is recorded twice")
    stacks = hd.get("stacks", {})
    for w, stack in stacks.items():
        for m in stack:
            if st.monsters.get(m) != w:
                raise InvariantError(f"{m} is stacked in {w} but stands at {st.monsters.get(m)}")
    for m, p in st.monsters.items():
        if (p in c.worlds or p == "outskirts") and m not in stacks.get(p, []):
            raise InvariantError(f"{m} is in {p} but in no stack")
    for seat, a in hd.get("alloc", {}).items():
        cov = a["covered"]
        if not (len(cov) == len({tuple(x) for x in cov}) <= BONUS_STOPS):
            raise InvariantError(f"seat {seat} has a bonus covered twice")
        if not all(x in cov for x in a["now"]):
            raise InvariantError(f"seat {seat} uses a bonus not covered")
    if len(hd.get("mythos", [])) > hd.get("starting", 5):
        raise InvariantError("too many Mythos cards in play")
    from arkham.rules.haunt.clues import CLUE_TOKENS, pool

    if pool(game) < 0:
        raise InvariantError(f"more clues in play than the {CLUE_TOKENS} Clue tokens")
    for inv in st.investigators:
        if not inv.eliminated and inv.where == "box":
            raise InvariantError(f"{inv.id} is in play but in the box")
