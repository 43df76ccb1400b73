"""Staff rulings in real Chromium: staff log in, open a voted-down answer from the console,
write a ruling with a quote picked from its rule text and save it; the next customer asking
on the product page gets the staff ruling with that quote; deleted in the console, it stops
answering at once. Nothing scrolls sideways on a phone."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import pytest

from assistant.answer import Assistant
from assistant.service import build_assistant
from tests.web.browser_fixtures import ARTIFACTS, PHONE, sync_api
from tests.web.browser_support import free_port, serve_app
from tests.web.conftest import STAFF_TOKEN, make_settings
from web.app import create_app

pytestmark = [pytest.mark.browser, pytest.mark.slow]

QUESTION = "mağazada kraliçe arıyı geç koyan oyuncu hamle yapabilir mi"
# The answer's rule text has it in the FAQ ("En geç 4. turunuzda." glued to what follows).
QUOTE = (
    "En geç 4. turunuzda. Daha önce koymadıysanız 4. turunuzda başka hamle yapamaz, zorunlu "
    "olarak Arı Kraliçe'nizi koyarsınız."
)
ANSWER = "Hayır, Arı Kraliçe'ni 4. turuna kadar koymadıysan o tur başka hamle yapamazsın."


@dataclass
class Site:
    api: str
    answer_id: str


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory, assistant: Assistant) -> Iterator[Site]:
    work: Path = tmp_path_factory.mktemp("staff-rulings-browser")
    own = build_assistant(assistant.settings, knowledge=assistant.knowledge)
    settings = make_settings(
        assistant.settings.data_dir, database_url=f"sqlite:///{work / 'feedback.db'}"
    )
    with serve_app(create_app(settings, assistant=own), free_port()) as api:
        # A customer asks and votes the answer down.
        asked = httpx.post(f"{api}/api/v1/ask", json={"question": QUESTION, "game": "hive"})
        assert asked.status_code == 200
        assert asked.json()["answerer"] != "staff"
        answer_id = asked.json()["answer_id"]
        vote = {"answer_id": answer_id, "vote": "down", "comment": "kural yanlış anlatıldı"}
        assert httpx.post(f"{api}/api/v1/feedback", json=vote).status_code == 200
        yield Site(api, answer_id)


def _ask_on_the_product_page(page: Any, site: Site) -> Any:
    page.goto(f"{site.api}/oyun/hive")
    page.get_by_label("Sorun", exact=True).fill(QUESTION)
    page.get_by_role("button", name="Sor", exact=True).click()
    answer = page.locator("section.answer")
    sync_api.expect(answer).to_be_visible()
    return answer


def _no_sideways_scroll(page: Any, name: str) -> None:
    width = page.evaluate("() => document.documentElement.scrollWidth")
    assert width <= PHONE["width"], f"{name}: {width} px wide at {PHONE['width']} px"


def test_staff_write_a_ruling_for_a_voted_down_answer(page: Any, site: Site) -> None:
    response = page.goto(f"{site.api}/personel")
    assert response is not None
    assert response.status == 401
    page.get_by_label("Personel anahtarı").fill(STAFF_TOKEN)
    page.get_by_role("button", name="Giriş").click()
    sync_api.expect(page.get_by_role("heading", level=1)).to_have_text("Personel konsolu")

    # The voted-down answer, in the console's list: open it.
    row = page.locator("table.votes tbody tr").filter(has_text=QUESTION)
    sync_api.expect(row).to_contain_text("kural yanlış anlatıldı")
    row.get_by_role("link", name="Karar yaz").click()
    sync_api.expect(page.get_by_role("heading", level=1)).to_have_text("Yeni mağaza kararı")
    sync_api.expect(page.locator("section.card")).to_contain_text("kural yanlış anlatıldı")
    asks = page.get_by_label("Sorular", exact=False)
    sync_api.expect(asks).to_have_value(QUESTION)  # the customer's question, pre-filled
    sync_api.expect(page.locator("#karar-oyun")).to_have_value("hive")
    asks.fill(f"{QUESTION}\nkralice ari gec konursa hamle var mi")
    page.get_by_label("Cevap", exact=True).fill(ANSWER)
    box = page.get_by_role("checkbox", name=QUOTE, exact=True).first
    box.check()
    sync_api.expect(box).to_be_checked()
    page.screenshot(path=str(ARTIFACTS / "staff-ruling-form-desktop.png"), full_page=True)
    page.set_viewport_size(PHONE)
    _no_sideways_scroll(page, "ruling form")
    page.screenshot(path=str(ARTIFACTS / "staff-ruling-form-phone.png"), full_page=True)
    page.get_by_role("button", name="Kararı kaydet").click()

    status = page.get_by_role("status")
    sync_api.expect(status).to_contain_text("kaydedildi")
    card = page.locator("article.ruling").first
    sync_api.expect(card).to_contain_text(ANSWER)
    sync_api.expect(card.locator("blockquote")).to_have_text(QUOTE)
    sync_api.expect(card).to_contain_text("kralice ari gec konursa hamle var mi")
    _no_sideways_scroll(page, "rulings list")
    page.screenshot(path=str(ARTIFACTS / "staff-rulings-phone.png"), full_page=True)

    # The next customer, on the product page, same process: the staff ruling and its quote.
    customer = page.context.new_page()
    answer = _ask_on_the_product_page(customer, site)
    sync_api.expect(answer.locator(".answer-text")).to_contain_text(ANSWER)
    sync_api.expect(answer.locator(".answer-text")).to_contain_text("[1]")
    answer.locator("summary").first.click()
    sync_api.expect(answer.locator("blockquote").first).to_have_text(QUOTE)
    customer.screenshot(path=str(ARTIFACTS / "staff-ruling-answer-desktop.png"), full_page=True)

    # Removed in the console: the very next question no longer gets it.
    card.locator("summary", has_text="Sil").click()
    card.get_by_role("button", name="numaralı kararı sil").click()
    sync_api.expect(page.get_by_role("status")).to_contain_text("silindi")
    sync_api.expect(page.locator("article.ruling")).to_have_count(0)
    again = _ask_on_the_product_page(customer, site)
    sync_api.expect(again.locator(".answer-text")).not_to_contain_text(ANSWER)
    customer.close()
