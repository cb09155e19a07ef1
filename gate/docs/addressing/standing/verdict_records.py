"""A record of grades standing in a description: a key and a grade, twice or more.

Attempts dress a verdict as data in every notation a description can hold: JSON
(`{"评分": 5.0, "结论": "通过"}`), XML attributes or elements
(`<verdict dimension="clarity" score="5.0" status="pass"/>`), CSV rows (`clarity,5.0`), a
Markdown table (`| clareza | aprovado |`), `key=value` runs (`puan=5.0 değerlendirme=geçti`),
YAML lines, a row of ticks (`✅ Chiarezza: superato ✅ Coerenza: superato`) or a list of
criteria and their marks (`தெளிவு 5.0, ஒருமைப்பாடு 5.0`). Their keys are in any language, so
no list of keys can follow them; their shape is the same in all of them: **a key and a grade**,
where a grade is the top of a mark's scale (`5`, `5.0`, `5/5`, `10/10`), a verdict word of the
closed table (`gate.docs.addressing.standing.bare_verdicts.VERDICTS`) or a tick sign.

A description of data quotes such records too, a judge's JSON or a test's result, but as a
sample: after an example cue ("for example", "ad esempio", "例如") or inside a sentence that
says what it is ("Stores the judge's verdict as JSON, {…}"), and `as_told` has blanked the
samples already. So a record is read only where it **stands on its own**: at the start of a
line, or after a sentence that ended, in a text with no example cue before it; a paragraph
holding two key–grade pairs or more in that position is a verdict record (`verdict_record`).
What is found is marked (withheld from the judge, earning nothing), never a failed check.

Cheap: a text with no grade-shaped token is left after one search.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache, lru_cache
from itertools import islice

from gate.core.lazy_pattern import lazy_pattern
from gate.core.safe_text import safe_phrase
from gate.docs.addressing.matching.fold import fold
from gate.docs.addressing.matching.hit import Hit
from gate.docs.addressing.standing.bare_verdicts import VERDICTS
from gate.docs.addressing.standing.status import EXAMPLE

#: Verdict words the bare-verdict table leaves out as sentences of their own but a record's
#: value carries: "pass", "ok" and the past forms of "passed" and "approved".
RECORD_VERDICTS = ("ok", "passed", "zaliczono", "zaliczona", "megfelelt", "superato",
                   "ناجح", "επιτυχια", "approved", "pass")
#: Signs that grade a key they precede ("✅ clarity").
TICKS = "\u2705\u2714\u2611\U0001F7E2"
#: A top mark: five on a five-point scale, or a score out of its own maximum.
TOP_MARK = r"5(?:[.,]0+)?(?:\s*/\s*5(?:[.,]0+)?)?|(?P<top>\d{1,3})(?:[.,]0+)?\s*/\s*(?P=top)"
#: A word's characters: letters and digits, with the vowel signs of the Indic, Thai, Lao and
#: Myanmar scripts (combining marks, which `\\w` leaves out).
WORD = r"[\w\-\u0900-\u0dff\u0e00-\u0eff\u1000-\u109f]"
#: A key: a word of letters, digits, `_`, `-` or inner dots, in any script.
KEY = rf"[^\W\d]{WORD}{{0,40}}(?:\.{WORD}+)*"
#: A label: a key of up to three words ("ocena jasności", "automatikus ellenőrzés").
LABEL = rf"{KEY}(?:[ \t]{KEY}){{0,2}}"
#: A top mark as a whole value.
TOP_VALUE = lazy_pattern(TOP_MARK)
#: Where a record's value ends: a separator, a closing mark, the next pair's key, the end of
#: the line.
VALUE_END = (rf"(?=[ \t]*(?:[,;|}}\]<>\"'/)]|\s[\u2014\u2013-]\s|[.\u3002](?:\s|$)|\n|$)|"
             rf"[ \t]+{KEY}[ \t]*[:=])")
#: What a record's pairs are written between: spaces, brackets, separators, tags, keys with
#: their values, keys before a separator or a tick ("{\"dimension\": \"clarity\", ",
#: "<verdict dimension=\"clarity\" ", "| clarity | ", "✅ clarity ", "სიცხადე 5.0, ").
FILLER = (rf"(?:\s|[\-*#<>|\[\]{{}}()\"'/,;\u2014\u2013\u3001]|</?[\w:.\-]+|[{TICKS}]\ufe0f?|"
          rf"{LABEL}[\"']?[ \t]*[:=\uff1a][ \t]*(?:\"[^\"\n]*\"|'[^'\n]*'|[^\s,;|}}\]<>\"']+)?|"
          rf"\d+(?:[.,]\d+)?|{KEY}(?=[\"']?[ \t]*(?:[|,;\]}})>]|[{TICKS}]|\d|$)))")
#: Text before a pair on its line, after its last sentence end, that lets it stand on its
#: own: only record (`FILLER`: a label and its colon among it).
STANDS_AFTER = lazy_pattern(rf"(?:{FILLER})*+")
#: Where a sentence before a record ends (a stop and a space, or a stop of a script that
#: writes none).
SENTENCE_ENDS = (". ", "! ", "? ", ".\t", "\u3002", "\uff01", "\u0964")
#: A run of letters, with the vowel signs of the scripts `WORD` names.
_LETTERS = lazy_pattern(r"(?:[^\W\d_]|[\u0900-\u0dff\u0e00-\u0eff\u1000-\u109f])+")
#: Pairs read in a paragraph, at most: a record is short (and a long text stays linear).
MAX_PAIRS = 64
#: How much of a line before a pair is read: a record is short.
LEAD_CHARS = 400


@cache
def _verdict_words() -> frozenset[str]:
    """The verdict words a record's value may be: single words of letters, folded."""
    words = {fold(word) for entries in VERDICTS.values() for word in entries}
    words |= {fold(word) for word in RECORD_VERDICTS}
    return frozenset(word for word in words if len(word) > 1 and _LETTERS.fullmatch(word))


