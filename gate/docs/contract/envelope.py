"""The envelope rule: no text from a pull request may open or close a block of the judge prompt.

The judge prompt marks two blocks with tags: `<CONTEXT>` … `</CONTEXT>` (what the gate knows
about an artifact) and `<ARTIFACT>` … `</ARTIFACT>` (the drafted text, which the judge is told
is data, not instructions). Text that could end or start either block could smuggle in
instructions of its own: a closing tag followed by a forged `## Criterion` block is the classic
case. So drafted text, rubric ids and rubric text are refused, before any judge call, when they
contain a delimiter tag in any spelling a reader (a model, not a parser) could take for one.

The rule, on purpose wider than an XML parser's:
- the text is compared after removing invisible format characters (zero-width space, soft
  hyphen, byte-order mark: Unicode category Cf), Unicode NFKC normalisation (the full-width and
  small less-than signs U+FF1C and U+FE64, the full-width solidus U+FF0F and styled letters
  become their plain forms) and case folding;
- a delimiter is `<`, optional whitespace, an optional `/`, optional whitespace, then the tag
  name `artifact` or `context` ending at anything but a letter, digit, `_` or `-`. So
  `</ARTIFACT >`, `</artifact\\n>`, `< /Context>`, an unclosed `<artifact` at the end of the
  text and `<artifact id="x">` are all refused, while `<artifacts>`, `<artifact_id>` and
  `<context-menu>` are not (they cannot be read as the prompt's tags);
- the opening tags are refused too, not only the closing ones: an opening tag in the data
  could make a judge believe a second envelope started.

The price is a false positive on documentation that legitimately spells such a tag (a section
about an XML `<context>` element); the refusal says so and how to rephrase.

This module holds the rule alone; the prompt builder, the engine's pre-flight and the config's
rubric validator all call it.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from gate.core.errors import InputError

if TYPE_CHECKING:
    from gate.docs.artifacts import Artifact

#: The tags the judge prompt uses as delimiters (lower case: compared after case folding).
DELIMITER_TAGS = ("artifact", "context")
DELIMITER = re.compile(r"<\s*/?\s*(?:" + "|".join(DELIMITER_TAGS) + r")(?![\w-])")
REMEDIATION = ("rephrase the text so it does not spell the tag (for example write "
               "'the context element' instead of the tag in angle brackets), then push again.")


@dataclass(frozen=True)
class Delimiter:
    """A delimiter found in a text: its normalised spelling and the line of the text (1-based)
    where it starts."""

    spelling: str
    line: int


def normalised(text: str) -> str:
    """`text` as the rule compares it: format characters removed, NFKC, case folded (and NFKC
    again, since case folding can produce text that is not in normal form)."""
    visible = "".join(ch for ch in text if unicodedata.category(ch) != "Cf") \
        if not text.isascii() else text
    return unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", visible).casefold())


def find_delimiter(text: str) -> Delimiter | None:
    """The first delimiter tag in `text`, or None when the text is safe to put in a prompt."""
    if "<" not in text and text.isascii():  # the common case: nothing to normalise or find
        return None
    flat = normalised(text)
    found = DELIMITER.search(flat)
    if found is None:
        return None
    spelling = " ".join(found.group(0).split()) or found.group(0)
    return Delimiter(spelling=spelling, line=flat.count("\n", 0, found.start()) + 1)


def check_text(text: str, *, what: str) -> None:
    """Raise ValueError naming `what` when `text` holds a delimiter (for validators)."""
    found = find_delimiter(text)
    if found is not None:
        raise ValueError(
            f"{what} contains `{found.spelling}`, which the judge prompt uses as a delimiter "
            "tag (compared after Unicode NFKC normalisation and case folding); "
            "rephrase it without the tag")


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
