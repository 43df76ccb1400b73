"""Request and response bodies of the API (also what /docs shows)."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field


class Turn(BaseModel):
    role: Literal["user", "assistant"]
    content: str = Field(max_length=4000)


class AskRequest(BaseModel):
    # No length limit on `question` here: the pipeline's own check answers 413 with the
    # Turkish message and the character count, which is clearer than a schema error.
    question: str = Field(description="Müşterinin sorusu (en fazla 2000 karakter)")
    game: str | None = Field(default=None, description="Oyun kısa adı, ör. 'hoth'")
    history: list[Turn] = Field(
        default_factory=list,
        max_length=20,
        description="Önceki mesajlar, en fazla 10 tur (soru + cevap)",
    )
    lang: str | None = Field(
        default=None,
        pattern=r"^[a-z]{2}$",
        description="Arayüz dili; cevaplar şimdilik her zaman Türkçe",
    )


class CitationOut(BaseModel):
    n: int
    chunk_id: str
    game: str
    document: str
    section: str
    quote: str
    lang: str
    source_label: str


class AnswerOut(BaseModel):
    """The validated answer. Extra keys of the core's Answer.to_dict() pass through."""

    model_config = ConfigDict(extra="allow")

    answer_id: str
    question: str
    answer: str
    citations: list[CitationOut]
    refused: bool
    refusal_reason: str | None
    confidence: float
    game: str | None
    disclaimer: str | None
    notice_title: str | None
    checks: list[dict[str, Any]]
    latency_ms: float
    answerer: str


class FeedbackRequest(BaseModel):
    answer_id: str = Field(min_length=1, max_length=64)
    vote: Literal["up", "down"]
    comment: str | None = Field(default=None, max_length=1000)


class FeedbackOut(BaseModel):
    ok: bool = True
    answer_id: str
    vote: str


class NoticeOut(BaseModel):
    title: str
    official_pdf: str
    disclaimer: str


class GameOut(BaseModel):
    slug: str
    title_tr: str
    title_en: str
    aliases: list[str]
    languages: list[str]
    description: str
    notice: NoticeOut


class RangeOut(BaseModel):
    min: int | None
    max: int | None


class CalcFieldOut(BaseModel):
    name: str = Field(description="Sorgu parametresinin adı")
    label: str
    kind: Literal["int", "ints", "choice", "text", "flag", "lines"]
    help: str
    example: str = Field(description="Örnek bir değer (forma önceden yazılmaz)")
    required: bool
    range: RangeOut | None
    choices: list[str]


class CalculatorOut(BaseModel):
    id: str
    game: str
    title: str
    description: str
    path: str
    fields: list[CalcFieldOut]
    examples: list[str] = Field(description="Bu hesaplayıcının cevapladığı müşteri soruları")


class RefOut(BaseModel):
    section: str
    quote: str


class StepOut(BaseModel):
    text: str
    section: str | None
    quote: str | None


class CalcResultOut(BaseModel):
    """A calculator's result (also the `calculator` field of an answer)."""

    game: str
    value: int | None
    unit: str | None
    summary: str
    trail: list[str]
    refs: list[RefOut]
    lead: str
    steps: list[StepOut]
    arithmetic: str
    computed: bool
    parts: dict[str, CalcResultOut] = Field(description="Oyuncu başına sonuç (puanlama turu)")
    calculator: str
    unstated: bool = Field(description="Kural metni sorulan sayıyı vermiyor")
