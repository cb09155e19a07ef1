"""What a GitLab run shows names GitLab, never GitHub, a pull request or GitHub's checkout
setting: the merge request's note, the commit status, the job's log, grade.json and the HTML
report, in runs that pass, fail and cannot grade. Code shared by every forge takes the
forge's words from the run (`ForgeWords`)."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.conftest import CliRun
from tests.fakes.gitlab_api import FakeGitLab
from tests.runner.test_run_on_gitlab import (  # noqa: F401 (the GitLab job's fixtures)
    BASE_SHA,
    IID,
    LAX,
    LAX_SHA,
    bad_merge_request,
    gitlab,
    job,
    workspace,
)


def passing(fake: FakeGitLab, checkout: Path, env: pytest.MonkeyPatch) -> None:
    """The bundled example: graded at the head, with the notes on where it was read."""


def failing(fake: FakeGitLab, checkout: Path, env: pytest.MonkeyPatch) -> None:
    bad_merge_request(fake, checkout)


def base_disagrees(fake: FakeGitLab, checkout: Path,
                   env: pytest.MonkeyPatch) -> None:
    """The variables name a base GitLab does not hold for the merge request: nothing graded."""
    fake.put_file(LAX_SHA, "signalforge.yml", LAX)
    env.setenv("CI_MERGE_REQUEST_DIFF_BASE_SHA", LAX_SHA)


def changes_unlisted(fake: FakeGitLab, checkout: Path,
                     env: pytest.MonkeyPatch) -> None:
    """GitLab fails to list the merge request's changes: the audit cannot be found."""
    fake.fail_next("GET", r"/diffs$", 500, times=100)


def no_token(fake: FakeGitLab, checkout: Path, env: pytest.MonkeyPatch) -> None:
    """No token at all: the base's configuration cannot be read (no git history here)."""
    env.delenv("SIGNALFORGE_GITLAB_TOKEN")


def blobs_unreadable(fake: FakeGitLab, checkout: Path,
                     env: pytest.MonkeyPatch) -> None:
    """GitLab answers every read of a changed file with a server error."""
    fake.fail_next("GET", r"/repository/(files|blobs)/", 500, times=1000)
    fake.put_file(BASE_SHA, "signalforge.yml", (checkout / "signalforge.yml").read_text())


@pytest.mark.parametrize("scenario", [passing, failing, base_disagrees, changes_unlisted,
                                      no_token, blobs_unreadable])
def test_a_gitlab_run_s_note_log_report_and_page_never_say_github(
    job: Callable[..., CliRun], gitlab: FakeGitLab, workspace: Path,  # noqa: F811 (fixtures)
    monkeypatch: pytest.MonkeyPatch,
    scenario: Callable[[FakeGitLab, Path, pytest.MonkeyPatch], None],
) -> None:
    scenario(gitlab, workspace, monkeypatch)
    run = job("--html", "report")
    shown = {"log": run.stdout + run.stderr,
             "grade.json": (workspace / ".signalforge" / "grade.json").read_text(),
             **{f"note {n['id']}": n["body"] for n in gitlab.user_notes(IID)},
             **{f"status {i}": str(s.get("description")) for i, s in
                enumerate(gitlab.statuses)},
             **{str(p.relative_to(workspace)): p.read_text() for p in
                (workspace / "report").rglob("*.html")}}
    assert "GitLab" in shown["log"]  # where the forge is named, it is the one in use
    said = {where: re.findall(
        r".{0,80}(?:GitHub|[Pp]ull request|\bPR\b|fetch-depth|actions/).{0,40}", text)
            for where, text in shown.items()}
    assert {where: found for where, found in said.items() if found} == {}


def test_a_gitlab_run_without_the_base_asks_for_gitlab_s_whole_history_setting(
    job: Callable[..., CliRun], gitlab: FakeGitLab, workspace: Path,  # noqa: F811 (fixtures)
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The fix names the setting a GitLab job has (`GIT_DEPTH`), not GitHub's checkout's."""
    no_token(gitlab, workspace, monkeypatch)
    run = job()
    assert 'GIT_DEPTH: "0"' in run.stdout + run.stderr
