#!/usr/bin/env python3
"""Where an answer's time goes at the web table, in one process (no sockets): the engine
applying it, the store writing it (SQLite in WAL mode, as the server opens it) and the
update payloads of every seat, as a broadcast builds them. Seeded random answers, the same for any code.

    python bench/web_answer_cost.py                          # base, one seat
    python bench/web_answer_cost.py --ruleset haunt --seats 2
    python bench/web_answer_cost.py --packs base,dunwich,kingsport --games 4 --answers 200
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))

import arkham  # noqa: E402
from arkham.saved_games import GameStore  # noqa: E402
from arkham.web import payloads  # noqa: E402


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--ruleset", default="classic", help="classic or haunt (default classic)")
    ap.add_argument("--packs", default="base", help="boxes, comma-separated (default base)")
    ap.add_argument("--seats", type=int, default=1, help="investigators, each a seat with its own update (default 1)")
    ap.add_argument("--games", type=int, default=6, help="games, seeds 0 to N-1 (default 6)")
    ap.add_argument("--answers", type=int, default=150, help="answers per game at most (default 150)")
    args = ap.parse_args()
    packs = args.packs.split(",")
    seats = ["person"] * args.seats
    spent = {"engine": 0.0, "store": 0.0, "updates": 0.0}
    n = 0
    with tempfile.TemporaryDirectory() as tmp:
        store = GameStore(Path(tmp) / "bench.sqlite")
        store.db.execute("PRAGMA journal_mode=WAL")
        for seed in range(args.games):
            g = arkham.new_game(seed=seed, investigators=args.seats, packs=packs, ruleset=args.ruleset)
            gid = store.create(g, dict(g.settings), seats)
            rng = random.Random(seed)
            for k in range(args.answers):
                if g.is_over:
                    break
                ch = g.choice
                o = rng.choice(ch.options)
                before = len(g.state.log)
                t0 = time.perf_counter()
                g.apply(o.id)
                t1 = time.perf_counter()
                store.record(gid, k, ch.who, o.id, o.label, "person", g)
                t2 = time.perf_counter()
                if hasattr(payloads, "updates"):  # a broadcast: every seat's update at once
                    payloads.updates(gid, g, seats, k + 1, range(args.seats), before, lambda s: {})
                else:  # code from before it: one update a seat
                    for s in range(args.seats):
                        payloads.update(gid, g, seats, k + 1, s, before)
                t3 = time.perf_counter()
                spent["engine"] += t1 - t0
                spent["store"] += t2 - t1
                spent["updates"] += t3 - t2
                n += 1
        store.close()
    print(f"{n} answers of {args.games} {args.ruleset} games ({args.packs}), {args.seats} seat(s); ms per answer:")
    print("  " + "  ".join(f"{k} {v / n * 1000:.2f}" for k, v in spent.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
