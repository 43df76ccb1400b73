"""Shared types of the rule checkers."""


class CalcError(ValueError):
    """Bad calculator input; the message is Turkish and lists the valid names or range."""
