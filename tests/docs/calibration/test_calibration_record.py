"""`calibrate --record`: a signed record beside the verdict cache, read back by every run's
statement, ignored (and said so) when it is not signed with the run's key; and the drift
canary, through the real SDK against a loopback Messages API whose judge changes its mind."""

from __future__ import annotations

import functools
import json
import os
import shutil
from pathlib import Path
from typing import Any

import pytest

from gate.configure.config import defaults
from gate.docs.calibration.agreement import SHIPPED_PATH, ShippedAgreement, shipped_statement
from gate.docs.calibration.record import RECORDS, RecordStore, record_name
from gate.docs.calibration.statement import judge_agreement, record_store
from gate.docs.models import GradingReport
from gate.docs.seam.signing import EntrySigner
from scripts import offline_agreement as offline_agreement_script
from scripts.offline_agreement import offline_agreement, regenerated
from tests.conftest import EXAMPLE, GENERATED
from tests.docs.calibration.test_calibrate_cli import SMALL, pair, write
from tests.fakes.messages_api import FakeMessagesAPI, default_score, judge_responder

MODEL = "claude-haiku-4-5"


def report_of(judge: str, model: str | None) -> GradingReport:
    return GradingReport(tool="t", tool_version="0", run_id="r", timestamp="now",
                         duration_seconds=0.0, judge=judge, model=model,  # type: ignore[arg-type]
                         cost_mode="per_criterion", rubric_hash="h", rubric=(),
                         thresholds=(0.7, 0.5), results=())


def records(cache: Path) -> Path:
    return cache / RECORDS / record_name("anthropic", MODEL)


def calibrate(cli: Any, gold: Path, cache: Path, *more: str) -> Any:
    return cli("calibrate", str(gold), "--judge", "anthropic", "--model", MODEL, "--no-cache",
               "--cache-dir", str(cache), "--record", *more)


#: Twenty pairs, half of them labelled as the fake judge scores them; enough that one changed
#: verdict is 5 %, under the default 10 % bound, and three are 15 %, over it.
TWENTY = [pair(f"p{n}", f"The order's attribute number {n}, as the storefront sends it.",
               "pass" if default_score("clarity", f"The order's attribute number {n}, as the "
                                                  "storefront sends it.") >= 0.5 else "fail",
               subject=f"column_{n}") for n in range(20)]


def test_a_recorded_calibration_is_what_the_next_run_states(tmp_path, cli, fake_api) -> None:
    cache = tmp_path / "cache"
    run = calibrate(cli, write(tmp_path, TWENTY), cache, "--json")
    assert run.exit_code == 0, run.stderr
    figures = json.loads(run.stdout)
    assert figures["record"]["accepted"] is True
    assert Path(figures["record"]["path"]) == records(cache)

    config = defaults()
    config = type(config)(config.grade, config.gate.model_copy(update={"cache": config.gate.cache
                          .model_copy(update={"dir": str(cache)})}), config.source)
    agreement = judge_agreement(report_of("anthropic", MODEL), config, env=os.environ)
    overall = figures["overall"]
    assert agreement.source == "recorded"
    assert agreement.pairs == overall["pairs"] == 20
    assert agreement.kappa == pytest.approx(overall["kappa"])
    day = agreement.measured_at
    assert agreement.statement == (
        f"Judge anthropic ({MODEL}) agrees with people at κ {overall['kappa']:.2f} "
        f"[{overall['kappa_ci'][0]:.2f}, {overall['kappa_ci'][1]:.2f}] on 20 labelled pairs, "
        f"measured {day}.")


def _tampered(path: Path, change: Any) -> None:
    document = json.loads(path.read_text())
    change(document)
    path.write_text(json.dumps(document))


