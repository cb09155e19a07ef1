"""The rubric (SignalForge's criteria, which artifacts each grades, the hash) and the offline
judge's checks."""

from __future__ import annotations

import json
import threading
from pathlib import Path

import pytest

from gate.configure.config import Criterion, GradeConfig, parse_config
from gate.docs.contract.rubric import SCHEMA_RUBRIC, Rubric, rubric_hash
from gate.docs.judges.offline.heuristic import CLEAN_SCORE, HeuristicJudge
from gate.docs.judges.offline.telling.substance import told_score
from gate.docs.pipeline import rubric_for
from gate.docs.readers.candidate import extract_candidate
from gate.docs.readers.dbt import extract_dbt
from gate.docs.readers.markdown import extract_markdown
from gate.docs.run.audit_log import AuditLog, AuditWriteError
from gate.docs.run.engine import DocsGrader
from gate.docs.seam.judge import JudgeRequest
from tests.docs.conftest import candidate

# SignalForge's pinned golden hash of its default rubric (tests/grade/test_rubric.py there).
SIGNALFORGE_DEFAULT_RUBRIC_HASH = "30a9fda975b6d45c"


def test_the_default_schema_rubric_hashes_as_signalforges_does() -> None:
    assert rubric_hash(SCHEMA_RUBRIC) == SIGNALFORGE_DEFAULT_RUBRIC_HASH
    assert [c.id for c in SCHEMA_RUBRIC] == ["clarity", "consistency", "rationale",
                                             "no-redundant"]


def test_the_rubric_hash_ignores_order_but_not_text() -> None:
    a, b = Criterion(id="a", criterion="x"), Criterion(id="b", criterion="y")
    assert rubric_hash([a, b]) == rubric_hash([b, a])
    assert rubric_hash([a, b]) != rubric_hash([a, Criterion(id="b", criterion="y!")])


def applicable(rubric: Rubric, artifact) -> list[str]:  # type: ignore[no-untyped-def]
    return [c.id for c in rubric.criteria if rubric.applies(c, artifact)]


def test_each_default_criterion_grades_only_the_kinds_it_is_written_for() -> None:
    document = candidate(columns=1, tests=[{"type": "unique", "column": "col_0"}])
    found = {a.artifact_id: a for a in extract_candidate(json.dumps(document), "c.json")}
    rubric = Rubric.from_config(None, {}, with_markdown=False)
    assert applicable(rubric, found["column.col_0.description"]) == ["clarity", "consistency"]
    assert applicable(rubric, found["column.col_0.rationale"]) == ["rationale"]
    assert applicable(rubric, found["test.column.col_0.not_null"]) == ["rationale",
                                                                      "no-redundant"]
    # a candidate test without a rationale is still graded on it: the format requires one
    assert applicable(rubric, found["test.model.unique"]) == ["rationale", "no-redundant"]


def test_a_dbt_test_without_rationale_is_not_graded_on_rationale() -> None:
    (test,) = [a for a in extract_dbt("models:\n  - name: m\n    columns:\n      - name: c\n"
                                      "        tests: [not_null]\n", "x.yml")
               if a.kind == "test"]
    rubric = Rubric.from_config(None, {}, with_markdown=False)
    assert applicable(rubric, test) == ["no-redundant"]


def test_markdown_criteria_join_only_when_markdown_is_included() -> None:
    plain = parse_config(b"", display_path="s.yml", ref=None)
    with_md = parse_config(b"gate:\n  docs:\n    include: ['docs/**/*.md']\n",
                           display_path="s.yml", ref=None)
    assert [c.id for c in rubric_for(plain).criteria] == [c.id for c in SCHEMA_RUBRIC]
    assert "md-clarity" in [c.id for c in rubric_for(with_md).criteria]


def test_a_custom_rubric_grades_every_kind_unless_narrowed() -> None:
    tone = Criterion(id="tone", criterion="Is it polite?")
    section = extract_markdown("# A\n\nHello there, reader.\n", "a.md")[0]
    assert Rubric.from_config([tone], {}, with_markdown=False).applies(tone, section)
    narrowed = Rubric.from_config([tone], {"tone": ("test",)}, with_markdown=False)
    assert not narrowed.applies(tone, section)


def judge_one(artifact, criterion_id: str, model_artifacts=()):  # type: ignore[no-untyped-def]
    criterion = next(c for c in Rubric.from_config(None, {}, True).criteria
                     if c.id == criterion_id)
    outcome = HeuristicJudge().judge(
        JudgeRequest(artifact, (criterion,), tuple(model_artifacts) or (artifact,)), deadline=0)
    assert outcome.verdicts is not None
    return outcome.verdicts[criterion_id]


def column_description(text: str, name: str = "order_status"):  # type: ignore[no-untyped-def]
    document = candidate(columns=1)
    document["columns"][0] |= {"name": name, "description": text}
    return next(a for a in extract_candidate(json.dumps(document), "c.json")
                if a.kind == "column_description")


