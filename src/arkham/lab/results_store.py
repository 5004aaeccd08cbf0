"""The results database: SQLite (stdlib), one row per game, committed per game.

Tables: ``lab_schema`` (the schema version), ``runs`` (a run's settings as JSON)
and ``games`` (one record per game, keyed by run id and game index). A version 1
database (before the variant columns) is upgraded in place when opened; a database
written by another schema version is refused with a clear message.
"""

from __future__ import annotations

import csv
import json
import sqlite3
import time
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Iterable, Iterator

from arkham.lab.runner import RECORD_FIELDS
from arkham.lab.spec import LabError, RunSpec

SCHEMA_VERSION = 2
#: columns added since version 1 (a version 1 database gains them when opened; its
#: games played no variant, so they stay empty)
_ADDED_IN_2 = {"herald": "TEXT", "guardian": "TEXT", "epic_battle": "INTEGER"}

_COLUMNS = {
    "run_id": "TEXT NOT NULL",
    "idx": "INTEGER NOT NULL",
    "seed": "INTEGER NOT NULL",
    "bot_seed": "INTEGER NOT NULL",
    "ancient_one": "TEXT NOT NULL",
    "players": "INTEGER NOT NULL",
    "investigators": "TEXT",
    "bot": "TEXT NOT NULL",
    "packs": "TEXT NOT NULL",
    "ruleset": "TEXT NOT NULL",
    **_ADDED_IN_2,
    "status": "TEXT NOT NULL",
    "won": "INTEGER",
    "how": "TEXT",
    "score": "INTEGER",
    "turns": "INTEGER",
    "choices": "INTEGER",
    "awakened": "INTEGER",
    "awaken_cause": "TEXT",
    "loss_cause": "TEXT",
    "doom": "TEXT",
    "terror": "TEXT",
    "gates_closed": "INTEGER",
    "gates_sealed": "INTEGER",
    "monsters_defeated": "INTEGER",
    "devoured": "TEXT",
    "devoured_count": "INTEGER",
    "error": "TEXT",
    "elapsed_ms": "REAL",
}
assert tuple(_COLUMNS) == RECORD_FIELDS

SCHEMA = f"""
CREATE TABLE IF NOT EXISTS lab_schema (version INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS runs (
    run_id TEXT PRIMARY KEY,
    spec TEXT NOT NULL,
    created TEXT NOT NULL,
    arkham_version TEXT
);
CREATE TABLE IF NOT EXISTS games (
    {", ".join(f"{k} {v}" for k, v in _COLUMNS.items())},
    PRIMARY KEY (run_id, idx)
);
CREATE INDEX IF NOT EXISTS games_cell ON games (run_id, ancient_one, players, bot);
"""


