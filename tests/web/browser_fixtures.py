"""What the browser test modules share: Debian's Chromium through Playwright (the module
is skipped where either is missing), the artifact folder and the two screen sizes. The
`browser_context` and `page` fixtures live in tests/web/conftest.py."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.web.browser_support import CHROMIUM

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 860}

if not CHROMIUM.exists():
    pytest.skip(f"{CHROMIUM} missing: apt-get install -y chromium", allow_module_level=True)
sync_api = pytest.importorskip("playwright.sync_api", reason="pip install playwright")
