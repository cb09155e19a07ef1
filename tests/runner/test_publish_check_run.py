"""The check run: conclusion, title, summary, annotations on changed lines in batches, names per
instance, merge queues; the comment's links and changes per criterion; the grade-json output."""

from __future__ import annotations

import json
import re

import pytest

from gate.publishing.check_run import check_name, conclusion_of, title
from gate.publishing.deltas import Baseline, Scores, baseline_for, change, embed, read_back
from gate.publishing.render import blob_url, where_cell
from gate.report.grade_json import read_report
from tests.runner.conftest import BASE_SHA, CHANGED, HEAD_SHA, PR, REPO, added_patch, commit_at_head

OTHER_SHA = "0123456789abcdef0123456789abcdef01234567"


def test_a_check_run_carries_the_verdict_and_the_comments_tables(runner_env, github) -> None:
    assert runner_env.run().exit_code == 0
    (run,) = github.check_runs(REPO)
    assert (run["name"], run["head_sha"], run["conclusion"]) == (
        "signalforge-gate", HEAD_SHA, "success")
    assert run["output"]["title"].startswith("passed · session 91/100 (A) · docs pass rate")
    assert "| | Criterion | Mean |" in run["output"]["summary"]
    assert "signalforge-gate:sticky" not in run["output"]["summary"]
    assert runner_env.grade_json["publishing"]["check_run_conclusion"] == "success"
    assert github.violations == []


def test_a_rerun_with_the_same_result_keeps_one_check_run(runner_env, github) -> None:
    runner_env.run()
    runner_env.run()
    assert len(github.check_runs(REPO)) == 1
    assert len(github.requests_matching("POST", r"/check-runs$")) == 1


def test_a_lost_answer_to_the_check_run_create_is_not_repeated(runner_env, github) -> None:
    github.lose_next_response("POST", r"/check-runs$")
    runner_env.run()
    assert len(github.check_runs(REPO)) == 1
    assert runner_env.grade_json["publishing"]["warnings"] == []


def test_failing_artifacts_are_annotated_on_changed_lines_in_batches_of_50(
    runner_env, github, workspace,
) -> None:
    columns = [{"name": f"c{n}", "description": "TODO", "tests": [{"type": "not_null"}]}
               for n in range(60)]
    path = workspace / ".signalforge" / "candidates" / "wide.json"
    path.write_text(json.dumps({"schema_version": 1, "name": "wide", "description": "TODO",
                                "columns": columns}, indent=1))
    github.put_file(REPO, ".signalforge/candidates/wide.json", HEAD_SHA, path.read_text())
    github.add_pull(REPO, 3, BASE_SHA, HEAD_SHA, files=[{
        "filename": ".signalforge/candidates/wide.json", "status": "added",
        "patch": added_patch(path.read_text())}])
    runner_env.use_event(number=3)
    runner_env.run()
    (run,) = github.check_runs(REPO)
    report = runner_env.grade_json["docs"]["report"]
    failing = [r for r in report["results"] if not r["passed"] and r["line"] is not None]
    assert len(failing) > 50
    assert len(run["annotations"]) == len(failing)
    assert len(github.requests_matching("PATCH", r"/check-runs/\d+$")) == \
        (len(failing) - 1) // 50
    first = run["annotations"][0]
    assert first["path"] == ".signalforge/candidates/wide.json"
    assert first["start_line"] == first["end_line"]
    assert re.match(r"^\S+: \S+ \d\.\d\d - ", first["message"])
    scores = [float(a["title"].split()[-1]) for a in run["annotations"]]
    assert scores == sorted(scores)  # weakest first
    assert github.violations == []


def test_lines_outside_the_diff_get_no_annotation(runner_env, github) -> None:
    pull = github._pulls[(REPO.lower(), PR)]
    for pull_file in pull.files:
        pull_file.patch = "@@ -1,1 +1,1 @@\n-old\n+new"  # only line 1 changed
    runner_env.run()
    (run,) = github.check_runs(REPO)
    assert all(a["start_line"] == 1 for a in run["annotations"])


