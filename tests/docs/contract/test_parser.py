"""The reply parser: tolerant of wrapping, strict on meaning, with SignalForge's nine
violation types."""

from __future__ import annotations

import json

import pytest

from gate.docs.contract.parser import ParsedVerdict, ReplyContractError, parse_reply

GOOD = {"criterion_id": "clarity", "score": 0.8, "passed": True, "evidence": "Primary key",
        "reasoning": "Clear. Specific."}


def parse_one(text: str) -> ParsedVerdict:
    return parse_reply(text, criteria=["clarity"], artifact_id="column.a.description")["clarity"]


def violation(text: str, criteria: list[str] | None = None) -> str:
    with pytest.raises(ReplyContractError) as caught:
        parse_reply(text, criteria=criteria or ["clarity"], artifact_id="column.a.description")
    return caught.value.type


@pytest.mark.parametrize("wrapping", [
    "{}",
    "```json\n{}\n```",
    "```\n{}\n```",
    "Here is my assessment:\n\n{}",
    "Sure. ```json\n{}\n``` Hope this helps.",
    "[note] {}",
])
def test_a_fence_or_a_preamble_around_the_object_is_tolerated(wrapping) -> None:
    verdict = parse_one(wrapping.replace("{}", json.dumps(GOOD)))
    assert (verdict.score, verdict.passed, verdict.evidence) == (0.8, True, "Primary key")


def test_integers_0_and_1_are_scores_and_null_means_abstained() -> None:
    assert parse_one(json.dumps({**GOOD, "score": 1})).score == 1.0
    assert parse_one(json.dumps({**GOOD, "score": None})).score is None


def test_evidence_and_reasoning_may_be_absent() -> None:
    verdict = parse_one('{"criterion_id": "clarity", "score": 0.5, "passed": false}')
    assert (verdict.evidence, verdict.reasoning) == ("", "")


@pytest.mark.parametrize(("reply", "kind"), [
    ("no json here", "json_parse"),
    ("{broken", "json_parse"),
    ("[1, 2]", "json_parse"),
    (json.dumps({k: v for k, v in GOOD.items() if k != "score"}), "missing_required_field"),
    (json.dumps({k: v for k, v in GOOD.items() if k != "passed"}), "missing_required_field"),
    (json.dumps({**GOOD, "reasoning": ["a list"]}), "missing_required_field"),
    (json.dumps({k: v for k, v in GOOD.items() if k != "criterion_id"}),
     "missing_criterion_id"),
    (json.dumps({**GOOD, "criterion_id": "consistency"}), "criterion_id_mismatch"),
    (json.dumps({**GOOD, "criterion_id": 7}), "criterion_id_mismatch"),
    (json.dumps({**GOOD, "score": 1.5}), "score_out_of_range"),
    (json.dumps({**GOOD, "score": -0.1}), "score_out_of_range"),
    ('{"criterion_id": "clarity", "score": NaN, "passed": true}', "score_out_of_range"),
    (json.dumps({**GOOD, "score": "0.8"}), "score_not_a_number"),
    (json.dumps({**GOOD, "score": True}), "score_not_a_number"),
    (json.dumps({**GOOD, "passed": "true"}), "passed_not_a_bool"),
    (json.dumps({**GOOD, "passed": 1}), "passed_not_a_bool"),
    (json.dumps({**GOOD, "artifact_id": "column.b.description"}), "unknown_artifact_id"),
])
def test_each_contract_breach_has_its_violation_type(reply, kind) -> None:
    assert violation(reply) == kind


def batch(*items: dict[str, object]) -> str:
    return json.dumps({"results": list(items)})


def test_a_batched_reply_is_read_as_a_set_of_answers() -> None:
    reply = batch({**GOOD, "criterion_id": "consistency", "score": 0.4, "passed": False}, GOOD)
    verdicts = parse_reply(reply, criteria=["clarity", "consistency"], artifact_id="x")
    assert verdicts["clarity"].score == 0.8
    assert verdicts["consistency"].passed is False


@pytest.mark.parametrize(("reply", "kind"), [
    (batch(GOOD), "missing_criterion_id"),
    (batch(GOOD, GOOD), "ambiguous_artifact_id"),
    (batch(GOOD, {**GOOD, "criterion_id": "consistency"}, {**GOOD, "criterion_id": "tone"}),
     "criterion_id_mismatch"),
    (json.dumps(GOOD), "json_parse"),
])
def test_a_batched_reply_must_answer_each_criterion_exactly_once(reply, kind) -> None:
    assert violation(reply, ["clarity", "consistency"]) == kind


def test_a_bare_list_is_accepted_as_a_batch() -> None:
    reply = json.dumps([GOOD, {**GOOD, "criterion_id": "consistency"}])
    assert set(parse_reply(reply, criteria=["clarity", "consistency"], artifact_id="x")) == {
        "clarity", "consistency"}
