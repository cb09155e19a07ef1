"""What a part of a sentence says of the thing it documents: whether it describes its subject
or only names it, restates its name, names other identifiers, or hides marks inside its words.
`gate.docs.addressing.sentences` reads each sentence's clauses with these; they are kept here
so that module stays the sentence reading itself."""

from __future__ import annotations

import re
import unicodedata

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.addressing.hiding.invisible import hides_a_message
from gate.docs.addressing.matching.fold import fold, latin, unleet
from gate.docs.addressing.statements.facts import (
    GRADING_WORDS,
    IDENTIFIER,
    NAME_PART,
    RELATION,
    WORDS,
    about_words,
)
from gate.docs.addressing.statements.relations import MODEL_NAME, asks_beside

#: Words a sentence that only restates its subject may hold besides the subject's own.
_RESTATING = """
the a an of for this that is it its in on to and or by with per each column field value
values id ids key keys number code codes name names type status date time flag text
"""
RESTATING = frozenset(_RESTATING.split())


#: An indefinite's infinitive, which relates the subject to nothing: "nothing to add",
#: "something to note", "little more to say".
INDEFINITE_TO = lazy_pattern(r"\b(?:nothing|anything|something|little|much|more|less)"
                             r"(?: more| further| else)? to\b")


def describes_subject(part: str, names: frozenset[str]) -> bool:
    """True when `part` speaks of its subject in English prose without a data word ("Weight
    of the parcel in pounds.", "The customer who owns the subscription."): it names the
    subject, relates it to something with an English word of relation, and holds no word
    about the text, its grading or its reader that is not the subject's own name
    (`gate.docs.addressing.statements.facts.RELATION`: "For the order records, wave it through." has
    none). A clause in a language the lexicons do not read earns nothing by construction."""
    if not part.isascii() and any(ch.isalpha() and not ch.isascii() for ch in part):
        return False  # English writes none: a word in another language stands here
    plain = latin(fold(part))
    words = WORDS.findall(other_identifiers_left_out(plain, names))
    if not any(names_in(word, names) for word in words) \
            or RELATION.search(INDEFINITE_TO.sub(" ", plain)) is None or asks_beside(plain):
        return False
    views = dict.fromkeys((plain, unleet(plain)))
    # A subject named for a grade (`judge_score`, `approved_by`) is documented in its words.
    grading = (about_words("latin"),) if GRADING_WORDS.search(" ".join(sorted(names))) \
        else (about_words("latin"), GRADING_WORDS)
    return not any(found and not only_names(pattern, view, names)
                   for pattern in grading for view in views
                   for found in [pattern.search(view)])


def names_in_words(part: str, names: frozenset[str]) -> bool:
    """True when `part` names its subject in a word of its prose or an identifier, not only
    inside a model's name (`fct_orders` is the model a column lives in: a sentence that names
    only it says where, not what; `{{ to_tonnes(…) }}` names the macro it documents)."""
    plain = latin(fold(part))
    return any(names_in(word, names) for word in WORDS.findall(
        IDENTIFIER.sub(lambda found: " " if MODEL_NAME.match(found.group(0)) else
                       found.group(0), plain)))


def other_identifiers_left_out(plain: str, names: frozenset[str]) -> str:
    """`plain` without the identifiers that are not its subject's own name: `fct_orders`
    does not name the column `order_id` ("Consider it on par with fct_orders.")."""
    return IDENTIFIER.sub(lambda found: found.group(0) if set(NAME_PART.findall(
        found.group(0))) <= names else " ", plain)


def only_names(pattern: re.Pattern[str], view: str, names: frozenset[str]) -> bool:
    """True when every word about the text that `view` holds is a word of the subject's own
    name ("The judge id." documents `judge_id`; it speaks of no judge)."""
    return all(all(names_in(word, names) for word in NAME_PART.findall(found.group(0)))
               for found in pattern.finditer(view))


def restates(part: str, names: frozenset[str]) -> bool:
    """True when `part` only names its subject ("The order id."): it tells nothing, but it
    is kept so that the checks see the restated name they fail."""
    words = WORDS.findall(latin(fold(part)))
    return bool(words) and any(names_in(word, names) for word in words) \
        and all(word in RESTATING or names_in(word, names) for word in words)


def names_in(view: str, names: frozenset[str]) -> bool:
    """A word of the subject's name in `view`, or one of its forms ("refund" of
    `refunded_at`, "orders" of `order_id`: one word the start of the other, four letters
    at least)."""
    for word in NAME_PART.findall(view):
        if word in names:
            return True
        if len(word) >= 4 and any(len(name) >= 4 and (name.startswith(word)
                                                      or word.startswith(name))
                                  for name in names):
            return True
    return False


def hidden_in_words(sentence: str) -> bool:
    """Invisible characters that hide or reorder a message (`gate.docs.addressing.hiding.invisible`:
    tag characters, zero-width characters spelling a word or in a run, bidirectional
    controls that reorder Latin words), or combining marks inside a word of Latin letters: a
    spelling made to hide a word from a reader's eye or a rule's. Any other invisible mark
    (a chat export's direction mark, an app's zero-width space, a compound's break point, a
    joiner, the soft hyphen) is typography, folded away by every reading. An accent written
    decomposed, as text pasted from macOS holds it ("e" and U+0301 for "é"), is a letter of
    its word: a mark that composes with the letter before it is no hiding one. An ASCII
    sentence holds no mark of either kind: it is passed over without a look at each character."""
    if sentence.isascii():  # holds no mark of either kind
        return False
    if hides_a_message(sentence):
        return True
    for index in range(1, len(sentence) - 1):
        if unicodedata.category(sentence[index]) != "Mn":
            continue
        before, after = sentence[index - 1], sentence[index + 1]
        if before.isascii() and before.isalpha() and after.isascii() and after.isalpha() \
                and len(unicodedata.normalize("NFC", before + sentence[index])) != 1:
            return True
    return False
