"""What a change to `signalforge.yml` would change once merged: base config × head config → the
effective differences, each tagged with what it touches (a bar, the enforcement, the criteria,
the judge, a ceiling, the files graded).

A pull request is graded by its base's configuration, so a change that lowers the bar does not
help the change itself; but a reviewer approving it approves the lower bar for every pull
request after it. This module says what would move, read from the two *parsed* configurations
(the same loader on both sides), so reformatting, comments and a key spelt out at its default
are no difference at all, while a removed key that falls back to a laxer default is one.

Pure: no file, no git, no network. `gate.gate_change.notice` finds the two files; the
publishing layer renders the list.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping, Sequence
from typing import Any, Literal, get_args

from pydantic import BaseModel, ConfigDict

from gate.configure.artifact_kinds import ArtifactKind
from gate.configure.config import Criterion, GateConfig
from gate.docs.contract.rubric import (
    DBT_RESOURCE_RUBRIC,
    DEFAULT_APPLIES_TO,
    MARKDOWN_RUBRIC,
    SCHEMA_RUBRIC,
)
from gate.docs.trust.rules import DEFAULT_PASS_MARK

#: What a difference touches, in the order a reader should see them: what fails the job first.
Aspect = Literal["enforcement", "bar", "criteria", "judge", "ceiling", "scope", "workflow",
                 "other"]
ASPECT_ORDER: tuple[Aspect, ...] = ("enforcement", "bar", "criteria", "judge", "ceiling", "scope",
                                   "workflow", "other")

#: The criteria that grade when `grade.rubric` is absent (which of them apply to an artifact
#: is decided per kind, but removing the key brings back all of them).
DEFAULT_CRITERIA: tuple[Criterion, ...] = (*SCHEMA_RUBRIC, *DBT_RESOURCE_RUBRIC, *MARKDOWN_RUBRIC)

#: The aspects whose lines the comment shows whatever its cap: what decides whether a pull
#: request fails.
ALWAYS_SHOWN: frozenset[Aspect] = frozenset({"enforcement", "bar"})
#: Settings kept per criterion id, so a pull request can add any number of them: they come
#: after the file-wide settings of their aspect, which they then cannot push out of view.
PER_CRITERION = ("gate.docs.applies_to.", "gate.docs.pass_marks.")

#: Settings by dotted path → what they touch; a setting not listed is "other", so a key added
#: to the configuration later is still reported, only less precisely tagged.
ASPECTS: Mapping[str, Aspect] = {
    "grade.fail_on_below_threshold": "enforcement",
    "grade.require_complete": "enforcement",
    "gate.session.fail_on_below_threshold": "enforcement",
    "gate.session.required": "enforcement",
    # What a drafted text that addresses the judge, or a verdict without evidence, costs:
    # `flag` and `mark` let such a pair pass where `fail` and `degrade` would not.
    "gate.docs.addressing_judge": "enforcement",
    "gate.docs.evidence": "enforcement",
    # `off` lets a model's pass stand on a proven defect, or a text the rules miss reach it.
    "gate.docs.floor": "enforcement",
    "gate.docs.guard": "enforcement",
    "grade.min_pass_rate": "bar",
    "grade.min_mean_score": "bar",
    "gate.session.min_percent": "bar",
    "gate.docs.pass_marks": "bar",
    # How hard a close call is tested before it counts: `repeats: 0` lets one lucky verdict
    # just over the pass mark pass, as a lower mark would.
    "gate.stability": "bar",
    "gate.docs.applies_to": "criteria",
    "grade.provider": "judge",
    "grade.model": "judge",
    "gate.judge": "judge",
    "gate.cost_mode": "judge",
    "gate.scores_dir": "judge",
    "grade.max_output_tokens": "judge",
    "grade.max_grade_calls": "ceiling",
    "grade.max_grade_cost_usd": "ceiling",
    "grade.max_grade_tokens": "ceiling",
    "grade.total_budget_seconds": "ceiling",
    "grade.budget_base_seconds": "ceiling",
    "grade.budget_per_pair_seconds": "ceiling",
    "grade.sweep_budget_seconds": "ceiling",
    "grade.sweep_max_rounds": "ceiling",
    "gate.docs.include": "scope",
    "gate.docs.exclude": "scope",
    "gate.session.audits": "scope",
    "gate.session.session_id": "scope",
    "gate.session.sessions": "scope",
}


class ConfigDifference(BaseModel):
    """One effective difference: `setting` is a dotted path (`grade.min_pass_rate`) or a
    criterion (`grade.rubric[clarity]`); `base` and `head` are the values as JSON text, None
    where the side has no such setting (a criterion added or removed)."""

    model_config = ConfigDict(frozen=True, extra="ignore")

    aspect: Aspect
    setting: str
    base: str | None = None
    head: str | None = None


def config_differences(base: GateConfig, head: GateConfig) -> list[ConfigDifference]:
    """Every setting whose effective value differs, the rubric criterion by criterion; ordered
    by aspect (enforcement first), the per-criterion settings after the file-wide ones, then
    as the settings appear in the file's models."""
    found = [*_setting_differences(base, head),
             *_criteria_differences(_criteria(base), _criteria(head))]
    return sorted(found, key=lambda d: (ASPECT_ORDER.index(d.aspect),  # stable within
                                        d.setting.startswith(PER_CRITERION)))


