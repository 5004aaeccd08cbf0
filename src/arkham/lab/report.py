"""``arkham report``: win rates with 95% Wilson intervals, game length, causes of
loss, and PNG plots (matplotlib) from the results database. Games that played a
Kingsport variant (a Herald, a Guardian, the Epic Battle) get a table by variant, and
``arkham compare`` sets two runs (with and without a variant) side by side."""

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
from arkham.lab.results_store import Store
from arkham.lab.variant import label, record_label

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


#: a doom line stops at the first turn fewer games than this still count (the mean of one to
#: three games says little); the chart says so
MIN_GAMES = 20


def _names() -> dict[str, str]:
    """Ids of every installed pack's Ancient Ones and investigators -> their names."""
    global _NAMES
    if _NAMES is None:
        from arkham.content.loader import KNOWN_PACKS, load_content

        c = load_content(KNOWN_PACKS)
        _NAMES = {i: d.name for table in (c.ancient_ones, c.investigators) for i, d in table.items()}
    return _NAMES


_NAMES: dict[str, str] | None = None


def name_of(ident: str) -> str:
    """``base:shub_niggurath`` -> ``Shub-Niggurath``; an id this version lacks, in words."""
    return _names().get(ident) or _short(ident).replace("_", " ").title()


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
        out.append(
            {
                "bot": bot,
                "games": len(t),
                "mean": statistics.fmean(t),
                "median": statistics.median(t),
                "p10": t[int(0.1 * (len(t) - 1))],
                "p90": t[int(0.9 * (len(t) - 1))],
                "max": t[-1],
            }
        )
    return out


def loss_table(records: Iterable[dict[str, Any]]) -> list[dict[str, Any]]:
    by: dict[tuple[str, str, str], int] = defaultdict(int)
    totals: dict[str, int] = defaultdict(int)
    for r in records:
        if r["status"] == "ok" and r["won"] == 0:
            by[(r["bot"], r["loss_cause"] or "unknown", r["how"] or "unknown")] += 1
            totals[r["bot"]] += 1
    return [
        {"bot": b, "cause": c, "how": h, "games": n, "share": n / totals[b]}
        for (b, c, h), n in sorted(by.items(), key=lambda x: (x[0][0], -x[1]))
    ]


def doom_curves(records: Iterable[dict[str, Any]]) -> dict[tuple[str, str], list[tuple[float, int]]]:
    """Per (bot, Ancient One), for each turn index: the mean doom over the games still
    running with the Ancient One asleep at that turn, and how many such games there are.
    Nothing is cut off: the count says how much each mean stands on."""
    acc: dict[tuple[str, str], list[list[int]]] = defaultdict(list)
    for r in records:
        if r["status"] == "ok":
            acc[(r["bot"], r["ancient_one"])].append(json.loads(r["doom"] or "[]"))
    out = {}
    for k, tracks in acc.items():
        n = max((len(t) for t in tracks), default=0)
        out[k] = [
            (statistics.fmean(vals), len(vals)) for vals in ([t[i] for t in tracks if len(t) > i] for i in range(n))
        ]
    return out


def survival(records: Iterable[dict[str, Any]]) -> dict[str, dict[str, list[float]]]:
    """Per bot: the share of games whose Ancient One still sleeps (``asleep``) and of games
    not yet over (``running``) at each turn, from turn 0 to the longest game."""
    by: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for r in records:
        if r["status"] == "ok" and r["turns"] is not None:
            by[r["bot"]].append(r)
    out = {}
    for bot, rs in by.items():
        top = max(r["turns"] for r in rs)
        asleep = [len(json.loads(r["doom"] or "[]")) for r in rs]  # turns recorded before the awakening
        out[bot] = {
            "asleep": [sum(1 for a in asleep if a > i) / len(rs) for i in range(top + 1)],
            "running": [sum(1 for r in rs if r["turns"] >= i) / len(rs) for i in range(top + 1)],
        }
    return out


def doom_limits(records: Iterable[dict[str, Any]]) -> dict[str, int]:
    """Each Ancient One's doom track length, read from the content its games used."""
    from arkham.content.loader import load_content

    out: dict[str, int] = {}
    for r in records:
        ao = r["ancient_one"]
        if ao not in out:
            try:
                out[ao] = load_content(json.loads(r["packs"] or '["base"]')).ancient_ones[ao].doom
            except Exception:  # a record naming content this version lacks: no line drawn
                continue
    return out


