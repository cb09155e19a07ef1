"""A loopback fake of the Anthropic Message Batches API, beside the Messages API it extends.

The same server answers `/v1/messages` (the plain API) and `/v1/messages/batches…`, so one
fake serves a baseline that submits batches and re-asks a few stragglers one by one. Batches
follow the real lifecycle: `in_progress` → `ended` (or `canceling` → `ended` after a cancel),
with `request_counts` that stay zero except `processing` until the batch ends, a
`results_url` only once it has, and results streamed as JSON lines in an order of their own
(reversed here, so a client matching by position rather than `custom_id` is caught).

    with FakeBatchesAPI() as api:
        api.outcome = lambda custom_id, attempt: "errored" if attempt == 1 else "succeeded"
        api.hold = True            # batches stay in_progress until `api.release()`
        ...
        api.creates                # how many batches were submitted

Each entry's fate is decided when its batch ends, by `outcome(custom_id, attempt)` (attempt:
how many times that custom_id has been submitted, 1 first); a succeeded entry is answered by
the Messages fake's responder, so its verdicts are the ones the plain API would give.
"""

from __future__ import annotations

import itertools
import json
import re
import threading
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any, Literal

from tests.fakes.messages_api import (
    FakeMessagesAPI,
    Reply,
    _Handler,
    error_body,
    guard_responder,
    is_guard_request,
    is_guard_traffic,
)

BATCHES_PATH = "/v1/messages/batches"
BATCH_PATH = re.compile(r"^/v1/messages/batches/(msgbatch_[A-Za-z0-9]+)(/results|/cancel)?$")
CUSTOM_ID = re.compile(r"^[a-zA-Z0-9_-]{1,64}$")
MAX_REQUESTS = 100_000
MAX_BYTES = 256 * 1024 * 1024

EntryOutcome = Literal["succeeded", "errored", "canceled", "expired"]
OutcomeFn = Callable[[str, int], EntryOutcome]


@dataclass
class _Batch:
    id: str
    requests: list[dict[str, Any]]
    attempts: dict[str, int]
    created_at: datetime
    status: Literal["in_progress", "canceling", "ended"] = "in_progress"
    retrieves: int = 0
    results: list[dict[str, Any]] = field(default_factory=list)
    cancel_at: datetime | None = None
    ended_at: datetime | None = None


