"""Game files: one saved game as a single JSON document, to move it to another machine
or attach it to a report (``arkham export N FILE`` / ``arkham import FILE``, and the web
table's ``GET /api/games/{id}/export`` / ``POST /api/games/import``).

A game file (format ``arkham-game``, version 1) holds

* ``save``: the game's save document (:mod:`arkham.saves`): the settings ``new_game``
  was given, every answer in order, and the state reached with its hash;
* ``seats``: who plays each seat (``"person"`` or a bot's name);
* ``answers``: for each answer of the save, in order, the seat of its choice, the label
  it was shown with and who gave it (``"person"`` or a bot's name);
* ``free_undo``: whether the table lets any person seat take back freely.

Importing checks every field, then loads the save with :func:`arkham.load`, which
replays its answers and refuses it unless they give its state: a file edited by hand
is refused with the reason, and nothing is created.
"""

from __future__ import annotations

import json
from typing import Any

from arkham.errors import SaveError
from arkham.saved_games import snapshot_due
from arkham.saves import MAX_BYTES, MAX_DEPTH, dump, read_json

FORMAT = "arkham-game"
VERSION = 1
_KEYS = ("format", "version", "seats", "free_undo", "answers", "save")
_ANSWER_KEYS = ("who", "label", "by")
MAX_FILE = MAX_BYTES + 1_000_000  # the save, and a label for each answer


class GameFileError(SaveError):
    """A game file that cannot be imported; the message names what is wrong."""


def export_game(store: Any, game_id: int) -> str:
    """Game ``game_id`` of ``store`` as a game file (the save is written anew from the
    game loaded and checked, so a game kept in an older save format exports too)."""
    saved, game = store.load(game_id)
    doc = {
        "format": FORMAT,
        "version": VERSION,
        "seats": list(saved.seats),
        "free_undo": bool(saved.settings.get("free_undo", False)),
        "answers": [{"who": a.who, "label": a.label, "by": a.by} for a in store.answers(game_id)],
    }
    head = json.dumps(doc, separators=(",", ":"))
    return head[:-1] + ',"save":' + dump(game) + "}"


def _fail(msg: str) -> GameFileError:
    return GameFileError(f"the game file is refused: {msg}")


def read_game_file(blob: str | bytes, players: set[str]) -> tuple[dict[str, Any], Any]:
    """The checked document of a game file and its game (loaded by :func:`arkham.load`).
    ``players`` are the names a seat may hold ("person" and the bots)."""
    import arkham

    doc = read_json(blob, MAX_FILE, MAX_DEPTH + 1, _fail, ("a game file", "it", "game file"))
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise _fail(f"it is not an arkham game file (field 'format' is missing or not '{FORMAT}')")
    if type(doc.get("version")) is not int or doc["version"] != VERSION:
        raise _fail(f"game file version {json.dumps(doc.get('version'))[:20]} is not {VERSION}, the one read here")
    missing = [k for k in _KEYS if k not in doc]
    extra = sorted(str(k)[:40] for k in set(doc) - set(_KEYS))
    if missing or extra:
        raise _fail(f"its fields are wrong: missing {missing}, unknown {extra}")
    seats, answers = doc["seats"], doc["answers"]
    if type(seats) is not list or not seats or any(type(s) is not str or s not in players for s in seats):
        raise _fail(f"'seats' must be a list of players, each one of {', '.join(sorted(players))}")
    if type(doc["free_undo"]) is not bool:
        raise _fail("'free_undo' must be true or false")
    if type(answers) is not list:
        raise _fail("'answers' must be a list")
    for n, a in enumerate(answers):
        if type(a) is not dict or set(a) != set(_ANSWER_KEYS):
            raise _fail(f"answer {n} must be an object with the fields {', '.join(_ANSWER_KEYS)}")
        if type(a["who"]) is not int or type(a["label"]) is not str or a["by"] not in players:
            raise _fail(f"answer {n}: 'who' is a seat number, 'label' a text and 'by' a player")
    if not isinstance(doc["save"], dict):
        raise _fail("'save' must be a saved game (an object)")
    try:
        game = arkham.load(json.dumps(doc["save"]))
    except SaveError as exc:
        raise _fail(str(exc)) from None
    given = game.given_answers()
    if len(given) != len(game.history):
        raise _fail("its save holds rigged dice or monsters (a test scene); a table replays answers alone")
    if len(answers) != len(given):
        raise _fail(f"it lists {len(answers)} answers, and its save holds {len(given)}")
    if len(seats) != len(game.state.investigators):
        raise _fail(f"it has {len(seats)} seats for {len(game.state.investigators)} investigators")
    return doc, game


def import_game(store: Any, blob: str | bytes, players: set[str]) -> int:
    """Check a game file (see :func:`read_game_file`) and save its game in ``store`` as a
    new game, with every answer as the file gives it; returns the new game's id."""
    import arkham

    doc, game = read_game_file(blob, players)
    settings = dict(game.settings)
    if doc["free_undo"]:
        settings["free_undo"] = True
    # the store keeps the state hash where it takes a snapshot (every SNAPSHOT_EVERY answers
    # and after the last): the answers are played once more for them
    again = arkham.new_game(**game.settings)
    rows = []
    given = game.given_answers()
    for k, (oid, a) in enumerate(zip(given, doc["answers"])):
        again.apply(oid)
        at = snapshot_due(k + 1, k == len(given) - 1)
        rows.append((a["who"], oid, a["label"], a["by"], again.state_hash() if at else ""))
    if again.state_hash() != game.state_hash():  # the same rules on the same answers: never seen
        raise _fail("its answers played twice gave two games")
    return store.adopt(game, settings, list(doc["seats"]), rows)
