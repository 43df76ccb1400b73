"""Staff rulings across two app processes on one database (replicas), on PostgreSQL and on
SQLite: a ruling saved through one answers the next question asked of the other; deleted
through one, the other stops answering from it at once; the same ruling edited through
both at once: one edit is saved, the other gets 409, and both serve the winner's text."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.reliability.server_process import ServerProcess
from tests.web.conftest import STAFF_TOKEN

pytestmark = pytest.mark.slow

H = {"Authorization": f"Bearer {STAFF_TOKEN}"}
QUESTION = "mağazada kraliçe arıyı geç koyan oyuncu hamle yapabilir mi"
QUOTE = "Daha önce koymadıysanız 4. turunuzda başka hamle yapamaz, zorunlu olarak Arı Kraliçe'nizi koyarsınız."  # fmt: skip
ANSWER = "Hayır, Arı Kraliçe'ni 4. turuna kadar koymadıysan o tur başka hamle yapamazsın."
RULING = {"game": "hive", "asks": [QUESTION], "answer": ANSWER, "quotes": [QUOTE]}


def _ask(base: str) -> dict[str, Any]:
    response = httpx.post(f"{base}/api/v1/ask", json={"question": QUESTION, "game": "hive"})
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()
    return body


def test_two_replicas_share_the_staff_rulings(database_url: str, tmp_path: Path) -> None:
    env = {"RULES_DATABASE_URL": database_url, "RULES_STAFF_TOKEN": STAFF_TOKEN}
    with (
        ServerProcess(tmp_path / "replica-a", **env) as a,
        ServerProcess(tmp_path / "replica-b", **env) as b,
    ):
        assert _ask(b.base)["answerer"] != "staff"
        created = httpx.post(f"{a.base}/api/v1/rulings", json=RULING, headers=H)
        assert created.status_code == 201, created.text
        ruling = created.json()
        answer = _ask(b.base)  # the other process, its very next question
        assert answer["answerer"] == "staff"
        assert [c["quote"] for c in answer["citations"]] == [QUOTE]
        assert _ask(a.base)["answerer"] == "staff"

        # Both edit version 1 at the same moment: one wins, the other is told, nothing lost.
        results: dict[str, httpx.Response] = {}
        barrier = threading.Barrier(2)

        def edit(name: str, base: str) -> None:
            body = {**RULING, "answer": f"{ANSWER} {name} düzenledi.", "version": 1}
            barrier.wait()
            results[name] = httpx.put(f"{base}/api/v1/rulings/{ruling['id']}", json=body, headers=H)

        threads = [threading.Thread(target=edit, args=p) for p in (("ayse", a.base), ("burak", b.base))]  # fmt: skip
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(timeout=60)
        assert sorted(r.status_code for r in results.values()) == [200, 409]
        loser = next(r for r in results.values() if r.status_code == 409)
        assert loser.json()["detail"]["code"] == "version_conflict"
        assert "başka biri tarafından değiştirildi" in loser.json()["detail"]["message"]
        winner = next(n for n, r in results.items() if r.status_code == 200)
        for base in (a.base, b.base):
            stored = httpx.get(f"{base}/api/v1/rulings/{ruling['id']}", headers=H).json()
            assert (stored["version"], stored["answer"]) == (2, f"{ANSWER} {winner} düzenledi.")
            assert f"{winner} düzenledi" in _ask(base)["answer"]

        # Deleted through one: the other stops answering from it at once.
        gone = httpx.delete(f"{a.base}/api/v1/rulings/{ruling['id']}", headers=H)
        assert gone.status_code == 200
        assert _ask(b.base)["answerer"] != "staff"
        assert _ask(a.base)["answerer"] != "staff"
        assert httpx.get(f"{b.base}/api/v1/rulings", headers=H).json() == []
