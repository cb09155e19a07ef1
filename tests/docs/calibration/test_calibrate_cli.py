"""`signalforge-gate calibrate` end to end: the heuristic judge offline, and the anthropic judge
through the real SDK against the loopback Messages API."""

from __future__ import annotations

import json
import re
from dataclasses import asdict
from pathlib import Path
from typing import Any

import pytest

from gate.configure.config import defaults
from gate.docs.calibration.gold_sets.gold import load_gold
from gate.docs.calibration.gold_sets.judging import artifact_of, judge_gold
from gate.docs.calibration.gold_sets.stats import Confusion, Observation, kappa
from gate.docs.judges.cache import with_cache_flags
from gate.docs.judges.flowmcp import artifact_hash, schema_id, schema_slug
from tests.fakes.messages_api import (
    FakeMessagesAPI,
    Status,
    artifact_text,
    default_score,
    judge_responder,
    last_user_text,
)

SHIPPED = Path(__file__).parents[3] / "calibration" / "gold.jsonl"
SEALED = Path(__file__).parents[3] / "calibration" / "gold-sealed.jsonl"
ORDERS = [{"subject": "ordered_at", "text": "When the customer completed checkout, in UTC."},
          {"subject": "order_total_usd", "text": "What the customer paid, in US dollars."}]


def pair(pair_id: str, text: str, label: str, *, criterion: str = "clarity",
         model: str = "stg_orders", subject: str = "order_id", **extra: Any) -> dict[str, Any]:
    return {"id": pair_id, "kind": "column_description", "model": model, "subject": subject,
            "text": text, "criterion_id": criterion, "label": label, "why": "by the guide",
            **extra}


#: What the heuristic judge does with each, by its documented checks: a clean text scores by
#: what it tells (0.63, 0.79 and 0.55: a rule; a time zone, a rule and a system; a distinction
#: and no detail of a kind the score counts), a placeholder 0.1, so the matrix is (2, 0, 1, 1)
#: and kappa (0.75 - 0.5) / 0.5 = 0.5.
SMALL = [
    pair("p1", "Key of the order as issued by the storefront at checkout.", "pass"),
    pair("p2", "When the customer completed checkout, in UTC.", "pass", subject="ordered_at"),
    pair("f1", "TODO", "fail", subject="status"),
    pair("f2", "Free text the customer typed at checkout, not the courier's own note.",
         "fail", subject="notes"),
]


def write(tmp_path: Path, pairs: list[dict[str, Any]]) -> Path:
    path = tmp_path / "gold.jsonl"
    path.write_text("".join(json.dumps(p) + "\n" for p in pairs))
    return path


def test_the_heuristic_judge_is_measured_exactly(tmp_path, cli) -> None:
    run = cli("calibrate", str(write(tmp_path, SMALL)), "--json")
    assert run.exit_code == 0, run.stderr
    figures = json.loads(run.stdout)
    assert (figures["judge"], figures["model"]) == ("heuristic", None)
    clarity = figures["criteria"]["clarity"]
    assert clarity["confusion"] == {"gold_pass_judge_pass": 2, "gold_pass_judge_fail": 0,
                                    "gold_fail_judge_pass": 1, "gold_fail_judge_fail": 1}
    assert clarity["accuracy"] == pytest.approx(0.75)
    assert clarity["kappa"] == pytest.approx(0.5)
    assert clarity["kappa_ci"][0] < 0.5 < clarity["kappa_ci"][1]
    # scores 0.63, 0.79, 0.1, 0.55: the cut between 0.55 and 0.63 separates the labels
    assert clarity["best_pass_mark"] == pytest.approx(0.59)
    assert clarity["kappa_at_best_pass_mark"] == pytest.approx(1.0)
    assert figures["overall"]["kappa"] == pytest.approx(0.5)
    assert figures["cost"] == {"calls": 0, "input_tokens": 0, "output_tokens": 0,
                               "cost_usd": 0.0, "cache_hits": 0}
    for name in ("accuracy", "kappa", "kappa_ci", "confusion", "length_correlation",
                 "best_pass_mark"):
        assert name in figures["overall"]


