"""action.yml against the code: every input the code reads is declared (with the default the
code assumes), every declared input is read, and the outputs are the ones written."""

from __future__ import annotations

import json
import re
from pathlib import Path

import yaml

from gate.publishing.runner_output import outputs
from gate.report.grade_json import GateReport

ROOT = Path(__file__).resolve().parent.parent.parent
ACTION = yaml.safe_load((ROOT / "action.yml").read_text())
READS = re.compile(r"""(?:actions\.input|actions\.flag|pick\([^,]+,)\s*\(?\s*["']([a-z-]+)["']""")
#: An input read as its variable, before anything else is imported (`gate.cli.isolation`).
READS_VARIABLE = re.compile(r"""["']INPUT_([A-Z][A-Z-]*)["']""")


def inputs_read_by_the_code() -> set[str]:
    texts = [path.read_text() for path in (ROOT / "gate").rglob("*.py")]
    return {name for text in texts for name in READS.findall(text)} | {
        name.lower() for text in texts for name in READS_VARIABLE.findall(text)}


def test_the_action_declares_exactly_the_inputs_the_code_reads() -> None:
    assert set(ACTION["inputs"]) == inputs_read_by_the_code()


def test_the_marketplace_accepts_the_description_and_branding() -> None:
    # The Marketplace refuses a description over 125 characters, and shows the icon and
    # colour of `branding` (Feather icon names; a fixed set of colours).
    assert 0 < len(ACTION["description"]) <= 125
    assert set(ACTION["branding"]) == {"icon", "color"}
    assert ACTION["branding"]["color"] in {"white", "black", "yellow", "blue", "green",
                                           "orange", "red", "purple", "gray-dark"}
    assert re.fullmatch(r"[a-z0-9-]+", ACTION["branding"]["icon"])


def test_every_input_and_output_is_described() -> None:
    for section in ("inputs", "outputs"):
        for name, spec in ACTION[section].items():
            assert spec.get("description"), f"{section}.{name}"


def test_the_action_declares_exactly_the_outputs_the_run_writes(runner_env) -> None:
    runner_env.run()
    report = GateReport.model_validate(runner_env.grade_json)
    assert set(ACTION["outputs"]) == set(outputs(report, Path("grade.json")))
    assert set(runner_env.outputs) == set(ACTION["outputs"])


def test_it_is_a_docker_action_built_from_the_dockerfile() -> None:
    assert ACTION["runs"] == {"using": "docker", "image": "Dockerfile"}
    dockerfile = (ROOT / "Dockerfile").read_text()
    assert re.search(r"^FROM python:3\.12-slim-bookworm@sha256:[0-9a-f]{64}$", dockerfile, re.M)
    # The compiler only in the launcher's stage; the image itself installs nothing from apt
    # (no git: the gate reads git objects itself).
    stages = re.split(r"^FROM ", dockerfile, flags=re.M)[1:]
    assert [stage.split("\n", 1)[0].endswith(" AS launcher") for stage in stages] == [True, False]
    assert re.findall(r"apt-get install ([^&\n]*)", stages[0]) == [
        "-y --no-install-recommends 'gcc=4:12.2.*' 'libc6-dev=2.36-*' "]
    assert "apt-get" not in stages[1]
    assert "gcc -static" in stages[0]
    assert "--constraint constraints.txt" in dockerfile
    # The static launcher first, then Python isolated (-I) by absolute path.
    entry = json.loads(re.findall(r"^ENTRYPOINT (.*)$", dockerfile, re.M)[0])
    assert entry[0] == "/usr/local/bin/signalforge-gate-launcher"
    assert entry[entry.index("--") + 1:] == ["/usr/local/bin/python", "-I", "-B", "-u", "-m",
                                             "gate", "run"]


def test_the_constraints_pin_every_runtime_dependency_exactly() -> None:
    import tomllib
    pinned = {line.split("==")[0].lower().replace("_", "-")
              for line in (ROOT / "constraints.txt").read_text().splitlines()
              if line and not line.startswith("#")}
    declared = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["dependencies"]
    for requirement in declared:
        name = re.split(r"[<>=!~ ]", requirement, maxsplit=1)[0].lower().replace("_", "-")
        assert name in pinned, name
    assert all("==" in line for line in (ROOT / "constraints.txt").read_text().splitlines()
               if line and not line.startswith("#"))
