"""Judging a gold set through the docs grader's own engine, judge seam and prompts.

Each gold line becomes the `Artifact` a real run would build (its kind, model, column or
heading, a data test's definition, a Markdown section's rendered text), with its siblings
beside it, and goes through `DocsGrader` with the judge `docs` would choose: so a calibration
measures the prompts, retries, cache and budget the gate really uses, not a copy of them.

Two details keep the gold pairs apart while staying real:
- the engine groups artifacts by model name to find siblings, and gold artifacts of one model
  name carry their own sibling lists; so the artifacts are judged in rounds, an artifact that
  is shown its siblings never sharing its model name with another in its round (a gold set
  that varies its model names needs few rounds);
- a rubric that grades only what was labelled: an artifact labelled on `clarity` alone is not
  also asked about `consistency`, and siblings are shown, never graded.
"""

from __future__ import annotations

import os
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from gate.configure.artifact_kinds import ArtifactKind
from gate.configure.config import Criterion, GateConfig
from gate.configure.gate_settings import StabilitySettings
from gate.configure.judge_names import JudgeChoice, JudgeName
from gate.core.errors import InputError
from gate.docs.artifacts import Artifact, make_ids_unique
from gate.docs.calibration.gold_sets.gold import GoldPair, GoldSibling, GoldTest
from gate.docs.contract.envelope import check_envelopes
from gate.docs.contract.rubric import (
    DBT_RESOURCE_RUBRIC,
    MARKDOWN_RUBRIC,
    NEEDS_SIBLINGS,
    SCHEMA_RUBRIC,
    Rubric,
)
from gate.docs.data_tests import DataTest, data_test_ids
from gate.docs.judges.choose import choose_judge
from gate.docs.models import GradingResult, Usage
from gate.docs.readers.markdown import extract_markdown
from gate.docs.run.engine import DocsGrader
from gate.docs.trust.rules import TrustRules

DEFAULT_CRITERIA = SCHEMA_RUBRIC + DBT_RESOURCE_RUBRIC + MARKDOWN_RUBRIC
#: Usage counters the verdict cache reports for the whole run, not per round.
CACHE_COUNTERS = ("cache_hits", "cache_misses", "calls_saved", "cost_saved_usd")


@dataclass(frozen=True)
class JudgedPair:
    pair: GoldPair
    result: GradingResult

    @property
    def length(self) -> int:
        """The drafted text's length in characters: what verbosity bias is measured on."""
        return len(self.pair.text)


@dataclass(frozen=True)
class GoldRun:
    judged: tuple[JudgedPair, ...]
    judge: JudgeName
    model: str | None
    usage: Usage
    notes: tuple[str, ...]
    rounds: int


class GoldRubric(Rubric):
    """The rubric's criteria, each grading only the artifacts labelled on it. One object for
    the whole run, since a judge keeps the rubric it was made with; `labelled` is replaced
    for each round, whose artifact ids are its own."""

    def __init__(self, criteria: Sequence[Criterion]) -> None:
        super().__init__(criteria)
        self.labelled: dict[str, set[str]] = {}

    def applies(self, criterion: Criterion, artifact: Artifact) -> bool:
        return criterion.id in self.labelled.get(artifact.artifact_id, ())


def gold_criteria(config: GateConfig, pairs: Sequence[GoldPair],
                  source: Path) -> tuple[Criterion, ...]:
    """The criteria the gold set labels, with their text from `grade.rubric` when the
    configuration sets one, else from the default rubric; an unknown id is an error on its
    line (a label for a criterion the judge is never asked about measures nothing)."""
    known = config.grade.rubric if config.grade.rubric is not None else DEFAULT_CRITERIA
    by_id = {criterion.id: criterion for criterion in known}
    for pair in pairs:
        if pair.criterion_id not in by_id:
            raise InputError(f"criterion_id {pair.criterion_id!r} is not in the rubric "
                             f"({', '.join(by_id)}).",
                             remediation="label a criterion of the rubric, or pass --config "
                                         "with the grade.rubric the gold set was labelled for.",
                             path=pair.file or str(source), line=pair.line)
    used = {pair.criterion_id for pair in pairs}
    return tuple(criterion for criterion in known if criterion.id in used)


