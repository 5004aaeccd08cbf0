#!/usr/bin/env python3
"""Web table load benchmark: N games played at once over real websockets on loopback.

Starts ``arkham serve`` in its own process on 127.0.0.1 with a fresh database,
creates N one-seat games, then starts the clock and lets N clients play them at
the same time: each client waits a think time, sends a random legal answer, and
measures the time from sending it to receiving the broadcast of the new state
(the answer is written to SQLite before that broadcast). A finished game is
replaced by a new one. After ``--seconds`` it prints answers/s, the p50/p95/p99
latency and the server's CPU per answer.

    python bench/web_bench.py                       # 50 games, 20 s, think time ~1 s
    python bench/web_bench.py --games 10 --seconds 5 --think 0.2
    python bench/web_bench.py --packs base,dunwich,kingsport   # three boxes
    python bench/web_bench.py --ruleset haunt                  # Haunt: two seats a game, one client each
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx
import websockets

KEY = "bench"
ROOT = Path(__file__).resolve().parent.parent


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_server(db: Path, port: int) -> subprocess.Popen[bytes]:
    env = dict(os.environ, PYTHONPATH=str(ROOT / "src") + os.pathsep + os.environ.get("PYTHONPATH", ""))
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "arkham.cli",
            "serve",
            "--port",
            str(port),
            "--db",
            str(db),
            "--bot-delay",
            "0",
            "--key",
            KEY,
        ],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            if (
                httpx.get(f"http://127.0.0.1:{port}/api/meta", headers={"X-Host-Key": KEY}, timeout=1).status_code
                == 200
            ):
                return proc
        except httpx.HTTPError:
            time.sleep(0.1)
    proc.kill()
    raise SystemExit("the server did not start: " + proc.stderr.read().decode()[-2000:])


class Stats:
    def __init__(self) -> None:
        self.latencies: list[float] = []
        self.answers = 0
        self.errors = 0
        self.games_done = 0


SETUP = {"ruleset": "classic", "packs": ["base"], "seats": 1}


async def new_game(http: httpx.AsyncClient, seed: int) -> tuple[int, list[str]]:
    spec = {
        "seats": [{"player": "person"}] * SETUP["seats"],
        "seed": seed,
        "ruleset": SETUP["ruleset"],
        "packs": SETUP["packs"],
    }
    r = await http.post("/api/games", json=spec, headers={"X-Host-Key": KEY})
    r.raise_for_status()
    links = r.json()
    return links["id"], [s["url"].split("token=")[1] for s in links["seats"]]


async def table(
    k: int, port: int, http: httpx.AsyncClient, stop: float, think: float, stats: Stats, first: tuple[int, list[str]]
) -> None:
    rng = random.Random(k)
    seed = k * 1000 + 1
    game: tuple[int, list[str]] | None = first
    while time.monotonic() < stop:
        if game is None:  # the last one finished: a new game (its set-up is measured with the answers)
            game = await new_game(http, seed)
            seed += 1
        (gid, tokens), game = game, None
        socks = [
            await websockets.connect(f"ws://127.0.0.1:{port}/ws/games/{gid}?token={t}", max_size=1 << 24)
            for t in tokens
        ]
        try:
            views = [json.loads(await w.recv())["view"] for w in socks]
            view = views[0]
            while not view["over"] and time.monotonic() < stop:
                await asyncio.sleep(rng.uniform(0.5 * think, 1.5 * think))
                ch = view["choice"]
                ws = socks[ch["seat"] if ch["seat"] is not None and ch["seat"] < len(socks) else 0]
                opt = rng.choice(ch["options"])["id"]
                t0 = time.perf_counter()
                await ws.send(json.dumps({"type": "answer", "choice": ch["n"], "option": opt}))
                while True:
                    msg = json.loads(await ws.recv())
                    if msg["type"] == "update":
                        v = msg["view"]
                        if v["over"] or v["choice"]["n"] > ch["n"]:
                            stats.latencies.append(time.perf_counter() - t0)
                            view = v
                    elif msg["type"] == "ack":
                        stats.answers += 1
                        break
                    elif msg["type"] == "error":
                        stats.errors += 1
                        break
                # the other seats' sockets got the same update: read them up to it
                for other in socks:
                    if other is not ws:
                        while True:
                            m = json.loads(await other.recv())
                            if m["type"] == "update" and (m["view"]["over"] or m["view"]["choice"]["n"] > ch["n"]):
                                break
            if view["over"]:
                stats.games_done += 1
        finally:
            for w in socks:
                await w.close()


def cpu_seconds(pid: int) -> float | None:
    """User + system CPU time of a process so far (Linux), or None where /proc is missing."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return None


