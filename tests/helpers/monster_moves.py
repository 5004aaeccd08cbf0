"""Monster movement in scenario tests: a Mythos card's movement for one marker's dimension
symbol, along its white or black arrow (base p.10)."""

from __future__ import annotations

from typing import Any

from arkham.rules.classic import core as C
from arkham.testing import run_step


def move(g: Any, m: str, colour: str = "white") -> None:
    """Run the Mythos monster movement with ``m``'s symbol on the ``colour`` side only."""
    sym = C.monster_def(g, m).symbol
    run_step(
        g,
        "mythos.move",
        who=-1,
        white=[sym] if colour == "white" else [],
        black=[sym] if colour == "black" else [],
        i=0,
    )
