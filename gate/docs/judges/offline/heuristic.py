"""The offline judge: deterministic checks that need no API key and no network.

It cannot tell good prose from bad, but it reliably finds the defects an agent leaves behind:

| check              | score | applies to                                        |
|--------------------|-------|---------------------------------------------------|
| empty              | 0.0   | every text; a test's missing rationale            |
| placeholder        | 0.1   | TODO, TBD, FIXME, XXX, lorem ipsum, "placeholder" |
| restates its name  | 0.3   | a description that only repeats its column/model  |
| duplicate          | 0.3   | text identical to a sibling's (consistency)       |
| duplicate test     | 0.0   | the same test twice in one model (no-redundant)   |
| vacuous test       | 0.2   | `row_count_between` with no real bound, a         |
|                    |       | `unique_combination` that includes a unique column|
| vague rationale    | 0.3   | "needed", "best practice", "for data quality"     |
| too short          | 0.4   | under 4 words (descriptions), 12 (Markdown), with |
|                    |       | no concrete detail (a code span counts)           |

Beyond these, each criterion reads the text with the readings in this package's folders, each
folder's docstring saying its job: what a text's kind needs (`content/`), the text against its
project's tests (`context/`, `declared_tests/`, `keys/`), against its model's other texts
(`siblings/`), a Markdown section against its document (`sections/`, `section_figures/`,
`cross_sections/`) and what a text leaves its reader to guess (`left_open/`).
All of them read what the text tells (`telling/told.py`): a sentence that speaks to the grader
or describes nothing is not description.

An artifact that trips none of them scores by how much it tells (`substance.told_score`, 0.55
to 0.95): a text that gives the meaning, unit and nulls scores above one that only avoids the
known defects. The reasoning says this is not an LLM judgement.

Markdown sections are judged as a whole on what a reader sees (`Artifact.plain_text`: no HTML
comments, no markup): a section is a placeholder only when nothing but the placeholder is left,
so a 40-line section with a `TODO` in a comment, or a sentence that mentions "placeholder
values", is not one.

Comparisons with siblings go through a `ModelIndex` built once per model (the engine hands every
request about a model the same tuple), so grading n artifacts costs O(n), not O(n²).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import replace
from functools import lru_cache

from gate.configure.config import Criterion
from gate.configure.gate_settings import DEFAULT_PASS_MARK
from gate.configure.judge_names import JudgeName
from gate.core.lazy_pattern import lazy_pattern
from gate.docs.artifacts import Artifact
from gate.docs.data_tests import DataTest
from gate.docs.judges.offline.artifact_findings import ArtifactFindings, Check
from gate.docs.judges.offline.content import content_rules
from gate.docs.judges.offline.content.band_thresholds import band_without_edges
from gate.docs.judges.offline.content.macro_arguments import argument_disagrees
from gate.docs.judges.offline.content.open_limits import limit_without_figure
from gate.docs.judges.offline.content.reader_needs import nothing_concrete
from gate.docs.judges.offline.context.context_agreement import (
    context_findings,
    model_facts_disagree,
)
from gate.docs.judges.offline.cross_sections.section_references import referent_findings
from gate.docs.judges.offline.declared_tests.bare_reasons import bare_reason
from gate.docs.judges.offline.declared_tests.data_test_rules import findings_for
from gate.docs.judges.offline.keys.grain import model_grain
from gate.docs.judges.offline.left_open.open_terms import open_terms, reader_needs
from gate.docs.judges.offline.model_context.model_index import (
    WHOLE_SECTION_KINDS,
    ModelIndex,
    words,
)
from gate.docs.judges.offline.section_figures.vague_bounds import unbarred_agreement
from gate.docs.judges.offline.shared.finding import Finding
from gate.docs.judges.offline.shared.finding import quote as _quote
from gate.docs.judges.offline.shared.lexicon import CONSEQUENCE
from gate.docs.judges.offline.shared.per_model import PerModel
from gate.docs.judges.offline.siblings.sibling_facts import sibling_findings
from gate.docs.judges.offline.siblings.sibling_terms import inconsistencies
from gate.docs.judges.offline.siblings.stated.stated_differences import (
    DIFFERENCE_CUE,
    difference_disagrees,
)
from gate.docs.judges.offline.telling.label_and_fragment import label_and_fragment, reason
from gate.docs.judges.offline.telling.substance import details, told_score
from gate.docs.judges.offline.telling.told import NOT_READ, not_read, told, told_request
from gate.docs.seam.judge import JudgeOutcome, JudgeRequest, Verdict
from gate.docs.seam.score_levels import FAULTLESS, GRAVE, HOLLOW, LACKING, NOTHING, STUB

CLEAN_SCORE = FAULTLESS
#: "XXX" before a hyphen or a digit is a key or a mask ("Ticket XXX-1", "XXX-XX-1234").
PLACEHOLDER = lazy_pattern(r"\b(TODO|TBD|FIXME|XXX(?![-\d]))\b|lorem ipsum|\bplaceholder\b|"
                           r"fill (this )?in|\b(?:goes|go|belongs?) here\b", re.IGNORECASE)
VAGUE_RATIONALE = lazy_pattern(
    r"^(it is |this is )?(needed|required|important|necessary|standard|best practice|good "
    r"practice|for (data )?quality|to ensure (data )?quality|always good)[.!]?$", re.IGNORECASE)
FILLER_WORDS = frozenset({"the", "a", "an", "of", "this", "that", "column", "field", "value",
                          "model", "table", "is", "for", "id", "identifier", "name"})
MIN_WORDS = {"markdown_section": 12}
DEFAULT_MIN_WORDS = 4
EMPTY_TEXT = "The text is empty."




def graded_text(artifact: Artifact) -> str:
    """The part a check reads: for a test, its rationale; for a Markdown section, what a
    reader sees; otherwise the whole text."""
    if artifact.test is not None:
        return artifact.test.rationale or ""
    return artifact.plain_text if artifact.plain_text is not None else artifact.text


def _placeholder(artifact: Artifact, text: str) -> re.Match[str] | None:
    """The placeholder marker that makes `text` a placeholder. A Markdown section is judged as
    a whole: it is one only when, without its markers, too little is left to be content."""
    found = _placeholder_in(text)
    if found is None or artifact.kind not in WHOLE_SECTION_KINDS:
        return found
    left = len(words(PLACEHOLDER.sub(" ", text)))
    return found if left < MIN_WORDS.get(artifact.kind, DEFAULT_MIN_WORDS) else None


@lru_cache(maxsize=16_384)
def _placeholder_in(text: str) -> re.Match[str] | None:
    """`PLACEHOLDER` searched once per distinct text: every criterion of an artifact asks, and
    a case-blind search is slow (a project's texts repeat, too)."""
    return PLACEHOLDER.search(text)


def missing_content(artifact: Artifact, _index: ModelIndex) -> Iterable[Finding]:
    """Empty or placeholder text: a defect whatever the criterion."""
    text = graded_text(artifact).strip()
    label = "rationale" if artifact.test is not None else "text"
    if not text:
        yield Finding(NOTHING, "", EMPTY_TEXT if label == "text" else f"The {label} is empty.")
        return
    placeholder = _placeholder(artifact, text)
    if placeholder:
        yield Finding(STUB, placeholder.group(0),
                      f"The {label} is a placeholder ({placeholder.group(0)!r}), not content.")


def text_checks(artifact: Artifact, index: ModelIndex) -> Iterable[Finding]:
    """Missing content, then length: a short text is too short only when it holds no concrete
    detail ("`dbt test`" answers "Running tests"; "Bots inflate sessions." is a reason)."""
    yield from missing_content(artifact, index)
    text = told(artifact, graded_text(artifact).strip())
    label = "rationale" if artifact.test is not None else "text"
    if not text:
        return
    minimum = MIN_WORDS.get(artifact.kind, DEFAULT_MIN_WORDS)
    count = len(words(text))
    if count < minimum and not _tells_something(artifact, text):
        yield Finding(LACKING, _quote(text), f"The {label} is too short to explain anything "
                      f"({count} words).")
    fragment = label_and_fragment(artifact, text)
    if fragment is not None:  # "Email. From dim_customers.": the name again and a detail
        yield Finding(LACKING, _quote(text), reason(fragment))


HTML_COMMENT = lazy_pattern(r"<!--.*?-->", re.DOTALL)
CODE_SPAN = lazy_pattern(r"`[^`\n]+`")
NAMED_ONLY = "a system or team"


def _tells_something(artifact: Artifact, told: str) -> bool:
    """A concrete detail in what a reader sees, or a consequence: then a short text is a
    complete answer, not a fragment. A Markdown section's code spans count (its plain text
    drops their backticks); what hides in its comments does not."""
    # a name alone ("Used by Finance.", "Stripe data.") says who or where, not what
    if set(details(told)) - {NAMED_ONLY} or CONSEQUENCE.search(told):
        return True
    visible = HTML_COMMENT.sub(" ", artifact.text) if artifact.kind in WHOLE_SECTION_KINDS else ""
    return bool(CODE_SPAN.search(visible))


def restates_name(artifact: Artifact, _index: ModelIndex) -> Iterable[Finding]:
    name = artifact.subject or (artifact.model if artifact.kind != "column_description" else "")
    if not artifact.kind.endswith("_description") or not name:
        return
    subject = set(words(name.replace("_", " ")))
    shown = told(artifact)
    meaningful = [w for w in words(shown.replace("_", " ")) if w not in FILLER_WORDS]
    if meaningful and set(meaningful) <= subject:
        yield Finding(GRAVE, _quote(shown), "The description only restates the name "
                      f"`{name}` instead of saying what it means.")


def duplicates_sibling(artifact: Artifact, index: ModelIndex) -> Iterable[Finding]:
    sibling = index.same_text(artifact)
    if sibling is not None:
        yield Finding(GRAVE, _quote(artifact.text), "The text is identical to "
                      f"{sibling.artifact_id}; copied text hides what differs.")


def vague_rationale(artifact: Artifact, _index: ModelIndex) -> Iterable[Finding]:
    text = graded_text(artifact).strip()
    if text and VAGUE_RATIONALE.match(text):
        yield Finding(GRAVE, _quote(text), "The rationale is generic; it does not say what the "
                      "check protects against.")


def redundant_test(artifact: Artifact, index: ModelIndex) -> Iterable[Finding]:
    test = artifact.test
    if test is None:
        return
    sibling = index.same_test(artifact)
    if sibling is not None:
        yield Finding(NOTHING, _quote(test.render()),
                      f"The same test is declared again as {sibling.artifact_id}.")
        return
    yield from _vacuous(test, index)


def _vacuous(test: DataTest, index: ModelIndex) -> Iterable[Finding]:
    if test.type == "row_count_between":
        low, high = test.args.get("minimum"), test.args.get("maximum")
        if high is None and not low:
            yield Finding(HOLLOW, _quote(test.render()), "A row count of at least 0 with no "
                          "maximum can never fail.")
    if test.type == "unique_combination":
        covered = sorted(index.unique_columns & {str(c) for c in test.args.get("columns", ())})
        if covered:
            yield Finding(HOLLOW, _quote(test.render()), f"`{covered[0]}` is unique on its own, "
                          "so any combination including it is unique by construction.")


def real_test_rules(artifact: Artifact, index: ModelIndex) -> Iterable[Finding]:
    """The rules for dbt core and package tests (`data_test_rules.py`), each naming its evidence."""
    if artifact.test is not None:
        for found in findings_for(artifact.test, artifact.artifact_id, index.rules):
            yield Finding(found.score, found.evidence, f"{found.reasoning} [{found.rule}]")


def described(artifact: Artifact, index: ModelIndex) -> Iterable[Finding]:
    tests = index.rules.tests_by_column.get(artifact.subject, ()) if artifact.subject else ()
    return content_rules.description(artifact, index.nullable,
                                     tuple(t.test for t in tests if t.test is not None),
                                     index.siblings.vocabulary
                                     | index.siblings.column_initials)


def grain_agrees(artifact: Artifact, index: ModelIndex) -> Iterable[Finding]:
    return model_grain(artifact, index.rules)


def defined(artifact: Artifact, _index: ModelIndex) -> Iterable[Finding]:
    return content_rules.definition(artifact)


def defined_as_the_model(artifact: Artifact, index: ModelIndex) -> Iterable[Finding]:
    return model_facts_disagree(artifact, index.rules)


def used(artifact: Artifact, _index: ModelIndex) -> Iterable[Finding]:
    return content_rules.usage(artifact)


def reasoned(artifact: Artifact, _index: ModelIndex) -> Iterable[Finding]:
    return content_rules.rationale(artifact, graded_text(artifact))


def band_edges_given(artifact: Artifact, _index: ModelIndex) -> Iterable[Finding]:
    return band_without_edges(artifact, told(artifact))


def reasoned_beyond_a_use(artifact: Artifact, _index: ModelIndex) -> Iterable[Finding]:
    return bare_reason(artifact, told(artifact, graded_text(artifact)))


def md_clear(artifact: Artifact, index: ModelIndex) -> Iterable[Finding]:
    yield from content_rules.md_clarity(artifact, graded_text(artifact), index.siblings.acronyms,
                                        index.siblings.sections.explained,
                                        index.siblings.sections.named_kinds)
    if artifact.kind in WHOLE_SECTION_KINDS:  # what no section of its document pins down
        sections = [text for text, _ in index.siblings.sections.sections]
        yield from open_terms(told(artifact, artifact.text), sections)
        yield from unbarred_agreement(artifact.text, sections)


def md_complete(artifact: Artifact, index: ModelIndex) -> Iterable[Finding]:
    others = [text for text, _ in index.siblings.sections.sections if text != artifact.text]
    yield from content_rules.md_completeness(artifact, artifact.text, others)
    if artifact.kind in WHOLE_SECTION_KINDS:  # a bound's unit, a schedule's zone, a referent
        yield from reader_needs(told(artifact, artifact.text), others)
        yield from referent_findings(artifact.text, others)
        yield from unbarred_agreement(artifact.text, others)


def agrees_with_sibling_facts(artifact: Artifact, index: ModelIndex) -> Iterable[Finding]:
    if artifact.kind.endswith("_description") and artifact.test is None:
        yield from sibling_findings(artifact, told(artifact), index.rules.sibling_readings)


def agrees_with_siblings(artifact: Artifact, index: ModelIndex) -> Iterable[Finding]:
    yield from inconsistencies(artifact, index.siblings)
    yield from context_findings(artifact, index.rules)
    if artifact.kind == "argument_description":  # against its macro's description
        yield from argument_disagrees(artifact, told(artifact), index.rules.texts)
    if artifact.subject and artifact.kind.endswith("_description") and \
            DIFFERENCE_CUE.search(artifact.text):
        yield from difference_disagrees(artifact.subject, told(artifact),
                                        index.rules.differences)


CHECKS: dict[str, tuple[Check, ...]] = {
    "clarity": (text_checks, restates_name, described, nothing_concrete, band_edges_given,
                limit_without_figure),
    "consistency": (missing_content, duplicates_sibling, agrees_with_siblings, grain_agrees,
                    agrees_with_sibling_facts),
    "rationale": (text_checks, vague_rationale, reasoned, reasoned_beyond_a_use),
    "no-redundant": (redundant_test, real_test_rules),
    "definition": (text_checks, restates_name, defined, grain_agrees, defined_as_the_model,
                   band_edges_given),
    "usage": (text_checks, restates_name, used),
    "md-clarity": (text_checks, md_clear),
    "md-completeness": (text_checks, md_complete),
    "md-consistency": (missing_content, duplicates_sibling, agrees_with_siblings),
}
GENERIC_CHECKS: tuple[Check, ...] = (text_checks,)
#: The reasoning of a pair no check faulted: one string, not one per pair (most pairs of a
#: large project are clean, and every result holds its reasoning).
CLEAN = ("Offline checks found no defect; the score says how much concrete detail the text "
         "gives. This is not an LLM judgement.")
#: Criteria judged by comparison (with siblings, or a test's definition), not by what the text
#: tells: a clean pair keeps the flat score, since detail is not what they measure.
COMPARED_ONLY = frozenset({"no-redundant", "consistency", "md-consistency"})
CLEAN_COMPARED = "Offline checks found no defect. This is not an LLM judgement."
CLEAN_CUSTOM = ("Offline checks found no defect (a custom criterion: only emptiness, "
                "placeholders and length were checked). This is not an LLM judgement.")


def _tells_nothing(verdict: Verdict, written: str) -> Verdict:
    """A text was written, but none of its sentences tells anything about what it documents:
    where the verdict calls it empty, the reason says so instead, and quotes it (the score
    is the empty text's)."""
    if not verdict.reasoning.startswith(EMPTY_TEXT):
        return verdict
    said = (f"No sentence of the text ('{_quote(written)}') tells what it documents: its "
            "meaning, values, unit, grain, source, timing, nulls, relations or use; what is "
            "left to grade is nothing.")
    return replace(verdict, evidence=_quote(written),
                   reasoning=said + verdict.reasoning.removeprefix(EMPTY_TEXT))


#: Each model's index, built at its first request (`ModelIndex.of` of the told tuple) and
#: forgotten with the run's readings.
_INDEXES = PerModel(ModelIndex.of, kept=16_384)


class HeuristicJudge:
    """Grades with the checks above; `evaluator` in reports reads "heuristic"."""

    name: JudgeName = "heuristic"
    model: str | None = None
    deterministic = True  # the same text always gets the same findings
    graders_word = False  # SignalForge's own checks

    def __init__(self) -> None:
        self._findings = ArtifactFindings()  # each check once per artifact

    def judge(self, request: JudgeRequest, *, deadline: float) -> JudgeOutcome:
        written = graded_text(request.artifact).strip()
        if not_read(request.artifact):  # not theirs to grade: ungraded, never passed
            reason = NOT_READ.format(quoted=_quote(written))
            return JudgeOutcome({c.id: Verdict(c.id, None, False, "", reason, "not_read")
                                 for c in request.criteria})
        request = told_request(request)  # scored on what the text tells, nothing else
        index = self._index(request.model_artifacts)
        verdicts = {c.id: self._verdict(request, c, index) for c in request.criteria}
        if written and not graded_text(request.artifact).strip():
            verdicts = {name: _tells_nothing(verdict, written)
                        for name, verdict in verdicts.items()}
        return JudgeOutcome(verdicts)  # offline: no backend call to record

    def _index(self, model_artifacts: tuple[Artifact, ...]) -> ModelIndex:
        return _INDEXES.of(model_artifacts)

    def wants_warm_up(self, request: JudgeRequest) -> bool:
        return False

    def _verdict(self, request: JudgeRequest, criterion: Criterion,
                 index: ModelIndex) -> Verdict:
        checks = CHECKS.get(criterion.id, GENERIC_CHECKS)
        artifact = request.artifact
        findings = [f for check in checks for f in self._findings.of(check, artifact, index)]
        if not findings:
            if criterion.id not in CHECKS:
                return Verdict(criterion.id, CLEAN_SCORE, True, "", CLEAN_CUSTOM)
            if criterion.id in COMPARED_ONLY:
                return Verdict(criterion.id, CLEAN_SCORE, True, "", CLEAN_COMPARED)
            shown = told(request.artifact, graded_text(request.artifact))
            return Verdict(criterion.id, told_score(shown), True, "", CLEAN)
        worst = min(findings, key=lambda finding: finding.score)
        others = len(findings) - 1
        more = f" ({others} more finding{'s' * (others > 1)})" if others else ""
        passed = worst.score >= DEFAULT_PASS_MARK
        return Verdict(criterion.id, worst.score, passed, worst.evidence,
                       worst.reasoning + more)
