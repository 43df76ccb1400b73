"""Reading Jaws of the Lion numbers out of casual Turkish text: party levels ("seviyelerimiz 5,
6 ve 6", "seviye 2,3,3,4"), difficulty, experience, checkmarks, and which level-table column
an answer's number belongs to."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache

from turkish import find_numbers
from turkish.patterns import rx
from validators.claims import Site

# A party's levels; "senaryo seviyesi 5" and "canavar seviyesi 5" are not character levels, and
# "seviye 1'den başladı" is a starting level.
_LEVELS = re.compile(
    r"(?<!senaryo )(?<!scenario )(?<!canavar )(?<!tablo )(?:seviye|level|lvl)\w*\s*:?\s*"
    r"(\d+(?:\s*(?:,|ve|/|&)\s*\d+|\s+\d+(?!\s*(?:hex|jeton|para|deneyim|xp)))*)(?!\s*['’]?\s*d[ae]n)"
    r"(?!\d|\s*['’](?:te|de|da|ta)\b)"
)
# "5 5 4 4 seviyeyiz": a list before the word, its numbers split by commas or spaces (each a
# single digit when only spaces split them: levels run 1-9)
_LEVELS_BEFORE = re.compile(
    r"(?<![\d.])(\d+(?:\s*(?:,|ve|/|&)\s*\d+|\s+[1-9](?!\d))+)\s*\.?\s*(?:seviye|level|lvl)"
    r"(?!\w*\s+senaryo)"
)
_START = re.compile(r"seviye\w*\s*(\d+)\s*['’]?\s*(?:den|dan)\s+basla")
_XP = re.compile(r"(\d+)\s*(?:deneyim|xp|tecrube)")
_CHECKMARKS = re.compile(r"(\d+)\s*(?:\w+\s+){0,3}onay")
_DIFFICULTIES = [
    ("very_hard", re.compile(r"(?<!\w)(?:cok\s+zor|very[\s-]*hard|en zor)")),
    ("hard", re.compile(r"(?<!\w)(?:zor|hard)(?!la|lu|un|\w*\s+zor)")),
    ("easy", re.compile(r"(?<!\w)(?:kolay|easy)(?!las)")),
    ("normal", re.compile(r"(?<!\w)normal(?!de)")),
]


@dataclass
class JotlText:
    levels: list[int] = field(default_factory=list)
    difficulty: str | None = None
    xp: int | None = None
    checkmarks: int | None = None
    start_level: int | None = None
    asks_level: bool = False
    asks_perks: bool = False
    asks_scenario_level: bool = False


def _difficulty(folded: str) -> str | None:
    found = [key for key, pattern in _DIFFICULTIES if pattern.search(folded)]
    if "very_hard" in found:
        found.remove("hard") if "hard" in found else None
    return found[0] if len(found) == 1 else None


def parse_jotl(folded: str) -> JotlText:
    out = JotlText()
    lists = [[int(n) for n in re.findall(r"\d+", m.group(1))] for m in _LEVELS.finditer(folded)]
    if not lists:  # "karakterler 3, 3, 4 ve 2. seviye": the list before the word
        lists = [[int(n) for n in re.findall(r"\d+", m.group(1))]
                 for m in _LEVELS_BEFORE.finditer(folded)]  # fmt: skip
    if len(lists) == 1:
        out.levels = lists[0]
    out.difficulty = _difficulty(folded)
    xp = {int(m.group(1)) for m in _XP.finditer(folded)}
    out.xp = xp.pop() if len(xp) == 1 else None
    marks = {int(m.group(1)) for m in _CHECKMARKS.finditer(folded)}
    out.checkmarks = marks.pop() if len(marks) == 1 else None
    start = _START.search(folded)
    out.start_level = int(start.group(1)) if start else None
    out.asks_level = bool(
        re.search(r"kacinci seviye|hangi seviye|kac(?:inci)? sev|seviye\w* kac", folded)
    )
    out.asks_perks = "perk" in folded
    out.asks_scenario_level = "senaryo seviye" in folded
    return out


_COLUMNS = [
    ("trap_damage", re.compile(r"tuzak hasar\w*\s*:?\s*$"), re.compile(r"^\W*tuzak hasar")),
    ("gold_per_coin", re.compile(r"(?:jeton|para jetonu)\s+basina\s*$|her (?:para )?jeton\w*\s*$"),
     re.compile(r"^\W*altin\w*\s*/\s*jeton")),
    ("bonus_xp", re.compile(r"(?:bonus|tamamlama bonusu)\s+deneyim\w*\s*:?\s*$"),
     re.compile(r"^\W*(?:bonus deneyim|deneyim bonusu)")),
    ("monster_level", re.compile(r"canavar seviye\w*\s*:?\s*$"), re.compile(r"^$(?!x)")),
]  # fmt: skip


def table_column(site: Site) -> str | None:
    """The level-table column a number is written next to, if any.

    Table rows pasted as text ("0 | 0 | 2 | ...") and terms of a sum ("seviye + 2") are not
    single values and are skipped.
    """
    if "|" in site.sentence or re.search(r"[-+−]\s*$", site.before):
        return None
    for column, before, after in _COLUMNS:
        if before.search(site.before) or after.search(site.after):
            return column
    return None


_TABLE_LEVEL = re.compile(
    r"(?<!onerilen )(?<!edilen )(?<!\(normal\) )seviye\w*\s+(\d)\s*['’](?:te|de|da|ta)(?!\w)"
    r"|(?<!onerilen )(?<!edilen )(?<!\(normal\) )senaryo seviye\w*\s+(\d)(?!\d)"
)  # the recommended level ("önerilen senaryo seviyesi 2") is not the level played


def table_level(folded_sentence: str) -> int | None:
    """The scenario level a sentence states ("Seviye 5'te ...", "senaryo seviyesi 5")."""
    found = {int(a or b) for a, b in _TABLE_LEVEL.findall(folded_sentence)}
    return found.pop() if len(found) == 1 else None


# --- Reading customer questions --------------------------------------------------------------
# Readers work on `digits(folded)`: the folded question with number words written as digits
# ("üç jeton" → "3 jeton", "üçüncü seviye" → "3. seviye", "ikişer" / "2'şer" → "2").


@lru_cache(maxsize=512)
def digits(folded: str) -> str:
    out, last = [], 0
    for m in find_numbers(folded):
        if m.text.isdigit():
            continue
        out.append(folded[last : m.start])
        out.append(f"{m.value}." if m.kind == "ordinal" else str(m.value))
        last = m.end
    out.append(folded[last:])
    # "2'şer jeton", "3'er kart": each one's count, read as the count
    return re.sub(r"(\d)['’]?s?[ae]r\b", r"\1", "".join(out))


N = r"(?<!\d)(\d{1,4})(?!\d)"  # a number in a digit-normalised question
ASKS = re.compile(
    r"\bkac\w*|ne kadar|\bsayi(?:si|sini)?\b|\bnedir\b|\bhesapla|\bne olur|\bnolur|\bkim\w*|\bnerde"
    r"|\bm[iu](?:y[iu]m|y[iu]z|s[iu]n|d[iu]r|y[iu]n)?\b"
    r"|\bmidir|\bhangi|\bnere|ne\s+demek|ne\s+anlam|\bneye|\bnereden|\bnasil|\?|\bkaca\b|\btoplam"
)


def asks(d: str) -> bool:
    return bool(ASKS.search(d))


def ints(pattern: str | re.Pattern[str], d: str) -> list[int]:
    """Every first-group number the pattern finds."""
    return [int(next(g for g in m.groups() if g is not None)) for m in re.finditer(pattern, d)]


def one(pattern: str | re.Pattern[str], d: str) -> int | None:
    """The number the pattern finds, when it finds exactly one distinct value."""
    found = set(ints(pattern, d))
    return found.pop() if len(found) == 1 else None


_SCENARIO_LEVEL = [
    rf"senaryo\w*\s+seviye\w*\s*(?:si\s+)?:?\s*{N}(?!\s*\.?\s*(?:karakter|kisi|oyuncu))",
    rf"(?:scenario|senaryo)\s*(?:level|lvl|lv)\s*{N}",
    rf"\bsl\s*{N}\b",
    rf"{N}\s*\.?\s*(?:seviye|level)\w*\s+(?:bir\s+)?senaryo",
    rf"seviye\w*\s+{N}\s*(?:'?[a-z]{{0,3}}\s+)?(?:bir\s+)?senaryo",
    rf"senaryo\w*\s+{N}\s*\.?\s*seviye",
]
# "seviye 4te", "seviye 4 iken": the scenario level, when the question is about the table.
_BARE_LEVEL = rf"(?<!karakter )(?:seviye|level|lvl)\w*\s*{N}(?!\s*(?:,|ve\b|/|&)\s*\d)"
_PARTY = re.compile(
    r"karakter|seviyeler|seviyemiz|seviyelerimiz|hepimiz|herkes|ortalama|grup|parti|ekip"
    r"|seviyeleri\b|oyuncular|arkadas|benim seviye|\bben\b|\bbiz\b|\bbiri(?:miz)?\b|\bdigeri\b"
)


def scenario_level_in(d: str, bare: bool = False) -> int | None:
    """The scenario level a question names ("senaryo seviyesi 4", "seviye 4 senaryo"); with
    ``bare``, also a plain "seviye 4" when nothing says it is a character's level."""
    found = {int(m.group(1)) for p in _SCENARIO_LEVEL for m in re.finditer(p, d)}
    if not found and bare and not _PARTY.search(d):
        found = {int(m.group(1)) for m in re.finditer(_BARE_LEVEL, d)}
    return found.pop() if len(found) == 1 else None


