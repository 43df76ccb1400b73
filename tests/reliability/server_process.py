"""The real server as a subprocess (uvicorn, loopback), for tests that kill or restart it."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import httpx

from tests.web.browser_support import free_port

ROOT = Path(__file__).resolve().parents[2]


class ServerProcess:
    """`with ServerProcess(data_dir) as server:` starts it and waits for /readyz."""

    def __init__(self, data_dir: Path, embedder: str = "hash", **env: str) -> None:
        self.data_dir = data_dir
        self.port = free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        self.log = data_dir / f"server-{self.port}.log"
        self.env = {
            **os.environ,
            "OMP_NUM_THREADS": "1",
            "RULES_EMBEDDER": embedder,
            "RULES_DATA_DIR": str(data_dir),
            "RULES_DATABASE_URL": f"sqlite:///{data_dir / 'feedback.db'}",
            "RULES_RATE_LIMIT": "1000000",
            "RULES_GATE_THRESHOLD": "0",
            "RULES_ANSWERER": "extractive",
            **env,
        }
        self.proc: subprocess.Popen[bytes] | None = None

    def start(self, timeout_s: float = 120) -> ServerProcess:
        cmd = [sys.executable, "-m", "uvicorn", "web.app:create_app", "--factory",
               "--host", "127.0.0.1", "--port", str(self.port), "--log-level", "warning"]  # fmt: skip
        self.data_dir.mkdir(parents=True, exist_ok=True)
        with self.log.open("ab") as log:
            self.proc = subprocess.Popen(cmd, cwd=ROOT, env=self.env, stdout=log, stderr=log)
        deadline = time.monotonic() + timeout_s
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"server exited {self.proc.returncode}: {self.output()}")
            try:
                # /readyz answers (200, or 503 while the index is unavailable): up.
                if httpx.get(f"{self.base}/readyz", timeout=2).status_code in {200, 503}:
                    return self
            except httpx.HTTPError:
                pass
            time.sleep(0.2)
        self.stop()
        raise RuntimeError(f"server not up in {timeout_s} s: {self.output()}")

    def kill(self) -> None:
        """SIGKILL: no shutdown handlers, no flushing, like a power cut for the process."""
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGKILL)
            self.proc.wait(timeout=10)

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.kill()

    def output(self) -> str:
        return self.log.read_text(errors="replace")[-3000:] if self.log.exists() else ""

    def __enter__(self) -> ServerProcess:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()
