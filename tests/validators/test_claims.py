"""Claim extraction and checking: wrong numbers are caught and corrected, right ones are left
alone, quoted rule text is never touched."""

from __future__ import annotations

import pytest
from vt_helpers import calc_or_none, checked

from validators import Verdict, get_checker
from validators.claims import equations, extract_claims
from validators.correct import harmonise, replace_number

Q_DICE = "snowtrooper 2 hex uzaktaki siperdeki asi piyadesine kac zar atar"
Q_LEVEL = "seviye 2,3,3,4 → senaryo seviyesi?"


def _contradicted(game: str, question: str, answer: str) -> list[tuple[int, int | None]]:
    checks = get_checker(game).check(question, answer, calc_or_none(game, question))  # type: ignore[union-attr]
    return [(c.claim.value, c.expected) for c in checks if c.verdict is Verdict.CONTRADICTED]


def test_extracts_digits_words_and_units() -> None:
    claims = extract_claims("Piyade üç zar atar, keşif droidi 2 hex ilerler; 5'i geçemez.")
    assert [(c.value, c.unit) for c in claims] == [(3, "zar"), (2, "hex"), (5, None)]


def test_decimals_and_ordinals_are_not_unit_claims() -> None:
    claims = extract_claims("3 / 2 = 1,5 → 1. puanlamada 6 puan")
    assert all(c.value not in (5,) for c in claims)
    assert [c.unit for c in claims if c.value == 6] == ["puan"]


@pytest.mark.parametrize(
    ("game", "question", "answer", "right"),
    [
        ("hoth", "piyade kac zar atar", "2 hex uzaklıkta piyade 3 zar atar.", "2 zar"),
        (
            "alhambra",
            "para alirken toplam kac alabilirim",
            "Para alırken toplam 9'a kadar alabilirsin.",
            "5'e kadar",
        ),
        ("gloomhaven-jotl", Q_LEVEL, "Senaryo seviyesi 3.", "seviyesi 2"),
        ("hoth", Q_DICE, "3 zar atar.", "1 zar"),
        ("alhambra", "kac aksiyon", "Bir turda en fazla 4 aksiyon yapılabilir.", "5 aksiyon"),
        (
            "hive",
            "hive carbon'da her oyuncu kac tasla oynar",
            "Hive Carbon'da oyuncu başına 11 taş var.",
            "13 taş",
        ),
        ("gloomhaven-jotl", "seviye 5,6,6 cok zor", "Seviye 5'te tuzak hasarı 6 olur.", "hasarı 7"),
        ("hoth", "", "Siperdeki piyadeye saldıran tüm birimler 2 zar daha az atar.", "1 zar"),
        ("alhambra", "", "Toplam 6 + 1 + 5 = 13 puan.", "= 12"),
    ],
)
def test_wrong_numbers_are_corrected(game: str, question: str, answer: str, right: str) -> None:
    assert _contradicted(game, question, answer)
    text, checks = checked(game, question, answer)
    assert right in text
    assert any(c.verdict is Verdict.CONTRADICTED and c.citations or c.trail for c in checks)


@pytest.mark.parametrize(
    ("game", "question", "answer"),
    [
        (
            "hoth",
            Q_DICE,
            "1 zar. Piyade 2 hex uzaklıkta 2 zar atar [1]; siperdeki piyadeye "
            "saldıran tüm birimler 1 zar daha az atar [2]: 2 − 1 = 1. Kural denetleyicisi doğruladı.",
        ),
        (
            "alhambra",
            "",
            "Birden fazla kart alırken toplam değer 5'i geçemez; tek kart alırken "
            "sınır yoktur (9 değerinde tek kart alabilirsin).",
        ),
        ("gloomhaven-jotl", Q_LEVEL, "Senaryo seviyesi 2: ortalama 3, ikiye bölününce 1,5 → 2."),
        ("hive", "", "Arı Kraliçe en geç 4. turunda konur; 2024 kitapçığına göre en erken 2. tur."),
    ],
)
def test_right_numbers_are_not_touched(game: str, question: str, answer: str) -> None:
    text, checks = checked(game, question, answer)
    assert text == answer
    assert any(c.verdict is Verdict.VERIFIED for c in checks)


def test_quoted_rule_text_is_never_corrected() -> None:
    answer = (
        '1 zar. Kitapçık: "2 hex uzaklıkta piyade 3 zar atar" [1]\n'
        "[1] Hoth › Adım 4 — 2 hex uzaklıkta piyade 3 zar atar"
    )
    text, checks = checked("hoth", Q_DICE, answer)
    assert text == answer
    assert all(c.verdict is not Verdict.CONTRADICTED for c in checks)


