"""The pages that describe the code name only what exists: every path and every
``arkham.x.y`` name written in docs/architecture.md and docs/layout.md is a file, a
folder, a module or a name of a module, and the ``src/`` paths named on any other page
are too (a part in capitals, ``src/arkham/content/NAME/``, stands for a name to choose).
The layers import one another as the architecture page says."""

from __future__ import annotations

import ast
import importlib
import importlib.util
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"
PAGES = ("architecture.md", "layout.md")

CODE = re.compile(r"`([^`\n]+)`")
PATH = re.compile(r"(?<![\w/.-])((?:src|tests|bench|tools|examples|docs)/[\w./-]*)")
NAME = re.compile(r"(?<![\w.])(arkham(?:\.\w+)+)")


def _code_spans(page: str) -> list[str]:
    text = (DOCS / page).read_text(encoding="utf-8")
    spans = CODE.findall(text)
    for block in re.findall(r"```[a-z]*\n(.*?)```", text, flags=re.S):
        spans += block.splitlines()
    return spans


def _paths(page: str) -> set[str]:
    return {p.rstrip(".,;:") for span in _code_spans(page) for p in PATH.findall(span)}


def _names(page: str) -> set[str]:
    return {n for span in _code_spans(page) for n in NAME.findall(span)}


def _resolves(name: str) -> bool:
    """A module, or a name defined in a module (``arkham.rules.extensions.POINTS``)."""
    parts = name.split(".")
    for i in range(len(parts), 0, -1):
        module = ".".join(parts[:i])
        try:
            found = importlib.util.find_spec(module) is not None
        except ModuleNotFoundError:
            found = False
        if found:
            obj = importlib.import_module(module)
            for attr in parts[i:]:
                if not hasattr(obj, attr):
                    return False
                obj = getattr(obj, attr)
            return True
    return False


@pytest.mark.parametrize("page", PAGES)
def test_every_path_named_exists(page):
    paths = _paths(page)
    assert any(p.startswith("src/arkham/") for p in paths), page  # the pattern reads the page
    missing = sorted(p for p in paths if not (ROOT / p).exists())
    assert not missing, f"{page} names paths that do not exist: {', '.join(missing)}"


@pytest.mark.parametrize("page", PAGES)
def test_every_module_named_exists(page):
    names = _names(page)
    assert names or page != "architecture.md", page  # the pattern reads the page
    missing = sorted(n for n in names if not _resolves(n))
    assert not missing, f"{page} names modules or names that do not exist: {', '.join(missing)}"


def test_the_src_paths_of_every_page_exist():
    missing = []
    for page in sorted(DOCS.glob("*.md")):
        for p in _paths(page.name):
            if not p.startswith("src/"):
                continue
            parts = p.rstrip("/").split("/")
            known = [s for s in parts if not s.isupper()]
            if len(known) == len(parts) or known == parts[: len(known)]:
                if not (ROOT / "/".join(known)).exists():
                    missing.append(f"{page.name}: {p}")
    assert not missing, "pages name paths that do not exist: " + ", ".join(missing)


def test_the_architecture_is_on_the_site():
    nav = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    index = (DOCS / "index.md").read_text(encoding="utf-8")
    assert " architecture.md" in nav and "(architecture.md)" in index


def _imports(path: Path) -> set[str]:
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            out.add(node.module)
    return out


def _within(module: str, packages: tuple[str, ...]) -> bool:
    return any(module == p or module.startswith(p + ".") for p in packages)


def test_the_game_imports_no_front_end_bot_or_lab():
    """As the architecture says: the engine, the rule sets, the rules, the content and the
    effects import no front end, bot or lab, and the presentation layer neither front end."""
    src = ROOT / "src" / "arkham"
    game = [
        src / "engine.py",
        src / "state.py",
        src / "rulesets.py",
        *(p for d in ("rules", "content", "effects") for p in (src / d).rglob("*.py")),
    ]
    above = ("arkham.present", "arkham.tui", "arkham.web", "arkham.bots", "arkham.lab", "arkham.ai")
    wrong = [f"{p.relative_to(ROOT)}: {m}" for p in game for m in sorted(_imports(p)) if _within(m, above)]
    wrong += [
        f"{p.relative_to(ROOT)}: {m}"
        for p in (src / "present").rglob("*.py")
        for m in sorted(_imports(p))
        if _within(m, ("arkham.tui", "arkham.web"))
    ]
    assert not wrong, "imports against the layers: " + ", ".join(wrong)
