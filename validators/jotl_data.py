"""Gloomhaven: Jaws of the Lion rule data: every value a calculator uses, each with the
verbatim sentence of rules_corpus/gloomhaven-jotl/kurallar.md it comes from (`RuleRef`).

Nothing here computes; the calculators (validators/jotl_*.py) read these tables.
"""

from __future__ import annotations

from dataclasses import dataclass

from turkish import QUOTE_GAP
from validators.base import RuleRef

GAME = "gloomhaven-jotl"


def _ref(section: str, quote: str) -> RuleRef:
    return RuleRef(GAME, section, quote)


# --- Oyun Hakkında, Varyantlar -------------------------------------------------------------
ABOUT = "Oyun Hakkında"
CHARACTERS_REF = _ref(
    ABOUT,
    "Oynanabilir dört karakter vardır ve rolleri kitapçıkta şöyle tanımlanır: Demolitionist "
    "(yakın dövüş hasarı ve engel yıkma), Hatchet (menzilli hasar ve yağmalama),",
)
PLAYERS_REF = _ref(
    ABOUT,
    "Gloomhaven: Jaws of the Lion, 1-4 oyuncunun Gloomhaven şehrindeki karanlık olayları "
    "araştıran dört paralı askeri yönettiği kooperatif bir taktiksel savaş oyunudur.",
)
SCENARIOS_REF = _ref(
    ABOUT,
    "Kampanya Senaryo 1'de başlar ve Senaryo 17'de sonuca ulaşır; kutuda toplam 25 senaryo "
    "bulunur ve oyuncular seçimleriyle hangilerinin açılacağını belirler.",
)
TUTORIAL_SCENARIOS_REF = _ref(
    ABOUT,
    "Oyunun en belirgin farkı öğretici yapısıdır: kutudan çıkan Öğren ve Oyna Kılavuzu, "
    "kuralları ilk beş senaryo boyunca parça parça açar.",
)
VARIANTS = "Varyantlar"
SOLO_REF = _ref(
    VARIANTS, "Tek Kişilik Oyun: Tek başına oynayan bir oyuncu 2 ayrı karakter yönetir."
)
DIFFICULTY_VARIANT_REF = _ref(
    VARIANTS,
    "Zorluk Ayarı: Önerilen senaryo seviyesine -1 (Kolay), +1 (Zor) veya +2 (Çok Zor) "
    "uygulanır. Bu; canavar seviyesini, tuzak hasarını, para jetonu başına altını ve tamamlama "
    "bonusu deneyimi birlikte değiştirir.",
)
NEW_CHARACTER_REF = _ref(
    VARIANTS,
    "Grup ilerlemişken bile yeni bir karakter seviye 1'de (tüm '1' ve 'X' kartlarıyla) "
    "başlatılabilir.",
)
INTEGRATION_REF = _ref(
    VARIANTS,
    "Bu karakterlerin 'A' ve 'B' kartları olmadığı için kampanyanın ilk üç senaryosunu "
    "atlamaları en iyisidir; telafi olarak 40 altın, 10 deneyim ve 1 perk verilir.",
)

