"""The page's two small charts as inline-SVG geometry: a criterion's score distribution with
its pass mark, and the session grade's trend over the history.

Only numbers are computed here (in the SVG's own coordinates); the template draws them, so a
chart needs no script, no library and no request.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from gate.report.html.text import plain
from gate.session.history import HistoryLine

BINS = 10
CHART_WIDTH = 200
CHART_HEIGHT = 60
TREND_WIDTH = 400
TREND_HEIGHT = 100
#: The trend shows the latest grades only: a long history would be a solid band anyway.
TREND_POINTS = 200
TREND_ROWS = 10


@dataclass(frozen=True)
class Bin:
    low: float
    count: int
    x: float
    y: float
    width: float
    height: float


@dataclass(frozen=True)
class Histogram:
    criterion: str
    bins: tuple[Bin, ...]
    pass_mark: float
    pass_mark_x: float
    pairs: int
    ungraded: int
    passes: int
    mean: float | None


def histogram(criterion: str, scores: Sequence[float | None], pass_mark: float, *,
              mean: float | None, passes: int) -> Histogram:
    """Scores in ten bins of 0.1 (a score of 1.0 falls in the last), the tallest bin at full
    height; ungraded pairs are counted apart, since they have no place on the axis."""
    counts = [0] * BINS
    for score in scores:
        if score is not None:
            counts[min(BINS - 1, math.floor(score * BINS))] += 1
    tallest = max(counts) or 1
    width = CHART_WIDTH / BINS
    bins = []
    for index, count in enumerate(counts):
        height = round(count / tallest * (CHART_HEIGHT - 2), 2)
        bins.append(Bin(index / BINS, count, index * width + 1, CHART_HEIGHT - height,
                        width - 2, height))
    return Histogram(criterion, tuple(bins), pass_mark, round(pass_mark * CHART_WIDTH, 2),
                     len(scores), sum(score is None for score in scores), passes, mean)


@dataclass(frozen=True)
class TrendRow:
    timestamp: str
    session_id: str
    percent: int
    letter: str


@dataclass(frozen=True)
class Trend:
    points: str  # an SVG polyline's points
    bar_y: float | None  # the session bar's height on the chart
    grades: int
    shown: int
    latest: tuple[TrendRow, ...]  # the last few, newest first, as a table under the chart


def trend(history: Sequence[HistoryLine], min_percent: int | None) -> Trend | None:
    """The latest `TREND_POINTS` grades in the order they were recorded; None under two (a
    line needs two points)."""
    if len(history) < 2:
        return None
    latest = history[-TREND_POINTS:]
    step = TREND_WIDTH / (len(latest) - 1)
    points = " ".join(f"{round(index * step, 1)},{_y(line.effective_percent)}"
                      for index, line in enumerate(latest))
    rows = tuple(TrendRow(plain(line.timestamp, 40), plain(line.session_id, 80),
                          line.effective_percent, line.effective_letter)
                 for line in reversed(latest[-TREND_ROWS:]))
    return Trend(points, _y(min_percent) if min_percent is not None else None, len(history),
                 len(latest), rows)


def _y(percent: int) -> float:
    return round(TREND_HEIGHT - max(0, min(100, percent)) / 100 * TREND_HEIGHT, 1)
