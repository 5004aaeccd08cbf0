"""Fixtures every test folder shares."""

import pytest


@pytest.fixture(autouse=True)
def strict_bots(monkeypatch):
    """Every test plays the heuristic bots (and the expert and planner built on them) in
    strict mode: a choice no answer of theirs knows raises rather than falls to chance."""
    from arkham.bots.heuristic import HeuristicBot

    monkeypatch.setattr(HeuristicBot, "strict", True)