def newcombe(k1: int, n1: int, k2: int, n2: int) -> tuple[float, float, float]:
    """The difference of two proportions k1/n1 - k2/n2 with its 95% interval (Newcombe's
    hybrid score method, built on the two Wilson intervals)."""
    if n1 <= 0 or n2 <= 0:
        return (0.0, -1.0, 1.0)
    p1, p2 = k1 / n1, k2 / n2
    l1, u1 = wilson(k1, n1)
    l2, u2 = wilson(k2, n2)
    d = p1 - p2
    lo = d - math.sqrt((p1 - l1) ** 2 + (u2 - p2) ** 2)
    hi = d + math.sqrt((u1 - p1) ** 2 + (p2 - l2) ** 2)
    return (d, max(-1.0, lo), min(1.0, hi))


def compare_table(a: list[dict[str, Any]], b: list[dict[str, Any]], key: str) -> list[dict[str, Any]]:
    """Win rates of two sets of records side by side per value of ``key`` ("all" for
    overall), with the difference A - B and its 95% interval."""

    def counts(rs: list[dict[str, Any]]) -> dict[Any, list[int]]:
        c: dict[Any, list[int]] = defaultdict(lambda: [0, 0])
        for r in rs:
            if r["status"] != "ok":
                continue
            values = (
                json.loads(r["investigators"] or "[]")
                if key == "investigator"
                else ["all"]
                if key == "all"
                else [r[key]]
            )
            for v in values:
                c[v][0] += 1
                c[v][1] += int(r["won"] or 0)
        return c

    ca, cb = counts(a), counts(b)
    rows = []
    for v in sorted(set(ca) | set(cb), key=str):
        (na, ka), (nb, kb) = ca.get(v, [0, 0]), cb.get(v, [0, 0])
        d, lo, hi = newcombe(ka, na, kb, nb)
        rows.append(
            {
                key: v,
                "games_a": na,
                "rate_a": ka / na if na else 0.0,
                "games_b": nb,
                "rate_b": kb / nb if nb else 0.0,
                "diff": d,
                "lo": lo,
                "hi": hi,
                "clear": na > 0 and nb > 0 and (lo > 0 or hi < 0),
            }
        )
    return rows


def paired_difference(a: list[dict[str, Any]], b: list[dict[str, Any]]) -> dict[str, Any] | None:
    """The difference A - B over the games both sets played alike (the same seed, Ancient
    One, players and investigators: two bots, or two versions of one, on the same deals),
    with its 95% interval from the spread of the per-game differences. Pairing cancels the
    luck of the deal, so the interval is much narrower than :func:`newcombe`'s for
    independent sets. None when fewer than two games pair up."""

    def key(r: dict[str, Any]) -> tuple[Any, ...]:
        return (r["seed"], r["ancient_one"], r["players"], r["investigators"])

    in_b = {key(r): int(r["won"] or 0) for r in b if r["status"] == "ok"}
    d = [int(r["won"] or 0) - in_b[key(r)] for r in a if r["status"] == "ok" and key(r) in in_b]
    n = len(d)
    if n < 2:
        return None
    m = sum(d) / n
    se = math.sqrt(sum((x - m) ** 2 for x in d) / (n - 1) / n)
    lo, hi = m - Z95 * se, m + Z95 * se
    return {"games": n, "diff": m, "lo": lo, "hi": hi, "clear": lo > 0 or hi < 0}


