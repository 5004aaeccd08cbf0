"""Rule sets: the ordered phases of a turn plus the setup step, composed by name.

The engine core knows none of this; a rule set names which registered steps
make a game. ``classic`` is the base game with the expansion rulebooks' rule
changes and FAQ. Later rule sets (expansions, variants, Haunt of the Watchers)
add or replace phases and hooks.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Mapping

from arkham.errors import SetupError


@dataclass(frozen=True)
class Ruleset:
    name: str
    setup_step: str
    phases: tuple[str, ...]
    flags: frozenset[str] = field(default_factory=frozenset)
    # steps of the shared rules this rule set replaces with its own (name -> name)
    steps: Mapping[str, str] = field(default_factory=dict)
    # hooks the shared rules call where this rule set decides differently (see docs/haunt.md)
    hooks: Mapping[str, Callable[..., Any]] = field(default_factory=dict)


RULESETS: dict[str, Ruleset] = {
    "classic": Ruleset(
        name="classic",
        setup_step="setup",
        phases=("upkeep", "movement", "arkham", "otherworld", "mythos"),
    ),
}


def get_ruleset(name: str) -> Ruleset:
    if "haunt" not in RULESETS:  # registered on first use: its module imports the rules
        from arkham.rules.haunt.ruleset import HAUNT
        RULESETS["haunt"] = HAUNT
    try:
        return RULESETS[name]
    except KeyError:
        raise SetupError(f"unknown rule set '{name}' (known: {', '.join(sorted(RULESETS))})") from None
