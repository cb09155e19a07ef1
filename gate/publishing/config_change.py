"""The block at the top of the comment, the check run and the job summary when a pull request
changes the gate itself: which files, and what each would change once merged.

Everything shown here comes from the pull request (paths, values, criterion text, the loader's
paragraph quoting the file), so every piece goes through the renderer's escaping, handed in by
the caller (`escape`), and the block is bounded: every enforcement and bar difference (up to
`MAX_DECIDING_LINES`) and at most `MAX_LINES` in all otherwise, each value cut short;
grade.json holds them all.
"""

from __future__ import annotations

from collections.abc import Callable

from gate.gate_change.diff import ALWAYS_SHOWN, ChangedGateFile, ConfigDifference
from gate.gate_change.workflows import COMPARED
from gate.report.grade_json import GateReport

Escape = Callable[[str, int], str]
MAX_LINES = 40
#: Enforcement and bar lines are shown whatever `MAX_LINES`; only this many of them at most
#: (the file-wide ones are a dozen, so only per-criterion pass marks can reach it).
MAX_DECIDING_LINES = 60
VALUE_CHARS = 80
CRITERION_CHARS = 120
HEADING = "#### ⚠️ This change alters the gate itself"
ROLES = {"config": "configuration", "workflow": "workflow that runs the gate",
         "dbt_project": "dbt project: where the drafted docs are read from"}


def config_change_block(report: GateReport, escape: Escape) -> list[str]:
    """The block's Markdown lines; none when the pull request leaves the gate alone."""
    change = report.config_change
    if change is None or not change.changed:
        return []
    graded_by = ("It was graded by the base's configuration, as every change is; "
                 "once merged, this takes effect:") if report.config.source == "base" \
        else "Once merged, this takes effect:"
    lines = [HEADING, "", graded_by, ""]
    # What decides whether a pull request fails (enforcement, bars) is shown before anything
    # else is counted against the cap, so no number of other differences pushes it out; only
    # a flood of per-criterion pass marks meets a cap of its own.
    deciding = sum(d.aspect in ALWAYS_SHOWN for f in change.files for d in f.differences)
    bar_budget = MAX_DECIDING_LINES
    budget = max(MAX_LINES - min(deciding, MAX_DECIDING_LINES), 0)
    for changed in change.files:
        lines.append(f"- {_file_line(changed, escape)}")
        shown = []
        for difference in changed.differences:
            if difference.aspect in ALWAYS_SHOWN and bar_budget > 0:
                bar_budget -= 1
            elif difference.aspect not in ALWAYS_SHOWN and budget > 0:
                budget -= 1
            else:
                continue
            shown.append(difference)
        lines += [f"  - {_difference_line(d, escape)}" for d in shown]
        if len(shown) < len(changed.differences):
            lines.append(f"  - … {len(changed.differences) - len(shown)} more in grade.json")
    if change.note:
        lines.append(f"- _note: {escape(change.note, 400)}_")
    return [*lines, ""]


def _file_line(changed: ChangedGateFile, escape: Escape) -> str:
    where = f"<code>{escape(changed.path, 200)}</code> ({ROLES[changed.kind]}, {changed.status})"
    if not changed.readable:
        return (f"{where}: **cannot be read**, so what it would change is unknown; "
                f"the loader says: {escape(changed.error or 'no reason given', 600)}")
    if not changed.differences:
        if changed.kind == "workflow":
            return f"{where}: no difference in what was compared: {COMPARED}"
        return f"{where}: no effective difference in the settings the gate reads"
    return f"{where}:"


def _difference_line(difference: ConfigDifference, escape: Escape) -> str:
    setting = f"{difference.aspect} · <code>{escape(difference.setting, 120)}</code>"
    if difference.aspect == "criteria":
        if difference.head is None:
            return f"{setting} removed ({_quoted(difference.base, escape)})"
        if difference.base is None:
            return f"{setting} added ({_quoted(difference.head, escape)})"
        return (f"{setting} reworded: {_quoted(difference.base, escape)} → "
                f"{_quoted(difference.head, escape)}")
    # An input left out of a gate step takes the action's default (a configuration setting
    # left out already shows its default: the loader fills it in).
    unset = "_unset: the action's default_" if difference.aspect == "workflow" and \
        ".with." in difference.setting else "_unset_"
    return (f"{setting}: {_value(difference.base, escape, unset)} → "
            f"{_value(difference.head, escape, unset)}")


def _value(value: str | None, escape: Escape, unset: str) -> str:
    return unset if value is None else f"<code>{escape(value, VALUE_CHARS)}</code>"


def _quoted(value: str | None, escape: Escape) -> str:
    return f"“{escape(value or '', CRITERION_CHARS)}”"
