"""A pull request that changes the gate itself, end to end: `signalforge-gate run` against the
loopback GitHub, the base's `signalforge.yml` served at the base commit, the pull request's at
its head (and in the checkout alike). The grade uses the base's; the comment, the check run and
the summary say what would change once merged."""

from __future__ import annotations

import json
import subprocess

from gate.gate_change.notice import MAX_WORKFLOWS
from gate.publishing.config_change import HEADING
from tests.fakes.github_api import FakeGitHub
from tests.runner.conftest import (
    BASE_SHA,
    CHANGED,
    HEAD_SHA,
    PR,
    REPO,
    Runner,
    added_patch,
    changed_at_head,
)
from tests.runner.test_run_pull_request import sticky_comments

RUBRIC = """\
  rubric:
    - id: clarity
      criterion: Is the description clear and specific about what the field holds?
    - id: completeness
      criterion: Does the description say where the value comes from and when it is empty?
    - id: rationale
      criterion: Does the rationale say why the field exists?
"""
BASE = f"""\
grade:
  min_pass_rate: 0.7
  min_mean_score: 0.5
  fail_on_below_threshold: true
{RUBRIC}
gate:
  docs:
    include: [models/**/*.yml, .signalforge/candidates/**/*.json, docs/**/*.md]
"""
LOWERED = BASE.replace("min_pass_rate: 0.7", "min_pass_rate: 0.1").replace(
    "fail_on_below_threshold: true", "fail_on_below_threshold: false").replace(
    """    - id: completeness
      criterion: Does the description say where the value comes from and when it is empty?
""", "")

GATE_WORKFLOW = """\
name: signalforge-gate
on: pull_request
jobs:
  grade:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - id: gate
        uses: your-org/signalforge-gate@v1
        with:
          anthropic-api-key: ${{ secrets.ANTHROPIC_API_KEY }}
"""
LOOSENED_WORKFLOW = GATE_WORKFLOW.replace(
    "        uses: your-org/signalforge-gate@v1\n",
    "        uses: your-org/signalforge-gate@v1\n        continue-on-error: true\n").replace(
    "          anthropic-api-key", "          config: lax.yml\n          anthropic-api-key")
OTHER_WORKFLOW = "name: tests\non: push\njobs:\n  test:\n    runs-on: x\n    steps:\n" \
                 "      - run: pytest\n"


def serve_base_config(github: FakeGitHub, runner_env: Runner, base: str) -> None:
    github.put_file(REPO, "signalforge.yml", BASE_SHA, base)
    (runner_env.workspace / "signalforge.yml").write_text(base)


def check_run_summary(github: FakeGitHub) -> str:
    (run,) = github.check_runs(REPO)
    return str(run["output"]["summary"])


def test_a_pull_request_lowering_its_own_bar_is_named_and_graded_by_the_base(
    runner_env, github,
) -> None:
    serve_base_config(github, runner_env, BASE)
    changed_at_head(github, runner_env.workspace, "signalforge.yml", LOWERED)
    runner_env.run()
    report = runner_env.grade_json
    # The grade: the base's bar, enforced, and the base's three criteria.
    assert report["config"]["source"] == "base"
    assert report["docs"]["report"]["thresholds"] == [0.7, 0.5]
    assert report["verdict"]["docs"]["enforced"] is True
    assert {r["criterion_id"] for r in report["docs"]["report"]["results"]} == {
        "clarity", "completeness", "rationale"}
    # What would change, in grade.json.
    change = report["config_change"]
    assert change["changed"] is True
    (config_file,) = change["files"]
    assert (config_file["path"], config_file["kind"], config_file["status"]) == (
        "signalforge.yml", "config", "modified")
    assert [(d["aspect"], d["setting"], d["base"], d["head"])
            for d in config_file["differences"]] == [
        ("enforcement", "grade.fail_on_below_threshold", "true", "false"),
        ("bar", "grade.min_pass_rate", "0.7", "0.1"),
        ("criteria", "grade.rubric[completeness]",
         "Does the description say where the value comes from and when it is empty?", None)]
    assert runner_env.outputs["config-changed"] == "true"
    # Said at the top of the comment, the check run and the job summary.
    (comment,) = sticky_comments(github)
    for shown in (comment["body"], check_run_summary(github), runner_env.summary):
        top = shown.split("**Session audit**")[0]
        assert HEADING in top
        assert "graded by the base's configuration" in top
        assert "<code>signalforge.yml</code> (configuration, modified)" in top
        assert ("bar · <code>grade.min_pass_rate</code>: <code>0.7</code> → <code>0.1</code>"
                in top)
        assert ("enforcement · <code>grade.fail_on_below_threshold</code>: <code>true</code> → "
                "<code>false</code>") in top
        assert "criteria · <code>grade.rubric\\[completeness\\]</code> removed" in top
    assert github.violations == []


