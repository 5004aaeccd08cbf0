#!/usr/bin/env python3
"""Bootstrap: make a virtual environment with the project installed, then run.

    python3 run.py play      # play a game in the terminal (first use installs)
    python3 run.py serve     # the web table: a lobby and a join link per seat
    python3 run.py games     # the saved games
    python3 run.py replay N  # step through saved game N again
    python3 run.py list      # investigators, Ancient Ones and bots by id
    python3 run.py simulate  # bots play many games (the simulation lab)
    python3 run.py report    # summarise a simulation run
    python3 run.py test      # run the whole test suite
    python3 run.py check     # lint, format and type checks (ruff, mypy)
    python3 run.py bench     # run the engine benchmark
    python3 run.py compile   # optional: build the compiled engine (mypyc); --remove deletes it

Any command takes --help for its options. `play`, `serve` and the other game commands
install only what playing needs; `test` and `check` add the test and documentation tools once.
To type `arkham ...` instead, activate the environment: `. .venv/bin/activate`.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
BIN = VENV / ("Scripts" if os.name == "nt" else "bin")
#: what each kind of command installs: the game alone, or the game with the test and docs tools
EXTRAS = {"play": "", "test": "[test,docs]"}
STAMPS = {"play": VENV / ".installed", "test": VENV / ".installed-test"}


def _fresh(kind: str, stamp_src: str) -> bool:
    stamp = STAMPS[kind]
    return stamp.exists() and stamp.read_text() == stamp_src


def ensure_env(kind: str = "play") -> None:
    """Install the package with what ``kind`` needs, once per version of pyproject.toml. The
    test environment holds the game's too, so playing after testing installs nothing; each
    kind keeps its own stamp, so switching between them does not reinstall."""
    stamp_src = (ROOT / "pyproject.toml").read_text()
    if _fresh(kind, stamp_src) or (kind == "play" and _fresh("test", stamp_src)):
        return
    if not (BIN / "python").exists():
        print("Creating a virtual environment in .venv ...", flush=True)
        subprocess.check_call([sys.executable, "-m", "venv", str(VENV)])
    what = "the test and documentation tools" if kind == "test" else "what playing needs"
    print(f"Installing arkham and {what} into .venv (once) ...", flush=True)
    subprocess.check_call(
        [
            str(BIN / "python"),
            "-m",
            "pip",
            "install",
            "-q",
            "--disable-pip-version-check",
            "-e",
            f"{ROOT}{EXTRAS[kind]}",
        ]
    )
    STAMPS[kind].write_text(stamp_src)
    if kind == "test":
        STAMPS["play"].write_text(stamp_src)


#: the style and type checks of ``check``, configured in pyproject.toml, run in this order
CHECKS = (
    ("ruff", "check", "."),
    ("ruff", "format", "--check", "."),
    ("mypy",),
)


def check(py: str) -> int:
    """Run every check (each reports its own findings); the first failure's code, or 0."""
    failed = 0
    for tool in CHECKS:
        code = subprocess.call([py, "-m", *tool], cwd=ROOT)
        failed = failed or code
    return failed


def main(argv: list[str]) -> int:
    if not argv or argv[0] in ("-h", "--help"):
        print(__doc__)
        return 0
    cmd, rest = argv[0], argv[1:]
    ensure_env("test" if cmd in ("test", "check", "compile") else "play")
    py = str(BIN / "python")
    env = dict(os.environ, ARKHAM_PROG="python3 run.py")  # hints name the command that works here
    if cmd == "test":
        env = dict(os.environ)  # the tests see the environment as it is
        args = [py, "-m", "pytest", *rest]
    elif cmd == "check":
        return check(py)
    elif cmd == "compile":  # the optional compiled engine: tools/compiled.py build, or remove
        action = "remove" if "--remove" in rest else "build"
        args = [py, str(ROOT / "tools" / "compiled.py"), action, *(a for a in rest if a != "--remove")]
    elif cmd == "bench":
        args = [py, str(ROOT / "bench" / "engine_bench.py"), *rest]
    else:
        args = [py, "-m", "arkham.cli", cmd, *rest]
    proc = subprocess.Popen(args, cwd=ROOT, env=env)
    while True:
        try:
            return proc.wait()
        except KeyboardInterrupt:  # Ctrl-C reaches the child too; it says goodbye and saves, we wait for it
            continue


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
