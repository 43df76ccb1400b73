"""Questions that are not about the rules: strategy and opinion, or the product itself.

A rulebook says what a player may do, never what is wise, and says nothing of a box's
material, size, price or stock. Such questions still share words with the rules ("en iyi
açılış" retrieves the opening rules, "taşlar plastik mi" the piece list), so retrieval
finds something and the answer would quote a rule that does not answer. The markers here
are explicit forms of advice or of a product, matched on the question's comparison form
(lower-case ASCII). Words that are also game terms stay out on purpose: "fiyat" alone (an
Alhambra building's price), "satın al" (buying a building), "avantaj" (JotL's advantage),
"genişleme" (Hive's expansion pieces), "-malıyım" (also "must I"), "kaç para" (cards).
"""

from __future__ import annotations

import re
from typing import Literal

from assistant.question import Question

OffRules = Literal["strategy", "product"]

# Asking for an opinion or advice. Rulebooks recommend too ("tek karakter yönetmesi
# önerilir", "önerilen senaryo seviyesi", "strateji tartışabilirler"), so the forms here
# address the assistant ("önerir misin", "sence") or ask what is best, never the word alone.
_STRATEGY = re.compile(
    r"\b((en|daha) (iyi|guclu|mantikli|avantajli|etkili|kullanisli)|sence|sizce|"
    r"strateji(si|ler|leri)? (ne|nedir|hangisi|oner|ver|tavsiye)\w*|"
    r"(iyi|kazanma|kazandiran|acilis) strateji\w*|taktik\w* (ne|nedir|ver|oner)\w*|"
    r"ne tavsiye|tavsiye(n|niz|leriniz|lerin)\b|tavsiye (eder misin|eder misiniz|edersin|"
    r"edersiniz|ver)\w*|onerir misin|onerir misiniz|onerirsin|onerin|onerileriniz|"
    r"ipucu\w*|ipuclar\w*|mantikli mi|kazanma (sans|ihtimal)\w*)\b"
)
# Facts of the product, not of the game. "plastik" alone is a component ("plastik
# standlar"), so a material counts only as the asked alternative ("plastik mi").
_PRODUCT = re.compile(
    r"\b((plastik|ahsap|tahta|karton|metal) mi|neyden yapil\w*|malzeme\w*|boyali|boyasiz|"
    r"santim\w*|kac cm|\d+ ?cm|boyut(u|lari) (ne|kac|nedir)|olculeri\w*|agirlig\w*|kac gram|"
    r"stok\w*|kargo\w*|indirim\w*|garanti\w*|iade|kac (tl|lira)|\d+ ?(tl|lira)|"
    r"kutu(nun)? fiyat\w*|kac yas\w*|yas (siniri|ustu|grubu)\w*|"
    r"nereden (al|bul|satin|siparis)\w*|"
    # play time is printed on the box; "zehir ne kadar sürer" (a condition) is a rule, so
    # only minutes, hours and the length of a whole game count
    r"kac dakika\w*|kac saat\w*|\d+ ?dakika\w*|oyun(un)? sure\w*|"
    # who made the game: trivia, not a rule ("oynamanız tasarlanmıştır" is no designer)
    r"kim (tasarla|yap|cikar|icat et)\w*|tasarimci\w*|yapimci\w*|yayinci\w*|hangi firma\w*|"
    r"(oyun|mac|parti)\w* (ortalama )?(ne kadar|kac dakika) sur\w*|"
    # accessories the box may or may not fit: no rule text names any of them
    r"sleeve\w*|kilif\w*|kart koruyucu\w*|insert\w*|organizer\w*|organizat\w*)\b"
)


def off_rules_kind(question: Question) -> OffRules | None:
    """'strategy' or 'product' when every question asked is of that kind, else None.

    A message asking two things, one of them a rules question ("tavsiye ver ama önce:
    örümcek kaç alan gider?"), is answered: the rules part deserves its answer."""
    texts = [part.ascii for part in question.parts] or [question.ascii]
    kinds = [_kind(text) for text in texts]
    if any(kind is None for kind in kinds):
        return None
    return kinds[0]


def _kind(text: str) -> OffRules | None:
    if _PRODUCT.search(text):
        return "product"
    if _STRATEGY.search(text):
        return "strategy"
    return None
