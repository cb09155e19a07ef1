"""The addressing guard's questions through the Message Batches API, for `baseline`.

`baseline` fills the cache a pull request reads, at the batch rate; the guard's answers belong
in it too, or every pull request would ask them again. Its questions that the store does not
answer go in a batch of their own (a handful: one per artifact group), are polled within the
baseline's budget, and each readable answer is stored, signed, as a plain call's would be.
What a batch does not answer in time (or answers unreadably) is left to the guard itself,
which asks it through the plain API when the grading pass runs.

The judge's batch is planned on what the guard found (a text it names reaches no judge, not
even as a sibling), so it waits for the guard's batch: that wait is bounded by
`WAIT_SECONDS` (and the baseline's budget), after which the guard's batch is canceled and
its few questions go through the plain API, rather than hold the judge's batch for hours.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from gate.docs.addressing.guard import AddressingGuard, guard_params
from gate.docs.addressing.guard_prompt import GuardReplyError, GuardRequest, parse_guard_reply
from gate.docs.artifacts import Artifact
from gate.docs.judges.anthropic import AnthropicJudge
from gate.docs.judges.batches import BatchClient, request, split
from gate.docs.seam.judge import CallRecord

POLL_GROWTH = 1.5
WAIT_SECONDS = 300.0
MAX_POLL_SECONDS = 60.0


@dataclass(frozen=True)
class GuardBatch:
    """What the guard's batch did: questions sent, answers stored, and their calls."""

    sent: int = 0
    stored: int = 0
    calls: tuple[CallRecord, ...] = ()


def ask_through_batches(guard: AddressingGuard, judge: AnthropicJudge, client: BatchClient,
                        artifacts: Sequence[Artifact], skip: set[str], *,
                        budget_seconds: float, first_poll_seconds: float,
                        say: Callable[[str], None] = lambda _line: None,
                        clock: Callable[[], float] = time.monotonic,
                        sleep: Callable[[float], None] = time.sleep) -> GuardBatch:
    """Ask the guard's unanswered questions in a batch; store each readable answer."""
    wanted = {r.key(guard.model): r for r in guard.requests(artifacts, skip)
              if guard.stored(r) is None}
    if not wanted:
        return GuardBatch()
    entries = [request(key, guard_params(r, guard.model)) for key, r in wanted.items()]
    batch_ids = [client.submit(part) for part in split(entries)]
    say(f"submitted {len(wanted)} addressing-guard questions in {len(batch_ids)} batch(es)")
    deadline, wait = clock() + min(budget_seconds, WAIT_SECONDS), first_poll_seconds
    stored, calls = 0, []
    pending = list(batch_ids)
    while pending:
        for batch_id in list(pending):
            progress = client.progress(batch_id)
            if progress is not None and not progress.ended:
                continue
            pending.remove(batch_id)
            for entry in client.results(batch_id) if progress is not None else ():
                asked = wanted.get(entry.custom_id)
                if asked is None or entry.kind != "succeeded":
                    continue
                text, record = judge.text_of(entry.message, batch=True)
                calls.append(record)
                stored += text is not None and _store(guard, asked, text, record)
        if not pending or clock() + wait > deadline:
            break
        sleep(wait)
        wait = min(MAX_POLL_SECONDS, wait * POLL_GROWTH)
    for batch_id in pending:  # not ended in time: the plain API asks these instead
        client.cancel(batch_id)
    if pending:
        say(f"the addressing guard's batch had not ended within {WAIT_SECONDS:g}s: canceled; "
            "its questions go through the plain API")
    return GuardBatch(len(wanted), stored, tuple(calls))


def _store(guard: AddressingGuard, asked: GuardRequest, text: str,
           record: CallRecord) -> bool:
    try:
        named = parse_guard_reply(text, asked.ids)
    except GuardReplyError:
        return False  # the guard asks it again through the plain API
    return guard.remember(asked, named, (record,)) is None
