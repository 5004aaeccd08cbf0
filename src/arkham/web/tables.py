"""The games the server is running: one :class:`Table` per open game, the seat tokens,
the bots that play on the server, and the :class:`Hall` that holds them all.

Every answer goes through :meth:`Table.answer`: under the table's lock it checks the
choice number (an answer to an older choice is stale), the seat (only the seat the
engine names may answer), the option, applies it through the engine, writes it to
the store, and only then acknowledges it and tells every connected browser.

:meth:`Table.take_back` undoes the last answer of a person with the bots' answers after
it: only the seat that gave it may, and only while nothing hidden has come out since
(``Game.revealed_since``), unless the table was created with ``free_undo``. The store
forgets the answers taken back, so its answers still replay to its snapshot.
"""

from __future__ import annotations

import asyncio
import logging
import random
import secrets
import sqlite3
from dataclasses import dataclass, field
from typing import Any

import arkham
import arkham.rulesets
from arkham import game_files
from arkham.bots import BOTS, make_bot
from arkham.errors import ArkhamError
from arkham.present.words import deciding_seat
from arkham.saved_games import GameStore, UnknownGame
from arkham.web import chat, payloads
from arkham.web.models import Ack, ChatLine, CreateGame, Gone, Undone

log = logging.getLogger("arkham.web")

TOKENS = """
CREATE TABLE IF NOT EXISTS web_seats (
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seat    INTEGER NOT NULL,
    token   TEXT NOT NULL,
    PRIMARY KEY (game_id, seat)
);
"""


class TableError(Exception):
    """A request the table refuses; ``status`` is the HTTP status, ``code`` a short word."""

    def __init__(self, status: int, code: str, message: str):
        super().__init__(message)
        self.status, self.code, self.message = status, code, message


@dataclass(eq=False)
class Watcher:
    """One connected browser: its seat (None: spectator) and the queue of messages for it."""

    seat: int | None
    queue: asyncio.Queue[str] = field(default_factory=asyncio.Queue)


