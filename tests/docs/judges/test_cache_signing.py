"""A verdict cache that cannot be forged: an earlier step of the same job (which runs the pull
request's own code, so can write the cache folder but has no judge key) rewrites every entry
into a perfect verdict, and each one is rejected and judged again by the real SDK against the
loopback fake Messages API. Entries signed with another key are misses too, and a run without
a key reads nothing."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from gate.configure.config import GateConfig, parse_config
from gate.docs.contract.rubric import Rubric
from gate.docs.judges.choose import cached
from gate.docs.models import GradingReport
from gate.docs.pipeline import grade_docs
from gate.docs.seam.signing import CACHE_SECRET_VARIABLE, EntrySigner, signer_for
from gate.docs.seam.verdict_store import (
    LAYOUT,
    Lookup,
    SignedEntry,
    StoredVerdict,
    VerdictStore,
)
from tests.docs.conftest import candidate, write_candidate
from tests.fakes.messages_api import FakeMessagesAPI

ROOT = Path(__file__).resolve().parent.parent.parent.parent

#: What a build step running the pull request's code could do to the cache folder: it knows
#: the layout (the gate is open source) and every key (a SHA-256 of public content), but not
#: the judge's key. Each way turns the verdict into a perfect one.
EARLIER_STEP = r"""
import hashlib, hmac, json, sys
from pathlib import Path

how, folder = sys.argv[1], Path(sys.argv[2])
for path in sorted(folder.glob("*/*/*.json")):
    entry = json.loads(path.read_bytes())
    verdict = entry["verdict"]
    verdict.update(score=1.0, passed=True, reasoning="Flawless.", evidence="")
    body = json.dumps(verdict, separators=(",", ":")).encode()
    if how == "keep-signature":
        pass
    elif how == "unsigned":
        entry = verdict
    elif how == "no-signature-field":
        del entry["signature"]
    elif how == "hash-as-signature":
        entry["signature"] = hashlib.sha256(body).hexdigest()
    elif how == "signed-with-a-guess":
        entry["signature"] = hmac.new(b"sk-ant-guess", body, hashlib.sha256).hexdigest()
    path.write_text(json.dumps(entry))
