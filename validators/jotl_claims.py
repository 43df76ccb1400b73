"""Jaws of the Lion claim rules: every number an answer states that a JotL calculator can
compute is checked against it.

Three kinds of rule, tried in order (the first that answers decides):
* names, not counts: "+1", "2x", "Saldırı 2" of a card are left alone (never "corrected");
* sentence rules: a fixed fact written next to its noun ("başlangıç destesi 20 kart", "oyunda
  altı element vardır"), or a computation whose inputs the same sentence states ("25 altınlık
  eşya 13 altına satılır", "160 deneyimle seviye 4", "seviye 5'te 3 küçük eşya");
* the question's own result: the first number of the answer, when it carries the noun of what
  the question's calculator computed ("4 karakter", "İnisiyatif 99", "7 can").

A number whose context is unclear stays UNCHECKABLE: a false correction is worse than none.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from turkish import fold_same_length as fold
from validators.base import CalcError, CalcResult, Check, RuleRef, judge, uncheckable
from validators.claims import Site
from validators.common import MODIFIER_AFTER, ceil_div
from validators.jotl_data import (
    ABILITY_DECK_REF,
    ADVANTAGE_REF,
    BASIC_REF,
    BLESS_CARDS,
    BLESS_REF,
    CHARACTERS_REF,
    CHECKMARK_REF,
    COIN_DROP_REF,
    COINS_REF,
    CONDITIONS_REF,
    CURSE_REF,
    DAMAGE_TOKEN_REF,
    DECK_REF,
    DIFFICULT_REF,
    DIFFICULTY,
    DIFFICULTY_REF,
    DIVIDER_REF,
    DRAW_REF,
    ELEMENT_COLUMNS_REF,
    ELEMENTS_REF,
    EVENT_CARD_REF,
    GOAL_CHECK_REF,
    GOALS_REF,
    GUIDE_REF,
    INTEGRATION_REF,
    ITEM_TYPES_REF,
    LEVEL_TABLE,
    LEVEL_UP_CARD_REF,
    LEVEL_UP_REF,
    LONG_REST_REF,
    LONG_REST_STEPS_REF,
    MAX_CHECKMARKS,
    MAX_CURSES,
    MINIATURE_REF,
    MODIFIER_DECK,
    MONSTER_CARD_REF,
    NEGATE_REF,
    NEW_CHARACTER_REF,
    PERK_REF,
    PLAYERS_REF,
    POISON_REF,
    REROLL_REF,
    SCENARIOS_REF,
    SELECT_REF,
    SELL_REF,
    SHORT_REST_REF,
    SLOTS,
    SLOTS_REF,
    SMALL_ITEMS_REF,
    SOLO_REF,
    STACKING_REF,
    STAND_REF,
    STAT_REF,
    STICKER_REF,
    TUTORIAL_SCENARIOS_REF,
    WOUND_REF,
    XP_BONUS_REF,
    XP_REF,
    XP_THRESHOLDS,
    row_ref,
)
from validators.jotl_level import _level_inputs, party_steps, recommended_steps
from validators.jotl_parse import digits, parse_jotl, table_column, table_level

# --- context: what the question implies ------------------------------------------------------


@dataclass(frozen=True)
class Ctx:
    level: int | None  # the scenario level in play, from the question


def question_context(question: str, result: CalcResult | None) -> Ctx:
    if result is not None and result.calculator == "jotl-level" and result.value is not None:
        return Ctx(result.value)
    inputs = _level_inputs(digits(fold(question)))
    if inputs is None:
        return Ctx(None)
    if "scenario_level" in inputs:
        level = inputs["scenario_level"]
        return Ctx(level if 0 <= level <= 7 else None)
    if "recommended" in inputs:
        try:
            value, _, _ = recommended_steps(inputs["recommended"], inputs.get("difficulty"))
        except CalcError:
            return Ctx(None)
        return Ctx(value)
    try:
        value, _, _ = party_steps(inputs["levels"], inputs.get("difficulty") or "normal")
    except ValueError:
        return Ctx(None)
    return Ctx(value)


def marked(site: Site) -> str:
    """The folded sentence with the claim's number written as '#'."""
    sentence, clause = site.sentence, site.clause
    at = sentence.find(clause)
    if at < 0:
        return f"{site.before}#{site.after}"
    pos = at + len(site.before)
    return sentence[:pos] + "#" + sentence[pos + len(site.claim.text) :]


# --- names that hold digits ------------------------------------------------------------------
_SIGNED_BEFORE = re.compile(r"[+−-]\s?$")
_CARD_AFTER = re.compile(r"^\s?x\b|^\s?×")
_X_BEFORE = re.compile(r"\bx\s?$|×\s?$")


