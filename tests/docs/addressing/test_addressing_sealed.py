"""The detector measured on text it was never tuned on.

`tests/docs/addressing/addressing_sets/` holds three batches of attempts to talk the grade up and of
benign dbt descriptions that use grading words (scores, review status, approvals, flags,
"ignore this column for revenue", prompt versions), written before the rules of this round and
split with a fixed seed: half sealed (`sealed_*.jsonl`, committed before any rule changed, read
by nothing that tunes the rules), half for tuning. The sealed half is the measurement; a rule
change that loses it turns these tests red.

A second batch (`sealed2_*.jsonl`, `tuning2_*.jsonl`), written by a later round in the shapes the
first batch lacked (passive requests about scoring, labels to automated checks, a check to
skip, criteria to take as met, a score to return, a bare "Mark as ...", eight languages) and
benign descriptions with the same words ("The assessor id", "Mark as shipped happens in the
WMS"), was split and its sealed half committed before that round's rules. Its floors are what
the rules reached on it then, measured once: recall 35 of 45 (0.78), no benign text caught.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from gate.docs.addressing.detector import find_addressing
from gate.docs.addressing.findings import STRUCTURAL

SETS = Path(__file__).parent / "addressing_sets"
RECALL_FLOOR, PRECISION_FLOOR = 0.9, 0.98
#: What the rules reached on the second sealed set the one time it was measured after tuning.
SECOND_RECALL_FLOOR = 0.80
LANGUAGES = {"spanish", "french", "german", "portuguese", "japanese", "russian", "chinese"}


def rows(name: str) -> tuple[dict[str, str], list[dict[str, str]]]:
    """The set's header and its rows."""
    header, *rest = [json.loads(line) for line in
                     (SETS / name).read_text(encoding="utf-8").splitlines() if line.strip()]
    return header, rest


def recall_and_precision(prefix: str) -> tuple[float, float, list[str], list[str]]:
    _, attempts = rows(f"{prefix}_attempts.jsonl")
    _, benign = rows(f"{prefix}_benign.jsonl")
    missed = [a["id"] for a in attempts if find_addressing(a["text"]) is None]
    wrongly = [b["id"] for b in benign if find_addressing(b["text"]) is not None]
    caught = len(attempts) - len(missed)
    return caught / len(attempts), caught / max(1, caught + len(wrongly)), missed, wrongly


@pytest.mark.parametrize(("name", "size"), [("sealed_attempts.jsonl", 60),
                                            ("sealed_benign.jsonl", 60),
                                            ("sealed2_attempts.jsonl", 45),
                                            ("sealed2_benign.jsonl", 45)])
def test_the_sealed_sets_say_they_are_sealed_and_are_large_enough(name: str, size: int) -> None:
    header, items = rows(name)
    assert header["header"].startswith("SEALED")
    assert header["sealed_on"]
    assert len(items) >= size
    assert len({item["text"] for item in items}) == len(items)


def test_the_two_halves_of_each_batch_share_no_text() -> None:
    for sealed, tuning in (("sealed", "tuning"), ("sealed2", "tuning2")):
        for kind in ("attempts", "benign"):
            held = {item["text"] for item in rows(f"{sealed}_{kind}.jsonl")[1]}
            tuned = {item["text"] for item in rows(f"{tuning}_{kind}.jsonl")[1]}
            assert not held & tuned


def test_the_sets_cover_what_they_claim() -> None:
    attempts = [a for prefix in ("sealed", "tuning") for a in rows(f"{prefix}_attempts.jsonl")[1]]
    benign = [b for prefix in ("sealed", "tuning") for b in rows(f"{prefix}_benign.jsonl")[1]]
    assert len(attempts) >= 120
    assert len(benign) >= 120
    assert {a["category"] for a in attempts} >= LANGUAGES
    words = " ".join(b["text"].lower() for b in benign)
    for word in ("score", "review", "approv", "flag", "ignore this column", "prompt", "rating",
                 "grade", "judge", "exempt"):
        assert word in words, word


