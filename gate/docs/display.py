"""The docs grade for a person at a terminal.

The figures are the report's; the state shown beside them is the docs check's, decided in
`gate.report.verdict` (ungraded pairs, unreadable files, text addressed to the grader) and
passed in (with the exit code and display state, `gate.report.display_state.check_shown`).
`GradingReport.signalforge_passed` (written as SignalForge's `passed`) is its own figure over
the scored pairs, kept in the report for its readers, and never shown as the verdict: it could
say passed where the check says FAIL."""

from __future__ import annotations

from gate.core.safe_text import one_line
from gate.core.scores.stars import stars
from gate.docs.models import GradingReport
from gate.docs.summary import failing, summarise

FAILING_SHOWN = 20


def verdict_line(report: GradingReport, state: str) -> str:
    """The figures in one line, ending with `state`, the docs check's state in words."""
    min_pass_rate, min_mean = report.thresholds
    if not report.results:
        state += ": nothing to grade (the notes say why)"
    if not report.aggregate_complete:
        ungraded = sum(r.score is None for r in report.results)
        state += f" (incomplete: {ungraded} pair(s) ungraded)"
    if report.close_call:
        state += " (close call: within the judge's noise)"
    if report.usage.unverified:
        state += f" ({report.usage.unverified} unverified)"
    judge = report.judge + (f" ({report.model})" if report.model else "")
    return (f"Docs grade: {len({r.artifact_id for r in report.results})} artifacts, "
            f"{len(report.results)} pairs · judge {judge} · pass rate "
            f"{report.pass_rate:.0%} (min {min_pass_rate:.0%}) · mean {report.mean_score:.2f} "
            f"(min {min_mean:.2f}) → {state}")


def render_docs(report: GradingReport, state: str) -> str:
    """The report for a terminal; `state` is the docs check's state in words (PASS, FAIL,
    INCONCLUSIVE)."""
    lines = [verdict_line(report, state)]
    lines += [f"note: {note}" for note in report.notes]
    summaries = summarise(report)
    width = max((len(s.criterion_id) for s in summaries), default=9)
    lines += ["", f"{'CRITERION':<{width}}  STARS  MEAN  PASSES  WEAKEST"]
    for summary in summaries:
        mean = f"{summary.mean:.2f}" if summary.mean is not None else "  — "
        weakest = summary.weakest
        why = (f"{weakest.artifact_id}: {weakest.one_line_why}" if weakest else
               "nothing could be graded")
        lines.append(f"{one_line(summary.criterion_id, 40):<{width}}  {stars(summary.mean)}  "
                     f"{mean}  {summary.passes:>2}/{summary.pairs:<3}  {one_line(why, 100)}")
    bad = failing(report)
    if bad:
        lines += ["", f"Failing or ungraded ({len(bad)}):"]
        for result in bad[:FAILING_SHOWN]:
            score = f"{result.score:.2f}" if result.score is not None else "ungraded"
            where = f"{result.file}:{result.line}" if result.line else result.file
            lines.append(one_line(f"  {where}  {result.artifact_id}  {result.criterion_id} "
                                  f"{score} — {result.one_line_why}", 400))
        if len(bad) > FAILING_SHOWN:
            lines.append(f"  … and {len(bad) - FAILING_SHOWN} more (see the report file)")
    usage = report.usage
    if usage.calls:
        cost = f"${usage.cost_usd:.4f}" if usage.cost_usd is not None else "unknown cost"
        lines += ["", f"{usage.calls} judge calls ({usage.retries} retries), "
                      f"{usage.input_tokens} input + {usage.output_tokens} output tokens, "
                      f"cache {usage.cache_creation_input_tokens} written / "
                      f"{usage.cache_read_input_tokens} read, {cost}"]
    return "\n".join(lines)
