"""The deferred judge builds the judge it stands for once, at the first request it must answer,
and never when nothing asks it (a run the verdict cache answers in full)."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

from gate.docs.contract.rubric import Rubric
from gate.docs.judges.deferred import DeferredJudge
from gate.docs.judges.offline.heuristic import HeuristicJudge
from gate.docs.readers.markdown import extract_markdown
from gate.docs.seam.judge import JudgeOutcome, JudgeRequest


class Counted(HeuristicJudge):
    def prompt_chars(self, request: JudgeRequest) -> int:
        return len(request.artifact.text)


def test_nothing_is_built_until_asked_and_then_once() -> None:
    built: list[Counted] = []

    def build() -> Counted:
        built.append(Counted())
        return built[-1]

    deferred = DeferredJudge("anthropic", "claude-sonnet-4-6", build)
    assert built == []
    section = extract_markdown("## Use\n\nRun the command with a path to a folder of docs.\n",
                               "g.md")[0]
    request = JudgeRequest(section, Rubric.from_config(None, {}, True).criteria[-3:], (section,))
    with ThreadPoolExecutor(8) as pool:
        outcomes = list(pool.map(lambda _: deferred.judge(request, deadline=0), range(16)))
    assert len(built) == 1
    assert all(isinstance(o, JudgeOutcome) and o.verdicts for o in outcomes)
    assert deferred.prompt_chars(request) == len(section.text)
    assert (deferred.name, deferred.model) == ("anthropic", "claude-sonnet-4-6")
