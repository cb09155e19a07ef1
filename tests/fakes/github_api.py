"""A loopback fake of the GitHub REST API, for end-to-end tests of code that uses PyGithub.

Why a real HTTP server and not `responses`/mocks: the gate talks to GitHub through PyGithub,
which builds URLs from ``GITHUB_API_URL``, follows ``Link`` headers, retries on 403/5xx and
parses error bodies itself. Only a server on a real socket exercises all of that.

What it serves: the operations of ``tests/fixtures/github/rest/`` it has handlers for
(``github-rest-subset.openapi.json``), plus the one listing the gate needs to find its own
check run again (``GET /repos/{o}/{r}/commits/{ref}/check-runs``, GitHub's
``checks/list-for-ref``; served outside the subset, without schema validation), and Actions'
workflow runs and artifacts (``tests.fakes.github_actions_api``). Routing
uses that OpenAPI document (through the project's own ``validate_request.py``), so the fake
cannot drift into endpoints the subset does not describe. Response bodies start from
GitHub's own example responses in ``rest/examples/`` and overwrite the fields that matter
(ids, numbers, bodies, logins, shas, and every URL, which points back at this server).

Typical use::

    with FakeGitHub() as fake:
        fake.add_repo("Codertocat/Hello-World")
        fake.add_pull("Codertocat/Hello-World", 2, base_sha, head_sha, files=[...])
        gh = github.Github(base_url=fake.base_url, auth=github.Auth.Token("ghs_x"), retry=None,
                           seconds_between_requests=None, seconds_between_writes=None)
        ...
        assert fake.violations == []
"""

from __future__ import annotations

import base64
import copy
import hashlib
import importlib.util
import itertools
import json
import re
import sys
import threading
import time
import zlib
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from functools import cache
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from types import ModuleType
from typing import Any, Literal, Protocol, TypeVar
from urllib.parse import parse_qsl, quote, urlencode, urlsplit

from tests.fakes.github_actions_api import STORAGE_PREFIX, ActionsState, actions_route
from tests.fakes.held_requests import HeldRequests

FIXTURES = Path(__file__).resolve().parent.parent / "fixtures" / "github"
REST_DIR = FIXTURES / "rest"
EXAMPLES_DIR = REST_DIR / "examples"
EVENTS_DIR = FIXTURES / "events"

WRITE_METHODS = frozenset({"POST", "PATCH", "PUT", "DELETE"})
DEFAULT_PER_PAGE = 30
MAX_PER_PAGE = 100
MAX_PULL_FILES = 3000  # "Responses include a maximum of 3000 files."
MAX_CONTENT_BYTES = 1024 * 1024  # above this the JSON media type returns no content
DEFAULT_API_VERSION = "2022-11-28"

INTEGRATION_FORBIDDEN = "Resource not accessible by integration"
SECONDARY_RATE_LIMIT_MESSAGE = (
    "You have exceeded a secondary rate limit. Please wait a few minutes before you try again."
)
SECONDARY_RATE_LIMIT_DOCS = (
    "https://docs.github.com/free-pro-team@latest/rest/overview/"
    "rate-limits-for-the-rest-api#about-secondary-rate-limits"
)
PRIMARY_RATE_LIMIT_DOCS = (
    "https://docs.github.com/rest/overview/rate-limits-for-the-rest-api"
    "#about-the-primary-rate-limit"
)
GENERIC_DOCS = "https://docs.github.com/rest"

# Which fine-grained permission GitHub names in `x-accepted-github-permissions` when a
# write is refused; clients sometimes print it to tell users what to grant.
ACCEPTED_PERMISSIONS = {
    "issues/create-comment": "issues=write; pull_requests=write",
    "issues/update-comment": "issues=write; pull_requests=write",
    "issues/delete-comment": "issues=write; pull_requests=write",
    "pulls/create-review": "pull_requests=write",
    "repos/create-commit-status": "statuses=write",
    "checks/create": "checks=write",
    "checks/update": "checks=write",
}

# Users whose real ids are known; anyone else gets a stable made-up id.
KNOWN_USER_IDS = {"github-actions[bot]": 41898282, "Codertocat": 21031067}
GITHUB_ACTIONS_APP_ID = 15368
GITHUB_ACTIONS_APP = {
    "id": GITHUB_ACTIONS_APP_ID,
    "slug": "github-actions",
    "name": "GitHub Actions",
}

# Real texts of the 422 GitHub gives when a review comment cannot be placed on the diff.
PATH_INVALID = "Pull request review thread path is invalid"
LINE_NOT_IN_DIFF = "Pull request review thread line must be part of the diff"
START_LINE_OTHER_HUNK = (
    "Pull request review thread start line must be part of the same hunk as the line."
)
HUNK_BLANK = "Pull request review thread diff hunk can't be blank"
REVIEW_STATES = {
    "APPROVE": "APPROVED",
    "REQUEST_CHANGES": "CHANGES_REQUESTED",
    "COMMENT": "COMMENTED",
}  # no event: the review stays PENDING


