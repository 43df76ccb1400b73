"""Golden fact files (TOML) drive the calculators: every table row, every terrain modifier."""

from __future__ import annotations

from typing import Any

import pytest
from vt_helpers import golden, ids

from validators import alhambra, gloomhaven_jotl, hive, hoth
from validators.base import CalcError

DICE = golden("hoth", "dice")


@pytest.mark.parametrize("row", DICE, ids=ids(DICE))
def test_hoth_dice(row: dict[str, Any]) -> None:
    args = (row["attacker"], row["target"], row["distance"], row.get("target_terrain"),
            row.get("attacker_terrain"), row.get("scout", False))  # fmt: skip
    if row.get("error"):
        with pytest.raises(CalcError):
            hoth.attack_dice(*args)
        return
    result = hoth.attack_dice(*args)
    expected = None if row["expected"] == "saldıramaz" else row["expected"]
    assert result.value == expected, result.trail
    assert row["section"] in {ref.section for ref in result.citations}
    assert result.trail
    assert result.summary


RETREAT = golden("hoth", "retreat")


@pytest.mark.parametrize("row", RETREAT, ids=ids(RETREAT))
def test_hoth_retreat(row: dict[str, Any]) -> None:
    result = hoth.retreat_hexes(row["retreats"], row["target"], row.get("target_terrain"))
    assert result.value == row["expected"]
    assert row["section"] in {ref.section for ref in result.citations}


@pytest.mark.parametrize("row", golden("hoth", "team_hand"), ids=ids(golden("hoth", "team_hand")))
def test_hoth_team_hand(row: dict[str, Any]) -> None:
    result = hoth.team_hand_size(row["scenario_cards"])
    assert result.value == row["expected"]
    assert result.citations[0].section == row["section"]


@pytest.mark.parametrize("row", golden("hoth", "fact"), ids=ids(golden("hoth", "fact")))
def test_hoth_facts(row: dict[str, Any]) -> None:
    result = hoth.fact(row["key"])
    assert (result.value, result.citations[0].section) == (row["expected"], row["section"])


@pytest.mark.parametrize("row", golden("hoth", "unit"), ids=ids(golden("hoth", "unit")))
def test_hoth_units(row: dict[str, Any]) -> None:
    unit = hoth.unit(row["name"])
    assert unit.figures == row["figures"]
    assert unit.gives_medal == row["gives_medal"]
    assert unit.ignores_retreats == row["ignores_retreats"]
    assert unit.ref.section == row["section"]


CELLS = golden("alhambra", "cell") + golden("alhambra", "tie")


@pytest.mark.parametrize("row", CELLS, ids=ids(CELLS))
def test_alhambra_points(row: dict[str, Any]) -> None:
    result = alhambra.placement_points(
        row["round"], row["building"], row["rank"], row.get("tied", 1)
    )
    assert result.value == row["expected"], result.trail
    assert row["section"] in {ref.section for ref in result.citations}


ROUNDS = golden("alhambra", "round")


@pytest.mark.parametrize("row", ROUNDS, ids=[r["counts"] for r in ROUNDS])
def test_alhambra_round(row: dict[str, Any]) -> None:
    players = [f"{name}: {items}" for name, _, items in
               (chunk.partition(":") for chunk in row["counts"].split(";"))]  # fmt: skip
    result = alhambra.round_score(row["round"], players, row["walls"])
    assert {p: r.value for p, r in result.parts.items()} == row["expected"]


@pytest.mark.parametrize("row", golden("alhambra", "tiles"), ids=ids(golden("alhambra", "tiles")))
def test_alhambra_tiles(row: dict[str, Any]) -> None:
    b = alhambra.building(row["building"])
    assert (b.tiles, b.price_min, b.price_max) == (row["tiles"], row["price_min"], row["price_max"])


@pytest.mark.parametrize(
    "row", golden("alhambra", "constant"), ids=ids(golden("alhambra", "constant"))
)
def test_alhambra_constants(row: dict[str, Any]) -> None:
    assert getattr(alhambra, row["name"]) == row["expected"]


@pytest.mark.parametrize("row", golden("alhambra", "bad_round"))
def test_alhambra_bad_round(row: dict[str, Any]) -> None:
    with pytest.raises(CalcError, match="1, 2 veya 3"):
        alhambra.placement_points(row["round"], "kule", 1)