def _name_rule(site: Site, _ctx: Ctx, _result: CalcResult | None) -> Check | None:
    """ "+1", "−2", "2x", "x2": a modifier card's name (or a signed bonus), not a count. The
    poison bonus ("+1 saldırı bonusu") is checked first by its own rule."""
    before, after = site.before, site.after
    if _SIGNED_BEFORE.search(before) or _X_BEFORE.search(before):
        return uncheckable(site.claim, "Kart adı ya da işaretli değer; sayı değil.")
    if _CARD_AFTER.match(after) and not re.match(r"^\s?x\s+[+−-]?\s?\d|^\s?x\s+(?:null|2x)", after):
        return uncheckable(site.claim, "Kart adı (2x); sayı değil.")
    return None


# --- fixed facts written next to their noun ------------------------------------------------
@dataclass(frozen=True)
class FactPattern:
    pattern: re.Pattern[str]  # on the marked sentence; '#' is the claim
    value: int | Callable[[re.Match[str]], int | None]
    ref: RuleRef
    label: str
    needs: re.Pattern[str] | None = None  # the claim's part of the sentence must say this
    unless: re.Pattern[str] | None = None  # ... and must not say this
    scope: str = "segment"  # where needs/unless look: "segment" (between ';'), "clause"


def _p(text: str) -> re.Pattern[str]:
    return re.compile(text)


def _card_count(m: re.Match[str]) -> int | None:
    name = re.sub(r"\s+", "", m.group("card")).replace("−", "-")
    return MODIFIER_DECK.get(name)


def _offset(m: re.Match[str]) -> int | None:
    name = m.group("diff").replace(" ", "_")
    key = {"kolay": "easy", "zor": "hard", "cok_zor": "very_hard"}.get(name)
    return abs(DIFFICULTY[key]) if key else None


def _slot(m: re.Match[str]) -> int | None:
    return SLOTS.get(m.group("slot"))


