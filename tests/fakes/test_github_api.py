"""FakeGitHub driven by the real PyGithub: if these pass, the gate's GitHub code can be
tested end to end against it without the internet.

Clients are built with ``retry=None`` and both throttles off, because PyGithub's defaults
(``GithubRetry()``: up to 10 retries, 60 s wait on secondary rate limits; 0.25 s between
requests and 1 s between writes) would make a test suite slow. Tests that are about
retrying pass a small ``GithubRetry`` explicitly.
"""

from __future__ import annotations

import hashlib
import json
import re
import time
from collections.abc import Iterator
from typing import Any

import github
import jsonschema
import pytest
import requests
from github.GithubRetry import GithubRetry

from tests.fakes.github_api import (
    FakeGitHub,
    event_payload,
    parse_patch,
    route_for,
    validate_request,
)
from tests.fakes.held_requests import read_held_across_a_write

EVENT = event_payload("pull_request.opened")
REPO = EVENT["repository"]["full_name"]  # Codertocat/Hello-World
NUMBER = EVENT["number"]
BASE_SHA = EVENT["pull_request"]["base"]["sha"]
HEAD_SHA = EVENT["pull_request"]["head"]["sha"]
README_PATCH = "@@ -1,3 +1,4 @@\n # Hello-World\n-old line\n+new line\n+another line\n context"


def client(fake: FakeGitHub, token: str = "ghs_fake", **kwargs: Any) -> github.Github:
    """A PyGithub client on the fake; no retries and no throttling unless asked for."""
    options: dict[str, Any] = {
        "retry": None,
        "seconds_between_requests": None,
        "seconds_between_writes": None,
    }
    options.update(kwargs)
    return github.Github(base_url=fake.base_url, auth=github.Auth.Token(token), **options)


def seed(fake: FakeGitHub, files: list[dict[str, Any]] | None = None) -> None:
    """The repository and PR #2 of the real `pull_request.opened` webhook payload."""
    fake.add_repo(REPO, default_branch="master", repo_id=EVENT["repository"]["id"])
    readme = {"filename": "README.md", "status": "modified", "additions": 2, "deletions": 1,
              "patch": README_PATCH}
    fake.add_pull(REPO, NUMBER, BASE_SHA, HEAD_SHA, files=files or [readme],
                  head_ref="changes", title=EVENT["pull_request"]["title"])


@pytest.fixture
def fake() -> Iterator[FakeGitHub]:
    with FakeGitHub() as server:
        seed(server)
        yield server


@pytest.fixture
def gh(fake: FakeGitHub) -> Iterator[github.Github]:
    with client(fake) as instance:
        yield instance


def api(fake: FakeGitHub, method: str, path: str, **kwargs: Any) -> requests.Response:
    """A raw request, for what PyGithub would not send (or hides)."""
    headers = {"Authorization": "token ghs_fake", **kwargs.pop("headers", {})}
    return requests.request(method, fake.base_url + path, headers=headers, timeout=5, **kwargs)


# ---- reading -----------------------------------------------------------------------
def test_repo_and_pull_request(fake: FakeGitHub, gh: github.Github) -> None:
    repo = gh.get_repo(REPO)
    assert (repo.full_name, repo.id, repo.default_branch) == (REPO, 186853002, "master")
    assert repo.url == f"{fake.base_url}/repos/{REPO}"

    pull = repo.get_pull(NUMBER)
    assert pull.number == NUMBER
    assert pull.title == "Update the README with new information."
    assert (pull.base.ref, pull.base.sha) == ("master", BASE_SHA)
    assert (pull.head.ref, pull.head.sha) == ("changes", HEAD_SHA)
    assert pull.head.repo.full_name == REPO
    assert pull.user.login == "Codertocat"
    assert pull.issue_url == f"{fake.base_url}/repos/{REPO}/issues/{NUMBER}"
    assert fake.violations == []
    # nothing in that flow needs GET /user
    assert fake.requests_matching("GET", r"^/user$") == []