# --------------------------------------------------------------------------------------
# Fixture loading
# --------------------------------------------------------------------------------------
def _load_validator() -> ModuleType:
    """Import the vendored validate_request.py by path: tests/fixtures is not a package."""
    name = "_fixture_validate_request"
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, REST_DIR / "validate_request.py")
    if spec is None or spec.loader is None:  # pragma: no cover - broken checkout
        raise ImportError("cannot load tests/fixtures/github/rest/validate_request.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


validate_request = _load_validator()


@cache
def _example_text(name: str) -> str:
    return (EXAMPLES_DIR / name).read_text(encoding="utf-8")


def example(name: str) -> Any:
    """A fresh copy of one of GitHub's example responses, e.g. ``example("status.json")``."""
    return json.loads(_example_text(name))


def event_payload(name: str) -> Any:
    """A webhook payload from ``fixtures/github/events``, e.g. ``"pull_request.opened"``."""
    return json.loads((EVENTS_DIR / f"{name}.json").read_text(encoding="utf-8"))


# --------------------------------------------------------------------------------------
# Small pure helpers
# --------------------------------------------------------------------------------------
def _iso(moment: datetime) -> str:
    return moment.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def _node_id(kind: str, ident: int) -> str:
    """GitHub's legacy global node id: base64 of ``0<len(kind)>:<kind><id>``."""
    return base64.b64encode(f"0{len(kind)}:{kind}{ident}".encode()).decode()


def _git_blob_sha(data: bytes) -> str:
    return hashlib.sha1(b"blob %d\0" % len(data) + data, usedforsecurity=False).hexdigest()


def _wrapped_base64(data: bytes) -> str:
    """Base64 the way the contents API sends it: 60-character lines, each ending in \\n."""
    flat = base64.b64encode(data).decode()
    return "".join(flat[i : i + 60] + "\n" for i in range(0, len(flat), 60))


def _rewrite_strings(value: Any, replacements: list[tuple[str, str]]) -> Any:
    """Apply string replacements to every string inside a JSON value (used to re-home URLs)."""
    if isinstance(value, str):
        for old, new in replacements:
            value = value.replace(old, new)
        return value
    if isinstance(value, list):
        return [_rewrite_strings(v, replacements) for v in value]
    if isinstance(value, dict):
        return {k: _rewrite_strings(v, replacements) for k, v in value.items()}
    return value


def _english_join(parts: list[str]) -> str:
    """GitHub joins several validation messages as "A, B, and C" / "A and B"."""
    if len(parts) <= 2:
        return " and ".join(parts)
    return ", ".join(parts[:-1]) + ", and " + parts[-1]


def _unplaceable(*reasons: str) -> ApiError:
    """The 422 of a review whose comment is not on the diff (the whole review is refused)."""
    return ApiError(422, "Unprocessable Entity", errors=[_english_join(list(reasons))])


def _bearer(headers: Mapping[str, str]) -> str | None:
    """The token from ``Authorization: token X`` or ``Authorization: Bearer X``."""
    value = headers.get("authorization", "").strip()
    scheme, _, token = value.partition(" ")
    if scheme.lower() in {"token", "bearer"} and token.strip():
        return token.strip()
    return None


# --------------------------------------------------------------------------------------
# Diff positions (for review comments)
# --------------------------------------------------------------------------------------
_HUNK_HEADER = re.compile(r"^@@ -(\d+)(?:,\d+)? \+(\d+)(?:,\d+)? @@")


@dataclass(frozen=True)
class DiffLine:
    """One line of a file's patch, as GitHub numbers it for review comments."""

    position: int  # lines below the first "@@" header (the header itself is 0)
    hunk: int
    kind: str  # "@", " ", "+", "-" or "\\"
    left: int | None  # line number in the base file
    right: int | None  # line number in the head file


def parse_patch(patch: str) -> list[DiffLine]:
    """Number a unified-diff patch the way the review API counts ``position``/``line``/``side``."""
    out: list[DiffLine] = []
    left = right = 0
    hunk = -1
    for position, text in enumerate(patch.split("\n")):
        header = _HUNK_HEADER.match(text)
        if header:
            hunk += 1
            left, right = int(header.group(1)), int(header.group(2))
            out.append(DiffLine(position, hunk, "@", None, None))
        elif hunk < 0 or text == "":
            continue
        elif text.startswith("\\"):
            out.append(DiffLine(position, hunk, "\\", None, None))
        elif text.startswith("+"):
            out.append(DiffLine(position, hunk, "+", None, right))
            right += 1
        elif text.startswith("-"):
            out.append(DiffLine(position, hunk, "-", left, None))
            left += 1
        else:
            out.append(DiffLine(position, hunk, " ", left, right))
            left += 1
            right += 1
    return out


def _find_line(lines: list[DiffLine], number: int, side: str) -> DiffLine | None:
    for line in lines:
        if (line.right if side == "RIGHT" else line.left) == number:
            return line
    return None


# --------------------------------------------------------------------------------------
# State
# --------------------------------------------------------------------------------------
@dataclass
class Repo:
    full_name: str
    id: int
    default_branch: str
    private: bool = False
    fork_of: str | None = None
    branches: dict[str, str] = field(default_factory=dict)  # name -> sha
    shas: set[str] = field(default_factory=set)  # commits the repo "has"
    files: dict[tuple[str, str], bytes] = field(default_factory=dict)  # (path, ref) -> bytes
    parents: dict[str, list[str]] = field(default_factory=dict)  # commit sha -> parent shas

    @property
    def owner(self) -> str:
        return self.full_name.split("/", 1)[0]

    @property
    def name(self) -> str:
        return self.full_name.split("/", 1)[1]


@dataclass
class PullFile:
    filename: str
    status: str = "modified"
    additions: int = 0
    deletions: int = 0
    changes: int | None = None
    patch: str | None = None
    previous_filename: str | None = None
    sha: str | None = None


@dataclass
class Pull:
    repo: str
    number: int
    id: int
    title: str
    body: str | None
    author: str
    base_ref: str
    base_sha: str
    head_ref: str
    head_sha: str
    head_repo: str
    files: list[PullFile]
    draft: bool
    state: str
    created_at: str
    commits: list[PullCommitSeed] = field(default_factory=list)


@dataclass(frozen=True)
class PullCommitSeed:
    """A commit of a pull request: its sha, when it was authored and committed, its message."""

    sha: str
    authored: str
    message: str = "Update"
    committed: str | None = None  # default: when it was authored


@dataclass
class IssueComment:
    id: int
    repo: str
    number: int
    body: str
    login: str
    user_type: str
    created_at: str
    updated_at: str


@dataclass
class Review:
    id: int
    repo: str
    number: int
    login: str
    user_type: str
    body: str
    state: str
    commit_id: str
    submitted_at: str | None


@dataclass
class ReviewComment:
    id: int
    review_id: int
    repo: str
    number: int
    login: str
    user_type: str
    body: str
    path: str
    position: int
    line: int | None
    side: str
    start_line: int | None
    start_side: str | None
    commit_id: str
    diff_hunk: str
    created_at: str


@dataclass
class CommitStatus:
    id: int
    repo: str
    sha: str
    state: str
    target_url: str | None
    description: str | None
    context: str
    login: str
    user_type: str
    created_at: str


@dataclass
class CheckRun:
    id: int
    repo: str
    head_sha: str
    name: str
    status: str
    conclusion: str | None
    started_at: str | None
    completed_at: str | None
    details_url: str | None
    external_id: str
    output: dict[str, Any]
    annotations: list[dict[str, Any]]
    suite_id: int
    app_slug: str = "github-actions"


@dataclass
class RecordedRequest:
    """What the fake saw, and what it answered.

    ``path`` has no prefix and no query; ``headers`` keys are lower-case; ``body`` is the
    parsed JSON request body (None without one); ``response`` is the JSON it sent back.
    ``target`` (the request line's URL, query included) and ``raw_body`` are the bytes as
    they arrived, for tests that search everything a client sent.
    """

    method: str
    path: str
    query: dict[str, str]
    headers: dict[str, str]
    body: Any
    status: int = 0
    response: Any = None
    target: str = ""
    raw_body: bytes = b""


@dataclass(frozen=True)
class Violation:
    """A request the OpenAPI subset says GitHub would reject (or, for GETs, silently clamp)."""

    method: str
    path: str
    problems: tuple[str, ...]


@dataclass
class Fault:
    method: str
    pattern: re.Pattern[str]
    status: int
    headers: dict[str, str]
    body: Any
    remaining: int
    after_write: bool = False  # do the operation, then lose its answer


@dataclass
class Reply:
    status: int
    body: Any = None  # JSON value, or bytes sent as they are
    headers: dict[str, str] = field(default_factory=dict)


_ROOT_CONTENTS = re.compile(r"/repos/([^/]+)/([^/]+)/contents/?")
_CHECK_RUNS_FOR_REF = re.compile(r"/repos/([^/]+)/([^/]+)/commits/([^/]+)/check-runs")
LIST_FOR_REF = {"operationId": "checks/list-for-ref", "externalDocs": {
    "url": "https://docs.github.com/rest/checks/runs#list-check-runs-for-a-git-reference"}}
_LIST_PULLS = re.compile(r"/repos/([^/]+)/([^/]+)/pulls")
LIST_PULLS = {"operationId": "pulls/list", "externalDocs": {
    "url": "https://docs.github.com/rest/pulls/pulls#list-pull-requests"}}
_PULL_COMMITS = re.compile(r"/repos/([^/]+)/([^/]+)/pulls/(\d+)/commits")
LIST_COMMITS = {"operationId": "pulls/list-commits", "externalDocs": {
    "url": "https://docs.github.com/rest/pulls/pulls#list-commits-on-a-pull-request"}}


@dataclass(frozen=True)
class Route:
    """Which subset operation a request hit, and its path parameters."""

    template: str
    operation: dict[str, Any]
    params: dict[str, str]
    in_subset: bool  # False only for the root contents listing (see FakeGitHub._route)

    @property
    def operation_id(self) -> str:
        return str(self.operation["operationId"])

    @property
    def docs_url(self) -> str:
        return str(self.operation.get("externalDocs", {}).get("url", GENERIC_DOCS))


def route_for(method: str, path: str) -> Route:
    """Find the subset operation for (method, path); LookupError means GitHub would 404.

    The one addition: ``GET /repos/{o}/{r}/contents/`` (empty path, the root listing) is
    real GitHub behaviour that the template ``contents/{path}`` cannot express.
    """
    for_ref = _CHECK_RUNS_FOR_REF.fullmatch(path)
    if for_ref and method == "GET":
        params = {"owner": for_ref.group(1), "repo": for_ref.group(2), "ref": for_ref.group(3)}
        return Route("/repos/{owner}/{repo}/commits/{ref}/check-runs", LIST_FOR_REF, params,
                     in_subset=False)
    pulls = _LIST_PULLS.fullmatch(path)
    if pulls and method == "GET":
        params = {"owner": pulls.group(1), "repo": pulls.group(2)}
        return Route("/repos/{owner}/{repo}/pulls", LIST_PULLS, params, in_subset=False)
    commits = _PULL_COMMITS.fullmatch(path)
    if commits and method == "GET":
        params = {"owner": commits.group(1), "repo": commits.group(2),
                  "pull_number": commits.group(3)}
        return Route("/repos/{owner}/{repo}/pulls/{pull_number}/commits", LIST_COMMITS, params,
                     in_subset=False)
    actions = actions_route(method, path)  # tests.fakes.github_actions_api
    if actions is not None:
        return Route(*actions, in_subset=False)
    root = _ROOT_CONTENTS.fullmatch(path)
    if root and method == "GET":
        template = "/repos/{owner}/{repo}/contents/{path}"
        _, _, operation, _ = validate_request.match_operation(method, path.rstrip("/") + "/.")
        params = {"owner": root.group(1), "repo": root.group(2), "path": ""}
        return Route(template, operation, params, in_subset=False)
    template, _, operation, params = validate_request.match_operation(method, path)
    return Route(template, operation, params, in_subset=True)


@dataclass
class Call:
    """One routed request, as the operation handlers see it."""

    method: str
    path: str
    params: dict[str, str]
    query: dict[str, str]
    query_items: list[tuple[str, str]]
    headers: dict[str, str]
    body: Any
    operation_id: str
    docs_url: str
    problems: list[str]


class ApiError(Exception):
    """Raised by handlers to answer with a GitHub-shaped error body."""

    def __init__(
        self,
        status: int,
        message: str,
        *,
        errors: list[Any] | None = None,
        headers: dict[str, str] | None = None,
        docs_url: str | None = None,
    ) -> None:
        super().__init__(message)
        self.status = status
        self.message = message
        self.errors = errors
        self.headers = headers or {}
        self.docs_url = docs_url

    def reply(self, docs_url: str) -> Reply:
        body: dict[str, Any] = {"message": self.message}
        if self.errors is not None:
            body["errors"] = self.errors
        body["documentation_url"] = self.docs_url or docs_url
        body["status"] = str(self.status)
        return Reply(self.status, body, dict(self.headers))


# --------------------------------------------------------------------------------------
# HTTP plumbing
# --------------------------------------------------------------------------------------
class _Server(ThreadingHTTPServer):
    daemon_threads = True
    fake: FakeGitHub


class _Handler(BaseHTTPRequestHandler):
    """Reads one request, lets FakeGitHub answer it, writes the reply (keep-alive, HTTP/1.1)."""

    protocol_version = "HTTP/1.1"
    disable_nagle_algorithm = True  # headers and body go out in separate writes: avoid 40 ms stalls
    server_version = "github.com"
    timeout = 10  # idle keep-alive connections give their thread back eventually
    server: _Server

    def do_GET(self) -> None:
        self._serve()

    def do_POST(self) -> None:
        self._serve()

    def do_PATCH(self) -> None:
        self._serve()

    def do_PUT(self) -> None:
        self._serve()

    def do_DELETE(self) -> None:
        self._serve()

    def _serve(self) -> None:
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length) if length else b""
        headers = {k.lower(): v for k, v in self.headers.items()}
        reply = self.server.fake.handle(self.command, self.path, headers, raw)
        if reply.body is None:
            payload = b""
        elif isinstance(reply.body, bytes):
            payload = reply.body
        else:
            payload = json.dumps(reply.body).encode()
        self.send_response(reply.status)
        for name, value in reply.headers.items():
            self.send_header(name, value)
        self.send_header("Content-Length", str(len(payload)))
        self.end_headers()
        if payload:
            self.wfile.write(payload)

    def version_string(self) -> str:
        return self.server_version

    def log_message(self, format: str, *args: Any) -> None:
        """Silence the per-request stderr lines; `fake.requests` is the log."""


# --------------------------------------------------------------------------------------
# The fake
# --------------------------------------------------------------------------------------
Handler = Callable[["FakeGitHub", Call], Reply]


