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
from turkish.words import bm25_tokens

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
_PERSON = re.compile(
    r"(?<=[a-z]{3})(?:[iu]m|[iu]n|[iu]z|s[iu]n|s[iu]n[iu]z|l[ae]r|k|(?<=yo)[mz])$"
)  # "alıyoz", "gidiyom": the spoken "-yoz/-yom"
_TENSE = re.compile(
    r"(?<=[a-z]{2})(?:y?[ae]bil(?:[iu]r|[iu]yor|[iu]yo)?|[iu]yor|[iu]yo|yor|yo|[aeiu]r"
    r"|[dt][iu](?:m|n|k|n[iu]z|l[ae]r)?|m[iu]s|y?[ae]c[ae]k|m[ae]l[iu]"
    # the spoken future, typed as said: "alıcam", "gelicez", "yapcak"
    r"|y?[iu]c[ae](?:m|z|k)|y?[iu]?c[ae]k)$"
)
# The inner tense of a compound form ("oynuyordu" → "oynuyor" → "oyn"). Without the aorist:
# stripping "-ir/-er" twice cut verb roots that end in r ("gösterebilir" → "göster" → "göst").
_INNER_TENSE = re.compile(
    r"(?<=[a-z]{2})(?:y?[ae]bil(?:[iu]r|[iu]yor|[iu]yo)?|[iu]yor|[iu]yo|yor|yo"
    r"|m[iu]s|y?[ae]c[ae]k)$"
)
# Voice between root and ending: passive/reflexive (-ıl, -ın, -n), causative (-t, -dır, and
# -ır: "can artıyor mu" is answered by "canı artırmaz", "düşer mi" by "düşürmez").
_VOICE = r"(?:[aeiu]?l|[aeiu]?n|[aeiu]?l[aeiu]n|t|d[iu]r|t[iu]r|[iu]r)?"
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
_WORD = re.compile(r"[a-z0-9]+")
_CLAUSE = re.compile(r"[.;:!?]|,(?=\s*(?:ama|fakat|ancak)\b)")
_ONLY = frozenset({"yalnizca", "yalniz", "sadece"})
# Words that say "allowed" / "forbidden" / "required" without the question's own verb
# ("duvar olup olmaması serbesttir" answers "duvarsız koyabilir miyim?"). They are read
# only where a clause has no form of the predicate's root.
_FREE = re.compile(r"^serbest(?:tir|sin|siniz)?$")
_FORBIDDEN = re.compile(r"^yasak(?:tir|sin|lanir|lanmistir)?$")
_POSSIBLE = re.compile(r"^mumkun(?:dur)?$")
_REQUIRED = re.compile(r"^(?:zorunlu|zorunda|mecburi?)(?:dur|sun|s[iu]n|d[iu]r)?$")
# The nouns an obligation question is asked with ("koymak zorunda mıyım", "gerekir mi").
_OBLIGATION = frozenset({"zorunda", "mecbur", "lazim", "gerekli", "sart"})
# "ikisini de", "üçünü de", "hepsini": the question asks about more than one at once.
_BOTH = re.compile(r"\b(iki|uc|dord|bes|alti)s?[iu](?:n[iu])?\s?d[ae]\b")
_ALL = re.compile(r"\b(?:hepsini|hepsi|tumunu|tumu)\b")
_COUNT_WORDS = {"iki": 2, "uc": 3, "dord": 4, "bes": 5, "alti": 6}
_LIMIT_WORDS = re.compile(r"\b(?:en fazla|en cok|en az|kadar|veya daha|ya da daha)\b")
# Any negative verb form, whatever its root ("çıkarılamaz", "sayılmaz", "gitmiyor").
_ANY_NEGATIVE = re.compile(
    r"^[a-z]{2,}(?:[ae]?m[ae]z|m[ae]y[ae]c[ae]k|m[iu]yor|m[iu]yo)(?:s[iu]n|l[ae]r|d[iu]r|t[iu]r)?$"
)
# A clause that opens like this states an exception to what came before.
_EXCEPT = frozenset({"yalniz", "ancak", "ama", "fakat"})


