"""Secrets never leave: a key echoed back by a failing service reaches no file, comment, summary,
output, annotation or log line; and the redaction step itself, spelling by spelling."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from gate.core.files import write_atomically
from gate.core.redaction import MASK, RedactedStream, redact, register
from gate.github.actions import ActionsEnv, Runner
from gate.session.history import history_line
from gate.session.rubric import empty_session_grade
from tests.fakes.github_api import FakeGitHub
from tests.fakes.messages_api import FakeMessagesAPI, Malformed, error_body
from tests.runner.conftest import PR, REPO, TOKEN

KEY = "sk-ant-api03-Zq9vX2mK7pL4rT8wY1nB6cD3fG5hJ0sA-leaked-in-an-error"


def echoing_401(_body: object) -> Malformed:
    """A 401 whose message quotes the key, as some proxies and gateways do."""
    body = error_body("authentication_error", f"invalid x-api-key: {KEY} (key revoked)")
    return Malformed(json.dumps(body).encode(), status=401)


def everything_written(workspace: Path, home: Path, github: FakeGitHub,
                       printed: str) -> dict[str, str]:
    signalforge = workspace / ".signalforge"
    return {
        "grade.json": (signalforge / "grade.json").read_text(),
        "docs report": (signalforge / "docs-grade.json").read_text(),
        "audit log": (signalforge / "grade.jsonl").read_text(),
        "job summary": (home / "summary.md").read_text(),
        "step outputs": (home / "output").read_text(),
        "comment": "\n".join(c["body"] for c in github.comments(REPO, PR)),
        "stdout and stderr": printed,
    }


def test_a_key_echoed_by_the_api_reaches_no_sink(runner_env, github,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    with FakeMessagesAPI() as api:
        api.responder = echoing_401
        monkeypatch.setenv("INPUT_ANTHROPIC-API-KEY", KEY)
        monkeypatch.setenv("INPUT_ANTHROPIC-BASE-URL", api.base_url)
        monkeypatch.setenv("INPUT_JUDGE", "anthropic")
        run = runner_env.run()
        assert api.requests  # the key was really sent, and really echoed
    assert run.exit_code == 0, run.stderr  # an outage of a bar not enforced: inconclusive
    # the runner is asked to mask the key: that command alone carries it
    assert run.stdout.count(f"::add-mask::{KEY}\n") == 1
    printed = run.stdout.replace(f"::add-mask::{KEY}\n", "") + run.stderr
    written = everything_written(runner_env.workspace, runner_env.home, github, printed)
    leaked = [sink for sink, text in written.items() if KEY in text]
    assert leaked == []
    # the echo did reach the reports, redacted: the check above is not vacuous
    for sink in ("grade.json", "docs report", "audit log", "job summary", "comment"):
        assert f"invalid x-api-key: {MASK}" in written[sink], sink
    json.loads(written["grade.json"])
    json.loads(written["docs report"])
    assert f"::add-mask::{TOKEN}" in run.stdout


def test_a_token_echoed_by_github_is_redacted_from_warnings_and_annotations(
    runner_env, github,
) -> None:
    github.fail_next("POST", r"/issues/\d+/comments$", status=422,
                     body={"message": f"Validation Failed for token {TOKEN}"}, times=5)
    run = runner_env.run()
    warnings = runner_env.grade_json["publishing"]["warnings"]
    assert any(f"token {MASK}" in warning for warning in warnings)  # the echo was there
    assert TOKEN not in run.stdout.replace(f"::add-mask::{TOKEN}", "", 1)
    assert any(line.startswith("::warning") and MASK in line
               for line in run.stdout.splitlines())
    assert TOKEN not in (runner_env.workspace / ".signalforge" / "grade.json").read_text()
    assert TOKEN not in runner_env.summary


@pytest.mark.parametrize("secret", [
    "plain-secret-value-123",
    'a "quoted" secret value',
    "back\\slash\\secret\\value",
    "nön-ascii sécret välue ✓",
    "line one\nline two of the secret",
    "percent%25and<html>&secret",
])
def test_every_spelling_a_writer_escapes_a_secret_into_is_redacted(secret: str) -> None:
    register(secret)
    document = {"reasoning": f"the service said: {secret}!", "list": [secret, "ok"]}
    for text in (json.dumps(document), json.dumps(document, ensure_ascii=False),
                 json.dumps(document, indent=2), f"plain: {secret}",
                 json.dumps(document).replace('\\"', "\\u0022")):
        redacted = redact(text)
        assert secret not in redacted
        assert MASK in redacted
        if text.startswith("{"):
            loaded = json.loads(redacted)  # still JSON: no escape was cut in half
            assert loaded["list"] == [MASK, "ok"]


def test_a_secret_after_an_escape_keeps_the_json_valid() -> None:
    # In JSON, a newline before `0123456789` reads `\n0123456789`: the secret's spelling, with
    # its first letter the escape's. Cutting after the backslash would leave `\***`.
    register("n0123456789")
    text = json.dumps({"detail": "first\n0123456789 then"})
    assert "\\n0123456789" in text
    redacted = redact(text)
    assert json.loads(redacted) == {"detail": f"first{MASK} then"}


def test_short_and_empty_values_are_not_secrets() -> None:
    for value in ("", "   ", "short", None):
        register(value)
    assert redact("a short true main value") == "a short true main value"


def test_the_writers_redact(tmp_path: Path) -> None:
    register(KEY)
    write_atomically(tmp_path / "grade.json", json.dumps({"why": KEY}))
    assert KEY not in (tmp_path / "grade.json").read_text()
    stream = io.StringIO()
    RedactedStream(stream).write(f"error: {KEY}\n")
    assert stream.getvalue() == f"error: {MASK}\n"


def test_the_runner_redacts_outputs_summary_and_annotations_but_masks_the_value(
    tmp_path: Path,
) -> None:
    output, summary = tmp_path / "output", tmp_path / "summary.md"
    env = ActionsEnv({"GITHUB_ACTIONS": "true", "GITHUB_OUTPUT": str(output),
                      "GITHUB_STEP_SUMMARY": str(summary)})
    stdout = io.StringIO()
    runner = Runner(env, stdout=RedactedStream(stdout))  # type: ignore[arg-type]
    masked = "a-value-given-to-add-mask"
    runner.mask(masked)
    runner.annotate(f"failed with {masked}", title=f"t {masked}")
    runner.set_outputs({"reason": f"because {masked}"})
    runner.write_summary(f"# {masked}\n")
    assert stdout.getvalue().splitlines()[0] == f"::add-mask::{masked}"
    assert masked not in "".join(stdout.getvalue().splitlines(keepends=True)[1:])
    assert masked not in output.read_text()
    assert masked not in summary.read_text()


def test_history_lines_are_redacted() -> None:
    secret = "ses-secret-value-0001"
    register(secret)
    line = history_line(empty_session_grade(secret, "2026-01-01T00:00:00Z")).decode("utf-8")
    assert secret not in line
    assert json.loads(line)["sessionId"] == MASK
