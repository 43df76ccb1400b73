"""Alhambra rules as data: every count, price, limit and table of the store's Turkish rules
text (rules_corpus/alhambra/kurallar.md), each with the verbatim sentence that states it.

Section names are heading lines of the rules text; the FAQ answers have no heading of their
own in the seed text, so they cite "Sık Sorulan Sorular". A value marked † in the trail is
derived from printed values (7 + 7 + 9 + 9 + 11 + 11 = 54†) and cites the printed parts.
"""

from __future__ import annotations

from dataclasses import dataclass

from validators.base import RuleRef

GAME = "alhambra"

TILE_SECTION = "Bina Karosu (Building Tile)"
MONEY_SECTION = "Para Kartı (Money Card)"
TAKE_SECTION = "Aksiyon 1: Para Al (Take Money)"
BUY_SECTION = "Aksiyon 2: Bina Satın Al (Buy a Building Tile)"
REDESIGN_SECTION = "Aksiyon 3: Alhambra'nızı Yeniden Düzenle (Redesign Your Alhambra)"
TIE_SECTION = "Aynı Sayıda Bina ile Beraberlik"
WALL_SECTION = "Duvar Puanlaması"
END_SECTION = "Oyun Bitiş Koşulları"
VARIANTS = "Varyantlar"
FAQ = "Sık Sorulan Sorular"
SCORING_SECTION = "Puan Hesaplama"
FLOW = "Oyun Akışı"
RESERVE_SECTION = "Yedek Alan (Reserve)"


def _ref(section: str, quote: str) -> RuleRef:
    return RuleRef(GAME, section, quote)


# --- building tiles --------------------------------------------------------------------------

TILES_REF = _ref(
    TILE_SECTION,
    "Pavyon (Pavilion - mavi) 7 adet, Seraglio (Seraglio - kırmızı) 7 adet, Kemer (Arcade - "
    "kahverengi) 9 adet, Oda (Chamber - beyaz) 9 adet, Bahçe (Garden - yeşil) 11 adet, Kule "
    "(Tower - mor) 11 adet.",
)
TYPES_REF = _ref(
    TILE_SECTION,
    "6 farklı bina türü, her biri farklı renkte: Pavyon (Pavilion - mavi) 7 adet, Seraglio "
    "(Seraglio - kırmızı) 7 adet, Kemer (Arcade - kahverengi) 9 adet, Oda (Chamber - beyaz) 9 "
    "adet, Bahçe (Garden - yeşil) 11 adet, Kule (Tower - mor) 11 adet.",
)
PRICES_REF = _ref(
    TILE_SECTION,
    "Fiyat aralıkları: Pavyon 2-8, Seraglio 3-9, Kemer 4-10, Oda 5-11, Bahçe 6-12, Kule 7-13.",
)
TILE_WALLS_REF = _ref(
    TILE_SECTION,
    "Her karonun bir fiyatı vardır ve kenarlarında en fazla üç duvar segmenti bulunabilir.",
)


@dataclass(frozen=True)
class Building:
    key: str
    name: str  # "Kule", as the rules text writes it
    tiles: int
    price_min: int
    price_max: int
    points: dict[int, tuple[int, ...]]  # round -> points by rank (1st, 2nd, 3rd)
    color: str = ""
    abl: str = ""  # "Kule'den": the name with the ablative ending
    loc: str = ""  # "Kule'de": the name with the locative ending
    gen: str = ""  # "Kule'nin": the name with the genitive ending


