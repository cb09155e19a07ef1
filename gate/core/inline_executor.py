"""An executor that runs each unit at once, in the calling thread.

The offline judges answer in microseconds: a thread pool's hand-over costs more than the work,
so the engine runs their units inline through the same `submit` / future interface.
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future
from typing import Any


class InlineExecutor:
    """Runs each submitted unit at once, in the calling thread; after one fails, the rest are
    cancelled, as the thread pool's are.

    Every unit that ran without error, and every one cancelled, gets the same finished (or
    cancelled) future: a future holds a lock and a condition, and a run of 50,000 units would
    otherwise keep 50,000 of them (and each unit's request) until the last one ran. `wait`
    counts a future given twice once, and a finished future cannot change."""

    def __init__(self) -> None:
        self.failed = False
        self._done: Future[None] = Future()
        self._done.set_result(None)
        self._cancelled: Future[None] = Future()
        self._cancelled.cancel()

    def __enter__(self) -> InlineExecutor:
        return self

    def __exit__(self, *_: object) -> None:
        return None

    def submit(self, work: Callable[..., None], /, *args: Any) -> Future[None]:
        if self.failed:
            return self._cancelled
        try:
            work(*args)
        except Exception as error:  # handed to the caller through the future, as a pool does
            self.failed = True
            future: Future[None] = Future()
            future.set_exception(error)
            return future
        return self._done
