"""Hive calculators as small pure functions over the rule data of `validators/hive_data.py`.

Each returns a `CalcResult` whose `steps` say the working in the customer's words, each with
the rule sentence it applies; a value the text does not give is `None` with a summary that
says so. Impossible or contradictory inputs raise `CalcError` naming the bad value and the
valid ones.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from turkish import fold_same_length as fold
from validators.base import CalcError, CalcResult, RuleRef, Step
from validators.common import resolve
from validators.hive_data import (
    BASE_BUGS,
    BUG_ALIASES,
    BUG_NAMES,
    BUGS,
    DRAW_CASES,
    EDITION_ALIASES,
    EDITION_NAMES,
    EDITIONS,
    EXPANSION_BUGS,
    NEIGHBOURS,
    PACK,
    PLAYERS,
    QUEEN_EARLIEST,
    QUEEN_LATEST,
    REFS,
    RULEBOOKS,
    Bug,
    Edition,
)

# Genitive forms for generated text ("Örümcek'in hareketini alır").
GENITIVE = {"kralice": "Arı Kraliçe'nin", "orumcek": "Örümcek'in", "bocek": "Böcek'in",
            "cekirge": "Çekirge'nin", "karinca": "Asker Karınca'nın",
            "sivrisinek": "Sivrisinek'in", "ugur-bocegi": "Uğur Böceği'nin",
            "tespih-bocegi": "Tespih Böceği'nin"}  # fmt: skip
DATIVE = {"pocket": "Hive Pocket'a", "carbon": "Hive Carbon'a", "ultimate": "Hive Ultimate'a"}


def _result(
    value: int | None,
    unit: str | None,
    lead: str,
    steps: list[Step],
    summary: str,
    arithmetic: str = "",
    extra_trail: Iterable[str] = (),
) -> CalcResult:
    """A result whose citations are the rules its steps apply, in order; a value with no
    arithmetic is a looked-up fact (its answer shows no working)."""
    refs: list[RuleRef] = list(dict.fromkeys(s.ref for s in steps if s.ref is not None))
    trail = [*extra_trail, *(s.text for s in steps)] + ([arithmetic] if arithmetic else [])
    return CalcResult(value, trail, refs, summary, unit, lead=lead, steps=steps,
                      arithmetic=arithmetic, computed=bool(arithmetic))  # fmt: skip


def _names(keys: Iterable[str]) -> str:
    """ "Sivrisinek, Uğur Böceği ve Tespih Böceği" """
    names = [BUGS[k].name for k in keys]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " ve " + names[-1]


def _holds(e: Edition, keys: Iterable[str]) -> str:
    """An edition's expansion bugs, in the words of the sentence that lists them."""
    names = _names(keys)
    if e.key == "carbon":
        return f"{e.at} {names} de dahildir"  # "Sivrisinek ve Uğur Böceği dahil"
    if e.key == "ultimate":
        return f"{e.at} {names} de kutudan çıkar"  # "tamamı kutudan çıkar"
    return f"{e.at} {names} de eklenir"  # Pocket: "yanına … eklenir"


# -- inputs --------------------------------------------------------------------------------------
def edition_key(name: str | None) -> str | None:
    """An edition's canonical key; None (not named) stays None."""
    if name is None or not fold(name).strip():
        return None
    if name in EDITIONS or name == PACK:
        return name
    return resolve(name, EDITION_ALIASES, "baskı", [EDITION_NAMES])


def bug_key(name: str) -> str:
    if name in BUGS:
        return name
    return resolve(name, BUG_ALIASES, "böcek", [BUG_NAMES])


_ALL_PACKS = re.compile(r"^(?:hepsi|tumu|hepsini|tum|butun|all|uc|3|uc paket|tum paketler)$")


def pack_keys(packs: str | list[str] | None) -> list[str]:
    """The expansion packs named ("sivrisinek, tespih böceği"); each at most once."""
    if not packs:
        return []
    items = packs if isinstance(packs, list) else re.split(r"[,;+/\n]|\s+ve\s+|\s+ile\s+", packs)
    keys: list[str] = []
    for item in (i.strip() for i in items):
        if not item:
            continue
        if _ALL_PACKS.match(fold(item)):
            keys += [k for k in EXPANSION_BUGS if k not in keys]
            continue
        key = resolve(item, BUG_ALIASES, "genişleme paketi", [_names(EXPANSION_BUGS)])
        if not BUGS[key].expansion:
            raise CalcError(f"'{item}' ayrı bir genişleme paketi değil. Genişleme paketleri: "
                            f"{_names(EXPANSION_BUGS)}.")  # fmt: skip
        if key in keys:
            raise CalcError(f"{BUGS[key].name} paketi iki kez yazıldı; eklenen her genişleme "
                            "böceğinden her oyuncunun elinde 1 adet bulunur.")  # fmt: skip
        keys.append(key)
    return keys


def _pack_total(packs: str | list[str] | None, pack_count: int | None) -> tuple[list[str], int]:
    keys = pack_keys(packs)
    if pack_count is not None and keys and pack_count != len(keys):
        raise CalcError(f"Paket sayısı {pack_count}, ama {len(keys)} paket adı yazıldı "
                        f"({_names(keys)}); ikisi aynı olmalı.")  # fmt: skip
    return keys, len(keys) if keys else (pack_count or 0)


def _year(rulebook_year: int | None) -> int | None:
    if rulebook_year is not None and rulebook_year not in RULEBOOKS:
        raise CalcError(f"Geçersiz kitapçık yılı: {rulebook_year}. Geçerli yıllar: "
                        f"{', '.join(map(str, RULEBOOKS))}.")  # fmt: skip
    return rulebook_year


# -- pieces --------------------------------------------------------------------------------------
def _pack_steps(keys: list[str], k: int) -> list[Step]:
    if keys:
        what = f"{_names(keys)} paketleri" if len(keys) > 1 else f"{_names(keys)} paketi"
    else:
        what = f"{k} genişleme paketi" if k > 1 else "genişleme paketi"
    return [
        Step(f"ayrı genişleme paketleri temel kutuya eklenir, her paket bir çift taş içerir "
             f"({what})", REFS["packs"]),
        Step("eklenen her genişleme böceğinden her oyuncunun elinde 1 adet bulunur",
             REFS["one_each"]),
    ]  # fmt: skip


def pieces(
    edition: str | None = None,
    per_player: bool = True,
    packs: str | list[str] | None = None,
    pack_count: int | None = None,
    compare: str | None = None,
    difference: bool = False,
    both: bool = False,
    ask_bugs: str | None = None,
) -> CalcResult:
    """Pieces per player (or in the whole box) of an edition, with separate packs added to
    the base box; a separate pack on its own (``edition="paket"``); with ``compare``: the
    count of the edition asked, then how it differs from the other one (``difference``:
    the difference itself, ``edition`` − ``compare``); ``both``: one player's count with the
    box's beside it; ``ask_bugs``: expansion bugs asked about (whether the edition holds
    them)."""
    if both:
        if compare is not None or difference:
            raise CalcError("Kutu ve oyuncu başı birlikte yalnızca tek bir baskı için sorulur.")
        result = _box_and_player(edition, packs, pack_count)
    else:
        result = _pieces(edition, per_player, packs, pack_count, compare, difference)
    if ask_bugs:
        return _with_asked_bugs(result, edition, ask_bugs)
    return result


def _box_and_player(
    edition: str | None, packs: str | list[str] | None, pack_count: int | None
) -> CalcResult:
    """ "Kutuda kaç taş var, her oyuncuya kaçar tane düşüyo": one player's count, worked
    out, and the box's beside it."""
    mine = _pieces(edition, True, packs, pack_count)
    box = _pieces(edition, False, packs, pack_count)
    if not isinstance(mine.value, int) or not isinstance(box.value, int):
        return mine if mine.value is None else box
    steps = [*box.steps, *(s for s in mine.steps if s not in box.steps)]
    steps.append(Step(f"Hive iki kişiliktir, kutudaki {box.value} taş iki oyuncunun "
                      f"setleridir: her oyuncuya {mine.value} taş", REFS["players"]))  # fmt: skip
    split = f"{box.value} ÷ 2 = {mine.value}"
    expr = f"{mine.arithmetic}; {split}" if mine.arithmetic else split
    where = box.summary.split(":")[0]
    return _result(mine.value, "taş", f"{mine.value} taş her oyuncuya, kutuda toplam {box.value} taş",
                   steps, f"{where}: kutuda {box.value} taş, oyuncu başına {mine.value}.",
                   expr)  # fmt: skip


def _with_asked_bugs(result: CalcResult, edition: str | None, ask_bugs: str) -> CalcResult:
    """The answer with whether the edition holds each expansion bug asked about."""
    key = edition_key(edition)
    if key not in EDITIONS:
        raise CalcError(f"Hangi genişleme böceklerinin olduğu bir baskı için sorulur "
                        f"({EDITION_NAMES.rsplit(',', 1)[0]}).")  # fmt: skip
    e = EDITIONS[key]
    steps = list(result.steps)
    said: list[str] = []
    for b in pack_keys(ask_bugs):
        name = BUGS[b].name
        if b in e.bugs:
            if not any(name in s.text for s in steps):
                steps.append(Step(_holds(e, [b]), e.bugs_ref))
            said.append(f"{name} var")
        else:
            verb = "hariçtir" if e.key == "carbon" else "yoktur"
            steps.append(Step(f"{e.at} {name} {verb}", e.bugs_ref))
            said.append(f"{name} yok")
    lead = f"{result.lead}; {', '.join(said)}"
    return _result(result.value, result.unit, lead, steps, result.summary,
                   result.arithmetic)  # fmt: skip


def _pieces(
    edition: str | None = None,
    per_player: bool = True,
    packs: str | list[str] | None = None,
    pack_count: int | None = None,
    compare: str | None = None,
    difference: bool = False,
) -> CalcResult:
    if compare is not None and edition_key(compare) is not None:
        if packs or pack_count:
            if difference:
                raise CalcError("Paketli kutu ile bir baskının farkı yerine ikisinin taş sayısı "
                                "karşılaştırılır.")  # fmt: skip
            return _packs_compared(edition, per_player, packs, pack_count, compare)
        if difference:
            return _difference(edition, compare, per_player)
        return _compared(edition, compare, per_player)
    if difference:
        raise CalcError(f"Fark için karşılaştırılan baskıyı da yazın ({EDITION_NAMES}).")
    key = edition_key(edition)
    keys, k = _pack_total(packs, pack_count)
    scope = "oyuncu başına" if per_player else "kutuda"
    if key == PACK:
        return _pack_pieces(keys, max(k, 1), per_player)
    if keys and key in EDITIONS and key != "temel" and not set(keys) & set(EDITIONS[key].bugs):
        return _edition_with_packs(EDITIONS[key], keys, per_player)
    if k and key not in (None, "temel"):
        summary = (
            f"Kural metni ayrı genişleme paketlerini yalnızca temel kutuya eklenmek üzere "
            f"anlatır; {DATIVE[key]} paket eklenince kaç taş olacağını söylemez."
        )
        refused = [Step("ayrı genişleme paketleri temel kutuya eklenmek üzere satılır",
                      REFS["packs"])]  # fmt: skip
        return _result(None, "taş", "Kural metni bunu söylemiyor", refused, summary)
    if k:
        value = 11 + k if per_player else 22 + 2 * k
        first = (
            Step("temel oyunda bir oyuncunun taş sayısı 11", REFS["hand"])
            if per_player
            else Step("temel Hive kutusunda toplam 22 taş var", REFS["box"])
        )
        adds = " + ".join(["1" if per_player else "2"] * k)
        expr = f"{11 if per_player else 22} + {adds} = {value}"
        return _result(value, "taş", f"{value} taş", [first, *_pack_steps(keys, k)],
                       f"Temel Hive ve {k} genişleme paketi: {scope} {value} taş.", expr)  # fmt: skip
    e = EDITIONS[key or "temel"]
    steps: list[Step] = []
    expr = ""
    if not per_player:
        value = e.box
        said = (
            "Gen42'nin ürün sayfasına göre Hive Pocket 26 taş içerir"
            if e.key == "pocket"
            else f"{e.at} toplam {e.box} taş var"
        )
        if e.player_stated and e.key != "temel":
            said += f", yani oyuncu başına {e.box // 2} taş"
            expr = f"{e.box // 2} × 2 = {e.box}"
        steps.append(Step(said, e.ref))
    elif e.player_stated:
        value = e.box // 2
        if e.key == "temel":
            steps.append(Step("temel oyunda her oyuncu tek renkteki 11 taşı alır (1 Arı "
                              "Kraliçe, 2 Örümcek, 2 Böcek, 3 Çekirge, 3 Asker Karınca)",
                              REFS["hand"]))  # fmt: skip
        else:
            steps.append(Step(f"{e.at} oyuncu başına {value} taş var", e.ref))
    else:  # Pocket, Carbon: 11 base pieces + one of each expansion bug they hold
        extra = [b for b in e.bugs if BUGS[b].expansion]
        value = 11 + len(extra)
        steps.append(Step("temel oyunda bir oyuncunun taş sayısı 11", REFS["hand"]))
        steps.append(Step(_holds(e, extra), e.ref))
        steps.append(Step("genişleme böceklerinden her oyuncunun elinde 1'er adet bulunur",
                          REFS["one_each"]))  # fmt: skip
        expr = f"11 + {' + '.join('1' for _ in extra)} = {value}"
    if key is None:  # not named: the base game, and what the bigger editions have
        other = "oyuncu başına 14" if per_player else "28"
        steps.append(Step(f"genişleme böcekleri bu sayıyı artırır: Hive Ultimate'ta {other} "
                          "taş vardır", REFS["ultimate"]))  # fmt: skip
    return _result(value, "taş", f"{value} taş", steps, f"{e.name}: {scope} {value} taş.", expr)


