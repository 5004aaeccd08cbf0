#!/usr/bin/env python3
"""Simulation lab benchmark: games per second with each bot for 1, 4 and 8
investigators, and the speed-up from 1 worker process to all of them.

Prints, per bot (random, heuristic, expert) and player count: games/s, ms per
game, choices per game and ms per choice (one process, the bot's own time
included); then the heuristic bot's cost per game relative to random choices;
then the speed-up of a run with all workers over one worker. Usage: python bench/lab_bench.py [--games N]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

import arkham
from arkham.lab.backends import default_workers
from arkham.lab.runner import play
from arkham.lab.simulate import run_simulation
from arkham.lab.spec import RunSpec
from arkham.lab.results_store import Store


def per_game(bot: str, players: int, games: int, seed: int) -> tuple[float, float, float]:
    """Mean ms per game, choices per game, total seconds (all 8 Ancient Ones in turn)."""
    spec = RunSpec(games=games, ancient_ones=("all",), players=(players,), bots=(bot,), seed=seed).validated()
    spec = RunSpec(**{**spec.__dict__, "games": max(1, games // len(spec.ancient_ones))})
    times, choices = [], []
    t0 = time.perf_counter()
    for i in range(spec.total):
        r = play(spec, "bench", i)
        if r["status"] != "ok":
            raise SystemExit(f"game {i} ({bot}, {players} players) ended with {r['status']}: {r['error']}")
        times.append(r["elapsed_ms"])
        choices.append(r["choices"])
    return statistics.fmean(times), statistics.fmean(choices), (time.perf_counter() - t0, spec.total)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=200, help="games per bot and player count (default 200)")
    ap.add_argument("--scaling-games", type=int, default=400, help="games for the worker speed-up (default 400)")
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()
    if args.games < 8 or args.scaling_games < 1:
        print("--games must be at least 8 and --scaling-games at least 1", file=sys.stderr)
        return 2
    arkham.new_game(seed=0, investigators=1)  # load content once, outside the timing
    print(f"arkham lab benchmark: {args.games} games per bot and player count, one process")
    print(f"{'bot':>10} {'players':>7} {'games/s':>8} {'ms/game':>8} {'choices/game':>12} {'ms/choice':>9}")
    ms: dict[tuple[str, int], float] = {}
    per_choice: dict[tuple[str, int], float] = {}
    for players in (1, 4, 8):
        for bot in ("random", "heuristic", "expert"):
            mean_ms, ch, (secs, n) = per_game(bot, players, args.games, args.seed)
            ms[(bot, players)] = mean_ms
            per_choice[(bot, players)] = mean_ms / ch
            print(f"{bot:>10} {players:>7} {n / secs:>8.1f} {mean_ms:>8.2f} {ch:>12.0f} {mean_ms / ch:>9.4f}")
    print("heuristic cost relative to random (time per game; per choice):")
    for players in (1, 4, 8):
        print(
            f"  {players} investigator(s): {ms[('heuristic', players)] / ms[('random', players)]:.2f}x per game, "
            f"{per_choice[('heuristic', players)] / per_choice[('random', players)]:.2f}x per choice"
        )
    workers = default_workers()
    spec = RunSpec(
        games=max(1, args.scaling_games // 8),
        ancient_ones=("all",),
        players=(4,),
        bots=("heuristic",),
        seed=args.seed + 1,
    ).validated()
    rates = {}
    for w in sorted({1, workers}):
        with tempfile.TemporaryDirectory() as d, Store(Path(d) / "bench.sqlite") as store:
            store.add_run("bench", spec)
            s = run_simulation(store, "bench", spec, workers=w, progress=False)
            rates[w] = s["played"] / s["seconds"]
    print(f"worker speed-up, {spec.total} heuristic games with 4 investigators, results committed to SQLite:")
    for w, r in rates.items():
        print(f"  {w} worker(s): {r:.1f} games/s")
    if workers > 1:
        print(f"  speed-up 1 -> {workers} workers: {rates[workers] / rates[1]:.2f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
