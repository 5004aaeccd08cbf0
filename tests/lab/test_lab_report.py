"""arkham report: Wilson intervals on a hand-made table, tables and PNG plots."""

from __future__ import annotations

import json

import pytest

from arkham.lab.report import (
    compare_table,
    doom_curves,
    length_table,
    loss_table,
    newcombe,
    survival,
    win_table,
    wilson,
    write_plots,
)
from arkham.lab.runner import RECORD_FIELDS


def rec(idx, bot, ao, players, won, turns, invs, cause=None, doom=(0, 1, 2), status="ok"):
    r = {k: None for k in RECORD_FIELDS}
    r.update(
        run_id="h",
        idx=idx,
        bot=bot,
        ancient_one=ao,
        players=players,
        won=won,
        turns=turns,
        status=status,
        investigators=json.dumps(invs),
        loss_cause=cause if not won else None,
        how="every investigator was devoured in the final battle" if not won else "the last gate is closed",
        doom=json.dumps(list(doom)),
        terror=json.dumps([0] * len(doom)),
    )
    return r


def table():
    rows = []
    # Cthulhu: 3 wins in 10 (heuristic); Yig: 0 in 4; one error game that must not count
    for i in range(10):
        rows.append(
            rec(
                i,
                "heuristic",
                "base:cthulhu",
                1 if i < 5 else 2,
                int(i < 3),
                10 + i,
                ["base:amanda_sharpe"] if i < 5 else ["base:amanda_sharpe", "base:joe_diamond"],
                cause="doom track full",
                doom=range(0, 4 + i % 3),
            )
        )
    for i in range(4):
        rows.append(rec(10 + i, "heuristic", "base:yig", 1, 0, 8, ["base:joe_diamond"], cause="too many gates open"))
    rows.append(rec(14, "heuristic", "base:yig", 1, None, None, ["base:joe_diamond"], status="error"))
    for i in range(6):
        rows.append(
            rec(20 + i, "random", "base:cthulhu", 1, 0, 5 + i, ["base:vincent_lee"], cause="too many gates open")
        )
    return rows


def test_wilson_known_values():
    lo, hi = wilson(0, 10)
    assert lo == 0.0 and hi == pytest.approx(0.2775, abs=1e-4)
    lo, hi = wilson(5, 10)
    assert (lo, hi) == (pytest.approx(0.2366, abs=1e-4), pytest.approx(0.7634, abs=1e-4))
    lo, hi = wilson(3, 10)
    assert (lo, hi) == (pytest.approx(0.1078, abs=1e-4), pytest.approx(0.6032, abs=1e-4))
    lo, hi = wilson(1000, 1000)
    assert hi == 1.0 and lo == pytest.approx(0.99617, abs=1e-4)
    assert wilson(0, 0) == (0.0, 1.0)


def test_win_rates_by_ancient_one_players_and_investigator():
    rows = table()
    by_ao = {(r["bot"], r["ancient_one"]): r for r in win_table(rows, "ancient_one")}
    c = by_ao[("heuristic", "base:cthulhu")]
    assert (c["games"], c["wins"], c["rate"]) == (10, 3, 0.3)
    assert (c["lo"], c["hi"]) == (pytest.approx(0.1078, abs=1e-4), pytest.approx(0.6032, abs=1e-4))
    y = by_ao[("heuristic", "base:yig")]
    assert (y["games"], y["wins"]) == (4, 0)  # the error game is left out
    by_p = {(r["bot"], r["players"]): (r["games"], r["wins"]) for r in win_table(rows, "players")}
    assert by_p[("heuristic", 1)] == (9, 3) and by_p[("heuristic", 2)] == (5, 0)
    by_i = {(r["bot"], r["investigator"]): (r["games"], r["wins"]) for r in win_table(rows, "investigator")}
    assert by_i[("heuristic", "base:amanda_sharpe")] == (10, 3)
    assert by_i[("heuristic", "base:joe_diamond")] == (9, 0)
    assert by_i[("random", "base:vincent_lee")] == (6, 0)


def test_lengths_losses_and_doom_curves():
    rows = table()
    ln = {r["bot"]: r for r in length_table(rows)}
    assert ln["random"]["games"] == 6 and ln["random"]["mean"] == pytest.approx(7.5) and ln["random"]["max"] == 10
    assert ln["heuristic"]["median"] == pytest.approx(12.5)  # 8,8,8,8,10..19
    losses = {(r["bot"], r["cause"]): r for r in loss_table(rows)}
    assert losses[("heuristic", "doom track full")]["games"] == 7
    assert losses[("heuristic", "too many gates open")]["games"] == 4
    assert losses[("heuristic", "doom track full")]["share"] == pytest.approx(7 / 11)
    curves = doom_curves(rows)
    assert curves[("random", "base:cthulhu")] == [(0, 6), (1, 6), (2, 6)]
    # Cthulhu heuristic games record 4, 5 or 6 turns asleep: the means go on with fewer games, counted
    assert [m for m, _ in curves[("heuristic", "base:cthulhu")]] == [0, 1, 2, 3, 4, 5]
    assert [n for _, n in curves[("heuristic", "base:cthulhu")]] == [10, 10, 10, 10, 6, 3]


