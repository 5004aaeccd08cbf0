"""The Kingsport variants in the lab (KH p.10 Herald/Guardian, KH p.11 Epic Battle):
``arkham simulate`` and ``arkham conformance`` take ``--herald``, ``--guardian`` and
``--epic-battle``, refuse a bad value by name, and every game record keeps the variant
it really played (a random sheet as drawn), so the report groups and compares by it."""

from __future__ import annotations

import json
import re
import sqlite3

import pytest
from typer.testing import CliRunner

from arkham.lab.report import compare_table, win_table, with_variant
from arkham.lab.runner import RECORD_FIELDS, play
from arkham.lab.spec import LabError, RunSpec
from arkham.lab.results_store import SCHEMA_VERSION, Store

KS = ("base", "kingsport")
HERALDS = {"kingsport:ghroth", "kingsport:tulzscha"}


def spec(**kw) -> RunSpec:
    base = dict(games=1, ancient_ones=("yig",), players=(1,), bots=("random",), packs=KS, seed=3)
    base.update(kw)
    return RunSpec(**base)


def cli(*args):
    from arkham.cli import app

    res = CliRunner().invoke(app, list(args))
    assert "Traceback" not in res.output, res.output
    return res


@pytest.mark.parametrize(
    "kw, message",
    [
        (dict(herald="nyogtha"), "unknown Herald 'nyogtha' (known: ghroth, tulzscha"),
        (dict(guardian="ghroth"), "unknown Guardian 'ghroth'"),
        (dict(herald="random", packs=("base",)), "--herald needs a pack with Herald sheets"),
        (dict(guardian="random", packs=("base", "dunwich")), "--guardian needs a pack with Guardian sheets"),
        (dict(epic_battle=True, packs=("base",)), "--epic-battle needs the Epic Battle cards"),
        (dict(epic_battle=True, ancient_ones=("azathoth",)), "the Epic Battle cannot be played against azathoth"),
        (dict(herald="ghroth", ruleset="haunt"), "played with the classic rule set"),
    ],
)
def test_a_bad_variant_is_refused_by_name(kw, message):
    with pytest.raises(LabError, match=re.escape(message)):
        spec(**kw).validated()


def test_the_epic_battle_meets_only_the_ancient_ones_it_can_be_played_against():
    """KH p.11: the variant is not played against Azathoth; 'all' means every other one
    with its Plot cards."""
    s = spec(ancient_ones=("all",), epic_battle=True).validated()
    assert "base:azathoth" not in s.ancient_ones and "base:yig" in s.ancient_ones
    plain = spec(ancient_ones=("all",)).validated()
    assert "base:azathoth" in plain.ancient_ones
    assert s.epic_battle and RunSpec.from_json(s.to_json()) == s


def test_records_carry_the_variant_as_played():
    s = spec(games=4, herald="random", guardian="hypnos", epic_battle=True).validated()
    assert (s.herald, s.guardian) == ("random", "kingsport:hypnos")
    recs = [play(s, "r", i) for i in range(s.total)]
    for r in recs:
        assert r["status"] == "ok", r["error"]
        assert r["herald"] in HERALDS  # the sheet drawn at setup, not "random"
        assert r["guardian"] == "kingsport:hypnos" and r["epic_battle"] == 1
    # the record says what the game itself set up
    import arkham

    plan = s.plan(0)
    g = arkham.new_game(
        seed=plan["seed"],
        ancient_one=plan["ancient_one"],
        investigators=1,
        packs=list(KS),
        sheets={"herald": "random", "guardian": "kingsport:hypnos"},
        epic_battle=True,
    )
    assert g.state.rules_data["sheets"]["herald"] == recs[0]["herald"]
    plain = play(spec().validated(), "p", 0)
    assert (plain["herald"], plain["guardian"], plain["epic_battle"]) == (None, None, 0)


