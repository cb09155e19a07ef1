"""Nothing an earlier step of the job writes on the runner changes what is graded: the event
file is checked against GitHub's API, and the drafted docs are read as GitHub holds them at
the head commit (blob id checked), never from the checkout. End to end, through `run` against
the loopback GitHub."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

from tests.fakes.github_api import FakeGitHub
from tests.runner.conftest import (
    BASE_SHA,
    EVENTS,
    HEAD_SHA,
    PR,
    REPO,
    Runner,
    added_patch,
    commit_at_head,
)

#: The base's bar: enforced, and strict enough that the example's weak docs miss it.
STRICT = ("grade:\n  fail_on_below_threshold: true\n  min_pass_rate: 0.99\n"
          "gate:\n  judge: heuristic\n  docs:\n    include: ['models/**/*.yml']\n")
LAX = "grade:\n  fail_on_below_threshold: false\n"
WEAK_DOCS = ("version: 2\nmodels:\n  - name: orders\n    description: TODO\n"
             "    columns:\n      - name: id\n        description: id\n")
LAX_SHA = "1111111111111111111111111111111111111111"
HARMLESS_HEAD = "2222222222222222222222222222222222222222"


def strict_base(github: FakeGitHub) -> None:
    github.put_file(REPO, "signalforge.yml", BASE_SHA, STRICT)


def swapped_event(runner_env: Runner, **pull: object) -> None:
    """An earlier step rewrote the event file: `pull` replaces fields of its pull request
    (`base_sha`, `head_sha` and `number` reach into the nested objects)."""
    event = json.loads((EVENTS / "pull_request.opened.json").read_text())
    if "number" in pull:
        event["pull_request"]["number"] = event["number"] = pull["number"]
    if "base_sha" in pull:
        event["pull_request"]["base"]["sha"] = pull["base_sha"]
    if "head_sha" in pull:
        event["pull_request"]["head"]["sha"] = pull["head_sha"]
    path = runner_env.home / "edited-event.json"
    path.write_text(json.dumps(event))
    runner_env.monkeypatch.setenv("GITHUB_EVENT_PATH", str(path))


# --- the event file ---------------------------------------------------------------------------


def test_a_base_sha_swapped_in_the_event_file_does_not_choose_the_bar(
    runner_env: Runner, github: FakeGitHub,
) -> None:
    strict_base(github)
    github.put_file(REPO, "signalforge.yml", LAX_SHA, LAX)
    swapped_event(runner_env, base_sha=LAX_SHA)
    run = runner_env.run()
    assert run.exit_code == 3, run.stdout
    report = runner_env.grade_json
    assert report["verdict"]["state"] == "inconclusive"
    (found,) = report["findings"]
    assert found["kind"] == "missing"
    assert "base commit" in found["why"]
    assert LAX_SHA[:12] in found["why"]
    assert BASE_SHA[:12] in found["why"]


def test_a_pull_request_number_swapped_in_the_event_file_is_not_graded_instead(
    runner_env: Runner, github: FakeGitHub,
) -> None:
    strict_base(github)
    github.add_pull(REPO, 7, BASE_SHA, HARMLESS_HEAD, files=[])
    runner_env.monkeypatch.setenv("GITHUB_REF", f"refs/pull/{PR}/merge")
    swapped_event(runner_env, number=7, head_sha=HARMLESS_HEAD)
    run = runner_env.run()
    assert run.exit_code == 3, run.stdout
    (found,) = runner_env.grade_json["findings"]
    assert found["kind"] == "missing"
    assert "#7" in found["why"]
    assert f"refs/pull/{PR}/merge" in found["why"]


def test_a_head_sha_that_github_does_not_hold_for_the_pull_request_is_inconclusive(
    runner_env: Runner, github: FakeGitHub,
) -> None:
    strict_base(github)
    swapped_event(runner_env, head_sha=HARMLESS_HEAD)
    assert runner_env.run().exit_code == 3
    (found,) = runner_env.grade_json["findings"]
    assert "head commit" in found["why"]
    assert HARMLESS_HEAD[:12] in found["why"]


def test_an_unedited_event_is_graded_as_before(runner_env: Runner, github: FakeGitHub) -> None:
    runner_env.monkeypatch.setenv("GITHUB_REF", f"refs/pull/{PR}/merge")
    assert runner_env.run().exit_code == 0
    assert runner_env.grade_json["findings"] == []


# --- the checkout -----------------------------------------------------------------------------


def weak_docs_at_head(github: FakeGitHub, workspace: Path) -> None:
    strict_base(github)
    commit_at_head(github, workspace, "models/staging/schema.yml", WEAK_DOCS)


def test_drafted_docs_deleted_from_the_checkout_are_still_graded(
    runner_env: Runner, github: FakeGitHub, workspace: Path,
) -> None:
    weak_docs_at_head(github, workspace)
    (workspace / "models" / "staging" / "schema.yml").unlink()
    run = runner_env.run()
    assert run.exit_code == 1, run.stdout
    report = runner_env.grade_json
    assert report["docs"]["files"] == ["models/staging/schema.yml"]
    assert any("GitHub's API" in note for note in report["notes"])


def test_drafted_docs_rewritten_in_the_checkout_are_graded_as_github_holds_them(
    runner_env: Runner, github: FakeGitHub, workspace: Path,
) -> None:
    weak_docs_at_head(github, workspace)
    good = ("version: 2\nmodels:\n  - name: orders\n    description: One row per order "
            "placed on the storefront, with its status and totals in cents.\n")
    (workspace / "models" / "staging" / "schema.yml").write_text(good)
    assert runner_env.run().exit_code == 1
    graded = runner_env.grade_json["docs"]["report"]["results"]
    assert any(r["artifact_id"].startswith("column.id") and not r["passed"] for r in graded)
    assert not any("storefront" in (r["evidence"] or "") for r in graded)


def test_a_file_github_lists_but_does_not_hold_at_the_head_is_a_named_missing_piece(
    runner_env: Runner, github: FakeGitHub, workspace: Path,
) -> None:
    strict_base(github)
    github.add_pull(REPO, 9, BASE_SHA, HEAD_SHA, files=[
        {"filename": "models/gone.yml", "status": "added", "patch": added_patch(WEAK_DOCS)}])
    runner_env.monkeypatch.setenv("GITHUB_REF", "refs/pull/9/merge")
    swapped_event(runner_env, number=9)
    run = runner_env.run()
    assert run.exit_code == 3, run.stdout
    docs = runner_env.grade_json["docs"]
    (found,) = docs["findings"]
    assert (found["kind"], found["file"]) == ("missing", "models/gone.yml")
    assert "GitHub lists this file as changed" in found["why"]
    assert runner_env.grade_json["verdict"]["docs"]["state"] == "inconclusive"


def test_bytes_that_are_not_the_blob_github_lists_are_not_graded(
    runner_env: Runner, github: FakeGitHub, workspace: Path,
) -> None:
    strict_base(github)
    github.put_file(REPO, "models/staging/schema.yml", HEAD_SHA, WEAK_DOCS)
    github.add_pull(REPO, 9, BASE_SHA, HEAD_SHA, files=[
        {"filename": "models/staging/schema.yml", "status": "modified",
         "sha": "3" * 40, "patch": added_patch(WEAK_DOCS)}])
    runner_env.monkeypatch.setenv("GITHUB_REF", "refs/pull/9/merge")
    swapped_event(runner_env, number=9)
    assert runner_env.run().exit_code == 3
    (found,) = runner_env.grade_json["docs"]["findings"]
    assert "not the blob GitHub lists" in found["why"]
    assert found["file"] == "models/staging/schema.yml"


def git(workspace: Path, *args: str) -> str:
    done = subprocess.run(["git", "-C", str(workspace), *args], check=True,
                          capture_output=True, text=True)
    return done.stdout.strip()


def test_a_checkout_with_git_reads_the_listed_blobs_from_git_objects(
    runner_env: Runner, github: FakeGitHub, workspace: Path,
) -> None:
    """As a shallow checkout of the merge commit: the blobs are in the object store, and
    GitHub's contents API is not asked for them."""
    weak_docs_at_head(github, workspace)
    git(workspace, "init", "-q")
    git(workspace, "add", "-A")
    git(workspace, "-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-qm", "x")
    (workspace / "models" / "staging" / "schema.yml").write_text("version: 2\n")
    assert runner_env.run().exit_code == 1
    report = runner_env.grade_json
    assert any("from git objects" in note for note in report["notes"])
    # the folders are listed to find the dbt project; the file itself is not asked for
    assert github.requests_matching("GET", r"/contents/models/staging/schema.yml") == []


