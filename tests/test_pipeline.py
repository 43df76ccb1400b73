"""The pipeline's shape: the stage order the docs promise, and a game added as data only."""

from __future__ import annotations

import re
import shutil
import textwrap
from pathlib import Path

from assistant import answer as pipeline
from assistant.config import Settings
from assistant.knowledge import Knowledge
from assistant.service import build_assistant
from assistant.stages import STAGES

REPO = Path(__file__).resolve().parents[1]


def test_stage_order_is_the_documented_one(hash_knowledge: Knowledge) -> None:
    assistant = build_assistant(hash_knowledge.settings, knowledge=hash_knowledge)
    for question, game in [
        ("çekirge nasıl hareket eder", "hive"),  # answered
        ("catan'da haydut ne yapar", None),  # refused by the gate: every stage still runs
        ("snowtrooper 2 hex uzaktaki piyadeye kac zar atar", "hoth"),  # a calculator's value
    ]:
        answer = assistant.ask(question, game=game)
        assert tuple(answer.timings_ms) == STAGES, question
    arrow = " → ".join(STAGES) + " → Answer"
    assert arrow in " ".join((pipeline.__doc__ or "").split())
    assert arrow in " ".join((pipeline.Assistant.ask.__doc__ or "").split())
    readme = " ".join((REPO / "README.md").read_text(encoding="utf-8").split())
    assert all(stage in readme for stage in STAGES)
    order = [readme.find(f"─► {s}") for s in STAGES[1:]]
    assert -1 not in order, order
    assert order == sorted(order), order


def test_gate_decision_is_in_the_trace(hash_knowledge: Knowledge) -> None:
    assistant = build_assistant(hash_knowledge.settings, knowledge=hash_knowledge)
    refused = assistant.ask("catan'da haydut ne yapar").to_dict(include_trace=True)
    assert refused["gate"]["answer"] is False
    assert refused["gate"]["reason"] == "other_game"
    answered = assistant.ask("çekirge nasıl hareket eder", game="hive").to_dict(include_trace=True)
    assert answered["gate"]["answer"] is True
    # with the test embedder either the rule text or a ruling answers: the trace says which
    assert answered["gate"]["reason"] in ("evidence", "ruling")


GAME = """\
slug = "kule-oyunu"
title_tr = "Kule Oyunu"
title_en = "Tower Game"
players = "2-4"
aliases = ["kule oyunu", "tower game"]
description = "Bir test oyunu."

[notice]
title = "Kule Oyunu için kural notu"
official_pdf = "Resmi kitapçık en doğru kaynaktır."
disclaimer = "AI rehberi nadiren hatalı olabilir."

[[documents]]
file = "kurallar.md"
lang = "tr"
title = "Kule Oyunu kural metni"
"""

RULES = """\
# Kule Oyunu

## Bileşenler

Kutuda 40 ahşap blok ve bir zar vardır.

## Oyun Akışı

Sırası gelen oyuncu kuleden bir blok çeker ve en üste koyar. Kuleyi deviren oyuncu kaybeder.
"""


def test_a_fifth_game_needs_only_data(tmp_path: Path) -> None:
    corpus = tmp_path / "corpus"
    shutil.copytree(REPO / "rules_corpus", corpus, ignore=shutil.ignore_patterns("__pycache__"))
    (corpus / "kule-oyunu").mkdir()
    (corpus / "kule-oyunu" / "game.toml").write_text(GAME, encoding="utf-8")
    (corpus / "kule-oyunu" / "kurallar.md").write_text(textwrap.dedent(RULES), encoding="utf-8")
    settings = Settings(
        corpus_dir=corpus, data_dir=tmp_path / "data", embedder="hash", gate_threshold=0.0
    )
    assistant = build_assistant(settings)
    assistant.warm_up()
    assert "kule-oyunu" in assistant.games
    answer = assistant.ask("kuleyi deviren oyuncu ne olur", game="kule-oyunu")
    assert not answer.refused
    assert answer.game == "kule-oyunu"
    assert answer.citations
    assert all(c.game == "kule-oyunu" for c in answer.citations)
    assert answer.checks == []  # no rule checker for this game: nothing to verify
    named = assistant.ask("kule oyunu kaybeden kim olur")
    assert named.game == "kule-oyunu"
    assert re.search("Kule Oyunu", assistant.ask("catan nasil oynanir").text)


def test_a_calculators_working_uses_the_customers_word(hash_knowledge: Knowledge) -> None:
    """ "figür" asked, "figür" answered: the rulebook's "minyatür" is the same thing, and
    the quotes (in the citations) stay verbatim."""
    assistant = build_assistant(hash_knowledge.settings, knowledge=hash_knowledge)
    asked = (
        "snowtrooper birimim 4 figur, 1 patlama 1 geri cekilme geldi, arkam dolu, kac figurum kalir"
    )
    answer = assistant.ask(asked, game="hoth")
    assert answer.answerer == "calculator"
    assert answer.text.startswith("2 figür kalır")
    assert "minyatür" not in answer.text.lower()
    assert any("minyatür" in c.quote for c in answer.citations)
    plain = assistant.ask(asked.replace("figur", "minyatur"), game="hoth")
    assert plain.text.startswith("2 minyatür kalır")
