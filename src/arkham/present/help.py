"""Words for the player: what each kind of choice means (read from the registry of choice
kinds, :mod:`arkham.choice_kinds`) and what the terminal's commands do (a rule reference in
the log is explained by :func:`arkham.present.words.explain_rule`)."""

from __future__ import annotations

from typing import Any

from arkham.choice_kinds import ANSWERS, FRAME_KINDS, KINDS
from arkham.present.words import explain_rule

COMMANDS = (
    "Type the number of an option and press Enter. Other commands:\n"
    "  help      explain the current choice and these commands\n"
    "  why       why the latest event happened (dice, what counted, the rule); 'why N' for event #N\n"
    "  log [N]   the last N events (30 if not given)\n"
    "  sheet [N] the sheet of investigator N (all if not given)\n"
    "  show X    the full text of a card, monster, place or Ancient One by name, or of what option X names\n"
    "  board     show the whole screen again\n"
    "  quit      leave; the game is saved after every choice and can be resumed"
)

#: Choice.kind -> what the choice is about and how to think about it (the registry's words),
#: and the words for the kinds of check and ritual the rules name (:data:`FRAME_KINDS`)
KIND_HELP: dict[str, str] = {**{k: e.help for k, e in KINDS.items()}, **FRAME_KINDS}

#: Haunt of the Watchers reads some shared kinds its own way (HotW: skill allocations, bonuses in pairs)
HAUNT_KIND_HELP: dict[str, str] = {k: e.haunt for k, e in KINDS.items() if e.haunt is not None}


def explain_kind(kind: str, ruleset: str = "classic") -> str:
    """The registry's words for a kind of choice in a game of ``ruleset`` (Haunt of the
    Watchers reads a few its own way)."""
    entry = KINDS.get(kind)
    if entry is not None:
        return entry.help_for(ruleset)
    if kind in FRAME_KINDS:
        return FRAME_KINDS[kind]
    return (
        "This choice has no explanation of its own yet: the prompt says what is decided; "
        "'show N' gives the full text of what option N names, 'why' the rule behind the latest event."
    )


def explain_choice(choice: Any, ruleset: str = "classic") -> str:
    """What the current choice is about (from ``choice.kind``) and how it is answered, then
    the commands."""
    if choice is None:
        return "The game is over: there is nothing left to choose.\n\n" + COMMANDS
    head = f"{choice.prompt}\n"
    entry = KINDS.get(choice.kind)
    shape = f"\nTo answer: {ANSWERS[entry.answer]}." if entry is not None else ""
    return f"{head}{explain_kind(choice.kind, ruleset)}{shape}\n\n{COMMANDS}"


__all__ = ["COMMANDS", "KIND_HELP", "HAUNT_KIND_HELP", "explain_choice", "explain_kind", "explain_rule"]
