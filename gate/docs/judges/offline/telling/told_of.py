"""Of what a sentence speaks: the thing documented, or another thing.

After a label, a sentence earns credit for an aspect of the thing it documents
(`aspects_told`). An aspect's word is not enough: "Annual checkup of dim_customers: pulse 60
per minute, cholesterol in range." holds a unit ("per minute") and a range, "Fitch rates
stg_orders AAA with a stable outlook since 2020." a date bound ("since"), "EU energy class
A+++ for stg_orders: 0 kWh of confusion per year." a unit and a grain. Each speaks of a
check-up, a rating, an energy label: a verdict from another field, whose figures are that
field's, not the column's values. The aspect is told, but not *of the thing*.

So a sentence counts only where its subject is the thing, read on its structure rather than
its phrasing:

- the subject is the sentence's opening noun phrase: the words before its first word of glue
  (an article, a preposition, a pronoun: `generic_words.GLUE_WORDS`), figure, identifier,
  sign of an aspect, mark of punctuation or past participle after its first word, once the
  glue and figures it opens with are set aside (up to an aspect's word: "If not provided",
  "When shipped"); its head is the phrase's last word ("Star rating" is a rating, "Annual
  checkup" a checkup, "Amount charged to the card" an amount, "1 at the box office" an
  office);
- where a short topic stands before a colon ("Lab panel for stg_orders: every marker in
  range"), the topic is the subject, and what follows the colon is said of it;
- the subject is the thing when a word of the phrase is of its own vocabulary (its name's
  words and its model's, a plural or a stem of one: "Star rating" of `rating`, "The email
  address of the user" of `user_email`), or of the words after its head's preposition ("A
  workspace in the paid tier" of `is_paid_tier`; a model's name there is where, not what:
  "Lab panel for stg_orders" is a panel), when its head is a word every description uses of
  its value or row (`THING_WORDS`: "value", "amount", "total", "row", "key", the pipeline's
  nouns; a verb of the pipeline as its only word: "Set by the loader"), or when there is no
  head at all: the sentence opens with a pronoun or a determiner that refers back ("It is
  null until …", "Each is …"), with an aspect's own word ("From stg_payments.", "One of …",
  "Could be …", "Null for web chats."), a figure or a value ("Cents, from stg_payments."
  opens with the unit the value is in).

A sentence whose head is another noun ("the horoscope", "a chess rating", "Moody's", "the
jury") or another verb than the data's ("Acquitted by …", "Summited via …") speaks of
another thing, and earns nothing whatever aspect words, figures, units or dates it carries.

The words read are those of the languages `aspects_told` reads (English, Spanish,
Portuguese, French, German, Italian, Dutch), in Latin letters. A head written in another
script is not read: the sentence is left to the aspect reading alone, as it was. Every pattern
is one pass of alternated classes with no nested repetition, so work is linear in the
sentence; the walk over its tokens stops at the head.
"""

from __future__ import annotations

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.addressing.matching.fold import fold, latin
from gate.docs.addressing.statements.sentence_subject import RESTATING, names_in
from gate.docs.judges.offline.telling.generic_words import GLUE_WORDS, PIPELINE_WORDS

#: A token of a sentence: a quoted value or a code span, an identifier (`dim_customers`,
#: `a.b`), a word (with its inner apostrophes and hyphens: "Moody's", "check-up"), a figure,
#: or one sign.
TOKEN = lazy_pattern(r"`[^`\n]+`|'[^'\n]+'|\"[^\"\n]+\"|[a-z][a-z0-9]*(?:[_.][a-z0-9]+)+"
                     r"|[^\W\d_]+(?:['\u2019-][^\W\d_]+)*|\d[\d.,/]*|[^\w\s]")