def question_predicate(text: str) -> str | None:
    """The word a yes/no question asks about, normalized; None without a particle."""
    found = _predicate_at(_WORD.findall(normalize(text)))
    return found[0] if found else None


def _predicate_at(words: list[str]) -> tuple[str, int] | None:
    """The predicate and its position in the question's words."""
    for i in range(len(words) - 1, -1, -1):
        if _PARTICLE.match(words[i]) and i > 0:
            last = len(words) - 1
            if i < last and _PARTICIPLE.match(words[i - 1]) and _TENSE.search(words[last]):
                # "yüksek olan mı önce oynuyor": the particle asks which one; the verb
                # at the end is what is asked of it.
                return words[last], last
            return words[i - 1], i - 1
        attached = _ATTACHED.match(words[i]) or _ATTACHED_NOUN.match(words[i])
        if attached:
            return attached.group(1), i
    return None


# A subject participle ("olan", "gelen", "atan") before a particle mid-sentence.
_PARTICIPLE = re.compile(r"^[a-z]{1,}y?[ae]n$")


# "etmek" and "eylemek" make verbs of nouns ("ateş etmek", "hareket etmek"): their forms
# answer the question only after the same noun.
_LIGHT_ROOTS = frozenset({"ed", "et"})


def _light_noun(question: str) -> str | None:
    words: list[str] = _WORD.findall(normalize(question))
    found = _predicate_at(words)
    if found is None or found[1] == 0 or predicate_root(found[0]) not in _LIGHT_ROOTS:
        return None
    if _continued(words, found[1]) is not None:
        return None  # "kalmaya devam ediyor mu": the verb asked about is "kal"
    return words[found[1] - 1][:4]


# "kalmaya devam ediyor mu": "does it go on staying" asks whether it stays.
_DATIVE_INFINITIVE = re.compile(r"^([a-z]{2,}?)m[ae]y[ae]$")


def _continued(words: list[str], at: int) -> tuple[str, str] | None:
    """(word, root) of the verb before "devam et-" at the predicate's position, or None."""
    if at < 2 or words[at - 1] != "devam":
        return None
    match = _DATIVE_INFINITIVE.match(words[at - 2])
    return (words[at - 2], match.group(1)) if match else None


def predicate_root(predicate: str) -> str:
    """'verebilir' → 'ver', 'sayiliyo' → 'sayil', 'kaybettim' → 'kaybet', 'zorunda' stays."""
    for candidate in (predicate, _PERSON.sub("", predicate)):
        root = _TENSE.sub("", candidate)
        if root != candidate:
            return _INNER_TENSE.sub("", root)  # "oynuyordu": the past, then the aspect
    return predicate


def answer_polarity(question: str, statement: str, anchored: bool = False) -> Polarity | None:
    """'evet' / 'hayir' when the statement answers the question's predicate one way only.

    `anchored`: read only the clauses that name something the question names besides its
    verb. "Canavar öldürmek deneyim vermez; deneyim sembollerden gelir" does not answer
    "canavar öldürünce xp geliyo mu" yes: its "gelir" is about another subject."""
    question = _as_rules_verb(normalize(question), normalize(statement))
    predicate = question_predicate(question)
    if predicate is None:
        return None
    asked = normalize(question)
    root = predicate_root(predicate)
    if _other_agent(asked, root, normalize(statement)):
        return "hayir"
    given: str | None = None
    if root in _COPULA:
        # "koysam olur mu?": "is it all right if I put": the verb asked about is the
        # conditional's ("koy"); the statement's own "ol" forms ("bitişik olmalı") are
        # about something else. A bare "olur mu?" has no verb to read.
        conditional = _conditional_before(asked, predicate)
        if conditional is None:
            # A bare "olur mu?" ("bu hamle olur mu?") is answered by "serbest/yasak" only.
            return _polarity(predicate, None, asked, statement, forms=False)
        predicate, root = conditional
        given = root
    elif root in _LIGHT_ROOTS:
        words = _WORD.findall(asked)
        found = _predicate_at(words)
        continued = _continued(words, found[1]) if found else None
        if continued is not None:
            predicate, root = continued
            given = root
    subject = None
    if anchored:
        subject = frozenset(t for t in bm25_tokens(asked) if not t.startswith(root[:5])) or None
    reading = _polarity(predicate, given, asked, statement, subject)
    if reading is None:
        reading = _converb_denied(asked, statement, subject)
    return reading


