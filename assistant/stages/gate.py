"""Gate: the one place that decides to answer or to refuse honestly.

Refusals, in order: the question names a game we do not carry, or something our rules
only name (an expansion: assistant/named_only.py); no game was named and the
rules' content does not clearly point to one; a calculator took the question but its inputs
are impossible (it names the bad value); the question asks for strategy, an opinion or
product facts, which no rulebook gives (assistant/off_rules.py); the best evidence is too weak; or the question
asks for a count, a limit or a numbered item (question.Focus) that no retrieved chunk states.

The evidence score says whether the retrieved rules are about the question's topic; it
cannot tell whether they hold the one fact asked for. A count ("kaç senaryo", "can değeri
kaç"), a limit ("en fazla kaç kişi": "en fazla 5", "2-6 kişi", "4 kişiye kadar", not "2
kişilik") and a numbered item ("5 numaralı hazine") have a visible form in rule text, so
their absence from the retrieved chunks means the rules do not say, and quoting nearby
sentences would look like an answer that is not one. A calculator's value is answered
whatever the evidence (its rule tables are the evidence).
"""

from __future__ import annotations

import contextlib
import dataclasses
import re
from collections.abc import Iterator
from dataclasses import dataclass

from assistant.corpus import Game
from assistant.named_only import (
    CARD_TEXT_DETAIL,
    SCENARIO_CONTENT_DETAIL,
    card_text_asked,
    named_only_asked,
    refusal_detail,
    scenario_content_asked,
)
from assistant.off_rules import off_rules_kind, opinion_asked
from assistant.question import Focus, Question
from assistant.retrieval import Retrieval
from assistant.ruling_index import RulingMatch
from assistant.types import Calculation, Evidence, GateDecision, Scope
from turkish import find_numbers, normalize, tokenize
from turkish.polarity import is_negative_form
from validators import CalcResult
from validators.common import asks_per_player

_LIMIT_WORDS = re.compile(
    r"\b(en fazla|en cok|en az|kadar|maksimum|minimum|azami|asgari)\b|\d+\s*-\s*\d+"
)
_LIST_MARKER = re.compile(r"(?:^|(?<=\s))\d+[.)]\s+(?=[A-ZÇĞİÖŞÜ])")
PREFIX = 4
WINDOW = 3  # words between the number and the noun
SHORT_NOUN_SUFFIX = 3  # "can" matches "canı", "canını" but not "canavar"


def _noun_at(word: str, noun: str) -> bool:
    if len(noun) < PREFIX:
        return word.startswith(noun) and len(word) - len(noun) <= SHORT_NOUN_SUFFIX
    return word.startswith(noun[:PREFIX])


def states_count(
    text: str, noun: str, number: str | None = None, limit: bool = False, per_player: bool = False
) -> bool:
    """Does the text put a number (this `number`, if given) next to the noun? With
    `per_player`, only a number said to be each player's ("her oyuncuya 2 jeton") counts."""
    # List markers ("3. Maksimum can…") are not counts; neither is zero ("canı 0'a düşünce").
    norm = normalize(_LIST_MARKER.sub(" ", text))
    words = tokenize(norm)
    # Counts only: "1. senaryo" is an ordinal, not a number of scenarios.
    numbered = {normalize(m.text).strip("%") for m in find_numbers(norm) if m.kind != "ordinal"}
    numbered.discard("0")
    if number is not None:
        numbered = {number}
    for i, word in enumerate(words):
        if not _noun_at(word, noun):
            continue
        near = words[max(0, i - WINDOW) : i + WINDOW + 1]
        if not any(w in numbered for w in near):
            continue
        if per_player and not asks_per_player(
            " ".join(words[max(0, i - 2 * WINDOW) : i + 2 * WINDOW + 1])
        ):
            continue
        if not limit or _LIMIT_WORDS.search(
            " ".join(words[max(0, i - 2 * WINDOW) : i + WINDOW + 1])
        ):
            return True
    if limit:  # "2-6 kişi": the range's digits tokenize apart, so look at the raw text too
        stem = noun[:PREFIX] if len(noun) >= PREFIX else noun
        return bool(re.search(rf"\d+\s*-\s*\d+\s+{re.escape(stem)}", norm))
    return False


def unanswered_focus(focus: Focus, retrieval: Retrieval, top: int = 4) -> bool:
    """True when no top chunk states the count, limit or numbered item asked for."""
    return not any(
        states_count(
            sc.chunk.text, focus.noun, focus.number, focus.shape == "limit", focus.per_player
        )
        for sc in retrieval.chunks[:top]
    )


