"""A merge request on GitLab, as the forge seam asks for it, through python-gitlab.

Every request goes through python-gitlab's own HTTP layer (authentication, pagination by
`Link`/`X-Next-Page`, retries on 429 and, for reads only, on 5xx). Writes are never retried
by the client: a write whose answer was lost raises `OutcomeUnknown`, and the sticky note's
convergence (`gate.publishing.sticky`) looks before it writes again.

Who the change is comes from the pipeline's variables and is checked against GitLab before
anything is read: the merge request's project, number, diff base and head as the API holds
them must be those the variables name, else `MissingPiece` (the run is inconclusive).
"""

from __future__ import annotations

from datetime import datetime
from typing import Any
from urllib.parse import quote

import gitlab
import requests

from gate.core.errors import MissingPiece
from gate.core.redaction import redact
from gate.forge.gitlab.errors import API_ERRORS, gitlab_failure, status_of
from gate.forge.gitlab.pipeline import GITLAB_WORDS, MergeRequestClaims
from gate.forge.seam import (
    ChangedFile,
    ChangedFiles,
    Comment,
    FolderEntry,
    Forge,
    InlineComment,
    PullCommit,
    PullCommits,
    StatusState,
)
from gate.github.context import MAX_LISTED_FILES
from gate.github.outbound import redact_json

REQUEST_TIMEOUT_SECONDS = 30
#: Retries of a read on 429 and 5xx, of a write on 429 only (python-gitlab waits between).
READ_RETRIES = 3
#: GitLab's largest page: fewer requests for a long list.
PER_PAGE = 100
BLOB_HEADER = "X-Gitlab-Blob-Id"
#: The tree API's entry types → the seam's kinds (a blob of mode 120000 is a symlink).
TREE_KINDS = {"blob": "file", "tree": "dir", "commit": "submodule"}
SYMLINK_MODE = "120000"
IDENTITY_FIX = ("re-run the pipeline; if it persists, check which job or variable overrides "
                "the CI_MERGE_REQUEST_* or CI_COMMIT_SHA variables.")


def api_root(api_v4_url: str) -> str:
    """python-gitlab's base URL from `CI_API_V4_URL` (it adds `/api/v4` itself); a
    self-managed GitLab under a relative path keeps its path."""
    url = api_v4_url.rstrip("/")
    return url.removesuffix("/api/v4")