def test_each_pair_is_held_to_its_criterions_pass_mark(tmp_path, cli) -> None:
    # The same scores (0.63, 0.79, 0.1, 0.55) against a mark of 0.9: the judge fails them all.
    config = tmp_path / "signalforge.yml"
    config.write_text("gate:\n  docs:\n    pass_marks: {clarity: 0.9}\n")
    run = cli("calibrate", str(write(tmp_path, SMALL)), "--json", "--config", str(config))
    assert run.exit_code == 0, run.stderr
    figures = json.loads(run.stdout)
    assert figures["pass_marks"] == {"clarity": 0.9}
    assert figures["criteria"]["clarity"]["confusion"] == {
        "gold_pass_judge_pass": 0, "gold_pass_judge_fail": 2,
        "gold_fail_judge_pass": 0, "gold_fail_judge_fail": 2}
    assert figures["overall"]["confusion"] == figures["criteria"]["clarity"]["confusion"]


def test_the_text_report_has_a_row_per_criterion_the_methods_and_the_cost(tmp_path, cli) -> None:
    pairs = [*SMALL, pair("c1", "Key of the order as issued by the storefront at checkout.",
                          "pass", criterion="consistency", siblings=ORDERS)]
    run = cli("calibrate", str(write(tmp_path, pairs)))
    assert run.exit_code == 0, run.stderr
    rows = {line.split()[0]: line.split() for line in run.stdout.splitlines() if line}
    assert rows["clarity"][1:4] == ["4", "0.75", "0.50"]
    assert rows["consistency"][1:4] == ["1", "1.00", "—"]  # one pair: kappa undefined
    assert rows["overall"][1] == "5"
    assert "kappa of consistency: undefined" in run.stdout
    assert "Cohen (1960) large-sample standard error" in run.stdout
    assert "Spearman rank correlation" in run.stdout
    assert run.stdout.rstrip().splitlines()[-1] == "cost: 0 calls, 0 input + 0 output tokens, " \
        "$0.0000"
    assert "graded offline by the heuristic judge" in run.stderr


def test_the_shipped_gold_set_calibrates_offline(cli) -> None:
    run = cli("calibrate", str(SHIPPED), "--json")
    assert run.exit_code == 0, run.stderr
    figures = json.loads(run.stdout)
    pairs = load_gold(SHIPPED)
    assert figures["overall"]["pairs"] == len(pairs)
    assert figures["overall"]["ungraded"] == 0
    counted = sum(figures["overall"]["confusion"].values())
    assert counted == sum(c["pairs"] for c in figures["criteria"].values()) == len(pairs)
    overall = Confusion(**figures["overall"]["confusion"])
    assert figures["overall"]["kappa"] == pytest.approx(kappa(overall))
    assert set(figures["criteria"]) == {p.criterion_id for p in pairs}


@pytest.mark.parametrize(("bar", "code"), [("0.4", 0), ("0.6", 1)])
def test_min_kappa_sets_the_exit_code(tmp_path, cli, bar, code) -> None:
    run = cli("calibrate", str(write(tmp_path, SMALL)), "--min-kappa", bar)
    assert run.exit_code == code
    assert ("PASS" if code == 0 else "FAIL") in run.stdout


def test_min_kappa_with_kappa_undefined_is_inconclusive(tmp_path, cli) -> None:
    run = cli("calibrate", str(write(tmp_path, SMALL[:2])), "--min-kappa", "0.1")
    assert run.exit_code == 3
    assert "INCONCLUSIVE" in run.stderr


def test_a_model_of_another_provider_is_refused(tmp_path, cli) -> None:
    run = cli("calibrate", str(write(tmp_path, SMALL)), "--model", "gpt-4o")
    assert run.exit_code == 2
    assert run.stderr.startswith("error: --model 'gpt-4o'")


# -- the anthropic judge through the SDK ---------------------------------------------------------


