"""`signalforge-gate comment --from grade.json`: renders a report's comment, and never
publishes one (`--post` is refused: a report is the word of whoever wrote the file)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest


@pytest.fixture
def graded(runner_env, github) -> Path:
    """A grade.json from a pull_request run whose token could not write (a fork)."""
    github.token_permissions = "read"
    runner_env.run()
    github.token_permissions = "write"
    source = runner_env.home / "grade.json"
    source.write_bytes((runner_env.workspace / ".signalforge" / "grade.json").read_bytes())
    return source


def test_without_post_the_comment_is_printed(cli, graded, github) -> None:
    before = len(github.requests)
    run = cli("comment", "--from", str(graded))
    assert run.exit_code == 0
    assert run.stdout.startswith("<!-- signalforge-gate:sticky:default -->")
    assert len(github.requests) == before  # nothing asked of GitHub


def test_post_is_refused_and_nothing_is_published(cli, graded, github) -> None:
    before = len(github.requests)
    run = cli("comment", "--from", str(graded), "--post")
    assert run.exit_code == 2
    assert "comment --post was removed" in run.stderr
    assert "docs/forks.md" in run.stderr
    assert len(github.requests) == before


def test_a_forged_report_cannot_inject_markdown_into_the_rendered_comment(cli, graded) -> None:
    report = json.loads(graded.read_text())
    report["tool"]["version"] = "1.0 [click](https://evil.example) <img src=x> @org/team"
    graded.write_text(json.dumps(report))
    body = cli("comment", "--from", str(graded)).stdout
    assert re.search(r"(?<!\\)\]\(https://evil", body) is None  # no link can form
    assert "<img" not in body
    assert "@org" not in body


def test_an_unreadable_report_is_an_input_error(cli, tmp_path) -> None:
    broken = tmp_path / "grade.json"
    broken.write_text('{"schema_version": 1}')
    run = cli("comment", "--from", str(broken))
    assert run.exit_code == 2
    assert "not a readable grade.json" in run.stderr
