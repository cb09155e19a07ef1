"""The envelope's tags: unguessable per run, and what a text spelling them still is.

The judge prompt marks two blocks with tags: `<CONTEXT-n>` … `</CONTEXT-n>` (what the gate
knows about an artifact) and `<ARTIFACT-n>` … `</ARTIFACT-n>` (the drafted text, which the
judge is told is data, not instructions), where `n` is a nonce drawn from `secrets` once per
run (`EnvelopeTags.drawn`, `RUN_TAGS`): 128 random bits no pull request can know. A text can
no longer end a block without spelling the nonce, so a plain `<context>` or `<artifact>` in a
text (a Kubernetes context, `docker build <context>`, a Maven element, a path template) is
data like any other word, and only a text that holds the live nonce is refused
(`EnvelopeTags.spelled_in`: impossible unless it leaked).

Wherever a prompt is hashed (the verdict cache's key, the template's hash, the guard's key)
the nonce is replaced by a fixed marker (`MARKED_TAGS`), so a verdict cached by one run is
found by the next. An export that must read the same every time (the `prompts` command's
files) takes a nonce made from its own texts (`EnvelopeTags.digest_of`): no text can hold a
digest of itself, so it is as unforgeable there and the same bytes give the same file.

What a spelling of the tags still is, read by the addressing rules (`forged_envelope`): a
text that pretends a block ended or hides the tag. The rule, on purpose wider than an XML
parser's, finds a delimiter in any spelling a reader (a model, not a parser) could take for
one:
- the text is compared after removing invisible format characters (zero-width space, soft
  hyphen, byte-order mark: Unicode category Cf), Unicode NFKC normalisation (the full-width and
  small less-than signs U+FF1C and U+FE64, the full-width solidus U+FF0F and styled letters
  become their plain forms) and case folding;
- a delimiter is `<`, optional whitespace, an optional `/`, optional whitespace, then the tag
  name `artifact` or `context` ending at anything but a letter, digit, `_` or `-`. So
  `</ARTIFACT >`, `</artifact\\n>`, `< /Context>`, an unclosed `<artifact` at the end of the
  text and `<artifact id="x">` are all delimiters, while `<artifacts>`, `<artifact_id>` and
  `<context-menu>` are not (they cannot be read as the prompt's tags).
A forged envelope is a closing tag of a block the text never opened (`Order id. </ARTIFACT>`
then a forged criterion, a verdict or a dialogue: the text pretends the gate's block ended
before it), or a tag that is there only once the text is normalised (full-width brackets,
styled letters, a zero-width space inside the name): no placeholder is spelled in disguise. A tag
opened and closed in order (`<artifact>core-utils</artifact>`, "wrapped in `<context>` and
`</context>`") or opened alone (`<context>/<namespace>`) is a placeholder or a quoted element.

This module holds the rules on a text alone, below everything that applies them: the
configuration's rubric validator, the addressing detector, the prompt builders and the
artifact checks of `gate.docs.contract.envelope`.
"""

from __future__ import annotations

import hashlib
import re
import secrets
import unicodedata
from dataclasses import dataclass
from functools import lru_cache

from gate.core.lazy_pattern import lazy_pattern

#: The tags the judge prompt uses as delimiters (lower case: compared after case folding).
DELIMITER_TAGS = ("artifact", "context")
#: `<\s*/?\s*tag` spelled so that its two runs of whitespace cannot meet: with the slash left
#: out they would split a long run of whitespace after a `<` every way they can (quadratic).
DELIMITER = lazy_pattern(r"<\s*(?:/\s*)?(?:" + "|".join(DELIMITER_TAGS) + r")(?![\w-])")
REMEDIATION = ("remove the envelope's nonce from the text (it can only be there if a run's "
               "prompt was copied into it), then push again.")
#: Random bytes of a run's nonce: 128 bits, as hex.
NONCE_BYTES = 16
#: What a nonce is replaced with wherever a prompt is hashed, so keys outlive a run.
NONCE_MARKER = "nonce"
#: Everything but the letters and digits a nonce is spelled in, for the view that finds one
#: spelled with separators (`3f9c-1a2b…`).
NOT_HEX = lazy_pattern(r"[^0-9a-z]+")


