"""Hoth combat results: a unit's range, hits from a roll, figures lost (hits, then blocked
retreats), the AT-AT confirmation roll, and medals (per unit, held, still needed)."""

from __future__ import annotations

import re
from typing import Any

from validators.base import CalcError, CalcResult, Step
from validators.calculator import Calculator, Field
from validators.hoth_data import (
    BLOCKED_RETREAT_REF,
    CONFIRMATION_REF,
    CS_NO_MEDAL_REF,
    ELITE_SQUADRON_REF,
    EXCESS_HITS_REF,
    GAME,
    HIT_ORDER_REF,
    HIT_SYMBOLS_REF,
    LOSSES_KEEP_DICE_REF,
    MAX_DICE,
    MAX_ROLL,
    MEDAL_REF,
    NO_CONFIRMATION_REF,
    NO_MEDAL_REF,
    NO_SACRIFICE_REF,
    PERMANENT_MEDAL_REF,
    RANGE_REF,
    REMOVE_FIGURE_REF,
    RETREAT_IMPASSABLE_REF,
    RETREAT_REF,
    SCOUT_REF,
    SPEEDER_RANGE_REF,
    STRUCTURE_FAQ_REF,
    STRUCTURE_NO_UNIT_REF,
    STRUCTURE_REF,
    TEMPORARY_LOST_REF,
    TEMPORARY_MEDAL_REF,
    TERRAIN,
    UNITS,
    WIN_REF,
    UnitClass,
    UnitRow,
    terrain_key,
)
from validators.hoth_data import unit as unit_row
from validators.hoth_parse import is_target_form, terrains_in, units_in
from validators.hoth_read import (
    KAC,
    asks,
    asks_for,
    counts_before,
    mentions,
    numbers,
    one_count,
    single_unit,
    target_unit,
    unit_keys,
)
from validators.hoth_room import OPEN, impassable_behind, retreat_room, room_spans
from validators.hoth_text import choose, dedupe, result

_UNIT_NAMES = ", ".join(UNITS[k].name for k in UNITS if k != "structure")
_UNIT_CHOICES = tuple(k for k in UNITS if k != "structure")
# Medal counts: the text names no limit (scenarios usually end at 4 or 5 medals); 20 is far
# above any total a side can hold and still catches a typo such as 50.
MAX_MEDALS = 20


def _table(row: UnitRow) -> str:
    return (
        "4/2 (1-2 hex 4, 3 hex 2 zar)" if row.key == "snowspeeder" else "/".join(map(str, row.dice))
    )


def _hit_by(row: UnitRow) -> str:
    """The symbols that hit the unit, as its row says them ("piyade ve patlamadan")."""
    takes = [face for face in ("piyade", "araç") if face in row.hit_by]
    return f"{takes[0]} ve patlamadan" if takes else "yalnızca patlamadan"


def _a_unit(name: str, what: str) -> UnitRow:
    row = unit_row(name)
    if row.key == "structure":
        raise CalcError(f"Yapılar birim sayılmaz; {what}. Geçerli birimler: {_UNIT_NAMES}.")
    return row


# -- range -------------------------------------------------------------------------------------
def max_range(unit: str) -> CalcResult:
    row = _a_unit(unit, "saldıramazlar")
    reach = len(row.dice)
    ref = SPEEDER_RANGE_REF if row.key in ("snowspeeder", "at_at") else row.ref
    if row.key == "infantry":
        ref = RANGE_REF
    # the unit's row gives its table, the range rule how a table reads hex by hex
    step = Step(f"{row.name} {_table(row)} menzille saldırır: en fazla {reach} hex uzaktaki "
                "hedefe zar atar", ref, RANGE_REF if ref is row.ref else None)  # fmt: skip
    return result(reach, "hex", f"{reach} hex", [step], computed=False, refs=[row.ref])


def _read_range(q: str) -> dict[str, Any] | None:
    if not asks(q) or mentions(q, r"git|gid|hareket|yuru|ilerle|geri\s*cekil"):
        return None
    if not (mentions(q, r"menzil|range") or mentions(q, KAC + r"\s*hex\w*\s*(?:uzag|uzak|mesafe|oteye|ileri)")
            or mentions(q, r"en\s+(?:fazla|uzak)\s+kac\s+hex")
            or mentions(q, KAC + r"\s*hex\w*\s+(?:kadar\s+)?(?:saldir|ates|vur)")):  # fmt: skip
        return None
    if not mentions(q, r"menzil|saldir|ates|vur|atis|zar|range"):
        return None
    if numbers(q):
        return None  # a distance or a dice count is given: that asks for dice, not the range
    if not mentions(
        q, r"saldirabil|menzil|en\s+fazla|en\s+uzak|kadar|ulas|range|ates\s+edebil|vurabil"
    ):
        return None
    key = single_unit(q)
    return {"unit": key} if isinstance(key, str) and key != "structure" else None


# -- hits --------------------------------------------------------------------------------------
_FACES = {"infantry": "piyade ikonu", "vehicle": "araç ikonu", "blast": "patlama",
          "retreat": "geri çekilme", "cross": "çarpı"}  # fmt: skip


def _roll_total(counts: dict[str, int]) -> int:
    total = sum(counts.values())
    if total > MAX_ROLL:
        raise CalcError(f"Geçersiz zar sonucu: toplam {total} zar. Tablolardaki en büyük saldırı "
                        f"{MAX_DICE} zardır (4 zar + İzci bonusu 1); {MAX_ROLL} zardan büyük bir "
                        "atış yazım hatası sayılır.")  # fmt: skip
    return total


def _big_roll(total: int) -> list[Step]:
    """A roll of more dice than the tables give (4 + the Scout's 1): the text does not rule it
    out (two Scouts, a card), so it is counted as given and the answer says so."""
    if total <= MAX_DICE:
        return []
    return [Step(f"{total} zar, tablolardaki en büyük saldırıdan ({MAX_DICE} zar: 4 + İzci "
                 "bonusu 1) fazla; kural metni birden çok İzcinin ya da kartların ek zarını "
                 "sayıyla söylemez, sonuç gelen sembollerle hesaplandı", SCOUT_REF)]  # fmt: skip


def hits(target: str, infantry: int = 0, vehicle: int = 0, blast: int = 0, retreat: int = 0,
         cross: int = 0) -> CalcResult:  # fmt: skip
    tgt = unit_row(target)
    counts = {
        "infantry": infantry,
        "vehicle": vehicle,
        "blast": blast,
        "retreat": retreat,
        "cross": cross,
    }
    total = _roll_total(counts)
    if total == 0:
        raise CalcError("Zar sonucu gir: en az bir sembol sayısı (piyade, araç, patlama, geri "
                        "çekilme, çarpı) gerekli.")  # fmt: skip
    if tgt.key == "structure":
        step = Step("yapılar saldırılıp yok edilebilir, ama hangi sembolün yapıya isabet "
                    "saydığını kural metni söylemez", STRUCTURE_FAQ_REF)  # fmt: skip
        return result(None, "isabet", "Kural metninde yok", [step], computed=False,
                      summary="Yapıya hangi sembolün isabet saydığını kural metni söylemez.")  # fmt: skip
    takes = {"infantry": "piyade" in tgt.hit_by, "vehicle": "araç" in tgt.hit_by}
    steps = [*_big_roll(total), Step(f"{tgt.name} {_hit_by(tgt)} isabet alır", tgt.ref)]
    matched = [n for face, n in (("infantry", infantry), ("vehicle", vehicle)) if takes[face] and n]
    for face in ("infantry", "vehicle"):
        n = counts[face]
        if n and takes[face]:
            steps.append(Step(f"{n} {_FACES[face]} {n} isabettir", HIT_ORDER_REF))
        elif n:
            steps.append(Step(f"{n} {_FACES[face]} bu hedefe ıskalamadır", HIT_SYMBOLS_REF))
    if blast:
        steps.append(Step(f"{blast} patlama her birim tipine {blast} isabettir", HIT_SYMBOLS_REF))
    if retreat:
        steps.append(Step(f"{retreat} geri çekilme isabet sayılmaz, isabetlerden sonra çözülür",
                          HIT_ORDER_REF))  # fmt: skip
    if cross:
        steps.append(Step(f"{cross} çarpı ıskalamadır", HIT_SYMBOLS_REF))
    value = sum(matched) + blast
    terms = [*matched, *([blast] if blast else [])]
    arithmetic = f"{' + '.join(map(str, terms))} = {value}" if len(terms) > 1 else ""
    if tgt.key == "at_at" and value:
        steps.append(Step("AT-AT'ye isabet eden her zar doğrulama için yeniden atılır",
                          CONFIRMATION_REF))  # fmt: skip
    return result(value, "isabet", f"{value} isabet", steps, arithmetic=arithmetic)


