"""Gloomhaven: Jaws of the Lion: scenario level, level table, XP thresholds, perks, items and
attack damage; calculators and the claim checker. Values come from rules_corpus/gloomhaven-jotl/kurallar.md."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from turkish import fold_same_length as fold
from validators.base import CalcError, CalcResult, Check, RuleRef, judge
from validators.calculator import Calculator, Field, register
from validators.claims import Site
from validators.common import GameChecker, Rule, ceil_div, mean_text
from validators.jotl_parse import parse_jotl, table_column, table_level
from validators.registry import register_checker

GAME = "gloomhaven-jotl"


def _ref(section: str, quote: str) -> RuleRef:
    return RuleRef(GAME, section, quote)


LEVEL_REF = _ref(
    "Senaryo Seviyesi Hesaplama",
    "Önerilen ('Normal') senaryo seviyesi: karakterlerin seviye ortalaması ikiye bölünür ve "
    "yukarı yuvarlanır.",
)
DIFFICULTY_REF = _ref(
    "Senaryo Seviyesi Hesaplama",
    "Zorluk ayarı önerilen seviyenin üstüne uygulanır: - Kolay (Easy): önerilen seviye - 1 - "
    "Normal: önerilen seviye - Zor (Hard): önerilen seviye + 1 - Çok Zor (Very Hard): önerilen "
    "seviye + 2",
)
XP_REF = _ref(
    "Deneyim ve Seviye Atlama",
    "Seviye eşikleri: Seviye 2 için 45, 3 için 95, 4 için 150, 5 için 210, 6 için 275, 7 için "
    "345, 8 için 420, 9 için 500 deneyim.",
)
# The character sheet prints the same thresholds; a customer may ask "by the sheet".
XP_SHEET_REF = _ref(
    "Karakter Sayfası Bloğu (Character Sheet Pad)",
    "İsim, seviye, deneyim, altın, eşya, perk kutuları ve savaş hedefi onay işaretlerinin "
    "yazıldığı sarf edilebilir sayfalar. Seviye eşikleri (0/45/95/150/210/275/345/420/500) bu "
    "sayfada basılıdır.",
)
PERK_REF = _ref(
    "Savaş Hedefleri ve Perkler",
    "Perkler: Karakterler her 3 onay işaretinde bir ve her seviye atlayışta 1 perk kazanır.",
)
CHECKMARK_REF = _ref(
    "Savaş Hedefleri ve Perkler",
    "Kazansan da kaybetsen de kart ıskarta edilir ve sonraki senaryoda yenisi seçilir. Bir "
    "karakter en fazla 18 onay işareti biriktirebilir.",
)
SELL_REF = _ref(
    "Altın ve Eşyalar",
    "- Satma: Eşya, altın değerinin yarısına (yukarı yuvarlanmış) mağazaya satılır. - Takas: "
    "Oyuncular senaryolar arasında eşyaları serbestçe aktarabilir.",
)
SMALL_ITEMS_REF = _ref(
    "Altın ve Eşyalar",
    "Seviye 3'ten itibaren getirilebilecek küçük eşya sayısı, karakter seviyesinin yarısı "
    "(yukarı yuvarlanmış) kadardır.",
)
DECK_REF = _ref(
    "Saldırı Modifiye Kartı (Attack Modifier Card)",
    "Başlangıç destesi 20 karttır: 6x +0, 5x +1, 5x -1, 1x +2, 1x -2, 1x 2x (çift hasar) ve 1x "
    "Null (ıska).",
)
MODIFIER_REF = _ref(
    "Saldırı (Attack)",
    "Sayı kartları saldırı değerine eklenir/çıkarılır; 2x kartı toplam değeri ikiye katlar; Null "
    "kartı saldırı değerini 0 yapar.",
)
SHIELD_REF = _ref(
    "Saldırı (Attack)",
    "Kalkan (Shield): 'Kalkan X' aktif bir bonustur; saldırıdan gelen hasarı X azaltır (en az 0). "
    "Kalkan, saldırı bonusları ve modifiye kartı hesaplandıktan SONRA uygulanır.",
)
POISON_REF = _ref(
    "Negatif Durumlar",
    "Zehir (Poison): Figürü hedefleyen tüm saldırılara +1 saldırı bonusu eklenir; bu bonus "
    "modifiye kartından ÖNCE uygulanır.",
)
CURSE_REF = _ref(
    "Negatif Durumlar",
    "Kart, çekilene kadar destede kalır; çekildiğinde saldırı değerini 0 yapar ve desteden "
    "çıkarılır. Bir desteye en fazla 10 Lanet kartı konabilir.",
)
BLESS_REF = _ref(
    "Pozitif Durumlar",
    "Oyunda 10 Kutsama kartı vardır ve herhangi bir desteye konabilirler.",
)

DIFFICULTY = {"easy": -1, "normal": 0, "hard": 1, "very_hard": 2}
DIFFICULTY_NAMES = {"easy": "Kolay", "normal": "Normal", "hard": "Zor", "very_hard": "Çok Zor"}
XP_THRESHOLDS = {1: 0, 2: 45, 3: 95, 4: 150, 5: 210, 6: 275, 7: 345, 8: 420, 9: 500}
MODIFIER_DECK = {"+0": 6, "+1": 5, "-1": 5, "+2": 1, "-2": 1, "2x": 1, "null": 1}
MAX_CHECKMARKS, MAX_CURSES, BLESS_CARDS = 18, 10, 10


@dataclass(frozen=True)
class LevelRow:
    level: int
    monster_level: int
    gold_per_coin: int
    trap_damage: int
    bonus_xp: int

    def cells(self) -> str:
        return (f"{self.level} | {self.monster_level} | {self.gold_per_coin} | "
                f"{self.trap_damage} | {self.bonus_xp}")  # fmt: skip


LEVEL_TABLE = [
    LevelRow(0, 0, 2, 2, 4),
    LevelRow(1, 1, 2, 3, 6),
    LevelRow(2, 2, 3, 4, 8),
    LevelRow(3, 3, 3, 5, 10),
    LevelRow(4, 4, 4, 6, 12),
    LevelRow(5, 5, 4, 7, 14),
    LevelRow(6, 6, 5, 8, 16),
    LevelRow(7, 7, 6, 9, 18),
]
_TABLE_HEADER = "Senaryo Sev. | Canavar Sev. | Altın/Jeton | Tuzak Hasarı | Bonus Deneyim"


def row_ref(level: int) -> RuleRef:
    """The table row quoted with the row (or header) before it, as printed in the rule text."""
    before = _TABLE_HEADER if level == 0 else LEVEL_TABLE[level - 1].cells()
    return _ref("Senaryo Seviyesi Tablosu", f"{before} {LEVEL_TABLE[level].cells()}")


def _check_levels(levels: list[int]) -> None:
    if not levels:
        raise CalcError("En az bir karakter seviyesi gerekli (1-9).")
    bad = [lv for lv in levels if not 1 <= lv <= 9]
    if bad:
        raise CalcError(
            f"Geçersiz karakter seviyesi: {bad[0]}. Karakter seviyesi 1 ile 9 arasıdır."
        )


def difficulty_key(name: str) -> str:
    key = fold(name).strip().replace(" ", "_").replace("-", "_")
    key = {"kolay": "easy", "zor": "hard", "cok_zor": "very_hard", "very": "very_hard"}.get(
        key, key
    )
    if key not in DIFFICULTY:
        raise CalcError(f"Bilinmeyen zorluk: '{name}'. Geçerli: kolay/easy, normal, zor/hard, "
                        "çok zor/very-hard.")  # fmt: skip
    return key


def scenario_level(levels: list[int], difficulty: str = "normal") -> CalcResult:
    """⌈average character level / 2⌉ plus the difficulty step, within the table's 0-7."""
    _check_levels(levels)
    key = difficulty_key(difficulty)
    recommended = ceil_div(sum(levels), 2 * len(levels))
    trail = [f"Ortalama {mean_text(levels)} = {sum(levels) / len(levels):.2f}".replace(".", ","),
             f"İkiye böl, yukarı yuvarla: önerilen seviye {recommended}"]  # fmt: skip
    refs = [LEVEL_REF]
    value = recommended + DIFFICULTY[key]
    if key != "normal":
        step = DIFFICULTY[key]
        trail.append(f"{DIFFICULTY_NAMES[key]} {'+' if step > 0 else '−'}{abs(step)}: {value}")
        refs.append(DIFFICULTY_REF)
    value = min(7, max(0, value))  # the level table has rows 0-7 only
    row = LEVEL_TABLE[value]
    trail.append(f"Seviye {value}: canavar {row.monster_level}, jeton başına {row.gold_per_coin} "
                 f"altın, tuzak hasarı {row.trap_damage}, bonus deneyim {row.bonus_xp}")  # fmt: skip
    refs.append(row_ref(value))
    return CalcResult(value, trail, refs, f"Senaryo seviyesi {value}.", "seviye")