def test_matrix_instances_get_their_own_check_run_and_status(
    runner_env, github, monkeypatch,
) -> None:
    monkeypatch.setenv("INPUT_COMMIT-STATUS", "true")
    for instance in ("py311", "py312"):
        monkeypatch.setenv("INPUT_COMMENT-INSTANCE", instance)
        runner_env.run()
    assert sorted(r["name"] for r in github.check_runs(REPO)) == [
        "signalforge-gate / py311", "signalforge-gate / py312"]
    assert sorted(s["context"] for s in github.statuses(REPO, HEAD_SHA)) == [
        "signalforge-gate / py311", "signalforge-gate / py312"]
    assert check_name("") == "signalforge-gate"


def test_a_token_without_checks_write_gets_one_warning_and_the_comment(
    runner_env, github,
) -> None:
    github.fail_next("POST", r"/check-runs$", 403, headers={
        "x-accepted-github-permissions": "checks=write"},
        body={"message": "Resource not accessible by integration"})
    assert runner_env.run().exit_code == 0
    (warning,) = runner_env.grade_json["publishing"]["warnings"]
    assert warning.startswith("could not create the check run")
    assert runner_env.grade_json["publishing"]["comment_url"]


def test_a_merge_queue_commit_gets_a_check_run_and_status_but_no_comment(
    runner_env, github, monkeypatch,
) -> None:
    # The merge_group event's documented fields (checks_requested).
    event = {"action": "checks_requested", "merge_group": {
        "head_sha": HEAD_SHA, "head_ref": f"refs/heads/gh-readonly-queue/master/pr-{PR}-x",
        "base_sha": BASE_SHA, "base_ref": "refs/heads/master"},
        "repository": {"full_name": REPO}}
    path = runner_env.home / "merge_group.json"
    path.write_text(json.dumps(event))
    monkeypatch.setenv("GITHUB_EVENT_PATH", str(path))
    monkeypatch.setenv("GITHUB_EVENT_NAME", "merge_group")
    monkeypatch.setenv("INPUT_COMMIT-STATUS", "true")
    assert runner_env.run().exit_code == 0
    (run,) = github.check_runs(REPO)
    assert (run["head_sha"], run["conclusion"]) == (HEAD_SHA, "success")
    (status,) = github.statuses(REPO, HEAD_SHA)
    assert status["context"] == "signalforge-gate"
    assert github.comments(REPO, PR) == []
    assert runner_env.grade_json["config"]["ref"] == BASE_SHA  # the bar of the base


def test_where_cells_link_to_the_line_at_the_head_commit(runner_env, github) -> None:
    runner_env.run()
    (comment,) = github.comments(REPO, PR)
    link = (f"[models/staging/schema.yml:41](https://github.example/{REPO}/blob/{HEAD_SHA}/"
            "models/staging/schema.yml#L41)")
    assert link in comment["body"]


def test_a_where_cell_cannot_be_made_to_leave_its_link() -> None:
    base = blob_url("https://github.com", "o/r", HEAD_SHA)
    cell = where_cell("docs/a) [x](https://evil.example", 3, base)
    assert len(re.findall(r"(?<!\\)\]\(", cell)) == 1  # one link: the cell's own
    assert cell.endswith("/docs/a%29%20%5Bx%5D%28https%3A//evil.example#L3)")
    assert blob_url("javascript:alert(1)", "o/r", HEAD_SHA) is None
    assert where_cell("a.md", None, None) == "a.md"


def test_changes_are_read_back_from_the_previous_comment(runner_env, github, workspace) -> None:
    runner_env.run()
    (first,) = github.comments(REPO, PR)
    assert "| Change |" not in first["body"]  # nothing to compare with yet
    pull = github._pulls[(REPO.lower(), PR)]
    pull.head_sha = OTHER_SHA
    github._repos[REPO.lower()].shas.add(OTHER_SHA)
    runner_env.use_event(head={"sha": OTHER_SHA, "ref": "changes",
                               "repo": {"full_name": REPO}})
    runner_env.monkeypatch.setenv("GITHUB_SHA", OTHER_SHA)
    for name in CHANGED:  # the new head holds the same files, one of them rewritten
        github.put_file(REPO, name, OTHER_SHA, (workspace / name).read_bytes())
    commit_at_head(github, workspace, "docs/payments.md", "# Payments\n\nTODO\n", OTHER_SHA)
    runner_env.run()
    (second,) = github.comments(REPO, PR)
    assert "| Change |" in second["body"]
    assert "▼" in second["body"]
    assert "| = |" in second["body"] or "new" in second["body"]