_FACE_NOUNS = {
    "infantry": r"piyade(?:\s*ikon\w*|\s*simge\w*)?(?!\w*\s*(?:birim|asker))",
    "vehicle": r"arac(?:\s*ikon\w*|\s*simge\w*)?", "blast": r"patlama|blast|bomba",
    "retreat": r"geri\s*cekilme|retreat|bayrak", "cross": r"carpi|bos|iska\w*|cross",
}  # fmt: skip


def _face_counts(q: str) -> tuple[dict[str, int], tuple[tuple[int, int], ...]] | None:
    counts: dict[str, int] = {}
    spans: list[tuple[int, int]] = []
    for face, noun in _FACE_NOUNS.items():
        # "1 piyade", "iki tane patlama", "bir de piyade" (one more)
        pattern = re.compile(r"(?:['’]?[a-z]*)?\s*(?:tane\s+)?(?:d[ae]\s+)?(?:" + noun + ")")
        for value, start, end in numbers(q):
            m = pattern.match(q, end)
            if m is None:
                continue
            if face in counts and counts[face] != value:
                return None
            counts[face] = value
            spans.append((start, m.end()))
    return counts, tuple(spans)


def _roll_on_one_unit(q: str, by_target: bool = False,
                      skip: tuple[tuple[int, int], ...] = ()) -> tuple[dict[str, int], str] | None:  # fmt: skip
    """The faces of a roll that can hit ("2 piyade 1 patlama") and the one unit named
    besides them; None when either is unclear. ``by_target``: with an attacker named too
    ("speederlarıma snowtrooperlar saldırdı"), the unit written as the target."""
    found = _face_counts(q)
    if found is None or not found[0] or set(found[0]) <= {"retreat", "cross"}:
        return None
    counts, spans = found
    spans += skip
    keys = {u.key for u in unit_keys(q, spans)}
    if len(keys) > 1 and by_target:
        target = target_unit(q, spans)
        return (counts, target) if isinstance(target, str) else None
    return (counts, keys.pop()) if len(keys) == 1 else None


_score = hits  # the hits of a roll, where a parameter is called ``hits``


def _read_hits(q: str) -> dict[str, Any] | None:
    if not asks_for(q, r"isabet|hit|vurus", 2):
        return None
    if mentions(q, r"dogrulama|minyatur|figur|kald|kaybe|madalya"):
        return None
    roll = _roll_on_one_unit(q)
    return None if roll is None else {"target": roll[1], **roll[0]}


_ELITE_SQUADRON = r"elit\s*filo|elite\s*squadron|elit\s*(?:snow)?speeder"

# -- losses (hits first, then retreats) ---------------------------------------------------------
LOSS_COLUMNS = {"kalan": "kalan minyatür", "kayip": "kaybedilen minyatür"}


def _max_figures(row: UnitRow) -> int:
    return 4 if row.key in ("snowspeeder", "infantry") else row.figures or 4  # Elit Filo: 4


def losses(hits: int = 0, figures: int | None = None, unit: str | None = None, retreats: int = 0,
           retreats_possible: int | None = None, target_terrain: str | None = None,
           column: str = "kalan", elite_squadron: bool = False, infantry: int = 0,
           vehicle: int = 0, blast: int = 0, blocked_by: str | None = None) -> CalcResult:  # fmt: skip
    """Figures lost or left after ``hits`` and ``retreats``; ``elite_squadron``: the unit is a
    snowspeeder unit with the Elite Squadrons badge (4 figures instead of 3). Instead of
    ``hits``, the roll's faces (``infantry``, ``vehicle``, ``blast`` icons) may be given: the
    hits they score on the unit are counted as hoth-hits counts them."""
    col = choose(column, LOSS_COLUMNS, "sütun") or "kalan"
    row = _a_unit(unit, "minyatür kaybetmezler") if unit else None
    walls = _impassable(blocked_by)
    if walls and retreats_possible is None:
        raise CalcError("Arkadaki geçilemez engeller verildiyse çekilebildiği hex sayısı da "
                        "gerekli (0: hiç çekilemiyor).")  # fmt: skip
    face_steps: list[Step] = []
    if infantry or vehicle or blast:
        if hits:
            raise CalcError(
                "İsabet sayısını ya da zarda gelen sembolleri gir, ikisini birden değil."
            )
        if row is None:
            raise CalcError("Zar sembollerinin kaç isabet olduğu hedefe bağlı: birimin adını gir "
                            f"({_UNIT_NAMES}).")  # fmt: skip
        scored = _score(row.key, infantry=infantry, vehicle=vehicle, blast=blast, retreat=retreats)
        hits = scored.value or 0
        face_steps = [s for s in scored.steps if s.ref is not CONFIRMATION_REF]
    if elite_squadron and (row is None or row.key != "snowspeeder"):
        raise CalcError("Elit Filo rozeti yalnızca snowspeeder birimine takılır; birimi "
                        "snowspeeder seç.")  # fmt: skip
    t_key = terrain_key(target_terrain)
    if hits + retreats > MAX_ROLL:
        raise CalcError(f"Geçersiz zar sonucu: {hits} isabet + {retreats} geri çekilme. "
                        f"Tablolardaki en büyük saldırı {MAX_DICE} zardır; {MAX_ROLL} zardan "
                        "büyük bir atış yazım hatası sayılır.")  # fmt: skip
    if figures is not None and figures > (_max_figures(row) if row else 4):
        name = row.name if row else "Bir birim"
        raise CalcError(f"Geçersiz minyatür sayısı: {figures}. {name} birimi en fazla "
                        f"{_max_figures(row) if row else 4} minyatürdür.")  # fmt: skip
    if row is not None and row.key == "at_at" and hits:
        step = Step("AT-AT'ye isabet eden zarlar doğrulama için yeniden atılır; en az 1 patlama "
                    "gelirse AT-AT yok edilir", CONFIRMATION_REF)  # fmt: skip
        return result(None, "minyatür", "Doğrulama atışına bağlı", [step], computed=False,
                      summary="AT-AT'nin kaybı doğrulama atışına bağlıdır.")  # fmt: skip
    if figures is None and row is None and not hits and col == "kayip":
        return _retreat_losses_only(retreats, retreats_possible, t_key)
    if figures is None:
        if row is None or row.figures is None:
            raise CalcError("Birimdeki minyatür sayısı gerekli (1-4) ya da birimin adı "
                            "(ör. snowtrooper).")  # fmt: skip
        figures = 4 if elite_squadron else row.figures
        if elite_squadron:
            start = Step(f"tam güçteki Elit Filo snowspeeder birimi {figures} minyatürle başlar",
                         ELITE_SQUADRON_REF)  # fmt: skip
        else:
            # said with the unit row's other words (what hits it), which the row states too
            takes = _hit_by(row)
            start = Step(f"tam güçteki {row.name} birimi {figures} minyatürdür, {takes} isabet "
                         "alır", row.ref)  # fmt: skip
            face_steps = [s for s in face_steps
                          if not (s.ref is row.ref and s.text.endswith(f"{takes} isabet alır"))]  # fmt: skip
    else:
        start = Step(f"birimde {figures} minyatür var", None)
    steps = [start, *(face_steps or _big_roll(hits + retreats))]
    removed = min(hits, figures)
    if hits:
        each = "her isabet için hedef birimden 1 minyatür kaldırılır"
        said = (each if hits == 1 else f"{each}: {hits} × 1 = {hits} minyatür" if hits == removed
                else f"{each}: {hits} isabet → {removed} minyatür")  # fmt: skip
        steps.append(Step(said, REMOVE_FIGURE_REF))
    if hits > figures:
        steps.append(Step(f"fazla {hits - figures} isabet etkisizdir", EXCESS_HITS_REF))
    left = figures - removed
    lost_retreat = 0
    if retreats and left:
        due = retreats
        if row is not None and row.ignores_retreats:
            steps.append(Step(f"{row.name} geri çekilmeleri yok sayar", row.ref))
            due = 0
        elif t_key == "trench" and (row is None or row.cls is UnitClass.INFANTRY):
            steps.append(
                Step("siperdeki piyade 1 geri çekilmeyi yok sayabilir", TERRAIN["trench"].ref)
            )
            due -= 1
        possible = due if retreats_possible is None else min(retreats_possible, due)
        blocked = due - possible
        if retreats_possible is None and due:
            steps.append(Step(f"arkandaki hexler söylenmediği için {due} hex geri çekilme yolu açık "
                              "sayıldı; çekilemediği her geri çekilme için 1 minyatür daha "
                              "kaybeder", BLOCKED_RETREAT_REF))  # fmt: skip
        elif blocked:
            lost_retreat = min(blocked, left)
            went = (f"birim {possible} hex geri çekilir, kalan {due} − {possible} = {blocked} "
                    "geri çekilmeyi tamamlayamaz" if possible else
                    f"birim hiç geri çekilemez, {blocked} geri çekilmeyi de tamamlayamaz")  # fmt: skip
            steps.append(Step(went, RETREAT_REF if possible else BLOCKED_RETREAT_REF))
            steps.extend(_wall_steps(walls))
            steps.append(Step(f"tamamlanamayan her geri çekilme için 1 minyatür kaybeder: "
                              f"{blocked} × 1 → {lost_retreat} minyatür", BLOCKED_RETREAT_REF))  # fmt: skip
            if lost_retreat < blocked:
                steps.append(Step("birimde kaybedecek minyatür kalmaz", REMOVE_FIGURE_REF))
            if possible:
                steps.append(
                    Step("açık bir çekilme yolu varken minyatür feda edilemez", NO_SACRIFICE_REF)
                )
        elif due:
            steps.append(Step(f"birim {due} hex geri çekilir, minyatür kaybetmez", RETREAT_REF))
    left -= lost_retreat
    if left == 0:
        steps.append(Step("son minyatür kaldırılınca birim yok edilir", REMOVE_FIGURE_REF))
    lost = removed + lost_retreat
    if col == "kalan":
        terms = [t for t in (removed, lost_retreat) if t]
        arithmetic = f"{figures} − {' − '.join(map(str, terms))} = {left}" if terms else ""
        return result(left, "minyatür", f"{left} minyatür kalır", steps, arithmetic=arithmetic,
                      refs=[LOSSES_KEEP_DICE_REF] if left else [])  # fmt: skip
    arithmetic = f"{removed} + {lost_retreat} = {lost}" if removed and lost_retreat else ""
    return result(lost, "minyatür", f"{lost} minyatür kaybedilir", steps, arithmetic=arithmetic)


