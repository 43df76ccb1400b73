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


# "kaç snowspeeder minyatürü": the figures of one kind of the force; an Elite Squadron is a
# snowspeeder unit with a badge, so it counts with the snowspeeders (with its own size).
OF = {
    "snowspeeder": ("snowspeeder", ("snowspeeder", "elite_squadron")),
    "piyade": ("piyade", ("snowtrooper", "echo_base_trooper")),
    **{k: (name, (k,)) for k, (name, _, _) in KINDS.items() if k not in ("snowspeeder",)},
}


def force_figures(of: str | None = None, **counts: int) -> CalcResult:
    """Figures in a force of full-strength units: each kind's count × its figures, added.
    ``of``: only the units of that kind are counted (a snowspeeder's figures, Elite Squadron
    included); the others named are said to be left out."""
    if of is not None and of not in OF:
        raise CalcError(f"Bilinmeyen birim türü: {of}. Geçerli türler: {', '.join(OF)}.")
    unknown = set(counts) - set(KINDS)
    if unknown:
        raise CalcError(f"Bilinmeyen birim: {', '.join(sorted(unknown))}. Geçerli birimler: "
                        f"{', '.join(KINDS)}.")  # fmt: skip
    named = {k: n for k, n in counts.items() if n}
    left_out: list[str] = []
    if of is not None:
        kinds = OF[of][1]
        left_out = [KINDS[k][0] for k in KINDS if k in named and k not in kinds]
        named = {k: n for k, n in named.items() if k in kinds}
        if not named:
            raise CalcError(f"Sorulan türden ({OF[of][0]}) bir birim sayısı gir.")
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
    if left_out:
        steps.append(Step(f"{' ve '.join(left_out)} birimleri sayılmaz: soru {OF[of or ''][0]} "
                          "minyatürlerini soruyor", None))  # fmt: skip
    steps.append(Step("birimler tam güçte sayıldı; kayıp veren birimin eksik minyatürleri "
                      "düşülür", None))  # fmt: skip
    several = len(terms) > 1 or any(n > 1 for n in named.values())
    arithmetic = f"{' + '.join(terms)} = {total}" if several else ""
    lead = f"{total} minyatür" if of is None else f"{total} {OF[of][0]} minyatürü"
    summary = (
        f"Toplam {total} minyatür." if of is None else f"Toplam {total} {OF[of][0]} minyatürü."
    )
    return result(total, "minyatür", lead, steps, arithmetic=arithmetic,
                  summary=summary)  # fmt: skip


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
    r"|madalya|kutu|emir|hareket|vurdu|fazla|eksik|fark"
)


def _value(word: str) -> int:
    return int(word) if word.isdigit() else _WORDS[word]


# "kaç snowspeeder minyatürü", "kaç tane speeder figürü": the kind whose figures are asked
_ASKED_KIND = re.compile(
    KAC + r"\s+(?:tane\s+)?(?P<kind>(?:snow\s*)?speeder|piyade|asker|snowtrooper|kar\s+asker"
    r"|echo\s+base(?:\s+trooper)?|at-?at|topcu|kesif\s+droid)\w*\s+(?:" + _FIGURES + r")\w*"
)
_ASKED_KEYS = {"speeder": "snowspeeder", "snowspeeder": "snowspeeder", "snow speeder": "snowspeeder",
               "piyade": "piyade", "asker": "piyade", "snowtrooper": "snowtrooper",
               "kar asker": "snowtrooper", "echo base": "echo_base_trooper",
               "echo base trooper": "echo_base_trooper", "at-at": "at_at", "atat": "at_at",
               "topcu": "artillery", "kesif droid": "probe_droid"}  # fmt: skip
# "1 de normal snowspeeder birimi": a plain unit of the kind an Elite Squadron also is;
# "3 birim kar askeri": the count is of units ("birim" before the name)
_BEFORE_UNIT = (
    r"\s*(?:tane\s+|adet\s+)?(?:(?:de|da)\s+)?(?P<birim>birim\s+)?"
    r"(?:(?:normal|sade|rozetsiz|duz|standart|siradan)\s+)?"
)


def _read_force(q: str) -> dict[str, Any] | None:
    if not mentions(q, KAC + r"(?:\s+\S+){0,3}?\s+(?:tane\s+)?(?:" + _FIGURES + ")"):
        return None
    if _OTHER.search(q):
        return None
    asked = _ASKED_KIND.search(q)
    of = _ASKED_KEYS[re.sub(r"\s+", " ", asked.group("kind"))] if asked else None
    kinds = OF[of][1] if of else tuple(KINDS)
    counts: dict[str, int] = {}
    taken: list[tuple[int, int]] = [asked.span()] if asked else []
    for m in _ELITE.finditer(q):
        if asked and asked.start() <= m.start() < asked.end():
            continue
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
            if of is not None and u.key == "infantry" and of != "piyade":
                continue  # "piyade" named beside the snowspeeders asked: not counted
            return None  # "piyade" (which of the two?) or a structure (no figures)
        before = [
            (v, bool(gap.group("birim")))
            for v, _, e in found
            if e <= u.start and (gap := re.fullmatch(_BEFORE_UNIT, q[e : u.start]))
        ]
        if u.key not in kinds:
            # another kind than the one asked: named so the answer can say it is left out;
            # its count changes nothing ("2 echo base": units or figures, either way)
            counts.setdefault(u.key, before[-1][0] if before else 1)
            continue
        plural = re.match(r"l[ae]r", u.suffix.lstrip("'’")) or re.match(r"\s+birimler", q[u.end :])
        if before:
            n = before[-1][0]
        elif re.search(r"(?<![a-z])(?:bi|tek)\s+(?:tane\s+)?$", q[: u.start]):
            n = 1
        elif plural:
            return None  # "snowtrooperlar": how many units?
        else:
            n = 1
        of_units = bool(before) and before[-1][1] or bool(re.match(r"\s+birim", q[u.end :]))
        if n > 1 and KINDS[u.key][1] > 1 and not of_units:
            return None  # "2 keşif droidi": two units, or the two droids of one unit?
        if u.key in counts:
            # named twice ("probe droid biriminde kaç figür, 2 probe droid birimi toplam
            # kaç"): two questions, or one force told in parts? unclear
            return None
        counts[u.key] = n
    asked_counts = {k: n for k, n in counts.items() if k in kinds}
    if not asked_counts:
        return None
    if len(counts) == 1 and sum(counts.values()) == 1:
        return None  # one unit: hoth-unit-figures says its size
    return {**counts, "of": of} if of else counts


CALCULATORS = (
    Calculator(
        "hoth-force-figures", GAME, "Hoth: bir kuvvetin minyatürleri",
        "Adı ve sayısı verilen birimlerin (tam güçte) toplam minyatür sayısı.",
        (*(Field(key, f"{name} birimi", "int", f"0-{MAX_UNITS}", "1", required=False,
                 minimum=0, maximum=MAX_UNITS) for key, (name, _, _) in KINDS.items()),
         Field("of", "Yalnızca bu türün minyatürleri", "choice",
               ", ".join(OF) + " (boş: hepsi)", "snowspeeder", required=False,
               choices=tuple(OF))),
        force_figures, _read_force,
        ("2 echo base trooper birimi, 1 elit filo snowspeeder ve 1 topcu toplam kac minyatur",),
    ),
)  # fmt: skip
