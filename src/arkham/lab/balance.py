"""``arkham balance``: the game's balance as a designer reads it, box by box.

A *study* plays, for each box (the base game, each expansion beside it, and each rule
set of its own such as Haunt of the Watchers), the box's Ancient Ones at the usual
player counts with one bot (the strongest by default), and for a box with variants
(Kingsport's Heralds, Guardians and Epic Battle) the same again with each variant.
Each (box, variant) is one lab run in the results database, named after the study's
settings, so running the same command again resumes it and a larger ``--games``
starts a new one; nothing is kept in memory that the database does not hold.

The summary gives win rates with 95% Wilson intervals by Ancient One, player count,
investigator and variant, the main causes of loss, one chart per box, and says in
words only the differences its intervals tell apart."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, Iterable, Optional

import typer
from rich.console import Console
from rich.table import Table

from arkham.lab.report import loss_table, name_of, newcombe, wilson
from arkham.lab.results_store import Store
from arkham.lab.spec import LabError, RunSpec, derive_seed
from arkham.lab.variant import label, record_label
from arkham.present.words import count

console = Console(highlight=False)

#: the player counts a box is measured at, by rule set (Haunt seats two to five)
CLASSIC_PLAYERS = (1, 2, 4, 6, 8)
NUMBER_WORDS = ("no one", "one", "two", "three", "four", "five", "six", "seven", "eight")


@dataclass(frozen=True)
class Box:
    """One box as the study measures it: the packs it is played with, its rule set and
    the Ancient Ones it brings (their pack)."""

    name: str  # the box's id: a pack id, or a rule set's name
    title: str
    packs: tuple[str, ...]
    ruleset: str
    ancient_pack: str | None  # whose Ancient Ones; None: every one of the packs
    players: tuple[int, ...]


def _ruleset_players(ruleset: str) -> tuple[int, ...]:
    if ruleset == "classic":
        return CLASSIC_PLAYERS
    from arkham.rules.haunt.setup import MAX_INVESTIGATORS, MIN_INVESTIGATORS

    return tuple(range(MIN_INVESTIGATORS, MAX_INVESTIGATORS + 1))


def boxes() -> dict[str, Box]:
    """Every box the study knows: the base game, each pack beside the base game, and each
    rule set other than the classic one on the base game."""
    from arkham.content.loader import KNOWN_PACKS, read_manifest
    from arkham.rulesets import get_ruleset

    get_ruleset("haunt")  # the rule sets register on first use
    from arkham.rulesets import RULESETS

    out: dict[str, Box] = {}
    for pack in KNOWN_PACKS:
        packs = ("base",) if pack == "base" else ("base", pack)
        title = read_manifest(pack).name.split(" (")[0] if pack != "base" else "the base game"
        out[pack] = Box(pack, title, packs, "classic", pack, CLASSIC_PLAYERS)
    for name in sorted(RULESETS):
        if name != "classic":
            out[name] = Box(name, _ruleset_title(name), ("base",), name, None, _ruleset_players(name))
    return out


def _ruleset_title(name: str) -> str:
    return {"haunt": "Haunt of the Watchers"}.get(name, name.replace("_", " ").title())


def variants(box: Box) -> list[dict[str, Any]]:
    """The variants a box's packs hold, the plain game first: each Herald, each Guardian,
    and the Epic Battle (classic rule set only)."""
    out: list[dict[str, Any]] = [{}]
    if box.ruleset != "classic":
        return out
    from arkham.content.loader import load_content
    from arkham.lab.variant import epic_ancient_ones

    content = load_content(list(box.packs))
    own = [s for s in sorted(getattr(content, "sheets", {})) if s.partition(":")[0] in box.packs[1:]]
    for kind in ("herald", "guardian"):
        out += [{kind: s} for s in own if content.sheets[s].kind == kind]
    if epic_ancient_ones(content):  # the Epic Battle's cards are in the box
        out.append({"epic_battle": True})
    return out


def study_specs(
    box: Box, games: int, bot: str, seed: int, players: tuple[int, ...] | None, with_variants: bool
) -> list[tuple[str, RunSpec]]:
    """The runs of one box: (run id, validated settings), the plain game first."""
    from arkham.content.loader import load_content

    content = load_content(list(box.packs))
    counts = players or box.players
    allowed = _ruleset_players(box.ruleset)
    bad = [p for p in counts if p not in allowed]
    if bad:
        raise LabError(
            f"{box.title} is played with {allowed[0]} to {allowed[-1]} investigators, not {bad[0]}; "
            f"leave --players out to measure it at {', '.join(map(str, box.players))}"
        )
    aos = tuple(
        a for a in sorted(content.ancient_ones) if box.ancient_pack is None or a.startswith(box.ancient_pack + ":")
    )
    out = []
    for v in variants(box) if with_variants else [{}]:
        slug = label(v.get("herald"), v.get("guardian"), v.get("epic_battle")).replace(" ", "-")
        run_id = f"balance-{box.name}-{slug}-{bot}-g{games}-p{'.'.join(map(str, counts))}-s{seed}"
        spec = RunSpec(
            games=games,
            ancient_ones=("all",) if v.get("epic_battle") else aos,
            players=tuple(counts),
            bots=(bot,),
            packs=box.packs,
            ruleset=box.ruleset,
            seed=derive_seed(seed, box.name, slug),
            herald=v.get("herald", ""),
            guardian=v.get("guardian", ""),
            epic_battle=bool(v.get("epic_battle")),
        ).validated()
        if v.get("epic_battle") and box.ancient_pack:
            own = tuple(a for a in spec.ancient_ones if a.startswith(box.ancient_pack + ":"))
            spec = replace(spec, ancient_ones=own or spec.ancient_ones)
        out.append((run_id, spec))
    return out


# ------------------------------------------------------------------ figures
def rate_rows(records: Iterable[dict[str, Any]], key: Any) -> list[dict[str, Any]]:
    """Win rate with its 95% interval per value of ``key(record)`` (a list of values counts
    the game once for each), over the finished games."""
    groups: dict[Any, list[int]] = defaultdict(lambda: [0, 0])
    for r in records:
        if r["status"] != "ok":
            continue
        vals = key(r)
        for v in vals if isinstance(vals, list) else [vals]:
            g = groups[v]
            g[0] += 1
            g[1] += int(r["won"] or 0)
    rows = []
    for v, (n, k) in sorted(groups.items(), key=lambda x: str(x[0])):
        lo, hi = wilson(k, n)
        rows.append({"value": v, "games": n, "wins": k, "rate": k / n, "lo": lo, "hi": hi})
    return rows


def _investigators(r: dict[str, Any]) -> list[str]:
    import json

    return json.loads(r["investigators"] or "[]")


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _pct(row: dict[str, Any]) -> str:
    return f"{100 * row['rate']:.1f}% [{100 * row['lo']:.1f}, {100 * row['hi']:.1f}]"


def findings(box: Box, records: list[dict[str, Any]]) -> list[str]:
    """What the intervals tell apart, in words: for each player count the hardest and the
    easiest Ancient One where they differ, and each variant that moves the win rate."""
    plain = [r for r in records if record_label(r) == "none"]
    out = []
    for p in sorted({r["players"] for r in plain}):
        rows = rate_rows([r for r in plain if r["players"] == p], lambda r: r["ancient_one"])
        if len(rows) < 2:
            continue
        rows.sort(key=lambda x: (x["rate"], str(x["value"])))
        at = f"at {NUMBER_WORDS[p] if p < len(NUMBER_WORDS) else p}"
        low, high = rows[0], rows[-1]
        hardest = all(low["hi"] < o["lo"] for o in rows[1:])
        easiest = all(high["lo"] > o["hi"] for o in rows[:-1])
        if hardest:
            out.append(f"{name_of(low['value'])} is the hardest Ancient One of {box.title} {at}: {_pct(low)}.")
        if easiest:
            out.append(f"{name_of(high['value'])} is the easiest Ancient One of {box.title} {at}: {_pct(high)}.")
        if not hardest and not easiest and low["hi"] < high["lo"]:
            out.append(
                f"{at.capitalize()}, {name_of(low['value'])} ({_pct(low)}) is harder than "
                f"{name_of(high['value'])} ({_pct(high)})."
            )
    base = [r for r in plain if r["status"] == "ok"]
    for v in sorted({record_label(r) for r in records} - {"none"}):
        games = [r for r in records if record_label(r) == v and r["status"] == "ok"]
        pairs = {(r["ancient_one"], r["players"]) for r in games}
        ref = [r for r in base if (r["ancient_one"], r["players"]) in pairs]
        k1, n1 = sum(int(r["won"] or 0) for r in games), len(games)
        k2, n2 = sum(int(r["won"] or 0) for r in ref), len(ref)
        if not n1 or not n2:
            continue
        d, lo, hi = newcombe(k1, n1, k2, n2)
        if lo > 0 or hi < 0:
            way = "raises" if d > 0 else "lowers"
            out.append(
                f"The variant '{v}' {way} the win rate by {100 * abs(d):.1f} points "
                f"[{100 * lo:+.1f}, {100 * hi:+.1f}] against the same Ancient Ones and player counts."
            )
    if not out:
        n = sum(1 for r in records if r["status"] == "ok")
        out.append(f"With {n} finished games, no Ancient One, player count or variant is told apart from another.")
    return out


def chart(box: Box, records: list[dict[str, Any]], path: Path) -> Path:
    """Win rate by Ancient One, one bar per player count, with 95% intervals (plain games)."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    plain = [r for r in records if record_label(r) == "none"]
    aos = sorted({r["ancient_one"] for r in plain}, key=name_of)
    counts = sorted({r["players"] for r in plain})
    fig, ax = plt.subplots(figsize=(max(6.0, 1.3 * len(aos) + 2), 4.5))
    width = 0.8 / max(1, len(counts))
    for j, p in enumerate(counts):
        rows = {x["value"]: x for x in rate_rows([r for r in plain if r["players"] == p], lambda r: r["ancient_one"])}
        xs, ys, err_lo, err_hi = [], [], [], []
        for i, ao in enumerate(aos):
            row = rows.get(ao)
            if row is None:
                continue
            xs.append(i + (j - (len(counts) - 1) / 2) * width)
            ys.append(100 * row["rate"])
            err_lo.append(100 * (row["rate"] - row["lo"]))
            err_hi.append(100 * (row["hi"] - row["rate"]))
        ax.bar(xs, ys, width, yerr=[err_lo, err_hi], capsize=3, label=count(p, "investigator"))
    ax.set_xticks(range(len(aos)), [name_of(a) for a in aos], rotation=20, ha="right")
    ax.set_ylabel("games won (%)")
    ax.set_ylim(0, 100)
    bot = ", ".join(sorted({r["bot"] for r in plain}))
    ax.set_title(f"{_cap(box.title)}: win rate by Ancient One ({bot} bot, 95% intervals)")
    ax.legend(fontsize="small")
    fig.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return path


