"""The offline judge's reading of a text for what its kind needs, criterion by criterion.

Each rule reads what the text tells (`told_text`: padding addressed to the grader, or filler
that describes nothing, does not count) and yields `Finding`s from `substance.py`; the judge
keeps the worst. A column's nulls are judged against its model's tests (`ModelIndex`).
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable, Iterator, Mapping
from functools import lru_cache

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.artifacts import Artifact
from gate.docs.data_tests import DataTest
from gate.docs.judges.offline.content import usage_needs as un
from gate.docs.judges.offline.content.metric_needs import metric_findings
from gate.docs.judges.offline.context import column_needs
from gate.docs.judges.offline.context.column_kind import column_kind
from gate.docs.judges.offline.declared_tests.inverted_keys import inverted_key
from gate.docs.judges.offline.declared_tests.restated_checks import (
    argues_another_check,
    restates_its_check,
)
from gate.docs.judges.offline.left_open import open_ends, section_clarity
from gate.docs.judges.offline.left_open.formula_standard import nothing_to_compute
from gate.docs.judges.offline.left_open.procedures import procedure_findings, vague_who
from gate.docs.judges.offline.left_open.qualifiers import open_window, undefined_qualifier
from gate.docs.judges.offline.left_open.section_steps import step_findings
from gate.docs.judges.offline.left_open.unnamed_things import unnamed_things
from gate.docs.judges.offline.left_open.yardsticks import (
    check_without_bar,
    document_without_link,
    figures_promised,
    judged_without_bar,
    points_at_itself,
    setting_without_place,
)
from gate.docs.judges.offline.shared import lexicon as lx
from gate.docs.judges.offline.shared.finding import Finding, quote
from gate.docs.judges.offline.telling import substance as sb
from gate.docs.judges.offline.telling.non_answers import answered, told_answers
from gate.docs.judges.offline.telling.told import told
from gate.docs.seam.score_levels import GRAVE, LACKING, SERIOUS, SLIGHT

GRAIN_KINDS = {"model_description": "model description",
               "semantic_model_description": "semantic model"}
#: Columns where a null is a state a reader must know (not happened yet, no related row).
NULL_STATES = (*lx.TIMESTAMP_SUFFIXES, "_on", "_date", *lx.IDENTIFIER_SUFFIXES)
#: Kinds whose own name says what they measure: a money name needs a currency in the text.
MONEY_NAMED = frozenset({"metric_description", "measure_description"})
#: Kinds that hold no amount of their own: a saved query or an entity names a metric.
NOT_AMOUNTS = frozenset({"saved_query_description", "entity_description",
                         "dimension_description"})
#: A text that says its number is a ratio: a revenue ratio has no currency.
RATIO_WORDS = lx.words_pattern(r"ratio", r"rate", r"share", r"percent(?:age)?", r"divided by",
                               r"proportion", r"fraction")
JARGON = " is jargon the text never spells out."
#: A text that gives its value as an average: a reader must know what it is taken over.
AVERAGE = lazy_pattern(r"^\W*(?:the |an? )?(?:average|mean|median)\b", re.IGNORECASE)
AVERAGED_OVER = lazy_pattern(r"\b(?:per|over|across|divided by|of|weighted|for|by|among|within|"
                             r"based on)\b|/", re.IGNORECASE)
#: Kinds whose text gives one number's meaning.
NUMBER_KINDS = frozenset({"column_description", "metric_description", "measure_description"})
#: What an argument must hold or selects: a clause that says what to pass.
ARGUMENT_HOLDS = lx.words_pattern(r"holding", r"holds?", r"with", r"whose", r"selects?",
                                  r"containing", r"contains?", r"as (?:a|an)?\s*\w+")
#: What an argument defaults to, or when to pass another value: how a caller uses it.
ARGUMENT_CHOICE = lazy_pattern(r"\bdefault\b|\bpass (?:\w+ )?(?:for|when|to|if)\b",
                               re.IGNORECASE)
#: Words that name no consumer: "downstream models", "other teams", "the business".
GENERIC_CONSUMER = lazy_pattern(r"\bdownstream(?: \w+)?|\bother (?:models|tables|teams)\b|"
                                r"\bthe business\b", re.IGNORECASE)
#: An appeal to practice: a reason for any test anywhere, so for none here.
APPEAL = lx.words_pattern(r"(?:standard|best|good|common|usual) practices?",
                          r"industry standard", r"always (?:a )?good (?:idea|practice)",
                          # who asked is not why: "Requested by the finance team."
                          r"requested by", r"asked for by", r"at the request of",
                          r"(?:as )?requested",
                          # where it came from is not why: "As discussed with the team."
                          r"as (?:discussed|agreed|decided) (?:with|in|at|by)",
                          r"(?:added|generated|created) by (?:the |a |an )?[\w-]+(?: [\w-]+)?"
                          r" (?:generator|script|tool|bot)")
#: Words a rationale that only names its test glues the name and the column with.
TEST_GLUE = frozenset({"check", "checks", "test", "tests", "on", "the", "column", "for",
                       "of", "a", "an", "in", "is", "dbt", "utils", "expectations"})
#: A ticket, issue or pull request reference.
#: A consequence told by the sentence's shape, not its words: what a failing row means ("more
#: X than Y means guest sessions were counted"), what could not be done without the value
#: ("without the pre-match rating we could only see …"), where it leaves things ("leaves
#: units counted nowhere"), or where it moves them.
TOLD_CONSEQUENCE = lazy_pattern(
    r"\bmeans (?:[\w-]+ ){1,3}(?:was|were|is|are|has|have|had)\b|\bwithout (?:it|this|them|the "
    r"[\w-]+(?: [\w-]+)?),? (?:we|you|they|nobody|no one) (?:could|would|can)\b|"
    r"\bleaves? (?:[\w-]+ ){1,3}nowhere\b|"
    # where a wrong value puts what is counted: "moves loans across the 90-day default line",
    # "move money between the two lines of the return", "changes which label claims are
    # possible", "is excluded from both need-based and merit totals"
    r"\bmoves? (?:[\w-]+ ){1,3}(?:across|between|into|out of)\b|\bchanges? (?:which|what|"
    r"whether)\b|\bexcluded from (?:both|all|every)\b", re.IGNORECASE)
TICKET = lazy_pattern(r"\b[A-Z][A-Z0-9]{1,9}-\d+\b|(?<!\w)#\d+\b|\bPR ?#?\d+|"
                      r"\b(?:see|per|in|from) (?:the )?PR\b")
#: Words under which a section is short: its one unexplained acronym is all a reader has.
SHORT_SECTION = 20
#: A link a reader can follow: a Markdown link or a bare address.
LINK = lazy_pattern(r"\]\([^)\s]+\)|https?://")
#: When a source's data lands or how often: what its freshness is.
CADENCE = lx.words_pattern(r"every", r"hourly", r"daily", r"nightly", r"weekly", r"monthly",
                           r"real[- ]time", r"streaming", r"continuous\w*", r"\d{1,2}:\d\d",
                           r"lags?", r"fresh\w*", r"refresh\w*", r"sync\w*", r"delay\w*",
                           r"within \d+", r"latency", r"stale", r"once an? \w+", r"each \w+")
KIND_FILLER = frozenset({"a", "an", "the", "for", "of", "on", "this", "that", "test", "tests",
                         "unit", "macro", "exposure", "source", "table", "argument", "helper",
                         "dashboard", "model", "used", "in", "to"})
USED_KINDS = frozenset({"macro_description", "argument_description", "exposure_description",
                        "unit_test_description", "source_description", "table_description"})


def description(artifact: Artifact, nullable: frozenset[str],
                tests: tuple[DataTest, ...] = (),
                vocabulary: frozenset[str] = frozenset()) -> Iterator[Finding]:
    """`clarity`: a description read for meaning, unit, time zone, identity, grain and nulls.
    `nullable` is the model's columns that are tested, but never with a not_null test;
    `tests` the column's own tests, which say what kind of value it holds; `vocabulary` the
    acronyms the model's texts use throughout, which are no one text's jargon."""
    text = told(artifact)
    yield from (found for found in _described(text, artifact.kind)
                if not (found.reasoning.endswith(JARGON) and found.evidence in vocabulary))
    yield from undefined_qualifier(text)
    if artifact.kind in NUMBER_KINDS and AVERAGE.search(text) and not AVERAGED_OVER.search(text):
        yield Finding(LACKING, quote(text), "The text gives an average without saying what it "
                      "is taken over (per what, across what).")
    if artifact.kind in ("metric_description", "measure_description", "macro_description") \
            and artifact.subject and column_kind(artifact.subject) in ("ratio", "score"):
        yield from column_needs.needs(artifact.subject, text, ())
    if artifact.kind != "column_description" or not artifact.subject:
        return
    subject = artifact.subject
    needed = told_answers(artifact)  # "Values: n/a." or a list of need words meets no need
    yield from column_needs.needs(subject, needed, tests)
    yield from sb.quantity_without_unit(subject, needed)
    yield from sb.timestamp_without_zone(subject, needed)
    yield from sb.bare_identifier(subject, needed)
    if subject in nullable and subject.lower().endswith(NULL_STATES) \
            and column_kind(subject, tests) != "identifier":
        yield from sb.nulls_left_out(needed)


@lru_cache(maxsize=16_384)
def _described(text: str, kind: str) -> tuple[Finding, ...]:
    """What a description's text alone shows, read once per distinct text and kind (a
    project's doc blocks repeat one text over many columns)."""
    found = list(sb.vague_or_elsewhere(text))
    acronyms = sb.unexplained_acronyms(text)
    if acronyms and len(text.split()) < 12:
        found.append(Finding(LACKING, acronyms[0], f"`{acronyms[0]}`{JARGON}"))
    if kind in GRAIN_KINDS:
        found += sb.missing_grain(answered(text), GRAIN_KINDS[kind])
    return tuple(found)