NO_SETTLING = StabilitySettings(repeats=0)


def judge_gold(
    pairs: Sequence[GoldPair], config: GateConfig, *, source: Path,
    judge: JudgeChoice | None = None, scores_dir: Path | None = None,
) -> GoldRun:
    """Grade every labelled pair with the judge `docs` would use under `config`."""
    criteria = gold_criteria(config, pairs, source)
    groups: dict[str, list[GoldPair]] = {}
    for pair in pairs:
        groups.setdefault(pair.artifact_key(), []).append(pair)
    rounds = _rounds(_built(list(groups.values()), source))
    rubric = GoldRubric(criteria)
    # `calibrate` is a command of the maintainer's own shell: its environment is theirs.
    chosen = choose_judge(config, rubric, requested=judge, scores_dir=scores_dir,
                          env=os.environ)
    judged: list[JudgedPair] = []
    usage = Usage()
    last_report = None
    for members_of_round in rounds:
        artifacts = [artifact for built in members_of_round for artifact in built.artifacts]
        rubric.labelled = {built.graded.artifact_id: {p.criterion_id for p in built.lines}
                           for built in members_of_round}
        lines = {built.graded.artifact_id: built.lines for built in members_of_round}
        # A gold set is the team's own labelled data, not a pull request's: a text in it that
        # holds the run's envelope nonce is bad input to fix (exit 2), not an attempt to fail.
        check_envelopes(artifacts)
        # One answer per pair: a close call is about a run's bar, which a gold set has not.
        grader = DocsGrader(chosen.judge, rubric, config.grade, config.concurrency,
                            config.gate.cost_mode, addressing=config.gate.docs.addressing_judge,
                            trust=TrustRules.of(config), stability=NO_SETTLING,
                            keep_readings=True)  # the groups share siblings: read them once
        report = grader.judge_pairs(artifacts)
        usage, last_report = _added(usage, report.usage), report
        for result in report.results:
            pair = next(p for p in lines[result.artifact_id]
                        if p.criterion_id == result.criterion_id)
            judged.append(JudgedPair(pair, result))
    assert last_report is not None  # a gold set is never empty
    if chosen.cache is not None:
        finished = chosen.cache.finish(last_report).usage
        usage = usage.model_copy(update={name: getattr(finished, name)
                                         for name in CACHE_COUNTERS})
    order = {pair.id: index for index, pair in enumerate(pairs)}
    judged.sort(key=lambda seen: order[seen.pair.id])
    return GoldRun(tuple(judged), chosen.judge.name, chosen.judge.model, usage, chosen.notes,
                   len(rounds))


@dataclass(frozen=True)
class BuiltArtifact:
    """One gold artifact as the engine sees it: the graded artifact, then its siblings, and
    the gold lines that label it."""

    lines: list[GoldPair]
    artifacts: tuple[Artifact, ...]

    @property
    def graded(self) -> Artifact:
        return self.artifacts[0]


def _built(groups: list[list[GoldPair]], source: Path) -> list[BuiltArtifact]:
    """Every gold artifact with its siblings, ids unique across the whole run (a judge may
    remember an artifact by its id from one round to the next, and the scores judge finds its
    file by it). Ids that clash are qualified as clashes across files are in a real run: the
    model's name first, then a number."""
    built = [[artifact_of(members[0], source),
              *(sibling_artifact(members[0], sibling, source)
                for sibling in members[0].siblings)] for members in groups]
    flat = [artifact for artifacts in built for artifact in artifacts]
    counts = Counter(artifact.artifact_id for artifact in flat)
    unique = iter(make_ids_unique([
        artifact if counts[artifact.artifact_id] == 1
        else replace(artifact, artifact_id=f"{artifact.model}:{artifact.artifact_id}")
        for artifact in flat]))
    return [BuiltArtifact(members, tuple(next(unique) for _ in artifacts))
            for members, artifacts in zip(groups, built, strict=True)]


