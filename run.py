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
    if cmd == "test":
        return subprocess.call([py, "-m", "pytest", *rest], cwd=ROOT)
    if cmd == "bench":
        return subprocess.call([py, str(ROOT / "bench" / "engine_bench.py"), *rest], cwd=ROOT)
    return subprocess.call([py, "-m", "arkham.cli", cmd, *rest], cwd=ROOT)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