class GitLabForge:
    """One merge request of one project, read and written through python-gitlab."""

    words = GITLAB_WORDS

    def __init__(self, api_v4_url: str, claims: MergeRequestClaims, *,
                 token: str | None = None, job_token: str | None = None,
                 status_ref: str | None = None) -> None:
        self.token = token or job_token or ""
        #: A job token reads; only a project or group access token (api scope) may write.
        self.can_write = bool(token)
        self.claims = claims
        #: The ref the merge request pipeline runs for (`refs/merge-requests/:iid/head`): the
        #: status joins that pipeline, not another pipeline of the same commit.
        self.status_ref = status_ref
        auth: dict[str, str] = {"private_token": token} if token else (
            {"job_token": job_token} if job_token else {})
        self.gitlab = gitlab.Gitlab(api_root(api_v4_url), timeout=REQUEST_TIMEOUT_SECONDS,
                                    retry_transient_errors=True, per_page=PER_PAGE,
                                    keep_base_url=True, **auth)
        self.project = quote(claims.project_id, safe="")
        self._mr: dict[str, Any] | None = None
        self._files: ChangedFiles | None = None

    # -- requests ----------------------------------------------------------------------------
    def _get(self, path: str, doing: str, **query: Any) -> Any:
        try:
            return self.gitlab.http_get(path, query_data=query, max_retries=READ_RETRIES)
        except API_ERRORS as error:
            raise gitlab_failure(error, doing) from None

    def _list(self, path: str, doing: str, **query: Any) -> list[dict[str, Any]]:
        try:
            found = self.gitlab.http_list(path, query_data={"per_page": PER_PAGE, **query},
                                          get_all=True, max_retries=READ_RETRIES)
        except API_ERRORS as error:
            raise gitlab_failure(error, doing) from None
        return [item for item in found if isinstance(item, dict)]

    def _write(self, verb: str, path: str, doing: str, body: dict[str, Any] | None = None) -> Any:
        """GitLab's one way in for the gate's writes: the body is redacted at every depth here
        (as `gate.github.outbound` does for GitHub), whatever its maker already redacted."""
        path, body = redact(path), redact_json(body) if body is not None else None
        try:
            if verb == "POST":
                return self.gitlab.http_post(path, post_data=body,
                                             retry_transient_errors=False,
                                             max_retries=READ_RETRIES)
            if verb == "PUT":
                return self.gitlab.http_put(path, post_data=body,
                                            retry_transient_errors=False,
                                            max_retries=READ_RETRIES)
            return self.gitlab.http_delete(path, retry_transient_errors=False,
                                           max_retries=READ_RETRIES)
        except API_ERRORS as error:
            raise gitlab_failure(error, doing, write=True) from None

    def _raw(self, path: str, doing: str, **query: Any) -> bytes | None:
        """A raw file's bytes; None for a 404 (absent there)."""
        try:
            response = self.gitlab.http_get(path, query_data=query, raw=True, streamed=False,
                                            max_retries=READ_RETRIES)
        except API_ERRORS as error:
            if status_of(error) == 404:
                return None
            raise gitlab_failure(error, doing) from None
        if not isinstance(response, requests.Response):  # a JSON answer is no file's bytes
            raise gitlab_failure(ValueError("not raw bytes"), doing)
        return bytes(response.content)

    @property
    def _mr_path(self) -> str:
        return f"/projects/{self.project}/merge_requests/{self.claims.iid}"

    # -- who the change is -------------------------------------------------------------------
    def merge_request(self, *, fresh: bool = False) -> dict[str, Any]:
        """The merge request as GitLab holds it (its identity is checked by `pull_commits`)."""
        if self._mr is None or fresh:
            found = self._get(self._mr_path, f"read merge request !{self.claims.iid}")
            if not isinstance(found, dict):
                raise gitlab_failure(ValueError("not an object"), "read the merge request")
            self._mr = found
        return self._mr

    def _check_identity(self, mr: dict[str, Any]) -> None:
        claims = self.claims
        refs = mr.get("diff_refs") or {}
        held = {"merge request number (CI_MERGE_REQUEST_IID)": (claims.iid, mr.get("iid")),
                "project (CI_MERGE_REQUEST_PROJECT_ID)": (
                    claims.project_id, str(mr.get("project_id"))),
                "diff base (CI_MERGE_REQUEST_DIFF_BASE_SHA)": (
                    claims.base_sha, refs.get("base_sha")),
                "head commit (CI_COMMIT_SHA)": (claims.head_sha, mr.get("sha"))}
        if claims.source_project_id is not None:
            held["source project (CI_PROJECT_ID)"] = (claims.source_project_id,
                                                      str(mr.get("source_project_id")))
        for what, (claimed, answer) in held.items():
            if claimed is None:
                continue
            if str(claimed).lower() != str(answer).lower():
                raise MissingPiece(
                    f"the pipeline's {what} is {str(claimed)[:40]}, but GitLab holds "
                    f"{str(answer)[:40]} for merge request !{claims.iid}, so nothing was "
                    "graded.", remediation=IDENTITY_FIX)

    def pull_commits(self, number: int) -> PullCommits:
        """Base and head as GitLab holds them, once the pipeline's variables are found to
        name this very merge request; `MissingPiece` on every call when they do not."""
        mr = self.merge_request()
        self._check_identity(mr)
        refs = mr.get("diff_refs") or {}
        base, head = refs.get("base_sha"), mr.get("sha")
        if not (isinstance(base, str) and isinstance(head, str)):
            raise MissingPiece(f"GitLab gives no diff base for merge request !{number} yet "
                               "(its diff is still being prepared), so nothing was graded.",
                               remediation="re-run the job in a minute.")
        return PullCommits(base, head)

    def pull_head(self, number: int, *, fresh: bool = False) -> str:
        return str(self.merge_request(fresh=fresh).get("sha"))

    def commits(self, number: int) -> list[PullCommit]:
        listed = self._list(f"{self._mr_path}/commits", "list the merge request's commits")
        commits = [PullCommit(str(c["id"]), _when(c.get("authored_date")),
                              _when(c.get("committed_date")), str(c.get("message") or ""))
                   for c in listed]
        return list(reversed(commits))  # GitLab lists the newest first

    # -- its files ---------------------------------------------------------------------------
    def changed_files(self, number: int) -> ChangedFiles:
        """Every file the merge request changes (`/diffs`, all pages), each new file's blob id
        from a HEAD of the files API at the head commit."""
        if self._files is None:
            head = self.pull_commits(number).head_sha
            diffs = self._list(f"{self._mr_path}/diffs", "list the merge request's files")
            files = [self._changed(d, head) for d in diffs[:MAX_LISTED_FILES]]
            count = str(self.merge_request().get("changes_count") or "")
            self._files = ChangedFiles(files, len(diffs) > MAX_LISTED_FILES
                                       or count.endswith("+"))
        return self._files

    def _changed(self, diff: dict[str, Any], head: str) -> ChangedFile:
        path, old = str(diff["new_path"]), str(diff.get("old_path") or diff["new_path"])
        status = ("removed" if diff.get("deleted_file") else "added" if diff.get("new_file")
                  else "renamed" if diff.get("renamed_file") else "modified")
        blob = None if status == "removed" else self._blob_id(path, head)
        return ChangedFile(path, status, str(diff.get("diff") or "") or None,
                           old if status == "renamed" else None, blob)

    def _blob_id(self, path: str, ref: str) -> str | None:
        try:
            headers = self.gitlab.http_head(
                f"/projects/{self.project}/repository/files/{quote(path, safe='')}",
                query_data={"ref": ref}, max_retries=READ_RETRIES)
        except API_ERRORS as error:
            if status_of(error) == 404:
                return None
            raise gitlab_failure(error, f"read {path} at {ref[:12]}") from None
        blob = headers.get(BLOB_HEADER)
        return str(blob) if blob else None

    def folder_entries(self, folder: str, ref: str) -> list[FolderEntry] | None:
        """The entries of `folder` ("" for the root) at commit `ref`, from every page of the
        repository tree API, each with its blob id; None when GitLab holds no such tree (404)."""
        query: dict[str, Any] = {"ref": ref, "per_page": PER_PAGE}
        if folder:
            query["path"] = folder
        doing = f"list {folder or 'the root'} at {ref[:12]}"
        try:
            listed = self.gitlab.http_list(f"/projects/{self.project}/repository/tree",
                                           query_data=query, get_all=True,
                                           max_retries=READ_RETRIES)
        except API_ERRORS as error:
            if status_of(error) == 404:
                return None
            raise gitlab_failure(error, doing) from None
        return [_entry(item) for item in listed if isinstance(item, dict)]

    def read_file(self, path: str, ref: str) -> bytes | None:
        return self._raw(f"/projects/{self.project}/repository/files/{quote(path, safe='')}/raw",
                         f"read {path} at {ref[:12]}", ref=ref)

    def read_blob(self, sha: str) -> bytes | None:
        return self._raw(f"/projects/{self.project}/repository/blobs/{quote(sha)}/raw",
                         f"read blob {sha[:12]}")

    def can_read(self, ref: str) -> bool:
        try:
            self.gitlab.http_get(f"/projects/{self.project}/repository/commits/{quote(ref)}",
                                 max_retries=READ_RETRIES)
        except API_ERRORS:
            return False
        return True

    # -- the sticky note ---------------------------------------------------------------------
    def login_from_user(self) -> str | None:
        """The token's user (a project or group access token is a bot user); None for a job
        token, which may not read `/user`."""
        if not self.can_write:
            return None
        try:
            found = self.gitlab.http_get("/user", max_retries=READ_RETRIES)
        except API_ERRORS:
            return None
        name = found.get("username") if isinstance(found, dict) else None
        return str(name) if name else None

    def comments(self, number: int) -> list[Comment]:
        notes = self._list(f"{self._mr_path}/notes", "list the merge request's notes",
                           sort="asc", order_by="created_at")
        return sorted((self._note(n) for n in notes if not n.get("system")),
                      key=lambda c: c.id)

    def post_comment(self, number: int, body: str) -> Comment:
        return self._note(self._write("POST", f"{self._mr_path}/notes", "post the note",
                                      {"body": body}))

    def edit_comment(self, comment_id: int, body: str) -> Comment:
        return self._note(self._write("PUT", f"{self._mr_path}/notes/{comment_id}",
                                      "edit the note", {"body": body}))

    def delete_comment(self, comment_id: int) -> bool:
        try:
            self.gitlab.http_delete(f"{self._mr_path}/notes/{comment_id}",
                                    retry_transient_errors=False, max_retries=READ_RETRIES)
        except API_ERRORS as error:
            if status_of(error) == 404:
                return False  # another run removed it first
            raise gitlab_failure(error, "delete a duplicate note", write=True) from None
        return True

    def _note(self, data: Any) -> Comment:
        author = data.get("author") or {} if isinstance(data, dict) else {}
        note_id = int(data["id"])
        web = str(self._mr.get("web_url") or "") if self._mr else ""
        return Comment(id=note_id, body=str(data.get("body") or ""),
                       author=str(author.get("username") or ""),
                       url=f"{web}#note_{note_id}" if web else "")

    # -- the status and inline comments ------------------------------------------------------
    def set_status(self, sha: str, *, state: StatusState, name: str, description: str,
                   target_url: str | None) -> None:
        body: dict[str, Any] = {"state": state, "name": name, "description": description[:255]}
        if target_url:
            body["target_url"] = target_url
        if self.status_ref:
            body["ref"] = self.status_ref
        self._write("POST", f"/projects/{self.project}/statuses/{quote(sha)}",
                    "set the commit status", body)

    def inline_comments(self, number: int) -> list[Comment]:
        found = self._list(f"{self._mr_path}/discussions",
                           "list the merge request's discussions")
        return [self._note(note) for discussion in found
                for note in discussion.get("notes") or [] if isinstance(note, dict)]

    def create_inline_comment(self, number: int, head_sha: str,
                              comment: InlineComment) -> None:
        refs = self.merge_request().get("diff_refs") or {}
        position = {"position_type": "text", "base_sha": refs.get("base_sha"),
                    "start_sha": refs.get("start_sha"), "head_sha": head_sha,
                    "new_path": comment.path, "old_path": comment.path,
                    "new_line": comment.line}
        self._write("POST", f"{self._mr_path}/discussions", "start an inline discussion",
                    {"body": comment.body, "position": position})


def _entry(item: dict[str, Any]) -> FolderEntry:
    kind = TREE_KINDS.get(str(item.get("type")), str(item.get("type")))
    if kind == "file" and str(item.get("mode")) == SYMLINK_MODE:
        kind = "symlink"
    return FolderEntry(str(item["name"]), kind, str(item["id"]))


def _when(value: Any) -> datetime:
    return datetime.fromisoformat(str(value).replace("Z", "+00:00"))


def _is_a_forge(forge: GitLabForge) -> Forge:
    """Type-checked proof that GitLab's adapter is all the seam asks for."""
    return forge