def test_fork_pull_request(fake: FakeGitHub, gh: github.Github) -> None:
    fake.add_pull(REPO, 7, BASE_SHA, "c" * 40, head_repo="forker/Hello-World", head_ref="patch-1")
    pull = gh.get_repo(REPO).get_pull(7)
    assert pull.head.repo.full_name == "forker/Hello-World"
    assert pull.head.repo.fork is True
    assert pull.head.label == "forker:patch-1"
    assert pull.base.repo.full_name == REPO


def test_pull_files_are_paginated_with_link_headers(fake: FakeGitHub, gh: github.Github) -> None:
    files = [{"filename": f"src/f{i:02}.py", "status": "added", "additions": i} for i in range(75)]
    fake.add_pull(REPO, 9, BASE_SHA, HEAD_SHA, files=files)

    listed = list(gh.get_repo(REPO).get_pull(9).get_files())

    assert [f.filename for f in listed] == [f["filename"] for f in files]
    assert (listed[3].additions, listed[3].changes, listed[3].status) == (3, 3, "added")
    pages = [r.query.get("page") for r in fake.requests_matching("GET", r"/pulls/9/files$")]
    assert pages == [None, "2", "3"]  # PyGithub walked rel="next" twice

    backwards = gh.get_repo(REPO).get_pull(9).get_files().reversed  # rel="last", then "prev"
    assert [f.filename for f in backwards] == [f["filename"] for f in reversed(files)]
    assert fake.violations == []


def test_link_header_format_matches_github(fake: FakeGitHub) -> None:
    fake.add_pull(REPO, 9, BASE_SHA, HEAD_SHA, files=[f"f{i}" for i in range(75)])
    base = f"{fake.base_url}/repos/{REPO}/pulls/9/files"

    first = api(fake, "GET", f"/repos/{REPO}/pulls/9/files?per_page=30")
    middle = api(fake, "GET", f"/repos/{REPO}/pulls/9/files?per_page=30&page=2")
    last = api(fake, "GET", f"/repos/{REPO}/pulls/9/files?per_page=30&page=3")

    assert first.headers["link"] == (
        f'<{base}?per_page=30&page=2>; rel="next", <{base}?per_page=30&page=3>; rel="last"'
    )
    assert middle.headers["link"] == (
        f'<{base}?per_page=30&page=1>; rel="prev", <{base}?per_page=30&page=3>; rel="next", '
        f'<{base}?per_page=30&page=3>; rel="last", <{base}?per_page=30&page=1>; rel="first"'
    )
    assert last.headers["link"] == (
        f'<{base}?per_page=30&page=2>; rel="prev", <{base}?per_page=30&page=1>; rel="first"'
    )
    assert [len(r.json()) for r in (first, middle, last)] == [30, 30, 15]
    assert first.links["next"]["url"].startswith(fake.base_url)  # requests parses it too


def test_per_page_is_forwarded_and_total_count_uses_last_link(fake: FakeGitHub) -> None:
    for i in range(25):
        fake.add_comment(REPO, NUMBER, f"comment {i}", "Codertocat")
    with client(fake, per_page=10) as gh:
        comments = gh.get_repo(REPO).get_pull(NUMBER).get_issue_comments()
        assert comments.totalCount == 25  # per_page=1 request, page number of rel="last"
        assert [c.body for c in comments] == [f"comment {i}" for i in range(25)]
    listing = fake.requests_matching("GET", r"/issues/\d+/comments$")
    assert [r.query for r in listing] == [
        {"per_page": "1"},
        {"per_page": "10"},
        {"per_page": "10", "page": "2"},
        {"per_page": "10", "page": "3"},
    ]


def test_per_page_over_100_is_clamped_and_recorded(fake: FakeGitHub) -> None:
    fake.add_pull(REPO, 9, BASE_SHA, HEAD_SHA, files=[f"f{i}" for i in range(150)])
    response = api(fake, "GET", f"/repos/{REPO}/pulls/9/files?per_page=250")
    assert response.status_code == 200
    assert len(response.json()) == 100
    assert [v.problems for v in fake.violations] == [
        ("query parameter 'per_page' must be <= 100, got 250",)
    ]


