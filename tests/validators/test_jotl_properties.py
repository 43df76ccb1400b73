"""Jaws of the Lion properties: damage is never negative and never above what the chain can
give; levels stay within the tables; XP is monotone and the XP still needed closes the gap to
the threshold; coins, heals, rests and small items keep to the rule text."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from validators.base import CalcError
from validators.jotl_combat import CARDS, attack_damage, modifier_draws
from validators.jotl_data import LEVEL_TABLE, XP_THRESHOLDS
from validators.jotl_items import sell_price, small_items
from validators.jotl_level import coins_to_gold, level_table, scenario_level
from validators.jotl_progress import level_from_xp, perks, xp_to_next
from validators.jotl_rest import heal

CARD_NAMES = st.sampled_from(sorted(CARDS))
DIFFS = st.sampled_from(["easy", "normal", "hard", "very_hard"])
LEVELS = st.lists(st.integers(1, 9), min_size=1, max_size=4)


@given(st.integers(0, 30), CARD_NAMES, st.booleans(), st.lists(st.integers(0, 10), max_size=3),
       st.integers(-5, 5))  # fmt: skip
def test_damage_never_negative_nor_above_the_chain(
    base: int, card: str, poison: bool, shields: list[int], bonus: int
) -> None:
    result = attack_damage(base, card, poison, shields, card_bonus=bonus)
    assert result.value is not None
    assert result.value >= 0
    assert result.value <= 2 * max(0, base + bonus + int(poison)) + 2
    if sum(shields) == 0 and card in ("null", "curse"):
        assert result.value == 0


@given(st.integers(0, 30), CARD_NAMES, CARD_NAMES)
def test_advantage_never_worse_than_disadvantage(base: int, first: str, second: str) -> None:
    best = attack_damage(base, [first, second], advantage=True).value
    worst = attack_damage(base, [first, second], disadvantage=True).value
    assert best is not None
    assert worst is not None
    assert best >= worst >= 0


@given(st.integers(1, 10), st.booleans(), st.booleans())
def test_draws_are_one_or_two_per_target(targets: int, advantage: bool, disadvantage: bool) -> None:
    value = modifier_draws(targets, advantage, disadvantage).value
    assert value is not None
    per = 2 if advantage != disadvantage else 1
    assert value == targets * per


@given(LEVELS, DIFFS)
def test_scenario_level_always_a_table_row(levels: list[int], difficulty: str) -> None:
    value = scenario_level(levels, difficulty).value
    assert value is not None
    assert 0 <= value <= 7  # the 0-7 clamp is never needed for character levels 1-9


@given(st.integers(0, 7), st.sampled_from(["canavar", "altin", "tuzak", "deneyim"]))
def test_table_cell_is_the_row_value(level: int, column: str) -> None:
    value = level_table(column, scenario_level=level).value
    row = LEVEL_TABLE[level]
    attr = {"canavar": "monster_level", "altin": "gold_per_coin", "tuzak": "trap_damage",
            "deneyim": "bonus_xp"}[column]  # fmt: skip
    assert value == getattr(row, attr)


@given(st.integers(0, 200), st.integers(0, 7))
def test_coins_to_gold_is_coins_times_the_rate(coins: int, level: int) -> None:
    assert (
        coins_to_gold(coins, scenario_level=level).value == coins * LEVEL_TABLE[level].gold_per_coin
    )


@given(st.integers(0, 999))
def test_xp_level_monotone_and_the_gap_closes(xp: int) -> None:
    here, there = level_from_xp(xp).value, level_from_xp(xp + 1).value
    assert here is not None
    assert there is not None
    assert 1 <= here <= there <= 9
    left = xp_to_next(xp).value
    if here == 9:
        assert left is None
    else:
        assert left is not None
        assert left > 0
        assert xp + left == XP_THRESHOLDS[here + 1]
        assert level_from_xp(xp + left).value == here + 1


@given(st.integers(1, 9), st.integers(0, 18))
def test_perks_grow_with_level_and_checkmarks(level: int, marks: int) -> None:
    value = perks(level, marks).value
    assert value is not None
    assert value == level - 1 + marks // 3
    if level < 9:
        higher = perks(level + 1, marks).value
        assert higher is not None
        assert higher == value + 1


@given(st.integers(0, 9999))
def test_sell_price_is_half_rounded_up(cost: int) -> None:
    value = sell_price(cost).value
    assert value is not None
    assert 2 * value in (cost, cost + 1)


@given(st.integers(1, 9))
def test_small_items_between_one_and_five(level: int) -> None:
    value = small_items(level).value
    assert value is not None
    assert 1 <= value <= 5


@given(st.integers(0, 20), st.integers(0, 99), st.integers(1, 99), st.booleans(), st.booleans())
def test_heal_never_above_max_nor_with_poison(
    amount: int, hp: int, max_hp: int, poison: bool, wound: bool
) -> None:
    try:
        value = heal(amount, hp, max_hp, poison, wound).value
    except CalcError:
        assert hp > max_hp
        return
    assert value is not None
    assert hp <= value <= max_hp
    if poison:
        assert value == hp
