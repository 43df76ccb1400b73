"""rules-assistant: ask | ingest | games | answer-batch | eval | serve | config | calc |
rulings export."""

from __future__ import annotations

import json
import logging
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, NoReturn

import typer

from assistant.config import (
    ConfigError,
    Settings,
    check_answerer,
    effective_settings,
    load_settings,
    unknown_variables,
)
from assistant.errors import CorpusError, QuestionError, UnknownGameError
from assistant.startup import StageProgress, backend_problems, check_backends, load_embedder
from validators.cli import calc_app

if TYPE_CHECKING:
    from assistant.answer import Assistant
    from assistant.eval_runner import FakeScript

app = typer.Typer(
    help="Kural Rehberi: Türkçe, kaynak gösteren kutu oyunu kural asistanı.", no_args_is_help=True
)


# One subcommand per declared calculator (validators/calculator.py), built from the declarations.
app.add_typer(calc_app(), name="calc", help="Kural hesaplayıcıları (zar, puan, seviye, sayılar).")


def _fail(lines: list[str]) -> NoReturn:
    """Bad settings end the program here: one line each, exit code 2, no traceback."""
    for line in lines:
        typer.echo(f"config error: {line}", err=True)
    raise typer.Exit(2)


_warned = False


def _settings(answerer: str | None = None) -> Settings:
    global _warned
    if not _warned:  # a misspelt RULES_ variable would otherwise be ignored in silence
        _warned = True
        for line in unknown_variables():
            typer.echo(f"config warning: {line}", err=True)
    if answerer is not None:
        try:
            check_answerer(answerer)
        except ValueError as exc:
            _fail([f"--answerer={answerer!r}: {exc}"])
    try:
        return load_settings(answerer=answerer)
    except ConfigError as exc:
        _fail(exc.lines)


def _assistant(settings: Settings, quiet: bool = False) -> Assistant:
    from assistant.service import build_assistant

    try:
        check_backends(settings)
        assistant = build_assistant(settings)
        load_embedder(settings, assistant.knowledge.index.embedder)
    except ConfigError as exc:
        _fail(exc.lines)
    except CorpusError as exc:
        typer.echo(f"Kural metinleri yüklenemedi: {exc}", err=True)
        raise typer.Exit(2) from exc
    progress = None if quiet else StageProgress()
    assistant.warm_up(progress=progress)
    return assistant


