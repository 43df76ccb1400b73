"""Jinja2 setup shared by the page routers, and a tiny form reader.

Autoescaping is switched on for every template, not only *.html, because questions and
answers are user-controlled text and must never reach the page as markup.
"""

from __future__ import annotations

from pathlib import Path
from urllib.parse import parse_qs

import jinja2
from fastapi import Request
from fastapi.templating import Jinja2Templates

from web.calculators import choice_label
from web.labels import badge, label, shown

TEMPLATE_DIR = Path(__file__).parent / "templates"

_env = jinja2.Environment(
    loader=jinja2.FileSystemLoader(TEMPLATE_DIR),
    autoescape=True,
    trim_blocks=True,
    lstrip_blocks=True,
)
_env.filters["shown"] = shown
_env.filters["label"] = label
_env.filters["badge"] = badge
_env.filters["choice_label"] = choice_label
templates = Jinja2Templates(env=_env)


async def read_form(request: Request) -> dict[str, str]:
    """The fields of a urlencoded form post (first value of each).

    Parsed here rather than with request.form(), which needs python-multipart; our forms
    only ever send a few short text fields and the body is already capped at 16 KB. Fields
    are not shortened: a question that is too long is refused with a message that says
    so, never cut and answered as if it were another question.
    """
    body = (await request.body()).decode("utf-8", errors="replace")
    fields = parse_qs(body, keep_blank_values=True, max_num_fields=20)
    return {key: values[0] for key, values in fields.items() if values}