# Customers walk ("yürür mü"), rulebooks move ("hareket edemez"): the asked verb in the
# rules' words, when the statement uses those and not the customer's.
_WALK = re.compile(r"\byuru(r|yor|yo|yebilir|yemez|mez)(m[iu]\w*)?\b")
_WALK_AS_MOVE = {"r": "er", "yor": "iyor", "yo": "iyo", "yebilir": "ebilir", "yemez": "emez"}


# Customers fire ("ateş edebilir miyim", "ateş ettirebilir miyim"), rulebooks attack
# ("saldırabilir"): the same verb, read in the rules' word when the statement uses it.
_FIRE = re.compile(r"\bates (?:ed|et|ettir)(ebilir|emez|er|iyor|iyo|ecek|mez)(m[iu]\w*)?\b")
_FIRE_AS_ATTACK = {
    "ebilir": "abilir",
    "emez": "amaz",
    "er": "ir",
    "iyor": "iyor",
    "iyo": "iyo",
    "ecek": "acak",
    "mez": "maz",
}


def _as_rules_verb(asked: str, statement: str) -> str:
    if "saldir" in statement and "ates" not in statement:
        asked = _FIRE.sub(
            lambda m: f"saldir{_FIRE_AS_ATTACK[m.group(1)]}" + (m.group(2) or ""), asked
        )
    if "yuru" in statement or "hareket" not in statement:
        return asked

    def move(m: re.Match[str]) -> str:
        ending = m.group(1)
        verb = "hareket etmez" if ending == "mez" else f"hareket ed{_WALK_AS_MOVE[ending]}"
        return verb + (m.group(2) or "")

    return _WALK.sub(move, asked)


# "saldıran oyuncu mu seçiyor?": the particle after a "who" phrase (a participle and the
# person) asks whether THAT one does it. A statement that gives the same verb to another
# "-(y)An oyuncu" ("kontrol eden oyuncu seçer") and never names the asked one says no.
_AGENT_ASKED = re.compile(r"\b([a-z]{2,}?)y?[ae]n (oyuncu|taraf|kisi)\w* m[iu]\b")
_AGENT = re.compile(r"\b([a-z]{2,}?)y?[ae]n (oyuncu|taraf|kisi)")


def _other_agent(asked: str, root: str, statement: str) -> bool:
    focus = _AGENT_ASKED.search(asked)
    if focus is None or len(root) < 2:
        return False
    stem = focus.group(1)[:4]
    agents = [m.group(1) for m in _AGENT.finditer(statement)]
    doers = re.search(
        rf"\b{re.escape(root[:3])}", statement
    )  # the statement's verb is the asked one
    return (
        bool(agents)
        and doers is not None
        and stem not in statement
        and not any(a.startswith(stem) for a in agents)
    )


# "kapının üstünden geçip dolaşabilir mi": the first action ("geç-") is part of what is
# asked, so a statement that denies it ("içinden geçemez") answers no. Affirming it says
# nothing of the second action. "ekip", "tip" are nouns.
_CONVERB = re.compile(r"^([a-z]{2,}?)y?[iu]p$")
_NOT_CONVERBS = frozenset({"ekip", "tip", "kip", "slip", "grup"})
CONVERB_REACH = 3  # words between the converb and the predicate


