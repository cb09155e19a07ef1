"""The bounds two texts of one model or document give the same measure: where an interval
starts and ends, what a ratio is a share of, what comes before what.

"Door-to-provider is measured from triage to first provider assignment" beside a glossary's
"**Door-to-provider**: minutes from arrival to first provider assignment" gives one measure two
starts; "over 85% of licensed beds" beside "occupied beds / staffed beds" gives one ratio two
bases. Neither is a fixed list of facts: each text's bounds are read from its sentences, and two
bounds are compared when they belong to the same measure, read from the project's own words:
the column's or heading's name, a glossary term, the words that name what is measured ("its
turnaround time measured from …"), and an acronym the document spells out ("turnaround (TAT)").

| check              | score | the text …                                                  |
|--------------------|-------|-------------------------------------------------------------|
| another start/end  | 0.3   | gives a measure's interval one end a sibling gives it and    |
|                    |       | another start (or the same start and another end)           |
| another base       | 0.3   | gives a ratio a base (`of licensed beds`) where a sibling's  |
|                    |       | ratio of the same measure has another (`/ staffed beds`); a  |
|                    |       | division defines the ratio, and a mere use never faults it  |
| another limit      | 0.3   | defines a term with a limit ("before discharge") where a     |
|                    |       | sibling's definition of the term has another                |

Each text is read once (cached); a model's bounds are indexed by the words of their measure,
so a model of n texts costs O(n).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Literal

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.judges.offline.shared.finding import Finding
from gate.docs.seam.score_levels import GRAVE

#: Words compared by their first letters: "collected_at" and "collection" are one start.
STEM = 5
GENERIC = frozenset({
    "the", "a", "an", "of", "to", "in", "on", "at", "by", "for", "with", "and", "or", "is",
    "are", "was", "were", "be", "been", "its", "it", "this", "that", "these", "those", "their",
    "when", "where", "which", "who", "whose", "as", "than", "then", "time", "times",
    "timestamp", "date", "minutes", "minute", "hours", "hour", "days", "day", "seconds",
    "first", "last", "final", "initial", "number", "count", "total", "rate", "ratio", "share",
    "all", "each", "every", "per", "one", "row", "rows", "value", "values", "column", "field",
    "true", "false", "flag", "how", "measured", "counted", "computed", "calculated",
    "defined", "taken", "runs", "run", "starts", "start", "counts", "ends", "end", "so", "any",
    "our", "we", "what", "null", "nulls", "high", "low", "above", "below", "over", "under",
    "mins", "secs", "hrs", "pct", "percent", "percentage", "usd", "id", "key", "ts", "from",
    "being", "has", "have", "had", "until", "till", "after", "before", "into", "onto"})
#: Time words are no ratio's base: "over the previous week" is a window.
TIME_HEADS = frozenset({"day", "week", "month", "year", "hour", "minute", "period", "window",
                        "weekend", "time", "quarter", "night", "season"})
PHRASE = r"([a-z][\w-]*(?: [a-z][\w-]*){0,3}?)"
END = r"(?=\s*[,;.()\n:]|\s*$| in | as | for | on | and | with | per | but | or | via )"
INTERVALS = (
    lazy_pattern(r"\bfrom " + PHRASE + r" (?:to|until|till) " + PHRASE + END),
    lazy_pattern(r"\bstarts? (?:when|at|with|on) " + PHRASE + r" and ends? (?:when|at|with|on) "
                 + PHRASE + END),
    lazy_pattern(r"\b([a-z]{3,})-to-([a-z]{3,})\b"),
)
LIMIT = lazy_pattern(r"\b(before|after) " + PHRASE + END)
BASE = lazy_pattern(r"(?:\d+(?:\.\d+)? ?%|\bpercent|\bshare|\bfraction|\bproportion) of "
                    r"(?:all |the |total )?([a-z][\w-]*(?: [a-z][\w-]*)?)|"
                    r"(?:/|÷|\bdivided by|\bover|\bout of) (?:all |the |total |"
                    r"(?:the )?(?:number|sum|count) of )?"
                    r"([a-z][\w-]*(?: [a-z][\w-]*)?)")
#: Words after a base's noun that end the base: "requests made in …", "orders in the month".
AFTER_HEAD = frozenset({"made", "sent", "in", "on", "at", "for", "by", "per", "of", "from",
                        "during", "within", "across", "with", "that", "which", "who"})
BASE_CUE = lazy_pattern(r"[/%÷]|\b(?:over|out of|divided|percent|share|fraction|proportion)\b")
#: Words before a bound that name what is measured: "Door-to-provider is measured from".
NAMED_BEFORE = lazy_pattern(r"((?:[a-z][\w-]* ){1,3})(?:is |are )?(?:measured |counted |taken )?"
                            r"(?:runs? |starts? )?$")
#: The term a sentence defines, before its "=", "is" or ":": "occupancy rate = …".
DEFINED_BEFORE = lazy_pattern(r"\W*((?:[a-z][\w-]* ){0,3}?[a-z][\w-]*) ?(?:=|:| is | are )")
GLOSSARY_LINE = lazy_pattern(r"^\s*(?:[-*]\s+)?\*\*([^*\n]{2,40})\*\*\s*:", re.MULTILINE)
ACRONYM_IN_BRACKETS = lazy_pattern(r"\([A-Z]{2,6}\)")
SPELT_OUT = lazy_pattern(r"([a-z][\w-]*(?: [a-z][\w-]*){0,3}) \(([A-Z]{2,6})\)")
CUES = (" from ", "-to-", " start", " before ", " after ", "/", "%", " over ", " out of ",
        "divided", "share of", "fraction of", "percent of", "proportion of")


def stems(phrase: str) -> frozenset[str]:
    words = re.findall(r"[a-z][a-z0-9]*", phrase.lower().replace("_", " "))
    return frozenset(w[:STEM] for w in words if w not in GENERIC and len(w) > 1)


#: What a bound bounds: an interval's two ends, a term's limit, a ratio's base.
BoundSlot = Literal["interval", "before", "after", "base"]


@dataclass(frozen=True)
class Bound:
    """One bound a text gives a measure."""

    measure: frozenset[str]
    slot: BoundSlot
    first: frozenset[str]
    second: frozenset[str] = frozenset()
    #: A base given as a division ("a / b") defines the ratio; "85% of b" uses it.
    defining: bool = False


@lru_cache(maxsize=16_384)
def bounds_of(text: str, name: str = "") -> tuple[Bound, ...]:
    """The bounds `text` gives, each with the words of the measure it bounds; `name` is the
    column's or the heading's (every bound of its text is of that measure too)."""
    low = text.lower()
    if not any(cue in low for cue in CUES):
        return ()
    named = stems(name)
    found: list[Bound] = []
    for line in low.splitlines():
        term = GLOSSARY_LINE.match(line)
        own = stems(term.group(1)) if term else frozenset()
        for sentence in re.split(r"(?<=[.;!?])\s+", line):
            found += _in_sentence(sentence.replace("_", " ").replace("`", ""),
                                  named | own, own)
    return tuple(found)


def _measure(sentence: str, start: int, named: frozenset[str]) -> frozenset[str]:
    before = NAMED_BEFORE.search(sentence[:start])
    return named | (stems(before.group(1)) if before else frozenset())


def _in_sentence(sentence: str, named: frozenset[str], term: frozenset[str]) -> list[Bound]:
    """The bounds of one sentence; `term` is the glossary term its line defines, if any: a
    limit ("before discharge") belongs to a defined term, and a base to the column, heading or
    term named, or to the words before "=" or "is" ("Occupancy rate = …")."""
    found: list[Bound] = []
    plain = re.sub(r"\s*\([^()]*\)", "", sentence) if "(" in sentence else sentence
    for pattern, read, cue in zip(INTERVALS, (plain, plain, sentence),
                                  ("from ", "start", "-to-"), strict=True):
        if cue not in read:  # each pattern runs only where its word is
            continue
        for match in pattern.finditer(read):
            start, end = stems(match.group(1)), stems(match.group(2))
            measure = _measure(read, match.start(), named)
            if start and end and measure:
                found.append(Bound(measure, "interval", start, end))
    limits = LIMIT.finditer(sentence) if term and ("before" in sentence or
                                                   "after" in sentence) else ()
    for match in limits:
        limit = stems(match.group(2))
        if limit:
            found.append(Bound(term, "before" if match.group(1) == "before" else "after",
                               limit))
    for match in BASE.finditer(sentence) if BASE_CUE.search(sentence) else ():
        words = re.findall(r"[a-z][\w-]*", match.group(1) or match.group(2))
        if len(words) == 2 and (words[1] in AFTER_HEAD or words[1].endswith("ed")):
            words = words[:1]  # "all requests made in the city": the base is requests
        # "over all requests" takes every one as its base: a modifier of its own
        group = 1 if match.group(1) else 2
        before = sentence[match.start():match.start(group)]
        modifier = stems(words[0]) if len(words) == 2 else \
            frozenset({"all"}) if before.endswith("all ") else frozenset()
        head = words[-1].rstrip("s")
        if head not in TIME_HEADS and words[0] not in GENERIC and modifier:
            defined = DEFINED_BEFORE.match(sentence)
            measure = named | (stems(defined.group(1)) if defined else frozenset())
            defining = match.group(2) is not None and match.group(0)[0] in "/÷d"
            if measure - {head[:STEM]}:
                found.append(Bound(measure - {head[:STEM]}, "base", modifier,
                                   frozenset({head[:STEM]}), defining))
    return found


@lru_cache(maxsize=4_096)
def spelt_out(text: str) -> tuple[tuple[str, frozenset[str]], ...]:
    """Acronyms a text spells out, with the words they stand for: "turnaround (TAT)"."""
    found = []
    for words, acronym in SPELT_OUT.findall(text) if ACRONYM_IN_BRACKETS.search(text) else ():
        parts = words.lower().split()
        first = max((i for i, w in enumerate(parts) if w[0] == acronym[0].lower()), default=0)
        found.append((acronym.lower()[:STEM], stems(" ".join(parts[first:]))))
    return tuple(found)


@dataclass
class SiblingBounds:
    """A model's bounds by the words of their measure, each with the text that gave it."""

    by_word: dict[str, list[tuple[str, Bound]]] = field(default_factory=dict)
    aliases: dict[str, set[str]] = field(default_factory=dict)

    def add(self, text: str, name: str) -> None:
        for acronym, words in spelt_out(text):
            for word in words:
                self.aliases.setdefault(acronym, set()).add(word)
                self.aliases.setdefault(word, set()).add(acronym)
        for bound in bounds_of(text, name):
            for word in bound.measure:
                held = self.by_word.setdefault(word, [])
                if len(held) < 16:
                    held.append((text, bound))

    def widened(self, words: Iterable[str]) -> set[str]:
        words = set(words)
        return words | {alias for word in words for alias in self.aliases.get(word, ())}

    def findings(self, text: str, name: str, evidence: str) -> Iterator[Finding]:
        for bound in bounds_of(text, name):
            for word in sorted(self.widened(bound.measure)):
                for other_text, other in self.by_word.get(word, ()):
                    if other_text != text and other.slot == bound.slot:
                        reason = _disagree(bound, other)
                        if reason:
                            yield Finding(GRAVE, evidence, reason)
                            return


