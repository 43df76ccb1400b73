"""Reading an Alhambra scoring situation out of casual Turkish text.

Customers describe standings, not counts ("kulede tek başıma birinciyim, kemerde arkadaşımla
eşitiz"), so the question is cut into one piece per building mention and each piece is read for
a rank and a tie. The round is read first and blanked out, because its ordinal ("ikinci
puanlama") would otherwise look like a rank.
"""

from __future__ import annotations

import re

from turkish import NumberMention, find_numbers
from turkish import fold_same_length as fold
from turkish.patterns import rx
from validators.common import Found, find_aliases

BUILDING_ALIASES = {
    fold(alias): key
    for key, names in {
        "pavilion": ["pavyon", "pavilion", "pavillon", "pavilyon"],
        "seraglio": ["seraglio", "seralyo", "serail", "seraglia"],
        "arcade": ["kemer", "arcade", "arcades"],
        "chamber": ["oda", "chamber"],
        "garden": ["bahçe", "garden", "bahce"],
        "tower": ["kule", "tower"],
    }.items()
    for alias in names
}
# A building named by its colour ("mor bina", "mavi karo"): only next to a tile word, because
# two of the colours are also money colours ("mavi para").
BUILDING_COLOURS = {"mavi": "pavilion", "kirmizi": "seraglio", "kahverengi": "arcade",
                    "beyaz": "chamber", "yesil": "garden", "mor": "tower"}  # fmt: skip
_COLOUR_TILE = re.compile(
    r"(?<!\w)(mavi|kirmizi|kahverengi|beyaz|yesil|mor)\s+(?:renk\w*\s+)?(?:bina|karo|tile)\w*"
)
CURRENCY_ALIASES = {
    fold(alias): key
    for key, names in {
        "mavi": ["mavi", "blue"],
        "yeşil": ["yeşil", "green"],
        "turuncu": ["turuncu", "orange", "portakal"],
        "sarı": ["sarı", "yellow"],
    }.items()
    for alias in names
}
# The themed currency names: the rules text gives no name-colour mapping.
CURRENCY_NAMES = {"denar": "Denar", "dirham": "Dirham", "dirhem": "Dirham", "dukat": "Dukat",
                  "ducat": "Dukat", "florin": "Florin"}  # fmt: skip
_ROUND = re.compile(
    r"(?<!\w)(ilk|birinci|1\.|ikinci|2\.|son|ucuncu|3\.|final)\s*(?:puanlama\w*|tur\w*|sayim\w*)"
    r"|oyun sonu\w*"
    r"|(?<!\w)final(?:de|da)(?!\w)"
)
_ROUND_VALUE = {"ilk": 1, "birinci": 1, "1.": 1, "ikinci": 2, "2.": 2, "son": 3, "ucuncu": 3,
                "3.": 3, "final": 3}  # fmt: skip
# "2.likte", "1.yim", "3. sirada": a rank in digits (the round's own "2. puanlama" is blanked
# before ranks are read)
_DIGIT_RANK = r"(?<![\d.,]){}\s*\.\s*(?=l[iu]k|l[iu]g|y[iu]m|y[iu]z|s[iu]ra|s[iu]n|olan|oldu|\s|$)"
_RANKS = [
    (1, re.compile(r"birinci|(?<!\w)ilk(?!\w)|en cok|en cog|en fazla|en onde|gecen yok|fazlasi (olan )?yok"
                   r"|cogunlu|" + _DIGIT_RANK.format(1))),
    (2, re.compile(r"ikinci|" + _DIGIT_RANK.format(2))),
    (3, re.compile(r"ucuncu|" + _DIGIT_RANK.format(3))),
]  # fmt: skip
# "birinciyiz", "ikincilikteyiz": players rank alone in Alhambra, so "we" at one rank share it
_TIE = re.compile(r"esit|berabere|beraber(?:iz|ler|lerdir|dik|sek)(?!\w)|ayni sayi|ikimiz"
                  r"|ikiniz|ikisi|paylas"
                  r"|(?:birinci|ikinci|ucuncu)\w*(?:y[iu]z|[iu]z)(?!\w)")  # fmt: skip