def definition(artifact: Artifact) -> Iterator[Finding]:
    """`definition`: what two analysts need to compute the same number."""
    text = told(artifact)
    name = artifact.subject or artifact.model
    yield from sb.vague_or_elsewhere(text)
    yield from sb.circular(name, text)
    yield from undefined_qualifier(text)
    codes = sb.CODE.findall(text)
    named_money = artifact.kind in MONEY_NAMED and lx.MONEY_WORDS.search(name.replace("_", " "))
    said = lx.MONEY_WORDS.search(lx.PER_BASE.sub(" ", text))  # "per 100 revenue seats": a count
    money = (said or (not codes and named_money)) and not (
        artifact.kind in NOT_AMOUNTS or column_kind(name) == "ratio" or RATIO_WORDS.search(text))
    priced = any(sb.name_parts(code)[-1:] in (["usd"], ["eur"], ["gbp"]) for code in codes)
    if money and not (lx.CURRENCY.search(text) or lx.UNIT_SYMBOL.search(text) or priced
                      or sb.name_parts(name)[-1:] in (["usd"], ["eur"], ["gbp"])):
        yield Finding(LACKING, quote(text), "The text measures money without saying its currency.")
    if artifact.kind in GRAIN_KINDS:
        yield from sb.missing_grain(text, GRAIN_KINDS[artifact.kind])
    if artifact.kind == "metric_description":
        yield from metric_findings(name, text)
    if artifact.kind == "saved_query_description" and not (
            lx.PERIOD.search(text) or lx.GRAIN.search(text)):
        yield Finding(LACKING, quote(text), "The saved query does not say its period or grain.")
    # a formula over named terms ("(Commission + expenses) ÷ written premium") defines it
    if not sb.details(text) and not lx.RATIO.search(text):
        yield Finding(SLIGHT, quote(text), "The text names what is measured without defining it.")


