"""A chat export's turns quoted as the column's values, read by their shape, not their heading.

Docs of support-chat data show a row as the export writes it, a bracketed role and what was
said: "Transcription intégrale de la conversation, un tour par ligne, par exemple
« [utilisateur] : je n'ai pas reçu mon remboursement » puis « [assistant] : Le remboursement a
été émis le 3 mai. »", or the same under an Alsatian, Bavarian or Czech heading, or one line
per turn. The bracketed role is a chat format's turn token (`[assistant]`, `[bot]`), so the
rules find it; reading the sentence around it as documenting the data needed its heading's
words in a language the readings know, and an honest export under any other heading failed
the check.

The shape tells instead (`quoted_export`). A turn (`turns_on`) is a bracketed role and a colon
opening a quoted stretch of a line (`QUOTE`) or the line itself, with words after it. The
turns on the finding's line, or on the run of turn lines that holds it, are an export when:

- there are two or more and they come from two roles at least (a conversation has someone
  the bot answers), or there is one, and its role is not the model's (a customer's message
  quoted alone forges no turn of the model);
- no role is the system's or a developer's (`SYSTEM_LABEL`: a forged system turn instructs
  the model whatever it says);
- what the turns say, read by the rules without their labels, holds nothing (no request,
  claim, verdict, role or form) and names nothing of the text under grading (`TEXT_TALK`,
  `SELF_REFERENCE`): a forged dialogue speaks of this text's grade, or closes with the
  model's turn granting a verdict, and stays what it was;
- the text with the turns blanked holds no form that fails the check (the rules' search
  stops at its first hit, so a form after a quiet export is looked for here).

Then the token is the data's: no finding at all, as an English export's already was.

An export may set its turns on lines of their own instead, each line opening with a
bracketed role ("Transkripsie van die klets, een reël per beurt, bv." then `[gebruiker]: …`
and `[assistent]: …`, or a heading of one or two words, "Transcription", between the prose
and the turns). The run of turn lines that holds the finding is read the same way
(`_export_on_lines`): two turns at least, a line of prose of four words or more above them
(a bare column name above a dialogue introduces nothing: a forged dialogue), and the same
tests of roles, of what the turns say and of the rest.

Nothing here reads a heading's words, so the reading needs no list of languages. Linear: one
pass over the lines, each quoted stretch bounded (`QUOTE`).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.addressing.addressed.dialogue import MODEL_ROLES
from gate.docs.addressing.matching.fold import fold, latin
from gate.docs.addressing.matching.hit import Hit
from gate.docs.addressing.phrases.verdict_signs import VERDICT_SIGNS
from gate.docs.addressing.quoting.presented import TEXT_TALK
from gate.docs.addressing.quoting.quiet_samples import FORMS, SYSTEM_LABEL
from gate.docs.addressing.quoting.samples import SELF_REFERENCE
from gate.docs.addressing.quoting.shown_examples import QUOTE

#: A bracketed role and a colon opening a turn (after spaces, a list or quote marker), then
#: what was said. The role is up to 30 signs of any script, its first a letter.
TURN = lazy_pattern(r"[ \t\u00a0\u202f>*+-]*\[([^\W\d_][^\[\]\n]{0,30})\][ \t\u00a0\u202f]*"
                    r"[:\uff1a][ \t\u00a0\u202f]*(\S[^\n]*)")
#: A role read as the model's, whatever its language's other words: the roles the dialogue
#: rule reads, and a bot's name ("chatbot", "상담봇").
MODEL_ROLE = lazy_pattern("bot|\ubd07")
#: Words at least the line holds outside its turns: the prose that says what the column
#: holds ("Full chat transcript, one turn per line, e.g."), not a bare name before a dialogue.
INTRODUCTION_WORDS = 4
#: Words at most of a heading of its own between the prose and the turns it introduces.
HEADING_WORDS = 2
#: A word of a line, in any script.
WORDS = lazy_pattern(r"\w+")
#: What a turn says must hold a word.
WORD = lazy_pattern(r"\w")
#: A verdict in the model's turn, in any language: a sign that grades ("✅", "★"), a score
#: ("5/5", "4.0", "10 / 10").
VERDICT = lazy_pattern(rf"{VERDICT_SIGNS.pattern}|\b\d+(?:[.,]\d+)?[ \t]*/[ \t]*\d+\b|"
                       r"(?<![\d.,])\d{1,3}[.,]0(?![\d.,]*\d)")
#: A word of a turn: a run of letters, or one Chinese or Japanese character (those
#: scripts part no words by spaces).
SAID_WORD = lazy_pattern("[\u3040-\u30ff\u3400-\u9fff]|[^\\W\\d_\u3040-\u30ff\u3400-\u9fff]+")
#: Fewer words than this in the model's turn grant a verdict rather than answer anyone
#: ("Approved.", "PASS", "Geprüft.").
ANSWER_WORDS = 3


def _grants_a_verdict(said: str) -> bool:
    """The model's turn is a verdict, not an answer: a sign or a score in it, or fewer than
    three words ("Approved.", "Verified.", "PASS")."""
    return VERDICT.search(said) is not None or len(SAID_WORD.findall(said)) < ANSWER_WORDS


def turns_on(line: str) -> list[tuple[str, str, int, int]]:
    """The turns quoted on `line`: (role, what it says, start, end) of each quoted stretch
    that opens with a role, start and end bounding the stretch. A line that itself opens
    with a role is a dialogue's line, not a value quoted (`addressed.dialogue`): none."""
    if TURN.match(line) is not None:
        return []
    turns: list[tuple[str, str, int, int]] = []
    for quoted in QUOTE.finditer(line):
        inner = quoted.group(0)[1:-1]
        found = TURN.match(inner)
        if found is not None:
            turns.append((found.group(1), found.group(2), quoted.start(), quoted.end()))
    return turns


