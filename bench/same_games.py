"""Fingerprint seeded games so a change meant to keep behaviour can be checked for it.

``python bench/same_games.py write FILE`` stores one digest per game; ``check FILE`` replays
the same games and reports any game whose final saved state or choice count differs.

The games: random answers in the base game at 1, 4 and 8 investigators (20 seeds each);
random answers in every set-up of ``bench/soak.py`` (expansions, variants, Haunt); and bot
games, the expert in the base game and the heuristic bot in every set-up, whose answers
are hashed too. ``--only random`` or ``--only bots`` plays one half.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import arkham  # noqa: E402
from arkham.bots.base import get_bot  # noqa: E402
from soak import SETUPS  # noqa: E402

SEEDS = range(20)
PLAYERS = (1, 4, 8)
SETUP_SEEDS = range(4)
CAP = 60_000


def _digest(g: arkham.Game, answers: list[str] | None = None) -> str:
    h = hashlib.sha256(g.to_json().encode())
    if answers is not None:
        h.update("\n".join(answers).encode())
    return h.hexdigest()


def _setup_game(name: str, seed: int) -> arkham.Game:
    kw = dict(SETUPS[name])
    players = 2 + seed % 4 if name == "haunt" else 1 + (seed * 3) % 8
    return arkham.new_game(seed=seed, investigators=players, **kw)


def random_games() -> dict[str, list]:
    out: dict[str, list] = {}
    for p in PLAYERS:
        for s in SEEDS:
            g = arkham.new_game(seed=s, investigators=p)
            rng = random.Random(s)
            n = 0
            while not g.is_over:
                g.apply(rng.choice(g.choice.options).id)
                n += 1
            out[f"{p}:{s}"] = [n, _digest(g)]
    for name in SETUPS:
        for s in SETUP_SEEDS:
            g = _setup_game(name, 5000 + s)
            rng = random.Random(s)
            n = 0
            while not g.is_over and n < CAP:
                g.apply(rng.choice(g.choice.options).id)
                n += 1
            out[f"random:{name}:{s}"] = [n, _digest(g)]
    return out


def bot_games() -> dict[str, list]:
    out: dict[str, list] = {}
    for s in range(3):
        g = arkham.new_game(seed=100 + s, investigators=(1, 4, 8)[s])
        out[f"expert:base:{s}"] = _bot_game(g, "expert", 100 + s)
    for name in SETUPS:
        for s in range(2):
            g = arkham.new_game(seed=7000 + s, investigators=3 if name == "haunt" else 4, **SETUPS[name])
            out[f"heuristic:{name}:{s}"] = _bot_game(g, "heuristic", 7000 + s)
    return out


def _bot_game(g: arkham.Game, bot_name: str, seed: int) -> list:
    bot = get_bot(bot_name, seed)
    answers: list[str] = []
    while not g.is_over and len(answers) < CAP:
        a = bot.choose(g)
        answers.append(a)
        g.apply(a)
    return [len(answers), _digest(g, answers)]


def fingerprints(only: str | None = None) -> dict[str, list]:
    out: dict[str, list] = {}
    if only in (None, "random"):
        out.update(random_games())
    if only in (None, "bots"):
        out.update(bot_games())
    return out


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("mode", choices=["write", "check"])
    ap.add_argument("file")
    ap.add_argument("--only", choices=["random", "bots"])
    args = ap.parse_args(argv[1:])
    now = fingerprints(args.only)
    if args.mode == "write":
        with open(args.file, "w") as f:
            json.dump(now, f, indent=0, sort_keys=True)
        print(f"wrote {len(now)} games")
        return 0
    with open(args.file) as f:
        before = {k: v for k, v in json.load(f).items() if k in now}
    bad = [k for k in before if before[k] != now.get(k)]
    print(f"{len(before) - len(bad)}/{len(before)} games identical")
    for k in bad:
        print("differs:", k, before[k], now.get(k))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
