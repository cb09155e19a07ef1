"""The inline executor runs the offline judges' units as a thread pool would, in the caller's
thread: in order, each at once, and after a failure the rest are cancelled."""

from __future__ import annotations

import threading
from concurrent.futures import FIRST_EXCEPTION, wait

import pytest

from gate.core.inline_executor import InlineExecutor


def test_units_run_at_once_in_order_in_the_calling_thread() -> None:
    ran: list[tuple[int, int | None]] = []
    with InlineExecutor() as pool:
        futures = [pool.submit(lambda n: ran.append((n, threading.get_ident())), n)
                   for n in range(3)]
    assert ran == [(n, threading.get_ident()) for n in range(3)]
    assert all(f.done() and not f.cancelled() and f.result() is None for f in futures)
    assert len({id(f) for f in futures}) == 1  # one finished future for all, not one each


def test_after_a_failure_the_rest_are_cancelled_and_the_error_is_on_its_future() -> None:
    ran: list[int] = []

    def unit(n: int) -> None:
        if n == 1:
            raise ValueError("unit 1 failed")
        ran.append(n)

    pool = InlineExecutor()
    futures = [pool.submit(unit, n) for n in range(4)]
    assert ran == [0]
    done, _ = wait(futures, return_when=FIRST_EXCEPTION)  # returns, as the engine's does
    assert futures[1] in done
    with pytest.raises(ValueError, match="unit 1 failed"):
        futures[1].result()
    assert [f.cancelled() for f in futures] == [False, False, True, True]
