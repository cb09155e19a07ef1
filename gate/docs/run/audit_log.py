"""The judge audit log: one JSON line per judge call, written fail-closed.

`.signalforge/grade.jsonl` answers "what did the judge see and say, and what did it cost" long
after the PR is merged. A grade whose audit trail is missing is worse than no grade, so a record
that cannot be written stops the run: each record is one `write` on an O_APPEND descriptor
(concurrent writers interleave whole lines) of a file created 0600 (records name files and
artifacts of a possibly private repository), and the log is `fsync`ed when it is closed, before
the grade exists; a failure there stops the run too. One sync per run, not one per record: a
sync per record, under the log's lock, makes each call of a wave wait on the others' syncs.
"""

from __future__ import annotations

import json
import os
import threading
from pathlib import Path
from typing import Any

from gate import TOOL_NAME, __version__
from gate.core.clock import iso_now
from gate.core.errors import InputError
from gate.core.redaction import redact
from gate.docs.seam.budget import merged
from gate.docs.seam.judge import Judge, JudgeOutcome, JudgeRequest

AUDIT_SCHEMA_VERSION = 1
#: A record holds ids, scores, hashes and token counts, never drafted text; one this large means
#: something is wrong, and it is refused rather than truncated.
RECORD_LIMIT_BYTES = 16_000


class AuditWriteError(InputError):
    """The audit record could not be written; the run stops."""


class AuditLog:
    def __init__(self, path: Path) -> None:
        self.path = path
        self._lock = threading.Lock()
        self._fd: int | None = None

    def __enter__(self) -> AuditLog:
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            # O_NOFOLLOW: a checkout may hold a link at this path, pointing anywhere.
            self._fd = os.open(self.path,
                               os.O_WRONLY | os.O_APPEND | os.O_CREAT | os.O_NOFOLLOW, 0o600)
        except OSError as error:
            raise AuditWriteError(
                f"the judge audit log cannot be opened ({error.strerror}).",
                remediation="set gate.docs.audit_log to a writable path.",
                path=str(self.path)) from None
        return self

    def __exit__(self, failure: type[BaseException] | None, *_: object) -> None:
        if self._fd is None:
            return
        fd, self._fd = self._fd, None
        try:
            os.fsync(fd)
        except OSError as error:
            if failure is not None:  # the run is already stopping; its own error says why
                return
            raise AuditWriteError(
                f"the judge audit log could not be saved ({error.strerror or error}); the run "
                "stopped rather than grade without an audit trail.",
                remediation="free disk space or fix the path's permissions, then re-run.",
                path=str(self.path)) from None
        finally:
            os.close(fd)

    def append(self, record: dict[str, Any]) -> None:
        # Details quote services' error messages, which can echo a secret.
        text = json.dumps({"audit_schema_version": AUDIT_SCHEMA_VERSION, **record},
                          ensure_ascii=False, separators=(",", ":"))
        line = (redact(text) + "\n").encode("utf-8")
        if len(line) > RECORD_LIMIT_BYTES:
            raise AuditWriteError(f"an audit record is {len(line)} bytes, over the "
                                  f"{RECORD_LIMIT_BYTES}-byte limit.",
                                  remediation="report this as a bug.", path=str(self.path))
        if self._fd is None:
            raise AuditWriteError("the audit log is not open.", remediation="report this "
                                  "as a bug.", path=str(self.path))
        with self._lock:
            try:
                written = os.write(self._fd, line)
                if written != len(line):
                    raise OSError(0, f"short write ({written} of {len(line)} bytes)")
            except OSError as error:
                raise AuditWriteError(
                    f"a judge audit record could not be written ({error.strerror or error}); "
                    "the run stopped rather than grade without an audit trail.",
                    remediation="free disk space or fix the path's permissions, then re-run.",
                    path=str(self.path)) from None


def audit_record(request: JudgeRequest, outcome: JudgeOutcome, run_id: str, *, judge: Judge,
                 cost_mode: str, rubric_hash: str, prompt_hash: str) -> dict[str, Any]:
    """One call's record: what was asked, what came back, and what it cost; ids, scores,
    hashes and token counts, never drafted text."""
    artifact = request.artifact
    call = merged(outcome.calls)
    verdicts = outcome.verdicts or {}
    return {
        "tool": TOOL_NAME, "tool_version": __version__, "run_id": run_id,
        "timestamp": iso_now(), "judge": judge.name, "model": judge.model,
        "cost_mode": cost_mode, "artifact_id": artifact.artifact_id,
        "file": artifact.file, "line": artifact.line,
        "criteria": [c.id for c in request.criteria],
        "outcome": "scored" if outcome.verdicts is not None else "degraded",
        "degraded": outcome.failure, "violation": outcome.violation,
        "detail": outcome.detail[:500] or None,
        "results": [{"criterion_id": v.criterion_id, "score": v.score, "passed": v.passed}
                    for v in verdicts.values()],
        "attempts": call.attempts, "latency_seconds": round(call.latency_seconds, 3),
        "input_tokens": call.input_tokens, "output_tokens": call.output_tokens,
        "cache_creation_input_tokens": call.cache_creation_input_tokens,
        "cache_read_input_tokens": call.cache_read_input_tokens,
        "cost_usd": call.cost_usd, "rubric_hash": rubric_hash,
        "prompt_hash": prompt_hash,
        "response_hash": call.response_hash, "source": call.source,
    }
