"""Generated grades for the HTML report's tests and its benchmark: any number of pairs over
files written to a workspace, with the text a hostile pull request would put in them."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from gate.configure.config import Criterion
from gate.docs.artifacts import Artifact
from gate.docs.models import GradingReport, GradingResult, Usage
from gate.docs.readers.extract import read_docs
from gate.report.grade_json import (
    CheckVerdict,
    ConfigInfo,
    Context,
    DocsSection,
    GateReport,
    SessionSection,
    Tool,
    Verdict,
)

CRITERIA = ("clarity", "consistency", "rationale", "no-redundant")
HOSTILE = ('<script>document.title="pwned"</script><img src=x onerror="alert(1)">'
           '<a href="javascript:alert(2)">click</a>')
REPOSITORY = "acme/warehouse"
FIRST_COLUMN_LINE = 6
REPEATED_WHY = "The description only restates the column's name."
HEAD_SHA = "ec26c3e57ca3a959ca5aad62de7213c562f8c821"


@dataclass(frozen=True)
class Generated:
    report: GateReport
    workspace: Path
    files: tuple[str, ...]

    @property
    def artifacts(self) -> list[Artifact]:
        """The artifacts this grade is of, as the run that graded them hands them to the page
        (read from the files it wrote, whose ids the results name)."""
        return read_docs(self.workspace, self.files).artifacts


def score_of(index: int) -> float | None:
    """Scores spread over 0–1, one pair in 50 ungraded."""
    return None if index % 50 == 49 else round((index * 37 % 101) / 100, 2)


def line_of(artifact: int, files: int) -> int:
    """Where the description of column `c<artifact>` is written in its file (`write_files`)."""
    return FIRST_COLUMN_LINE + 2 * (artifact // files)


def artifact_id(artifact: int, files: int) -> str:
    """As the dbt reader names column `c<artifact>`: every file's model has a
    `model.description`, so over several files the ids carry the model's name."""
    column = f"column.c{artifact}.description"
    return f"area_{artifact % files:03d}:{column}" if files > 1 else column


def reasoning_of(artifact: int, score: float | None, repeated_below: float) -> str:
    """The judge's words: its own for each pair, or one sentence repeated for every score
    below `repeated_below` (as a judge repeats itself on many near-identical failures)."""
    if score is not None and score < repeated_below:
        return REPEATED_WHY
    return f"The description of c{artifact} is judged {score}. It says enough."


def results(pairs: int, files: int, *, hostile_every: int = 0,
            repeated_below: float = 0.0) -> list[GradingResult]:
    """`pairs` results over `files` files, four criteria per artifact, one artifact a
    column."""
    made = []
    for index in range(pairs):
        artifact, criterion = divmod(index, len(CRITERIA))
        file = f"models/area_{artifact % files:03d}/schema.yml"
        line = line_of(artifact, files)
        score = score_of(index)
        hostile = bool(hostile_every) and artifact % hostile_every == 0
        made.append(GradingResult(
            artifact_id=(HOSTILE if hostile else artifact_id(artifact, files)),
            criterion_id=CRITERIA[criterion], score=score,
            passed=score is not None and score >= 0.5,
            evidence=(HOSTILE if hostile else f"quoted text of column c{artifact}"),
            reasoning=(f"{HOSTILE}. More." if hostile else
                       reasoning_of(artifact, score, repeated_below)),
            degraded="budget" if score is None else None,
            evaluator=None if score is None else "anthropic", kind="column_description",
            file=file, line=line, cached=index % 3 == 0))
    return made


def write_files(workspace: Path, files: int, columns: int, *, hostile: bool = False) -> None:
    """dbt properties files, one model each, whose column `c<k>` is the artifact the grade
    names `column.c<k>.description`, its description at `line_of(k, files)`."""
    for number in range(files):
        path = workspace / f"models/area_{number:03d}/schema.yml"
        path.parent.mkdir(parents=True, exist_ok=True)
        body = [f"      - name: c{number + files * k}\n        description: "
                f"'{HOSTILE if hostile else f'The c{number + files * k} column, as drafted.'}'"
                for k in range(columns)]
        path.write_text(f"version: 2\nmodels:\n  - name: area_{number:03d}\n    columns:\n"
                        + "\n".join(body) + "\n")


def generate(workspace: Path, pairs: int, files: int = 300, *, hostile_every: int = 0,
             repeated_below: float = 0.0) -> Generated:
    graded = results(pairs, files, hostile_every=hostile_every, repeated_below=repeated_below)
    names = tuple(sorted({r.file for r in graded}))
    columns = -(-pairs // len(CRITERIA) // files) if graded else 0
    write_files(workspace, len(names), columns, hostile=bool(hostile_every))
    docs = GradingReport(
        tool="signalforge-gate", tool_version="0.1.0", run_id="r1",
        timestamp="2026-11-25T08:00:00Z", duration_seconds=1.0, judge="anthropic",
        model="claude-sonnet-4-6", cost_mode="per_criterion", rubric_hash="h",
        rubric=tuple(Criterion(id=c, criterion=f"The text is {c}.") for c in CRITERIA),
        thresholds=(0.7, 0.5), results=tuple(graded),
        usage=Usage(calls=pairs, cache_hits=pairs // 3))
    ungraded = sum(r.score is None for r in graded)
    docs_check = CheckVerdict(state="inconclusive" if ungraded else "fail", enforced=True,
                              graded=pairs - ungraded, missing=ungraded,
                              reasons=("docs pass rate below the bar",))
    session_check = CheckVerdict(state="pass", enforced=False, graded=0, missing=0)
    report = GateReport(
        tool=Tool(name="signalforge-gate", version="0.1.0"), run_id="r1",
        started_at="2026-11-25T08:00:00Z", finished_at="2026-11-25T08:00:01Z",
        duration_seconds=1.0,
        context=Context(repository=REPOSITORY, pr_number=7, head_sha=HEAD_SHA,
                        event="pull_request",
                        run_url=f"https://github.com/{REPOSITORY}/actions/runs/42"),
        config=ConfigInfo(path="signalforge.yml", source="defaults"),
        verdict=Verdict(state=docs_check.state, passed=False, enforced=True, exit_code=1,
                        reasons=docs_check.reasons, session=session_check, docs=docs_check),
        session=SessionSection(graded=False, min_percent=60),
        docs=DocsSection(graded=True, files=names, enforced=True, report=docs),
        usage=docs.usage)
    return Generated(report, workspace, names)
