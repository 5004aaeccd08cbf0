"""Import every module of the classic rules so their steps and ops register."""
from arkham.effects import interp  # noqa: F401
from arkham.rules.classic import (  # noqa: F401
    abilities, battle, checks, combat, encounters, locations, monster_movement, movement, mythos, ops, rumors, setup, status,
    turn,
)
from arkham.rules.classic import encounter_rules  # noqa: F401,E402  (after ops: it uses the op registry)
from arkham.rules.classic import location_card_rules  # noqa: F401,E402  (after encounter_rules: it uses its steps)
