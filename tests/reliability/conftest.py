"""Fixtures for the reliability suite: apps around the session's hash-embedder knowledge
with whatever Settings a failure needs, and helpers to read SSE answers."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from langchain_core.language_models.chat_models import BaseChatModel

from assistant.answer import Assistant
from assistant.knowledge import Knowledge
from assistant.service import build_assistant
from tests.web.conftest import make_settings
from web.app import create_app

AssistantFactory = Callable[..., Assistant]
ClientFactory = Callable[..., TestClient]


@pytest.fixture
def make_assistant(hash_knowledge: Knowledge) -> AssistantFactory:
    """make_assistant(chat_model=None, **settings overrides) around the warm hash index."""

    def factory(chat_model: BaseChatModel | None = None, **overrides: Any) -> Assistant:
        settings = hash_knowledge.settings.model_copy(update=overrides)
        return build_assistant(settings, knowledge=hash_knowledge, chat_model=chat_model)

    return factory


@pytest.fixture
def app_client(tmp_path: Path, hash_knowledge: Knowledge) -> Iterator[ClientFactory]:
    """app_client(assistant, **settings overrides) → a started TestClient (own database)."""
    clients: list[TestClient] = []

    def factory(assistant: Assistant | None = None, **overrides: Any) -> TestClient:
        overrides.setdefault("database_url", f"sqlite:///{tmp_path / 'feedback.db'}")
        settings = make_settings(hash_knowledge.settings.data_dir, gate_threshold=0.0, **overrides)
        client = TestClient(
            create_app(settings, assistant=assistant), raise_server_exceptions=False
        )
        client.__enter__()
        clients.append(client)
        return client

    yield factory
    for client in clients:
        client.__exit__(None, None, None)


def sse_events(body: str) -> list[tuple[str, Any]]:
    events = []
    for block in body.strip().split("\n\n"):
        lines = dict(line.split(": ", 1) for line in block.splitlines() if ": " in line)
        if "event" in lines:
            events.append((lines["event"], json.loads(lines.get("data", "null"))))
    return events


def final_answer(body: str) -> dict[str, Any]:
    events = sse_events(body)
    assert [kind for kind, _ in events if kind == "error"] == [], events
    answers = [payload for kind, payload in events if kind == "answer"]
    assert len(answers) == 1, events
    return answers[0]
