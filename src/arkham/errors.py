"""Errors the engine raises for bad input. Each names what was wrong."""


class ArkhamError(Exception):
    """Base of every error this package raises on purpose."""


QUOTED = 40  # characters of a bad answer quoted in a message
LISTED = 12  # legal options listed in a message


def quote(text: object, limit: int = QUOTED) -> str:
    """``text`` in quotes, cut to ``limit`` characters with an ellipsis and its length:
    an answer of any size gives a message of a few dozen characters."""
    s = text if isinstance(text, str) else repr(text)
    if len(s) <= limit:
        return f"'{s}'"
    return f"'{s[:limit]}...' ({len(s):,} characters)"


class IllegalChoice(ArkhamError):
    """An answer that is not one of the pending choice's options. The message quotes at
    most :data:`QUOTED` characters of the answer and lists at most :data:`LISTED` options
    (each cut likewise); the full values stay on the exception (``option_id``, ``valid``)."""

    def __init__(self, choice_prompt: str, option_id: str, valid: list[str]):
        self.prompt = choice_prompt
        self.option_id = option_id
        self.valid = valid
        shown = ", ".join(v if len(v) <= QUOTED else v[:QUOTED] + "..." for v in valid[:LISTED])
        if len(valid) > LISTED:
            shown += f" ... {len(valid) - LISTED} more"
        super().__init__(
            f"{quote(option_id)} is not an option of the choice {quote(choice_prompt, 120)} (options: {shown})"
        )


class SetupError(ArkhamError):
    """A game cannot be set up as asked (unknown ids, wrong player count...)."""


class ContentError(ArkhamError):
    """A content pack failed validation; the message names file, record and field."""


class SaveError(ArkhamError):
    """A saved game could not be loaded (truncated, edited, other version)."""


class GameOver(ArkhamError):
    """An answer was given to a game that has already ended."""


class UndoError(ArkhamError):
    """A game cannot go back as asked (past its first answer, or not a count of answers)."""
