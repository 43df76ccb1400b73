"""Gloomhaven: Jaws of the Lion: the game's calculators, registered in the order questions are
tried (specific before general), and its claim checker. Rule data: validators/jotl_data.py;
calculators: validators/jotl_level.py, jotl_progress.py, jotl_items.py, jotl_combat.py,
jotl_focus.py, jotl_rest.py, jotl_facts.py; claim rules: validators/jotl_claims.py."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from validators import jotl_data
from validators.base import CalcResult, RuleRef
from validators.calculator import Calculator, Reader, register
from validators.common import GameChecker, Rule
from validators.jotl_claims import Ctx, question_context
from validators.jotl_claims import rules as claim_rules
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
    DIFFICULTY,
    GAME,
    LEVEL_TABLE,
    MODIFIER_DECK,
    XP_THRESHOLDS,
    LevelRow,
    row_ref,
)
from validators.jotl_facts import (
    BLESS_LEFT_CALC,
    COMPONENT_CALC,
    DECK_CALC,
    DECK_COUNT_CALC,
    DECKS_CALC,
    MAT_CALC,
    UNLOCK_CALC,
)
from validators.jotl_focus import FOCUS_CALC
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
from validators.jotl_parse import asks_hand_limit, digits, members_in, original_only
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
    ELEMENT_ROUNDS_CALC,
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

# Every rule quote, in the module namespace the shared reference test reads.
RULE_REFS: dict[str, RuleRef] = {
    name: value for name, value in vars(jotl_data).items() if isinstance(value, RuleRef)
}

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
    FOCUS_CALC,
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
    ELEMENT_ROUNDS_CALC,
    ELEMENT_CALC,
    OBJECTIVE_CALC,
    MAT_CALC,
    BLESS_LEFT_CALC,
    DECK_COUNT_CALC,
    DECKS_CALC,
    DECK_CALC,
    UNLOCK_CALC,
    COMPONENT_CALC,
)


# Calculators of one character's level: a party told member by member ("biri seviye 5 biri 6")
# is several characters, so one number (one level's perks, small items, XP) does not answer it.
ONE_CHARACTER = (
    SMALL_ITEMS_CALC,
    SLOTS_CALC,
    XP_THRESHOLD_CALC,
    XP_TO_NEXT_CALC,
    XP_CALC,
    PERKS_CALC,
)


def _jotl_only(read: Reader, hand_limit: bool = False, one_character: bool = False) -> Reader:
    """A question that names an original-Gloomhaven mechanic (retaliate, prosperity, ...) is not
    answered by a JotL calculator: declining beats answering the simpler neighbouring question.
    A question naming the hand limit is read only by the calculator of the mat's values
    (``hand_limit``): no other count answers it ("el limiti kaç kart" is not 18 checkmarks).
    A calculator of one character's level (``one_character``) declines a party told member by
    member."""

    def guarded(folded: str) -> dict[str, Any] | None:
        if original_only(folded) or (asks_hand_limit(folded) and not hand_limit):
            return None
        if one_character and members_in(digits(folded)):
            return None
        return read(folded)

    return guarded


for _calc in ORDER:
    if _calc.read is None:
        register(_calc)
    else:
        guard = _jotl_only(_calc.read, _calc is MAT_CALC, _calc in ONE_CHARACTER)
        register(replace(_calc, read=guard))


@register_checker
class JotlChecker(GameChecker):
    game = GAME

    def context(self, question: str, result: CalcResult | None) -> Ctx:
        """The scenario level the question implies, for checking table values in the answer."""
        return question_context(question, result)

    def rules(self) -> list[Rule]:
        return list(claim_rules())
