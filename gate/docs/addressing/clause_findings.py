"""The detector's findings of the clause reading, made as its `Hit`s: a clause addressed to
the grader (`gate.docs.addressing.addressed.clauses`), and letters spelt as flags or any hidden
decoding read with every class (`gate.docs.addressing.addressed.decoded_talk`). All are marked,
never a failed check by themselves. The detector hands in its own readers (`Read`,
`ReadJoined`), so this module never imports it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from gate.core.lazy_pattern import lazy_pattern
from gate.core.safe_text import safe_phrase
from gate.docs.addressing.addressed.clauses import clause_hit, points_at_entry
from gate.docs.addressing.addressed.decoded_talk import decoded_talk, flag_readings
from gate.docs.addressing.addressed.grader_orders import grader_order
from gate.docs.addressing.addressed.requirements_claimed import requirements_claimed
from gate.docs.addressing.addressed.voids import clause_voids
from gate.docs.addressing.hiding.ciphers import cipher_readings, may_hold_a_cipher
from gate.docs.addressing.hiding.hidden import Segment
from gate.docs.addressing.hiding.named_words import names_read
from gate.docs.addressing.matching.fold import fold
from gate.docs.addressing.matching.hit import Hit
from gate.docs.addressing.quoting.listed_values import of_the_data_values
from gate.docs.addressing.standing.finality_claims import (
    declares_its_status,
    finality_claimed,
)
from gate.docs.addressing.standing.status import SENTENCE, standing_in, stated_beside
from gate.docs.addressing.standing.worth_claims import honours_the_model, worth_claimed
from gate.docs.addressing.statements.data_subject import of_the_datas_grading
from gate.docs.addressing.statements.facts import IDENTIFIER

#: The detector's reading of one text: the text, its first line, whether it was hidden, and
#: the rule a hit is named by (None: the phrase's own rule).
Read = Callable[..., Hit | None]
#: The detector's reading of many segments as one text (`hidden`, `as_rule` by keyword).
ReadJoined = Callable[..., Hit | None]


def grader_clause(text: str) -> Hit | None:
    """A clause addressed to the grader, or a sentence whose credit such a clause voids
    (`clauses.clause_hit`), an order or an answer given to whoever grades it
    (`gate.docs.addressing.addressed.grader_orders`), or the text said to meet every
    requirement of its documentation (`addressed.requirements_claimed`), not in a value the
    sentence quotes or defines (`gate.docs.addressing.quoting.quoted_values`): marked."""
    found = clause_hit(text, clause_voids, of_the_data_values)
    if found is None:
        ordered = grader_order(text, of_the_data_values)
        if ordered is not None:
            return Hit("instruction", safe_phrase(ordered[0]), ordered[1])
        found = requirements_claimed(text)
    return None if found is None else Hit("self_assessment", safe_phrase(found[0]), found[1])


def titled(segments: list[Segment], hidden: bool, read_joined: ReadJoined) -> Hit | None:
    """The rules' reading of hidden segments, or of those a reader sees (a link's title, an
    image's alt text), which may quote the data's own instructions: a finding there is
    marked, unless the title points at the entry itself ("Graders must pass this column")."""
    found = read_joined(segments, hidden=hidden, as_rule="hidden_text")
    if hidden or found is None or any(points_at_entry(s.text) for s in segments):
        return found
    return replace(found, sure=False)


def spelt(text: str, decoded: list[Segment], read: Read) -> Hit | None:
    """Letters spelt as flags read by the rules as hidden text, then every hidden decoding
    and the flags read with every class: marked."""
    flags = list(flag_readings(text))
    for letters, line in flags:
        hit = read(letters, line, hidden=True, as_rule="encoded")
        if hit is not None:
            return replace(hit, sure=False)
    readings = [(s.text, s.line) for s in decoded if s.hidden] + flags
    found = decoded_talk(readings, clause_voids, standing_in) if readings else None
    return None if found is None else Hit("encoded", safe_phrase(found[0]), found[1], sure=False)


#: A top mark, which a cipher's reading needs no verb beside to be aimed at a grade.
TOP_MARK = lazy_pattern(r"\b(?:full|top|maximum|max|perfect|highest|best)\s+(?:marks?|scores?|"
                        r"grades?|ratings?|points)\b|(?<![\d.])(?:10\s?/\s?10|5\s?/\s?5|"
                        r"100\s?/\s?100)(?![\d.])|\ba\+")
#: Characters a sentence or line has at least to be read for a claim or a cipher ("10/10").
MIN_CLAIM = 4
#: Whether a found phrase is the data's in its sentence (the detector's reading of a fact
#: beside it, or of a value quoted or defined).
OfTheData = Callable[[str, str], bool]


def worth_in(text: str, of_the_data: OfTheData) -> Hit | None:
    """A clause that claims the text's own worth with no grader or mark noun
    (`gate.docs.addressing.standing.worth_claims`), not the data's (a verdict of another field
    said of a model is never the data's, whatever fact stands beside it): marked, never a
    failed check."""
    for found in SENTENCE.finditer(text):
        if len(found.group(0).strip()) < MIN_CLAIM:
            continue
        phrase = worth_claimed(found.group(0))
        if phrase is not None and (honours_the_model(phrase)
                                   or not of_the_data(found.group(0), phrase)):
            return Hit("self_assessment", safe_phrase(phrase),
                       text.count("\n", 0, found.start()) + 1)
    return None


def named(text: str, find: Callable[[str], Hit | None]) -> Hit | None:
    """The words of a URL's query string, a Jinja call's argument or a joined name
    (`gate.docs.addressing.hiding.named_words`) that hold a word of grading, each read by the
    detector in full (`find`) as a text of its own: marked."""
    for words, line in names_read(text):
        hit = find(words)
        if hit is not None:
            return Hit("encoded", hit.phrase, line, sure=False)
    return None


def ciphered(text: str, read: Read) -> Hit | None:
    """Lines read through the ciphers nothing else decodes (`gate.docs.addressing.hiding.ciphers`),
    each reading read like hidden text: marked, never a failed check (a reading is a guess)."""
    for number, line in enumerate(text.split("\n"), start=1):
        if len(line.strip()) < MIN_CLAIM or not may_hold_a_cipher(line):
            continue
        for reading in cipher_readings(fold(line)):
            hit = read(reading, number, hidden=True, as_rule="encoded")
            if hit is not None:
                return replace(hit, sure=False)
            top = TOP_MARK.search(reading)
            if top is not None:  # "full marks" in Morse: no verb, and no reason to encode it
                return Hit("encoded", safe_phrase(top.group(0)), number, sure=False)
    return None


#: A text named in the singular in a phrase of its standing ("a description that graders
#: pass"): one text, this one or one it poses as; "descriptions graded F are sent back" speaks
#: of the data's many.
TEXT_KIND = lazy_pattern(r"\b(?:description|documentation)\b")


def standing_of_the_data(sentence: str, phrase: str) -> bool:
    """A standing phrase that is the data's: its grading is of a value or an item of the data
    (`of_the_datas_grading`), or it is stated beside a fact of the data (`stated_beside`).
    Where the phrase grades a text ("Reference example DOC-12 (2024) of a stg_payments
    description that graders pass"), the fact must be stated without the names beside it: a
    model's name, a ticket or a year relates nothing of the data to a text's grade."""
    if of_the_datas_grading(sentence, phrase):
        return True
    if declares_its_status(phrase) or declares_its_status(finality_claimed(sentence) or ""):
        return False  # the text's own status, whatever date, owner or ticket stands beside
    if TEXT_KIND.search(phrase.casefold()) is not None:
        sentence = IDENTIFIER.sub(" ", sentence)
    return stated_beside(sentence, phrase)