def test_survival_shares_per_turn():
    s = survival(table())["random"]  # 6 games of 5..10 turns, asleep for 3 recorded turns
    assert s["asleep"][:4] == [1.0, 1.0, 1.0, 0.0]
    assert (
        s["running"][5] == 1.0 and s["running"][6] == pytest.approx(5 / 6) and s["running"][10] == pytest.approx(1 / 6)
    )


def test_newcombe_difference_interval():
    d, lo, hi = newcombe(30, 100, 10, 100)
    assert d == pytest.approx(0.2)
    assert lo == pytest.approx(0.0881, abs=2e-3) and hi == pytest.approx(0.3071, abs=2e-3)  # published example values
    d, lo, hi = newcombe(5, 50, 5, 50)
    assert d == 0 and lo < 0 < hi


def test_compare_two_sets_per_ancient_one():
    rows = table()
    a = [r for r in rows if r["bot"] == "heuristic"]
    b = [r for r in rows if r["bot"] == "random"]
    by = {r["ancient_one"]: r for r in compare_table(a, b, "ancient_one")}
    assert by["base:cthulhu"]["games_a"] == 10 and by["base:cthulhu"]["rate_a"] == pytest.approx(0.3)
    assert by["base:cthulhu"]["games_b"] == 6 and by["base:cthulhu"]["rate_b"] == 0
    c = by["base:cthulhu"]
    assert c["diff"] == pytest.approx(0.3) and c["lo"] < c["diff"] < c["hi"]
    assert by["base:yig"]["games_b"] == 0


def test_plots_are_png_files(tmp_path):
    paths = write_plots(table(), tmp_path / "plots")
    assert {p.name for p in paths} == {
        "winrate_by_ancient_one.png",
        "doom_over_time.png",
        "game_length.png",
        "survival.png",
        "winrate_by_ancient_one_and_investigator.png",
    }
    for p in paths:
        assert p.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and p.stat().st_size > 2000


def test_report_says_when_it_merges_runs(tmp_path):
    from typer.testing import CliRunner
    from arkham.cli import app

    db = str(tmp_path / "lab.sqlite")
    runner = CliRunner()
    for name in ("first", "second"):
        r = runner.invoke(
            app,
            [
                "simulate",
                "-g",
                "1",
                "-a",
                "azathoth",
                "--bot",
                "random",
                "--run",
                name,
                "--db",
                db,
                "--workers",
                "1",
                "--no-progress",
            ],
        )
        assert r.exit_code == 0, r.output
    merged = runner.invoke(app, ["report", "--db", db, "--no-plots"])
    text = " ".join(merged.output.split())
    assert merged.exit_code == 0 and "Merging all 2 runs" in text and "first, second" in text
    one = runner.invoke(app, ["report", "--db", db, "--run", "first", "--no-plots"])
    assert one.exit_code == 0 and "Merging" not in one.output


def test_a_paired_difference_counts_only_games_played_alike():
    """Two bots on the same deals: the per-game differences give the interval; a game the
    other set did not play (another seed) is left out."""
    from arkham.lab.report import paired_difference

    def rec(seed: int, won: int) -> dict:
        return {
            "seed": seed,
            "ancient_one": "base:yig",
            "players": 1,
            "investigators": '["base:joe_diamond"]',
            "status": "ok",
            "won": won,
        }

    a = [rec(s, 1 if s % 4 == 0 else 0) for s in range(40)] + [rec(99, 1)]
    b = [rec(s, 1 if s % 8 == 0 else 0) for s in range(40)]
    pd = paired_difference(a, b)
    assert pd["games"] == 40 and pd["diff"] == pytest.approx(5 / 40)
    assert pd["lo"] < pd["diff"] < pd["hi"] and pd["hi"] - pd["lo"] < 0.25
    same = paired_difference(b, b)
    assert same["diff"] == 0 and same["lo"] == same["hi"] == 0 and not same["clear"]
    assert paired_difference(a, [rec(500, 1)]) is None


def many_games():
    """25 games against each of five Ancient Ones (doom limits 13, 13, 12, 12 and 10), some
    lasting longer than others so that fewer than 20 remain after a while."""
    rows = []
    for j, ao in enumerate(("base:cthulhu", "base:hastur", "base:shub_niggurath", "base:yog_sothoth", "base:yig")):
        for i in range(25):
            rows.append(
                rec(
                    100 * j + i,
                    "heuristic",
                    ao,
                    1,
                    0,
                    12,
                    ["base:amanda_sharpe"],
                    cause="doom track full",
                    doom=range(0, 5 + (i % 10)),
                )
            )
    return rows


