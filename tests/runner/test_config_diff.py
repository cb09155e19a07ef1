"""The pieces behind "this pull request changes the gate itself": the effective difference of
two configurations, recognising a workflow that runs the gate, and the bounded block."""

from __future__ import annotations

import json
from typing import get_args

import pytest

from gate.configure.artifact_kinds import ArtifactKind
from gate.configure.config import GateConfig, parse_config
from gate.docs.contract.rubric import DEFAULT_APPLIES_TO
from gate.docs.models import Usage
from gate.gate_change.diff import (
    DEFAULT_CRITERIA,
    ChangedGateFile,
    ConfigChange,
    ConfigDifference,
    config_differences,
)
from gate.gate_change.workflows import gate_settings, is_workflow_path, mentions_gate
from gate.inputs.safe_yaml import LoadError
from gate.publishing.config_change import MAX_DECIDING_LINES, MAX_LINES, config_change_block
from gate.publishing.render import text
from gate.report.grade_json import (
    CheckVerdict,
    ConfigInfo,
    Context,
    DocsSection,
    GateReport,
    SessionSection,
    Tool,
    Verdict,
)


def config(yaml_text: str) -> GateConfig:
    return parse_config(yaml_text.encode(), display_path="signalforge.yml", ref=None)


def changes(base: str, head: str) -> list[tuple[str, str, str | None, str | None]]:
    return [(d.aspect, d.setting, d.base, d.head)
            for d in config_differences(config(base), config(head))]


RUBRIC = ("grade:\n  rubric:\n    - {id: clarity, criterion: 'Is it clear?'}\n"
          "    - {id: sources, criterion: 'Does it name its source?'}\n")


def test_the_same_settings_written_differently_are_no_difference() -> None:
    spelt_out = ("# every default written out\ngrade:\n  min_pass_rate: 0.7\n"
                 "  fail_on_below_threshold: false\n  model: claude-sonnet-4-6\n"
                 "gate:\n  session: {min_percent: 60}\nother_tool: {x: 1}\n")
    assert changes("", spelt_out) == []
    assert changes(RUBRIC, RUBRIC.replace("{id: clarity", "{ id: clarity")) == []


def test_each_kind_of_setting_is_tagged_and_enforcement_comes_first() -> None:
    head = ("grade:\n  min_mean_score: 0.2\n  require_complete: false\n"
            "  model: claude-haiku-4-5\n  max_grade_calls: 5\n"
            "gate:\n  judge: heuristic\n  session: {min_percent: 10, required: true}\n"
            "  docs: {exclude: ['models/**']}\n  cache: {max_mb: 1}\n")
    assert changes("", head) == [
        ("enforcement", "grade.require_complete", "true", "false"),
        ("enforcement", "gate.session.required", "false", "true"),
        ("bar", "grade.min_mean_score", "0.5", "0.2"),
        ("bar", "gate.session.min_percent", "60", "10"),
        ("judge", "grade.model", '"claude-sonnet-4-6"', '"claude-haiku-4-5"'),
        ("judge", "gate.judge", '"auto"', '"heuristic"'),
        ("ceiling", "grade.max_grade_calls", "null", "5"),
        ("scope", "gate.docs.exclude", "[]", '["models/**"]'),
        ("other", "gate.cache.max_mb", "200.0", "1.0"),
    ]


def test_pass_marks_evidence_addressing_and_stability_are_tagged() -> None:
    head = ("gate:\n  docs:\n    pass_marks: {clarity: 0.1}\n    addressing_judge: flag\n"
            "    evidence: degrade\n  session: {min_percent: 10}\n"
            "  stability: {repeats: 0}\n")
    assert changes("", head) == [
        ("enforcement", "gate.docs.addressing_judge", '"fail"', '"flag"'),
        ("enforcement", "gate.docs.evidence", '"mark"', '"degrade"'),
        ("bar", "gate.session.min_percent", "60", "10"),
        ("bar", "gate.stability.repeats", "2", "0"),
        ("bar", "gate.docs.pass_marks.clarity", "0.5", "0.1"),  # after the file-wide bars
    ]


def test_criteria_are_compared_one_by_one() -> None:
    head = ("grade:\n  rubric:\n    - {id: clarity, criterion: 'Is it clear enough?'}\n"
            "    - {id: brevity, criterion: 'Is it short?'}\n")
    assert changes(RUBRIC, head) == [
        ("criteria", "grade.rubric[clarity]", "Is it clear?", "Is it clear enough?"),
        ("criteria", "grade.rubric[sources]", "Does it name its source?", None),
        ("criteria", "grade.rubric[brevity]", None, "Is it short?"),
    ]