# "ben ve eşim", "ben, Ali ve Ayşe": the customer and the people named beside them
_ME_AND = re.compile(r"(?<!\w)ben((?:\s*,\s*[a-z]+)*)\s+ve\s+(?!(?:iki|uc|dort|\d)\s)[a-z]+")
_THREE_TIED = re.compile(r"(?:uc|3)\s+(?:oyuncu|kisi)(?!\w*yla)|ucumuz|(?:iki|2)\s+(?:oyuncu|kisi"
                         r"|arkadas)\w*(?:yla|la|le)(?!\w)|ben\s+ve\s+(?:iki|2)\s+(?:oyuncu|kisi|arkadas)")  # fmt: skip
_WALL_CLAUSE = re.compile(r"[^,.;!?]*duvar[^,.;!?]*")
_WALL_EXCLUDE = re.compile(r"kopuk|(?<!\w)ic\s+duvar|ayri|kisa")
_WALL_SPLIT = re.compile(r"\s+ve\s+|\s+(?:bi|bir)\s*de\s+|\s+ayrica\s+|\s+(?:ama|fakat|ancak)\s+")


def buildings_in(folded: str) -> list[Found]:
    return find_aliases(folded, BUILDING_ALIASES)


def round_in(folded: str) -> int | None:
    """The scoring round named in the text, None when absent or ambiguous."""
    found = {3 if m.group(1) is None else _ROUND_VALUE[m.group(1)] for m in _ROUND.finditer(folded)}
    return found.pop() if len(found) == 1 else None


def rounds_in(folded: str) -> set[int]:
    """Every scoring round the text names."""
    return {3 if m.group(1) is None else _ROUND_VALUE[m.group(1)] for m in _ROUND.finditer(folded)}


def _blank_rounds(folded: str) -> str:
    return _ROUND.sub(lambda m: " " * len(m.group()), folded)


# "üçüncü oyuncuda 1 oda", "3. oyuncunun 2 kulesi": a player told by their seat, not a rank
PLAYER_LABEL = re.compile(r"(?<!\w)(birinci|ikinci|ucuncu|dorduncu|besinci|altinci|[1-6]\.)\s*"
                          r"oyuncu(?:da|nun|nda|de)(?!\w)")  # fmt: skip
_LABEL_VALUE = {"birinci": 1, "ikinci": 2, "ucuncu": 3, "dorduncu": 4, "besinci": 5, "altinci": 6}


def labelled_players(folded: str) -> int | None:
    """The highest seat a player is told by ("üçüncü oyuncuda 1 oda" → 3), None when none."""
    seats = [
        _LABEL_VALUE.get(m.group(1)) or int(m.group(1)[0]) for m in PLAYER_LABEL.finditer(folded)
    ]
    return max(seats) if seats else None


def rank_in(folded: str) -> int | None:
    """The single rank a text states (1, 2 or 3), None when none or several."""
    text = PLAYER_LABEL.sub(lambda m: " " * len(m.group()), _blank_rounds(folded))
    ranks = {rank for rank, pattern in _RANKS if pattern.search(text)}
    return ranks.pop() if len(ranks) == 1 else None


# "kimse eşit değil", "beraberlik yok": a tie denied, not told
_NO_TIE = re.compile(r"(?:esit|berabere|ayni\s+sayi)\w*\s+degil\w*"
                     r"|(?:esitlik|beraberlik)\w*\s+(?:hic\s+)?(?:yok|olmadi)\w*")  # fmt: skip


def ties_in(folded: str) -> bool:
    return bool(_TIE.search(_NO_TIE.sub(" ", folded)))


# "dört kişi birincilikte eşitiz": the tied players counted; "2 kişiyle", "ben ve 3 kişi daha":
# the customer and that many more ("4 kişiyiz" is the table, not a tie)
_N_TIED = re.compile(r"(?<!\w)(iki|uc|dort|bes|alti|[2-6])\s+(?:oyuncu|kisi)(?!\w)(?!\s+daha)")
_N_MORE = re.compile(r"(?<!\w)(iki|uc|dort|bes|[2-5])\s+(?:oyuncu|kisi|arkadas)\w*(?:yla|la|le)(?!\w)"
                     r"|(?<!\w)ben\s+ve\s+(iki|uc|dort|bes|[2-5])\s+(?:oyuncu|kisi|arkadas)\w*")  # fmt: skip
