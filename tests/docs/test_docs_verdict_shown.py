"""`signalforge-gate docs` shows one docs verdict: the docs check's, decided in
`gate.report`. SignalForge's own `passed` (over the scored pairs alone) stays in the report
for its readers, and is never what a person is told the grade ended as."""

from __future__ import annotations

import json
import re
from pathlib import Path

from tests.docs.conftest import candidate, write_candidate
from tests.docs.judges.test_scores_protocol import answer, prompts_for

ENFORCED = "grade:\n  fail_on_below_threshold: true\n  require_complete: true\n"


def test_a_docs_run_failing_on_an_ungraded_pair_never_prints_passed(
        cli, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Every scored pair passes, enough pairs are ungraded to tip the bar: SignalForge's figure
    says passed, the docs check says INCONCLUSIVE on an enforced bar (exit 3), and the
    terminal says only the latter."""
    write_candidate(tmp_path, candidate(columns=6))
    (tmp_path / "signalforge.yml").write_text(ENFORCED)
    prompts = prompts_for(cli, tmp_path)
    folder = tmp_path / "prompts"
    for schema_id, document in prompts.items():
        if not any(f"col_{n}" in schema_id for n in range(3)):  # half the columns ungraded
            answer(document, folder, score=5.0)
    report_path = tmp_path / "docs-grade.json"

    run = cli("docs", str(tmp_path), "--judge", "scores", "--scores", str(folder),
              "--report", str(report_path), "--no-audit")

    report = json.loads(report_path.read_text())
    assert report["passed"] is True  # SignalForge's figure: the scored pairs all pass
    assert any(r["score"] is None for r in report["results"])
    assert report["verdict"].startswith("INCONCLUSIVE")
    assert run.exit_code == 3, run.stderr
    shown = run.stdout + run.stderr
    assert "verdict: INCONCLUSIVE" in shown
    assert "→ INCONCLUSIVE" in shown
    assert not re.search(r"\bpassed\b", shown, re.IGNORECASE), shown
