#!/usr/bin/env python3
"""Clone benchmark: the cost of ``Game.clone()`` against ``arkham.load(game.to_json())``.

Plays games with random choices for 1, 4 and 8 investigators and, at snapshots
spread over each game (early, middle, late), times both ways of copying the game.
Prints microseconds per copy (mean and p95) for each and the ratio.
Usage: python bench/clone_bench.py [--games N] [--repeat R]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time

import arkham


def snapshots(seed: int, players: int) -> list[arkham.Game]:
    """Copies of one game at about 10%, 50% and 90% of its length."""
    rng = random.Random(seed)
    g = arkham.new_game(seed=seed, investigators=players)
    answers = []
    while not g.is_over:
        answers.append(rng.choice(g.choice.options).id)
        g.apply(answers[-1])
    out = []
    for frac in (0.1, 0.5, 0.9):
        h = arkham.new_game(seed=seed, investigators=players)
        for a in answers[: int(frac * len(answers))]:
            h.apply(a)
        out.append(h)
    return out


def timed(fn, repeat: int) -> float:
    t0 = time.perf_counter()
    for _ in range(repeat):
        fn()
    return (time.perf_counter() - t0) / repeat * 1e6


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=10, help="games per player count (default 10)")
    ap.add_argument("--repeat", type=int, default=20, help="copies timed per snapshot (default 20)")
    args = ap.parse_args()
    if args.games < 1 or args.repeat < 1:
        print("--games and --repeat must be at least 1", file=sys.stderr)
        return 2
    print(f"clone benchmark: {args.games} games per player count, 3 snapshots each, {args.repeat} copies per snapshot")
    print(f"{'players':>7} {'clone us':>9} {'p95':>7} {'json+load us':>13} {'p95':>8} {'ratio':>6}")
    for players in (1, 4, 8):
        clone_t, load_t = [], []
        for seed in range(args.games):
            for g in snapshots(seed, players):
                c = g.clone()
                assert c.state_hash() == g.state_hash()
                clone_t.append(timed(g.clone, args.repeat))
                load_t.append(timed(lambda: arkham.load(g.to_json()), max(1, args.repeat // 5)))
        clone_t.sort()
        load_t.sort()
        p95 = lambda xs: xs[int(0.95 * (len(xs) - 1))]  # noqa: E731
        print(
            f"{players:>7} {statistics.fmean(clone_t):>9.1f} {p95(clone_t):>7.1f} {statistics.fmean(load_t):>13.1f} "
            f"{p95(load_t):>8.1f} {statistics.fmean(load_t) / statistics.fmean(clone_t):>6.1f}x"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
