"""Property-based fuzzing of the loaders and the docs readers: whatever a pull request holds,
reading it ends in artifacts or in the gate's own error, never in another exception.

Inputs are built from the pieces that broke readers before (anchors and aliases, merge keys,
tags, long numbers, escapes, control characters, front matter, fences, HTML comments) mixed
with arbitrary text and bytes, so the search reaches the interesting corners quickly.
"""

from __future__ import annotations

import json
import tempfile
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gate.core.errors import ConfigError, InputError
from gate.core.text_rules import FORBIDDEN
from gate.docs.artifacts import Artifact, group_by_model
from gate.docs.contract.rubric import Rubric
from gate.docs.judges.offline.heuristic import HeuristicJudge
from gate.docs.readers.extract import extract_files
from gate.docs.seam.judge import JudgeRequest
from gate.inputs.safe_json import load_json
from gate.inputs.safe_yaml import LoadError, load_yaml

FUZZ = settings(max_examples=150, deadline=None, derandomize=True,
                suppress_health_check=[HealthCheck.too_slow])

YAML_PIECES = st.sampled_from([
    "models:", "  - name: m", "    description: d", "    columns:", "      - name: c",
    "        description: x", "        tests:", "          - not_null", "          - unique",
    "          - accepted_values:", "              values: [a, b]", "              values: *v",
    "        meta: {rationale: r}", "a: &v [1, 2]", "b: *v", "c: *missing", "d: &r [*r]",
    "<<: *v", "<<: {x: 1}", "e: !!binary aGVsbG8=", "f: !!timestamp 2001-13-01",
    "g: !!set {a, b}", "h: !!python/object:os.system x", "i: 2001-12-14", "j: 1:20:30",
    "k: 0x1F", "l: 0o17", "m: .inf", "n: ~", "o: " + "9" * 150, 'p: "\\0\\e\\x7f"',
    "q: '\\ud800'", "r: |", "  block", "? [a, b]", ": v", "- x", "[", "]", "{", "}", "---",
    "...", "%YAML 1.1", "s: !!int x", "t: 1_000", "u: -0b101", "  columns: abc",
    "models: 5", "models: [5, {name: 7}]", "  - name: [x]", "  - {name: m, columns: [1]}",
    "          - relationships: {to: ref('x'), field: id}", "          - {test_name: t}",
])
MD_PIECES = st.sampled_from([
    "# Title", "## A", "## A", "### B", "Title", "=====", "-----", "---", "hide:", "  - toc",
    "```", "```sh", "~~~", "    indented code", "<!-- TODO -->", "<!--", "-->", "<div>",
    "</div>", "TODO", "placeholder", "lorem ipsum", "> quote", "- item", "1. item",
    "| a | b |", "|---|---|", "[link](http://x)", "![alt](i.png)", "**bold** _it_", "`code`",
    "", " ", "\t", "#", "######## too deep", "# ", "#\tx", "\\# escaped",
])
JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False)
    | st.text(max_size=20),
    lambda children: st.lists(children, max_size=4)
    | st.dictionaries(st.sampled_from(["name", "description", "rationale", "columns", "tests",
                                       "type", "column", "values", "to", "field", "sql",
                                       "minimum", "maximum", "schema_version", "x"]),
                      children, max_size=5),
    max_leaves=25)


