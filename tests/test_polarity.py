"""turkish/polarity.py: reading a statement as yes or no to a yes/no question's predicate."""

from __future__ import annotations

import pytest

from assistant.answerers.rulings import fitted_answer, with_reading
from assistant.question import Question, QuestionAnalyser
from turkish.polarity import (
    answer_polarity,
    predicate_root,
    question_predicate,
    tag_polarity,
    tagged_predicate,
)


@pytest.mark.parametrize(
    ("question", "predicate", "root"),
    [
        ("bu karti simdi verebilir miyim", "verebilir", "ver"),
        ("tas ustune cikarsa olurmu", "olur", "ol"),
        ("sira bende mi, kaybettim mi", "kaybettim", "kaybet"),
        ("bahce de sayiliyo mu", "sayiliyo", "sayil"),
        ("ayni turda ikisini alabiliyo muyum", "alabiliyo", "al"),
        ("her tur cekmek zorunda miyim", "zorunda", "zorunda"),
        ("once kurulum gerekir mi", "gerekir", "gerek"),
        ("kart oynamak icin sira var mi", "var", "var"),
        # roots that end in r keep it: only one aorist is stripped
        ("kartlarimizi gosterebilir miyiz", "gosterebilir", "goster"),
        ("bosalan hexe girip saldirabilir miyim", "saldirabilir", "saldir"),
        ("emri sag kanada kaydirabilirmiyim", "kaydirabilir", "kaydir"),
        ("bu kart oyunu bitirir mi", "bitirir", "bitir"),
        ("rakip tekrar oynuyordu mu", "oynuyordu", "oyn"),
        # a noun predicate with its particle typed on
        ("kraliceyi koymak zorundamiyim", "zorunda", "zorunda"),
        ("bu hamle yasakmi", "yasak", "yasak"),
        # "X olan mı … VERB": the particle asks which one, the verb is what is asked
        ("inisiyatifi yuksek olan mi once oynuyo", "oynuyo", "oyn"),
        ("en cok binasi olan mi kazanir", "kazanir", "kazan"),
    ],
)
def test_predicate_and_root(question: str, predicate: str, root: str) -> None:
    assert question_predicate(question) == predicate
    assert predicate_root(predicate) == root


def test_no_particle_no_predicate() -> None:
    assert question_predicate("kac zar atilir") is None
    assert answer_polarity("kac zar atilir", "3 zar atılır.") is None


