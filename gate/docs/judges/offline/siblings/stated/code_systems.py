"""Two parallel columns whose texts give their values in two code systems.

"IATA code of the arrival station, e.g. DUB." for `arrival_airport` beside "ICAO code of the
departure airport, e.g. EIDW." for `departure_airport`: the two columns hold the same kind of
value (their names differ in one word, the thing they share is the same), and the texts give
them in two systems. A reader joins one to the other, or to one lookup, and matches nothing:

| check            | score | the text …                                                      |
|------------------|-------|-----------------------------------------------------------------|
| another code     | 0.3   | gives its values as one system's codes ("IATA code") where a    |
| system           |       | column named like it but for one word gives another's ("ICAO    |
|                  |       | code")                                                          |

Which of the two is wrong the texts cannot say, so each is faulted against the other. A code
system is the acronym a text puts before "code" (a word between at most: "ISO alpha-2 code");
columns are parallel by their names alone, and two whose names say their systems (`sic_2_code`
beside `naics_2_code`) hold two systems by design. No word of any domain. The model's systems are
read once per model (`systems_by_shape`), and a text looks up only its own name's shapes.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.judges.offline.shared.finding import Finding
from gate.docs.seam.score_levels import GRAVE

#: A code system named by its acronym: "IATA code", "ICAO four-letter code", "ISO alpha-2 codes".
CODE_SYSTEM = lazy_pattern(r"\b([A-Z][A-Z0-9]{1,7})(?:\s+[a-z0-9]+(?:-[a-z0-9]+)?)?\s+codes?\b")
#: A name's shape: its parts with one left open ("*_airport" for `arrival_airport`).
Shape = tuple[str, ...]
#: Name parts that name no thing: two columns sharing only these are not parallel.
EMPTY_PARTS = frozenset({"id", "key", "code", "name", "type", "at", "date", "is", "has", "num"})


def code_system(text: str) -> str | None:
    """The acronym of the code system `text` gives its values in, if it names one."""
    found = CODE_SYSTEM.search(text)
    return None if found is None else found.group(1)


def shapes(column: str) -> list[Shape]:
    """`column`'s name with each of its parts left open in turn, where the rest names a thing
    (a word, not a figure: `naics_2_code` and `sic_2_code` share only a digit and "code")."""
    parts = column.split("_")
    if len(parts) < 2:
        return []
    return [(*parts[:at], "*", *parts[at + 1:]) for at in range(len(parts))
            if {part for part in parts[:at] + parts[at + 1:] if part.isalpha()} - EMPTY_PARTS]


def named_for(column: str, system: str) -> bool:
    """The column's own name says its system (`sic_code`, `naics_code`): two such columns
    hold two systems by design."""
    return system.lower() in column.split("_")


def systems_by_shape(sources: Iterable[tuple[str, str]]) -> dict[Shape, list[tuple[str, str]]]:
    """shape -> (column, code system) of every column of that shape whose text names one."""
    found: dict[Shape, list[tuple[str, str]]] = {}
    for column, text in sources:
        system = code_system(text) if "code" in text else None
        if column and system is not None:
            for shape in shapes(column):
                found.setdefault(shape, []).append((column, system))
    return found


def system_disagrees(subject: str, text: str,
                     by_shape: dict[Shape, list[tuple[str, str]]]) -> Iterator[Finding]:
    """A text that gives its values in another code system than a parallel column's text."""
    own = code_system(text) if "code" in text else None
    if own is None:
        return
    for shape in shapes(subject):
        for column, system in by_shape.get(shape, ()):
            if column != subject and system != own and not named_for(subject, own) and \
                    not named_for(column, system):
                yield Finding(GRAVE, own, f"The text gives `{subject}` as {own} codes, but "
                              f"`{column}`, the same kind of value, is given as {system} "
                              "codes.")
                return
