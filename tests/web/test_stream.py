"""Server-Sent Events: tokens first, then exactly one validated `answer` event."""

from __future__ import annotations

import json
from typing import Any

import pytest
from fastapi.testclient import TestClient

from assistant.answer import Assistant
from assistant.fake_chat import FakeChatModel
from assistant.service import build_assistant
from tests.web.conftest import HOTH_CALC_Q, HOTH_TEXT_Q, AppFactory


def parse_sse(text: str) -> list[tuple[str, Any]]:
    events = []
    for block in text.strip().split("\n\n"):
        lines = block.split("\n")
        name = next(line[7:] for line in lines if line.startswith("event: "))
        data = "\n".join(line[6:] for line in lines if line.startswith("data: "))
        events.append((name, json.loads(data)))
    return events


@pytest.fixture(scope="module")
def fake_model() -> FakeChatModel:
    return FakeChatModel(
        default_reply="Hayır, keşif droidi yok edildiğinde madalya kazandırmaz [1]."
    )


@pytest.fixture(scope="module")
def llm_client(
    make_client: AppFactory, assistant: Assistant, fake_model: FakeChatModel
) -> TestClient:
    llm_assistant = build_assistant(
        assistant.settings, chat_model=fake_model, knowledge=assistant.knowledge
    )
    return make_client(assistant_=llm_assistant)


def test_llm_tokens_stream_before_the_answer(llm_client: TestClient) -> None:
    body = {"question": HOTH_TEXT_Q, "game": "hoth"}
    with llm_client.stream("POST", "/api/v1/ask/stream", json=body) as response:
        assert response.status_code == 200
        assert response.headers["content-type"].startswith("text/event-stream")
        assert response.headers["cache-control"] == "no-cache"
        events = parse_sse(response.read().decode())
    names = [name for name, _ in events]
    assert names[-1] == "answer"
    assert names.count("answer") == 1
    assert names[:-1] == ["token"] * (len(names) - 1)
    assert len(names) > 3
    draft = "".join(data for name, data in events if name == "token")
    assert "madalya kazandırmaz" in draft
    answer = events[-1][1]
    assert answer["answerer"] == "fake-chat"
    assert answer["citations"]
    assert answer["answer_id"]


def test_streamed_answer_is_recorded_for_feedback(llm_client: TestClient) -> None:
    events = parse_sse(
        llm_client.post("/api/v1/ask/stream", json={"question": HOTH_TEXT_Q, "game": "hoth"}).text
    )
    answer_id = events[-1][1]["answer_id"]
    vote = llm_client.post("/api/v1/feedback", json={"answer_id": answer_id, "vote": "up"})
    assert vote.status_code == 200


def test_extractive_answer_arrives_as_one_token(client: TestClient) -> None:
    response = client.post("/api/v1/ask/stream", json={"question": HOTH_CALC_Q, "game": "hoth"})
    events = parse_sse(response.text)
    assert [name for name, _ in events] == ["token", "answer"]
    assert events[0][1] == events[1][1]["answer"]


def test_stream_and_plain_ask_agree(client: TestClient) -> None:
    body = {"question": HOTH_CALC_Q, "game": "hoth"}
    plain = client.post("/api/v1/ask", json=body).json()
    streamed = parse_sse(client.post("/api/v1/ask/stream", json=body).text)[-1][1]
    for key in ("answer", "citations", "checks", "refused", "game"):
        assert plain[key] == streamed[key]
    assert plain["answer_id"] != streamed["answer_id"]


def test_failure_after_the_stream_started_is_an_error_event(
    make_client: AppFactory, assistant: Assistant
) -> None:
    class Exploding(Assistant):
        def ask(self, *args: Any, on_token: Any = None, **kwargs: Any) -> Any:
            assert on_token is not None
            on_token("Yarım ")
            raise RuntimeError("boom")

    broken = Exploding(assistant.settings, assistant.knowledge, assistant.answerer)
    events = parse_sse(
        make_client(assistant_=broken).post("/api/v1/ask/stream", json={"question": "zar"}).text
    )
    assert events == [
        ("token", "Yarım "),
        ("error", {"code": "internal_error", "message": events[1][1]["message"]}),
    ]
    assert "hata" in events[1][1]["message"]
