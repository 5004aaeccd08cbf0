"""Saving and loading: a JSON document of what a game follows from, and where it stands.

A save (format version 3) holds

* ``settings``: the arguments ``arkham.new_game`` was given (seed, Ancient One,
  investigators as ids or a count, packs, rule set, sheets, Epic Battle);
* ``history``: every answer in order, and every rig given through the engine
  (``["dice", [...]]``, ``["monsters", [...]]``);
* ``state``: the state reached, as canonical JSON, and ``hash``, its hash.

Loading checks the format, the version and the type of every field first (a wrong
type is a :class:`SaveError`, never a traceback), that the hash matches the state, then
sets the game up again from the settings and replays the history, and refuses the save
unless the state replayed is exactly the snapshot (canonical JSON equal, naming the
first field that differs). So a save loads only if the game's own play gives it: an edit
that "looks legal" (a monster moved, a card moved into a hand, an option added to the
pending choice, a log line added) is refused whatever its hash says. The game returned
is the replayed one, so it plays on exactly as the saved game would, down to the order
of every mapping in its state.

A version-2 save names some steps as they were called before the steps took their box or
topic as prefix (``ks.``, ``dw.``, ``er.``, ``lc.``...): its snapshot's frames are renamed
through :data:`_RENAMED_STEPS` once its hash is checked, and it loads as a version-3 save.
A version-3 save written before a step moved (:data:`_RENAMED_IN_3`) is renamed the same way.
"""

from __future__ import annotations

import json
from dataclasses import fields
from typing import Any

from arkham.errors import ArkhamError, SaveError
from arkham.state import Investigator, State, state_from_plain, to_plain

FORMAT = "arkham-save"
MAX_BYTES = 8 * 1024 * 1024  # a long 8-investigator game saves to well under 1 MB
MAX_DEPTH = 48  # a saved state nests a dozen levels at most
_KEYS = ("format", "version", "hash", "settings", "state", "history")

