"""The staff calculators on the command line."""

from __future__ import annotations

from typer.testing import CliRunner

from validators.cli import calc_app

RUNNER = CliRunner()


def test_hoth_dice_prints_value_trail_and_citations() -> None:
    result = RUNNER.invoke(calc_app, ["hoth-dice", "--attacker", "snowtrooper", "--target",
                                      "echo-base-trooper", "--distance", "2", "--target-terrain", "ridge"])  # fmt: skip
    assert result.exit_code == 0, result.output
    assert "Sonuç: 1 zar" in result.output
    assert "Arazi Türleri (Terrain)" in result.output


def test_hoth_dice_out_of_range() -> None:
    result = RUNNER.invoke(calc_app, ["hoth-dice", "--attacker", "keşif droidi", "--target", "piyade",
                                      "--distance", "3"])  # fmt: skip
    assert result.exit_code == 0
    assert "saldıramaz" in result.output


def test_alhambra_score_per_player() -> None:
    result = RUNNER.invoke(calc_app, ["alhambra-score", "--round", "2", "--counts",
                                      "A:pavyon=3,bahce=2;B:pavyon=3", "--walls", "A=4"])  # fmt: skip
    assert result.exit_code == 0, result.output
    assert "A: 20 puan." in result.output
    assert "B: 4 puan." in result.output


def test_jotl_commands() -> None:
    level = RUNNER.invoke(calc_app, ["jotl-level", "2", "3", "3", "4", "--difficulty", "hard"])
    assert "Senaryo seviyesi 3." in level.output
    xp = RUNNER.invoke(calc_app, ["jotl-xp", "160"])
    assert "Seviye 4." in xp.output


def test_bad_input_exits_2_with_turkish_message() -> None:
    for args in (
        ["hoth-dice", "--attacker", "wookiee", "--target", "piyade", "--distance", "1"],
        ["hoth-dice", "--attacker", "piyade", "--target", "piyade", "--distance", "-1"],
        ["alhambra-score", "--round", "4", "--counts", "A:kule=1"],
        ["alhambra-score", "--round", "1", "--counts", "A:minare=1"],
        ["jotl-level", "0", "3"],
        ["jotl-level", "10"],
    ):
        result = RUNNER.invoke(calc_app, args)
        assert result.exit_code == 2, args
        assert result.output.startswith("Hata: ")
        assert any(w in result.output for w in ("Geçerli", "arası", "olmalı", "veya"))
