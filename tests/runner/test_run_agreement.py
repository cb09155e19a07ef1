"""Every view of a grade states how far its judge agrees with people, through the real `run`:
a calibration recorded with `calibrate --record` is read back (signed with the same key), and
grade.json, the comment, the check run, the job summary and the HTML report all say it; a
drift nobody accepted is named; a judge never measured says so."""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from markupsafe import escape

from gate.docs.calibration.agreement import SHIPPED_PATH, ShippedAgreement, shipped_statement
from gate.publishing.render import text
from tests.docs.calibration.test_calibration_record import TWENTY, shifted
from tests.fakes.github_api import FakeGitHub
from tests.fakes.messages_api import FakeMessagesAPI
from tests.runner.conftest import PR, REPO, Runner, assert_valid_grade_json

KEY = "sk-ant-test-key"
MODEL = "claude-sonnet-4-6"  # the example configuration's grade.model


@pytest.fixture
def llm(monkeypatch: pytest.MonkeyPatch) -> Iterator[FakeMessagesAPI]:
    with FakeMessagesAPI() as api:
        monkeypatch.setenv("INPUT_ANTHROPIC-API-KEY", KEY)
        monkeypatch.setenv("INPUT_JUDGE", "anthropic")
        monkeypatch.setenv("INPUT_HTML", ".signalforge/html")
        monkeypatch.setenv("INPUT_ANTHROPIC-BASE-URL", api.base_url)
        yield api