def test_the_doom_chart_names_the_ancient_ones_and_its_labels_do_not_overlap():
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    from arkham.lab.report import MIN_GAMES, doom_figure

    fig = doom_figure(many_games())
    fig.canvas.draw()
    renderer = fig.canvas.get_renderer()
    texts = [t for ax in fig.axes for t in ax.texts if t.get_text()]
    words = [t.get_text() for t in texts]
    assert "limit 13: Cthulhu, Hastur" in words and "limit 12: Shub-Niggurath, Yog-Sothoth" in words
    assert "limit 10: Yig" in words
    assert "each line stops where fewer than 20 games remain" in words
    legend = [t.get_text() for t in fig.axes[0].get_legend().get_texts()]
    assert "Shub-Niggurath (heuristic)" in legend and not any("_" in t for t in legend + words)
    boxes = [t.get_window_extent(renderer) for t in texts]
    for i in range(len(boxes)):
        for k in range(i + 1, len(boxes)):
            assert not boxes[i].overlaps(boxes[k]), (words[i], words[k])
    # the lines stop where fewer than 20 games count: doom has 5 to 14 entries, 25 games each
    for line in fig.axes[0].get_lines():
        xs = list(line.get_xdata())
        if len(xs) > 2:  # a curve, not a limit line
            assert len(xs) == 6  # turns 0-5 count 22 games or more, turn 6 only 19
    counted = [ln for ln in fig.axes[1].get_lines() if len(ln.get_xdata()) > 2]
    assert counted and all(len(ln.get_xdata()) == 14 for ln in counted)  # every count shown below
    assert MIN_GAMES == 20
    plt.close(fig)


def test_the_win_rate_plots_read_names_not_ids():
    import matplotlib

    matplotlib.use("Agg")
    from arkham.lab.report import name_of

    assert name_of("base:shub_niggurath") == "Shub-Niggurath" and name_of("dunwich:abhoth") == "Abhoth"
    assert name_of("base:amanda_sharpe") == "Amanda Sharpe" and name_of("zz:some_thing") == "Some Thing"


def _written_figures(monkeypatch, records, tmp_path):
    """What every plot ``write_plots`` saves shows, read as it is saved: per file, the words
    of each axes (title, axis labels, tick labels, legend, notes) and the boxes of its x
    tick labels on the drawn figure."""
    import matplotlib

    matplotlib.use("Agg")
    from matplotlib.figure import Figure

    seen = []
    real = Figure.savefig

    def keep(fig, path, *a, **kw):
        fig.canvas.draw()
        renderer = fig.canvas.get_renderer()
        for ax in fig.axes:
            ticks = [t for t in ax.get_xticklabels() + ax.get_yticklabels() if t.get_text()]
            words = [ax.get_title(), ax.get_xlabel(), ax.get_ylabel(), *(t.get_text() for t in ticks)]
            words += [t.get_text() for t in ax.texts]
            if ax.get_legend() is not None:
                words += [t.get_text() for t in ax.get_legend().get_texts()]
            boxes = [t.get_window_extent(renderer) for t in ax.get_xticklabels() if t.get_text()]
            seen.append((path, words, boxes))
        return real(fig, path, *a, **kw)

    monkeypatch.setattr(Figure, "savefig", keep)
    paths = write_plots(records, tmp_path / "plots")
    return seen, paths


def test_every_plot_reads_names_not_ids_and_its_tick_labels_do_not_overlap(monkeypatch, tmp_path):
    """Titles, axis labels, tick labels, legends and notes of all the plots: names
    (Shub-Niggurath, Amanda Sharpe), never an id (base:shub_niggurath, amanda_sharpe), and
    the Ancient Ones' names under the win-rate bars apart from one another."""
    import re

    records = many_games() + table()
    seen, paths = _written_figures(monkeypatch, records, tmp_path)
    assert sorted({p for p, _, _ in seen}) == sorted(paths) and len(paths) == 5
    names = set()
    for path, words, boxes in seen:
        for w in words:
            assert "_" not in w and not re.search(r"\b[a-z]+:[a-z]", w), (path.name, w)
        names |= set(words)
        if path.name == "winrate_by_ancient_one.png":
            assert len(boxes) == len({r["ancient_one"] for r in records})
            for i in range(len(boxes)):
                for k in range(i + 1, len(boxes)):
                    assert not boxes[i].overlaps(boxes[k])
    assert {"Shub-Niggurath", "Yog-Sothoth"} <= names
    assert any(w.startswith("I: Amanda Sharpe (") for w in names)


def test_the_readme_and_the_lab_page_count_the_plots_report_writes(tmp_path):
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    paths = write_plots(table(), tmp_path / "plots")
    words = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven"}
    readme = (root / "README.md").read_text()
    lab = (root / "docs" / "lab.md").read_text()
    assert f"{words[len(paths)]} plots" in " ".join(readme.split())
    assert f"{words[len(paths)]} PNG plots" in lab and f"{words[len(paths)]} plots:" in " ".join(lab.split())
    for p in paths:
        assert f"`{p.name}`" in lab, p.name
