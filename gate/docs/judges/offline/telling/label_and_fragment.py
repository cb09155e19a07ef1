"""A description that is a label and a fragment: its name again, then a detail or two.

A weak description ("Email.", "Timestamp.", "Contains customer info.") with a short true fact
after it ("From dim_customers.", "UTC, from stg_orders.") names the thing and where it comes
from, never what the value is: the label tells what the name already told, and the fragment
is a few words. Read on what the text tells (`told.py`: the sentences and clauses that tell
nothing left out), such a text is:

- a **label**: its first sentence (ended by a full stop or a line end, not a semicolon:
  "ironSource impression id; primary key." is one sentence) restates the name, pads it with
  words that add nothing to it (`gate.docs.judges.vague_restatement`), or is a label of at
  most `LABEL_WORDS` words with no figure, code or acronym after its first (`is_label`:
  "Código da transportadora.");
- or a first sentence that says nothing specific (`padded_label`: only words true of any
  column, `generic_words`, and names: "Set once per row when the row is written."), where
  more follows it;
- then at most `FRAGMENT_WORDS` words that tell something, counting neither the glue between
  them, nor the words of the subject's own name, nor the vague words a restatement pads with,
  nor the pipeline words true of any column ("Kept on the customer row as it arrives from
  upstream" tells "customer"; a condition or a negation counts: "If not provided, `Unknown`
  is used."),
  nor the clauses beside them that tell nothing of the data (`credited_clauses`: "Never null
  in dim_customers, and never short of a perfect mark." is a fragment of three words), read
  strictly (`credited(strict=True)`): only a clause that gives a value counts, so a bare
  "no", a row of figures or a clause in another script with no value lengthens nothing; a
  fragment that lists two values or more ("Can be `cloud` or `in-product`.") tells them.

A label alone (`is_label`, one sentence) is read the same way, so a label never scores above
the label and a fragment after it (people failed every gold description `is_label` reads).
The offline judge fails its clarity (`LACKING`); the floor (`gate.docs.judges.floor`) proves
it only where something of the text was left out as telling nothing, since that is what a
model may have been swayed by. A text that goes on to say more than a fragment, in any
sentence, is the checks' and the model's to judge as before.
"""

from __future__ import annotations

import re
from dataclasses import replace
from functools import lru_cache
from itertools import pairwise

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.addressing.addressed.clauses import CLAUSE_SIGNS, fine_clauses
from gate.docs.addressing.matching.fold import fold, latin
from gate.docs.addressing.matching.sentence_spans import spans
from gate.docs.addressing.statements.facts import GRADING_WORDS, WORDS
from gate.docs.addressing.statements.sentence_subject import RESTATING, names_in, restates
from gate.docs.artifacts import Artifact
from gate.docs.judges.offline.shared import lexicon as lx
from gate.docs.judges.offline.telling.aspects_told import aspects_told, tells_of_the_thing
from gate.docs.judges.offline.telling.credited_clauses import credited, speaks_of_text_or_grading
from gate.docs.judges.offline.telling.generic_words import PIPELINE_WORDS, only_generic, pads
from gate.docs.judges.offline.telling.told_of import opening_verb
from gate.docs.judges.vague_restatement import VAGUE, vague_restatement

#: The most words a label holds ("Código da transportadora.", "Сумма счета.", "Poids.").
LABEL_WORDS = 3
LABEL_WORD = lazy_pattern(r"[^\W\d_]{2,}")
#: What a label does not hold after its first word: a figure, a code or an acronym ("Stored in
#: UTC." states a zone; "Key of `stg_orders`." a relation).
NOT_A_LABEL = lazy_pattern(r"[\d_`]|\b[A-Z]{2,}\b")
#: The most words that tell something after a label for the text to be a label and a fragment.
FRAGMENT_WORDS = 3
#: A word, a figure, or an identifier (`dim_customers`, `a.b`, a code span) read as one word.
TOKEN = lazy_pattern(r"`[^`\n]+`|[^\W_]+(?:[_.][^\W_]+)+|[^\W_]+")
#: The glue between the words of a fragment, which tells nothing by itself.
GLUE = VAGUE | frozenset({
    "as", "at", "by", "from", "in", "into", "to", "per", "its", "the", "a", "an", "of", "on",
    "or", "and", "is", "are", "be", "been", "it", "this", "that", "field", "column",
})
#: The fewest lines of bare values after a first sentence that opens a list for them to be its
#: values (`values_listed`).
LISTED_VALUES = 3
LETTER = lazy_pattern(r"[^\W\d_]")
#: A value the fragment lists, quoted or in a code span.
VALUE = lazy_pattern(r"`[^`\n]+`|'[^'\n]+'|\"[^\"\n]+\"")
FRAGMENT = ("The description is a label ({label!r}) and a fragment ({fragment!r}): it names "
            "the thing and a detail, never what the value is.")
