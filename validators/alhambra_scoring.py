"""Alhambra scoring: the points table (every round, every rank), ties (shared and rounded
down), walls, a player's or a whole round's score, the game total and the winner, the scoring
track, the number of scoring rounds and the ranks each one pays, and the 2-player Dirk
(tiles he is given, his part in the majorities, no wall points).

A tie merges the tied ranks' points and shares them, rounded down. Where more players tie
than the round pays ranks (rounds 2 and 3), a rank the round does not pay adds 0 ("2. Puanlama:
Birinci ve ikinciye puan": no 3rd), as the 1st round's tie shares its one value ("puanı eşit
paylaşır"): 2nd-place tie in round 2, Kule: (6 + 0) / 2 = 3.
"""

from __future__ import annotations

import re
from typing import Any

from validators.alhambra_components import lookup_building
from validators.alhambra_data import (
    BUILDINGS,
    DIRK_AFTER_ROUND1,
    DIRK_GIFT_REF,
    DIRK_ROUND1_REF,
    DIRK_ROUND2_REF,
    DIRK_SCORING_REF,
    DIRK_SETUP,
    DIRK_SETUP_REF,
    FIRST_PLACE_REF,
    MAJORITY_REF,
    MIN_ONE_REF,
    RANKS_PAID_REF,
    RESERVE_NOT_SCORED_REF,
    ROUND_REFS,
    ROUNDS,
    ROUNDS_REF,
    SCORE_TRACK_REF,
    TIE_BELOW_REF,
    TIE_REF,
    WALL_EACH_ROUND_REF,
    WALL_LONGEST_ONLY_REF,
    WALL_REF,
    WINNER_REF,
    ZERO_REF,
    round_row_ref,
)
from validators.alhambra_parse import (
    NOT_NAME,
    asks_about_others,
    building_pieces,
    buildings_in,
    named_players,
    numbers,
    parse_scoring,
    piece_counts,
    players_in,
    rank_in,
    round_in,
    subject_rank,
    tied_players,
    ties_in,
    wall_extras,
    without_asked_again,
)
from validators.alhambra_text import and_list, capital, result
from validators.base import CalcError, CalcResult, Step

ORDINAL = {1: "birinci", 2: "ikinci", 3: "üçüncü", 4: "dördüncü", 5: "beşinci", 6: "altıncı"}
ORDINAL_OF = {1: "birincisi", 2: "ikincisi", 3: "üçüncüsü"}
RANK_LABEL = {1: "Birinci", 2: "İkinci", 3: "Üçüncü"}
RANK_NOUN = {1: "birincilik", 2: "ikincilik", 3: "üçüncülük", 4: "dördüncülük", 5: "beşincilik",
             6: "altıncılık"}  # fmt: skip
RANK_LOC = {1: "birincilikte", 2: "ikincilikte", 3: "üçüncülükte", 4: "dördüncülükte",
            5: "beşincilikte", 6: "altıncılıkta"}  # fmt: skip
RANK_POSS = {1: "birinciliği", 2: "ikinciliği", 3: "üçüncülüğü"}
PAID_RANKS = {1: "sadece birinciye", 2: "birinci ve ikinciye", 3: "birinci, ikinci ve üçüncüye"}


def _check_round(rnd: int) -> None:
    if rnd not in (1, 2, 3):
        raise CalcError(f"Geçersiz puanlama turu: {rnd}. Alhambra'da 1, 2 veya 3. puanlama var.")


