"""arkham simulate: records in SQLite, resume without repeats or losses, crashes
isolated to their game, bad input named without a traceback."""

from __future__ import annotations

import json
import multiprocessing
import os
import sqlite3

import pytest
from typer.testing import CliRunner

from arkham.bots.random_bot import RandomBot
from arkham.lab.runner import RECORD_FIELDS, TIMING_FIELDS, play
from arkham.lab.simulate import run_simulation
from arkham.lab.spec import LabError, RunSpec
from arkham.lab.results_store import SCHEMA_VERSION, Store


def small_spec(**kw) -> RunSpec:
    base = dict(games=3, ancient_ones=("cthulhu", "yig"), players=(1, 2), bots=("random", "heuristic"), seed=11)
    base.update(kw)
    return RunSpec(**base).validated()


def strip(recs):
    return [{k: v for k, v in r.items() if k not in TIMING_FIELDS} for r in recs]


class CrashBot(RandomBot):
    """Raises in every game whose seed is a multiple of 4."""

    def choose(self, game):
        if game.state.seed % 4 == 0:
            raise RuntimeError("bot bug for this seed")
        return super().choose(game)


class KillBot(RandomBot):
    """Kills its whole worker process in every game whose seed is a multiple of 5."""

    def choose(self, game):
        if game.state.seed % 5 == 0 and game.state.turn >= 1:
            os._exit(3)
        return super().choose(game)


def test_plan_is_deterministic_and_covers_every_cell():
    spec = small_spec()
    assert spec.total == 3 * 2 * 2 * 2
    cells = {(spec.plan(i)["ancient_one"], spec.plan(i)["players"], spec.plan(i)["bot"]) for i in range(spec.total)}
    assert len(cells) == 8
    assert [spec.plan(i)["seed"] for i in range(5)] == [small_spec().plan(i)["seed"] for i in range(5)]
    assert len({spec.plan(i)["seed"] for i in range(spec.total)}) == spec.total
    assert RunSpec.from_json(spec.to_json()) == spec


def test_simulate_writes_complete_records(tmp_path):
    spec = small_spec()
    with Store(tmp_path / "lab.sqlite") as store:
        store.add_run("r1", spec)
        s = run_simulation(store, "r1", spec, workers=2, progress=False)
        recs = store.records(["r1"])
    assert s["played"] == spec.total == len(recs)
    assert [r["idx"] for r in recs] == list(range(spec.total))
    for r in recs:
        assert r["status"] == "ok"
        assert r["won"] in (0, 1)
        assert r["turns"] >= 1 and r["choices"] > 0
        doom, terror = json.loads(r["doom"]), json.loads(r["terror"])
        assert doom and len(doom) == len(terror)
        assert doom == sorted(doom) or r["how"]  # doom per turn, recorded before the awakening
        assert len(json.loads(r["investigators"])) == r["players"]
        assert r["gates_sealed"] <= r["gates_closed"]
        assert r["devoured_count"] == len(json.loads(r["devoured"]))
        if r["won"] == 0:
            assert r["loss_cause"]
    # the same game played again (another process, another time) gives the same record
    again = play(spec, "r1", 5)
    assert strip([again]) == strip([recs[5]])


def test_resume_neither_repeats_nor_loses_games(tmp_path):
    spec = small_spec()
    seen = []

    def stop_after_five(rec):
        seen.append(rec["idx"])
        if len(seen) == 5:
            raise KeyboardInterrupt

    with Store(tmp_path / "a.sqlite") as store:
        store.add_run("r", spec)
        with pytest.raises(KeyboardInterrupt):
            run_simulation(store, "r", spec, workers=2, chunk=2, progress=False, on_record=stop_after_five)
        first = store.done("r")
        assert len(first) == 5
        s = run_simulation(store, "r", spec, workers=2, progress=False)
        assert s["already"] == 5 and s["played"] == spec.total - 5
        resumed = store.records(["r"])
        again = run_simulation(store, "r", spec, workers=2, progress=False)
        assert again["played"] == 0
    with Store(tmp_path / "b.sqlite") as store:
        store.add_run("r", spec)
        run_simulation(store, "r", spec, workers=1, progress=False)
        straight = store.records(["r"])
    assert len(resumed) == spec.total
    assert strip(resumed) == strip(straight)


def test_a_raising_bot_loses_only_its_own_games(tmp_path):
    spec = RunSpec(
        games=10, ancient_ones=("yig",), players=(1,), bots=("test_lab_simulate:CrashBot",), seed=5
    ).validated()
    with Store(tmp_path / "c.sqlite") as store:
        store.add_run("c", spec)
        s = run_simulation(store, "c", spec, workers=2, progress=False)
        recs = store.records()
    assert len(recs) == 10
    bad = [r for r in recs if r["seed"] % 4 == 0]
    assert bad, "the spec should include a crashing seed"
    assert s["errors"] == len(bad)
    for r in recs:
        if r["seed"] % 4 == 0:
            assert r["status"] == "error" and "bot bug for this seed" in r["error"]
        else:
            assert r["status"] == "ok" and r["won"] is not None


