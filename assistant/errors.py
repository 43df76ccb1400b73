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
