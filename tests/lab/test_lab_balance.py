"""arkham balance: every box and its variants measured, differences stated in words only
when the intervals tell them apart, resumable from the results database, bad settings
named."""

from __future__ import annotations

import re
import sqlite3

from typer.testing import CliRunner

from arkham.lab.balance import boxes, chart, findings, study_specs, variants
from arkham.lab.spec import LabError


def rec(ao: str, players: int, won: bool, **kw) -> dict:
    r = {
        "status": "ok",
        "ancient_one": ao,
        "players": players,
        "won": int(won),
        "bot": "planner",
        "investigators": '["base:amanda_sharpe"]',
        "loss_cause": None if won else "doom track full",
        "how": None if won else "devoured",
        "herald": None,
        "guardian": None,
        "epic_battle": 0,
    }
    r.update(kw)
    return r


def many(ao: str, players: int, wins: int, games: int, **kw) -> list[dict]:
    return [rec(ao, players, i < wins, **kw) for i in range(games)]


def test_every_box_is_measured_with_its_own_packs_rule_set_and_player_counts():
    b = boxes()
    assert list(b) == ["base", "dunwich", "kingsport", "haunt"]
    assert b["dunwich"].packs == ("base", "dunwich") and b["dunwich"].ruleset == "classic"
    assert b["haunt"].ruleset == "haunt" and b["haunt"].players == (2, 3, 4, 5)
    assert b["base"].players == (1, 2, 4, 6, 8)
    # a box's study meets its own Ancient Ones only
    runs = study_specs(b["dunwich"], 1, "random", 3, (4,), with_variants=True)
    assert len(runs) == 1
    aos = runs[0][1].ancient_ones
    assert len(aos) == 4 and all(a.startswith("dunwich:") for a in aos)


def test_kingsport_variants_are_each_herald_each_guardian_and_the_epic_battle():
    ks = boxes()["kingsport"]
    vs = variants(ks)
    assert vs[0] == {}
    assert {v["herald"] for v in vs if "herald" in v} == {"kingsport:ghroth", "kingsport:tulzscha"}
    assert {v["guardian"] for v in vs if "guardian" in v} == {"kingsport:bast", "kingsport:hypnos", "kingsport:nodens"}
    assert {"epic_battle": True} in vs
    assert variants(boxes()["base"]) == [{}] and variants(boxes()["haunt"]) == [{}]
    runs = study_specs(ks, 1, "random", 3, (2,), with_variants=True)
    assert len(runs) == len(vs)
    epic = next(s for _, s in runs if s.epic_battle)
    assert epic.ancient_ones and all(a.startswith("kingsport:") for a in epic.ancient_ones)
    assert len({rid for rid, _ in runs}) == len(runs)  # a run each


def test_haunt_refuses_a_player_count_it_does_not_seat():
    try:
        study_specs(boxes()["haunt"], 1, "random", 3, (1, 4), with_variants=False)
    except LabError as exc:
        assert "2 to 5 investigators, not 1" in str(exc)
    else:
        raise AssertionError("Haunt with one investigator was accepted")


def test_findings_name_the_hardest_only_when_the_intervals_separate():
    box = boxes()["kingsport"]
    clear = many("kingsport:yibb_tstll", 4, 2, 100) + many("kingsport:eihort", 4, 40, 100)
    clear += many("kingsport:atlach_nacha", 4, 45, 100)
    said = findings(box, clear)
    assert any(s.startswith("Yibb-Tstll is the hardest Ancient One of Kingsport Horror at four") for s in said)
    blurred = many("kingsport:yibb_tstll", 4, 2, 10) + many("kingsport:eihort", 4, 4, 10)
    said = findings(box, blurred)
    assert not any("hardest" in s or "harder" in s for s in said)
    assert said == ["With 20 finished games, no Ancient One, player count or variant is told apart from another."]


def test_findings_state_a_variant_that_moves_the_win_rate():
    box = boxes()["kingsport"]
    games = many("kingsport:eihort", 4, 40, 100) + many("kingsport:eihort", 4, 5, 100, herald="kingsport:ghroth")
    said = findings(box, games)
    assert any(s.startswith("The variant 'herald ghroth' lowers the win rate by 35.0 points") for s in said)


def test_the_chart_names_ancient_ones_by_name(tmp_path):
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    seen = {}
    real = plt.Figure.savefig

    def keep(fig, *a, **kw):
        ax = fig.axes[0]
        seen["ticks"] = [t.get_text() for t in ax.get_xticklabels()]
        seen["title"] = ax.get_title()
        return real(fig, *a, **kw)

    plt.Figure.savefig = keep
    try:
        path = chart(
            boxes()["base"], many("base:shub_niggurath", 2, 1, 4) + many("base:yig", 2, 0, 4), tmp_path / "c.png"
        )
    finally:
        plt.Figure.savefig = real
    assert path.exists() and path.stat().st_size > 1000
    assert seen["ticks"] == ["Shub-Niggurath", "Yig"]
    assert seen["title"].startswith("The base game: win rate by Ancient One")


def test_balance_command_plays_resumes_and_writes_its_summary(tmp_path):
    from arkham.cli import app

    db, out = tmp_path / "lab.sqlite", tmp_path / "out"
    args = ["balance", "--box", "haunt", "--games", "1", "--bot", "random", "--players", "2"]
    args += ["--db", str(db), "--out", str(out), "--workers", "1", "--no-progress"]
    r = CliRunner().invoke(app, args)
    assert r.exit_code == 0, r.output
    assert "8 games played" in r.output
    text = (out / "balance.md").read_text()
    assert "## Haunt of the Watchers" in text and "| Yog-Sothoth | 1 |" in text
    assert (out / "balance-haunt.png").exists()
    with sqlite3.connect(db) as con:
        assert con.execute("select count(*) from games").fetchone()[0] == 8
    again = CliRunner().invoke(app, args)
    assert again.exit_code == 0, again.output
    assert not re.search(r"\d+ games? played", again.output)  # resumed: nothing left to play
    with sqlite3.connect(db) as con:
        assert con.execute("select count(*) from games").fetchone()[0] == 8


def test_balance_command_names_a_bad_box_and_a_bad_count(tmp_path):
    from arkham.cli import app

    r = CliRunner().invoke(app, ["balance", "--box", "innsmouth", "--db", str(tmp_path / "x.sqlite")])
    assert r.exit_code == 2 and "unknown box 'innsmouth' (known: base, dunwich, kingsport, haunt)" in r.output
    r = CliRunner().invoke(app, ["balance", "--box", "base", "--players", "two", "--db", str(tmp_path / "x.sqlite")])
    assert r.exit_code == 2 and "--players takes whole numbers" in r.output
