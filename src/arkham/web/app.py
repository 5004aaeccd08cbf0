"""The web table's HTTP and websocket endpoints (FastAPI).

``create_app(db, bot_delay, host_key)`` builds the application; :mod:`arkham.web.serve`
runs it with uvicorn. The lobby endpoints (create, list, links, delete) need the
host key printed when the server starts; a seat acts only with its own token; a
page opened with no token watches as a spectator.
"""

from __future__ import annotations

import asyncio
import json
import secrets
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any, AsyncIterator

from fastapi import Depends, FastAPI, Header, HTTPException, Query, Request, WebSocket, WebSocketDisconnect
from fastapi.responses import FileResponse, JSONResponse, Response
from fastapi.staticfiles import StaticFiles
from pydantic import ValidationError

from arkham.game_files import MAX_FILE
from arkham.saved_games import GameStore
from arkham.web import lobby, payloads
from arkham.web.models import (
    MAX_MESSAGE,
    Ack,
    Answer,
    ChatIn,
    ChatLine,
    CreateGame,
    ErrorMsg,
    GameRow,
    Links,
    Seat,
    Sync,
    TakeBack,
    Undone,
)
from arkham.web.tables import Hall, Table, TableError, Watcher

STATIC = Path(__file__).parent / "static"


def create_app(db: str | Path | None = None, bot_delay: float = 0.8, host_key: str | None = None) -> FastAPI:
    key = host_key or secrets.token_urlsafe(12)
    lobby.register_rulesets()  # every rule set is listed from the start

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        store = GameStore(db)
        app.state.hall = Hall(store, bot_delay)
        try:
            yield
        finally:
            app.state.hall.close()
            store.close()

    app = FastAPI(title="arkham web table", lifespan=lifespan, docs_url=None, redoc_url=None)
    app.state.host_key = key
    app.mount("/static", StaticFiles(directory=STATIC), name="static")

    def hall(request: Request) -> Hall:
        return request.app.state.hall

    def host(x_host_key: str | None = Header(None), key_q: str | None = Query(None, alias="key")) -> None:
        given = x_host_key or key_q or ""
        if not secrets.compare_digest(given, key):
            raise HTTPException(
                403,
                detail={"code": "bad_host_key", "message": "the lobby needs the host key the server printed at start"},
            )

    @app.middleware("http")
    async def limit_body(request: Request, call_next: Any) -> Any:
        size = request.headers.get("content-length")
        limit = MAX_FILE if request.url.path == "/api/games/import" else MAX_MESSAGE
        if size is not None and (not size.isdigit() or int(size) > limit):
            return JSONResponse(
                {"detail": {"code": "too_large", "message": f"a request body here is at most {limit} bytes"}},
                status_code=413,
            )
        return await call_next(request)

    @app.exception_handler(TableError)
    async def table_error(request: Request, exc: TableError) -> JSONResponse:
        return JSONResponse({"detail": {"code": exc.code, "message": exc.message}}, status_code=exc.status)

    # ------------------------------------------------------------ pages
    @app.get("/", include_in_schema=False)
    async def lobby_page() -> FileResponse:
        return FileResponse(STATIC / "lobby.html")

    @app.get("/table/{game_id}", include_in_schema=False)
    async def table_page(game_id: int) -> FileResponse:
        return FileResponse(STATIC / "table.html")

    # ------------------------------------------------------------ lobby
    @app.get("/api/meta", dependencies=[Depends(host)])
    async def meta(packs: str | None = None, ruleset: str = "classic") -> dict[str, Any]:
        """The lobby's menus for the packs chosen (comma-separated; default every pack)."""
        return lobby.meta([p for p in packs.split(",") if p] if packs else None, ruleset)

    @app.get("/api/games", dependencies=[Depends(host)])
    async def list_games(request: Request) -> list[GameRow]:
        h = hall(request)
        out = []
        for s in h.store.games():
            t = h.tables.get(s.id)
            packs = list(s.settings.get("packs") or ["base"])
            named = lobby.names(packs)
            out.append(
                GameRow(
                    id=s.id,
                    created=s.created,
                    updated=s.updated,
                    ruleset=s.settings.get("ruleset", "classic"),
                    packs=packs,
                    ancient_one=s.ancient_one,
                    ancient_one_name=named.get(s.ancient_one, s.ancient_one),
                    investigators=s.investigators,
                    investigator_names=[named.get(i, i) for i in s.investigators],
                    variants=lobby.variants(s.settings, named),
                    seats=s.seats,
                    turn=s.turn,
                    when=f"{'Day' if s.settings.get('ruleset') == 'haunt' else 'Turn'} {s.turn}",
                    answers=s.answers,
                    finished=s.finished,
                    won=(s.result or {}).get("won") if s.finished else None,
                    live=t is not None,
                    connected=len(t.watchers) if t else 0,
                )
            )
        return out

    def links(t: Table) -> Links:
        g = t.game
        seats = []
        for s, inv in enumerate(g.state.investigators):
            tok = t.tokens.get(s)
            seats.append(
                Seat(
                    seat=s,
                    investigator=inv.id,
                    name=g.content.investigators[inv.id].name,
                    player=t.seats[s],
                    url=f"/table/{t.id}?token={tok}" if tok else None,
                )
            )
        return Links(id=t.id, seats=seats, spectator=f"/table/{t.id}")

    @app.post("/api/games", dependencies=[Depends(host)], status_code=201)
    async def create_game(spec: CreateGame, request: Request) -> Links:
        h = hall(request)
        return links(h.table(h.create(spec)))

    @app.get("/api/games/{game_id}/export", dependencies=[Depends(host)])
    async def export(game_id: int, request: Request) -> Response:
        """The game as one file: its settings, answers and snapshot, and who plays each seat."""
        text = hall(request).export(game_id)
        return Response(
            text,
            media_type="application/json",
            headers={"Content-Disposition": f'attachment; filename="arkham-game-{game_id}.json"'},
        )

    @app.post("/api/games/import", dependencies=[Depends(host)], status_code=201)
    async def import_game(request: Request) -> Links:
        """A new table from a game file, once its answers are checked to give its state."""
        body = await request.body()
        if len(body) > MAX_FILE:
            raise TableError(413, "too_large", f"a game file is at most {MAX_FILE} bytes")
        h = hall(request)
        return links(h.table(h.import_file(body)))

    @app.get("/api/games/{game_id}/links", dependencies=[Depends(host)])
    async def game_links(game_id: int, request: Request) -> Links:
        """Open (resume) a saved game at the table and give its seat links."""
        return links(hall(request).table(game_id))

    @app.delete("/api/games/{game_id}", dependencies=[Depends(host)], status_code=204)
    async def delete_game(game_id: int, request: Request) -> None:
        hall(request).delete(game_id)

    # ------------------------------------------------------------ a game
    @app.get("/api/games/{game_id}/view")
    async def view(game_id: int, request: Request, token: str | None = None) -> dict[str, Any]:
        t = hall(request).table(game_id)
        seat = t.seat_of(token)
        v, board = t.view(seat)
        return {
            "game": game_id,
            "seat": seat,
            "board": board,
            "view": v,
            "chat": [c.model_dump() for c in t.chat.lines],
        }

    @app.get("/api/games/{game_id}/text/{ident:path}")
    async def text(game_id: int, ident: str, request: Request, token: str | None = None) -> dict[str, Any]:
        t = hall(request).table(game_id)
        d = payloads.text(t.game, t.seat_of(token), ident)
        if d is None:
            raise TableError(404, "unknown_text", f"'{ident[:80]}' names nothing in game {game_id}")
        return d

    @app.get("/api/games/{game_id}/why/{n}")
    async def why_event(game_id: int, n: int, request: Request, token: str | None = None) -> dict[str, Any]:
        t = hall(request).table(game_id)
        seat = t.seat_of(token)
        if not 0 <= n < len(t.game.state.log):
            raise TableError(
                404, "unknown_event", f"there is no event {n}: events are numbered 0 to {len(t.game.state.log) - 1}"
            )
        return {"n": n, "lines": payloads.reasons(t.game, seat, n)}

    @app.post("/api/games/{game_id}/answer")
    async def answer(game_id: int, body: Answer, request: Request, x_seat_token: str | None = Header(None)) -> Ack:
        t = hall(request).table(game_id)
        if not x_seat_token:
            raise TableError(403, "no_token", "answering needs the seat's token (header X-Seat-Token)")
        return await t.answer(t.seat_of(x_seat_token), body.choice, body.option)

    @app.post("/api/games/{game_id}/chat")
    async def say(game_id: int, body: ChatIn, request: Request, x_seat_token: str | None = Header(None)) -> ChatLine:
        """A chat message from a seat, shown to every seat and spectator and kept with the game."""
        t = hall(request).table(game_id)
        if not x_seat_token:
            raise TableError(403, "no_token", "writing in the chat needs the seat's token (header X-Seat-Token)")
        return t.say(t.seat_of(x_seat_token), body.text)

    @app.post("/api/games/{game_id}/undo")
    async def undo(
        game_id: int, request: Request, body: TakeBack | None = None, x_seat_token: str | None = Header(None)
    ) -> Undone:
        """Take back the last answer of a person (and the bots' after it); see Table.take_back."""
        t = hall(request).table(game_id)
        if not x_seat_token:
            raise TableError(403, "no_token", "taking back needs the seat's token (header X-Seat-Token)")
        return await t.take_back(t.seat_of(x_seat_token), body.steps if body else 1)

    # ------------------------------------------------------------ live
    @app.websocket("/ws/games/{game_id}")
    async def live(ws: WebSocket, game_id: int, token: str | None = None) -> None:
        try:
            t = hall(ws).table(game_id)  # type: ignore[arg-type]
            seat = t.seat_of(token)
        except TableError as exc:
            await ws.close(code=4000 + exc.status, reason=exc.message[:120])
            return
        await ws.accept()
        w = Watcher(seat)
        await ws.send_text(t.hello(seat))
        t.watchers.add(w)
        sender = asyncio.create_task(_send_all(ws, w))
        try:
            while True:
                frame = await ws.receive()
                if frame["type"] == "websocket.disconnect":
                    raise WebSocketDisconnect(frame.get("code", 1000))
                raw = frame.get("text")
                if raw is None:
                    reply: str | None = ErrorMsg(
                        code="bad_message", message="send JSON as text frames"
                    ).model_dump_json()
                else:
                    reply = await _handle(t, seat, raw)
                if reply is not None:
                    w.queue.put_nowait(reply)
        except WebSocketDisconnect:  # the browser left; it catches up when it comes back
            return
        finally:
            t.watchers.discard(w)
            sender.cancel()

    return app