class Table:
    """One live game."""

    def __init__(
        self,
        hall: "Hall",
        game_id: int,
        game: Any,
        seats: list[str],
        answers: int,
        seed: int,
        tokens: dict[int, str],
        givers: list[tuple[int, str]] | None = None,
        free_undo: bool = False,
    ):
        self.hall = hall
        self.id = game_id
        self.game = game
        game.keep_undo_points()  # a take-back replays at most a few hundred answers
        self.seats = seats
        self.answers = answers
        self.tokens = tokens
        self.free_undo = free_undo
        # who gave each answer given so far ("person" or a bot's name), and the seat of each
        # person's answer where known (the stored seat of a choice the investigators make
        # together is none of theirs: it is found again when needed, see giver_seat)
        given = list(givers or [])[:answers]
        self.givers = [by for _, by in given] + ["person"] * (answers - len(given))
        n = len(game.state.investigators)
        self.person_seat = {k: who for k, (who, by) in enumerate(given) if by == "person" and 0 <= who < n}
        self.chat = chat.Chat(hall.store.db, game_id)
        self.lock = asyncio.Lock()
        self.watchers: set[Watcher] = set()
        self.bots = {s: make_bot(k, seed * 1009 + s * 101 + answers) for s, k in enumerate(seats) if k != "person"}
        self.bot_task: asyncio.Task[None] | None = None
        self.closed = False

    # ------------------------------------------------------------ reading
    def seat_of(self, token: str | None) -> int | None:
        """The seat a token belongs to; None for no token (a spectator); 403 for a wrong one."""
        if token is None or token == "":
            return None
        for seat, t in self.tokens.items():
            if secrets.compare_digest(t, token):
                return seat
        raise TableError(403, "bad_token", f"this token opens no seat of game {self.id}")

    def view(self, seat: int | None, log_from: int = 0) -> tuple[dict[str, Any], str]:
        """The table and the board as ``seat`` (None: a spectator) may see them."""
        return payloads.table(self.game, self.seats, self.answers, seat, log_from, self.side(seat))

    def hello(self, seat: int | None) -> str:
        return payloads.hello(self.id, self.game, self.seats, self.answers, seat, self.side(seat), self.chat.lines)

    def update(self, seat: int | None, log_from: int) -> str:
        return payloads.update(self.id, self.game, self.seats, self.answers, seat, log_from, self.side(seat))

    def side(self, seat: int | None) -> dict[str, Any]:
        """What the table adds to this viewer's view: whether it may take back an answer."""
        return {"take_back": {"may": self.may_take_back(seat), "free": self.free_undo}}

    # ------------------------------------------------------------ chat
    def say(self, seat: int | None, text: str) -> ChatLine:
        """Keep a chat message of ``seat`` and show it to every page (seats and spectators)."""
        if self.closed:
            raise TableError(404, "unknown_game", f"game {self.id} was deleted")
        if seat is None:
            raise TableError(403, "spectator", "a spectator cannot write in the chat; open the game with a seat's link")
        inv = self.game.state.investigators[seat]
        try:
            line = self.chat.add(seat, self.game.content.investigators[inv.id].name, text)
        except chat.ChatRefused as exc:
            raise TableError(exc.status, exc.code, exc.message) from None
        msg = line.model_dump_json()
        for w in self.watchers:
            w.queue.put_nowait(msg)
        return line

    # ------------------------------------------------------------ taking back
    def last_person_answer(self) -> int | None:
        """The number of the last answer a person gave (None: none yet)."""
        for k in range(len(self.givers) - 1, -1, -1):
            if self.givers[k] == "person":
                return k
        return None

    def giver_seat(self, k: int) -> int | None:
        """The seat that gave answer ``k``: the one that decided the choice it answered."""
        if k not in self.person_seat:
            then = self.game.clone()
            then.undo(self.answers - k)
            self.person_seat[k] = deciding_seat(then)
        return self.person_seat[k]

    def may_take_back(self, seat: int | None) -> bool:
        """Whether the Take back control is offered to ``seat`` (the fairness of the dice is
        checked when it is used)."""
        if seat is None or self.seats[seat] != "person" or self.closed:
            return False
        k = self.last_person_answer()
        return k is not None and (self.free_undo or self.giver_seat(k) == seat)

    async def take_back(self, seat: int | None, steps: int = 1) -> Undone:
        async with self.lock:
            return self._take_back(seat, steps)

    def _take_back(self, seat: int | None, steps: int) -> Undone:
        if self.closed:
            raise TableError(404, "unknown_game", f"game {self.id} was deleted")
        if seat is None:
            raise TableError(403, "spectator", "a spectator cannot take back answers; open the game with a seat's link")
        if self.seats[seat] != "person":
            raise TableError(403, "bot_seat", f"seat {seat + 1} is played by a bot")
        if steps != 1 and not self.free_undo:
            raise TableError(
                422,
                "one_at_a_time",
                f"this table takes back one answer at a time, not {steps}; a table created with free_undo may go further",
            )
        people = [k for k, by in enumerate(self.givers) if by == "person"]
        if not people:
            raise TableError(409, "nothing_to_take_back", "no person has answered yet: there is nothing to take back")
        if steps > len(people):
            raise TableError(
                422,
                "too_many",
                f"only {len(people)} answer{'s' if len(people) != 1 else ''} of a person can be taken back, not {steps}",
            )
        back_to = people[-steps]
        if not self.free_undo:
            giver = self.giver_seat(back_to)
            if giver != seat:
                raise TableError(
                    403,
                    "not_your_answer",
                    f"the last answer of a person was given by seat {giver + 1 if giver is not None else '?'}; "
                    f"only that seat may take it back, not seat {seat + 1}",
                )
            if self.game.revealed_since(back_to):
                raise TableError(
                    409,
                    "revealed",
                    "something hidden came out since that answer (a die rolled, a card or monster drawn, "
                    "a gate turned): taking it back would let chance be tried again",
                )
        g = self.game
        undone = self.answers - back_to
        try:
            g.undo(undone)
            self.hall.store.take_back(self.id, back_to, g)
        except Exception as exc:  # the game goes back to the saved one, as if nothing happened
            log.exception("take-back failure in game %s", self.id)
            _, self.game = self.hall.store.load(self.id)
            self.game.keep_undo_points()
            raise TableError(
                500,
                "take_back_failure",
                f"the take-back failed ({type(exc).__name__}); the game is as it was before it",
            ) from None
        del self.givers[back_to:]
        for k in [k for k in self.person_seat if k >= back_to]:
            del self.person_seat[k]
        self.answers = back_to
        if self.bot_task is not None:  # the pending choice is a person's: the bots wait for it
            self.bot_task.cancel()
            self.bot_task = None
        self.broadcast(0)  # every page gets the whole table again (its log is shorter now)
        inv = self.game.state.investigators[seat]
        done = Undone(
            answers=back_to,
            people=steps,
            bots=undone - steps,
            seat=seat,
            name=self.game.content.investigators[inv.id].name,
        )
        msg = done.model_dump_json()
        for w in self.watchers:  # and is told who took what back
            w.queue.put_nowait(msg)
        return done

    def decider(self) -> int | None:
        return None if self.game.is_over else deciding_seat(self.game)

    # ------------------------------------------------------------ answering
    async def answer(self, seat: int | None, choice_n: int, option_id: str) -> Ack:
        async with self.lock:
            return self._answer(seat, choice_n, option_id, "person")

    def _answer(self, seat: int | None, choice_n: int, option_id: str, by: str) -> Ack:
        g = self.game
        if self.closed:
            raise TableError(404, "unknown_game", f"game {self.id} was deleted")
        if g.is_over:
            raise TableError(409, "game_over", f"game {self.id} is over; nothing is left to answer")
        if choice_n != self.answers:
            done = "was already answered" if choice_n < self.answers else "has not been asked yet"
            raise TableError(409, "stale", f"choice {choice_n} {done}; the pending choice is {self.answers}")
        decider = self.decider()
        if by == "person":
            if seat is None:
                raise TableError(403, "spectator", "a spectator cannot answer; open the game with a seat's link")
            if seat != decider:
                raise TableError(
                    403,
                    "not_your_choice",
                    f"this choice is for seat {decider + 1 if decider is not None else '?'}, not seat {seat + 1}",
                )
            if self.seats[seat] != "person":
                raise TableError(403, "bot_seat", f"seat {seat + 1} is played by a bot")
        ch = g.choice
        try:
            label = ch.option(option_id).label
        except KeyError:
            raise TableError(
                422,
                "unknown_option",
                f"'{option_id[:80]}' is not an option of this choice "
                f"(options: {', '.join(o.id for o in ch.options)[:300]})",
            ) from None
        before = len(g.state.log)
        try:
            g.apply(option_id)
        except ArkhamError as exc:
            raise TableError(422, "illegal", str(exc)) from None
        except Exception as exc:  # an engine bug: go back to the saved game, as if nothing happened
            log.exception("engine failure in game %s", self.id)
            _, self.game = self.hall.store.load(self.id)
            self.game.keep_undo_points()
            raise TableError(
                500,
                "engine_failure",
                f"the rules engine failed on this answer ({type(exc).__name__}); the game is as it was before it",
            ) from None
        self.hall.store.record(self.id, self.answers, ch.who, option_id, label, by, g)
        if by == "person":
            self.person_seat[self.answers] = seat  # type: ignore[assignment]
        self.givers.append(by)
        self.answers += 1
        self.broadcast(before)
        self.kick_bots()
        return Ack(choice=choice_n, next=None if g.is_over else self.answers)

    # ------------------------------------------------------------ telling
    def broadcast(self, log_from: int) -> None:
        if not self.watchers:  # nobody is looking: a browser that connects later gets the whole table
            return
        # one message per viewer's seat, each from what it may see
        viewers = sorted({w.seat for w in self.watchers}, key=lambda s: -1 if s is None else s)
        msgs = payloads.updates(self.id, self.game, self.seats, self.answers, viewers, log_from, self.side)
        for w in self.watchers:
            w.queue.put_nowait(msgs[w.seat])

    def close(self) -> None:
        self.closed = True
        msg = Gone(game=self.id).model_dump_json()
        for w in self.watchers:
            w.queue.put_nowait(msg)
        if self.bot_task is not None:
            self.bot_task.cancel()

    # ------------------------------------------------------------ bots
    def kick_bots(self) -> None:
        """Let the bots play while the pending choice is theirs."""
        if self.closed or self.game.is_over or self.decider() not in self.bots:
            return
        if self.bot_task is None or self.bot_task.done():
            self.bot_task = asyncio.get_running_loop().create_task(self._play_bots())

    async def _play_bots(self) -> None:
        while not self.closed and not self.game.is_over:
            await asyncio.sleep(self.hall.bot_delay)
            async with self.lock:
                seat = self.decider()
                if self.closed or seat not in self.bots:
                    return
                bot = self.bots[seat]
                try:
                    self._answer(seat, self.answers, bot.choose(self.game), bot.name)
                except TableError as exc:
                    log.error("bot %s failed in game %s: %s", bot.name, self.id, exc.message)
                    return
                except Exception:  # a bug in a bot: the table waits, the game stays as saved
                    log.exception("bot %s failed in game %s", bot.name, self.id)
                    return


