"""The staff calculators on the command line (mounted as ``rules-assistant calc``).

One command per declared calculator (validators/calculator.py), its options the
calculator's fields: ``rules-assistant calc hoth-dice --attacker snowtrooper --target piyade
--distance 2``. Each prints the value, the working and the rule quotes it rests on; bad
input exits with status 2 and a Turkish message naming the bad value and what is valid.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import Any

import typer

from validators.base import CalcError, CalcResult
from validators.calculator import Calculator, Field, all_calculators


def print_result(result: CalcResult, title: str | None = None) -> None:
    if title:
        typer.echo(f"== {title} ==")
    if result.parts:
        for name, part in result.parts.items():
            print_result(part, name)
        return
    shown = "hesaplanamaz (kural bir değer vermiyor)" if result.value is None else str(result.value)
    unit = f" {result.unit}" if result.unit and result.value is not None else ""
    typer.echo(f"Sonuç: {shown}{unit}")
    typer.echo(result.summary)
    for step in result.trail:
        typer.echo(f"  • {step}")
    for i, ref in enumerate(result.citations, 1):
        typer.echo(f"  [{i}] {ref.game} › {ref.section} — “{ref.quote}”")


def _parameter(field: Field) -> inspect.Parameter:
    help_text = field.label + (f": {field.help}" if field.help else "")
    if field.example:
        help_text += f" (örnek: {field.example})"
    flag = "--" + field.name.replace("_", "-")
    # Never required at the option level: the calculator says what is missing, in Turkish.
    many = field.kind == "lines"  # one player per --players, repeatable
    return inspect.Parameter(
        field.name,
        inspect.Parameter.KEYWORD_ONLY,
        default=typer.Option(None, flag, help=help_text),
        annotation=list[str] | None if many else str | None,
    )


def _command(calc: Calculator) -> Callable[..., None]:
    def run(**options: Any) -> None:
        raw = {
            name: "\n".join(value) if isinstance(value, list) else value
            for name, value in options.items()
            if value not in (None, [])
        }
        try:
            print_result(calc.run_text(raw))
        except CalcError as err:
            typer.echo(f"Hata: {err}", err=True)
            raise typer.Exit(2) from err

    run.__signature__ = inspect.Signature([_parameter(f) for f in calc.fields])  # type: ignore[attr-defined]
    run.__doc__ = f"{calc.title} — {calc.description}"
    return run


def calc_app() -> typer.Typer:
    app = typer.Typer(help="Kural hesaplayıcıları: sonuç, adımlar ve kaynak alıntıları.")
    for calc in sorted(all_calculators(), key=lambda c: c.id):
        app.command(calc.id, help=f"{calc.title} — {calc.description}")(_command(calc))
    return app
