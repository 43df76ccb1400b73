"""Hive: the calculators (declared here, in the order questions are tried: specific before
general) and the claim checker. Rules as data live in `validators/hive_data.py`, the
computations in `validators/hive_calc.py`, the question readers in `validators/hive_parse.py`
and the claim rules in `validators/hive_claims.py`. Values come from the store's Turkish rules
text (rules_corpus/hive/kurallar.md)."""

from __future__ import annotations

from turkish import fold_same_length as fold
from validators.base import CalcResult, Check
from validators.calculator import Calculator, Field, register
from validators.claims import equations, extract_sites
from validators.common import GameChecker, Rule
from validators.hive_calc import (
    ACTIONS,
    CLIMBERS,
    COLOURS,
    GROUPS,
    MEASURES,
    actions_per_turn,
    bug_count,
    bug_kinds,
    bug_left,
    colour_exempt,
    draws,
    freedom_exempt,
    move_distance,
    move_turns,
    neighbours,
    pieces,
    pieces_in_hand,
    pieces_on_table,
    placement_turns,
    players,
    queen_turn,
    surround,
)
from validators.hive_claims import RULES, HiveContext
from validators.hive_data import (
    BASE_BUGS,
    BUGS,
    EDITION_NAMES,
    EDITIONS,
    EXPANSION_BUGS,
    GAME,
    MAX_LINE,
    MAX_TURN,
    PACK,
    REFS,
)
from validators.hive_parse import (
    editions_in,
    read_actions,
    read_bug_count,
    read_bug_kinds,
    read_bug_left,
    read_colour_exempt,
    read_draws,
    read_freedom_exempt,
    read_in_hand,
    read_move,
    read_move_turns,
    read_neighbours,
    read_on_table,
    read_pieces,
    read_placement_turns,
    read_players,
    read_queen,
    read_surround,
)
from validators.registry import register_checker

__all__ = ["BUGS", "EDITIONS", "REFS", "HiveChecker", "pieces", "queen_turn"]

_BUG_HELP = ", ".join(BUGS)
_PACK_HELP = "temel kutuya eklenen paketler, virgülle: " + ", ".join(EXPANSION_BUGS)


def _edition(help_text: str = EDITION_NAMES) -> Field:
    return Field("edition", "Baskı", "choice", help_text + "; boş: temel kutu", "pocket",
                 required=False, choices=(*EDITIONS, PACK))  # fmt: skip


def _packs() -> tuple[Field, Field]:
    return (
        Field("packs", "Eklenen genişleme paketleri", "text", _PACK_HELP,
              "sivrisinek, tespih-bocegi", required=False),
        Field("pack_count", "Paket sayısı", "int", "adları bilinmiyorsa kaç paket eklendiği",
              "2", required=False, minimum=0, maximum=len(EXPANSION_BUGS)),
    )  # fmt: skip


def _year_field() -> Field:
    return Field("rulebook_year", "Kitapçık yılı", "int", "2010 ya da 2024; boş: güncel (2024)",
                 "2024", required=False, minimum=2010, maximum=2024)  # fmt: skip


def _per_player() -> Field:
    return Field("per_player", "Oyuncu başına", "flag", "evet: oyuncu başına, hayır: kutuda",
                 "evet", required=False)  # fmt: skip


