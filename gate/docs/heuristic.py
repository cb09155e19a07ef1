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
| too short          | 0.4   | under 4 words (descriptions), 12 (Markdown)       |

An artifact that trips none of them scores 0.8, not 1.0: the checks found no defect, which is
not the same as a judge finding it good, and the reasoning says so.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from gate.config import Criterion
from gate.docs.artifacts import Artifact
from gate.docs.data_tests import DataTest
from gate.docs.protocol import JudgeName, JudgeOutcome, JudgeRequest, Verdict
from gate.docs.test_rules import findings_for

CLEAN_SCORE = 0.8
PASS_MARK = 0.5
PLACEHOLDER = re.compile(r"\b(TODO|TBD|FIXME|XXX)\b|lorem ipsum|\bplaceholder\b|fill (this )?in",
                         re.IGNORECASE)
VAGUE_RATIONALE = re.compile(
    r"^(it is |this is )?(needed|required|important|necessary|standard|best practice|good "
    r"practice|for (data )?quality|to ensure (data )?quality|always good)[.!]?$", re.IGNORECASE)
FILLER_WORDS = frozenset({"the", "a", "an", "of", "this", "that", "column", "field", "value",
                          "model", "table", "is", "for", "id", "identifier", "name"})
MIN_WORDS = {"markdown_section": 12}
DEFAULT_MIN_WORDS = 4


@dataclass(frozen=True)
class Finding:
    score: float
    evidence: str
    reasoning: str


Check = Callable[[Artifact, tuple[Artifact, ...]], Iterable[Finding]]


def _words(text: str) -> list[str]:
    return re.findall(r"[\w']+", text.lower())


def _quote(text: str, limit: int = 80) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"


def graded_text(artifact: Artifact) -> str:
    """The part a check reads: for a test, its rationale; otherwise the whole text."""
    if artifact.test is not None:
        return artifact.test.rationale or ""
    return artifact.text


def missing_content(artifact: Artifact, _siblings: tuple[Artifact, ...]) -> Iterable[Finding]:
    """Empty or placeholder text: a defect whatever the criterion."""
    text = graded_text(artifact).strip()
    label = "rationale" if artifact.test is not None else "text"
    if not text:
        yield Finding(0.0, "", f"The {label} is empty.")
        return
    placeholder = PLACEHOLDER.search(text)
    if placeholder:
        yield Finding(0.1, placeholder.group(0),
                      f"The {label} is a placeholder ({placeholder.group(0)!r}), not content.")


def text_checks(artifact: Artifact, siblings: tuple[Artifact, ...]) -> Iterable[Finding]:
    """Missing content, then length."""
    yield from missing_content(artifact, siblings)
    text = graded_text(artifact).strip()
    label = "rationale" if artifact.test is not None else "text"
    if not text:
        return
    minimum = MIN_WORDS.get(artifact.kind, DEFAULT_MIN_WORDS)
    if len(_words(text)) < minimum:
        yield Finding(0.4, _quote(text), f"The {label} is too short to explain anything "
                      f"({len(_words(text))} words).")


def restates_name(artifact: Artifact, _siblings: tuple[Artifact, ...]) -> Iterable[Finding]:
    if not artifact.kind.endswith("_description") or not artifact.subject:
        return
    subject = set(_words(artifact.subject.replace("_", " ")))
    meaningful = [w for w in _words(artifact.text) if w not in FILLER_WORDS]
    if meaningful and set(meaningful) <= subject:
        yield Finding(0.3, _quote(artifact.text), "The description only restates the name "
                      f"`{artifact.subject}` instead of saying what it means.")


def duplicates_sibling(artifact: Artifact, siblings: tuple[Artifact, ...]) -> Iterable[Finding]:
    own = " ".join(_words(artifact.text))
    if not own:
        return
    for sibling in siblings:
        if sibling.kind == artifact.kind and " ".join(_words(sibling.text)) == own:
            yield Finding(0.3, _quote(artifact.text), "The text is identical to "
                          f"{sibling.artifact_id}; copied text hides what differs.")
            return


