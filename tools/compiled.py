#!/usr/bin/env python3
"""The optional compiled engine: the engine and the rules' modules built by mypyc.

    python tools/compiled.py build    # compile the modules in place (needs mypy and a C compiler)
    python tools/compiled.py remove   # delete the compiled modules: the package is pure Python again
    python tools/compiled.py status   # say which modules are compiled

The pure Python package is the default and the reference: the compiled modules are built
from the same sources, sit next to them in ``src/arkham`` (Python imports a compiled module
before its source), and play the same games byte for byte (``tests/engine/test_compiled.py``).
``python3 run.py compile`` and ``python3 run.py compile --remove`` run this script in the
project's environment. Nothing is compiled by an install: ``pip install`` gives pure Python.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import sysconfig
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SRC = ROOT / "src"
PKG = SRC / "arkham"
#: the packages compiled whole (every module but their ``__init__``), and single modules. The
#: rules' packages (rules/classic, rules/classic/core, each box's, effects) build but do not yet
#: run compiled: a local typed from its first value meets None from a frame, and mypyc raises
#: TypeError; state.py compiled would hand the save checks classes for its annotations' strings.
PACKAGES: tuple[str, ...] = ()
#: (not rulesets.py: its dataclasses name types that exist only for the type checker)
MODULES = ("engine.py", "choice_kinds.py")
#: the shared library of the compiled group, next to the package
GROUP = "arkham_compiled"
SUFFIX = sysconfig.get_config_var("EXT_SUFFIX") or ".so"


def sources() -> list[Path]:
    """The modules compiled, in a fixed order."""
    out = [PKG / m for m in MODULES]
    for p in PACKAGES:
        out += sorted(f for f in (PKG / p).glob("*.py") if f.name != "__init__.py")
    return out


def built() -> list[Path]:
    """The compiled files in the tree now: one per module and the group's shared library."""
    return sorted(PKG.rglob(f"*{SUFFIX}")) + sorted(SRC.glob(f"{GROUP}__mypyc*{SUFFIX}"))


def remove() -> int:
    files = built()
    for f in files:
        f.unlink()
    print(f"removed {len(files)} compiled files: the package is pure Python")
    return 0


def build(opt_level: str) -> int:
    try:
        from mypyc.build import mypycify  # noqa: F401
    except ImportError:
        print("mypyc is not installed: pip install -e '.[compiled]' (it comes with mypy)", file=sys.stderr)
        return 2
    remove()
    mods = [str(p.relative_to(SRC)) for p in sources()]
    t0 = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="arkham-mypyc-") as tmp:
        # the sources' own mypy settings check fewer files; these modules type-check as one program
        cfg = Path(tmp) / "mypy.ini"
        cfg.write_text("[mypy]\npython_version = 3.11\nfollow_imports = silent\ncheck_untyped_defs = true\n")
        script = Path(tmp) / "setup.py"
        script.write_text(
            "from setuptools import setup\n"
            "from mypyc.build import mypycify\n"
            f"setup(name='arkham-compiled', ext_modules=mypycify({['--config-file', str(cfg), *mods]!r},"
            f" opt_level={opt_level!r}, group_name={GROUP!r}, target_dir={str(Path(tmp) / 'c')!r}),"
            f" script_args=['build_ext', '--inplace', '--build-temp', {str(Path(tmp) / 'o')!r},"
            f" '--build-lib', {str(Path(tmp) / 'lib')!r}])\n"
        )
        env = dict(os.environ, PYTHONPATH=str(SRC))
        code = subprocess.call([sys.executable, str(script)], cwd=SRC, env=env)
    if code:
        remove()
        return code
    files = built()
    size = sum(f.stat().st_size for f in files)
    print(
        f"compiled {len(mods)} modules in {time.perf_counter() - t0:.0f} s: "
        f"{len(files)} files, {size / 1e6:.1f} MB (python tools/compiled.py remove deletes them)"
    )
    return 0


def status() -> int:
    files = built()
    if not files:
        print("pure Python: no compiled modules")
        return 0
    size = sum(f.stat().st_size for f in files)
    print(f"compiled: {len(files)} files, {size / 1e6:.1f} MB")
    return 0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0], epilog=__doc__.split("\n\n", 1)[1])
    ap.add_argument("action", choices=("build", "remove", "status"))
    ap.add_argument("--opt-level", default="3", help="the C compiler's optimisation level (default 3)")
    args = ap.parse_args(argv)
    if args.action == "build":
        return build(args.opt_level)
    return remove() if args.action == "remove" else status()


if __name__ == "__main__":
    sys.exit(main())
