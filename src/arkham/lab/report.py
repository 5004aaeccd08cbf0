"""``arkham report``: win rates with 95% Wilson intervals, game length, causes of
loss, and PNG plots (matplotlib) from the results database."""
from __future__ import annotations

import json
import math
import statistics
from collections import defaultdict
from pathlib import Path
from typing import Any, Iterable, Optional

import typer
from rich.console import Console
from rich.table import Table

from arkham.lab.spec import LabError
from arkham.lab.store import Store

console = Console(highlight=False)
Z95 = 1.959963984540054


def wilson(k: int, n: int, z: float = Z95) -> tuple[float, float]:
    """Wilson score interval for ``k`` successes in ``n`` trials (95% by default)."""
    if n <= 0:
        return (0.0, 1.0)
    p = k / n
    den = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return (max(0.0, centre - half), min(1.0, centre + half))


def _short(ident: str) -> str:
    return ident.partition(":")[2] or ident


def win_table(records: Iterable[dict[str, Any]], key: str) -> list[dict[str, Any]]:
    """Win rate per (bot, value of ``key``); ``key='investigator'`` counts a game
    once for each investigator who started it."""
    groups: dict[tuple[str, Any], list[int]] = defaultdict(lambda: [0, 0])
    for r in records:
        if r["status"] != "ok":
            continue
        if key == "investigator":
            values = json.loads(r["investigators"] or "[]")
        else:
            values = [r[key]]
        for v in values:
            g = groups[(r["bot"], v)]
            g[0] += 1
            g[1] += int(r["won"] or 0)
    rows = []
    for (bot, v), (n, k) in sorted(groups.items(), key=lambda x: (x[0][0], str(x[0][1]))):
        lo, hi = wilson(k, n)
        rows.append({"bot": bot, key: v, "games": n, "wins": k, "rate": k / n if n else 0.0, "lo": lo, "hi": hi})
    return rows


def length_table(records: Iterable[dict[str, Any]]) -> list[dict[str, Any]]:
    by: dict[str, list[int]] = defaultdict(list)
    for r in records:
        if r["status"] == "ok" and r["turns"] is not None:
            by[r["bot"]].append(r["turns"])
    out = []
    for bot, t in sorted(by.items()):
        t.sort()
        out.append({"bot": bot, "games": len(t), "mean": statistics.fmean(t), "median": statistics.median(t),
                    "p10": t[int(0.1 * (len(t) - 1))], "p90": t[int(0.9 * (len(t) - 1))], "max": t[-1]})
    return out


def loss_table(records: Iterable[dict[str, Any]]) -> list[dict[str, Any]]:
    by: dict[tuple[str, str, str], int] = defaultdict(int)
    totals: dict[str, int] = defaultdict(int)
    for r in records:
        if r["status"] == "ok" and r["won"] == 0:
            by[(r["bot"], r["loss_cause"] or "unknown", r["how"] or "unknown")] += 1
            totals[r["bot"]] += 1
    return [{"bot": b, "cause": c, "how": h, "games": n, "share": n / totals[b]}
            for (b, c, h), n in sorted(by.items(), key=lambda x: (x[0][0], -x[1]))]


