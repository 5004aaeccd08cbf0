#!/usr/bin/env python3
"""Undo benchmark: the time ``Game.undo`` takes to go back 1, 10 and 100 answers in long
games (random choices, 4 investigators, every answer of the game kept).

Each figure is the best of ``--repeat`` undos of a copy of the game at its end, so a
busy machine's swings do not hide it; also printed is ``revealed_since`` for the answer
before the last (what the terminal asks before an undo) and the game's length.
Usage: python bench/undo_bench.py [--games N] [--repeat R] [--players P]
"""

from __future__ import annotations

import argparse
import random
import time

import arkham


def long_game(seed: int, players: int, least: int) -> arkham.Game:
    """The first game from ``seed`` on with at least ``least`` answers."""
    while True:
        g = arkham.new_game(seed=seed, investigators=players)
        g.keep_undo_points()  # as the terminal does
        rng = random.Random(seed)
        while not g.is_over:
            g.apply(rng.choice(g.choice.options).id)
        if sum(type(e) is str for e in g.history) >= least:
            return g
        seed += 1


def best_ms(fn, repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t0)
    return best * 1000


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=3, help="long games timed (default 3)")
    ap.add_argument("--repeat", type=int, default=10, help="undos timed per figure (default 10)")
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--least", type=int, default=600, help="answers a game has at least (default 600)")
    args = ap.parse_args()
    print(f"{'answers':>8} {'undo 1':>9} {'undo 10':>9} {'undo 100':>9} {'revealed':>9}  (ms, best of {args.repeat})")
    seed = 0
    for _ in range(args.games):
        g = long_game(seed, args.players, args.least)
        seed = g.state.seed + 1
        n = sum(type(e) is str for e in g.history)
        figures = [best_ms(lambda k=k: g.clone().undo(k), args.repeat) for k in (1, 10, 100)]
        reveal = best_ms(lambda: g.revealed_since(n - 1), args.repeat)
        print(f"{n:>8} " + " ".join(f"{f:>9.2f}" for f in figures) + f" {reveal:>9.2f}")


if __name__ == "__main__":
    main()