def test_a_rerun_on_the_same_commit_keeps_the_baseline(runner_env) -> None:
    runner_env.run()
    report = read_report(runner_env.workspace / ".signalforge" / "grade.json")
    earlier = Baseline(Scores(HEAD_SHA, {"c": 0.9}), Scores(OTHER_SHA, {"c": 0.5}))
    again = baseline_for(report, embed(earlier))
    assert again.previous == Scores(OTHER_SHA, {"c": 0.5})
    moved_on = baseline_for(report.model_copy(update={"context": report.context.model_copy(
        update={"head_sha": OTHER_SHA})}), embed(earlier))
    assert moved_on.previous == Scores(HEAD_SHA, {"c": 0.9})


@pytest.mark.parametrize(("now", "before", "shown"), [
    (0.8, 0.5, "▲ 0.30"), (0.5, 0.8, "▼ 0.30"), (0.5, 0.502, "="), (0.5, None, "new")])
def test_a_change_is_shown_as_an_arrow_or_new(now, before, shown) -> None:
    previous = Scores(OTHER_SHA, {} if before is None else {"c": before})
    assert change(Baseline(Scores(HEAD_SHA, {"c": now}), previous), "c") == shown


def test_garbled_embedded_scores_are_ignored() -> None:
    assert read_back("<!-- signalforge-gate:scores:!!! -->") is None
    assert read_back("<!-- signalforge-gate:scores:bm90IGpzb24= -->") is None
    assert read_back("no data") is None


def test_the_grade_json_output_is_relative_to_the_workspace(runner_env) -> None:
    runner_env.run()
    assert runner_env.outputs["grade-json"] == ".signalforge/grade.json"


def test_the_job_summary_links_where_cells_too(runner_env) -> None:
    runner_env.run()
    assert f"](https://github.example/{REPO}/blob/{HEAD_SHA}/models/staging/schema.yml#L41)" \
        in runner_env.summary


def test_the_warning_for_a_refused_check_run_names_the_permission(runner_env, github) -> None:
    github.fail_next("POST", r"/check-runs$", 403,
                     body={"message": "Resource not accessible by integration"})
    runner_env.run()
    (warning,) = runner_env.grade_json["publishing"]["warnings"]
    assert "checks: write" in warning
    assert "fork" not in warning


@pytest.mark.parametrize(("state", "enforced", "exit_code", "conclusion"), [
    ("pass", False, 0, "success"), ("pass", True, 0, "success"),
    ("inconclusive", False, 0, "neutral"),  # the job is green and says why it could not tell
    ("inconclusive", True, 3, "failure"),
    ("fail", True, 1, "failure"), ("fail", False, 0, "neutral"),
    # One check enforced and passed, the other failed but not enforced: the job is green.
    ("fail", True, 0, "neutral"), ("inconclusive", True, 0, "neutral"),
    ("pass", False, 2, "failure"),  # an unreadable file fails the job whatever the bar
])
def test_the_check_run_agrees_with_the_job(runner_env, state, enforced, exit_code,
                                           conclusion) -> None:
    runner_env.run()
    report = read_report(runner_env.workspace / ".signalforge" / "grade.json")
    verdict = report.verdict.model_copy(update={"state": state, "enforced": enforced,
                                                "exit_code": exit_code})
    changed = report.model_copy(update={"verdict": verdict})
    assert conclusion_of(changed) == conclusion
    # The title tells the same: no "below the bar" without "(not enforced)" on a green job.
    assert title(changed).startswith(
        {"success": "passed", "failure": "below the bar" if exit_code == 1 else "no verdict",
         "neutral": "below the bar (not enforced)" if state == "fail" else "no verdict"}[
            conclusion])