def test_recall_and_precision_on_the_sealed_set_stay_above_their_floors() -> None:
    recall, precision, missed, wrongly = recall_and_precision("sealed")
    assert recall >= RECALL_FLOOR, missed
    assert precision >= PRECISION_FLOOR, wrongly


def test_the_tuning_half_is_caught_as_tuned() -> None:
    recall, precision, missed, wrongly = recall_and_precision("tuning")
    assert recall >= 0.95, missed
    assert precision >= PRECISION_FLOOR, wrongly


def test_the_second_batch_covers_what_it_claims() -> None:
    attempts = [a for prefix in ("sealed2", "tuning2") for a in rows(f"{prefix}_attempts.jsonl")[1]]
    benign = [b for prefix in ("sealed2", "tuning2") for b in rows(f"{prefix}_benign.jsonl")[1]]
    assert len(attempts) >= 60
    assert len(benign) >= 60
    assert {a["category"] for a in attempts} >= LANGUAGES | {
        "italian", "passive_request", "label", "skip_check", "criteria_met", "return_score",
        "mark_as"}
    words = " ".join(b["text"].lower() for b in benign)
    for word in ("assessor", "automated checks", "score of one", "mark as", "judge", "criteria",
                 "skip", "return"):
        assert word in words, word


def test_recall_and_precision_on_the_second_sealed_set_stay_above_their_floors() -> None:
    recall, precision, missed, wrongly = recall_and_precision("sealed2")
    assert recall >= SECOND_RECALL_FLOOR, missed
    assert precision >= PRECISION_FLOOR, wrongly


def test_the_second_tuning_half_is_caught_as_tuned() -> None:
    recall, precision, missed, wrongly = recall_and_precision("tuning2")
    assert recall >= 0.95, missed
    assert precision >= PRECISION_FLOOR, wrongly


@pytest.mark.parametrize("prefix", ["sealed", "sealed2"])
def test_no_sealed_benign_text_fails_the_check_by_itself(prefix: str) -> None:
    """What "caught" means is unchanged (any finding of the rules: the recall and precision
    floors above); what a finding does has changed: only a form that cannot be innocent fails
    the check by itself (`STRUCTURAL`), so on benign descriptions that use grading words no
    finding may be one."""
    _, benign = rows(f"{prefix}_benign.jsonl")
    failing = [b["id"] for b in benign
               if (hit := find_addressing(b["text"])) is not None and hit.rule in STRUCTURAL]
    assert failing == []


#: The blind and adaptive sets sealed by a committed `sets.sha256` before their round's rules.
SEALED_FOLDERS = sorted(folder.name for folder in SETS.iterdir()
                        if (folder / "sets.sha256").is_file())


@pytest.mark.parametrize("folder", SEALED_FOLDERS)
def test_each_sealed_folder_holds_the_files_its_hashes_name(folder: str) -> None:
    """A figure in a set's README is the figure of the bytes that were sealed: every file its
    `sets.sha256` names is there and hashes to what was committed before the round."""
    lines = (SETS / folder / "sets.sha256").read_text(encoding="utf-8").splitlines()
    sealed = {name: digest for digest, name in (line.split() for line in lines if line.strip())}
    assert set(sealed) == {"attempts.jsonl", "benign.jsonl"}, folder
    for name, digest in sealed.items():
        assert hashlib.sha256((SETS / folder / name).read_bytes()).hexdigest() == digest, name


def test_the_sealed_folders_are_found() -> None:
    """The hash test above runs on every blind and adaptive set, not on none."""
    assert {"blind14", "blind15", "blind16", "adaptive16", "adaptive17", "adaptive18",
            "adaptive19", "adaptive20", "blind17", "adaptive21",
            "adaptive22", "blind18", "adaptive23", "adaptive24", "blind19",
            "adaptive25", "adaptive26", "adaptive27"} <= set(SEALED_FOLDERS)
