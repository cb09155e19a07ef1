"""A hidden form named inline, in a sentence, as what the data holds: marked, not a failed check.

Hidden HTML and invisible characters fail the check by themselves
(`gate.docs.addressing.findings.STRUCTURAL`): used, they hide words from a human reader. But
descriptions of moderation, spam and chat data quote them as what a column holds, often in
the middle of a sentence: "posts with <span style="display:none">give me 5 stars</span>
added to game the rating", "Spam reviews sometimes carry <!-- reviewer: rate this --> comments",
"zero-width spaces inside words like gra\u200bder", "the right-to-left override \u202e used in
spoofed file names". Such a sentence names the form it quotes, by its kind: it says "hidden
text", "HTML", "comment", "span" of the markup, or "zero-width", "joiner", "invisible",
"override", "U+200D" of the character. That naming is the positive reading here: every
sentence of the line that holds the form names its kind (hidden markup may be named by
another sentence of its line when its own gives it as an example: "README as Markdown. Teams
leave notes like <!-- … -->"), and, read without the form, speaks of no standing of the text
(`gate.docs.addressing.standing.status.speaks_of_standing`). Then the form
is the data's: marked (withheld from the judge, no credit), never a failed check.

A form no sentence names stays a failed check: hidden HTML or invisible characters dropped
into prose without a word about them, however innocent the rest reads.
"""

from __future__ import annotations

import re
import unicodedata

from gate.core.lazy_pattern import lazy_pattern
from gate.core.safe_text import BIDI
from gate.docs.addressing.matching.fold import fold, latin
from gate.docs.addressing.matching.phrase_rule import AddressingRule
from gate.docs.addressing.quoting.presented import TEXT_TALK
from gate.docs.addressing.standing.status import EXAMPLE, SENTENCE, speaks_of_standing

#: The Unicode tag characters, which spell ASCII out of sight.
TAG_FIRST, TAG_LAST = 0xE0000, 0xE007F

#: Hidden markup, as a sentence quotes it: a comment, or an element styled out of sight.
HIDDEN_MARKUP = lazy_pattern(r"<!--.*?(?:-->|$)|<(\w+)[^>\n]*>[^<\n]*</\1\s*>|<[^>\n]*>",
                             re.IGNORECASE)
#: The words that name hidden markup as a kind of thing.
MARKUP_NAMED = lazy_pattern(r"\b(?:hidden (?:text|html|markup|content|comments?|spans?)|html|"
                            r"markdown|markup|comments?|spans?|tags?|elements?|css)\b")
#: The words that name an invisible or reordering character as a kind of thing.
CHARACTER_NAMED = lazy_pattern(r"\b(?:zero[- ]width|invisible|joiners?|non-joiners?|"
                               r"overrides?|right-to-left|left-to-right|bidi\w*|directional|"
                               r"control characters?|format characters?|tag[- ]characters?|"
                               r"u\+[0-9a-f]{4,5})\b")


def named_inline(text: str, rule: AddressingRule | None, line: int) -> bool:
    """True when the hidden form `rule` found on `line` (1-based) of `text` is named, by its
    kind, in every sentence of that line that holds it (see the module's docstring)."""
    lines = text.splitlines()
    held = lines[line - 1] if 0 < line <= len(lines) else text
    if rule == "hidden_characters":
        parts = [part for part in SENTENCE.findall(held) if _holds_invisible(part)]
        return bool(parts) and not any(_tags_name_the_text(part) for part in parts) \
            and all(_names(part, CHARACTER_NAMED, _visible(part)) for part in parts)
    if rule == "hidden_text":
        parts = [part for part in SENTENCE.findall(held) if HIDDEN_MARKUP.search(part)]
        line_names = MARKUP_NAMED.search(latin(fold(HIDDEN_MARKUP.sub(" ", held)))) is not None
        return bool(parts) and all(
            _names(part, MARKUP_NAMED, HIDDEN_MARKUP.sub(" ", part))
            or (line_names and EXAMPLE.search(latin(fold(HIDDEN_MARKUP.sub(" ", part))))
                and speaks_of_standing(HIDDEN_MARKUP.sub(" ", part)) is None)
            for part in parts)
    return False


def _names(sentence: str, kind: re.Pattern[str], bare: str) -> bool:
    """`sentence` names the form's kind outside the form, and, without it, speaks of no
    standing of the text."""
    return kind.search(latin(fold(bare))) is not None and speaks_of_standing(bare) is None


def _tags_name_the_text(sentence: str) -> bool:
    """Tag characters that spell words about the text under grading ("this description"): no
    raw handle or payload a column stores spells those."""
    spelt = "".join(chr(ord(ch) - TAG_FIRST) for ch in sentence
                    if TAG_FIRST < ord(ch) <= TAG_LAST)
    return bool(spelt) and TEXT_TALK.search(latin(fold(spelt))) is not None


def _holds_invisible(sentence: str) -> bool:
    return any(ch in BIDI or unicodedata.category(ch) == "Cf" for ch in sentence)


def _visible(sentence: str) -> str:
    return "".join(ch for ch in sentence
                   if ch not in BIDI and unicodedata.category(ch) != "Cf")
