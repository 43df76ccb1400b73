"""Every RuleRef quotes its seed verbatim (10-40 words) under a real heading line."""

from __future__ import annotations

import re
from types import ModuleType

import pytest
from vt_helpers import SEEDS

from turkish import QUOTE_GAP
from validators import alhambra, gloomhaven_jotl, hive, hoth, hoth_data
from validators.base import CalcResult, RuleRef

SEED_FILES = {"hoth": ["000_", "003_"], "hive": ["001_"], "alhambra": ["002_"],
              "gloomhaven-jotl": ["004_"]}  # fmt: skip


def _refs_in(module: ModuleType) -> set[RuleRef]:
    found: set[RuleRef] = set()
    for value in vars(module).values():
        items = value.values() if isinstance(value, dict) else [value]
        for item in items:
            if isinstance(item, RuleRef):
                found.add(item)
            elif isinstance(getattr(item, "ref", None), RuleRef):
                found.add(item.ref)
    return found


def _from_results(results: list[CalcResult]) -> set[RuleRef]:
    return {ref for r in results for ref in r.citations}


def all_refs() -> list[RuleRef]:
    refs: set[RuleRef] = set()
    for module in (hoth_data, hoth, alhambra, gloomhaven_jotl, hive):
        refs |= _refs_in(module)
    refs |= {gloomhaven_jotl.row_ref(level) for level in range(8)}
    refs |= _from_results([gloomhaven_jotl.scenario_level([3, 4], "hard")])
    return sorted(refs, key=lambda r: (r.game, r.section, r.quote))


def _seed_text(game: str) -> list[str]:
    if not SEEDS.is_dir():
        pytest.skip("seed texts not available next to the repository")
    texts = []
    for prefix in SEED_FILES[game]:
        texts += [p.read_text(encoding="utf-8") for p in SEEDS.glob(f"{prefix}*.txt")]
    return texts


REFS = all_refs()


@pytest.mark.parametrize("ref", REFS, ids=[f"{r.game}:{r.section}:{r.quote[:30]}" for r in REFS])
def test_quote_is_verbatim_under_its_heading(ref: RuleRef) -> None:
    words = [w for w in ref.quote.split() if re.search(r"\w", w)]
    assert 10 <= len(words) <= 40, len(words)
    parts = ref.quote.split(QUOTE_GAP)  # a table's header … the row: each verbatim, in order
    for text in _seed_text(ref.game):
        pos = text.find(parts[0])
        if pos < 0:
            continue
        lines = [line.strip() for line in text[:pos].splitlines()]
        assert ref.section in lines, f"heading {ref.section!r} not found before the quote"
        at = pos
        for part in parts[1:]:
            at = text.find(part, at)
            assert at > pos, f"{part!r} does not follow {parts[0]!r}"
            assert "\n" not in text[pos:at], f"{part!r} is not in the paragraph it joins"
        return
    pytest.fail(f"quote not found verbatim in the {ref.game} seed: {ref.quote!r}")


def test_refs_cover_every_game() -> None:
    assert {r.game for r in REFS} == set(SEED_FILES)
