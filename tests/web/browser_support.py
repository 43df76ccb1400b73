"""Servers for the browser tests: the app under uvicorn in a thread, and plain static
servers that play a store's page embedding the widget (on other ports = other origins)."""

from __future__ import annotations

import functools
import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import uvicorn
from fastapi import FastAPI

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]

STORE_PAGE = """<!doctype html>
<html lang="tr"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Oyun Mağazası — Star Wars: Hoth Savaşı</title>
<style>
  /* Hostile store styles: the widget's Shadow DOM must not pick these up. */
  * {{ font-family: Georgia, serif !important; }}
  button {{ background: hotpink; padding: 40px; }}
  body {{ margin: 0; padding: 2rem; background: #fafafa; }}
</style></head>
<body>
<h1>Star Wars: Hoth Savaşı</h1>
<p>Kutu içeriği, fiyat ve stok bilgisi…</p>
<button id="sepet">Sepete ekle</button>
<script src="{api}/widget.js" data-game="hoth" data-lang="tr"
        data-title="Kural Rehberi" data-color="#1f6feb" async></script>
</body></html>
"""


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


@contextmanager
def serve_app(app: FastAPI, port: int) -> Iterator[str]:
    """Run the app under a real uvicorn server on loopback; yields its base URL."""
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 60
    while not server.started:
        if time.monotonic() > deadline or not thread.is_alive():
            raise RuntimeError("uvicorn did not start")
        time.sleep(0.05)
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(timeout=10)


class _Quiet(SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:
        pass


@contextmanager
def serve_store(directory: Path, port: int, api: str) -> Iterator[str]:
    """A static 'store' site whose index.html embeds the widget from `api`."""
    directory.mkdir(parents=True, exist_ok=True)
    (directory / "index.html").write_text(STORE_PAGE.format(api=api), encoding="utf-8")
    handler = functools.partial(_Quiet, directory=str(directory))
    httpd = ThreadingHTTPServer(("127.0.0.1", port), handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        httpd.shutdown()
        httpd.server_close()