_WE_TIED = {"ikimiz": 2, "ucumuz": 3, "dordumuz": 4, "besimiz": 5, "altimiz": 6}
_TIED_VALUE = {"iki": 2, "uc": 3, "dort": 4, "bes": 5, "alti": 6}


def _tied_value(word: str) -> int:
    return int(word) if word.isdigit() else _TIED_VALUE[word]


def tied_players(folded: str) -> int:
    if re.search(r"tek basima|tek \w*yim", folded) and not ties_in(folded):
        return 1
    if not ties_in(folded):
        return 1
    if (m := _N_MORE.search(folded)) is not None:
        return _tied_value(m.group(1) or m.group(2)) + 1
    if (m := _N_TIED.search(folded)) is not None:
        return _tied_value(m.group(1))
    we = [v for w, v in _WE_TIED.items() if re.search(rf"(?<!\w){w}(?!\w)", folded)]
    if len(we) == 1 and we[0] > 2:
        return we[0]
    if _THREE_TIED.search(folded):
        return 3
    named = _ME_AND.search(folded)
    return 2 + named.group(1).count(",") if named else 2


# Who a clause is about: the customer ("ben", "birinciyim", "berabereyiz") or someone else
# ("biri birinci", "iki arkadaşım ikincilikte berabere").
_ME = re.compile(r"(?<!\w)(?:ben|benim|bende|biz|bizim|beraberiz)(?!\w)|(?:birinci|ikinci|ucuncu|berabere|esit|"
                 r"basima)\w*(?:yim|yiz|im|iz|um|uz|yum|yuz)(?!\w)|(?<!\w)ikimiz|ucumuz")  # fmt: skip
_OTHERS = re.compile(r"(?<!\w)(?:onlar\w*|rakip\w*|rakib\w*|arkadas(?!\w*(?:la|le)(?!\w))\w*|diger\w*"
                     r"|ikinciler\w*"
                     r"|birinciler\w*|ikisi\w*|ikisinin|her\s+biri\w*|o\s+kac)")  # fmt: skip
_ME_ASKS = re.compile(r"(?<!\w)(?:ben|biz)(?!\w)|\w+(?:rim|rum|yom|yorum|iyom|ruz|riz|yoruz|cagim|"
                      r"cegim)(?!\w)|puanim|puanimiz")  # fmt: skip


def asks_about_others(folded: str) -> bool:
    """The asking sentence asks someone else's points ("onlar kaçar puan alıyo")."""
    clauses = [x for x in re.split(r"[.!?,;]", folded) if x.strip()]
    asking = [x for x in clauses if re.search(r"(?<!\w)(?:kac|kc|ne\s+kadar)", x)]
    text = asking[-1] if asking else folded
    return bool(_OTHERS.search(text)) and not (_ME_ASKS.search(text) or _ME.search(text))


def subject_rank(text: str, others: bool = False) -> tuple[int, int] | None:
    """(rank, tied players) of the customer (or, ``others``, of the others) in a piece that
    names several ranks: "odada biri birinci, ben ve bi arkadaş ikincilikte berabereyiz"."""
    found: set[tuple[int, int]] = set()
    for clause in re.split(r"[,;:]|\s+ama\s+|\s+fakat\s+|\s(?=(?:ben|biz)\s)", text):
        rank = rank_in(clause)
        if rank is None:
            continue
        mine = bool(_ME.search(clause))
        if mine != others:
            found.add((rank, tied_players(clause)))
    return found.pop() if len(found) == 1 else None


