"""Reading a Hoth attack out of casual Turkish text (question or answer sentence).

Who attacks whom is read from Turkish case endings: a unit written with a dative/accusative
ending ("snowtrooperlara", "piyadesine") is the target, one with a possessive or no ending
("snowspeederim", "AT-AT") the attacker. A terrain word belongs to the unit written right after
it ("siperdeki snowtrooperlara") or else to the unit it follows in the same sentence
("snowspeederim enkaz hexinde duruyo"). Anything unclear yields None: guessing is worse than
not answering.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from validators.common import Found, find_aliases
from validators.hoth_data import TERRAIN_ALIASES, UNIT_ALIASES, UNITS, UnitClass

_TARGET_SUFFIXES = {
    "a", "e", "ya", "ye", "i", "u", "yi", "yu", "na", "ne", "ni", "nu", "lara", "lere", "lari",
    "leri", "sine", "sina", "sini", "ina", "ine", "ini", "una", "une", "unu", "larina",
    "lerine", "larini", "lerini",
    # my/our unit as the target: "piyademe", "speederlarıma", "birimimize"
    "ma", "me", "ima", "ime", "uma", "ume", "larima", "lerime", "imiza", "imize",
    "larimiza", "lerimize",
}  # fmt: skip
_WORD_NUMBERS = {"bir": 1, "iki": 2, "uc": 3, "dort": 4, "bes": 5, "alti": 6}
_DISTANCE = re.compile(r"(?<!\w)(\d+|bir|iki|uc|dort|bes|alti)\s*-?\s*hex")
_ADJACENT = re.compile(
    r"bitisi[kg]|yakin dovus|komsu hex|(?:hemen\s+)?yan(?:im|imiz|in|imda|imdaki|indaki|ibasindaki)\b"
    r"|dibimdeki|dibindeki|dibi(?:m|n|miz)?(?:de|e|ne)(?![a-z])|(?:hemen\s+)?yan(?:ina|ima)(?![a-z])"
    r"|(?:hemen\s+)?onumdeki"
)
_SCOUT = re.compile(r"(?<!\w)(?:izci|scout)")
_STOP = re.compile(r"[.!?;\n]")


@dataclass
class AttackText:
    attacker: str | None = None
    target: str | None = None
    distance: int | None = None
    target_terrain: str | None = None
    attacker_terrain: str | None = None
    scout: bool = False
    moved: int | None = None  # hexes the attacker moved this turn, when said
    unsure: bool = False  # something was mentioned that we could not place

    @property
    def complete(self) -> bool:
        return not self.unsure and None not in (self.attacker, self.target, self.distance)


_COMPOUND_MARKERS = {"i", "u", "si", "su", "leri", "lari"}


def is_target_form(found: Found) -> bool:
    suffix = found.suffix.lstrip("'")
    alias = found.word[: len(found.word) - len(found.suffix)]
    if " " in alias and suffix in _COMPOUND_MARKERS:
        return False  # "keşif droidi", "asi piyadesi": compound-noun ending, not accusative
    return suffix in _TARGET_SUFFIXES


# "1 hex yürüdü", "2 hex hareket etti": how far the unit moved, not how far the target is
_MOVED = re.compile(
    r"(?<!\w)(\d+|bir|iki|uc|dort|bes|alti)\s*-?\s*hex\w*\s+"
    r"(?:hareket\s*et|yuru|ilerle|gitti|gidip|gittik|kaydi)"
)


def _value(text: str) -> int:
    return int(text) if text.isdigit() else _WORD_NUMBERS[text]


def moved(folded: str) -> list[int]:
    """The hexes a unit is said to have moved this turn ("snowtrooper 1 hex yürüdü")."""
    return [_value(m.group(1)) for m in _MOVED.finditer(folded)]


# "kayalık bir hexte", "bir sırt hexine": "bir" as the article of a hex named as a place
_PLACE = re.compile(r"(?:te|ta|e|i|ine|ini|inde)(?![a-z])")


def distances(folded: str) -> list[int]:
    moves = [m.start() for m in _MOVED.finditer(folded)]
    values = [
        _value(m.group(1))
        for m in _DISTANCE.finditer(folded)
        if m.start() not in moves and not (m.group(1) == "bir" and _PLACE.match(folded, m.end()))
    ]
    if _ADJACENT.search(folded):
        values.append(1)
    return values


def units_in(folded: str) -> list[Found]:
    return find_aliases(folded, UNIT_ALIASES)


# "siperde değilim", "kayada değil", "sırt yok": the terrain is named to say it is not there.
# "siper de yok", "kaya da değil": with "de/da" too.
_DENIED = re.compile(r"\s+(?:d[ae]\s+)?(?:degil|yok)(?![a-z])|\s+(?:d[ae]\s+)?degil\w*")


# "sırta çıkamıyo", "sipere giremez": a rule said, not where a unit stands
_CANNOT_ENTER = re.compile(r"\w*\s+(?:\w+\s+)?(?:cikam[ai]|gire(?:m[ai]|mez)|giremi)\w*")


def terrains_in(folded: str) -> list[Found]:
    return [t for t in find_aliases(folded, TERRAIN_ALIASES) if not _DENIED.match(folded, t.end)]


# "snowspeederimle vuracağım", "topçuyla ateş": the unit the speaker attacks with.
_INSTRUMENTAL = {
    "la", "le", "yla", "yle", "ila", "ile", "iyla", "iyle", "uyla", "uyle", "imla", "imle",
    "umla", "umle", "imizla", "imizle", "umuzla", "umuzle", "larla", "lerle", "larimla",
    "lerimle", "larimizla", "lerimizle",
}  # fmt: skip


def _with(found: Found) -> bool:
    return found.suffix.lstrip("'") in _INSTRUMENTAL


_GENITIVE = re.compile(r"(?:^|['’])?(?:in|nin|un|nun|imin|umun|imizin|umuzun|lerin|larin)$")


def roles(units: list[Found]) -> tuple[str | None, str | None, bool]:
    # A structure never attacks ("yapılar … saldırı yapamaz"): named without a case ending
    # beside a unit ("iyon topu kaya hexinde, AT-AT'm 2 hex uzakta, kaç zarla vururum"), it is
    # the target. Named alone, it stays the (impossible) attacker and the input is refused.
    # A unit in the genitive ("AT-AT'ımın dibinde") names a place, not the attacker.
    others = any(u.key != "structure" and not _GENITIVE.search(u.suffix) for u in units)
    attackers = [u.key for u in units if not is_target_form(u)
                 and not (others and u.key == "structure")]  # fmt: skip
    targets = [u.key for u in units if is_target_form(u) or (others and u.key == "structure")]
    tools = {u.key for u in units if _with(u)}
    if not targets and len(set(attackers)) == 2 and len(tools) == 1:
        # "at-at kayalık hexte, snowspeederimle vuracağım": the other unit is the target
        tool = tools.pop()
        return tool, next(a for a in attackers if a != tool), False
    if not targets and len(set(attackers)) == 2:
        # "snowtrooper vs echo base trooper": first named attacks the second
        return attackers[0], next(a for a in attackers if a != attackers[0]), False
    unsure = len(set(targets)) > 1 or len(set(attackers) - set(targets)) > 1
    attacker = next((a for a in attackers if a not in targets), None)
    return attacker, (targets[0] if targets else None), unsure


# A unit named by no kind, as the enemy the speaker attacks: "sırttaki bi düşman birimin
# dibinde", "kayadaki düşman birimine", "siperdeki rakip birliğe"
_GENERIC_ENEMY = re.compile(
    r"\s*(?:(?:bi|bir)\s+)?(?:dusman|rakip|karsi)\w*\s+(?:birim|birlik|asker)\w*"
    r"|\s*(?:(?:bi|bir)\s+)?(?:birim|birlig|birlik|hedef)(?:e|i|in|ine|ini|imin)(?![a-z])"
)


def _owner(folded: str, terrain: Found, units: list[Found]) -> Found | None | str:
    """The unit a terrain word describes; "scout" for the scout's ridge; "enemy" for an enemy
    unit named by no kind ("sırttaki bi düşman birimin"); None when unclear."""
    if re.match(r"(?:daki|deki|taki|teki)$", terrain.suffix) and _GENERIC_ENEMY.match(
        folded, terrain.end
    ):
        return "enemy"
    gap_end = len(folded)
    follower = next((u for u in units if u.start >= terrain.end), None)
    scout = _SCOUT.search(folded, terrain.end)
    if scout and (follower is None or scout.start() < follower.start):
        gap_end = scout.start()
        if len(folded[terrain.end : gap_end].split()) <= 2 and not _STOP.search(
            folded[terrain.end : gap_end]
        ):
            return "scout"
    if follower is not None:
        gap = folded[terrain.end : follower.start]
        if len(gap.split()) <= 3 and not re.search(r"[.!?;,]", gap):
            return follower
    before = [u for u in units if u.end <= terrain.start]
    if before and not _STOP.search(folded[before[-1].end : terrain.start]):
        return before[-1]
    return None


# "izci rozetli echo base", "scout badge'li snowtrooper": a unit named with the Scout badge.
_SCOUT_BADGE = re.compile(
    r"(?<!\w)(?:izci|scout)(?:\s+(?:rozet|badge)\w*|li|lu|\w*)\s+(?:bir\s+)?$"
)
_REBELS = {"echo_base_trooper", "snowspeeder", "artillery"}


# "bizim izci rozetli piyade", "dost izci piyadem": the speaker's own side
_FRIENDLY = re.compile(r"(?<!\w)(?:bizim|benim|kendi|dost|takim\s+arkadasim\w*)\s+(?:\w+\s+){0,3}$")
_MINE_SUFFIX = re.compile(r"['’]?(?:m|im|um|imiz|umuz|miz|lerim|larim|lerimiz|larimiz)$")


def _friendly(folded: str, scout: Found) -> bool:
    """A Scout named by the generic "piyade" belongs to the speaker's side when the speaker
    says so ("bizim", "benim", "kendi", "dost", "piyadem", "piyade birimim")."""
    if _MINE_SUFFIX.fullmatch(scout.suffix) and scout.suffix:
        return True
    if not scout.suffix and re.match(r"\s+birim(?:im|imiz)(?![a-z])", folded[scout.end :]):
        return True
    start = max(0, scout.start - 40)
    head = folded[start : scout.start]
    head = head[max((m.end() for m in _STOP.finditer(head)), default=0) :]
    return bool(_FRIENDLY.search(head))


def _scout_units(folded: str, units: list[Found]) -> list[Found]:
    """Units named as the Scout ("bizim izci rozetli echo base de sırtta"): they help a
    friendly attack from a ridge, they are neither the attacker nor the target."""
    return [u for u in units if _SCOUT_BADGE.search(folded[max(0, u.start - 24) : u.start])]


# "izci (scout) rozetli": the badge's name said twice
_SCOUT_TWICE = re.compile(r"(?<!\w)(izci|scout)(\s*\((?:izci|scout)\))")
# "izci rozetli birliğim / birimim": the Scout is infantry ("(3) İzci/Scout (piyade)"), so a
# unit named only as "my unit" with the badge is friendly infantry; read as "piyadem"
_SCOUT_MINE = re.compile(
    r"(?<!\w)(?:izci|scout)(?:\s+(?:rozet|badge)\w*|li|lu)?\s+"
    r"(birligim|birimim|birligimiz|birimimiz)(?![a-z])"
)


def _scout_words(folded: str) -> str:
    """The same text (same length) with the Scout's unit named as "piyadem" where the speaker
    calls it only "birliğim" / "birimim", and "izci (scout)" said once."""
    folded = _SCOUT_TWICE.sub(lambda m: m.group(1) + " " * len(m.group(2)), folded)
    return _SCOUT_MINE.sub(
        lambda m: m.group()[: m.start(1) - m.start()] + "piyadem".ljust(len(m.group(1))), folded
    )


# "sırt hexinde", "kaya hexindeyken": the terrain of a hex, said of the unit before it
_IN_HEX = re.compile(r"\s+hex\w*?(?:de|da|te|ta)(?:yken|ken)?(?![a-z])")


def parse_attack(folded: str) -> AttackText:
    """Attack facts of one text; fields stay None when not mentioned."""
    folded = _scout_words(folded)
    everything = units_in(folded)
    scouts = _scout_units(folded, everything)
    units = [u for u in everything if u not in scouts]
    out = AttackText()
    out.attacker, out.target, out.unsure = roles(units)
    for scout in scouts:
        # the Scout is infantry and helps "diğer dost birimler": another unit of its own side
        side = scout.key in _REBELS
        if scout.key == "infantry":
            # "bizim izci rozetli piyade": the generic word names no side, the speaker does
            wrong_side = not _friendly(folded, scout)
        else:
            wrong_side = out.attacker in UNITS and (out.attacker in _REBELS) != side
        out.unsure |= (
            UNITS[scout.key].cls is not UnitClass.INFANTRY
            or out.attacker is None
            or wrong_side
            or scout.key == out.target
        )
    moves = set(moved(folded))
    out.moved = moves.pop() if len(moves) == 1 else None
    out.unsure |= len(moves) > 0  # several different moves
    dist = set(distances(folded))
    out.distance = dist.pop() if len(dist) == 1 else None
    out.unsure |= len(dist) > 0  # several different distances
    unplaced: list[str] = []
    for terrain in terrains_in(folded):
        if _CANNOT_ENTER.match(folded, terrain.end):
            continue  # "AT-AT zaten sırta çıkamıyo": the rule, said; no unit stands there
        owner = _owner(folded, terrain, everything)
        before = [u for u in everything if u.end <= terrain.start]
        if (
            before
            and before[-1] in scouts
            and (
                re.fullmatch(r"(?:da|de|ta|te)(?:yken|ken)?", terrain.suffix)
                or (not terrain.suffix and _IN_HEX.match(folded, terrain.end))
            )
            and not re.search(r"[.!?;,]", folded[before[-1].end : terrain.start])
        ):
            owner = before[-1]  # "izci rozetli echo base de sırtta": said of the Scout
        if isinstance(owner, Found) and owner in scouts:
            out.scout = terrain.key == "ridge" or out.scout
            out.unsure |= terrain.key != "ridge"
            continue
        if owner == "scout":
            out.scout = terrain.key == "ridge" or out.scout
            continue
        if owner == "enemy":
            # the target, named by no kind: the penalty of a ridge is the same for every unit
            # that can stand there (an AT-AT cannot); other terrains depend on the kind
            if out.target is not None:
                # "AT-AT kayalıkta … kayadaki birime 2 zar eksik diyo": the named target
                # again, fine when its terrain is the one placed (checked below)
                unplaced.append(terrain.key)
                continue
            if terrain.key != "ridge":
                out.unsure = True
                continue
            out.target, out.target_terrain = "infantry", terrain.key
            continue
        if not isinstance(owner, Found):
            unplaced.append(terrain.key)
            continue
        slot = "target_terrain" if owner.key == out.target else "attacker_terrain"
        if owner.key not in (out.target, out.attacker):
            out.unsure = True
            continue
        previous = getattr(out, slot)
        out.unsure |= previous not in (None, terrain.key)
        setattr(out, slot, terrain.key)
    # A terrain named again on its own ("kaya yüzünden 2 eksik mi") repeats one already
    # placed; any other unplaced terrain leaves the attack unclear.
    placed = {out.target_terrain, out.attacker_terrain} - {None}
    out.unsure |= any(key not in placed for key in unplaced)
    if _SCOUT.search(folded) and not out.scout:
        out.unsure = True  # a scout is mentioned but not on a ridge: bonus unclear
    return out