LABEL_ALONE = "The description is a label ({label!r}): it names the thing, never what the value is."


def reason(found: tuple[str, str]) -> str:
    """Why a label, with or without its fragment, explains nothing."""
    label, fragment = found
    return FRAGMENT.format(label=label, fragment=fragment) if fragment \
        else LABEL_ALONE.format(label=label)


def gives_unit(part: str, names: frozenset[str] = frozenset()) -> bool:
    """True when `part` gives a unit of measure or the span a value is aggregated over
    (`lexicon.MEASURE`: "rpm", "degrees", "kg/hl", "10-minute mean") that its subject's name
    (`names`, its words) does not already hold in the same words: "Rotor diameter, metres."
    spells out the `_m` of `rotor_diameter_m`; "rpm" beside `rotor_speed_rpm` restates it. A
    unit beside a word of grading (`GRADING_WORDS`) tells nothing: "Quality: 5 stars, in
    kWh." is a mark dressed as a measure."""
    plain = latin(fold(part))
    return GRADING_WORDS.search(plain) is None \
        and any(not set(WORDS.findall(found.group(0))) <= names
                for found in lx.MEASURE.finditer(plain))


def is_label(text: str, names: frozenset[str] = frozenset()) -> bool:
    """True when `text` is a label: at most `LABEL_WORDS` words, and no figure, code,
    acronym or unit of measure after its first word ("Rotor diameter, metres." gives its
    unit, as "Amount, USD." does). A unit the subject's name already holds (`names`, its
    words: "Svoris kg." for `weight_kg`) tells nothing the name did not."""
    first, _, rest = text.strip().partition(" ")
    return 0 < len(LABEL_WORD.findall(text)) <= LABEL_WORDS \
        and NOT_A_LABEL.search(rest) is None and re.search(r"[\d_`]", first) is None \
        and not gives_unit(rest, names)


def _opens_with_label(artifact: Artifact, label: str) -> bool:
    """`label`, the first sentence of what the text tells, is the text's own first sentence
    (not what is left of a sentence the classifier read in part: "Polaris agency code;
    primary key." is no label "primary key."), ended by a full stop or a line end ("ironSource
    impression id; primary key." is one sentence), and is a label: it restates the name, pads
    it with vague words, or is a few words (`is_label`)."""
    first = next(iter(_spans(artifact.text)), None)
    if not label or label.endswith(";") or first is None \
            or artifact.text[slice(*first)].strip() != label.strip():
        return False
    names = frozenset(re.findall(r"[a-z0-9]+", artifact.subject.lower().replace("_", " ")))
    return is_label(label, name_words(artifact)) or restates(label, names) \
        or vague_restatement(replace(artifact, text=label), label) is not None


def padded_label(artifact: Artifact, label: str) -> bool:
    """True when `label`, the first sentence of what a description tells, is made only of
    words true of any column (`generic_words.only_generic`: "Set once per row when the row
    is written.", "Holds the order id of each row exactly as it is recorded.") and of its
    subject's and model's names: the label it carries, padded with pipeline words. One
    ended by a semicolon is a label only where nothing after it tells anything (it may go on
    to say what the value is: "Field crew assigned to the ticket; null until the ticket is
    dispatched.")."""
    return bool(label) and says_nothing_specific(label, name_words(artifact))


