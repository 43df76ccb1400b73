"""XSS in real Chromium: markup in questions and in rule text (a test corpus with a
hostile paragraph) is shown as text on the product page, the staff console and the
widget. An injected element would set window.__xss or open a dialog; neither may happen,
and no <img src=x>, javascript: link or inline script from the payloads may exist."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pytest

from assistant.config import Settings
from assistant.service import build_assistant
from tests.web.browser_support import CHROMIUM, CHROMIUM_ARGS, free_port, serve_app, serve_store
from tests.web.conftest import STAFF_TOKEN, make_settings
from web.app import create_app

pytestmark = [pytest.mark.browser, pytest.mark.slow]

if not CHROMIUM.exists():
    pytest.skip(f"{CHROMIUM} missing: apt-get install -y chromium", allow_module_level=True)
sync_api = pytest.importorskip("playwright.sync_api", reason="pip install playwright")

HOSTILE_RULE = (
    "Çekirge taşların üzerinden düz bir çizgide atlayarak ilerler "
    '<img src=x onerror="window.__xss=1;alert(1)"> <script>window.__xss=2</script> '
    "[resmi kural](javascript:window.__xss=3) ve [bağlantı](javascript&#58;alert(4))."
)
QUESTION = (
    'Çekirge taşların üzerinden düz çizgide atlayarak mı ilerler? <img src=x onerror="window.__xss=5">'
    " <script>window.__xss=6</script> [tıkla](javascript:window.__xss=7)"
)
# Everything a successful injection would leave in the DOM (shadow roots included).
PROBE = """() => {
  const roots = [document];
  const host = document.querySelector('#kural-rehberi-widget');
  if (host && host.shadowRoot) roots.push(host.shadowRoot);
  const found = [];
  for (const root of roots) {
    for (const el of root.querySelectorAll('img[src="x"], a[href^="javascript"], [onerror]'))
      found.push(el.outerHTML);
    for (const s of root.querySelectorAll('script:not([src])'))
      if (s.textContent.includes('__xss')) found.push(s.outerHTML);
  }
  return {flag: window.__xss === undefined ? null : window.__xss, found};
}"""


@dataclass
class Site:
    api: str
    store: str


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Site]:
    work = tmp_path_factory.mktemp("xss")
    corpus = work / "corpus"
    shutil.copytree(Settings().corpus_dir, corpus, ignore=shutil.ignore_patterns("*.py"))
    rules = corpus / "hive" / "kurallar.md"
    text = rules.read_text(encoding="utf-8")
    anchor = next(p for p in text.split("\n\n") if "Çekirge" in p and not p.startswith("#"))
    rules.write_text(text.replace(anchor, f"{anchor}\n\n{HOSTILE_RULE}", 1), encoding="utf-8")
    store_port = free_port()
    settings = make_settings(
        work / "data",
        corpus_dir=corpus,
        gate_threshold=0.0,
        allowed_origins=[f"http://127.0.0.1:{store_port}"],
    )
    app = create_app(settings, assistant=build_assistant(settings))
    with serve_app(app, free_port()) as api, serve_store(work / "store", store_port, api) as store:
        (work / "store" / "index.html").write_text(
            (work / "store" / "index.html")
            .read_text()
            .replace('data-game="hoth"', 'data-game="hive"')
        )
        yield Site(api, store)


@pytest.fixture(scope="module")
def context(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    with sync_api.sync_playwright() as pw:
        ctx = pw.chromium.launch_persistent_context(
            str(tmp_path_factory.mktemp("chromium-xss")),
            executable_path=str(CHROMIUM),
            headless=True,
            args=CHROMIUM_ARGS,
        )
        ctx.set_default_timeout(20_000)
        yield ctx
        ctx.close()


@pytest.fixture
def page(context: Any) -> Iterator[Any]:
    page = context.new_page()
    dialogs: list[str] = []

    def on_dialog(dialog: Any) -> None:
        dialogs.append(dialog.message)
        dialog.dismiss()

    page.on("dialog", on_dialog)
    page.dialogs = dialogs
    yield page
    page.close()


def assert_inert(page: Any) -> None:
    page.wait_for_timeout(300)  # give an injected onerror/script time to run
    result = page.evaluate(PROBE)
    assert result == {"flag": None, "found": []}, result
    assert page.dialogs == []


def test_product_page_shows_markup_as_text(page: Any, site: Site) -> None:
    page.goto(f"{site.api}/oyun/hive")
    page.get_by_label("Sorun", exact=True).fill(QUESTION)
    page.get_by_role("button", name="Sor", exact=True).click()
    answer = page.locator("section.answer")
    sync_api.expect(answer).to_be_visible()
    for details in answer.locator("details").all():
        details.locator("summary").click()
    sync_api.expect(answer).to_contain_text("<img src=x")  # the rule text, as text
    assert_inert(page)


def test_staff_console_trace_shows_markup_as_text(page: Any, site: Site) -> None:
    page.goto(f"{site.api}/personel?token={STAFF_TOKEN}")
    page.locator("#soru").fill(QUESTION)
    page.locator("#oyun").select_option("hive")
    page.get_by_role("button", name="Sor", exact=True).click()
    sync_api.expect(page.locator("table.trace-table")).to_contain_text("<script>")
    assert_inert(page)


def test_widget_shows_markup_as_text(page: Any, site: Site) -> None:
    page.goto(site.store)
    page.locator("#kural-rehberi-widget .launcher").click()
    box = page.get_by_label("Sorunu yaz")
    box.fill(QUESTION)
    box.press("Enter")
    sync_api.expect(page.locator(".msg.user")).to_contain_text("<script>window.__xss=6")
    answer = page.locator(".msg.bot").filter(has=page.locator(".chip")).last
    sync_api.expect(answer).to_be_visible()
    for chip in answer.locator(".chip").all():
        chip.click()
    sync_api.expect(answer).to_contain_text("javascript:")
    assert_inert(page)
