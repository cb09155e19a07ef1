"""Grading a session log without a configuration file never imports pydantic: importing it and
building a first model costs the `session` command about a tenth of a second of CPU, as much
as grading a hundred thousand entries. A configuration file still is validated by pydantic
(the control: the probe sees pydantic when it is imported, and the file's bar applies).

Each run is a fresh interpreter (the test process has long imported pydantic).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from tests.conftest import FIXTURES

PROBE = """
import sys
from gate.cli.main import main
code = main(sys.argv[1:])
print("pydantic imported:", any(name.partition(".")[0] in ("pydantic", "pydantic_core")
                                for name in sys.modules), file=sys.stderr)
sys.exit(code)
"""
LOG = FIXTURES / "cleo" / "violations.jsonl"


def session(folder: Path, *args: str) -> tuple[bool, list[dict], str]:  # type: ignore[type-arg]
    clean = {k: v for k, v in os.environ.items()
             if not k.startswith(("GITHUB_", "INPUT_", "ANTHROPIC_", "SIGNALFORGE_"))}
    done = subprocess.run([sys.executable, "-c", PROBE, "session", str(LOG), "--json", *args],
                          cwd=folder, capture_output=True, text=True, env=clean, timeout=120,
                          check=False)
    assert done.returncode == 0, done.stderr
    return "pydantic imported: True" in done.stderr, json.loads(done.stdout), done.stderr


def test_a_session_graded_without_a_configuration_imports_no_pydantic(tmp_path: Path) -> None:
    imported, grades, said = session(tmp_path, "--history", str(tmp_path / "GRADES.jsonl"))
    assert not imported
    assert grades[0]["sessionId"]
    assert "verdict: " in said
    assert (tmp_path / "GRADES.jsonl").read_text().count("\n") == len(grades)


def test_a_configuration_file_is_still_validated_and_its_bar_applies(tmp_path: Path) -> None:
    (tmp_path / "signalforge.yml").write_text("gate:\n  session:\n    min_percent: 100\n")
    imported, grades, said = session(tmp_path, "--no-history")
    assert imported
    assert grades[0]["percent"] < 100
    assert "verdict: FAIL" in said
    assert "below the minimum of 100%" in said


def test_the_bar_without_a_file_is_the_configurations_default() -> None:
    from gate.configure.config import defaults
    from gate.configure.session_bar import DEFAULT_BAR, configured

    assert configured(defaults().gate.session) == DEFAULT_BAR
