"""The one pattern that stands for all the phrase rules of a view matches exactly where one of
them does, so skipping a text it does not match changes no reading."""

from __future__ import annotations

import pytest

from gate.docs.addressing import detector as addressing
from gate.docs.addressing.matching.phrase_rule import (
    PhraseRule,
    _alternates_outside_groups,
    any_rule,
)
from gate.docs.addressing.phrases.rules import (
    ENGLISH,
    OTHER_LANGUAGES,
    OTHER_SCRIPTS,
    _rule,
)
from tests.docs.addressing.test_addressing import ATTACKS, BENIGN

RULE_SETS = {"english": ENGLISH, "other languages": OTHER_LANGUAGES,
             "other scripts": OTHER_SCRIPTS, "names": addressing.NAME_RULES}


def views(text: str) -> list[str]:
    flat = addressing.folded(text)
    return [text, flat, addressing.skeleton(flat), addressing.spaced(flat)]


@pytest.mark.parametrize("name", RULE_SETS)
def test_the_combined_pattern_matches_where_a_rule_does(name: str) -> None:
    rules = RULE_SETS[name]
    combined = any_rule(rules)
    seen = {True: 0, False: 0}
    for text in [a["text"] for a in ATTACKS] + [b["text"] for b in BENIGN]:
        for view in views(text):
            matched = any(rule.pattern.search(view) for rule in rules)
            assert (combined.search(view) is not None) is matched, (name, view[:120])
            seen[matched] += 1
    assert seen[False] > 0
    assert seen[True] > 0 or name == "other scripts"


def test_a_rule_with_an_alternative_outside_its_groups_keeps_its_boundary() -> None:
    # `\bab|cd` is `(\bab)|(cd)`: the `cd` inside a word still matches; had the `\b` been
    # shared in front of both, it would not.
    rules = (_rule("instruction", r"\bxy"), _rule("instruction", r"\bab|cd"))
    assert any_rule(rules).search("zcd") is not None
    assert any_rule(rules).search("zxy") is None
    assert any_rule(rules).search("zab") is None


@pytest.mark.parametrize(("pattern", "outside"), [
    (r"a|b", True), (r"(?:a)|b", True), (r"\bab|\bcd", True),
    (r"(a|b)", False), (r"(?:a(?:b|c))", False), (r"[|]", False), (r"\|", False),
    (r"[]|]", False), (r"[^]|]x", False), (r"[\]|]", False), (r"\(a|b\)", True),
])
def test_alternatives_outside_groups_are_told_apart(pattern: str, outside: bool) -> None:
    assert _alternates_outside_groups(pattern) is outside


def every_rule(rules: tuple[PhraseRule, ...], view: str) -> addressing.Hit | None:
    """The search as it was before the combined pattern: every rule, in order."""
    for rule in rules:
        for found in rule.pattern.finditer(view):
            if rule.needs_context != "none" and not addressing._in_context(
                    view, found.start(), found.end(), alone=rule.needs_context != "near"):
                continue
            return addressing.Hit(rule.rule, addressing.safe_phrase(found.group(0)),
                                  1 + view.count("\n", 0, found.start()))
    return None


@pytest.mark.parametrize("name", RULE_SETS)
def test_the_search_finds_what_every_rule_in_turn_finds(name: str) -> None:
    rules = RULE_SETS[name]
    for text in [a["text"] for a in ATTACKS] + [b["text"] for b in BENIGN]:
        for view in views(text):
            assert addressing._search(rules, view, 1, None) == every_rule(rules, view)
