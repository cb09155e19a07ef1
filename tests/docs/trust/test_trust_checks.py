"""A verdict that agrees with itself, and evidence checked against the text: the rules of
`gate.docs.trust`, each pinned, end to end through the real SDK and the fake Messages API."""

from __future__ import annotations

import json

import pytest

from gate.docs.trust.evidence import EVIDENCE_CAP, MATCH_CUTOFF, ShownText, normalise, similarity
from gate.docs.trust.rules import TrustRules
from tests.docs.trust_helpers import calls, columns, config, grade, reply
from tests.fakes.messages_api import Reply, last_user_text

TEXT = columns(1)[0].text  # "Column 0 holds the order total in cents, before refunds (item 0)."


# --- the pass mark ---------------------------------------------------------------------------


def test_a_verdict_passes_at_its_pass_mark_and_above() -> None:
    rules = TrustRules({"accuracy": 0.7})
    assert rules.passes("clarity", 0.5)
    assert not rules.passes("clarity", 0.49)
    assert rules.passes("accuracy", 0.7)
    assert not rules.passes("accuracy", 0.69)
    assert rules.agrees("clarity", 0.2, False)
    assert not rules.agrees("clarity", 0.2, True)
    assert rules.agrees("clarity", None, True)  # an abstention has nothing to contradict


def test_a_pass_mark_outside_0_to_1_is_refused() -> None:
    from gate.core.errors import ConfigError

    with pytest.raises(ConfigError, match="pass_marks"):
        config("  docs:\n    pass_marks: {clarity: 1.5}\n")


# --- consistency -----------------------------------------------------------------------------


def test_a_consistent_verdict_is_kept_as_the_judge_gave_it(fake_api, tmp_path) -> None:
    fake_api.script(reply(0.8, True, "order total in cents", "Clear."))
    (result,) = grade(tmp_path, columns(1), config()).results
    assert calls(fake_api) == 1
    assert (result.score, result.passed, result.reasoning) == (0.8, True, "Clear.")
    assert result.evidence_check == "verified"


def test_a_contradiction_is_asked_once_more_and_the_second_answer_kept(fake_api,
                                                                       tmp_path) -> None:
    fake_api.script(reply(0.2, True, "order total"), reply(0.3, False, "order total"))
    report = grade(tmp_path, columns(1), config())
    (result,) = report.results
    assert calls(fake_api) == 2
    assert (result.score, result.passed, result.degraded) == (0.3, False, None)
    assert report.usage.inconsistent == 0


def test_a_contradiction_repeated_leaves_the_pair_ungraded(fake_api, tmp_path) -> None:
    fake_api.script(reply(0.2, True, "order total"), reply(0.9, False, "order total"),
                    reply(0.9, True, "order total"))  # a third answer is never asked for
    report = grade(tmp_path, columns(1), config())
    (result,) = report.results
    assert calls(fake_api) == 2
    assert (result.score, result.passed, result.degraded) == (None, False, "inconsistent")
    assert result.reasoning.startswith("Not graded: inconsistent")
    assert report.usage.inconsistent == 1
    assert not report.aggregate_complete  # a missing piece for the three-state verdict


def test_a_configured_pass_mark_is_the_rule_the_reply_is_held_to(fake_api, tmp_path) -> None:
    strict = config("  docs:\n    pass_marks: {clarity: 0.7}\n")
    fake_api.script(reply(0.6, True, "order total"), reply(0.6, True, "order total"))
    assert grade(tmp_path, columns(1), strict).results[0].degraded == "inconsistent"
    fake_api.script(reply(0.6, False, "order total"))
    before = calls(fake_api)
    (result,) = grade(tmp_path, columns(1), strict).results  # nothing cached: asked anew
    assert calls(fake_api) - before == 1
    assert (result.score, result.passed) == (0.6, False)


# --- evidence --------------------------------------------------------------------------------


def test_an_invented_quote_is_asked_again_then_marked_unverified(fake_api, tmp_path) -> None:
    fake_api.script(reply(0.8, True, "the customer's lifetime value"),
                    reply(0.85, True, "a churn score from the CRM"))
    report = grade(tmp_path, columns(1), config())
    (result,) = report.results
    assert calls(fake_api) == 2
    assert (result.score, result.evidence_check) == (0.85, "unverified")
    assert report.usage.unverified == 1


def test_an_invented_quote_is_degraded_when_so_configured(fake_api, tmp_path) -> None:
    fake_api.script(reply(0.8, True, "the customer's lifetime value"),
                    reply(0.8, True, "the customer's lifetime value"))
    report = grade(tmp_path, columns(1), config("  docs:\n    evidence: degrade\n"))
    (result,) = report.results
    assert calls(fake_api) == 2
    assert (result.score, result.degraded, result.evidence_check) == (None, "unverified", None)
    assert report.usage.unverified == 1


def test_a_quote_found_on_the_second_ask_is_verified(fake_api, tmp_path) -> None:
    fake_api.script(reply(0.8, True, "invented words"), reply(0.7, True, "before refunds"))
    (result,) = grade(tmp_path, columns(1), config()).results
    assert (calls(fake_api), result.score, result.evidence_check) == (2, 0.7, "verified")


