"""`signalforge-gate run` on a pull request, end to end: the real PyGithub against a loopback
GitHub built on GitHub's own OpenAPI description and webhook payloads."""

from __future__ import annotations

import json

import pytest

from gate.publishing.render import COMMENT_LIMIT
from tests.fakes.github_api import FakeGitHub
from tests.runner.conftest import (
    BASE_SHA,
    HEAD_SHA,
    PR,
    REPO,
    TOKEN,
    added_patch,
    assert_valid_grade_json,
    commit_at_head,
)


def sticky_comments(github: FakeGitHub) -> list[dict]:  # type: ignore[type-arg]
    return [c for c in github.comments(REPO, PR) if "signalforge-gate:sticky" in c["body"]]


def test_the_first_run_creates_the_comment_and_the_second_edits_it(runner_env, github) -> None:
    first = runner_env.run()
    assert first.exit_code == 0, first.stderr
    (comment,) = sticky_comments(github)
    assert comment["body"].startswith("<!-- signalforge-gate:sticky:default -->")
    assert "### ✅ signalforge-gate: passed" in comment["body"]
    commit_at_head(github, runner_env.workspace, "docs/payments.md", "# Payments\n\nTODO\n")
    second = runner_env.run()
    assert second.exit_code == 0
    (edited,) = sticky_comments(github)
    assert edited["id"] == comment["id"]
    assert edited["body"] != comment["body"]
    assert len(github.requests_matching("POST", r"/issues/\d+/comments$")) == 1
    assert len(github.requests_matching("PATCH", r"/issues/comments/\d+$")) == 1
    assert github.violations == []


def test_a_rerun_with_nothing_new_does_not_rewrite_the_comment(runner_env, github) -> None:
    runner_env.run()
    runner_env.run()
    assert len(sticky_comments(github)) == 1
    assert github.requests_matching("PATCH", r"/issues/comments/\d+$") == []


def test_a_marker_pasted_by_someone_else_is_not_taken_for_the_gates_comment(
    runner_env, github,
) -> None:
    github.add_comment(REPO, PR, "<!-- signalforge-gate:sticky:default --> lgtm", login="mallory")
    runner_env.run()
    ours = [c for c in sticky_comments(github) if c["user"]["login"] == "github-actions[bot]"]
    assert len(ours) == 1
    assert github.requests_matching("PATCH", r"/issues/comments/\d+$") == []


def test_grade_json_outputs_and_summary_are_written_and_valid(runner_env, github) -> None:
    run = runner_env.run()
    report = runner_env.grade_json
    assert_valid_grade_json(report)
    assert report["context"] == {
        "repository": REPO, "pr_number": PR, "base_sha": BASE_SHA, "head_sha": HEAD_SHA,
        "event": "pull_request", "run_url": f"https://github.example/{REPO}/actions/runs/4242"}
    assert report["config"]["source"] == "base"
    assert report["config"]["ref"] == BASE_SHA
    assert report["session"]["grades"][0]["totalScore"] == 91
    assert report["docs"]["files"] == ["models/staging/schema.yml",
                                       ".signalforge/candidates/stg_payments.json",
                                       "docs/payments.md"]
    outputs = runner_env.outputs
    assert outputs["passed"] == "true"
    assert (outputs["session-score"], outputs["session-letter"]) == ("91", "A")
    assert float(outputs["docs-pass-rate"]) == pytest.approx(
        report["docs"]["report"]["pass_rate"], abs=1e-4)
    assert outputs["comment-url"] == report["publishing"]["comment_url"]
    assert outputs["comment-url"].startswith(github.web_url)
    assert outputs["grade-json"].endswith(".signalforge/grade.json")
    assert outputs["cost-usd"] == "0.000000"
    assert "### ✅ signalforge-gate: passed" in runner_env.summary
    logged = [line for line in (run.stdout + run.stderr).splitlines()
              if line != f"::add-mask::{TOKEN}"]  # the one line that must name it
    assert TOKEN not in "\n".join(logged) + runner_env.summary
    assert TOKEN not in json.dumps(report)