BUILDINGS: dict[str, Building] = {
    b.key: b
    for b in [
        Building("pavilion", "Pavyon", 7, 2, 8, {1: (1,), 2: (8, 1), 3: (16, 8, 1)},
                 "mavi", "Pavyon'dan", "Pavyon'da", "Pavyon'un"),
        Building("seraglio", "Seraglio", 7, 3, 9, {1: (2,), 2: (9, 2), 3: (17, 9, 2)},
                 "kırmızı", "Seraglio'dan", "Seraglio'da", "Seraglio'nun"),
        Building("arcade", "Kemer", 9, 4, 10, {1: (3,), 2: (10, 3), 3: (18, 10, 3)},
                 "kahverengi", "Kemer'den", "Kemer'de", "Kemer'in"),
        Building("chamber", "Oda", 9, 5, 11, {1: (4,), 2: (11, 4), 3: (19, 11, 4)},
                 "beyaz", "Oda'dan", "Oda'da", "Oda'nın"),
        Building("garden", "Bahçe", 11, 6, 12, {1: (5,), 2: (12, 5), 3: (20, 12, 5)},
                 "yeşil", "Bahçe'den", "Bahçe'de", "Bahçe'nin"),
        Building("tower", "Kule", 11, 7, 13, {1: (6,), 2: (13, 6), 3: (21, 13, 6)},
                 "mor", "Kule'den", "Kule'de", "Kule'nin"),
    ]
}  # fmt: skip
TOTAL_TILES = sum(b.tiles for b in BUILDINGS.values())  # 54†
MAX_WALLS_PER_TILE = 3
MAX_WALL_CHAIN = TOTAL_TILES * MAX_WALLS_PER_TILE  # an input bound: 54 tiles × 3 walls

# --- money -----------------------------------------------------------------------------------

CURRENCIES_REF = _ref(
    MONEY_SECTION,
    "4 farklı renkte (para biriminde): mavi, yeşil, turuncu ve sarı. Her renkte 1-9 arası "
    "değerler bulunur.",
)
CURRENCY_NAMES_REF = _ref(
    MONEY_SECTION,
    "Para birimleri tema olarak Denar, Dirham, Dukat ve Florin adlarıyla anılsa da kural "
    "kitapçığı bunları yalnızca renkle ayırt eder (belirli bir ad-renk eşleşmesi resmi "
    "kitapçıkta verilmez).",
)
VARIANT_REF = _ref(
    VARIANTS,
    "İki Kişilik Oyun (Dirk): Standart kurallar şu değişikliklerle uygulanır. Para destesinde "
    "her karttan 3 adet vardır;",
)
DIRK_REF = _ref(
    VARIANTS,
    "Para destesinde her karttan 3 adet vardır; her karttan 1'er tanesi çıkarılır, yani toplam 72 "
    "para kartı kullanılır.",
)
DIRK_FAQ_MONEY_REF = _ref(
    FAQ,
    "Ayrıca 2 kişilik oyunda her para kartından yalnızca 2'si kullanılır (toplam 72 kart).",
)
CURRENCIES = ("mavi", "yeşil", "turuncu", "sarı")
CURRENCY_NAMES = ("Denar", "Dirham", "Dukat", "Florin")  # no name-colour mapping in the text
MONEY_VALUES = range(1, 10)
COPIES, COPIES_REMOVED_2P = 3, 1
DIRK_MONEY_CARDS = 72

# --- taking money ----------------------------------------------------------------------------

MONEY_REF = _ref(
    TAKE_SECTION,
    "Önemli: Birden fazla kart alırken toplam değer kesinlikle 5'i geçemez (örneğin 2+3=5 olabilir "
    "ama 3+3=6 olamaz).",
)
SINGLE_CARD_REF = _ref(
    TAKE_SECTION,
    "Tek kart alırken değer sınırı yoktur (9 değerinde tek kart alabilirsiniz).",
)
TAKE_REF = _ref(
    TAKE_SECTION,
    "Açık duran para kartlarından istediğiniz TEK bir para kartını alın VEYA toplam değeri 5'i "
    "geçmeyen birden fazla para kartı alın. Alırken para birimi (renk) fark etmez.",
)
TAKE_FAQ_REF = _ref(
    FAQ,
    "Evet, ama toplam değeri 5'i geçmemelidir. Örneğin 1+2+2=5 değerinde 3 kart alabilirsiniz ama "
    "3+3=6 değerinde 2 kart alamazsınız.",
)
MONEY_LIMIT = 5
OPEN_MONEY = 4  # the open money pool is refilled to 4 cards