# In a list of counts ("ben 4, ayşe 4, mert 2. kaç puan alırım") a number's full stop ends the
# sentence; elsewhere "2. kaç puan" may be a rank
_COUNT_LIST = re.compile(r"(?<!\w)(?:ben|bende)\s+\d+\s*,")
_COUNT_END = re.compile(r"(?<=\d)\.(?=\s+(?:kac|kc|ne|toplam|peki|hangi|ben|bu|o\s+zaman)(?!\w))")
# "Ayşe'nin 4 kulesi var, Mert'in 3. ben kaç puan": a count right after a player's name
_OWNED_COUNT_END = re.compile(r"(?:[a-z]['’](?:n?[iu]n|n?da|n?de|ta|te)|oyuncu(?:da|nun|nda|de))\s+"
                              r"\d+(\.)(?=\s)")  # fmt: skip
# "kule ve bahçe", "kulede de bahçede de": a list of buildings (the clitic "de" too)
_LIST_ONLY = re.compile(r"\s*(?:,|\+|ve|ile|veya|hem|de|da|te|ta)?\s*(?:hem\s+)?")


def building_pieces(folded: str, merge: bool = False) -> list[tuple[str, str]] | None:
    """(building key, text about it) per sentence piece; None if a building is named twice
    (``merge``: the pieces of a building named again are joined into one)."""
    pieces = _pieces(folded)
    keys = [k for k, _ in pieces]
    if merge:
        joined: dict[str, str] = {}
        for key, text in pieces:
            joined[key] = f"{joined[key]}, {text}" if key in joined else text
        return list(joined.items())
    return pieces if len(keys) == len(set(keys)) else None


def _pieces(folded: str) -> list[tuple[str, str]]:
    """(building key, text about it) per sentence piece, a building named again included."""
    text = _blank_rounds(folded)
    pieces: list[tuple[str, str]] = []
    sentences = []
    for sentence in re.split(r"(?:(?<!\d)\.|[!?\n])+(?=\s|$)", text):  # not "2. sırada"
        if _COUNT_LIST.search(sentence):
            sentences += _COUNT_END.split(sentence)  # "ben 4, ayşe 4, mert 2. kaç puan"
        elif ends := [m.start(1) for m in _OWNED_COUNT_END.finditer(sentence)]:
            # "Mert'in 3. ben kaç puan", "üçüncü oyuncuda 1. kuleden kaç": a player's count
            cuts = [0, *ends, len(sentence)]
            sentences += [
                sentence[a:b].lstrip(".") for a, b in zip(cuts, cuts[1:], strict=False)
            ]  # "ben 4, ayşe 4, mert 2. kaç puan"
        else:
            sentences.append(sentence)
    for sentence in sentences:
        hits = buildings_in(sentence)
        merged = [h for i, h in enumerate(hits) if i == 0 or hits[i - 1].key != h.key]
        found: list[tuple[str, str]] = []
        for i, hit in enumerate(merged):
            start = 0 if i == 0 else hit.start
            end = merged[i + 1].start if i + 1 < len(merged) else len(sentence)
            found.append((hit.key, sentence[start:end]))
        # "kule ve bahçede tek başına en çok bende": a list of buildings shares what follows it
        for i in range(len(found) - 2, -1, -1):
            if _LIST_ONLY.fullmatch(sentence[merged[i].end : merged[i + 1].start]):
                found[i] = (found[i][0], found[i + 1][1])
        pieces += found
    return pieces


def _cardinals(text: str) -> list[int]:
    """The counts a wall clause states, in digits or words ("altı kenar", "7 kenarlık")."""
    return [m.value for m in numbers(text)
            if m.kind == "cardinal" and not text[: m.start].endswith(("'", "’"))]  # fmt: skip


