"""Alhambra properties: scores are never negative, a tie never pays more than the table, the
money limit holds for several cards and not for one, payments lose exactly the change,
actions never pass 5, Dirk's third rounds down; and every calculation is well under 1 ms."""

from __future__ import annotations

import itertools
import time
import tomllib
from pathlib import Path
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from validators import alhambra
from validators.alhambra_components import money_cards
from validators.alhambra_scoring import dirk_tiles, total_score, wall
from validators.alhambra_turn import actions, best_take, game_end, payment, take_money
from validators.calculator import calculators_for

BUILDINGS = st.sampled_from(sorted(alhambra.BUILDINGS))
ROUNDS = st.integers(1, 3)


@given(ROUNDS, st.lists(st.dictionaries(BUILDINGS, st.integers(0, 4)), min_size=1, max_size=6),
       st.lists(st.integers(0, 30), max_size=6))  # fmt: skip
def test_round_scores_are_never_negative(
    rnd: int, rows: list[dict[str, int]], walls: list[int]
) -> None:
    players = {f"P{i}": row for i, row in enumerate(rows)}
    wall_map = {f"P{i}": w for i, w in enumerate(walls[: len(rows)])}
    for result in alhambra.score_round(rnd, players, wall_map).values():
        assert result.value is None or result.value >= 0
        assert result.summary


@given(ROUNDS, BUILDINGS, st.lists(st.integers(0, 6), min_size=1, max_size=6))
def test_tie_shares_never_exceed_the_table(rnd: int, building: str, counts: list[int]) -> None:
    players = {f"P{i}": {building: n} for i, n in enumerate(counts)}
    results = alhambra.score_round(rnd, players)
    awarded = sum(r.value or 0 for r in results.values())
    assert awarded <= sum(alhambra.BUILDINGS[building].points[rnd])
    for name, n in zip(players, counts, strict=True):
        if n == 0:
            assert results[name].value == 0


@given(ROUNDS, BUILDINGS, st.integers(1, 3), st.integers(1, 6))
def test_a_tie_never_pays_more_than_the_rank_alone(
    rnd: int, building: str, rank: int, tied: int
) -> None:
    alone = alhambra.placement_points(rnd, building, rank).value
    shared = alhambra.placement_points(rnd, building, rank, tied).value
    assert alone is not None
    assert shared is None or 0 <= shared <= alone


@given(st.lists(st.integers(1, 9), min_size=1, max_size=4))
def test_money_limit_covers_several_cards_only(values: list[int]) -> None:
    result = take_money(values)
    if len(values) == 1 or sum(values) <= 5:
        assert result.value == sum(values)
        assert result.lead.startswith("Evet")
    else:
        assert result.value is None
        assert result.lead.startswith("Hayır")


@given(st.integers(2, 13), st.lists(st.integers(1, 9), min_size=1, max_size=5), st.booleans())
def test_payment_loses_exactly_the_change(price: int, paid: list[int], mixed: bool) -> None:
    result = payment(price, paid, mixed)
    if mixed or sum(paid) < price:
        assert result.value is None
    else:
        assert result.value == sum(paid) - price >= 0
        assert ("aksiyon daha" in result.lead) == (result.value == 0)


@given(st.integers(0, 5))
def test_actions_never_pass_five(exact: int) -> None:
    value = actions(exact).value
    assert value is not None
    assert 1 <= value <= 5
    assert value == min(1 + exact, 5)


@given(st.integers(0, 38))
def test_dirks_third_rounds_down(bag: int) -> None:
    third = dirk_tiles("ikinci-puanlama", bag).value
    assert third is not None
    assert 3 * third <= bag < 3 * (third + 1)
    assert dirk_tiles("toplam", bag).value == 12 + third


@given(st.sampled_from([None, 2, 3, 4, 5, 6]))
def test_money_deck_is_four_currencies(players: int | None) -> None:
    deck = money_cards(players=players).value
    colour = money_cards(currency="mavi", players=players).value
    card = money_cards(value=5, players=players).value
    assert deck is not None
    assert colour is not None
    assert card is not None
    assert deck == 4 * colour == 4 * 9 * card
    assert (deck == 72) == (players == 2)


@given(st.lists(st.integers(0, 60), min_size=1, max_size=5), st.integers(0, 20))
def test_only_the_longest_wall_scores(chains: list[int], inner: int) -> None:
    assert wall(chains, inner).value == max(chains)
    assert wall(chains, inner, dirk=True).value == 0


@given(st.lists(st.integers(0, 150), min_size=1, max_size=3))
def test_the_total_is_the_sum_of_the_rounds(scores: list[int]) -> None:
    assert total_score([f"Sen: {', '.join(map(str, scores))}"]).value == sum(scores)


@given(st.integers(0, 50), st.integers(0, 4))
def test_the_game_ends_when_the_bag_cannot_refill(bag: int, empty: int) -> None:
    missing = game_end(bag, empty).value
    assert missing == max(0, empty - bag)


def _golden_inputs() -> list[tuple[Any, dict[str, Any]]]:
    cases = []
    golden = Path(__file__).parent / "golden" / "calc"
    for calc in calculators_for("alhambra"):
        with (golden / f"{calc.id}.toml").open("rb") as fh:
            for row in tomllib.load(fh)["row"]:
                if "error" not in row:
                    cases.append((calc, row.get("inputs", {})))
    return cases


def test_every_calculation_is_well_under_a_millisecond() -> None:
    cases = _golden_inputs()
    start = time.perf_counter()
    for _ in range(5):
        for calc, inputs in cases:
            calc.run(**inputs)
    per_call = (time.perf_counter() - start) / (5 * len(cases))
    assert per_call < 0.0005, f"{per_call * 1000:.3f} ms per calculation"


@given(st.lists(st.integers(1, 9), min_size=2, max_size=4))
def test_the_best_take_is_one_the_money_rule_allows_and_none_beats_it(pool: list[int]) -> None:
    most = best_take(pool, "deger").value
    cards = best_take(pool, "kart").value
    assert most is not None
    assert cards is not None
    # one card is always allowed, so the best is at least the biggest card
    assert most >= max(pool)
    # no take the money check allows is worth more, or holds more cards
    for size in range(2, len(pool) + 1):
        for picked in itertools.combinations(pool, size):
            if take_money(list(picked)).value is not None:
                assert sum(picked) <= most
                assert size <= cards