def test_the_token_is_masked_and_failing_artifacts_are_annotated(runner_env) -> None:
    run = runner_env.run()
    lines = run.stdout.splitlines()
    assert f"::add-mask::{TOKEN}" in lines
    warnings = [line for line in lines if line.startswith("::warning ")]
    assert 0 < len(warnings) <= 10
    assert any(w.startswith("::warning file=models/staging/schema.yml,line=41,") for w in warnings)


def test_only_the_files_the_pull_request_changes_are_graded(runner_env, github) -> None:
    (runner_env.workspace / "models" / "unchanged.yml").write_text(
        "models:\n  - name: old\n    description: TODO\n")
    runner_env.run()
    assert "models/unchanged.yml" not in runner_env.grade_json["docs"]["files"]


def test_a_removed_file_is_not_graded(runner_env, github, workspace) -> None:
    with FakeGitHub() as other:
        other.add_repo(REPO, default_branch="master", default_sha=BASE_SHA)
        other.add_pull(REPO, PR, BASE_SHA, HEAD_SHA, files=[
            {"filename": "docs/payments.md", "status": "removed", "patch": "@@ -1 +0,0 @@\n-x"}])
        other.put_file(REPO, "signalforge.yml", BASE_SHA, (workspace / "signalforge.yml")
                       .read_text())
        runner_env.use_api(other)
        runner_env.run()
    report = runner_env.grade_json
    assert report["docs"]["graded"] is False
    assert report["docs"]["note"] == "no drafted docs in this change"


def test_review_comments_go_on_changed_lines_once(runner_env, github, monkeypatch) -> None:
    monkeypatch.setenv("INPUT_REVIEW-COMMENTS", "true")
    runner_env.run()
    posted = github.review_comments(REPO, PR)
    assert posted
    assert all(c["path"] in ("models/staging/schema.yml", "docs/payments.md",
                             ".signalforge/candidates/stg_payments.json") for c in posted)
    assert any(c["path"] == "models/staging/schema.yml" and c["line"] == 41 for c in posted)
    runner_env.run()
    assert len(github.review_comments(REPO, PR)) == len(posted)
    assert github.violations == []


def test_review_comments_someone_else_wrote_with_the_gates_keys_silence_nothing(
    runner_env, github, monkeypatch,
) -> None:
    """Anyone can write a review comment that quotes every key the gate files its inline
    comments under (they are hashes of public names); only the gate's own count."""
    monkeypatch.setenv("INPUT_REVIEW-COMMENTS", "true")
    github.comment_author, github.comment_author_type = "mallory", "User"
    runner_env.run()  # stands in for mallory's copy: every comment, every key, by mallory
    by_mallory = github.review_comments(REPO, PR)
    assert by_mallory
    assert {c["user"]["login"] for c in by_mallory} == {"mallory"}
    github.comment_author, github.comment_author_type = "github-actions[bot]", "Bot"
    runner_env.run()

    by_the_gate = [c for c in github.review_comments(REPO, PR)
                   if c["user"]["login"] == "github-actions[bot]"]
    assert sorted((c["path"], c["line"]) for c in by_the_gate) == \
        sorted((c["path"], c["line"]) for c in by_mallory)


def test_review_comments_reuse_the_file_list_the_docs_were_chosen_from(
    runner_env, github, monkeypatch,
) -> None:
    monkeypatch.setenv("INPUT_REVIEW-COMMENTS", "true")
    runner_env.run()
    assert github.review_comments(REPO, PR)
    listed = [r for r in github.requests if r.path == f"/repos/{REPO}/pulls/{PR}/files"]
    assert len(listed) == 1


def test_a_commit_status_is_set_when_asked(runner_env, github, monkeypatch) -> None:
    monkeypatch.setenv("INPUT_COMMIT-STATUS", "true")
    runner_env.run()
    (status,) = github.statuses(REPO, HEAD_SHA)
    assert (status["state"], status["context"]) == ("success", "signalforge-gate")