@dataclass(frozen=True)
class GateConfig:
    threshold: float = 0.30  # the best chunk's evidence must reach this (docs/EVAL.md)
    # Deciding the game from content: the best game must beat the runner-up by this.
    game_margin: float = 0.05
    focus_chunks: int = 4  # chunks that must state an asked count/limit/numbered item
    # A ruling answers when its match rank (ruling_index.RulingMatch.rank) reaches this and
    # the question's terms are covered at least this much (calibration: docs/EVAL.md).
    ruling_threshold: float = 1.20
    ruling_coverage: float = 0.25
    ruling_game_margin: float = 0.03  # deciding the game from the rulings: over the runner-up


def ruling_states(match: RulingMatch, focus: Focus) -> bool:
    """Does the ruling state the count, limit or numbered item asked for? Its text may
    name the thing in the rulebook's word ("3 eylem") where the customer said another
    ("kaç seçenek"): then one of its asks uses the customer's word and its answer a number."""
    ruling = match.ruling
    texts = [ruling.answer, *(q.text for q in ruling.quotes)]
    limit = focus.shape == "limit"
    if any(states_count(t, focus.noun, focus.number, limit, focus.per_player) for t in texts):
        return True
    if focus.per_player and not any(asks_per_player(normalize(t)) for t in texts):
        return False
    asked = any(_noun_at(w, focus.noun) for ask in ruling.asks for w in tokenize(ask))
    if asked and focus.number is None and any(_UNLIMITED.search(normalize(t)) for t in texts):
        return True  # "yedekte en fazla kaç bina" ← "istediğin kadar bina tutabilirsin"
    stated = {m.value for m in find_numbers(ruling.answer)}
    if focus.number is not None:
        return asked and int(focus.number) in stated
    if asked and not stated and not limit and _denies(ruling.verdict, ruling.answer):
        return True  # "kaç xp veriyor" ← "Hayır, canavar öldürmek deneyim vermez": none
    return asked and bool(stated) and not limit


# "No limit" answers "how many at most": the rule's own words for it.
_UNLIMITED = re.compile(
    r"\b(istedig\w* kadar|sinirsiz|sinir(i|lama)? (yok|yoktur|bulunmaz)|limit(i)? (yok|yoktur))\b"
)


# Verbs of getting and giving: "deneyim vermez", "puan almaz", "madalya kazandırmaz". A
# denial with another verb ("el limitin değişmez") says nothing of how many.
_GIVING = ("ver", "al", "kazan", "gel")


def _denies(verdict: str, answer: str) -> bool:
    """A "hayır" ruling whose first clause denies getting or giving ("deneyim vermez"): to
    "how many" it says none, a count of its own."""
    first = re.split(r"[;:.]", normalize(answer), maxsplit=1)[0]
    return verdict == "hayir" and any(
        is_negative_form(w) and w.startswith(_GIVING) for w in tokenize(first)[1:]
    )


