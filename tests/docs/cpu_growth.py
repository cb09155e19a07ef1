"""Whether a reading of drafted text grows linearly with the text, told by a ratio of CPU times.

A test that gives a long text a fixed time limit measures the machine's load as much as the
reading: on a busy machine a linear reading nears the limit, and a quadratic one needs a
text so long that the linear reading of it already costs seconds. Here each text is read at
two sizes `GROWTH` times apart, in one child process, and the CPU time of the reading thread
is taken for each (`time.thread_time`: other processes and the machine's load do not count).
Linear work makes the longer read cost at most about `GROWTH` times the shorter (less, since
a read has a fixed part); quadratic work about `GROWTH` squared times once the quadratic part
weighs, which it does at a few thousand characters where a time limit needed hundreds of
thousands. A read whose growth looks steeper than `STEEPEST` is measured again (the least time
of each size kept), so one unlucky slice of the processor fails nothing.

The child is stopped after `HANG_GUARD` seconds, far beyond what the linear readings cost even
on a loaded machine, only so that a reading that never ends turns the test red instead of
holding the suite.

`growth_in_child(texts, readers, imports)`: each text a Python expression of `n` (its size),
each reader an expression of `text`, with the imports they need; the steepest growth of any
reader on any text.
"""

from __future__ import annotations

import gc
import json
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
#: How many times longer the second read of each text is than the first.
GROWTH = 8
#: The growth no reading may reach: twice what linear work can give. Quadratic work gives
#: about GROWTH ** 2 (64) once its quadratic part weighs.
STEEPEST = 2 * GROWTH
#: A steep read is measured again this many times; the least time of each size counts.
RETRIES = 3
#: Seconds after which the child is stopped: only a reading that never ends comes near it.
HANG_GUARD = 300


@dataclass(frozen=True)
class Growth:
    """How one reader's work on one text grew from the shorter size to the longer."""

    ratio: float
    text: str
    reader: str
    shorter_s: float
    longer_s: float

    def __str__(self) -> str:
        return (f"{self.reader} on {self.text}: {self.ratio:.1f} times the CPU time "
                f"({self.shorter_s * 1000:.1f} ms to {self.longer_s * 1000:.1f} ms) for a text "
                f"{GROWTH} times as long")


def forget_readings() -> None:
    """Clear the detector's memos of the texts it read, so a text read again is read in full."""
    from gate.docs.run.memos import forget_readings as forget

    forget()


def cpu_seconds(read: Callable[[str], object], text: str, *,
                before: Callable[[], None] = forget_readings) -> float:
    """The CPU time this thread spends reading `text` once, after `before`, with no garbage
    collection in the middle."""
    before()
    gc.disable()
    try:
        start = time.thread_time()
        read(text)
        return time.thread_time() - start
    finally:
        gc.enable()


def growth(read: Callable[[str], object], make: Callable[[int], str], size: int, *,
           before: Callable[[], None] = forget_readings,
           warm: bool = True) -> tuple[float, float, float]:
    """(ratio, shorter, longer): the CPU time of reading `make(GROWTH * size)` over that of
    `make(size)`; a steep one is measured again (least times kept). With `warm`, the shorter
    text is read once first, unmeasured, so compiling what the reading needs is in neither
    figure."""
    short, long_ = make(size), make(GROWTH * size)
    if warm:
        cpu_seconds(read, short, before=before)
    shortest = cpu_seconds(read, short, before=before)
    longest = cpu_seconds(read, long_, before=before)
    for __ in range(RETRIES):
        if longest < STEEPEST * shortest:
            break
        shortest = min(shortest, cpu_seconds(read, short, before=before))
        longest = min(longest, cpu_seconds(read, long_, before=before))
    return longest / max(shortest, 1e-9), shortest, longest


def measure(texts: Sequence[str], readers: Sequence[str], imports: str,
            size: int) -> list[Growth]:
    """In this process: every reader's growth on every text (see the module's docstring)."""
    space: dict[str, object] = {}
    exec(imports, space)  # the tests' own code
    found = []
    for text in texts:
        make = eval(f"lambda n: {text}", space)
        for reader in readers:
            read = eval(f"lambda text: {reader}", space)
            ratio, shorter, longer = growth(read, make, size)
            found.append(Growth(ratio, text, reader, shorter, longer))
    return found


def growth_in_child(texts: Sequence[str], readers: Sequence[str], imports: str, *,
                    size: int) -> Growth:
    """The steepest growth of any reader on any text, measured in a child process; a child
    that fails or outlives `HANG_GUARD` fails the calling test."""
    import pytest  # the child never needs it

    order = json.dumps({"texts": list(texts), "readers": list(readers), "imports": imports,
                        "size": size})
    try:
        done = subprocess.run([sys.executable, "-m", "tests.docs.cpu_growth", order], cwd=ROOT,
                              capture_output=True, text=True, timeout=HANG_GUARD, check=False)
    except subprocess.TimeoutExpired:
        pytest.fail(f"a reading did not end within {HANG_GUARD} s: {texts}")
    assert done.returncode == 0, done.stderr
    found = [Growth(**fields) for fields in json.loads(done.stdout)]
    assert len(found) == len(texts) * len(readers)
    return max(found, key=lambda grown: grown.ratio)


if __name__ == "__main__":
    asked = json.loads(sys.argv[1])
    print(json.dumps([vars(grown) for grown in measure(
        asked["texts"], asked["readers"], asked["imports"], asked["size"])]))
