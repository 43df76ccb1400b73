"""The embedded default: the store's ruling for the question, proven by its quotes.

When the gate found a ruling that confidently answers (stages/gate.py), the answer is the
ruling's text followed by its quotes, verbatim, each with its marker — the ruling first,
then the proof (shared/ANSWER_STYLE.md). Otherwise this answerer cannot answer and the
answer stage falls back to the sentence extractor. A staff ruling (assistant/
staff_rulings.py) answers the same way, as answerer "staff"; one without quotes is the
store's own decision, dated and marked as not from the rulebook.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from assistant.answerers.base import AnswerRequest, Unanswerable, register_answerer
from assistant.answerers.extractive import ExtractiveAnswerer, czech_label
from assistant.corpus import Corpus
from assistant.question import Question
from assistant.rulings import Quote
from assistant.types import Citation, Draft, Evidence
from turkish import MARKER, find_numbers, tokenize
from turkish.polarity import (
    Polarity,
    answer_polarity,
    is_negative_form,
    overruling,
    question_predicate,
    tag_polarity,
    unmet_condition,
)

if TYPE_CHECKING:
    from langchain_core.language_models.chat_models import BaseChatModel

    from assistant.config import Settings

STAFF = "staff"  # the answerer's name on an answer from a staff ruling
QUOTES_SHOWN = 2
LONG_QUOTE = 220  # characters: a second quote this long makes the answer a wall of text
# Quotes that prove a number the answer states are shown whatever the limit and length
# (up to this many): a number without its quote is a claim the citations do not support.
PROVING_SHOWN = 4


class RulingAnswerer:
    """The ruling the gate chose; without one, the sentence extractor's answer."""

    name = "rulings"
    generative = False

    def __init__(self, corpus: Corpus) -> None:
        self.corpus = corpus
        self.sentences = ExtractiveAnswerer()

    def answer(self, request: AnswerRequest) -> Draft:
        decision = request.decision
        evidence = request.calculation.evidence
        keys = decision.rulings if decision is not None else ()
        matches = [m for m in (evidence.ruling_match(k) for k in keys) if m is not None]
        if not matches:
            return self.sentences.answer(request)
        citations: list[Citation] = []
        parts: list[str] = []
        decisions = 0  # staff rulings without quotes: the store's own decisions
        # One ruling: its answer and up to two quotes (a staff ruling: every quote staff
        # picked); two (a two-part question): each answer with its first quote.
        shown_per_ruling = QUOTES_SHOWN if len(matches) == 1 else 1
        for match in matches:
            ruling = match.ruling
            asked = asking_part(request.question, evidence, ruling.key)
            text = fitted_answer(ruling.answer, ruling.verdict, asked, match.ask)
            if ruling.store_decision:
                # The staff-rulings module brings the database layer: only when one answers.
                from assistant.staff_rulings import store_decision_text

                parts.append(store_decision_text(text, ruling.decided_on or ""))
                decisions += 1
                continue
            parts.append(text)
            limit = len(ruling.quotes) if ruling.staff and len(matches) == 1 else shown_per_ruling
            shown = 0
            proving = proving_quotes(ruling.quotes, text)
            for quote in proving_first(ruling.quotes, text):
                chunk = self.corpus.chunk_for_quote(ruling.game, quote.text, quote.section)
                if chunk is None:  # the loader checked every quote: only a changed corpus
                    continue
                repeated = any(_same(quote.text, c.quote) for c in citations)  # an FAQ repeat
                short = ruling.staff or shown == 0 or len(quote.text) <= LONG_QUOTE
                needed = quote in proving and shown < PROVING_SHOWN
                if repeated or not (needed or (shown < limit and short)):
                    continue
                citations.append(Citation.from_chunk(len(citations) + 1, chunk, quote.text))
                parts.append(f"“{quote.text}”{czech_label(chunk.lang)} [{len(citations)}]")
                shown += 1
        if not citations and not decisions:
            raise Unanswerable("kural kararının alıntıları metinde bulunamadı")
        verdict = matches[0].ruling.verdict if len(matches) == 1 else "none"
        name = STAFF if any(m.ruling.staff for m in matches) else self.name
        every_decision = decisions == len(matches)
        return Draft(" ".join(parts), citations, name, lead=verdict, store_decision=every_decision)