# What a retreat cannot enter, named behind the unit: the name said, the rule's row.
_WALLS = {"kalkan_jeneratoru": ("Kalkan Jeneratörü", STRUCTURE_REF),
          "iyon_topu": ("İyon Topu", STRUCTURE_REF),
          "serak": ("serak", TERRAIN["seracs"].ref)}  # fmt: skip


def _impassable(blocked_by: str | None) -> list[str]:
    """``blocked_by``: the impassable things behind the unit, comma separated."""
    keys: list[str] = []
    for word in re.split(r"[,;\s]+", blocked_by or ""):
        if word:
            key = choose(word, {k: name for k, (name, _) in _WALLS.items()}, "engel")
            if key is not None and key not in keys:
                keys.append(key)
    return keys


def _wall_steps(walls: list[str]) -> list[Step]:
    """Why the hexes behind are closed: each thing is impassable, and a retreat ignores terrain
    but not what cannot be passed."""
    if not walls:
        return []
    names = [_WALLS[k][0] for k in walls]
    refs = dedupe(_WALLS[k][1] for k in walls)
    said = " ve ".join(names)
    step = Step(f"arkandaki {said} daima geçilemez", refs[0], refs[1] if len(refs) > 1 else None)
    return [step, Step("arazi geri çekilmeyi etkilemez ama geçilemez arazi yine geçilemez",
                       RETREAT_IMPASSABLE_REF)]  # fmt: skip


def _retreat_losses_only(retreats: int, possible: int | None, t_key: str | None) -> CalcResult:
    """Figures lost to retreats alone, when the unit's size is not given: one per retreat that
    cannot be completed (as long as the unit has figures left)."""
    due = retreats - (1 if t_key == "trench" and retreats else 0)
    steps = []
    if due < retreats:
        steps.append(Step("siperdeki piyade 1 geri çekilmeyi yok sayabilir", TERRAIN["trench"].ref))
    if possible is None:
        raise CalcError("Birimin kaç hex geri çekilebildiği gerekli (0: hiç çekilemiyor).")
    blocked = max(0, due - possible)
    steps.append(Step(f"tamamlanamayan {blocked} geri çekilme için {blocked} minyatür kaybedilir "
                      "(birimde o kadar minyatür varsa)", BLOCKED_RETREAT_REF))  # fmt: skip
    if blocked:
        steps.append(Step("açık bir çekilme yolu varken minyatür feda edilemez", NO_SACRIFICE_REF))
    arithmetic = f"{due} − {possible} = {blocked}" if possible else ""
    return result(
        blocked, "minyatür", f"{blocked} minyatür kaybedilir", steps, arithmetic=arithmetic
    )


# "Snowtrooper saldırdı", "rakibin snowtrooperları zar attı": the unit that attacks
_ATTACKS = re.compile(
    r"\s+(?:\S+\s+){0,2}?(?:saldir(?:di|iyo|ir|mis)\w*|ates\s+(?:etti|ediyo)\w*|vurdu\w*"
    r"|(?:zar\s+)?atti\w*)"
)


def _roll_on_the_other(
    q: str, skip: tuple[tuple[int, int], ...]
) -> tuple[dict[str, int], str] | None:
    """Two units named, one of them the subject of the attack ("Snowtrooper saldırdı",
    "rakibin snowtrooperları … zar attı"): the roll's faces land on the other one."""
    counted = _face_counts(q)
    if counted is None or not counted[0]:
        return None
    units = unit_keys(q, counted[1] + skip)
    if len({u.key for u in units}) != 2:
        return None
    attackers = {u.key for u in units
                 if not u.suffix.strip("'’").startswith(("im", "um", "ım"))
                 and (_ATTACKS.match(q, u.end) or re.search(r"rakib\w*\s+$", q[: u.start]))}  # fmt: skip
    if len(attackers) != 1:
        return None
    others = {u.key for u in units} - attackers
    return counted[0], others.pop()


def _asked_unit(q: str) -> str | None:
    """The unit named right after "kaç" ("kaç speeder kalır", "kaç snowtrooper gider")."""
    m = re.search(KAC + r"\s+(?:tane\s+)?(?=\S)", q)
    if m is None:
        return None
    found = [u for u in units_in(q) if u.start == m.end()]
    return found[0].key if found and found[0].key not in ("infantry", "structure") else None


