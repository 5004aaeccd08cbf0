import pytest

from arkham.testing import quiet_game


@pytest.fixture
def game():
    """One investigator (Amanda Sharpe) against Yig on a cleared board."""
    return quiet_game(["base:amanda_sharpe"], ancient_one="base:yig")
