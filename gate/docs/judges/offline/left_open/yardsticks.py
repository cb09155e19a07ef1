"""What a Markdown section asks the reader to judge, set or look up without saying how.

A runbook that says "the numbers should look reasonable" leaves each reader their own bar; one
that says "the window is configurable" leaves them to find where; one that says "see the
section on tariff changes" under the heading "Tariff changes" sends them back where they are:

| check                 | score | the section …                                               |
|-----------------------|-------|-------------------------------------------------------------|
| a judgement, no bar   | 0.4   | asks for a judgement ("reasonable", "big changes", "weird", |
|                       |       | "its usual band", "where performance is off", "close to the |
|                       |       | limit", "use judgement", "keep an eye on", "as appropriate", |
|                       |       | "make sure the sources are fresh") in a sentence with no    |
|                       |       | figure or code                                              |
| a setting, no place   | 0.4   | calls something configurable, adjustable or set per case    |
|                       |       | without naming the setting, file, variable or table         |
| points at itself      | 0.3   | sends the reader to a section whose name is its own heading |
| a check, no bar       | 0.4   | tells the reader to compare, check, verify or make sure (a  |
|                       |       | sentence or a list item) and gives no figure, query,        |
|                       |       | command, link or key to match records on anywhere           |
| a document, no link   | 0.4   | sends the reader to a document by its kind alone ("see the  |
|                       |       | sampling plan", "numbers in the depot sheet") with no link, |
|                       |       | path or name after it to find it by                         |
| figures promised      | 0.4   | is headed by the figures it stands for ("Storage fees",     |
|                       |       | "Response rate targets") and gives none: no figure, in      |
|                       |       | digits or words, nor a code span or path where they are kept|

Each reads one section's text once, sentence by sentence: linear in its length.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.judges.offline.shared.finding import Finding, quote
from gate.docs.seam.score_levels import GRAVE, LACKING

#: A bar each reader sets for themselves: "reasonable", "big changes", "weird things",
#: "drops below its usual band", "too high".
JUDGEMENT = lazy_pattern(
    r"\b(?:reasonable|sensible|plausible|big|unusual(?:ly)?|odd|weird|strange|abnormal(?:ly)?|suspicious(?:ly)?|excessive(?:ly)?|"
    r"too (?:high|low|many|few|much|little|long|short|slow|old)|"
    r"(?:usual|normal|typical|expected|acceptable) (?:band|range|level|value|volume|amount|"
    r"count|rate|limits?|bounds?|threshold)|"
    # a verdict on nothing named: "where performance is off", "if the numbers look wrong"
    r"(?:performance|numbers|figures|results|things|everything) (?:is|are|looks?|seems?|"
    r"goes|go|gets?) (?:off|wrong|bad|poor|good|fine|ok|okay|healthy)|"
    # a limit approached by an unsaid margin: "when the backlog gets close to the limit"
    r"(?:gets?|getting|comes?|coming|grows?|rises?|climbs?|runs?|is|are) (?:close to|"
    r"near(?:ly)?) (?:the|its|their) [a-z]+|(?:nearing|approaching) (?:the|its|their) [a-z]+|"
    # the judgement handed to the reader whole: "use judgement before acting on them", "only
    # when necessary", "keep an eye on them", "at your discretion"
    r"use (?:your |good |some |sound )?judge?ment|keep an eye on|at (?:your|their) discretion|"
    r"(?:only )?(?:when|where|if) (?:really |strictly |absolutely )?necessary|as you see fit|"
    r"as appropriate|(?:when|where|if) relevant|"
    # a check whose bar is a verdict: "make sure all sources are fresh", "make sure the docs
    # are good", "make sure the positions are up to date" (fresh by when? good by what?)
    r"(?:make sure|ensure|check that|confirm that|verify that) (?:[\w'-]+ ){1,5}?(?:is|are|"
    r"looks?) (?:fresh|up[ -]to[ -]date|good|right|correct|accurate|fine|ok|okay|current|"
    r"healthy))\b",
    re.IGNORECASE)
#: A figure, a value in code or a named identifier: the sentence sets its bar.
BAR = lazy_pattern(r"\d|`[^`]+`|\b[a-z0-9]+_[a-z0-9_]+\b")
#: A setting left to find: "is configurable", "can be configured", "adjustable".
SETTING = lazy_pattern(r"\b(?:configurable|(?:can|may) be (?:configured|set|changed|adjusted|"
                       r"overridden|tuned)|adjustable|tunable|customi[sz]able|"
                       r"parameteri[sz]ed)\b", re.IGNORECASE)
#: Where a setting lives: a code span, an identifier, a path, a link, a named variable.
PLACE = lazy_pattern(r"`[^`]+`|\b[a-z0-9]+_[a-z0-9_]+\b|\b[\w-]+\.(?:ya?ml|json|toml|sql|py)\b|"
                     r"\]\(|https?://|\b(?:var|variable|setting|parameter|config)\s+[\"'`]?\w",
                     re.IGNORECASE)
#: "see the section on tariff changes", "see Tariff changes below", "as described in X".
POINTER = lazy_pattern(r"\b(?:see|refer to|described in|covered in|explained in|as in)\s+"
                       r"(?:the\s+)?(?:section\s+(?:on|about|called|titled|named)\s+)?"
                       r"[\"'*_`]*([^.;:()\n\"'*_`]{3,60})", re.IGNORECASE)
#: A document named by its kind alone: "see the sampling plan", "check the release notes".
UNLINKED_DOCUMENT = lazy_pattern(
    r"\b(?i:see|check|read|consult|follow|per|according to|as (?:set out|described) in|"
    r"(?:listed|given|defined|explained|kept|held)? ?in)\s+the\s+(?:[a-z][\w-]*\s+){0,2}?"
    r"(notes|plan|docs|documentation|document|guide|policy|spreadsheet|sheet|workbook|wiki|manual|"
    r"dashboard|glossary|runbook|"
    r"handbook|playbook|procedure|memo|contract)\b(?!\s*[(`\[])")
#: Where a document can be found: a link, a path, a code span, a quoted title.
FINDABLE = lazy_pattern(r"\]\(|https?://|`[^`]+`|\b[\w-]+/[\w./-]+|\"[^\"]+\"")
WORD = lazy_pattern(r"[a-z]+")
POINTER_GLUE = frozenset({"the", "a", "an", "on", "about", "of", "section", "sections", "below",
                          "above", "here", "page", "and", "for", "to", "in"})


def _sentences(text: str) -> Iterator[str]:
    return (s for s in re.split(r"(?<=[.;!?])\s+|\n+", text) if s.strip())


def judged_without_bar(text: str) -> Iterator[Finding]:
    for sentence in _sentences(text):
        judged = JUDGEMENT.search(sentence)
        if judged and not BAR.search(sentence):
            yield Finding(LACKING, quote(sentence.strip()), f"The section asks the reader to "
                          f"judge {judged.group(0)!r} without a figure or threshold to judge by.")
            return


def setting_without_place(text: str) -> Iterator[Finding]:
    for sentence in _sentences(text):
        setting = SETTING.search(sentence)
        if setting and not PLACE.search(sentence):
            yield Finding(LACKING, quote(sentence.strip()), f"The section says it is "
                          f"{setting.group(0)!r} without naming the setting or where it is set.")
            return


#: A heading that is the figures it promises, a reader will set or check against: "Ripeness
#: targets by variety", "Response rate targets", "Storage fees", "Tolerances"; a heading that
#: asks or acts on them ("Who agrees the targets", "Changing a fee") promises a rule instead.
PROMISED_FIGURES = lazy_pattern(
    r"^\s*(?!(?:who|how|what|when|where|why|which|[a-z]+ing)\b)(?:[a-z-]+ ){0,2}"
    r"(targets|fees|thresholds|tolerances|limits|quotas)\b(?:\s+(?:by|per|for)\b[^\n]*)?\s*$",
    re.IGNORECASE)
#: A figure in digits or words: "within five business days" gives its target.
FIGURE = lazy_pattern(r"\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|"
                      r"twelve|fifteen|twenty|thirty|forty|fifty|sixty|hundred|half|dozen)\b",
                      re.IGNORECASE)


def figures_promised(heading: str, text: str) -> Iterator[Finding]:
    """A section whose heading promises figures (targets, fees, thresholds) and whose body
    gives none, nor a code span, link or path where they are kept."""
    promised = PROMISED_FIGURES.search(heading)
    if promised and text.strip() and not PLACE.search(text) and not FIGURE.search(text):
        yield Finding(LACKING, quote(text.strip()), f"The section is headed by "
                      f"{promised.group(1).lower()} and gives none: no figure, nor where they "
                      "are kept.")


def _stem(word: str) -> str:
    return word[:-1] if len(word) > 3 and word.endswith("s") else word


def points_at_itself(heading: str, text: str) -> Iterator[Finding]:
    """A pointer whose target's words are the heading's own: the section it names is itself."""
    own = {_stem(w) for w in WORD.findall(heading.lower()) if w not in POINTER_GLUE}
    if not own:
        return
    for pointer in POINTER.finditer(text):
        named = {_stem(w) for w in WORD.findall(pointer.group(1).lower())} - POINTER_GLUE
        if named and named == own:
            yield Finding(GRAVE, pointer.group(0), "The section sends the reader to "
                          f"{pointer.group(1).strip()!r}, which is this section: it points at "
                          "itself and says nothing.")
            return


def document_without_link(text: str) -> Iterator[Finding]:
    """A document the reader is sent to by its kind alone, in a sentence that gives no link,
    path or title to find it by."""
    for sentence in _sentences(text):
        sent = UNLINKED_DOCUMENT.search(sentence)
        # found by what follows its name: a code span earlier in the sentence is another thing's
        if sent and not FINDABLE.search(sentence, sent.start()):
            yield Finding(LACKING, sent.group(0), f"The section sends the reader to "
                          f"{sent.group(0)!r} without a link, path or name to find it by.")
            return


#: A check the reader is told to make: "Compare SAIDI with the previous quarter."
CHECK = lazy_pattern(r"(?:^|(?<=[.;,!?]\s)|(?<=\n)|(?<=\d\.\s)|(?<=[-*]\s))(?:compare|check|verify|"
                     r"review|monitor|watch|look at|confirm|make sure|ensure)\b", re.IGNORECASE)
#: What makes a check one a reader can make: a figure, a query or command, a link, or the
#: key two records are matched on ("compare them with the log by event number").
CHECKABLE = lazy_pattern(r"\d|`|\]\(|https?://|\bby (?:the |its |their )?[a-z]+ (?:number|id|"
                         r"key|code|reference)s?\b", re.IGNORECASE)


def check_without_bar(text: str) -> Iterator[Finding]:
    """A section that tells the reader to check something and gives no figure, query, command
    or link anywhere: nothing to check against."""
    found = CHECK.search(text)
    if found and not CHECKABLE.search(text):
        sentence = next(s for s in _sentences(text[found.start():]))
        yield Finding(LACKING, quote(sentence.strip()), "The section asks for a check without a "
                      "threshold, query or link to make it with.")
