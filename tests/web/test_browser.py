"""The widget, the product page and the staff console in real Chromium (Playwright).

Needs Debian's chromium at /usr/bin/chromium (`apt-get install -y chromium`) and the
`playwright` package; Playwright's own browser download is not used.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pytest

from assistant.answer import Assistant
from tests.web.browser_fixtures import ARTIFACTS, PHONE, sync_api
from tests.web.browser_support import free_port, serve_app, serve_store
from tests.web.conftest import HOTH_CALC_Q, STAFF_TOKEN, WRONG_Q, make_settings
from web.app import create_app
from web.db import FeedbackStore
from web.state import app_state

pytestmark = [pytest.mark.browser, pytest.mark.slow]


@dataclass
class Site:
    api: str
    store: str  # an allowed origin
    rogue: str  # a store page on an origin that is not allowed
    db: FeedbackStore


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory, assistant: Assistant) -> Iterator[Site]:
    api_port, store_port, rogue_port = free_port(), free_port(), free_port()
    work = tmp_path_factory.mktemp("browser")
    store_origin = f"http://127.0.0.1:{store_port}"
    settings = make_settings(
        assistant.settings.data_dir,
        database_url=f"sqlite:///{work / 'feedback.db'}",
        allowed_origins=[store_origin],
    )
    app = create_app(settings, assistant=assistant)
    with (
        serve_app(app, api_port) as api,
        serve_store(work / "store", store_port, api) as store,
        serve_store(work / "rogue", rogue_port, api) as rogue,
    ):
        # The same store page with a game this server does not have.
        page = (work / "store" / "index.html").read_text(encoding="utf-8")
        unknown = page.replace('data-game="hoth"', 'data-game="monopoly"')
        (work / "store" / "unknown.html").write_text(unknown, encoding="utf-8")
        yield Site(api, store, rogue, app_state(app).store)


def ask_in_widget(page: Any, question: str) -> None:
    page.locator("#kural-rehberi-widget .launcher").click()
    box = page.get_by_label("Sorunu yaz")
    sync_api.expect(box).to_be_focused()
    box.fill(question)
    box.press("Enter")


def test_widget_on_an_allowed_store_answers_with_citations(page: Any, site: Site) -> None:
    sent: list[dict[str, Any]] = []
    page.on(
        "request",
        lambda r: sent.append(json.loads(r.post_data)) if r.url.endswith("/ask/stream") else None,
    )
    page.goto(site.store)
    ask_in_widget(page, HOTH_CALC_Q)
    answer = page.locator(".msg.bot").filter(has=page.locator(".chip")).last
    sync_api.expect(answer).to_contain_text("2 zar:")
    badge = answer.locator(".badge")
    sync_api.expect(badge).to_have_text("✓ hesap kural tablosuyla doğrulandı")
    trail = answer.locator(".trail")
    sync_api.expect(trail).to_be_hidden()
    badge.click()  # the trail of the check and its cited rule
    sync_api.expect(badge).to_have_attribute("aria-expanded", "true")
    sync_api.expect(trail).to_contain_text("2 zar: kural tablosuyla aynı")
    sync_api.expect(trail).to_contain_text("Snowtrooper (piyade, 3/2/1), 2 hex: 2 zar")
    sync_api.expect(trail).to_contain_text("Kural: Adım 4: Saldırı (Attack)")
    assert "doğrulandı" not in answer.locator(".text").inner_text()  # a badge, not a sentence
    chip = answer.locator(".chip").first
    chip.click()
    sync_api.expect(chip).to_have_attribute("aria-expanded", "true")
    quote = answer.locator(".cite").first
    sync_api.expect(quote).to_be_visible()
    sync_api.expect(quote).to_contain_text("Adım 4: Saldırı (Attack)")
    sync_api.expect(quote.locator("blockquote")).to_contain_text("piyade menzili 3/2/1")
    sync_api.expect(page.locator(".notice")).to_contain_text("resmi Türkçe kural kitapçığı")
    page.screenshot(path=str(ARTIFACTS / "widget-desktop.png"))

    answer.get_by_role("button", name="Faydalı", exact=True).click()
    sync_api.expect(answer.get_by_role("status")).to_contain_text("Teşekkürler")
    rows = [r for r in _rows(site.db) if r["question"] == HOTH_CALC_Q]
    assert rows
    assert rows[-1]["vote"] == "up"
    assert sent[0]["game"] == "hoth"
    assert sent[0]["history"] == []

    # The second question carries the first exchange as history (sessionStorage).
    ask_in_widget_again(page, "peki 3 hex uzaktaki piyadeye?")
    sync_api.expect(page.locator(".msg.bot")).to_have_count(3)  # greeting + two answers
    assert sent[1]["history"][0] == {"role": "user", "content": HOTH_CALC_Q}


def ask_in_widget_again(page: Any, question: str) -> None:
    box = page.get_by_label("Sorunu yaz")
    box.fill(question)
    box.press("Enter")
    page.wait_for_function(
        "() => !document.querySelector('#kural-rehberi-widget').shadowRoot.querySelector('.send').disabled"
    )


def _rows(store: FeedbackStore) -> list[dict[str, Any]]:
    import sqlite3

    assert store.path is not None  # SQLite: the store has a file
    with sqlite3.connect(store.path) as conn:
        conn.row_factory = sqlite3.Row
        return [dict(r) for r in conn.execute("SELECT * FROM answers ORDER BY created_at")]


def test_widget_on_a_phone_fills_the_screen(page: Any, site: Site) -> None:
    page.set_viewport_size(PHONE)
    page.goto(site.store)
    ask_in_widget(page, HOTH_CALC_Q)
    sync_api.expect(page.locator(".msg.bot .chip").first).to_be_visible()
    panel = page.locator("#kr-panel").bounding_box()
    assert panel is not None
    assert panel["width"] == PHONE["width"]
    assert panel["x"] == 0
    page.screenshot(path=str(ARTIFACTS / "widget-phone.png"))


def test_store_styles_do_not_leak_into_the_widget(page: Any, site: Site) -> None:
    page.goto(site.store)
    launcher = page.locator("#kural-rehberi-widget .launcher")
    sync_api.expect(launcher).to_be_visible()
    padding = launcher.evaluate("el => getComputedStyle(el).paddingTop")
    assert padding == "12px"  # the store's `button { padding: 40px }` stays outside


def test_widget_on_a_rogue_origin_gets_no_answer(page: Any, site: Site) -> None:
    question = "rogue sitesinden snowtrooper 2 hex uzaktaki piyadeye kaç zar atar"
    page.goto(site.rogue)
    ask_in_widget(page, question)
    error = page.locator(".msg.bot.error")
    sync_api.expect(error).to_contain_text("Bağlantı kurulamadı")
    assert page.locator(".chip").count() == 0
    assert not [r for r in _rows(site.db) if r["question"] == question]


def test_product_page_and_its_form(page: Any, site: Site) -> None:
    page.goto(f"{site.api}/oyun/hoth")
    sync_api.expect(page.get_by_role("heading", level=1)).to_have_text("Star Wars: Hoth Savaşı")
    sync_api.expect(page.locator("aside.notice")).to_contain_text("nadiren hatalı")
    page.get_by_label("Sorun", exact=True).fill(HOTH_CALC_Q)
    page.get_by_role("button", name="Sor", exact=True).click()
    answer = page.locator("section.answer")
    sync_api.expect(answer).to_contain_text("2 zar:")
    answer.locator("summary").first.click()
    sync_api.expect(answer.locator("blockquote").first).to_be_visible()
    sync_api.expect(page.locator("#kural-rehberi-widget .launcher")).to_be_visible()
    page.screenshot(path=str(ARTIFACTS / "product-desktop.png"), full_page=True)
    page.set_viewport_size(PHONE)
    page.screenshot(path=str(ARTIFACTS / "product-phone.png"), full_page=True)


def test_staff_console(page: Any, site: Site) -> None:
    response = page.goto(f"{site.api}/personel")
    assert response is not None
    assert response.status == 401
    page.get_by_label("Personel anahtarı").fill(STAFF_TOKEN)
    page.get_by_role("button", name="Giriş").click()
    sync_api.expect(page.get_by_role("heading", level=1)).to_have_text("Personel konsolu")
    page.locator("#soru").fill(HOTH_CALC_Q)
    page.locator("#oyun").select_option("hoth")
    page.get_by_role("button", name="Sor", exact=True).click()
    sync_api.expect(page.locator("table.trace-table tbody tr").first).to_be_visible()
    page.screenshot(path=str(ARTIFACTS / "staff-trace-desktop.png"), full_page=True)
    # The calculator section: pick a game, then a calculator, fill the form its fields make.
    page.locator("#hesap-oyun").select_option("hoth")
    page.locator("form.calc-pick").get_by_role("button", name="Seç").click()
    page.locator("#hesap-secim").select_option("hoth-dice")
    page.locator("form.calc-pick").get_by_role("button", name="Seç").click()
    form = page.locator("#hesap-hoth-dice")
    sync_api.expect(form.locator("legend")).to_have_text("Hoth: saldırı zarı")
    distance = page.get_by_label("Mesafe (hex)")
    assert distance.input_value() == ""  # the example is beside the field, not in it
    assert distance.get_attribute("placeholder") is None
    sync_api.expect(page.locator("#hoth-dice-distance-ornek")).to_have_text("Örnek: 2")
    page.get_by_label("Saldıran birim").select_option("snowtrooper")
    page.get_by_label("Hedef birim").select_option("echo_base_trooper")
    distance.fill("2")
    page.get_by_label("Hedefin arazisi").select_option("trench")
    form.get_by_role("button", name="Hesapla").click()
    result = page.locator("#hesap-hoth-dice .calc-result")
    sync_api.expect(result.locator(".calc-lead")).to_have_text("1 zar")
    sync_api.expect(result.locator(".calc-steps li").first).to_contain_text(
        "Kural: Adım 4: Saldırı (Attack)"
    )
    sync_api.expect(result.locator(".calc-arithmetic")).to_have_text("İşlem: 2 − 1 = 1")
    sync_api.expect(page.get_by_label("Mesafe (hex)")).to_have_value("2")  # kept
    page.screenshot(path=str(ARTIFACTS / "staff-desktop.png"), full_page=True)
    page.set_viewport_size(PHONE)
    page.screenshot(path=str(ARTIFACTS / "staff-phone.png"), full_page=True)


def test_a_corrected_number_shows_in_every_badge(
    page: Any, wrong_llm_assistant: Assistant, tmp_path: Any
) -> None:
    """A fake LLM writes a wrong number; the page, the widget and the console all show the
    'corrected' badge, and open to the working and the rule."""
    settings = make_settings(
        wrong_llm_assistant.settings.data_dir, database_url=f"sqlite:///{tmp_path / 'fb.db'}"
    )
    app = create_app(settings, assistant=wrong_llm_assistant)
    with serve_app(app, free_port()) as api:
        page.goto(f"{api}/oyun/hoth")
        page.get_by_label("Sorun", exact=True).fill(WRONG_Q)
        page.get_by_role("button", name="Sor", exact=True).click()
        badge = page.locator("section.answer details.badge")
        sync_api.expect(badge.locator("summary")).to_have_text(
            "sayı kural tablosuna göre düzeltildi"
        )
        badge.locator("summary").click()
        sync_api.expect(badge).to_contain_text("taslakta 2 zar yazıyordu, kurala göre 1")
        sync_api.expect(badge).to_contain_text("Kural: Arazi Türleri (Terrain)")
        page.screenshot(path=str(ARTIFACTS / "badge-corrected-page.png"), full_page=True)

        page.locator("#kural-rehberi-widget .launcher").click()
        box = page.get_by_label("Sorunu yaz")
        box.fill(WRONG_Q)
        box.press("Enter")
        answer = page.locator(".msg.bot").filter(has=page.locator(".badge")).last
        button = answer.locator(".badge")
        sync_api.expect(button).to_have_text("sayı kural tablosuna göre düzeltildi")
        button.click()
        sync_api.expect(answer.locator(".trail")).to_contain_text(
            "taslakta 2 zar yazıyordu, kurala göre 1"
        )
        sync_api.expect(answer.locator(".trail")).to_contain_text("Siper: 1 zar eksik")
        page.screenshot(path=str(ARTIFACTS / "badge-corrected-widget.png"))

        page.goto(f"{api}/personel")
        if page.get_by_label("Personel anahtarı").count():  # else the session cookie is set
            page.get_by_label("Personel anahtarı").fill(STAFF_TOKEN)
            page.get_by_role("button", name="Giriş").click()
        page.locator("#soru").fill(WRONG_Q)
        page.get_by_role("button", name="Sor", exact=True).click()
        console_badge = page.locator("section.answer details.badge-contradicted summary")
        sync_api.expect(console_badge).to_have_text("sayı kural tablosuna göre düzeltildi")
        sync_api.expect(page.locator("ul.checks")).to_contain_text("çelişiyor (düzeltildi)")


def _console(page: Any) -> list[str]:
    messages: list[str] = []
    page.on("console", lambda m: messages.append(f"{m.type}: {m.text}"))
    return messages


def test_widget_warns_the_site_owner_about_an_unknown_game(page: Any, site: Site) -> None:
    with page.expect_console_message(lambda m: "Kural Rehberi" in m.text) as caught:
        page.goto(f"{site.store}/unknown.html")  # at load, before any customer asks
    warning = caught.value
    assert warning.type == "warning"
    assert warning.text.startswith('Kural Rehberi: data-game="monopoly" is not a game')
    assert "hoth" in warning.text
    assert "gloomhaven-jotl" in warning.text
    messages = _console(page)
    page.goto(site.store)  # a known game: not a word
    page.wait_for_timeout(800)
    assert not [m for m in messages if "Kural Rehberi" in m]


def test_widget_on_a_rogue_origin_tells_the_owner_why(page: Any, site: Site) -> None:
    with page.expect_console_message(lambda m: "Kural Rehberi" in m.text) as caught:
        page.goto(site.rogue)
    assert "RULES_ALLOWED_ORIGINS" in caught.value.text
    assert site.rogue in caught.value.text


def test_widget_says_a_question_is_too_long_and_keeps_it(page: Any, site: Site) -> None:
    sent: list[str] = []
    page.on("request", lambda r: sent.append(r.url) if "/ask" in r.url else None)
    page.goto(site.store)
    page.locator("#kural-rehberi-widget .launcher").click()
    box = page.get_by_label("Sorunu yaz")
    question = "kraliçe arı ne zaman girer " * 80  # 2,160 characters
    box.fill(question)
    alert = page.locator("#kr-limit")
    sync_api.expect(alert).to_be_visible()
    sync_api.expect(alert).to_contain_text(f"{len(question.strip())} karakter; en fazla 2000")
    box.press("Enter")
    page.wait_for_timeout(300)
    assert sent == []
    assert box.input_value() == question
    box.fill("kraliçe arı ne zaman girer")
    sync_api.expect(alert).to_be_hidden()


def test_store_notice_is_shown_once_per_conversation(page: Any, site: Site) -> None:
    page.goto(site.store)
    ask_in_widget(page, HOTH_CALC_Q)
    sync_api.expect(page.locator(".msg.bot .chip").first).to_be_visible()
    ask_in_widget_again(page, "peki 3 hex uzaktaki piyadeye?")
    sync_api.expect(page.locator(".msg.bot")).to_have_count(3)
    sync_api.expect(page.locator("#kr-panel .notice")).to_have_count(1)
    page.reload()
    page.locator("#kural-rehberi-widget .launcher").click()
    sync_api.expect(page.locator(".msg.bot")).to_have_count(2)  # the two answers, restored
    sync_api.expect(page.locator("#kr-panel .notice")).to_have_count(1)
    page.get_by_role("button", name="Yeni sohbet").click()
    sync_api.expect(page.locator("#kr-panel .notice")).to_have_count(0)
