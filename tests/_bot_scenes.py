"""What the bot scenes share: a parameter set that heads for any gate, and an investigator
made ready for a scene (nothing in hand, no money or Clue tokens, full health)."""
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
