"""Tests for the turkish package: Turkish folding, tokens, sentences and number mentions."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from turkish import (
    NumberMention,
    ascii_fold,
    bm25_tokens,
    contains_normalized,
    find_numbers,
    fold,
    normalize,
    parse_number_phrase,
    split_sentences,
    stem,
    tokenize,
)


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("İstanbul", "istanbul"),
        ("ISPARTA", "ısparta"),
        ("KEŞİF DROİDİ", "keşif droidi"),
        ("IŞIK", "ışık"),
        ("I\u0307stanbul", "istanbul"),  # decomposed capital dotted I
        ("i\u0307", "i"),  # stray combining dot
        ("ÇĞÖŞÜ", "çğöşü"),
        ("Vítězí", "vítězí"),
    ],
)
def test_fold(raw: str, expected: str) -> None:
    assert fold(raw) == expected


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("şğıöüç", "sgiouc"),
        ("ŞĞÖÜÇ", "SGOUC"),
        ("âîû", "aiu"),
        ("Vítězí", "Vitezi"),
        ("čřůéžš", "cruezs"),
        ("İ", "I"),
    ],
)
def test_ascii_fold(raw: str, expected: str) -> None:
    assert ascii_fold(raw) == expected


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("KEŞİF DROİDİ", "kesif droidi"),
        ("Vítězí", "vitezi"),
        ("  IŞIK \n\t yanar ", "isik yanar"),
        ("ISPARTA İzmir", "isparta izmir"),
    ],
)
def test_normalize(raw: str, expected: str) -> None:
    assert normalize(raw) == expected


def test_ascii_typed_query_matches_turkish() -> None:
    assert normalize("kesif droidi olunce") == normalize("Keşif Droidi ölünce")


@given(st.text())
def test_normalize_is_idempotent(raw: str) -> None:
    once = normalize(raw)
    assert normalize(once) == once


@given(st.text(alphabet=st.sampled_from("şğıöüçİIŞĞÖÜÇiIaâ \t\nxyzé")))
def test_normalize_drops_turkish_letters(raw: str) -> None:
    assert not set(normalize(raw)) & set("şğıöüçİ")


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("AT-AT'ye", ["at", "at", "ye"]),
        ("2sini", ["2", "sini"]),
        ("3/2/1", ["3", "2", "1"]),
        ("Keşif Droidi’nin", ["kesif", "droidi", "nin"]),
        ("", []),
    ],
)
def test_tokenize(raw: str, expected: list[str]) -> None:
    assert tokenize(raw) == expected


@pytest.mark.parametrize(
    ("token", "n", "expected"),
    [
        ("karistirirsin", 5, "karis"),
        ("at", 5, "at"),
        ("12345678", 5, "12345678"),
        ("kart", 3, "kar"),
        # a softened last consonant before a vowel is hardened back: one stem per word
        ("tuzaga", 5, "tuzak"),
        ("tuzak", 5, "tuzak"),
        ("kitabi", 5, "kitap"),
        ("kanadi", 5, "kanat"),
        ("kalkan", 5, "kalka"),  # no vowel after the prefix's g/b/d: unchanged
    ],
)
def test_stem(token: str, n: int, expected: str) -> None:
    assert stem(token, n) == expected


def test_stem_rejects_non_positive_length() -> None:
    with pytest.raises(ValueError, match="positive"):
        stem("kart", 0)


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("Bir kart ve bir jeton", ["kart", "jeton"]),
        ("Kaç kart çekilir?", ["kac", "kart", "cekil"]),
        ("Bu değil, yok, hayır", ["degil", "yok", "hayir"]),
        ("Nasıl 10 puan alınır mı", ["10", "puan", "alini"]),
    ],
)
def test_bm25_tokens(raw: str, expected: list[str]) -> None:
    assert bm25_tokens(raw) == expected


SAMPLE = (
    "Puanlama 3 turda yapılır. 1. Puanlama: Sadece birinciye puan. Örn. 2 oyuncu; vb. durumlar."
)


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        (
            SAMPLE,
            [
                "Puanlama 3 turda yapılır.",
                "1. Puanlama: Sadece birinciye puan.",
                "Örn. 2 oyuncu; vb. durumlar.",
            ],
        ),
        ("2. tur biter. 3. senaryodan başla!", ["2. tur biter.", "3. senaryodan başla!"]),
        ("Kart çek (bkz. Kural 4. Bölüm) ve bekle.", ["Kart çek (bkz. Kural 4. Bölüm) ve bekle."]),
        ("Seç: (a) Kart çek. (b) Para al.", ["Seç: (a) Kart çek.", "(b) Para al."]),
        ("Bitti mi? Evet! Sonra; Devam", ["Bitti mi?", "Evet!", "Sonra;", "Devam"]),
        ("Satır bir\n\n  Satır iki  ", ["Satır bir", "Satır iki"]),
        ('Dedi ki "tamam." Sonra gitti.', ['Dedi ki "tamam."', "Sonra gitti."]),
        ("Vítězí hráč. Např. 3 karty. Konec", ["Vítězí hráč.", "Např. 3 karty.", "Konec"]),
        ("", []),
    ],
)
def test_split_sentences(raw: str, expected: list[str]) -> None:
    sentences = split_sentences(raw)
    assert sentences == expected
    assert all(sentence in raw for sentence in sentences)


@pytest.mark.parametrize(
    ("phrase", "expected"),
    [
        ("üç", 3),
        ("uc", 3),
        ("on iki", 12),
        ("yirmi beş", 25),
        ("yirmi bes", 25),
        ("yüz", 100),
        ("yuz", 100),
        ("iki yüz elli", 250),
        ("iki yuz elli", 250),
        ("bin", 1000),
        ("bin iki yüz", 1200),
        ("sıfır", 0),
        ("sifir", 0),
        ("bir", 1),
        ("dort", 4),
        ("alti", 6),
        ("yedi", 7),
        ("sekiz", 8),
        ("dokuz", 9),
        ("on", 10),
        ("yirmi", 20),
        ("otuz", 30),
        ("kirk", 40),
        ("kırk", 40),
        ("elli", 50),
        ("altmis", 60),
        ("yetmis", 70),
        ("seksen", 80),
        ("doksan", 90),
        ("on ikinci", 12),
        ("12", 12),
        ("iki üç", None),
        ("elli iki yüz", None),
        ("on sıfır", None),
        ("kart", None),
        ("", None),
    ],
)
def test_parse_number_phrase(phrase: str, expected: int | None) -> None:
    assert parse_number_phrase(phrase) == expected


def _single(text: str, include_bir: bool = False) -> NumberMention:
    mentions = find_numbers(text, include_bir=include_bir)
    assert len(mentions) == 1, mentions
    return mentions[0]


@pytest.mark.parametrize(
    ("text", "value", "kind"),
    [
        ("3", 3, "cardinal"),
        ("16", 16, "cardinal"),
        ("üç", 3, "cardinal"),
        ("uc", 3, "cardinal"),
        ("üçü", 3, "cardinal"),
        ("ucu", 3, "cardinal"),
        ("üçe", 3, "cardinal"),
        ("uce", 3, "cardinal"),
        ("beşten", 5, "cardinal"),
        ("besten", 5, "cardinal"),
        ("ikisini", 2, "cardinal"),
        ("dördü", 4, "cardinal"),
        ("dordu", 4, "cardinal"),
        ("altı", 6, "cardinal"),
        ("altıya", 6, "cardinal"),
        ("altiya", 6, "cardinal"),
        ("yedi", 7, "cardinal"),
        ("kırk", 40, "cardinal"),
        ("elli", 50, "cardinal"),
        ("on", 10, "cardinal"),
        ("üçüncü", 3, "ordinal"),
        ("ucuncu", 3, "ordinal"),
        ("birinci", 1, "ordinal"),
        ("ikinci", 2, "ordinal"),
        ("dördüncü", 4, "ordinal"),
        ("dorduncu", 4, "ordinal"),
        ("altıncı", 6, "ordinal"),
        ("onuncu", 10, "ordinal"),
        ("on ikinci", 12, "ordinal"),
        ("yirmi beşinci", 25, "ordinal"),
        ("yirmi besinci", 25, "ordinal"),
        ("ikişer", 2, "distributive"),
        ("ikiser", 2, "distributive"),
        ("birer", 1, "distributive"),
        ("üçer", 3, "distributive"),
        ("ucer", 3, "distributive"),
        ("dörder", 4, "distributive"),
        ("beşer", 5, "distributive"),
        ("altışar", 6, "distributive"),
        ("altisar", 6, "distributive"),
        ("yedişer", 7, "distributive"),
        ("sekizer", 8, "distributive"),
        ("dokuzar", 9, "distributive"),
        ("onar", 10, "distributive"),
        ("3'er", 3, "distributive"),
        ("3'üncü", 3, "ordinal"),
    ],
)
def test_find_numbers_forms(text: str, value: int, kind: str) -> None:
    mention = _single(f"Her oyuncu {text} kart alır")
    assert (mention.value, mention.kind) == (value, kind)


@pytest.mark.parametrize(
    ("text", "value", "kind", "span"),
    [
        ("Her oyuncu 2'si ile", 2, "cardinal", "2"),
        ("5'i seç", 5, "cardinal", "5"),
        ("%50 indirim", 50, "cardinal", "%50"),
        ("1. senaryo", 1, "ordinal", "1."),
        ("3. tur başlar", 3, "ordinal", "3."),
        ("Toplam 3. Sonra", 3, "cardinal", "3"),
        ("Kartları on iki kez karıştır", 12, "cardinal", "on iki"),
        ("ON İKİ kart", 12, "cardinal", "ON İKİ"),
        ("iki yüz elli puan", 250, "cardinal", "iki yüz elli"),
        ("yüzde elli", 50, "cardinal", "elli"),
        ("on bir birim", 11, "cardinal", "on bir"),
        ("bir değerinde kart", 1, "cardinal", "bir"),  # a value, not the article
        ("bir degerli kart", 1, "cardinal", "bir"),
    ],
)
def test_find_numbers_spans(text: str, value: int, kind: str, span: str) -> None:
    mention = _single(text)
    assert (mention.value, mention.kind, mention.text) == (value, kind, span)
    assert text[mention.start : mention.end] == mention.text


def test_on_iki_offsets() -> None:
    text = "Şimdi on iki kart"
    assert find_numbers(text) == [NumberMention(12, 6, 12, "on iki", "cardinal")]


def test_separate_numbers_stay_separate() -> None:
    mentions = find_numbers("iki üç kart, 3/2/1 ve 2sini")
    assert [m.value for m in mentions] == [2, 3, 3, 2, 1, 2]


@pytest.mark.parametrize(
    "text",
    [
        "bir birim",
        "bir hex seç",
        "her kartın bir değeri var",
        "Birini seç",
        "önünde",
        "onunde",
        "onu al, ondan sonra",
        "ona ver, onun kartı",
        "altında",
        "altına koy",
        "altinda",
        "yarısı kadar",
        "yarım tur",
        "kartı yüz yukarı koy",
        "yüzü aşağı",
        "öncü birlik",
        "birlikte birim biraz",
        "ucuz ikili ikiz",
    ],
)
def test_find_numbers_false_positives(text: str) -> None:
    assert find_numbers(text) == []


def test_ordinal_is_not_cardinal() -> None:
    assert _single("ikinci tur") == NumberMention(2, 0, 6, "ikinci", "ordinal")


@pytest.mark.parametrize(("text", "value"), [("bir birim", 1), ("birini seç", 1)])
def test_include_bir(text: str, value: int) -> None:
    assert _single(text, include_bir=True).value == value


@pytest.mark.parametrize(
    ("haystack", "needle", "expected"),
    [
        ("Atık desteni karistirirsin", "karıştır", True),
        ("Atık desteni karıştırırsın", "karistir", True),
        ("KEŞİF DROİDİ ölünce", "keşif droidi", True),
        ("IŞIK yanar", "ışık", True),
        ("Vítězí hráč", "vitezi", True),
        ("Atık deste", "karıştır", False),
        ("Atık deste", "  ", False),
    ],
)
def test_contains_normalized(haystack: str, needle: str, expected: bool) -> None:
    assert contains_normalized(haystack, needle) is expected


def test_bm25_tokens_drop_the_light_verb_etmek_but_keep_words_that_begin_like_it() -> None:
    # "hareket ediyo" is about "hareket"; "ediyo" is a token no rule text has.
    tokens = bm25_tokens("cekirge nasil hareket ediyo, ates edebilir mi, yok edildiginde")
    assert tokens == ["cekir", "harek", "ates", "yok"]
    assert bm25_tokens("etkisi etrafinda edinmek etiket") == ["etkis", "etraf", "edinm", "etike"]
