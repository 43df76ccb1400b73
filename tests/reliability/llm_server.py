"""A tiny OpenAI-compatible server on loopback that misbehaves on request.

It speaks just enough of the chat-completions protocol (plain and streamed) for
langchain_openai.ChatOpenAI, and `mode` picks how it fails: the failures are real socket
and protocol events, not mocks, so the whole client stack (openai SDK, httpx) is exercised.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

MODES = ("ok", "error", "hang", "malformed", "wrong_shape", "reset", "midstream", "trickle")


class FakeLLMServer(ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True  # restart on the same port to play "the server came back"

    def __init__(self, port: int) -> None:
        super().__init__(("127.0.0.1", port), _Handler)
        self.mode = "ok"
        self.reply = "Hayır, saldırı zarları iki hedefe bölünemez [1]."
        self.hang_s = 20.0
        self.released = threading.Event()  # set on shutdown so hanging handlers return
        self.requests = 0


def _completion(text: str) -> dict[str, Any]:
    return {
        "id": "cmpl-test",
        "object": "chat.completion",
        "created": 0,
        "model": "local-model",
        "choices": [
            {
                "index": 0,
                "message": {"role": "assistant", "content": text},
                "finish_reason": "stop",
            }
        ],
        "usage": {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2},
    }


def _chunk(text: str | None, finish: str | None = None) -> bytes:
    delta = {"content": text} if text is not None else {}
    body = {
        "id": "cmpl-test",
        "object": "chat.completion.chunk",
        "created": 0,
        "model": "local-model",
        "choices": [{"index": 0, "delta": delta, "finish_reason": finish}],
    }
    return f"data: {json.dumps(body)}\n\n".encode()


class _Handler(BaseHTTPRequestHandler):
    server: FakeLLMServer
    protocol_version = "HTTP/1.1"

    def log_message(self, format: str, *args: object) -> None:
        pass

    def do_GET(self) -> None:
        if self.server.mode == "error":
            self._json(500, {"error": {"message": "backend down"}})
        else:
            self._json(200, {"object": "list", "data": [{"id": "local-model"}]})

    def do_POST(self) -> None:
        length = int(self.headers.get("content-length", 0))
        request = json.loads(self.rfile.read(length) or b"{}")
        self.server.requests += 1
        mode = self.server.mode
        if mode == "hang":
            self.server.released.wait(self.server.hang_s)
            self.close_connection = True
            return
        if mode == "reset":
            self.close_connection = True  # no status line at all: the client sees EOF
            return
        if request.get("stream"):
            self._stream(mode)
        else:
            self._plain(mode)

    def _plain(self, mode: str) -> None:
        if mode == "error":
            self._json(503, {"error": {"message": "overloaded"}})
        elif mode == "malformed":
            self._raw(200, b'{"id": "cmpl-test", "choices": [{"message": ', "application/json")
        elif mode == "wrong_shape":
            self._json(200, {"unexpected": True})
        elif mode == "midstream":
            # Promise 2000 bytes, send 40, hang up.
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", "2000")
            self.end_headers()
            self.wfile.write(json.dumps(_completion(self.server.reply)).encode()[:40])
            self.close_connection = True
        else:
            self._json(200, _completion(self.server.reply))

    def _stream(self, mode: str) -> None:
        if mode in {"error", "malformed", "wrong_shape"}:
            self._plain(mode)
            return
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Connection", "close")
        self.end_headers()
        words = self.server.reply.split(" ")
        if mode == "midstream":
            for word in words[:2]:
                self.wfile.write(_chunk(word + " "))
            self.wfile.flush()
            self.close_connection = True  # dies without finish_reason or [DONE]
            return
        if mode == "trickle":
            self._trickle()
            return
        for word in words:
            self.wfile.write(_chunk(word + " "))
        self.wfile.write(_chunk(None, "stop"))
        self.wfile.write(b"data: [DONE]\n\n")
        self.close_connection = True

    def _trickle(self) -> None:
        # One SSE comment every 0.2 s: every read succeeds, so only a total deadline helps.
        deadline = time.monotonic() + self.server.hang_s
        try:
            self.wfile.write(_chunk("Hayır, "))
            while time.monotonic() < deadline and not self.server.released.is_set():
                self.wfile.write(b": keep-alive\n\n")
                self.wfile.flush()
                time.sleep(0.2)
        except OSError:
            pass  # the client gave up and closed: that is the point
        self.close_connection = True

    def _json(self, status: int, body: dict[str, Any]) -> None:
        self._raw(status, json.dumps(body).encode(), "application/json")

    def _raw(self, status: int, data: bytes, content_type: str) -> None:
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)


@contextmanager
def fake_llm_server(port: int) -> Iterator[FakeLLMServer]:
    server = FakeLLMServer(port)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield server
    finally:
        server.released.set()
        server.shutdown()
        server.server_close()
        thread.join(timeout=5)
