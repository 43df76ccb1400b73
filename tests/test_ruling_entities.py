"""A ruling one of whose asks names the piece the question names ranks over one that only
lists it; the names counted are things' whole names, never a word of a longer name or a
game's own name."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any, cast

import numpy as np
import pytest

from assistant.followup import EntityLexicon
from assistant.games import GameCatalog
from assistant.question import QuestionAnalyser
from assistant.ruling_index import ENTITY_WEIGHT, RulingTable
from assistant.rulings import Ruling

LEXICON = EntityLexicon.from_headings(
    [
        "Çekirge (Grasshopper)",
        "Örümcek (Spider)",
        "Sivrisinek (Mosquito)",
        "Snowspeeder minyatürü (Rebel Vehicle/Flying)",
        "Başlangıç Karosu (Starting Tile)",
        "Aksiyon 3: Alhambra'nızı Yeniden Düzenle (Redesign your Alhambra)",
        "Alhambra (Alhambra)",
    ]
)


def _analyser() -> QuestionAnalyser:
    # the catalog reads a game's slug, titles and aliases only
    alhambra = SimpleNamespace(
        slug="alhambra", title_tr="Alhambra", title_en="Alhambra", aliases=()
    )
    return QuestionAnalyser(GameCatalog({"alhambra": cast(Any, alhambra)}), entities=LEXICON)


def test_whole_names_only() -> None:
    analyse = _analyser().run
    assert analyse("cekirge nasil oynaniyo").named == ("cekirge",)
    assert analyse("snowspeeder kac hex gider").named == ("snowspeeder",)  # "minyatürü" is generic
    # one word of a longer name, and the game's own name, are no piece
    named = analyse("alhambrada yeniden duzenlemede baslangic karosunu tasiyabilir miyim").named
    assert named == ("baslangic karosu",)
    # a thing named to compare with is not what is asked about
    assert analyse("orumcek cekirge gibi atlayabilir mi").named == ("orumcek",)


def _ruling(rid: str, asks: tuple[str, ...], answer: str) -> Ruling:
    return Ruling(game="hive", id=rid, asks=asks, answer=answer, verdict="none", quotes=())


def test_the_ruling_about_the_named_piece_ranks_first() -> None:
    listing = _ruling(
        "bes-bocek", ("kac cesit tas var",), "5 böcek: Örümcek, Çekirge ve diğerleri."
    )
    about = _ruling(
        "cekirge", ("cekirge nasil hareket eder",), "Çekirge düz bir hat boyunca atlar."
    )
    vector = np.ones(384, dtype=np.float32) / np.sqrt(384)
    # the listing is a little closer by cosine; the ruling about the Grasshopper wins
    table = RulingTable(
        [listing, about],
        [np.stack([vector]), np.stack([vector * 0.99])],
        [vector, vector * 0.99],
    )
    question = _analyser().run("cekirge nasil oynaniyo")
    first, second = sorted(table.match(question, vector), key=lambda m: -m.rank)
    assert first.ruling.id == "cekirge"
    assert first.about_named
    assert not second.about_named
    assert first.rank - first.score - 0.15 * first.coverage == pytest.approx(ENTITY_WEIGHT)


def test_a_piece_one_situational_ask_names_is_not_the_subject() -> None:
    """ "çekirgemin yanındaki sivrisinek …" sets a scene: the ruling is about the Mosquito,
    which two of its asks name, not about the Grasshopper (measured: docs/EVAL.md, seventh
    round)."""
    mosquito = _ruling(
        "sivrisinek",
        (
            "sivrisinek nasil oynanir",
            "sivrisinek ne yapar",
            "cekirgemin yanindaki sivrisinek nasil hareket eder",
        ),
        "Sivrisinek dokunduğu böceğin hareketini alır.",
    )
    vector = np.ones(384, dtype=np.float32) / np.sqrt(384)
    table = RulingTable([mosquito], [np.stack([vector] * 3)], [vector])
    (match,) = table.match(_analyser().run("cekirge nasil oynaniyo"), vector)
    assert not match.about_named
    (match,) = table.match(_analyser().run("sivrisinek nasil oynaniyo"), vector)
    assert match.about_named


def test_a_shorter_name_inside_a_longer_one_is_another_piece() -> None:
    """ "böcek" is the Beetle; the Ladybug's asks say "uğur böceği", which shares the term
    but not the name. With the lexicon the table compares whole names."""
    lexicon = EntityLexicon.from_headings(["Böcek (Beetle)", "Uğur Böceği (Ladybug)"])
    ladybug = _ruling(
        "ugur",
        ("ugur bocegi nasil hareket eder", "ugur bocegi dar gecitten gecer mi"),
        "Uğur Böceği üç adım gider.",
    )
    beetle = _ruling(
        "bocek",
        ("bocek nasil hareket eder", "bocek dar gecitten gecer mi"),
        "Böcek bir adım gider, üste çıkabilir.",
    )
    vector = np.ones(384, dtype=np.float32) / np.sqrt(384)
    rows = [np.stack([vector] * 2), np.stack([vector] * 2)]
    question = QuestionAnalyser(None, entities=lexicon).run("bocek dar gecitten gecebilir mi")
    by_terms = {
        m.ruling.id: m.about_named
        for m in RulingTable([ladybug, beetle], rows, [vector] * 2).match(question, vector)
    }
    assert by_terms == {"ugur": True, "bocek": True}  # the term alone cannot tell them apart
    table = RulingTable([ladybug, beetle], rows, [vector] * 2, entities=lexicon)
    by_names = {m.ruling.id: m.about_named for m in table.match(question, vector)}
    assert by_names == {"ugur": False, "bocek": True}