def _read_losses(q: str) -> dict[str, Any] | None:
    asks_left = mentions(
        q, KAC + r"(?:\s+\S+){0,2}\s+kal(?:ir|di|mis|an|acak|iyor|iyo)?\b"
    ) or mentions(q, r"ne\s+kadar\s+kal")
    asks_lost = mentions(
        q,
        KAC
        + r"(?:\s+\S+){0,2}\s+(?:minyatur|figur|asker|adam)\w*\s+(?:kaybe|gider|gidi|gitti|olur|oldu|oluyo|kaldir|eksil|dus)",
    ) or mentions(q, KAC + r"\s+(?:tane\s+)?(?:gider|gidiyo|gitti|kaybed|dus|olu)")
    # "kaç zar atar" asks for dice; "rakip zar attı: …" gives the roll
    if not (asks_left or asks_lost) or mentions(q, r"madalya|dogrulama|kac\s+zar|zar\s+atar"):
        return None
    hit_count = one_count(q, r"isabet|hit|vurus")
    retreat_count = one_count(
        q, r"(?:tane\s+)?(?:cekilemeyen\s+|tamamlanamayan\s+)?geri\s*cekil|retreat"
    )
    rolled_unit = None
    behind = tuple(room_spans(q))  # "ikinci hexte AT-AT var": not the unit that retreats
    faces: dict[str, int] = {}
    if hit_count is None:
        # The roll as it came ("1 piyade 1 patlama 1 geri çekilme geldi"): its icons score
        # hits on this target as hoth-hits counts them.
        roll = _roll_on_one_unit(q, by_target=True, skip=behind)
        asked = _asked_unit(q)
        if asked is not None and (roll is None or roll[1] != asked):
            # "kaç speeder kalır": the unit whose figures are asked is the one hit, whatever
            # the attacker's name looks like ("rakibin snowtrooperları … attı")
            counted = _face_counts(q)
            roll = (counted[0], asked) if counted and counted[0] else None
        if roll is None:
            roll = _roll_on_the_other(q, behind)
        if roll is not None and roll[1] != "structure":
            faces = {k: n for k, n in roll[0].items() if k in ("infantry", "vehicle", "blast")}
            rolled_unit = roll[1]
            hit_count = 0 if faces else None
            if retreat_count is None and roll[0].get("retreat"):
                retreat_count = roll[0]["retreat"]  # "1 piyade ikonu 2 de geri çekilme geldi"
    if (
        hit_count is False
        or retreat_count is False
        or (hit_count is None and retreat_count is None)
    ):
        return None
    inputs: dict[str, Any] = {"hits": hit_count or 0, "retreats": retreat_count or 0,
                              "column": "kalan" if asks_left else "kayip", **faces}  # fmt: skip
    size = set(
        counts_before(
            q,
            r"(?:lu|li|luk)\b|(?:minyatur|figur)(?:lu|li|luk)\b|(?:minyatur|figur)\w*\s+(?:kal|olan)",
        )
    )
    if len(size) > 1:
        return None
    if size:
        inputs["figures"] = size.pop()
    key = rolled_unit or single_unit(q, behind)  # the roll's faces ("1 piyade") are no unit
    if key is False:
        return None
    if mentions(q, _ELITE_SQUADRON):
        if key != "snowspeeder" and not (key is None and "figures" not in inputs):
            return None
        key = "snowspeeder"
        inputs["elite_squadron"] = True
    if key is not None:
        inputs["unit"] = key
    if "figures" not in inputs and key in (None, "infantry") and (hit_count or not retreat_count):
        return None
    if retreat_count:
        blocked_one = mentions(q, r"(?:1|bir)\s+(?:tane\s+)?(?:cekilemeyen|tamamlanamayan)")
        room = retreat_room(q)
        if mentions(q, r"cekilemeyen|tamamlanamayan") and blocked_one:
            inputs["retreats_possible"] = (retreat_count or 1) - 1
        elif room is False:
            return None  # the board behind the unit is described, but not clearly
        elif room is not None:
            # "arkam dolu": 0; "ilk hexe çekilebiliyorum ama ikinci hexte birimim var": 1;
            # "arkam boş": every retreat can be made
            inputs["retreats_possible"] = retreat_count if room == OPEN else min(room, MAX_ROLL)
            walls = impassable_behind(q)
            if walls and room != OPEN:
                inputs["blocked_by"] = ",".join(walls)
    terrains = {t.key for t in terrains_in(q) if not any(s <= t.start < e for s, e in behind)}
    if len(terrains) > 1:
        return None
    if terrains:
        inputs["target_terrain"] = terrains.pop()
    return inputs


# -- AT-AT confirmation ------------------------------------------------------------------------
CONFIRM_COLUMNS = {"zar": "yeniden atılan zar", "kayip": "AT-AT'nin kaybı"}


def atat_confirmation(hits: int = 0, blasts: int | None = None, column: str = "zar",
                      infantry: int = 0, vehicle: int = 0, blast: int = 0, retreat: int = 0,
                      cross: int = 0) -> CalcResult:  # fmt: skip
    """Dice re-rolled for the confirmation roll (``column="zar"``) or the AT-AT's loss
    (``"kayip"``, with ``blasts`` of the re-roll). Instead of ``hits``, the first roll's faces
    (``infantry``, ``vehicle``, ``blast``, ``retreat``, ``cross``) may be given: the dice that
    hit the AT-AT are counted as hoth-hits counts them (araç ikonu + patlama)."""
    col = choose(column, CONFIRM_COLUMNS, "sütun") or "zar"
    face_steps: list[Step] = []
    arithmetic = ""
    if infantry or vehicle or blast or retreat or cross:
        if hits:
            raise CalcError(
                "İsabet sayısını ya da zarda gelen sembolleri gir, ikisini birden değil."
            )
        scored = _score("at_at", infantry=infantry, vehicle=vehicle, blast=blast,
                        retreat=retreat, cross=cross)  # fmt: skip
        hits = scored.value or 0
        face_steps = [s for s in scored.steps if s.ref is not CONFIRMATION_REF]
        arithmetic = scored.arithmetic
        if not hits:
            face_steps.append(Step("AT-AT'ye isabet eden zar olmadığı için doğrulama atışı "
                                   "yapılmaz", CONFIRMATION_REF))  # fmt: skip
            return result(0, "zar", "0 zar", face_steps, arithmetic=arithmetic)
    if hits < 1:
        raise CalcError("AT-AT'ye isabet eden zar sayısı gerekli (1-"
                        f"{MAX_ROLL}) ya da ilk atışta gelen semboller.")  # fmt: skip
    if blasts is not None and blasts > hits:
        raise CalcError(f"Geçersiz patlama sayısı: {blasts}. Doğrulamada yalnızca {hits} zar "
                        "yeniden atılır (0-{hits}).".replace("{hits}", str(hits)))  # fmt: skip
    steps = [
        *face_steps,
        Step(f"AT-AT'ye isabet eden {hits} zar doğrulama için yeniden atılır", CONFIRMATION_REF),
    ]
    if col == "zar":
        steps.append(
            Step("yeniden atışta en az 1 patlama gelirse AT-AT yok edilir", CONFIRMATION_REF)
        )
        return result(hits, "zar", f"{hits} zar", steps, arithmetic=arithmetic,
                      computed=bool(face_steps))  # fmt: skip
    if blasts is None:
        raise CalcError("Doğrulama atışında gelen patlama sayısı gerekli (0-5).")
    if blasts:
        steps.append(Step(f"{blasts} patlama geldiği için AT-AT yok edilir", CONFIRMATION_REF))
        return result(1, "minyatür", "1 minyatür (AT-AT yok edilir)", steps, computed=False)
    steps.append(
        Step("doğrulamada patlama gelmediği için hiçbir kayıp yaşanmaz", NO_CONFIRMATION_REF)
    )
    return result(0, "minyatür", "0 minyatür (kayıp yok)", steps, computed=False)