# --- GitHub's list limit ----------------------------------------------------------------------


def test_docs_past_githubs_3000_file_list_make_the_check_inconclusive(
    runner_env: Runner, github: FakeGitHub, workspace: Path,
) -> None:
    strict_base(github)
    filler = [{"filename": f"src/file_{n:04}.sql", "status": "added"} for n in range(3000)]
    github.add_pull(REPO, 11, BASE_SHA, HEAD_SHA, files=[
        *filler, {"filename": "models/late.yml", "status": "added"}])
    runner_env.monkeypatch.setenv("GITHUB_REF", "refs/pull/11/merge")
    swapped_event(runner_env, number=11)
    run = runner_env.run()
    assert run.exit_code == 3, run.stdout
    docs = runner_env.grade_json["docs"]
    assert docs["changed_files_truncated"] is True
    (found,) = docs["findings"]
    assert found["kind"] == "missing"
    assert "3,000" in found["why"]
    assert runner_env.grade_json["verdict"]["docs"]["state"] == "inconclusive"


# --- the session audit ------------------------------------------------------------------------

SESSION_BAR = ("gate:\n  judge: heuristic\n  session:\n    min_percent: 95\n"
               "    fail_on_below_threshold: true\n")
AUDIT = ".cleo/audit-log.jsonl"