@pytest.mark.parametrize(
    ("question", "statement", "expected"),
    [
        # ability: affirmative and negative forms, active and passive
        ("parayi arkadasima verebilir miyim", "Hiç veremezsin: para verilmez.", "hayir"),
        ("parayi arkadasima verebilir miyim", "Verebilirsin; bunun sınırı yoktur.", "evet"),
        (
            "takim arkadasimla kartlarimizi gosterebilir miyiz",
            "Takım arkadaşları kartlarını birbirine gösterebilir ve strateji konuşabilir.",
            "evet",
        ),
        ("oraya saldirabilir miyim", "O tur saldıramaz.", "hayir"),
        ("kraliceyi koymak zorundamiyim", "Arı Kraliçe'ni oyuna sokmak zorundasın.", "evet"),
        ("bina almak zorundamiyim", "Bina almak zorunda değilsin.", "hayir"),
        ("ikinci karti da kullanabilirmiyim", "İkinci kart da kullanılabilir.", "evet"),
        ("ikinci karti da kullanabilirmiyim", "İkinci kart kullanılamaz.", "hayir"),
        # aspect and aorist
        ("yedekteki binalar sayiliyo mu", "Yedekteki binalar sayılmaz.", "hayir"),
        ("yedekteki binalar sayilir mi", "Yedekteki binalar da sayılır.", "evet"),
        ("bu tur oynuyo mu", "Bu tur oynamıyor, sonraki tur oynar.", None),  # both ways
        ("kule puan aliyo mu", "Kule 2 puan alır.", "evet"),
        ("kule puan aliyo mu", "Kule puan almaz.", "hayir"),
        # noun predicates and existence
        ("bunu yapmak zorunda miyim", "Bunu yapmak zorundasın.", "evet"),
        ("bunu yapmak zorunda miyim", "Bunu yapmak zorunda değilsin.", "hayir"),
        ("oyunda gizli bilgi var mi", "Gizli bilgi yoktur.", "hayir"),
        ("oyunda zar var mi", "Zar vardır.", "evet"),
        # a causative form ("-ır") of the asked verb answers it
        ("zehirliyken canim artiyo mu", "İyileştirme canı artırmaz.", "hayir"),
        ("bu kart moralimi dusurur mu", "Bu kart moralini düşürmez.", "hayir"),
        # a denied first action ("geçip …") denies the whole; an allowed one says nothing
        (
            "canavar kapidan gecip bize dolasabilir mi",
            "Canavarlar kapının içinden geçemez.",
            "hayir",
        ),
        ("canavar kapidan gecip bize dolasabilir mi", "Canavarlar kapıdan geçebilir.", None),
        ("ekip olup kazanabilir miyiz", "Ekip kurulamaz.", None),  # "ekip" is a noun
        # "yürür mü" in the rules' words ("hareket edemez")
        ("boss yurur mu", "Boss kartında Hareket olsa bile hareket edemez.", "hayir"),
        ("kraliceyle yuruyebilir miyim", "Arı Kraliçe 1 alan hareket edebilir.", "evet"),
        # "ateş edebilir mi" in the rules' words ("saldırabilir", "saldıramaz")
        ("elit piyade yurudukten sonra ates edebilir mi", "Elit piyade saldırabilir.", "evet"),
        ("piyadeyi ates ettirebilir miyim", "Piyade o tur saldıramaz.", "hayir"),
        ("snowtrooper ates eder mi", "Ateş eden birim saldıramaz.", None),  # says "ateş" itself
        # "hâlâ bende mi": whether it stays with me
        ("madalya hala bende mi", "Hex boşalınca madalyayı hemen kaybedersin.", "hayir"),
        ("madalya hala bizde mi", "Madalya geri verilmez.", "evet"),
        # "saldıran oyuncu mu seçiyo": another "-(y)An oyuncu" does it, so no; the asked one
        # named (or no agent at all) leaves the ordinary reading
        (
            "geri cekilme yolunu saldiran oyuncu mu seciyo",
            "Geri çekilen birimi kontrol eden oyuncu yolu seçer.",
            "hayir",
        ),
        ("yolu saldiran oyuncu mu secer", "Saldıran oyuncu yolu seçer.", "evet"),
        ("yolu saldiran oyuncu mu secer", "Yol her zaman geriye doğru seçilir.", None),
        ("ilk hamleyi baslayan oyuncu mu yapar", "Başlayan oyuncu ilk hamleyi yapar.", "evet"),
    ],
)
def test_answer_polarity(question: str, statement: str, expected: str | None) -> None:
    assert answer_polarity(question, statement) == expected


@pytest.mark.parametrize(
    "statement",
    [
        "Alan kartını masaya koy.",  # "al" + "an": a noun, not the verb
        "Almak için önce sıranı bekle.",  # an infinitive asserts nothing
        "Alırsan ödeme yap.",  # a condition asserts nothing either
        "Bu konuda kurallarda bir şey yazmıyor.",  # the predicate's root never occurs
    ],
)
def test_no_reading_from_unrelated_forms(statement: str) -> None:
    assert answer_polarity("bu karti alabilir miyim", statement) is None


def _q(text: str) -> Question:
    return QuestionAnalyser(None).run(text)


@pytest.mark.parametrize(
    ("question", "answer", "verdict", "shown"),
    [
        # a ruling without a verdict gets the reading's
        ("altin verebilir miyim", "Hiç veremezsin: altın verilmez.", "none",
         "Hayır. Hiç veremezsin: altın verilmez."),
        # a verdict the reading agrees with stays
        ("altin verebilir miyim", "Hayır, altın veremezsin.", "hayir", "Hayır, altın veremezsin."),
        # a verdict the reading contradicts is replaced by the reading's (the ruling was
        # written for the neighbouring case)
        ("altin verebilir miyim", "Hayır, altını her zaman verebilirsin.", "hayir",
         "Evet. Altını her zaman verebilirsin."),
        ("madalya bende kalir mi", "Hayır, madalya geri verilmez; bende kalır.", "hayir",
         "Evet. Madalya geri verilmez; bende kalır."),
        # a negated question or "yasak mı" could mean the opposite: no verdict at all
        ("altin veremez miyim", "Hayır, altın veremezsin.", "hayir", "Altın veremezsin."),
        ("altin vermek yasak mi", "Hayır, altın veremezsin.", "hayir", "Altın veremezsin."),
        # not a yes/no question: the statement alone
        ("altini kime verebilirim", "Hayır, altın veremezsin.", "hayir", "Altın veremezsin."),
        # a reading that finds nothing adds nothing
        ("altin verebilir miyim", "Kural metni bunu belirtmez.", "none",
         "Kural metni bunu belirtmez."),
    ],
)  # fmt: skip
def test_ruling_answer_fitted_to_the_question(
    question: str, answer: str, verdict: str, shown: str
) -> None:
    assert fitted_answer(answer, verdict, _q(question)) == shown


