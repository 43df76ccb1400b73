"""Server-rendered pages (they work without JavaScript), calculators and /widget.js."""

from __future__ import annotations

import re
from typing import Any

import pytest
from fastapi.testclient import TestClient
from markupsafe import escape

from assistant.answer import Assistant
from tests.web.conftest import HOTH_CALC_Q, HOTH_RULING_Q, WRONG_Q, staff_headers
from validators.calculator import all_calculators, get_calculator
from web.labels import badge
from web.routes.pages import WIDGET_JS

XSS = "<script>alert('x')</script> zar"


def test_catalogue_lists_every_game(client: TestClient) -> None:
    page = client.get("/")
    assert page.status_code == 200
    assert page.headers["content-type"].startswith("text/html")
    for slug in ("hoth", "hive", "alhambra", "gloomhaven-jotl"):
        assert f'href="/oyun/{slug}"' in page.text
    assert '<html lang="tr">' in page.text


def test_product_page_has_notice_disclaimer_form_and_widget(client: TestClient) -> None:
    page = client.get("/oyun/hoth").text
    assert "Star Wars: Hoth Savaşı için resmi Türkçe kural kitapçığı mevcut" in page
    assert "yapay zekâ" in page
    assert "nadiren hatalı" in page
    assert '<form method="post" action="/oyun/hoth' in page
    assert '<script src="/widget.js" data-game="hoth"' in page


def test_unknown_product_page_is_404(client: TestClient) -> None:
    page = client.get("/oyun/catan")
    assert page.status_code == 404
    assert "katalogda yok" in page.text


def test_product_page_form_answers_without_javascript(client: TestClient) -> None:
    page = client.post("/oyun/hoth", data={"question": HOTH_CALC_Q})
    assert page.status_code == 200
    assert "2 zar: Snowtrooper" in page.text
    assert "2 hex uzaklıktaki temel zarı 2" in page.text
    assert "<details>" in page.text
    assert "Adım 4: Saldırı" in page.text  # the cited rule's section
    # the verification badge, not a sentence; it opens to the working and the rule
    badge = page.text[page.text.index('<details class="badge badge-verified">') :]
    badge = badge[: badge.index("</details>")]
    assert "<summary>✓ hesap kural tablosuyla doğrulandı</summary>" in badge
    assert "2 zar: kural tablosuyla aynı" in badge
    assert "Snowtrooper (piyade, 3/2/1), 2 hex: 2 zar" in badge
    assert "Kural: Adım 4: Saldırı (Attack)" in badge
    assert "piyade menzili 3/2/1" in badge
    assert "doğrulandı" not in page.text.split('<details class="badge')[0]  # not in the text


def test_a_corrected_number_shows_in_the_badge(
    make_client: Any, wrong_llm_assistant: Assistant
) -> None:
    site = make_client(assistant_=wrong_llm_assistant)
    for page in (
        site.post("/oyun/hoth", data={"question": WRONG_Q}),
        site.post(
            "/personel/sor", data={"question": WRONG_Q, "game": "hoth"}, headers=staff_headers()
        ),
    ):
        assert page.status_code == 200
        assert "1 zar daha az" in page.text
        assert '<details class="badge badge-contradicted">' in page.text
        assert "<summary>sayı kural tablosuna göre düzeltildi</summary>" in page.text
        assert "taslakta 2 zar yazıyordu, kurala göre 1" in page.text
        assert page.text.count("taslakta 2 zar yazıyordu") == 1  # each claim once
        assert "Kural: Arazi Türleri (Terrain)" in page.text


def test_no_badge_without_a_checked_number(client: TestClient) -> None:
    page = client.post("/", data={"question": "monopolyde otel kaç para"})
    assert page.status_code == 200
    assert 'class="badge' not in page.text


