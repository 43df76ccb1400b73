"""Jaws of the Lion monster focus: the movement a path to a character counts for (each normal
hex 1, each difficult-terrain hex 2, already in range 0), and which character the monster
focuses on (the least movement; a tie goes to the earlier initiative)."""

from __future__ import annotations

import re
from typing import Any

from turkish.patterns import rx
from validators.base import CalcError, CalcResult, Step
from validators.calculator import Calculator, Field
from validators.jotl_answer import answer, choose
from validators.jotl_data import (
    DIFFICULT_REF,
    FOCUS_RANGE_REF,
    FOCUS_REACH_REF,
    FOCUS_REF,
    FOCUS_TIE_REF,
    GAME,
)
from validators.jotl_parse import N, asks, digits, flag

MAX_HEXES = 30

FOCUS_ASKS: dict[str, tuple[str, ...]] = {
    "hareket": ("kaç hareket", "movement", "puan"),
    "odak": ("kime odaklanır", "focus", "kim"),
}

# The characters a customer names, and how the answer writes them: (nominative, before "için")
_CHARACTERS: dict[str, tuple[str, str, str]] = {
    "voidwarden": (r"void\s*warden", "Voidwarden", "Voidwarden"),
    "red-guard": (r"red\s*guard", "Red Guard", "Red Guard"),
    "hatchet": (r"hatchet", "Hatchet", "Hatchet"),
    "demolitionist": (r"demolition\w*|demolisyon\w*", "Demolitionist", "Demolitionist"),
    "sen": (r"\bbana\b|\bbeni\b|\bben\b|\bbenim\s+karakter\w*|\bbenimkin\w*", "sen", "senin"),
    "arkadas": (r"arkadas\w*", "arkadaşın", "arkadaşın"),
}


def _names(text: str) -> list[str]:
    return [part.strip() for part in text.split(",") if part.strip()] if text else []


def _display(name: str) -> tuple[str, str]:
    row = _CHARACTERS.get(name)
    if row is not None:
        return row[1], row[2]
    return (name, name) if name else ("bu yol", "bu yol")


def _path_step(who: str, normal: int, difficult: int, explain: bool = True) -> Step:
    """One path's movement; ``explain``: the terrain rule said in words (the first path over
    difficult terrain only)."""
    cost = normal + 2 * difficult
    if cost == 0:
        return Step(f"{who} için 0 hareket: zaten saldırı menzilinde, yol aramaya gerek yok",
                    FOCUS_RANGE_REF)  # fmt: skip
    if difficult == 0:
        return Step(f"{who} için yol {cost} hareket (zor arazi yok)", None)
    parts = ([f"{normal} normal hex"] if normal else []) + [f"{difficult} zor arazi hexi × 2"]
    why = ("; zor arazi hexine girmek 2 hareket puanı ister ve bu fazladan maliyet odak "
           "hesabına da girer") if explain else ""  # fmt: skip
    return Step(f"{who} için {' + '.join(parts)} = {cost} hareket{why}", DIFFICULT_REF)


