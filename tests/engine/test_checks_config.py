"""The style and type checks: mypy covers the engine core, ``run.py check`` runs ruff and
mypy, and CI runs the checks before the tests."""

from __future__ import annotations

import importlib.util
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CORE = ("engine.py", "state.py", "saves.py", "api.py", "rules/extensions.py")


def test_mypy_checks_the_five_files_of_the_engine_core():
    conf = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    mypy = conf["tool"]["mypy"]
    assert sorted(mypy["files"]) == sorted(f"src/arkham/{f}" for f in CORE)
    assert all((ROOT / f).is_file() for f in mypy["files"])
    assert mypy["python_version"] == "3.11" and mypy["check_untyped_defs"] and mypy["warn_unused_ignores"]
    assert mypy["follow_imports"] == "silent"
    assert any(d.startswith("mypy>=1.8,<2") for d in conf["project"]["optional-dependencies"]["test"])


def test_run_py_check_runs_ruff_and_mypy_and_ci_runs_it_before_the_tests():
    spec = importlib.util.spec_from_file_location("run_py", ROOT / "run.py")
    run_py = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(run_py)
    assert run_py.CHECKS == (("ruff", "check", "."), ("ruff", "format", "--check", "."), ("mypy",))
    assert "python3 run.py check" in run_py.__doc__
    lines = [line.strip() for line in (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()]
    assert lines.index("python3 run.py check") < lines.index("python3 run.py test")
    assert not any(line.startswith(".venv/bin/python -m ruff") for line in lines)
