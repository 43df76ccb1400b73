"""Staff rulings in the pipeline (hash embedder): a ruling saved in one assistant answers
its next question, in that assistant and in another one on the same database; a deleted one
stops at once; a staff ruling ties go to the staff; bad drafts are refused, in Turkish,
naming the field; a database that cannot be read leaves answers as they were."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from assistant.answer import Assistant
from assistant.errors import StaffRulingConflict, StaffRulingInvalid, StaffRulingNotFound
from assistant.fake_chat import FakeChatModel
from assistant.knowledge import Knowledge
from assistant.service import build_assistant
from assistant.staff_rulings import (
    STORE_SUFFIX,
    StaffRulingDraft,
    StaffRulings,
    candidate_quotes,
    decision_date,
    verdict_of,
)
from storage.staff_rulings import RulingValues, StaffRulingStore

QUEEN_Q = "mağazada kraliçe arıyı geç koyan oyuncu hamle yapabilir mi"
QUEEN_QUOTE = (
    "Arı Kraliçe'nizi en geç 4. turunuzda oyuna sokmak zorundasınız. Daha önce koymadıysanız "
    "4. turunuzda başka hamle yapamaz, zorunlu olarak Arı Kraliçe'nizi koyarsınız."
)
QUEEN = StaffRulingDraft(
    game="hive",
    asks=(QUEEN_Q, "kralice ari gec konursa hamle var mi"),
    answer="Hayır, Arı Kraliçe'ni 4. turuna kadar koymadıysan o tur başka hamle yapamazsın.",
    quotes=(QUEEN_QUOTE,),
    question=QUEEN_Q,
)
NIGHT_Q = "oyun gecesinde tartışmalı kuralda kim karar verir"
NIGHT = StaffRulingDraft(
    game="hive",
    asks=(NIGHT_Q,),
    answer="Oyun gecelerinde tartışmalı bir kuralda masadaki görevli son sözü söyler",
)


def _assistant(knowledge: Knowledge, url: str) -> tuple[Assistant, StaffRulings]:
    assistant = build_assistant(knowledge.settings, knowledge=knowledge)
    staff = assistant.use_staff_rulings(StaffRulingStore(url))
    assert staff is not None
    return assistant, staff


@pytest.fixture
def sqlite_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'rulings.db'}"


def test_a_saved_ruling_answers_the_next_question_with_its_quote(
    hash_knowledge: Knowledge, database_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    assistant, staff = _assistant(hash_knowledge, database_url)
    before = assistant.ask(QUEEN_Q, game="hive")
    assert before.answerer != "staff"
    saved = staff.create(QUEEN)
    assert (saved.id, saved.version, saved.verdict) == (1, 1, "hayir")
    assert saved.quotes[0]["doc"] == "kurallar"
    assert saved.quotes[0]["chunk_id"].startswith("hive/kurallar/")

    answer = assistant.ask(QUEEN_Q, game="hive")
    assert answer.answerer == "staff"
    assert answer.gate is not None
    assert answer.gate.reason == "ruling"
    assert answer.gate.rulings == ("hive/magaza-1",)
    assert answer.text.startswith(QUEEN.answer)
    assert [c.quote for c in answer.citations] == [QUEEN_QUOTE]  # verbatim: the check holds
    assert answer.citations[0].chunk_id == saved.quotes[0]["chunk_id"]
    # The other way customers ask it too; a question it does not answer is not taken over
    # (the gate's ruling threshold holds for staff rulings as for any).
    assert assistant.ask("kralice ari gec konursa hamle var mi", game="hive").answerer == "staff"
    assert assistant.ask("arı kraliçe nasıl hareket eder", game="hive").answerer != "staff"

    # A second assistant on the same database (an app restart, another replica) reads it
    # with its vectors: nothing is embedded again.
    other, other_staff = _assistant(hash_knowledge, database_url)
    embedded: list[int] = []
    monkeypatch.setattr(other_staff.embedder, "embed_queries", lambda _texts: embedded.append(1))
    assert other.ask(QUEEN_Q, game="hive").answerer == "staff"
    assert embedded == []

    # Deleted in one: neither answers from it from the next question on.
    staff.delete(saved.id, version=1)
    assert other.ask(QUEEN_Q, game="hive").answerer != "staff"
    assert assistant.ask(QUEEN_Q, game="hive").answerer != "staff"
    assert staff.active() == other_staff.active() == []


def test_a_ruling_without_quotes_is_the_stores_dated_decision(
    hash_knowledge: Knowledge, sqlite_url: str
) -> None:
    assistant, staff = _assistant(hash_knowledge, sqlite_url)
    saved = staff.create(NIGHT)
    answer = assistant.ask(NIGHT_Q, game="hive")
    today = decision_date(time.time())
    assert answer.answerer == "staff"
    assert answer.text == (f"Mağazamızın kararı ({today}): {NIGHT.answer}. {STORE_SUFFIX}")
    assert answer.citations == []  # never passed off as the rulebook
    assert not answer.refused
    assert saved.store_decision
    assert saved.shown_text == answer.text


def test_an_edit_answers_at_once_and_a_stale_edit_is_refused(
    hash_knowledge: Knowledge, sqlite_url: str
) -> None:
    assistant, staff = _assistant(hash_knowledge, sqlite_url)
    other, _ = _assistant(hash_knowledge, sqlite_url)
    saved = staff.create(NIGHT)
    assert other.ask(NIGHT_Q, game="hive").answerer == "staff"
    new = StaffRulingDraft(**{**NIGHT.__dict__, "answer": "Oyun gecelerinde kural tartışmasında karar masadaki görevlinindir."})  # fmt: skip
    edited = staff.update(saved.id, 1, new)
    assert edited.version == 2
    assert new.answer in other.ask(NIGHT_Q, game="hive").text
    with pytest.raises(StaffRulingConflict, match="başka biri tarafından değiştirildi") as stale:
        staff.update(saved.id, 1, NIGHT)
    assert stale.value.current == edited
    assert staff.get(saved.id) == edited  # nothing lost
    staff.delete(saved.id)
    with pytest.raises(StaffRulingNotFound, match="silinmiş olabilir"):
        staff.update(saved.id, 2, NIGHT)
    with pytest.raises(StaffRulingNotFound, match="#1 numaralı"):
        staff.get(saved.id)
    assert assistant.ask(NIGHT_Q, game="hive").answerer != "staff"


def test_a_staff_ruling_wins_only_when_it_matches_at_least_as_well(
    hash_knowledge: Knowledge, sqlite_url: str
) -> None:
    assistant, staff = _assistant(hash_knowledge, sqlite_url)
    # A corpus ruling that answers its own first ask (not a calculator's question).
    corpus_ruling = next(
        r
        for r in hash_knowledge.corpus.rulings["hive"]
        if r.calculator is None
        and assistant.ask(r.asks[0], game="hive").to_dict(include_trace=True)["gate"]["rulings"]
        == (r.key,)
    )
    question = corpus_ruling.asks[0]
    # The same asks, answer and quotes: the same rank, and the staff ruling answers.
    twin = StaffRulingDraft(
        game="hive",
        asks=corpus_ruling.asks,
        answer=corpus_ruling.answer,
        quotes=tuple(q.text for q in corpus_ruling.quotes),
    )
    saved = staff.create(twin)
    answer = assistant.ask(question, game="hive").to_dict(include_trace=True)
    assert answer["gate"]["rulings"] == (f"hive/magaza-{saved.id}",)
    assert answer["answerer"] == "staff"
    # One that matches worse (only another way of asking) does not take it over.
    staff.delete(saved.id)
    worse = StaffRulingDraft(
        game="hive", asks=(f"{question} peki ya turnuvada",), answer=corpus_ruling.answer,
        quotes=twin.quotes,
    )  # fmt: skip
    staff.create(worse)
    answer = assistant.ask(question, game="hive").to_dict(include_trace=True)
    assert answer["gate"]["rulings"] == (corpus_ruling.key,)


def test_bad_drafts_are_refused_naming_the_field(
    hash_knowledge: Knowledge, sqlite_url: str
) -> None:
    _, staff = _assistant(hash_knowledge, sqlite_url)
    kept = staff.create(QUEEN)

    def refused(field: str, **change: object) -> str:
        draft = StaffRulingDraft(**{**QUEEN.__dict__, "asks": ("başka bir soru",), **change})  # type: ignore[arg-type]
        with pytest.raises(StaffRulingInvalid) as caught:
            staff.create(draft)
        assert caught.value.field == field
        return caught.value.message

    assert refused("answer", answer="   ") == "Cevap (answer) boş olamaz."
    assert "en fazla 500 karakter" in refused("answer", answer="a" * 10_000)
    assert "10000 karakter" in refused("answer", answer="a" * 10_000)
    assert "1 ile 6 arasında" in refused("asks", asks=tuple(f"soru {i}" for i in range(7)))
    assert "1 ile 6 arasında" in refused("asks", asks=())
    assert "boş olamaz" in refused("asks.1", asks=("bir soru", " "))
    assert "en fazla 300" in refused("asks.0", asks=("x" * 10_000,))
    assert "1. soruyla aynı" in refused("asks.1", asks=("Kraliçe ne zaman", "kralice ne zaman"))
    assert "zaten var" in refused("asks.0", asks=(QUEEN_Q.upper(),))
    unknown = refused("game", game="monopoly")
    assert "'monopoly'" in unknown
    assert "hive" in unknown
    fake = "Arı Kraliçe istediği zaman oyuna girebilir."
    message = refused("quotes.1", quotes=(QUEEN_QUOTE, fake))
    assert fake in message
    assert "Alıntı 2 (quotes.1)" in message
    assert "kural metninde birebir geçmiyor" in message
    assert "7 sayısı" in refused("answer", answer="En geç 7. turda koyarsın.")
    assert "en fazla 4" in refused("quotes", quotes=(QUEEN_QUOTE,) * 5)
    assert "aynı cümleyi" in refused("quotes", quotes=(QUEEN_QUOTE, QUEEN_QUOTE))
    # HTML is text: stored as written (pages escape it).
    html = staff.create(StaffRulingDraft("hive", ("<script>alert(1)</script> olur mu",), "<b>Evet</b>, olur."))  # fmt: skip
    assert html.asks == ("<script>alert(1)</script> olur mu",)
    assert html.answer == "<b>Evet</b>, olur."
    assert staff.stored() == [html, kept]  # nothing already stored was lost


def test_the_verdict_follows_the_answers_first_word() -> None:
    assert verdict_of("Evet, olur.") == "evet"
    assert verdict_of("hayır: olmaz") == "hayir"
    assert verdict_of("Hayirdir") == "none"
    assert verdict_of("3 zar atar.") == "none"


def test_quote_candidates_are_the_sentences_of_the_trace(hash_knowledge: Knowledge) -> None:
    assistant = build_assistant(hash_knowledge.settings, knowledge=hash_knowledge)
    answer = assistant.ask(QUEEN_Q, game="hive")
    found = candidate_quotes(answer.trace)
    assert found
    sentences = [s for _, group in found for s in group]
    assert len(sentences) == len(set(sentences))
    for chunk, group in found:
        assert all(s in chunk.text for s in group)


def test_answers_go_on_when_the_database_cannot_be_read(
    hash_knowledge: Knowledge, tmp_path: Path
) -> None:
    url = f"sqlite:///{tmp_path / 'rulings.db'}"
    assistant, staff = _assistant(hash_knowledge, url)
    staff.create(NIGHT)
    assert assistant.ask(NIGHT_Q, game="hive").answerer == "staff"
    (tmp_path / "rulings.db").unlink()
    (tmp_path / "rulings.db").mkdir()  # not a database any more
    answer = assistant.ask(NIGHT_Q, game="hive")
    assert answer.answerer == "staff"  # the rulings last read
    assert staff.error is not None
    assert assistant.ask("çekirge nasıl hareket eder", game="hive").text


def test_rows_from_another_embedder_are_embedded_here(
    hash_knowledge: Knowledge, sqlite_url: str
) -> None:
    _, staff = _assistant(hash_knowledge, sqlite_url)
    saved = staff.create(NIGHT)
    store = StaffRulingStore(sqlite_url)
    row = store.get(saved.id)
    assert row is not None
    foreign = RulingValues(
        row.game, row.asks, row.answer, row.verdict, row.quotes, None, None, "st-other", b"\0" * 12
    )
    store.update(saved.id, 1, foreign)
    other, _ = _assistant(hash_knowledge, sqlite_url)
    assert other.ask(NIGHT_Q, game="hive").answerer == "staff"


def test_a_generative_answerer_does_not_rewrite_a_staff_ruling(
    hash_knowledge: Knowledge, sqlite_url: str
) -> None:
    llm = FakeChatModel(default_reply="Evet, istediğin zaman koyabilirsin [1].")
    assistant = build_assistant(hash_knowledge.settings, knowledge=hash_knowledge, chat_model=llm)
    staff = assistant.use_staff_rulings(StaffRulingStore(sqlite_url))
    assert staff is not None
    staff.create(QUEEN)
    answer = assistant.ask(QUEEN_Q, game="hive")
    assert answer.answerer == "staff"
    assert answer.text.startswith(QUEEN.answer)
    assert [c.quote for c in answer.citations] == [QUEEN_QUOTE]
