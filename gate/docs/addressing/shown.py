"""What a judge is shown of drafted text in which something was found.

`gate.docs.addressing.findings` says which artifacts address the grader and what effect each
finding has; this module turns that into what every judge reads (`shown_to_judge`, asked by
the engine, `baseline`, the second look and `prompts`, so their prompts agree): an artifact
whose finding fails the check is not shown, a marked one is shown without what was found
(`withholding`), and any other without the words of its HTML comments.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from gate.configure.gate_settings import AddressingMode
from gate.core.envelope_tags import forged_envelope
from gate.core.safe_text import safe_phrase
from gate.docs.addressing.findings import STRUCTURAL, Caught
from gate.docs.addressing.quoting.presented import without_comments
from gate.docs.addressing.quoting.samples import sample_lines
from gate.docs.addressing.sentences import Sentence, read, rules_reading
from gate.docs.addressing.unseen import reduced_comments
from gate.docs.artifacts import Artifact


def refused_ids(caught: dict[str, Caught], mode: AddressingMode) -> set[str]:
    """The artifacts no judge may see: in `fail` mode every one whose finding fails the check
    by itself; in `flag` mode those that forge the envelope (they pretend the data block
    ended, so they are put in no prompt). A marked artifact is judged without what was found
    (`withholding`)."""
    return {artifact_id for artifact_id, found in caught.items()
            if (mode == "fail" and found.effect == "fails_check")
            or (found.rule == "envelope_tag" and not found.named_as_data)}


@dataclass(frozen=True)
class Shown:
    """What the judge is shown of a run's artifacts: the artifacts it judges (a marked one
    without what was withheld), those it never sees, and the sentences withheld, by id."""

    judged: list[Artifact]
    refused: set[str]
    withheld: dict[str, tuple[str, ...]]


def shown_to_judge(artifacts: Sequence[Artifact], caught: dict[str, Caught],
                   mode: AddressingMode) -> Shown:
    """The one place that decides what a judge sees of drafted text in which something was
    found (the engine, `baseline` and `prompts` all ask it, so their prompts agree)."""
    refused = refused_ids(caught, mode)
    withheld: dict[str, tuple[str, ...]] = {}
    judged: list[Artifact] = []
    for artifact in artifacts:
        artifact_id = artifact.artifact_id
        if artifact_id in refused:
            continue
        if artifact_id not in caught:  # comments, which no reader sees
            judged.append(_without_comments(artifact))
            continue
        held = withholding(artifact)
        if held is None:  # nothing to withhold: not shown at all
            refused.add(artifact_id)
            continue
        judged.append(held[0])
        withheld[artifact_id] = held[1]
    return Shown(judged, refused, withheld)


def _without_comments(artifact: Artifact) -> Artifact:
    """A description without its HTML comments, any other text with each reduced to its
    marker (`gate.docs.addressing.unseen.reduced_comments`): no comment's words reach a judge."""
    shown = reduced_comments(artifact.text) if not judged_on_data_alone(artifact) \
        else without_comments(artifact.text)[0]
    return artifact if shown == artifact.text else replace(artifact, text=shown)


def withholding(artifact: Artifact) -> tuple[Artifact, tuple[str, ...]] | None:
    """`artifact` as the judge is shown it when something in it was found, and the
    sentences withheld: a description without its sentences that tell nothing about the data
    (`gate.docs.addressing.sentences`), another text without the sentences the rules find
    on their own. None when nothing can be withheld (the finding is in the name, or spread
    over sentences none of which says it alone): such an artifact is not shown at all. HTML
    comments, which no reader sees, are withheld first, whatever lines they span (a
    section's each leaves its marker, `_without_comments`)."""
    found_in_text = rules_reading(artifact.text) is not None
    comments = without_comments(artifact.text)[1]
    if comments:  # a section keeps each comment's marker (`_without_comments`)
        artifact = _without_comments(artifact)
    subject = f"{artifact.subject} {artifact.model}"
    sentences = read(artifact.text, subject)
    if judged_on_data_alone(artifact):
        held = [s for s in sentences if not s.counts or forged_envelope(s.text) is not None]
    else:
        quoted = _on_sample_lines(artifact.text, sentences)
        held = [s for s, sample in zip(sentences, quoted, strict=True)
                if sample or rules_reading(s.text) is not None]
    if not held and not (comments and found_in_text):  # found in the name: nothing to hold
        return None
    kept = [s for s in sentences if s not in held]
    text = _kept_text(artifact.text, kept)
    if forged_envelope(text) is not None:  # a tag spread over sentences: not shown at all
        return None
    left = rules_reading(text)
    if left is not None and (left.rule in STRUCTURAL or not held):  # spread over sentences
        return None
    return replace(artifact, text=text), tuple(safe_phrase(c) for c in comments) \
        + tuple(safe_phrase(s.text) for s in held)


def _on_sample_lines(text: str, sentences: Sequence[Sentence]) -> list[bool]:
    """For each sentence, whether it lies on a line of a sample (`sample_lines`): a sample
    reaches no judge, whatever text it is quoted in. One pass over the text's lines."""
    samples = sample_lines(text)
    if not samples:
        return [False] * len(sentences)
    lines, offset, line = [], 0, 1
    for sentence in sentences:
        line += text.count("\n", offset, sentence.start)
        offset = sentence.start
        lines.append(any(number in samples for number in
                         range(line, line + sentence.text.count("\n") + 1)))
    return lines


def judged_on_data_alone(artifact: Artifact) -> bool:
    """True for a description (not a test's, not plain text): when something is found in
    it, the judge is shown only its sentences that tell something about the data."""
    return artifact.kind.endswith("_description") and artifact.test is None \
        and artifact.plain_text is None


def _kept_text(text: str, kept: list[Sentence]) -> str:
    """The kept sentences, each followed by the separator it had (a line end or a space)."""
    parts: list[str] = []
    for index, sentence in enumerate(kept):
        parts.append(sentence.text)
        if index + 1 < len(kept):
            parts.append("\n" if text[sentence.end: sentence.end + 1] == "\n" else " ")
    return "".join(parts)
