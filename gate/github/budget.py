"""How long publishing may wait on GitHub, and a retry policy that never waits past it.

PyGithub's `GithubRetry` sleeps until a primary rate limit resets (up to an hour) and retries
every POST it sent on a 5xx. Both are wrong for a gate: the job would be killed before its
outputs exist, and a create whose response was lost would post a second comment. So:

- every wait (a rate limit's reset, `Retry-After`, a backoff) is refused when it would end past
  the publish budget's deadline; the request then fails at once with `BudgetSpent`;
- writes that create something (POST) or replace it (PATCH) are never retried on a 5xx or a
  broken connection, because GitHub may have done them: the caller looks again instead. They
  are retried on a rate limit, which GitHub answers before doing anything.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from types import TracebackType
from typing import Any

from github import GithubException, GithubRetry
from urllib3 import Retry
from urllib3.connectionpool import ConnectionPool
from urllib3.exceptions import ConnectTimeoutError, NewConnectionError
from urllib3.response import HTTPResponse

from gate.github.actions import DEFAULT_PUBLISH_BUDGET_SECONDS

#: Methods GitHub may have carried out when its answer is lost: retried only on a rate limit.
UNSAFE_TO_REPEAT = frozenset({"POST", "PATCH"})
#: GitHub's rate-limit answers: given before the request is carried out.
RATE_LIMITED = frozenset({403, 429})


class BudgetSpent(GithubException):
    """A wait GitHub asked for would end after the publish budget's deadline."""

    def __init__(self, wait: float) -> None:
        super().__init__(429, {"message": f"waiting {wait:.0f} s would exceed the publish "
                                          "budget"}, None)
        self.wait = wait


@dataclass
class Budget:
    """A deadline on the monotonic clock, shared by every request of one publishing."""

    seconds: float = DEFAULT_PUBLISH_BUDGET_SECONDS
    started: float = field(default_factory=time.monotonic)

    def remaining(self) -> float:
        return max(0.0, self.seconds - (time.monotonic() - self.started))

    def restart(self, seconds: float) -> None:
        """A fresh allowance from now (the client that read the pull request publishes)."""
        self.seconds, self.started = seconds, time.monotonic()

    @property
    def spent(self) -> bool:
        return self.remaining() <= 0.0


class BudgetRetry(GithubRetry):
    """`GithubRetry` bounded by a `Budget`, and careful with writes (see the module doc)."""

    def __init__(self, budget: Budget | None = None, **kwargs: Any) -> None:
        self.budget = budget or Budget()
        kwargs.setdefault("allowed_methods", frozenset(
            {"GET", "HEAD", "PUT", "DELETE", "OPTIONS", "POST", "PATCH"}))
        super().__init__(**kwargs)

    def new(self, **kw: Any) -> BudgetRetry:
        kw["budget"] = self.budget
        return super().new(**kw)

    def is_retry(self, method: str, status_code: int, has_retry_after: bool = False) -> bool:
        if method.upper() in UNSAFE_TO_REPEAT and status_code not in RATE_LIMITED:
            return False
        return bool(super().is_retry(method, status_code, has_retry_after))

    def _is_read_error_retryable(self, method: str | None) -> bool:
        return (method or "").upper() not in UNSAFE_TO_REPEAT

    def increment(  # type: ignore[override]
        self,
        method: str | None = None,
        url: str | None = None,
        response: HTTPResponse | None = None,
        error: Exception | None = None,
        _pool: ConnectionPool | None = None,
        _stacktrace: TracebackType | None = None,
    ) -> Retry:
        if error is not None and response is None and not self._is_read_error_retryable(method) \
                and not _is_connect_error(error):
            raise error  # the request may have reached GitHub: the caller looks again
        # A rate limit's wait is capped by what is left; PyGithub raises past the cap.
        self.max_rate_limit_wait = self.budget.remaining()
        retry = super().increment(method, url, response, error, _pool, _stacktrace)
        wait = retry.get_backoff_time()
        if response is not None:
            wait = max(wait, self.get_retry_after(response) or 0.0)
        if wait >= self.budget.remaining():
            raise BudgetSpent(wait)
        return retry


def _is_connect_error(error: Exception) -> bool:
    """A failure before the request was sent: always safe to repeat."""
    return isinstance(error, ConnectTimeoutError | NewConnectionError)