def _check_request(settings: Settings, question: str, game: str | None) -> None:
    """An unusable question or an unknown game is said before the index loads (seconds)."""
    from assistant.corpus import load_games
    from assistant.safety import clean_question
    from assistant.stages.scope import check_page_game

    try:
        clean_question(question, settings.max_question_chars)
        check_page_game(load_games(settings.corpus_dir), game)
    except (QuestionError, UnknownGameError) as exc:
        typer.echo(str(exc), err=True)
        raise typer.Exit(2) from exc
    except CorpusError as exc:
        typer.echo(f"Kural metinleri yüklenemedi: {exc}", err=True)
        raise typer.Exit(2) from exc


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
    settings = _settings(answerer)
    _check_request(settings, question, game)
    assistant = _assistant(settings, quiet=as_json)
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
    settings = _settings()  # a bad setting is said before the index's libraries load
    from assistant.service import build_assistant

    typer.echo(f"Veri klasörü: {settings.data_dir}", err=True)
    try:
        check_backends(settings)
        assistant = build_assistant(settings)
        load_embedder(settings, assistant.knowledge.index.embedder)
    except ConfigError as exc:
        _fail(exc.lines)
    progress = StageProgress()
    report = assistant.knowledge.index.ingest(rebuild=rebuild, progress=progress)
    typer.echo(
        f"{report.added} eklendi, {report.updated} güncellendi, {report.deleted} silindi, "
        f"{report.unchanged} değişmedi; {report.sentences_embedded} yeni cümle vektörü, "
        f"{report.rulings_embedded} yeni kural kararı vektörü "
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
    report_dir: Annotated[
        Path | None, typer.Option(help="JSON + Markdown raporların klasörü [veri klasörü/eval]")
    ] = None,
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
    report_dir = report_dir or assistant.settings.data_dir / "eval"
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

    from storage.urls import mask

    settings = _settings()
    typer.echo(f"Veri klasörü: {settings.data_dir}", err=True)
    typer.echo(f"Veritabanı: {mask(settings.database_url)}", err=True)
    _assistant(settings)  # ingest once here so workers start on a ready index
    typer.echo(f"Kural Rehberi: http://{host}:{port}", err=True)
    uvicorn.run("web.app:create_app", factory=True, host=host, port=port, workers=workers)


rulings_app = typer.Typer(help="Mağaza kararları: personel konsolunda yazılan kurallar.")
app.add_typer(rulings_app, name="rulings")


@rulings_app.command("export")
def rulings_export(
    game: Annotated[str | None, typer.Option(help="Yalnızca bu oyunun kararları")] = None,
    out: Annotated[
        Path | None,
        typer.Option(help="Yazılacak TOML dosyası (birden çok oyun için bir klasör)"),
    ] = None,
) -> None:
    """Mağaza kararlarını rules_corpus kural kararı biçiminde (TOML) dışa aktar."""
    from assistant.corpus import Corpus
    from assistant.errors import StaffRulingsUnavailable
    from assistant.staff_export import EXPORT_FILE, export_game
    from assistant.staff_rulings import StaffRuling
    from storage.staff_rulings import RulingStoreError, StaffRulingStore

    settings = _settings()
    try:
        corpus = Corpus(settings.corpus_dir)
    except CorpusError as exc:
        typer.echo(f"Kural metinleri yüklenemedi: {exc}", err=True)
        raise typer.Exit(2) from exc
    if game is not None and game not in corpus.games:
        typer.echo(f"'{game}' adında bir oyun yok. Kayıtlı oyunlar: {', '.join(corpus.games)}.", err=True)  # fmt: skip
        raise typer.Exit(2)
    store = StaffRulingStore(settings.database_url)
    try:
        rows = store.list(game)
    except (RulingStoreError, StaffRulingsUnavailable) as exc:
        typer.echo(f"Mağaza kararlarının veritabanı okunamadı: {exc}", err=True)
        raise typer.Exit(1) from exc
    finally:
        store.close()
    by_game: dict[str, list[StaffRuling]] = {}
    for row in rows:
        if row.game in corpus.games:
            by_game.setdefault(row.game, []).append(StaffRuling.from_row(row))
    games = [game] if game is not None else sorted(by_game)
    if not games:
        typer.echo("Veritabanında mağaza kararı yok.", err=True)
        return
    to_folder = out is not None and (out.is_dir() or len(games) > 1)
    if len(games) > 1 and not to_folder:
        typer.echo(
            f"Birden çok oyunun kararı var ({', '.join(games)}): --game ile birini seç ya da "
            "--out ile bir klasör ver (her oyun KLASÖR/<oyun>/rulings/ altına yazılır).",
            err=True,
        )
        raise typer.Exit(2)
    for slug in games:
        export = export_game(corpus, slug, by_game.get(slug, []))
        typer.echo(export.summary(), err=True)
        if out is None:
            typer.echo(export.text, nl=False)
            continue
        target = out / slug / "rulings" / EXPORT_FILE if to_folder else out
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(export.text, encoding="utf-8")
        typer.echo(f"yazıldı: {target}", err=True)


@app.command("config")
def show_config(
    answerer: Annotated[str | None, typer.Option(help="extractive | openai | llamacpp")] = None,
) -> None:
    """Geçerli ayarları ve her birinin nereden geldiğini yaz (gizli değerler maskeli)."""
    settings = _settings(answerer)
    rows = effective_settings(settings, {"answerer": answerer})
    width = max(len(name) for name, _, _ in rows)
    value_width = min(48, max(len(value) for _, value, _ in rows))
    for name, value, source in rows:
        typer.echo(f"{name:<{width}}  {value:<{value_width}}  {source}")
    problems = backend_problems(settings)
    for line in problems:
        typer.echo(f"config error: {line}", err=True)
    if problems:
        raise typer.Exit(2)


def main() -> None:  # pragma: no cover
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    try:
        app(prog_name="rules-assistant")
    except ConfigError as exc:  # raised outside a command's own handling
        for line in exc.lines:
            print(f"config error: {line}", file=sys.stderr)
        sys.exit(2)


if __name__ == "__main__":  # pragma: no cover
    main()