class _PullItem(Protocol):
    id: int
    repo: str
    number: int


_T = TypeVar("_T", bound=_PullItem)


class FakeGitHub(ActionsState):
    """An in-memory GitHub serving the REST subset on 127.0.0.1 (see the module docstring).

    ``prefix="/api/v3"`` behaves like GitHub Enterprise Server: the API lives under the
    prefix and bare paths answer 404, which proves a client honours its base URL.
    ``token_permissions="read"`` turns every write into the 403 a fork PR's token gets.
    ``actions_token`` (default: guessed from a ``ghs_`` token) makes ``GET /user`` answer
    403 like an Actions installation token does.
    """

    def __init__(
        self,
        *,
        prefix: str = "",
        token_permissions: Literal["write", "read"] = "write",
        actions_token: bool | None = None,
        user_login: str = "octocat",
        comment_author: str = "github-actions[bot]",
        comment_author_type: str = "Bot",
        rate_limit: int = 5000,
        valid_tokens: Iterable[str] | None = None,
        strict_shas: bool = True,
        clock: Callable[[], datetime] | None = None,
        app_slug: str = "github-actions",
    ) -> None:
        if token_permissions not in {"write", "read"}:
            raise ValueError("token_permissions must be 'write' or 'read'")
        self.prefix = "/" + prefix.strip("/") if prefix.strip("/") else ""
        self.token_permissions = token_permissions
        self.actions_token = actions_token
        self.user_login = user_login
        self.comment_author = comment_author
        self.comment_author_type = comment_author_type
        self.rate_limit = rate_limit
        self.valid_tokens = set(valid_tokens) if valid_tokens is not None else None
        self.strict_shas = strict_shas
        self._clock = clock or (lambda: datetime.now(UTC))
        self.app_slug = app_slug  # the App an installation token belongs to (check runs' app)
        self._holds = HeldRequests()
        self._after: list[tuple[str, re.Pattern[str], Callable[[], None]]] = []

        self.requests: list[RecordedRequest] = []
        self.violations: list[Violation] = []
        self._lock = threading.RLock()
        self._faults: list[Fault] = []
        self._repos: dict[str, Repo] = {}
        self._pulls: dict[tuple[str, int], Pull] = {}
        self._comments: dict[int, IssueComment] = {}
        self._reviews: dict[int, Review] = {}
        self._review_comments: dict[int, ReviewComment] = {}
        self._statuses: list[CommitStatus] = []
        self._check_runs: dict[int, CheckRun] = {}
        self._runs = {}  # workflow runs and their artifacts (tests.fakes.github_actions_api)
        self._artifacts = {}
        self._signed = {}
        self._ids = {
            "repo": itertools.count(186853002),
            "pull": itertools.count(1_800_000_001),
            "comment": itertools.count(2_400_000_001),  # real ids are past 2**31
            "review": itertools.count(2_200_000_001),
            "review_comment": itertools.count(1_900_000_001),
            "status": itertools.count(31_000_000_001),
            "check_run": itertools.count(30_000_000_001),
            "check_suite": itertools.count(27_000_000_001),
            "request": itertools.count(1),
        }
        self._rate_used = 0
        self._rate_reset = int(time.time()) + 3600
        self._server: _Server | None = None
        self._thread: threading.Thread | None = None

    # ---- lifecycle -------------------------------------------------------------------
    def start(self) -> FakeGitHub:
        """Bind 127.0.0.1 on a free port and serve from a daemon thread."""
        if self._server is not None:
            return self
        server = _Server(("127.0.0.1", 0), _Handler)
        server.fake = self
        self._server = server
        self._thread = threading.Thread(
            target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
        )
        self._thread.start()
        return self

    def stop(self) -> None:
        if self._server is None:
            return
        self._server.shutdown()
        self._server.server_close()
        if self._thread is not None:
            self._thread.join(timeout=5)
        self._server = None
        self._thread = None

    def __enter__(self) -> FakeGitHub:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    @property
    def port(self) -> int:
        if self._server is None:
            raise RuntimeError("FakeGitHub is not running; use it as a context manager")
        return int(self._server.server_address[1])

    @property
    def web_url(self) -> str:
        """Where html_url links point (not served): the host root, as on GHES."""
        return f"http://127.0.0.1:{self.port}"

    @property
    def base_url(self) -> str:
        """What to pass as ``GITHUB_API_URL`` / ``Github(base_url=...)``."""
        return self.web_url + self.prefix

    # ---- seeding ---------------------------------------------------------------------
    def add_repo(
        self,
        full_name: str,
        *,
        default_branch: str = "main",
        default_sha: str | None = None,
        private: bool = False,
        repo_id: int | None = None,
        fork_of: str | None = None,
    ) -> Repo:
        """Create a repository. ``default_sha`` makes the default branch resolvable as a ref."""
        with self._lock:
            key = full_name.lower()
            if key in self._repos:
                return self._repos[key]
            repo = Repo(
                full_name=full_name,
                id=repo_id if repo_id is not None else next(self._ids["repo"]),
                default_branch=default_branch,
                private=private,
                fork_of=fork_of,
            )
            if default_sha:
                repo.branches[default_branch] = default_sha
                repo.shas.add(default_sha)
            self._repos[key] = repo
            return repo

    def add_pull(
        self,
        repo: str,
        number: int,
        base_sha: str,
        head_sha: str,
        *,
        files: Iterable[PullFile | Mapping[str, Any] | str] = (),
        head_repo: str | None = None,
        base_ref: str | None = None,
        head_ref: str = "feature",
        title: str = "Update the README with new information.",
        body: str | None = "This is a pretty simple change that we need to pull into master.",
        author: str | None = None,
        draft: bool = False,
        state: str = "open",
        commits: Iterable[PullCommitSeed] = (),
    ) -> Pull:
        """Open a pull request. ``head_repo="someone/fork"`` makes it a fork PR.

        ``files`` items are dicts with the diff-entry fields (``filename``, ``status``,
        ``additions``, ``deletions``, ``changes``, ``patch``, ``previous_filename``), or bare
        file names. Both shas become known commits of the base repository (GitHub keeps a fork
        PR's head reachable from the base repo through ``refs/pull/N/head``).
        """
        with self._lock:
            base = self._require_repo(repo)
            head_name = head_repo or base.full_name
            if head_name.lower() != base.full_name.lower():
                head = self.add_repo(head_name, fork_of=base.full_name)
                head.shas.add(head_sha)
                head.branches.setdefault(head_ref, head_sha)
            else:
                base.branches.setdefault(head_ref, head_sha)
            ref = base_ref or base.default_branch
            base.branches.setdefault(ref, base_sha)
            base.shas.update({base_sha, head_sha})
            base.parents.setdefault(head_sha, [base_sha])  # a one-commit pull request
            pull = Pull(
                repo=base.full_name,
                number=number,
                id=next(self._ids["pull"]),
                title=title,
                body=body,
                author=author or base.owner,
                base_ref=ref,
                base_sha=base_sha,
                head_ref=head_ref,
                head_sha=head_sha,
                head_repo=head_name,
                files=[self._as_pull_file(f, head_sha) for f in files],
                draft=draft,
                state=state,
                created_at=_iso(self._clock()),
                commits=list(commits),
            )
            self._pulls[(base.full_name.lower(), number)] = pull
            return pull

    def add_pull_file(self, repo: str, number: int,
                      item: PullFile | Mapping[str, Any] | str) -> None:
        """List one more file (or replace the entry of the same name) among the pull
        request's changed files."""
        with self._lock:
            pull = self._require_pull(repo, number)
            added = self._as_pull_file(item, pull.head_sha)
            pull.files = [f for f in pull.files if f.filename != added.filename] + [added]

    def set_commits(self, repo: str, number: int, commits: Iterable[PullCommitSeed]) -> None:
        """Make ``GET /repos/{repo}/pulls/{number}/commits`` list ``commits``, oldest first."""
        with self._lock:
            self._require_pull(repo, number).commits = list(commits)

    def set_parents(self, repo: str, sha: str, parents: Iterable[str]) -> None:
        """Make ``GET /repos/{repo}/commits/{sha}`` list ``parents`` as the commit's parents."""
        with self._lock:
            target = self._require_repo(repo)
            target.parents[sha] = list(parents)
            target.shas.update({sha, *target.parents[sha]})

    def put_file(self, repo: str, path: str, ref: str, content: bytes | str) -> None:
        """Make ``GET /repos/{repo}/contents/{path}?ref={ref}`` return ``content``."""
        with self._lock:
            target = self._require_repo(repo)
            data = content.encode() if isinstance(content, str) else content
            target.files[(path.strip("/"), ref)] = data
            if re.fullmatch(r"[0-9a-f]{40}", ref):
                target.shas.add(ref)

    def add_comment(
        self,
        repo: str,
        number: int,
        body: str,
        login: str | None = None,
        *,
        user_type: str | None = None,
    ) -> int:
        """Seed an issue comment (e.g. a sticky comment left by an earlier run); returns its id."""
        with self._lock:
            self._require_pull(repo, number)
            author = login or self.comment_author
            kind = user_type or ("Bot" if author.endswith("[bot]") else "User")
            return self._new_comment(self._require_repo(repo).full_name, number, body, author, kind)

    # ---- fault injection -------------------------------------------------------------
    def fail_next(
        self,
        method: str,
        path_regex: str,
        status: int,
        *,
        headers: Mapping[str, str] | None = None,
        body: Any = None,
        times: int = 1,
    ) -> None:
        """Answer the next ``times`` matching requests with ``status`` instead of serving them.

        ``method`` may be ``"*"``; ``path_regex`` is searched (``re.search``) in the path
        without prefix and query. ``body=None`` gives a GitHub-shaped body for the status;
        a dict is sent as JSON, bytes/str as they are (e.g. an HTML 502 page).
        """
        with self._lock:
            pattern = re.compile(path_regex)
            self._faults.append(
                Fault(method.upper(), pattern, status, dict(headers or {}), body, times)
            )

    def lose_next_response(
        self, method: str, path_regex: str, status: int = 502, *, times: int = 1
    ) -> None:
        """Carry out the next ``times`` matching requests, then answer ``status`` (an HTML
        gateway page) as if the answer had been lost on its way back: the write happened."""
        with self._lock:
            self._faults.append(Fault(method.upper(), re.compile(path_regex), status,
                                      {}, "<html><body>502 Bad Gateway</body></html>", times,
                                      after_write=True))

    def exhaust_rate_limit(self, reset_in: int = 3600) -> None:
        """Use up the primary rate limit; it resets ``reset_in`` seconds from now."""
        with self._lock:
            self._rate_used = self.rate_limit
            self._rate_reset = int(time.time()) + reset_in

    def after_next(self, method: str, path_regex: str, action: Callable[[], None]) -> None:
        """Run ``action`` once, right after answering the next matching request: the world
        changing between two requests of one client (a push moving a pull request's head)."""
        with self._lock:
            self._after.append((method.upper(), re.compile(path_regex), action))

    def move_head(self, repo: str, number: int, head_sha: str,
                  files: Iterable[PullFile | Mapping[str, Any] | str] = ()) -> None:
        """A push to the pull request: its head is now ``head_sha`` and it changes ``files``."""
        with self._lock:
            pull = self._require_pull(repo, number)
            pull.head_sha = head_sha
            pull.files = [self._as_pull_file(f, head_sha) for f in files]
            base = self._require_repo(repo)
            base.shas.add(head_sha)
            base.parents.setdefault(head_sha, [pull.base_sha])

    def _run_after(self, record: RecordedRequest) -> None:
        for entry in list(self._after):
            wanted, pattern, action = entry
            if wanted in {"*", record.method} and pattern.search(record.path):
                self._after.remove(entry)
                action()
                return

    def hold_until_all_arrive(self, method: str, path_regex: str, parties: int) -> None:
        """Hold the answers to the first ``parties`` matching requests until all of them have
        arrived (10 s at most), each answered as things stood when it arrived, so concurrent
        clients surely race past the same point whatever the scheduling (e.g. all list the
        comments before any of them creates one)."""
        self._holds.add(method, path_regex, parties, timeout=10)

    def held(self) -> int:
        """How many answered requests are waiting for the rest of their parties."""
        return self._holds.waiting()

    def fail_next_secondary_rate_limit(
        self, method: str, path_regex: str, *, retry_after: int | None = 1, times: int = 1
    ) -> None:
        """Inject GitHub's secondary rate limit (403; ``retry-after`` unless None)."""
        headers = {"retry-after": str(retry_after)} if retry_after is not None else {}
        body = {
            "message": SECONDARY_RATE_LIMIT_MESSAGE,
            "documentation_url": SECONDARY_RATE_LIMIT_DOCS,
            "status": "403",
        }
        self.fail_next(method, path_regex, 403, headers=headers, body=body, times=times)

    # ---- reading state ---------------------------------------------------------------
    def comments(
        self, owner: str, repo: str | int, number: int | None = None
    ) -> list[dict[str, Any]]:
        """Issue comments as the API renders them: ``comments("o", "r", 2)`` or ``("o/r", 2)``."""
        full, num = self._repo_and_number(owner, repo, number)
        with self._lock:
            return [self._comment_json(c) for c in self._on_pull(self._comments, full, num)]

    def reviews(
        self, owner: str, repo: str | int, number: int | None = None
    ) -> list[dict[str, Any]]:
        """Reviews of a pull request, oldest first (same argument forms as ``comments``)."""
        full, num = self._repo_and_number(owner, repo, number)
        with self._lock:
            return [self._review_json(r) for r in self._on_pull(self._reviews, full, num)]

    def review_comments(
        self, owner: str, repo: str | int, number: int | None = None
    ) -> list[dict[str, Any]]:
        """Inline review comments of a pull request, oldest first."""
        full, num = self._repo_and_number(owner, repo, number)
        with self._lock:
            found = self._on_pull(self._review_comments, full, num)
            return [self._review_comment_json(c) for c in found]

    def statuses(self, repo: str, sha: str | None = None) -> list[dict[str, Any]]:
        """Commit statuses of ``"o/r"``, optionally for one sha, oldest first."""
        with self._lock:
            return [
                self._status_json(s)
                for s in self._statuses
                if self._same(s.repo, repo) and (sha is None or s.sha == sha)
            ]

    def check_runs(self, repo: str) -> list[dict[str, Any]]:
        """Check runs of ``"o/r"``, oldest first, with their accumulated ``annotations``."""
        with self._lock:
            runs = [r for r in self._check_runs.values() if self._same(r.repo, repo)]
            return [
                {**self._check_run_json(r), "annotations": copy.deepcopy(r.annotations)}
                for r in sorted(runs, key=lambda r: r.id)
            ]

    def requests_matching(self, method: str = "*", path_regex: str = "") -> list[RecordedRequest]:
        """Recorded requests filtered by method (or ``"*"``) and a regex searched in the path."""
        pattern = re.compile(path_regex)
        with self._lock:
            return [
                r
                for r in self.requests
                if method in {"*", r.method} and pattern.search(r.path)
            ]

    # ---- request pipeline ------------------------------------------------------------
    def handle(self, method: str, target: str, headers: dict[str, str], raw_body: bytes) -> Reply:
        """Answer one HTTP request (called from server threads; serialised by the lock); a held
        one is answered first and sent once all its parties have arrived."""
        hold = self._holds.take(method, urlsplit(target).path)
        reply = self._handle(method, target, headers, raw_body)
        if hold is not None:
            self._holds.wait(hold)  # parties that never came: each is sent as it is
        return reply

    def _handle(self, method: str, target: str, headers: dict[str, str],
                raw_body: bytes) -> Reply:
        with self._lock:
            split = urlsplit(target)
            record = RecordedRequest(
                method=method,
                path=split.path,
                query=dict(parse_qsl(split.query, keep_blank_values=True)),
                headers=dict(headers),
                body=None,
                target=target,
                raw_body=raw_body,
            )
            self.requests.append(record)
            if split.path.startswith(STORAGE_PREFIX):  # the archive's host, not the API
                reply = self.storage(split.path, record.query, headers)
                record.status = reply.status
                return reply
            reply = self._answer(record, split.query, raw_body)
            self._run_after(record)
            record.status = reply.status
            record.response = None if isinstance(reply.body, bytes) else reply.body
            reply.headers = {**self._standard_headers(record, reply), **reply.headers}
            return reply

    def _answer(self, record: RecordedRequest, raw_query: str, raw_body: bytes) -> Reply:
        """Route, then run the gates in GitHub's order, then the operation itself."""
        docs = GENERIC_DOCS
        try:
            call = self._make_call(record, raw_query, raw_body)
            docs = call.docs_url
            for gate in (self._injected_fault, self._authorize, self._reject_invalid):
                early = gate(call)
                if early is not None:
                    return early
            operation = _OPERATIONS.get(call.operation_id)
            if operation is None:  # in the description, but not served: as if absent
                raise ApiError(404, "Not Found", docs_url=GENERIC_DOCS)
            reply = operation(self, call)
            lost = self._injected_fault(call, after_write=True)
            return lost if lost is not None and reply.status < 300 else reply
        except ApiError as error:
            return error.reply(docs)

    def _make_call(self, record: RecordedRequest, raw_query: str, raw_body: bytes) -> Call:
        """Strip the prefix, find the operation, parse and validate the body (ApiError: 404/400)."""
        if self.prefix:
            if record.path != self.prefix and not record.path.startswith(self.prefix + "/"):
                raise ApiError(404, "Not Found")
            record.path = record.path[len(self.prefix) :] or "/"
        try:
            route = route_for(record.method, record.path)
        except LookupError:
            raise ApiError(404, "Not Found") from None
        op_id, docs = route.operation_id, route.docs_url
        if op_id != "rate-limit/get":  # "does not count against your REST API rate limit"
            self._rate_used += 1
        try:
            record.body = json.loads(raw_body) if raw_body.strip() else None
        except ValueError:
            self._violation(record, [f"body is not valid JSON ({route.template})"])
            raise ApiError(400, "Problems parsing JSON", docs_url=docs) from None
        return Call(
            method=record.method,
            path=record.path,
            params=route.params,
            query=record.query,
            query_items=parse_qsl(raw_query, keep_blank_values=True),
            headers=record.headers,
            body=record.body,
            operation_id=op_id,
            docs_url=docs,
            problems=self._validate(record, raw_query) if route.in_subset else [],
        )

    @staticmethod
    def _reject_invalid(call: Call) -> Reply | None:
        """Writes that break the OpenAPI schema get GitHub's 422 (GETs are only recorded)."""
        if not call.problems or call.method not in WRITE_METHODS:
            return None
        message = "Invalid request.\n\n" + "\n".join(call.problems)
        return ApiError(422, message).reply(call.docs_url)

    def _validate(self, record: RecordedRequest, raw_query: str) -> list[str]:
        """Check the request against the OpenAPI subset and remember any problems."""
        target = record.path + (f"?{raw_query}" if raw_query else "")
        problems = list(validate_request.validate(record.method, target, record.body))
        if problems:
            self._violation(record, problems)
        return problems

    def _violation(self, record: RecordedRequest, problems: list[str]) -> None:
        self.violations.append(Violation(record.method, record.path, tuple(problems)))

    def _injected_fault(self, call: Call, *, after_write: bool = False) -> Reply | None:
        for fault in self._faults:
            if fault.after_write != after_write:
                continue
            if fault.method in {"*", call.method} and fault.pattern.search(call.path):
                fault.remaining -= 1
                if fault.remaining <= 0:
                    self._faults.remove(fault)
                return self._fault_reply(fault, call)
        return None

    @staticmethod
    def _fault_reply(fault: Fault, call: Call) -> Reply:
        headers = dict(fault.headers)
        if fault.body is None:
            reply = ApiError(fault.status, HTTPStatus(fault.status).phrase).reply(call.docs_url)
            reply.headers.update(headers)
            return reply
        if isinstance(fault.body, str | bytes):
            body = fault.body.encode() if isinstance(fault.body, str) else fault.body
            headers.setdefault("content-type", "text/html; charset=utf-8")
            return Reply(fault.status, body, headers)
        return Reply(fault.status, fault.body, headers)

    def _authorize(self, call: Call) -> Reply | None:
        """Primary rate limit, credentials and token permissions, in GitHub's order."""
        token = _bearer(call.headers)
        is_write = call.method in WRITE_METHODS
        wants_user = call.operation_id == "users/get-authenticated"
        if self._rate_used > self.rate_limit:
            message = "API rate limit exceeded for installation."
            return ApiError(403, message, docs_url=PRIMARY_RATE_LIMIT_DOCS).reply(call.docs_url)
        if token is None and (is_write or wants_user):
            return ApiError(401, "Requires authentication").reply(call.docs_url)
        if token is not None and self.valid_tokens is not None and token not in self.valid_tokens:
            return ApiError(401, "Bad credentials").reply(call.docs_url)
        if is_write and self.token_permissions == "read":
            accepted = ACCEPTED_PERMISSIONS.get(call.operation_id)
            headers = {"x-accepted-github-permissions": accepted} if accepted else {}
            return ApiError(403, INTEGRATION_FORBIDDEN, headers=headers).reply(call.docs_url)
        if wants_user and self._is_actions_token(token):
            return ApiError(403, INTEGRATION_FORBIDDEN).reply(call.docs_url)
        return None

    def _is_actions_token(self, token: str | None) -> bool:
        if self.actions_token is not None:
            return self.actions_token
        return bool(token and token.startswith("ghs_"))

    def _standard_headers(self, record: RecordedRequest, reply: Reply) -> dict[str, str]:
        """The headers every api.github.com response carries."""
        request_no = next(self._ids["request"])
        headers = {
            "x-github-api-version-selected": record.headers.get(
                "x-github-api-version", DEFAULT_API_VERSION
            ),
            "x-github-media-type": "github.v3; format=json",
            "x-github-request-id": (
                f"{0xC0DE + request_no:04X}:{request_no * 7919 % 0xFFFFF:05X}:"
                f"{request_no * 104729 % 0xFFFFFFF:07X}:{request_no:07X}:{self._rate_reset:08X}"
            ),
            "x-ratelimit-limit": str(self.rate_limit),
            "x-ratelimit-remaining": str(max(self.rate_limit - self._rate_used, 0)),
            "x-ratelimit-reset": str(self._rate_reset),
            "x-ratelimit-used": str(self._rate_used),
            "x-ratelimit-resource": "core",
            "x-content-type-options": "nosniff",
        }
        if reply.body is not None:
            headers["content-type"] = "application/json; charset=utf-8"
        return headers

    # ---- lookups ---------------------------------------------------------------------
    def _on_pull(self, items: Mapping[int, _T], full_name: str, number: int) -> list[_T]:
        """The items (comments, reviews, ...) that belong to one pull request, oldest first."""
        found = [x for x in items.values() if self._same(x.repo, full_name)]
        return sorted((x for x in found if x.number == number), key=lambda x: x.id)

    @staticmethod
    def _same(a: str, b: str) -> bool:
        return a.lower() == b.lower()

    @staticmethod
    def _repo_and_number(owner: str, repo: str | int, number: int | None) -> tuple[str, int]:
        if number is None:
            return owner, int(repo)
        return f"{owner}/{repo}", number

    def _require_repo(self, full_name: str) -> Repo:
        repo = self._repos.get(full_name.lower())
        if repo is None:
            raise KeyError(f"unknown repository {full_name!r}; call add_repo() first")
        return repo

    def _require_pull(self, full_name: str, number: int) -> Pull:
        pull = self._pulls.get((full_name.lower(), number))
        if pull is None:
            raise KeyError(f"unknown pull request {full_name}#{number}; call add_pull() first")
        return pull

    def _repo_of(self, call: Call) -> Repo:
        repo = self._repos.get(f"{call.params['owner']}/{call.params['repo']}".lower())
        if repo is None:
            raise ApiError(404, "Not Found")
        return repo

    def _pull_of(self, call: Call) -> Pull:
        repo = self._repo_of(call)
        number = call.params.get("pull_number") or call.params.get("issue_number") or "0"
        pull = self._pulls.get((repo.full_name.lower(), int(number)))
        if pull is None:
            raise ApiError(404, "Not Found")
        return pull

    def _require_commit(self, repo: Repo, sha: str) -> None:
        """GitHub refuses statuses/check runs for shas the repository does not have."""
        if self.strict_shas and sha not in repo.shas:
            raise ApiError(422, f"No commit found for SHA: {sha}")

    def _as_pull_file(self, item: PullFile | Mapping[str, Any] | str, head_sha: str) -> PullFile:
        if isinstance(item, PullFile):
            pull_file = copy.copy(item)
        elif isinstance(item, str):
            pull_file = PullFile(filename=item)
        else:
            pull_file = PullFile(**dict(item))
        if pull_file.changes is None:
            pull_file.changes = pull_file.additions + pull_file.deletions
        return pull_file

    def _now(self) -> str:
        return _iso(self._clock())

    def _new_comment(self, repo: str, number: int, body: str, login: str, user_type: str) -> int:
        now = self._now()
        comment = IssueComment(
            next(self._ids["comment"]), repo, number, body, login, user_type, now, now
        )
        self._comments[comment.id] = comment
        return comment.id

    # ---- pagination ------------------------------------------------------------------
    def _paginate(self, call: Call, items: list[dict[str, Any]]) -> Reply:
        """Slice by ``per_page``/``page``; add the ``Link`` header (prev, next, last, first)."""
        per_page = self._int_param(call.query.get("per_page"), DEFAULT_PER_PAGE)
        per_page = DEFAULT_PER_PAGE if per_page < 1 else min(per_page, MAX_PER_PAGE)
        page = max(self._int_param(call.query.get("page"), 1), 1)
        last = max((len(items) + per_page - 1) // per_page, 1)
        chunk = items[(page - 1) * per_page : page * per_page]
        links: list[tuple[str, int]] = []
        if page > 1:
            links.append(("prev", min(page - 1, last)))
        if page < last:
            links += [("next", page + 1), ("last", last)]
        if page > 1:
            links.append(("first", 1))
        headers = {}
        if links:
            headers["link"] = ", ".join(
                f'<{self._page_url(call, number)}>; rel="{rel}"' for rel, number in links
            )
        return Reply(200, chunk, headers)

    def _page_url(self, call: Call, page: int) -> str:
        items = [(k, v) for k, v in call.query_items if k != "page"] + [("page", str(page))]
        return f"{self.base_url}{call.path}?{urlencode(items)}"

    @staticmethod
    def _int_param(value: str | None, default: int) -> int:
        try:
            return int(value) if value is not None else default
        except ValueError:
            return default

    # ---- rendering: JSON built from GitHub's examples ---------------------------------
    def _rehome(self, value: Any, full_name: str | None = None, old_name: str = "") -> Any:
        """Point an example's URLs at this server and, optionally, at another repository."""
        replacements = []
        if full_name and old_name:
            replacements.append((old_name, full_name))
        replacements += [
            ("https://api.github.com", self.base_url),
            ("https://github.com", self.web_url),
            ("https://raw.githubusercontent.com", self.web_url + "/raw"),
            ("https://svn.github.com", self.web_url),
        ]
        return _rewrite_strings(value, replacements)

    def _user_json(self, login: str, user_type: str = "User") -> dict[str, Any]:
        template: dict[str, Any] = example("issue-comment.json")["user"]
        user_id = KNOWN_USER_IDS.get(login, zlib.crc32(login.encode()) % 90_000_000 + 1_000_000)
        quoted = quote(login, safe="")
        profile = (
            f"{self.web_url}/apps/{login.removesuffix('[bot]')}"
            if user_type == "Bot"
            else f"{self.web_url}/{login}"
        )
        user: dict[str, Any] = _rewrite_strings(
            template,
            [
                ("https://api.github.com/users/octocat", f"{self.base_url}/users/{quoted}"),
                ("https://github.com/images/error/octocat_happy.gif",
                 f"{self.web_url}/avatars/u/{user_id}?v=4"),
                ("https://github.com/octocat", profile),
            ],
        )
        kind = "Bot" if user_type == "Bot" else "User"
        user.update(login=login, id=user_id, node_id=_node_id(kind, user_id), type=user_type)
        return user

    def _repo_json(self, repo: Repo, *, full: bool) -> dict[str, Any]:
        """``full`` gives GET /repos's shape; otherwise the nested shape used in pull requests."""
        data: dict[str, Any]
        if full:
            data = example("full-repository.json")
            for key in ("organization", "parent", "source", "template_repository"):
                data.pop(key, None)
        else:
            data = example("pull-request.json")["head"]["repo"]
        data = self._rehome(data, repo.full_name, "octocat/Hello-World")
        data.update(
            id=repo.id,
            node_id=_node_id("Repository", repo.id),
            name=repo.name,
            full_name=repo.full_name,
            owner=self._user_json(repo.owner),
            private=repo.private,
            fork=repo.fork_of is not None,
            default_branch=repo.default_branch,
            language=None,
            description=None,
        )
        if "visibility" in data:
            data["visibility"] = "private" if repo.private else "public"
        if full:
            push = self.token_permissions == "write"
            data["permissions"] = {
                "admin": False, "maintain": False, "push": push, "triage": push, "pull": True,
            }
            if repo.fork_of and repo.fork_of.lower() in self._repos:
                parent = self._repo_json(self._repos[repo.fork_of.lower()], full=False)
                data["parent"] = data["source"] = parent
        return data

    def _pull_json(self, pull: Pull) -> dict[str, Any]:
        base_repo = self._repos[pull.repo.lower()]
        head_repo = self._repos[pull.head_repo.lower()]
        data: dict[str, Any] = _rewrite_strings(
            example("pull-request.json"),
            [
                ("/pulls/1347", f"/pulls/{pull.number}"),
                ("/pull/1347", f"/pull/{pull.number}"),
                ("/issues/1347", f"/issues/{pull.number}"),
                ("6dcb09b5b57875f334f61aebed695e2e4193db5e", pull.head_sha),
            ],
        )
        data = self._rehome(data, pull.repo, "octocat/Hello-World")
        data.update(
            id=pull.id,
            node_id=_node_id("PullRequest", pull.id),
            number=pull.number,
            state=pull.state,
            locked=False,
            active_lock_reason=None,
            title=pull.title,
            body=pull.body,
            user=self._user_json(pull.author),
            labels=[],
            milestone=None,
            created_at=pull.created_at,
            updated_at=pull.created_at,
            closed_at=None,
            merged_at=None,
            merge_commit_sha=None,
            assignee=None,
            assignees=[],
            requested_reviewers=[],
            requested_teams=[],
            head=self._branch_json(head_repo, pull.head_ref, pull.head_sha),
            base=self._branch_json(base_repo, pull.base_ref, pull.base_sha),
            author_association="OWNER" if pull.author == base_repo.owner else "CONTRIBUTOR",
            draft=pull.draft,
            merged=False,
            mergeable=True,
            rebaseable=True,
            mergeable_state="clean",
            merged_by=None,
            comments=len(self._on_pull(self._comments, pull.repo, pull.number)),
            review_comments=len(self._on_pull(self._review_comments, pull.repo, pull.number)),
            commits=1,
            additions=sum(f.additions for f in pull.files),
            deletions=sum(f.deletions for f in pull.files),
            changed_files=len(pull.files),
        )
        return data

    def _branch_json(self, repo: Repo, ref: str, sha: str) -> dict[str, Any]:
        return {
            "label": f"{repo.owner}:{ref}",
            "ref": ref,
            "sha": sha,
            "user": self._user_json(repo.owner),
            "repo": self._repo_json(repo, full=False),
        }

    def _file_json(self, pull: Pull, pull_file: PullFile) -> dict[str, Any]:
        data: dict[str, Any] = example("diff-entry-items.json")[0]
        quoted = quote(pull_file.filename)
        web = f"{self.web_url}/{pull.repo}"
        data.update(
            sha=pull_file.sha or self._listed_blob(pull, pull_file.filename),
            filename=pull_file.filename,
            status=pull_file.status,
            additions=pull_file.additions,
            deletions=pull_file.deletions,
            changes=pull_file.changes,
            blob_url=f"{web}/blob/{pull.head_sha}/{quoted}",
            raw_url=f"{web}/raw/{pull.head_sha}/{quoted}",
            contents_url=f"{self.base_url}/repos/{pull.repo}/contents/{quoted}?ref={pull.head_sha}",
        )
        if pull_file.patch is None:
            data.pop("patch", None)
        else:
            data["patch"] = pull_file.patch
        if pull_file.previous_filename is not None:
            data["previous_filename"] = pull_file.previous_filename
        return data

    def _listed_blob(self, pull: Pull, filename: str) -> str:
        """The blob id GitHub lists for a changed file: that of the bytes `put_file` gave it at
        the head commit (as GitHub's own list agrees with its contents API); a stand-in id
        derived from the name when the test gave none."""
        held = self._require_repo(pull.repo).files.get((filename, pull.head_sha))
        if held is not None:
            return _git_blob_sha(held)
        return _git_blob_sha(f"{pull.head_sha}:{filename}".encode())

    def _comment_json(self, comment: IssueComment) -> dict[str, Any]:
        data: dict[str, Any] = example("issue-comment.json")
        api = f"{self.base_url}/repos/{comment.repo}"
        data.update(
            id=comment.id,
            node_id=_node_id("IssueComment", comment.id),
            url=f"{api}/issues/comments/{comment.id}",
            html_url=f"{self.web_url}/{comment.repo}/pull/{comment.number}#issuecomment-{comment.id}",
            body=comment.body,
            user=self._user_json(comment.login, comment.user_type),
            created_at=comment.created_at,
            updated_at=comment.updated_at,
            issue_url=f"{api}/issues/{comment.number}",
            author_association="NONE" if comment.user_type == "Bot" else "CONTRIBUTOR",
        )
        return data

    def _review_json(self, review: Review) -> dict[str, Any]:
        data: dict[str, Any] = example("pull-request-review.json")
        html = f"{self.web_url}/{review.repo}/pull/{review.number}#pullrequestreview-{review.id}"
        pull_url = f"{self.base_url}/repos/{review.repo}/pulls/{review.number}"
        data.update(
            id=review.id,
            node_id=_node_id("PullRequestReview", review.id),
            user=self._user_json(review.login, review.user_type),
            body=review.body,
            state=review.state,
            html_url=html,
            pull_request_url=pull_url,
            _links={"html": {"href": html}, "pull_request": {"href": pull_url}},
            commit_id=review.commit_id,
            author_association="NONE" if review.user_type == "Bot" else "CONTRIBUTOR",
        )
        if review.submitted_at is None:
            data.pop("submitted_at", None)
        else:
            data["submitted_at"] = review.submitted_at
        return data

    def _review_comment_json(self, comment: ReviewComment) -> dict[str, Any]:
        data: dict[str, Any] = example("pull-request-review-comment-items.json")[0]
        data.pop("in_reply_to_id", None)
        url = f"{self.base_url}/repos/{comment.repo}/pulls/comments/{comment.id}"
        html = f"{self.web_url}/{comment.repo}/pull/{comment.number}#discussion_r{comment.id}"
        pull_url = f"{self.base_url}/repos/{comment.repo}/pulls/{comment.number}"
        data.update(
            url=url,
            pull_request_review_id=comment.review_id,
            id=comment.id,
            node_id=_node_id("PullRequestReviewComment", comment.id),
            diff_hunk=comment.diff_hunk,
            path=comment.path,
            position=comment.position,
            original_position=comment.position,
            commit_id=comment.commit_id,
            original_commit_id=comment.commit_id,
            user=self._user_json(comment.login, comment.user_type),
            body=comment.body,
            created_at=comment.created_at,
            updated_at=comment.created_at,
            html_url=html,
            pull_request_url=pull_url,
            author_association="NONE" if comment.user_type == "Bot" else "CONTRIBUTOR",
            _links={
                "self": {"href": url},
                "html": {"href": html},
                "pull_request": {"href": pull_url},
            },
            start_line=comment.start_line,
            original_start_line=comment.start_line,
            start_side=comment.start_side,
            line=comment.line,
            original_line=comment.line,
            side=comment.side,
            subject_type="line",
        )
        return data

    def _status_json(self, status: CommitStatus) -> dict[str, Any]:
        data: dict[str, Any] = example("status.json")
        creator = self._user_json(status.login, status.user_type)
        data.update(
            url=f"{self.base_url}/repos/{status.repo}/statuses/{status.sha}",
            avatar_url=creator["avatar_url"],
            id=status.id,
            node_id=_node_id("StatusContext", status.id),
            state=status.state,
            description=status.description,
            target_url=status.target_url,
            context=status.context,
            created_at=status.created_at,
            updated_at=status.created_at,
            creator=creator,
        )
        return data

    def _check_run_json(self, run: CheckRun) -> dict[str, Any]:
        template = example("check-run.json")
        data: dict[str, Any] = self._rehome(template, run.repo, "github/hello-world")
        api = f"{self.base_url}/repos/{run.repo}"
        output = {key: run.output.get(key) for key in ("title", "summary", "text")}
        output.update(
            annotations_count=len(run.annotations),
            annotations_url=f"{api}/check-runs/{run.id}/annotations",
        )
        app = GITHUB_ACTIONS_APP if run.app_slug == "github-actions" else {
            "id": zlib.crc32(run.app_slug.encode()) % 900_000 + 100_000,
            "slug": run.app_slug, "name": run.app_slug}
        data["app"].update(
            app,
            node_id=_node_id("Integration", int(app["id"])),  # type: ignore[call-overload]
            html_url=f"{self.web_url}/apps/{run.app_slug}",
        )
        data.update(
            id=run.id,
            head_sha=run.head_sha,
            node_id=_node_id("CheckRun", run.id),
            external_id=run.external_id,
            url=f"{api}/check-runs/{run.id}",
            html_url=f"{self.web_url}/{run.repo}/runs/{run.id}",
            details_url=run.details_url,
            status=run.status,
            conclusion=run.conclusion,
            started_at=run.started_at,
            completed_at=run.completed_at,
            output=output,
            name=run.name,
            check_suite={"id": run.suite_id},
            pull_requests=self._check_run_pulls(run),
        )
        return data

    def _check_run_pulls(self, run: CheckRun) -> list[dict[str, Any]]:
        """Same-repository PRs whose head is the run's sha (fork PRs are never listed)."""
        out = []
        for pull in self._pulls.values():
            if not (self._same(pull.repo, run.repo) and self._same(pull.head_repo, pull.repo)):
                continue
            if pull.head_sha != run.head_sha:
                continue
            repo = self._repos[pull.repo.lower()]
            api = f"{self.base_url}/repos/{repo.full_name}"
            mini = {"id": repo.id, "url": api, "name": repo.name}
            out.append({
                "url": f"{self.base_url}/repos/{pull.repo}/pulls/{pull.number}",
                "id": pull.id,
                "number": pull.number,
                "head": {"ref": pull.head_ref, "sha": pull.head_sha, "repo": mini},
                "base": {"ref": pull.base_ref, "sha": pull.base_sha, "repo": mini},
            })
        return out

    def _content_json(self, repo: Repo, path: str, ref: str, data: bytes) -> dict[str, Any]:
        """A file the way the contents API returns it (no content above 1 MB, like GitHub)."""
        body: dict[str, Any] = example("content-file.json")
        sha = _git_blob_sha(data)
        api = f"{self.base_url}/repos/{repo.full_name}"
        quoted = quote(path)
        too_big = len(data) > MAX_CONTENT_BYTES
        links = {
            "self": f"{api}/contents/{quoted}?ref={quote(ref, safe='')}",
            "git": f"{api}/git/blobs/{sha}",
            "html": f"{self.web_url}/{repo.full_name}/blob/{ref}/{quoted}",
        }
        body.update(
            encoding="none" if too_big else "base64",
            size=len(data),
            name=path.rsplit("/", 1)[-1],
            path=path,
            content="" if too_big else _wrapped_base64(data),
            sha=sha,
            url=links["self"],
            git_url=links["git"],
            html_url=links["html"],
            download_url=f"{self.web_url}/{repo.full_name}/raw/{ref}/{quoted}",
            _links=links,
        )
        return body

    def _directory_json(
        self, repo: Repo, path: str, ref: str, files: dict[str, bytes]
    ) -> list[Any]:
        """A directory listing: immediate children of ``path`` at ``ref``, sorted by name."""
        templates = {item["type"]: item for item in example("content-directory.json")}
        children: dict[str, str] = {}
        prefix = f"{path}/" if path else ""
        for file_path in files:
            rest = file_path[len(prefix) :]
            name, _, deeper = rest.partition("/")
            children[name] = "dir" if deeper else "file"
        out = []
        for name, kind in sorted(children.items()):
            child = f"{prefix}{name}"
            item = copy.deepcopy(templates[kind])
            sha = (
                _git_blob_sha(files[child])
                if kind == "file"
                else _git_blob_sha(child.encode())
            )
            api = f"{self.base_url}/repos/{repo.full_name}"
            links = {
                "self": f"{api}/contents/{quote(child)}?ref={quote(ref, safe='')}",
                "git": f"{api}/git/{'blobs' if kind == 'file' else 'trees'}/{sha}",
                "html": f"{self.web_url}/{repo.full_name}/{'blob' if kind == 'file' else 'tree'}"
                f"/{ref}/{quote(child)}",
            }
            item.update(
                size=len(files[child]) if kind == "file" else 0,
                name=name,
                path=child,
                sha=sha,
                url=links["self"],
                git_url=links["git"],
                html_url=links["html"],
                download_url=(
                    f"{self.web_url}/{repo.full_name}/raw/{ref}/{quote(child)}"
                    if kind == "file"
                    else None
                ),
                _links=links,
            )
            out.append(item)
        return out

    # ---- operations (one per operationId; see _OPERATIONS) ----------------------------
    def _op_get_repo(self, call: Call) -> Reply:
        return Reply(200, self._repo_json(self._repo_of(call), full=True))

    def _op_get_pull(self, call: Call) -> Reply:
        return Reply(200, self._pull_json(self._pull_of(call)))

    def _op_list_pull_files(self, call: Call) -> Reply:
        pull = self._pull_of(call)
        files = [self._file_json(pull, f) for f in pull.files[:MAX_PULL_FILES]]
        return self._paginate(call, files)

    def _op_list_pulls(self, call: Call) -> Reply:
        """Open (or `state`) pull requests of the repository, filtered by `head`
        (`owner:branch`, the head repository's owner) and `base` as GitHub does."""
        repo = self._repo_of(call)
        state = call.query.get("state", "open")
        head, base = call.query.get("head"), call.query.get("base")
        found = []
        pulls = sorted((p for p in self._pulls.values() if self._same(p.repo, repo.full_name)),
                       key=lambda p: -p.number)  # newest first, as GitHub's default sort
        for pull in pulls:
            owner = pull.head_repo.split("/", 1)[0]
            if state not in ("all", pull.state):
                continue
            if head is not None and not self._same(head, f"{owner}:{pull.head_ref}"):
                continue
            if base is not None and pull.base_ref != base:
                continue
            found.append(self._pull_json(pull))
        return self._paginate(call, found)

    def _op_list_pull_commits(self, call: Call) -> Reply:
        pull = self._pull_of(call)
        return self._paginate(call, [self._commit_json(pull, c) for c in pull.commits])

    def _commit_json(self, pull: Pull, seed: PullCommitSeed) -> dict[str, Any]:
        """A commit as GitHub lists it on a pull request (the fields clients read)."""
        url = f"{self.base_url}/repos/{pull.repo}/commits/{seed.sha}"
        person = {"name": "Monalisa Octocat", "email": "support@github.com"}
        return {
            "sha": seed.sha, "node_id": _node_id("Commit", zlib.crc32(seed.sha.encode())),
            "url": url, "html_url": f"{self.web_url}/{pull.repo}/commit/{seed.sha}",
            "comments_url": f"{url}/comments",
            "commit": {
                "url": f"{self.base_url}/repos/{pull.repo}/git/commits/{seed.sha}",
                "author": {**person, "date": seed.authored},
                "committer": {**person, "date": seed.committed or seed.authored},
                "message": seed.message, "comment_count": 0,
                "tree": {"sha": seed.sha, "url": f"{self.base_url}/repos/{pull.repo}/git/trees/"
                                                 f"{seed.sha}"},
                "verification": {"verified": False, "reason": "unsigned", "signature": None,
                                 "payload": None},
            },
            "author": None, "committer": None, "parents": [],
        }

    def _op_list_comments(self, call: Call) -> Reply:
        pull = self._pull_of(call)
        since = call.query.get("since")
        found = self._on_pull(self._comments, pull.repo, pull.number)
        # "since": only comments last updated at or after the given ISO 8601 time
        found = [c for c in found if since is None or c.updated_at >= since]
        return self._paginate(call, [self._comment_json(c) for c in found])

    def _op_create_comment(self, call: Call) -> Reply:
        pull = self._pull_of(call)
        new_id = self._new_comment(
            pull.repo, pull.number, call.body["body"], self.comment_author,
            self.comment_author_type,
        )
        data = self._comment_json(self._comments[new_id])
        return Reply(201, data, {"location": data["url"]})

    def _comment_of(self, call: Call) -> IssueComment:
        repo = self._repo_of(call)
        comment = self._comments.get(int(call.params["comment_id"]))
        if comment is None or not self._same(comment.repo, repo.full_name):
            raise ApiError(404, "Not Found")
        return comment

    def _op_update_comment(self, call: Call) -> Reply:
        comment = self._comment_of(call)
        comment.body = call.body["body"]
        comment.updated_at = self._now()
        return Reply(200, self._comment_json(comment))

    def _op_delete_comment(self, call: Call) -> Reply:
        del self._comments[self._comment_of(call).id]
        return Reply(204)

    def _op_create_review(self, call: Call) -> Reply:
        pull = self._pull_of(call)
        body = call.body or {}
        commit_id = body.get("commit_id") or pull.head_sha
        placements = [self._place_comment(pull, c) for c in body.get("comments", [])]
        event = body.get("event")
        review = Review(
            id=next(self._ids["review"]),
            repo=pull.repo,
            number=pull.number,
            login=self.comment_author,
            user_type=self.comment_author_type,
            body=body.get("body", ""),
            state=REVIEW_STATES.get(event or "", "PENDING"),
            commit_id=commit_id,
            submitted_at=None if event is None else self._now(),
        )
        self._reviews[review.id] = review
        for item, placement in zip(body.get("comments", []), placements, strict=True):
            self._store_review_comment(review, item, placement)
        return Reply(200, self._review_json(review))

    def _place_comment(self, pull: Pull, item: Mapping[str, Any]) -> dict[str, Any]:
        """Work out position/line/side/diff_hunk for one review comment, or 422 like GitHub."""
        pull_file = next((f for f in pull.files if f.filename == item["path"]), None)
        if pull_file is None:
            raise _unplaceable(PATH_INVALID, HUNK_BLANK)
        lines = parse_patch(pull_file.patch or "")
        side = item.get("side", "RIGHT")
        if "line" in item:
            target = _find_line(lines, item["line"], side)
        else:
            target = next((x for x in lines if x.position == item.get("position")), None)
            if target is not None and target.kind not in {"@", "\\"}:
                side = "LEFT" if target.kind == "-" else "RIGHT"
        if target is None or target.kind in {"@", "\\"}:
            raise _unplaceable(LINE_NOT_IN_DIFF, HUNK_BLANK)
        start_line = item.get("start_line")
        start_side = item.get("start_side", side) if start_line is not None else None
        if start_line is not None:
            start = _find_line(lines, start_line, start_side or side)
            if start is None or start.hunk != target.hunk:
                raise _unplaceable(START_LINE_OTHER_HUNK)
        header = max(x.position for x in lines if x.kind == "@" and x.hunk == target.hunk)
        patch_lines = (pull_file.patch or "").split("\n")
        return {
            "position": target.position,
            "line": target.right if side == "RIGHT" else target.left,
            "side": side,
            "start_line": start_line,
            "start_side": start_side,
            "diff_hunk": "\n".join(patch_lines[header : target.position + 1]),
        }

    def _store_review_comment(
        self, review: Review, item: Mapping[str, Any], placement: dict[str, Any]
    ) -> None:
        comment = ReviewComment(
            id=next(self._ids["review_comment"]),
            review_id=review.id,
            repo=review.repo,
            number=review.number,
            login=review.login,
            user_type=review.user_type,
            body=item["body"],
            path=item["path"],
            commit_id=review.commit_id,
            created_at=self._now(),
            **placement,
        )
        self._review_comments[comment.id] = comment

    def _op_list_reviews(self, call: Call) -> Reply:
        pull = self._pull_of(call)
        found = self._on_pull(self._reviews, pull.repo, pull.number)
        return self._paginate(call, [self._review_json(r) for r in found])

    def _op_list_review_comments(self, call: Call) -> Reply:
        pull = self._pull_of(call)
        found = self._on_pull(self._review_comments, pull.repo, pull.number)
        return self._paginate(call, [self._review_comment_json(c) for c in found])

    def _op_create_status(self, call: Call) -> Reply:
        repo = self._repo_of(call)
        sha = call.params["sha"]
        self._require_commit(repo, sha)
        status = CommitStatus(
            id=next(self._ids["status"]),
            repo=repo.full_name,
            sha=sha,
            state=call.body["state"],
            target_url=call.body.get("target_url"),
            description=call.body.get("description"),
            context=call.body.get("context", "default"),
            login=self.comment_author,
            user_type=self.comment_author_type,
            created_at=self._now(),
        )
        self._statuses.append(status)
        data = self._status_json(status)
        return Reply(201, data, {"location": data["url"]})

    def _op_create_check_run(self, call: Call) -> Reply:
        repo = self._repo_of(call)
        body = call.body
        self._require_commit(repo, body["head_sha"])
        run = CheckRun(
            id=next(self._ids["check_run"]),
            repo=repo.full_name,
            head_sha=body["head_sha"],
            name=body["name"],
            status="queued",
            conclusion=None,
            started_at=self._now(),
            completed_at=None,
            details_url=None,
            external_id="",
            output={},
            annotations=[],
            suite_id=next(self._ids["check_suite"]),
            app_slug=self.app_slug,
        )
        self._apply_check_run_fields(run, body)
        self._check_runs[run.id] = run
        data = self._check_run_json(run)
        return Reply(201, data, {"location": data["url"]})

    def _op_update_check_run(self, call: Call) -> Reply:
        repo = self._repo_of(call)
        run = self._check_runs.get(int(call.params["check_run_id"]))
        if run is None or not self._same(run.repo, repo.full_name):
            raise ApiError(404, "Not Found")
        if run.app_slug != self.app_slug:  # an App may update only its own check runs
            raise ApiError(403, INTEGRATION_FORBIDDEN)
        self._apply_check_run_fields(run, call.body)
        return Reply(200, self._check_run_json(run))

    def _apply_check_run_fields(self, run: CheckRun, body: Mapping[str, Any]) -> None:
        """Shared by create and update: annotations append, a conclusion completes the run."""
        for key in ("name", "details_url", "external_id", "started_at", "completed_at", "status"):
            if key in body:
                setattr(run, key, body[key])
        if "conclusion" in body:
            run.conclusion = body["conclusion"]
            run.status = "completed"
        if run.status == "completed" and run.completed_at is None:
            run.completed_at = self._now()
        output = dict(body.get("output") or {})
        run.annotations += output.pop("annotations", [])
        output.pop("images", None)
        run.output.update(output)

    def _op_list_check_runs_for_ref(self, call: Call) -> Reply:
        repo = self._repo_of(call)
        ref = repo.branches.get(call.params["ref"], call.params["ref"])
        name = call.query.get("check_name")
        runs = sorted((r for r in self._check_runs.values()
                       if self._same(r.repo, repo.full_name) and r.head_sha == ref
                       and (name is None or r.name == name)), key=lambda r: -r.id)
        if call.query.get("filter", "latest") == "latest":  # the newest per name and app
            seen: set[tuple[str, str]] = set()
            runs = [r for r in runs if (r.name, r.app_slug) not in seen
                    and not seen.add((r.name, r.app_slug))]  # type: ignore[func-returns-value]
        per_page = min(self._int_param(call.query.get("per_page"), DEFAULT_PER_PAGE),
                       MAX_PER_PAGE)
        return Reply(200, {"total_count": len(runs),
                           "check_runs": [self._check_run_json(r) for r in runs[:per_page]]})

    def _op_get_content(self, call: Call) -> Reply:
        repo = self._repo_of(call)
        path = call.params["path"].strip("/")
        ref = call.query.get("ref") or repo.default_branch
        files = self._files_at(repo, ref)
        if path in files:
            if "raw" in call.headers.get("accept", ""):
                raw_type = {"content-type": "application/vnd.github.raw; charset=utf-8"}
                return Reply(200, files[path], raw_type)
            return Reply(200, self._content_json(repo, path, ref, files[path]))
        prefix = f"{path}/" if path else ""
        inside = {p: d for p, d in files.items() if p.startswith(prefix)}
        if inside:
            return Reply(200, self._directory_json(repo, path, ref, inside))
        return ApiError(404, "Not Found").reply(call.docs_url)

    def _files_at(self, repo: Repo, ref: str) -> dict[str, bytes]:
        """Files visible at ``ref``: a branch name and its sha are interchangeable."""
        aliases = {ref}
        if ref in repo.branches:
            aliases.add(repo.branches[ref])
        aliases |= {name for name, sha in repo.branches.items() if sha == ref}
        files = {p: d for (p, r), d in repo.files.items() if r in aliases}
        if not files and not (aliases & (set(repo.branches) | repo.shas)):
            raise ApiError(404, f"No commit found for the ref {ref}")
        return files

    def _op_get_commit(self, call: Call) -> Reply:
        """One commit (`repos/get-commit`): its sha and parents as seeded; a sha the repository
        does not hold answers 422, as GitHub does."""
        repo = self._repo_of(call)
        ref = call.params["ref"]
        sha = repo.branches.get(ref, ref)
        if sha not in repo.shas:
            raise ApiError(422, f"No commit found for SHA: {ref}")
        data: dict[str, Any] = self._rehome(example("commit.json"), repo.full_name,
                                            "octocat/Hello-World")
        api = f"{self.base_url}/repos/{repo.full_name}"
        data.update(sha=sha, node_id=_node_id("Commit", zlib.crc32(sha.encode())),
                    url=f"{api}/commits/{sha}", html_url=f"{self.web_url}/{repo.full_name}/"
                    f"commit/{sha}", comments_url=f"{api}/commits/{sha}/comments",
                    files=[], stats={"additions": 0, "deletions": 0, "total": 0},
                    parents=[{"url": f"{api}/commits/{parent}", "sha": parent}
                             for parent in repo.parents.get(sha, [])])
        return Reply(200, data)

    def _op_compare_commits(self, call: Call) -> Reply:
        """`repos/compare-commits` for `base...head`: the files whose bytes differ between the
        two commits as `put_file` seeded them (added, modified, removed), at most 300, as
        GitHub lists them; the commits themselves are not modelled (none listed)."""
        repo = self._repo_of(call)
        base, dots, head = call.params["basehead"].partition("...")
        if not dots:
            raise ApiError(404, "Not Found")
        for ref in (base, head):
            if repo.branches.get(ref, ref) not in repo.shas:
                raise ApiError(404, f"No commit found for the ref {ref}")
        before, after = self._files_at(repo, base), self._files_at(repo, head)
        data: dict[str, Any] = self._rehome(example("commit-comparison.json"), repo.full_name,
                                            "octocat/Hello-World")
        template = data["files"][0]
        files = []
        for name in sorted({*before, *after}):
            if before.get(name) == after.get(name):
                continue
            status = "removed" if name not in after else \
                "added" if name not in before else "modified"
            held = after.get(name, before.get(name, b""))
            entry = copy.deepcopy(template)
            quoted = quote(name)
            entry.update(sha=_git_blob_sha(held), filename=name, status=status,
                         additions=0, deletions=0, changes=0, patch="@@ -1 +1 @@",
                         blob_url=f"{self.web_url}/{repo.full_name}/blob/{head}/{quoted}",
                         raw_url=f"{self.web_url}/{repo.full_name}/raw/{head}/{quoted}",
                         contents_url=f"{self.base_url}/repos/{repo.full_name}/contents/"
                                      f"{quoted}?ref={head}")
            files.append(entry)
        data.update(status="ahead", ahead_by=1, behind_by=0, total_commits=0, commits=[],
                    files=files[:300])
        return Reply(200, data)

    def _op_rate_limit(self, call: Call) -> Reply:
        data: dict[str, Any] = example("rate-limit-overview.json")
        core = {
            "limit": self.rate_limit,
            "used": self._rate_used,
            "remaining": max(self.rate_limit - self._rate_used, 0),
            "reset": self._rate_reset,
        }
        data["resources"]["core"] = core
        data["rate"] = dict(core)
        return Reply(200, data)

    def _op_get_user(self, call: Call) -> Reply:
        data: dict[str, Any] = self._rehome(example("private-user.json"))
        data.update(self._user_json(self.user_login))
        return Reply(200, data)


_OPERATIONS: dict[str, Handler] = {
    "repos/get": FakeGitHub._op_get_repo,
    "pulls/get": FakeGitHub._op_get_pull,
    "pulls/list": FakeGitHub._op_list_pulls,
    "pulls/list-files": FakeGitHub._op_list_pull_files,
    "pulls/list-commits": FakeGitHub._op_list_pull_commits,
    "issues/list-comments": FakeGitHub._op_list_comments,
    "issues/create-comment": FakeGitHub._op_create_comment,
    "issues/update-comment": FakeGitHub._op_update_comment,
    "issues/delete-comment": FakeGitHub._op_delete_comment,
    "pulls/create-review": FakeGitHub._op_create_review,
    "pulls/list-reviews": FakeGitHub._op_list_reviews,
    "pulls/list-review-comments": FakeGitHub._op_list_review_comments,
    "repos/create-commit-status": FakeGitHub._op_create_status,
    "checks/create": FakeGitHub._op_create_check_run,
    "checks/update": FakeGitHub._op_update_check_run,
    "checks/list-for-ref": FakeGitHub._op_list_check_runs_for_ref,
    "repos/get-content": FakeGitHub._op_get_content,
    "repos/get-commit": FakeGitHub._op_get_commit,
    "repos/compare-commits": FakeGitHub._op_compare_commits,
    "rate-limit/get": FakeGitHub._op_rate_limit,
    "users/get-authenticated": FakeGitHub._op_get_user,
    "actions/list-workflow-runs-for-repo": FakeGitHub._op_list_workflow_runs,
    "actions/get-workflow-run": FakeGitHub._op_get_workflow_run,
    "actions/list-workflow-run-artifacts": FakeGitHub._op_list_run_artifacts,
    "actions/download-artifact": FakeGitHub._op_download_artifact,
}
