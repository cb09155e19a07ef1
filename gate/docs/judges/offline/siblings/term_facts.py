"""What a model's own description fixes for every text of the model, read against a text that
says otherwise.

A model (or semantic model) description often states a fact once for all its columns:
"Money measures are in AUD including GST", "Customer counts are connection points". A column,
measure or metric text of that model that says the opposite ("Sum of net_amount, excluding
GST"; "Number of customer accounts that lost supply") gives one term two meanings, and two
analysts who read different texts compute different numbers. The same holds against the
description of a column the text names ("Sum of net_amount, …" beside `net_amount`'s own
text).

| check                 | score | the text …                                                |
|-----------------------|-------|-----------------------------------------------------------|
| other inclusion       | 0.3   | includes a term the model's description excludes, or the  |
|                       |       | other way round ("including X" against "excluding X";     |
|                       |       | "after X" or "net of X" against "gross of X")             |
| other unit of count   | 0.3   | counts a term in another unit than the model's description|
|                       |       | defines ("X counts are Y"; the text counts Z)             |
| other scale           | 0.3   | puts a term on another bounded scale than the model's     |
|                       |       | description ("on the 1-5 scale" against "scores on the    |
|                       |       | 0-10 scale", `stated_scales.py`)                          |
| other threshold       | 0.3   | defines its own term (`is_late_return`: "late return")    |
|                       |       | with other figures than the model's description ("counts  |
|                       |       | as a late return when more than 3 days …")                |

Facts are read from the model's own descriptions and the columns a text names, not keyed on
any domain's words: an inclusion is a polarity on a term, a count a term with the thing it
counts. The model's descriptions are read once per model; a text's check is linear in it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.artifacts import Artifact
from gate.docs.judges.offline.shared.finding import Finding, quote
from gate.docs.judges.offline.siblings.stated.stated_scales import (
    Scale,
    model_scale_disagrees,
    stated_scale,
)
from gate.docs.seam.score_levels import GRAVE

#: "including GST", "excl. VAT", "exclusive of tips", "gross of commission", "net of
#: refunds": a polarity and the term it applies to (gross of a term holds it, net of drops it).
INCLUSION = lazy_pattern(
    r"\b(including|incl\.?|inclusive of|gross of|excluding|excl\.?|exclusive of|"
    r"net of)\s+([A-Za-z][\w-]*)", re.IGNORECASE)
#: A basis told by the order of a deduction: revenue "after commission" has it taken off,
#: "before commission" still holds it. Read only against a term some description gives a
#: polarity, never on its own ("after checkout" is a time).
ORDER = lazy_pattern(r"\b(before|after)\s+([A-Za-z][\w-]*)", re.IGNORECASE)
INCLUDING = ("incl", "gross")
#: Taxes added on top of an amount: "in CAD before HST" is without the tax, "after VAT" with it.
ADDED = frozenset({"gst", "hst", "pst", "qst", "vat"})
CUES = ("incl", "excl", "gross of", "net of")
#: "Customer counts are connection points": a term and the thing a count of it counts.
COUNT_DEFINED = lazy_pattern(r"\b([a-z]+?)s?\s+counts?\s+(?:are|is|means?|refers? to)\s+"
                             r"(?:the\s+)?(?:number\s+of\s+)?([a-z]+(?:\s+[a-z]+)?)",
                             re.IGNORECASE)
#: "number of customer accounts", "counting each account": what a text counts.
COUNTED = lazy_pattern(r"\b(?:number of|count of|counting (?:each|every))\s+(?:distinct\s+)?"
                       r"([a-z]+)(?:\s+([a-z]+))?", re.IGNORECASE)
#: "A bill counts as an *estimated bill* when more than 20% …": a term and its condition.
TERM_DEFINED = lazy_pattern(r"\bcounts? as (?:an? )?\*{0,2}([a-z][a-z -]{2,40}?)\*{0,2} "
                            r"(?:when|if|once)\b([^.;]*)", re.IGNORECASE)
#: A condition a flag's own text gives: "True when any interval …".
OWN_CONDITION = lazy_pattern(r"\b(?:when|if|once|where)\b([^.;]*)", re.IGNORECASE)
FIGURE = lazy_pattern(r"\d+(?:\.\d+)?")
#: Parts of a flag's name that are no part of its term.
FLAG_PARTS = frozenset({"is", "has", "was", "flag", "ind"})
#: Words after a counted noun that end its phrase ("accounts that lost supply").
PHRASE_END = frozenset({"that", "who", "which", "in", "of", "with", "per", "on", "at", "by",
                        "for", "from", "once", "and", "or", "the", "a", "an", "is", "are",
                        "was", "were"})
#: Texts that state a fact for the whole model.
MODEL_KINDS = frozenset({"model_description", "semantic_model_description"})
#: Texts read against those facts.
READ_KINDS = frozenset({"column_description", "measure_description", "metric_description",
                        "dimension_description"})
NAMED = lazy_pattern(r"\b[a-z][a-z0-9]*_[a-z0-9_]+\b")


def _singular(word: str) -> str:
    word = word.lower()
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"
    return word[:-1] if len(word) > 3 and word.endswith("s") and not word.endswith("ss") \
        else word


def inclusions(text: str) -> dict[str, bool]:
    """The terms a text includes (True) or excludes (False), by term (lower-cased)."""
    return {_singular(m.group(2)): m.group(1).lower().startswith(INCLUDING)
            for m in INCLUSION.finditer(text)}


def deductions(text: str) -> dict[str, bool]:
    """The terms a text puts a figure before (True: still held) or after (False: taken off);
    a sales tax is added, not taken off, so a figure before it is without it (`ADDED`)."""
    return {term: (m.group(1).lower() == "before") != (term in ADDED)
            for m in ORDER.finditer(text) for term in [_singular(m.group(2))]}


def _cued(low: str) -> bool:
    return any(cue in low for cue in CUES)


def count_units(text: str) -> dict[str, frozenset[str]]:
    """The terms a text defines a count of, with the words of what that count counts."""
    return {_singular(m.group(1)): frozenset(_singular(w) for w in m.group(2).split())
            for m in COUNT_DEFINED.finditer(text)}


@dataclass(frozen=True)
class ModelFacts:
    """What the model's own descriptions fix for all its texts, and each column's own
    inclusions, by column (for a text that names the column)."""

    included: dict[str, tuple[bool, str]]
    counted: dict[str, tuple[frozenset[str], str]]
    by_column: dict[str, dict[str, bool]]
    #: Terms the model defines by a condition, with the figures of that condition.
    thresholds: dict[str, tuple[frozenset[str], str]]
    #: Terms the model puts on a bounded scale ("scores on the 0-10 scale", `stated_scales.py`).
    scales: dict[str, tuple[Scale, str]]

    @classmethod
    def of(cls, texts: Iterable[Artifact]) -> ModelFacts:
        included: dict[str, tuple[bool, str]] = {}
        counted: dict[str, tuple[frozenset[str], str]] = {}
        by_column: dict[str, dict[str, bool]] = {}
        thresholds: dict[str, tuple[frozenset[str], str]] = {}
        scales: dict[str, tuple[Scale, str]] = {}
        for artifact in texts:
            if artifact.kind in MODEL_KINDS:
                scale = stated_scale(artifact.text)
                if scale is not None and scale[0]:
                    scales.setdefault(scale[0], (scale[1], artifact.artifact_id))
                for found in TERM_DEFINED.finditer(artifact.text):
                    thresholds.setdefault(_term(found.group(1)), (
                        frozenset(FIGURE.findall(found.group(2))), artifact.artifact_id))
                for term, held in inclusions(artifact.text).items():
                    included.setdefault(term, (held, artifact.artifact_id))
                for term, unit in count_units(artifact.text).items():
                    counted.setdefault(term, (unit, artifact.artifact_id))
            elif artifact.kind in READ_KINDS and artifact.subject and \
                    _cued(artifact.text.lower()):
                by_column[artifact.subject.lower()] = inclusions(artifact.text)
        return cls(included, counted, by_column, thresholds, scales)


def facts_disagree(artifact: Artifact, text: str, facts: ModelFacts) -> Iterator[Finding]:
    """A text that includes what its model (or a column it names) excludes, or counts a term
    in another unit than its model defines."""
    if artifact.kind not in READ_KINDS:
        return
    low = text.lower()
    if _cued(low) or (facts.included and ("before" in low or "after" in low)):
        yield from _inclusion(text, facts)
    if facts.counted and ("count" in low or "number of" in low):
        yield from _count(artifact.subject or "", text, facts)
    if facts.thresholds and artifact.subject:
        yield from _threshold(artifact.subject, text, facts)
    if facts.scales and "scale" in low:
        yield from model_scale_disagrees(text, facts.scales)


def _term(words: str) -> str:
    return " ".join(_singular(w) for w in re.findall(r"[a-z]+", words.lower()))


def _threshold(subject: str, text: str, facts: ModelFacts) -> Iterator[Finding]:
    """A flag named for a term the model defines by a condition ("counts as an estimated bill
    when more than 20% …"), whose own text gives a condition with other figures, or none."""
    term = _term(" ".join(p for p in subject.lower().split("_") if p not in FLAG_PARTS))
    held = facts.thresholds.get(term)
    own = OWN_CONDITION.search(text)
    if held is None or own is None or not held[0]:
        return
    figures = frozenset(FIGURE.findall(own.group(1)))
    if figures != held[0]:
        yield Finding(GRAVE, quote(text), f"The text defines {term!r} by its own condition, but "
                      f"the model's description ({held[1]}) defines it with "
                      f"{', '.join(sorted(held[0]))}: two definitions of one term.")


def _inclusion(text: str, facts: ModelFacts) -> Iterator[Finding]:
    own = {**{term: held for term, held in deductions(text).items() if term in facts.included},
           **inclusions(text)}
    named = [name for name in NAMED.findall(text.lower()) if name in facts.by_column]
    for term, held in sorted(own.items()):
        for name in named:
            theirs = facts.by_column[name].get(term)
            if theirs is not None and theirs != held:
                yield Finding(GRAVE, quote(text), f"The text {_says(held)} {term}, but "
                              f"`{name}`'s description {_says(theirs)} it.")
                return
        model = facts.included.get(term)
        if model is not None and model[0] != held:
            yield Finding(GRAVE, quote(text), f"The text {_says(held)} {term}, but the model's "
                          f"description ({model[1]}) {_says(model[0])} it.")
            return


def _says(included: bool) -> str:
    return "includes" if included else "excludes"


def _count(subject: str, text: str, facts: ModelFacts) -> Iterator[Finding]:
    subject_words = {_singular(w) for w in subject.lower().split("_")}
    for found in COUNTED.finditer(text):
        words = [_singular(w) for w in found.groups() if w]
        if len(words) > 1 and words[1] in PHRASE_END:
            words = words[:1]
        head, said = words[-1], set(words) | subject_words
        for term, (unit, where) in facts.counted.items():
            if term in said and head != term and head not in unit:
                yield Finding(GRAVE, quote(text), f"The text counts {term}s as {head}s, but the "
                              f"model's description ({where}) counts them as "
                              f"{' '.join(sorted(unit))}.")
                return