def record(cli: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Any:
    """`calibrate --record` as the scheduled workflow runs it, into the default cache folder
    the run reads, signed with the key the run has."""
    gold = tmp_path / "gold.jsonl"
    gold.write_text("".join(json.dumps(p) + "\n" for p in TWENTY))
    with monkeypatch.context() as scope:  # the scheduled job's step hands calibrate its key
        scope.setenv("ANTHROPIC_API_KEY", KEY)
        scope.setenv("ANTHROPIC_BASE_URL", os.environ["INPUT_ANTHROPIC-BASE-URL"])
        return cli("calibrate", str(gold), "--judge", "anthropic", "--model", MODEL,
                   "--no-cache", "--record")


def views(runner: Runner, github: FakeGitHub) -> dict[str, str]:
    (comment,) = github.comments(REPO, PR)
    (check_run,) = github.check_runs(REPO)
    page = runner.workspace / ".signalforge" / "html" / "index.html"
    return {"comment": comment["body"], "check run": check_run["output"]["summary"],
            "summary": runner.summary, "html": page.read_text()}


def assert_stated(statement: str, shown: dict[str, str]) -> None:
    for name in ("comment", "check run", "summary"):
        assert text(statement, 400) in shown[name], name
    assert str(escape(statement)) in shown["html"]


def test_a_recorded_calibration_is_stated_in_every_view(
        runner_env: Runner, llm: FakeMessagesAPI, github: FakeGitHub, tmp_path: Path,
        cli: Any) -> None:
    assert record(cli, tmp_path, runner_env.monkeypatch).exit_code == 0
    run = runner_env.run()

    report = runner_env.grade_json
    assert_valid_grade_json(report)
    agreement = report["docs"]["agreement"]
    assert (agreement["judge"], agreement["model"], agreement["source"]) == (
        "anthropic", MODEL, "recorded")
    assert agreement["pairs"] == 20
    assert agreement["statement"].startswith(
        f"Judge anthropic ({MODEL}) agrees with people at κ {agreement['kappa']:.2f} [")
    assert agreement["statement"].endswith(
        f"on 20 labelled pairs, measured {agreement['measured_at']}.")
    assert agreement["drift"] is None
    assert_stated(agreement["statement"], views(runner_env, github))
    assert run.exit_code == 0, run.stderr


def test_a_drift_nobody_accepted_is_named_in_every_view(
        runner_env: Runner, llm: FakeMessagesAPI, github: FakeGitHub, tmp_path: Path,
        cli: Any) -> None:
    assert record(cli, tmp_path, runner_env.monkeypatch).exit_code == 0
    llm.responder = shifted({p["text"] for p in TWENTY[:4]})
    assert record(cli, tmp_path, runner_env.monkeypatch).exit_code == 1
    llm.responder = shifted(set())
    runner_env.run()

    agreement = runner_env.grade_json["docs"]["agreement"]
    assert agreement["drift"]["changed"] == 4
    assert agreement["drift"]["accept"] == \
        "signalforge-gate calibrate GOLD --record --accept-drift"
    shown = views(runner_env, github)
    for name in ("comment", "check run", "summary"):
        assert "**⚠️ Drift: a calibration on " in shown[name], name
        assert "4 of 20 gold verdicts changed (20%, more than 10%)" in shown[name], name
        assert "--record --accept-drift" in shown[name], name
    assert 'class="drift"' in shown["html"]
    assert "4 of 20 gold verdicts changed" in shown["html"]


def test_a_judge_never_measured_says_so_in_every_view(
        runner_env: Runner, llm: FakeMessagesAPI, github: FakeGitHub) -> None:
    runner_env.run()

    agreement = runner_env.grade_json["docs"]["agreement"]
    assert_valid_grade_json(runner_env.grade_json)
    assert agreement["source"] == "never_measured"
    assert agreement["kappa"] is None
    assert agreement["statement"].startswith(
        f"Judge anthropic ({MODEL}) was never measured against people's labels for this model")
    assert_stated(agreement["statement"], views(runner_env, github))


def test_the_offline_judge_states_its_shipped_figure(runner_env: Runner,
                                                    github: FakeGitHub) -> None:
    runner_env.monkeypatch.setenv("INPUT_JUDGE", "heuristic")
    ran = runner_env.run()

    agreement = runner_env.grade_json["docs"]["agreement"]
    assert (agreement["judge"], agreement["source"]) == ("heuristic", "shipped")
    shipped = ShippedAgreement.model_validate_json(SHIPPED_PATH.read_text())
    low, high = shipped.overall.kappa_ci or (0.0, 0.0)
    assert agreement["statement"] == shipped_statement(shipped)
    assert agreement["statement"].startswith(
        f"The offline judge agrees with people at κ {shipped.overall.kappa:.2f} [{low:.2f}, "
        f"{high:.2f}] on {shipped.overall.pairs} ")
    assert agreement["independent"] == shipped.independent
    assert {name: c["kappa"] for name, c in agreement["criteria"].items()} == {
        name: c.kappa for name, c in shipped.criteria.items()}
    assert f"  judge: {agreement['statement']}" in ran.stdout  # the terminal says it too
    assert text(agreement["statement"], 400) in runner_env.summary


def test_an_independent_figure_names_the_criteria_the_offline_judge_cannot_grade(
        runner_env: Runner, github: FakeGitHub, tmp_path: Path) -> None:
    """A shipped figure from a set written independently of the rules is stated as such, with
    the authors' own beside it, and every view names a criterion under kappa 0.4 as one the
    offline judge cannot grade reliably."""
    from gate.docs.calibration import agreement as module
    shipped = ShippedAgreement.model_validate_json(SHIPPED_PATH.read_text())
    own = shipped.authors_own or shipped  # the rules' authors' own sealed-set figure
    low = own.overall.model_copy(update={"kappa": 0.16, "kappa_ci": (0.0, 0.4)})
    fine = own.overall.model_copy(update={"kappa": 0.8, "kappa_ci": (0.6, 1.0)})
    blind = shipped.model_copy(update={
        "gold": "calibration/gold-blind.jsonl", "independent": True, "written_by": "a writer",
        "criteria": {**dict.fromkeys(own.criteria, fine), "consistency": low},
        "authors_own": own.model_copy(update={"independent": False})})
    figure = tmp_path / "offline_agreement.json"
    figure.write_text(ShippedAgreement.model_validate(blind.model_dump()).model_dump_json())
    runner_env.monkeypatch.setattr(module, "SHIPPED_PATH", figure)
    module.shipped.cache_clear()
    runner_env.monkeypatch.setenv("INPUT_JUDGE", "heuristic")
    runner_env.monkeypatch.setenv("INPUT_HTML", ".signalforge/html")
    try:
        runner_env.run()
    finally:
        module.shipped.cache_clear()

    agreement = runner_env.grade_json["docs"]["agreement"]
    assert_valid_grade_json(runner_env.grade_json)
    assert agreement["independent"] is True
    assert agreement["unreliable"] == ["consistency"]
    assert "pairs written and labelled independently of its rules, measured " in \
        agreement["statement"]
    assert f"(κ {own.overall.kappa:.2f} on {own.overall.pairs} pairs of the sealed set " \
        "written by the authors of its rules)" in agreement["statement"]
    shown = views(runner_env, github)
    assert_stated(agreement["statement"], shown)
    for name in ("comment", "check run", "summary", "html"):
        assert "The offline judge cannot grade consistency (κ 0.16) reliably" in shown[name], name
    assert shown["comment"].count("cannot grade") == 1  # only the criterion under 0.4