def test_an_invalid_head_config_is_named_unreadable_and_changes_nothing(
    runner_env, github,
) -> None:
    serve_base_config(github, runner_env, BASE)
    runner_env.run()
    graded_alone = runner_env.grade_json
    changed_at_head(github, runner_env.workspace, "signalforge.yml",
        BASE.replace("min_pass_rate: 0.7", "min_pass_rate: 7"))
    run = runner_env.run()
    report = runner_env.grade_json
    assert run.exit_code == graded_alone["verdict"]["exit_code"]
    assert report["verdict"] == graded_alone["verdict"]
    assert report["findings"] == []
    (config_file,) = report["config_change"]["files"]
    assert config_file["readable"] is False
    assert config_file["differences"] == []
    assert config_file["error"].startswith("error: signalforge.yml:2: ")
    assert "min_pass_rate" in config_file["error"]
    assert runner_env.outputs["config-changed"] == "true"
    (comment,) = sticky_comments(github)
    assert "<code>signalforge.yml</code> (configuration, modified): **cannot be read**" in \
        comment["body"]
    assert "the loader says: error: signalforge.yml:2:" in comment["body"]


def test_text_from_the_head_config_is_escaped_in_the_comment(runner_env, github) -> None:
    changed_at_head(github, runner_env.workspace, "signalforge.yml",
        "grade:\n  provider: openai\n  model: '<img src=x onerror=alert(1)> @admins'\n"
        "  '<b>@owners</b>': 1\n")
    runner_env.run()
    (comment,) = sticky_comments(github)
    block = comment["body"].split("**Session audit**")[0]
    assert "cannot be read" in block  # the unknown key, named by the loader
    assert "&lt;b&gt;@\u200bowners" in block
    assert "<b>" not in block
    assert "@owners" not in block
    changed_at_head(github, runner_env.workspace, "signalforge.yml",
        "grade:\n  provider: openai\n  model: '<img src=x onerror=alert(1)> @admins'\n")
    runner_env.run()
    (comment,) = sticky_comments(github)
    block = comment["body"].split("**Session audit**")[0]
    assert "judge · <code>grade.model</code>" in block
    assert "&lt;img src=x onerror=alert(1)&gt; @\u200badmins" in block
    assert "<img" not in block
    assert "@admins" not in block


def test_an_unchanged_config_adds_nothing(runner_env, github) -> None:
    runner_env.run()
    report = runner_env.grade_json
    assert report["config_change"] == {"changed": False, "files": [], "note": None}
    assert runner_env.outputs["config-changed"] == "false"
    (comment,) = sticky_comments(github)
    assert HEADING not in comment["body"]
    assert HEADING not in check_run_summary(github)
    assert HEADING not in runner_env.summary


def test_a_reformatted_config_with_the_same_settings_has_no_effective_difference(
    runner_env, github,
) -> None:
    serve_base_config(github, runner_env, BASE)
    changed_at_head(github, runner_env.workspace, "signalforge.yml", "# reformatted\n" + BASE)
    runner_env.run()
    (config_file,) = runner_env.grade_json["config_change"]["files"]
    assert config_file["differences"] == []
    (comment,) = sticky_comments(github)
    assert "(configuration, modified): no effective difference" in comment["body"]


