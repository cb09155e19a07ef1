"""What a clause must give to earn credit, read for the sentence classifier
(`gate.docs.addressing.sentences`): a value of the data, not an aspect's name nor the text
itself (`valued`), and the facts of real descriptions that hold no word of the lexicons
(`counts_or_lists`). Kept apart so the classifier stays the sentence reading itself."""

from __future__ import annotations

import re

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.addressing.matching.fold import fold, latin
from gate.docs.addressing.statements.aspect_names import (
    about_the_text,
    gives_value,
    labels_a_value,
    names_aspects,
    speaks_of_another_thing,
)
from gate.docs.addressing.statements.facts import (
    GRADING_WORDS,
    NAME_PART,
    WORDS,
    about_words,
    clauses,
)
from gate.docs.addressing.statements.sentence_subject import only_names
from gate.docs.addressing.statements.text_subject import about_the_docs, standing_of_it

#: A clause this short after a list's head is one of its values ("gitlabdotcom,").
LIST_ITEM = 3
#: What stands between a kept clause and the sentence's end once others are left out.
LOOSE_ENDS = " \t,;:\u2014\u2013-([{\u3001\uff0c\uff1b\uff1a"
#: A clause that opens with a figure ("0 kWh of doubt per year", "one of 57 entries"): it
#: has no subject of its own, and is said of the sentence's.
OPENS_WITH_FIGURE = lazy_pattern(r"[\s,;:\u2014\u2013-]*(?:\d|(?:one|two|three|four|five|six|"
                                 r"seven|eight|nine|ten)\b)", re.IGNORECASE)


def _heads_a_list(part: str, after: list[tuple[int, int]], names: frozenset[str]) -> bool:
    """True when the clauses `after` one open with two short values at least ("Possible
    values are Zuora, gitlabdotcom, or Service Ping"): the clause is a list's head, its
    last words the list's first value."""
    items = after[:2]
    return len(items) == 2 and all(
        len(WORDS.findall(part[start:end])) <= LIST_ITEM
        and gives_value(part[start:end], names) and not about_the_text(part[start:end])
        for start, end in items)


def valued(part: str, names: frozenset[str]) -> str | None:
    """`part` less its clauses that name an aspect of the data without giving its value
    (`gate.docs.addressing.statements.aspect_names`: "the meaning, grain and nulls of ordered_at are
    as documented") and those that name the text itself ("this definition is the reference
    for the other columns") or say where it is kept or that no more is needed
    (`gate.docs.addressing.statements.text_subject`); None when no clause is left, or when one
    states the text's own standing."""
    spans = clauses(part)
    if not spans:
        return None  # nothing but marks left ("[^1]" once its note is read apart)
    listing = len(spans) >= 3
    # a label before a colon is read with what it labels ("Unit: cents.")
    read_as = [part[start:spans[index + 1][1]] if part[start:end].rstrip().endswith(":")
               and index + 1 < len(spans) else part[start:end]
               for index, (start, end) in enumerate(spans)]
    if about_the_text(read_as[0]) or any(standing_of_it(clause, names) for clause in read_as):
        # the sentence's subject is the text itself ("This definition, …"), or it states the
        # text's own standing ("doc_status: complete", "the outcome for this column")
        return None
    # where the text is said to be kept runs on to the sentence's end ("Full definition lives
    # in Confluence page OPS-12 (2024), for fct_orders"): the place, not a fact
    docs_at = next((index for index, clause in enumerate(read_as) if about_the_docs(clause)),
                   len(spans))
    kept = [(start, end) for index, ((start, end), clause)
            in enumerate(zip(spans[:docs_at], read_as, strict=False))
            if not about_the_text(clause) and (gives_value(clause, names)
                                               or (listing and labels_a_value(clause, names))
                                               or _heads_a_list(part, spans[index + 1:], names))]
    # a topic stays with the value it labels, being what the value is said of ("Annual
    # checkup: null anomalies, 0 kWh of doubt per year." speaks of a checkup); a label that
    # names an aspect ("nulls:") gives no value of its own and stays out as before
    held = set(kept)  # asked once per clause: a set keeps the reading linear in the clauses
    labels = [spans[index] for index, (start, end) in enumerate(spans[:-1])
              if part[start:end].rstrip().endswith(":") and spans[index + 1] in held
              and spans[index] not in held and not names_aspects(part[start:end], names)]
    kept = sorted(kept + labels)
    if kept and kept[0] != spans[0] and speaks_of_another_thing(part[slice(*spans[0])], names):
        # the opening clause, left out, named another subject: a figure after it is said of
        # that subject, which the reading no longer has ("Trust account rates stg_orders null
        # anomalies, 0 kWh of doubt per year": the kWh are the account's), so it goes too
        kept = [(start, end) for start, end in kept
                if OPENS_WITH_FIGURE.match(part, start, end) is None]
    if len(kept) == len(spans):
        return part
    return _rejoined(part, kept) if kept else None


