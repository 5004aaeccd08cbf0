"""Saved games in SQLite: every answer given, and a snapshot now and then.

One database file holds many games (default ``$XDG_DATA_HOME/arkham/games.sqlite``,
else ``~/.local/share/arkham/games.sqlite``). For each game it keeps

* the settings ``arkham.new_game`` was called with (seed, Ancient One,
  investigators, packs, rule set) and who plays each seat (a person or a bot);
* every answer in order (the option id, the seat that gave it, the label shown);
* a snapshot (``game.to_json()``, which holds the settings and answers too), its state
  hash and how many answers it holds: taken every :data:`SNAPSHOT_EVERY` answers, at the
  end of the game, after a take-back and when a front end closes the game
  (:meth:`GameStore.checkpoint`).

Each answer is written in its own transaction before it is acknowledged, so a game
broken off at any moment (a server killed with -9) resumes exactly at the last
answered choice: loading it loads the snapshot and gives the game the answers stored
after it, each checked against the choice it answers (the seat and the option's label)
and, where a snapshot was taken, against the state hash. The answers also make a whole
replay possible: a new game with the same settings, given the same answers one at a
time, must come to the snapshot's state hash when it has been given the answers the
snapshot holds.
"""

from __future__ import annotations

import json
import os
import re
import sqlite3
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Iterator

from arkham.errors import ArkhamError

SCHEMA_VERSION = 2

#: a snapshot is written when the answers reach a multiple of this (writing one costs
#: some ten times what applying an answer does; loading replays at most this many)
SNAPSHOT_EVERY = 25


def snapshot_due(answers: int, over: bool) -> bool:
    """Whether the store takes a snapshot when a game reaches ``answers`` answers (``over``:
    that answer ended it); the store keeps the state hash of exactly those answers."""
    return answers % SNAPSHOT_EVERY == 0 or over


SCHEMA = """
CREATE TABLE IF NOT EXISTS games (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    created     TEXT NOT NULL,
    updated     TEXT NOT NULL,
    settings    TEXT NOT NULL,   -- JSON: the arguments of arkham.new_game
    seats       TEXT NOT NULL,   -- JSON list: "person" or a bot name, one per seat
    ancient_one TEXT NOT NULL,
    investigators TEXT NOT NULL, -- JSON list of investigator ids
    turn        INTEGER NOT NULL,  -- the turn reached (in Haunt, the day: see round_of)
    answers     INTEGER NOT NULL,
    finished    INTEGER NOT NULL,
    result      TEXT,            -- JSON of game.result when finished
    snapshot    TEXT NOT NULL,   -- game.to_json() after snap_answers answers
    hash        TEXT NOT NULL,   -- game.state_hash() of that snapshot
    snap_answers INTEGER NOT NULL DEFAULT 0  -- how many answers the snapshot holds
);
CREATE TABLE IF NOT EXISTS answers (
    game_id   INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    n         INTEGER NOT NULL,  -- 0, 1, 2 ... in the order given
    who       INTEGER NOT NULL,  -- seat of the choice
    option_id TEXT NOT NULL,
    label     TEXT NOT NULL,
    by        TEXT NOT NULL,     -- "person" or the bot's name
    hash      TEXT NOT NULL,     -- state hash after this answer where a snapshot was taken, else ""
    PRIMARY KEY (game_id, n)
);
"""


class StoreError(ArkhamError):
    """The save database cannot be used (unreadable, not ours, newer schema)."""


class UnknownGame(StoreError):
    """No saved game has this id."""

    def __init__(self, game_id: object):
        self.game_id = game_id
        super().__init__(f"there is no saved game with id {game_id}")


def default_db_path() -> Path:
    """``$XDG_DATA_HOME/arkham/games.sqlite``, else ``~/.local/share/arkham/games.sqlite``."""
    base = os.environ.get("XDG_DATA_HOME") or ""
    root = Path(base) if base and Path(base).is_absolute() else Path.home() / ".local" / "share"
    return root / "arkham" / "games.sqlite"


@dataclass(frozen=True)
class Answer:
    n: int
    who: int
    option_id: str
    label: str
    by: str
    hash: str


