"""One phrase rule of the addressing detector, and how rules are matched cheaply.

A rule is compiled the first time a text might match it, not at import: compiling them all
costs more than the rest of a short run's grading, and ordinary documentation can match almost
none of them. Each rule knows, from `gate.docs.addressing.matching.needs`, sets of words with one
member of each in every match (read off its pattern by `scripts/addressing_needs.py`); a text
holding no word of some set cannot match the rule, so the rule is neither compiled nor run on it.
The rules a text's words allow are each run alone, on long texts too: one pattern of all the
rules, searched first as a screen, tried each of its branches at each place of the text and cost
more than those rules (`gate.docs.addressing.detector._search`).

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
