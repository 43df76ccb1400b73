"""Hoth: the miniatures of a force, unit by unit ("2 Echo Base trooper birimi, 1 Elit Filo
rozetli snowspeeder birimi ve 1 topçu: toplam kaç minyatür" → 2 × 3 + 4 + 1 = 11†).

Each unit kind's size is the sentence of the rule text that states it (Bileşenler; Elit Filo:
Özel Kuvvet Birimleri); the total is derived, so the answer shows the sum. Units are counted
at full strength, and the answer says so.
"""

from __future__ import annotations

import re
from typing import Any

from validators.base import CalcError, CalcResult, Step
from validators.calculator import Calculator, Field
from validators.hoth_data import ELITE_SQUADRON_REF, GAME, UNITS
from validators.hoth_read import KAC, mentions, numbers, unit_keys
from validators.hoth_text import result

# unit kind → (the name said in the answer, its figures, the rule that states them)
KINDS: dict[str, tuple[str, int, Any]] = {
    "snowtrooper": ("Snowtrooper", 4, UNITS["snowtrooper"].ref),
    "echo_base_trooper": ("Echo Base trooper", 3, UNITS["echo_base_trooper"].ref),
    "snowspeeder": ("Snowspeeder", 3, UNITS["snowspeeder"].ref),
    "elite_squadron": ("Elit Filo rozetli snowspeeder", 4, ELITE_SQUADRON_REF),
    "at_at": ("AT-AT", 1, UNITS["at_at"].ref),
    "probe_droid": ("İmparatorluk Keşif Droidi", 2, UNITS["probe_droid"].ref),
    "artillery": ("Asi Topçusu", 1, UNITS["artillery"].ref),
}
# No limit in the text: a side's force in a scenario is far below 20 units of one kind.
MAX_UNITS = 20


def force_figures(**counts: int) -> CalcResult:
    """Figures in a force of full-strength units: each kind's count × its figures, added."""
    unknown = set(counts) - set(KINDS)
    if unknown:
        raise CalcError(f"Bilinmeyen birim: {', '.join(sorted(unknown))}. Geçerli birimler: "
                        f"{', '.join(KINDS)}.")  # fmt: skip
    named = {k: n for k, n in counts.items() if n}
    if not named:
        raise CalcError("En az bir birim sayısı gir (ör. echo_base_trooper=2).")
    steps: list[Step] = []
    terms: list[str] = []
    total = 0
    for key in KINDS:
        n = named.get(key, 0)
        if not n:
            continue
        name, size, ref = KINDS[key]
        if not 0 < n <= MAX_UNITS:
            raise CalcError(f"Geçersiz birim sayısı: {n}. Geçerli aralık: 0-{MAX_UNITS}.")
        steps.append(Step(f"{name} birimi {size} minyatürdür" + (f": {n} × {size} = {n * size}"
                                                                 if n > 1 else ""), ref))  # fmt: skip
        terms.append(f"{n} × {size}" if n > 1 else str(size))
        total += n * size
    steps.append(Step("birimler tam güçte sayıldı; kayıp veren birimin eksik minyatürleri "
                      "düşülür", None))  # fmt: skip
    several = len(terms) > 1 or any(n > 1 for n in named.values())
    arithmetic = f"{' + '.join(terms)} = {total}" if several else ""
    return result(total, "minyatür", f"{total} minyatür", steps, arithmetic=arithmetic,
                  summary=f"Toplam {total} minyatür.")  # fmt: skip


_WORDS = {"bir": 1, "bi": 1, "tek": 1, "iki": 2, "uc": 3, "dort": 4, "bes": 5, "alti": 6,
          "yedi": 7, "sekiz": 8}  # fmt: skip
# "1 elit filo rozetli snowspeeder birimi", "elit speederim": one Elite Squadron unit
_N = r"(\d+|bir|bi|tek|iki|uc|dort|bes|alti|yedi|sekiz)\s+(?:tane\s+)?"
_ELITE = re.compile(
    r"(?:" + _N + r")?(?:elit\s*filo\w*|elite\s*squadron\w*)(?:\s+rozet\w*)?"
    r"(?:\s+(?:" + _N + r")?(?:snow\s*)?speeder\w*)?"
    r"|(?:" + _N + r")?elit\s+(?:snow\s*)?speeder\w*"
)
_FIGURES = r"minyatur|figur|model|parca|asker|ucak|adam"
# the question is about losses, dice, medals, the box or a unit's hits: not a force's size
_OTHER = re.compile(
    r"isabet|geri\s*cekil|kaybe|kald|kalir|kalan|gider|gitti|oldu|yok\s*ed|yedi\b|zar|hex"
    r"|madalya|kutu|emir|hareket|vurdu"
)


def _value(word: str) -> int:
    return int(word) if word.isdigit() else _WORDS[word]


def _read_force(q: str) -> dict[str, Any] | None:
    if not mentions(q, KAC + r"(?:\s+\S+){0,3}?\s+(?:tane\s+)?(?:" + _FIGURES + ")"):
        return None
    if _OTHER.search(q):
        return None
    counts: dict[str, int] = {}
    taken: list[tuple[int, int]] = []
    for m in _ELITE.finditer(q):
        given = [w for w in m.groups() if w]
        if len(given) > 1:
            return None  # "2 elit filo rozetli 3 speeder": which count is the units'?
        word = given[0] if given else None
        n = _value(word) if word else 1
        if n > 1 and not re.match(r"\s+birim", q[m.end() :]):
            return None  # "2 elit filo speeder": two units, or two speeders?
        counts["elite_squadron"] = counts.get("elite_squadron", 0) + n
        taken.append(m.span())
    found = numbers(q)
    for u in unit_keys(q, tuple(taken)):
        if u.key not in KINDS:
            return None  # "piyade" (which of the two?) or a structure (no figures)
        before = [
            (v, s)
            for v, s, e in found
            if re.fullmatch(r"\s*(?:tane\s+|adet\s+)?", q[e : u.start]) and e <= u.start
        ]
        plural = re.match(r"l[ae]r", u.suffix.lstrip("'’")) or re.match(r"\s+birimler", q[u.end :])
        if before:
            n = before[-1][0]
        elif re.search(r"(?<![a-z])(?:bi|tek)\s+(?:tane\s+)?$", q[: u.start]):
            n = 1
        elif plural:
            return None  # "snowtrooperlar": how many units?
        else:
            n = 1
        if n > 1 and KINDS[u.key][1] > 1 and not re.match(r"\s+birim", q[u.end :]):
            return None  # "2 keşif droidi": two units, or the two droids of one unit?
        counts[u.key] = counts.get(u.key, 0) + n
    if not counts:
        return None
    if len(counts) == 1 and sum(counts.values()) == 1:
        return None  # one unit: hoth-unit-figures says its size
    return counts


CALCULATORS = (
    Calculator(
        "hoth-force-figures", GAME, "Hoth: bir kuvvetin minyatürleri",
        "Adı ve sayısı verilen birimlerin (tam güçte) toplam minyatür sayısı.",
        tuple(Field(key, f"{name} birimi", "int", f"0-{MAX_UNITS}", "1", required=False,
                    minimum=0, maximum=MAX_UNITS) for key, (name, _, _) in KINDS.items()),
        force_figures, _read_force,
        ("2 echo base trooper birimi, 1 elit filo snowspeeder ve 1 topcu toplam kac minyatur",),
    ),
)  # fmt: skip