async def _send_all(ws: WebSocket, w: Watcher) -> None:
    try:
        while True:
            msg = await w.queue.get()
            await ws.send_text(msg)
            if msg.startswith('{"type":"deleted"'):
                await ws.close(code=4410)
                return
    except Exception:  # the browser went away; the receiving side notices and cleans up
        return


async def _handle(t: Table, seat: int | None, raw: str) -> str | None:
    """One message from a browser: an answer, a chat message or a request to catch up."""
    if len(raw.encode()) > MAX_MESSAGE:
        return ErrorMsg(code="too_large", message=f"a message is at most {MAX_MESSAGE} bytes").model_dump_json()
    try:
        data = json.loads(raw)
    except json.JSONDecodeError as exc:
        return ErrorMsg(code="bad_json", message=f"not JSON: {exc.msg}").model_dump_json()
    kind = data.get("type") if isinstance(data, dict) else None
    try:
        if kind == "answer":
            msg = Answer.model_validate(data)
            try:
                ack = await t.answer(seat, msg.choice, msg.option)
            except TableError as exc:
                return ErrorMsg(code=exc.code, message=exc.message).model_dump_json()
            return ack.model_dump_json()
        if kind == "chat":
            try:
                t.say(seat, ChatIn.model_validate(data).text)
            except TableError as exc:
                return ErrorMsg(code=exc.code, message=exc.message).model_dump_json()
            return None  # the message itself comes back to this page with everyone's
        if kind == "sync":
            sync = Sync.model_validate(data)
            return t.update(seat, min(sync.log_len, len(t.game.state.log)))
    except ValidationError as exc:
        first = exc.errors()[0]
        return ErrorMsg(
            code="bad_message", message=f"field '{'.'.join(map(str, first['loc']))}': {first['msg']}"
        ).model_dump_json()
    return ErrorMsg(code="bad_message", message="a message has type 'answer', 'chat' or 'sync'").model_dump_json()
