"""Gloomhaven: Jaws of the Lion: the game's calculators, registered in the order questions are
tried (specific before general), and its claim checker. Rule data: validators/jotl_data.py;
calculators: validators/jotl_level.py, jotl_progress.py, jotl_items.py, jotl_combat.py,
jotl_rest.py, jotl_facts.py; claim rules: validators/jotl_claims.py."""

from __future__ import annotations

import re
from typing import Any

from validators.base import CalcResult, Check, RuleRef, judge
from validators.calculator import Calculator, register
from validators.claims import Site
from validators.common import GameChecker, Rule
from validators.jotl_combat import (
    BASIC_CALC,
    DAMAGE_CALC,
    DRAWS_CALC,
    MONSTER_ATTACK_CALC,
    MOVE_CALC,
    SELECTION_CALC,
    TARGET_CALC,
    attack_damage,
)
from validators.jotl_data import (
    BLESS_CARDS,
    BLESS_REF,
    CHECKMARK_REF,
    CURSE_REF,
    DECK_REF,
    DIFFICULTY,
    GAME,
    LEVEL_REF,
    LEVEL_TABLE,
    MAX_CHECKMARKS,
    MAX_CURSES,
    MODIFIER_DECK,
    XP_REF,
    XP_THRESHOLDS,
    LevelRow,
    row_ref,
)
from validators.jotl_facts import COMPONENT_CALC, DECK_CALC, DECKS_CALC, MAT_CALC, UNLOCK_CALC
from validators.jotl_items import (
    BUY_CALC,
    COIN_DROP_CALC,
    EVENT_GOLD_CALC,
    GOLD_TRANSFER_CALC,
    SELL_CALC,
    SLOTS_CALC,
    SMALL_ITEMS_CALC,
    sell_price,
    small_items,
)
from validators.jotl_level import (
    COINS_CALC,
    DIFFICULTY_CALC,
    LEVEL_TABLE_CALC,
    SCENARIO_LEVEL_CALC,
    TUTORIAL_CALC,
    difficulty_key,
    level_row,
    scenario_level,
)
from validators.jotl_parse import parse_jotl, table_column, table_level
from validators.jotl_progress import (
    BATTLE_GOALS_CALC,
    CHECKMARKS_CALC,
    INTEGRATION_CALC,
    LEVEL_UP_CALC,
    NEW_CHARACTER_CALC,
    PERKS_CALC,
    SCENARIO_XP_CALC,
    XP_CALC,
    XP_THRESHOLD_CALC,
    XP_TO_NEXT_CALC,
    level_from_xp,
    perks,
)
from validators.jotl_rest import (
    ELEMENT_CALC,
    EXHAUSTION_CALC,
    HEAL_CALC,
    INITIATIVE_CALC,
    LONG_REST_CALC,
    NEGATE_CALC,
    OBJECTIVE_CALC,
    SHORT_REST_CALC,
    STACKING_CALC,
    WOUND_CALC,
)
from validators.registry import register_checker

__all__ = [
    "DIFFICULTY",
    "LEVEL_TABLE",
    "MODIFIER_DECK",
    "XP_THRESHOLDS",
    "LevelRow",
    "attack_damage",
    "difficulty_key",
    "level_from_xp",
    "level_row",
    "perks",
    "row_ref",
    "scenario_level",
    "sell_price",
    "small_items",
]

# The order questions are tried in: a calculator whose question shape is a special case of
# another's comes first (coins → gold before the table's gold per coin; XP still needed before
# level from XP; the table before the scenario level; the components last).
ORDER: tuple[Calculator, ...] = (
    COINS_CALC,
    TUTORIAL_CALC,
    SCENARIO_XP_CALC,
    XP_TO_NEXT_CALC,
    XP_THRESHOLD_CALC,
    XP_CALC,
    LEVEL_TABLE_CALC,
    DIFFICULTY_CALC,
    SCENARIO_LEVEL_CALC,
    NEW_CHARACTER_CALC,
    INTEGRATION_CALC,
    LEVEL_UP_CALC,
    PERKS_CALC,
    CHECKMARKS_CALC,
    BATTLE_GOALS_CALC,
    SMALL_ITEMS_CALC,
    SLOTS_CALC,
    SELL_CALC,
    BUY_CALC,
    EVENT_GOLD_CALC,
    GOLD_TRANSFER_CALC,
    COIN_DROP_CALC,
    MONSTER_ATTACK_CALC,
    DAMAGE_CALC,
    DRAWS_CALC,
    TARGET_CALC,
    BASIC_CALC,
    SELECTION_CALC,
    MOVE_CALC,
    HEAL_CALC,
    LONG_REST_CALC,
    SHORT_REST_CALC,
    NEGATE_CALC,
    EXHAUSTION_CALC,
    WOUND_CALC,
    STACKING_CALC,
    INITIATIVE_CALC,
    ELEMENT_CALC,
    OBJECTIVE_CALC,
    MAT_CALC,
    DECKS_CALC,
    DECK_CALC,
    UNLOCK_CALC,
    COMPONENT_CALC,
)
for _calc in ORDER:
    register(_calc)


