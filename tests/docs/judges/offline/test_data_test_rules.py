"""The offline rules for real dbt tests: each rule on its own, then all of them measured on a
labelled set (precision and recall per rule, every rule with cases on both sides)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from gate.docs.artifacts import Artifact, group_by_model
from gate.docs.contract.rubric import SCHEMA_RUBRIC
from gate.docs.judges.offline.declared_tests.data_test_rules import RULE_SCORES, findings_for
from gate.docs.judges.offline.heuristic import HeuristicJudge
from gate.docs.readers.dbt import extract_dbt
from gate.docs.seam.judge import JudgeRequest

LABELLED = Path(__file__).parent.parent.parent.parent / "fixtures" / "dbt_rules" / "labelled.yml"


def labelled_tests() -> list[tuple[Artifact, set[str], set[str]]]:
    """(test, rules expected, rules fired) for every test of the labelled set."""
    text = LABELLED.read_text()
    lines = text.splitlines()
    artifacts = extract_dbt(text, "models/labelled.yml")
    groups = group_by_model(artifacts)
    cases = []
    for artifact in artifacts:
        if artifact.test is None or artifact.line is None:
            continue
        label = lines[artifact.line - 1].split("# label:")[1].strip()
        expected = set() if label == "none" else set(label.strip("[]").replace(" ", "")
                                                         .split(","))
        fired = {f.rule for f in findings_for(artifact.test, artifact.artifact_id,
                                              groups[artifact.model])}
        cases.append((artifact, expected, fired))
    return cases


@pytest.mark.parametrize("rule", sorted(RULE_SCORES))
def test_each_rule_is_exact_on_the_labelled_set(rule: str) -> None:
    counts: Counter[str] = Counter()
    for _, expected, fired in labelled_tests():
        counts["tp" if rule in expected and rule in fired else
               "fn" if rule in expected else "fp" if rule in fired else "tn"] += 1
    assert counts["tp"] >= 2, f"{rule} needs at least two positive cases"
    assert counts["tn"] >= 2
    assert (counts["fp"], counts["fn"]) == (0, 0), counts


def test_the_labelled_set_has_negatives_that_resemble_positives() -> None:
    cases = labelled_tests()
    assert sum(not expected for _, expected, _ in cases) >= 12


def judge(artifact: Artifact, siblings: tuple[Artifact, ...]) -> tuple[float | None, str, str]:
    (no_redundant,) = [c for c in SCHEMA_RUBRIC if c.id == "no-redundant"]
    request = JudgeRequest(artifact=artifact, criteria=(no_redundant,),
                           model_artifacts=siblings)
    verdict = HeuristicJudge().judge(request, deadline=0).verdicts["no-redundant"]
    return verdict.score, verdict.evidence, verdict.reasoning


def test_the_offline_judge_names_the_evidence_of_a_vacuous_combination() -> None:
    text = ("models:\n  - name: m\n    data_tests:\n"
            "      - dbt_utils.unique_combination_of_columns:\n"
            "          combination_of_columns: [a, b]\n    columns:\n"
            "      - name: a\n        description: Key.\n        data_tests: [unique]\n"
            "      - name: b\n        description: Day.\n")
    artifacts = extract_dbt(text, "m.yml")
    combination = next(a for a in artifacts if a.artifact_id.startswith("test.model"))
    score, evidence, reasoning = judge(combination, tuple(artifacts))
    assert score == RULE_SCORES["vacuous-combination"]
    assert evidence == "`a` in combination_of_columns: a, b"
    assert "test.column.a.unique" in reasoning
    assert "line 9" in reasoning
    assert reasoning.endswith("[vacuous-combination]")


def test_constraints_count_only_under_an_enforced_contract() -> None:
    text = ("models:\n  - name: m\n{config}    columns:\n      - name: id\n"
            "        description: Key.\n        constraints: [{{type: not_null}}]\n"
            "        data_tests: [not_null]\n")
    for config, fires in (("", False), ("    config: {contract: {enforced: true}}\n", True)):
        artifacts = extract_dbt(text.format(config=config), "m.yml")
        test = next(a for a in artifacts if a.test is not None)
        assert test.test is not None
        fired = {f.rule for f in findings_for(test.test, test.artifact_id, artifacts)}
        assert ("covered-by-constraint" in fired) is fires


def test_a_model_that_declares_no_columns_reports_no_unknown_column() -> None:
    text = ("models:\n  - name: m\n    data_tests:\n"
            "      - dbt_utils.unique_combination_of_columns:\n"
            "          combination_of_columns: [a, b]\n")
    (model, test) = extract_dbt(text, "m.yml")
    assert test.test is not None
    assert findings_for(test.test, test.artifact_id, (model, test)) == []


def test_a_macro_argument_that_restates_its_name_is_caught_like_a_column() -> None:
    text = ("macros:\n  - name: cents\n    description: Converts cents to dollars, rounded.\n"
            "    arguments:\n      - name: amount_cents\n"
            "        description: The amount cents value.\n")
    artifacts = extract_dbt(text, "macros/m.yml")
    argument = artifacts[1]
    (clarity,) = [c for c in SCHEMA_RUBRIC if c.id == "clarity"]
    request = JudgeRequest(artifact=argument, criteria=(clarity,),
                           model_artifacts=tuple(artifacts))
    verdict = HeuristicJudge().judge(request, deadline=0).verdicts["clarity"]
    assert verdict.score == 0.3
    assert "restates the name `amount_cents`" in verdict.reasoning
