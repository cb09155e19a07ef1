"""A Markdown section that tells the reader to act on a thing it never names.

"Restart the connector" is an instruction only to someone who already knows which connector:
a runbook is read by the one who does not. A piece of machinery the section acts on by its
kind alone ("the connector", "the job", "the script"), where no section of the document gives
it a name (a code span or a proper name before the word: "the `hes_reads` connector", "the
Fivetran connector"), leaves the reader to guess:

| check            | score | the section …                                                |
|------------------|-------|--------------------------------------------------------------|
| an unnamed thing | 0.4   | tells the reader to act on "the connector", "the job", … that |
|                  |       | the document never names                                     |

The document's named kinds are gathered once per section (`named_kinds`, cached) and summed
by `DocumentSections`: linear in the document.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterator
from functools import lru_cache

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.judges.offline.shared.finding import Finding
from gate.docs.seam.score_levels import LACKING

#: Machinery a reader acts on, which a document names when there is more than one of it.
KINDS = (r"connector|job|pipeline|script|loader|integration|sync|extract|replica|cron|task|"
         r"worker|bucket|cluster|queue|lambda|function|container|pod|dag|workflow")
#: An instruction on a thing by its kind alone: "Restart the connector", "re-run the job".
ACTED_ON = lazy_pattern(rf"\b(?:re-?start|restart|re-?run|run|trigger|pause|resume|stop|start|"
                        rf"kill|re-?deploy|deploy|re-?sync|check|open|reset|retry|re-?enable|"
                        rf"enable|disable|scale)\s+the\s+({KINDS})s?\b(?!\s*[`(])", re.IGNORECASE)
#: A kind given a name: "the `hes_reads` connector", "the Fivetran connector", "connector
#: `hes`", "the connector (hes_reads)".
NAMED = lazy_pattern(rf"(?:`[^`]+`|\b(?!(?:The|This|That|Each|Every|Any|A|An|Our|Your)\b)"
                     rf"[A-Z][\w.-]*|\b[a-z0-9]+_[a-z0-9_]+)\s+(?i:({KINDS}))s?\b|"
                     rf"\b(?i:({KINDS}))s?\s*(?:`|\(|\"|')")


@lru_cache(maxsize=4_096)
def named_kinds(markdown: str) -> frozenset[str]:
    """The kinds of machinery a section names: "the Fivetran connector" names a connector."""
    return frozenset((a or b).lower() for a, b in NAMED.findall(markdown))


def unnamed_things(markdown: str, named: Collection[str]) -> Iterator[Finding]:
    """`named`: the kinds the document (any of its sections) names."""
    for found in ACTED_ON.finditer(markdown):
        kind = found.group(1).lower()
        if kind not in named:
            yield Finding(LACKING, found.group(0), f"The section says {found.group(0)!r} "
                          f"without naming which {kind}: the document names none.")
            return
