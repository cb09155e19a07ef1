"""`grade.json` → Markdown: the sticky PR comment and the job summary.

Both views are built from the same blocks; they differ in their size limit (a comment body is
refused above 65,536 characters, a job summary above 1 MiB) and in the hidden marker that lets
the gate find its own comment again. Past the limit, the per-artifact table loses its rows from
the best-graded end, and a note says where the full report is.

Text that came from the pull request (artifact ids, evidence, the judge's reasoning, which
quotes drafted text) is escaped before it reaches Markdown: HTML is neutralised, table pipes
are escaped, newlines flattened, and `@` mentions broken so a drafted doc cannot ping people.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from typing import Literal
from urllib.parse import quote

from gate.core.safe_text import SAFE_URL, WHY_CHARS, markdown_cell
from gate.core.scores.stars import stars
from gate.docs.calibration.agreement import drift_words, unreliable_words
from gate.docs.models import GradingReport, GradingResult
from gate.docs.summary import summarise
from gate.github.actions import SUMMARY_LIMIT_BYTES
from gate.publishing.config_change import config_change_block
from gate.publishing.deltas import Baseline, change, embed
from gate.report.display_state import DisplayState, run_display_state
from gate.report.grade_json import GateReport
from gate.session.display import DIMENSION_NAMES
from gate.session.models import DIMENSION_FIELDS, DIMENSION_MAX, GradeResult
from gate.session.provenance import AuditProvenance
from gate.session.rubric import dimension_of_flag

COMMENT_LIMIT = 65_536
#: A little below the runner's limit, for what other steps append.
SUMMARY_BUDGET_BYTES = SUMMARY_LIMIT_BYTES - 1024
MARKER = "<!-- signalforge-gate:sticky:{instance} -->"
DIGEST = "<!-- signalforge-gate:digest:{digest} -->"
UNVERIFIED_SHOWN = 10
CHECK_SUMMARY_LIMIT = 65_535


@dataclass(frozen=True)
class Extras:
    """What only the publishing side knows: where the head commit's files are shown (for the
    Where links) and the earlier comment's scores (for the change per criterion)."""

    blob_url: str | None = None  # e.g. https://github.com/o/r/blob/<head sha>
    baseline: Baseline | None = None
    #: Where the HTML report can be downloaded (the run's artifacts), when one was written.
    report_url: str | None = None


def blob_url(server_url: str | None, repository: str | None, head_sha: str | None) -> str | None:
    """The web address of the head commit's tree; None when any part is unknown or odd."""
    if not (server_url and repository and head_sha):
        return None
    url = f"{server_url.rstrip('/')}/{quote(repository)}/blob/{quote(head_sha)}"
    return url if SAFE_URL.match(url) else None


def artifacts_page(run_url: str | None) -> str | None:
    """The run's artifacts, where the HTML report is uploaded: the artifact's own address is
    only known once the upload step has run, after the gate."""
    if not run_url:
        return None
    url = f"{run_url}#artifacts"
    return url if SAFE_URL.match(url) else None


def where_cell(file: str, line: int | None, base: str | None) -> str:
    """`file:line`, linked to that line at the head commit when the address is known. The
    path comes from the pull request: the link text is escaped and the address quoted, so
    neither can leave the cell or the link."""
    shown = text(f"{file}:{line}" if line else file, 120)
    if base is None or not file:
        return shown
    address = f"{base}/{quote(file, safe='/')}" + (f"#L{line}" if line else "")
    return f"[{shown}]({address})" if SAFE_URL.match(address) else shown


def text(value: str, limit: int = WHY_CHARS) -> str:
    """Untrusted text, safe inside a Markdown table cell, at the comment's usual length."""
    return markdown_cell(value, limit)


def code(value: str) -> str:
    return f"<code>{text(value, 200)}</code>"


def marker(instance: str) -> str:
    return MARKER.format(instance=instance or "default")


HEADLINES: dict[DisplayState, str] = {
    "passed": "### ✅ signalforge-gate: passed",
    "below_bar_not_enforced": "### ⚠️ signalforge-gate: below the bar (not enforced)",
    "inconclusive_not_enforced": "### ⚠️ signalforge-gate: INCONCLUSIVE (not enforced)",
    "below_bar": "### ❌ signalforge-gate: below the bar",
    "inconclusive": "### ⚠️ signalforge-gate: INCONCLUSIVE, the gate could not tell whether "
                    "the bar is met",
    "bad_input": "### ❌ signalforge-gate: no verdict (the input could not be graded)",
    "internal_error": "### ⚠️ signalforge-gate: no verdict (an internal error occurred)",
}


def headline(report: GateReport) -> str:
    """The verdict line: the run's display state in words."""
    return HEADLINES[run_display_state(report)]