def peak_rss_mb(pid: int) -> float | None:
    """The most memory a process has held so far (its peak resident set, Linux), in MB."""
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    except (OSError, ValueError, IndexError):
        pass
    return None


def pct(values: list[float], p: float) -> float:
    if not values:
        return float("nan")
    values = sorted(values)
    return values[min(len(values) - 1, int(round(p / 100 * (len(values) - 1))))]


async def main_async(args: argparse.Namespace, port: int, pid: int) -> tuple[Stats, float, float | None]:
    """Set every game up first, then play them all for ``args.seconds``: the answers' time
    and the server's CPU from then on (the elapsed seconds and CPU seconds are returned)."""
    stats = Stats()
    async with httpx.AsyncClient(base_url=f"http://127.0.0.1:{port}", timeout=60) as http:
        firsts = [await new_game(http, k * 1000) for k in range(args.games)]
        cpu0 = cpu_seconds(pid)
        start = time.monotonic()
        stop = start + args.seconds
        tasks = [
            asyncio.create_task(table(k, port, http, stop, args.think, stats, firsts[k])) for k in range(args.games)
        ]
        await asyncio.wait_for(asyncio.gather(*tasks), timeout=args.seconds + 60)
        elapsed = time.monotonic() - start
        cpu1 = cpu_seconds(pid)
    return stats, elapsed, (cpu1 - cpu0 if cpu0 is not None and cpu1 is not None else None)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=50, help="games played at once (default 50)")
    ap.add_argument("--seconds", type=float, default=20.0, help="how long to play (default 20)")
    ap.add_argument(
        "--think",
        type=float,
        default=1.0,
        help="mean seconds a client waits before each answer, like a person or a paced bot (default 1.0)",
    )
    ap.add_argument("--packs", default="base", help="boxes of every game, comma-separated (default base)")
    ap.add_argument("--ruleset", default="classic", help="classic or haunt (Haunt games have two seats)")
    args = ap.parse_args()
    SETUP.update(ruleset=args.ruleset, packs=args.packs.split(","), seats=2 if args.ruleset == "haunt" else 1)
    port = free_port()
    with tempfile.TemporaryDirectory() as tmp:
        proc = start_server(Path(tmp) / "bench.sqlite", port)
        peak = None
        try:
            stats, elapsed, cpu = asyncio.run(main_async(args, port, proc.pid))
            peak = peak_rss_mb(proc.pid)  # with every table still open
        finally:
            proc.terminate()
            proc.wait(10)
    lat = [x * 1000 for x in stats.latencies]
    print(
        f"web table: {args.games} {args.ruleset} games ({args.packs}) at once over websockets on 127.0.0.1, "
        f"think time ~{args.think:g} s, "
        f"{os.cpu_count()} cores, {elapsed:.1f} s"
    )
    print(
        f"answers: {stats.answers} ({stats.answers / elapsed:.1f}/s), errors: {stats.errors}, "
        f"games finished: {stats.games_done}"
    )
    print(
        f"answer -> broadcast latency ms: p50 {pct(lat, 50):.1f}  p95 {pct(lat, 95):.1f}  p99 {pct(lat, 99):.1f}  "
        f"max {max(lat) if lat else float('nan'):.1f}  mean {statistics.fmean(lat) if lat else float('nan'):.1f}"
    )
    if cpu is not None and stats.answers:
        print(
            f"server CPU: {cpu / elapsed * 100:.0f}% of one core, "
            f"{cpu * 1000 / stats.answers:.1f} ms per answer (the first games' set-ups left out); "
            f"load average {os.getloadavg()[0]:.2f}"
        )
    if peak is not None:
        print(f"server peak memory (max RSS): {peak:.1f} MB with {args.games} tables open")
    return 0


if __name__ == "__main__":
    sys.exit(main())