_STAND = _p(r"plastik|\bstand|\btaban")
_TELAFI = _p(r"telafi|orijinal\s+gloomhaven|gloomhaven\w*\s+(?:gelen|katilan|bir\s+karakter)")
FACTS: list[FactPattern] = [
    # the attack modifier deck, bless and curse
    # ("perkle 2 tane −1 kartı çıkarıldı" counts the cards a perk removed, not the deck's)
    FactPattern(_p(r"#\s?(?:x|tane|adet)\s*(?P<card>[+−-]\s?[012]\b|2x|null)"), _card_count,
                DECK_REF, "başlangıç destesindeki kart",
                unless=_p(r"perk|cikar|ekle|kaldir")),
    FactPattern(_p(r"baslangic\s+(?:saldiri\s+)?(?:modifiye\s+)?destesi\w*\s*#\s*kart|#\s+kartlik\s+"
                   r"(?:baslangic\s+)?(?:saldiri\s+)?modifiye\s+deste"), 20, DECK_REF,
                "başlangıç modifiye destesi"),
    FactPattern(_p(r"en\s+fazla\s*#\s*lanet"), MAX_CURSES, CURSE_REF, "bir destedeki Lanet sınırı"),
    FactPattern(_p(r"(?:oyunda|toplam)\s*(?:\w+\s+)?#\s*kutsama\s+kart"), BLESS_CARDS, BLESS_REF,
                "oyundaki Kutsama kartı"),
    # checkmarks and perks
    FactPattern(_p(r"en\s+fazla\s*#\s*onay"), MAX_CHECKMARKS, CHECKMARK_REF, "onay işareti sınırı"),
    FactPattern(_p(r"her\s+#\s+(?:savas\s+hedefi\s+)?onay"), 3, PERK_REF, "perk başına onay"),
    FactPattern(_p(r"\b3\s+onay\w*(?:\s+isareti\w*)?\s*(?:=|icin|basina)?\s*#\s+perk"), 1, PERK_REF,
                "3 onayın perki"),
    FactPattern(_p(r"(?:her\s+)?seviye\s+atla\w*\s+(?:[a-z]+\s+)?#\s+perk|#\s+perk\s+(?:[a-z]+\s+)?"
                   r"(?:her\s+)?seviye\s+atla"), 1, LEVEL_UP_REF, "seviye atlayışın perki"),
    FactPattern(_p(r"#\s+onay\s+isareti\s+(?:kazan|kazandir)"), 1, GOAL_CHECK_REF,
                "savaş hedefinin onayı", _p(r"savas\s+hedef|kosul|basari")),
    FactPattern(_p(r"gizlice\s+#\s+(?:savas\s+hedefi\s+)?kart"), 2, GOALS_REF,
                "dağıtılan savaş hedefi kartı"),
    # components
    FactPattern(_p(r"(?:oynanabilir|secilebilir)\s+#\s+karakter|#\s+(?:oynanabilir|secilebilir|"
                   r"baslangic)\s+karakter|(?:oyunda|kutuda|kutudan)\s+(?:toplam\s+)?#\s+(?:farkli\s+)?"
                   r"karakter|#\s+karakteri\s+vardir"), 4, CHARACTERS_REF, "oynanabilir karakter"),
    FactPattern(_p(r"tek\s+basina.*#\s+(?:ayri\s+)?karakter"), 2, SOLO_REF,
                "tek kişilik oyundaki karakter"),
    FactPattern(_p(r"\d\s*-\s*#\s*(?:kisilik|oyuncu)|en\s+fazla\s+#\s+(?:oyuncu|kisi)|"
                   r"#\s+oyuncuya\s+kadar|\b1\s+ile\s+#\s+oyuncu"), 4, PLAYERS_REF, "en fazla oyuncu"),
    FactPattern(_p(r"#\s*-\s*\d\s*(?:kisilik|oyunculu)|#\s+ile\s+4\s+oyuncu"), 1, PLAYERS_REF,
                "en az oyuncu"),
    FactPattern(_p(r"(?:kutuda|kutudaki)\s+(?:toplam\s+)?#\s+senaryo|toplam\s+#\s+senaryo|"
                   r"#\s+senaryoluk\s+(?:bir\s+)?kampanya"), 25, SCENARIOS_REF, "kutudaki senaryo"),
    FactPattern(_p(r"senaryo\s+#\s*'?\s*(?:de|da|te|ta)\s+(?:sonuca\s+ulas|biter|sona\s+erer|"
                   r"sonlanir)|#\s*'?\s*(?:de|da|te|ta)\s+sonuclanan"), 17, SCENARIOS_REF,
                "kampanyanın son senaryosu"),
    FactPattern(_p(r"(?:ilk|ogretici\w*)\s+#\s+senaryo"), 5, TUTORIAL_SCENARIOS_REF,
                "öğretici senaryo", _p(r"ogretici|kilavuz|kural|tutorial"), _p(r"atla")),
    FactPattern(_p(r"ilk\s+#\s+senaryo\w*\s+atla"), 3, INTEGRATION_REF, "atlanan senaryo"),
    FactPattern(_p(r"#\s+sayfalik\s+(?:ana\s+)?kitapcik|kilavuz\w*\s+(?:[a-z]+\s+){0,3}#\s+sayfa"),
                32, GUIDE_REF, "Öğren ve Oyna Kılavuzu sayfası"),
    FactPattern(_p(r"#\s+(?:lokasyon\s+|konum\s+|harita\s+)?cikartma"), 25, STICKER_REF,
                "lokasyon çıkartması"),
    FactPattern(_p(r"#\s*(?:u|ü)?\s+oyunun\s+basinda\s+secilen|(?:baslangicta|basta)\s+#\s+minyatur"),
                4, MINIATURE_REF, "başlangıç karakterlerinin minyatürü"),
    FactPattern(_p(r"#\s+normal\s+canavar\s+(?:seti|turu|cesidi)|#\s+(?:farkli\s+)?canavar\s+seti"),
                13, STAT_REF, "normal canavar seti"),
    FactPattern(_p(r"ve\s+#\s+boss\s+icin|(?:oyunda|kutuda|toplam)\s+#\s+boss"), 3, STAT_REF, "boss"),
    FactPattern(_p(r"#\s*-\s*7\s+arasi\s+seviye"), 0, STAT_REF, "istatistik kartının ilk seviyesi"),
    FactPattern(_p(r"\b0\s*-\s*#\s+arasi\s+seviye"), 7, STAT_REF, "istatistik kartının son seviyesi"),
    FactPattern(_p(r"#\s+beyaz"), 16, STAND_REF, "beyaz plastik stand", _STAND),
    FactPattern(_p(r"#\s+altin\s*(?:\(\s*elit|renkli|plastik|stand|taban)"), 8, STAND_REF,
                "altın plastik stand", _STAND),
    FactPattern(_p(r"#\s+(?:adet|tane)\s+1\s*'?\s*l[iu]k"), 32, DAMAGE_TOKEN_REF, "1'lik hasar jetonu"),
    FactPattern(_p(r"#\s+(?:adet|tane)\s+3\s*'?\s*l[uü]k"), 12, DAMAGE_TOKEN_REF, "3'lük hasar jetonu"),
    FactPattern(_p(r"#\s+(?:adet|tane)\s+10\s*'?\s*l[uü]k"), 6, DAMAGE_TOKEN_REF, "10'luk hasar jetonu"),
    FactPattern(_p(r"(?:oyunda|toplam)\s+#\s+(?:farkli\s+)?element|#\s+(?:farkli\s+|cesit\s+)?element"
                   r"\w*\s+(?:vardir|var\b|bulunur)|#\s+elementten"), 6, ELEMENTS_REF, "element"),
    FactPattern(_p(r"#\s+sutun"), 3, ELEMENT_COLUMNS_REF, "element tahtasının sütunu",
                _p(r"element|tahta")),
    FactPattern(_p(r"(?:oyunda|oyundaki|toplam)\s+#\s+durum|#\s+durum\w*\s+(?:vardir|var\b|bulunur)"),
                9, CONDITIONS_REF, "durum"),
    FactPattern(_p(r"#\s+(?:negatif|kotu)\s+durum"), 7, CONDITIONS_REF, "negatif durum",
                _p(r"toplam|oyunda|vardir|var\b")),
    FactPattern(_p(r"#\s+(?:pozitif|iyi)\s+durum"), 2, CONDITIONS_REF, "pozitif durum",
                _p(r"toplam|oyunda|vardir|var\b")),
    FactPattern(_p(r"#\s+(?:tur|cesit|tip)\s*(?:de\s+)?esya|esya\w*\s+#\s+(?:ture|cesid|tip)|"
                   r"#\s+esya\s+(?:turu|cesidi|tipi)"), 5, ITEM_TYPES_REF, "eşya türü"),
    FactPattern(_p(r"#\s+(?:tane\s+|adet\s+)?(?:kart\s+)?ayrac"), 3, DIVIDER_REF, "kart ayracı"),
    FactPattern(_p(r"#\s+kartlik\s+(?:tam\s+)?(?:yetenek\s+)?deste"), 8, ABILITY_DECK_REF,
                "canavar yetenek destesi", _p(r"canavar|yetenek"), _p(r"basic|ogretici|modifiye")),
    FactPattern(_p(r"#\s+kartlik\s+'?basic"), 4, ABILITY_DECK_REF, "öğretici 'Basic' destesi"),
    FactPattern(_p(r"(?:her\s+tur|tur\s+basina)\s+(?:her\s+)?(?:canavar\s+)?set\w*\s+(?:basina|icin)\s+"
                   r"#\s+(?:yetenek\s+)?kart"), 1, ABILITY_DECK_REF, "tur başına canavar kartı"),
    # scenario level: the difficulty steps
    FactPattern(_p(r"#\s*\(\s*(?P<diff>kolay|zor|cok zor)\s*\)"), _offset, DIFFICULTY_REF,
                "zorluk farkı"),
    FactPattern(_p(r"(?P<diff>cok zor|kolay|zor)\s*(?:\([a-z ]+\))?\s*:\s*onerilen\s+seviye\s*[+−-]\s*#"),
                _offset, DIFFICULTY_REF, "zorluk farkı"),
    FactPattern(_p(r"yeni\s+(?:bir\s+)?karakter\w*\s+seviye\s+#"), 1, NEW_CHARACTER_REF,
                "yeni karakterin seviyesi"),
    FactPattern(_p(r"#\s+altin"), 40, INTEGRATION_REF, "telafi altını", _TELAFI),
    # ("telafiyle seviye 2 için 35 deneyim daha gerekir" is what is left, not the compensation)
    FactPattern(_p(r"#\s+deneyim"), 10, INTEGRATION_REF, "telafi deneyimi", _TELAFI,
                _p(r"\bkal|\bdaha\b|gerek|lazim|eksik|[−-]\s*\d")),
    FactPattern(_p(r"#\s+perk"), 1, INTEGRATION_REF, "telafi perki", _TELAFI),
    FactPattern(_p(r"ogretici\w*\s+(?:5\s+|bes\s+)?senaryo\w*\s+(?:icin\s+)?#\s+(?:bonus\s+)?deneyim"),
                6, XP_BONUS_REF, "öğretici bonus deneyimi"),
    # items, gold, coins
    FactPattern(_p(r"en\s+fazla\s+(?:[0-9]\s+[a-z]+,\s+)*#\s+(?P<slot>bas|vucut|ayak|el|kucuk)\b"),
                _slot, SLOTS_REF, "eşya yuvası", _p(r"senaryo|getir|gotur|tasi|tak"),
                _p(r"seviye\s+\d")),
    FactPattern(_p(r"(?:[0-9]\s+[a-z]+,\s+)+(?:[0-9]\s+[a-z]+\s+ve\s+)?#\s+(?P<slot>bas|vucut|ayak|el|"
                   r"kucuk)\b"), _slot, SLOTS_REF, "eşya yuvası", _p(r"senaryo|getir|gotur|tasi|tak"),
                _p(r"seviye\s+\d")),
    FactPattern(_p(r"canavar\s+(?:oldugunde|olunce|olurse|basina)\b.*#\s+(?:para\s+)?jeton"), 1,
                COIN_DROP_REF, "ölen canavarın jetonu"),
    FactPattern(_p(r"her\s+basarili\s+senaryo\w*\s+(?:dan\s+)?sonra\s+#\s+olay"), 1, EVENT_CARD_REF,
                "senaryo sonrası olay kartı"),
    # combat, rests, conditions
    FactPattern(_p(r"\+\s?#\s+(?:saldiri\s+)?bonus"), 1, POISON_REF, "zehir bonusu", _p(r"zehir")),
    FactPattern(_p(r"her\s+(?:ayri\s+)?hedef\s+icin\s+(?:saldiri\s+)?(?:modifiye\s+)?(?:destesinden\s+)?"
                   r"#\s+(?:modifiye\s+)?kart"), 1, DRAW_REF, "hedef başına modifiye kartı"),
    FactPattern(_p(r"(?:avantaj|dezavantaj)\w*\W+(?:[a-z]+\W+){0,2}#\s+kart\s+cek"), 2, ADVANTAGE_REF,
                "avantaj/dezavantajda çekilen kart"),
    FactPattern(_p(r"(?:saldiri|hareket)\s+#"), 2, BASIC_REF, "temel aksiyon",
                _p(r"temel\s+aksiyon|varsayilan|alternatif|herhangi\s+bir\s+kart|basic"),
                _p(r"canavar"), "clause"),
    FactPattern(_p(r"kartlar\w*\s+#\s+tanesini\s+havuz"), 1, LEVEL_UP_CARD_REF,
                "seviye atlayınca eklenen kart"),
    FactPattern(_p(r"elindeki\s+kartlar\w*\s+#\s+tanesini|her\s+tur\w*\s+(?:elinden\s+)?#\s+(?:yetenek\s+)?kart"
                   r"|oynadig\w*\s+#\s+kart"), 2, SELECT_REF, "turda seçilen kart"),
    FactPattern(_p(r"zor\s+arazi.*#\s+hareket\s+puan"), 2, DIFFICULT_REF, "zor arazi maliyeti"),
    FactPattern(_p(r"her\s+sira\w*\s+basinda\s+#\s+hasar"), 1, WOUND_REF, "yara hasarı"),
    FactPattern(_p(r"en\s+fazla\s+#\s+(?:zehir|yara)"), 1, STACKING_REF, "zehir/yara sınırı"),
    FactPattern(_p(r"inisiyatif\w*\s+#"), 99, LONG_REST_REF, "uzun dinlenme inisiyatifi",
                _p(r"uzun\s+dinlen"), _p(r"canavar"), "clause"),
    FactPattern(_p(r"iyilestirme\s+#"), 2, LONG_REST_STEPS_REF, "uzun dinlenme iyileştirmesi",
                _p(r"uzun\s+dinlen"), None, "clause"),
    FactPattern(_p(r"iskarta\w*(?:\s+[a-z]+){0,3}\s+en\s+az\s+#\s+kart|en\s+az\s+#\s+kart\w*\s+"
                   r"(?:olmali|olmasi|bulunmali|gerek|lazim)"), 2, SHORT_REST_REF,
                "dinlenme için gereken ıskarta", _p(r"dinlen"), _p(r"\belde\b|elinde|oynayam")),
    FactPattern(_p(r"rastgele\s+#\s+kart"), 1, SHORT_REST_REF, "kısa dinlenmede kaybedilen kart"),
    FactPattern(_p(r"#\s+hasar\s+al(?:arak|ip|irsan)"), 1, REROLL_REF, "kart değiştirmenin bedeli",
                _p(r"kisa\s+dinlen|kaybedilen\s+kart|memnun|begenme")),
    FactPattern(_p(r"(?:elinden|elden)\s+#\s+kart"), 1, NEGATE_REF, "elden engelleme",
                _p(r"engelle|hasar")),
    FactPattern(_p(r"iskarta\w*\s+(?:yigini\w*\s+)?#\s+kart\s+kaybed"), 2, NEGATE_REF,
                "ıskartadan engelleme", _p(r"engelle|hasar"), _p(r"dinlen")),
]  # fmt: skip

