"""Shared fixtures: one warmed assistant (hash embedder, ~1 s ingest) per test session,
and apps built around it with whatever Settings a test needs."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from assistant.answer import Assistant
from assistant.config import Settings
from assistant.service import build_assistant
from web.app import create_app

STAFF_TOKEN = "personel-test-anahtari"
SHOP_ORIGIN = "http://shop.test"
HOTH_CALC_Q = "snowtrooper 2 hex uzaktaki piyadeye kaç zar atar"
HOTH_TEXT_Q = "İmparatorluk Keşif Droidi yok edildiğinde madalya kazandırır mı"
HOTH_RULING_Q = "kesif droidini yok etmek madalya kazandirir mi"  # a ruling's own ask
# A question a (fake) LLM answers with a wrong number, which the rule checkers correct.
WRONG_Q = "Siperdeki piyadeye saldırınca kaç zar eksik atılır?"
WRONG_DRAFT = "Siperdeki piyadeye saldıran tüm birimler 2 zar daha az atar [1]."


@pytest.fixture(scope="session")
def data_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("web-data")


def make_settings(data_dir: Path, **overrides: Any) -> Settings:
    values: dict[str, Any] = {
        "embedder": "hash",
        "data_dir": data_dir,
        "database_url": f"sqlite:///{data_dir / 'feedback.db'}",
        "staff_token": STAFF_TOKEN,
        "allowed_origins": [SHOP_ORIGIN],
        "rate_limit": 100_000,
    }
    values.update(overrides)
    return Settings(**values)


@pytest.fixture(scope="session")
def assistant(data_dir: Path) -> Assistant:
    built = build_assistant(make_settings(data_dir))
    built.warm_up()
    return built


@pytest.fixture(scope="session")
def wrong_llm_assistant(assistant: Assistant) -> Assistant:
    """The shared index behind a fake LLM that writes WRONG_DRAFT to every question."""
    from assistant.fake_chat import FakeChatModel

    model = FakeChatModel(default_reply=WRONG_DRAFT)
    return build_assistant(assistant.settings, knowledge=assistant.knowledge, chat_model=model)


AppFactory = Callable[..., TestClient]


@pytest.fixture(scope="session")
def make_client(data_dir: Path, assistant: Assistant) -> Iterator[AppFactory]:
    """make_client(**settings overrides) → a started TestClient around the shared assistant."""
    clients: list[TestClient] = []

    def factory(*, assistant_: Assistant | None = None, **overrides: Any) -> TestClient:
        app = create_app(make_settings(data_dir, **overrides), assistant=assistant_ or assistant)
        client = TestClient(app)
        client.__enter__()  # runs the lifespan (warm-up is a no-op on a warm index)
        clients.append(client)
        return client

    yield factory
    for client in clients:
        client.__exit__(None, None, None)


@pytest.fixture(scope="module")
def client(make_client: AppFactory) -> TestClient:
    return make_client()


def staff_headers(token: str = STAFF_TOKEN) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


# -- Chromium for the browser modules (they import tests.web.browser_fixtures, which skips
# them where Chromium or Playwright is missing) ------------------------------------------------
@pytest.fixture(scope="module")
def browser_context(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    from playwright.sync_api import sync_playwright

    from tests.web.browser_fixtures import ARTIFACTS, DESKTOP
    from tests.web.browser_support import CHROMIUM, CHROMIUM_ARGS

    ARTIFACTS.mkdir(exist_ok=True)
    with sync_playwright() as pw:
        context = pw.chromium.launch_persistent_context(
            str(tmp_path_factory.mktemp("chromium-profile")),  # a fresh --user-data-dir
            executable_path=str(CHROMIUM),
            headless=True,
            args=CHROMIUM_ARGS,
            viewport=DESKTOP,  # type: ignore[arg-type]
        )
        context.set_default_timeout(20_000)
        yield context
        context.close()


@pytest.fixture
def page(browser_context: Any) -> Iterator[Any]:
    from tests.web.browser_fixtures import DESKTOP

    page = browser_context.new_page()
    page.set_viewport_size(DESKTOP)
    yield page
    page.close()
