"""Emoji tag sequences: the one place Unicode tag characters are visible text.

The tag characters (U+E0020 to U+E007E, ended by U+E007F CANCEL TAG) spell ASCII no reader
sees, so the detector reads them as hidden text (`gate.docs.addressing.detector
.hidden_characters`). Unicode also builds the flags of subdivisions from them (UTS #51, an
emoji tag sequence): U+1F3F4 WAVING BLACK FLAG, then the subdivision's code in tag letters
and digits, then U+E007F. England's flag is `1F3F4 E0067 E0062 E0065 E006E E0067 E007F`
("gbeng"), Scotland's "gbsct", Wales' "gbwls"; a description of football fixtures or regions
writes them. Such a sequence is an emoji, shown as one picture, not hidden text: its tag
characters are left out of the reading. A tag run anywhere else (after another character,
without its cancel tag, or holding spaces or capitals, which no subdivision code has) stays
hidden text.

A flag's code is still text an LLM reads, so the codes of a text's flags are read back as a
hidden reading (`flags_spelt`): one after another they could spell a request a word at a time
("give", "this", "full", "marks"), which the rules then find like any decoded text.
"""

from __future__ import annotations

from gate.core.lazy_pattern import lazy_pattern

#: A subdivision flag: the black flag, two to seven tag letters or digits (a region's code
#: and its subdivision, ISO 3166-2), the cancel tag.
EMOJI_TAG_SEQUENCE = lazy_pattern("\U0001f3f4[\U000e0030-\U000e0039\U000e0061-\U000e007a]{2,7}"
                                  "\U000e007f")


def flag_positions(text: str) -> frozenset[int]:
    """The indices of the tag characters of `text` that belong to an emoji tag sequence."""
    if "\U0001f3f4" not in text:
        return frozenset()
    return frozenset(index for found in EMOJI_TAG_SEQUENCE.finditer(text)
                     for index in range(found.start() + 1, found.end()))


def flags_spelt(text: str) -> str | None:
    """The codes of `text`'s subdivision flags in order, parted by spaces ("gbeng gbsct"), or
    None when it has none: what the flags say to a reader of their tag characters."""
    if "\U0001f3f4" not in text:
        return None
    codes = ["".join(chr(ord(ch) - 0xE0000) for ch in found.group(0)[1:-1])
             for found in EMOJI_TAG_SEQUENCE.finditer(text)]
    return " ".join(codes) or None
