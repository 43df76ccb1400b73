"""The calculator API: built from the declarations (validators/calculator.py), so every
declared calculator is listed, runs through `Calculator.run_text`, refuses bad input with a
Turkish 422 that names the field and what it accepts, and is documented in OpenAPI."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient

from tests.web.test_api import assert_error
from validators.calculator import all_calculators, get_calculator

HOTH_DICE = {
    "attacker": "snowtrooper",
    "target": "echo base trooper",
    "distance": "2",
    "target_terrain": "siper",
}


def test_the_list_has_every_declared_calculator(client: TestClient) -> None:
    listed = client.get("/api/v1/calc").json()
    declared = all_calculators()
    assert [c["id"] for c in listed] == [c.id for c in declared]
    assert {c["game"] for c in listed} == {"hoth", "hive", "alhambra", "gloomhaven-jotl"}
    dice = next(c for c in listed if c["id"] == "hoth-dice")
    assert dice["title"] == "Hoth: saldırı zarı"
    assert dice["description"]
    assert dice["path"] == "/api/v1/calc/hoth-dice"
    fields = {f["name"]: f for f in dice["fields"]}
    assert list(fields) == [f.name for f in get_calculator("hoth-dice").fields]
    assert fields["distance"] == {
        "name": "distance",
        "label": "Mesafe (hex)",
        "kind": "int",
        "help": "bitişik hex = 1; 1-15 (boş: yalnızca AT-AT 3/3/3)",
        "example": "2",
        "required": False,  # an AT-AT rolls 3 dice at every distance
        "range": {"min": 1, "max": 15},
        "choices": [],
    }
    assert fields["attacker"]["kind"] == "choice"
    assert "snowtrooper" in fields["attacker"]["choices"]
    assert fields["attacker"]["range"] is None
    assert fields["scout_bonus"]["required"] is False


def test_the_list_filters_by_game(client: TestClient) -> None:
    hive = client.get("/api/v1/calc", params={"game": "hive"}).json()
    assert hive
    assert {c["game"] for c in hive} == {"hive"}
    assert_error(client.get("/api/v1/calc", params={"game": "catan"}), 404, "unknown_game")


@pytest.mark.parametrize(
    ("calc_id", "params", "expected"),
    [
        # choice + int fields
        ("hoth-dice", HOTH_DICE, {"value": 1, "lead": "1 zar", "arithmetic": "2 − 1 = 1"}),
        # ints
        ("jotl-level", {"levels": "2,3,3,4", "difficulty": "zor"}, {"value": 3}),
        ("hive-surround", {"occupied": "2, 3"}, {"game": "hive"}),
        # choice
        ("hive-move-distance", {"bug": "orumcek"}, {"value": 3, "lead": "3 alan"}),
        # lines, repeated: one player per parameter
        (
            "alhambra-score",
            {
                "round": "2",
                "players": ["Ali: pavyon=2, kule=1", "Ayşe: pavyon=1"],
                "walls": "Ali=5",
            },
            {"summary": "Ali: 26 puan. Ayşe: 1 puan."},
        ),
        # lines in one value
        (
            "alhambra-total-score",
            {"scores": "Ali: 12, 30, 45\nAyşe: 1, 2, 3"},
            {"value": 87, "lead": "Ali kazanır, 87 puan"},
        ),
    ],
)
def test_a_calculator_runs_from_its_query_string(
    client: TestClient, calc_id: str, params: dict[str, Any], expected: dict[str, Any]
) -> None:
    response = client.get(f"/api/v1/calc/{calc_id}", params=params)
    assert response.status_code == 200, response.text
    body = response.json()
    for key, value in expected.items():
        assert body[key] == value, (key, body)
    assert body["calculator"] == calc_id
    # the same JSON as the declaration's own run (and as an answer's `calculator` field)
    raw = {k: "\n".join(v) if isinstance(v, list) else v for k, v in params.items()}
    assert body == get_calculator(calc_id).run_text(raw).to_dict()
    for step in body["steps"]:
        if step["section"]:
            assert step["quote"]


def test_parts_per_player(client: TestClient) -> None:
    params = {"round": "2", "players": ["Ali: pavyon=2, kule=1", "Ayşe: pavyon=1"]}
    body = client.get("/api/v1/calc/alhambra-score", params=params).json()
    assert list(body["parts"]) == ["Ali", "Ayşe"]
    assert body["parts"]["Ali"]["value"] == 21
    assert body["parts"]["Ali"]["arithmetic"] == "8 + 13 = 21"
    assert body["parts"]["Ayşe"]["value"] == 1


@pytest.mark.parametrize(
    ("calc_id", "params", "must_say"),
    [
        ("hoth-dice", {**HOTH_DICE, "distance": "99"}, ["'distance'", "1-15"]),
        ("hoth-dice", {**HOTH_DICE, "distance": "iki"}, ["'distance'", "sayı değil", "1-15"]),
        ("hoth-dice", {**HOTH_DICE, "attacker": "ewok"}, ["'attacker'", "'ewok'", "Snowtrooper"]),
        ("hoth-dice", {"attacker": "snowtrooper", "distance": "2"}, ["'target'", "gerekli"]),
        ("hoth-dice", {**HOTH_DICE, "scout_bonus": "belki"}, ["'scout_bonus'", "evet ya da hayır"]),
        ("jotl-level", {"levels": "2,x"}, ["'levels'", "'x'", "1-9"]),
        ("jotl-level", {"levels": "2,3,12"}, ["'levels'", "12", "1-9"]),
        ("jotl-level", {"levels": "2", "difficulty": "efsane"}, ["'difficulty'", "normal", "zor"]),
        ("alhambra-score", {"round": "2", "players": "Ali: pavilon=2"}, ["'players'", "Pavyon"]),
        ("alhambra-score", {"round": "4", "players": "Ali: pavyon=2"}, ["'round'", "1-3"]),
        ("hive-move-distance", {"bug": "kelebek"}, ["'bug'", "Örümcek"]),
        ("hoth-dice", {**HOTH_DICE, "speed": "3"}, ["'speed'", "attacker", "distance"]),
        ("hoth-dice", [*HOTH_DICE.items(), ("distance", "3")], ["'distance'", "bir kez"]),
        ("hoth-dice", {**HOTH_DICE, "target_terrain": "x" * 1001}, ["'target_terrain'", "uzun"]),
    ],
)
def test_bad_input_is_a_turkish_422_naming_the_field(
    client: TestClient, calc_id: str, params: Any, must_say: list[str]
) -> None:
    message = assert_error(client.get(f"/api/v1/calc/{calc_id}", params=params), 422, "calc_error")
    for words in must_say:
        assert words in message, message


def test_an_unknown_calculator_is_404(client: TestClient) -> None:
    message = assert_error(client.get("/api/v1/calc/hoth-zar"), 404, "unknown_calculator")
    assert "'hoth-zar'" in message
    assert "/api/v1/calc" in message


def test_the_calculator_api_keeps_the_api_guards(client: TestClient) -> None:
    response = client.get(
        "/api/v1/calc/hoth-dice", params=HOTH_DICE, headers={"Origin": "http://evil.test"}
    )
    assert_error(response, 403, "origin_not_allowed")


def test_openapi_documents_each_calculator_with_its_fields(client: TestClient) -> None:
    paths = client.get("/openapi.json").json()["paths"]
    assert "/api/v1/calc" in paths
    for calc in all_calculators():
        operation = paths[f"/api/v1/calc/{calc.id}"]["get"]
        assert operation["summary"] == calc.title
        params = {p["name"]: p for p in operation.get("parameters", [])}
        assert list(params) == [f.name for f in calc.fields], calc.id
        for f in calc.fields:
            assert params[f.name]["in"] == "query"
            assert params[f.name]["required"] == f.required
            assert params[f.name]["description"].startswith(f.label)
        assert {"200", "404", "422"} <= set(operation["responses"])
    dice = {p["name"]: p for p in paths["/api/v1/calc/hoth-dice"]["get"]["parameters"]}
    assert dice["distance"]["schema"] == {"type": "integer", "minimum": 1, "maximum": 15}
    assert "snowtrooper" in dice["attacker"]["schema"]["enum"]
    assert dice["scout_bonus"]["schema"] == {"type": "boolean"}
    players = {p["name"]: p for p in paths["/api/v1/calc/alhambra-score"]["get"]["parameters"]}
    assert players["players"]["schema"]["type"] == "array"
    assert "/api/v1/calc/{calculator_id}" not in paths  # the 404 route is not an operation


def test_every_calculator_answers_its_documented_example(client: TestClient) -> None:
    """Each route with every documented example filled in: a result or a Turkish 422 (an
    example of one field may not fit the others' examples), never a 5xx."""
    paths = client.get("/openapi.json").json()["paths"]
    answered = 0
    for calc in all_calculators():
        params = paths[f"/api/v1/calc/{calc.id}"]["get"].get("parameters", [])
        query = {
            p["name"]: str(p["example"]).lower() if isinstance(p["example"], bool) else p["example"]
            for p in params
            if "example" in p
        }
        response = client.get(f"/api/v1/calc/{calc.id}", params=query)
        assert response.status_code in {200, 422}, (calc.id, response.text)
        if response.status_code == 422:
            assert_error(response, 422, "calc_error")
        answered += response.status_code == 200
    assert answered >= 60, answered
