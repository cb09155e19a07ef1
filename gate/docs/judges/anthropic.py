"""The LLM judge, through the official Anthropic SDK.

The key and the endpoint are handed to the SDK by the caller (`gate.docs.judges.choose`), so the
SDK never picks `ANTHROPIC_API_KEY` or `ANTHROPIC_BASE_URL` up from a job's environment that an
earlier step could have set (`gate.github.ambient`). Its own retries are turned
off (`max_retries=0`) because SignalForge's knobs count retries per cause — rate limits (429),
server errors (5xx, 529 overloaded), connection failures and timeouts, by default 6, 1 and 1 as
in SignalForge 0.8.0 — and a stacked retry loop would make `max_retries_429: 6` mean 24
attempts. The loop here backs off
exponentially, honours `retry-after-ms`/`retry-after`, and never sleeps past the run's budget.
"""

from __future__ import annotations

import email.utils
import hashlib
import math
import random
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any, Literal

import anthropic
from anthropic.types import CacheControlEphemeralParam, TextBlockParam, UserMessageParam
from anthropic.types.message_create_params import MessageCreateParamsNonStreaming

from gate.configure.config import GradeConfig
from gate.configure.judge_names import JudgeName
from gate.docs.contract.parser import ReplyContractError, parse_reply
from gate.docs.contract.prompts import (
    SYSTEM_PROMPT,
    SiblingBlocks,
    is_empty,
    pair_prompt,
    rubric_block,
)
from gate.docs.contract.rubric import Rubric
from gate.docs.seam.judge import CallRecord, JudgeOutcome, JudgeRequest, Verdict
from gate.docs.seam.pricing import cost_usd

REQUEST_TIMEOUT_SECONDS = 60.0
MAX_BACKOFF_SECONDS = 30.0
CLEAN_STOPS = frozenset({"end_turn", "stop_sequence"})
#: The shortest prefix Anthropic will cache, by model family; below it a marker is ignored.
CACHE_MINIMUM_TOKENS = {"claude-haiku-4-5": 4096, "claude-opus-4-5": 4096}
DEFAULT_CACHE_MINIMUM = 1024
#: Estimating tokens as characters / 4 overstates English slightly less than it understates
#: code; good enough to decide whether a marker can do anything.
CHARS_PER_TOKEN = 4
RetryClass = Literal["429", "5xx", "conn"]


@dataclass(frozen=True)
class _Attempted:
    response: Any | None
    attempts: int
    error: str | None = None
    failure: Literal["call_failed", "budget"] | None = None
    fatal: bool = False