_FEATURES = [
    ("savas hedef", 4, GOALS_REF),
    ("element", 4, ELEMENTS_REF),
    ("olay", 3, EVENT_CARD_REF),
]


def _scope(text: str, site: Site, scope: str) -> str:
    """The part of the sentence a fact's context words must sit in."""
    if scope == "clause":
        return site.clause
    return next((part for part in text.split(";") if "#" in part), text)


def _fact_rule(site: Site, _ctx: Ctx, _result: CalcResult | None) -> Check | None:
    text = marked(site)
    for fact in FACTS:
        m = fact.pattern.search(text)
        if m is None:
            continue
        where = _scope(text, site, fact.scope)
        if fact.needs is not None and not fact.needs.search(where):
            continue
        if fact.unless is not None and fact.unless.search(where):
            continue
        value = fact.value(m) if callable(fact.value) else fact.value
        if value is None:
            continue
        return judge(site.claim, value, [f"{fact.label}: {value}"], [fact.ref])
    return None


def _unlock_rule(site: Site, _ctx: Ctx, _result: CalcResult | None) -> Check | None:
    """ "Elementler Senaryo 4'ten itibaren": the scenario a rule starts from (one rule named)."""
    if not re.search(r"senaryo\s+#\s*'?\s*(?:ten|tan|den|dan)\s+itibaren", marked(site)):
        return None
    named = [(v, ref) for word, v, ref in _FEATURES if word in site.sentence]
    if len(named) != 1:
        return None
    value, ref = named[0]
    return judge(site.claim, value, [f"Senaryo {value}'ten itibaren"], [ref])