# "önerilen seviye 3", "tavsiye edilen senaryo seviyesi 3", "önerilen seviyemiz 3": the
# recommended ('Normal') level, to which the difficulty is still applied
RECOMMENDED = re.compile(
    rf"(?:onerilen|tavsiye\s+edilen|recommended|normal\s+onerilen)\s+(?:senaryo\s+)?"
    rf"(?:seviye|level|lvl)\w*\s*(?:si\s+)?:?\s*{N}(?!\s*(?:,|ve\b|/|&)\s*\d)"
    rf"|{N}\s*\.?\s*(?:seviye|level)\w*\s+(?:olarak\s+)?oneril"
)


def recommended_in(d: str) -> int | None:
    """The recommended level a question states (the difficulty goes on top of it)."""
    found = {int(a or b) for a, b in RECOMMENDED.findall(d)}
    return found.pop() if len(found) == 1 else None


# The party told member by member: "biri seviye 5 biri 6", "birimiz 3. seviye, diğeri 4",
# "üçümüz 2 birimiz 3" (three at 2, one at 3), "biri 4 kalanlar 5" (the rest: the party's size
# must be told). A group word before another member is that many characters at one level.
_GROUPS = {"ikimiz": 2, "ucumuz": 3, "dordumuz": 4, "dortumuz": 4}
_REST = r"digerleri\w*|kalan(?:lar\w*|i\b)|geri\s+kalan\w*|obur(?:leri|kuler)\w*"
_MEMBER = re.compile(
    r"(?<!\w)(?:(?P<one>bir(?:i|imiz|isi)\b|bir\s+tanesi|diger(?:i|imiz)\b|obur(?:u|umuz)\b"
    r"|oteki(?:miz|si)?\b|(?:ikinci|ucuncu|dorduncu|sonuncu)su\b)"
    rf"|(?P<group>{'|'.join(_GROUPS)})\b(?:\s+(?:de|da)\b)?|(?P<rest>{_REST}))"
    r"\s*:?\s*(?:(?:seviye|level|lvl)\w*\s*)?(?P<lvl>\d)(?!\d|\s*,\s*\d)(?!\s*(?:kisi|oyuncu|karakter|xp"
    r"|deneyim|jeton|altin|hex|kart|tur\b|onay))(?:\s*\.?\s*(?:seviye|level|lvl)\w*)?"
)
_PARTY_SIZE = re.compile(r"(?<![\d.])(\d)\s*(?:kisi|oyuncu|karakter)\w*")


