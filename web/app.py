"""Minimal web app: POST /api/v1/ask (the full web layer replaces this)."""

from __future__ import annotations

from contextlib import asynccontextmanager
from typing import Any

from fastapi import FastAPI, HTTPException
from fastapi.concurrency import run_in_threadpool
from pydantic import BaseModel

from assistant.config import Settings
from assistant.service import build_assistant
from assistant.types import QuestionError, UnknownGameError


class AskRequest(BaseModel):
    question: str
    game: str | None = None


def create_app(settings: Settings | None = None) -> FastAPI:
    settings = settings or Settings()
    assistant = build_assistant(settings)

    @asynccontextmanager
    async def lifespan(app: FastAPI):  # type: ignore[no-untyped-def]
        await run_in_threadpool(assistant.warm_up)
        yield

    app = FastAPI(title="Kural Rehberi", lifespan=lifespan)

    @app.post("/api/v1/ask")
    async def ask(body: AskRequest) -> dict[str, Any]:
        try:
            answer = await run_in_threadpool(assistant.ask, body.question, body.game)
        except QuestionError as exc:
            raise HTTPException(exc.status, str(exc)) from exc
        except UnknownGameError as exc:
            raise HTTPException(404, str(exc)) from exc
        return answer.to_dict()

    return app
