from __future__ import annotations

from assistant.chunking import TARGET, chunk_corpus
from assistant.config import Settings
from assistant.corpus import load_documents, load_games


def _chunks():  # type: ignore[no-untyped-def]
    settings = Settings()
    games = load_games(settings.corpus_dir)
    return load_documents(settings.corpus_dir, games), chunk_corpus(
        load_documents(settings.corpus_dir, games)
    )


def test_ids_are_unique_stable_and_shaped() -> None:
    _, first = _chunks()
    _, second = _chunks()
    assert [c.id for c in first] == [c.id for c in second]
    assert len({c.id for c in first}) == len(first)
    assert "hoth/kurallar/oyun-akisi--adim-4-saldiri-attack#0" in {c.id for c in first}
    assert all(c.id.startswith(f"{c.game}/{c.doc}/") and "#" in c.id for c in first)


def test_chunks_stay_inside_one_section_and_are_verbatim() -> None:
    docs, chunks = _chunks()
    by_path = {
        (d.game, d.doc_id, s.path): "\n\n".join(s.paragraphs) for d in docs for s in d.sections
    }
    for c in chunks:
        section_text = " ".join(by_path[(c.game, c.doc, c.section_path)].split())
        for piece in c.text.split("\n\n"):
            assert " ".join(piece.split()) in section_text, c.id


def test_chunk_sizes() -> None:
    _, chunks = _chunks()
    assert max(len(c.text) for c in chunks) <= TARGET + 200  # one sentence may overflow
    big_sections = [c for c in chunks if len(c.text) > 300]
    assert len(big_sections) > len(chunks) / 3


def test_czech_document_chunks_are_marked_cs() -> None:
    _, chunks = _chunks()
    cs = [c for c in chunks if c.lang == "cs"]
    assert cs
    assert all(c.game == "hoth" and c.doc == "pruvodce" for c in cs)
