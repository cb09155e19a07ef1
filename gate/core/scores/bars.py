"""The bars a grade is held to, compared in one place.

SignalForge's grade layer holds a docs grade to two bars, `grade.min_pass_rate` and
`grade.min_mean_score` (met when the figure is at or above the bar); the session check holds
each session's percent to `gate.session.min_percent`. The three-state verdict
(`gate.report.verdict`), SignalForge's own `passed` in the docs report and every view that marks a
figure as meeting its bar ask here, so no view can round or compare differently.

The comparisons import nothing: the `session` command compares with them and imports no
pydantic (`NearBarRange`, the report's model of the pairs near a bar, is in `near_bar`).
"""

from __future__ import annotations


def bar_misses(pass_rate: float, mean: float, min_pass_rate: float, min_mean: float
               ) -> list[str]:
    """Each docs bar the figures miss, in words; empty when both are met."""
    misses = []
    if not meets(pass_rate, min_pass_rate):
        misses.append(f"pass rate {pass_rate:.0%} is below {min_pass_rate:.0%}")
    if not meets(mean, min_mean):
        misses.append(f"mean score {mean:.2f} is below {min_mean:.2f}")
    return misses


def meets(figure: float, bar: float) -> bool:
    """A figure meets its bar at or above it: a pass rate, a mean score, a session's percent."""
    return figure >= bar