def _read_confirmation(q: str) -> dict[str, Any] | None:
    if not mentions(q, r"at-?\s*at|atat|walker|yuruyucu"):
        return None
    if not mentions(q, r"dogrulama|confirm|tekrar|yeniden"):
        return None
    hit_count = one_count(q, r"isabet|hit|zar\w*\s+isabet")
    if hit_count is None and asks_for(q, r"zar\w*", 2):
        # The first roll as it came ("2 araç, 1 patlama, 1 çarpı geldi"): the dice that hit
        # the AT-AT are its vehicle icons and blasts. A blast count said after "kaç" belongs
        # to the re-roll ("kaç zar atıyorum, 1 patlama gelirse"): not read as the first roll.
        ask = re.search(KAC, q)
        found = _face_counts(q[: ask.start()] if ask else q)
        if found is None:
            return None
        faces = found[0]
        if faces and faces.keys() & {"vehicle", "blast", "infantry"}:
            return {**{k: n for k, n in faces.items() if n}, "column": "zar"}
    blast_count = one_count(q, r"patlama|blast")
    if hit_count is False or blast_count is False:
        return None
    if asks_for(q, r"zar", 2) and isinstance(hit_count, int):
        return {"hits": hit_count, "column": "zar"}
    if (
        isinstance(blast_count, int)
        and isinstance(hit_count, int)
        and mentions(q, KAC + r"\s+(?:tane\s+)?(?:minyatur|figur)")
    ):
        return {"hits": hit_count, "blasts": blast_count, "column": "kayip"}
    return None


# -- medals ------------------------------------------------------------------------------------
def medal_award(unit: str) -> CalcResult:
    row = unit_row(unit)
    if row.key == "structure":
        steps = [Step("yapılar birim sayılmaz", STRUCTURE_NO_UNIT_REF),
                 Step("bazı senaryolarda yok edilmeleri zafer şartıdır; madalya verip "
                      "vermediğini senaryo söyler", STRUCTURE_FAQ_REF)]  # fmt: skip
        return result(None, "madalya", "Senaryoya bağlı", steps, computed=False,
                      summary="Yapının madalya verip vermediğini kural metni değil senaryo söyler.")  # fmt: skip
    if row.gives_medal:
        step = Step(
            f"tamamen yok edilen düşman {row.name} birimi 1 zafer madalyası kazandırır", MEDAL_REF
        )
        return result(1, "madalya", "1 madalya", [step], computed=False)
    steps = [Step(f"{row.name} yok edildiğinde madalya kazandırmaz", NO_MEDAL_REF),
             Step("Çekçe rehber, senaryo açıkça başka bir şey söylemiyorsa diye ekler",
                  CS_NO_MEDAL_REF)]  # fmt: skip
    return result(0, "madalya", "0 madalya", steps, computed=False)


def _read_medal_award(q: str) -> dict[str, Any] | None:
    if not mentions(q, r"madalya|medal"):
        return None
    if not asks_for(q, r"madalya|medal", 2):
        return None  # "madalya verir mi" is a yes/no rules question
    if not mentions(
        q, r"yok\s*ed|oldur|imha|bitir|vur|patlat|oldu|yok\s*olunca|yok\s*olursa|oldurunce"
    ):
        return None
    if numbers(q) or mentions(q, r"gecici|kalici|hedef|toplam|kaldi|lazim|gerek"):
        return None
    key = single_unit(q)
    return {"unit": key} if isinstance(key, str) and key != "infantry" else None


def medal_total(destroyed: int = 0, no_medal: int = 0, permanent: int = 0,
                temporary: int = 0, temporary_lost: int = 0) -> CalcResult:  # fmt: skip
    """Medals held: destroyed units (``no_medal``: probe droids and artillery, which give
    none), permanent objectives, temporary objectives still held; ``temporary_lost``:
    temporary objectives whose hex was vacated, whose medal is lost (counted for the text)."""
    steps: list[Step] = []
    if destroyed:
        steps.append(
            Step(
                "tamamen yok edilen her düşman birim için 1 zafer madalyası kazanılır"
                + (f": {destroyed} × 1 = {destroyed}" if destroyed > 1 else ""),
                MEDAL_REF,
            )
        )
    if no_medal:
        which = "" if no_medal == 1 else f"{no_medal} "  # one unit: no count of ours to prove
        steps.append(Step(f"yok edilen {which}Keşif Droidi ya da Asi Topçusu birimi madalya "
                          "kazandırmaz", NO_MEDAL_REF))  # fmt: skip
    if permanent:
        steps.append(
            Step(
                f"{permanent} kalıcı hedef madalyası kalıcı olarak kazanılır, birim sonradan "
                "ayrılsa bile geri verilmez",
                PERMANENT_MEDAL_REF,
            )
        )
    if temporary:
        steps.append(Step(f"{temporary} geçici hedef madalyası, hedef hexte birimin durduğu sürece "
                          "tutulur", TEMPORARY_MEDAL_REF))  # fmt: skip
    if temporary_lost:
        steps.append(Step(f"hexi boşalan {temporary_lost} geçici hedefin madalyası hemen "
                          "kaybedilir, sayılmaz", TEMPORARY_LOST_REF))  # fmt: skip
    if not steps:
        raise CalcError("En az bir sayı gir: yok edilen birim, kalıcı ya da geçici hedef.")
    value = destroyed + permanent + temporary
    terms = [t for t in (destroyed, permanent, temporary) if t]
    arithmetic = f"{' + '.join(map(str, terms))} = {value}" if len(terms) > 1 else ""
    return result(value, "madalya", f"{value} madalya", steps, arithmetic=arithmetic)


_DESTROYED = r"(?:birim\w*|tane|dusman\w*)?\s*(?:yok\s*et|oldur|imha|bitir|patlat|indir)"
# "2 madalyam yok ettiğim birimlerden": medals counted by where they came from
_FROM_SOURCE = re.compile(
    r"madalya\w*\s+((?:(?![0-9]|madalya|senaryo)[^\s,.;]+\s+){0,3}?"
    r"(?![0-9]|madalya|senaryo)[^\s,.;]+(?:den|dan|ten|tan))(?![a-z])"
)
_DESTROY_VERB = re.compile(r"yok\s*et|oldur|imha|bitir|patlat|indir|yok\s*ol")
# A temporary objective's hex was vacated: "geçici hedeften çıktım", "geçici madalya hexinde
# duran birimimi rakip geri çekilmeyle çıkardı", "geçici hedefteki birimim yok oldu".
_LEFT = (
    r"cikt|cikar|cikmak|ayril|terk|bosal|kaybet|gitt|geri\s*cekil"
    r"|itti|kact|yok\s*(?:oldu|edildi|olunca)|olduruldu"
)
_TEMP_LEFT = re.compile(
    r"gecici[^.!?]{0,90}?(?<![a-z])(?:" + _LEFT + ")"
    # the next sentence says it of "o birim" / "o hex": "… geçici hedefinde duran birimimden.
    # rakip o birimi geri çekilmeyle hexten çıkardı"
    r"|gecici[^.!?]{0,90}[.!?]\s*[^.!?]{0,40}?(?<![a-z])(?:o|bu|ayni)\s+(?:birim|hex|hedef)\w*"
    r"[^.!?]{0,60}?(?<![a-z])(?:" + _LEFT + r"|yok\s*etti(?![a-z])|oldurdu)"
)
_NUMBER_WORD = r"(?:['’]?[a-z]*)?(?:\s+(?:de|da|tane|adet|tanesi|madalya\w*))*\s+"
# The unit is the speaker's or the attacker ("snowspeederimle", "echo base birimim"), not
# the destroyed enemy.
_MINE = re.compile(
    r"(?:im|imiz|um|umuz|lerim|larim|la|le|yla|yle|imle|imla|umla|umle|larimla|lerimle)$"
)
_MINE_BIRIM = re.compile(r"\s+birim(?:im|imiz|lerim|imle|le|iyle|lerimle)(?![a-z])")
_MINE_OBJECT = re.compile(r"(?:imi|imizi|umu|umuzu|lerimi|larimi)$")
_MINE_OBJECT_BIRIM = re.compile(r"\s+birim(?:imi|imizi|lerimi)(?![a-z])")
# "1 tanesi geçici hedeften", "biri geçici hedefteydi": one OF the medals counted before
PARTITIVE = r"(?<![a-z])(?:\d+|bir|iki|uc)\s+tanesi|(?<![a-z])biri(?:si)?(?![a-z])"


