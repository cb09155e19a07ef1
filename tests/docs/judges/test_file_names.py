"""Prompt and scores folders named from artifact ids are portable and never shared."""

from __future__ import annotations

import json
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from gate.docs.judges.file_names import READABLE_LIMIT, safe_file_name
from gate.docs.judges.flowmcp import schema_slug

PORTABLE = set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-")


def test_an_ordinary_id_keeps_its_name() -> None:
    assert schema_slug("docs/column.order_id.description") == "docs_column.order_id.description"


def test_test_names_lose_colons_quotes_and_parentheses_but_stay_readable() -> None:
    name = safe_file_name('docs_orders:test.model.expression_is_true("amount > 0")')
    assert name.startswith("docs_orders_test.model.expression_is_true_amount_0-")
    assert set(name) <= PORTABLE


def test_ids_differing_only_by_case_or_by_unsafe_characters_get_different_names() -> None:
    names = {safe_file_name(i) for i in ("a:b", "a(b", "a_b", "A_b", "a_B")}
    assert len(names) == 5
    assert len({n.lower() for n in names}) == 5  # case-folding file systems too


@settings(max_examples=200, deadline=None)
@given(st.text(min_size=1, max_size=600))
def test_any_id_becomes_one_bounded_portable_path_component(identifier: str) -> None:
    name = safe_file_name(identifier)
    assert set(name) <= PORTABLE
    assert 0 < len(name) <= READABLE_LIMIT + 9
    assert name not in (".", "..")
    assert not name.endswith(".")


def test_the_prompts_command_writes_portable_folders_with_the_id_inside(
    tmp_path: Path, cli,  # type: ignore[no-untyped-def]
) -> None:
    (tmp_path / "models").mkdir()
    (tmp_path / "models" / "m.yml").write_text(
        "models:\n  - name: Orders\n    data_tests:\n      - dbt_utils.expression_is_true:\n"
        "          expression: \"amount > 0\"\n          config:\n            meta:\n"
        "              rationale: Refunds are separate rows, never negative amounts.\n"
        "  - name: m2\n    description: Second model, so ids carry the model name.\n")
    out = tmp_path / "prompts"
    run = cli("prompts", str(tmp_path), "--out", str(out))
    assert run.exit_code == 0, run.stderr
    folders = [p.parent.name for p in out.rglob("prompts.json")]
    assert folders
    for folder in folders:
        assert set(folder) <= PORTABLE, folder
    ids = {json.loads(p.read_text())["schemaId"] for p in out.rglob("prompts.json")}
    assert "docs/Orders:test.model.dbt_utils.expression_is_true" in ids
