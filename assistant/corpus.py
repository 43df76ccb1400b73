"""Load rules_corpus/: game catalogue (game.toml) and rule documents (Markdown).

The Markdown is ours and simple: '#' document title, '##'/'###' section headings,
paragraphs separated by blank lines. Everything else is verbatim rule text.
"""

from __future__ import annotations

import dataclasses
import logging
import tomllib
from dataclasses import dataclass, field
from pathlib import Path

from assistant.chunking import Chunk, chunk_corpus
from assistant.errors import CorpusError
from assistant.followup import EntityLexicon
from assistant.games import GameCatalog
from assistant.rulings import Ruling, load_game_rulings
from assistant.safety import strip_planted
from turkish import quote_parts, squash

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Notice:
    title: str
    official_pdf: str
    disclaimer: str

    @property
    def text(self) -> str:
        return f"{self.official_pdf} {self.disclaimer}"


@dataclass(frozen=True)
class DocumentRef:
    file: str
    lang: str
    source: str
    title: str

    @property
    def doc_id(self) -> str:
        return self.file.split(".")[0]


@dataclass(frozen=True)
class NamedOnly:
    """A thing the rule text names in a list but never describes (an expansion): what it
    contains or how it plays is not in the rules, whatever neighbouring text says."""

    name: str  # as the rule text writes it (a test checks it is there verbatim)
    aliases: tuple[str, ...]  # other ways a customer types it (English title, ASCII)
    what: str  # "genişleme": the kind, for the refusal's wording


@dataclass(frozen=True)
class Game:
    slug: str
    title_tr: str
    title_en: str
    players: str
    editions: tuple[str, ...]
    aliases: tuple[str, ...]
    description: str
    notice: Notice
    documents: tuple[DocumentRef, ...]
    # lang → {ASCII-folded Turkish term: words of that language}, for cross-lingual search
    glossaries: dict[str, dict[str, str]] = field(default_factory=dict)
    # Things the rules only name (Alhambra's expansions): assistant/named_only.py
    named_only: tuple[NamedOnly, ...] = ()

    @property
    def languages(self) -> list[str]:
        return sorted({d.lang for d in self.documents})


@dataclass(frozen=True)
class Section:
    path: tuple[str, ...]  # heading path below the document title
    paragraphs: tuple[str, ...]


@dataclass(frozen=True)
class Document:
    game: str
    doc_id: str
    lang: str
    source: str
    title: str
    sections: tuple[Section, ...] = field(default=())


def _parse_game(path: Path) -> Game:
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        notice = data["notice"]
        return Game(
            slug=str(data["slug"]),
            title_tr=str(data["title_tr"]),
            title_en=str(data["title_en"]),
            players=str(data.get("players", "")),
            editions=tuple(data.get("editions", [])),
            aliases=tuple(data.get("aliases", [])),
            description=str(data.get("description", "")),
            notice=Notice(notice["title"], notice["official_pdf"], notice["disclaimer"]),
            documents=tuple(
                DocumentRef(d["file"], d["lang"], d.get("source", d["file"]), d["title"])
                for d in data["documents"]
            ),
            glossaries=_load_glossaries(path.parent),
            named_only=tuple(
                NamedOnly(str(n["name"]), tuple(map(str, n.get("aliases", []))), str(n["what"]))
                for n in data.get("named_only", [])
            ),
        )
    except (tomllib.TOMLDecodeError, KeyError, TypeError, UnicodeDecodeError) as exc:
        raise CorpusError(f"{path}: broken game.toml ({type(exc).__name__}: {exc})") from exc


def _load_glossaries(game_dir: Path) -> dict[str, dict[str, str]]:
    glossaries = {}
    for path in sorted(game_dir.glob("glossary.*.toml")):
        lang = path.name.split(".")[1]
        glossaries[lang] = {
            str(k): str(v) for k, v in tomllib.loads(path.read_text("utf-8"))["terms"].items()
        }
    return glossaries


