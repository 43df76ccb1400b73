"""The bundled rulings: every quote verbatim, every rule sentence covered or explained, ids
and asks unique — measured on the whole corpus, not sampled."""

from __future__ import annotations

import pytest

from assistant.config import Settings
from assistant.corpus import load_documents, load_games
from assistant.coverage import measure
from assistant.rulings import load_game_rulings
from turkish import normalize, squash

CORPUS = Settings().corpus_dir
GAMES = load_games(CORPUS)
DOCUMENTS = load_documents(CORPUS, GAMES)
RULED = [slug for slug in GAMES if (CORPUS / slug / "rulings").is_dir()]


def _load(slug: str):  # type: ignore[no-untyped-def]
    return load_game_rulings(GAMES[slug], CORPUS / slug, DOCUMENTS)


def test_every_bundled_game_has_rulings() -> None:
    assert {"hoth", "hive", "alhambra", "gloomhaven-jotl"} <= set(RULED)


@pytest.mark.parametrize("slug", RULED)
def test_every_sentence_is_covered_or_explained(slug: str) -> None:
    rulings, uncovered = _load(slug)  # the loader checks every quote against its section
    report = measure(slug, DOCUMENTS, rulings, uncovered)
    assert report.sentences > 0
    assert not report.gaps, [f"{' › '.join(g.section)}: {g.text}" for g in report.gaps[:5]]
    assert report.covered + sum(report.explained.values()) == report.sentences


@pytest.mark.parametrize("slug", RULED)
def test_quotes_are_verbatim_and_asks_unique(slug: str) -> None:
    rulings, _ = _load(slug)
    texts = {d.doc_id: squash(" ".join(p for s in d.sections for p in s.paragraphs))
             for d in DOCUMENTS if d.game == slug}  # fmt: skip
    asks: dict[str, str] = {}
    for ruling in rulings:
        for quote in ruling.quotes:
            assert squash(quote.text) in texts[quote.doc], (ruling.id, quote.text[:60])
        for ask in ruling.asks:
            assert asks.setdefault(normalize(ask), ruling.id) == ruling.id, ask
    assert len({r.id for r in rulings}) == len(rulings)


@pytest.mark.parametrize("slug", RULED)
def test_yes_no_rulings_lead_with_their_verdict(slug: str) -> None:
    rulings, _ = _load(slug)
    for ruling in rulings:
        opener = normalize(ruling.answer).split()[0].strip(".,;:")
        if ruling.verdict != "none":
            assert opener == ruling.verdict, (ruling.id, ruling.answer[:40])
