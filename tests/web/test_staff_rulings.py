"""Staff rulings through the web app: the API (CRUD, 409 on a stale edit, Turkish 422s
naming the field, 401 without the token, 503 when the database is down while answers go
on), the console's thumbs-down → ruling → re-ask flow with plain form posts, escaping, and
an app restart on the same database."""

from __future__ import annotations

import re
import threading
from collections.abc import Iterator
from html import unescape
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from assistant.answer import Assistant
from assistant.service import build_assistant
from tests.web.browser_support import free_port
from tests.web.conftest import make_settings, staff_headers
from web.app import create_app

QUEEN_Q = "mağazada kraliçe arıyı geç koyan oyuncu hamle yapabilir mi"
QUEEN_QUOTE = (
    "Arı Kraliçe'nizi en geç 4. turunuzda oyuna sokmak zorundasınız. Daha önce koymadıysanız "
    "4. turunuzda başka hamle yapamaz, zorunlu olarak Arı Kraliçe'nizi koyarsınız."
)
QUEEN_ANSWER = "Hayır, Arı Kraliçe'ni 4. turuna kadar koymadıysan o tur başka hamle yapamazsın."
RULING = {"game": "hive", "asks": [QUEEN_Q], "answer": QUEEN_ANSWER, "quotes": [QUEEN_QUOTE]}
H = staff_headers()


def _app(assistant: Assistant, db: Path, **overrides: Any) -> TestClient:
    """An app with its own assistant (so its staff rulings are its database's) on `db`."""
    own = build_assistant(assistant.settings, knowledge=assistant.knowledge)
    url = overrides.pop("database_url", f"sqlite:///{db}")
    settings = make_settings(assistant.settings.data_dir, database_url=url, **overrides)
    return TestClient(create_app(settings, assistant=own), raise_server_exceptions=False)


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / "kararlar.db"


@pytest.fixture
def app(assistant: Assistant, db: Path) -> Iterator[TestClient]:
    with _app(assistant, db) as client:
        yield client


def _ask(client: TestClient, question: str = QUEEN_Q, game: str = "hive") -> dict[str, Any]:
    response = client.post("/api/v1/ask", json={"question": question, "game": game})
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()
    return body


def _error(response: Any, status: int, code: str) -> str:
    assert response.status_code == status, response.text
    detail = response.json()["detail"]
    assert set(detail) == {"code", "message"}
    assert detail["code"] == code
    message: str = detail["message"]
    return message


def test_api_create_answer_edit_conflict_delete(app: TestClient) -> None:
    assert _ask(app)["answerer"] != "staff"
    created = app.post("/api/v1/rulings", json=RULING, headers=H)
    assert created.status_code == 201, created.text
    ruling = created.json()
    assert created.headers["location"] == f"/api/v1/rulings/{ruling['id']}"
    assert ruling["version"] == 1
    assert ruling["verdict"] == "hayir"
    assert ruling["ruling"] == f"hive/magaza-{ruling['id']}"
    assert ruling["quotes"][0]["text"] == QUEEN_QUOTE
    assert ruling["quotes"][0]["doc"] == "kurallar"

    answer = _ask(app)  # the very next question, same process
    assert answer["answerer"] == "staff"
    assert answer["answer"].startswith(QUEEN_ANSWER)
    assert [c["quote"] for c in answer["citations"]] == [QUEEN_QUOTE]
    assert app.get("/api/v1/rulings", headers=H).json() == [ruling]
    assert app.get("/api/v1/rulings", params={"game": "hoth"}, headers=H).json() == []
    assert app.get(f"/api/v1/rulings/{ruling['id']}", headers=H).json() == ruling

    # A ruling sent back as GET returned it, edited: version 2.
    edit = {**ruling, "answer": "Hayır, 4. turuna kadar Arı Kraliçe'ni koymadıysan başka hamle yapamazsın."}  # fmt: skip
    edited = app.put(f"/api/v1/rulings/{ruling['id']}", json=edit, headers=H)
    assert edited.status_code == 200, edited.text
    assert edited.json()["version"] == 2
    assert _ask(app)["answer"].startswith(edit["answer"])
    # The same edit again, from version 1: 409, in Turkish, and nothing changes.
    stale = app.put(f"/api/v1/rulings/{ruling['id']}", json={**edit, "answer": "Evet."}, headers=H)
    message = _error(stale, 409, "version_conflict")
    assert "başka biri tarafından değiştirildi" in message
    assert "kaydedilmedi" in message
    assert app.get(f"/api/v1/rulings/{ruling['id']}", headers=H).json() == edited.json()
    assert _error(app.delete(f"/api/v1/rulings/{ruling['id']}", params={"version": 1}, headers=H), 409, "version_conflict")  # fmt: skip

    gone = app.delete(f"/api/v1/rulings/{ruling['id']}", params={"version": 2}, headers=H)
    assert gone.status_code == 200
    assert gone.json()["deleted"] == edited.json()
    assert _ask(app)["answerer"] != "staff"  # stops answering at once
    missing = app.get(f"/api/v1/rulings/{ruling['id']}", headers=H)
    assert "silinmiş olabilir" in _error(missing, 404, "ruling_not_found")
    assert app.get("/api/v1/rulings", headers=H).json() == []


