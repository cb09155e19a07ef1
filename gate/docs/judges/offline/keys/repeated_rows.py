"""A text that gives a thing's later versions rows of their own, where a test makes the
thing's key unique.

"One row per contract, amendments included as separate rows" on `contract_id`, which a
`unique` test holds unique; "one row per lab test run on a delivery sample (a retest is a new
row)" where `sample_id` is unique. An amended contract or a retested sample then has two rows
with one key: either the text is wrong or the test fails the day the first amendment lands.
Both cannot hold:

| check           | score | the text …                                                  |
|-----------------|-------|-------------------------------------------------------------|
| repeats a key   | 0.3   | says a thing's amendment, revision, version or redoing      |
|                 |       | ("a retest", "a reissue") is a new or separate row, where   |
|                 |       | the key of that thing is unique: the column's own text, or  |
|                 |       | a model's text that names the unique key's thing            |

A redoing is a verb of a closed set of doings with `re` before it (retest, reweigh,
reinspection, resubmission, reissue, …), a version one of a closed set of words (amendment,
revision, version); a correction, a refund or a reversal is no repeat (it may carry a key of its
own). A model's key names its thing by its head noun
(`sample` for `sample_id`), never the redone thing itself (a unique `test_id` beside "a
retest is a new row" gives each test its own key). No word of a domain. Linear in the text.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.judges.offline.keys.grain import key_head
from gate.docs.judges.offline.shared.finding import Finding
from gate.docs.seam.score_levels import GRAVE

#: "amendments included as separate rows", "a retest is a new row", "revisions are new records".
REPEAT_ROW = lazy_pattern(
    r"\b(re-?(?:test|run|weigh|grade|sample|submi|issue|deliver|scan|print|book|inspect|"
    r"survey|count|measure)\w*|amendments?|revisions?|versions?)\s+"
    r"(?:is|are|(?:included|kept|stored|recorded|loaded|written|added)\s+as|as)\s+"
    r"(?:a\s+|an\s+)?(?:new|separate|additional|extra)\s+(?:rows?|records?)\b", re.IGNORECASE)
WORD = lazy_pattern(r"[a-z]+")
CUES = ("row", "record")


def repeats_a_key(subject: str, text: str, unique: Iterable[str],
                  own_column: bool) -> Iterator[Finding]:
    """A thing's repeat given a row of its own where the thing's key is unique: `subject`'s
    own key when `own_column`, else any unique key whose head noun the text names."""
    low = text.lower()
    if not any(cue in low for cue in CUES):
        return
    found = REPEAT_ROW.search(text)
    if found is None:
        return
    redone = found.group(1).lower().removeprefix("re").lstrip("-").rstrip("s")
    said = {word.rstrip("s") for word in WORD.findall(low)}
    keys = [subject.lower()] if own_column else sorted(unique)
    for key in keys:
        head = key_head(key)
        if head is None or head.startswith(redone) or redone.startswith(head):
            continue
        if own_column or head in said:
            yield Finding(GRAVE, found.group(0), f"The text gives {found.group(0)!r}, but "
                          f"`{key}` is unique: a {head} repeated takes a second row with the "
                          "same key.")
            return
