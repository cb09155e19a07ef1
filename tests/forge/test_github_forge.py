"""GitHub behind the forge seam: the same PyGithub client, its answers unchanged."""

from __future__ import annotations

from dataclasses import dataclass

from gate.forge.github.adapter import GitHubForge
from gate.github.pull_request import Pacing, PullRequestClient
from tests.fakes.github_api import FakeGitHub

REPO = "Codertocat/Hello-World"


@dataclass(frozen=True)
class Inline:
    path: str
    line: int
    body: str

BASE, HEAD = "f95f852bd8fca8fcc58a9a2d6c842781e32a215e", "ec26c3e57ca3a959ca5aad62de7213c562f8c821"


def test_the_seam_s_status_words_become_github_s_and_reads_delegate() -> None:
    with FakeGitHub() as fake:
        fake.add_repo(REPO, default_branch="master", default_sha=BASE)
        fake.add_pull(REPO, 2, BASE, HEAD, files=[{"filename": "a.yml", "status": "added",
                                               "patch": "@@ -0,0 +1,1 @@\n+x: 1"}])
        fake.put_file(REPO, "a.yml", HEAD, "x: 1\n")
        client = PullRequestClient(fake.base_url, "ghs_forge-test", REPO,
                                   Pacing(requests=0, writes=0, retries=0))
        forge = GitHubForge(client)
        assert forge.pull_commits(2).head_sha == HEAD
        assert [f.filename for f in forge.changed_files(2).files] == ["a.yml"]
        assert forge.read_file("a.yml", HEAD) == b"x: 1\n"
        (entry,) = forge.folder_entries("", HEAD) or []
        assert (entry.name, entry.kind) == ("a.yml", "file")
        assert forge.folder_entries("no-such-folder", HEAD) is None
        forge.set_status(HEAD, state="failed", name="signalforge-gate", description="below",
                         target_url=None)
        forge.create_inline_comment(2, HEAD, Inline("a.yml", 1, "weak"))
        (comment,) = forge.inline_comments(2)
        assert (comment.body, comment.author) == ("weak", "github-actions[bot]")
        (status,) = fake.statuses(REPO)
        assert (status["state"], status["context"]) == ("failure", "signalforge-gate")
        assert fake.violations == []
