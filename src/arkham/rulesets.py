"""Rule sets: the ordered phases of a turn plus the setup step, composed by name.

The engine core knows none of this; a rule set names which registered steps
make a game. ``classic`` is the base game with the expansion rulebooks' rule
changes and FAQ. Later rule sets (expansions, variants, Haunt of the Watchers)
add or replace phases and hooks.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from arkham.errors import SetupError


@dataclass(frozen=True)
class Ruleset:
    name: str
    setup_step: str
    phases: tuple[str, ...]
    flags: frozenset[str] = field(default_factory=frozenset)


RULESETS: dict[str, Ruleset] = {
    "classic": Ruleset(
        name="classic",
        setup_step="setup",
        phases=("upkeep", "movement", "arkham", "otherworld", "mythos"),
    ),
}


def get_ruleset(name: str) -> Ruleset:
    try:
        return RULESETS[name]
    except KeyError:
        raise SetupError(f"unknown rule set '{name}' (known: {', '.join(sorted(RULESETS))})") from None
