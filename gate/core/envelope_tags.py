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

This module holds the rule on a text alone, below everything that applies it: the
configuration's rubric validator, the addressing detector, and the artifact checks of
`gate.docs.contract.envelope`.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

#: The tags the judge prompt uses as delimiters (lower case: compared after case folding).
DELIMITER_TAGS = ("artifact", "context")
#: `<\s*/?\s*tag` spelled so that its two runs of whitespace cannot meet: with the slash left
#: out they would split a long run of whitespace after a `<` every way they can (quadratic).
DELIMITER = re.compile(r"<\s*(?:/\s*)?(?:" + "|".join(DELIMITER_TAGS) + r")(?![\w-])")
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
