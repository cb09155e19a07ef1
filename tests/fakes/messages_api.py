"""A loopback fake of the Anthropic Messages API, for tests and benchmarks.

Why a real HTTP server rather than a mock: the gate talks to Claude through the official
`anthropic` SDK, and the behaviour worth testing lives in that SDK's HTTP path: its retries
and back-off, its timeout handling, the error class it picks for each status code, and how it
parses (or fails to parse) a body. Pointing a real client at this server through `base_url`
exercises all of it, while staying deterministic, offline and fast.

    with FakeMessagesAPI(latency=0.0) as api:
        client = anthropic.Anthropic(api_key="test-key", base_url=api.base_url, max_retries=0)
        api.script(Status(429, {"retry-after-ms": "1"}))   # first call: rate limited
        client.messages.create(...)                         # later calls: the fake judge

Standard library only, so the fake cannot drift with the dependencies it is meant to test.
"""

from __future__ import annotations

import contextlib
import hashlib
import itertools
import json
import math
import random
import re
import socket
import threading
import time
from collections import deque
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from email.message import Message
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from types import TracebackType
from typing import Any, Self
from urllib.parse import urlsplit

__all__ = [
    "Action",
    "AfterJudged",
    "Disconnect",
    "FakeMessagesAPI",
    "Hang",
    "Malformed",
    "RecordedRequest",
    "Reply",
    "Responder",
    "ScoreFn",
    "Status",
    "count_tokens",
    "default_score",
    "finds_nothing",
    "judge_responder",
    "keyword_guard",
    "noisy",
]

MESSAGES_PATH = "/v1/messages"
COUNT_TOKENS_PATH = "/v1/messages/count_tokens"


# --- Actions: what the server does with one /v1/messages request -----------------------------


@dataclass(frozen=True)
class Reply:
    """Answer 200 with a Messages-API `message` whose only content block holds `text`."""

    text: str
    stop_reason: str = "end_turn"


@dataclass(frozen=True)
class Status:
    """Answer `code` with an Anthropic-shaped error body, so the SDK maps it to its error class.

    `headers` are sent as given: `retry-after` / `retry-after-ms` steer the SDK's back-off,
    `x-should-retry` overrides its retry decision. `error_type` defaults from the code.
    """

    code: int
    headers: Mapping[str, str] = field(default_factory=dict)
    error_type: str | None = None


@dataclass(frozen=True)
class Hang:
    """Wait `seconds` (on top of the server latency), then answer normally via the responder.

    Used to push a request past the client's timeout; the wait ends early when the server
    closes, so a hung request never holds up a test run.
    """

    seconds: float


@dataclass(frozen=True)
class AfterJudged:
    """Hold the answer until `count` judge requests have arrived, then answer normally; if
    they have not within `timeout` seconds, answer 400 (not retried). A guard question held
    so answers only when the judge works while it is open: a run that waits for the guard
    before its first pair gets the 400."""

    count: int
    timeout: float = 20.0


@dataclass(frozen=True)
class Malformed:
    """Send `body` verbatim, to see what the SDK does with a response it cannot parse."""

    body: bytes
    status: int = 200
    content_type: str = "application/json"


@dataclass(frozen=True)
class Disconnect:
    """Close the connection without sending a single byte, like a dropped upstream."""


Action = Reply | Status | Hang | AfterJudged | Malformed | Disconnect
Responder = Callable[[dict[str, Any]], Action]
ScoreFn = Callable[[str, str], float]

ERROR_TYPES: dict[int, str] = {
    400: "invalid_request_error",
    401: "authentication_error",
    402: "billing_error",
    403: "permission_error",
    404: "not_found_error",
    413: "request_too_large",
    429: "rate_limit_error",
    500: "api_error",
    504: "timeout_error",
    529: "overloaded_error",
}


def error_type_for(code: int) -> str:
    """The `error.type` the real API uses for `code`, so `APIStatusError.type` reads true."""
    return ERROR_TYPES.get(code, "api_error" if code >= 500 else "invalid_request_error")


def error_body(error_type: str, message: str) -> dict[str, Any]:
    """The Messages API's error envelope; the SDK reads `error.type` and `error.message`."""
    return {"type": "error", "error": {"type": error_type, "message": message}}


