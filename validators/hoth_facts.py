"""Hoth component counts and fixed facts: the board, the command cards, figures per unit, the
other boxed components, and the player counts. Each value cites the sentence that states it;
derived totals (†) show their sum."""

from __future__ import annotations

import re
from typing import Any

from validators.base import CalcError, CalcResult, Step
from validators.calculator import Calculator, Field
from validators.common import asks_per_player
from validators.hoth_data import (
    ARTILLERY_PIECE_REF,
    ATAT_PIECE_REF,
    BADGES_REF,
    BOARD_REF,
    CAMPAIGN_BOOKS_REF,
    CAMPAIGN_REF,
    CARDHOLDER_REF,
    CARDS_REBEL_REF,
    CARDS_REF,
    CLASSIC_REF,
    CS_CAMPAIGN_PLAYERS_REF,
    CS_DECK_REF,
    CS_ELITE_SQUADRON_REF,
    CS_ONE_BADGE_REF,
    DICE_FACES_REF,
    DROID_PIECE_REF,
    ELITE_SQUADRON_REF,
    EXCESS_HITS_REF,
    FOUR_PLAYER_REF,
    GAME,
    HALF_HEX_REF,
    LEADER_CARDS_REF,
    LEADER_MODE_REF,
    LEADERS_REF,
    MEDALS_PIECES_REF,
    ONE_BADGE_REF,
    PLAYERS_REF,
    REMOVE_FIGURE_REF,
    SCENARIOS_REF,
    SPEEDER_PIECE_REF,
    STRUCTURE_PIECES_REF,
    SUMMARY_SHEETS_REF,
    TEAMS_REF,
    TERRAIN_TILES_REF,
    THREE_PLAYER_REF,
    UNIT_ALIASES,
    UNITS,
)
from validators.hoth_parse import units_in
from validators.hoth_read import (
    ADDS,
    KAC,
    after_kac,
    asks,
    asks_for,
    blank_before,
    blank_guesses,
    blank_left_out,
    counts_before,
    faction,
    mentions,
    numbers,
    single_unit,
)
from validators.hoth_text import choose, looked_up, not_stated, result

# -- the board ---------------------------------------------------------------------------------
BOARD_WHATS = {"genislik": "genişlik", "derinlik": "derinlik", "bolum": "bölüm",
               "cizgi": "çizgi", "hex": "toplam hex"}  # fmt: skip


def board(what: str, also: str | None = None) -> CalcResult:
    """One fact of the board; ``also``: a second one asked in the same question ("kaç hex
    genişliğinde, bi de kaç bölüme ayrılıyo"), said after the first (whose number leads)."""
    first = _board_fact(what)
    second = choose(also, BOARD_WHATS, "tahta ölçüsü")
    if second is None or second == choose(what, BOARD_WHATS, "tahta ölçüsü"):
        return first
    other = _board_fact(second)
    if first.value is None or other.value is None:
        raise CalcError("Toplam hex sayısını kural metni vermiyor; onu ayrı sor.")
    lead = f"{_both_lead(first, what)}, {_both_lead(other, second)}"
    return looked_up(first.value, first.unit, lead, [*first.steps, *other.steps],
                     summary=f"{lead[:1].upper()}{lead[1:]}.")  # fmt: skip


# Two facts in one lead say which number is which: "10 hex genişlik, 3 bölüm"
def _both_lead(fact: CalcResult, what: str) -> str:
    key = choose(what, BOARD_WHATS, "tahta ölçüsü")
    if key in ("genislik", "derinlik"):
        return f"{fact.value} hex {BOARD_WHATS[key]}"
    return fact.lead


def _board_fact(what: str) -> CalcResult:
    key = choose(what, BOARD_WHATS, "tahta ölçüsü")
    if key == "genislik":
        return looked_up(
            10, "hex", "10 hex", [Step("oyun tahtası 10 hex genişliğindedir", BOARD_REF)]
        )
    if key == "derinlik":
        return looked_up(7, "hex", "7 hex", [Step("oyun tahtası 7 hex derinliğindedir", BOARD_REF)])
    if key == "bolum":
        text = "iki kırmızı kesik çizgi tahtayı sol kanat, merkez ve sağ kanat olmak üzere 3 bölüme ayırır"
        return looked_up(3, "bölüm", "3 bölüm", [Step(text, BOARD_REF)])
    if key == "cizgi":
        text = "tahtayı sol kanat, merkez ve sağ kanada ayıran 2 kırmızı kesik çizgi vardır"
        return looked_up(2, "çizgi", "2 kırmızı kesik çizgi", [Step(text, BOARD_REF)])
    return not_stated(
        "tahtadaki toplam hex sayısı",
        [
            Step("tahta 10 hex genişliğinde ve 7 hex derinliğindedir", BOARD_REF),
            Step("kenarlarda yarım hexler olduğu için toplam, genişlik ile derinliğin çarpımı "
                 "değildir; kural metni toplamı vermez", HALF_HEX_REF),
        ],
    )  # fmt: skip


_BOARD_WORD = r"tahta|harita|board|savas alan|oyun alan|map"


# Where a second question about the board begins: "…genişliğinde? bi de kaç bölüme…"
_NEXT_ASK = re.compile(
    r"[?.;!]|,(?=\s*(?:\S+\s+){0,2}kac(?![a-z]))"
    r"|\s(?:bi\s*de|bir\s*de|ayrica|peki|ve)\s+(?=(?:\S+\s+)?kac(?![a-z]))"
)


def _read_board(q: str) -> dict[str, Any] | None:
    """The board fact asked; two asked in two clauses ("kaç hex genişliğinde? bi de kaç
    bölüme ayrılıyo"): the first, with the second as ``also``."""
    whole = _read_board_clause(q)
    if not asks(q) or mentions(q, _NOT_BOARD):
        return None
    board_named = mentions(q, _BOARD_WORD)
    asked: list[str] = []
    start = 0
    for stop in [*(m.start() for m in _NEXT_ASK.finditer(q)), len(q)]:
        clause = q[start:stop]
        start = stop
        if not mentions(clause, KAC):
            continue
        # the board named once for the whole question ("tahta kaç hex genişliğinde? bi de
        # kaç bölüme ayrılıyo"): a later clause is about it too
        read = _read_board_clause(clause if not board_named else f"tahta {clause}")
        if read is not None and read["what"] not in asked:
            asked.append(read["what"])
    if len(asked) == 2 and "hex" not in asked:
        return {"what": asked[0], "also": asked[1]}
    return whole


