"""Errors the engine raises for bad input. Each names what was wrong."""


class ArkhamError(Exception):
    """Base of every error this package raises on purpose."""


class IllegalChoice(ArkhamError):
    """An answer that is not one of the pending choice's options."""

    def __init__(self, choice_prompt: str, option_id: str, valid: list[str]):
        self.prompt = choice_prompt
        self.option_id = option_id
        self.valid = valid
        shown = ", ".join(valid[:12]) + (" ..." if len(valid) > 12 else "")
        super().__init__(f"'{option_id}' is not an option of the choice '{choice_prompt}' (options: {shown})")


class SetupError(ArkhamError):
    """A game cannot be set up as asked (unknown ids, wrong player count...)."""


class ContentError(ArkhamError):
    """A content pack failed validation; the message names file, record and field."""


class SaveError(ArkhamError):
    """A saved game could not be loaded (truncated, edited, other version)."""


class GameOver(ArkhamError):
    """An answer was given to a game that has already ended."""
