"""Hive rules as data: editions, bug types, movement and the fixed numbers of the rules text.

Every value carries the `RuleRef` (section heading and a verbatim quote of
rules_corpus/hive/kurallar.md) that states it; the calculators in `validators/hive.py` only
combine these rows. A value the text derives rather than prints (13 taşlık Pocket oyuncusu,
4 Örümcek in a box) is computed there, from the rows cited here.
"""

from __future__ import annotations

from dataclasses import dataclass

from validators.base import RuleRef
from validators.common import alias_table

GAME = "hive"


def _ref(section: str, quote: str) -> RuleRef:
    return RuleRef(GAME, section, quote)


ABOUT = "Oyun Hakkında"
VARIANTS = "Varyantlar"
FLOW = "Oyun Akışı"
PIECES_HAND = "Taşlar ve El"
QUEEN_SECTION = "Arı Kraliçe'yi Yerleştirme"
MOVING = "Taşları Hareket Ettirme"
DIFFERENCES = "Baskılar Arasındaki Kural Farkları"
FREEDOM = "Hareket Özgürlüğü (Freedom to Move)"

# -- the rule sentences every calculator cites ------------------------------------------------
REFS: dict[str, RuleRef] = {
    "players": _ref(ABOUT, "Hive, satranca benzeyen ama tahtası olmayan iki kişilik bir soyut "
                    "strateji oyunudur."),
    "goal": _ref(ABOUT, "Amaç, rakibin Arı Kraliçe'sini tamamen kuşatmaktır; yani Arı "
                 "Kraliçe'nin altı komşu alanının hepsinin dolması gerekir."),
    "hand": _ref(PIECES_HAND, "Her oyuncu tek renkteki 11 taşın tamamını alır ve önüne açık "
                 "koyar: 1 Arı Kraliçe, 2 Örümcek, 2 Böcek, 3 Çekirge, 3 Asker Karınca."),
    "box": _ref(PIECES_HAND, "Her oyuncu tek renkteki 11 taşın tamamını alır ve önüne açık koyar: "
                "1 Arı Kraliçe, 2 Örümcek, 2 Böcek, 3 Çekirge, 3 Asker Karınca. Kutuda toplam 22 "
                "taş vardır."),
    "placed_stays": _ref(PIECES_HAND, "ancak bir taş bir kez konduktan sonra oyundan geri "
                         "alınamaz."),
    "beetle_ground": _ref("Böcek (Beetle)", "Böcek ilk konduğunda diğer taşlar gibi zemin "
                          "seviyesine yerleştirilir; doğrudan Kovan'ın üstüne konamaz, oraya "
                          "ancak sonradan hareketle çıkabilir."),
    "one_move": _ref(PIECES_HAND, "Oyuncular sırayla birer hamle yapar. Bir hamlede ya elinizden "
                     "yeni bir taş koyarsınız ya da tahtadaki taşlarınızdan birini hareket "
                     "ettirirsiniz; ikisini aynı turda birden yapamazsınız."),
    "no_pass": _ref(PIECES_HAND, "ikisini aynı turda birden yapamazsınız. Yapabileceğiniz "
                    "geçerli bir hamle varsa pas geçemezsiniz."),
    "first_exempt": _ref("Oyuna Başlama", "Bu ilk iki taş, yeni taşın rakip renge değememe "
                         "kuralından muaftır; zaten birbirine değmek zorundadırlar."),
    "colour_rule": _ref("Yeni Taş Yerleştirme", "Her oyuncunun koyduğu ilk taş dışında, yeni "
                        "konan taş rakip renkteki hiçbir taşa değmemelidir;"),
    "white_starts": _ref("Oyuna Başlama", "Beyaz oyuncu, elinden Arı Kraliçe dışında herhangi "
                         "bir taşı masanın ortasına koyarak oyunu başlatır."),
    "black_second": _ref("Oyuna Başlama", "Ardından siyah oyuncu, yine Arı Kraliçe dışında "
                         "kendi taşlarından birini beyazın taşına kenardan kenara değecek "
                         "şekilde ekler."),
    "in_turn": _ref(PIECES_HAND, "Oyuncular sırayla birer hamle yapar. Bir hamlede ya elinizden "
                    "yeni bir taş koyarsınız ya da tahtadaki taşlarınızdan birini hareket "
                    "ettirirsiniz;"),
    "base_variant": _ref(VARIANTS, "Genişlemesiz temel oyun: Yalnızca beş orijinal böcekle, "
                         "oyuncu başına 11 taşla oynanır. Temel Hive kutusu bu şekilde gelir ve "
                         "kutuda 22 taş bulunur."),
    "pocket": _ref(VARIANTS, "Gen42'nin resmi ürün sayfasına göre 26 taş içerir; yani temel "
                   "taşların yanına oyuncu başına Sivrisinek ve Uğur Böceği eklenir, Tespih "
                   "Böceği bu baskıda yoktur."),
    "carbon": _ref(VARIANTS, "O da 26 taşlıdır: Sivrisinek ve Uğur Böceği dahil, Tespih Böceği "
                   "hariç."),
    "ultimate": _ref(VARIANTS, "Hive Ultimate ve Hive Pocket Ultimate: 28 taş, yani oyuncu "
                     "başına 14 taş içerir."),
    "ultimate_bugs": _ref(VARIANTS, "Üç genişlemenin (Sivrisinek, Uğur Böceği, Tespih Böceği) "
                          "tamamı kutudan çıkar."),
    "packs": _ref(VARIANTS, "Ayrı genişleme paketleri: Sivrisinek, Uğur Böceği ve Tespih Böceği, "
                  "temel kutuya eklenmek üzere ayrı ayrı da satılır. Her paket bir çift taş "
                  "içerir."),
    "not_in_base": _ref(DIFFERENCES, "Aşağıdaki üç böcek temel Hive kutusunda BULUNMAZ. Ayrı "
                        "genişleme paketi olarak ya da Hive Pocket, Hive Carbon, Hive Ultimate "
                        "gibi genişletilmiş baskıların içinde gelirler."),
    "one_each": _ref(DIFFERENCES, "Oyuna eklendiklerinde her oyuncunun elinde 1'er adet bulunur "
                     "ve diğer taşlarla aynı yerleştirme kurallarına uyarlar."),
    "queen_latest": _ref(QUEEN_SECTION, "Arı Kraliçe'nizi en geç 4. turunuzda oyuna sokmak "
                         "zorundasınız. Daha önce koymadıysanız 4. turunuzda başka hamle yapamaz,"),
    "queen_forced": _ref(QUEEN_SECTION, "Daha önce koymadıysanız 4. turunuzda başka hamle "
                         "yapamaz, zorunlu olarak Arı Kraliçe'nizi koyarsınız."),
    "queen_2024": _ref(QUEEN_SECTION, "Güncel resmi kitapçığa (Hive Pocket Ultimate, 2024) göre "
                       "Arı Kraliçe en erken 2. turunuzda konabilir; ilk taşınız olamaz."),
    "queen_2010": _ref(QUEEN_SECTION, "2010 tarihli ilk Gen42 kitapçığı ise 1. turdan 4. tura "
                       "kadar herhangi bir turda konmasına izin veriyordu."),
    "queen_diff": _ref(DIFFERENCES, "Arı Kraliçe: eski kitapçık 1. turdan itibaren konmasına "
                       "izin verirken güncel kitapçık en erken 2. turu şart koşar, ilk taşın "
                       "Kraliçe olmasını yasaklar."),
    "newer_wins": _ref(DIFFERENCES, "Böcek'in üst seviyedeki dar geçitlerde bu kurala uyduğunu "
                       "açıkça belirtir. İki metin çeliştiğinde güncel kitapçık esas "
                       "alınmalıdır."),
    "no_move_before_queen": _ref(MOVING, "Arı Kraliçe'niz tahtaya konmadan hiçbir taşınızı "
                                 "hareket ettiremezsiniz; Kraliçe gelene kadar tek seçeneğiniz "
                                 "yeni taş koymaktır."),
    "choice_after_queen": _ref(MOVING, "Arı Kraliçe konduktan sonra her turda yeni taş koymakla "
                               "mevcut bir taşı oynatmak arasında seçim yaparsınız."),
    "no_legal_move": _ref("Hamle Yapamama", "Sırası gelen oyuncu ne yeni taş koyabiliyor ne de "
                          "mevcut bir taşını oynatabiliyorsa sırası atlanır ve rakip yeniden "
                          "oynar."),
    "not_over": _ref("Hamle Yapamama", "Yani hamle yapamamak oyunu bitirmez, sadece rakibe üst "
                     "üste tur kazandırır."),
    "six_neighbours": _ref(FLOW, "Taşlar altıgen olduğu için her taşın altı komşu alanı "
                           "vardır."),
    "win": _ref("Kazanma", "Oyun, bir Arı Kraliçe'nin altı komşu alanının tamamı dolduğu anda "
                "hemen biter."),
    "any_colour": _ref("Kazanma", "Kuşatan taşların rengi hiç önemli değildir; kendi taşlarınız "
                       "da kuşatmaya dahildir. Arı Kraliçe'si kuşatılan oyuncu kaybeder."),
    "draw": _ref("Berabere", "Birincisi: bir Arı Kraliçe'nin kuşatılmasını tamamlayan son taş "
                 "aynı anda diğer Arı Kraliçe'nin de kuşatılmasını tamamlıyorsa oyun berabere "
                 "biter."),
    "draw_cases": _ref("Berabere", "İki durumda berabere olunur. Birincisi: bir Arı Kraliçe'nin "
                       "kuşatılmasını tamamlayan son taş aynı anda diğer Arı Kraliçe'nin de "
                       "kuşatılmasını tamamlıyorsa oyun berabere biter."),
    "draw_lock": _ref("Berabere", "İkincisi: iki oyuncu da aynı iki taşı sürekli ileri geri "
                      "oynatmaya zorlanıyorsa ve bu kilidin çözülme ihtimali yoksa oyuncular "
                      "beraberlikte anlaşabilir."),
    "freedom_exempt": _ref(FREEDOM, "Tek istisna Çekirge'dir: kayarak değil atlayarak hareket "
                           "ettiği için kapalı alanlara girip çıkabilir."),
    "freedom_climbers": _ref(FREEDOM, "Böcek ve genişlemedeki Uğur Böceği üstten tırmandıkları "
                             "için çevrili alanlara inip çıkabilir, ama üst seviyede istiflenmiş "
                             "taşların oluşturduğu dar geçitten geçemezler; onlar da bu kurala "
                             "uymak zorundadır."),
    "freedom_all": _ref(FREEDOM, "Beş temel böceğin her biri farklı hareket eder. Aksi "
                        "belirtilmedikçe hepsi hem Tek Kovan hem Hareket Özgürlüğü kurallarına "
                        "uyar."),
    "only_grasshopper": _ref("Sık Sorulan Sorular", "2024 tarihli güncel "
                             "resmi kitapçık Böcek'in de Hareket Özgürlüğü kuralına uyduğunu "
                             "açıkça yazar. Kayma kuralından tamamen muaf olan tek temel taş "
                             "Çekirge'dir."),
    "queen_move": _ref("Arı Kraliçe (Queen Bee)", "Turda yalnızca bir alan hareket eder; komşu "
                       "boş bir altıgene kayar."),
    "beetle_move": _ref("Böcek (Beetle)", "Arı Kraliçe gibi turda bir alan hareket eder; ancak "
                        "diğer temel taşlardan farklı olarak Kovan'ın üstüne çıkabilir."),
    "grasshopper_move": _ref("Çekirge (Grasshopper)", "Bulunduğu alandan düz bir hat boyunca, "
                             "bitişik taşların üzerinden atlayarak ilk boş alana iner. En az bir "
                             "taşın üzerinden atlamak zorundadır."),
    "grasshopper_line": _ref("Çekirge (Grasshopper)", "Atladığı hattaki bütün alanlar dolu "
                             "olmalıdır; aradaki bir boşluğun üzerinden atlayamaz. İlk boş alana "
                             "iner, daha ileriye gidemez."),
    "spider_move": _ref("Örümcek (Spider)", "Turda tam üç alan hareket eder; ne eksik ne fazla. "
                        "Doğrudan bir yol izlemek zorundadır ve kendi üzerine geri dönemez."),
    "ant_move": _ref("Asker Karınca (Soldier Ant)", "Kovan'ın çevresinde, kısıtlamalara uyduğu "
                     "sürece herhangi bir konuma gidebilir. Bu hareket serbestliği onu oyunun en "
                     "değerli taşlarından biri yapar."),
    "ladybug_move": _ref("Uğur Böceği (Ladybug)", "Üç alan hareket eder: tam iki adım Kovan'ın "
                         "üstünden, son adımda aşağı iner."),
    "ladybug_ends_down": _ref("Uğur Böceği (Ladybug)", "Hareketini Kovan'ın üstünde "
                              "bitiremez ve Kovan'ın dış kenarı boyunca dolaşamaz."),
    "mosquito_copy": _ref("Sivrisinek (Mosquito)", "Oyuna girdikten sonra o anda dokunduğu "
                          "herhangi bir böceğin hareket özelliğini alır; rakibin taşları da buna "
                          "dahildir."),
    "mosquito_beetle": _ref("Sivrisinek (Mosquito)", "İstisnalar: Böcek gibi oynayıp Kovan'ın "
                            "üstüne çıkarsa, aşağı inene kadar Böcek gibi hareket etmeye devam "
                            "eder."),
    "beetle_stack": _ref("Böcek (Beetle)", "Kovan'ın üstündeki bir Böcek'i engellemenin tek yolu "
                         "üzerine başka bir Böcek çıkarmaktır; Böcekler üst üste "
                         "istiflenebilir."),
    "surround_spaces": _ref("Puan Hesaplama", "Kuşatma, Arı Kraliçe'nin altı komşu alanının "
                            "tamamının taşla dolması demektir."),
    "mosquito_alone": _ref("Sivrisinek (Mosquito)", "Yalnızca başka bir Sivrisinek'e dokunuyorsa "
                           "ve başka hiçbir taşa temas etmiyorsa hiç hareket edemez."),
    "pillbug_move": _ref("Tespih Böceği (Pillbug)", "Arı Kraliçe gibi turda bir alan hareket "
                         "eder, ancak hareket etmek yerine özel yeteneğini kullanabilir."),
    "pillbug_carry": _ref("Tespih Böceği (Pillbug)", "Bu yetenekle komşusundaki bir taşı, kendi "
                          "taşı ya da rakip taşı fark etmeksizin, iki alan taşır: önce kendi "
                          "üstüne çıkarır, sonra kendi komşusundaki başka bir boş alana indirir."),
}  # fmt: skip