# ------------------------------------------------------------------ plots
def doom_figure(records: list[dict[str, Any]], bots: list[str] | None = None) -> Any:
    """The doom chart: per (bot, Ancient One) the mean doom of the games still running with
    the Ancient One asleep, until fewer than :data:`MIN_GAMES` of them remain (the lower panel
    shows every count, with that floor); each doom limit a dotted line, the Ancient Ones of one
    limit named on one label, the labels at the right and moved apart so none overlaps."""
    import matplotlib.pyplot as plt

    bots = bots if bots is not None else sorted({r["bot"] for r in records})
    curves = doom_curves(records)
    limits = doom_limits(records)
    fig, (ax, axn) = plt.subplots(2, 1, figsize=(8, 6.5), sharex=True, gridspec_kw={"height_ratios": [3, 1.3]})
    styles = ["-", "--", ":", "-."]
    colours: dict[str, Any] = {}
    drawn: set[str] = set()
    for (bot, ao), pts in sorted(curves.items()):
        if not pts:
            continue
        style = styles[bots.index(bot) % len(styles)]
        kept = next((i for i, (_, n) in enumerate(pts) if n < MIN_GAMES), len(pts))
        (line,) = axn.plot(
            range(len(pts)), [n for _, n in pts], style, color=colours.get(ao), label=f"{name_of(ao)} ({bot})"
        )
        colours.setdefault(ao, line.get_color())
        if kept:
            ax.plot(range(kept), [m for m, _ in pts[:kept]], style, color=colours[ao], label=f"{name_of(ao)} ({bot})")
            drawn.add(ao)
    axn.axhline(MIN_GAMES, color="grey", linewidth=0.8, linestyle="--")
    by_limit: dict[int, list[str]] = defaultdict(list)
    for ao, limit in sorted(limits.items()):
        if ao in drawn:
            ax.axhline(limit, color=colours[ao], linestyle=(0, (1, 3)), linewidth=1)
            by_limit[limit].append(ao)
    top = max(by_limit, default=1)
    ax.set_ylim(0, top + 1.5)
    # the labels sit right of the plot, one per limit, at least a label's height apart
    gap = (top + 1.5) * 0.045
    ys: list[float] = []
    for limit in sorted(by_limit):
        ys.append(max(limit, ys[-1] + gap) if ys else limit)
    for y, limit in zip(ys, sorted(by_limit)):
        aos = by_limit[limit]
        ax.annotate(
            f"limit {limit}: " + ", ".join(name_of(a) for a in aos),
            (1.01, y),
            xycoords=("axes fraction", "data"),
            fontsize=6,
            va="center",
            color=colours[aos[0]] if len(aos) == 1 else "black",
            annotation_clip=False,
        )
    ax.set_ylabel("mean doom tokens")
    ax.set_title("Doom over time (games still running, Ancient One asleep; dotted: doom limits)", fontsize=9)
    note = f"each line stops where fewer than {MIN_GAMES} games remain"
    if curves and not drawn:
        note = f"no line: fewer than {MIN_GAMES} games of each Ancient One"
    ax.text(0.01, 0.98, note, transform=ax.transAxes, fontsize=7, va="top", style="italic")
    axn.set_ylabel("games counted")
    axn.set_xlabel("turn")
    axn.text(0.99, 0.95, f"dashed: {MIN_GAMES} games", transform=axn.transAxes, fontsize=6, va="top", ha="right")
    if drawn:
        ax.legend(fontsize=7, ncol=2, loc="lower right")
    fig.tight_layout()
    return fig


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
    ax.set_xticklabels([name_of(a) for a in aos], rotation=30, ha="right")
    ax.set_ylabel("win rate (%) with 95% CI")
    ax.set_title("Win rate by Ancient One")
    ax.legend()
    fig.tight_layout()
    p = out_dir / "winrate_by_ancient_one.png"
    fig.savefig(p, dpi=110)
    plt.close(fig)
    paths.append(p)

    # doom over time: mean doom of the games still asleep, their number below, the limits dotted
    fig = doom_figure(records, bots)
    p = out_dir / "doom_over_time.png"
    fig.savefig(p, dpi=110)
    plt.close(fig)
    paths.append(p)

    # survival: share of games still asleep and still running, per turn
    surv = survival(records)
    fig, ax = plt.subplots(figsize=(8, 4.5))
    for j, (bot, s) in enumerate(sorted(surv.items())):
        (line,) = ax.step(
            range(len(s["asleep"])), [100 * x for x in s["asleep"]], where="post", label=f"{bot}: Ancient One asleep"
        )
        ax.step(
            range(len(s["running"])),
            [100 * x for x in s["running"]],
            where="post",
            linestyle="--",
            color=line.get_color(),
            label=f"{bot}: game still running",
        )
    ax.set_xlabel("turn")
    ax.set_ylabel("share of games (%)")
    ax.set_ylim(0, 102)
    ax.set_title("Survival")
    if surv:
        ax.legend(fontsize=8)
    fig.tight_layout()
    p = out_dir / "survival.png"
    fig.savefig(p, dpi=110)
    plt.close(fig)
    paths.append(p)

    # win rates by Ancient One and by investigator, one chart with 95% intervals
    rows = [("Ancient One", r["bot"], name_of(r["ancient_one"]), r) for r in win_table(records, "ancient_one")] + [
        ("Investigator", r["bot"], name_of(r["investigator"]), r) for r in win_table(records, "investigator")
    ]
    fig, ax = plt.subplots(figsize=(8, max(3.0, 0.22 * len(rows) + 1.2)))
    ys = list(range(len(rows)))[::-1]
    rate = [100 * r["rate"] for *_, r in rows]
    err = [
        [max(0.0, 100 * (r["rate"] - r["lo"])) for *_, r in rows],
        [max(0.0, 100 * (r["hi"] - r["rate"])) for *_, r in rows],
    ]
    ax.errorbar(rate, ys, xerr=err, fmt="o", markersize=3, capsize=2)
    ax.set_yticks(ys)
    ax.set_yticklabels([f"{kind[0]}: {name} ({bot})" for kind, bot, name, _ in rows], fontsize=6)
    ax.set_xlabel("win rate (%) with 95% CI")
    ax.set_title("Win rate by Ancient One (A) and investigator (I)")
    fig.tight_layout()
    p = out_dir / "winrate_by_ancient_one_and_investigator.png"
    fig.savefig(p, dpi=110)
    plt.close(fig)
    paths.append(p)

    # game length distribution
    fig, ax = plt.subplots(figsize=(7, 4.5))
    lengths = {
        b: [r["turns"] for r in records if r["bot"] == b and r["status"] == "ok" and r["turns"] is not None]
        for b in bots
    }
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