def monster_focus(
    normal: int = 0,
    difficult: int = 0,
    name: str = "",
    other_normal: list[int] | None = None,
    other_difficult: list[int] | None = None,
    other_names: str = "",
    ask: str = "hareket",
    monster_move: int | None = None,
) -> CalcResult:
    """``normal``/``difficult``: the hexes of the path to the character asked about (0 and 0:
    already in range); ``other_*``: the other characters' paths, in the same order. ``ask``:
    ``hareket`` (the movement the asked path counts for) or ``odak`` (whom the monster
    focuses on; the value is that path's movement, a tie says the initiative decides)."""
    key = choose(ask, FOCUS_ASKS, "soru")
    others_n = list(other_normal or [])
    others_d = list(other_difficult or [])
    if others_d and len(others_d) != len(others_n):
        raise CalcError("Diğer yolların normal ve zor arazi hex sayıları aynı sırayla, aynı "
                        "sayıda yazılmalı. Örnek: normal 4, 2; zor 0, 1.")  # fmt: skip
    others_d = others_d or [0] * len(others_n)
    for value in (normal, difficult, *others_n, *others_d):
        if not 0 <= value <= MAX_HEXES:
            raise CalcError(f"Geçersiz hex sayısı: {value}. Geçerli aralık: 0-{MAX_HEXES}.")
    names = _names(other_names)
    if names and len(names) != len(others_n):
        names = []
    paths = [(name or "", normal, difficult)]
    paths += [(names[i] if names else f"{i + 2}. karakter", n, d)
              for i, (n, d) in enumerate(zip(others_n, others_d, strict=True))]  # fmt: skip
    if key == "odak" and len(paths) < 2:
        raise CalcError("Odak için en az iki karakterin yolu gerekli. Örnek: Voidwarden 3 hex, "
                        "Red Guard 4 hex.")  # fmt: skip
    first_rough = next((i for i, (_, _, d) in enumerate(paths) if d), None)
    steps = [_path_step(_display(who)[1], n, d, i == first_rough)
             for i, (who, n, d) in enumerate(paths)]  # fmt: skip
    costs = [n + 2 * d for _, n, d in paths]
    if monster_move is not None:
        steps.append(Step(f"canavarın bu tur {monster_move} hareketle hedefe ulaşıp ulaşamaması "
                          "önemli değil; odak sonsuz hareketle bulunur", FOCUS_REACH_REF))  # fmt: skip
    asked = costs[0]
    if len(paths) == 1:
        steps.append(Step("canavar saldırısını en az hareketle yapabileceği karaktere odaklanır",
                          FOCUS_REF))  # fmt: skip
        return answer(asked, "puan", f"{asked} hareket puanı", steps)
    least = min(costs)
    tied = [i for i, c in enumerate(costs) if c == least]
    listed = ", ".join(
        f"{_display(who)[0]} {c}" for (who, _, _), c in zip(paths, costs, strict=True)
    )
    if len(tied) > 1:
        who = " ve ".join(_display(paths[i][0])[0] for i in tied)
        steps.append(Step(f"en az hareket: {listed}; {who} aynı hareketle ({least}) ulaşılıyor, "
                          "inisiyatif sırasında daha erken olan karakter odak olur",
                          FOCUS_TIE_REF))  # fmt: skip
        if key == "odak":
            return answer(None, None, "İnisiyatif sırasında daha erken olan karakter", steps,
                          computed=False,
                          summary=f"Berabere ({least} hareket): inisiyatif sırasında daha erken "
                          "olan karakter odak olur.")  # fmt: skip
        return answer(asked, "puan", f"{asked} hareket puanı", steps)
    focus = _display(paths[tied[0]][0])[0]
    focus = "sensin" if focus == "sen" else focus
    steps.append(Step(f"canavar saldırısını en az hareketle yapabileceği karaktere odaklanır: "
                      f"{listed} → odak {focus}", FOCUS_REF))  # fmt: skip
    if key == "odak":
        return answer(least, "puan", f"Odak {focus}, {least} hareket puanı", steps)
    return answer(asked, "puan", f"{asked} hareket puanı", steps)


# --- reader ----------------------------------------------------------------------------------
_WHO = re.compile("|".join(f"(?P<{k.replace('-', '_')}>{p})" for k, (p, _, _) in
                           _CHARACTERS.items()))  # fmt: skip
_FOCUS_WORD = r"\boda[kg]|focus"  # "odak", "odağı"
_ASK_FOCUS = (r"\bkime\b|\bkimi\b|\bkimin\b|hangisine|hangisini|hangi\s+karakter\w*"
              r"|oda[kg]\w*\s+(?:\w+\s+)?kim|kim\w*\s+odak|hangisi\s+odak")  # fmt: skip
_ASK_COST = (r"kac\s+(?:hareket|puan|hex)|ne\s+kadar\s+hareket|kaca\s+(?:mal|sayil|gel)"
             r"|kac\s+sayil|hareket\w*\s+kac")  # fmt: skip
# "biri mor kenarlı", "bir tanesi zor arazi", "tek hex": one
_ONE = re.compile(
    r"\b(?:birisi|biri|bir\s+tanesi|birinde|tek|bir)\b(?=\s+(?:(?:de|da|ise)\s+)?(?:\w+\s+)?"
    r"(?:hex|kare|adim|zor|mor|normal|duz|hareket))"
)
_HEXES = rf"{N}\s*(?:hex|kare|adim)"
_MOVES = rf"{N}\s*hareket"
_MOVE_AFTER = rf"hareket\w*\s*(?:degeri\w*\s*)?:?\s*{N}"
_TERRAIN = r"(?:mor\s+kenarl\w*\s*(?:hex\w*\s+)?(?:zor\s+arazi)?|zor\s+arazi|difficult)"
_DIFFICULT_N = (rf"{N}\s*(?:['’]?\s*s?[iu]\b\s*)?(?:tane(?:si)?\s+)?(?:hex\w*\s+)?(?:(?:de|da)\s+)?"
                rf"{_TERRAIN}")  # fmt: skip
