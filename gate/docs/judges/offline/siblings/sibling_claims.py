"""Claims two texts of one model or document make differently: a difference turned round, a
term defined twice, a section that copies another.

| check               | score | the text …                                                  |
|---------------------|-------|-------------------------------------------------------------|
| a difference turned | 0.3   | says "metered minus baseline" where a sibling says          |
| round               |       | "baseline minus metered"                                    |
| a term defined      | 0.3   | defines a term ("Customers served is …", "**Crew**: …") a   |
| otherwise           |       | sibling defines with other words                            |
| a near copy         | 0.35  | repeats most of a sibling's phrases (three-word runs)       |

Each text is reduced once to its `Claims`; the model's claims are summed in counters, and a
text is compared with the sum less its own, so a model of n texts costs O(n), not O(n²).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import lru_cache

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.judges.offline.shared.finding import Finding
from gate.docs.judges.offline.shared.formulas import Formula, signed_terms
from gate.docs.seam.score_levels import GRAVE, SERIOUS

WORD = lazy_pattern(r"[a-z][a-z0-9_]*")
STOP = frozenset({"the", "a", "an", "of", "is", "are", "and", "or", "to", "in", "on", "for",
                  "by", "at", "it", "its", "this", "that", "with", "as", "be", "was", "from",
                  "then", "so", "each", "every", "all", "any", "one", "per", "usage", "value",
                  "amount", "total", "number"})
DIFFERENCE = lazy_pattern(r"((?:[a-z][\w-]* ){1,2})(?:minus|less) ((?:[a-z][\w-]*[ ,.;]?){1,2})")
#: "Customers served is the number of …", "**Crew**: one or more …", "A ticket means …".
DEFINITION = lazy_pattern(
    r"(?:^|\n)\s*(?:[-*]\s+)?\*\*([a-z][a-z ()-]{1,40}?)\*\*\s*:\s*([^\n]+)|"
    r"(?:^|[.!?]\s+|\n\s*)([a-z][a-z -]{2,40}?) (?:is|are|means|counts) (?:the |a |an )?"
    r"(?:number|count|sum|share|total|set) of ([^.\n]+)|"
    r"^([a-z][a-z -]{2,40}?)(?: in [a-z]{3})?: ([^\n]+)", re.IGNORECASE)
#: A near copy shares this share of its three-word runs with its siblings, over at least
#: `MIN_RUNS` runs (a short text shares runs by chance).
COPIED_SHARE = 0.6
MIN_RUNS = 12


def _content(text: str) -> frozenset[str]:
    return frozenset(w.rstrip("s") for w in WORD.findall(text.lower()) if w not in STOP)


@dataclass(frozen=True)
class Claims:
    differences: frozenset[tuple[str, str]] = frozenset()
    #: (term, the definition's content words, its formula if it gives one)
    definitions: tuple[tuple[str, frozenset[str], Formula | None], ...] = ()
    runs: frozenset[str] = frozenset()


NO_CLAIMS = Claims()


@lru_cache(maxsize=4_096)
def claims_of(text: str, whole_section: bool = False) -> Claims:
    """The claims of `text`; its three-word runs only for a `whole_section` (a Markdown
    section), where copies happen: a column's copied text is `duplicates_sibling`'s to find,
    and a project's thousands of descriptions need not hold their runs."""
    low = text.lower()
    if " minus " not in low and " less " not in low and " is " not in low and \
            " are " not in low and " means " not in low and "**" not in low and \
            ": " not in low[:60] and \
            not whole_section:
        return NO_CLAIMS
    differences: set[tuple[str, str]] = set()
    for match in DIFFERENCE.finditer(low) if (" minus " in low or " less " in low) else ():
        before = _content(match.group(1))
        after = _content(match.group(2))
        differences.update((x, y) for x in before for y in after if x != y)
    definitions = tuple((_term(t1 or t2 or t3), _content(b1 or b2 or b3),
                         signed_terms(b1 or b2 or b3))
                        for t1, b1, t2, b2, t3, b3 in DEFINITION.findall(text))
    words = WORD.findall(low) if whole_section else []
    runs = frozenset(" ".join(words[i:i + 3]) for i in range(len(words) - 2))
    if not differences and not definitions and not runs:
        return NO_CLAIMS
    return Claims(frozenset(differences), definitions, runs)


def _term(term: str) -> str:
    words = [w.rstrip("s") for w in re.findall(r"[a-z]+", term.lower())
             if w not in ("the", "a", "an")]
    return " ".join(words)


@dataclass
class SiblingClaims:
    differences: Counter[tuple[str, str]] = field(default_factory=Counter)
    #: Each term's definitions (at most two kept): enough to find one that is not the asker's.
    definitions: dict[str, list[tuple[frozenset[str], Formula | None]]] = \
        field(default_factory=dict)
    runs: Counter[str] = field(default_factory=Counter)

    def add(self, claims: Claims) -> None:
        self.differences.update(claims.differences)
        for term, words, formula in claims.definitions:
            held = self.definitions.setdefault(term, [])
            if len(held) < 2:
                held.append((words, formula))
        if len(claims.runs) >= MIN_RUNS:
            self.runs.update(claims.runs)


def claim_findings(text: str, evidence: str, summed: SiblingClaims,
                   whole_section: bool = False) -> Iterator[Finding]:
    own = claims_of(text, whole_section)
    if own is NO_CLAIMS:
        return
    turned = sorted((x, y) for x, y in own.differences
                    if summed.differences[(y, x)] and (y, x) not in own.differences)
    if turned:
        x, y = turned[0]
        yield Finding(GRAVE, evidence, f"The text takes {y} from {x}, where a sibling takes "
                      f"{x} from {y}: one of them has the difference the wrong way round.")
    for term, words, formula in own.definitions:
        others = [d for d in summed.definitions.get(term, ()) if d[0] != words]
        if others and _differ(words, formula, *others[0]):
            yield Finding(GRAVE, evidence, f"The text defines '{term}' otherwise than a sibling "
                          "does: two definitions of one term give two numbers.")
            break
    if len(own.runs) >= MIN_RUNS:
        shared = sum(1 for run in own.runs if summed.runs[run] > 1)
        if shared >= COPIED_SHARE * len(own.runs):
            yield Finding(SERIOUS, evidence, f"The text repeats its siblings' words ({shared} of "
                          f"its {len(own.runs)} three-word runs): a copy adds nothing and "
                          "drifts apart from the original.")


def _differ(words: frozenset[str], formula: Formula | None, other_words: frozenset[str],
            other_formula: Formula | None) -> bool:
    """Two definitions of a term differ: by their formulas when both give one, else by
    sharing under a third of their words."""
    if formula is not None and other_formula is not None:
        return formula != other_formula
    return len(words & other_words) * 3 < min(len(words), len(other_words))
