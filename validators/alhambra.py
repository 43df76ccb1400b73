"""Alhambra: scoring tables, tie splitting, walls, money and action limits; calculators and the
claim checker. Every value is read from the store's Turkish rules text (rules_corpus/alhambra/kurallar.md)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from turkish import fold_same_length as fold
from validators.alhambra_parse import (
    BUILDING_ALIASES,
    buildings_in,
    parse_scoring,
    rank_in,
    round_in,
    ties_in,
)
from validators.base import CalcError, CalcResult, Check, RuleRef, judge
from validators.calculator import Calculator, Field, register
from validators.claims import Site
from validators.common import GameChecker, Rule, resolve
from validators.registry import register_checker

GAME = "alhambra"


def _ref(section: str, quote: str) -> RuleRef:
    return RuleRef(GAME, section, quote)


@dataclass(frozen=True)
class Building:
    key: str
    name: str
    tiles: int
    price_min: int
    price_max: int
    points: dict[int, tuple[int, ...]]  # round -> points by rank (1st, 2nd, 3rd)


BUILDINGS: dict[str, Building] = {
    b.key: b
    for b in [
        Building("pavilion", "Pavyon", 7, 2, 8, {1: (1,), 2: (8, 1), 3: (16, 8, 1)}),
        Building("seraglio", "Seraglio", 7, 3, 9, {1: (2,), 2: (9, 2), 3: (17, 9, 2)}),
        Building("arcade", "Kemer", 9, 4, 10, {1: (3,), 2: (10, 3), 3: (18, 10, 3)}),
        Building("chamber", "Oda", 9, 5, 11, {1: (4,), 2: (11, 4), 3: (19, 11, 4)}),
        Building("garden", "Bahçe", 11, 6, 12, {1: (5,), 2: (12, 5), 3: (20, 12, 5)}),
        Building("tower", "Kule", 11, 7, 13, {1: (6,), 2: (13, 6), 3: (21, 13, 6)}),
    ]
}
ROUND_REFS: dict[int, RuleRef] = {
    1: _ref("1. Puanlama Turu", "Puanlar (1. tur, yalnızca 1.): - Pavyon (Pavilion): 1 puan - "
            "Seraglio: 2 puan - Kemer (Arcade): 3 puan - Oda (Chamber): 4 puan - Bahçe (Garden): "
            "5 puan - Kule (Tower): 6 puan"),
    2: _ref("2. Puanlama Turu", "Puanlar (2. tur, 1. / 2.): - Pavyon: 8 / 1 - Seraglio: 9 / 2 - "
            "Kemer: 10 / 3 - Oda: 11 / 4 - Bahçe: 12 / 5 - Kule: 13 / 6"),
    3: _ref("3. Puanlama Turu (Oyun Sonu)", "Puanlar (3. tur, 1. / 2. / 3.): - Pavyon: 16 / 8 / "
            "1 - Seraglio: 17 / 9 / 2 - Kemer: 18 / 10 / 3 - Oda: 19 / 11 / 4 - Bahçe: 20 / 12 / "
            "5 - Kule: 21 / 13 / 6"),
}  # fmt: skip
TIE_REF = _ref(
    "Aynı Sayıda Bina ile Beraberlik",
    "Bir bina türünde birden fazla oyuncu aynı sayıda binaya sahipse, ilgili sıralamalardaki "
    "puanlar toplanıp eşit paylaşılır (aşağı yuvarlanır).",
)
ZERO_REF = _ref(
    "Aynı Sayıda Bina ile Beraberlik",
    "Bir bina türünden hiç binası olmayan oyuncu o türden puan alamaz.",
)
WALL_REF = _ref(
    "Duvar Puanlaması",
    "Her oyuncunun Alhambra'sının etrafındaki EN UZUN kesintisiz (birbirine bağlı) dış duvar "
    "zinciri sayılır. Bu zincirdeki üzerinde duvar bulunan her karo kenarı 1 puan değerindedir.",
)
MONEY_REF = _ref(
    "Aksiyon 1: Para Al (Take Money)",
    "Önemli: Birden fazla kart alırken toplam değer kesinlikle 5'i geçemez (örneğin 2+3=5 olabilir "
    "ama 3+3=6 olamaz).",
)
ACTIONS_REF = _ref(
    "Aksiyon 2: Bina Satın Al (Buy a Building Tile)",
    "Bir turda en fazla 5 aksiyon yapılabilir (4 kez üst üste tam ödeme + son bir aksiyon).",
)
TILES_REF = _ref(
    "Bina Karosu (Building Tile)",
    "Pavyon (Pavilion - mavi) 7 adet, Seraglio (Seraglio - kırmızı) 7 adet, Kemer (Arcade - "
    "kahverengi) 9 adet, Oda (Chamber - beyaz) 9 adet, Bahçe (Garden - yeşil) 11 adet, Kule "
    "(Tower - mor) 11 adet.",
)
PRICES_REF = _ref(
    "Bina Karosu (Building Tile)",
    "Fiyat aralıkları: Pavyon 2-8, Seraglio 3-9, Kemer 4-10, Oda 5-11, Bahçe 6-12, Kule 7-13.",
)
DIRK_REF = _ref(
    "Varyantlar",
    "Para destesinde her karttan 3 adet vardır; her karttan 1'er tanesi çıkarılır, yani toplam 72 "
    "para kartı kullanılır.",
)
MONEY_LIMIT, MAX_ACTIONS, DIRK_MONEY_CARDS = 5, 5, 72
TOTAL_TILES = sum(b.tiles for b in BUILDINGS.values())


def building(name: str) -> Building:
    if name in BUILDINGS:
        return BUILDINGS[name]
    names = [f"{b.name} ({b.key})" for b in BUILDINGS.values()]
    return BUILDINGS[resolve(name, BUILDING_ALIASES, "bina türü", names)]


def _check_round(rnd: int) -> None:
    if rnd not in (1, 2, 3):
        raise CalcError(f"Geçersiz puanlama turu: {rnd}. Alhambra'da 1, 2 veya 3. puanlama var.")


def placement_points(rnd: int, name: str, rank: int, tied: int = 1) -> CalcResult:
    """Points of one player at ``rank`` sharing it with ``tied`` players (including them)."""
    _check_round(rnd)
    if rank < 1 or tied < 1:
        raise CalcError(f"Geçersiz sıra/beraberlik: {rank}/{tied}. Sıra ve oyuncu sayısı ≥ 1.")
    b = building(name)
    table = b.points[rnd]
    shares = [table[r - 1] if r <= len(table) else 0 for r in range(rank, rank + tied)]
    value = sum(shares) // tied
    refs = [ROUND_REFS[rnd]]
    if tied == 1:
        trail = [f"{rnd}. puanlama, {b.name} {rank}.: {value} puan"]
    else:
        ranks = "+".join(str(s) for s in shares)
        trail = [f"{rnd}. puanlama, {b.name}: {tied} oyuncu {rank}. sırada berabere, sıraların "
                 f"puanları toplanıp bölünür, aşağı yuvarlanır: ({ranks}) / {tied} → {value}"]  # fmt: skip
        refs.append(TIE_REF)
    return CalcResult(value, trail, refs, f"{value} puan alır.", "puan")


def wall_points(longest_chain: int) -> CalcResult:
    if longest_chain < 0:
        raise CalcError(f"Geçersiz duvar uzunluğu: {longest_chain}. 0 veya daha büyük olmalı.")
    trail = [f"En uzun kesintisiz dış duvar: {longest_chain} kenar × 1 = {longest_chain} puan"]
    return CalcResult(longest_chain, trail, [WALL_REF], f"{longest_chain} puan.", "puan")


def _ranks(counts: dict[str, int]) -> list[list[str]]:
    """Players with at least one building, grouped by equal count, most first."""
    groups: dict[int, list[str]] = {}
    for player, n in counts.items():
        if n > 0:
            groups.setdefault(n, []).append(player)
    return [groups[n] for n in sorted(groups, reverse=True)]


def score_round(
    rnd: int, counts_by_player: dict[str, dict[str, int]], walls: dict[str, int] | None = None
) -> dict[str, CalcResult]:
    """Points per player for one scoring round from building counts (and optional wall chains)."""
    _check_round(rnd)
    # accept any spelling ("bahçe", "garden") and reject unknown names instead of ignoring them
    counts_by_player = {
        p: {building(name).key: n for name, n in row.items()} for p, row in counts_by_player.items()
    }
    trails: dict[str, list[str]] = {p: [] for p in counts_by_player}
    totals = dict.fromkeys(counts_by_player, 0)
    refs: dict[str, list[RuleRef]] = {p: [] for p in counts_by_player}
    for key in BUILDINGS:
        counts = {p: c.get(key, 0) for p, c in counts_by_player.items()}
        if any(n < 0 for n in counts.values()):
            raise CalcError("Bina sayısı negatif olamaz.")
        rank = 1
        for group in _ranks(counts):
            part = placement_points(rnd, key, rank, len(group))
            for player in group:
                totals[player] += part.value or 0
                trails[player] += part.trail
                refs[player] += part.citations
            rank += len(group)
    for player, chain in (walls or {}).items():
        part = wall_points(chain)
        totals[player] = totals.get(player, 0) + chain
        trails.setdefault(player, []).extend(part.trail)
        refs.setdefault(player, []).extend(part.citations)
    return {
        p: CalcResult(
            totals[p],
            trails[p] + [f"Toplam: {totals[p]} puan"],
            list(dict.fromkeys(refs[p])),
            f"{p}: {totals[p]} puan.",
            "puan",
        )  # fmt: skip
        for p in totals
    }


def score_player(rnd: int, placements: list[tuple[str, int, int]], wall: int | None) -> CalcResult:
    """One player's round score from (building, rank, tied players) placements and a wall."""
    parts = [placement_points(rnd, b, rank, tied) for b, rank, tied in placements]
    if wall is not None:
        parts.append(wall_points(wall))
    total = sum(p.value or 0 for p in parts)
    trail = [t for p in parts for t in p.trail]
    if len(parts) > 1:
        trail.append(" + ".join(str(p.value) for p in parts) + f" = {total}")
    refs = list(dict.fromkeys(r for p in parts for r in p.citations))
    return CalcResult(total, trail, refs, f"Bu puanlamada {total} puan alırsın.", "puan")


