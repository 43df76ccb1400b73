"""Things the rules only name (Alhambra's expansions): questions about their content are
refused before any calculator; what the text says of them (the list, the years) is not."""

from __future__ import annotations

from pathlib import Path

import pytest

from assistant.config import project_root
from assistant.corpus import load_games
from assistant.knowledge import Knowledge
from assistant.named_only import card_text_asked, named_only_asked, scenario_content_asked
from assistant.service import build_assistant
from turkish import normalize

_ROOT = project_root()
assert _ROOT is not None
ROOT: Path = _ROOT
GAMES = load_games(ROOT / "rules_corpus")


def test_every_named_only_name_is_in_its_rule_text() -> None:
    checked = 0
    for game in GAMES.values():
        text = "\n".join(
            (ROOT / "rules_corpus" / game.slug / d.file).read_text("utf-8") for d in game.documents
        )
        for entry in game.named_only:
            assert entry.name in text, (game.slug, entry.name)
            assert entry.what
            checked += 1
    assert checked >= 6


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("sehir kapilari genislemesinde kac tane kapi karosu var", "Şehir Kapıları"),
        ("vezirin lutfunu aldik vezir kartlari nasil oynaniyo", "Vezirin Lütfu"),
        ("The Thief's Turn ile oynarken hirsiz ne yapar", "Hırsızın Sırası"),
        ("SULTANIN GUCU eklersek torbada kac karo olur", "Sultan'ın Gücü"),
        ("şahinciler modülünde şahin nasıl hareket eder", "Şahinciler"),
        ("big box'ta kac modul var", "Big Box"),
    ],
)
def test_a_question_about_the_content_names_it(text: str, name: str) -> None:
    entry = named_only_asked(text, GAMES["alhambra"])
    assert entry is not None
    assert entry.name == name


@pytest.mark.parametrize(
    "text",
    [
        "alhambranin kac resmi genislemesi var",
        "sehir kapilari hangi yil cikti",
        "genislemeleri neler",
        "para alirken limit var mi",
        "hazine var mi oyunda",  # a word of a name alone is not the name
        "sehirde kac kapi var",
    ],
)
def test_questions_the_text_answers_are_left_alone(text: str) -> None:
    assert named_only_asked(text, GAMES["alhambra"]) is None


def test_other_games_name_nothing_of_alhambra() -> None:
    assert named_only_asked("sehir kapilari genislemesi", GAMES["hive"]) is None
    assert named_only_asked("sehir kapilari genislemesi", None) is None


def test_the_gate_refuses_before_the_component_calculator(hash_knowledge: Knowledge) -> None:
    """Without the gate, "kaç karo" finds the base game's 54 building tiles."""
    assistant = build_assistant(hash_knowledge.settings, knowledge=hash_knowledge)
    answer = assistant.ask("sehir kapilari genislemesinde kac tane kapi karosu var", "alhambra")
    assert answer.refused, answer.text
    assert answer.refusal_reason == "not_stated"
    assert answer.citations == []
    assert "yalnızca adıyla geçiyor" in answer.text
    assert "54" not in answer.text
    listed = assistant.ask("alhambranin kac resmi genislemesi var", "alhambra")
    assert not listed.refused
    assert "6" in normalize(listed.text)


@pytest.mark.parametrize(
    ("text", "asked"),
    [
        ("lider kartlarinin yazilarini tek tek yazar misin", True),
        ("kartin metnini yazabilir misin", True),
        ("bu kartin metni ne", True),
        ("karttaki yaziyi okuyamiyorum ne yaziyo", True),
        # rules questions about what a card says, or about cards and texts
        ("kartta hareket yaziyorsa canavar hareket eder mi", False),
        ("kart yazisi ile kural kitabi celisirse hangisi gecerli", False),
        ("kart metni kural metninden onemli mi", False),
        ("kac kart cekerim", False),
    ],
)
def test_a_request_for_a_cards_printed_text(text: str, asked: bool) -> None:
    assert card_text_asked(text) is asked


def test_the_gate_refuses_a_card_text_request(hash_knowledge: Knowledge) -> None:
    assistant = build_assistant(hash_knowledge.settings, knowledge=hash_knowledge)
    answer = assistant.ask("vader'in lider kartlarinin metnini yazar misin", "hoth")
    assert answer.refused, answer.text
    assert answer.refusal_reason == "not_stated"
    assert answer.citations == []
    assert "Kartların üzerindeki metinler" in answer.text


@pytest.mark.parametrize(
    ("text", "asked"),
    [
        ("senaryo 9 un hedefi neydi ya", True),
        ("7. senaryodaki bossun odulu ne", True),
        ("12 numaralı senaryonun haritası nasıl", True),
        ("senaryo 2'de kaç canavar var", True),
        # a rule that starts at a numbered scenario, a level, a count of scenarios
        ("senaryo 4'ten itibaren savaş hedefi kartları dağıtılır mı", False),
        ("senaryo 3'te senaryo seviyesi kaç", False),
        ("senaryo 5'i tekrar oynayabilir miyiz", False),
        ("senaryo 5 te kalici madalya hedefine girdim", False),  # Hoth: a medal objective
        ("3 senaryo oynadık, hedef kartları ne zaman gelir", False),
        ("senaryonun hedefi tamamlanınca ne olur", False),
    ],
)
def test_a_numbered_scenarios_own_content(text: str, asked: bool) -> None:
    assert scenario_content_asked(text) is asked


def test_the_gate_refuses_a_scenarios_content(hash_knowledge: Knowledge) -> None:
    assistant = build_assistant(hash_knowledge.settings, knowledge=hash_knowledge)
    answer = assistant.ask("senaryo 9 un hedefi neydi, bossun cani kac", "gloomhaven-jotl")
    assert answer.refused, answer.text
    assert answer.refusal_reason == "not_stated"
    assert answer.citations == []
    assert "senaryo kitabında" in answer.text
