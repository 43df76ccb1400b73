"""How far a unit can fall back, as a customer describes the board behind it.

The rule: "Birim, başka birim bulunan hexe çekilemez. Çekilemeyen veya tahtadan dışarı çekilen
birim her tamamlanamayan geri çekilme için 1 minyatür kaybeder." A loss question may say how
much room there is behind the unit:

* none: "arkam tamamen dolu", "çekilecek hiç boş hex yok", "tahtanın kenarındayım";
* a count: "arkamda 1 hex boş", "sadece iki hex geri gidebilirim";
* where the path ends: "ilk hexe çekilebiliyorum ama ikinci hexte kendi birimim var",
  "1 hex boş, ondan sonraki hexte birim var" (the free hexes are the ones before);
* all of it: "arkam boş", "geri çekilme yolu açık".

`retreat_room` reads that on the folded question: the free hexes (an int), `OPEN` when the path
is open, None when the board behind the unit is not described, and False when the words
disagree or say something the count cannot be read from ("ilk hexe çekilebiliyorum" alone:
at least one, but how many?). A passable terrain named in a hex ("ikinci hexte kaya var")
blocks nothing ("arazi geri çekilme hareketini etkilemez"), so it is no description of room.
"""

from __future__ import annotations

import re
from typing import Final, Literal

OPEN: Final = -1  # the path behind the unit is open: every retreat can be made

_NUM = r"(\d+|bir|bi|tek|iki|uc|dort|bes)"
_WORDS = {"bir": 1, "bi": 1, "tek": 1, "iki": 2, "uc": 3, "dort": 4, "bes": 5}
_ORD = r"(ilk|birinci|ikinci|ucuncu|dorduncu|besinci|1\.|2\.|3\.|4\.)"
_ORDS = {"ilk": 1, "birinci": 1, "ikinci": 2, "ucuncu": 3, "dorduncu": 4, "besinci": 5,
         "1.": 1, "2.": 2, "3.": 3, "4.": 4}  # fmt: skip