def test_get_contents_at_a_ref(fake: FakeGitHub, gh: github.Github) -> None:
    fake.put_file(REPO, ".signalforge.yml", BASE_SHA, b"threshold: 7\n")
    fake.put_file(REPO, "docs/a.md", BASE_SHA, "# A\n")
    repo = gh.get_repo(REPO)

    config = repo.get_contents(".signalforge.yml", ref=BASE_SHA)
    assert not isinstance(config, list)
    assert config.decoded_content == b"threshold: 7\n"
    assert config.encoding == "base64"
    assert config.sha == "1184dceee943914e163c93ed9526141d818c6d00"  # git hash-object
    # the branch name and its sha are the same commit
    by_branch = repo.get_contents(".signalforge.yml", ref="master")
    assert not isinstance(by_branch, list)
    assert by_branch.decoded_content == b"threshold: 7\n"

    listing = repo.get_contents("docs", ref=BASE_SHA)
    assert isinstance(listing, list)
    assert [(c.name, c.type) for c in listing] == [("a.md", "file")]

    with pytest.raises(github.UnknownObjectException) as missing:
        repo.get_contents("nope.yml", ref=BASE_SHA)
    assert missing.value.status == 404
    assert missing.value.data["message"] == "Not Found"
    with pytest.raises(github.GithubException) as bad_ref:
        repo.get_contents(".signalforge.yml", ref="no-such-branch")
    assert bad_ref.value.status == 404
    assert bad_ref.value.data["message"] == "No commit found for the ref no-such-branch"


def test_large_file_has_no_content_like_github(fake: FakeGitHub, gh: github.Github) -> None:
    fake.put_file(REPO, "big.bin", BASE_SHA, b"x" * (1024 * 1024 + 1))
    big = gh.get_repo(REPO).get_contents("big.bin", ref=BASE_SHA)
    assert not isinstance(big, list)
    assert (big.encoding, big.content, big.size) == ("none", "", 1024 * 1024 + 1)


# ---- writing -----------------------------------------------------------------------
def test_issue_comment_create_list_edit_delete(fake: FakeGitHub, gh: github.Github) -> None:
    fake.add_comment(REPO, NUMBER, "LGTM", "Codertocat")
    pull = gh.get_repo(REPO).get_pull(NUMBER)

    created = pull.create_issue_comment("<!-- signalforge-gate -->\nScore: 6/10")
    assert created.user.login == "github-actions[bot]"
    assert created.user.type == "Bot"
    assert created.html_url.endswith(f"/pull/{NUMBER}#issuecomment-{created.id}")
    assert created.id > 2**31  # real comment ids no longer fit in 32 bits

    bodies = [(c.user.login, c.body) for c in pull.get_issue_comments()]
    assert bodies == [("Codertocat", "LGTM"), ("github-actions[bot]", created.body)]

    created.edit("<!-- signalforge-gate -->\nScore: 9/10")
    assert created.body.endswith("9/10")
    assert [c.body for c in pull.get_issue_comments()][-1].endswith("9/10")
    assert fake.comments("Codertocat", "Hello-World", NUMBER)[-1]["body"].endswith("9/10")

    created.delete()
    assert [c["body"] for c in fake.comments(REPO, NUMBER)] == ["LGTM"]
    assert fake.violations == []
    assert {r.headers["authorization"] for r in fake.requests} == {"token ghs_fake"}


@pytest.fixture
def lazy_gh(fake: FakeGitHub) -> Iterator[github.Github]:
    """``lazy=True``: objects built from a URL (``get_commit``) are not fetched eagerly."""
    with client(fake, lazy=True) as instance:
        yield instance


def test_get_commit_lists_the_parents_seeded_and_refuses_an_unknown_sha(
    fake: FakeGitHub, gh: github.Github
) -> None:
    """``repos/get-commit``: the commit's parents as seeded; GitHub's 422 for a sha it lacks."""
    parent = "1" * 40
    fake.set_parents(REPO, HEAD_SHA, [parent])
    repo = gh.get_repo(REPO)
    commit = repo.get_commit(HEAD_SHA)
    assert [p.sha for p in commit.parents] == [parent]
    assert fake.requests[-1].path == f"/repos/{REPO}/commits/{HEAD_SHA}"
    with pytest.raises(github.GithubException) as refused:
        repo.get_commit("2" * 40)
    assert refused.value.status == 422
    assert fake.violations == []


