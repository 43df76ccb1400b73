"""Two app processes on one database, as replicas behind a load balancer run: votes written
to both at the same time all arrive, and each replica sees what the other stored.

The same test runs on PostgreSQL (what replicas share) and on SQLite (two processes on one
file, which WAL and the busy timeout make safe on one machine).
"""

from __future__ import annotations

import random
import threading
import time
from pathlib import Path

import httpx
import pytest

from tests.reliability.server_process import ServerProcess
from tests.web.conftest import STAFF_TOKEN
from web.db import FeedbackStore

pytestmark = pytest.mark.slow

VOTES_PER_REPLICA = 500
THREADS_PER_REPLICA = 4


def _vote_all(base: str, ids: list[str], acknowledged: dict[str, tuple[str, str]]) -> None:
    """Vote on `ids` from THREADS_PER_REPLICA threads; record what the server confirmed."""
    lock = threading.Lock()
    errors: list[str] = []

    def work(part: list[str]) -> None:
        with httpx.Client(base_url=base, timeout=30) as client:
            for answer_id in part:
                vote = random.choice(["up", "down"])
                comment = f"{base[-5:]}:{answer_id[:8]}"
                body = {"answer_id": answer_id, "vote": vote, "comment": comment}
                response = client.post("/api/v1/feedback", json=body)
                if response.status_code != 200:
                    errors.append(f"{response.status_code} {response.text[:200]}")
                    continue
                with lock:
                    acknowledged[answer_id] = (vote, comment)

    parts = [ids[i::THREADS_PER_REPLICA] for i in range(THREADS_PER_REPLICA)]
    threads = [threading.Thread(target=work, args=(part,)) for part in parts]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=300)
    assert not errors, errors[:5]


def test_two_replicas_write_votes_concurrently_and_lose_none(
    database_url: str, tmp_path: Path
) -> None:
    seed = FeedbackStore(database_url)
    seed.init()
    ids = [
        seed.record({"question": f"soru {i}", "answer": "cevap", "game": "hive"})
        for i in range(2 * VOTES_PER_REPLICA)
    ]
    env = {"RULES_DATABASE_URL": database_url, "RULES_STAFF_TOKEN": STAFF_TOKEN}
    with (
        ServerProcess(tmp_path / "replica-a", **env) as a,
        ServerProcess(tmp_path / "replica-b", **env) as b,
    ):
        acknowledged: dict[str, tuple[str, str]] = {}
        runs = [
            threading.Thread(target=_vote_all, args=(a.base, ids[:VOTES_PER_REPLICA], acknowledged)),
            threading.Thread(target=_vote_all, args=(b.base, ids[VOTES_PER_REPLICA:], acknowledged)),
        ]  # fmt: skip
        started = time.monotonic()
        for run in runs:
            run.start()
        for run in runs:
            run.join(timeout=600)
        seconds = time.monotonic() - started
        print(f"{2 * VOTES_PER_REPLICA} votes through 2 replicas in {seconds:.1f} s")
        assert len(acknowledged) == 2 * VOTES_PER_REPLICA

        # Read back through a third connection: every vote, as acknowledged.
        assert seed.count(voted=True) == 2 * VOTES_PER_REPLICA
        for answer_id, (vote, comment) in acknowledged.items():
            row = seed.get(answer_id)
            assert row is not None
            assert (row["vote"], row["comment"]) == (vote, comment)

        # Each replica sees the other's votes (the staff console reads the shared store).
        headers = {"Authorization": f"Bearer {STAFF_TOKEN}"}
        downs = {aid for aid, (vote, _) in acknowledged.items() if vote == "down"}
        listed = [
            httpx.get(
                f"{replica.base}/api/v1/staff/feedback", params={"limit": 200}, headers=headers
            ).json()
            for replica in (a, b)
        ]
        assert listed[0] == listed[1]
        assert len(listed[0]) == min(200, len(downs))
        assert {row["id"] for row in listed[0]} <= downs
        # An answer asked on one replica can be voted on through the other.
        asked = httpx.post(f"{a.base}/api/v1/ask", json={"question": "çekirge nasıl gider"})
        answer_id = asked.json()["answer_id"]
        voted = httpx.post(f"{b.base}/api/v1/feedback", json={"answer_id": answer_id, "vote": "up"})
        assert voted.status_code == 200
    seed.close()