def load_games(corpus_dir: Path) -> dict[str, Game]:
    """All games under corpus_dir; a broken game.toml is skipped with an error log."""
    games: dict[str, Game] = {}
    for toml_path in sorted(corpus_dir.glob("*/game.toml")):
        try:
            game = _parse_game(toml_path)
        except CorpusError as exc:
            log.error("skipping game: %s", exc)
            continue
        if game.slug != toml_path.parent.name:
            log.error("skipping game: %s: slug %r != folder name", toml_path, game.slug)
            continue
        games[game.slug] = game
    if not games:
        raise CorpusError(f"no usable game in corpus directory {corpus_dir}")
    return games


def parse_markdown(text: str) -> tuple[str, list[Section]]:
    """Split our Markdown into (title, sections); text before any heading is dropped."""
    title = ""
    sections: list[Section] = []
    path: list[str] = []
    paragraphs: list[str] = []

    def flush() -> None:
        if path and paragraphs:
            sections.append(Section(tuple(path), tuple(paragraphs)))
        paragraphs.clear()

    for block in text.split("\n\n"):
        block = block.strip()
        if not block:
            continue
        level = len(block) - len(block.lstrip("#"))
        if level and block[level : level + 1] == " " and "\n" not in block:
            heading = block[level + 1 :].strip()
            if level == 1:
                title = heading
                continue
            flush()
            del path[level - 2 :]
            path.append(heading)
        else:
            paragraphs.append(block)
    flush()
    return title, sections


def load_documents(corpus_dir: Path, games: dict[str, Game]) -> list[Document]:
    docs: list[Document] = []
    for game in games.values():
        for ref in game.documents:
            path = corpus_dir / game.slug / ref.file
            try:
                _, sections = parse_markdown(path.read_text(encoding="utf-8"))
            except (OSError, UnicodeDecodeError) as exc:
                log.error("skipping document %s: %s", path, exc)
                continue
            docs.append(
                Document(game.slug, ref.doc_id, ref.lang, ref.source, ref.title, tuple(sections))
            )
    return docs


def _quarantine(chunk: Chunk) -> Chunk:
    """Redact sentences of rule text that address the assistant ("YÖNETİCİ NOTU: …") before
    they are indexed, so no answerer can quote them as rules; operators get a warning."""
    text = strip_planted(chunk.text)
    if text == chunk.text:
        return chunk
    log.warning("rule text %s contains instructions to the assistant: redacted", chunk.id)
    return dataclasses.replace(chunk, text=text)


class Corpus:
    """What the rules corpus holds: games, documents, chunks and rulings (cheap to load)."""

    def __init__(self, corpus_dir: Path):
        self.dir = corpus_dir
        self.games = load_games(corpus_dir)
        self.documents = load_documents(corpus_dir, self.games)
        self.chunks: list[Chunk] = [_quarantine(c) for c in chunk_corpus(self.documents)]
        self.catalog = GameCatalog(self.games)
        headings = {h for d in self.documents for s in d.sections for h in s.path}
        self.entities = EntityLexicon.from_headings(headings)  # for follow-ups
        self.rulings: dict[str, list[Ruling]] = {
            slug: load_game_rulings(game, corpus_dir / slug, self.documents)[0]
            for slug, game in self.games.items()
        }
        self._by_id = {c.id: c for c in self.chunks}
        # Quote lookups run per numeric answer (pinning, citing): squash the texts once.
        self._squashed = [(c, squash(c.text)) for c in self.chunks]

    def chunk(self, chunk_id: str) -> Chunk | None:
        return self._by_id.get(chunk_id)

    def chunk_for_quote(self, game: str, quote: str, section: str = "") -> Chunk | None:
        """The chunk of `game` whose text holds `quote` verbatim (preferring `section`)."""
        parts = [squash(part) for part in quote_parts(quote)]  # a table's header … row
        hits = [c for c, text in self._squashed if c.game == game and all(p in text for p in parts)]
        if section:
            hits.sort(key=lambda c: section not in c.section_path)
        return hits[0] if hits else None

    def titles(self) -> str:
        return self.catalog.titles()
