"""The run's context: the runner's description of the event, with the command line's flags over it.

The first of a run's stages (then what to grade, `gate.runner.change.graded_files`; grading,
`gate.runner.grading`; publishing, `gate.publishing.to_pull_request`); `gate.runner.run` puts
them in order.
"""

from __future__ import annotations

from dataclasses import replace

from gate.github.actions import ActionsEnv, read_event
from gate.github.context import RunContext, from_environment
from gate.settings import RunOptions


def build_context(options: RunOptions, actions: ActionsEnv) -> RunContext:
    """The runner's description of the run, with the command line's flags over it."""
    payload = read_event(options.event_path) if options.event_path is not None else None
    context = from_environment(actions, workspace=options.workspace, payload=payload,
                               event_name=options.event_name, token=options.github_token)
    return replace(context,
                   base_sha=options.base or context.base_sha,
                   head_sha=options.head or context.head_sha,
                   repository=options.repository or context.repository,
                   pr_number=options.pr_number or context.pr_number,
                   api_url=options.api_url or context.api_url,
                   base_from_flag=bool(options.base))
