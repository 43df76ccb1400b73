"""Staff-facing calculators on the command line (mounted as ``rules-assistant calc``).

Each command prints the value, the Turkish calculation steps and the rule quotes it rests on;
bad input exits with status 2 and a Turkish message naming the valid values.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Annotated

import typer

from validators.alhambra import score_round
from validators.base import CalcError, CalcResult
from validators.gloomhaven_jotl import level_from_xp, scenario_level
from validators.hoth import attack_dice

calc_app = typer.Typer(help="Kural hesaplayıcıları: sonuç, adımlar ve kaynak alıntıları.")


def _print(result: CalcResult, title: str | None = None) -> None:
    if title:
        typer.echo(f"== {title} ==")
    shown = "saldıramaz / olamaz" if result.value is None else str(result.value)
    typer.echo(
        f"Sonuç: {shown}" + (f" {result.unit}" if result.unit and result.value is not None else "")
    )
    typer.echo(result.summary)
    for step in result.trail:
        typer.echo(f"  • {step}")
    for i, ref in enumerate(result.citations, 1):
        typer.echo(f"  [{i}] {ref.game} › {ref.section} — “{ref.quote}”")


def _run(action: Callable[[], None]) -> None:
    try:
        action()
    except CalcError as err:
        typer.echo(f"Hata: {err}", err=True)
        raise typer.Exit(2) from err


@calc_app.command("hoth-dice")
def hoth_dice(
    attacker: Annotated[str, typer.Option(help="Saldıran birim (ör. snowtrooper, at-at, topçu)")],
    target: Annotated[str, typer.Option(help="Hedef birim (ör. echo-base-trooper)")],
    distance: Annotated[int, typer.Option(help="Hex mesafesi (bitişik = 1)")],
    target_terrain: Annotated[
        str | None, typer.Option(help="Hedefin arazisi: sırt/ridge, kaya, bina, siper")
    ] = None,
    attacker_terrain: Annotated[str | None, typer.Option(help="Saldıranın arazisi")] = None,
    scout: Annotated[bool, typer.Option(help="Sırttaki İzci hedefi görüyor (+1)")] = False,
) -> None:
    """Star Wars: Hoth Savaşı — saldırı zarı sayısı."""
    _run(
        lambda: _print(
            attack_dice(attacker, target, distance, target_terrain, attacker_terrain, scout)
        )
    )


def parse_counts(spec: str) -> dict[str, dict[str, int]]:
    """``"A:pavyon=3,bahce=2;B:pavyon=3"`` → {"A": {"pavyon": 3, "bahce": 2}, "B": {...}}."""
    counts: dict[str, dict[str, int]] = {}
    for chunk in filter(None, (c.strip() for c in spec.split(";"))):
        player, _, items = chunk.partition(":")
        if not player or not items:
            raise CalcError(f"Geçersiz oyuncu tanımı: '{chunk}'. Biçim: OYUNCU:bina=sayı,bina=sayı")
        row: dict[str, int] = {}
        for item in filter(None, (i.strip() for i in items.split(","))):
            name, _, number = item.partition("=")
            if not number.strip().isdigit():
                raise CalcError(f"Geçersiz sayı: '{item}'. Biçim: bina=sayı (ör. kule=2)")
            row[name.strip()] = int(number)
        counts[player.strip()] = row
    if not counts:
        raise CalcError("En az bir oyuncu gerekli. Biçim: 'A:pavyon=3,bahce=2;B:pavyon=3'")
    return counts


def parse_walls(spec: str) -> dict[str, int]:
    """``"A=5,B=3"`` → {"A": 5, "B": 3}."""
    out: dict[str, int] = {}
    for item in filter(None, (w.strip() for w in spec.split(","))):
        player, _, number = item.partition("=")
        if not number.strip().isdigit():
            raise CalcError(f"Geçersiz duvar tanımı: '{item}'. Biçim: OYUNCU=kenar (ör. A=5)")
        out[player.strip()] = int(number)
    return out


def _normalise_counts(counts: dict[str, dict[str, int]]) -> dict[str, dict[str, int]]:
    from validators.alhambra import building

    return {p: {building(name).key: n for name, n in row.items()} for p, row in counts.items()}


@calc_app.command("alhambra-score")
def alhambra_score(
    round_: Annotated[int, typer.Option("--round", help="Puanlama turu: 1, 2 veya 3")],
    counts: Annotated[str, typer.Option(help="Bina sayıları: 'A:pavyon=3,bahce=2;B:pavyon=3'")],
    walls: Annotated[str, typer.Option(help="En uzun dış duvar: 'A=5,B=3' (isteğe bağlı)")] = "",
) -> None:
    """Alhambra — bir puanlama turunda oyuncu başına puan (beraberlikler dahil)."""

    def action() -> None:
        wall_map = parse_walls(walls)
        results = score_round(round_, _normalise_counts(parse_counts(counts)), wall_map)
        for player, result in results.items():
            _print(result, player)

    _run(action)


@calc_app.command("jotl-level")
def jotl_level(
    levels: Annotated[list[int], typer.Argument(help="Karakter seviyeleri (1-9)")],
    difficulty: Annotated[
        str, typer.Option(help="kolay/easy, normal, zor/hard, cok-zor/very-hard")
    ] = "normal",
) -> None:
    """Gloomhaven: Jaws of the Lion — senaryo seviyesi ve tablo satırı."""
    _run(lambda: _print(scenario_level(levels, difficulty)))


@calc_app.command("jotl-xp")
def jotl_xp(xp: Annotated[int, typer.Argument(help="Toplam deneyim")]) -> None:
    """Gloomhaven: Jaws of the Lion — toplam deneyimden karakter seviyesi."""
    _run(lambda: _print(level_from_xp(xp)))
