"""`signalforge-gate config check [PATH]`: validate signalforge.yml, print what takes effect."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from gate.configure.config import CONFIG_FILE, load_config_file
from gate.core.errors import InputError


def run(args: argparse.Namespace) -> int:
    path = Path(args.path) if args.path else Path(CONFIG_FILE)
    config = load_config_file(path)
    if args.path and not config.source.found:
        raise InputError("no such configuration file.", remediation="check the path.",
                         path=str(path))
    effective = {"grade": config.grade.model_dump(mode="json"),
                 "gate": config.gate.model_dump(mode="json"),
                 "effective": {"judge_concurrency": config.concurrency}}
    if config.source.found:
        print(f"# {path}: valid (sha256 {config.source.sha256})")
    else:
        print(f"# {path} not found: the defaults below apply")
    print(json.dumps(effective, indent=2))
    return 0
