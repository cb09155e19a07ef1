"""Write `gate/docs/addressing/matching/needs.json`: for each phrase rule of the addressing
detector, the words every match of it contains.

Compiling the detector's 70-odd phrase rules costs more than the rest of a short run's grading,
yet on ordinary documentation almost none of them can match: "ignore the rubric" needs
"ignore", a claimed score needs "score" or one of its synonyms. So each rule carries, from the
table this script writes, a few sets of words with one member of each in every match; a text
holding no word of some set is passed over without compiling the rule (`NeededWords.may_match`).

The sets are read off the rule's parse tree (`gate.docs.addressing.matching.needed_literals`, which
also filters the patterns of a text's standing at run time), so they hold by construction. A
rule the table does not know (edited since it was written: its key is a hash of its text) is
run on every text, as before; a test fails until the table is written again:

    python -m scripts.addressing_needs
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from gate.docs.addressing.matching.needed_literals import needed_words

ROOT = Path(__file__).resolve().parent.parent
TABLE = ROOT / "gate" / "docs" / "addressing" / "matching" / "needs.json"


def table_text() -> str:
    """The JSON file `TABLE`, for the rules as they are now: one rule per key, in the rules'
    order, each set of words on a line of its own so a change reads as a small diff."""
    from gate.docs.addressing.phrases.rules import ALL_RULES  # noqa: PLC0415 - after sys.path is set

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