@pytest.mark.parametrize(("text", "score", "why"), [
    ("", 0.0, "The text is empty."),
    ("TODO: describe", 0.1, "placeholder"),
    ("Order status.", 0.3, "only restates the name `order_status`"),
    ("The status value", 0.3, "only restates the name"),
    ("Lifecycle stage.", 0.4, "too short"),
])
def test_clarity_finds_the_defects_agents_leave(text, score, why) -> None:
    verdict = judge_one(column_description(text), "clarity")
    assert verdict.score == score
    assert verdict.passed is False
    assert why in verdict.reasoning


def test_a_clean_description_scores_by_what_it_tells_and_says_it_is_not_an_llm_judgement(
        ) -> None:
    text = "Where the order is in fulfilment: placed, paid, shipped or refunded."
    verdict = judge_one(column_description(text), "clarity")
    assert (verdict.score, verdict.passed) == (told_score(text), True)
    assert 0.5 <= verdict.score < CLEAN_SCORE  # one kind of detail (a list): above the mark
    assert "not an LLM judgement" in verdict.reasoning


def test_a_text_that_tells_meaning_unit_and_nulls_scores_above_one_that_only_avoids_defects(
        ) -> None:
    plain = judge_one(column_description("The amount the customer was charged at checkout, "
                                         "in euros.", "charged_amount"), "clarity")
    telling = judge_one(column_description("What the customer paid at checkout in euros, VAT "
                                           "included; null until the payment settles, 0 for "
                                           "a free order.", "charged_amount"), "clarity")
    assert plain.passed
    assert telling.passed
    assert telling.score > plain.score


def test_consistency_flags_text_copied_from_a_sibling() -> None:
    document = candidate(columns=2)
    for column in document["columns"]:
        column["description"] = "Amount of the order in EUR after discounts."
    artifacts = extract_candidate(json.dumps(document), "c.json")
    verdict = judge_one(artifacts[0], "consistency", artifacts)
    assert verdict.score == 0.3
    assert "identical to column.col_1.description" in verdict.reasoning


@pytest.mark.parametrize(("rationale", "score"), [
    (None, 0.0), ("needed", 0.3), ("Best practice.", 0.3), ("TBD", 0.1),
    ("Shopify re-sends webhooks, so duplicates appear after outages.",
     told_score("Shopify re-sends webhooks, so duplicates appear after outages.")),
])
def test_rationale_finds_missing_and_generic_rationales(rationale, score) -> None:
    test: dict[str, object] = {"type": "unique", "column": "col_0"}
    if rationale is not None:
        test["rationale"] = rationale
    document = candidate(columns=1, tests=[test])
    artifact = next(a for a in extract_candidate(json.dumps(document), "c.json")
                    if a.artifact_id == "test.model.unique")
    assert judge_one(artifact, "rationale").score == score


def test_no_redundant_finds_repeated_and_vacuous_tests() -> None:
    values = {"type": "accepted_values", "column": "col_0", "values": ["a"], "rationale": "r r r"}
    document = candidate(columns=1, tests=[
        values, dict(values), {"type": "row_count_between", "minimum": 0},
        {"type": "unique", "column": "col_0"},
        {"type": "unique_combination", "columns": ["col_0", "col_1"]}])
    artifacts = extract_candidate(json.dumps(document), "c.json")
    tests = [a for a in artifacts if a.artifact_id.startswith("test.model.")]
    verdicts = [judge_one(a, "no-redundant", artifacts).score for a in tests]
    assert verdicts == [0.0, 0.0, 0.2, CLEAN_SCORE, 0.2]


def test_markdown_completeness_fails_a_placeholder_section() -> None:
    sections = extract_markdown("# Guide\n\n## Setup\n\nTODO\n\n## Use\n\nRun `make` in the "
                                "repository root to build the docs site locally.\n", "g.md")
    assert judge_one(sections[0], "md-completeness", sections).score == 0.1
    assert judge_one(sections[1], "md-completeness", sections).score == \
        told_score(sections[1].plain_text or "")


class _Recording(HeuristicJudge):
    """The offline judge, noting which thread answers each request."""

    def __init__(self) -> None:
        super().__init__()
        self.threads: list[str] = []

    def judge(self, request, *, deadline):  # type: ignore[no-untyped-def]
        self.threads.append(threading.current_thread().name)
        return super().judge(request, deadline=deadline)


def test_an_offline_judge_answers_in_the_calling_thread() -> None:
    # A thread per request would only add its cost: nothing in the offline judge waits.
    found = extract_candidate(json.dumps(candidate(columns=3)), "c.json")
    rubric = rubric_for(parse_config(b"", display_path="s.yml", ref=None), found)
    judge = _Recording()
    report = DocsGrader(judge, rubric, GradeConfig(), 8).judge_pairs(found)
    assert len(judge.threads) == len(report.results) > 1
    assert set(judge.threads) == {threading.current_thread().name}


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full (a full disk)")
def test_an_offline_run_stops_at_the_first_audit_record_it_cannot_write() -> None:
    found = extract_candidate(json.dumps(candidate(columns=3)), "c.json")
    rubric = rubric_for(parse_config(b"", display_path="s.yml", ref=None), found)
    judge = _Recording()
    with pytest.raises(AuditWriteError), AuditLog(Path("/dev/full")) as audit:
        DocsGrader(judge, rubric, GradeConfig(), 8, audit=audit).judge_pairs(found)
    assert len(judge.threads) == 1  # nothing asked after the record that failed
