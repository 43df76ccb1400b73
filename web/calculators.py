"""The declared calculators (validators/calculator.py) over HTTP and in the staff form.

Nothing here knows a calculator by name: the list, each route's OpenAPI parameters, the
console's form and the reading of a query string or a form all come from the declaration
(`Calculator.fields`), and the computation is `Calculator.run_text`. What this module adds
is the web's side of it: several values of one parameter, unknown parameters, and an error
message that names the field and what it accepts.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from dataclasses import field as dataclass_field
from typing import Any

from assistant.errors import CalculatorInputError
from validators import CalcResult
from validators.calculator import Calculator, Field, all_calculators

MAX_VALUE_CHARS = 1000  # one field's text; the longest declared example is ~40 characters
KIND_LABELS = {
    "int": "tam sayı",
    "ints": "virgülle ayrılmış tam sayılar",
    "choice": "listeden bir ad",
    "text": "metin",
    "flag": "evet / hayır",
    "lines": "her satıra bir kayıt",
}
_JOIN = {"lines": "\n", "ints": ","}  # how repeated query values of these kinds combine


def calculators(game: str | None = None) -> list[Calculator]:
    """Every declared calculator (of one game), in declaration order."""
    return [c for c in all_calculators() if game is None or c.game == game]


def by_game(games: Iterable[str] | None = None) -> dict[str, list[Calculator]]:
    """Calculators per game, the games in the given order (those without any left out)."""
    grouped: dict[str, list[Calculator]] = defaultdict(list)
    for calc in all_calculators():
        grouped[calc.game].append(calc)
    order = list(games) if games is not None else list(grouped)
    return {game: grouped[game] for game in order if grouped.get(game)}


def find(calculator_id: str) -> Calculator | None:
    return next((c for c in all_calculators() if c.id == calculator_id), None)


def span(field: Field) -> str:
    """The valid range in words: "1-15", "≥ 0", "≤ 9", or "" when unbounded."""
    low, high = field.minimum, field.maximum
    if low is not None and high is not None:
        return f"{low}-{high}"
    if low is not None:
        return f"≥ {low}"
    return f"≤ {high}" if high is not None else ""


def choice_label(choice: str) -> str:
    """A canonical name as a person reads it: "echo_base_trooper" → "echo base trooper"."""
    return choice.replace("_", " ").replace("-", " ")


# -- JSON ----------------------------------------------------------------------------------------
def field_json(field: Field) -> dict[str, Any]:
    bounded = field.minimum is not None or field.maximum is not None
    return {
        "name": field.name,
        "label": field.label,
        "kind": field.kind,
        "help": field.help,
        "example": field.example,
        "required": field.required,
        "range": {"min": field.minimum, "max": field.maximum} if bounded else None,
        "choices": list(field.choices),
    }


def calculator_json(calc: Calculator) -> dict[str, Any]:
    return {
        "id": calc.id,
        "game": calc.game,
        "title": calc.title,
        "description": calc.description,
        "path": f"/api/v1/calc/{calc.id}",
        "fields": [field_json(f) for f in calc.fields],
        "examples": list(calc.examples),
    }


# -- OpenAPI -------------------------------------------------------------------------------------
def _schema(field: Field) -> dict[str, Any]:
    if field.kind == "int":
        schema: dict[str, Any] = {"type": "integer"}
        if field.minimum is not None:
            schema["minimum"] = field.minimum
        if field.maximum is not None:
            schema["maximum"] = field.maximum
        return schema
    if field.kind == "flag":
        return {"type": "boolean"}
    if field.kind == "lines":
        return {"type": "array", "items": {"type": "string", "maxLength": MAX_VALUE_CHARS}}
    if field.kind == "choice" and field.choices:
        return {"type": "string", "enum": list(field.choices)}
    return {"type": "string", "maxLength": MAX_VALUE_CHARS}


def _example(field: Field) -> Any:
    if not field.example:
        return None
    if field.kind == "int":
        try:
            return int(field.example)
        except ValueError:
            return None
    if field.kind == "flag":
        return field.example.strip().lower() in {"evet", "true", "1", "e", "var"}
    if field.kind == "lines":
        return [field.example]
    if field.kind == "choice" and field.choices and field.example not in field.choices:
        return None  # an alias: valid, but not one of the documented names
    return field.example


def openapi_parameters(calc: Calculator) -> list[dict[str, Any]]:
    """The calculator's fields as OpenAPI query parameters (label, help, kind, range)."""
    params = []
    for field in calc.fields:
        words = [field.label]
        if field.help:
            words.append(field.help)
        words.append(KIND_LABELS[field.kind])
        if span(field):
            words.append(f"geçerli aralık {span(field)}")
        param: dict[str, Any] = {
            "name": field.name,
            "in": "query",
            "required": field.required,
            "description": "; ".join(words) + ".",
            "schema": _schema(field),
        }
        if field.kind == "lines":
            param["style"], param["explode"] = "form", True  # ?players=…&players=…
        example = _example(field)
        if example is not None:
            param["example"] = example
        params.append(param)
    return params


