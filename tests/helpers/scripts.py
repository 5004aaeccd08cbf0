"""Load one of the project's scripts (``bench/``, ``examples/``) as a module, to call its
``main(argv)`` in a test as the command line would."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[2]


def load_script(relpath: str) -> ModuleType:
    """The script at ``relpath`` (from the project's root, e.g. ``bench/opening_gate.py``)."""
    path = ROOT / relpath
    spec = importlib.util.spec_from_file_location(path.stem, path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod
