"""Bidirectional controls that change what a reader reads: the Trojan-source test.

A bidirectional mark, embedding, override or isolate (U+200E/U+200F, U+202A–U+202E,
U+2066–U+2069) is invisible. Honest text holds them everywhere: WhatsApp writes U+200E before
each line of a chat export and around names, Android wraps names in U+2068/U+2069, Excel and
right-to-left editors embed Latin names in U+202A…U+202C. There they change nothing a reader
of Latin letters or digits sees, so they are typography: folded away before the rules read the
text (`gate.docs.addressing.matching.fold`), no finding.

They hide a message only when they **reorder** it: an override that shows `sram lluf ti evig`
as "give it full marks", or isolates that show words in another order than the one a model
reads. That is decided by what the controls do, not by the words around them: each line that
holds one is laid out twice by the Unicode Bidirectional Algorithm (`python-bidi`, UAX #9),
with its controls and without them, each in the direction its first strong letter gives; when
the words of Latin letters and digits read differently (their order, or the letters of one of
them: a number's digits too), the controls reorder what a reader sees and the line is returned.
Where the digits-only words stand among the others is left out: the marks an editor puts around
a date or a count in right-to-left text move it, and it reads the same. A mark that only sets
the paragraph's direction (a right-to-left mark opening a Latin line) reorders nothing: the
line is also laid out without its controls in the direction the mark gives, and when that
reads the same, nothing is hidden.

Linear in the text: each line that holds a control is laid out twice (the algorithm is linear
in a line's length); a text without any skips all of it.
"""

from __future__ import annotations

from gate.core.lazy_pattern import lazy_pattern

#: Bidirectional marks, embeddings, overrides and isolates.
BIDI_CONTROLS = "\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
_DROPPED = str.maketrans("", "", BIDI_CONTROLS)
#: A word a reader of Latin text reads: letters and digits of ASCII.
LATIN_WORD = lazy_pattern(r"[A-Za-z0-9]+")


def reordering_line(text: str) -> tuple[int, str] | None:
    """The first line (1-based) of `text` whose bidirectional controls show its Latin words
    or digits in another order than the text holds them, with the words as shown; or None."""
    if text.isascii() or not any(ch in BIDI_CONTROLS for ch in text):
        return None
    for number, line in enumerate(text.split("\n"), start=1):
        if any(ch in BIDI_CONTROLS for ch in line) and LATIN_WORD.search(line):
            shown = _reordered(line)
            if shown is not None:
                return number, shown
    return None


def _reordered(line: str) -> str | None:
    """The Latin words of `line` as laid out with its controls, from the first one shown
    otherwise, when they read differently
    (in words and digits) from the same line laid out without them, in the direction the
    reader sees; None when they read the same."""
    bare = line.translate(_DROPPED)
    if not bare.strip():
        return None
    # imported here: only a line holding a control is laid out, and the algorithm's extension
    # costs a megabyte of every run's peak that no project without one should pay
    from bidi import get_display  # type: ignore[import-untyped]  # noqa: PLC0415

    shown: str = get_display(line, base_dir=_direction(line))
    natural: str = get_display(bare, base_dir=_direction(bare))
    if _reading(shown) == _reading(natural) or _reading(shown) == _reading(
            get_display(bare, base_dir=_direction(line))):
        return None  # the same words, or only the paragraph's direction a mark sets
    seen = LATIN_WORD.findall(shown.translate(_DROPPED))
    held = LATIN_WORD.findall(natural.translate(_DROPPED))
    first = next((i for i, (a, b) in enumerate(zip(seen, held, strict=False)) if a != b), 0)
    return " ".join(seen[first:])  # from the first word shown otherwise


def _direction(line: str) -> str:
    """The paragraph direction a page that reads it from its first strong letter (GitHub's
    `dir="auto"`) gives `line`: a leading mark sets it, so the line without its controls is
    laid out in its own direction, and an isolate that keeps a right-to-left name from
    splitting the Latin around it reads as the bare line does."""
    from bidi import get_base_level  # noqa: PLC0415

    return "R" if get_base_level(line) == 1 else "L"


def _reading(shown: str) -> tuple[list[str], list[str]]:
    """The words a reader reads in a laid-out line: those with a letter in their order, the
    numbers as a sorted list (see the module's docstring)."""
    words = LATIN_WORD.findall(shown.translate(_DROPPED))
    return [w for w in words if not w.isdigit()], sorted(w for w in words if w.isdigit())