def test_a_removed_config_is_compared_with_the_defaults(runner_env, github) -> None:
    serve_base_config(github, runner_env, BASE)
    changed_at_head(github, runner_env.workspace, "signalforge.yml", None)
    runner_env.run()
    (config_file,) = runner_env.grade_json["config_change"]["files"]
    assert config_file["status"] == "removed"
    settings = {d["setting"]: (d["base"], d["head"]) for d in config_file["differences"]}
    assert settings["grade.fail_on_below_threshold"] == ("true", "false")
    assert "grade.min_pass_rate" not in settings  # 0.7 is the default too
    assert runner_env.grade_json["docs"]["report"]["thresholds"] == [0.7, 0.5]


def with_workflows(github: FakeGitHub, runner_env: Runner, files: dict[str, str]) -> None:
    """The pull request also changes these workflow files (their base versions at BASE_SHA)."""
    listed = [{"filename": name, "status": "added",
               "patch": added_patch((runner_env.workspace / name).read_text())}
              for name in CHANGED]
    listed += [{"filename": name, "status": "modified", "patch": "@@ -1 +1 @@\n-a\n+b"}
               for name in files]
    github.add_pull(REPO, PR, BASE_SHA, HEAD_SHA, files=listed, base_ref="master",
                    head_ref="changes")
    for name, base in files.items():
        github.put_file(REPO, name, BASE_SHA, base)
        github.put_file(REPO, name, HEAD_SHA, (runner_env.workspace / name).read_bytes())


def test_a_change_to_a_workflow_that_runs_the_gate_is_noticed(runner_env, github) -> None:
    folder = runner_env.workspace / ".github" / "workflows"
    folder.mkdir(parents=True)
    (folder / "gate.yml").write_text(LOOSENED_WORKFLOW)
    (folder / "tests.yml").write_text(OTHER_WORKFLOW.replace("pytest", "pytest -x"))
    with_workflows(github, runner_env, {".github/workflows/gate.yml": GATE_WORKFLOW,
                                        ".github/workflows/tests.yml": OTHER_WORKFLOW})
    runner_env.run()
    change = runner_env.grade_json["config_change"]
    (workflow,) = change["files"]  # tests.yml does not run the gate
    assert (workflow["path"], workflow["kind"], workflow["status"]) == (
        ".github/workflows/gate.yml", "workflow", "modified")
    assert [(d["setting"], d["base"], d["head"]) for d in workflow["differences"]] == [
        ("jobs.grade.steps[gate].continue-on-error", None, "true"),
        ("jobs.grade.steps[gate].with.config", None, "lax.yml")]
    assert runner_env.outputs["config-changed"] == "true"
    (comment,) = sticky_comments(github)
    top = comment["body"].split("**Session audit**")[0]
    assert "<code>.github/workflows/gate.yml</code> (workflow that runs the gate, modified)" \
        in top
    assert ("workflow · <code>jobs.grade.steps\\[gate\\].continue-on-error</code>: _unset_ → "
            "<code>true</code>") in top
    assert ("workflow · <code>jobs.grade.steps\\[gate\\].with.config</code>: "
            "_unset: the action's default_ → <code>lax.yml</code>") in top


def test_a_workflow_that_no_longer_runs_the_gate_is_noticed(runner_env, github) -> None:
    folder = runner_env.workspace / ".github" / "workflows"
    folder.mkdir(parents=True)
    (folder / "gate.yml").write_text(OTHER_WORKFLOW)
    with_workflows(github, runner_env, {".github/workflows/gate.yml": GATE_WORKFLOW})
    runner_env.run()
    (workflow,) = runner_env.grade_json["config_change"]["files"]
    removed = {d["setting"]: (d["base"], d["head"]) for d in workflow["differences"]}
    assert removed["jobs.grade.steps[gate].uses"] == ("your-org/signalforge-gate@v1", None)


def test_a_change_outside_a_pull_request_is_not_looked_for(runner_env, github) -> None:
    runner_env.use_event("push")
    runner_env.monkeypatch.setenv("GITHUB_EVENT_NAME", "push")
    changed_at_head(github, runner_env.workspace, "signalforge.yml", LOWERED)
    runner_env.run()
    assert runner_env.grade_json["config_change"] is None
    assert runner_env.outputs["config-changed"] == "false"
    assert json.dumps(runner_env.grade_json).count(HEADING) == 0