_COINS = re.compile(r"(\d+)\s*(?:tane\s+)?(?:para\s+)?jeton")


def _with_coins(result: CalcResult, coins: int | None) -> CalcResult:
    """ "6 para jetonu kaç altın eder": the table's gold per coin times the coins asked about."""
    if coins is None or result.value is None:
        return result
    per_coin = LEVEL_TABLE[result.value].gold_per_coin
    result.trail.append(f"{coins} jeton × {per_coin} altın = {coins * per_coin} altın")
    return result


def level_row(level: int) -> LevelRow:
    if not 0 <= level <= 7:
        raise CalcError(f"Geçersiz senaryo seviyesi: {level}. Senaryo seviyesi 0 ile 7 arasıdır.")
    return LEVEL_TABLE[level]


def level_from_xp(xp: int) -> CalcResult:
    if xp < 0:
        raise CalcError(f"Geçersiz deneyim: {xp}. Deneyim 0 veya daha büyük olmalı.")
    level = max(lv for lv, need in XP_THRESHOLDS.items() if xp >= need)
    nxt = XP_THRESHOLDS.get(level + 1)
    bound = f"{XP_THRESHOLDS[level]} ≤ {xp}" + (f" < {nxt}" if nxt else "")
    trail = [f"Seviye {level} eşiği {XP_THRESHOLDS[level]}: {bound} → seviye {level}"]
    return CalcResult(level, trail, [XP_REF, XP_SHEET_REF], f"Seviye {level}.", "seviye")


