"""The detector's findings of the clause reading, made as its `Hit`s: a clause addressed to
the grader (`gate.docs.addressing.clauses`), and letters spelt as flags or any hidden decoding
read with every class (`gate.docs.addressing.decoded_talk`). All are marked, never a failed
check by themselves. The detector hands in its own readers (`Read`, `ReadJoined`), so this
module never imports it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from gate.core.safe_text import safe_phrase
from gate.docs.addressing.clauses import clause_hit, points_at_entry
from gate.docs.addressing.decoded_talk import decoded_talk, flag_readings
from gate.docs.addressing.hidden import Segment
from gate.docs.addressing.hit import Hit
from gate.docs.addressing.status import standing_in
from gate.docs.addressing.voids import clause_voids

#: The detector's reading of one text: the text, its first line, whether it was hidden, and
#: the rule a hit is named by (None: the phrase's own rule).
Read = Callable[..., Hit | None]
#: The detector's reading of many segments as one text (`hidden`, `as_rule` by keyword).
ReadJoined = Callable[..., Hit | None]


def grader_clause(text: str) -> Hit | None:
    """A clause addressed to the grader, or a sentence whose credit such a clause voids
    (`clauses.clause_hit`): marked."""
    found = clause_hit(text, clause_voids)
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
