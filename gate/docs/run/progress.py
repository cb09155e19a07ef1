"""A visible pulse while the judge works: progress lines on stderr.

A long docs run used to print nothing until its last call returned. Now the judging phase
prints a first line as it starts, then a status line every couple of seconds (never more than
once a second, never less than every five): pairs done of the total, how many came from the
verdict cache, how many failed, the time so far and a rough time left. Under GitHub Actions
the phase is folded in a `::group::` block; `--verbose` (or the runner's debug logging,
`RUNNER_DEBUG=1`) adds one line per pair; `--quiet` prints nothing.

Every line starts with fixed text of the gate's own and passes untrusted text (artifact ids)
through `one_line`, so nothing drafted in a pull request can start a workflow command.
"""

from __future__ import annotations

import math
import sys
import threading
import time
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Literal, TextIO

from gate.core.safe_text import one_line
from gate.docs.seam.judge import JudgeOutcome, JudgeRequest

Verbosity = Literal["quiet", "normal", "verbose"]
PairState = Literal["judged", "cached", "failed"]
#: Status lines come this often; the bounds the pulse promises are 1 s and 5 s.
INTERVAL_SECONDS = 2.0
#: How often the background ticker wakes to see whether a line is due.
WAKE_SECONDS = 0.5
_WRITING = threading.Lock()


@dataclass(frozen=True)
class ProgressOutput:
    """Where and how much to print; read once from flags and the environment."""

    verbosity: Verbosity = "normal"
    actions: bool = False
    stream: TextIO | None = None

    @classmethod
    def from_flags(cls, *, verbose: bool, quiet: bool,
                   env: Mapping[str, str]) -> ProgressOutput:
        debug = env.get("RUNNER_DEBUG") == "1"
        verbosity: Verbosity = "quiet" if quiet else "verbose" if verbose or debug else "normal"
        return cls(verbosity, actions=env.get("GITHUB_ACTIONS") == "true")

    def write(self, line: str) -> None:
        """One whole line per write, so lines from judge threads never interleave."""
        if self.verbosity == "quiet":
            return
        stream = self.stream or sys.stderr
        with _WRITING:
            stream.write(line + "\n")
            stream.flush()

    @contextmanager
    def phase(self, title: str) -> Iterator[None]:
        """A folded group under Actions (the title is the gate's own text, never input)."""
        if self.actions:
            self.write(f"::group::{title}")
        try:
            yield
        finally:
            if self.actions:
                self.write("::endgroup::")


def _duration(seconds: float) -> str:
    seconds = max(0, math.ceil(seconds))
    return f"{seconds // 60}m{seconds % 60:02d}s" if seconds >= 60 else f"{seconds}s"


@dataclass
class Pulse:
    """The judging phase's progress; thread-safe, fed by the engine (`observe`)."""

    output: ProgressOutput
    total: int
    clock: Callable[[], float] = time.monotonic
    interval: float = INTERVAL_SECONDS
    states: dict[tuple[str, str], PairState] = field(default_factory=dict)
    started: float = 0.0
    last_line: float = 0.0
    _lock: threading.Lock = field(default_factory=threading.Lock)
    _stop: threading.Event = field(default_factory=threading.Event)
    _ticker: threading.Thread | None = None

    def start(self, *, concurrency: int | None, background: bool = True) -> None:
        """`concurrency` None: the judge answers offline, in this process, one pair after
        another."""
        self.started = self.last_line = self.clock()
        how = "offline" if concurrency is None else f"up to {concurrency} at a time"
        self.output.write(f"judging {self.total} (artifact, criterion) pairs, {how}")
        if background and self.output.verbosity != "quiet":
            self._ticker = threading.Thread(target=self._tick_until_stopped, daemon=True,
                                            name="progress")
            self._ticker.start()

    def _tick_until_stopped(self) -> None:
        while not self._stop.wait(WAKE_SECONDS):
            self.tick()

    def record(self, artifact_id: str, criterion_id: str, state: PairState,
               score: float | None) -> None:
        with self._lock:
            self.states[(artifact_id, criterion_id)] = state
        if self.output.verbosity == "verbose":
            shown = "—" if score is None else f"{score:.2f}"
            self.output.write(f"  pair {one_line(criterion_id, 60)} on "
                              f"{one_line(artifact_id, 160)}: {shown} ({state})")

    def observe(self, request: JudgeRequest, outcome: JudgeOutcome) -> None:
        """Count what one judge request answered (or failed to); the engine calls it after
        each request. An observer, not a wrapper around the judge: a wrapper would hide what
        the engine asks the judge itself (its prompt length, whether the cache answers)."""
        verdicts = outcome.verdicts or {}
        for criterion in request.criteria:
            verdict = verdicts.get(criterion.id)
            score = verdict.score if verdict else None
            state: PairState = "failed" if score is None else \
                "cached" if verdict is not None and verdict.cached else "judged"
            self.record(request.artifact.artifact_id, criterion.id, state, score)

    def counts(self) -> tuple[int, int, int]:
        """(done, from cache, failed); a failed pair asked again and answered is done."""
        with self._lock:
            values = list(self.states.values())
        return len(values), values.count("cached"), values.count("failed")

    def status(self, now: float) -> str:
        done, cached, failed = self.counts()
        elapsed = now - self.started
        line = (f"judged {done}/{self.total} pairs ({cached} from cache, {failed} failed) "
                f"in {_duration(elapsed)}")
        if 0 < done < self.total:
            line += f", about {_duration(elapsed / done * (self.total - done))} left"
        return line

    def tick(self, now: float | None = None) -> bool:
        """Print a status line if one is due; True when it did."""
        now = self.clock() if now is None else now
        with self._lock:
            if now - self.last_line < self.interval:
                return False
            self.last_line = now
        self.output.write(self.status(now))
        return True

    def finish(self) -> None:
        self._stop.set()
        if self._ticker is not None:
            self._ticker.join(timeout=5)
        self.output.write(f"done: {self.status(self.clock())}")