# --- The default judge ------------------------------------------------------------------------

CRITERION_LINE = re.compile(r"^[ \t]*criterion_id:[ \t]*([A-Za-z0-9_.:-]+)[ \t]*$", re.MULTILINE)
ARTIFACT_HEADING = re.compile(r"^[ \t]*## Artifact under judgment[ \t]*$", re.MULTILINE)
#: The envelope, its tags carrying the run's nonce (or none, as an outside prompt may write
#: them): only the closing tag with the same nonce ends it.
ARTIFACT_ENVELOPE = re.compile(r"<ARTIFACT(-[0-9a-f]+|)>(.*?)</ARTIFACT\1>", re.DOTALL)
PLACEHOLDER_MARKERS = ("TODO", "TBD")
PLACEHOLDER_SCORE = 0.1
PASS_MARK = 0.5
EVIDENCE_CHARS = 60


def default_score(criterion_id: str, artifact_text: str) -> float:
    """A deterministic score in [0.2, 1.0] for (criterion, artifact); 0.1 for a placeholder.

    Hash-derived so that the same input always grades the same (tests can pin results) while
    different artifacts spread across pass and fail. Empty or TODO/TBD artifacts score 0.1 so
    tests can build a guaranteed failure without knowing any hash.
    """
    if not artifact_text.strip() or any(mark in artifact_text for mark in PLACEHOLDER_MARKERS):
        return PLACEHOLDER_SCORE
    digest = hashlib.blake2b(f"{criterion_id}\x00{artifact_text}".encode(), digest_size=8).digest()
    fraction = int.from_bytes(digest, "big") / 2**64
    return round(0.2 + 0.8 * fraction, 2)


def message_text(content: Any) -> str:
    """The text of a message's `content`: a plain string, or its text blocks joined by newlines."""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "\n".join(
            block["text"]
            for block in content
            if isinstance(block, dict) and block.get("type") == "text" and "text" in block
        )
    return ""


def last_user_text(body: Mapping[str, Any]) -> str:
    """The text of the last `user` message: the judge prompt is always the latest turn."""
    for message in reversed(body.get("messages") or []):
        if isinstance(message, dict) and message.get("role") == "user":
            return message_text(message.get("content"))
    return ""


def criterion_ids(prompt: str) -> list[str]:
    """Every `criterion_id: <id>` line, in order, without repeats."""
    return list(dict.fromkeys(CRITERION_LINE.findall(prompt)))


def artifact_text(prompt: str) -> str:
    """The artifact under judgment: the first `<ARTIFACT-nonce>` envelope after the
    `## Artifact under judgment` heading if there is one (earlier envelopes may be examples),
    else the first envelope anywhere; empty when there is none."""
    heading = ARTIFACT_HEADING.search(prompt)
    start = heading.end() if heading else 0
    envelope = ARTIFACT_ENVELOPE.search(prompt, start)
    return envelope.group(2).strip() if envelope else ""


def judgement(criterion_id: str, artifact: str, score: ScoreFn) -> dict[str, Any]:
    """One criterion's verdict, in the shape the gate asks its judge for."""
    s = score(criterion_id, artifact)
    passed = s >= PASS_MARK
    verdict = "meets" if passed else "falls short of"
    return {
        "criterion_id": criterion_id,
        "score": s,
        "passed": passed,
        "evidence": artifact[:EVIDENCE_CHARS],
        "reasoning": (
            f"Fake judge scored criterion {criterion_id} at {s:.2f} from the artifact text. "
            f"It {verdict} the {PASS_MARK} pass mark."
        ),
    }


# --- The addressing guard ---------------------------------------------------------------------

#: How the guard's question is told from a judge's: its system prompt asks for this key.
GUARD_MARKER = '{"addressing": ['
GUARD_TEXT = re.compile(r"^text_id:[ \t]*(\S+)[ \t]*\n<ARTIFACT(-[0-9a-f]+|)>\n(.*?)\n"
                        r"</ARTIFACT\2>", re.MULTILINE | re.DOTALL)
