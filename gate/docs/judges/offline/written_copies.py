"""A text that tells nothing, compared with its siblings: it contradicts none, but it can still
be a copy of one.

The offline judge scores what a text tells (`told.py`); a text none of whose sentences tells
anything ("The GitLab handle of the model editor", "DPD band of the loan.") scores nothing for
the criteria that need what it should tell. A comparison is another matter: it reads the
text as written against its siblings as told, since what contradicts a sibling ("customer"
for an account) is not what describes, and a text none of whose sentences describes can
still name another entity, currency or value than its siblings. A copy of a sibling is still
a copy: the told index holds no words of such a text to find it by, so the model's texts are
indexed as written, by their words only, once per model tuple and only for a model that has
such a text.
"""

from __future__ import annotations

import threading

from gate.docs.artifacts import Artifact
from gate.docs.judges.offline.finding import quote
from gate.docs.judges.offline.model_index import _compared_text, _keep_two, _other, words
from gate.docs.seam.judge import JudgeRequest, Verdict
from gate.docs.seam.score_levels import GRAVE

#: Comparisons of a text with its siblings, which a text that tells nothing cannot fail.
COMPARED_AS_WRITTEN = frozenset({"consistency", "md-consistency"})
ByText = dict[tuple[str, str], tuple[Artifact, ...]]


class WrittenCopies:
    """A model's texts as written, by their words, built once per model tuple."""

    KEPT = 4096

    def __init__(self) -> None:
        self.held: dict[int, tuple[tuple[Artifact, ...], ByText]] = {}
        self.lock = threading.Lock()

    def copy_of(self, artifact: Artifact, artifacts: tuple[Artifact, ...]) -> Artifact | None:
        held = self.held.get(id(artifacts))
        if held is None or held[0] is not artifacts:
            by_text: ByText = {}
            for other in artifacts:
                if written := " ".join(words(_compared_text(other))):
                    _keep_two(by_text, (other.kind, written), other)
            held = (artifacts, by_text)
            with self.lock:
                if len(self.held) >= self.KEPT:
                    self.held.clear()
                self.held[id(artifacts)] = held
        own = " ".join(words(_compared_text(artifact)))
        return _other(held[1].get((artifact.kind, own), ()), artifact) if own else None


WRITTEN = WrittenCopies()


def compared_as_written(verdict: Verdict, request: JudgeRequest) -> Verdict:
    """`verdict`, of the text as written against its siblings as told, or, where it passes,
    a copy's: `request` is as written, its siblings too."""
    copy = WRITTEN.copy_of(request.artifact, request.model_artifacts) if verdict.passed \
        else None
    if copy is None:
        return verdict
    return Verdict(verdict.criterion_id, GRAVE, False, quote(request.artifact.text),
                   f"The text is identical to {copy.artifact_id}; copied text hides what "
                   "differs.")
