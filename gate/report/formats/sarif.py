"""The docs grade as SARIF 2.1.0, the format GitHub code scanning reads.

One rule per rubric criterion, and one result per graded pair that did not pass, at its file
and line, so `github/codeql-action/upload-sarif` shows each failing artifact where it was
written. Ungraded pairs are not results (they are no finding about the file; grade.json and
the JUnit report count them), and the session grade is not either: it has no place in a file.

An artifact whose text addresses the grader and was scored 0 for it comes first, as one result
of the rule `addresses-judge` at its file and line with the phrase and what the run did (it
fails the docs check whatever the pass rate with `gate.docs.addressing_judge: fail`, and is
marked with `flag`); its pairs follow as any failing pair does.

Results are `error` when the docs bar is enforced (they block the merge) and `warning`
otherwise. Each carries a fingerprint of its (artifact, criterion), so code scanning tracks the
same finding across pushes instead of opening a new alert each run.

Plain dictionaries rather than an object-model library: the format's subset used here is a
few keys, and the one maintained Python object model (sarif-om) has not been released since
2019. Tests validate the output against the official 2.1.0 JSON Schema.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any
from urllib.parse import quote

from gate import TOOL_NAME, __version__
from gate.core.scores.stars import stars
from gate.docs.models import AddressingFinding, GradingReport, GradingResult
from gate.report.formats.attempts import RULE_ID, RULE_TEXT, attempts, message

SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"
FINGERPRINT_KEY = "signalforgeGatePair/v1"


def render_sarif(docs: GradingReport | None, *, enforced: bool, category: str = "") -> str:
    """The whole log: one run of the gate; empty results when no docs were graded."""
    criteria = docs.rubric if docs is not None else ()
    index = {criterion.id: number for number, criterion in enumerate(criteria)}
    level = "error" if enforced else "warning"
    refused = [found for found in attempts(docs) if found.refused]
    results = [_attempt(found, len(criteria), level) for found in refused]
    results += [] if docs is None else [
        _result(r, index[r.criterion_id], level)
        for r in docs.results if r.score is not None and not r.passed]
    rules = [{"id": c.id, "name": c.id,
              "shortDescription": {"text": _first_sentence(c.criterion)},
              "fullDescription": {"text": c.criterion},
              "defaultConfiguration": {"level": level}} for c in criteria]
    if refused:  # after the criteria, so a criterion's index stays its place in the rubric
        rules.append({"id": RULE_ID, "name": RULE_ID, "shortDescription": {"text": RULE_TEXT},
                      "fullDescription": {"text": RULE_TEXT},
                      "defaultConfiguration": {"level": level}})
    run: dict[str, Any] = {
        "tool": {"driver": {
            "name": TOOL_NAME, "version": __version__, "semanticVersion": __version__,
            "rules": rules}},
        "automationDetails": {"id": f"{TOOL_NAME}/{category}" if category else f"{TOOL_NAME}/"},
        "results": results,
    }
    log = {"$schema": SARIF_SCHEMA, "version": "2.1.0", "runs": [run]}
    return json.dumps(log, indent=2, ensure_ascii=False) + "\n"


def _result(result: GradingResult, rule_index: int, level: str) -> dict[str, Any]:
    assert result.score is not None
    pair = f"{result.artifact_id}\x00{result.criterion_id}".encode("utf-8", "surrogatepass")
    return {
        "ruleId": result.criterion_id, "ruleIndex": rule_index, "level": level,
        "message": {"text": f"{result.artifact_id}: {result.criterion_id} scored "
                            f"{result.score:.2f} {stars(result.score)}. {result.one_line_why}"},
        "locations": [{"physicalLocation": {
            "artifactLocation": {"uri": quote(result.file, safe="/"), "uriBaseId": "%SRCROOT%"},
            "region": {"startLine": max(1, result.line or 1)}}}],
        "partialFingerprints": {FINGERPRINT_KEY: hashlib.sha256(pair).hexdigest()[:32]},
    }


def _attempt(found: AddressingFinding, rule_index: int, level: str) -> dict[str, Any]:
    pair = f"{found.artifact_id}\x00{RULE_ID}".encode("utf-8", "surrogatepass")
    return {
        "ruleId": RULE_ID, "ruleIndex": rule_index, "level": level,
        "message": {"text": message(found)},
        "locations": [{"physicalLocation": {
            "artifactLocation": {"uri": quote(found.file, safe="/"), "uriBaseId": "%SRCROOT%"},
            "region": {"startLine": max(1, found.line or 1)}}}],
        "partialFingerprints": {FINGERPRINT_KEY: hashlib.sha256(pair).hexdigest()[:32]},
    }


def _first_sentence(text: str) -> str:
    first = text.strip().split(". ", 1)[0]
    return first if first.endswith(".") else first + "."