def _converb_denied(asked: str, statement: str, subject: frozenset[str] | None) -> Polarity | None:
    words = _WORD.findall(asked)
    found = _predicate_at(words)
    if found is None:
        return None
    at = found[1]
    for word in words[max(0, at - CONVERB_REACH - 1) : at]:
        converb = _CONVERB.match(word)
        if converb is None or word in _NOT_CONVERBS:
            continue
        root = converb.group(1)
        if _polarity(word, root, asked, statement, subject) == "hayir":
            return "hayir"
    return None


# A conditional verb ("koysam", "versek", "alsaniz"): its stem is what "…sa olur mu" asks.
_CONDITIONAL = re.compile(r"^([a-z]{2,}?)s[ae](?:m|n|k|n[iu]z|l[ae]r)?$")


def _conditional_before(asked: str, predicate: str) -> tuple[str, str] | None:
    words = _WORD.findall(asked)
    found = _predicate_at(words)
    if found is None or found[1] == 0 or found[0] != predicate:
        return None
    before = words[found[1] - 1]
    match = _CONDITIONAL.match(before)
    if match:
        return before, match.group(1)
    # "ona altın verse eşya alsın. olur mu?": the conditional is in the sentence before a
    # bare "olur mu" that stands alone.
    alone = _CONDITION_THEN_ASK.search(asked)
    if alone is None:
        return None
    match = _CONDITIONAL.match(alone.group(1))
    return (alone.group(1), match.group(1)) if match else None


_CONDITION_THEN_ASK = re.compile(
    r"\b([a-z]{2,}?s[ae](?:m|n|k|n[iu]z|l[ae]r)?)\b[^.!?,]*[.!?,]\s*olur\s*m[iu]\b"
)


# "X, değil mi?", "X di mi?", "X dimi?": the customer states X and asks us to confirm it
# ("kendi taşlarım sayılmaz değil mi"). The question's own predicate is then "değil" or
# "di"; what is asked about is the word before the tag, and its own polarity decides.
_TAGS = frozenset({"dimi", "dumu", "degilmi"})
# "…, doğru mu?" (typed "doru mu"), "…, öyle mi?" ask to confirm the clause before them as
# "değil mi" does.
_TAG_HEADS = frozenset({"di", "du", "degil", "dogru", "doru", "oyle"})  # "doru": ğ dropped
_SO = frozenset({"oyle", "dogru"})
_COPULA = frozenset({"ol"})
# A negative verb form and what it keeps of the root: "sayılmaz" → "sayıl",
# "saldıramam" → "saldır", "gitmiyor" → "git", "seçmedim" → "seç".
_NEGATIVE_FORM = re.compile(
    r"(?<=[a-z]{2})(?:y?[ae])?(?:m[ae]z|m[ae]m|m[ae]y[iu]z|m[iu]yor|m[iu]yo|m[ae]d[iu]"
    r"|m[ae]y[ae]c[ae]k|m[ae]m[ae]l[iu]|m[ae]l[iu])"
    r"(?:s[iu]n[iu]z|s[iu]n|[iu]m|[iu]z|[iu]k|l[ae]r|d[iu]r|t[iu]r|m|n|k)?$"
)


def is_negative_form(word: str) -> bool:
    """ "sayılmaz", "gitmiyor", "seçmedim": a negative verb form (normalized word)."""
    return _NEGATIVE_FORM.search(word) is not None


def tagged_predicate(text: str) -> tuple[str, str, bool] | None:
    """(word, root, negative) of the statement a tag question asks to confirm, or None.

    "sayılmaz değil mi" → ("sayilmaz", "sayil", True); "seçiyorum di mi" → ("seciyorum",
    "sec", False). A noun before the tag ("lazım di mi", "değil di mi") gives None: which
    way the statement points is not in one word there."""
    words = _WORD.findall(normalize(text))
    for i in range(len(words) - 1, 0, -1):
        word = words[i]
        attached = word in _TAGS  # "dimi"; else "di mi", "değil mi"
        if not attached and not (word in _TAG_HEADS and i + 1 < len(words)):
            continue
        if not attached and not _PARTICLE.match(words[i + 1]):
            continue
        at = i - 1
        if words[at] in _SO and at > 0:
            at -= 1  # "sayılmaz, öyle değil mi": the claim is before "öyle"
        predicate = words[at]
        modal = _modal_claim(words, at)
        if modal is not None:
            return modal
        return _claim(predicate)
    guess = _GUESS.search(normalize(text))
    return _claim(guess.group(1)) if guess else None


