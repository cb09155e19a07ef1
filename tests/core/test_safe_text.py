"""Each sink's rule for untrusted text, in the one module that holds them all."""

from __future__ import annotations

from gate.core import safe_text
from gate.core.redaction import register


def test_a_log_line_cannot_start_a_new_line_or_command() -> None:
    assert safe_text.one_line("ok\n::error::forged\r") == "ok ::error::forged "
    assert safe_text.one_line("x" * 10, limit=5) == "xxxx…"


def test_json_text_replaces_what_utf8_cannot_carry() -> None:
    assert safe_text.replace_unsafe("a\ud800b\x00c\ufffe") == "a\ufffdb\ufffdc\ufffd"
    assert safe_text.replace_unsafe("ordinary_id-1") == "ordinary_id-1"
    assert not safe_text.is_plain("tab\there")


def test_xml_keeps_tabs_and_newlines_and_replaces_other_controls() -> None:
    assert safe_text.xml_safe("a\tb\nc\x01d\x0be") == "a\tb\nc\ufffdd\ufffde"


def test_an_artifact_id_name_holds_no_whitespace_tag_or_backtick() -> None:
    assert safe_text.safe_name("orders</ARTIFACT>`x` y") == "orders_/ARTIFACT_x_y"
    assert safe_text.safe_name("  ") == "_"
    assert len(safe_text.safe_name("n" * 500)) == safe_text.NAME_LIMIT


def test_a_markdown_cell_forms_no_mention_link_or_new_cell() -> None:
    cell = safe_text.markdown_cell("@team see [x](https://e.test) | <b>\nnext", 200)
    assert cell == "@\u200bteam see \\[x\\](https://e.test) \\| &lt;b&gt; next"
    assert safe_text.markdown_cell("y" * 50, 10) == "yyyyyyyyy…"


def test_page_text_redacts_before_cutting() -> None:
    secret = "sk-ant-0123456789abcdefghij"
    register(secret)
    shown = safe_text.page_text(f"key {secret} @me", 200)
    assert secret not in shown
    assert shown.endswith("@\u200bme")
    assert secret[:12] not in safe_text.page_text(f"{secret}", 12)


def test_workflow_command_escapes_follow_the_toolkit() -> None:
    assert safe_text.workflow_data("50%\r\n") == "50%25%0D%0A"
    assert safe_text.workflow_property("a:b,c\n") == "a%3Ab%2Cc%0A"
