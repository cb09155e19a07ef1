"""The baseline's memory of the batches it submitted, so an interrupted run resumes.

A batch is paid for when it is submitted. A baseline killed while it waits (a cancelled job, a
runner that went away) must not submit the same requests again on the next run: the batch ids
and the `custom_id`s each holds are written to a small file in the verdict cache's folder,
atomically, before the run starts waiting. The next run looks in on those batches first, reads
what they answered, and submits only what no batch holds. A batch leaves the file once its
results have been read. The `custom_id`s are the pairs' verdict-cache keys, so the file stays
meaningful across runs whatever changed in between: an entry no current pair needs is skipped.
"""

from __future__ import annotations

from pathlib import Path

from pydantic import BaseModel, ConfigDict, ValidationError

from gate.core.files import write_atomically

STATE_FILE = "baseline-batches.json"
MAX_STATE_BYTES = 64 * 1024 * 1024


class SubmittedBatch(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str
    custom_ids: tuple[str, ...]
    submitted_at: str


class BaselineState(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    version: int = 1
    batches: tuple[SubmittedBatch, ...] = ()

    def with_batch(self, batch: SubmittedBatch) -> BaselineState:
        return self.model_copy(update={"batches": (*self.batches, batch)})

    def without(self, batch_id: str) -> BaselineState:
        return self.model_copy(
            update={"batches": tuple(b for b in self.batches if b.id != batch_id)})


def state_path(cache_directory: Path) -> Path:
    return cache_directory / STATE_FILE


def load_state(path: Path) -> tuple[BaselineState, str | None]:
    """The saved state, and a note when a file was there but could not be read (the run then
    starts afresh: at worst it pays again for what the lost batches held)."""
    try:
        with path.open("rb") as stream:
            raw = stream.read(MAX_STATE_BYTES + 1)
    except FileNotFoundError:
        return BaselineState(), None
    except OSError as error:
        return BaselineState(), f"{path} could not be read ({error.strerror or error})"
    try:
        if len(raw) > MAX_STATE_BYTES:
            raise ValueError("too large")
        return BaselineState.model_validate_json(raw), None
    except (ValueError, ValidationError):
        return BaselineState(), f"{path} is not a baseline state file; it was ignored"


def save_state(path: Path, state: BaselineState) -> None:
    """Atomically: a run killed while writing leaves the previous state, never half of one."""
    if state.batches:
        write_atomically(path, state.model_dump_json() + "\n")
    else:
        path.unlink(missing_ok=True)
