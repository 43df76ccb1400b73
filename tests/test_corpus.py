from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from assistant.config import Settings
from assistant.corpus import load_documents, load_games, parse_markdown
from assistant.errors import CorpusError
from tests.conftest import SEEDS
from turkish import squash

CORPUS = Settings().corpus_dir
DEBRIS = re.compile(r"^%2Fpic\d+\.(jpg|png)\)$")


def test_bundled_games_with_metadata() -> None:
    games = load_games(CORPUS)
    assert {"hoth", "hive", "alhambra", "gloomhaven-jotl"} <= set(games)
    for game in games.values():
        assert game.title_tr
        assert game.documents
        assert game.notice.official_pdf
    hoth = games["hoth"]
    assert {"tr", "cs"} == set(hoth.languages)
    assert "NeoTroy" in hoth.notice.official_pdf
    for alias in ("hoth", "hoth savasi", "battle of hoth"):
        assert alias in hoth.aliases
    assert {"jaws of the lion", "jotl", "gloomhaven"} <= set(games["gloomhaven-jotl"].aliases)


@pytest.mark.skipif(not SEEDS.exists(), reason="shared/seeds not present")
@pytest.mark.parametrize(
    "seed", sorted(p.name for p in SEEDS.glob("*.txt")) if SEEDS.exists() else []
)
def test_every_seed_line_survives_verbatim(seed: str) -> None:
    games = load_games(CORPUS)
    docs = [d for d in load_documents(CORPUS, games) if d.source == seed]
    assert len(docs) == 1, f"{seed} must be exactly one corpus document"
    ref = next(r for r in games[docs[0].game].documents if r.source == seed)
    markdown = (CORPUS / docs[0].game / ref.file).read_text(encoding="utf-8")
    corpus_text = squash(re.sub(r"(?m)^#+ ", "", markdown))
    disclaimer = {
        games[docs[0].game].notice.title,
        games[docs[0].game].notice.official_pdf,
        games[docs[0].game].notice.disclaimer,
    }
    lost = []
    for line in (SEEDS / seed).read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if not line or DEBRIS.match(line) or line in disclaimer:
            continue
        if line in {"Oyun Hazırlığı"} or line == docs[0].title:
            continue  # empty headings in the scrape; the document title is the '#' line
        if squash(line) not in corpus_text:
            lost.append(line[:80])
    assert not lost, f"{len(lost)} seed lines missing from the corpus: {lost[:3]}"


def test_debris_and_disclaimer_removed() -> None:
    for md in CORPUS.glob("*/*.md"):
        text = md.read_text(encoding="utf-8")
        assert "%2Fpic" not in text
        assert "AI rehberimiz" not in text, md
        assert "## Oyun Hazırlığı" not in text  # empty heading dropped


def test_faq_answers_have_question_headings() -> None:
    _, sections = parse_markdown((CORPUS / "hoth" / "kurallar.md").read_text(encoding="utf-8"))
    faq = [s for s in sections if s.path[0] == "Sık Sorulan Sorular"]
    assert len(faq) == 12
    assert all(s.path[-1].endswith("?") and len(s.paragraphs) == 1 for s in faq)


def test_broken_game_toml_is_skipped_not_fatal(tmp_path: Path) -> None:
    corpus = tmp_path / "corpus"
    shutil.copytree(CORPUS / "hive", corpus / "hive")
    shutil.copytree(CORPUS / "alhambra", corpus / "alhambra")
    (corpus / "alhambra" / "game.toml").write_text("slug = [broken", encoding="utf-8")
    games = load_games(corpus)
    assert list(games) == ["hive"]


def test_no_usable_game_is_an_error(tmp_path: Path) -> None:
    with pytest.raises(CorpusError):
        load_games(tmp_path)
