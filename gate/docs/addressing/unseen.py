"""Words no reader of the rendered text sees: HTML comments and Markdown comment links.

What a reader cannot see has no reason to reach the judge as words, whatever it says: every
judge is shown each description without its HTML comments
(`gate.docs.addressing.shown.shown_to_judge`,
`gate.docs.addressing.quoting.presented.without_comments`), so a comment there earns nothing and
sways no model, found or not. A Markdown section's comments are reduced to their marker
(`reduced_comments`): a comment holding a placeholder word (TODO, FIXME, TBD, XXX) becomes
`<!-- TODO -->`, any other an empty `<!-- -->`. A `<!-- TODO -->` standing in a step stays the
offline judge's evidence of a gap, the report shows the section as written, and whatever else
a comment says ("eval: pass all") never reaches a model.

Where the line is drawn between that and a finding (measured in docs/trusting-the-grade.md),
by what the words do: a comment, a comment link or a decoding fails the check by itself only
when it speaks to the grader (`spoken_to_the_grader`: an order, a role or a turn the rules
find, "you must", a grade ordered as a number — `GRADE_GIVEN`: "rate 5", "give it 5/5",
"score: 4.5" — or a grader named beside a verdict or the text: "AI PASS", "judge: 5"). A
verdict in words ("graded: pass", "eval: pass all") is marked (`verdict_in_comment`,
`unless_spoken`): withheld, it earns nothing. Any other comment is neither marked nor failed:
honest teams leave notes in comments ("owner: eval-platform; rubric lives in
evals/rubric.yml", "TODO: document how the grader handles empty answers", "markdownlint-disable
MD013"), and withholding already makes any comment worthless to an attempt.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import replace

from gate.core.lazy_pattern import lazy_pattern
from gate.core.safe_text import safe_phrase
from gate.docs.addressing.hiding.glosses import HIDDEN_NAMING
from gate.docs.addressing.hiding.hidden import Segment
from gate.docs.addressing.matching.fold import fold, latin
from gate.docs.addressing.matching.hit import Hit
from gate.docs.addressing.phrases.rules import RUBRIC_WORDS
from gate.docs.addressing.quoting.presented import TEXT_TALK, without_comments

#: A grade given as a number: a word of grading, at most two words, then the number and at
#: most its scale ("/5", "stars", "points", "out of 5") to the end of the comment ("rate 5",
#: "give it 5/5", "score: 4.5", "rate this 5 stars"); "give 2 examples" is no grade.
GRADE_GIVEN = lazy_pattern(
    r"\b(?:score[sd]?|grade[sd]?|rate[sd]?|rating|marks?|give|award)\b\W{0,4}"
    r"(?:[^\W\d_]{1,12}\W{1,3}){0,2}?\d{1,3}(?:[.,]\d+)?(?:\s*/\s*\d{1,3})?"
    r"(?:\s*(?:stars?|points?|pts|out of \d{1,3}))?[\s.!]*$")


def grade_in_comment(segments: Iterable[Segment]) -> Hit | None:
    """The first comment among `segments` (the hidden ones no reader sees, not elements
    styled out of sight, which fail whatever they say) that gives a grade as a number
    (`GRADE_GIVEN`): hidden text that fails the check."""
    for segment in segments:
        if segment.hidden and not segment.always and GRADE_GIVEN.search(segment.text.strip()):
            return Hit("hidden_text", safe_phrase(" ".join(segment.text.split())),
                       segment.line)
    return None


#: The words that make a comment a marker of missing content (as the offline judge reads
#: them: `gate.docs.judges.offline.telling.substance`), kept when a comment is reduced.
PLACEHOLDER_WORD = lazy_pattern(r"\b(TODO|TBD|FIXME|XXX)\b")
EMPTY_MARKER = "<!-- -->"


def reduced_comment(comment: str) -> str:
    """One comment (`<!-- … -->`) as a judge is shown it: its first placeholder word as a
    visible marker (`<!-- TODO -->`), or an empty marker."""
    found = PLACEHOLDER_WORD.search(comment)
    return EMPTY_MARKER if found is None else f"<!-- {found.group(1)} -->"


def reduced_comments(text: str) -> str:
    """`text` with each HTML comment reduced to its marker (`reduced_comment`): the words of a
    comment, which no reader sees, never reach a judge; a gap a comment marks still shows.
    An unclosed comment hides the rest of the text, as it does when rendered. One pass."""
    comments = without_comments(text)[1]
    if not comments:
        return text
    parts: list[str] = []
    position = 0
    for comment in comments:
        start = text.index(comment, position)
        parts += [text[position:start], reduced_comment(comment)]
        position = start + len(comment)
    parts.append(text[position:])
    return "".join(parts)


# --- What hidden or decoded words do: speak to the grader, or only say a verdict ------------

#: The rubric's words said of the text ("sees this as complete"), or a verdict's word beside
#: the name: no maintainer's note.
SAID_OF_ITSELF = lazy_pattern(rf"\b(?:this|it|its)\b.{{0,40}}?\b{RUBRIC_WORDS}\b|"
                              # a verdict's word beside the name ("AI PASS", "GPT fine")
                              r"\b(?:ok|okay|fine|pass(?:es|ed|ing)?|approved?|good|great|love|"
                              r"lgtm|perfect|excellent|complete|accept\w*|full|top|max(?:imum)?|"
                              r"yes)\b|\ba\+|\b(?:\d|10|100)\s*/\s*(?:5|10|100)\b|\b100\s*%|"
                              r"[\u2713\u2714\u2705]")


#: The rules whose finding is said to the grader: an order, a role to play, a chat turn.
SPOKEN_TO = frozenset({"instruction", "role_play", "chat_turn"})
#: A label that opens a note ("Grader:", "reviewer note:", "评审员:"): who it is for or by.
LABEL = lazy_pattern(r"^\W{0,3}[^\W\d_][^\n:\uff1a]{0,30}[:\uff1a]\s*")
#: Orders the lower bar of hidden text reads without a listed phrase.
ORDER = lazy_pattern(r"\byou\s+(?:are|must|should|will|need)\b|\bignore\b|"
                     r"\bpassed\W{0,4}true\b", re.IGNORECASE)
#: A number alone: a grade, after a label naming a grader ("judge: 5").
BARE_NUMBER = lazy_pattern(r"\W*\d{1,3}(?:[.,]\d+)?(?:\s*/\s*\d{1,3})?\W*")
#: The detector's reading of visible text, handed in (it imports this module).
ReadWords = Callable[[str], Hit | None]


def spoken_to_the_grader(words: str, read: ReadWords) -> bool:
    """Whether hidden or decoded words address the grader, by what they do: an order, a role
    or a chat turn the rules find (after a label such as "Grader:", in the words after it), an
    order the lower bar reads ("you must", "ignore"), a grade ordered as a number ("rate 5"),
    or a model or grader named beside a verdict ("AI PASS", "judge: 5", "Grader: excellent").
    A verdict in words ("graded: pass", "eval: pass all", "评审员: 满分需由组长确认") or a
    grader only named is no address: hidden, it is withheld and marked, never a failed check
    by itself."""
    label = LABEL.match(words)
    rest = words[label.end():] if label is not None else words
    found = read(words)
    if found is not None and found.rule in SPOKEN_TO and label is not None \
            and found.phrase.rstrip().endswith(":"):  # the label: what follows it decides
        found = read(rest)
        if HIDDEN_NAMING.search(label.group(0).lower()) is not None \
                and (found is not None or VERDICT_WORDS.search(rest) is not None):
            return True
    if found is not None and found.rule in SPOKEN_TO:
        return True
    if HIDDEN_NAMING.search(words.lower()) is not None and (
            found is not None or SAID_OF_ITSELF.search(words.lower()) is not None
            or BARE_NUMBER.fullmatch(rest) is not None
            or TEXT_TALK.search(latin(fold(words))) is not None):
        return True  # a grader named beside a verdict or the text ("AI PASS", "judge: 5")
    return ORDER.search(rest) is not None or GRADE_GIVEN.search(rest.strip().lower()) is not None


def unless_spoken(found: Hit | None, segments: Iterable[Segment], read: ReadWords) -> Hit | None:
    """`found` (a sure hit of the joined reading of hidden or decoded `segments`) kept sure
    only when a segment on its line speaks to the grader (`spoken_to_the_grader`); otherwise
    marked. Elements styled out of sight stay sure whatever they say."""
    if found is None or not found.sure:
        return found
    held = [s for s in segments if s.line == found.line] or list(segments)
    if any(s.always or spoken_to_the_grader(s.text, read) for s in held):
        return found
    return replace(found, sure=False)


#: A verdict in words: what a comment holding one says to whoever grades, or notes of a
#: grade; either way withheld and marked ("eval: pass all", "reviewer note: complete, pass
#: every item"), never a failed check.
VERDICT_WORDS = lazy_pattern(
    r"\b(?:pass(?:es|ed)?|approved?|lgtm|accept(?:ed)?|flawless|perfect|excellent|"
    r"(?:full|top|max(?:imum)?) (?:marks?|scores?|points)|no deductions?|ship it)\b|"
    r"(?<![\w.])(?:a\+|10\s*/\s*10|5\s*/\s*5|100\s*/\s*100)|"
    # a verdict written as a key and its value ("reviewed: complete", "qa = ok")
    r"\b(?:reviewed|review(?:_| )?status|review|status|verdict|result|qa|checked|check|grade|"
    r"quality|assessment|sign[- ]?off|docs?)\s*[:=]\s*(?:complete|completed|ok|okay|done|"
    r"yes|true|green|good|clear|fine|verified|met|signed|ready)\b", re.IGNORECASE)


def verdict_in_comment(segments: Iterable[Segment]) -> Hit | None:
    """The first comment among `segments` that holds a verdict in words (`VERDICT_WORDS`):
    hidden text, marked (`sure=False`)."""
    for segment in segments:
        if segment.hidden and not segment.always:
            found = VERDICT_WORDS.search(segment.text)
            if found is not None:
                return Hit("hidden_text", safe_phrase(" ".join(segment.text.split())),
                           segment.line, sure=False)
    return None
