"""Import every module of the classic rules, and the shared effect vocabulary, so their
steps, ops and rules register."""

from arkham.effects import interp  # noqa: F401
from arkham.rules.classic import (  # noqa: F401
    abilities,
    battle,
    checks,
    combat,
    encounters,
    locations,
    monster_movement,
    movement,
    mythos,
)
from arkham.effects import ops  # noqa: F401,E402  (the shared op vocabulary)
from arkham.rules.classic import rumors, setup, status, turn  # noqa: F401,E402
from arkham.rules.classic import encounter_rules  # noqa: F401,E402  (the single-card rules)