# -- bug types -----------------------------------------------------------------------------------
@dataclass(frozen=True)
class Bug:
    key: str  # the canonical name a form or the CLI takes
    name: str  # as the rules text writes it
    english: str
    per_player: int
    expansion: bool
    ref: RuleRef  # the sentence that gives how many each player has
    move: RuleRef  # the sentence that gives how it moves


BUGS: dict[str, Bug] = {
    b.key: b
    for b in [
        Bug("kralice", "Arı Kraliçe", "Queen Bee", 1, False,
            _ref("Arı Kraliçe (Queen Bee)", "Her oyuncuya 1 adet. Oyunun kader taşı: kuşatılırsa "
                 "oyun kaybedilir ve tahtaya konmadan başka hiçbir taş oynatılamaz."),
            REFS["queen_move"]),
        Bug("orumcek", "Örümcek", "Spider", 2, False,
            _ref("Örümcek (Spider)", "Her oyuncuya 2 adet. Turda tam üç alan hareket eder, ne "
                 "eksik ne fazla."),
            REFS["spider_move"]),
        Bug("bocek", "Böcek", "Beetle", 2, False,
            _ref("Böcek (Beetle)", "Her oyuncuya 2 adet. Turda bir alan hareket eder ve Kovan'ın "
                 "üstüne tırmanabilen tek temel taştır."),
            REFS["beetle_move"]),
        Bug("cekirge", "Çekirge", "Grasshopper", 3, False,
            _ref("Çekirge (Grasshopper)", "Her oyuncuya 3 adet. Düz bir hat boyunca dolu "
                 "alanların üzerinden atlayarak ilk boş alana iner."),
            REFS["grasshopper_move"]),
        Bug("karinca", "Asker Karınca", "Soldier Ant", 3, False,
            _ref("Asker Karınca (Soldier Ant)", "Her oyuncuya 3 adet. Kovan'ın çevresinde "
                 "herhangi bir konuma gidebilen, hareket serbestliği en yüksek taş."),
            REFS["ant_move"]),
        Bug("sivrisinek", "Sivrisinek", "Mosquito", 1, True, REFS["one_each"],
            REFS["mosquito_copy"]),
        Bug("ugur-bocegi", "Uğur Böceği", "Ladybug", 1, True, REFS["one_each"],
            REFS["ladybug_move"]),
        Bug("tespih-bocegi", "Tespih Böceği", "Pillbug", 1, True, REFS["one_each"],
            REFS["pillbug_move"]),
    ]
}  # fmt: skip
BASE_BUGS = tuple(k for k, b in BUGS.items() if not b.expansion)
EXPANSION_BUGS = tuple(k for k, b in BUGS.items() if b.expansion)