# --- Bileşenler ------------------------------------------------------------------------------
GUIDE_REF = _ref(
    "Öğren ve Oyna Kılavuzu (Learn to Play Guide)",
    "Kuralları ilk beş senaryo boyunca kademeli olarak öğreten 32 sayfalık ana kitapçık.",
)
SUPPLEMENT_REF = _ref(
    "Ek Senaryo Kitabı (Supplementary Scenario Book)",
    "İki sayfalık yaymaya sığmayan haritaların ek bölümlerini ve fazladan metinleri taşıyan "
    "yardımcı kitap. Senaryo 3'ten itibaren kullanılır.",
)
STICKER_REF = _ref(
    "Çıkartma Sayfası (Sticker Sheet)",
    "Şehir haritasına yapıştırılan 25 lokasyon çıkartması. Kalıcıdır; oyununuzda kalıcı "
    "değişiklik istemiyorsanız yok sayıp açılan senaryoları başka yolla takip edebilirsiniz.",
)
MINIATURE_REF = _ref(
    "Minyatür (küçük kutularda)",
    "Resmi bileşen listesindeki minyatür sayısı. Dördü oyunun başında seçilen karakterlere "
    "aittir; kalanları kampanya sırasında açılan mühürlü kutulardan çıkar.",
)
MAT_REF = _ref(
    "Karakter Levhası (Character Mat)",
    "Her karakter için görsel, tanıtım metni, el limiti (sağ üst köşede), her seviyedeki "
    "maksimum can değeri ve ıskarta/aktif/kayıp kart ile durum jetonu alanları.",
)
# A value printed on the mat is not in the rule text: the lead says so the way every
# calculator does (validators/base.py, UNSTATED_LEAD), so the gate answers "the rules do not
# say; it is on your character mat" instead of presenting it as a rule's answer.
MAT_LEAD = "Kural metninde sayı yok: karakter levhasında yazar"
XP_SHEET_REF = _ref(
    "Karakter Sayfası Bloğu (Character Sheet Pad)",
    "İsim, seviye, deneyim, altın, eşya, perk kutuları ve savaş hedefi onay işaretlerinin "
    "yazıldığı sarf edilebilir sayfalar. Seviye eşikleri (0/45/95/150/210/275/345/420/500) bu "
    "sayfada basılıdır.",
)
MODIFIER_SECTION = "Saldırı Modifiye Kartı (Attack Modifier Card)"
DECK_REF = _ref(
    MODIFIER_SECTION,
    "Başlangıç destesi 20 karttır: 6x +0, 5x +1, 5x -1, 1x +2, 1x -2, 1x 2x (çift hasar) ve 1x "
    "Null (ıska).",
)
DECKS_REF = _ref(
    MODIFIER_SECTION,
    "Her karakterin kendi destesi vardır, canavarlar tek ortak deste paylaşır. Başlangıç "
    "destesi 20 karttır: 6x +0, 5x +1, 5x -1,",
)
DECK_INCLUDES_REF = _ref(
    MODIFIER_SECTION,
    "Bu sayıya perklerle eklenen karakter özel kartları ile Lanet ve Kutsama kartları da dahildir.",
)
ABILITY_SECTION = "Canavar Yetenek Kartı (Monster Ability Card)"
ABILITY_DECK_REF = _ref(
    ABILITY_SECTION,
    "Her canavar setinin 8 kartlık tam destesi bulunur (öğretici için 4 kartlık 'Basic' "
    "desteler de vardır). Her tur set başına 1 kart açılır;",
)
BOSS_DECK_REF = _ref(
    ABILITY_SECTION,
    "kartın sol üstündeki değer setin inisiyatifini, gövdesi o turki eylemleri belirler. "
    "Ayrıca tüm bosslar için ortak bir 'Boss' destesi vardır.",
)
STAT_REF = _ref(
    "Canavar İstatistik Kartı (Monster Stat Card)",
    "13 normal canavar seti ve 3 boss için istatistik kartları. Her kart 0-7 arası seviye "
    "grubuna sahiptir;",
)
STAND_REF = _ref(
    "Plastik Stand (Plastic Stand)",
    "16 beyaz (normal canavar) ve 8 altın (elit canavar) plastik taban. Boss'lar normal veya "
    "elit sayılmadığı için her iki renk de kullanılabilir.",
)
ELEMENT_BOARD_REF = _ref(
    "Element Tahtası (Element Board)",
    "Güçlü (Strong), Zayıflayan (Waning) ve Etkisiz (Inert) sütunlarından oluşan tahta. "
    "Senaryo 4'ten itibaren kullanılır.",
)
CONDITIONS_REF = _ref(
    "Durum Jetonu (Condition Token)",
    "Oyundaki dokuz durum için jetonlar: Şaşkınlık, Hareketsizlik, Sersemletme, "
    "Silahsızlandırma, Zehir, Yara, Lanet (negatif) ve Güçlendirme, Kutsama (pozitif).",
)
ITEM_TYPES_REF = _ref(
    "Eşya Kartı (Item Card)",
    "Senaryolar arasında satın alınan veya ödül olarak kazanılan ekipmanlar. Beş tür vardır: "
    "baş, vücut, ayak, el ve küçük.",
)
GOAL_CARD_REF = _ref(
    "Savaş Hedefi Kartı (Battle Goal)",
    "Senaryo 4'ten itibaren her senaryo başında her oyuncuya gizlice 2 kart dağıtılır, biri "
    "seçilip diğeri ıskarta edilir.",
)
EVENT_CARD_REF = _ref(
    "Olay Kartı (Event Card)",
    "Senaryo 3'ten itibaren her başarılı senaryodan sonra 1 olay kartı çözülür. Ön yüzde giriş "
    "metni ve iki seçenek,",
)
DIVIDER_REF = _ref(
    "Kart Ayracı (Card Divider)",
    "Yeni/karşılaşılmış olaylar, mevcut/mevcut olmayan eşyalar ve canavar saldırı modifiye "
    "kartlarını ayıran üç ayraç.",
)
TRAP_TILE_REF = _ref(
    "Tuzak Karosu (Trap Tile)",
    "Hasar tuzaklarına senaryo seviyesine uygun hasar jetonu konur; bazı tuzaklar hasar yerine "
    "durum uygular.",
)
DAMAGE_TOKEN_REF = _ref(
    "Hasar Jetonu (Damage Token)",
    "32 adet 1'lik, 12 adet 3'lük ve 6 adet 10'luk jeton. Canavarların aldığı hasarı "
    "istatistik zarfının ilgili bölmesinde takip etmek için kullanılır.",
)
COIN_DROP_REF = _ref(
    "Para Jetonu (Money Token)",
    "Haritada toplanan para jetonları. Ayrıca bir canavar öldüğünde öldüğü hexe 1 para jetonu "
    "bırakılır. Senaryo sonunda senaryo seviyesine göre altına çevrilir.",
)

