"""Staff rulings as a rules_corpus rulings file (docs/RULINGS.md), for the team to review and
merge into rules_corpus/<game>/rulings/.

    rules-assistant rulings export [--game G] [--out FILE]

Every ruling the corpus loader would accept (assistant/rulings.py: 3 to 6 asks, verbatim
quotes, every number of the answer in a quote, no id or ask another ruling of the game
has) is written as a ``[[ruling]]`` table; the others are written as comments, each with
the reason it cannot be merged yet (a store decision without quotes never can: it is not
the rulebook). So the file always loads as it is, and nothing staff wrote is left out.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING

from assistant.chunking import slugify
from assistant.rulings import MAX_ASKS, MIN_ASKS, RulingChecker
from assistant.staff_rulings import TURKEY, StaffRuling, decision_date

if TYPE_CHECKING:
    from assistant.corpus import Corpus

EXPORT_FILE = "magaza-kararlari.toml"  # its name under rules_corpus/<game>/rulings/


def toml_string(text: str) -> str:
    """A TOML basic string (JSON's escapes are TOML's; DEL must be escaped too)."""
    return json.dumps(text, ensure_ascii=False).replace("\x7f", "\\u007f")


@dataclass
class Export:
    game: str
    text: str
    merged: list[int] = field(default_factory=list)  # staff ruling ids written as tables
    held: list[tuple[int, str]] = field(default_factory=list)  # (id, why) written as comments

    def summary(self) -> str:
        line = f"{self.game}: {len(self.merged)} karar birleştirilebilir"
        if self.held:
            why = "; ".join(f"#{i}: {reason}" for i, reason in self.held)
            line += f", {len(self.held)} karar yorum satırı olarak ({why})"
        return line


def _table(ruling: StaffRuling) -> dict[str, object]:
    """The ruling as the loader reads a [[ruling]] table."""
    note = f"Mağaza kararı #{ruling.id}, sürüm {ruling.version}, {decision_date(ruling.updated_at)}"
    if ruling.question:
        note += f"; yazıldığı soru: {ruling.question}"
    return {
        "id": ruling.key_id,
        "asks": list(ruling.asks),
        "answer": ruling.answer,
        "verdict": ruling.verdict,
        "note": note,
        "quotes": [{k: q[k] for k in ("doc", "section", "text")} for q in ruling.quotes],
    }


def _lines(table: dict[str, object]) -> list[str]:
    asks = table["asks"]
    quotes = table["quotes"]
    assert isinstance(asks, list)
    assert isinstance(quotes, list)
    lines = ["[[ruling]]", f"id = {toml_string(str(table['id']))}", "asks = ["]
    lines += [f"  {toml_string(a)}," for a in asks]
    lines += [
        "]",
        f"answer = {toml_string(str(table['answer']))}",
        f"verdict = {toml_string(str(table['verdict']))}",
        f"note = {toml_string(str(table['note']))}",
    ]
    for quote in quotes:
        lines += ["", "[[ruling.quotes]]"]
        lines += [f"{key} = {toml_string(quote[key])}" for key in ("doc", "section", "text")]
    return lines


def _home(ruling: StaffRuling, corpus: Corpus) -> str | None:
    """The rulings file of the section its first quote is in (one file per ## section)."""
    for quote in ruling.quotes:
        chunk = corpus.chunk(quote.get("chunk_id", "")) or corpus.chunk_for_quote(
            ruling.game, quote["text"], quote["section"]
        )
        if chunk is not None:
            prefix = "" if chunk.lang == "tr" else f"{chunk.lang}-"
            return f"rulings/{prefix}{slugify(chunk.section_path[0])}.toml"
    return None


def export_game(corpus: Corpus, game: str, rulings: list[StaffRuling]) -> Export:
    """One game's staff rulings as the text of a rules_corpus rulings file."""
    checker = RulingChecker(corpus.games[game], corpus.documents, corpus.rulings.get(game, []))
    export = Export(game, "")
    body: list[str] = []
    for ruling in sorted(rulings, key=lambda r: r.id):
        table = _table(ruling)
        if ruling.store_decision:
            reason = (
                "alıntısız mağaza kararı: kural metniyle kanıtlanmadığı için rules_corpus'a girmez"
            )
        elif not MIN_ASKS <= len(ruling.asks) <= MAX_ASKS:
            reason = f"{len(ruling.asks)} soru var, rules_corpus {MIN_ASKS}–{MAX_ASKS} soru ister"
        else:
            problem = checker.problem(table, f"{game}/{EXPORT_FILE}")
            reason = f"kural kararı yükleyicisi kabul etmiyor: {problem}" if problem else ""
        lines = _lines(table)
        if reason:
            export.held.append((ruling.id, reason))
            body += ["", f"# BİRLEŞTİRİLEMEZ ({reason}):"]
            body += [f"# {line}" if line else "#" for line in lines]
            continue
        export.merged.append(ruling.id)
        home = _home(ruling, corpus)
        body += ["", *([f"# yeri: rules_corpus/{game}/{home}"] if home else []), *lines]
    title = corpus.games[game].title_tr
    now = datetime.now(TURKEY).strftime("%d.%m.%Y %H:%M")
    header = [
        f"# {title} ({game}): personel konsolunda yazılan mağaza kararları, {now}.",
        f"# rules_corpus/{game}/rulings/ biçiminde (docs/RULINGS.md). Birleştirmeden önce her",
        "# kararın id'sini, sorularını ve alıntılarını gözden geçir; her biri kendi bölümünün",
        f"# dosyasına taşınabilir ('yeri' satırı). Denetim: python3.11 tools/rulings_check.py {game}",
        f"# {len(export.merged)} karar birleştirilebilir, {len(export.held)} karar yorum satırı.",
    ]
    export.text = "\n".join([*header, *body]) + "\n"
    return export