# "2 para üstünü bankadan alıyoz herhalde?": a guess asked to be confirmed, like a tag.
_GUESS = re.compile(r"([a-z]+)\s+(?:herhalde|heralde|galiba)\s*\?")


def _claim(predicate: str) -> tuple[str, str, bool] | None:
    negative = _NEGATIVE_FORM.search(predicate)
    if negative is not None:
        return predicate, predicate[: negative.start()], True
    root = predicate_root(predicate)
    if root == predicate or predicate in _TAG_HEADS or root in _COPULA:
        return None  # "birinci ben oluyorum di mi": "ol" forms are in every sentence
    return predicate, root, False


# "koymak yasak değil mi", "geçmek serbest di mi": the claim is about the infinitive's verb,
# forbidden (a negative claim) or allowed.
_INFINITIVE = re.compile(r"^([a-z]{2,}?)m[ae]k$")


def _modal_claim(words: list[str], at: int) -> tuple[str, str, bool] | None:
    forbidden, free = _FORBIDDEN.match(words[at]), _FREE.match(words[at])
    if at == 0 or not (forbidden or free):
        return None
    infinitive = _INFINITIVE.match(words[at - 1])
    if infinitive is None:
        return None
    return words[at - 1], infinitive.group(1), bool(forbidden)


def tag_polarity(question: str, statement: str) -> Polarity | None:
    """'evet' when the statement confirms what a tag question states, 'hayir' when it
    says the opposite ("kendim seçiyorum di mi" ← "kayıp kart rastgeledir": 'hayir');
    None when the question is no tag question or the statement does not settle it."""
    tagged = tagged_predicate(question)
    if tagged is None:
        return None
    predicate, root, negative = tagged
    reading = _polarity(predicate, root, normalize(question), statement)
    if reading == "evet" and not negative and _comparison_unsaid(question, statement):
        return None  # "daha fazla kartla başlıyoz di mi" ← "… kadar kartla başlarsın"
    if reading is None or not negative:
        return reading
    return "evet" if reading == "hayir" else "hayir"  # "sayılmaz" confirms "sayılmaz değil mi"


# "daha fazla", "daha çok", "daha az": a claim of more or less than something
_COMPARISON = re.compile(r"\bdaha\s+([a-z]+)")


def _comparison_unsaid(question: str, statement: str) -> bool:
    """The claim compares ("daha fazla kartla başlıyoz") and the statement says none of its
    comparisons: the verb may be the statement's, the claim is not."""
    asked = {m.group(1) for m in _COMPARISON.finditer(normalize(question))}
    said = {m.group(1) for m in _COMPARISON.finditer(normalize(statement))}
    return bool(asked) and not asked & said


