"""One pass of the needed-words automaton chooses exactly the rules the per-rule check does."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gate.docs.addressing.matching.phrase_rule import PhraseRule, needed_words
from gate.docs.addressing.matching.views import folded, skeleton, spaced
from gate.docs.addressing.phrases.rules import ENGLISH, OTHER_LANGUAGES, OTHER_SCRIPTS
from tests.docs.addressing.matching.test_addressing_needs import holds_needed_words

SETS = Path(__file__).parents[1] / "addressing_sets"
GROUPS = {"english": ENGLISH, "other-languages": OTHER_LANGUAGES, "other-scripts": OTHER_SCRIPTS}


def texts() -> list[str]:
    found = []
    for path in sorted(SETS.glob("*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            entry = json.loads(line) if line.startswith("{") else {}
            if "text" in entry:
                found.append(str(entry["text"]))
    return found


def one_by_one(rules: tuple[PhraseRule, ...], view: str) -> list[PhraseRule]:
    return [rule for rule in rules if holds_needed_words(rule, view)]


@pytest.mark.parametrize("group", GROUPS)
def test_the_automaton_chooses_what_the_per_rule_check_chooses(group: str) -> None:
    rules = GROUPS[group]
    words = needed_words(rules)
    views = [view for text in texts() for flat in (folded(text),)
             for view in (skeleton(flat), spaced(flat))]
    assert len(views) > 400
    chosen = 0
    for view in views:
        expected = one_by_one(rules, view)
        assert words.may_match(view) == expected, view
        chosen += len(expected)
    assert chosen  # the sets hold attempts: some rules must be candidates somewhere


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from([*"abcdefghijklmnopqrstuvwxyz :.'", "ignore ", "the rubric",
                                  "grader", "score ", "approve", "reviewer", "mark as "]),
                max_size=60).map("".join))
def test_any_text_gets_the_same_candidates(text: str) -> None:
    for rules in GROUPS.values():
        assert needed_words(rules).may_match(text) == one_by_one(rules, text)