def test_the_badge_reads_the_checks() -> None:
    checked = {"claim": {"value": 2, "start": 0, "end": 1}, "expected": 2, "verdict": "verified"}
    wrong = {"claim": {"value": 2, "start": 5, "end": 6}, "expected": 1, "verdict": "contradicted"}
    unsure = {
        "claim": {"value": 3, "start": 9, "end": 10},
        "expected": None,
        "verdict": "uncheckable",
    }
    assert badge([unsure]) is None
    assert badge([checked, checked]) == {
        "kind": "verified",
        "label": "✓ hesap kural tablosuyla doğrulandı",
        "checks": [checked],
    }
    found = badge([checked, wrong, wrong])
    assert found is not None
    assert found["kind"] == "contradicted"
    assert found["label"] == "sayı kural tablosuna göre düzeltildi"
    assert found["checks"] == [wrong, checked]


def test_catalogue_form_answers_and_reports_errors(client: TestClient) -> None:
    ok = client.post("/", data={"question": HOTH_CALC_Q, "game": "hoth"})
    assert ok.status_code == 200
    assert "2 zar:" in ok.text
    empty = client.post("/", data={"question": "  "})
    assert empty.status_code == 422
    assert "Lütfen bir soru yaz." in empty.text
    long = client.post("/oyun/hoth", data={"question": "a" * 2001})
    assert long.status_code == 413
    assert "Soru çok uzun" in long.text


def test_html_in_questions_is_escaped_everywhere(client: TestClient) -> None:
    for page in (
        client.post("/oyun/hoth", data={"question": XSS}),
        client.post("/", data={"question": XSS}),
        client.post(
            "/personel/sor", data={"question": XSS, "game": "hoth"}, headers=staff_headers()
        ),
    ):
        assert "<script>alert" not in page.text
        assert "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;" in page.text


def test_down_voted_answers_show_escaped_in_the_console(client: TestClient) -> None:
    answer = client.post("/api/v1/ask", json={"question": XSS + " " + HOTH_CALC_Q}).json()
    vote = {
        "answer_id": answer["answer_id"],
        "vote": "down",
        "comment": "<img src=x onerror=alert(1)>",
    }
    assert client.post("/api/v1/feedback", json=vote).status_code == 200
    console = client.get("/personel", headers=staff_headers()).text
    assert "&lt;img src=x onerror=alert(1)&gt;" in console
    assert "<img src=x" not in console
    assert "&lt;script&gt;" in console
    assert "<script>alert" not in console


def test_console_ask_shows_the_full_trace(client: TestClient) -> None:
    page = client.post(
        "/personel/sor", data={"question": HOTH_CALC_Q, "game": "hoth"}, headers=staff_headers()
    )
    assert page.status_code == 200
    for heading in ("Getirilen parçalar", "BM25", "Yoğun", "Birleşik", "Denetimler", "Kapı"):
        assert heading in page.text
    # the calculator answered, so the chunks of the rules it applied are marked in the trace
    assert "(hesaplayıcının kuralı)" in page.text


def test_console_trace_shows_the_gate_and_the_closest_rulings(client: TestClient) -> None:
    page = client.post(
        "/personel/sor", data={"question": HOTH_RULING_Q, "game": "hoth"}, headers=staff_headers()
    ).text
    gate = page[page.index('<dl class="gate">') : page.index("</dl>")]
    assert '<dd class="gate-answer">cevapla</dd>' in gate
    assert '<dd class="gate-reason">mağazanın kural kararı cevaplıyor</dd>' in gate
    assert "kural kararı hoth/kesif-droidi-madalya (sıra" in gate
    assert "Cevaplayan kararlar</dt><dd>hoth/kesif-droidi-madalya</dd>" in gate
    table = page[page.index('<table class="rulings-table">') :]
    table = table[: table.index("</table>")]
    rows = table.split("<tr")[2:]  # after the header row
    assert 1 <= len(rows) <= 5
    assert rows[0].startswith(' class="answered"')
    assert "<summary>hoth/kesif-droidi-madalya</summary>" in rows[0]
    assert "kesif droidini yok etmek madalya kazandirir mi" in rows[0]  # the ask that matched
    assert "<td>1.00</td>" in rows[0]  # coverage
    assert "<td>evet</td>" in rows[0]
    assert all("<td>hayır</td>" in row for row in rows[1:])