def test_a_store_decision_is_dated_and_never_the_rulebook(app: TestClient) -> None:
    question = "oyun gecesinde tartışmalı kuralda kim karar verir"
    body = {
        "game": "hive",
        "asks": [question],
        "answer": "Oyun gecelerinde tartışmalı bir kuralda masadaki görevli son sözü söyler.",
    }
    ruling = app.post("/api/v1/rulings", json=body, headers=H).json()
    assert ruling["store_decision"] is True
    answer = _ask(app, question)
    assert answer["answerer"] == "staff"
    assert re.fullmatch(
        r"Mağazamızın kararı \(\d\d\.\d\d\.\d{4}\): Oyun gecelerinde tartışmalı bir kuralda "
        r"masadaki görevli son sözü söyler\. Bu bir mağaza düzenlemesidir, kural kitapçığında "
        r"yer almaz\.",
        answer["answer"],
    )
    assert answer["citations"] == []
    assert ruling["decided_on"] in answer["answer"]


BAD = [
    ({"answer": ""}, "answer", "boş olamaz"),
    ({"answer": "   "}, "answer", "boş olamaz"),
    ({"answer": "a" * 10_000}, "answer", "en fazla 500 karakter"),
    ({"asks": ["x" * 10_000]}, "asks.0", "en fazla 300 karakter"),
    ({"asks": [f"soru {i}" for i in range(7)]}, "asks", "1 ile 6 arasında"),
    ({"asks": []}, "asks", "1 ile 6 arasında"),
    ({"asks": "tek soru"}, "asks", "liste olmalı"),
    ({"asks": [3]}, "asks.0", "metin olmalı"),
    ({"game": "monopoly"}, "game", "bilinmiyor: 'monopoly'"),
    ({"quotes": ["Arı Kraliçe istediği zaman oyuna girebilir."]}, "quotes.0", "birebir geçmiyor"),
    (
        {"quotes": [QUEEN_QUOTE, {"text": "Bu cümle kural metninde yok."}]},
        "quotes.1",
        "birebir geçmiyor",
    ),  # fmt: skip
    ({"quotes": ["y" * 10_000]}, "quotes.0", "karakter arasında"),
    ({"answer": "Hayır, 7. turda koyarsın."}, "answer", "7 sayısı"),
    ({"answer": "Evet,\x00 olur."}, "answer", "NUL"),
    ({"color": "red"}, "color", "tanınmayan bir alan"),
]


@pytest.mark.parametrize(("change", "field", "reason"), BAD)
def test_bad_input_gets_a_turkish_422_naming_the_field(
    app: TestClient, change: dict[str, Any], field: str, reason: str
) -> None:
    kept = app.post("/api/v1/rulings", json=RULING, headers=H).json()
    body = {**RULING, "asks": ["başka bir soru"], **change}
    for response in (
        app.post("/api/v1/rulings", json=body, headers=H),
        app.put(f"/api/v1/rulings/{kept['id']}", json={**body, "version": 1}, headers=H),
    ):
        message = _error(response, 422, "invalid_field")
        assert f"'{field}'" in message or f"({field})" in message, message
        assert reason in message, message
    assert app.get("/api/v1/rulings", headers=H).json() == [kept]  # nothing stored is lost


def test_html_is_stored_as_text_and_shown_escaped(app: TestClient) -> None:
    script = "<script>alert('x')</script>"
    body = {"game": "hive", "asks": [f"{script} kraliçe"], "answer": f"Evet, {script} <b>olur</b>."}
    ruling = app.post("/api/v1/rulings", json=body, headers=H).json()
    assert ruling["asks"] == body["asks"]
    assert ruling["answer"] == body["answer"]
    page = app.get("/personel/kararlar", headers=H).text
    assert script not in page
    assert "<b>olur</b>" not in page
    assert "&lt;script&gt;" in page
    assert unescape(page).count(script) == 2