def test_the_anthropic_judge_is_measured_through_the_real_prompts(
    tmp_path: Path, cli: Any, fake_api: FakeMessagesAPI,
) -> None:
    # two artifacts of one model name with different siblings: each prompt shows its own only
    other = [{"subject": "shipped_at", "text": "When the first parcel left the warehouse."}]
    pairs = [*SMALL,
             pair("c1", "Key of the order as issued by the storefront at checkout.", "pass",
                  criterion="consistency", siblings=ORDERS),
             pair("c2", "The client who made the purchase.", "fail", criterion="consistency",
                  subject="client_id", siblings=other)]
    run = cli("calibrate", str(write(tmp_path, pairs)), "--judge", "anthropic", "--model",
              "claude-haiku-4-5", "--no-cache", "--json")
    assert run.exit_code == 0, run.stderr
    figures = json.loads(run.stdout)
    assert (figures["judge"], figures["model"]) == ("anthropic", "claude-haiku-4-5")
    bodies = [request.body for request in fake_api.requests if request.body]
    assert len(bodies) == len(pairs) == figures["cost"]["calls"]
    assert {body["model"] for body in bodies} == {"claude-haiku-4-5"}
    prompts = {artifact_text(last_user_text(body)): last_user_text(body) for body in bodies}
    assert set(prompts) == {p["text"] for p in pairs}
    assert "criterion_id: clarity" in prompts["TODO"]
    assert "model: stg_orders" in prompts["TODO"]
    key_prompt = prompts[pairs[4]["text"]]
    assert "When the customer completed checkout" in key_prompt
    assert "first parcel left" not in key_prompt
    client_prompt = prompts[pairs[5]["text"]]
    assert "first parcel left" in client_prompt
    assert "When the customer completed checkout" not in client_prompt
    # the figures are the fake judge's scores against the labels, pass mark 0.5
    expected = Confusion.of([_observed(p) for p in pairs], 0.5)
    assert figures["overall"]["confusion"] == asdict(expected)
    assert figures["overall"]["kappa"] == (None if kappa(expected) is None
                                           else pytest.approx(kappa(expected)))
    cost = figures["cost"]
    assert cost["input_tokens"] > 0
    assert cost["output_tokens"] > 0
    assert cost["cost_usd"] > 0


def _observed(gold: dict[str, Any]) -> Observation:
    return Observation(gold["label"], default_score(gold["criterion_id"], gold["text"]),
                       len(gold["text"]))


@pytest.mark.parametrize("bar", ["nan", "1.5", "-2", "high"])
def test_min_kappa_must_be_a_kappa(tmp_path, cli, bar) -> None:
    run = cli("calibrate", str(write(tmp_path, SMALL)), "--min-kappa", bar)
    assert run.exit_code == 2
    assert "give a number from -1 to 1" in run.stderr


def test_min_kappa_with_a_pair_ungraded_is_inconclusive(tmp_path, cli, fake_api) -> None:
    # Three of four pairs answered and agreeing would pass a low bar; the fourth is missing.
    def fail_one(body: dict[str, Any]) -> Any:
        return Status(400) if "storefront" in last_user_text(body) else judge_responder(body)

    fake_api.responder = fail_one
    config = tmp_path / "signalforge.yml"  # the sweep asks it again, without a pause between
    config.write_text("grade:\n  sweep_cooldown_seconds: 0\n")
    run = cli("calibrate", str(write(tmp_path, SMALL)), "--judge", "anthropic", "--no-cache",
              "--min-kappa", "-1", "--config", str(config))
    assert run.exit_code == 3, run.stdout + run.stderr
    assert "1 pair(s) were not graded" in run.stderr


def test_the_anthropic_cost_line_names_calls_tokens_and_dollars(tmp_path, cli, fake_api) -> None:
    run = cli("calibrate", str(write(tmp_path, SMALL)), "--judge", "anthropic", "--no-cache")
    assert run.exit_code == 0, run.stderr
    cost = run.stdout.rstrip().splitlines()[-1]
    assert cost.startswith(f"cost: {len(SMALL)} calls, ")
    assert "input + " in cost
    assert " output tokens, $0.0" in cost
    assert len(fake_api.requests) == len(SMALL)


def test_every_call_failing_is_a_service_error(tmp_path, cli, fake_api) -> None:
    fake_api.responder = lambda _body: Status(401)
    run = cli("calibrate", str(write(tmp_path, SMALL)), "--judge", "anthropic", "--no-cache")
    assert run.exit_code == 3
    assert "no pair of the gold set was graded" in run.stderr


DOCUMENTED_ROW = re.compile(
    r"^\| `(?P<criterion>[\w-]+)` \| (?P<pairs>\d+) \| (?P<labels>\d+/\d+) \| "
    r"(?P<accuracy>[\d.]+) \| (?P<kappa>-?[\d.]+) \| \[(?P<low>-?[\d.]+), (?P<high>-?[\d.]+)\] "
    r"\| (?P<false_pass>\d+) \| (?P<false_fail>\d+) \|", re.MULTILINE)