#: A stand-in for a model that recognises text written to its evaluator: a word of evaluation
#: and a word that speaks to someone, in one text. Written once, before any attempt it is
#: tested on; crude on purpose (it misses what lacks both), as a model is imperfect too.
EVALUATION_WORDS = re.compile(
    r"\b(approv\w*|pass(ed|es)?|scor\w*|grad\w*|rat(e|ed|ing)|marks?|review\w*|evaluat\w*|"
    r"assess\w*|judg\w*|rubric|criteri\w*|lenient|penalis\w*|penaliz\w*|flag)\b",
    re.IGNORECASE)
ADDRESSING_WORDS = re.compile(
    r"\b(you|your|please|kindly|should|must|do not|don't|skip|disregard|ignore|overlook|"
    r"give|award|consider|treat|accept|return|be|whoever)\b", re.IGNORECASE)
GuardFn = Callable[[str], bool]


def finds_nothing(_text: str) -> bool:
    """The default guard: a model that names no text (tests of the judge stay as they were;
    a test of the guard picks `keyword_guard` or its own reading)."""
    return False


def keyword_guard(text: str) -> bool:
    """True when this stand-in model reads `text` as speaking to whoever evaluates it."""
    return bool(EVALUATION_WORDS.search(text)) and bool(ADDRESSING_WORDS.search(text))


def is_guard_request(body: Mapping[str, Any]) -> bool:
    return GUARD_MARKER in message_text(body.get("system") or "")


def is_guard_traffic(body: Mapping[str, Any]) -> bool:
    """A guard question, or a batch that holds only guard questions."""
    entries = body.get("requests")
    if isinstance(entries, list) and entries:
        return all(isinstance(e, dict) and isinstance(e.get("params"), dict)
                   and is_guard_request(e["params"]) for e in entries)
    return is_guard_request(body)


def guard_responder(body: Mapping[str, Any], guard: GuardFn) -> Reply:
    """The guard's answer: the ids of the texts `guard` flags, in the strict shape."""
    texts = GUARD_TEXT.findall(last_user_text(body))
    return Reply(json.dumps({"addressing": [tid for tid, _nonce, text in texts if guard(text)]}))


def swayed(cues: tuple[str, ...], score: ScoreFn) -> ScoreFn:
    """A judge that obeys the text it grades: full marks to any artifact holding one of `cues`
    (compared case-blind), `score` otherwise."""
    folded = tuple(cue.casefold() for cue in cues)

    def obeying(criterion_id: str, artifact: str) -> float:
        if any(cue in artifact.casefold() for cue in folded):
            return 1.0
        return score(criterion_id, artifact)

    return obeying


def judge_responder(body: dict[str, Any], *, score: ScoreFn | None = None) -> Reply:
    """The default responder: grade each criterion named in the prompt against its artifact.

    One criterion gets a bare verdict object; several get `{"results": [...]}` in prompt order
    (this is how batched judging is asked for). `score` defaults to the module's
    `default_score`, looked up at call time so it can be monkeypatched.
    """
    scorer = score or default_score
    prompt = last_user_text(body)
    artifact = artifact_text(prompt)
    verdicts = [judgement(cid, artifact, scorer) for cid in criterion_ids(prompt)]
    payload = verdicts[0] if len(verdicts) == 1 else {"results": verdicts}
    return Reply(json.dumps(payload))


# --- Token accounting -------------------------------------------------------------------------


def count_tokens(text: str) -> int:
    """The fake's tokenizer: a quarter of the characters, rounded up. Close enough to compare
    prompt sizes and caching between modes, and trivially predictable in assertions."""
    return math.ceil(len(text) / 4)


@dataclass(frozen=True)
class PromptBlock:
    """One piece of prompt text, and whether a `cache_control` breakpoint ends at it."""

    text: str
    breakpoint: bool


def _block(raw: Any) -> PromptBlock:
    if isinstance(raw, str):
        return PromptBlock(raw, breakpoint=False)
    if not isinstance(raw, dict):
        return PromptBlock("", breakpoint=False)
    text = raw.get("text") if raw.get("type", "text") == "text" else ""
    return PromptBlock(text if isinstance(text, str) else "", "cache_control" in raw)