# --- Puan Hesaplama, Oyun Bitiş Koşulları -------------------------------------------------
TUTORIAL_BONUS_REF = _ref(
    "Puan Hesaplama",
    "Başarılı bir senaryonun sonunda kazanılanlar: - Senaryo seviyesine bağlı bonus deneyim "
    "(öğreticideki beş senaryoda 6) - Toplanan para jetonlarının senaryo seviyesine göre "
    "altına çevrilmesi",
)
REWARD_PERK_REF = _ref(
    "Puan Hesaplama",
    "- Senaryonun ödül metnindeki özel kazanımlar: açılan yeni lokasyonlar, eşyalar, altın, perk "
    "veya deneyim",
)
END = "Oyun Bitiş Koşulları"
CARRY_REF = _ref(
    END,
    "Başarısızlıktan Sonra: Senaryo baştan kurulup tekrar oynanır. O ana kadar kazanılan para "
    "jetonları ve deneyim bir sonraki denemeye TAŞINIR.",
)
LEVEL_ZERO_REF = _ref(
    END,
    "Zorlanıyorsanız senaryo başında tüm canavar istatistik kartlarını seviye 0'a "
    "çevirebilirsiniz.",
)
CAMPAIGN_END_REF = _ref(
    END,
    "Kampanya Sonu: Kampanya Senaryo 1'de başlar ve Senaryo 17'de sonuca ulaşır. Oyuncular "
    "hikâye bittikten sonra da, oynanabilir senaryo kaldığı sürece oynamaya devam edebilir.",
)

# --- Oyun Akışı: kart seçimi, inisiyatif, tur sonu -------------------------------------------
SELECTION = "Kart Seçimi (Card Selection)"
SELECT_REF = _ref(
    SELECTION,
    "Her oyuncu, elindeki kartlardan 2 tanesini gizlice ve eş zamanlı seçip önüne yüzü kapalı "
    "koyar.",
)
LOW_FIRST_REF = _ref(
    SELECTION,
    "Bu ikisinden birini 'inisiyatif kartı' olarak belirler; kartın ortasındaki değer o "
    "turdaki sıranı belirler ve düşük değer önce oynar.",
)
LONG_REST_SELECT_REF = _ref(
    SELECTION,
    "Uzun Dinlenme alternatifi: 2 kart seçmek yerine Uzun Dinlenme ilan edebilirsin — ancak "
    "bunun için ıskarta yığınında en az 2 kart olmalıdır. İnisiyatif değerin 99 olur.",
)
EXHAUST_SELECT_REF = _ref(
    SELECTION,
    "Tükenme: Kart seçimi sırasında 2 kart oynayamıyor ve Uzun Dinlenme de ilan edemiyorsan, "
    "anında tükenirsin.",
)
ORDER = "İnisiyatif Sıralama (Ordering of Initiative)"
INITIATIVE_REF = _ref(
    ORDER,
    "Tüm inisiyatif sırası jetonları küçükten büyüğe dizilir. Beraberlik: Karakter ile canavar "
    "arasında beraberlik olursa karakter önce oynar.",
)
INITIATIVE_TIE_REF = _ref(
    ORDER,
    "İki karakter arasında beraberlik olursa ikinci kartlarının inisiyatif değeri "
    "karşılaştırılır. Birden fazla karakter Uzun Dinlenme yapıyorsa aralarındaki sırayı "
    "kendileri seçer.",
)
ROUND_END = "Tur Sonu (End of Round)"
HALVES_REF = _ref(
    ROUND_END,
    "Sırası gelen oyuncu, oynadığı 2 karttan birinin ÜST aksiyonunu, diğerinin ALT aksiyonunu "
    "kullanır. İki üst veya iki alt aksiyon kullanılamaz.",
)
SHUFFLE_REF = _ref(
    ROUND_END,
    "2x veya Null kartı açılmış olan her saldırı modifiye destesinin ıskartası desteye "
    "karıştırılır (bu kartlarda karıştırma ikonu vardır).",
)
BASIC_REF = _ref(
    ROUND_END,
    "Kartta basılı aksiyonlar yerine, herhangi bir kart üst aksiyon olarak 'Saldırı 2', alt "
    "aksiyon olarak 'Hareket 2' yapmak için kullanılabilir.",
)
ROUND_END_ELEMENTS_REF = _ref(
    ROUND_END,
    "Element tahtasındaki tüm elementler bir sütun sola kayar: Güçlü → Zayıflayan, Zayıflayan "
    "→ Etkisiz.",
)

