"""The settings of one `run`, read once: command-line flags first, then the action's inputs.

A flag given on the command line wins; otherwise the action input of the same name
(`INPUT_*`, as the runner passes it to a docker action) applies; otherwise the default. Secrets
(the GitHub token, the Anthropic key, the cache secret) come only from the environment, never
from flags, so they never appear in a process list or a shell history. Under GitHub Actions
the judge's key, endpoint and cache secret come from the inputs alone: any other variable could
have been set by an earlier step (`gate.github.ambient`).
"""

from __future__ import annotations

import argparse
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

from gate.configure.config import CONFIG_FILE
from gate.configure.judge_names import JudgeChoice
from gate.core.errors import UsageError
from gate.docs.run.progress import ProgressOutput
from gate.docs.seam.signing import CACHE_SECRET_VARIABLE
from gate.github.actions import DEFAULT_PUBLISH_BUDGET_SECONDS, ActionsEnv
from gate.github.ambient import ignored_variables, trusted_environment

CommentMode = Literal["sticky", "off"]


@dataclass(frozen=True)
class RunOptions:
    workspace: Path
    config_name: str
    #: The `config` input names a file other than the default: it must exist somewhere.
    config_required: bool
    config_path: Path | None
    event_path: Path | None
    event_name: str | None
    base: str | None
    head: str | None
    repository: str | None
    pr_number: int | None
    api_url: str | None
    session_audits: tuple[str, ...]
    session_id: str | None
    grade_json: Path
    judge: JudgeChoice | None
    comment: CommentMode
    comment_instance: str
    comment_author: str
    review_comments: bool
    commit_status: bool
    check_run: bool
    publish_budget: float
    dry_run: bool
    cache_dir: Path | None
    no_cache: bool
    progress: ProgressOutput
    github_token: str | None
    anthropic_key: str | None
    #: Signs the verdict cache instead of a key derived from `anthropic_key`.
    cache_secret: str | None = None
    junit: Path | None = None
    sarif: Path | None = None
    #: The folder the HTML report's index.html is written to.
    html: Path | None = None
    #: The judge's endpoint (`anthropic-base-url`, `--anthropic-base-url`); None: Anthropic's.
    anthropic_base_url: str | None = None
    #: What the judge may read its settings from: under Actions, the environment without the
    #: variables an earlier step could have set to decide the grade.
    judge_env: Mapping[str, str] = field(default_factory=dict)
    #: Notes naming the variables that were set but not honoured (under Actions).
    ignored: tuple[str, ...] = ()
    #: Where output paths (grade.json, JUnit, SARIF, HTML) are relative to: the runner's
    #: workspace, which holds the checkout (the `path` input) or is it.
    output_root: Path = Path()


def _split(value: str) -> tuple[str, ...]:
    """A list input: one item per line or comma."""
    return tuple(part.strip() for line in value.splitlines() for part in line.split(",")
                 if part.strip())


def _choice(value: str, allowed: tuple[str, ...], name: str) -> str:
    if value not in allowed:
        raise UsageError(f"input {name} is {value!r}.",
                         remediation=f"use one of: {', '.join(allowed)}.")
    return value


def publish_budget(value: str) -> float:
    """Seconds publishing may wait on GitHub (rate limits, retries); 60 by default."""
    try:
        seconds = float(value) if value else DEFAULT_PUBLISH_BUDGET_SECONDS
    except ValueError:
        seconds = -1.0
    if not 0 < seconds <= 3600:
        raise UsageError(f"publish-budget is {value!r}.",
                         remediation="give a number of seconds between 1 and 3600, e.g. 60.")
    return seconds