def parse_placements(text: str) -> list[tuple[str, int, int]]:
    """ "pavyon:1, kule:2:2" → [(pavyon, rank 1, alone), (kule, rank 2, 2 players tied)]."""
    placements = []
    for item in filter(None, (p.strip() for p in text.split(","))):
        parts = [p.strip() for p in item.split(":")]
        if len(parts) not in (2, 3) or not all(p.isdigit() for p in parts[1:]):
            raise CalcError(f"'{item}' anlaşılamadı. Biçim: bina:sıra[:berabere oyuncu], "
                            "ör. 'pavyon:1, kule:2:2'.")  # fmt: skip
        placements.append((parts[0], int(parts[1]), int(parts[2]) if len(parts) == 3 else 1))
    if not placements:
        raise CalcError("En az bir bina sırası gir, ör. 'pavyon:1'.")
    return placements


def _placement_text(placements: list[tuple[str, int, int]]) -> str:
    return ", ".join(f"{b}:{rank}:{tied}" for b, rank, tied in placements)


def player_score(round: int, placements: str, wall: int | None = None) -> CalcResult:
    return score_player(round, parse_placements(placements), wall)


def money_limit() -> CalcResult:
    return CalcResult(MONEY_LIMIT, [f"Birden fazla para kartı: toplam ≤ {MONEY_LIMIT}"],
                      [MONEY_REF], f"Birden fazla para kartı alırken toplam değer en fazla "
                      f"{MONEY_LIMIT} olabilir; tek kart alırken sınır yoktur.", None)  # fmt: skip