def prompt_blocks(body: Mapping[str, Any]) -> list[PromptBlock]:
    """The prompt in the order the API caches it: system blocks, then each message's blocks.

    A top-level `cache_control` (the API's automatic caching) puts a breakpoint on the last block.
    """
    system = body.get("system")
    raw_blocks: list[Any] = list(system) if isinstance(system, list) else [system or ""]
    for message in body.get("messages") or []:
        content = message.get("content") if isinstance(message, dict) else None
        raw_blocks.extend(content if isinstance(content, list) else [content or ""])
    blocks = [_block(raw) for raw in raw_blocks]
    if body.get("cache_control") and blocks:
        blocks[-1] = PromptBlock(blocks[-1].text, breakpoint=True)
    return blocks


def prompt_tokens(body: Mapping[str, Any]) -> int:
    """All input tokens of a request, cached or not."""
    return count_tokens("".join(block.text for block in prompt_blocks(body)))


@dataclass(frozen=True)
class CachePrefix:
    """The prompt up to its last cache breakpoint: a key naming it, and its size in tokens."""

    key: str
    tokens: int


def cache_prefix(body: Mapping[str, Any]) -> CachePrefix | None:
    """The prefix a request asks to cache, or None when it sets no breakpoint.

    Keyed by model and prefix text, since a cache entry never crosses models.
    """
    blocks = prompt_blocks(body)
    ends = [i for i, block in enumerate(blocks) if block.breakpoint]
    if not ends:
        return None
    texts = [block.text for block in blocks[: ends[-1] + 1]]
    material = json.dumps([str(body.get("model")), texts]).encode()
    return CachePrefix(hashlib.blake2b(material).hexdigest(), count_tokens("".join(texts)))


# --- Recording --------------------------------------------------------------------------------


@dataclass(frozen=True)
class RecordedRequest:
    """What the server saw, so tests can assert on the SDK's real output.

    `headers` has lowercased names; `body` is the parsed JSON object (None if it was not one);
    `arrived_at` is a `time.monotonic()` reading.
    """

    method: str
    path: str
    headers: dict[str, str]
    body: dict[str, Any] | None
    arrived_at: float


def _lowercased(headers: Message) -> dict[str, str]:
    merged: dict[str, str] = {}
    for name, value in headers.items():
        key = name.lower()
        merged[key] = f"{merged[key]}, {value}" if key in merged else value
    return merged


def _json_object(raw: bytes) -> dict[str, Any] | None:
    try:
        parsed = json.loads(raw) if raw else None
    except ValueError:
        return None
    return parsed if isinstance(parsed, dict) else None


# --- The server -------------------------------------------------------------------------------


class _Server(ThreadingHTTPServer):
    """One handler thread per connection (daemon threads, so a hung one never blocks exit)."""

    daemon_threads = True
    request_queue_size = 128  # a concurrency benchmark may open many connections at once

    def __init__(self, api: FakeMessagesAPI) -> None:
        super().__init__(("127.0.0.1", 0), _Handler)
        self.api = api
        self._connections: set[socket.socket] = set()
        self._connections_lock = threading.Lock()

    def process_request(self, request: Any, client_address: Any) -> None:
        with self._connections_lock:
            self._connections.add(request)
        super().process_request(request, client_address)

    def shutdown_request(self, request: Any) -> None:
        with self._connections_lock:
            self._connections.discard(request)
        super().shutdown_request(request)

    def drop_connections(self) -> None:
        """Hang up on kept-alive clients, so their handler threads end with the server
        instead of idling until the client is garbage-collected."""
        with self._connections_lock:
            connections = list(self._connections)
        for connection in connections:
            with contextlib.suppress(OSError):
                connection.shutdown(socket.SHUT_RDWR)

    def handle_error(self, request: Any, client_address: Any) -> None:
        """Stay quiet: clients hanging up mid-answer (timeouts, benchmarks) are expected here."""