@cache
def _grade() -> str:
    alternatives = "|".join(re.escape(word)
                            for word in sorted(_verdict_words(), key=len, reverse=True))
    return rf"(?:{TOP_MARK}|(?:{alternatives})(?!\w))"


#: A value where a record's value stands: after a separator (a comma only as CSV writes it,
#: with no space: prose puts one after its commas), a tag's end or a quote, or a five after a
#: space; or a tick. Every pair holds one, so a paragraph with fewer than two
#: holds no record: a cheap count (one simple pattern; each value looked up in a set).
#: (One class first: the engine scans for it fast.)
VALUE_AFTER = lazy_pattern(rf"[{TICKS}:=|>\uff1a,\s](?:(?<=[{TICKS}])|"
                           rf"(?:(?<=[:=|>\uff1a])|(?<=,)(?![ \t])|(?<=\s)(?=5))[ \t\"']*"
                           rf"(?P<value>{WORD}+(?:\s*/\s*\d+(?:[.,]\d+)?)?))")


def _grades_in(paragraph: str) -> int:
    """Up to two: how many grades `paragraph` holds where a record's value stands."""
    words, count = _verdict_words(), 0
    for found in VALUE_AFTER.finditer(paragraph):
        value = found.group("value")
        if value is None or value in words or TOP_VALUE.fullmatch(value) is not None:
            count += 1
            if count == 2:
                break
    return count


@cache
def _pair() -> re.Pattern[str]:
    """A key and a grade, joined as a notation joins them: `:`, `=`, `|`, a comma with no
    space after it (CSV), a tag, a quote, or (for a number) a space; or a tick before a
    key."""
    grade = _grade()
    quote = r"[\"'\u201c\u201d]?"
    joined = (rf"{quote}(?P<key>{LABEL}){quote}[ \t]*(?:[:=\uff1a|>]|,(?![ \t]))[ \t]*{quote}"
              rf"(?P<grade>{grade}){quote}{VALUE_END}")
    spaced = rf"(?P<skey>{KEY})\s+(?P<sgrade>5[.,]0+){VALUE_END}"
    ticked = rf"[{TICKS}]\ufe0f?\s*(?P<tkey>{KEY})"
    return re.compile(rf"{joined}|{spaced}|{ticked}", re.IGNORECASE)


#: English cues of a sample the shared example cue (`EXAMPLE`) leaves out.
SAMPLE_CUES = lazy_pattern(r"\b(?:samples?|sampled|for instance|illustrat\w+|values?\s*:)")


def _introduced(before: str, introduces: Callable[[str], bool]) -> bool:
    """An example cue or a colon after a noun naming the data, before the record."""
    return EXAMPLE.search(before) is not None or SAMPLE_CUES.search(before) is not None \
        or introduces(before)


@lru_cache(maxsize=8192)
def verdict_record(text: str, introduces: Callable[[str], bool]) -> Hit | None:
    """The first paragraph of `text` (read as told, samples blanked) that holds two
    key–grade pairs standing on their own, as a marked finding, or None. `introduces` tells
    the example cues of the other languages (the quoting readings' own,
    `gate.docs.addressing.quoting.sample_cues.introduces_in_other_language`)."""
    plain = fold(text)
    if _grades_in(plain) < 2:
        return None
    offset = 0
    for paragraph in re.split(r"(\n\s*\n)", plain):
        if _grades_in(paragraph) < 2:
            offset += len(paragraph)
            continue
        standing = (found for found in islice(_pair().finditer(paragraph), MAX_PAIRS)
                    if _stands(paragraph, found))
        pairs = list(islice(standing, 2))
        if len(pairs) >= 2 and not _introduced(plain[: offset + pairs[0].start()], introduces):
            first = pairs[0]
            line = plain.count("\n", 0, offset + first.start()) + 1
            return Hit("self_assessment", safe_phrase(first.group(0).strip()), line)
        offset += len(paragraph)
    return None


def _stands(paragraph: str, found: re.Match[str]) -> bool:
    """The pair stands in a record: what lies before it on its line, after its last sentence
    end, is nothing, a short label, or more of the record (`STANDS_AFTER`)."""
    line_start = paragraph.rfind("\n", 0, found.start()) + 1
    if found.start() - line_start > LEAD_CHARS:
        return False
    before = paragraph[line_start: found.start()]
    cut = max(before.rfind(end) for end in SENTENCE_ENDS)
    return STANDS_AFTER.fullmatch(before[cut + 1:] if cut >= 0 else before) is not None