def says_nothing_specific(sentence: str, names: frozenset[str]) -> bool:
    """True when a clause of `sentence` (`fine_clauses`) pads with pipeline words (`pads`),
    every other is only words true of any column (`only_generic`) or speaks of the text or
    its grading (`speaks_of_text_or_grading`: "Set once per row, and deemed by the clarity
    rubric to meet its bar."). A sentence of no such clause is not read here: "Looker
    dashboard the finance team reviews every Monday" speaks of the data in a word of review,
    "Approval chain, one approver per line" names its subject."""
    clauses = [bare for start, end in fine_clauses(sentence)
               if (bare := sentence[start:end].strip(CLAUSE_SIGNS + ".!?"))]
    return any(pads(clause, names) for clause in clauses) \
        and all(only_generic(clause, names) or speaks_of_text_or_grading(clause, names)
                for clause in clauses)


@lru_cache(maxsize=16_384)
def generic_after_label(told: str, subject: str, model: str, opens: bool = True,
                        listing: bool = False, *, one_value: bool = True) -> str:
    """`told` less its sentences after the first that say nothing specific
    (`says_nothing_specific`: only words true of any column and the subject's and model's
    names, or talk of the text or its grading beside them) where the first sentence is a
    label (`is_label`), the name padded with vague words (`restates_vaguely`: "The unique
    identifier of the order.") or itself says nothing specific ("Sailing id. Set once per
    row when the row is written." reads as "Sailing id."): after a label, such a sentence tells
    nothing the label did not, so the text scores as the label alone. The first sentence
    stays where it is the description's own (`opens`: where a description names what it
    documents, "Date the bill was issued.") or follows more than a label the reader left
    out; one moved first by a label left out is read like the rest ("Departure time. Loaded
    once." tells nothing). A later sentence that tells no aspect of the thing documented
    (`aspects_told.tells_of_the_thing`: "Gold tier in the 2024 Analytics Guild awards, 1st
    place out of 57 Stripe fields.") is left out the same way, whatever figure or name it
    holds, and so is one whose subject is another thing ("Fitch rates stg_orders AAA since
    2020."), where the thing is `one_value` (a column, an argument, a metric). After a
    first sentence that tells something, what follows is left as it is ("Primary entity,
    keyed on purchase_id; one per row."), and after a first sentence of a few words that
    tells an aspect of the thing without naming it (`tells_unnamed`: "Stored using
    Rudderstack.")."""
    spans = _spans(told)
    if not spans or (opens and len(spans) < 2):
        return told
    names = frozenset(re.findall(r"[a-z0-9]+", f"{subject} {model}".lower().replace("_", " ")))
    first = told[slice(*spans[0])]
    own = frozenset(re.findall(r"[a-z0-9]+", subject.lower().replace("_", " ")))
    if opens and (first.rstrip().endswith(";")
                  or not (is_label(first, names) or restates_vaguely(first, own)
                          or says_nothing_specific(first, names))):
        return told
    if opens and tells_unnamed(first, own, names):
        return told  # "Stored using Rudderstack." tells where the data is kept
    listed = values_listed(told, spans, listing)
    openings = broken_openings(told, spans)
    kept = [span for span in spans[int(opens):]
            if span in listed or (not says_nothing_specific(told[slice(*span)], names)
                                  and tells_of_the_thing(told[slice(*span)], own, names,
                                                         one_value=one_value,
                                                         opening=openings.get(span, "")))]
    if len(kept) == len(spans) - int(opens):
        return told
    return " ".join(told[start:end].strip() for start, end in (*spans[:int(opens)], *kept))


def broken_openings(told: str, spans: tuple[tuple[int, int], ...],
                    ) -> dict[tuple[int, int], str]:
    """Each sentence of `told` that continues a line broken before the sentence's end (the
    one before it ends with no full stop, question or exclamation mark, semicolon or colon,
    and it opens with a small letter: a YAML block wrapped at its width; a heading on a line
    of its own is followed by a capital), and the line its sentence opens with, where its
    subject stands. Read in one pass over the sentences."""
    openings: dict[tuple[int, int], str] = {}
    opening = ""
    for before, span in pairwise(spans):
        text, line = told[slice(*before)].rstrip(), told[slice(*span)].lstrip()
        broken = bool(text) and text[-1] not in ".!?;:" and line[:1].islower()
        opening = (opening or text) if broken else ""
        if opening:
            openings[span] = opening
    return openings


