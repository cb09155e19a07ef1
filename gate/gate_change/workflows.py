"""Does a workflow file run this gate, and with which settings?

A pull request can loosen the gate without touching `signalforge.yml`: point the action's
`config` input at a laxer file, switch the judge, add `continue-on-error: true`, or drop the
step. Such a workflow is recognised from its text, read with the same bounded YAML loader as
the configuration (no code of the pull request runs), and described as a flat map of the
settings that decide the gate's effect, so base and head compare key by key: the workflow's
triggers (`on:` with its branch and path filters: a gate that no longer runs on pull requests
grades nothing) and `env`, the settings and environment of each job and step that runs it, and
every step that runs before the gate in its job (whole: it shares the job's environment, and
one writing `$GITHUB_ENV` reaches the gate).

A step runs the gate when its `uses` names the action (a repository called
`signalforge-gate`, at any owner, path or ref; a `docker://` image of that name; the local
action `./` when the repository is the gate's own) or its `run` script calls
`signalforge-gate` or `python -m gate`. A job that calls a reusable workflow named after the
gate counts too. A cheap text test comes first, so most workflows are never parsed.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from typing import Any

from gate.core.lazy_pattern import lazy_pattern
from gate.inputs.safe_yaml import LoadError, load_yaml

WORKFLOWS_DIR = ".github/workflows"
ACTION_NAME = "signalforge-gate"
#: `python -m gate`, `python3.12 -m gate`, with any spacing.
_MODULE_RUN = lazy_pattern(r"python[0-9.]*\s+-m\s+gate\b", re.IGNORECASE)
#: The settings of a gate step (or job) that decide its effect, besides its inputs.
_STEP_KEYS = ("uses", "run", "if", "continue-on-error")
_JOB_KEYS = ("uses", "if", "continue-on-error")
#: What a workflow's two sides are compared on, for a reader told that none of it differs.
COMPARED = ("its triggers (`on`), its `env`, the `uses`, `run`, `if`, `continue-on-error`, "
            "`with`, `secrets` and `env` of the jobs and steps that run the gate, and every "
            "step before the gate in its job")


def is_workflow_path(path: str) -> bool:
    """A workflow GitHub runs: a `.yml`/`.yaml` file directly in `.github/workflows/`."""
    folder, _, name = path.rpartition("/")
    return folder == WORKFLOWS_DIR and name.endswith((".yml", ".yaml")) and bool(name)


def mentions_gate(text: str, *, local_gate: bool = False) -> bool:
    """The cheap test: could this workflow run the gate at all? (`local_gate`: the repository
    is the gate itself, so any local action may be it.)"""
    lowered = text.lower()
    return ACTION_NAME in lowered or bool(_MODULE_RUN.search(text)) or \
        (local_gate and "./" in text)


def gate_settings(text: str, *, local_gate: bool = False) -> dict[str, str]:
    """The settings of every step and job that runs the gate, as setting path → value text
    (`jobs.grade.steps[gate].with.config` → `lax.yml`); empty when nothing runs the gate.
    Raises LoadError when the text is not YAML the loader accepts."""
    if not mentions_gate(text, local_gate=local_gate):
        return {}
    document = load_yaml(text, duplicate_keys="last_wins").data
    jobs = document.get("jobs") if isinstance(document, dict) else None
    if not isinstance(jobs, dict):
        return {}
    found: dict[str, str] = {}
    for job_id, job in jobs.items():
        if isinstance(job, dict):
            found.update(_job_settings(f"jobs.{job_id}", job, local_gate))
    if found:  # when the gate runs at all, and what every step of it sees
        found.update(_triggers(document))
        found.update(_mapping("env", document.get("env")))
    return found


def _triggers(document: dict[Any, Any]) -> dict[str, str]:
    """`on:` as one setting per event (`on.pull_request` → `true`) and per filter of it
    (`on.pull_request.paths-ignore` → `["docs/**"]`): the three spellings (a name, a list, a
    mapping) of the same events are the same settings. YAML 1.1 reads the bare key `on` as
    true, as GitHub's own parser does not, so both are looked for."""
    events = document.get("on", document.get(True))
    if isinstance(events, str):
        events = {events: None}
    elif isinstance(events, list):
        events = {str(event): None for event in events}
    if not isinstance(events, dict):
        return {} if events is None else {"on": _text(events)}
    found: dict[str, str] = {}
    for event, filters in events.items():
        found[f"on.{event}"] = "true"
        if isinstance(filters, dict):
            found.update(_picked(f"on.{event}", filters, tuple(map(str, filters))))
        elif filters is not None:
            found[f"on.{event}.config"] = _text(filters)
    return found


