"""Words for the player, shared with the web table: see :mod:`arkham.present.help`."""

from arkham.present.help import COMMANDS, KIND_HELP, explain_choice, explain_kind, explain_rule

__all__ = ["COMMANDS", "KIND_HELP", "explain_choice", "explain_kind", "explain_rule"]