def members_in(d: str) -> list[int] | None:
    """The levels of a party told member by member ([5, 6] for "biri seviye 5 biri 6"); None
    when the question does not tell it so, [] when it does but the count is not clear (the
    rest without the party's size, or members that do not add up to the size told)."""
    found = list(_MEMBER.finditer(d))
    if len(found) < 2 or not any(m.group("one") for m in found):
        return None
    sizes = {int(n) for n in _PARTY_SIZE.findall(d)}
    size = sizes.pop() if len(sizes) == 1 else None
    levels: list[int] = []
    rest: int | None = None
    for m in found:
        level = int(m.group("lvl"))
        if m.group("rest"):
            if rest is not None:
                return []
            rest = level
            continue
        levels += [level] * (_GROUPS[m.group("group")] if m.group("group") else 1)
    if rest is not None:
        if size is None or size <= len(levels):
            return []  # "kalanlar 5": how many the rest are is not told
        levels += [rest] * (size - len(levels))
    if size is not None and size != len(levels):
        return []  # "3 kişiyiz, biri 5 biri 6": the third's level is missing
    return levels


def party_in(d: str, loose: bool = False) -> list[int]:
    """Character levels ("seviyelerimiz 2 3 3 4", "hepimiz seviye 2", "biri seviye 5 biri 6");
    [] when unclear. A single "seviye 4" counts only with ``loose`` or a word that makes it a
    character's level."""
    if scenario_level_in(d) is not None:
        return []
    members = members_in(d)
    if members is not None:
        return members
    parsed = parse_jotl(d)
    if parsed.levels and (len(parsed.levels) > 1 or loose or _PARTY.search(d)):
        return parsed.levels
    # "ikimiz de seviye 9": every one of the party at the same level
    every = r"(?:hepimiz|herkes|hepsi|(?:ikimiz|ucumuz|dordumuz|dortumuz)(?:\s+de)?)"
    alone = r"(?!\s*(?:,|ve\b|/|&)?\s*\d)"  # "ücümüz 2 3 3": a list, not everyone at 2
    found = ints(rf"(?:{every}|tum karakterler\w*|butun karakterler\w*)\s+"
                 rf"(?:seviye\s*|level\s*|lvl\s*)?{N}{alone}", d)  # fmt: skip
    found += ints(rf"{every}\s+{N}\s*\.?\s*(?:seviye|level|lvl)", d)
    return [found[0]] if len(set(found)) == 1 else []


