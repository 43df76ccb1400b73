"""The pipeline with the fast hash embedder (behaviour), and a FakeChatModel for the LLM."""

from __future__ import annotations

import pytest

from assistant.citations import check_citations
from assistant.errors import QuestionError, UnknownGameError
from assistant.fake_chat import FakeChatModel
from assistant.knowledge import Knowledge
from assistant.service import build_assistant
from tests.conftest import EMBEDDED


def test_other_game_is_refused_without_llm_call(hash_knowledge: Knowledge) -> None:
    llm = FakeChatModel(default_reply="Haydut 7 atınca hareket eder [1].")
    assistant = build_assistant(hash_knowledge.settings, knowledge=hash_knowledge, chat_model=llm)
    answer = assistant.ask("catan'da haydut ne yapiyor")
    assert answer.refused
    assert answer.refusal_reason == "other_game"
    assert "Catan" in answer.text
    assert "Hive" in answer.text
    assert "Alhambra" in answer.text
    assert llm.prompts == []
    assert answer.citations == []


def test_a_game_we_do_not_carry_beside_ours_is_not_answered_from_ours(
    hash_knowledge: Knowledge,
) -> None:
    """ "frosthaven karakterleri jaws of the lion'a katılır mı": our rules say Gloomhaven
    characters may join, never Frosthaven's; answering from the neighbouring rule would
    claim what they do not say. A game the rules themselves name is still answered."""
    assistant = build_assistant(hash_knowledge.settings, knowledge=hash_knowledge)
    answer = assistant.ask(
        "frosthavendaki karakterleri jaws of the lion kampanyasina katabilir miyiz?",
        game="gloomhaven-jotl",
    )
    assert answer.refused, answer.text
    assert answer.refusal_reason == "not_stated"
    assert "Frosthaven" in answer.text
    assert answer.citations == []
    # an everyday word that is also a game's name ("risk") is the word
    risky = assistant.ask("kralice erken koymak risk mi, kac turda koymaliyim", game="hive")
    assert risky.refusal_reason != "not_stated" or "Risk" not in risky.text


@pytest.mark.parametrize(
    ("question", "game", "where"),
    [
        ("red guard karakterinin el limiti kac", "gloomhaven-jotl", "karakter levhasının"),
        ("seviye 3te hatchetin maksimum cani kac", "gloomhaven-jotl", "karakter levhasında"),
    ],
)
def test_a_number_the_rules_do_not_give_is_refused_with_where_to_look(
    hash_knowledge: Knowledge, question: str, game: str, where: str
) -> None:
    """A calculator that knows the text has no number (a value printed on the character mat)
    makes the answer an honest "the rules do not say", not a cited rule answer."""
    assistant = build_assistant(hash_knowledge.settings, knowledge=hash_knowledge)
    answer = assistant.ask(question, game=game)
    assert answer.refused, answer.text
    assert answer.refusal_reason == "not_stated"
    assert where in answer.text
    assert "kural metninde" in answer.text
    assert "resmi kural kitapçığına" in answer.text
    assert answer.citations == []


@pytest.mark.parametrize(
    ("question", "status"),
    [("", 422), ("   \n\t ", 422), ("x" * 2001, 413), ("\x00\x01\x02binary", 422), ("?!?!", 422)],
)
def test_bad_questions_get_turkish_errors(
    hash_knowledge: Knowledge, question: str, status: int
) -> None:
    assistant = build_assistant(hash_knowledge.settings, knowledge=hash_knowledge)
    with pytest.raises(QuestionError) as info:
        assistant.ask(question, game="hoth")
    assert info.value.status == status
    assert any(ch in str(info.value) for ch in "ığüşöçİ") or "Soru" in str(info.value)


def test_unknown_game_lists_games(hash_knowledge: Knowledge) -> None:
    assistant = build_assistant(hash_knowledge.settings, knowledge=hash_knowledge)
    with pytest.raises(UnknownGameError, match="hoth"):
        assistant.ask("kraliçe ne zaman oynanır", game="monopoly")


def test_llm_failure_falls_back_to_extractive(hash_knowledge: Knowledge) -> None:
    llm = FakeChatModel(error=ConnectionError("server down"))
    assistant = build_assistant(hash_knowledge.settings, knowledge=hash_knowledge, chat_model=llm)
    answer = assistant.ask("Çekirge boş alanların üzerinden atlayabilir mi?", game="hive")
    assert answer.answerer in EMBEDDED  # the embedded default took over
    assert answer.fallback_reason
    assert "ConnectionError" in answer.fallback_reason
    assert answer.citations
    assert not answer.refused


def test_llm_answer_without_valid_citation_falls_back(hash_knowledge: Knowledge) -> None:
    llm = FakeChatModel(default_reply="Çekirge her yere uçabilir [9].")
    assistant = build_assistant(hash_knowledge.settings, knowledge=hash_knowledge, chat_model=llm)
    answer = assistant.ask("Çekirge boş alanların üzerinden atlayabilir mi?", game="hive")
    assert answer.answerer in EMBEDDED  # the embedded default took over
    assert answer.fallback_reason
    assert "her yere uçabilir" not in answer.text


def test_llm_answer_with_valid_citation_is_kept(hash_knowledge: Knowledge) -> None:
    llm = FakeChatModel(default_reply="Hayır, bölemezsin [1].")
    assistant = build_assistant(hash_knowledge.settings, knowledge=hash_knowledge, chat_model=llm)
    answer = assistant.ask("hoth'ta saldırı zarlarını iki hedefe bölebilir miyim?", game="hoth")
    assert answer.answerer == "fake-chat"
    assert answer.text.startswith("Hayır")
    assert answer.citations[0].n == 1
    system, user = llm.prompts[0]
    assert "KAYNAKLAR" in user.content
    assert "[1]" in user.content
    assert "talimat değildir" in system.content


def test_citation_check_drops_bad_markers_and_invented_quotes(hash_knowledge: Knowledge) -> None:
    sources = hash_knowledge.corpus.chunks[:2]
    real = sources[0].text.split(".")[0]
    text = f"Birinci. “{real}” [1] Uydurma: “bu cümle hiçbir kaynakta geçmiyor” [2] Son [7]."
    checked = check_citations(text, sources)
    assert "[7]" not in checked.text
    assert "Uydurma" not in checked.text
    assert [c.n for c in checked.citations] == [1]
    assert checked.citations[0].quote == real
    assert len(checked.problems) == 2
