"""The rulings loader: valid files load, every kind of broken file fails with file, line and
reason, and coverage counts sentences quoted, explained and missing."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from assistant.corpus import load_documents, load_games
from assistant.coverage import measure
from assistant.errors import RulingsError
from assistant.rulings import load_game_rulings

GAME_TOML = """\
slug = "mini"
title_tr = "Mini Oyun"
title_en = "Mini Game"
players = "2"
aliases = ["mini"]

[notice]
title = "Not"
official_pdf = "Resmi kitapçık."
disclaimer = "AI rehberi nadiren hatalı olabilir."

[[documents]]
file = "kurallar.md"
lang = "tr"
title = "Mini kural metni"
"""

RULES_MD = """\
# Mini

## Bileşenler

Kutuda 12 taş vardır. Taşlar ahşaptır.

## Oyun Akışı

Sırası gelen oyuncu bir taş koyar. Zar yoktur.
"""

GOOD = """\
[[ruling]]
id = "tas-sayisi"
asks = ["kac tas var", "kutuda kaç taş var", "tas sayisi kac"]
answer = "12 taş: kutuda 12 taş vardır."
[[ruling.quotes]]
doc = "kurallar"
section = "Bileşenler"
text = "Kutuda 12 taş vardır."
"""


def _corpus(tmp_path: Path, files: dict[str, str]) -> Path:
    game = tmp_path / "mini"
    (game / "rulings").mkdir(parents=True)
    (game / "game.toml").write_text(GAME_TOML, encoding="utf-8")
    (game / "kurallar.md").write_text(RULES_MD, encoding="utf-8")
    for name, text in files.items():
        (game / "rulings" / name).write_text(textwrap.dedent(text), encoding="utf-8")
    return tmp_path


def _load(corpus: Path):  # type: ignore[no-untyped-def]
    games = load_games(corpus)
    docs = load_documents(corpus, games)
    return load_game_rulings(games["mini"], corpus / "mini", docs), docs


def test_valid_rulings_load_and_coverage_counts(tmp_path: Path) -> None:
    uncovered = """\
    [[uncovered]]
    doc = "kurallar"
    section = "Bileşenler"
    text = "Taşlar ahşaptır."
    reason = "meta"
    """
    (rulings, entries), docs = _load(
        _corpus(tmp_path, {"a.toml": GOOD, "uncovered.toml": uncovered})
    )
    assert [r.key for r in rulings] == ["mini/tas-sayisi"]
    assert rulings[0].quotes[0].section == "Bileşenler"
    report = measure("mini", docs, rulings, entries)
    assert (report.sentences, report.covered, dict(report.explained)) == (4, 1, {"meta": 1})
    assert [g.text for g in report.gaps] == ["Sırası gelen oyuncu bir taş koyar.", "Zar yoktur."]


BROKEN = {
    "quote not verbatim": (
        GOOD.replace('Kutuda 12 taş vardır."', 'Kutuda 13 taş vardır."'),
        "quote is not verbatim",
    ),
    "quote in another section": (
        GOOD.replace('section = "Bileşenler"', 'section = "Oyun Akışı"'),
        "but in 'Bileşenler'",
    ),
    "unknown document": (GOOD.replace('doc = "kurallar"', 'doc = "nope"'), "unknown document"),
    "unknown section": (GOOD.replace('"Bileşenler"', '"Yok Böyle"'), "no section headed"),
    "number no quote states": (
        GOOD.replace("12 taş: kutuda", "14 taş: kutuda"),
        "answer states [14]",
    ),
    "too few asks": (GOOD.replace(', "tas sayisi kac"', ""), "2 asks"),
    "bad verdict": (
        GOOD.replace("[[ruling.quotes]]", 'verdict = "belki"\n[[ruling.quotes]]'),
        "verdict",
    ),
    "verdict contradicts the answer": (
        GOOD.replace('answer = "12 taş', 'verdict = "evet"\nanswer = "Hayır, 12 taş'),
        "answer opens 'hayir'",
    ),
    "unknown key": (
        GOOD.replace('id = "tas-sayisi"', 'id = "tas-sayisi"\nsource = "x"'),
        "unknown keys",
    ),
    "bad id": (GOOD.replace('"tas-sayisi"', '"Taş Sayısı"'), "bad ruling id"),
    "invalid TOML": ("[[ruling]\nid = ", "invalid TOML"),
}


@pytest.mark.parametrize("case", sorted(BROKEN))
def test_broken_file_names_file_line_and_reason(tmp_path: Path, case: str) -> None:
    text, reason = BROKEN[case]
    corpus = _corpus(tmp_path, {"bilesenler.toml": text})
    with pytest.raises(RulingsError) as err:
        _load(corpus)
    message = str(err.value)
    assert "bilesenler.toml" in message
    assert reason in message
    if case != "invalid TOML":
        assert "bilesenler.toml:" in message  # a line number follows the file name


def test_duplicate_id_and_duplicate_ask_across_files(tmp_path: Path) -> None:
    with pytest.raises(RulingsError, match="duplicate ruling id 'tas-sayisi'"):
        _load(_corpus(tmp_path / "a", {"a.toml": GOOD, "b.toml": GOOD}))
    other = GOOD.replace('"tas-sayisi"', '"baska"')
    with pytest.raises(RulingsError, match="also belongs to ruling 'tas-sayisi'"):
        _load(_corpus(tmp_path / "b", {"a.toml": GOOD, "b.toml": other}))


def test_uncovered_duplicate_must_name_a_ruling(tmp_path: Path) -> None:
    uncovered = """\
    [[uncovered]]
    doc = "kurallar"
    section = "Bileşenler"
    text = "Taşlar ahşaptır."
    reason = "duplicate"
    of = "no-such-ruling"
    """
    with pytest.raises(RulingsError, match="duplicate of unknown ruling"):
        _load(_corpus(tmp_path, {"a.toml": GOOD, "uncovered.toml": uncovered}))


def test_not_utf8_is_reported(tmp_path: Path) -> None:
    corpus = _corpus(tmp_path, {})
    (corpus / "mini" / "rulings" / "x.toml").write_bytes(b"\xff\xfe id = 1")
    with pytest.raises(RulingsError, match="not UTF-8"):
        _load(corpus)
