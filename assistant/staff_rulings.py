"""Staff rulings: rulings written in the staff console, kept in the database, answering from
the next question on (docs/RULINGS.md, "Staff rulings").

A staff ruling is a ruling like those in rules_corpus/ (asks, an answer, verbatim quotes)
with two differences: it has 1 to 6 asks (the customer's question is the first), and it
may have no quote at all — then it is the store's own decision, shown with its date and
never as the rulebook ("Mağazamızın kararı (12.11.2026): … Bu bir mağaza düzenlemesidir,
kural kitapçığında yer almaz.").

`StaffRulings` checks what staff wrote against the corpus (a known game; every quote
verbatim in that game's rule text; every number of the answer in a quote), embeds its
asks and answer once, in the process that saves it, and stores the vectors with the row.
Before each question `refresh` reads one counter (storage/staff_rulings.py); only when it
moved are the changed rows read, so every process sees a new, edited or deleted ruling
from its next question on. The matcher (assistant/ruling_index.py) ranks the game's staff
rulings with its corpus rulings. When the database cannot be read, answers go on with the
rulings last read.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone
from typing import TYPE_CHECKING, Any

import numpy as np

from assistant.errors import (
    StaffRulingConflict,
    StaffRulingInvalid,
    StaffRulingNotFound,
    StaffRulingsUnavailable,
)
from assistant.ruling_index import RulingIndex, RulingTable
from assistant.rulings import Quote, Ruling
from assistant.sentences import quote_units
from storage.staff_rulings import (
    Check,
    RulingNotFound,
    RulingStoreError,
    RulingValues,
    StaffRulingRow,
    StaffRulingStore,
    VersionConflict,
)
from turkish import find_numbers, normalize

if TYPE_CHECKING:
    from assistant.corpus import Corpus
    from assistant.embeddings import Embedder
    from assistant.types import TraceChunk

log = logging.getLogger(__name__)

ID_PREFIX = "magaza-"  # a staff ruling's id in the matcher and in the export: magaza-<n>
MIN_ASKS, MAX_ASKS = 1, 6
MAX_ASK_CHARS = 300
MAX_ANSWER_CHARS = 500  # as rules_corpus/ rulings (assistant/rulings.py)
MAX_QUOTES = 4
MIN_QUOTE_CHARS, MAX_QUOTE_CHARS = 10, 1000
MAX_QUESTION_CHARS = 8000
TURKEY = timezone(timedelta(hours=3))  # Türkiye saati (UTC+3 all year since 2016)
STORE_PREFIX = "Mağazamızın kararı ({date}): "
STORE_SUFFIX = "Bu bir mağaza düzenlemesidir, kural kitapçığında yer almaz."


def decision_date(timestamp: float) -> str:
    return datetime.fromtimestamp(timestamp, TURKEY).strftime("%d.%m.%Y")


def store_decision_text(answer: str, decided_on: str) -> str:
    """A quote-less staff ruling as customers read it: dated, and never the rulebook."""
    body = answer.strip()
    if body and body[-1] not in ".!?…":
        body += "."
    return f"{STORE_PREFIX.format(date=decided_on)}{body} {STORE_SUFFIX}"


def verdict_of(answer: str) -> str:
    """evet/hayir when the answer opens with that word (the loader's rule), else none."""
    words = normalize(answer).split(maxsplit=1)
    opener = words[0].strip(".,;:!") if words else ""
    return opener if opener in ("evet", "hayir") else "none"


@dataclass(frozen=True)
class StaffRulingDraft:
    """What staff wrote: the fields of the console form and of the API body."""

    game: str
    asks: tuple[str, ...]
    answer: str
    quotes: tuple[str, ...] = ()  # verbatim sentences of the game's rule text
    question: str | None = None  # the customer's question it answers
    answer_id: str | None = None  # the (voted-down) answer it was written for


@dataclass(frozen=True)
class StaffRuling:
    """A stored staff ruling, as the console and the API show it."""

    id: int
    game: str
    asks: tuple[str, ...]
    answer: str
    verdict: str
    quotes: tuple[dict[str, str], ...]  # {doc, section, text, chunk_id}
    question: str | None
    answer_id: str | None
    created_at: float
    updated_at: float
    version: int

    @classmethod
    def from_row(cls, row: StaffRulingRow) -> StaffRuling:
        return cls(
            row.id,
            row.game,
            row.asks,
            row.answer,
            row.verdict,
            row.quotes,
            row.question,
            row.answer_id,
            row.created_at,
            row.updated_at,
            row.version,
        )

    @property
    def key_id(self) -> str:
        return f"{ID_PREFIX}{self.id}"

    @property
    def decided_on(self) -> str:
        """The date shown with a store decision: the day of its last edit."""
        return decision_date(self.updated_at)

    @property
    def store_decision(self) -> bool:
        return not self.quotes

    @property
    def shown_text(self) -> str:
        """What a customer reads (before the quotes, when it has some)."""
        if self.store_decision:
            return store_decision_text(self.answer, self.decided_on)
        return self.answer

    def ruling(self) -> Ruling:
        """As the matcher and the answerer see it."""
        quotes = tuple(Quote(q["doc"], q["section"], q["text"]) for q in self.quotes)
        return Ruling(
            game=self.game,
            id=self.key_id,
            asks=self.asks,
            answer=self.answer,
            verdict=self.verdict,
            quotes=quotes,
            source="staff",
            origin="staff",
            decided_on=self.decided_on,
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "ruling": f"{self.game}/{self.key_id}",
            "game": self.game,
            "asks": list(self.asks),
            "answer": self.answer,
            "verdict": self.verdict,
            "quotes": [dict(q) for q in self.quotes],
            "store_decision": self.store_decision,
            "shown_text": self.shown_text,
            "question": self.question,
            "answer_id": self.answer_id,
            "created_at": self.created_at,
            "updated_at": self.updated_at,
            "decided_on": self.decided_on,
            "version": self.version,
        }


@dataclass
class CheckStats:
    """How much the per-question change check costs (shown in the console, docs)."""

    checks: int = 0
    total_ms: float = 0.0
    last_ms: float = 0.0
    reloads: int = 0

    def add(self, ms: float) -> None:
        self.checks += 1
        self.total_ms += ms
        self.last_ms = ms

    @property
    def mean_ms(self) -> float:
        return self.total_ms / self.checks if self.checks else 0.0


@dataclass(frozen=True)
class _Loaded:
    revision: int
    ruling: StaffRuling
    asks: np.ndarray  # one row per ask
    answer: np.ndarray  # one row


def candidate_quotes(trace: Sequence[TraceChunk]) -> list[tuple[TraceChunk, list[str]]]:
    """The sentences of an answer's retrieved chunks a ruling may quote (the console's
    checkboxes), chunk by chunk, each sentence once."""
    seen: set[str] = set()
    found: list[tuple[TraceChunk, list[str]]] = []
    for chunk in trace:
        sentences = [s for s in quote_units(chunk.text) if len(s) >= MIN_QUOTE_CHARS]
        fresh = [s for s in sentences if s not in seen]
        seen.update(fresh)
        if fresh:
            found.append((chunk, fresh))
    return found


class StaffRulings:
    """The staff rulings of one process: checks and writes, and the matcher's copy."""

    def __init__(
        self, store: StaffRulingStore, corpus: Corpus, embedder: Embedder, index: RulingIndex
    ) -> None:
        self.store = store
        self.corpus = corpus
        self.embedder = embedder
        self.index = index
        self.stats = CheckStats()
        self.error: str | None = None  # why the last check could not read the database
        self._seen: int | None = None  # the change counter the copy reflects
        self._loaded: dict[int, _Loaded] = {}
        self._tables: dict[str, RulingTable] = {}
        self._lock = threading.Lock()

    # -- the matcher's copy -------------------------------------------------------------------
    def table(self, game: str) -> RulingTable | None:
        return self._tables.get(game)

    def active(self) -> list[StaffRuling]:
        """The rulings this process answers from now."""
        return [entry.ruling for entry in self._loaded.values()]

    def refresh(self) -> bool:
        """Before a question: read the change counter; reload what changed. True when the
        copy changed. A database that cannot be read leaves the copy as it was."""
        tick = time.perf_counter()
        try:
            counter = self.store.changes()
        except RulingStoreError as exc:
            self._failed(exc)
            return False
        finally:
            self.stats.add((time.perf_counter() - tick) * 1000)
        if counter == self._seen:
            self._recovered()
            return False
        with self._lock:
            if counter == self._seen:  # another thread reloaded meanwhile
                return False
            try:
                self._reload(counter)
            except RulingStoreError as exc:
                self._failed(exc)
                return False
        self._recovered()
        return True

    def _failed(self, exc: RulingStoreError) -> None:
        if self.error is None:
            log.warning("staff rulings not refreshed, answering with the last read: %s", exc)
        self.error = str(exc)

    def _recovered(self) -> None:
        if self.error is not None:
            log.warning("staff rulings database reachable again")
            self.error = None

    def _reload(self, counter: int) -> None:
        revisions = self.store.revisions()
        old = self._loaded
        changed = [i for i, rev in revisions.items() if i not in old or old[i].revision != rev]
        loaded = {i: e for i, e in old.items() if i in revisions and i not in changed}
        for row in self.store.fetch(changed):
            asks, answer = self._vectors(row)
            loaded[row.id] = _Loaded(row.revision, StaffRuling.from_row(row), asks, answer)
        tables = {}
        for game in sorted({e.ruling.game for e in loaded.values()}):
            entries = sorted(
                (e for e in loaded.values() if e.ruling.game == game), key=lambda e: e.ruling.id
            )
            tables[game] = RulingTable(
                [e.ruling.ruling() for e in entries],
                [e.asks for e in entries],
                [e.answer for e in entries],
                vocabulary=self.index.table(game),
            )
        # Swapped whole: a question being answered keeps the copy it started with.
        self._loaded, self._tables, self._seen = loaded, tables, counter
        self.stats.reloads += 1

    def _vectors(self, row: StaffRulingRow) -> tuple[np.ndarray, np.ndarray]:
        """The stored vectors, when this process's embedder wrote them; else embedded here."""
        rows = len(row.asks) + 1
        if row.vectors is not None and row.embedder == self.embedder.id:
            flat = np.frombuffer(row.vectors, dtype=np.float32)
            if flat.size and flat.size % rows == 0:
                matrix = flat.reshape(rows, -1)
                return matrix[:-1], matrix[-1:]
        matrix = self._embed(row.asks, row.answer)
        return matrix[:-1], matrix[-1:]

    def _embed(self, asks: Sequence[str], answer: str) -> np.ndarray:
        ask_rows = self.embedder.embed_queries(list(asks))
        answer_row = self.embedder.embed_passages([answer])
        return np.asarray([*ask_rows, *answer_row], dtype=np.float32)

    # -- reads ----------------------------------------------------------------------------------
    def stored(self, game: str | None = None) -> list[StaffRuling]:
        """Every stored ruling (of one game), newest change first."""
        try:
            return [StaffRuling.from_row(r) for r in self.store.list(game)]
        except RulingStoreError as exc:
            raise StaffRulingsUnavailable(str(exc)) from exc

    def get(self, ruling_id: int) -> StaffRuling:
        try:
            row = self.store.get(ruling_id)
        except RulingStoreError as exc:
            raise StaffRulingsUnavailable(str(exc)) from exc
        if row is None:
            raise StaffRulingNotFound(_not_found(ruling_id))
        return StaffRuling.from_row(row)

    # -- writes ---------------------------------------------------------------------------------
    def create(self, draft: StaffRulingDraft) -> StaffRuling:
        values = self.check(draft)
        try:
            row = self.store.create(values, check=self._unique_asks(values))
        except RulingStoreError as exc:
            raise StaffRulingsUnavailable(str(exc)) from exc
        self.refresh()
        return StaffRuling.from_row(row)

    def update(self, ruling_id: int, version: int, draft: StaffRulingDraft) -> StaffRuling:
        values = self.check(draft)
        try:
            row = self.store.update(ruling_id, version, values, check=self._unique_asks(values))
        except RulingNotFound as exc:
            raise StaffRulingNotFound(_not_found(ruling_id)) from exc
        except VersionConflict as exc:
            raise _conflict(ruling_id, exc) from exc
        except RulingStoreError as exc:
            raise StaffRulingsUnavailable(str(exc)) from exc
        self.refresh()
        return StaffRuling.from_row(row)

    def delete(self, ruling_id: int, version: int | None = None) -> StaffRuling:
        try:
            row = self.store.delete(ruling_id, version)
        except RulingNotFound as exc:
            raise StaffRulingNotFound(_not_found(ruling_id)) from exc
        except VersionConflict as exc:
            raise _conflict(ruling_id, exc) from exc
        except RulingStoreError as exc:
            raise StaffRulingsUnavailable(str(exc)) from exc
        self.refresh()
        return StaffRuling.from_row(row)

    # -- checks ---------------------------------------------------------------------------------
    def check(self, draft: StaffRulingDraft) -> RulingValues:
        """The values to store, or StaffRulingInvalid naming the first bad field. Lengths
        are checked first, so an over-long text costs nothing more."""
        answer = draft.answer.strip()
        asks = tuple(a.strip() for a in draft.asks)
        quotes = tuple(q.strip() for q in draft.quotes)
        _check_lengths(answer, asks, quotes, draft)
        game = draft.game.strip()
        if game not in self.corpus.games:
            known = ", ".join(self.corpus.games)
            raise StaffRulingInvalid(
                "game", f"Oyun (game) bilinmiyor: '{game[:60]}'. Kayıtlı oyunlar: {known}."
            )
        seen: dict[str, int] = {}
        for i, ask in enumerate(asks):
            norm = normalize(ask)
            if norm in seen:
                raise StaffRulingInvalid(
                    f"asks.{i}", f"Soru {i + 1} (asks.{i}) {seen[norm] + 1}. soruyla aynı."
                )
            seen[norm] = i
        resolved = tuple(self._locate(game, i, q) for i, q in enumerate(quotes))
        texts = [q["text"] for q in resolved]
        if len({normalize(t) for t in texts}) != len(texts):
            raise StaffRulingInvalid("quotes", "Alıntılar (quotes) aynı cümleyi iki kez içeriyor.")
        if resolved:
            quoted = {m.value for t in texts for m in find_numbers(t, include_bir=True)}
            missing = sorted({m.value for m in find_numbers(answer)} - quoted)
            if missing:
                raise StaffRulingInvalid(
                    "answer",
                    f"Cevaptaki {', '.join(map(str, missing))} sayısı seçilen alıntıların "
                    "hiçbirinde geçmiyor (answer). Sayıyı söyleyen cümleyi de alıntıla ya da "
                    "kararı alıntısız (mağaza kararı olarak) kaydet.",
                )
        matrix = self._embed(asks, answer)
        return RulingValues(
            game=game,
            asks=asks,
            answer=answer,
            verdict=verdict_of(answer),
            quotes=resolved,
            question=(draft.question or "").strip() or None,
            answer_id=(draft.answer_id or "").strip() or None,
            embedder=self.embedder.id,
            vectors=matrix.astype(np.float32).tobytes(),
        )

    def _locate(self, game: str, i: int, text: str) -> dict[str, str]:
        chunk = self.corpus.chunk_for_quote(game, text)
        if chunk is None:
            title = self.corpus.games[game].title_tr
            shown = text if len(text) <= 90 else f"{text[:90]}…"
            raise StaffRulingInvalid(
                f"quotes.{i}",
                f"Alıntı {i + 1} (quotes.{i}) {title} kural metninde birebir geçmiyor: "
                f"“{shown}”. Alıntılar yalnızca kural metninden, olduğu gibi seçilebilir.",
            )
        return {"doc": chunk.doc, "section": chunk.section_path[-1], "text": text,
                "chunk_id": chunk.id}  # fmt: skip

    @staticmethod
    def _unique_asks(values: RulingValues) -> Check:
        """Run inside the write: no other staff ruling of the game has one of these asks."""
        mine = {normalize(a): i for i, a in enumerate(values.asks)}

        def check(others: list[StaffRulingRow]) -> None:
            for other in others:
                for ask in other.asks:
                    i = mine.get(normalize(ask))
                    if i is not None:
                        raise StaffRulingInvalid(
                            f"asks.{i}",
                            f"Soru {i + 1} (asks.{i}) #{other.id} numaralı mağaza kararında "
                            "zaten var; aynı soruyu iki karar cevaplayamaz.",
                        )

        return check


def _check_lengths(
    answer: str, asks: tuple[str, ...], quotes: tuple[str, ...], draft: StaffRulingDraft
) -> None:
    named = [("game", "Oyun", draft.game), ("answer", "Cevap", answer),
             ("question", "Müşteri sorusu", draft.question or ""),
             ("answer_id", "Cevap kimliği", draft.answer_id or "")]  # fmt: skip
    named += [(f"asks.{i}", f"Soru {i + 1}", a) for i, a in enumerate(asks)]
    named += [(f"quotes.{i}", f"Alıntı {i + 1}", q) for i, q in enumerate(quotes)]
    for field, label, text in named:
        if "\x00" in text:  # no database stores it in text, and no person typed it
            raise StaffRulingInvalid(
                field, f"{label} ({field}) geçersiz bir karakter (NUL) içeriyor."
            )
    if not answer:
        raise StaffRulingInvalid("answer", "Cevap (answer) boş olamaz.")
    if len(answer) > MAX_ANSWER_CHARS:
        raise StaffRulingInvalid(
            "answer",
            f"Cevap (answer) en fazla {MAX_ANSWER_CHARS} karakter olabilir; "
            f"{len(answer)} karakter yazıldı.",
        )
    if not MIN_ASKS <= len(asks) <= MAX_ASKS:
        raise StaffRulingInvalid(
            "asks",
            f"Sorular (asks) {MIN_ASKS} ile {MAX_ASKS} arasında olmalı; {len(asks)} soru yazıldı.",
        )
    for i, ask in enumerate(asks):
        if not ask:
            raise StaffRulingInvalid(f"asks.{i}", f"Soru {i + 1} (asks.{i}) boş olamaz.")
        if len(ask) > MAX_ASK_CHARS:
            raise StaffRulingInvalid(
                f"asks.{i}",
                f"Soru {i + 1} (asks.{i}) en fazla {MAX_ASK_CHARS} karakter olabilir; "
                f"{len(ask)} karakter yazıldı.",
            )
    if len(quotes) > MAX_QUOTES:
        raise StaffRulingInvalid(
            "quotes", f"Alıntılar (quotes) en fazla {MAX_QUOTES} olabilir; {len(quotes)} seçildi."
        )
    for i, quote in enumerate(quotes):
        if not MIN_QUOTE_CHARS <= len(quote) <= MAX_QUOTE_CHARS:
            raise StaffRulingInvalid(
                f"quotes.{i}",
                f"Alıntı {i + 1} (quotes.{i}) {MIN_QUOTE_CHARS} ile {MAX_QUOTE_CHARS} karakter "
                f"arasında olmalı; {len(quote)} karakter.",
            )
    if draft.question is not None and len(draft.question) > MAX_QUESTION_CHARS:
        raise StaffRulingInvalid(
            "question",
            f"Müşteri sorusu (question) en fazla {MAX_QUESTION_CHARS} karakter olabilir.",
        )
    if draft.answer_id is not None and len(draft.answer_id) > 64:
        raise StaffRulingInvalid(
            "answer_id", "Cevap kimliği (answer_id) en fazla 64 karakter olabilir."
        )


def _not_found(ruling_id: int) -> str:
    return (
        f"#{ruling_id} numaralı bir mağaza kararı yok (silinmiş olabilir); hiçbir şey kaydedilmedi."
    )


def _conflict(ruling_id: int, exc: VersionConflict) -> StaffRulingConflict:
    current = StaffRuling.from_row(exc.current) if exc.current is not None else None
    if current is None:
        message = f"#{ruling_id} numaralı karar sen düzenlerken silindi; değişikliğin kaydedilmedi."
    else:
        message = (
            f"#{ruling_id} numaralı karar sen düzenlerken başka biri tarafından değiştirildi "
            f"(kayıtlı sürüm {current.version}, senin düzenlediğin sürüm {exc.expected}). "
            "Değişikliğin kaydedilmedi; kararın güncel hâline bakıp yeniden kaydet."
        )
    return StaffRulingConflict(message, current, exc.expected)