@dataclass(frozen=True)
class SavedGame:
    id: int
    created: str
    updated: str
    settings: dict[str, Any]
    seats: list[str]
    ancient_one: str
    investigators: list[str]
    turn: int
    answers: int
    finished: bool
    result: dict[str, Any] | None
    snapshot: str
    hash: str  # the state hash of the snapshot
    snapshot_answers: int = 0  # how many of the answers the snapshot holds (the rest are replayed on loading)


_SNAP_HASH = re.compile(r'"hash":"([0-9a-f]+)"')
_OLD_SNAPSHOT = re.compile(r'\{"format":"arkham-save","version":1,')


def _snapshot(game: Any) -> tuple[str, str]:
    """``game.to_json()`` and its state hash, read from the snapshot (which carries it)
    rather than computed a second time."""
    snap = game.to_json()
    m = _SNAP_HASH.search(snap, 0, 300)
    return snap, (m.group(1) if m else game.state_hash())


def round_of(game: Any) -> int:
    """How far a game has come as its players count it: the turn, or in Haunt of the
    Watchers, which plays days of phases (its ``turn`` counts phases), the day."""
    st = game.state
    if st.ruleset == "haunt":
        return int(st.rules_data.get("day", 0))
    return st.turn


def _now() -> str:
    return datetime.now(timezone.utc).astimezone().isoformat(timespec="seconds")


