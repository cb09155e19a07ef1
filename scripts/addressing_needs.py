"""Write `gate/docs/addressing/needs.json`: for each phrase rule of the addressing detector, the
words every match of it contains.

Compiling the detector's 70-odd phrase rules costs more than the rest of a short run's grading,
yet on ordinary documentation almost none of them can match: "ignore the rubric" needs
"ignore", a claimed score needs "score" or one of its synonyms. So each rule carries, from the
table this script writes, a few sets of words with one member of each in every match; a text
holding no word of some set is passed over without compiling the rule (`NeededWords.may_match`).

The sets are read off the rule's parse tree, so they hold by construction: a run of literal
characters is in every match; a group repeated at least once holds what its body holds; an
alternation holds, in every match, one word from the union of what each alternative holds (and
nothing, when some alternative holds no word). Optional items, character classes, lookarounds
and case-insensitive groups say nothing, which only makes a set weaker, never wrong. A rule the
table does not know (edited since it was written: its key is a hash of its text) is run on every
text, as before; a test fails until the table is written again:

    python -m scripts.addressing_needs
"""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence
from pathlib import Path
from re import _constants as sre_constants  # type: ignore[attr-defined]
from re import _parser as sre_parse  # type: ignore[attr-defined]
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
TABLE = ROOT / "gate" / "docs" / "addressing" / "needs.json"
#: At most this many sets per rule: the most selective ones; more would cost scans of the text
#: for little.
MAX_SETS = 3
#: A word shorter than this is in nearly every text: a set holding one tells nothing.
MIN_WORD = 2

Words = frozenset[str]
REPEATS = {sre_constants.MAX_REPEAT, sre_constants.MIN_REPEAT,
           sre_constants.POSSESSIVE_REPEAT}


def _selectivity(words: Words) -> tuple[int, int]:
    """Longer shortest words first, then fewer words: the set least likely to be met."""
    return (min(map(len, words)), -len(words))


def _best(found: list[Words]) -> Words | None:
    return max(found, key=_selectivity) if found else None


def _sets(items: Sequence[Any]) -> list[Words]:
    """Sets of words, each with a member in every match of the sequence `items`."""
    found: list[Words] = []
    run: list[str] = []
    for op, value in items:
        if op is sre_constants.LITERAL:
            run.append(chr(value))
            continue
        if run:
            found.append(frozenset({"".join(run)}))
            run = []
        if op is sre_constants.SUBPATTERN:
            _group, add_flags, _del_flags, body = value
            if not add_flags & sre_constants.SRE_FLAG_IGNORECASE:
                found += _sets(body)
        elif op is sre_constants.ATOMIC_GROUP:
            found += _sets(value)
        elif op is sre_constants.BRANCH:
            each = [_best(_sets(alternative)) for alternative in value[1]]
            if all(words is not None for words in each):
                found.append(frozenset().union(*(w for w in each if w is not None)))
        elif op in REPEATS:
            low, _high, body = value
            if low >= 1:
                found += _sets(body)
    if run:
        found.append(frozenset({"".join(run)}))
    return found


def needed_words(source: str, flags: int) -> tuple[tuple[str, ...], ...]:
    """Up to `MAX_SETS` sets of words (most selective first, each sorted), each with a member
    in every match of the pattern `source` compiled with `flags`; () when none is known."""
    parsed = sre_parse.parse(source, flags)
    if parsed.state.flags & sre_constants.SRE_FLAG_IGNORECASE:
        return ()
    useful = {words for words in _sets(parsed) if min(map(len, words)) >= MIN_WORD}
    ranked = sorted(useful, key=lambda words: (_selectivity(words), sorted(words)), reverse=True)
    return tuple(tuple(sorted(words)) for words in ranked[:MAX_SETS])


def table_text() -> str:
    """The JSON file `TABLE`, for the rules as they are now: one rule per key, in the rules'
    order, each set of words on a line of its own so a change reads as a small diff."""
    from gate.docs.addressing.rules import ALL_RULES  # noqa: PLC0415 - after sys.path is set

    entries = []
    for key, rule in {rule.key: rule for rule in ALL_RULES}.items():
        sets = [json.dumps(list(words), ensure_ascii=False)
                for words in needed_words(rule.source, rule.flags)]
        body = ("[\n" + ",\n".join(f"    {words}" for words in sets) + "\n  ]") if sets \
            else "[]"
        entries.append(f"  {json.dumps(key)}: {body}")
    return "{\n" + ",\n".join(entries) + "\n}\n"


def main() -> int:
    TABLE.write_text(table_text(), encoding="utf-8")
    print(f"wrote {TABLE.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    sys.exit(main())
