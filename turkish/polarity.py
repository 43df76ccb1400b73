"""Whether a Turkish statement says yes or no to a yes/no question.

A yes/no question asks about one predicate: the word before its particle ("verebilir
miyim" → "verebilir", "olurmu" → "olur"). A statement answers it when it uses the same
verb root with an affirmative ending ("verebilirsin", "verilir") or a negative one
("veremezsin", "verilmez", "vermiyor"); "var" is answered by "var" or "yok", and a noun
predicate ("zorunda mıyım") by itself or by itself followed by "değil".

Everything works on `normalize`d text (lower-case ASCII), so ı/i, ü/u, ö/o fall together
and the patterns use the ASCII vowels. The function says nothing (None) when the
statement never uses the predicate's root or uses it both ways: guessing a verdict is
worse than giving none.
"""

from __future__ import annotations

import re
from typing import Literal

from turkish.folding import normalize

Polarity = Literal["evet", "hayir"]

# The particle, alone ("mi", "miyim", "musun") or typed attached after a verb ending
# ("olurmu", "veriyomu", "oynuyomuyuz").
_PARTICLE = re.compile(r"^m[iu](y[iu]m|s[iu]n|y[iu]z|s[iu]n[iu]z|d[iu]r|d[iu]|yd[iu])?$")
_ATTACHED = re.compile(
    r"^([a-z]+?(?:yo|yor|[aeiu]r|d[iu]|t[iu]|m[iu]s))m[iu](y[iu]m|s[iu]n|y[iu]z|d[iu]r)?$"
)
# A noun predicate typed with its particle attached ("zorundamiyim", "yasakmi"): only the
# few nouns rules questions ask about, since any word may end in "mi" ("kimi", "resmi").
ATTACHED_NOUN = (
    r"(zorunda|mecbur|serbest|yasak|lazim|gerekli|mumkun)m[iu](y[iu]m|s[iu]n|y[iu]z|d[iu]r)?"
)
_ATTACHED_NOUN = re.compile(rf"^{ATTACHED_NOUN}$")
# Tense, aspect and ability endings stripped from the predicate to reach its root. The
# person endings first (a predicate before a separate particle rarely has one, but
# "kaybettim mi" does).
_PERSON = re.compile(r"(?<=[a-z]{3})(?:[iu]m|[iu]n|[iu]z|s[iu]n|s[iu]n[iu]z|l[ae]r|k)$")
_TENSE = re.compile(
    r"(?<=[a-z]{2})(?:y?[ae]bil(?:[iu]r|[iu]yor|[iu]yo)?|[iu]yor|[iu]yo|yor|yo|[aeiu]r"
    r"|[dt][iu](?:m|n|k|n[iu]z|l[ae]r)?|m[iu]s|y?[ae]c[ae]k|m[ae]l[iu])$"
)
# The inner tense of a compound form ("oynuyordu" → "oynuyor" → "oyn"). Without the aorist:
# stripping "-ir/-er" twice cut verb roots that end in r ("gösterebilir" → "göster" → "göst").
_INNER_TENSE = re.compile(
    r"(?<=[a-z]{2})(?:y?[ae]bil(?:[iu]r|[iu]yor|[iu]yo)?|[iu]yor|[iu]yo|yor|yo"
    r"|m[iu]s|y?[ae]c[ae]k)$"
)
# Voice between root and ending: passive/reflexive (-ıl, -ın, -n), causative (-t, -dır).
_VOICE = r"(?:[aeiu]?l|[aeiu]?n|[aeiu]?l[aeiu]n|t|d[iu]r|t[iu]r)?"
_PERSON_END = r"(?:[iu]m|[iu]n|[iu]z|s[iu]n|s[iu]n[iu]z|l[ae]r|s[iu]n[iu]z|d[iu]r|t[iu]r|k)?"
# What follows the root in an affirmative / a negative verb form.
_AFFIRMATIVE = re.compile(
    rf"^{_VOICE}(?:y?[ae]bil)?(?:[aeiu]r|[iu]yor|[iu]yo|yor|d[iu]|t[iu]|m[iu]s|y?[ae]c[ae]k"
    rf"|m[ae]l[iu])(?:d[iu]r|t[iu]r)?{_PERSON_END}$"
)
_NEGATIVE = re.compile(
    rf"^{_VOICE}(?:y?[ae])?(?:m[ae]z|m[ae]y[ae]c[ae]k|m[ae]d[iu]|m[ae]m[iu]s|m[ae]m[ae]l[iu]"
    rf"|m[iu]yor|m[iu]yo)(?:d[iu]r|t[iu]r)?{_PERSON_END}$"
)
_NOUN_END = re.compile(rf"^(?:d[iu]r|t[iu]r|y?[iu]m|s[iu]n|y[iu]z|s[iu]n[iu]z)?{_PERSON_END}$")
_DEGIL = re.compile(r"^degil")
_WORD = re.compile(r"[a-z]+")
_CLAUSE = re.compile(r"[.;:!?]|,\s*(?:ama|fakat|ancak)\b")
_ONLY = frozenset({"yalnizca", "yalniz", "sadece"})


