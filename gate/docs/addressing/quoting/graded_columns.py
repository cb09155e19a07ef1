"""A column whose values are a grade some tool gives, named with its scale: the data's.

Catalogs and docs linters store the grades they give descriptions, and their columns say so:
"Score the docs bot gave this description on merge, 0 to 10; scores under 5 are listed in
the weekly catalog report", "Grade the docs linter gave this description in the weekly run,
A to F", "Status of the documentation gate on the PR: passed, failed or skipped", "Outcome of
the docs review of this description in the catalog: accepted, changes requested or pending".
The words of a grade of "this description" are there, but the sentence's subject is the
column's values — a grade, a status, an outcome — and what it gives next is their scale, not
one value: it claims no grade, it defines a measure.

A sentence **names a graded column** (`names_a_graded_column`) when:

- it opens with a noun of a measure (`MEASURE`: score, grade, rating, mark, status, state,
  outcome, result, verdict, level), and the phrase the rules found lies in that opening noun
  phrase (up to its first comma, colon, semicolon or stop), or starts there and runs into the
  scale;
- the clause right after the noun phrase is a scale (`SCALE`): a range ("0 to 1", "1-5",
  "A to F", "from 0 to 100") or three alternatives or more joined by "or" ("passed, failed
  or skipped"), never a single value ("Score the bot gave this description: 10");
- the noun phrase speaks to no reader (`READER`: it names the text by design), and the rest
  of the sentence after the scale speaks of no standing of the text (`speaks_of_standing`)
  and addresses no reader.

The reading excuses only the detector's mark; what a sentence earns is read as before.
"""

from __future__ import annotations

import re

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.addressing.matching.fold import fold, latin
from gate.docs.addressing.matching.hit import Hit
from gate.docs.addressing.phrases.addressed_words import addressed
from gate.docs.addressing.standing.self_named import names_itself
from gate.docs.addressing.standing.status import SENTENCE, speaks_of_standing

#: A noun of a measure opening the sentence (folded, Latin view).
MEASURE = lazy_pattern(r"[\s*>#-]*(?:the |a |an )?(?:final |overall |latest |last )?"
                       r"(?:scores?|grades?|ratings?|marks?|status|state|outcomes?|results?|"
                       r"verdicts?|levels?|bands?)\b")
#: Where the opening noun phrase ends.
PHRASE_END = lazy_pattern(r"[,:;.!?]|\s[-\u2013\u2014]\s")
#: A scale right after the noun phrase: a range, or three alternatives or more joined by
#: "or", each a few words, up to the clause's end.
RANGE = lazy_pattern(r"[,:]?\s*(?:from |between |on a scale of |scale )?(?:\d+(?:\.\d+)?|[a-f]\+?)"
                     r"\s*(?:to|-|\u2013|and|through)\s*(?:\d+(?:\.\d+)?|[a-f][+-]?)\b")
ITEM = r"[a-z][a-z _/-]{0,30}?"
ALTERNATIVES = lazy_pattern(rf"[,:]?\s*({ITEM}(?:\s*,\s*{ITEM})+,?\s+or\s+{ITEM})\s*(?=[;.]|$)")
#: Words spoken to a reader (the noun phrase names the text itself by design: "the grade
#: the docs bot gave this description"; it must still speak to no one).
READER = lazy_pattern(r"\b(?:you|your|yours|please|thanks?|dear|kindly)\b")


def _scale_end(rest: str) -> int | None:
    """Where the scale opening `rest` ends, or None when `rest` opens with none."""
    found = RANGE.match(rest)
    if found is not None:
        return found.end()
    listed = ALTERNATIVES.match(rest)
    if listed is None:
        return None
    items = [item.strip() for item in re.split(r",|\bor\b", listed.group(1)) if item.strip()]
    return listed.end() if len(set(items)) >= 3 else None


def _graded(view: str) -> tuple[int, int] | None:
    """Where the measure's noun phrase opening `view` (folded, Latin) ends and how long the
    scale after it runs, when the sentence names a graded column; else None."""
    measure = MEASURE.match(view)
    if measure is None:
        return None
    end = PHRASE_END.search(view, measure.end())
    stop = len(view) if end is None else end.start()
    scale = _scale_end(view[stop:])
    if scale is None or READER.search(view[:stop]) is not None:
        return None
    rest = view[stop + scale:]
    if addressed(rest) or speaks_of_standing(rest) is not None:
        return None
    return stop, scale


def names_a_graded_column(sentence: str, phrase: str) -> bool:
    """True when `sentence` names a column of grades with its scale and `phrase` (as the
    rules found it) lies in the noun phrase that opens it (see the module's docstring)."""
    view = latin(fold(sentence))
    graded = _graded(view)
    if graded is None:
        return False
    stop, scale = graded
    wanted = " ".join(re.findall(r"\w+", latin(fold(phrase))))
    named = " ".join(re.findall(r"\w+", view[:stop]))
    if not wanted:
        return False
    return wanted in named or (wanted in " ".join(re.findall(r"\w+", view[:stop + scale]))
                               and wanted.split()[0] in named.split())


def self_named_unless_graded(text: str) -> Hit | None:
    """The text named as its own subject (`names_itself`), with the sentences that name a
    column of grades with its scale read as the data's: "Score the docs bot gave this
    description on merge, 0 to 10" names a measure, not the text's standing. Read again only
    when the first reading finds something."""
    found = names_itself(text)
    if found is None:
        return None
    lines = text.split("\n")
    for number, line in enumerate(lines):
        kept = line
        for sentence in reversed(list(SENTENCE.finditer(line))):
            if _graded(latin(fold(sentence.group(0)))) is not None:
                kept = kept[:sentence.start()] + " " * len(sentence.group(0)) \
                    + kept[sentence.end():]
        lines[number] = kept
    blanked = "\n".join(lines)
    return found if blanked == text else names_itself(blanked)