class _Handler(BaseHTTPRequestHandler):
    """Routes a request, applies the scripted action, and writes the answer."""

    protocol_version = "HTTP/1.1"  # keep-alive, as the SDK's connection pool expects
    # Headers and body go out as two writes; with Nagle on, the second waits for the client's
    # delayed ACK, adding ~40 ms to every reply on a kept-alive connection and skewing benchmarks.
    disable_nagle_algorithm = True
    server: _Server

    def do_POST(self) -> None:
        self._dispatch()

    def do_GET(self) -> None:
        self._dispatch()

    def do_PUT(self) -> None:
        self._dispatch()

    def do_PATCH(self) -> None:
        self._dispatch()

    def do_DELETE(self) -> None:
        self._dispatch()

    def log_message(self, format: str, *args: Any) -> None:
        """Silence the per-request stderr log line."""

    def _dispatch(self) -> None:
        api = self.server.api
        with api._in_flight():
            length = int(self.headers.get("content-length") or 0)
            body = _json_object(self.rfile.read(length))
            path = urlsplit(self.path).path  # the beta endpoints add `?beta=true`
            headers = _lowercased(self.headers)
            api._record(RecordedRequest(self.command, path, headers, body, time.monotonic()))
            if self.command == "POST" and path == MESSAGES_PATH:
                self._messages(body)
            elif self.command == "POST" and path == COUNT_TOKENS_PATH:
                self._count_tokens(body)
            elif not api._route(self, path, body):
                self._error(404, f"{self.command} {path} is not part of the fake Messages API")

    def _messages(self, body: dict[str, Any] | None) -> None:
        if body is None or (problem := _invalid_messages_request(body)):
            self._error(400, "request body must be a JSON object" if body is None else problem)
            return
        api = self.server.api
        action = api._next_action(body)
        api._wait(api.latency)
        self._perform(action, body)

    def _count_tokens(self, body: dict[str, Any] | None) -> None:
        if body is None or not isinstance(body.get("messages"), list):
            self._error(400, "messages: field required")
            return
        self._send_json(200, {"input_tokens": prompt_tokens(body)})

    def _perform(self, action: Action, body: dict[str, Any]) -> None:
        api = self.server.api
        if isinstance(action, Reply):
            self._send_json(200, api._message(body, action))
        elif isinstance(action, Status):
            message = f"Fake {action.code} scripted by the test"
            self._error(action.code, message, action.error_type, action.headers)
        elif isinstance(action, Hang):
            api._wait(action.seconds)
            self._perform(api.responder(body), body)
        elif isinstance(action, AfterJudged):
            if api._judged(action.count, action.timeout):
                self._perform(api._answer(body), body)
            else:
                self._error(400, f"fewer than {action.count} judge requests arrived while this "
                            "one was held")
        elif isinstance(action, Malformed):
            self._send(action.status, action.body, action.content_type)
        else:  # Disconnect: send nothing; closing after this handler returns drops the socket
            self.close_connection = True
            with contextlib.suppress(OSError):
                self.connection.shutdown(socket.SHUT_RDWR)

    def _error(
        self,
        code: int,
        message: str,
        error_type: str | None = None,
        headers: Mapping[str, str] | None = None,
    ) -> None:
        payload = error_body(error_type or error_type_for(code), message)
        self._send_json(code, payload, headers)

    def _send_json(
        self, code: int, payload: dict[str, Any], headers: Mapping[str, str] | None = None
    ) -> None:
        self._send(code, json.dumps(payload).encode(), "application/json", headers)

    def _send(
        self,
        code: int,
        payload: bytes,
        content_type: str,
        headers: Mapping[str, str] | None = None,
    ) -> None:
        try:
            self.send_response(code)
            self.send_header("content-type", content_type)
            self.send_header("content-length", str(len(payload)))
            self.send_header("request-id", self.server.api._next_id("req_fake"))
            for name, value in (headers or {}).items():
                self.send_header(name, value)
            self.end_headers()
            self.wfile.write(payload)
        except OSError:  # the client gave up (timeout) before the answer was ready
            self.close_connection = True


def _invalid_messages_request(body: dict[str, Any]) -> str:
    """Why the real API would reject this create request with a 400, or "" if it would not.

    Only the checks that catch a broken caller early; the fake is not a validator.
    """
    if not isinstance(body.get("model"), str):
        return "model: field required"
    if not isinstance(body.get("messages"), list) or not body["messages"]:
        return "messages: at least one message is required"
    if body.get("stream"):
        return "the fake Messages API does not implement streaming"
    return ""