def _rounds(groups: list[BuiltArtifact]) -> list[list[BuiltArtifact]]:
    """Artifacts in rounds, first fit in file order. An artifact that is shown its siblings
    (it has some, or is labelled on a criterion that compares) has its model name to itself in
    its round; the others see no sibling whatever else their model holds, so any number of
    them share a round."""
    rounds: list[list[BuiltArtifact]] = []
    models: list[dict[str, bool]] = []  # per round: model name -> held by one that compares
    for built in groups:
        model, compares = built.graded.model, _compares(built.lines)
        index = next((i for i, used in enumerate(models) if model not in used
                      or not (compares or used[model])), len(rounds))
        if index == len(rounds):
            rounds.append([])
            models.append({})
        rounds[index].append(built)
        models[index][model] = compares
    return rounds


def _compares(members: list[GoldPair]) -> bool:
    """Is the artifact shown its model's other artifacts (so no stranger may be among them)?"""
    return bool(members[0].siblings) or any(p.criterion_id in NEEDS_SIBLINGS for p in members)


def artifact_of(pair: GoldPair, source: Path) -> Artifact:
    """The artifact a real run would build for the gold line."""
    return _artifact(pair.kind, pair.model, text=pair.text, subject=pair.subject,
                     test=pair.test, file=pair.file or str(source), line=pair.line)


def sibling_artifact(pair: GoldPair, sibling: GoldSibling, source: Path) -> Artifact:
    """A sibling as a real run builds it. One without a kind has its pair's kind, except under
    a test's pair when it has no test of its own: a test without a definition does not exist,
    so it is the column its subject names."""
    kind = sibling.kind or pair.kind
    if kind == "test" and sibling.test is None:
        kind = "column_description"
    return _artifact(kind, pair.model, text=sibling.text,
                     subject=sibling.subject, test=sibling.test,
                     file=pair.file or str(source), line=pair.line)


def _artifact(kind: ArtifactKind, model: str, *, text: str, subject: str,
              test: GoldTest | None, file: str, line: int) -> Artifact:
    if kind == "markdown_section":
        sections = extract_markdown(text, f"{model}.md")
        if len(sections) == 1:
            return replace(sections[0], file=file, line=line, model=model)
        return Artifact("section", "markdown_section", text, file, line, model,
                        subject=subject)
    if test is not None:
        data_test = DataTest(test.type, test.column, dict(test.args), text or None)
        scope = f"column.{test.column}" if test.column else "model"
        return Artifact(data_test_ids([data_test], scope)[0], "test",
                        data_test.artifact_text(), file, line, model,
                        subject=data_test.render(), rationale_expected=True,
                        has_rationale=bool(text.strip()), test=data_test)
    return Artifact(_artifact_id(kind, subject), kind, text, file, line, model,
                    subject=subject)


def _artifact_id(kind: str, subject: str) -> str:
    """Ids as the readers name them: `column.<name>.description`, `model.rationale`, ..."""
    name = subject or "_"
    if kind.startswith("column_"):
        return f"column.{name}.{kind.removeprefix('column_')}"
    if kind.startswith("model_"):
        return f"model.{kind.removeprefix('model_')}"
    return f"{kind.removesuffix('_description')}.{name}.description"


def _added(total: Usage, more: Usage) -> Usage:
    """Two rounds' usage summed; an unknown cost (None) stays unknown."""
    update: dict[str, object] = {}
    for name in Usage.model_fields:
        if name in CACHE_COUNTERS:
            continue
        mine, theirs = getattr(total, name), getattr(more, name)
        update[name] = None if mine is None or theirs is None else mine + theirs
    return total.model_copy(update=update)
