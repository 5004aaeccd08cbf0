"""The thresholds and weights behind the heuristic bot's judgement, as one value.

:class:`Params` defaults are the heuristic bot's own hand-set numbers; the expert bot
plays with values a black-box optimizer found (``arkham.bots.tuning``).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields, replace
from typing import Any


@dataclass(frozen=True)
class Params:
    """What each number decides is in its name and comment."""

    gate_min_odds: float = 0.3  # least chance of closing a gate worth heading for it
    gate_dist_w: float = 0.35  # value lost per step to a gate
    gate_monster_w: float = 0.4  # value lost per monster standing at a gate
    gate_radius: int = 3  # heads for a gate this near even when not pressed
    gate_eager_open: int = 3  # open gates at which any gate in reach is worth the trip
    gate_health: int = 3  # least Sanity and Stamina to head for a gate
    clue_radius: int = 5  # goes this far for Clue tokens
    shop_radius: int = 6  # goes this far to shop
    heal_frac: float = 1 / 3  # heals first at or below this share of maximum Sanity/Stamina
    doom_margin: int = 3  # prepares for the final battle this near the end of the doom track
    seal_keep_from: int = 3  # with this many Clue tokens, keeps enough for a seal
    battle_keep: int = 0  # Clue tokens kept back from ordinary checks
    fight_p: float = 0.6  # fights a monster it kills with this chance when healthy
    evade_p: float = 0.5  # evades when its chance to evade is at least this
    flee_p: float = 0.35  # stays in a fight while its chance to kill is at least this
    buy_min: float = 1.8  # least value of a card worth buying
    seal_clues: int = 1  # 1: seals a gate it closes when it has the Clue tokens; 0: keeps them
    battle_defend: int = 1  # 1: spends Clue tokens on the Ancient One's attacks too; 0: only on its own
    gate_share: int = 0  # 1: the group shares out the gates (no two head for one); 0: each picks alone
    route_danger_w: float = 0.0  # steps a route is worth lengthening by per point of harm its monsters threaten
    bless_prep: int = 0  # steps it goes to be Blessed with its trophies as the final battle nears (0: never)
    bless_when: int = 3  # ... once the Ancient One may wake within this many Mythos Phases
    travel_w: float = 0.3  # Upkeep: worth of each point of Speed up to the steps to where he heads
    idle_step_w: float = 0.2  # nothing else to do: a location's average encounter worth, less this a step (0: stays)
    close_push: int = 0  # with enough gate trophies to win, every gate is sought when this few are open

    def with_values(self, **kw: Any) -> "Params":
        """A copy with some values changed; unknown names raise ``ValueError``."""
        bad = set(kw) - {f.name for f in fields(self)}
        if bad:
            raise ValueError(f"unknown parameter(s) {sorted(bad)}")
        return replace(self, **kw)

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)


__all__ = ["Params"]
