"""Jaws of the Lion fixed counts: components, the attack modifier deck, decks in play, bless
and curse limits, from which scenario a rule starts, and what only the character mat states."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from turkish.patterns import rx
from validators.base import CalcError, CalcResult, RuleRef, Step
from validators.calculator import Calculator, Field
from validators.jotl_answer import answer, choose, sfx
from validators.jotl_data import (
    ABILITY_DECK_REF,
    BLESS_ADD_REF,
    BLESS_CARD_REF,
    BLESS_CARDS,
    BLESS_REF,
    BOSS_DECK_REF,
    CAMPAIGN_END_REF,
    CHARACTERS_REF,
    CONDITIONS_REF,
    CURSE_ADD_REF,
    CURSE_REF,
    DAMAGE_TOKEN_REF,
    DECK_INCLUDES_REF,
    DECK_REF,
    DECKS_REF,
    DIVIDER_REF,
    ELEMENT_BOARD_REF,
    ELEMENT_COLUMNS_REF,
    ELEMENTS_REF,
    EVENT_CARD_REF,
    GAME,
    GOAL_CARD_REF,
    GOALS_REF,
    GUIDE_REF,
    ITEM_TYPES_REF,
    MAT_LEAD,
    MAT_REF,
    MAX_CURSES,
    MINIATURE_REF,
    MODIFIER_DECK,
    MODIFIER_REF,
    PERK_DECK_REF,
    PLAYERS_REF,
    SCENARIO_END_CARDS_REF,
    SCENARIOS_REF,
    SHUFFLE_REF,
    SOLO_REF,
    STAND_REF,
    STAT_REF,
    STICKER_REF,
    SUPPLEMENT_REF,
    TUTORIAL_SCENARIOS_REF,
    XP_KEPT_REF,
)
from validators.jotl_parse import ASKS_HP, N, asks, digits, flag, one


@dataclass(frozen=True)
class Fact:
    value: int | None
    unit: str | None
    lead: str
    text: str
    ref: RuleRef
    aliases: tuple[str, ...] = ()
    arithmetic: str = ""  # a derived count (the number itself is not printed)
    more: tuple[Step, ...] = ()


COMPONENTS: dict[str, Fact] = {
    "karakter": Fact(
        4,
        "karakter",
        "4 karakter",
        "oynanabilir dört karakter var: Demolitionist, Hatchet, Red Guard ve Voidwarden",
        CHARACTERS_REF,
        ("karakter sayısı", "sınıf", "class"),
    ),
    "oyuncu": Fact(
        4,
        "oyuncu",
        "1-4 oyuncu",
        "oyun 1 ile 4 oyuncu arasında oynanır",
        PLAYERS_REF,
        ("kaç kişilik", "players"),
    ),
    "en-az-oyuncu": Fact(
        1,
        "oyuncu",
        "1 oyuncu",
        "oyun tek başına da oynanır (1-4 oyuncu)",
        PLAYERS_REF,
        ("en az oyuncu",),
    ),
    "tek-kisilik": Fact(
        2,
        "karakter",
        "2 karakter",
        "tek başına oynayan oyuncu 2 ayrı karakter yönetir",
        SOLO_REF,
        ("solo", "tek kişilik"),
    ),
    "senaryo": Fact(
        25,
        "senaryo",
        "25 senaryo",
        "kutuda toplam 25 senaryo bulunur",
        SCENARIOS_REF,
        ("senaryo sayısı", "scenarios"),
    ),
    "kampanya-sonu": Fact(
        17,
        "senaryo",
        "Senaryo 17",
        "kampanya Senaryo 1'de başlar ve Senaryo 17'de sonuca ulaşır",
        SCENARIOS_REF,
        ("final", "son senaryo"),
        more=(
            Step(
                "hikâye bittikten sonra da oynanabilir senaryo kaldıkça oynamaya devam edilebilir",
                CAMPAIGN_END_REF,
            ),
        ),
    ),
    "kampanya-basi": Fact(
        1, "senaryo", "Senaryo 1", "kampanya Senaryo 1'de başlar", SCENARIOS_REF, ("ilk senaryo",)
    ),
    "ogretici-senaryo": Fact(
        5,
        "senaryo",
        "5 senaryo",
        "Öğren ve Oyna Kılavuzu kuralları ilk beş senaryo boyunca açar",
        TUTORIAL_SCENARIOS_REF,
        ("öğretici", "tutorial"),
    ),
    "kilavuz-sayfa": Fact(
        32,
        "sayfa",
        "32 sayfa",
        "Öğren ve Oyna Kılavuzu 32 sayfalık ana kitapçıktır",
        GUIDE_REF,
        ("kılavuz", "guide"),
    ),
    "cikartma": Fact(
        25,
        "çıkartma",
        "25 çıkartma",
        "çıkartma sayfasında şehir haritasına yapıştırılan 25 lokasyon çıkartması var; "
        "çıkartmalar kalıcıdır",
        STICKER_REF,
        ("sticker",),
    ),
    "minyatur": Fact(
        None,
        "minyatür",
        "Kural metninde yazmıyor",
        "metin minyatür sayısını vermiyor; dördünün başlangıçta seçilen "
        "karakterlere ait olduğunu, kalanların mühürlü kutulardan çıktığını söylüyor",
        MINIATURE_REF,
        ("miniature", "figür"),
    ),
    "baslangic-minyatur": Fact(
        4,
        "minyatür",
        "4 minyatür",
        "minyatürlerin dördü oyunun başında seçilen karakterlere aittir",
        MINIATURE_REF,
        ("başlangıç minyatürü",),
    ),
    "normal-canavar": Fact(
        13,
        "canavar seti",
        "13 normal canavar seti",
        "13 normal canavar seti için istatistik kartı var",
        STAT_REF,
        ("canavar türü", "canavar seti"),
    ),
    "boss": Fact(3, "boss", "3 boss", "3 boss için istatistik kartı var", STAT_REF, ("bosses",)),
    "istatistik-karti": Fact(
        16,
        "kart",
        "16 istatistik kartı",
        "13 normal canavar seti ve 3 boss için istatistik kartı var",
        STAT_REF,
        ("stat card",),
        "13 + 3 = 16",
    ),
    "seviye-grubu": Fact(
        8,
        "seviye",
        "8 seviye grubu",
        "her istatistik kartında 0-7 arası seviye grupları var",
        STAT_REF,
        ("seviye satırı",),
        "7 − 0 + 1 = 8",
    ),
    "beyaz-stand": Fact(
        16,
        "stand",
        "16 beyaz stand",
        "16 beyaz plastik taban normal canavarlar içindir",
        STAND_REF,
        ("beyaz taban",),
    ),
    "altin-stand": Fact(
        8,
        "stand",
        "8 altın stand",
        "8 altın plastik taban elit canavarlar içindir",
        STAND_REF,
        ("altın taban", "elit stand"),
    ),
    "stand": Fact(
        24,
        "stand",
        "24 plastik stand",
        "16 beyaz ve 8 altın plastik taban var",
        STAND_REF,
        ("plastik stand", "taban"),
        "16 + 8 = 24",
    ),
    "hasar-jetonu-1": Fact(
        32, "jeton", "32 tane 1'lik jeton", "32 adet 1'lik hasar jetonu var", DAMAGE_TOKEN_REF
    ),
    "hasar-jetonu-3": Fact(
        12, "jeton", "12 tane 3'lük jeton", "12 adet 3'lük hasar jetonu var", DAMAGE_TOKEN_REF
    ),
    "hasar-jetonu-10": Fact(
        6, "jeton", "6 tane 10'luk jeton", "6 adet 10'luk hasar jetonu var", DAMAGE_TOKEN_REF
    ),
    "hasar-jetonu": Fact(
        50,
        "jeton",
        "50 hasar jetonu",
        "32 adet 1'lik, 12 adet 3'lük ve 6 adet 10'luk hasar jetonu var",
        DAMAGE_TOKEN_REF,
        ("damage token",),
        "32 + 12 + 6 = 50",
    ),
    "hasar-jetonu-degeri-1": Fact(
        32,
        "hasar",
        "32 hasar",
        "32 adet 1'lik hasar jetonu var",
        DAMAGE_TOKEN_REF,
        (),
        "32 × 1 = 32",
    ),
    "hasar-jetonu-degeri-3": Fact(
        36,
        "hasar",
        "36 hasar",
        "12 adet 3'lük hasar jetonu var",
        DAMAGE_TOKEN_REF,
        (),
        "12 × 3 = 36",
    ),
    "hasar-jetonu-degeri-10": Fact(
        60,
        "hasar",
        "60 hasar",
        "6 adet 10'luk hasar jetonu var",
        DAMAGE_TOKEN_REF,
        (),
        "6 × 10 = 60",
    ),
    "hasar-jetonu-degeri": Fact(
        128,
        "hasar",
        "128 hasar",
        "32 adet 1'lik, 12 adet 3'lük ve 6 adet 10'luk hasar jetonu var",
        DAMAGE_TOKEN_REF,
        (),
        "32 × 1 + 12 × 3 + 6 × 10 = 128",
    ),
    "element": Fact(
        6,
        "element",
        "6 element",
        "oyunda altı element var: Ateş, Buz, Hava, Toprak, Işık ve Karanlık",
        ELEMENTS_REF,
        ("elementler",),
    ),
    "element-sutun": Fact(
        3,
        "sütun",
        "3 sütun",
        "element tahtasının üç sütunu var: Güçlü, Zayıflayan ve Etkisiz",
        ELEMENT_COLUMNS_REF,
        ("sütun",),
    ),
    "durum": Fact(9, "durum", "9 durum", "oyunda dokuz durum var", CONDITIONS_REF, ("conditions",)),
    "negatif-durum": Fact(
        7,
        "durum",
        "7 negatif durum",
        "negatif durumlar: Şaşkınlık, Hareketsizlik, Sersemletme, "
        "Silahsızlandırma, Zehir, Yara ve Lanet",
        CONDITIONS_REF,
        (),
        "9 − 2 = 7",
    ),
    "pozitif-durum": Fact(
        2, "durum", "2 pozitif durum", "pozitif durumlar: Güçlendirme ve Kutsama", CONDITIONS_REF
    ),
    "esya-turu": Fact(
        5,
        "tür",
        "5 tür",
        "eşyaların beş türü var: baş, vücut, ayak, el ve küçük",
        ITEM_TYPES_REF,
        ("eşya çeşidi",),
    ),
    "ayrac": Fact(
        3,
        "ayraç",
        "3 ayraç",
        "olayları, eşyaları ve canavar modifiye kartlarını ayıran üç kart ayracı var",
        DIVIDER_REF,
        ("kart ayracı", "divider"),
    ),
    "canavar-destesi": Fact(
        8,
        "kart",
        "8 kart",
        "her canavar setinin 8 kartlık tam yetenek destesi var",
        ABILITY_DECK_REF,
        ("yetenek destesi",),
    ),
    "basic-deste": Fact(
        4,
        "kart",
        "4 kart",
        "öğretici için 4 kartlık 'Basic' yetenek desteleri var",
        ABILITY_DECK_REF,
        ("basic",),
    ),
    "tur-basina-canavar-karti": Fact(
        1,
        "kart",
        "1 kart",
        "her tur her canavar seti için 1 yetenek kartı açılır",
        ABILITY_DECK_REF,
    ),
    "boss-destesi": Fact(
        None,
        "kart",
        "Kural metninde yazmıyor",
        "tüm bosslar ortak 'Boss' destesini kullanır; destenin kart sayısı metinde yok",
        BOSS_DECK_REF,
    ),
}


def _fact_result(fact: Fact) -> CalcResult:
    steps = [Step(fact.text, fact.ref), *fact.more]
    if fact.value is None:
        return answer(None, fact.unit, fact.lead, steps, computed=False,
                      summary=f"{fact.text[0].upper()}{fact.text[1:]}.")  # fmt: skip
    return answer(fact.value, fact.unit, fact.lead, steps, fact.arithmetic,
                  computed=bool(fact.arithmetic))  # fmt: skip


def component(what: str) -> CalcResult:
    key = choose(what, {k: f.aliases for k, f in COMPONENTS.items()}, "bileşen")
    return _fact_result(COMPONENTS[key])


_DECK_CARDS = {"+0": ("0", "sıfır", "arti sifir"), "+1": ("1", "artı bir"),
               "-1": ("−1", "eksi bir"), "+2": ("2", "artı iki"), "-2": ("−2", "eksi iki"),
               "2x": ("x2", "çift hasar", "double"), "null": ("ıska", "miss"),
               "toplam": ("hepsi", "deste", "total"), "kutsama": ("bless",),
               "lanet": ("curse",)}  # fmt: skip
_DECK_NAMES = {"+0": "+0", "+1": "+1", "-1": "−1", "+2": "+2", "-2": "−2", "2x": "2x",
               "null": "Null"}  # fmt: skip


def _deck_cards(cards: str) -> list[str]:
    """The starting-deck cards a comma-separated list names ("-1, -2, null"), each once."""
    keys: list[str] = []
    for name in re.split(r"\s*(?:,|;|/|\bve\b|\bile\b)\s*", cards.strip()):
        if not name:
            continue
        key = choose(name, _DECK_CARDS, "kart")
        if key not in MODIFIER_DECK:
            raise CalcError(f"'{name}' başlangıç destesinin bir kartı değil. Geçerli kartlar: "
                            f"{', '.join(_DECK_NAMES.values())}.")  # fmt: skip
        if key not in keys:
            keys.append(key)
    if not keys:
        raise CalcError("En az bir kart adı yaz: +0, +1, -1, +2, -2, 2x, null.")
    return keys


def _listed(keys: list[str]) -> str:
    parts = [f"{MODIFIER_DECK[k]} tane {_DECK_NAMES[k]}" for k in keys]
    return parts[0] if len(parts) == 1 else f"{', '.join(parts[:-1])} ve {parts[-1]}"


@dataclass(frozen=True)
class DeckKind:
    """Cards of the starting deck that share what they do to the attack."""

    cards: tuple[str, ...]
    label: str  # "hasarı düşüren"
    does: str  # what the rule says they do
    ref: RuleRef


DECK_KINDS: dict[str, DeckKind] = {
    "dusuren": DeckKind(("-1", "-2"), "hasarı düşüren",
                       "eksi sayı kartları saldırı değerinden çıkarılır", MODIFIER_REF),
    "sifirlayan": DeckKind(("null",), "hasarı sıfırlayan",
                           "Null kartı saldırı değerini 0 yapar", MODIFIER_REF),
    "arttiran": DeckKind(("+1", "+2", "2x"), "hasarı artıran",
                         "artı sayı kartları saldırı değerine eklenir, 2x kartı toplam değeri "
                         "ikiye katlar", MODIFIER_REF),
    "katlayan": DeckKind(("2x",), "hasarı ikiye katlayan",
                         "2x kartı toplam değeri ikiye katlar", MODIFIER_REF),
    "degistirmeyen": DeckKind(("+0",), "hasarı değiştirmeyen",
                              "+0 kartı saldırı değerine 0 ekler", MODIFIER_REF),
    "sayi": DeckKind(("+0", "+1", "-1", "+2", "-2"), "sayı",
                     "sayı kartları saldırı değerine eklenir ya da çıkarılır", MODIFIER_REF),
    "karistiran": DeckKind(("2x", "null"), "karıştırma ikonlu",
                           "2x ya da Null açılınca tur sonunda ıskarta desteye karıştırılır",
                           SHUFFLE_REF),
}  # fmt: skip
_KIND_ALIASES = {key: (kind.label,) for key, kind in DECK_KINDS.items()}


def _deck_kinds(kinds: str) -> list[str]:
    keys: list[str] = []
    for name in re.split(r"\s*(?:,|;|/|\bve\b|\bveya\b|\bya da\b)\s*", kinds.strip()):
        if name:
            key = choose(name, _KIND_ALIASES, "kart türü")
            keys.append(key) if key not in keys else None
    if not keys:
        raise CalcError(f"En az bir kart türü yaz: {', '.join(DECK_KINDS)}.")
    return keys


def _deck_by_kind(kinds: str) -> CalcResult:
    """The starting deck's cards of the kinds named ("dusuren, sifirlayan"): their count, each
    card once even when two kinds share it."""
    keys = _deck_kinds(kinds)
    cards: list[str] = []
    steps = []
    for key in keys:
        kind = DECK_KINDS[key]
        cards += [c for c in kind.cards if c not in cards]
        steps.append(Step(f"{kind.label} kartlar: {kind.does}", kind.ref))
    total = sum(MODIFIER_DECK[c] for c in cards)
    steps.append(Step(f"başlangıç destesinde {_listed(cards)} kartı var", DECK_REF))
    terms = " + ".join(str(MODIFIER_DECK[c]) for c in cards)
    arithmetic = f"{terms} = {total}" if len(cards) > 1 else ""
    return answer(total, "kart", f"{total} kart", steps, arithmetic)


def modifier_deck(
    card: str | None = None, cards: str | None = None, kinds: str | None = None
) -> CalcResult:
    """Cards of the starting modifier deck: the total, one card (``card``), the sum of
    several (``cards``, "-1, -2, null") or of the cards that do one thing (``kinds``,
    "dusuren, sifirlayan"). ``card="toplam"`` with ``cards``: the total, and how many of them
    the named cards are (a two-part question)."""
    if kinds is not None:
        if card is not None or cards is not None:
            raise CalcError("Kart türüyle (kinds) birlikte kart adı verilmez.")
        return _deck_by_kind(kinds)
    if cards is not None:
        keys = _deck_cards(cards)
        part = sum(MODIFIER_DECK[k] for k in keys)
        if card is not None and choose(card, _DECK_CARDS, "kart") == "toplam":
            res = modifier_deck("toplam")
            among = ", ".join(f"{MODIFIER_DECK[k]} tanesi {_DECK_NAMES[k]}" for k in keys)
            res.steps.append(Step(f"bunların {among}", DECK_REF))
            return answer(20, "kart", "20 kart", res.steps, res.arithmetic,
                          summary=f"20 kart; bunların {among}.")  # fmt: skip
        if card is not None:
            raise CalcError("Bir kartın sayısı için 'card', birkaç kartın toplamı için 'cards' "
                            "yaz; ikisi birlikte yalnızca card=toplam ile.")  # fmt: skip
        if len(keys) == 1:
            return modifier_deck(keys[0])
        steps = [Step(f"başlangıç destesinde {_listed(keys)} kartı var", DECK_REF),
                 Step(f"20 kartlık destenin {part} kartı bunlardır", DECK_REF)]  # fmt: skip
        terms = " + ".join(str(MODIFIER_DECK[k]) for k in keys)
        return answer(part, "kart", f"{part} kart", steps, f"{terms} = {part}")
    key = choose(card or "toplam", _DECK_CARDS, "kart")
    if key == "toplam":
        steps = [Step("başlangıç saldırı modifiye destesi 20 karttır: 6 tane +0, 5 tane +1, "
                      "5 tane −1 ve birer +2, −2, 2x, Null", DECK_REF),
                 Step("perkler, Lanet ve Kutsama kartları destedeki kart sayısını değiştirir",
                      DECK_INCLUDES_REF)]  # fmt: skip
        return answer(20, "kart", "20 kart", steps, "6 + 5 + 5 + 1 + 1 + 1 + 1 = 20")
    if key == "kutsama":
        return answer(BLESS_CARDS, "kart", "10 Kutsama kartı",
                      [Step("oyunda toplam 10 Kutsama kartı var; herhangi bir desteye konabilir",
                            BLESS_REF)], computed=False)  # fmt: skip
    if key == "lanet":
        return answer(MAX_CURSES, "kart", "En fazla 10 Lanet kartı",
                      [Step("bir desteye en fazla 10 Lanet kartı konabilir", CURSE_REF)],
                      computed=False)  # fmt: skip
    count = MODIFIER_DECK[key]
    name = _DECK_NAMES[key]
    step = Step(f"başlangıç destesinde {count} tane {name} kartı var", DECK_REF)
    return answer(count, "kart", f"{count} tane {name}", [step], computed=False)


DECK_OWNERS = {"toplam": ("hepsi", "total"), "karakter": ("karakter başına", "oyuncu"),
               "canavar": ("canavarlar", "monster")}  # fmt: skip


def modifier_decks(who: str = "toplam", characters: int | None = None) -> CalcResult:
    key = choose(who, DECK_OWNERS, "soru")
    if characters is not None and not 1 <= characters <= 4:
        raise CalcError(f"Geçersiz karakter sayısı: {characters}. Geçerli aralık: 1-4.")
    if key == "karakter":
        return answer(1, "deste", "1 deste",
                      [Step("her karakterin kendi modifiye destesi vardır", DECKS_REF)],
                      computed=False)  # fmt: skip
    if key == "canavar":
        return answer(1, "deste", "1 ortak deste",
                      [Step("tüm canavarlar tek ortak modifiye destesi paylaşır", DECKS_REF)],
                      computed=False)  # fmt: skip
    if characters is None:
        raise CalcError("Karakter sayısı gerekli (1-4). Örnek: 3.")
    total = characters + 1
    who = f"{characters} karakterin her birinin" if characters > 1 else "karakterin"
    steps = [Step(f"{who} kendi destesi var, canavarlar tek ortak deste paylaşır", DECKS_REF)]
    return answer(total, "deste", f"{total} deste", steps, f"{characters} + 1 = {total}")


@dataclass(frozen=True)
class Unlock:
    scenario: int
    lead: str
    text: str
    ref: RuleRef


UNLOCKS: dict[str, Unlock] = {
    "ek-kitap": Unlock(
        3,
        "Senaryo 3'ten itibaren",
        "Ek Senaryo Kitabı senaryo 3'ten itibaren kullanılır",
        SUPPLEMENT_REF,
    ),
    "olay": Unlock(
        3,
        "Senaryo 3'ten itibaren",
        "senaryo 3'ten itibaren her başarılı senaryodan sonra 1 olay kartı çözülür",
        EVENT_CARD_REF,
    ),
    "element": Unlock(
        4,
        "Senaryo 4'ten itibaren",
        "element tahtası senaryo 4'ten itibaren kullanılır",
        ELEMENT_BOARD_REF,
    ),
    "savas-hedefi": Unlock(
        4,
        "Senaryo 4'ten itibaren",
        "senaryo 4'ten itibaren her senaryo başında 2 savaş hedefi kartı dağıtılır",
        GOAL_CARD_REF,
    ),
}
_UNLOCK_ALIASES = {"ek-kitap": ("ek senaryo kitabı", "supplementary"), "olay": ("event", "olaylar"),
                   "element": ("elementler", "element tahtası"),
                   "savas-hedefi": ("savaş hedefi", "battle goal")}  # fmt: skip


def unlock_schedule(feature: str) -> CalcResult:
    key = choose(feature, _UNLOCK_ALIASES, "kural")
    row = UNLOCKS[key]
    more = [Step("savaş hedefi kartını her karakter alır, biri seçilip diğeri ıskarta edilir",
                 GOALS_REF)] if key == "savas-hedefi" else []  # fmt: skip
    return answer(row.scenario, "senaryo", row.lead, [Step(row.text, row.ref), *more],
                  computed=False)  # fmt: skip


MAT_VALUES = {"el-limiti": ("el limiti", "hand limit", "el sınırı"),
              "azami-can": ("maksimum can", "max hp", "can")}  # fmt: skip


def mat_value(what: str, character: str | None = None, level: int | None = None) -> CalcResult:
    key = choose(what, MAT_VALUES, "değer")
    if level is not None and not 1 <= level <= 9:
        raise CalcError(f"Geçersiz karakter seviyesi: {level}. Geçerli aralık: 1-9.")
    who = f"{character} için " if character else ""
    if key == "el-limiti":
        steps = [Step(f"{who}el limiti karakter levhasının sağ üst köşesinde yazar; kural "
                      "metninde sayı yok", MAT_REF),
                 Step("el limiti seviyeyle değişmez", XP_KEPT_REF)]  # fmt: skip
        lead = MAT_LEAD
        summary = "El limiti karakter levhasının sağ üst köşesinde yazar; kural metninde sayı yok."
    else:
        at = f"seviye {sfx(level, 'de')}ki " if level else ""
        steps = [Step(f"{who}{at}azami can karakter levhasında, seviyenin altında yazar; kural "
                      "metninde sayı yok", MAT_REF)]  # fmt: skip
        lead = MAT_LEAD
        summary = "Azami can karakter levhasında her seviye için yazar; kural metninde sayı yok."
    return answer(None, None, lead, steps, computed=False, summary=summary)


# --- readers ---------------------------------------------------------------------------------
_COUNT_ASK = (r"kac\b|kacinci|hangi|kac\s+tane|kac\s+adet|kac\s+cesit|kac\s+tur\b|kac\s+farkli|sayisi|"
              r"ne kadar|toplam|kacta|kac\w*\s+(?:var|bulun)")  # fmt: skip
_COMPONENT_PATTERNS: list[tuple[str, str]] = [
    ("tek-kisilik", r"tek\s+(?:basima|basina|kisi)\w*.*karakter|solo\w*.*karakter|yalniz\w*.*karakter"),
    ("en-az-oyuncu", r"en\s+az\s+kac\s+(?:kisi|oyuncu)|tek\s+kisi\w*\s+oyna\w*\s+(?:mi|mu)"),
    ("oyuncu", r"kac\s+kisi(?:lik|yle|ile)?\b|kac\s+oyuncu|en\s+fazla\s+kac\s+(?:kisi|oyuncu)|"
               r"kac\s+kisi\s+oyna|oyuncu\s+sayisi"),
    ("kampanya-sonu", r"kampanya\w*\s+(?:kacinci|hangi)\s+senaryo\w*\s+(?:da|de)?\s*(?:bit|son)|"
                      r"kampanya\w*\s+(?:ne zaman|nerede)\s+bit|(?:son|final)\s+senaryo\w*\s+"
                      r"(?:kacinci|hangisi)|kacinci\s+senaryo\w*\s+(?:da|de)\s+bit"),
    ("kampanya-basi", r"kampanya\w*\s+(?:kacinci|hangi)\s+senaryo\w*\s+(?:ile|la|le|dan|den)\s+basl"),
    ("ogretici-senaryo", r"(?:ogretici|tutorial|egitim)\w*\s+(?:kac|senaryo\w*\s+kac)|"
                         r"kac\s+(?:tane\s+)?(?:ogretici|tutorial|egitim)"),
    ("senaryo", r"kac\s+(?:tane\s+)?senaryo(?!\s+kitab)|senaryo\s+sayisi|toplam\s+(?:kac\s+)?senaryo"
                r"(?!\s+kitab)"),
    ("kilavuz-sayfa", r"(?:kilavuz|ogren ve oyna|learn to play|kitapcik)\w*.*sayfa|kac\s+sayfa"),
    ("cikartma", r"cikartma|sticker"),
    ("baslangic-minyatur", r"(?:baslangic|baslangicta|ilk\s+basta|basta)\w*.*minyatur|minyatur\w*.*basla"),
    ("minyatur", r"minyatur|miniature|figur\w*\s+(?:kac|sayisi)|kac\s+(?:tane\s+)?figur"),
    ("seviye-grubu", r"seviye\s+grub|kac\s+seviye\s+(?:satir|grub)"),
    ("istatistik-karti", r"kac\s+(?:tane\s+)?(?:canavar\s+)?istatistik\s+kart|istatistik\s+kart\w*"
                         r"\s+(?:sayisi|kac\s+tane|toplam)|stat\s+card"),  # counted, not read
    ("boss", r"kac\s+(?:tane\s+)?boss|boss\w*\s+(?:sayisi|kac)"),
    ("normal-canavar", r"kac\s+(?:tane\s+|cesit\s+|tur\s+|farkli\s+)?(?:normal\s+)?canavar\s+"
                       r"(?:set|tur|cesit|var)|kac\s+(?:cesit|tur|farkli)\s+canavar|canavar\s+"
                       r"(?:seti|turu|cesidi)\s+(?:sayisi|kac)"),
    ("beyaz-stand", r"beyaz\w*\s+(?:plastik\s+)?(?:stan[dt]|taban)"),
    ("altin-stand", r"(?:altin|elit|sari)\w*\s+(?:renkli\s+)?(?:plastik\s+)?(?:stan[dt]|taban)"),
    ("stand", r"plastik\s+(?:stan[dt]|taban)|kac\s+(?:tane\s+)?(?:stan[dt]|taban)"),
    ("hasar-jetonu", r"hasar\s+jeton|damage\s+token"),  # (denominations: _damage_tokens)
    ("element-sutun", r"(?:element\w*\s+)?tahta\w*\s+kac\s+sutun|kac\s+sutun"),
    ("element", r"kac\s+(?:tane\s+|cesit\s+|farkli\s+)?element|element\w*\s+(?:sayisi|kac\s+tane)"),
    ("negatif-durum", r"(?:negatif|kotu|olumsuz)\)?\s+(?:\(\s*(?:negatif|kotu|olumsuz)\s*\)\s+)?durum"),
    ("pozitif-durum", r"(?:pozitif|iyi|olumlu)\)?\s+(?:\(\s*(?:pozitif|iyi|olumlu)\s*\)\s+)?durum"),
    ("durum", r"kac\s+(?:tane\s+|cesit\s+|farkli\s+)?durum|durum\w*\s+(?:sayisi|kac\s+tane)|"
              r"kac\s+(?:tane\s+)?condition"),
    ("esya-turu", r"kac\s+(?:cesit|tur|farkli|tip)\s+esya|esya\s+(?:tur|cesit|tip)\w*\s+kac"),
    ("ayrac", r"ayrac|divider"),
    ("tur-basina-canavar-karti", r"(?:her|bir)\s+tur\w*\s+(?:kac\s+)?canavar\w*\s+(?:yetenek\s+)?"
                                 r"kart|canavar\w*\s+(?:yetenek\s+)?(?:kart|deste)\w*\s+(?:her|bir)\s+tur"),
    ("boss-destesi", r"boss\s+deste"),
    ("basic-deste", r"basic\s+deste|ogretici\w*\s+(?:canavar\s+)?deste"),
    ("canavar-destesi", r"canavar\w*\s+(?:yetenek\s+)?deste|yetenek\s+deste\w*\s+kac"),
    ("karakter", r"kac\s+(?:tane\s+|farkli\s+)?(?:karakter|sinif|class)|karakter\s+sayisi|"
                 r"kac\s+(?:tane\s+)?(?:oynanabilir|secilebilir)"),
]  # fmt: skip
_NOT_COMPONENT = (r"seviye\s+\d|\d\s*\.?\s*seviye|senaryo\s+seviye|xp|deneyim|perk|onay|altin\w*\s+"
                  r"(?:kac|ver)|kalkan|zehir|iyilestir|dinlen|inisiyatif|hasar\w*\s+(?:kac|ver)"
                  r"|tuzak|modifiye")  # fmt: skip


def read_component(q: str) -> dict[str, Any] | None:
    d = digits(q)
    if not asks(d) or not re.search(_COUNT_ASK, d):
        return None
    if ASKS_HP.search(d):
        return None  # "boss kaç canla başlıyor": hit points, not how many bosses
    if flag(_NOT_COMPONENT, d) and not flag(r"hasar\s+jeton|istatistik|stan[dt]|taban|minyatur", d):
        return None
    stands = _stands(d)
    if stands is not None:
        return None if stands == "" else {"what": stands}
    if flag(r"fark|gloomhaven\w*\s+(?:ile|ve)|orijinal", d):
        return None  # a comparison with another game: not a count of this box
    tokens = _damage_tokens(d)
    if tokens is not None:
        return None if tokens == "" else {"what": tokens}
    for key, pattern in _COMPONENT_PATTERNS:
        if rx(pattern).search(d):
            return {"what": key}
    return None


_STAND = r"stan[dt]\w*|taban\w*|standee"
_STAND_TOTAL = r"toplam|hepsi|\btum|butun|ikisi\s+birden"


def _stands(d: str) -> str | None:
    """The plastic stands asked: "toplam kaç" counts both colours (16 + 8), even with each
    colour asked besides ("kaç beyaz kaç altın olmalı? toplam kaç"); both colours asked without
    a total: "" (two numbers, fire nothing); None: one colour or not the stands (the patterns
    decide)."""
    if not flag(_STAND, d) or flag(r"canavar\w*\s+(?:kac|sayisi)|kac\s+(?:tane\s+)?canavar", d):
        return None
    white = flag(r"beyaz", d)
    gold = flag(r"altin|elit|sari", d)
    if flag(_STAND_TOTAL, d):
        return "stand"
    if white and gold and len(re.findall(r"\bkac\b", d)) > 1:
        return ""
    return None


_DENOMINATIONS = (("1", r"\b1\s*'?\s*l[iu]k"), ("3", r"\b3\s*'?\s*l[uü]k"),
                  ("10", r"\b10\s*'?\s*l[ui]k"))  # fmt: skip
# The tokens' worth in damage, not how many: "toplam kaç hasar (değeri) eder", "kaç hasarlık"
_TOKEN_WORTH = (r"kac\s+hasar\w*\s*(?:deger\w*\s*)?(?:eder|yapar|tutar|olur|var|deger)|"
                r"kac\s+hasarlik|(?:toplam|hepsi\w*)\s+(?:\w+\s+){0,3}(?:hasar\s+)?deger|"
                r"hasar\s+deger\w*\s+(?:kac|ne)|toplam\s+(?:kac\s+)?hasar\b|"
                r"topla\w*\s+(?:\w+\s+){0,2}kac\s+hasar|toplam\s+kac\s+hasar\w*\s+jeton")  # fmt: skip


def _damage_tokens(d: str) -> str | None:
    """The damage-token fact asked: how many tokens (all, or of one denomination) or their worth
    in damage; "" when the question names two of the three denominations (neither one count
    nor all of them: fire nothing); None when the question is not about damage tokens."""
    named = [key for key, pattern in _DENOMINATIONS if rx(pattern).search(d)]
    if not flag(r"hasar\s+jeton|damage\s+token", d) and not (named and flag(r"jeton", d)):
        return None
    if flag(r"tuza[kg]|seviye", d):
        return ""  # a trap's damage at a level: the level table, not the box's tokens
    worth = flag(_TOKEN_WORTH, d)
    if len(named) == 2:
        return ""
    if len(named) == 1:
        return f"hasar-jetonu-degeri-{named[0]}" if worth else f"hasar-jetonu-{named[0]}"
    return "hasar-jetonu-degeri" if worth else "hasar-jetonu"


_CARD_Q = [
    ("2x", r"\b2\s*x\b|\bx\s*2\b|cift\s+hasar|double"),
    ("null", r"\bnull|\biska(?!rt)"),
    ("+0", r"\+\s*0\b|\bsifir\s+kart|\b0\s*kart|arti\s+sifir|\+0"),
    ("+1", r"\+\s*1\b|arti\s+1\b"),
    ("-1", r"(?<![\w+])[-−]\s*1\b|eksi\s+1\b"),
    ("+2", r"\+\s*2\b(?!\s*x)|arti\s+2\b"),
    ("-2", r"(?<![\w+])[-−]\s*2\b|eksi\s+2\b"),
    ("kutsama", r"kutsama|bless"),
    ("lanet", r"lanet|curse"),
]


# What a kind of card does to the attack, as a customer words it
_KIND_Q = [
    ("dusuren", r"dusur\w*|azalt\w*|eksilt\w*|\beksi\s+(?:kart|olan|sayi)"),
    ("sifirlayan", r"sifirla\w*|\b0\s*'?\s*(?:a|la)?\s*(?:indir|yap|dusur)\w*"),
    ("arttiran", r"\bartt?ir\w*|yukselt\w*|\barti\s+(?:olan|sayi)"),
    ("katlayan", r"katla\w*|ikiye\s+kat|\biki\s+kat"),
    ("degistirmeyen", r"degistirme\w*|etkilemeyen|\bnotr"),
    ("sayi", r"sayi\s+kart|sayili\s+kart|numarali\s+kart"),
    ("karistiran", r"karistir\w*|shuffle"),
]
# Kinds the text does not define by what the card does: "kötü", "olumsuz", "pozitif", "iyi"
_KIND_UNCLEAR = r"\bkotu\b|olumsuz|olumlu|pozitif|negatif\s+kart|\biyi\s+kart|zararli|faydali"


def read_modifier_deck(q: str) -> dict[str, Any] | None:
    d = digits(q)
    if not asks(d) or not re.search(_COUNT_ASK + r"|en\s+fazla", d):
        return None
    if flag(
        r"saldiri\s+\d|\d\s*saldiri|hasar\w*\s+(?:kac|ne)|cektim|cekince|cekersem|kalkan"
        r"|saldiri\w*\s*['\"‘’“”]?\s*[+−-]\s*\d|kac\s+(?:hasar\s+)?vur\w*|\bvuru(?:yo|r)\w*",
        d,
    ):
        return None  # a damage question ("canavar kartı saldırı +1 diyor kaç vurur")
    no_perks = flag(_NO_PERKS, d)  # "hiç perk yok": my deck is the starting deck
    if flag(r"perk|ekledim|eklendi|cikardim", re.sub(_NO_PERKS, " ", d)) or (
        flag(r"destem|benim\s+deste", d) and not flag(r"baslangic", d) and not no_perks
    ):
        return None  # a deck changed by perks: the text gives only the starting deck
    deckish = flag(r"deste|modifiye|(?<!ci)kart", d)  # "çıkartma" is no card
    cards = [k for k, p in _CARD_Q if rx(p).search(d)]
    kinds = {k: m.start() for k, p in _KIND_Q if (m := rx(p).search(d)) is not None}
    if (kinds or flag(_KIND_UNCLEAR, d)) and not (len(cards) > 1 and deckish):
        # "hasarı düşüren ya da sıfırlayan kaç kart": the cards that do that (cards named
        # outright win); a kind whose cards the text does not settle ("kötü kartlar") fires
        # nothing rather than the whole deck
        if not kinds or flag(_KIND_UNCLEAR, d) or not deckish:
            return None
        return {"kinds": ", ".join(sorted(kinds, key=lambda k: kinds[k]))}
    if len(cards) > 1 and deckish and not {"kutsama", "lanet"} & set(cards):
        # "-1, -2 ve null kaç kart": their sum, in the order the customer names them
        at = {k: m.start() for k, p in _CARD_Q if (m := rx(p).search(d)) is not None}
        return {"cards": ", ".join(sorted(cards, key=lambda k: at[k]))}
    # "toplam kaç kart? içinde kaç tane +0 var": both asked
    if (
        len(cards) == 1
        and cards[0] in MODIFIER_DECK
        and len(re.findall(r"\bkac", d)) > 1
        and (
            flag(
                r"toplam\s+kac|deste\w*\s+(?:toplam\s+)?kac\s+kart|kac\s+kart(?:tan|dan)?\s+olus", d
            )
        )
    ):
        return {"card": "toplam", "cards": cards[0]}
    if (
        len(cards) == 1
        and not deckish
        and flag(r"kac\s+(?:tane|adet)|tane\s+var", d)
        and cards[0] not in ("kutsama", "lanet")
    ):
        deckish = True
    if cards and deckish and len(cards) == 1:
        key = cards[0]
        if key == "kutsama" and not flag(
            r"oyunda|toplam|kac\s+(?:tane\s+)?kutsama|kutsama\s+kart\w*\s+kac", d
        ):
            return None
        if key == "lanet" and not flag(
            r"en\s+fazla|sinir|limit|kac\s+(?:tane\s+)?lanet|lanet\s+kart\w*\s+kac", d
        ):
            return None
        return {"card": key}
    if not cards and flag(
        r"(?:modifiye|saldiri\s+modifiye|baslangic)\s+deste\w*\s+(?:[a-z]+\s+)?kac|"
        r"(?:modifiye|baslangic)\s+deste\w*\s+(?:kac|toplam)|modifiye\s+kart\w*\s+"
        r"(?:kac|toplam)|destede\s+(?:toplam\s+)?kac\s+kart",
        d,
    ):
        if flag(r"canavar\w*\s+(?:yetenek\s+)?deste|\bdesteler|kac\s+deste\b", d):
            return None  # fmt: skip
        return {"card": "toplam"}
    return None


def read_modifier_decks(q: str) -> dict[str, Any] | None:
    d = digits(q)
    if not flag(r"deste", d) or not asks(d) or flag(r"yetenek|kac\s+kart", d):
        return None
    if not flag(
        r"kac\s+(?:tane\s+)?(?:saldiri\s+)?(?:modifiye\s+)?deste(?!d)|deste\s+sayisi|ayri\s+deste|ortak\s+deste|"
        r"kendi\s+deste|deste\w*\s+(?:var\s+mi|mi\s+var)",
        d,
    ):
        return None  # fmt: skip
    chars = one(rf"{N}\s*(?:kisi|karakter|oyuncu)\w*", d)
    if chars is None and flag(r"tek\s+karakter", d):
        chars = 1
    if chars is not None:
        return {"who": "toplam", "characters": chars}
    if flag(r"canavar|monster|dusman", d):
        return {"who": "canavar"}
    if flag(r"(?:her|bir)\s+(?:karakter|oyuncu)|karakter\w*\s+(?:basina|kendi)", d):
        return {"who": "karakter"}
    return None


_UNLOCK_PATTERNS = [
    ("savas-hedefi", r"savas\s+hedef|battle\s+goal"),
    ("element", r"element"),
    ("olay", r"olay|event"),
    ("ek-kitap", r"ek\s+(?:senaryo\s+)?kita[pb]|supplementary"),
]


def read_unlock(q: str) -> dict[str, Any] | None:
    d = digits(q)
    if not flag(r"kacinci\s+senaryo|hangi\s+senaryo|ne\s+zaman|kacta|kacinci\s+(?:oyun|gorev)|"
                r"senaryo\s+kac\w*\s+(?:da|de|ten|dan)?\s*(?:basl|gel|gir|acil)|itibaren|"
                r"ne\s+zamandan", d):  # fmt: skip
        return None
    if flag(r"urett|tuket|guclu|zayiflayan|etkisiz|tur\s+sonra|kac\s+tur", d):
        return None
    found = [k for k, p in _UNLOCK_PATTERNS if re.search(p, d)]
    if len(found) != 1:
        return None
    if not flag(r"basl|gel|gir|acil|kullan|devreye|cikar|ekle|dagit|itibaren|cozul", d):
        return None
    return {"feature": found[0]}


_CHARACTERS = r"demolitionist|hatchet|red\s*guard|voidwarden"


def read_mat_value(q: str) -> dict[str, Any] | None:
    d = digits(q)
    if not asks(d):
        return None
    name = re.search(_CHARACTERS, d)
    out: dict[str, Any] = {"character": name.group().title()} if name else {}
    named_hand = flag(
        r"el\s+(?:limit|sinir)|hand\s+(?:limit|size)|el\s+buyuklu|elde\s+(?:en\s+fazla\s+)?kac\s+kart"
        r"|elim(?:iz)?de\s+(?:en\s+fazla\s+)?kac\s+kart\s+(?:tut|tas)|\beli(?:nin)?\s+kac\s+kart",
        d,
    )
    # "kaç kartla başlıyor" is the hand limit only when no deck is named ("saldırı modifiye
    # destesi kaç kartla başlıyor" is the modifier deck's 20).
    starts = flag(r"kac\s+kartla\s+basl", d) and not flag(r"deste|modifi|canavar|monster", d)
    if named_hand or starts:
        if flag(r"degis|artar|artiyo|buyur", d) and not flag(r"\bkac\b", d):
            return None  # does it change (yes / no): not a number
        return {"what": "el-limiti", **out}
    if flag(
        r"(?:max|azami|maksimum)\w*\s+(?:can|hp)|kac\s+(?:can|hp)\w*\s+(?:var|olur|olu)|"
        r"\bcan\w*\s+kac|kac\s+cani|kac\s+(?:can|hp)\b",
        d,
    ) and (name or flag(r"seviye|level", d)):
        if flag(r"iyilestir|heal|dinlen|zehir|yara|hasar|tuken", d):
            return None
        level = one(rf"(?:seviye|level|lvl)\s*{N}|{N}\s*\.?\s*(?:seviye|level|lvl)", d)
        return {"what": "azami-can", **out, **({"level": level} if level else {})}
    return None


COMPONENT_CALC = Calculator(
    "jotl-components", GAME, "JotL: bileşen ve sabit sayılar",
    "Kutudaki ve kurallardaki sabit sayılar: karakter, oyuncu, senaryo, sayfa, çıkartma, "
    "minyatür, canavar setleri, standlar, hasar jetonları, elementler, durumlar, eşya türleri.",
    (Field("what", "Ne", "choice", ", ".join(COMPONENTS), "senaryo", choices=tuple(COMPONENTS)),),
    component, read_component, ("kutuda kac senaryo var",),
)  # fmt: skip
DECK_CALC = Calculator(
    "jotl-modifier-deck", GAME, "JotL: saldırı modifiye destesi",
    "Başlangıç modifiye destesindeki kart sayısı (toplam, bir kart ya da birkaç kartın "
    "toplamı), Kutsama ve Lanet sınırı.",
    (Field("card", "Kart", "choice", "toplam, +0, +1, -1, +2, -2, 2x, null, kutsama, lanet",
           "toplam", required=False, choices=tuple(_DECK_CARDS)),
     Field("cards", "Kartlar", "text", "birkaç kartın toplamı: virgülle (-1, -2, null)",
           "-1, -2, null", required=False),
     Field("kinds", "Kart türü", "text", "ne yaptığına göre: " + ", ".join(DECK_KINDS),
           "dusuren, sifirlayan", required=False)),
    modifier_deck, read_modifier_deck,
    ("modifiye destesi kac kart", "baslangic destesinde hasari dusuren kac kart var"),
)  # fmt: skip
DECKS_CALC = Calculator(
    "jotl-modifier-decks", GAME, "JotL: oyundaki modifiye destesi",
    "Oyundaki saldırı modifiye destesi sayısı: karakter başına 1, canavarlara ortak 1.",
    (
        Field("who", "Kimin", "choice", "toplam, karakter, canavar", "toplam", required=False,
              choices=tuple(DECK_OWNERS)),
        Field("characters", "Karakter sayısı", "int", "1-4 (toplam için)", "3", required=False,
              minimum=1, maximum=4),
    ),
    modifier_decks, read_modifier_decks, ("3 karakterle kac modifiye destesi olur",),
)  # fmt: skip
UNLOCK_CALC = Calculator(
    "jotl-unlock-schedule", GAME, "JotL: hangi senaryodan itibaren",
    "Ek senaryo kitabı, olaylar, elementler ve savaş hedeflerinin başladığı senaryo.",
    (Field("feature", "Kural", "choice", "ek-kitap, olay, element, savas-hedefi", "element",
           choices=tuple(UNLOCKS)),),
    unlock_schedule, read_unlock, ("savas hedefleri kacinci senaryoda basliyo",),
)  # fmt: skip
MAT_CALC = Calculator(
    "jotl-mat-values", GAME, "JotL: karakter levhasındaki değerler",
    "El limiti ve seviyeye göre azami can: kural metninde değil, karakter levhasında yazar.",
    (
        Field("what", "Değer", "choice", "el-limiti, azami-can", "el-limiti",
              choices=tuple(MAT_VALUES)),
        Field("character", "Karakter", "text", "Demolitionist, Hatchet, Red Guard, Voidwarden",
              "Hatchet", required=False),
        Field("level", "Seviye", "int", "1-9", "3", required=False, minimum=1, maximum=9),
    ),
    mat_value, read_mat_value, ("hatchetin el limiti kac",),
)  # fmt: skip


# --- the deck once Curse and Bless cards are shuffled in ---------------------------------------
def _shuffled_in(kind: str, added: int, drawn: int, cap: int) -> tuple[int | None, list[Step]]:
    """Cards of one kind (Lanet / Kutsama) left in the deck: added − drawn, at most ``cap``
    in it; None when more than the cap were added and some drawn (the order decides)."""
    if drawn > added:
        raise CalcError(f"Çekilen {kind} ({drawn}) eklenenden ({added}) fazla olamaz.")
    curse = kind == "Lanet"
    add_ref, out_ref = (CURSE_ADD_REF, CURSE_REF) if curse else (BLESS_ADD_REF, BLESS_CARD_REF)
    steps = [Step(f"her {'lanet' if curse else 'kutsama'} desteye 1 {kind} kartı karıştırır: "
                  f"{added} {kind}", add_ref)]  # fmt: skip
    if added > cap:
        limit = ("bir desteye en fazla 10 Lanet kartı konabilir" if curse
                 else "oyunda 10 Kutsama kartı var")  # fmt: skip
        if drawn:
            steps.append(Step(f"{limit}; {added} eklenip {drawn} tanesi çekildiyse destede kaç "
                              "tane kaldığı sıraya bağlı", CURSE_REF if curse else BLESS_REF))  # fmt: skip
            return None, steps
        steps.append(Step(f"{limit}: destede en fazla {cap} {kind} olur",
                          CURSE_REF if curse else BLESS_REF))  # fmt: skip
        return cap, steps
    if drawn:
        steps.append(Step(f"çekilen {drawn} {kind} kartı desteden çıkarılır", out_ref))
    else:
        steps.append(Step(f"çekilmeyen {kind} kartı destede kalır", out_ref))
    return added - drawn, steps


def _perk_changes(
    start: int, removed: int, added: int, removed_card: str | None, told: bool
) -> tuple[int, list[str], list[Step]]:
    """The deck after the cards perks removed and added: (size, terms, steps)."""
    if removed < 0 or added < 0:
        bad = removed if removed < 0 else added
        raise CalcError(f"Geçersiz kart sayısı: {bad}. 0 veya daha büyük olmalı.")
    if removed_card is not None:
        if told:
            raise CalcError("Çıkarılan kartın türü yalnızca 20 kartlık başlangıç destesi için "
                            "denetlenir; deste büyüklüğünü yazdıysan türü yazma.")  # fmt: skip
        card = choose(removed_card.strip().lower(), _DECK_CARDS, "kart")
        if card not in MODIFIER_DECK:
            raise CalcError(f"'{removed_card}' başlangıç destesinde yok; çıkarılabilecekler: "
                            f"{', '.join(_DECK_NAMES.values())}.")  # fmt: skip
        if removed > MODIFIER_DECK[card]:
            raise CalcError(f"Başlangıç destesinde {MODIFIER_DECK[card]} tane "
                            f"{_DECK_NAMES[card]} var; {removed} tane çıkarılamaz.")  # fmt: skip
    if removed > start:
        raise CalcError(f"Destede {start} kart var; {removed} kart çıkarılamaz.")
    steps: list[Step] = []
    terms: list[str] = []
    total = start
    if removed:
        what = f"{removed} tane {_DECK_NAMES[card]} kartı" if removed_card else f"{removed} kart"
        steps.append(Step(f"perkle desteden {what} çıkarıldı", PERK_DECK_REF))
        terms.append(f"− {removed}")
        total -= removed
    if added:
        steps.append(Step(f"perkle desteye {added} kart eklendi", PERK_DECK_REF))
        terms.append(f"+ {added}")
        total += added
    return total, terms, steps


def deck_count(
    curses: int = 0,
    blesses: int = 0,
    curses_drawn: int = 0,
    blesses_drawn: int = 0,
    base: int | None = None,
    removed: int = 0,
    added: int = 0,
    removed_card: str | None = None,
    next_scenario: bool = False,
) -> CalcResult:
    """Cards in a modifier deck once perks changed it and Curse and Bless cards are shuffled
    in: the deck (the starting 20, or the size the customer gives) − the cards perks removed
    + the cards perks added + the Curses / Blesses not yet drawn (a drawn one leaves the deck);
    at most 10 Curses in one deck, 10 Blesses in the game. ``next_scenario``: the deck the
    next scenario starts with, after the undrawn Curses / Blesses left it at the end."""
    for name, n in (("lanet", curses), ("kutsama", blesses), ("çekilen lanet", curses_drawn),
                    ("çekilen kutsama", blesses_drawn)):  # fmt: skip
        if n < 0:
            raise CalcError(f"Geçersiz {name} sayısı: {n}. 0 veya daha büyük olmalı.")
    if not curses and not blesses and not removed and not added:
        raise CalcError("Lanet, Kutsama ya da perkle çıkarılan / eklenen kart sayısı gerekli. "
                        "Örnek: 3 lanet.")  # fmt: skip
    if base is None:
        start = sum(MODIFIER_DECK.values())
        lead_in = "perksiz " if not removed and not added else ""
        steps = [Step(f"{lead_in}başlangıç saldırı modifiye destesi 20 karttır", DECK_REF)]
    else:
        if base < 1:
            raise CalcError(f"Geçersiz deste büyüklüğü: {base}. En az 1 kart olmalı.")
        start = base
        steps = [Step(f"destende {base} kart vardı", None)]
    total, perk_terms, perk_steps = _perk_changes(
        start, removed, added, removed_card, base is not None
    )
    steps += perk_steps
    terms = [" ".join([str(start), *perk_terms])]
    if next_scenario:
        return _after_scenario(total, terms, steps, curses, blesses, curses_drawn, blesses_drawn)
    for kind, added, drawn, cap in (("Lanet", curses, curses_drawn, MAX_CURSES),
                                    ("Kutsama", blesses, blesses_drawn, BLESS_CARDS)):  # fmt: skip
        if not added:
            continue
        left, more = _shuffled_in(kind, added, drawn, cap)
        steps += more
        if left is None:
            return answer(None, "kart", "Sıraya bağlı", steps, computed=False,
                          summary=f"Destede en fazla {cap} {kind} olabildiği için kaç kart "
                          "kaldığı eklenme ve çekilme sırasına bağlı.")  # fmt: skip
        total += left
        terms.append(f"{added} − {drawn}" if drawn and added <= cap else str(left))
    arithmetic = f"{' + '.join(terms)} = {total}"
    return answer(total, "kart", f"{total} kart", steps, arithmetic)


def _after_scenario(total: int, terms: list[str], steps: list[Step], curses: int, blesses: int,
                    curses_drawn: int, blesses_drawn: int) -> CalcResult:  # fmt: skip
    """The deck the next scenario starts with: every Curse and Bless shuffled in has left it,
    drawn (out at once) or not (out at the scenario's end); perks stay."""
    for kind, added, drawn in (
        ("Lanet", curses, curses_drawn),
        ("Kutsama", blesses, blesses_drawn),
    ):
        if drawn > added:
            raise CalcError(f"Geçersiz sayı: {drawn} çekilen {kind}, eklenen {added} {kind} "
                            "kartından fazla olamaz.")  # fmt: skip
    told = [(k, a, d) for k, a, d in (("Lanet", curses, curses_drawn),
                                      ("Kutsama", blesses, blesses_drawn)) if a]  # fmt: skip
    left = " ve ".join(f"{a - d} {k}" for k, a, d in told if a - d)
    if left:
        steps.append(Step(f"çekilmeyen {left} kartı senaryo sonunda desteden çıkarılır",
                          SCENARIO_END_CARDS_REF))  # fmt: skip
    gone = [(k, d) for k, _, d in told if d]
    if gone:
        steps.append(Step(f"çekilen {' ve '.join(f'{d} {k}' for k, d in gone)} kartı zaten "
                          "çekildiğinde desteden çıkmıştı",
                          CURSE_REF if gone[0][0] == "Lanet" else BLESS_CARD_REF))  # fmt: skip
    shuffled = sum(a for _, a, _ in told)
    arithmetic = f"{terms[0]} + {shuffled} − {shuffled} = {total}"
    return answer(total, "kart", f"{total} kart", steps, arithmetic)


_HOW_MANY_CARDS = (r"kac\s+(?:tane\s+)?kart|kart\s+sayisi|deste\w*\s+(?:\w+\s+)?kac\b|"
                   r"kac\s+kartlik|kac\s+kart(?:a|tan)\s+(?:cikar|olus)")  # fmt: skip
_CURSE = r"lanet|curse"
_BLESS = r"kutsa|bless"
_TIMES = r"(?:tane\s+|adet\s+|kere\s+|kez\s+|defa\s+|sefer\s+)?"
_NONE_DRAWN = (r"hic\s*bir\w*\s+(?:\w+\s+)?cek\w*me|hic\s+(?:\w+\s+)?cek\w*me|"
               r"cekilme(?:di|mis)|cekmedi|cikmadi|gelmedi")  # fmt: skip
_DRAWN = (rf"{N}\s*(?:tane\w*\s+|adet\w*\s+|'?\s*(?:i|si|u|su|ı|ini|sini|unu|sunu)\s+)?(?:(?:lanet|kutsama)\w*\s+)?"
          r"(?:cekildi|cektim|cekilmis|cekti|cikti|geldi)")  # fmt: skip


# The deck asked at the next scenario's start, or once this one ended: the Curses and Blesses
# shuffled in have left it ("yeni senaryoya başlarken destem kaç kart", "senaryo bitince")
_NEXT_SCENARIO = (
    r"(?:yeni|sonraki|bir\s+sonraki|gelecek|ertesi|diger|ikinci)\s+senaryo"
    r"|senaryo\w*\s+(?:bit(?:ince|tiginde|tikten|ti|ecek|iyo|erken)|sonu\w*|arasi\w*)"
    r"|senaryolar\s+arasi"
)
_NO_PERKS = (r"perksiz\w*|(?:hic\s+)?perk\w*\s+(?:da\s+|de\s+)?(?:yok\w*|almadi\w*|alinmadi|"
             r"secmedi\w*|secilmedi|eklemedi\w*|kullanmiyo\w*)|hic\s+perk\w*\s+(?:\w+\s+)?(?:yok|"
             r"almadi\w*)")  # fmt: skip


# One curse / bless said with the article: "bi de lanet yedim", "bir kutsama aldım" (read only
# when no count is told; a bare "lanet aldım" tells no count)
_ONE = r"\bbi(?:r)?\s+(?:de\s+|da\s+|tane\s+|adet\s+)?(?:{kind})"

# Cards perks removed or added ("perk ile 2 tane -1 kartını çıkardım", "perkle iki -1'i
# çıkarıp bir +1 ekledim", "perklerle 3 kart ekledim"): the count before the card, or after it
# ("-1 kartlarından 2'sini"); a card label alone is one card ("-2 kartını çıkardım")
_PERK_VERB = r"(?P<rm>cikar\w*|cikart\w*|kaldir\w*)|(?P<add>ekle\w*|koy(?:du|dum|duk)\w*)"
_LABEL = (
    r"(?:[+−-]\s*[0-2](?!\d)|(?:arti|eksi)\s+(?:bir|iki|sifir|[0-2])\b|null\w*|iska\w*|2x\w*|x2\w*)"
)
_CARD_COUNT = (
    rf"(?P<label2>{_LABEL})\s*(?:kart\w*\s+)?(?P<n2>\d{{1,2}})\s*"
    r"(?:tane\w*|'?\s*(?:sini|ini|unu|sunu|si|i|u)\b)"
    rf"|(?:(?<![\d+−-])(?P<n1>\d{{1,2}})\s*(?:tane\s+|adet\s+)?)?"
    rf"(?:(?P<label>{_LABEL})(?:(?:\s+[a-z]+)?\s*kart\w*)?|(?P<plain>kart\w*))"
)  # fmt: skip
_LABEL_KEY = {"arti": "+", "eksi": "-", "bir": "1", "iki": "2", "sifir": "0"}


def _label_key(label: str) -> str | None:
    """The starting-deck card a label names ("-1", "eksi bir", "null"), or None."""
    text = re.sub(r"\s+", "", label.replace("−", "-"))
    for word, sign in _LABEL_KEY.items():
        text = text.replace(word, sign)
    if text.startswith(("null", "iska")):
        return "null"
    if text.startswith(("2x", "x2")):
        return "2x"
    return text if text in MODIFIER_DECK else None


def _perk_changes_in(d: str) -> dict[str, Any] | None:
    """The cards perks removed and added, read clause by clause up to each verb; {} when
    nothing is said, None when a change is said but its count cannot be read."""
    out: dict[str, Any] = {}
    removed_cards: set[str | None] = set()
    start = 0
    for verb in re.finditer(_PERK_VERB, d):
        clause = re.split(r"[.;!?]", d[start : verb.start()])[-1]
        start = verb.end()
        total = 0
        for m in re.finditer(_CARD_COUNT, clause):
            count = m.group("n1") or m.group("n2")
            if count is None and m.group("plain"):
                return None  # "kart ekledim": how many?
            total += int(count) if count else 1
            removed_cards.add(_label_key(m.group("label") or m.group("label2") or ""))
        if not total:
            return None  # a perk change whose cards are not told
        key = "removed" if verb.group("rm") else "added"
        out[key] = out.get(key, 0) + total
    if out.get("removed") and len(removed_cards) == 1 and None not in removed_cards:
        out["removed_card"] = removed_cards.pop()
    return out


def read_deck_count(q: str) -> dict[str, Any] | None:
    d = digits(q)
    if not asks(d) or not flag(_HOW_MANY_CARDS, d) or not flag(r"deste|modifiye", d):
        return None
    if flag(r"saldiri\s+\d|\d\s*saldiri|hasar|kalkan|canavar\w*\s+yetenek|yetenek\s+deste", d):
        return None
    if re.search(rf"kac\s+(?:tane\s+|adet\s+)?(?:{_LABEL}|{_CURSE}|{_BLESS})", d):
        return None  # one kind's cards asked ("kaç tane -1 kaldı"), not the deck
    counts = {kind: [m for m in re.finditer(rf"{N}\s*{_TIMES}(?:{kind})", d)]
              for kind in (_CURSE, _BLESS)}  # fmt: skip
    found: dict[str, int | None] = {}
    for kind, matches in counts.items():
        values = {int(m.group(1)) for m in matches}
        found[kind] = values.pop() if len(values) == 1 else None
        if not matches and re.search(_ONE.format(kind=kind), d):
            found[kind] = 1
    curses, blesses = found[_CURSE], found[_BLESS]
    # "hiç perk yok", "perksiz": the starting deck; "3 lanet eklendi" adds only the curses
    changed = re.sub(_NO_PERKS, " ", d)
    changed = re.sub(rf"(?:{_CURSE}|{_BLESS})\w*\s+(?:\w+\s+){{0,2}}?(?:ekle\w*|kondu)", " ",
                     changed)  # fmt: skip
    perked = _perk_changes_in(changed) if flag(r"perk", changed) else {}
    if perked is None:
        return None  # perks changed the deck by cards we cannot count
    if curses is None and blesses is None and not perked:
        return None
    if (curses is None and flag(_CURSE, d)) or (blesses is None and flag(_BLESS, d)):
        return None  # a kind named without its count
    if flag(r"\d+\s*kart\w*\s+(?:cek|cikt|ac)", d):
        return None  # other cards drawn: the draw pile or the whole deck? unclear
    out: dict[str, Any] = {}
    if curses is not None:
        out["curses"] = curses
    if blesses is not None:
        out["blesses"] = blesses
    ones = re.sub(r"\b(?:biri|birisi|birini|bir\s+tanesi)\b", "1", d)
    drawn_at = [m for m in re.finditer(_DRAWN, ones)]
    drawn = one(_DRAWN, ones)
    if drawn is not None:
        if curses is not None and blesses is not None:
            return None  # which kind was drawn is unclear
        told = [m.start() for ms in counts.values() for m in ms]
        if any(m.start() <= at < m.end() for m in drawn_at for at in told):
            return None  # "2 lanet geldi": received or drawn? the same words say both
        out["curses_drawn" if curses is not None else "blesses_drawn"] = drawn
    elif flag(r"cek|cikti|geldi", d) and not flag(_NONE_DRAWN, d):
        return None  # some drawn, how many unclear
    base = one(rf"{N}\s*kart(?:lik|li)\s+(?:\w+\s+){{0,2}}deste|deste\w*\s+(?:\w+\s+)?{N}\s*kart"
               rf"(?!\w*\s+(?:cek|var\s+mi))", d)  # fmt: skip
    if base is None and not perked and flag(r"perk|ekledim|eklendi|cikardim", changed):
        return None  # a deck changed by perks, its size not told
    if perked and base is not None and base != sum(MODIFIER_DECK.values()):
        return None  # a size told beside the perk changes: before them or after?
    if base is not None and base != sum(MODIFIER_DECK.values()):
        out["base"] = base
    out.update(perked)
    if flag(_NEXT_SCENARIO, d):
        out["next_scenario"] = True
    return out


DECK_COUNT_CALC = Calculator(
    "jotl-deck-count", GAME, "JotL: perk, Lanet ve Kutsama ile deste",
    "Perklerle çıkarılan / eklenen kartlar, Lanet ve Kutsama kartları karıştırılınca saldırı "
    "modifiye destesindeki kart sayısı (çekilen Lanet / Kutsama desteden çıkar; bir destede en "
    "fazla 10 Lanet, oyunda 10 Kutsama).",
    (
        Field("curses", "Lanet", "int", "desteye karıştırılan Lanet", "3", required=False,
              minimum=0, maximum=40),
        Field("blesses", "Kutsama", "int", "desteye karıştırılan Kutsama", "0", required=False,
              minimum=0, maximum=40),
        Field("curses_drawn", "Çekilen Lanet", "int", "çekilip desteden çıkan", "0",
              required=False, minimum=0, maximum=40),
        Field("blesses_drawn", "Çekilen Kutsama", "int", "çekilip desteden çıkan", "0",
              required=False, minimum=0, maximum=40),
        Field("base", "Deste", "int", "boşsa 20 kartlık başlangıç destesi", "20", required=False,
              minimum=1, maximum=99),
        Field("removed", "Perkle çıkarılan", "int", "perklerle desteden çıkarılan kart", "2",
              required=False, minimum=0, maximum=40),
        Field("added", "Perkle eklenen", "int", "perklerle desteye eklenen kart", "1",
              required=False, minimum=0, maximum=40),
        Field("removed_card", "Çıkarılan kart", "choice", "+0, +1, -1, +2, -2, 2x, null "
              "(başlangıç destesinde var mı diye denetlenir)", "-1", required=False,
              choices=tuple(MODIFIER_DECK)),
        Field("next_scenario", "Sonraki senaryonun başında", "flag",
              "evet / hayır (Lanet ve Kutsama senaryo sonunda desteden çıkar)", "hayır",
              required=False),
    ),
    deck_count, read_deck_count,
    ("baslangic desteme 3 lanet karistirildi, hicbiri cekilmedi, destede kac kart var",),
)  # fmt: skip


# --- Bless cards left in the supply ----------------------------------------------------------
def bless_left(in_decks: list[int]) -> CalcResult:
    """Bless cards still free to use: the game's 10 less those sitting in decks (undrawn)."""
    if not in_decks:
        raise CalcError("Destelerdeki Kutsama kartı sayısını gir, ör. '4, 3'.")
    for n in in_decks:
        if n < 0:
            raise CalcError(f"Geçersiz Kutsama sayısı: {n}. 0 veya daha büyük olmalı.")
    used = sum(in_decks)
    if used > BLESS_CARDS:
        raise CalcError(f"Geçersiz Kutsama sayısı: destelerde {used}. Oyunda yalnızca "
                        f"{BLESS_CARDS} Kutsama kartı var.")  # fmt: skip
    left = BLESS_CARDS - used
    where = (f"destelerde çekilmemiş {' + '.join(map(str, in_decks))} = {used} Kutsama kartı var"
             if len(in_decks) > 1 else f"destede çekilmemiş {used} Kutsama kartı var")  # fmt: skip
    steps = [Step("oyunda toplam 10 Kutsama kartı var; herhangi bir desteye konabilir", BLESS_REF),
             Step(f"{where}; Kutsama kartı çekilene kadar destede kalır", BLESS_CARD_REF)]  # fmt: skip
    parts = f"({' + '.join(map(str, in_decks))})" if len(in_decks) > 1 else str(used)
    return answer(left, "kart", f"{left} Kutsama kartı", steps,
                  f"{BLESS_CARDS} − {parts} = {left}")  # fmt: skip


# What is left of the 10 asked: "kutuda kaç kutsama kaldı", "daha kaç kutsama verebilir"
_BLESS_LEFT_ASK = (
    r"kac\s+(?:tane\s+)?(?:kutsama|bless)\w*(?:\s+kart\w*)?\s+(?:daha\s+)?(?:kal|var\b|bulun"
    r"|kullan|ver|kat|ekle|koy|dag)"
    r"|(?:kutu|havuz|stok|ortada|yedek)\w*\s+(?:\w+\s+){0,2}kac"
    r"|kac\s+(?:tane\s+)?(?:kutsama|bless)\w*(?:\s+kart\w*)?\s+(?:\w+\s+)?kal"
    r"|daha\s+kac\s+(?:tane\s+)?(?:kutsama|bless)"
)
# Bless cards drawn: where a drawn card goes the text does not say (value unclear), so a drawn
# count fires nothing; "hiçbiri çekilmedi" / "çekilmedi" is no draw.
_BLESS_DRAWN = r"(?<!hicbiri\s)(?<!hic\s)cek(?:ildi|tim|ti|tik|ilen|ince)\b"
_BLESS_IN = rf"{N}\s*(?:tane\s+|adet\s+)?(?:kutsama|bless)"
# "Red Guard'ınkine de 3", "Hatchet'e de 2": a further deck given the number after "de/da"
_BLESS_ALSO = rf"(?:[a-z]+['’]?(?:e|a|ye|ya|ine|ina|kine|kina))\s+(?:de|da)\s+{N}(?!\s*(?:\w*\s*)?(?:altin|can|hasar|xp|deneyim|seviye|lanet|curse|tur|hex))"


def read_bless_left(q: str) -> dict[str, Any] | None:
    d = digits(q)
    if not flag(r"kutsama|bless", d) or not asks(d) or not flag(_BLESS_LEFT_ASK, d):
        return None
    if flag(r"lanet|curse|perk|" + _BLESS_DRAWN, d):
        return None
    # each number once, by where it stands ("desteme de 4 kutsama" is read by both patterns)
    at = {m.start(1): int(m.group(1)) for p in (_BLESS_IN, _BLESS_ALSO) for m in re.finditer(p, d)}
    others = [m.start(1) for m in re.finditer(N, d)]
    if not at or sorted(at) != others:
        return None  # a number the read cannot place: decline
    return {"in_decks": [at[k] for k in sorted(at)]}


BLESS_LEFT_CALC = Calculator(
    "jotl-bless-left", GAME, "JotL: kullanılabilir Kutsama kartı",
    "Destelere konmuş (çekilmemiş) Kutsama kartlarından sonra oyunun 10 Kutsama kartından "
    "kalan.",
    (Field("in_decks", "Destelerdeki Kutsama", "ints", "her destedeki çekilmemiş Kutsama "
           "kartı; birden fazla deste: virgülle", "4, 3", minimum=0, maximum=BLESS_CARDS),),
    bless_left, read_bless_left,
    ("voidwarden desteme 4 kutsama katti kutuda kac kutsama kaldi",),
)  # fmt: skip
