"""An audit of very many sessions: at most `MAX_SESSIONS` are graded, the rest are named.

Each session graded costs a tally and a grade; without a bound, a small gzip of millions of
one-entry sessions grows memory until the job is killed with no report. (The flat memory
itself is measured by `bench/session_1m.py --sessions N`, not timed here.)
"""

from __future__ import annotations

import gzip
import json
from pathlib import Path

from gate.session.grader import grade_sessions
from gate.session.reading.limits import MAX_SESSIONS
from tests.runner.conftest import HEAD_SHA, REPO
from tests.runner.test_run_verdicts import set_base_config

ENFORCED = "gate:\n  session:\n    sessions: all\n    fail_on_below_threshold: true\n"
PAST = 500


def one_entry_sessions(path: Path, sessions: int) -> Path:
    """A gzip of `sessions` sessions of one `session.list` each (each grades 60/100)."""
    with gzip.open(path, "wt", encoding="utf-8") as out:
        for n in range(sessions):
            out.write(json.dumps({
                "timestamp": "2026-11-18T09:12:03.114Z", "sessionId": f"ses_{n:06d}",
                "domain": "session", "operation": "list", "params": {},
                "result": {"success": True, "exitCode": 0, "duration": 1},
                "metadata": {"gateway": "mutate"}}, separators=(",", ":")) + "\n")
    return path


def test_sessions_past_the_limit_are_counted_not_graded(tmp_path) -> None:
    audit = one_entry_sessions(tmp_path / "audit.jsonl.gz", MAX_SESSIONS + PAST)
    grading = grade_sessions([str(audit)])
    assert len(grading.results) == MAX_SESSIONS
    assert grading.entries_past_limit == PAST
    assert grading.results[0].input_problems.by_kind == {"too_many_sessions": 1}
    assert not grading.complete


def test_the_cli_grades_the_first_sessions_and_is_inconclusive_when_enforced(
    cli, tmp_path,
) -> None:
    audit = one_entry_sessions(tmp_path / "audit.jsonl.gz", MAX_SESSIONS + PAST)
    config = tmp_path / "signalforge.yml"
    config.write_text(ENFORCED)
    run = cli("session", str(audit), "--json", "--no-history", "--config", str(config))
    assert run.exit_code == 3
    grades = json.loads(run.stdout)
    assert len(grades) == MAX_SESSIONS
    assert f"{PAST:,} entries of the sessions past them were not graded" in run.stderr
    assert "(too_many_sessions, skipped)" in run.stderr


def test_a_pull_request_with_too_many_sessions_is_inconclusive_not_passed(
    runner_env, github,
) -> None:
    set_base_config(github, ENFORCED)
    audit = ".cleo/audit-log.jsonl"
    one_entry_sessions(runner_env.workspace / audit, MAX_SESSIONS + PAST)
    github.put_file(REPO, audit, HEAD_SHA, (runner_env.workspace / audit).read_bytes())
    run = runner_env.run()
    assert run.exit_code == 3
    report = runner_env.grade_json
    assert report["verdict"]["session"]["state"] == "inconclusive"
    assert len(report["session"]["grades"]) == MAX_SESSIONS
    (reason,) = [r for r in report["verdict"]["reasons"] if "sessions" in r]
    assert f"more than {MAX_SESSIONS:,} sessions" in reason