_NOT_BOARD = r"emir|birim|hareket|saldir|zar|menzil|uzag|git|gid"


def _read_board_clause(q: str) -> dict[str, Any] | None:
    if not asks(q) or mentions(q, _NOT_BOARD):
        return None
    board_named = mentions(q, _BOARD_WORD)
    # "kaç parçaya bölüyo", "kaç kısma ayırıyo": the sections the lines make, not the lines
    if asks_for(q, r"parca\w*|kisma|kisim\w*|bolume|bolum\w*") and (
        board_named or mentions(q, r"cizgi|kanat")
    ):
        return {"what": "bolum"}
    if (
        asks_for(q, r"(?:kirmizi\s+)?(?:kesik\s+)?cizgi")
        or (board_named and mentions(q, r"cizgi") and asks(q))
        or mentions(q, r"(?:bolum|kirmizi|kesik|kanat)\w*\s+cizgi")
    ):
        return {"what": "cizgi"}
    if asks_for(q, r"bolum|kanat|kanad|sektor") or (board_named and mentions(q, r"bolume|bolum")):
        return {"what": "bolum"}
    if not board_named:
        return None
    wide = mentions(q, r"genis|(?<![a-z])eni?(?![a-z])|(?<![a-z])en(?:inde|ine|inin)(?![a-z])")
    deep = mentions(q, r"derin|(?<![a-z])boy")
    if wide != deep:
        return {"what": "genislik" if wide else "derinlik"}
    if not wide and (asks_for(q, r"hex|altigen") or mentions(q, r"hexten olus|hexlik")):
        return {"what": "hex"}
    return None


# -- command cards -----------------------------------------------------------------------------
CARD_WHATS = {
    "standart": "standart kart", "lider_karti": "lider kartı", "lider": "lider sayısı",
    "lider_basina": "lider başına kart", "deste_klasik": "lidersiz deste",
    "deste_liderli": "liderli deste", "taraf_toplam": "taraf toplamı",
    "kutu_standart": "kutudaki standart kart", "kutu_lider_karti": "kutudaki lider kartı",
    "kutu_lider": "kutudaki lider", "kutu_toplam": "kutudaki komut kartı",
}  # fmt: skip
FACTIONS = {"imparatorluk": "Galaktik İmparatorluk", "asi": "Asi İttifak"}
LEADERS = {"vader": "Darth Vader", "veers": "Maximilian Veers", "piett": "Firmus Piett",
           "leia": "Leia Organa", "luke": "Luke Skywalker", "han": "Han Solo"}  # fmt: skip
LEADER_SIDE = {"vader": "imparatorluk", "veers": "imparatorluk", "piett": "imparatorluk",
               "leia": "asi", "luke": "asi", "han": "asi"}  # fmt: skip
_SIDE_REF = {"imparatorluk": CARDS_REF, "asi": CARDS_REBEL_REF}


_OF = {"imparatorluk": "Galaktik İmparatorluk'un", "asi": "Asi İttifak'ın"}


def _side_steps(side: str | None, text: str) -> list[Step]:
    """One step per faction the question covers: both when none is named (same numbers)."""
    sides = [side] if side is not None else list(FACTIONS)
    return [Step(f"{_OF[s]} {text} vardır", _SIDE_REF[s]) for s in sides]


def command_cards(what: str = "standart", faction: str | None = None,
                  leader: str | None = None) -> CalcResult:  # fmt: skip
    key = choose(what, CARD_WHATS, "kart sorusu") or "standart"
    side = choose(faction, FACTIONS, "taraf")
    chief = choose(leader, LEADERS, "lider")
    if chief is not None:
        if side is not None and LEADER_SIDE[chief] != side:
            raise CalcError(f"{LEADERS[chief]} {FACTIONS[side]} lideri değil; "
                            f"{FACTIONS[LEADER_SIDE[chief]]} liderlerindendir.")  # fmt: skip
        side = LEADER_SIDE[chief]
    if key.startswith("kutu") and side is not None:
        raise CalcError("Kutu toplamı iki tarafı birlikte sayar; taraf seçme ya da taraf başına "
                        "değeri sor (standart, lider_karti, taraf_toplam).")  # fmt: skip
    both = " (iki tarafta da aynı)" if side is None else ""
    if key == "standart":
        return looked_up(16, "kart", f"16 standart kart{both}",
                         _side_steps(side, "16 standart komut kartı"))  # fmt: skip
    if key == "lider_karti":
        return looked_up(9, "kart", f"9 lider kartı{both}",
                         _side_steps(side, "3 lider için 9 lider kartı"))  # fmt: skip
    if key == "lider":
        if side is not None:
            names = ", ".join(v for k, v in LEADERS.items() if LEADER_SIDE[k] == side)
            step = Step(f"{_OF[side]} 3 lideri vardır ({names})", LEADERS_REF)
        else:
            step = Step("her tarafın 3 lideri vardır (İmparatorluk için Vader, Veers ve Piett; "
                "Asiler için Leia, Luke ve Han)", LEADERS_REF)  # fmt: skip
        return looked_up(3, "lider", f"3 lider{both}", [step])
    if key == "lider_basina":
        who = LEADERS[chief] if chief else "her lider"
        step = Step(f"{who} desteye kendi 3 lider kartını ekler", LEADER_CARDS_REF)
        return looked_up(3, "kart", "3 lider kartı", [step])
    if key == "deste_klasik":
        steps = [Step("lidersiz klasik modda yalnızca 16 standart komut kartıyla oynanır", CLASSIC_REF),
                 Step("liderle oynanırsa seçilen liderin 3 kartı eklenir", CS_DECK_REF)]  # fmt: skip
        return looked_up(16, "kart", "16 kart", steps)
    if key == "deste_liderli":
        added = (f"lider {LEADERS[chief]} seçildiği için onun 3 lider kartı komut destesine "
                 "karıştırılır" if chief
                 else "bir lider seçilince onun 3 lider kartı komut destesine karıştırılır")  # fmt: skip
        steps = [Step("her tarafın destesinde 16 standart komut kartı vardır", CS_DECK_REF),
                 Step(added, LEADER_CARDS_REF)]  # fmt: skip
        return result(
            19, "kart", "19 kart", steps, arithmetic="16 + 3 = 19", refs=[LEADER_MODE_REF]
        )
    if key == "taraf_toplam":
        steps = _side_steps(side, "16 standart kart ve 9 lider kartı")
        return result(25, "kart", f"25 komut kartı{both}", steps, arithmetic="16 + 9 = 25")
    if key == "kutu_standart":
        steps = _side_steps(None, "16 standart komut kartı")
        return result(32, "kart", "32 standart kart", steps, arithmetic="16 + 16 = 32")
    if key == "kutu_lider_karti":
        steps = _side_steps(None, "9 lider kartı")
        return result(18, "kart", "18 lider kartı", steps, arithmetic="9 + 9 = 18")
    if key == "kutu_lider":
        step = Step("iki tarafın her birinin 3 lideri vardır", LEADERS_REF)
        return result(6, "lider", "6 lider", [step], arithmetic="3 + 3 = 6")
    steps = _side_steps(None, "16 standart kart ve 9 lider kartı")
    return result(50, "kart", "50 komut kartı", steps, arithmetic="16 + 9 = 25; 25 × 2 = 50")