def _same_set(bugs: Iterable[str]) -> Edition | None:
    """The edition whose bugs are exactly these (Pocket/Carbon: the first that fits)."""
    wanted = set(bugs)
    return next((e for e in EDITIONS.values() if set(e.bugs) == wanted), None)


def _edition_with_packs(e: Edition, keys: list[str], per_player: bool) -> CalcResult:
    """ "Pocket'ım var, tespih böceği paketini de aldım, toplam kaç taş": the edition's own
    count plus one pair per pack of a bug the edition lacks (a pack of a bug it already holds
    is not counted: the text does not say two of one bug are played)."""
    base = _pieces(e.key, per_player)
    assert isinstance(base.value, int)
    k = len(keys)
    value = base.value + (k if per_player else 2 * k)
    steps = list(base.steps)
    names = _names(keys)
    what = f"{names} paketleri" if k > 1 else f"{names} paketi"
    verb = "hariçtir" if e.key == "carbon" else "yoktur"
    steps.append(Step(f"{e.at} {names} {verb}", e.bugs_ref))
    steps.append(Step(f"kural metni ayrı paketleri temel kutuya eklenmek üzere anlatır; her paket "
                      f"bir çift taş içerir ({what})", REFS["packs"]))  # fmt: skip
    if REFS["one_each"] not in {s.ref for s in steps}:
        steps.append(Step("eklenen her genişleme böceğinden her oyuncunun elinde 1 adet bulunur",
                          REFS["one_each"]))  # fmt: skip
    same = _same_set((*e.bugs, *keys))
    if same is not None and same.key != e.key:
        scope_said = f"oyuncu başına {same.box // 2}" if per_player else str(same.box)
        steps.append(Step(f"böylece üç genişleme böceğinin hepsi olur; {same.name} da "
                          f"{scope_said} taş içerir", same.ref))  # fmt: skip
    adds = " + ".join(["1" if per_player else "2"] * k)
    expr = f"{base.value} + {adds} = {value}"
    if base.arithmetic:
        expr = f"{base.arithmetic}; {expr}"
    scope = "oyuncu başına" if per_player else "kutuda"
    return _result(value, "taş", f"{value} taş", steps,
                   f"{e.name} ve {names} paketi: {scope} {value} taş.", expr)  # fmt: skip


def _packs_compared(
    edition: str | None,
    per_player: bool,
    packs: str | list[str] | None,
    pack_count: int | None,
    compare: str,
) -> CalcResult:
    """ "Temel kutuma sivrisinek ve uğur böceği paketlerini aldım, toplam kaç taş, Carbon'la
    aynı mı": the base box with its packs, then the other edition's count and bugs beside it."""
    other = edition_key(compare)
    if other not in EDITIONS:
        raise CalcError(f"Karşılaştırma için bir baskı yazın ({EDITION_NAMES}).")
    mine = _pieces(edition, per_player, packs, pack_count)
    if not isinstance(mine.value, int):
        return mine
    o = EDITIONS[other]
    theirs = o.box // 2 if per_player else o.box
    keys = pack_keys(packs)
    steps = list(mine.steps)
    said = "Gen42'nin ürün sayfasına göre " if other == "pocket" else ""
    theirs_said = f"oyuncu başına {theirs}" if per_player else str(theirs)
    steps.append(Step(f"{said}{o.at} {theirs_said} taş var", o.ref))
    a = mine.value
    if a == theirs:
        lead = f"{a} taş, {o.name} ile aynı sayı"
    else:
        lead = (
            f"{a} taş, {o.name}'{'tan' if other in ('pocket', 'ultimate') else 'dan'} "
            f"{abs(a - theirs)} taş {'fazla' if a > theirs else 'az'}"
        )
    expr = mine.arithmetic
    if keys:
        bugs = {*BASE_BUGS, *keys}
        more = [b for b in EXPANSION_BUGS if b in bugs and b not in o.bugs]
        less = [b for b in EXPANSION_BUGS if b in o.bugs and b not in bugs]
        if not more and not less:
            lacking = [b for b in EXPANSION_BUGS if b not in o.bugs]
            none = f", {_names(lacking)} yok" if lacking else ""
            steps.append(Step(f"böcekler de aynı: {o.at} da temel böceklere ek olarak "
                              f"{_names(keys)} var{none}", o.bugs_ref))  # fmt: skip
            lead += ", böcekler de aynı"
        else:
            diff = "; ".join(([f"sende {_names(more)} fazla"] if more else [])
                             + ([f"sende {_names(less)} yok"] if less else []))  # fmt: skip
            steps.append(Step(f"böcekler farklı: {diff}", o.bugs_ref))
    if a != theirs:
        expr += f"; {max(a, theirs)} − {min(a, theirs)} = {abs(a - theirs)}"
    scope = "oyuncu başına" if per_player else "kutuda"
    return _result(a, "taş", lead, steps,
                   f"Temel Hive ve paketler: {scope} {a} taş; {o.name}: {theirs} taş.", expr)  # fmt: skip


