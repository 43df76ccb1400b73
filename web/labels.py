"""Turkish words for the codes the pipeline records (verdicts, answerers, refusal reasons,
timing stages), and a neutral rendering of missing values, for the staff pages.

The JSON API keeps the codes; only pages a person reads show these words. Python's
`None`/`True` never reach a Turkish page: a missing value is a dash.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
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
        "bad_input": "sorudaki bir değer kurala göre olamaz",
        "not_stated": "kural metni sorulan sayıyı vermiyor",
        "not_rules": "kural sorusu değil (strateji, tavsiye ya da ürün bilgisi)",
        "llm_declined": "dil modeli kaynaklarda cevap bulamadı",
    },
    # assistant/stages/gate.py: why it answers, or why it refuses
    "gate": {
        "calculator": "kural hesaplayıcısı cevaplıyor",
        "ruling": "mağazanın kural kararı cevaplıyor",
        "evidence": "kural metinleri yeterli dayanak",
        "other_game": "soru başka bir oyunla ilgili",
        "no_game": "oyun belirlenemedi",
        "bad_input": "sorudaki bir değer kurala göre olamaz",
        "not_stated": "kural metni sorulan sayıyı vermiyor",
        "not_rules": "kural sorusu değil (strateji, tavsiye ya da ürün bilgisi)",
        "weak_evidence": "kural metinlerinde yeterli dayanak yok",
    },
    "timing": {
        "analyse": "çözümleme",
        "scope": "oyun seçimi",
        "retrieve": "getirme",
        "calculate": "hesap",
        "gate": "kapı",
        "answer": "cevap yazımı",
        "verify": "denetim",
        "cite": "kaynak gösterme",
        "calculators": "hesaplayıcılar",
        "answerer": "cevap yazımı",
        "validators": "denetim",
    },
    # the verification badge (the answer, the widget, the console)
    "badge": {
        "verified": "✓ hesap kural tablosuyla doğrulandı",
        "contradicted": "sayı kural tablosuna göre düzeltildi",
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


def badge(checks: Iterable[Mapping[str, Any]]) -> dict[str, Any] | None:
    """The verification badge of an answer's checks (their JSON form), or None when no
    number was checked: kind "contradicted" when one was corrected, else "verified"; its
    Turkish label; and the checks behind it, each claim once, corrections first."""
    seen: set[tuple[Any, ...]] = set()
    shown: list[Mapping[str, Any]] = []
    for check in checks:
        verdict = check.get("verdict")
        claim = check.get("claim") or {}
        key = (claim.get("start"), claim.get("end"), verdict, check.get("expected"))
        if verdict in LABELS["badge"] and key not in seen:
            seen.add(key)
            shown.append(check)
    if not shown:
        return None
    shown.sort(key=lambda c: c["verdict"] != "contradicted")
    kind = str(shown[0]["verdict"])
    return {"kind": kind, "label": LABELS["badge"][kind], "checks": shown}
