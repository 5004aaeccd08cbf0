"""Every key Kingsport's rule modules keep in ``State.rules_data`` is listed in
``arkham.rules.kingsport.data``, and every key listed there is used.

The modules' source is read, not run: a key is the string (or a module-level name bound
to a string) given to ``rules_data[...]``, ``rules_data.get(...)``, ``.setdefault(...)``,
``.pop(...)`` or an ``in rules_data`` test. Any other use of ``rules_data`` (a key made at
run time, the dict handed on under another name) fails the test, so no key can slip by.
"""

from __future__ import annotations

import ast
from pathlib import Path

import arkham.rules.kingsport as kingsport
from arkham.rules.kingsport import data

FOLDER = Path(kingsport.__file__).parent
METHODS = ("get", "setdefault", "pop")


def _is_rules_data(node: ast.AST) -> bool:
    return isinstance(node, ast.Attribute) and node.attr == "rules_data"


def _constants(tree: ast.Module) -> dict[str, str]:
    """Module-level names bound to a string (``BROOD = "brood"``)."""
    out = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str):
            for t in node.targets:
                if isinstance(t, ast.Name):
                    out[t.id] = node.value.value
    return out


def keys_in(path: Path) -> tuple[dict[str, set[str]], list[str]]:
    """The keys one module uses (key -> the lines), and the uses of ``rules_data`` that
    name no key this test can read."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    consts = _constants(tree)
    found: dict[str, set[str]] = {}
    read: set[int] = set()  # ids of the rules_data nodes whose key was read
    unread: list[str] = []

    def key(node: ast.AST, holder: ast.AST, line: int) -> None:
        k = (
            node.value
            if isinstance(node, ast.Constant)
            else consts.get(node.id)
            if isinstance(node, ast.Name)
            else None
        )
        read.add(id(holder))
        if not isinstance(k, str):
            unread.append(f"{path.name}:{line} {ast.unparse(node)}")
            return
        found.setdefault(k, set()).add(f"{path.name}:{line}")

    for node in ast.walk(tree):
        if isinstance(node, ast.Subscript) and _is_rules_data(node.value):
            key(node.slice, node.value, node.lineno)
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr in METHODS
            and _is_rules_data(node.func.value)
            and node.args
        ):
            key(node.args[0], node.func.value, node.lineno)
        elif (
            isinstance(node, ast.Compare)
            and len(node.ops) == 1
            and isinstance(node.ops[0], (ast.In, ast.NotIn))
            and _is_rules_data(node.comparators[0])
        ):
            key(node.left, node.comparators[0], node.lineno)
    for node in ast.walk(tree):
        if _is_rules_data(node) and id(node) not in read:
            unread.append(f"{path.name}:{node.lineno} {ast.unparse(node)}")
    return found, unread


def scan() -> tuple[dict[str, set[str]], list[str]]:
    found: dict[str, set[str]] = {}
    unread: list[str] = []
    for path in sorted(FOLDER.glob("*.py")):
        if path.name == "data.py":
            continue
        keys, odd = keys_in(path)
        for k, lines in keys.items():
            found.setdefault(k, set()).update(lines)
        unread += odd
    return found, unread


def test_every_use_of_rules_data_names_a_key():
    _, unread = scan()
    assert unread == []


def test_every_key_used_is_listed():
    found, _ = scan()
    missing = {k: sorted(lines) for k, lines in found.items() if k not in data.KEYS}
    assert missing == {}


def test_every_key_listed_is_used():
    found, _ = scan()
    assert sorted(k for k in data.KEYS if k not in found) == []


def test_every_key_listed_is_described_in_the_docstring():
    doc = data.__doc__ or ""
    lines = doc.partition("rules_data keys:")[2].splitlines()
    described = {line.split()[0] for line in lines if line.startswith("  ") and not line.startswith("   ")}
    assert described == set(data.KEYS)


def test_the_scan_reads_each_form_of_use(tmp_path):
    """The scan itself: a subscript, each method, an ``in`` test, a named key; an alias is flagged."""
    src = tmp_path / "sample.py"
    src.write_text(
        'KEY = "named"\n'
        "def f(g):\n"
        '    g.state.rules_data["a"] = 1\n'
        '    g.state.rules_data.get("b")\n'
        "    g.state.rules_data.setdefault(KEY, {})\n"
        '    g.state.rules_data.pop("c", None)\n'
        '    if "d" not in g.state.rules_data:\n'
        "        d = g.state.rules_data\n",
        encoding="utf-8",
    )
    found, unread = keys_in(src)
    assert sorted(found) == ["a", "b", "c", "d", "named"]
    assert unread == ["sample.py:8 g.state.rules_data"]
