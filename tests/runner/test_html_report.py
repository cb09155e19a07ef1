"""`--html DIR` on each command, the `html` input and `html-report` output, and the link the
comment, the check run and the job summary give to the page."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

from gate.publishing.render import COMMENT_LIMIT, render_comment
from tests.conftest import EXAMPLE, GENERATED
from tests.report.html.generated import generate
from tests.runner.conftest import HEAD_SHA, PR, REPO

# The fork-safe flow's fixtures: a read-only run's grade.json, and the publishing job.
from tests.runner.test_comment_command import graded  # noqa: F401

ARTIFACTS = f"https://github.example/{REPO}/actions/runs/4242#artifacts"


def test_the_action_writes_the_page_and_every_view_links_to_the_runs_artifacts(
    runner_env, github,
) -> None:
    runner_env.monkeypatch.setenv("INPUT_HTML", ".signalforge/html")
    run = runner_env.run()
    assert run.exit_code == 0, run.stderr
    page = runner_env.workspace / ".signalforge" / "html" / "index.html"
    assert runner_env.outputs["html-report"] == ".signalforge/html/index.html"
    text = page.read_text()
    assert "models/staging/schema.yml" in text
    assert 'id="files"' in text
    assert f"https://github.example/{REPO}/blob/{HEAD_SHA}/models/staging/schema.yml" in text
    (comment,) = github.comments(REPO, PR)
    (check_run,) = github.check_runs(REPO)
    for view in (comment["body"], check_run["output"]["summary"], runner_env.summary):
        assert f"📄 [**Full HTML report**]({ARTIFACTS})" in view
    assert " are not shown here" not in comment["body"]  # the demo's table fits


def test_without_the_input_there_is_no_page_and_no_link(runner_env, github) -> None:
    assert runner_env.run().exit_code == 0
    assert runner_env.outputs["html-report"] == ""
    assert not (runner_env.workspace / ".signalforge" / "html").exists()
    (comment,) = github.comments(REPO, PR)
    assert "Full HTML report" not in comment["body"]
    assert "#artifacts" not in comment["body"]


def test_a_page_that_cannot_be_written_is_a_usage_error_the_report_names(runner_env) -> None:
    (runner_env.workspace / "taken").write_text("a file, not a folder")
    runner_env.monkeypatch.setenv("INPUT_HTML", "taken")
    run = runner_env.run()
    assert run.exit_code == 2
    assert runner_env.outputs["html-report"] == ""
    (finding,) = [f for f in runner_env.grade_json["findings"] if f["file"]]
    assert "HTML report cannot be written" in finding["why"]
    assert finding["file"].endswith("taken")


def test_the_comment_says_how_many_pairs_it_could_not_show(tmp_path: Path) -> None:
    report = generate(tmp_path, 30_000).report
    comment = render_comment(report)
    assert len(comment) <= COMMENT_LIMIT
    shown = len(re.findall(r"^\| <code>", comment, re.M))
    hidden = int(re.search(r"([\d,]+) pair\(s\) are not shown here", comment)[1].replace(",", ""))
    assert 0 < shown < 7_500
    assert hidden == (7_500 - shown) * 4


def test_the_demo_dry_run_writes_the_page(cli, tmp_path: Path) -> None:
    workspace = tmp_path / "demo"
    shutil.copytree(EXAMPLE, workspace, ignore=shutil.ignore_patterns(*GENERATED))
    run = cli("run", "--workspace", str(workspace), "--dry-run", "--html", str(tmp_path / "out"))
    assert run.exit_code == 0, run.stderr
    page = (tmp_path / "out" / "index.html").read_text()
    assert page.count('<tr class="') >= 60
    assert "docs/payments.md" in page
    assert "HTML report written" in run.stderr


def test_docs_and_session_write_their_own_page(cli, tmp_path: Path) -> None:
    workspace = tmp_path / "demo"
    shutil.copytree(EXAMPLE, workspace, ignore=shutil.ignore_patterns(*GENERATED))
    docs = cli("docs", str(workspace), "--no-write", "--report", str(tmp_path / "r.json"),
               "--html", str(tmp_path / "docs"))
    assert docs.exit_code == 0, docs.stderr
    page = (tmp_path / "docs" / "index.html").read_text()
    assert "Drafted docs" in page
    assert "Session audit" not in page
    assert 'id="files"' in page
    log = workspace / ".cleo" / "audit-log.jsonl"
    history = tmp_path / "GRADES.jsonl"
    for _ in range(2):
        assert cli("session", str(log), "--history", str(history)).exit_code == 0
    session = cli("session", str(log), "--history", str(history), "--html",
                  str(tmp_path / "session"))
    page = (tmp_path / "session" / "index.html").read_text()
    assert session.exit_code == 0
    assert "Grade history" in page
    assert len(re.search(r'points="([^"]+)"', page)[1].split()) == 6  # 3 runs × 2 sessions


def test_a_folder_that_cannot_be_made_stops_docs_with_a_usage_error(cli, tmp_path: Path) -> None:
    (tmp_path / "taken").write_text("")
    run = cli("docs", str(EXAMPLE), "--no-write", "--report", str(tmp_path / "r.json"),
              "--html", str(tmp_path / "taken"))
    assert run.exit_code == 2
    assert "HTML report cannot be written" in run.stderr
    assert "taken" in run.stderr
    assert "Traceback" not in run.stderr


def test_comment_without_post_writes_the_page_and_prints_the_comment(
    cli, graded, tmp_path: Path,  # noqa: F811
) -> None:
    run = cli("comment", "--from", str(graded), "--html", str(tmp_path / "page"))
    assert run.exit_code == 0
    assert run.stdout.startswith("<!-- signalforge-gate:sticky")
    assert (tmp_path / "page" / "index.html").read_text().count('<tr class="') >= 60