def session_block(report: GateReport) -> list[str]:
    session = report.session
    if not session.graded:
        return [f"**Session audit** — {text(session.note or 'no session audit found')}", ""]
    lines: list[str] = [f"_{text(session.note, 400)}_", ""] if session.note else []
    if session.provenance is not None:
        lines += provenance_lines(session.provenance)
    for grade in session.grades:
        lines += [f"**Session audit** {code(grade.session_id)} — {grade.total_score}/"
                  f"{grade.max_score} · grade **{grade.letter}** (min {session.min_percent}%)",
                  "", "| | Dimension | Score | Why |", "|---|---|---|---|"]
        lines += [_dimension_row(grade, name) for name in DIMENSION_FIELDS]
        if grade.input_problems.total:
            lines.append(f"\n_Graded despite {grade.input_problems.total} input problem(s) "
                         "in the audit log; see grade.json._")
        lines.append("")
    return lines


#: Sessions and audit files named one by one in the comment; the rest are counted (grade.json
#: lists them all).
LISTED = 10


def provenance_lines(provenance: AuditProvenance) -> list[str]:
    """Where the audit came from, and every session in it with the one graded marked."""
    run = provenance.run
    link = f" ([run]({run.url}))" if run is not None and run.url \
        and run.url.startswith("https://") else ""
    lines = [f"- Source: **{text(provenance.label, 200)}**{link}"]
    for source in provenance.sources[:LISTED]:
        at = f" at `{source.commit[:12]}`" if source.commit else ""
        lines.append(f"- Audit {code(source.path)}{at}: {text(source.account, 200)}")
    if len(provenance.sources) > LISTED:
        lines.append(f"- … and {len(provenance.sources) - LISTED} more audit file(s)")
    shown = [f"{code(s.session_id)} ({s.entries} entries, {text(s.first_timestamp, 40)} to "
             f"{text(s.last_timestamp, 40)}){' **graded**' if s.graded else ''}"
             for s in provenance.sessions[:LISTED]]
    more = len(provenance.sessions) - LISTED
    if shown:
        lines.append(f"- Sessions in the audit ({len(provenance.sessions)}): "
                     + ", ".join(shown) + (f", and {more} more in grade.json" if more > 0
                                           else ""))
    lines += [f"- _note: {text(note, 400)}_" for note in provenance.notes]
    return [*lines, ""]


def _dimension_row(grade: GradeResult, name: str) -> str:
    dimension = getattr(grade.dimensions, name)
    flags = [f for f in grade.flags if dimension_of_flag(f) == name]
    why = flags[0] if flags else (dimension.evidence[0] if dimension.evidence else "")
    return (f"| {stars(dimension.score / DIMENSION_MAX)} | {DIMENSION_NAMES[name]} | "
            f"{dimension.score}/{dimension.max} | {text(why)} |")


def docs_block(report: GateReport, baseline: Baseline | None = None) -> list[str]:
    docs = report.docs
    if docs.report is None:
        return [f"**Drafted docs** — {text(docs.note or 'no drafted docs in this change')}", ""]
    grading = docs.report
    min_pass_rate, min_mean = grading.thresholds
    artifacts = len({r.artifact_id for r in grading.results})
    close = " · **close call**" if grading.close_call else ""
    lines = [f"**Drafted docs** — pass rate {grading.pass_rate:.0%} (min {min_pass_rate:.0%}) · "
             f"mean {grading.mean_score:.2f} (min {min_mean:.2f}) · {artifacts} artifacts in "
             f"{len(docs.files)} file(s){close}", ""]
    lines += trust_lines(grading)
    if not grading.aggregate_complete:
        ungraded = sum(r.score is None for r in grading.results)
        state = report.verdict.docs.state.upper()
        lines += [f"_Incomplete: {ungraded} of {len(grading.results)} pair(s) could not be "
                  f"graded, and the docs check is {state} over what they could have been; "
                  "their reasons are in the table below._", ""]
    changes = baseline is not None and baseline.previous is not None
    lines += ["| | Criterion | Mean | " + ("Change | " if changes else "")
              + "Passes | Weakest artifact: why |",
              "|---|---|---|---|---|" + ("---|" if changes else "")]
    for summary in summarise(grading):
        mean = f"{summary.mean:.2f}" if summary.mean is not None else "—"
        weakest = summary.weakest
        why = (f"{code(weakest.artifact_id)}: {text(weakest.one_line_why)}" if weakest
               else "nothing could be graded")
        moved = f"{change(baseline, summary.criterion_id)} | " \
            if changes and baseline is not None else ""
        lines.append(f"| {stars(summary.mean)} | {text(summary.criterion_id, 60)} | {mean} | "
                     f"{moved}{summary.passes}/{summary.pairs} | {why} |")
    lines.append("")
    return lines


