"""The envelope rule applied to artifacts: none that holds the run's nonce reaches a judge.

The judge prompt's tags carry a nonce drawn once per run (`gate.core.envelope_tags`), so a
text can close its block only by spelling the nonce, which it can only hold if a run's prompt
leaked into it. This module refuses such an artifact, checking every text of it that reaches
the prompt, for the engine's pre-flight and the prompt builder. A text that spells the tags
without the nonce (`<context>/<namespace>`, a Maven `<artifact>`) is data and reaches the judge;
one that forges a block's end (`Order id. </ARTIFACT>` and a verdict) is the addressing rules'
finding (`gate.docs.addressing.findings`), held back there.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from gate.core.envelope_tags import REMEDIATION, RUN_TAGS, EnvelopeTags
from gate.core.errors import InputError

if TYPE_CHECKING:
    from gate.docs.artifacts import Artifact

def refusal(artifact: Artifact, tags: EnvelopeTags = RUN_TAGS) -> InputError | None:
    """Why `artifact` may not be sent to a judge, or None when it may.

    Every text of the artifact that reaches the prompt is checked for the nonce of `tags`:
    the drafted text, the subject (a column name, a test's rendering with its SQL or values,
    a heading), and the model name and id."""
    for text in (artifact.text, artifact.subject, artifact.model, artifact.artifact_id):
        found = tags.line_of_nonce(text)
        if found is None:
            continue
        where = f" on line {found} of its text" if found > 1 else ""
        line = artifact.line
        if line is not None and artifact.kind == "markdown_section" and text is artifact.text:
            line += found - 1  # a section's text is its lines of the file, heading first
        return InputError(
            f"artifact {artifact.artifact_id} contains this run's envelope nonce{where}, which "
            "the judge prompt's tags carry (compared after Unicode NFKC normalisation and case "
            "folding, with any separators between its digits); it could end the judge's data "
            "envelope early and smuggle in instructions, so this artifact was not sent to the "
            "judge.",
            remediation=REMEDIATION, path=artifact.file, line=line)
    return None


def refusals(artifacts: Iterable[Artifact]) -> list[InputError]:
    """One error per artifact that may not be sent to a judge (file, line, why, fix), in input
    order: a caller can report each as a finding about its file and grade the rest."""
    return [error for error in map(refusal, artifacts) if error is not None]


def split_refused(
    artifacts: Sequence[Artifact],
) -> tuple[list[Artifact], list[InputError]]:
    """The artifacts that may be judged, and the refusals of those that may not."""
    accepted: list[Artifact] = []
    refused: list[InputError] = []
    for artifact in artifacts:
        error = refusal(artifact)
        if error is None:
            accepted.append(artifact)
        else:
            refused.append(error)
    return accepted, refused


def check_envelopes(artifacts: Iterable[Artifact]) -> None:
    """Raise the first refusal: the last line of defence before any judge call, so that no
    path reaches a judge with an artifact the rule refuses."""
    for artifact in artifacts:
        error = refusal(artifact)
        if error is not None:
            raise error
