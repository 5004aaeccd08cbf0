"""The loss window: cards answering a loss of both Sanity and Stamina at once."""

from arkham.testing import answer, labels, quiet_game, run_step, give

from helpers.coverage_marks import covers


@covers("base:obsidian_statue")
def test_obsidian_statue_cancels_the_loss_the_holder_picks():
    g = quiet_game(["base:amanda_sharpe"], ancient_one="base:yig")
    inv = g.state.investigators[0]
    inv.cards = []
    statue = give(g, 0, "base:obsidian_statue")
    run_step(g, "loss", who=0, sanity=2, stamina=2, why="a horrible sight")
    assert "Obsidian Statue: cancel the Sanity loss" in labels(g)
    assert "Obsidian Statue: cancel the Stamina loss" in labels(g)
    answer(g, "cancel the Sanity loss")
    assert inv.sanity == 5 and inv.stamina == 3  # only the Stamina loss was taken
    assert statue not in inv.cards