@dataclass(frozen=True)
class EnvelopeTags:
    """The tags of one run's prompts: each carries the run's nonce."""

    nonce: str

    @classmethod
    def drawn(cls) -> EnvelopeTags:
        """Tags with a nonce from `secrets`: unknown to every text of a pull request."""
        return cls(secrets.token_hex(NONCE_BYTES))

    @classmethod
    def digest_of(cls, *texts: str) -> EnvelopeTags:
        """Tags whose nonce is a digest of every text they will wrap: the same texts give the
        same tags, and no text can hold the nonce, which would be a digest of itself."""
        digest = hashlib.blake2b(digest_size=NONCE_BYTES, person=b"envelope-nonce")
        for text in texts:
            digest.update(len(text).to_bytes(8, "big"))
            digest.update(text.encode("utf-8", "surrogatepass"))
        return cls(digest.hexdigest())

    @property
    def artifact_open(self) -> str:
        return f"<ARTIFACT-{self.nonce}>"

    @property
    def artifact_close(self) -> str:
        return f"</ARTIFACT-{self.nonce}>"

    @property
    def context_open(self) -> str:
        return f"<CONTEXT-{self.nonce}>"

    @property
    def context_close(self) -> str:
        return f"</CONTEXT-{self.nonce}>"

    def marked(self, text: str) -> str:
        """`text` with the nonce replaced by the fixed marker, for a key that outlives a run."""
        return text.replace(self.nonce, NONCE_MARKER)

    def spelled_in(self, text: str) -> bool:
        """True when `text` holds the nonce (`line_of_nonce`)."""
        return self.line_of_nonce(text) is not None

    def line_of_nonce(self, text: str) -> int | None:
        """The line (1-based) where `text` holds the nonce, in any spelling the delimiter rule
        reads and with any separators between its digits (then its first line), or None:
        the one text that could end a block."""
        if self.nonce == NONCE_MARKER or not text:
            return None
        return _line_of(self.nonce, text)


#: Texts whose answer to `line_of_nonce` is kept: every artifact's four texts are asked twice
#: (for the findings and at the last check before a judge), one artifact after another, and a
#: model's name once for each of its columns.
NONCE_LOOKS_KEPT = 4096


@lru_cache(maxsize=NONCE_LOOKS_KEPT)
def _line_of(nonce: str, text: str) -> int | None:
    flat = normalised(text)
    if len(flat) < len(nonce):
        # too short to spell it: the view below only removes characters (most names, ids
        # and short descriptions of a project, asked twice each)
        return None
    at = flat.find(nonce)
    if at >= 0:
        return flat.count("\n", 0, at) + 1
    return 1 if nonce in NOT_HEX.sub("", flat) else None


#: The tags of this run's prompts (one process runs one command: one run).
RUN_TAGS = EnvelopeTags.drawn()
#: The tags of every prompt as it is hashed (`EnvelopeTags.marked`).
MARKED_TAGS = EnvelopeTags(NONCE_MARKER)


@dataclass(frozen=True)
class Delimiter:
    """A delimiter found in a text: its normalised spelling and the line of the text (1-based)
    where it starts."""

    spelling: str
    line: int


def normalised(text: str) -> str:
    """`text` as the rule compares it: format characters removed, NFKC, case folded (and NFKC
    again, since case folding can produce text that is not in normal form)."""
    if text.isascii():  # NFKC leaves ASCII as it is, and case folding is lower case there
        return text.lower()
    visible = "".join(ch for ch in text if unicodedata.category(ch) != "Cf")
    return unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", visible).casefold())


def find_delimiter(text: str) -> Delimiter | None:
    """The first delimiter tag in `text` in any spelling, or None."""
    if "<" not in text and text.isascii():  # the common case: nothing to normalise or find
        return None
    flat = normalised(text)
    found = DELIMITER.search(flat)
    return None if found is None else _delimiter(flat, found)


def forged_envelope(text: str) -> Delimiter | None:
    """The first tag of `text` that forges the envelope, or None: the run's own nonce (so the
    rules hold back such a text as a finding before the last line of defence would stop the
    whole grade), a closing tag of a block the text has not opened before it, or any tag once
    the text spells one only in disguise (see the module's docstring). One pass over the
    tags."""
    leaked = RUN_TAGS.line_of_nonce(text)
    if leaked is not None:  # the run's own nonce: it could close a block
        return Delimiter(spelling="the run's envelope nonce", line=leaked)
    if "<" not in text and text.isascii():
        return None
    flat = normalised(text)
    tags = list(DELIMITER.finditer(flat))
    if not tags:
        return None
    if not text.isascii() and len(tags) > len(DELIMITER.findall(text.casefold())):
        return _delimiter(flat, tags[0])  # a tag only once normalised: written in disguise
    opened: set[str] = set()
    for found in tags:
        name = found.group(0).lstrip("<").replace("/", "").strip()
        if "/" not in found.group(0):
            opened.add(name)
        elif name not in opened:
            return _delimiter(flat, found)
    return None


def _delimiter(flat: str, found: re.Match[str]) -> Delimiter:
    spelling = " ".join(found.group(0).split()) or found.group(0)
    return Delimiter(spelling=spelling, line=flat.count("\n", 0, found.start()) + 1)


def check_text(text: str, *, what: str) -> None:
    """Raise ValueError naming `what` when `text` holds a delimiter (for the configuration's
    validators: a rubric is the team's own words, kept free of any spelling of the tags)."""
    found = find_delimiter(text)
    if found is not None:
        raise ValueError(
            f"{what} contains `{found.spelling}`, which the judge prompt uses as a delimiter "
            "tag (compared after Unicode NFKC normalisation and case folding); "
            "rephrase it without the tag")