LEADER_WORDS = {"vader": r"vader", "veers": r"veers", "piett": r"piett",
                 "leia": r"leia|leya", "luke": r"(?<![a-z])luke?(?:un|'un|nin)?(?![a-z])|skywalker",
                 "han": r"(?<![a-z])han(?:'?in|'?a)?(?![a-z])|han\s*solo"}  # fmt: skip
_NOT_DECK = r"takim|destek|ozet|tutucu|deploy|cek|elim|elde|elin|basla|dagit|kampanya|turda|tur\s+basi|her\s+tur|tur\s+sonu"
# Both sides counted together: "imparatorluk + asi toplam", "iki tarafın bütün kartları".
_TOGETHER = r"toplam|butun|hepsi|tum\b|tumu|dahil|birlikte|beraber|topla|\+"
_BOTH_SIDES = r"(?:her\s+)?iki\s+taraf|iki\s+deste|iki\s+tarafin|ikisinin"
# The leader's cards are left out: only the standard cards are counted.
_NO_LEADER = r"lider\w*(?:\s+\w+)?\s+(?:haric|harici|disinda|olmadan|sayma\w*|saymi\w*|dahil\s+degil)|lidersiz|klasik"
# The standard and the leader cards named together: "standart ve lider kartları", "lider +
# standart kartlar".
_BOTH_KINDS = r"standart\w*\s+(?:kart\w*\s+)?(?:ve|ile|\+|,)\s+lider|lider\w*\s+(?:kart\w*\s+)?(?:ve|ile|\+|,)\s+standart"
# A leader chosen for the game ("Vader'ı seçtim", "lider olarak Luke", "lider modunda").
_CHOSEN = r"lider(?:le|\s+ile|li|\s+modu|\s+oyna)|lider\s+sec|lider\s+olarak|sec(?:tim|tik|ersem|ersek|ecegim|ecegiz|ecem|icez)"


_MY_DECK = r"(?<![a-z])(?:destem\w*|benim\s+(?:komut\s+)?deste\w*|kendi\s+deste\w*)"
# Who took a leader, in the clause that names it: another player, or the speaker.
_OTHER_PLAYER = r"(?<![a-z])(?:kardes\w*|arkadas\w*|rakib\w*|rakip\w*|esim\w*|oglum\w*|kizim\w*|abim\w*|ablam\w*|o\b|oteki\w*|diger\w*)"
_SPEAKER = (
    r"(?<![a-z])ben\b|benim|oyn(?:ucam|icam|ayacagim|uyorum|uyom|ucagim|arim)\b"
    r"|(?:sec|al|tut)(?:tim|dim|icam|acagim|iyorum|iyom|arim)\b"
)


def _my_leader(q: str, chiefs: list[str]) -> str | None:
    """Of two leaders of the two sides, the one the speaker plays: named in a clause said in the
    first person, the other in a clause about another player; None when unclear."""
    if LEADER_SIDE[chiefs[0]] == LEADER_SIDE[chiefs[1]]:
        return None
    mine, theirs = [], []
    for key in chiefs:
        m = re.search(LEADER_WORDS[key], q)
        if m is None:
            return None
        start = max(q.rfind(c, 0, m.start()) for c in ",.;?!") + 1
        ends = [i for c in ",.;?!" if (i := q.find(c, m.end())) >= 0]
        clause = q[start : min(ends) if ends else len(q)]
        if re.search(_OTHER_PLAYER, clause):
            theirs.append(key)
        elif re.search(_SPEAKER, clause):
            mine.append(key)
    return mine[0] if len(mine) == 1 and len(theirs) == 1 else None