def _rejoined(part: str, kept: list[tuple[int, int]]) -> str:
    return "".join(part[start:end] for start, end in kept).strip().rstrip(LOOSE_ENDS).strip()


#: How many of a thing there are ("about 1,200 agencies", "700 of them active"): a figure
#: and the noun it counts, not a mark ("5 stars", "10 points").
#: Read from a figure's first digit only (not again from each digit inside "5,5,5,…": the same
#: matches, in linear work).
#: Not a year ("in ticket OPS-12 o 2024 for fct_orders": 2024 is when, not how many), nor a
#: ticket's number ("OPS-70 von"): the figure a code or a date holds counts nothing.
QUANTITY = lazy_pattern(r"(?<!\d)(?<!\d[,.])(?<![a-z]-)\b(?!(?:19|20)\d\d\b)\d[\d,.]*\s+"
                        r"(?:of (?:them|these|those) )?([a-z]{3,})\b")
#: A list of three values or more in brackets, parted by commas or semicolons ("(open;
#: closed; pending)").
BRACKETED_VALUES = lazy_pattern(r"[(\[][^()\[\]\n;,]{1,60}[;,][^()\[\]\n;,]{1,60}[;,]"
                                r"[^()\[\]\n]{1,120}[)\]]")
#: A use with how it is used between ("Used mostly in Europe", "used only by finance").
USE = lazy_pattern(r"\bused (?:mostly|mainly|only|primarily|chiefly|largely|widely|internally|"
                   r"heavily|exclusively|typically|commonly) (?:by|for|to|in|as|across|within)\b")


#: What holds or already counts the value, named by an identifier ("already netted off inside
#: paid_loss_gbp", "included in net_revenue").
HELD_IN = lazy_pattern(r"\b(?:inside|within|netted (?:off )?(?:inside|in|from|against|out of)|"
                       r"included in|counted in|part of)\s+`?([a-z][a-z0-9]*(?:[_.][a-z0-9]+)+)")


def counts_or_lists(part: str, names: frozenset[str]) -> bool:
    """True when `part` counts things, lists values in brackets, says how it is used or names
    what holds it (the facts of real descriptions that hold no word of the lexicons), and
    speaks to no reader of a grade (a word of a grade that is the subject's own name, `tier`,
    aside)."""
    plain = latin(fold(part))
    counted = [found.group(1) for found in QUANTITY.finditer(plain)]
    held = [found.group(1) for found in HELD_IN.finditer(plain)]
    return (any(GRADING_WORDS.fullmatch(noun) is None and noun not in ("out", "and", "or")
                for noun in counted)
            or BRACKETED_VALUES.search(plain) is not None or USE.search(plain) is not None
            or any(not set(NAME_PART.findall(name)) <= names for name in held)) \
        and all(only_names(pattern, plain, names)
                for pattern in (GRADING_WORDS, about_words("latin")))