def _disagree(own: Bound, other: Bound) -> str | None:
    if own.slot == "interval":
        return _interval_disagrees(own, other)
    if own.slot == "base":  # a ratio's definition is not faulted by a text that uses it
        # a base its own measure is named for ("engineers per backend maintainer" on
        # `engineers_per_maintainer_backend`) is what sets it apart, not a disagreement
        named_for = own.first & own.measure or other.first & other.measure
        if own.second == other.second and not own.first & other.first and \
                (other.defining or not own.defining) and not named_for:
            return ("The text takes the ratio over another base than a sibling does "
                    f"({_word(own.first)} against {_word(other.first)} "
                    f"{_word(own.second)}).")
        return None
    if not own.first & other.first:
        return (f"The text defines the term with another limit ({own.slot} "
                f"{_word(own.first)}) than a sibling's definition ({other.slot} "
                f"{_word(other.first)}).")
    return None


def _interval_disagrees(own: Bound, other: Bound) -> str | None:
    """One end shared and the other not: the same interval, measured otherwise. An interval
    the other way round ("from source to transaction" beside "from transaction to source") is
    the reciprocal measure, not another definition."""
    if own.first & other.second and own.second & other.first:
        return None
    same_start, same_end = own.first & other.first, own.second & other.second
    if same_end and not same_start:
        return ("The text starts the measure at another point than a sibling does "
                f"({_word(own.first)} against {_word(other.first)}): two definitions of "
                "one interval give two numbers.")
    if same_start and not same_end:
        return ("The text ends the measure at another point than a sibling does "
                f"({_word(own.second)} against {_word(other.second)}): two definitions "
                "of one interval give two numbers.")
    return None


def _word(stems_: frozenset[str]) -> str:
    return "/".join(sorted(stems_)) + "…"
