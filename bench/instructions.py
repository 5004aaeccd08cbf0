#!/usr/bin/env python3
"""Instructions per choice of seeded random games, counted by valgrind's callgrind.

Wall-clock time on a shared machine swings from run to run; the number of instructions a
game executes does not. For each source tree (``--tree``, a checkout whose ``src`` holds
the ``arkham`` package; the default is the tree this script lives in) and each set-up, the
script runs under callgrind

- one process that imports ``arkham``, loads the set-up's content and plays ``--games``
  seeded random games (game ``i`` has seed ``--seed + i`` and its answers are drawn from
  ``random.Random(seed)``, as in ``bench/same_games.py``), and
- one process that does the same with no game,

and prints the difference divided by the choices answered: the engine's instructions per
choice, with the imports and the loading of the content taken off. Two trees in the same
run (``--tree OLD --tree NEW``) are compared set-up by set-up; the games are the same when
the engine's behaviour is, so the ratio does not depend on how many games are played.

The start-up line counts a process that imports ``arkham`` and loads base+dunwich+kingsport,
less a bare interpreter: with the tree's validated-content cache filled (a run before the
measured ones fills it, in a cache folder of this run) and with the cache turned off.

Every tree is measured with compiled byte code already written (in a byte-code folder of
this run), so no figure includes compiling the sources. ``PYTHONHASHSEED=0`` makes every
run repeatable. A tree given with ``--compiled`` is measured with the compiled modules
``tools/compiled.py build`` put in its ``src`` (it must have them); a tree given with
``--tree`` must have none, so that it is measured as pure Python. Callgrind runs a program
about 50 times slower than native: the default of 8 games per set-up keeps one run with two
trees to a few minutes on two cores.

    python bench/instructions.py --tree /path/old --tree /path/new [--games 8] [--jobs 2]
    python bench/instructions.py --tree . --compiled /path/built [--setup base-4]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

BDK = ("base", "dunwich", "kingsport")
SETUPS: dict[str, tuple[tuple[str, ...], str, int]] = {  # name -> (packs, rule set, investigators)
    "base-1": (("base",), "classic", 1),
    "base-4": (("base",), "classic", 4),
    "base-8": (("base",), "classic", 8),
    "bdk-4": (BDK, "classic", 4),
    "haunt-3": (("base",), "haunt", 3),
}
HERE = Path(__file__).resolve()


def worker(packs: tuple[str, ...], ruleset: str, players: int, games: int, seed: int, out: str) -> None:
    """What runs under callgrind: imports, content, then ``games`` random games."""
    if ruleset == "none":  # the bare interpreter: nothing imported
        return
    import arkham
    from arkham.content.loader import load_content

    new_game = arkham.new_game  # every module a game needs, imported in the runs with no game too
    load_content(packs)
    choices = 0
    if ruleset != "startup":
        from arkham.rulesets import get_ruleset

        get_ruleset(ruleset)
        for i in range(games):
            g = new_game(seed=seed + i, investigators=players, packs=packs, ruleset=ruleset)
            rng = random.Random(seed + i)
            while not g.is_over:
                g.apply(rng.choice(g.choice.options).id)
                choices += 1
    with open(out, "w") as f:
        json.dump({"choices": choices}, f)


def environment(tree: Path, work: Path, cache: bool) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONDONTWRITEBYTECODE", "PYTHONPATH")}
    env["PYTHONPATH"] = str(tree / "src")
    env["PYTHONHASHSEED"] = "0"
    env["PYTHONPYCACHEPREFIX"] = str(work / "pyc" / re.sub(r"\W", "_", str(tree)))
    env["ARKHAM_CACHE_DIR"] = str(work / "cache" / re.sub(r"\W", "_", str(tree))) if cache else "off"
    return env


def command(packs: tuple[str, ...], ruleset: str, players: int, games: int, seed: int, out: Path) -> list[str]:
    return [
        sys.executable,
        str(HERE),
        "--worker",
        ",".join(packs),
        ruleset,
        str(players),
        str(games),
        str(seed),
        str(out),
    ]


def warm(tree: Path, work: Path) -> None:
    """Write the tree's byte code and fill its content cache, outside callgrind."""
    out = work / "warm.json"
    for packs, ruleset, players in {(p, r, n) for p, r, n in SETUPS.values()}:
        subprocess.run(command(packs, ruleset, players, 1, 0, out), env=environment(tree, work, True), check=True)