register(Calculator(
    "hive-draw", GAME, "Hive: beraberlik durumları",
    "Kitapçığın tanımladığı beraberlik durumlarının sayısı ve ne oldukları.",
    (), draws, read_draws,
    ("hive kac farkli durumda berabere biter", "beraberlik kac sekilde olur"),
))  # fmt: skip
register(Calculator(
    "hive-freedom-exempt", GAME, "Hive: Hareket Özgürlüğü'nden muaf taş",
    "Beş temel böcekten kaçı Hareket Özgürlüğü kuralından muaf (yalnızca Çekirge); muaf sanılan "
    "bir böceğin neden muaf olmadığı.",
    (Field("claimed", "Muaf sanılan böcek", "choice",
           "muaf olduğu söylenen böcek (temel böcekler ya da ugur-bocegi); boş: yok", "bocek",
           required=False, choices=(*BASE_BUGS, "ugur-bocegi")),),
    freedom_exempt, read_freedom_exempt,
    ("bes temel bocekten kac tanesi hareket ozgurlugu kuralindan muaf",),
))  # fmt: skip
register(Calculator(
    "hive-colour-exempt", GAME, "Hive: rakip renge değme kuralından muaf taş",
    "Yeni taşın rakip renge değememe kuralından kaç taş muaf: her oyuncunun ilk taşı, oyunda "
    "toplam 2.",
    (_per_player(),),
    colour_exempt, read_colour_exempt,
    ("oyunun basinda kac tas rakip renge degme kuralindan muaf",
     "her oyuncunun kac tasi renk kuralindan muaf"),
))  # fmt: skip
register(Calculator(
    "hive-surround", GAME, "Hive: kuşatmaya kalan taş",
    "Arı Kraliçe'yi kuşatmak için kaç taş daha gerekir (6 komşu alan; taşların rengi önemsiz).",
    (Field("occupied", "Çevresindeki taş sayısı", "ints",
           "dolu komşu alan sayısı; renk renk de yazılabilir (2, 3); toplam 0-6", "2, 3",
           required=False, minimum=0, maximum=6),
     Field("stacked", "Üste çıkan taş", "int",
           "çevredeki taşların üstüne çıkan Böcek (ya da Böcek gibi oynayan Sivrisinek) sayısı; "
           "yeni alan doldurmaz", "1", required=False, minimum=0, maximum=6),
     Field("climber", "Üste çıkan", "choice", "bocek ya da sivrisinek; boş: bocek", "bocek",
           required=False, choices=CLIMBERS),
     Field("colour_asked", "Renk de soruldu", "flag",
           "evet: sahibinin kendi taşlarının da sayılıp sayılmadığı da soruldu", "hayır",
           required=False),
     Field("spaces_asked", "Boş alan soruldu", "flag",
           "evet: kaç taş değil, kaç boş komşu alanın dolması gerektiği soruldu", "hayır",
           required=False)),
    surround, read_surround,
    ("kralicenin etrafinda 4 tas var kac tane daha lazim",
     "rakibin kralicesinin etrafinda 2 beyaz 3 siyah tas var kac kaldi",
     "kralicenin etrafinda 3 tas var, bocegim birinin ustune cikti, kac bos alan kaldi"),
))  # fmt: skip


register(Calculator(
    "hive-bug-left", GAME, "Hive: bir böcekten elde kalan",
    "Bir böcek türünden masada olanlar sayılınca bir oyuncunun (ya da iki oyuncunun birlikte) "
    "elinde kaç tane kaldığı; konan taş geri alınamaz.",
    (Field("bug", "Böcek", "choice", _BUG_HELP, "karinca", choices=tuple(BUGS)),
     Field("placed", "Senin konan", "int", "bu böcekten senin masadaki taşların", "2",
           minimum=0, maximum=3),
     Field("other_placed", "Rakibin konan", "int", "bu böcekten rakibin masadaki taşları", "1",
           required=False, minimum=0, maximum=3),
     Field("both", "İkinizin eli", "flag", "evet: iki oyuncunun elindekiler birlikte", "hayır",
           required=False),
     _edition(EDITION_NAMES.rsplit(",", 1)[0])),
    bug_left, read_bug_left,
    ("masada benim 2 karincam rakibin 1 karincasi var ikimizin elinde kac karinca kaldi",
     "2 cekirgemi koydum elimde kac cekirge kaldi"),
))  # fmt: skip


def _placed() -> tuple[Field, Field]:
    return (
        Field("placed", "Konan taşlar", "text",
              "böcek böcek, virgülle: kralice, 2 karinca, 3 cekirge", "kralice, 2 karinca",
              required=False),
        Field("placed_count", "Konan taş sayısı", "int", "böcekleri yazılmadıysa kaç taş kondu",
              "5", required=False, minimum=0, maximum=14),
    )  # fmt: skip