def with_variant(records: Iterable[dict[str, Any]]) -> list[dict[str, Any]]:
    """The records with a ``variant`` key: the short name of the variant each played."""
    return [dict(r, variant=record_label(r)) for r in records]


def print_variants(records: list[dict[str, Any]]) -> None:
    """Win rate by variant, shown when some game played one."""
    rows = win_table(records, "variant")
    if all(r["variant"] == "none" for r in rows):
        return
    t = Table(title="Win rate by variant (Herald, Guardian, Epic Battle; 95% Wilson interval)")
    for col in ("bot", "variant", "games", "wins", "win rate", "95% CI"):
        t.add_column(col, justify="left" if col in ("bot", "variant") else "right")
    for r in rows:
        t.add_row(
            r["bot"],
            r["variant"],
            str(r["games"]),
            str(r["wins"]),
            _pct(r["rate"]),
            f"{_pct(r['lo'])} - {_pct(r['hi'])}",
        )
    console.print(t)


def print_report(records: list[dict[str, Any]]) -> None:
    records = with_variant(records)
    from arkham.present.words import count

    status: dict[str, int] = defaultdict(int)
    for r in records:
        status[r["status"]] += 1
    console.print(f"{count(len(records), 'game')}: " + ", ".join(f"{v} {k}" for k, v in sorted(status.items())))
    t = Table(title="Win rate by Ancient One and by investigator (95% Wilson interval)")
    for col in ("bot", "Ancient One / investigator", "games", "wins", "win rate", "95% CI"):
        t.add_column(col, justify="right" if col in ("games", "wins", "win rate", "95% CI") else "left")
    for key in ("ancient_one", "investigator"):
        for r in win_table(records, key):
            t.add_row(
                r["bot"],
                _short(r[key]),
                str(r["games"]),
                str(r["wins"]),
                _pct(r["rate"]),
                f"{_pct(r['lo'])} - {_pct(r['hi'])}",
            )
        if key == "ancient_one":
            t.add_section()
    console.print(t)
    t = Table(title="Win rate by number of investigators (95% Wilson interval)")
    for col in ("bot", "players", "games", "wins", "win rate", "95% CI"):
        t.add_column(col, justify="right" if col != "bot" else "left")
    for r in win_table(records, "players"):
        t.add_row(
            r["bot"],
            str(r["players"]),
            str(r["games"]),
            str(r["wins"]),
            _pct(r["rate"]),
            f"{_pct(r['lo'])} - {_pct(r['hi'])}",
        )
    console.print(t)
    print_variants(records)
    overall = win_table([dict(r, all="all") for r in records], "all")
    t = Table(title="Overall and game length (turns)")
    for col in ("bot", "games", "win rate", "95% CI", "mean", "median", "p10", "p90", "max"):
        t.add_column(col, justify="right" if col != "bot" else "left")
    lengths = {r["bot"]: r for r in length_table(records)}
    for r in overall:
        ln = lengths.get(r["bot"], {})
        t.add_row(
            r["bot"],
            str(r["games"]),
            _pct(r["rate"]),
            f"{_pct(r['lo'])} - {_pct(r['hi'])}",
            f"{ln.get('mean', 0):.1f}",
            f"{ln.get('median', 0):g}",
            str(ln.get("p10", "")),
            str(ln.get("p90", "")),
            str(ln.get("max", "")),
        )
    console.print(t)
    t = Table(title="Causes of loss")
    for col in ("bot", "why the Ancient One woke", "how it ended", "games", "share"):
        t.add_column(col, justify="right" if col in ("games", "share") else "left")
    for r in loss_table(records):
        t.add_row(r["bot"], r["cause"], r["how"], str(r["games"]), _pct(r["share"]))
    console.print(t)
    errs = [r for r in records if r["status"] == "error"]
    if errs:
        console.print(
            f"[yellow]{count(len(errs), 'game')} ended in an error[/yellow], e.g. game {errs[0]['idx']} of "
            f"{errs[0]['run_id']}: {errs[0]['error']}"
        )


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
            console.print(
                f"[yellow]Merging all {len(runs)} runs in {db}:[/yellow] {', '.join(runs)} "
                "(give --run RUN to report on one)."
            )
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


