"""Saved games in SQLite: a snapshot after every choice, and every answer given.

One database file holds many games (default ``$XDG_DATA_HOME/arkham/games.sqlite``,
else ``~/.local/share/arkham/games.sqlite``). For each game it keeps

* the settings ``arkham.new_game`` was called with (seed, Ancient One,
  investigators, packs, rule set) and who plays each seat (a person or a bot);
* every answer in order (the option id, the seat that gave it, the label shown);
* the latest snapshot (``game.to_json()``, which holds the settings and answers too) and
  its state hash.

An answer and the snapshot after it are written in one transaction, so a game
broken off at any moment resumes exactly at the last answered choice. The
answers make a replay possible: a new game with the same settings, given the
same answers one at a time, must end in the saved state hash.
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

SCHEMA_VERSION = 1

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
    snapshot    TEXT NOT NULL,   -- game.to_json() after the last answer
    hash        TEXT NOT NULL    -- game.state_hash() of that snapshot
);
CREATE TABLE IF NOT EXISTS answers (
    game_id   INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    n         INTEGER NOT NULL,  -- 0, 1, 2 ... in the order given
    who       INTEGER NOT NULL,  -- seat of the choice
    option_id TEXT NOT NULL,
    label     TEXT NOT NULL,
    by        TEXT NOT NULL,     -- "person" or the bot's name
    hash      TEXT NOT NULL,     -- state hash after this answer
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
    hash: str


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
                " finished, result, snapshot, hash) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)",
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
                ),
            )
            game_id = int(cur.lastrowid)  # type: ignore[arg-type]
            self.db.executemany(
                "INSERT INTO answers (game_id, n, who, option_id, label, by, hash) VALUES (?,?,?,?,?,?,?)",
                [(game_id, n, *a) for n, a in enumerate(answers)],
            )
        return game_id

    def record(self, game_id: int, n: int, who: int, option_id: str, label: str, by: str, game: Any) -> None:
        """Store answer number ``n`` and the snapshot of ``game`` after it, in one transaction."""
        snap, h = _snapshot(game)
        with self.db:
            cur = self.db.execute(
                "UPDATE games SET updated=?, turn=?, answers=?, finished=?, result=?, snapshot=?, hash=? WHERE id=?",
                (
                    _now(),
                    round_of(game),
                    n + 1,
                    int(game.is_over),
                    json.dumps(game.result) if game.result else None,
                    snap,
                    h,
                    game_id,
                ),
            )
            if cur.rowcount != 1:
                raise UnknownGame(game_id)
            self.db.execute(
                "INSERT INTO answers (game_id, n, who, option_id, label, by, hash) VALUES (?,?,?,?,?,?,?)",
                (game_id, n, who, option_id, label, by, h),
            )

    def take_back(self, game_id: int, n: int, game: Any) -> None:
        """Forget the answers from number ``n`` on (an undo) and store the snapshot of
        ``game``, gone back to before them, in one transaction."""
        snap, h = _snapshot(game)
        with self.db:
            cur = self.db.execute(
                "UPDATE games SET updated=?, turn=?, answers=?, finished=?, result=?, snapshot=?, hash=? WHERE id=?",
                (
                    _now(),
                    round_of(game),
                    n,
                    int(game.is_over),
                    json.dumps(game.result) if game.result else None,
                    snap,
                    h,
                    game_id,
                ),
            )
            if cur.rowcount != 1:
                raise UnknownGame(game_id)
            self.db.execute("DELETE FROM answers WHERE game_id=? AND n>=?", (game_id, n))

    def delete(self, game_id: int) -> None:
        """Remove a saved game with its answers (and anything else that refers to it)."""
        with self.db:
            cur = self.db.execute("DELETE FROM games WHERE id=?", (game_id,))
        if cur.rowcount != 1:
            raise UnknownGame(game_id)

    # ------------------------------------------------------------ reading
    _COLS = "id, created, updated, settings, seats, ancient_one, investigators, turn, answers, finished, result, hash"

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
            snapshot=snapshot,
        )

    def get(self, game_id: int) -> SavedGame:
        """One saved game's record, with its snapshot."""
        row = self.db.execute(f"SELECT {self._COLS}, snapshot FROM games WHERE id=?", (game_id,)).fetchone()
        if row is None:
            raise UnknownGame(game_id)
        return self._row(row, row[12])

    def load(self, game_id: int) -> tuple[SavedGame, Any]:
        """The saved record and its game: ``arkham.load`` of the snapshot, which replays the
        answers the snapshot holds once and checks it. A snapshot of the first save format
        (version 1, which held no answers) is replayed from this store's own answers and
        settings instead, and must end in the stored state hash."""
        import arkham
        from arkham.errors import SaveError

        saved = self.get(game_id)
        try:
            return saved, arkham.load(saved.snapshot)
        except SaveError:
            if not _OLD_SNAPSHOT.match(saved.snapshot):
                raise
        *_, (game, _) = replay_game(saved, self.answers(game_id))
        if game.state_hash() != saved.hash:
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
