"""Scope: which game the question is answered from — the one it names, else the page's,
else one decided later from the rules' content; a game we do not carry is noted."""

from __future__ import annotations

from collections.abc import Mapping

from assistant.corpus import Game
from assistant.errors import UnknownGameError
from assistant.question import Question
from assistant.types import Scope


def check_page_game(games: Mapping[str, Game], page_game: str | None) -> None:
    """UnknownGameError (Turkish, listing the games) for a game we do not carry."""
    if page_game is not None and page_game not in games:
        raise UnknownGameError(
            f"'{page_game}' adında bir oyun yok. Kayıtlı oyunlar: {', '.join(games)}."
        )


class ScopeStage:
    def __init__(self, games: Mapping[str, Game]) -> None:
        self.games = games

    def run(self, question: Question, page_game: str | None) -> Scope:
        check_page_game(self.games, page_game)
        if question.other_game and not question.game:
            return Scope(page_game, "other", question.other_game)
        if question.game:
            return Scope(question.game, "named")
        if page_game:
            return Scope(page_game, "page")
        return Scope(None, "content")