@pytest.mark.parametrize(
    ("question", "statement", "expected"),
    [
        # "only X" answers no to any other case: its affirmative counts for nothing
        ("sari kartla odeyebilir miyim", "Yalnızca karenin rengindeki kartla ödeyebilirsin.", None),
        ("kalkan tuzak hasarini azaltiyo mu",
         "Kalkan yalnızca saldırı hasarını azaltır; tuzak hasarına etki etmez.", None),
        ("iki ust aksiyonu kullanabilir miyim",
         "Yalnızca birinin üst aksiyonu kullanılır; iki üst aksiyon kullanılamaz.", "hayir"),
        # each clause is read on its own
        ("bu tur oynayabilir mi", "Bu tur oynayamaz, ama sonraki tur oynayabilir.", None),
    ],
)  # fmt: skip
def test_restricted_clauses(question: str, statement: str, expected: str | None) -> None:
    assert answer_polarity(question, statement) == expected


def test_a_calculators_text_gets_the_verdict_its_statement_gives() -> None:
    text = (
        "1 üst aksiyon: yalnızca birinin üst aksiyonu kullanılır; iki üst aksiyon kullanılamaz [1]."
    )
    assert with_reading(_q("iki kartin ustunu kullanabilir miyim"), text) == f"Hayır. {text}"
    assert with_reading(_q("kac ust aksiyon kullanilir"), text) == text  # not a yes/no question


def test_the_first_part_of_a_two_part_question_gets_the_verdict() -> None:
    text = "En fazla 1 destek kartı: turda 1 destek kartı oynanır; destek kartları el sınırına sayılmaz [1]."
    q = _q("bu kart el limitine sayiliyo mu? bi de turda kac destek karti oynayabiliyoz")
    assert with_reading(q, text) == f"Hayır. {text}"
    # the yes/no question second: a verdict in front would read as the first one's answer
    q = _q("turda kac destek karti oynayabiliyoz? bu kart el limitine sayiliyo mu?")
    assert with_reading(q, text) == text


def test_only_the_statement_before_the_first_citation_is_read() -> None:
    text = "En fazla 4 kart: havuzda 4 kart bulunur [1]; örneğin 3 kart alınabilir [2]."
    assert with_reading(_q("iki karti birlikte alabilir miyim"), text) == text


@pytest.mark.parametrize(
    ("question", "statement", "expected"),
    [
        # "serbest", "yasak", "mümkün", "zorunlu" answer permission and obligation questions
        ("duvarsiz karo koyabilir miyim", "Dış kenarda duvar olup olmaması serbesttir.", "evet"),
        ("duvar koymak zorunda miyim", "Dış kenarda duvar olup olmaması serbesttir.", "hayir"),
        ("bu hamle olur mu", "Bu hamle yasaktır.", "hayir"),
        ("taslari geri alabilir miyim", "Geri almak mümkün değildir.", "hayir"),
        ("once kurulum gerekir mi", "Kurulum zorunludur.", "evet"),
        # a form of the asked verb wins over those words
        ("karti alabilir miyim", "Kartı alamazsın; atmak serbesttir.", "hayir"),
        # "serbest" under "yalnızca" affirms only the restricted case
        ("sari kartla odeyebilir miyim", "Yalnızca turuncu kartla ödemek serbesttir.", None),
    ],
)  # fmt: skip
def test_permission_and_obligation_words(
    question: str, statement: str, expected: str | None
) -> None:
    assert answer_polarity(question, statement) == expected


