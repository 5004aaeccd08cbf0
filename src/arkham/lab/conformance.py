"""``arkham conformance``: seeded random games with every invariant checked after
each step.

Game ``i`` uses seed ``seed + i``; a ``random.Random`` of that seed picks the player
count and every answer, so a failing seed is replayed exactly by running it alone
(``--seed N --games 1``). ``--ancient-one all`` cycles through every Ancient One of the
packs in play (seed ``s`` meets the one at ``s`` modulo their number in sorted order),
and ``--bot NAME`` lets a registered bot (seeded with the game's seed) answer instead
of the random picks. The command exits non-zero when any game breaks an
invariant, raises, or does not end within ``--max-choices``."""
from __future__ import annotations

import random
import time
from typing import Any

import typer
from rich.console import Console

console = Console(highlight=False, soft_wrap=True)


def player_counts(text: str) -> tuple[int, int]:
    """'2-5' or '3' to the smallest and largest player count."""
    lo, _, hi = text.partition("-")
    a, b = int(lo), int(hi or lo)
    if not 1 <= a <= b:
        raise typer.BadParameter(f"player counts must read like 2-5 or 3, not {text!r}")
    return a, b


def ancient_one_for(seed: int, which: str | None, packs: list[str]) -> str | None:
    """The Ancient One game ``seed`` meets: None (random from the seed), every one in
    turn for ``all``, or the one named."""
    if not which or which.lower() == "random":
        return None
    if which.lower() != "all":
        return which
    from arkham.content.loader import load_content
    ids = sorted(load_content(packs).ancient_ones)
    return ids[seed % len(ids)]


def play_one(seed: int, ruleset: str, players: tuple[int, int], packs: list[str], max_choices: int,
             ancient_one: str | None = None, bot: str | None = None) -> Any:
    """One game with the invariants checked before the first and after every answer;
    returns the finished game (raises on a broken invariant or an endless game).
    Random answers unless ``bot`` names a registered bot."""
    import arkham
    from arkham.invariants import check
    rng = random.Random(seed)
    g = arkham.new_game(seed=seed, ancient_one=ancient_one_for(seed, ancient_one, packs),
                        investigators=rng.randint(*players), packs=packs, ruleset=ruleset)
    player = None
    if bot and bot != "random":
        from arkham.bots import make_bot
        player = make_bot(bot, seed)
    check(g)
    n = 0
    while not g.is_over:
        if n >= max_choices:
            raise RuntimeError(f"no end after {max_choices} choices")
        g.apply(player.choose(g) if player else rng.choice(g.legal_ids()))
        check(g)
        n += 1
    return g


def run(games: int, seed: int, ruleset: str, players: tuple[int, int], packs: list[str],
        max_choices: int, ancient_one: str | None = None, bot: str | None = None) -> dict[str, Any]:
    """Play ``games`` seeds from ``seed``; a summary with the failing seeds and why."""
    t0 = time.perf_counter()
    failures: list[tuple[int, str]] = []
    won = 0
    for s in range(seed, seed + games):
        try:
            g = play_one(s, ruleset, players, packs, max_choices, ancient_one, bot)
            won += bool(g.result and g.result.get("won"))
        except Exception as exc:  # every failure is reported with its seed
            failures.append((s, f"{type(exc).__name__}: {exc}"))
    return {"games": games, "failures": failures, "won": won, "seconds": time.perf_counter() - t0}


def conformance(
    games: int = typer.Option(1000, "--games", "-g", help="Number of seeded games."),
    seed: int = typer.Option(0, "--seed", help="First seed; game i uses seed + i."),
    ruleset: str = typer.Option("classic", "--ruleset", help="Rule set."),
    players: str = typer.Option("1-8", "--players", "-p",
                                help="Player counts, e.g. 2-5 (one picked per game by its seed)."),
    packs: str = typer.Option("base", "--packs", help="Content packs, comma separated."),
    max_choices: int = typer.Option(40_000, "--max-choices", help="A game not over after this many choices fails."),
    ancient_one: str = typer.Option("random", "--ancient-one", "-a",
                                    help="Ancient One: random (from the seed), all (each in turn by seed), or an id."),
    bot: str = typer.Option("random", "--bot", "-b", help="Who answers: random picks, or a registered bot (heuristic, expert)."),
) -> None:
    """Random games with every invariant checked after each step."""
    lo, hi = player_counts(players)
    pack_list = [p.strip() for p in packs.split(",") if p.strip()]
    if bot != "random":
        from arkham.bots import BOTS
        if bot not in BOTS:
            raise typer.BadParameter(f"unknown bot {bot!r} (known: {', '.join(sorted(BOTS))})")
    out = run(games, seed, ruleset, (lo, hi), pack_list, max_choices, ancient_one, bot)
    bad = out["failures"]
    who = f"{lo}-{hi}" if hi > lo else f"{lo}"
    console.print(f"{games} {ruleset} game(s), seeds {seed}-{seed + games - 1}, {who} players, "
                  f"packs {'+'.join(pack_list)}, Ancient One {ancient_one}: "
                  f"{games - len(bad)} kept every invariant to the end, {len(bad)} failed "
                  f"({out['won']} won by {bot} play; {out['seconds']:.1f} s)")
    for s, why in bad[:20]:
        console.print(f"  seed {s}: {why}")
    if bad:
        raise typer.Exit(1)