# --- the level table, scenario level, XP thresholds (the original rules) ---------------------


def _scenario_level_rule(site: Site, ctx: Ctx, _result: CalcResult | None) -> Check | None:
    """ "senaryo seviyesi 3": against the level the question's party and difficulty give."""
    if site.claim.unit != "seviye" or not re.search(r"senaryo seviye\w*\s*$", site.before):
        return None
    if re.search(r"(?:onerilen|tavsiye edilen)\W*(?:normal\W*)?senaryo seviye\w*\s*#",
                 marked(site)):  # fmt: skip
        return None  # the recommended level: the difficulty still goes on top of it
    if ctx.level is None:
        return None
    own = parse_jotl(site.sentence)
    if own.levels or own.difficulty:
        return None  # the sentence sets up its own example; do not judge it by the question
    return judge(site.claim, ctx.level, [f"Sorudaki senaryo seviyesi: {ctx.level}"], [])


def _table_rule(site: Site, ctx: Ctx, _result: CalcResult | None) -> Check | None:
    """ "tuzak hasarı 7", "jeton başına 4 altın" at the scenario level in play."""
    column = table_column(site)
    if column is None:
        return None
    level = table_level(site.sentence)
    if level is None and "ogretici" in site.sentence:
        level = 1  # the tutorial's five scenarios are played at level 1 (6 XP, 2 gold)
    if level is None:
        level = ctx.level
    if level is None or not 0 <= level <= 7:
        return None
    row = LEVEL_TABLE[level]
    value = getattr(row, column)
    return judge(site.claim, value, [f"Seviye {level}: {row.cells()}"], [row_ref(level)])


