"""Turn a follow-up into a standalone question using the conversation.

Four kinds of follow-up, told apart by what the new turn says of its own:
- another subject for the same question ("peki çekirge?", "snowspeeder için de aynı mı"):
  the previous question with its subject replaced ("örümcek kaç alan gider" → "çekirge kaç
  alan gider");
- a new condition ("peki hedef siperdeyse?") or a pointer back ("bunlar sayılıyor mu"): the
  previous question with the new turn appended;
- a new question about a new subject ("ya böcek ne yapar"): the turn itself;
- anything else that stands on its own: the turn itself.

Subjects are the game pieces, units and components the rulebooks name in headings
("Örümcek (Spider)", "Snowspeeder minyatürü (Rebel Vehicle/Flying)"): `EntityLexicon`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from turkish import tokenize

# Words that say nothing of their own in a follow-up.
_FILLER = frozenset(
    {"peki", "ya", "zaman", "ayni", "sey", "icin", "midir", "mudur", "oyle", "oyleyse"}
    | {"ayrica", "hani", "nasil", "onun", "onlar", "durum", "peki"}
)
# A pointer back to the previous turn's things.
_POINTER = frozenset({"bu", "bunu", "bunlar", "bunlari", "bunun", "o", "onu", "onlari", "ona"})
# A rank or number before a name ("ilk puanlama", "2. puanlama"): what a follow-up may change.
_RANK = re.compile(r"^(ilk|son|birinci|ikinci|ucuncu|dorduncu|besinci|\d+)$")
# "siperdeyse", "atarsa", "varsa": a condition added to the previous question.
_CONDITIONAL = re.compile(r"(y?s[ae]|r[sş][ae])(m|n|k|n[iu]z)?$")
# Words of component names that name no thing of their own ("Snowspeeder minyatürü").
_GENERIC = frozenset(
    {"minyaturu", "minyatur", "karti", "kartlari", "karosu", "karolari", "jetonu", "tahtasi"}
    | {"kitabi", "kitapcigi", "levhasi", "sayfasi", "kutusu", "parcalari", "zarlari", "cift"}
    | {"tarafli", "oyun", "ozel"}
)
_HEADING_NAME = re.compile(r"^(.+?)\s*\(([^)]+)\)\s*$")
PREFIX = 5  # a Turkish suffix may follow a name: "örümceğim", "snowspeederı"
OWN = 4  # words of its own (not filler, not a name): a question that stands alone


def _key(word: str) -> str:
    return word[:PREFIX]


@dataclass(frozen=True)
class Mention:
    name: str  # the entity as the lexicon writes it (normalized)
    start: int  # word positions in the turn
    end: int


class EntityLexicon:
    """Names of pieces, units and components, from the rulebooks' headings."""

    def __init__(self, names: Iterable[str], whole: Iterable[str] | None = None):
        self.names: dict[tuple[str, ...], str] = {}
        for name in names:
            words = tuple(_key(w) for w in tokenize(name) if len(w) >= 3)
            if words:
                self.names.setdefault(words, " ".join(tokenize(name)))
        # Looked up by their first word; `rank` orders the longest names first (then as
        # listed), so a longer name takes its words before a shorter one can.
        by_length = sorted(self.names.items(), key=lambda kv: -len(kv[0]))
        self._by_first: dict[str, list[tuple[int, tuple[str, ...], str]]] = {}
        for rank, (name_keys, name) in enumerate(by_length):
            self._by_first.setdefault(name_keys[0], []).append((rank, name_keys, name))
        # The names that are a thing's whole name ("çekirge", "snowspeeder", "başlangıç
        # karosu"), not one word of a longer one ("yeniden" of "Yeniden Düzenle").
        self.whole = frozenset(
            " ".join(tokenize(n)) for n in (self.names.values() if whole is None else whole)
        )

    @classmethod
    def from_headings(cls, headings: Iterable[str]) -> EntityLexicon:
        names: list[str] = []
        whole: list[str] = []
        for heading in headings:
            match = _HEADING_NAME.match(heading)
            if match:  # "Örümcek (Spider)": both are names customers use
                turkish = match.group(1)
                names += [turkish, *match.group(2).split("/")]
                whole += [turkish, *match.group(2).split("/")]
                # "Snowspeeder minyatürü": customers say "snowspeeder"
                words = [w for w in tokenize(turkish) if len(w) >= PREFIX and w not in _GENERIC]
                names += words
                if len(words) == 1:  # the rest are generic words: the word is the name
                    whole += words
        return cls(names, whole)

    def mentions(self, words: list[str]) -> list[Mention]:
        """The names the words contain, longest names first, none overlapping another."""
        keys = [_key(w) for w in words]
        hits = [
            (rank, i, n, name)
            for i, key in enumerate(keys)
            for rank, name_keys, name in self._by_first.get(key, ())
            if tuple(keys[i : i + (n := len(name_keys))]) == name_keys
        ]
        found: list[Mention] = []
        taken: set[int] = set()
        for _, i, n, name in sorted(hits):
            if not taken & set(range(i, i + n)):
                found.append(Mention(name, i, i + n))
                taken |= set(range(i, i + n))
        return sorted(found, key=lambda m: m.start)