class Gate:
    def __init__(self, config: GateConfig, games: dict[str, Game] | None = None) -> None:
        self.config = config
        self.games = games or {}

    def run(
        self, question: Question, scope: Scope, evidence: Evidence, calculation: Calculation
    ) -> GateDecision:
        cfg = self.config
        strength = evidence.strength

        def refuse(reason: str, detail: str, confidence: float = 0.0) -> GateDecision:
            return GateDecision(False, reason, detail, confidence, cfg.threshold)

        if scope.source == "other":
            return refuse("other_game", f"başka oyun: {scope.other}")
        beside = question.other_beside
        if beside is not None and not _names(evidence, beside[1]):
            # "frosthaven karakterleri jaws of the lion'a katılır mı": our rules never name
            # that game, so whatever they say of a neighbouring one does not answer.
            name = beside[0]
            detail = f"Kural metinlerinde {name} hakkında bir şey geçmiyor; {name} kuralları da bende yok."
            return refuse("not_stated", detail, strength)
        game = evidence.game or scope.game
        named = named_only_asked(question.standalone, self.games.get(game) if game else None)
        if named is not None:
            # "Şehir Kapıları'nda kaç kapı karosu var": the rules name the expansion and
            # nothing more, so the base game's counts or sentences do not answer.
            return refuse("not_stated", refusal_detail(named), strength)
        if card_text_asked(question.standalone):
            return refuse("not_stated", CARD_TEXT_DETAIL, strength)
        ruling = self.answering_ruling(question, evidence)
        if scope.source == "content" and not self._game_is_clear(evidence, ruling):
            margin = strength - (evidence.runner_up or 0.0)
            return refuse("no_game", f"oyun seçilemedi (kanıt {strength:.2f}, fark {margin:.2f})")
        if calculation.declined:
            # A calculator took the question but its inputs are impossible (level 12,
            # distance 0): say which value is wrong; never guess a number.
            return refuse("bad_input", calculation.declined, strength)
        result = calculation.result
        parts = self._answering_parts(question, evidence)
        answering = parts or ([ruling] if ruling else [])
        # A question that asks for a number, or gives numbers to compute with ("3 ve 3'lük
        # iki kartı alabilir miyim"), gets the calculator's answer; a yes/no or open question
        # gets the ruling that answers it, and the calculator only when no ruling does. Two
        # questions in one without numbers, each with its ruling, get both rulings: a
        # looked-up number answers one part ("kaç taş var, hangi böcekler var" is more than
        # "22 taş").
        two_rulings = len(parts) > 1 and not question.numbers and _agree(result, parts)
        computes = question.asks_number or bool(question.numbers)
        wants_calculator = computes or not answering
        off_rules = off_rules_kind(question)
        if opinion_asked(question) or (off_rules == "strategy" and not computes):
            # "sizce …", "siz olsanız ne yapardınız": asked for our opinion, even where a
            # calculator could compute something the question names; advice that gives no
            # numbers and asks for none ("hangisini alsam kazanırım") before any calculator.
            return refuse("not_rules", "kural sorusu değil: görüş isteniyor", strength)
        if (
            result is not None
            and wants_calculator
            and not two_rulings
            and not _ruling_settles(question, ruling, result)
        ):
            if result.unstated:
                # The rule text gives no number for what was asked: the honest answer is
                # that the rules do not say (with the calculator's reason).
                return refuse("not_stated", result.summary, strength)
            parts_ruled = self._parts_beside_calculator(question, evidence)
            keys = tuple(m.ruling.key for m in parts_ruled)
            return GateDecision(True, "calculator", "", max(strength, 0.9), cfg.threshold, keys)
        if scenario_content_asked(question.standalone):
            # "senaryo 9'un boss'u": the scenario book's content. After the calculator: a
            # customer who tells the scenario's needs ("Senaryo 5 madalya istiyor") computes.
            return refuse("not_stated", SCENARIO_CONTENT_DETAIL, strength)
        if off_rules is not None:
            # Strategy, opinion or product questions: a rule quote would not answer them
            # (assistant/off_rules.py). After the calculator: "en iyi alım" computes one.
            what = {"strategy": "strateji/tavsiye", "product": "ürün bilgisi"}[off_rules]
            return refuse("not_rules", f"kural sorusu değil: {what}", strength)
        if answering:
            keys = tuple(m.ruling.key for m in answering)
            best = max(m.rank for m in answering)
            detail = f"kural kararı {', '.join(keys)} (sıra {best:.3f})"
            confidence = max(strength, min(1.0, best - cfg.ruling_threshold + 0.5))
            return GateDecision(True, "ruling", detail, confidence, cfg.threshold, keys)
        if strength < cfg.threshold:
            return refuse("weak_evidence", f"kanıt {strength:.2f} < {cfg.threshold:.2f}", strength)
        focus, retrieval = question.focus, evidence.retrieval
        if (
            focus is not None
            and retrieval is not None
            and unanswered_focus(focus, retrieval, cfg.focus_chunks)
        ):
            what = {"count": "sayı", "limit": "sınır", "numbered": "numaralı öğe"}[focus.shape]
            return refuse("weak_evidence", f"sorulan {what} ({focus.noun}) metinde yok", strength)
        return GateDecision(True, "evidence", "", strength, cfg.threshold)

    def _answering_parts(self, question: Question, evidence: Evidence) -> list[RulingMatch]:
        """One confident ruling per part of a two-part question, when every part has one."""
        found: list[RulingMatch] = []
        for part, matches in zip(question.parts, evidence.part_rulings, strict=False):
            match = self._confident(part, matches)
            if match is None:
                return []
            if match.ruling.key not in {m.ruling.key for m in found}:
                found.append(match)
        return found if len(found) > 1 else []

    def _parts_beside_calculator(self, question: Question, evidence: Evidence) -> list[RulingMatch]:
        """Rulings for the parts of a two-part question that the calculator's numbers do
        not answer: a part that gives no number and asks none ("tek başıma oynayabilir
        miyim? kaç karakter alıyorum": the first part) with a confident ruling of its own.
        The calculator answers the rest; the answer says both."""
        if len(question.parts) < 2:
            return []
        for part, matches in zip(question.parts, evidence.part_rulings, strict=False):
            if part.numbers or part.asks_number:
                continue
            match = self._confident(part, matches)
            if match is not None:
                return [match]
        return []

    def answering_ruling(self, question: Question, evidence: Evidence) -> RulingMatch | None:
        """The best ruling, if it answers confidently: rank and term coverage high enough,
        and an asked count/limit/numbered item stated in it."""
        return self._confident(question, evidence.rulings)

    def _confident(
        self, question: Question, matches: tuple[RulingMatch, ...]
    ) -> RulingMatch | None:
        cfg = self.config
        top = matches[0] if matches else None
        if top is None or top.rank < cfg.ruling_threshold or top.coverage < cfg.ruling_coverage:
            return None
        focus = question.focus
        if focus is not None and not ruling_states(top, focus):
            return None
        return top

    def _game_is_clear(self, evidence: Evidence, ruling: RulingMatch | None) -> bool:
        cfg = self.config
        if ruling is not None and evidence.ruling_runner_up is not None:
            return ruling.rank - evidence.ruling_runner_up >= cfg.ruling_game_margin
        strength = evidence.strength
        margin = strength - (evidence.runner_up or 0.0)
        return strength >= cfg.threshold and margin >= cfg.game_margin

    @contextlib.contextmanager
    def opened(self) -> Iterator[None]:
        """The gate at threshold 0 (the eval's abstention curve re-asks refused items)."""
        saved = self.config
        self.config = dataclasses.replace(saved, threshold=0.0)
        try:
            yield
        finally:
            self.config = saved