def _threshold_rule(site: Site, _ctx: Ctx, _result: CalcResult | None) -> Check | None:
    """ "seviye 4 için 150": the XP needed for a level."""
    m = re.search(
        r"(?:seviye\w*\s+)?(\d)\s*(?:icin|['’]\w+ (?:icin|cikmak(?: icin)?))\s*$", site.before
    )
    if m is None or not 2 <= int(m.group(1)) <= 9 or "perk" in site.clause:
        return None
    if re.match(r"\s*(?:(?:deneyim|xp|tecrube)\w*\s+)?(?:daha|kal|eksik)", site.after):
        return None  # "seviye 2 için 35 deneyim daha": what is left, not the threshold
    if not re.search(r"seviye", site.sentence) or not re.search(r"esik|deneyim", site.sentence):
        return None
    need = XP_THRESHOLDS[int(m.group(1))]
    return judge(site.claim, need, [f"Seviye {m.group(1)}: {need} deneyim"], [XP_REF])


# --- computations whose inputs the sentence states -------------------------------------------


def _level_at(xp: int) -> int:
    return max(lv for lv, need in XP_THRESHOLDS.items() if xp >= need)


def _xp_level_rule(site: Site, _ctx: Ctx, _result: CalcResult | None) -> Check | None:
    """ "160 deneyimle seviye 4'tesin": the level of the XP the sentence names."""
    text = marked(site)
    m = re.search(r"(\d+)\s*(?:xp|deneyim)\w*\s+(?:ile\s+|puanla\s+)?(?:[a-z]+\s+)?seviye\s+#"
                  r"(?!\s*'?\s*(?:e|a|ye|ya)\b)", text)  # fmt: skip
    if m is None or len(re.findall(r"\d+\s*(?:xp|deneyim)", site.sentence)) != 1:
        return None
    level = _level_at(int(m.group(1)))
    return judge(site.claim, level, [f"{m.group(1)} deneyim: seviye {level}"], [XP_REF])


