"""Every error the assistant raises to its callers, in one public module.

The web layer and the CLI map these to HTTP statuses and exit codes; they import them from
here and never from the module that happens to raise them.
"""

from __future__ import annotations

__all__ = [
    "CalculatorInputError",
    "ConfigError",
    "CorpusError",
    "IndexUnavailable",
    "LLMError",
    "QuestionError",
    "RulingsError",
    "StaffRulingConflict",
    "StaffRulingInvalid",
    "StaffRulingNotFound",
    "StaffRulingsUnavailable",
    "UnknownGameError",
]

from assistant.config import ConfigError  # bad settings, one line per problem (operators)
from validators import CalcError as CalculatorInputError  # Turkish message, HTTP 422


class QuestionError(ValueError):
    """The question itself is unusable; the message is Turkish and safe to show a user."""

    def __init__(self, message: str, status: int = 422):
        super().__init__(message)
        self.status = status


class UnknownGameError(ValueError):
    """An unknown game slug was asked for; the message lists the games (Turkish)."""


class CorpusError(Exception):
    """The corpus on disk is unusable (operators read this, so it is in English)."""


class RulingsError(CorpusError, ValueError):
    """A rulings file is unusable: the message names the file, the line and the reason."""


class IndexUnavailable(RuntimeError):
    """The vector store cannot be reached or read (e.g. the Chroma server is down)."""


class LLMError(RuntimeError):
    """The model failed, timed out or replied with garbage (reason in the message)."""


# -- staff rulings (assistant/staff_rulings.py) ------------------------------------------------
class StaffRulingInvalid(ValueError):
    """A staff ruling cannot be saved as written: `field` is the API field ("answer",
    "asks.2", "quotes.0", "game"); the message is Turkish and names it (HTTP 422)."""

    def __init__(self, field: str, message: str):
        super().__init__(message)
        self.field = field
        self.message = message


class StaffRulingNotFound(LookupError):
    """No staff ruling has this id (HTTP 404); the message is Turkish."""


class StaffRulingConflict(RuntimeError):
    """The ruling was changed or deleted by someone else since the version the edit was
    made from (HTTP 409); nothing was written. `current` is the stored ruling now (None
    when it was deleted); the message is Turkish."""

    def __init__(self, message: str, current: object | None, expected: int):
        super().__init__(message)
        self.current = current
        self.expected = expected


class StaffRulingsUnavailable(RuntimeError):
    """The database of the staff rulings cannot be read or written (one line, English, for
    operators); answers go on with the rulings last read (HTTP 503)."""
