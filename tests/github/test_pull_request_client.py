"""The GitHub adapter at the HTTP level: PyGithub's real requests, answered by `responses`.

The end-to-end tests run the whole gate against a loopback fake GitHub; these pin what the
adapter itself promises, one request at a time: pagination and GitHub's file-list limit, the
typed error for each kind of failure (a lost write is "outcome unknown", never "refused"), and
what a missing file or an already-deleted comment reads as.
"""

from __future__ import annotations

import base64
import json
from collections.abc import Iterator

import pytest
import responses

from gate.github.pull_request import (
    GitHubUnavailable,
    OutcomeUnknown,
    Pacing,
    PullRequestClient,
    WriteRefused,
)

API = "https://api.github.test"
#: PyGithub names the port in every URL it requests.
REPO = "https://api.github.test:443/repos/octo/widgets"
NO_WAIT = Pacing(requests=0, writes=0, retries=0, secondary_rate_wait=0)


@pytest.fixture
def github() -> Iterator[responses.RequestsMock]:
    with responses.RequestsMock(assert_all_requests_are_fired=False) as mock:
        yield mock


def client() -> PullRequestClient:
    return PullRequestClient(API, "ghp_test_token", "octo/widgets", pacing=NO_WAIT)


def pull(number: int = 7, *, changed_files: int = 2) -> dict[str, object]:
    return {"number": number, "url": f"{REPO}/pulls/{number}", "changed_files": changed_files,
            "head": {"sha": "a" * 40, "ref": "feature"}, "base": {"sha": "b" * 40, "ref": "main"}}


def listed(*names: str) -> list[dict[str, object]]:
    return [{"filename": n, "status": "modified", "sha": "c" * 40, "patch": "@@"} for n in names]


def test_the_changed_files_are_read_across_pages(github: responses.RequestsMock) -> None:
    github.get(f"{REPO}/pulls/7", json=pull(changed_files=3))
    github.get(f"{REPO}/pulls/7/files", json=listed("a.yml", "b.yml"),
               headers={"Link": f'<{API}/repos/octo/widgets/pulls/7/files?page=2>; rel="next"'},
               match=[responses.matchers.query_param_matcher({})])
    github.get(f"{REPO}/pulls/7/files", json=listed("c.md"),
               match=[responses.matchers.query_param_matcher({"page": "2"})])
    files = client().changed_files(7)
    assert [f.filename for f in files.files] == ["a.yml", "b.yml", "c.md"]
    assert files.truncated is False


def test_a_pull_request_larger_than_the_list_is_marked_truncated(
        github: responses.RequestsMock) -> None:
    github.get(f"{REPO}/pulls/7", json=pull(changed_files=3001))
    github.get(f"{REPO}/pulls/7/files", json=listed("a.yml"))
    assert client().changed_files(7).truncated is True


def test_the_list_is_asked_once_per_run(github: responses.RequestsMock) -> None:
    github.get(f"{REPO}/pulls/7", json=pull())
    files = github.get(f"{REPO}/pulls/7/files", json=listed("a.yml", "b.yml"))
    gate = client()
    gate.changed_files(7)
    gate.changed_files(7)
    assert files.call_count == 1


def test_a_lost_answer_to_a_write_is_an_unknown_outcome(github: responses.RequestsMock) -> None:
    github.post(f"{REPO}/issues/7/comments", status=502, json={"message": "Bad Gateway"})
    with pytest.raises(OutcomeUnknown, match="answer was lost"):
        client().post_comment(7, "body")


def test_a_refused_write_names_the_permission_to_grant(github: responses.RequestsMock) -> None:
    github.post(f"{REPO}/issues/7/comments", status=403,
                json={"message": "Resource not accessible by integration"})
    with pytest.raises(WriteRefused, match="Resource not accessible") as refused:
        client().post_comment(7, "body")
    assert "pull-requests: write" in (refused.value.remediation or "")


def test_a_failed_read_is_unavailable_with_githubs_message(
        github: responses.RequestsMock) -> None:
    github.get(f"{REPO}/pulls/7", status=500, json={"message": "Server Error"})
    with pytest.raises(GitHubUnavailable, match="kept failing to read pull request #7") as failed:
        client().pull_head(7)
    assert not isinstance(failed.value, OutcomeUnknown)


def test_a_file_absent_at_the_ref_reads_as_none(github: responses.RequestsMock) -> None:
    github.get(f"{REPO}", json={"full_name": "octo/widgets", "url": REPO})
    github.get(f"{REPO}/contents/signalforge.yml", status=404, json={"message": "Not Found"})
    assert client().read_file("signalforge.yml", "b" * 40) is None


def test_a_file_at_the_ref_is_decoded(github: responses.RequestsMock) -> None:
    text = b"grade:\n  min_pass_rate: 0.8\n"
    github.get(f"{REPO}/contents/signalforge.yml",
               json={"type": "file", "encoding": "base64", "name": "signalforge.yml",
                     "path": "signalforge.yml", "content": base64.b64encode(text).decode()})
    assert client().read_file("signalforge.yml", "b" * 40) == text
    assert github.calls[-1].request.params == {"ref": "b" * 40}


def test_deleting_a_comment_another_run_deleted_is_not_an_error(
        github: responses.RequestsMock) -> None:
    github.delete(f"{REPO}/issues/comments/99", status=404, json={"message": "Not Found"})
    assert client().delete_comment(99) is False


def test_a_comment_is_posted_with_the_body_and_read_back(github: responses.RequestsMock) -> None:
    github.post(f"{REPO}/issues/7/comments", status=201,
                json={"id": 5, "body": "hello", "user": {"login": "github-actions[bot]"},
                      "html_url": "https://github.test/octo/widgets/pull/7#issuecomment-5"})
    comment = client().post_comment(7, "hello")
    assert (comment.id, comment.author) == (5, "github-actions[bot]")
    assert json.loads(github.calls[-1].request.body or "{}") == {"body": "hello"}
    assert github.calls[-1].request.headers["Authorization"].endswith("ghp_test_token")
