"""Read a judge's reply into verdicts, or say exactly what is wrong with it.

Tolerant of how models wrap JSON (a ```json fence, a sentence before the object), strict on
what the JSON says: a score is a number in [0, 1] or null, `passed` is a real boolean, the
criterion is the one asked. Violations carry SignalForge's nine type names, so audit logs of
both tools can be compared:

| type                    | when                                                               |
|-------------------------|--------------------------------------------------------------------|
| json_parse              | no JSON object can be decoded, or the JSON is not an object        |
| missing_required_field  | `score` or `passed` is absent, or `evidence`/`reasoning` not text  |
| missing_criterion_id    | an answer has no `criterion_id`, or a batch leaves a criterion out |
| criterion_id_mismatch   | an answer names a criterion that was not asked                     |
| score_out_of_range      | the score is outside [0, 1], NaN or infinite                       |
| score_not_a_number      | the score is a string, a boolean or anything but a number or null  |
| passed_not_a_bool       | `passed` is not true or false                                      |
| unknown_artifact_id     | the reply names an `artifact_id` other than the one judged         |
| ambiguous_artifact_id   | a batch answers one (artifact, criterion) pair more than once      |
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Literal

from gate.core.lazy_pattern import lazy_pattern

ViolationType = Literal[
    "json_parse", "missing_required_field", "missing_criterion_id", "criterion_id_mismatch",
    "score_out_of_range", "score_not_a_number", "passed_not_a_bool", "unknown_artifact_id",
    "ambiguous_artifact_id",
]
FENCE = lazy_pattern(r"```[\w-]*[ \t]*\n?(.*?)```", re.DOTALL)
#: How many `{`/`[` positions to try before calling a reply unparseable.
MAX_DECODE_STARTS = 20


class ReplyContractError(ValueError):
    """The reply breaks the judge contract; `type` is one of the nine."""

    def __init__(self, type_: ViolationType, message: str) -> None:
        super().__init__(f"{type_}: {message}")
        self.type = type_
        self.message = message


@dataclass(frozen=True)
class ParsedVerdict:
    criterion_id: str
    score: float | None
    passed: bool
    evidence: str
    reasoning: str


def parse_reply(
    text: str, *, criteria: Sequence[str], artifact_id: str,
) -> dict[str, ParsedVerdict]:
    """Verdicts by criterion id for a reply to one criterion or to a batch of them."""
    payload = _decode(text)
    if len(criteria) == 1:
        if not isinstance(payload, dict):
            raise ReplyContractError("json_parse", "the reply is JSON but not an object")
        answers = payload.get("results") if "criterion_id" not in payload else None
        items = answers if isinstance(answers, list) and len(answers) == 1 else [payload]
    else:
        items = _batch_items(payload)
    verdicts: dict[str, ParsedVerdict] = {}
    for item in items:
        verdict = _verdict(item, criteria, artifact_id)
        if verdict.criterion_id in verdicts:
            raise ReplyContractError("ambiguous_artifact_id",
                                 f"criterion {verdict.criterion_id!r} is answered twice")
        verdicts[verdict.criterion_id] = verdict
    missing = [c for c in criteria if c not in verdicts]
    if missing:
        raise ReplyContractError("missing_criterion_id",
                             f"no answer for criterion {', '.join(map(repr, missing))}")
    return verdicts


def _decode(text: str) -> Any:
    """The first JSON object (or array) in the reply, inside a fence if there is one."""
    fenced = FENCE.search(text)
    body = (fenced.group(1) if fenced else text).strip()
    decoder = json.JSONDecoder()
    starts = [m.start() for m in re.finditer(r"[{\[]", body)][:MAX_DECODE_STARTS]
    last_error = "no JSON object in the reply"
    for start in starts:
        try:
            value, _ = decoder.raw_decode(body, start)
        except json.JSONDecodeError as error:
            last_error = f"not valid JSON ({error.msg})"
            continue
        except (ValueError, RecursionError) as error:  # a huge integer, deep nesting
            last_error = f"not readable JSON ({type(error).__name__})"
            continue
        if isinstance(value, dict | list):
            return value
    raise ReplyContractError("json_parse", last_error)


def _batch_items(payload: Any) -> list[Any]:
    if isinstance(payload, dict) and isinstance(payload.get("results"), list):
        return list(payload["results"])
    if isinstance(payload, list):
        return payload
    raise ReplyContractError("json_parse", 'a batched reply must be {"results": [...]}')


def _verdict(item: Any, criteria: Sequence[str], artifact_id: str) -> ParsedVerdict:
    if not isinstance(item, dict):
        raise ReplyContractError("json_parse", "an answer is not a JSON object")
    if "criterion_id" not in item:
        raise ReplyContractError("missing_criterion_id", "an answer has no criterion_id")
    for key in ("score", "passed"):
        if key not in item:
            raise ReplyContractError("missing_required_field", f"an answer has no {key!r}")
    criterion_id = item["criterion_id"]
    if not isinstance(criterion_id, str) or criterion_id not in criteria:
        raise ReplyContractError("criterion_id_mismatch",
                             f"the reply answers criterion {criterion_id!r} but the prompt "
                             f"asked for {', '.join(map(repr, criteria))}")
    if "artifact_id" in item and item["artifact_id"] != artifact_id:
        raise ReplyContractError("unknown_artifact_id",
                             f"the reply names artifact {item['artifact_id']!r}, not "
                             f"{artifact_id!r}")
    return ParsedVerdict(criterion_id, _score(item["score"]), _passed(item["passed"]),
                         _text(item, "evidence"), _text(item, "reasoning"))


def _score(value: Any) -> float | None:
    if value is None:
        return None  # the judge abstained; the pair stays ungraded
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise ReplyContractError("score_not_a_number", f"score is {value!r:.40}, not a number")
    try:
        score = float(value)
    except OverflowError:
        raise ReplyContractError("score_out_of_range", "score is an enormous integer") from None
    if not math.isfinite(score) or not 0.0 <= score <= 1.0:
        raise ReplyContractError("score_out_of_range", f"score {value!r:.40} is outside 0.0–1.0")
    return score


def _passed(value: Any) -> bool:
    if not isinstance(value, bool):
        raise ReplyContractError("passed_not_a_bool", f"passed is {value!r}, not true or false")
    return value


def _text(item: dict[str, Any], key: str) -> str:
    value = item.get(key, "")
    if not isinstance(value, str):
        raise ReplyContractError("missing_required_field", f"{key} is {type(value).__name__}, "
                             "not text")
    return value