@pytest.mark.parametrize(
    ("question", "statement", "expected"),
    [
        # "ikisini de" asks about two at once: a rule that allows one answers no
        ("2 geri cekilme geldi ikisinide yok sayabilirmiyim",
         "Siperdeki piyade atılan 1 geri çekilmeyi yok sayabilir.", "hayir"),
        ("ucunu de atabilir miyim", "Tek kartı atabilirsin.", "hayir"),
        ("hepsini kullanabilir miyim", "2 kartı kullanabilirsin.", "hayir"),
        # the same count, or a limit that covers it, is a yes
        ("ikisini de atabilir miyim", "2 kartı atabilirsin.", "evet"),
        ("ikisini de alabilir miyim", "En fazla 3 kart alabilirsin.", "evet"),
        # without such a count, a stated number changes nothing
        ("geri cekilmeyi yok sayabilir miyim", "1 geri çekilmeyi yok sayabilir.", "evet"),
    ],
)  # fmt: skip
def test_a_count_other_than_the_asked_one(
    question: str, statement: str, expected: str | None
) -> None:
    assert answer_polarity(question, statement) == expected


def test_an_exception_naming_the_asked_case_says_no() -> None:
    statement = (
        "Binayı çıkarıp yedek alan tahtana koyabilirsin; yalnız başlangıç karosu çıkarılamaz."
    )
    assert answer_polarity("baslangic karosunu yedege alabilir miyim", statement) == "hayir"
    # the exception does not name what the question asks about
    assert answer_polarity("bir binayi yedege alabilir miyim", statement) is None
    # a form of the asked verb answers first: the exception is about another case
    assert (
        answer_polarity(
            "hareket ederken arkadasimin ustunden gecebilir miyim",
            "Müttefiklerinin üzerinden geçebilirsin; ama hareketin dolu bir hexte bitemez.",
        )
        == "evet"
    )


def test_an_exception_naming_the_asked_thing_overrules_the_asked_verb() -> None:
    """The general clause says yes with the asked verb; the exception names the very tile
    the customer asks about, so it decides."""
    statement = (
        "Evet, Yeniden Düzenle aksiyonuyla Alhambra'ndaki bir binayı çıkarıp yedek alan "
        "tahtana koyabilirsin; yalnız başlangıç karosu (Aslanlı Çeşme) çıkarılamaz."
    )
    assert answer_polarity("cesme karosunu yedege koyabilir miyim", statement) == "hayir"
    assert answer_polarity("binami yedege koyabilir miyim", statement) == "evet"


def test_the_spoken_future_is_a_verb_form() -> None:
    assert predicate_root("alicam") == "al"
    assert predicate_root("gelicez") == "gel"
    assert predicate_root("hocam") == "hocam"  # "my teacher": no verb
    statement = "Para üstü verilmez, fazla ödenen kaybolur."
    assert tag_polarity("9 verdim, 2 para ustumu alicam dimi?", statement) == "hayir"


def test_a_light_verb_answers_only_after_its_noun() -> None:
    # "ateş edebilir mi" is not answered by "hareket eder". (A statement with "saldırır"
    # forms answers it as "saldırabilir mi", its conditions unread: turkish/polarity.py.)
    statement = "Piyade 2 hex hareket ederse 1 hex daha hareket eder."
    assert answer_polarity("piyade ates edebilir mi", statement) is None
    assert answer_polarity("piyade ates edebilir mi", "Piyade ateş edebilir.") == "evet"


@pytest.mark.parametrize(
    ("question", "statement", "verdict"),
    [
        # the opposite side affirmed, the asked side never named: no
        ("yuksek inisiyatif once mi oynar", "Düşük inisiyatif değeri önce oynar.", "hayir"),
        ("inisiyatifi yuksek olan mi once oynuyo", "Düşük değer önce oynar.", "hayir"),
        ("kart yuzu acik mi konur", "Kart yüzü kapalı konur.", "hayir"),
        # the asked side affirmed, or both sides named: the plain reading
        ("dusuk inisiyatif once mi oynar", "Düşük inisiyatif değeri önce oynar.", "evet"),
        ("kart yuzu acik mi konur", "Kart yüzü açık konur.", "evet"),
        ("jetonlar kucukten buyuge mi dizilir", "Jetonlar küçükten büyüğe dizilir.", "evet"),
        ("kart rastgele mi kaybedilir", "Kaybedeceğin kartı kendin seçersin.", "hayir"),
        ("kart rastgele mi kaybedilir", "Iskartadan rastgele 1 kart kaybedilir.", "evet"),
    ],
)
def test_the_opposite_side_affirmed_answers_no(question: str, statement: str, verdict: str) -> None:
    assert answer_polarity(question, statement) == verdict


