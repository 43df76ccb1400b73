"""Things the rules only name: a question about their content is not answered by the rules.
(Also a request for a card's printed text, which no rule document reproduces.)

Alhambra's rule text lists its six expansions with their years and says nothing of what they
contain. A question such as "Şehir Kapıları'nda kaç kapı karosu var" then finds the
component counts of the base game, and a calculator or a quoted sentence would answer a
question nobody asked. The names come from game.toml (`[[named_only]]`, each checked to be
in the rule text by a test); what the text does say of them (the list, the years, that they
are official) is still answered.
"""

from __future__ import annotations

import re
from functools import lru_cache

from assistant.corpus import Game, NamedOnly
from turkish import normalize

# Questions about the list itself, which the text answers: "hangi yıl çıktı", "kaç resmi
# genişleme var", "genişlemeleri neler", "resmi mi".
_ABOUT_THE_LIST = re.compile(
    r"\b(hangi yil|ne zaman (cik|yayin)|kac yilinda|yilinda|kac (tane |adet )?(resmi )?genisleme"
    r"|genislemeler(i)? (neler|hangi)|hangi genislemeler|resmi mi|resmi bir)"
)


def _plain(text: str) -> str:
    return re.sub(r"['’`]", "", normalize(text))


@lru_cache(maxsize=64)
def _pattern(form: str) -> re.Pattern[str]:
    # Each word as typed; the last may carry a case ending ("kapılarında", "vezirin").
    words = _plain(form).split()
    return re.compile(r"(?<![a-z0-9])" + r"\s+".join(map(re.escape, words)) + r"[a-z]*")


def named_only_asked(question: str, game: Game | None) -> NamedOnly | None:
    """The named-only thing the question asks about, unless it asks what the list says."""
    if game is None or not game.named_only:
        return None
    text = _plain(question)
    if _ABOUT_THE_LIST.search(text):
        return None
    for entry in game.named_only:
        if any(_pattern(form).search(text) for form in (entry.name, *entry.aliases)):
            return entry
    return None


# "kartın metnini yazar mısın", "kart yazılarını tek tek yaz": the printed text of a card.
# The rule documents explain how cards are played, never what each one says; "kartta
# 'Hareket' yazıyorsa ne olur" is a rules question and is left alone (no request to write
# or tell the text).
_CARD_TEXT = re.compile(
    r"\bkart\w*\s+(?:\w+\s+){0,2}(?:metn|metin|yazi)\w*\s+(?:\w+\s+){0,2}"
    r"(?:yaz(?:ar|abilir|sana|sin|)\w*|soyle\w*|ver\w*|paylas\w*|ne\b|nedir|neler)"
)

CARD_TEXT_DETAIL = (
    "Kartların üzerindeki metinler kural metinlerinde yer almıyor; kartın ne yaptığını "
    "kartın kendisinden okuman gerekir."
)


def card_text_asked(question: str) -> bool:
    """The question asks us to tell what a card's printed text says."""
    return _CARD_TEXT.search(_plain(question)) is not None


def refusal_detail(entry: NamedOnly) -> str:
    return (
        f"{entry.name} kural metinlerinde yalnızca adıyla geçiyor; bu {entry.what}nin içeriği "
        "ve kuralları elimdeki kaynaklarda belirtilmiyor."
    )


# "senaryo 9'un hedefi ne", "7. senaryodaki boss'un canı kaç": one scenario's own content.
# The rule documents explain how scenarios are played and name a few by number only for
# when a rule starts ("Senaryo 4'ten itibaren"); each scenario's goal, map, monsters, boss
# and rewards are printed in the scenario book, which no document reproduces. A level or a
# rule asked beside the number ("senaryo 3'te seviye kaç", "senaryo 5'i tekrar oynayabilir
# miyiz") is a rules question and is left alone.
_NUMBERED_SCENARIO = re.compile(
    r"\bsenaryo\w*\s*\d+|\b\d+\s*(?:\.|nci|inci|uncu|unci|numarali|nolu)\s*senaryo"
)
_SCENARIO_CONTENT = re.compile(
    r"(?<!savas )(?<!madalya )\bhedef\w*|\bboss\w*|\bharita\w*|\bodul\w*|\bkurulum\w*|\bhikaye\w*"
    r"|\bozel kural\w*|\bhangi canavar\w*|\bkac (tane )?(canavar|dusman)\w*"
)
SCENARIO_CONTENT_DETAIL = (
    "Tek tek senaryoların hedefi, haritası, canavarları ve ödülleri senaryo kitabında yazar; "
    "elimdeki kural metinlerinde yer almıyor."
)


def scenario_content_asked(question: str) -> bool:
    """The question asks what one numbered scenario holds (its goal, map, boss, reward)."""
    text = _plain(question)
    if not _NUMBERED_SCENARIO.search(text) or "seviye" in text:
        return False
    return _SCENARIO_CONTENT.search(text) is not None
