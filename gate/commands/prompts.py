"""`signalforge-gate prompts PATH... --out DIR`: prompts for graders outside the gate."""

from __future__ import annotations

import argparse

from gate.console import note
from gate.docs.envelope import check_envelopes
from gate.docs.grading import rubric_for
from gate.docs.judges.flowmcp import write_prompts
from gate.docs.readers.extract import read_docs
from gate.docs.readers.selection import select_files
from gate.errors import InputError


def run(args: argparse.Namespace) -> int:
    selection = select_files(args.paths, workspace=args.workspace, config_path=args.config)
    extraction = read_docs(selection.workspace, selection.files)
    for finding in extraction.findings:
        note(finding.render())
    artifacts = extraction.artifacts
    if not artifacts:
        raise InputError("no drafted docs were found.", remediation="name the files, or check "
                         "gate.docs.include in signalforge.yml.", path=", ".join(args.paths))
    check_envelopes(artifacts)
    written = write_prompts(artifacts, rubric_for(selection.config, artifacts), args.out)
    print(f"wrote {len(written)} prompts.json file(s) under {args.out}; answer each with a "
          f"scores.json beside it, then run: signalforge-gate docs "
          f"{' '.join(args.paths)} --judge scores --scores {args.out}")
    if extraction.findings:
        raise extraction.findings[0]
    return 0
