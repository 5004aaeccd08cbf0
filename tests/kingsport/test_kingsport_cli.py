"""The pack on the command line: `arkham play --packs base,dunwich,kingsport` with bots to
the end and its replay, and `arkham simulate --packs base,kingsport`."""

from __future__ import annotations

from typer.testing import CliRunner

from arkham.cli import app
from arkham.saved_games import GameStore


def run(*args):
    res = CliRunner().invoke(app, list(args))
    assert "Traceback" not in res.output, res.output
    return res


def test_bots_play_a_three_board_game_to_its_end_and_replay_checks_it(tmp_path):
    db = tmp_path / "games.sqlite"
    res = run(
        "play",
        "--packs",
        "base,dunwich,kingsport",
        "-n",
        "3",
        "--bots",
        "all",
        "--seed",
        "4",
        "--db",
        str(db),
        "--no-clear",
        "--log-lines",
        "1",
    )
    assert res.exit_code == 0, res.output[-2000:]
    with GameStore(db) as store:
        (saved,) = store.games()
        assert saved.settings["packs"] == ["base", "dunwich", "kingsport"] and saved.finished
    res = run("replay", "1", "--db", str(db), "--auto", "--no-clear", "--log-lines", "1")
    assert res.exit_code == 0, res.output[-2000:]


def test_simulate_with_the_kingsport_pack(tmp_path):
    db = tmp_path / "lab.sqlite"
    res = run(
        "simulate",
        "--games",
        "2",
        "-a",
        "yig",
        "-p",
        "2",
        "--bot",
        "random,heuristic",
        "--packs",
        "base,kingsport",
        "--db",
        str(db),
        "--run",
        "k",
        "--workers",
        "1",
        "--no-progress",
    )
    assert res.exit_code == 0, res.output
    assert "4 games played" in res.output


def test_list_with_only_the_kingsport_board():
    res = run("list", "--packs", "base,kingsport:board")
    assert res.exit_code == 0 and "cthulhu" in res.output


def test_play_with_the_variants_shows_the_sheets_and_the_epic_battle(tmp_path):
    """`arkham play --herald random --guardian hypnos --epic-battle`: the screen names the sheets
    in play with their rules and, once the Ancient One wakes, the Epic Battle card drawn; the
    saved settings keep the variant (KH p.10, p.11)."""
    db = tmp_path / "games.sqlite"
    res = run(
        "play",
        "--packs",
        "base,kingsport",
        "--herald",
        "random",
        "--guardian",
        "hypnos",
        "--epic-battle",
        "-n",
        "2",
        "--bots",
        "all",
        "--seed",
        "4",
        "--db",
        str(db),
        "--no-clear",
        "--log-lines",
        "1",
    )
    assert res.exit_code == 0, res.output[-2000:]
    text = " ".join(res.output.split())
    assert "Herald: Tulzscha, The Green Flame." in text or "Herald: Ghroth, The Nemesis Moon." in text
    assert "Guardian: Hypnos, Lord of Sleep. Setup: shuffle the Visions of Hypnos." in text
    assert "Epic Battle card last drawn:" in text or "Epic Battle card in play:" in text
    with GameStore(db) as store:
        (saved,) = store.games()
        assert saved.settings["sheets"] == {"herald": "random", "guardian": "hypnos"}
        assert saved.settings["epic_battle"] is True and saved.finished
