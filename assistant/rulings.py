"""Rulings: the store's rules knowledge, compiled ahead of time from the rule text.

A ruling is one short answer written by us from the rulebook ("Hayır, keşif droidi yok
edildiğinde madalya kazandırmaz."), the ways customers ask it, and verbatim quotes of the
rule documents that prove it. They live beside the rule texts, one TOML file per rulebook
section, under ``rules_corpus/<game>/rulings/``::

    [[ruling]]
    id = "kesif-droidi-madalya"
    asks = ["keşif droidi ölünce madalya verir mi", "kesif droidi olunce madalya verirmi", ...]
    answer = "Hayır, İmparatorluk Keşif Droidi yok edildiğinde madalya kazandırmaz."
    verdict = "hayir"          # evet | hayir | none
    edition = "2024"           # optional: the edition or variant it holds for
    calculator = "hoth-dice"   # optional: the calculator that computes it
    [[ruling.quotes]]
    doc = "kurallar"           # the document id (its file name without extensions)
    section = "Puan Hesaplama" # a heading of the quoted section (any level of its path)
    text = "İmparatorluk Keşif Droidi ve Asi Topçusu yok edildiğinde madalya kazandırmaz."

``load_rulings`` validates everything that can be checked mechanically and raises
``RulingsError`` naming the file, the line and the reason (operators read it: English).
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from assistant.errors import RulingsError
from turkish import find_numbers, normalize, squash

if TYPE_CHECKING:
    from assistant.corpus import Document, Game

RULINGS_DIR = "rulings"
UNCOVERED_PREFIX = "uncovered"  # uncovered.toml, uncovered-cs.toml, ...: the uncovered tables
VERDICTS = ("evet", "hayir", "none")
MIN_ASKS, MAX_ASKS = 3, 6
MAX_ANSWER_CHARS = 500
_ID = re.compile(r"^[a-z0-9][a-z0-9-]*$")
_RULING_KEYS = {"id", "asks", "answer", "verdict", "quotes", "edition", "calculator", "note"}
_QUOTE_KEYS = {"doc", "section", "text"}


@dataclass(frozen=True)
class Quote:
    doc: str
    section: str  # a heading of the quoted section's path
    text: str  # verbatim (whitespace may differ) span of that section


@dataclass(frozen=True)
class Ruling:
    game: str
    id: str
    asks: tuple[str, ...]
    answer: str
    verdict: str  # "evet" | "hayir" | "none"
    quotes: tuple[Quote, ...]
    edition: str | None = None
    calculator: str | None = None
    source: str = ""  # the file it came from, relative to the game folder
    # "staff": written in the staff console and kept in the database
    # (assistant/staff_rulings.py); its id is "magaza-<n>" and it has a decision date.
    origin: str = "corpus"
    decided_on: str | None = None  # dd.mm.yyyy, for a staff ruling

    @property
    def key(self) -> str:
        """Unique across games: ``<game>/<id>``."""
        return f"{self.game}/{self.id}"

    @property
    def staff(self) -> bool:
        return self.origin == "staff"

    @property
    def store_decision(self) -> bool:
        """A staff ruling with no quote: the store's own decision, never the rulebook's."""
        return self.staff and not self.quotes


@dataclass(frozen=True)
class UncoveredEntry:
    """A sentence of a rule document that no ruling quotes, and why."""

    doc: str
    section: str
    text: str
    reason: str  # one of UNCOVERED_REASONS
    of: str | None = None  # the ruling id a "duplicate" repeats
    note: str = ""


UNCOVERED_REASONS = {
    "flavour": "story or description with no rule in it",
    "tip": "strategy advice, not a rule",
    "meta": "about the document or the box, not the game's rules",
    "duplicate": "says again what ruling `of` already quotes",
}


class SectionIndex:
    """The squashed text of every section of a game's documents, for quote lookups."""

    def __init__(self, documents: Iterable[Document]):
        self._sections: dict[str, list[tuple[tuple[str, ...], str]]] = {}
        for doc in documents:
            self._sections[doc.doc_id] = [
                (s.path, squash("\n\n".join(s.paragraphs))) for s in doc.sections
            ]

    @property
    def docs(self) -> list[str]:
        return list(self._sections)

    def sections(self, doc: str) -> list[tuple[tuple[str, ...], str]]:
        return self._sections.get(doc, [])

    def locate(self, quote: Quote) -> str | None:
        """None when the quote is verbatim in the named section, else the reason it is not."""
        if quote.doc not in self._sections:
            return f"unknown document {quote.doc!r} (known: {', '.join(self._sections)})"
        text = squash(quote.text)
        named = [body for path, body in self._sections[quote.doc] if quote.section in path]
        if not named:
            return f"document {quote.doc!r} has no section headed {quote.section!r}"
        if any(text in body for body in named):
            return None
        elsewhere = [" › ".join(path) for path, body in self._sections[quote.doc] if text in body]
        if elsewhere:
            return f"quote is not in section {quote.section!r} but in {elsewhere[0]!r}"
        return f"quote is not verbatim in {quote.doc} › {quote.section}: {quote.text[:70]!r}"