# --- Hareket, Saldırı ------------------------------------------------------------------------
MOVE = "Hareket (Move)"
MOVE_REF = _ref(
    MOVE,
    "'Hareket X' bir figürün en fazla X hex hareket etmesini sağlar; tüm hareket puanlarını "
    "kullanmak zorunda değilsin.",
)
DIFFICULT_REF = _ref(
    MOVE,
    "Zor arazi (mor kenarlı) hexine girmek aynı anda 2 hareket puanı gerektirir. Bu fazladan "
    "maliyet canavar odaklamasında da hesaba katılır.",
)
JUMP_REF = _ref(
    MOVE,
    "Atlama (Jump): Atlama ile yapılan hareketin her hexi arazi ve düşman figürlerinden "
    "etkilenmez — engellerin ve düşmanların üzerinden geçilebilir, tuzaklar tetiklenmez, zor "
    "arazi cezası uygulanmaz.",
)
# --- Odaklama --------------------------------------------------------------------------------
FOCUS = "Odaklama (Monster Focus)"
FOCUS_REF = _ref(
    FOCUS,
    "Odak, saldırısını EN AZ HAREKETLE gerçekleştirebileceği karakterdir — bu her zaman fiziksel "
    "olarak en yakın karakter değildir.",
)
FOCUS_RANGE_REF = _ref(
    FOCUS,
    "Odak, saldırısını EN AZ HAREKETLE gerçekleştirebileceği karakterdir — bu her zaman fiziksel "
    "olarak en yakın karakter değildir. Zaten saldırı menzilindeyse yol aramaya gerek kalmaz.",
)
FOCUS_TIE_REF = _ref(
    FOCUS,
    "Birden fazla karaktere aynı hareket miktarıyla ulaşılabiliyorsa, inisiyatif sırasında daha "
    "erken olan karakter odak olur.",
)
FOCUS_REACH_REF = _ref(
    FOCUS,
    "Canavarın o tur hedefine ulaşıp ulaşamaması önemli değildir: sonsuz hareketle bir yol varsa "
    "odaklanma gerçekleşir.",
)
ATTACK = "Saldırı (Attack)"
ATTACK_REF = _ref(
    ATTACK,
    "'Saldırı X', menzil içindeki bir düşmana temel X hasar verdirir. Figürler aksi "
    "belirtilmedikçe müttefiklerine saldıramaz.",
)
MODIFIER_REF = _ref(
    ATTACK,
    "Sayı kartları saldırı değerine eklenir/çıkarılır; 2x kartı toplam değeri ikiye katlar; Null "
    "kartı saldırı değerini 0 yapar.",
)
DRAW_REF = _ref(
    ATTACK, "Modifiye Kartı: Her ayrı hedef için saldırı modifiye destesinden 1 kart çevrilir."
)
ADVANTAGE_REF = _ref(
    ATTACK,
    "Avantaj ve Dezavantaj: Avantajda 2 kart çekilip iyisi, Dezavantajda 2 kart çekilip kötüsü "
    "uygulanır.",
)
ADVANTAGE_STACK_REF = _ref(
    ATTACK,
    "Aynı saldırıda birden fazla Avantaj/Dezavantaj birikmez ve ikisi bir arada varsa "
    "birbirini götürür.",
)
ADVANTAGE_UNCLEAR_REF = _ref(
    ATTACK,
    "Dezavantajda hangi kartın kötü olduğu belirsizse ilk çekilen kart uygulanır; Avantajda "
    "oyuncu istediğini seçer.",
)
RANGED_REF = _ref(
    ATTACK,
    "Kritik kural: Menzilli bir saldırı komşu bir düşmanı hedeflerse saldırı Dezavantajlı olur.",
)
TARGET_REF = _ref(
    ATTACK,
    "Hedef X (Target X): Saldırının altında 'Hedef X' yazıyorsa menzil içinde X ayrı düşman "
    "hedeflenebilir. Aynı düşman aynı yetenekle birden fazla kez hedeflenemez ve her hedef için "
    "ayrı modifiye kartı çekilir.",
)
SHIELD_REF = _ref(
    ATTACK,
    "Kalkan (Shield): 'Kalkan X' aktif bir bonustur; saldırıdan gelen hasarı X azaltır (en az 0). "
    "Kalkan, saldırı bonusları ve modifiye kartı hesaplandıktan SONRA uygulanır.",
)
SHIELD_STACK_REF = _ref(
    ATTACK,
    "Birden çok kalkan birikir. Kalkan yalnızca saldırı hasarını azaltır — tuzak hasarı gibi "
    "diğer kaynaklara etki etmez.",
)