@pytest.mark.parametrize(("change", "why"), [
    (lambda d: d["entry"]["record"]["overall"].update(kappa=0.99),
     "not signed with this run's key"),
    (lambda d: d.pop("signature"), "not a signed record"),
])
def test_a_record_changed_or_unsigned_is_ignored_and_said_so(
        tmp_path, cli, fake_api, change, why) -> None:
    cache = tmp_path / "cache"
    assert calibrate(cli, write(tmp_path, TWENTY), cache).exit_code == 0
    _tampered(records(cache), change)

    store = RecordStore(cache, EntrySigner.from_secret("sk-ant-test-key"))
    lookup = store.read("anthropic", MODEL)
    assert lookup.entry is None
    assert why in (lookup.ignored or "")
    config = defaults()
    agreement = judge_agreement(report_of("anthropic", MODEL), config.__class__(
        config.grade, config.gate.model_copy(update={"cache": config.gate.cache.model_copy(
            update={"dir": str(cache)})}), config.source), env=os.environ)
    assert agreement.source == "never_measured"
    assert "was never measured" in agreement.statement
    assert any(why in note for note in agreement.notes)


def test_a_record_signed_with_another_key_is_ignored(tmp_path, cli, fake_api) -> None:
    cache = tmp_path / "cache"
    assert calibrate(cli, write(tmp_path, TWENTY), cache).exit_code == 0
    lookup = RecordStore(cache, EntrySigner.from_secret("another key")).read("anthropic", MODEL)
    assert lookup.entry is None
    assert "not signed with this run's key" in (lookup.ignored or "")
    assert RecordStore(cache, EntrySigner.from_secret("sk-ant-test-key")).read(
        "anthropic", MODEL).entry is not None


def test_record_needs_a_key_to_sign_with_before_any_call(tmp_path, cli) -> None:
    run = cli("calibrate", str(write(tmp_path, SMALL)), "--judge", "heuristic", "--record")
    assert run.exit_code == 2
    assert "needs a key to sign the calibration record" in run.stderr


def test_accept_drift_needs_record(tmp_path, cli) -> None:
    run = cli("calibrate", str(write(tmp_path, SMALL)), "--accept-drift")
    assert run.exit_code == 2
    assert "needs --record" in run.stderr


def test_a_judge_without_a_record_was_never_measured_and_the_offline_judge_ships_one() -> None:
    unmeasured = judge_agreement(report_of("anthropic", "claude-sonnet-4-6"), defaults(),
                                 env={"ANTHROPIC_API_KEY": "k", "HOME": "/nonexistent"})
    assert unmeasured.source == "never_measured"
    assert unmeasured.kappa is None
    assert unmeasured.statement.startswith("Judge anthropic (claude-sonnet-4-6) was never "
                                           "measured against people's labels for this model")
    offline = judge_agreement(report_of("heuristic", None), defaults(),
                              env={"HOME": "/nonexistent"})
    shipped = ShippedAgreement.model_validate_json(SHIPPED_PATH.read_text())
    assert offline.source == "shipped"
    assert offline.kappa == shipped.overall.kappa
    assert offline.statement.startswith(
        f"The offline judge agrees with people at κ {shipped.overall.kappa:.2f} "
        f"[{shipped.overall.kappa_ci[0]:.2f}, {shipped.overall.kappa_ci[1]:.2f}] on "  # type: ignore[index]
        f"{shipped.overall.pairs} "
        + ("pairs written and labelled independently of its rules, measured "
           if shipped.independent
           else "labelled pairs of the sealed set written by the authors of its rules, "
                "measured "))


def test_the_shipped_offline_figure_is_what_calibrate_computes(cli) -> None:
    """Fails when the offline judge or the shipped gold set changed: regenerate the figure
    with `python -m scripts.offline_agreement`."""
    shipped = ShippedAgreement.model_validate_json(SHIPPED_PATH.read_text())
    assert regenerated(shipped, shipped.measured_at) == shipped, \
        "run `python -m scripts.offline_agreement` to regenerate the shipped figure"
    gold = Path(__file__).parents[3] / shipped.gold
    figures = json.loads(cli("calibrate", str(gold), "--judge", "heuristic", "--json").stdout)
    assert figures["overall"]["kappa"] == shipped.overall.kappa
    assert {name: c["kappa"] for name, c in figures["criteria"].items()} == {
        name: c.kappa for name, c in shipped.criteria.items()}


