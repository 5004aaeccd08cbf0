"""Every investigator card of the base pack has its mechanics in ``data`` and at
least one scenario test marked ``@covers("<card id>")`` (tests/helpers/coverage_marks.py).

The marks are read from the test files' source with ``ast``: any call
``covers(...)`` whose arguments are string literals naming card ids counts
(``covers(*NAMES)`` with a module-level tuple or list of literals too)."""

from __future__ import annotations

from arkham.content.loader import load_content
from helpers.coverage_marks import covered_ids


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
    f.write_text(
        'from coverage_marks import covers\nIDS = ("base:axe",)\n\n'
        '@covers("base:knife", *IDS)\ndef test_x():\n    pass\n',
        encoding="utf-8",
    )
    got = covered_ids([f])
    assert set(got) == {"base:knife", "base:axe"}
    assert "base:elder_sign" not in got
    every = set(base_cards())
    assert every - set(got)  # so the real check would fail for these