def _polarity(
    predicate: str,
    root: str | None,
    asked: str,
    statement: str,
    subject: frozenset[str] | None = None,
    forms: bool = True,
) -> Polarity | None:
    """The one reading the statement's clauses give the predicate (its root, if given);
    with a `subject`, a clause naming none of its terms is read as empty (it keeps its
    place: an exception clause is known by coming after another). Without `forms`, only
    permission and obligation words are read, not forms of the predicate's verb."""
    clauses = [_WORD.findall(clause) for clause in _CLAUSE.split(normalize(statement))]
    if subject is not None:
        clauses = [w if subject & set(bm25_tokens(" ".join(w))) else [] for w in clauses]
    count, noun = _asked_count(asked), _light_noun(asked)
    contrasts = _contrasts(asked)
    found: set[str] = set()
    opposite: set[str] = set()  # readings of clauses about the other side of a contrast
    for words in clauses if forms else ():
        readings = _readings(predicate, words, count, noun, root=root)
        if readings == {"evet"} and _opposite_side(words, contrasts):
            readings = {"hayir"}
            opposite |= readings
        elif not readings and _opposite_side(
            words, [c for c in contrasts if predicate.startswith(c[0])]
        ):
            readings = {"hayir"}  # "açık mı konur?" answered by "yüzü kapalı konur"
        found |= readings
    if opposite:
        # "strateji konuşabilir, ama açıkça konuşurlar" to "fısıldaşarak konuşabilir miyiz":
        # the clause that names how (the other side) is the one about the asked case.
        found = opposite
    # An exception naming the question's case decides ("binayı yedeğe koyabilirsin; yalnız
    # başlangıç karosu çıkarılamaz" to "çeşmeyi yedeğe koyabilir miyim"), whatever the
    # general clause says with the asked verb; then "serbest/yasak/zorunlu" words.
    if (forms or not found) and _exception_applies(asked, clauses, things_only=bool(found)):
        return "hayir"
    if not found and forms:
        found = _related_readings(predicate, clauses, count, root)
    if not found:
        for words in clauses:
            found |= _modal_readings(predicate, words)
    if len(found) != 1:
        return None
    verdict: Polarity = "evet" if found == {"evet"} else "hayir"
    return verdict


# Opposites a customer may have the wrong way round ("yüksek olan mı önce oynar?"). A
# clause that affirms the predicate for the opposite side, and never names the asked side,
# answers the asked side no: "düşük değer önce oynar" to "yüksek olan mı önce oynar".
_OPPOSITES = (
    ("yuksek", "dusuk"),
    ("buyuk", "kucuk"),
    ("once", "sonra"),
    ("acik", "kapali"),
    ("beyaz", "siyah"),
    ("rastgele", "sec"),  # "rastgele mi çekilir?" answered by "kendin seçersin"
    ("fisilda", "acik"),  # "fısıldaşarak konuşabilir miyiz?" ← "açıkça konuşurlar"
    ("gizli", "acik"),
)


def _contrasts(question: str) -> list[tuple[str, str]]:
    """(asked, opposite) for each pair of which the question names exactly one side."""
    words = _WORD.findall(question)
    found = []
    for a, b in _OPPOSITES:
        has_a = any(w.startswith(a) for w in words)
        has_b = any(w.startswith(b) for w in words)
        if has_a != has_b:
            found.append((a, b) if has_a else (b, a))
    return found


def _opposite_side(words: list[str], contrasts: list[tuple[str, str]]) -> bool:
    return any(
        any(w.startswith(other) for w in words) and not any(w.startswith(asked) for w in words)
        for asked, other in contrasts
    )


# Verbs that answer another's question when that one's own forms are absent: (root, the
# word that must precede it, whether it answers the opposite). "madalya kalıyor mu?" is
# answered yes by "geri verilmez", "jetonlar gidiyor mu?" no by "taşınır" or "korunur".
_KEEP = (("kal", None, True), ("korun", None, True), ("tasin", None, True))
_STAYS = (
    ("ver", "geri", True),
    ("kaybol", None, True),
    ("kaybed", None, True),
    ("sifirlan", None, True),
)
_RELATED: dict[str, tuple[tuple[str, str | None, bool], ...]] = {
    "kal": _STAYS,  # "bende kalır mı" ← "kaybedersin": no
    # "madalya hâlâ bende mi?" asks whether it stays with me: "kaybedersin" says no
    "bende": _STAYS,
    "bizde": _STAYS,
    "sende": _STAYS,
    "gid": _KEEP,
    "git": _KEEP,
    "kaybol": _KEEP,
    "kaybed": (("korun", None, True), ("tasin", None, True)),
    "al": (("veril", None, False),),  # "para üstü alabilir miyim" ← "para üstü verilmez"
    "kapat": (("engelle", None, False),),
    "vur": (("saldir", None, False),),  # "bir daha vurabilir miyim" ← "tekrar saldırabilir"
    "engelle": (("kapat", None, False),),
}