def vague_rationale(artifact: Artifact, _siblings: tuple[Artifact, ...]) -> Iterable[Finding]:
    text = graded_text(artifact).strip()
    if text and VAGUE_RATIONALE.match(text):
        yield Finding(0.3, _quote(text), "The rationale is generic; it does not say what the "
                      "check protects against.")


def redundant_test(artifact: Artifact, siblings: tuple[Artifact, ...]) -> Iterable[Finding]:
    test = artifact.test
    if test is None:
        return
    for sibling in siblings:
        other = sibling.test
        if other is not None and (other.type, other.column, other.args_hash()) == \
                (test.type, test.column, test.args_hash()):
            yield Finding(0.0, _quote(test.render()),
                          f"The same test is declared again as {sibling.artifact_id}.")
            return
    yield from _vacuous(test, siblings)


def _vacuous(test: DataTest, siblings: tuple[Artifact, ...]) -> Iterable[Finding]:
    if test.type == "row_count_between":
        low, high = test.args.get("minimum"), test.args.get("maximum")
        if high is None and not low:
            yield Finding(0.2, _quote(test.render()), "A row count of at least 0 with no "
                          "maximum can never fail.")
    if test.type == "unique_combination":
        unique_columns = {s.test.column for s in siblings
                          if s.test is not None and s.test.type == "unique" and s.test.column}
        covered = sorted(unique_columns & set(test.args.get("columns", ())))
        if covered:
            yield Finding(0.2, _quote(test.render()), f"`{covered[0]}` is unique on its own, "
                          "so any combination including it is unique by construction.")


def real_test_rules(artifact: Artifact, siblings: tuple[Artifact, ...]) -> Iterable[Finding]:
    """The rules for dbt core and package tests (`test_rules.py`), each naming its evidence."""
    if artifact.test is not None:
        for found in findings_for(artifact.test, artifact.artifact_id, siblings):
            yield Finding(found.score, found.evidence, f"{found.reasoning} [{found.rule}]")


CHECKS: dict[str, tuple[Check, ...]] = {
    "clarity": (text_checks, restates_name),
    "consistency": (missing_content, duplicates_sibling),
    "rationale": (text_checks, vague_rationale),
    "no-redundant": (redundant_test, real_test_rules),
    "md-clarity": (text_checks,),
    "md-completeness": (text_checks,),
    "md-consistency": (missing_content, duplicates_sibling),
}
GENERIC_CHECKS: tuple[Check, ...] = (text_checks,)


class HeuristicJudge:
    """Grades with the checks above; `evaluator` in reports reads "heuristic"."""

    name: JudgeName = "heuristic"
    model: str | None = None

    def judge(self, request: JudgeRequest, *, deadline: float) -> JudgeOutcome:
        verdicts = {c.id: self._verdict(request, c) for c in request.criteria}
        return JudgeOutcome(verdicts)  # offline: no backend call to record

    def wants_warm_up(self, request: JudgeRequest) -> bool:
        return False

    def _verdict(self, request: JudgeRequest, criterion: Criterion) -> Verdict:
        checks = CHECKS.get(criterion.id, GENERIC_CHECKS)
        findings = [f for check in checks for f in check(request.artifact, request.siblings)]
        if not findings:
            scope = "" if criterion.id in CHECKS else " (a custom criterion: only emptiness, " \
                "placeholders and length were checked)"
            return Verdict(criterion.id, CLEAN_SCORE, True, "",
                           f"Offline checks found no defect{scope}. This is not an LLM "
                           "judgement.")
        worst = min(findings, key=lambda finding: finding.score)
        others = len(findings) - 1
        more = f" ({others} more finding{'s' * (others > 1)})" if others else ""
        return Verdict(criterion.id, worst.score, worst.score >= PASS_MARK, worst.evidence,
                       worst.reasoning + more)