class FakeBatchesAPI(FakeMessagesAPI):
    """The Messages fake plus the Message Batches endpoints: create, retrieve, results (JSON
    lines), cancel.

    `outcome` decides each entry when its batch ends (default: every entry succeeds);
    `polls_to_end` is how many retrieves a batch answers `in_progress` before it ends;
    `hold` keeps every batch `in_progress` until `release()` (a batch still running when the
    client's budget ends, or a process killed between submit and collect).
    """

    def __init__(self, latency: float = 0.0, **kwargs: Any) -> None:
        self.outcome: OutcomeFn = lambda _custom_id, _attempt: "succeeded"
        self.polls_to_end = 0
        self.hold = False
        self.batches: dict[str, _Batch] = {}
        self.creates = 0
        self.cancels = 0
        self.submitted: Counter[str] = Counter()  # custom_id → times submitted
        #: Batches of the addressing guard's questions only, and their entries.
        self.guard_creates = 0
        self.guard_cancels = 0
        self.guard_submitted: Counter[str] = Counter()
        self._batch_ids = itertools.count(1)
        self._batch_lock = threading.Lock()
        super().__init__(latency, **kwargs)

    def release(self) -> None:
        """Let held batches end at their next retrieve."""
        self.hold = False

    @property
    def message_calls(self) -> int:
        """Calls to the plain Messages API (not counting batch traffic)."""
        return sum(1 for r in self.requests if r.method == "POST" and r.path == "/v1/messages")

    # -- routing (called from handler threads) ---------------------------------------------

    def _route(self, handler: _Handler, path: str, body: dict[str, Any] | None) -> bool:
        if path == BATCHES_PATH and handler.command == "POST":
            self._create(handler, body)
            return True
        match = BATCH_PATH.match(path)
        if match is None:
            return False
        batch = self.batches.get(match.group(1))
        if batch is None:
            handler._error(404, f"no message batch {match.group(1)}")
            return True
        action = match.group(2)
        if action is None and handler.command == "GET":
            with self._batch_lock:
                batch.retrieves += 1
                self._advance(batch)
            handler._send_json(200, self._describe(batch))
        elif action == "/cancel" and handler.command == "POST":
            with self._batch_lock:
                if is_guard_traffic({"requests": batch.requests}):
                    self.guard_cancels += 1
                else:
                    self.cancels += 1
                if batch.status == "in_progress":
                    batch.status = "canceling"
                    batch.cancel_at = datetime.now(UTC)
            handler._send_json(200, self._describe(batch))
        elif action == "/results" and handler.command == "GET":
            self._results(handler, batch)
        else:
            return False
        return True

    def _create(self, handler: _Handler, body: dict[str, Any] | None) -> None:
        requests = body.get("requests") if body else None
        problem = _invalid_batch(requests, int(handler.headers.get("content-length") or 0))
        if problem:
            handler._error(400, problem)
            return
        assert isinstance(requests, list)
        guarding = is_guard_traffic({"requests": requests})
        with self._batch_lock:  # the guard's batches are counted apart from the judge's
            if guarding:
                self.guard_creates += 1
            else:
                self.creates += 1
            attempts = {}
            for request in requests:
                counter = self.guard_submitted if guarding else self.submitted
                counter[request["custom_id"]] += 1
                attempts[request["custom_id"]] = counter[request["custom_id"]]
            batch = _Batch(f"msgbatch_fake{next(self._batch_ids):04d}", requests, attempts,
                           datetime.now(UTC))
            self.batches[batch.id] = batch
        handler._send_json(200, self._describe(batch))

    def _advance(self, batch: _Batch) -> None:
        """Decide whether this retrieve sees the batch end (the lock is held)."""
        if batch.status == "ended":
            return
        if batch.status == "canceling" or (not self.hold and batch.retrieves > self.polls_to_end):
            self._end(batch, canceled=batch.status == "canceling")

    def _end(self, batch: _Batch, *, canceled: bool) -> None:
        for request in batch.requests:
            custom_id = request["custom_id"]
            fate: EntryOutcome = "canceled" if canceled else \
                self.outcome(custom_id, batch.attempts[custom_id])
            batch.results.append({"custom_id": custom_id,
                                  "result": self._result(fate, request["params"])})
        batch.status = "ended"
        batch.ended_at = datetime.now(UTC)

    def _result(self, fate: EntryOutcome, params: dict[str, Any]) -> dict[str, Any]:
        if fate == "succeeded":
            action = guard_responder(params, self.guard) if is_guard_request(params) \
                else self.responder(params)
            reply = action if isinstance(action, Reply) else Reply("not a verdict")
            return {"type": "succeeded", "message": self._message(params, reply)}
        if fate == "errored":
            return {"type": "errored",
                    "error": {**error_body("api_error", "Fake entry error scripted by the "
                                           "test"), "request_id": None}}
        return {"type": fate}

    def _describe(self, batch: _Batch) -> dict[str, Any]:
        counts = dict.fromkeys(("processing", "succeeded", "errored", "canceled", "expired"), 0)
        if batch.status == "ended":
            for line in batch.results:
                counts[line["result"]["type"]] += 1
        else:
            counts["processing"] = len(batch.requests)
        return {
            "id": batch.id, "type": "message_batch", "processing_status": batch.status,
            "request_counts": counts, "created_at": _iso(batch.created_at),
            "expires_at": _iso(batch.created_at + timedelta(hours=24)),
            "ended_at": _iso(batch.ended_at) if batch.ended_at else None,
            "cancel_initiated_at": _iso(batch.cancel_at) if batch.cancel_at else None,
            "archived_at": None,
            "results_url": f"{self.base_url}{BATCHES_PATH}/{batch.id}/results"
            if batch.status == "ended" else None,
        }

    def _results(self, handler: _Handler, batch: _Batch) -> None:
        if batch.status != "ended":
            handler._error(400, f"message batch {batch.id} has not ended yet")
            return
        # Out of request order on purpose: results must be matched by custom_id.
        lines = "".join(json.dumps(line) + "\n" for line in reversed(batch.results))
        handler._send(200, lines.encode(), "application/binary")


def _invalid_batch(requests: Any, size: int) -> str:
    """Why the real API would refuse this batch with a 400, or ""."""
    if not isinstance(requests, list) or not requests:
        return "requests: at least one request is required"
    if len(requests) > MAX_REQUESTS:
        return f"requests: at most {MAX_REQUESTS} requests per batch"
    if size > MAX_BYTES:
        return "the batch is larger than 256 MB"
    return _invalid_requests(requests)


def _invalid_requests(requests: list[Any]) -> str:
    seen: set[str] = set()
    for request in requests:
        custom_id = request.get("custom_id") if isinstance(request, dict) else None
        if not isinstance(custom_id, str) or not CUSTOM_ID.match(custom_id):
            return f"custom_id {custom_id!r} must match {CUSTOM_ID.pattern}"
        if custom_id in seen:
            return f"custom_id {custom_id!r} is used twice in one batch"
        seen.add(custom_id)
        params = request.get("params")
        if not isinstance(params, dict) or not isinstance(params.get("model"), str) \
                or not params.get("messages"):
            return f"{custom_id}: params need model and messages"
    return ""


def _iso(moment: datetime) -> str:
    return moment.isoformat().replace("+00:00", "Z")
