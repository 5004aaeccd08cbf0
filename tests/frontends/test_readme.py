"""The README as a newcomer reads it: a front door of at most 200 lines whose every command
exists and takes the options it shows, whose Python example runs, and whose links lead to
files that exist."""

from __future__ import annotations

import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from arkham.cli import app

ROOT = Path(__file__).resolve().parents[2]
README = (ROOT / "README.md").read_text()
RUN_PY_ONLY = {"test", "bench"}  # run.py's own commands; the rest are the arkham command line


def blocks(lang: str) -> list[str]:
    return re.findall(rf"```{lang}\n(.*?)```", README, re.S)


def commands() -> list[list[str]]:
    out = []
    for block in blocks("sh"):
        for line in block.splitlines():
            line = line.split(" #")[0].strip()
            if line.startswith("python3 run.py "):
                out.append(shlex.split(line)[2:])
    return out


def test_the_readme_is_a_front_door():
    assert len(README.splitlines()) <= 200
    for cmd in ("python3 run.py play", "python3 run.py test"):
        assert cmd in README.split("##")[0]  # the two first commands, before any section
    assert len(commands()) >= 8


@pytest.mark.parametrize("argv", commands(), ids=lambda a: " ".join(a))
def test_each_command_of_the_readme_exists_with_its_options(argv):
    """Every option a README command gives is one the command has (click refuses an unknown
    option before it reads --help); its values are checked where they name content."""
    if argv[0] in RUN_PY_ONLY:
        doc = subprocess.run(
            [sys.executable, str(ROOT / "run.py"), "--help"], capture_output=True, text=True, check=True
        ).stdout
        assert f"run.py {argv[0]}" in doc
        return
    res = CliRunner().invoke(app, [*argv, "--help"])
    assert res.exit_code == 0, res.output
    assert "Usage:" in res.output


def test_the_readme_commands_that_name_content_name_what_the_packs_hold(tmp_path):
    """The expansions' command sets up the game it names (short id within the packs, the
    variants), and stops at its first choice without input."""
    (argv,) = [a for a in commands() if a[:1] == ["play"] and "--epic-battle" in a]
    res = CliRunner().invoke(app, [*argv, "--db", str(tmp_path / "g.sqlite"), "--no-clear", "--seed", "3"], input="")
    assert "Abhoth" in res.output, res.output[-2000:]
    assert "Traceback" not in res.output


def test_the_readme_python_example_runs():
    (code,) = blocks("python")
    env: dict = {}
    exec(compile(code, "README.md", "exec"), env)
    assert env["game"].is_over and env["copy"] == env["game"]


def test_the_readme_links_lead_to_files():
    links = re.findall(r"\]\(([^)#]+)\)", README)
    assert links
    for link in links:
        assert (ROOT / link).exists(), link