def _settings(config: GateConfig) -> dict[str, Any]:
    """Every setting but the rubric as dotted path → value (JSON types)."""
    blocks = {"grade": config.grade.model_dump(mode="json", exclude={"rubric"}),
              "gate": config.gate.model_dump(mode="json")}
    return dict(_flatten(blocks, ""))


def _flatten(value: Any, prefix: str) -> Iterator[tuple[str, Any]]:
    # A mapping of settings is walked; `applies_to` maps criterion ids, so each id is its own
    # setting. Lists (globs, kinds) are compared whole: their order can matter.
    if isinstance(value, dict):
        for key, inner in value.items():
            yield from _flatten(inner, f"{prefix}.{key}" if prefix else str(key))
    else:
        yield prefix, value


def _aspect(setting: str) -> Aspect:
    for path, aspect in ASPECTS.items():
        if setting == path or setting.startswith(path + "."):
            return aspect
    return "other"


def _setting_differences(base: GateConfig, head: GateConfig) -> Iterator[ConfigDifference]:
    before, after = _settings(base), _settings(head)
    # A criterion's entry removed from `pass_marks` or `applies_to` falls back to a default:
    # that default is the side's effective value, shown as such (and no difference at all
    # when the removed entry was the default spelt out).
    for setting in [*before, *after]:
        for side, settings in ((base, before), (head, after)):
            if setting not in settings and (fallback := _per_criterion_default(
                    setting, side)) is not None:
                settings[setting] = fallback
    for setting in dict.fromkeys([*before, *after]):
        old, new = before.get(setting), after.get(setting)
        if old != new or (setting in before) != (setting in after):
            yield ConfigDifference(
                aspect=_aspect(setting), setting=setting,
                base=_shown(old) if setting in before else None,
                head=_shown(new) if setting in after else None)


def _per_criterion_default(setting: str, config: GateConfig) -> Any:
    """What a per-criterion setting is when the file does not name the criterion; None for
    any other setting."""
    criterion_id = setting.rpartition(".")[2]
    if setting.startswith("gate.docs.pass_marks."):
        return DEFAULT_PASS_MARK
    if setting.startswith("gate.docs.applies_to."):  # the default rubric's own kinds, else all
        kinds = DEFAULT_APPLIES_TO.get(criterion_id) if config.grade.rubric is None else None
        return list(kinds if kinds is not None else get_args(ArtifactKind))
    return None


def _shown(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


def _criteria(config: GateConfig) -> Sequence[Criterion]:
    return config.grade.rubric if config.grade.rubric is not None else DEFAULT_CRITERIA


def _criteria_differences(base: Sequence[Criterion],
                          head: Sequence[Criterion]) -> Iterator[ConfigDifference]:
    """Removed, reworded and added criteria, by id (linear in both rubrics)."""
    before = {c.id: c.criterion for c in base}
    after = {c.id: c.criterion for c in head}
    for criterion_id, text in before.items():
        if criterion_id not in after:
            yield ConfigDifference(aspect="criteria", setting=f"grade.rubric[{criterion_id}]",
                                   base=text)
        elif after[criterion_id] != text:
            yield ConfigDifference(aspect="criteria", setting=f"grade.rubric[{criterion_id}]",
                                   base=text, head=after[criterion_id])
    for criterion_id, text in after.items():
        if criterion_id not in before:
            yield ConfigDifference(aspect="criteria", setting=f"grade.rubric[{criterion_id}]",
                                   head=text)


FileStatus = Literal["added", "modified", "removed"]


class ChangedGateFile(BaseModel):
    """A file of the pull request that decides how the gate grades: the configuration, or a
    workflow that runs the gate. `error` is the loader's paragraph when the head's version
    cannot be read (the differences are then unknown, and the grade is still the base's)."""

    model_config = ConfigDict(frozen=True, extra="ignore")

    path: str
    kind: Literal["config", "workflow", "dbt_project"]
    status: FileStatus
    readable: bool = True
    error: str | None = None
    differences: tuple[ConfigDifference, ...] = ()


class ConfigChange(BaseModel):
    """What the pull request changes in the gate itself (grade.json's `config_change`)."""

    model_config = ConfigDict(frozen=True, extra="ignore")

    changed: bool
    files: tuple[ChangedGateFile, ...] = ()
    note: str | None = None
