"""The base game's scenes: one investigator on a cleared board."""

import pytest

from arkham.testing import quiet_game


@pytest.fixture
def game(request):
    """One investigator (Amanda Sharpe) on a cleared board, against the Ancient One the test
    module names in ``AO`` (Yig when it names none)."""
    return quiet_game(["base:amanda_sharpe"], ancient_one=getattr(request.module, "AO", "base:yig"))
