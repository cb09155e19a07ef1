"""Requests a fake server holds until all of a group have arrived, shared by the fake GitHub
and the fake GitLab so the racing tests of both forges hold requests the same way.

Each held request is answered as things stood when it arrived and sent only once the last of
its group has arrived: no racer can see what another client did after its own answer, so
concurrent clients surely race past the same point, however the threads are scheduled.
"""

from __future__ import annotations

import re
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass

import requests


@dataclass
class Hold:
    """The first `parties` requests matching `method` ("*" for any) and `pattern`."""

    method: str
    pattern: re.Pattern[str]
    barrier: threading.Barrier
    arrived: int = 0


class HeldRequests:
    """The holds a test asked for; thread-safe, as the server answers from many threads."""

    def __init__(self) -> None:
        self._holds: list[Hold] = []
        self._lock = threading.Lock()

    def add(self, method: str, pattern: str, parties: int, *, timeout: float) -> None:
        """Hold the first `parties` requests matching `method` and `pattern` until all of them
        have arrived, or `timeout` seconds have passed (then each is sent as it is)."""
        with self._lock:
            self._holds.append(Hold(method.upper(), re.compile(pattern),
                                    threading.Barrier(parties, timeout=timeout)))

    def take(self, method: str, path: str) -> Hold | None:
        """The hold this request belongs to, if it is one of the first its parties count."""
        with self._lock:
            for hold in self._holds:
                if hold.method in {"*", method} and hold.pattern.search(path) \
                        and hold.arrived < hold.barrier.parties:
                    hold.arrived += 1
                    return hold
        return None

    def wait(self, hold: Hold) -> str | None:
        """Wait for the rest of `hold`'s parties; what went wrong when they never came."""
        try:
            hold.barrier.wait()
        except threading.BrokenBarrierError:
            return (f"{hold.method} {hold.pattern.pattern}: only {hold.arrived} of "
                    f"{hold.barrier.parties} held requests arrived")
        return None

    def waiting(self) -> int:
        """How many answered requests are waiting for the rest of their parties."""
        with self._lock:
            return sum(hold.barrier.n_waiting for hold in self._holds)


def read_held_across_a_write(held: Callable[[], int], url: str, headers: dict[str, str],
                             write: Callable[[], None]) -> tuple[requests.Response,
                                                                 requests.Response]:
    """Two reads of `url` in a group of two: the first sent and held (`held` counts the
    server's held requests), then `write` done by another client, then the second sent,
    which releases both. Returns the two answers, first and second, for a test of either
    forge's fake to check what each saw."""
    answers: list[requests.Response] = []
    first = threading.Thread(
        target=lambda: answers.append(requests.get(url, headers=headers, timeout=30)))
    first.start()
    deadline = time.monotonic() + 30
    while held() < 1 and time.monotonic() < deadline:
        time.sleep(0.01)
    assert held() == 1  # the first is answered and held
    assert not answers
    write()
    second = requests.get(url, headers=headers, timeout=30)
    first.join(timeout=30)
    return answers[0], second
