"""Untrusted text made safe for a format that forbids some characters."""

from __future__ import annotations

import re

#: What XML 1.0 forbids outright: C0 controls other than tab, newline and carriage return,
#: lone surrogates, and U+FFFE/U+FFFF. A drafted doc may hold any of them.
_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")


def xml_safe(value: str) -> str:
    """`value` with every character XML cannot carry replaced by U+FFFD."""
    return _NOT_XML.sub("\ufffd", value)
