"""Hoth property tests: counts never negative, the chain of the dice and the dice modifier
agree, losses never exceed the unit, orders are given or lost but never created, totals grow
with their inputs, box totals are both sides together, and the range table and the dice agree."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from validators import hoth, hoth_combat, hoth_facts, hoth_turn
from validators.base import CalcError
from validators.hoth_data import MAX_DICE, TERRAIN, UNITS

ATTACKERS = st.sampled_from(hoth.ATTACKERS)
UNIT_KEYS = st.sampled_from(sorted(k for k in UNITS if k != "structure"))
TERRAINS = st.sampled_from(sorted(k for k in TERRAIN if TERRAIN[k].occupiable))


@given(ATTACKERS, UNIT_KEYS, st.integers(1, hoth.MAX_DISTANCE), TERRAINS, st.booleans())
def test_dice_equal_base_plus_the_modifier(
    attacker: str, target: str, distance: int, terrain: str, scout: bool
) -> None:
    """The full chain with one terrain = the base dice + what the modifier alone says."""
    try:
        full = hoth.attack_dice(attacker, target, distance, terrain, None, scout)
        base = hoth.attack_dice(attacker, target, distance)
        change = hoth.dice_modifier(terrain, "hedef", attacker, target, False, scout)
    except CalcError:
        return  # AT-AT on a ridge: rejected by both
    if base.value is None:
        assert full.value is None
        return
    assert full.value is not None
    assert change.value is not None
    assert full.value == max(0, base.value + change.value)
    assert 0 <= full.value <= base.value + int(scout)


@given(UNIT_KEYS, st.integers(1, hoth.MAX_DISTANCE))
def test_range_table_and_dice_agree(unit: str, distance: int) -> None:
    reach = hoth_combat.max_range(unit).value
    assert reach is not None
    dice = hoth.attack_dice(unit, "snowtrooper", distance).value
    assert (dice is None) == (distance > reach)


@given(
    st.integers(0, MAX_DICE), st.integers(1, 4), st.integers(0, MAX_DICE),
    st.one_of(st.none(), st.integers(0, MAX_DICE)),
)  # fmt: skip
def test_losses_never_exceed_the_unit(hits: int, figures: int, retreats: int,
                                      possible: int | None) -> None:  # fmt: skip
    if hits + retreats > MAX_DICE:
        return
    left = hoth_combat.losses(hits, figures, None, retreats, possible, None, "kalan").value
    lost = hoth_combat.losses(hits, figures, None, retreats, possible, None, "kayip").value
    assert left is not None
    assert lost is not None
    assert 0 <= left <= figures
    assert left + lost == figures
    assert lost >= min(hits, figures)
    if hits < MAX_DICE - retreats:
        more = hoth_combat.losses(hits + 1, figures, None, retreats, possible, None, "kalan").value
        assert more is not None
        assert more <= left


@given(
    st.sampled_from(sorted(UNITS)),
    # A roll of 1..MAX_DICE dice, as how many of each of the five faces came up (drawn
    # directly: filtering five free counts down to a legal roll rejects most draws).
    st.lists(st.integers(0, 4), min_size=1, max_size=MAX_DICE).map(
        lambda faces: [faces.count(face) for face in range(5)]
    ),
)
def test_hits_never_exceed_the_dice(target: str, counts: list[int]) -> None:
    infantry, vehicle, blast, retreat, cross = counts
    value = hoth_combat.hits(target, infantry, vehicle, blast, retreat, cross).value
    if target == "structure":
        assert value is None
        return
    assert value is not None
    assert blast <= value <= infantry + vehicle + blast


@given(st.integers(1, 10), st.integers(0, 20))
def test_orders_are_given_or_lost(card: int, units: int) -> None:
    given_ = hoth_turn.orders(card, units, "verilen").value
    lost = hoth_turn.orders(card, units, "kaybolan").value
    assert given_ is not None
    assert lost is not None
    assert given_ + lost == card
    assert 0 <= given_ <= units


@given(st.integers(1, hoth.MAX_SCENARIO_CARDS))
def test_team_hand_is_half_rounded_up(cards: int) -> None:
    hand = hoth.team_hand_size(cards).value
    assert hand is not None
    assert 2 * hand - 1 <= cards <= 2 * hand
    assert hand <= 8  # never more than the 8 cards each team player is dealt


@given(st.integers(0, 20), st.integers(0, 20), st.integers(0, 20), st.integers(0, 20))
def test_medal_total_grows_with_each_input(
    destroyed: int, no_medal: int, permanent: int, temporary: int
) -> None:
    if destroyed + no_medal + permanent + temporary == 0:
        return
    total = hoth_combat.medal_total(destroyed, no_medal, permanent, temporary).value
    assert total == destroyed + permanent + temporary  # probe droids and artillery give none
    if destroyed < 20:
        bigger = hoth_combat.medal_total(destroyed + 1, no_medal, permanent, temporary).value
        assert bigger is not None
        assert bigger == total + 1


@given(st.integers(1, 20), st.integers(0, 20))
def test_medals_left_fall_as_medals_are_won(target: int, current: int) -> None:
    left = hoth_combat.medals_to_win(target, current).value
    assert left is not None
    assert left == max(0, target - current)
    if current < 20:
        after = hoth_combat.medals_to_win(target, current + 1).value
        assert after is not None
        assert after <= left


@given(st.integers(0, hoth_turn.MAX_DISCARD))
def test_deploy_the_fleet_draws_at_least_what_is_discarded(discarded: int) -> None:
    active = hoth_turn.deploy_the_fleet(discarded, "aktif").value
    mate = hoth_turn.deploy_the_fleet(discarded, "takim_arkadasi").value
    assert active == discarded + 1
    assert mate == discarded


def test_box_totals_are_both_sides_together() -> None:
    for side, box in (("standart", "kutu_standart"), ("lider_karti", "kutu_lider_karti"),
                      ("lider", "kutu_lider"), ("taraf_toplam", "kutu_toplam")):  # fmt: skip
        per_side = hoth_facts.command_cards(side).value
        assert per_side is not None
        assert hoth_facts.command_cards(box).value == 2 * per_side
    leader_deck = hoth_facts.command_cards("deste_liderli").value
    classic = hoth_facts.command_cards("deste_klasik").value
    per_leader = hoth_facts.command_cards("lider_basina").value
    assert leader_deck == (classic or 0) + (per_leader or 0)


@given(st.sampled_from(sorted(hoth_turn.MOVERS)), TERRAINS)
def test_moving_and_attacking_never_goes_farther_than_moving(unit: str, terrain: str) -> None:
    try:
        attack = hoth_turn.move(unit, True).value
        most = hoth_turn.move(unit, False).value
        entered = hoth_turn.move(unit, True, terrain).value
    except CalcError:
        return
    assert attack is not None
    assert most is not None
    assert 0 <= attack <= most <= 3
    if terrain in ("rocks", "buildings"):
        assert entered is None  # a unit that enters rocks or buildings cannot attack that turn