register(Calculator(
    "hive-pieces-in-hand", GAME, "Hive: elde kalan taş",
    "Konan taşlar ya da hep yeni taş konan turlar söylenince bir oyuncunun elinde kaç taş "
    "kaldığı (baskıya ve paketlere göre; Arı Kraliçe 4. turdan önce konmadıysa 4. tur onundur).",
    (_edition(EDITION_NAMES.rsplit(",", 1)[0]), *_packs(), *_placed(),
     Field("turns", "Oynanan tur", "int",
           "oyuncunun kendi oynadığı tur; her turda yeni taş kondu (konan taşlar yerine)", "4",
           required=False, minimum=1, maximum=14),
     Field("queen_late", "Arı Kraliçe 4. turdan önce konmadı", "flag",
           "evet: ilk turlarda Arı Kraliçe konmadı (4. turda zorunlu olarak o konur)", "hayır",
           required=False)),
    pieces_in_hand, read_in_hand,
    ("kralice, 2 karinca ve 3 cekirge koydum elimde kac tas kaldi",
     "ultimatede 5 tas koydum kac tasim kaldi",
     "ilk 3 turda kraliceyi koymadim, 4. turdan sonra elimde kac tas kalir"),
))  # fmt: skip
register(Calculator(
    "hive-placement-turns", GAME, "Hive: bütün taşları koymak için tur",
    "Bir oyuncunun bütün taşlarını (ya da elinde kalanları) oyuna sokması en az kaç tur sürer: "
    "turda tek hamle, en fazla 1 yeni taş.",
    (_edition(EDITION_NAMES.rsplit(",", 1)[0]), *_packs(), *_placed()),
    placement_turns, read_placement_turns,
    ("butun taslarimi koymam en az kac tur surer",
     "ultimatede tum taslari oyuna sokmak kac tur alir"),
))  # fmt: skip
register(Calculator(
    "hive-pieces-on-table", GAME, "Hive: yalnızca taş konan turlardan sonra masadaki taş",
    "Şimdiye kadar hiç taş oynatılmadıysa bir oyuncunun N. turunda masada kaç taş olur: beyaz "
    "başlar, turda tek hamle.",
    (Field("turn", "Tur", "int", "oyuncunun kendi turu, 1'den başlar", "4", minimum=1,
           maximum=14),
     Field("colour", "Kimin turu", "choice",
           "beyaz, siyah ya da ikisi (ikisi de bu kadar tur oynadı)", "beyaz", choices=COLOURS),
     Field("before", "Tur başlarken", "flag", "evet: o tur başlamadan önce; hayır: tur bitince",
           "hayır", required=False),
     Field("queen", "Arı Kraliçe bu turda kondu", "flag", "evet: Arı Kraliçe o turda kondu",
           "hayır", required=False),
     _edition(EDITION_NAMES.rsplit(",", 1)[0])),
    pieces_on_table, read_on_table,
    ("ben beyazim hep tas koyduk, 3. turumun sonunda masada kac tas var",
     "siyahim, hic tas oynatmadik, 4. turumda kralicemi koydum, masada kac tas olur"),
))  # fmt: skip
register(Calculator(
    "hive-move-turns", GAME, "Hive: bir yere varmak için tur",
    "Bir böcek, yolu açıkken N alan ötedeki bir yere en az kaç turda varır: Arı Kraliçe, Böcek ve "
    "Tespih Böceği turda 1 alan, Asker Karınca 1 turda, Örümcek turda tam 3 alan.",
    (Field("bug", "Böcek", "choice", _BUG_HELP, "kralice", choices=tuple(BUGS)),
     Field("distance", "Mesafe", "int", "gidilecek yere kaç alan var", "3", minimum=1,
           maximum=MAX_LINE),
     Field("climb", "Bir taşın üstüne", "flag", "evet: hedef bir taşın üstü (yalnızca Böcek)",
           "hayır", required=False),
     Field("placed_first", "Doğrudan üste koyma soruldu", "flag",
           "evet: Böcek'in doğrudan bir taşın üstüne konup konamayacağı da soruldu", "hayır",
           required=False)),
    move_turns, read_move_turns,
    ("kralicem 3 alan otedeki bosluga kac turda gider",
     "bocegim 2 adim otedeki tasin ustune kac hamlede cikar"),
))  # fmt: skip
register(Calculator(
    "hive-move-distance", GAME, "Hive: hareket mesafesi",
    "Bir böcek turda kaç alan gider; Çekirge hattaki taşa göre, Sivrisinek dokunduğu böceğe "
    "göre, Tespih Böceği yeteneğiyle.",
    (Field("bug", "Böcek", "choice", _BUG_HELP, "orumcek", choices=tuple(BUGS)),
     Field("pieces_in_line", "Hattaki taş sayısı", "int",
           "yalnızca Çekirge: atladığı düz hattaki dolu alanlar", "2", required=False,
           minimum=1, maximum=MAX_LINE),
     Field("ability", "Özel yetenek", "flag", "yalnızca Tespih Böceği: başka taşı taşıması",
           "hayır", required=False),
     Field("touching", "Dokunduğu böcek", "choice", "yalnızca Sivrisinek: " + _BUG_HELP,
           "orumcek", required=False, choices=tuple(BUGS)),
     Field("measure", "Ölçü", "choice", "alan: gidilen alan; atlanan: Çekirge'nin atladığı taş; ust: Uğur Böceği'nin Kovan'ın "
           "üstünden gittiği adım",
           "alan", required=False, choices=MEASURES),
     Field("beyond_gap", "Boşluktan sonra taş", "flag",
           "yalnızca Çekirge: hattın bittiği boş alandan sonra bir taş daha var", "hayır",
           required=False),
     Field("end_on_top", "Üstte bitirme soruldu", "flag",
           "yalnızca Uğur Böceği: hareketini Kovan'ın üstünde bitirip bitiremeyeceği", "hayır",
           required=False)),
    move_distance, read_move,
    ("orumcek kac alan gider", "cekirge 3 tasin ustunden atlarsa kac alan gider"),
))  # fmt: skip
register(Calculator(
    "hive-actions-per-turn", GAME, "Hive: bir turda ne oynanır",
    "Bir turda kaç hamle yapılır ve o hamle ne olabilir: taş koy ya da oynat, Arı Kraliçe'nin "
    "4. tur zorunluluğu, pas yok, hamle yoksa sıra atlanır.",
    (Field("action", "İstenen hamle", "choice", "koy, oynat, ikisi (aynı turda ikisi), pas",
           "oynat", required=False, choices=ACTIONS),
     Field("turn", "Kaçıncı tur", "int", "oyuncunun kendi turu, 1'den başlar", "4",
           required=False, minimum=1, maximum=MAX_TURN),
     Field("queen_placed", "Arı Kraliçe kondu mu", "flag", "evet / hayır; boş: bilinmiyor",
           "hayır", required=False),
     Field("has_move", "Geçerli hamle var mı", "flag", "evet / hayır; boş: var sayılır",
           "evet", required=False),
     _year_field(),
     Field("must", "Kraliçe bu tur zorunlu mu", "flag",
           "evet: konmamış Arı Kraliçe'nin bu tur konması şart mı soruldu (tur ile)", "hayır",
           required=False)),
    actions_per_turn, read_actions,
    ("ayni turda tas koyup hareket edebilir miyim", "4. turda kralice yoksa ne olur"),
))  # fmt: skip
register(Calculator(
    "hive-queen-turn", GAME, "Hive: Arı Kraliçe'nin turu",
    "Arı Kraliçe en geç hangi turda, kitapçığa göre en erken hangi turda konur; bir turda "
    "konup konamayacağı; koymak için kaç tur kaldığı.",
    (_year_field(),
     Field("earliest", "En erken tur", "flag", "evet: en erken, hayır: en geç", "hayır",
           required=False),
     Field("turn", "Sorulan tur", "int", "Arı Kraliçe bu turda konabilir mi", "5",
           required=False, minimum=1, maximum=MAX_TURN),
     Field("current_turn", "Şu anki tur", "int",
           "Arı Kraliçe henüz konmadıysa kaç tur kaldığı için; 1-4", "2",
           required=False, minimum=1, maximum=MAX_TURN),
     Field("before", "Kraliçe'den önce kaç taş", "flag",
           "evet: Arı Kraliçe konmadan en fazla kaç taş konur", "hayır", required=False),
     Field("options", "Kaç farklı tur", "flag",
           "evet: Arı Kraliçe kaç farklı turda konabilir (en erkenden 4. tura)", "hayır",
           required=False)),
    queen_turn, read_queen,
    ("kralice en gec kacinci turda konmali", "2010 kurallarinda kralice en erken kacinci tur"),
))  # fmt: skip
register(Calculator(
    "hive-bug-kinds", GAME, "Hive: böcek türü sayısı",
    "Bir baskıda (ya da paketlerle temel kutuda) kaç çeşit böcek var.",
    (_edition(), *_packs(),
     Field("group", "Hangi böcekler", "choice",
           "hepsi, temel (beş orijinal), genisleme (genişleme böcekleri)", "hepsi",
           required=False, choices=GROUPS),
     Field("count", "Adet", "int", "yalnızca bu kadar taşı olan türler (oyuncu başına)", "1",
           required=False, minimum=1, maximum=6),
     _per_player(),
     Field("compare", "Karşılaştırılan baskı", "choice",
           "sorulan baskının yanında türleri gösterilecek baskı: temel, pocket, carbon, ultimate",
           "temel", required=False, choices=tuple(EDITIONS))),
    bug_kinds, read_bug_kinds,
    ("ultimatede kac farkli tas turu var", "kac genisleme bocegi var",
     "ultimatede her oyuncuda 1 adet bulunan kac tas turu var"),
))  # fmt: skip
register(Calculator(
    "hive-bug-count", GAME, "Hive: bir böcekten kaç taş",
    "Bir böcek türünden oyuncu başına ya da kutuda kaç taş var (baskıya ve paketlere göre).",
    (Field("bug", "Böcek", "choice", _BUG_HELP, "cekirge", choices=tuple(BUGS)),
     _edition(), _per_player(), *_packs()),
    bug_count, read_bug_count,
    ("kutuda toplam kac cekirge var", "pocket ta kac tespih bocegi var"),
))  # fmt: skip
register(Calculator(
    "hive-pieces", GAME, "Hive: taş sayısı",
    "Bir baskıda, temel kutuya eklenen paketlerle ya da tek bir pakette oyuncu başına veya "
    "kutuda kaç taş var.",
    (_edition(), _per_player(), *_packs(),
     Field("compare", "Karşılaştırılan baskı", "choice",
           "sorulan baskının yanında farkı gösterilecek baskı: temel, pocket, carbon, ultimate",
           "temel", required=False, choices=tuple(EDITIONS)),
     Field("difference", "Fark", "flag",
           "evet: iki baskı arasındaki taş farkı (sorulan baskı − karşılaştırılan)", "hayır",
           required=False),
     Field("both", "Kutu ve oyuncu başı", "flag",
           "evet: hem kutudaki hem oyuncu başına düşen taş soruldu", "hayır", required=False),
     Field("ask_bugs", "Sorulan genişleme böcekleri", "text",
           "baskıda olup olmadığı sorulan böcekler, virgülle: " + ", ".join(EXPANSION_BUGS),
           "tespih-bocegi", required=False)),
    pieces, read_pieces,
    ("hive pocket kutusunda toplam kac tas var",
     "temel kutuya sivrisinek ve ugur bocegi eklersem kac tas olur",
     "pocketta temel kutudan kac tas fazla var"),
))  # fmt: skip
register(Calculator(
    "hive-neighbours", GAME, "Hive: komşu alan",
    "Altıgen bir taşın kaç komşu alanı var.", (), neighbours, read_neighbours,
    ("bir tasin kac komsusu olur",),
))  # fmt: skip
register(Calculator(
    "hive-players", GAME, "Hive: oyuncu sayısı",
    "Hive kaç kişiyle oynanır; sorulan oyuncu sayısıyla oynanıp oynanmayacağı.",
    (Field("players", "Sorulan oyuncu sayısı", "int", "kaç kişiyle oynamak istendiği", "3",
           required=False, minimum=1, maximum=20),),
    players, read_players,
    ("hive kac kisilik", "4 kisi hive oynanir mi"),
))  # fmt: skip


@register_checker
class HiveChecker(GameChecker):
    game = GAME

    def context(self, question: str, _result: CalcResult | None) -> HiveContext:
        return HiveContext(editions_in(fold(question)))

    def rules(self) -> list[Rule]:
        return list(RULES)

    def check(self, question: str, answer: str, result: CalcResult | None) -> list[Check]:
        """As the shared loop, with the answer's text and claims in the context: the Hive
        rules tell "Böcek" (the Beetle) from "böcek" (a bug) by its capital, and look at the
        other numbers of a sentence ("4 taş varsa 2 taş daha")."""
        sites = extract_sites(answer)
        eqs = equations(answer)
        ctx = self.context(question, result)
        ctx.answer, ctx.folded, ctx.sites = answer, fold(answer), sites
        return [self._check_site(site, sites, eqs, ctx, result) for site in sites]
