"""``arkham simulate``: play many games with bots, in parallel, into SQLite.

Games are identified by (run id, game index) and each has its own seed derived
from the run seed and its index. Every finished game is committed on its own, so
an interrupted run (Ctrl-C, a lost machine) resumes with ``--resume RUN``
without losing or repeating a game.
"""

from __future__ import annotations

import time
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Callable, Optional

import typer
from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    ProgressColumn,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)
from rich.text import Text

from arkham.lab.backends import BACKENDS, default_workers, results
from arkham.lab.spec import LabError, RunSpec, derive_seed
from arkham.lab.results_store import Store
from arkham.lab.variant import label

DEFAULT_DB = "arkham-lab.sqlite"
console = Console(highlight=False, stderr=False)


class RateColumn(ProgressColumn):
    def render(self, task: Any) -> Text:
        speed = task.finished_speed or task.speed
        return Text(f"{speed:7.1f} games/s" if speed else "      ? games/s", style="cyan")


def _split(values: list[str] | None) -> list[str]:
    out: list[str] = []
    for v in values or []:
        out += [x.strip() for x in str(v).split(",") if x.strip()]
    return out


def _ints(values: list[str], what: str) -> tuple[int, ...]:
    try:
        return tuple(int(x) for x in values)
    except ValueError:
        raise LabError(f"{what} must be whole numbers separated by commas, not {', '.join(values)!r}") from None


def describe(spec: RunSpec) -> str:
    aos = ", ".join(a.partition(":")[2] for a in spec.ancient_ones)
    from arkham.present.words import count

    who = ", ".join(i.partition(":")[2] for i in spec.investigators) or "random investigators"
    return (
        f"{count(spec.games, 'game')} per cell x {count(len(spec.cells), 'cell')} = {count(spec.total, 'game')} | Ancient Ones: {aos} | "
        f"players: {', '.join(map(str, spec.players))} ({who}) | bots: {', '.join(spec.bots)} | "
        f"packs: {', '.join(spec.packs)} | rule set: {spec.ruleset} | "
        f"variant: {label(spec.herald, spec.guardian, spec.epic_battle)} | seed {spec.seed}"
    )


def prepare(store: Store, spec: RunSpec | None, run_id: str | None, resume: bool) -> tuple[str, RunSpec]:
    """Find or create the run; a named run that exists must have the same settings."""
    if resume:
        assert run_id is not None
        old = store.get_spec(run_id)
        if old is None:
            known = ", ".join(r for r, _ in store.runs()) or "none"
            raise LabError(f"no run '{run_id}' in {store.path} to resume (runs there: {known})")
        return run_id, old
    assert spec is not None
    if run_id is None:
        run_id = "run-" + datetime.now(timezone.utc).strftime("%Y%m%d-%H%M%S")
        while store.get_spec(run_id) is not None:
            run_id += "x"
    old = store.get_spec(run_id)
    if old is not None:
        if old != spec:
            raise LabError(
                f"run '{run_id}' already exists in {store.path} with other settings ({describe(old)}); "
                f"continue it with --resume {run_id}, or choose another --run name"
            )
        return run_id, old
    store.add_run(run_id, spec)
    return run_id, spec