@pytest.mark.parametrize(
    ("question", "statement", "verdict"),
    [
        # without the asked verb's own forms, a verb of the opposite sense answers it
        ("madalya bende kaliyo mu", "Birim ayrılsa bile madalya geri verilmez.", "evet"),
        ("madalya bende kaliyo mu", "Madalya kaybolur.", "hayir"),
        ("para jetonlari gidiyo mu", "Para jetonları bir sonraki denemeye taşınır.", "hayir"),
        ("deneyimi kaybediyor muyum", "Deneyim korunur.", "hayir"),
        # and one of the same sense in its place
        ("siper gorus hattini kapatiyor mu", "Siperler görüş hattını engellemez.", "hayir"),
        ("para ustu alabilir miyim", "Fazla ödersen para üstü verilmez.", "hayir"),
        ("kurulumda kart alir miyim", "Her oyuncuya 3 kart verilir.", "evet"),
        # "verilmez" without "geri" says nothing of keeping; a word that only starts alike
        ("madalya bende kaliyo mu", "Madalya sana verilmez.", None),
        ("esyalar gidiyo mu", "Kalkan 2 verir.", None),
    ],
)
def test_a_related_verb_answers_when_the_asked_one_is_absent(
    question: str, statement: str, verdict: str | None
) -> None:
    assert answer_polarity(question, statement) == verdict


# -- tag questions: "X değil mi?", "X di mi?" ask to confirm X ----------------------------
@pytest.mark.parametrize(
    ("question", "tagged"),
    [
        ("kendi taslarim sayilmaz degil mi", ("sayilmaz", "sayil", True)),
        ("kaybedecegim karti kendim seciyorum di mi", ("seciyorum", "sec", False)),
        ("ic duvarlari da ekliyorum degil mi", ("ekliyorum", "ekl", False)),
        ("piyade 2 hex yurudukten sonra saldiramaz dimi", ("saldiramaz", "saldir", True)),
        ("bosalan hexe girebilirim degil mi", ("girebilirim", "gir", False)),
        # no tag, a noun before the tag, or "olmak" (its forms are in every sentence)
        ("bu kart oyunu bitirir mi", None),
        ("beyaza degmemesi lazim di mi", None),
        # "doğru mu", "öyle mi", "öyle değil mi" ask to confirm the clause before them
        ("kendi taslarim sayilmaz dogru mu", ("sayilmaz", "sayil", True)),
        ("kartlari kendim seciyorum, oyle degil mi", ("seciyorum", "sec", False)),
        ("o karti alamiyom doru mu", ("alamiyom", "al", True)),  # "doğru" typed without ğ
        ("bu hamle dogru mu", None),
        ("toplam 4 pavyonla birinci ben oluyorum degil mi", None),
        ("bu hamle degil mi", None),
        # "koymak yasak değil mi": the claim is the infinitive's verb, forbidden (negative)
        ("bosluga tas koymak yasak, degil mi", ("koymak", "koy", True)),
        ("orada beklemek serbest di mi", ("beklemek", "bekle", False)),
        ("bu yasak degil mi", None),
    ],
)
def test_tagged_predicate(question: str, tagged: tuple[str, str, bool] | None) -> None:
    assert tagged_predicate(question) == tagged


