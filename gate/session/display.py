"""The session grade for a person at a terminal: stars, scores, evidence and flags."""

from __future__ import annotations

from gate.core.safe_text import one_line
from gate.core.scores.stars import stars
from gate.session.models import DIMENSION_FIELDS, DIMENSION_MAX, GradeResult
from gate.session.rubric import dimension_of_flag

DIMENSION_NAMES = {
    "session_discipline": "Session discipline",
    "discovery_efficiency": "Discovery efficiency",
    "task_hygiene": "Task hygiene",
    "error_protocol": "Error protocol",
    "disclosure_use": "Progressive disclosure",
}
DIMENSION_TITLES = {key: f"S{number} {name}"
                    for number, (key, name) in enumerate(DIMENSION_NAMES.items(), 1)}



def render_session(result: GradeResult) -> str:
    """A readable block for one session's grade."""
    lines = [
        f"Session {one_line(result.session_id, 200)}: {result.total_score}/{result.max_score} "
        f"({result.percent}%) grade {result.letter} · {result.entry_count} entries",
    ]
    by_dimension: dict[str | None, list[str]] = {}
    for flag in result.flags:
        by_dimension.setdefault(dimension_of_flag(flag), []).append(flag)
    for name in DIMENSION_FIELDS:
        dimension = getattr(result.dimensions, name)
        lines.append(f"  {stars(dimension.score / DIMENSION_MAX)}  {dimension.score:>2}/"
                     f"{dimension.max}  {DIMENSION_TITLES[name]}")
        # Evidence and flags quote task ids from the log: flattened like any input.
        lines.extend(f"      ✓ {one_line(evidence)}" for evidence in dimension.evidence)
        lines.extend(f"      ⚑ {one_line(flag)}" for flag in by_dimension.get(name, ()))
    lines.extend(f"  ⚑ {one_line(flag)}" for flag in by_dimension.get(None, ()))
    problems = result.input_problems
    if problems.total:
        kinds = ", ".join(f"{kind} ×{count}" for kind, count in problems.by_kind.items())
        lines.append(f"  ! graded despite {problems.total} input problem(s): {kinds}")
    lines.append(f"  Total {result.total_score}/{result.max_score} → {result.letter}")
    return "\n".join(lines)
