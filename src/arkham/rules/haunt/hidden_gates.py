"""What one player may see of a Haunt game: face-down gates and the gate discard pile
hide their worlds (HotW §Setup: 'Do not look at any gate when it is face-down')."""

from __future__ import annotations

from typing import Any

HIDDEN_GATE = "face-down gate"


def mask(game: Any, plain: dict[str, Any], seat: int | None) -> dict[str, Any]:
    fd = set(game.state.rules_data.get("face_down", []))
    plain["gates"] = {a: (HIDDEN_GATE if a in fd else m) for a, m in plain["gates"].items()}
    plain["gate_pile"] = [HIDDEN_GATE] * len(plain["gate_pile"])
    return plain