WORD = lazy_pattern(r"[^\W\d_]+(?:['\u2019-][^\W\d_]+)*")
FIGURE = lazy_pattern(r"\d[\d.,/]*")
#: A word of Latin letters: a head in another script is not read here.
LATIN_WORD = lazy_pattern(r"[a-z]+(?:['\u2019-][a-z]+)*")
#: A past participle after a noun is the predicate, not part of the noun phrase: "Amount
#: charged to the card" is an amount.
PARTICIPLE = lazy_pattern(r"[a-z]{2,}ed")
#: The signs a sentence may open with before its subject: quotes, brackets, list marks.
OPENING_SIGNS = frozenset("\"'`([{*#->\u2018\u201c\u201e\u00ab\u2022")
#: Where a topic ends and what is said of it begins.
TOPIC_END = ":"
#: The most tokens a topic before a colon holds ("Lab panel for stg_orders:"): a longer
#: opening is a sentence of its own, read from its start.
TOPIC_TOKENS = 8
#: The nouns every description uses of its value, its row or its kind, in the languages read:
#: a head of these is the thing itself ("Total charged, in cents", "Values: …").
_THING_WORDS = """
value values amount amounts total totals sum count counts number numbers share ratio
percentage percent average mean minimum maximum min max unit units currency date dates
day timestamp time zone name names code codes key keys identifier identifiers
id ids flag flags status state states type types kind category categories level levels
text string format example examples default list enum field one ones
valor valores importe monto total fecha nombre codigo clave tipo estado nivel ejemplo
montante data nome chave exemplo montant valeur valeurs nom cle etat niveau exemple
wert werte betrag datum schlussel typ beispiel
importo valore valori nome chiave tipo stato esempio
waarde waarden bedrag datum naam sleutel soort voorbeeld
row rows record records entry entries item items model models table tables view views column
columns field fields data dataset datasets line lines source sources version versions copy
fila filas registro registros tabla columna dato datos linha linhas ligne lignes zeile zeilen
riga righe rij rijen
"""
THING_WORDS = frozenset(_THING_WORDS.split()) | RESTATING


def _opening(tokens: list[str], signs: frozenset[str]) -> list[str]:
    """The tokens after the glue, the figures and the signs a sentence opens with, up to an
    aspect's word ("If not provided", "When shipped", "1 when …" open with one): a figure
    counts what its noun names ("1 at the box office", "3 rows per order")."""
    start = 0
    while start < len(tokens) and tokens[start] not in signs \
            and (tokens[start] in GLUE_WORDS or tokens[start] in OPENING_SIGNS
                 or FIGURE.fullmatch(tokens[start]) is not None):
        start += 1
    return tokens[start:]


def _phrase(tokens: list[str], signs: frozenset[str]) -> list[str]:
    """The words of the noun phrase `tokens` open with (see the module's docstring): none
    where they open with no word (a figure, an identifier, a sign, an aspect's word)."""
    phrase: list[str] = []
    for token in tokens:
        if WORD.fullmatch(token) is None or token in GLUE_WORDS or token in signs \
                or (phrase and PARTICIPLE.fullmatch(token) is not None):
            break
        phrase.append(token)
    return phrase


def about_the_thing(sentence: str, vocabulary: frozenset[str],
                    signs: frozenset[str] = frozenset()) -> bool:
    """True unless `sentence`'s subject is another thing than the one documented (see the
    module's docstring): its topic before a colon, or else its opening noun phrase, has a
    head that is neither a word of `vocabulary` (the thing's name and its model's) nor of
    `THING_WORDS`. `signs` are the words of the sentence that give an aspect's sign
    (`aspects_told.sign_words`): they end the opening phrase."""
    tokens = TOKEN.findall(latin(fold(sentence)))
    if TOPIC_END in tokens[:TOPIC_TOKENS + 1]:
        topic = tokens[:tokens.index(TOPIC_END)]
        if not _of_the_thing(_opening(topic, signs), vocabulary, signs):
            return False
    return _of_the_thing(_opening(tokens, signs), vocabulary, signs)


def _of_the_thing(tokens: list[str], vocabulary: frozenset[str],
                  signs: frozenset[str]) -> bool:
    """True when the phrase `tokens` open with has no head, a head of the thing, or names
    the thing in any of its words ("The email address of the user" of `user_email`; see the
    module's docstring); a verb of the pipeline heads it only alone ("Set by the moderation
    model": the thing left unsaid), never after a noun ("Tarot reading")."""
    phrase = _phrase(tokens, signs)
    if not phrase or LATIN_WORD.fullmatch(phrase[-1]) is None:
        return True
    head = phrase[-1]
    # the phrase after its head's preposition, in words, not a model's name: "A workspace in
    # the paid tier" of `is_paid_tier` is the thing's, "Lab panel for stg_orders" is not
    after = _phrase(_opening(tokens[len(phrase):], signs), signs)
    return head in THING_WORDS or head.removesuffix("s") in THING_WORDS \
        or any(names_in(word, vocabulary) for word in (*phrase, *after)) \
        or (len(phrase) == 1 and head in PIPELINE_WORDS)


def opening_verb(sentence: str, own: frozenset[str]) -> bool:
    """True when `sentence` opens (after its glue) with a verb of the pipeline
    (`generic_words.PIPELINE_WORDS`: "Stored using Rudderstack.", "Loaded from the CRM.")
    that is no word of the thing's own name: its subject is the thing, left unsaid."""
    opening = _opening(TOKEN.findall(latin(fold(sentence))), frozenset())
    return bool(opening) and opening[0] in PIPELINE_WORDS and not names_in(opening[0], own)
