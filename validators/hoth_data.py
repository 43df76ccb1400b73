"""Star Wars: Hoth Savaşı rule tables, each row citing the rule-text section it was read from.

Values come from the store's Turkish rules text (rules_corpus/hoth/kurallar.md) and, where only it states a rule
(terrain penalties add up), from the Czech guide (rules_corpus/hoth/pruvodce.cs.md).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from turkish import fold_same_length as fold
from validators.base import RuleRef
from validators.common import alias_table, resolve

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
                               "rebel infantry", "echo trooper", "asi askeri", "rebel trooper",
                               "asi trooper"]),
        ("snowtrooper", ["snowtrooper", "snow trooper", "kar askeri", "kar askerleri",
                         "imparatorluk piyade", "imperial infantry", "stormtrooper"]),
        ("snowspeeder", ["snowspeeder", "snow speeder", "kar sürat aracı", "rebel vehicle",
                         "speeder"]),
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


# -- Every other rule value the calculators use, one RuleRef per stated fact ---------------------
_GAME_SECTION = "Oyun Akışı"
_VARIANTS = "Varyantlar"
_LEADERS = "Lider Kartları (Playing with Leader Cards)"
_TEAM = "Takım Modu (3-4 Oyuncu)"
_STEP1 = "Adım 1: Komut Kartı Oyna (Play a Command Card)"
_STEP2 = "Adım 2: Emir Ver (Order Units)"
_STEP3 = "Adım 3: Hareket Et (Move Units)"
_STEP5 = "Adım 5: Komut Kartı Çek (Draw a Command Card)"
_RESULTS = "Saldırı Sonuçlarını Çözme: İsabet ve Geri Çekilme"
_SPECIAL = "Özel Kuvvet Birimleri (Special Forces)"
_SCORING = "Puan Hesaplama"
_FAQ = "Sık Sorulan Sorular"  # the seed text has no heading per question

CARDS_REBEL_REF = _ref(
    "Asi İttifak komut kartları (Command Cards)",
    "16 standart kart + 3 lider için 9 lider kartı (Leia Organa, Luke Skywalker, Han Solo).",
)
LEADERS_REF = _ref(
    _LEADERS,
    "İmparatorluk liderleri: Darth Vader, Maximilian Veers, Firmus Piett. Asi liderleri: Leia "
    "Organa, Luke Skywalker, Han Solo.",
)
LEADER_CARDS_REF = _ref(
    _LEADERS,
    "Oyuncular anlaşırsa her taraf bir lider seçer ve o liderin 3 lider kartını kendi komut "
    "destesine karıştırır.",
)
LEADER_MODE_REF = _ref(
    _VARIANTS,
    "Lider Modu: Her oyuncu kendi tarafından bir lider (Vader/Veers/Piett veya Leia/Luke/Han) "
    "seçip 3 lider kartını destesine ekler.",
)
CLASSIC_REF = _ref(
    _VARIANTS,
    "Lidersiz Klasik Mod: Oyuncular anlaşırsa lider kartlarını kullanmadan yalnızca 16 standart "
    "komut kartıyla oynar.",
)
CS_DECK_REF = _ref(
    "2. Příprava scénáře",
    "Standardně má každá strana 16 standardních karet rozkazů. Pokud hrajete s veliteli, "
    "přidáte ještě 3 karty zvoleného velitele.",
)
CS_START_HAND_REF = _ref(
    "2. Příprava scénáře",
    "Každý hráč si dobere počet karet uvedený ve scénáři. Karty držte tajně před soupeřem.",
)
CARDHOLDER_REF = _ref(
    "Kart tutucu bölümleri (Cardholder Sections)",
    "Her tarafa 2 adet; takım modunda özellikle yararlıdır, zorunlu değildir.",
)
SUMMARY_SHEETS_REF = _ref(
    "Özet kartları (Summary Sheets)", "2 adet birim özet kartı + 1 adet arazi özet kartı."
)
CAMPAIGN_REF = _ref(
    _VARIANTS,
    "İki Dinamik Kampanya: 4 kampanya kitabı ve 10 destek kartıyla oynanan, savaş sonuçlarının "
    "sonraki savaşları etkilediği uzun soluklu mod.",
)
CAMPAIGN_BOOKS_REF = _ref(
    "Kampanya kitapları (Campaign Books)",
    "İki dinamik kampanyayı oluşturan kitaplar; bir savaşın sonucu sonrakini etkiler.",
)
CS_CAMPAIGN_PLAYERS_REF = _ref(
    "Kampaně", "Kampaň je navržená pro 2 hráče. Každá strana má vlastní tajné instrukce."
)
CS_SUPPORT_HAND_REF = _ref(
    "Kampaně",
    "Karty podpory: Každý hráč má vlastní balíček podpory své frakce. Když kartu podpory získáš, "
    "bereš si ji do ruky.",
)
CS_SUPPORT_REF = _ref(
    "Kampaně",
    "Karty podpory se nepočítají do limitu karet rozkazů v ruce. Můžete zahrát maximálně jednu "
    "kartu podpory za tah, navíc ke kartě rozkazu, pokud splníte její podmínky.",
)
BADGES_REF = _ref(
    "Özel kuvvet rozetleri (Special Forces Badges)",
    "Saldırı (Assault), E-Web, İzci (Scout), Elit Birlikler (Elite Troops) ve Elit Filolar "
    "(Elite Squadrons) rozetleri.",
)
ONE_BADGE_REF = _ref(
    _SPECIAL,
    "Tahtada rozetlerle işaretlenir, bir birimde aynı anda yalnızca tek rozet olabilir.",
)
CS_ONE_BADGE_REF = _ref(
    "Jednotky zvláštního určení",
    "Odznaky podle scénáře: Jednotky zvláštního určení se používají jen ve scénářích, které je "
    "určují. Jedna jednotka nemůže mít více než jeden odznak.",
)
DICE_FACES_REF = _ref(
    "Saldırı zarları (Attack Dice)",
    "Piyade, araç, patlama (blast), geri çekilme (retreat) ve çarpı (cross/ıskalama) "
    "sembollerini içeren özel zarlar.",
)
TERRAIN_TILES_REF = _ref(
    "Çift taraflı arazi hex karoları (Terrain Hex Tiles)",
    "Sırtlar, kayalar, seraklar, binalar/enkaz, siperler ve buz çatlakları (crevasse) içerir.",
)
MEDALS_PIECES_REF = _ref(
    "Çift taraflı zafer madalyaları (Victory Medals)",
    "Yok edilen düşman birimleri ve harita hedefleri için madalya stantlarına yerleştirilir.",
)
STRUCTURE_PIECES_REF = _ref(
    "Yapı parçaları (Structure Pieces)",
    "Kalkan Jeneratörü (Shield Generator) ve İyon Topu (Ion Cannon) gibi yapılar; geçilemez "
    "arazi sayılır ve birim olarak kabul edilmez.",
)
SCENARIOS_REF = _ref(
    _VARIANTS,
    "Senaryo Modu: 1. senaryodan başlayıp artan zorlukta sırayla oynama önerilir; senaryo "
    "kitapçığında çok sayıda hazır savaş yer alır.",
)
PLAYERS_REF = _ref(
    "Oyun Hakkında",
    "yeniden canlandıran 2 oyunculu (takım modu ile 3-4 oyunculu) hızlı tempolu bir minyatür "
    "savaş oyunudur.",
)
TEAMS_REF = _ref(
    _TEAM,
    "Her tarafta 1 veya 2 oyunculu takımlar oluşturulur. 2 kişilik takımda taraf destesi "
    "karıştırılıp her oyuncuya 8 yüzü kapalı kart dağıtılır;",
)
THREE_PLAYER_REF = _ref(
    _VARIANTS,
    "3 Oyunculu Takım Modu: Bir tarafta 2 kişilik takım, diğer tarafta tek oyuncu; tek oyuncu, "
    "takımdaki her oyuncudan sonra 1 tur oynar.",
)
FOUR_PLAYER_REF = _ref(
    _VARIANTS,
    "4 Oyunculu Takım Modu: Her tarafta 2 kişilik takım; takım içi oyuncular dönüşümlü olarak "
    "aktif olur, kartlarını paylaşıp açıkça strateji tartışabilirler.",
)
TURN_STEPS_REF = _ref(
    _GAME_SECTION,
    "Tur başına 5 adım izlenir: (1) Komut Kartı Oyna, (2) Emir Ver, (3) Hareket Et, (4) Saldır, "
    "(5) Yeni Komut Kartı Çek.",
)
PLAY_CARD_REF = _ref(
    _STEP1,
    "Turun başında elinizden bir komut kartını yüzü açık önünüze koyun ve yüksek sesle okuyun.",
)
FALLBACK_ORDER_REF = _ref(
    _STEP1,
    "Bazı kartlarda 'Eğer hiç piyade/araç emir vermiyorsanız, seçtiğiniz 1 birime emir verin' "
    "yazar; bu durumda seçilen birim kart bonuslarından yararlanmaz ve normal şekilde emredilir.",
)
DRAW_CARD_REF = _ref(
    _STEP5,
    "Tüm isabet ve geri çekilmeler çözüldükten sonra, oynadığınız komut kartını destenizin "
    "yanına yüzü açık atın ve yeni bir kart çekin.",
)
ONE_ORDER_REF = _ref(
    _STEP2,
    "Kırmızı kesik çizginin geçtiği bir hexteki birim, çizginin her iki bölümünden de emir "
    "alabilir. Bir birime tek bir emir verilebilir.",
)
EXCESS_ORDERS_REF = _ref(
    _STEP2,
    "Kart, o bölümdeki birim sayınızdan fazla emir veriyorsa fazla emirler kaybolur. İlgili "
    "bölümde hiç biriminiz yoksa kartı oynar ve emir vermeden yeni kart çekersiniz.",
)
ORDERS_EXAMPLE_REF = _ref(
    _FAQ,
    "Örneğin kart 'merkezde 3 birime emir ver' diyorsa ve merkezde yalnızca 1 biriminiz varsa, "
    "sadece o birime emir verirsiniz, kalan 2 emir kaybedilir.",
)
MOVE_REF = _ref(
    _STEP3,
    "piyade 0-1 hex hareket edip saldırır veya 2 hex hareket edip saldıramaz; snowspeeder 0-3 "
    "hex hareket edip yine saldırabilir; AT-AT 0-1 hex (sırtlara çıkamaz); keşif droidi 0-2 hex; "
    "Asi topçusu hareket edemez.",
)
MOVE_ONCE_REF = _ref(
    _STEP3,
    "Emir alan birimleri istediğiniz sırayla, birer birer hareket ettirin. Bir birim turda en "
    "fazla 1 kez hareket eder ve hareket etmek zorunda değildir.",
)
ELITE_TROOPS_REF = _ref(
    _SPECIAL,
    "(4) Elit Birlikler/Elite Troops (piyade): 0-2 hex hareket edip yine saldırabilir; arazi "
    "kısıtları geçerli.",
)
CS_MOVE_ATAT_REF = _ref(
    "Kolik se kdo hýbe?", "AT-AT 0–1 hex Může útočit po pohybu, ale nesmí na pahorky."
)
CS_MOVE_DROID_REF = _ref(
    "Kolik se kdo hýbe?",
    "Imperiální průzkumní droidi 0–2 hexy Mohou útočit podle svých hodnot dostřelu.",
)
CS_MOVE_ARTILLERY_REF = _ref(
    "Kolik se kdo hýbe?",
    "Povstalecká artilerie Nemůže se pohybovat Útočí z místa, pokud dostane rozkaz.",
)
ENTER_STOP_REF = _ref(
    _FAQ,
    "Bir birim kayalar (rocks) veya binalar/enkaz (buildings/wreckage) hexine girdiği anda "
    "hareketi durur ve o tur saldıramaz.",
)
ONE_ATTACK_REF = _ref(
    ATTACK_SECTION,
    "Bir birim turda yalnızca 1 saldırı yapar, saldırı zarlarını farklı hedefler arasında bölemez.",
)
LOSSES_KEEP_DICE_REF = _ref(
    ATTACK_SECTION,
    "Aldığı kayıplar saldırı gücünü etkilemez; tek minyatürlü bir birim de tam güçte gibi "
    "saldırır.",
)
REDUCE_DICE_REF = _ref(
    ATTACK_SECTION,
    "Keşif droidi 2/1. (3) Arazi modifikasyonlarını uygulayarak zar sayısını azaltın. (4) "
    "Zarları atın ve sonuçları çözün.",
)
BREAKTHROUGH_REF = _ref(
    _SPECIAL,
    "o boş hexe geçip tekrar saldırabilir (breakthrough). Tur başına yalnızca 1 breakthrough; "
    "arazi kuralları korunur.",
)
EWEB_REF = _ref(
    _SPECIAL,
    "(2) E-Web (piyade): Rozet 'in place' (sabit) tarafında başlar; sabitken her saldırıda "
    "istenen sayıda zarı 1 kez yeniden atabilir.",
)
EWEB_MOVING_REF = _ref(
    _SPECIAL,
    "Hareket ederse rozet 'moving' (hareketli) tarafa çevrilir ve standart piyade gibi davranır.",
)
CS_EWEB_REF = _ref(
    "Jednotky zvláštního určení",
    "Když dostane rozkaz a nepohnula se, otočí se na „instalován“. Instalovaný E-Web může při "
    "každém útoku jednou přehodit všechny útočné kostky.",
)
HIT_ORDER_REF = _ref(
    _RESULTS,
    "Önce isabetler, sonra geri çekilmeler çözülür. Zar sembolleri: Piyade ikonu (hedef piyade "
    "ise 1 isabet), Araç ikonu (hedef araç ise 1 isabet),",
)
HIT_SYMBOLS_REF = _ref(
    _RESULTS,
    "Patlama/Blast ikonu (her birim tipine 1 isabet), Geri Çekilme/Retreat ikonu, Çarpı/Cross "
    "ikonu (ıskalama). Hedef birim tipiyle eşleşmeyen ve patlama/geri çekilme olmayan her zar "
    "ıskalamadır.",
)
REMOVE_FIGURE_REF = _ref(
    _RESULTS,
    "Her isabet için hedef birimden 1 minyatür kaldırılır; son minyatür kaldırıldığında kart, "
    "saldıran oyuncunun tarafındaki boş bir madalya standına konur.",
)
EXCESS_HITS_REF = _ref(
    _RESULTS,
    "saldıran oyuncunun tarafındaki boş bir madalya standına konur. Hedeften fazla isabet "
    "atılırsa fazlalıklar etkisizdir.",
)
RETREAT_IMPASSABLE_REF = _ref(
    _RESULTS,
    "arazi geri çekilme hareketini etkilemez (ancak geçilemez arazi yine geçilemez).",
)
BLOCKED_RETREAT_REF = _ref(
    _RESULTS,
    "Birim, başka birim bulunan hexe çekilemez. Çekilemeyen veya tahtadan dışarı çekilen birim "
    "her tamamlanamayan geri çekilme için 1 minyatür kaybeder.",
)
NO_SACRIFICE_REF = _ref(
    _RESULTS,
    "Bazı araziler (siper) bir geri çekilmeyi yok saymaya izin verir. Açık bir çekilme yolu "
    "varken minyatür feda etme tercih edilemez.",
)
CONFIRMATION_REF = _ref(
    _FAQ,
    "AT-AT'ye yapılan saldırıda isabet eden her zar (araç ikonu veya patlama) için bir "
    "'doğrulama atışı' (confirmation roll) yapılır: Bu yeniden atışta en az 1 patlama (blast) "
    "gelirse AT-AT yok edilir.",
)
NO_CONFIRMATION_REF = _ref(
    _FAQ,
    "Doğrulama atışında patlama gelmezse hiçbir kayıp yaşanmaz. AT-AT ayrıca tüm geri "
    "çekilmeleri yok sayar ve arazi korumalarından yararlanamaz.",
)
MEDAL_REF = _ref(
    _SCORING,
    "Tamamen yok edilen her düşman birim için 1 zafer madalyası kazanılır ve son minyatür, "
    "kazanan oyuncunun tarafındaki boş bir madalya standına yerleştirilir.",
)
NO_MEDAL_REF = _ref(
    _SCORING,
    "ÖNEMLİ İSTİSNALAR: İmparatorluk Keşif Droidi ve Asi Topçusu yok edildiğinde madalya "
    "kazandırmaz.",
)
CS_NO_MEDAL_REF = _ref(
    "Kolik figurek tvoří jednotku?",
    "Důležité: Artilerie a průzkumní droidi jsou speciální jednotky. Jejich zničení nepřináší "
    "vítěznou medaili, pokud scénář výslovně neřekne jinak.",
)
TEMPORARY_MEDAL_REF = _ref(
    _SCORING,
    "(a) Geçici Madalya Hedefi (Temporary): Hedef hex üzerinde uygun tarafın bir birimi durduğu "
    "sürece madalya tutulur;",
)
TEMPORARY_LOST_REF = _ref(
    _SCORING,
    "hex herhangi bir nedenle (hareket, geri çekilme, yok olma) boşaldığında madalya hemen "
    "kaybedilir ve orijinal yerine geri konur.",
)
PERMANENT_MEDAL_REF = _ref(
    _SCORING,
    "(b) Kalıcı Madalya Hedefi (Permanent): Uygun tarafın bir birimi hedef hexe girdiği anda "
    "madalya kalıcı olarak kazanılır; birim sonradan ayrılsa bile madalya geri verilmez.",
)
STRUCTURE_FAQ_REF = _ref(
    _FAQ,
    "Saldırılıp yok edilebilirler ve bazı senaryolarda (özellikle Sudden Death koşullu) yok "
    "edilmeleri zafer şartıdır.",
)
WIN_REF = _ref(
    "Oyun Bitiş Koşulları",
    "Oyun, bir oyuncu senaryoda belirtilen sayıda zafer madalyasına (genellikle 4 veya 5) "
    "ulaştığı anda biter ve o oyuncu kazanır.",
)
TEAM_LEADER_REF = _ref(
    _TEAM,
    "Liderle oynanırken takım oyuncuları kendi destelerini aldıktan sonra her biri seçilen "
    "liderin 3 kartını kendi destesine ekler.",
)
DEPLOY_REF = _ref(
    _TEAM,
    "'Deploy the Fleet' kartında aktif oyuncu istediği sayıda kartı atıp aynı sayı +1 çeker; "
    "takım arkadaşı istediği sayıda kart atıp aynı sayıda çeker.",
)
HALF_HEX_REF = _ref(
    "Görüş Hattı (Line of Sight)",
    "engeller tek tarafta ise görüş açık, her iki tarafta da engel varsa görüş kapalıdır. Savaş "
    "alanının kenarındaki yarım hexler de görüşü engeller.",
)
ATAT_PIECE_REF = _ref(
    "AT-AT minyatürü",
    "İmparatorluk araç birimi; her birim 1 minyatür içerir, doğrulama atışı (confirmation roll) "
    "ile yok edilir.",
)
DROID_PIECE_REF = _ref(
    "İmparatorluk Keşif Droidi minyatürü (Imperial Probe Droid)",
    "İmparatorluk özel/droid birimi; her birim 2 minyatür içerir, yok edilmesi madalya "
    "kazandırmaz.",
)
SPEEDER_PIECE_REF = _ref(
    "Snowspeeder minyatürü (Rebel Vehicle/Flying)",
    "Asi araç/uçan birim; her birim 3 minyatür (Elit Filo ise 4) içerir, crevasse hexlerinin "
    "üzerinden geçebilir.",
)
ARTILLERY_PIECE_REF = _ref(
    "Asi topçu minyatürü (Rebel Artillery)",
    "Asi özel/topçu birimi; her birim 1 minyatür içerir, hareket edemez ve yok edilmesi madalya "
    "kazandırmaz.",
)
CS_ELITE_SQUADRON_REF = _ref(
    "Jednotky zvláštního určení", "Elitní letky Sněžné spídry Začínají se 4 figurkami místo 3."
)
CS_ONE_ORDER_REF = _ref(
    "Co znamená vydat rozkaz?",
    "Jednotka může mít jen jeden rozkaz Nemůžeš jedné jednotce dát dva rozkazy a útočit dvakrát, "
    "pokud to výslovně neříká karta.",
)
CS_EXCESS_ORDERS_REF = _ref(
    "Co znamená vydat rozkaz?",
    "Přebytečné rozkazy propadají Když karta dovolí aktivovat 3 jednotky ve středu, ale ty tam "
    "máš jen 2, třetí rozkaz se nevyužije.",
)
STRUCTURE_NO_UNIT_REF = _ref(
    _FAQ,
    "Yapılar (structures) birim olarak kabul EDİLMEZ; saldırı yapamaz, hareket edemezler.",
)

# The largest attack the text describes: the biggest range-table entry (4 dice: snowspeeder at
# 1-2 hexes, artillery when adjacent) plus the Scout's extra die. Die faces, hits and retreat
# symbols of one roll are bounded by it.
MAX_DICE = max(d for row in UNITS.values() for d in row.dice) + 1
# The text sets no limit on the dice of one roll: it does not say whether the extra dice of two
# Scouts on ridges add up (only that penalties do: "Tyto postihy se sčítají"), and tactic cards
# offer "özel ... saldırı imkanı" without a number. A roll of more than MAX_DICE dice is
# therefore not refused; 10 is twice the largest attack the tables describe and still catches
# a typo such as 30.
MAX_ROLL = 2 * MAX_DICE


def unit(name: str) -> UnitRow:
    """A unit row from its key, a Turkish or English name, or CalcError naming the valid ones."""
    if name in UNITS:
        return UNITS[name]
    return UNITS[resolve(name, UNIT_ALIASES, "birim", [UNITS[k].name for k in UNITS])]


def terrain_key(name: str | None) -> str | None:
    if name is None or fold(name).strip() in ("", "yok", "none", "acik", "açık"):
        return None
    if name in TERRAIN:
        return name
    return resolve(name, TERRAIN_ALIASES, "arazi", [t.name for t in TERRAIN.values()])
