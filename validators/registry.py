"""Which rule checker serves which game: discovered by the game's slug.

A game's checker lives in ``validators/<slug with '-' → '_'>.py`` and registers its class with
``@register_checker``; nothing else names it. A game without such a module simply has no
checker (its answers carry no numeric checks), so a new game needs no code here.
"""

from __future__ import annotations

import importlib
import importlib.util
import threading

from validators.base import RuleChecker

_CLASSES: dict[str, type[RuleChecker]] = {}
_INSTANCES: dict[str, RuleChecker] = {}
_LOCK = threading.Lock()


def register_checker(cls: type[RuleChecker]) -> type[RuleChecker]:
    """Class decorator: ``cls.game`` is the slug it checks."""
    if not cls.game:
        raise ValueError(f"{cls.__name__} names no game")
    _CLASSES[cls.game] = cls
    return cls


def module_for(game: str) -> str:
    return f"validators.{game.replace('-', '_')}"


def get_checker(game: str) -> RuleChecker | None:
    """The checker for a game slug, or None when the game has no checker module."""
    with _LOCK:
        if game in _INSTANCES:
            return _INSTANCES[game]
        if game not in _CLASSES:
            name = module_for(game)
            if not game or importlib.util.find_spec(name) is None:
                return None
            importlib.import_module(name)  # registers its checker class
        cls = _CLASSES.get(game)
        if cls is None:
            return None
        _INSTANCES[game] = cls()
        return _INSTANCES[game]