@pytest.mark.parametrize(("heading", "gold"), [
    ("### Sealed set, now", SEALED), ("### Tuned set (`gold.jsonl`), now", SHIPPED)])
def test_the_documented_offline_kappa_is_what_the_shipped_sets_measure(cli, heading: str,
                                                                      gold: Path) -> None:
    """docs/calibration.md states the heuristic judge's figures; they must be the real ones."""
    page = (Path(__file__).parents[3] / "docs" / "calibration.md").read_text()
    section = page.split(heading, 1)[1].split("\n### ", 1)[0].split("\n## ", 1)[0]
    rows = {m["criterion"]: m for m in DOCUMENTED_ROW.finditer(section)}
    figures = json.loads(cli("calibrate", str(gold), "--judge", "heuristic",
                             "--json").stdout)
    measured = {**figures["criteria"], "overall": figures["overall"]}
    assert set(rows) == set(measured)
    for name, row in rows.items():
        got = measured[name]
        cells = got["confusion"]
        assert (int(row["pairs"]), row["labels"]) == (
            got["pairs"], f"{got['gold_pass']}/{got['gold_fail']}"), name
        assert (row["accuracy"], row["kappa"], row["low"], row["high"]) == (
            f"{got['accuracy']:.2f}", f"{got['kappa']:.2f}", f"{got['kappa_ci'][0]:.2f}",
            f"{got['kappa_ci'][1]:.2f}"), name
        assert (int(row["false_pass"]), int(row["false_fail"])) == (
            cells["gold_fail_judge_pass"], cells["gold_pass_judge_fail"]), name


def test_only_artifacts_shown_siblings_need_a_round_to_themselves(tmp_path) -> None:
    base = with_cache_flags(defaults(), cache_dir=None, no_cache=True)
    alone = [pair(f"a{n}", f"Text number {n} of the order key, from the shop.", "pass")
             for n in range(3)]
    path = write(tmp_path, alone)
    assert judge_gold(load_gold(path), base, source=path).rounds == 1
    comparing = [pair(f"c{n}", f"Text number {n} of the order key, from the shop.", "pass",
                      criterion="consistency") for n in range(3)]
    path = write(tmp_path, [*alone, *comparing])
    run = judge_gold(load_gold(path), base, source=path)
    assert run.rounds == 3
    assert [j.pair.id for j in run.judged] == [p["id"] for p in (*alone, *comparing)]


def test_the_scores_judge_reads_a_file_per_gold_artifact_in_every_round(tmp_path, cli) -> None:
    pairs = [pair("k1", "Key of the order, from the shop.", "pass", criterion="consistency"),
             pair("k2", "The client's order state.", "fail", criterion="consistency",
                  subject="status")]
    path = write(tmp_path, pairs)
    gold = load_gold(path)
    base = with_cache_flags(defaults(), cache_dir=None, no_cache=True)
    scores_dir = tmp_path / "scores"
    for line, score in zip(gold, (5, 1), strict=True):  # 1–5, read as 1.0 and 0.0
        artifact = artifact_of(line, path)
        slug = schema_slug(schema_id(artifact))
        (scores_dir / slug).mkdir(parents=True)
        (scores_dir / slug / "scores.json").write_text(json.dumps({
            "schemaIdSlug": slug, "scoringProtocol": "v1", "creator": {"name": "reviewer"},
            "harness": {"name": "outside", "version": "1", "model": "m"},
            "timestamp": "2026-01-01T00:00:00Z", "artifactHash": artifact_hash(artifact),
            "scores": [{"dimension": "consistency", "score": score, "reasoning": "r"}]}))
    assert judge_gold(gold, base, source=path, judge="scores",
                      scores_dir=scores_dir).rounds == 2  # one model, both shown siblings
    run = cli("calibrate", str(path), "--judge", "scores", "--scores", str(scores_dir),
              "--json")
    assert run.exit_code == 0, run.stderr
    figures = json.loads(run.stdout)["criteria"]["consistency"]
    assert figures["ungraded"] == 0
    assert figures["confusion"] == {"gold_pass_judge_pass": 1, "gold_pass_judge_fail": 0,
                                    "gold_fail_judge_pass": 0, "gold_fail_judge_fail": 1}
    assert figures["kappa"] == pytest.approx(1.0)
