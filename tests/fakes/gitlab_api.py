"""A strict loopback fake of GitLab's REST API (v4), for end-to-end tests through python-gitlab.

Why a real HTTP server: the gate talks to GitLab through python-gitlab, which builds URLs from
`CI_API_V4_URL`, sends `PRIVATE-TOKEN`/`JOB-TOKEN`, follows `Link` headers across pages and
retries 429/5xx itself. Only a server on a real socket exercises all of that, unpatched.

What it serves, as GitLab's REST documentation describes each operation (request shape,
answer shape, status codes):

- `GET /user` (the token's user; 401 for a job token, which may not read it);
- `GET /projects/:id/merge_requests/:iid` (with `sha`, `diff_refs`, `changes_count`);
- `GET .../merge_requests/:iid/diffs` and `/commits` and `/notes` and `/discussions`,
  paginated with `page`/`per_page` (default 20, at most 100) and GitLab's headers: `Link`
  (`first`, `prev`, `next`, `last`), `X-Page`, `X-Per-Page`, `X-Next-Page`, `X-Prev-Page`,
  `X-Total`, `X-Total-Pages`;
- `POST .../notes` (`body` required), `PUT .../notes/:note_id`, `DELETE .../notes/:note_id`
  (204; 404 when gone);
- `POST .../discussions` (`body`, and `position` with `position_type: text`, `base_sha`,
  `start_sha`, `head_sha`, `new_path`, `new_line`);
- `POST /projects/:id/statuses/:sha` (`state` one of pending, running, success, failed,
  canceled, skipped; `name`, `target_url`, `description`);
- `GET`/`HEAD /projects/:id/repository/files/:file_path` (`ref` required; HEAD answers with
  `X-Gitlab-Blob-Id` and the other `X-Gitlab-*` headers), `GET .../files/:file_path/raw`,
  `GET /projects/:id/repository/blobs/:sha/raw`, `GET /projects/:id/repository/commits/:sha`;
- `GET /projects/:id/repository/tree` (`ref`, `path`, `recursive`; paginated as above;
  `tests.fakes.gitlab_tree`).

Authentication: `PRIVATE-TOKEN` or `Authorization: Bearer` for an access token, `JOB-TOKEN`
for a job token. No token or an unknown one: 401 `{"message": "401 Unauthorized"}`. A job
token reads the project but any write is 403 `{"message": "403 Forbidden"}`; an access token
without the `api` scope (`read_api`) likewise. Anything else — another path, another method, a
field the operation does not take, a body missing a required field — is a *violation*: it is
recorded and answered 404/400 as GitLab would, and tests assert there were none.

Faults: `fail_next` (answer N requests with a status), `lose_next_response` (do the write, then
answer 502, as a proxy that dropped the answer would), `hold_until_all_arrive` (the first N
matching requests are each answered as things stood when it arrived, and every answer is held
until all N have arrived: racing runs all look before any of them can write, whatever the
scheduling).
"""

from __future__ import annotations

import hashlib
import json
import re
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import parse_qsl, quote, unquote, urlencode, urlsplit

from tests.fakes.gitlab_tree import NOT_FOUND, TREE_QUERY, tree_entries
from tests.fakes.held_requests import HeldRequests

DEFAULT_PER_PAGE = 20
MAX_PER_PAGE = 100
STATUS_STATES = frozenset({"pending", "running", "success", "failed", "canceled", "skipped"})
WRITES = frozenset({"POST", "PUT", "DELETE"})
Reply = tuple[int, Any, dict[str, str]]


def blob_id(data: bytes) -> str:
    return hashlib.sha1(b"blob %d\0" % len(data) + data, usedforsecurity=False).hexdigest()


def _now() -> str:
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%S.%f")[:-3] + "Z"


@dataclass
class Request:
    method: str
    path: str
    query: dict[str, str]
    body: Any
    token_kind: str | None


@dataclass
class Fault:
    method: str
    pattern: re.Pattern[str]
    status: int
    times: int
    lose: bool = False


