"""A Markdown procedure read as a reader follows it: its numbers, its commands, its who.

| check                  | score | the section …                                              |
|------------------------|-------|------------------------------------------------------------|
| a step is missing      | 0.3   | numbers its steps with a gap (1, 2, 4) or a repeat         |
| a step without command | 0.35  | gives a command (a code span or block) in most steps, and  |
|                        |       | leaves one action step without one                         |
| escalation without who | 0.35  | tells the reader to escalate, page, contact or tell "the   |
|                        |       | team", "the relevant people", "the supervisor", without a  |
|                        |       | handle, channel, rota, number or named team                |

Read on the section's Markdown (the step list and its code), once per text; linear in its
length.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator
from functools import lru_cache

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.judges.offline.shared.finding import Finding, quote
from gate.docs.seam.score_levels import GRAVE, SERIOUS

STEP = lazy_pattern(r"^[ \t]{0,3}(\d{1,2})[.)][ \t]+(.*)$", re.MULTILINE)
COMMAND = lazy_pattern(r"`[^`\n]+`|^\s*```|^\s{4,}\S|^\s*\$ ", re.MULTILINE)
#: Where to act in a screen, a menu path: "under *Self-Study → Exhibits*", "Settings » Users".
MENU_PATH = lazy_pattern(r"\w[\w*_ -]*\s?[→»]\s?[*_]?\w")
#: A step that tells the reader to do something a command would do.
ACTION = lazy_pattern(
    r"^\W*(?:re-?)?(?:run|rerun|execute|restart|re-?start|trigger|deploy|rebuild|refresh|"
    r"reload|backfill|truncate|drop|delete|purge|clear|rotate|apply|load|unload|pause|resume|"
    r"kill|stop|start|invoke|scale|roll ?back|revert|rerun|full[- ]refresh|snapshot|seed|"
    r"query|upload|download|copy|sync|re-?sync|export|import|grant|revoke|install|"
    # operations on the data, which a query or command performs
    r"group|filter|count|sum|aggregate|re-?compute|compute|re-?calculate|calculate|join|"
    r"dedupe|de-?duplicate|pivot|sort|merge|update|insert|reprocess|replay|disable|enable)\b",
    re.IGNORECASE)
ESCALATE = lazy_pattern(r"\b(escalat\w*|page|paging|contact|notify|tell|inform|email|ping|reach "
                        r"out|raise (?:it|this) with|hand (?:it )?(?:off|over))\b", re.IGNORECASE)
#: The one told, named by a role only: "contact the payer", "tell the house supervisor".
NAMED_GROUP = lazy_pattern(r"\b(?:team|desk|squad|group|channel)\b", re.IGNORECASE)
ROLE_ONLY = lazy_pattern(r"^\s+(?:to |with )?(?:the|your|our) [a-z][\w-]*", re.IGNORECASE)
VAGUE_WHO = lazy_pattern(
    r"\b(?:the )?(?:relevant|appropriate|right|responsible|concerned|necessary) "
    r"(?:people|person|team|teams|owner|owners|party|parties|contact|folks|stakeholders?)|"
    r"\bsomeone\b|\bthe (?:owner|owners|team|on-?call|stakeholders?)\b(?! (?:rota|channel|"
    r"alias|schedule))|\bwhoever\b", re.IGNORECASE)
#: The verb ends its sentence: "If it is still down, escalate." names no one at all.
BARE = lazy_pattern(r"^\s*[.!]?\s*$")
CONCRETE_WHO = lazy_pattern(
    r"@[\w-]+|#[\w-]+|\b[\w.+-]+@[\w-]+\.\w+|(?i:\bpagerduty\b|\bopsgenie\b|\brota\b|"
    r"\bon-?call (?:rota|schedule)\b)|\b[A-Z][\w&-]*(?: [A-Z][\w&-]*)* (?i:team|desk|squad|"
    r"group|on-?call)\b|`[^`]+`|\b\d[\d -]{2,}\d\b")


def vague_who(line: str) -> bool:
    """The one to tell is named as "the relevant team", "someone": vague, not just missing."""
    return VAGUE_WHO.search(line) is not None


def procedure_findings(markdown: str) -> tuple[Finding, ...]:
    """Every procedure defect of a section's Markdown."""
    return _findings(markdown)


