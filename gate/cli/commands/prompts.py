"""`signalforge-gate prompts PATH... --out DIR`: prompts for graders outside the gate."""

from __future__ import annotations

import argparse

from gate.core.console import note
from gate.core.errors import InputError
from gate.docs.addressing.findings import caught_all
from gate.docs.addressing.shown import shown_to_judge
from gate.docs.contract.envelope import check_envelopes
from gate.docs.judges.flowmcp import write_prompts
from gate.docs.pipeline import rubric_for
from gate.docs.readers.extract import read_docs
from gate.docs.readers.named_files import select_files


def run(args: argparse.Namespace) -> int:
    selection = select_files(args.paths, workspace=args.workspace, config_path=args.config)
    extraction = read_docs(selection.workspace, selection.files)
    for finding in extraction.findings:
        note(finding.render())
    artifacts = extraction.artifacts
    if not artifacts:
        raise InputError("no drafted docs were found.", remediation="name the files, or check "
                         "gate.docs.include in signalforge.yml.", path=", ".join(args.paths))
    rubric = rubric_for(selection.config, artifacts)
    # As in the docs grade: text that addresses the grader reaches no grader, not even as a
    # sibling in another prompt (and the prompts stay the ones the grade checks against); a
    # forged envelope never does, whatever the mode.
    caught = caught_all(artifacts)
    shown = shown_to_judge(artifacts, caught, selection.config.gate.docs.addressing_judge)
    for artifact_id in sorted(shown.refused):
        found = caught[artifact_id]
        note(f"{found.file}:{found.line or 1}: {found.artifact_id} addresses the grader "
             f"(“{found.phrase}”): no prompt is written for it, and the docs grade scores it 0")
    for artifact_id, held in shown.withheld.items():
        found = caught[artifact_id]
        note(f"{found.file}:{found.line or 1}: {found.artifact_id} addresses the grader "
             f"(“{found.phrase}”): its prompt holds the text without {len(held)} withheld "
             "sentence(s)")
    artifacts = shown.judged
    check_envelopes(artifacts)
    written = write_prompts(artifacts, rubric, args.out)
    print(f"wrote {len(written)} prompts.json file(s) under {args.out}; answer each with a "
          f"scores.json beside it, then run: signalforge-gate docs "
          f"{' '.join(args.paths)} --judge scores --scores {args.out}")
    if extraction.findings:
        raise extraction.findings[0]
    return 0