def _mapping(prefix: str, values: object) -> dict[str, str]:
    """A mapping of settings (`env`, `with`) one key each; anything else whole."""
    if isinstance(values, dict):
        return _picked(prefix, values, tuple(map(str, values)))
    return {} if values is None else {prefix: _text(values)}


def _job_settings(prefix: str, job: dict[Any, Any], local_gate: bool) -> dict[str, str]:
    steps = job.get("steps")
    found: dict[str, str] = {}
    if _names_gate(job.get("uses"), local_gate=False):  # a reusable workflow of the gate
        found.update(_described(prefix, job, ("with", "secrets")))
    seen: dict[str, int] = {}
    listed = steps if isinstance(steps, list) else []
    for index, step in enumerate(listed):
        if isinstance(step, dict) and _runs_gate(step, local_gate):
            key = _step_key(step, index, seen)
            found.update(_described(f"{prefix}.steps[{key}]", step, ("with", "env")))
    if found:  # the job's own conditions and environment decide how the gate step runs
        found.update(_picked(prefix, job, ("if", "continue-on-error")))
        found.update(_mapping(f"{prefix}.env", job.get("env")))
        found.update(_steps_before_gate(prefix, listed, local_gate))
    return found


def _steps_before_gate(prefix: str, steps: list[Any], local_gate: bool) -> dict[str, str]:
    """Every step of the gate's job that runs before the gate, whole: such a step shares the
    job with the gate (it can write `$GITHUB_ENV`, `$GITHUB_PATH` or the checkout the gate
    then reads), so one the change adds or edits is named, whatever it does."""
    found: dict[str, str] = {}
    seen: dict[str, int] = {}
    for index, step in enumerate(steps):
        if isinstance(step, dict) and _runs_gate(step, local_gate):
            break
        key = _step_key(step, index, seen) if isinstance(step, dict) else str(index)
        found[f"{prefix}.before-gate.steps[{key}]"] = _text(step)
    return found


def _runs_gate(step: dict[Any, Any], local_gate: bool) -> bool:
    run = step.get("run")
    if isinstance(run, str) and (ACTION_NAME in run.lower() or _MODULE_RUN.search(run)):
        return True
    return _names_gate(step.get("uses"), local_gate=local_gate)


def _names_gate(uses: object, *, local_gate: bool) -> bool:
    if not isinstance(uses, str):
        return False
    reference = uses.strip().lower()
    if reference.startswith("docker://"):
        return ACTION_NAME in reference
    if reference.startswith("./") or reference == ".":
        return local_gate and reference.rstrip("/") in (".", "./")
    parts = reference.split("@", 1)[0].split("/")
    return len(parts) >= 2 and parts[1] == ACTION_NAME


def _step_key(step: dict[Any, Any], index: int, seen: dict[str, int]) -> str:
    """The step's id, else its name, else its index; a key already taken in the job gets its
    occurrence (`Gate#2`), so a second step named like the first cannot overwrite (and so
    hide) the first one's settings."""
    key = str(index)
    for field in ("id", "name"):
        value = step.get(field)
        if isinstance(value, str) and value.strip():
            key = value.strip()
            break
    seen[key] = seen.get(key, 0) + 1
    return key if seen[key] == 1 else f"{key}#{seen[key]}"


def _described(prefix: str, node: dict[Any, Any],
               mappings: tuple[str, ...]) -> dict[str, str]:
    keys = _STEP_KEYS if ".steps[" in prefix else _JOB_KEYS
    found = _picked(prefix, node, keys)
    for mapping in mappings:  # `secrets: inherit` is kept whole
        found.update(_mapping(f"{prefix}.{mapping}", node.get(mapping)))
    return found


def _picked(prefix: str, node: dict[Any, Any], keys: tuple[str, ...]) -> dict[str, str]:
    return dict(_present(prefix, node, keys))


def _present(prefix: str, node: dict[Any, Any], keys: tuple[str, ...]) -> Iterator[
        tuple[str, str]]:
    by_name = {str(key): value for key, value in node.items()}
    for key in keys:
        if key in by_name:
            yield f"{prefix}.{key}", _text(by_name[key])


def _text(value: object) -> str:
    """A value as the workflow means it: booleans as YAML writes them."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (list, dict)):  # branch and path filters: compared whole, in order
        return json.dumps(value, ensure_ascii=False, default=str)
    return "null" if value is None else str(value)


__all__ = ["COMPARED", "LoadError", "gate_settings", "is_workflow_path", "mentions_gate"]
