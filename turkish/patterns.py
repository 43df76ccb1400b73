"""Compiled regular expressions cached beyond the `re` module's own 512 patterns.

The rule checkers build hundreds of patterns from data (aliases, glossary terms, component
names, guards); past `re`'s cache every question recompiled most of them again, about 3 ms
a question on 2 cores. Patterns here are compiled once per process.
"""

from __future__ import annotations

import re
from functools import lru_cache


@lru_cache(maxsize=16384)
def rx(pattern: str, flags: int = 0) -> re.Pattern[str]:
    return re.compile(pattern, flags)