def _line_of(raw: str, needle: str) -> int:
    """1-based line where `needle` (or its first words) first occurs; 0 if not found."""
    for probe in (needle, needle[:40], needle[:20]):
        if probe and (pos := raw.find(probe)) >= 0:
            return raw.count("\n", 0, pos) + 1
    return 0


def _fail(path: Path, raw: str, needle: str, reason: str) -> RulingsError:
    line = _line_of(raw, needle) if needle else 0
    where = f"{path}:{line}" if line else str(path)
    return RulingsError(f"{where}: {reason}")


def _numbers(text: str, include_bir: bool = False) -> set[int]:
    return {m.value for m in find_numbers(text, include_bir=include_bir)}


def _text(value: object) -> str | None:
    return value.strip() if isinstance(value, str) and value.strip() else None


def _parse_quotes(items: object, path: Path, raw: str, rid: str) -> tuple[Quote, ...]:
    if not isinstance(items, list) or not items:
        raise _fail(path, raw, f'id = "{rid}"', f"ruling {rid!r} needs at least one quote")
    quotes = []
    for item in items:
        if not isinstance(item, dict) or set(item) - _QUOTE_KEYS:
            extra = sorted(set(item) - _QUOTE_KEYS) if isinstance(item, dict) else item
            raise _fail(path, raw, f'id = "{rid}"', f"ruling {rid!r}: bad quote entry {extra}")
        doc, section, text = (_text(item.get(k)) for k in ("doc", "section", "text"))
        if not (doc and section and text):
            raise _fail(
                path, raw, f'id = "{rid}"', f"ruling {rid!r}: a quote needs doc, section, text"
            )
        quotes.append(Quote(doc, section, text))
    return tuple(quotes)


