"""Tuning the expert bot's parameters with a black-box optimizer (Optuna's TPE).

Each candidate :class:`~arkham.bots.params.Params` plays the same games (the same
seeds, every Ancient One in turn, random investigators): common random numbers, so
candidates differ by their play and not by their luck. The score is the share of
games won, with a small bonus per gate closed to break ties between equal win rates.
What it finds is checked on other seeds before it goes into ``arkham.bots.expert``:
the best of many candidates on one set of games is flattered by that set.
``--recheck K`` does it at once: the K best candidates and the starting one play
again on other seeds (``--recheck-games`` per Ancient One), and the best there wins.

    python -m arkham.bots.tuning --players 4 --trials 120 --games 20 --seed 1
    python -m arkham.bots.tuning --players 4 --trials 150 --games 40 --recheck 5 --recheck-games 100
    python -m arkham.bots.tuning --players 4 --ancient-one yig --start '{"fight_p": 0.8}'

needs the ``tune`` extra (``pip install arkham[tune]``).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from typing import Any

import arkham
from arkham.bots.expert import ExpertBot
from arkham.bots.params import Params

#: parameter -> (low, high); ints where the default is an int
SPACE: dict[str, tuple[float, float]] = {
    "gate_min_odds": (0.05, 0.7),
    "gate_dist_w": (0.05, 1.0),
    "gate_monster_w": (0.0, 1.5),
    "gate_radius": (1, 12),
    "gate_eager_open": (1, 6),
    "gate_health": (1, 5),
    "clue_radius": (0, 10),
    "shop_radius": (0, 10),
    "heal_frac": (0.1, 0.7),
    "doom_margin": (0, 8),
    "seal_keep_from": (1, 8),
    "battle_keep": (0, 8),
    "fight_p": (0.2, 0.95),
    "evade_p": (0.2, 0.95),
    "flee_p": (0.05, 0.8),
    "buy_min": (0.5, 4.0),
    "seal_clues": (0, 1),
    "battle_defend": (0, 1),
    "gate_share": (0, 1),
    "close_push": (0, 6),
    "route_danger_w": (0.0, 4.0),
    "travel_w": (0.0, 1.5),
    "idle_step_w": (0.0, 1.0),
    "bless_prep": (0, 10),
    "bless_when": (1, 6),
}
ANCIENT_ONES = ("azathoth", "cthulhu", "hastur", "ithaqua", "nyarlathotep", "shub_niggurath", "yig", "yog_sothoth")


def parse_ancient_ones(text: str) -> tuple[str, ...]:
    """``all`` or base Ancient Ones' short ids, comma separated, as a tuple; an id not among
    :data:`ANCIENT_ONES` raises ValueError naming it and the ids there are."""
    if text == "all":
        return ANCIENT_ONES
    chosen = tuple(x.strip() for x in text.split(","))
    unknown = [x for x in chosen if x not in ANCIENT_ONES]
    if unknown:
        raise ValueError(f"unknown {', '.join(unknown)}; choose from {', '.join(ANCIENT_ONES)} or all")
    return chosen


#: a game still running after this many choices counts as lost (a bot caught in a loop)
CHOICE_LIMIT = 20_000
GATE_BONUS = 0.005


def play_one(params: Params, players: int, ancient_one: str, seed: int) -> tuple[bool, int]:
    """(won, gates closed) of one game with ``params`` in every seat."""
    g = arkham.new_game(seed=seed, ancient_one=ancient_one, investigators=players)
    bot = ExpertBot(seed, solo=params, group=params)
    n = 0
    while not g.is_over and n < CHOICE_LIMIT:
        g.apply(bot.choose(g))
        n += 1
    won = bool(g.is_over and g.result and g.result["won"])
    closed = sum(len(i.gate_trophies) for i in g.state.investigators)
    return won, closed


def evaluate(
    params: Params, players: int, games: int, seed: int, ancient_ones: tuple[str, ...] = ANCIENT_ONES
) -> tuple[float, float]:
    """(win rate, gates closed per game) over ``games`` games per Ancient One."""
    wins = closed = n = 0
    for i in range(games):
        for k, ao in enumerate(ancient_ones):
            w, c = play_one(params, players, ao, seed * 1_000_003 + i * 8 + k)
            wins += w
            closed += c
            n += 1
    return wins / n, closed / n


def suggest(trial: Any, base: Params) -> Params:
    kw: dict[str, Any] = {}
    for name, (lo, hi) in SPACE.items():
        if isinstance(getattr(base, name), int):
            kw[name] = trial.suggest_int(name, int(lo), int(hi))
        else:
            kw[name] = trial.suggest_float(name, lo, hi)
    return base.with_values(**kw)


def tune(
    players: int,
    trials: int,
    games: int,
    seed: int,
    start: Params | None = None,
    storage: str | None = None,
    ancient_ones: tuple[str, ...] = ANCIENT_ONES,
    gate_bonus: float = GATE_BONUS,
    recheck: int = 0,
    recheck_games: int = 0,
) -> tuple[Params, float]:
    import optuna

    optuna.logging.set_verbosity(optuna.logging.WARNING)
    base = start or Params()
    study = optuna.create_study(
        direction="maximize",
        sampler=optuna.samplers.TPESampler(seed=seed),
        storage=storage,
        study_name=f"expert-{players}p-seed{seed}-{games}g-{'+'.join(ancient_ones)}",
        load_if_exists=True,
    )
    if not study.trials:
        study.enqueue_trial({k: getattr(base, k) for k in SPACE})
    t0 = time.perf_counter()

    def objective(trial: Any) -> float:
        p = suggest(trial, base)
        rate, closed = evaluate(p, players, games, seed, ancient_ones)
        trial.set_user_attr("win_rate", rate)
        score = rate + gate_bonus * closed
        print(
            f"trial {trial.number:4d}  win {rate:.3f}  gates {closed:.2f}  score {score:.4f}  "
            f"best {max(score, study.best_value if trial.number else score):.4f}  {time.perf_counter() - t0:.0f}s",
            flush=True,
        )
        return score

    study.optimize(objective, n_trials=trials)
    if recheck:
        return _recheck(study, base, players, recheck, recheck_games, seed, ancient_ones)
    best = base.with_values(**study.best_params)
    return best, study.best_trial.user_attrs["win_rate"]


#: the seeds of a recheck lie this far from the search's own
RECHECK_SEED = 7919


def _recheck(
    study: Any, base: Params, players: int, top: int, games: int, seed: int, ancient_ones: tuple[str, ...]
) -> tuple[Params, float]:
    """The best of the search's ``top`` candidates and the starting one, played again on
    other seeds: the best score of many candidates on one set of games is flattered by
    luck, a second set of games is not."""
    done = [t for t in study.trials if t.value is not None]
    ranked = sorted(done, key=lambda t: -t.value)[:top]
    cands = [base] + [base.with_values(**t.params) for t in ranked]
    best, best_rate = base, -1.0
    for i, p in enumerate(cands):
        rate, closed = evaluate(p, players, games, seed + RECHECK_SEED, ancient_ones)
        print(
            f"recheck {'start' if i == 0 else f'trial {ranked[i - 1].number}':>10}  win {rate:.3f}  gates {closed:.2f}",
            flush=True,
        )
        if rate > best_rate:
            best, best_rate = p, rate
    return best, best_rate


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--trials", type=int, default=100)
    ap.add_argument("--games", type=int, default=20, help="games per Ancient One per trial")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--storage", help="an Optuna storage URL (e.g. sqlite:///tune.db) to keep and resume trials")
    ap.add_argument("--ancient-one", default="all", help="tune for these Ancient Ones only (comma separated)")
    ap.add_argument("--start", help="the first candidate, as JSON {name: value} over the defaults")
    ap.add_argument(
        "--recheck",
        type=int,
        default=0,
        metavar="K",
        help="play the K best candidates and the start again on other seeds and keep the best there",
    )
    ap.add_argument(
        "--recheck-games", type=int, default=0, help="games per Ancient One of a recheck (default: --games x 2)"
    )
    ap.add_argument(
        "--gate-bonus",
        type=float,
        default=GATE_BONUS,
        help="score added per gate closed in a game (breaks ties between equal win rates)",
    )
    args = ap.parse_args(argv)
    try:
        aos = parse_ancient_ones(args.ancient_one)
    except ValueError as e:
        ap.error(f"--ancient-one: {e}")
    start = Params().with_values(**json.loads(args.start)) if args.start else None
    best, rate = tune(
        args.players,
        args.trials,
        args.games,
        args.seed,
        start=start,
        storage=args.storage,
        ancient_ones=aos,
        gate_bonus=args.gate_bonus,
        recheck=args.recheck,
        recheck_games=args.recheck_games or 2 * args.games,
    )
    print(f"best win rate on the {'recheck' if args.recheck else 'tuning'} games: {rate:.3f}")
    print("Params(" + ", ".join(f"{k}={v!r}" for k, v in best.as_dict().items()) + ")")
    print(json.dumps(best.as_dict()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
