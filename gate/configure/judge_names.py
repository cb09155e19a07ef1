"""The judges' names, defined once: config, CLI, judges and reports all take them from here.

The module imports nothing heavy, so the CLI can offer the names as choices without loading
pydantic or a judge.
"""

from __future__ import annotations

from typing import Literal, get_args

#: A judge that grades: its name is the `evaluator` and `judge` in reports.
JudgeName = Literal["anthropic", "heuristic", "scores"]
#: What `gate.judge` and `--judge` accept: a judge, or `auto` to choose one by the key at hand.
JudgeChoice = Literal["auto", JudgeName]
#: `JudgeChoice`'s values, in order, for argument parsers.
JUDGE_CHOICES: tuple[str, ...] = get_args(JudgeChoice)
