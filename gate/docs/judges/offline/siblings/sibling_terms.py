"""Consistency offline: a text that says a thing its siblings say another way.

Each text of a model (a description, a Markdown section) is reduced once to its `Facts`: the
time zones, currencies, synonyms (`lexicon.SYNONYMS`), chat channels and tool versions it
names, and the quantities it gives a term ("a session ends after 10 minutes"). The model's
facts are summed once (`SiblingFacts`, counters), and an artifact is compared with the sum less
its own facts, so a model of n texts costs O(n), not O(n²). A finding names what differs:

| check                 | score | the text …                                                 |
|-----------------------|-------|------------------------------------------------------------|
| another time zone     | 0.3   | names a time zone none of its siblings use, where they name one |
| another currency      | 0.3   | likewise for a currency (one a section names as its money  |
|                       |       | columns' suffix, "_eur", is named)                         |
| a synonym             | 0.35  | names a concept by a word its siblings do not use, where   |
|                       |       | they use another of its synonyms (client for customer); for|
|                       |       | a Markdown section, two of them or a definition use it     |
| another channel       | 0.35  | sends to a channel the siblings never name, where they name one |
| another version       | 0.3   | gives a tool another version than the siblings             |
| a term redefined      | 0.3   | gives a term the siblings quantify another quantity        |
| an unrelated twin     | 0.35  | is a column whose name, less its unit, is a sibling's, and |
|                       |       | never says how the two relate (weight_lb beside weight_kg) |
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from functools import cached_property, lru_cache

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.artifacts import Artifact
from gate.docs.judges.offline.sections.document_sections import DocumentSections
from gate.docs.judges.offline.shared import lexicon as lx
from gate.docs.judges.offline.shared.finding import Finding, quote
from gate.docs.judges.offline.siblings.currency_names import CURRENCIES, currency_of
from gate.docs.judges.offline.siblings.entity_words import (
    KEY_SUFFIXES,
    ModelWords,
    entity_drift,
    key_words,
)
from gate.docs.judges.offline.siblings.sibling_claims import (
    SiblingClaims,
    claim_findings,
    claims_of,
)
from gate.docs.judges.offline.siblings.stated.stated_bounds import SiblingBounds
from gate.docs.judges.offline.telling.told import sentences
from gate.docs.seam.score_levels import GRAVE, SERIOUS

ZONES = {"utc": "UTC", "gmt": "UTC", "z": "UTC", "local time": "local time"}
#: A day that starts at local midnight: its zone is local time, whatever it is called.
LOCAL_DAY = lazy_pattern(r"\blocal (?:calendar )?(?:date|day|midnight)s?\b")
#: Words without one of which a text cannot name a time zone (bar an offset or an area/city
#: name, which need a `+` or a `/`) or a currency the comparison knows.
ZONE_CUES = frozenset({"utc", "gmt", "z", "cet", "cest", "bst", "est", "edt", "pst", "pdt",
                       "time", "timezone", "zone", "zones", "tz", "epoch"})
CURRENCY_CUES = frozenset(CURRENCIES) | {"pounds"}
DIGIT = lazy_pattern(r"\d")
#: A currency named as the suffix a project's money columns carry, standing alone: "_eur".
CURRENCY_SUFFIX = lazy_pattern(rf"(?<![\w])_({'|'.join(lx.CURRENCY_CODES)})\b")
CHANNEL = lazy_pattern(r"(?<![\w&])#[a-z][\w-]{2,}")
VERSION = lazy_pattern(r"\b(dbt(?:-[a-z]+)?|python|postgres(?:ql)?|node)\b[ =~>]*v?(\d+\.\d+)",
                       re.IGNORECASE)
QUANTITY = lazy_pattern(r"\b(\d+)\s*-?\s*(minutes?|hours?|days?|weeks?|months?|years?)\b|"
                        r"\b([a-z]{3,}) (?:at|by|from|until|before|after) (\d{1,2}:\d\d)\b|"
                        r"\b(\d+(?:st|nd|rd|th)|first|second|third|fourth|fifth|last)\s+"
                        r"(business day|working day|weekday) of (?:the|each|every) month|"
                        r"\b(business day|working day) (\d{1,2})\b")
#: A duration's unit in minutes: the stages of one ladder are compared in one unit.
MINUTES = {"minute": 1, "hour": 60, "day": 1_440, "week": 10_080}
ORDINALS = {"first": "1st", "second": "2nd", "third": "3rd", "fourth": "4th", "fifth": "5th"}
TOPIC = lazy_pattern(r"[a-z]{5,}")
TOPIC_STOP = frozenset({"about", "after", "before", "there", "their", "every", "which",
                        "these", "those", "within", "without", "other", "first", "least"})
WORD = lazy_pattern(r"[a-z]+")
#: A term set in emphasis and defined: "A *job* is ...", "An *active customer* has ...".
DEFINES = lazy_pattern(r"\*([a-z][a-z -]{1,40})\*\s+(?:is|are|has|have|means|counts)\b")
SYNONYM_OF = {word: group for group in lx.SYNONYMS for word in group}
#: An identifier and the word after it: "the `waystar_loader` job", "the orders_daily job".
NAMED_KIND = lazy_pattern(r"(?:`[^`\n]+`|\b[a-z0-9]+_[a-z0-9_]+) ([a-z]+)")
Quantity = tuple[str, str, str]  # (unit, topic, number)


@dataclass(frozen=True)
class Facts:
    zones: frozenset[str] = frozenset()
    currencies: frozenset[str] = frozenset()
    synonyms: frozenset[str] = frozenset()
    channels: frozenset[str] = frozenset()
    versions: frozenset[tuple[str, str]] = frozenset()
    quantities: frozenset[Quantity] = frozenset()
    defines: frozenset[str] = frozenset()


NO_FACTS = Facts()


@lru_cache(maxsize=32_768)
def facts_of(text: str) -> Facts:
    low = text.lower()
    words = set(WORD.findall(low))
    # The two long patterns run only on a text with a word that could start a match.
    zones = {ZONES.get(m.group(0), m.group(0)) for m in lx.TIME_ZONE.finditer(low)} \
        if words & ZONE_CUES or "/" in low or "+" in low else set()
    if "local" in words and LOCAL_DAY.search(low):  # a day cut at local midnight
        zones.add("local time")
    money = {currency_of(low, m) for m in lx.CURRENCY.finditer(low)
             if m.group(0) in CURRENCIES} - {""} if words & CURRENCY_CUES else set()
    if "_" in low and words & CURRENCY_CUES:  # "money columns end in their currency: _eur"
        money |= {CURRENCIES[code] for code in CURRENCY_SUFFIX.findall(low)}
    # "the `waystar_loader` job" names one object's kind, not the document's word for a concept
    named = set(NAMED_KIND.findall(low)) if "`" in low or "_" in low else set()
    synonyms = {w for w in words - named if w in SYNONYM_OF}
    synonyms |= {w[:-1] for w in words if w[-1] == "s" and w[:-1] in SYNONYM_OF}
    quantities: set[Quantity] = set()
    digits = DIGIT.search(low) is not None
    for sentence in sentences(low) if QUANTITY.search(low) else ():
        topics = {t.rstrip("s") for t in TOPIC.findall(sentence)} - TOPIC_STOP
        for number, unit in _quantities(sentence):
            quantities.update((unit, topic, number) for topic in topics
                              if not topic.startswith(unit))
    # Channels, versions and emphasised terms need a `#`, a digit or a `*`: most texts have none.
    channels = CHANNEL.findall(low) if "#" in low else ()
    versions = VERSION.findall(text) if digits else ()
    defined = DEFINES.findall(low) if "*" in low else ()
    facts = Facts(frozenset(zones), frozenset(money), frozenset(synonyms), frozenset(channels),
                  frozenset((t.lower().split("-")[0], v) for t, v in versions),
                  frozenset(quantities), frozenset(t.strip() for t in defined))
    return NO_FACTS if facts == NO_FACTS else facts  # most texts: one shared object


def _quantities(sentence: str) -> Iterator[tuple[str, str]]:
    """(number, unit) for each quantity of `sentence`: a duration, the clock time of an event
    ("errors at 07:00": unit "clock time of error"), or the ordinal of a business day ("the
    5th business day", "the first working day")."""
    for found in QUANTITY.finditer(sentence):
        number, unit, event, clock, ordinal, day, numbered_day, day_number = found.groups()
        if clock:  # a time is the time of the event the word before it names
            yield clock.zfill(5), f"clock time of {re.sub(r'e?s$', '', event)}"
        elif ordinal:
            yield ORDINALS.get(ordinal, ordinal), day.replace("working", "business")
        elif numbered_day:  # "working day 3": the 3rd business day
            yield f"{_ordinal(int(day_number))}", numbered_day.replace("working", "business")
        else:
            yield number, unit.rstrip("s")


def _ordinal(number: int) -> str:
    suffix = "th" if 10 <= number % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(number % 10,
                                                                                   "th")
    return f"{number}{suffix}"


def _text_of(artifact: Artifact) -> str:
    return artifact.plain_text if artifact.plain_text is not None else artifact.text


def _measure_name(artifact: Artifact) -> str:
    """What a text's bounds measure by its own name: a column's, a section's heading."""
    named = artifact.kind in ("column_description", "markdown_section")
    return artifact.subject if named else ""


def compared(artifact: Artifact) -> bool:
    """Texts that stand for their model's terms: descriptions and Markdown sections."""
    return artifact.kind.endswith("_description") or artifact.kind == "markdown_section"


ACRONYM = lazy_pattern(r"\b[A-Z][A-Z0-9]{1,5}\b")
#: Texts that speak of the model's rows and things: their words are its vocabulary.
DESCRIBES_ROWS = frozenset({"column_description", "model_description"})
#: Texts of a model that use an acronym before it counts as the project's vocabulary.
VOCABULARY = 3


@dataclass
class SiblingFacts:
    """The facts of a model's texts, summed: per kind of fact, how many texts name each value."""

    counts: dict[str, Counter[object]] = field(default_factory=dict)
    claims: SiblingClaims = field(default_factory=SiblingClaims)
    #: The words of the columns' names: an entity the model names a column for is its own
    #: entity, not a synonym of another (`user_id` beside `customer_id`).
    name_words: Counter[str] = field(default_factory=Counter)
    numbers: dict[tuple[str, str], Counter[str]] = field(default_factory=dict)
    #: Column names, and the names with a unit suffix by their stem (`weight_kg` under
    #: `weight`): enough to find a twin without comparing every pair of columns.
    columns: set[str] = field(default_factory=set)
    stems: dict[str, list[str]] = field(default_factory=dict)
    #: How many texts use each acronym: one most of the model's texts use unexplained is the
    #: project's vocabulary (a message type, a standards body), not one text's jargon.
    acronyms: Counter[str] = field(default_factory=Counter)
    bounds: SiblingBounds = field(default_factory=SiblingBounds)
    sections: DocumentSections = field(default_factory=DocumentSections)
    #: The model's descriptions and key columns: the words it names its things by.
    words: ModelWords = field(default_factory=ModelWords)

    @classmethod
    def of(cls, artifacts: Iterable[Artifact]) -> SiblingFacts:
        summed = cls()
        summed.words.named = summed.name_words  # one counter: the columns' words
        for artifact in artifacts:
            if not compared(artifact):
                continue
            facts = facts_of(_text_of(artifact))
            summed.acronyms.update(set(ACRONYM.findall(artifact.text)))
            summed.claims.add(claims_of(artifact.text,  # with its markup: **term**: …
                                        artifact.kind == "markdown_section"))
            summed.bounds.add(artifact.text, _measure_name(artifact))
            if artifact.kind == "markdown_section":
                summed.sections.add(artifact.text)
            if facts is not NO_FACTS:
                for kind, value in _keys(facts):
                    summed.counts.setdefault(kind, Counter())[value] += 1
                for unit, topic, number in facts.quantities:
                    summed.numbers.setdefault((unit, topic), Counter())[number] += 1
            subject = artifact.subject
            if artifact.kind in DESCRIBES_ROWS:
                summed.words.texts.append(artifact.text)
            if artifact.kind == "column_description" and subject:
                summed.columns.add(subject)
                summed.name_words.update(set(subject.lower().split("_")))
                if (thing := key_words(subject)) is not None:
                    summed.words.keys.add(thing)
                if _has_unit(subject):
                    held = summed.stems.setdefault(_stem(subject), [])
                    if len(held) < 3:
                        held.append(subject)
        return summed

    @cached_property
    def vocabulary(self) -> frozenset[str]:
        return frozenset(a for a, texts in self.acronyms.items() if texts >= VOCABULARY)

    @cached_property
    def column_initials(self) -> frozenset[str]:
        """The initials of each column's name less its unit ("BAC" of
        `budget_at_completion_cad`, "EV" of `earned_value_cad`): an acronym a text uses that
        the model spells out as a column's name is no text's jargon."""
        found: set[str] = set()
        for column in self.columns:
            parts = [part for part in _stem(column).split("_") if part]
            if len(parts) > 1:
                found.add("".join(part[0] for part in parts).upper())
        return frozenset(found)

    def others(self, kind: str, value: object, own: Facts) -> int:
        return self.counts.get(kind, Counter())[value] - ((kind, value) in _own_keys(own))

    def twins(self, subject: str) -> list[str]:
        stem = _stem(subject) if _has_unit(subject) else subject
        found = [s for s in self.stems.get(stem, ()) if s != subject]
        return [stem, *found] if stem != subject and stem in self.columns else found


@lru_cache(maxsize=4_096)
def _own_keys(facts: Facts) -> frozenset[tuple[str, object]]:
    return frozenset(_keys(facts))


def _keys(facts: Facts) -> list[tuple[str, object]]:
    if facts is NO_FACTS:
        return []
    keys: list[tuple[str, object]] = [("zone", z) for z in facts.zones]
    keys += [("currency", c) for c in facts.currencies]
    keys += [("word", w) for w in facts.synonyms]
    keys += [("channel", c) for c in facts.channels]
    keys += [("tool", tool) for tool, _ in facts.versions]
    keys += [("version", v) for v in facts.versions]
    keys += [("defines", t) for t in facts.defines]
    return keys


def _has_unit(subject: str) -> bool:
    return "_" in subject and subject.rsplit("_", 1)[1].lower() in lx.UNIT_NAME_SUFFIXES


def _stem(subject: str) -> str:
    parts = [p for p in subject.lower().split("_") if p]
    while len(parts) > 1 and parts[-1] in lx.UNIT_NAME_SUFFIXES:
        parts.pop()
    return "_".join(parts)


def inconsistencies(artifact: Artifact, summed: SiblingFacts) -> Iterator[Finding]:
    text = _text_of(artifact)
    own = facts_of(text)
    if compared(artifact):
        yield from claim_findings(artifact.text, quote(text), summed.claims,
                                  artifact.kind == "markdown_section")
        yield from summed.bounds.findings(artifact.text, _measure_name(artifact), quote(text))
    if artifact.kind == "markdown_section":
        yield from summed.sections.findings(artifact.text, quote(text))
    if artifact.kind == "column_description" and not artifact.subject.lower().endswith(
            KEY_SUFFIXES):  # a key column describes another thing by design
        yield from entity_drift(text, artifact.model, summed.words)
    if own is NO_FACTS:  # most texts: only a twin column can be at fault
        yield from _twin(artifact, summed, text)
        return
    evidence = quote(text)
    for kind, label, values, score in (("zone", "time zone", own.zones, GRAVE),
                                       ("currency", "currency", own.currencies, GRAVE),
                                       ("channel", "channel", own.channels, SERIOUS)):
        theirs = [v for v, n in summed.counts.get(kind, Counter()).items()
                  if n - (v in values) > 0]
        if kind == "zone" and set(theirs) == {"local time"} and values - {"local time"}:
            continue  # a zone named beside one left to the reader: the vague one is at fault
        if kind == "currency" and len(theirs) > 1:
            continue  # siblings in several currencies: one more is no other than theirs
        if values and theirs and not any(v in theirs for v in values):
            yield Finding(score, evidence, f"The text names the {label} {sorted(values)[0]} "
                          f"where its siblings name {sorted(map(str, theirs))[0]}.")
    own_words = set(artifact.subject.lower().split("_")) \
        if artifact.kind == "column_description" else set()
    yield from _synonyms(own, summed, evidence, own_words, artifact.kind == "markdown_section")
    for tool, version in own.versions:
        if summed.others("tool", tool, own) and not summed.others("version", (tool, version), own):
            yield Finding(GRAVE, evidence, f"The text gives {tool} {version}, a version its "
                          "siblings do not.")
    yield from _redefined(own, summed, evidence, artifact.kind == "markdown_section")
    for term in sorted(own.defines):
        if summed.others("defines", term, own):
            yield Finding(GRAVE, evidence, f"The text defines '{term}', which a sibling already "
                          "defines; two definitions of one term drift apart.")
            break
    yield from _twin(artifact, summed, text)


def _synonyms(own: Facts, summed: SiblingFacts, evidence: str,
              own_words: set[str], markdown: bool = False) -> Iterator[Finding]:
    for word in sorted(own.synonyms):
        if summed.others("word", word, own) or \
                summed.name_words[word] - (word in own_words) > 0:
            continue
        # a document's word is one it defines ("A *job* is …") or more sections use than this
        # one: "job" in one section beside "pipeline" in one other is no drift from either (a
        # column's siblings are few, and one that says "department" names the model's word)
        used = [other for other in sorted(SYNONYM_OF[word] - {word})
                if summed.others("word", other, own) > (1 if markdown else 0)
                or summed.others("defines", other, own)]
        if used:
            yield Finding(SERIOUS, evidence, f"The text says '{word}' where its siblings say "
                          f"'{used[0]}'.")
            return


def _redefined(own: Facts, summed: SiblingFacts, evidence: str,
               confirmed_stands: bool = False) -> Iterator[Finding]:
    """A quantity the siblings give a term otherwise, where no more of them agree with this
    text than with the other figure: of two figures, the one most siblings give stands. A
    figure the text gives too ("by day 2 …; books on day 3") is not another.
    `confirmed_stands` (a Markdown section, whose clauses share words with many others by
    chance): a figure another section gives under another word of the same clause is that
    section's figure too ("the 30-minute window"), not another for the one word they share."""
    for unit, topic, number in sorted(own.quantities):
        numbers = summed.numbers.get((unit, topic), Counter())
        agreeing = numbers[number] - 1  # the sum holds this text's own figure once
        if confirmed_stands and any(
                summed.numbers.get((u, t), Counter())[n] > 1
                for u, t, n in own.quantities if (u, n) == (unit, number) and t != topic):
            continue
        said = {n for u, t, n in own.quantities if (u, t) == (unit, topic)}
        # Of figures given equally often, the smallest: never the order the sum met them in,
        # which follows a set's and so changes from run to run.
        ranked = sorted(numbers.items(), key=lambda item: (-item[1], item[0]))
        other = next((n for n, count in ranked if n not in said and count), None)
        if other is not None and numbers[other] > agreeing and not (
                confirmed_stands and _within(own, topic, unit, other)):
            yield Finding(GRAVE, evidence, f"The text gives '{topic}' {number} ({unit}) where "
                          f"a sibling gives {other}.")
            return


def _within(own: Facts, topic: str, unit: str, other: str) -> bool:
    """The text gives `topic` two durations ("warns after 30 minutes and errors after 2
    hours") and the other figure lies between them: a stage of its ladder, not another."""
    if unit not in MINUTES or not other.isdigit():
        return False
    spans = [int(n) * MINUTES[u] for u, t, n in own.quantities
             if t == topic and u in MINUTES and n.isdigit()]
    return len(spans) >= 2 and min(spans) < int(other) * MINUTES[unit] < max(spans)


def _twin(artifact: Artifact, summed: SiblingFacts, text: str) -> Iterator[Finding]:
    if artifact.kind != "column_description" or not artifact.subject:
        return
    twins = summed.twins(artifact.subject)
    if twins and twins[0].lower() not in text.lower():
        yield Finding(SERIOUS, quote(text), f"`{artifact.subject}` means what `{twins[0]}` means, "
                      "and the text does not say how the two relate.")
