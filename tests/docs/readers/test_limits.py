"""Bounded work on hostile files: the YAML/JSON loader's limits, the text rules, the size cap,
duplicate keys and merges, and every reader failure as an InputError naming file and line."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from gate.core.errors import InputError
from gate.docs.artifacts import Artifact, make_ids_unique
from gate.docs.pipeline import extract_readable
from gate.docs.readers.candidate import extract_candidate
from gate.docs.readers.dbt import extract_dbt
from gate.docs.readers.extract import MAX_DOC_BYTES, extract_files
from gate.inputs.safe_json import load_json
from gate.inputs.safe_yaml import (
    ALIAS_NODE_BUDGET,
    MAX_DEPTH,
    MAX_INT_DIGITS,
    DuplicateKey,
    LoadError,
    load_yaml,
)
from tests.docs.conftest import candidate


def alias_bomb(levels: int, key: str = "a") -> str:
    """Nine aliases of nine aliases of ...: 9**levels nodes from a few hundred bytes."""
    lines = [f"{key}0: &{key}0 [x, x, x, x, x, x, x, x, x]"]
    lines += [f"{key}{i}: &{key}{i} [" + ", ".join([f"*{key}{i - 1}"] * 9) + "]"
              for i in range(1, levels + 1)]
    return "\n".join(lines) + "\n"


def test_a_nine_level_alias_bomb_is_refused_at_the_alias_that_crosses_the_budget() -> None:
    with pytest.raises(LoadError, match="alias bomb") as caught:
        load_yaml(alias_bomb(9))
    assert caught.value.line == 5  # 9**4 nodes so far: the fifth line crosses 10,000


def test_a_dbt_file_with_an_alias_bomb_in_a_tests_arguments_is_an_input_error() -> None:
    text = ("models:\n  - name: m\n    columns:\n      - name: c\n        tests:\n"
            "          - accepted_values:\n              values: *b8\n")
    bomb = alias_bomb(8, key="b").replace("\n", "\n")
    with pytest.raises(InputError, match="alias bomb") as caught:
        extract_dbt(bomb + text, "models/schema.yml")
    assert caught.value.path == "models/schema.yml"
    assert caught.value.line is not None


def test_ordinary_anchors_and_merges_stay_within_the_budget() -> None:
    text = "base: &base {a: 1, b: [1, 2, 3]}\n" + "".join(
        f"k{i}:\n  <<: *base\n  c: {i}\n" for i in range(200))
    located = load_yaml(text)
    assert located.data["k199"] == {"a": 1, "b": [1, 2, 3], "c": 199}


def test_the_alias_budget_counts_every_node_an_alias_stands_for() -> None:
    big = "[" + ", ".join(["x"] * (ALIAS_NODE_BUDGET // 2)) + "]"
    assert load_yaml(f"a: &a {big}\nb: *a\n").data["b"][0] == "x"
    with pytest.raises(LoadError, match="alias bomb"):
        load_yaml(f"a: &a {big}\nb: *a\nc: *a\n")


def test_a_recursive_alias_is_refused() -> None:
    with pytest.raises(LoadError, match="recursive") as caught:
        load_yaml("a: &r\n  - x\n  - *r\n")
    assert caught.value.line == 3


@pytest.mark.parametrize("load", [load_yaml, load_json])
def test_nesting_deeper_than_the_limit_is_refused(load) -> None:  # type: ignore[no-untyped-def]
    assert load("[" * MAX_DEPTH + "]" * MAX_DEPTH).data is not None
    with pytest.raises(LoadError, match="nests deeper"):
        load("[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1))


def test_json_nested_past_the_interpreters_limit_is_a_load_error() -> None:
    with pytest.raises(LoadError):
        load_json("[" * 100_000 + "]" * 100_000)


@pytest.mark.parametrize("digits", [5_000, 100_000])
def test_a_huge_integer_is_refused_before_conversion_with_its_line(digits: int) -> None:
    with pytest.raises(LoadError, match=f"{digits:,} digits") as caught:
        load_yaml("grade:\n  max_output_tokens: " + "9" * digits + "\n")
    assert caught.value.line == 2
    with pytest.raises(LoadError, match=f"{digits:,} digits") as caught:
        load_json('{\n"a":\n' + "9" * digits + "}")
    assert caught.value.line == 3


def test_integers_up_to_the_limit_are_read() -> None:
    assert load_yaml("a: " + "1" * MAX_INT_DIGITS).data["a"] == int("1" * MAX_INT_DIGITS)
    assert load_json("[" + "1" * MAX_INT_DIGITS + "]").data == [int("1" * MAX_INT_DIGITS)]


def test_a_date_that_is_no_date_is_a_load_error_not_a_crash() -> None:
    with pytest.raises(LoadError, match="month") as caught:
        load_yaml("a: 1\nb: 2001-13-01\n")
    assert caught.value.line == 2


@pytest.mark.parametrize(("text", "named"), [
    ("a: x\x00y", "U+0000"), ("a: x\x1by", "U+001B ESCAPE"), ("a: x\x7fy", "U+007F"),
    ("a: x\ufffey", "U+FFFE"), ("a: x\uffffy", "U+FFFF"), ("a: x\ud800y", "lone surrogate"),
    ('a: "\\0"', "U+0000"), ('a: "\\e"', "U+001B"), ('a: "\\x7f"', "U+007F"),
])
def test_forbidden_characters_in_yaml_are_named_with_their_line(text: str, named: str) -> None:
    with pytest.raises(LoadError, match=named.replace("+", r"\+")) as caught:
        load_yaml("ok: 1\n" + text)
    assert caught.value.line == 2


@pytest.mark.parametrize(("escape", "named"), [
    ("\\u0000", "U+0000"), ("\\u001b", "U+001B"), ("\\ud800", "U+D800"), ("\\uffff", "U+FFFF"),
])
def test_forbidden_escapes_in_json_strings_are_named(escape: str, named: str) -> None:
    with pytest.raises(LoadError, match=named.replace("+", r"\+")) as caught:
        load_json('{\n"name":\n"x' + escape + '"}')
    assert caught.value.line == 2  # the key's line


def test_a_tab_and_line_breaks_are_text() -> None:
    assert load_yaml('a: "x\\ty"\nb: |\n  one\r\n  two\n').data == {"a": "x\ty",
                                                                    "b": "one\ntwo\n"}


def test_duplicate_keys_are_refused_by_default() -> None:
    with pytest.raises(LoadError, match="appears twice") as caught:
        load_yaml("grade:\n  min_pass_rate: 0.9\n  min_pass_rate: 0.1\n")
    assert caught.value.line == 3


def test_last_wins_keeps_the_last_value_and_reports_each_duplicate() -> None:
    located = load_yaml("models:\n  - name: a\n    description: one\n    description: two\n"
                        "    description: three\n", duplicate_keys="last_wins")
    assert located.data["models"][0]["description"] == "three"
    assert located.duplicates == (
        DuplicateKey(("models", 0, "description"), 3, 4),
        DuplicateKey(("models", 0, "description"), 3, 5))
    assert located.line_of(("models", 0, "description")) == 5


def test_the_lines_of_a_shadowed_value_are_not_kept() -> None:
    located = load_yaml("a:\n  old: 1\na:\n  new: 2\n", duplicate_keys="last_wins")
    assert located.data == {"a": {"new": 2}}
    assert ("a", "old") not in located.lines
    assert located.lines[("a", "new")] == 4


@pytest.mark.parametrize("policy", ["refuse", "last_wins"])
def test_a_merge_override_is_honoured_and_is_no_duplicate(policy: str) -> None:
    located = load_yaml("base: &base\n  min_pass_rate: 0.7\n  min_mean_score: 0.5\n"
                        "grade:\n  <<: *base\n  min_pass_rate: 0.9\n",
                        duplicate_keys=policy)  # type: ignore[arg-type]
    assert located.data["grade"] == {"min_pass_rate": 0.9, "min_mean_score": 0.5}
    assert located.duplicates == ()
    assert located.line_of(("grade", "min_pass_rate")) == 6


def test_json_lines_point_at_keys_and_items() -> None:
    text = json.dumps(candidate(columns=2), indent=2)
    located = load_json(text)
    lines = text.splitlines()
    assert '"description"' in lines[located.lines[("columns", 1, "description")] - 1]
    assert '"name": "col_1"' in lines[located.lines[("columns", 1, "name")] - 1]
    assert lines[located.lines[("columns", 1)] - 1].strip() == "{"


def test_json_strings_with_brackets_and_escapes_do_not_confuse_the_line_scanner() -> None:
    located = load_json('{"a": "[{,:\\"}]",\n "b": [\n  "x\\\\",\n  {"c": 1}]}')
    assert located.lines == {(): 1, ("a",): 1, ("b",): 2, ("b", 0): 3, ("b", 1): 4,
                             ("b", 1, "c"): 4}


def write(tmp_path: Path, name: str, content: bytes) -> str:
    (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
    (tmp_path / name).write_bytes(content)
    return name


def test_a_doc_over_the_size_cap_is_named_as_too_large(tmp_path: Path) -> None:
    name = write(tmp_path, "big.md", b"## A\n\n" + b"x" * MAX_DOC_BYTES)
    with pytest.raises(InputError, match="larger than the 16 MiB") as caught:
        extract_files(tmp_path, [name])
    assert caught.value.path == "big.md"


def test_invalid_utf8_is_named_with_its_line(tmp_path: Path) -> None:
    name = write(tmp_path, "models/s.yml", b"models:\n  - name: m\n    description: caf\xe9\n")
    with pytest.raises(InputError, match="not UTF-8") as caught:
        extract_files(tmp_path, [name])
    assert (caught.value.path, caught.value.line) == ("models/s.yml", 3)


@pytest.mark.parametrize("name", ["g.md", "models/s.yml", "c.json"])
def test_control_characters_are_an_input_error_in_every_reader(tmp_path: Path,
                                                              name: str) -> None:
    write(tmp_path, name, b"{}\n\x1b[31m\n")
    with pytest.raises(InputError, match="ESCAPE") as caught:
        extract_files(tmp_path, [name])
    assert (caught.value.path, caught.value.line) == (name, 2)


def test_a_byte_order_mark_is_not_text(tmp_path: Path) -> None:
    name = write(tmp_path, "c.json", b"\xef\xbb\xbf" + json.dumps(candidate()).encode())
    assert extract_files(tmp_path, [name])


def test_an_unreadable_file_is_an_input_error_about_that_file(tmp_path: Path) -> None:
    (tmp_path / "dir.md").mkdir()
    with pytest.raises(InputError) as caught:
        extract_files(tmp_path, ["dir.md"])
    assert caught.value.path == "dir.md"
    with pytest.raises(InputError, match="cannot read") as caught:
        extract_files(tmp_path, ["missing.yml"])
    assert caught.value.path == "missing.yml"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
def test_a_named_pipe_is_refused_without_blocking(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "pipe.md")
    with pytest.raises(InputError, match="not a regular file"):
        extract_files(tmp_path, ["pipe.md"])


def test_a_candidate_with_a_huge_integer_is_an_input_error_with_its_line() -> None:
    text = json.dumps(candidate(tests=[{"type": "row_count_between", "minimum": 1}]), indent=2)
    text = text.replace('"minimum": 1', '"minimum": ' + "7" * 5000)
    with pytest.raises(InputError, match="5,000 digits") as caught:
        extract_candidate(text, "c.json")
    assert caught.value.line == next(n for n, line in enumerate(text.splitlines(), 1)
                                     if "777" in line)


def test_repeats_are_numbered_around_ids_that_already_carry_a_suffix() -> None:
    made = [Artifact(i, "markdown_section", "text", "g.md", 1, "g") for i in ("x", "x", "x:2")]
    assert [a.artifact_id for a in make_ids_unique(made)] == ["x", "x:3", "x:2"]


def test_unreadable_files_are_set_aside_and_the_rest_is_read(tmp_path: Path) -> None:
    write(tmp_path, "bad.yml", b"models:\n  - name: m\n    description: \x00\n")
    write(tmp_path, "good.md", b"## A\n\nSome text.\n\n## B\n\nMore text.\n")
    write(tmp_path, "bomb.yml", alias_bomb(9).encode())
    artifacts, problems, _ = extract_readable(tmp_path, ["bad.yml", "good.md", "bomb.yml"])
    assert [a.artifact_id for a in artifacts] == ["section.a", "section.b"]
    assert [(p.path, p.line) for p in problems] == [("bad.yml", 3), ("bomb.yml", 5)]
