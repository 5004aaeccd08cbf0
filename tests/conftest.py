import pytest

from arkham.testing import quiet_game


@pytest.fixture
def game():
    """One investigator (Amanda Sharpe) against Yig on a cleared board."""
    return quiet_game(["base:amanda_sharpe"], ancient_one="base:yig")


@pytest.fixture(autouse=True)
def strict_bots(monkeypatch):
    """Every test plays the heuristic bots (and the expert and planner built on them) in
    strict mode: a choice no answer of theirs knows raises rather than falls to chance."""
    from arkham.bots.heuristic import HeuristicBot
    monkeypatch.setattr(HeuristicBot, "strict", True)