def lines(pieces: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    noise = st.text(max_size=12)
    return st.lists(st.one_of(pieces, pieces, pieces, noise), max_size=30).map("\n".join)


def read(name: str, content: bytes) -> list[Artifact] | None:
    """Artifacts of one file, or None for the gate's own refusal; anything else escapes."""
    with tempfile.TemporaryDirectory() as folder:
        (Path(folder) / name).parent.mkdir(parents=True, exist_ok=True)
        (Path(folder) / name).write_bytes(content)
        try:
            artifacts = extract_files(Path(folder), [name])
        except InputError as error:
            refusal = error
        else:
            check_artifacts(artifacts)
            return artifacts
    assert refusal.path == name
    assert refusal.render()
    return None


def check_artifacts(artifacts: list[Artifact]) -> None:
    """What reaches the judge, the report and the logs is writable, checked text."""
    ids = [a.artifact_id for a in artifacts]
    assert len(ids) == len(set(ids))
    for artifact in artifacts:
        for text in (artifact.text, artifact.plain_text or "", artifact.artifact_id,
                     artifact.subject):
            assert FORBIDDEN.search(text) is None
            text.encode("utf-8")
        json.dumps(artifact.test.args if artifact.test else {}, default=str)
    judge, rubric = HeuristicJudge(), Rubric.from_config(None, {}, with_markdown=True)
    by_model = group_by_model(artifacts)
    for artifact in artifacts:  # the offline judge reads whatever the readers produce
        outcome = judge.judge(JudgeRequest(artifact, rubric.criteria_for(artifact),
                                           by_model[artifact.model]), deadline=0)
        assert outcome.verdicts is not None


@FUZZ
@given(st.one_of(lines(YAML_PIECES), st.text(max_size=200)))
def test_load_yaml_returns_data_or_a_load_error(text: str) -> None:
    for policy in ("refuse", "last_wins"):
        try:
            located = load_yaml(text, duplicate_keys=policy)  # type: ignore[arg-type]
        except LoadError as error:
            check_refusal(error)
            continue
        assert all(line >= 1 for line in located.lines.values())
        if policy == "refuse":
            assert located.duplicates == ()


def check_refusal(error: LoadError) -> None:
    assert error.line is None or error.line >= 1
    assert str(error)
    assert error.fix


@FUZZ
@given(st.one_of(JSON_VALUES.map(json.dumps), JSON_VALUES.map(lambda v: json.dumps(v, indent=1)),
                 st.text(max_size=200)))
def test_load_json_returns_data_or_a_load_error(text: str) -> None:
    try:
        located = load_json(text)
    except LoadError as error:
        check_refusal(error)
        return
    assert located.data == json.loads(text)
    assert all(line >= 1 for line in located.lines.values())


def candidate_like(value: Any) -> Any:
    """Random JSON nudged into a candidate's shape, so validation is reached often."""
    if isinstance(value, dict):
        return {"schema_version": 1, "name": "m", "description": "d", "columns": [value],
                **value}
    return value


@FUZZ
@given(st.one_of(JSON_VALUES.map(candidate_like).map(json.dumps), st.binary(max_size=120),
                 st.text(max_size=120).map(lambda t: t.encode("utf-8", "surrogatepass"))))
def test_the_candidate_reader_never_raises_anything_but_an_input_error(content: Any) -> None:
    read("c.json", content if isinstance(content, bytes) else content.encode())


@FUZZ
@given(st.one_of(lines(YAML_PIECES).map(lambda t: t.encode("utf-8", "surrogatepass")),
                 st.binary(max_size=120)))
def test_the_dbt_reader_never_raises_anything_but_an_input_error(content: bytes) -> None:
    read("models/schema.yml", content)


@FUZZ
@given(st.one_of(lines(MD_PIECES), st.text(max_size=200)))
def test_the_markdown_reader_never_raises_anything_but_an_input_error(text: str) -> None:
    artifacts = read("docs/guide.md", text.encode("utf-8", "surrogatepass"))
    if artifacts is not None:
        assert all(a.line is not None and a.line >= 1 for a in artifacts)
        assert all(a.kind == "markdown_section" for a in artifacts)


@FUZZ
@given(lines(YAML_PIECES).map(lambda t: "grade:\n" + t))
def test_the_config_reader_never_raises_anything_but_a_config_error(text: str) -> None:
    from gate.configure.config import parse_config  # the loader under the config's own validation

    try:
        parse_config(text.encode("utf-8", "surrogatepass"), display_path="signalforge.yml",
                     ref=None)
    except ConfigError as error:
        refusal: ConfigError | None = error
    else:
        refusal = None
    assert refusal is None or refusal.render().startswith("error: signalforge.yml")