def test_the_api_and_the_pages_need_the_staff_token(app: TestClient) -> None:
    for method, path in [
        ("get", "/api/v1/rulings"),
        ("post", "/api/v1/rulings"),
        ("get", "/api/v1/rulings/1"),
        ("put", "/api/v1/rulings/1"),
        ("delete", "/api/v1/rulings/1"),
    ]:
        response = app.request(method, path, json=RULING)
        assert _error(response, 401, "unauthorized")
        wrong = app.request(method, path, json=RULING, headers=staff_headers("yanlis-anahtar"))
        assert wrong.status_code == 401
    for path in ("/personel/kararlar", "/personel/kararlar/yeni", "/personel/kararlar/1"):
        assert app.get(path).status_code == 401
    assert app.post("/personel/kararlar", data={"answer": "x"}).status_code == 401
    assert app.post("/personel/kararlar/1/sil").status_code == 401
    assert app.get("/api/v1/rulings", headers=H).json() == []


def test_thumbs_down_ruling_reask_through_the_console(app: TestClient) -> None:
    """A customer votes an answer down; staff open it from the console, pick a quote from
    its rule text, save; the next customer asking gets the staff ruling."""
    asked = _ask(app)
    assert asked["answerer"] != "staff"
    vote = {"answer_id": asked["answer_id"], "vote": "down", "comment": "yanlış cevap"}
    assert app.post("/api/v1/feedback", json=vote).status_code == 200
    console = app.get("/personel", headers=H).text
    link = f"/personel/kararlar/yeni?answer_id={asked['answer_id']}"
    assert link in console

    form = app.get(link, headers=H)
    assert form.status_code == 200
    page = unescape(form.text)
    assert QUEEN_Q in page  # pre-filled as the first ask
    assert "yanlış cevap" in page  # the customer's comment
    boxes = re.findall(r'<input type="checkbox" name="quote" value="([^"]*)"', form.text)
    assert boxes
    quote = next(unescape(b) for b in boxes if "koymadıysanız 4. turunuzda" in unescape(b))

    fields = {
        "game": "hive",
        "asks": f"{QUEEN_Q}\nkralice ari gec konursa hamle var mi",
        "answer": QUEEN_ANSWER,
        "quote": quote,
        "question": QUEEN_Q,
        "answer_id": asked["answer_id"],
    }
    saved = app.post("/personel/kararlar", data=fields, headers=H, follow_redirects=False)
    assert saved.status_code == 303
    listing = app.get(saved.headers["location"], headers=H)
    assert "kaydedildi" in listing.text
    assert QUEEN_ANSWER.replace("'", "&#39;") in listing.text

    again = _ask(app)  # the next customer
    assert again["answerer"] == "staff"
    assert [c["quote"] for c in again["citations"]] == [quote]
    assert _ask(app, "kralice ari gec konursa hamle var mi")["answerer"] == "staff"
    (ruling,) = app.get("/api/v1/rulings", headers=H).json()
    assert ruling["answer_id"] == asked["answer_id"]
    assert ruling["question"] == QUEEN_Q

    # Edited in the console, then a stale form from before the edit: 409, kept text.
    edit_page = app.get(f"/personel/kararlar/{ruling['id']}", headers=H)
    assert edit_page.status_code == 200
    assert 'name="version" value="1"' in edit_page.text
    assert "checked> <span>" in edit_page.text
    newer = {**fields, "answer": "Hayır, 4. turunda Arı Kraliçe'ni koymak zorundasın.", "version": "1"}  # fmt: skip
    assert app.post(f"/personel/kararlar/{ruling['id']}", data=newer, headers=H, follow_redirects=False).status_code == 303  # fmt: skip
    stale = {**fields, "answer": "Hayır, bu benim eski düzenlemem.", "version": "1"}
    conflict = app.post(f"/personel/kararlar/{ruling['id']}", data=stale, headers=H)
    assert conflict.status_code == 409
    assert "başka biri tarafından değiştirildi" in unescape(conflict.text)
    assert "bu benim eski düzenlemem" in conflict.text  # what staff typed is kept
    assert "Kayıtlı hâli (sürüm 2)" in conflict.text
    assert 'name="version" value="2"' in conflict.text
    # A bad edit: 422 with the form as typed.
    empty = app.post(f"/personel/kararlar/{ruling['id']}", data={**stale, "answer": "", "version": "2"}, headers=H)  # fmt: skip
    assert empty.status_code == 422
    assert "Cevap (answer) boş olamaz." in unescape(empty.text)
    assert app.get("/api/v1/rulings", headers=H).json()[0]["answer"] == newer["answer"]

    deleted = app.post(f"/personel/kararlar/{ruling['id']}/sil", data={"version": "2"}, headers=H, follow_redirects=False)  # fmt: skip
    assert deleted.status_code == 303
    assert "silindi" in app.get(deleted.headers["location"], headers=H).text
    assert _ask(app)["answerer"] != "staff"


