"""The pool of Clue tokens and its exhaustion (HotW §Clue And Monster Exhaustion): when
an effect places or awards a clue and the pool is empty, one clue returns from each
investigator to the pool, as often as needed. The base game has 48 Clue tokens."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arkham.rules.classic import core as C
from arkham.rules.haunt.data import cite, hd, in_play

if TYPE_CHECKING:
    from arkham.engine import Game

CLUE_TOKENS = 48  # base rulebook, game components


def pool(g: Game) -> int:
    st = g.state
    held = sum(i.clues for i in in_play(g))
    return CLUE_TOKENS - held - sum(st.clues_on.values()) - sum(hd(g).get("mclues", {}).values())


def supply(g: Game, n: int) -> int:
    """How many of ``n`` clues can be placed now, after emptying the investigators' hands
    one clue each as often as needed. Ruling: when no investigator has a clue to give
    back, only what the pool holds is placed."""
    while pool(g) < n:
        givers = [i for i in in_play(g) if i.clues > 0]
        if not givers:
            break
        for inv in givers:
            inv.clues -= 1
        g.log(
            f"The Clue tokens have run out: {', '.join(C.inv_name(g, i) for i in givers)} each return one to the pool",
            cite("Clue And Monster Exhaustion"),
        )
    return max(0, min(n, pool(g)))
