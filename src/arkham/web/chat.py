"""The chat of a web table: messages the seats write, kept with the game in the store.

A message is stripped of surrounding white space, must not be empty, is at most
:data:`MAX_CHARS` characters, and a seat writes at most :data:`RATE_COUNT` of them in
:data:`RATE_SECONDS` seconds. It is kept as written: the page shows it as text (never
as markup), so a message holding ``<script>`` is only ever read.
"""

from __future__ import annotations

import sqlite3
import time
from collections import deque
from datetime import datetime, timezone
from typing import Callable

from arkham.web.models import ChatLine

MAX_CHARS = 500
RATE_COUNT, RATE_SECONDS = 5, 10.0
KEEP = 200  # the messages a page is given when it connects (the newest)

SCHEMA = """
CREATE TABLE IF NOT EXISTS web_chat (
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    n       INTEGER NOT NULL,   -- 0, 1, 2 ... in the order written
    seat    INTEGER NOT NULL,
    name    TEXT NOT NULL,      -- the seat's investigator when it was written
    at      TEXT NOT NULL,      -- UTC, ISO 8601
    text    TEXT NOT NULL,
    PRIMARY KEY (game_id, n)
);
"""


class ChatRefused(Exception):
    """A message the table does not take; ``status`` is the HTTP status."""

    def __init__(self, status: int, code: str, message: str):
        super().__init__(message)
        self.status, self.code, self.message = status, code, message


def _now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


class Chat:
    """The messages of one game, and how fast each seat has been writing."""

    def __init__(self, db: sqlite3.Connection, game_id: int, clock: Callable[[], float] = time.monotonic):
        self.db, self.game_id, self.clock = db, game_id, clock
        rows = db.execute(
            "SELECT n, seat, name, at, text FROM web_chat WHERE game_id=? ORDER BY n DESC LIMIT ?", (game_id, KEEP)
        ).fetchall()
        self.lines = [ChatLine(n=r[0], seat=r[1], name=r[2], at=r[3], text=r[4]) for r in reversed(rows)]
        top = db.execute("SELECT MAX(n) FROM web_chat WHERE game_id=?", (game_id,)).fetchone()[0]
        self.next = 0 if top is None else top + 1
        self.recent: dict[int, deque[float]] = {}

    def add(self, seat: int, name: str, text: str) -> ChatLine:
        """Keep a message of ``seat`` (refused, and nothing kept, when it breaks a rule above)."""
        body = text.strip()
        if not body:
            raise ChatRefused(422, "empty", "a chat message needs some text")
        if len(body) > MAX_CHARS:
            raise ChatRefused(
                422, "too_long", f"a chat message is at most {MAX_CHARS} characters; this one has {len(body)}"
            )
        now = self.clock()
        sent = self.recent.setdefault(seat, deque())
        while sent and now - sent[0] >= RATE_SECONDS:
            sent.popleft()
        if len(sent) >= RATE_COUNT:
            wait = RATE_SECONDS - (now - sent[0])
            raise ChatRefused(
                429,
                "too_fast",
                f"a seat writes at most {RATE_COUNT} messages in {RATE_SECONDS:g} seconds; "
                f"wait {max(1, round(wait))} s",
            )
        line = ChatLine(n=self.next, seat=seat, name=name, at=_now(), text=body)
        with self.db:
            self.db.execute(
                "INSERT INTO web_chat (game_id, n, seat, name, at, text) VALUES (?,?,?,?,?,?)",
                (self.game_id, line.n, line.seat, line.name, line.at, line.text),
            )
        sent.append(now)
        self.next += 1
        self.lines.append(line)
        del self.lines[:-KEEP]
        return line