_B = r"(?<![a-z0-9])"
# Something in a hex that a unit cannot retreat into: a unit (any, "kendi birimim"), impassable
# terrain or structure, the board's edge; or the unit cannot go there.
_BLOCKER = (
    r"(?:dolu|birim\w*|asker\w*|dost\w*|dusman\w*|\w*trooper\w*|\w*speeder\w*|at-?at\w*"
    r"|topcu\w*|droid\w*|serak\w*|yapi\w*|kalkan\w*|iyon\w*|gecilemez\w*|gidemi\w*|gidemez\w*"
    r"|cekilemi\w*|cekilemez\w*|tahta\w*\s+dis\w*|disari\w*|yok)(?![a-z])"
)
_CAN_GO = r"(?:geri\s+)?(?:cekilebil|gidebil|kacabil|gecebil)\w*"
_FREE_WORD = r"(?:bos|acik|serbest)"
_FREE = _FREE_WORD + r"(?![a-z])"
# A word inside one hex's description: not the next hex, a conjunction or a "can go" verb.
_IN_HEX = r"(?:(?!hex|ama\b|fakat\b|ancak\b|ve\b|\w*ebil)\S+\s+)"
# "1 hex boş", "iki hexlik yer var", "1 boş hex var", "sadece 1 hex çekilebiliyorum"
_COUNT = [
    re.compile(_B + _NUM + r"\s*(?:tane\s+)?hex\w*\s+(?:\S+\s+){0,2}?(?:" + _FREE_WORD + r"|yer|alan|mesafe)\w*(\s+(?:bile\s+)?(?:yok|kalmadi|degil))?"),
    re.compile(_B + _NUM + r"\s*(?:tane\s+)?bos\s+(?:hex|yer)\w*(\s+(?:bile\s+)?(?:yok|kalmadi))?"),
    re.compile(_B + _NUM + r"\s*(?:tane\s+)?(?:hex\w*|kere|kez|defa|adim)\s+(?:\S+\s+){0,2}?"
               + _CAN_GO + r"()"),
]  # fmt: skip
# "ilk hexe çekilebiliyorum", "birinci hex boş": at least that many
_ORD_FREE = re.compile(_ORD + r"\s*hex\w*\s+(?:\S+\s+){0,2}?(?:" + _CAN_GO + "|" + _FREE + ")")
# "ikinci hexte kendi birimim var", "ikinci hex dolu": the path ends before that hex
_ORD_BLOCK = re.compile(_ORD + r"\s*hex\w*\s+" + _IN_HEX + r"{0,4}?" + _BLOCKER)
# "ondan sonraki hexte birim var": ends right after the free hexes already named
_NEXT_BLOCK = re.compile(
    r"(?:ondan|daha|sonra|arkasindan|arkasindaki|onun)\s+(?:sonra(?:ki)?\s+)?(?:gelen\s+)?"
    r"hex\w*\s+" + _IN_HEX + r"{0,4}?" + _BLOCKER
)
_NOT_COUNT = r"(?:(?!\d|hex|sonra|bir\b|iki\b|uc\b)\S+\s+)"
_NONE = re.compile(
    r"arka(?:m|mda|mdaki|miz|mizda|si|sinda|sindaki|n|nda|ndaki)\s+" + _NOT_COUNT + r"{0,3}?"
    r"(?:dolu|kapali|tikali|birim\w*\s+var|gecilemez)"
    r"|(?:hic\s+)?bos\s+(?:bir\s+)?(?:hex|yer|alan)\w*\s+(?:\S+\s+)?(?:yok|kalmadi|kalmamis)"
    r"|cekilecek\s+(?:hic\s+)?(?:bir\s+)?(?:bos\s+)?(?:yer|hex|alan|yol)\w*\s+(?:\S+\s+)?(?:yok|kalmadi)"
    r"|(?:cekil\w*|kacis)\s*yol\w*\s+(?:\S+\s+)?(?:yok|kapali|tikali)"
    r"|yol\w*\s+(?:tamamen\s+|hep\s+)?(?:kapali|tikali)"
    r"|(?:hex|yer|yol)\w*\s+(?:\w+\s+)?dolu"  # "arkadaki hexler hep dolu"
    r"|cekilemi\w*|cekilemez\w*|cekilemedi\w*|cekilemeyece\w*|hic\s+cekil"
    r"|kenar(?:da|dayim|dayiz|inda|indayim|indaki|daki)|kenar\w*\s+(?:duru|bulun)"
    r"|(?:kendi\s+)?taraf\s+cizgi(?:m|miz|si)?(?:n|ni)?(?:de|da|deyim|dayim|indeyim)"
    r"|baseline\w*|en\s+arka(?:da|dayim)|tahta\w*\s+dis\w*|disari\s+cik"
)
_OPEN = re.compile(
    r"arka(?:m|mda|miz|mizda|si|sinda|n|nda)\s+(?:tamamen\s+|hep\s+|bom\s*)?" + _FREE
    + r"|(?:cekil\w*|kacis)\s*yol\w*\s+(?:\S+\s+)?acik"
    + r"|(?:rahat(?:ca)?|istedigim\s+kadar|rahatlikla|sorunsuz)\s+(?:geri\s+)?(?:cekilebil|gidebil)"
)  # fmt: skip
# "1 çekilemeyen geri çekilme": the blocked count itself (hoth-losses reads it)
_BLOCKED_COUNT = re.compile(_B + _NUM + r"\s+(?:tane\s+)?(?:cekilemeyen|tamamlanamayan)")


def _value(word: str) -> int:
    return int(word) if word.isdigit() else _WORDS[word]


