"""Write every generated file the repository ships, or check that each is current.

    python -m scripts.regenerate           # write each file that is stale, name it
    python -m scripts.regenerate --check   # write nothing; exit 1 naming each stale file

One command for what one change can make stale: a model of `grade.json` changes its schema
(`gate/schemas/grade.schema.json`); an addressing rule or act changes the needed-words table
(`gate/docs/addressing/matching/needs.json`, `scripts/addressing_needs.py`); the offline judge's
rules or a gold set change the figure every offline grade states
(`gate/docs/calibration/offline_agreement.json`, `scripts/offline_agreement.py`, measured again
on the sets the file names). `tests/test_generated_files.py` runs the check, so a stale file
fails the suite with this command in its message.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


@dataclass(frozen=True)
class Generated:
    """A shipped file and how it is made: `expected` is what the file must hold now, `fresh`
    what to write when it does not (the offline figure is dated the day it is measured)."""

    path: str
    expected: Callable[[], str]
    fresh: Callable[[], str] | None = None

    def stale(self, root: Path) -> bool:
        file = root / self.path
        return not file.is_file() or file.read_text(encoding="utf-8") != self.expected()

    def write(self, root: Path) -> None:
        (root / self.path).write_text((self.fresh or self.expected)(), encoding="utf-8")


@cache  # what the code makes does not change within a process
def _schema() -> str:
    from gate.report.grade_json import schema_text  # noqa: PLC0415 - each generator on demand

    return schema_text()


@cache
def _needs() -> str:
    from scripts.addressing_needs import table_text  # noqa: PLC0415

    return table_text()


@cache
def _offline_figure(measured_at: str | None) -> str:
    from gate.docs.calibration.agreement import SHIPPED_PATH, ShippedAgreement  # noqa: PLC0415
    from scripts.offline_agreement import regenerated  # noqa: PLC0415

    shipped = ShippedAgreement.model_validate_json(SHIPPED_PATH.read_text("utf-8"))
    figure = regenerated(shipped, measured_at or shipped.measured_at)
    return json.dumps(figure.model_dump(mode="json"), indent=2) + "\n"


GENERATED = (
    Generated("gate/schemas/grade.schema.json", _schema),
    Generated("gate/docs/addressing/matching/needs.json", _needs),
    Generated("gate/docs/calibration/offline_agreement.json",
              lambda: _offline_figure(None),
              lambda: _offline_figure(datetime.now(UTC).date().isoformat())),
)


def stale(root: Path | None = None) -> list[str]:
    """The generated files under `root` (the repository's by default) that do not hold what
    their generator makes now."""
    return [generated.path for generated in GENERATED if generated.stale(root or ROOT)]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--check", action="store_true",
                        help="write nothing; exit 1 if a generated file is stale")
    args = parser.parse_args(argv)
    behind = stale()
    if args.check:
        for path in behind:
            print(f"stale: {path} (run python -m scripts.regenerate)")
        return 1 if behind else 0
    for generated in GENERATED:
        if generated.path in behind:
            generated.write(ROOT)
            print(f"wrote {generated.path}")
    if not behind:
        print("every generated file is current")
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    sys.exit(main())