_ALL_DIFFICULT = rf"(?:hepsi|tamami|tumu|butun\s+yol\w*)\s+(?:de\s+|da\s+)?{_TERRAIN}"
_NO_DIFFICULT = (r"zor\s+arazi\w*\s+(?:yok|olmayan|olmadan)|zor\s+arazisiz|duz\s+yol|duz\s+arazi"
                 r"|engelsiz|normal\s+(?:hex|yol|arazi)|acik\s+yol|temiz\s+yol")  # fmt: skip
_NORMAL_N = rf"{N}\s*(?:tane\s+)?(?:normal|duz)\s*(?:arazi\s*)?(?:hex|kare)"
_IN_RANGE = r"zaten\s+(?:\w+\s+){0,2}(?:menzil|yaninda|bitisi|komsu)"


def _distinct(pattern: str, text: str) -> set[int]:
    return {int(m.group(1)) for m in rx(pattern).finditer(text)}


class _Unclear(Exception):
    """A path told in a way that gives no single movement count."""


def _path(text: str) -> tuple[int, int] | None:
    """(normal, difficult) hexes of the path a segment tells; None when it tells none."""
    hexes, moves = _distinct(_HEXES, text), _distinct(_MOVES, text)
    difficult, normal = _distinct(_DIFFICULT_N, text), _distinct(_NORMAL_N, text)
    if len(hexes) > 1 or len(moves) > 1 or len(difficult) > 1 or len(normal) > 1:
        raise _Unclear
    terrain = flag(_TERRAIN, text)
    none = flag(_NO_DIFFICULT, text)
    d = difficult.pop() if difficult else None
    if d is None and flag(_ALL_DIFFICULT, text) and hexes:
        d = next(iter(hexes))
    if d is None and terrain and not none:
        if hexes or moves or normal:
            raise _Unclear  # difficult terrain on the way, how many hexes of it not told
        return None
    d = d or 0
    if normal:
        n = normal.pop()
        if hexes and n + d != next(iter(hexes)):
            raise _Unclear
        return n, d
    if hexes:
        total = hexes.pop()
        if d > total:
            raise _Unclear
        return total - d, d
    if moves:
        if d:
            raise _Unclear  # "4 hareketle, biri zor arazi": points or hexes?
        return moves.pop(), 0
    if d:
        raise _Unclear  # difficult hexes without the path's length
    if flag(_IN_RANGE, text):
        return 0, 0
    return None


_CLAUSE = re.compile(r"[.;!?,]|\bama\b|\bfakat\b")


def _segments(d: str) -> list[tuple[str | None, str]]:
    """(character key or None, text) pieces: clauses split at punctuation, and a clause naming
    several characters split at each name."""
    out: list[tuple[str | None, str]] = []
    for clause in _CLAUSE.split(d):
        found = list(_WHO.finditer(clause))
        if not found:
            out.append((None, clause))
            continue
        starts = [0] + [m.start() for m in found[1:]] + [len(clause)]
        for i, m in enumerate(found):
            key = next(k for k, v in m.groupdict().items() if v is not None).replace("_", "-")
            out.append((key, clause[starts[i] : starts[i + 1]]))
    return out


