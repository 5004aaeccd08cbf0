"""What the bot scenes share: a parameter set that heads for any gate, an investigator
made ready for a scene (nothing in hand, no money or Clue tokens, full health), and where
a bot means an investigator to go."""

from __future__ import annotations

from arkham.bots.params import Params
from arkham.rules.classic import core as C
from arkham.testing import empty_handed

#: heads for any gate it may close, whatever the distance and its health
KEEN = Params().with_values(gate_min_odds=0.0, gate_radius=12, gate_eager_open=1, gate_health=1)


def healthy(g, seat: int) -> None:
    """Seat ``seat`` with nothing in hand, no money or Clue tokens, every slider at its
    second stop, and Sanity and Stamina at their maximum."""
    inv = empty_handed(g, seat, sliders=(1, 1, 1), clues=0, money=0)
    inv.sanity, inv.stamina = C.max_sanity(g, inv), C.max_stamina(g, inv)


def target_of(g, bot, seat: int = 0):
    """Where ``bot`` means seat ``seat`` to go from where he stands (its ``_target``)."""
    bot._board(g)
    inv = g.state.investigators[seat]
    return bot._target(g, inv, bot._travel(g, inv, inv.where))