@lru_cache(maxsize=8_192)
def _findings(markdown: str) -> tuple[Finding, ...]:
    return (*_gap(markdown), *_step_without_command(markdown), *_escalation(markdown))


def _runs(markdown: str) -> list[list[tuple[int, str]]]:
    """The numbered lists of the section, each a run of (number, text) steps."""
    runs: list[list[tuple[int, str]]] = []
    last_end = -1
    for match in STEP.finditer(markdown):
        between = markdown[last_end:match.start()] if last_end >= 0 else ""
        starts_new = last_end < 0 or re.search(r"\n\s*\n\s*(?!\s|\d|```|[-*])\S", between)
        if starts_new or not runs:
            runs.append([])
        runs[-1].append((int(match.group(1)), match.group(2)))
        last_end = match.end()
    return runs


def _gap(markdown: str) -> Iterator[Finding]:
    for run in _runs(markdown):
        numbers = [n for n, _ in run]
        if len(numbers) < 3 or all(n == numbers[0] for n in numbers):
            continue  # "1." on every line is Markdown's auto-numbering
        for before, after in itertools.pairwise(numbers):
            if after != before + 1:
                yield Finding(GRAVE, f"{before}. … {after}.", f"The procedure goes from step "
                              f"{before} to step {after}: a step is missing or repeated.")
                return


def step_bodies(markdown: str) -> list[str]:
    """Each step's text with what follows it up to the next step (its code block)."""
    starts = [m.start() for m in STEP.finditer(markdown)]
    return [markdown[a:b] for a, b in zip(starts, [*starts[1:], len(markdown)], strict=False)]


def _step_without_command(markdown: str) -> Iterator[Finding]:
    bodies = step_bodies(markdown)
    if len(bodies) < 3:
        return
    with_command = [bool(COMMAND.search(body)) for body in bodies]
    if sum(with_command) < 2 or sum(with_command) * 2 < len(bodies):
        return  # a prose procedure: its steps are not commands
    for body, has in zip(bodies, with_command, strict=False):
        text = STEP.sub(r"\2", body.splitlines()[0]).strip()
        if not has and ACTION.search(text) and not MENU_PATH.search(body):
            yield Finding(SERIOUS, quote(text), "Every other step gives its command, but this one "
                          "names an action without the command to run.")
            return


def _escalation(markdown: str) -> Iterator[Finding]:
    # in a procedure (numbered steps, or a command to run) each step must be actionable as
    # written: a role alone ("contact the payer") names no one to reach
    procedure = bool(STEP.search(markdown) or COMMAND.search(markdown))
    # each sentence alone: "for the on-call engineer. … the 07:00 email" tells no one anything
    for line in (sentence for row in markdown.splitlines()
                 for sentence in re.split(r"(?<=[.!?])\s+(?=[A-Z])", row)):
        said = ESCALATE.search(line)
        bare = said and said.group(0).islower() and not said.group(0).endswith("ion") and \
            BARE.search(line[said.end():])  # the verb, not "go to Escalation."
        role_only = said and procedure and not said.group(0).lower().endswith("ion") and \
            ROLE_ONLY.match(line[said.end():]) and not NAMED_GROUP.search(line[said.end():])
        # the one to tell is named after the verb: a command earlier in the line is not a who
        if said and (VAGUE_WHO.search(line) or bare or role_only) and \
                not CONCRETE_WHO.search(line[said.start():]):
            yield Finding(SERIOUS, quote(line.strip()), "The section says to "
                          f"{said.group(0).lower()} without saying who: no handle, channel, "
                          "rota or named team.")
            return
