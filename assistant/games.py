"""Which game a question is about: the page's game, an alias in the question, or a game
we do not carry (so the gate can say so instead of answering from the wrong rulebook)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from turkish import normalize

if TYPE_CHECKING:
    from assistant.corpus import Game

# Popular games customers may ask about; we carry none of their rules.
OTHER_GAMES: dict[str, str] = {
    "catan": "Catan",
    "katan": "Catan",
    "monopoly": "Monopoly",
    "monopol": "Monopoly",
    "carcassonne": "Carcassonne",
    "karkason": "Carcassonne",
    "ticket to ride": "Ticket to Ride",
    "azul": "Azul",
    "pandemic": "Pandemic",
    "risk": "Risk",
    "uno": "Uno",
    "scrabble": "Scrabble",
    "dixit": "Dixit",
    "codenames": "Codenames",
    "splendor": "Splendor",
    "wingspan": "Wingspan",
    "terraforming mars": "Terraforming Mars",
    "7 wonders": "7 Wonders",
    "dominion": "Dominion",
    "munchkin": "Munchkin",
    "okey": "Okey",
    "tavla": "Tavla",
    "satranc": "Satranç",
    "chess": "Satranç",
    "monopoli": "Monopoly",
    "frosthaven": "Frosthaven",
    "x-wing": "Star Wars: X-Wing",
    "legion": "Star Wars: Legion",
    "imperial assault": "Star Wars: Imperial Assault",
    "armada": "Star Wars: Armada",
    "everdell": "Everdell",
    "root": "Root",
}


# Names that are also everyday words ("risk almak", "okey mi", "lejyon"): beside one of our
# games they mean the word, not the game.
COMMON_WORDS = frozenset(
    {"Risk", "Okey", "Root", "Uno", "Tavla", "Satranç", "Star Wars: Legion", "Star Wars: Armada"}
)


@dataclass(frozen=True)
class Detection:
    game: str | None  # one of ours
    other: str | None  # a game we do not carry, by display name
    # A game we do not carry named beside one of ours ("frosthaven karakterleri jaws of the
    # lion'a katılır mı"): (display name, the alias as typed); None otherwise.
    beside: tuple[str, str] | None = None


def _pattern(alias: str) -> re.Pattern[str]:
    # Turkish glues case suffixes onto names ("catan'da", "hiveda"): allow a short tail.
    tail = r"[a-z']{0,5}" if len(alias) >= 4 else ""
    return re.compile(rf"(?<![a-z0-9]){re.escape(alias)}{tail}(?![a-z0-9])")


class GameCatalog:
    def __init__(self, games: dict[str, Game]):
        self.games = games
        self._ours: list[tuple[re.Pattern[str], str]] = []
        for game in games.values():
            names = {game.slug, game.title_tr, game.title_en, *game.aliases}
            for name in names:
                self._ours.append((_pattern(normalize(name)), game.slug))
        self._others = [(_pattern(normalize(k)), v) for k, v in OTHER_GAMES.items()]
        self._beside = [
            (_pattern(normalize(k)), k, v) for k, v in OTHER_GAMES.items() if v not in COMMON_WORDS
        ]

    def detect(self, ascii_text: str) -> Detection:
        """The games named in a normalized question (turkish.normalize)."""
        q = ascii_text
        ours = {slug for pat, slug in self._ours if pat.search(q)}
        other = next((name for pat, name in self._others if pat.search(q)), None)
        game = next(iter(ours)) if len(ours) == 1 else None
        beside = next(((name, alias) for pat, alias, name in self._beside if pat.search(q)), None)
        return Detection(game, other if not ours else None, beside if ours else None)

    def titles(self) -> str:
        return ", ".join(g.title_tr for g in self.games.values())
