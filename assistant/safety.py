"""Input hygiene: reject unusable questions, clean control characters, spot injections."""

from __future__ import annotations

import re
import unicodedata

from assistant.errors import QuestionError
from turkish import fold_same_length, normalize

_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f\u200b-\u200f\u202a-\u202e\u2066-\u2069]")

# Phrases that try to change the rules or the assistant's instructions from the chat.
# Matched on normalize()d text (lower case, Turkish letters folded to ASCII). A hit only
# means "answer from the rule text alone" (no generative model, see answerers/llm.py), so
# a false positive costs a plainer answer, not a refusal: the list may be generous.
_INJECTION = re.compile(
    r"(yonetici(si)? not|admin(istrator)? not|sistem notu|system prompt|system message|"
    # a role in brackets ("[Yönetici] …") and "müşterilere böyle söyle": orders to us
    r"\[\s*(yonetici|admin|sistem|system|moderator)\s*\]|musterilere .{0,60}(soyle|de\b)|"
    r"sistem (talimat|mesaj|istem|komut)|gizli talimat|ilk talimat|talimatlarini (yaz|goster|paylas|acikla)|"
    r"talimatlari(ni)? (unut|yok say|gormezden|dikkate alma)|onceki (talimat|komut|kural)|"
    r"ignore (all |the |any |your )?(previous|prior|above|earlier)|disregard (all |the |any |your )?"
    r"(previous|prior|above|earlier|instructions)|forget (all |everything|your|the )|"
    r"(reveal|print|show|repeat|output) (your |the )?(system|hidden|initial|original)? ?"
    r"(prompt|instructions)|kural(lar)? (artik|degisti|guncellendi)|kural guncellemesi|"
    r"artik (limit|kural|sinir)|yeni kural|resmi kural olarak|developer mode|dan mode|"
    r"jailbreak|rol yap|rolune gir|gibi davran|you are now|act as|pretend|roleplay|role-play|"
    r"bundan (sonra|boyle) (her|tum|butun)|her cevab(in|a) (sonuna|basina)|kendini .{1,40} (diye )?tanit|"
    r"new rule|rules? (changed|update)|official rule now|from now on|override|"
    r"(^|\s)dan( |'|$)|do anything now|talimat(lar)?i?n?i? (aynen |oldugu gibi )?(yaz|goster|paylas))"
)

# The narrower set that marks a sentence of *rule text* (a corpus chunk) as planted
# instructions. Real rule text says "gibi davranır" or "yeni kural" legitimately, so only
# phrases addressed to an assistant count; tests check the real corpus has no hits.
_PLANTED = re.compile(
    r"(yonetici(si)? notu|admin(istrator)? not|sistem notu|system prompt|sistem talimat|"
    r"yapay zeka|asistan(a|lar|in)? (icin )?(not|talimat)|talimatlari(ni)? (unut|yok say|gormezden)|"
    r"onceki talimat|ignore (all |the |any )?(previous|prior|above)|disregard (all |the )?"
    r"(previous|prior|above)|musterilere .{0,60}(soyle|de\b)|kullaniciya .{0,60}(soyle|yaz)|"
    r"you are now|from now on|bundan sonra (her|tum) cevap)"
)
_SENTENCE = re.compile(r"(?<=[.!?])\s+")
REDACTED = "[talimat benzeri metin çıkarıldı]"

INJECTION_NOTE = "Sohbete yazılan notlar ve talimatlar kuralları değiştirmez."


def clean_question(raw: object, max_chars: int) -> str:
    """The question as text we can work with, or a QuestionError with a Turkish message."""
    if not isinstance(raw, str):
        raise QuestionError("Soru metin olarak gönderilmeli.")
    if "\x00" in raw or _mostly_unprintable(raw):
        raise QuestionError(
            "Soru okunamadı: metin dışı karakterler içeriyor. Lütfen sorunu yazıyla gönder."
        )
    text = unicodedata.normalize("NFC", _CONTROL.sub(" ", raw))
    text = " ".join(text.split())
    if not text:
        raise QuestionError("Lütfen bir soru yaz.")
    if len(text) > max_chars:
        raise QuestionError(
            f"Soru çok uzun ({len(text)} karakter). En fazla {max_chars} karakterlik bir soru yaz.",
            status=413,
        )
    if not any(ch.isalnum() for ch in text):
        raise QuestionError("Sorunda harf ya da rakam yok. Lütfen kuralla ilgili sorunu yaz.")
    return text


def _mostly_unprintable(raw: str) -> bool:
    if not raw:
        return False
    bad = sum(
        1
        for ch in raw
        if unicodedata.category(ch) in {"Cc", "Cs", "Co", "Cn"} and ch not in "\n\t\r"
    )
    return bad / len(raw) > 0.1


def injection_spans(text: str) -> list[tuple[int, int]]:
    """Offsets of the phrases in `text` that instruct the assistant (found on a fold that
    keeps every offset, so the spans index the text itself)."""
    return [m.span() for m in _INJECTION.finditer(fold_same_length(text))]


def looks_like_injection(text: str) -> bool:
    return bool(_INJECTION.search(normalize(text)))


def planted_instruction(text: str) -> bool:
    """A rule-text sentence that addresses the assistant instead of the players."""
    return bool(_PLANTED.search(normalize(text)))


def strip_planted(text: str) -> str:
    """Rule text with planted-instruction sentences replaced by a marker (kept verbatim
    otherwise, so citation quotes of the clean sentences still match)."""
    out: list[str] = []
    for line in text.split("\n"):
        parts = _SENTENCE.split(line)
        if any(planted_instruction(p) for p in parts):
            line = " ".join(REDACTED if planted_instruction(p) else p for p in parts)
        out.append(line)
    return "\n".join(out)