def _previous(history: list[dict[str, str]] | None) -> str | None:
    turns = [
        t.get("content", "")
        for t in history or []
        if isinstance(t, dict) and t.get("role") == "user" and t.get("content")
    ]
    return turns[-1].strip() if turns else None


def standalone_question(
    question: str, history: list[dict[str, str]] | None, lexicon: EntityLexicon | None = None
) -> str:
    previous = _previous(history)
    if previous is None:
        return question
    words = tokenize(question)
    lexicon = lexicon or EntityLexicon(())
    new = lexicon.mentions(words)
    in_names = {i for m in new for i in range(m.start, m.end)}
    # Words of its own: not filler, not part of a name, not a two- or three-letter particle.
    own = [w for i, w in enumerate(words) if i not in in_names and w not in _FILLER]
    own = [w for w in own if len(w) >= 4 or _RANK.match(w)]
    if len(own) >= OWN:
        return question
    appended = f"{previous} {question}"
    if new and not own:  # another subject for the same question, in the customer's words
        subject = " ".join(
            w for w in words if len(w) >= 3 and w not in _FILLER and w not in _POINTER
        )
        return _replace_subject(previous, subject, new[0].name, lexicon) or appended
    if new and len(own) == 1 and _RANK.match(own[0]):  # "peki ikinci puanlamada?"
        return _replace_rank(previous, new[0].name, own[0], lexicon) or appended
    # "bunlar sayılıyor mu" points back; in "ya çekirge? o ... girebilir mi" the pointer
    # comes after the new name and points at it.
    pointers = [i for i, w in enumerate(words) if w in _POINTER]
    points_back = bool(pointers) and (not new or pointers[0] < new[0].start)
    if new and not points_back and not any(_CONDITIONAL.search(w) for w in own):
        return question  # a new question about a new subject: "ya böcek ne yapar"
    return appended  # a new condition, or a pointer back: keep the context


def _replace_rank(previous: str, subject: str, rank: str, lexicon: EntityLexicon) -> str | None:
    """The previous question with the rank before `subject` changed ("ilk" → "ikinci")."""
    words = tokenize(previous)
    for m in lexicon.mentions(words):
        if m.name == subject and m.start > 0 and _RANK.match(words[m.start - 1]):
            return " ".join([*words[: m.start - 1], rank, *words[m.start :]])
    return None


def _replace_subject(previous: str, subject: str, name: str, lexicon: EntityLexicon) -> str | None:
    """The previous question with its first named thing (adjacent names merged: "keşif
    droidi") replaced by `subject`."""
    words = tokenize(previous)
    old = [m for m in lexicon.mentions(words) if m.name != name]
    if not old:
        return None
    start, end = old[0].start, old[0].end
    for m in old[1:]:
        if m.start != end:
            break
        end = m.end
    return " ".join([*words[:start], subject, *words[end:]])
