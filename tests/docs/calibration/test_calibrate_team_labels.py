"""A team's own standard: its labels (gold lines exported from the HTML report) merged over the
shipped set, a label for the same artifact and criterion overriding the shipped one (and said
so), and `--suggest-pass-marks` printing the pass_marks block that maximises kappa on them,
which the configuration loader reads as it reads signalforge.yml."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from gate.configure.config import parse_config
from gate.docs.calibration.gold_sets.labels import merged_gold
from tests.docs.calibration.test_calibrate_cli import SHIPPED, SMALL, pair, write


def team_file(tmp_path: Path, name: str, pairs: list[dict[str, Any]]) -> Path:
    path = tmp_path / name
    path.write_text("".join(json.dumps(p) + "\n" for p in pairs))
    return path


def test_a_team_label_overrides_the_shipped_one_and_a_new_pair_is_added(tmp_path) -> None:
    base = write(tmp_path, SMALL)
    # f2 relabelled pass by the team (same artifact and criterion, its own id); one new pair
    # whose id clashes with the shipped p1
    relabelled = {**SMALL[3], "id": "ours-1", "label": "pass", "why": "our standard"}
    new = pair("p1", "Where the parcel was handed to the carrier, as the carrier reports it.",
               "pass", subject="handed_over_at")
    merged = merged_gold(base, [team_file(tmp_path, "team.jsonl", [relabelled, new])])

    assert len(merged.pairs) == len(SMALL) + 1
    overridden = merged.pairs[3]
    assert (overridden.id, overridden.label, overridden.why) == ("f2", "pass", "our standard")
    assert merged.pairs[-1].id == "team:p1"
    assert merged.notes == (f"team labels from {tmp_path / 'team.jsonl'}: 1 new pair(s), 1 "
                            "label(s) for an artifact and criterion already labelled, which "
                            "override the earlier ones (1 of them the other way), 1 id(s) "
                            "already used, qualified with 'team:'",)


def test_calibrate_measures_the_merged_set_and_says_what_it_merged(tmp_path, cli) -> None:
    base = write(tmp_path, SMALL)
    relabelled = {**SMALL[3], "id": "ours-1", "label": "pass", "why": "our standard"}
    team = team_file(tmp_path, "team.jsonl", [relabelled])
    alone = json.loads(cli("calibrate", str(base), "--json").stdout)
    for args in ([str(base), str(team)], [str(base), "--labels", str(team)]):
        run = cli("calibrate", *args, "--json")
        assert run.exit_code == 0, run.stderr
        figures = json.loads(run.stdout)
        assert "which override the earlier ones (1 of them the other way)" in run.stderr
        assert figures["labels"] == [str(team)]
        # the same pairs, judged the same way; one label moved from fail to pass
        assert figures["overall"]["pairs"] == alone["overall"]["pairs"]
        assert figures["overall"]["gold_pass"] == alone["overall"]["gold_pass"] + 1
        now, before = figures["overall"]["confusion"], alone["overall"]["confusion"]
        judge_passed = "pass" if now["gold_pass_judge_pass"] > before["gold_pass_judge_pass"] \
            else "fail"
        assert now[f"gold_pass_judge_{judge_passed}"] == \
            before[f"gold_pass_judge_{judge_passed}"] + 1
        assert now[f"gold_fail_judge_{judge_passed}"] == \
            before[f"gold_fail_judge_{judge_passed}"] - 1


def test_a_bad_team_file_names_its_own_line(tmp_path, cli) -> None:
    team = team_file(tmp_path, "team.jsonl", [{**SMALL[0], "id": "x", "label": "maybe"}])
    run = cli("calibrate", str(write(tmp_path, SMALL)), "--labels", str(team))
    assert run.exit_code == 2
    assert f"{team}:1" in run.stderr


def test_suggested_pass_marks_load_as_the_configs_pass_marks(cli) -> None:
    run = cli("calibrate", str(SHIPPED), "--judge", "heuristic", "--suggest-pass-marks")
    assert run.exit_code == 0, run.stderr
    config = parse_config(run.stdout.encode(), display_path="signalforge.yml", ref=None)
    marks = config.gate.docs.pass_marks
    figures = json.loads(cli("calibrate", str(SHIPPED), "--judge", "heuristic", "--json").stdout)
    expected = {name: c["best_pass_mark"] for name, c in figures["criteria"].items()
                if c["best_pass_mark"] is not None}
    assert marks == pytest.approx(expected)
    assert len(marks) == 9
    assert "# gate.docs.pass_marks that maximise kappa for heuristic" in run.stdout


def test_suggested_marks_measured_at_those_marks_give_the_promised_kappa(tmp_path, cli) -> None:
    marks = cli("calibrate", str(SHIPPED), "--judge", "heuristic", "--suggest-pass-marks")
    config = tmp_path / "signalforge.yml"
    config.write_text(marks.stdout)
    held = json.loads(cli("calibrate", str(SHIPPED), "--judge", "heuristic", "--config",
                          str(config), "--json").stdout)
    before = json.loads(cli("calibrate", str(SHIPPED), "--judge", "heuristic", "--json").stdout)
    for name, figures in held["criteria"].items():
        assert figures["kappa"] == pytest.approx(before["criteria"][name]
                                                 ["kappa_at_best_pass_mark"]), name


def test_json_and_suggested_marks_are_one_document_each(tmp_path, cli) -> None:
    run = cli("calibrate", str(write(tmp_path, SMALL)), "--json", "--suggest-pass-marks")
    assert run.exit_code == 2
