"""Import every module of the Haunt rules so their steps register."""

from arkham.rules.haunt import (  # noqa: F401
    activities,
    ancient,
    city,
    day,
    evade,
    fight,
    monster_acts,
    otherworld,
    setup,
    spells,
    status,
    transfers,
    upkeep,
)
