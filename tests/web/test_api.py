"""The JSON API: answers, bad input in the documented error shape, feedback storage."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from storage.urls import DatabaseUrlError, normalize_database_url
from tests.web.conftest import HOTH_CALC_Q, HOTH_RULING_Q, staff_headers
from web.db import FeedbackStore
from web.limits import RateLimiter
from web.state import AppState, app_state


def assert_error(response: Any, status: int, code: str) -> str:
    """Every error has exactly {"detail": {"code", "message"}} with a Turkish message."""
    assert response.status_code == status, response.text
    body = response.json()
    assert set(body) == {"detail"}
    assert set(body["detail"]) == {"code", "message"}
    assert body["detail"]["code"] == code
    message: str = body["detail"]["message"]
    assert message
    assert "Field required" not in message
    assert "JSON decode" not in message
    return message


def test_ask_returns_the_answer_with_citations_and_an_answer_id(client: TestClient) -> None:
    response = client.post("/api/v1/ask", json={"question": HOTH_CALC_Q, "game": "hoth"})
    assert response.status_code == 200
    body = response.json()
    assert len(body["answer_id"]) == 32
    assert body["citations"]
    assert body["citations"][0]["quote"]
    assert {"n", "game", "document", "section", "quote", "lang", "source_label"} <= set(
        body["citations"][0]
    )
    assert body["refused"] is False
    assert body["game"] == "hoth"
    assert body["disclaimer"]
    assert body["notice_title"]
    assert "trace" not in body  # the retrieval trace is for the staff console only


def test_every_answer_is_stored_without_personal_data(client: TestClient) -> None:
    body = client.post("/api/v1/ask", json={"question": HOTH_CALC_Q, "game": "hoth"}).json()
    store = app_state(client.app).store
    row = store.get(body["answer_id"])
    assert row is not None
    assert row["question"] == HOTH_CALC_Q
    assert row["answer"] == body["answer"]
    assert row["citations"] == body["citations"]
    assert row["checks"] == body["checks"]
    columns = " ".join(row).lower()
    for personal in ("ip", "host", "agent", "user", "email", "session", "cookie"):
        assert personal not in columns.split()
        assert f"_{personal}" not in columns


@pytest.mark.parametrize(
    ("body", "status", "code"),
    [
        ({}, 422, "invalid_question"),
        ({"question": ""}, 422, "invalid_question"),
        ({"question": "   \n\t "}, 422, "invalid_question"),
        ({"question": None}, 422, "invalid_question"),
        ({"question": 42}, 422, "invalid_question"),
        ({"question": "?!..."}, 422, "invalid_question"),
        ({"question": "ş" * 2001}, 413, "question_too_long"),
        ({"question": "zar", "history": [{"role": "admin", "content": "x"}]}, 422, "invalid_field"),
        (
            {"question": "zar", "history": [{"role": "user", "content": "a"}] * 21},
            422,
            "invalid_field",
        ),
        ({"question": "zar", "lang": "türkçe"}, 422, "invalid_field"),
    ],
)
def test_bad_questions_get_turkish_errors(
    client: TestClient, body: dict[str, Any], status: int, code: str
) -> None:
    for path in ("/api/v1/ask", "/api/v1/ask/stream"):
        assert_error(client.post(path, json=body), status, code)


def test_missing_question_message_is_turkish(client: TestClient) -> None:
    assert assert_error(client.post("/api/v1/ask", json={}), 422, "invalid_question") == (
        "Lütfen bir soru yaz."
    )


def test_history_field_error_names_the_field_in_turkish(client: TestClient) -> None:
    body = {"question": "zar", "history": [{"role": "admin", "content": "x"}]}
    message = assert_error(client.post("/api/v1/ask", json=body), 422, "invalid_field")
    assert "history.0.role" in message
    assert "izin verilen" in message


@pytest.mark.parametrize("raw", [b"{bad json", b'{"question": "zar",}', b"\xff\xfe"])
def test_malformed_json_is_422(client: TestClient, raw: bytes) -> None:
    headers = {"content-type": "application/json"}
    for path in ("/api/v1/ask", "/api/v1/ask/stream", "/api/v1/feedback"):
        message = assert_error(
            client.post(path, content=raw, headers=headers), 422, "malformed_json"
        )
        assert "JSON" in message


def test_json_that_is_not_an_object_is_422(client: TestClient) -> None:
    assert_error(client.post("/api/v1/ask", json=["zar"]), 422, "invalid_body")


def test_body_over_16_kb_is_413(client: TestClient) -> None:
    big = json.dumps({"question": "zar", "history": [], "pad": "x" * 17_000})
    headers = {"content-type": "application/json"}
    assert_error(client.post("/api/v1/ask", content=big, headers=headers), 413, "body_too_large")


def test_chunked_body_over_16_kb_is_413(client: TestClient) -> None:
    def chunks() -> Any:
        yield b'{"question": "'
        for _ in range(20):
            yield b"a" * 1024
        yield b'"}'

    headers = {"content-type": "application/json"}
    response = client.post("/api/v1/ask", content=chunks(), headers=headers)
    assert_error(response, 413, "body_too_large")


def test_unknown_game_is_404_listing_the_games(client: TestClient) -> None:
    for path in ("/api/v1/ask", "/api/v1/ask/stream"):
        response = client.post(path, json={"question": "zar kaç", "game": "catan"})
        message = assert_error(response, 404, "unknown_game")
        for slug in ("hoth", "hive", "alhambra", "gloomhaven-jotl"):
            assert slug in message


def test_games_catalogue(client: TestClient) -> None:
    games = {g["slug"]: g for g in client.get("/api/v1/games").json()}
    assert {"hoth", "hive", "alhambra", "gloomhaven-jotl"} <= set(games)
    hoth = games["hoth"]
    assert hoth["title_tr"] == "Star Wars: Hoth Savaşı"
    assert "hoth savaşı" in hoth["aliases"]
    assert set(hoth["languages"]) == {"cs", "tr"}
    assert hoth["notice"]["official_pdf"]
    assert hoth["notice"]["disclaimer"]


def test_feedback_is_stored_and_can_change(client: TestClient) -> None:
    answer = client.post("/api/v1/ask", json={"question": HOTH_CALC_Q, "game": "hoth"}).json()
    up = client.post("/api/v1/feedback", json={"answer_id": answer["answer_id"], "vote": "up"})
    assert up.status_code == 200
    assert up.json()["vote"] == "up"
    store = app_state(client.app).store
    assert store.get(answer["answer_id"])["vote"] == "up"  # type: ignore[index]
    body = {"answer_id": answer["answer_id"], "vote": "down", "comment": "yanlış zar"}
    assert client.post("/api/v1/feedback", json=body).status_code == 200
    row = store.get(answer["answer_id"])
    assert row is not None
    assert row["vote"] == "down"
    assert row["comment"] == "yanlış zar"


def test_feedback_errors(client: TestClient) -> None:
    unknown = client.post("/api/v1/feedback", json={"answer_id": "yok", "vote": "up"})
    assert_error(unknown, 404, "unknown_answer")
    bad_vote = client.post("/api/v1/feedback", json={"answer_id": "x", "vote": "meh"})
    assert "vote" in assert_error(bad_vote, 422, "invalid_field")
    assert_error(client.post("/api/v1/feedback", json={"vote": "up"}), 422, "invalid_field")


def test_database_is_sqlite_in_wal_mode(client: TestClient) -> None:
    store = app_state(client.app).store
    assert store.path is not None  # SQLite: the store has a file
    with sqlite3.connect(store.path) as conn:
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"


def test_database_url_parsing(tmp_path: Path) -> None:
    relative = normalize_database_url("sqlite:///data/feedback.db", base=tmp_path)
    assert relative == f"sqlite:///{tmp_path / 'data' / 'feedback.db'}"
    assert normalize_database_url("sqlite:////var/lib/kr.db") == "sqlite:////var/lib/kr.db"
    # The spellings operators copy from dashboards all mean psycopg 3.
    for given in ("postgres://kr:pw@db/kr", "postgresql://kr:pw@db/kr"):
        assert normalize_database_url(given) == "postgresql+psycopg://kr:pw@db/kr"
    for bad in ("mysql://db/kr", "sqlite://", "postgresql://db", "not a url"):
        with pytest.raises(DatabaseUrlError):
            normalize_database_url(bad)


def test_health_and_readiness(client: TestClient) -> None:
    assert client.get("/healthz").json() == {"status": "ok"}
    ready = client.get("/readyz")
    assert ready.status_code == 200
    assert ready.json()["checks"] == {
        "index": True,
        "embedder": "hash",
        "database": True,
        "llm": "rulings",  # no LLM configured: the configured answerer's name
    }


def test_the_app_state_is_one_typed_object(client: TestClient) -> None:
    state = app_state(client.app)
    assert isinstance(state, AppState)
    assert state.ready is True
    assert state.index_error is None
    assert state.assistant is not None
    assert state.settings.staff_token
    assert isinstance(state.store, FeedbackStore)
    assert isinstance(state.rate_limiter, RateLimiter)
    with pytest.raises(TypeError):
        app_state(object())


def test_readiness_and_llm_status_are_dependencies(make_client: Any) -> None:
    from web.deps import Readiness, get_llm_status, get_readiness

    site = make_client()
    app = site.app
    app.dependency_overrides[get_readiness] = lambda: Readiness(False, None, "down")  # type: ignore[attr-defined]
    app.dependency_overrides[get_llm_status] = lambda: "failing"  # type: ignore[attr-defined]
    ready = site.get("/readyz")
    assert ready.status_code == 503
    assert ready.json()["status"] == "not_ready"
    assert ready.json()["checks"]["llm"] == "failing"
    app.dependency_overrides.clear()  # type: ignore[attr-defined]
    assert site.get("/readyz").status_code == 200


def test_openapi_documents_the_error_shape(client: TestClient) -> None:
    spec = client.get("/openapi.json").json()
    ask = spec["paths"]["/api/v1/ask"]["post"]
    assert {"404", "413", "422", "429"} <= set(ask["responses"])
    assert "ErrorBody" in spec["components"]["schemas"]
    assert client.get("/docs").status_code == 200


def test_the_staff_trace_has_the_gate_and_the_closest_rulings(client: TestClient) -> None:
    question = {"question": HOTH_RULING_Q, "game": "hoth"}
    body = client.post("/api/v1/staff/ask", json=question, headers=staff_headers()).json()
    assert body["gate"]["answer"] is True
    assert body["gate"]["reason"] == "ruling"
    assert body["gate"]["rulings"] == ["hoth/kesif-droidi-madalya"]
    rulings = body["rulings"]
    assert 1 <= len(rulings) <= 5
    assert set(rulings[0]) == {
        "id",
        "score",
        "coverage",
        "rank",
        "order",
        "ask",
        "answer",
        "answered",
    }
    assert rulings[0]["id"] == "hoth/kesif-droidi-madalya"
    assert rulings[0]["ask"] == HOTH_RULING_Q
    assert rulings[0]["answered"] is True
    # ordered by their order; the rank (what the threshold reads) may differ from it
    assert [r["order"] for r in rulings] == sorted((r["order"] for r in rulings), reverse=True)
    assert all(r["order"] >= r["rank"] for r in rulings)
    public = client.post("/api/v1/ask", json=question).json()
    assert "rulings" not in public
    assert "gate" not in public
