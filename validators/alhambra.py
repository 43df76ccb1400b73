"""Alhambra: the calculators (one declaration each, in the order questions are tried:
specific before general) and the claim checker. Every value is read from the store's Turkish
rules text (rules_corpus/alhambra/kurallar.md); the rules are data in alhambra_data, the
functions in alhambra_components, alhambra_turn and alhambra_scoring, the question readers
next to them, the claim rules in alhambra_claims."""

from __future__ import annotations

from validators.alhambra_claims import AlhambraChecker
from validators.alhambra_components import (
    BOUNDS,
    COMPONENTS,
    SCOPES,
    building,
    component,
    money_cards,
    money_values,
    players_count,
    price,
    read_component,
    read_money_cards,
    read_money_values,
    read_players,
    read_price,
    read_tiles,
    tiles,
)
from validators.alhambra_data import (
    ACTIONS_REF,
    BUILDINGS,
    DIRK_AFTER_ROUND1,
    DIRK_MONEY_CARDS,
    DIRK_REF,
    DIRK_SETUP,
    GAME,
    MARKET_SQUARES,
    MAX_ACTIONS,
    MAX_WALL_CHAIN,
    MONEY_LIMIT,
    MONEY_REF,
    PRICES_REF,
    ROUND_REFS,
    TIE_REF,
    TILES_REF,
    TOTAL_TILES,
    WALL_REF,
    ZERO_REF,
    Building,
)
from validators.alhambra_scoring import (
    DIRK_WHEN,
    building_ranking,
    dirk_scoring,
    dirk_tiles,
    placement,
    placement_points,
    player_score,
    read_building_ranking,
    read_dirk_scoring,
    read_dirk_tiles,
    read_placement,
    read_player_score,
    read_score_track,
    read_scoring_rounds,
    read_total_score,
    read_wall,
    round_score,
    score_player,
    score_round,
    score_track,
    scoring_rounds,
    total_score,
    wall,
    wall_points,
)
from validators.alhambra_turn import (
    CARD_COUNTS,
    GOALS,
    LEFTS,
    LIMITS,
    MOVES,
    REFILLS,
    actions,
    best_take,
    endgame_market,
    game_end,
    max_actions,
    money_limit,
    payment,
    read_actions,
    read_best_take,
    read_endgame_market,
    read_game_end,
    read_max_actions,
    read_money_limit,
    read_payment,
    read_refill,
    read_reserve_turns,
    read_take_money,
    refill,
    reserve_turns,
    take_money,
)
from validators.calculator import Calculator, Field, register
from validators.registry import register_checker

__all__ = [
    "ACTIONS_REF",
    "BUILDINGS",
    "DIRK_MONEY_CARDS",
    "DIRK_REF",
    "GAME",
    "MAX_ACTIONS",
    "MONEY_LIMIT",
    "MONEY_REF",
    "PRICES_REF",
    "ROUND_REFS",
    "TIE_REF",
    "TILES_REF",
    "TOTAL_TILES",
    "WALL_REF",
    "ZERO_REF",
    "AlhambraChecker",
    "Building",
    "building",
    "placement_points",
    "round_score",
    "score_player",
    "score_round",
    "wall_points",
]

register_checker(AlhambraChecker)  # here, so that the checker comes with the calculators

_BUILDINGS = ", ".join(b.name for b in BUILDINGS.values())
_BUILDING_CHOICES = ("pavyon", "seraglio", "kemer", "oda", "bahce", "kule")
_CURRENCY_CHOICES = ("mavi", "yesil", "turuncu", "sari")


def _building(required: bool = True) -> Field:
    return Field("building", "Bina türü", "choice", _BUILDINGS, "kule", required=required,
                 choices=_BUILDING_CHOICES)  # fmt: skip


def _round(required: bool = True) -> Field:
    return Field("round", "Puanlama turu", "int", "1, 2 ya da 3", "2", required=required,
                 minimum=1, maximum=3)  # fmt: skip


PLAYERS = Field("players", "Oyuncu sayısı", "int", "2-6 (kutudaki oyuncu aralığı); 2 = iki "
                "kişilik oyun (Dirk varyantı)", "2", required=False, minimum=2, maximum=6)  # fmt: skip