def usage(artifact: Artifact) -> Iterator[Finding]:
    """`usage`: how the thing is used and what to expect of it."""
    text = told(artifact)
    yield from sb.vague_or_elsewhere(text)
    yield from un.label_without_values(artifact.kind, text)
    yield from un.cadence_without_period(artifact.kind, text)
    yield from un.day_without_time(artifact.kind, text)
    yield from un.warns_inside_its_period(artifact.kind, text)
    yield from un.format_its_example_breaks(text)
    yield from un.does_without_result(artifact.kind, text)
    if artifact.kind in ("macro_description", "argument_description"):
        # what a macro returns hangs on its terms: "true in business hours" says not which
        yield from open_window(text)
    if artifact.kind in USED_KINDS and not lx.USAGE.search(text) and len(sb.details(text)) < 2 \
            and not _argument_told(artifact.kind, text):
        yield Finding(LACKING, quote(text), "The text names the thing without saying how it is "
                      "used or what to expect of it.")
    elif artifact.kind == "source_description" and not CADENCE.search(text):
        yield Finding(LACKING, quote(text), "The source says what it holds but not how fresh its "
                      "data is: when it lands, or how often.")
    elif _only_kind_and_target(artifact, text):
        yield Finding(LACKING, quote(text), "The text names only what kind of thing it is and what "
                      "it belongs to, not what it does.")