def _ruling_settles(question: Question, ruling: RulingMatch | None, result: CalcResult) -> bool:
    """A yes/no question that asks no number ("kuşatmak için 6 taşın hepsi rakibin mi
    olmalı?") is answered by a confident ruling with a verdict rather than by a calculator
    whose answer leads with a number, not with Evet/Hayır: the numbers it gives set the
    scene, the question asks what the rule allows."""
    if ruling is None or ruling.ruling.verdict not in ("evet", "hayir"):
        return False
    if not question.yes_no or question.asks_number or question.shape == "choice":
        return False
    if _proposes_number(question.ascii):
        return False  # "canım 12 mi oluyor", "2 para üstü alabiliyor muyum": check the number
    lead = normalize(result.lead or result.summary)
    return not lead.startswith(("evet", "hayir"))


_PARTICLE = re.compile(r"^(m[iu]\w*|d[iu]m[iu])$")
PROPOSED_WINDOW = 4  # words before the particle: the number and what it counts, the verb


def _proposes_number(ascii_text: str) -> bool:
    """A number just before the yes/no particle is the customer's own result, asked to be
    confirmed ("12 mi oluyor"); one further back sets the scene ("6 taşın hepsi … olmalı
    dimi")."""
    words = [w for w in re.sub(r"[?,.;!]", " ", ascii_text).split() if w != "degil"]
    for i, word in enumerate(words):
        if _PARTICLE.match(word):
            before = words[max(0, i - PROPOSED_WINDOW) : i]
            if any(find_numbers(w) for w in before):
                return True
    return False


def _agree(result: CalcResult | None, parts: list[RulingMatch]) -> bool:
    """The rulings of a two-part question state the calculator's number (or it has none):
    a part matched to a neighbouring ruling ("Hive Carbon: 26 taş" for the base box's 22)
    must not replace the calculator."""
    if result is None or not isinstance(result.value, int):
        return True
    value = result.value
    return any(value in {n.value for n in find_numbers(m.ruling.answer)} for m in parts)


def _names(evidence: Evidence, alias: str, top: int = 4) -> bool:
    """Does the best evidence (rulings, then chunks) name the game by this alias?"""
    texts = [
        t
        for m in evidence.rulings[:top]
        for t in (m.ruling.answer, *(q.text for q in m.ruling.quotes))
    ]
    if evidence.retrieval is not None:
        texts += [sc.chunk.text for sc in evidence.retrieval.chunks[:top]]
    wanted = normalize(alias)
    return any(wanted in normalize(t) for t in texts)