# Folded spellings customers type, English box names included. "bocek" alone is the Beetle;
# the reader tells it from the generic word "böcek" (bug) by its context.
BUG_ALIASES = alias_table(
    [
        ("kralice", ["arı kraliçe", "kraliçe arı", "kraliçe", "kralce", "kralica", "queen bee",
                     "queen", "kraliçe arısı"]),
        ("orumcek", ["örümcek", "örümceğ", "orumcek", "spider", "örümçek"]),
        ("bocek", ["böcek", "böceğ", "beetle", "bocek", "boceg"]),
        ("cekirge", ["çekirge", "cekirge", "grasshopper", "çekirğe", "cekırge"]),
        ("karinca", ["asker karınca", "karınca", "karinca", "soldier ant", "ant", "karınga"]),
        ("sivrisinek", ["sivrisinek", "sivrisineğ", "sivri sinek", "mosquito", "mosquitoya",
                        "mosqito", "moskito"]),
        ("ugur-bocegi", ["uğur böceği", "uğur böceğ", "uğur böcek", "uğurböceği", "ladybug",
                         "lady bug", "ugur bocegi", "ugur-bocegi", "uğur"]),
        ("tespih-bocegi", ["tespih böceği", "tespih böceğ", "tespih böcek", "tesbih böceği",
                           "tespihböceği", "pillbug", "pill bug", "tespih-bocegi", "tespih",
                           "tesbih"]),
    ]
)  # fmt: skip
BUG_NAMES = ", ".join(f"{b.name} ({b.key})" for b in BUGS.values())