# --- a turn: actions, buying, refilling ------------------------------------------------------

ONE_ACTION_REF = _ref(
    FLOW,
    "Oyun saat yönünde oynanır. Sırası gelen oyuncu 3 eylemden (aksiyon) BİRİNİ yapar.",
)
REFILL_REF = _ref(
    FLOW,
    "Turun sonunda, alınan para kartları ve satın alınan bina karolarının yerine yenileri konarak "
    "açık para havuzu tekrar 4 karta, bina pazarı tekrar 4 binaya tamamlanır (yenileme tur "
    "bittikten sonra yapılır, tur içinde değil).",
)
TAKEN_REPLACED_REF = _ref(
    TAKE_SECTION,
    "Tek kart alırken değer sınırı yoktur (9 değerinde tek kart alabilirsiniz). Alınan kartların "
    "yerine tur sonunda desteden yenileri açılır.",
)
SCORING_CARD_REFILL_REF = _ref(
    FAQ,
    "Para kartları yenilenirken (açık havuz 4'e tamamlanırken) bir puanlama kartı çekilirse, o "
    "kart oyundan çıkarılır ve yerine desteden yeni para kartı/kartları çekilerek sayı 4'e "
    "tamamlanır.",
)
REDESIGN_REF = _ref(
    REDESIGN_SECTION,
    "Bu aksiyonda aşağıdaki 3 işlemden BİRİNİ yaparsınız: - Yedek alan tahtanızdaki bir binayı "
    "Alhambra'nıza ekleyin.",
)
# the redesign action spends no money, so it never earns the exact-payment bonus
REDESIGN_NO_MONEY_REF = _ref(
    REDESIGN_SECTION,
    "Bu aksiyonda para harcanmaz. Yerleştirme (bina ekleme) kurallarına uyulmalıdır. Başlangıç "
    "karosu (Aslanlı Çeşme) çıkarılamaz veya başka bir karoyla takas edilemez.",
)
RESERVE_MOVE_REF = _ref(
    RESERVE_SECTION,
    "Yalnızca Alhambra'nıza yerleştirilmiş binalar puan getirir. Yedekteki bir binadan puan almak "
    "için onu 'Alhambra'nızı Yeniden Düzenle' aksiyonuyla Alhambra'ya taşımanız gerekir.",
)
ONE_ACTION_FAQ_REF = _ref(
    FAQ,
    "Normalde hayır; her turda yalnızca 1 aksiyon yapabilirsiniz. Bina çıkarma/ekleme/takas "
    "'Alhambra'nızı Yeniden Düzenle' aksiyonudur ve tam bir aksiyon sayılır.",
)
BUY_REF = _ref(
    BUY_SECTION,
    "Bina pazarındaki 4 binadan birini satın alırsınız. Satın alma kuralları: - Binanın fiyatını, "
    "binanın bulunduğu karenin para birimi (rengi) cinsinden, EN AZ fiyatı kadar ödemelisiniz.",
)
NO_MIX_REF = _ref(
    BUY_SECTION,
    "Örneğin turuncu karedeki binayı yalnızca turuncu kartlarla ödeyebilirsiniz. - Farklı para "
    "birimleri (renkler) karıştırılamaz.",
)
NO_CHANGE_REF = _ref(
    BUY_SECTION,
    "Para üstü verilmez. Fiyattan fazla ödeme yapabilirsiniz ama aradaki fark kaybolur.",
)
EXACT_REF = _ref(
    BUY_SECTION,
    "Tam ödeme (Exact Payment) bonusu: Binanın fiyatını TAM olarak (fazla vermeden) öderseniz, "
    "sıra sizde kalır ve hemen 3 aksiyondan birini daha yaparsınız.",
)
ACTIONS_REF = _ref(
    BUY_SECTION,
    "Bir turda en fazla 5 aksiyon yapılabilir (4 kez üst üste tam ödeme + son bir aksiyon).",
)
CHAIN_FAQ_REF = _ref(
    FAQ,
    "Bu yeni aksiyonda da bina alıp tam ödeme yaparsanız tekrar bonus kazanırsınız. Bir turda en "
    "fazla 5 aksiyon mümkündür (4 kez üst üste tam ödeme + son bir aksiyon).",
)
PLACE_AT_END_REF = _ref(
    BUY_SECTION,
    "Bina karolarının Alhambra'ya asıl eklenmesi turun en sonunda yapılır; istediğiniz sırayla "
    "yerleştirebilirsiniz. Satın alınan binanın yerine (tur sonunda) torbadan yeni bir karo "
    "çekilip ilgili kareye konur.",
)
BONUS_FREE_REF = _ref(
    "Nasıl Çalışır?",
    "Bonus turda bina almak zorunda değilsiniz; para da alabilir, Alhambra'nızı da "
    "düzenleyebilirsiniz.",
)
MAX_ACTIONS, MAX_EXACT_IN_ROW, ACTION_TYPES, REDESIGN_OPTIONS = 5, 4, 3, 3

