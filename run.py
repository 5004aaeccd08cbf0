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
    python3 run.py bench     # run the engine benchmark

Any command takes --help for its options.
"""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
BIN = VENV / ("Scripts" if os.name == "nt" else "bin")
STAMP = VENV / ".installed"


def ensure_env() -> None:
    stamp_src = (ROOT / "pyproject.toml").read_text()
    if STAMP.exists() and STAMP.read_text() == stamp_src:
        return
    if not (BIN / "python").exists():
        print("Creating a virtual environment in .venv ...", flush=True)
        subprocess.check_call([sys.executable, "-m", "venv", str(VENV)])
    print("Installing arkham and its dependencies (first use only) ...", flush=True)
    subprocess.check_call([str(BIN / "python"), "-m", "pip", "install", "-q", "--disable-pip-version-check",
                           "-e", f"{ROOT}[test]"])
    STAMP.write_text(stamp_src)


def main(argv: list[str]) -> int:
    if not argv or argv[0] in ("-h", "--help"):
        print(__doc__)
        return 0
    ensure_env()
    cmd, rest = argv[0], argv[1:]
    py = str(BIN / "python")
    env = dict(os.environ, ARKHAM_PROG="python3 run.py")  # hints name the command that works here
    if cmd == "test":
        env = dict(os.environ)  # the tests see the environment as it is
        args = [py, "-m", "pytest", *rest]
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