def max_actions() -> CalcResult:
    return CalcResult(MAX_ACTIONS, [f"Bir turda en fazla {MAX_ACTIONS} aksiyon"],
                      [ACTIONS_REF], f"En fazla {MAX_ACTIONS} aksiyon.", "aksiyon")  # fmt: skip


def _read_player_score(q: str) -> dict[str, Any] | None:
    parsed = parse_scoring(q) if "puan" in q else None
    if parsed is None:
        return None
    rnd, placements, wall = parsed
    return {"round": rnd, "placements": _placement_text(placements), "wall": wall}


def _read_money_limit(q: str) -> dict[str, Any] | None:
    return {} if _asks_money_limit(q) else None


def _read_max_actions(q: str) -> dict[str, Any] | None:
    return {} if re.search(r"en fazla kac (aksiyon|eylem)", q) else None


def round_score(round: int, players: list[str], walls: str = "") -> CalcResult:
    """A whole scoring round from each player's building counts (the staff console's form)."""
    counts: dict[str, dict[str, int]] = {}
    for line in players:
        name, sep, rest = line.partition(":")
        if not sep or not name.strip():
            raise CalcError(
                f"Oyuncu satırı anlaşılamadı: '{line}'. Örnek: 'Ali: pavyon=2, kule=1'."
            )
        row: dict[str, int] = {}
        for part in filter(None, (p.strip() for p in rest.split(","))):
            key, eq, count = part.partition("=")
            if not eq or not count.strip().isdigit():
                raise CalcError(f"'{part}' anlaşılamadı. Bina=sayı biçiminde yaz, ör. 'kule=2'.")
            row[building(key.strip()).key] = row.get(building(key.strip()).key, 0) + int(count)
        counts[name.strip()] = row
    wall_map: dict[str, int] = {}
    for item in filter(None, (w.strip() for w in walls.split(","))):
        name, eq, length = item.partition("=")
        if not eq or not length.strip().isdigit():
            raise CalcError(f"Duvar '{item}' anlaşılamadı. Örnek: 'Ali=5'.")
        wall_map[name.strip()] = int(length)
    unknown = sorted(set(wall_map) - set(counts))
    if unknown:
        raise CalcError(f"Duvarı girilen oyuncu listede yok: {', '.join(unknown)}.")
    parts = score_round(round, counts, wall_map or None)
    summary = " ".join(p.summary for p in parts.values())
    refs = list(dict.fromkeys(r for p in parts.values() for r in p.citations))
    return CalcResult(None, [t for p in parts.values() for t in p.trail], refs, summary, "puan",
                      parts=parts)  # fmt: skip


