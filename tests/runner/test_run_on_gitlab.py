"""`signalforge-gate run` in a GitLab CI job, against the strict fake GitLab, end to end:
python-gitlab unpatched on a real socket, the bundled example as the checkout (no .git, so
the base's configuration can only come through the API)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any
from xml.etree import ElementTree

import pytest

from tests.conftest import EXAMPLE, GENERATED, CliRun
from tests.fakes.gitlab_api import FakeGitLab
from tests.runner.conftest import assert_valid_grade_json

ROOT = Path(__file__).resolve().parent.parent.parent
IID = 12
BASE_SHA = "f95f852bd8fca8fcc58a9a2d6c842781e32a215e"
HEAD_SHA = "ec26c3e57ca3a959ca5aad62de7213c562f8c821"
LAX_SHA = "1111111111111111111111111111111111111111"
TOKEN = "glpat-test-token-0123456789"
BOT = "project_278964_bot_signalforge"
CHANGED = ("models/staging/schema.yml", ".signalforge/candidates/stg_payments.json",
           "docs/payments.md", ".cleo/audit-log.jsonl")
#: The merge request's one commit, made just after the example audit's latest session ended.
COMMITS = ({"id": HEAD_SHA, "authored_date": "2026-11-18T09:20:41.000Z",
            "committed_date": "2026-11-18T09:20:41.000Z",
            "message": "Draft the stg_orders docs"},)
#: The base's bar: enforced, and strict enough that weak docs miss it.
STRICT = ("grade:\n  fail_on_below_threshold: true\n  min_pass_rate: 0.99\n"
          "gate:\n  judge: heuristic\n  docs:\n    include: ['models/**/*.yml']\n")
LAX = "grade:\n  fail_on_below_threshold: false\n"
WEAK_DOCS = ("version: 2\nmodels:\n  - name: orders\n    description: TODO\n"
             "    columns:\n      - name: id\n        description: id\n")


@pytest.fixture
def workspace(tmp_path: Path) -> Path:
    copy = tmp_path / "project"
    shutil.copytree(EXAMPLE, copy, ignore=shutil.ignore_patterns(*GENERATED))
    return copy


@pytest.fixture
def gitlab(workspace: Path) -> Iterator[FakeGitLab]:
    with FakeGitLab() as fake:
        fake.add_token(TOKEN, BOT)
        fake.put_file(BASE_SHA, "signalforge.yml", (workspace / "signalforge.yml").read_bytes())
        for name in CHANGED:  # GitLab's copy of the head commit: what the gate grades
            fake.put_file(HEAD_SHA, name, (workspace / name).read_bytes())
        fake.add_merge_request(IID, BASE_SHA, HEAD_SHA, dict.fromkeys(CHANGED, "added"),
                               commits=list(COMMITS))
        yield fake


@pytest.fixture
def job(monkeypatch: pytest.MonkeyPatch, workspace: Path, gitlab: FakeGitLab,
        cli: Callable[..., CliRun]) -> Callable[..., CliRun]:
    """A merge request pipeline's job environment; calling it runs the gate."""
    for name, value in job_environment(gitlab, workspace).items():
        monkeypatch.setenv(name, value)
    return lambda *args: cli("run", *args)


def job_environment(gitlab: FakeGitLab, workspace: Path) -> dict[str, str]:
    return {"GITLAB_CI": "true", "CI": "true", "CI_API_V4_URL": gitlab.api_url,
            "CI_SERVER_URL": "https://gitlab.example", "CI_PROJECT_ID": str(gitlab.project_id),
            "CI_PROJECT_PATH": gitlab.path, "CI_PROJECT_DIR": str(workspace),
            "CI_MERGE_REQUEST_IID": str(IID), "CI_MERGE_REQUEST_DIFF_BASE_SHA": BASE_SHA,
            "CI_COMMIT_SHA": HEAD_SHA, "CI_JOB_ID": "777",
            "CI_MERGE_REQUEST_REF_PATH": f"refs/merge-requests/{IID}/head",
            "CI_JOB_URL": f"https://gitlab.example/{gitlab.path}/-/jobs/777",
            "SIGNALFORGE_GITLAB_TOKEN": TOKEN}