def _read_medal_total(q: str) -> dict[str, Any] | None:
    if not asks_for(q, r"madalya|medal", 2) or mentions(
        q, r"kaldi|kalir|lazim|gerek|daha|kazanmak|biter|bitir\w*\s*mi"
    ):
        return None
    if mentions(q, PARTITIVE):
        return None  # "1 tanesi geçici hedeften": one of which count?
    return _medal_events(q)


def _objective_count(q: str, word: str) -> int | None | bool:
    """Medals from temporary/permanent objectives: "1 geçici", "1 de geçici madalya hexinde",
    "2 madalyam kalıcı hedeften"; one objective when named without a number ("geçici hedefteki
    birimim"); None when not named; False when unclear (two counts, "geçici hedeflerde")."""
    counts = {
        value
        for value, _, end in numbers(q)
        if re.match(_NUMBER_WORD + word, q[end:]) or re.match(r"\s*" + word, q[end:])
    }
    if len(counts) > 1 or mentions(q, KAC + r"\s+(?:tane\s+)?" + word):
        return False  # two counts; or "kaç geçici hedef": this count is what is asked
    if counts:
        return counts.pop()
    if mentions(q, r"(?<![a-z])bi(?:r)?(?:\s*de)?\s+(?:tane\s+)?" + word):
        return 1  # "bi kalıcı madalya hedefine girdim"
    named = re.search(word + r"\w*\s+(?:madalya\w*\s+)?(?:hedef|hex|objektif)(\w*)", q)
    if named is None:
        return None
    return False if re.match(r"l[ae]r", named.group(1)) else 1


_ADDED_OBJECT = re.compile(r"\s+birim(?:ini|i)(?![a-z])")


def _destroyed_units(q: str, inputs: dict[str, Any], taken: list[tuple[int, int]]) -> bool:
    """Units destroyed without a count ("AT-AT'yi ve keşif droidi birimini yok ettim"): one
    each; False when a plural has no count ("snowtrooper birimlerini yok ettim")."""
    start = 0
    verbs = list(_DESTROY_VERB.finditer(q))
    for i, verb in enumerate(verbs):
        clause = max(start, *(m.end() for m in re.finditer(r"[.!?;]", q[: verb.start()])), 0)
        start = verb.end()
        # "yok ettim bir de bi keşif droidi birimini": an object added after the verb
        stop = re.search(r"[.!?;,]|$", q[verb.end() :])
        tail_end = verb.end() + (stop.start() if stop else 0)
        if i + 1 < len(verbs):
            tail_end = min(tail_end, verbs[i + 1].start())
        for u in unit_keys(q):
            if any(a <= u.start < b for a, b in taken):
                continue
            added = verb.end() <= u.start < tail_end and bool(
                re.search(
                    r"(?:bir\s+de|ve|hem\s+de)\s+(?:bi(?:r)?\s+)?(?:tane\s+)?$",
                    q[verb.end() : u.start],
                )
                and (_ADDED_OBJECT.match(q, u.end) or re.fullmatch(r"y?[iu]|n[iu]", u.suffix))
            )
            if not (clause <= u.start < verb.start() or added):
                continue
            if u.key in ("structure", "infantry"):
                return False  # a structure is no unit; "piyade": which of the two?
            suffix = u.suffix.lstrip("'’")
            if _MINE_OBJECT.search(suffix) or _MINE_OBJECT_BIRIM.match(q, u.end):
                return False  # "echo base birimimi yok ettim": the speaker's own unit?
            if _MINE.search(suffix) and not is_target_form(u) or _MINE_BIRIM.match(q, u.end):
                continue  # the speaker's unit, the one that did the destroying
            if re.match(r"l[ae]r", suffix) or re.match(r"\s+birimler", q[u.end :]):
                return False  # how many of them?
            inputs["destroyed" if UNITS[u.key].gives_medal else "no_medal"] += 1
            taken.append((u.start, u.end))
    return True


def _medal_events(q: str) -> dict[str, Any] | None:
    """What earned medals, as the question tells it: units destroyed (and those that give
    none), permanent objectives, temporary objectives held or left (their medal is lost);
    None when unclear."""
    temporary = _objective_count(q, "gecici")
    permanent = _objective_count(q, "kalici")
    if temporary is False or permanent is False:
        return None
    lost = 0
    if temporary and _TEMP_LEFT.search(q):
        if temporary != 1:
            return None  # several temporary objectives, one left: which ones?
        lost, temporary = 1, 0
    inputs: dict[str, Any] = {"temporary": temporary or 0, "permanent": permanent or 0,
                              "destroyed": 0, "no_medal": 0, "temporary_lost": lost}  # fmt: skip
    taken: list[tuple[int, int]] = []
    sourced = False  # "2 madalyam birimlerden": destroyed units without a destroying verb
    for value, start, end in numbers(q):
        after = q[end:]
        m = re.match(r"(?:['’]?[a-z]*)?\s*(?:(?:de|da)\s+)?(?:tane\s+)?", after)
        rest = after[m.end() if m else 0 :]
        hit = [u for u in unit_keys(q) if u.start == end + (m.end() if m else 0)]
        if hit:
            row = UNITS[hit[0].key]
            bucket = "destroyed" if row.gives_medal else "no_medal"
            inputs[bucket] += value
            taken.append((start, hit[0].end))
        elif re.match(r"birim(?:imi|imizi|lerimi|lerimizi)(?![a-z])", rest):
            taken.append((start, end))  # "rakip 1 birimimi yok etti": the speaker's loss
        elif re.match(r"birim(?:im|imiz|lerim|lerimiz)(?![a-z])", rest):
            return None  # "2 birimim …": the speaker's units, doing what?
        elif re.match(_DESTROYED, rest) or re.match(r"(?:dusman\s+)?birim\w*", rest):
            inputs["destroyed"] += value
            taken.append((start, end))
        elif source := _FROM_SOURCE.match(rest):
            # "2 madalyam yok ettiğim birimlerden"; "1 madalya kalıcı hedeften" is counted above
            if re.search(r"gecici|kalici", source.group(1)):
                continue
            if not re.search(r"birim|" + _DESTROY_VERB.pattern, source.group(1)):
                return None  # medals from something this count cannot place
            inputs["destroyed"] += value
            taken.append((start, end))
            sourced = True
    if not _destroyed_units(q, inputs, taken):
        return None
    if not any(inputs.values()):
        return None
    if inputs["destroyed"] and not (sourced or _DESTROY_VERB.search(q)):
        return None
    return inputs


