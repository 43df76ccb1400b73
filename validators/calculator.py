"""One declaration per calculator.

A `Calculator` says what it computes, the inputs it takes (`Field`s: name, Turkish label,
kind, range, an example), how to read those inputs from a customer's question (`read`), and
the function that computes (`compute`, keyword arguments named like the fields). The same
declaration drives the answer pipeline (via the game's checker), `rules-assistant calc`,
`GET /api/v1/calc/<id>` and the staff console's form. Adding a calculator is one
`register(Calculator(...))` in its game's module plus its golden file
(tests/validators/golden/<id>.toml).
"""

from __future__ import annotations

import importlib
import pkgutil
import re
import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from typing import Any, Literal

from validators.base import CalcError, CalcResult

FieldKind = Literal["int", "ints", "choice", "text", "flag", "lines"]
_TRUE = {"1", "true", "evet", "e", "on", "yes", "var"}
_FALSE = {"0", "false", "hayir", "hayır", "h", "off", "no", "yok", ""}


@dataclass(frozen=True)
class Field:
    name: str  # keyword of `compute`, CLI option (--name), API query parameter, form field
    label: str  # Turkish label
    kind: FieldKind = "int"
    help: str = ""  # one line: what to enter, valid names
    example: str = ""  # shown as an example next to the field, never pre-filled
    required: bool = True
    minimum: int | None = None
    maximum: int | None = None
    choices: tuple[str, ...] = ()  # for "choice": the canonical names (aliases are resolved
    # by `compute`, which names the valid ones in its error)

    def convert(self, raw: str) -> Any:
        """A value typed in a form, a CLI option or a query string, as `compute` takes it."""
        text = raw.strip()
        if self.kind == "int":
            return self.check(_int(text, self.label))
        if self.kind == "ints":
            return [self.check(_int(t, self.label)) for t in re.split(r"[,;\s]+", text) if t]
        if self.kind == "flag":
            folded = text.lower()
            if folded in _TRUE | _FALSE:
                return folded in _TRUE
            raise CalcError(f"{self.label}: '{raw}' anlaşılamadı; evet ya da hayır yaz.")
        if self.kind == "lines":
            return [line.strip() for line in text.splitlines() if line.strip()]
        return text

    def check(self, value: int) -> int:
        low, high = self.minimum, self.maximum
        if (low is not None and value < low) or (high is not None and value > high):
            span = f"{low}-{high}" if low is not None and high is not None else f"≥ {low}"
            raise CalcError(f"Geçersiz {self.label.lower()}: {value}. Geçerli aralık: {span}.")
        return value


def _int(text: str, label: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise CalcError(f"{label}: '{text}' bir sayı değil.") from None


Reader = Callable[[str], dict[str, Any] | None]


@dataclass(frozen=True)
class Calculator:
    id: str  # "hoth-dice": the CLI command, the API path, the form's slug
    game: str
    title: str  # "Hoth: saldırı zarı"
    description: str  # what it computes, one Turkish sentence
    fields: tuple[Field, ...]
    compute: Callable[..., CalcResult]
    # The inputs a (same-length folded) customer question gives, or None when the question
    # does not ask what this calculator computes. None: staff-only (no question reads it).
    read: Reader | None = None
    examples: tuple[str, ...] = ()  # customer questions it answers

    def field(self, name: str) -> Field:
        return next(f for f in self.fields if f.name == name)

    def run(self, **values: Any) -> CalcResult:
        """Compute from typed values; a missing or out-of-range input is a CalcError."""
        for f in self.fields:
            value = values.get(f.name)
            if value is None or value == [] or value == "":
                if f.required:
                    raise CalcError(f"{f.label} gerekli. Örnek: {f.example or '—'}.")
                values.pop(f.name, None)
            elif f.kind == "int" and isinstance(value, int):
                f.check(value)
            elif f.kind == "ints" and isinstance(value, list):
                for item in value:
                    f.check(int(item))
        unknown = set(values) - {f.name for f in self.fields}
        if unknown:
            raise CalcError(f"Bilinmeyen alan: {', '.join(sorted(unknown))}.")
        return replace(self.compute(**values), calculator=self.id)

    def run_text(self, raw: Mapping[str, str]) -> CalcResult:
        """Compute from the strings of a form, CLI options or a query string."""
        values = {f.name: f.convert(raw[f.name]) for f in self.fields if raw.get(f.name)}
        return self.run(**values)


_REGISTRY: dict[str, Calculator] = {}
_LOCK = threading.Lock()
_ALL_LOADED = False


def register(calculator: Calculator) -> Calculator:
    if calculator.id in _REGISTRY:
        raise ValueError(f"calculator {calculator.id!r} is declared twice")
    _REGISTRY[calculator.id] = calculator
    return calculator


def _load_all() -> None:
    """Import every module of the package once, so each game's calculators are declared."""
    global _ALL_LOADED
    with _LOCK:
        if _ALL_LOADED:
            return
        import validators

        for info in pkgutil.iter_modules(validators.__path__):
            importlib.import_module(f"validators.{info.name}")
        _ALL_LOADED = True


def all_calculators() -> list[Calculator]:
    _load_all()
    return list(_REGISTRY.values())


def calculators_for(game: str) -> list[Calculator]:
    """A game's calculators in declaration order (the order questions are tried in)."""
    from validators.registry import get_checker

    get_checker(game)  # imports the game's module, which declares its calculators
    return [c for c in _REGISTRY.values() if c.game == game]


def get_calculator(calculator_id: str) -> Calculator:
    _load_all()
    if calculator_id not in _REGISTRY:
        names = ", ".join(sorted(_REGISTRY))
        raise CalcError(f"'{calculator_id}' adında bir hesaplayıcı yok. Var olanlar: {names}.")
    return _REGISTRY[calculator_id]