# the steps version 3 renamed: a version-2 save's name -> the name since
_RENAMED_STEPS = {
    "dh.reward": "dunwich.horror_reward",
    "dw.bless_anyone": "dunwich.bless_anyone",
    "dw.call_friend": "dunwich.call_friend",
    "dw.keep_status": "dunwich.keep_status",
    "dw.lure_monster": "dunwich.lure_monster",
    "dw.pick_tome": "dunwich.pick_tome",
    "dw.refresh_spell": "dunwich.refresh_spell",
    "dw.unexplored": "card.unexplored",
    "er.anywhere": "card.anywhere",
    "er.claim": "card.claim",
    "er.close_choice": "card.close_choice",
    "er.moon_trophy": "dunwich.moon_trophy",
    "er.pick_card": "dunwich.pick_card",
    "er.pick_spell": "card.pick_spell",
    "er.portal": "card.portal",
    "er.reveal": "card.reveal",
    "er.sale": "card.sale",
    "er.sell": "card.sell",
    "er.swap": "card.swap",
    "er.trade": "dunwich.trade",
    "er.unseal": "card.unseal",
    "ks.add_rift_progress": "kingsport.add_rift_progress",
    "ks.buy_clues": "kingsport.buy_clues",
    "ks.clues_with_another": "kingsport.clues_with_another",
    "ks.discard_anyones": "kingsport.discard_anyones",
    "ks.discard_by_price": "kingsport.discard_by_price",
    "ks.doom_to_elder_sign": "kingsport.doom_to_elder_sign",
    "ks.encounter_where_now": "kingsport.encounter_where_now",
    "ks.enter_open_gate": "kingsport.enter_open_gate",
    "ks.gate_monster_to_cup": "kingsport.gate_monster_to_cup",
    "ks.give_clues": "kingsport.give_clues",
    "ks.great_seal": "kingsport.great_seal",
    "ks.homage": "kingsport.homage",
    "ks.items_for_clues": "kingsport.items_for_clues",
    "ks.keep_clues": "kingsport.keep_clues",
    "ks.keep_items": "kingsport.keep_items",
    "ks.monster_by_arrow": "kingsport.monster_by_arrow",
    "ks.monsters_come": "kingsport.monsters_come",
    "ks.monsters_for_reward": "kingsport.monsters_for_reward",
    "ks.move_elder_sign": "kingsport.move_elder_sign",
    "ks.mythos.open_rift": "kingsport.open_rift",
    "ks.mythos.surge": "kingsport.mythos_surge",
    "ks.mythos.turn_rift_marker": "kingsport.turn_rift_marker",
    "ks.nearest_monster": "kingsport.nearest_monster",
    "ks.ow.claim_here": "kingsport.claim_here",
    "ks.ow.close_behind": "kingsport.close_behind",
    "ks.ow.clue_trade": "kingsport.clue_trade",
    "ks.ow.lost_found": "kingsport.lost_found",
    "ks.ow.wake_if_devoured": "kingsport.wake_if_devoured",
    "ks.pick_from_deck": "kingsport.pick_from_deck",
    "ks.remove_rift_progress": "kingsport.remove_rift_progress",
    "ks.reorder_mythos": "kingsport.reorder_mythos",
    "ks.sanity_for_clues": "kingsport.sanity_for_clues",
    "ks.seal_from_mythos": "kingsport.seal_from_mythos",
    "ks.seal_here": "kingsport.seal_here",
    "ks.sell_item": "kingsport.sell_item",
    "ks.sky_outskirts_to_cup": "kingsport.sky_outskirts_to_cup",
    "ks.spell_at_cost": "kingsport.spell_at_cost",
    "ks.spell_at_its_cost": "kingsport.spell_at_its_cost",
    "ks.swap_item": "kingsport.swap_item",
    "ks.swap_places": "kingsport.swap_places",
    "ks.take_clues": "kingsport.take_clues",
    "ks.through_nearest_gate": "kingsport.through_nearest_gate",
    "ks.to_world": "kingsport.to_world",
    "ks.trade_skills": "kingsport.trade_skills",
    "lc.box_mythos": "dunwich.box_mythos",
    "lc.move_gate": "dunwich.move_gate",
    "lc.peek": "dunwich.peek",
    "lc.spend_symbol": "fx.spend_symbol",
    "lc.split": "fx.split",
    "lc.swap_gate": "dunwich.swap_gate",
    "lc.ward": "dunwich.ward",
}
# steps renamed within version 3: a save's name -> the name since (an elder sign's removal,
# which a Dunwich and a Kingsport card both call for, moved from the Dunwich box to the shared
# card steps, so that a base+Kingsport game has it)
_RENAMED_IN_3 = {"dunwich.unseal": "card.unseal"}


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
    written once (saves happen after every answer in play). The hash comes first (the
    terminal's store reads it from the head of the text), the history last."""
    from arkham.api import SAVE_VERSION

    blob, h = game.state_blob()
    head = json.dumps(
        {"format": FORMAT, "version": SAVE_VERSION, "hash": h, "settings": game.settings}, separators=(",", ":")
    )
    hist = json.dumps(game.history, separators=(",", ":"))
    return head[:-1] + ',"state":' + blob + ',"history":' + hist + "}"


# ------------------------------------------------------------------ field types
def _is_int(v: Any) -> bool:
    return type(v) is int  # true, 1.0 and "1" are not integers


def _is_str_list(v: Any) -> bool:
    return type(v) is list and all(type(x) is str for x in v)


def _name(v: Any) -> str:
    text = json.dumps(v) if isinstance(v, (int, float, str, bool, type(None))) else type(v).__name__
    return text if len(text) <= 40 else text[:40] + "..."


_SETTINGS: dict[str, tuple[str, Any]] = {
    "seed": ("an integer", _is_int),
    "ancient_one": ("an id or null", lambda v: v is None or type(v) is str),
    "investigators": ("a count or a list of ids", lambda v: _is_int(v) or _is_str_list(v)),
    "packs": ("a list of pack names", _is_str_list),
    "ruleset": ("a rule set's name", lambda v: type(v) is str),
    "sheets": (
        "null or an object of ids",
        lambda v: v is None or (type(v) is dict and all(type(x) is str for x in v.values())),
    ),
    "epic_battle": ("true or false", lambda v: type(v) is bool),
}

# the type of each state field: what a save's state must hold before it is compared
_INT, _STR, _BOOL = "an integer", "a string", "true or false"
_LIST, _DICT = "a list", "an object"
_STATE_TYPES: dict[str, tuple[str, Any]] = {
    "version": (_INT, _is_int),
    "seed": (_INT, _is_int),
    "turn": (_INT, _is_int),
    "first": (_INT, _is_int),
    "doom": (_INT, _is_int),
    "terror": (_INT, _is_int),
    "elder_signs_used": (_INT, _is_int),
    "ruleset": (_STR, lambda v: type(v) is str),
    "ancient_one": (_STR, lambda v: type(v) is str),
    "phase": (_STR, lambda v: type(v) is str),
    "environment": ("a string or null", lambda v: v is None or type(v) is str),
    "rumor": ("a string or null", lambda v: v is None or type(v) is str),
    "awakened": (_BOOL, lambda v: type(v) is bool),
    "over": (_BOOL, lambda v: type(v) is bool),
    "packs": ("a list of pack names", _is_str_list),
    "cup": ("a list of ids", _is_str_list),
    "gate_pile": ("a list of ids", _is_str_list),
    "box": ("a list of ids", _is_str_list),
    "gone": ("a list of ids", _is_str_list),
    "rig_monsters": ("a list of ids", _is_str_list),
    "rig": ("a list of die results", lambda v: type(v) is list and all(_is_int(x) for x in v)),
    "rng": ("a list of integers or null", lambda v: v is None or (type(v) is list and all(_is_int(x) for x in v))),
    "investigators": (_LIST, lambda v: type(v) is list),
    "until": (_LIST, lambda v: type(v) is list),
    "stack": (_LIST, lambda v: type(v) is list),
    "log": (_LIST, lambda v: type(v) is list),
    "pending": ("an object or null", lambda v: v is None or type(v) is dict),
    "result": ("an object or null", lambda v: v is None or type(v) is dict),
}
_INV_TYPES: dict[str, str] = {f.name: str(f.type) for f in fields(Investigator)}  # annotations as written
_WORDS = {"int": _INT, "str": _STR, "bool": _BOOL, "list[int]": "a list of integers", "list[str]": "a list of ids"}
_PY = {
    "int": _is_int,
    "str": lambda v: type(v) is str,
    "bool": lambda v: type(v) is bool,
    "list[int]": lambda v: type(v) is list and all(_is_int(x) for x in v),
    "list[str]": _is_str_list,
}


def _check_types(doc: dict[str, Any]) -> None:
    """Every field of the document, its settings and history, and the top of its state,
    has the type it must have: a :class:`SaveError` names the first that does not."""
    extra = sorted(set(doc) - set(_KEYS))
    missing = [k for k in _KEYS if k not in doc]
    if missing or extra:
        raise SaveError(f"the save's fields are wrong: missing {missing}, unknown {[_name(k) for k in extra]}")
    if type(doc["hash"]) is not str:
        raise SaveError(f"the save's 'hash' must be a string, not {_name(doc['hash'])}")
    s = doc["settings"]
    if type(s) is not dict or set(s) != set(_SETTINGS):
        raise SaveError(f"the save's 'settings' must be an object with the fields {', '.join(_SETTINGS)}")
    for key, (what, ok) in _SETTINGS.items():
        if not ok(s[key]):
            raise SaveError(f"the save's setting '{key}' must be {what}, not {_name(s[key])}")
    h = doc["history"]
    if type(h) is not list:
        raise SaveError(f"the save's 'history' must be a list, not {_name(h)}")
    for n, e in enumerate(h):
        if type(e) is str:
            continue
        if not (
            type(e) is list
            and len(e) == 2
            and e[0] in ("dice", "monsters")
            and type(e[1]) is list
            and all((_is_int(x) if e[0] == "dice" else type(x) is str) for x in e[1])
        ):
            raise SaveError(
                f"the save's 'history' entry #{n} must be an answer (a string) or a rig "
                f'(["dice", [numbers]] or ["monsters", [ids]]), not {_name(e)}'
            )
    st = doc["state"]
    if type(st) is not dict:
        raise SaveError(f"the save's 'state' must be an object, not {_name(st)}")
    names = {f.name for f in fields(State)}
    missing = sorted(names - set(st) - {"rules_data"})
    extra = sorted(set(st) - names)
    if missing or extra:
        raise SaveError(
            f"the saved state is not a valid game state: fields missing {missing}, unknown {[_name(k) for k in extra]}"
        )
    for key in names - set(_STATE_TYPES):
        if key in st and type(st[key]) is not dict:
            raise SaveError(
                f"the saved state is not a valid game state: '{key}' must be an object, not {_name(st[key])}"
            )
    for key, (what, ok) in _STATE_TYPES.items():
        if not ok(st[key]):
            raise SaveError(f"the saved state is not a valid game state: '{key}' must be {what}, not {_name(st[key])}")
    for i, inv in enumerate(st["investigators"]):
        if type(inv) is not dict or set(inv) != set(_INV_TYPES):
            raise SaveError(f"the saved state is not a valid game state: investigator #{i} has the wrong fields")
        for key, typ in _INV_TYPES.items():
            if not _PY[typ](inv[key]):
                raise SaveError(
                    f"the saved state is not a valid game state: investigator #{i}'s '{key}' "
                    f"must be {_WORDS[typ]}, not {_name(inv[key])}"
                )


# ------------------------------------------------------------------ loading
def _rename_steps(node: Any, renamed_steps: dict[str, str]) -> bool:
    """Give every frame in a snapshot's stack (and any frame kept inside one) the name
    ``renamed_steps`` gives its step (walked without recursion); whether any was renamed."""
    todo, renamed = [node], False
    while todo:
        cur = todo.pop()
        if isinstance(cur, dict):
            k = cur.get("k")
            if type(k) is str and k in renamed_steps:
                cur["k"], renamed = renamed_steps[k], True
            todo.extend(v for v in cur.values() if isinstance(v, (dict, list)))
        elif isinstance(cur, list):
            todo.extend(v for v in cur if isinstance(v, (dict, list)))
    return renamed


def _replay(settings: dict[str, Any], history: list[Any]) -> Any:
    """The game the settings and history give (a :class:`SaveError` if they give none)."""
    from arkham.api import new_game
    from arkham.engine import replay_entry

    try:
        game = new_game(**settings)
    except ArkhamError as exc:
        raise SaveError(f"the save's settings do not set up a game: {exc}") from None
    for n, e in enumerate(history):
        try:
            replay_entry(game, e)
        except (ArkhamError, ValueError) as exc:
            raise SaveError(
                f"the saved state is not what the save's answers give: they do not replay "
                f"(entry #{n} of {len(history)}: {exc})"
            ) from None
    return game


def _first_difference(raw: dict[str, Any], plain: dict[str, Any]) -> str:
    for key in sorted(set(raw) | set(plain)):
        a = json.dumps(raw.get(key), sort_keys=True, separators=(",", ":"))
        b = json.dumps(plain.get(key), sort_keys=True, separators=(",", ":"))
        if a != b:
            return key
    return "(none)"  # pragma: no cover - called only when the two differ


def read_json(blob: Any, max_bytes: int, depth: int, error: Any, words: tuple[str, str, str]) -> Any:
    """The JSON document in ``blob``, refused with ``error(message)`` when it is not text,
    longer than ``max_bytes``, not JSON, or nested deeper than ``depth``. ``words``: how
    the messages call it (``"a save"``, ``"the save"``, ``"saved game"``)."""
    a, the, kind = words
    if not isinstance(blob, (str, bytes, bytearray)):
        raise error(f"{a} is text, not {type(blob).__name__}")
    if len(blob) > max_bytes:
        raise error(f"{the} is {len(blob):,} bytes long; no {kind} is over {max_bytes:,}")
    deep = f"{the} nests lists or objects too deeply (more than {MAX_DEPTH} levels)"
    try:
        doc = json.loads(blob)
    except RecursionError:
        raise error(deep) from None
    except (ValueError, TypeError) as exc:
        raise error(f"{the} is not valid JSON (truncated or damaged?): {exc}") from None
    if _too_deep(doc, depth):
        raise error(deep)
    return doc


def load(blob: str | bytes) -> Any:
    from arkham.api import SAVE_VERSION

    doc = read_json(blob, MAX_BYTES, MAX_DEPTH, SaveError, ("a save", "the save", "saved game"))
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise SaveError("this is not an arkham saved game (field 'format' is missing or wrong)")
    version = doc.get("version")
    if type(version) is not int:  # 1.0 or true are not the version 1
        raise SaveError(f"the save's 'version' must be an integer, not {_name(version)}")
    if version == 1:
        raise SaveError(
            f"saved game version 1 holds no answers, and this version ({SAVE_VERSION}) loads a save "
            "by replaying its answers: a game saved by the terminal still resumes ('arkham play --resume ID' "
            "replays the answers its store keeps); any other must be started anew"
        )
    if version not in (2, SAVE_VERSION):
        raise SaveError(f"saved game version {version!r} cannot be loaded by this version ({SAVE_VERSION})")
    _check_types(doc)
    raw = doc["state"]
    import hashlib

    text = json.dumps(raw, sort_keys=True, separators=(",", ":"))
    if hashlib.blake2b(text.encode(), digest_size=16).hexdigest() != doc["hash"]:
        raise SaveError("the saved game was edited or damaged: its hash does not match its contents")
    if _rename_steps(raw["stack"], _RENAMED_STEPS if version == 2 else _RENAMED_IN_3):
        text = json.dumps(raw, sort_keys=True, separators=(",", ":"))
    game = _replay(doc["settings"], doc["history"])
    blob2, _ = game.state_blob()
    if blob2 != text:
        field = _first_difference(raw, to_plain(game.state))
        raise SaveError(
            f"the saved state is not what the save's answers give (first difference: '{field}'): "
            f"the save was edited or written by another version of the rules{_illegal(raw, game)}"
        )
    return game


def _illegal(raw: dict[str, Any], game: Any) -> str:
    """Why the snapshot is no legal state at all, if it is not (said beside the refusal)."""
    from arkham.engine import Game
    from arkham.invariants import check

    try:
        shown = Game(state_from_plain(raw), game.content, game.ruleset, game.rng, rules=game.rules)
        check(shown)
    except AssertionError as exc:
        return f"; it is not even a legal game state: {exc}"
    except Exception as exc:  # a value of the wrong kind deep inside: say so
        return f"; it is not even a legal game state: a value of the wrong kind or an unknown id ({type(exc).__name__})"
    return ""
