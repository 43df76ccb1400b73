"""Validate the rulings of one or all games and report their coverage of the rule text.

    python tools/rulings_check.py [GAME] [--gaps N] [--doc ID] [--section HEADING] [--corpus DIR]

Exit status 1 when a rulings file is invalid (the message names file, line and reason).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

# Run as a script from anywhere: the project root is importable without installing it.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from assistant.corpus import load_documents, load_games
from assistant.coverage import measure
from assistant.errors import RulingsError
from assistant.rulings import load_game_rulings

DEFAULT_CORPUS = Path(__file__).resolve().parent.parent / "rules_corpus"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("game", nargs="?", help="game slug (default: all)")
    parser.add_argument("--gaps", type=int, default=20, help="uncovered sentences to list")
    parser.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    parser.add_argument("--doc", help="only list gaps of this document id")
    parser.add_argument("--section", help="only list gaps under this top-level heading")
    args = parser.parse_args()
    games = load_games(args.corpus)
    documents = load_documents(args.corpus, games)
    slugs = [args.game] if args.game else list(games)
    status = 0
    for slug in slugs:
        try:
            rulings, uncovered = load_game_rulings(games[slug], args.corpus / slug, documents)
        except RulingsError as exc:
            print(f"ERROR {exc}")
            status = 1
            continue
        report = measure(slug, documents, rulings, uncovered)
        print(report.summary())
        gaps = [
            g
            for g in report.gaps
            if (args.doc is None or g.doc == args.doc)
            and (args.section is None or g.section[0] == args.section)
        ]
        for gap in gaps[: args.gaps]:
            print(f"  gap {gap.doc} › {' › '.join(gap.section)}: {gap.text}")
    return status


if __name__ == "__main__":
    sys.exit(main())
