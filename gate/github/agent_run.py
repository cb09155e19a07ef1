"""The agent's own workflow run for a pull request's head commit, and its audit artifact.

A session audit committed in a pull request is the agent's own account: whoever can push to
the branch can write it. An artifact uploaded by the agent's workflow run is a record the pull
request cannot write, provided the run is the one the base configuration names. So the run is
found through the API, never from anything in the checkout or the event, and checked:

- its head commit is the pull request's head (GitHub's `head_sha` filter, and again here);
- its workflow path is the one `gate.session.workflow` names, read on the default branch
  (GitHub names the ref: `.github/workflows/agent.yml@main`; where it does not, the file at
  the run's head commit must be the default branch's byte for byte): a pull request that
  edits the agent's workflow gets no trusted run;
- its event is one `gate.session.events` accepts;
- it uploaded an artifact of the configured name that has not expired.

Anything else is a `MissingPiece` naming the reason: never a pass, never a fallback to the
committed audit. The artifact's zip is streamed through PyGithub, which follows GitHub's
redirect to its storage without the token, and is bounded in size.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from itertools import islice
from typing import TYPE_CHECKING, Any, BinaryIO
from urllib.parse import urlsplit

from gate.core.errors import MissingPiece
from gate.core.safe_text import one_line

if TYPE_CHECKING:  # PyGithub is imported only by runs that call GitHub
    from gate.github.pull_request import PullRequestClient

#: Seconds to connect to, and between bytes from, GitHub or its storage during a download.
DOWNLOAD_TIMEOUT = (10, 60)
REDIRECTS = frozenset({301, 302, 303, 307, 308})
CHUNK = 2**16
#: Runs listed for one head commit that are looked at: a commit with more is not an agent's.
MAX_RUNS = 100
FIX = ("run the agent through the workflow gate.session.workflow names, on the pull request's "
       "head commit, and upload its CLEO audit with actions/upload-artifact under the name "
       "gate.session.artifact gives")


@dataclass(frozen=True)
class FoundArtifact:
    """The checked run and the artifact to download."""

    run_id: int
    workflow: str
    event: str
    head_sha: str
    url: str | None
    artifact: str
    artifact_id: int
    size: int
    download_url: str


@dataclass(frozen=True)
class PullRequestAt:
    """The pull request the run must be for: its number, head, and the commits before it."""

    number: int
    head_sha: str
    #: Its base and every commit but the head: where a run on it may have started.
    earlier: frozenset[str] = frozenset()


def find_agent_artifact(client: PullRequestClient, *, workflow: str, events: Iterable[str],
                        pull: PullRequestAt, artifact: str) -> FoundArtifact:
    """The newest run of `workflow` for the pull request that passes every check, and its
    artifact: a run at its head commit first, then one that started on an earlier commit of
    it and names it (an agent's run pushes its commits after it starts)."""
    accepted = tuple(events)
    from gate.github.pull_request import API_ERRORS, _fail  # noqa: PLC0415 - PyGithub late

    try:
        runs = _candidates(client, workflow, pull, accepted)
        refusals: list[str] = []
        for run in runs:
            reason = _refused(run, pull, accepted) or _not_the_default_branchs(
                client, run, workflow, run.head_sha)
            if reason is None:
                reason, found = _artifact_of(run, artifact)
                if found is not None:
                    return found
            refusals.append(reason)
    except API_ERRORS as error:
        raise _fail(error, "find the agent's workflow run") from None
    if refusals:
        raise MissingPiece("the agent's run could not be used, so no session was graded: "
                           + "; ".join(refusals[:3]) + ".", remediation=FIX, path=workflow)
    raise MissingPiece(f"GitHub lists no run of {workflow} for the head commit "
                       f"{pull.head_sha[:12]} or for this pull request, so no session audit "
                       "from the agent's run could be graded.", remediation=FIX, path=workflow)


def _candidates(client: PullRequestClient, workflow: str, pull: PullRequestAt,
                events: tuple[str, ...]) -> list[Any]:
    """The runs of `workflow` at the head commit (newest first), then the newest runs of an
    accepted pull-request event that name this pull request and started on an earlier commit."""
    def ours(run: Any) -> bool:
        return str(run.path).split("@", 1)[0] == workflow

    at_head = _newest_first(r for r in islice(client.repo.get_workflow_runs(
        head_sha=pull.head_sha, exclude_pull_requests=True), MAX_RUNS) if ours(r))
    if at_head or "pull_request_target" not in events or not pull.earlier:
        return at_head
    before = client.repo.get_workflow_runs(event="pull_request_target")
    return _newest_first(r for r in islice(before, MAX_RUNS) if ours(r)
                         and r.head_sha in pull.earlier
                         and pull.number in {p.number for p in r.pull_requests})


def _newest_first(runs: Iterable[Any]) -> list[Any]:
    return sorted(runs, key=lambda r: (r.id, r.run_attempt or 0), reverse=True)


def _refused(run: Any, pull: PullRequestAt, events: tuple[str, ...]) -> str | None:
    if run.head_sha != pull.head_sha and run.head_sha not in pull.earlier:
        return (f"run {run.id} is for commit {one_line(str(run.head_sha), 40)[:12]}, not the "
                f"head {pull.head_sha[:12]} nor a commit of this pull request")
    if run.event not in events:
        return (f"run {run.id} was triggered by {one_line(str(run.event), 40)!r}, which "
                f"gate.session.events does not accept ({', '.join(events)})")
    return None


def _artifact_of(run: Any, name: str) -> tuple[str, FoundArtifact | None]:
    named = [a for a in islice(run.get_artifacts(), MAX_RUNS) if a.name == name]
    if not named:
        return f"run {run.id} uploaded no artifact named {name!r}", None
    live = [a for a in named if not a.expired]
    if not live:
        return f"run {run.id}'s artifact {name!r} has expired", None
    newest = max(live, key=lambda a: a.id)
    return "", FoundArtifact(run_id=run.id, workflow=run.path, event=run.event,
                             head_sha=run.head_sha, url=run.html_url, artifact=name,
                             artifact_id=newest.id, size=newest.size_in_bytes or 0,
                             download_url=newest.archive_download_url)


def _not_the_default_branchs(client: PullRequestClient, run: Any, workflow: str,
                             head_sha: str) -> str | None:
    """Why the workflow the run used is not the default branch's, or None. GitHub names the
    ref the workflow file was read at (`path: .github/workflows/agent.yml@main`); where it
    does not, the file at the run's head commit must be the default branch's byte for byte.
    Else the pull request wrote the job that uploaded the audit."""
    default = client.repo.default_branch
    _, _, ref = str(run.path).partition("@")
    if ref:
        if ref.removeprefix("refs/heads/") == default:
            return None
        return (f"run {run.id} ran {workflow} as {one_line(ref, 100)} has it, not as the "
                f"default branch ({default}) has it")
    on_default = client.read_file(workflow, default)
    if on_default is None:
        return f"{workflow} does not exist on the default branch ({default})"
    if client.read_file(workflow, head_sha) != on_default:
        return (f"{workflow} at the head commit {head_sha[:12]} is not the default branch's "
                f"({default}): the pull request changed the job that uploaded the audit")
    return None


def download_artifact(client: PullRequestClient, found: FoundArtifact, limit: int,
                      sink: BinaryIO) -> int:
    """The artifact's zip into `sink`; MissingPiece when it is larger than `limit` bytes."""
    too_large = MissingPiece(f"the agent's run {found.run_id} artifact {found.artifact!r} is "
                             f"larger than the {limit // 2**20} MiB the gate downloads.",
                             remediation="upload only the session's audit in the artifact.",
                             path=found.workflow)
    if found.size > limit:
        raise too_large
    written = _download(client.token, found.download_url, limit, sink,
                        f"download the agent's run {found.run_id} artifact")
    if written is None:
        raise too_large
    return written


def _download(token: str, url: str, limit: int, sink: BinaryIO, doing: str) -> int | None:
    """`url`'s bytes into `sink`; None past `limit` bytes. GitHub answers with a redirect to
    its storage, whose address is signed: it is followed once, without the token (PyGithub's
    own stream refuses storage hosts outside github.com, where GitHub keeps artifacts)."""
    import requests  # noqa: PLC0415 - only runs that download import it

    from gate.github.pull_request import _fail  # noqa: PLC0415 - PyGithub late

    try:
        with requests.Session() as session:
            session.trust_env = False  # the job's proxies and CA bundles are not the gate's
            first = session.get(url, allow_redirects=False, timeout=DOWNLOAD_TIMEOUT,
                                headers={"Authorization": f"Bearer {token}",
                                         "Accept": "application/vnd.github+json",
                                         "X-GitHub-Api-Version": "2022-11-28"})
            if first.status_code not in REDIRECTS:
                first.raise_for_status()
                raise requests.exceptions.InvalidURL("GitHub gave no address of the archive")
            location = first.headers.get("location", "")
            if urlsplit(location).scheme not in {"https", urlsplit(url).scheme}:
                raise requests.exceptions.InvalidURL("GitHub redirected to an insecure address")
            with session.get(location, stream=True, timeout=DOWNLOAD_TIMEOUT,
                             allow_redirects=False) as answer:
                answer.raise_for_status()
                return _drain(answer.iter_content(CHUNK), limit, sink)
    except requests.exceptions.RequestException as error:
        raise _fail(error, doing) from None


def _drain(chunks: Iterable[bytes], limit: int, sink: BinaryIO) -> int | None:
    written = 0
    for chunk in chunks:
        written += len(chunk)
        if written > limit:
            return None
        sink.write(chunk)
    return written