def wall_in(folded: str) -> int | None:
    """Length of the longest wall chain stated; None when not mentioned, -1 when unclear."""
    values: set[int] = set()
    for clause in _WALL_CLAUSE.findall(folded):
        if not _WALL_EXCLUDE.search(clause):
            parts = [clause]
        else:  # "duvarım 5 kenar ve ayrı 8 kenarlık bi duvarım": the part that is not excluded
            parts = [p for p in _WALL_SPLIT.split(clause)
                     if not _WALL_EXCLUDE.search(p) and re.search(r"duvar|kenar", p)]  # fmt: skip
        for part in parts:
            values.update(_cardinals(part)[:1])
    if not values:
        if re.search(r"duvar\w*\s+(?:hic\s+)?(?:yok|olmadi)|duvarsiz", folded):
            return None  # no wall: no wall points
        # "duvarım uzun", "4 kenarlık ayrı duvar": a wall told without its longest chain
        mine = re.search(r"duvar\w*(?:im|imiz|um)\b|duvar\w*\s+(?:zincir|uzunlu)", folded)
        told = "duvar" in folded and re.search(r"\d+\s*kenar", folded)
        return -1 if told or mine else None
    return values.pop() if len(values) == 1 else -1


def wall_extras(folded: str) -> tuple[list[int], int | None]:
    """The wall pieces that do not score, as told beside the longest chain: separate pieces'
    lengths ("ayrı 4 kenarlık duvar parçam") and the inner walls ("2 tane iç duvarım")."""
    pieces: list[int] = []
    inner: int | None = None
    for clause in _WALL_CLAUSE.findall(folded):
        if not _WALL_EXCLUDE.search(clause):
            continue
        for part in _WALL_SPLIT.split(clause):
            found = _cardinals(part)
            if not found or not re.search(r"duvar|kenar|parca", part):
                continue
            if re.search(r"(?<!\w)ic\s+duvar", part):
                inner = (inner or 0) + found[0]
            elif re.search(r"kopuk|ayri|kisa", part):
                pieces.append(found[0])
    return pieces, inner


# Whose tiles a clause counts: the reserve ("yedek tahtamda 2"), another player's ("rakibin
# Alhambra'sında 2"), or the customer's own ("Alhambra'mda 1", "bende 3", "2 pavyonum var").
_RESERVE = re.compile(r"yede[kg]")
_SOMEONE_ELSE = re.compile(r"(?<!\w)(?:rakib|rakip|arkadas|diger|oteki|obur|karsi\w*\s+taraf|esim|"
                           r"abim|kardes|biri(?!nci)|birinin|onun|onda|onlar)\w*|" + PLAYER_LABEL.pattern)  # fmt: skip
_MY_OWN = re.compile(r"alhambram|(?<!\w)(?:bende|benim|ben|elimde|bizde)(?!\w)|"
                     r"(?:binam|karom|pavyonum|seragliom|kemerim|odam|bahcem|kulem)\w*")  # fmt: skip


def _owner(clause: str) -> str | None:
    if _RESERVE.search(clause):
        return "yedek"
    if _SOMEONE_ELSE.search(clause):
        return "diger"
    return "ben" if _MY_OWN.search(clause) else None


# A player named in a list of counts ("ben 5, zeynep 5, can 3, ece 1 tane"): one word before
# the number, in a piece where the customer's own count is told the same way
_NAMED = re.compile(r"\s*(?:ve\s+)?([a-z]{2,})(?:['’]?(?:n?[iu]n|da|de|ta|te|nda|nde))?\s*")
NOT_NAME = re.compile(r"(?:toplam|tane|adet|sadece|yalniz|bir|bi|hepsi|kac|sayi|var|yok|de|da|ile"
                       r"|ama|fakat|son|ilk|ayrica|hem|veya|yani)"
                       r"|(?:puan|duvar|kenar|zincir|parca|oyun|tur|yede[kg]|alhambra|bina|karo"
                       r"|rakip|rakib|diger|kisi|oyuncu|sira|birinci|ikinci|ucuncu)\w*")  # fmt: skip
# "rakiplerden birinin 5, diğerinin 3": "the one … the other" names every other player
_ONE_AND_OTHER = re.compile(r"(?<!\w)biri(?:nin|nde|si)?(?!\w).*(?<!\w)(?:diger|obur|oteki)"
                            r"(?:i|u|inin|unun|inde|unde|ki|kinin|kinde)(?!\w)")  # fmt: skip


