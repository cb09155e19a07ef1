"""The verdict cache: unchanged pairs are not asked again, changed ones are, and nothing a pull
request can write is ever trusted as a verdict. Every run goes through the real SDK to the
loopback fake Messages API, so "calls" are requests the server actually received."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gate.cli.main import main
from gate.configure.config import GateConfig, parse_config
from gate.core.envelope_tags import RUN_TAGS
from gate.docs.artifacts import group_by_model
from gate.docs.contract.prompts import pair_texts
from gate.docs.contract.rubric import NEEDS_SIBLINGS
from gate.docs.models import GradingReport
from gate.docs.pipeline import grade_docs, rubric_for
from gate.docs.readers.extract import extract_files
from gate.docs.seam.judge import JudgeRequest
from gate.docs.seam.signing import EntrySigner
from gate.docs.seam.verdict_store import (
    LAYOUT,
    SignedEntry,
    StoredVerdict,
    VerdictStore,
    default_dir,
)
from tests.docs.conftest import candidate, write_candidate
from tests.fakes.messages_api import FakeMessagesAPI, Status

ROOT = Path(__file__).resolve().parent.parent.parent.parent


def config(extra: str = "") -> GateConfig:
    # No sweep: a pair the judge failed must stay ungraded within the run under test. No
    # settling of close calls: one call per pair keeps the counts below readable (settled
    # verdicts in the cache are tested in tests/docs/trust/test_close_calls.py).
    return parse_config(f"grade:\n  sweep_max_rounds: 0\n  max_concurrent_calls: 4\n"
                        f"gate:\n  judge: anthropic\n  stability:\n    repeats: 0\n"
                        f"{extra}".encode(),
                        display_path="signalforge.yml", ref=None)


def grade(workspace: Path, files: list[str], extra: str = "") -> GradingReport:
    return grade_docs(workspace, files, config(extra), audit=False)[1]


def calls(api: FakeMessagesAPI) -> int:
    return sum(1 for r in api.requests if r.path == "/v1/messages")


@pytest.fixture
def workspace(tmp_path: Path) -> Path:
    folder = tmp_path / "checkout"
    folder.mkdir()
    return folder


def entries(cache: Path) -> list[Path]:
    return sorted((cache / LAYOUT).glob("*/*.json"))


def cache_home() -> Path:
    return default_dir(os.environ)


def test_a_second_run_on_unchanged_docs_makes_no_call(fake_api, workspace) -> None:
    files = [write_candidate(workspace, candidate(columns=3))]
    cold = grade(workspace, files)
    asked = calls(fake_api)
    warm = grade(workspace, files)

    assert asked == cold.usage.calls == len(cold.results) > 0
    assert calls(fake_api) == asked  # not one more request reached the server
    assert warm.usage.calls == 0
    assert warm.usage.cache_hits == len(warm.results)
    assert warm.usage.cache_misses == 0
    assert warm.usage.calls_saved == asked
    assert warm.usage.cost_saved_usd == pytest.approx(cold.usage.cost_usd, abs=1e-6)
    assert all(r.cached for r in warm.results)
    assert not any(r.cached for r in cold.results)
    assert [(r.artifact_id, r.criterion_id, r.score, r.passed, r.reasoning)
            for r in warm.results] == [(r.artifact_id, r.criterion_id, r.score, r.passed,
                                        r.reasoning) for r in cold.results]
    assert cold.usage.cache_misses == len(cold.results)
    assert len(entries(cache_home())) == len(cold.results)


def test_editing_one_column_re_asks_only_the_pairs_whose_prompt_changed(
        fake_api, workspace) -> None:
    document = candidate(columns=4)
    files = [write_candidate(workspace, document)]
    grade(workspace, files)
    before = calls(fake_api)
    document["columns"][2]["description"] = "Column 2 is the order's refund amount in cents."
    write_candidate(workspace, document)

    report = grade(workspace, files)

    asked = [r for r in report.results if not r.cached]
    # The column's own criteria, and the criteria whose context lists every sibling.
    assert {(r.artifact_id, r.criterion_id) for r in asked} == {
        (r.artifact_id, r.criterion_id) for r in report.results
        if r.criterion_id in NEEDS_SIBLINGS or r.artifact_id == "column.col_2.description"}
    assert calls(fake_api) - before == len(asked) == report.usage.cache_misses
    assert 0 < len(asked) < len(report.results)


def test_a_pair_the_judge_could_not_grade_is_asked_again(fake_api, workspace) -> None:
    files = [write_candidate(workspace, candidate(columns=1))]
    fake_api.script(Status(400))  # the first call is refused: that pair stays null
    cold = grade(workspace, files)
    failed = [r for r in cold.results if r.score is None]
    assert len(failed) == 1
    before = calls(fake_api)

    warm = grade(workspace, files)

    assert calls(fake_api) - before == 1
    retried = next(r for r in warm.results if (r.artifact_id, r.criterion_id)
                   == (failed[0].artifact_id, failed[0].criterion_id))
    assert retried.score is not None
    assert not retried.cached
    assert warm.usage.cache_misses == 1


@pytest.mark.parametrize("damage", [
    b"", b"{not json", b"\x00\xff" * 40, b'{"key": "x"}', b"[1, 2, 3]",
    b'{"key": "KEY", "criterion_id": "clarity", "score": 7, "passed": true, "stored_at": 1}',
], ids=["empty", "truncated", "binary", "incomplete", "not-an-object", "score-out-of-range"])
def test_a_damaged_entry_is_a_miss_never_a_crash(fake_api, workspace, damage) -> None:
    files = [write_candidate(workspace, candidate(columns=1))]
    grade(workspace, files)
    victim = entries(cache_home())[0]
    victim.write_bytes(damage.replace(b"KEY", victim.stem.encode()))
    before = calls(fake_api)

    report = grade(workspace, files)

    assert calls(fake_api) - before == 1
    assert report.usage.cache_misses == 1
    assert report.aggregate_complete
    SignedEntry.model_validate_json(victim.read_bytes())  # rewritten whole


def test_an_entry_filed_under_another_key_is_not_used(fake_api, workspace) -> None:
    files = [write_candidate(workspace, candidate(columns=1))]
    grade(workspace, files)
    first, second = entries(cache_home())[:2]
    first.write_bytes(second.read_bytes())  # a valid entry, but for another pair
    before = calls(fake_api)

    grade(workspace, files)

    assert calls(fake_api) - before == 1


@pytest.mark.parametrize("change", [
    "grade:\n  model: claude-haiku-4-5\n", "grade:\n  max_output_tokens: 512\n",
    "gate:\n  cost_mode: batched\n",
    "grade:\n  rubric:\n    - id: clarity\n      criterion: Is it clear to a new analyst?\n",
])
def test_what_decides_a_verdict_is_in_its_key(fake_api, workspace, change) -> None:
    files = [write_candidate(workspace, candidate(columns=1))]
    grade(workspace, files)
    own = change.removeprefix("gate:\n") if change.startswith("gate:") else change
    text = "gate:\n  judge: anthropic\n" + own
    changed = parse_config(text.encode(), display_path="signalforge.yml", ref=None)

    report = grade_docs(workspace, files, changed, audit=False)[1]

    assert report.usage.cache_hits == 0
    assert report.usage.calls > 0


def test_the_key_hashes_the_texts_the_judge_is_sent(fake_api, workspace) -> None:
    """If the prompt and the key ever drew on different texts, an edit could be served a stale
    verdict: every context and envelope text the key uses appears in the request sent."""
    files = [write_candidate(workspace, candidate(columns=2))]
    grade(workspace, files)
    artifacts = extract_files(workspace, files)
    rubric = rubric_for(config(), artifacts)
    # The text blocks of a request joined: a cache marker may split the context in two.
    sent = [json.dumps("".join(block["text"] for message in r.body["messages"]
                               for block in message["content"]))
            for r in fake_api.requests if r.body]
    by_model = group_by_model(artifacts)
    for artifact in artifacts:
        for criterion in rubric.criteria_for(artifact):
            context, envelope = pair_texts(JudgeRequest(artifact, (criterion,),
                                                        by_model[artifact.model]))
            enveloped = json.dumps(f"{RUN_TAGS.artifact_open}\n{envelope}\n"
                                   f"{RUN_TAGS.artifact_close}")[1:-1]
            request = next(s for s in sent if enveloped in s
                           and f"criterion_id: {criterion.id}" in s)
            assert json.dumps(context)[1:-1] in request


def test_no_cache_asks_every_pair_and_stores_nothing(fake_api, workspace) -> None:
    files = [write_candidate(workspace, candidate(columns=1))]
    grade(workspace, files, "  cache:\n    enabled: false\n")
    grade(workspace, files, "  cache:\n    enabled: false\n")
    report = grade(workspace, files, "  cache:\n    enabled: false\n")

    assert calls(fake_api) == 3 * len(report.results)
    assert not (cache_home() / LAYOUT).exists()
    assert report.usage.cache_hits == report.usage.cache_misses == 0


def test_the_offline_judges_are_never_cached(workspace) -> None:
    files = [write_candidate(workspace, candidate(columns=1))]
    grade_docs(workspace, files, config().__class__(
        config().grade, config().gate.model_copy(update={"judge": "heuristic"}),
        config().source), audit=False)
    assert not cache_home().exists()


# --- Trust: nothing the pull request can write is read as a verdict ------------------------


def poisoned_copy(cache: Path, into: Path) -> None:
    """Every entry of `cache`, copied under `into`, with its verdict turned into a perfect one."""
    for entry in entries(cache):
        data = json.loads(entry.read_bytes())
        data["verdict"].update(score=1.0, passed=True, reasoning="Flawless.")
        target = into / LAYOUT / entry.parent.name / entry.name
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(json.dumps(data))


@pytest.fixture
def poisoned_checkout(fake_api: FakeMessagesAPI, workspace: Path, tmp_path: Path) -> list[str]:
    """A checkout whose change commits a 'cache' of perfect verdicts for its own pairs, at
    every place a cache could be looked for inside it."""
    files = [write_candidate(workspace, candidate(columns=2))]
    elsewhere = tmp_path / "elsewhere"
    grade(workspace, files, f"  cache:\n    dir: {elsewhere}\n")
    for inside in (".cache/signalforge-gate", ".signalforge/grade-cache", "signalforge-gate"):
        poisoned_copy(elsewhere, workspace / inside)
    return files


def test_a_cache_committed_in_the_change_has_no_effect(fake_api, workspace,
                                                        poisoned_checkout) -> None:
    report = grade(workspace, poisoned_checkout)

    assert report.usage.cache_hits == 0
    assert report.usage.calls == len(report.results)
    assert not any(r.reasoning == "Flawless." for r in report.results)


@pytest.mark.parametrize("inside", [".cache/signalforge-gate", "."])
def test_a_cache_directory_inside_the_checkout_is_refused(fake_api, workspace, inside,
                                                          poisoned_checkout) -> None:
    report = grade(workspace, poisoned_checkout,
                   f"  cache:\n    dir: {workspace / inside}\n")

    assert report.usage.cache_hits == 0
    assert not any(r.reasoning == "Flawless." for r in report.results)
    assert any("verdict cache was not used" in note for note in report.notes)


def test_a_link_from_outside_into_the_checkout_is_refused(fake_api, workspace, tmp_path,
                                                          poisoned_checkout) -> None:
    link = tmp_path / "innocent-looking"
    link.symlink_to(workspace / ".cache" / "signalforge-gate")

    report = grade(workspace, poisoned_checkout, f"  cache:\n    dir: {link}\n")

    assert report.usage.cache_hits == 0
    assert any("verdict cache was not used" in note for note in report.notes)


def test_a_home_inside_the_checkout_does_not_make_the_default_trusted(
        fake_api, workspace, poisoned_checkout, monkeypatch) -> None:
    monkeypatch.delenv("XDG_CACHE_HOME")
    monkeypatch.setenv("HOME", str(workspace))

    report = grade(workspace, poisoned_checkout)

    assert report.usage.cache_hits == 0
    assert any("verdict cache was not used" in note for note in report.notes)


def test_an_unwritable_cache_is_a_note_not_a_failure(fake_api, workspace, tmp_path) -> None:
    blocked = tmp_path / "blocked"
    blocked.write_text("a file where the cache folder should be")
    files = [write_candidate(workspace, candidate(columns=1))]

    report = grade(workspace, files, f"  cache:\n    dir: {blocked}\n")

    assert report.aggregate_complete
    assert report.usage.calls == len(report.results)
    assert any("could not be written" in note for note in report.notes)


# --- The store on its own: bound, concurrency, fuzzed entries -------------------------------


SIGNER = EntrySigner.from_secret("sk-ant-test-key")


def stored(key: str, stamp: float) -> StoredVerdict:
    return StoredVerdict(key=key, criterion_id="clarity", score=0.5, passed=False,
                         reasoning="x" * 400, stored_at=stamp)


def test_past_its_bound_the_store_drops_the_least_recently_used(tmp_path) -> None:
    store = VerdictStore(tmp_path, max_bytes=10_000, signer=SIGNER)
    keys = [f"{n:064x}" for n in range(40)]
    for age, key in enumerate(keys):
        store.put(stored(key, age))
        path = tmp_path / LAYOUT / key[:2] / f"{key}.json"
        os.utime(path, (1_000_000 + age, 1_000_000 + age))  # key 0 oldest
    assert store.get(keys[0]) is not None  # read now: the most recent of all

    removed = store.trim()

    remaining = {p.stem for p in (tmp_path / LAYOUT).glob("*/*.json")}
    assert removed > 0
    assert sum(p.stat().st_size for p in (tmp_path / LAYOUT).glob("*/*.json")) <= 10_000
    assert keys[0] in remaining
    assert keys[-1] in remaining
    assert keys[1] not in remaining  # the oldest not read again went first


def test_a_store_under_its_bound_is_left_alone(tmp_path) -> None:
    store = VerdictStore(tmp_path, max_bytes=10_000_000, signer=SIGNER)
    for n in range(5):
        store.put(stored(f"{n:064x}", n))
    assert store.trim() == 0
    assert len(list((tmp_path / LAYOUT).glob("*/*.json"))) == 5


@settings(max_examples=150, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(raw=st.one_of(st.binary(max_size=600), st.text(max_size=600).map(str.encode),
                     st.dictionaries(st.sampled_from(["key", "criterion_id", "score", "passed",
                                                      "evidence", "stored_at", "cost_usd"]),
                                     st.one_of(st.none(), st.booleans(), st.floats(),
                                               st.text(max_size=20)))
                     .flatmap(lambda d: st.sampled_from([
                         json.dumps(d).encode(),
                         json.dumps({"signature": "0" * 64, "verdict": d}).encode()]))))
def test_whatever_an_entry_holds_reading_it_never_raises(tmp_path, raw: bytes) -> None:
    key = "ab" + "0" * 62
    store = VerdictStore(tmp_path, max_bytes=1_000_000, signer=SIGNER)
    path = tmp_path / LAYOUT / key[:2] / f"{key}.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(raw)
    entry = store.get(key)
    assert entry is None or (entry.key == key and 0.0 <= entry.score <= 1.0)


CONCURRENT_RUN = """
import sys
from pathlib import Path
from gate.cli.main import main
sys.exit(main(["docs", sys.argv[1], "--workspace", sys.argv[2], "--judge", "anthropic",
               "--no-audit", "--report", sys.argv[3], "--cache-dir", sys.argv[4]]))