# --- İyileştirme, durumlar, elementler -----------------------------------------------------
HEAL_SECTION = "İyileştirme, Yağmalama ve Diğer Yetenekler"
HEAL_REF = _ref(
    HEAL_SECTION,
    "İyileştirme (Heal X): Belirtilen menzildeki bir müttefiğin veya kendinin canını X kadar "
    "arttırır. Maksimum can değerinin üstüne çıkılamaz.",
)
NO_KILL_XP_REF = _ref(
    HEAL_SECTION,
    "Metin özel bir koşul yazıyorsa o koşul sağlanmalıdır. Karakterler canavar öldürmekten "
    "kendiliğinden deneyim KAZANMAZ.",
)
NEGATIVE = "Negatif Durumlar"
MUDDLE_REF = _ref(
    NEGATIVE,
    "- Şaşkınlık (Muddle): Figürün tüm saldırıları Dezavantajlı olur. - Hareketsizlik "
    "(Immobilize): Figür hiçbir Hareket yeteneği kullanamaz.",
)
STUN_REF = _ref(
    NEGATIVE,
    "- Sersemletme (Stun): Figür hiçbir yetenek kullanamaz (hareket ve saldırı dahil). - "
    "Silahsızlandırma (Disarm): Figür hiçbir Saldırı yeteneği kullanamaz.",
)
POISON_REF = _ref(
    NEGATIVE,
    "Zehir (Poison): Figürü hedefleyen tüm saldırılara +1 saldırı bonusu eklenir; bu bonus "
    "modifiye kartından ÖNCE uygulanır.",
)
POISON_HEAL_REF = _ref(
    NEGATIVE,
    "Zehir yalnızca iyileştirmeyle kaldırılır, ancak zehir o iyileştirmenin canı arttırmasını "
    "engeller.",
)
WOUND_REF = _ref(
    NEGATIVE,
    "- Yara (Wound): Figür kendi her sırasının başında 1 hasar alır. Yalnızca iyileştirmeyle "
    "kaldırılır;",
)
WOUND_HEAL_REF = _ref(
    NEGATIVE,
    "zehrin aksine iyileştirme hem yarayı kaldırır hem de canı arttırır (figürde ayrıca zehir "
    "varsa her iki durum da kaldırılır ve iyileştirmenin başka etkisi olmaz).",
)
CURSE_ADD_REF = _ref(
    NEGATIVE, "- Lanet (Curse): Hedefin saldırı modifiye destesine 1 Lanet kartı karıştırılır."
)
CURSE_REF = _ref(
    NEGATIVE,
    "Kart, çekilene kadar destede kalır; çekildiğinde saldırı değerini 0 yapar ve desteden "
    "çıkarılır. Bir desteye en fazla 10 Lanet kartı konabilir.",
)
STACKING_REF = _ref(
    NEGATIVE,
    "Canavarlar için 'm', karakterler için yıldız işaretli Lanet kartları kullanılır. Not: Bir "
    "figürde aynı anda birden fazla zehir veya yara bulunamaz.",
)
POSITIVE = "Pozitif Durumlar"
STRENGTHEN_REF = _ref(
    POSITIVE,
    "- Güçlendirme (Strengthen): Figürün tüm saldırıları Avantajlı olur. Bir sonraki tam "
    "sıranın sonunda kaldırılır.",
)
BLESS_ADD_REF = _ref(
    POSITIVE, "- Kutsama (Bless): Figürün saldırı modifiye destesine 1 Kutsama kartı karıştırılır."
)
BLESS_CARD_REF = _ref(
    POSITIVE,
    "Çekilene kadar destede kalır; çekildiğinde 2x kartı gibi davranır (saldırı değerini ikiye "
    "katlar) ve desteden çıkarılır.",
)
BLESS_REF = _ref(
    POSITIVE,
    "Oyunda 10 Kutsama kartı vardır ve herhangi bir desteye konabilirler.",
)
SCENARIO_END_CARDS_REF = _ref(
    POSITIVE,
    "Oyunda 10 Kutsama kartı vardır ve herhangi bir desteye konabilirler. Hem Lanet hem Kutsama "
    "kartları, çekilmedilerse senaryo sonunda tüm destelerden çıkarılır.",
)
ELEMENTS_REF = _ref(
    POSITIVE,
    "Oyunda altı element vardır: Ateş, Buz, Hava, Toprak, Işık ve Karanlık. Elementler Senaryo "
    "4'ten itibaren devreye girer",
)
ELEMENT_COLUMNS_REF = _ref(
    POSITIVE,
    "Element tahtasının üç sütunu vardır: Güçlü (Strong), Zayıflayan (Waning) ve Etkisiz (Inert).",
)
INFUSE_REF = _ref(
    "Element Üretme (Infusing)",
    "o aksiyonun herhangi bir kısmını uygulayan figür sahayı o elementle doldurmak zorundadır. "
    "İlgili jeton, aksiyonun yapıldığı SIRANIN sonunda 'Güçlü' sütununa taşınır.",
)
CONSUME_REF = _ref(
    "Element Tüketme (Consuming)",
    "İlgili jeton 'Güçlü' veya 'Zayıflayan' sütunundaysa tüketilebilir ve doğrudan 'Etkisiz' "
    "sütununa taşınır.",
)
CYCLE_REF = _ref(
    "Element Döngüsü",
    "Her TURUN sonunda tüm elementler bir sütun sola kayar: 'Güçlü' olan 'Zayıflayan'a, "
    "'Zayıflayan' olan 'Etkisiz'e düşer.",
)
CYCLE_OWN_REF = _ref(
    "Element Döngüsü",
    "Senden sonra oynayan müttefiklerin (ve canavarlar) o elementi kullanabilir; sen ise ancak "
    "bir sonraki tur, element 'Zayıflayan' durumdayken kullanabilirsin.",
)

