"""No sink outside the redaction registry: the whole action runs as the runner runs it (`python
-m gate run`, its own process) against the loopback fake GitHub with every publishing sink on
(comment, check run with annotations, commit status, review comments), while the Anthropic key
comes back inside what the judge says. Then every request the fake GitHub received — its URL,
query string and body as they arrived, headers aside — is searched for the key in every
spelling a writer could escape it into."""

from __future__ import annotations

import base64
import html
import json
import os
import subprocess
import sys
import urllib.parse
from pathlib import Path
from typing import Any

import pytest

from gate.core.redaction import MASK
from tests.fakes.github_api import FakeGitHub, RecordedRequest
from tests.fakes.messages_api import FakeMessagesAPI, Malformed, Reply, error_body, judge_responder
from tests.runner.conftest import EVENTS, HEAD_SHA, REPO, TOKEN

ROOT = Path(__file__).resolve().parent.parent.parent
KEY = "sk-ant-api03-Zq9vX2mK7pL4rT8wY1nB6cD3fG5hJ0sA/+leaked&<in>\"an\"-error"


def echoing_401(_body: object) -> Malformed:
    """A 401 whose message quotes the key, as some proxies and gateways do."""
    body = error_body("authentication_error", f"invalid x-api-key: {KEY} (key revoked)")
    return Malformed(json.dumps(body).encode(), status=401)


def quoting_judge(body: dict[str, Any]) -> Reply:
    """A judge that answers, failing every pair, with the key quoted in its reasoning (a proxy
    that echoes request headers into the completion would do this): review comments and
    annotations then carry it."""
    verdict = json.loads(judge_responder(body).text)
    for item in verdict.get("results", [verdict]):
        item.update(score=0.2, passed=False,
                    reasoning=f"The request carried {KEY} in plain text. It fails.")
    return Reply(json.dumps(verdict))


def spellings(secret: str) -> dict[str, str]:
    """The key as each writer could have escaped it."""
    raw = secret.encode()
    found = {
        "raw": secret,
        "JSON": json.dumps(secret)[1:-1],
        "JSON, non-ASCII kept": json.dumps(secret, ensure_ascii=False)[1:-1],
        "JSON with \\u0022 quotes": json.dumps(secret)[1:-1].replace('\\"', "\\u0022"),
        "URL-encoded": urllib.parse.quote(secret, safe=""),
        "URL-encoded, path-safe": urllib.parse.quote(secret),
        "form-encoded": urllib.parse.quote_plus(secret),
        "HTML-escaped": html.escape(secret),
        "HTML-escaped, quotes kept": html.escape(secret, quote=False),
    }
    for shift in range(3):  # inside a longer base64 text, at each of the three alignments
        encoded = base64.b64encode(b"\0" * shift + raw).decode()
        found[f"base64+{shift}"] = encoded[4 if shift else 0:-4]
        found[f"base64url+{shift}"] = base64.urlsafe_b64encode(
            b"\0" * shift + raw).decode()[4 if shift else 0:-4]
    return found


def strings_in(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for key, item in value.items() for s in (key, *strings_in(item))]
    if isinstance(value, list):
        return [s for item in value for s in strings_in(item)]
    return []


def what_github_received(request: RecordedRequest) -> str:
    """Everything but the headers: the URL and body as the bytes arrived, the URL decoded, and
    each string of a JSON body decoded (so a key HTML-escaped inside a JSON string is found)."""
    body = request.raw_body.decode("utf-8", "replace")
    try:
        decoded = strings_in(json.loads(body)) if body.strip() else []
    except ValueError:
        decoded = []
    return "\n".join([request.target, urllib.parse.unquote(request.target),
                      urllib.parse.unquote_plus(request.target), body, *decoded])


@pytest.fixture
def seeded(github: FakeGitHub) -> FakeGitHub:
    return github


def run_action(workspace: Path, home: Path, github: FakeGitHub, api: FakeMessagesAPI
               ) -> subprocess.CompletedProcess[str]:
    (home / "output").write_text("")
    env = {**os.environ,
           "GITHUB_ACTIONS": "true", "GITHUB_EVENT_NAME": "pull_request",
           "GITHUB_EVENT_PATH": str(EVENTS / "pull_request.opened.json"),
           "GITHUB_REPOSITORY": REPO, "GITHUB_API_URL": github.base_url,
           "GITHUB_SERVER_URL": "https://github.example", "GITHUB_RUN_ID": "4242",
           "GITHUB_WORKSPACE": str(workspace), "GITHUB_OUTPUT": str(home / "output"),
           "GITHUB_STEP_SUMMARY": str(home / "summary.md"), "GITHUB_SHA": HEAD_SHA,
           "INPUT_GITHUB-TOKEN": TOKEN, "INPUT_COMMENT": "sticky",
           "INPUT_CHECK-RUN": "true", "INPUT_COMMIT-STATUS": "true",
           "INPUT_REVIEW-COMMENTS": "true", "INPUT_JUDGE": "anthropic",
           "INPUT_ANTHROPIC-API-KEY": KEY, "INPUT_ANTHROPIC-BASE-URL": api.base_url,
           "INPUT_PUBLISH-BUDGET": "120", "PYTHONPATH": str(ROOT),
           # Under Actions the gate drops XDG_CACHE_HOME and takes HOME from the system: the
           # input keeps the test's cache its own.
           "INPUT_CACHE-DIR": str(home / "cache")}
    return subprocess.run([sys.executable, "-m", "gate", "run"], env=env, cwd=workspace,
                          capture_output=True, text=True, timeout=300, check=False)


@pytest.mark.parametrize("judge", [echoing_401, quoting_judge], ids=["401-echo", "quoted"])
def test_the_key_reaches_no_request_github_receives(workspace, tmp_path, github,
                                                    judge) -> None:
    home = tmp_path / "runner"
    home.mkdir()
    with FakeMessagesAPI() as api:
        api.responder = judge
        run = run_action(workspace, home, github, api)
        assert api.requests  # the key was really sent, and really came back
    assert run.returncode == 0, run.stderr  # no bar is enforced: a warning, never a failure

    sent = [r for r in github.requests if r.method in ("POST", "PATCH", "PUT")]
    paths = {r.path.rsplit("/", 1)[-1] if not r.path.endswith("comments") else "comments"
             for r in sent}
    # every sink was really written: the search below covers each of them
    assert {"check-runs", "comments", HEAD_SHA} <= paths, paths
    if judge is quoting_judge:
        assert any(r.path.endswith("/reviews") for r in sent)
    leaks = [f"{r.method} {r.path}: {name}" for r in github.requests
             for name, spelling in spellings(KEY).items()
             if spelling in what_github_received(r)]
    assert leaks == []
    # nor any part of it: a renderer that cut the key short before redaction would leave one
    prefix = KEY[:len("sk-ant-api03")]
    assert [f"{r.method} {r.path}" for r in github.requests
            if prefix in what_github_received(r)] == []
    # the echo did reach the check run, redacted: the search above is not vacuous
    check_run = next(r for r in sent if r.path.endswith("/check-runs"))
    assert MASK in json.dumps(check_run.body)