@register_answerer("rulings")
def rulings_answerer(
    _settings: Settings, corpus: Corpus, _chat_model: BaseChatModel | None
) -> RulingAnswerer:
    return RulingAnswerer(corpus)


def proving_quotes(quotes: tuple[Quote, ...], answer: str) -> list[Quote]:
    """The fewest quotes (greedy) that together state every number the answer states."""
    wanted = {m.value for m in find_numbers(MARKER.sub(" ", answer))}
    rest = list(quotes)
    picked: list[Quote] = []
    while wanted and rest:
        gains = [len(wanted & _quote_numbers(q.text)) for q in rest]
        best = max(range(len(rest)), key=lambda i: (gains[i], -i))
        if gains[best] == 0:
            break
        quote = rest.pop(best)
        picked.append(quote)
        wanted -= _quote_numbers(quote.text)
    return picked


def proving_first(quotes: tuple[Quote, ...], answer: str) -> list[Quote]:
    """The ruling's quotes, those that prove the answer's numbers first.

    Only the first one or two quotes are shown; a ruling whose third quote states the
    number its answer gives ("2010 tarihli …") must show that one, or the citation does not
    support the claim. Greedy: each pick proves the most numbers still unproven; ties and
    the rest keep the author's order (the first quote is the main rule).
    """
    picked = proving_quotes(quotes, answer)
    rest = [q for q in quotes if q not in picked]
    if picked and quotes[0] in rest:  # the main rule still leads when it proves nothing new
        rest.remove(quotes[0])
        picked.insert(0, quotes[0])
    return sorted(picked, key=quotes.index) + rest


def _quote_numbers(text: str) -> set[int]:
    return {m.value for m in find_numbers(text, include_bir=True)}


def _same(a: str, b: str) -> bool:
    return tokenize(a) == tokenize(b)


_VERDICT = re.compile(r"^(Evet|Hayır)[,.]?\s+")


def asking_part(question: Question, evidence: Evidence, key: str) -> Question:
    """The part of a two-part question a ruling answers (the whole question otherwise)."""
    for part, matches in zip(question.parts, evidence.part_rulings, strict=False):
        if key in [m.ruling.key for m in matches[:3]]:
            return part
    return question


def fitted_answer(answer: str, verdict: str, q: Question, ask: str | None = None) -> str:
    """The ruling's answer with the Evet/Hayır that fits this question.

    A ruling's verdict answers its own asks; a question that is negated ("saldıramaz mı?"),
    a choice between two things ("bu tur mu sonraki tur mu?") or no yes/no question at all
    may mean the opposite, so there the verdict is dropped — the statement after it answers
    every one of them. A choice whose first alternative is a yes/no question of its own
    ("2 adım oynatabilir miyim yoksa hep 3 mü?") is answered like that question. For a
    plain yes/no question the statement is read against the question's own
    predicate (turkish/polarity.py): "verebilir miyim?" against "veremezsin" is "Hayır".
    A verdict that reading contradicts is replaced by the reading's; a ruling without one
    gets the reading's. A tag question ("sayılmaz değil mi?") asks to confirm what the
    customer states: when the statement reads for or against that, the reading decides.
    """
    rest = _VERDICT.sub("", answer, count=1)
    rest = rest[:1].upper() + rest[1:] if rest != answer else answer
    if verdict == "none":
        return with_reading(q, answer)
    tagged = statement_reading(q, rest) if q.tag_question else None
    if tagged is not None:
        return _led(tagged, rest)
    denied = _denied_claim(q, ask)
    if denied and verdict in ("evet", "hayir"):
        # "sayılmaz değil mi?" matched to the ask "sayılır mı?": the ruling's verdict is
        # about the claim's opposite, so confirming the claim is denying the verdict.
        return _led("hayir" if verdict == "evet" else "evet", rest)
    first = q.first_alternative
    if not q.plain_yes_no and first is None:
        # "… konuşabilir miyiz? son kararı kim veriyo": the first part is a yes/no question
        # the statement may settle; the ruling's verdict answered its own ask, not that part.
        part = _first_yes_no(q)
        if part is None or not part.plain_yes_no:
            return rest
        reading = _overruled(part, rest, answer_polarity(part.standalone, rest, anchored=True))
        return _led(reading, rest) if reading is not None else rest
    # "… oynatabilir miyim yoksa hep 3 mü?": the first alternative is asked like a plain
    # yes/no question, and the ruling's verdict answers it as it answers those.
    asked = q.standalone if first is None else first
    reading = answer_polarity(asked, rest, anchored=True)
    given: Polarity = "evet" if verdict == "evet" else "hayir"
    reading = _overruled(q, rest, reading or given)
    # Only clauses about what the question names may overrule the ruling's verdict.
    if reading is not None and reading != verdict:
        # The ruling was written for the neighbouring case ("geri verilir mi?" where the
        # customer asks "bende kalır mı?"): its statement still answers, read this way.
        return _led(reading, rest)
    return answer