def test_removing_the_rubric_brings_back_every_default_criterion() -> None:
    found = changes(RUBRIC, "")
    added = {setting for _, setting, base, _ in found if base is None}
    assert added == {f"grade.rubric[{c.id}]" for c in DEFAULT_CRITERIA if c.id != "clarity"}
    assert ("criteria", "grade.rubric[sources]", "Does it name its source?", None) in found


def test_which_kinds_a_criterion_grades_is_a_criteria_change() -> None:
    head = "gate:\n  docs:\n    applies_to: {clarity: [test]}\n"
    default_kinds = json.dumps(list(DEFAULT_APPLIES_TO["clarity"]))
    assert changes("", head) == [
        ("criteria", "gate.docs.applies_to.clarity", default_kinds, '["test"]')]
    # With a rubric of its own, a criterion not narrowed grades every kind.
    (_, _, every_kind, _), = changes(RUBRIC, RUBRIC + "gate:\n  docs:\n    applies_to: "
                                     "{clarity: [test]}\n")
    assert json.loads(every_kind) == list(get_args(ArtifactKind))


def test_a_removed_per_criterion_entry_shows_the_default_that_replaces_it() -> None:
    marks = "gate:\n  docs:\n    pass_marks: {clarity: 0.9, sources: 0.5}\n"
    assert changes(marks, "") == [("bar", "gate.docs.pass_marks.clarity", "0.9", "0.5")]


# --- Workflows --------------------------------------------------------------------------------


def workflow(step: str, job_extra: str = "") -> str:
    return (f"on: pull_request\njobs:\n  grade:\n    runs-on: ubuntu-latest\n{job_extra}"
            f"    steps:\n      - uses: actions/checkout@v4\n{step}")


@pytest.mark.parametrize("step", [
    "      - uses: acme/signalforge-gate@0123456789abcdef0123456789abcdef01234567\n",
    "      - uses: Acme/SignalForge-Gate/sub/dir@v1\n",
    "      - uses: docker://ghcr.io/acme/signalforge-gate:1.2.0\n",
    "      - run: pipx run signalforge-gate run --judge heuristic\n",
    "      - run: |\n          pip install .\n          python3.12  -m gate run\n",
])
def test_a_step_that_runs_the_gate_is_recognised(step: str) -> None:
    assert gate_settings(workflow(step))


@pytest.mark.parametrize("step", [
    "      - uses: acme/other-gate@v1\n",
    "      - uses: signalforge-gate/checkout@v1\n",  # an owner of that name is another action
    "      - run: python -m gatekeeper\n",
    "      - uses: ./\n",
])
def test_a_workflow_that_does_not_run_the_gate_has_no_gate_settings(step: str) -> None:
    assert gate_settings(workflow(step)) == {}


def test_the_local_action_is_the_gate_only_in_the_gates_own_repository() -> None:
    text_ = "# signalforge-gate demo\n" + workflow("      - id: gate\n        uses: ./\n")
    assert gate_settings(text_) == {}
    assert gate_settings(text_, local_gate=True) == {
        "jobs.grade.steps[gate].uses": "./", "on.pull_request": "true",
        "jobs.grade.before-gate.steps[0]": '{"uses": "actions/checkout@v4"}'}


def test_the_settings_that_decide_the_gates_effect_are_kept() -> None:
    step = ("      - name: Gate\n        if: false\n        continue-on-error: true\n"
            "        uses: acme/signalforge-gate@v1\n        with: {config: lax.yml, "
            "check-run: false}\n        env: {ANTHROPIC_BASE_URL: 'http://x'}\n")
    assert gate_settings(workflow(step, "    continue-on-error: true\n")) == {
        "jobs.grade.steps[Gate].uses": "acme/signalforge-gate@v1",
        "jobs.grade.steps[Gate].if": "false",
        "jobs.grade.steps[Gate].continue-on-error": "true",
        "jobs.grade.steps[Gate].with.config": "lax.yml",
        "jobs.grade.steps[Gate].with.check-run": "false",
        "jobs.grade.steps[Gate].env.ANTHROPIC_BASE_URL": "http://x",
        "jobs.grade.continue-on-error": "true",
        "on.pull_request": "true",
        "jobs.grade.before-gate.steps[0]": '{"uses": "actions/checkout@v4"}',
    }


