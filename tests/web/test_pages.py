"""Server-rendered pages (they work without JavaScript), calculators and /widget.js."""

from __future__ import annotations

import re
from typing import Any

import pytest
from fastapi.testclient import TestClient

from tests.web.conftest import HOTH_CALC_Q, staff_headers
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
    assert "2 zar: Snowtrooper 2 hex uzaklıkta 2 zar atar" in page.text
    assert "<details>" in page.text
    assert "Adım 4: Saldırı" in page.text  # the cited rule's section
    assert "kural denetleyicisi doğruladı" in page.text  # the badge, not a sentence


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


def test_console_refuses_posts_without_the_token(client: TestClient) -> None:
    assert client.post("/personel/sor", data={"question": HOTH_CALC_Q}).status_code == 401
    assert client.post("/personel/hesap/hoth-zar", data={"distance": "2"}).status_code == 401


@pytest.mark.parametrize(
    ("slug", "fields", "expected"),
    [
        (
            "hoth-zar",
            {
                "attacker": "snowtrooper",
                "target": "echo base trooper",
                "distance": "2",
                "target_terrain": "siper",
            },
            "1 zar atar.",
        ),
        (
            "alhambra-puan",
            {
                "round": "2",
                "players": "Ali: pavilion=2, kule=1\nAyşe: pavilion=1",
                "walls": "Ali=5",
            },
            "Ali: 26 puan.",
        ),
        ("jotl-seviye", {"levels": "2, 3, 3", "difficulty": "zor"}, "Senaryo seviyesi 3."),
    ],
)
def test_console_calculator_forms(
    client: TestClient, slug: str, fields: dict[str, str], expected: str
) -> None:
    page = client.post(f"/personel/hesap/{slug}", data=fields, headers=staff_headers())
    assert page.status_code == 200, page.text
    assert expected in page.text


def test_console_calculator_errors_are_shown(client: TestClient) -> None:
    page = client.post(
        "/personel/hesap/hoth-zar",
        data={"attacker": "ewok", "target": "at-at", "distance": "1"},
        headers=staff_headers(),
    )
    assert page.status_code == 422
    assert 'role="alert"' in page.text


# -- calculator API ------------------------------------------------------------------------------
def test_hoth_dice_endpoint(client: TestClient) -> None:
    params: dict[str, Any] = {
        "attacker": "snowtrooper",
        "target": "echo base trooper",
        "distance": 2,
        "target_terrain": "siper",
    }
    body = client.get("/api/v1/calc/hoth/dice", params=params).json()
    assert body["value"] == 1
    assert body["unit"] == "zar"
    assert body["trail"][-1] == "2 − 1 = 1"
    assert all(c["game"] == "hoth" and c["section"] and c["quote"] for c in body["citations"])


def test_alhambra_score_endpoint(client: TestClient) -> None:
    params: dict[str, Any] = {
        "round": 2,
        "player": ["Ali: pavilion=2, kule=1", "Ayşe: pavilion=1"],
        "wall": ["Ali=5"],
    }
    body = client.get("/api/v1/calc/alhambra/score", params=params).json()
    assert body["players"]["Ali"]["value"] == 26
    assert body["players"]["Ayşe"]["value"] == 1


def test_jotl_scenario_level_endpoint(client: TestClient) -> None:
    body = client.get("/api/v1/calc/jotl/scenario-level", params={"levels": "2,3,3"}).json()
    assert body["value"] == 2
    assert body["citations"]


@pytest.mark.parametrize(
    ("path", "params"),
    [
        ("/api/v1/calc/hoth/dice", {"attacker": "ewok", "target": "snowtrooper", "distance": 1}),
        ("/api/v1/calc/alhambra/score", {"round": 2, "player": ["Ali: pavilon=2"]}),
        ("/api/v1/calc/alhambra/score", {"round": 2, "player": ["Ali pavilion 2"]}),
        ("/api/v1/calc/jotl/scenario-level", {"levels": "2,x"}),
        ("/api/v1/calc/jotl/scenario-level", {"levels": "2", "difficulty": "efsane"}),
    ],
)
def test_calculator_input_errors_are_422_in_turkish(
    client: TestClient, path: str, params: dict[str, Any]
) -> None:
    response = client.get(path, params=params)
    assert response.status_code == 422
    assert response.json()["detail"]["code"] == "calc_error"


def test_calculator_query_validation_is_translated(client: TestClient) -> None:
    response = client.get("/api/v1/calc/hoth/dice", params={"attacker": "snowtrooper"})
    assert response.status_code == 422
    assert response.json()["detail"] == {
        "code": "invalid_field",
        "message": "İstekteki 'target' alanı eksik.",
    }


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
