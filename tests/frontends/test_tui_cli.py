"""The command line as a new user meets it: help texts, hints that name a command that works."""

from __future__ import annotations

import io
import subprocess
import sys
from pathlib import Path

import arkham
from rich.console import Console
from typer.testing import CliRunner

from arkham.cli import app
from arkham.tui.app import Session

ROOT = Path(__file__).resolve().parents[2]


def test_run_py_help_lists_every_command():
    out = subprocess.run(
        [sys.executable, str(ROOT / "run.py"), "--help"], capture_output=True, text=True, check=True
    ).stdout
    for cmd in ("play", "serve", "games", "replay", "list", "simulate", "report", "test", "check", "bench"):
        assert f"run.py {cmd}" in out, cmd


def test_flags_do_not_look_like_they_take_a_value():
    out = CliRunner().invoke(app, ["play", "--help"], env={"COLUMNS": "160"}).output
    setup = next(line for line in out.splitlines() if "--setup" in line)
    assert "<bool>" not in setup and "BOOLEAN" not in setup
    assert "default: heuristic" in " ".join(out.split())  # the same bot as simulate by default


def test_hints_name_run_py_when_started_through_it(monkeypatch, tmp_path):
    g = arkham.new_game(seed=1)
    con = Console(file=io.StringIO(), width=120, record=True)
    monkeypatch.setenv("ARKHAM_PROG", "python3 run.py")
    s = Session(g, ["person"], con, game_id=4, read=lambda p: (_ for _ in ()).throw(EOFError()))
    assert "Resume it with: python3 run.py play --resume 4" in s.saved_note()
    monkeypatch.delenv("ARKHAM_PROG")
    assert "Resume it with: arkham play --resume 4" in s.saved_note()


def test_serve_is_a_command():
    out = CliRunner().invoke(app, ["serve", "--help"], env={"COLUMNS": "160"}).output
    assert "--host" in out and "--bot-delay" in out and "--port" in out


def test_ctrl_c_under_run_py_leaves_without_a_traceback(tmp_path):
    """run.py with its environment already made: Ctrl-C at the prompt ends the game politely."""
    import os
    import shutil
    import signal

    import pytest

    pexpect = pytest.importorskip("pexpect")
    shutil.copy(ROOT / "run.py", tmp_path / "run.py")
    shutil.copy(ROOT / "pyproject.toml", tmp_path / "pyproject.toml")
    (tmp_path / ".venv" / "bin").mkdir(parents=True)
    py = tmp_path / ".venv" / "bin" / "python"
    py.write_text(f'#!/bin/sh\nexec "{sys.executable}" "$@"\n')
    py.chmod(0o755)
    (tmp_path / ".venv" / ".installed").write_text((ROOT / "pyproject.toml").read_text())
    env = dict(
        os.environ,
        PYTHONPATH=str(ROOT / "src"),
        XDG_DATA_HOME=str(tmp_path / "xdg"),
        TERM="dumb",
        COLUMNS="150",
        LINES="60",
    )
    # Ctrl-C as a terminal delivers it, whatever started the tests: a job started in the
    # background of a shell without job control has SIGINT ignored, and its children with it
    child = pexpect.spawn(
        sys.executable,
        [str(tmp_path / "run.py"), "play", "-a", "yig", "--seed", "2"],
        cwd=str(tmp_path),
        env=env,
        encoding="utf-8",
        dimensions=(60, 150),
        timeout=30,
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    child.expect(r"choose 1-\d+")
    child.sendintr()
    child.expect(pexpect.EOF)
    out = child.before
    child.close()
    assert "Traceback" not in out
    assert "python3 run.py play --resume 1" in out  # the hint names the command that works here