def _related_readings(
    predicate: str, clauses: list[list[str]], count: int | None, asked_root: str | None = None
) -> set[str]:
    found: set[str] = set()
    for root, before, opposite in _RELATED.get(asked_root or predicate_root(predicate), ()):
        for words in clauses:
            readings = _readings(predicate, words, count, before, root=root)
            found |= {_OTHER[r] for r in readings} if opposite else readings
    return found


_OTHER = {"evet": "hayir", "hayir": "evet"}


def _asked_count(question: str) -> int | None:
    """How many at once the question asks about: "ikisini de" 2, "hepsini" any number."""
    both = _BOTH.search(question)
    if both:
        return _COUNT_WORDS[both.group(1)]
    return ALL if _ALL.search(question) else None


ALL = 1_000  # "hepsini": more than any count a rule states


def _exception_applies(question: str, clauses: list[list[str]], things_only: bool = False) -> bool:
    """A later clause that opens with "yalnız/ancak/ama/fakat", says no, and is the only
    clause naming something the question names: "Evet, binayı yedeğe koyabilirsin; yalnız
    başlangıç karosu çıkarılamaz" answers "başlangıç karosunu yedeğe alabilir miyim?" no.

    `things_only` (when a clause already answers with the asked verb): only a thing the
    question names counts, not the noun of a light verb that sets the scene ("hareket
    ederken … geçebilir miyim" is not the case of "ama hareketin dolu hexte bitemez")."""
    asked = set(bm25_tokens(_without_light_nouns(question) if things_only else question))
    terms = [set(bm25_tokens(" ".join(words))) for words in clauses]
    for i, words in enumerate(clauses):
        if i == 0 or not words or words[0] not in _EXCEPT:
            continue
        if not any(_ANY_NEGATIVE.match(w) or _DEGIL.match(w) for w in words):
            continue
        others = set().union(*(t for j, t in enumerate(terms) if j != i))
        if (terms[i] - others) & asked:
            return True
    return False


# "hareket ederken", "saldırı edince": the noun of a light verb ("etkisi" is no form of it)
_LIGHT_VERB = re.compile(r"\b[a-z]+\s+(?=e[dt](?:er|ip|ince|ti|ebil|iyo|me|ecek)[a-z]*\b)")


def _without_light_nouns(question: str) -> str:
    return _LIGHT_VERB.sub(" ", normalize(question))


def _readings(
    predicate: str,
    words: list[str],
    count: int | None = None,
    noun: str | None = None,
    root: str | None = None,
) -> set[str]:
    """The readings of one clause. An affirmative form under "yalnızca"/"sadece" affirms
    only the restricted case ("yalnızca turuncu kartla ödeyebilirsin" does not say yes to
    paying with yellow), so it counts for nothing; a negative form counts everywhere. An
    affirmative that names another count than the question's "ikisini de" ("1 geri çekilmeyi
    yok sayabilir") answers it no."""
    if predicate in ("var", "yok"):  # "var mı?" is answered by "var" or "yok"
        return {r for w in words if (r := _existential(w)) is not None}
    restricted = any(w in _ONLY for w in words)
    verbal = root is not None or predicate_root(predicate) != predicate
    root = root or predicate_root(predicate)
    found = set()
    for i, word in enumerate(words):
        if not word.startswith(root) or len(root) < 2:
            continue
        if noun is not None and (i == 0 or not words[i - 1].startswith(noun)):
            continue  # "hareket eder" does not answer "ateş edebilir mi"
        rest = word[len(root) :]
        negated_after = i + 1 < len(words) and bool(_DEGIL.match(words[i + 1]))
        if verbal and _NEGATIVE.match(rest):
            found.add("hayir")
            continue
        affirmed = _AFFIRMATIVE if verbal else _NOUN_END
        if affirmed.match(rest) and (negated_after or not restricted):
            if not negated_after and _other_count(words, count):
                found.add("hayir")
            else:
                found.add("hayir" if negated_after else "evet")
    return found


