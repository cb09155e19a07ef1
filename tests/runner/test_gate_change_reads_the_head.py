"""The notice of a change to the gate reads the head commit as GitHub holds it, never the
checkout, and names every step a change adds before the gate in its job. End to end, through
`run` against the loopback GitHub."""

from __future__ import annotations

from tests.fakes.github_api import FakeGitHub
from tests.runner.conftest import BASE_SHA, REPO, Runner, changed_at_head
from tests.runner.test_run_config_change import BASE, GATE_WORKFLOW, LOWERED, check_run_summary
from tests.runner.test_run_pull_request import sticky_comments

PROJECT = "name: shop\nversion: '1.0'\nconfig-version: 2\nprofile: shop\n"
WORKFLOW = ".github/workflows/gate.yml"


def written_back(runner_env: Runner, name: str, text: str) -> None:
    """An earlier step of the job wrote the base's copy back into the checkout."""
    (runner_env.workspace / name).parent.mkdir(parents=True, exist_ok=True)
    (runner_env.workspace / name).write_text(text)


def test_a_lowered_config_written_back_on_disk_is_still_named(
    runner_env: Runner, github: FakeGitHub,
) -> None:
    github.put_file(REPO, "signalforge.yml", BASE_SHA, BASE)
    changed_at_head(github, runner_env.workspace, "signalforge.yml", LOWERED)
    written_back(runner_env, "signalforge.yml", BASE)
    runner_env.run()
    (config_file,) = runner_env.grade_json["config_change"]["files"]
    assert (config_file["path"], config_file["status"]) == ("signalforge.yml", "modified")
    assert ("bar", "grade.min_pass_rate", "0.7", "0.1") in [
        (d["aspect"], d["setting"], d["base"], d["head"]) for d in config_file["differences"]]
    assert runner_env.outputs["config-changed"] == "true"


def test_a_model_path_change_written_back_on_disk_is_still_named(
    runner_env: Runner, github: FakeGitHub,
) -> None:
    github.put_file(REPO, "dbt_project.yml", BASE_SHA, PROJECT)
    changed_at_head(github, runner_env.workspace, "dbt_project.yml",
                    PROJECT + "model-paths: ['models', 'marts']\n")
    written_back(runner_env, "dbt_project.yml", PROJECT)
    runner_env.run()
    (project,) = [f for f in runner_env.grade_json["config_change"]["files"]
                  if f["kind"] == "dbt_project"]
    assert "model-paths" in {d["setting"] for d in project["differences"]}
    assert runner_env.outputs["config-changed"] == "true"


def test_a_workflow_switched_to_the_offline_judge_is_named_though_the_disk_says_otherwise(
    runner_env: Runner, github: FakeGitHub,
) -> None:
    github.put_file(REPO, WORKFLOW, BASE_SHA, GATE_WORKFLOW)
    offline = GATE_WORKFLOW + "          judge: heuristic\n"
    changed_at_head(github, runner_env.workspace, WORKFLOW, offline)
    written_back(runner_env, WORKFLOW, GATE_WORKFLOW)
    runner_env.run()
    (workflow,) = runner_env.grade_json["config_change"]["files"]
    assert [(d["setting"], d["base"], d["head"]) for d in workflow["differences"]] == [
        ("jobs.grade.steps[gate].with.judge", None, "heuristic")]


def test_a_step_added_before_the_gate_that_writes_github_env_is_named(
    runner_env: Runner, github: FakeGitHub,
) -> None:
    github.put_file(REPO, WORKFLOW, BASE_SHA, GATE_WORKFLOW)
    step = "      - run: echo \"LD_PRELOAD=$PWD/x.so\" >> \"$GITHUB_ENV\"\n"
    head = GATE_WORKFLOW.replace("      - uses: actions/checkout@v4\n",
                                 "      - uses: actions/checkout@v4\n" + step)
    changed_at_head(github, runner_env.workspace, WORKFLOW, head)
    runner_env.run()
    (workflow,) = runner_env.grade_json["config_change"]["files"]
    ((setting, base, added),) = [(d["setting"], d["base"], d["head"])
                                 for d in workflow["differences"]]
    assert setting == "jobs.grade.before-gate.steps[1]"
    assert base is None
    assert "GITHUB_ENV" in added
    assert runner_env.outputs["config-changed"] == "true"
    (comment,) = sticky_comments(github)
    top = comment["body"].split("**Session audit**")[0]
    assert "before-gate.steps" in top
    assert "no difference" not in top
    assert "before-gate.steps" in check_run_summary(github)
