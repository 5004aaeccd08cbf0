#!/usr/bin/env python3
"""Bot decision-time benchmark: how long one ``choose`` takes, on one core.

Plays games with each bot in every seat (the Ancient Ones in turn, random
investigators) for 1, 4 and 8 investigators and times every call to
``bot.choose(game)``; the engine's own time is left out. Prints per bot and
player count: decisions, mean, p50, p95, p99 and the slowest decision in
milliseconds, and games per second including the engine.
Usage: python bench/bot_decision_bench.py [--bots expert,heuristic,planner,planner@48] [--games N]
[--ruleset haunt --players 2,3,5] (Haunt of the Watchers: the heuristic bot's Haunt plan)
[--packs base,dunwich,kingsport] (the Ancient Ones of those packs in turn).

The planning bot weighs its answers by look-ahead (``planner@N``: N look-aheads per
decision, 12 by default; ``planner@0.04s``: 40 ms per decision); most of its answers
are the expert's, so its p95 and p99 show the cost of the decisions it weighs.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time

import arkham
from arkham.bots.base import get_bot

CHOICE_LIMIT = 20_000


def q(xs: list[float], f: float) -> float:
    return xs[min(len(xs) - 1, int(f * (len(xs) - 1) + 0.5))]


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--bots", default="heuristic,expert")
    ap.add_argument("--games", type=int, default=16, help="games per bot and player count (default 16)")
    ap.add_argument("--players", default="1,4,8")
    ap.add_argument("--ruleset", default="classic", help="rule set (haunt: 2 to 5 players)")
    ap.add_argument("--packs", default="base", help="content packs, comma separated (default base)")
    args = ap.parse_args()
    if args.games < 1:
        print("--games must be at least 1", file=sys.stderr)
        return 2
    packs = [p.strip() for p in args.packs.split(",") if p.strip()]
    from arkham.content.loader import load_content

    aos = sorted(load_content(packs).ancient_ones)
    arkham.new_game(
        seed=0, investigators=int(args.players.split(",")[0]), ruleset=args.ruleset, packs=packs
    )  # load content once
    print(
        f"bot decision time ({args.ruleset}, packs {'+'.join(packs)}): {args.games} games per bot and player "
        f"count, one process"
    )
    print(
        f"{'bot':>14} {'players':>7} {'decisions':>9} {'mean ms':>8} {'p50':>6} {'p95':>6} {'p99':>6} {'max':>7} {'games/s':>8}"
    )
    for name in args.bots.split(","):
        for players in (int(p) for p in args.players.split(",")):
            times: list[float] = []
            t_all = time.perf_counter()
            for i in range(args.games):
                g = arkham.new_game(
                    seed=10_000 + i,
                    ancient_one=aos[i % len(aos)],
                    investigators=players,
                    ruleset=args.ruleset,
                    packs=packs,
                )
                bot = get_bot(name, i)
                n = 0
                while not g.is_over and n < CHOICE_LIMIT:
                    t0 = time.perf_counter()
                    oid = bot.choose(g)
                    times.append(time.perf_counter() - t0)
                    g.apply(oid)
                    n += 1
            total = time.perf_counter() - t_all
            times.sort()
            ms = [1000 * t for t in times]
            print(
                f"{name:>14} {players:>7} {len(ms):>9} {statistics.fmean(ms):>8.3f} {q(ms, 0.5):>6.3f} {q(ms, 0.95):>6.3f} "
                f"{q(ms, 0.99):>6.2f} {ms[-1]:>7.2f} {args.games / total:>8.1f}"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