def perks(level: int, checkmarks: int = 0, start_level: int = 1) -> CalcResult:
    """Perks earned: one per level gained since ``start_level`` plus one per 3 checkmarks."""
    _check_levels([level, start_level])
    if not 0 <= checkmarks <= MAX_CHECKMARKS or start_level > level:
        raise CalcError(f"Geçersiz girdi: onay işareti 0-{MAX_CHECKMARKS} arasında, başlangıç "
                        "seviyesi mevcut seviyeden büyük olmamalı.")  # fmt: skip
    from_levels, from_marks = level - start_level, checkmarks // 3
    total = from_levels + from_marks
    trail = [f"Seviye atlama: {level} − {start_level} = {from_levels} perk",
             f"Onay işareti: {checkmarks} / 3 → {from_marks} perk",
             f"{from_levels} + {from_marks} = {total}"]  # fmt: skip
    return CalcResult(total, trail, [PERK_REF, CHECKMARK_REF], f"{total} perk.", "perk")


def sell_price(cost: int) -> CalcResult:
    if cost < 0:
        raise CalcError(f"Geçersiz fiyat: {cost}. 0 veya daha büyük olmalı.")
    value = ceil_div(cost, 2)
    return CalcResult(value, [f"{cost} / 2, yukarı yuvarla → {value}"], [SELL_REF],
                  f"{value} altına satılır.", "altın")  # fmt: skip


def small_items(level: int) -> CalcResult:
    _check_levels([level])
    if level < 3:
        return CalcResult(None, ["Kural seviye 3'ten itibaren tanımlı"], [SMALL_ITEMS_REF],
                      "Bu kural seviye 3'ten itibaren geçerli.", "eşya")  # fmt: skip
    value = ceil_div(level, 2)
    return CalcResult(value, [f"{level} / 2, yukarı yuvarla → {value}"], [SMALL_ITEMS_REF],
                  f"{value} küçük eşya.", "eşya")  # fmt: skip