def difficulty_in(d: str) -> str | None:
    return parse_jotl(d).difficulty


def flag(pattern: str, d: str) -> bool:
    return bool(rx(pattern).search(d))


TUTORIAL = r"ogretici|tutorial|ilk 5 senaryo|egitim senaryo|learn to play"

# Mechanics of the original Gloomhaven that Jaws of the Lion does not have: a question naming
# them is not one a JotL calculator answers (it would silently answer a neighbouring question).
ORIGINAL_ONLY = re.compile(
    r"retaliate|misilleme|pierce|\bdelme\b|delici|flying|\bucus\b|\bucan\b|invisib|gorunmez"
    r"|summon|cagir|kisisel\s+gorev|personal\s+quest|emekli|retire|\brefah|prosperity|bagis"
    r"|donation|yol\s+olay|road\s+event|rastgele\s+zindan|random\s+dungeon|grup\s+sayfa"
    r"|party\s+sheet"
)


# The hand limit is printed on the character mat, not in the text: a question naming it is
# answered by jotl-mat-values (which says so) or by nothing, never by a count of something else
HAND_LIMIT = re.compile(r"\bel\s+(?:limit|sinir)|hand\s+(?:limit|size)|\bel\s+buyuklu")
# Hit points asked ("kaç canla", "canı kaç", "kaç hp"): not a count of components
ASKS_HP = re.compile(
    r"\bcan(?:la|i|in|lari|larini|ini|im|imiz|ları)?\b|\bhp\b|saglik\s+puan|\bhit\s+point"
)


def asks_hand_limit(folded: str) -> bool:
    return bool(HAND_LIMIT.search(folded))


def original_only(folded: str) -> bool:
    return bool(ORIGINAL_ONLY.search(folded))
