"""Prompt parity with SignalForge 0.8.0: for every artifact SignalForge grades, the bytes inside
the gate's envelope (its tags carrying the run's nonce) are the bytes inside SignalForge's
`<ARTIFACT>` envelope.

SignalForge itself (installed by `tests.reference.signalforge`) renders its judge prompt for
each artifact of a candidate (`_stable_artifact_pairs` then `render_dynamic_block`, exactly
what its engine sends; its `extract_artifact_text` resolver is not used, since for two tests
that differ only in the order of their accepted values it returns the first one's rationale
for both, which is not what the engine sends); the gate grades the same file through the real
SDK against the fake Messages API, and the envelope is cut out of each request as it went over
the wire.
"""

from __future__ import annotations

import copy
import importlib.util
import json
import re
from pathlib import Path
from typing import Any

import pytest

from gate.configure.config import GradeConfig, parse_config
from gate.core.envelope_tags import RUN_TAGS
from gate.docs.artifacts import Artifact, group_by_model
from gate.docs.contract.prompts import EMPTY_REASONING, pair_texts, user_prompt
from gate.docs.contract.rubric import Rubric
from gate.docs.judges.anthropic import AnthropicJudge
from gate.docs.models import GradingReport
from gate.docs.pipeline import grade_artifacts
from gate.docs.readers.candidate import extract_candidate
from gate.docs.run.engine import DocsGrader
from gate.docs.seam.judge import JudgeRequest
from tests.conftest import EXAMPLE
from tests.fakes.messages_api import FakeMessagesAPI, last_user_text
from tests.reference import signalforge

ROOT = Path(__file__).resolve().parents[3]
RUBRIC = Rubric.from_config(None, {}, with_markdown=False)
ARTIFACT_ID = re.compile(r"^artifact_id: (\S+)$", re.MULTILINE)

#: SignalForge's own prompt for each artifact it grades, and the envelope cut out of it.
REFERENCE = r"""
import json, sys
from signalforge.draft.models import CandidateSchema
from signalforge.grade.engine import _stable_artifact_pairs
from signalforge.grade.prompts import render_dynamic_block
from signalforge.grade.rubric import DEFAULT_RUBRIC

answer = []
for document in json.load(sys.stdin):
    candidate = CandidateSchema.model_validate(document)
    envelopes = {}
    for artifact_id, text in _stable_artifact_pairs(candidate):
        block = render_dynamic_block(artifact_id, text, DEFAULT_RUBRIC[0])
        start = block.index("<ARTIFACT>\n") + len("<ARTIFACT>\n")
        envelopes[artifact_id] = block[start:block.rindex("\n</ARTIFACT>")]
    answer.append(envelopes)
print(json.dumps(answer))
"""


OPEN, CLOSE = RUN_TAGS.artifact_open, RUN_TAGS.artifact_close
CONTEXT_OPEN, CONTEXT_CLOSE = RUN_TAGS.context_open, RUN_TAGS.context_close


def envelope_of(prompt: str) -> str:
    start = prompt.index(f"{OPEN}\n") + len(f"{OPEN}\n")
    return prompt[start:prompt.rindex(f"\n{CLOSE}")]


def with_test_columns(document: dict[str, Any]) -> dict[str, Any]:
    """SignalForge's drafter writes each column test's `column`; the gate infers it."""
    document = copy.deepcopy(document)
    for column in document["columns"]:
        for test in column.get("tests", ()):
            test.setdefault("column", column["name"])
    return document


def bench_candidate() -> dict[str, Any]:
    spec = importlib.util.spec_from_file_location("docs_judge", ROOT / "bench" / "docs_judge.py")
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    document: dict[str, Any] = module.candidate(24)
    return document


