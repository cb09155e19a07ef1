"""The envelope rule applied to artifacts: none that spells a prompt tag reaches a judge.

The rule on a text (which spellings count as the judge prompt's `<CONTEXT>` and `<ARTIFACT>`
tags, and why) is `gate.core.envelope_tags`; this module applies it to every text of an
artifact that reaches the prompt, for the engine's pre-flight and the prompt builder.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from gate.core.envelope_tags import REMEDIATION, find_delimiter
from gate.core.errors import InputError

if TYPE_CHECKING:
    from gate.docs.artifacts import Artifact

def refusal(artifact: Artifact) -> InputError | None:
    """Why `artifact` may not be sent to a judge, or None when it may.

    Every text of the artifact that reaches the prompt is checked: the drafted text, the
    subject (a column name, a test's rendering with its SQL or values, a heading), and the
    model name and id, which are made safe of ASCII brackets only."""
    for text in (artifact.text, artifact.subject, artifact.model, artifact.artifact_id):
        found = find_delimiter(text)
        if found is None:
            continue
        where = f" on line {found.line} of its text" if found.line > 1 else ""
        line = artifact.line
        if line is not None and artifact.kind == "markdown_section" and text is artifact.text:
            line += found.line - 1  # a section's text is its lines of the file, heading first
        return InputError(
            f"artifact {artifact.artifact_id} contains `{found.spelling}`{where}, a tag the "
            "judge prompt uses to delimit the drafted text or its context (compared after "
            "Unicode NFKC normalisation and case folding, so other spellings count too); it "
            "could end the judge's data envelope early and smuggle in instructions, so this "
            "artifact was not sent to the judge.",
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
