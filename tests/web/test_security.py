"""CORS, the per-client rate limit, and the staff token."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from tests.web.conftest import HOTH_CALC_Q, SHOP_ORIGIN, STAFF_TOKEN, AppFactory, staff_headers
from web.limits import RateLimiter

PREFLIGHT = {
    "Access-Control-Request-Method": "POST",
    "Access-Control-Request-Headers": "content-type",
}


def test_cors_preflight_allows_only_configured_origins(client: TestClient) -> None:
    ok = client.options("/api/v1/ask/stream", headers={"Origin": SHOP_ORIGIN, **PREFLIGHT})
    assert ok.status_code == 200
    assert ok.headers["access-control-allow-origin"] == SHOP_ORIGIN
    denied = client.options(
        "/api/v1/ask/stream", headers={"Origin": "http://evil.test", **PREFLIGHT}
    )
    assert denied.status_code == 400
    assert "access-control-allow-origin" not in denied.headers


def test_allowed_origin_gets_cors_headers_on_answers_and_errors(client: TestClient) -> None:
    headers = {"Origin": SHOP_ORIGIN}
    ok = client.post("/api/v1/ask", json={"question": HOTH_CALC_Q}, headers=headers)
    assert ok.status_code == 200
    assert ok.headers["access-control-allow-origin"] == SHOP_ORIGIN
    bad = client.post("/api/v1/ask", json={}, headers=headers)
    assert bad.status_code == 422
    assert bad.headers["access-control-allow-origin"] == SHOP_ORIGIN


def test_other_origins_are_refused_before_the_pipeline_runs(client: TestClient) -> None:
    response = client.post(
        "/api/v1/ask", json={"question": HOTH_CALC_Q}, headers={"Origin": "http://evil.test"}
    )
    assert response.status_code == 403
    assert response.json()["detail"]["code"] == "origin_not_allowed"
    assert "access-control-allow-origin" not in response.headers


def test_same_host_pages_and_non_browsers_pass_the_origin_check(client: TestClient) -> None:
    same = client.post(
        "/api/v1/ask", json={"question": HOTH_CALC_Q}, headers={"Origin": "http://testserver"}
    )
    assert same.status_code == 200
    assert client.post("/api/v1/ask", json={"question": HOTH_CALC_Q}).status_code == 200


def test_an_origin_configured_with_a_trailing_slash_is_allowed(
    make_client: AppFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The form an operator pastes from the address bar; the browser sends no slash.
    monkeypatch.setenv("RULES_ALLOWED_ORIGINS", "HTTP://Shop.Test:80/, http://127.0.0.1:8090/")
    from assistant.config import load_settings

    origins = load_settings().allowed_origins
    assert origins == ["http://shop.test", "http://127.0.0.1:8090"]
    site = make_client(allowed_origins=origins)
    for origin in origins:
        ok = site.post("/api/v1/ask", json={"question": HOTH_CALC_Q}, headers={"Origin": origin})
        assert ok.status_code == 200
        assert ok.headers["access-control-allow-origin"] == origin
        preflight = site.options("/api/v1/ask/stream", headers={"Origin": origin, **PREFLIGHT})
        assert preflight.status_code == 200


def test_no_allowed_origins_means_no_cors_at_all(make_client: AppFactory) -> None:
    closed = make_client(allowed_origins=[])
    response = closed.options("/api/v1/ask", headers={"Origin": SHOP_ORIGIN, **PREFLIGHT})
    assert "access-control-allow-origin" not in response.headers


def test_rate_limit_gives_429_with_retry_after(make_client: AppFactory) -> None:
    limited = make_client(rate_limit=3)
    for _ in range(3):
        assert limited.get("/api/v1/games").status_code == 200
    response = limited.post("/api/v1/ask", json={"question": HOTH_CALC_Q})
    assert response.status_code == 429
    assert 1 <= int(response.headers["retry-after"]) <= 60
    detail = response.json()["detail"]
    assert detail["code"] == "rate_limited"
    assert "saniye sonra" in detail["message"]
    assert limited.get("/healthz").status_code == 200  # probes are never limited


def test_sliding_window_frees_slots_as_time_passes() -> None:
    now = [1000.0]
    limiter = RateLimiter(clock=lambda: now[0])
    assert limiter.hit("a", 2) is None
    now[0] += 30
    assert limiter.hit("a", 2) is None
    assert limiter.hit("a", 2) == 30  # the first hit leaves the window in 30 s
    assert limiter.hit("b", 2) is None  # clients are counted separately
    now[0] += 30.5
    assert limiter.hit("a", 2) is None
    assert limiter.hit("a", 2) is not None


# -- staff ---------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "headers", [{}, staff_headers("yanlis"), staff_headers(""), {"Authorization": "Basic eA=="}]
)
def test_staff_api_refuses_missing_or_wrong_tokens(
    client: TestClient, headers: dict[str, str]
) -> None:
    for response in (
        client.post("/api/v1/staff/ask", json={"question": HOTH_CALC_Q}, headers=headers),
        client.get("/api/v1/staff/feedback", headers=headers),
    ):
        assert response.status_code == 401
        assert response.json()["detail"]["code"] == "unauthorized"
        assert response.headers["www-authenticate"] == "Bearer"


def test_staff_api_does_not_reveal_whether_a_token_exists(
    client: TestClient, make_client: AppFactory
) -> None:
    without_token = make_client(staff_token=None)
    a = client.get("/api/v1/staff/feedback", headers=staff_headers("x"))
    b = without_token.get("/api/v1/staff/feedback", headers=staff_headers("x"))
    assert (a.status_code, a.json(), a.headers["www-authenticate"]) == (
        b.status_code,
        b.json(),
        b.headers["www-authenticate"],
    )


def test_staff_api_with_token_returns_the_trace(client: TestClient) -> None:
    response = client.post(
        "/api/v1/staff/ask", json={"question": HOTH_CALC_Q, "game": "hoth"}, headers=staff_headers()
    )
    assert response.status_code == 200
    trace = response.json()["trace"]
    assert trace
    assert {"bm25", "dense", "fused", "coverage", "section"} <= set(trace[0])
    assert "timings_ms" in response.json()


def test_staff_console_pages(client: TestClient, make_client: AppFactory) -> None:
    assert client.get("/personel").status_code == 401
    assert client.get("/personel", headers=staff_headers("yanlis")).status_code == 401
    page = client.get("/personel", headers=staff_headers())
    assert page.status_code == 200
    assert "Hesaplayıcılar" in page.text
    disabled = make_client(staff_token=None).get("/personel")
    assert disabled.status_code == 503
    assert "RULES_STAFF_TOKEN" in disabled.text


def test_staff_login_sets_an_httponly_cookie(make_client: AppFactory) -> None:
    fresh = make_client()
    wrong = fresh.post("/personel/giris", data={"token": "yanlis"}, follow_redirects=False)
    assert wrong.status_code == 401
    assert "Anahtar geçersiz" in wrong.text
    ok = fresh.post("/personel/giris", data={"token": STAFF_TOKEN}, follow_redirects=False)
    assert ok.status_code == 303
    assert ok.headers["location"] == "/personel"
    cookie = ok.headers["set-cookie"]
    assert "HttpOnly" in cookie
    assert "samesite=strict" in cookie.lower()
    assert STAFF_TOKEN not in cookie  # the cookie holds an HMAC, not the token
    assert fresh.get("/personel").status_code == 200  # the cookie jar now carries it
    fresh.post("/personel/cikis")
    fresh.cookies.clear()
    assert fresh.get("/personel").status_code == 401


def test_staff_token_in_the_query_redirects_without_it(make_client: AppFactory) -> None:
    fresh = make_client()
    response = fresh.get(f"/personel?token={STAFF_TOKEN}", follow_redirects=False)
    assert response.status_code == 303
    assert "token" not in response.headers["location"]
    assert fresh.get("/personel").status_code == 200