@pytest.mark.parametrize(
    ("question", "statement", "expected"),
    [
        # the customer's claim is negative: a negative statement confirms it
        ("kendi taslarim sayilmaz degil mi", "Kendi taşların da sayılır.", "hayir"),
        ("kendi taslarim sayilmaz degil mi", "Kendi taşların sayılmaz.", "evet"),
        # an affirmative claim: confirmed by the affirmative, contradicted by the negative
        ("bosalan hexe girebilirim degil mi", "Boşalan hexe girebilirsin.", "evet"),
        ("bosalan hexe girebilirim degil mi", "Boşalan hexe giremezsin.", "hayir"),
        # the opposite side of a pair the claim names ("kendim seçiyorum" ← "rastgele")
        ("kisa dinlenmede karti kendim seciyorum di mi",
         "Kısa Dinlenme tur sonunda yapılır ve kayıp kart rastgeledir.", "hayir"),
        # a statement that never uses the claim's verb settles nothing
        ("ic duvarlari da ekliyorum degil mi", "En uzun dış duvar zinciri sayılır.", None),
        # no tag question at all
        ("bu kart oyunu bitirir mi", "Bu kart oyunu bitirir.", None),
        # "koymak yasak" is contradicted by a permission to put, confirmed by its denial
        ("bosluga yeni tas koymak yasak, degil mi", "Boşluğa yeni taş koyabilirsin.", "hayir"),
        ("bosluga yeni tas koymak yasak, degil mi", "Boşluğa yeni taş koyamazsın.", "evet"),
        # a claim of more ("daha fazla kartla başlıyoz") is not confirmed by the verb alone
        ("artik daha fazla kartla basliyoz di mi", "Yine aynı sayıda kartla başlarsın.", None),
        ("artik daha fazla kartla basliyoz di mi", "Daha fazla kartla başlarsın.", "evet"),
    ],
)  # fmt: skip
def test_tag_polarity(question: str, statement: str, expected: str | None) -> None:
    assert tag_polarity(question, statement) == expected


@pytest.mark.parametrize(
    ("question", "answer", "verdict", "shown"),
    [
        # the ruling's verdict answered its own ask; the reading of the claim replaces it
        ("kendi taslarim sayilmaz degil mi", "Evet, kendi taşların da sayılır.", "evet",
         "Hayır. Kendi taşların da sayılır."),
        ("kendi taslarim sayilmaz degil mi", "Hayır, kendi taşların sayılmaz.", "hayir",
         "Evet. Kendi taşların sayılmaz."),
        # a statement the reading cannot settle keeps what it had before
        ("el limitim artiyo degil mi", "Hayır, el limitin seviyeyle değişmez.", "hayir",
         "Hayır, el limitin seviyeyle değişmez."),
        ("kendi taslarim sayilmaz degil mi", "Hayır, kuşatan taşın sahibi önemli değildir.",
         "hayir", "Kuşatan taşın sahibi önemli değildir."),
    ],
)  # fmt: skip
def test_tag_question_answer_fitted(question: str, answer: str, verdict: str, shown: str) -> None:
    assert fitted_answer(answer, verdict, _q(question)) == shown


def test_tag_question_reading_leads_a_calculator_text() -> None:
    q = _q("piyade 2 hex yurudukten sonra saldiramaz dimi")
    assert with_reading(q, "Saldıramaz: 2 hex yürüyen piyade saldıramaz [1].").startswith("Evet.")


def test_an_anchored_reading_skips_clauses_about_another_subject() -> None:
    question = "canavar oldurunce xp geliyo mu"
    statement = "Canavar öldürmek deneyim vermez; deneyim kartlardaki sembollerden gelir."
    assert answer_polarity(question, statement) == "evet"  # "gelir" of the second clause
    assert answer_polarity(question, statement, anchored=True) is None
    # an exception clause keeps its place after a clause the anchor leaves out
    question = "aslanli cesmeyi kaldirabilir miyim"
    statement = "Bir binayı çıkarıp yedeğe koyabilirsin; yalnız Aslanlı Çeşme çıkarılamaz."
    assert answer_polarity(question, statement, anchored=True) == "hayir"


def test_a_ruling_verdict_is_overruled_only_by_a_clause_about_the_question() -> None:
    answer = "Hayır, canavar öldürmek deneyim vermez; deneyim sembollerden gelir."
    shown = fitted_answer(answer, "hayir", _q("canavar oldurunce xp geliyo mu"))
    assert shown == answer


def test_vurmak_is_answered_by_saldirmak() -> None:
    statement = "Boşalan hexe geçip tekrar saldırabilir."
    assert answer_polarity("bosalan hexe girip bi daha vurabilir miyim", statement) == "evet"


