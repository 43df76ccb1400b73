"""The staff calculators on the command line: one command per declaration."""

from __future__ import annotations

from typer.testing import CliRunner

from validators.calculator import all_calculators
from validators.cli import calc_app

RUNNER = CliRunner()
APP = calc_app()


def test_every_declared_calculator_is_a_command() -> None:
    listing = RUNNER.invoke(APP, ["--help"]).output
    for calc in all_calculators():
        assert calc.id in listing


def test_hoth_dice_prints_value_trail_and_citations() -> None:
    result = RUNNER.invoke(APP, ["hoth-dice", "--attacker", "snowtrooper", "--target",
                                 "echo-base-trooper", "--distance", "2", "--target-terrain", "ridge"])  # fmt: skip
    assert result.exit_code == 0, result.output
    assert "Sonuç: 1 zar" in result.output
    assert "Arazi Türleri (Terrain)" in result.output


def test_hoth_dice_out_of_range() -> None:
    result = RUNNER.invoke(APP, ["hoth-dice", "--attacker", "keşif droidi", "--target", "piyade",
                                 "--distance", "3"])  # fmt: skip
    assert result.exit_code == 0
    assert "saldıramaz" in result.output


def test_alhambra_score_per_player() -> None:
    result = RUNNER.invoke(APP, ["alhambra-score", "--round", "2", "--players",
                                 "A: pavyon=3, bahce=2", "--players", "B: pavyon=3",
                                 "--walls", "A=4"])  # fmt: skip
    assert result.exit_code == 0, result.output
    assert "A: 20 puan." in result.output
    assert "B: 4 puan." in result.output


def test_jotl_commands() -> None:
    level = RUNNER.invoke(APP, ["jotl-level", "--levels", "2,3,3,4", "--difficulty", "hard"])
    assert "Senaryo seviyesi 3." in level.output
    xp = RUNNER.invoke(APP, ["jotl-xp", "--xp", "160"])
    assert "Seviye 4." in xp.output


def test_bad_input_exits_2_with_turkish_message() -> None:
    for args in (
        ["hoth-dice", "--attacker", "wookiee", "--target", "piyade", "--distance", "1"],
        ["hoth-dice", "--attacker", "piyade", "--target", "piyade", "--distance", "-1"],
        ["hoth-dice", "--attacker", "piyade"],
        ["alhambra-score", "--round", "4", "--players", "A: kule=1"],
        ["alhambra-score", "--round", "1", "--players", "A: minare=1"],
        ["jotl-level", "--levels", "0, 3"],
        ["jotl-level", "--levels", "10"],
        ["jotl-xp", "--xp", "çok"],
    ):
        result = RUNNER.invoke(APP, args)
        assert result.exit_code == 2, args
        assert result.output.startswith("Hata: "), result.output
        assert any(w in result.output for w in ("Geçerli", "gerekli", "sayı değil")), result.output
