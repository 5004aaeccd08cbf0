"""``arkham conformance``: seeded random games with every invariant checked after
each step.

Game ``i`` uses seed ``seed + i``; a ``random.Random`` of that seed picks the player
count and every answer, so a failing seed is replayed exactly by running it alone
(``--seed N --games 1``). ``--ancient-one all`` cycles through every Ancient One of the
packs in play (seed ``s`` meets the one at ``s`` modulo their number in sorted order),
and ``--bot NAME`` lets a registered bot (seeded with the game's seed) answer instead
of the random picks. ``--herald``, ``--guardian`` (an id or ``random``, drawn by each
game at setup) and ``--epic-battle`` play the Kingsport variants (with the Epic
Battle, ``all`` cycles through the Ancient Ones it can be played against); the summary
counts the games by the variant they really played. The command exits non-zero when any game breaks an
invariant, raises, or does not end within ``--max-choices``."""

from __future__ import annotations

import random
import time
from typing import Any, Optional

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


def ancient_one_for(seed: int, which: str | None, packs: list[str], epic_battle: bool = False) -> str | None:
    """The Ancient One game ``seed`` meets: None (random from the seed), every one in
    turn for ``all`` (with the Epic Battle, every one it can be played against), or the
    one named."""
    if not which or which.lower() == "random":
        return None
    if which.lower() != "all":
        return which
    from arkham.content.loader import load_content

    content = load_content(packs)
    if epic_battle:
        from arkham.lab.variant import epic_ancient_ones

        ids = epic_ancient_ones(content)
    else:
        ids = sorted(content.ancient_ones)
    return ids[seed % len(ids)]


def named_ancient_one(packs: list[str], which: str) -> str:
    """``random``, ``all``, or the qualified id of the Ancient One named by its short id
    within the packs (``abhoth`` with Dunwich); a clear typer error listing the known ones."""
    if which.lower() in ("all", "random"):
        return which.lower()
    from arkham.content.ids import resolve
    from arkham.content.loader import load_content
    from arkham.errors import ArkhamError

    try:
        return resolve(which, load_content(packs).ancient_ones, "Ancient One", ("random", "all"))
    except ArkhamError as exc:
        raise typer.BadParameter(str(exc), param_hint="--ancient-one") from None


def check_variant(
    packs: list[str], ruleset: str, ancient_one: str, herald: str | None, guardian: str | None, epic_battle: bool
) -> tuple[str | None, str | None]:
    """The variant options checked against the packs (qualified sheet ids or ``random``);
    a clear typer error naming a bad value."""
    if not (herald or guardian or epic_battle):
        return None, None
    from arkham.content.loader import load_content
    from arkham.errors import ArkhamError
    from arkham.lab.spec import LabError
    from arkham.lab.variant import check_epic, check_sheet

    try:
        if ruleset != "classic":
            raise LabError(
                f"the Herald/Guardian and Epic Battle variants are played with the classic rule set, not {ruleset}"
            )
        try:
            content = load_content(packs)
        except ArkhamError as exc:
            raise LabError(f"cannot load packs {', '.join(packs)}: {exc}") from None
        h = check_sheet(content, packs, "herald", herald)
        gd = check_sheet(content, packs, "guardian", guardian)
        if epic_battle:
            named = (
                ()
                if ancient_one.lower() in ("all", "random")
                else (ancient_one if ":" in ancient_one else f"base:{ancient_one}",)
            )
            check_epic(content, packs, named)
    except LabError as exc:
        raise typer.BadParameter(str(exc)) from None
    return h, gd


def play_one(
    seed: int,
    ruleset: str,
    players: tuple[int, int],
    packs: list[str],
    max_choices: int,
    ancient_one: str | None = None,
    bot: str | None = None,
    herald: str | None = None,
    guardian: str | None = None,
    epic_battle: bool = False,
) -> Any:
    """One game with the invariants checked before the first and after every answer;
    returns the finished game (raises on a broken invariant or an endless game).
    Random answers unless ``bot`` names a registered bot; ``herald``, ``guardian`` and
    ``epic_battle`` play the Kingsport variants."""
    import arkham
    from arkham.invariants import check
    from arkham.lab.variant import sheets_arg

    rng = random.Random(seed)
    g = arkham.new_game(
        seed=seed,
        ancient_one=ancient_one_for(seed, ancient_one, packs, epic_battle),
        investigators=rng.randint(*players),
        packs=packs,
        ruleset=ruleset,
        sheets=sheets_arg(herald, guardian),
        epic_battle=epic_battle,
    )
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