def roster_told(text: str) -> bool:
    """Every player holding the building is told: players named one by one beside the
    customer ("ben 5, zeynep 5, can 3"), or "birinin … diğerinin"."""
    if _ONE_AND_OTHER.search(text) is not None or _named_owners(text) > 0:
        return True
    # "rakibin 4, üçüncü oyuncuda 1": the last seat named, with the customer and a rival, is the
    # whole table
    told = piece_counts(text)
    return told is not None and labelled_players(text) == len(told[1]) + 1


def _name_before(text: str, n: NumberMention, prev: int) -> bool:
    lead = re.split(r"[,;:]|(?<!\d)\.(?=\s)", text[prev : n.start])[-1]
    m = _NAMED.fullmatch(lead)
    return bool(m and not NOT_NAME.fullmatch(m.group(1)) and not buildings_in(m.group(1))
                and not _owner(lead))  # fmt: skip


def _named_owners(text: str) -> int:
    """Counts told after a player's name, when the customer's count is told as "ben N"."""
    return len(named_players(text))


# the customer's count told as "ben 5", "bende 3", or with where it stands: "bende Alhambra'da 3",
# "ben Alhambra'mda 3"
_MINE_TOLD = re.compile(r"(?<!\w)(?:ben|bende)\s+(?:alhambra\w*(?:['’]\w+)?\s+)?\d")


def named_players(text: str) -> list[str]:
    """The players named before their counts ("ben 5, zeynep 5, can 3" → zeynep, can), when
    the customer's count is told as "ben N"."""
    if not _MINE_TOLD.search(text):
        return []
    prev = 0
    names = []
    for n in numbers(text):
        if _name_before(text, n, prev):
            lead = re.split(r"[,;:]|(?<!\d)\.(?=\s)", text[prev : n.start])[-1]
            names.append(_NAMED.fullmatch(lead).group(1))  # type: ignore[union-attr]
        prev = n.end
    return names


def piece_counts(text: str) -> tuple[int, list[int], int] | None:
    """(my placed tiles, each other player's, my reserve) of one building's piece of text,
    when it says counts instead of a rank; None when a count's owner is unclear. A count's
    owner is said before it ("Alhambra'mda 1", "rakibin Alhambra'sında 2", "zeynep 5" beside
    "ben 5") or right after it ("2 binam var", "3 tane pavyonum")."""
    mine: list[int] = []
    others: list[int] = []
    reserve = 0
    prev = 0
    names = _named_owners(text) > 0
    seats = [m.span() for m in PLAYER_LABEL.finditer(text)]
    for n in numbers(text):
        if any(a <= n.start < b for a, b in seats):
            continue  # "üçüncü oyuncuda": the seat names the owner of the count after it
        after = re.match(
            r"[\w']*(?:\s+(?:tane|adet)\w*)?(?:\s+(?:de|da))?(?:\s+\w+)?", text[n.end :]
        )
        tail = after.group() if after else ""
        if n.kind != "cardinal" or re.match(r"['\w]*\s*(?:kisi|oyuncu|kenar|puan)", tail):
            prev = n.end
            continue
        before = re.split(r"[,;:]", text[prev : n.end])[-1]
        named = names and _name_before(text, n, prev)
        prev = n.end
        if re.search(r"duvar|kenar|zincir", before + tail):
            continue
        owner = "diger" if named else _owner(before) or _owner(re.split(r"[,;]", tail)[0])
        if owner is None:
            return None
        if owner == "yedek":
            reserve += n.value
        else:
            (others if owner == "diger" else mine).append(n.value)
    if len(mine) != 1 or not others:
        return None
    return mine[0], others, reserve


# "kulede de öyle", "bahçede de aynı": the building stands as the one told just before it
_SAME_AS_BEFORE = re.compile(r"^\s*\w+\s+(?:de|da|te|ta)\s+(?:oyle|ayni\w*|aynen|ayni\s+sekilde)"
                             r"(?!\w)\s*(?:[,;.]|$)")  # fmt: skip
_NONE_OF = re.compile(r"^\w+\s+(?:hic\s+)?yok(?:tu|\w{0,3})?\b|^\w+\s+olmadi")


Counts = list[tuple[str, int, list[int], int]]

