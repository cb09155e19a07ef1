"""Write the JUnit, SARIF and Code Quality files a command was asked for (`--junit`,
`--sarif`, `--code-quality`).

The renderers are imported only when their file is asked for: most runs write neither, and
start-up is paid on every run.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from gate.core.files import write_atomically
from gate.session.models import GradeResult

if TYPE_CHECKING:  # `session` writes no docs grade: the docs models stay unimported there
    from gate.docs.models import GradingReport


def write_formats(*, junit: Path | None, sarif: Path | None, sessions: Sequence[GradeResult],
                  docs: GradingReport | None, session_min_percent: int, docs_enforced: bool,
                  category: str = "", code_quality: Path | None = None) -> list[Path]:
    """The files written, in order (none when neither was asked for)."""
    written = []
    if junit is not None:
        from gate.report.formats.junit import render_junit  # noqa: PLC0415

        write_atomically(junit, render_junit(sessions, docs,
                                             session_min_percent=session_min_percent))
        written.append(junit)
    if sarif is not None:
        from gate.report.formats.sarif import render_sarif  # noqa: PLC0415

        write_atomically(sarif, render_sarif(docs, enforced=docs_enforced, category=category))
        written.append(sarif)
    if code_quality is not None:
        from gate.report.formats.code_quality import render_code_quality  # noqa: PLC0415

        write_atomically(code_quality, render_code_quality(docs, enforced=docs_enforced))
        written.append(code_quality)
    return written