# --- Dinlenme, hasar, tükenme, canavarlar -------------------------------------------------
SHORT_REST_REF = _ref(
    "Kısa Dinlenme (Short Rest)",
    "Tur sonunda yapılır ve bir sıra harcamaz; ıskarta yığınında en az 2 kart olması gerekir. "
    "Karakter ıskarta yığınını karıştırır, rastgele 1 kartı kayıp yığınına koyar ve geri "
    "kalanını eline alır.",
)
REROLL_REF = _ref(
    "Kısa Dinlenme (Short Rest)",
    "Kaybedilen karttan memnun değilse 1 hasar alarak ıskartadan başka bir rastgele kart "
    "kaybedebilir; bu her kısa dinlenmede yalnızca bir kez yapılabilir.",
)
LONG_REST = "Uzun Dinlenme (Long Rest)"
LONG_REST_REF = _ref(
    LONG_REST,
    "Kart seçimi sırasında, 2 kart seçmek yerine ilan edilir; bunun için ıskarta yığınında en "
    "az 2 kart bulunmalıdır. O tur karakterin sırası inisiyatif 99'da gelir",
)
LONG_REST_STEPS_REF = _ref(
    LONG_REST,
    "1. Iskartalarından birini seçip kayıp yığınına koyar, geri kalanını eline alır. 2. "
    "'İyileştirme 2, Kendine' aksiyonunu uygular.",
)
DAMAGE = "Hasar, Kayıp Kart ve Tükenme"
NEGATE_REF = _ref(
    DAMAGE,
    "o hasar kaynağının TAMAMINI engellemek için elinden 1 kart VEYA ıskarta yığınından 2 kart "
    "kaybedebilirsin. Kısmi engelleme yoktur; hasarın büyüklüğü de maliyeti değiştirmez.",
)
NEGATE_HAND_REF = _ref(
    DAMAGE,
    "Önemli ayrıntı: o tur için seçtiğin 2 kart elinde sayılmaz — bunlar ancak sıran geldiğinde "
    "ıskartaya taşınır.",
)
EXHAUST_REF = _ref(
    DAMAGE,
    "Tükenme (Exhaustion): Bir karakter iki şekilde tükenir: 1. Mevcut can puanı 0'a veya "
    "altına düşerse. 2. Tur başındaki kart seçiminde 2 kart oynayamıyor ve Uzun Dinlenme de "
    "ilan edemiyorsa.",
)
MONSTER_CARD_REF = _ref(
    DAMAGE,
    "Canavar yetenek kartları karakter kartlarından farklı olarak mutlak değil değişim değeri "
    "verir: kart 'Saldırı +1' diyorsa ve canavarın temel saldırısı 2 ise, canavar 'Saldırı 3' "
    "yapar.",
)
OBJECTIVE_REF = _ref(
    "Odalar, Ortaya Çıkma ve Bosslar",
    "Maksimum can değerleri senaryonun özel kurallarında tanımlanır ve genellikle 'C' "
    "(senaryoya başlayan karakter sayısı) içeren bir formülle verilir.",
)
NEGATE_FAQ_REF = _ref(
    "Sık Sorulan Sorular",
    "Kısmi engelleme yoktur ve maliyet hasarın büyüklüğünden bağımsızdır — 1 hasar için de 10 "
    "hasar için de aynıdır.",
)