_BUILDINGS = ", ".join(b.name for b in BUILDINGS.values())
ROUND = Field("round", "Puanlama turu", "int", "1, 2 ya da 3", "2", minimum=1, maximum=3)
register(
    Calculator(
        "alhambra-player-score",
        GAME,
        "Alhambra: bir oyuncunun puanı",
        "Bir puanlama turunda bina sıralarından (beraberlikler dahil) ve duvardan gelen puan.",
        (
            ROUND,
            Field(
                "placements",
                "Bina sıraları",
                "text",
                f"bina:sıra[:berabere oyuncu]; {_BUILDINGS}",
                "pavyon:1, kule:2:2",
            ),
            Field(
                "wall",
                "En uzun dış duvar (kenar)",
                "int",
                "isteğe bağlı",
                "5",
                required=False,
                minimum=0,
            ),
        ),
        player_score,
        _read_player_score,
        ("2. puanlamada pavyonda birinciyim kulede ikinciyim kac puan alirim",),
    )
)
register(
    Calculator(
        "alhambra-score",
        GAME,
        "Alhambra: puanlama turu",
        "Bir puanlama turunda her oyuncunun puanı, bina sayılarından ve duvarlardan.",
        (
            ROUND,
            Field(
                "players",
                "Oyuncular (her satıra bir oyuncu)",
                "lines",
                f"Ad: bina=sayı, …; {_BUILDINGS}",
                "Ali: pavyon=2, kule=1",
            ),
            Field(
                "walls", "Duvarlar", "text", "Ad=kenar, virgülle", "Ali=5, Ayşe=3", required=False
            ),
        ),
        round_score,
    )
)
register(
    Calculator(
        "alhambra-money-limit",
        GAME,
        "Alhambra: para alma sınırı",
        "Bir turda alınabilecek para kartlarının toplam değer sınırı.",
        (),
        money_limit,
        _read_money_limit,
        ("para alirken limit var mi",),
    )
)
register(Calculator(
    "alhambra-max-actions", GAME, "Alhambra: bir turda en fazla aksiyon",
    "Bir oyuncunun bir turda yapabileceği en fazla aksiyon.", (),
    max_actions, _read_max_actions, ("bir turda en fazla kac aksiyon yapabilirim",),
))  # fmt: skip