def test_a_config_link_planted_in_the_checkout_is_never_read(
    runner_env, github, tmp_path,
) -> None:
    """An earlier step replaced the checkout's file with a link out of it: the head is read as
    GitHub holds it, where the pull request does not change the file, so nothing changes and
    the link is never followed."""
    secret = tmp_path / "outside.yml"
    secret.write_text("grade:\n  model: claude-outside-7f3a9\n  min_pass_rate: 0.01\n")
    (runner_env.workspace / "signalforge.yml").unlink()
    (runner_env.workspace / "signalforge.yml").symlink_to(secret)
    runner_env.run()
    report = runner_env.grade_json
    assert report["config_change"]["files"] == []
    assert "outside-7f3a9" not in json.dumps(report)
    (comment,) = sticky_comments(github)
    assert "outside-7f3a9" not in comment["body"]
    assert report["docs"]["report"]["thresholds"] == [0.7, 0.5]


def test_the_file_named_by_config_is_compared_with_its_base_version(runner_env, github) -> None:
    github.put_file(REPO, "gate/strict.yml", BASE_SHA, BASE)
    (runner_env.workspace / "gate").mkdir()
    (runner_env.workspace / "gate" / "strict.yml").write_text(LOWERED)
    runner_env.run("--config", str(runner_env.workspace / "gate" / "strict.yml"))
    (config_file,) = runner_env.grade_json["config_change"]["files"]
    assert (config_file["path"], config_file["status"]) == ("gate/strict.yml", "modified")
    assert ("bar", "grade.min_pass_rate", "0.7", "0.1") in [
        (d["aspect"], d["setting"], d["base"], d["head"]) for d in config_file["differences"]]


def test_without_a_token_git_tells_what_the_change_does_to_the_gate(runner_env, github) -> None:
    workspace = runner_env.workspace

    def git(*args: str) -> str:
        return subprocess.run(["git", "-C", str(workspace), "-c", "user.name=t", "-c",
                               "user.email=t@t", *args], check=True, capture_output=True,
                              text=True).stdout.strip()
    workflow = workspace / ".github" / "workflows" / "gate.yml"
    workflow.parent.mkdir(parents=True)
    workflow.write_text(GATE_WORKFLOW)
    (workspace / "signalforge.yml").write_text(BASE)
    git("init", "-q")
    git("add", "-A")
    git("commit", "-q", "-m", "base")
    base = git("rev-parse", "HEAD")
    workflow.write_text(LOOSENED_WORKFLOW)
    (workspace / "signalforge.yml").write_text(LOWERED)
    git("commit", "-q", "-am", "head")
    head = git("rev-parse", "HEAD")
    runner_env.monkeypatch.delenv("INPUT_GITHUB-TOKEN")
    runner_env.monkeypatch.delenv("GITHUB_TOKEN", raising=False)
    runner_env.run("--base", base, "--head", head)
    report = runner_env.grade_json
    assert report["config"]["ref"] == base
    assert report["docs"]["enforced"] is True  # the base's fail_on_below_threshold
    config_file, workflow_file = report["config_change"]["files"]
    assert ("bar", "grade.min_pass_rate", "0.7", "0.1") in [
        (d["aspect"], d["setting"], d["base"], d["head"]) for d in config_file["differences"]]
    assert workflow_file["path"] == ".github/workflows/gate.yml"
    assert len(workflow_file["differences"]) == 2
    assert github.requests == []  # git alone


def test_a_workflow_whose_base_cannot_be_read_is_noted(runner_env, github) -> None:
    folder = runner_env.workspace / ".github" / "workflows"
    folder.mkdir(parents=True)
    (folder / "gate.yml").write_text(OTHER_WORKFLOW)
    github.add_pull(REPO, PR, BASE_SHA, HEAD_SHA, files=[
        {"filename": ".github/workflows/gate.yml", "status": "modified", "patch": "@@ -1 +1 @@"}])
    github.put_file(REPO, ".github/workflows/gate.yml", HEAD_SHA, OTHER_WORKFLOW)
    github.fail_next("GET", r"/contents/(\.github.*)?$", 404, times=2)  # the base's reads
    runner_env.run()
    change = runner_env.grade_json["config_change"]
    assert change["files"] == []
    assert change["note"] == ("the base commit's version of .github/workflows/gate.yml could "
                              "not be read, so what the change does there is not known")


