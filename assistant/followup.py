"""Turn a follow-up ("peki ya sırttaysa?") into a standalone question using the history."""

from __future__ import annotations

import re

from turkish import normalize

_FOLLOWUP_START = re.compile(
    r"^(peki|ya |ya\b|o zaman|ayni|bu |bunu|onu|ona|oyleyse|ayrica|ve |hani)"
)
SHORT = 6  # words


def standalone_question(question: str, history: list[dict[str, str]] | None) -> str:
    """Prepend the last user question when this one cannot stand alone."""
    if not history:
        return question
    previous = [
        t.get("content", "") for t in history if t.get("role") == "user" and t.get("content")
    ]
    if not previous:
        return question
    q = normalize(question)
    if _FOLLOWUP_START.search(q) or len(q.split()) <= SHORT:
        return f"{previous[-1].strip()} {question}"
    return question