def test_a_step_added_before_the_gate_in_its_job_is_named_whatever_it_does() -> None:
    base = workflow(GATE_STEP)
    writes_env = "      - run: echo \"PATH=$PWD/bin:$PATH\" >> \"$GITHUB_ENV\"\n"
    head = base.replace("      - uses: actions/checkout@v4\n",
                        "      - uses: actions/checkout@v4\n" + writes_env)
    assert workflow_differences(base, head) == {
        "jobs.grade.before-gate.steps[1]": (None, '{"run": "echo \\"PATH=$PWD/bin:$PATH\\" '
                                                  '>> \\"$GITHUB_ENV\\""}')}
    after_the_gate = base + writes_env  # a step after the gate cannot reach it
    assert workflow_differences(base, after_the_gate) == {}


def test_a_reusable_workflow_of_the_gate_counts() -> None:
    text_ = ("on: pull_request\njobs:\n  gate:\n    uses: acme/signalforge-gate/.github/"
             "workflows/gate.yml@v1\n    secrets: inherit\n")
    assert gate_settings(text_) == {
        "jobs.gate.uses": "acme/signalforge-gate/.github/workflows/gate.yml@v1",
        "jobs.gate.secrets": "inherit", "on.pull_request": "true"}


def workflow_differences(base: str, head: str) -> dict[str, tuple[str | None, str | None]]:
    before, after = gate_settings(base), gate_settings(head)
    return {key: (before.get(key), after.get(key)) for key in {*before, *after}
            if before.get(key) != after.get(key)}


GATE_STEP = "      - id: gate\n        uses: acme/signalforge-gate@v1\n"


def test_the_triggers_of_a_workflow_that_runs_the_gate_are_compared() -> None:
    base = workflow(GATE_STEP)
    assert workflow_differences(
        base, base.replace("on: pull_request", "on: workflow_dispatch")) == {
        "on.pull_request": ("true", None), "on.workflow_dispatch": (None, "true")}
    filtered = base.replace("on: pull_request",
                            "on:\n  pull_request:\n    paths-ignore: ['**']\n"
                            "    branches: [release]")
    assert workflow_differences(base, filtered) == {
        "on.pull_request.paths-ignore": (None, '["**"]'),
        "on.pull_request.branches": (None, '["release"]')}
    # The three spellings of the same events are the same settings.
    for same in ("on: [pull_request]", "on:\n  pull_request:", "'on': {pull_request: {}}"):
        assert workflow_differences(base, base.replace("on: pull_request", same)) == {}


def test_the_environment_the_gate_runs_in_is_compared() -> None:
    base = workflow(GATE_STEP)
    head = "env: {ANTHROPIC_BASE_URL: 'http://127.0.0.1:1'}\n" + workflow(
        GATE_STEP, "    env: {SIGNALFORGE_GATE_JUDGE: heuristic}\n")
    assert workflow_differences(base, head) == {
        "env.ANTHROPIC_BASE_URL": (None, "http://127.0.0.1:1"),
        "jobs.grade.env.SIGNALFORGE_GATE_JUDGE": (None, "heuristic")}


def test_a_step_named_like_the_gate_step_cannot_hide_a_change_to_it() -> None:
    real = "      - name: Gate\n        uses: acme/signalforge-gate@v1\n"
    decoy = "      - name: Gate\n        run: echo signalforge-gate\n"
    base = workflow(real + decoy)
    head = workflow(real.replace("@v1\n", "@v1\n        continue-on-error: true\n") + decoy)
    assert workflow_differences(base, head) == {
        "jobs.grade.steps[Gate].continue-on-error": (None, "true")}
    assert gate_settings(base)["jobs.grade.steps[Gate#2].run"] == "echo signalforge-gate"


def test_a_workflow_that_never_names_the_gate_is_not_parsed() -> None:
    assert not mentions_gate("jobs: [unclosed")
    assert gate_settings("jobs: [unclosed") == {}
    with pytest.raises(LoadError):
        gate_settings("jobs: [unclosed  # signalforge-gate")


def test_an_alias_bomb_in_a_workflow_is_refused_within_bounds() -> None:
    bomb = "a: &a [x, x, x, x, x, x, x, x, x, x]\n" + "".join(
        f"{chr(98 + i)}: &{chr(98 + i)} [*{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}, "
        f"*{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}, *{chr(97 + i)}]\n"
        for i in range(9)) + "# signalforge-gate\n"
    with pytest.raises(LoadError):
        gate_settings(bomb)