class FakeMessagesAPI:
    """A Messages API on 127.0.0.1 (a free port), serving from a daemon thread.

    Requests get, in order: the actions queued with `script()`, one per `/v1/messages` call;
    then whatever `responder(body)` returns (the deterministic `judge_responder` by default;
    `noise=sigma` adds Gaussian noise to every score it gives, `seed` fixes the draws).
    Every request is recorded in `requests`, but the addressing guard's questions, which are
    recorded in `guard_requests` and answered by `guard` (by default a model that names
    nothing; `keyword_guard` is a crude stand-in for one that recognises text addressed to its
    evaluator); `swayed_by` makes the judge
    give full marks to any artifact holding one of those cues. `max_in_flight` and
    `usage_totals` let benchmarks report concurrency and token use. The server starts on
    construction; `close()` (or leaving the `with` block) stops it.
    """

    @classmethod
    def obeying(cls, attempts: tuple[str, ...], *, score: ScoreFn | None = None,
                ) -> FakeMessagesAPI:
        """An obeying judge whose second look misses everything: full marks to any text it is
        shown that holds one of `attempts`, `score` (or the default) otherwise, and a guard
        that names no text. What stops an attempt against it is only what the gate does
        without a model: the rules, what it withholds, and the offline floor."""
        return cls(score=score, swayed_by=attempts, guard=finds_nothing)

    def __init__(
        self,
        latency: float = 0.0,
        *,
        score: ScoreFn | None = None,
        cache_min_tokens: int = 1024,
        noise: float = 0.0,
        seed: int | None = None,
        swayed_by: tuple[str, ...] = (),
        guard: GuardFn = finds_nothing,
    ) -> None:
        self.latency = latency
        self.cache_min_tokens = cache_min_tokens
        if noise > 0:
            score = noisy(score or default_score, noise, random.Random(seed))
        if swayed_by:
            score = swayed(swayed_by, score or default_score)
        self.guard = guard
        self.responder: Responder = _judge_with(score) if score else judge_responder
        self.requests: list[RecordedRequest] = []
        #: The addressing guard's questions (`gate.docs.guard`), apart from the judge's.
        self.guard_requests: list[RecordedRequest] = []
        self.max_in_flight = 0
        self.usage_totals: dict[str, int] = dict.fromkeys(_USAGE_KEYS, 0)
        self.lock = threading.Lock()
        self._arrived = threading.Condition(self.lock)
        self._script: deque[Action] = deque()
        self._guard_script: deque[Action] = deque()
        self._open = 0
        self._cached: set[str] = set()
        self._ids = itertools.count(1)
        self._stopping = threading.Event()
        self._server = _Server(self)
        self._thread = threading.Thread(
            target=self._server.serve_forever,
            kwargs={"poll_interval": 0.01},  # bounds how long close() waits
            name="fake-messages-api",
            daemon=True,
        )
        self._thread.start()
        host, port = self._server.server_address[:2]
        self.base_url = f"http://{host!s}:{port}"

    def __enter__(self) -> Self:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

    def close(self) -> None:
        """Stop serving; requests still waiting (latency, `Hang`) are released at once."""
        self._stopping.set()
        with self._arrived:  # a held answer stops waiting
            self._arrived.notify_all()
        self._server.shutdown()
        self._server.drop_connections()
        self._server.server_close()
        self._thread.join(timeout=5)

    def script(self, *actions: Action) -> None:
        """Queue actions for the next judge requests to `/v1/messages`, one each, in arrival
        order (the addressing guard's questions are scripted with `script_guard`)."""
        with self.lock:
            self._script.extend(actions)

    def script_guard(self, *actions: Action) -> None:
        """Queue actions for the addressing guard's next questions."""
        with self.lock:
            self._guard_script.extend(actions)

    @property
    def pending(self) -> int:
        """How many scripted actions have not been used yet (a test can assert all ran)."""
        with self.lock:
            return len(self._script)

    # Called from handler threads.

    def _route(self, handler: _Handler, path: str, body: dict[str, Any] | None) -> bool:
        """Answer a request this fake does not know itself; False leaves it a 404. A fake of
        a neighbouring API (`message_batches.FakeBatchesAPI`) serves its paths here."""
        return False

    def _next_action(self, body: dict[str, Any]) -> Action:
        guarding = is_guard_request(body)
        with self.lock:  # the guard's questions and the judge's have scripts of their own
            script = self._guard_script if guarding else self._script
            if script:
                return script.popleft()
        if guarding:
            return guard_responder(body, self.guard)
        return self.responder(body)

    def _record(self, request: RecordedRequest) -> None:
        with self.lock:
            if request.body is not None and is_guard_traffic(request.body):
                self.guard_requests.append(request)  # kept apart: `requests` are the judge's
            else:
                self.requests.append(request)
            self._arrived.notify_all()

    def _judged(self, count: int, timeout: float) -> bool:
        """Whether `count` judge requests have arrived, waiting up to `timeout` seconds."""
        with self._arrived:
            return self._arrived.wait_for(
                lambda: self._stopping.is_set()
                or sum(r.path == MESSAGES_PATH for r in self.requests) >= count, timeout)

    def _answer(self, body: dict[str, Any]) -> Action:
        """What `body` gets when nothing is scripted: the guard's answer, or the judge's."""
        return guard_responder(body, self.guard) if is_guard_request(body) \
            else self.responder(body)

    @contextlib.contextmanager
    def _in_flight(self) -> Iterator[None]:
        with self.lock:
            self._open += 1
            self.max_in_flight = max(self.max_in_flight, self._open)
        try:
            yield
        finally:
            with self.lock:
                self._open -= 1

    def _wait(self, seconds: float) -> None:
        """Sleep in the handler thread (so concurrent requests overlap) unless closing."""
        if seconds > 0:
            self._stopping.wait(seconds)

    def _next_id(self, prefix: str) -> str:
        with self.lock:
            return f"{prefix}_{next(self._ids)}"

    def _message(self, body: dict[str, Any], reply: Reply) -> dict[str, Any]:
        """The Messages API `message` object for `reply`, with usage counted and totalled."""
        usage = {**self._input_usage(body), "output_tokens": count_tokens(reply.text)}
        with self.lock:
            for key in _USAGE_KEYS:
                self.usage_totals[key] += usage[key]
        return {
            "id": self._next_id("msg_fake"),
            "type": "message",
            "role": "assistant",
            "model": body["model"],
            "content": [{"type": "text", "text": reply.text}],
            "stop_reason": reply.stop_reason,
            "stop_sequence": None,
            "usage": usage,
        }

    def _input_usage(self, body: dict[str, Any]) -> dict[str, int]:
        """Split input tokens into uncached, cache-written and cache-read, like the real API.

        Only the last breakpoint counts, and only when its prefix reaches `cache_min_tokens`.
        """
        total = prompt_tokens(body)
        prefix = cache_prefix(body)
        if prefix is None or prefix.tokens < self.cache_min_tokens:
            return _input(total, created=0, read=0)
        with self.lock:
            seen = prefix.key in self._cached
            self._cached.add(prefix.key)
        if seen:
            return _input(total - prefix.tokens, created=0, read=prefix.tokens)
        return _input(total - prefix.tokens, created=prefix.tokens, read=0)


_USAGE_KEYS = (
    "input_tokens",
    "output_tokens",
    "cache_creation_input_tokens",
    "cache_read_input_tokens",
)


def _input(uncached: int, *, created: int, read: int) -> dict[str, int]:
    return {
        "input_tokens": uncached,
        "cache_creation_input_tokens": created,
        "cache_read_input_tokens": read,
    }


def noisy(score: ScoreFn, sigma: float, rng: random.Random) -> ScoreFn:
    """`score` with Gaussian noise of standard deviation `sigma` added on every call (clamped
    to [0, 1], two decimals): a judge that does not answer the same question the same way
    twice. `passed` follows the noisy score, as a judge's own would."""
    lock = threading.Lock()

    def drawn(criterion_id: str, artifact: str) -> float:
        with lock:  # handler threads share one generator; a seed then fixes the draws' set
            jitter = rng.gauss(0.0, sigma)
        return round(min(1.0, max(0.0, score(criterion_id, artifact) + jitter)), 2)

    return drawn


def _judge_with(score: ScoreFn) -> Responder:
    """`judge_responder` with its scoring function replaced."""

    def responder(body: dict[str, Any]) -> Action:
        return judge_responder(body, score=score)

    return responder
