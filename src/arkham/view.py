"""A player's view of a game: the state as plain data without what that player may
not know. Deck orders, the cup, the random-number state and the step stack are left
out for every rule set; a rule set may hide more through its ``mask_view`` hook
(Haunt hides face-down gates)."""
from __future__ import annotations

from typing import Any

from arkham.state import to_plain

PRIVATE = ("rng", "rig", "rig_monsters", "stack")


def view(game: Any, seat: int) -> dict[str, Any]:
    st = game.state
    if not 0 <= seat < len(st.investigators):
        raise ValueError(f"no seat {seat} in this game (seats 0 to {len(st.investigators) - 1})")
    plain = to_plain(st)
    for key in PRIVATE:
        plain.pop(key, None)
    plain["decks"] = {name: len(cards) for name, cards in plain["decks"].items()}
    plain["cup"] = len(plain["cup"])
    hook = game.ruleset.hooks.get("mask_view")
    return hook(game, plain, seat) if hook else plain