class Hall:
    """Every open table, the store, and the settings of the server."""

    def __init__(self, store: GameStore, bot_delay: float = 0.8):
        self.store = store
        self.bot_delay = bot_delay
        self.tables: dict[int, Table] = {}
        # WAL: a commit is durable once written (a killed server loses nothing) without
        # waiting for the disk on every answer; the terminal reads the same file as before.
        store.db.execute("PRAGMA journal_mode=WAL")
        with store.db:
            store.db.executescript(TOKENS + chat.SCHEMA)

    # ------------------------------------------------------------ tokens
    def tokens(self, game_id: int, seats: list[str]) -> dict[int, str]:
        """The seat tokens of a game, made on first use (a game begun in the terminal has none yet)."""
        rows = dict(self.store.db.execute("SELECT seat, token FROM web_seats WHERE game_id=?", (game_id,)).fetchall())
        missing = [s for s, k in enumerate(seats) if k == "person" and s not in rows]
        if missing:
            with self.store.db:
                for s in missing:
                    rows[s] = secrets.token_urlsafe(18)
                    self.store.db.execute(
                        "INSERT INTO web_seats (game_id, seat, token) VALUES (?,?,?)", (game_id, s, rows[s])
                    )
        return {s: t for s, t in rows.items() if s < len(seats) and seats[s] == "person"}

    # ------------------------------------------------------------ tables
    def table(self, game_id: int) -> Table:
        """The live table of a saved game, opened from the store when needed (404 if unknown)."""
        t = self.tables.get(game_id)
        if t is not None:
            return t
        try:
            saved, game = self.store.load(game_id)
        except UnknownGame:
            raise TableError(404, "unknown_game", f"there is no game {game_id}") from None
        except ArkhamError as exc:
            raise TableError(500, "unreadable", f"game {game_id} cannot be loaded: {exc}") from None
        t = Table(
            self,
            game_id,
            game,
            list(saved.seats),
            saved.answers,
            int(saved.settings.get("seed", 0)),
            self.tokens(game_id, list(saved.seats)),
            [(a.who, a.by) for a in self.store.answers(game_id)],
            bool(saved.settings.get("free_undo", False)),
        )
        self.tables[game_id] = t
        t.kick_bots()
        return t

    def create(self, spec: CreateGame) -> int:
        for s in spec.seats:
            if s.player != "person" and s.player not in BOTS:
                raise TableError(422, "unknown_bot", f"unknown player '{s.player}' (person, {', '.join(sorted(BOTS))})")
        seed = spec.seed if spec.seed is not None else random.SystemRandom().randrange(10**9)
        picked = [s.investigator for s in spec.seats]
        investigators: int | list[str]
        if all(p is None for p in picked):
            investigators = len(picked)
        else:
            try:
                from arkham.content.loader import load_content

                content = load_content(spec.packs)
            except ArkhamError as exc:
                raise TableError(422, "bad_setup", str(exc)) from None
            qualified = [p if p is None or ":" in p else f"base:{p}" for p in picked]
            rng = random.Random(seed)
            try:  # a random seat never gets an investigator the rule set leaves out (Haunt)
                excluded = arkham.rulesets.get_ruleset(spec.ruleset).hooks.excluded_investigators
            except ArkhamError as exc:
                raise TableError(422, "bad_setup", str(exc)) from None
            left_out = excluded() if excluded else frozenset()
            pool = sorted(i for i in content.investigators if i not in qualified and i not in left_out)
            rng.shuffle(pool)
            investigators = [p if p is not None else pool.pop() for p in qualified]
        settings = {
            "seed": seed,
            "ancient_one": spec.ancient_one,
            "investigators": investigators,
            "packs": list(spec.packs),
            "ruleset": spec.ruleset,
        }
        if spec.sheets:
            settings["sheets"] = dict(spec.sheets)
        if spec.epic_battle:
            settings["epic_battle"] = True
        try:
            game = arkham.new_game(**settings)
        except ArkhamError as exc:
            raise TableError(422, "bad_setup", str(exc)) from None
        except Exception as exc:  # an engine bug: nothing is created, and the log keeps the trace
            log.exception("engine failure setting up %s", settings)
            raise TableError(
                500,
                "engine_failure",
                f"the rules engine failed to set this game up ({type(exc).__name__}); nothing was created",
            ) from None
        seats = [s.player for s in spec.seats]
        if spec.free_undo:  # the table's own rule, kept with the game's settings (new_game takes no such thing)
            settings["free_undo"] = True
        game_id = self.store.create(game, settings, seats)
        self.table(game_id)
        return game_id

    def export(self, game_id: int) -> str:
        try:
            return game_files.export_game(self.store, game_id)
        except UnknownGame:
            raise TableError(404, "unknown_game", f"there is no game {game_id}") from None
        except ArkhamError as exc:
            raise TableError(500, "unreadable", f"game {game_id} cannot be loaded: {exc}") from None

    def import_file(self, blob: bytes) -> int:
        """A new game from a game file (422 naming what is wrong; nothing is created then)."""
        try:
            return game_files.import_game(self.store, blob, {"person", *BOTS})
        except game_files.GameFileError as exc:
            raise TableError(422, "bad_game_file", str(exc)) from None

    def delete(self, game_id: int) -> None:
        t = self.tables.pop(game_id, None)
        if t is not None:
            t.close()
        try:
            self.store.delete(game_id)
        except UnknownGame:
            raise TableError(404, "unknown_game", f"there is no game {game_id}") from None

    def close(self) -> None:
        """The server stops: the bots stop, and each open game's snapshot is brought up to
        its last answer (so the next start replays none)."""
        for t in self.tables.values():
            if t.bot_task is not None:
                t.bot_task.cancel()
        for gid in sorted(self.tables):
            t = self.tables[gid]
            if t.closed:
                continue
            try:
                self.store.checkpoint(gid, t.game)
            except (ValueError, ArkhamError, sqlite3.Error) as exc:  # the next load replays the answers
                log.error("no snapshot of game %s at shutdown: %s", gid, exc)
