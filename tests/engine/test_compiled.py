"""The optional compiled engine (``tools/compiled.py build``) plays the games the pure Python
package plays, byte for byte: the same choices, the same saved game at the end.

Skipped when the compiled modules are not built: the pure Python package is the default."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

import arkham.engine

SRC = Path(__file__).resolve().parents[2] / "src"
SUFFIX = sysconfig.get_config_var("EXT_SUFFIX") or ".so"
COMPILED = any((SRC / "arkham").rglob(f"*{SUFFIX}"))

pytestmark = pytest.mark.skipif(
    not COMPILED, reason="the compiled modules are not built (python tools/compiled.py build)"
)

#: (packs, rule set, investigators, seed): each box and the Haunt rule set, few and many players
GAMES = [
    (["base"], "classic", 1, 0),
    (["base"], "classic", 4, 1),
    (["base"], "classic", 8, 2),
    (["base", "dunwich"], "classic", 3, 3),
    (["base", "kingsport"], "classic", 5, 4),
    (["base", "dunwich", "kingsport"], "classic", 4, 5),
    (["base"], "haunt", 3, 6),
    (["base"], "haunt", 5, 7),
]

PLAY = """
import hashlib, json, random, sys
import arkham, arkham.engine
out = {"engine": arkham.engine.__file__, "games": []}
for packs, ruleset, n, seed in json.loads(sys.argv[1]):
    g = arkham.new_game(seed=seed, investigators=n, packs=packs, ruleset=ruleset)
    rng = random.Random(seed)
    k = 0
    while not g.is_over and k < 60000:
        g.apply(rng.choice(g.choice.options).id)
        k += 1
    out["games"].append([k, hashlib.sha256(g.to_json().encode()).hexdigest()])
print(json.dumps(out))
"""


def play(src: Path) -> dict:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    env |= {"PYTHONPATH": str(src), "PYTHONHASHSEED": "0", "PYTHONDONTWRITEBYTECODE": "1"}
    done = subprocess.run(
        [sys.executable, "-c", PLAY, json.dumps(GAMES)], env=env, capture_output=True, text=True, check=True
    )
    return json.loads(done.stdout)


def test_this_process_runs_the_compiled_engine() -> None:
    assert arkham.engine.__file__ is not None and arkham.engine.__file__.endswith(SUFFIX)


def test_compiled_and_pure_games_are_identical(tmp_path: Path) -> None:
    pure_src = tmp_path / "src"
    shutil.copytree(SRC, pure_src, ignore=shutil.ignore_patterns(f"*{SUFFIX}", "__pycache__", "*.egg-info"))
    compiled, pure = play(SRC), play(pure_src)
    assert compiled["engine"].endswith(SUFFIX)
    assert pure["engine"].endswith(".py")
    assert all(n > 0 for n, _ in pure["games"])
    assert compiled["games"] == pure["games"]