def attack_damage(
    base: int, modifier: str = "+0", poison: bool = False, shield: int = 0
) -> CalcResult:
    """Damage of one attack: base, +1 poison, then the modifier card, then shield (never < 0)."""
    if base < 0 or shield < 0:
        raise CalcError("Saldırı değeri ve kalkan 0 veya daha büyük olmalı.")
    mod = fold(modifier).strip().replace(" ", "")
    valid = {"+0", "+1", "-1", "+2", "-2", "2x", "x2", "null", "bless", "kutsama", "curse", "lanet"}
    if mod not in valid and not re.fullmatch(r"[+-]\d", mod):
        raise CalcError(f"Bilinmeyen modifiye kartı: '{modifier}'. Geçerli: +0, +1, -1, +2, -2, "
                        "2x, null, kutsama/bless, lanet/curse.")  # fmt: skip
    value, trail, refs = base, [f"Temel saldırı {base}"], [MODIFIER_REF]
    if poison:
        value += 1
        trail.append(f"Zehirli hedef +1 (karttan önce): {value}")
        refs.append(POISON_REF)
    if mod in ("2x", "x2", "bless", "kutsama"):
        value *= 2
    elif mod in ("null", "curse", "lanet"):
        value = 0
    else:
        value += int(mod)
    trail.append(f"Modifiye kartı {modifier}: {value}")
    if shield:
        trail.append(f"Kalkan {shield} (en son): {max(0, value - shield)}")
        refs.append(SHIELD_REF)
    value = max(0, value - shield)
    return CalcResult(value, trail, refs, f"{value} hasar.", "hasar")


def party_level(
    levels: list[int], difficulty: str = "normal", coins: int | None = None
) -> CalcResult:
    return _with_coins(scenario_level(levels, difficulty), coins)


def _read_xp(q: str) -> dict[str, Any] | None:
    parsed = parse_jotl(q)
    return {"xp": parsed.xp} if parsed.xp is not None and parsed.asks_level else None


def _read_perks(q: str) -> dict[str, Any] | None:
    parsed = parse_jotl(q)
    if parsed.asks_perks and parsed.levels and len(parsed.levels) == 1:
        return {"level": parsed.levels[0], "checkmarks": parsed.checkmarks or 0,
                "start_level": parsed.start_level or 1}  # fmt: skip
    return None


def _read_level(q: str) -> dict[str, Any] | None:
    parsed = parse_jotl(q)
    if parsed.levels and (parsed.difficulty or parsed.asks_scenario_level):
        coins = _COINS.search(q)
        return {"levels": parsed.levels, "difficulty": parsed.difficulty or "normal",
                "coins": int(coins.group(1)) if coins else None}  # fmt: skip
    return None


LEVEL = Field("level", "Karakter seviyesi", "int", "1-9", "3", minimum=1, maximum=9)
register(
    Calculator(
        "jotl-xp",
        GAME,
        "JotL: deneyimden seviye",
        "Toplam deneyim puanından karakter seviyesi.",
        (
            Field(
                "xp", "Toplam deneyim (XP)", "int", "karakter sayfasındaki toplam", "160", minimum=0
            ),
        ),
        level_from_xp,
        _read_xp,
        ("160 xp ile kacinci seviyeyim",),
    )
)
register(
    Calculator(
        "jotl-perks",
        GAME,
        "JotL: perk sayısı",
        "Seviye atlamalardan ve onay işaretlerinden kazanılan perk sayısı.",
        (
            LEVEL,
            Field(
                "checkmarks",
                "Onay işareti",
                "int",
                f"0-{MAX_CHECKMARKS}",
                "6",
                required=False,
                minimum=0,
                maximum=MAX_CHECKMARKS,
            ),
            Field(
                "start_level",
                "Başlangıç seviyesi",
                "int",
                "1-9",
                "1",
                required=False,
                minimum=1,
                maximum=9,
            ),
        ),
        perks,
        _read_perks,
        ("4. seviyeyim 6 onay isaretim var kac perkim olur",),
    )
)
register(
    Calculator(
        "jotl-level",
        GAME,
        "JotL: senaryo seviyesi",
        "Karakter seviyelerinden ve zorluktan senaryo seviyesi ve tablo satırı.",
        (
            Field(
                "levels",
                "Karakter seviyeleri",
                "ints",
                "virgülle, 1-9",
                "2, 3, 3, 4",
                minimum=1,
                maximum=9,
            ),
            Field(
                "difficulty",
                "Zorluk",
                "choice",
                "kolay, normal, zor, çok zor",
                "normal",
                required=False,
                choices=tuple(DIFFICULTY),
            ),
            Field(
                "coins",
                "Para jetonu",
                "int",
                "isteğe bağlı: altına çevrilir",
                "6",
                required=False,
                minimum=0,
            ),
        ),
        party_level,
        _read_level,
        ("karakterler 2 3 3 4 seviye zor oynarsak senaryo seviyesi kac",),
    )
)
register(
    Calculator(
        "jotl-sell",
        GAME,
        "JotL: eşya satış fiyatı",
        "Bir eşyanın satış fiyatı (fiyatın yarısı, yukarı yuvarlanır).",
        (Field("cost", "Eşyanın fiyatı (altın)", "int", "", "25", minimum=0),),
        sell_price,
    )
)
register(
    Calculator(
        "jotl-small-items",
        GAME,
        "JotL: küçük eşya sınırı",
        "Karakter seviyesine göre taşınabilecek küçük eşya sayısı.",
        (LEVEL,),
        small_items,
    )
)
register(Calculator(
    "jotl-damage", GAME, "JotL: saldırı hasarı",
    "Bir saldırının hasarı: temel değer, zehir, modifiye kartı, kalkan.",
    (
        Field("base", "Temel saldırı", "int", "", "3", minimum=0),
        Field("modifier", "Modifiye kartı", "text", "+0, +1, -1, +2, -2, 2x, null, kutsama, lanet",
              "+1", required=False),
        Field("poison", "Hedef zehirli", "flag", "evet / hayır", "hayır", required=False),
        Field("shield", "Kalkan", "int", "", "1", required=False, minimum=0),
    ),
    attack_damage,
))  # fmt: skip


