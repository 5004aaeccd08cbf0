"""Everything the web table sends a viewer, each built from what that viewer may see.

A seat (or a spectator, ``seat=None``) is shown the table, the board, the texts and the
reasons of events of :func:`arkham.present.public.public_game`: a stand-in of the game
holding nothing :func:`arkham.view` hides from that viewer. ``tests/frontends/test_web_hidden.py``
checks that games differing only in hidden facts give byte-identical payloads.
"""

from __future__ import annotations

from typing import Any, Callable, Iterable, Sequence

from arkham.present import table_view
from arkham.present.events import why
from arkham.present.public import masked_gates, public_game
from arkham.present.texts import describe
from arkham.web.board import board_svg
from arkham.web.models import ChatLine, Hello, Update


def table(
    game: Any,
    seats: Sequence[str],
    answers: int,
    seat: int | None,
    log_from: int = 0,
    table_side: dict[str, Any] | None = None,
) -> tuple[dict[str, Any], str]:
    """The table view and the board SVG for one viewer. ``table_side`` adds what the web
    table itself keeps for this viewer (whether it may take back, the chat), none of it hidden."""
    pg = public_game(game, seat)
    v = table_view(pg, seats, answers, log_from)
    if table_side:
        v.update(table_side)
    return v, board_svg(pg, v)


def hello(
    game_id: int,
    game: Any,
    seats: Sequence[str],
    answers: int,
    seat: int | None,
    table_side: dict[str, Any] | None = None,
    chat: Sequence[ChatLine] = (),
) -> str:
    v, board = table(game, seats, answers, seat, 0, table_side)
    return Hello(game=game_id, seat=seat, board=board, view=v, chat=list(chat)).model_dump_json()


def update(
    game_id: int,
    game: Any,
    seats: Sequence[str],
    answers: int,
    seat: int | None,
    log_from: int,
    table_side: dict[str, Any] | None = None,
) -> str:
    """One viewer's ``update`` (as :func:`updates` builds it for each viewer of a broadcast)."""
    return updates(game_id, game, seats, answers, [seat], log_from, lambda _: table_side or {})[seat]


def updates(
    game_id: int,
    game: Any,
    seats: Sequence[str],
    answers: int,
    viewers: Iterable[int | None],
    log_from: int,
    side: Callable[[int | None], dict[str, Any]],
) -> dict[int | None, str]:
    """The ``update`` of each viewer (a seat, None: a spectator), each with ``side(viewer)``
    added. The stand-in :func:`public_game` draws for a viewer depends on the viewer only
    through the gates hidden from it, so viewers to whom the same gates are hidden get the
    same table and board, built once."""
    built: dict[frozenset[str], tuple[dict[str, Any], str]] = {}
    out: dict[int | None, str] = {}
    for seat in viewers:
        if seat in out:
            continue
        key = frozenset(masked_gates(game, seat))
        if key not in built:
            pg = public_game(game, seat)
            v = table_view(pg, seats, answers, log_from)
            built[key] = (v, board_svg(pg, v))
        v, board = built[key]
        out[seat] = Update(game=game_id, board=board, view={**v, **side(seat)}).model_dump_json()
    return out


def text(game: Any, seat: int | None, ident: str) -> dict[str, Any] | None:
    """The full text of ``ident`` as this viewer may read it (None: it names nothing)."""
    return describe(public_game(game, seat), ident)


def reasons(game: Any, seat: int | None, n: int) -> list[str]:
    """Why event ``n`` happened, as this viewer may read it."""
    return why(public_game(game, seat), n)