def _read_command_cards(q: str) -> dict[str, Any] | None:
    no_leader = mentions(q, _NO_LEADER)
    # "destek kartlarını saymıyorum / saymadan": not part of the count asked
    q = blank_before(blank_left_out(q))
    if not asks(q) or mentions(q, _NOT_DECK) or not mentions(q, r"kart|lider|deste"):
        return None
    if mentions(q, r"(?<![a-z])fark"):
        return None  # a difference between two counts is asked, not one of them
    side = faction(q)
    chiefs = [k for k, p in LEADER_WORDS.items() if re.search(p, q)]
    if len(chiefs) == 2 and mentions(q, _MY_DECK):
        # "Vader ile oynicam, kardeşim de Leia'yı aldı. Benim destem kaç kart": the speaker's
        # deck is asked; the other side's leader is the other player's
        mine = _my_leader(q, chiefs)
        if mine is None:
            return None
        chiefs, side = [mine], LEADER_SIDE[mine]
    both = side is False or mentions(q, _BOTH_SIDES)
    if len(chiefs) > 1 or (both and not mentions(q, _TOGETHER + r"|kutu")):
        return None  # both sides named without counting them together ("arasında fark")
    if both:
        side = None
    inputs: dict[str, Any] = {"faction": side, "leader": chiefs[0] if chiefs else None}
    box = (mentions(q, r"kutu") or both) and side is None
    # The noun right after "kaç" is what is asked ("kaç standart kart + 3 lider için 9 lider
    # kartı"); a question ending in "kaç" asks about the words before it.
    asked = after_kac(q) or q
    if re.match(
        r"(?:eder|olur|yapar|tutar|ediyo|oluyo|yapiyo|tanedir|olmali|olmasi|olacak|var)\b", asked
    ):
        asked = q  # "… toplasam kaç eder": the words before "kaç" say what is counted
    if mentions(q, ADDS) and mentions(q, r"lider|" + "|".join(LEADER_WORDS.values())):
        return {**inputs, "what": "lider_basina"}
    if mentions(q, _BOTH_KINDS) and not (no_leader or chiefs or mentions(q, r"fark|arasi")):
        # "standart ve lider kartları beraber": both kinds of the side (or box) together
        return {**inputs, "what": "kutu_toplam" if box else "taraf_toplam"}
    if re.match(r"(?:komut\s+)?(?:standart|normal)", asked):
        return {**inputs, "what": "kutu_standart" if box else "standart"}
    if re.match(r"lider(?:i|in|e|ler|den|lik)?(?![a-z])(?!\s*kart)", asked) or (
        asked is q
        and mentions(q, r"lider(?:i|ler)?(?![a-z])(?!\s*kart)")
        and not mentions(q, r"kart")
    ):
        return {**inputs, "what": "kutu_lider" if box else "lider"}
    # "lider kartları da dahil toplam kaç": the leader cards are part of the total asked
    included = r"lider\s*kart\w*\s+(?:de\s+|da\s+)?(?:dahil|ile\s+birlikte|beraber)"
    if re.match(r"lider\s*kart", asked) or (
        asked is q and mentions(q, r"lider\s*kart") and not mentions(q, included)
    ):
        if chiefs or mentions(
            q, r"lider\s*basina|her\s+lider|bir\s+lider(?:in|le)|liderin|ekle|karistir|katar"
        ):
            return {**inputs, "what": "lider_basina"}
        return {**inputs, "what": "kutu_lider_karti" if box else "lider_karti"}
    if not re.match(r"(?:komut\s+)?(?:kart|deste)", asked) and asked is not q:
        return None
    chosen = bool(chiefs) or mentions(q, _CHOSEN)
    if chosen and not no_leader and not box and mentions(q, r"deste"):
        return {**inputs, "what": "deste_liderli"}  # "Vader'ı seçtim, destem kaç kart"
    if chiefs and not mentions(q, r"deste"):
        return {**inputs, "what": "lider_basina"}
    if no_leader and box:
        return {**inputs, "what": "kutu_standart"}
    if no_leader:
        return {**inputs, "what": "deste_klasik"}
    if mentions(q, r"standart"):
        return {**inputs, "what": "kutu_standart" if box else "standart"}
    if box or (mentions(q, r"toplam") and side is None and not mentions(q, r"taraf")):
        return {**inputs, "what": "kutu_toplam"} if mentions(q, r"kutu|" + _TOGETHER) else None
    if mentions(q, r"toplam|butun|hepsi|tum|taraf"):
        return {**inputs, "what": "taraf_toplam"}
    if mentions(q, r"deste"):
        return {**inputs, "what": "deste_klasik"}
    return None


# -- figures per unit --------------------------------------------------------------------------
FIGURE_UNITS = {"echo_base_trooper": "Echo Base trooper", "snowtrooper": "Snowtrooper",
                "snowspeeder": "Snowspeeder", "elite_squadron": "Elit Filo (snowspeeder)",
                "at_at": "AT-AT", "artillery": "Asi Topçusu",
                "probe_droid": "İmparatorluk Keşif Droidi", "infantry": "piyade"}  # fmt: skip
_PIECE_REFS = {"at_at": ATAT_PIECE_REF, "probe_droid": DROID_PIECE_REF,
               "snowspeeder": SPEEDER_PIECE_REF, "artillery": ARTILLERY_PIECE_REF}  # fmt: skip


FIGURE_ASKS = ("minyatur", "isabet")


# No limit in the text; a side fields far fewer units of one kind (as hoth-force-figures).
MAX_UNITS = 20


def unit_figures(unit: str, what: str = "minyatur", units: int = 1) -> CalcResult:
    """Figures in a unit; with ``what="isabet"`` the hits that destroy it from full strength
    (each hit removes one figure, REMOVE_FIGURE_REF), for ``units`` such units: each unit's
    hits, added (excess hits on one unit are lost, EXCESS_HITS_REF)."""
    if what not in FIGURE_ASKS:
        raise CalcError(f"Bilinmeyen soru: '{what}'. Geçerli adlar: {', '.join(FIGURE_ASKS)}.")
    if not 1 <= units <= MAX_UNITS:
        raise CalcError(f"Geçersiz birim sayısı: {units}. Geçerli aralık: 1-{MAX_UNITS}.")
    if units > 1 and what != "isabet":
        raise CalcError("Birden çok birimin minyatürlerini hoth-force-figures sayar; burada "
                        "birim sayısı yalnızca isabet sorusu için verilir.")  # fmt: skip
    figures = _unit_figures(unit)
    if what == "minyatur" or figures.value is None:
        return figures
    if _figure_key(unit) == "at_at":
        raise CalcError("AT-AT isabet sayısıyla yok edilmez: isabet alınca doğrulama atışı "
                        "yapılır ve en az 1 patlama gelirse yok edilir.")  # fmt: skip
    n = figures.value
    steps = [*figures.steps, Step("her isabet hedef birimden 1 minyatür kaldırır; son minyatür "
                                  "kalkınca birim yok edilir", REMOVE_FIGURE_REF)]  # fmt: skip
    if units == 1:
        return result(n, "isabet", f"{n} isabet", steps, arithmetic=f"{n} × 1 = {n}",
                      refs=figures.citations)  # fmt: skip
    total = units * n
    steps.append(Step(f"{units} birimin her biri için {n} isabet gerekir; bir birime fazla "
                      "atılan isabet etkisizdir, başka birime geçmez", EXCESS_HITS_REF))  # fmt: skip
    return result(total, "isabet", f"{total} isabet", steps,
                  arithmetic=f"{units} × {n} = {total}", refs=figures.citations)  # fmt: skip