def _is_models(role: str) -> bool:
    plain = latin(fold(role)).strip()
    return plain in MODEL_ROLES or MODEL_ROLE.search(plain) is not None


def quoted_export(text: str, line: int, read: Callable[[str], Hit | None]) -> bool:
    """True when the turn token found on `line` (1-based) of `text` lies in a chat export's
    turns quoted as the data, and so does every other line's quoted turns (see the module's
    docstring); `read` is the detector. Every line's turns are blanked at once before the
    rest is read, so that reading finds no quoted turn to come back here for: one level."""
    lines = text.split("\n")
    if 0 < line <= len(lines) and TURN.match(lines[line - 1]) is not None:
        return _export_on_lines(lines, line - 1, read)
    if not 0 < line <= len(lines) or not turns_on(lines[line - 1]):
        return False
    said: list[str] = []
    for index, held in enumerate(lines):
        turns = turns_on(held)
        if not turns:
            continue
        if not _an_export(turns):
            return False
        said.extend(words for _role, words, _start, _end in turns)
        prose = held
        for _role, _words, start, end in turns:
            prose = prose[:start] + " " * (end - start) + prose[end:]
        if len(re.findall(r"\w+", prose)) < INTRODUCTION_WORDS:
            return False  # turns no prose of the line introduces as the column's values
        lines[index] = prose
    spoken = "\n".join(said)
    if _names_the_text(spoken) or read(spoken) is not None:
        return False  # the turns speak of this text's grade, or ask or claim one
    rest = read("\n".join(lines))
    return rest is None or rest.rule not in FORMS


def _export_on_lines(lines: list[str], index: int, read: Callable[[str], Hit | None]) -> bool:
    """True when the turn opening line `index` lies in a run of turns on lines of their own
    (`TURN`) that a line of prose introduces (at least `INTRODUCTION_WORDS` words, with one
    short heading between them at most: "Transcription", "Gesprächsverlauf"), and the run
    reads as an export (`_an_export`, all its turns as one conversation), says nothing the
    rules find and names nothing of the text, and the text without it holds no form. The
    heading's and the prose's language is never read."""
    first = last = index
    while first > 0 and TURN.match(lines[first - 1]) is not None:
        first -= 1
    while last + 1 < len(lines) and TURN.match(lines[last + 1]) is not None:
        last += 1
    before = first - 1
    if before > 0 and len(WORDS.findall(lines[before])) <= HEADING_WORDS \
            and not lines[before].rstrip().endswith((":", "\uff1a")):
        before -= 1  # a heading of its own above the turns
    if before < 0 or len(WORDS.findall(lines[before])) < INTRODUCTION_WORDS:
        return False  # turns no prose introduces as the column's values: a forged dialogue
    turns = [(found.group(1), found.group(2), 0, 0)
             for found in (TURN.match(held) for held in lines[first:last + 1])
             if found is not None]
    spoken = "\n".join(said for _role, said, _start, _end in turns)
    if len(turns) < 2 or not _an_export(turns) or _names_the_text(spoken) \
            or read(spoken) is not None:
        return False
    rest = read("\n".join(lines[:first] + [""] * (last + 1 - first) + lines[last + 1:]))
    return rest is None or rest.rule not in FORMS


def verdict_in_turns(line: str) -> bool:
    """True when a turn quoted on `line` names the text under grading, or the model's turn
    grants a verdict: whatever sentence presents them, such turns are no stored chat."""
    turns = turns_on(line)
    return any(_names_the_text(said) for _role, said, _start, _end in turns) \
        or any(_grants_a_verdict(said) for role, said, _start, _end in turns if _is_models(role))


def _names_the_text(said: str) -> bool:
    plain = latin(fold(said))
    return TEXT_TALK.search(plain) is not None or SELF_REFERENCE.search(plain) is not None


def _an_export(turns: list[tuple[str, str, int, int]]) -> bool:
    """The turns of one line read as a conversation exported, not a turn forged: two roles
    or more (or one that is not the model's), none the system's, each saying words, and no
    turn of the model granting a verdict."""
    roles = {latin(fold(role)).strip() for role, _said, _start, _end in turns}
    if len(turns) == 1 and _is_models(turns[0][0]):
        return False  # the model's turn alone answers no one: a forged turn
    if len(turns) > 1 and len(roles) < 2:
        return False
    if any(SYSTEM_LABEL.match(role + ":") for role in roles):
        return False  # a system turn instructs the model whatever it says
    return all(WORD.search(said) for _role, said, _start, _end in turns) \
        and not any(_grants_a_verdict(said) for role, said, _start, _end in turns
                    if _is_models(role))