def test_a_dying_worker_loses_only_its_own_games(tmp_path):
    spec = RunSpec(
        games=12, ancient_ones=("yig",), players=(1,), bots=("test_lab_simulate:KillBot",), seed=9
    ).validated()
    killers = [i for i in range(spec.total) if spec.plan(i)["seed"] % 5 == 0]
    assert killers
    with Store(tmp_path / "k.sqlite") as store:
        store.add_run("k", spec)
        run_simulation(store, "k", spec, workers=2, chunk=3, progress=False)
        recs = store.records()
    assert [r["idx"] for r in recs] == list(range(12))
    for r in recs:
        if r["idx"] in killers:
            assert r["status"] == "error" and "worker process died" in r["error"]
        else:
            assert r["status"] == "ok"


# --------------------------------------------------------------- command
@pytest.fixture
def cli():
    from arkham.cli import app

    runner = CliRunner()

    def run(*args):
        res = runner.invoke(app, list(args))
        assert "Traceback" not in res.output
        return res

    return run


def test_cli_simulate_export_and_resume(cli, tmp_path):
    db = tmp_path / "lab.sqlite"
    out = tmp_path / "out.csv"
    res = cli(
        "simulate",
        "--games",
        "2",
        "-a",
        "yig,cthulhu",
        "-p",
        "1",
        "--bot",
        "random",
        "--db",
        str(db),
        "--run",
        "x",
        "--workers",
        "2",
        "--no-progress",
        "--export",
        "csv",
        "--out",
        str(out),
    )
    assert res.exit_code == 0, res.output
    assert "4 games played" in res.output
    lines = out.read_text().splitlines()
    assert lines[0].split(",")[:3] == list(RECORD_FIELDS[:3]) and len(lines) == 5
    res = cli("simulate", "--resume", "x", "--db", str(db), "--no-progress")
    assert res.exit_code == 0 and "0 games played" in res.output and "4 were already recorded" in res.output
    res = cli(
        "simulate", "--games", "3", "-a", "yig", "--bot", "random", "--db", str(db), "--run", "x", "--no-progress"
    )
    assert res.exit_code == 2 and "already exists" in res.output
    res = cli(
        "simulate",
        "--games",
        "2",
        "-a",
        "yig,cthulhu",
        "-p",
        "1",
        "--bot",
        "random",
        "--db",
        str(db),
        "--run",
        "x",
        "--no-progress",
    )
    assert res.exit_code == 0 and "4 were already recorded" in res.output
    res = cli("report", "--db", str(db), "--plots", str(tmp_path / "plots"))
    assert res.exit_code == 0, res.output
    assert "Win rate by Ancient One" in res.output
    assert (tmp_path / "plots" / "winrate_by_ancient_one.png").stat().st_size > 1000


@pytest.mark.parametrize(
    "args,message",
    [
        (("--bot", "genius"), "unknown bot 'genius'"),
        (("-a", "dagon"), "unknown Ancient One 'dagon'"),
        (("-i", "amanda_sharpe,indiana_jones"), "unknown investigator 'indiana_jones'"),
        (("--games", "0"), "positive whole number, not 0"),
        (("--games", "-5"), "positive whole number, not -5"),
        (("-p", "9"), "1 to 8 investigators, not 9"),
        (("-p", "two"), "--players must be whole numbers"),
        (("--backend", "spark"), "unknown backend 'spark'"),
        (("--export", "xlsx"), "unknown export format 'xlsx'"),
    ],
)
def test_cli_bad_input_is_named(cli, tmp_path, args, message):
    res = cli("simulate", "--db", str(tmp_path / "x.sqlite"), "--no-progress", *args)
    assert res.exit_code == 2
    assert message in " ".join(res.output.split()), res.output


