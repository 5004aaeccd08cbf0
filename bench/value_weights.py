#!/usr/bin/env python3
"""The planner with a later box's own value weights against the planner with the group weights.

A box's bot module may give the planner value weights for a group against each of its
Ancient Ones (``value_weights`` of :mod:`arkham.bots.boxes`); without them those games are
scored with the ``group`` weights, fitted to the base game's Ancient Ones. This plays the
same games both ways: game ``i`` against each of the box's Ancient Ones has seed
``--seed + i`` for the deal and for the bot, four investigators, the planner in every seat.
The games differ only by the weights, so the two columns are paired.

    python bench/value_weights.py --packs base,dunwich --games 25 --seed 6401
    python bench/value_weights.py --packs base,kingsport --games 10 --seed 6501
"""

from __future__ import annotations

import argparse

import arkham
import arkham.bots.value as V
from arkham.bots import make_bot

CHOICE_LIMIT = 100_000


def play(packs: tuple[str, ...], ao: str, seed: int, players: int) -> bool:
    g = arkham.new_game(seed=seed, ancient_one=ao, investigators=players, packs=packs)
    bot = make_bot("planner", seed)
    n = 0
    while not g.is_over and n < CHOICE_LIMIT:
        g.apply(bot.choose(g))
        n += 1
    return bool(g.result and g.result["won"])


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--packs", default="base,dunwich", help="base and one later box, comma separated")
    ap.add_argument("--games", type=int, default=10, help="games per Ancient One, each played both ways")
    ap.add_argument("--seed", type=int, default=6401)
    ap.add_argument("--players", type=int, default=4)
    args = ap.parse_args(argv)
    packs = tuple(p.strip() for p in args.packs.split(","))
    if len(packs) != 2 or packs[0] != "base":
        ap.error(f"--packs takes base and one later box (e.g. base,dunwich), not {args.packs!r}")
    if args.games < 1 or args.players < 3:
        ap.error("--games must be at least 1 and --players at least 3 (the weights are a group's)")
    box = packs[1]
    try:
        content = arkham.new_game(seed=0, packs=packs).content
    except arkham.ArkhamError as e:
        ap.error(str(e))
    aos = sorted(a for a in content.ancient_ones if a.startswith(box + ":"))
    own = {k: w for k, w in V.WEIGHTS.items() if k.split(":", 1)[-1] in {a.split(":", 1)[1] for a in aos}}
    if not own:
        ap.error(f"the bot module of {box} gives no value weights")
    print(f"planner, {args.players} investigators, {args.games} games per Ancient One from seed {args.seed}")
    print(f"{'Ancient One':16} {'own weights':>12} {'group weights':>14} {'only own':>9} {'only group':>11}")
    tot = [0, 0, 0, 0]
    for ao in aos:
        row = [0, 0, 0, 0]
        for i in range(args.games):
            seed = args.seed + i
            V.WEIGHTS.update(own)
            a = play(packs, ao, seed, args.players)
            for k in own:
                del V.WEIGHTS[k]
            b = play(packs, ao, seed, args.players)
            V.WEIGHTS.update(own)
            row[0] += a
            row[1] += b
            row[2] += a and not b
            row[3] += b and not a
        tot = [x + y for x, y in zip(tot, row)]
        print(f"{ao.split(':', 1)[1]:16} {row[0]:>12} {row[1]:>14} {row[2]:>9} {row[3]:>11}", flush=True)
    n = args.games * len(aos)
    print(f"{'all':16} {tot[0]:>12} {tot[1]:>14} {tot[2]:>9} {tot[3]:>11}   of {n} games each way")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