def test_a_workflow_renamed_so_github_no_longer_runs_it_is_noticed(runner_env, github) -> None:
    folder = runner_env.workspace / ".github" / "workflows"
    folder.mkdir(parents=True)
    (folder / "gate.yml.off").write_text(GATE_WORKFLOW)  # the same text, never run again
    listed = [{"filename": name, "status": "added",
               "patch": added_patch((runner_env.workspace / name).read_text())}
              for name in CHANGED]
    listed.append({"filename": ".github/workflows/gate.yml.off", "status": "renamed",
                   "previous_filename": ".github/workflows/gate.yml"})
    github.add_pull(REPO, PR, BASE_SHA, HEAD_SHA, files=listed, base_ref="master",
                    head_ref="changes")
    github.put_file(REPO, ".github/workflows/gate.yml", BASE_SHA, GATE_WORKFLOW)
    runner_env.run()
    (workflow,) = runner_env.grade_json["config_change"]["files"]
    assert (workflow["path"], workflow["status"]) == (".github/workflows/gate.yml", "removed")
    removed = {d["setting"]: (d["base"], d["head"]) for d in workflow["differences"]}
    assert removed["jobs.grade.steps[gate].uses"] == ("your-org/signalforge-gate@v1", None)


def test_without_a_token_a_renamed_workflow_is_its_old_path_removed(runner_env, github) -> None:
    workspace = runner_env.workspace

    def git(*args: str) -> str:
        return subprocess.run(["git", "-C", str(workspace), "-c", "user.name=t", "-c",
                               "user.email=t@t", *args], check=True, capture_output=True,
                              text=True).stdout.strip()
    workflow = workspace / ".github" / "workflows" / "gate.yml"
    workflow.parent.mkdir(parents=True)
    workflow.write_text(GATE_WORKFLOW)
    git("init", "-q")
    git("add", "-A")
    git("commit", "-q", "-m", "base")
    base = git("rev-parse", "HEAD")
    git("mv", ".github/workflows/gate.yml", ".github/workflows/gate.yml.off")
    git("commit", "-q", "-m", "head")
    head = git("rev-parse", "HEAD")
    runner_env.monkeypatch.delenv("INPUT_GITHUB-TOKEN")
    runner_env.monkeypatch.delenv("GITHUB_TOKEN", raising=False)
    runner_env.run("--base", base, "--head", head)
    (workflow_file,) = runner_env.grade_json["config_change"]["files"]
    assert (workflow_file["path"], workflow_file["status"]) == (
        ".github/workflows/gate.yml", "removed")
    assert github.requests == []


def test_a_gate_workflow_that_no_longer_runs_on_pull_requests_is_noticed(runner_env, github,
                                                                         ) -> None:
    folder = runner_env.workspace / ".github" / "workflows"
    folder.mkdir(parents=True)
    (folder / "gate.yml").write_text(
        GATE_WORKFLOW.replace("on: pull_request", "on: workflow_dispatch"))
    (folder / "same.yml").write_text("# reformatted\n" + GATE_WORKFLOW)
    with_workflows(github, runner_env, {".github/workflows/gate.yml": GATE_WORKFLOW,
                                        ".github/workflows/same.yml": GATE_WORKFLOW})
    runner_env.run()
    gate, same = runner_env.grade_json["config_change"]["files"]
    assert [(d["setting"], d["base"], d["head"]) for d in gate["differences"]] == [
        ("on.pull_request", "true", None), ("on.workflow_dispatch", None, "true")]
    assert same["differences"] == []
    (comment,) = sticky_comments(github)
    top = comment["body"].split("**Session audit**")[0]
    assert "workflow · <code>on.pull_request</code>: <code>true</code> → _unset_" in top
    assert ("<code>.github/workflows/same.yml</code> (workflow that runs the gate, modified): "
            "no difference in what was compared: its triggers") in top


