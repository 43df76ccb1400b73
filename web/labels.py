"""Turkish words for the codes the pipeline records (verdicts, answerers, refusal reasons,
timing stages), and a neutral rendering of missing values, for the staff pages.

The JSON API keeps the codes; only pages a person reads show these words. Python's
`None`/`True` never reach a Turkish page: a missing value is a dash.
"""

from __future__ import annotations

from typing import Any

LABELS: dict[str, dict[str, str]] = {
    "verdict": {
        "verified": "doğrulandı",
        "contradicted": "çelişiyor (düzeltildi)",
        "uncheckable": "denetlenemedi",
    },
    "answerer": {
        "extractive": "kural metninden alıntı",
        "rulings": "kural kararı (kural metninden)",
        "staff": "mağaza kararı (personel)",
        "calculator": "kural hesaplayıcısı",
        "gate": "ret kapısı",
        "openai": "LLM (OpenAI uyumlu sunucu)",
        "llamacpp": "yerel LLM (llama.cpp)",
    },
    "refusal": {
        "other_game": "soru başka bir oyunla ilgili",
        "no_game": "oyun belirlenemedi",
        "weak_evidence": "kural metinlerinde yeterli dayanak yok",
    },
    "timing": {
        "retrieve": "getirme",
        "calculators": "hesaplayıcılar",
        "answerer": "cevap yazımı",
        "validators": "denetim",
    },
}
MISSING = "—"


def shown(value: Any) -> str:
    """A value as a Turkish page shows it: no None/True/False."""
    if value is None or value == "":
        return MISSING
    if isinstance(value, bool):
        return "evet" if value else "hayır"
    if isinstance(value, float):
        return f"{value:.4g}"
    return str(value)


def label(value: Any, kind: str) -> str:
    """The Turkish word for a code of `kind`; unknown codes (an LLM's name) as they are."""
    if value is None or value == "":
        return MISSING
    return LABELS.get(kind, {}).get(str(value), shown(value))