def medals_to_win(target: int | None = None, current: int | None = None,
                  temporary_lost: int = 0, destroyed: int = 0, no_medal: int = 0,
                  permanent: int = 0, temporary: int = 0) -> CalcResult:  # fmt: skip
    """Medals still needed; ``current`` counts every medal the player had, and
    ``temporary_lost`` of them were temporary objectives whose hex was vacated since. Told by
    what earned them instead (``destroyed`` units, ``no_medal`` probe droids and artillery,
    ``permanent`` and ``temporary`` objectives), the working counts them first."""
    events = destroyed or no_medal or permanent or temporary
    if target is None:
        step = Step("oyun, senaryoda belirtilen sayıda zafer madalyasına (genellikle 4 veya 5) "
                    "ulaşıldığında biter", WIN_REF)  # fmt: skip
        return result(None, "madalya", "Senaryoya göre değişir", [step], computed=False,
                      summary="Kazanmak için gereken madalyayı senaryo belirler (genellikle 4 veya 5).")  # fmt: skip
    tally = None
    if events:
        tally = medal_total(destroyed, no_medal, permanent, temporary, temporary_lost)
        had = (tally.value or 0) + temporary_lost
        if current is not None and current != had:
            raise CalcError(f"Şu anki madalya ({current}), sayılan madalyalarla ({had}) "
                            "uyuşmuyor; ya toplamı ya da kazanılanları gir.")  # fmt: skip
        current = had
    if current is None:
        if temporary_lost:
            raise CalcError("Kaybedilen geçici madalya için şu ana kadarki madalya sayısı gerekli.")
        step = Step(f"bu senaryoda {target} zafer madalyasına ilk ulaşan kazanır", WIN_REF)
        return result(target, "madalya", f"{target} madalya", [step], computed=False)
    if temporary_lost > current:
        raise CalcError(f"Geçersiz sayı: {temporary_lost} kaybedilen geçici madalya, toplam "
                        f"{current} madalyadan fazla olamaz.")  # fmt: skip
    held = current - temporary_lost
    # the rules' steps first; the player's own tally, which no rule states, closes the working
    steps = [Step(f"oyun, senaryoda belirtilen {target} zafer madalyasına ulaşıldığı anda biter",
                  WIN_REF)]  # fmt: skip
    first = ""
    if tally is not None:
        # what earned each medal (and what earned none), then the medals held
        steps += tally.steps
        steps.append(Step(f"sende {held} madalya var"))
        first = f"{tally.arithmetic}, " if tally.arithmetic else ""
    elif temporary_lost:
        steps.append(Step("hex boşalınca geçici hedefin madalyası hemen kaybedilir",
                          TEMPORARY_LOST_REF))  # fmt: skip
        steps.append(Step(f"sende {current} − {temporary_lost} = {held} madalya kalır"))
        first = f"{current} − {temporary_lost} = {held}, "
    else:
        steps.append(Step(f"sende {current} madalya var"))
    left = max(0, target - held)
    if left == 0:
        steps.insert(1, Step("oyun madalya sayısına ulaşıldığı anda biter", WIN_REF))
        return result(0, "madalya", "0 madalya (oyun biter)", steps, arithmetic=first.rstrip(", "))
    return result(left, "madalya", f"{left} madalya", steps,
                  arithmetic=f"{first}{target} − {held} = {left}")  # fmt: skip


# "2 madalyam yok ettiğim birimlerden": a count of medals by where they came from
_MEDALS_FROM = re.compile(
    r"(?<![a-z0-9])(?:\d+|bir|iki|uc|dort|bes)\s+madalya(?:m|miz|n|niz|lar\w*)?\s+"
    r"(?:(?![0-9]|madalya|senaryo)[^\s,.;]+\s+){0,3}?"
    r"(?![0-9]|madalya|senaryo)[^\s,.;]+(?:den|dan|ten|tan)(?![a-z])"
)
# "kazanmak için" (to win), "kaldı" (left); not "kazandım" (I won: that asks for a total)
_WIN_VERB = (
    r"(?:biter|bitiyo|bitecek|kazanmak|kazanir|kazanil|kazanabil|kazanacak|kaldi|kalir|lazim|gerek)"
)


def _earned(events: dict[str, Any]) -> dict[str, int]:
    """The medal events told, as inputs of hoth-medals-to-win (the counts that are not 0)."""
    keys = ("destroyed", "no_medal", "permanent", "temporary")
    return {k: events[k] for k in keys if events.get(k)}


def _read_medals_to_win(q: str) -> dict[str, Any] | None:
    if not mentions(q, r"madalya|medal"):
        return None
    asked = (
        mentions(q, KAC + r"\s+(?:tane\s+)?(?:daha\s+)?" + _WIN_VERB)
        or mentions(q, KAC + r"(?:\s+\S+){0,2}\s+madalya\w*(?:\s+\S+){0,2}?\s+" + _WIN_VERB)
        or mentions(q, r"kazanmak\s+icin\s+(?:kac|daha)|daha\s+kac\s+madalya|kac\s+madalya\s+daha")
    )
    if not asked:
        return None
    target = set(
        counts_before(
            q,
            r"(?:madalya\w*\s*)?(?:lik|luk|li|lu)\s+senaryo|madalya(?:da|ya|yla)\s+(?:bit|kazan)"
            r"|madalya\s+ile\s+(?:bit|kazan)",  # "4 madalyayla / 4 madalya ile bitiyo"
        )
    )
    if mentions(q, r"senaryo"):
        target |= set(counts_before(q, r"madalya\w*\s+(?:isti|diyo|gerek|lazim|ister|yazi|yazar)"))
    current = set(
        counts_before(
            q, r"madalya(?:m|mi|miz|n|si)\b|madalya\s+(?:var|topladim|aldim|kazandim|yaptim)"
        )
    )
    current -= target
    parts = bool(_MEDALS_FROM.search(q))
    if parts:
        # "2 madalyam birimlerden, 1 madalyam kalıcı hedeften": parts, added up below
        if mentions(q, PARTITIVE):
            return None  # "2 madalyam birimlerden, 1 tanesi geçici hedeften": one of the 2?
        current = set()
    if len(target) > 1 or len(current) > 1:
        return None
    inputs: dict[str, Any] = {}
    if target:
        inputs["target"] = target.pop()
    if current:
        inputs["current"] = current.pop()
    if "current" in inputs and "target" not in inputs:
        return None  # "3 madalyam var kaç kaldı": the scenario's number is missing
    events = _medal_events(q) if "target" in inputs else None
    if events and events["temporary_lost"]:
        # "2 madalyam birimlerden, 1 de geçici hedeften; rakip geri çekilmeyle çıkardı": the
        # medals the player had, and the temporary one lost since
        had = medal_total(**events).value + events["temporary_lost"]
        if "current" in inputs:
            had = inputs["current"]  # "3 madalyam vardı, biri geçici hedeftendi"
        else:
            inputs.update(_earned(events))  # the working counts what earned each medal
        inputs["current"], inputs["temporary_lost"] = had, events["temporary_lost"]
    elif events and "current" not in inputs:
        # "bir snowtrooper birimini yok ettim, kalıcı hedefe girdim": count what was earned,
        # and say it (a probe droid destroyed earns none)
        inputs["current"] = medal_total(**events).value
        inputs.update(_earned(events))
    elif parts and "current" not in inputs:
        return None  # the parts could not all be placed
    elif (
        events is None
        and "current" not in inputs
        and mentions(q, r"gecici|kalici|birim|" + _DESTROY_VERB.pattern)
    ):
        return None  # what the player holds is told but could not be counted
    return inputs


