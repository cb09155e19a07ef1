"""What the docs pairs near their pass mark allow, as the report carries it.

`NearBarRange` is here, below the docs grade and the report that both carry it, so that the
report's check verdicts are defined without importing the docs grading (`session` never does),
and apart from the bars' comparisons (`gate.core.scores.bars`), which the `session` command uses
without importing pydantic.
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