def _only_kind_and_target(artifact: Artifact, text: str) -> bool:
    """"Unit test for fct_claims.": the kind's own words and the names it belongs to."""
    kind_words = set(artifact.kind.replace("_description", "").split("_")) | KIND_FILLER
    named = set(re.findall(r"[a-z0-9]+", f"{artifact.model} {artifact.subject or ''}".lower()))
    words = set(re.findall(r"[a-z0-9]+", text.lower()))
    return bool(words) and words <= kind_words | named


def _no_reason(artifact: Artifact, text: str) -> Finding | None:
    """A rationale that only names its test, or appeals to practice: no reason at all."""
    if artifact.test is not None and _only_the_test(artifact.test, text):
        return Finding(GRAVE, quote(text), "The rationale only names its test and column; it "
                       "does not say what goes wrong without it.")
    other = argues_another_check(artifact.test, text) if artifact.test is not None else None
    if other is not None:
        return Finding(GRAVE, quote(text), f"The rationale argues about {other}: it is the "
                       "reason for another test, not this one.")
    if artifact.test is not None and restates_its_check(artifact.test, artifact.model, text):
        return Finding(GRAVE, quote(text), "The rationale says what the test checks, in other "
                       "words; it does not say who relies on it or what goes wrong without it.")
    praise = PRAISE.search(text)
    if praise and not lx.CONSEQUENCE.search(text):
        # "Important model for finance": a consumer named, and nothing at stake for it
        return Finding(GRAVE, quote(text), f"The rationale calls it {praise.group(0)!r} and "
                       "says nothing that goes wrong without it.")
    appeal = APPEAL.search(text)
    if appeal and not lx.CONSEQUENCE.search(text):
        return Finding(GRAVE, quote(text), f"The rationale appeals to {appeal.group(0)!r} "
                       "instead of saying what goes wrong without the check here.")
    return None


def _only_the_test(test: DataTest, text: str) -> bool:
    """"not_null check on vehicle_id": the words of the test's name and column, and glue."""
    own = set(re.findall(r"[a-z]+", f"{test.type} {test.column or ''}".lower().replace("_", " ")))
    said = set(re.findall(r"[a-z]+", text.lower().replace("_", " ")))
    return bool(said) and said <= own | TEST_GLUE