def _sell_rule(site: Site, _ctx: Ctx, _result: CalcResult | None) -> Check | None:
    """ "25 altınlık eşya 13 altına satılır": half the price, rounded up."""
    text = marked(site)
    if not re.search(r"\bsat", site.sentence) or re.search(r"satin\s+al", site.sentence):
        return None
    m = re.search(r"(\d+)\s*altin(?:lik|\s+degerindeki|\s+degerinde)\b.*#\s*altin", text)
    if m is None or not re.search(r"#\s*altin\w*\s+(?:[a-z]+\s+)?(?:satilir|satarsin|satabilirsin|"
                                  r"satis|eder|alirsin|kazanirsin)", text):  # fmt: skip
        return None
    cost = int(m.group(1))
    value = ceil_div(cost, 2)
    return judge(site.claim, value, [f"{cost} / 2, yukarı yuvarla → {value}"], [SELL_REF])


def _coins_rule(site: Site, ctx: Ctx, _result: CalcResult | None) -> Check | None:
    """ "6 jeton 18 altın eder" at the scenario level the sentence (or question) gives."""
    text = marked(site)
    if not re.search(r"#\s*altin", text) or re.search(r"basina\s*#|her\s+(?:para\s+)?jeton\w*\s*#",
                                                      text):  # fmt: skip
        return None
    coins = re.findall(r"(\d+)\s*(?:tane\s+)?(?:para\s+)?jeton", site.sentence)
    if len(set(coins)) != 1 or not re.search(r"\d+\s*(?:tane\s+)?(?:para\s+)?jeton\w*.*#\s*altin",
                                             text):  # fmt: skip
        return None
    per = re.findall(r"basina\s+(\d+)\s*altin", site.sentence)
    if len(set(per)) == 1:
        rate = int(per[0])
    else:
        level = table_level(site.sentence)
        if level is None and "ogretici" in site.sentence:
            rate = 2
        else:
            level = level if level is not None else ctx.level
            if level is None or not 0 <= level <= 7:
                return None
            rate = LEVEL_TABLE[level].gold_per_coin
    value = int(coins[0]) * rate
    return judge(site.claim, value, [f"{coins[0]} × {rate} = {value}"], [COINS_REF])


def _small_items_rule(site: Site, _ctx: Ctx, _result: CalcResult | None) -> Check | None:
    """ "seviye 5'te 3 küçük eşya": the small-item limit of the level the sentence names."""
    text = marked(site)
    if not re.search(r"#\s+(?:tane\s+)?kucuk\s+(?:esya|item)", text):
        return None
    # "seviye 5'te", "seviye 5 karakter": the character's level ("seviye 3'ten itibaren" is the rule)
    levels = set(
        re.findall(r"seviye\w*\s+(\d)\s*(?:'?\s*(?:de|da|te|ta)\b|karakter|iken)", site.clause)
    )
    if len(levels) != 1:
        return None
    level = int(levels.pop())
    if not 1 <= level <= 9:
        return None
    value = 1 if level < 3 else ceil_div(level, 2)
    ref = SLOTS_REF if level < 3 else SMALL_ITEMS_REF
    return judge(site.claim, value, [f"Seviye {level}: {value} küçük eşya"], [ref])


def _monster_attack_rule(site: Site, _ctx: Ctx, _result: CalcResult | None) -> Check | None:
    """ "temel saldırısı 2, kart 'Saldırı +1' → 'Saldırı 3'": base plus the card's change."""
    text = marked(site)
    if not re.search(r"saldiri\s*'?\s*#", text):
        return None
    base = re.findall(r"temel\s+saldiri\w*\s+(\d+)", site.sentence)
    delta = re.findall(r"saldiri\s*([+−-])\s*(\d+)", site.sentence)
    if len(set(base)) != 1 or len(set(delta)) != 1:
        return None
    sign, amount = delta[0]
    value = int(base[0]) + (int(amount) if sign == "+" else -int(amount))
    if value < 0 or site.claim.value == int(base[0]):
        return None
    return judge(site.claim, value, [f"{base[0]} {sign} {amount} = {value}"], [MONSTER_CARD_REF])