def test_compare_lists_the_files_two_commits_differ_in_with_their_head_blobs(
    fake: FakeGitHub, gh: github.Github
) -> None:
    """``repos/compare-commits``: added, modified and removed files between two seeded
    commits, each with the blob id of its bytes at the head."""
    base, head = "1" * 40, "2" * 40
    fake.put_file(REPO, "same.md", base, "x")
    fake.put_file(REPO, "same.md", head, "x")
    fake.put_file(REPO, "changed.yml", base, "a")
    fake.put_file(REPO, "changed.yml", head, "b")
    fake.put_file(REPO, "gone.yml", base, "a")
    fake.put_file(REPO, "new.yml", head, "n")
    files = gh.get_repo(REPO).compare(base, head).files
    assert {(f.filename, f.status) for f in files} == {
        ("changed.yml", "modified"), ("gone.yml", "removed"), ("new.yml", "added")}
    new = next(f for f in files if f.filename == "new.yml")
    assert new.sha == hashlib.sha1(b"blob 1\0n", usedforsecurity=False).hexdigest()
    assert fake.violations == []


def test_review_with_inline_comments(fake: FakeGitHub, lazy_gh: github.Github) -> None:
    repo = lazy_gh.get_repo(REPO)
    pull = repo.get_pull(NUMBER)

    review = pull.create_review(
        commit=repo.get_commit(HEAD_SHA),  # lazy: just a URL, no GET /commits/{sha}
        body="Two findings.",
        event="COMMENT",
        comments=[
            {"path": "README.md", "line": 3, "side": "RIGHT", "body": "typo"},
            {"path": "README.md", "line": 2, "side": "LEFT", "body": "why remove this?"},
        ],
    )
    assert (review.state, review.body, review.commit_id) == ("COMMENTED", "Two findings.", HEAD_SHA)
    assert [r.id for r in pull.get_reviews()] == [review.id]

    inline = list(pull.get_review_comments())
    assert [(c.path, c.line, c.side, c.position) for c in inline] == [
        ("README.md", 3, "RIGHT", 4),
        ("README.md", 2, "LEFT", 2),
    ]
    # the hunk header down to the commented line
    assert inline[0].diff_hunk == README_PATCH.rsplit("\n", 1)[0]
    assert inline[0].pull_request_review_id == review.id
    assert fake.violations == []


def test_review_comment_off_the_diff_is_refused_whole(fake: FakeGitHub, gh: github.Github) -> None:
    pull = gh.get_repo(REPO).get_pull(NUMBER)
    with pytest.raises(github.GithubException) as refused:
        pull.create_review(body="x", event="COMMENT", comments=[
            {"path": "README.md", "line": 3, "body": "fine"},
            {"path": "README.md", "line": 40, "body": "not in any hunk"},
        ])
    assert refused.value.status == 422
    assert refused.value.data["errors"] == [
        "Pull request review thread line must be part of the diff and "
        "Pull request review thread diff hunk can't be blank"
    ]
    with pytest.raises(github.GithubException) as wrong_path:
        pull.create_review(body="x", event="COMMENT",
                           comments=[{"path": "nope.py", "line": 1, "body": "?"}])
    assert "path is invalid" in wrong_path.value.data["errors"][0]
    assert fake.reviews(REPO, NUMBER) == []
    assert fake.review_comments(REPO, NUMBER) == []


def test_parse_patch_positions_count_later_hunk_headers() -> None:
    lines = parse_patch("@@ -1,2 +1,2 @@\n a\n-b\n+B\n@@ -10,1 +10,2 @@\n j\n+k")
    assert [(x.position, x.kind, x.left, x.right) for x in lines] == [
        (0, "@", None, None), (1, " ", 1, 1), (2, "-", 2, None), (3, "+", None, 2),
        (4, "@", None, None), (5, " ", 10, 10), (6, "+", None, 11),
    ]