def run(
    games: int,
    seed: int,
    ruleset: str,
    players: tuple[int, int],
    packs: list[str],
    max_choices: int,
    ancient_one: str | None = None,
    bot: str | None = None,
    herald: str | None = None,
    guardian: str | None = None,
    epic_battle: bool = False,
) -> dict[str, Any]:
    """Play ``games`` seeds from ``seed``; a summary with the failing seeds and why, and
    the number of games (and wins) of each variant really played."""
    from arkham.lab.variant import in_play, record_label

    t0 = time.perf_counter()
    failures: list[tuple[int, str]] = []
    won = 0
    variants: dict[str, list[int]] = {}
    for s in range(seed, seed + games):
        try:
            g = play_one(s, ruleset, players, packs, max_choices, ancient_one, bot, herald, guardian, epic_battle)
            win = bool(g.result and g.result.get("won"))
            won += win
            tally = variants.setdefault(record_label(in_play(g)), [0, 0])
            tally[0] += 1
            tally[1] += win
        except Exception as exc:  # every failure is reported with its seed
            failures.append((s, f"{type(exc).__name__}: {exc}"))
    return {"games": games, "failures": failures, "won": won, "variants": variants, "seconds": time.perf_counter() - t0}


def conformance(
    games: int = typer.Option(1000, "--games", "-g", help="Number of seeded games."),
    seed: int = typer.Option(0, "--seed", help="First seed; game i uses seed + i."),
    ruleset: str = typer.Option("classic", "--ruleset", help="Rule set."),
    players: str = typer.Option(
        "1-8", "--players", "-p", help="Player counts, e.g. 2-5 (one picked per game by its seed)."
    ),
    packs: str = typer.Option("base", "--packs", help="Content packs, comma separated."),
    max_choices: int = typer.Option(40_000, "--max-choices", help="A game not over after this many choices fails."),
    ancient_one: str = typer.Option(
        "random",
        "--ancient-one",
        "-a",
        help="Ancient One: random (from the seed), all (each in turn by seed), or an id.",
    ),
    bot: str = typer.Option(
        "random", "--bot", "-b", help="Who answers: random picks, or a registered bot (heuristic, expert)."
    ),
    herald: Optional[str] = typer.Option(
        None, "--herald", help="Herald/Guardian variant (KH): a Herald id of the packs, or random (drawn per game)."
    ),
    guardian: Optional[str] = typer.Option(
        None, "--guardian", help="Herald/Guardian variant (KH): a Guardian id of the packs, or random (drawn per game)."
    ),
    epic_battle: bool = typer.Option(
        False,
        "--epic-battle",
        metavar="",
        help="Play the Epic Battle variant (KH); 'all' then cycles through the Ancient Ones it can be played against.",
    ),
) -> None:
    """Random games with every invariant checked after each step."""
    from arkham.present.words import count

    lo, hi = player_counts(players)
    pack_list = [p.strip() for p in packs.split(",") if p.strip()]
    if bot != "random":
        from arkham.bots import BOTS

        if bot not in BOTS:
            raise typer.BadParameter(f"unknown bot {bot!r} (known: {', '.join(sorted(BOTS))})")
    ancient_one = named_ancient_one(pack_list, ancient_one)
    h, gd = check_variant(pack_list, ruleset, ancient_one, herald, guardian, epic_battle)
    out = run(games, seed, ruleset, (lo, hi), pack_list, max_choices, ancient_one, bot, h, gd, epic_battle)
    bad = out["failures"]
    who = f"{lo}-{hi}" if hi > lo else f"{lo}"
    from arkham.lab.variant import label

    variant = f", variant {label(h, gd, epic_battle)}" if (h or gd or epic_battle) else ""
    console.print(
        f"{count(games, ruleset + ' game')}, seeds {seed}-{seed + games - 1}, {who} players, "
        f"packs {'+'.join(pack_list)}, Ancient One {ancient_one}{variant}: "
        f"{games - len(bad)} kept every invariant to the end, {len(bad)} failed "
        f"({out['won']} won by {bot} play; {out['seconds']:.1f} s)"
    )
    if h == "random" or gd == "random":
        for name, (n, k) in sorted(out["variants"].items()):
            console.print(f"  {name}: {count(n, 'game')}, {k} won")
    for s, why in bad[:20]:
        console.print(f"  seed {s}: {why}")
    if bad:
        raise typer.Exit(1)