@register_checker
class JotlChecker(GameChecker):
    game = GAME

    def context(self, _question: str, result: CalcResult | None) -> int | None:
        """The scenario level the question implies, for checking table values in the answer."""
        if result is None or LEVEL_REF not in result.citations:
            return None
        return result.value

    def rules(self) -> list[Rule]:
        return [_scenario_level_rule, _table_rule, _threshold_rule, _limits_rule]


def _scenario_level_rule(site: Site, ctx: Any, result: CalcResult | None) -> Check | None:
    """ "senaryo seviyesi 3": against the question's party and difficulty."""
    if site.claim.unit != "seviye" or not re.search(r"senaryo seviye\w*\s*$", site.before):
        return None
    if result is None or result.value is None or not isinstance(ctx, int):
        return None
    own = parse_jotl(site.sentence)
    if own.levels or own.difficulty:
        return None  # the sentence sets up its own example; do not judge it by the question
    return judge(site.claim, result.value, result.trail, result.citations)


def _table_rule(site: Site, ctx: Any, _result: CalcResult | None) -> Check | None:
    """ "tuzak hasarı 7", "jeton başına 4 altın" at the scenario level in play."""
    column = table_column(site)
    if column is None:
        return None
    level = table_level(site.sentence)
    if level is None and "ogretici" in site.sentence:
        level = 1  # the tutorial's five scenarios are played at level 1 (6 XP, 2 gold)
    if level is None:
        level = ctx if isinstance(ctx, int) else None
    if level is None or not 0 <= level <= 7:
        return None
    row = LEVEL_TABLE[level]
    value = getattr(row, column)
    return judge(site.claim, value, [f"Seviye {level}: {row.cells()}"], [row_ref(level)])


def _threshold_rule(site: Site, _ctx: Any, _result: CalcResult | None) -> Check | None:
    """ "seviye 4 için 150": the XP needed for a level."""
    m = re.search(
        r"(?:seviye\w*\s+)?(\d)\s*(?:icin|['’]\w+ (?:icin|cikmak(?: icin)?))\s*$", site.before
    )
    if m is None or not 2 <= int(m.group(1)) <= 9 or "perk" in site.clause:
        return None
    if not re.search(r"seviye", site.sentence) or not re.search(r"esik|deneyim", site.sentence):
        return None
    need = XP_THRESHOLDS[int(m.group(1))]
    return judge(site.claim, need, [f"Seviye {m.group(1)}: {need} deneyim"], [XP_REF])


def _limits_rule(site: Site, _ctx: Any, _result: CalcResult | None) -> Check | None:
    """Fixed limits: 18 checkmarks, 10 curses per deck, 10 bless cards, 20-card deck."""
    text = site.before + "#" + site.after
    limits: list[tuple[str, int, RuleRef]] = [
        (r"en fazla\s*#\s*onay", MAX_CHECKMARKS, CHECKMARK_REF),
        (r"en fazla\s*#\s*lanet", MAX_CURSES, CURSE_REF),
        (r"(?:oyunda|toplam)\s*(?:\w+\s+)?#\s*kutsama kart", BLESS_CARDS, BLESS_REF),
        (r"baslangic\s+destesi\w*\s*#\s*kart", sum(MODIFIER_DECK.values()), DECK_REF),
    ]
    for pattern, value, ref in limits:
        if re.search(pattern, text):
            return judge(site.claim, value, [f"Kural: {value}"], [ref])
    return None
