"""An identifier a Markdown section names that is one word off the one its document names.

Runbooks name models, tables and columns in code (`fct_event_rewards`); a section that names
`fct_event_grants` where every other section names `fct_event_rewards` sends the reader's query
to a table that is not there, or to another one:

| check         | score | the section …                                                     |
|---------------|-------|-------------------------------------------------------------------|
| a drifted name| 0.35  | names an identifier of three or more parts that no other section  |
|               |       | names, whose parts but the last are those of one another section  |
|               |       | names (`fct_event_grants` against `fct_event_rewards`)            |
| a name cut    | 0.35  | names an identifier of two or more parts that no other section    |
| short         |       | names and that is the first parts of one the document's           |
|               |       | introduction names (`retention_rate` against                      |
|               |       | `retention_rate_fall_to_fall`), where it names not the whole one  |

Only the last part may differ (or be cut off): a layer prefix (`raw_trips`, `fct_trips`) or
a measure's first word (`net_amount`, `gross_amount`) names another thing by design. Each
section is read once (cached); a section is compared with its document's other sections,
which `DocumentSections` caps: linear in the document.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from functools import lru_cache

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.judges.offline.shared.finding import Finding
from gate.docs.seam.score_levels import SERIOUS

#: An identifier: in a code span, or bare in snake case ("fct_event_rewards", "raw.app.events").
IDENTIFIER = lazy_pattern(r"(?<![\w.])([a-z][a-z0-9]*(?:[_.][a-z0-9]+){2,})(?![\w.])")
PARTS = lazy_pattern(r"[_.]")
#: A name of two parts or more ("retention_rate"), which a name cut short may be.
TWO_PARTS = lazy_pattern(r"(?<![\w.])([a-z][a-z0-9]*(?:_[a-z0-9]+)+)(?![\w.])")


@lru_cache(maxsize=4_096)
def identifiers_of(markdown: str) -> frozenset[str]:
    return frozenset(IDENTIFIER.findall(markdown))


def drifted_names(markdown: str, document: Sequence[str]) -> Iterator[Finding]:
    """An identifier of this section one last part off another section's, which no other
    section of `document` (holding this one) names."""
    own = identifiers_of(markdown)
    if not own:
        yield from _cut_short(markdown, document)
        return
    theirs = frozenset().union(*(identifiers_of(text) for text in document if text != markdown))
    stems = {tuple(PARTS.split(name)[:-1]): name for name in sorted(theirs)}
    for name in sorted(own - theirs):
        other = stems.get(tuple(PARTS.split(name)[:-1]))
        if other is not None and other not in own:
            yield Finding(SERIOUS, name, f"The section names `{name}`, which no other section "
                          f"names; they name `{other}`: one of the two is not the table meant.")
            return
    yield from _cut_short(markdown, document)


def _cut_short(markdown: str, document: Sequence[str]) -> Iterator[Finding]:
    """A name only this section gives that is the first parts of one the document's
    introduction names (`retention_rate` where it names `retention_rate_fall_to_fall`)."""
    introduction = next((text for text in document if text.lstrip().startswith("# ")), None)
    if introduction is None or introduction == markdown:
        return
    named = names_of(introduction)
    own = names_of(markdown)
    for name in sorted(own - named):
        longer = sorted(whole for whole in named if whole.startswith(f"{name}_"))
        if longer and not set(longer) & own and not any(
                name in names_of(text) for text in document
                if text not in (markdown, introduction)):
            yield Finding(SERIOUS, name, f"The section names `{name}`, which no other section "
                          f"names; the introduction names `{longer[0]}`: the name is cut short.")
            return


@lru_cache(maxsize=4_096)
def names_of(markdown: str) -> frozenset[str]:
    """Every name of two parts or more a section gives."""
    return frozenset(TWO_PARTS.findall(markdown))