@pytest.mark.parametrize(
    ("question", "statement", "expected"),
    [
        # "…sa olur mu": the conditional's verb is asked about, not the statement's "ol"
        ("koseden degecek sekilde koysam olur mu, kenar degmiyo",
         "Yalnızca köşeden değmek yetmez; yeni bina bir KENARINA bitişik olmalı.", None),
        ("bu binayi yedege koysam olur mu", "Binayı yedek alan tahtana koyabilirsin.", "evet"),
        ("bu binayi yedege koysak olur mu", "Binayı yedeğe koyamazsın.", "hayir"),
        # a bare "olur mu" names no verb: no reading from "olmalı" or "olabilir"
        ("beraberlik olur mu", "Bina kenara bitişik olmalı.", None),
    ],
)  # fmt: skip
def test_a_conditional_before_olur_mu_is_the_predicate(
    question: str, statement: str, expected: str | None
) -> None:
    assert answer_polarity(question, statement) == expected


@pytest.mark.parametrize(
    ("question", "answer", "verdict", "shown"),
    [
        # the first alternative is a yes/no question: the ruling's verdict answers it
        ("orumcegi 2 adim oynatabilir miyim yoksa hep 3 mu",
         "Hayır, Örümcek tam 3 alan hareket etmek zorundadır.", "hayir",
         "Hayır, Örümcek tam 3 alan hareket etmek zorundadır."),
        # … and its statement overrules a verdict written for the other way round
        ("madalya bende kalir mi yoksa geri mi veriyorum",
         "Evet, hex boşaldığı anda madalyayı hemen kaybedersin.", "evet",
         "Hayır. Hex boşaldığı anda madalyayı hemen kaybedersin."),
        # a choice between two things has no Evet/Hayır
        ("bu tur mu oynarlar sonraki tur mu", "Evet, ortaya çıktıkları turda oynarlar.",
         "evet", "Ortaya çıktıkları turda oynarlar."),
        # a negated first alternative is not read
        ("saldiramaz mi yoksa saldirir mi", "Evet, saldırabilir.", "evet", "Saldırabilir."),
    ],
)  # fmt: skip
def test_a_choice_is_answered_by_its_first_alternative(
    question: str, answer: str, verdict: str, shown: str
) -> None:
    assert fitted_answer(answer, verdict, _q(question)) == shown


def test_a_negative_claim_denies_the_verdict_of_a_positive_ask() -> None:
    """ "sayılmaz değil mi?" matched to the ask "sayılır mı?": the ruling says yes to the
    ask, so the customer's claim is wrong; a positive claim or a negative ask keeps it."""
    answer = "Evet, kuşatan taşların kime ait olduğu önemli değildir."
    claim = _q("kendi taslarim kraliceyi kusatirsa sayilmaz degil mi")
    shown = fitted_answer(answer, "evet", claim, "kendi taslarim kusatmaya sayilir mi")
    assert shown.startswith("Hayır. Kuşatan")
    negative_ask = fitted_answer(answer, "evet", claim, "kendi taslarim sayilmaz mi")
    assert not negative_ask.startswith("Hayır")
    positive = _q("kendi taslarim da sayiliyo degil mi")
    assert fitted_answer(answer, "evet", positive, "kendi taslarim sayilir mi").startswith("Evet")


@pytest.mark.parametrize(
    ("question", "statement", "expected"),
    [
        # "kalmaya devam ediyor mu" asks about "kal": "kaybedersin" answers it no
        ("madalya bende kalmaya devam ediyor mu", "Madalyayı hemen kaybedersin.", "hayir"),
        ("madalya bende kalmaya devam ediyor mu", "Madalya sende kalır.", "evet"),
        # a clause about the other side of the asked manner decides over a general one
        ("fisildasarak konusabilir miyiz",
         "Strateji konuşabilir, ama rakibin duyacağı şekilde açıkça konuşurlar.", "hayir"),
        ("gizli konusabilir miyiz", "Açıkça konuşurlar.", "hayir"),
    ],
)  # fmt: skip
def test_continued_verbs_and_the_manner_asked(question: str, statement: str, expected: str) -> None:
    assert answer_polarity(question, statement) == expected