def _select(store: Store, db: Path, which: str, flag: str) -> list[dict[str, Any]]:
    """``RUN`` or ``RUN:BOT`` -> that run's records (only that bot's)."""
    run, _, bot = which.partition(":")
    runs = [r for r, _ in store.runs()]
    if run not in runs:
        raise LabError(f"{flag}: no run '{run}' in {db} (runs there: {', '.join(runs) or 'none'})")
    records = [r for r in store.records([run]) if not bot or r["bot"] == bot]
    if not records:
        raise LabError(f"{flag}: run '{run}' has no games" + (f" played by bot '{bot}'" if bot else ""))
    return records


def _named(store: Store, which: str) -> str:
    """``RUN`` (or ``RUN:BOT``) with the variant its run played when it played one."""
    spec = store.get_spec(which.partition(":")[0])
    if spec is None or not (spec.herald or spec.guardian or spec.epic_battle):
        return which
    return f"{which} ({label(spec.herald, spec.guardian, spec.epic_battle)})"


def print_comparison(a: list[dict[str, Any]], b: list[dict[str, Any]], name_a: str, name_b: str) -> None:
    for key, title in (
        ("all", "Overall"),
        ("ancient_one", "Ancient One"),
        ("players", "Players"),
        ("investigator", "Investigator"),
    ):
        t = Table(title=f"{title}: A = {name_a}, B = {name_b} (difference A - B with its 95% interval)")
        for col in (title, "games A", "A", "games B", "B", "A - B", "95% CI", "verdict"):
            t.add_column(col, justify="left" if col in (title, "verdict") else "right", no_wrap=col == "95% CI")
        for r in compare_table(a, b, key):
            v = r[key]
            verdict = ("A ahead" if r["lo"] > 0 else "B ahead") if r["clear"] else "no clear difference"
            t.add_row(
                _short(v) if isinstance(v, str) else str(v),
                str(r["games_a"]),
                _pct(r["rate_a"]),
                str(r["games_b"]),
                _pct(r["rate_b"]),
                f"{100 * r['diff']:+.1f}",
                f"{100 * r['lo']:+.1f}..{100 * r['hi']:+.1f}",
                verdict,
            )
        console.print(t)
    pd = paired_difference(a, b)
    if pd is not None:
        verdict = ("A ahead" if pd["lo"] > 0 else "B ahead") if pd["clear"] else "no clear difference"
        console.print(
            f"Paired over the {pd['games']} games both played alike (same seed, Ancient One and "
            f"investigators): A - B = {100 * pd['diff']:+.1f} points, 95% CI "
            f"{100 * pd['lo']:+.1f}..{100 * pd['hi']:+.1f}: {verdict}"
        )


def compare(
    a: str = typer.Option(..., "--a", help="First set: RUN or RUN:BOT."),
    b: str = typer.Option(..., "--b", help="Second set: RUN or RUN:BOT."),
    db: Path = typer.Option(Path("arkham-lab.sqlite"), "--db", help="Results database."),
) -> None:
    """Compare two runs (or two bots of one run): win rates side by side and their difference with a 95% CI
    (e.g. a run with a Kingsport variant against the same settings without it)."""
    try:
        if not db.exists():
            raise LabError(f"no results database at {db} (run arkham simulate first, or give --db)")
        with Store(db) as store:
            ra, rb = _select(store, db, a, "--a"), _select(store, db, b, "--b")
            name_a, name_b = _named(store, a), _named(store, b)
        print_comparison(ra, rb, name_a, name_b)
    except LabError as exc:
        console.print(f"[red]Error: {exc}[/red]")
        raise typer.Exit(2)