class Store:
    """A results database. ``Store(path)`` creates it or checks its version."""

    def __init__(self, path: str | Path):
        self.path = Path(path)
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)  # --db runs/lab.sqlite: its folder made too
            self.db = sqlite3.connect(str(self.path), timeout=30)
        except (OSError, sqlite3.Error) as exc:
            raise LabError(f"cannot open results database {self.path}: {exc}") from None
        try:
            self._check_or_create()
        except sqlite3.DatabaseError as exc:
            self.db.close()
            raise LabError(f"{self.path} is not a results database this version can read ({exc})") from None

    def _check_or_create(self) -> None:
        db = self.db
        tables = self._tables()
        if not tables:
            # Several runs may open one new file at once (``arkham simulate`` started in
            # parallel): the tables are created under a write lock, so only the first
            # creates them and the others find them made.
            db.execute("BEGIN IMMEDIATE")
            created = False
            try:
                if not self._tables():
                    for statement in SCHEMA.split(";"):
                        if statement.strip():
                            db.execute(statement)
                    db.execute("INSERT INTO lab_schema (version) VALUES (?)", (SCHEMA_VERSION,))
                    created = True
            except BaseException:
                db.rollback()
                raise
            db.commit()
            if created:
                self._write_ahead()
            tables = self._tables()
        if "lab_schema" not in tables:
            raise LabError(
                f"{self.path} is an SQLite database of something else (tables: {', '.join(sorted(tables))}), "
                "not a results database: give another --db file"
            )
        # a set: two runs that created one file at once before the lock wrote the version twice
        versions = {r[0] for r in db.execute("SELECT version FROM lab_schema")}
        if versions == {1}:
            self._upgrade_from_1()
        elif versions != {SCHEMA_VERSION}:
            found = ", ".join(str(v) for v in sorted(versions)) or "none"
            raise LabError(
                f"results database {self.path} has schema version {found}; this arkham reads version "
                f"{SCHEMA_VERSION}: use a new --db file (or the arkham version that wrote it)"
            )

    def _write_ahead(self) -> None:
        """Put the new file in write-ahead mode (a report can read it while a run writes).
        SQLite answers "locked" at once, without waiting, while another connection reads
        it, as the runs that opened the file with this one do for a moment: try again for
        a while, and if it stays locked the file keeps its ordinary journal (slower for
        readers beside a run, the same results)."""
        for _ in range(100):
            try:
                self.db.execute("PRAGMA journal_mode=WAL")
                return
            except sqlite3.OperationalError as exc:
                if "locked" not in str(exc):
                    raise
                time.sleep(0.05)

    def _tables(self) -> set[str]:
        return {r[0] for r in self.db.execute("SELECT name FROM sqlite_master WHERE type='table'")}

    def _upgrade_from_1(self) -> None:
        """Version 1 had no variant columns: add them (its games played none)."""
        db = self.db
        have = {r[1] for r in db.execute("PRAGMA table_info(games)")}
        for col, typ in _ADDED_IN_2.items():
            if col not in have:
                db.execute(f"ALTER TABLE games ADD COLUMN {col} {typ}")
        db.execute("UPDATE lab_schema SET version=?", (SCHEMA_VERSION,))
        db.commit()

    def close(self) -> None:
        self.db.close()

    def __enter__(self) -> "Store":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    # -------------------------------------------------------------- runs
    def get_spec(self, run_id: str) -> RunSpec | None:
        row = self.db.execute("SELECT spec FROM runs WHERE run_id=?", (run_id,)).fetchone()
        return None if row is None else RunSpec.from_json(row[0])

    def add_run(self, run_id: str, spec: RunSpec) -> None:
        from importlib.metadata import PackageNotFoundError, version

        try:
            ver = version("arkham")
        except PackageNotFoundError:  # pragma: no cover
            ver = None
        self.db.execute(
            "INSERT INTO runs (run_id, spec, created, arkham_version) VALUES (?, ?, ?, ?)",
            (run_id, spec.to_json(), datetime.now(timezone.utc).isoformat(timespec="seconds"), ver),
        )
        self.db.commit()

    def runs(self) -> list[tuple[str, str]]:
        return [(r[0], r[1]) for r in self.db.execute("SELECT run_id, created FROM runs ORDER BY created, run_id")]

    def done(self, run_id: str) -> set[int]:
        return {r[0] for r in self.db.execute("SELECT idx FROM games WHERE run_id=?", (run_id,))}

    # ------------------------------------------------------------- games
    def add(self, rec: dict[str, Any]) -> bool:
        """Insert one game record and commit; False when it was already there."""
        cur = self.db.execute(
            f"INSERT OR IGNORE INTO games ({', '.join(RECORD_FIELDS)}) VALUES "
            f"({', '.join('?' for _ in RECORD_FIELDS)})",
            [rec.get(k) for k in RECORD_FIELDS],
        )
        self.db.commit()
        return cur.rowcount == 1

    def records(self, run_ids: Iterable[str] | None = None) -> list[dict[str, Any]]:
        return list(self.iter_records(run_ids))

    def iter_records(self, run_ids: Iterable[str] | None = None) -> Iterator[dict[str, Any]]:
        q = f"SELECT {', '.join(RECORD_FIELDS)} FROM games"
        args: list[Any] = []
        ids = list(run_ids) if run_ids is not None else None
        if ids:
            q += f" WHERE run_id IN ({', '.join('?' for _ in ids)})"
            args = ids
        q += " ORDER BY run_id, idx"
        for row in self.db.execute(q, args):
            yield dict(zip(RECORD_FIELDS, row))

    # ------------------------------------------------------------ export
    def export(self, fmt: str, out: str | Path, run_ids: Iterable[str] | None = None) -> Path:
        out = Path(out)
        rows = self.records(run_ids)
        if fmt == "csv":
            with out.open("w", newline="") as f:
                w = csv.DictWriter(f, fieldnames=list(RECORD_FIELDS))
                w.writeheader()
                w.writerows(rows)
            return out
        if fmt == "parquet":
            try:
                import pyarrow as pa
                import pyarrow.parquet as pq
            except ImportError:
                raise LabError("--export parquet needs pyarrow (pip install pyarrow); csv needs nothing") from None
            cols = {k: [r[k] for r in rows] for k in RECORD_FIELDS}
            pq.write_table(pa.table(cols), str(out))
            return out
        raise LabError(f"unknown export format '{fmt}' (known: csv, parquet)")


def decode(rec: dict[str, Any], key: str) -> Any:
    v = rec.get(key)
    return json.loads(v) if isinstance(v, str) else v