def _figure_key(unit: str) -> str:
    if re.search(r"elit|elite", unit.lower()):
        return "elite_squadron"
    from validators.common import resolve

    return (
        unit
        if unit in FIGURE_UNITS
        else resolve(unit, UNIT_ALIASES, "birim", FIGURE_UNITS.values())
    )


def _unit_figures(unit: str) -> CalcResult:
    typed = unit
    key = _figure_key(unit)
    if key == "structure":
        raise CalcError(f"'{typed}' bir yapıdır, birim sayılmaz ve minyatürü yoktur. Geçerli "
                        f"birimler: {', '.join(FIGURE_UNITS.values())}.")  # fmt: skip
    if key == "elite_squadron":
        steps = [Step("Elit Filo rozetli snowspeeder birimi 3 yerine 4 minyatürle başlar",
                      ELITE_SQUADRON_REF)]  # fmt: skip
        return result(4, "minyatür", "4 minyatür", steps, computed=False,
                      refs=[SPEEDER_PIECE_REF, CS_ELITE_SQUADRON_REF])  # fmt: skip
    if key == "infantry":
        parts = {UNITS[k].name: unit_figures(k) for k in ("snowtrooper", "echo_base_trooper")}
        steps = [Step("Snowtrooper birimi 4 minyatürden oluşur", UNITS["snowtrooper"].ref),
                 Step("Echo Base trooper birimi 3 minyatürden oluşur",
                      UNITS["echo_base_trooper"].ref)]  # fmt: skip
        return result(None, "minyatür", "Piyadenin türüne göre değişir", steps,
                      summary="Snowtrooper birimi 4, Echo Base trooper birimi 3 minyatürdür.",
                      computed=False, parts=parts)  # fmt: skip
    row = UNITS[key]
    extra = [_PIECE_REFS[key]] if key in _PIECE_REFS else []
    step = Step(f"{row.name} birimi {row.figures} minyatürden oluşur", row.ref)
    steps = [step]
    if key == "snowspeeder":
        steps.append(
            Step("Elit Filo rozetli snowspeeder birimi 4 minyatürle başlar", ELITE_SQUADRON_REF)
        )
    return result(
        row.figures, "minyatür", f"{row.figures} minyatür", steps, computed=False, refs=extra
    )


_FIGURE_WORDS = r"minyatur|figur|asker|kisi|ucak|model|parca|adam|tane\s+(?:minyatur|figur)"
_LOSS_WORDS = r"isabet|geri\s*cekil|kaybe|kald|kalir|kaliyo|kalan|kalacak|gider|gitti|oldu|yok\s*ed|vurdu|yedi"


# "yok etmek için kaç isabet lazım", "hepsini silmek için toplam kaç isabet": the hits that
# destroy a unit (or several) at full strength
_DESTROY = (r"(?:yok\s*et\w*|oldur\w*|indir\w*|bitir\w*|temizle\w*|dusur\w*"
            r"|(?<![a-z])sil(?:me|mek|mem|mey|er|ip|ecek)\w*)")  # fmt: skip
_HITS_TO_DESTROY = (_DESTROY + r"\s+(?:icin\s+)?(?:\w+\s+){0,2}kac\s+(?:tane\s+)?isabet"
                    r"|kac\s+isabet\w*\s+(?:\w+\s+){0,2}(?:yok\s*ed|oldur|gider|silin|biter)")  # fmt: skip
# "3 tane full snowtrooper birimi", "iki tam güçte kar askeri birimi", "3 birim snowtrooper":
# the words between a count and the unit it counts
_UNIT_COUNT_GAP = re.compile(
    r"\s*(?:tane\s+|adet\s+)?(?P<birim>birim\s+)?"
    r"(?:(?:full|tam|tam\s+guc\w*|saglam|dolu|eksiksiz|kayipsiz)\s+)*"
)


def _elite_units(q: str, start: int) -> int | None:
    """The count written before "Elit Filo" ("2 elit filo birimi"): units only with "birim"."""
    for value, _, end in reversed(numbers(q)):
        gap = _UNIT_COUNT_GAP.fullmatch(q, end, start)
        if end > start or gap is None:
            continue
        if value > 1 and not (gap.group("birim") or re.search(r"birim", q[start : start + 40])):
            return None
        return value
    return 1


def _units_counted(q: str) -> int | None:
    """How many units of the one kind named are to be destroyed: the count written before the
    unit ("3 tane full snowtrooper birimi" → 3); 1 when none; None when unclear ("2
    snowtrooper": two units or two figures?; "snowtrooperları": how many?)."""
    found = units_in(q)
    if len(found) != 1:
        return None
    u = found[0]
    for value, _, end in reversed(numbers(q)):
        gap = _UNIT_COUNT_GAP.fullmatch(q, end, u.start)
        if end > u.start or gap is None:
            continue
        of_units = bool(gap.group("birim")) or bool(re.match(r"\s+birim", q[u.end :]))
        if value > 1 and not of_units:
            return None
        return value
    if re.match(r"l[ae]r", u.suffix.lstrip("'’")) or re.match(r"\s+birimler", q[u.end :]):
        return None
    return 1


# "keşif droidi biriminde kaç figür", "bir AT-AT birimi kaç minyatür": one unit's figures
_PER_UNIT = re.compile(
    r"(?:(?<![a-z])bir|her)\s+(?:\S+\s+){0,2}?birim\w*\s+(?:\S+\s+)?kac"
    r"|birim(?:inde|i|de|da|i\s+de|i\s+da)?\s+(?:\S+\s+)?kac\s+(?:tane\s+)?(?:minyatur|figur)"
)


def _per_unit_ask(q: str) -> bool:
    """The count asked is one unit's ("probe droid biriminde kaç figür oluyo? kutudan çıkan
    droidleri birimlere nasıl böleceğiz"): the box or a total is named only in another
    sentence, as context."""
    for sentence in re.split(r"[?.!;,]", q):
        if mentions(sentence, KAC):
            return bool(_PER_UNIT.search(sentence)) and not mentions(sentence, r"kutu|toplam")
    return False


