"""`signalforge-gate run`: the gate on a pull request (the docker action's entrypoint)."""

from __future__ import annotations

import argparse

from gate.cli.commands.run_report import finish, output_path
from gate.core.console import note
from gate.core.errors import ExitCode, UsageError
from gate.docs.judges.choose import prefetch_sdk
from gate.forge.gitlab import on_gitlab
from gate.github.actions import ActionsEnv
from gate.github.triggering_run import MovedOn
from gate.runner.run import GateRun
from gate.settings import resolve


def run(args: argparse.Namespace) -> int:
    actions = ActionsEnv.current()
    named_by_hand = args.base or args.head or args.pr  # the plain command, as in any CI
    if on_gitlab(actions.env) and not named_by_hand:  # the same run, GitLab behind the seam
        from gate.cli.commands.run_gitlab import run_on_gitlab  # noqa: PLC0415

        return run_on_gitlab(args)
    if actions.input("publish-from"):
        raise UsageError(
            "the publish-from input was removed: a grade.json made by the pull request's own "
            "job is the pull request's word (it can be forged), so it is never published.",
            remediation="let the trusted job grade: check out the pull request's head commit "
                        "into a folder (actions/checkout with path and persist-credentials: "
                        "false), name it in the path input and drop publish-from; see "
                        "docs/forks.md.")
    options = resolve(args, actions)
    prefetch_sdk(options.judge, has_key=bool(options.anthropic_key),
                 cache_may_answer=not options.no_cache)
    gate = GateRun(options, actions)
    try:
        result = gate.execute()
    except MovedOn as moved:  # not this job's failure: the newer commit's run grades
        note(str(moved))
        return int(ExitCode.PASSED)
    return finish(args, options, actions, gate, result,
                  code_quality=output_path(options, args.code_quality))