def callgrind(args: list[str], env: dict[str, str], stem: Path, keep: bool) -> int:
    """Instructions executed by one process (its callgrind total)."""
    prof = stem.with_suffix(".callgrind")
    cmd = ["valgrind", "--tool=callgrind", f"--callgrind-out-file={prof}", "--quiet"] + args
    subprocess.run(cmd, env=env, check=True, stdout=subprocess.DEVNULL)
    text = prof.read_text(errors="replace")
    m = re.search(r"^(?:summary|totals): (\d+)", text, re.M)
    if m is None:
        raise RuntimeError(f"no total in {prof}")
    if not keep:
        prof.unlink()
    return int(m.group(1))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        description=__doc__.split("\n\n")[0],
        epilog=__doc__.split("\n\n", 1)[1],
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    ap.add_argument(
        "--tree",
        action="append",
        type=Path,
        help="a source tree to measure (its src/ holds arkham); repeat to compare (default: this tree)",
    )
    ap.add_argument(
        "--compiled",
        action="append",
        type=Path,
        default=[],
        help="a tree to measure with its compiled modules (python tools/compiled.py build); repeatable",
    )
    ap.add_argument("--games", type=int, default=8, help="games per set-up (default 8)")
    ap.add_argument("--seed", type=int, default=0, help="seed of the first game (default 0)")
    ap.add_argument(
        "--setup",
        action="append",
        choices=sorted(SETUPS),
        help="a set-up to measure; repeat for several (default: all)",
    )
    ap.add_argument("--no-startup", action="store_true", help="leave the start-up lines out")
    ap.add_argument("--jobs", type=int, default=2, help="callgrind processes at once (default 2)")
    ap.add_argument("--keep", type=Path, help="keep the callgrind profiles in this folder (for callgrind_annotate)")
    ap.add_argument("--worker", nargs=6, help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.worker:
        packs, ruleset, players, games, seed, out = args.worker
        worker(tuple(packs.split(",")), ruleset, int(players), int(games), int(seed), out)
        return 0
    if shutil.which("valgrind") is None:
        print("valgrind is not installed (apt-get install valgrind)", file=sys.stderr)
        return 2
    if args.games < 1 or args.jobs < 1:
        print("--games and --jobs must be at least 1", file=sys.stderr)
        return 2
    pure = [t.resolve() for t in (args.tree or ([] if args.compiled else [HERE.parent.parent]))]
    trees = pure + [t.resolve() for t in args.compiled]
    for i, t in enumerate(trees):
        flag = "--tree" if i < len(pure) else "--compiled"
        if not (t / "src" / "arkham" / "__init__.py").exists():
            print(f"{flag} {t}: no src/arkham package there", file=sys.stderr)
            return 2
        has_compiled = any((t / "src" / "arkham").rglob("*.so")) or any((t / "src" / "arkham").rglob("*.pyd"))
        if has_compiled != (i >= len(pure)):
            what = "has compiled modules (measure it with --compiled)" if has_compiled else "has no compiled modules"
            print(f"{flag} {t}: the tree {what}: python tools/compiled.py build|remove", file=sys.stderr)
            return 2
    setups = args.setup or list(SETUPS)
    work = Path(tempfile.mkdtemp(prefix="arkham-instructions-"))
    keep = args.keep is not None
    folder = args.keep.resolve() if keep else work
    folder.mkdir(parents=True, exist_ok=True)
    t0 = time.perf_counter()
    try:
        for t in trees:
            warm(t, work)
        jobs: dict[tuple[str, ...], tuple[list[str], dict[str, str], Path]] = {}
        for ti, t in enumerate(trees):
            env = environment(t, work, True)
            for name in setups:
                packs, ruleset, players = SETUPS[name]
                jobs[(str(ti), "nogame", ",".join(packs), ruleset)] = (
                    command(
                        packs, ruleset, players, 0, args.seed, folder / f"t{ti}-nogame-{'+'.join(packs)}-{ruleset}.json"
                    ),
                    env,
                    folder / f"t{ti}-nogame-{'+'.join(packs)}-{ruleset}",
                )
                jobs[(str(ti), "games", name)] = (
                    command(packs, ruleset, players, args.games, args.seed, folder / f"t{ti}-{name}.json"),
                    env,
                    folder / f"t{ti}-{name}",
                )
            if not args.no_startup:
                for cache in (True, False):
                    label = "cache" if cache else "nocache"
                    jobs[(str(ti), "startup", label)] = (
                        command(BDK, "startup", 0, 0, 0, folder / f"t{ti}-startup-{label}.json"),
                        environment(t, work, cache),
                        folder / f"t{ti}-startup-{label}",
                    )
        if not args.no_startup:
            jobs[("bare",)] = (
                command(("base",), "none", 0, 0, 0, folder / "bare.json"),
                environment(trees[0], work, False),
                folder / "bare",
            )
        with ThreadPoolExecutor(args.jobs) as pool:
            futures = {k: pool.submit(callgrind, cmd, env, stem, keep) for k, (cmd, env, stem) in jobs.items()}
            ir = {k: f.result() for k, f in futures.items()}
        choices = {
            k: json.loads(Path(str(stem) + ".json").read_text())["choices"]
            for k, (_, _, stem) in jobs.items()
            if k[1:2] == ("games",)
        }
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print(
        f"instructions per choice under callgrind: {args.games} random games per set-up from seed {args.seed}, "
        f"imports and content loading taken off"
    )
    for i, t in enumerate(trees):
        print(f"  tree {i}: {t}{' (compiled modules)' if i >= len(pure) else ''}")
    head = f"{'set-up':<10} {'choices':>8}" + "".join(f" {'tree ' + str(i):>12}" for i in range(len(trees)))
    if len(trees) > 1:
        head += "".join(f" {f'{i}/0':>7}" for i in range(1, len(trees)))
    print(head)
    for name in setups:
        packs, ruleset, _ = SETUPS[name]
        per = []
        for ti in range(len(trees)):
            n = choices[(str(ti), "games", name)]
            base = ir[(str(ti), "nogame", ",".join(packs), ruleset)]
            per.append((ir[(str(ti), "games", name)] - base) / n)
        same = len({choices[(str(ti), "games", name)] for ti in range(len(trees))}) == 1
        line = f"{name:<10} {choices[('0', 'games', name)]:>8}{'' if same else '*'}" + "".join(
            f" {p:>12,.0f}" for p in per
        )
        line += "".join(f" {p / per[0]:>7.3f}" for p in per[1:])
        print(line)
    if any(len({choices[(str(ti), "games", nm)] for ti in range(len(trees))}) > 1 for nm in setups):
        print("* the trees answered different numbers of choices: their games differ")
    if not args.no_startup:
        bare = ir[("bare",)]
        print(f"start-up: import arkham + load {'+'.join(BDK)}, less a bare interpreter ({bare:,} instructions)")
        for label, text in (("cache", "content cache filled"), ("nocache", "content cache off")):
            vals = [ir[(str(ti), "startup", label)] - bare for ti in range(len(trees))]
            line = f"{text:<22}" + "".join(f" {v:>15,}" for v in vals)
            line += "".join(f" {v / vals[0]:>7.3f}" for v in vals[1:])
            print(line)
    print(f"({len(jobs)} callgrind runs in {time.perf_counter() - t0:.0f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