def commit_at_head(gitlab: FakeGitLab, workspace: Path, name: str, text: str) -> None:
    (workspace / name).write_text(text)
    gitlab.put_file(HEAD_SHA, name, text)


def bad_merge_request(gitlab: FakeGitLab, workspace: Path) -> None:
    gitlab.put_file(BASE_SHA, "signalforge.yml", STRICT)
    commit_at_head(gitlab, workspace, "models/staging/schema.yml", WEAK_DOCS)


def grade_json(workspace: Path) -> dict[str, Any]:
    document = json.loads((workspace / ".signalforge" / "grade.json").read_text())
    assert_valid_grade_json(document)
    return document


def statuses(gitlab: FakeGitLab) -> list[str]:
    return [s["status"] for s in gitlab.statuses if s["name"] == "signalforge-gate"]


def test_a_bad_merge_request_fails_with_one_note_a_failed_status_and_both_reports(
    job: Callable[..., CliRun], gitlab: FakeGitLab, workspace: Path,
) -> None:
    bad_merge_request(gitlab, workspace)
    run = job()
    assert run.exit_code == 1, run.stdout + run.stderr
    (note,) = gitlab.user_notes(IID)
    assert note["author"]["username"] == BOT
    assert "<!-- signalforge-gate" in note["body"]
    assert "★" in note["body"]
    assert statuses(gitlab) == ["pending", "failed"]
    assert gitlab.statuses[-1]["target_url"].endswith("/-/jobs/777")
    assert {s["ref"] for s in gitlab.statuses} == {f"refs/merge-requests/{IID}/head"}
    issues = json.loads((workspace / "gl-code-quality-report.json").read_text())
    assert issues
    assert {i["location"]["path"] for i in issues} == {"models/staging/schema.yml"}
    assert all(i["severity"] == "major" and i["location"]["lines"]["begin"] >= 1
               for i in issues)
    suite = ElementTree.parse(workspace / "signalforge-gate-junit.xml").getroot()
    assert int(suite.get("failures") or suite[0].get("failures") or 0) > 0
    assert grade_json(workspace)["publishing"]["comment_url"].endswith(f"#note_{note['id']}")
    assert gitlab.violations == []


def test_a_good_merge_request_passes_with_a_success_status(
    job: Callable[..., CliRun], gitlab: FakeGitLab, workspace: Path,
) -> None:
    run = job()
    assert run.exit_code == 0, run.stdout + run.stderr
    assert statuses(gitlab) == ["pending", "success"]
    report = grade_json(workspace)
    assert report["session"]["grades"]  # the audit the merge request commits was graded
    assert gitlab.requests_matching("GET", rf"/merge_requests/{IID}/commits$")
    (note,) = gitlab.user_notes(IID)
    assert "signalforge-gate: passed" in note["body"]
    issues = json.loads((workspace / "gl-code-quality-report.json").read_text())
    assert all(i["severity"] == "minor" for i in issues)  # the example's bar is not enforced
    assert gitlab.violations == []


def test_a_second_run_edits_the_note(
    job: Callable[..., CliRun], gitlab: FakeGitLab, workspace: Path,
) -> None:
    assert job().exit_code == 0
    (first,) = gitlab.user_notes(IID)
    bad_merge_request(gitlab, workspace)
    assert job().exit_code == 1
    (second,) = gitlab.user_notes(IID)
    assert second["id"] == first["id"]
    assert "passed" not in second["body"]
    assert len(gitlab.requests_matching("POST", r"/notes$")) == 1
    assert len(gitlab.requests_matching("PUT", rf"/notes/{first['id']}$")) == 1


def test_the_bar_is_the_diff_base_s_not_the_merge_request_s(
    job: Callable[..., CliRun], gitlab: FakeGitLab, workspace: Path,
) -> None:
    bad_merge_request(gitlab, workspace)
    commit_at_head(gitlab, workspace, "signalforge.yml", LAX)  # the change lowers its own bar
    assert job().exit_code == 1
    report = grade_json(workspace)
    assert report["config"]["source"] == "base"
    assert gitlab.requests_matching("GET", r"/repository/files/signalforge\.yml/raw$")