def _parse_ruling(item: object, game: str, path: Path, raw: str, rel: str) -> Ruling:
    if not isinstance(item, dict):
        raise _fail(path, raw, "", "[[ruling]] entries must be tables")
    rid = _text(item.get("id")) or ""
    if not _ID.match(rid):
        raise _fail(path, raw, rid or "[[ruling]]", f"bad ruling id {rid!r} (use a-z, 0-9, -)")
    unknown = set(item) - _RULING_KEYS
    if unknown:
        raise _fail(path, raw, f'id = "{rid}"', f"ruling {rid!r}: unknown keys {sorted(unknown)}")
    asks = item.get("asks")
    if not isinstance(asks, list) or not all(_text(a) for a in asks):
        raise _fail(path, raw, f'id = "{rid}"', f"ruling {rid!r}: asks must be a list of text")
    if not MIN_ASKS <= len(asks) <= MAX_ASKS:
        raise _fail(path, raw, f'id = "{rid}"', f"ruling {rid!r}: {len(asks)} asks (need 3 to 6)")
    answer = _text(item.get("answer"))
    if answer is None or len(answer) > MAX_ANSWER_CHARS:
        raise _fail(
            path, raw, f'id = "{rid}"', f"ruling {rid!r}: answer empty or over 500 characters"
        )
    verdict = item.get("verdict", "none")
    if verdict not in VERDICTS:
        raise _fail(path, raw, f'id = "{rid}"', f"ruling {rid!r}: verdict must be {VERDICTS}")
    opener = normalize(answer).split(maxsplit=1)[0].strip(".,;:!")
    if opener in ("evet", "hayir") and opener != verdict:
        raise _fail(
            path,
            raw,
            f'id = "{rid}"',
            f"ruling {rid!r}: answer opens {opener!r}, verdict {verdict!r}",
        )
    for key in ("edition", "calculator"):
        if key in item and _text(item[key]) is None:
            raise _fail(path, raw, f'id = "{rid}"', f"ruling {rid!r}: {key} must be text")
    return Ruling(
        game=game,
        id=rid,
        asks=tuple(a.strip() for a in asks),
        answer=answer,
        verdict=str(verdict),
        quotes=_parse_quotes(item.get("quotes"), path, raw, rid),
        edition=_text(item.get("edition")),
        calculator=_text(item.get("calculator")),
        source=rel,
    )


def _read_toml(path: Path) -> tuple[dict[str, object], str]:
    try:
        raw = path.read_text(encoding="utf-8")
        return tomllib.loads(raw), raw
    except UnicodeDecodeError as exc:
        raise RulingsError(f"{path}: not UTF-8 text ({exc.reason})") from exc
    except tomllib.TOMLDecodeError as exc:
        raise RulingsError(f"{path}: invalid TOML: {exc}") from exc


def _check_ruling(ruling: Ruling, sections: SectionIndex, path: Path, raw: str) -> None:
    for quote in ruling.quotes:
        problem = sections.locate(quote)
        if problem:
            raise _fail(path, raw, quote.text, f"ruling {ruling.id!r}: {problem}")
    if ruling.calculator is None:
        # A ruling never says more than its quotes: every number it states must be in one.
        quoted = set().union(*(_numbers(q.text, include_bir=True) for q in ruling.quotes))
        unsupported = sorted(_numbers(ruling.answer) - quoted)
        if unsupported:
            raise _fail(
                path,
                raw,
                f'id = "{ruling.id}"',
                f"ruling {ruling.id!r}: answer states {unsupported}, which no quote states",
            )


def load_game_rulings(
    game: Game, game_dir: Path, documents: Iterable[Document]
) -> tuple[list[Ruling], list[UncoveredEntry]]:
    """Every ruling and uncovered entry of one game, validated against its documents."""
    folder = game_dir / RULINGS_DIR
    if not folder.is_dir():
        return [], []
    sections = SectionIndex(d for d in documents if d.game == game.slug)
    rulings: list[Ruling] = []
    seen_ids: dict[str, str] = {}
    seen_asks: dict[str, str] = {}
    for path in sorted(folder.glob("*.toml")):
        if path.name.startswith(UNCOVERED_PREFIX):
            continue
        data, raw = _read_toml(path)
        unknown = set(data) - {"ruling", "section"}
        if unknown:
            raise RulingsError(f"{path}: unknown top-level keys {sorted(unknown)}")
        items = data.get("ruling", [])
        if not isinstance(items, list):
            raise RulingsError(f"{path}: 'ruling' must be an array of tables ([[ruling]])")
        for item in items:
            ruling = _parse_ruling(item, game.slug, path, raw, path.name)
            if ruling.id in seen_ids:
                raise _fail(
                    path,
                    raw,
                    f'id = "{ruling.id}"',
                    f"duplicate ruling id {ruling.id!r} (also in {seen_ids[ruling.id]})",
                )
            seen_ids[ruling.id] = path.name
            for ask in ruling.asks:
                norm = normalize(ask)
                if norm in seen_asks:
                    raise _fail(
                        path, raw, ask, f"ask {ask!r} also belongs to ruling {seen_asks[norm]!r}"
                    )
                seen_asks[norm] = ruling.id
            _check_ruling(ruling, sections, path, raw)
            rulings.append(ruling)
    uncovered = [
        entry
        for path in sorted(folder.glob(f"{UNCOVERED_PREFIX}*.toml"))
        for entry in _load_uncovered(path, sections, set(seen_ids))
    ]
    return rulings, uncovered