# -- the drift canary ----------------------------------------------------------------------------


def shifted(flip: set[str]) -> Any:
    """A judge that now answers the other way on the pairs whose text is in `flip`."""
    def score(criterion_id: str, text: str) -> float:
        base = default_score(criterion_id, text)
        return (0.9 if base < 0.5 else 0.2) if text in flip else base

    return lambda body: judge_responder(body, score=score)


def test_a_judge_that_changed_its_mind_is_drift_listed_at_the_top_and_fails(
        tmp_path: Path, cli: Any, fake_api: FakeMessagesAPI) -> None:
    gold, cache = write(tmp_path, TWENTY), tmp_path / "cache"
    assert calibrate(cli, gold, cache).exit_code == 0
    moved = {p["text"] for p in TWENTY[:3]}
    fake_api.responder = shifted(moved)

    run = calibrate(cli, gold, cache)

    assert run.exit_code == 1, run.stdout + run.stderr
    first = run.stdout.splitlines()[0]
    assert first.startswith(f"DRIFT: anthropic ({MODEL}) moved since the calibration recorded ")
    assert "3 of 20 gold verdicts changed (15%, more than 10%)" in first
    for gold_pair in TWENTY[:3]:
        assert f"  {gold_pair['id']} [clarity]: " in run.stdout
    assert f"  {TWENTY[3]['id']} [clarity]" not in run.stdout
    assert "--record --accept-drift" in run.stdout
    # the earlier record stays, with the drift beside it: runs name it
    entry = RecordStore(cache, EntrySigner.from_secret("sk-ant-test-key")).read(
        "anthropic", MODEL).entry
    assert entry is not None
    assert entry.drift is not None
    assert {c.id for c in entry.drift.changed} == {p["id"] for p in TWENTY[:3]}
    config = defaults()
    config = type(config)(config.grade, config.gate.model_copy(update={"cache": config.gate.cache
                          .model_copy(update={"dir": str(cache)})}), config.source)
    agreement = judge_agreement(report_of("anthropic", MODEL), config, env=os.environ)
    assert agreement.drift is not None
    assert agreement.drift.changed == 3

    accepted = calibrate(cli, gold, cache, "--accept-drift")
    assert accepted.exit_code == 0, accepted.stdout + accepted.stderr
    assert "ACCEPTED" in accepted.stdout
    assert judge_agreement(report_of("anthropic", MODEL), config, env=os.environ).drift is None
    assert calibrate(cli, gold, cache).exit_code == 0  # the new answers are the record now


def test_one_changed_verdict_in_twenty_is_within_the_bound_unless_the_bound_is_lower(
        tmp_path: Path, cli: Any, fake_api: FakeMessagesAPI) -> None:
    gold, cache = write(tmp_path, TWENTY), tmp_path / "cache"
    assert calibrate(cli, gold, cache).exit_code == 0
    fake_api.responder = shifted({TWENTY[0]["text"]})
    within = calibrate(cli, gold, cache, "--drift-kappa", "1")  # the share alone
    assert within.exit_code == 0, within.stdout
    assert "DRIFT" not in within.stdout
    fake_api.responder = shifted({TWENTY[0]["text"], TWENTY[1]["text"]})
    # against the record the last run kept (which has the first flip): one more pair moved
    strict = calibrate(cli, gold, cache, "--drift-share", "0.04", "--drift-kappa", "1", "--json")
    assert strict.exit_code == 1
    assert "DRIFT:" in strict.stderr
    drift = json.loads(strict.stdout)["record"]["drift"]
    assert [c["id"] for c in drift["changed"]] == [TWENTY[1]["id"]]


def test_the_record_lives_beside_the_verdict_cache(tmp_path, cli, fake_api) -> None:
    assert cli("calibrate", str(write(tmp_path, TWENTY)), "--judge", "anthropic", "--model",
               MODEL, "--record").exit_code == 0
    default = Path(os.environ["XDG_CACHE_HOME"]) / "signalforge-gate"
    assert records(default).is_file()
    assert record_store(defaults(), os.environ).root == default / RECORDS


