"""GitLab behind the forge seam: python-gitlab, unpatched, against the strict fake GitLab."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from gate.core.errors import MissingPiece
from gate.core.redaction import MASK, register
from gate.forge.gitlab.client import GitLabForge, api_root
from gate.forge.gitlab.errors import GitLabUnavailable
from gate.forge.gitlab.pipeline import MergeRequestClaims
from gate.forge.seam import OutcomeUnknown, WriteRefused
from tests.fakes.gitlab_api import FakeGitLab, blob_id

BASE, HEAD, OTHER = "a" * 40, "b" * 40, "c" * 40
TOKEN = "glpat-forge-test"
FILES = 150  # two pages of GitLab's at most 100 per page


@pytest.fixture
def gitlab() -> Iterator[FakeGitLab]:
    with FakeGitLab() as fake:
        fake.add_token(TOKEN, "gate-bot")
        for number in range(FILES):
            fake.put_file(HEAD, f"models/m{number:03}.yml", f"version: 2  # {number}\n")
        fake.put_file(BASE, "signalforge.yml", "grade: {}\n")
        fake.add_merge_request(7, BASE, HEAD, {f"models/m{n:03}.yml": "added"
                                               for n in range(FILES)})
        yield fake


def forge(gitlab: FakeGitLab, **claims: object) -> GitLabForge:
    said = {"project_id": str(gitlab.project_id), "iid": 7, "base_sha": BASE,
            "head_sha": HEAD, **claims}
    return GitLabForge(gitlab.api_url, MergeRequestClaims(**said),  # type: ignore[arg-type]
                       token=TOKEN)


def test_the_api_root_keeps_a_self_managed_path() -> None:
    assert api_root("https://git.example.com/gitlab/api/v4/") == "https://git.example.com/gitlab"


def test_every_changed_file_is_listed_across_pages_with_its_blob_id(gitlab) -> None:
    listed = forge(gitlab).changed_files(7)
    assert len(listed.files) == FILES
    assert not listed.truncated
    first = listed.files[0]
    assert first.status == "added"
    assert first.sha == blob_id(b"version: 2  # 0\n")
    assert [r.query.get("page") for r in gitlab.requests_matching("GET", r"/diffs$")] == [
        None, "2"]
    assert gitlab.violations == []


def test_files_and_blobs_are_read_at_a_commit_and_absence_is_none(gitlab) -> None:
    reader = forge(gitlab)
    assert reader.read_file("signalforge.yml", BASE) == b"grade: {}\n"
    assert reader.read_file("signalforge.yml", HEAD) is None
    assert reader.read_blob(blob_id(b"grade: {}\n")) == b"grade: {}\n"
    assert reader.can_read(BASE)
    assert not reader.can_read(OTHER)


@pytest.mark.parametrize(("claim", "variable"), [
    ({"head_sha": OTHER}, "CI_COMMIT_SHA"),
    ({"base_sha": OTHER}, "CI_MERGE_REQUEST_DIFF_BASE_SHA"),
    ({"source_project_id": "999"}, "CI_PROJECT_ID"),
])
def test_a_variable_that_disagrees_with_gitlab_is_a_missing_piece(
    gitlab, claim, variable,
) -> None:
    with pytest.raises(MissingPiece, match=variable):
        forge(gitlab, **claim).pull_commits(7)


def test_an_unknown_token_is_named_and_a_job_token_may_not_write(gitlab) -> None:
    stranger = GitLabForge(gitlab.api_url, MergeRequestClaims(str(gitlab.project_id), 7),
                           token="glpat-revoked")
    with pytest.raises(GitLabUnavailable, match="401"):
        stranger.pull_commits(7)
    gitlab.add_job_token("job-1")
    job = GitLabForge(gitlab.api_url, MergeRequestClaims(str(gitlab.project_id), 7),
                      job_token="job-1")
    assert job.pull_commits(7).head_sha == HEAD  # it reads
    assert job.login_from_user() is None
    with pytest.raises(WriteRefused, match="403"):
        job.post_comment(7, "hello")


def test_a_lost_write_is_an_unknown_outcome_and_is_not_retried(gitlab) -> None:
    gitlab.lose_next_response("POST", r"/notes$")
    with pytest.raises(OutcomeUnknown):
        forge(gitlab).post_comment(7, "hello")
    assert len(gitlab.user_notes(7)) == 1  # GitLab did it
    assert len(gitlab.requests_matching("POST", r"/notes$")) == 1


def test_a_failing_read_is_retried(gitlab) -> None:
    gitlab.fail_next("GET", r"/merge_requests/7$", 502, times=2)
    assert forge(gitlab).pull_commits(7).base_sha == BASE
    assert len(gitlab.requests_matching("GET", r"/merge_requests/7$")) == 3


def test_notes_come_oldest_first_without_gitlab_s_system_notes(gitlab) -> None:
    gitlab.add_note(7, "first", "someone")
    gitlab.add_note(7, "added 1 commit", "someone", system=True)
    gitlab.add_note(7, "second", "gate-bot")
    assert [c.body for c in forge(gitlab).comments(7)] == ["first", "second"]
    assert gitlab.requests_matching("GET", r"/notes$")[0].query["sort"] == "asc"


def test_a_note_already_removed_by_another_run_is_no_error(gitlab) -> None:
    reader = forge(gitlab)
    note = reader.post_comment(7, "x")
    assert reader.delete_comment(note.id)
    assert not reader.delete_comment(note.id)


def test_every_write_is_redacted_on_its_way_out(gitlab) -> None:
    secret = "sk-ant-api03-a-secret-on-its-way-to-gitlab"
    register(secret)
    forge(gitlab).post_comment(7, f"the key is {secret}")
    (note,) = gitlab.user_notes(7)
    assert secret not in note["body"]
    assert MASK in note["body"]


def test_a_folder_is_listed_at_a_commit_across_pages_with_each_blob_id(gitlab) -> None:
    gitlab.put_file(HEAD, "models/marts/orders.yml", "version: 2\n")
    reader = forge(gitlab)
    entries = {e.name: e for e in reader.folder_entries("models", HEAD) or []}
    assert len(entries) == FILES + 1
    assert entries["marts"].kind == "dir"
    assert (entries["m000.yml"].kind, entries["m000.yml"].sha) == (
        "file", blob_id(b"version: 2  # 0\n"))
    assert [e.name for e in reader.folder_entries("", HEAD) or []] == ["models"]
    listed = gitlab.requests_matching("GET", r"/repository/tree$")
    assert [(r.query.get("path"), r.query["ref"], r.query.get("page")) for r in listed] == [
        ("models", HEAD, None), ("models", HEAD, "2"), (None, HEAD, None)]
    assert gitlab.violations == []


def test_a_folder_absent_at_the_commit_is_none_and_a_failing_listing_an_error(gitlab) -> None:
    reader = forge(gitlab)
    assert reader.folder_entries("models", BASE) is None
    assert reader.folder_entries("models", OTHER) is None
    gitlab.fail_next("GET", r"/repository/tree$", 500, times=4)
    with pytest.raises(GitLabUnavailable):
        reader.folder_entries("models", HEAD)