def test_the_report_groups_and_compares_by_variant(tmp_path):
    db = tmp_path / "lab.sqlite"
    res = cli(
        "simulate",
        "--games",
        "2",
        "-a",
        "yig",
        "-p",
        "1",
        "--bot",
        "random",
        "--packs",
        "base,kingsport",
        "--herald",
        "ghroth",
        "--db",
        str(db),
        "--run",
        "ghroth",
        "--workers",
        "1",
        "--no-progress",
    )
    assert res.exit_code == 0, res.output
    assert "variant: herald ghroth" in " ".join(res.output.split())
    res = cli(
        "simulate",
        "--games",
        "2",
        "-a",
        "yig",
        "-p",
        "1",
        "--bot",
        "random",
        "--packs",
        "base,kingsport",
        "--db",
        str(db),
        "--run",
        "plain",
        "--workers",
        "1",
        "--no-progress",
    )
    assert res.exit_code == 0, res.output
    with Store(db) as store:
        recs = with_variant(store.records())
    rows = {r["variant"]: r["games"] for r in win_table(recs, "variant")}
    assert rows == {"herald ghroth": 2, "none": 2}
    both = compare_table(
        [r for r in recs if r["run_id"] == "ghroth"], [r for r in recs if r["run_id"] == "plain"], "all"
    )
    assert (both[0]["games_a"], both[0]["games_b"]) == (2, 2)
    res = cli("report", "--db", str(db), "--no-plots")
    text = " ".join(res.output.split())
    assert res.exit_code == 0 and "Win rate by variant" in text and "herald ghroth" in text
    res = cli("compare", "--db", str(db), "--a", "ghroth", "--b", "plain")
    assert res.exit_code == 0 and "A = ghroth (herald ghroth)" in " ".join(res.output.split())


def test_simulate_names_a_bad_variant(tmp_path):
    res = cli(
        "simulate",
        "--games",
        "1",
        "-a",
        "azathoth",
        "--epic-battle",
        "--packs",
        "base,kingsport",
        "--db",
        str(tmp_path / "x.sqlite"),
        "--no-progress",
    )
    assert res.exit_code == 2 and "cannot be played against azathoth" in " ".join(res.output.split())
    res = cli("simulate", "--games", "1", "--herald", "random", "--db", str(tmp_path / "x.sqlite"), "--no-progress")
    assert res.exit_code == 2 and "needs a pack with Herald sheets" in " ".join(res.output.split())


def test_conformance_plays_the_variants_and_names_a_bad_value():
    res = cli(
        "conformance",
        "--games",
        "3",
        "--packs",
        "base,kingsport",
        "-a",
        "all",
        "--herald",
        "random",
        "--guardian",
        "random",
        "--epic-battle",
        "-p",
        "1-2",
    )
    text = " ".join(res.output.split())
    assert res.exit_code == 0, res.output
    assert "variant herald random + guardian random + epic battle" in text
    assert "3 kept every invariant" in text
    assert "guardian hypnos + epic battle:" in text  # the games counted by the sheets drawn
    res = cli("conformance", "--games", "1", "--packs", "base,kingsport", "--herald", "nyogtha")
    assert res.exit_code == 2 and "unknown Herald 'nyogtha'" in " ".join(res.output.split())
    res = cli("conformance", "--games", "1", "--packs", "base,dunwich", "--epic-battle")
    assert res.exit_code == 2 and "needs the Epic Battle cards" in " ".join(res.output.split())


def test_a_version_1_database_gains_the_variant_columns(tmp_path):
    """Games recorded before the variants played none: the columns are added, empty."""
    db = tmp_path / "v1.sqlite"
    old = [f for f in RECORD_FIELDS if f not in ("herald", "guardian", "epic_battle")]
    con = sqlite3.connect(db)
    con.execute("CREATE TABLE lab_schema (version INTEGER NOT NULL)")
    con.execute("INSERT INTO lab_schema VALUES (1)")
    con.execute(
        "CREATE TABLE runs (run_id TEXT PRIMARY KEY, spec TEXT NOT NULL, created TEXT NOT NULL, arkham_version TEXT)"
    )
    con.execute(f"CREATE TABLE games ({', '.join(old)}, PRIMARY KEY (run_id, idx))")
    row = {k: None for k in old}
    row.update(
        run_id="old",
        idx=0,
        seed=1,
        bot_seed=2,
        ancient_one="base:yig",
        players=1,
        bot="random",
        packs=json.dumps(["base"]),
        ruleset="classic",
        status="ok",
        won=0,
    )
    con.execute(f"INSERT INTO games ({', '.join(old)}) VALUES ({', '.join('?' for _ in old)})", [row[k] for k in old])
    con.commit()
    con.close()
    with Store(db) as store:
        (rec,) = store.records()
        assert (rec["herald"], rec["guardian"], rec["epic_battle"]) == (None, None, None)
        assert with_variant([rec])[0]["variant"] == "none"
    con = sqlite3.connect(db)
    assert con.execute("SELECT version FROM lab_schema").fetchone()[0] == SCHEMA_VERSION == 2
    con.close()
