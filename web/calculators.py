"""Glue between HTTP and the staff calculators in `validators`: argument parsing and the
JSON form of a CalcResult. The rules themselves live in validators/, never here."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from validators.alhambra import building, score_round
from validators.base import CalcError, CalcResult
from validators.gloomhaven_jotl import scenario_level
from validators.hoth import attack_dice


def result_json(result: CalcResult) -> dict[str, Any]:
    return {
        "value": result.value,
        "unit": result.unit,
        "summary": result.summary,
        "trail": list(result.trail),
        "citations": [
            {"game": r.game, "section": r.section, "quote": r.quote} for r in result.citations
        ],
    }


def parse_int(text: str, what: str) -> int:
    try:
        return int(text.strip())
    except ValueError:
        raise CalcError(f"'{text}' geçerli bir sayı değil ({what}).") from None


def hoth_dice(
    attacker: str,
    target: str,
    distance: int,
    target_terrain: str | None = None,
    attacker_terrain: str | None = None,
    scout_bonus: bool = False,
) -> dict[str, Any]:
    result = attack_dice(
        attacker, target, distance, target_terrain or None, attacker_terrain or None, scout_bonus
    )
    return result_json(result)


def parse_player(line: str) -> tuple[str, dict[str, int]]:
    """`Ali: pavilion=2, seraglio=1` → ("Ali", {"pavilion": 2, "seraglio": 1})."""
    name, sep, rest = line.partition(":")
    if not sep or not name.strip():
        raise CalcError(f"Oyuncu satırı anlaşılamadı: '{line}'. Örnek: 'Ali: pavilion=2, kule=1'.")
    counts: dict[str, int] = {}
    for part in filter(None, (p.strip() for p in rest.split(","))):
        name_part, eq, count = part.partition("=")
        if not eq:
            raise CalcError(f"'{part}' anlaşılamadı. Bina=sayı biçiminde yaz, ör. 'kule=2'.")
        # Resolve names here: score_round would silently ignore a misspelt building.
        key = building(name_part.strip()).key
        counts[key] = counts.get(key, 0) + parse_int(count, name_part.strip())
    return name.strip(), counts


def alhambra_score(round_no: int, players: list[str], walls: list[str]) -> dict[str, Any]:
    """Points of each player in one scoring round; walls as `Ali=5`."""
    if not players:
        raise CalcError("En az bir oyuncu gir. Örnek: 'Ali: pavilion=2, kule=1'.")
    counts = dict(parse_player(line) for line in players)
    wall_map: dict[str, int] = {}
    for item in walls:
        name, eq, length = item.partition("=")
        if not eq:
            raise CalcError(f"Duvar '{item}' anlaşılamadı. Örnek: 'Ali=5'.")
        wall_map[name.strip()] = parse_int(length, f"{name.strip()} duvarı")
    unknown = sorted(set(wall_map) - set(counts))
    if unknown:
        raise CalcError(f"Duvarı girilen oyuncu listede yok: {', '.join(unknown)}.")
    results = score_round(round_no, counts, wall_map or None)
    return {"round": round_no, "players": {p: result_json(r) for p, r in results.items()}}


def jotl_level(levels: list[int], difficulty: str = "normal") -> dict[str, Any]:
    return result_json(scenario_level(levels, difficulty))


def split_list(text: str, sep: str = ",") -> list[str]:
    return [p.strip() for p in text.split(sep) if p.strip()]


# -- the staff console's forms: same calculators, string fields ------------------------------
@dataclass(frozen=True)
class CalcForm:
    slug: str
    title: str
    fields: tuple[tuple[str, str, str], ...]  # (name, label, placeholder)
    run: Callable[[Mapping[str, str]], dict[str, Any]]


def _form_hoth(f: Mapping[str, str]) -> dict[str, Any]:
    return hoth_dice(
        f.get("attacker", ""),
        f.get("target", ""),
        parse_int(f.get("distance", ""), "mesafe"),
        f.get("target_terrain") or None,
        f.get("attacker_terrain") or None,
        f.get("scout_bonus", "") in {"1", "on", "true", "evet"},
    )


def _form_alhambra(f: Mapping[str, str]) -> dict[str, Any]:
    players = split_list(f.get("players", ""), "\n")
    return alhambra_score(
        parse_int(f.get("round", ""), "tur"), players, split_list(f.get("walls", ""))
    )


def _form_jotl(f: Mapping[str, str]) -> dict[str, Any]:
    levels = [parse_int(x, "karakter seviyesi") for x in split_list(f.get("levels", ""))]
    return jotl_level(levels, f.get("difficulty") or "normal")


FORMS: dict[str, CalcForm] = {
    form.slug: form
    for form in (
        CalcForm(
            "hoth-zar",
            "Hoth: saldırı zarı",
            (
                ("attacker", "Saldıran", "snowtrooper"),
                ("target", "Hedef", "echo base trooper"),
                ("distance", "Mesafe (hex)", "2"),
                ("target_terrain", "Hedefin arazisi", "siper"),
                ("attacker_terrain", "Saldıranın arazisi", ""),
                ("scout_bonus", "İzci bonusu (evet/hayır)", "hayır"),
            ),
            _form_hoth,
        ),
        CalcForm(
            "alhambra-puan",
            "Alhambra: puanlama turu",
            (
                ("round", "Puanlama turu (1-3)", "2"),
                ("players", "Oyuncular (her satıra bir oyuncu)", "Ali: pavilion=2, kule=1"),
                ("walls", "Duvarlar", "Ali=5, Ayşe=3"),
            ),
            _form_alhambra,
        ),
        CalcForm(
            "jotl-seviye",
            "Gloomhaven JotL: senaryo seviyesi",
            (
                ("levels", "Karakter seviyeleri", "2, 3, 3"),
                ("difficulty", "Zorluk", "normal"),
            ),
            _form_jotl,
        ),
    )
}