# --- other components ------------------------------------------------------------------------

SCORING_CARDS_REF = _ref(
    "Puanlama Kartı (Scoring Card)",
    "2 puanlama kartı, kurulumda para destesinin içine belirli bölgelere yerleştirilir. "
    "Çekildiklerinde 1. ve 2. puanlama turlarını tetiklerler.",
)
SCORE_TRACK_REF = _ref(
    "Puan Tablosu (Scoring Board)",
    "Oyuncuların puanlarını takip etmek için kullanılan puan tablosu. Her oyuncu, aldığı her puan "
    "için jetonunu bir ilerletir.",
)
COUNTERS_REF = _ref(
    "Jeton (Counter)",
    "Her oyuncuya 2 adet. Biri puan tablosunda puanı işaretler, diğeri oyuncunun başlangıç "
    "karosunun üzerine konarak Alhambra'sının rengini belirtir.",
)
# placement rule 4: a new building touches the Alhambra along at least one edge
ADJACENT_EDGES = 1
ADJACENT_EDGE_REF = _ref(
    "Temel Yerleştirme Kuralları",
    "4. Her yeni bina, mevcut bir binanın veya başlangıç karosunun en az bir KENARINA bitişik "
    "olmalıdır (yalnızca köşeden değme yeterli değildir).",
)
STARTING_TILE_REF = _ref(
    "Başlangıç Karosu (Starting Tile)",
    "Aslanlı Çeşme (Lion Fountain) desenli başlangıç karosu; her oyuncunun Alhambra'sının "
    "merkezini oluşturur ve önüne yerleştirilir.",
)
RESERVE_BOARD_REF = _ref(
    "Yedek Alan Tahtası (Tile Reserve Board)",
    "Her oyuncuya 1 adet. Üzerinde her bina türünden kaç adet olduğunu ve puanlama değerlerini "
    "gösteren puan tablosu basılıdır.",
)
MARKET_REF = _ref(
    "Bina Pazarı Tahtası (Building Market)",
    "4 kareli pazar tahtası. Her kare bir para birimine (renge) karşılık gelir ve o karedeki bina "
    "yalnızca o para birimiyle satın alınabilir.",
)
EXPANSIONS_REF = _ref(
    VARIANTS,
    "Alhambra'nın numaralı 6 resmi genişlemesi vardır — Vezirin Lütfu (The Vizier's Favor, 2004), "
    "Şehir Kapıları (The City Gates, 2004), Hırsızın Sırası (The Thief's Turn, 2005), Hazine "
    "Odası (The Treasure Chamber, 2006),",
)
RESERVE_LIMIT_REF = _ref(
    RESERVE_SECTION,
    "Bir binayı Alhambra'nıza yerleştiremiyorsanız veya yerleştirmek istemiyorsanız, yedek alan "
    "tahtanıza koyabilirsiniz. Yedekte istediğiniz kadar bina tutabilirsiniz.",
)
RESERVE_NOT_SCORED_REF = _ref(
    RESERVE_SECTION,
    "ÖNEMLİ: Yedek alan tahtasındaki binalar puanlamada SAYILMAZ — ne bina çoğunluğuna ne de "
    "duvar puanına katkı verirler.",
)

