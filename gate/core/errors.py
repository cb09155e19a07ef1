"""One error hierarchy for the whole gate.

Every error the gate raises on purpose carries what went wrong, where (file and line when there
is one), and the fix, so the command line can print one readable paragraph instead of a
traceback. The class decides the exit code, so a caller never has to map errors to codes.
"""

from __future__ import annotations

from enum import IntEnum
from typing import ClassVar

from gate.core.safe_text import one_line


class ExitCode(IntEnum):
    """The exit codes of the contract; users' workflows branch on them."""

    PASSED = 0
    BELOW_THRESHOLD = 1
    BAD_INPUT = 2
    SERVICE_FAILED = 3
    #: The same code: an enforced bar the gate could not decide, or an internal error.
    INCONCLUSIVE = 3


class GateError(Exception):
    """Base of every error the gate reports to its user."""

    exit_code: ClassVar[ExitCode] = ExitCode.BAD_INPUT
    label: ClassVar[str] = "error"

    def __init__(
        self,
        message: str,
        *,
        remediation: str,
        path: str | None = None,
        line: int | None = None,
    ) -> None:
        super().__init__(message)
        self.message = message
        self.remediation = remediation
        self.path = path
        self.line = line

    @property
    def location(self) -> str:
        """`file:line`, `file`, or nothing, in the form editors and CI logs make clickable."""
        if self.path is None:
            return ""
        return f"{self.path}:{self.line}" if self.line is not None else self.path

    def render(self) -> str:
        """The one paragraph a person reads: where, what, and how to fix it. Messages quote
        names from the input (a model name, an artifact id), so the paragraph is flattened to
        one line: no input can start a line of its own, and so no workflow command."""
        where = f"{self.location}: " if self.location else ""
        return one_line(f"{self.label}: {where}{self.message} Fix: {self.remediation}", 2000)


class UsageError(GateError):
    """The command line itself is wrong (a flag, a missing argument)."""


class InputError(GateError):
    """An input file is missing, unreadable, or not in a format the gate reads."""


class ConfigError(GateError):
    """`signalforge.yml` (or a flag standing in for it) is invalid."""


class ServiceError(GateError):
    """An outside service (GitHub, the judge's API) failed and no verdict could be reached."""

    exit_code: ClassVar[ExitCode] = ExitCode.SERVICE_FAILED


class MissingPiece(GateError):  # noqa: N818 (a piece of the grade, not a failure)
    """A piece of the change the gate could not obtain or verify from GitHub (a drafted file
    whose bytes differ from the blob GitHub lists, a file missing at the head commit, an event
    file that disagrees with the API): never graded from the runner's copy, so the check it
    belongs to is inconclusive, and the report names the piece."""

    exit_code: ClassVar[ExitCode] = ExitCode.INCONCLUSIVE
    label: ClassVar[str] = "missing"


class InternalError(GateError):
    """An unexpected exception: a bug in the gate. No verdict could be reached, and the report
    says so rather than guessing one."""

    exit_code: ClassVar[ExitCode] = ExitCode.SERVICE_FAILED

    @classmethod
    def wrapping(cls, error: BaseException, version: str) -> InternalError:
        return cls(f"no verdict could be reached: an internal error occurred "
                   f"({type(error).__name__}: {error}).",
                   remediation=f"this is a bug in signalforge-gate {version}; re-run with "
                               "--debug (or RUNNER_DEBUG=1) for the traceback and report it "
                               "with the input that caused it.")