def read_focus(q: str) -> dict[str, Any] | None:
    d = digits(q)
    focus_word = flag(_FOCUS_WORD, d)
    if not focus_word and not (flag(r"canavar|dusman|monster", d) and flag(_ASK_FOCUS, d)):
        return None
    if not asks(d) or flag(r"tuzak|trap|atla|jump|ikisine\s+de|ikisi\s+de|her\s+ikisi|esit", d):
        return None  # traps are obstacles to the focus; a tie told without numbers
    ask_cost, ask_focus = flag(_ASK_COST, d), flag(_ASK_FOCUS, d)
    if not ask_cost and not ask_focus:
        return None
    d = _ONE.sub("1", d)
    monster_move: int | None = None
    moved = _distinct(_MOVE_AFTER, d)
    if moved:
        if len(moved) > 1 or not flag(rf"(?:canavar|dusman|monster)\w*\s+(?:\w+\s+)?{_MOVE_AFTER}",
                                      d):  # fmt: skip
            return None  # "hareket 3" that is no monster's move: whose is it?
        monster_move = moved.pop()
        d = rx(_MOVE_AFTER).sub(" ", d)
    segments = _segments(d)
    texts: dict[str | None, list[str]] = {}
    pending: list[str] = []
    last: str | None = None
    asked: list[str] = []
    for key, text in segments:
        if key is None:
            if last is None:
                pending.append(text)
            else:
                texts[last].append(text)
            if (flag(_ASK_COST, text) or flag(_ASK_FOCUS, text)) and last is not None:
                asked.append(last)  # "…, odakta kaç hareket sayılır": the path just told
            continue
        texts.setdefault(key, []).extend([*pending, text])
        pending, last = [], key
        if flag(_ASK_COST, text) or flag(_ASK_FOCUS, text):
            asked.append(key)
    named = [k for k in texts if k is not None]
    if not named:
        texts = {"": [d]}  # one path, no character named
    try:
        paths = {k: _path(" ; ".join(v)) for k, v in texts.items()}  # no pattern crosses a ";"
    except _Unclear:
        return None
    known = {k: p for k, p in paths.items() if p is not None}
    asked = list(dict.fromkeys(a for a in asked if a in paths))
    if ask_cost and not (ask_focus and not asked):
        if len(asked) > 1:
            return None
        target = asked[0] if asked else (next(iter(paths)) if len(paths) == 1 else None)
        if target is None or target not in known:
            return None
        ask = "hareket"
    else:
        if len(known) < 2 or len(known) != len(paths):
            return None  # whom it focuses on needs every character's path
        target = next(iter(known))
        ask = "odak"
    normal, difficult = known[target]
    out: dict[str, Any] = {"normal": normal, "difficult": difficult}
    if target:
        out["name"] = target
    if ask == "odak":
        out["ask"] = "odak"
    others = [(k, p) for k, p in known.items() if k != target]
    if others and (ask == "odak" or len(known) == len(paths)):
        out["other_normal"] = [p[0] for _, p in others]
        out["other_difficult"] = [p[1] for _, p in others]
        out["other_names"] = ", ".join(str(k) for k, _ in others)
    if monster_move is not None:
        out["monster_move"] = monster_move
    return out


FOCUS_CALC = Calculator(
    "jotl-monster-focus", GAME, "JotL: canavar odağı",
    "Canavarın odak hesabında bir karaktere giden yolun saydığı hareket (zor arazi 2) ve en az "
    "hareketle ulaşılan odak karakter.",
    (
        Field("normal", "Normal hex", "int", "sorulan yoldaki normal hex (menzildeyse 0)", "1",
              required=False, minimum=0, maximum=MAX_HEXES),
        Field("difficult", "Zor arazi hexi", "int", "sorulan yoldaki zor arazi (mor kenarlı) hexi",
              "1", required=False, minimum=0, maximum=MAX_HEXES),
        Field("name", "Karakter", "text", "sorulan yolun karakteri (isteğe bağlı)", "voidwarden",
              required=False),
        Field("other_normal", "Diğer yollar: normal hex", "ints",
              "diğer karakterlerin yollarındaki normal hex, virgülle", "4", required=False,
              minimum=0, maximum=MAX_HEXES),
        Field("other_difficult", "Diğer yollar: zor arazi hexi", "ints",
              "aynı sırayla, virgülle (yoksa 0)", "0", required=False, minimum=0,
              maximum=MAX_HEXES),
        Field("other_names", "Diğer karakterler", "text", "aynı sırayla, virgülle", "red-guard",
              required=False),
        Field("ask", "Soru", "choice", "hareket (yolun saydığı hareket) ya da odak (kime)",
              "hareket", required=False, choices=tuple(FOCUS_ASKS)),
        Field("monster_move", "Canavarın hareketi", "int", "isteğe bağlı; odağı değiştirmez", "2",
              required=False, minimum=0, maximum=MAX_HEXES),
    ),
    monster_focus, read_focus,
    ("odak hesabinda voidwardena giden 2 hexin biri zor arazi, red guarda 4 hareket; "
     "voidwarden yolu kac hareket sayilir",),
)  # fmt: skip