# --- scoring ---------------------------------------------------------------------------------

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


def round_row_ref(rnd: int, name: str) -> RuleRef:
    """A round's table from its header through one building's row ("Puanlar (3. tur, 1. / 2. /
    3.): - Pavyon: 16 / 8 / 1 - … - Oda: 19 / 11 / 4"), at least 10 words (a row or two more
    for the first buildings): the rule that states that building's points, so a step on one
    building cites its row and a second building's step (a tie) a quote of its own."""
    table = ROUND_REFS[rnd]
    header, *rows = table.quote.split(" - ")
    end = next(i for i, r in enumerate(rows) if r.split(" ", 1)[0].rstrip(":") == name) + 1
    quote = " - ".join([header, *rows[:end]])
    while len([w for w in quote.split() if any(c.isalnum() for c in w)]) < 10:
        end += 1
        quote = " - ".join([header, *rows[:end]])
    return _ref(table.section, quote)


FIRST_PLACE_REF = _ref(
    SCORING_SECTION,
    "Puan tablosu (Bina türü: 1. / 2. / 3. turun BİRİNCİ puanları): - Pavyon (Pavilion): 1 / 8 / "
    "16 - Seraglio: 2 / 9 / 17 - Kemer (Arcade): 3 / 10 / 18 - Oda (Chamber): 4 / 11 / 19 - "
    "Bahçe (Garden): 5 / 12 / 20 - Kule (Tower): 6 / 13 / 21",
)
RANKS_PAID_REF = _ref(
    SCORING_SECTION,
    "- 1. Puanlama: Sadece birinciye puan (1/2/3/4/5/6) - 2. Puanlama: Birinci ve ikinciye puan - "
    "3. Puanlama: Birinci, ikinci ve üçüncüye puan",
)
ROUNDS_REF = _ref(
    RESERVE_SECTION,  # the scoring introduction sits under this heading in the rules text
    "Oyun boyunca 3 puanlama turu gerçekleşir. İlk ikisi, para destesinden puanlama kartı "
    "çekildiğinde; üçüncü ve son puanlama ise oyun sonunda yapılır.",
)
MAJORITY_REF = _ref(
    SCORING_SECTION,
    "1. Bina Puanları: Her bina türünde en çok binaya (Alhambra'ya yerleştirilmiş) sahip "
    "oyuncular puan alır.",
)
MIN_ONE_REF = _ref(
    SCORING_SECTION,
    "Binanın fiyatı değil, sayısı önemlidir; o türden puan almak için en az 1 binanız olmalıdır.",
)
ROUND1_TIE_REF = _ref(
    "1. Puanlama Turu",
    "Beraberlik durumunda: Eşit sayıda binaya sahip oyuncular puanı eşit paylaşır (aşağı "
    "yuvarlanır).",
)
ROUND2_TIE_REF = _ref(
    "2. Puanlama Turu",
    "Beraberlik kuralı aynı şekilde geçerlidir (birleşen sıraların puanları toplanıp paylaşılır, "
    "aşağı yuvarlanır).",
)
TIE_REF = _ref(
    TIE_SECTION,
    "Bir bina türünde birden fazla oyuncu aynı sayıda binaya sahipse, ilgili sıralamalardaki "
    "puanlar toplanıp eşit paylaşılır (aşağı yuvarlanır).",
)
TIE_BELOW_REF = _ref(
    TIE_SECTION,
    "1. ve 2. puanlar toplanır: 8+1=9, ikiye bölünür: 9/2=4,5 → her oyuncu 4 puan alır (aşağı "
    "yuvarlama). 3. sırada kimse puan almaz.",
)
ZERO_REF = _ref(
    TIE_SECTION,
    "Bir bina türünden hiç binası olmayan oyuncu o türden puan alamaz.",
)
WALL_REF = _ref(
    WALL_SECTION,
    "Her oyuncunun Alhambra'sının etrafındaki EN UZUN kesintisiz (birbirine bağlı) dış duvar "
    "zinciri sayılır. Bu zincirdeki üzerinde duvar bulunan her karo kenarı 1 puan değerindedir.",
)
WALL_LONGEST_ONLY_REF = _ref(
    WALL_SECTION,
    "İç duvarlar (sırt sırta gelen, iki karo arasındaki duvarlar) puan getirmez. Yalnızca tek ve "
    "en uzun kesintisiz zincir sayılır; daha kısa ayrı duvar parçaları hesaba katılmaz.",
)
WALL_EACH_ROUND_REF = _ref(
    WALL_SECTION,
    "Her puanlama turunda, bina puanlarına ek olarak duvar puanı da hesaplanır.",
)
WINNER_REF = _ref(
    END_SECTION,
    "3. Puan tablosunda en yüksek toplam puana sahip oyuncu kazanır. Berabere bitiş: İki oyuncu "
    "aynı puana sahipse oyun berabere biter.",
)
ROUNDS = 3

