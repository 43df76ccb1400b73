"""Input hygiene: reject unusable questions, clean control characters, spot injections."""

from __future__ import annotations

import re
import unicodedata

from assistant.text import normalize
from assistant.types import QuestionError

_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f\u200b-\u200f\u202a-\u202e\u2066-\u2069]")

# Phrases that try to change the rules or the assistant's instructions from the chat.
_INJECTION = re.compile(
    r"(yonetici notu|admin not|sistem notu|system prompt|sistem (talimat|mesaj|istem)|"
    r"talimatlari (unut|yok say|gormezden)|onceki talimat|ignore (all |the )?(previous|prior)|"
    r"kural(lar)? (artik|degisti|guncellendi)|artik (limit|kural|sinir)|yeni kural|"
    r"developer mode|jailbreak|rol yap|gibi davran|you are now|act as)"
)

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


def looks_like_injection(text: str) -> bool:
    return bool(_INJECTION.search(normalize(text)))
