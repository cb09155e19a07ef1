"""Qualifiers a text leans on without defining: "active accounts", "engaged users".

Two analysts reading "the number of active accounts" count different things unless the text
says what makes an account active (a status, a window, an event). A qualifier before any noun
("an active payment plan", not only a list of entity words) is undefined when the text holds
nothing that could define it: no figure, no condition word ("who", "with", "whose", "where",
"in the last"), no code span or value. The same holds for a flag that is the qualifier said
of its thing ("whether the member is active"), for a window or a norm left open before any
thing ("during peak hours", "beyond the regular shift", "a likely duplicate"), for a bar of
importance ("clinically significant alerts"), for a window left open after its verb ("members
who have not borrowed recently", "stock expiring soon") and for hours named by whose they are
("in business hours"), which only a figure closes.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.judges.offline.shared import lexicon as lx
from gate.docs.judges.offline.shared.finding import Finding
from gate.docs.seam.score_levels import LACKING

QUALIFIED = lazy_pattern(  # a qualifier before any noun: "an active payment plan"
    r"(?i:\b(active|inactive|engaged|qualified|eligible|churned|at[- ]risk|high[- ]value|loyal|"
    r"healthy|valid|successful|returning|frequent|power|lapsed|dormant|premium))\s+"
    r"(?:[a-z]{3,}\s+)?(?i:(?!(?:and|or|the|of|in|on|for|to|by|with|as|at|is|are)\b)([a-z]{3,}))\b|"
    # a window or a level left open, before any thing: "a recent ED visit", "high-risk payers"
    r"(?i:\b(?<!most )(?<!more )(recent|(?:high|low|medium)[- ]risk|peak|off[- ]peak|"
    r"regular|normal|busy|quiet|likely|suspected|"
    # a bar of importance left to the reader: "limited to clinically significant alerts"
    r"(?:clinically |statistically |materially )?significant))\s+(?:[A-Z]{2,5}\s+)?"
    r"([a-z]{3,})\b")
#: A window left open after its verb: "players who haven't played recently". The clause that
#: holds it is the definition left open, so a "who" does not define it; only a figure does.
OPEN_WINDOW = lazy_pattern(r"\b(?<!most )(?<!more )(?<!least )(recently|lately|in a while)\b|"
                           # a window ahead left open: "stock that is expiring soon"
                           r"\b(?:\w+ing|due) (soon)\b", re.IGNORECASE)
#: Hours named by whose they are, not by the clock: "falls in pharmacy business hours".
OPEN_HOURS = lazy_pattern(r"\b(?:business|office) hours\b", re.IGNORECASE)
FLAG_START = lazy_pattern(r"\W*(?:whether|true|flags?|indicates)\b", re.IGNORECASE)
#: A flag that is the qualifier said of its thing: "Whether the member is active."
FLAG_OF = lazy_pattern(
    r"^\W*(?:whether|true (?:when|if|while|for)|flags? (?:whether|when|if)|indicates whether)"
    r"\b[^.;]*?"
    r"\b(?:is|are|was|were|counts as) (?:currently |still )?(active|inactive|engaged|eligible|"
    r"qualified|dormant|lapsed|healthy|compliant|in good standing)\b\s*(?:[.;]|$)",
    re.IGNORECASE)
DEFINES = lx.words_pattern(
    r"who", r"whose", r"that (?:has|have|had|is|are|was|were)", r"which", r"with", r"where",
    r"in the (?:last|past|previous)", r"within", r"at least", r"more than", r"fewer than",
    r"defined as", r"means?", r"meaning", r"i\.e\.", r"status", r"flag(?:ged)?", r"since",
    r"not (?:yet )?(?:cancelled|canceled|closed|churned)", r"excluding", r"having",
    # a formula defines what it computes: "written premium × days … ÷ days in the term"
    r"×", r"÷", r"divided by", r"multiplied by")
FIGURE_OR_CODE = lazy_pattern(r"\d|`[^`]+`|\b[a-z0-9]+_[a-z0-9_]+\b")


@lru_cache(maxsize=16_384)
def undefined_qualifier(text: str) -> tuple[Finding, ...]:
    """A qualifier or a window the text counts on without defining it: read once per
    distinct text (clarity and definition both ask, and a project's columns share texts)."""
    return tuple(_undefined_qualifier(text))


def open_window(text: str) -> Iterator[Finding]:
    """Only the windows and hours left open: what a macro's result hangs on ("true in
    business hours"), where a qualifier may be a field's own name ("Sales Qualified Source")."""
    found = next(iter(_undefined_qualifier(text, windows_only=True)), None)
    if found is not None:
        yield found


def _undefined_qualifier(text: str, *, windows_only: bool = False) -> Iterator[Finding]:
    window = OPEN_WINDOW.search(text)
    if window and not FIGURE_OR_CODE.search(text):
        yield Finding(LACKING, window.group(0), f"The text counts on {window.group(0)!r} "
                      f"without saying how long {window.group(1) or window.group(2)} is.")
        return
    hours = OPEN_HOURS.search(text)
    if hours and not FIGURE_OR_CODE.search(text):
        yield Finding(LACKING, hours.group(0), f"The text counts on {hours.group(0)!r} without "
                      "saying which hours, on which days, in which time zone.")
        return
    if windows_only:
        return
    found = QUALIFIED.search(text) or (FLAG_OF.search(text) if FLAG_START.match(text) else None)
    if found is None or DEFINES.search(text) or FIGURE_OR_CODE.search(text):
        return
    yield Finding(LACKING, found.group(0), f"The text counts on {found.group(0)!r} without saying "
                  f"what makes one {next(g for g in found.groups() if g).lower()}.")
