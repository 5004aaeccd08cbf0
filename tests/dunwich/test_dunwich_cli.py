"""The pack on the command line: `arkham play --packs base,dunwich`, `arkham list`,
`arkham simulate --packs base,dunwich`, and replay of a saved base+dunwich game."""

from __future__ import annotations

from typer.testing import CliRunner

from arkham.cli import app
from arkham.saved_games import GameStore


def run(*args):
    res = CliRunner().invoke(app, list(args))
    assert "Traceback" not in res.output, res.output
    return res


def test_list_with_the_dunwich_pack():
    res = run("list", "--packs", "base,dunwich")
    assert res.exit_code == 0 and "cthulhu" in res.output


def test_an_unknown_pack_on_the_command_line_is_named():
    res = run("play", "--packs", "base,kadath", "--bots", "all", "--no-clear")
    assert res.exit_code == 2 and "unknown pack 'kadath'" in res.output


def test_bots_play_a_base_dunwich_game_to_its_end_and_replay_checks_it(tmp_path):
    db = tmp_path / "games.sqlite"
    res = run(
        "play",
        "--packs",
        "base,dunwich",
        "-n",
        "2",
        "--bots",
        "all",
        "--seed",
        "11",
        "--db",
        str(db),
        "--no-clear",
        "--log-lines",
        "1",
    )
    assert res.exit_code == 0, res.output[-2000:]
    with GameStore(db) as store:
        (saved,) = store.games()
        assert saved.settings["packs"] == ["base", "dunwich"] and saved.finished
        _, game = store.load(saved.id)
        assert game.state.packs == ["base", "dunwich"] and game.is_over
    res = run("replay", "1", "--db", str(db), "--auto", "--no-clear", "--log-lines", "1")
    assert res.exit_code == 0, res.output[-2000:]


def test_simulate_with_the_dunwich_pack(tmp_path):
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
        "base,dunwich",
        "--db",
        str(db),
        "--run",
        "d",
        "--workers",
        "1",
        "--no-progress",
    )
    assert res.exit_code == 0, res.output
    assert "4 games played" in res.output


def test_list_with_part_of_the_box():
    res = run("list", "--packs", "base,dunwich:investigators")
    assert res.exit_code == 0 and "jim_culver" in res.output and "tsathoggua" not in res.output
    res = run("list", "--packs", "base,dunwich:rail")
    assert res.exit_code == 2 and "no part 'rail'" in res.output