def awkward_candidate() -> dict[str, Any]:
    """Everything that could make two readers disagree on a byte."""
    return {
        "schema_version": 1, "name": "stg_ledger",
        "description": "  One row per ledger line.\nSecond line, a tab\there, CRLF\r\nend.  ",
        "columns": [
            {"name": "amount", "description": "Montant en € — TVA incluse; naïve café, 日本語, "
             "🧾, a \"quote\", a back\\slash, U+2028\u2028and a trailing space ",
             "rationale": "",
             "tests": [
                 {"type": "not_null"},
                 {"type": "accepted_values", "values": ["a", "b"], "rationale": "  spaced  "},
                 {"type": "accepted_values", "values": ["b", "a"], "rationale": "same set"},
                 {"type": "accepted_values", "values": ["c"], "rationale": "\nleading newline"},
                 {"type": "custom_sql", "sql": "select 1 where amount < 0",
                  "rationale": "negative amounts < 0 are export errors"}]},
            {"name": "currency", "description": "ISO 4217 code.",
             "rationale": "Multi-currency ledgers convert on it.",
             "tests": [{"type": "relationships", "to": "ref('currencies')", "field": "code",
                        "rationale": "Unknown codes break conversion."},
                       {"type": "unique", "rationale": ""}]},
        ],
        "tests": [
            {"type": "row_count_between", "minimum": 1, "rationale": "Never empty."},
            {"type": "row_count_between", "minimum": 1, "rationale": "Never empty."},
            {"type": "row_count_between", "minimum": 5, "maximum": 10},
            {"type": "unique_combination", "columns": ["amount", "currency"],
             "where": "amount > 0", "rationale": "One line per amount and currency."},
            {"type": "custom_sql", "sql": "select 1", "rationale": "Model-level rule."},
        ],
    }


def weak_candidate() -> dict[str, Any]:
    """Descriptions an offline check proves defective (a restated name, one word), which the
    floor fails whatever the judge says."""
    return {"schema_version": 1, "name": "stg_refunds",
            "description": "One row per refund the payment provider settled.",
            "columns": [{"name": "refund_id", "description": "The refund id."},
                        {"name": "reason", "description": "Reason."},
                        {"name": "refunded_at", "description": "When the provider settled "
                         "the refund, in UTC."}]}


CANDIDATES = {
    "example": with_test_columns(json.loads(
        (EXAMPLE / ".signalforge" / "candidates" / "stg_payments.json").read_text())),
    "bench-24-columns": with_test_columns(bench_candidate()),
    "awkward": with_test_columns(awkward_candidate()),
    "floored": weak_candidate(),
}


@pytest.fixture(scope="module")
def reference() -> dict[str, dict[str, str]]:
    answers = signalforge.run(REFERENCE, list(CANDIDATES.values()))
    return dict(zip(CANDIDATES, answers, strict=True))


def wire_envelopes(
    document: dict[str, Any], monkeypatch: pytest.MonkeyPatch,
) -> tuple[dict[str, set[str]], list[Artifact], GradingReport]:
    """Grade the candidate through the real SDK; the envelopes each artifact was sent with."""
    artifacts = extract_candidate(json.dumps(document, indent=2, ensure_ascii=False), "c.json")
    with FakeMessagesAPI() as api:
        monkeypatch.setenv("ANTHROPIC_API_KEY", "sk-ant-test-key")
        monkeypatch.setenv("ANTHROPIC_BASE_URL", api.base_url)
        config = GradeConfig()
        report = DocsGrader(AnthropicJudge(config, RUBRIC), RUBRIC, config,
                            4).judge_pairs(artifacts)
        sent: dict[str, set[str]] = {}
        for request in api.requests:
            assert request.body is not None
            prompt = last_user_text(request.body)
            (artifact_id,) = ARTIFACT_ID.findall(prompt)
            sent.setdefault(artifact_id, set()).add(envelope_of(prompt))
    return sent, artifacts, report


