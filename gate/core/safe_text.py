"""Untrusted text made safe for each place the gate writes it: one module, one rule per sink.

Drafted docs, audit logs and judge replies are pull-request content (or a service's answer to
it), and every sink has characters that change what the text does there: a newline starts a
new log line or workflow command, `|` ends a Markdown table cell, `@` pings a person, `<`
opens a tag, a lone surrogate cannot be written as UTF-8, XML refuses most controls. Each
function below is the one way text reaches its sink, so a fix to a sink's rule is made once.

Secrets are not this module's job: `gate.core.redaction` removes them before text is cut, and
the sinks that need both call it first.
"""

from __future__ import annotations

import html
import unicodedata

from gate.core.lazy_pattern import lazy_pattern
from gate.core.redaction import redact

ELLIPSIS = "…"
REPLACEMENT = "\ufffd"

#: C0 controls, DEL, C1 controls, lone surrogates, and the noncharacters U+FFFE / U+FFFF.
UNSAFE_TEXT = lazy_pattern("[\x00-\x1f\x7f-\x9f\ud800-\udfff\ufffe\uffff]")
#: What XML 1.0 forbids outright: C0 controls other than tab, newline and carriage return,
#: lone surrogates, and U+FFFE/U+FFFF. A drafted doc may hold any of them.
_NOT_XML = lazy_pattern("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")
#: Characters a name from a pull request may not carry into an id: ids appear outside the
#: judge's data envelope, in log lines and in Markdown, where these would start new lines,
#: close the envelope or break a code span.
UNSAFE_IN_NAMES = lazy_pattern(r"[\s<>`\x00-\x1f\x7f]+")
NAME_LIMIT = 120
#: How much of a judge's why (or any one-line reason) a report shows.
WHY_CHARS = 160
#: A link a report may form: http(s), and nothing that could end the link or open another.
SAFE_URL = lazy_pattern(r"^https?://[^\s()<>\"'\[\]]+$")
#: How much of a phrase from drafted text a finding shows.
PHRASE_LIMIT = 80
#: Bidirectional controls (embeddings, overrides, isolates): they reorder what a reader sees.
BIDI = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f")
_CONTROL_CHARS = {code: " " for code in (*range(0x20), 0x7F) if code != 0x09}


def cut(text: str, limit: int) -> str:
    """`text` at most `limit` characters, an ellipsis marking a cut."""
    return text if len(text) <= limit else text[: limit - 1] + ELLIPSIS


def one_line(text: str, limit: int = 500) -> str:
    """For a terminal or log line: control characters (newlines included) become spaces, so
    the text cannot start a line of its own (or a workflow command), cut to `limit`."""
    return cut(text.translate(_CONTROL_CHARS), limit)


def is_plain(text: str) -> bool:
    """True when `text` holds nothing `UNSAFE_TEXT` matches; fast for the usual ASCII id."""
    if text.isascii():
        return text.isprintable()
    return UNSAFE_TEXT.search(text) is None


def replace_unsafe(text: str) -> str:
    """For JSON and UTF-8 files: every character `UNSAFE_TEXT` matches replaced by U+FFFD
    (what CLEO does with invalid bytes), so the text can always be written."""
    return text if is_plain(text) else UNSAFE_TEXT.sub(REPLACEMENT, text)


def xml_safe(value: str) -> str:
    """For XML (JUnit): every character XML cannot carry replaced by U+FFFD."""
    return _NOT_XML.sub(REPLACEMENT, value)


def safe_name(value: str) -> str:
    """For an artifact id: a model, column or test name with no whitespace, angle bracket,
    backtick or control character; ordinary dbt names are unchanged."""
    return (UNSAFE_IN_NAMES.sub("_", value).strip("_") or "_")[:NAME_LIMIT]


def markdown_cell(value: str, limit: int) -> str:
    """For a Markdown table cell of the comment, summary or check run: one line, HTML
    escaped, `|` escaped, and no mention, link or image can be formed."""
    escaped = html.escape(cut(" ".join(value.split()), limit), quote=False).replace("|", "\\|")
    return escaped.replace("@", "@\u200b").replace("[", "\\[").replace("]", "\\]")


def page_text(value: str | None, limit: int) -> str:
    """For the HTML report, before the template engine escapes it: secrets redacted (before
    cutting, so no half of a secret is left), one line, at most `limit` characters, and no `@`
    that could read as a mention when pasted elsewhere."""
    return cut(" ".join(redact(value or "").split()), limit).replace("@", "@\u200b")


def workflow_data(text: str) -> str:
    """For a workflow command's message: `%`, CR and LF encoded (toolkit's escapeData)."""
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def workflow_property(text: str) -> str:
    """For a workflow command's property value: also `:` and `,` (toolkit's escapeProperty)."""
    return workflow_data(text).replace(":", "%3A").replace(",", "%2C")


def safe_phrase(text: str) -> str:
    """For a phrase quoted from drafted text in a finding: one line, at most 80 characters,
    invisible and control characters written as `\\uXXXX`, no angle brackets or backticks
    (they could form a tag or end a code span where it is shown)."""
    shown: list[str] = []
    for ch in " ".join(text.split()):
        category = unicodedata.category(ch)
        if category[0] == "C" or category in ("Zl", "Zp") or ch in BIDI:
            shown.append(f"\\u{ord(ch):04x}" if ord(ch) <= 0xFFFF else f"\\U{ord(ch):08x}")
        else:
            shown.append({"<": "\u2039", ">": "\u203a", "`": "'"}.get(ch, ch))
    flat = "".join(shown)
    return flat if len(flat) <= PHRASE_LIMIT else flat[: PHRASE_LIMIT - 1] + "…"
