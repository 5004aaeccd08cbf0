"""Every investigator card of the base pack has its mechanics in ``data`` and at
least one scenario test marked ``@covers("<card id>")`` (tests/coverage_marks.py).

The marks are read from the test files' source with ``ast``: any call
``covers(...)`` whose arguments are string literals naming card ids counts
(``covers(*NAMES)`` with a module-level tuple or list of literals too)."""
from __future__ import annotations

import ast
from pathlib import Path

from arkham.content.loader import load_content

TESTS = Path(__file__).parent


def _strings(node: ast.AST, names: dict[str, list[str]]) -> list[str]:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.Starred):
        return _strings(node.value, names)
    if isinstance(node, ast.Name):
        return names.get(node.id, [])
    if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
        return [s for e in node.elts for s in _strings(e, names)]
    return []


def covered_ids(files=None) -> dict[str, set[str]]:
    """Card id -> the test files whose ``covers(...)`` marks name it."""
    out: dict[str, set[str]] = {}
    for path in sorted(files or TESTS.glob("test_*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        names: dict[str, list[str]] = {}
        for st in tree.body:  # module-level constants: NAMES = ("base:x", ...)
            if isinstance(st, ast.Assign) and len(st.targets) == 1 and isinstance(st.targets[0], ast.Name):
                names[st.targets[0].id] = _strings(st.value, {})
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            f = node.func
            fname = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""
            if fname != "covers":
                continue
            for a in node.args:
                for s in _strings(a, names):
                    out.setdefault(s, set()).add(path.name)
    return out


def base_cards():
    return load_content(("base",)).cards


def test_every_base_card_has_mechanics_in_its_data():
    missing = sorted(cid for cid, d in base_cards().items() if not d.data)
    assert not missing, f"cards without mechanics in `data`: {', '.join(missing)}"


def test_every_base_card_has_a_covering_test():
    covered = covered_ids()
    missing = sorted(cid for cid in base_cards() if cid not in covered)
    assert not missing, f"{len(missing)} card(s) with no @covers test: {', '.join(missing)}"


def test_the_scan_finds_marks_and_notices_a_missing_one(tmp_path):
    """The check itself must bite: a file without a mark for a card leaves it uncovered."""
    f = tmp_path / "test_sample.py"
    f.write_text('from coverage_marks import covers\nIDS = ("base:axe",)\n\n'
                 '@covers("base:knife", *IDS)\ndef test_x():\n    pass\n', encoding="utf-8")
    got = covered_ids([f])
    assert set(got) == {"base:knife", "base:axe"}
    assert "base:elder_sign" not in got
    every = set(base_cards())
    assert every - set(got)                                  # so the real check would fail for these
