"""rules-assistant: ask | ingest | games | answer-batch | eval | serve | calc."""

from __future__ import annotations

import json
import logging
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from assistant.config import Settings
from assistant.errors import CorpusError, QuestionError, UnknownGameError
from validators.cli import calc_app

if TYPE_CHECKING:
    from assistant.answer import Assistant
    from assistant.eval_runner import FakeScript

app = typer.Typer(
    help="Kural Rehberi: Türkçe, kaynak gösteren kutu oyunu kural asistanı.", no_args_is_help=True
)


# One subcommand per declared calculator (validators/calculator.py), built from the declarations.
app.add_typer(calc_app(), name="calc", help="Kural hesaplayıcıları (zar, puan, seviye, sayılar).")


def _settings(answerer: str | None = None) -> Settings:
    settings = Settings()
    if answerer:
        settings = settings.model_copy(update={"answerer": answerer})
    return settings


def _assistant(settings: Settings, quiet: bool = False) -> Assistant:
    from assistant.service import build_assistant

    try:
        assistant = build_assistant(settings)
    except CorpusError as exc:
        typer.echo(f"Kural metinleri yüklenemedi: {exc}", err=True)
        raise typer.Exit(2) from exc
    assistant.warm_up(progress=None if quiet else _progress_bar())
    return assistant


def _progress_bar() -> Callable[[int, int], None]:
    from tqdm import tqdm

    bar: dict[str, Any] = {}

    def update(done: int, total: int) -> None:
        if "bar" not in bar:
            bar["bar"] = tqdm(total=total, desc="Dizinleniyor", unit="parça", file=sys.stderr)
        bar["bar"].n = done
        bar["bar"].refresh()
        if done >= total:
            bar.pop("bar").close()

    return update


@app.command()
def ask(
    question: str,
    game: Annotated[
        str | None, typer.Option(help="Oyun kısa adı: hoth, hive, alhambra, gloomhaven-jotl")
    ] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Cevabı JSON olarak yaz")] = False,
    answerer: Annotated[
        str | None, typer.Option(help="rulings | extractive | openai | llamacpp")
    ] = None,
) -> None:
    """Bir kural sorusunu cevapla."""
    assistant = _assistant(_settings(answerer), quiet=as_json)
    try:
        answer = assistant.ask(question, game=game)
    except (QuestionError, UnknownGameError) as exc:
        typer.echo(str(exc), err=True)
        raise typer.Exit(2) from exc
    if as_json:
        typer.echo(json.dumps(answer.to_dict(), ensure_ascii=False, indent=2))
        return
    typer.echo(answer.text)
    for c in answer.citations:
        typer.echo(f"[{c.n}] {c.game} › {c.section} ({c.source_label}) — “{c.quote}”")
    for check in answer.checks:
        if check.verdict.value != "uncheckable":  # the rest only clutters a terminal
            typer.echo(f"  denetim: {check.verdict.value} {check.claim.text!r} → {check.expected}")


@app.command()
def ingest(rebuild: Annotated[bool, typer.Option(help="Dizini sıfırdan kur")] = False) -> None:
    """Kural metinlerini dizinle (değişmeyen parçalar yeniden gömülmez)."""
    from assistant.service import build_assistant

    assistant = build_assistant(_settings())
    report = assistant.knowledge.index.ingest(rebuild=rebuild, progress=_progress_bar())
    typer.echo(
        f"{report.added} eklendi, {report.updated} güncellendi, {report.deleted} silindi, "
        f"{report.unchanged} değişmedi; {report.sentences_embedded} yeni cümle vektörü "
        f"({report.seconds:.1f} s)."
    )


@app.command()
def games() -> None:
    """Kayıtlı oyunları listele."""
    from assistant.corpus import load_games

    for game in load_games(_settings().corpus_dir).values():
        typer.echo(f"{game.slug:<18}{game.title_tr}  [{', '.join(game.languages)}]")


@app.command("answer-batch")
def answer_batch(
    in_path: Annotated[Path, typer.Option("--in", help="JSONL: {id, question, game?}")],
    out_path: Annotated[Path, typer.Option("--out", help="JSONL cevaplar")],
    answerer: Annotated[str | None, typer.Option()] = None,
) -> None:
    """Bir JSONL soru dosyasını cevapla (model bir kez yüklenir)."""
    assistant = _assistant(_settings(answerer))
    with in_path.open(encoding="utf-8") as src, out_path.open("w", encoding="utf-8") as out:
        for n, line in enumerate(src, 1):
            if not line.strip():
                continue
            out.write(json.dumps(_batch_line(assistant, line, n), ensure_ascii=False) + "\n")
    typer.echo(f"cevaplar: {out_path}")


