"""The documentation site: `mkdocs build --strict` over docs/ (warnings fail it: a broken link,
a page missing from the navigation, a docstring mkdocstrings cannot read)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def test_the_site_builds_strictly(tmp_path):
    pytest.importorskip("mkdocs", reason="mkdocs is not installed: install the 'docs' extra (python3 run.py test does)")
    pytest.importorskip("mkdocstrings", reason="mkdocstrings is not installed: install the 'docs' extra")
    res = subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "-q", "-d", str(tmp_path / "site")],
        cwd=ROOT,
        capture_output=True,
        text=True,
        env=dict(os.environ, NO_MKDOCS_2_WARNING="1"),
    )
    assert res.returncode == 0, res.stdout[-3000:] + res.stderr[-3000:]
    api = (tmp_path / "site" / "api" / "index.html").read_text()
    assert "new_game" in api and "IllegalChoice" in api  # the reference is read from the docstrings
    rulings = (tmp_path / "site" / "rulings-code" / "index.html").read_text()
    assert "Decided" in rulings
    for page in ("bots", "lab", "performance", "play-haunt", "play-kingsport", "play-dunwich", "changelog"):
        assert (tmp_path / "site" / page / "index.html").exists(), page


def test_every_docs_page_is_in_the_navigation():
    nav = (ROOT / "mkdocs.yml").read_text()
    for page in sorted((ROOT / "docs").glob("*.md")):
        assert f" {page.name}" in nav, page.name
