"""Saving and loading: a JSON document holding the whole state and its hash.

Loading checks the format, the version, every field, that the packs and rule
set exist, and that the stored hash matches the state: a truncated or edited
file gets a :class:`SaveError` naming the problem, never a traceback.
"""
from __future__ import annotations

import json
import random
from typing import Any

from arkham.errors import ArkhamError, SaveError
from arkham.state import state_from_plain, to_plain

FORMAT = "arkham-save"


def dump(game: Any) -> str:
    h = game.state_hash()  # also stores the RNG words in the state
    return json.dumps({"format": FORMAT, "version": game.state.version, "hash": h,
                       "state": to_plain(game.state)}, separators=(",", ":"))


def load(blob: str | bytes) -> Any:
    from arkham.api import SAVE_VERSION
    from arkham.content.loader import load_content
    from arkham.engine import Game
    from arkham.rulesets import get_ruleset

    try:
        doc = json.loads(blob)
    except (ValueError, TypeError) as exc:
        raise SaveError(f"the save is not valid JSON (truncated or damaged?): {exc}") from None
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise SaveError("this is not an arkham saved game (field 'format' is missing or wrong)")
    if doc.get("version") != SAVE_VERSION:
        raise SaveError(f"saved game version {doc.get('version')!r} cannot be loaded by this version ({SAVE_VERSION})")
    raw = doc.get("state")
    if not isinstance(raw, dict):
        raise SaveError("the save has no 'state' object")
    try:
        st = state_from_plain(raw)
    except (TypeError, ValueError) as exc:
        raise SaveError(f"the saved state is malformed: {exc}") from None
    try:
        content = load_content(st.packs)
        rs = get_ruleset(st.ruleset)
    except ArkhamError as exc:
        raise SaveError(f"the save names content this version does not have: {exc}") from None
    rng = random.Random()
    try:
        words = tuple(int(x) for x in st.rng)
        if len(words) != 625:
            raise ValueError("wrong length")
        rng.setstate((3, words, None))
    except (TypeError, ValueError) as exc:
        raise SaveError(f"the saved random-number state is malformed: {exc}") from None
    game = Game(st, content, rs, rng)
    if game.state_hash() != doc.get("hash"):
        raise SaveError("the saved game was edited or damaged: its hash does not match its contents")
    return game
