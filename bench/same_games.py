"""Fingerprint seeded random games so an engine speed change can be checked for behaviour.

``python bench/same_games.py write FILE`` stores one digest per game; ``check FILE`` replays
the same games and reports any game whose final saved state or choice count differs.
"""

import hashlib
import json
import random
import sys

import arkham

SEEDS = range(20)
PLAYERS = (1, 4, 8)


def fingerprints():
    out = {}
    for p in PLAYERS:
        for s in SEEDS:
            g = arkham.new_game(seed=s, investigators=p)
            rng = random.Random(s)
            n = 0
            while not g.is_over:
                g.apply(rng.choice(g.choice.options).id)
                n += 1
            digest = hashlib.sha256(g.to_json().encode()).hexdigest()
            out[f"{p}:{s}"] = [n, digest]
    return out


def main(argv):
    mode, path = argv[1], argv[2]
    now = fingerprints()
    if mode == "write":
        with open(path, "w") as f:
            json.dump(now, f, indent=0, sort_keys=True)
        print(f"wrote {len(now)} games")
        return 0
    with open(path) as f:
        before = json.load(f)
    bad = [k for k in before if before[k] != now.get(k)]
    print(f"{len(before) - len(bad)}/{len(before)} games identical")
    for k in bad:
        print("differs:", k, before[k], now.get(k))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