# --- Deneyim, perkler, altın ve eşyalar ----------------------------------------------------
XP_SECTION = "Deneyim ve Seviye Atlama"
XP_SOURCES_REF = _ref(
    XP_SECTION,
    "Deneyim üç yoldan kazanılır: yetenek kartlarındaki deneyim sembolleri, kalıcı "
    "bonuslardaki deneyim ikonlu hanelerden jeton geçmesi ve senaryoyu başarıyla tamamlama "
    "bonusu.",
)
XP_BONUS_REF = _ref(
    XP_SECTION,
    "Tamamlama bonusu senaryo seviyesine bağlıdır (öğreticideki beş senaryo için 6 deneyim). "
    "Canavar öldürmek kendiliğinden deneyim vermez.",
)
XP_REF = _ref(
    XP_SECTION,
    "Seviye eşikleri: Seviye 2 için 45, 3 için 95, 4 için 150, 5 için 210, 6 için 275, 7 için "
    "345, 8 için 420, 9 için 500 deneyim.",
)
LEVEL_UP_CARD_REF = _ref(
    XP_SECTION,
    "Seviye atlarken üç adım uygulanır: 1. Yeni seviyene eşit veya daha düşük seviyedeki "
    "kartlardan 1 tanesini havuzuna ekle.",
)
LEVEL_UP_REF = _ref(
    XP_SECTION,
    "2. 1 perk kazan. 3. Maksimum can değerin, karakter levhasında yeni seviyenin altındaki "
    "beyaz sayıya yükselir.",
)
XP_KEPT_REF = _ref(
    XP_SECTION,
    "Seviye atlayan karakter toplam deneyimini sıfırlamaz; deneyim asla kaybedilmez. El limiti "
    "seviyeyle değişmez",
)
GOALS = "Savaş Hedefleri ve Perkler"
GOALS_REF = _ref(
    GOALS,
    "Savaş Hedefleri: Senaryo 4'ten itibaren her senaryo başında her karaktere gizlice 2 savaş "
    "hedefi kartı dağıtılır, biri seçilip diğeri ıskarta edilir.",
)
GOAL_CHECK_REF = _ref(
    GOALS,
    "Senaryo BAŞARIYLA tamamlanırsa ve koşul sağlanmışsa karakter 1 onay işareti kazanır. "
    "Senaryo kaybedilirse savaş hedeflerinden hiçbir şey kazanılmaz.",
)
PERK_REF = _ref(
    GOALS,
    "Perkler: Karakterler her 3 onay işaretinde bir ve her seviye atlayışta 1 perk kazanır.",
)
PERK_DECK_REF = _ref(
    GOALS,
    "Her perk, karakter sayfasındaki listeden bir etki seçip kutusunu işaretlemek ve etkiyi "
    "saldırı modifiye destesine uygulamaktır: desteden kötü kartları çıkarmak ve/veya karakter "
    "kutusundaki özel modifiye kartlarından iyi olanları eklemek.",
)
CHECKMARK_REF = _ref(
    GOALS,
    "Kazansan da kaybetsen de kart ıskarta edilir ve sonraki senaryoda yenisi seçilir. Bir "
    "karakter en fazla 18 onay işareti biriktirebilir.",
)
GOLD = "Altın ve Eşyalar"
COINS_REF = _ref(
    GOLD,
    "Senaryo sırasında toplanan para jetonları senaryo sonunda altına çevrilir; oran senaryo "
    "seviyesine bağlıdır (öğreticideki beş senaryoda jeton başına 2 altın).",
)
LOOT_AFTER_END_REF = _ref(
    "Sık Sorulan Sorular",
    "Senaryo, hedefin tamamlandığı turun SONUNDA biter. Yani son canavar öldükten sonra bile "
    "turun kalanı normal şekilde oynanır ve bu sürede para jetonu toplayıp hazine karosu "
    "yağmalayabilirsin.",
)
TRANSFER_REF = _ref(
    GOLD,
    "Haritada kalan veya bir canavarın yağmaladığı jetonlar alınamaz. Karakterler altını veya "
    "para jetonlarını birbirine hiçbir zaman veremez.",
)
BUY_REF = _ref(
    GOLD,
    "Satın alma: Kartın altın değeri ödenerek mağazadan alınır. Bir karakter aynı eşyadan "
    "birden fazlasına sahip olamaz.",
)
SELL_REF = _ref(
    GOLD,
    "- Satma: Eşya, altın değerinin yarısına (yukarı yuvarlanmış) mağazaya satılır. - Takas: "
    "Oyuncular senaryolar arasında eşyaları serbestçe aktarabilir.",
)
GOLD_TRADE_REF = _ref(
    GOLD,
    "Takas: Oyuncular senaryolar arasında eşyaları serbestçe aktarabilir. Altın takas edilemez.",
)
SLOTS_REF = _ref(
    GOLD,
    "Karakterler istedikleri kadar eşyaya sahip olabilir ama bir senaryoya en fazla 1 baş, 1 "
    "vücut, 1 ayak, 2 el ve 1 küçük eşya getirebilir.",
)
SMALL_ITEMS_REF = _ref(
    GOLD,
    "Seviye 3'ten itibaren getirilebilecek küçük eşya sayısı, karakter seviyesinin yarısı "
    "(yukarı yuvarlanmış) kadardır.",
)
EVENT_LOSS_REF = _ref(
    GOLD,
    "Altın kaybetmesi istenen karakterin yeterli altını yoksa sadece elindekini kaybeder. "
    "Çözülen olay kartı oyundan kalıcı olarak çıkar.",
)
LEVEL_EFFECT_REF = _ref(
    GOLD,
    "Senaryo seviyesi, canavarların gücünü, tuzak hasarını, para jetonlarının altın karşılığını "
    "ve tamamlama bonusu deneyimi doğrudan belirler.",
)

