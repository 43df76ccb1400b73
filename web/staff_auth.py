"""Who may use the staff console: holders of RULES_STAFF_TOKEN.

The token arrives as `Authorization: Bearer …` or once through the login form, which then
sets an HttpOnly cookie holding an HMAC of the token (never the token itself). Both
comparisons hash first and use hmac.compare_digest, so timing reveals neither the token
nor its length.
"""

from __future__ import annotations

import hashlib
import hmac
from enum import Enum
from typing import Annotated

from fastapi import Depends, Request, Response

from assistant.config import Settings
from web.deps import SettingsDep
from web.errors import ApiError
from web.templating import templates

COOKIE = "kr_personel"
_COOKIE_SALT = b"kural-rehberi staff session v1"
UNAUTHORIZED = "Geçerli bir personel anahtarı gerekli."


class Access(Enum):
    DISABLED = "disabled"  # no token configured: the console is off
    DENIED = "denied"
    GRANTED = "granted"


def _digest(value: str) -> bytes:
    return hashlib.sha256(value.encode("utf-8")).digest()


def token_matches(given: str, token: str) -> bool:
    return hmac.compare_digest(_digest(given), _digest(token))


def session_value(token: str) -> str:
    return hmac.new(token.encode("utf-8"), _COOKIE_SALT, hashlib.sha256).hexdigest()


def access(request: Request, settings: Settings) -> Access:
    token = settings.staff_token
    if not token:
        return Access.DISABLED
    header = request.headers.get("authorization", "")
    scheme, _, given = header.partition(" ")
    if scheme.lower() == "bearer" and given:
        return Access.GRANTED if token_matches(given.strip(), token) else Access.DENIED
    cookie = request.cookies.get(COOKIE, "")
    if cookie and hmac.compare_digest(_digest(cookie), _digest(session_value(token))):
        return Access.GRANTED
    return Access.DENIED


def require_staff_api(request: Request, settings: Settings) -> None:
    """For the staff JSON API: one 401 for 'no token configured', 'missing' and 'wrong', so
    a caller cannot tell whether a token exists."""
    if access(request, settings) is not Access.GRANTED:
        raise ApiError(401, "unauthorized", UNAUTHORIZED, headers={"WWW-Authenticate": "Bearer"})


async def _staff_api(request: Request, settings: SettingsDep) -> None:
    require_staff_api(request, settings)


# Declared by every staff API route (the console's and the rulings').
StaffApi = Annotated[None, Depends(_staff_api)]


def console_gate(request: Request, settings: Settings) -> Response | None:
    """None when the visitor may see a console page, else the page to show instead."""
    state = access(request, settings)
    if state is Access.GRANTED:
        return None
    if state is Access.DISABLED:
        return templates.TemplateResponse(request, "staff_disabled.html", status_code=503)
    headers = {"WWW-Authenticate": 'Bearer realm="personel"'}
    return templates.TemplateResponse(request, "staff_login.html", status_code=401, headers=headers)


def set_session(response: Response, request: Request, token: str) -> None:
    response.set_cookie(
        COOKIE,
        session_value(token),
        httponly=True,
        samesite="strict",
        secure=request.url.scheme == "https",
        max_age=12 * 3600,
        path="/",
    )