def _batch_line(assistant: Any, line: str, n: int) -> dict[str, Any]:
    try:
        item = json.loads(line)
        game = item.get("game")
        answer = assistant.ask(item["question"], game=None if game in (None, "", "none") else game)
    except (QuestionError, UnknownGameError) as exc:
        return {
            "id": item.get("id", n),
            "answer": str(exc),
            "citations": [],
            "refused": True,
            "checks": [],
            "confidence": 0.0,
            "latency_ms": 0.0,
        }
    except (json.JSONDecodeError, KeyError, TypeError, AttributeError) as exc:
        return {
            "id": n,
            "answer": f"Satır okunamadı: {exc}",
            "citations": [],
            "refused": True,
            "checks": [],
            "confidence": 0.0,
            "latency_ms": 0.0,
        }
    data = answer.to_dict()
    keys = ("answer", "citations", "refused", "checks", "confidence", "latency_ms")
    return {"id": item.get("id", n), **{k: data[k] for k in keys}}


@app.command("eval")
def evaluate(
    set_path: Annotated[
        Path, typer.Option("--set", help="dev.jsonl biçiminde soru dosyası")
    ] = Path("../shared/eval/dev.jsonl"),
    answerer: Annotated[
        str | None,
        typer.Option(
            help="rulings | extractive | openai | llamacpp | fake (yanlış sayı söyleyen sahte "
            "LLM); verilmezse RULES_ANSWERER"
        ),
    ] = None,
    compare: Annotated[
        str | None, typer.Option(help="'baseline': naif LangChain RAG ile yan yana puanla")
    ] = None,
    report_dir: Annotated[Path, typer.Option(help="JSON + Markdown raporların klasörü")] = Path(
        "data/eval"
    ),
    report: Annotated[Path | None, typer.Option(help="ek olarak bu JSON dosyasına yaz")] = None,
    sweep: Annotated[bool, typer.Option(help="ret eşiği taraması (abstention curve)")] = True,
) -> None:
    """Soru setini puanla: türlere göre tablo, ret eşiği taraması, JSON + Markdown rapor."""
    from assistant.answerers.base import answerer_names
    from assistant.eval_runner import console_report, evaluate, write_reports

    answerer = answerer or _settings().answerer
    if answerer not in [*answerer_names(), "fake"]:
        raise typer.BadParameter(f"unknown answerer {answerer!r}", param_hint="--answerer")
    if compare not in (None, "baseline"):
        raise typer.BadParameter("only 'baseline' can be compared", param_hint="--compare")
    assistant, fake = _eval_assistant(answerer)
    baseline = None
    if compare == "baseline":
        from assistant.baseline import NaiveRAG

        baseline = NaiveRAG(
            assistant.settings, embedder=assistant.knowledge.index.embedder, llm=assistant.llm
        )
    result = evaluate(
        assistant, set_path, answerer=answerer, baseline=baseline, fake=fake, sweep=sweep
    )
    typer.echo(console_report(result))
    typer.echo(f"\nrapor: {write_reports(result, report_dir, report)}")


def _eval_assistant(answerer: str) -> tuple[Assistant, FakeScript | None]:
    """The assistant for an eval run; `fake` wires a scripted FakeChatModel in as the LLM."""
    if answerer != "fake":
        return _assistant(_settings(answerer), quiet=True), None
    from assistant.eval_runner import FakeScript
    from assistant.service import build_assistant

    fake = FakeScript()
    assistant = build_assistant(_settings(), chat_model=fake.model)
    assistant.warm_up()
    return assistant, fake


@app.command()
def serve(
    host: str = "127.0.0.1",
    port: int = 8000,
    workers: int = 1,
) -> None:
    """Web uygulamasını başlat (dizin yoksa önce dizinler)."""
    import uvicorn

    _assistant(_settings())  # ingest once here so workers start on a ready index
    uvicorn.run("web.app:create_app", factory=True, host=host, port=port, workers=workers)


def main() -> None:  # pragma: no cover
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    app(prog_name="rules-assistant")


if __name__ == "__main__":  # pragma: no cover
    main()