# The bag after the 2nd scoring: 54 tiles, less Dirk's 6 + 6 and the 4 in the market.
BAG_AFTER_ROUND2 = TOTAL_TILES - DIRK_SETUP - DIRK_AFTER_ROUND1 - MARKET_SQUARES
# The most one scoring can give: every first place of round 3 (111) and the longest wall.
MAX_ROUND_POINTS = sum(b.points[3][0] for b in BUILDINGS.values()) + MAX_WALL_CHAIN

register(Calculator(
    "alhambra-players", GAME, "Alhambra: oyuncu sayısı",
    "Kaç kişiyle oynanır: kural metni oyuncu sayısını vermez, yalnızca iki kişilik varyantı "
    "tanımlar.",
    (Field("players", "Sorulan oyuncu sayısı", "int", "isteğe bağlı, ör. 2 ya da 7", "7",
           required=False, minimum=1, maximum=20),),
    players_count, read_players, ("alhambra kac kisiyle oynanir", "7 kisi oynayabilir miyiz"),
))  # fmt: skip
register(Calculator(
    "alhambra-dirk-tiles", GAME, "Alhambra: Dirk'in karoları",
    "İki kişilik oyunda Dirk'e ne zaman kaç bina karosu verilir; toplamı.",
    (Field("when", "Zaman", "choice", "baslangic, birinci-puanlama, ikinci-puanlama ya da toplam",
           "ikinci-puanlama", required=False, choices=DIRK_WHEN),
     Field("tiles_in_bag", "Torbadaki karo", "int",
           f"2. puanlamadan sonra, 0-{BAG_AFTER_ROUND2} (54 karodan Dirk'in 12'si ve pazardaki 4 "
           "çıkınca)", "20",
           required=False, minimum=0, maximum=BAG_AFTER_ROUND2),
     Field("gifts", "Hediye edilen bina", "int", "oyuncuların Dirk'e verdiği bina, yalnızca toplam "
           "için", "1",
           required=False, minimum=0, maximum=TOTAL_TILES - DIRK_SETUP - DIRK_AFTER_ROUND1),
     Field("cumulative", "O ana kadar toplam", "flag", "evet: Dirk'in o zamana kadar biriken "
           "karoları; hayır: o zaman verilenler", "evet", required=False),
     Field("held_at", "Puanlama anında", "int", "1 ya da 2: o puanlama yapılırken Dirk'in "
           "önündeki karolar (o puanlamadan sonra verilen pay henüz yok; hediyeler dahil)", "2",
           required=False, minimum=1, maximum=2)),
    dirk_tiles, read_dirk_tiles,
    ("iki kisilik oyunda dirke kac karo verilir", "torbada 20 karo var dirke kac tane gider"),
))  # fmt: skip
register(Calculator(
    "alhambra-dirk-scoring", GAME, "Alhambra: Dirk'le puanlama",
    "İki kişilik oyunda bir bina türünden alınan puan; Dirk çoğunluğa katılır, duvar puanı almaz.",
    (_round(), _building(),
     Field("mine", "Bina sayın", "int", "o türden Alhambra'ndaki bina", "3", minimum=0,
           maximum=11),
     Field("dirk", "Hayali oyuncunun bina sayısı", "int", "o türden Dirk'in karoları", "4", minimum=0,
           maximum=11),
     Field("opponent", "Rakibin bina sayısı", "int", "isteğe bağlı", "2", required=False,
           minimum=0, maximum=11)),
    dirk_scoring, read_dirk_scoring,
    ("ikinci puanlamada kulede 3 binam var dirkin 4 kac puan alirim",),
))  # fmt: skip
register(Calculator(
    "alhambra-building-ranking", GAME, "Alhambra: bir bina türünde oyuncuların puanı",
    "Bir puanlamada bir bina türünden her oyuncunun Alhambra'sındaki bina sayısı söylenince, "
    "sorulan oyuncunun (ya da herkesin) puanı; beraberlikler dahil.",
    (_round(), _building(),
     Field("counts", "Oyuncuların bina sayıları (her satıra bir oyuncu)", "lines",
           "Ad: Alhambra'sındaki bina; kendin için 'Ben'", "Ben: 5"),
     Field("player", "Sorulan oyuncu", "text", "ad ya da 'Ben'; boş: herkes", "Ayşe",
           required=False),
     Field("also", "Ayrıca sorulan oyuncular", "text", "sorulan oyuncudan sonra puanı "
           "söylenecek oyuncular, virgülle (yalnızca sorulan oyuncuyla)", "Deniz",
           required=False)),
    building_ranking, read_building_ranking,
    ("son puanlamada bahcede ben 5, ayse 3, mert 3, can 1 var, ayse kac puan alir",
     "2. puanlamada kulede ben 3, efe 3, zeynep 1, kim kac puan aliyor"),
))  # fmt: skip
register(Calculator(
    "alhambra-best-take", GAME, "Alhambra: havuzdan en iyi alım",
    "Açık para havuzundaki kartlardan bir Para Al aksiyonunda en çok değer ya da en çok kart "
    "(birden fazla kartta toplam en fazla 5, tek kartta sınır yok).",
    (Field("pool", "Açık kartların değeri", "ints", "açık havuzdaki kartlar, 1-9, virgülle; 2-4 kart",
           "9, 1, 2, 3", minimum=1, maximum=9),
     Field("goal", "Hedef", "choice", "deger (en çok para) ya da kart (en çok kart)", "deger",
           required=False, choices=GOALS),
     Field("proposed", "Düşünülen kartlar", "ints", "havuzdan birlikte alınması düşünülen "
           "kartlar (5 sınırına göre denetlenir)", "2, 2, 3", required=False, minimum=1,
           maximum=9)),
    best_take, read_best_take,
    ("acikta 9, 1, 2 ve 3 luk kartlar var en yuksek degeri nasil alirim",
     "acik havuzda 1, 1, 1 ve 2 lik kartlar var en fazla kac kart alabilirim"),
))  # fmt: skip
register(Calculator(
    "alhambra-take-money", GAME, "Alhambra: para alma",
    "Açık para kartlarından bu kartlar bir aksiyonda alınabilir mi (birden fazla kartta toplam "
    "en fazla 5, tek kartta sınır yok).",
    (Field("values", "Kart değeri", "ints", "alınacak kartların değerleri, 1-9, virgülle; en fazla 4 kart",
           "2, 3", minimum=1, maximum=9),),
    take_money, read_take_money,
    ("3 ve 3 lu iki para karti alabilir miyim", "tek basina 9 luk karti alabilir miyim"),
))  # fmt: skip
register(Calculator(
    "alhambra-payment", GAME, "Alhambra: bina ödemesi",
    "Bir binaya bu kartlarla ödeme: geçerli mi, kaybolan fark, tam ödeme bonusu.",
    (Field("price", "Bina fiyatı", "int", "2-13", "8", minimum=2, maximum=13),
     Field("paid", "Ödenen kart değeri", "ints", "karenin renginde kartların değerleri, 1-9, virgülle",
           "5, 5", required=False, minimum=1, maximum=9),
     Field("mixed", "Kare renginden başka kart var", "flag", "evet / hayır", "hayır",
           required=False),
     Field("paid_total", "Ödenen toplam", "int", "kartlar bilinmiyorsa ödenen toplam değer",
           "12", required=False, minimum=1, maximum=36),
     Field("currency", "Karenin rengi", "choice", "mavi, yesil, turuncu ya da sari (kartlar "
           "renkleriyle verildiğinde)", "turuncu", required=False, choices=_CURRENCY_CHOICES),
     Field("cards", "Renkleriyle kartlar", "text", "renk: değerler; renk: değerler (yalnızca "
           "karenin rengi sayılır)", "turuncu: 4, 3; sari: 5", required=False),
     Field("short", "Eksik soruluyor", "flag", "evet: fiyata ne kadar daha kart gerektiği",
           "evet", required=False)),
    payment, read_payment, ("8 lik binaya 5+5 odersem kac para kaybederim",),
))  # fmt: skip
register(Calculator(
    "alhambra-money-limit", GAME, "Alhambra: para alma sınırı",
    "Para alırken sınır: birden fazla kartta toplam değer, tek kartta sınır yok, bir seferde en "
    "fazla kart.",
    (Field("cards", "Kart durumu", "choice", "birden-fazla (toplam sınırı), tek (tek kart) ya da "
           "kart-sayisi (en fazla kaç kart)", "birden-fazla", required=False, choices=CARD_COUNTS),),
    money_limit, read_money_limit, ("para alirken limit var mi",),
))  # fmt: skip
register(Calculator(
    "alhambra-money-cards", GAME, "Alhambra: para kartı sayısı",
    "Para kartları: destenin tamamı, bir para birimi, bir karttan kaç tane; iki kişilik oyunda.",
    (Field("scope", "Kapsam", "choice", "deste (tamamı), renk (bir para birimi), kart (bir "
           "karttan kaç tane) ya da cikan (iki kişilik oyunda çıkarılan)", "deste", required=False, choices=SCOPES),
     Field("currency", "Para birimi", "choice", "mavi, yeşil, turuncu, sarı (Denar, Dirham, Dukat, "
           "Florin de yazılabilir)", "sari", required=False, choices=_CURRENCY_CHOICES),
     Field("value", "Kart değeri", "int", "1-9", "5", required=False, minimum=1, maximum=9),
     PLAYERS,
     Field("full", "Tam deste, iki kişilik oyunla karşılaştırarak", "flag", "evet / hayır",
           "evet", required=False),
     Field("remaining", "Kalan kartlar da soruluyor (kapsam 'cikan' ile)", "flag",
           "evet / hayır", "evet", required=False)),
    money_cards, read_money_cards,
    ("alhambrada kac tane para karti var toplam", "iki kisilik oyunda kac para karti kullanilir"),
))  # fmt: skip
register(Calculator(
    "alhambra-money-values", GAME, "Alhambra: para kartı değerleri",
    "Para kartlarının değerleri: en küçük, en büyük ya da aralık.",
    (Field("bound", "Sınır", "choice", "en-dusuk ya da en-yuksek; boş: aralık", "en-yuksek",
           required=False, choices=BOUNDS),),
    money_values, read_money_values, ("en buyuk para karti kac",),
))  # fmt: skip
register(Calculator(
    "alhambra-price", GAME, "Alhambra: bina fiyatı",
    "Bir bina türünün fiyat aralığı ya da en ucuz / en pahalı fiyatı.",
    (_building(required=False),
     Field("bound", "Sınır", "choice", "en-dusuk ya da en-yuksek; boş: aralık", "en-yuksek",
           required=False, choices=BOUNDS)),
    price, read_price, ("kule en pahali kac", "bahce fiyati kac ile kac arasi"),
))  # fmt: skip
register(Calculator(
    "alhambra-refill", GAME, "Alhambra: tur sonu yenileme",
    "Tur sonunda açık para havuzuna ve bina pazarına kaç yeni kart/karo konur.",
    (Field("what", "Ne yenilenir", "choice", "para (açık para kartları) ya da pazar (bina pazarı)",
           "para", choices=REFILLS),
     Field("taken", "Alınan kart ya da karo", "int", "bu tur, 0-4", "2", required=False, minimum=0, maximum=4),
     Field("left", "Kalan kart ya da karo", "int", "0-4", "2", required=False, minimum=0, maximum=4),
     Field("taken_values", "Alınan para kartları", "ints", "bu tur alınan kartların değerleri, "
           "1-9, virgülle; en fazla 4", "1, 1, 3", required=False, minimum=1, maximum=9)),
    refill, read_refill, ("tur sonunda kac para karti acilir",),
))  # fmt: skip
register(Calculator(
    "alhambra-tiles", GAME, "Alhambra: bina karosu sayısı",
    "Bir bina türünden ya da toplam kaç bina karosu var.",
    (_building(required=False), PLAYERS,
     Field("counted", "Sayılan karo", "int", "0 ya da daha büyük; boş: "
           "sayım yok", "52", required=False, minimum=0)),
    tiles, read_tiles, ("kac tane kule karosu var", "toplam kac bina karosu var"),
))  # fmt: skip
register(Calculator(
    "alhambra-components", GAME, "Alhambra: bileşen sayıları",
    "Kutudaki sabit sayılar: bina türü, para birimi, puanlama kartı, jeton, yedek tahta, pazar "
    "karesi, genişleme, karo başına duvar, aksiyon türü ve başkaları.",
    (Field("item", "Bileşen", "choice", ", ".join(COMPONENTS), "jeton", choices=tuple(COMPONENTS)),
     PLAYERS,
     Field("values", "Kart değerleri de soruluyor", "flag", "yalnızca para-birimi ile: evet / "
           "hayır", "evet", required=False)),
    component, read_component, ("kac tane puanlama karti var", "her oyuncuya kac jeton veriliyor"),
))  # fmt: skip
register(Calculator(
    "alhambra-game-end", GAME, "Alhambra: oyun sonu",
    "Tur sonunda torba pazarı 4'e tamamlayamıyorsa oyun biter; eksik karo sayısı.",
    (Field("tiles_in_bag", "Torbadaki karo", "int", "0-50", "2", minimum=0, maximum=50),
     Field("empty_squares", "Pazardaki boş kare", "int", "0-4 (bu tur alınan bina)", "3",
           required=False, minimum=0, maximum=4)),
    game_end, read_game_end, ("torbada 2 karo kaldi pazarda 3 bos yer var oyun biter mi",),
))  # fmt: skip
register(Calculator(
    "alhambra-reserve-turns", GAME, "Alhambra: yedekten Alhambra'ya taşıma",
    "Yedekteki binaları Alhambra'ya eklemek kaç tur (ya da kaç aksiyon) sürer: her yeniden "
    "düzenleme 1 bina ekler, turda en fazla 1 yeniden düzenleme.",
    (Field("buildings", "Yedekteki bina", "int", f"taşınacak bina, 1-{TOTAL_TILES}", "3",
           minimum=1, maximum=TOTAL_TILES),
     Field("what", "Ölçü", "choice", "tur ya da aksiyon; boş: tur", "tur", required=False,
           choices=MOVES)),
    reserve_turns, read_reserve_turns,
    ("yedekte 3 bina var hepsini alhambraya koymak kac tur surer",),
))  # fmt: skip
register(Calculator(
    "alhambra-actions", GAME, "Alhambra: turdaki aksiyonlar",
    "Bir turda kaç aksiyon: 1 ve her tam ödeme için bir aksiyon daha (en fazla 5).",
    (Field("exact_payments", "Tam ödeme sayısı", "int", "bu tur kaç kez tam ödeme yapıldı, 0-5",
           "2", minimum=0, maximum=5),
     Field("left", "Kalan aksiyon", "choice", "en-fazla (turda en fazla kaç aksiyon daha) ya da "
           "kesin (kazanılmış olan); boş: turdaki toplam", "en-fazla", required=False,
           choices=LEFTS)),
    actions, read_actions, ("2 kere tam odeme yaptim kac aksiyonum oldu",),
))  # fmt: skip
register(Calculator(
    "alhambra-max-actions", GAME, "Alhambra: bir turda en fazla",
    "Bir turda en fazla kaç aksiyon, üst üste kaç tam ödeme, kaç bina.",
    (Field("what", "Sınır", "choice", "aksiyon, tam-odeme ya da bina", "aksiyon", required=False,
           choices=LIMITS),
     Field("chain", "Sürekli tam ödeme", "flag", "evet: her alımda tam ödeme yapılırsa zincir "
           "nereye kadar sürer (yalnızca aksiyon ile)", "evet", required=False)),
    max_actions, read_max_actions, ("bir turda en fazla kac aksiyon yapabilirim",),
))  # fmt: skip
register(Calculator(
    "alhambra-endgame-market", GAME, "Alhambra: oyun sonunda pazarda kalan bina",
    "Oyun sonunda pazarda kalan bina kime gider: o renkte en çok parası olan; eşitlikte kalır.",
    (Field("money", "Oyuncuların o renkteki kartları (her satıra bir oyuncu)", "lines",
           "Ad: kart değerleri, virgülle (1-9)", "Ali: 3, 4", required=False),
     Field("squares", "Karelere göre para (her satıra bir kare)", "lines",
           "kare: Sen=para, Rakip=para (en fazla için Rakip<=3)", "mavi: Sen=7, Rakip=9",
           required=False)),
    endgame_market, read_endgame_market,
    ("oyun bitti pazarda 2 bina kaldi mavide bende 7 rakipte 9 yesilde bende 6 rakipte 3 kac "
     "tanesi bana gelir",),
))  # fmt: skip
register(Calculator(
    "alhambra-scoring-rounds", GAME, "Alhambra: puanlama turları",
    "Kaç puanlama turu var; bir puanlamada kaç sıra puan alır.",
    (_round(required=False),),
    scoring_rounds, read_scoring_rounds, ("kac puanlama turu var",),
))  # fmt: skip
register(Calculator(
    "alhambra-total-score", GAME, "Alhambra: oyun toplamı",
    "Puanlamaların toplamı; birden çok oyuncuda kazanan ya da beraberlik.",
    (Field("scores", "Puanlar (her satıra bir oyuncu)", "lines", "Ad: 1., 2., 3. puanlama",
           "Ali: 12, 30, 45"),),
    total_score, read_total_score,
    ("ilk puanlamada 12 ikincide 30 ucuncude 45 puan aldim toplam kac",),
))  # fmt: skip
register(Calculator(
    "alhambra-score-track", GAME, "Alhambra: puan tablosu",
    "Puan tablosunda jeton kaç kare ilerler (her puan için bir kare).",
    (Field("points", "Alınan puan", "int", f"0-{MAX_ROUND_POINTS} (bir puanlamada en çok 111 bina "
           f"+ {MAX_WALL_CHAIN} duvar puanı)", "12", minimum=0, maximum=MAX_ROUND_POINTS),),
    score_track, read_score_track, ("12 puan alinca jeton kac kare ilerler",),
))  # fmt: skip
register(Calculator(
    "alhambra-wall", GAME, "Alhambra: duvar puanı",
    "En uzun kesintisiz dış duvar zincirinden gelen puan; iç ve kısa duvarlar, Dirk.",
    (Field("chains", "Dış duvar zinciri (kenar)", "ints", "her ayrı zincirin kenar sayısı, "
           "virgülle", "7, 3", required=False, minimum=0, maximum=MAX_WALL_CHAIN),
     Field("inner", "Karolar arasındaki iç duvar (kenar)", "int", "isteğe bağlı", "2", required=False, minimum=0,
           maximum=MAX_WALL_CHAIN),
     Field("dirk", "Dirk için", "flag", "evet / hayır", "hayır", required=False)),
    wall, read_wall, ("7 kenarlik duvarim var kac puan",),
))  # fmt: skip
register(Calculator(
    "alhambra-placement", GAME, "Alhambra: bina sırası puanı",
    "Puan tablosu: bir bina türünde bir puanlama ve sıra için puan, beraberlikte pay.",
    (_building(), _round(required=False),
     Field("rank", "Sıra", "int", "1 = en çok bina; boş: tüm sıralar", "1", required=False,
           minimum=1, maximum=6),
     Field("tied", "Berabere oyuncu sayısı", "int", "o sırada berabere kalan oyuncu sayısı (kendin dahil)",
           "2", required=False, minimum=1, maximum=6)),
    placement, read_placement,
    ("ilk puanlamada kulede birinci kac puan", "son turda kulede uc kisi esitiz kac puan"),
))  # fmt: skip
register(
    Calculator(
        "alhambra-player-score",
        GAME,
        "Alhambra: bir oyuncunun puanı",
        "Bir puanlama turunda bina sıralarından (beraberlikler dahil) ve duvardan gelen puan.",
        (
            _round(),
            Field(
                "placements",
                "Bina sıraları",
                "text",
                f"bina:sıra[:berabere oyuncu]; {_BUILDINGS}",
                "pavyon:1, kule:2:2",
                required=False,
            ),
            Field(
                "wall",
                "En uzun dış duvar (kenar)",
                "int",
                "isteğe bağlı",
                "5",
                required=False,
                minimum=0,
                maximum=MAX_WALL_CHAIN,
            ),
            Field(
                "counts",
                "Bina sayıları (sıra yazılmadıysa)",
                "text",
                "bina:Alhambra'mdaki:diğer oyuncularınki(+ ile)[:yedeğimdeki]; yedek sayılmaz",
                "pavyon:1:2:2",
                required=False,
            ),
            Field(
                "other_walls",
                "Ayrı duvar parçaları (kenar)",
                "ints",
                "en uzun zincire bağlı olmayan parçalar; puan getirmez",
                "4",
                required=False,
                minimum=0,
                maximum=MAX_WALL_CHAIN,
            ),
            Field(
                "inner",
                "İç duvarlar",
                "int",
                "iki karo arasındaki duvarlar; puan getirmez",
                "2",
                required=False,
                minimum=0,
                maximum=MAX_WALL_CHAIN,
            ),
        ),
        player_score,
        read_player_score,
        (
            "2. puanlamada pavyonda birinciyim kulede ikinciyim kac puan alirim",
            "ilk puanlama, bahcede birinciyim, pavyonda alhambramda 1 yedegimde 2 var, rakibin "
            "alhambrasinda 2 pavyon var, kac puan",
        ),
    )
)
register(
    Calculator(
        "alhambra-score",
        GAME,
        "Alhambra: puanlama turu",
        "Bir puanlama turunda her oyuncunun puanı, bina sayılarından ve duvarlardan.",
        (
            _round(),
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
