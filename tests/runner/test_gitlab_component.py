"""The CI/CD component runs the command this version has, and declares the reports it writes."""

from __future__ import annotations

import shlex
from pathlib import Path

import yaml

from gate.cli.commands.run_gitlab import CODE_QUALITY_FILE, INLINE_VARIABLE, JUNIT_FILE
from gate.cli.main import build_parser

ROOT = Path(__file__).resolve().parent.parent.parent
COMPONENT = ROOT / "templates" / "signalforge-gate.yml"


def documents() -> tuple[dict, dict]:
    header, jobs = yaml.safe_load_all(COMPONENT.read_text())
    return header, jobs


def test_the_component_declares_the_reports_the_run_writes() -> None:
    _, jobs = documents()
    (job,) = jobs.values()
    assert job["artifacts"]["reports"] == {"codequality": CODE_QUALITY_FILE,
                                           "junit": JUNIT_FILE}
    assert job["artifacts"]["when"] == "always"  # a failing gate still hands over its reports
    assert job["variables"][INLINE_VARIABLE] == "$[[ inputs.inline-discussions ]]"


def test_the_component_s_command_parses_and_every_input_is_used() -> None:
    header, jobs = documents()
    (job,) = jobs.values()
    (command,) = job["script"]
    words = shlex.split(command.replace("$[[ inputs.judge ]]", "auto"))
    assert words[:6] == ["/usr/local/bin/python", "-I", "-B", "-u", "-m", "gate"]
    build_parser().parse_args(words[6:])  # exits on a flag this version does not have
    text = COMPONENT.read_text()
    for name in header["spec"]["inputs"]:
        assert f"$[[ inputs.{name} ]]" in text.split("---", 1)[1], name