@pytest.mark.parametrize("name", list(CANDIDATES))
def test_every_envelope_holds_signalforges_bytes(
    name: str, reference: dict[str, dict[str, str]], monkeypatch: pytest.MonkeyPatch,
) -> None:
    theirs = reference[name]
    sent, artifacts, _ = wire_envelopes(CANDIDATES[name], monkeypatch)
    ours = {a.artifact_id: a for a in artifacts}
    by_model = group_by_model(artifacts)
    assert theirs  # SignalForge graded something: the comparison below is not vacuous
    for artifact_id, text in theirs.items():
        artifact = ours.get(artifact_id)
        if artifact is None:
            # The one deliberate difference: a rationale that was never written (absent, not
            # "") is not an artifact for the gate; SignalForge sends it as an empty envelope.
            assert text == "", artifact_id
            assert artifact_id.endswith(".rationale"), artifact_id
            continue
        for criterion in RUBRIC.criteria_for(artifact):
            request = JudgeRequest(artifact, (criterion,), by_model[artifact.model])
            assert pair_texts(request)[1] == text, (artifact_id, criterion.id)
            assert envelope_of(user_prompt(request)) == text, (artifact_id, criterion.id)
        if text.strip():
            assert sent.get(artifact_id) == {text}, artifact_id
        elif artifact.test is None:  # empty drafted text is scored 0 without a call
            assert artifact_id not in sent
        else:  # a test without a rationale is still asked about its definition
            assert sent.get(artifact_id) == {text}, artifact_id
    assert set(ours) <= set(theirs)  # nothing the gate grades is unknown to SignalForge
    assert set(sent) <= set(theirs)


def test_the_labels_sit_outside_the_envelope_in_the_context_block() -> None:
    document = CANDIDATES["example"]
    artifacts = extract_candidate(json.dumps(document), "c.json")
    unique = next(a for a in artifacts if a.artifact_id == "test.column.payment_id.unique")
    request = JudgeRequest(unique, RUBRIC.criteria_for(unique)[-1:], tuple(artifacts))
    prompt = user_prompt(request)
    context = prompt[prompt.index(f"{CONTEXT_OPEN}\n"):prompt.index(CONTEXT_CLOSE)]
    assert "test: unique test on column `payment_id`" in context
    assert "kind: data test" in context
    assert "model: stg_payments" in context
    assert "artifact_id: test.column.payment_id.unique" in context
    # the siblings are in the context, with no envelope of their own
    assert "column.order_id.description: The order this payment pays for." in context
    assert prompt.count(OPEN) == prompt.count(CLOSE) == 1
    assert prompt.index("criterion_id: no-redundant") < prompt.index(CONTEXT_OPEN) \
        < prompt.index(OPEN)
    assert envelope_of(prompt) == "Stripe never reuses an intent id, so a duplicate means the " \
        "export was loaded twice."
    assert pair_texts(request) == (context[len(f"{CONTEXT_OPEN}\n"):], envelope_of(prompt))


def test_empty_drafted_text_scores_0_without_a_call(monkeypatch: pytest.MonkeyPatch) -> None:
    sent, artifacts, report = wire_envelopes(awkward_candidate(), monkeypatch)
    empty = {(r.artifact_id, r.criterion_id): r for r in report.results
             if r.reasoning == EMPTY_REASONING}
    unbounded = next(a.artifact_id for a in artifacts
                     if a.test is not None and a.test.args.get("maximum") == 10)
    # the blank column rationale, and the tests without a rationale, on the rationale
    # criterion; a test's definition is still judged for redundancy (it is in the context)
    assert set(empty) == {("column.amount.rationale", "rationale"),
                          ("test.column.amount.not_null", "rationale"),
                          ("test.column.currency.unique", "rationale"),
                          (unbounded, "rationale")}
    assert all(r.score == 0.0 and not r.passed and r.evaluator is None and r.degraded is None
               for r in empty.values())
    assert "column.amount.rationale" not in sent
    assert sent["test.column.amount.not_null"] == {""}  # asked about no-redundant only
    assert report.usage.calls == sum(1 for r in report.results if r.evaluator == "anthropic")