# "başkasında pavyon yok", "kimsede yok", "diğerlerinde hiç yok": no other player holds it
_NOBODY_ELSE = re.compile(r"(?<!\w)(?:baska\w*|kimse\w*|diger\w*)\s+(?:\w+\s+){0,2}?(?:hic\s+)?"
                          r"(?:yok|olmayan)\w*")  # fmt: skip
# a building named again only in the asking clause: "kule + duvardan toplam kaç puan"
_ASKS = re.compile(r"(?<!\w)(?:kac|kc|ne\s+kadar|toplam)(?!\w)")


def _asked_only(text: str) -> bool:
    """A piece that only asks about its building: no rank, tie or count of its own."""
    told = [
        m for m in numbers(text) if not re.match(r"['’]?\w{0,3}\s*(?:kenar|puan)", text[m.end :])
    ]
    return bool(_ASKS.search(text)) and rank_in(text) is None and not ties_in(text) and not told


def without_asked_again(folded: str, wall: bool = False) -> list[tuple[str, str]]:
    """The building pieces less those of a building told elsewhere and named again only to
    ask about it ("kulede ikincilikte eşitiz. … kule + duvardan toplam kaç puan"). Only when
    the asking clauses name every building told (and the wall, when one is told, ``wall``):
    "kulede ikinciyim, odada üçüncüyüm. kuleden kaç puan" asks a part, and keeps its pieces."""
    pieces = _pieces(folded)
    keys = [k for k, _ in pieces]
    kept: list[tuple[str, str]] = []
    asked: list[tuple[str, str]] = []
    for i, (key, text) in enumerate(pieces):
        told_elsewhere = any(k == key and not _asked_only(t) for j, (k, t) in enumerate(pieces)
                             if j != i)  # fmt: skip
        if keys.count(key) > 1 and told_elsewhere and _asked_only(text):
            asked.append((key, text))
            continue
        kept.append((key, text))
    if not asked:
        return pieces
    named = {k for k, _ in asked} | {h.key for _, text in asked for h in buildings_in(text)}
    if named != {k for k, _ in kept} or (wall and not any("duvar" in t for _, t in asked)):
        return pieces
    return kept


def parse_scoring(
    folded: str,
) -> tuple[int, list[tuple[str, int, int]], int | None, Counts] | None:
    """(round, [(building, rank, tied players)], wall or None, [(building, my placed tiles,
    the others', my reserve)]) from a question, None if unsure. A building told by counts
    ("pavyonda Alhambra'mda 1, yedeğimde 2, rakibin 2") is read only when its rank is
    certain from them: enough players ahead that the round pays nothing, or every player's
    count given."""
    rnd = round_in(folded)
    wall = wall_in(folded)
    pieces = without_asked_again(folded, wall=wall is not None)
    keys = [k for k, _ in pieces]
    # "Alhambra'mda 4 kule var. rakiplerden birinin 5 … kulesi var": a building named in two
    # sentences is read as one only where it is told by counts, not by a rank
    told_again = {k for k in keys if keys.count(k) > 1}
    if told_again:
        joined: dict[str, str] = {}
        for key, text in pieces:
            joined[key] = f"{joined[key]}, {text}" if key in joined else text
        pieces = list(joined.items())
    if rnd is None or not pieces or wall == -1:
        return None
    placements: list[tuple[str, int, int]] = []
    counts: Counts = []
    last: tuple[int, int] | None = None  # the previous piece's (rank, tied), for "… de öyle"
    for key, text in pieces:
        if _SAME_AS_BEFORE.match(text):
            if last is None:
                return None  # "kulede de öyle" after a piece without a rank: unclear
            placements.append((key, *last))
            continue
        last = None
        if key in told_again:
            told = piece_counts(text) if rank_in(text) is None else None
            if told is None or subject_rank(text) is not None:
                return None
        if _NONE_OF.search(text):
            continue  # "hiç bahçem yok": no building of that kind, no points from it
        rank = rank_in(text)
        tied = tied_players(text)
        if rank is None and (mine := subject_rank(text)) is not None:
            rank, tied = mine  # "biri birinci, ben ve bi arkadaş ikincilikte berabereyiz"
        if (rank is None and (len(pieces) == 1 or _NOBODY_ELSE.search(text)) and ties_in(text)
                and not re.search(r"\d\s*\.", text)):  # fmt: skip
            # "2 oyuncu eşit bahçe sayısında", "Mehmet'le berabereyiz, başkasında pavyon yok": a
            # tie with no rank named is for the lead
            rank = 1
        if rank is None and (told := piece_counts(text)) is not None:
            have, others, reserve = told
            ahead = sum(o > have for o in others)
            if ahead < rnd and players_in(folded) != len(others) + 1 and not roster_told(text):
                return None  # a player not named may be ahead too: the rank is not certain
            counts.append((key, have, others, reserve))
            continue
        if rank is None:
            return None
        placements.append((key, rank, tied))
        last = (rank, tied)
    return rnd, placements, wall, counts


