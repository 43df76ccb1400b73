"""Follow-ups become standalone questions: another subject replaces the old one, a new
condition or a pointer back keeps the context, a question of its own stays as it is."""

from __future__ import annotations

import pytest

from assistant.followup import EntityLexicon, standalone_question

LEXICON = EntityLexicon.from_headings(
    [
        "Örümcek (Spider)",
        "Çekirge (Grasshopper)",
        "Böcek (Beetle)",
        "Asker Karınca (Soldier Ant)",
        "Snowtrooper minyatürü (Imperial Infantry)",
        "Snowspeeder minyatürü (Rebel Vehicle/Flying)",
        "Asi topçu minyatürü (Rebel Artillery)",
        "İmparatorluk Keşif Droidi minyatürü (Imperial Probe Droid)",
        "Puanlama Kartı (Scoring Card)",
        "Kısa Dinlenme (Short Rest)",  # headings without a name in brackets add nothing else
    ]
)


def _history(previous: str) -> list[dict[str, str]]:
    return [{"role": "user", "content": previous}, {"role": "assistant", "content": "…"}]


@pytest.mark.parametrize(
    ("previous", "followup", "expected"),
    [
        ("orumcek kac adim gider", "peki çekirge?", "cekirge kac adim gider"),
        ("orumcek kac adim gider", "ya karinca?", "karinca kac adim gider"),
        (
            "snowtrooper 2 hex uzaktaki piyadeye kac zar atar",
            "snowspeeder için de aynı mı",
            "snowspeeder 2 hex uzaktaki piyadeye kac zar atar",
        ),
        (
            "kesif droidi yok edilince madalya kazanilir mi",
            "peki asi topcusu?",
            "asi topcusu yok edilince madalya kazanilir mi",
        ),
        (
            "ilk puanlamada kule birincisi kac puan alir",
            "peki ikinci puanlamada?",
            "ikinci puanlamada kule birincisi kac puan alir",
        ),
    ],
)
def test_another_subject_replaces_the_old_one(previous: str, followup: str, expected: str) -> None:
    assert standalone_question(followup, _history(previous), LEXICON) == expected


@pytest.mark.parametrize(
    ("previous", "followup"),
    [
        ("snowtrooper 2 hex uzaktaki piyadeye kac zar atar", "peki hedef siperdeyse?"),
        ("ilk puanlamada kulede birinciyim kac puan", "bunlar puanlamada sayılıyor mu"),
    ],
)
def test_a_condition_or_a_pointer_keeps_the_context(previous: str, followup: str) -> None:
    assert standalone_question(followup, _history(previous), LEXICON) == f"{previous} {followup}"


@pytest.mark.parametrize(
    "followup",
    [
        "ya böcek ne yapar",  # a new question about a new subject
        "ya çekirge? o kapalı boşluğa girebilir mi",  # the pointer points at the new subject
        "peki zehirliyken iyileştirme alırsam canım artıyor mu",  # long enough to stand alone
    ],
)
def test_a_question_of_its_own_stands_alone(followup: str) -> None:
    assert standalone_question(followup, _history("orumcek kac adim gider"), LEXICON) == followup


def test_without_history_nothing_changes() -> None:
    assert standalone_question("peki çekirge?", None, LEXICON) == "peki çekirge?"
    assert standalone_question("peki çekirge?", [{"role": "assistant", "content": "x"}]) == (
        "peki çekirge?"
    )
