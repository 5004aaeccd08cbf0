"""Coverage marks: each card or investigator test names the card ids it covers,
``@covers("base:tommy_gun", ...)``; a coverage test checks that every id has one
(``covered_ids`` reads the marks from the test files' source with ``ast``)."""

import ast
from pathlib import Path

import pytest


def covers(*ids):
    return pytest.mark.covers(*ids)


TESTS = Path(__file__).resolve().parents[1]  # the tests folder, every area below it


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
    for path in sorted(files or TESTS.rglob("test_*.py")):
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