def doom_curves(records: Iterable[dict[str, Any]]) -> dict[tuple[str, str], list[float]]:
    """Mean doom by turn per (bot, Ancient One), over the games still asleep at that turn."""
    acc: dict[tuple[str, str], list[list[int]]] = defaultdict(list)
    for r in records:
        if r["status"] == "ok":
            acc[(r["bot"], r["ancient_one"])].append(json.loads(r["doom"] or "[]"))
    out = {}
    for k, tracks in acc.items():
        n = max((len(t) for t in tracks), default=0)
        means = []
        for i in range(n):
            vals = [t[i] for t in tracks if len(t) > i]
            if len(vals) < max(3, len(tracks) // 20):
                break
            means.append(statistics.fmean(vals))
        out[k] = means
    return out


# ------------------------------------------------------------------ plots
def write_plots(records: list[dict[str, Any]], out_dir: Path) -> list[Path]:
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    out_dir.mkdir(parents=True, exist_ok=True)
    paths = []
    bots = sorted({r["bot"] for r in records})

    # win rate by Ancient One with error bars (95% Wilson)
    rows = win_table(records, "ancient_one")
    aos = sorted({r["ancient_one"] for r in rows})
    fig, ax = plt.subplots(figsize=(max(6, 1.1 * len(aos) + 2), 4.5))
    width = 0.8 / max(1, len(bots))
    for j, bot in enumerate(bots):
        xs, ys, lo, hi = [], [], [], []
        for i, ao in enumerate(aos):
            row = next((r for r in rows if r["bot"] == bot and r["ancient_one"] == ao), None)
            if row is None:
                continue
            xs.append(i + (j - (len(bots) - 1) / 2) * width)
            ys.append(100 * row["rate"])
            lo.append(max(0.0, 100 * (row["rate"] - row["lo"])))
            hi.append(max(0.0, 100 * (row["hi"] - row["rate"])))
        ax.bar(xs, ys, width=width, yerr=[lo, hi], capsize=3, label=bot)
    ax.set_xticks(range(len(aos)))
    ax.set_xticklabels([_short(a) for a in aos], rotation=30, ha="right")
    ax.set_ylabel("win rate (%) with 95% CI")
    ax.set_title("Win rate by Ancient One")
    ax.legend()
    fig.tight_layout()
    p = out_dir / "winrate_by_ancient_one.png"
    fig.savefig(p, dpi=110)
    plt.close(fig)
    paths.append(p)

    # doom over time
    curves = doom_curves(records)
    fig, ax = plt.subplots(figsize=(8, 4.5))
    styles = ["-", "--", ":", "-."]
    drawn = 0
    for (bot, ao), ys in sorted(curves.items()):
        if ys:
            ax.plot(range(len(ys)), ys, styles[bots.index(bot) % len(styles)], label=f"{_short(ao)} ({bot})")
            drawn += 1
    ax.set_xlabel("turn")
    ax.set_ylabel("mean doom tokens (games not yet awakened)")
    ax.set_title("Doom over time")
    if drawn:
        ax.legend(fontsize=7, ncol=2)
    fig.tight_layout()
    p = out_dir / "doom_over_time.png"
    fig.savefig(p, dpi=110)
    plt.close(fig)
    paths.append(p)

    # game length distribution
    fig, ax = plt.subplots(figsize=(7, 4.5))
    lengths = {b: [r["turns"] for r in records if r["bot"] == b and r["status"] == "ok" and r["turns"] is not None] for b in bots}
    top = max((max(v) for v in lengths.values() if v), default=1)
    bins = range(0, top + 2)
    for b, v in lengths.items():
        if v:
            ax.hist(v, bins=bins, alpha=0.55, label=f"{b} (n={len(v)})")
    ax.set_xlabel("turns")
    ax.set_ylabel("games")
    ax.set_title("Game length")
    ax.legend()
    fig.tight_layout()
    p = out_dir / "game_length.png"
    fig.savefig(p, dpi=110)
    plt.close(fig)
    paths.append(p)
    return paths


# ---------------------------------------------------------------- command
def _pct(x: float) -> str:
    return f"{100 * x:5.1f}%"


def print_report(records: list[dict[str, Any]]) -> None:
    status: dict[str, int] = defaultdict(int)
    for r in records:
        status[r["status"]] += 1
    console.print(f"{len(records)} game(s): " + ", ".join(f"{v} {k}" for k, v in sorted(status.items())))
    for key, title in (("ancient_one", "Ancient One"), ("players", "Players"), ("investigator", "Investigator")):
        t = Table(title=f"Win rate by {title} (95% Wilson interval)")
        for col in ("bot", title, "games", "wins", "win rate", "95% CI"):
            t.add_column(col, justify="right" if col in ("games", "wins", "win rate", "95% CI") else "left")
        for r in win_table(records, key):
            v = r[key]
            t.add_row(r["bot"], _short(v) if isinstance(v, str) else str(v), str(r["games"]), str(r["wins"]),
                      _pct(r["rate"]), f"{_pct(r['lo'])} - {_pct(r['hi'])}")
        console.print(t)
    overall = win_table([dict(r, all="all") for r in records], "all")
    t = Table(title="Overall and game length (turns)")
    for col in ("bot", "games", "win rate", "95% CI", "mean", "median", "p10", "p90", "max"):
        t.add_column(col, justify="right" if col != "bot" else "left")
    lengths = {r["bot"]: r for r in length_table(records)}
    for r in overall:
        ln = lengths.get(r["bot"], {})
        t.add_row(r["bot"], str(r["games"]), _pct(r["rate"]), f"{_pct(r['lo'])} - {_pct(r['hi'])}",
                  f"{ln.get('mean', 0):.1f}", f"{ln.get('median', 0):g}", str(ln.get("p10", "")), str(ln.get("p90", "")),
                  str(ln.get("max", "")))
    console.print(t)
    t = Table(title="Causes of loss")
    for col in ("bot", "why the Ancient One woke", "how it ended", "games", "share"):
        t.add_column(col, justify="right" if col in ("games", "share") else "left")
    for r in loss_table(records):
        t.add_row(r["bot"], r["cause"], r["how"], str(r["games"]), _pct(r["share"]))
    console.print(t)
    errs = [r for r in records if r["status"] == "error"]
    if errs:
        console.print(f"[yellow]{len(errs)} game(s) ended in an error[/yellow], e.g. game {errs[0]['idx']} of "
                      f"{errs[0]['run_id']}: {errs[0]['error']}")


def report(
    db: Path = typer.Option(Path("arkham-lab.sqlite"), "--db", help="Results database."),
    run: Optional[list[str]] = typer.Option(None, "--run", help="Run id(s) to include (default: every run)."),
    bot: Optional[list[str]] = typer.Option(None, "--bot", help="Only these bots."),
    plots: Optional[Path] = typer.Option(Path("lab-plots"), "--plots", help="Folder for the PNG plots."),
    no_plots: bool = typer.Option(False, "--no-plots", metavar="", help="Do not draw plots."),
) -> None:
    """Win rates (95% Wilson intervals) by Ancient One, investigator and player count; game length; causes of loss; plots."""
    try:
        if not db.exists():
            raise LabError(f"no results database at {db} (run arkham simulate first, or give --db)")
        with Store(db) as store:
            runs = [r for r, _ in store.runs()]
            wanted = [x for v in (run or []) for x in v.split(",") if x]
            for r in wanted:
                if r not in runs:
                    raise LabError(f"no run '{r}' in {db} (runs there: {', '.join(runs) or 'none'})")
            records = store.records(wanted or None)
        if not wanted and len(runs) > 1:
            console.print(f"[yellow]Merging all {len(runs)} runs in {db}:[/yellow] {', '.join(runs)} "
                          "(give --run RUN to report on one).")
        if bot:
            keep = {x for v in bot for x in v.split(",")}
            records = [r for r in records if r["bot"] in keep]
        if not records:
            raise LabError("no game records match")
        print_report(records)
        if not no_plots and plots is not None:
            for p in write_plots(records, plots):
                console.print(f"Plot written: {p}")
    except LabError as exc:
        console.print(f"[red]Error: {exc}[/red]")
        raise typer.Exit(2)
