"""Property tests: dice stay within [0, base + bonuses]; tie splits never exceed the table;
scenario level rises with character levels and with difficulty."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from validators import alhambra, gloomhaven_jotl, hoth
from validators.base import CalcError
from validators.hoth_data import TERRAIN, UNITS

ATTACKERS = st.sampled_from(hoth.ATTACKERS)
TARGETS = st.sampled_from(sorted(UNITS))
TERRAINS = st.sampled_from([None, *sorted(TERRAIN)])


@given(ATTACKERS, TARGETS, st.integers(1, 6), TERRAINS, TERRAINS, st.booleans())
def test_dice_between_zero_and_base_plus_bonus(
    attacker: str, target: str, distance: int, t_terrain: str | None, a_terrain: str | None,
    scout: bool,
) -> None:  # fmt: skip
    try:
        result = hoth.attack_dice(attacker, target, distance, t_terrain, a_terrain, scout)
    except CalcError:
        return  # impossible placements (AT-AT on a ridge, anything on seracs) are rejected
    dice = UNITS[attacker].dice
    if distance > len(dice):
        assert result.value is None
        return
    assert result.value is not None
    assert 0 <= result.value <= dice[distance - 1] + int(scout)


BUILDINGS = st.sampled_from(sorted(alhambra.BUILDINGS))


@given(st.integers(1, 3), BUILDINGS, st.lists(st.integers(0, 6), min_size=1, max_size=6))
def test_tie_split_never_exceeds_table(rnd: int, building: str, counts: list[int]) -> None:
    players = {f"P{i}": {building: n} for i, n in enumerate(counts)}
    results = alhambra.score_round(rnd, players)
    awarded = sum(r.value or 0 for r in results.values())
    assert awarded <= sum(alhambra.BUILDINGS[building].points[rnd])
    for name, n in zip(players, counts, strict=True):
        if n == 0:
            assert results[name].value == 0


LEVELS = st.lists(st.integers(1, 9), min_size=1, max_size=4)
DIFFS = ["easy", "normal", "hard", "very_hard"]


@given(LEVELS, st.integers(0, 3), st.sampled_from(DIFFS))
def test_scenario_level_monotone_in_levels(levels: list[int], index: int, diff: str) -> None:
    index %= len(levels)
    higher = list(levels)
    higher[index] = min(9, higher[index] + 1)
    low = gloomhaven_jotl.scenario_level(levels, diff).value
    high = gloomhaven_jotl.scenario_level(higher, diff).value
    assert low is not None
    assert high is not None
    assert low <= high
    assert 0 <= low <= 7


@given(LEVELS)
def test_scenario_level_monotone_in_difficulty(levels: list[int]) -> None:
    values = [gloomhaven_jotl.scenario_level(levels, d).value for d in DIFFS]
    assert values == sorted(values)  # type: ignore[type-var]


@given(st.integers(0, 600))
def test_level_from_xp_monotone(xp: int) -> None:
    here = gloomhaven_jotl.level_from_xp(xp).value
    there = gloomhaven_jotl.level_from_xp(xp + 1).value
    assert here is not None
    assert there is not None
    assert here <= there <= 9