def question_predicate(text: str) -> str | None:
    """The word a yes/no question asks about, normalized; None without a particle."""
    words: list[str] = _WORD.findall(normalize(text))
    for i in range(len(words) - 1, -1, -1):
        if _PARTICLE.match(words[i]) and i > 0:
            return words[i - 1]
        attached = _ATTACHED.match(words[i]) or _ATTACHED_NOUN.match(words[i])
        if attached:
            return attached.group(1)
    return None


def predicate_root(predicate: str) -> str:
    """'verebilir' → 'ver', 'sayiliyo' → 'sayil', 'kaybettim' → 'kaybet', 'zorunda' stays."""
    for candidate in (predicate, _PERSON.sub("", predicate)):
        root = _TENSE.sub("", candidate)
        if root != candidate:
            return _INNER_TENSE.sub("", root)  # "oynuyordu": the past, then the aspect
    return predicate


def answer_polarity(question: str, statement: str) -> Polarity | None:
    """'evet' / 'hayir' when the statement answers the question's predicate one way only."""
    predicate = question_predicate(question)
    if predicate is None:
        return None
    found: set[str] = set()
    for clause in _CLAUSE.split(normalize(statement)):
        found |= _readings(predicate, _WORD.findall(clause))
    if len(found) != 1:
        return None
    verdict: Polarity = "evet" if found == {"evet"} else "hayir"
    return verdict


def _readings(predicate: str, words: list[str]) -> set[str]:
    """The readings of one clause. An affirmative form under "yalnızca"/"sadece" affirms
    only the restricted case ("yalnızca turuncu kartla ödeyebilirsin" does not say yes to
    paying with yellow), so it counts for nothing; a negative form counts everywhere."""
    if predicate in ("var", "yok"):  # "var mı?" is answered by "var" or "yok"
        return {r for w in words if (r := _existential(w)) is not None}
    restricted = any(w in _ONLY for w in words)
    root = predicate_root(predicate)
    verbal = root != predicate
    found = set()
    for i, word in enumerate(words):
        if not word.startswith(root) or len(root) < 2:
            continue
        rest = word[len(root) :]
        negated_after = i + 1 < len(words) and bool(_DEGIL.match(words[i + 1]))
        if verbal and _NEGATIVE.match(rest):
            found.add("hayir")
            continue
        affirmed = _AFFIRMATIVE if verbal else _NOUN_END
        if affirmed.match(rest) and (negated_after or not restricted):
            found.add("hayir" if negated_after else "evet")
    return found


def _existential(word: str) -> str | None:
    if re.match(r"^var(d[iu]r|s[ae]|[iu]m|d[iu])?$", word):
        return "evet"
    if re.match(r"^yok(t[iu]r|s[ae]|t[iu])?$", word):
        return "hayir"
    return None