# --- Senaryo seviyesi ------------------------------------------------------------------------
LEVEL_SECTION = "Senaryo Seviyesi Hesaplama"
LEVEL_REF = _ref(
    LEVEL_SECTION,
    "Önerilen ('Normal') senaryo seviyesi: karakterlerin seviye ortalaması ikiye bölünür ve "
    "yukarı yuvarlanır.",
)
LEVEL_EXAMPLE_REF = _ref(
    LEVEL_SECTION,
    "Örnek: Tüm karakterler seviye 2 ise ortalama 2, ikiye bölününce 1 — yani senaryo seviyesi "
    "hâlâ 1'dir. Ancak biri seviye 3'e ulaştığında senaryo seviyesi 2'ye çıkar.",
)
DIFFICULTY_REF = _ref(
    LEVEL_SECTION,
    "Zorluk ayarı önerilen seviyenin üstüne uygulanır: - Kolay (Easy): önerilen seviye - 1 - "
    "Normal: önerilen seviye - Zor (Hard): önerilen seviye + 1 - Çok Zor (Very Hard): önerilen "
    "seviye + 2",
)
MONSTER_LEVEL_REF = _ref(
    LEVEL_SECTION,
    "Canavar seviyesi her zaman senaryo seviyesine eşittir (istatistik kartı zarfta o satırı "
    "gösterecek şekilde döndürülür).",
)
TABLE_SECTION = "Senaryo Seviyesi Tablosu"


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
TABLE_HEADER = "Senaryo Sev. | Canavar Sev. | Altın/Jeton | Tuzak Hasarı | Bonus Deneyim"


def row_ref(level: int) -> RuleRef:
    """The table's header and the row, joined with " … ": a row of bare numbers alone does
    not say which column is gold and which is trap damage."""
    return _ref(TABLE_SECTION, f"{TABLE_HEADER}{QUOTE_GAP}{LEVEL_TABLE[level].cells()}")


DIFFICULTY = {"easy": -1, "normal": 0, "hard": 1, "very_hard": 2}
DIFFICULTY_NAMES = {"easy": "Kolay", "normal": "Normal", "hard": "Zor", "very_hard": "Çok Zor"}
XP_THRESHOLDS = {1: 0, 2: 45, 3: 95, 4: 150, 5: 210, 6: 275, 7: 345, 8: 420, 9: 500}
MODIFIER_DECK = {"+0": 6, "+1": 5, "-1": 5, "+2": 1, "-2": 1, "2x": 1, "null": 1}
MAX_CHECKMARKS, CHECKS_PER_PERK, MAX_CURSES, BLESS_CARDS = 18, 3, 10, 10
MAX_LEVEL = 9
SLOTS = {"bas": 1, "vucut": 1, "ayak": 1, "el": 2, "kucuk": 1}
SLOT_NAMES = {"bas": "baş", "vucut": "vücut", "ayak": "ayak", "el": "el", "kucuk": "küçük"}
LONG_REST_INITIATIVE, LONG_REST_HEAL, REST_MIN_DISCARD = 99, 2, 2
BASIC_ATTACK, BASIC_MOVE = 2, 2
INTEGRATION = {"altin": 40, "deneyim": 10, "perk": 1, "senaryo": 3}
