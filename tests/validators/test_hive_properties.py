"""Hive properties: a box holds two players' sets, totals grow with every pack added, the
bug counts add up to the piece count, what is left around a queen plus what is there is 6,
a mosquito moves like the bug it touches; readers never crash on what customers type."""

from __future__ import annotations

import contextlib
import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st

from turkish import fold_same_length as fold
from validators import hive_calc as calc
from validators.base import CalcError
from validators.calculator import calculators_for
from validators.hive_data import BUGS, EDITIONS, EXPANSION_BUGS, PACK

PACK_SETS = [list(c) for n in range(4) for c in itertools.combinations(EXPANSION_BUGS, n)]
EDITION_KEYS = st.sampled_from([*EDITIONS, PACK])


@given(EDITION_KEYS)
def test_box_is_two_players_sets(edition: str) -> None:
    per = calc.pieces(edition, per_player=True).value
    box = calc.pieces(edition, per_player=False).value
    assert per is not None
    assert box == 2 * per


@given(st.sampled_from(PACK_SETS), st.booleans())
def test_totals_grow_with_every_pack(packs: list[str], per_player: bool) -> None:
    value = calc.pieces("temel", per_player, ", ".join(packs)).value
    assert value == (11 + len(packs)) * (1 if per_player else 2)
    for extra in set(EXPANSION_BUGS) - set(packs):
        more = calc.pieces("temel", per_player, ", ".join([*packs, extra])).value
        assert more is not None
        assert value is not None
        assert more > value
    by_count = calc.pieces("temel", per_player, pack_count=len(packs)).value
    assert by_count == value


@given(st.sampled_from(sorted(BUGS)), st.sampled_from([None, *EDITIONS, PACK]))
def test_bug_box_is_twice_per_player(bug: str, edition: str | None) -> None:
    try:
        per = calc.bug_count(bug, edition, per_player=True).value
    except CalcError:
        assert edition == PACK
        assert not BUGS[bug].expansion
        return
    box = calc.bug_count(bug, edition, per_player=False).value
    assert per is not None
    assert box == 2 * per


@given(st.sampled_from([*EDITIONS]))
def test_bug_counts_add_up_to_the_pieces(edition: str) -> None:
    counts = [calc.bug_count(b, edition).value or 0 for b in BUGS]
    assert sum(counts) == calc.pieces(edition).value
    assert sum(1 for c in counts if c) == calc.bug_kinds(edition).value


@given(st.sampled_from(PACK_SETS))
def test_packs_add_one_of_their_bug_each(packs: list[str]) -> None:
    joined = ", ".join(packs)
    counts = [calc.bug_count(b, "temel", packs=joined).value or 0 for b in BUGS]
    assert sum(counts) == calc.pieces("temel", packs=joined).value
    assert calc.bug_kinds("temel", packs=joined).value == 5 + len(packs)


@given(st.lists(st.integers(0, 6), min_size=0, max_size=3))
def test_left_plus_present_is_six(counts: list[int]) -> None:
    if sum(counts) > 6:
        with pytest.raises(CalcError, match="0-6"):
            calc.surround(counts)
        return
    result = calc.surround(counts)
    assert result.value == 6 - sum(counts)


@given(st.sampled_from([b for b in BUGS if b not in ("sivrisinek", "cekirge")]))
def test_mosquito_moves_like_the_bug_it_touches(bug: str) -> None:
    assert calc.move_distance("sivrisinek", touching=bug).value == calc.move_distance(bug).value


@given(st.integers(1, 27))
def test_grasshopper_lands_just_past_the_line(k: int) -> None:
    assert calc.move_distance("cekirge", pieces_in_line=k).value == k + 1
    assert calc.move_distance("cekirge", pieces_in_line=k, measure="atlanan").value == k


@given(st.sampled_from([None, 2010, 2024]), st.integers(1, 30))
def test_queen_turn_allowed_between_earliest_and_latest(year: int | None, turn: int) -> None:
    first = calc.queen_turn(year, earliest=True).value
    last = calc.queen_turn(year).value
    assert first is not None
    assert last is not None
    assert first <= last
    allowed = calc.queen_turn(year, turn=turn).lead.startswith("Evet")
    assert allowed == (first <= turn <= last)


@given(
    st.sampled_from([None, *calc.ACTIONS]),
    st.one_of(st.none(), st.integers(1, 12)),
    st.sampled_from([None, True, False]),
    st.sampled_from([None, True, False]),
)
def test_one_move_a_turn_or_none(
    action: str | None, turn: int | None, queen: bool | None, has_move: bool | None
) -> None:
    try:
        result = calc.actions_per_turn(action, turn, queen, has_move)
    except CalcError:
        assert (queen is True and turn == 1) or (queen is False and turn is not None and turn > 4)
        return
    assert result.value == (0 if has_move is False else 1)
    assert result.lead
    assert "None" not in result.lead


WORDS = ["kac", "tas", "kralice", "orumcek", "pocket", "ultimate", "temel", "kutuda", "oyuncu",
         "basina", "2", "4.", "turda", "hamle", "sivrisinek", "paket", "ekle", "cekirge",
         "etrafinda", "komsu", "alan", "gider", "mi", "var", "uc", "genisleme", "tespih",
         "bocegi", "cesit", "kisi", "pas", "yok", "en", "gec", "erken", "'", "?", "7"]  # fmt: skip


@given(st.lists(st.sampled_from(WORDS), min_size=1, max_size=9))
def test_readers_never_crash(words: list[str]) -> None:
    folded = fold(" ".join(words))
    for c in calculators_for("hive"):
        inputs = c.read(folded) if c.read else None
        if inputs is None:
            continue
        with contextlib.suppress(CalcError):  # impossible inputs are named, never guessed
            c.run(**inputs)


@given(st.sampled_from([None, 2010, 2024]), st.integers(1, 4))
def test_turns_left_to_place_the_queen_count_down_to_one(year: int | None, now: int) -> None:
    left = calc.queen_turn(year, current_turn=now).value
    first = calc.queen_turn(year, earliest=True).value
    assert first is not None
    assert left == 4 - max(now, first) + 1
    assert left >= 1