@dataclass
class MergeRequest:
    iid: int
    base_sha: str
    head_sha: str
    start_sha: str
    diffs: list[dict[str, Any]]
    commits: list[dict[str, Any]] = field(default_factory=list)
    source_project_id: int | None = None
    changes_count: str | None = None


class FakeGitLab:
    """One project with merge requests, served on 127.0.0.1 at a free port."""

    def __init__(self, project_id: int = 278964, path: str = "gitlab-data/analytics") -> None:
        self.project_id = project_id
        self.path = path
        self.tokens: dict[str, tuple[str, str]] = {}  # token → (username, scope)
        self.job_tokens: set[str] = set()
        self.merge_requests: dict[int, MergeRequest] = {}
        self.files: dict[tuple[str, str], bytes] = {}  # (commit, path) → bytes
        self.commits: set[str] = set()
        self.notes: dict[int, list[dict[str, Any]]] = {}
        self.discussions: dict[int, list[dict[str, Any]]] = {}
        self.statuses: list[dict[str, Any]] = []
        self.requests: list[Request] = []
        self.violations: list[str] = []
        self._faults: list[Fault] = []
        self._holds = HeldRequests()
        self._afters: list[tuple[str, re.Pattern[str], Callable[[], None]]] = []
        self._ids = iter(range(1001, 10**9))
        self._lock = threading.RLock()
        self._server: ThreadingHTTPServer | None = None

    # -- seeding ---------------------------------------------------------------------------------
    def add_token(self, token: str, username: str, scope: str = "api") -> None:
        self.tokens[token] = (username, scope)

    def add_job_token(self, token: str) -> None:
        self.job_tokens.add(token)

    def put_file(self, commit: str, path: str, data: bytes | str) -> None:
        self.commits.add(commit)
        self.files[(commit, path)] = data.encode() if isinstance(data, str) else data

    def add_merge_request(self, iid: int, base_sha: str, head_sha: str,
                          changed: dict[str, str], **extra: Any) -> MergeRequest:
        """`changed`: path → "added" | "modified" | "removed" (a diff of the file's lines)."""
        self.commits.update({base_sha, head_sha})
        diffs = [self._diff(path, how, head_sha) for path, how in changed.items()]
        mr = MergeRequest(iid, base_sha, head_sha, base_sha, diffs, **extra)
        self.merge_requests[iid] = mr
        self.notes.setdefault(iid, [])
        self.discussions.setdefault(iid, [])
        return mr

    def _diff(self, path: str, how: str, head: str) -> dict[str, Any]:
        lines = self.files.get((head, path), b"").decode().splitlines()
        body = f"@@ -0,0 +1,{len(lines)} @@\n" + "".join(f"+{line}\n" for line in lines)
        return {"old_path": path, "new_path": path, "a_mode": "0", "b_mode": "100644",
                "new_file": how == "added", "renamed_file": False,
                "deleted_file": how == "removed", "generated_file": False,
                "diff": "" if how == "removed" else body}

    def add_note(self, iid: int, body: str, username: str, *, system: bool = False) -> int:
        with self._lock:
            note_id = next(self._ids)
            self.notes[iid].append({"id": note_id, "body": body, "system": system,
                                    "author": self._user(username), "created_at": _now(),
                                    "noteable_iid": iid, "noteable_type": "MergeRequest"})
            return note_id

    # -- faults ----------------------------------------------------------------------------------
    def fail_next(self, method: str, pattern: str, status: int, times: int = 1) -> None:
        self._faults.append(Fault(method, re.compile(pattern), status, times))

    def lose_next_response(self, method: str, pattern: str, times: int = 1) -> None:
        self._faults.append(Fault(method, re.compile(pattern), 502, times, lose=True))

    def hold_until_all_arrive(self, method: str, pattern: str, parties: int) -> None:
        """Hold the first `parties` matching requests until all of them have arrived. Each is
        answered as things stood when it arrived, so no held request can see what another
        client did after its own answer was released: with one request per client, all of
        them surely race past the same point. Parties that never arrive (60 s) are a
        violation, and the held requests are then answered."""
        self._holds.add(method, pattern, parties, timeout=60)

    def after_next(self, method: str, pattern: str, action: Callable[[], None]) -> None:
        """Run `action` once, right after the next matching request was answered (a push
        landing while a job runs, say)."""
        self._afters.append((method, re.compile(pattern), action))

    # -- reading back ----------------------------------------------------------------------------
    def held(self) -> int:
        """How many answered requests are waiting for the rest of their parties."""
        return self._holds.waiting()

    def requests_matching(self, method: str, pattern: str) -> list[Request]:
        return [r for r in self.requests if r.method == method and re.search(pattern, r.path)]

    def user_notes(self, iid: int, username: str | None = None) -> list[dict[str, Any]]:
        return [n for n in self.notes[iid] if not n["system"]
                and (username is None or n["author"]["username"] == username)]

    # -- serving ---------------------------------------------------------------------------------
    @property
    def api_url(self) -> str:
        assert self._server is not None
        return f"http://127.0.0.1:{self._server.server_address[1]}/api/v4"

    def __enter__(self) -> FakeGitLab:
        fake = self

        class Handler(_Handler):
            gitlab = fake

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._server.daemon_threads = True
        threading.Thread(target=self._server.serve_forever, daemon=True,
                         kwargs={"poll_interval": 0.01}).start()  # bounds how long exit waits
        return self

    def __exit__(self, *exc: object) -> None:
        assert self._server is not None
        self._server.shutdown()
        self._server.server_close()

    def handle(self, method: str, raw_path: str, headers: dict[str, str],
               body: bytes) -> Reply:
        split = urlsplit(raw_path)
        query = dict(parse_qsl(split.query))
        kind, identity = self._authenticate(headers)
        parsed = self._parse_body(body, headers)
        request = Request(method, split.path, query, parsed, kind)
        with self._lock:
            self.requests.append(request)
        held = self._holds.take(method, split.path)
        reply = self._reply(request, kind, identity, method, split.path)
        if held is not None and (missing := self._holds.wait(held)) is not None:
            with self._lock:
                self.violations.append(missing)
        return reply

    def _reply(self, request: Request, kind: str | None, identity: tuple[str, str],
               method: str, path: str) -> Reply:
        if kind is None:
            return 401, {"message": "401 Unauthorized"}, {}
        route = self._route(method, path)
        if route is None:
            self.violations.append(f"{method} {path}: no such operation")
            return 404, {"error": "404 Not Found"}, {}
        handler, params = route
        if method in WRITES and (kind == "job" or identity[1] != "api"):
            return 403, {"message": "403 Forbidden"}, {}
        fault = self._take_fault(method, path)
        if fault is not None and not fault.lose:
            return fault.status, {"message": f"{fault.status} fault"}, {}
        with self._lock:
            reply = handler(request, identity[0], *params)
        for after in [a for a in self._afters if a[0] == method and a[1].search(path)][:1]:
            self._afters.remove(after)
            after[2]()
        if fault is not None:  # the write happened; its answer is lost on the way back
            return 502, {"message": "502 Bad Gateway"}, {}
        return reply

    def _take_fault(self, method: str, path: str) -> Fault | None:
        with self._lock:
            for fault in self._faults:
                if fault.times > 0 and fault.method == method and fault.pattern.search(path):
                    fault.times -= 1
                    return fault
        return None

    def _authenticate(self, headers: dict[str, str]) -> tuple[str | None, tuple[str, str]]:
        token = headers.get("private-token") or ""
        bearer = headers.get("authorization", "")
        if not token and bearer.lower().startswith("bearer "):
            token = bearer[7:].strip()
        if token in self.tokens:
            return "access", self.tokens[token]
        job = headers.get("job-token") or ""
        if job in self.job_tokens:
            return "job", ("", "job")
        return None, ("", "")

    def _parse_body(self, body: bytes, headers: dict[str, str]) -> Any:
        if not body:
            return None
        if "json" in headers.get("content-type", ""):
            return json.loads(body)
        return dict(parse_qsl(body.decode()))

    # -- routing ---------------------------------------------------------------------------------
    def _route(self, method: str, path: str) -> tuple[Callable[..., Reply], tuple[str, ...]] | None:
        project = rf"/api/v4/projects/(?:{self.project_id}|{re.escape(quote(self.path, safe=''))})"
        mr = project + r"/merge_requests/(\d+)"
        table: list[tuple[str, str, Callable[..., Reply]]] = [
            ("GET", r"/api/v4/user", self._get_user),
            ("GET", mr, self._get_mr),
            ("GET", mr + r"/diffs", self._list_diffs),
            ("GET", mr + r"/commits", self._list_commits),
            ("GET", mr + r"/notes", self._list_notes),
            ("POST", mr + r"/notes", self._create_note),
            ("PUT", mr + r"/notes/(\d+)", self._update_note),
            ("DELETE", mr + r"/notes/(\d+)", self._delete_note),
            ("GET", mr + r"/discussions", self._list_discussions),
            ("POST", mr + r"/discussions", self._create_discussion),
            ("POST", project + r"/statuses/([0-9a-f]{40})", self._create_status),
            ("GET", project + r"/repository/files/([^/]+)/raw", self._raw_file),
            ("HEAD", project + r"/repository/files/([^/]+)", self._head_file),
            ("GET", project + r"/repository/blobs/([0-9a-f]{40})/raw", self._raw_blob),
            ("GET", project + r"/repository/commits/([0-9a-f]{40})", self._get_commit),
            ("GET", project + r"/repository/tree", self._list_tree),
        ]
        for verb, pattern, handler in table:
            match = re.fullmatch(pattern, path)
            if verb == method and match:
                return handler, match.groups()
        return None

    def _mr(self, iid: str) -> MergeRequest | None:
        return self.merge_requests.get(int(iid))

    def _strict(self, request: Request, allowed: set[str], required: set[str]) -> Reply | None:
        """400 for a body missing a required field; a violation for a field not taken."""
        body = request.body if isinstance(request.body, dict) else {}
        extra = set(body) - allowed
        if extra:
            self.violations.append(f"{request.method} {request.path}: unknown {sorted(extra)}")
            return 400, {"error": f"{sorted(extra)[0]} does not have a valid value"}, {}
        missing = required - set(body)
        if missing:
            return 400, {"error": f"{sorted(missing)[0]} is missing"}, {}
        return None

    def _page(self, request: Request, items: list[dict[str, Any]],
              allowed: frozenset[str] = frozenset({"sort", "order_by", "unidiff"})) -> Reply:
        allowed = allowed | {"page", "per_page"}
        if set(request.query) - allowed:
            self.violations.append(f"GET {request.path}: unknown query {request.query}")
        page = max(1, int(request.query.get("page", "1")))
        per_page = min(MAX_PER_PAGE, max(1, int(request.query.get("per_page",
                                                                   DEFAULT_PER_PAGE))))
        pages = max(1, -(-len(items) // per_page))
        chunk = items[(page - 1) * per_page: page * per_page]

        def link(number: int) -> str:
            query = {**request.query, "page": str(number), "per_page": str(per_page)}
            return f"{self.api_url.removesuffix('/api/v4')}{request.path}?{urlencode(query)}"

        links = [f'<{link(1)}>; rel="first"', f'<{link(pages)}>; rel="last"']
        if page > 1:
            links.insert(0, f'<{link(page - 1)}>; rel="prev"')
        if page < pages:
            links.insert(0, f'<{link(page + 1)}>; rel="next"')
        headers = {"Link": ", ".join(links), "X-Page": str(page), "X-Per-Page": str(per_page),
                   "X-Total": str(len(items)), "X-Total-Pages": str(pages),
                   "X-Next-Page": str(page + 1) if page < pages else "",
                   "X-Prev-Page": str(page - 1) if page > 1 else ""}
        return 200, chunk, headers

    def _user(self, username: str) -> dict[str, Any]:
        return {"id": int(hashlib.sha1(username.encode(), usedforsecurity=False)
                          .hexdigest()[:6], 16), "username": username, "name": username,
                "state": "active", "web_url": f"https://gitlab.example/{username}"}

    # -- operations ------------------------------------------------------------------------------
    def _get_user(self, request: Request, username: str) -> Reply:
        if request.token_kind == "job":
            return 401, {"message": "401 Unauthorized"}, {}
        return 200, self._user(username), {}

    def _get_mr(self, request: Request, username: str, iid: str) -> Reply:
        mr = self._mr(iid)
        if mr is None:
            return 404, {"message": "404 Not found"}, {}
        return 200, {
            "id": 90000 + mr.iid, "iid": mr.iid, "project_id": self.project_id,
            "source_project_id": mr.source_project_id or self.project_id,
            "target_project_id": self.project_id, "state": "opened", "sha": mr.head_sha,
            "diff_refs": {"base_sha": mr.base_sha, "head_sha": mr.head_sha,
                          "start_sha": mr.start_sha},
            "changes_count": mr.changes_count or str(len(mr.diffs)),
            "references": {"full": f"{self.path}!{mr.iid}"},
            "web_url": f"https://gitlab.example/{self.path}/-/merge_requests/{mr.iid}"}, {}

    def _list_diffs(self, request: Request, username: str, iid: str) -> Reply:
        mr = self._mr(iid)
        return (404, {"message": "404 Not found"}, {}) if mr is None else \
            self._page(request, mr.diffs)

    def _list_commits(self, request: Request, username: str, iid: str) -> Reply:
        mr = self._mr(iid)
        return (404, {"message": "404 Not found"}, {}) if mr is None else \
            self._page(request, list(reversed(mr.commits)))

    def _list_notes(self, request: Request, username: str, iid: str) -> Reply:
        notes = sorted(self.notes.get(int(iid), []), key=lambda n: n["id"],
                       reverse=request.query.get("sort", "desc") == "desc")
        return self._page(request, notes)

    def _create_note(self, request: Request, username: str, iid: str) -> Reply:
        bad = self._strict(request, {"body", "internal", "created_at"}, {"body"})
        if bad:
            return bad
        note_id = self.add_note(int(iid), str(request.body["body"]), username)
        return 201, next(n for n in self.notes[int(iid)] if n["id"] == note_id), {}

    def _note(self, iid: str, note_id: str) -> dict[str, Any] | None:
        return next((n for n in self.notes.get(int(iid), []) if n["id"] == int(note_id)), None)

    def _update_note(self, request: Request, username: str, iid: str, note_id: str) -> Reply:
        bad = self._strict(request, {"body"}, {"body"})
        if bad:
            return bad
        note = self._note(iid, note_id)
        if note is None:
            return 404, {"message": "404 Not found"}, {}
        if note["author"]["username"] != username:
            return 403, {"message": "403 Forbidden"}, {}
        note["body"] = str(request.body["body"])
        return 200, note, {}

    def _delete_note(self, request: Request, username: str, iid: str, note_id: str) -> Reply:
        note = self._note(iid, note_id)
        if note is None:
            return 404, {"message": "404 Not found"}, {}
        if note["author"]["username"] != username:
            return 403, {"message": "403 Forbidden"}, {}
        self.notes[int(iid)].remove(note)
        return 204, None, {}

    def _list_discussions(self, request: Request, username: str, iid: str) -> Reply:
        return self._page(request, self.discussions.get(int(iid), []))

    def _create_discussion(self, request: Request, username: str, iid: str) -> Reply:
        bad = self._strict(request, {"body", "position", "commit_id"}, {"body"})
        if bad:
            return bad
        mr = self._mr(iid)
        position = request.body.get("position") or {}
        need = {"position_type", "base_sha", "start_sha", "head_sha", "new_path", "new_line"}
        if mr is None or need - set(position) or position.get("head_sha") != mr.head_sha:
            return 400, {"message": "400 Bad request - Note {:line_code=>[\"can't be blank\"]}"}, {}
        note = {"id": next(self._ids), "body": request.body["body"], "system": False,
                "author": self._user(username), "position": position, "created_at": _now()}
        discussion = {"id": hashlib.sha1(str(note["id"]).encode(),
                                         usedforsecurity=False).hexdigest(),
                      "individual_note": False, "notes": [note]}
        self.discussions[int(iid)].append(discussion)
        return 201, discussion, {}

    def _create_status(self, request: Request, username: str, sha: str) -> Reply:
        bad = self._strict(request, {"state", "name", "context", "target_url", "description",
                                     "ref", "coverage", "pipeline_id"}, {"state"})
        if bad:
            return bad
        if request.body["state"] not in STATUS_STATES or sha not in self.commits:
            return 400, {"message": "Cannot transition status"}, {}
        status = {"id": next(self._ids), "sha": sha, "status": request.body["state"],
                  "name": request.body.get("name") or "default",
                  "target_url": request.body.get("target_url"),
                  "description": request.body.get("description"), "created_at": _now(),
                  "ref": request.body.get("ref"),
                  "author": self._user(username)}
        self.statuses.append(status)
        return 201, status, {}

    def _file(self, request: Request, encoded: str) -> bytes | None:
        ref = request.query.get("ref")
        return None if ref is None else self.files.get((ref, unquote(encoded)))

    def _raw_file(self, request: Request, username: str, encoded: str) -> Reply:
        if "ref" not in request.query:
            return 400, {"error": "ref is missing"}, {}
        data = self._file(request, encoded)
        return (404, {"message": "404 File Not Found"}, {}) if data is None else \
            (200, data, {"Content-Type": "text/plain; charset=utf-8",
                         "X-Gitlab-Blob-Id": blob_id(data)})

    def _head_file(self, request: Request, username: str, encoded: str) -> Reply:
        if "ref" not in request.query:
            return 400, None, {}
        data = self._file(request, encoded)
        if data is None:
            return 404, None, {}
        path = unquote(encoded)
        return 200, None, {"X-Gitlab-Blob-Id": blob_id(data), "X-Gitlab-Size": str(len(data)),
                           "X-Gitlab-File-Path": path, "X-Gitlab-File-Name": path.split("/")[-1],
                           "X-Gitlab-Ref": request.query["ref"], "X-Gitlab-Encoding": "base64",
                           "X-Gitlab-Commit-Id": request.query["ref"]}

    def _raw_blob(self, request: Request, username: str, sha: str) -> Reply:
        data = next((d for d in self.files.values() if blob_id(d) == sha), None)
        return (404, {"message": "404 Blob Not Found"}, {}) if data is None else \
            (200, data, {"Content-Type": "application/octet-stream"})

    def _get_commit(self, request: Request, username: str, sha: str) -> Reply:
        if sha not in self.commits:
            return 404, {"message": "404 Commit Not Found"}, {}
        return 200, {"id": sha, "short_id": sha[:8], "title": "commit"}, {}

    def _list_tree(self, request: Request, username: str) -> Reply:
        if "ref" not in request.query:  # GitLab would list the default branch; none here
            self.violations.append(f"GET {request.path}: no ref (the fake has no default branch)")
        entries = tree_entries(self.files, self.commits, request.query.get("ref", ""),
                               request.query.get("path", ""),
                               request.query.get("recursive") == "true", blob_id)
        return (404, NOT_FOUND, {}) if entries is None else \
            self._page(request, entries, TREE_QUERY)


class _Handler(BaseHTTPRequestHandler):
    gitlab: FakeGitLab
    protocol_version = "HTTP/1.1"
    disable_nagle_algorithm = True  # headers and body go out in separate writes: avoid 40 ms stalls

    def log_message(self, format: str, *args: Any) -> None:
        return

    def _serve(self) -> None:
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(length) if length else b""
        headers = {k.lower(): v for k, v in self.headers.items()}
        status, payload, extra = self.gitlab.handle(self.command, self.path, headers, body)
        if isinstance(payload, bytes):
            data = payload
        else:
            data = b"" if payload is None else json.dumps(payload).encode()
            extra.setdefault("Content-Type", "application/json")
        self.send_response(status)
        for name, value in extra.items():
            self.send_header(name, value)
        self.send_header("Content-Length", str(0 if self.command == "HEAD" else len(data)))
        self.end_headers()
        if self.command != "HEAD" and data:
            self.wfile.write(data)

    do_GET = do_POST = do_PUT = do_DELETE = do_HEAD = _serve  # noqa: N815