def _read_unit_figures(q: str) -> dict[str, Any] | None:
    if mentions(q, _HITS_TO_DESTROY):
        if mentions(q, r"kald|kalan|\d+\s*(?:minyatur|figur)"):
            return None  # a damaged unit: hoth-losses counts what is left
        elite = re.search(r"elit\s*filo|elite\s*squadron|elit\s*speeder|elit\s*snowspeeder", q)
        if elite:
            count = _elite_units(q, elite.start())
            if count is None:
                return None
            return {"unit": "elite_squadron", "what": "isabet",
                    **({"units": count} if count > 1 else {})}  # fmt: skip
        key = single_unit(q)
        if not isinstance(key, str) or key in ("structure", "at_at"):
            return None
        count = _units_counted(q)
        if count is None:
            return None
        return {"unit": key, "what": "isabet", **({"units": count} if count > 1 else {})}
    if mentions(q, r"elit\s*filo|elite\s*squadron|elit\s*speeder|elit\s*snowspeeder"):
        if (
            {u.key for u in units_in(q)} - {"snowspeeder"}
            or mentions(
                q, r"toplam|(?<!\d)(?:[02-9]|\d\d+)(?!\d)|normal|sade|rozetsiz|fazla|eksik|fark"
            )
            or len(numbers(q)) > 1
        ):
            return None  # other units, or several: a force's total (hoth-force-figures)
        if asks_for(q, _FIGURE_WORDS + r"|snowspeeder|speeder", 3) and not mentions(q, _LOSS_WORDS):
            return {"unit": "elite_squadron"}
        return None
    if not asks_for(q, _FIGURE_WORDS, 3) and not mentions(q, KAC + r".*(?:minyatur|figur)"):
        return None
    if mentions(q, _LOSS_WORDS + r"|zar|hex|madalya"):
        return None
    if mentions(q, r"kutu|toplam") and not _per_unit_ask(q):
        return None  # the box's total, or several units together
    key = single_unit(q)
    if not isinstance(key, str) or key == "structure":
        return None
    starts = {u.start for u in units_in(q)}
    for value, _, end in numbers(q):
        gap = re.match(r"\s*(?:tane\s+)?", q[end:])
        if value > 1 and gap is not None and end + gap.end() in starts:
            return None  # "2 keşif droidi": two units (hoth-force-figures) or two figures?
    return {"unit": key}


# -- other components --------------------------------------------------------------------------
COMPONENTS = {
    "kart_tutucu": "taraf başına kart tutucu", "kart_tutucu_toplam": "toplam kart tutucu",
    "ozet_birim": "birim özet kartı", "ozet_arazi": "arazi özet kartı",
    "ozet_toplam": "toplam özet kartı", "kampanya": "kampanya", "kampanya_kitabi": "kampanya kitabı",
    "destek_karti": "destek kartı", "rozet_turu": "rozet türü",
    "rozet_birim_basina": "birim başına rozet", "zar_sembolu": "zar sembolü",
    "birim": "kutudaki birim", "minyatur": "kutudaki minyatür", "zar": "kutudaki zar",
    "madalya": "kutudaki madalya", "arazi_karosu": "arazi karosu", "senaryo": "senaryo",
    "yapi": "yapı parçası",
}  # fmt: skip
_UNSTATED = {
    "birim": ("kutudaki birim sayısı", "kutudaki birimler yalnızca türleriyle sayılır; kaç birim "
              "olduğu yazmaz", ATAT_PIECE_REF),
    "minyatur": ("kutudaki toplam minyatür sayısı", "kural metni birim başına minyatürü verir, "
                 "kutudaki toplamı vermez", SPEEDER_PIECE_REF),
    "zar": ("kutudaki zar sayısı", "saldırı zarlarının sembolleri yazılıdır, kaç zar olduğu "
            "yazmaz", DICE_FACES_REF),
    "madalya": ("kutudaki madalya sayısı", "zafer madalyalarının ne için kullanıldığı yazılıdır, "
                "kaç tane olduğu yazmaz", MEDALS_PIECES_REF),
    "arazi_karosu": ("arazi karosu sayısı", "arazi karolarının türleri sayılır, kaç karo olduğu "
                     "yazmaz", TERRAIN_TILES_REF),
    "senaryo": ("senaryo sayısı", "senaryo kitapçığında 'çok sayıda' hazır savaş olduğu yazar",
                SCENARIOS_REF),
    "yapi": ("yapı parçası sayısı", "Kalkan Jeneratörü ve İyon Topu 'gibi' yapılar sayılır; "
             "liste ve adet verilmez", STRUCTURE_PIECES_REF),
}  # fmt: skip