@register_checker
class AlhambraChecker(GameChecker):
    game = GAME

    def context(self, question: str, _result: CalcResult | None) -> int | None:
        return round_in(fold(question))

    def rules(self) -> list[Rule]:
        return [_money_rule, _actions_rule, _table_rule, _tiles_rule]


def _asks_money_limit(q: str) -> bool:
    """ "para alirken toplam limit kac", "para limiti kaç?" (q is ASCII-folded)."""
    return (
        "para" in q
        and re.search(r"toplam|en fazla|birden fazla|limit|sinir", q) is not None
        and re.search(r"\bkac\b|ne kadar", q) is not None
    )


_LIMIT_AFTER = re.compile(r"^['’]?\w{0,3}\s*(?:kadar|ge[cç]|a[sş])")


def _money_rule(site: Site, _ctx: Any, _result: CalcResult | None) -> Check | None:
    """ "toplam 9'a kadar para alabilirsin": several cards may total at most 5."""
    if not _LIMIT_AFTER.match(site.after) or not re.search(r"para|kart", site.sentence):
        return None
    if not re.search(r"toplam|birden fazla", site.clause) or re.search(
        r"tek (bir )?kart", site.clause
    ):
        return None
    return judge(
        site.claim, MONEY_LIMIT, [f"Birden fazla kart: toplam ≤ {MONEY_LIMIT}"], [MONEY_REF]
    )


def _actions_rule(site: Site, _ctx: Any, _result: CalcResult | None) -> Check | None:
    if site.claim.unit != "aksiyon" or not re.search(r"en fazla|toplam", site.before):
        return None
    if "tur" not in site.sentence or re.match(r"^\W*\w+\s+birin", site.after):
        return None
    return judge(
        site.claim, MAX_ACTIONS, [f"Bir turda en fazla {MAX_ACTIONS} aksiyon"], [ACTIONS_REF]
    )


def _table_rule(site: Site, ctx: Any, _result: CalcResult | None) -> Check | None:
    """ "Kule birinciliği 6 puan" with a known round and no tie in the sentence."""
    if site.claim.unit != "puan" or ties_in(site.sentence) or "duvar" in site.clause:
        return None
    keys = {b.key for b in buildings_in(site.clause)} or {
        b.key for b in buildings_in(site.sentence)
    }
    rank = rank_in(site.clause)
    rnd = round_in(site.sentence) or (ctx if isinstance(ctx, int) else None)
    if len(keys) != 1 or rank is None or rnd is None:
        return None
    found = placement_points(rnd, keys.pop(), rank)
    return judge(site.claim, found.value, found.trail, found.citations)


def _tiles_rule(site: Site, _ctx: Any, _result: CalcResult | None) -> Check | None:
    """ "Kule 11 adet": tiles per building type; "toplam 54 bina karosu"."""
    if site.claim.unit not in ("adet", "karo") or re.search(r"fiyat|dirk|kalan", site.sentence):
        return None
    keys = {b.key for b in buildings_in(site.clause)}
    if len(keys) == 1:
        b = BUILDINGS[keys.pop()]
        return judge(site.claim, b.tiles, [f"{b.name}: {b.tiles} karo"], [TILES_REF])
    if not keys and "toplam" in site.before and "bina" in site.clause:
        return judge(site.claim, TOTAL_TILES, ["7 + 7 + 9 + 9 + 11 + 11 = 54"], [TILES_REF])
    return None
