"""The pass mark of a criterion `gate.docs.pass_marks` does not name is declared once
(`gate.configure.gate_settings.DEFAULT_PASS_MARK`); the rules, the views and the judges read it
from there, so changing it changes every one of them."""

from __future__ import annotations

import re
from pathlib import Path

from gate.configure import gate_settings
from gate.docs.trust import rules
from gate.report.html import page

ROOT = Path(__file__).resolve().parent.parent


def test_the_default_pass_mark_is_declared_once() -> None:
    declared = sorted(
        path.relative_to(ROOT).as_posix() for path in (ROOT / "gate").rglob("*.py")
        if re.search(r"^\w*PASS_MARK\w*(?:: float)? = ", path.read_text(encoding="utf-8"),
                     re.M)
        or re.search(r">= 0\.5\b", path.read_text(encoding="utf-8")))
    assert declared == ["gate/configure/gate_settings.py"]


def test_the_rules_and_the_page_read_the_one_declaration() -> None:
    assert rules.DEFAULT_PASS_MARK is gate_settings.DEFAULT_PASS_MARK
    assert page.DEFAULT_PASS_MARK is gate_settings.DEFAULT_PASS_MARK
    described = gate_settings.DocsSettings.model_fields["pass_marks"].description or ""
    assert f"({gate_settings.DEFAULT_PASS_MARK} for a criterion not named)" in described
