"""`rules-assistant rulings export` as a subprocess: the TOML it writes is in the
rules_corpus rulings format — it parses, has only the keys assistant/rulings.py reads, and
the corpus loader itself loads it beside the game's own rulings; what cannot be merged
(a store decision, too few asks) is kept as comments with the reason."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from assistant.corpus import load_documents, load_games
from assistant.knowledge import Knowledge
from assistant.rulings import _QUOTE_KEYS, _RULING_KEYS, load_game_rulings
from assistant.service import build_assistant
from assistant.staff_export import EXPORT_FILE
from assistant.staff_rulings import StaffRulingDraft, StaffRulings
from storage.staff_rulings import StaffRulingStore

REPO = Path(__file__).resolve().parents[1]
QUEEN_QUOTE = (
    "Arı Kraliçe'nizi en geç 4. turunuzda oyuna sokmak zorundasınız. Daha önce koymadıysanız "
    "4. turunuzda başka hamle yapamaz, zorunlu olarak Arı Kraliçe'nizi koyarsınız."
)
TRICKY = 'Hayır, "4. tur" kuralı \\ <b>kesin</b>: Arı Kraliçe\'ni 4. turuna kadar koymalısın.\tSon.'
MERGEABLE = StaffRulingDraft(
    game="hive",
    asks=(
        "mağazada kraliçe arıyı geç koyan oyuncu hamle yapabilir mi",
        "kralice ari gec konursa hamle var mi",
        "4. tura kadar kraliceyi koymazsam oynayabilir miyim",
    ),
    answer=TRICKY,
    quotes=(QUEEN_QUOTE,),
    question="kralice gec konursa?",
)
DECISION = StaffRulingDraft(
    game="hive",
    asks=("oyun gecesinde tartışmalı kuralda kim karar verir",),
    answer="Oyun gecelerinde tartışmalı bir kuralda masadaki görevli son sözü söyler.",
)
ONE_ASK = StaffRulingDraft(
    game="hive",
    asks=("kraliçeyi dördüncü turda koymak zorunlu mu",),
    answer="Evet, Arı Kraliçe'ni en geç 4. turunda koymak zorundasın.",
    quotes=("Arı Kraliçe'nizi en geç 4. turunuzda oyuna sokmak zorundasınız.",),
)


@pytest.fixture
def database(hash_knowledge: Knowledge, tmp_path: Path) -> str:
    url = f"sqlite:///{tmp_path / 'kararlar.db'}"
    assistant = build_assistant(hash_knowledge.settings, knowledge=hash_knowledge)
    staff = assistant.use_staff_rulings(StaffRulingStore(url))
    assert isinstance(staff, StaffRulings)
    for draft in (MERGEABLE, DECISION, ONE_ASK):
        staff.create(draft)
    hoth = StaffRulingDraft(
        "hoth", ("hoth turnuvasında kaç tur oynanır",), "Turnuvada 3 tur oynanır."
    )
    staff.create(hoth)
    return url


def _export(url: str, tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join([str(REPO), os.environ.get("PYTHONPATH", "")]),
        "RULES_DATABASE_URL": url,
        "RULES_DATA_DIR": str(tmp_path / "data"),
        "RULES_EMBEDDER": "hash",
    }
    return subprocess.run(
        [sys.executable, "-m", "assistant.cli", "rulings", "export", *args],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_the_export_loads_with_the_corpus_loader(database: str, tmp_path: Path) -> None:
    out = tmp_path / "hive.toml"
    done = _export(database, tmp_path, "--game", "hive", "--out", str(out))
    assert done.returncode == 0, done.stderr
    assert "hive: 1 karar birleştirilebilir, 2 karar yorum satırı olarak" in done.stderr
    text = out.read_text(encoding="utf-8")

    data = tomllib.loads(text)
    assert set(data) == {"ruling"}
    (entry,) = data["ruling"]
    assert set(entry) <= _RULING_KEYS
    assert entry["id"] == "magaza-1"
    assert entry["asks"] == list(MERGEABLE.asks)
    assert entry["answer"] == TRICKY  # quotes, backslash, tab and HTML survive as text
    assert entry["verdict"] == "hayir"
    assert "Mağaza kararı #1" in entry["note"]
    (quote,) = entry["quotes"]
    assert set(quote) == _QUOTE_KEYS
    assert quote["text"] == QUEEN_QUOTE
    assert quote["doc"] == "kurallar"
    # What cannot be merged is there, commented, with its reason.
    assert "# BİRLEŞTİRİLEMEZ (alıntısız mağaza kararı" in text
    assert '# id = "magaza-2"' in text
    assert "# BİRLEŞTİRİLEMEZ (1 soru var, rules_corpus 3–6 soru ister):" in text
    assert '# id = "magaza-3"' in text
    assert "magaza-4" not in text  # another game's
    assert "# yeri: rules_corpus/hive/rulings/oyun-akisi.toml" in text

    # The loader itself, on a copy of the corpus with the file merged in.
    corpus = tmp_path / "corpus"
    shutil.copytree(REPO / "rules_corpus", corpus)
    shutil.copy(out, corpus / "hive" / "rulings" / EXPORT_FILE)
    games = load_games(corpus)
    documents = load_documents(corpus, games)
    rulings, _ = load_game_rulings(games["hive"], corpus / "hive", documents)
    merged = [r for r in rulings if r.id.startswith("magaza-")]
    assert [(r.id, r.asks, r.answer, r.source) for r in merged] == [
        ("magaza-1", MERGEABLE.asks, TRICKY, EXPORT_FILE)
    ]
    assert merged[0].quotes[0].text == QUEEN_QUOTE


def test_stdout_folders_and_mistakes(database: str, tmp_path: Path) -> None:
    printed = _export(database, tmp_path, "--game", "hoth")
    assert printed.returncode == 0, printed.stderr
    assert "hoth: 0 karar birleştirilebilir, 1 karar yorum satırı olarak" in printed.stderr
    assert tomllib.loads(printed.stdout) == {}  # only comments: it still loads
    assert "Turnuvada 3 tur oynanır." in printed.stdout

    several = _export(database, tmp_path)
    assert several.returncode == 2
    assert "Birden çok oyunun kararı var (hive, hoth)" in several.stderr
    folder = tmp_path / "export"
    into = _export(database, tmp_path, "--out", str(folder))
    assert into.returncode == 0, into.stderr
    for game in ("hive", "hoth"):
        tomllib.loads((folder / game / "rulings" / EXPORT_FILE).read_text(encoding="utf-8"))

    unknown = _export(database, tmp_path, "--game", "monopoly")
    assert unknown.returncode == 2
    assert "'monopoly' adında bir oyun yok" in unknown.stderr
    empty = _export(f"sqlite:///{tmp_path / 'bos.db'}", tmp_path)
    assert empty.returncode == 0
    assert "Veritabanında mağaza kararı yok." in empty.stderr