def test_a_diff_base_that_disagrees_with_gitlab_is_a_missing_piece(
    job: Callable[..., CliRun], gitlab: FakeGitLab, workspace: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    bad_merge_request(gitlab, workspace)
    gitlab.put_file(LAX_SHA, "signalforge.yml", LAX)
    monkeypatch.setenv("CI_MERGE_REQUEST_DIFF_BASE_SHA", LAX_SHA)
    run = job()
    assert run.exit_code == 3, run.stdout
    report = grade_json(workspace)
    assert report["verdict"]["state"] == "inconclusive"
    (found,) = report["findings"]
    assert found["kind"] == "missing"
    assert "CI_MERGE_REQUEST_DIFF_BASE_SHA" in found["why"]
    assert BASE_SHA[:12] in found["why"]
    assert not gitlab.requests_matching("GET", r"/repository/files/")  # nothing was read
    assert statuses(gitlab) == ["failed"]  # never pending on a commit GitLab did not confirm


def test_a_head_the_variables_name_wrongly_is_never_left_pending(
    job: Callable[..., CliRun], gitlab: FakeGitLab, monkeypatch: pytest.MonkeyPatch,
) -> None:
    gitlab.put_file(LAX_SHA, "signalforge.yml", LAX)  # a commit GitLab holds, not the head
    monkeypatch.setenv("CI_COMMIT_SHA", LAX_SHA)
    assert job().exit_code == 3  # inconclusive: nothing was graded
    assert gitlab.statuses == []
    assert gitlab.user_notes(IID) == []  # the merge request is at another commit


def test_a_push_during_the_job_leaves_the_note_to_the_newer_pipeline(
    job: Callable[..., CliRun], gitlab: FakeGitLab, workspace: Path,
) -> None:
    def push() -> None:
        gitlab.merge_requests[IID].head_sha = LAX_SHA

    gitlab.after_next("POST", r"/statuses/", push)  # right after the pending status
    assert job().exit_code == 0
    assert gitlab.user_notes(IID) == []
    assert [(s["sha"], s["status"]) for s in gitlab.statuses] == [
        (HEAD_SHA, "pending"), (HEAD_SHA, "success")]  # its own commit is settled
    assert any("moved on" in w for w in grade_json(workspace)["publishing"]["warnings"])


def test_a_lost_answer_to_the_note_still_ends_with_one_note(
    job: Callable[..., CliRun], gitlab: FakeGitLab,
) -> None:
    gitlab.lose_next_response("POST", r"/notes$")
    assert job().exit_code == 0
    assert len(gitlab.user_notes(IID)) == 1
    assert len(gitlab.requests_matching("POST", r"/notes$")) == 1  # looked, not repeated


def test_extras_the_gate_wrote_are_removed_and_others_notes_left_alone(
    job: Callable[..., CliRun], gitlab: FakeGitLab,
) -> None:
    assert job().exit_code == 0
    (kept,) = gitlab.user_notes(IID)
    gitlab.add_note(IID, kept["body"], BOT)  # a duplicate an earlier race left
    copied = gitlab.add_note(IID, kept["body"], "someone")  # a person quoting the gate
    gitlab.add_note(IID, "added 1 commit", "someone", system=True)
    assert job().exit_code == 0
    assert [n["id"] for n in gitlab.user_notes(IID, BOT)] == [kept["id"]]
    assert copied in [n["id"] for n in gitlab.user_notes(IID, "someone")]


def test_only_a_job_token_reads_says_so_and_still_writes_the_reports(
    job: Callable[..., CliRun], gitlab: FakeGitLab, workspace: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv("SIGNALFORGE_GITLAB_TOKEN")
    monkeypatch.setenv("CI_JOB_TOKEN", "job-token-abc")
    gitlab.add_job_token("job-token-abc")
    bad_merge_request(gitlab, workspace)
    run = job()
    assert run.exit_code == 1, run.stdout + run.stderr
    warnings = grade_json(workspace)["publishing"]["warnings"]
    assert any("CI_JOB_TOKEN" in w and "cannot write notes" in w for w in warnings)
    assert gitlab.user_notes(IID) == []
    assert gitlab.statuses == []
    assert not [r for r in gitlab.requests if r.method in {"POST", "PUT", "DELETE"}]
    assert (workspace / "gl-code-quality-report.json").is_file()
    assert (workspace / "signalforge-gate-junit.xml").is_file()


def test_inline_discussions_start_once_on_failing_lines(
    job: Callable[..., CliRun], gitlab: FakeGitLab, workspace: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("SIGNALFORGE_INLINE_DISCUSSIONS", "true")
    bad_merge_request(gitlab, workspace)
    gitlab.add_merge_request(IID, BASE_SHA, HEAD_SHA, dict.fromkeys(CHANGED, "added"),
                             commits=list(COMMITS))
    assert job().exit_code == 1
    started = gitlab.discussions[IID]
    assert started
    assert all(d["notes"][0]["position"]["new_path"] == "models/staging/schema.yml"
                           for d in started)
    assert job().exit_code == 1
    assert len(gitlab.discussions[IID]) == len(started)  # keyed: not repeated
    assert gitlab.violations == []


@pytest.mark.parametrize("runs", [2, 3])
def test_pipelines_racing_in_separate_processes_leave_one_note(
    gitlab: FakeGitLab, workspace: Path, runs: int,
) -> None:
    gitlab.hold_until_all_arrive("GET", r"/notes$", runs)
    environment = {**{k: v for k, v in os.environ.items() if not k.startswith("GITHUB_")},
                   **job_environment(gitlab, workspace), "PYTHONPATH": str(ROOT)}
    processes = [subprocess.Popen([sys.executable, "-m", "gate", "run"], env=environment,
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT)
                 for _ in range(runs)]
    results = [p.communicate(timeout=120) for p in processes]
    assert [p.returncode for p in processes] == [0] * runs, results
    assert len(gitlab.requests_matching("POST", r"/notes$")) == runs  # all raced
    (note,) = gitlab.user_notes(IID)
    assert "signalforge-gate: passed" in note["body"]
    assert gitlab.violations == []


def test_a_token_that_may_not_read_is_inconclusive_never_graded_from_the_checkout(
    job: Callable[..., CliRun], gitlab: FakeGitLab, workspace: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv("SIGNALFORGE_GITLAB_TOKEN")
    monkeypatch.setenv("CI_JOB_TOKEN", "a-fork-s-job-token")  # GitLab does not accept it here
    run = job()
    assert run.exit_code == 3, run.stdout
    report = grade_json(workspace)
    assert report["verdict"]["state"] == "inconclusive"
    assert any("401" in f["why"] for f in report["findings"])
    assert report["docs"]["graded"] is False
    assert (workspace / "gl-code-quality-report.json").is_file()
    assert [r for r in gitlab.requests if r.method != "GET"] == []


def test_a_change_named_on_the_command_line_is_the_plain_command_as_before(
    job: Callable[..., CliRun], gitlab: FakeGitLab, workspace: Path,
) -> None:
    run = job("--workspace", str(workspace), "--base", BASE_SHA, "--head", HEAD_SHA,
              "--no-comment", "--code-quality", "reports/cq.json")
    assert run.exit_code == 2  # no git history here: the base's file cannot be read, as before
    assert "base commit" in run.stderr + run.stdout
    assert gitlab.requests == []  # GitLab's path was not taken
    assert json.loads((workspace / "reports" / "cq.json").read_text()) == []  # nothing graded


#: The base's bar, enforced, with the drafted docs chosen by the head's dbt projects.
BY_PROJECTS = ("grade:\n  fail_on_below_threshold: true\n  min_pass_rate: 0.99\n"
               "gate:\n  judge: heuristic\n")
BLOCK_DOCS = ("version: 2\nmodels:\n  - name: widgets\n"
              "    description: '{{ doc(\"widgets\") }}'\n")
WEAK_BLOCK = "{% docs widgets %}\nTODO\n{% enddocs %}\n"
STRONG_BLOCK = ("{% docs widgets %}\nOne row per widget in the catalogue, keyed by widget_id, "
                "refreshed nightly, discontinued ones kept and flagged.\n{% enddocs %}\n")
PROJECT = "name: shop\nversion: '1.0'\nconfig-version: 2\nprofile: shop\n"


def merge_request_adding(gitlab: FakeGitLab, workspace: Path, files: dict[str, str],
                         on_disk: dict[str, str]) -> None:
    """The merge request adds `files` at its head (with the audit); the checkout holds
    `on_disk` instead, as an earlier step of the job left it."""
    gitlab.put_file(BASE_SHA, "signalforge.yml", BY_PROJECTS)
    (workspace / "signalforge.yml").write_text(BY_PROJECTS)
    for name, text in files.items():
        gitlab.put_file(HEAD_SHA, name, text)
    for name, text in on_disk.items():
        (workspace / name).parent.mkdir(parents=True, exist_ok=True)
        (workspace / name).write_text(text)
    gitlab.add_merge_request(IID, BASE_SHA, HEAD_SHA,
                             dict.fromkeys([*files, ".cleo/audit-log.jsonl"], "added"),
                             commits=list(COMMITS))


def test_doc_blocks_are_read_at_the_merge_request_s_head_not_from_the_checkout(
    job: Callable[..., CliRun], gitlab: FakeGitLab, workspace: Path,
) -> None:
    merge_request_adding(gitlab, workspace, {"models/widgets.yml": BLOCK_DOCS,
                                             "models/docs.md": WEAK_BLOCK},
                         on_disk={"models/widgets.yml": BLOCK_DOCS,
                                  "models/docs.md": STRONG_BLOCK})
    run = job()
    assert run.exit_code == 1, run.stdout
    report = grade_json(workspace)
    assert report["docs"]["files"] == ["models/widgets.yml"]
    (first, *_) = report["docs"]["report"]["results"]
    assert first["evidence"] == "TODO"  # the head's block, not the checkout's
    listed = gitlab.requests_matching("GET", r"/repository/tree$")
    assert {r.query["ref"] for r in listed} == {HEAD_SHA}  # listed, at the head only
    assert gitlab.violations == []


def test_a_dbt_project_is_found_at_the_merge_request_s_head_not_from_the_checkout(
    job: Callable[..., CliRun], gitlab: FakeGitLab, workspace: Path,
) -> None:
    """The head's project reads `marts/`; a step wrote a project file without it on disk."""
    gitlab.put_file(HEAD_SHA, "dbt_project.yml", PROJECT + "model-paths: ['marts']\n")
    merge_request_adding(gitlab, workspace, {"marts/widgets.yml": WEAK_DOCS},
                         on_disk={"dbt_project.yml": PROJECT})
    run = job()
    assert run.exit_code == 1, run.stdout
    assert grade_json(workspace)["docs"]["files"] == ["marts/widgets.yml"]
    assert gitlab.violations == []


def test_a_folder_gitlab_cannot_list_at_the_head_is_a_missing_piece_never_skipped(
    job: Callable[..., CliRun], gitlab: FakeGitLab, workspace: Path,
) -> None:
    merge_request_adding(gitlab, workspace, {"models/widgets.yml": BLOCK_DOCS,
                                             "models/docs.md": WEAK_BLOCK}, on_disk={})
    gitlab.fail_next("GET", r"/repository/tree$", 500, times=100)
    run = job()
    assert run.exit_code == 3, run.stdout
    report = grade_json(workspace)
    assert report["verdict"]["state"] == "inconclusive"
    assert report["docs"]["graded"] is False
    assert any(f["kind"] == "missing" and "could not be listed" in f["why"]
               for f in report["docs"]["findings"]), report["docs"]["findings"]
    assert statuses(gitlab) == ["pending", "failed"]


def test_an_agent_s_github_actions_run_as_the_source_is_a_missing_piece_on_gitlab(
    job: Callable[..., CliRun], gitlab: FakeGitLab, workspace: Path,
) -> None:
    config = ("gate:\n  session:\n    source: workflow-artifact\n"
              "    fail_on_below_threshold: true\n    workflow: .github/workflows/agent.yml\n")
    gitlab.put_file(BASE_SHA, "signalforge.yml", config)
    run = job()
    assert run.exit_code == 3, run.stdout
    report = grade_json(workspace)
    assert report["session"]["graded"] is False
    assert any("not on GitHub" in f["why"] for f in report["session"]["findings"]), report
    assert gitlab.violations == []