def _decimal(num: int, den: int) -> str:
    """ "4,5", "13,33": a quotient as the rules text writes it."""
    if num % den == 0:
        return str(num // den)
    return f"{num / den:.2f}".rstrip("0").replace(".", ",")


def placement_points(rnd: int, name: str, rank: int, tied: int = 1) -> CalcResult:
    """Points of one player at ``rank`` sharing it with ``tied`` players (including them)."""
    _check_round(rnd)
    if rank < 1 or tied < 1:
        raise CalcError(f"Geçersiz sıra/beraberlik: {rank}/{tied}. Sıra ve oyuncu sayısı ≥ 1.")
    b = lookup_building(name)
    table = b.points[rnd]
    paid = len(table)
    given = ", ".join(f"{ORDINAL[r]}ye {v}" for r, v in enumerate(table, 1))
    row = Step(f"{rnd}. puanlama turunda {b.name} puanları: {given}",
               round_row_ref(rnd, b.name))  # fmt: skip
    if rank > paid:
        who = "birinci" if paid == 1 else f"ilk {paid} sıra"
        place = ORDINAL.get(rank, f"{rank}.")
        steps = [row, Step(f"{rnd}. puanlamada yalnızca {who} puan alır; {place} sıra puan almaz",
                           RANKS_PAID_REF)]  # fmt: skip
        return result(0, "puan", "0 puan", steps,
                      f"{rnd}. puanlamada {b.loc} {place} sıra puan almaz.",
                      computed=False)  # fmt: skip
    if tied == 1:
        value = table[rank - 1]
        said = f"{rnd}. puanlamada {b.name} {ORDINAL_OF[rank]} {value} puan alır"
        return result(value, "puan", f"{value} puan", [Step(said, round_row_ref(rnd, b.name))],
                      f"{said}.", computed=False)  # fmt: skip
    last = rank + tied - 1
    # Rounds 2 and 3 merge the tied ranks' points; a rank the round does not pay ("2. Puanlama:
    # Birinci ve ikinciye puan": no 3rd) adds 0, as the 1st round's tie shares its one value.
    unpaid = last > paid and rnd > 1
    shares = [table[r - 1] if r <= paid else 0
              for r in range(rank, (last if unpaid else min(last, paid)) + 1)]  # fmt: skip
    total = sum(shares)
    value = total // tied
    quotient = _decimal(total, tied)
    rounded = quotient != str(value)
    if len(shares) > 1:
        # the merged ranks' points summed first, then shared: "11 + 4 = 15, 15 / 2 = 7,5 → 7"
        arith = f"{' + '.join(map(str, shares))} = {total}, {total} / {tied} = {quotient}"
        ranks = and_list([ORDINAL.get(r, f"{r}.") for r in range(rank, last + 1)])
        share = (f"{tied} oyuncu {RANK_LOC[rank]} berabere: {ranks} sıranın puanları toplanıp "
                 f"{tied} oyuncuya eşit paylaştırılır")  # fmt: skip
    else:
        arith = f"{total} / {tied} = {quotient}"
        share = (
            f"{tied} oyuncu birincilikte berabere: {total} puan {tied} oyuncuya eşit paylaştırılır"
        )
    arith += f" → {value}" if rounded else ""
    # The tie rule says how ranks merge; which ranks the round pays (and, in the 1st round,
    # its points 1-6) is the paid-ranks rule beside it.
    steps = [row, Step(share + (", aşağı yuvarlanır" if rounded else ""), TIE_REF,
                       RANKS_PAID_REF)]  # fmt: skip
    if unpaid:
        zero = and_list([ORDINAL.get(r, f"{r}.") for r in range(paid + 1, last + 1)])
        steps.append(Step(f"{rnd}. puanlamada yalnızca {PAID_RANKS[rnd]} puan verilir; {zero} "
                          "sıranın puanı yoktur, toplama 0 olarak girer", RANKS_PAID_REF))  # fmt: skip
    if last < paid and rank == 1:
        steps.append(Step(f"beraberlik ilk {last} sıranın puanlarını kullandığı için "
                          f"{last + 1}. sırada kimse puan almaz", TIE_BELOW_REF))  # fmt: skip
    trail = [f"{rnd}. puanlama, {b.name}: {tied} oyuncu {rank}. sırada berabere, sıraların "
             f"puanları toplanıp bölünür, aşağı yuvarlanır: {arith}"]  # fmt: skip
    return result(value, "puan", f"{value} puan", steps,
                  f"{rnd}. puanlamada {b.loc} {tied} oyuncu {RANK_LOC[rank]} berabere: her biri "
                  f"{value} puan alır.", arithmetic=arith, trail=trail)  # fmt: skip


PLACEMENT_PARTS = {1: "1. puanlama", 2: "2. puanlama", 3: "3. puanlama"}


def placement(
    building: str, round: int | None = None, rank: int | None = None, tied: int | None = None
) -> CalcResult:
    """The points table looked up by building, and by round and rank when given: one value
    when both are named, else the row the customer asked for."""
    b = lookup_building(building)
    if tied is not None and tied > 1 and rank is None:
        raise CalcError("Beraberlik için sıra da gerekli (ör. birincilik, 2 oyuncu).")
    if tied is not None and tied > 1 and round is None:
        return _tie_by_round(b.key, rank or 1, tied)
    if round is not None and rank is not None:
        return placement_points(round, b.key, rank, tied or 1)
    if round is not None:
        _check_round(round)
        table = b.points[round]
        parts = {RANK_LABEL[r]: placement_points(round, b.key, r)
                 for r in range(1, len(table) + 1)}  # fmt: skip
        row_text = " / ".join(map(str, table))
        said = and_list([f"{ORDINAL_OF[r]} {v}" for r, v in enumerate(table, 1)])
        step = Step(f"{round}. puanlama turunda {b.name} {said} puan alır",
                    round_row_ref(round, b.name))  # fmt: skip
        paid = Step(f"{round}. puanlamada yalnızca birinci puan alır", RANKS_PAID_REF)
        return result(None, "puan", f"{row_text} puan", [step] if len(table) > 1 else [step, paid],
                      f"{round}. puanlamada {b.name}: {row_text} puan.", computed=False,
                      parts=parts)  # fmt: skip
    rank = rank or 1
    if rank > ROUNDS:
        raise CalcError(f"Geçersiz sıra: {rank}. Puan alan sıralar: 1, 2 veya 3.")
    parts = {PLACEMENT_PARTS[r]: placement_points(r, b.key, rank) for r in (1, 2, 3)}
    values = [part.value or 0 for part in parts.values()]
    text = ", ".join(f"{r}. puanlamada " + (f"{v}" if v else "puan yok")
                     for r, v in zip((1, 2, 3), values, strict=True))  # fmt: skip
    # First places are one table of their own; a lower rank cites the rows of the rounds
    # that pay it (2nd: rounds 2 and 3; 3rd: round 3).
    refs = ([FIRST_PLACE_REF] if rank == 1 else
            [round_row_ref(r, b.name) for r in (2, 3) if r >= rank])  # fmt: skip
    steps = [Step(f"{b.name} {RANK_POSS[rank]}: {text} puan", *refs)]
    if rank == 2:
        steps.append(Step("1. puanlamada sadece birinciye puan verilir; ikinciye 2. puanlamadan "
                          "itibaren puan verilir", RANKS_PAID_REF))  # fmt: skip
    elif rank == 3:
        steps.append(Step("üçüncüye yalnızca 3. puanlamada puan verilir", RANKS_PAID_REF))
    return result(None, "puan", " / ".join(map(str, values)) + " puan", steps,
                  f"{b.name} {RANK_POSS[rank]} {text} puan getirir.", computed=False,
                  parts=parts)  # fmt: skip


def _tie_by_round(key: str, rank: int, tied: int) -> CalcResult:
    """A tie with no round named: its share in every round that pays that rank."""
    b = lookup_building(key)
    rounds = [r for r in (1, 2, 3) if rank <= len(b.points[r])]
    parts = {PLACEMENT_PARTS[r]: placement_points(r, key, rank, tied) for r in rounds}
    said = [f"{r}. puanlamada " + ("kural metni kesin çözmüyor" if p.value is None else
                                   f"{p.value} puan") for r, p in zip(rounds, parts.values(),
                                                                      strict=True)]  # fmt: skip
    steps = [Step(f"{tied} oyuncu {RANK_LOC[rank]} berabere kalınca ilgili sıraların puanları "
                  "toplanıp eşit paylaşılır, aşağı yuvarlanır", TIE_REF)]  # fmt: skip
    for r, p in zip(rounds, parts.values(), strict=True):
        if p.value is None:
            steps.append(
                Step(
                    f"{r}. puanlamada yalnızca {len(b.points[r])} sıra puan alır; bu "
                    "beraberliğin payı kural metninde yazmaz",
                    RANKS_PAID_REF,
                )
            )
        else:
            steps.append(Step(f"{r}. puanlamada {p.arithmetic}", round_row_ref(r, b.name)))
    return result(None, "puan", ", ".join(said), steps,
                  f"{b.loc} {tied} oyuncu {RANK_LOC[rank]} berabere: {', '.join(said)}.",
                  computed=False, parts=parts)  # fmt: skip


# --- walls -----------------------------------------------------------------------------------


def wall_points(longest_chain: int) -> CalcResult:
    if longest_chain < 0:
        raise CalcError(f"Geçersiz duvar uzunluğu: {longest_chain}. 0 veya daha büyük olmalı.")
    step = Step(f"en uzun kesintisiz dış duvar {longest_chain} kenar; her kenar 1 puan",
                WALL_REF)  # fmt: skip
    trail = [f"En uzun kesintisiz dış duvar: {longest_chain} kenar × 1 = {longest_chain} puan"]
    return result(longest_chain, "puan", f"{longest_chain} puan", [step], f"{longest_chain} puan.",
                  arithmetic=f"{longest_chain} × 1 = {longest_chain}", trail=trail)  # fmt: skip


def wall(
    chains: list[int] | None = None, inner: int | None = None, dirk: bool = False
) -> CalcResult:
    """Wall points: only the longest unbroken outer chain scores, 1 point per edge; inner walls
    and shorter separate pieces score nothing; Dirk never scores walls."""
    chains = list(chains or [])
    if dirk:
        steps = [Step("Dirk bina çoğunluğuna katılır ama duvar puanı almaz; karoları Alhambra "
                      "olarak kurulmaz", DIRK_SCORING_REF)]  # fmt: skip
        return result(0, "puan", "0 puan, Dirk duvar puanı almaz", steps, "Dirk duvar puanı almaz.",
                      computed=False)  # fmt: skip
    if not chains:
        raise CalcError("En uzun dış duvar zincirinin kenar sayısını gir, ör. '7'.")
    longest = max(chains)
    steps = [Step(f"yalnızca en uzun kesintisiz dış duvar zinciri sayılır: {longest} kenar, her "
                  "kenar 1 puan", WALL_REF)]  # fmt: skip
    shorter = sorted(chains, reverse=True)[1:]
    if shorter:
        steps.append(Step(f"daha kısa ayrı parçalar ({and_list([str(c) for c in shorter])} kenar) "
                          "sayılmaz", WALL_LONGEST_ONLY_REF))  # fmt: skip
    if inner:
        steps.append(Step(f"iç duvarlar ({inner} kenar) puan getirmez", WALL_LONGEST_ONLY_REF))
    steps.append(Step("duvar puanı her puanlama turunda hesaplanır", WALL_EACH_ROUND_REF))
    return result(longest, "puan", f"{longest} puan", steps,
                  f"En uzun dış duvar {longest} puan getirir.",
                  arithmetic=f"{longest} × 1 = {longest}")  # fmt: skip


# --- a player's and a whole round's score ----------------------------------------------------


def _ranks(counts: dict[str, int]) -> list[list[str]]:
    """Players with at least one building, grouped by equal count, most first."""
    groups: dict[int, list[str]] = {}
    for player, n in counts.items():
        if n > 0:
            groups.setdefault(n, []).append(player)
    return [groups[n] for n in sorted(groups, reverse=True)]


def _is_dirk(name: str) -> bool:
    return name.strip().lower() == "dirk"


def score_round(
    rnd: int, counts_by_player: dict[str, dict[str, int]], walls: dict[str, int] | None = None
) -> dict[str, CalcResult]:
    """Points per player for one scoring round from building counts (and optional wall chains).
    A player whose share of a tie the text does not settle gets None."""
    _check_round(rnd)
    counts_by_player = {
        p: {lookup_building(name).key: n for name, n in row.items()}
        for p, row in counts_by_player.items()
    }
    walls = dict(walls or {})
    for player in walls:
        if _is_dirk(player):
            raise CalcError("Dirk duvar puanı almaz; Dirk için duvar girme.")
    steps: dict[str, list[Step]] = {p: [] for p in counts_by_player}
    points: dict[str, list[int | None]] = {p: [] for p in counts_by_player}
    trails: dict[str, list[str]] = {p: [] for p in counts_by_player}
    for key, b in BUILDINGS.items():
        counts = {p: c.get(key, 0) for p, c in counts_by_player.items()}
        if any(n < 0 for n in counts.values()):
            raise CalcError("Bina sayısı negatif olamaz.")
        rank = 1
        for group in _ranks(counts):
            part = placement_points(rnd, key, rank, len(group))
            where = ORDINAL.get(rank, f"{rank}.")
            with_ = f", {len(group)} oyuncu berabere" if len(group) > 1 else ""
            shown = "kural metni bu beraberliği kesin çözmüyor" if part.value is None else (
                f"{part.value} puan")  # fmt: skip
            for player in group:
                points[player].append(part.value)
                trails[player] += part.trail
                # the building's row states its points; a tie rests on the tie rule too
                tie = TIE_REF if len(group) > 1 else None
                steps[player].append(Step(f"{b.name}: {counts[player]} bina ile {where}{with_}, "
                                          f"{shown}", round_row_ref(rnd, b.name), tie))  # fmt: skip
            rank += len(group)
    for player, chain in walls.items():
        part = wall_points(chain)
        points.setdefault(player, []).append(chain)
        trails.setdefault(player, []).extend(part.trail)
        steps.setdefault(player, []).append(Step(f"en uzun kesintisiz dış duvar {chain} kenar, {chain} puan",
                                                 WALL_REF))  # fmt: skip
    out: dict[str, CalcResult] = {}
    for player in points:
        got = points[player]
        player_steps = steps[player] or [Step("hiçbir türde binası olmayan o türden puan alamaz",
                                              ZERO_REF)]  # fmt: skip
        if _is_dirk(player):
            player_steps.append(Step("Dirk duvar puanı almaz", DIRK_SCORING_REF))
        if any(v is None for v in got):
            known = sum(v for v in got if v is not None)
            out[player] = result(None, "puan", "Kural metni kesin çözmüyor", player_steps,
                                 f"{player}: kural metni bir beraberliği kesin çözmüyor "
                                 f"(öbür puanlar {known}).",
                                 trail=[*trails[player], "Toplam: hesaplanamaz"])  # fmt: skip
            continue
        total = sum(v for v in got if v is not None)
        arith = " + ".join(str(v) for v in got) + f" = {total}" if len(got) > 1 else ""
        out[player] = result(total, "puan", f"{total} puan", player_steps,
                             f"{player}: {total} puan.", arithmetic=arith,
                             trail=[*trails[player], f"Toplam: {total} puan"])  # fmt: skip
    return out


def score_player(
    rnd: int,
    placements: list[tuple[str, int, int]],
    wall: int | None,
    notes: dict[str, list[Step]] | None = None,
    other_walls: list[int] | None = None,
    inner: int | None = None,
) -> CalcResult:
    """One player's round score from (building, rank, tied players) placements and a wall;
    ``notes``: steps said before a building's points (how its rank follows from counts);
    ``other_walls`` (separate pieces) and ``inner`` (inner walls) score nothing and are said so;
    a separate piece longer than the chain told is the longest and scores instead."""
    parts = [placement_points(rnd, b, rank, tied) if rank else
             result(0, "puan", "0 puan", [Step("binan yok", MIN_ONE_REF)], "0 puan.",
                    computed=False)
             for b, rank, tied in placements]  # fmt: skip
    steps: list[Step] = []
    for p, (b, rank, tied) in zip(parts, placements, strict=True):
        steps += (notes or {}).get(b, [])
        if rank == 0:  # no tile of that kind: the note said so
            continue
        if p.value is None:
            steps.append(p.steps[-1])
        elif tied > 1 and p.arithmetic:
            # a shared rank shows its working and cites the building's row of the round's table
            # (first: a second tie's row is still a rule of its own) beside the tie rule
            steps.append(Step(_placed(rnd, b, rank, tied, p.value, p.arithmetic),
                              round_row_ref(rnd, lookup_building(b).name), TIE_REF))  # fmt: skip
        else:
            steps.append(Step(_placed(rnd, b, rank, tied, p.value), p.steps[-1].ref))
    chains = ([] if wall is None else [wall]) + list(other_walls or [])
    if any(c < 0 for c in chains) or (inner or 0) < 0:
        raise CalcError("Duvar uzunlukları 0 veya daha büyük olmalı.")
    if chains:
        longest = max(chains)
        parts.append(wall_points(longest))
        steps.append(
            Step(f"en uzun kesintisiz dış duvar {longest} kenar, {longest} puan", WALL_REF)
        )
        shorter = sorted(chains, reverse=True)[1:]
        if shorter:
            steps.append(Step(f"daha kısa ayrı duvar parçaları ({and_list([str(c) for c in shorter])}"
                              " kenar) sayılmaz", WALL_LONGEST_ONLY_REF))  # fmt: skip
    elif inner:
        raise CalcError("En uzun dış duvar zincirinin kenar sayısını da gir, ör. '7'.")
    if inner:
        steps.append(Step(f"iç duvarlar ({inner}) puan getirmez", WALL_LONGEST_ONLY_REF))
    trail = [t for p in parts for t in p.trail]
    if any(p.value is None for p in parts):
        out = result(None, "puan", "Kural metni bu beraberliği kesin çözmüyor", steps,
                     "Kural metni bir beraberliği kesin çözmüyor; toplam hesaplanamaz.",
                     trail=trail)  # fmt: skip
    else:
        total = sum(p.value or 0 for p in parts)
        arith = " + ".join(str(p.value) for p in parts) + f" = {total}" if len(parts) > 1 else ""
        if arith:
            trail.append(arith)
        out = result(total, "puan", f"{total} puan", steps,
                     f"Bu puanlamada {total} puan alırsın.", arithmetic=arith,
                     trail=trail)  # fmt: skip
    out.citations = list(dict.fromkeys([ROUND_REFS[rnd], *out.citations,
                                        *(r for p in parts for r in p.citations)]))  # fmt: skip
    return out


def _placed(rnd: int, name: str, rank: int, tied: int, value: int, arith: str = "") -> str:
    b = lookup_building(name)
    if rank > len(b.points[rnd]):
        return (f"{rnd}. puanlamada {PAID_RANKS[rnd]} puan verilir: {b.loc} "
                f"{ORDINAL.get(rank, str(rank) + '.')} sıra puan almaz")  # fmt: skip
    if tied > 1 and arith:
        # round 1 pays one value: it is shared ("puanı eşit paylaşır"), not summed first
        how = "puanlar toplanıp eşit paylaşılır" if "+" in arith else "puan eşit paylaşılır"
        how += " ve aşağı yuvarlanır" if "→" in arith else ""
        return f"{b.loc} {tied} oyuncu {RANK_LOC[rank]} berabere, {how}: her biri {arith} puan"
    if tied > 1:
        return f"{b.loc} {tied} oyuncu {RANK_LOC[rank]} berabere, her biri {value} puan"
    return f"{b.loc} {RANK_NOUN[rank]} {value} puan"


def parse_placements(text: str) -> list[tuple[str, int, int]]:
    """ "pavyon:1, kule:2:2" → [(pavyon, rank 1, alone), (kule, rank 2, 2 players tied)]."""
    placements = []
    for item in filter(None, (p.strip() for p in text.split(","))):
        parts = [p.strip() for p in item.split(":")]
        if len(parts) not in (2, 3) or not all(p.isdigit() for p in parts[1:]):
            raise CalcError(f"'{item}' anlaşılamadı. Biçim: bina:sıra[:berabere oyuncu], "
                            "ör. 'pavyon:1, kule:2:2'.")  # fmt: skip
        placements.append((parts[0], int(parts[1]), int(parts[2]) if len(parts) == 3 else 1))
    if not placements:
        raise CalcError("En az bir bina sırası gir, ör. 'pavyon:1'.")
    keys = [lookup_building(b).key for b, _, _ in placements]
    if len(keys) != len(set(keys)):
        raise CalcError("Bir bina türü iki kez girilmiş; her türün sırasını bir kez yaz.")
    return placements


def placement_text(placements: list[tuple[str, int, int]]) -> str:
    return ", ".join(f"{b}:{rank}:{tied}" for b, rank, tied in placements)


def parse_counts(text: str) -> list[tuple[str, int, list[int], int]]:
    """ "pavyon:1:2:2" → [(pavyon, 1 in my Alhambra, others [2], 2 in my reserve)];
    several others with "+" ("kule:2:3+1"), none with "-"."""
    out = []
    for item in filter(None, (p.strip() for p in text.split(","))):
        parts = [p.strip() for p in item.split(":")]
        ok = len(parts) in (3, 4) and parts[1].isdigit()
        others = [] if ok and parts[2] in ("", "-") else parts[2].split("+") if ok else []
        if (
            not ok
            or not all(o.strip().isdigit() for o in others)
            or (len(parts) == 4 and not parts[3].isdigit())
        ):
            raise CalcError(f"'{item}' anlaşılamadı. Biçim: bina:benim:diğerleri[:yedeğim], ör. "
                            "'pavyon:1:2:2' (diğer oyuncular + ile: '3+1').")  # fmt: skip
        out.append((parts[0], int(parts[1]), [int(o) for o in others],
                    int(parts[3]) if len(parts) == 4 else 0))  # fmt: skip
    return out


def _counted_rank(
    name: str, mine: int, others: list[int], reserve: int
) -> tuple[str, int, int, list[Step]]:
    """(building, rank, tied, the steps that say why) from my placed count and the others'."""
    b = lookup_building(name)
    if max([mine + reserve, *others]) > b.tiles:
        raise CalcError(f"Bir oyuncunun {b.name} sayısı {max([mine + reserve, *others])}; "
                        f"oyunda yalnızca {b.tiles} {b.name} karosu var.")  # fmt: skip
    told = mine + sum(others) + reserve
    if told > b.tiles:
        # More tiles than the box holds is a miscount: the rule for contradictory
        # inputs is a message naming them, never a number worked from them.
        parts = " + ".join(map(str, [mine, *others] + ([reserve] if reserve else [])))
        raise CalcError(f"Verdiğin {b.name} sayılarının toplamı {parts} = {told}; oyunda "
                        f"yalnızca {b.tiles} {b.name} karosu var. Sayıları kontrol eder "
                        "misin?")  # fmt: skip
    steps = []
    if reserve:
        steps.append(Step(f"yedek alandaki {reserve} {b.name} puanlamada sayılmaz",
                          RESERVE_NOT_SCORED_REF))  # fmt: skip
    ahead = sum(o > mine for o in others)
    equal = sum(o == mine for o in others)
    said = and_list([str(o) for o in others]) if others else "hiç"
    whose = "rakibinde" if len(others) == 1 else "diğer oyuncularda"
    if mine == 0:
        steps.append(Step(f"Alhambra'nda hiç {b.name} yok; o türden puan almak için en az 1 bina "
                          "gerekir, 0 puan", MIN_ONE_REF))  # fmt: skip
        return b.key, 0, 1, steps
    # In the majority rule's words: tiles placed in the Alhambra, the most tiles.
    if ahead:
        place = ORDINAL.get(ahead + 1, f"{ahead + 1}.")
        standing = f"daha çok binaya sahip {ahead} oyuncu var, {place} sıradasın"
    elif equal:
        standing = f"en çok binaya {equal + 1} oyuncu sahip, birincilikte berabere"
    else:
        standing = "en çok binaya sen sahipsin"
    steps.append(Step(f"{b.loc} Alhambra'na yerleştirilmiş binan {mine}, {whose} {said}: "
                      f"{standing}", MAJORITY_REF))  # fmt: skip
    return b.key, ahead + 1, equal + 1, steps


def player_score(
    round: int,
    placements: str = "",
    wall: int | None = None,
    counts: str = "",
    other_walls: list[int] | None = None,
    inner: int | None = None,
) -> CalcResult:
    """A player's round: ranks given (``placements``) or read from counts (``counts``: my
    placed tiles, every other player's, my reserve, which never scores); ``other_walls`` and
    ``inner``: wall pieces told beside the longest chain, which score nothing."""
    placed = parse_placements(placements) if placements.strip() or not counts.strip() else []
    notes: dict[str, list[Step]] = {}
    for name, mine, others, reserve in parse_counts(counts):
        key, rank, tied, steps = _counted_rank(name, mine, others, reserve)
        if key in {lookup_building(b).key for b, _, _ in placed} or key in notes:
            raise CalcError("Bir bina türü iki kez girilmiş; her türü bir kez yaz.")
        placed.append((key, rank, tied))  # rank 0: no tile of that kind, 0 points
        notes[key] = steps
    return score_player(round, placed, wall, notes, other_walls, inner)


def round_score(round: int, players: list[str], walls: str = "") -> CalcResult:
    """A whole scoring round from each player's building counts (the staff console's form)."""
    counts: dict[str, dict[str, int]] = {}
    for line in players:
        name, sep, rest = line.partition(":")
        if not sep or not name.strip():
            raise CalcError(
                f"Oyuncu satırı anlaşılamadı: '{line}'. Örnek: 'Ali: pavyon=2, kule=1'."
            )
        row: dict[str, int] = {}
        for part in filter(None, (p.strip() for p in rest.split(","))):
            key, eq, count = part.partition("=")
            if not eq or not count.strip().isdigit():
                raise CalcError(f"'{part}' anlaşılamadı. Bina=sayı biçiminde yaz, ör. 'kule=2'.")
            b = lookup_building(key.strip())
            row[b.key] = row.get(b.key, 0) + int(count)
            if row[b.key] > b.tiles:
                raise CalcError(f"{b.name} için {row[b.key]} bina girildi; oyunda yalnızca "
                                f"{b.tiles} {b.name} karosu var.")  # fmt: skip
        counts[name.strip()] = row
    for key, b in BUILDINGS.items():
        placed = sum(row.get(key, 0) for row in counts.values())
        if placed > b.tiles:
            raise CalcError(f"Oyuncuların {b.name} sayılarının toplamı {placed}; oyunda yalnızca "
                            f"{b.tiles} {b.name} karosu var.")  # fmt: skip
    wall_map: dict[str, int] = {}
    for item in filter(None, (w.strip() for w in walls.split(","))):
        name, eq, length = item.partition("=")
        if not eq or not length.strip().isdigit():
            raise CalcError(f"Duvar '{item}' anlaşılamadı. Örnek: 'Ali=5'.")
        wall_map[name.strip()] = int(length)
    unknown = sorted(set(wall_map) - set(counts))
    if unknown:
        raise CalcError(f"Duvarı girilen oyuncu listede yok: {', '.join(unknown)}.")
    parts = score_round(round, counts, wall_map or None)
    summary = " ".join(p.summary for p in parts.values())
    steps = [Step("yalnızca Alhambra'ya yerleştirilmiş binalar sayılır; yedektekiler sayılmaz",
                  RESERVE_NOT_SCORED_REF),
             Step("o türden puan almak için en az 1 bina gerekir", MIN_ONE_REF)]  # fmt: skip
    out = result(None, "puan", f"{round}. puanlama", steps, summary,
                 trail=[t for p in parts.values() for t in p.trail], parts=parts)  # fmt: skip
    out.citations = list(
        dict.fromkeys([*out.citations, *(r for p in parts.values() for r in p.citations)])
    )
    return out


# --- the game total, the scoring track, the rounds -------------------------------------------


def total_score(scores: list[str]) -> CalcResult:
    """Each player's game total from their round scores; the highest wins, equal is a draw."""
    totals: dict[str, tuple[list[int], int]] = {}
    for line in scores:
        name, sep, rest = line.partition(":")
        if not sep or not name.strip():
            raise CalcError(f"Oyuncu satırı anlaşılamadı: '{line}'. Örnek: 'Ali: 12, 30, 45'.")
        values = [p for p in re.split(r"[,;+\s]+", rest) if p]
        if not values or len(values) > ROUNDS or not all(v.isdigit() for v in values):
            raise CalcError(f"'{line.strip()}': her oyuncu için 1-3 puanlama puanı yaz, ör. "
                            "'Ali: 12, 30, 45'.")  # fmt: skip
        nums = [int(v) for v in values]
        totals[name.strip()] = (nums, sum(nums))
    if not totals:
        raise CalcError("En az bir oyuncu gir, ör. 'Ali: 12, 30, 45'.")
    best_total = max(t for _, t in totals.values())
    on_top = [n for n, (_, t) in totals.items() if t == best_total]
    parts = {}
    for name, (nums, total) in totals.items():
        arith = " + ".join(map(str, nums)) + f" = {total}" if len(nums) > 1 else ""
        step = Step(f"{name}: puanlamalardan gelen puanlar toplanır", WINNER_REF)
        outcome = "" if len(totals) == 1 or name not in on_top else (
            " Kazanan." if len(on_top) == 1 else " Berabere.")  # fmt: skip
        parts[name] = result(total, "puan", f"{total} puan", [step],
                             f"{name}: {total} puan.{outcome}", arithmetic=arith)  # fmt: skip
    if len(totals) == 1:
        ((name, (nums, total)),) = totals.items()
        arith = " + ".join(map(str, nums)) + f" = {total}"
        steps = [Step("oyun sonunda puan tablosundaki toplam puan sayılır", WINNER_REF)]
        return result(total, "puan", f"{total} puan", steps, f"Toplam {total} puan.",
                      arithmetic=arith)  # fmt: skip
    best = max(t for _, t in totals.values())
    top = [n for n, (_, t) in totals.items() if t == best]
    working = "; ".join(p.arithmetic or f"{n}: {p.value}" for n, p in parts.items())
    rule = Step("puan tablosunda en yüksek toplam puana sahip oyuncu kazanır", WINNER_REF)
    if len(top) == 1:
        return result(best, "puan", f"{top[0]} kazanır, {best} puan", [rule],
                      f"{top[0]} {best} puanla kazanır.", trail=[working], parts=parts)  # fmt: skip
    draw = Step("iki oyuncu aynı puana sahipse oyun berabere biter", WINNER_REF)
    note = "" if len(top) == 2 else " (kural metni iki oyuncunun eşitliğini anlatır)"
    return result(best, "puan", f"Berabere, {best} puan", [rule, draw],
                  f"Oyun berabere: {and_list(top)} {best} puanla eşit{note}.", trail=[working],
                  parts=parts)  # fmt: skip


def score_track(points: int) -> CalcResult:
    """Spaces a counter moves on the scoring board: one per point."""
    steps = [Step("her oyuncu aldığı her puan için jetonunu bir kare ilerletir", SCORE_TRACK_REF)]
    return result(points, None, f"{points} kare", steps,
                  f"Jeton {points} kare ilerler.", arithmetic=f"{points} × 1 = {points}")  # fmt: skip


def scoring_rounds(round: int | None = None) -> CalcResult:
    """How many scoring rounds there are, and how many ranks a round pays."""
    if round is None:
        steps = [Step("oyunda 3 puanlama yapılır: ilk ikisi puanlama kartları çekilince, üçüncüsü "
                      "oyun sonunda", ROUNDS_REF)]  # fmt: skip
        return result(ROUNDS, None, "3 puanlama", steps, "Oyunda 3 puanlama turu var.",
                      computed=False)  # fmt: skip
    _check_round(round)
    paid = {1: "yalnızca birinci", 2: "birinci ve ikinci", 3: "birinci, ikinci ve üçüncü"}[round]
    steps = [Step(f"{round}. puanlamada {paid} puan alır", RANKS_PAID_REF)]
    lead = f"{round} sıra" if round > 1 else "Yalnızca birinci"
    return result(round, None, lead, steps, f"{round}. puanlamada {paid} puan alır.",
                  computed=False)  # fmt: skip


# --- the 2-player variant: Dirk ---------------------------------------------------------------

DIRK_WHEN = ("baslangic", "birinci-puanlama", "ikinci-puanlama", "toplam")


def dirk_tiles(
    when: str | None = None,
    tiles_in_bag: int | None = None,
    gifts: int | None = None,
    cumulative: bool = False,
    held_at: int | None = None,
) -> CalcResult:
    """Tiles Dirk is given: 6 at the start, 6 after the 1st scoring, a third of the bag
    (rounded down) after the 2nd, and any the real players give him. ``cumulative``: the
    tiles Dirk holds by then ("Dirk'in kaç karosu olur"), not the ones given at that time.
    ``held_at`` (1 or 2): the tiles in front of him when that scoring is done, the share given
    after it not yet ("2. puanlama geldiğinde Dirk'in önünde kaç bina olur"), gifts included."""
    if when and when not in DIRK_WHEN:
        raise CalcError(f"Bilinmeyen zaman: '{when}'. Geçerli adlar: {', '.join(DIRK_WHEN)}.")
    if held_at is not None:
        return _dirk_held_at(held_at, gifts or 0)
    if cumulative and when == "ikinci-puanlama":
        when = "toplam"  # the last share: what he holds then is his total
    if cumulative and when == "birinci-puanlama" and not gifts:
        setup1 = Step("oyun başında torbadan rastgele 6 bina karosu Dirk'e ayrılır", DIRK_SETUP_REF)
        after = Step("1. puanlamadan hemen sonra Dirk'e 6 karo daha verilir", DIRK_ROUND1_REF)
        held = DIRK_SETUP + DIRK_AFTER_ROUND1
        return result(held, "karo", f"{held} karo", [setup1, after],
                      f"1. puanlamadan sonra Dirk'in {held} karosu olur.",
                      arithmetic=f"{DIRK_SETUP} + {DIRK_AFTER_ROUND1} = {held}")  # fmt: skip
    if gifts and when != "toplam":
        raise CalcError("Dirk'e verilen binalar yalnızca toplamda sayılır; zamanı 'toplam' seç.")
    setup = Step("oyun başında torbadan rastgele 6 bina karosu Dirk'e ayrılır", DIRK_SETUP_REF)
    after1 = Step("1. puanlamadan hemen sonra Dirk'e 6 karo daha verilir", DIRK_ROUND1_REF)
    after2 = Step("2. puanlamadan sonra Dirk'e torbada kalan karoların üçte biri verilir, aşağı "
                  "yuvarlanır", DIRK_ROUND2_REF)  # fmt: skip
    third = None if tiles_in_bag is None else tiles_in_bag // 3
    third_arith = "" if tiles_in_bag is None else (
        f"{tiles_in_bag} / 3 = {_decimal(tiles_in_bag, 3)}"
        + (f" → {third}" if tiles_in_bag % 3 else ""))  # fmt: skip
    if when == "baslangic":
        return result(DIRK_SETUP, "karo", "6 karo", [setup], "Oyun başında Dirk'e 6 karo verilir.",
                      computed=False)  # fmt: skip
    if when == "birinci-puanlama":
        return result(DIRK_AFTER_ROUND1, "karo", "6 karo daha", [after1],
                      "1. puanlamadan sonra Dirk'e 6 karo daha verilir; böylece 12 karosu olur.",
                      computed=False)  # fmt: skip
    if when == "ikinci-puanlama":
        if third is None:
            return result(None, "karo", "Torbada kalanların üçte biri", [after2],
                          "2. puanlamadan sonra Dirk'e torbada kalan karoların üçte biri (aşağı "
                          "yuvarlanarak) verilir; sayı torbadaki karolara bağlı.",
                          computed=False)  # fmt: skip
        return result(third, "karo", f"{third} karo", [after2],
                      f"Torbada {tiles_in_bag} karo varken Dirk'e {third} karo verilir.",
                      arithmetic=third_arith)  # fmt: skip
    if when == "toplam":
        if third is None:
            return result(None, "karo", "Torbadaki karo sayısına bağlı", [setup, after1, after2],
                          "Dirk'in toplam karosu 2. puanlamadan sonra torbada kalan karolara "
                          "bağlı: 6 + 6 ve torbadakilerin üçte biri.", computed=False)  # fmt: skip
        given = gifts or 0
        steps = [setup, after1, Step(f"2. puanlamadan sonra torbadaki {tiles_in_bag} karonun "
                                     f"üçte biri: {third_arith} karo", DIRK_ROUND2_REF)]  # fmt: skip
        terms = [str(DIRK_SETUP), str(DIRK_AFTER_ROUND1), str(third)]
        if given:
            steps.append(Step(f"oyuncuların Dirk'e verdiği {given} bina da eklenir",
                              DIRK_GIFT_REF))  # fmt: skip
            terms.append(str(given))
        total = DIRK_SETUP + DIRK_AFTER_ROUND1 + third + given
        return result(total, "karo", f"{total} karo", steps, f"Dirk'in toplam {total} karosu olur.",
                      arithmetic=f"{' + '.join(terms)} = {total}")  # fmt: skip
    parts = {"oyun başında": result(DIRK_SETUP, "karo", "6 karo", [setup], "6 karo.",
                                    computed=False),
             "1. puanlamadan sonra": result(DIRK_AFTER_ROUND1, "karo", "6 karo", [after1],
                                            "6 karo daha.", computed=False)}  # fmt: skip
    if third is not None:
        parts["2. puanlamadan sonra"] = result(
            third, "karo", f"{third} karo", [after2], f"{third} karo.", arithmetic=third_arith
        )
    return result(None, "karo", "6 karo, sonra 6 karo daha, sonra torbada kalanların üçte biri",
                  [setup, after1, after2],
                  "Dirk'e oyun başında 6, 1. puanlamadan sonra 6 karo daha, 2. puanlamadan sonra "
                  "torbada kalan karoların üçte biri verilir.", computed=False,
                  parts=parts)  # fmt: skip


def _dirk_held_at(scoring: int, gifts: int) -> CalcResult:
    """Dirk's tiles when the 1st or 2nd scoring is done: what he got before it and the
    buildings given him; the share given after that scoring comes later."""
    if scoring not in (1, 2):
        raise CalcError(f"Geçersiz puanlama: {scoring}. Dirk'in önündeki karolar 1. ya da 2. "
                        "puanlama için sorulur (3. puanlamada toplamı torbaya bağlı).")  # fmt: skip
    steps = [Step("oyun başında torbadan rastgele 6 bina karosu Dirk'e ayrılır", DIRK_SETUP_REF)]
    terms = [str(DIRK_SETUP)]
    if scoring == 2:
        steps.append(Step("1. puanlamadan hemen sonra Dirk'e 6 karo daha verilir", DIRK_ROUND1_REF))
        terms.append(str(DIRK_AFTER_ROUND1))
    if gifts:
        steps.append(Step(f"oyuncuların Alhambra'ya ya da yedeğe koymak yerine Dirk'e verdiği "
                          f"{gifts} bina da onundur", DIRK_GIFT_REF))  # fmt: skip
        terms.append(str(gifts))
    later = (Step("1. puanlamadan sonraki 6 karo bu puanlamadan sonra verilir, henüz sayılmaz",
                  DIRK_ROUND1_REF) if scoring == 1 else
             Step("torbada kalanların üçte biri 2. puanlamadan sonra verilir, henüz sayılmaz",
                  DIRK_ROUND2_REF))  # fmt: skip
    steps.append(later)
    held = sum(int(t) for t in terms)
    arith = f"{' + '.join(terms)} = {held}" if len(terms) > 1 else ""
    return result(held, "karo", f"{held} karo", steps,
                  f"{scoring}. puanlama yapılırken Dirk'in önünde {held} bina karosu olur.",
                  arithmetic=arith)  # fmt: skip


def dirk_scoring(
    round: int, building: str, mine: int, dirk: int, opponent: int | None = None
) -> CalcResult:
    """A player's points for one building type in a 2-player game: Dirk counts in the
    majority like a player (but never scores walls)."""
    b = lookup_building(building)
    placed = mine + dirk + (opponent or 0)
    if placed > b.tiles:
        raise CalcError(f"Girilen {b.name} sayılarının toplamı {placed}; oyunda yalnızca "
                        f"{b.tiles} {b.name} karosu var.")  # fmt: skip
    counts = {"Sen": {b.key: mine}, "Dirk": {b.key: dirk}}
    if opponent is not None:
        counts["Rakip"] = {b.key: opponent}
    parts = score_round(round, counts)
    me = parts["Sen"]
    steps = [Step("Dirk bina çoğunluğu için puan hesabına katılır", DIRK_SCORING_REF)]
    steps += [s for s in me.steps if s.ref is not ZERO_REF] or [
        Step(f"{b.loc} binan yok; o türden puan alamazsın", ZERO_REF)]  # fmt: skip
    lead = me.lead
    summary = f"{round}. puanlamada {b.loc} {me.lead.lower()} alırsın." if me.value is not None \
        else me.summary  # fmt: skip
    return result(me.value, "puan", lead, steps, summary, arithmetic=me.arithmetic,
                  trail=me.trail, parts=parts)  # fmt: skip


# --- reading questions -----------------------------------------------------------------------

_ASKS_POINTS = re.compile(r"kac(?:ar|er)?\s+puan|kacar\s+(?:alir|aliyo|alica|alaca|alca)\w*|puan\w*\s+(?:kac|ne\s+kadar|nedir)|kac\s+(?:alir|aliriz|"
                          r"alirim|alirsin|aliyor|alinir|getirir|verir|veriyor)|ne\s+kadar\s+puan"
                          r"|kac\s+puanlik|(?:birincilig|ikincilig|ucunculug)\w*\s+(?:\w+\s+){0,2}"
                          r"kac|(?:birincilik|ikincilik|ucunculuk)\s+puan")  # fmt: skip


_HAS_COUNT = re.compile(r"(?<!\w)(?:bir|iki|uc|dort|bes|\d+)\s+(?:tane\s+)?(?:\w+\s+)?(?:bina|karo"
                        r"|kule|bahce|oda|kemer|pavyon|seraglio|tower|garden)\w*|elimde|bende"
                        r"|binam|karom|alhambram|yede[kg]\w*\s+\d|\d+\s+(?:tane\s+)?\w*\s*"
                        r"yede[kg]")  # fmt: skip
_TIED_RANK = re.compile(r"(?<!\w)(iki|uc|dort|[2-6])\s+(?:kisi|oyuncu)\w*\s+(?:\w+\s+)?(?:birinci|"
                        r"ikinci|ucuncu)\w*(?:yiz|iz|uz|yuz)")  # fmt: skip


def read_placement(q: str) -> dict[str, Any] | None:
    """One building's points: "ilk puanlamada kulede birinci kac puan", "son turda kulede uc
    kisi esitiz kac puan", "kule birinciligi turlara gore kac puan"."""
    if not _ASKS_POINTS.search(q) or re.search(r"dirk|duvar|toplam|kenar", q):
        return None
    if read_roster(q) is not None:
        return None  # every player's count told: the ranking calculators read it, not a rank
    pieces = building_pieces(q)
    if pieces is None:  # "kulede ikincilikte eşitiz. kuleden kaç puan": named again to ask
        pieces = without_asked_again(q)
    if not pieces or len(pieces) != 1:
        return None
    key, text = pieces[0]
    rnd = round_in(q)
    rank = rank_in(text)
    tie = ties_in(text)
    others = asks_about_others(q)
    if rank is None and (who := subject_rank(text, others)) is not None:
        # "kulede ben birinciyim, iki arkadaşım ikincilikte berabere. onlar kaçar puan alıyo"
        rank, tied = who
        return {"building": key, "round": rnd, "rank": rank, "tied": tied if tied > 1 else None}
    if others and rank is not None and len({r for r, _ in _all_ranks(text)}) > 1:
        return None
    if rank is None and tie and not re.search(r"\d\s*\.", text):
        rank = 1
    if rank is None and (_HAS_COUNT.search(q) or piece_counts(text) is not None):
        return None  # a count without a rank: the round calculator needs everyone's counts
    together = _TIED_RANK.search(text)
    tied = tied_players(text) if tie else 1
    if together and not tie:
        word = together.group(1)
        tied = int(word) if word.isdigit() else {"iki": 2, "uc": 3, "dort": 4}[word]
    if rnd is None and rank is None and re.search(r"(?<!\w)(?:ben|benim|sen|biz)\w*", q):
        return None
    return {"building": key, "round": rnd, "rank": rank, "tied": tied if tied > 1 else None}


def _all_ranks(text: str) -> list[tuple[int, int]]:
    return [
        (r, 1) for r, pattern in ((1, "birinci"), (2, "ikinci"), (3, "ucuncu")) if pattern in text
    ]


def read_player_score(q: str) -> dict[str, Any] | None:
    if asks_about_others(q):
        return None  # someone else's round: this reads the customer's own standings
    asking = [c for c in re.split(r"[.!?,;]", q) if re.search(r"(?<!\w)(?:kac|kc|ne\s+kadar)", c)]
    named = named_players(q)
    if asking and any(re.search(rf"(?<!\w){n}(?![a-z])\S*\s+(?:\w+\s+)?(?:kac|puan)", asking[-1])
                      for n in named):  # fmt: skip
        return None  # "ali kaç puan alır": a named player's points, not the customer's
    asks_points = _ASKS_POINTS.search(q) or re.search(
        r"(?<!\w)(?:kac|kc|ne\s+kadar|toplam)(?!\w)", q
    )
    if not asks_points and re.search(r"(?<!\w)m[iu](?:y[iu]m|y[iu]z|s[iu]n|d[iu]r)?(?!\w)", q):
        return None  # "kazanır mıyım": a yes / no question, not the round's points
    parsed = parse_scoring(q) if "puan" in q and "dirk" not in q else None
    if parsed is None:
        return None
    rnd, placements, wall_len, counts = parsed
    if len(placements) == 1 and not counts and wall_len is None:
        return None  # one building's points: alhambra-placement
    inputs: dict[str, Any] = {"round": rnd, "placements": placement_text(placements),
                              "wall": wall_len}  # fmt: skip
    pieces, inner = wall_extras(q)
    if wall_len is not None and pieces:
        inputs["other_walls"] = pieces
    if wall_len is not None and inner:
        inputs["inner"] = inner
    if counts:
        inputs["counts"] = ", ".join(
            f"{b}:{mine}:{'+'.join(map(str, others))}" + (f":{reserve}" if reserve else "")
            for b, mine, others, reserve in counts
        )
    return inputs


_INNER = re.compile(r"(?<!\w)ic(?:\s|te|erde|eride|teki|deki)|sirt\s+sirta|iki\s+karo\s+aras")
_WALL_CONTEXT = re.compile(r"duvar|kenar|zincir|parca|segment")
_PART_SEP = re.compile(r"[,.;!?]|\s+ve\s+|\s+(?:bi|bir)\s*de\s+|\s+ayrica\s+")


def read_wall(q: str) -> dict[str, Any] | None:
    """ "7 kenarlik duvarim var kac puan", "en uzun duvarim 6 ayrica 3 kenarlik kopuk bir
    duvarim var kac puan", "dirk duvar puani alir mi"."""
    if "duvar" not in q or not re.search(r"puan|kac", q) or buildings_in(q):
        return None
    if re.search(r"(?<!\w)(?:birinci|ikinci|ucuncu)\w*(?!\s*puanlama)|en\s+cok\s+bina", q):
        return None
    if "dirk" in q:
        return {"chains": None, "inner": None, "dirk": True}
    chains: list[int] = []
    inner: int | None = None
    for m in numbers(q):
        after = q[m.end :]
        if m.kind == "ordinal" or re.match(r"^['’]?\w{0,3}\s*puan", after):
            continue
        if re.match(r"^\s*(?:tane|ayri|farkli|parca)(?!\w)", after):
            continue  # "iki ayri duvarim": how many walls, not how long
        window = q[max(0, m.start - 20) : m.end + 25]
        if not _WALL_CONTEXT.search(window):
            continue
        # the words around the number, not past "ve" / a comma ("7 kenar ve 2 iç duvar")
        left = _PART_SEP.split(q[max(0, m.start - 15) : m.start])[-1]
        right = _PART_SEP.split(q[m.end : m.end + 15])[0]
        if _INNER.search(left + q[m.start : m.end] + right):
            inner = m.value if inner is None else inner + m.value
        else:
            chains.append(m.value)
    if not chains:
        return None
    return {"chains": chains, "inner": inner, "dirk": False}


def read_total_score(q: str) -> dict[str, Any] | None:
    """ "ilk puanlamada 12 ikincide 30 ucuncude 45 aldim toplam kac puan"."""
    if "toplam" not in q or "puan" not in q or buildings_in(q) or "duvar" in q:
        return None
    values = [m.value for m in numbers(q) if m.kind == "cardinal"
              and not re.match(r"^['’]?\w{0,3}\s*(?:puanlama|kisi|oyuncu|kart|karo|bina|kenar)",
                               q[m.end :])]  # fmt: skip
    if not 2 <= len(values) <= ROUNDS:
        return None
    return {"scores": [f"Sen: {', '.join(map(str, values))}"]}


def read_score_track(q: str) -> dict[str, Any] | None:
    """ "12 puan alinca jeton kac kare ilerler"."""
    if not re.search(r"ilerle|kare\s+gid|kac\s+kare|kac\s+adim", q):
        return None
    if not re.search(r"jeton|puan\s+tablo|skor|puan\s+cetvel|sayac|pul", q):
        return None
    points = [m.value for m in numbers(q) if re.match(r"^['’]?\w{0,3}\s*puan(?!lama)", q[m.end :])]
    if len(set(points)) != 1:
        return None
    return {"points": points[0]}


def read_scoring_rounds(q: str) -> dict[str, Any] | None:
    """ "kac puanlama turu var", "ikinci puanlamada kacinciya kadar puan var"."""
    if re.search(r"puanlama\s+kart|dirk", q):
        return None
    if re.search(r"kacinci\w*\s+(?:\w+\s+)?kadar|kac\s+(?:kisi|oyuncu|sira)\w*\s+puan\s+al|kacinci\w*\s+"
                 r"(?:de|da)?\s*puan\s+al|hangi\s+siralar", q):  # fmt: skip
        rnd = round_in(q)
        return {"round": rnd} if rnd is not None else None
    if re.search(r"kac\s+(?:tane\s+|kere\s+|kez\s+)?puanlama|puanlama\s+(?:turu\s+)?(?:sayisi|kac)"
                 r"|kac\s+kere\s+puan\s+say", q) and round_in(q) is None:  # fmt: skip
        return {"round": None}
    return None


_DIRK_WHEN = [
    ("baslangic", re.compile(r"baslangic|oyun\s+basinda|ilk\s+basta|kurulum|(?<!\w)basta")),
    ("birinci-puanlama", re.compile(r"(?:ilk|birinci|1\.)\s*puanlama")),
    ("ikinci-puanlama", re.compile(r"(?:ikinci|2\.)\s*puanlama")),
    ("toplam", re.compile(r"toplam|oyun\s+sonu|butun\s+oyun|en\s+son\w*\s+kac")),
]


_DIRK_HOLDS = re.compile(
    r"toplam|dirk\w*\s+(?:\w+\s+){0,4}?(?:karo|bina|tas)\w*s[iu]\s+(?:olur|olmus|oldu|var|kalir)"
    r"|dirk\w*\s+(?:\w+\s+){0,2}?elinde|birik\w*|simdiye\s+kadar|kac\s+karoya\s+ulas"
    r"|(?:karo|bina|tas)\w*\s+sahip|kac\s+(?:tane\s+)?(?:karo|bina|tas)\w*s[iu]\s+"
    r"(?:olur|olmus|oldu|var|kalir)"
)


# "2. puanlama geldiğinde", "ilk puanlamadan önce", "2. puanlama yapılırken": the moment of
# the scoring, before the share given after it
_AT_SCORING = re.compile(
    r"(ilk|birinci|1\.|ikinci|2\.)\s*puanlama(?:\s+(?:gel|yapil|basla|sirasinda|aninda|oncesi)\w*"
    r"|(?:ya|yi)\s+(?:kadar|gelin\w*|gelind\w*)|dan\s+(?:once|hemen\s+once)\w*)(?!\w)"
)
# what he holds: "Dirk'in önünde kaç bina olmalı", "Dirk'in kaç karosu olur / var"
_DIRK_IN_FRONT = re.compile(r"dirk\w*\s+(?:\w+\s+){0,2}?(?:onunde|elinde)|kac\s+(?:tane\s+)?"
                            r"(?:karo|bina|tas)\w*s[iu]\s+(?:olur|olmali|var|olmus)"
                            r"|(?:olur|olmali|bulunur|durur|olmasi\s+lazim)(?!\w)")  # fmt: skip
_GIFT_CLAUSE = re.compile(r"[^.;!?]*(?:dirk\w*[^.;!?]*\s(?:ver|hediye)\w*|(?:ver|hediye)\w*[^.;!?]*"
                          r"dirk)[^.;!?]*")  # fmt: skip


def _dirk_gifts(q: str) -> int | None:
    """Buildings the two real players gave Dirk: "ikimiz de birer binayı Dirk'e verdik" → 2
    (each of the two), "ben 1, arkadaşım 2 bina verdi" → 3; None when none is told, -1 when
    unclear."""
    total = 0
    told = False
    for clause in _GIFT_CLAUSE.findall(q):
        if re.search(
            r"(?<!\w)ver(?:me|mi)\w*\s+m[iu]|verebil\w*|verilebil\w*|vere\w*\s+m[iu]", clause
        ):
            return -1  # "verebilir miyiz", "vermek zorunda mıyız": a question whether they may
        if re.search(r"(?<!\w)verme(?:di|dik|dim|din|diniz|yiz|dik)\w*", clause):
            told = True  # "hiç bina vermedik": none given
            continue
        for m in numbers(clause):
            if m.kind == "ordinal" or not re.match(r"\s*(?:tane\s+)?(?:\w+\s+)?(?:bina|karo|kule|"
                                                    r"bahce|oda|kemer|pavyon|seraglio)", clause[m.end :]):  # fmt: skip
                continue
            total += m.value * (2 if m.kind == "distributive" else 1)  # "birer": each of the two
            told = True
        # "bir bina verdim": the article-like "bir" is not read as a number
        ones = re.findall(r"(?<!\w)(?:bir|bi)\s+(?:tane\s+)?(?:\w+\s+)?(?:bina|karo|kule|bahce|oda"
                          r"|kemer|pavyon|seraglio)", clause)  # fmt: skip
        total += len(ones)
        told = told or bool(ones)
    return total if told else None


def read_dirk_tiles(q: str) -> dict[str, Any] | None:
    """ "iki kisilik oyunda dirke kac karo verilir", "torbada 20 karo var dirke kac tane gider"."""
    if "dirk" not in q or not re.search(r"karo|bina|tas|tile", q):
        return None
    if not re.search(r"kac|ne\s+kadar|verilir|gider", q) or re.search(r"puan(?!lama)", q):
        return None
    at = {1 if m.group(1) in ("ilk", "birinci", "1.") else 2 for m in _AT_SCORING.finditer(q)}
    if re.search(r"onunde|elinde", q) and "toplam" not in q:
        # "2. puanlamada Dirk'in önünde kaç bina olur": what lies before him at that scoring
        at |= {1 if m.group(1) in ("ilk", "birinci", "1.") else 2
               for m in re.finditer(r"(ilk|birinci|1\.|ikinci|2\.)\s*puanlamada(?!\w)", q)}  # fmt: skip
    if at and _DIRK_IN_FRONT.search(q):
        given = _dirk_gifts(q)
        if len(at) > 1 or given == -1 or re.search(r"sonra|torba", q):
            return None
        return {"held_at": at.pop(), "gifts": given}
    whens = [key for key, pattern in _DIRK_WHEN if pattern.search(q)]
    # "Dirk'in toplam kaç karosu olur": what he holds by the time named, not that time's share
    cumulative = bool(_DIRK_HOLDS.search(q))
    if len(whens) > 1:
        whens = [w for w in whens if w != "toplam"] if "toplam" in whens else whens
    if len(whens) > 1 and cumulative:
        # "başta kaç, 1. puanlamadan sonra elinde toplam kaç olur", "(başta ve 1. puanlamadan
        # sonra verdiklerimiz dahil)": what he holds by the latest time named, whose working
        # shows each earlier share
        whens = [max(whens, key=DIRK_WHEN.index)]
    if len(whens) > 1:
        return None
    bag = {int(m.group(1)) for m in re.finditer(r"torba\w*\s+(?:\w+\s+)?(\d+)", q)}
    bag |= {m.value for m in numbers(q) if re.match(r"^\s*(?:tane\s+)?(?:karo|bina)\w*\s+(?:kal|var)"
                                                    r"", q[m.end :]) and "torba" in q}  # fmt: skip
    gifts = {
        int(m.group(1))
        for m in re.finditer(
            r"(\d+)\s+(?:tane\s+)?(?:bina|karo)\w*\s+"
            r"(?:\w+\s+)?(?:verdi|hediye|verecek)",
            q,
        )
    }
    if len(bag) > 1 or len(gifts) > 1:
        return None
    when = whens[0] if whens else ("ikinci-puanlama" if bag else None)
    if cumulative and when in ("ikinci-puanlama", "toplam"):
        when, cumulative = "toplam", False
    if gifts and when != "toplam":
        return None  # gifts count only in a total
    return {"when": when, "tiles_in_bag": next(iter(bag), None),
            "gifts": next(iter(gifts), None),
            "cumulative": True if cumulative and when == "birinci-puanlama" else None}  # fmt: skip


_MINE = re.compile(r"(\d+)\s+(?:tane\s+)?(?:\w+\s+)?(?:binam|karom|kulem|bahcem|odam|kemerim|"
                   r"pavyonum|seragliom)|(?:benim|bende|ben)\s+(?:\w+\s+)?(\d+)")  # fmt: skip
_DIRK_COUNT = re.compile(r"dirk\w*\s+(?:\w+\s+)?(\d+)")
_OPPONENT = re.compile(r"(?:rakib|arkadas|karsi|diger|esim)\w*\s+(?:\w+\s+)?(\d+)")


def read_dirk_scoring(q: str) -> dict[str, Any] | None:
    """ "ikinci puanlamada kulede 3 binam var dirkin 4 rakibimin 2 kac puan alirim"."""
    if "dirk" not in q or "puan" not in q or "duvar" in q:
        return None
    rnd = round_in(q)
    keys = {b.key for b in buildings_in(q)}
    if rnd is None or len(keys) != 1:
        return None

    def one(pattern: re.Pattern[str]) -> int | None | str:
        found = {int(g) for m in pattern.finditer(q) for g in m.groups() if g}
        return found.pop() if len(found) == 1 else ("many" if found else None)

    mine, dirk, opp = one(_MINE), one(_DIRK_COUNT), one(_OPPONENT)
    if not isinstance(mine, int) or not isinstance(dirk, int) or opp == "many":
        return None
    return {"round": rnd, "building": keys.pop(), "mine": mine, "dirk": dirk,
            "opponent": opp if isinstance(opp, int) else None}  # fmt: skip


# --- one building, every player's count: anyone's points ---------------------------------------

ME_NAME = "Sen"
# the distributive ending after a number's last digit: "3'er", "2'şer", "6'şar", "10'ar"
_EACH = {1: "er", 2: "şer", 3: "er", 4: "er", 5: "er", 6: "şar", 7: "şer", 8: "er", 9: "ar",
         10: "ar"}  # fmt: skip
_ME_WORDS = {"ben", "bende", "benim", "bizde"}
# the distributive ending after a multiple of ten: "10'ar", "20'şer", "30'ar" (up to 21 points)
_EACH_TENS = {10: "ar", 20: "şer"}


def each(n: int) -> str:
    """ "7'şer", "13'er", "20'şer", "0'ar": the count each one gets."""
    ending = _EACH_TENS.get(n) if n % 10 == 0 and n else _EACH.get(n % 10, "ar")
    return f"{n}'{ending or 'er'}"


def _roster(lines: list[str]) -> dict[str, int]:
    """ "Ayşe: 3" lines → {name: placed tiles}; "Ben"/"Sen" is the customer."""
    out: dict[str, int] = {}
    for line in lines:
        name, sep, count = line.partition(":")
        name = name.strip()
        if not sep or not name or not count.strip().isdigit():
            raise CalcError(f"Oyuncu satırı anlaşılamadı: '{line}'. Örnek: 'Ayşe: 3'.")
        name = ME_NAME if name.lower() in _ME_WORDS | {"sen"} else capital(name)
        if name in out:
            raise CalcError(f"{name} iki kez girilmiş; her oyuncuyu bir kez yaz.")
        out[name] = int(count)
    if len(out) < 2:
        raise CalcError("En az iki oyuncunun bina sayısını gir, ör. 'Sen: 5', 'Ayşe: 3'.")
    return out


def building_ranking(
    round: int,
    building: str,
    counts: list[str],
    player: str | None = None,
    also: str | None = None,
) -> CalcResult:
    """One building's points for each player whose placed count is told; ``player``: whose
    points are asked — one name, several separated by commas ("Ayşe, Mert": the value when
    they get the same points), or empty: everyone's, the value is the customer's. ``also``:
    players asked after them ("Deniz bir şey alır mı"), whose points are said after the value."""
    _check_round(round)
    b = lookup_building(building)
    roster = _roster(counts)
    if max(roster.values()) > b.tiles or sum(roster.values()) > b.tiles:
        told = " + ".join(map(str, roster.values()))
        raise CalcError(f"Verdiğin {b.name} sayılarının toplamı {told} = {sum(roster.values())}; "
                        f"oyunda yalnızca {b.tiles} {b.name} karosu var.")  # fmt: skip
    wanted: list[str] = []
    for one in (player or "").split(","):
        if not one.strip():
            continue
        name = ME_NAME if one.strip().lower() in _ME_WORDS | {"sen"} else capital(one.strip())
        if name not in roster:
            raise CalcError(f"{name} oyuncu listesinde yok: {', '.join(roster)}.")
        if name in wanted:
            raise CalcError(f"{name} iki kez sorulmuş; her oyuncuyu bir kez yaz.")
        wanted.append(name)
    extra = [_roster_name(one, roster) for one in (also or "").split(",") if one.strip()]
    if extra and not wanted:
        raise CalcError("'also' yalnızca sorulan oyuncuyla birlikte kullanılır.")
    if set(extra) & set(wanted):
        raise CalcError("Aynı oyuncu hem sorulan hem ayrıca sorulan olamaz.")
    asked = wanted[0] if len(wanted) == 1 else None
    points: dict[str, CalcResult] = {}
    standing: list[str] = []
    rank = 1
    rank_of: dict[str, int] = {}
    for group in _ranks(roster):
        part = placement_points(round, b.key, rank, len(group))
        for name in group:
            points[name] = part
            rank_of[name] = rank
        n = roster[group[0]]
        each = f"{n}'{_EACH[10 if n % 10 == 0 else n % 10]}" if len(group) > 1 else str(n)
        place = f"{rank}.–{rank + len(group) - 1}." if len(group) > 1 else f"{rank}."
        standing.append(f"{place} {and_list(group)} ({each})")
        rank += len(group)
    zero = [n for n, c in roster.items() if c == 0]
    listing = ", ".join(f"{n} {c}" for n, c in roster.items())
    steps = [Step(f"{b.loc} Alhambra'ya yerleştirilmiş binalar: {listing}; sıralama: "
                  f"{', '.join(standing)}", MAJORITY_REF)]  # fmt: skip
    who = [*wanted, *extra] if wanted else list(roster)
    shown: set[int] = set()
    for name in who:
        if name in zero:
            steps.append(Step(f"{name}: hiç {b.name} yok, o türden puan alamaz, 0 puan", ZERO_REF))
            continue
        part = points[name]
        if id(part) in shown:
            continue
        shown.add(id(part))
        group = [n for n in roster if points.get(n) is part]
        for s in part.steps:
            if s.ref == round_row_ref(round, b.name) and any(x.text == s.text for x in steps):
                continue
            steps.append(s)
        if part.value is None:
            got = "kural metni kesin çözmüyor"
        elif part.arithmetic:
            got = f"her biri {part.arithmetic} puan"
        else:
            got = f"{part.value} puan"
        steps.append(Step(f"{and_list(group)}: {got}", part.steps[-1].ref, part.steps[-1].also))
    value_of = {n: (0 if n in zero else points[n].value) for n in roster}
    arith = next((points[n].arithmetic for n in who if n not in zero and points[n].arithmetic), "")
    if extra:
        head = _several_asked(round, b.loc, wanted, value_of, steps, arith) if len(wanted) > 1 \
            else building_ranking(round, building, counts, wanted[0])  # fmt: skip
        if head.value is None:
            return head
        said = "; ".join(f"{n} {value_of[n]} puan alır" + (
            f" (hiç {b.name} yok)" if n in zero else
            "" if value_of[n] else f" ({ORDINAL[rank_of[n]]} sıra puan almaz)") for n in extra)  # fmt: skip
        return result(head.value, "puan", head.lead, steps, f"{head.summary} {capital(said)}.",
                      arithmetic=arith)  # fmt: skip
    if asked:
        v = value_of[asked]
        lead = "Kural metni bu beraberliği kesin çözmüyor" if v is None else f"{v} puan"
        summary = (f"{round}. puanlamada {b.loc} {asked} " +
                   ("kaç puan alacağını kural metni kesin çözmüyor." if v is None
                    else f"{v} puan alır."))  # fmt: skip
        if asked == ME_NAME:
            summary = (f"{round}. puanlamada {b.loc} kaç puan alacağını kural metni kesin "
                       "çözmüyor." if v is None else f"{round}. puanlamada {b.loc} {v} puan "
                       "alırsın.")  # fmt: skip
        return result(v, "puan", lead, steps, summary, arithmetic=arith)
    if wanted:
        return _several_asked(round, b.loc, wanted, value_of, steps, arith)
    said = ", ".join(f"{n} {'?' if v is None else v}" for n, v in value_of.items())
    v = value_of.get(ME_NAME)
    lead = f"{v} puan" if v is not None else said + " puan"
    return result(v, "puan", lead, steps, f"{round}. puanlamada {b.name}: {said} puan.",
                  arithmetic=arith)  # fmt: skip


def _roster_name(one: str, roster: dict[str, int]) -> str:
    name = ME_NAME if one.strip().lower() in _ME_WORDS | {"sen"} else capital(one.strip())
    if name not in roster:
        raise CalcError(f"{name} oyuncu listesinde yok: {', '.join(roster)}.")
    return name


def _several_asked(
    rnd: int,
    loc: str,
    wanted: list[str],
    value_of: dict[str, int | None],
    steps: list[Step],
    arith: str,
) -> CalcResult:
    """The points of several players asked together ("Ayşe ile Mert kaçar puan alıyor"): one
    value when they all get the same, else each one's (no single value)."""
    got = [value_of[n] for n in wanted]
    names = and_list(wanted)
    if None in got:
        return result(None, "puan", "Kural metni bu beraberliği kesin çözmüyor", steps,
                      f"{rnd}. puanlamada {loc} {names} kaç puan alacağını kural metni kesin "
                      "çözmüyor.", arithmetic=arith)  # fmt: skip
    if len(set(got)) == 1:
        v = got[0]
        assert v is not None
        verb = "alırsınız" if ME_NAME in wanted else "alır"
        return result(v, "puan", f"{each(v)} puan", steps,
                      f"{rnd}. puanlamada {loc} {names} {each(v)} puan {verb}.",
                      arithmetic=arith)  # fmt: skip
    said = ", ".join(f"{n} {v}" for n, v in zip(wanted, got, strict=True))
    return result(None, "puan", f"{said} puan", steps, f"{rnd}. puanlamada {loc}: {said} puan.",
                  arithmetic=arith)  # fmt: skip


# "ben 5, Ayşe 3, Mert 3, Can 1": a name (or "ben") right before each count of one sentence
_ROSTER_ITEM = re.compile(r"(?<!\w)([a-z]{2,})(?:['’]?(?:n?[iu]n|da|de|ta|te|nda|nde))?\s+(\d+)(?!\d|[.,]\d)"
                          r"(?!\s*\.\s*(?:puan|sira|tur))")  # fmt: skip
_ROSTER_GROUP = re.compile(r"(?<!\w)((?:[a-z]{2,}\s*,\s*)*[a-z]{2,}(?:['’]?y?[il][ea])?\s+(?:ve|ile)\s+"
                           r"[a-z]{2,}|(?:[a-z]{2,}\s*,\s*)+[a-z]{2,})\s+(\d+)\s*['’]?\s*(?:s?er|s?ar)"
                           r"(?!\w)")  # fmt: skip
_ROUND_WORDS = re.compile(r"(?:ilk|birinci|1\.|ikinci|2\.|son|ucuncu|3\.)\s*(?:puanlama\w*|tur\w*"
                          r"|sayim\w*)")  # fmt: skip
_NOT_A_NAME = re.compile(r"biri|arkadas|esim|abim|ablam|kardes|onlar|oteki|obur")
_ASKED_EVERYONE = re.compile(r"(?<!\w)(?:kim|kimler|herkes\w*|hepsi\w*|her\s+biri\w*|kimin)(?!\w)")


def read_roster(q: str) -> tuple[int, str, dict[str, int], str] | None:
    """(round, building, {name: count}, the asking clause) of a question that tells one
    building's placed tiles player by player; None when unsure."""
    if "dirk" in q or re.search(r"duvar|kenar", q):
        return None
    if re.search(r"yede[kg]", q) and not re.search(r"yede[kg]\w*\s+(?:hic\s+)?(?:\w+\s+)?yok", q):
        return None  # a reserve count may hide among the counts
    keys = {f.key for f in buildings_in(q)}
    rnd = round_in(q)
    if len(keys) != 1 or rnd is None:
        return None
    found: dict[str, int] | None = None
    groups = 0
    for sentence in re.split(r"(?:(?<!\d)\.|[!?\n])+(?=\s|$)", q):
        row: dict[str, int] = {}
        # "ben, Can ve Ece 3'er bahçeyle eşitiz": each player of the list holds that many
        for g in _ROSTER_GROUP.finditer(sentence):
            names = [_bare_name(n) for n in re.split(r"\s*,\s*|\s+(?:ve|ile)\s+", g.group(1))]
            if any(n not in _ME_WORDS and (NOT_NAME.fullmatch(n) or buildings_in(n)
                                            or _NOT_A_NAME.match(n)) for n in names):  # fmt: skip
                return None
            for n in names:
                n = "ben" if n in _ME_WORDS else n
                if n in row:
                    return None
                row[n] = int(g.group(2))
            groups += len(names) - 1
            if re.search(r"birinci|ikinci|ucuncu|en\s+(?:cok|fazla)", _ROUND_WORDS.sub(" ", q)):
                return None  # "ben ve Efe 3'er kuleyle ikincilikte, birinci Zeynep": a rank told
            sentence = sentence[: g.start()] + " " * (g.end() - g.start()) + sentence[g.end() :]
        for m in _ROSTER_ITEM.finditer(sentence):
            name = m.group(1)
            if name not in _ME_WORDS and (
                NOT_NAME.fullmatch(name) or buildings_in(name) or _NOT_A_NAME.match(name)
            ):
                return None
            name = "ben" if name in _ME_WORDS else name
            if name in row:
                return None
            row[name] = int(m.group(2))
        if len(row) >= 2:
            if found is not None:
                return None  # two lists: which counts are meant is unclear
            found = row
    if found is None:
        return None
    # every count of the question is a player's: another number (a rank, a second building's
    # count) would be a premise this calculator does not read
    counts = re.findall(r"(?<![\d.,])\d+(?!\d|,\d|\s*\.\s*(?:puan|tur|sira|l[iu]k|y[iu]m))", q)
    table = players_in(q)
    if table is not None and table == len(found):
        # "4 kişiyiz" beside four players' counts: the table, not a count
        counts = [c for c in counts if not re.search(rf"(?<!\d){c}\s*(?:kisi|oyuncu)", q)]
    if len(counts) + groups != len(found):
        return None
    pieces = re.split(r"[.!?,;]", q)
    asks = [i for i, c in enumerate(pieces) if re.search(r"(?<!\w)(?:kac|kc|ne\s+kadar)", c)]
    if not asks:
        return None
    # "Ayşe, Mert ve Can kaçar puan alıyor": bare names before the asking clause belong to it
    first = asks[-1]
    while (
        first > 0
        and re.fullmatch(rf"\s*(?:ve\s+)?{_NAME_WORD}\s*", pieces[first - 1])
        and (_bare_name(pieces[first - 1]) in found)
    ):
        first -= 1
    key = keys.pop()
    return rnd, key, found, ",".join(pieces[first : asks[-1] + 1])


_NAME_WORD = r"[a-z]{2,}(?:['’]?(?:n?[iu]n|da|de|ta|te|nda|nde|y?[ei]|y?[ei]?le|y?[ai]?la))?"


def _bare_name(piece: str) -> str:
    word = re.sub(r"^\s*(?:ve\s+)?", "", piece).strip()
    return "ben" if word in _ME_WORDS else re.sub(r"['’].*$", "", word)


# several players asked together: "Ayşe ile Mert", "Ayşe'yle Mert", "Ayşe, Mert ve Can",
# "ben ve Ayşe"; a comparison or a sum of their points is another question
_JOINED = r"\s*(?:,\s*|\s+ve\s+|\s+ile\s+|['’]?y?[il][ea]\s+|\s*&\s*|\s+)"
_COMPARED = re.compile(r"(?<!\w)(?:fark\w*|fazla|daha|az|eksik|mi|mu)(?!\w)")
_NOT_EACH = re.compile(r"(?<!\w)(?:toplam\w*|beraber\w*|birlikte)(?!\w)")


def read_building_ranking(q: str) -> dict[str, Any] | None:
    """ "bahçede ben 5, Ayşe 3, Mert 3, Can 1. Ayşe kaç puan alır", "kulede ben 3, Efe 3,
    Zeynep 1. kim kaç puan alıyor"."""
    if not (_ASKS_POINTS.search(q) or re.search(r"(?<!\w)kim\s+kac", q)):
        return None
    told = read_roster(q)
    if told is None:
        return None
    rnd, key, roster, asking = told
    counts = [f"{'Ben' if n == 'ben' else n}: {c}" for n, c in roster.items()]
    inputs: dict[str, Any] = {"round": rnd, "building": key, "counts": counts}
    we = _we_asked(q, roster)
    if we is not None:
        return {**inputs, **we}
    # the player asked about: named in the asking clause without a count after the name
    names = [n for n in roster if n != "ben" and re.search(rf"(?<!\w){n}(?:[iu]?m)?(?![a-z])(?!\S*\s+\d)",
                                                             asking)]  # fmt: skip
    if _ASKED_EVERYONE.search(asking):
        return inputs if not names else None
    if _COMPARED.search(asking):
        return None  # "Burak Ece'den kaç puan fazla alır": a difference, not a player's points
    if len(names) == 1 and _name_at(asking, "ben") is None:
        inputs["player"] = names[0]
        return inputs
    together = _asked_together(asking, names)
    if together:
        inputs["player"] = ", ".join("Ben" if n == "ben" else n for n in together)
        return inputs
    # the customer's own points: alhambra-player-score (it reads rosters too)
    return None


# "kaçar puan alıyoruz / alıyoz / alırız / alcaz": the customer and those told with them
_WE_ASK = re.compile(r"(?<!\w)(?:kac|kacar)\s+(?:puan\s+)?(?:\w+\s+)?(?:al|kazan)\w*(?:yoruz|yoz|iriz|"
                     r"uruz|icaz|acagiz|ecegiz|caz|cez|iyoruz)(?!\w)")  # fmt: skip
# "kaç puan alırım / alıcam / alıyom" beside such a list: the customer's own points
_ME_ASK = re.compile(r"(?<!\w)kac\s+(?:puan\s+)?(?:\w+\s+)?(?:al|kazan)\w*(?:rim|rum|cam|cem|cagim"
                     r"|cegim|yom|yorum)(?!\w)")  # fmt: skip
_ASKED_AFTER = (
    r"(?:\w+\s+){0,3}?(?:(?:al|kazan)\w*\s+m[iu]\w*|kac\w*|puan\w*\s+(?:al|kazan)\w*\s+m[iu])"
)


def _we_asked(q: str, roster: dict[str, int]) -> dict[str, str] | None:
    """ "Bahçede ben, Can ve Ece 3'er bahçeyle eşitiz, Deniz'in 1 bahçesi var. Kaçar puan
    alıyoruz, Deniz bir şey alır mı": the players told together with the customer asked as
    "we", and a player asked after them; None when the question is not that."""
    clauses = [c for c in re.split(r"[.!?,;]", q) if c.strip()]
    asking = [c for c in clauses if _WE_ASK.search(c)]
    mine = [c for c in clauses if _ME_ASK.search(c)]
    kac = [c for c in clauses if re.search(r"(?<!\w)(?:kac|kc|ne\s+kadar)", c)]
    if len(asking) + len(mine) != 1 or any(_NOT_EACH.search(c) or _COMPARED.search(c) for c in kac):
        return None  # "toplam kaç eder", "kaç fazla": a sum or a difference, not each one's
    if mine:
        asking = mine
    group: list[str] = []
    for g in _ROSTER_GROUP.finditer(q):
        names = [_bare_name(n) for n in re.split(r"\s*,\s*|\s+(?:ve|ile)\s+", g.group(1))]
        if any(n in _ME_WORDS for n in names):
            group = ["ben" if n in _ME_WORDS else n for n in names]
    if not group or any(n not in roster for n in group):
        return None
    also = [n for n in roster if n not in group and any(
        re.search(rf"(?<!\w){n}(?:['’]?\w{{0,4}})?\s+{_ASKED_AFTER}", c) for c in clauses
        if c is not asking[0])]  # fmt: skip
    out = {"player": "Ben" if mine else ", ".join("Ben" if n == "ben" else n for n in group)}
    if also:
        out["also"] = ", ".join(also)
    return out


def _name_at(asking: str, name: str) -> re.Match[str] | None:
    """Where ``name`` (or the customer's "ben") is named in the asking clause without a
    count after it ("Ayşe 3" tells her count)."""
    word = (
        r"(?:ben|benim|bende)"
        if name == "ben"
        else rf"{name}(?:['’]?(?:n[iu]n|[iu]n|y?[ei]|y?[ei]?le|y?[ai]?la))?"
    )
    return re.search(rf"(?<!\w){word}(?![a-z])(?!\s*\d)", asking)


def _asked_together(asking: str, names: list[str]) -> list[str]:
    """The players of ``names`` (and "ben" when it stands among them) asked together in the
    asking clause, in the clause's order: each next to the last with "ile", "ve", a comma or
    "-yle" between; [] when they are not one list, or the clause adds their points up."""
    if _NOT_EACH.search(asking):
        return []
    spots = []
    for n in dict.fromkeys([*names, "ben"]):
        m = _name_at(asking, n)
        if m is not None:
            spots.append((m.start(), m.end(), n))
    spots.sort()
    if len(spots) < 2 or any(n not in {s[2] for s in spots} for n in names):
        return []
    for (_, end, _), (start, _, _) in zip(spots, spots[1:], strict=False):
        if not re.fullmatch(_JOINED, asking[end:start]):
            return []
    return [n for _, _, n in spots]
