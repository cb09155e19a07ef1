"""Hostile or broken input never crashes the gate, never hangs it, and never exits 1 (which
workflows read as "below the bar")."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from gate.configure.config import parse_config
from gate.core.errors import ConfigError
from gate.docs.contract.parser import ReplyContractError, parse_reply
from gate.session.grader import grade_sessions

LAUGHS = """a: &a [x, x, x, x, x, x, x, x, x, x]
b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]
c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]
d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]
e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d, *d]
f: &f [*e, *e, *e, *e, *e, *e, *e, *e, *e, *e]
g: &g [*f, *f, *f, *f, *f, *f, *f, *f, *f, *f]
models: [{name: m, description: *g}]
"""


def test_yaml_aliases_cannot_blow_up_time_or_memory(cli, tmp_path: Path) -> None:
    (tmp_path / "models").mkdir()
    (tmp_path / "models" / "laugh.yml").write_text(LAUGHS)
    started = time.process_time()  # CPU time: the machine's load does not count
    run = cli("docs", str(tmp_path), "--json")
    assert time.process_time() - started < 10
    assert run.exit_code == 2


@pytest.mark.parametrize(("name", "text"), [
    ("models/deep.yml", "models: " + "[" * 50_000 + "]" * 50_000),
    (".signalforge/candidates/deep.json", "[" * 50_000 + "]" * 50_000),
    (".signalforge/candidates/big.json", '{"schema_version": 1, "name": "m", "description": '
                                         '"d", "columns": [], "x": ' + "9" * 6000 + "}"),
])
def test_deep_nesting_and_huge_numbers_in_drafted_docs_are_input_errors(
    cli, tmp_path: Path, name: str, text: str,
) -> None:
    path = tmp_path / name
    path.parent.mkdir(parents=True)
    path.write_text(text)
    run = cli("docs", str(tmp_path))
    assert run.exit_code == 2, run.stderr
    assert run.stderr.splitlines()[-1].startswith(f"error: {name}")  # after the rest was graded
    assert "Traceback" not in run.stderr


@pytest.mark.parametrize("document", [
    "[" * 50_000 + "]" * 50_000,
    '[{"sessionId": "s", "exitCode": ' + "9" * 6000 + "}]",
    '[{"sessionId": "s", "x": NaN}]',
])
def test_a_json_array_audit_log_that_cannot_be_read_stops_with_a_problem(
    tmp_path: Path, document: str,
) -> None:
    path = tmp_path / "log.json"
    path.write_text(document)
    grading = grade_sessions([str(path)])
    assert grading.problems.total == 1
    assert grading.problems.all_samples[0].kind == "truncated"


@pytest.mark.parametrize("reply", [
    '{"criterion_id": "clarity", "score": ' + "1" * 400 + ', "passed": true}',
    '{"criterion_id": "clarity", "score": ' + "1" * 5000 + ', "passed": true}',
    "[" * 50_000,
])
def test_an_absurd_judge_reply_is_a_contract_violation(reply: str) -> None:
    with pytest.raises(ReplyContractError):
        parse_reply(reply, criteria=["clarity"], artifact_id="a")


def test_a_glob_whose_braces_explode_is_a_config_error_at_its_line() -> None:
    with pytest.raises(ConfigError) as caught:
        parse_config(b"gate:\n  docs:\n    include:\n      - 'models/{1..5000}/*.yml'\n",
                     display_path="signalforge.yml", ref=None)
    assert caught.value.line == 4
    assert "expands to more than 1000 patterns" in caught.value.render()


def test_an_unexpected_error_exits_3_with_one_line_and_no_traceback(cli, monkeypatch) -> None:
    def boom(*_args: object, **_kwargs: object) -> None:
        raise RuntimeError("something\nunforeseen")
    monkeypatch.setattr("gate.cli.commands.session.grade_sessions", boom)
    run = cli("session", "anything.jsonl")
    assert run.exit_code == 3
    (line,) = run.stderr.strip().splitlines()
    assert line.startswith("error: no verdict could be reached: an internal error occurred "
                           "(RuntimeError: something unforeseen)")


def test_a_judge_that_raises_degrades_only_its_own_pairs(cli, tmp_path: Path, monkeypatch) -> None:
    from gate.docs.judges.offline.heuristic import HeuristicJudge
    original = HeuristicJudge.judge

    def flaky(self, request, *, deadline):  # type: ignore[no-untyped-def]
        if request.artifact.artifact_id == "model.description":
            raise KeyError("surprise")
        return original(self, request, deadline=deadline)
    monkeypatch.setattr(HeuristicJudge, "judge", flaky)
    (tmp_path / "models").mkdir()
    (tmp_path / "models" / "m.yml").write_text(
        "models:\n  - name: m\n    description: Orders placed in the shop, one row each.\n"
        "    columns:\n      - name: id\n        description: The order id, unique per shop.\n")
    config = tmp_path / "signalforge.yml"  # the sweep asks it again, without a pause between
    config.write_text("grade:\n  sweep_cooldown_seconds: 0\n")
    report = json.loads(cli("docs", str(tmp_path), "--json", "--config", str(config)).stdout)
    broken = [r for r in report["results"] if r["artifact_id"] == "model.description"]
    assert all(r["degraded"] == "call_failed" and "KeyError" in r["reasoning"] for r in broken)
    assert any(r["score"] is not None for r in report["results"])