def test_in_the_gates_own_repository_the_base_says_what_runs_the_gate(runner_env, github) -> None:
    self_test = ("name: self-test\non: pull_request\njobs:\n  grade:\n    runs-on: x\n"
                 "    steps:\n      - uses: actions/checkout@v4\n")
    (runner_env.workspace / "action.yml").write_text("name: some-other-action\n")
    github.put_file(REPO, "action.yml", BASE_SHA, "name: signalforge-gate\nruns: {}\n")
    folder = runner_env.workspace / ".github" / "workflows"
    folder.mkdir(parents=True)
    (folder / "self-test.yml").write_text(self_test)  # the local gate step dropped
    with_workflows(github, runner_env, {
        ".github/workflows/self-test.yml": self_test + "      - id: gate\n        uses: ./\n"})
    runner_env.run()
    (workflow,) = runner_env.grade_json["config_change"]["files"]
    removed = {d["setting"]: (d["base"], d["head"]) for d in workflow["differences"]}
    assert removed["jobs.grade.steps[gate].uses"] == ("./", None)


def test_workflows_added_to_fill_the_cap_cannot_hide_the_one_that_runs_the_gate(
    runner_env, github,
) -> None:
    folder = runner_env.workspace / ".github" / "workflows"
    folder.mkdir(parents=True)
    listed = [{"filename": name, "status": "added",
               "patch": added_patch((runner_env.workspace / name).read_text())}
              for name in CHANGED]
    for i in range(MAX_WORKFLOWS + 5):  # sorted before the real one, and not the gate
        name = f".github/workflows/a{i:02}.yml"
        (runner_env.workspace / name).write_text(OTHER_WORKFLOW)
        github.put_file(REPO, name, HEAD_SHA, OTHER_WORKFLOW)
        listed.append({"filename": name, "status": "added", "patch": added_patch(OTHER_WORKFLOW)})
    listed.append({"filename": ".github/workflows/z-gate.yml", "status": "removed",
                   "patch": "@@ -1,11 +0,0 @@\n" + "".join(
                       f"-{line}\n" for line in GATE_WORKFLOW.splitlines())})
    github.add_pull(REPO, PR, BASE_SHA, HEAD_SHA, files=listed, base_ref="master",
                    head_ref="changes")
    github.put_file(REPO, ".github/workflows/z-gate.yml", BASE_SHA, GATE_WORKFLOW)
    runner_env.run()
    change = runner_env.grade_json["config_change"]
    (workflow,) = change["files"]
    assert (workflow["path"], workflow["status"]) == (".github/workflows/z-gate.yml", "removed")
    assert change["note"] == (f"the change alters {MAX_WORKFLOWS + 6} workflows; "
                              f"{MAX_WORKFLOWS} of them, those that mention the gate first, "
                              "were checked for the gate")


def test_without_a_token_the_cap_also_puts_the_gate_workflow_first(runner_env, github) -> None:
    workspace = runner_env.workspace

    def git(*args: str) -> str:
        return subprocess.run(["git", "-C", str(workspace), "-c", "user.name=t", "-c",
                               "user.email=t@t", *args], check=True, capture_output=True,
                              text=True).stdout.strip()
    folder = workspace / ".github" / "workflows"
    folder.mkdir(parents=True)
    (folder / "z-gate.yml").write_text(GATE_WORKFLOW)
    git("init", "-q")
    git("add", "-A")
    git("commit", "-q", "-m", "base")
    base = git("rev-parse", "HEAD")
    git("rm", "-q", ".github/workflows/z-gate.yml")
    folder.mkdir(parents=True, exist_ok=True)  # git removed it with its only file
    for i in range(MAX_WORKFLOWS + 5):
        (folder / f"a{i:02}.yml").write_text(OTHER_WORKFLOW)
    git("add", "-A")
    git("commit", "-q", "-m", "head")
    head = git("rev-parse", "HEAD")
    runner_env.monkeypatch.delenv("INPUT_GITHUB-TOKEN")
    runner_env.monkeypatch.delenv("GITHUB_TOKEN", raising=False)
    runner_env.run("--base", base, "--head", head)
    (workflow,) = runner_env.grade_json["config_change"]["files"]
    assert (workflow["path"], workflow["status"]) == (".github/workflows/z-gate.yml", "removed")
