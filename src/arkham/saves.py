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
MAX_BYTES = 8 * 1024 * 1024     # a long 8-investigator game saves to well under 1 MB
MAX_DEPTH = 48                  # a saved state nests a dozen levels at most


def _too_deep(node: Any, limit: int) -> bool:
    """True when lists/objects nest deeper than ``limit`` (walked without recursion)."""
    todo = [(node, 1)]
    while todo:
        cur, d = todo.pop()
        if d > limit:
            return True
        if isinstance(cur, dict):
            todo.extend((v, d + 1) for v in cur.values() if isinstance(v, (dict, list)))
        elif isinstance(cur, list):
            todo.extend((v, d + 1) for v in cur if isinstance(v, (dict, list)))
    return False


def dump(game: Any) -> str:
    """The save document; the state inside it is the canonical JSON its hash is taken over,
    written once (saves happen after every answer in play)."""
    blob, h = game.state_blob()
    head = json.dumps({"format": FORMAT, "version": game.state.version, "hash": h}, separators=(",", ":"))
    return head[:-1] + ',"state":' + blob + "}"


def load(blob: str | bytes) -> Any:
    from arkham.api import SAVE_VERSION
    from arkham.content.loader import load_content
    from arkham.engine import Game
    from arkham.rulesets import get_ruleset

    if not isinstance(blob, (str, bytes, bytearray)):
        raise SaveError(f"a save is text, not {type(blob).__name__}")
    if len(blob) > MAX_BYTES:
        raise SaveError(f"the save is {len(blob):,} bytes long; no saved game is over {MAX_BYTES:,}")
    try:
        doc = json.loads(blob)
    except RecursionError:
        raise SaveError(f"the save nests lists or objects too deeply (more than {MAX_DEPTH} levels)") from None
    except (ValueError, TypeError) as exc:
        raise SaveError(f"the save is not valid JSON (truncated or damaged?): {exc}") from None
    if _too_deep(doc, MAX_DEPTH):
        raise SaveError(f"the save nests lists or objects too deeply (more than {MAX_DEPTH} levels)")
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise SaveError("this is not an arkham saved game (field 'format' is missing or wrong)")
    version = doc.get("version")
    if type(version) is not int:  # 1.0 or true are not the version 1
        raise SaveError(f"the save's 'version' must be an integer, not {version!r}")
    if version != SAVE_VERSION:
        raise SaveError(f"saved game version {version!r} cannot be loaded by this version ({SAVE_VERSION})")
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
    # a save whose hash was recomputed after an edit must still be a reachable game
    from arkham.invariants import check
    try:
        check(game)
    except AssertionError as exc:
        raise SaveError(f"the saved game is not a valid game state: {exc}") from None
    except (LookupError, TypeError, ValueError, AttributeError) as exc:
        raise SaveError(f"the saved game is not a valid game state: a value of the wrong kind or an unknown id "
                        f"({type(exc).__name__}: {exc})") from None
    return game