def test_commit_status_and_check_run(fake: FakeGitHub, lazy_gh: github.Github) -> None:
    repo = lazy_gh.get_repo(REPO)
    status = repo.get_commit(HEAD_SHA).create_status(
        state="success",
        target_url="https://example.com/run/1",
        description="Score 9/10",
        context="signalforge/gate",
    )
    assert (status.state, status.context, status.creator.login) == (
        "success", "signalforge/gate", "github-actions[bot]",
    )
    assert [s["description"] for s in fake.statuses(REPO, HEAD_SHA)] == ["Score 9/10"]

    run = repo.create_check_run(name="signalforge", head_sha=HEAD_SHA, status="in_progress")
    assert run.status == "in_progress"
    assert run.conclusion is None
    assert [p.number for p in run.pull_requests] == [NUMBER]
    annotation = {"path": "README.md", "start_line": 2, "end_line": 2,
                  "annotation_level": "warning", "message": "vague"}
    run.edit(conclusion="success", output={"title": "Gate", "summary": "9/10",
                                           "annotations": [annotation]})
    assert (run.status, run.conclusion) == ("completed", "success")
    assert run.output.annotations_count == 1
    stored = fake.check_runs(REPO)
    assert [(r["name"], r["conclusion"], r["annotations"]) for r in stored] == [
        ("signalforge", "success", [annotation])
    ]
    assert fake.violations == []


def test_status_for_unknown_sha_is_refused(lazy_gh: github.Github) -> None:
    with pytest.raises(github.GithubException) as refused:
        lazy_gh.get_repo(REPO).get_commit("d" * 40).create_status(state="pending")
    assert refused.value.status == 422
    assert refused.value.data["message"] == f"No commit found for SHA: {'d' * 40}"


# ---- base URL, auth, permissions ------------------------------------------------------
def test_enterprise_prefix_is_required() -> None:
    with FakeGitHub(prefix="/api/v3") as fake:
        seed(fake)
        assert fake.base_url.endswith("/api/v3")
        with client(fake) as gh:
            assert gh.get_repo(REPO).get_pull(NUMBER).head.sha == HEAD_SHA
        assert {r.path for r in fake.requests} == {f"/repos/{REPO}", f"/repos/{REPO}/pulls/2"}

        bare = requests.get(f"{fake.web_url}/repos/{REPO}", timeout=5)
        assert bare.status_code == 404
        with github.Github(base_url=fake.web_url, retry=None) as misconfigured, \
                pytest.raises(github.UnknownObjectException):
            misconfigured.get_repo(REPO)


def test_read_only_token_cannot_write() -> None:
    with FakeGitHub(token_permissions="read") as fake:
        seed(fake)
        # the default GithubRetry is on here on purpose: it must not retry this 403
        with github.Github(base_url=fake.base_url, auth=github.Auth.Token("ghs_fork"),
                           seconds_between_requests=None, seconds_between_writes=None) as gh:
            pull = gh.get_repo(REPO).get_pull(NUMBER)
            with pytest.raises(github.GithubException) as denied:
                pull.create_issue_comment("hello")
        assert denied.value.status == 403
        assert denied.value.data["message"] == "Resource not accessible by integration"
        assert denied.value.data["documentation_url"].startswith("https://docs.github.com/rest/")
        assert (denied.value.headers or {})["x-accepted-github-permissions"] == (
            "issues=write; pull_requests=write"
        )
        assert len(fake.requests_matching("POST")) == 1
        assert fake.comments(REPO, NUMBER) == []


@pytest.mark.parametrize(
    ("token", "actions_token", "expected"),
    [("ghs_installation", None, 403), ("ghp_personal", None, 200), ("ghp_personal", True, 403)],
)
def test_get_user_depends_on_the_token(token: str, actions_token: bool | None,
                                       expected: int) -> None:
    with FakeGitHub(actions_token=actions_token, user_login="mona") as fake:
        response = api(fake, "GET", "/user", headers={"Authorization": f"token {token}"})
        assert response.status_code == expected
        if expected == 200:
            assert response.json()["login"] == "mona"
            with client(fake, token=token) as gh:
                assert gh.get_user().login == "mona"
        else:
            assert response.json()["message"] == "Resource not accessible by integration"