# "ikinci hexte kaya var": a hex behind the unit with passable terrain (no obstacle)
_ORD_TERRAIN = re.compile(
    _ORD + r"\s*hex\w*\s+" + _IN_HEX + r"{0,3}?(?:kaya|sirt|bina|enkaz|siper|crevasse|buz)\w*"
)
# What no retreat can enter, named behind the unit: a structure ("Yapılar (Kalkan
# Jeneratörü/İyon Topu): Daima geçilemez") or seracs ("Seraklar (Seracs): Daima geçilemez").
IMPASSABLE: Final = {"kalkan_jeneratoru": r"kalkan\s+jenerator\w*|shield\s+generator\w*",
                     "iyon_topu": r"iyon\s+top\w*|ion\s+cannon\w*",
                     "serak": r"serak\w*|serac\w*"}  # fmt: skip
_IMPASSABLE = "|".join(IMPASSABLE.values())
# "arkamda (kendi üssümün tarafında) kalkan jeneratörü var", "öbür arka hexte de serak var":
# an impassable thing in a hex behind the unit ("arkadaş" is no "arka")
_BEHIND_THING = re.compile(
    r"arka(?!das)\w*\s+(?:\S+\s+){0,4}?(?:" + _IMPASSABLE + r")\s+(?:d[ae]\s+)?"
    r"(?:var|duruyo\w*|bulunuyo\w*|dikili\w*)"
)
_PATTERNS = (*_COUNT, _ORD_FREE, _ORD_BLOCK, _NEXT_BLOCK, _NONE, _OPEN, _ORD_TERRAIN, _BEHIND_THING)


def impassable_behind(q: str) -> list[str]:
    """The impassable things (IMPASSABLE keys) named in the hexes behind the unit."""
    spans = room_spans(q)
    found = []
    for key, pattern in IMPASSABLE.items():
        for m in re.finditer(pattern, q):
            if key not in found and any(s <= m.start() < e for s, e in spans):
                found.append(key)
    return found


def room_spans(q: str) -> list[tuple[int, int]]:
    """Where the question describes the hexes behind the unit: a unit or terrain named there
    ("ikinci hexte AT-AT duruyo") is not the unit that retreats, nor where it stands."""
    return [m.span() for p in _PATTERNS for m in p.finditer(q)]


def retreat_room(q: str) -> int | None | Literal[False]:
    """Free hexes behind the unit (OPEN: all), None when not described, False when unclear."""
    q = _BLOCKED_COUNT.sub(lambda m: " " * len(m.group()), q)
    exact: set[int] = set()
    at_least = 0
    for pattern in _COUNT:
        for m in pattern.finditer(q):
            n = _value(m.group(1))
            if m.group(2) and n != 1:
                return False  # "iki hex boş değil": not two, but how many?
            exact.add(0 if m.group(2) else n)  # "1 hex bile boş yok": none
    for m in _ORD_FREE.finditer(q):
        at_least = max(at_least, _ORDS[m.group(1)])
    for m in _ORD_BLOCK.finditer(q):
        if not _ORD_FREE.match(q, m.start()):  # "ilk hexe çekilebiliyorum" blocks nothing
            exact.add(_ORDS[m.group(1)] - 1)
    for _m in _NEXT_BLOCK.finditer(q):
        before = exact or ({at_least} if at_least else set())
        if len(before) != 1:
            return False
        exact.add(next(iter(before)))
    if exact:
        if len(exact) != 1:
            return False
        value = exact.pop()
        return False if value < at_least else value
    if at_least:
        return False  # "ilk hexe çekilebiliyorum": at least one, how many is not said
    blocked, open_ = bool(_NONE.search(q)), bool(_OPEN.search(q))
    if _BEHIND_THING.search(q) and not blocked:
        # "arkamda serak var": that hex is closed; a free one named beside it leaves the
        # count unclear ("arkamda serak var ama diğer hex boş")
        if open_ or re.search(_B + _FREE, q):
            return False
        blocked = True
    if blocked and open_:
        return False
    if blocked:
        return 0
    return OPEN if open_ else None