def _argument_told(kind: str, text: str) -> bool:
    """An argument is used by what it must hold: "Column with the three-letter station code",
    "Date whose month selects the rate" tell a caller what to pass; "The column." does not."""
    return kind == "argument_description" and len(text.split()) >= 5 and (
        ARGUMENT_HOLDS.search(text) is not None or ARGUMENT_CHOICE.search(text) is not None
        or un.names_its_type(text))


#: Words that rate a thing instead of giving a reason for it.
PRAISE = lazy_pattern(r"\b(?:important|critical|essential|crucial|vital|useful|valuable|"
                      r"key (?:part|model|column|table|metric|asset))\b", re.IGNORECASE)


def rationale(artifact: Artifact, text: str) -> Iterator[Finding]:
    """`rationale`: what goes wrong without the test, column or model."""
    text = told(artifact, text)
    if not text.strip():
        return
    tested = {c.lower() for c in (artifact.test.column if artifact.test else None,
                                  artifact.subject) if c}
    names = [c for c in sb.CODE.findall(text) if c.strip("`").lower() not in tested]
    no_reason = _no_reason(artifact, text)
    if no_reason is not None:
        yield no_reason
        return
    if artifact.test is not None:
        yield from inverted_key(artifact.test, text)
    restated = lx.RESTATES_TEST.match(text)
    if restated and not lx.CONSEQUENCE.search(text):
        yield Finding(GRAVE, quote(text), "The rationale restates its check "
                      f"({restated.group(0)!r}) without saying what goes wrong without it.")
        return
    if lx.CONSEQUENCE.search(text) or TOLD_CONSEQUENCE.search(text):
        return
    ticket = TICKET.search(text)
    if ticket:  # a ticket is where the reason was written, not the reason
        yield Finding(SERIOUS, ticket.group(0), f"The rationale points to {ticket.group(0)!r} "
                      "instead of saying what goes wrong without it.")
        return
    # the tested thing's own words ("Invoice ids …" on `invoice_id`) are no consumer of it
    own_words = {w.rstrip("s") for name in (*tested, artifact.model.lower())
                 for w in re.split(r"[^a-z0-9]+", name) if w}
    # "downstream models" names no one: a consumer is one the reader can find
    if any(m.group(0).lower().rstrip("s") not in own_words
           for m in lx.CONSUMER.finditer(GENERIC_CONSUMER.sub(" ", text))) or names:
        return
    generic = lx.RESTATES_TEST.search(text) or lx.VAGUE.search(text)
    if generic:
        yield Finding(GRAVE, quote(text), f"The rationale restates or praises the check "
                      f"({generic.group(0)!r}) without saying what goes wrong without it.")
    else:
        yield Finding(LACKING, quote(text), "The rationale names no consumer and nothing that "
                      "goes wrong without it.")


