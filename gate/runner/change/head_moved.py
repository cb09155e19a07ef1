"""The head a run graded is still the pull request's head once its files were read.

GitHub lists a pull request's files as they are when it is asked, not as they were when the run
checked the event: a push between the two makes the list (and the blobs read by it) a later
head's, while the grade would be posted on the earlier one. So once the files are listed,
GitHub is asked afresh (the files are then read by the blob ids of that list, so a later push
changes nothing read); a head that moved ends the docs check inconclusive for the old head, with a
missing piece naming both commits. (On github.com the push starts a run of its own, which
grades the new head.)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from gate.core.errors import MissingPiece

if TYPE_CHECKING:
    from gate.forge.seam import ChangeReader
    from gate.github.context import RunContext


def require_unmoved_head(context: RunContext, client: ChangeReader | None) -> None:
    """`MissingPiece` when GitHub now holds another head for the pull request."""
    if client is None or context.pr_number is None or not context.head_sha:
        return
    now = client.pull_head(context.pr_number, fresh=True)
    if now.lower() != context.head_sha.lower():
        raise MissingPiece(
            f"the pull request's head moved from {context.head_sha[:12]} to {now[:12]} while "
            "the gate read its files, so what was read may belong to the later head and "
            f"nothing was graded for {context.head_sha[:12]}.",
            remediation="the run for the new head grades it; re-run this job if none started.")