def _denied_claim(q: Question, ask: str | None) -> bool:
    """A tag question stating a negative claim ("sayılmaz değil mi") answered by a ruling
    whose matched ask asks the positive ("sayılır mı")."""
    tagged = q.tagged
    if ask is None or tagged is None or not tagged[2]:
        return False
    asked = question_predicate(ask)
    return asked is not None and not is_negative_form(asked)


def statement_reading(q: Question, statement: str) -> Polarity | None:
    """What the statement answers this question: a tag question's stated claim confirmed
    ('evet') or contradicted ('hayir'), or a plain yes/no question's predicate; None for
    other questions or when the statement does not settle it."""
    if q.tag_question:
        reading = tag_polarity(q.standalone, statement)
    elif q.plain_yes_no:
        reading = answer_polarity(q.standalone, statement)
    elif q.first_alternative:
        reading = answer_polarity(q.first_alternative, statement)
    else:
        return None
    return _overruled(q, statement, reading)


def _overruled(q: Question, statement: str, reading: Polarity | None) -> Polarity | None:
    """The reading, turned to 'hayir' where the question assumes what the statement
    denies (turkish/polarity.py: a restriction it widens, a condition the customer's case
    lacks). Only for affirmative questions: a negated one already asks the other way."""
    tagged = q.tagged
    if q.negated or (tagged is not None and tagged[2]):
        return reading
    if reading != "hayir" and overruling(q.standalone, statement):
        return "hayir"
    if reading == "evet" and unmet_condition(q.standalone, statement):
        return "hayir"
    return reading


def _led(reading: Polarity, text: str) -> str:
    return f"{'Evet' if reading == 'evet' else 'Hayır'}. {text}"


def with_reading(q: Question, text: str) -> str:
    """A text without a verdict, opened with the Evet/Hayır its statement gives to a plain
    yes/no question (a calculator's "1 üst aksiyon: … kullanılamaz" to "kullanabilir
    miyim?") or to a tag question; unchanged when the question is no such question or the
    reading is unsure."""
    if _VERDICT.match(text):
        return text
    # Only the statement before the first citation: a calculator's lead and first step say
    # what it found; later steps are its working ("örneğin 3 kart alınabilir").
    first = MARKER.search(text)
    statement = text[: first.start()] if first else text
    for asked in _yes_no_asks(q):
        reading = statement_reading(asked, statement)
        if reading is not None:
            return _led(reading, text)
    return text


def _yes_no_asks(q: Question) -> list[Question]:
    """The questions an Evet/Hayır may answer: the question itself, then the first part of
    a two-part one ("… sayılıyor mu? bi de turda kaç kart oynanır"): the customer's first
    question is the one a leading verdict answers. Only the first part: a verdict in front
    of an answer to the first question about the second would read as the first's."""
    asks = [q] if q.plain_yes_no or q.tag_question or q.first_alternative else []
    part = _first_yes_no(q)
    if part is not None and (part.plain_yes_no or part.tag_question or part.first_alternative):
        asks.append(part)
    return asks


_ASKED = re.compile(r"[^?]*\?")


def _first_yes_no(q: Question) -> Question | None:
    """The first question of a message that asks more than one: its first part, or its
    first sentence ending in "?" when the rest is too short to be a part of its own
    ("… konuşabilir miyiz? son kararı kim veriyo")."""
    if q.parts:
        return q.parts[0]
    first = _ASKED.match(q.standalone)
    if first is None or first.end() >= len(q.standalone.rstrip()):
        return None
    return Question.of(first.group(0))