def tells_unnamed(first: str, own: frozenset[str], names: frozenset[str]) -> bool:
    """True when `first`, a sentence of a few words, is no label: its subject is the thing
    left unsaid, as in a fragment ("Stored using Rudderstack.": it opens with a verb of the
    pipeline, `told_of.opening_verb`, not with a word of the thing's name), it says
    something specific (`says_nothing_specific`: "Set once per row." does not) and it tells
    an aspect of the thing (`aspects_told.tells_of_the_thing`). A label names the thing;
    this tells where it comes from, when it is set, or what it holds."""
    return opening_verb(first, own) and not says_nothing_specific(first, names) \
        and tells_of_the_thing(first, own, names) and bool(aspects_told(first))


def values_listed(told: str, spans: tuple[tuple[int, int], ...],
                  listing: bool = False) -> frozenset[tuple[int, int]]:
    """The sentences of `told` that are the bare values of a list its first sentence, or the
    text's own (`listing`, where the reader left it out), opens ("Employee category band ("
    then "'1-5", "'6-10", "'11-20" on lines of their own): no letter in any of them, and
    `LISTED_VALUES` of them at least. A figure alone after a label that announces nothing
    tells nothing ("Order id. 10/10.")."""
    if not spans or not (listing or opens_list(told[slice(*spans[0])])):
        return frozenset()
    bare = frozenset(span for span in spans if LETTER.search(told[slice(*span)]) is None)
    return bare if len(bare) >= LISTED_VALUES else frozenset()


def opens_list(sentence: str) -> bool:
    """True when `sentence` announces a list after it ("Employee category band (")."""
    return sentence.rstrip().endswith(("(", ":"))


def restates_vaguely(sentence: str, own: frozenset[str]) -> bool:
    """True when `sentence` names its subject and pads the name only with vague words
    ("Contains the customer email information.", "The name of the company."), and tells
    no aspect of it."""
    words = re.findall(r"[^\W\d_]+", sentence.lower())
    if aspects_told(sentence):  # "List of release dates per version." tells its grain
        return False
    return any(names_in(word, own) for word in words) \
        and all(word in VAGUE or word in GLUE or word in RESTATING or names_in(word, own)
                for word in words)


def name_words(artifact: Artifact) -> frozenset[str]:
    """The words of the subject's and its model's names (`_` and `.` read as spaces)."""
    return frozenset(re.findall(r"[a-z0-9]+", f"{artifact.subject} {artifact.model}".lower()
                                .replace("_", " ")))


@lru_cache(maxsize=2048)
def _spans(text: str) -> tuple[tuple[int, int], ...]:
    """The sentences' spans of `text` (`split`), once per distinct text: each description is
    read here for every criterion that asks, one after another (the last few thousand
    texts are all that are asked again)."""
    return spans(text)


def label_and_fragment(artifact: Artifact, told: str) -> tuple[str, str] | None:
    """The label and the fragment of `told` (what `artifact`'s description tells), read
    clause by clause (`credited_clauses.credited`), when it is a label followed by a
    fragment, or a label alone (`is_label`; the fragment is then empty), else None."""
    if not artifact.kind.endswith("_description") or artifact.test is not None \
            or artifact.plain_text is not None:
        return None
    spans = _spans(told)
    label = told[slice(*spans[0])] if spans else ""
    padded = len(spans) > 1 and padded_label(artifact, label)
    if not padded and not _opens_with_label(artifact, label):  # most texts: one look
        return None
    rest = credited(told[spans[0][1]:].strip(), f"{artifact.subject} {artifact.model}",
                    keep_first=False, strict=True) if len(spans) > 1 else ""
    if not rest:  # a label alone: "Currency code.", "Código da transportadora."
        return (label, "") if is_label(label, name_words(artifact)) or padded else None
    if padded and label.rstrip().endswith(";"):  # goes on: "Field crew assigned to the
        return None  # ticket; null until the ticket is dispatched."
    fragment = rest
    if len(VALUE.findall(fragment)) >= 2:  # "Can be `cloud` or `in-product`.": its values
        return None
    names = frozenset(re.findall(r"[a-z0-9]+", artifact.subject.lower().replace("_", " ")))
    said = [word for word in TOKEN.findall(fragment.lower())
            if word not in GLUE and word not in PIPELINE_WORDS and not names_in(word, names)]
    return (label, fragment) if len(said) <= FRAGMENT_WORDS else None