_H = "zarlarda gelen"
CALCULATORS = (
    Calculator(
        "hoth-max-range", GAME, "Hoth: menzil",
        "Bir birimin en fazla kaç hex uzaktaki hedefe saldırabildiği.",
        (Field("unit", "Birim", "choice", _UNIT_NAMES, "keşif droidi", choices=_UNIT_CHOICES),),
        max_range, _read_range, ("kesif droidi kac hex uzaga saldirabilir",),
    ),
    Calculator(
        "hoth-atat-confirmation", GAME, "Hoth: AT-AT doğrulama atışı",
        "AT-AT'ye isabet eden zarlar için kaç zar yeniden atılır ve AT-AT yok olur mu.",
        (
            Field("hits", "AT-AT'ye isabet eden zar", "int",
                  "araç ikonu + patlama (boş: ilk atışın sembolleri)", "3", required=False,
                  minimum=1, maximum=MAX_ROLL),
            Field("blasts", "Doğrulamada gelen patlama", "int", "0 ile isabet sayısı arası", "1",
                  required=False, minimum=0, maximum=MAX_ROLL),
            Field("column", "Ne soruluyor", "choice", "zar (yeniden atılan), kayip (AT-AT yok olur mu)",
                  "zar", required=False, choices=tuple(CONFIRM_COLUMNS)),
            Field("vehicle", "İlk atışta araç ikonu", "int", _H, "2", required=False, minimum=0,
                  maximum=MAX_ROLL),
            Field("blast", "İlk atışta patlama", "int", _H, "1", required=False, minimum=0,
                  maximum=MAX_ROLL),
            Field("infantry", "İlk atışta piyade ikonu", "int", _H, "0", required=False,
                  minimum=0, maximum=MAX_ROLL),
            Field("retreat", "İlk atışta geri çekilme", "int", _H, "0", required=False,
                  minimum=0, maximum=MAX_ROLL),
            Field("cross", "İlk atışta çarpı", "int", _H, "1", required=False, minimum=0,
                  maximum=MAX_ROLL),
        ),
        atat_confirmation, _read_confirmation, ("at-ata 3 isabet attim kac zar tekrar atiyom",),
    ),
    Calculator(
        "hoth-hits", GAME, "Hoth: isabet sayısı",
        "Bir zar atışının hedef birime kaç isabet verdiği.",
        (
            Field("target", "Hedef birim", "choice", _UNIT_NAMES, "snowtrooper", choices=tuple(UNITS)),
            Field("infantry", "Piyade ikonu", "int", _H, "2", required=False, minimum=0, maximum=MAX_ROLL),
            Field("vehicle", "Araç ikonu", "int", _H, "0", required=False, minimum=0, maximum=MAX_ROLL),
            Field("blast", "Patlama", "int", _H, "1", required=False, minimum=0, maximum=MAX_ROLL),
            Field("retreat", "Geri çekilme", "int", _H, "0", required=False, minimum=0, maximum=MAX_ROLL),
            Field("cross", "Çarpı", "int", _H, "0", required=False, minimum=0, maximum=MAX_ROLL),
        ),
        hits, _read_hits, ("2 piyade 1 patlama geldi snowtroopera kac isabet",),
    ),
    Calculator(
        "hoth-losses", GAME, "Hoth: kayıplar",
        "Önce isabetler, sonra tamamlanamayan geri çekilmeler: kaç minyatür gider, kaç kalır.",
        (
            Field("hits", "İsabet", "int", "birime isabet eden zar", "2", required=False,
                  minimum=0, maximum=MAX_ROLL),
            Field("figures", "Birimdeki minyatür", "int", "saldırıdan önce (1-4)", "4",
                  required=False, minimum=1, maximum=4),
            Field("unit", "Birim", "choice", _UNIT_NAMES, "snowtrooper", required=False,
                  choices=_UNIT_CHOICES),
            Field("retreats", "Geri çekilme sembolü", "int", _H, "1", required=False,
                  minimum=0, maximum=MAX_ROLL),
            Field("retreats_possible", "Çekilebildiği hex", "int",
                  "boş: yol açık; 0: hiç çekilemiyor", "0", required=False, minimum=0,
                  maximum=MAX_ROLL),
            Field("target_terrain", "Birimin arazisi", "choice", "siper (1 geri çekilme yok sayılır)",
                  "siper", required=False, choices=tuple(TERRAIN)),
            Field("column", "Ne soruluyor", "choice", "kalan, kayip", "kalan", required=False,
                  choices=tuple(LOSS_COLUMNS)),
            Field("elite_squadron", "Elit Filo rozeti", "flag",
                  "evet / hayır (snowspeeder 3 yerine 4 minyatürle başlar)", "hayır",
                  required=False),
            Field("infantry", "Piyade ikonu", "int", _H + " (isabet yerine; birim gerekli)", "1",
                  required=False, minimum=0, maximum=MAX_ROLL),
            Field("vehicle", "Araç ikonu", "int", _H + " (isabet yerine; birim gerekli)", "1",
                  required=False, minimum=0, maximum=MAX_ROLL),
            Field("blast", "Patlama", "int", _H + " (isabet yerine; birim gerekli)", "1",
                  required=False, minimum=0, maximum=MAX_ROLL),
            Field("blocked_by", "Arkadaki geçilemez engel", "text",
                  "kalkan_jeneratoru, iyon_topu, serak (virgülle; çekilebildiği hex ile)",
                  "serak", required=False),
        ),
        losses, _read_losses, ("4 lu snowtrooper 2 isabet yedi kac minyatur kaldi",),
    ),
    Calculator(
        "hoth-medal-award", GAME, "Hoth: yok etme madalyası",
        "Bir düşman birimi yok edilince kaç madalya kazanılır.",
        (Field("unit", "Yok edilen birim", "choice", _UNIT_NAMES + ", yapı", "asi topçusu",
               choices=tuple(UNITS)),),
        medal_award, _read_medal_award, ("asi topcusunu yok edince kac madalya alirim",),
    ),
    Calculator(
        "hoth-medal-total", GAME, "Hoth: madalya toplamı",
        "Yok edilen birimler, kalıcı ve tutulan geçici hedeflerden toplam madalya.",
        (
            Field("destroyed", "Yok edilen (madalya veren) birim", "int", "keşif droidi ve topçu hariç",
                  "2", required=False, minimum=0, maximum=MAX_MEDALS),
            Field("no_medal", "Yok edilen keşif droidi / Asi Topçusu", "int", "madalya vermez", "0",
                  required=False, minimum=0, maximum=MAX_MEDALS),
            Field("permanent", "Kalıcı hedef madalyası", "int", "kazanıldı", "0", required=False,
                  minimum=0, maximum=MAX_MEDALS),
            Field("temporary", "Tutulan geçici hedef", "int", "birimin şu an durduğu", "1",
                  required=False, minimum=0, maximum=MAX_MEDALS),
            Field("temporary_lost", "Hexi boşalan geçici hedef", "int",
                  "hareket, geri çekilme ya da yok olma: madalyası kaybedilir", "0",
                  required=False, minimum=0, maximum=MAX_MEDALS),
        ),
        medal_total, _read_medal_total, ("2 birim yok ettim 1 gecici hedefteyim kac madalyam var",),
    ),
    Calculator(
        "hoth-medals-to-win", GAME, "Hoth: kazanmaya kalan madalya",
        "Senaryonun madalya hedefine kaç madalya kaldığı.",
        (
            Field("target", "Senaryonun madalya hedefi", "int", "senaryo kitapçığında (genellikle 4-5)",
                  "5", required=False, minimum=1, maximum=MAX_MEDALS),
            Field("current", "Şu anki madalya", "int", "topladığın (kaybedilen geçici dahil)", "3",
                  required=False, minimum=0, maximum=MAX_MEDALS),
            Field("temporary_lost", "Hexi boşalan geçici hedef", "int",
                  "madalyası kaybedilir", "0", required=False, minimum=0, maximum=MAX_MEDALS),
            Field("destroyed", "Yok edilen (madalya veren) birim", "int",
                  "şu anki madalya yerine kazanılanlar: keşif droidi ve topçu hariç", "2",
                  required=False, minimum=0, maximum=MAX_MEDALS),
            Field("no_medal", "Yok edilen keşif droidi / Asi Topçusu", "int", "madalya vermez",
                  "1", required=False, minimum=0, maximum=MAX_MEDALS),
            Field("permanent", "Kalıcı hedef madalyası", "int", "kazanıldı", "0", required=False,
                  minimum=0, maximum=MAX_MEDALS),
            Field("temporary", "Tutulan geçici hedef", "int", "birimin şu an durduğu", "0",
                  required=False, minimum=0, maximum=MAX_MEDALS),
        ),
        medals_to_win, _read_medals_to_win, ("3 madalyam var 5 lik senaryoda kac kaldi",),
    ),
)  # fmt: skip
