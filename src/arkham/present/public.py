"""The game as one viewer may know it: every payload a front end sends a seat or a
spectator is drawn from :func:`public_game`, never from the game itself.

``public_game(g, seat)`` is a stand-in copy of the game in which every fact
:func:`arkham.view` hides from that viewer is replaced by one read from what the viewer
sees: each deck, the cup and each face-down pile of ``rules_data`` sorted (their order is
hidden, their make-up follows from the cards in sight), the random-number state dropped,
and the gates whose world is hidden dealt again, in sorted order, from those gates and
the gate pile together. Two games that differ only in hidden facts give the same
stand-in, so nothing drawn from it can tell them apart. The stand-in is never played;
``hidden_gates(g)`` names the places whose gate it shows face down.
"""

from __future__ import annotations

import random
from typing import Any

from arkham.engine import Game
from arkham.state import copy_state
from arkham.seat_view import HIDDEN_PILES


class PublicGame(Game):
    """A stand-in game drawn for one viewer: it also knows which of its gates are face down
    to that viewer (their worlds were dealt again, so the gates alone no longer tell)."""

    __slots__ = ("face_down",)


def masked_gates(g: Any, seat: int | None) -> set[str]:
    """The places whose gate's world the viewer may not see (the rule set's ``mask_view``)."""
    hook = g.rules.ruleset.mask_view
    if hook is None or not g.state.gates:
        return set()
    shown = hook(g, {"gates": dict(g.state.gates), "gate_pile": []}, seat)["gates"]
    return {a for a, m in g.state.gates.items() if shown.get(a) != m}


def hidden_gates(g: Any) -> frozenset[str]:
    """The places whose gate is shown face down to whoever ``g`` is drawn for."""
    if isinstance(g, PublicGame):
        return g.face_down
    return frozenset(masked_gates(g, None))


def public_game(g: Game, seat: int | None) -> PublicGame:
    """A stand-in of ``g`` holding only what ``seat`` (None: a spectator) may know."""
    n = len(g.state.investigators)
    if seat is not None and not 0 <= seat < n:
        raise ValueError(f"no seat {seat} in this game (seats 0 to {n - 1})")
    st = copy_state(g.state)
    st.rng = None
    st.rig, st.rig_monsters = [], []
    for cards in st.decks.values():
        cards.sort()
    st.cup.sort()
    for key, pile in HIDDEN_PILES:
        held = st.rules_data.get(key)
        if isinstance(held, dict) and isinstance(held.get(pile), list):
            held[pile].sort()
    down = sorted(masked_gates(g, seat))
    pool = sorted([st.gates[a] for a in down] + st.gate_pile)
    for a, m in zip(down, pool):
        st.gates[a] = m
    st.gate_pile = pool[len(down) :]
    pg = PublicGame(st, g.content, g.ruleset, random.Random(0), rules=g.rules)  # never the game's generator
    pg._choice = g._choice
    pg.face_down = frozenset(down)
    return pg
