"""What an artifact is: the closed set of kinds, named by `signalforge.yml` (`applies_to`).

It lives with the configuration, below the docs readers, so that reading the configuration
and reading artifacts import in one direction: the readers take the kinds from here.
"""

from __future__ import annotations

from typing import Literal

ArtifactKind = Literal[
    "column_description", "column_rationale", "model_description", "model_rationale", "test",
    "markdown_section",
    # dbt resources beyond models (properties files read as dbt reads them)
    "source_description", "table_description", "seed_description", "snapshot_description",
    "analysis_description", "macro_description", "argument_description",
    "exposure_description", "metric_description", "semantic_model_description",
    "entity_description", "dimension_description", "measure_description",
    "saved_query_description", "unit_test_description",
]
