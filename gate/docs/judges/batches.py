"""The Message Batches API, through the official SDK: submit, look in on, read, cancel.

A batch answers the same Messages requests as the plain API at half the price, within 24 hours
(usually far sooner). This module only speaks to the API; what to ask, and what the answers
mean, is `gate.docs.baseline.batch_run`'s job.

Limits (Anthropic's documentation): a batch holds at most 100,000 requests or 256 MB,
whichever comes first; a `custom_id` is 1–64 letters, digits, `_` or `-`. Requests are cut
into batches measured as the JSON the SDK will send, with room left for the envelope around
them, and at most `UPLOAD_BYTES` each: the SDK holds a batch's requests several times over
while it sends them (the parameters, their transformed copy, the JSON), so one 256 MB upload
would cost the process a gigabyte or more where a few smaller ones cost a tenth of it, and
a batch costs nothing of itself.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, Literal

import anthropic
from anthropic.types.message_create_params import MessageCreateParamsNonStreaming
from anthropic.types.messages.batch_create_params import Request

MAX_REQUESTS = 100_000
MAX_BYTES = 256 * 1000 * 1000  # "256 MB", read the smaller way
UPLOAD_BYTES = MAX_BYTES // 8  # 32 MB: well inside the limit, and a bounded memory
ENVELOPE_BYTES = 64 * 1024  # `{"requests": [...]}` and whatever the SDK adds around them
#: The SDK retries its own calls here (a lost `retrieve` is harmless to repeat); only the
#: per-entry results are re-asked by the baseline.
SDK_RETRIES = 3

EntryKind = Literal["succeeded", "errored", "canceled", "expired"]


@dataclass(frozen=True)
class BatchProgress:
    batch_id: str
    ended: bool
    processing: int
    succeeded: int
    errored: int
    canceled: int
    expired: int


@dataclass(frozen=True)
class Entry:
    """One line of a batch's results: a message when it succeeded, else why it did not."""

    custom_id: str
    kind: EntryKind
    message: Any | None = None
    error: str = ""
    retryable: bool = True


def split(requests: Iterable[Request], *, max_requests: int = MAX_REQUESTS,
          max_bytes: int = UPLOAD_BYTES) -> Iterator[list[Request]]:
    """`requests` in order, cut into batches within both limits (one pass, sizes summed).
    Lazy: a batch's requests are built only when the one before has been sent."""
    current: list[Request] = []
    size = ENVELOPE_BYTES
    for request in requests:
        cost = len(json.dumps(request, ensure_ascii=False).encode("utf-8")) + 1
        if current and (len(current) >= max_requests or size + cost > max_bytes):
            yield current
            current, size = [], ENVELOPE_BYTES
        current.append(request)
        size += cost
    if current:
        yield current


def request(custom_id: str, params: MessageCreateParamsNonStreaming) -> Request:
    return {"custom_id": custom_id, "params": params}


class BatchClient:
    """`client.messages.batches`, in the words the baseline needs."""

    def __init__(self, client: anthropic.Anthropic) -> None:
        self.batches = client.with_options(max_retries=SDK_RETRIES).messages.batches

    def submit(self, requests: Sequence[Request]) -> str:
        return self.batches.create(requests=list(requests)).id

    def progress(self, batch_id: str) -> BatchProgress | None:
        """How far the batch is; None when the API knows no such batch, or its results are
        archived (29 days after it was created) and can no longer be read."""
        try:
            batch = self.batches.retrieve(batch_id)
        except anthropic.NotFoundError:
            return None
        if batch.archived_at is not None:
            return None
        counts = batch.request_counts
        return BatchProgress(batch_id, batch.processing_status == "ended", counts.processing,
                             counts.succeeded, counts.errored, counts.canceled, counts.expired)

    def results(self, batch_id: str) -> Iterator[Entry]:
        """The ended batch's entries, streamed (JSON lines, in an order of the API's own)."""
        for line in self.batches.results(batch_id):
            result = line.result
            if result.type == "succeeded":
                yield Entry(line.custom_id, "succeeded", message=result.message)
            elif result.type == "errored":
                error = result.error.error
                # A request the API refuses as invalid is refused again: no point re-asking.
                yield Entry(line.custom_id, "errored",
                            error=f"{error.type}: {error.message}"[:300],
                            retryable=error.type != "invalid_request_error")
            else:
                yield Entry(line.custom_id, result.type, error=f"the entry was {result.type}")

    def cancel(self, batch_id: str) -> None:
        self.batches.cancel(batch_id)
