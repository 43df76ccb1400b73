"""Every page, in every state a person sees, at phone and tablet widths in real Chromium:
no sideways scroll, no Python words, the widget's launcher never over the footer, and a
screenshot of each at 390 and 1280 px in test-artifacts/.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pytest

from assistant.answer import Assistant
from tests.web.browser_fixtures import ARTIFACTS, sync_api
from tests.web.browser_support import free_port, serve_app
from tests.web.conftest import HOTH_CALC_Q, HOTH_RULING_Q, HOTH_TEXT_Q, STAFF_TOKEN, make_settings
from web.app import create_app
from web.state import app_state

pytestmark = [pytest.mark.browser, pytest.mark.slow]

WIDTHS = (320, 390, 768)
SHOTS = (390, 1280)
HEIGHT = 800
LONG = "Bir oyuncu kraliçe arısını dördüncü hamleden sonra koyabilir mi, koyamazsa ne olur? " * 3

# What must never show on a Turkish page: Python's values, JavaScript's, and the codes the
# pipeline records (the staff pages show their Turkish words).
FOREIGN = re.compile(
    r"\b(None|True|False|null|undefined|NaN|verified|contradicted|uncheckable|extractive|"
    r"weak_evidence|no_game|other_game|retrieve|calculators|validators|answerer)\b"
)
# The visible text, without rule quotes (verbatim rule text, partly Czech) and chunk ids.
VISIBLE_TEXT = """() => {
  const copy = document.body.cloneNode(true);
  copy.querySelectorAll('script, style, blockquote, small, .trace-table details p, .rulings-table details p')
      .forEach(n => n.remove());
  return copy.innerText;
}"""
# Elements that reach past the right edge, for a readable failure.
TOO_WIDE = """() => [...document.querySelectorAll('body *')]
  .filter(e => e.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
  .filter(e => !e.closest('.table-scroll') || e.classList.contains('table-scroll'))
  .slice(0, 5)
  .map(e => `${e.tagName.toLowerCase()}.${e.className} ${Math.round(e.getBoundingClientRect().right)}px`)"""


@dataclass
class Site:
    api: str
    app: Any


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory, assistant: Assistant) -> Iterator[Site]:
    work = tmp_path_factory.mktemp("layout")
    settings = make_settings(
        assistant.settings.data_dir, database_url=f"sqlite:///{work / 'feedback.db'}"
    )
    app = create_app(settings, assistant=assistant)
    with serve_app(app, free_port()) as api:
        yield Site(api, app)


def _seed_down_vote(site: Site) -> None:
    """A voted-down answer with long text, for the console's table."""
    store = app_state(site.app).store
    answer_id = store.record(
        {
            "question": LONG,
            "answer": "Kraliçe arı en geç dördüncü hamlede oyuna girmelidir. " * 4,
            "game": "gloomhaven-jotl",
            "citations": [{"n": 1, "section": "Hive › Kraliçe Arı › Dördüncü hamle kuralı"}],
        }
    )
    store.vote(answer_id, "down", "Yorum: " + "çok uzun bir açıklama " * 10)


def _check(page: Any, name: str) -> None:
    """The page as it is now, at every width: no overflow, no foreign words; shots."""
    failures = []
    for width in WIDTHS:
        page.set_viewport_size({"width": width, "height": HEIGHT})
        page.wait_for_timeout(50)
        scroll_width = page.evaluate("() => document.documentElement.scrollWidth")
        if scroll_width > width:
            failures.append(
                f"{name} at {width} px: {scroll_width} px wide {page.evaluate(TOO_WIDE)}"
            )
    for width in SHOTS:
        page.set_viewport_size({"width": width, "height": HEIGHT})
        page.wait_for_timeout(50)
        page.screenshot(path=str(ARTIFACTS / f"{name}-{width}.png"), full_page=True)
    words = FOREIGN.findall(page.evaluate(VISIBLE_TEXT))
    if words:
        failures.append(f"{name}: shows {sorted(set(words))}")
    assert not failures, "\n".join(failures)


def _login(page: Any, site: Site) -> None:
    page.goto(f"{site.api}/personel")
    if page.get_by_label("Personel anahtarı").count():  # else the session cookie is set
        page.get_by_label("Personel anahtarı").fill(STAFF_TOKEN)
        page.get_by_role("button", name="Giriş").click()
    sync_api.expect(page.get_by_role("heading", level=1)).to_have_text("Personel konsolu")


def _ask(page: Any, question: str, game: str | None = None) -> None:
    page.locator("#soru").fill(question)
    if game:
        page.locator("#oyun").select_option(game)
    page.get_by_role("button", name="Sor", exact=True).click()
    page.wait_for_load_state()


def _open_citations(page: Any) -> None:
    for summary in page.locator("section.answer summary").all():
        summary.click()


def test_catalogue(page: Any, site: Site) -> None:
    page.goto(site.api)
    _check(page, "catalogue")
    _ask(page, HOTH_CALC_Q, "hoth")
    sync_api.expect(page.locator("section.answer")).to_contain_text("zar atar")
    _open_citations(page)
    _check(page, "catalogue-answered")
    _ask(page, LONG * 40)  # over 10,000 characters: refused whole, not cut
    sync_api.expect(page.locator(".error")).to_contain_text("Soru çok uzun")
    _check(page, "catalogue-too-long")


def test_product_page(page: Any, site: Site) -> None:
    page.goto(f"{site.api}/oyun/hoth")
    sync_api.expect(page.locator("#kural-rehberi-widget .launcher")).to_be_visible()
    _check(page, "product")
    _ask(page, HOTH_TEXT_Q)
    sync_api.expect(page.locator("section.answer")).to_be_visible()
    _open_citations(page)
    _check(page, "product-answered")
    page.locator("#kural-rehberi-widget .launcher").click()
    box = page.get_by_label("Sorunu yaz")
    box.fill(HOTH_CALC_Q)
    box.press("Enter")
    chip = page.locator(".msg.bot .chip").first
    chip.click()
    sync_api.expect(page.locator(".cite").first).to_be_visible()
    page.locator(".msg.bot .badge").first.click()  # the verification badge's trail
    sync_api.expect(page.locator(".msg.bot .trail").first).to_be_visible()
    _check(page, "product-widget")


def test_other_pages(page: Any, site: Site) -> None:
    page.goto(f"{site.api}/oyun/yok")
    sync_api.expect(page.locator(".error")).to_contain_text("katalogda yok")
    _check(page, "not-found")
    page.goto(f"{site.api}/personel")
    _check(page, "staff-login")


def test_staff_console(page: Any, site: Site) -> None:
    _seed_down_vote(site)
    _login(page, site)
    sync_api.expect(page.locator("table.votes")).to_be_visible()
    _check(page, "staff")
    asked = (
        ("staff-trace", HOTH_CALC_Q, "hoth"),  # calculator: its steps and checks
        ("staff-trace-rulings", HOTH_RULING_Q, "hoth"),  # a ruling answers: the rulings table
        ("staff-trace-refused", "monopolyde otel kaç para", None),
    )
    for name, question, game in asked:
        _ask(page, question, game)
        sync_api.expect(page.locator("section.trace")).to_be_visible()
        sync_api.expect(page.locator("dl.gate")).to_be_visible()
        if name == "staff-trace-rulings":
            sync_api.expect(page.locator("table.rulings-table tr.answered")).to_be_visible()
        for summary in page.locator("summary").all():
            summary.click()
        _check(page, name)


# Each calculator form: (field, value) to fill in, from games with different field kinds.
CALCULATORS: dict[str, list[tuple[str, str]]] = {
    "hoth-dice": [("attacker", "snowtrooper"), ("target", "echo_base_trooper"),
                  ("distance", "2"), ("target_terrain", "trench")],
    "alhambra-score": [("round", "2"), ("players", "Ali: pavyon=2, kule=1\nAyşe: pavyon=1"),
                       ("walls", "Ali=5, Ayşe=3")],
    "jotl-level": [("levels", "2, 3, 3, 4"), ("difficulty", "hard")],
    "hive-bug-kinds": [("edition", "pocket"), ("packs", "sivrisinek, tespih-bocegi")],
}  # fmt: skip


@pytest.mark.parametrize("calc_id", sorted(CALCULATORS))
def test_staff_calculators(page: Any, site: Site, calc_id: str) -> None:
    _login(page, site)
    page.goto(f"{site.api}/personel?hesap={calc_id}#hesap")
    _check(page, f"staff-calc-form-{calc_id}")
    for field, value in CALCULATORS[calc_id]:
        box = page.locator(f"#{calc_id}-{field}")
        if box.evaluate("e => e.tagName") == "SELECT":
            box.select_option(value)
        else:
            box.fill(value)
    page.locator(f"#hesap-{calc_id}").get_by_role("button", name="Hesapla").click()
    sync_api.expect(page.locator(f"#hesap-{calc_id} .calc-result").first).to_be_visible()
    for summary in page.locator(f"#hesap-{calc_id} summary").all():
        summary.click()
    _check(page, f"staff-calc-{calc_id}")


def test_the_launcher_never_covers_the_footer(page: Any, site: Site) -> None:
    page.goto(f"{site.api}/oyun/hoth")
    launcher = page.locator("#kural-rehberi-widget .launcher")
    sync_api.expect(launcher).to_be_visible()
    for width in (*WIDTHS, 1280):
        page.set_viewport_size({"width": width, "height": 600})
        page.evaluate("() => window.scrollTo(0, document.documentElement.scrollHeight)")
        page.wait_for_timeout(50)
        footer = page.locator("footer.site").bounding_box()
        button = launcher.bounding_box()
        assert footer is not None
        assert button is not None
        assert footer["y"] + footer["height"] <= button["y"], width


def test_favicon_is_found(page: Any, site: Site) -> None:
    response = page.request.get(f"{site.api}/favicon.ico")
    assert response.status == 200
    assert response.headers["content-type"] == "image/x-icon"