def _load_uncovered(path: Path, sections: SectionIndex, ids: set[str]) -> list[UncoveredEntry]:
    data, raw = _read_toml(path)
    entries = []
    items = data.get("uncovered", [])
    if not isinstance(items, list):
        raise RulingsError(f"{path}: 'uncovered' must be an array of tables ([[uncovered]])")
    for item in items:
        if not isinstance(item, dict):
            raise RulingsError(f"{path}: [[uncovered]] entries must be tables")
        doc, section, text = (_text(item.get(k)) for k in ("doc", "section", "text"))
        reason = item.get("reason")
        if not (doc and section and text):
            raise _fail(path, raw, str(text or ""), "an uncovered entry needs doc, section, text")
        if reason not in UNCOVERED_REASONS:
            raise _fail(
                path, raw, text, f"reason {reason!r} is not one of {sorted(UNCOVERED_REASONS)}"
            )
        of = _text(item.get("of"))
        if reason == "duplicate" and of not in ids:
            raise _fail(path, raw, text, f"duplicate of unknown ruling {of!r}")
        entry = UncoveredEntry(doc, section, text, str(reason), of, str(item.get("note", "")))
        problem = sections.locate(Quote(doc, section, text))
        if problem:
            raise _fail(path, raw, text, problem)
        entries.append(entry)
    return entries


def load_rulings(
    corpus_dir: Path, games: Mapping[str, Game], documents: Iterable[Document]
) -> dict[str, list[Ruling]]:
    """game slug → its rulings (games without a rulings folder map to [])."""
    docs = list(documents)
    return {
        slug: load_game_rulings(game, corpus_dir / slug, docs)[0] for slug, game in games.items()
    }


class RulingChecker:
    """Would a ``[[ruling]]`` table load into a game's rulings? The loader's own checks,
    one table at a time, against the game's documents and the rulings it already has (no
    id or ask twice); staff rulings are exported with it (assistant/staff_export.py)."""

    def __init__(self, game: Game, documents: Iterable[Document], existing: Iterable[Ruling]):
        self.game = game
        self.sections = SectionIndex(d for d in documents if d.game == game.slug)
        self.ids: dict[str, str] = {}
        self.asks: dict[str, str] = {}
        for ruling in existing:
            self._take(ruling)

    def _take(self, ruling: Ruling) -> None:
        self.ids[ruling.id] = ruling.source or "?"
        for ask in ruling.asks:
            self.asks[normalize(ask)] = ruling.id

    def problem(self, item: dict[str, object], name: str) -> str | None:
        """None when `item` loads (and it is then taken), else the loader's reason."""
        path = Path(name)
        try:
            ruling = _parse_ruling(item, self.game.slug, path, "", path.name)
            if ruling.id in self.ids:
                return f"duplicate ruling id {ruling.id!r} (also in {self.ids[ruling.id]})"
            for ask in ruling.asks:
                if normalize(ask) in self.asks:
                    return f"ask {ask!r} also belongs to ruling {self.asks[normalize(ask)]!r}"
            _check_ruling(ruling, self.sections, path, "")
        except RulingsError as exc:
            return str(exc).removeprefix(f"{path}: ")
        self._take(ruling)
        return None