def resolve(args: argparse.Namespace, actions: ActionsEnv) -> RunOptions:
    """Flags, then inputs, then defaults."""
    def pick(flag: object, name: str, default: str = "") -> str:
        return str(flag) if flag not in (None, "") else actions.input(name, default)

    root = Path(actions.get("GITHUB_WORKSPACE") or ".")
    workspace = Path(args.workspace) if args.workspace else root / checkout_folder(actions)
    if not workspace.is_dir():
        raise UsageError("the workspace is not a directory (it does not exist, or is a file).",
                         remediation="pass the checkout with --workspace DIR, or run where "
                                     "GITHUB_WORKSPACE points to it (with the path input, "
                                     "name the folder actions/checkout wrote).",
                         path=str(workspace))
    if args.config is not None and not Path(args.config).is_file():
        raise UsageError("the configuration file named by --config does not exist.",
                         remediation="check the path (relative to the current directory), or "
                                     "leave --config out to read signalforge.yml from the "
                                     "pull request's base commit.", path=str(args.config))
    config_name = pick(None, "config", CONFIG_FILE)
    grade_json = Path(pick(args.grade_json, "grade-json", ".signalforge/grade.json"))
    judge = pick(args.judge, "judge") or None
    junit, sarif = pick(args.junit, "junit"), pick(args.sarif, "sarif")
    html = pick(args.html, "html")
    comment = _choice(pick(None, "comment", "sticky"), ("sticky", "off"), "comment")
    # Output paths are the runner's workspace's, so that later steps find them; with the
    # `path` input the checkout is a folder of it, and nothing is written inside that folder.
    outputs_root = workspace if args.workspace else root
    # The run's own environment (under Actions the one the gate built), never os.environ.
    env = trusted_environment(actions.env, actions=actions.active)
    return RunOptions(
        workspace=workspace,
        config_name=config_name,
        config_required=config_name != CONFIG_FILE,
        config_path=args.config,
        event_path=args.event,
        event_name=args.event_name,
        base=args.base,
        head=args.head,
        repository=args.repository,
        pr_number=args.pr,
        api_url=args.api_url,
        session_audits=_split(pick(args.session_audit, "session-audit")),
        session_id=pick(args.session_id, "session-id") or None,
        grade_json=grade_json if grade_json.is_absolute() else outputs_root / grade_json,
        judge=_choice(judge, ("auto", "anthropic", "heuristic", "scores"), "judge")  # type: ignore[arg-type]
        if judge else None,
        comment="off" if args.no_comment else comment,  # type: ignore[arg-type]
        comment_instance=actions.input("comment-instance"),
        comment_author=actions.input("comment-author"),
        review_comments=actions.flag("review-comments"),
        commit_status=actions.flag("commit-status"),
        check_run=not getattr(args, "no_check_run", False)
        and actions.flag("check-run", default=True),
        publish_budget=publish_budget(pick(args.publish_budget, "publish-budget")),
        dry_run=bool(args.dry_run) or actions.flag("dry-run"),
        cache_dir=Path(pick(args.cache_dir, "cache-dir")) if pick(args.cache_dir, "cache-dir")
        else None,
        no_cache=bool(args.no_cache) or not actions.flag("cache", default=True),
        progress=ProgressOutput.from_flags(verbose=bool(args.verbose), quiet=bool(args.quiet),
                                           env=actions.env),
        github_token=actions.input("github-token") or env.get("GITHUB_TOKEN") or None,
        anthropic_key=actions.input("anthropic-api-key")
        or env.get("ANTHROPIC_API_KEY") or None,
        cache_secret=actions.input("cache-secret") or env.get(CACHE_SECRET_VARIABLE) or None,
        anthropic_base_url=pick(args.anthropic_base_url, "anthropic-base-url")
        or env.get("ANTHROPIC_BASE_URL") or None,
        judge_env=env,
        ignored=ignored_variables(actions.env, actions=actions.active),
        output_root=outputs_root,
        junit=_in_workspace(outputs_root, junit),
        sarif=_in_workspace(outputs_root, sarif),
        html=_in_workspace(outputs_root, html),
    )


def checkout_folder(actions: ActionsEnv) -> str:
    """The `path` input: the checkout's folder inside the runner's workspace ("" for the
    workspace itself). It must stay inside it."""
    value = actions.input("path")
    if Path(value).is_absolute() or ".." in Path(value).parts:
        raise UsageError(f"input path is {value[:200]!r}, which leaves the workspace.",
                         remediation="name the checkout's folder relative to the workspace, "
                                     "as actions/checkout's path input does.")
    return value


def _in_workspace(workspace: Path, value: str) -> Path | None:
    """An output path: relative ones are under the workspace, as the action's inputs are."""
    if not value:
        return None
    path = Path(value)
    return path if path.is_absolute() else workspace / path