def components(item: str) -> CalcResult:
    key = choose(item, COMPONENTS, "bileşen")
    if key in _UNSTATED:
        what, why, ref = _UNSTATED[key]
        return not_stated(what, [Step(why, ref)])
    if key == "kart_tutucu":
        step = Step(
            "her tarafa 2 kart tutucu bölümü verilir; kullanmak zorunlu değildir", CARDHOLDER_REF
        )
        return looked_up(2, "kart", "Taraf başına 2 kart tutucu", [step])  # read as "kart"
    if key == "kart_tutucu_toplam":
        step = Step("her tarafa 2 adet kart tutucu bölümü", CARDHOLDER_REF)
        return result(4, "kart", "Toplam 4 kart tutucu", [step], arithmetic="2 × 2 = 4")
    if key == "ozet_birim":
        return looked_up(2, "kart", "2 birim özet kartı",
                         [Step("kutuda 2 birim özet kartı vardır", SUMMARY_SHEETS_REF)])  # fmt: skip
    if key == "ozet_arazi":
        return looked_up(1, "kart", "1 arazi özet kartı",
                         [Step("kutuda 1 arazi özet kartı vardır", SUMMARY_SHEETS_REF)])  # fmt: skip
    if key == "ozet_toplam":
        step = Step("kutuda 2 birim özet kartı ve 1 arazi özet kartı vardır", SUMMARY_SHEETS_REF)
        return result(3, "kart", "3 özet kartı", [step], arithmetic="2 + 1 = 3")
    if key == "kampanya":
        step = Step("oyunda iki dinamik kampanya vardır", CAMPAIGN_REF)
        return result(
            2, "kampanya", "2 kampanya", [step], computed=False, refs=[CAMPAIGN_BOOKS_REF]
        )
    if key == "kampanya_kitabi":
        step = Step("iki dinamik kampanya 4 kampanya kitabıyla oynanır", CAMPAIGN_REF)
        return looked_up(4, "kitap", "4 kampanya kitabı", [step])
    if key == "destek_karti":
        step = Step("kampanyalar 10 destek kartıyla oynanır", CAMPAIGN_REF)
        return looked_up(10, "kart", "10 destek kartı", [step])
    if key == "rozet_turu":
        step = Step(
            "Saldırı (Assault), E-Web, İzci (Scout), Elit Birlikler ve Elit Filolar rozetleri vardır",
            BADGES_REF,
        )
        return result(5, "rozet", "5 çeşit rozet", [step], computed=False)
    if key == "rozet_birim_basina":
        steps = [Step("bir birimde aynı anda yalnızca tek rozet olabilir", ONE_BADGE_REF)]
        return result(
            1, "rozet", "En fazla 1 rozet", steps, computed=False, refs=[CS_ONE_BADGE_REF]
        )
    step = Step("saldırı zarlarında piyade, araç, patlama, geri çekilme ve çarpı sembolleri "
                "vardır", DICE_FACES_REF)  # fmt: skip
    return result(5, "sembol", "5 çeşit sembol", [step], computed=False)


def _read_components(q: str) -> dict[str, Any] | None:
    q = blank_left_out(q)  # "destek kartlarını saymıyorum": the support cards are not asked
    if not asks(q):
        return None
    if mentions(q, r"kart\s*tutucu|tutucu|cardholder"):
        if mentions(q, r"toplam|kutu|ikisi|iki\s+taraf|hepsi"):
            return {"item": "kart_tutucu_toplam"}
        return {"item": "kart_tutucu"}
    if mentions(q, r"ozet\s*kart|summary|ozet\s*sayfa"):
        asked = after_kac(q) or q  # "kaç birim özet kartı ve 1 arazi özet kartı": the first
        unit, terrain = bool(re.match(r"birim", asked)), bool(re.match(r"arazi", asked))
        if asked is q or not (unit or terrain):
            unit, terrain = mentions(q, r"birim"), mentions(q, r"arazi")
        if unit != terrain:
            return {"item": "ozet_birim" if unit else "ozet_arazi"}
        return {"item": "ozet_toplam"}
    if mentions(q, r"kampanya\s*kitab|kampanya\s*kitapc"):
        return {"item": "kampanya_kitabi"}
    if (
        mentions(q, r"destek\s*kart|support\s*card")
        and not asks_per_player(q)
        # "2 destek kartım var": the player's own cards, not the box's
        and not counts_before(q, r"destek\s*kart|support\s*card")
        and not mentions(q, r"tur\s+sonu|cek\w*\s+kac|kac\s+(?:\S+\s+)?cek")
        and not mentions(
            q, r"(?<![a-z])(?:tur(?:da|a|u|\s+basi\w*)|tah|her\s+tur)|el\b|elim|elde|limit"
        )
    ):
        return {"item": "destek_karti"}
    if asks_for(q, r"(?:farkli\s+|cesit\s+|tur\s+)?kampanya", 2) and not mentions(
        q, r"kisi|oyuncu"
    ):
        return {"item": "kampanya"}
    if mentions(q, r"rozet|badge"):
        if mentions(q, r"(?:bir|her|ayni)\s+birim|birim\s*basina|birime"):
            return {"item": "rozet_birim_basina"}
        if asks_for(q, r"(?:cesit|tur|farkli|tane)?\s*(?:ozel\s+kuvvet\s+)?rozet", 3):
            return {"item": "rozet_turu"}
        return None
    if (mentions(q, r"zar") and asks_for(q, r"(?:sembol|simge|ikon|yuz(?:u|ler)?\b)", 3)
            and not mentions(q, r"geldi|attim") and not numbers(blank_guesses(q))):  # fmt: skip
        return {"item": "zar_sembolu"}
    if asks_for(q, r"(?:hazir\s+)?(?:senaryo|savas\s+var|harita\s+var)", 2) and not mentions(
        q, r"madalya|kart"
    ):
        return {"item": "senaryo"}
    # "birini kaybettik" is a pronoun ("one of them"), not a count given in the question
    given = [n for n in numbers(q) if not re.match(r"bir(?:i|ini|isi|inin|ine|imiz)\b", q[n[1] :])]
    if not mentions(q, r"kutu|oyunda\s+toplam|oyunda\s+kac") or given:
        return None
    for key, pattern in (("arazi_karosu", r"arazi|karo|tile"), ("madalya", r"madalya"),
                         ("yapi", r"yapi|jenerator|iyon"), ("zar", r"zar"),
                         ("minyatur", r"minyatur|figur"), ("birim", r"birim|asker")):  # fmt: skip
        if mentions(q, pattern):
            return {"item": key}
    return None


# -- players -----------------------------------------------------------------------------------
PLAYER_MODES = {"normal": "normal oyun", "takim": "takım modu", "takim_3": "3 oyunculu takım modu",
                "takim_4": "4 oyunculu takım modu", "takim_boyu": "bir takımdaki oyuncu",
                "kampanya": "kampanya"}  # fmt: skip
COLUMNS = {"en_az": "en az", "en_fazla": "en fazla"}


