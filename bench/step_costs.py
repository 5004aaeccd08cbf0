#!/usr/bin/env python3
"""What each step of the engine costs per choice: how often it runs and its time, nested steps included.

The engine's profile is flat (no function holds much of the time on its own), so a
function-by-function profile tells little of where a choice's cost goes. This wraps every
step handler (``arkham.engine.HANDLERS``) to count its calls and time them with
``time.perf_counter`` (a step that runs the steps it pushes inside itself counts their time
too), plays ``--games`` seeded random games (game ``i`` has seed ``--seed + i`` and answers
drawn from ``random.Random(seed)``, as in ``bench/same_games.py``) and prints, for the
costliest steps, the share of the games' time, the runs per choice and the time per run.
Wall-clock times on a shared machine vary from run to run: read the shares and the counts,
and measure a change with ``bench/instructions.py``.

    python bench/step_costs.py --packs base --players 4 --games 30
    python bench/step_costs.py --packs base,dunwich,kingsport --players 4 --top 40
    python bench/step_costs.py --ruleset haunt --players 3
"""

from __future__ import annotations

import argparse
import random
import time
from collections import Counter
from typing import Any

import arkham
import arkham.engine as E


def measure(packs: list[str], ruleset: str, players: int, games: int, seed: int) -> tuple[int, float, Counter, Counter]:
    """(choices answered, seconds in all, runs per step, seconds per step) of the games."""
    arkham.new_game(seed=seed, investigators=players, packs=packs, ruleset=ruleset)  # every step registered
    runs: Counter[str] = Counter()
    spent: Counter[str] = Counter()
    clock = time.perf_counter
    originals = dict(E.HANDLERS)

    def timed(name: str, fn: Any) -> Any:
        def run(g: Any, fr: Any) -> Any:
            runs[name] += 1
            t0 = clock()
            try:
                return fn(g, fr)
            finally:
                spent[name] += clock() - t0

        return run

    E.HANDLERS.update({name: timed(name, fn) for name, fn in originals.items()})
    try:
        choices = 0
        t0 = clock()
        for i in range(games):
            g = arkham.new_game(seed=seed + i, investigators=players, packs=packs, ruleset=ruleset)
            rng = random.Random(seed + i)
            while not g.is_over:
                g.apply(rng.choice(g.choice.options).id)
                choices += 1
        total = clock() - t0
    finally:
        E.HANDLERS.update(originals)
    return choices, total, runs, spent


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--packs", default="base")
    ap.add_argument("--ruleset", default="classic")
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--games", type=int, default=30)
    ap.add_argument("--seed", type=int, default=500)
    ap.add_argument("--top", type=int, default=25, help="steps shown, the costliest first")
    args = ap.parse_args(argv)
    if args.games < 1 or args.top < 1:
        ap.error("--games and --top must be at least 1")
    packs = [p.strip() for p in args.packs.split(",")]
    try:
        choices, total, runs, spent = measure(packs, args.ruleset, args.players, args.games, args.seed)
    except arkham.ArkhamError as e:
        ap.error(str(e))
    per = max(1, choices)
    print(
        f"{args.games} games, {choices} choices, {total / per * 1e6:.1f} us a choice; "
        f"{sum(runs.values()) / per:.2f} steps run a choice"
    )
    print(f"{'share':>6} {'runs/choice':>11} {'us/run':>8}  step")
    for name, s in spent.most_common(args.top):
        print(f"{s / total * 100:5.1f}% {runs[name] / per:11.2f} {s / runs[name] * 1e6:8.1f}  {name}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