# ---- faults, headers, validation -------------------------------------------------------
def test_secondary_rate_limit_is_visible(fake: FakeGitHub, gh: github.Github) -> None:
    fake.fail_next_secondary_rate_limit("POST", r"/issues/\d+/comments$")
    pull = gh.get_repo(REPO).get_pull(NUMBER)
    with pytest.raises(github.RateLimitExceededException) as limited:
        pull.create_issue_comment("first try")
    assert limited.value.status == 403
    assert (limited.value.headers or {})["retry-after"] == "1"
    assert limited.value.data["message"].startswith("You have exceeded a secondary rate limit")

    pull.create_issue_comment("second try")  # times=1: normal service resumes
    assert [c["body"] for c in fake.comments(REPO, NUMBER)] == ["second try"]


def test_github_retry_rides_out_a_secondary_rate_limit(fake: FakeGitHub) -> None:
    fake.fail_next_secondary_rate_limit("POST", r"/comments$", retry_after=None)
    retry = GithubRetry(total=2, secondary_rate_wait=0.01)
    with client(fake, retry=retry) as gh:
        gh.get_repo(REPO).get_pull(NUMBER).create_issue_comment("eventually")
    assert [r.status for r in fake.requests_matching("POST")] == [403, 201]


def test_server_errors_are_injected_then_cleared(fake: FakeGitHub) -> None:
    fake.fail_next("GET", rf"/pulls/{NUMBER}$", 502, body="<html>Bad gateway</html>", times=2)
    with client(fake) as gh:
        repo = gh.get_repo(REPO)
        with pytest.raises(github.GithubException) as failed:
            repo.get_pull(NUMBER)
        assert failed.value.status == 502
    with client(fake, retry=GithubRetry(total=3, backoff_factor=0)) as gh:
        assert gh.get_repo(REPO).get_pull(NUMBER).number == NUMBER
    assert [r.status for r in fake.requests_matching("GET", r"/pulls/\d+$")] == [502, 502, 200]


def test_realistic_headers(fake: FakeGitHub, gh: github.Github) -> None:
    response = api(fake, "GET", f"/repos/{REPO}")
    assert response.headers["content-type"] == "application/json; charset=utf-8"
    for name in ("x-ratelimit-limit", "x-ratelimit-remaining", "x-ratelimit-reset",
                 "x-ratelimit-used", "x-ratelimit-resource", "x-github-request-id"):
        assert name in response.headers
    assert int(response.headers["x-ratelimit-remaining"]) == 4999
    gh.get_repo(REPO)
    assert gh.rate_limiting == (4998, 5000)  # PyGithub reads the headers
    assert gh.get_rate_limit().resources.core.remaining == 4998  # /rate_limit is free


def test_invalid_body_is_recorded_and_refused(fake: FakeGitHub) -> None:
    response = api(fake, "POST", f"/repos/{REPO}/statuses/{HEAD_SHA}", json={"state": "bogus"})
    assert response.status_code == 422
    assert response.json()["message"].startswith("Invalid request.")
    assert len(fake.violations) == 1
    violation = fake.violations[0]
    assert (violation.method, violation.path) == ("POST", f"/repos/{REPO}/statuses/{HEAD_SHA}")
    assert "'bogus' is not one of" in violation.problems[0]
    assert fake.statuses(REPO) == []

    broken = api(fake, "POST", f"/repos/{REPO}/issues/{NUMBER}/comments", data=b"{nope",
                 headers={"Content-Type": "application/json"})
    assert (broken.status_code, broken.json()["message"]) == (400, "Problems parsing JSON")
    assert len(fake.violations) == 2


def test_unknown_routes_404_like_github(fake: FakeGitHub) -> None:
    response = api(fake, "GET", f"/repos/{REPO}/git/trees/{HEAD_SHA}")  # not in the subset
    assert response.status_code == 404
    assert response.json() == {
        "message": "Not Found",
        "documentation_url": "https://docs.github.com/rest",
        "status": "404",
    }


