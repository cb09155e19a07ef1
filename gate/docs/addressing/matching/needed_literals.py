"""The words every match of a pattern contains, read off its parse tree, and a filter that runs
a tuple of patterns only on the texts that hold them.

A run of literal characters is in every match; a group repeated at least once holds what its
body holds; an alternation holds, in every match, one word from the union of what each
alternative holds (and nothing, when some alternative holds no word). Optional items,
character classes, lookarounds and case-insensitive groups say nothing, which only makes a set
weaker, never wrong: a text that holds no word of some set cannot match the pattern.

The phrase rules' sets are written once into a table (`scripts/addressing_needs.py`,
`gate.docs.addressing.matching.needs`), so that no rule is compiled before a text may match it.
Patterns compiled anyway, as the standing patterns are (`gate.docs.addressing.standing.status`),
have their sets read here at their first use (`PatternFilter`): parsing them costs a few
milliseconds once, and an edit to a pattern can never leave its words stale.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from re import _constants as sre_constants  # type: ignore[attr-defined]
from re import _parser as sre_parse  # type: ignore[attr-defined]
from typing import Any

#: At most this many sets per pattern: the most selective ones; more would cost scans of the
#: text for little.
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


@dataclass(frozen=True)
class WordIndex:
    """The needed words of many items (patterns, phrase rules) in one Aho-Corasick automaton:
    one pass over a text says which items it may match, in their order. Each (item, word set)
    pair is one bit; a text's words set the bits of the pairs they satisfy, and an item is
    chosen when all of its bits are set. The work follows the few words a text holds, not the
    items; an item with no set is chosen for every text."""

    automaton: Any
    #: Word number → the bits of the (item, word set) pairs it satisfies, and those items.
    bits: tuple[int, ...]
    items_of: tuple[frozenset[int], ...]
    #: Per item, the bits of all its sets.
    wanted: tuple[int, ...]
    #: Items with no needed words: chosen for every text.
    always: frozenset[int]

    @classmethod
    def of(cls, needs: Sequence[tuple[tuple[str, ...], ...]]) -> WordIndex:
        import ahocorasick  # noqa: PLC0415 (a run without drafted text never needs it)

        numbers: dict[str, int] = {}
        bits: list[int] = []
        items_of: list[set[int]] = []
        wanted: list[int] = []
        bit = 1
        for index, sets in enumerate(needs):
            mask = 0
            for words in sets:
                for word in words:
                    number = numbers.setdefault(word, len(numbers))
                    if number == len(bits):
                        bits.append(0)
                        items_of.append(set())
                    bits[number] |= bit
                    items_of[number].add(index)
                mask |= bit
                bit <<= 1
            wanted.append(mask)
        automaton = ahocorasick.Automaton()
        for word, number in numbers.items():
            automaton.add_word(word, number)
        if numbers:
            automaton.make_automaton()
        return cls(automaton if numbers else None, tuple(bits),
                   tuple(map(frozenset, items_of)), tuple(wanted),
                   frozenset(i for i, sets in enumerate(needs) if not sets))

    def chosen(self, text: str) -> list[int]:
        """The items whose needed words `text` holds, by their number."""
        if self.automaton is None:
            return sorted(self.always)
        found = 0
        touched: set[int] = set(self.always)
        for number in {number for _, number in self.automaton.iter(text)}:
            found |= self.bits[number]
            touched |= self.items_of[number]
        wanted = self.wanted
        return sorted(i for i in touched if found & wanted[i] == wanted[i])


@dataclass(frozen=True)
class PatternFilter:
    """Compiled patterns, each run only on the texts that hold its needed words (`WordIndex`).
    Searching every pattern in a text that cannot match most of them was most of the cost of
    reading a large project's sentences for their standing."""

    patterns: tuple[re.Pattern[str], ...]
    index: WordIndex

    @classmethod
    def of(cls, patterns: tuple[re.Pattern[str], ...]) -> PatternFilter:
        return cls(patterns, WordIndex.of([needed_words(p.pattern, p.flags & ~re.UNICODE)
                                           for p in patterns]))

    def may_match(self, text: str) -> list[re.Pattern[str]]:
        """The patterns whose needed words `text` holds, in their order: the others cannot
        match it."""
        return [self.patterns[i] for i in self.index.chosen(text)]