def test_kappa_falling_by_more_than_the_bound_is_drift_on_its_own(
        tmp_path: Path, cli: Any, fake_api: FakeMessagesAPI) -> None:
    gold, cache = write(tmp_path, TWENTY), tmp_path / "cache"
    assert calibrate(cli, gold, cache).exit_code == 0  # agrees with every label: kappa 1
    fake_api.responder = shifted({TWENTY[0]["text"]})  # 5 % of the verdicts: within the share
    run = calibrate(cli, gold, cache, "--json")
    assert run.exit_code == 1
    drift = json.loads(run.stdout)["record"]["drift"]
    assert drift["reasons"] == ["kappa fell from 1.00 to 0.89 (by more than 0.1)"]
    assert drift["kappa_before"] == pytest.approx(1.0)


def test_the_docs_command_states_its_judge_in_text_and_page(cli, tmp_path) -> None:
    example = tmp_path / "demo-pr"
    shutil.copytree(EXAMPLE, example, ignore=shutil.ignore_patterns(".cleo", *GENERATED))
    run = cli("docs", str(example), "--html", str(tmp_path / "page"))
    assert run.exit_code == 0, run.stderr
    shipped = ShippedAgreement.model_validate_json(SHIPPED_PATH.read_text())
    line = next(line for line in run.stdout.splitlines() if line.startswith("judge: "))
    assert line.startswith(f"judge: The offline judge agrees with people at κ "
                           f"{shipped.overall.kappa:.2f} [")
    assert line.removeprefix("judge: ") in (tmp_path / "page" / "index.html").read_text()


def test_an_independent_set_is_stated_with_the_authors_own_beside_it(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """`python -m scripts.offline_agreement GOLD` ships the figure on GOLD as independent, the
    sealed set's as the authors' own; a kappa under 0.4 on the independent set is unreliable.

    Each set's figure is measured once (the same set and day give the same figure): what
    `regenerated` is checked for is that it measures the same sets again, named alike."""
    monkeypatch.setattr(offline_agreement_script, "figure_on",
                        functools.cache(offline_agreement_script.figure_on))
    gold = Path(__file__).parents[3] / "calibration" / "gold.jsonl"
    figure = offline_agreement("2026-11-27", gold, "a writer who read the criteria")
    assert (figure.gold, figure.independent) == ("calibration/gold.jsonl", True)
    assert figure.authors_own is not None
    assert figure.authors_own.gold == "calibration/gold-sealed.jsonl"
    assert regenerated(figure, "2026-11-27") == figure
    statement = shipped_statement(figure)
    assert statement.startswith(f"The offline judge agrees with people at κ "
                                f"{figure.overall.kappa:.2f} [")
    assert f"on {figure.overall.pairs} pairs written and labelled independently of " \
        "its rules, measured 2026-11-27 (κ " in statement
    assert figure.unreliable() == ()
    weak = figure.model_copy(update={"criteria": {
        **figure.criteria, "usage": figure.overall.model_copy(update={"kappa": 0.39})}})
    assert weak.unreliable() == ("usage",)
    assert weak.model_copy(update={"independent": False}).unreliable() == ()


def test_calibrate_reports_the_share_of_fails_passed_and_passes_failed(cli) -> None:
    gold = Path(__file__).parents[3] / "calibration" / "gold-sealed.jsonl"
    run = cli("calibrate", str(gold), "--judge", "heuristic", "--json")
    overall = json.loads(run.stdout)["overall"]
    cells = overall["confusion"]
    assert overall["fails_passed"] == cells["gold_fail_judge_pass"] / (
        cells["gold_fail_judge_pass"] + cells["gold_fail_judge_fail"])
    assert overall["passes_failed"] == cells["gold_pass_judge_fail"] / (
        cells["gold_pass_judge_pass"] + cells["gold_pass_judge_fail"])
    table = cli("calibrate", str(gold), "--judge", "heuristic").stdout
    assert "fp %" in table.splitlines()[2]
    assert "pf %" in table.splitlines()[2]
