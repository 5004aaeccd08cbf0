#!/usr/bin/env python3
"""Engine benchmark: full games with random choices for 1, 4 and 8 investigators.

Prints, per player count: games per second, milliseconds per game, choices per
second, and the size of a saved game; then the process's peak memory. Every game
must end without an exception. Usage: python bench/engine_bench.py [--games N] [--packs base,dunwich]
[--ruleset haunt] (Haunt of the Watchers is played by 2, 3 and 5 investigators).

``--repeat N`` plays the same games N times and also prints the best CPU time per choice:
on a shared machine the wall clock swings from run to run, and the best of several runs
is the steadier figure to compare two versions of the engine with (run this script with
each version's source first on PYTHONPATH).

``--vs PACKS`` also plays the same seeds with those packs (``--packs base,dunwich --vs base``)
and prints, per player count, the ratio of the best CPU time per game of the two: how much
slower an expansion makes a game on the same machine in the same session.
"""

from __future__ import annotations

import argparse
import random
import resource
import statistics
import sys
import time

import arkham


PLAYERS = {"classic": (1, 4, 8), "haunt": (2, 3, 5)}


def one_game(seed: int, players: int, packs: list[str], ruleset: str = "classic") -> tuple[int, float, int]:
    """Play one game; return its choices, its time (setup included) and its save size."""
    t0 = time.perf_counter()
    g = arkham.new_game(seed=seed, investigators=players, packs=packs, ruleset=ruleset)
    rng = random.Random(seed)
    choices = 0
    while not g.is_over:
        g.apply(rng.choice(g.choice.options).id)
        choices += 1
    dt = time.perf_counter() - t0
    return choices, dt, len(g.to_json().encode())


def table(packs: list[str], args: argparse.Namespace) -> dict[int, float]:
    """Print one line per player count; return the best CPU milliseconds per game of each."""
    print(
        f"{'players':>7} {'games/s':>8} {'ms/game':>8} {'p95 ms':>7} {'choices/s':>10} {'choices/game':>12} "
        f"{'save KB':>8} {'best us/choice (CPU)':>21} {'best CPU ms/game':>17}"
    )
    out = {}
    for players in PLAYERS[args.ruleset]:
        best_cpu = best_game = float("inf")
        for _ in range(args.repeat):
            times, choices, sizes = [], 0, []
            t_all, cpu0 = time.perf_counter(), time.process_time()
            for i in range(args.games):
                n, dt, size = one_game(args.seed + i, players, packs, args.ruleset)
                times.append(dt)
                choices += n
                sizes.append(size)
            total = time.perf_counter() - t_all
            cpu = time.process_time() - cpu0
            best_cpu = min(best_cpu, cpu / choices * 1e6)
            best_game = min(best_game, cpu / args.games * 1e3)
        times.sort()
        print(
            f"{players:>7} {args.games / total:>8.1f} {1000 * statistics.mean(times):>8.2f} "
            f"{1000 * times[int(0.95 * (len(times) - 1))]:>7.2f} {choices / total:>10.0f} "
            f"{choices / args.games:>12.0f} {statistics.mean(sizes) / 1024:>8.1f} {best_cpu:>21.1f} "
            f"{best_game:>17.2f}"
        )
        out[players] = best_game
    return out


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=300, help="games per player count (default 300)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--packs", default="base", help="content packs, comma separated (default base)")
    ap.add_argument("--ruleset", choices=sorted(PLAYERS), default="classic")
    ap.add_argument("--vs", default="", help="also play the same games with these packs and print the ratio")
    ap.add_argument("--repeat", type=int, default=1, help="play the games this many times (best CPU time shown)")
    args = ap.parse_args()
    packs = [p.strip() for p in args.packs.split(",") if p.strip()]
    if args.games < 1 or args.repeat < 1:
        print("--games and --repeat must be at least 1", file=sys.stderr)
        return 2
    vs = [p.strip() for p in args.vs.split(",") if p.strip()]
    for each in (packs, vs) if vs else (packs,):  # load content once, before the clock runs
        arkham.new_game(seed=0, investigators=PLAYERS[args.ruleset][0], packs=each, ruleset=args.ruleset)
    print(
        f"arkham engine benchmark ({args.ruleset}): {args.games} games per player count, random choices, "
        f"packs {'+'.join(packs)}"
    )
    best = {tuple(packs): table(packs, args)}
    if vs:
        print(f"the same games with packs {'+'.join(vs)}")
        best[tuple(vs)] = table(vs, args)
        print(
            f"CPU time per game, {'+'.join(packs)} / {'+'.join(vs)}: "
            + ", ".join(f"{n} players {best[tuple(packs)][n] / best[tuple(vs)][n]:.2f}x" for n in PLAYERS[args.ruleset])
        )
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    print(f"peak memory (max RSS): {peak / 1024:.1f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
