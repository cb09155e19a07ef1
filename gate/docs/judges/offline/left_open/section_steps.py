"""A procedure whose steps are the document's sections ("## Step 2 — Restart the loader").

A runbook often gives each step a heading of its own instead of a numbered list. The reader
follows the headings in order, so the same defects a numbered list can have show across
sections:

| check                  | score | the section …                                               |
|------------------------|-------|-------------------------------------------------------------|
| a step is missing      | 0.3   | is step N where the document has a step before it but no    |
|                        |       | step N-1 (Step 1, Step 2, Step 4)                          |
| a step without command | 0.35  | is a step that gives no command, code or link, where most   |
|                        |       | of the document's other steps give one: its heading already |
|                        |       | names the action ("## 2. Re-pull missing files"), so its    |
|                        |       | body is how to do it, whatever verb it starts with          |

Each section's heading and commands are read once (cached); a section is compared with the
document's other sections, which `DocumentSections` caps: linear in the document.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import lru_cache

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.judges.offline.left_open.procedures import ACTION, COMMAND
from gate.docs.judges.offline.shared.finding import Finding, quote
from gate.docs.seam.score_levels import GRAVE, SERIOUS

#: "## Step 2 — Restart", "### Step 3: Submit", "## 4. Rebuild", "## Phase 2 - …".
STEP_HEADING = lazy_pattern(r"^#{1,6}\s+(?:(?:step|phase|stage)\s+(\d{1,2})\b|(\d{1,2})[.)]\s)",
                            re.IGNORECASE)
#: What a reader can run or open: a code span or block, an indented command, a link.
RUNNABLE = lazy_pattern(rf"{COMMAND.pattern}|\]\([^)\s]+\)|https?://", re.MULTILINE)
#: A step needs at least this many sibling steps before the others set its standard.
SIBLING_STEPS = 2


@dataclass(frozen=True)
class StepSection:
    number: int  # 0: the section is no step
    runnable: bool
    acts: str  # the body's first sentence naming an action, else its first; "" when empty


@lru_cache(maxsize=4_096)
def step_of(markdown: str) -> StepSection:
    first, _, body = markdown.lstrip().partition("\n")
    heading = STEP_HEADING.match(first)
    if heading is None:
        return StepSection(0, False, "")
    sentences = [s.strip() for s in re.split(r"(?<=[.;!?])\s+|\n+", body) if s.strip()]
    # A numbered heading makes the section a step whatever verb its body starts with ("Open
    # the report", "Flip the client to live"): the action its body tells is the step's.
    acts = next((s for s in sentences if ACTION.search(s)), sentences[0] if sentences else "")
    return StepSection(int(heading.group(1) or heading.group(2)),
                       RUNNABLE.search(body) is not None, acts)


def step_findings(markdown: str, others: Iterable[str]) -> Iterator[Finding]:
    """A step heading after a gap in the document's step numbers; a step with nothing to run,
    where most of its sibling steps give something to run."""
    own = step_of(markdown)
    if not own.number:
        return
    siblings = [step for step in map(step_of, others) if step.number]
    numbers = {step.number for step in siblings}
    if own.number - 1 not in numbers and any(n < own.number for n in numbers):
        below = max(n for n in numbers if n < own.number)
        yield Finding(GRAVE, f"Step {below} … Step {own.number}", f"The document goes from step "
                      f"{below} to step {own.number}: a step is missing.")
    runnable = sum(step.runnable for step in siblings)
    if own.acts and not own.runnable and len(siblings) >= SIBLING_STEPS and \
            runnable * 2 > len(siblings):
        yield Finding(SERIOUS, quote(own.acts), "The document's other steps give a command, "
                      "query or link to follow, but this one names an action without one.")
