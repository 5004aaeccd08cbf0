"""A fixed action space over the engine's options.

An option id names what it does ("fight", "to:base:arkham/graveyard",
"discard:base:knife#2"). Its *kind* is the id without card copy numbers
("discard:base:knife"); each kind has a home slot in a table of ``SLOTS``
actions, fixed by a hash of the kind, so the same decision maps to the same
action in every game and every process. When two options of one choice share a
slot (two copies of a card, or two kinds whose hashes meet), the later one, in
the engine's option order, takes the next free slot: the mapping of a choice is
still a pure function of its options.
"""

from __future__ import annotations

import hashlib
import re
from typing import Sequence

SLOTS = 2048
_COPY = re.compile(r"#\d+")


def kind_of(option_id: str) -> str:
    """The option id with card copy numbers removed."""
    return _COPY.sub("", option_id)


def home_slot(option_id: str) -> int:
    digest = hashlib.blake2b(kind_of(option_id).encode(), digest_size=8).digest()
    return int.from_bytes(digest, "little") % SLOTS


def slots_for(option_ids: Sequence[str]) -> list[int]:
    """The action index of each option of one choice, in order (all different)."""
    taken: set[int] = set()
    out = []
    for oid in option_ids:
        s = home_slot(oid)
        while s in taken:
            s = (s + 1) % SLOTS
        taken.add(s)
        out.append(s)
    return out


def option_for(option_ids: Sequence[str], action: int) -> str | None:
    """The option id an action stands for in this choice, or None if it is not legal."""
    for oid, s in zip(option_ids, slots_for(option_ids)):
        if s == action:
            return oid
    return None