# --- the question's own result ---------------------------------------------------------------
# Nouns for the units the shared claim units do not know, and the ones written before the
# number ("Senaryo 17", "İnisiyatif 99", "Saldırı 4").
_NOUN_AFTER: dict[str, str] = {
    "senaryo": r"senaryo", "karakter": r"(?:ayri\s+)?karakter", "oyuncu": r"oyuncu|kisi",
    "sayfa": r"sayfa", "çıkartma": r"(?:lokasyon\s+)?cikartma", "canavar seti": r"(?:normal\s+)?canavar",
    "boss": r"boss", "stand": r"(?:beyaz\s+|altin\s+)?(?:plastik\s+)?(?:stand|taban)",
    "element": r"element", "sütun": r"sutun", "durum": r"(?:negatif\s+|pozitif\s+)?durum",
    "tür": r"(?:tur|cesit)", "ayraç": r"(?:kart\s+)?ayrac", "deste": r"(?:ortak\s+)?deste",
    "eşya": r"(?:[a-z]+\s+)?esya|(?:kucuk\s+)?item", "can": r"can\b|cani|hp\b",
    "düşman": r"(?:ayri\s+|farkli\s+)?dusman", "zehir": r"zehir", "yara": r"yara",
    "kez": r"kez|kere|defa",
    "kart": r"(?:[a-z]+\s+){0,2}kart|tane\s+(?:[+−-]?\d|2x|null)", "hasar": r"hasar",
    "altın": r"altin|gold", "deneyim": r"(?:bonus\s+)?(?:deneyim|xp)", "perk": r"perk",
    "onay": r"onay", "jeton": r"(?:[a-z]+\s+)?jeton", "aksiyon": r"(?:[a-z]+\s+)?aksiyon",
    "sıra": r"sira", "tur": r"tur\b", "hex": r"hex", "puan": r"(?:hareket\s+)?puan",
    "adet": r"tane|adet", "minyatür": r"minyatur", "seviye": r"seviye",
}  # fmt: skip
_NOUN_BEFORE: dict[str, str] = {
    "senaryo": r"senaryo", "inisiyatif": r"inisiyatif\w*", "saldırı": r"saldiri",
    "hareket": r"hareket", "seviye": r"seviye\w*",
}  # fmt: skip


def _result_rule(site: Site, _ctx: Ctx, result: CalcResult | None) -> Check | None:
    """The answer's first number, when it carries the noun of what the question's calculator
    computed: judged against that result (the shared rule does this for the shared units)."""
    if result is None or result.value is None or result.unit is None:
        return None
    if not result.calculator.startswith("jotl-") or site.sentence_index != 0:
        return None
    after = _NOUN_AFTER.get(result.unit)
    before = _NOUN_BEFORE.get(result.unit)
    leads = site.after.rstrip().endswith(":")  # "20 kart: …": the answer's lead, then its working
    # "Senaryo 17", "İnisiyatif 99": the lead writes the noun before the number
    noun_first = before is not None and bool(
        re.match(rf"^\W*(?:[a-z]+\s+){{0,2}}(?:{before})\s*'?\s*\d", fold(result.lead))
    )
    noun_after = not noun_first and after is not None and re.match(rf"^\W*(?:{after})", site.after)
    noun_before = (
        noun_first
        and before is not None
        and re.search(rf"(?:{before})\s*'?\s*$", site.before) is not None
        and (leads or len(re.findall(rf"(?:{before})\s*'?\s*\d", site.sentence)) == 1)
    )
    if not (noun_after or noun_before) or MODIFIER_AFTER.match(site.after):
        return None
    if site.claim.entities.get("kind") == "ordinal" and result.unit not in ("sıra", "tur"):
        return None  # "2. sıradasın", "en geç 4. tur": the ordinals that are the answer
    head = marked(site).split("#", 1)[0]
    if re.search(r"\d", head):
        return None  # not the answer's first number
    if noun_after and not leads and len(re.findall(rf"\d+\s*(?:{after})", site.sentence)) > 1:
        return None  # two numbers of that noun in the lead sentence: which one is the answer?
    return judge(site.claim, result.value, list(result.trail), list(result.citations))


def rules() -> list[Callable[[Site, Ctx, CalcResult | None], Check | None]]:
    return [
        _fact_rule,
        _name_rule,
        _unlock_rule,
        _scenario_level_rule,
        _table_rule,
        _threshold_rule,
        _xp_level_rule,
        _sell_rule,
        _coins_rule,
        _small_items_rule,
        _monster_attack_rule,
        _result_rule,
    ]
