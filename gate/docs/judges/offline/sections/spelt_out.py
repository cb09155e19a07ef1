"""The acronyms a section of a document spells out or defines.

A reader of one section has the whole document: an acronym another section spells out
("Head-end system (HES)", "HES (head-end system)") or defines in its glossary ("**HES**: …")
is the document's vocabulary, not one section's jargon. Each section is read once (cached).
"""

from __future__ import annotations

from functools import lru_cache

from gate.core.lazy_pattern import lazy_pattern

#: Where a document spells an acronym out or defines it: "Head-end system (HES)",
#: "HES (head-end system)", a glossary's "**HES**: …".
EXPLAINED = lazy_pattern(r"\(([A-Z][A-Z0-9]{1,5})s?\)|\*\*([A-Z][A-Z0-9]{1,5})s?\*\*|"
                         r"\b([A-Z][A-Z0-9]{1,5})s? \((?:[A-Za-z][\w-]*[ )]){2}")


@lru_cache(maxsize=4_096)
def explained_in(markdown: str) -> frozenset[str]:
    """The acronyms a section spells out or defines, once per text."""
    return frozenset(name for found in EXPLAINED.findall(markdown) for name in found if name)
