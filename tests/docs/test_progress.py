"""The pulse: what is printed while the judge works, how often, and that drafted text in it
cannot start a workflow command. Timing is checked with a fake clock; the one run against a
slow fake API only checks that a line came between the first and the last."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest

from gate.configure.config import parse_config
from gate.docs.pipeline import grade_docs
from gate.docs.run.progress import INTERVAL_SECONDS, ProgressOutput, Pulse
from tests.docs.conftest import candidate, write_candidate
from tests.fakes.messages_api import FakeMessagesAPI

WORKFLOW_COMMAND = re.compile(r"^\s*(::|##\[)")


class FakeClock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def pulse(total: int = 10, verbosity: str = "normal") -> tuple[Pulse, io.StringIO, FakeClock]:
    stream, clock = io.StringIO(), FakeClock()
    output = ProgressOutput(verbosity, stream=stream)  # type: ignore[arg-type]
    return Pulse(output, total, clock=clock), stream, clock


def test_the_first_line_comes_at_once_and_names_the_work() -> None:
    shown, stream, _ = pulse(total=156)
    shown.start(concurrency=8, background=False)
    assert stream.getvalue() == "judging 156 (artifact, criterion) pairs, up to 8 at a time\n"


def test_an_offline_judge_is_not_said_to_run_calls_at_once() -> None:
    shown, stream, _ = pulse(total=67)
    shown.start(concurrency=None, background=False)
    assert stream.getvalue() == "judging 67 (artifact, criterion) pairs, offline\n"


def test_status_lines_come_no_more_than_once_a_second_and_at_least_every_five() -> None:
    assert 1.0 <= INTERVAL_SECONDS <= 5.0
    shown, stream, clock = pulse()
    shown.start(concurrency=2, background=False)
    printed = []
    for _ in range(100):  # ten seconds in tenths, ticking as the ticker would
        clock.now += 0.1
        if shown.tick():
            printed.append(clock.now)
    gaps = [b - a for a, b in zip([100.0, *printed], printed, strict=False)]
    assert printed
    assert all(1.0 <= gap <= 5.0 + 1e-9 for gap in gaps)
    assert len(stream.getvalue().splitlines()) == 1 + len(printed)


def test_a_status_line_counts_done_cached_failed_and_estimates_the_rest() -> None:
    shown, _, clock = pulse(total=10)
    shown.start(concurrency=2, background=False)
    shown.record("column.a.description", "clarity", "judged", 0.8)
    shown.record("column.b.description", "clarity", "cached", 0.6)
    shown.record("column.c.description", "clarity", "failed", None)
    shown.record("column.d.description", "clarity", "judged", 0.9)
    clock.now += 8

    assert shown.status(clock.now) == ("judged 4/10 pairs (1 from cache, 1 failed) in 8s, "
                                       "about 12s left")


def test_a_failed_pair_answered_on_a_later_try_counts_once_as_done() -> None:
    shown, _, _ = pulse(total=2)
    shown.record("a", "clarity", "failed", None)
    shown.record("a", "clarity", "judged", 0.7)
    assert shown.counts() == (1, 0, 0)


def test_per_pair_lines_only_when_verbose() -> None:
    quiet_enough, normal, _ = pulse(verbosity="normal")
    quiet_enough.record("column.a.description", "clarity", "judged", 0.8)
    chatty, verbose, _ = pulse(verbosity="verbose")
    chatty.record("column.a.description", "clarity", "judged", 0.8)
    assert normal.getvalue() == ""
    assert verbose.getvalue() == "  pair clarity on column.a.description: 0.80 (judged)\n"


def test_quiet_prints_nothing_at_all() -> None:
    shown, stream, clock = pulse(verbosity="quiet")
    shown.start(concurrency=2)
    shown.record("a", "clarity", "judged", 0.8)
    clock.now += 10
    shown.tick()
    shown.finish()
    assert stream.getvalue() == ""


@pytest.mark.parametrize(("verbose", "quiet", "env", "expected"), [
    (False, False, {}, ("normal", False)),
    (True, False, {}, ("verbose", False)),
    (False, False, {"RUNNER_DEBUG": "1", "GITHUB_ACTIONS": "true"}, ("verbose", True)),
    (False, True, {"RUNNER_DEBUG": "1"}, ("quiet", False)),
])
def test_flags_and_the_runner_choose_how_much_is_said(verbose, quiet, env, expected) -> None:
    output = ProgressOutput.from_flags(verbose=verbose, quiet=quiet, env=env)
    assert (output.verbosity, output.actions) == expected


HOSTILE = "x\n::set-output name=passed::true\r\n##[error]owned"


def test_drafted_text_in_a_pair_line_cannot_start_a_workflow_command() -> None:
    shown, stream, _ = pulse(verbosity="verbose")
    shown.record(f"column.{HOSTILE}.description", HOSTILE, "judged", 0.8)
    lines = stream.getvalue().splitlines()
    assert len(lines) == 1
    assert not any(WORKFLOW_COMMAND.match(line) for line in lines)


def test_under_actions_the_judging_phase_is_folded_and_hostile_ids_stay_inert(
        fake_api: FakeMessagesAPI, tmp_path: Path) -> None:
    document = candidate(columns=2)
    document["columns"][0]["name"] = HOSTILE
    files = [write_candidate(tmp_path, document)]
    stream = io.StringIO()
    config = parse_config(b"gate:\n  judge: anthropic\n", display_path="signalforge.yml",
                          ref=None)

    grade_docs(tmp_path, files, config, audit=False,
               progress=ProgressOutput("verbose", actions=True, stream=stream))

    lines = stream.getvalue().splitlines()
    assert lines[0].startswith("::group::Judging the drafted docs: ")
    assert lines[-1] == "::endgroup::"
    assert lines[-2].startswith("done: judged ")
    assert [line for line in lines if WORKFLOW_COMMAND.match(line)] == [lines[0], lines[-1]]
    assert sum(line.startswith("  pair ") for line in lines) >= 8


def test_a_slow_run_shows_lines_between_the_first_and_the_last(tmp_path: Path,
                                                               monkeypatch) -> None:
    with FakeMessagesAPI(latency=0.3) as api:
        monkeypatch.setenv("ANTHROPIC_API_KEY", "sk-ant-test")
        monkeypatch.setenv("ANTHROPIC_BASE_URL", api.base_url)
        files = [write_candidate(tmp_path, candidate(columns=3))]
        stream = io.StringIO()
        config = parse_config(b"gate:\n  judge: anthropic\n  concurrency: 1\n",
                              display_path="signalforge.yml", ref=None)
        _, report = grade_docs(tmp_path, files, config, audit=False,
                               progress=ProgressOutput(stream=stream))
    lines = stream.getvalue().splitlines()
    total = len(report.results)
    assert lines[0].startswith(f"judging {total} ")
    middle = [line for line in lines[1:-1] if line.startswith("judged ")]
    assert middle  # well over four seconds of calls: at least one line came while judging
    assert all(re.match(rf"judged \d+/{total} pairs \(0 from cache, 0 failed\) in \d+s", m)
               for m in middle)
    assert lines[-1].startswith(f"done: judged {total}/{total} pairs")
