"""`signalforge-gate run` in a GitLab CI job (`GITLAB_CI=true`): the merge request's gate.

The run itself is `GateRun`'s, with GitLab behind the forge seam (`gate.runner.on_gitlab`).
Here only the job's side: the checkout is `CI_PROJECT_DIR` unless `--workspace` says
otherwise, and the reports GitLab's merge request widgets read are always written — the Code
Quality report (`gl-code-quality-report.json`) and the JUnit report
(`signalforge-gate-junit.xml`), each at its flag's path when one is given — so the job's
`artifacts: reports:` find them whatever the verdict.
"""

from __future__ import annotations

import argparse
from dataclasses import replace
from pathlib import Path

from gate.cli.commands.run_report import finish, output_path
from gate.docs.judges.choose import prefetch_sdk
from gate.forge.gitlab.pipeline import read_pipeline
from gate.github.actions import TRUE_WORDS, ActionsEnv
from gate.runner.on_gitlab import GitLabGateRun
from gate.settings import resolve

CODE_QUALITY_FILE = "gl-code-quality-report.json"
JUNIT_FILE = "signalforge-gate-junit.xml"
#: `true` starts one inline discussion per failing artifact (GitLab variables allow no `-`,
#: so the action's `review-comments` input has this name here).
INLINE_VARIABLE = "SIGNALFORGE_INLINE_DISCUSSIONS"


def run_on_gitlab(args: argparse.Namespace) -> int:
    actions = ActionsEnv.current()
    if not args.workspace and actions.get("CI_PROJECT_DIR"):
        args.workspace = Path(actions.get("CI_PROJECT_DIR"))
    options = resolve(args, actions)
    root = options.output_root
    options = replace(
        options, junit=options.junit or root / JUNIT_FILE,
        review_comments=options.review_comments
        or actions.get(INLINE_VARIABLE).strip().lower() in TRUE_WORDS)
    code_quality = output_path(options, args.code_quality or Path(CODE_QUALITY_FILE))
    pipeline = read_pipeline(actions.env, options.workspace)
    prefetch_sdk(options.judge, has_key=bool(options.anthropic_key),
                 cache_may_answer=not options.no_cache)
    gate = GitLabGateRun(options, actions, pipeline)
    return finish(args, options, actions, gate, gate.execute(), code_quality=code_quality)