def test_console_trace_of_a_refusal_and_of_a_calculation(client: TestClient) -> None:
    refused = client.post(
        "/personel/sor", data={"question": "monopolyde otel kaç para"}, headers=staff_headers()
    ).text
    assert '<dd class="gate-answer">reddet</dd>' in refused
    assert '<dd class="gate-reason">soru başka bir oyunla ilgili</dd>' in refused
    assert "başka oyun: Monopoly" in refused
    calc = client.post(
        "/personel/sor", data={"question": HOTH_CALC_Q, "game": "hoth"}, headers=staff_headers()
    ).text
    assert '<dd class="gate-reason">kural hesaplayıcısı cevaplıyor</dd>' in calc
    trace = calc[calc.index('<section class="trace"') :]
    assert "<strong>2 zar</strong>" in trace  # the calculator's lead and its steps
    assert "2 hex uzaklıktaki temel zarı 2" in trace
    assert "Kural: Adım 4: Saldırı (Attack)" in trace
    checks = trace[trace.index('<ul class="checks">') :]
    assert '<strong class="verdict-verified">doğrulandı</strong>' in checks
    assert '<strong class="verdict-uncheckable">denetlenemedi</strong>' in checks


def test_console_refuses_posts_without_the_token(client: TestClient) -> None:
    assert client.post("/personel/sor", data={"question": HOTH_CALC_Q}).status_code == 401
    assert client.post("/personel/hesap/hoth-dice", data={"distance": "2"}).status_code == 401


# -- the console's calculators, generated from the declarations ---------------------------------
def _console(client: TestClient, **params: str) -> str:
    page = client.get("/personel", params=params, headers=staff_headers())
    assert page.status_code == 200, page.text
    return page.text


def _form(html: str, calc_id: str) -> str:
    start = html.index(f'id="hesap-{calc_id}"')
    return html[start : html.index("</form>", start)]


def test_console_form_is_generated_from_the_declaration(client: TestClient) -> None:
    calc = get_calculator("hoth-dice")
    form = _form(_console(client, hesap="hoth-dice"), "hoth-dice")
    assert "<legend>Hoth: saldırı zarı</legend>" in form
    assert calc.description in form
    assert "placeholder" not in form  # examples are shown beside the field, never inside it
    for f in calc.fields:
        fid = f"hoth-dice-{f.name}"
        assert f'<label for="{fid}">{f.label}' in form
        assert f'name="{f.name}"' in form
        if f.example:
            example = (
                f'<span class="example" id="{fid}-ornek">Örnek: <code>{f.example}</code></span>'
            )
            assert example in form
        if f.help:
            assert f'<p class="help" id="{fid}-yardim">{f.help}</p>' in form
    # nothing is pre-filled: not with the example, not with anything
    assert re.findall(r'value="([^"]*)"', form.split("<select")[0]) == []
    distance = re.search(r'<input id="hoth-dice-distance"[^>]*>', form)
    assert distance is not None
    for attr in ('type="number"', 'min="1"', 'max="15"', 'value=""'):
        assert attr in distance.group(0)
    # optional since an AT-AT needs no distance; a required field carries the attribute
    assert "required" not in distance.group(0)
    attacker_tag = re.search(r'<select id="hoth-dice-attacker"[^>]*>', form)
    assert attacker_tag is not None
    assert "required" in attacker_tag.group(0)
    attacker = form[form.index('<select id="hoth-dice-attacker"') :]
    attacker = attacker[: attacker.index("</select>")]
    options = re.findall(r'<option value="([^"]*)"', attacker)
    assert options == ["", *calc.field("attacker").choices]
    assert "selected" not in attacker
    # a yes/no field is a choice of evet/hayır, unset by default
    scout = form[form.index('<select id="hoth-dice-scout_bonus"') :]
    assert re.findall(r'<option value="([^"]*)"', scout[: scout.index("</select>")]) == [
        "",
        "evet",
        "hayır",
    ]