def _sheet_name(ident: str) -> str:
    from arkham.content.loader import KNOWN_PACKS, load_content

    sheets = getattr(load_content(list(KNOWN_PACKS)), "sheets", {})
    return sheets[ident].name if ident in sheets else ident


def variant_name(r: dict[str, Any]) -> str:
    parts = [f"{k.capitalize()} {_sheet_name(r[k])}" for k in ("herald", "guardian") if r.get(k)]
    if r.get("epic_battle"):
        parts.append("the Epic Battle")
    return " and ".join(parts) or "none"


def box_tables(box: Box, records: list[dict[str, Any]]) -> list[tuple[str, list[tuple[str, dict[str, Any]]]]]:
    """The one-way tables of a box: (heading, [(name, row)])."""
    plain = [r for r in records if record_label(r) == "none"]
    out = [
        ("Ancient One", [(name_of(x["value"]), x) for x in rate_rows(plain, lambda r: r["ancient_one"])]),
        ("Investigators", [(str(x["value"]), x) for x in rate_rows(plain, lambda r: r["players"])]),
        ("Investigator", [(name_of(x["value"]), x) for x in rate_rows(plain, _investigators)]),
    ]
    if any(record_label(r) != "none" for r in records):
        out.append(("Variant", [(str(x["value"]), x) for x in rate_rows(records, variant_name)]))
    return out


