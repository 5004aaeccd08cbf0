"""Every command takes the short ids `arkham list` shows, within the packs in play, and an
unknown id gets the list of those it takes (nothing is played)."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from arkham.cli import app
from arkham.content.ids import resolve
from arkham.content.loader import load_content
from arkham.errors import ContentError


def run(*args):
    res = CliRunner().invoke(app, list(args))
    assert "Traceback" not in res.output, res.output
    return res


def flat(text: str) -> str:
    return " ".join(text.split())


def test_a_short_id_resolves_within_the_packs_in_play():
    c = load_content(("base", "dunwich"))
    assert resolve("abhoth", c.ancient_ones, "Ancient One") == "dunwich:abhoth"
    assert resolve("Amanda Sharpe", c.investigators, "investigator") == "base:amanda_sharpe"
    assert resolve("base:cthulhu", c.ancient_ones, "Ancient One") == "base:cthulhu"
    with pytest.raises(ContentError, match=r"unknown Ancient One 'atlach_nacha' \(known: abhoth, azathoth"):
        resolve("atlach_nacha", c.ancient_ones, "Ancient One")  # a Kingsport one, not in these packs


def test_simulate_takes_an_expansion_s_short_id(tmp_path):
    res = run(
        "simulate",
        "--games",
        "1",
        "-a",
        "abhoth",
        "-p",
        "1",
        "--bot",
        "random",
        "--packs",
        "base,dunwich",
        "--db",
        str(tmp_path / "lab.sqlite"),
        "--run",
        "a",
        "--workers",
        "1",
        "--no-progress",
    )
    assert res.exit_code == 0, res.output
    assert "1 game played" in res.output


def test_an_unknown_id_lists_the_known_ones_and_plays_nothing(tmp_path):
    db = tmp_path / "lab.sqlite"
    res = run("simulate", "--games", "1", "-a", "abhot", "--packs", "base,dunwich", "--db", str(db))
    assert res.exit_code != 0
    assert "unknown Ancient One 'abhot' (known: abhoth, azathoth, cthulhu, glaaki" in flat(res.output)
    assert not db.exists()
    res = run("simulate", "--games", "1", "--herald", "ghrot", "--packs", "base,kingsport", "--db", str(db))
    assert res.exit_code != 0 and "unknown Herald 'ghrot' (known: ghroth, tulzscha, or random)" in flat(res.output)
    res = run("play", "-a", "abhoth", "--db", str(tmp_path / "g.sqlite"), "--no-clear")
    assert res.exit_code == 2 and "unknown Ancient One 'abhoth'" in res.output and "azathoth" in res.output


def test_conformance_takes_an_expansion_s_short_id():
    res = run("conformance", "--games", "1", "-a", "abhoth", "-p", "1", "--packs", "base,dunwich")
    assert res.exit_code == 0, res.output
    assert "Ancient One dunwich:abhoth" in flat(res.output)


def test_list_shows_every_pack_with_its_herald_and_guardian_ids():
    out = flat(run("list").output)
    for pack in ("Arkham Horror (base game)", "Dunwich Horror", "Kingsport Horror"):
        assert pack in out
    assert "abhoth" in out and "atlach_nacha" in out and "diana_stanley" in out and "charlie_kane" in out
    assert "Heralds (--herald): ghroth, tulzscha" in out and "Guardians (--guardian): bast, hypnos, nodens" in out
    base_only = flat(run("list", "--packs", "base").output)
    assert "cthulhu" in base_only and "abhoth" not in base_only and "Heralds" not in base_only
