"""Shared helpers for the web table tests: an app on a temporary database, and a real
server in a subprocess."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import httpx

KEY = "test-key"
HOST = {"X-Host-Key": KEY}
ROOT = Path(__file__).resolve().parents[2]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def token_of(links: dict[str, Any], seat: int) -> str:
    return links["seats"][seat]["url"].split("token=")[1]


def receive_until(ws: Any, kind: str, limit: int = 200) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """Read websocket messages until one of type ``kind``; returns it and everything read before."""
    seen = []
    for _ in range(limit):
        msg = json.loads(ws.receive_text())
        if msg["type"] == kind:
            return msg, seen
        seen.append(msg)
    raise AssertionError(f"no '{kind}' message in {limit} messages: {[m['type'] for m in seen]}")


class Server:
    """``arkham serve`` in a subprocess on a free loopback port (bots answer at once)."""

    def __init__(self, db: Path, port: int | None = None):
        self.db, self.port = db, port or free_port()
        self.proc: subprocess.Popen[str] | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> "Server":
        env = dict(os.environ, PYTHONPATH=str(ROOT / "src") + os.pathsep + os.environ.get("PYTHONPATH", ""))
        self.proc = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "arkham.cli",
                "serve",
                "--port",
                str(self.port),
                "--db",
                str(self.db),
                "--bot-delay",
                "0",
                "--key",
                KEY,
            ],
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
        )
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            try:
                if httpx.get(self.url + "/api/meta", headers=HOST, timeout=1).status_code == 200:
                    return self
            except httpx.HTTPError:
                time.sleep(0.1)
        self.kill()
        raise AssertionError("the server did not start")

    def kill(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(10)

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            self.proc.wait(10)


def wait_for(pred, timeout=20.0):
    """Poll ``pred`` until it holds (True) or ``timeout`` seconds pass (False)."""
    import time

    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if pred():
            return True
        time.sleep(0.02)
    return False
