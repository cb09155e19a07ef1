"""Each run draws its own envelope nonce, and nothing that must outlive a run depends on it: the
prompt template's hash (in every verdict-cache key and audit record) and the guard's answer key
are the same in two runs whose prompts differ by their nonce."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from gate.core.envelope_tags import MARKED_TAGS, RUN_TAGS, EnvelopeTags
from gate.docs.contract.prompts import SYSTEM_PROMPT, prompt_hash, system_prompt
from gate.docs.contract.rubric import SCHEMA_RUBRIC

ROOT = Path(__file__).resolve().parents[3]
#: What one run would key on, printed by a process of its own (one process, one run).
ONE_RUN = """
import json
from gate.core.envelope_tags import RUN_TAGS
from gate.docs.addressing.guard_prompt import GUARD_SYSTEM_PROMPT, GuardRequest
from gate.docs.artifacts import Artifact
from gate.docs.contract.prompts import SYSTEM_PROMPT, prompt_hash
from gate.docs.contract.rubric import SCHEMA_RUBRIC
texts = Artifact("column.id.description", "column_description", "The order id.", "m.yml", 1,
                 "m", subject="id"),
print(json.dumps({"nonce": RUN_TAGS.nonce, "system": SYSTEM_PROMPT,
                  "guard_system": GUARD_SYSTEM_PROMPT, "hash": prompt_hash(SCHEMA_RUBRIC),
                  "guard_key": GuardRequest("m", texts).key("claude-sonnet-4-6")}))
"""


def one_run() -> dict[str, str]:
    done = subprocess.run([sys.executable, "-c", ONE_RUN], cwd=ROOT, capture_output=True,
                          text=True, check=True, timeout=120)
    answer: dict[str, str] = json.loads(done.stdout)
    return answer


def test_two_runs_draw_two_nonces_and_key_alike() -> None:
    first, second = one_run(), one_run()
    assert first["nonce"] != second["nonce"]
    assert first["nonce"] in first["system"]
    assert first["nonce"] in first["guard_system"]
    assert first["system"] != second["system"]  # what each run sends differs ...
    assert first["hash"] == second["hash"] == prompt_hash(SCHEMA_RUBRIC)  # ... its keys do not
    assert first["guard_key"] == second["guard_key"]


def test_a_nonce_is_128_random_bits_as_hex_and_the_marker_is_no_nonce() -> None:
    assert len(RUN_TAGS.nonce) == 32
    assert int(RUN_TAGS.nonce, 16) >= 0
    assert EnvelopeTags.drawn() != EnvelopeTags.drawn()
    assert RUN_TAGS.nonce in SYSTEM_PROMPT
    assert RUN_TAGS.marked(SYSTEM_PROMPT) == system_prompt(MARKED_TAGS)
    assert not MARKED_TAGS.spelled_in(system_prompt(MARKED_TAGS))


def test_a_digest_nonce_is_the_same_for_the_same_texts_and_moves_with_any_of_them() -> None:
    assert EnvelopeTags.digest_of("a", "b") == EnvelopeTags.digest_of("a", "b")
    assert EnvelopeTags.digest_of("a", "b") != EnvelopeTags.digest_of("ab", "")
    assert EnvelopeTags.digest_of("a", "b") != EnvelopeTags.digest_of("a", "c")