def test_a_quote_of_the_context_block_is_found(fake_api, tmp_path) -> None:
    fake_api.script(reply(0.8, True, "model: orders"))
    (result,) = grade(tmp_path, columns(1), config()).results
    assert (calls(fake_api), result.evidence_check) == (1, "verified")


def test_empty_evidence_needs_no_quote_only_when_the_verdict_fails(fake_api, tmp_path) -> None:
    fake_api.script(reply(0.3, False, ""))
    (failing,) = grade(tmp_path, columns(1), config()).results
    assert (calls(fake_api), failing.evidence_check) == (1, "not_needed")
    fake_api.script(reply(0.9, True, ""), reply(0.9, True, "  "))
    (passing,) = grade(tmp_path, columns(2)[1:], config()).results
    assert (calls(fake_api), passing.evidence_check) == (3, "unverified")


def test_an_unverified_verdict_is_cached_with_its_mark(fake_api, tmp_path) -> None:
    fake_api.script(reply(0.8, True, "invented"), reply(0.8, True, "invented again"))
    cold = grade(tmp_path, columns(1), config())
    warm = grade(tmp_path, columns(1), config())
    assert calls(fake_api) == 2
    assert warm.results[0].cached
    assert warm.results[0].evidence_check == "unverified"
    assert warm.usage.unverified == cold.usage.unverified == 1


def test_the_evidence_rule_or_the_cache_key_changes_together(fake_api, tmp_path) -> None:
    fake_api.script(reply(0.8, True, "invented"), reply(0.8, True, "invented again"))
    grade(tmp_path, columns(1), config())
    fake_api.script(reply(0.8, True, "invented"), reply(0.8, True, "invented again"))
    degraded = grade(tmp_path, columns(1), config("  docs:\n    evidence: degrade\n"))
    assert calls(fake_api) == 4  # a verdict marked under one rule is not reused under another
    assert degraded.results[0].degraded == "unverified"


# --- the matching rule -----------------------------------------------------------------------


def test_normalisation_forgives_case_quotes_and_whitespace() -> None:
    shown = ShownText([TEXT])
    assert normalise("  \u201cOrder\n  TOTAL\u201d ") == "order total"
    assert shown.check("\u2018ORDER   total in   cents\u2019", passes=True) == "verified"
    assert shown.check("`before refunds`", passes=True) == "verified"


def test_the_cut_off_is_90_by_rapidfuzz_partial_ratio() -> None:
    assert MATCH_CUTOFF == 90.0
    haystack = normalise("xx abcdefghijklmnopqrst yy")
    assert similarity("abcdexghijxlmnopqrst", haystack) == 90.0  # two typos in twenty
    assert similarity("abcdexghijxlmnoxqrst", haystack) == 85.0  # three
    shown = ShownText(["xx abcdefghijklmnopqrst yy"])
    assert shown.check("abcdexghijxlmnopqrst", passes=True) == "verified"
    assert shown.check("abcdexghijxlmnoxqrst", passes=True) == "unverified"


def test_each_part_of_an_elided_quote_must_be_found() -> None:
    shown = ShownText([TEXT])
    assert shown.check("Column 0 holds ... before refunds", passes=True) == "verified"
    assert shown.check("Column 0 holds \u2026 after discounts", passes=True) == "unverified"


def test_a_quote_longer_than_the_text_is_not_a_quote_of_it() -> None:
    shown = ShownText(["Order id."])
    assert shown.check("Order id. It is unique, never null and issued by the shop.",
                       passes=True) == "unverified"


def test_a_short_quote_must_be_exact() -> None:
    shown = ShownText([TEXT])
    assert shown.check("cents", passes=True) == "verified"
    assert shown.check("cants", passes=True) == "unverified"


def test_only_the_first_part_of_huge_evidence_is_compared() -> None:
    long = " ".join(f"word{n}" for n in range(400))
    shown = ShownText([long])
    huge = long[:EVIDENCE_CAP] + " never written" * 100_000
    assert len(huge) > 1_000_000
    assert shown.check(huge, passes=True) == "verified"  # capped: the rest is never read
    assert shown.check("an invented sentence about churn " + long[:40],
                       passes=True) == "unverified"


def test_in_batched_mode_only_the_doubtful_criteria_are_asked_again(fake_api,
                                                                    tmp_path) -> None:
    two = config(grade="    - {id: accuracy, criterion: The text is accurate.}\n",
                 gate="  cost_mode: batched\n")
    answer = {"criterion_id": "clarity", "score": 0.9, "passed": True, "evidence": "cents",
              "reasoning": "Clear."}
    fake_api.script(Reply(json.dumps({"results": [
        answer, {**answer, "criterion_id": "accuracy", "score": 0.2}]})),  # contradicts
        Reply(json.dumps({**answer, "criterion_id": "accuracy", "score": 0.3,
                          "passed": False})))
    report = grade(tmp_path, columns(1), two)
    assert calls(fake_api) == 2
    again = last_user_text(fake_api.requests[-1].body or {})
    assert "criterion_id: accuracy" in again
    assert "criterion_id: clarity" not in again
    assert [(r.criterion_id, r.score, r.passed) for r in report.results] == [
        ("clarity", 0.9, True), ("accuracy", 0.3, False)]