def test_a_ruling_for_any_question_and_console_errors(app: TestClient) -> None:
    form = app.get("/personel/kararlar/yeni", params={"question": QUEEN_Q, "game": "hive"}, headers=H)  # fmt: skip
    assert form.status_code == 200
    assert 'name="quote"' in form.text
    # A question whose game could not be told: no rule text until staff pick the game.
    vague = app.get("/personel/kararlar/yeni", params={"question": "bunu kim kazanır"}, headers=H)
    assert vague.status_code == 200
    assert 'name="quote"' not in vague.text
    assert "Alıntı seçebilmek için sorunun oyununu seç" in vague.text
    bad = {"game": "hive", "asks": "\n".join(f"soru {i}" for i in range(7)), "answer": "Evet."}
    page = app.post("/personel/kararlar", data=bad, headers=H)
    assert page.status_code == 422
    assert "Sorular (asks) 1 ile 6 arasında olmalı; 7 soru yazıldı." in unescape(page.text)
    assert "soru 6" in page.text  # the form keeps what was typed
    fake = {"game": "hive", "asks": "bir soru", "answer": "Evet.", "quote": "Uydurma bir kural cümlesi."}  # fmt: skip
    page = app.post("/personel/kararlar", data=fake, headers=H)
    assert page.status_code == 422
    assert "Uydurma bir kural cümlesi." in unescape(page.text)
    assert "birebir geçmiyor" in page.text
    assert app.get("/personel/kararlar/999", headers=H).status_code == 404
    assert app.post("/personel/kararlar/999/sil", headers=H).status_code == 404
    assert app.get("/api/v1/rulings", headers=H).json() == []
    section = app.post("/personel/sor", data={"question": QUEEN_Q, "game": "hive"}, headers=H)
    assert "/personel/kararlar/yeni?answer_id=" in section.text


def test_a_restarted_app_on_the_same_database_answers_with_it(
    assistant: Assistant, db: Path
) -> None:
    with _app(assistant, db) as first:
        first.post("/api/v1/rulings", json=RULING, headers=H)
        assert _ask(first)["answerer"] == "staff"
    with _app(assistant, db) as second:  # a new process would see the same
        answer = _ask(second)
        assert answer["answerer"] == "staff"
        assert [c["quote"] for c in answer["citations"]] == [QUEEN_QUOTE]
        (ruling,) = second.get("/api/v1/rulings", headers=H).json()
        # Deleted through this one, the first one's database no longer has it either.
        second.delete(f"/api/v1/rulings/{ruling['id']}", headers=H)
    with _app(assistant, db) as third:
        assert _ask(third)["answerer"] != "staff"


def test_two_apps_editing_one_ruling_at_once(assistant: Assistant, db: Path) -> None:
    """Two apps on one database (two replicas), one stale edit each, sent together: one
    is saved, the other gets 409, and the stored ruling is the winner's."""
    with _app(assistant, db) as a, _app(assistant, db) as b:
        ruling = a.post("/api/v1/rulings", json=RULING, headers=H).json()
        results: dict[str, Any] = {}
        barrier = threading.Barrier(2)

        def edit(name: str, client: TestClient) -> None:
            body = {**RULING, "answer": f"{QUEEN_ANSWER} {name} düzenledi.", "version": 1}
            barrier.wait()
            results[name] = client.put(f"/api/v1/rulings/{ruling['id']}", json=body, headers=H)

        pairs = (("ayse", a), ("burak", b))
        threads = [threading.Thread(target=edit, args=pair) for pair in pairs]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(timeout=60)
        statuses = sorted(r.status_code for r in results.values())
        assert statuses == [200, 409]
        winner = next(n for n, r in results.items() if r.status_code == 200)
        stored = b.get(f"/api/v1/rulings/{ruling['id']}", headers=H).json()
        assert stored["version"] == 2
        assert f"{winner} düzenledi" in stored["answer"]
        assert f"{winner} düzenledi" in _ask(a)["answer"]
        assert f"{winner} düzenledi" in _ask(b)["answer"]


def test_database_down_the_console_says_so_and_answers_go_on(
    assistant: Assistant, db: Path
) -> None:
    url = f"postgresql+psycopg://kr:gizli@127.0.0.1:{free_port()}/kr"  # nothing listens
    with _app(assistant, db, database_url=url) as client:
        assert _ask(client)["answer"]
        page = client.get("/personel/kararlar", headers=H)
        assert page.status_code == 503
        assert "veritabanına şu an ulaşılamıyor" in page.text
        assert "cevaplar verilmeye devam ediyor" in page.text
        created = client.post("/api/v1/rulings", json=RULING, headers=H)
        message = _error(created, 503, "rulings_unavailable")
        assert "gizli" not in message
        assert created.headers["retry-after"] == "30"
        form = client.post("/personel/kararlar", data={"game": "hive", "asks": QUEEN_Q, "answer": QUEEN_ANSWER}, headers=H)  # fmt: skip
        assert form.status_code == 503
        assert QUEEN_ANSWER.replace("'", "&#39;") in form.text  # the typed ruling is kept
        assert _ask(client)["answer"]
