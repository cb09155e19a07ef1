"""Who did what to the text: a clause read for its roles, not for its verb.

A sentence about the text's own life ("QA read it in sprint 41", "Finance signed this off on
2026-03-02 09:00 UTC", "Von der Fachabteilung am 3. März abgenommen", "Validé par l'équipe BI
(sprint 12)", "Final wording, agreed with the owners in the Q3 review") holds teams, tickets,
sprints, dates, zones, counts and sums that would count as detail of the data. Lists of the
verbs such a sentence uses never close: each round finds another ("walked through", "kept",
"compared", "hyväksyi"). So a clause is read here for its **roles**, each word put in one of
a few closed sets defined once:

- **data**: a word that makes the clause the data's whatever else it holds: a word of the
  subject's own name, an identifier (`fct_orders`, `orders.status`), a verb that makes or
  moves data (`DATA_VERB`: loaded, stored, computed, set, sent …), a condition, a frequency or
  a meaning (`DATA_CUE`: when, until, nightly, each, means …), a unit, currency or zone said of
  the values (not of an event's time or sum: "in EUR", "in UTC");
- **agent**: who acts: a team or a role of an organisation (`AGENT_WORD`, in the languages
  below, compounds too: "Fachabteilung", "CRM-teamet"), a proper name or an acronym ("FP&A",
  "DWH", "Maria Lopez"), and the words right after an agent's preposition ("by", "von",
  "par", "door", "przez", "tarafindan" …);
- **the text**: a pronoun object or the text named (`TEXT_REF`: it, this, es, l', lo, het,
  den, go, bunu, the wording, la description …);
- **an event's detail** (`EVENT`): a date, a time and its zone, a quarter or week, a sprint,
  a release or version, a ticket or pull request, a count, a sum with its currency, a year;
- **the text's life** (`LIFE_WORD`): reviews, sign-offs, audits, tickets, comments,
  findings, remarks, surveys, follow-ups …;
- glue (`GLUE`: articles, prepositions, auxiliaries, conjunctions, quantifiers), and
  everything else (**other**: the verb, whatever it is).

A clause **tells of the text's life** (`history_role` is "text") when it holds no data word
and either an agent acts on the text or at an event (an agent, and the text, an event's
detail or a word of the text's life, with at most `OTHER_WORDS` other words: the verb and a
particle), or it names the text with at most one other word ("Final wording"), or it is only
an event's details and words of the text's life ("(ticket ARCH-77, 2024)", "sprint 12").
A clause of only agents and glue ("QA, DQ", "Privacy and CRM") or one bare word is "agents":
it is the text's when the clause it is joined to is (`gate.docs.addressing.standing.
text_history` reads the sentence). Languages: English, German, French, Spanish, Portuguese,
Italian, Dutch, Swedish (with Danish and Norwegian forms), Polish, Turkish, Finnish.

What stays open: a verb that makes data written in a language or a form `DATA_VERB` does not
hold, beside a team or a proper name and an event's detail, reads as the text's ("Booked by
Finance in SAP in Q1" earns nothing); a claim whose agent is neither a team, a role, a proper
name nor an acronym ("every analyst reads it …") or that holds a data word is left to the
other readings. Linear in the clause: one pass of `EVENT`, then each word looked up once.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.addressing.matching.fold import fold, latin
from gate.docs.addressing.standing.role_words import (
    AGENT_COMPOUND,
    AGENT_MARK,
    AGENT_WORD,
    AMBIGUOUS_REF,
    BY_MARK,
    DATA_ACRONYM,
    DATA_CUE,
    DATA_NOUN,
    DATA_UNIT,
    DATA_VERB,
    ELIDED_AUX,
    EVENT,
    EXAMPLE,
    GERMAN,
    GLUE,
    LIFE_EVENT,
    LIFE_WORD,
    PARTICIPLE,
    PARTICLES,
    POLISH,
    POLISH_AFTER,
    POLISH_LETTERS,
    PREPOSITIONS,
    QUOTED,
    RELATIVE,
    SURE_REF,
    TEXT_NAMED,
    TEXT_NOUN,
    WORD,
)
from gate.docs.addressing.statements.facts import ADDRESS, IDENTIFIER
from gate.docs.addressing.statements.sentence_subject import names_in

HistoryRole = Literal["text", "agents", "acted_by", "details"] | None

#: The most words a clause of the text's life holds outside its roles: the verb, a particle.
OTHER_WORDS = 3

@dataclass(frozen=True, slots=True)
class Roles:
    """What a clause holds, role by role."""

    data: bool  # a word that makes the clause the data's, whatever else it holds
    noun: bool  # a noun of the data ("12 peer columns"): the data's unless the text is acted on
    agent: bool  # a team, a role, a name or an acronym
    team: bool  # a team or a role by its word ("the data office"), not only a name
    text: bool  # a pronoun standing as an object: the text acted on
    text_named: bool  # the text named by a noun only a text is ("the wording")
    event: bool  # a date, a time, a count, a sum …
    life: bool  # a word of the text's life: a review, a sign-off, a remark
    life_event: bool  # a detail only an event of the text's life has: a sprint, a ticket
    passive: bool  # the verb first, then its agent: "Accepted by the data office"
    other: int


_DATA = Roles(True, False, False, False, False, False, False, False, False, False, 0)
#: Letters folding leaves as they are (Polish l with a stroke, Turkish dotless i, Danish o
#: with a stroke), read as the Latin letter they stand for.
_PLAIN = str.maketrans({"\u0142": "l", "\u0131": "i", "\u00f8": "o", "\u0111": "d"})


@dataclass(slots=True)
class _Tally:
    """The roles read so far, word by word (`roles` freezes them)."""

    noun: bool = False
    agent: bool = False
    team: bool = False
    text: bool = False
    text_named: bool = False
    text_noun: bool = False
    life: bool = False
    passive: bool = False
    first_named: bool = False
    relative: bool = False
    other: int = 0
    content: int = 0
    last: str = ""  # the last word read that is not glue

    def add(self, kind: str, word: str) -> None:
        """One word that is not glue, of `kind` (`_content_kind`)."""
        self.content += 1
        self.last = word
        if kind == "text_noun":  # an object: a subject and a verb before it
            self.text_noun = self.text_noun or self.content > 2
        elif kind == "team":
            self.agent = self.team = True
        elif kind == "name":
            self.agent = True
        elif kind == "other":
            self.other += 1
        else:
            setattr(self, {"noun": "noun", "text_named": "text_named", "life": "life",
                           "first": "first_named"}[kind], True)


def roles(clause: str, names: frozenset[str] = frozenset()) -> Roles:
    """The roles of the words of `clause` (as written: a proper name is read by its case),
    `names` the words of the subject's own name. A quoted value is read as nothing. Only a
    word the reading asks about can be of the name (and then makes the clause the data's):
    so a clause is read once whatever its subject (`_unnamed_roles`), not once per column."""
    found, asked = _unnamed_roles(clause)
    if found.data or not names or not any(names_in(word, names) for word in asked):
        return found
    return _DATA


@lru_cache(maxsize=32_768)
def _unnamed_roles(clause: str) -> tuple[Roles, tuple[str, ...]]:
    """The roles of `clause` read with no subject's name, and the (folded) words at which the
    reading asks whether a word is of the name (`roles`)."""
    if IDENTIFIER.search(latin(fold(clause))) is not None or EXAMPLE.search(clause) \
            or clause.count("`") % 2 or "](" in clause:
        return _DATA, ()  # a relation to a named thing, an example, a cut code span, a link
    unquoted = ADDRESS.sub(_blank, QUOTED.sub(_blank, clause))
    life_event = LIFE_EVENT.search(unquoted) is not None
    rest = EVENT.sub(_blank, unquoted)
    event = rest != unquoted
    asked: list[str] = []
    tally = _read_words(clause, unquoted, rest, asked, event)
    if tally is None or (tally.relative and not life_event):
        return _DATA, ()  # a relative names the data, unless the text's life is told in it
    text = tally.text or (tally.text_noun and tally.agent)
    agent = tally.agent or (tally.first_named and (text or tally.text_named))
    other = tally.other + int(tally.first_named and not agent)
    return Roles(False, tally.noun, agent, tally.team, text, tally.text_named, event,
                 tally.life, life_event, tally.passive, other), tuple(map(sys.intern, asked))


def _read_words(clause: str, unquoted: str, rest: str, asked: list[str],
                event: bool) -> _Tally | None:
    """The words of `rest` (the clause with its quotes and events blanked out) tallied by
    role; None when one makes the clause the data's. Each word a name could own: `asked`."""
    tally = _Tally()
    found_words = list(WORD.finditer(rest))
    folded = [latin(fold(found.group(0))).replace("\u2019", "'").translate(_PLAIN)
              for found in found_words]
    # German writes every noun with a capital: there a name is known by its capitals inside
    nouns_capitalised = not GERMAN.isdisjoint(folded)
    polish = POLISH_LETTERS.search(clause) is not None or not POLISH.isdisjoint(folded)
    for index, found in enumerate(found_words):
        word = folded[index]
        parts = [part for part in re.split(r"['&]", word) if part]
        after = folded[index + 1:index + 3]
        if DATA_CUE.match(word) and not (word == "each" and _verb_then_object(after)):
            return None
        if word in RELATIVE or word in AGENT_MARK:
            tally.relative = tally.relative or word in RELATIVE
            tally.passive = tally.passive or _passive_mark(word, tally)
        elif _object_pronoun(word, parts, folded[index - 1] if index else "",
                             _following(unquoted, found.end(), after), polish):
            # an object has its verb before it: a clause's first word ("It shows …") is
            # its subject, and one right after the first ("Use it …") an order's object
            tally.text = tally.text or tally.content >= 2 \
                or (tally.content == 1 and not tally.first_named)
        elif all(part in GLUE for part in parts):
            continue  # glue, whatever name it is part of ("at" of `created_at`)
        else:
            asked.append(word)
            if DATA_VERB.match(word) or (DATA_UNIT.match(word) and not event):
                return None
            tally.add(_content_kind(found, word, parts, index, nouns_capitalised), word)
    return tally


def _passive_mark(word: str, tally: _Tally) -> bool:
    """True when `word`, a mark before an agent, makes its clause a passive: "Accepted by
    …" (a participle first), "Von … abgenommen" (the agent first), "… tarafindan"."""
    return word in BY_MARK and (
        tally.content == 0 or word == "tarafindan"
        or (tally.content == 1 and (tally.other == 1 or tally.first_named)
            and PARTICIPLE.search(tally.last) is not None))


def _content_kind(found: re.Match[str], word: str, parts: list[str], index: int,
                  nouns_capitalised: bool) -> str:
    """What a word that is not glue is: a noun of the data, the text named, a word of the
    text's life, a team, a name, a capitalised first word, or other."""
    written = found.group(0)
    kinds = (
        ("noun", DATA_NOUN.match(word) is not None),
        ("text_named", TEXT_NAMED.match(parts[-1]) is not None),
        ("text_noun", TEXT_NOUN.match(parts[-1]) is not None),
        ("life", LIFE_WORD.match(word) is not None),
        ("team", any(AGENT_WORD.match(piece) for piece in (*word.split("-"), parts[-1]))
         or AGENT_COMPOUND.search(word) is not None),
        ("name", _named(written, index, found.start(), nouns_capitalised)),
        ("first", index == 0 and written[:1].isupper()),
    )
    return next((kind for kind, found_it in kinds if found_it), "other")


def _blank(found: re.Match[str]) -> str:
    """Spaces as long as what `found` matched: the clause keeps its length."""
    return " " * len(found.group(0))


#: A bare figure: what a determiner may lead ("zu den 1-5 Sternen"); a sum, a date or a
#: time is an event's detail, after which a pronoun stays an object ("heeft dit 4,872 GBP
#: overgenomen", "onu 23.03.2024 okudu").
_BARE_FIGURE = lazy_pattern(r"\d+(?:[.,]\d+)?")
#: A run of digits and the marks that join them in dates, times and sums.
_FIGURE_RUN = lazy_pattern(r"\d(?:[\d.,/:-]*\d)?")
#: The white space after a word.
_SPACE = lazy_pattern(r"\s*")


def _following(unquoted: str, end: int, after: list[str]) -> str:
    """The word after a word ending at `end`, as the pronoun reading needs it: "1" when a
    bare figure follows (a determiner's noun), "" when an event's detail does (the pronoun
    before it is an object), the next word of the clause otherwise. Read in place: a long
    clause is not copied once per word."""
    start = _SPACE.match(unquoted, end).end()  # type: ignore[union-attr]
    detail = EVENT.match(unquoted, start)
    if detail is not None:
        # a figure the run of digits goes on past ("01.01.9": a date however written) is
        # an event's detail, not a determiner's number
        run = _FIGURE_RUN.match(unquoted, start)
        longer = run is not None and run.end() > detail.end()
        return "1" if _BARE_FIGURE.fullmatch(detail.group(0).strip()) and not longer else ""
    return after[0] if after else ""


def _verb_then_object(after: list[str]) -> bool:
    """True when the two words after "each" are a verb and a pronoun object ("QA and DQ
    each read it"): "each" counts who acted, not the rows."""
    return len(after) == 2 and after[1] in SURE_REF | AMBIGUOUS_REF


def _object_pronoun(word: str, parts: list[str], before: str, following: str,
                    polish: bool = False) -> bool:
    """True when `word` is a pronoun standing as an object (`SURE_REF`, or `AMBIGUOUS_REF`
    with no noun after it), not after a preposition ("toward it"); an elided one before an
    auxiliary ("l'a", "l'ha"); a clitic after its verb ("comparou-o", "manteve-o")."""
    if len(parts) == 2 and parts[0] in ("l", "lo", "la") and parts[1] in ELIDED_AUX:
        return True
    clitic = word.rsplit("-", 1)[-1]
    if clitic != word and clitic in ("o", "a", "os", "as", "lo", "la", "le", "lhe"):
        return True
    if before in PREPOSITIONS or word in PREPOSITIONS - {"to"}:
        return False
    if word in SURE_REF:  # an object, not the subject of a verb after it ("make sure it …")
        return not following or following in GLUE or following in PARTICLES
    if word == "to":  # Polish "to": English "to" is always followed by what it leads to
        return following in POLISH_AFTER or (polish and following != "jest")
    return word in AMBIGUOUS_REF and (not following or following in GLUE
                                      or following in PARTICLES)


def _named(written: str, index: int, start: int, nouns_capitalised: bool = False) -> bool:
    """A proper name or an acronym: capitalised past the clause's first word (not in
    German, where every noun is), all in capitals (two letters or more), or capitalised
    inside ("FinOps"); not an acronym of a data kind."""
    if written.lower() in DATA_ACRONYM or not written[:1].isupper():
        return False
    letters = [ch for ch in written if ch.isalpha()]
    return (len(letters) >= 2 and all(ch.isupper() for ch in letters)) \
        or any(ch.isupper() for ch in written[1:]) \
        or (index > 0 and start > 0 and not nouns_capitalised)


#: The readings of a clause's roles, in order: the first that holds names its role.
_RULES: tuple[tuple[Callable[[Roles, bool], bool], HistoryRole], ...] = (
    # QA read it in sprint 41; Validé par l'équipe BI (sprint 12); Privacy and CRM approved
    (lambda f, acted: f.agent and f.other <= OTHER_WORDS
     and (f.text or f.text_named or f.life_event or acted), "text"),
    # Accepted by the data office; Agreed by Maria Lopez on 2026-03-02
    (lambda f, _: f.passive and (f.team or (f.agent and f.event)) and f.other <= 2, "text"),
    # Final wording
    (lambda f, _: f.text_named and f.other <= 1 and not f.agent, "text"),
    # (ticket ARCH-77, 2024); v4.12 angenommen
    (lambda f, _: f.life_event and f.other <= 1 and not (f.text or f.agent), "text"),
    # Last audited 2024-05 with zero open findings
    (lambda f, acted: acted and (f.event or f.life or f.life_event) and f.other <= 2, "text"),
    # Confirmed by Revenue Ops, (v1.0, sprint 27)
    (lambda f, _: f.passive and f.agent and f.other <= 1, "acted_by"),
    # in 2024-08-24 13:40 CET; und BI am 06.11.2024 besprochen
    (lambda f, _: f.event and f.other <= int(f.agent) and not f.text, "details"),
    # QA, DQ
    (lambda f, _: f.other == 0 and f.agent and not f.text, "agents"),
    # Read
    (lambda f, _: f.other == 1 and not (f.agent or f.text or f.event or f.life), "agents"),
)


def history_role(clause: str, names: frozenset[str] = frozenset(),
                 acted: bool = False) -> HistoryRole:
    """"text" when `clause` tells of the text's life by its roles (see the module's
    docstring), "agents" when it only names who acts (or is one bare word), "acted_by"
    when it is a passive and its agent alone ("Aligned by Revenue Ops"), "details" when it
    is only an event's details ("in 2024-08-24 13:40 CET"), else None. The last three are
    the text's beside a clause that is. `acted`: the clause holds a verb of an act on a
    text (`text_history.ACT`)."""
    found = roles(clause, names)
    if found.data or (found.noun and not (found.agent and found.text)):
        return None
    return next((role for holds, role in _RULES if holds(found, acted)), None)


def goes_on(clause: str, names: frozenset[str] = frozenset()) -> bool:
    """True when `clause`, after one of the text's life, only goes on telling it: it names
    no data (no noun of the data, no word that makes the clause the data's) and holds a
    word or detail of the text's life, or reads as the text's or its agents' by itself
    ("and closed their tickets", "und keine Anmerkungen hinterlassen")."""
    found = roles(clause, names)
    return not (found.data or found.noun) \
        and (found.life or found.life_event or (found.agent and found.other <= OTHER_WORDS)
             or history_role(clause, names) is not None)

