"""Start-up of `signalforge-gate session`: grading an audit log imports nothing of the docs
grading (`gate.docs`: its report models, calibration records, rubric and rules), which the
session check never uses. Those imports were a sixth of the command's start-up on a
1,000,000-entry log (`bench/session_1m.py` measures the whole process, not this test).

Nor, without a configuration file, pydantic: importing it and building a first model cost the
command about a tenth of a second of CPU, as much as grading a hundred thousand entries.

Each probe is a fresh interpreter: the test process has long imported everything.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from gate.configure.config import defaults
from gate.configure.session_bar import DEFAULT_BAR, configured

PROBE = """
import json, sys
from gate.cli.main import main
code = main(sys.argv[1:])
print("probe:", json.dumps(sorted(m for m in sys.modules if m.startswith(%r))))
sys.exit(code)
"""
ENTRY = {"timestamp": "2026-11-18T09:00:00.000Z", "sessionId": "ses_probe", "domain": "tasks",
         "operation": "find", "params": {"query": "orders"},
         "result": {"success": True, "exitCode": 0, "duration": 5}, "metadata": {}}


def loaded(args: list[str], prefix: str, cwd: Path) -> tuple[int, list[str], str]:
    """The exit code, the modules under `prefix` loaded by the end, and stdout."""
    clean = {k: v for k, v in os.environ.items()
             if not k.startswith(("GITHUB_", "INPUT_", "ANTHROPIC_", "SIGNALFORGE_"))}
    done = subprocess.run([sys.executable, "-c", PROBE % (prefix,), *args], capture_output=True,
                          text=True, env=clean, cwd=cwd, timeout=120, check=False)
    line = next(ln for ln in done.stdout.splitlines() if ln.startswith("probe:"))
    return done.returncode, json.loads(line.removeprefix("probe:")), done.stdout


def test_grading_a_session_log_imports_nothing_of_the_docs_grading(tmp_path: Path) -> None:
    log = tmp_path / "audit.jsonl"
    log.write_text("\n".join(json.dumps(ENTRY) for _ in range(3)) + "\n", encoding="utf-8")
    for output in ([], ["--json"]):
        code, modules, stdout = loaded(["session", str(log), "--no-history", *output],
                                       "gate.docs", tmp_path)
        assert code == 0
        assert "ses_probe" in stdout  # the session was graded and printed
        assert modules == []


def test_the_probe_sees_the_docs_grading_when_a_command_imports_it(tmp_path: Path) -> None:
    # The probe must be able to fail: grading docs loads gate.docs.
    (tmp_path / "models").mkdir()
    (tmp_path / "models" / "schema.yml").write_text(
        "version: 2\nmodels:\n  - name: orders\n    description: One row per order.\n",
        encoding="utf-8")
    _, modules, _ = loaded(["docs", "models/schema.yml", "--judge", "heuristic", "--no-audit",
                            "--report", str(tmp_path / "report.json")], "gate.docs", tmp_path)
    assert "gate.docs.models" in modules


def _log(tmp_path: Path) -> Path:
    log = tmp_path / "audit.jsonl"
    log.write_text(json.dumps(ENTRY) + "\n", encoding="utf-8")
    return log


def test_without_a_configuration_file_no_yaml_or_glob_reader_is_imported(tmp_path: Path) -> None:
    # The defaults apply: reading YAML and checking glob patterns are for a file that exists.
    log = _log(tmp_path)
    for prefix in ("yaml", "wcmatch"):
        code, modules, stdout = loaded(["session", str(log), "--no-history"], prefix, tmp_path)
        assert code == 0
        assert "ses_probe" in stdout
        assert modules == []


def test_the_probe_sees_both_readers_when_a_configuration_file_needs_them(tmp_path: Path) -> None:
    log = _log(tmp_path)
    (tmp_path / "signalforge.yml").write_text(
        "gate:\n  session:\n    min_percent: 50\n    audits: ['logs/**/*.jsonl']\n",
        encoding="utf-8")
    for prefix, module in (("yaml", "yaml"), ("wcmatch", "wcmatch.glob")):
        code, modules, _ = loaded(["session", str(log), "--no-history"], prefix, tmp_path)
        assert code == 0
        assert module in modules


def test_without_a_configuration_file_no_pydantic_is_imported(tmp_path: Path) -> None:
    # Importing pydantic and building a first model cost the command about a tenth of a second
    # of CPU: the grades are dataclasses, the verdict and the default bar plain data.
    log, history = _log(tmp_path), tmp_path / "GRADES.jsonl"
    for output in ([], ["--json"]):
        code, modules, stdout = loaded(["session", str(log), "--history", str(history),
                                        *output], "pydantic", tmp_path)
        assert code == 0
        assert "ses_probe" in stdout
        assert modules == []
    assert history.read_text(encoding="utf-8").count("\n") == 2  # the history is written too


def test_a_configuration_file_is_validated_by_pydantic_and_its_bar_applies(tmp_path: Path) -> None:
    log = _log(tmp_path)
    (tmp_path / "signalforge.yml").write_text("gate:\n  session:\n    min_percent: 100\n",
                                              encoding="utf-8")
    code, modules, stdout = loaded(["session", str(log), "--no-history"], "pydantic", tmp_path)
    assert code == 0  # below the bar, not enforced
    assert "pydantic" in modules
    assert "below the minimum of 100%" in stdout


def test_the_bar_without_a_file_is_the_configurations_default() -> None:
    assert configured(defaults().gate.session) == DEFAULT_BAR