@register_checker
class JotlChecker(GameChecker):
    game = GAME

    def context(self, _question: str, result: CalcResult | None) -> int | None:
        """The scenario level the question implies, for checking table values in the answer."""
        if result is None or LEVEL_REF not in result.citations:
            return None
        return result.value

    def rules(self) -> list[Rule]:
        return [_scenario_level_rule, _table_rule, _threshold_rule, _limits_rule]


def _scenario_level_rule(site: Site, ctx: Any, result: CalcResult | None) -> Check | None:
    """ "senaryo seviyesi 3": against the question's party and difficulty."""
    if site.claim.unit != "seviye" or not re.search(r"senaryo seviye\w*\s*$", site.before):
        return None
    if result is None or result.value is None or not isinstance(ctx, int):
        return None
    own = parse_jotl(site.sentence)
    if own.levels or own.difficulty:
        return None  # the sentence sets up its own example; do not judge it by the question
    return judge(site.claim, result.value, result.trail, result.citations)


def _table_rule(site: Site, ctx: Any, _result: CalcResult | None) -> Check | None:
    """ "tuzak hasarı 7", "jeton başına 4 altın" at the scenario level in play."""
    column = table_column(site)
    if column is None:
        return None
    level = table_level(site.sentence)
    if level is None and "ogretici" in site.sentence:
        level = 1  # the tutorial's five scenarios are played at level 1 (6 XP, 2 gold)
    if level is None:
        level = ctx if isinstance(ctx, int) else None
    if level is None or not 0 <= level <= 7:
        return None
    row = LEVEL_TABLE[level]
    value = getattr(row, column)
    return judge(site.claim, value, [f"Seviye {level}: {row.cells()}"], [row_ref(level)])


def _threshold_rule(site: Site, _ctx: Any, _result: CalcResult | None) -> Check | None:
    """ "seviye 4 için 150": the XP needed for a level."""
    m = re.search(
        r"(?:seviye\w*\s+)?(\d)\s*(?:icin|['’]\w+ (?:icin|cikmak(?: icin)?))\s*$", site.before
    )
    if m is None or not 2 <= int(m.group(1)) <= 9 or "perk" in site.clause:
        return None
    if not re.search(r"seviye", site.sentence) or not re.search(r"esik|deneyim", site.sentence):
        return None
    need = XP_THRESHOLDS[int(m.group(1))]
    return judge(site.claim, need, [f"Seviye {m.group(1)}: {need} deneyim"], [XP_REF])


def _limits_rule(site: Site, _ctx: Any, _result: CalcResult | None) -> Check | None:
    """Fixed limits: 18 checkmarks, 10 curses per deck, 10 bless cards, 20-card deck."""
    text = site.before + "#" + site.after
    limits: list[tuple[str, int, RuleRef]] = [
        (r"en fazla\s*#\s*onay", MAX_CHECKMARKS, CHECKMARK_REF),
        (r"en fazla\s*#\s*lanet", MAX_CURSES, CURSE_REF),
        (r"(?:oyunda|toplam)\s*(?:\w+\s+)?#\s*kutsama kart", BLESS_CARDS, BLESS_REF),
        (r"baslangic\s+destesi\w*\s*#\s*kart", sum(MODIFIER_DECK.values()), DECK_REF),
    ]
    for pattern, value, ref in limits:
        if re.search(pattern, text):
            return judge(site.claim, value, [f"Kural: {value}"], [ref])
    return None