# --- the end of the game ---------------------------------------------------------------------

GAME_END_REF = _ref(
    END_SECTION,
    "Oyun, bir oyuncunun turu bittiğinde torbada bina pazarını yeniden 4'e tamamlayacak kadar bina "
    "karosu kalmadığında sona erer.",
)
ENDGAME_MARKET_REF = _ref(
    END_SECTION,
    "Bina pazarında kalan binalar, o karenin para biriminden elinde en çok paraya sahip "
    "oyunculara verilir (binanın fiyatı önemli değildir).",
)
ENDGAME_TIE_REF = _ref(
    END_SECTION,
    "İki veya daha fazla oyuncu o para biriminden eşit paraya sahipse, o bina pazarda kalır.",
)
MARKET_SQUARES = 4

# --- the two-player variant (Dirk) -----------------------------------------------------------

DIRK_WHO_REF = _ref(
    VARIANTS,
    "Oyuna 'Dirk' adında hayali bir 3. oyuncu eklenir: Dirk Alhambra kurmaz, sırası yoktur, "
    "yalnızca bina karosu toplar.",
)
DIRK_SETUP_REF = _ref(
    VARIANTS,
    "Oyun başında torbadan rastgele 6 bina karosu çekilip (her iki oyuncunun da göreceği şekilde) "
    "Dirk'e ayrılır.",
)
DIRK_ROUND1_REF = _ref(VARIANTS, "1. puanlamadan hemen sonra Dirk'e rastgele 6 karo daha verilir.")
DIRK_ROUND2_REF = _ref(
    VARIANTS,
    "2. puanlamadan sonra Dirk'e torbada kalan karoların üçte biri (aşağı yuvarlanarak) verilir.",
)
DIRK_SCORING_REF = _ref(
    VARIANTS,
    "Puanlamalarda Dirk, bina çoğunluğu için puan hesabına katılır ama duvar puanı almaz "
    "(karoları Alhambra olarak inşa edilmez).",
)
DIRK_GIFT_REF = _ref(
    VARIANTS,
    "Ek olarak, iki gerçek oyuncu satın aldıkları bir binayı Alhambra'ya veya yedeğe koymak yerine "
    "Dirk'e de verebilir.",
)
DIRK_SETUP, DIRK_AFTER_ROUND1 = 6, 6
