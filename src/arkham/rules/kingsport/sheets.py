"""Which Herald and Guardian sheets are in play (KH p.10 "Herald/Guardian" variant).

The choice made at setup is kept in ``rules_data["sheets"]`` (``{"herald": id, "guardian":
id}``); a ``"random"`` choice is drawn when the sheets' rule modules set up the game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from arkham.engine import Game

RULE = "KH p.10 Herald/Guardian variant"


def sheet_in_play(g: Game, kind: str) -> str | None:
    """The id of the Herald or Guardian in play, or None."""
    return g.state.rules_data.get("sheets", {}).get(kind)


def draw_sheet(g: Game, kind: str) -> str | None:
    """Resolve a ``"random"`` choice among the loaded sheets of ``kind``; the sheet in play."""
    chosen = g.state.rules_data.get("sheets", {})
    if chosen.get(kind) == "random":
        pool = sorted(s.id for s in g.content.sheets.values() if s.kind == kind)
        chosen[kind] = pool[g.randbelow(len(pool))]
    ident = chosen.get(kind)
    if ident is not None:
        sd = g.content.sheets[ident]
        g.log(f"The {kind.capitalize()} is {sd.name}, {sd.title}", RULE)
    return ident
