"""The standing patterns run only on the views that hold their needed words
(`gate.docs.addressing.matching.needed_literals.PatternFilter`): every pattern that matches a view
is among those the filter keeps, in order, and on ordinary sentences it keeps few."""

from __future__ import annotations

import json
import re
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from gate.docs.addressing.matching.fold import fold, latin, unleet
from gate.docs.addressing.matching.needed_literals import PatternFilter, needed_words
from gate.docs.addressing.standing import status

SETS = Path(__file__).parents[1] / "addressing_sets"
#: Sentences of ordinary documentation, as a dbt project's descriptions say them.
ORDINARY = ("Orders placed by customers, one row per order.",
            "The order's total in US dollars, before tax and shipping.",
            "Timestamp when the order was shipped, in UTC.",
            "Foreign key to the customer who placed the order.",
            "Whether the account was active at the end of the month.",
            "Sum of the refunds issued against this order, in the order's currency.",
            "Status of the subscription: trialing, active, past_due or canceled.",
            "Number of seats on the plan, as billed.")
FILTER = PatternFilter.of(status.ENGLISH)
#: Every needed word of the standing patterns: the text the property test is made of.
WORDS = sorted({word for pattern in status.ENGLISH
                for words in needed_words(pattern.pattern, 0) for word in words})


def views(sentence: str) -> list[str]:
    """The views `speaks_of_standing` searches the standing patterns in."""
    plain = latin(fold(status.QUOTED.sub(" ", sentence)))
    return list(dict.fromkeys((plain, unleet(plain))))


def texts() -> list[str]:
    found = []
    for path in sorted(SETS.rglob("*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            entry = json.loads(line) if line.startswith("{") else {}
            if "text" in entry:
                found.append(str(entry["text"]))
    return found


def matching(view: str) -> list[re.Pattern[str]]:
    return [pattern for pattern in status.ENGLISH if pattern.search(view)]


def test_every_pattern_that_matches_is_kept_in_order() -> None:
    sentences = [found.group(0) for text in texts() for found in status.SENTENCE.finditer(text)]
    hits = 0
    for sentence in sentences:
        for view in views(sentence):
            kept = FILTER.may_match(view)
            assert kept == sorted(kept, key=status.ENGLISH.index)
            matched = matching(view)
            assert set(map(id, matched)) <= set(map(id, kept)), (sentence, view)
            hits += bool(matched)
    assert hits > 100  # the sets speak of standing often enough to tell


def test_ordinary_sentences_run_few_patterns() -> None:
    kept = [len(FILTER.may_match(view)) for sentence in ORDINARY for view in views(sentence)]
    assert sum(kept) / len(kept) < len(status.ENGLISH) / 4


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from([*WORDS, "this", "the", "column", ":", ".", "you", "5/5"]),
                min_size=1, max_size=12))
def test_texts_made_of_the_needed_words_keep_their_matches(words: list[str]) -> None:
    view = " ".join(words)
    assert set(map(id, matching(view))) <= set(map(id, FILTER.may_match(view)))


def test_the_standing_reading_is_the_one_of_every_pattern_in_order() -> None:
    for text in texts()[:400]:
        for found in status.SENTENCE.finditer(text):
            for view in views(found.group(0)):
                first = next((m.group(0) for p in status.ENGLISH if (m := p.search(view))), None)
                kept = next((m.group(0) for p in FILTER.may_match(view)
                             if (m := p.search(view))), None)
                assert kept == first


def other_views(sentence: str) -> list[str]:
    """The views `speaks_of_standing` searches the other languages' pattern in."""
    native = fold(status.QUOTED.sub(" ", sentence))
    return list(dict.fromkeys((native, latin(native))))


def test_the_other_languages_pattern_is_kept_wherever_it_matches() -> None:
    other = status._other()
    (pattern,) = other.patterns
    hits = 0
    for text in texts():
        for found in status.SENTENCE.finditer(text):
            for view in other_views(found.group(0)):
                if pattern.search(view) is not None:
                    hits += 1
                    assert other.may_match(view) == [pattern], (found.group(0), view)
    assert hits > 50  # the sets write to graders in other languages often enough to tell


def test_ordinary_sentences_skip_the_other_languages_pattern() -> None:
    assert not [view for sentence in ORDINARY for view in other_views(sentence)
                if status._other().may_match(view)]