def run_simulation(
    store: Store,
    run_id: str,
    spec: RunSpec,
    workers: int = 0,
    backend: str = "local",
    chunk: int = 0,
    ray_address: str | None = None,
    progress: bool = True,
    on_record: Callable[[dict[str, Any]], None] | None = None,
) -> dict[str, Any]:
    """Play the run's games that are not recorded yet; commit each as it comes.
    Returns counts: total, already (recorded before), played, errors."""
    workers = workers or default_workers()
    done = store.done(run_id)
    todo = [i for i in range(spec.total) if i not in done]
    if not chunk:
        chunk = max(1, min(25, len(todo) // (workers * 8) or 1))
    summary = {
        "run_id": run_id,
        "total": spec.total,
        "already": len(done),
        "played": 0,
        "errors": 0,
        "unfinished": 0,
        "seconds": 0.0,
    }
    t0 = time.perf_counter()
    stream = results(backend, spec, run_id, todo, workers, chunk, ray_address)
    prog = Progress(
        TextColumn("[bold]{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        RateColumn(),
        TimeElapsedColumn(),
        TextColumn("left"),
        TimeRemainingColumn(),
        console=console,
        disable=not progress,
        transient=False,
    )
    try:
        with prog:
            task = prog.add_task(run_id, total=spec.total, completed=len(done))
            for rec in stream:
                if store.add(rec):
                    summary["played"] += 1
                    summary["errors"] += rec["status"] == "error"
                    summary["unfinished"] += rec["status"] == "unfinished"
                if on_record is not None:
                    on_record(rec)
                prog.advance(task)
    finally:
        close = getattr(stream, "close", None)
        if close is not None:
            close()
        summary["seconds"] = time.perf_counter() - t0
    return summary


def simulate(
    games: int = typer.Option(100, "--games", "-g", help="Games per cell (Ancient One x player count x bot)."),
    ancient_one: Optional[list[str]] = typer.Option(
        None,
        "--ancient-one",
        "-a",
        help="Ancient One id(s), comma separated or repeated; 'all' (default) for every one.",
    ),
    players: str = typer.Option(
        "1", "--players", "-p", help="Player count(s), e.g. '1,4,8' (ignored with --investigators)."
    ),
    investigators: str = typer.Option(
        "",
        "--investigators",
        "-i",
        help="Fixed investigators, e.g. 'amanda_sharpe,joe_diamond' (default: a random pick per game).",
    ),
    bot: Optional[list[str]] = typer.Option(
        None,
        "--bot",
        "-b",
        help="Bot(s) playing every seat: random, heuristic, expert, or module:Class (repeat or comma separate to compare).",
    ),
    packs: str = typer.Option("base", "--packs", help="Content packs, comma separated."),
    ruleset: str = typer.Option("classic", "--ruleset", help="Rule set."),
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
        help="Play the Epic Battle variant (KH); 'all' Ancient Ones are then those it can be played against.",
    ),
    seed: Optional[int] = typer.Option(None, "--seed", help="Run seed (default: derived from the run id)."),
    run: Optional[str] = typer.Option(
        None, "--run", help="Run id (default: run-<UTC time>). An existing run with the same settings continues."
    ),
    resume: Optional[str] = typer.Option(None, "--resume", help="Continue this run with its recorded settings."),
    db: Path = typer.Option(Path(DEFAULT_DB), "--db", help="Results database (SQLite)."),
    workers: int = typer.Option(0, "--workers", "-w", help="Worker processes (default: all cores)."),
    backend: str = typer.Option("local", "--backend", help="local (processes on this machine) or ray (a Ray cluster)."),
    ray_address: Optional[str] = typer.Option(
        None, "--ray-address", help="Ray cluster address (default: start a local Ray)."
    ),
    chunk: int = typer.Option(0, "--chunk", help="Games per task (default: automatic)."),
    max_choices: int = typer.Option(
        100_000, "--max-choices", help="Record a game as unfinished after this many choices."
    ),
    export: Optional[str] = typer.Option(
        None, "--export", help="Also write the run's records as csv (or parquet, with pyarrow)."
    ),
    out: Optional[Path] = typer.Option(None, "--out", help="File for --export (default: <db>-<run>.<format>)."),
    progress: bool = typer.Option(True, "--progress/--no-progress", help="Show the progress bar."),
) -> None:
    """Play many games with bots (in parallel) and record every game in SQLite."""
    from arkham.present.words import count

    try:
        if backend not in BACKENDS:
            raise LabError(f"unknown backend '{backend}' (known: {', '.join(BACKENDS)})")
        if workers < 0:
            raise LabError(f"--workers must be 0 (all cores) or more, not {workers}")
        if export is not None and export not in ("csv", "parquet"):
            raise LabError(f"unknown export format '{export}' (known: csv, parquet)")
        if export == "parquet":
            try:
                import pyarrow  # noqa: F401
            except ImportError:
                raise LabError(
                    "--export parquet needs pyarrow (pip install pyarrow); --export csv needs nothing"
                ) from None
        spec = None
        run_id = resume or run
        if resume is None:
            rid = run or "run-" + datetime.now(timezone.utc).strftime("%Y%m%d-%H%M%S")
            run_id = rid
            spec = RunSpec(
                games=games,
                ancient_ones=tuple(_split(ancient_one) or ["all"]),
                players=_ints(_split([players]), "--players"),
                investigators=tuple(_split([investigators])),
                bots=tuple(_split(bot) or ["heuristic"]),
                packs=tuple(_split([packs]) or ["base"]),
                ruleset=ruleset,
                seed=derive_seed(rid, "run") if seed is None else seed,
                max_choices=max_choices,
                herald=herald or "",
                guardian=guardian or "",
                epic_battle=epic_battle,
            ).validated()
        with Store(db) as store:
            run_id, spec = prepare(store, spec, run_id, resume is not None)
            console.print(f"[bold]{run_id}[/bold] in {db}: {describe(spec)}")
            try:
                s = run_simulation(store, run_id, spec, workers, backend, chunk, ray_address, progress)
            except KeyboardInterrupt:
                n = len(store.done(run_id))
                console.print(
                    f"\n[yellow]Interrupted: {n} of {spec.total} games are recorded.[/yellow] "
                    f"Resume with: arkham simulate --resume {run_id} --db {db}"
                )
                raise typer.Exit(130)
            rate = s["played"] / s["seconds"] if s["seconds"] > 0 else 0.0
            console.print(
                f"{count(s['played'], 'game')} played in {s['seconds']:.1f} s ({rate:.1f} games/s), "
                f"{s['already']} were already recorded; {count(s['errors'], 'error')}, {s['unfinished']} unfinished."
            )
            if export:
                path = out or Path(f"{db.with_suffix('')}-{run_id}.{export}")
                store.export(export, path, [run_id])
                console.print(f"Records written to {path}")
    except LabError as exc:
        console.print(f"[red]Error: {exc}[/red]")
        raise typer.Exit(2)
