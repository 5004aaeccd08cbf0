"""Run the web table with uvicorn: ``arkham serve`` (or ``python3 run.py serve``)."""

from __future__ import annotations

import ipaddress
import secrets
from pathlib import Path

LOOPBACK = "127.0.0.1"


def is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def serve(
    host: str = LOOPBACK,
    port: int = 8000,
    db: str | Path | None = None,
    bot_delay: float = 0.8,
    host_key: str | None = None,
    echo=print,
) -> None:
    import uvicorn

    from arkham.saved_games import default_db_path
    from arkham.web.app import create_app

    key = host_key or secrets.token_urlsafe(12)
    app = create_app(db, bot_delay=bot_delay, host_key=key)
    shown = LOOPBACK if host in ("0.0.0.0", "::") else host
    if not is_loopback(host):
        echo(
            f"WARNING: the table listens on {host}, so anyone on your network can reach it. Only the lobby "
            "key and the seat tokens in the links protect the games; share each seat's link only with its player."
        )
    echo(f"Arkham web table: open http://{shown}:{port}/?key={key} (the lobby; keep this key to yourself)")
    echo(f"Games are saved in {Path(db) if db else default_db_path()}. Ctrl-C stops the server; every answer is saved.")
    uvicorn.run(app, host=host, port=port, log_level="warning", ws_max_size=1 << 16)
