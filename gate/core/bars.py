"""The bars a grade is held to, compared in one place.

SignalForge's grade layer holds a docs grade to two bars, `grade.min_pass_rate` and
`grade.min_mean_score` (met when the figure is at or above the bar); the session check holds
each session's percent to `gate.session.min_percent`. The three-state verdict
(`gate.report.verdict`), SignalForge's own `passed` in the docs report and every view that marks a
figure as meeting its bar ask here, so no view can round or compare differently.

`NearBarRange` is here, below the docs grade and the report that both carry it, so that the
report's check verdicts are defined without importing the docs grading (`session` never does).
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field


class NearBarRange(BaseModel):
    """What the pairs near their pass mark allow: the pass rate and mean score had each of
    them fallen on the other side of its mark (anywhere within the margin)."""

    model_config = ConfigDict(frozen=True, extra="ignore")

    pairs: int = Field(ge=0, description="scored pairs within the margin of their pass mark")
    margin: float
    pass_rate: tuple[float, float] = Field(description="lowest and highest pass rate")
    mean_score: tuple[float, float] = Field(description="lowest and highest mean score")


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
