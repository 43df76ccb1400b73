"""Reading a Hive question (folded: lower case, no Turkish letters) into a calculator's inputs.

Each `read_*` returns the inputs when the question asks what that calculator computes, else
None. A question that names something the calculator cannot use (two editions, a second
piece, two queens) is declined rather than answered as the simpler neighbouring question.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache
from typing import Any

from turkish import find_numbers
from turkish.numbers import NumberMention
from validators.common import Found, find_aliases
from validators.hive_data import (
    BUG_ALIASES,
    BUGS,
    EDITION_ALIASES,
    EDITIONS,
    EXPANSION_BUGS,
    PACK,
    QUEEN_EARLIEST,
    QUEEN_LATEST,
)

# -- what the question names ---------------------------------------------------------------------
# "böcek" is also the generic word for a bug: "kaç çeşit böcek", "genişleme böcekleri".
_GENERIC_BEFORE = re.compile(
    r"(?:cesit|farkli|turlu|tur|degisik|temel|orijinal|genisleme|ek|yeni|diger|her|hangi|bu|uc|bes"
    r"|sekiz|yedi|alti|5|7|8|3|tum|butun)\s+$"
)
_GENERIC_AFTER = re.compile(r"^\s*(?:tur|cesid|cesit)")


@lru_cache(maxsize=512)
def numbers(q: str, include_bir: bool = False) -> tuple[NumberMention, ...]:
    """The numbers of a question (each reader asks; read once)."""
    return tuple(find_numbers(q, include_bir=include_bir))


@lru_cache(maxsize=512)
def bugs_in(q: str) -> tuple[Found, ...]:
    """The bug pieces named, in order; the generic word "böcek" is left out."""
    out = []
    for f in find_aliases(q, BUG_ALIASES):
        if f.key == "bocek" and not f.word.startswith("beetle"):
            generic = f.word.startswith("bocekler") or f.word.startswith("boceklerin")
            generic |= bool(_GENERIC_BEFORE.search(q[max(0, f.start - 20) : f.start]))
            generic |= bool(_GENERIC_AFTER.match(q[f.end :]))
            if generic:
                continue
        out.append(f)
    return tuple(out)


def bug_keys(q: str) -> list[str]:
    return list(dict.fromkeys(f.key for f in bugs_in(q)))


@lru_cache(maxsize=512)
def editions_in(q: str) -> frozenset[str]:
    return frozenset(f.key for f in find_aliases(q, EDITION_ALIASES) if f.key != PACK)


_PACK_WORD = re.compile(r"\bpaket|\bexpansion|\bpack\b|\bgenisleme(?!siz)")
# A pack on its own ("paketinde kac tas", "paketten kac tane cikiyor"), not packs added
# to the base box ("paketiyle", "temel kutuya eklersem").
_IN_PACK = re.compile(
    r"paket\w*\s+(?:icinde|kac|ne\b|neler)|paket(?:i|ler)?n?(?:de|den|te|ten|"
    r"inde|inden|lerde|lerden)\b|pack\w*\s+kac"
)
_ADD_WORD = re.compile(
    r"ekle|\bkat(?:ar|sa|inca|ip|ilinca|tig|ti|mis|ars|ayim)\w*|ilave|\+|\bdahil|\bbirlikte|\bile\b"
)
_WITH = re.compile(r"^(?:[iu]?y|ler|lar|ler[iu]y|lar[iu]y)?l[ae]$")  # "sivrisinekle", "paketiyle"
_WITH_BASE = re.compile(r"temel|kutu|\bbase")


def _with_suffix(q: str) -> bool:
    """A pack or an expansion bug in the instrumental case: "paketiyle", "sivrisinekle"."""
    words = [f.suffix for f in bugs_in(q) if BUGS[f.key].expansion]
    words += [m.group(1) for m in re.finditer(r"\bpaket(\w*)", q)]
    return any(_WITH.match(w) for w in words)


def adds_packs(q: str) -> bool:
    return bool(_ADD_WORD.search(q) or _with_suffix(q))


def pack_alone(q: str) -> bool:
    return bool(_IN_PACK.search(q)) and not (adds_packs(q) or _WITH_BASE.search(q))


_ALL_PACKS = re.compile(
    r"(?:\b(?:uc|3|tum|butun|hepsi)\s+(?:genisleme|paket|ek\b))|genislemelerin\s+hepsi|"
    r"(?:genisleme|paket)\w*\s+(?:hepsi|tumu)"
)
_PACK_COUNT = re.compile(r"\b(\d|bir|iki|uc)\s+(?:tane\s+)?(?:genisleme|paket|ek\s+paket)")
_WORD_VALUES = {"bir": 1, "iki": 2, "uc": 3}


# "ultimate kutusu, üç genişleme de içinde": the edition's own expansion bugs, described
_CONTAINED = re.compile(
    r"\bicinde|\bicer(?:ir|iyo|mekte)|\bdahil|kutu\w*\s+(?:\w+\s+)?cik|kutuda\s+var|"
    r"\bgeliyo|\bgelir\b|\bgelmis|\bgeldi\b"
)
_ADD_VERB = re.compile(
    r"ekle|katar|katsam|katt|katmis|ilave|ayri\w*\s+(?:\w+\s+)?al|ayrica|\byanina|\bustune|"
    r"\bpaket(?:i|ler)?(?:ni|ini|leri|lerini|le|iyle|leriyle)\b"
)


def _edition_holds(
    q: str, edition: str | None, names: list[str], count: int | None, every: bool
) -> bool:
    """The expansions a question names are the ones the named edition comes with, said as
    its contents ("üç genişleme de içinde", "sivrisinek ve uğur böceği dahil"), not packs
    added to it."""
    if edition not in ("pocket", "carbon", "ultimate") or not _CONTAINED.search(q):
        return False
    if _ADD_VERB.search(q):
        return False
    held = [b for b in EDITIONS[edition].bugs if BUGS[b].expansion]
    if names:
        return set(names) <= set(held)
    if every:
        return len(held) == len(EXPANSION_BUGS)
    return count == len(held)


def contradicts_edition(q: str, edition: str | None) -> bool:
    """Expansions said to be in the box of an edition that lacks them ("carbon kutusu, üç
    genişleme de içinde"): a premise the rule text contradicts, not packs added."""
    if edition not in ("pocket", "carbon", "ultimate") or not _CONTAINED.search(q):
        return False
    if _ADD_VERB.search(q) or not (_PACK_WORD.search(q) or bug_keys(q)):
        return False
    held = {b for b in EDITIONS[edition].bugs if BUGS[b].expansion}
    names = [k for k in bug_keys(q) if k in EXPANSION_BUGS]
    if names:
        return not set(names) <= held
    if _ALL_PACKS.search(q):
        return len(held) != len(EXPANSION_BUGS)
    m = _PACK_COUNT.search(q)
    if m is None:
        return False
    word = m.group(1)
    return (int(word) if word.isdigit() else _WORD_VALUES[word]) != len(held)


def packs_in(q: str, edition: str | None) -> tuple[list[str], int | None, bool]:
    """(pack names, pack count, the question adds packs) for a base box with separate packs.

    An expansion bug counts as a pack only when the question adds it ("eklersem", "paketiyle",
    "sivrisinekle"); one the named edition already holds is part of that edition, and so are
    the expansions said to be in its box ("ultimate, üç genişleme de içinde").
    """
    adding = bool(_PACK_WORD.search(q) or adds_packs(q))
    names = [k for k in bug_keys(q) if k in EXPANSION_BUGS]
    if edition not in (None, "temel", PACK):
        held = set(EDITIONS[edition].bugs)
        if not _PACK_WORD.search(q) and not re.search(r"ekle|katar|ilave", q):
            names = [k for k in names if k not in held]
    every = bool(_ALL_PACKS.search(q)) and not names
    count = None
    m = _PACK_COUNT.search(q)
    if m and not names and not every:
        word = m.group(1)
        count = int(word) if word.isdigit() else _WORD_VALUES[word]
    if (names or count or every) and _edition_holds(q, edition, names, count, every):
        return [], None, False
    if every:
        return list(EXPANSION_BUGS), None, True
    return (names if adding else []), count, adding and bool(names or count)


_PER_PLAYER = re.compile(
    r"oyuncu\s*basi|her\s*oyuncu|oyuncu\s*icin|kisi\s*basi|oyuncunun|oyuncuda|bir\s*oyuncu|"
    r"her\s*renk|tek\s*renk|her\s*birine|oyuncuya|kisiye|kisinin|elimde|elinde|her\s*taraf|"
    r"\b(?:beyaz|siyah)(?:in|a|ta|da|taki|daki)\b"  # "siyahın kaç taşı": one colour, one player
)
_PER_BOX = re.compile(
    r"kutu|toplam|iki\s*oyuncu|ikimiz|her\s*iki|iki\s*renk|icerir|tasli|butun\s*tas|tum\s*tas|"
    r"tasa\s*sahip|cikiyo|cikar|icinde"
)
_BOTH_PLAYERS = re.compile(
    r"(?:iki|2)\s*oyuncu|ikimiz|her\s*iki|iki\s*renk|ikisi|"
    r"(?:beyaz|siyah)\w*\s+(?:ve|ile|,)\s*(?:beyaz|siyah)"
)


# "elimde temel Hive kutusu var": what the customer owns, not one player's hand
_OWNS = re.compile(
    r"\b(?:elimde|elimizde)\s+(?:\w+\s+){0,3}?(?:kutu|hive|pocket|carbon|karbon|ultimate|baski|set)"
    r"\w*\s+(?:\w+\s+)?(?:var|mevcut|duruyo)"
)


def scope(q: str, default_per_player: bool) -> bool | None:
    """True per player, False the box, None when the question asks both ("toplam ... oyuncu
    başına"). "kutuda oyuncu başına" is per player (the box holds one set per player), "her iki
    oyuncunun" the box."""
    q = _OWNS.sub(lambda m: " " * len(m.group()), q)
    per, box = bool(_PER_PLAYER.search(q)), bool(_PER_BOX.search(q))
    if _BOTH_PLAYERS.search(q):
        return False
    if per and box:
        return None if "toplam" in q else True
    if per or box:
        return per
    return default_per_player


def rulebook_year(q: str) -> int | None:
    """2010 or 2024 when the question names one rulebook; None when it names none or both
    (the calculator then follows the current rulebook and notes the other)."""
    old = bool(re.search(r"2010|\beski|ilk kitapcik|ilk baski|onceki kural|gen42", q))
    new = bool(re.search(r"2024|guncel|yeni kural|yeni kitap|ultimate|son kural", q))
    if old == new:
        return None
    return 2010 if old else 2024


def _turn_mentions(q: str) -> list[tuple[int, int]]:
    """(turn, where it is written): ordinals ("4. turda", "dorduncu turumda"), and the turn
    after "3 tur kralicesiz oynadim"."""
    turns = []
    for n in numbers(q):
        if n.kind == "ordinal" and re.match(r"\s*(?:tur|sira|hamle)", q[n.end :]):
            # "4. turdan sonra": the fifth turn; "4. turdan once": the third
            after = re.match(r"\s*\w+\s+(sonra|once)\b", q[n.end :])
            shift = {"sonra": 1, "once": -1}.get(after.group(1), 0) if after else 0
            turns.append((max(1, n.value + shift), n.start))
    for m in re.finditer(r"\b(\d+|bir|iki|uc)\s+tur\w*\s+(?:boyunca\s+)?"
                         r"(?:kralicesiz|kralice\w*\s+koymadan|oynadim|gecti)", q):  # fmt: skip
        word = m.group(1)
        turns.append(((int(word) if word.isdigit() else _WORD_VALUES[word]) + 1, m.start(1)))
    # "3 turdur hep yeni taş koydum, şimdi sıra bende": the 4th turn now
    for m in re.finditer(r"\b(\d+|bir|iki|uc)\s+tur(?:dur|dir|umdur|dan\s+beri)\b", q):
        word = m.group(1)
        turns.append(((int(word) if word.isdigit() else _WORD_VALUES[word]) + 1, m.start(1)))
    return turns


def _ordinal_turn(q: str) -> list[int]:
    return list(dict.fromkeys(t for t, _ in _turn_mentions(q)))


# A number followed by a yes/no particle is the customer's guess ("6 cekirge mi var"), not an
# input; "her iki", "iki oyuncu" and "ikisi" say both players or both moves.
_GUESS = re.compile(r"^['\w]*\s*(?:[\w']+\s+){0,2}m[iu](?:s[iu]n|y[iu]m|y[iu]z|d[iu]r)?\b")
_BOTH_AFTER = re.compile(r"^['\w]*\s*(?:oyuncu|kisi|renk|taraf)")


def stray_number(q: str, allowed: Iterable[int] = ()) -> bool:
    """A number the calculator does not read ("iki kutuda", "3 turda"): it would change the
    answer, so the question is declined rather than answered without it."""
    ok = set(allowed)
    for n in numbers(q):
        rest, before = q[n.end :], q[max(0, n.start - 6) : n.start]
        if n.start in ok or n.value in (2010, 2024) or n.text.startswith("ikisi"):
            continue
        if n.start and q[n.start - 1].isalpha():
            continue  # "gen42": part of a name
        if n.value == 2 and (_BOTH_AFTER.match(rest) or re.search(r"her\s*$", before)):
            continue
        if _GUESS.match(rest):
            continue
        return True
    return False


_WITHOUT = re.compile(r"^(?:s[iu]z|s[iu]z\w+)$|^['\w]*\s*(?:olmadan|haric|disinda|cikar)")


def without_a_bug(q: str) -> bool:
    """ "sivrisineksiz", "tespih bocegi olmadan", "ugur bocegi haric": a condition the piece
    counts do not take."""
    return any(
        _WITHOUT.match(f.suffix) or _WITHOUT.match(q[f.start + len(f.word) - len(f.suffix) :])
        for f in bugs_in(q)
    ) or bool(re.search(r"\b(?:haric|olmadan|disinda|cikarirsak|cikarirsam)\b", q))


_KAC = re.compile(r"\bkac\b|\bkac\w*|ne\s*kadar")

# "uğur böceği yok", "tespih böceği paketini eklemedik", "uğur böceksiz": a pack left out
_LEFT_OUT = re.compile(
    r"^[\w']*\s*(?:paket\w*\s+)?(?:(?:de|da|ise)\s+)?(?:yok\w*|olmayacak\w*|olmasin|"
    r"eklemedi\w*|eklemiyo\w*|eklemeyece\w*|katmadi\w*|katmiyo\w*|kullanmadi\w*|"
    r"kullanmiyo\w*|kullanmayaca\w*|almadi\w*|haric|disinda|olmadan)"
)


def without_named_packs(q: str) -> str | None:
    """The question with every expansion pack it leaves out blanked ("sadece sivrisinek ve
    tespih böceği paketlerini ekledik, uğur böceği yok" → the mosquito and pillbug packs),
    when packs are still added to the base box; the question itself when it leaves none out;
    None when it leaves one out of anything else (an edition, nothing added)."""
    cuts: list[tuple[int, int]] = []
    found = bugs_in(q)
    for i in range(len(found) - 1, -1, -1):  # from the end: "uğur böceği ile tespih yok"
        f = found[i]
        rest = q[f.end - len(f.suffix) :]
        m = _LEFT_OUT.match(rest) or (_WITHOUT.match(f.suffix) and re.match(r"\w*", rest))
        if m is not None:
            end = f.end - len(f.suffix) + m.end()
        elif (
            cuts
            and cuts[0][0] == found[i + 1].start
            and _LIST_JOIN.fullmatch(q[f.end : found[i + 1].start])
        ):
            end = found[i + 1].start
        else:
            continue
        if not BUGS[f.key].expansion:
            return None
        cuts.insert(0, (f.start, end))
    if not cuts:
        return q
    out = q
    for a, b in cuts:
        out = out[:a] + " " * (b - a) + out[b:]
    if _ALL_PACKS.search(out) or _PACK_COUNT.search(out):
        return None  # "tüm paketler, ama uğur böceği yok": the packs are not named one by one
    eds = editions_in(out)
    names, _, adding = packs_in(out, next(iter(eds), None))
    if not (adding and names) or eds - {"temel"} or without_a_bug(out):
        return None
    return out


# -- the calculators' readers ------------------------------------------------------------------
_SURROUND = re.compile(r"kusat|sarmak|sarar|sarili|cevril|cevrele|etraf|cevre|komsu|yanin")
_REMAINING = re.compile(
    r"kaldi|kalir|kalan|kalmis|daha|lazim|gerek|eksik|dolmali|dolmasi|doldur|dolu|kusat|bos\b|"
    r"kapat|sarmak|cevril|olunca|olursa\s*(?:oyun\s*)?biter|biter|bitmesi|bitsin|olmali|"
    r"kazan(?:mam|mak|abil|ir\s*miyim)"
)
_DRAW_OR_COLOUR = re.compile(
    r"iki\s*kralice|ikisi|ayni\s*anda|renk|kimin|kendi\s*tas|rakibin\s*tas|beraber|ne\s*olur|"
    r"ne\s*oluyor|kim\s*kazan|kaybeder"
)


_OWNERS = re.compile(r"beyaz|siyah|benim|kendi|rakib|rakip|dusman")
_TWO_QUEENS = re.compile(r"\b(?:iki|2|her\s*iki)\s+(?:\w+\s+)?(?:kralice|queen)|ayni\s*anda|"
                         r"ikisi(?:nin)?\s+(?:de\s+|birden\s+)?(?:kusat|kralice|saril|cevril)|"
                         r"ayni\s*hamlede|iki\s*kralice")  # fmt: skip
# "dort tas var, ikisi rakibin": a part of a count said before (possessive: ikisi, ucu, 2'si)
_PART = re.compile(r"(?:iki|bir|uc|dord|bes|alti)(?:si|i|u)(?:nu|ni)?$")


def _is_part(q: str, n: NumberMention) -> bool:
    if n.text[0].isdigit():
        return bool(re.match(r"'?(?:s?[iu])\b", q[n.end :]))
    return bool(_PART.match(n.text))


# "kraliçesiz en fazla kaç taş koyabilirim", "kraliçeyi koymadan kaç taş oynarım"
_BEFORE_QUEEN = re.compile(
    r"(?:(?:kralice|queen(?:\s*bee)?)[\w']*\s+(?:koymadan|oynamadan|olmadan|yokken|gelmeden|"
    r"konmadan|once)|kralicesiz|ondan\s+once|onu\s+koymadan)\s+(?:\w+\s+){0,3}?"
    r"kac\s+(?:tane\s+)?(?:baska\s+|farkli\s+|ayri\s+)?(?:tas|parca|hamle)"
)


# a Beetle (or a Mosquito playing as one) that climbed onto a piece: "siyah böceğim o
# beyazlardan birinin üstüne çıktı", "sivrisinek beyaz taşın üzerine tırmandı"
_CLIMB = re.compile(
    r"\s+(?:[\w']+\s+){0,6}?(?:ust|uzer|tepe)\w*\s+(?:\w+\s+)?"
    r"(?:cik|tirman|bin|gec|otur)\w*|\s+(?:\w+\s+){0,3}?(?:tirman|bindi|binmis)\w*"
)
_ON_THE_QUEEN = re.compile(r"kralice\w*\s+(?:\w+\s+)?(?:ust|uzer|tepe)")


def _climbers(q: str) -> tuple[list[tuple[str, int]], tuple[int, int]] | None:
    """The Beetles or Mosquitoes said to have climbed onto a piece ((bug, how many) each),
    and the span that says so; None when none climbed. A climb onto the queen herself, or
    a count of them that cannot be read, gives an empty list (the question is declined)."""
    found: list[tuple[str, int]] = []
    span: tuple[int, int] | None = None
    for f in bugs_in(q):
        if f.key not in ("bocek", "sivrisinek") or span and f.start < span[1]:
            continue  # "sivrisinek böcek gibi üstüne çıktı": one climber
        m = _CLIMB.match(q, f.end)
        if m is None:
            continue
        if _ON_THE_QUEEN.search(q[f.end : m.end()]):
            return [], (f.start, m.end())
        before = [n for n in numbers(q) if n.end <= f.start
                  and re.fullmatch(r"\s*(?:\w+\s+)?", q[n.end : f.start])]  # fmt: skip
        found.append((f.key, before[-1].value if before else 1))
        start = before[-1].start if before else f.start
        span = (start if span is None else span[0], m.end())
    return (found, span) if span else None


# "onun taşları da sayılıyo mu", "kendi taşları kuşatmaya dahil mi", "rengi önemli mi"
_COLOUR_ASK = re.compile(
    r"tas\w*\s+(?:\w+\s+){0,2}?(?:sayil|dahil|gecerli)|ren[kg]\w*\s+(?:\w+\s+)?(?:onem|fark)|"
    r"kimin\s+tas"
)


# "kaç boş alan daha dolmalı", "kaç komşu alan kaldı": the spaces counted, not the pieces
_SPACES_ASK = re.compile(
    r"kac\s+(?:tane\s+)?(?:bos|komsu|acik)?\s*(?:alan|yer|hex|kenar)\w*|"
    r"(?:bos|komsu)\s+(?:alan|yer)\w*\s+(?:\w+\s+)?kac\b"
)


def read_surround(q: str) -> dict[str, Any] | None:
    queen = "kralice" in bug_keys(q) or "kusat" in q
    # "etrafında 4 taş var, kazanmak için kaç taş daha": the only win is the queen's ring
    queen |= bool(re.search(r"etraf|cevre", q) and re.search(r"kazan", q))
    if not (queen and _SURROUND.search(q) and _REMAINING.search(q)):
        return None
    climb = _climbers(q)
    if climb is not None and not climb[0]:
        return None  # on the queen herself: no neighbour space is filled or freed
    counts: list[int] = []
    parts: list[int] = []
    for n in numbers(q, include_bir=True):
        rest = q[n.end :]
        if climb is not None and climb[1][0] <= n.start < climb[1][1]:
            continue  # "bi de böceğim birinin üstüne çıktı": the climb, not the ring
        if n.kind == "ordinal":
            return None  # a turn number: another question
        if _is_part(q, n):
            parts.append(n.value)
            continue
        if n.text == "bir" and not re.match(r"\s*(?:tas|tane|beyaz|siyah|rakip|benim|kendi)", rest):
            continue
        if n.value == 6 and re.match(r"['\w]*\s*(?:komsu|kenar|alan|taraf)", rest):
            continue  # "6 komsusundan 4u dolu": the six is the whole ring
        if n.kind == "distributive":  # "ikiser beyaz ve siyah": two of each colour
            groups = {m.group() for m in _OWNERS.finditer(q)}
            if len(groups) < 2:
                return None
            counts += [n.value] * len(groups)
            continue
        counts.append(n.value)
    if parts and counts and (len(counts) > 1 or sum(parts) > counts[0]):
        return None  # parts that do not fit the count: which is the ring?
    if parts and not counts:
        counts = parts  # "2'si benim 3'u rakibin": the parts are the count
    if not counts and (not _KAC.search(q) or _DRAW_OR_COLOUR.search(q)):
        return None
    queens = [f for f in bugs_in(q) if f.key == "kralice"]
    if len(counts) > 3 or len(queens) > 1 or _TWO_QUEENS.search(q):
        return None  # two queens: which one is asked about?
    if climb is not None:
        said = [n for n in numbers(q) if not climb[1][0] <= n.start < climb[1][1]]
        if not counts or any(n.start > climb[1][0] for n in said):
            return None  # the climb told before the ring's count: is it counted in it?
        stacked = climb[0]
        kinds = {k for k, _ in stacked}
        inputs: dict[str, Any] = {"occupied": counts, "stacked": sum(n for _, n in stacked)}
        if kinds == {"sivrisinek"}:
            inputs["climber"] = "sivrisinek"
        if _COLOUR_ASK.search(q):
            inputs["colour_asked"] = True
        return inputs
    if not counts:
        return {}
    colour = {"colour_asked": True} if _COLOUR_ASK.search(q) else {}
    spaces = {"spaces_asked": True} if _SPACES_ASK.search(q) else {}
    return {"occupied": counts, **colour, **spaces}


_DISTANCE = re.compile(
    r"kac\s*(?:tane\s*)?(?:alan|adim|kare|hex|altigen|hucre|bolme)|ne\s*kadar\s*(?:uzak|ilerle|"
    r"git|gid|yuru|hareket)|kac\w*\s*(?:gider|ilerler|yurur)|mesafe|menzil|en\s*fazla\s*kac|"
    r"kac\s*(?:tane\s*)?tas\w*\s*(?:\w+\s+)?(?:atl[ai]|zipla|tasi)|(?:atl[ai]|zipla)\w*\s*kac|"
    r"en\s*az\s*kac\s*tas|kac\s*alan\s*tasi|(?:atl[ai]|zipla)\w*\s*kac\s*(?:tane\s*)?tas"
)
# "kaç taşın üstünden geçer": only the Grasshopper passes over pieces in a line
_PASS_OVER = re.compile(r"kac\s*(?:tane\s*)?tas\w*\s*(?:\w+\s+)?gec")
_TOUCH = re.compile(r"deg|dokun|temas|yanin|bitisik|komsu")
_JUMP_COUNT = re.compile(r"kac\s*(?:tane\s*)?tas\w*\s*(?:\w+\s+)?(?:atl[ai]|zipla|gec)|en\s*az\s*kac\s*tas"
                         r"|(?:atl[ai]|zipla)\w*\s*kac\s*(?:tane\s*)?tas")  # fmt: skip


_SPACE_AFTER = re.compile(r"\s*(?:hex|alan|kare|hucre|altigen|bolme)\w*")
# "kaç adımı Kovan'ın üstünden", "üstünden kaç adım gider": the steps on top of the Hive
_ON_TOP = re.compile(
    r"kac\s*(?:tane\s*)?(?:adim|alan)\w*\s+(?:\w+\s+){0,2}?(?:ust|uzer|tepe)"
    r"|(?:ust|uzer|tepe)\w*\s+(?:\w+\s+)?kac\s*(?:tane\s*)?(?:adim|alan)"
    r"|\bkac(?:i|in[iı])\s+(?:\w+\s+)?(?:ust|uzer|tepe)"
)


# the empty space in a Grasshopper's line, and a piece said after it
_GAP = re.compile(r"\bbos(?:luk\w*|\b)")
_PAST_GAP = re.compile(r"\btas\w*")


# the Ladybug asked to stay on top: "üstte kalabilir mi", "üstünde bitirebilir mi",
# "üçünü de üstten"
_ALL_THREE = re.compile(r"uc(?:u|unu|unde|uyle)$")
_END_ON_TOP = re.compile(
    r"(?:ust|uzer|tepe)\w*\s+(?:\w+\s+)?(?:kal|bitir|dur|biter|sonlan)\w*|"
    r"\buc(?:u|unu)\s+(?:de|da)\s+(?:\w+\s+)?(?:ust|uzer|tepe)"
)


def _ask_start(q: str) -> int:
    """Where the question proper starts ("kaç"), or the end of the text."""
    m = _KAC.search(q)
    return m.start() if m else len(q)


def read_move(q: str) -> dict[str, Any] | None:
    if _BEFORE_QUEEN.search(q):
        return None  # "kraliçesiz kaç taş koyabilirim" is no distance
    distance = bool(_DISTANCE.search(q))
    if not distance and not _PASS_OVER.search(q):
        return None
    keys = bug_keys(q)
    if not keys:
        return None
    inputs: dict[str, Any] = {}
    if "sivrisinek" in keys and len(keys) > 1:
        others = [k for k in keys if k != "sivrisinek"]
        if len(others) != 1 or not _TOUCH.search(q):
            return None
        inputs = {"bug": "sivrisinek", "touching": others[0]}
    elif len(keys) == 2 and "tespih-bocegi" in keys and _CARRY.search(q):
        inputs = {"bug": "tespih-bocegi"}  # "pillbug karıncamı taşıyınca": the carried piece
    elif len(keys) == 2 and keys.count("sivrisinek") == 0:
        return None  # two pieces: which one moves?
    elif len(keys) > 2:
        return None
    else:
        inputs = {"bug": keys[0]}
        mosquitoes = [f for f in bugs_in(q) if f.key == "sivrisinek"]
        if len(mosquitoes) > 1 and _TOUCH.search(q):
            inputs["touching"] = "sivrisinek"  # "sadece sivrisinege degiyorsa"
    mover = inputs.get("touching", inputs["bug"])
    if not distance and mover != "cekirge":
        return None  # a piece passed over is the Grasshopper's measure only
    allowed: list[int] = []
    if mover == "cekirge":
        line = [n for n in numbers(q, include_bir=True)
                if n.kind == "cardinal" and re.match(r"\s*(?:tane\s*)?tas", q[n.end :])]  # fmt: skip
        # "3 taş yan yana, sonra boş bi alan, sonra bi taş daha": the pieces past the gap
        gap = _GAP.search(q, line[0].end) if line else None
        if gap is not None and _PAST_GAP.search(q[gap.end() : _ask_start(q)]):
            inputs["beyond_gap"] = True
            allowed += [n.start for n in line if n.start > gap.start()]
            line = [n for n in line if n.start < gap.start()]
        if len({n.value for n in line}) > 1:
            return None
        if line:
            inputs["pieces_in_line"] = line[0].value
            allowed += [n.start for n in line]
            # "3 taşın üzerinden atlayacak, 4. hex boş": the first empty space, said as the
            # premise; another space said empty is not the line's next one
            allowed += [n.start for n in numbers(q) if n.kind == "ordinal"
                        and n.value == line[0].value + 1 and _SPACE_AFTER.match(q, n.end)]  # fmt: skip
        if _JUMP_COUNT.search(q):
            if not line and re.search(r"en\s*(?:fazla|cok)|maks|sinir", q):
                return None  # the most it jumps: the line decides, the text gives no limit
            inputs["measure"] = "atlanan"
    if mover == "ugur-bocegi" and _ON_TOP.search(q):
        inputs["measure"] = "ust"
        # "uğur böceği 3 adım gidiyo ya": its own move, said as the premise
        allowed += [n.start for n in numbers(q) if n.value == 3 and n.kind == "cardinal"
                    and re.match(r"\s*(?:adim|alan|hex|kare)", q[n.end :])]  # fmt: skip
        # "3 adımın üçünü de üstten gidip üstte kalabilir mi": all three on top, asked
        allowed += [n.start for n in numbers(q) if n.value == 3 and _ALL_THREE.match(n.text)]
        if _END_ON_TOP.search(q):
            inputs["end_on_top"] = True
    # "arkadaş 1 alan diyo": a count someone claims, checked by the answer, not a premise
    allowed += [n.start for n in numbers(q) if _CLAIMED.match(q[n.end :])]
    if mover == "tespih-bocegi" and (_CARRY.search(q) or _ABILITY.search(q)):
        if _NO_ABILITY.search(q):
            return None  # "yeteneksiz", "yeteneğini kullanmadan": its own move, said oddly
        inputs["ability"] = True
    return None if stray_number(q, allowed) else inputs


_CARRY = re.compile(r"tasi(?:r|ma|mi[sş]|yabil|di|yo|yinca|yip|yarak|yan\b)")
_ABILITY = re.compile(r"yetene[kg]|baska\s*tas|rakip")  # "yeteneğinde": ğ
_NO_ABILITY = re.compile(r"yetene[kg]\w*siz|yetene[kg]\w*\s+(?:kullanmadan|kullanmaz|kullanmay)")
_CLAIMED = re.compile(r"\s*(?:alan|adim|hex|kare)\w*\s+(?:\w+\s+)?di(?:yo|yor)\w*\b")
_COUNT_MOVES = re.compile(
    r"kac\s*(?:tane\s*)?hamle|hamle\s*sayisi|kac\s*(?:kez|kere|defa)\s*oyna|"
    r"(?:bir|her|ayni|tek)\s*turda\s*kac\s*(?:tane\s*)?tas\s*(?:koy|oynat|hareket|yerlestir)"
)
_BOTH = re.compile(
    r"\bhem\b.*\bhem\b|koyup|koyduktan\s*sonra\s*(?:bir\s*de\s*)?(?:hareket|oynat|yurut)|"
    r"iki\s*hamle|iki\s*tas\w*\s*birden|ikisini\s*birden|ayni\s*(?:turda|sirada)\s*iki"
)
_PASS = re.compile(r"\bpas\b|pas\s*gec|sirami\s*(?:bilerek\s*)?atla|hamle\s*yapmadan|"
                   r"oynamak\s*istemezsem|sirayi\s*rakibe\s*ver")  # fmt: skip
_NO_MOVE = re.compile(
    r"hamle\w*\s*(?:yapamaz|yapamiyo|yapamay|yok|kalmadi|kalmazsa|yoksa)|hic\w*\s*hamle|"
    r"oynayamiyo|oynatamiyo|no\s*legal\s*move|hamle\s*yapamadig|oynayacak\s*hamle"
)
_QUEEN_NOT_YET = re.compile(
    r"^[\w']*\s*(?:\w+\s+)?(?:yok|yokken|koymadan|koymadiysam|koymadim|gelmeden|konmadan|"
    r"gelene\s*kadar|hala|elimde|yerine)"
)
_QUEEN_DOWN = re.compile(r"^[\w']*\s*(?:\w+\s+)?(?:koydum|koyduktan|konduktan|oyunda|tahtada|"
                         r"masada|kovanda|oyundayken|girdikten)")  # fmt: skip


def _queen_status(q: str, pattern: re.Pattern[str]) -> bool:
    """What follows a mention of the queen ("kralice yokken", "queen bee koyduktan sonra")."""
    queens = [f for f in bugs_in(q) if f.key == "kralice"]
    if pattern is _QUEEN_NOT_YET and (
        re.search(r"kralicesiz", q)
        or queens
        and re.search(r"(?:koymadan|gelmeden|konmadan)", q[queens[0].start :])
    ):
        return True
    return any(pattern.match(q[f.start + len(f.word) - len(f.suffix) :]) for f in queens)


# "karıncamı taşıyabilir miyim": taşımak is moving one's own piece (the pillbug's carrying is
# read before this, by read_move)
_MOVE_WORDS = re.compile(r"oynat|hareket\s*ettir|yurut|kaydir|tasimi\s*oyna|tas\w*\s*oyna|"
                         r"tasiyabil|tasiyam|tasirsam|tasiyay")  # fmt: skip
_PLACE_WORDS = re.compile(r"koyabil|koyarsam|yerlestir|sokabil|koymam|koymak\s+zorunda|tas\w*\s*(?:\w+\s+)?koy|"
                          r"koyayim|yeni\s*tas")  # fmt: skip
_WHAT_NOW = re.compile(
    r"ne\s*yap|ne\s*olur|ne\s*olacak|secenek|yapmaliyim|yapmam\s*gerek|ne\s*yapilir"
)


_MUST_ASK = re.compile(
    r"\b(?:sart|zorunda|zorunlu|mecbur|lazim|gerek)\w*?\s*m[iu]\w*|\bbekleyebilir\w*|"
    r"\berteleyebilir\w*|\bbi(?:r)?\s+tur\s+daha"
)


def read_actions(q: str) -> dict[str, Any] | None:
    keys = bug_keys(q)
    if _BEFORE_QUEEN.search(q) or re.search(r"\bkacinci\b", q):
        return None  # pieces before the queen, or which turn: hive-queen-turn
    if "tespih-bocegi" in keys or _DISTANCE.search(q):
        return None  # the pillbug's ability, or how far a piece goes: other questions
    queen = "kralice" in keys
    not_yet = queen and _queen_status(q, _QUEEN_NOT_YET)
    down = queen and _queen_status(q, _QUEEN_DOWN) and not not_yet
    moving, placing = bool(_MOVE_WORDS.search(q)), bool(_PLACE_WORDS.search(q))
    triggers = [
        _COUNT_MOVES.search(q),
        _BOTH.search(q) and (moving or placing or "hamle" in q),
        _PASS.search(q),
        _NO_MOVE.search(q),
        (not_yet or down) and (moving or placing or _WHAT_NOW.search(q)),
    ]
    if not any(triggers):
        return None
    inputs: dict[str, Any] = {}
    if _NO_MOVE.search(q):
        inputs["has_move"] = False
    if _PASS.search(q):
        inputs["action"] = "pas"
    elif _BOTH.search(q):
        inputs["action"] = "ikisi"
    elif moving != placing and "has_move" not in inputs:
        inputs["action"] = "oynat" if moving else "koy"
    turns = _ordinal_turn(q)
    if len(turns) > 1:
        return None
    if turns:
        inputs["turn"] = turns[0]
    if not_yet:
        inputs["queen_placed"] = False
    elif down:
        inputs["queen_placed"] = True
    year = rulebook_year(q)
    if year:
        inputs["rulebook_year"] = year
    if turns and not_yet and inputs.get("action") == "koy" and _MUST_ASK.search(q):
        inputs["must"] = True  # "kraliçeyi koymam şart mı, bekleyebilir miyim"
        inputs.pop("action")
    allowed = [start for _, start in _turn_mentions(q)]
    if inputs.get("action") == "ikisi":  # "iki hamle", "iki tasi birden"
        allowed += [m.start() for m in re.finditer(r"\biki\b", q)]
    return None if stray_number(q, allowed) else inputs


_TURN_ASK = re.compile(
    r"en\s*gec|en\s*erken|kacinci|hangi\s*tur|ne\s*zaman|son\s*tur|kacta|tura\s*kadar|"
    r"ilk\s*(?:tur|tas|hamle)|ilk\s*olarak|baslayabilir|ile\s*basla|\bacabilir|erteley|"
    r"zorunda|zorunlu|mecbur|sart\s*mi|\d+\s*\.\s*tur|ne\s*kadar\s*erken|(?:ilk|birinci|ikinci|ucuncu|dorduncu|"
    r"besinci|altinci)\s*tur"
)
_EARLY = re.compile(r"en\s*erken|ilk\s*(?:tur|tas|hamle)|ilk\s*olarak|ne\s*kadar\s*erken|"
                    r"baslayabilir|ile\s*basla|\bacabilir|birinci\s*tur")  # fmt: skip
_LATE = re.compile(r"en\s*gec|son\s*tur|ne\s*zamana\s*kadar|tura\s*kadar|zorunda|zorunlu|"
                   r"mecbur|sart|erteley|en\s*son")  # fmt: skip
_YES_NO = re.compile(r"\b(?:mi|mu|mi\w*|mu\w*)\b|bilir\s*miyim|abilir|ebilir|olur\s*mu")


_TURNS_LEFT = re.compile(r"kac\s*(?:tane\s*)?tur\w*\s*(?:daha\s*)?(?:kaldi|kalir|var|hakk)|"
                         r"kac\s*turum|kac\s*tur\s*daha|kac\s*sansim")  # fmt: skip


# "kaç farklı turda koyabilirim", "kaç tur seçeneğim var": the turns she may go down on
_OPTIONS = re.compile(
    r"kac\s*(?:tane\s*)?(?:farkli|ayri|degisik|cesit)\s*tur|kac\s*(?:tane\s*)?(?:tur\s*)?secene|"
    r"kac\s*(?:tane\s*)?(?:farkli\s*)?turda\s*(?:\w+\s+)?(?:koy|kon|oyna|sok|gir)|"
    r"kac\s*turun\w*\s*(?:birinde|herhangi)"
)


_OLD_BOOK = re.compile(r"\beski|2010|onceki|ilk\s+kitap|ilk\s+baski")


def _other_rulebook_turn(q: str, turn: int, start: int) -> bool:
    """A turn said in a clause about the old rulebook that is its earliest turn for the
    queen ("eski kitapta 1. turda bile oluyodu")."""
    a = max(q.rfind(c, 0, start) for c in ".,;?!()") + 1
    ends = [i for i in (q.find(c, start) for c in ".,;?!()") if i >= 0]
    clause = q[a : min(ends, default=len(q))]
    return bool(_OLD_BOOK.search(clause)) and turn == QUEEN_EARLIEST[2010]


def read_queen(q: str) -> dict[str, Any] | None:
    if "kralice" in bug_keys(q) and _BEFORE_QUEEN.search(q):
        year = rulebook_year(q)  # the 4th-turn deadline is the same in both rulebooks
        return {"before": True, **({"rulebook_year": year} if year else {})}
    if "kralice" in bug_keys(q) and _OPTIONS.search(q):
        # "eski kitapta 1. turda bile oluyodu": the other rulebook's earliest, said as a
        # contrast, is no turn of the customer's
        told = [start for t, start in _turn_mentions(q) if _other_rulebook_turn(q, t, start)]
        turns = [start for _, start in _turn_mentions(q) if start not in told]
        if turns or stray_number(q, told) or re.search(r"kusat|etraf|cevre|tas\s", q):
            return None  # a turn said ("3. turdayim"): turns left, not the options
        asked = q
        for start in told:  # the old rulebook said as the contrast is not the one asked
            a, b = _clause_start(q, start), _clause_end(q, start)
            asked = asked[:a] + " " * (b - a) + asked[b:]
        year = rulebook_year(asked)
        return {"options": True, **({"rulebook_year": year} if year else {})}
    if "kralice" not in bug_keys(q) or not (_TURN_ASK.search(q) or _TURNS_LEFT.search(q)):
        return None
    if _SURROUND.search(q) and re.search(r"kusat|etraf|cevre", q):
        return None
    early, late = bool(_EARLY.search(q)), bool(_LATE.search(q))
    turns = _ordinal_turn(q)
    if re.search(r"\bilk\s*(?:tas|tur|hamle)|baslayabilir|ile\s*basla|\bacabilir", q) and not turns:
        turns = [1]  # the first piece: may the queen be it?
    year = rulebook_year(q)
    inputs: dict[str, Any] = {}
    if year:
        inputs["rulebook_year"] = year
    if len(turns) > 1 or stray_number(q, [start for _, start in _turn_mentions(q)]):
        return None
    if _TURNS_LEFT.search(q):  # "2. turdayim, kac turum kaldi"
        if not turns:
            return None  # which turn it is now is not said
        inputs["current_turn"] = turns[0]
        return inputs
    if turns and _YES_NO.search(q) and not re.search(r"en\s*(?:gec|erken)|kacinci|hangi", q):
        if _MOVE_WORDS.search(q) or re.search(r"yeni\s*tas", q):
            return None  # may a piece move / only a new piece: hive-actions-per-turn
        inputs["turn"] = turns[0]
        return inputs
    if early and late:
        return None  # both bounds asked at once: two numbers
    if early:
        inputs["earliest"] = True
        return inputs
    if late:
        return inputs
    return None  # "ne zaman konur": which bound is asked is unclear


_KINDS = re.compile(
    r"kac\s*(?:tane\s*)?(?:cesit|farkli|turlu|tur|cins|degisik)\s*(?:\w+\s+)?(?:bocek|tas|hayvan|"
    r"karakter|parca)|(?:bocek|tas)\w*\s*(?:tur|cesid|cesit)\w*\s*(?:\w+\s+)?(?:kac|sayisi)|"
    r"kac\s*(?:tane\s*)?(?:temel|orijinal|genisleme|ek)\s*(?:bocek|tas|paket)|"
    r"kac\s*(?:tane\s*)?genisleme(?!siz)|genisleme\w*\s*(?:sayisi|kac\s*tane)|"
    r"kac\s*(?:tane\s*)?(?:bocek|tas)\s*(?:turu|cesidi)"
)


# "paketlerin üçünü de", "ikisini de ekledim": all the packs just named, counted
_PACKS_NAMED_COUNT = re.compile(r"\b(?:ikisini|ucunu|ikisi|ucu)(?=\s+(?:de|da)\b)")


def _pack_numbers(q: str) -> list[int]:
    """Where the numbers that count packs are written ("2 genisleme", "uc paket", the packs
    just named "ucunu de" when their number is right)."""
    found = [m.start(1) for m in _PACK_COUNT.finditer(q)]
    named = len([k for k in bug_keys(q) if k in EXPANSION_BUGS])
    for m in _PACKS_NAMED_COUNT.finditer(q):
        if named == (2 if m.group().startswith("iki") else 3) and (
            _PACK_WORD.search(q) or adds_packs(q)
        ):
            found.append(m.start())
    return found + [m.start() for m in re.finditer(r"\b(?:uc|3)(?=\s+(?:genisleme|paket|ek\b))", q)]


# "1 adet bulunan", "3'er tane olan", "tek tane olan": the kinds with that many pieces
_WITH_COUNT = re.compile(
    r"\b(\d+|bir|iki|uc|tek|birer|ikiser|ucer)(?:'?s?[ae]r)?\s*(?:adet|tane|parca|tas)?\s*"
    r"(?:bulunan|olan|var\s*olan|gelen|verilen|dusen)\b"
)
_COUNT_WORDS = {"bir": 1, "tek": 1, "birer": 1, "iki": 2, "ikiser": 2, "uc": 3, "ucer": 3}


# "temel oyunla kıyaslıcam", "Pocket ile karşılaştırınca", "temel oyundakinden farklı",
# "normal Hive'dan farkı": the edition said after these is the reference, not the one asked
_AS_REFERENCE = re.compile(
    r"^(?:\s*hive)?(?:\s+(?:oyun|kutu|baski|set|versiyon)\w*?)?\s*'?"
    r"(?:(?:y?l[ae]|\s+ile)\s+(?:kiyas|karsilastir|mukayese)"
    r"|(?:d|t)[ae](?:ki(?:n(?:d|t)[ae])?)?n\s+(?:farki|farkli|ne\s*fark|fazla|eksik))"
)


def reference_edition(q: str) -> tuple[str, str] | None:
    """(the edition asked, the edition it is compared with) when the question names two and
    says one as the reference; None otherwise."""
    found = [f for f in find_aliases(q, EDITION_ALIASES) if f.key != PACK]
    refs = {f.key for f in found if _AS_REFERENCE.match(f.suffix + q[f.end :])}
    asked = {f.key for f in found} - refs
    if len(refs) != 1 or len(asked) != 1:
        return None
    return next(iter(asked)), next(iter(refs))


def read_bug_kinds(q: str) -> dict[str, Any] | None:
    kept = without_named_packs(q)
    if kept is None:
        return None
    q = kept
    if not _KINDS.search(q) or without_a_bug(q):
        return None
    with_count = _WITH_COUNT.search(q)
    allowed = _pack_numbers(q) + ([with_count.start(1)] if with_count else [])
    if stray_number(q, allowed):
        return None
    eds = editions_in(q)
    if len(eds) > 1:
        pair = reference_edition(q)
        if pair is None or with_count or _PACK_WORD.search(q) or bug_keys(q):
            return None
        return {"edition": pair[0], "compare": pair[1]}
    edition = next(iter(eds), None)
    inputs: dict[str, Any] = {}
    if edition is None and pack_alone(q):
        edition = PACK
    if contradicts_edition(q, edition):
        return None  # "carbon, üç genişleme de içinde": Carbon holds two
    names, count, adding = packs_in(q, edition)
    if adding and edition in (None, "temel"):
        if names:
            inputs["packs"] = ", ".join(names)
        elif count:
            inputs["pack_count"] = count
        edition = edition or "temel"
    group_said = re.search(r"genisleme(?!siz)|\bek\s*bocek|expansion", q)
    if group_said and _CONTAINED.search(q) and edition not in (None, "temel", PACK):
        # "ultimate'te kaç çeşit böcek var, üç genişleme de içinde": its contents, said
        group_said = re.search(r"kac\s+(?:\w+\s+)?(?:genisleme|ek\s*bocek|expansion)", q)
    if group_said and not adding:
        inputs["group"] = "genisleme"
    elif re.search(r"(?:temel|orijinal)\s*(?:bocek|tas)", q):
        inputs["group"] = "temel"
    if edition is not None:
        inputs["edition"] = edition
    if with_count:
        if inputs.get("group") or edition == PACK or inputs.get("pack_count"):
            return None
        word = with_count.group(1)
        inputs["count"] = int(word) if word.isdigit() else _COUNT_WORDS[word]
        # "kutuda 2'şer tane olan": a kind's count is said per player unless both are named
        inputs["per_player"] = not _BOTH_PLAYERS.search(q)
    return inputs


_BUG_COUNT = re.compile(r"kac\s*(?:tane|adet)|tane\s*(?:var|vardir|oluyo|cikiyo)|sayisi|\badet")
_NOT_A_COUNT = re.compile(
    r"alan|adim|kare|hex|atla|zipla|gider|gidebil|hareket|yurur|ilerle|tasir|\btur\w*|"
    r"kac\s*tas|komsu|etraf|kenar|kusat|cevre|yanin"
)


# "toplasak kaç taş eder", "toplarsak", "toplayınca": the kinds summed
_SUM_ASK = re.compile(r"birlikte|toplam|topla(?:sak|rsak|sam|rsam|yinca|diginda|nirsa)\b|beraber|"
                      r"ikisi\s*(?:birden|bir\s*arada)|bir\s*arada")  # fmt: skip
_JOINED = re.compile(r"^\w*\s*(?:ve|ile|,)\s*$|^\w*\s*,\s*$")


def _sum_of_bugs(q: str) -> bool:
    """Named bugs joined by "ve", "ile" or commas, asked together ("birlikte kaç taş")."""
    found = bugs_in(q)
    if len(found) < 2 or not _SUM_ASK.search(q) or not re.search(r"kac\b|sayisi", q):
        return False
    pairs = zip(found, found[1:], strict=False)
    return all(_JOINED.match(q[a.end - len(a.suffix) : b.start]) for a, b in pairs)


def read_bug_count(q: str) -> dict[str, Any] | None:
    keys = bug_keys(q)
    names = bugs_in(q)
    if (
        len(keys) > 1
        and _sum_of_bugs(q)
        and not _NOT_A_SUM.search(q)
        and not without_a_bug(q)
        and not stray_number(q)
    ):
        return _several_bugs(q, keys, joined=True)
    if not keys or _NOT_A_COUNT.search(q) or without_a_bug(q) or stray_number(q):
        return None
    if _LEFT.search(q) and (_PLACED_VERB.search(q) or _ON_BOARD.search(q)):
        return None  # "sivrisineğimi koydum, kaç tane kaldı": what is left (hive-bug-left)
    if len(keys) > 1:
        return _several_bugs(q, keys)
    key = keys[0]
    # any mention: "çekirgelerden biri kayıp, kutuda kaç çekirge olmalı"
    near = any(re.search(r"kac\s*$", q[max(0, a.start - 8) : a.start]) for a in names)
    after = any(re.match(r"[\w']*\s*(?:\w+\s+){0,2}kac\b", q[a.start :]) for a in names)
    if not (_BUG_COUNT.search(q) or near or after):
        return None
    if "kac" not in q and "sayisi" not in q:
        return None
    eds = editions_in(q)
    if len(eds) > 1:
        return None
    edition = next(iter(eds), None)
    inputs: dict[str, Any] = {"bug": key}
    if edition is None and pack_alone(q):
        edition = PACK
    elif BUGS[key].expansion and edition in (None, "temel") and adds_packs(q):
        inputs["packs"] = key
        edition = "temel"
    per = scope(q, default_per_player=edition != PACK)
    if per is None:
        return None
    if edition is not None:
        inputs["edition"] = edition
    inputs["per_player"] = per
    return inputs


# "kaç karınca ve çekirge var": several base bugs counted together
_TOGETHER = re.compile(r"(?<!\w)kac\s+(?:tane\s+)?[a-z' ]*?(?:\s+ve\s+|\s+ile\s+|,\s*)")


_NOT_A_SUM = re.compile(
    r"alan|adim|kare|hex|atla|zipla|gider|gidebil|hareket|yurur|ilerle|tasir|\btur\b|\bturda|"
    r"komsu|etraf|kenar|kusat|cevre|yanin|koydum|kaldi|ekle|paket"
)


def _several_bugs(q: str, keys: list[str], joined: bool = False) -> dict[str, Any] | None:
    """Several bugs counted together; an expansion bug only in an edition that holds its
    kind or not (Pocket, Carbon, Ultimate), not in the base box, where it is a pack."""
    eds = editions_in(q)
    if not (joined or _TOGETHER.search(q)) or len(eds) > 1 or pack_alone(q):
        return None
    edition = next(iter(eds), None)
    adding = re.search(r"ekle|katar|katsam|ilave|\+|\bdahil|paket", q) or _with_suffix(q)
    if any(BUGS[k].expansion for k in keys) and (edition in (None, "temel") or adding):
        return None
    # "birlikte toplam": the sum of the kinds, not the box ("kutuda" still says the box)
    per = scope(_SUM_ASK.sub(" ", q) if joined else q, default_per_player=True)
    if per is None:
        return None
    inputs: dict[str, Any] = {"bug": ", ".join(keys), "per_player": per}
    if edition not in (None, "temel"):
        inputs["edition"] = edition
    return inputs


_NOT_PIECES = re.compile(r"kralice|kusat|etraf|komsu|turda|hamle|atla|zipla|tasin\s*ust|muaf|"
                         r"tasin\s*uzer|cevre|yanin|koyarsam|koymam|kazan|yerlestir|oynat|"
                         r"hareket|rakib\w*\s+(?:\w+\s+)?deg|rakip\w*\s+(?:\w+\s+)?deg")  # fmt: skip


# "26 taş diyor kutuda", "kutu 28 taşlı": the count the box states, said as the premise
_STATED = re.compile(r"\s*(?:tane\s*|adet\s*)?(?:tas|parca)")


def _stated_counts(q: str, eds: frozenset[str]) -> list[int]:
    """Where the question states a named edition's own box count (or its per-player count)
    as the premise ("carbon aldım, 26 taş diyor kutuda"); a count no named edition has stays
    a stray number, so the question is declined."""
    named = [EDITIONS[e] for e in eds if e in EDITIONS]
    if not named:
        return []
    known = {n for edition in named for n in (edition.box, edition.box // 2)}
    return [n.start for n in numbers(q)
            if n.value in known and _STATED.match(q, n.end)]  # fmt: skip


# "temel kutum var, yanına ... paketlerini aldım": "besides", not a piece's neighbour
_BESIDES = re.compile(
    r"\byanina\b(?=(?:\s+\S+){0,6}?\s+\S*(?:paket|genisleme|ayri|ayrica|ekle|aldi|aldim|aldik))"
    r"(?!(?:\s+\S+){0,6}?\s+(?:koy|yerlestir|oynat|hareket))"
)


# "tespih böceği var mı", "sivrisinek de dahil mi": whether the edition holds an expansion bug
_HOLDS_ASK = re.compile(
    r"^[\w']*\s+(?:(?:de|da)\s+)?(?:var\s*m[iu]|yok\s*m[iu]|dahil\s*m[iu]|geliyo\w*\s*m[iu]|"
    r"cikiyo\w*\s*m[iu]|icinde\s*m[iu]|bulunuyo\w*\s*m[iu])"
)


def _asked_bugs(q: str) -> tuple[str, list[str]]:
    """The question with the expansion bugs it asks about ("tespih böceği var mı") blanked,
    and those bugs; the bugs are asked of a named edition, not packs added to it."""
    asked: list[str] = []
    out = q
    for f in bugs_in(q):
        if BUGS[f.key].expansion and _HOLDS_ASK.match(q[f.end - len(f.suffix) :]):
            asked.append(f.key)
            out = out[: f.start] + " " * (f.end - f.start) + out[f.end :]
    return out, list(dict.fromkeys(asked))


# "Carbon'la aynı mı", "Carbon kadar mı", "Ultimate'e eşit mi", "Pocket'tan fazla mı": an
# edition the base box with its packs is measured against
_SAME_AS = re.compile(
    r"^(?:\s*hive)?\s*'?(?:(?:y?l[ae]|\s+ile)\s+(?:ayni|esit|bir\s*mi|denk)"
    r"|\s+(?:kadar|gibi)\s+(?:m[iu]|mi\w*|mu\w*|olu|old|ol\w*)"
    r"|y?[ae]\s+(?:esit|denk)|(?:d|t)[ae]n\s+(?:fazla|az|eksik|cok)\s*(?:m[iu]|mi\w*|mu\w*))"
)


def _measured_against(q: str) -> tuple[str, str] | None:
    """(the question with the edition said as the reference blanked, that edition) when the
    base box with added packs is compared with a named edition ("temel kutum var, sivrisinek
    ve uğur böceği paketlerini aldım, toplam kaç taş, Carbon'la aynı mı")."""
    found = [f for f in find_aliases(q, EDITION_ALIASES) if f.key != PACK]
    refs = [f for f in found if _SAME_AS.match(f.suffix + q[f.end :])]
    if len(refs) != 1 or {f.key for f in found} - {"temel", refs[0].key}:
        return None
    ref = refs[0]
    if ref.key == "temel" or not adds_packs(q) and not _PACK_WORD.search(q):
        return None
    return q[: ref.start] + " " * (ref.end - ref.start) + q[ref.end :], ref.key


def read_pieces(q: str) -> dict[str, Any] | None:
    q = _BESIDES.sub("ayrica", q)
    kept = without_named_packs(q)
    if kept is None:
        return None
    q = kept
    against = _measured_against(q)
    if against is not None:
        inputs = _read_pieces(against[0])
        if (
            inputs is None
            or inputs.get("edition") not in (None, "temel")
            or not (inputs.get("packs") or inputs.get("pack_count"))
        ):
            return None
        return {**inputs, "compare": against[1]}
    asked_bugs: list[str] = []
    if editions_in(q) - {"temel"}:
        q, asked_bugs = _asked_bugs(q)
    inputs = _read_pieces(q)
    if inputs is not None and asked_bugs:
        if inputs.get("edition") in (None, PACK) or inputs.get("packs") or inputs.get("pack_count"):
            return None
        inputs["ask_bugs"] = ", ".join(asked_bugs)
    return inputs


# "kutuda kaç taş var, her oyuncuya kaçar tane düşüyo": the box and one player's share asked
_CLAUSES = re.compile(r"[.?!,;]|\bve\b|\bbir\s+de\b")
_SHARE_ASK = re.compile(r"\bkac\w*")


_SHARE = re.compile(_PER_PLAYER.pattern + r"|\bkacar\b|her\s*birimiz\w*|her\s*birimize")


def _both_asked(q: str) -> bool:
    clauses = [c for c in _CLAUSES.split(q) if _SHARE_ASK.search(c)]
    box = [c for c in clauses if _PER_BOX.search(c) and not _SHARE.search(c)]
    per = [c for c in clauses if _SHARE.search(c) and not _PER_BOX.search(c)]
    return bool(box and per)


def _read_pieces(q: str) -> dict[str, Any] | None:
    asks = re.search(r"[^.?!]*(?:kac\s*(?:tane\s*)?(?:(?:daha\s*)?(?:fazla|eksik)\s*(?:tane\s*)?)?"
                     r"(?:tas|parca|tile|pul)|tas\s*sayisi|toplam"
                     r"\s*tas)[^.?!]*", q)  # fmt: skip
    if not asks or _NOT_PIECES.search(q) or without_a_bug(q):
        return None
    # "kaç taşla oynamış oluruz": the set played with, no piece placed
    if _PLACED_VERB.search(re.sub(r"tasla\s+oyna\w*", " ", q)) and not adds_packs(q):
        return None  # "bütün taşlarımı koydum": what is left in hand, not the set
    if [k for k in bug_keys(q) if not BUGS[k].expansion]:
        return None  # a base bug named: how many of that bug, not of the whole set
    eds = editions_in(asks.group()) or editions_in(q)
    if stray_number(q, _pack_numbers(q) + _stated_counts(q, editions_in(q))):
        return None  # "iki kutu", "3 kisi": a number the piece count does not take
    if len(eds) > 1 or (len(editions_in(q)) == 2 and _DIFF_ASK.search(q)):
        return _compared(q)
    pair = reference_edition(q) if len(editions_in(q)) == 2 else None
    if pair is not None and pair[0] in eds and not (_PACK_WORD.search(q) or bug_keys(q)):
        # "carbon'da kaç taşla oynanır? temel oyundakinden farklı böcek var mı": the count
        # asked, the other edition beside it
        per = scope(q, default_per_player=False)
        if re.search(r"kac\s*tasla\s*oyn[au]|tasla\s*oynan", q) and not _PER_BOX.search(q):
            per = True
        return None if per is None else {"edition": pair[0], "compare": pair[1], "per_player": per}
    edition = next(iter(eds), None)
    inputs: dict[str, Any] = {}
    if edition is None and pack_alone(q):
        edition = PACK
        names = [k for k in bug_keys(q) if k in EXPANSION_BUGS]
        if names:
            inputs["packs"] = ", ".join(names)
        m = _PACK_COUNT.search(q)
        if m and not names and m.group(1) not in ("bir", "1"):
            word = m.group(1)
            inputs["pack_count"] = int(word) if word.isdigit() else _WORD_VALUES[word]
    else:
        if contradicts_edition(q, edition):
            return None  # "carbon, üç genişleme de içinde": Carbon holds two
        names, count, adding = packs_in(q, edition)
        expansion_named = [k for k in bug_keys(q) if k in EXPANSION_BUGS]
        if expansion_named and not names and edition in (None, "temel"):
            return None  # "sivrisinek kac tas": which count is meant is unclear
        if adding and names:
            inputs["packs"] = ", ".join(names)
        elif adding and count:
            inputs["pack_count"] = count
        if (names or count) and adding and edition is None:
            edition = "temel"
    per = scope(q, default_per_player=False)
    if re.search(r"kac\s*tasla\s*oyn[au]|tasla\s*oynan", q) and not _PER_BOX.search(q):
        per = True
    if _both_asked(q) and edition != PACK:
        per, inputs["both"] = True, True
    if per is None:
        return None
    if edition is not None:
        inputs["edition"] = edition
    inputs["per_player"] = per
    return inputs


# "ultimate aldım, normal hive'dan farkı ne": the other edition is a reference
_FROM_REF = re.compile(r"^(?:\s*hive)?\s*'?(?:d|t)[ae]n\s+(?:farki|farkli|ne\s*fark)")


# "kaç taş fazla", "kaç taş eksik", "kaç taş fark var", "farkı kaç taş": the difference
_DIFF_ASK = re.compile(
    r"kac\s*(?:tane\s*)?(?:tas|parca)\w*\s*(?:daha\s*)?(?:fazla|eksik|az\b|fark)|"
    r"kac\s*(?:tane\s*)?(?:daha\s*)?(?:fazla|eksik)\s*(?:tane\s*)?(?:tas|parca)|"
    r"fark\w*\s*(?:\w+\s+)?(?:kac|ne\s*kadar)|(?:fazla|eksik)\w*\s*kac\s*(?:tane\s*)?tas"
)
# the edition the other is measured from: "temel kutudan kaç taş fazla", "pocketten"
_ABLATIVE = re.compile(
    r"^(?:\s*hive)?\s*'?(?:(?:d|t)[ae]n\b|y?[ae]\s+(?:gore|kiyasla|oranla|nazaran))"
)


def _compared(q: str) -> dict[str, Any] | None:
    """Two editions, one said as the reference ("normal hiveden farkı"): the count asked is
    the other one's; with a difference asked ("temel kutudan kaç taş fazla", "aralarında kaç
    taş fark var"): the difference."""
    found = [f for f in find_aliases(q, EDITION_ALIASES) if f.key != PACK]
    if _PACK_WORD.search(q) or bug_keys(q):
        return None
    per = scope(q, default_per_player=False)
    if per is None:
        return None
    if _DIFF_ASK.search(q):
        keys = list(dict.fromkeys(f.key for f in found))
        froms = [f.key for f in found if _ABLATIVE.match(f.suffix + q[f.end :])]
        if len(keys) != 2 or len(set(froms)) > 1:
            return None
        ref = froms[0] if froms else keys[1]
        asked = next(k for k in keys if k != ref)
        return {"edition": asked, "compare": ref, "per_player": per, "difference": True}
    refs = [f for f in found if _FROM_REF.match(f.suffix + q[f.end :])
            or _AS_REFERENCE.match(f.suffix + q[f.end :])]  # fmt: skip
    asked_keys = {f.key for f in found} - {f.key for f in refs}
    if len(refs) != 1 or len(asked_keys) != 1:
        return None
    return {"edition": next(iter(asked_keys)), "compare": refs[0].key, "per_player": per}


_NEIGHBOURS = re.compile(r"komsu|kenar|taraf\w*\s*(?:temas|deg|komsu)|etraf\w*\s*kac\s*alan|"
                         r"cevres\w*\s*kac\s*alan")  # fmt: skip


# a piece's size ("bir kenarı kaç santim"): the rules give no measurement
_SIZE = re.compile(r"santim|\bcm\b|milim|\bmm\b|\binch|\binc\b|boyut|buyuklu|uzunlu|olcu|"
                   r"genislig|kalinlig|agirlig|gram|capi\b|ebat")  # fmt: skip


def read_neighbours(q: str) -> dict[str, Any] | None:
    if not (_NEIGHBOURS.search(q) and _KAC.search(q)) or _SIZE.search(q):
        return None
    if re.search(r"tas|altigen|hex|kralice|her\s*bir|bocek|parca", q) is None:
        return None
    if bug_keys(q) and "kralice" not in bug_keys(q):
        return None
    if numbers(q) or re.search(r"kovan\w*\s*(?:dis\s*)?kenar", q):
        return None
    return {}


_PLAYERS = re.compile(
    r"kac\s*(?:kisi|oyuncu)(?!\s*basi)|kac\s*kisiyiz|kisilik\s*(?:bir\s*)?oyun\s*mu|"
    r"(?:\d+|iki|uc|dort|bes|alti)\s*(?:kisi|oyuncu)\w*\s*(?:\w+\s+){0,2}(?:oyna|oynan|oynay|olur)|"
    r"tek\s*basima|tek\s*basina|solo|yalniz\s*(?:basima\s*)?oyna|kac\s*oyuncuya"
)


def read_players(q: str) -> dict[str, Any] | None:
    if not _PLAYERS.search(q) or re.search(r"oyuncu\s*basi|kisi\s*basi|tas", q):
        return None
    if re.search(r"tek\s*basi|solo|yalniz", q):
        return {"players": 1} if "oyna" in q else None
    said = [n.value for n in numbers(q)
            if re.match(r"\s*(?:kisi|oyuncu)", q[n.end :]) and n.kind == "cardinal"]  # fmt: skip
    if len(set(said)) > 1:
        return None
    return {"players": said[0]} if said else {}


# -- pieces still in hand; turns to place them -------------------------------------------------
_PLACED_VERB = re.compile(
    r"\b(?:koydu|koymus|oynadi|oynamis|yerlestirdi|yerlestirmis|soktu|sokmus|indirdi|girdi|"
    r"kullandi|dizdi|attim|koyduk|oynadik)\w*|\b(?:oyuna|kovana|masaya|tahtaya)\s+"
    r"(?:girdi|giren|soktu|koydu|cikti)\w*"
)
_IN_HAND = re.compile(
    r"(?:elimde|elde|elinde|elimizde|elimdeki|elindeki)\w*\s+(?:\w+\s+){0,3}?kac|"
    r"kac\s+(?:tane\s+)?(?:tas|parca|taş)\w*\s+(?:daha\s+)?(?:kaldi|kalir|kalmis|kalacak|"
    r"kalmistir|kaliyo)|kalan\s+tas\w*\s+(?:kac|sayisi)|kac\s+tasim\s+(?:daha\s+)?(?:kaldi|var)"
)
_ALL_OF = re.compile(r"\b(?:butun|tum|hepsi|hepsini|tamami|tamamini)\b")
_RING = re.compile(r"kusat|etraf|cevre|komsu|yanin|sarmak")
# the other player's pieces ("rakip 5 taş koydu"): whose hand is asked is unclear
_OTHER_PLAYER = re.compile(r"rakib|rakip|arkadas|karsi\s*taraf|esim\b|kardesim|\bo\s+\d")


# bugs joined into one list ("çekirgelerimi ve örümceklerimi", "karınca, çekirge")
_LIST_JOIN = re.compile(r"\s*(?:,|\bve\b|\bile\b|\bhem\b)\s*(?:\bhem\b\s*)?")
# "çekirgelerimin hepsini", "örümceklerin tamamını": all of the list just named
_ALL_AFTER = re.compile(r"\s*(?:\w+\s+)?(?:hepsi|tamami|tumu)\w*")
_PLURAL = re.compile(r"^(?:ler|lar)")


def _all_of_kind(q: str, found: tuple[Found, ...]) -> set[int]:
    """Where the bugs are that the customer placed every piece of: "bütün/tüm X" reaches
    over the list it opens ("bütün çekirgelerimi ve örümceklerimi"), "X ve Y'nin hepsini"
    over the list it closes."""
    chains: list[list[Found]] = []
    for f in found:
        if chains and _LIST_JOIN.fullmatch(q[chains[-1][-1].end : f.start]):
            chains[-1].append(f)
        else:
            chains.append([f])
    out: set[int] = set()
    for chain in chains:
        first, last = chain[0], chain[-1]
        if _ALL_OF.search(q[max(0, first.start - 8) : first.start]) or _ALL_AFTER.match(
            q[last.end :]
        ):
            out |= {f.start for f in chain}
    return out


# "kraliçeyi koymadım", "örümceği yerleştirmedim": a bug named as not placed
_NOT_PLACED = re.compile(
    r"^[\w']*\s+(?:\w+\s+){0,3}?(?:koyma|yerlestirme|sokma|oynama|indirme)(?:d|y|z)"
)


def _not_placed(q: str, f: Found) -> bool:
    return bool(_NOT_PLACED.match(q[f.end - len(f.suffix) :]))


def _described(q: str, f: Found) -> bool:
    """An expansion bug named as what the set holds ("pocket, sivrisinek ve uğur böceği
    dahil"), in a clause that places nothing: not a piece placed."""
    if not BUGS[f.key].expansion:
        return False
    start = max(q.rfind(c, 0, f.start) for c in ".,;?!") + 1
    ends = [i for i in (q.find(c, f.end) for c in ".,;?!") if i >= 0]
    clause = q[start : min(ends, default=len(q))]
    return bool(_CONTAINED.search(clause)) and not _PLACED_VERB.search(clause)


def _placed(q: str) -> tuple[dict[str, int], int | None, list[int]] | None:
    """(pieces placed per bug, a count of placed pieces, where the numbers read are); None
    when what was placed cannot be read ("2 tane koydum" of what?)."""
    counts: dict[str, int] = {}
    allowed: list[int] = []
    found = bugs_in(q)
    nums = numbers(q, include_bir=True)
    pending: list[str] = []  # bugs waiting for a "2'ser" after them
    named = {f.start for f in found}
    for m in re.finditer(r"(?<!ugur\s)(?<!tespih\s)(?<!tesbih\s)\bbocek\w*", q):
        if m.start() not in named:
            return None  # "tüm böceklerimi", "örümcek ve böceklerimi": bugs, or Beetles?
    every = _all_of_kind(q, found)
    found = tuple(f for f in found if not (_described(q, f) or _not_placed(q, f)))
    for f in found:
        before = [n for n in nums if n.end <= f.start
                  and re.fullmatch(r"\s*(?:tane\s+|adet\s+)?", q[n.end : f.start])]  # fmt: skip
        after = [n for n in nums if n.kind == "distributive" and n.start >= f.end
                 and re.fullmatch(r"[\w']*\s*", q[f.end : n.start])]  # fmt: skip
        if f.key in counts:
            return None  # a bug named twice: which count?
        if before:
            counts[f.key] = before[-1].value
            allowed.append(before[-1].start)
        elif after:
            for k in [*pending, f.key]:
                counts[k] = after[0].value
            allowed.append(after[0].start)
            pending = []
        elif f.start in every:
            counts[f.key] = BUGS[f.key].per_player
        elif _PLURAL.match(f.suffix) and BUGS[f.key].per_player > 1:
            return None  # "örümceklerimi koydum": one of them, or both?
        else:
            counts[f.key] = 1
            pending.append(f.key)
    total = None
    for n in nums:
        if n.start in allowed or n.kind != "cardinal":
            continue
        if re.match(r"\s*(?:tane\s+)?(?:tas|parca)\w*\s+(?:\w+\s+)?", q[n.end :]) and (
            _PLACED_VERB.search(q[n.end : n.end + 40])
        ):
            if total is not None:
                return None
            total = n.value
            allowed.append(n.start)
    return counts, total, allowed


def _hand_inputs(q: str) -> dict[str, Any] | None:
    """The edition and packs of the player's set, and what was placed."""
    eds = editions_in(q)
    if len(eds) > 1:
        return None
    edition = next(iter(eds), None)
    if contradicts_edition(q, edition):
        return None  # "carbon, üç genişleme de içinde": Carbon holds two
    names, count, adding = packs_in(q, edition)
    read = _placed(q)
    if read is None:
        return None
    counts, total, allowed = read
    inputs: dict[str, Any] = {}
    expansion_placed = [k for k in counts if BUGS[k].expansion and k not in names]
    if adding and (names or count):
        if edition not in (None, "temel"):
            return None
        edition = "temel"
        if names:
            inputs["packs"] = ", ".join(names)
            counts = {k: v for k, v in counts.items() if k not in names}  # the packs' names
        else:
            inputs["pack_count"] = count
        allowed += _pack_numbers(q)
    elif expansion_placed and edition in (None, "temel"):
        return None  # an expansion bug placed, but which set is unknown
    else:
        allowed += _pack_numbers(q)  # "ultimate, üç genişleme de içinde": its own
    if edition is not None:
        inputs["edition"] = edition
    if counts:
        inputs["placed"] = ", ".join(f"{n} {k}" for k, n in counts.items())
    if total is not None:
        inputs["placed_count"] = total
    return inputs if not stray_number(q, allowed) else None


# turns of one's own, each of which placed a new piece: "4. turdan sonra", "3 tur oynadım"
_TURN_AFTER = re.compile(
    r"\s*tur\w*\s+(?:\w+\s+)?(?:sonra|bitince|bittiginde|bitti\w*|bitir\w*|sonunda|sonu\b|tamamla)"
)
_TURN_BEFORE = re.compile(
    r"\s*tur\w*\s+(?:\w+\s+)?(?:once|oncesi|baslarken|basinda|baslamadan|baslamadi)|"
    r"\s*tur(?:dayim|dayiz|umdayim|umdayiz|dayken|umdayken)\b|\s*tur(?:um)?a\s+geld"
)
_TURN_PLACING = re.compile(r"\s*tur\w*\s+(?:\w+\s+){0,2}?(?:koy|yerlestir|sok|indir)")
_THAT_TURN = re.compile(
    r"\b(?:o|bu)\s+tur(?:dan|umdan|un|umun|u)?\s+(?:sonra|bitince|bittiginde|sonunda)|"
    r"\bsonrasinda\b|\bondan\s+sonra\b"
)
_COUNTED_TURNS = re.compile(
    r"\bilk\s+(\d+|iki|uc|dort|bes|alti|yedi|sekiz|dokuz|on)\s+tur|"
    r"\b(\d+|iki|uc|dort|bes|alti|yedi|sekiz|dokuz|on)\s+tur\w*\s+(?:boyunca\s+|dur\s+)?"
    r"(?:oynadi[mk]|gecti|oldu|tamamladi[mk]|kralicesiz|kralice\w*\s+koymadan)"
)
_PIECES_PLACED = re.compile(
    r"\s*(?:tane\s*|adet\s*)?(?:tas|parca)\w*\s+(?:\w+\s+)?(?:koy|yerlestir|sok|indir)"
)
_STILL = re.compile(r"\bhala\b|\bhenuz\b|\bdaha\s+(?:koymadim|yok)|\bsimdiye\s+kadar\b")


def _turns_played(q: str) -> dict[str, Any] | None | bool:
    """The turns a player says they played placing a new piece each time ("hep yeni taş
    koydum", or the queen not yet placed: until she is, placing is the only move) and that
    the queen waited past the 3rd turn. None: the question counts no turns that way; False:
    it does, but which turn it ends on is unclear ("4. turda elimde kaç taş": before or
    after its move?)."""
    only = bool(_ONLY_PLACED.search(q)) and not _MOVED.search(q)
    queens = [f for f in bugs_in(q) if f.key == "kralice"]
    late = bool(queens) and (
        _queen_status(q, _QUEEN_NOT_YET) or any(_not_placed(q, f) for f in queens)
    )
    if not (only or late):
        return None
    ends: list[int] = []
    allowed: list[int] = []
    ords = [n for n in numbers(q) if n.kind == "ordinal" and re.match(r"\s*tur", q[n.end :])]
    that = _THAT_TURN.search(q)
    for i, n in enumerate(ords):
        rest = q[n.end :]
        if _TURN_BEFORE.match(rest):
            ends.append(n.value - 1)
        elif _TURN_AFTER.match(rest) or _TURN_PLACING.match(rest):
            ends.append(n.value)
        elif that is not None and i == len(ords) - 1 and that.start() > n.end:
            ends.append(n.value)  # "4. turda ne yapmalıyım, o turdan sonra"
        else:
            return False
        allowed.append(n.start)
    counted: list[int] = []
    for m in _COUNTED_TURNS.finditer(q):
        word = m.group(1) or m.group(2)
        counted.append(int(word) if word.isdigit() else _TURN_WORDS[word])
        allowed.append(m.start(1) if m.group(1) else m.start(2))
    ends += counted
    if not ends:
        return None
    # "ilk 3 turumda 3 tane taş koydum": one piece a turn, said as the premise; another
    # count is not one a turn
    for n in numbers(q):
        if n.kind == "cardinal" and n.start not in allowed and _PIECES_PLACED.match(q, n.end):
            if n.value not in counted:
                return False
            allowed.append(n.start)
    turns = max(ends)
    if turns < 1:
        return False
    if late and turns > QUEEN_LATEST and (not only or _STILL.search(q)):
        return False  # the queen still in hand after the 4th turn: impossible
    inputs = _set_inputs(q, allowed)
    if inputs is None:
        return False
    inputs["turns"] = turns
    if late:
        inputs["queen_late"] = True
    return inputs


def _set_inputs(q: str, allowed: list[int]) -> dict[str, Any] | None:
    """The edition and packs of a player's set, when nothing else in the question is a
    number the count does not take."""
    eds = editions_in(q)
    if len(eds) > 1:
        return None
    edition = next(iter(eds), None)
    if contradicts_edition(q, edition):
        return None
    names, count, adding = packs_in(q, edition)
    inputs: dict[str, Any] = {}
    if adding and (names or count):
        if edition not in (None, "temel"):
            return None
        edition = "temel"
        if names:
            inputs["packs"] = ", ".join(names)
        else:
            inputs["pack_count"] = count
    elif [k for k in bug_keys(q) if k in EXPANSION_BUGS] and edition in (None, "temel"):
        return None
    if edition is not None:
        inputs["edition"] = edition
    if stray_number(q, allowed + _pack_numbers(q)):
        return None
    return inputs


def read_in_hand(q: str) -> dict[str, Any] | None:
    kept = without_named_packs(q)
    if kept is None:
        return None
    q = kept
    if not _IN_HAND.search(q) or _RING.search(q) or re.search(r"kac\s*(?:tane\s*)?tur", q):
        return None
    if _OTHER_PLAYER.search(q):
        return None
    played = _turns_played(q)
    if played is False:
        return None
    if isinstance(played, dict):
        return played
    if not _PLACED_VERB.search(q):
        return None  # nothing placed: the set itself (hive-pieces)
    asked = re.search(r"kac\s+(?:tane\s+)?(\w+)", q)
    if asked and any(f.start == asked.start(1) for f in bugs_in(q)):
        return None  # "kaç çekirgem kaldı": one bug, not the pieces
    inputs = _hand_inputs(q)
    if inputs is None or not (inputs.get("placed") or inputs.get("placed_count") is not None):
        return None
    return inputs


_TURNS_TO_PLACE = re.compile(
    r"kac\s*(?:tane\s*)?(?:tur|el\b|hamle|raund|round)\w*|kac\s*turum\w*|kac\s*turda"
)
_WHOLE_SET = re.compile(
    r"(?:butun|tum|hepsi|tamami|elimdeki|elindeki|kalan|geri\s*kalan)\w*\s+(?:\w+\s+)?"
    r"(?:tas|parca)|tas\w*\s+(?:\w+\s+)?(?:hepsi|tamami)|\bhepsini\b|\btamamini\b"
)
_INTO_PLAY = re.compile(r"koy|sok|yerlestir|oyuna|kovana|diz|indir|gir|masaya|tahtaya")
# "bir turda 2 tas koyamiyoruz": the customer's own reading of the one-move rule
_PREMISE = re.compile(r"\b(?:bir|bi|her|tek|ayni)\s*turda\s*(\d|iki|uc)\s*(?:tane\s*)?tas")


def read_placement_turns(q: str) -> dict[str, Any] | None:
    kept = without_named_packs(q)
    if kept is None:
        return None
    q = kept
    if not (_TURNS_TO_PLACE.search(q) and _WHOLE_SET.search(q) and _INTO_PLAY.search(q)):
        return None
    if _RING.search(q) or _turn_mentions(q) or _OTHER_PLAYER.search(q):
        return None
    inputs = _hand_inputs(_PREMISE.sub(lambda m: " " * len(m.group()), q))
    return inputs


# -- pieces on the table after turns of placing only ----------------------------------------
_TABLE_ASK = re.compile(
    r"(?:masada|tahtada|kovanda|oyunda|ortada|kovan\w*\s+toplam)\s+(?:\w+\s+){0,3}?kac\s+"
    r"(?:tane\s+)?(?:tas|parca)|kac\s+(?:tane\s+)?(?:tas|parca)\w*\s+(?:\w+\s+){0,2}?"
    r"(?:masada|tahtada|kovanda|oyunda|ortada|olur\s+masada)"
)
# "hep taş koyduk, hiç oynatmadık", "sadece yerleştirdik": every move so far placed a piece
_ONLY_PLACED = re.compile(
    r"\b(?:hep|hepsinde|sadece|yalnizca|yalniz|surekli|her\s+turda|her\s+hamlede)\s+"
    r"(?:yeni\s+)?(?:tas\w*\s+)?(?:koy|yerlestir|ekle|dizdi)|"
    r"\bhic\s+(?:bir\s+)?(?:tas\w*\s+)?(?:oynatma|oynatmadi|hareket\s*ettirme|kaydirma|yurutme)|"
    r"\bhicbir\s+tas\w*\s+(?:oynatma|hareket)|"
    r"(?:oynatan|hareket\s*ettiren)\s+(?:olmadi|yok)"
)
_MOVED = re.compile(r"\b(?:oynattim|oynattik|oynattin|hareket\s*ettirdi[mk]|kaydirdi[mk])\b")
_RIVAL_COLOUR = re.compile(r"rakip\w*\s+(?:siyah|beyaz|basladi|koydu)")
_I_WHITE = re.compile(
    r"\bben\s+beyaz|\bbeyazim\b|\bbeyazdim|\bbeyazla\s+oyn|\bbeyaz\s+bendim|"
    r"\bben\s+basladim|\bilk\s+ben\s+(?:koydum|basladim)|rakip\w*\s+siyah"
)
_I_BLACK = re.compile(
    r"\bben\s+siyah|\bsiyahim\b|\bsiyahdim|\bsiyahla\s+oyn|\bsiyah\s+bendim|"
    r"\brakip\w*\s+basladi|\bilk\s+rakip\w*\s+koydu|rakip\w*\s+beyaz"
)
_BOTH_TURNS = re.compile(r"\b(?:ikimiz|iki\s+oyuncu|her\s+iki\s+oyuncu)\w*\s+(?:de\s+)?"
                         r"(\d+|bir|iki|uc|dort|bes|alti|yedi|sekiz|dokuz|on)\s*'?(?:er|ar|ser|sar)?"
                         r"\s+tur")  # fmt: skip
_TURN_WORDS = {"bir": 1, "iki": 2, "uc": 3, "dort": 4, "bes": 5, "alti": 6, "yedi": 7,
               "sekiz": 8, "dokuz": 9, "on": 10}  # fmt: skip


# "ikimiz de kraliçemizi 4. turumuzda koyduk": both queens went down on that turn
_BOTH_QUEENS_AT = re.compile(
    r"\bikimiz\w*\s+(?:de\s+)?(?:\w+\s+){0,3}?(\d+)\s*\.\s*tur\w*\s+(?:\w+\s+)?"
    r"(?:koy|yerlestir|sok|indir)"
)


def _both_queens_at(q: str) -> tuple[int, int] | None:
    """(the turn, where it is written) when both players placed their queen on the same turn
    of theirs; until then every move of both placed a piece."""
    if "kralice" not in bug_keys(q):
        return None
    m = _BOTH_QUEENS_AT.search(q)
    if m is None or not re.search(r"ikimiz\w*\s+(?:de\s+)?kralice|kralicemiz", q):
        return None
    return int(m.group(1)), m.start(1)


def read_on_table(q: str) -> dict[str, Any] | None:
    latest = "kralice" in bug_keys(q) and re.search(
        r"en\s*gec|olabildigince\s*gec|en\s*son|son\s*ana\s*kadar|sona\s*kadar", q
    )
    queens_at = _both_queens_at(q)
    only = bool(_ONLY_PLACED.search(q)) or queens_at is not None
    if not _TABLE_ASK.search(q) or not only or _MOVED.search(q):
        return None
    if _RING.search(q) or (_OTHER_PLAYER.search(q) and not _RIVAL_COLOUR.search(q)):
        return None  # "rakibin 3. turunda": whose turn; "rakip başladı" only says the colour
    inputs: dict[str, Any] = {}
    both = _BOTH_TURNS.search(q)
    turns = [n for n in numbers(q) if n.kind == "ordinal"
             and re.match(r"\s*tur", q[n.end :])]  # fmt: skip
    allowed: list[int] = []
    if both:
        word = both.group(1)
        inputs["turn"] = int(word) if word.isdigit() else _TURN_WORDS[word]
        inputs["colour"] = "ikisi"
        allowed.append(both.start(1))
        if queens_at is not None:
            if inputs["turn"] > queens_at[0] and not _ONLY_PLACED.search(q):
                return None  # after the queens, a move could have been made
            turns = [n for n in turns if n.start != queens_at[1]]
            allowed.append(queens_at[1])
            if inputs["turn"] == queens_at[0]:
                inputs["queen"] = True
        if turns:
            return None
    elif queens_at is not None and not _ONLY_PLACED.search(q):
        return None
    else:
        white, black = bool(_I_WHITE.search(q)), bool(_I_BLACK.search(q))
        if white == black:
            return None  # whose turn it is decides: 7 after White's 4th, 8 after Black's
        if len({n.value for n in turns}) > 1:
            return None
        if turns:
            n = turns[0]
            if not re.match(r"\s*tur(?:um|umda|umun|umdan|umu|umdayken)\b", q[n.end :]):
                return None  # "rakibin 3. turu": whose turn is unclear
            inputs["turn"] = n.value
            allowed.append(n.start)
            if re.match(r"\s*tur\w*\s+(?:\w+\s+)?(?:once|baslarken|baslamadan|oncesi)", q[n.end :]):
                inputs["before"] = True
        elif latest:
            inputs["turn"] = 4  # the queen at the latest: the 4th turn
        else:
            return None
        inputs["colour"] = "beyaz" if white else "siyah"
    queens = [f for f in bugs_in(q) if f.key == "kralice"]
    if queens and (latest or any(re.match(r"[\w']*\s+(?:\d+\s*\.\s*tur\w*\s+)?(?:koy|oyna|sok|"
                                          r"yerlestir|indir)", q[f.end - len(f.suffix) :])
                                 for f in queens)):  # fmt: skip
        inputs["queen"] = True
    if queens_at is not None and inputs.get("turn") != queens_at[0]:
        inputs.pop("queen", None)  # the queens went down on another turn
    eds = editions_in(q)
    if len(eds) > 1 or _PACK_WORD.search(q):
        return None
    if eds:
        inputs["edition"] = next(iter(eds))
    return None if stray_number(q, allowed) else inputs


# -- the ways to draw; the pieces the Freedom to Move rule does not bind -----------------------
_DRAW = re.compile(r"berabere|beraberlik|\bdraw\b|\bpat\b")
_HOW_MANY_WAYS = re.compile(
    r"kac\s*(?:tane\s*|farkli\s*|ayri\s*|cesit\s*|turlu\s*)*(?:durum|sekil|yol|kosul|turlu|"
    r"cesit|senaryo|ihtimal|olasilik)"
)


def read_draws(q: str) -> dict[str, Any] | None:
    if not (_DRAW.search(q) and _HOW_MANY_WAYS.search(q)):
        return None
    return None if numbers(q) or _PACK_WORD.search(q) else {}


_EXEMPT = re.compile(r"muaf|istisna|uymak\s*zorunda\s*(?:olmayan|degil)|uymayan|tabi\s*olmayan")
_FREEDOM_RULE = re.compile(r"hareket\s*ozgurlu|kayma\s*kural|freedom|sikisma\s*kural")
_HOW_MANY_PIECES = re.compile(r"kac\s*(?:tane|tanesi|tas|bocek|tur|cesit|farkli)?")


def read_freedom_exempt(q: str) -> dict[str, Any] | None:
    if not (_EXEMPT.search(q) and _FREEDOM_RULE.search(q) and _HOW_MANY_PIECES.search(q)):
        return None
    if not re.search(r"\bkac\b|\bkac\w+", q):
        return None  # "böcek muaf mı": a yes/no question
    eds = editions_in(q)
    if eds - {"temel"} or _PACK_WORD.search(q) or re.search(r"tek\s*kovan", q):
        return None  # expansion sets, or the One Hive rule: another question
    if any(n.value != 5 for n in numbers(q)):
        return None  # "beş temel böcekten" is the set asked about; another number is not
    # "kaç böcek muaf": the generic word, not the Beetle
    named = [f for f in bugs_in(q) if not re.search(r"kac\s+$", q[max(0, f.start - 6) : f.start])]
    claimed = list(dict.fromkeys(f.key for f in named if f.key != "cekirge"))
    if len(claimed) > 1 or any(k in ("sivrisinek", "tespih-bocegi") for k in claimed):
        return None
    return {"claimed": claimed[0]} if claimed else {}


# the placement rule: a new piece may not touch the other colour
_COLOUR_RULE = re.compile(
    r"rakib\w*\s+(?:\w+\s+)?(?:deg|dokun|temas)|rakip\s+(?:\w+\s+)?(?:deg|dokun|temas)|"
    r"(?:renk|renge|rengi|rengin)\w*\s+(?:\w+\s+)?(?:deg|dokun|temas|kural)|renk\s*kural"
)
_COLOUR_EXEMPT = re.compile(r"muaf|istisna|haric|uymak\s*zorunda\s*(?:olmayan|degil)|uymayan|"
                            r"kurala\s+(?:\w+\s+)?(?:takilmaz|girmez|tabi\s+degil)")  # fmt: skip
# "oyunun başında kaç taş rakibe değebilir": the pieces allowed to touch, at the start
_MAY_TOUCH = re.compile(r"(?:rakib|rakip|renk|renge)\w*\s+(?:\w+\s+)?(?:deg|dokun)(?:ebil|abil)")
_AT_START = re.compile(r"\bbasinda\b|\bbaslangic|\bilk\s+(?:tas|hamle|tur)|\bacilis")
_PIECES_ASKED = re.compile(r"\bkac\s+(?:tane\s+)?(?:tas|parca)\w*|\bkac\s+tane(?:si)?\b|"
                           r"\bkac\w*\s+(?:tas\w*\s+)?(?:muaf|istisna|haric)")  # fmt: skip
_EACH_PLAYER = re.compile(r"her\s*oyuncu\w*|oyuncu\s*basina|kisi\s*basi\w*|her\s*birimiz\w*|"
                          r"\bbenim\b|\bbeyazin\b|\bsiyahin\b|\btasimdan\b|\btaslarim")  # fmt: skip


def read_colour_exempt(q: str) -> dict[str, Any] | None:
    """ "yeni taş rakibe değemez kuralından oyunun başında kaç taş muaf": each player's
    first piece; "her oyuncunun kaç taşı muaf" asks one player's."""
    exempt = _COLOUR_EXEMPT.search(q) or (_MAY_TOUCH.search(q) and _AT_START.search(q))
    if not (_COLOUR_RULE.search(q) and exempt and _PIECES_ASKED.search(q)):
        return None
    if _FREEDOM_RULE.search(q) or re.search(r"tek\s*kovan|hareket\s*(?:ettir|ed)|oynat|"
                                            r"kaydir|kraliceyi", q):  # fmt: skip
        return None  # another rule, or moving (the colour rule binds placing only)
    if numbers(q) or bugs_in(q):
        return None  # a count, a bug: another question
    return {"per_player": bool(_EACH_PLAYER.search(q))}


# -- pieces of one bug still in hand, one player's or both players' ----------------------------
_LEFT = re.compile(r"\bkal(?:di|ir|mis|an|iyo|acak|dik|ir\s*mi)\w*")
_ON_BOARD = re.compile(r"\b(?:masada|tahtada|oyunda|kovanda|ortada|kovanin\s+icinde)\b")
_RIVAL = re.compile(r"\b(?:rakib\w*|rakip\w*|arkadas\w*|karsi\s*taraf\w*|onun|o\s+da|esim\w*)\b")
_BOTH_HANDS = re.compile(
    r"\bikimiz\w*|\biki\s*oyuncu\w*|\bher\s*iki\b|\belimizde\b|\bikimizde\b|\bikisinin\b|"
    r"\bikinizin\b"
)
_CLAUSE_STOP = ".,;?!"


def _clause_start(q: str, i: int) -> int:
    return max(q.rfind(c, 0, i) for c in _CLAUSE_STOP) + 1


def _clause_end(q: str, i: int) -> int:
    ends = [j for j in (q.find(c, i) for c in _CLAUSE_STOP) if j >= 0]
    return min(ends, default=len(q))


_MINE = re.compile(r"\b(?:benim|ben|bende|kendi)\b")
_MY_PIECE = re.compile(r"^(?:ler|lar)?[iu]?m(?:[iu]|da|de|dan|den)?$")


def _owner(q: str, f: Found, start: int) -> str:
    """Whose pieces a count is: "karıncam" is the customer's, "rakibin 1 karıncası" the
    other player's; otherwise the owner word said last before it in its clause."""
    if _MY_PIECE.match(f.suffix):
        return "mine"
    before = q[_clause_start(q, start) : start]
    rival = [m.start() for m in _RIVAL.finditer(before)]
    mine = [m.start() for m in _MINE.finditer(before)]
    return "other" if rival and (not mine or rival[-1] > mine[-1]) else "mine"


def read_bug_left(q: str) -> dict[str, Any] | None:
    """ "masada benim 2 karıncam, rakibin 1 karıncası var, ikimizin elinde kaç karınca kaldı":
    one bug's pieces still in hand, when the placed ones are counted per player."""
    keys = bug_keys(q)
    if len(keys) != 1 or not _LEFT.search(q) or not _KAC.search(q):
        return None
    if _RING.search(q) or _PACK_WORD.search(q) or any(n.kind == "ordinal" for n in numbers(q)):
        return None
    found = bugs_in(q)
    asked = [f for f in found
             if re.search(r"kac\s+(?:tane\s+|adet\s+)?$", q[max(0, f.start - 12) : f.start])]  # fmt: skip
    if not asked and not re.search(r"kac\s+(?:tane|adet)\s+(?:daha\s+)?kal", q):
        return None
    if not (_PLACED_VERB.search(q) or _ON_BOARD.search(q)):
        return None
    key = keys[0]
    every = _all_of_kind(q, found)
    counts: dict[str, int] = {}
    allowed: list[int] = []
    nums = numbers(q, include_bir=True)
    for f in found:
        if f in asked:
            continue
        before = [n for n in nums if n.end <= f.start and n.kind == "cardinal"
                  and re.fullmatch(r"\s*(?:tane\s+|adet\s+)?", q[n.end : f.start])]  # fmt: skip
        if before:
            value, start = before[-1].value, before[-1].start
        elif f.start in every:
            value, start = BUGS[key].per_player, f.start
        elif _PLURAL.match(f.suffix) or not _PLACED_VERB.search(q[f.end : f.end + 30]):
            continue  # "karıncalarımı koydum": how many? / a mention that places nothing
        else:
            value, start = 1, f.start  # "sivrisineğimi koydum": one piece
        if re.match(r"\s*(?:\w+\s+)?(?:daha\s+)?kal", q[f.end :]):
            return None  # "elimde 1 karınca kaldı": a count left, not one placed
        owner = _owner(q, f, start)
        if owner in counts:
            return None  # two counts for one player: which one?
        counts[owner] = value
        if start != f.start:
            allowed.append(start)
    if "mine" not in counts or stray_number(q, allowed):
        return None
    eds = editions_in(q)
    if len(eds) > 1:
        return None
    asked_clause = q[_clause_start(q, _LEFT.search(q).start()) :]  # type: ignore[union-attr]
    both = bool(_BOTH_HANDS.search(asked_clause) or (
        "other" in counts and re.search(r"\btoplam\b", asked_clause)))  # fmt: skip
    inputs: dict[str, Any] = {"bug": key, "placed": counts["mine"]}
    if both:
        if "other" not in counts:
            return None  # both hands asked, the other player's count not said
        inputs["other_placed"] = counts["other"]
        inputs["both"] = True
    if eds:
        inputs["edition"] = next(iter(eds))
    if BUGS[key].expansion and inputs.get("edition") in (None, "temel"):
        return None
    return inputs


# -- turns a bug needs to reach a space some spaces away --------------------------------------
_TURNS_ASK = re.compile(r"kac\s+(?:tane\s+)?(?:tur|hamle|el\b|sira)\w*")
_AWAY = re.compile(
    r"\s*(?:tane\s+)?(?:alan|adim|hex|kare|altigen|bosluk|hucre)\w*\s+(?:\w+\s+)?"
    r"(?:ote|uzak|uzag|ileri|mesafe)\w*"
)
_CLIMB_TO = re.compile(r"(?:ust|uzer|tepe)\w*\s+(?:\w+\s+){0,3}?(?:cik|tirman|bin)")
_PUT_ON_TOP = re.compile(r"(?:ust|uzer|tepe)\w*\s+(?:\w+\s+)?koy(?:abil|ebil|sam|arsam|mak)\w*")


def read_move_turns(q: str) -> dict[str, Any] | None:
    """ "kraliçemi 3 alan ötedeki boşluğa kaçırmak istiyorum, kaç turda varır": the turns a
    bug needs to go a distance the customer gives."""
    if not _TURNS_ASK.search(q) or _RING.search(q) or _PACK_WORD.search(q):
        return None
    away = [n for n in numbers(q, include_bir=True)
            if n.kind == "cardinal" and _AWAY.match(q, n.end)]  # fmt: skip
    if len({n.value for n in away}) != 1:
        return None
    keys = bug_keys(q)
    if len(keys) == 2 and "kralice" in keys and _queen_status(q, _QUEEN_DOWN):
        keys = [k for k in keys if k != "kralice"]  # "kraliçem masada": the premise
    if len(keys) != 1 or keys[0] in ("sivrisinek", "cekirge", "ugur-bocegi"):
        return None  # which piece moves, or one whose turns the board decides
    if stray_number(q, [n.start for n in away]):
        return None
    inputs: dict[str, Any] = {"bug": keys[0], "distance": away[0].value}
    if _CLIMB_TO.search(q):
        inputs["climb"] = True
    if _PUT_ON_TOP.search(q) and re.search(r"\bm[iu](?:yim|yiz)?\b", q):
        inputs["placed_first"] = True
    if keys[0] != "bocek" and ("climb" in inputs or "placed_first" in inputs):
        return None
    return inputs