def test_every_success_body_matches_the_openapi_response_schema(
    fake: FakeGitHub, lazy_gh: github.Github
) -> None:
    """Run each operation once, then check what the fake sent against the subset's schemas."""
    fake.put_file(REPO, "a.txt", HEAD_SHA, b"a")
    gh = lazy_gh
    repo = gh.get_repo(REPO)
    repo.complete()
    pull = repo.get_pull(NUMBER)
    pull.complete()
    list(pull.get_files())
    repo.get_contents("a.txt", ref=HEAD_SHA)
    repo.get_contents("", ref=HEAD_SHA)
    comment = pull.create_issue_comment("hi")
    comment.edit("hi!")
    list(pull.get_issue_comments())
    comment.delete()
    pull.create_review(body="r", event="COMMENT",
                       comments=[{"path": "README.md", "line": 3, "body": "c"}])
    list(pull.get_reviews())
    list(pull.get_review_comments())
    repo.get_commit(HEAD_SHA).create_status(state="success")
    run = repo.create_check_run(name="n", head_sha=HEAD_SHA)
    run.edit(conclusion="neutral", output={"summary": "s"})
    gh.get_rate_limit()
    api(fake, "GET", "/user", headers={"Authorization": "token ghp_personal"})

    spec = validate_request.load_spec()
    validators: dict[tuple[str, int], Any] = {}
    for request in fake.requests:
        if request.response is None:
            continue
        operation = route_for(request.method, request.path).operation
        key = (operation["operationId"], request.status)
        if key not in validators:
            response = spec.deref(operation["responses"][str(request.status)])
            schema = response["content"]["application/json"]["schema"]
            validators[key] = jsonschema.Draft4Validator(
                validate_request.to_json_schema(spec, schema)
            )
        validators[key].validate(request.response)
    assert len({op for op, _ in validators}) == 15  # all 16 but DELETE, whose 204 has no body
    assert fake.violations == []

    # every URL a client might follow points back at the fake, never at github.com
    sent = json.dumps([r.response for r in fake.requests])
    urls = set(re.findall(r'https?://[^"\s]+', sent))
    assert {u for u in urls if not u.startswith(fake.web_url)} <= {"https://example.com"}


#: What a Nagle/delayed-ACK stall costs each response (headers and body written apart).
STALL = 0.04


def test_sixty_round_trips_stay_fast(fake: FakeGitHub, gh: github.Github) -> None:
    """Guards against Nagle/delayed-ACK stalls and client throttling. A stall is a floor under
    every response (three responses a round, so at least 0.12 s a round) while a loaded machine
    only adds to some rounds: the quickest of twenty rounds shows the floor, whatever the load.
    Held to two stalls' worth, halfway between a quick round's few milliseconds and the floor."""
    rounds = []
    for _ in range(20):
        started = time.monotonic()
        gh.get_repo(REPO).get_pull(NUMBER).create_issue_comment("x")
        rounds.append(time.monotonic() - started)
    assert min(rounds) < 2 * STALL, sorted(rounds)[:3]
    assert len(fake.comments(REPO, NUMBER)) == 20
    assert fake.base_url.startswith("http://127.0.0.1:")


def test_held_requests_are_answered_as_things_stood_when_each_arrived(fake: FakeGitHub) -> None:
    """A comment another client wrote after a held listing arrived is not in its answer:
    released together, no racer can have seen another's write, however threads are
    scheduled."""
    fake.hold_until_all_arrive("GET", r"/issues/\d+/comments$", 2)
    url = f"{fake.base_url}/repos/{REPO}/issues/{NUMBER}/comments"
    headers = {"Authorization": "token ghs_fake"}
    first, second = read_held_across_a_write(
        fake.held, url, headers,
        lambda: fake.add_comment(REPO, NUMBER, "written while the first was held"))
    assert [c["body"] for c in first.json()] == []
    assert [c["body"] for c in second.json()] == ["written while the first was held"]
    assert len(requests.get(url, headers=headers, timeout=30).json()) == 1  # not held