def test_incompatible_database_is_refused(cli, tmp_path):
    db = tmp_path / "old.sqlite"
    con = sqlite3.connect(db)
    con.execute("CREATE TABLE lab_schema (version INTEGER)")
    con.execute("INSERT INTO lab_schema VALUES (?)", (SCHEMA_VERSION + 1,))
    con.commit()
    con.close()
    with pytest.raises(LabError, match="schema version"):
        Store(db)
    res = cli("simulate", "--games", "1", "-a", "yig", "--db", str(db), "--no-progress")
    assert res.exit_code == 2 and "schema version" in res.output
    res = cli("report", "--db", str(db))
    assert res.exit_code == 2 and "schema version" in res.output
    other = tmp_path / "other.sqlite"
    con = sqlite3.connect(other)
    con.execute("CREATE TABLE notes (x)")
    con.commit()
    con.close()
    res = cli("simulate", "--games", "1", "-a", "yig", "--db", str(other), "--no-progress")
    assert res.exit_code == 2 and "not a results database" in " ".join(res.output.split())
    junk = tmp_path / "junk.sqlite"
    junk.write_bytes(b"this is not sqlite at all" * 100)
    res = cli("report", "--db", str(junk))
    assert res.exit_code == 2 and "not a results database" in " ".join(res.output.split())
    res = cli("simulate", "--resume", "nope", "--db", str(tmp_path / "fresh.sqlite"), "--no-progress")
    assert res.exit_code == 2 and "no run 'nope'" in res.output


def _open_store(path, barrier, answers):
    barrier.wait()
    try:
        Store(path).close()
        answers.put("ok")
    except Exception as exc:  # reported to the test, which names it
        answers.put(repr(exc))


def test_runs_opening_one_new_database_at_once_all_get_it(tmp_path):
    """Two ``arkham simulate`` started together on a new --db file: each wrote the schema
    version, and every later opening refused the file ("schema version 2; this arkham reads
    version 2"). Four processes released together, over several files: all open it, and
    it holds one version row, in write-ahead mode."""
    ctx = multiprocessing.get_context("spawn")
    for k in range(4):
        path = tmp_path / f"new{k}.sqlite"
        barrier, answers = ctx.Barrier(4), ctx.Queue()
        procs = [ctx.Process(target=_open_store, args=(path, barrier, answers)) for _ in range(4)]
        for proc in procs:
            proc.start()
        for proc in procs:
            proc.join(60)
        assert [answers.get(timeout=5) for _ in procs] == ["ok"] * 4
        con = sqlite3.connect(path)
        assert con.execute("SELECT version FROM lab_schema").fetchall() == [(SCHEMA_VERSION,)]
        assert con.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        con.close()


def test_a_database_with_its_version_written_twice_still_opens(tmp_path):
    """Files made by that race before the fix hold the version twice; their games are
    good, so they open (another version beside it is still refused)."""
    db = tmp_path / "twice.sqlite"
    Store(db).close()
    con = sqlite3.connect(db)
    con.execute("INSERT INTO lab_schema VALUES (?)", (SCHEMA_VERSION,))
    con.commit()
    Store(db).close()
    con.execute("INSERT INTO lab_schema VALUES (?)", (SCHEMA_VERSION + 1,))
    con.commit()
    con.close()
    with pytest.raises(LabError, match=f"schema version {SCHEMA_VERSION}, {SCHEMA_VERSION + 1};"):
        Store(db)


def test_cli_compare_two_bots_and_report_names_merged_runs(cli, tmp_path):
    db = tmp_path / "lab.sqlite"
    for run, bot in (("r1", "random"), ("r2", "heuristic")):
        res = cli(
            "simulate",
            "--games",
            "3",
            "-a",
            "yig",
            "-p",
            "1",
            "--bot",
            bot,
            "--db",
            str(db),
            "--run",
            run,
            "--workers",
            "1",
            "--no-progress",
        )
        assert res.exit_code == 0, res.output
    res = cli("compare", "--db", str(db), "--a", "r2", "--b", "r1:random")
    assert res.exit_code == 0, res.output
    out = " ".join(res.output.split())
    assert "A = r2, B = r1:random" in out and "yig" in out
    res = cli("compare", "--db", str(db), "--a", "r2:random", "--b", "r1")
    assert res.exit_code == 2 and "run 'r2' has no games played by bot 'random'" in " ".join(res.output.split())
    res = cli("report", "--db", str(db), "--no-plots")
    assert res.exit_code == 0 and "Merging all 2 runs" in " ".join(res.output.split())


def test_a_results_database_in_a_folder_not_yet_made_is_made_with_it(cli, tmp_path):
    db = tmp_path / "runs" / "week 1" / "lab.sqlite"
    res = cli("simulate", "--games", "1", "-a", "yig", "--db", str(db), "--no-progress")
    assert res.exit_code == 0, res.output
    with Store(db) as store:
        assert len(store.records()) == 1


def test_a_results_database_that_cannot_be_made_names_the_path(cli, tmp_path):
    blocker = tmp_path / "a file"
    blocker.write_text("not a folder")
    res = cli("simulate", "--games", "1", "-a", "yig", "--db", str(blocker / "lab.sqlite"), "--no-progress")
    assert res.exit_code == 2
    assert "cannot open results database" in " ".join(res.output.split()) and "a file" in res.output