def test_an_audit_deleted_from_the_checkout_is_graded_as_github_holds_it(
    runner_env: Runner, github: FakeGitHub, workspace: Path,
) -> None:
    github.put_file(REPO, "signalforge.yml", BASE_SHA, SESSION_BAR)
    (workspace / AUDIT).unlink()
    run = runner_env.run()
    assert run.exit_code == 1, run.stdout
    session = runner_env.grade_json["session"]
    assert session["grades"][0]["totalScore"] == 91
    assert session["sources"] == [AUDIT]
    assert any("session audit the pull request commits was read at its head commit" in note
               for note in runner_env.grade_json["notes"])


def test_an_audit_rewritten_in_the_checkout_is_graded_as_github_holds_it(
    runner_env: Runner, github: FakeGitHub, workspace: Path,
) -> None:
    github.put_file(REPO, "signalforge.yml", BASE_SHA, SESSION_BAR)
    (workspace / AUDIT).write_text("")  # an earlier step's edit: nothing left to fault
    assert runner_env.run().exit_code == 1
    assert runner_env.grade_json["session"]["grades"][0]["totalScore"] == 91


def test_an_audit_whose_bytes_are_not_the_listed_blob_is_a_missing_piece(
    runner_env: Runner, github: FakeGitHub, workspace: Path,
) -> None:
    github.put_file(REPO, "signalforge.yml", BASE_SHA, SESSION_BAR)
    github.add_pull(REPO, 9, BASE_SHA, HEAD_SHA, files=[
        {"filename": AUDIT, "status": "added", "sha": "4" * 40}])
    runner_env.monkeypatch.setenv("GITHUB_REF", "refs/pull/9/merge")
    swapped_event(runner_env, number=9)
    assert runner_env.run().exit_code == 3
    session = runner_env.grade_json["session"]
    (found,) = session["findings"]
    assert (found["kind"], found["file"]) == ("missing", AUDIT)
    assert runner_env.grade_json["verdict"]["session"]["state"] == "inconclusive"