# -- editions ------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Edition:
    key: str
    name: str  # "Hive Pocket"
    at: str  # "Hive Pocket'ta": the name with the locative suffix, for generated text
    bugs: tuple[str, ...]  # the bug types each player has
    box: int  # the pieces in the box, as the text states them
    ref: RuleRef  # the sentence that states the box
    bugs_ref: RuleRef  # the sentence that says which bugs it holds
    player_stated: bool = False  # the text states the per-player count too


EDITIONS: dict[str, Edition] = {
    e.key: e
    for e in [
        Edition("temel", "Temel Hive", "temel Hive kutusunda", BASE_BUGS, 22, REFS["box"],
                REFS["base_variant"], player_stated=True),
        Edition("pocket", "Hive Pocket", "Hive Pocket'ta",
                (*BASE_BUGS, "sivrisinek", "ugur-bocegi"), 26, REFS["pocket"], REFS["pocket"]),
        Edition("carbon", "Hive Carbon", "Hive Carbon'da",
                (*BASE_BUGS, "sivrisinek", "ugur-bocegi"), 26, REFS["carbon"], REFS["carbon"]),
        Edition("ultimate", "Hive Ultimate", "Hive Ultimate'ta", tuple(BUGS), 28,
                REFS["ultimate"], REFS["ultimate_bugs"], player_stated=True),
    ]
}  # fmt: skip
PACK = "paket"  # a separate expansion pack on its own (no base box)
EDITION_ALIASES = alias_table(
    [
        ("temel", ["temel", "base", "base game", "klasik", "standart", "genişlemesiz",
                   "normal hive", "orijinal hive", "temel kutu", "normal kutu", "düz hive"]),
        ("pocket", ["pocket", "hive pocket", "cep", "poket", "pocet"]),
        ("carbon", ["carbon", "hive carbon", "karbon"]),
        ("ultimate", ["ultimate", "pocket ultimate", "hive pocket ultimate", "hive ultimate",
                      "ultimat", "ultimete", "ultimeyt", "ultimte", "ultmate", "ultimet"]),
        (PACK, ["genişleme paketi", "genisleme paketi", "expansion pack", "ayrı paket"]),
    ]
)  # fmt: skip
EDITION_NAMES = "temel, pocket, carbon, ultimate (pocket ultimate da), paket (tek genişleme paketi)"

QUEEN_LATEST = 4
QUEEN_EARLIEST = {2024: 2, 2010: 1}
RULEBOOKS = tuple(sorted(QUEEN_EARLIEST))
NEIGHBOURS = 6
DRAW_CASES = 2  # "İki durumda berabere olunur."
PLAYERS = 2
MAX_TURN = 999  # the rules set no limit on the number of turns; beyond this is a typo
MAX_LINE = 27  # a grasshopper's line holds at most the other 27 pieces of a 28-piece box