# --- reading the inputs of the other calculators ----------------------------------------------

ASKS_COUNT = re.compile(
    r"(?<!\w)(?:kac|kc|kaç|kactane|kacar|ne kadar|how many|sayisi|adedi|toplam)(?!\w)|kac tane"
)


def asks_count(q: str) -> bool:
    return bool(ASKS_COUNT.search(q))


def numbers(q: str) -> list[NumberMention]:
    """Number mentions of a folded question, without the digits of a decimal ("4,5")."""
    decimals = [(m.start(), m.end()) for m in re.finditer(r"\d+[,.]\d+", q)]
    return [m for m in find_numbers(q) if not any(s <= m.start < e for s, e in decimals)]


def building_keys(q: str) -> list[str]:
    """Buildings a question names, by name or by colour next to a tile word, in order."""
    hits = [(h.start, h.key) for h in buildings_in(q)]
    hits += [(m.start(), BUILDING_COLOURS[m.group(1)]) for m in _COLOUR_TILE.finditer(q)]
    return list(dict.fromkeys(key for _, key in sorted(hits)))


def currencies_in(q: str) -> list[str]:
    """Money colours a question names (not a colour used for a building tile)."""
    tiles = [(m.start(), m.end()) for m in _COLOUR_TILE.finditer(q)]
    keys = []
    for hit in find_aliases(q, CURRENCY_ALIASES):
        if not any(s <= hit.start < e for s, e in tiles):
            keys.append(hit.key)
    return list(dict.fromkeys(keys))


def currency_names_in(q: str) -> list[str]:
    return list(dict.fromkeys(h.key for h in find_aliases(q, CURRENCY_NAMES)))


_PLAYER_AFTER = re.compile(r"^['’]?\w{0,3}\s*(?:kisi|oyuncu|player|kisilik)\w*|^p(?!\w)")
_WE = {"ikimiz": 2, "ikiniz": 2, "ucumuz": 3, "ucunuz": 3, "dordumuz": 4, "besimiz": 5,
       "altimiz": 6}  # fmt: skip
_SOLO = re.compile(r"(?<!\w)(?:tek kisi\w*|tek basima oyna\w*|solo)(?!\w)")
TWO_PLAYER = re.compile(r"(?<!\w)(?:dirk\w*|iki kisi\w*|2\s*kisi\w*|iki oyuncu\w*|2\s*oyuncu\w*"
                        r"|2\s*p\b|ikimiz|ikiniz|2 player\w*|two player\w*)")  # fmt: skip


def players_in(q: str) -> int | None:
    """The player count a question states (2 for the Dirk variant), None when it states none;
    -1 when it states several different counts."""
    found: set[int] = set()
    for m in numbers(q):
        if m.kind != "ordinal" and _PLAYER_AFTER.match(q[m.end :]):
            found.add(m.value)
    found |= {n for word, n in _WE.items() if rx(rf"(?<!\w){word}(?!\w)").search(q)}
    if _SOLO.search(q):
        found.add(1)
    if re.search(r"(?<!\w)dirk", q):
        found.add(2)
    if not found:
        return None
    return found.pop() if len(found) == 1 else -1