def test_unknown_game_leaves_text() -> None:
    assert checked("catan", "?", "3 zar") == ("3 zar", [])


def test_check_to_dict_is_json_ready() -> None:
    import json

    _, checks = checked("hoth", "piyade kac zar", "2 hex uzaklıkta piyade 3 zar atar.")
    payload = json.dumps([c.to_dict() for c in checks], ensure_ascii=False)
    assert '"contradicted"' in payload


def test_equations_parse_only_clean_arithmetic() -> None:
    found = equations("4 - 2 - 1 = 1; 9/2=4,5 → 4; (17 + 9) / 2 = 13; 3→4 = 3")
    assert [(int(e.value), e.expression) for e in found] == [
        (1, "4 - 2 - 1 = 1"),
        (13, "(17 + 9) / 2 = 13"),
    ]


@pytest.mark.parametrize(
    ("value", "suffix", "expected"),
    [
        (5, "a", "e"),
        (9, "e", "a"),
        (2, "tür", "dir"),
        (6, "da", "da"),
        (4, "ü", "ü"),
        (3, "er", "er"),
        (2, "şer", "şer"),
        (10, "e", "a"),
        (5, "ten", "ten"),
        (7, "den", "den"),
    ],
)
def test_suffix_harmony(value: int, suffix: str, expected: str) -> None:
    assert harmonise(value, suffix) == expected


def test_replace_number_keeps_ordinal_dot() -> None:
    assert replace_number("en geç 3. turda", 7, 9, 4) == "en geç 4. turda"


SEED_GAMES = {
    "000": "hoth",
    "001": "hive",
    "002": "alhambra",
    "003": "hoth",
    "004": "gloomhaven-jotl",
}
CONTEXTS = ["", "hive carbon kac tas", "seviye 2,3,3,4 zor", Q_DICE,
            "2. puanlamada kulede birinciyim kac puan", "seviye 5,6,6 cok zor senaryo seviyesi"]  # fmt: skip


def test_seed_text_raises_no_false_alarm() -> None:
    """The rules text is right by definition: as an 'answer' it must never be contradicted."""
    from vt_helpers import SEEDS

    if not SEEDS.is_dir():
        pytest.skip("seed texts not available")
    for path in sorted(SEEDS.glob("*.txt")):
        game = SEED_GAMES[path.name[:3]]
        for paragraph in path.read_text(encoding="utf-8").splitlines():
            for question in CONTEXTS:
                assert not _contradicted(game, question, paragraph), (path.name, paragraph[:80])


@pytest.mark.parametrize(
    ("game", "question", "answer"),
    [
        ("hoth", "", "Snowspeeder 1-2 hex'te 4 zar, 3 hex'te 2 zar atar."),
        ("hoth", Q_DICE, "Siperdeki asi piyadesine 2 hex uzaktan saldıran snowtrooper 1 zar atar."),
        (
            "hoth",
            "",
            "Keşif droidi 2 hex uzaktaki kayadaki piyadeye 1 zar atar, cezayla 0 zar kalır.",
        ),
        (
            "alhambra",
            "2. puanlamada kac puan",
            "2. puanlamada Kule birincisi 13, ikincisi 6 puan alır.",
        ),
        (
            "gloomhaven-jotl",
            "seviye 5,6,6 cok zor",
            "Önerilen seviye 3, çok zor ile senaryo seviyesi 5 olur.",
        ),
        ("hive", "hive carbon kac tas", "Temel oyunda her oyuncu 11 taşla oynar, Carbon'da 13."),
    ],
)
def test_correct_paraphrases_raise_no_alarm(game: str, question: str, answer: str) -> None:
    assert not _contradicted(game, question, answer)


def test_a_verdict_alone_is_not_the_lead_sentence() -> None:
    """ "Hayır. En fazla 1 destek kartı: …": the calculator's lead stays the first sentence of
    claims, so it is judged as the lead, not against the box's count of support cards."""
    from validators.claims import extract_sites

    text = "En fazla 1 destek kartı: turda en fazla 1 destek kartı oynanır [1]."
    plain = [s.sentence_index for s in extract_sites(text)]
    led = [s.sentence_index for s in extract_sites(f"Hayır. {text}")]
    assert plain == led == [0, 0]
    assert [s.sentence_index for s in extract_sites("Evet 2 zar. Sonra 3 zar.")] == [0, 1]