def _compared(edition: str | None, compare: str, per_player: bool) -> CalcResult:
    """ "Ultimate aldım, normal Hive'dan farkı ne, kaç taş var": the count of the edition the
    customer has, and the other edition's beside it."""
    key, other = edition_key(edition) or "temel", edition_key(compare)
    if other not in EDITIONS or key not in EDITIONS or other == key:
        raise CalcError(f"Karşılaştırma için iki ayrı baskı yazın ({EDITION_NAMES}).")
    asked = pieces(key, per_player)
    e, o = EDITIONS[key], EDITIONS[other]
    mine, theirs = (e.box // 2, o.box // 2) if per_player else (e.box, o.box)
    steps = list(asked.steps)
    if not per_player:
        steps.append(Step(f"oyuncu başına {e.box // 2} taş", e.ref))
    said = "Gen42'nin ürün sayfasına göre " if other == "pocket" else ""
    said_refs = {step.ref for step in steps}
    # the asked count built on the other one says it (a player's 11 base pieces: Pocket, Carbon)
    restated = o.ref in said_refs or (per_player and other == "temel" and REFS["hand"] in said_refs)
    if not restated:
        steps.append(Step(f"{said}{o.at} {o.box} taş var (oyuncu başına {o.box // 2})", o.ref))
    more = [b for b in e.bugs if b not in o.bugs]
    less = [b for b in o.bugs if b not in e.bugs]
    diff = abs(mine - theirs)
    expr = f"{max(mine, theirs)} − {min(mine, theirs)} = {diff}"
    if more or less:
        which = _names(more or less)
        verb = "fazladır" if more else "eksiktir"
        steps.append(Step(f"fark genişleme böceklerindedir: {e.at} {which} {verb} ({expr})",
                          e.bugs_ref if more else o.bugs_ref))  # fmt: skip
    else:
        steps.append(Step(f"{e.name} ile {o.name} aynı böcekleri içerir", e.bugs_ref))
    scope = "oyuncu başına" if per_player else "kutuda"
    return _result(mine, "taş", f"{mine} taş", steps,
                   f"{e.name}: {scope} {mine} taş; {o.name}: {theirs} taş.",
                   asked.arithmetic)  # fmt: skip


def _difference(edition: str | None, compare: str, per_player: bool) -> CalcResult:
    """ "Pocket'ta temel kutudan kaç taş fazla var": each edition's count, then the one
    asked minus the other (said as more or fewer)."""
    key, other = edition_key(edition) or "temel", edition_key(compare)
    if other not in EDITIONS or key not in EDITIONS or other == key:
        raise CalcError(f"Fark için iki ayrı baskı yazın ({EDITION_NAMES}).")
    mine, theirs = pieces(key, per_player), pieces(other, per_player)
    a, b = mine.value, theirs.value
    if not isinstance(a, int) or not isinstance(b, int):
        raise CalcError(f"Fark için iki ayrı baskı yazın ({EDITION_NAMES}).")
    e, o = EDITIONS[key], EDITIONS[other]
    steps = [*mine.steps, *(s for s in theirs.steps if s not in mine.steps)]
    more = [x for x in e.bugs if x not in o.bugs]
    less = [x for x in o.bugs if x not in e.bugs]
    if more or less:
        verb = "fazladır" if more else "eksiktir"
        kinds = more or less
        each = ""
        if not per_player and all(BUGS[x].expansion for x in kinds):
            n = len(kinds)
            each = f", her oyuncunun elinde 1'er adet: {n} × 2 = {2 * n} taş"
        steps.append(Step(f"fark genişleme böceklerindedir: {e.at} {_names(kinds)} "
                          f"{verb}{each}", e.bugs_ref if more else o.bugs_ref,
                          REFS["one_each"] if each else None))  # fmt: skip
    diff = abs(a - b)
    scope = "oyuncu başına " if per_player else ""
    ablative = o.name + ("'tan" if o.key in ("pocket", "ultimate") else "'dan")
    where = e.at[0].upper() + e.at[1:]
    if a > b:
        lead = f"{diff} taş fazla"
        summary = f"{where} {ablative} {scope}{diff} taş fazla var ({a} − {b} = {diff})."
    elif a < b:
        lead = f"{diff} taş az"
        summary = f"{where} {ablative} {scope}{diff} taş az var ({b} − {a} = {diff})."
    else:
        lead, summary = "Fark yok", f"{e.name} ile {o.name}: {scope}aynı sayıda taş ({a})."
    expr = f"{max(a, b)} − {min(a, b)} = {diff}"
    return _result(diff, "taş", lead, steps, summary, expr)


def _pack_pieces(keys: list[str], k: int, per_player: bool) -> CalcResult:
    value = k if per_player else 2 * k
    which = f"{_names(keys)} " if keys else ""
    steps = [Step(f"{which}genişleme {'paketleri' if k > 1 else 'paketi'} ayrı satılır, her paket "
             "bir çift taş içerir",
                  REFS["packs"])]  # fmt: skip
    if per_player:
        steps.append(Step("oyuna eklendiğinde her oyuncunun elinde 1 adet bulunur",
                          REFS["one_each"]))  # fmt: skip
    expr = f"{k} × {1 if per_player else 2} = {value}" if k > 1 else ""
    scope = "oyuncu başına" if per_player else "toplam"
    return _result(value, "taş", f"{value} taş", steps,
                   f"{k} genişleme paketi: {scope} {value} taş.", expr)  # fmt: skip


# -- one bug type --------------------------------------------------------------------------------
def _expansion_count(b: Bug, key: str | None, keys: list[str]) -> tuple[int | None, list[Step]]:
    """How many of an expansion bug each player has, and why."""
    if key is None:
        steps = [Step(f"{b.name} oyuna eklendiğinde her oyuncunun elinde 1 adet bulunur",
                      REFS["one_each"]),
                 Step("temel Hive kutusunda bulunmaz, ayrı paket olarak ya da genişletilmiş "
                      "baskıların içinde gelir", REFS["not_in_base"])]  # fmt: skip
        if b.key == "tespih-bocegi":
            steps.append(Step("Hive Pocket ve Hive Carbon'da Tespih Böceği yoktur",
                              REFS["pocket"]))  # fmt: skip
        return 1, steps
    if key == "temel":
        if b.key in keys:
            return 1, [Step(f"{b.name} paketi temel kutuya eklenir, her paket bir çift taş "
                            "içerir", REFS["packs"]),
                       Step("her oyuncunun elinde 1 adet bulunur", REFS["one_each"])]  # fmt: skip
        return 0, [Step(f"{b.name} temel Hive kutusunda bulunmaz", REFS["not_in_base"])]
    if key == PACK:
        if keys and b.key not in keys:
            return 0, [Step(f"{b.name} ayrı, kendi paketinde satılır", REFS["packs"])]
        return 1, [Step(f"{b.name} paketi bir çift taş içerir", REFS["packs"]),
                   Step("oyuna eklendiğinde her oyuncunun elinde 1 adet bulunur",
                        REFS["one_each"])]  # fmt: skip
    e = EDITIONS[key]
    if b.key in keys:
        return None, [Step("ayrı genişleme paketleri temel kutuya eklenmek üzere satılır",
                           REFS["packs"])]  # fmt: skip
    if b.key in e.bugs:
        return 1, [Step(_holds(e, [b.key]), e.bugs_ref),
                   Step("genişleme böceklerinden her oyuncunun elinde 1'er adet bulunur",
                        REFS["one_each"])]  # fmt: skip
    return 0, [Step(f"{e.at} {b.name} {'hariçtir' if e.key == 'carbon' else 'yoktur'}",
                    e.bugs_ref)]  # fmt: skip


def bug_count(
    bug: str,
    edition: str | None = None,
    per_player: bool = True,
    packs: str | list[str] | None = None,
    pack_count: int | None = None,
) -> CalcResult:
    """How many pieces of one bug type each player has (or the box holds); several bug
    types, comma-separated ("karinca, cekirge"), are added up."""
    names = [n.strip() for n in bug.split(",") if n.strip()]
    if len(names) > 1:
        return _bugs_total(names, edition, per_player, packs, pack_count)
    b = BUGS[bug_key(bug)]
    key = edition_key(edition)
    keys, _ = _pack_total(packs, pack_count)
    if keys and key is None:
        key = "temel"
    if not b.expansion:
        if key == PACK:
            raise CalcError(f"Ayrı genişleme paketleri yalnızca {_names(EXPANSION_BUGS)} için "
                            f"satılır; {b.name} paketi yoktur.")  # fmt: skip
        n: int | None = b.per_player
        steps = [Step(f"her oyuncuya {n} adet {b.name} düşer", b.ref)]
    else:
        n, steps = _expansion_count(b, key, keys)
    where = (
        EDITIONS[key].name if key in EDITIONS else ("Genişleme paketi" if key == PACK else "Hive")
    )
    if n is None:
        summary = (f"Kural metni ayrı paketleri yalnızca temel kutuya eklenmek üzere anlatır; "
                   f"{DATIVE.get(key or '', 'bu baskıya')} {b.name} paketi eklenince kaç adet "
                   "olacağını söylemez.")  # fmt: skip
        return _result(None, "adet", "Kural metni bunu söylemiyor", steps, summary)
    expr = ""
    value = n
    if not per_player:
        value = 2 * n
        # a pack's pair is the pack itself ("bir çift taş"), no working to show
        if key != PACK and n:
            steps.append(Step("Hive iki kişiliktir, kutuda iki oyuncunun taşları bulunur",
                              REFS["players"]))  # fmt: skip
            expr = f"2 × {n} = {value}"
    scope = "oyuncu başına" if per_player else "toplam"
    summary = f"{where}: {scope} {value} {b.name}." if value else f"{where}: {b.name} yok."
    return _result(value, "adet", f"{value} adet", steps, summary, expr)


def _bugs_total(
    names: list[str],
    edition: str | None,
    per_player: bool,
    packs: str | list[str] | None,
    pack_count: int | None,
) -> CalcResult:
    """The pieces of several bug types together: each one's count, then their sum."""
    keys = [bug_key(n) for n in names]
    if len(set(keys)) != len(keys):
        raise CalcError("Bir böcek türü iki kez yazılmış; her türü bir kez yaz.")
    parts = [bug_count(k, edition, True, packs, pack_count) for k in keys]
    unstated = next((p for p in parts if not isinstance(p.value, int)), None)
    if unstated is not None:
        return unstated
    counts = [p.value for p in parts if isinstance(p.value, int)]
    steps = [step for p in parts for step in p.steps]
    each = sum(counts)
    inner = " + ".join(map(str, counts))
    if per_player:
        value, expr = each, f"{inner} = {each}"
    else:
        steps.append(Step("Hive iki kişiliktir, kutuda iki oyuncunun taşları bulunur",
                          REFS["players"]))  # fmt: skip
        value, expr = 2 * each, f"2 × ({inner}) = {2 * each}"
    scope = "oyuncu başına" if per_player else "iki oyuncunun toplam"
    summary = f"{_names(keys)}: {scope} {value} taş."
    return _result(value, "adet", f"{value} taş", steps, summary, expr)


# -- bug types -----------------------------------------------------------------------------------
GROUPS = ("hepsi", "temel", "genisleme")


def bug_kinds(
    edition: str | None = None,
    packs: str | list[str] | None = None,
    pack_count: int | None = None,
    group: str | None = None,
    count: int | None = None,
    per_player: bool = True,
    compare: str | None = None,
) -> CalcResult:
    """How many bug types an edition (or the base box with packs) plays with; with
    ``count``: how many of them each player (``per_player=False``: the box) holds exactly
    that many of; with ``compare``: the other edition's kinds beside it."""
    if compare is not None:
        return _kinds_compared(edition, compare, group)
    if count is not None:
        return _kinds_with_count(edition, packs, pack_count, count, per_player)
    g = fold(group or "hepsi").strip().replace("ş", "s")
    g = {"genişleme": "genisleme", "tum": "hepsi", "tumu": "hepsi"}.get(g, g)
    if g not in GROUPS:
        raise CalcError(f"Bilinmeyen böcek grubu: '{group}'. Geçerli: hepsi, temel, genisleme.")
    key = edition_key(edition)
    keys, k = _pack_total(packs, pack_count)
    if k and key not in (None, "temel", PACK):
        summary = (
            "Kural metni ayrı genişleme paketlerini yalnızca temel kutuya eklenmek üzere "
            "anlatır; başka bir baskıya eklenince ne olacağını söylemez."
        )
        steps = [Step("ayrı genişleme paketleri temel kutuya eklenmek üzere satılır",
                      REFS["packs"])]  # fmt: skip
        return _result(None, "tür", "Kural metni bunu söylemiyor", steps, summary)
    if key == PACK:
        n = max(k, 1)
        steps = [Step("Sivrisinek, Uğur Böceği ve Tespih Böceği ayrı ayrı satılır, her paket tek "
                      "bir böcek türüdür", REFS["packs"])]  # fmt: skip
        return _result(n if g != "temel" else 0, "tür", f"{n if g != 'temel' else 0} böcek türü",
                       steps, f"{n} genişleme paketi: {n} böcek türü.")  # fmt: skip
    base_step = Step("temel oyun beş orijinal böcekle oynanır (Arı Kraliçe, Örümcek, Böcek, "
                     "Çekirge, Asker Karınca)", REFS["base_variant"])  # fmt: skip
    if key in ("pocket", "carbon", "ultimate"):
        e = EDITIONS[key]
        extra = [b for b in e.bugs if BUGS[b].expansion]
        extra_step = Step(_holds(e, extra), e.bugs_ref)
        where = e.name
    elif k:
        extra = keys
        extra_step = _pack_steps(keys, k)[0]
        where = "Temel Hive ve paketler"
    elif key is None and g == "genisleme":
        extra, where = list(EXPANSION_BUGS), "Hive"
        extra_step = Step("Sivrisinek, Uğur Böceği ve Tespih Böceği temel kutuda bulunmayan üç "
                          "genişleme böceğidir", REFS["not_in_base"])  # fmt: skip
    else:
        extra, where, extra_step = [], "Temel Hive", None
    n_extra = len(extra) if extra else k
    if g == "temel":
        value, steps, expr = 5, [base_step], ""
    elif g == "genisleme":
        value, expr = n_extra, ""
        steps = (
            [extra_step]
            if extra_step
            else [Step("genişleme böcekleri temel Hive kutusunda bulunmaz", REFS["not_in_base"])]
        )
    else:
        value = 5 + n_extra
        steps = [base_step] + ([extra_step] if extra_step else [])
        expr = f"5 + {n_extra} = {value}" if n_extra else ""
        if key is None and not k:
            steps.append(Step("Hive Ultimate'ta üç genişleme böceğinin tamamı da kutudan çıkar "
                              "(5 + 3 = 8)", REFS["ultimate_bugs"]))  # fmt: skip
    what = {"hepsi": "böcek türü", "temel": "temel böcek türü", "genisleme": "genişleme böceği"}[g]
    return _result(value, "tür", f"{value} {what}", steps, f"{where}: {value} {what}.", expr)


def _kinds_compared(edition: str | None, compare: str, group: str | None) -> CalcResult:
    """ "Ultimate'ta kaç çeşit böcek var, temel oyunla kıyaslıcam": the kinds of the edition
    asked, then the other edition's and the bugs that make the difference."""
    key, other = edition_key(edition) or "temel", edition_key(compare)
    if other not in EDITIONS or key not in EDITIONS or other == key:
        raise CalcError(f"Karşılaştırma için iki ayrı baskı yazın ({EDITION_NAMES}).")
    if group not in (None, "hepsi"):
        raise CalcError("Karşılaştırma bütün böcek türleri için yapılır; grup seçmeyin.")
    asked = bug_kinds(key)
    e, o = EDITIONS[key], EDITIONS[other]
    mine, theirs = len(e.bugs), len(o.bugs)
    more = [b for b in e.bugs if b not in o.bugs]
    less = [b for b in o.bugs if b not in e.bugs]
    steps = list(asked.steps)
    if other != "temel":  # the base game's five are already the first step
        steps.append(Step(f"{o.at} {theirs} böcek türü var", o.bugs_ref))
    if more or less:
        verb = "fazladır" if more else "eksiktir"
        said = "karşılaştırınca: " + (f"{o.at} 5 tür var, " if other == "temel" else "")
        steps.append(Step(f"{said}{e.at} {_names(more or less)} {verb} ({max(mine, theirs)} − "
                          f"{min(mine, theirs)} = {abs(mine - theirs)})",
                          e.bugs_ref if more else o.bugs_ref))  # fmt: skip
    else:
        steps.append(Step(f"{e.name} ile {o.name} aynı böcek türlerini içerir", e.bugs_ref))
    return _result(mine, "tür", f"{mine} böcek türü", steps,
                   f"{e.name}: {mine} böcek türü; {o.name}: {theirs}.",
                   asked.arithmetic)  # fmt: skip


def _kinds_with_count(
    edition: str | None,
    packs: str | list[str] | None,
    pack_count: int | None,
    count: int,
    per_player: bool,
) -> CalcResult:
    key = edition_key(edition)
    if key == PACK:
        raise CalcError("Tek bir genişleme paketi tek bir böcek türüdür; bir baskı ya da temel "
                        "kutu seçin.")  # fmt: skip
    _, hand = _hand(edition, packs, pack_count)
    if hand is None:
        raise CalcError("Paketlerin adı yazılmadan hangi böceklerin eklendiği bilinmez; "
                        f"paketleri adıyla yazın ({_names(EXPANSION_BUGS)}).")  # fmt: skip
    per = 1 if per_player else PLAYERS
    base = [b for b in hand if not BUGS[b].expansion and BUGS[b].per_player * per == count]
    extra = [b for b in hand if BUGS[b].expansion and BUGS[b].per_player * per == count]
    value = len(base) + len(extra)
    e = EDITIONS.get(key or "temel")
    where = (e.at if e and key else "temel Hive'da") if not packs else "temel Hive ve paketlerde"
    steps = [Step("temel sette her oyuncuda 1 Arı Kraliçe, 2 Örümcek, 2 Böcek, 3 Çekirge ve 3 "
                  "Asker Karınca vardır", REFS["hand"])]  # fmt: skip
    added = [b for b in hand if BUGS[b].expansion]
    if added:
        how = (Step(f"{where} {_names(added)} de vardır", e.bugs_ref)
               if e and key not in (None, "temel") else _pack_steps(added, len(added))[0])  # fmt: skip
        steps += [how, Step("genişleme böceklerinden her oyuncunun elinde 1'er adet bulunur",
                            REFS["one_each"])]  # fmt: skip
    if not per_player:
        steps.append(Step("Hive iki kişiliktir, kutuda her türden iki oyuncunun taşları bulunur",
                          REFS["players"]))  # fmt: skip
    scope = "her oyuncuda" if per_player else "kutuda"
    if value:
        steps.append(Step(f"{scope} {count} adet olanlar: {_names(base + extra)}"))
    parts = [str(len(g)) for g in (base, extra) if g]
    expr = f"{' + '.join(parts)} = {value}" if len(parts) > 1 else ""
    lead = f"{value} tür" if value else f"0 tür: {scope} {count} adet olan böcek yok"
    said = f"{value} böcek türü var" if value else "böcek türü yok"
    return _result(value, "tür", lead, steps,
                   f"{where[0].upper()}{where[1:]} {scope} {count} adet olan {said}.",
                   expr)  # fmt: skip


# -- players -------------------------------------------------------------------------------------
def players(players: int | None = None) -> CalcResult:
    """Hive is a two-player game; ``players``: the number a customer asks about."""
    steps = [Step("Hive iki kişilik bir soyut strateji oyunudur", REFS["players"])]
    if players is None:
        lead = f"{PLAYERS} oyuncu"
    elif players == PLAYERS:
        lead = "Evet"
    else:
        lead = "Hayır"
        steps.append(Step("kural metni başka bir oyuncu sayısıyla oynamayı anlatmaz"))
    return _result(PLAYERS, "oyuncu", lead, steps, "Hive 2 oyuncuyla oynanır.")


def draws() -> CalcResult:
    """The rulebook's two ways a game ends in a draw."""
    steps = [
        Step("kitapçık beraberliği 2 durumda tanımlar; birincisi: kuşatmayı tamamlayan son taş "
             "aynı anda diğer Arı Kraliçe'nin de kuşatılmasını tamamlarsa oyun berabere biter",
             REFS["draw_cases"]),
        Step("ikincisi: iki oyuncu da aynı iki taşı sürekli ileri geri oynatmaya zorlanıyor ve bu "
             "kilit çözülemiyorsa oyuncular beraberlikte anlaşabilir", REFS["draw_lock"]),
    ]  # fmt: skip
    return _result(DRAW_CASES, "durum", f"{DRAW_CASES} durumda berabere biter", steps,
                   "Hive iki durumda berabere biter.")  # fmt: skip


def colour_exempt(per_player: bool = False) -> CalcResult:
    """Pieces exempt from the rule that a new piece may not touch the other colour: each
    player's first piece, so one per player and two in the game."""
    steps = [Step("her oyuncunun koyduğu ilk taş dışında yeni konan taş rakip renkteki hiçbir "
                  "taşa değmemelidir", REFS["colour_rule"])]  # fmt: skip
    if per_player:
        steps.append(Step("her oyuncunun yalnızca ilk taşı muaftır"))
        return _result(1, "taş", "1 taş, her oyuncunun ilk taşı", steps,
                       "Her oyuncunun 1 taşı (ilk taşı) rakip renge değme kuralından muaftır.")  # fmt: skip
    steps.append(Step("Hive iki kişiliktir: beyazın ilk taşı ve siyahın ilk taşı", REFS["players"]))
    steps.append(Step("bu ilk iki taş kuraldan muaftır, zaten birbirine değmek zorundadır",
                      REFS["first_exempt"]))  # fmt: skip
    return _result(2, "taş", "2 taş, her oyuncunun ilk taşı", steps,
                   "Oyunun başındaki 2 taş (her oyuncunun ilk taşı) rakip renge değme kuralından "
                   "muaftır.", "1 + 1 = 2")  # fmt: skip


FREEDOM_CLAIMS = (*BASE_BUGS, "ugur-bocegi")


def freedom_exempt(claimed: str | None = None) -> CalcResult:
    """How many of the five base bugs the Freedom to Move rule does not bind: the Grasshopper
    alone; ``claimed``: a bug the customer was told is exempt too."""
    steps = [Step("Hareket Özgürlüğü kuralının tek istisnası Çekirge'dir: kayarak değil atlayarak "
                  "hareket ettiği için kapalı alanlara girip çıkabilir", REFS["freedom_exempt"]),
             Step("kayma kuralından tamamen muaf olan tek temel taş Çekirge'dir",
                  REFS["only_grasshopper"])]  # fmt: skip
    if claimed is not None:
        key = bug_key(claimed)
        if key not in FREEDOM_CLAIMS:
            raise CalcError(f"Kural metni {BUGS[key].name} için bu kuraldan muafiyet söylemez; "
                            f"geçerli: {_names(FREEDOM_CLAIMS)}.")  # fmt: skip
        if key in ("bocek", "ugur-bocegi"):
            steps.append(Step(f"{BUGS[key].name} muaf değildir: üstten tırmandığı için çevrili "
                              "alanlara inip çıkabilir, ama üst seviyede istiflenmiş taşların "
                              "oluşturduğu dar geçitten geçemez", REFS["freedom_climbers"]))  # fmt: skip
        elif key != "cekirge":
            steps.append(Step(f"{BUGS[key].name} muaf değildir: aksi belirtilmedikçe bütün "
                              "temel böcekler Hareket Özgürlüğü kuralına uyar",
                              REFS["freedom_all"]))  # fmt: skip
    return _result(1, "taş", "1 taş: yalnızca Çekirge", steps,
                   "Beş temel böcekten yalnızca Çekirge Hareket Özgürlüğü kuralından muaftır.")  # fmt: skip


# -- the queen's turn ----------------------------------------------------------------------------
def queen_turn(
    rulebook_year: int | None = None,
    earliest: bool = False,
    turn: int | None = None,
    current_turn: int | None = None,
    before: bool = False,
    options: bool = False,
) -> CalcResult:
    """Latest turn (4) or, by rulebook, the earliest turn the queen may be placed; with
    ``turn``: whether she may be placed on that turn; with ``current_turn``: how many turns
    are left to place her (this one included); with ``before``: how many pieces at most go
    in before her (one per turn until the 4th)."""
    year = _year(rulebook_year)
    if before:
        steps = [Step("Arı Kraliçe'ni en geç 4. turunda oyuna sokmak zorundasın",
                      REFS["queen_latest"]),
                 Step("daha önce koymadıysan 4. turunda başka hamle yapamazsın, onu koyarsın",
                      REFS["queen_forced"])]  # fmt: skip
        value = QUEEN_LATEST - 1
        return _result(value, "taş", f"En fazla {value} taş", steps,
                       f"Arı Kraliçe'den önce en fazla {value} taş konur; 4. turda onu koyarsın.",
                       f"{QUEEN_LATEST} − 1 = {value}")  # fmt: skip
    if options:
        return _queen_options(year)
    if turn is not None and current_turn is not None:
        raise CalcError("Sorulan tur ve şu anki tur birlikte verilmez; birini yazın.")
    if current_turn is not None:
        return _queen_turns_left(year, current_turn)
    latest = [Step("Arı Kraliçe'ni en geç 4. turunda oyuna sokmak zorundasın",
                   REFS["queen_latest"]),
              Step("daha önce koymadıysan 4. turunda başka hamle yapamazsın, onu koyarsın",
                   REFS["queen_forced"])]  # fmt: skip
    first = QUEEN_EARLIEST[year or 2024]
    if year == 2010:
        early = [Step("2010 tarihli ilk Gen42 kitapçığı 1. turdan 4. tura kadar herhangi bir "
                      "turda konmasına izin veriyordu", REFS["queen_2010"]),
                 Step("güncel 2024 kitapçığına göre ise en erken 2. turunda konabilir",
                      REFS["queen_2024"])]  # fmt: skip
    else:
        early = [Step("güncel 2024 kitapçığına göre Arı Kraliçe en erken 2. turunda konabilir, "
                      "ilk taşın olamaz", REFS["queen_2024"])]  # fmt: skip
        if year is None:
            early.append(Step("2010 tarihli ilk Gen42 kitapçığı 1. turda konmasına da izin "
                              "veriyordu, ama iki metin çeliştiğinde güncel kitapçık esas alınır",
                              REFS["newer_wins"]))  # fmt: skip
    book = f"{year} kitapçığına göre " if year else ""
    if turn is not None:
        if turn > QUEEN_LATEST:
            return _result(QUEEN_LATEST, "tur", "Hayır, en geç 4. tur", latest,
                           f"{turn}. tur çok geç: Arı Kraliçe en geç 4. turda konur.")  # fmt: skip
        if turn < first:
            return _result(first, "tur", f"Hayır, en erken {first}. tur", early,
                           f"{book}Arı Kraliçe en erken {first}. turda konabilir.")  # fmt: skip
        steps = [*early[: 2 if year == 2010 else 1], latest[0]]
        if turn == QUEEN_LATEST:
            steps = latest
        bound = QUEEN_LATEST if turn == QUEEN_LATEST else first
        lead = (
            "Evet, en geç 4. turunda konmalı"
            if turn == QUEEN_LATEST
            else (f"Evet, {turn}. turunda konabilir")
        )
        return _result(bound, "tur", lead, steps,
                       f"Arı Kraliçe {turn}. turda konabilir (en geç 4. tur).")  # fmt: skip
    if not earliest:
        if year == 2010:
            latest.append(Step("2010 kitapçığı da 1. turdan 4. tura kadar izin veriyordu",
                               REFS["queen_2010"]))  # fmt: skip
        return _result(QUEEN_LATEST, "tur", "4. tur", latest, "En geç 4. turunda.")
    return _result(first, "tur", f"{first}. tur", early,
                   f"{book or '2024 kitapçığına göre '}en erken {first}. turunda.")  # fmt: skip


def _queen_options(year: int | None) -> CalcResult:
    """On how many different turns the queen may be placed: earliest to 4th, both included."""
    first = QUEEN_EARLIEST[year or 2024]
    n = QUEEN_LATEST - first + 1
    turns = [f"{t}." for t in range(first, QUEEN_LATEST + 1)]
    said = ", ".join(turns[:-1]) + " ve " + turns[-1]
    if first == 1:
        steps = [Step("2010 tarihli ilk Gen42 kitapçığı 1. turdan 4. tura kadar herhangi bir "
                      "turda konmasına izin veriyordu", REFS["queen_2010"])]  # fmt: skip
    else:
        steps = [Step("güncel 2024 kitapçığına göre Arı Kraliçe en erken 2. turunda konabilir, "
                      "ilk taşın olamaz", REFS["queen_2024"])]  # fmt: skip
    steps.append(Step("en geç 4. turunda oyuna sokmak zorundasın", REFS["queen_latest"]))
    steps.append(Step(f"yani {said} turlarında koyabilirsin"))
    if year is None:
        steps.append(Step("2010 tarihli ilk kitapçık 1. turu da sayıyordu (4 tur), ama iki metin "
                          "çeliştiğinde güncel kitapçık esas alınır", REFS["newer_wins"]))  # fmt: skip
    book = f"{year} kitapçığına göre" if year else "Güncel kitapçığa göre"
    return _result(n, "tur", f"{n} farklı tur", steps,
                   f"{book} Arı Kraliçe {n} farklı turda konabilir ({said} tur).",
                   f"{QUEEN_LATEST} − {first} + 1 = {n}")  # fmt: skip


def _queen_turns_left(year: int | None, now: int) -> CalcResult:
    if now > QUEEN_LATEST:
        raise CalcError(f"{now}. turda Arı Kraliçe hâlâ konmamış olamaz: en geç 4. turunda oyuna "
                        "sokulmak zorundadır.")  # fmt: skip
    first = QUEEN_EARLIEST[year or 2024]
    start = max(now, first)
    left = QUEEN_LATEST - start + 1
    steps = [Step("Arı Kraliçe'ni en geç 4. turunda oyuna sokmak zorundasın",
                  REFS["queen_latest"])]  # fmt: skip
    if now < first:
        steps.append(Step("güncel 2024 kitapçığına göre ilk taşın Arı Kraliçe olamaz, en erken "
                          "2. turunda konabilir", REFS["queen_2024"]))  # fmt: skip
    turns = [f"{t}." for t in range(start, QUEEN_LATEST + 1)]
    said = turns[0] if len(turns) == 1 else ", ".join(turns[:-1]) + " ve " + turns[-1]
    steps.append(Step(f"şu an {now}. turundasın: Arı Kraliçe'ni {said} turlarından birinde "
                      "koyabilirsin" if left > 1 else "bu tur son fırsatın, başka hamle yapamazsın",
                      None if left > 1 else REFS["queen_forced"]))  # fmt: skip
    expr = f"4 − {start} + 1 = {left}"
    return _result(left, "tur", f"{left} tur (bu tur dahil)", steps,
                   f"Arı Kraliçe için {left} tur kaldı (bu tur dahil).", expr)  # fmt: skip


# -- pieces on the table after some turns of placing only --------------------------------------
COLOURS = ("beyaz", "siyah", "ikisi")
_COLOUR_ALIASES = {"beyaz": "beyaz", "white": "beyaz", "siyah": "siyah", "black": "siyah",
                   "ikisi": "ikisi", "ikimiz": "ikisi", "her ikisi": "ikisi"}  # fmt: skip


def pieces_on_table(
    turn: int,
    colour: str,
    before: bool = False,
    queen: bool = False,
    edition: str | None = None,
) -> CalcResult:
    """Pieces in the hive when both players have only placed pieces so far: White starts,
    each turn is one move, so after White's Nth turn White has N pieces down and Black N − 1;
    after Black's Nth turn N each (``colour="ikisi"``: both have played N turns).
    ``before``: at the start of that turn instead. ``queen``: the queen went down on that
    turn (at the latest the 4th)."""
    who = _COLOUR_ALIASES.get(fold(colour).strip())
    if who is None:
        raise CalcError(f"Bilinmeyen renk: '{colour}'. Geçerli: beyaz, siyah, ikisi (ikisi de "
                        "bu kadar tur oynadı).")  # fmt: skip
    if turn < 1:
        raise CalcError(f"Geçersiz tur: {turn}. Turlar 1'den başlar.")
    if queen and turn > QUEEN_LATEST:
        raise CalcError(f"Arı Kraliçe {turn}. turda konmuş olamaz: en geç 4. turda oyuna "
                        "sokulmak zorundadır.")  # fmt: skip
    whole = pieces(edition, True)
    limit = whole.value if isinstance(whole.value, int) else 14
    if edition is None:
        limit = 14  # the largest set (Ultimate); a named set gives its own
    done = turn - 1 if before else turn
    if who == "beyaz":
        white, black = done, turn - 1
    elif who == "siyah":
        white, black = turn, done
    else:
        white = black = done
    if max(white, black) > limit:
        raise CalcError(f"Bir oyuncunun {limit} taşı var; yalnızca taş koyarak {turn}. turu "
                        "oynamış olamaz.")  # fmt: skip
    total = white + black
    steps = [Step("beyaz oyuncu ilk taşı koyarak oyunu başlatır", REFS["white_starts"]),
             Step("ardından siyah oyuncu kendi taşını ekler", REFS["black_second"]),
             Step("oyuncular sırayla birer hamle yapar, her hamlede ya yeni bir taş konur ya "
                  "da bir taş hareket ettirilir", REFS["in_turn"])]  # fmt: skip
    if queen:
        steps.append(Step("Arı Kraliçe en geç 4. turunda oyuna sokulmak zorundadır; o da konan "
                          "taşlardan biridir", REFS["queen_latest"]))  # fmt: skip
        steps.append(Step("Arı Kraliçe konmadan hiçbir taş hareket ettirilemez, o gelene kadar "
                          "tek seçenek yeni taş koymaktır; arada taş oynatılamaz",
                          REFS["no_move_before_queen"]))  # fmt: skip
    steps.append(Step("şimdiye kadar hiç taş oynatılmadı, her hamle yeni bir taş koydu"))
    if who == "ikisi":
        at = f"ikiniz de {turn - 1 if before else turn} tur oynadınız"
    elif before:
        name = "beyazın" if who == "beyaz" else "siyahın"
        at = f"{name} {turn}. turu başlarken"
    else:
        name = "beyazın" if who == "beyaz" else "siyahın"
        at = f"{name} {turn}. turu bitince"
    steps.append(Step(f"{at}: beyaz {white}, siyah {black} taş koymuş olur"))
    summary = f"Masada {total} taş var (beyaz {white}, siyah {black})."
    return _result(total, "taş", f"{total} taş", steps, summary, f"{white} + {black} = {total}")


# -- what one turn allows ------------------------------------------------------------------------
ACTIONS = ("koy", "oynat", "ikisi", "pas")
_ACTION_ALIASES = {"koy": "koy", "yerlestir": "koy", "yeni tas": "koy", "oynat": "oynat",
                   "hareket": "oynat", "hareket ettir": "oynat", "yurut": "oynat",
                   "ikisi": "ikisi", "ikisi birden": "ikisi", "iki hamle": "ikisi",
                   "hem koy hem oynat": "ikisi", "pas": "pas", "pas gec": "pas"}  # fmt: skip


def _action(name: str | None) -> str | None:
    if name is None or not name.strip():
        return None
    key = _ACTION_ALIASES.get(fold(name).strip())
    if key is None:
        raise CalcError(f"Bilinmeyen hamle: '{name}'. Geçerli: koy (yeni taş koy), oynat "
                        "(taş hareket ettir), ikisi (ikisi aynı turda), pas.")  # fmt: skip
    return key


def actions_per_turn(
    action: str | None = None,
    turn: int | None = None,
    queen_placed: bool | None = None,
    has_move: bool | None = None,
    rulebook_year: int | None = None,
    must: bool = False,
) -> CalcResult:
    """How many moves one turn allows (1; 0 when no legal move is left) and what that move
    may be: placing or moving, the queen's deadline, no passing. ``must``: whether the queen,
    not yet placed, has to go down this turn (the value is then the turn, 4 the last)."""
    act = _action(action)
    year = _year(rulebook_year) or 2024
    if must:
        return _queen_due(turn, queen_placed)
    if queen_placed and turn == 1:
        raise CalcError("1. turda daha önce konmuş bir Arı Kraliçe olamaz; 1. tur ilk taşın "
                        "konduğu turdur.")  # fmt: skip
    if queen_placed is False and turn is not None and turn > QUEEN_LATEST:
        raise CalcError(f"{turn}. turda Arı Kraliçe hâlâ konmamış olamaz: en geç 4. turunda "
                        "oyuna sokulmak zorundadır.")  # fmt: skip
    if has_move is False:
        steps = [Step("ne yeni taş koyabiliyor ne de bir taşını oynatabiliyorsan sıran atlanır, "
                      "rakip yeniden oynar", REFS["no_legal_move"]),
                 Step("hamle yapamamak oyunu bitirmez", REFS["not_over"])]  # fmt: skip
        lead = {None: "0 hamle", "pas": "Sıran atlanır"}.get(act, "Hayır, sıran atlanır")
        return _result(0, "hamle", lead, steps, "Geçerli hamle yoksa sıra atlanır (0 hamle).")
    steps = [Step("her turda tek hamle yaparsın, ya elinden yeni bir taş koyarsın ya da bir "
                  "taşını hareket ettirirsin; ikisini aynı turda birden yapamazsın",
                  REFS["one_move"])]  # fmt: skip
    not_yet = queen_placed is False or turn == 1
    lead = "1 hamle"
    if not_yet and turn == QUEEN_LATEST:
        lead = "Arı Kraliçe'ni koymak zorundasın"
        steps.append(Step("4. turundasın ve Arı Kraliçe'n henüz konmadı, bu hamle zorunlu "
                          "olarak Arı Kraliçe'ni koymaktır", REFS["queen_forced"]))  # fmt: skip
        lead = {"koy": "Yalnızca Arı Kraliçe'ni koyabilirsin", "oynat": "Hayır"}.get(
            act or "", lead
        )
    elif not_yet:
        steps.append(Step("Arı Kraliçe'n konmadan hiçbir taşını hareket ettiremezsin, tek "
                          "seçeneğin yeni taş koymaktır", REFS["no_move_before_queen"]))  # fmt: skip
        if turn == 1 and year == 2024:
            steps.append(Step("güncel 2024 kitapçığına göre ilk taşın Arı Kraliçe olamaz",
                              REFS["queen_2024"]))  # fmt: skip
        lead = {"koy": "Evet", "oynat": "Hayır"}.get(act or "", "Yalnızca yeni taş koyabilirsin")
    elif queen_placed:
        steps.append(Step("Arı Kraliçe'n konduğu için yeni taş koymakla bir taşını oynatmak "
                          "arasında seçim yaparsın", REFS["choice_after_queen"]))  # fmt: skip
        lead = {"koy": "Evet", "oynat": "Evet"}.get(act or "", lead)
    elif act == "oynat" or turn == QUEEN_LATEST:
        steps.append(Step("Arı Kraliçe'n konmadıysa hiçbir taşını hareket ettiremezsin",
                          REFS["no_move_before_queen"]))  # fmt: skip
        if turn == QUEEN_LATEST:
            steps.append(Step("4. turuna kadar koymadıysan bu hamle zorunlu olarak Arı "
                              "Kraliçe'ni koymaktır", REFS["queen_forced"]))  # fmt: skip
        lead = "Arı Kraliçe'n konduysa evet" if act == "oynat" else lead
    if act == "ikisi":
        lead = "Hayır, turda 1 hamle"
    if act == "pas" or has_move:
        steps.append(Step("yapabileceğin geçerli bir hamle varsa pas geçemezsin",
                          REFS["no_pass"]))  # fmt: skip
        lead = "Hayır, pas geçemezsin" if act == "pas" else lead
    return _result(1, "hamle", lead, steps, "Bir turda 1 hamle: taş koy ya da taş oynat.")


def _queen_due(turn: int | None, queen_placed: bool | None) -> CalcResult:
    """ "3 turdur hep taş koydum, kraliçe elimde; koymam şart mı": this turn's number and
    whether it is the queen's last."""
    if turn is None or queen_placed is not False:
        raise CalcError("Zorunluluk için kaçıncı turda olduğunu ve Arı Kraliçe'nin henüz "
                        "konmadığını yazın.")  # fmt: skip
    if turn > QUEEN_LATEST:
        raise CalcError(f"{turn}. turda Arı Kraliçe hâlâ konmamış olamaz: en geç 4. turunda "
                        "oyuna sokulmak zorundadır.")  # fmt: skip
    steps = [Step("Arı Kraliçe'ni en geç 4. turunda oyuna sokmak zorundasın",
                  REFS["queen_latest"])]  # fmt: skip
    if turn == QUEEN_LATEST:
        steps.append(Step("daha önce koymadığın için 4. turunda başka hamle yapamazsın, zorunlu "
                          "olarak Arı Kraliçe'ni koyarsın; bekleyemezsin", REFS["queen_forced"]))  # fmt: skip
        lead = "Evet, koymak zorundasın: bu senin 4. turun, Arı Kraliçe için son tur"
        summary = "4. tur: Arı Kraliçe bu tur konmak zorunda."
    else:
        left = QUEEN_LATEST - turn
        steps.append(Step(f"{turn}. turundasın; 4. turuna kadar {left} tur daha bekleyebilirsin"))
        lead = "Hayır, bu tur koymak zorunda değilsin"
        summary = f"{turn}. tur: Arı Kraliçe en geç 4. turda konmalı."
    return _result(turn, "tur", lead, steps, summary)


# -- surrounding the queen; neighbours -------------------------------------------------------
CLIMBERS = ("bocek", "sivrisinek")


def _stacked_steps(stacked: int, climber: str | None, total: int) -> list[Step]:
    """Why a Beetle (or a Mosquito playing as one) on top of a piece fills no new space."""
    who = fold(climber or "bocek").strip()
    if who not in CLIMBERS:
        raise CalcError(f"Bilinmeyen tırmanan taş: '{climber}'. Geçerli: bocek, sivrisinek.")
    if stacked > total:
        raise CalcError(f"Üste çıkan {stacked} taş, çevredeki {total} taşın üstüne çıkmış "
                        "olmalı; çevrede daha az taş yazıldı.")  # fmt: skip
    steps = [Step("kuşatma, Arı Kraliçe'nin altı komşu alanının tamamının taşla dolmasıdır; "
                  "taşlar değil, dolu alanlar sayılır", REFS["surround_spaces"])]  # fmt: skip
    if who == "sivrisinek":
        steps.append(Step("Böcek gibi oynayıp Kovan'ın üstüne çıkan Sivrisinek aşağı inene kadar "
                          "Böcek gibi hareket eder", REFS["mosquito_beetle"]))  # fmt: skip
    else:
        steps.append(Step("Böcek Kovan'ın üstüne çıkabilir, taşlar üst üste istiflenir",
                          REFS["beetle_stack"]))  # fmt: skip
    what = "Sivrisinek" if who == "sivrisinek" else "Böcek"
    many = f"{stacked} {what}" if stacked > 1 else what
    steps.append(Step(f"üste çıkan {many} zaten dolu bir alanın üstünde durur, yeni bir alan "
                      "doldurmaz"))  # fmt: skip
    return steps


def surround(
    occupied: list[int] | None = None,
    stacked: int | None = None,
    climber: str | None = None,
    colour_asked: bool | None = None,
    spaces_asked: bool | None = None,
) -> CalcResult:
    """Pieces still needed around a queen whose neighbours hold ``occupied`` pieces (one
    count per colour or owner; colour does not matter); ``stacked``: Beetles (or Mosquitoes
    playing as one) that climbed onto those pieces, which fill no new space; ``colour_asked``:
    the customer also asks whether pieces of a colour (the owner's own) count, so the answer
    says they do; ``spaces_asked``: the customer counts empty spaces ("kaç boş alan daha
    dolmalı"), so the answer counts spaces, not pieces."""
    counts = list(occupied or [])
    for n in counts:
        if not 0 <= n <= NEIGHBOURS:
            raise CalcError(f"Geçersiz taş sayısı: {n}. Arı Kraliçe'nin çevresinde 0-6 taş olur.")
    total = sum(counts)
    summed = " + ".join(map(str, counts))
    if total > NEIGHBOURS:
        raise CalcError(f"Arı Kraliçe'nin yalnızca 6 komşu alanı var; çevresinde {summed} = "
                        f"{total} taş olamaz. Geçerli toplam: 0-6.")  # fmt: skip
    steps = [Step("Arı Kraliçe'nin altı komşu alanı var, kuşatılması için altısının da dolması "
                  "gerekir", REFS["goal"])]  # fmt: skip
    if not counts:
        steps.append(Step("kuşatan taşların rengi önemli değildir, kendi taşların da sayılır",
                          REFS["any_colour"]))  # fmt: skip
        return _result(NEIGHBOURS, "taş", "6 taş", steps, "Kuşatmak için 6 komşu alan dolmalı.")
    remaining = NEIGHBOURS - total
    if len(counts) > 1:
        steps.append(Step(f"kuşatan taşların rengi önemli değildir, hepsi sayılır: {summed} = "
                          f"{total}", REFS["any_colour"]))  # fmt: skip
        expr = f"6 − ({summed}) = {remaining}"
    elif colour_asked:
        steps.append(Step(f"kuşatan taşların rengi önemli değildir, Arı Kraliçe'nin sahibinin "
                          f"kendi taşları da sayılır: çevresindeki {total} taşın hepsi sayılır",
                          REFS["any_colour"]))  # fmt: skip
        expr = f"6 − {total} = {remaining}"
    else:
        steps.append(Step(f"çevresinde {total} taş var"))
        expr = f"6 − {total} = {remaining}"
    colour_lead = "; rengi önemsiz, sahibinin kendi taşları da sayılır" if colour_asked else ""
    if stacked:
        steps += _stacked_steps(stacked, climber, total)
        steps.append(Step(f"dolu alan {total} olarak kalır"))
    elif climber is not None:
        raise CalcError("Tırmanan taş yalnızca üste çıkan taş sayısıyla (stacked) birlikte "
                        "yazılır.")  # fmt: skip
    if remaining == 0:
        steps.append(Step("altı komşu alan dolduğu anda oyun biter ve Arı Kraliçe'si kuşatılan "
                          "oyuncu kaybeder", REFS["win"]))  # fmt: skip
        steps.append(Step("son taş iki Arı Kraliçe'yi birden kuşatırsa oyun berabere biter",
                          REFS["draw"]))  # fmt: skip
        return _result(0, "taş", f"0 taş kaldı, Arı Kraliçe kuşatıldı{colour_lead}", steps,
                       "Arı Kraliçe kuşatıldı; sahibi kaybeder.", expr)  # fmt: skip
    if stacked or spaces_asked:
        return _result(remaining, "alan", f"{remaining} boş alan daha{colour_lead}", steps,
                       f"Kuşatmak için {remaining} boş komşu alan daha dolmalı.", expr)  # fmt: skip
    return _result(remaining, "taş", f"{remaining} taş daha{colour_lead}", steps,
                   f"Kuşatmak için {remaining} taş daha gerekir.", expr)  # fmt: skip


def neighbours() -> CalcResult:
    steps = [Step("taşlar altıgen olduğu için her taşın 6 komşu alanı vardır",
                  REFS["six_neighbours"])]  # fmt: skip
    return _result(NEIGHBOURS, "alan", "6 komşu alan", steps, "Her taşın 6 komşu alanı vardır.")


# -- movement ------------------------------------------------------------------------------------
MEASURES = ("alan", "atlanan", "ust")


def _fixed_move(b: Bug, ability: bool) -> tuple[int | None, str, list[Step], str]:
    """(value, lead, steps, arithmetic) of one bug's own move."""
    if b.key == "kralice":
        return 1, "1 alan", [Step("Arı Kraliçe turda yalnızca 1 alan hareket eder, komşu boş bir "
                                  "altıgene kayar", b.move)], ""  # fmt: skip
    if b.key == "bocek":
        return 1, "1 alan", [Step("Böcek turda 1 alan hareket eder, Kovan'ın üstüne de "
                                  "çıkabilir", b.move)], ""  # fmt: skip
    if b.key == "orumcek":
        return 3, "3 alan", [Step("Örümcek turda tam 3 alan hareket eder, ne eksik ne fazla, "
                                  "geri de dönemez", b.move)], ""  # fmt: skip
    if b.key == "ugur-bocegi":
        steps = [Step("Uğur Böceği 3 alan hareket eder, 2 adım Kovan'ın üstünden gider, son adımda "
                      "aşağı iner", b.move)]  # fmt: skip
        return 3, "3 alan", steps, "2 + 1 = 3"
    if b.key == "tespih-bocegi":
        if ability:
            return 2, "2 alan", [Step("Tespih Böceği yeteneğiyle komşusundaki bir taşı iki alan "
                                      "taşır: önce kendi üstüne çıkarır (1), sonra kendi "
                                      "komşusundaki boş bir alana indirir (1)",
                                      REFS["pillbug_carry"])], "1 + 1 = 2"  # fmt: skip
        return 1, "1 alan", [Step("Tespih Böceği turda 1 alan hareket eder, hareket etmek yerine "
                                  "özel yeteneğini de kullanabilir", b.move)], ""  # fmt: skip
    if b.key == "karinca":
        return None, "Sabit bir sınır yok", [Step("Asker Karınca kısıtlamalara uyduğu sürece "
                                                  "Kovan'ın çevresinde herhangi bir konuma "
                                                  "gidebilir", b.move)], ""  # fmt: skip
    raise AssertionError(b.key)  # grasshopper and mosquito are handled by the caller


def move_distance(
    bug: str,
    pieces_in_line: int | None = None,
    ability: bool = False,
    touching: str | None = None,
    measure: str | None = None,
    beyond_gap: bool | None = None,
    end_on_top: bool | None = None,
) -> CalcResult:
    """Spaces a bug moves in one turn (``measure="atlanan"``: pieces a grasshopper jumps);
    a mosquito moves like the bug it touches; a pillbug's ability carries a piece.
    ``beyond_gap``: a piece lies past the empty space that ends a Grasshopper's line (it
    does not jump it); ``end_on_top``: whether the Ladybug may end its move on top is asked
    too (it may not)."""
    b = BUGS[bug_key(bug)]
    what = fold(measure or "alan").strip()
    if what not in MEASURES:
        raise CalcError(f"Bilinmeyen ölçü: '{measure}'. Geçerli: alan (gidilen alan), atlanan "
                        "(Çekirge'nin üzerinden atladığı taş), ust (Uğur Böceği'nin Kovan'ın "
                        "üstünden gittiği adım).")  # fmt: skip
    other = BUGS[bug_key(touching)] if touching else None
    if other is not None and b.key != "sivrisinek":
        raise CalcError(f"Dokunulan böcek yalnızca Sivrisinek için anlamlı; {b.name} başka "
                        "böceğin hareketini almaz.")  # fmt: skip
    mover = other if other is not None and other.key != "sivrisinek" else b
    if pieces_in_line is not None and mover.key != "cekirge":
        raise CalcError(f"Hattaki taş sayısı yalnızca Çekirge için anlamlı; {mover.name} "
                        "atlamaz.")  # fmt: skip
    if what == "atlanan" and mover.key != "cekirge":
        raise CalcError(f"Taşların üzerinden yalnızca Çekirge atlar; {mover.name} atlamaz.")
    if what == "ust" and mover.key != "ugur-bocegi":
        raise CalcError(f"Kovan'ın üstünden sabit sayıda adım yalnızca Uğur Böceği gider; "
                        f"{mover.name} için ölçü: alan.")  # fmt: skip
    if beyond_gap and mover.key != "cekirge":
        raise CalcError(f"Boşluktan sonraki taş yalnızca Çekirge için anlamlı; {mover.name} "
                        "atlamaz.")  # fmt: skip
    if end_on_top and mover.key != "ugur-bocegi":
        raise CalcError(f"Kovan'ın üstünde bitirme sorusu yalnızca Uğur Böceği için; "
                        f"{mover.name} için geçerli değil.")  # fmt: skip
    if ability and mover.key != "tespih-bocegi":
        raise CalcError(f"Özel yetenek yalnızca Tespih Böceği'nde var; {mover.name} başka taş "
                        "taşımaz.")  # fmt: skip
    prefix: list[Step] = []
    if b.key == "sivrisinek":
        if other is None:
            steps = [Step("Sivrisinek o anda dokunduğu böceğin hareket özelliğini alır, kendi "
                          "sabit bir mesafesi yoktur", REFS["mosquito_copy"])]  # fmt: skip
            return _result(None, "alan", "Dokunduğu böceğe bağlı", steps,
                           "Sivrisinek'in mesafesi dokunduğu böceğe bağlıdır.")  # fmt: skip
        if other.key == "sivrisinek":
            steps = [Step("yalnızca başka bir Sivrisinek'e dokunan Sivrisinek hiç hareket "
                          "edemez", REFS["mosquito_alone"])]  # fmt: skip
            return _result(0, "alan", "0 alan", steps, "Sivrisinek hareket edemez.")
        prefix = [Step(f"Sivrisinek dokunduğu {GENITIVE[other.key]} hareketini alır",
                       REFS["mosquito_copy"])]  # fmt: skip
        if ability:
            steps = [*prefix, Step("kural metni Sivrisinek'in Tespih Böceği'nin özel yeteneğini "
                                   "de alıp almadığını söylemez")]  # fmt: skip
            return _result(None, "alan", "Kural metni bunu söylemiyor", steps,
                           "Kural metni Sivrisinek'in Tespih Böceği yeteneğini alıp almadığını "
                           "söylemez.")  # fmt: skip
    if mover.key == "cekirge":
        return _grasshopper(prefix, pieces_in_line, what, bool(beyond_gap))
    if what == "ust" or end_on_top:
        steps = [*prefix, Step("Uğur Böceği 3 alan hareket eder: tam iki adım Kovan'ın üstünden "
                               "gider, son adımda aşağı iner", mover.move)]  # fmt: skip
        lead = "2 adım Kovan'ın üstünden"
        if end_on_top:
            steps.append(Step("hareketini Kovan'ın üstünde bitiremez: son adımı hep iniştir, "
                              "üstte kalamaz", REFS["ladybug_ends_down"]))  # fmt: skip
            lead += "; üstte kalamaz, son adımda aşağı iner"
        who = f"Sivrisinek ({mover.name} gibi)" if prefix else mover.name
        return _result(2, "adım", lead, steps,
                       f"{who}: 3 adımının 2'si Kovan'ın üstünden, sonuncusu aşağı iniş.",
                       "3 − 1 = 2")  # fmt: skip
    value, lead, steps, expr = _fixed_move(mover, ability)
    who = f"Sivrisinek ({mover.name} gibi)" if prefix else mover.name
    summary = (
        f"{who}: {value} alan."
        if value is not None
        else f"{who}: sabit bir sınırı yok, Kovan'ın çevresinde herhangi bir konuma gider."
    )
    return _result(value, "alan", lead, prefix + steps, summary, expr)


def _grasshopper(
    prefix: list[Step], k: int | None, what: str, beyond_gap: bool = False
) -> CalcResult:
    jump = Step(
        "Çekirge düz bir hat boyunca bitişik taşların üzerinden atlayıp ilk boş alana "
        "iner, en az 1 taşın üzerinden atlamak zorundadır",
        REFS["grasshopper_move"],
    )
    line = Step("atladığı hattaki bütün alanlar dolu olmalıdır, ilk boş alana iner ve daha ileri "
                "gidemez", REFS["grasshopper_line"])  # fmt: skip
    steps = [*prefix, jump]
    if what == "atlanan":
        if k is None:
            return _result(1, "taş", "En az 1 taş", steps,
                           "Çekirge en az 1 taşın üzerinden atlar.")  # fmt: skip
        steps += [line, Step(f"hattaki {k} taşın hepsinin üzerinden atlar ve hemen sonraki "
                             f"ilk boş alana, {k + 1}. alana iner")]  # fmt: skip
        if beyond_gap:
            steps.append(Step("boşluktan sonraki taşın üzerinden atlayamaz, aradaki boşluğu "
                              "geçemez"))  # fmt: skip
        return _result(k, "taş", f"{k} taş, ilk boş alana iner", steps,
                       f"Çekirge {k} taşın üzerinden atlar, {k + 1}. alana (ilk boş alana) iner.")  # fmt: skip
    if k is None:
        steps.append(line)
        return _result(None, "alan", "Sabit bir mesafe yok", steps,
                       "Çekirge'nin mesafesi hattaki taş sayısına bağlıdır: en az 1 taşın "
                       "üzerinden atlar ve ilk boş alana iner.")  # fmt: skip
    steps += [line, Step(f"hattaki {k} taşın üzerinden atlayıp hemen sonraki boş alana iner")]
    if beyond_gap:
        steps.append(Step("boşluktan sonraki taşın üzerinden atlayamaz, aradaki boşluğu geçemez"))
    return _result(k + 1, "alan", f"{k + 1} alan", steps,
                   f"Çekirge {k} taşın üzerinden atlayıp {k + 1}. alana iner.", f"{k} + 1 = {k + 1}")  # fmt: skip


# -- pieces in hand; turns to place them -------------------------------------------------------
_PLACED_ITEM = re.compile(r"^(?:(\d+)\s*(?:tane\s*|adet\s*)?)?([^=:\d]+?)(?:\s*[=:]\s*(\d+))?$")


def placed_counts(placed: str | list[str] | None) -> dict[str, int]:
    """The pieces already placed, per bug ("kralice, 2 karinca, 3 cekirge" or
    "karinca=2"); a bug named without a number counts once."""
    if not placed:
        return {}
    items = placed if isinstance(placed, list) else re.split(r"[,;+\n]|\s+ve\s+", placed)
    out: dict[str, int] = {}
    for item in (i.strip() for i in items):
        if not item:
            continue
        m = _PLACED_ITEM.match(fold(item))
        if m is None:
            raise CalcError(f"'{item}' okunamadı. Örnek: kralice, 2 karinca, 3 cekirge.")
        n = int(m.group(1) or m.group(3) or 1)
        key = bug_key(m.group(2).strip())
        out[key] = out.get(key, 0) + n
    return out


def _hand(
    edition: str | None,
    packs: str | list[str] | None,
    pack_count: int | None,
) -> tuple[CalcResult, dict[str, int] | None]:
    """One player's pieces (the `pieces` result) and, where the kinds are known, how many of
    each bug that player has."""
    key = edition_key(edition)
    if key == PACK:
        raise CalcError("Elde kalan taşlar bir oyuncunun setinden sayılır; tek bir paket değil, "
                        f"bir baskı seçin ({EDITION_NAMES.rsplit(',', 1)[0]}).")  # fmt: skip
    whole = pieces(edition, True, packs, pack_count)
    keys, k = _pack_total(packs, pack_count)
    if k and not keys:
        return whole, None  # packs counted, not named: which bugs is not known
    if key in EDITIONS and key != "temel":
        kinds: tuple[str, ...] = EDITIONS[key].bugs
    else:
        kinds = (*EDITIONS["temel"].bugs, *keys)
    return whole, {b: BUGS[b].per_player for b in kinds}


def _counted(counts: dict[str, int]) -> str:
    """ "1 Arı Kraliçe, 2 Asker Karınca ve 1 Örümcek" """
    parts = [f"{n} {BUGS[b].name}" for b, n in counts.items()]
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " ve " + parts[-1]


def _left_in_hand(
    edition: str | None,
    packs: str | list[str] | None,
    pack_count: int | None,
    placed: str | list[str] | None,
    placed_count: int | None,
) -> tuple[CalcResult, int, list[Step], str]:
    """(the set's pieces, the pieces still in hand, the steps, the arithmetic)."""
    whole, hand = _hand(edition, packs, pack_count)
    if not isinstance(whole.value, int):
        return whole, -1, [], ""
    total = whole.value
    counts = placed_counts(placed)
    if counts and hand is None:
        raise CalcError("Paketlerin adı yazılmadan hangi taşların konduğu sayılamaz; paketleri "
                        f"adıyla yazın ({_names(EXPANSION_BUGS)}).")  # fmt: skip
    for b, n in counts.items():
        have = (hand or {}).get(b, 0)
        if n > have:
            where = f"{total} taşlık sette" if have else "bu sette"
            raise CalcError(f"{where} her oyuncunun {have} {BUGS[b].name} taşı var; {n} tanesi "
                            "konmuş olamaz.")  # fmt: skip
    done = sum(counts.values())
    if placed_count is not None and counts and placed_count != done:
        raise CalcError(f"Konan taş sayısı {placed_count}, ama sayılan taşlar {done} ediyor "
                        f"({_counted(counts)}); ikisi aynı olmalı.")  # fmt: skip
    if placed_count is not None:
        done = placed_count
    if done > total:
        raise CalcError(f"Her oyuncunun {total} taşı var; {done} taş konmuş olamaz.")
    steps = list(whole.steps)
    if not done:
        return whole, total, steps, ""
    left = total - done
    if counts:
        whole_kinds = [b for b, n in counts.items() if n == BUGS[b].per_player > 1]
        for b in whole_kinds:  # "bütün çekirgelerimi": the set holds 3
            steps.append(Step(f"her oyuncuya {BUGS[b].per_player} adet {BUGS[b].name} düşer, "
                              "hepsi oyunda", BUGS[b].ref))  # fmt: skip
        inner = " + ".join(str(n) for n in counts.values())
        steps.append(Step(f"oyuna giren taşların: {_counted(counts)}"
                          + (f" = {done} taş" if len(counts) > 1 else "")))  # fmt: skip
        expr = f"{total} − ({inner}) = {left}" if len(counts) > 1 else f"{total} − {done} = {left}"
        rest = {b: n - counts.get(b, 0) for b, n in (hand or {}).items() if n > counts.get(b, 0)}
        if rest:
            steps.append(Step(f"elinde kalanlar: {_counted(rest)}"))
    else:
        steps.append(Step(f"{done} taşın oyuna girdi"))
        expr = f"{total} − {done} = {left}"
    return whole, left, steps, expr


def pieces_in_hand(
    edition: str | None = None,
    packs: str | list[str] | None = None,
    pack_count: int | None = None,
    placed: str | list[str] | None = None,
    placed_count: int | None = None,
    turns: int | None = None,
    queen_late: bool = False,
) -> CalcResult:
    """Pieces a player still holds after placing ``placed`` (per bug) or ``placed_count``;
    with ``turns``: after that many of their own turns, each of which placed a new piece
    (``queen_late``: the queen was not placed before the 4th turn, so every turn before her
    placed a piece and the 4th placed her)."""
    if turns is not None:
        return _hand_after_turns(edition, packs, pack_count, placed, placed_count, turns,
                                 queen_late)  # fmt: skip
    if queen_late:
        raise CalcError("Arı Kraliçe'nin geç konduğu, oynanan tur sayısıyla birlikte yazılır.")
    whole, left, steps, expr = _left_in_hand(edition, packs, pack_count, placed, placed_count)
    if left < 0:
        return whole
    return _result(left, "taş", f"{left} taş kaldı", steps,
                   f"Elinde {left} taş kaldı.", expr)  # fmt: skip


def _hand_after_turns(
    edition: str | None,
    packs: str | list[str] | None,
    pack_count: int | None,
    placed: str | list[str] | None,
    placed_count: int | None,
    turns: int,
    queen_late: bool,
) -> CalcResult:
    """One new piece a turn: the set less the turns played."""
    if placed or placed_count is not None:
        raise CalcError("Oynanan tur sayısı ile konan taşlar birlikte verilmez; birini yazın.")
    if turns < 1:
        raise CalcError(f"Geçersiz tur sayısı: {turns}. Turlar 1'den başlar.")
    whole, left, steps, expr = _left_in_hand(edition, packs, pack_count, None, 0)
    if not isinstance(whole.value, int):
        return whole
    total = whole.value
    if turns > total:
        raise CalcError(f"Her oyuncunun {total} taşı var; her turda yeni taş koyarak {turns} tur "
                        "oynamış olamaz.")  # fmt: skip
    left = total - turns
    steps.append(Step("her turda tek hamle yaparsın: ya elinden yeni bir taş koyarsın ya da bir "
                      "taşını hareket ettirirsin", REFS["in_turn"]))  # fmt: skip
    lead = f"{left} taş kalır"
    if queen_late:
        steps.append(Step("Arı Kraliçe'n tahtaya konmadan hiçbir taşını hareket ettiremezsin, tek "
                          "seçeneğin yeni taş koymaktır", REFS["no_move_before_queen"]))  # fmt: skip
        if turns >= QUEEN_LATEST:
            steps.append(Step("daha önce koymadığın için 4. turunda başka hamle yapamazsın, "
                              "zorunlu olarak Arı Kraliçe'ni koyarsın; o da elinden çıkan bir taştır",
                              REFS["queen_forced"]))  # fmt: skip
            lead += " (4. turunda zorunlu olarak Arı Kraliçe'ni koyarsın)"
        else:
            steps.append(Step("Arı Kraliçe'n hâlâ elinde; en geç 4. turunda oyuna sokmak "
                              "zorundasın", REFS["queen_latest"]))  # fmt: skip
    steps.append(Step(f"{turns} turun her birinde 1 yeni taş konur: {turns} taş oyuna girer"))
    return _result(left, "taş", lead, steps, f"Elinde {left} taş kalır.",
                   f"{total} − {turns} = {left}")  # fmt: skip


def placement_turns(
    edition: str | None = None,
    packs: str | list[str] | None = None,
    pack_count: int | None = None,
    placed: str | list[str] | None = None,
    placed_count: int | None = None,
) -> CalcResult:
    """The fewest turns that bring all of a player's pieces (or those still in hand) into
    play: one move a turn, so at most one new piece a turn."""
    whole, left, steps, expr = _left_in_hand(edition, packs, pack_count, placed, placed_count)
    if left < 0:
        return whole
    steps.append(Step("her turda tek hamle yaparsın, ya elinden yeni bir taş koyarsın ya da bir "
                      "taşını hareket ettirirsin, ikisini aynı turda birden yapamazsın; turda en "
                      "fazla 1 taş girer", REFS["one_move"]))  # fmt: skip
    left_expr = f"{left} ÷ 1 = {left}"
    arithmetic = f"{expr}; {left_expr}" if expr else left_expr
    which = "elindeki" if expr else "bütün"
    return _result(left, "tur", f"En az {left} tur", steps,
                   f"{which.capitalize()} taşlarını oyuna sokmak en az {left} tur sürer.",
                   arithmetic)  # fmt: skip


# -- pieces of one bug still in hand ---------------------------------------------------------
_EACH = {1: "1'er", 2: "2'şer", 3: "3'er"}


def bug_left(
    bug: str,
    placed: int,
    other_placed: int | None = None,
    both: bool = False,
    edition: str | None = None,
) -> CalcResult:
    """Pieces of one bug still in hand: the player's own (``placed`` of theirs are down), or
    both players' together (``both``; ``other_placed`` of the other player's are down). A
    piece once placed never goes back to the hand."""
    b = BUGS[bug_key(bug)]
    key = edition_key(edition)
    if key == PACK:
        raise CalcError("Elde kalan taşlar bir oyuncunun setinden sayılır; bir baskı seçin "
                        f"({EDITION_NAMES.rsplit(',', 1)[0]}).")  # fmt: skip
    if b.expansion:
        e = EDITIONS.get(key or "")
        if e is None or b.key not in e.bugs:
            raise CalcError(f"{b.name} temel Hive kutusunda bulunmaz; onu içeren baskıyı yazın "
                            "(pocket, carbon, ultimate; Tespih Böceği yalnızca ultimate).")  # fmt: skip
        steps = [Step(_holds(e, [b.key]), e.bugs_ref),
                 Step(f"{b.name} oyuna eklendiğinde her oyuncunun elinde 1 adet bulunur",
                      REFS["one_each"])]  # fmt: skip
    else:
        steps = [Step(f"her oyuncuya {b.per_player} adet {b.name} düşer", b.ref)]
    n = b.per_player
    if both and other_placed is None:
        raise CalcError("İkinizin elindekiler için rakibin kaç tane koyduğunu da yazın.")
    for count in (placed, other_placed):
        if count is not None and not 0 <= count <= n:
            raise CalcError(f"Her oyuncunun {n} {b.name} taşı var; {count} tanesi konmuş "
                            "olamaz.")  # fmt: skip
    stays = Step("bir taş bir kez konduktan sonra oyundan geri alınamaz, elden çıkmış olur",
                 REFS["placed_stays"])  # fmt: skip
    if both and other_placed is not None:
        total, down = 2 * n, placed + other_placed
        left = total - down
        steps.append(Step(f"Hive iki kişiliktir: ikinizin toplam 2 × {n} = {total} {b.name} "
                          "taşı var", REFS["players"]))  # fmt: skip
        steps.append(stays)
        steps.append(Step(f"masada senin {placed}, rakibinin {other_placed} {b.name} taşı var: "
                          f"{placed} + {other_placed} = {down}"))  # fmt: skip
        expr = f"2 × {n} = {total}; {placed} + {other_placed} = {down}; {total} − {down} = {left}"
        lead = (f"{left} {b.name} kaldı, ikinizin elinde toplam (her oyuncuya {_EACH.get(n, n)} "
                f"gelir, ikinize {total})")  # fmt: skip
        summary = f"İki oyuncunun elinde toplam {left} {b.name} kaldı."
        return _result(left, "adet", lead, steps, summary, expr)
    left = n - placed
    steps.append(stays)
    steps.append(Step(f"masada senin {placed} {b.name} taşın var"))
    lead = f"{left} {b.name} kaldı elinde (her oyuncuya {_EACH.get(n, n)} gelir)"
    return _result(left, "adet", lead, steps, f"Elinde {left} {b.name} kaldı.",
                   f"{n} − {placed} = {left}")  # fmt: skip


# -- turns to reach a space -------------------------------------------------------------------
_ONE_A_TURN = ("kralice", "bocek", "tespih-bocegi")


def move_turns(
    bug: str,
    distance: int,
    climb: bool = False,
    placed_first: bool = False,
) -> CalcResult:
    """The fewest of the player's own turns a bug needs to reach a space ``distance`` spaces
    away along an open path (one move a turn): 1 space a turn for the Queen, the Beetle and
    the Pillbug, any position for the Soldier Ant in 1 turn, exactly 3 for the Spider.
    ``climb``: the target is on top of a piece (only the Beetle climbs); ``placed_first``:
    the customer asked whether the piece can be put straight on top (it cannot: new pieces
    go on the ground)."""
    b = BUGS[bug_key(bug)]
    if distance < 1:
        raise CalcError(f"Geçersiz mesafe: {distance}. En az 1 alan olmalı.")
    if climb and b.key != "bocek":
        raise CalcError(f"Kovan'ın üstüne yalnızca Böcek çıkıp orada kalabilir; {b.name} bir "
                        "taşın üstüne çıkamaz.")  # fmt: skip
    if placed_first and b.key != "bocek":
        raise CalcError("Doğrudan üste koyma sorusu yalnızca Böcek için anlamlı.")
    steps: list[Step] = []
    if placed_first:
        steps.append(Step("Böcek ilk konduğunda diğer taşlar gibi zemin seviyesine yerleştirilir, "
                          "doğrudan Kovan'ın üstüne konamaz; oraya ancak sonradan hareketle "
                          "çıkabilir", REFS["beetle_ground"]))  # fmt: skip
    one_move = Step("her turda tek hamle yaparsın: taşın turda bir kez hareket eder",
                    REFS["in_turn"])  # fmt: skip
    if b.key in _ONE_A_TURN:
        what = {"kralice": "Arı Kraliçe turda yalnızca 1 alan hareket eder",
                "bocek": "Böcek turda 1 alan hareket eder, Kovan'ın üstüne de çıkabilir",
                "tespih-bocegi": "Tespih Böceği Arı Kraliçe gibi turda 1 alan hareket eder"}[b.key]  # fmt: skip
        steps += [Step(what, b.move), one_move]
        path = (f"hedefe kadar {distance} alan var (üstüne çıkılan taşlar da birer alan)"
                if climb else f"yol açıkken her turda 1 alan ilerler, {distance} alan için "
                f"{distance} tur")  # fmt: skip
        steps.append(Step(path))
        unit = "hamle" if placed_first else "tur"
        head = f"{distance} {unit}"
        lead = f"Hayır, doğrudan üste konamaz; koyduktan sonra {head}" if placed_first else head
        return _result(distance, unit, lead, steps,
                       f"{b.name} {distance} alanı en az {distance} turda gider.",
                       f"{distance} ÷ 1 = {distance}")  # fmt: skip
    if b.key == "karinca":
        steps += [Step("Asker Karınca kısıtlamalara uyduğu sürece Kovan'ın çevresinde herhangi "
                       "bir konuma gidebilir", b.move), one_move,
                  Step(f"yol açıksa {distance} alan ötedeki boşluğa tek hamlede varır")]  # fmt: skip
        return _result(1, "tur", "1 tur", steps,
                       "Asker Karınca yol açıksa oraya 1 turda varır.")  # fmt: skip
    if b.key == "orumcek":
        steps += [Step("Örümcek turda tam 3 alan hareket eder, ne eksik ne fazla", b.move),
                  one_move]  # fmt: skip
        if distance % 3 == 0:
            n = distance // 3
            steps.append(Step(f"{distance} alanlık yol, her turda tam 3 alan: {n} tur"))
            return _result(n, "tur", f"{n} tur", steps,
                           f"Örümcek {distance} alanı {n} turda gider.",
                           f"{distance} ÷ 3 = {n}")  # fmt: skip
        steps.append(Step(f"{distance} alan 3'ün katı değil; kaç turda varacağı izleyebileceği "
                          "başka yollara bağlıdır"))  # fmt: skip
        return _result(None, "tur", "Tahtaya bağlı", steps,
                       f"Örümcek tam 3 alan gittiği için {distance} alanı kaç turda gideceği "
                       "tahtadaki yola bağlıdır.")  # fmt: skip
    steps.append(Step(f"{b.name} sabit bir alan sayısı kadar yürümez", b.move))
    return _result(None, "tur", "Tahtaya bağlı", steps,
                   f"{b.name} için kaç tur süreceği tahtadaki taşlara bağlıdır.")  # fmt: skip