def trust_lines(grading: GradingReport) -> list[str]:
    """Verdicts whose evidence was not found in the text, and pairs the judge contradicted
    itself on, set apart from the rest (`gate.docs.trust`)."""
    unverified = [r for r in grading.results if r.evidence_check == "unverified"
                  or r.degraded == "unverified"]
    lines = []
    if unverified:
        shown = ", ".join(f"{code(r.artifact_id)} {text(r.criterion_id, 60)}"
                          for r in unverified[:UNVERIFIED_SHOWN])
        more = f" and {len(unverified) - UNVERIFIED_SHOWN} more" \
            if len(unverified) > UNVERIFIED_SHOWN else ""
        lines += [f"_Unverified: {len(unverified)} verdict(s) quote evidence that was not found "
                  f"in the text the judge was shown, even when asked again: {shown}{more}._", ""]
    if grading.usage.inconsistent:
        lines += [f"_Inconsistent: {grading.usage.inconsistent} pair(s) left ungraded because "
                  "the judge's pass/fail contradicted its score twice._", ""]
    return lines


def _score_cell(result: GradingResult) -> str:
    score = "—" if result.score is None else f"{result.score:.2f}"
    if result.evidence_check == "unverified":
        score += " (unverified)"
    if result.spread is not None:
        score += f" (median of {result.spread.n})"
    return f"{text(result.criterion_id, 60)} {stars(result.score)} {score}"


def _by_artifact(grading: GradingReport) -> list[tuple[str, list[GradingResult]]]:
    """Each artifact's pairs, worst-graded artifact first (the order the table sheds from)."""
    by_artifact: dict[str, list[GradingResult]] = {}
    for result in grading.results:
        by_artifact.setdefault(result.artifact_id, []).append(result)

    def worst(results: list[GradingResult]) -> float:
        return min((r.score if r.score is not None else -1.0) for r in results)

    return sorted(by_artifact.items(), key=lambda item: worst(item[1]))


def artifact_rows(grading: GradingReport, base: str | None = None) -> list[str]:
    """One row per artifact, worst first: where, its scores per criterion, the weakest why."""
    rows = []
    for artifact_id, results in _by_artifact(grading):
        first = results[0]
        scores = " · ".join(map(_score_cell, results))
        weakest = min(results, key=lambda r: r.score if r.score is not None else -1.0)
        why = weakest.one_line_why
        if first.withheld:  # shown on the pair: what the judge was not shown
            why = f"Withheld from the judge: “{first.withheld[0]}”. {why}"
        rows.append(f"| {code(artifact_id)} | {where_cell(first.file, first.line, base)} | "
                    f"{scores} | "
                    f"{text(why)} |")
    return rows


def footer(report: GateReport) -> str:
    docs = report.docs.report
    if docs is None:  # say plainly that no judge ran, and why (a config that could not be read)
        why = (report.docs.note or "no drafted docs were graded").removeprefix("not graded: ")
        judge = f"no judge ran ({text(why, 160)})"
    else:
        judge = "judge " + text(docs.judge + (f" ({docs.model})" if docs.model else ""))
    usage = report.usage
    cost = "unknown cost" if usage.cost_usd is None else f"${usage.cost_usd:.4f}"
    url = report.context.run_url
    run = f" · [run]({url})" if url and url.startswith(("https://", "http://")) \
        and not any(c in url for c in " ()<>\"'") else ""
    calls = f"{usage.calls} calls"
    if usage.cache_hits:
        calls = f"{usage.cache_misses} judged, {usage.cache_hits} from cache · {calls}"
    if usage.guard_calls or usage.guard_cache_hits:  # the addressing guard's, apart
        guard_cost = "unknown cost" if usage.guard_cost_usd is None \
            else f"${usage.guard_cost_usd:.4f}"
        calls += f" · guard {usage.guard_calls} calls, {guard_cost}"
    return (f"<sub>{judge} · {calls} · "
            f"{usage.input_tokens + usage.output_tokens} tokens · {cost}{run} · "
            f"{text(report.tool.name, 40)} {text(report.tool.version, 40)}</sub>")


def agreement_lines(report: GateReport) -> list[str]:
    """How far the judge that graded agrees with people (`docs.agreement`), beside the footer;
    a drift from its record nobody accepted is named above it, not in small print."""
    agreement = report.docs.agreement
    if agreement is None:
        return []
    lines = []
    if agreement.drift is not None:
        lines += [f"**⚠️ {text(drift_words(agreement.drift), 600)}**", ""]
    ignored = "".join(f" ({text(note, 300)})" for note in agreement.notes)
    lines.append(f"<sub>{text(agreement.statement, 400)}{ignored}</sub>")
    unreliable = unreliable_words(agreement)
    if unreliable is not None:  # a grade on these criteria means little: said above the fold
        lines += ["", f"**{text(unreliable, 600)}**"]
    return [*lines, ""]


