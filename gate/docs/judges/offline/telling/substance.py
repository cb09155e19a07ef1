"""How much a text tells, and the defects of a text that tells too little.

The offline judge used to give 0.8 to any text its few checks found no defect in, so a
description that only avoided the known defects scored as well as one that said what the value
means, its unit and its nulls. Here a text is read for what it tells a reader (`details`: the
kinds of concrete detail it holds, counted once each) and for what its kind needs:

| check                | score | a text that …                                                |
|----------------------|-------|--------------------------------------------------------------|
| vague                | 0.35  | is filler or marketing ("various information", "leverage")   |
|                      |       | with under two kinds of detail                               |
| points elsewhere     | 0.35  | sends the reader elsewhere ("see docs", "the usual way")     |
| no unit / currency   | 0.4   | describes a quantity (by its column name or, for a metric,   |
|                      |       | its words) without its unit or currency                      |
| no time zone         | 0.4   | describes a timestamp column without its time zone           |
| bare identifier      | 0.35  | is an identifier that never says what it identifies          |
| no grain             | 0.4   | is a model, semantic model or saved query that never says    |
|                      |       | what one row (or one period) is                              |
| nulls left out       | 0.4   | is a timestamp or date that leaves out what a null means     |
|                      |       | where its tests allow nulls (a key need not: `content_rules`)|
| no period / formula  | 0.4   | is a metric without its period, or a rate without its ratio  |
| no use               | 0.4   | is a macro, exposure, source or unit test named, not used    |
| no consequence       | 0.4   | is a rationale naming no consumer and nothing that goes wrong|
| restates the test    | 0.3   | is a rationale that only restates or praises its test        |
| says nothing here    | 0.45  | is a Markdown section with no concrete detail at all         |
| no commands          | 0.35  | is a how-to section with no command, code or steps           |

A text none of them faults scores by what it tells (`told_score`): 0.55 with no kind of detail,
up to 0.95. Each function reads `told_text` (the text without padding, `told.py`).
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Iterator
from functools import lru_cache

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.judges.offline.shared import lexicon as lx
from gate.docs.judges.offline.shared.finding import Finding, quote
from gate.docs.seam.score_levels import GRAVE, LACKING, SERIOUS, SLIGHT, STUB

NUMBER = lazy_pattern(r"\d")
CODE = lazy_pattern(r"`[^`]+`|\b[a-z0-9]+_[a-z0-9_]+\b|\b[a-z_]\w*\.[a-z_]\w*\b|\bref\(")
PROPER = lazy_pattern(r"(?<=[a-z,;:(] )[A-Z][\w'-]+")
ACRONYM = lazy_pattern(r"\b[A-Z][A-Z0-9]{1,5}s?\b")
ENUMERATION = lazy_pattern(r"\w+, \w+(?:,? (?:and|or) |, )\w+|\([^)]*,[^)]*\)")
RELATION = lx.words_pattern(
    r"joins? (?:to|on)", r"issued by", r"assigned by", r"as (?:entered|issued|reported)",
    r"from", r"one value per", r"divided by", r"sum of", r"count of", r"returns?", r"when",
    r"unless", r"instead of", r"excluded?", r"included?", r"before", r"after",
    r"until", r"while", r"never")
DETAIL_KINDS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("a figure", NUMBER), ("a name or code", CODE), ("a unit", lx.UNIT),
    ("a currency", lx.CURRENCY), ("a time zone", lx.TIME_ZONE), ("a grain", lx.GRAIN),
    ("a period", lx.PERIOD), ("what nulls mean", lx.NULL_MEANING), ("a list", ENUMERATION),
    ("a rule", RELATION), ("a symbol", lx.UNIT_SYMBOL), ("a system or team", PROPER))
HOW_TO = lx.words_pattern(
    r"set ?up", r"install\w*", r"getting started", r"running", r"run", r"deploy\w*",
    r"releas\w*", r"backfill\w*", r"rotat\w*", r"upgrad\w*", r"troubleshoot\w*", r"how to",
    r"lint\w*", r"build\w*", r"testing", r"tests", r"re-?running", r"restor\w*", r"migrat\w*",
    r"adding", r"add an?", r"creating", r"opening", r"roll ?backs?", r"revert\w*",
    r"recover\w*")
#: What a reader can follow: a command, a numbered step, a link, a chat channel to post in.
STEPS = lazy_pattern(r"`[^`]+`|^\s*(?:\$ |[-*] `|\d+\. \S)|https?://|(?<![\w#&])#[a-z][\w-]{1,40}",
                     re.MULTILINE)
PLACEHOLDERS = lazy_pattern(
    r"(?<![\w`])<[a-z][a-z _-]{1,30}>(?![\w`])|\[[a-z][a-z _-]{1,30}\](?!\()|more to come|"
    r"coming soon|to be (?:added|written|done|decided|confirmed)|"
    r"more (?:details?|info\w*|content|steps) (?:to come|soon|later)|\b(?:TODO|TBD|FIXME)\b|"
    # a numbered item that is only an ellipsis ("2. Docs updated. 3. ... 4. Two approvals"):
    # a step left to write, whether the list runs on one line or one item a line
    r"(?:^|(?<=\s))\d{1,3}[.)][ \t]*(?:\.{3}|…)(?=[ \t]*(?:$|\d{1,3}[.)]\s))",
    re.IGNORECASE | re.MULTILINE)
#: Reasonings shared by every pair they fault (a project repeats them thousands of times).
NO_CURRENCY = "The column is an amount, but the text does not say its currency."
NO_UNIT = "The column is a quantity, but the text does not say its unit."
NO_ZONE = "The column is a timestamp, but the text does not say its time zone."
BARE_ID = ("The column is an identifier, but the text does not say what it identifies or what "
           "it joins to.")
NULLS_LEFT_OUT = ("The column's tests allow nulls (it is tested, but not for nulls), and the "
                  "text does not say what a null means.")
CODE_SPAN = lazy_pattern(r"```.*?```|`[^`]*`", re.DOTALL)
#: What names an acronym as a standard or format, right after it: "GTFS stop_id", "FHIR feed".
NAMED_AS_SUCH = lazy_pattern(r" (?:[a-z][a-z0-9]*_[a-z0-9_]+|format|standard|spec\w*|feeds?|"
                             r"files?|codes?|protocol|schema|fields?)\b")
HTML_COMMENT = lazy_pattern(r"<!--.*?-->", re.DOTALL)
STEP_TODO = lazy_pattern(r"^[ \t]*(?:\d+\.|[-*])[ \t].*?<!--[^>]*?\b(?:TODO|TBD|FIXME)\b",
                         re.MULTILINE | re.IGNORECASE)
DATE_WORDS = lx.words_pattern(r"day", r"date", r"dates", r"days")
TIME_WORDS = lx.words_pattern(r"timestamps?", r"datetimes?", r"time of day", r"clock time")
#: "Date and time" says a timestamp, which needs its zone as any other does.
DATE_AND_TIME = lx.words_pattern(r"dates? and times?", r"date-?times?", r"time and date")
#: Words that say a value is an identifier without saying of what.
ID_WORDS = frozenset({"the", "a", "an", "of", "this", "that", "it", "is", "id", "ids",
                      "identifier", "key", "unique", "primary", "surrogate", "foreign", "column",
                      "row", "rows", "record", "table", "value", "used", "for", "to", "each",
                      "every", "per"})
#: Words of where an identifier is used, or of a generic thing, which name no thing it
#: identifies: "The key that is used for joining the different tables together in the
#: pipeline.", "Unique identifier for the object.", "A unique id for the current fact table
#: row."
PLUMBING_WORDS = frozenset({"join", "joins", "joined", "joining", "tables", "models", "data",
                            "different", "other", "together", "pipeline", "pipelines", "source",
                            "system", "systems", "generated", "internal", "natural", "and",
                            "or", "in", "on", "from", "by", "with", "all", "across",
                            "between", "number", "code", "reference", "current", "fact",
                            "dimension", "object", "objects", "entity", "item", "instance"})
STOP = frozenset({"the", "a", "an", "of", "who", "which", "that", "are", "is", "was", "were",
                  "be", "in", "on", "for", "with", "by", "and", "or", "to", "this", "all",
                  "its", "their", "those", "these", "total", "number", "count", "sum",
                  "average", "mean"})


@lru_cache(maxsize=32_768)
def details(text: str) -> tuple[str, ...]:
    """The kinds of concrete detail `text` holds, each named once, in a fixed order."""
    return tuple(name for name, pattern in DETAIL_KINDS if pattern.search(text))


def told_score(text: str) -> float:
    """The score of a text no check faulted: 0.55 for one that tells nothing concrete, 0.08
    more per kind of detail, at most 0.95."""
    return round(min(0.95, 0.55 + 0.08 * len(details(text))), 2)


def name_parts(name: str) -> list[str]:
    return [part for part in re.split(r"[^a-z0-9]+", name.lower()) if part]


#: An acronym and the bracket that spells it out, just before a phrase: "PRN (".
SPELT_OUT_BEFORE = lazy_pattern(r"\b[A-Z][A-Z0-9]{1,5}s? ?\($")


def vague_or_elsewhere(text: str) -> Iterator[Finding]:
    elsewhere = lx.POINTS_ELSEWHERE.search(text)
    if elsewhere:
        yield Finding(SERIOUS, elsewhere.group(0), "The text sends the reader elsewhere "
                      f"({elsewhere.group(0)!r}) instead of saying it.")
    # "PRN (as needed)": words in brackets after an acronym spell it out, they are not vague
    vague = next((found for found in lx.VAGUE.finditer(text)
                  if not SPELT_OUT_BEFORE.search(text, max(0, found.start() - 12), found.start())),
                 None)
    # beside marketing words, a name ("our platform", "the FX framework") says who or where,
    # not what; beside other vague words it may be the detail that matters ("Bizible")
    told_kinds = set(details(text)) if vague else set()
    if vague and lx.PROMOTIONAL.search(text):
        told_kinds.discard("a system or team")
    if vague and len(told_kinds) < 2:
        yield Finding(SERIOUS, vague.group(0), f"The text is vague ({vague.group(0)!r}) and "
                      "tells almost nothing concrete.")
        return
    # whatever else a text tells, these leave the reader unable to act
    nobody = UNNAMED_PARTY.search(text) if "relevant" in text or "appropriate" in text or \
        "responsible" in text or "usual" in text else None
    if nobody:
        yield Finding(SERIOUS, nobody.group(0), f"The text names no one ({nobody.group(0)!r}): "
                      "a reader cannot tell whom to reach.")
    unchecked = UNCHECKABLE.search(text)
    if unchecked and not re.search(r"\d", unchecked.group(0)):
        yield Finding(SERIOUS, unchecked.group(0), f"The text asks for a check "
                      f"({unchecked.group(0)!r}) without saying what a right result looks like.")


#: A party left unnamed: "owned by the relevant stakeholders", "escalate to the appropriate team".
UNNAMED_PARTY = lazy_pattern(
    r"\b(?:owned by|owners? (?:is|are)|maintained by|contact|escalate to|ask|notify|inform|"
    r"tag|page|email|ping)\s+(?:the |all )?(?:relevant|appropriate|responsible|right|usual|"
    r"concerned) (?:stakeholders|people|teams?|parties|owners?|persons?|folks|contacts?)\b",
    re.IGNORECASE)
#: A check with no criterion: "Verify rewards are flowing correctly."
UNCHECKABLE = lazy_pattern(
    r"\b(?:verify|check|ensure|confirm|make sure)\b[^.\n`;:]{0,60}?\b(?:correctly|properly|"
    r"as expected|fine|okay|normally|looks? (?:right|good|fine|normal))\b", re.IGNORECASE)
#: Letters then a number: a named standard or version (a datum, an encoding, a revision),
#: which a reader looks up by that name, not jargon to spell out.
NAMED_STANDARD = lazy_pattern(r"[A-Z]{3,}\d{2,}")


#: What makes the acronym after it a value shown as an example: "e.g. ROS", "e.g., PST".
EXAMPLE_BEFORE = lazy_pattern(r"\be\.g\.,?\s$")


#: A code's number: two digits or more ("WF03", "ELV03"); "CO2" or "RC1" is read as a name.
CODE_NUMBER = lazy_pattern(r"\d{2,}s?$")
#: What joins the parts of a code: "WF03-T12", "ELV03-S2-B07", "WF01–WF09".
CODE_JOINS = ("-", "\u2013")
#: A range of codes: "BT1 to BT9", "P01–P12".
CODE_RANGE = lazy_pattern(r"\b([A-Z]{1,3}\d+) ?(?:[-\u2013]|to) ?([A-Z]{1,3}\d+)\b")


def _a_code(text: str, found: re.Match[str], ranged: frozenset[int]) -> bool:
    """True when the acronym `found` is a code of letters and a number: its number has two
    digits or more, it is joined to another part of a code by a hyphen or a dash, or it opens
    or closes a range of codes (`ranged`: where the codes of the text's ranges start)."""
    if not any(ch.isdigit() for ch in found.group(0)):
        return False
    return CODE_NUMBER.search(found.group(0)) is not None \
        or text[found.end():found.end() + 1] in CODE_JOINS \
        or text[max(0, found.start() - 1):found.start()] in CODE_JOINS \
        or found.start() in ranged


def _inside(spans: list[tuple[int, int]], starts: list[int], position: int) -> bool:
    """Whether `position` falls strictly inside one of `spans` (sorted, apart; `starts`
    their starts): found by bisection, so many spans and many acronyms stay n log n."""
    at = bisect_right(starts, position) - 1
    return at >= 0 and spans[at][0] < position < spans[at][1]


def unexplained_acronyms(text: str) -> list[str]:
    """Acronyms a reader outside the team cannot know, each once: not spelt out in brackets
    after it ("ETR (estimated …)"), not the bracketed short form of a phrase ("Major event
    day (MED)"), not a glossary entry ("**ETR**: …"), not a value shown in code ("e.g.
    `JPY`", or inside one: "`BRK-T07`"), not a code of letters and a number ("sites WF01 to
    WF09", "ELV03-S2-B07"), not a value given as an example ("Elevator code (e.g. ROS)"),
    not a standard named as such ("a GTFS stop_id", "the GTFS feed")."""
    explained = set(re.findall(r"\(([A-Z][A-Z0-9]{1,5})s?\)|\*\*([A-Z][A-Z0-9]{1,5})\*\*",
                               text))
    known = {name for pair in explained for name in pair if name}
    in_code = [found.span() for found in CODE_SPAN.finditer(text)]
    code_starts = [start for start, _ in in_code]
    ranged = frozenset(start for found in CODE_RANGE.finditer(text)
                       for start in (found.start(1), found.start(2)))
    found = [m.group(0) for m in ACRONYM.finditer(text)
             if not NAMED_STANDARD.fullmatch(m.group(0))
             # in a code span, or a code of letters and a number ("`BRK-T07`", "WF03"): a
             # value the column holds, not an abbreviation to spell out
             and not _inside(in_code, code_starts, m.start())
             and not _a_code(text, m, ranged)
             and not NAMED_AS_SUCH.match(text, m.end())
             and m.group(0).rstrip("s") not in lx.KNOWN_ACRONYMS
             and m.group(0) not in lx.KNOWN_ACRONYMS and m.group(0).rstrip("s") not in known
             and not text[m.end():m.end() + 2].startswith(" (")
             and not EXAMPLE_BEFORE.search(text[max(0, m.start() - 7):m.start()])]
    return list(dict.fromkeys(found))


#: A label of a letter and a number ("D7", "P95"), not an acronym to spell out.
LETTER_NUMBER = lazy_pattern(r"[A-Z]\d+")
#: The kind of thing a name is, said after it: "the AIMS rostering system", "SITA MVT messages".
SYSTEM_KIND = (r"(?:system|platform|messages?|feed|tool|service|app|portal|database|api|"
               r"export|exchange|network|suite|software)s?")


def named_otherwise(acronym: str, markdown: str) -> bool:
    """An acronym a reader needs no expansion of: a label of a letter and a number; part of
    an identifier or code ("MR-20", `NTD-VAL-07`); or a system's name followed by its kind
    ("the AIMS rostering system")."""
    if LETTER_NUMBER.fullmatch(acronym):
        return True
    word = re.escape(acronym)
    return re.search(rf"`[^`\n]*\b{word}\b[^`\n]*`|\b{word}-[A-Z0-9]|[A-Z0-9]-{word}\b|"
                     rf"\b{word}\b(?: [A-Za-z][\w-]*)?\s+(?i:{SYSTEM_KIND})\b",
                     markdown) is not None


def quantity_without_unit(subject: str, text: str) -> Iterator[Finding]:
    """A column whose name ends in a measure (`trip_duration`) and whose description gives no
    unit; an amount's currency is `column_needs`' to ask, by the column's kind."""
    parts = name_parts(subject)
    if not parts or parts[-1] in lx.UNIT_NAME_SUFFIXES or lx.UNIT_SYMBOL.search(text):
        return
    if parts[-1] in lx.MEASURE_NAME and not lx.UNIT.search(text):
        yield Finding(LACKING, quote(text), NO_UNIT)


def timestamp_without_zone(subject: str, text: str) -> Iterator[Finding]:
    """A timestamp without its zone; a text that says the value is a day or a date needs none,
    unless it calls the value a timestamp ("the timestamp of the scan, used to assign the
    business date" is a time, whatever date it feeds)."""
    if subject.lower().endswith(lx.TIMESTAMP_SUFFIXES) and not lx.TIME_ZONE.search(text) \
            and (TIME_WORDS.search(text)
                 or not DATE_WORDS.search(DATE_AND_TIME.sub(" ", text))):
        yield Finding(LACKING, quote(text), NO_ZONE)


def bare_identifier(subject: str, text: str) -> Iterator[Finding]:
    """An id that never says what it identifies: neither the thing its name names nor a
    model or column it joins to."""
    lowered = subject.lower()
    if not lowered.endswith(lx.IDENTIFIER_SUFFIXES) and lowered not in ("id", "key"):
        return
    things = [part for part in name_parts(subject)[:-1] if len(part) > 1]
    words = text.lower()
    joins = [c for c in CODE.findall(text) if c.strip("`").lower() != lowered]
    if joins or any(thing.rstrip("s") in words for thing in things):
        return
    said = set(re.findall(r"[a-z]+", words)) - ID_WORDS
    if not things and said:
        return  # a bare `id` column: any thing the text names is what it identifies, a row too
    # the thing called otherwise ("Payroll employee number of the tradesperson" of
    # `worker_id`, "Carrier tracking number of one physical box" of `parcel_id`) is named
    # all the same: only a text of words that say a value is an identifier, or where it is
    # joined, names nothing
    if said - PLUMBING_WORDS:
        return
    yield Finding(SERIOUS, quote(text), BARE_ID)


def missing_grain(text: str, what: str) -> Iterator[Finding]:
    if not lx.GRAIN.search(text):
        yield Finding(LACKING, quote(text), f"The {what} does not say what one row is (its grain).")


def nulls_left_out(text: str) -> Iterator[Finding]:
    if not lx.NULL_MEANING.search(text):
        yield Finding(LACKING, quote(text), NULLS_LEFT_OUT)


def circular(name: str, text: str) -> Iterator[Finding]:
    """A definition whose words are only its own name's."""
    own = set(name_parts(name))
    meaningful = [w for w in re.findall(r"[a-z]+", text.lower()) if w not in STOP]
    if own and meaningful and {w.rstrip("s") for w in meaningful} <= {w.rstrip("s") for w in own}:
        yield Finding(GRAVE, quote(text), f"The text only restates `{name}`: it is circular.")


def says_nothing_concrete(text: str) -> Iterator[Finding]:
    if not details(text) and len(text.split()) >= 6:
        yield Finding(SLIGHT, quote(text), "The section names no system, figure, command or "
                      "name: it could be written about any project.")


def shows_code(markdown: str) -> bool:
    """A code span a reader sees in `markdown`, outside its HTML comments (an unclosed one hides
    the rest): a command or a name as concrete as a figure, though the plain text drops its
    backticks. One scan: a lazy comment pattern would read to the end from every opener."""
    parts = markdown.split("<!--")
    shown = [parts[0]]
    for part in parts[1:]:
        end = part.find("-->")
        if end != -1:
            shown.append(part[end + 3:])
    return any(SPAN.search(part) for part in shown)


#: One code span on one line.
SPAN = lazy_pattern(r"`[^`\n]+`")


def how_to_without_steps(heading: str, text: str) -> Iterator[Finding]:
    if heading and HOW_TO.search(heading) and text.strip() and not STEPS.search(text):
        yield Finding(SERIOUS, quote(text), f"'{heading}' is a how-to, but the section gives no "
                      "command, code or steps to follow.")


def placeholder_value(text: str) -> Iterator[Finding]:
    """A placeholder a reader sees, outside code (`<source>` in a code path is a pattern to
    fill in, not one), or a TODO comment standing in a step ("2. <!-- TODO -->"); a TODO
    comment beside finished prose is a note to the author, not missing content."""
    visible = CODE_SPAN.sub(" ", HTML_COMMENT.sub(" ", text))
    found = PLACEHOLDERS.search(visible) or STEP_TODO.search(text)
    if found:
        yield Finding(STUB, found.group(0), f"The section holds a placeholder "
                      f"({found.group(0)!r}) where a reader needs content.")
