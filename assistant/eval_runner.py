"""Run a question file through the real pipeline and print the score table by kind."""

from __future__ import annotations

import json
from dataclasses import asdict
from pathlib import Path
from typing import Any

from assistant.evaluation import ItemScore, format_table, load_items, score_item, summarize
from assistant.types import QuestionError, UnknownGameError


def _squash(text: str) -> str:
    return " ".join(text.split())


def retrieval_hits(assistant: Any, item: dict[str, Any]) -> tuple[bool | None, bool | None]:
    quote, game = item.get("source_quote"), item.get("game")
    if not quote or game in (None, "none"):
        return None, None
    chunks = assistant.knowledge.retriever.retrieve(item["question"], game, 5).chunks
    inside = [_squash(quote) in _squash(sc.chunk.text) for sc in chunks]
    return (bool(inside[:1]) and inside[0]), any(inside)


def answer_item(assistant: Any, item: dict[str, Any]) -> dict[str, Any]:
    game = item.get("game")
    try:
        answer = assistant.ask(
            item["question"],
            game=None if game in (None, "none") else game,
            history=item.get("history"),
        )
    except (QuestionError, UnknownGameError) as exc:
        return {"answer": str(exc), "refused": True, "citations": [], "checks": []}
    return answer.to_dict()


def run_eval(assistant: Any, set_path: Path, report: Path | None = None) -> list[ItemScore]:
    items = load_items(set_path)
    scores: list[ItemScore] = []
    rows = []
    for item in items:
        answer = answer_item(assistant, item)
        score = score_item(item, answer)
        score.hit1, score.hit5 = retrieval_hits(assistant, item)
        scores.append(score)
        rows.append({"item": item, "answer": answer, "score": asdict(score)})
    table = summarize(scores)
    print(format_table(table))
    for s in scores:
        if not s.passed:
            print(f"  ✗ {s.id} ({s.kind}): {'; '.join(s.reasons)}")
    if report:
        report.write_text(
            json.dumps({"summary": table, "items": rows}, ensure_ascii=False, indent=1),
            encoding="utf-8",
        )
    return scores