def markdown(box: Box, records: list[dict[str, Any]], chart_path: Path | None) -> str:
    lines = [f"## {_cap(box.title)}", ""]
    lines += [f"- {f}" for f in findings(box, records)] + [""]
    for head, rows in box_tables(box, records):
        lines += [f"| {head} | games | won | win rate [95%] |", "|---|---:|---:|---|"]
        lines += [f"| {n} | {x['games']} | {x['wins']} | {_pct(x)} |" for n, x in rows]
        lines.append("")
    causes = _causes(records)
    if causes:
        lines += ["| cause of loss | games | share of losses |", "|---|---:|---:|"]
        lines += [f"| {c} | {n} | {100 * s:.0f}% |" for c, n, s in causes] + [""]
    bad = sum(1 for r in records if r["status"] != "ok")
    if bad:
        lines += [
            f"{count(bad, 'game')} did not finish or raised an error and {'is' if bad == 1 else 'are'} left out of the rates.",
            "",
        ]
    if chart_path is not None:
        lines += [f"![{box.title}]({chart_path.name})", ""]
    return "\n".join(lines)


def _causes(records: list[dict[str, Any]]) -> list[tuple[str, int, float]]:
    by: dict[str, int] = defaultdict(int)
    for row in loss_table(records):
        by[f"{row['cause']} ({row['how']})" if row["how"] != row["cause"] else row["cause"]] += row["games"]
    total = sum(by.values())
    return [(c, n, n / total) for c, n in sorted(by.items(), key=lambda x: (-x[1], x[0]))[:5]]


