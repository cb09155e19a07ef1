"""The words each phrase rule of `gate.docs.addressing.phrases.rules` needs, as package data.

The table is generated data, not code: `needs.json` beside this module is written by
`python -m scripts.addressing_needs` (which says how the words are found) and read once, when
the addressing detector is first imported. Keyed by `PhraseRule.key` (a hash of the rule's
pattern and flags), so a rule edited since is not in the table and runs on every text until
the table is written again (a test fails meanwhile).
"""

from __future__ import annotations

import json
from pathlib import Path

#: The table's file, shipped with the package (`[tool.setuptools.package-data]`).
TABLE_PATH = Path(__file__).with_name("needs.json")

Needs = tuple[tuple[str, ...], ...]


def read_table(path: Path = TABLE_PATH) -> dict[str, Needs]:
    """Rule key → sets of words, each with a member in every match of the rule."""
    table = json.loads(path.read_text(encoding="utf-8"))
    return {key: tuple(tuple(words) for words in sets) for key, sets in table.items()}


NEEDS: dict[str, Needs] = read_table()