@pytest.mark.parametrize(
    ("question", "answer", "verdict", "shown"),
    [
        # "sabit durmasa da": the statement's yes is for the case with "sabit"
        ("Sabit durmasa da zarlari yeniden atabiliyorum, degil mi?",
         "Evet, sabit durumdaki E-Web zarlarını 1 kez yeniden atabilir.", "evet",
         "Hayır. Sabit durumdaki E-Web zarlarını 1 kez yeniden atabilir."),
        # "sadece kendi renkteki" is a restriction "rakibin taşları da dahildir" widens
        ("sivrisinek sadece kendi renkteki boceklerin hareketini kopyalayabiliyo di mi",
         "Evet, Sivrisinek dokunduğu herhangi bir böceğin hareketini alır; rakibin taşları da buna dahildir.",
         "evet",
         "Hayır. Sivrisinek dokunduğu herhangi bir böceğin hareketini alır; rakibin taşları da buna dahildir."),
        # no restriction, no concession: the verdict stands
        ("E-Web zarlari yeniden atabilir mi",
         "Evet, sabit durumdaki E-Web zarlarını 1 kez yeniden atabilir.", "evet",
         "Evet, sabit durumdaki E-Web zarlarını 1 kez yeniden atabilir."),
        # a yes/no first sentence of a message whose second is too short to be a part
        ("rakip duymasin diye fisildasarak konusabilir miyiz? son karari kim veriyo",
         "Evet, strateji konuşabilirsiniz, ama rakibin duyacağı şekilde açıkça konuşursunuz.",
         "evet",
         "Hayır. Strateji konuşabilirsiniz, ama rakibin duyacağı şekilde açıkça konuşursunuz."),
    ],
)  # fmt: skip
def test_what_the_question_assumes_overrules_the_verdict(
    question: str, answer: str, verdict: str, shown: str
) -> None:
    assert fitted_answer(answer, verdict, _q(question)) == shown


@pytest.mark.parametrize(
    ("question", "answer", "verdict", "shown"),
    [
        # an obligation the customer assumes, and "fark etmez"
        ("2 kart alcaksam ayni renkten olmalari lazim di mi?",
         "Evet, alırken renk fark etmez; toplam değer 5'i geçmedikçe alabilirsin.", "evet",
         "Hayır. Alırken renk fark etmez; toplam değer 5'i geçmedikçe alabilirsin."),
        # "X değil, Y" sets aside what the customer assumes
        ("Bina çoğunluğunda binaların fiyatları toplanıyor, değil mi?",
         "Evet. Binanın fiyatı değil, o türden kaç binan olduğu önemlidir.", "evet",
         "Hayır. Binanın fiyatı değil, o türden kaç binan olduğu önemlidir."),
        # the customer already says "fiyatı değil": a negated question keeps the verdict
        ("fiyati degil sayisi mi onemli",
         "Evet. Binanın fiyatı değil, o türden kaç binan olduğu önemlidir.", "evet",
         "Binanın fiyatı değil, o türden kaç binan olduğu önemlidir."),
    ],
)  # fmt: skip
def test_obligations_and_contrasts_the_statement_denies(
    question: str, answer: str, verdict: str, shown: str
) -> None:
    assert fitted_answer(answer, verdict, _q(question)) == shown


def test_a_guess_to_confirm_is_read_like_a_tag() -> None:
    """ "alıyoz herhalde?" asks to confirm "alıyoz"; the spoken "-yoz" is a person ending."""
    q = _q("10luk binaya 12 verdim, 2 para ustunu bankadan aliyoz heralde?")
    assert q.tagged == ("aliyoz", "al", False)
    text = "2'lik fark kaybolur: para üstü verilmez [1]."
    assert with_reading(q, text) == f"Hayır. {text}"
    assert predicate_root("gidiyom") == "gid"


def test_a_conditional_in_the_sentence_before_a_bare_olur_mu() -> None:
    q = _q("voidwardena biraz altin verse esya alsin. olur mu")
    text = "Hiç veremezsin: karakterler altını birbirine hiçbir zaman veremez [1]."
    assert with_reading(q, text) == f"Hayır. {text}"
    # a bare "olur mu" with no conditional before it reads only serbest/yasak words
    assert answer_polarity("bu hamle olur mu", "Bu hamleyi yapabilirsin.") is None