def digest(report: GateReport) -> str:
    """Changes when anything shown changes; lets a re-run skip an identical edit."""
    shown = report.model_copy(update={"run_id": "", "started_at": "", "finished_at": "",
                                      "duration_seconds": 0.0,
                                      "publishing": report.publishing.model_copy(
                                          update={"comment_url": None})})
    body = shown.model_dump(mode="json", exclude={
        "context": {"run_url"},
        "session": {"grades": {"__all__": {"timestamp"}}},
        "docs": {"report": {"run_id", "timestamp", "duration_seconds"}}})
    # ensure_ascii: text quoted from the pull request may hold a lone surrogate.
    return hashlib.sha256(json.dumps(body, sort_keys=True).encode("ascii")).hexdigest()[:16]


def report_line(report_url: str | None, hidden_pairs: int) -> list[str]:
    """The link to the HTML report and how many pairs this text could not show."""
    unseen = f"{hidden_pairs:,} pair(s) are not shown here" if hidden_pairs else ""
    if report_url is None:
        return [f"_{unseen}._", ""] if unseen else []
    return [f"📄 [**Full HTML report**]({report_url}): every pair, and each drafted file with "
            "its graded lines marked (artifact `html-report`)"
            + (f" · {unseen}" if unseen else ""), ""]


def _body(report: GateReport, rows: list[str], hidden: int, where_else: str, *,
          extras: Extras, docs_lines: list[str], hidden_pairs: int = 0) -> list[str]:
    lines = [headline(report), "", *config_change_block(report, text)]
    lines += [f"- {text(reason, 400)}" for reason in report.verdict.reasons]
    notes = list(report.notes) + (list(report.docs.report.notes) if report.docs.report else [])
    lines += [f"- _note: {text(note, 400)}_" for note in notes]
    lines += ["", *session_block(report), *docs_lines]
    if rows or hidden:
        lines += [f"<details><summary>All artifacts ({len(rows) + hidden})</summary>", "",
                  "| Artifact | Where | Scores | Weakest: why |", "|---|---|---|---|", *rows]
        if hidden:
            lines.append(f"| … | {hidden} more not shown: {where_else} | | |")
        lines += ["", "</details>", ""]
    lines += report_line(extras.report_url, hidden_pairs)
    lines += agreement_lines(report)
    lines.append(footer(report))
    return lines


def _fit(report: GateReport, limit: int, unit: Literal["chars", "bytes"], *, where_else: str,
         prefix: list[str], extras: Extras | None = None) -> str:
    extras = extras or Extras()
    rows = artifact_rows(report.docs.report, extras.blob_url) if report.docs.report else []
    pairs = [len(results) for _, results in _by_artifact(report.docs.report)] \
        if report.docs.report else []
    hidden = 0
    docs_lines = docs_block(report, extras.baseline)  # once: it reads every result
    while True:
        document = "\n".join([*prefix, *_body(report, rows, hidden, where_else, extras=extras,
                                               docs_lines=docs_lines,
                                               hidden_pairs=sum(pairs[len(rows):]))]) + "\n"
        size = len(document.encode("utf-8")) if unit == "bytes" else len(document)
        if size <= limit or not rows:
            break
        cut = max(1, len(rows) // 8)  # shed an eighth of the rows at a time, best-graded first
        rows, hidden = rows[:-cut], hidden + cut
    if size > limit:  # even without the table: cut hard, but keep the marker and the verdict
        kept = document.encode("utf-8")[: limit - 200].decode("utf-8", errors="ignore") \
            if unit == "bytes" else document[: limit - 200]
        document = kept + "\n\n_(cut to fit; see the job summary)_\n"
    return document


def render_comment(report: GateReport, instance: str = "", extras: Extras | None = None) -> str:
    prefix = [marker(instance), DIGEST.format(digest=digest(report))]
    if extras is not None and extras.baseline is not None:
        prefix.append(embed(extras.baseline))
    return _fit(report, COMMENT_LIMIT, "chars", prefix=prefix, extras=extras,
                where_else="see the job summary and the grade.json artifact")


def render_check_summary(report: GateReport, extras: Extras | None = None) -> str:
    """The check run's summary: the comment's tables, without its hidden lines."""
    return _fit(report, CHECK_SUMMARY_LIMIT, "chars", prefix=[], extras=extras,
                where_else="see the job summary and the grade.json artifact")


def render_summary(report: GateReport, extras: Extras | None = None) -> str:
    return _fit(report, SUMMARY_BUDGET_BYTES, "bytes", prefix=[], extras=extras,
                where_else="see the grade.json artifact")
