"""The Dunwich vortices and the Dunwich Horror track (DH p.7).

Investigators never enter a vortex (it is a board space, not an area, so no move
can lead there). A monster that moves into one goes back to the cup, the terror
level rises by 1, and a Dunwich Horror token is added to the track while it holds
fewer than three; the token that fills the track is announced as the event
``track_full`` (the Dunwich Horror's rule module answers it).

The op ``dunwich_horror_token`` lets a card add a token to the track (``n: 1``) or take
one off (``n: -1``): the Dunwich location cards that wake something or foil Wizard
Whateley's plans.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from typing import Any

from arkham.effects.registry import op
from arkham.rules.classic import core as C
from arkham.rules.extensions import RuleModule, SpaceRule, register

if TYPE_CHECKING:
    from arkham.engine import Frame, Game

TRACK = "dunwich:dunwich_horror"
RULE = "DH p.7 vortex spaces"


def track_key(track: str) -> str:
    return f"track:{track}"


def tokens(g: Game, track: str = TRACK) -> int:
    return g.state.counters.get(track_key(track), 0)


def add_token(g: Game, why: str, track: str = TRACK) -> None:
    """One more token on a board track, up to its size."""
    size = g.content.tracks[track].size
    n = tokens(g, track)
    if n >= size:
        g.log(f"The {g.content.tracks[track].name} already holds {C.count(size, 'token')}", RULE)
        return
    g.state.counters[track_key(track)] = n + 1
    g.log(f"A token is added to the {g.content.tracks[track].name}: {n + 1} of {size} ({why})", RULE)
    if n + 1 == size:
        C.announce(g, "track_full", track)  # the Dunwich Horror appears (its own rule module)


def remove_token(g: Game, why: str, track: str = TRACK) -> None:
    """One token fewer on a board track; an empty track stays empty."""
    n = tokens(g, track)
    if n <= 0:
        g.log(f"The {g.content.tracks[track].name} holds no token to remove", RULE)
        return
    g.state.counters[track_key(track)] = n - 1
    g.log(
        f"A token is removed from the {g.content.tracks[track].name}: {n - 1} of "
        f"{g.content.tracks[track].size} ({why})",
        RULE,
    )


@op("dunwich_horror_token", required=("n",))
def op_dunwich_horror_token(g: Game, fr: Frame, o: dict[str, Any]) -> None:
    """A card adds (n > 0) or removes (n < 0) Dunwich Horror tokens, one at a time."""
    for _ in range(abs(o["n"])):
        (add_token if o["n"] > 0 else remove_token)(g, "a location card")


def monster_enters_vortex(g: Game, marker: str, space: str) -> None:
    C.to_cup(g, marker)
    g.log(f"{C.name_of(g, marker)} is swallowed by {g.content.spaces[space].name} and returns to the cup", RULE)
    C.raise_terror(g, 1, "a monster entered a vortex")
    add_token(g, "a monster entered a vortex")


MODULE = register(RuleModule("dunwich.vortices", space_rules=(SpaceRule("vortex", monster_enters_vortex),)))
