"""Per-criterion change since the gate's previous comment on the pull request.

The comment carries its own scores in a hidden line (base64 of a small JSON document, so no
text can close the HTML comment early), together with the baseline it was compared with. A
later run reads them back from the gate's own comment only (never from one someone else
wrote), and compares with:

- the previous comment's scores, when that comment was about another commit;
- the previous comment's own baseline, when it was about this same commit (a re-run): a re-run
  then renders the same comment, and the sticky comment is left as it was.
"""

from __future__ import annotations

import base64
import binascii
import json
import math
from dataclasses import dataclass, field
from typing import Any

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.summary import summarise
from gate.report.grade_json import GateReport

SCORES = "<!-- signalforge-gate:scores:{data} -->"
SCORES_LINE = lazy_pattern(r"<!-- signalforge-gate:scores:([A-Za-z0-9+/=]{1,20000}) -->")
#: Differences below this are shown as unchanged: judges' scores jitter in the last digits.
EPSILON = 0.005
MAX_CRITERIA = 200


@dataclass(frozen=True)
class Scores:
    """Mean score per criterion of one run, and the commit it graded."""

    head_sha: str | None = None
    means: dict[str, float] = field(default_factory=dict)


@dataclass(frozen=True)
class Baseline:
    """What this run's comment compares with, and what it embeds for the next run."""

    current: Scores
    previous: Scores | None


def scores_of(report: GateReport) -> Scores:
    grading = report.docs.report
    means = {} if grading is None else {s.criterion_id: round(s.mean, 4)
                                        for s in summarise(grading) if s.mean is not None}
    return Scores(report.context.head_sha, means)


def _encode(scores: Scores | None) -> Any:
    return None if scores is None else {"head": scores.head_sha, "means": scores.means}


def _decode(value: Any) -> Scores | None:
    if not isinstance(value, dict) or not isinstance(value.get("means"), dict):
        return None
    head = value.get("head") if isinstance(value.get("head"), str) else None
    means = {str(k)[:200]: float(v) for k, v in list(value["means"].items())[:MAX_CRITERIA]
             if isinstance(v, int | float) and not isinstance(v, bool) and math.isfinite(v)}
    return Scores(head, means)


def embed(baseline: Baseline) -> str:
    """The hidden line the comment carries."""
    document = {"current": _encode(baseline.current), "previous": _encode(baseline.previous)}
    data = base64.b64encode(json.dumps(document, sort_keys=True).encode()).decode()
    return SCORES.format(data=data)


def read_back(body: str) -> Baseline | None:
    """The baseline embedded in an earlier comment of the gate; None when absent or garbled."""
    found = SCORES_LINE.search(body)
    if found is None:
        return None
    try:
        document = json.loads(base64.b64decode(found.group(1), validate=True))
    except (binascii.Error, ValueError):
        return None
    current = _decode(document.get("current")) if isinstance(document, dict) else None
    if current is None:
        return None
    return Baseline(current, _decode(document.get("previous")))


def baseline_for(report: GateReport, earlier_body: str | None) -> Baseline:
    """This run's scores and what they compare with (see the module doc)."""
    current = scores_of(report)
    earlier = read_back(earlier_body) if earlier_body else None
    if earlier is None:
        return Baseline(current, None)
    if earlier.current.head_sha and earlier.current.head_sha == current.head_sha:
        return Baseline(current, earlier.previous)
    return Baseline(current, earlier.current)


def change(baseline: Baseline, criterion_id: str) -> str:
    """`▲ 0.12`, `▼ 0.05`, `=` or `new` for one criterion; empty without a previous run."""
    if baseline.previous is None:
        return ""
    now = baseline.current.means.get(criterion_id)
    before = baseline.previous.means.get(criterion_id)
    if before is None:
        return "new"
    if now is None:
        return "—"
    difference = now - before
    if abs(difference) < EPSILON:
        return "="
    return f"{'▲' if difference > 0 else '▼'} {abs(difference):.2f}"
