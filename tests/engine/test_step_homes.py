"""A box's rules push only steps that are there whenever that box is: its own, or the shared
ones (the classic rules and the effect vocabulary). A Kingsport gate card that pushed a
Dunwich step failed every base+Kingsport game that drew it, since the Dunwich rules are not
loaded without their box."""

from __future__ import annotations

import re
from pathlib import Path

SRC = Path(__file__).resolve().parents[2] / "src" / "arkham"
BOXES = ("dunwich", "kingsport", "haunt")


def _home(path: Path) -> str:
    parts = path.relative_to(SRC).parts
    return parts[1] if parts[0] == "rules" and parts[1] in BOXES else "shared"


def test_every_step_a_box_pushes_is_its_own_or_shared():
    homes: dict[str, str] = {}
    pushed: list[tuple[str, str, str]] = []
    for path in sorted(SRC.rglob("*.py")):
        text = path.read_text()
        for m in re.finditer(r'@step\(\s*"([^"]+)"', text):
            homes[m.group(1)] = _home(path)
        for m in re.finditer(r'\.push\(\s*"([^"]+)"', text):
            line = text.count("\n", 0, m.start()) + 1
            pushed.append((f"{path.relative_to(SRC)}:{line}", _home(path), m.group(1)))
    assert len(homes) > 150 and len(pushed) > 200  # every rule module was read
    unknown = [(where, name) for where, _, name in pushed if name not in homes]
    assert not unknown, unknown
    astray = [(where, name, homes[name]) for where, home, name in pushed if homes[name] not in ("shared", home)]
    assert not astray, astray


def test_no_box_imports_another_boxs_rules():
    """What two boxes share lives in the shared rules: a box importing another's module would
    load that box's rules (and register its steps) in games without it."""
    found = []
    for box in BOXES:
        for path in sorted((SRC / "rules" / box).rglob("*.py")):
            text = path.read_text()
            found += [
                f"{path.relative_to(SRC)} imports {other}"
                for other in BOXES
                if other != box and re.search(rf"arkham\.rules\.{other}\b|from arkham\.rules import {other}\b", text)
            ]
    assert not found, found