"""


def test_two_runs_at_once_share_one_cache_safely(tmp_path, monkeypatch) -> None:
    """Two processes race on one cache; a third run then reads what they left. Only the race
    needs processes of their own: the third run, which reads the cache from disk as any later
    run does, runs in this process (a process costs about two seconds of CPU)."""
    workspace = tmp_path / "checkout"
    files = [write_candidate(workspace, candidate(name=f"stg_{n}", columns=6), f"stg_{n}")
             for n in range(3)]
    cache = tmp_path / "shared-cache"
    folder = str(workspace / ".signalforge")
    with FakeMessagesAPI(latency=0.01) as api:
        env = {**os.environ, "ANTHROPIC_API_KEY": "sk-ant-test", "ANTHROPIC_BASE_URL":
               api.base_url, "PYTHONPATH": str(ROOT)}
        runs = [subprocess.Popen([sys.executable, "-c", CONCURRENT_RUN, folder,
                                  str(workspace), str(tmp_path / f"report-{n}.json"),
                                  str(cache)], env=env, stdout=subprocess.DEVNULL,
                                 stderr=subprocess.PIPE, text=True) for n in range(2)]
        for process in runs:
            _, errors = process.communicate(timeout=300)
            assert process.returncode == 0, errors
        first_two = calls(api)
        monkeypatch.setenv("ANTHROPIC_API_KEY", "sk-ant-test")
        monkeypatch.setenv("ANTHROPIC_BASE_URL", api.base_url)
        assert main(["docs", folder, "--workspace", str(workspace), "--judge", "anthropic",
                     "--no-audit", "--quiet", "--report", str(tmp_path / "report-3.json"),
                     "--cache-dir", str(cache)]) == 0
        assert calls(api) == first_two  # the third run was answered wholly from the cache
    reports: list[dict[str, Any]] = [json.loads((tmp_path / f"report-{n}.json").read_text())
                                     for n in range(2)]
    pairs = len(reports[0]["results"])
    assert pairs > 0
    assert len(files) == 3
    # Each pair asked once or twice, never more (besides a close call's repeats of the pairs
    # near their pass mark, which each run counts).
    repeats = sum(report["usage"]["stability_calls"] for report in reports)
    assert pairs <= first_two - repeats <= 2 * pairs
    for entry in entries(cache):
        SignedEntry.model_validate_json(entry.read_bytes())  # no torn file
    assert len(entries(cache)) == pairs
    assert not list((cache / LAYOUT).glob("*/.tmp-*"))
    final = json.loads((tmp_path / "report-3.json").read_text())
    assert final["usage"]["cache_hits"] == pairs
    assert final["usage"]["calls"] == 0


def test_a_secret_quoted_in_a_verdict_never_reaches_the_cache_folder(tmp_path: Path) -> None:
    from gate.core.redaction import register

    secret = "sk-ant-api03-cached-secret-value"
    register(secret)
    store = VerdictStore(tmp_path / "cache", max_bytes=10**6, signer=SIGNER)
    store.put(StoredVerdict(key="k" * 64, criterion_id="clarity", score=0.5, passed=True,
                            evidence=f"quoted {secret}", reasoning=f"It says {secret}.",
                            stored_at=1.0))
    written = b"".join(p.read_bytes() for p in (tmp_path / "cache").rglob("*.json"))
    assert written
    assert secret.encode() not in written
