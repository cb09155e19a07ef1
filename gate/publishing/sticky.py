"""Exactly one gate comment per (marker, instance) on a pull request, whatever GitHub does.

The same logic keeps GitLab's one merge-request note: it speaks to any forge's `NoteThread`.

Runs converge instead of trusting any single answer:

1. look: the gate's own comments are those carrying this instance's marker *and* written by
   the token's login; a comment anyone else wrote is never edited or deleted, even when it
   copies the marker;
2. write: edit the oldest of them, or create one when there is none. A create whose answer was
   lost is never repeated blindly: the gate looks again first, since GitHub may have made it;
3. look again: when two or three runs raced (a quick double push) or an earlier run left a
   duplicate, every run keeps the oldest, writes its content there, and deletes the others.
   Deleting what another run already deleted is fine (404).

Which login is "the gate's" follows from the token, without the user naming it: an explicit
`comment-author` wins; a personal token's user comes from `GET /user`; an installation token
(`ghs_…`, which may not read `/user`) is the App that the check run's answer names, else
GitHub Actions' bot; and a create's answer always tells who wrote it.
"""

from __future__ import annotations

from collections.abc import Callable
from contextlib import suppress

from gate.forge.seam import Comment, NoteThread, OutcomeUnknown

ACTIONS_BOT = "github-actions[bot]"
CREATE_ATTEMPTS = 3


class Identity:
    """The login the token's comments carry, learned once and refined by GitHub's answers."""

    def __init__(self, client: NoteThread, override: str | None = None) -> None:
        self.client = client
        self.override = override or None
        self.learned: str | None = None
        self._asked_user = False

    def login(self) -> str:
        if self.override:
            return self.override
        if self.learned is None and not self._asked_user:
            self._asked_user = True
            self.learned = self.client.login_from_user()
        return self.learned or ACTIONS_BOT

    def learn(self, login: str | None) -> None:
        """What GitHub said this token writes as (a create's author, a check run's App)."""
        if login and not self.override:
            self.learned = login


def shows_same(existing: str, body: str) -> bool:
    """Whether an existing comment already shows `body`: its hidden lines (marker, digest of
    what is shown, embedded scores) are all there."""
    hidden = [line for line in body.splitlines()[:4] if line.startswith("<!--")]
    return existing == body or (len(hidden) >= 2 and all(line in existing for line in hidden))


class StickyComment:
    def __init__(self, client: NoteThread, identity: Identity, marker: str) -> None:
        self.client = client
        self.identity = identity
        self.marker = marker

    def mine(self, number: int) -> list[Comment]:
        """The gate's own comments of this instance, oldest first."""
        login = self.identity.login()
        return [c for c in self.client.comments(number)
                if c.author == login and self.marker in c.body]

    def publish(self, number: int, render: Callable[[str | None], str]) -> Comment:
        """Write the comment `render` makes (given the earlier comment's body, if any) and
        converge on one; returns the comment that stays."""
        existing = self.mine(number)
        body = render(existing[0].body if existing else None)
        if existing:
            kept = existing[0]
            if not shows_same(kept.body, body):
                # A lost answer is fine: the look below finds out, and writes again if needed.
                with suppress(OutcomeUnknown):
                    kept = self.client.edit_comment(kept.id, body)
        else:
            kept = self._create(number, body)
        return self._converge(number, body, kept)

    def _create(self, number: int, body: str) -> Comment:
        for attempt in range(1, CREATE_ATTEMPTS + 1):
            try:
                created = self.client.post_comment(number, body)
            except OutcomeUnknown:
                found = self.mine(number)  # it may exist: GitHub did the write, lost the answer
                if found:
                    return found[0]
                if attempt == CREATE_ATTEMPTS:
                    raise
                continue
            self.identity.learn(created.author)
            return created
        raise AssertionError("unreachable")  # pragma: no cover

    def _converge(self, number: int, body: str, written: Comment) -> Comment:
        mine = self.mine(number)
        if not mine:
            return written
        kept = mine[0]
        if not shows_same(kept.body, body):
            kept = self.client.edit_comment(kept.id, body)
        for extra in mine[1:]:
            self.client.delete_comment(extra.id)
        return kept
