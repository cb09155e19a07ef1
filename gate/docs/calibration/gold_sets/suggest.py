"""`calibrate --suggest-pass-marks`: the `gate.docs.pass_marks` block that maximises kappa.

Each criterion's mark is the one `stats.best_pass_mark` finds on the gold set as merged (the
shipped pairs and the team's labels): the cut between two adjacent scores at which the judge's
pass and fail agree best with the people's. Printed as YAML to paste into `signalforge.yml`,
each line saying what kappa the criterion has now and at the suggested mark. A mark tuned on
a set fits that set: the comment at the top says to check it on pairs not used to find it.
"""

from __future__ import annotations

import json

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.calibration.gold_sets.stats import LabelAgreement

#: Keys YAML would read as something other than a string when left bare.
_YAML_WORDS = {"y", "yes", "n", "no", "true", "false", "on", "off", "null", "~"}
_BARE = lazy_pattern(r"^[A-Za-z][A-Za-z0-9_-]*$")


def suggested_pass_marks(per_criterion: dict[str, LabelAgreement]) -> dict[str, float]:
    """Each criterion's kappa-maximising mark; a criterion whose kappa is undefined at every
    mark is left out (its pass mark stays what it is)."""
    return {name: figures.best_pass_mark.pass_mark
            for name, figures in per_criterion.items() if figures.best_pass_mark is not None}


def pass_marks_yaml(per_criterion: dict[str, LabelAgreement], *, judge: str) -> str:
    marks = suggested_pass_marks(per_criterion)
    lines = [f"# gate.docs.pass_marks that maximise kappa for {judge} on this gold set.",
             "# Tuned on the pairs they are measured on: check them on pairs not used to find",
             "# them before relying on the kappa shown.",
             "gate:", "  docs:", "    pass_marks:" + ("" if marks else " {}")]
    for name, figures in per_criterion.items():
        best = figures.best_pass_mark
        if best is None:
            lines.append(f"      # {_key(name)}: no mark gives a defined kappa; left as it is")
            continue
        now = "undefined" if figures.kappa is None else f"{figures.kappa:.2f}"
        lines.append(f"      {_key(name)}: {best.pass_mark!r}  # kappa {now} now, "
                     f"{best.kappa:.2f} at this mark, {figures.pairs} pairs")
    return "\n".join(lines)


def _key(name: str) -> str:
    return name if _BARE.match(name) and name.lower() not in _YAML_WORDS else json.dumps(name)