def every_request(artifacts: list[Artifact]) -> list[JudgeRequest]:
    by_model = group_by_model(artifacts)
    requests = []
    for artifact in artifacts:
        criteria = RUBRIC.criteria_for(artifact)
        requests += [JudgeRequest(artifact, (c,), by_model[artifact.model]) for c in criteria]
        requests.append(JudgeRequest(artifact, criteria, by_model[artifact.model]))  # batched
    return requests


def test_pair_texts_are_exactly_the_context_and_envelope_the_judge_is_sent(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("ANTHROPIC_API_KEY", "sk-ant-test-key")
    judge = AnthropicJudge(GradeConfig(), RUBRIC)
    artifacts = extract_candidate(json.dumps(CANDIDATES["awkward"]), "c.json")
    requests = every_request(artifacts)
    assert any("for comparison only" in pair_texts(r)[0] for r in requests)
    for request in requests:
        blocks = judge.content_blocks(request)
        sent = "".join(block["text"] for block in blocks[1:])  # after the rubric block
        assert sent == user_prompt(request)
        context, envelope = pair_texts(request)
        assert sent.count(f"{CONTEXT_OPEN}\n") == sent.count(CONTEXT_CLOSE) == 1
        assert sent[sent.index(f"{CONTEXT_OPEN}\n") + len(f"{CONTEXT_OPEN}\n"):
                    sent.index(CONTEXT_CLOSE)] == context
        assert envelope_of(sent) == envelope


def test_the_template_hash_follows_the_layout(monkeypatch: pytest.MonkeyPatch) -> None:
    from gate.docs.contract import prompts
    before = prompts.prompt_hash(RUBRIC.criteria)
    assert before == prompts.prompt_hash(RUBRIC.criteria)  # stable within a version
    prompts._specimen.cache_clear()
    monkeypatch.setattr(prompts, "label_lines", lambda artifact: f"id: {artifact.artifact_id}\n")
    assert prompts.prompt_hash(RUBRIC.criteria) != before  # a layout edit rotates it
    prompts._specimen.cache_clear()
    monkeypatch.undo()
    assert prompts.prompt_hash(RUBRIC.criteria) == before
    assert prompts.prompt_hash(RUBRIC.criteria[:1]) != before  # so does the rubric


def passing_score(criterion_id: str, text: str) -> float:
    """A judge that passes everything, at a score that depends on the exact bytes it sees."""
    return 0.6 + len(f"{criterion_id}{text}") % 4 / 10


def test_the_floor_keeps_the_verdict_signalforge_would_record_beside_its_own(
    reference: dict[str, dict[str, str]], tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    theirs = reference["floored"]
    artifacts = extract_candidate(json.dumps(CANDIDATES["floored"]), "c.json")
    config = parse_config(f"gate:\n  cache:\n    dir: {tmp_path / 'cache'}\n".encode(),
                          display_path="signalforge.yml", ref=None)
    with FakeMessagesAPI(score=passing_score) as api:
        monkeypatch.setenv("ANTHROPIC_API_KEY", "sk-ant-test-key")
        monkeypatch.setenv("ANTHROPIC_BASE_URL", api.base_url)
        report = grade_artifacts(tmp_path, artifacts, config, judge="anthropic", audit=False)
    floored = [r for r in report.results if r.floor == "offline"]
    assert {r.artifact_id for r in floored} == {"column.refund_id.description",
                                                "column.reason.description"}
    for result in report.results:
        own = result.judge_score if result.floor else result.score
        # the judge's own score is the one it gives SignalForge's envelope for the pair
        assert own == passing_score(result.criterion_id, theirs[result.artifact_id])
        assert (result.judge_passed if result.floor else result.passed) is True
    assert all(not r.passed and r.score is not None and r.score < 0.5 for r in floored)
