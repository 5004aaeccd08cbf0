#!/usr/bin/env python3
"""Train a small policy on the Arkham environment for a few minutes on CPU, then
report its win rate beside the random bot's (95% Wilson intervals).

This shows the environment working end to end: observations, the action mask,
rewards and seeding. It makes no claim of strength: a linear softmax policy over
the masked actions, trained by REINFORCE with a running baseline on shaped
rewards. Needs the ``ai`` extra (numpy, gymnasium, pettingzoo).

    python examples/train_policy.py --minutes 3 --eval 200
"""

from __future__ import annotations

import argparse
import sys
import time

import numpy as np

from arkham.ai.env import ArkhamAEC
from arkham.lab.report import wilson


class LinearPolicy:
    """Logits of the legal actions: one weight row per action slot, times the observation."""

    def __init__(self, obs_size: int, slots: int, rng: np.random.Generator):
        self.w = np.zeros((slots, obs_size), dtype=np.float32)
        self.rng = rng
        self.scale: np.ndarray | None = None

    def probs(self, obs: np.ndarray, legal: np.ndarray) -> np.ndarray:
        z = self.w[legal] @ obs
        z -= z.max()
        p = np.exp(z)
        return p / p.sum()

    def act(self, obs: np.ndarray, legal: np.ndarray, greedy: bool = False) -> tuple[int, np.ndarray]:
        p = self.probs(obs, legal)
        i = int(np.argmax(p)) if greedy else int(self.rng.choice(len(legal), p=p))
        return i, p


def normalise(obs: np.ndarray) -> np.ndarray:
    return np.tanh(obs / 5.0).astype(np.float32)


def episode(
    env: ArkhamAEC,
    policy: LinearPolicy | None,
    seed: int,
    rng: np.random.Generator,
    learn: bool = False,
    greedy: bool = False,
) -> tuple[bool, float, list]:
    """Play one game; ``policy`` None plays uniformly at random. Returns (won, return, trace)."""
    env.reset(seed=seed)
    trace = []
    total = 0.0
    for agent in env.agent_iter(200_000):
        obs, reward, term, trunc, _ = env.last()
        total += reward if agent == "investigator_0" else 0.0
        if term or trunc:
            env.step(None)
            continue
        legal = np.flatnonzero(obs["action_mask"])
        if policy is None:
            env.step(int(rng.choice(legal)))
            continue
        x = normalise(obs["observation"])
        i, p = policy.act(x, legal, greedy)
        if learn:
            trace.append((x, legal, i, p))
        env.step(int(legal[i]))
    return bool(env.game.result and env.game.result.get("won")), total, trace


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--minutes", type=float, default=3.0, help="training time (default 3)")
    ap.add_argument("--eval", type=int, default=200, help="evaluation games for each side (default 200)")
    ap.add_argument("--investigators", type=int, default=1)
    ap.add_argument("--ancient-one", default="base:yig")
    ap.add_argument("--lr", type=float, default=0.01)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(argv)
    if args.minutes <= 0 or args.eval < 1:
        print("--minutes must be above 0 and --eval at least 1", file=sys.stderr)
        return 2
    rng = np.random.default_rng(args.seed)
    env = ArkhamAEC(investigators=args.investigators, ancient_one=args.ancient_one, shaped=True)
    policy = LinearPolicy(env.encoder.size, env.action_space("investigator_0").n, rng)
    baseline, games, t_end = 0.0, 0, time.monotonic() + 60 * args.minutes
    while time.monotonic() < t_end:
        _, ret, trace = episode(env, policy, seed=10_000 + games, rng=rng, learn=True)
        adv = ret - baseline
        baseline += 0.05 * (ret - baseline)
        for x, legal, i, p in trace:
            g = -p
            g[i] += 1.0
            policy.w[legal] += (args.lr * adv) * np.outer(g, x)
        games += 1
        if games % 50 == 0:
            print(f"  {games} training games, running return {baseline:+.3f}", flush=True)
    print(f"trained on {games} games in {args.minutes:g} minute(s)")
    for name, pol in (("trained policy", policy), ("random bot", None)):
        wins = sum(episode(env, pol, seed=900_000 + k, rng=rng, greedy=True)[0] for k in range(args.eval))
        lo, hi = wilson(wins, args.eval)
        print(
            f"{name:15s} {wins}/{args.eval} wins = {100 * wins / args.eval:.1f}% (95% CI {100 * lo:.1f}-{100 * hi:.1f}%)"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