def _other_count(words: list[str], count: int | None) -> bool:
    """The clause states a fixed count that is not the one asked about."""
    if count is None or _LIMIT_WORDS.search(" ".join(words)):
        return False
    stated = {int(w) for w in words if w.isdigit()} | ({1} if "tek" in words else set())
    return bool(stated) and count not in stated


def _modal_readings(predicate: str, words: list[str]) -> set[str]:
    """Readings from "serbest", "yasak", "mümkün", "zorunlu" for a permission question
    ("koyabilir miyim", "olur mu") or an obligation one ("zorunda mıyım", "gerekir mi")."""
    root = predicate_root(predicate)
    restricted = any(w in _ONLY for w in words)
    permission = "bil" in predicate or root == "ol"
    obligation = predicate in _OBLIGATION or root == "gerek"
    if not (permission or obligation):
        return set()
    found = set()
    for i, word in enumerate(words):
        negated = i + 1 < len(words) and bool(_DEGIL.match(words[i + 1]))
        if _FREE.match(word) or _POSSIBLE.match(word):
            yes = permission != negated
        elif _FORBIDDEN.match(word) and permission:
            yes = negated
        elif _REQUIRED.match(word) and obligation:
            yes = not negated
        else:
            continue
        if yes and restricted:
            continue
        found.add("evet" if yes else "hayir")
    return found


def _existential(word: str) -> str | None:
    if re.match(r"^var(d[iu]r|s[ae]|[iu]m|d[iu])?$", word):
        return "evet"
    if re.match(r"^yok(t[iu]r|s[ae]|t[iu])?$", word):
        return "hayir"
    return None


# "sabit durmasa da … atabilir miyim": the customer asks about the case without X. A
# statement that names X gives its yes for the case with X ("sabitken yeniden atabilir"),
# so it answers the question no. Read only over a yes: a no stays a no.
_CONCESSION = re.compile(r"\b([a-z]{3,})\s+[a-z]+?m[ae]s[ae]\s+(?:da|de)\b")
# "sadece kendi renkteki …": a restriction the customer assumes. A statement that adds the
# rest ("rakibin taşları da buna dahildir") says the restriction does not hold.
_RESTRICTION = re.compile(r"\b(?:sadece|yalnizca|yalniz|bir tek)\b")
_INCLUDED_TOO = re.compile(r"\b(?:da|de)\s+(?:buna\s+|bunlara\s+)?dahil")


def overruling(question: str, statement: str) -> Polarity | None:
    """'hayir' when the question assumes what the statement denies without using its verb:
    a restriction the statement widens, or a case without the condition the statement
    names ("sabit durmasa da" ← "sabitken"); None otherwise."""
    asked, said = normalize(question), normalize(statement)
    if _RESTRICTION.search(asked) and _INCLUDED_TOO.search(said):
        return "hayir"
    if _OBLIGED.search(asked) and _NO_MATTER.search(said):
        return "hayir"  # "aynı renkten olmaları lazım di mi" ← "renk fark etmez"
    terms = set(bm25_tokens(asked))
    for contrast in _NOT_THIS_BUT.finditer(said):
        if set(bm25_tokens(contrast.group(1))) & terms:
            return "hayir"  # "fiyatları toplanıyor değil mi" ← "fiyatı değil, sayısı önemlidir"
    return None


# An obligation the customer assumes, and a statement that says it does not matter.
_OBLIGED = re.compile(r"\b(?:lazim|gerek\w*|zorunda\w*|sart\w*|mecbur\w*)\b")
_NO_MATTER = re.compile(r"\bfark\s+etmez\b|\bonemli\s+degil")
# "X değil, Y": the statement sets X aside for Y.
_NOT_THIS_BUT = re.compile(r"\b([a-z]{3,})\s+degil\s*,")


def unmet_condition(question: str, statement: str) -> bool:
    """The question asks about the case without a condition the statement names."""
    asked = normalize(question)
    said = set(bm25_tokens(statement))
    return any(set(bm25_tokens(m.group(1))) & said for m in _CONCESSION.finditer(asked))