"""

FORGERIES = ["keep-signature", "unsigned", "no-signature-field", "hash-as-signature",
             "signed-with-a-guess"]


def config(cache: Path, judge: str = "anthropic") -> GateConfig:
    # No close-call repeats: each pair is asked once, so calls count pairs.
    return parse_config(f"grade:\n  sweep_max_rounds: 0\ngate:\n  judge: {judge}\n"
                        f"  stability:\n    repeats: 0\n"
                        f"  cache:\n    dir: {cache}\n".encode(),
                        display_path="signalforge.yml", ref=None)


def calls(api: FakeMessagesAPI) -> int:
    return sum(1 for r in api.requests if r.path == "/v1/messages")


def entries(cache: Path) -> list[Path]:
    return sorted((cache / LAYOUT).glob("*/*.json"))


def verdicts(report: GradingReport) -> list[tuple[str, str, float | None, bool]]:
    return [(r.artifact_id, r.criterion_id, r.score, r.passed) for r in report.results]


@pytest.fixture
def checkout(tmp_path: Path) -> tuple[Path, list[str]]:
    workspace = tmp_path / "checkout"
    workspace.mkdir()
    return workspace, [write_candidate(workspace, candidate(columns=2))]


def run_earlier_step(how: str, cache: Path) -> None:
    """A separate process, as a build step is, without the judge's key in its environment."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("ANTHROPIC_API_KEY", CACHE_SECRET_VARIABLE)}
    done = subprocess.run([sys.executable, "-c", EARLIER_STEP, how, str(cache)], env=env,
                          capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 0, done.stderr


@pytest.mark.parametrize("how", FORGERIES)
def test_entries_an_earlier_step_rewrote_are_all_rejected_and_judged_again(
        fake_api, checkout, tmp_path, how) -> None:
    workspace, files = checkout
    cache = tmp_path / "runner-cache"
    cold = grade_docs(workspace, files, config(cache), audit=False)[1]
    pairs = len(cold.results)
    assert len(entries(cache)) == pairs > 0
    run_earlier_step(how, cache)
    assert all(b"Flawless." in path.read_bytes() for path in entries(cache))
    before = calls(fake_api)

    warm = grade_docs(workspace, files, config(cache), audit=False)[1]

    assert calls(fake_api) - before == pairs  # every pair reached the judge again
    assert warm.usage.cache_hits == 0
    assert warm.usage.cache_rejected == warm.usage.cache_misses == pairs
    assert not any(r.cached or r.reasoning == "Flawless." for r in warm.results)
    assert verdicts(warm) == verdicts(cold)  # the judge's verdicts, not the forged ones
    assert sum("not signed with this run's key" in n for n in warm.notes) == 1
    # Judged again, the entries are signed anew: the next run is answered from the cache.
    again = grade_docs(workspace, files, config(cache), audit=False)[1]
    assert again.usage.cache_hits == pairs
    assert again.usage.cache_rejected == 0
    assert not any("not signed" in n for n in again.notes)


def test_entries_written_with_another_key_are_misses(fake_api, checkout, tmp_path,
                                                     monkeypatch) -> None:
    workspace, files = checkout
    cache = tmp_path / "runner-cache"
    first = grade_docs(workspace, files, config(cache), audit=False)[1]
    monkeypatch.setenv("ANTHROPIC_API_KEY", "sk-ant-another-key-entirely")
    before = calls(fake_api)

    other = grade_docs(workspace, files, config(cache), audit=False)[1]

    assert calls(fake_api) - before == len(first.results)
    assert other.usage.cache_hits == 0
    assert other.usage.cache_rejected == len(first.results)


def test_a_cache_secret_signs_instead_of_the_api_key(fake_api, checkout, tmp_path,
                                                     monkeypatch) -> None:
    """With a cache secret, a rotated API key keeps the cache; a different secret does not."""
    workspace, files = checkout
    cache = tmp_path / "runner-cache"
    monkeypatch.setenv(CACHE_SECRET_VARIABLE, "a-cache-secret-of-the-repository")
    first = grade_docs(workspace, files, config(cache), audit=False)[1]
    monkeypatch.setenv("ANTHROPIC_API_KEY", "sk-ant-rotated-key")

    rotated = grade_docs(workspace, files, config(cache), audit=False)[1]
    monkeypatch.setenv(CACHE_SECRET_VARIABLE, "another-cache-secret-value")
    other = grade_docs(workspace, files, config(cache), audit=False)[1]

    assert rotated.usage.cache_hits == len(first.results) > 0
    assert other.usage.cache_hits == 0
    assert other.usage.cache_rejected == len(first.results)


def test_a_run_without_a_key_reads_nothing(checkout, tmp_path, monkeypatch) -> None:
    """Perfect verdicts correctly signed with the cache secret sit in the cache; a run with
    no API key judges offline and does not look at them (nor count them)."""
    workspace, files = checkout
    cache = tmp_path / "runner-cache"
    secret = "a-cache-secret-of-the-repository"
    monkeypatch.setenv(CACHE_SECRET_VARIABLE, secret)
    with FakeMessagesAPI() as api:
        monkeypatch.setenv("ANTHROPIC_API_KEY", "sk-ant-test-key")
        monkeypatch.setenv("ANTHROPIC_BASE_URL", api.base_url)
        paid = grade_docs(workspace, files, config(cache), audit=False)[1]
    store = VerdictStore(cache, max_bytes=10**7, signer=EntrySigner.from_secret(secret))
    for path in entries(cache):
        verdict = SignedEntry.model_validate_json(path.read_bytes()).verdict
        store.put(verdict.model_copy(update={"score": 1.0, "passed": True,
                                             "reasoning": "Flawless."}))
    monkeypatch.delenv("ANTHROPIC_API_KEY")
    stamps = {path: path.stat().st_mtime_ns for path in entries(cache)}

    offline = grade_docs(workspace, files, config(cache, judge="auto"), audit=False)[1]

    assert paid.usage.cache_misses == len(paid.results) > 0
    assert offline.judge == "heuristic"
    assert not any(r.cached or r.reasoning == "Flawless." for r in offline.results)
    assert offline.usage.cache_hits == offline.usage.cache_misses == 0
    assert offline.usage.cache_rejected == 0
    assert {path: path.stat().st_mtime_ns for path in entries(cache)} == stamps  # no hit


# --- The signer and the store on their own ----------------------------------------------------


def entry(key: str = "ab" + "0" * 62) -> StoredVerdict:
    return StoredVerdict(key=key, criterion_id="clarity", score=0.4, passed=False,
                         evidence="quoted", reasoning="Too vague.", stored_at=1.0)


def test_a_store_reads_back_what_it_signed_and_only_with_its_key(tmp_path) -> None:
    mine = VerdictStore(tmp_path, max_bytes=10**6, signer=EntrySigner.from_secret("key-one"))
    theirs = VerdictStore(tmp_path, max_bytes=10**6, signer=EntrySigner.from_secret("key-two"))
    mine.put(entry())

    assert mine.get(entry().key) == entry()
    assert theirs.get(entry().key) is None
    assert theirs.read(entry().key).rejected
    assert not mine.read("cd" + "0" * 62).rejected  # absent: a plain miss, not a rejection


@pytest.mark.parametrize(("field", "value"), [("score", 1.0), ("passed", True),
                                         ("reasoning", "Flawless."), ("criterion_id", "x"),
                                         ("evidence", ""), ("cost_usd", 0.0)])
def test_changing_any_field_breaks_the_signature(tmp_path, field, value) -> None:
    store = VerdictStore(tmp_path, max_bytes=10**6, signer=EntrySigner.from_secret("key-one"))
    store.put(entry())
    path = next((tmp_path / LAYOUT).glob("*/*.json"))
    data = json.loads(path.read_bytes())
    data["verdict"][field] = value
    path.write_text(json.dumps(data))

    assert store.read(entry().key) == Lookup(None, rejected=True)


def test_a_signed_entry_copied_under_another_key_is_rejected(tmp_path) -> None:
    store = VerdictStore(tmp_path, max_bytes=10**6, signer=EntrySigner.from_secret("key-one"))
    store.put(entry())
    other = "ab" + "1" * 62
    source = next((tmp_path / LAYOUT).glob("*/*.json"))
    (source.parent / f"{other}.json").write_bytes(source.read_bytes())

    assert store.read(other).rejected


def test_the_signing_key_is_neither_the_secret_nor_shown() -> None:
    signer = EntrySigner.from_secret("sk-ant-some-secret")
    assert b"sk-ant-some-secret" not in signer.key
    assert "sk-ant" not in repr(signer)
    assert signer.key.hex() not in repr(signer)
    assert signer_for(api_key="sk-ant-some-secret", cache_secret=None) == signer
    assert signer_for(api_key="sk-ant-some-secret", cache_secret="other") != signer
    assert signer_for(api_key=None, cache_secret="  ") is None
    assert not signer.verifies(b"x", "é" * 64)  # a non-hex signature is a mismatch, no error


def test_a_cache_asked_for_without_any_key_is_not_used_and_says_why(tmp_path) -> None:
    """`cached` derives its signer from the environment when not given one; with neither the
    API key nor a cache secret there, it reads and writes nothing, and a note says why."""
    class Inner:  # cached only reads a judge's name and model before it is asked anything
        name, model, deterministic, graders_word = "anthropic", "claude-sonnet-4-6", False, True

    chosen = cached(Inner(), config(tmp_path / "cache"),  # type: ignore[arg-type]
                    Rubric(()), {}, tmp_path / "checkout")
    signed = cached(Inner(), config(tmp_path / "cache"),  # type: ignore[arg-type]
                    Rubric(()), {CACHE_SECRET_VARIABLE: "a-cache-secret-of-the-repo"},
                    tmp_path / "checkout")

    assert chosen.cache is None
    assert "no key to sign its entries with" in chosen.notes[0]
    assert signed.cache is not None
    assert signed.cache.store.signer == EntrySigner.from_secret("a-cache-secret-of-the-repo")
