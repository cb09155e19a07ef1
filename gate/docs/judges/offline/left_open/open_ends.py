"""What a Markdown section leaves open where a reader needs it said.

| check                  | score | the section …                                              |
|------------------------|-------|------------------------------------------------------------|
| vague stand-ins        | 0.35  | puts two or more stand-ins where specifics belong ("some   |
|                        |       | stores", "certain periods", "for a while", "as appropriate")|
|                        |       | and gives almost no concrete detail, or three or more      |
| access without how     | 0.4   | says the reader needs access without saying which (a role, |
|                        |       | a group) or how to get it                                  |
| steps without commands | 0.35  | gives numbered steps that name actions but no command, where|
|                        |       | another procedure of the document gives its commands        |
| left open              | 0.4   | counts on "recent" or "try again later" with no figure in   |
|                        |       | its sentence, hedges a rule "depending on circumstances",   |
|                        |       | gives a local time whose zone is nobody's, or says to page  |
|                        |       | someone with no pager service, rota or handle, or says to  |
|                        |       | fix "it" where two sides differ, naming neither, or defines|
|                        |       | a word by itself ("technical when it is technical")        |
| bare answer            | 0.4   | answers a why, how or what question of its own with a label |
|                        |       | of two words or fewer ("Known issue.")                      |
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.judges.offline.left_open.procedures import COMMAND, STEP, step_bodies
from gate.docs.judges.offline.shared.finding import Finding, quote
from gate.docs.judges.offline.telling.substance import details
from gate.docs.seam.score_levels import LACKING, SERIOUS

#: Words that stand where a specific would: which ones, when, how long, what to do.
STAND_INS = lazy_pattern(
    r"\b(?:some|certain|various|several) (?!of\b)[a-z]+|\bfor a while\b|\ba while\b|"
    r"\bthings\b|\bas appropriate\b|\bas (?:needed|required|necessary)\b|\brecent(?:ly)?\b|"
    r"\bkeep an eye\b|\bfrom time to time\b|\bat some point\b|\bif needed\b|\bsomehow\b|"
    r"\betc\b|\band so on\b|\bregularly\b|\bperiodically\b", re.IGNORECASE)
STAND_INS_NEEDED = 2
NEEDS_ACCESS = lazy_pattern(r"\b(?:need|needs|require|requires|must have)\s+(?:\w+\s+){0,2}?"
                            r"access\b", re.IGNORECASE)
#: What says which access, or how to get it.
ACCESS_TOLD = lazy_pattern(r"\b(?:request|ask|role|group|grant\w*|via|through|from|profile|"
                           r"permission|ticket|form|approv\w*)\b|`|@|#", re.IGNORECASE)
#: How the section already said to ask for access, before it names more: "Request the
#: `x` role in the IT portal (form 'Snowflake access', approver: your team lead)".
REQUEST_TOLD = lazy_pattern(r"\b(?:portal|form|approv\w*|ticket)\b", re.IGNORECASE)
#: A step that names an action a command would perform, anywhere in it.
DOES = lazy_pattern(r"\b(?:re-?run|run|rebuild|re-?build|refresh|reload|backfill|re-?load|"
                    r"re-?send|check|verify|compare|query|count|export|import|upload|truncate|"
                    r"restart|trigger|deploy|re-?process)\b", re.IGNORECASE)


def stand_ins(text: str) -> Iterator[Finding]:
    found = sorted({m.group(0).lower() for m in STAND_INS.finditer(text)})
    if len(found) > STAND_INS_NEEDED or (len(found) == STAND_INS_NEEDED
                                         and len(details(text)) < 2):
        yield Finding(SERIOUS, found[0], f"The section puts stand-ins ({', '.join(found[:3])}) "
                      "where a reader needs the specifics: which, when, how long, what to do.")


def access_without_how(text: str) -> Iterator[Finding]:
    """Access needed with neither which nor how after it, nor, before it, a request the
    section already said how to make (a form, a portal, an approver)."""
    said = NEEDS_ACCESS.search(text)
    if said and not ACCESS_TOLD.search(text[said.start():]) and \
            not REQUEST_TOLD.search(text[:said.start()]):
        yield Finding(LACKING, said.group(0), "The section says access is needed without "
                      "saying which access or how to get it.")


def steps_without_commands(markdown: str, others: Iterable[str]) -> Iterator[Finding]:
    """Numbered steps that name actions and give no command, in a document whose other
    procedure gives a command in most of its steps: the reader has the how for one and not
    for the other."""
    bodies = step_bodies(markdown)
    if len(bodies) < 2 or any(COMMAND.search(body) for body in bodies) or \
            not any(DOES.search(STEP.sub(r"\2", body)) for body in bodies):
        return
    for other in others:
        theirs = step_bodies(other)
        with_command = sum(1 for body in theirs if COMMAND.search(body))
        if len(theirs) >= 2 and with_command * 2 > len(theirs):
            yield Finding(SERIOUS, quote(bodies[0].strip()), "The steps name actions without a "
                          "command, where the document's other procedure gives its commands.")
            return


#: A window left open: "Exclude recent cohorts." says neither how recent nor since when.
RECENT = lazy_pattern(r"\brecent(?:ly)?\b|\blately\b|\bnewer\b", re.IGNORECASE)
#: A retry with no time: "wait and try again later" says neither when nor what then.
RETRY_LATER = lazy_pattern(r"\b(?:try|retry|check|look|come back|rerun|re-run)"
                           r"(?: (?:it|again|back))* later\b", re.IGNORECASE)
#: A wait with no length before acting again: "Wait for it and re-run." says neither how long
#: nor what shows it has come.
WAIT_OPEN = lazy_pattern(r"\bwait(?: for (?:it|them|this|that))?,? (?:and|then) (?:re-?run|retry|"
                         r"try again|re-?try|reload|re-?load)\b", re.IGNORECASE)
#: An action left to the reader's judgement: "notify the growers as appropriate" says neither
#: how, by when nor through what.
AS_FITS = lazy_pattern(r"\b(?:notify|inform|tell|contact|alert|warn|update|escalate|communicate|"
                       r"follow up|reach out)\b[^.;:!?\n]{0,80}?\b(?:as (?:appropriate|needed|"
                       r"necessary|required)|where (?:appropriate|needed|necessary)|if (?:needed|"
                       r"necessary|appropriate))\b", re.IGNORECASE)
#: A rule or figure hedged on what the text never names.
HEDGED = lazy_pattern(r"\bdepending on (?:the )?(?:circumstances|situation|case)\b|"
                      r"\bon a case[- ]by[- ]case basis\b", re.IGNORECASE)
#: A remedy for two sides that differ, on a pronoun: "If they differ, fix it." says neither
#: which side is right nor where to correct it ("fix it in the log card" names the place).
FIX_EITHER = lazy_pattern(
    r"\b(?:if|when|where)\s+(?:they|both|the two|these|those)\s+(?:differ|disagree|mismatch|"
    r"diverge|do(?: not|n't) (?:match|agree))\b[^.;!?\n]{0,60}?\b(?:fix|correct|update|amend|"
    r"adjust|change|align)\s+(?:it|them|this|that)\b(?!\s+(?:in|on|to|from|with|by|at)\b)",
    re.IGNORECASE)
#: A definition by its own word: "A delay is technical when it is technical in nature."
CIRCULAR = lazy_pattern(r"\b(?:is|are) ([a-z]{4,}) (?:when|if|where|because|as long as) "
                        r"(?:it|they) (?:is|are) \1\b", re.IGNORECASE)
#: A question the section asks in bold and the words after it, to the line's end: "**Why is
#: 7E blank for January?** Known issue."
ASKED = lazy_pattern(r"\*\*[ \t]*(?:why|how|what|when|where|which|who)\b[^*\n]{0,200}\?"
                     r"[ \t]*\*\*[ \t]*(?:\n[ \t]*){0,2}([^\n]*)", re.IGNORECASE)
#: The most words an answer that names no figure, code or link can hold and still say nothing.
BARE_ANSWER_WORDS = 2
#: A time "local" to nothing named: whose local time?
LOCAL_TIME = lazy_pattern(r"\blocal (?:time|date|day|midnight|calendar day)s?\b", re.IGNORECASE)
ZONE_NAMED = lazy_pattern(r"\b(?:UTC|GMT)\b|[+-]\d\d:?\d\d|\b[A-Z][a-z]+/[A-Z][a-z_]+\b|"
                          r"\b(?:device|browser|user|player|customer|member|store|venue|"
                          r"station|site|branch|warehouse|depot)(?:'s|s')? (?:own )?(?:local |"
                          r"time ?zone)", re.IGNORECASE)
#: Paging someone, and what says how: a pager service, a rota, a handle, a number.
PAGE = lazy_pattern(r"(?:^|[.;:!?]\s+|,\s+|\b(?:then|to|and|or)\s+)(page\s+(?:the\s+)?[a-z&]"
                    r"[\w& -]{2,40})", re.IGNORECASE | re.MULTILINE)
PAGE_HOW = lazy_pattern(r"@|#|\bpager ?duty\b|\bopsgenie\b|\bvictorops\b|\brota\b|\bschedule\b|"
                        r"\bescalation policy\b|\bservice\b|\bvia\b|\bthrough\b|\+?\d[\d -]{6,}|"
                        r"`", re.IGNORECASE)


def bare_answers(markdown: str) -> Iterator[Finding]:
    """A question that asks why, how or what, answered by a label ("Known issue.", "By
    design."): a yes or no question may be answered by one word, these may not."""
    for asked in ASKED.finditer(markdown):
        answer = asked.group(1).strip()
        if answer and not answer.startswith("*") and len(answer.split()) <= BARE_ANSWER_WORDS \
                and not re.search(r"\d|`|\]\(", answer):
            yield Finding(LACKING, quote(asked.group(0).strip()), f"The section answers its "
                          f"question with {answer!r}, which explains nothing.")
            return


def left_open(text: str, *, local_time: bool = True) -> Iterator[Finding]:
    """A sentence that counts on "recent" with no figure, says to try again "later" with no
    time, or hedges its figure "depending on circumstances"; a local time whose zone is
    nobody's (for clarity: `local_time`); a page with no way to send it; a fix on "it" where
    two sides differ; a word defined by itself."""
    for sentence in re.split(r"(?<=[.;!?])\s+|\n+", text):
        recent = RECENT.search(sentence)
        if recent and not re.search(r"\d|`", sentence):
            yield Finding(LACKING, quote(sentence.strip()), f"The section counts on "
                          f"{recent.group(0)!r} without saying how recent.")
            break
        later = RETRY_LATER.search(sentence)
        if later and not re.search(r"\d|`", sentence):
            yield Finding(LACKING, quote(sentence.strip()), f"The section says "
                          f"{later.group(0)!r} without saying when, or what to check then.")
            break
        waited = WAIT_OPEN.search(sentence)
        if waited and not re.search(r"\d|`", sentence):
            yield Finding(LACKING, quote(sentence.strip()), f"The section says "
                          f"{waited.group(0)!r} without saying how long, or what shows it is "
                          "time.")
            break
        fits = AS_FITS.search(sentence)
        if fits and not re.search(r"\d|`|#|@|https?:", fits.group(0)):
            yield Finding(LACKING, quote(sentence.strip()), f"The section leaves "
                          f"{fits.group(0)!r} to the reader: it says neither how, through what "
                          "nor by when.")
            break
        either = FIX_EITHER.search(sentence)
        if either:
            yield Finding(LACKING, quote(sentence.strip()), f"The section says "
                          f"{either.group(0)!r} without saying which side is right or where to "
                          "correct it.")
            break
        circular = CIRCULAR.search(sentence)
        if circular:
            yield Finding(LACKING, quote(sentence.strip()), f"The section defines "
                          f"{circular.group(1)!r} by itself: a reader learns nothing of it.")
            break
        hedged = HEDGED.search(sentence)
        if hedged:
            yield Finding(LACKING, quote(sentence.strip()), f"The section leaves its rule "
                          f"open ({hedged.group(0)!r}) without saying which circumstances.")
            break
    local = LOCAL_TIME.search(text) if local_time else None
    if local and not ZONE_NAMED.search(text):
        yield Finding(LACKING, local.group(0), f"The section gives {local.group(0)!r} without "
                      "saying whose: a device's, a region's, the server's.")
    paged = PAGE.search(text)
    if paged and not PAGE_HOW.search(text):
        yield Finding(LACKING, paged.group(1).strip(), "The section says to page someone "
                      "without saying how: the pager service, the rota or a handle.")