def players(mode: str = "normal", column: str | None = None) -> CalcResult:
    key = choose(mode, PLAYER_MODES, "oyun modu") or "normal"
    col = choose(column, COLUMNS, "sütun")
    if key == "normal":
        step = Step("Hoth Savaşı 2 oyunculudur; takım moduyla 3-4 kişi oynanır", PLAYERS_REF)
        return looked_up(2, "oyuncu", "2 oyuncu", [step])
    if key == "kampanya":
        step = Step("kampanya 2 oyuncu için tasarlanmıştır", CS_CAMPAIGN_PLAYERS_REF)
        return looked_up(2, "oyuncu", "2 oyuncu", [step])
    if key == "takim_3":
        step = Step("3 oyunculu takım modunda bir tarafta 2 kişilik takım, diğer tarafta tek "
                    "oyuncu olur", THREE_PLAYER_REF)  # fmt: skip
        return result(3, "oyuncu", "3 oyuncu", [step], arithmetic="2 + 1 = 3")
    if key == "takim_4":
        step = Step("4 oyunculu takım modunda her tarafta 2 kişilik takım olur", FOUR_PLAYER_REF)
        return result(4, "oyuncu", "4 oyuncu", [step], arithmetic="2 + 2 = 4")
    if key == "takim":
        low, high = 3, 4
        step = Step("takım moduyla 3-4 kişi oynanır", PLAYERS_REF)
        extra = [THREE_PLAYER_REF, FOUR_PLAYER_REF]
    else:
        low, high = 1, 2
        step = Step("her tarafta 1 veya 2 oyunculu takımlar kurulur", TEAMS_REF)
        extra = []
    if col is not None:
        value = low if col == "en_az" else high
        return result(value, "oyuncu", f"{COLUMNS[col].capitalize()} {value} oyuncu", [step],
                      computed=False, refs=extra)  # fmt: skip
    parts = {COLUMNS["en_az"]: players(key, "en_az"), COLUMNS["en_fazla"]: players(key, "en_fazla")}
    lead = f"{low} veya {high} oyuncu" if key == "takim_boyu" else f"{low}-{high} oyuncu"
    return result(None, "oyuncu", lead, [step], computed=False, refs=extra, parts=parts)


def _read_players(q: str) -> dict[str, Any] | None:
    if not (asks_for(q, r"kisi|oyuncu", 2) or mentions(q, KAC + r"\s*kisilik")):
        return None
    if mentions(q, r"tek\s+oyuncu|tek\s+kalan|kac\s+tur|kart|madalya|emir|zar"):
        return None
    col = ("en_fazla" if mentions(q, r"en\s+fazla|en\s+cok|maksimum|max")
           else "en_az" if mentions(q, r"en\s+az|minimum") else None)  # fmt: skip
    if mentions(q, r"kampanya"):
        return {"mode": "kampanya", "column": None}
    if mentions(
        q, r"takim(?:da|daki|ta)?\s+(?:kac|en)|bir\s+takim|takim\s+kac|her\s+takim|takimlar"
    ):
        return {"mode": "takim_boyu", "column": col}
    if mentions(q, r"takim|team"):
        return {"mode": "takim", "column": col}
    return {"mode": "normal", "column": None}


_BOARD_HELP = "genislik, derinlik, bolum (bölüm sayısı), cizgi (kırmızı çizgi), hex (toplam hex)"
CALCULATORS = (
    Calculator(
        "hoth-board", GAME, "Hoth: oyun tahtası",
        "Oyun tahtasının genişliği, derinliği, bölüm ve kırmızı çizgi sayısı.",
        (Field("what", "Ne soruluyor", "choice", _BOARD_HELP, "genislik", choices=tuple(BOARD_WHATS)),
         Field("also", "Ayrıca soruluyor", "choice", "isteğe bağlı, ikinci soru: " + _BOARD_HELP,
               "bolum", required=False, choices=tuple(BOARD_WHATS))),
        board, _read_board, ("hoth tahtasi kac hex genisliginde",),
    ),
    Calculator(
        "hoth-command-cards", GAME, "Hoth: komut kartları",
        "Taraf başına standart ve lider kartları, liderler, deste ve kutu toplamları.",
        (
            Field("what", "Ne soruluyor", "choice", ", ".join(CARD_WHATS), "standart",
                  choices=tuple(CARD_WHATS)),
            Field("faction", "Taraf", "choice", "imparatorluk, asi (boş: iki taraf)",
                  "imparatorluk", required=False, choices=tuple(FACTIONS)),
            Field("leader", "Lider", "choice", ", ".join(LEADERS), "vader", required=False,
                  choices=tuple(LEADERS)),
        ),
        command_cards, _read_command_cards, ("imparatorlukta kac standart komut karti var",),
    ),
    Calculator(
        "hoth-unit-figures", GAME, "Hoth: birimdeki minyatür",
        "Bir birimin kaç minyatürden oluştuğu (Elit Filo dahil).",
        (Field("unit", "Birim", "choice", ", ".join(FIGURE_UNITS.values()), "snowtrooper",
               choices=tuple(FIGURE_UNITS)),
         Field("what", "Soru", "choice", "minyatur (birimdeki) ya da isabet (yok etmek için)",
               "isabet", required=False, choices=FIGURE_ASKS),
         Field("units", "Birim sayısı", "int", f"yalnızca isabet için, 1-{MAX_UNITS}", "3",
               required=False, minimum=1, maximum=MAX_UNITS)),
        unit_figures, _read_unit_figures, ("snowtrooper biriminde kac minyatur var",),
    ),
    Calculator(
        "hoth-components", GAME, "Hoth: kutudaki bileşenler",
        "Kart tutucu, özet kartı, kampanya, destek kartı, rozet ve zar sembolü sayıları; "
        "kural metninin sayı vermediği bileşenler.",
        (Field("item", "Bileşen", "choice", ", ".join(COMPONENTS), "kart_tutucu",
               choices=tuple(COMPONENTS)),),
        components, _read_components, ("kutuda kac ozet karti cikiyo",),
    ),
    Calculator(
        "hoth-players", GAME, "Hoth: oyuncu sayısı",
        "Normal oyunda, takım modunda, bir takımda ve kampanyada kaç oyuncu oynar.",
        (
            Field("mode", "Oyun modu", "choice", ", ".join(PLAYER_MODES) + " (boş: normal)",
                  "normal", required=False, choices=tuple(PLAYER_MODES)),
            Field("column", "Hangisi", "choice", "en_az, en_fazla (aralıklar için)", "en_fazla",
                  required=False, choices=tuple(COLUMNS)),
        ),
        players, _read_players, ("hoth kac kisiyle oynanir",),
    ),
)  # fmt: skip