LEVEL_ROWS = golden("gloomhaven_jotl", "level_row")


@pytest.mark.parametrize("row", LEVEL_ROWS, ids=ids(LEVEL_ROWS))
def test_jotl_level_table(row: dict[str, Any]) -> None:
    got = gloomhaven_jotl.level_row(row["level"])
    for column in ("monster_level", "gold_per_coin", "trap_damage", "bonus_xp"):
        assert getattr(got, column) == row[column]
    assert gloomhaven_jotl.row_ref(row["level"]).section == row["section"]


@pytest.mark.parametrize(
    "row", golden("gloomhaven_jotl", "xp"), ids=ids(golden("gloomhaven_jotl", "xp"))
)
def test_jotl_xp(row: dict[str, Any]) -> None:
    result = gloomhaven_jotl.level_from_xp(row["xp"])
    assert result.value == row["expected"]
    assert result.citations[0].section == row["section"]


SCENARIOS = golden("gloomhaven_jotl", "scenario")


@pytest.mark.parametrize("row", SCENARIOS, ids=ids(SCENARIOS))
def test_jotl_scenario_level(row: dict[str, Any]) -> None:
    result = gloomhaven_jotl.scenario_level(row["levels"], row["difficulty"])
    assert result.value == row["expected"], result.trail
    assert result.citations[0].section == row["section"]


@pytest.mark.parametrize("row", golden("gloomhaven_jotl", "bad_levels"))
def test_jotl_bad_levels(row: dict[str, Any]) -> None:
    with pytest.raises(CalcError):
        gloomhaven_jotl.scenario_level(row["levels"])


@pytest.mark.parametrize(
    "row", golden("gloomhaven_jotl", "perks"), ids=ids(golden("gloomhaven_jotl", "perks"))
)
def test_jotl_perks(row: dict[str, Any]) -> None:
    result = gloomhaven_jotl.perks(row["level"], row["checkmarks"], row["start_level"])
    assert result.value == row["expected"]


@pytest.mark.parametrize(
    "row", golden("gloomhaven_jotl", "sell"), ids=ids(golden("gloomhaven_jotl", "sell"))
)
def test_jotl_sell(row: dict[str, Any]) -> None:
    assert gloomhaven_jotl.sell_price(row["cost"]).value == row["expected"]


@pytest.mark.parametrize("row", golden("gloomhaven_jotl", "small_items"))
def test_jotl_small_items(row: dict[str, Any]) -> None:
    assert gloomhaven_jotl.small_items(row["level"]).value == row["expected"]


DAMAGE = golden("gloomhaven_jotl", "damage")


@pytest.mark.parametrize("row", DAMAGE, ids=ids(DAMAGE))
def test_jotl_damage(row: dict[str, Any]) -> None:
    result = gloomhaven_jotl.attack_damage(
        row["base"], row["modifier"], row["poison"], row["shield"]
    )
    assert result.value == row["expected"], result.trail


def test_jotl_modifier_deck() -> None:
    (row,) = golden("gloomhaven_jotl", "deck")
    deck = gloomhaven_jotl.MODIFIER_DECK
    assert sum(deck.values()) == row["total"]
    assert {k: v for k, v in row.items() if k not in ("total", "section")} == deck


EDITIONS = golden("hive", "edition")


@pytest.mark.parametrize("row", EDITIONS, ids=ids(EDITIONS))
def test_hive_pieces(row: dict[str, Any]) -> None:
    assert hive.pieces(row["name"]).value == row["per_player"]
    boxed = hive.pieces(row["name"], per_player=False)
    assert boxed.value == row["box"]
    assert boxed.citations[0].section == row["section"]


@pytest.mark.parametrize("row", golden("hive", "queen"), ids=ids(golden("hive", "queen")))
def test_hive_queen(row: dict[str, Any]) -> None:
    result = hive.queen_turn(row["year"] or None, earliest=row["earliest"])
    assert result.value == row["expected"]
    assert result.citations[0].section == row["section"]


def test_hive_bad_edition() -> None:
    (row,) = golden("hive", "bad_edition")
    with pytest.raises(CalcError, match="Geçerli adlar"):
        hive.pieces(row["name"])
