"""Star Wars: Hoth Savaşı rule tables, each row citing the rule-text section it was read from.

Values come from the store's Turkish rules text (rules_corpus/hoth/kurallar.md) and, where only it states a rule
(terrain penalties add up), from the Czech guide (rules_corpus/hoth/pruvodce.cs.md).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from validators.base import RuleRef
from validators.common import alias_table

GAME = "hoth"
UNITS_SECTION = "Standart Birimler ve Özel Kuralları"
ATTACK_SECTION = "Adım 4: Saldırı (Attack)"
TERRAIN_SECTION = "Arazi Türleri (Terrain)"


def _ref(section: str, quote: str) -> RuleRef:
    return RuleRef(GAME, section, quote)


class UnitClass(StrEnum):
    INFANTRY = "piyade"
    VEHICLE = "araç"
    SPECIAL = "özel"
    STRUCTURE = "yapı"


@dataclass(frozen=True)
class UnitRow:
    key: str
    name: str
    cls: UnitClass
    figures: int | None  # None for the generic "piyade" and for structures
    dice: tuple[int, ...]  # dice by distance 1, 2, 3, ...
    hit_by: tuple[str, ...]
    ignores_retreats: bool
    gives_medal: bool
    terrain_protection: bool
    ref: RuleRef


RANGE_REF = _ref(
    ATTACK_SECTION,
    "Örneğin piyade menzili 3/2/1: bitişik hexte 3, 2 hex uzaklıkta 2, 3 hex uzaklıkta 1 zar atar.",
)
SPEEDER_RANGE_REF = _ref(
    ATTACK_SECTION,
    "Snowspeeder 4/2 (1-2 hex 4, 3 hex 2 zar). AT-AT 3/3/3 (sabit 3 menzile kadar 3 zar).",
)
ATAT_PROTECTION_REF = _ref(
    UNITS_SECTION,
    "AT-AT tüm geri çekilmeleri yok sayar ve arazi korumalarından asla yararlanamaz).",
)
STRUCTURE_REF = _ref(
    TERRAIN_SECTION,
    "Yapılar (Kalkan Jeneratörü/İyon Topu): Daima geçilemez, üzerinde durdukları arazi "
    "korumasından yararlanır, görüşü engeller;",
)
_I, _V, _S = UnitClass.INFANTRY, UnitClass.VEHICLE, UnitClass.SPECIAL
_INF_HITS = ("piyade", "patlama")
UNITS: dict[str, UnitRow] = {
    row.key: row
    for row in [
        UnitRow("echo_base_trooper", "Echo Base trooper", _I, 3, (3, 2, 1), _INF_HITS,
                False, True, True,
                _ref(UNITS_SECTION, "Echo Base trooper (3 minyatür, 0-1 hex+saldırı veya 2 hex, "
                     "saldırı 3/2/1, piyade ve patlamadan isabet alır).")),
        UnitRow("snowtrooper", "Snowtrooper", _I, 4, (3, 2, 1), _INF_HITS, False, True, True,
                _ref(UNITS_SECTION, "Snowtrooper (4 minyatür, 0-1 hex+saldırı veya 2 hex, "
                     "saldırı 3/2/1, piyade ve patlamadan isabet alır).")),
        UnitRow("snowspeeder", "Snowspeeder", _V, 3, (4, 4, 2), ("araç", "patlama"),
                False, True, True,
                _ref(UNITS_SECTION, "Snowspeeder (3 minyatür, 0-3 hex, saldırı 4/2, crevasse "
                     "üzerinden geçebilir, araç ve patlamadan isabet alır).")),
        UnitRow("at_at", "AT-AT", _V, 1, (3, 3, 3), ("araç", "patlama"), True, True, False,
                _ref(UNITS_SECTION, "AT-AT (1 minyatür, 0-1 hex, sırtlara çıkamaz, saldırı "
                     "3/3/3, isabet eden zarlar 'doğrulama atışı' (confirmation roll) için "
                     "yeniden atılır")),
        UnitRow("artillery", "Asi Topçusu", _S, 1, (4, 3, 2, 1), ("patlama",), True, False, True,
                _ref(UNITS_SECTION, "Asi Topçusu (1 minyatür, hareket edemez, saldırı 4/3/2/1, "
                     "yalnızca patlamadan isabet alır, geri çekilmeleri yok sayar, yok edilmesi "
                     "madalya vermez).")),
        UnitRow("probe_droid", "İmparatorluk Keşif Droidi", _S, 2, (2, 1), ("patlama",),
                False, False, True,
                _ref(UNITS_SECTION, "İmparatorluk Keşif Droidi (2 minyatür, 0-2 hex, saldırı "
                     "2/1, yalnızca patlamadan isabet alır, yok edilmesi madalya vermez).")),
        UnitRow("infantry", "Piyade", _I, None, (3, 2, 1), _INF_HITS, False, True, True,
                RANGE_REF),
        UnitRow("structure", "Yapı (Kalkan Jeneratörü/İyon Topu)", UnitClass.STRUCTURE, None,
                (), (), True, False, True, STRUCTURE_REF),
    ]
}  # fmt: skip

UNIT_ALIASES = alias_table(
    [
        ("echo_base_trooper", ["echo base trooper", "echo base", "echo üssü askeri", "asi piyade",
                               "rebel infantry", "echo trooper", "asi askeri"]),
        ("snowtrooper", ["snowtrooper", "snow trooper", "kar askeri", "kar askerleri",
                         "imparatorluk piyade", "imperial infantry", "stormtrooper"]),
        ("snowspeeder", ["snowspeeder", "snow speeder", "kar sürat aracı", "rebel vehicle"]),
        ("at_at", ["at-at", "atat", "imperial walker", "yürüyücü"]),
        ("artillery", ["asi topçu", "topçu", "artillery", "rebel artillery", "artilerie"]),
        ("probe_droid", ["keşif droid", "probe droid", "imperial probe droid", "sonda droid",
                         "imparatorluk keşif droid"]),
        ("infantry", ["piyade", "infantry"]),
        ("structure", ["kalkan jeneratör", "shield generator", "iyon top", "ion cannon"]),
    ]
)  # fmt: skip


@dataclass(frozen=True)
class TerrainRow:
    key: str
    name: str
    target_vehicle: int  # dice change when a vehicle attacks a unit on this terrain
    target_other: int  # ... when any other unit attacks it
    infantry_only: bool  # protection applies only to infantry targets (trench)
    unless_attacker_here: bool  # no penalty when the attacker stands on the same terrain (ridge)
    from_here_vehicle: int  # dice change for a vehicle attacking from this terrain
    blocks_los: bool
    occupiable: bool
    ref: RuleRef


TERRAIN: dict[str, TerrainRow] = {
    row.key: row
    for row in [
        TerrainRow("ridge", "Sırt", -1, -1, False, True, 0, True, True,
                   _ref(TERRAIN_SECTION, "Sırt (Ridge): AT-AT giremez; sırttaki birime "
                        "saldırılırsa saldırgan da sırtta değilse 1 zar daha az atar; görüşü "
                        "engeller.")),
        TerrainRow("rocks", "Kayalar", -2, -1, False, False, 0, True, True,
                   _ref(TERRAIN_SECTION, "Kayalar (Rocks): Giren birim durmak zorunda; o tur "
                        "saldıramaz; kayadaki birime saldırırken araçlar 2, diğerleri 1 zar daha "
                        "az atar;")),
        TerrainRow("buildings", "Binalar/Enkaz", -2, -1, False, False, -2, True, True,
                   _ref(TERRAIN_SECTION, "bina/enkaz hexindeki araç saldırırken 2 zar daha az "
                        "atar; bina/enkazdaki birime saldırırken araçlar 2, diğerleri 1 zar daha "
                        "az atar;")),
        TerrainRow("trench", "Siper", -1, -1, True, False, 0, False, True,
                   _ref(TERRAIN_SECTION, "Siperler (Trenches): Sipere giriş hareketi "
                        "kısıtlamaz; siperdeki piyadeye saldırırken tüm birimler 1 zar daha az "
                        "atar; siperdeki piyade kendisine atılan 1 geri çekilmeyi yok sayabilir;")),
        TerrainRow("crevasse", "Buz Çatlağı", 0, 0, False, False, 0, False, True,
                   _ref(TERRAIN_SECTION, "Crevasse (Buz Çatlağı): Snowspeeder gibi uçan "
                        "birimler hariç geçilemez; görüşü engellemez.")),
        TerrainRow("seracs", "Seraklar", 0, 0, False, False, 0, True, False,
                   _ref(TERRAIN_SECTION, "Seraklar (Seracs): Daima geçilemez; daima görüşü "
                        "engeller. Binalar/Enkaz (Buildings/Wreckage): Giren birim durmak "
                        "zorunda;")),
    ]
}  # fmt: skip

TERRAIN_ALIASES = alias_table(
    [
        ("ridge", ["sırt", "ridge", "tepe", "pahorek", "pahork"]),
        ("rocks", ["kaya", "rocks", "rock", "skal"]),
        ("buildings", ["bina", "enkaz", "building", "wreckage", "buildings/wreckage", "budov",
                       "trosk"]),
        ("trench", ["siper", "trench", "hendek", "zákop"]),
        ("crevasse", ["buz çatlağı", "crevasse", "çatlak", "pukli"]),
        ("seracs", ["serak", "serac", "sérak", "buz kulesi"]),
    ]
)  # fmt: skip

SCOUT_REF = _ref(
    "Özel Kuvvet Birimleri (Special Forces)",
    "(3) İzci/Scout (piyade): Bir sırt hexindeyken, görüş hattındaki bir düşmana saldıran diğer "
    "dost birimler 1 ekstra zar atar.",
)
STACKING_REF = _ref(
    "Útok krok za krokem",
    "Terén může chránit cíl, nebo omezovat útočníka. Tyto postihy se sčítají.",
)
RETREAT_REF = _ref(
    "Saldırı Sonuçlarını Çözme: İsabet ve Geri Çekilme",
    "Her geri çekilme sembolü için hedef birim 1 hex kendi taraf çizgisine (baseline) doğru "
    "çekilir;",
)
TEAM_REF = _ref(
    "Takım Modu (3-4 Oyuncu)",
    "2 kişilik takımda taraf destesi karıştırılıp her oyuncuya 8 yüzü kapalı kart dağıtılır; her "
    "oyuncu senaryodaki kart sayısının yarısını (yukarı yuvarlanır) kendi destesinden çeker.",
)
CARDS_REF = _ref(
    "Galaktik İmparatorluk komut kartları (Command Cards)",
    "16 standart kart + 3 lider için 9 lider kartı (Darth Vader, Maximilian Veers, Firmus Piett).",
)
BOARD_REF = _ref(
    "Çift taraflı oyun tahtası (Game Board)",
    "10 hex genişliğinde, 7 hex derinliğinde altıgen savaş alanı. İki kırmızı kesik çizgi ile sol "
    "kanat, merkez ve sağ kanat olmak üzere 3 bölüme ayrılır.",
)
ELITE_SQUADRON_REF = _ref(
    "Özel Kuvvet Birimleri (Special Forces)",
    "(4) Elit Birlikler/Elite Troops (piyade): 0-2 hex hareket edip yine saldırabilir; arazi "
    "kısıtları geçerli. (5) Elit Filolar/Elite Squadrons (snowspeeder): 4 minyatürle başlar.",
)


@dataclass(frozen=True)
class Fact:
    key: str
    label: str
    value: int
    unit: str
    ref: RuleRef


FACTS: dict[str, Fact] = {
    f.key: f
    for f in [
        Fact("standard_cards", "Taraf başına standart komut kartı", 16, "kart", CARDS_REF),
        Fact("leader_cards_side", "Taraf başına lider kartı (3 lider)", 9, "kart", CARDS_REF),
        Fact("leader_cards_each", "Lider başına lider kartı", 3, "kart", CARDS_REF),
        Fact("board_width", "Tahta genişliği", 10, "hex", BOARD_REF),
        Fact("board_depth", "Tahta derinliği", 7, "hex", BOARD_REF),
        Fact("board_sections", "Tahta bölümü", 3, "bölüm", BOARD_REF),
        Fact("team_deck", "Takım modunda oyuncu başına dağıtılan kart", 8, "kart", TEAM_REF),
        Fact("elite_squadron", "Elit Filo minyatürü", 4, "minyatür", ELITE_SQUADRON_REF),
    ]
}