def test_console_lines_and_ints_fields(client: TestClient) -> None:
    form = _form(_console(client, hesap="alhambra-score"), "alhambra-score")
    assert '<textarea id="alhambra-score-players" name="players" rows="3" required' in form
    form = _form(_console(client, hesap="jotl-level"), "jotl-level")
    assert re.search(r'<input id="jotl-level-levels" name="levels" type="text" inputmode', form)


def test_console_picks_a_game_then_a_calculator(client: TestClient) -> None:
    page = _console(client, hesap_oyun="hive")
    picker = page[page.index('<select id="hesap-secim"') :]
    picker = picker[: picker.index("</select>")]
    listed = re.findall(r'<option value="([^"]+)"', picker)
    assert listed == [c.id for c in all_calculators() if c.game == "hive"]
    assert 'class="calc"' not in page  # no calculator picked yet: no form
    # a calculator of another game than the one picked is not shown
    assert 'id="hesap-hoth-dice"' not in _console(client, hesap_oyun="hive", hesap="hoth-dice")
    assert 'id="hesap-hoth-dice"' in _console(client, hesap="hoth-dice")
    assert 'class="calc"' not in _console(client, hesap="yok-boyle")


def test_every_declared_calculator_gets_a_form(client: TestClient) -> None:
    for calc in all_calculators():
        form = _form(_console(client, hesap=calc.id), calc.id)
        for f in calc.fields:
            assert f'for="{calc.id}-{f.name}">{escape(f.label)}' in form, (calc.id, f.name)


@pytest.mark.parametrize(
    ("calc_id", "fields", "expected"),
    [
        (
            "hoth-dice",
            {"attacker": "snowtrooper", "target": "echo_base_trooper", "distance": "2",
             "target_terrain": "trench"},
            ["<strong>1 zar</strong>", "2 hex uzaklıktaki temel zarı 2",
             "Kural: Adım 4: Saldırı (Attack)", "piyade menzili 3/2/1",
             "İşlem: <code>2 − 1 = 1</code>"],
        ),
        (
            "alhambra-score",
            {"round": "2", "players": "Ali: pavyon=2, kule=1\nAyşe: pavyon=1", "walls": "Ali=5"},
            ['class="calc-part-title">Ali</h4>', 'class="calc-part-title">Ayşe</h4>',
             "<strong>26 puan</strong>", "8 + 13 + 5 = 26", "Kural: 2. Puanlama Turu"],
        ),
        ("jotl-level", {"levels": "2, 3, 3", "difficulty": "hard"}, ["Senaryo seviyesi 3"]),
        ("hive-move-distance", {"bug": "orumcek"}, ["<strong>3 alan</strong>", "Örümcek (Spider)"]),
    ],
)  # fmt: skip
def test_console_calculates_and_shows_the_working(
    client: TestClient, calc_id: str, fields: dict[str, str], expected: list[str]
) -> None:
    page = client.post(f"/personel/hesap/{calc_id}", data=fields, headers=staff_headers())
    assert page.status_code == 200, page.text
    result = page.text[page.text.index('<div class="calc-result"') :]
    for text in expected:
        assert text in result, text
    form = _form(page.text, calc_id)
    for name, value in fields.items():  # the typed values stay in the form
        if "\n" not in value:
            assert f'value="{value}"' in form, name


def test_console_calculator_errors_name_the_field(client: TestClient) -> None:
    page = client.post(
        "/personel/hesap/hoth-dice",
        data={"attacker": "ewok", "target": "at_at", "distance": "1"},
        headers=staff_headers(),
    )
    assert page.status_code == 422
    assert 'role="alert"' in page.text
    assert "&#39;attacker&#39; alanı (Saldıran birim)" in page.text
    missing = client.post("/personel/hesap/hoth-dice", data={}, headers=staff_headers())
    assert missing.status_code == 422
    typed = client.post(
        "/personel/hesap/alhambra-score",
        data={"round": "2", "players": XSS, "walls": "<b>Ali</b>=5"},
        headers=staff_headers(),
    )
    assert typed.status_code == 422
    assert "<script>alert" not in typed.text  # typed values go back into the form escaped
    assert "<b>Ali</b>" not in typed.text
    assert "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; zar</textarea>" in typed.text
    unknown = client.post("/personel/hesap/hoth-zar", data={}, headers=staff_headers())
    assert unknown.status_code == 404
    assert "Böyle bir hesaplayıcı yok." in unknown.text