@pytest.mark.parametrize(("path", "is_workflow"), [
    (".github/workflows/gate.yml", True), (".github/workflows/gate.yaml", True),
    (".github/workflows/sub/gate.yml", False), (".github/workflows/gate.json", False),
    ("x/.github/workflows/gate.yml", False), (".github/workflows/.yml", True),
])
def test_only_files_github_runs_are_workflows(path: str, is_workflow: bool) -> None:
    assert is_workflow_path(path) is is_workflow


# --- The block --------------------------------------------------------------------------------


def report_with(change: ConfigChange | None) -> GateReport:
    check = CheckVerdict(state="pass", enforced=False, graded=0, missing=0)
    return GateReport(
        tool=Tool(name="signalforge-gate", version="0"), run_id="r", started_at="",
        finished_at="", duration_seconds=0.0, context=Context(event="pull_request"),
        config=ConfigInfo(path="signalforge.yml", source="base"),
        verdict=Verdict(state="pass", passed=True, enforced=False, exit_code=0, session=check,
                        docs=check),
        session=SessionSection(graded=False, min_percent=60), docs=DocsSection(graded=False),
        usage=Usage(), config_change=change)


def test_the_block_is_bounded_whatever_the_number_of_differences() -> None:
    many = tuple(ConfigDifference(aspect="criteria", setting=f"grade.rubric[c{i}]",
                                  base="x" * 10_000) for i in range(5_000))
    change = ConfigChange(changed=True, files=(
        ChangedGateFile(path="signalforge.yml", kind="config", status="modified",
                        differences=many),))
    lines = config_change_block(report_with(change), text)
    assert len(lines) <= MAX_LINES + 10
    assert f"  - … {5_000 - MAX_LINES} more in grade.json" in lines
    assert max(map(len, lines)) < 400
    marks = tuple(ConfigDifference(aspect="bar", setting=f"gate.docs.pass_marks.c{i}",
                                   head="0.0") for i in range(5_000))
    change = ConfigChange(changed=True, files=(
        ChangedGateFile(path="signalforge.yml", kind="config", status="modified",
                        differences=marks + many),))
    lines = config_change_block(report_with(change), text)
    assert len(lines) <= MAX_DECIDING_LINES + 10
    assert f"  - … {10_000 - MAX_DECIDING_LINES} more in grade.json" in lines


def test_no_change_and_no_pull_request_add_no_block() -> None:
    assert config_change_block(report_with(None), text) == []
    assert config_change_block(report_with(ConfigChange(changed=False)), text) == []


def test_a_lowered_pass_mark_is_shown_whatever_else_the_change_does() -> None:
    many = "".join(f"    - {{id: c{i}, criterion: 'Is it {i}?'}}\n" for i in range(60))
    base = "grade:\n  rubric:\n" + many
    head = (base.replace("Is it", "Is this") + "gate:\n  docs: {pass_marks: {c1: 0.05}}\n"
            "  cache: {max_mb: 1}\n")
    differences = tuple(config_differences(config(base), config(head)))
    change = ConfigChange(changed=True, files=(
        ChangedGateFile(path="signalforge.yml", kind="config", status="modified",
                        differences=differences),))
    lines = config_change_block(report_with(change), text)
    assert "  - bar · <code>gate.docs.pass_marks.c1</code>: <code>0.5</code> → <code>0.05</code>" \
        in lines
    assert sum(line.startswith("  - criteria") for line in lines) == MAX_LINES - 1


def test_bar_and_enforcement_lines_are_shown_past_the_cap_in_any_file() -> None:
    noise = tuple(ConfigDifference(aspect="workflow", setting=f"jobs.j{i}.env.X", head="1")
                  for i in range(MAX_LINES + 5))
    bar = ConfigDifference(aspect="bar", setting="grade.min_pass_rate", base="0.7", head="0.1")
    change = ConfigChange(changed=True, files=(
        ChangedGateFile(path=".github/workflows/a.yml", kind="workflow", status="modified",
                        differences=noise),
        ChangedGateFile(path="signalforge.yml", kind="config", status="modified",
                        differences=(*noise[:3], bar))))
    lines = config_change_block(report_with(change), text)
    assert any("bar · <code>grade.min_pass_rate</code>" in line for line in lines)
    assert sum(line.startswith("  - workflow") for line in lines) == MAX_LINES - 1