def print_box(box: Box, records: list[dict[str, Any]]) -> None:
    console.print(f"\n[bold]{_cap(box.title)}[/bold]")
    for f in findings(box, records):
        console.print(f"  {f}")
    for head, rows in box_tables(box, records):
        t = Table(show_edge=False, pad_edge=False)
        for col in (head, "games", "won", "win rate [95%]"):
            t.add_column(col, justify="left" if col in (head, "win rate [95%]") else "right")
        for n, x in rows:
            t.add_row(n, str(x["games"]), str(x["wins"]), _pct(x))
        console.print(t)
    causes = _causes(records)
    if causes:
        console.print("  Main causes of loss: " + "; ".join(f"{c} {100 * s:.0f}%" for c, _, s in causes))


def balance(
    box: Optional[list[str]] = typer.Option(
        None, "--box", help="Box(es) to measure, comma separated or repeated (default: every one; see --list)."
    ),
    games: int = typer.Option(20, "--games", "-g", help="Games per Ancient One and player count, per variant."),
    bot: str = typer.Option("planner", "--bot", "-b", help="The bot playing every seat (default: the strongest)."),
    players: str = typer.Option(
        "", "--players", "-p", help="Player counts, e.g. '1,4' (default: 1,2,4,6,8; Haunt 2-5)."
    ),
    variants_too: bool = typer.Option(
        True,
        "--variants/--no-variants",
        help="Also play each Herald, Guardian and the Epic Battle of a box that has them.",
    ),
    seed: int = typer.Option(1, "--seed", help="Study seed: the same seed and settings give the same games."),
    db: Path = typer.Option(Path("arkham-lab.sqlite"), "--db", help="Results database (SQLite); resumable."),
    out: Path = typer.Option(Path("balance"), "--out", help="Folder for balance.md and one chart per box."),
    workers: int = typer.Option(0, "--workers", "-w", help="Worker processes (default: all cores)."),
    backend: str = typer.Option("local", "--backend", help="local (processes on this machine) or ray (a Ray cluster)."),
    ray_address: Optional[str] = typer.Option(None, "--ray-address", help="Ray cluster address."),
    list_boxes: bool = typer.Option(False, "--list", help="List the boxes and their variants, play nothing."),
    progress: bool = typer.Option(True, "--progress/--no-progress", help="Show the progress bars."),
) -> None:
    """Measure balance box by box: win rates by Ancient One, player count, investigator and
    variant, with 95% intervals, causes of loss and a chart per box."""
    from arkham.lab.backends import BACKENDS
    from arkham.lab.simulate import _split, prepare, run_simulation

    try:
        known = boxes()
        if list_boxes:
            for b in known.values():
                vs = ", ".join(label(v.get("herald"), v.get("guardian"), v.get("epic_battle")) for v in variants(b))
                console.print(f"{b.name}: {b.title} (packs {'+'.join(b.packs)}, rule set {b.ruleset}; variants: {vs})")
            return
        if backend not in BACKENDS:
            raise LabError(f"unknown backend '{backend}' (known: {', '.join(BACKENDS)})")
        if workers < 0:
            raise LabError(f"--workers must be 0 (all cores) or more, not {workers}")
        names = _split(box) or list(known)
        for n in names:
            if n not in known:
                raise LabError(f"unknown box '{n}' (known: {', '.join(known)})")
        counts: tuple[int, ...] | None = None
        if players.strip():
            try:
                counts = tuple(dict.fromkeys(int(x) for x in _split([players])))
            except ValueError:
                raise LabError(f"--players takes whole numbers separated by commas, not {players!r}") from None
        plans = [(known[n], study_specs(known[n], games, bot, seed, counts, variants_too)) for n in names]
        doc = ["# Balance", ""]
        with Store(db) as store:
            for b, runs in plans:
                ids = []
                for run_id, spec in runs:
                    run_id, spec = prepare(store, spec, run_id, False)
                    s = run_simulation(store, run_id, spec, workers, backend, 0, ray_address, progress)
                    if s["played"]:
                        console.print(f"{run_id}: {count(s['played'], 'game')} played in {s['seconds']:.0f} s")
                    ids.append(run_id)
                records = store.records(ids)
                print_box(b, records)
                path = chart(b, records, out / f"balance-{b.name}.png") if records else None
                doc.append(markdown(b, records, path))
        out.mkdir(parents=True, exist_ok=True)
        (out / "balance.md").write_text("\n".join(doc))
        console.print(f"\nWritten: {out / 'balance.md'} and {count(len(plans), 'chart')} in {out}")
    except LabError as exc:
        console.print(f"[red]Error: {exc}[/red]")
        raise typer.Exit(2)