# -- widget ------------------------------------------------------------------------------------------
def test_widget_is_served_small_and_as_javascript(client: TestClient) -> None:
    response = client.get("/widget.js")
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("text/javascript")
    assert len(response.content) <= 20 * 1024


def test_widget_never_writes_html_from_data() -> None:
    source = WIDGET_JS.read_text(encoding="utf-8")
    assert not re.search(r"innerHTML|outerHTML|insertAdjacentHTML|document\.write", source)
    for needed in (
        'role: "log"',
        '"aria-live": "polite"',
        "attachShadow",
        "sessionStorage",
        "getReader",
    ):
        assert needed in source
    assert "max-width:480px" in source  # full screen on phones


def test_widget_knows_this_servers_question_limit(make_client: Any) -> None:
    source = make_client(max_question_chars=1500).get("/widget.js").text
    assert "var MAX_CHARS = 1500;" in source
    assert "var MAX_CHARS = 2000;" not in source


# -- finished pages ------------------------------------------------------------------------------
def test_favicon(client: TestClient) -> None:
    icon = client.get("/favicon.ico")
    assert icon.status_code == 200
    assert icon.headers["content-type"] == "image/x-icon"
    assert icon.content[:4] == b"\0\0\1\0"  # an ICO directory
    assert 'rel="icon"' in client.get("/").text


def test_a_long_question_is_refused_whole_not_cut(client: TestClient) -> None:
    question = "kraliçe arı ne zaman oyuna girer " * 300  # ~10,000 characters
    page = client.post("/oyun/hive", data={"question": question})
    assert page.status_code == 413
    assert "Soru çok uzun" in page.text
    assert f"Soru çok uzun ({len(question.strip())} karakter)" in page.text  # not a cut one
    assert question.strip() in page.text.replace("&#39;", "'")  # kept whole in the box
    assert "maxlength" not in page.text


def test_a_body_too_large_for_a_page_form_gets_a_page(client: TestClient) -> None:
    page = client.post("/oyun/hive", data={"question": "ş" * 9000})  # 54 KB url-encoded
    assert page.status_code == 413
    assert page.headers["content-type"].startswith("text/html")
    assert "Soru çok uzun" in page.text
    assert 'href="/oyun/hive"' in page.text
    api = client.post("/api/v1/ask", json={"question": "ş" * 9000})
    assert api.status_code == 413
    assert api.json()["detail"]["code"] == "body_too_large"


PYTHON_WORDS = re.compile(
    r"\b(None|True|False|null|undefined|verified|contradicted|uncheckable|extractive|"
    r"weak_evidence|no_game|other_game|retrieve|calculators|validators|answerer)\b"
)


def _visible_text(html: str) -> str:
    html = re.sub(r"<(script|style)\b.*?</\1>", " ", html, flags=re.S)
    html = re.sub(r"<blockquote\b.*?</blockquote>|<small>.*?</small>", " ", html, flags=re.S)
    return re.sub(r"<[^>]+>", " ", html)


@pytest.mark.parametrize(
    "question",
    [
        HOTH_CALC_Q,
        "İmparatorluk Keşif Droidi yok edildiğinde madalya kazandırır mı",
        "monopolyde otel kaç para",
    ],  # fmt: skip
)
def test_the_staff_trace_speaks_turkish(client: TestClient, question: str) -> None:
    page = client.post("/personel/sor", data={"question": question}, headers=staff_headers())
    assert page.status_code == 200
    text = _visible_text(page.text)
    assert not PYTHON_WORDS.findall(text), PYTHON_WORDS.findall(text)