# -- running -------------------------------------------------------------------------------------
def run(calc: Calculator, items: Iterable[tuple[str, str]]) -> CalcResult:
    """Run the calculator on query-string or form pairs (a name may repeat for `lines` and
    `ints`). Bad input raises CalculatorInputError whose message names the field and what
    it accepts."""
    raw = _collect(calc, items)
    try:
        return calc.run_text(raw)
    except CalculatorInputError as exc:
        raise CalculatorInputError(_explained(calc, raw, str(exc))) from exc


def _collect(calc: Calculator, items: Iterable[tuple[str, str]]) -> dict[str, str]:
    names = {f.name: f for f in calc.fields}
    values: dict[str, list[str]] = defaultdict(list)
    for name, value in items:
        if name not in names:
            known = ", ".join(names) or "yok"
            raise CalculatorInputError(
                f"Bilinmeyen alan: '{name[:40]}'. {calc.id} hesaplayıcısının alanları: {known}."
            )
        if len(value) > MAX_VALUE_CHARS:
            raise CalculatorInputError(
                f"'{name}' alanı çok uzun ({len(value)} karakter); en fazla {MAX_VALUE_CHARS}."
            )
        if value.strip():
            values[name].append(value)
    raw: dict[str, str] = {}
    for name, given in values.items():
        field = names[name]
        if len(given) > 1 and field.kind not in _JOIN:
            raise CalculatorInputError(f"'{name}' alanı ({field.label}) bir kez verilmeli.")
        raw[name] = _JOIN.get(field.kind, "").join(given)
    return raw


def _explained(calc: Calculator, raw: Mapping[str, str], message: str) -> str:
    """The calculator's message, with the field it is about and what that field accepts."""
    field = _blame(calc, raw, message)
    if field is None:
        return message
    text = f"'{field.name}' alanı ({field.label}): {message}"
    if span(field) and "aralık" not in message:
        text += f" Geçerli aralık: {span(field)}."
    if field.choices and "Geçerli" not in message:
        text += f" Geçerli değerler: {', '.join(field.choices)}."
    return text


def _blame(calc: Calculator, raw: Mapping[str, str], message: str) -> Field | None:
    """The field a CalcError is about: the one whose text does not convert, the required
    one that is missing, the one whose value the message quotes, or whose label it names."""
    for field in calc.fields:
        if field.name in raw:
            try:
                field.convert(raw[field.name])
            except CalculatorInputError:
                return field
    for field in calc.fields:
        if field.required and field.name not in raw and message.startswith(field.label):
            return field
    folded = message.casefold()
    for field in calc.fields:
        value = raw.get(field.name, "")
        pieces = {value, *re.split(r"[\n,;:=]+", value)}
        if any(p.strip() and f"'{p.strip().casefold()}'" in folded for p in pieces):
            return field
    for field in calc.fields:
        if field.label.casefold() in folded:
            return field
    return None


# -- the staff console's section -------------------------------------------------------------------
@dataclass
class ConsoleCalc:
    """What the console's calculator section shows: the game and calculator pickers, the
    chosen calculator's form (its fields, the values typed), and its result or error."""

    games: dict[str, str]  # slug → title, the games that have calculators
    groups: dict[str, list[Calculator]]  # their calculators
    game: str | None = None
    calculator: Calculator | None = None
    values: dict[str, str] = dataclass_field(default_factory=dict)
    result: dict[str, Any] | None = None  # CalcResult.to_dict()
    error: str | None = None

    @property
    def choices(self) -> list[Calculator]:
        """What the calculator picker lists: the chosen game's, else every one."""
        if self.game:
            return self.groups.get(self.game, [])
        return [c for group in self.groups.values() for c in group]


def console_calc(
    titles: Mapping[str, str], game: str | None = None, calculator_id: str | None = None
) -> ConsoleCalc:
    """The section for a picked game and/or calculator (unknown ones are simply not picked;
    a calculator of another game than the picked one neither)."""
    groups = by_game(titles)
    games = {slug: titles[slug] for slug in groups}
    calc = find(calculator_id) if calculator_id else None
    if game not in games:
        game = None
    if calc is not None and game is not None and calc.game != game:
        calc = None
    return ConsoleCalc(games, groups, game or (calc.game if calc else None), calc)


def run_in_console(section: ConsoleCalc, form: Mapping[str, str]) -> ConsoleCalc:
    """Compute the section's calculator from a posted form; the values stay in the form."""
    calc = section.calculator
    assert calc is not None
    names = {f.name for f in calc.fields}
    section.values = {k: v for k, v in form.items() if k in names}
    try:
        section.result = run(calc, section.values.items()).to_dict()
    except CalculatorInputError as exc:
        section.error = str(exc)
    return section