def test_a_fork_token_cannot_comment_but_every_result_is_still_written(
    runner_env, github,
) -> None:
    github.token_permissions = "read"
    run = runner_env.run()
    assert run.exit_code == 0  # the verdict's, not the publisher's
    report = runner_env.grade_json
    check_run, comment = report["publishing"]["warnings"]
    assert check_run.startswith("could not create the check run")
    assert "HTTP 403" in comment
    assert "two-phase workflow" in comment
    assert sticky_comments(github) == []
    assert runner_env.outputs["passed"] == "true"
    assert runner_env.outputs["comment-url"] == ""
    assert "signalforge-gate: passed" in runner_env.summary
    assert any(line.startswith("::warning title=signalforge-gate::could not post the sticky")
               for line in run.stdout.splitlines())


def test_a_secondary_rate_limit_is_waited_out(runner_env, github) -> None:
    github.fail_next_secondary_rate_limit("POST", r"/issues/\d+/comments$", retry_after=0)
    assert runner_env.run().exit_code == 0
    assert len(sticky_comments(github)) == 1


def test_the_comment_stays_under_githubs_size_limit(runner_env, github, workspace) -> None:
    columns = [{"name": f"c{n}", "description": "TODO", "tests": [{"type": "not_null"}]}
               for n in range(700)]
    big = {"schema_version": 1, "name": "wide", "description": "A very wide model for tests.",
           "columns": columns}
    path = workspace / ".signalforge" / "candidates" / "wide.json"
    path.write_text(json.dumps(big, indent=1))
    github.put_file(REPO, ".signalforge/candidates/wide.json", HEAD_SHA, path.read_text())
    github.add_pull(REPO, 3, BASE_SHA, HEAD_SHA, files=[{
        "filename": ".signalforge/candidates/wide.json", "status": "added",
        "patch": added_patch(path.read_text())}])
    runner_env.use_event(number=3)
    runner_env.run()
    (comment,) = [c for c in github.comments(REPO, 3) if "signalforge-gate" in c["body"]]
    assert len(comment["body"]) <= COMMENT_LIMIT
    assert "more not shown: see the job summary and the grade.json artifact" in comment["body"]
    assert runner_env.summary.count("<code>c699:") + runner_env.summary.count(
        "<code>column.c") >= 700



def test_a_run_asks_github_only_what_it_needs(runner_env, github) -> None:
    runner_env.run()
    asked = [f"{r.method} {r.path}" for r in github.requests]
    contents = f"GET /repos/{REPO}/contents"
    assert asked == [
        f"GET /repos/{REPO}/pulls/{PR}",  # once: is the event file's pull request GitHub's?
        f"{contents}/signalforge.yml",
        f"GET /repos/{REPO}/pulls/{PR}/files",
        # No git here: the committed audit and each drafted file as GitHub holds them.
        f"{contents}/.cleo/audit-log.jsonl",
        f"GET /repos/{REPO}/pulls/{PR}/commits",  # the session audit's dates and trailer
        # the .md file the change edits: under a dbt project's docs paths, at the head?
        f"{contents}/docs",
        f"{contents}/",
        f"GET /repos/{REPO}/pulls/{PR}",  # the files listed: is the head still the one checked?
        f"{contents}/models/staging/schema.yml",
        # its dbt project, as the head holds it (the root was listed already)
        f"{contents}/models/staging",
        f"{contents}/models",
        f"{contents}/.signalforge/candidates/stg_payments.json",
        f"{contents}/docs/payments.md",
        # the configuration's head side, for the notice: untouched by the change, the base's
        f"{contents}/signalforge.yml",
        f"GET /repos/{REPO}/pulls/{PR}",  # again before posting: has the head moved on?
        f"GET /repos/{REPO}/commits/{HEAD_SHA}/check-runs",  # this content's check run?
        f"POST /repos/{REPO}/check-runs",
        f"GET /repos/{REPO}/issues/{PR}/comments",
        f"POST /repos/{REPO}/issues/{PR}/comments",
        f"GET /repos/{REPO}/issues/{PR}/comments",  # look again: did another run post too?
    ]
