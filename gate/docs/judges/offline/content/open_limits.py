"""A description that holds its value to a named limit no text of its model gives a figure.

"True if resolved within SLA." and "True if the referral missed SLA." say what the flag means
only to a reader who knows the SLA: which duration, on which clock. The Markdown reading of
the same defect (`open_terms.py`: "a limit with no clock") is applied to a model's
descriptions, against the model's other texts: where one of them gives the limit a figure ("the
complaints SLA is 15 business days"), the flag's reader has it.

| check                 | score | the description …                                          |
|-----------------------|-------|------------------------------------------------------------|
| a limit with no clock | 0.4   | holds its value to a named limit ("within SLA", "missed the|
|                       |       | cut-off") with no figure, where no text of its model gives |
|                       |       | that limit one                                             |

Each text is read once (`open_terms_of`, cached); the limits a model's texts give figures are
gathered once per model tuple: linear in the model.
"""

from __future__ import annotations

import threading
from collections.abc import Iterable

from gate.docs.artifacts import Artifact
from gate.docs.judges.offline.left_open.open_terms import open_terms_of
from gate.docs.judges.offline.model_context.model_index import ModelIndex
from gate.docs.judges.offline.shared.finding import Finding, quote
from gate.docs.judges.offline.telling.told import told
from gate.docs.seam.score_levels import LACKING

KINDS = frozenset({"column_description", "measure_description", "metric_description",
                   "dimension_description"})


class FiguredLimits:
    """The limits each model's texts give a figure, by model texts tuple."""

    KEPT = 4096

    def __init__(self) -> None:
        self.held: dict[int, tuple[tuple[Artifact, ...], frozenset[str]]] = {}
        self.lock = threading.Lock()

    def of(self, texts: tuple[Artifact, ...]) -> frozenset[str]:
        held = self.held.get(id(texts))
        if held is None or held[0] is not texts:
            held = (texts, frozenset(limit for text in texts
                                     for limit in open_terms_of(text.text).figured_limits))
            with self.lock:
                if len(self.held) >= self.KEPT:
                    self.held.clear()
                self.held[id(texts)] = held
        return held[1]


FIGURED = FiguredLimits()


def limit_without_figure(artifact: Artifact, index: ModelIndex) -> Iterable[Finding]:
    """The clarity check: a limit the text names with no figure, that no text of its model
    gives one."""
    if artifact.kind not in KINDS or artifact.test is not None:
        return
    shown = told(artifact)
    if "SLA" not in shown.upper() and not any(word in shown.lower() for word in (
            "deadline", "cut-off", "cutoff", "threshold", "tolerance", "target", "limit",
            "turnaround", "slo", "ola")):
        return
    figured = FIGURED.of(index.rules.texts)
    for limit, sentence in open_terms_of(shown).limits:
        if limit not in figured:
            yield Finding(LACKING, quote(sentence), f"The text holds the value to the {limit} "
                          f"('{quote(sentence)}') but gives it no figure, and no text of the "
                          "model does: a reader cannot tell which duration or amount applies.")
            return
