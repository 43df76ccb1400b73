"""eval/project.jsonl and eval/yesno.jsonl, the project's own question sets: schema, provenance
and consistency.

The files are checked the way shared/eval/README.md says the dev set was checked: quotes are
verbatim in the seed file they name, gold answers pass the scoring rules, a gold answer with
a forbidden claim appended fails, and the number a calculator computes is the expected one.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from assistant.evaluation import KINDS, score_item
from assistant.followup import standalone_question
from turkish import contains_normalized

REPO = Path(__file__).resolve().parents[1]
PROJECT_SET = REPO / "eval" / "project.jsonl"
YESNO_SET = REPO / "eval" / "yesno.jsonl"
SEEDS = REPO.parent / "shared" / "seeds"
KEYS = [
    "id",
    "game",
    "lang",
    "kind",
    "question",
    "gold_answer",
    "must_include",
    "must_not_include",
    "expected_number",
    "arithmetic",
    "source_file",
    "source_quote",
]
GAMES = {"hoth", "hive", "alhambra", "gloomhaven-jotl", "none"}
ID_GAME = {"jotl": "gloomhaven-jotl"}
TURKISH_LETTERS = set("çğıöşüÇĞİÖŞÜ")


def _check_common_fields(item: dict[str, Any]) -> None:
    """The fields every set of the project shares, with their types."""
    assert item["lang"] == "tr"
    assert item["kind"] in KINDS
    assert isinstance(item["must_include"], list)
    assert isinstance(item["must_not_include"], list)
    assert item["expected_number"] is None or isinstance(item["expected_number"], int)
    assert (item["expected_number"] is None) == (item["arithmetic"] is None)


def _items(path: Path = PROJECT_SET) -> list[dict[str, Any]]:
    lines = path.read_text(encoding="utf-8").splitlines()
    return [json.loads(line) for line in lines if line.strip()]


ITEMS = _items()
IDS = [i["id"] for i in ITEMS]


def test_size_and_coverage() -> None:
    assert len(ITEMS) >= 60
    assert len(set(IDS)) == len(IDS), "ids must be unique"
    assert {i["game"] for i in ITEMS} == GAMES
    assert {i["kind"] for i in ITEMS} == set(KINDS)
    ascii_typed = [i for i in ITEMS if not TURKISH_LETTERS & set(i["question"])]
    assert len(ascii_typed) >= 30, "most customers type without Turkish letters"
    assert sum("history" in i for i in ITEMS) >= 6, "follow-ups need the conversation"


@pytest.mark.parametrize("item", ITEMS, ids=IDS)
def test_schema(item: dict[str, Any]) -> None:
    assert list(item)[: len(KEYS)] == KEYS, "schema keys in the dev set's order"
    assert set(item) - set(KEYS) <= {"history"}
    prefix, game, _ = item["id"].split("-")
    assert prefix == "proj"
    assert ID_GAME.get(game, game) == item["game"]
    _check_common_fields(item)
    for turn in item.get("history", []):
        assert turn["role"] in {"user", "assistant"}
        assert turn["content"].strip()


@pytest.mark.parametrize("item", ITEMS, ids=IDS)
def test_quote_is_verbatim_in_the_named_seed(item: dict[str, Any]) -> None:
    if item["kind"] == "refuse":
        assert item["source_file"] is None
        assert item["source_quote"] is None
        return
    if not SEEDS.exists():  # a checkout without ../shared (as tests/test_corpus.py skips)
        pytest.skip("shared/seeds not present")
    seed = (SEEDS / item["source_file"]).read_text(encoding="utf-8")
    assert item["source_quote"] in seed
    assert 10 <= len(item["source_quote"].split()) <= 40


def _gold(item: dict[str, Any]) -> dict[str, Any]:
    refused = item["kind"] == "refuse"
    return {"answer": item["gold_answer"], "refused": refused, "citations": []}


@pytest.mark.parametrize("item", ITEMS, ids=IDS)
def test_gold_answer_passes_and_a_forbidden_claim_fails(item: dict[str, Any]) -> None:
    assert score_item(item, _gold(item)).passed, score_item(item, _gold(item)).reasons
    for claim in item["must_not_include"]:
        spoiled = {**_gold(item), "answer": f"{item['gold_answer']} {claim}"}
        assert not score_item(item, spoiled).passed, claim
    if item["kind"] != "refuse" and (item["must_include"] or item["expected_number"]):
        assert not score_item(item, {**_gold(item), "answer": "Kural metni şöyle diyor."}).passed


NUMERIC = [i for i in ITEMS if i["expected_number"] is not None and i["game"] != "none"]


@pytest.mark.parametrize("item", NUMERIC, ids=[i["id"] for i in NUMERIC])
def test_expected_number_agrees_with_the_calculator(item: dict[str, Any]) -> None:
    """Where a rule calculator takes the question, it must compute the expected number."""
    from validators import get_checker

    checker = get_checker(item["game"])
    assert checker is not None
    question = standalone_question(item["question"], item.get("history"))
    try:
        result = checker.calculate(question)
    except ValueError:  # CalcError: the calculator declined this wording
        result = None
    if result is None or result.value is None:
        pytest.skip("no calculator applies to this question")
    assert result.value == item["expected_number"], result.trail


CORPUS_TEXT = {
    game.name: "\n".join(p.read_text(encoding="utf-8") for p in game.glob("*.md"))
    for game in (REPO / "rules_corpus").iterdir()
    if game.is_dir()
}


@pytest.mark.parametrize("item", ITEMS, ids=IDS)
def test_forbidden_claims_are_not_rule_text(item: dict[str, Any]) -> None:
    """A must_not_include claim found in the rules would fail an answer for quoting them."""
    text = CORPUS_TEXT.get(item["game"], "")
    quoted = [claim for claim in item["must_not_include"] if contains_normalized(text, claim)]
    assert not quoted


# eval/yesno.jsonl: 40 held-out yes/no questions, 10 per game, half "Evet" and half "Hayır".

YESNO = _items(YESNO_SET)
YESNO_IDS = [i["id"] for i in YESNO]
VERDICTS = ("Evet", "Hayır")


def test_yesno_size_and_balance() -> None:
    assert len(YESNO) == 40
    assert len(set(YESNO_IDS)) == len(YESNO_IDS), "ids must be unique"
    for game in GAMES - {"none"}:
        items = [i for i in YESNO if i["game"] == game]
        assert len(items) == 10, game
        for verdict in VERDICTS:
            assert sum(i["must_include"][0] == verdict for i in items) == 5, (game, verdict)
    assert {i["kind"] for i in YESNO} == {"fact", "misconception"}
    ascii_typed = [i for i in YESNO if not TURKISH_LETTERS & set(i["question"])]
    assert len(ascii_typed) >= 30, "most customers type without Turkish letters"


@pytest.mark.parametrize("item", YESNO, ids=YESNO_IDS)
def test_yesno_schema(item: dict[str, Any]) -> None:
    assert list(item) == KEYS, "schema keys in the dev set's order"
    prefix, rest = item["id"].split("-", 1)
    game, number = rest.rsplit("-", 1)
    assert prefix == "yn"
    assert game == item["game"]
    assert number.isdigit()
    assert item["lang"] == "tr"
    assert item["kind"] in KINDS
    assert item["expected_number"] is None
    assert item["arithmetic"] is None
    verdict = item["must_include"][0]
    assert verdict in VERDICTS
    assert len(item["must_include"]) <= 2
    assert item["gold_answer"].startswith(verdict)
    assert 1 <= len(item["must_not_include"]) <= 2
    question = item["question"].casefold()
    assert "degil mi" not in question
    assert "değil mi" not in question


@pytest.mark.parametrize("item", YESNO, ids=YESNO_IDS)
def test_yesno_quote_is_verbatim_in_the_seed_and_the_rule_text(item: dict[str, Any]) -> None:
    test_quote_is_verbatim_in_the_named_seed(item)
    rules = (REPO / "rules_corpus" / item["game"] / "kurallar.md").read_text(encoding="utf-8")
    assert item["source_quote"] in rules


@pytest.mark.parametrize("item", YESNO, ids=YESNO_IDS)
def test_yesno_gold_answer_passes_and_a_forbidden_claim_fails(item: dict[str, Any]) -> None:
    test_gold_answer_passes_and_a_forbidden_claim_fails(item)
    wrong = "Hayır." if item["must_include"][0] == "Evet" else "Evet."
    assert not score_item(item, {**_gold(item), "answer": wrong}).passed


@pytest.mark.parametrize("item", YESNO, ids=YESNO_IDS)
def test_yesno_forbidden_claims_are_not_rule_text(item: dict[str, Any]) -> None:
    test_forbidden_claims_are_not_rule_text(item)


# eval/numeric2.jsonl and eval/customer2.jsonl: held-out sets written from the rule texts alone
# (2026-12-02), 12 items per game each. The calculator agreement test is deliberately not run on
# them: their expected numbers come from the rule text, never from what a calculator returns.

NUMERIC2 = _items(REPO / "eval" / "numeric2.jsonl")
CUSTOMER2 = _items(REPO / "eval" / "customer2.jsonl")
HELD_OUT2 = NUMERIC2 + CUSTOMER2
HELD_OUT2_IDS = [i["id"] for i in HELD_OUT2]
DOCUMENT_OF_SEED = {
    "000_77734bebfdbae3fd.txt": "hoth/kurallar.md",
    "001_7dfdcf40744b930f.txt": "hive/kurallar.md",
    "002_65cb59398f2be528.txt": "alhambra/kurallar.md",
    "003_6f33dc08479617d9.txt": "hoth/pruvodce.cs.md",
    "004_25c20fd386e7936b.txt": "gloomhaven-jotl/kurallar.md",
}


def _is_yes_no(item: dict[str, Any]) -> bool:
    return bool(item["must_include"]) and item["must_include"][0] in VERDICTS


def test_held_out2_size_and_balance() -> None:
    assert len(set(HELD_OUT2_IDS)) == len(HELD_OUT2_IDS), "ids must be unique"
    for items in (NUMERIC2, CUSTOMER2):
        assert len(items) == 48
        ascii_typed = [i for i in items if not TURKISH_LETTERS & set(i["question"])]
        assert len(ascii_typed) >= 30, "most customers type without Turkish letters"
    for game in GAMES - {"none"}:
        numeric = [i for i in NUMERIC2 if i["game"] == game]
        assert len(numeric) == 12, game
        assert sum(i["kind"] == "refuse" for i in numeric) == 1, game
        assert {i["kind"] for i in numeric} == {"numeric", "refuse"}, game
        customer = [i for i in CUSTOMER2 if i["game"] == game]
        assert len(customer) == 12, game
        assert sum(i["kind"] == "refuse" for i in customer) == 2, game
        yes_no = [i["must_include"][0] for i in customer if _is_yes_no(i)]
        assert yes_no, game
        assert yes_no.count("Evet") == yes_no.count("Hayır"), (game, yes_no)


@pytest.mark.parametrize("item", HELD_OUT2, ids=HELD_OUT2_IDS)
def test_held_out2_schema(item: dict[str, Any]) -> None:
    assert list(item) == KEYS, "schema keys in the dev set's order"
    prefix, game, number = item["id"].split("-")
    assert prefix == ("num2" if item in NUMERIC2 else "c2")
    assert ID_GAME.get(game, game) == item["game"]
    assert len(number) == 3
    assert number.isdigit()
    _check_common_fields(item)
    if item["kind"] == "refuse":
        assert item["expected_number"] is None
        assert item["must_not_include"], "a refusal lists the invented answers"
        return
    assert item["must_include"]
    if item["kind"] == "numeric":
        assert item["expected_number"] is not None
        assert item["expected_number"] in item["must_include"]
    if _is_yes_no(item):
        assert item["gold_answer"].startswith(item["must_include"][0])
        assert item["must_not_include"]
        assert "degil mi" not in item["question"].casefold()


@pytest.mark.parametrize("item", HELD_OUT2, ids=HELD_OUT2_IDS)
def test_held_out2_quote_is_verbatim_in_the_seed_and_the_rule_text(item: dict[str, Any]) -> None:
    test_quote_is_verbatim_in_the_named_seed(item)
    if item["kind"] == "refuse":
        return
    if item["kind"] == "crosslingual":
        assert item["source_file"].startswith("003_")
    document = REPO / "rules_corpus" / DOCUMENT_OF_SEED[item["source_file"]]
    assert item["source_quote"] in document.read_text(encoding="utf-8")


@pytest.mark.parametrize("item", HELD_OUT2, ids=HELD_OUT2_IDS)
def test_held_out2_gold_answer_passes_and_a_forbidden_claim_fails(item: dict[str, Any]) -> None:
    test_gold_answer_passes_and_a_forbidden_claim_fails(item)
    if _is_yes_no(item):
        wrong = "Hayır." if item["must_include"][0] == "Evet" else "Evet."
        assert not score_item(item, {**_gold(item), "answer": wrong}).passed


@pytest.mark.parametrize("item", HELD_OUT2, ids=HELD_OUT2_IDS)
def test_held_out2_forbidden_claims_are_not_rule_text(item: dict[str, Any]) -> None:
    test_forbidden_claims_are_not_rule_text(item)


# eval/customer3.jsonl: a third held-out set (second 2026-12-02 session), 12 items per game:
# 5 facts, 3 numeric, 2 misconceptions, 2 refusals.

CUSTOMER3 = _items(REPO / "eval" / "customer3.jsonl")
CUSTOMER3_IDS = [i["id"] for i in CUSTOMER3]
CUSTOMER3_KINDS = {"fact": 5, "numeric": 3, "misconception": 2, "refuse": 2}


def test_customer3_size_and_balance() -> None:
    assert len(set(CUSTOMER3_IDS)) == len(CUSTOMER3) == 48
    for game in GAMES - {"none"}:
        items = [i for i in CUSTOMER3 if i["game"] == game]
        kinds = {k: sum(i["kind"] == k for i in items) for k in CUSTOMER3_KINDS}
        assert kinds == CUSTOMER3_KINDS, game


# eval/customer4.jsonl: a fourth held-out set (2026-12-04), the same shape; Hoth's fifth
# fact is a Czech-guide fact asked in Turkish (crosslingual).

CUSTOMER4 = _items(REPO / "eval" / "customer4.jsonl")


# eval/customer5.jsonl: a fifth held-out set (2026-12-04, second session), the same shape,
# written before that session's changes; it replaces customer4 as the unread set.

CUSTOMER5 = _items(REPO / "eval" / "customer5.jsonl")


# eval/customer6.jsonl: a sixth held-out set (2026-12-04, second session, written at
# 2258877), the same shape; customer5's failure shapes were read that session, so this one
# is the unread set.

CUSTOMER6 = _items(REPO / "eval" / "customer6.jsonl")
# eval/customer7.jsonl: written at the end of that session (bd9a619) for the next one to
# measure before it reads customer6's items.
CUSTOMER7 = _items(REPO / "eval" / "customer7.jsonl")
# eval/customer8.jsonl: written at the start of 2026-12-05's session (9729947) for its end.
CUSTOMER8 = _items(REPO / "eval" / "customer8.jsonl")
# eval/customer9.jsonl: written at the start of 2026-12-05's second session (a9ea03a) for its
# end; eval/customer10.jsonl: written during it (at 417e062, from the seeds alone) for the next.
CUSTOMER9 = _items(REPO / "eval" / "customer9.jsonl")
CUSTOMER10 = _items(REPO / "eval" / "customer10.jsonl")
# eval/customer11.jsonl: written at the start of 2026-12-05's third session (4329d39) for its end.
CUSTOMER11 = _items(REPO / "eval" / "customer11.jsonl")
# eval/customer12.jsonl: written at the start of 2026-12-05's fourth session (8a9b4f3) for its
# end; eval/customer13.jsonl: written during it (at 4b4a9b1), measured and read in it.
CUSTOMER12 = _items(REPO / "eval" / "customer12.jsonl")
CUSTOMER13 = _items(REPO / "eval" / "customer13.jsonl")
# eval/customer14.jsonl: written at the start of 2026-12-05's fifth session (72c1189) for its
# end (the writer's "jotl" ids renamed to "gloomhaven-jotl" without reading the items).
CUSTOMER14 = _items(REPO / "eval" / "customer14.jsonl")
# eval/customer16.jsonl: written during 2026-12-05's sixth session, measured once at 3fd5d17,
# then read (ids renamed the same way).
CUSTOMER16 = _items(REPO / "eval" / "customer16.jsonl")
# eval/customer15.jsonl: written at the start of that session (3886ee6) for its end; only its
# totals read (3886ee6 and f375833).
CUSTOMER15 = _items(REPO / "eval" / "customer15.jsonl")
# eval/customer17.jsonl: written later in that session, measured once at bff1e41, then read.
CUSTOMER17 = _items(REPO / "eval" / "customer17.jsonl")


@pytest.mark.parametrize(
    "items",
    [
        CUSTOMER4,
        CUSTOMER5,
        CUSTOMER6,
        CUSTOMER7,
        CUSTOMER8,
        CUSTOMER9,
        CUSTOMER10,
        CUSTOMER11,
        CUSTOMER12,
        CUSTOMER13,
        CUSTOMER14,
        CUSTOMER15,
        CUSTOMER16,
        CUSTOMER17,
    ],
    ids=[
        "customer4",
        "customer5",
        "customer6",
        "customer7",
        "customer8",
        "customer9",
        "customer10",
        "customer11",
        "customer12",
        "customer13",
        "customer14",
        "customer15",
        "customer16",
        "customer17",
    ],
)
def test_held_out_set_size_and_balance(items: list[dict[str, Any]]) -> None:
    """48 items, per game 5 facts (Hoth: one of them a Czech-guide fact, crosslingual),
    3 numeric, 2 misconceptions, 2 refusals."""
    ids = [i["id"] for i in items]
    assert len(set(ids)) == len(items) == 48
    for game in GAMES - {"none"}:
        mine = [i for i in items if i["game"] == game]
        kinds = {k: sum(i["kind"] == k for i in mine) for k in CUSTOMER3_KINDS}
        kinds["fact"] += sum(i["kind"] == "crosslingual" for i in mine)
        assert kinds == CUSTOMER3_KINDS, game
        assert all(i["kind"] != "crosslingual" or i["game"] == "hoth" for i in mine)


CUSTOMER = [
    *CUSTOMER3,
    *CUSTOMER4,
    *CUSTOMER5,
    *CUSTOMER6,
    *CUSTOMER7,
    *CUSTOMER8,
    *CUSTOMER9,
    *CUSTOMER10,
    *CUSTOMER11,
    *CUSTOMER12,
    *CUSTOMER13,
    *CUSTOMER14,
]
_PREFIX = {
    id(i): p
    for p, items in (
        ("c3", CUSTOMER3),
        ("c4", CUSTOMER4),
        ("c5", CUSTOMER5),
        ("c6", CUSTOMER6),
        ("c7", CUSTOMER7),
        ("c8", CUSTOMER8),
        ("c9", CUSTOMER9),
        ("c10", CUSTOMER10),
        ("c11", CUSTOMER11),
        ("c12", CUSTOMER12),
        ("c13", CUSTOMER13),
        ("c14", CUSTOMER14),
    )
    for i in items
}


@pytest.mark.parametrize("item", CUSTOMER, ids=[i["id"] for i in CUSTOMER])
def test_customer_schema_quote_and_gold(item: dict[str, Any]) -> None:
    assert list(item) == KEYS, "schema keys in the dev set's order"
    prefix = _PREFIX[id(item)]
    assert item["id"].startswith(f"{prefix}-{item['game']}-")
    _check_common_fields(item)
    test_quote_is_verbatim_in_the_named_seed(item)
    if item["kind"] == "refuse":
        assert item["expected_number"] is None
        return
    if item["kind"] == "numeric":
        assert item["expected_number"] is not None
    test_gold_answer_passes_and_a_forbidden_claim_fails(item)


@pytest.mark.parametrize(
    "item", [*CUSTOMER4, *CUSTOMER5], ids=[i["id"] for i in [*CUSTOMER4, *CUSTOMER5]]
)
def test_customer4_forbidden_claims_are_not_rule_text(item: dict[str, Any]) -> None:
    test_forbidden_claims_are_not_rule_text(item)


# eval/numeric3.jsonl: numeric questions held out (2026-12-05), 12 per game: 11 numeric and 1
# refusal (a number the rules never give), written from the seeds alone while main moved from
# 763859e to 6ea60dd; only its totals have been read.

NUMERIC3 = _items(REPO / "eval" / "numeric3.jsonl")
# eval/numeric4.jsonl: the same shape, written at bd9a619 for the next session.
NUMERIC4 = _items(REPO / "eval" / "numeric4.jsonl")
# eval/numeric5.jsonl: the same shape, written at 9729947 (2026-12-05) for that session's end.
NUMERIC5 = _items(REPO / "eval" / "numeric5.jsonl")
# eval/numeric6.jsonl (written at a9ea03a) and eval/numeric7.jsonl (at 417e062): the same shape
# (the writers' "jotl" ids renamed to "gloomhaven-jotl" without reading the items).
NUMERIC6 = _items(REPO / "eval" / "numeric6.jsonl")
NUMERIC7 = _items(REPO / "eval" / "numeric7.jsonl")
# eval/numeric8.jsonl: written at 4329d39 (third session of 2026-12-05) for its end.
NUMERIC8 = _items(REPO / "eval" / "numeric8.jsonl")
# eval/numeric9.jsonl (written at 8a9b4f3) and eval/numeric10.jsonl (at 4b4a9b1, read in the
# same session): the same shape, the writers' "jotl" ids renamed without reading the items.
NUMERIC9 = _items(REPO / "eval" / "numeric9.jsonl")
NUMERIC10 = _items(REPO / "eval" / "numeric10.jsonl")
# eval/numeric11.jsonl: written at 72c1189 (fifth session of 2026-12-05) for its end.
NUMERIC11 = _items(REPO / "eval" / "numeric11.jsonl")
# eval/numeric12.jsonl: written at 3886ee6 for that session's end; only its totals read.
NUMERIC12 = _items(REPO / "eval" / "numeric12.jsonl")
# eval/numeric13.jsonl and eval/numeric14.jsonl: written during 2026-12-05's sixth session,
# measured once at 3fd5d17, then read.
NUMERIC13 = _items(REPO / "eval" / "numeric13.jsonl")
NUMERIC14 = _items(REPO / "eval" / "numeric14.jsonl")
# eval/numeric15.jsonl and eval/numeric16.jsonl: written later in that session, measured once
# at bff1e41, then read.
NUMERIC15 = _items(REPO / "eval" / "numeric15.jsonl")
NUMERIC16 = _items(REPO / "eval" / "numeric16.jsonl")
# eval/numeric17.jsonl and eval/numeric18.jsonl: written at the end of that session, measured
# once at 87bb37e, then read.
NUMERIC17 = _items(REPO / "eval" / "numeric17.jsonl")
NUMERIC18 = _items(REPO / "eval" / "numeric18.jsonl")
NUMERIC34 = [
    *NUMERIC3,
    *NUMERIC4,
    *NUMERIC5,
    *NUMERIC6,
    *NUMERIC7,
    *NUMERIC8,
    *NUMERIC9,
    *NUMERIC10,
    *NUMERIC11,
    *NUMERIC12,
    *NUMERIC13,
    *NUMERIC14,
    *NUMERIC15,
    *NUMERIC16,
    *NUMERIC17,
    *NUMERIC18,
]
_NUMERIC_PREFIX = {
    id(i): p
    for p, s in (
        ("n3", NUMERIC3),
        ("n4", NUMERIC4),
        ("n5", NUMERIC5),
        ("n6", NUMERIC6),
        ("n7", NUMERIC7),
        ("n8", NUMERIC8),
        ("n9", NUMERIC9),
        ("n10", NUMERIC10),
        ("n11", NUMERIC11),
        ("n12", NUMERIC12),
        ("n13", NUMERIC13),
        ("n14", NUMERIC14),
        ("n15", NUMERIC15),
        ("n16", NUMERIC16),
        ("n17", NUMERIC17),
        ("n18", NUMERIC18),
    )
    for i in s
}


@pytest.mark.parametrize(
    "numeric",
    [
        NUMERIC3,
        NUMERIC4,
        NUMERIC5,
        NUMERIC6,
        NUMERIC7,
        NUMERIC8,
        NUMERIC9,
        NUMERIC10,
        NUMERIC11,
        NUMERIC12,
        NUMERIC13,
        NUMERIC14,
        NUMERIC15,
        NUMERIC16,
        NUMERIC17,
        NUMERIC18,
    ],
    ids=[
        "numeric3",
        "numeric4",
        "numeric5",
        "numeric6",
        "numeric7",
        "numeric8",
        "numeric9",
        "numeric10",
        "numeric11",
        "numeric12",
        "numeric13",
        "numeric14",
        "numeric15",
        "numeric16",
        "numeric17",
        "numeric18",
    ],
)
def test_numeric3_size_and_balance(numeric: list[dict[str, Any]]) -> None:
    assert len({i["id"] for i in numeric}) == len(numeric) == 48
    for game in GAMES - {"none"}:
        items = [i for i in numeric if i["game"] == game]
        assert len(items) == 12, game
        assert sum(i["kind"] == "refuse" for i in items) == 1, game
        assert {i["kind"] for i in items} == {"numeric", "refuse"}, game


@pytest.mark.parametrize("item", NUMERIC34, ids=[i["id"] for i in NUMERIC34])
def test_numeric3_schema_quote_and_gold(item: dict[str, Any]) -> None:
    assert list(item) == KEYS, "schema keys in the dev set's order"
    prefix = _NUMERIC_PREFIX[id(item)]
    assert item["id"].startswith(f"{prefix}-{item['game']}-")
    _check_common_fields(item)
    test_quote_is_verbatim_in_the_named_seed(item)
    test_forbidden_claims_are_not_rule_text(item)
    if item["kind"] == "refuse":
        assert item["expected_number"] is None
        return
    assert item["expected_number"] is not None
    assert item["arithmetic"]
    test_gold_answer_passes_and_a_forbidden_claim_fails(item)