class AnthropicJudge:
    name: JudgeName = "anthropic"
    deterministic = False  # a model asked twice may answer differently
    graders_word = True  # a model's

    def __init__(
        self,
        grade: GradeConfig,
        rubric: Rubric,
        *,
        client: anthropic.Anthropic | None = None,
        api_key: str | None = None,
        base_url: str | None = None,
        clock: Callable[[], float] = time.monotonic,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        self.grade = grade
        self.model: str | None = grade.model
        # The key is handed over, never put in the environment where every child process and
        # every later step of the job would inherit it; without one the SDK reads its own.
        self.client = client or anthropic.Anthropic(api_key=api_key, base_url=base_url,
                                                    max_retries=0)
        self.clock = clock
        self.sleep = sleep
        self.rubric_text = rubric_block(rubric.criteria)
        self._siblings = SiblingBlocks()
        self.cache_minimum = next(
            (tokens for name, tokens in CACHE_MINIMUM_TOKENS.items()
             if grade.model.startswith(name)), DEFAULT_CACHE_MINIMUM)

    # -- building the request --------------------------------------------------------------

    def _cacheable(self, prefix_chars: int) -> bool:
        return prefix_chars / CHARS_PER_TOKEN >= self.cache_minimum

    def content_blocks(self, request: JudgeRequest) -> list[TextBlockParam]:
        """Rubric; criteria with the context's shared part; the rest of the pair: a cache
        marker after each prefix long enough to be cached."""
        marker: CacheControlEphemeralParam = {"type": "ephemeral", "ttl": self.grade.cache_ttl}
        blocks: list[TextBlockParam] = []
        prefix = len(SYSTEM_PROMPT)
        shared, rest = pair_prompt(request, shared_siblings=self._siblings(request))
        for text in (self.rubric_text, shared):
            if not text:
                continue
            prefix += len(text)
            block: TextBlockParam = {"type": "text", "text": text}
            if self._cacheable(prefix):
                block["cache_control"] = marker
            blocks.append(block)
        blocks.append({"type": "text", "text": rest})
        return blocks

    def prompt_chars(self, request: JudgeRequest) -> int:
        """How long the prompt for `request` is, for the cost estimate made before any call."""
        return len(SYSTEM_PROMPT) + sum(len(b["text"]) for b in self.content_blocks(request))

    def wants_warm_up(self, request: JudgeRequest) -> bool:
        siblings = self._siblings(request)
        asks = [c for c in request.criteria if not is_empty(request.artifact, c)]
        return siblings is not None and bool(asks) and self._cacheable(
            len(SYSTEM_PROMPT) + len(self.rubric_text) + len(siblings))

    # -- calling -----------------------------------------------------------------------------

    def message_params(self, request: JudgeRequest) -> MessageCreateParamsNonStreaming:
        """The Messages API request for `request`: the same for a plain call and a batch
        entry, so both are answered alike and their verdicts share the cache's keys."""
        # A batched reply answers every criterion: give it room for each.
        max_tokens = self.grade.max_output_tokens * len(request.criteria)
        message: UserMessageParam = {"role": "user", "content": self.content_blocks(request)}
        return {"model": self.grade.model, "max_tokens": max_tokens, "system": SYSTEM_PROMPT,
                "messages": [message]}

    def judge(self, request: JudgeRequest, *, deadline: float) -> JudgeOutcome:
        started = self.clock()
        attempted = self._call(self.message_params(request), deadline)
        latency = self.clock() - started
        if attempted.response is None:
            record = CallRecord(attempts=attempted.attempts, latency_seconds=latency,
                                error=attempted.error)
            return JudgeOutcome.failed(attempted.failure or "call_failed",
                                       attempted.error or "", (record,), fatal=attempted.fatal)
        return self.read_message(request, attempted.response, attempts=attempted.attempts,
                                 latency=latency)

    def send_text(self, params: MessageCreateParamsNonStreaming, deadline: float,
                  ) -> tuple[str | None, CallRecord]:
        """One request of a caller's own (the addressing guard), with the judge's retries,
        budget and pricing: the reply's text (None when no clean reply came; the record's
        `error` says why) and the call's record."""
        started = self.clock()
        attempted = self._call(params, deadline)
        latency = self.clock() - started
        if attempted.response is None:
            return None, CallRecord(attempts=attempted.attempts, latency_seconds=latency,
                                    error=attempted.error or "no reply")
        return self.text_of(attempted.response, attempts=attempted.attempts, latency=latency)

    def text_of(self, response: Any, *, attempts: int = 1, latency: float = 0.0,
                batch: bool = False) -> tuple[str | None, CallRecord]:
        """A message's text (None unless it is a message that ended cleanly) and its record,
        priced at the batch rate when it is a batch entry's."""
        if not _is_message(response):
            return None, CallRecord(attempts=attempts, latency_seconds=latency,
                                    error="not a message")
        text = "".join(getattr(b, "text", "") for b in response.content)
        record = self._record(response, text, attempts, latency, batch=batch)
        if response.stop_reason not in CLEAN_STOPS:
            return None, replace(record, error=f"the reply stopped at {response.stop_reason!r}")
        return text, record

    def read_message(self, request: JudgeRequest, response: Any, *, attempts: int = 1,
                     latency: float = 0.0, batch: bool = False) -> JudgeOutcome:
        """The verdicts in the API's answer to `request` (a plain call's, or a batch entry's
        when `batch`, priced at the batch rate), or why there are none."""
        if not _is_message(response):
            record = CallRecord(attempts=attempts, latency_seconds=latency,
                                error="not a message")
            return JudgeOutcome.failed("unparseable", "the API answered with something that "
                                       "is not a message", (record,), violation="json_parse")
        text = "".join(getattr(b, "text", "") for b in response.content)
        record = self._record(response, text, attempts, latency, batch=batch)
        if response.stop_reason not in CLEAN_STOPS:
            return JudgeOutcome.failed(
                "unparseable", f"the reply stopped at {response.stop_reason!r} (raise "
                "grade.max_output_tokens if it was cut short)", (record,),
                violation="json_parse")
        ids = [c.id for c in request.criteria]
        try:
            parsed = parse_reply(text, criteria=ids, artifact_id=request.artifact.shown_id)
        except ReplyContractError as violation:
            return JudgeOutcome.failed("unparseable", violation.message, (record,),
                                       violation=violation.type)
        verdicts = {
            cid: Verdict(cid, v.score, v.passed, v.evidence, v.reasoning,
                         "abstained" if v.score is None else None)
            for cid, v in parsed.items()
        }
        return JudgeOutcome(verdicts, (record,))

    def _record(self, response: Any, text: str, attempts: int, latency: float,
                *, batch: bool = False) -> CallRecord:
        usage = response.usage
        written = usage.cache_creation_input_tokens or 0
        read = usage.cache_read_input_tokens or 0
        return CallRecord(
            attempts=attempts, latency_seconds=latency, input_tokens=usage.input_tokens,
            output_tokens=usage.output_tokens, cache_creation_input_tokens=written,
            cache_read_input_tokens=read,
            cost_usd=cost_usd(self.grade.model, input_tokens=usage.input_tokens,
                              output_tokens=usage.output_tokens, cache_write_tokens=written,
                              cache_read_tokens=read, ttl=self.grade.cache_ttl, batch=batch),
            response_hash=hashlib.blake2b(text.encode("utf-8"), digest_size=8).hexdigest())

    def _call(self, params: MessageCreateParamsNonStreaming, deadline: float) -> _Attempted:
        limits: dict[RetryClass, int] = {"429": self.grade.max_retries_429,
                                         "5xx": self.grade.max_retries_5xx,
                                         "conn": self.grade.max_retries_conn}
        used: dict[RetryClass, int] = dict.fromkeys(limits, 0)
        attempts = 0
        while True:
            remaining = deadline - self.clock()
            if remaining <= 0:
                return _Attempted(None, attempts, "the grading budget ran out", "budget")
            attempts += 1
            try:
                response = self.client.with_options(
                    timeout=min(REQUEST_TIMEOUT_SECONDS, remaining), max_retries=0,
                ).messages.create(**params)
                return _Attempted(response, attempts)
            except anthropic.APIStatusError as error:
                cause, kind = _classify(error)
                if kind is None:
                    return _Attempted(None, attempts, cause, "call_failed",
                                      fatal=error.status_code in (401, 403, 404))
                wait = _retry_after(error.response.headers)
            except (ValueError, anthropic.APIResponseValidationError) as error:
                # The SDK lets a malformed body escape as a bare JSONDecodeError; like a 5xx,
                # it is the server's fault and may pass.
                kind, wait = "5xx", None
                cause = f"the API's response could not be read ({type(error).__name__})"
            except anthropic.APIConnectionError as error:
                kind, wait = "conn", None
                timed_out = isinstance(error, anthropic.APITimeoutError)
                cause = "the request timed out" if timed_out else f"connection failed ({error})"
                if timed_out and deadline - self.clock() <= 0:
                    return _Attempted(None, attempts, "the grading budget ran out during a "
                                      "call", "budget")
            if used[kind] >= limits[kind]:
                retries = f"{limits[kind]} {'retry' if limits[kind] == 1 else 'retries'}"
                return _Attempted(None, attempts, f"{cause}; gave up after {retries} "
                                  f"(grade.max_retries_{kind})", "call_failed")
            used[kind] += 1
            delay = wait if wait is not None else _backoff(sum(used.values()))
            if self.clock() + delay >= deadline:  # the service's doing, not the budget's
                return _Attempted(None, attempts, f"{cause}; waiting {delay:.1f}s to retry "
                                  "would pass the grading budget", "call_failed")
            self.sleep(delay)


def _is_message(response: Any) -> bool:
    """The SDK returns what the server sent even when it is not a message (a string for a
    text/plain body, a Message of Nones for JSON of another shape)."""
    return isinstance(getattr(response, "content", None), list) \
        and getattr(response, "usage", None) is not None \
        and isinstance(getattr(response.usage, "input_tokens", None), int)


def _classify(error: anthropic.APIStatusError) -> tuple[str, RetryClass | None]:
    status = error.status_code
    message = f"HTTP {status} from the Anthropic API ({error.api_message or error.message})"
    if status == 429:
        return message, "429"
    if status >= 500:
        return message, "5xx"
    if status in (401, 403):
        return f"{message}: check ANTHROPIC_API_KEY", None
    return message, None


def _retry_after(headers: Any) -> float | None:
    """Seconds the server asked us to wait: `retry-after-ms`, or `retry-after` (seconds or an
    HTTP date); None when absent or unreadable."""
    try:
        if headers.get("retry-after-ms"):
            return max(0.0, float(headers["retry-after-ms"]) / 1000)
        value = headers.get("retry-after")
        if not value:
            return None
        try:
            return max(0.0, float(value))
        except ValueError:
            when = email.utils.parsedate_to_datetime(value)
            return max(0.0, when.timestamp() - time.time())
    except (TypeError, ValueError):
        return None


def _backoff(retry_number: int) -> float:
    """About 1, 2, 4, 8 … seconds with ±25 % jitter, at most 30 s."""
    base = min(MAX_BACKOFF_SECONDS, math.pow(2, retry_number - 1))
    return base * random.uniform(0.75, 1.25)  # noqa: S311 (jitter, not cryptography)
