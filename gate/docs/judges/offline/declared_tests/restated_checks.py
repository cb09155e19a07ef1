"""A test's rationale that says only what the test checks, in other words.

"Stops duplicates." on a `unique` test, "Balances can't go below zero." on a range from 0,
"Detectors should be known." on a set of values: each sentence is the test itself read aloud,
with the column's and model's own words. It names no one who reads the column and nothing that
goes wrong when the check fails, so it is no reason. The rationale is reduced to its words;
when every one is a word of checking (`CHECK_WORDS`), of the test's name, column or model, or
glue, the rationale restates its check.

Of two tests that check the same thing, the one whose rationale only restates its check is
the one a reviewer drops (`data_test_rules._kept_over`).
"""

from __future__ import annotations

import re
from functools import lru_cache

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.data_tests import DataTest

CHECK_WORDS = frozenset({
    "a", "an", "the", "is", "are", "be", "been", "being", "it", "its", "this", "that", "there",
    "no", "not", "nor", "only", "always", "never", "must", "should", "shall", "will", "can",
    "cannot", "can't", "cant", "may", "of", "in", "on", "at", "to", "for", "from", "with",
    "within", "by", "and", "or", "any", "every", "each", "all", "some", "values", "value",
    "rows", "row", "column", "columns", "field", "fields", "table", "tables", "data", "record",
    "records", "check", "checks", "checked", "checking", "test", "tests", "tested", "testing",
    "ensure", "ensures", "ensuring", "make", "makes", "sure", "guard", "guards", "guarding",
    "stop", "stops", "stopping", "prevent", "prevents", "catch", "catches", "avoid", "avoids",
    "keep", "keeps", "flag", "flags", "verify", "verifies", "validate", "validates", "confirm",
    "confirms", "assert", "asserts", "enforce", "enforces", "null", "nulls", "missing",
    "present", "empty", "blank", "populated", "filled", "set", "unique", "uniqueness",
    "duplicate", "duplicates", "duplicated", "dupes", "distinct", "once", "twice", "valid",
    "invalid", "known", "unknown", "allowed", "accepted", "expected", "sensible", "reasonable",
    "plausible", "correct", "proper", "right", "good", "bad", "wrong", "acceptable", "range",
    "ranges", "bound", "bounds", "limit", "limits", "between", "inside", "outside", "above",
    "below", "over", "under", "less", "more", "greater", "than", "zero", "negative",
    "positive", "non", "minimum", "maximum", "min", "max", "go", "goes", "exceed", "exceeds",
    "size", "count", "number", "exist", "exists", "existing", "belong", "belongs", "match",
    "matches", "matching", "refer", "refers", "reference", "references", "point", "points",
    "contain", "contains", "containing", "one", "two"})
WORD = lazy_pattern(r"[a-z][a-z']*")


def _singular(word: str) -> str:
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"
    return word[:-1] if len(word) > 3 and word.endswith("s") and not word.endswith("ss") \
        else word


def restates_its_check(test: DataTest, model: str, rationale: str) -> bool:
    """True when every word of `rationale` is a word of checking, of the test's name, its
    column or its model, or glue: the test read aloud, with no reason in it."""
    return _restates(test.type, test.column or "", model, rationale)


@lru_cache(maxsize=16_384)
def _restates(test_type: str, column: str, model: str, rationale: str) -> bool:
    said = WORD.findall(rationale.lower().replace("_", " "))
    if not said:
        return False
    own = {_singular(w) for w in re.findall(r"[a-z]+", " ".join(
        (test_type, column, model)).lower().replace("_", " "))}
    return all(w in CHECK_WORDS or _singular(w) in own or w.rstrip("'s") in own
               for w in said)


#: What a rationale says goes wrong, by the check that catches it.
ARGUES_DUPLICATES = lazy_pattern(r"\bduplicat\w*|\btwice\b|\bdouble[sd]?\b|\bdoubling\b|"
                                 r"\bmore than once\b|\bsame \w+ (?:again|twice)\b", re.IGNORECASE)
ARGUES_NULLS = lazy_pattern(r"\bnulls?\b|\bmissing\b|\bempty\b|\bblank\b|\bwithout (?:an? |its )?"
                            r"\w+\b|\bno \w+ (?:id|key|value)\b|\bunset\b|\babsent\b",
                            re.IGNORECASE)
NOT_NULL_TESTS = frozenset({"not_null", "expect_column_values_to_not_be_null"})
UNIQUE_TESTS = frozenset({"unique", "expect_column_values_to_be_unique"})


def argues_another_check(test: DataTest, rationale: str) -> str | None:
    """The check a rationale argues for when it is not its test's: a `not_null` test whose
    rationale speaks only of duplicates, a `unique` test whose rationale speaks only of nulls.
    The reason may be sound; it is not this test's."""
    duplicates = ARGUES_DUPLICATES.search(rationale) is not None
    nulls = ARGUES_NULLS.search(rationale) is not None
    if test.name in NOT_NULL_TESTS and duplicates and not nulls:
        return "duplicates, which a not_null test cannot catch"
    if test.name in UNIQUE_TESTS and nulls and not duplicates:
        return "nulls, which a unique test does not refuse"
    return None
