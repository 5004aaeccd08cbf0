"""A player's view of a game: the state as plain data without what that player may
not know. The random-number state and the step stack are left out; every deck, the
cup and the face-down piles a box keeps in ``rules_data`` (listed in ``HIDDEN_PILES``)
become their sizes and the gate pile as many face-down gates, for every rule set; a
rule set may hide more through its ``mask_view`` hook (Haunt hides face-down gates).

``seat`` is the viewer's seat, or None for a spectator, who sees what every seat sees
in common."""

from __future__ import annotations

from typing import Any

from arkham.state import to_plain

#: how a gate whose world may not be seen appears in a view (the Haunt rule set's word too)
FACE_DOWN_GATE = "face-down gate"

PRIVATE = ("rng", "rig", "rig_monsters", "stack")

#: face-down piles a box keeps in ``rules_data``: (key, field) -> shown as its size only.
#: The Epic Battle deck and the Plot cards set aside (KH p.11), the Visions of Hypnos and
#: the Blessings of Nodens (KH p.10 guardians), the rift progress pile (KH p.8).
HIDDEN_PILES = (
    ("epic_battle", "deck"),
    ("epic_battle", "plots"),
    ("hypnos", "deck"),
    ("nodens", "deck"),
    ("rifts", "pile"),
)


def view(game: Any, seat: int | None) -> dict[str, Any]:
    st = game.state
    if seat is not None and not 0 <= seat < len(st.investigators):
        raise ValueError(f"no seat {seat} in this game (seats 0 to {len(st.investigators) - 1})")
    plain = to_plain(st)
    for key in PRIVATE:
        plain.pop(key, None)
    plain["decks"] = {name: len(cards) for name, cards in plain["decks"].items()}
    plain["cup"] = len(plain["cup"])
    rd = plain.get("rules_data", {})
    for key, pile in HIDDEN_PILES:
        if isinstance(rd.get(key), dict) and isinstance(rd[key].get(pile), list):
            rd[key][pile] = len(rd[key][pile])
    hook = game.rules.ruleset.mask_view
    if hook:
        plain = hook(game, plain, seat)
    # the gate pile is face down in every rule set (base p.4): one face-down marker a gate
    plain["gate_pile"] = [FACE_DOWN_GATE] * len(plain["gate_pile"])
    return plain
