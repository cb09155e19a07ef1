"""One phrase rule of the addressing detector, and how rules are matched cheaply.

A rule is compiled the first time a text might match it, not at import: compiling them all
costs more than the rest of a short run's grading, and ordinary documentation can match almost
none of them. Each rule knows, from `gate.docs.addressing.matching.needs`, sets of words with one
member of each in every match (read off its pattern by `scripts/addressing_needs.py`); a text
holding no word of some set cannot match the rule, so the rule is neither compiled nor run on it.
For long texts, one combined pattern (`any_rule`) says in one pass whether any rule can match.

The rules themselves, the phrase table, are `gate.docs.addressing.phrases.rules`.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field
from functools import cached_property
from typing import Literal, get_args

from gate.docs.addressing.matching.needed_literals import WordIndex
from gate.docs.addressing.matching.needs import NEEDS

#: What kind of addressing a hit is; the names appear in findings and in the benchmark.
AddressingRule = Literal["instruction", "score_claim", "self_assessment", "role_play",
                         "chat_turn", "hidden_text", "hidden_characters", "encoded",
                         "envelope_tag"]
RULE_NAMES: tuple[AddressingRule, ...] = get_args(AddressingRule)


@dataclass(frozen=True)
class PhraseRule:
    rule: AddressingRule
    #: The pattern's text and flags; `pattern` compiles them when first asked for.
    source: str
    #: The match only counts with a self-reference or a grader nearby (`near`), or also when
    #: it stands alone as its sentence or line (`near_or_alone`).
    needs_context: Literal["none", "near", "near_or_alone"] = "none"
    flags: int = re.MULTILINE
    #: Identifies the pattern in `gate.docs.addressing.matching.needs` (a hash of its text and
    #: flags).
    key: str = field(init=False, compare=False, repr=False)
    #: Sets of words, each with a member in every match; () when the table does not know the
    #: rule, which then runs on every text.
    needs: tuple[tuple[str, ...], ...] = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        key = hashlib.sha256(f"{self.flags}:{self.source}".encode()).hexdigest()[:16]
        object.__setattr__(self, "key", key)  # frozen: derived once, here
        object.__setattr__(self, "needs", NEEDS.get(key, ()))

    @cached_property
    def pattern(self) -> re.Pattern[str]:
        return re.compile(self.source, self.flags)


def any_rule(rules: tuple[PhraseRule, ...]) -> re.Pattern[str]:
    """One pattern that matches wherever any of `rules` matches: when it finds nothing in a
    text, no rule can (the rules are only run, in order, on a text it matched).

    Trying every rule at every position of every text is most of the detector's work, and
    nearly every text of a project addresses no one. Most rules begin at a word boundary, so
    theirs share one `\\b` in front: at the positions inside a word, which are most, the
    combined pattern fails at once instead of once per rule. Compiled at first use, not at
    import (a run without drafted text never needs it)."""
    held = _ANY_RULE.get(id(rules))
    if held is None or held[0] is not rules:
        held = (rules, _alternation(rules))
        _ANY_RULE[id(rules)] = held
    return held[1]


_ANY_RULE: dict[int, tuple[tuple[PhraseRule, ...], re.Pattern[str]]] = {}
WORD_BOUNDARY = r"\b"


def _alternation(rules: tuple[PhraseRule, ...]) -> re.Pattern[str]:
    """`\\b(?:A|B|...)|(?:C)|...`: A, B those rules' patterns without their leading `\\b`.
    Leaving it off is only the same pattern when no `|` stands outside every group (else the
    `\\b` held the first alternative alone); those, and the rest, join as they are."""
    bounded = [rule.source.removeprefix(WORD_BOUNDARY) for rule in rules
               if rule.source.startswith(WORD_BOUNDARY)
               and not _alternates_outside_groups(rule.source)]
    rest = [rule.source for rule in rules
            if not rule.source.startswith(WORD_BOUNDARY)
            or _alternates_outside_groups(rule.source)]
    flags = {rule.flags for rule in rules}
    if len(flags) != 1:  # pragma: no cover - every rule is made by `_rule`
        raise ValueError("the phrase rules must share their flags")
    branches = [rf"{WORD_BOUNDARY}(?:{'|'.join(f'(?:{p})' for p in bounded)})"] if bounded \
        else []
    branches += [f"(?:{pattern})" for pattern in rest]
    return re.compile("|".join(branches), flags.pop())


def _alternates_outside_groups(pattern: str) -> bool:
    """Whether `pattern` holds a `|` outside every group and character class."""
    depth, in_class, index = 0, False, 0
    while index < len(pattern):
        char = pattern[index]
        if char == "\\":
            index += 2
            continue
        if in_class:
            in_class = char != "]"
        elif char == "[":
            in_class = True
            if pattern[index + 1: index + 2] == "^":
                index += 1
            if pattern[index + 1: index + 2] == "]":  # a `]` first in a class is literal
                index += 1
        elif char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
        elif char == "|" and depth == 0:
            return True
        index += 1
    return False


@dataclass(frozen=True)
class NeededWords:
    """Every needed word of a group of rules in one automaton (`WordIndex`): one pass over a
    text says which words it holds, and a rule may match only when each of its word sets
    meets them. Checking each rule's words one `in` at a time was the largest single cost of
    reading a large project (every rule, every view of every distinct text); here the work
    follows the few words a text holds, not the rules."""

    rules: tuple[PhraseRule, ...]
    index: WordIndex

    @classmethod
    def of(cls, rules: tuple[PhraseRule, ...]) -> NeededWords:
        return cls(rules, WordIndex.of([rule.needs for rule in rules]))

    def may_match(self, view: str) -> list[PhraseRule]:
        """The rules whose needed words `view` holds, in their order."""
        return [self.rules[i] for i in self.index.chosen(view)]


_NEEDED: dict[int, NeededWords] = {}


def needed_words(rules: tuple[PhraseRule, ...]) -> NeededWords:
    """The automaton of a group of rules, built at its first use (the groups are the
    detector's constant tuples, so it is built once per process)."""
    held = _NEEDED.get(id(rules))
    if held is None or held.rules is not rules:
        held = NeededWords.of(rules)
        _NEEDED[id(rules)] = held
    return held