def md_clarity(artifact: Artifact, text: str,
               used: Mapping[str, int] | None = None,
               explained: Collection[str] = (),
               named: Collection[str] | None = None) -> Iterator[Finding]:
    """`used`: how many of the document's sections use each acronym; one no other section
    uses, in a short section that never spells it out, is this section's jargon.
    `explained`: the acronyms some section of the document spells out or defines, which are
    the document's vocabulary, not jargon. `named`: the kinds of machinery the document
    names, when it is known; a section that acts on another by its kind alone is unclear."""
    shown = told(artifact, text)
    yield from section_clarity.pointed_or_vague(shown)
    yield from section_clarity.praise_only(shown)
    acronyms = [a for a in sb.unexplained_acronyms(shown)
                if a not in explained and a.rstrip("s") not in explained
                and not sb.named_otherwise(a, artifact.text)]
    words = len(shown.split())
    lone = [a for a in acronyms if used is not None and used.get(a, 0) <= 1]
    # an acronym other sections of the document use too is its vocabulary, not this one's
    acronyms = [a for a in acronyms if used is None or used.get(a, 0) <= 1]
    if len(acronyms) >= 4 or (len(acronyms) >= 2 and words < 8 * len(acronyms)):
        yield Finding(LACKING, acronyms[0], f"Acronyms ({', '.join(acronyms[:3])}) are never "
                      "spelt out.")
    elif lone and words < SHORT_SECTION:
        yield Finding(LACKING, lone[0], f"`{lone[0]}` is used by no other section and never "
                      "spelt out.")
    elif len(lone) >= 2:
        yield from section_clarity.jargon_to_act_on(shown, lone.__contains__, explained)
    if not sb.shows_code(artifact.text):  # a command in code is as concrete as a figure
        yield from sb.says_nothing_concrete(shown)
    yield from _yardsticks(artifact)
    if named is not None:
        yield from unnamed_things(artifact.text, named)
    yield from open_ends.stand_ins(shown)
    yield from open_ends.left_open(shown)
    yield from open_ends.bare_answers(artifact.text)
    yield from open_ends.access_without_how(shown)  # "You will need access.": to what?
    # a bare instruction ("revert", "escalate"); a code block or span (the plain text drops
    # both) is a command a reader can run ("`dbt build --select staging` builds …")
    if len(shown.split()) < 20 and not sb.shows_code(artifact.text) and \
            not re.search(r"^\s*```", artifact.text, re.MULTILINE):
        yield from sb.how_to_without_steps(artifact.subject, shown)
    # "the relevant team" is filler; a step that names no one is the completeness rule's
    yield from (found for found in procedure_findings(text) if "without saying who" in
                found.reasoning and vague_who(found.evidence))


def md_completeness(artifact: Artifact, text: str,
                    other_sections: Iterable[str] = ()) -> Iterator[Finding]:
    """`other_sections`: the Markdown of the document's other sections, whose procedures
    show what this one's steps leave out."""
    other_sections = tuple(other_sections)
    # 'TODO' in quotes is a value the section names (a filter on it), not one left to write
    yield from (found for found in sb.placeholder_value(text) if found.evidence in re.sub(
        rf"(['\"]){re.escape(found.evidence)}\1", " ", text))
    yield from _yardsticks(artifact)
    yield from document_without_link(told(artifact, text))
    yield from check_without_bar(told(artifact, text))
    yield from open_ends.steps_without_commands(text, other_sections)
    yield from nothing_to_compute(text, other_sections)
    yield from step_findings(text, other_sections)
    yield from open_ends.access_without_how(told(artifact, artifact.plain_text or text))
    yield from open_ends.stand_ins(told(artifact, artifact.plain_text or text))
    yield from open_ends.left_open(told(artifact, artifact.plain_text or text),
                                   local_time=False)
    yield from open_ends.bare_answers(text)
    yield from procedure_findings(text)
    shown = told(artifact, text)
    # Filler or a pointer to a document it does not give leaves nothing to act on; a pointer
    # with its link is a reference the reader can follow.
    linked = LINK.search(text) is not None
    yield from (found for found in sb.vague_or_elsewhere(shown)
                if not (linked and found.reasoning.startswith("The text sends")))
    yield from section_clarity.marketing_copy(shown)
    yield from sb.how_to_without_steps(artifact.subject, told(artifact, text))


def _yardsticks(artifact: Artifact) -> Iterator[Finding]:
    """A judgement with no bar, a setting with no place, a pointer to the section itself: read
    on the section's Markdown body (its code spans are where a bar or a place is given)."""
    body = told(artifact, "\n".join(line for line in artifact.text.splitlines()
                                     if not line.lstrip().startswith("#")))
    yield from judged_without_bar(body)
    yield from setting_without_place(body)
    yield from points_at_itself((artifact.subject or "").lstrip("#"), body)
    yield from figures_promised((artifact.subject or "").lstrip("#"), body)