class GameStore:
    """The save database. ``GameStore(path)`` creates the file and folders if needed."""

    def __init__(self, path: str | os.PathLike[str] | None = None):
        self.path = Path(path) if path is not None else default_db_path()
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self.db = sqlite3.connect(str(self.path))
        except (OSError, sqlite3.Error) as exc:
            raise StoreError(f"cannot open the save database {self.path}: {exc}") from None
        try:
            version = self.db.execute("PRAGMA user_version").fetchone()[0]
            if version > SCHEMA_VERSION:
                raise StoreError(f"{self.path} was written by a newer version of arkham (schema {version})")
            self.db.execute("PRAGMA foreign_keys = ON")
            self.db.execute("PRAGMA synchronous = NORMAL")
            self.db.executescript(SCHEMA)
            cols = {r[1] for r in self.db.execute("PRAGMA table_info(games)")}
            if "snap_answers" not in cols:  # schema 1: a snapshot after every answer
                self.db.execute("ALTER TABLE games ADD COLUMN snap_answers INTEGER NOT NULL DEFAULT 0")
                self.db.execute("UPDATE games SET snap_answers = answers")
            self.db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
            self.db.commit()
        except sqlite3.DatabaseError as exc:
            self.db.close()
            raise StoreError(f"{self.path} is not an arkham save database: {exc}") from None

    # ------------------------------------------------------------ writing
    def create(self, game: Any, settings: dict[str, Any], seats: list[str]) -> int:
        """Save a freshly set-up game (no answers yet) and return its id."""
        return self.adopt(game, settings, seats, [])

    def adopt(
        self, game: Any, settings: dict[str, Any], seats: list[str], answers: list[tuple[int, str, str, str, str]]
    ) -> int:
        """Save a game brought from elsewhere (a game file), already played: its settings,
        seats, its answers as ``(who, option_id, label, by, hash)`` and its snapshot, in one
        transaction. Returns its id."""
        if len(seats) != len(game.state.investigators):
            raise ValueError(f"{len(seats)} seats for {len(game.state.investigators)} investigators")
        snap, h = _snapshot(game)
        now = _now()
        with self.db:
            cur = self.db.execute(
                "INSERT INTO games (created, updated, settings, seats, ancient_one, investigators, turn, answers,"
                " finished, result, snapshot, hash, snap_answers) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)",
                (
                    now,
                    now,
                    json.dumps(settings),
                    json.dumps(seats),
                    game.state.ancient_one,
                    json.dumps([i.id for i in game.state.investigators]),
                    round_of(game),
                    len(answers),
                    int(game.is_over),
                    json.dumps(game.result) if game.result else None,
                    snap,
                    h,
                    len(answers),
                ),
            )
            game_id = int(cur.lastrowid)  # type: ignore[arg-type]
            self.db.executemany(
                "INSERT INTO answers (game_id, n, who, option_id, label, by, hash) VALUES (?,?,?,?,?,?,?)",
                [(game_id, n, *a) for n, a in enumerate(answers)],
            )
        return game_id

    def record(self, game_id: int, n: int, who: int, option_id: str, label: str, by: str, game: Any) -> None:
        """Store answer number ``n`` given to ``game`` (which has applied it), in one
        transaction; with it the snapshot of ``game`` when the answers reach a multiple of
        :data:`SNAPSHOT_EVERY` or the game is over."""
        result = json.dumps(game.result) if game.result else None
        with self.db:
            if snapshot_due(n + 1, game.is_over):
                snap, h = _snapshot(game)
                cur = self.db.execute(
                    "UPDATE games SET updated=?, turn=?, answers=?, finished=?, result=?, snapshot=?, hash=?,"
                    " snap_answers=? WHERE id=?",
                    (_now(), round_of(game), n + 1, int(game.is_over), result, snap, h, n + 1, game_id),
                )
            else:
                h = ""
                cur = self.db.execute(
                    "UPDATE games SET updated=?, turn=?, answers=?, finished=?, result=? WHERE id=?",
                    (_now(), round_of(game), n + 1, int(game.is_over), result, game_id),
                )
            if cur.rowcount != 1:
                raise UnknownGame(game_id)
            self.db.execute(
                "INSERT INTO answers (game_id, n, who, option_id, label, by, hash) VALUES (?,?,?,?,?,?,?)",
                (game_id, n, who, option_id, label, by, h),
            )

    def checkpoint(self, game_id: int, game: Any) -> bool:
        """Write the snapshot of ``game`` if the stored one holds fewer answers than the
        store (a front end closing a game it played calls this, so the next load replays
        nothing). ``game`` must be the stored game with every stored answer applied, which
        is checked by its history's answers. True if a snapshot was written."""
        row = self.db.execute("SELECT answers, snap_answers FROM games WHERE id=?", (game_id,)).fetchone()
        if row is None:
            raise UnknownGame(game_id)
        answers, held = row
        if held >= answers:
            return False
        given = game.given_answers()
        stored = [r[0] for r in self.db.execute("SELECT option_id FROM answers WHERE game_id=? ORDER BY n", (game_id,))]
        if given != stored:
            raise ValueError(f"the game given is not saved game {game_id} with its {answers} answers")
        snap, h = _snapshot(game)
        with self.db:
            self.db.execute(
                "UPDATE games SET snapshot=?, hash=?, snap_answers=? WHERE id=?", (snap, h, answers, game_id)
            )
            self.db.execute("UPDATE answers SET hash=? WHERE game_id=? AND n=?", (h, game_id, answers - 1))
        return True

    def take_back(self, game_id: int, n: int, game: Any) -> None:
        """Forget the answers from number ``n`` on (an undo) and store the snapshot of
        ``game``, gone back to before them, in one transaction (the answer before them
        carries its hash)."""
        snap, h = _snapshot(game)
        with self.db:
            cur = self.db.execute(
                "UPDATE games SET updated=?, turn=?, answers=?, finished=?, result=?, snapshot=?, hash=?,"
                " snap_answers=? WHERE id=?",
                (
                    _now(),
                    round_of(game),
                    n,
                    int(game.is_over),
                    json.dumps(game.result) if game.result else None,
                    snap,
                    h,
                    n,
                    game_id,
                ),
            )
            if cur.rowcount != 1:
                raise UnknownGame(game_id)
            self.db.execute("DELETE FROM answers WHERE game_id=? AND n>=?", (game_id, n))
            self.db.execute("UPDATE answers SET hash=? WHERE game_id=? AND n=?", (h, game_id, n - 1))

    def delete(self, game_id: int) -> None:
        """Remove a saved game with its answers (and anything else that refers to it)."""
        with self.db:
            cur = self.db.execute("DELETE FROM games WHERE id=?", (game_id,))
        if cur.rowcount != 1:
            raise UnknownGame(game_id)

    # ------------------------------------------------------------ reading
    _COLS = (
        "id, created, updated, settings, seats, ancient_one, investigators, turn, answers, finished, result, hash,"
        " snap_answers"
    )

    @staticmethod
    def _row(row: Any, snapshot: str) -> SavedGame:
        return SavedGame(
            id=row[0],
            created=row[1],
            updated=row[2],
            settings=json.loads(row[3]),
            seats=json.loads(row[4]),
            ancient_one=row[5],
            investigators=json.loads(row[6]),
            turn=row[7],
            answers=row[8],
            finished=bool(row[9]),
            result=json.loads(row[10]) if row[10] else None,
            hash=row[11],
            snapshot_answers=row[12],
            snapshot=snapshot,
        )

    def get(self, game_id: int) -> SavedGame:
        """One saved game's record, with its snapshot."""
        row = self.db.execute(f"SELECT {self._COLS}, snapshot FROM games WHERE id=?", (game_id,)).fetchone()
        if row is None:
            raise UnknownGame(game_id)
        return self._row(row, row[13])

    def load(self, game_id: int) -> tuple[SavedGame, Any]:
        """The saved record and its game: ``arkham.load`` of the snapshot, which replays the
        answers the snapshot holds once and checks it, then the answers stored after the
        snapshot, each checked (:func:`give_answers`). A snapshot of the first save format
        (version 1, which held no answers) is replayed from this store's own answers and
        settings instead, and must end in the stored state hash."""
        import arkham
        from arkham.errors import SaveError

        saved = self.get(game_id)
        try:
            game = arkham.load(saved.snapshot)
        except SaveError:
            if not _OLD_SNAPSHOT.match(saved.snapshot):
                raise
        else:
            held = len(game.given_answers())
            if held != saved.snapshot_answers:
                raise SaveError(
                    f"game {game_id}'s snapshot holds {held} answers where the store says {saved.snapshot_answers}"
                )
            give_answers(game, self.answers(game_id)[held:], f"game {game_id}")
            return saved, game
        *_, (game, _) = replay_game(saved, self.answers(game_id))
        m = _SNAP_HASH.search(saved.snapshot, 0, 300)  # that format's snapshot followed every answer
        if game.state_hash() != (m.group(1) if m else saved.hash):
            raise SaveError(
                f"game {game_id} was saved by an older version whose rules played differently: "
                "its answers no longer give its saved state"
            )
        return saved, game

    def answers(self, game_id: int) -> list[Answer]:
        self.get(game_id)
        rows = self.db.execute(
            "SELECT n, who, option_id, label, by, hash FROM answers WHERE game_id=? ORDER BY n", (game_id,)
        ).fetchall()
        return [Answer(*r) for r in rows]

    def games(self) -> list[SavedGame]:
        """Every saved game, oldest first (records without their snapshots, which are left empty)."""
        return [self._row(r, "") for r in self.db.execute(f"SELECT {self._COLS} FROM games ORDER BY id")]

    def __iter__(self) -> Iterator[SavedGame]:
        return iter(self.games())

    def close(self) -> None:
        self.db.close()

    def __enter__(self) -> "GameStore":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def replay_game(saved: SavedGame, answers: list[Answer]) -> Iterator[tuple[Any, Answer | None]]:
    """Re-run a saved game: yields ``(game, None)`` after set-up, then ``(game, answer)``
    after each stored answer is applied (the same game object, advanced)."""
    import arkham

    s = saved.settings
    game = arkham.new_game(
        seed=s["seed"],
        ancient_one=s.get("ancient_one"),
        investigators=s["investigators"],
        packs=s.get("packs", ["base"]),
        ruleset=s.get("ruleset", "classic"),
        sheets=s.get("sheets"),
        epic_battle=s.get("epic_battle", False),
    )
    yield game, None
    for a in answers:
        game.apply(a.option_id)
        yield game, a


def give_answers(game: Any, answers: list[Answer], what: str) -> None:
    """Apply stored answers to ``game`` through the engine, checking each against the choice
    it answers: the seat that decides it, the option and its label, and the state hash
    after it where one was stored. A :class:`~arkham.errors.SaveError` names the first
    answer that does not fit (the game is then left part way)."""
    from arkham.errors import ArkhamError, SaveError

    for a in answers:
        ch = None if game.is_over else game.choice
        if ch is None:
            raise SaveError(f"{what}: answer {a.n + 1} was stored after the game's end")
        try:
            label = ch.option(a.option_id).label
        except KeyError:
            label = None
        if ch.who != a.who or label != a.label:
            raise SaveError(
                f"{what}: answer {a.n + 1} ('{a.label}', seat {a.who}) does not answer the choice it was stored for"
            )
        try:
            game.apply(a.option_id)
        except ArkhamError as exc:
            raise SaveError(f"{what}: answer {a.n + 1} ('{a.label}') no longer fits: {exc}") from None
        if a.hash and game.state_hash() != a.hash:
            raise SaveError(f"{what}: after answer {a.n + 1} the state differs from the one stored")
