"""The head's side of a file the gate-change notice compares: as GitHub holds it, not the disk.

The notice says what a pull request would change in the gate once merged; a step of the job
that wrote the base's `signalforge.yml`, `dbt_project.yml` or workflow back into the checkout
must not take the change out of it. So in a pull request a file is read as the head commit
holds it: one the pull request does not touch is the base's (it changes nothing), one it
removes is absent, and one it adds or modifies is read by the blob id GitHub lists
(`HeadFiles`: the local object store, else the contents API, hashed against the id). In a
merge queue the contents API answers at the queue's commit. Only without a token (another CI)
is the checkout, which is then the head the user checked out, read.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Literal

from gate.core.errors import ConfigError, GateError
from gate.inputs.head_files import HeadFiles

if TYPE_CHECKING:
    from gate.forge.seam import ChangeReader
    from gate.github.context import RunContext

Read = bytes | Literal["absent"] | None


def read_at_head(context: RunContext, client: ChangeReader | None, path: str, cap: int,
                 *, at_base: Callable[[str], Read], in_checkout: Callable[[str], Read]) -> Read:
    """`path` at the head commit: bytes, "absent", or None when not known. Raises
    `ConfigError` naming the file when its bytes cannot be had or are not its blob."""
    head = context.head_sha
    if client is None or not head:
        return in_checkout(path)
    try:
        if context.pr_number is None:  # a merge queue's commit
            data = client.read_file(path, head)
            return "absent" if data is None else data
        listed = client.changed_files(context.pr_number).files
        touched = {f.filename: f for f in listed}
        moved_away = {f.previous_filename for f in listed if f.previous_filename}
        if path not in touched:
            return "absent" if path in moved_away else at_base(path)
        if touched[path].status == "removed":
            return "absent"
        with HeadFiles(context.workspace, head, {path: touched[path].sha}, client) as files:
            return files.read(path, cap)
    except GateError as error:
        raise ConfigError(f"the file could not be read at the head commit {head[:12]} "
                          f"({error.message.rstrip('.')}).", remediation=error.remediation,
                          path=path) from None
