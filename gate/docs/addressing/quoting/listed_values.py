"""A verdict word the sentence gives as a value of the data: one of a list, or a quoted row.

Documentation of exam, review and evaluation data names the values its column takes:
"평가 결과: 통과 또는 실패" (pass or fail), "Ocena końcowa: celujący, bardzo dobry, dobry,
dostateczny lub niedostateczny", "심사 결과: 통과, 보류, 탈락 중 하나" (one of pass, hold, drop),
and quotes what a row's prose holds: "many write 'exceeds expectations, deserves the highest
rating' in the comment field", "'cumple todos los criterios' aparece en el comentario del
tribunal". The words of a verdict or of a request are there, but their subject is a row of the
data, not this text, its grade or its reader. So a phrase found in such a stretch is the
data's and marks nothing (`of_the_data_values`, which adds two readings to
`gate.docs.addressing.quoting.quoted_values.of_the_values`):

- **listed as one of the values** (`listed_as_a_value`): the phrase stands next to a list's
  separator ("/", "|", a comma) or an alternative's word ("or", "oder", "lub", "또는", "或",
  in the languages of `ALTERNATIVE`), in a clause that holds such a word or says "one of"
  (`ONE_OF`): a list of values, not a verdict;
- **quoted in a sentence about prose the data stores** (`quoted_in_prose`): the phrase lies
  inside quotation marks, and the sentence outside them names a column that stores prose (a
  comment, note, feedback, transcript: `gate.docs.addressing.quoting.quoted_values.PROSE_NOUN`) in
  `MIN_WORDS_OUTSIDE` words at least (a short label, "Reviewer comment: '…'", is the text's
  own) and speaks of no standing of the text.

Neither holds when the sentence points at this text or at the docs grader
(`gate.docs.addressing.quoting.quoted_values.THIS_TEXT`). What this module excuses is only the mark:
a sentence's credit is read as before. Linear in the sentence: a few bounded searches.
"""

from __future__ import annotations

import re

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.addressing.matching.fold import fold, latin
from gate.docs.addressing.quoting.quoted_values import PROSE_NOUN, THIS_TEXT, of_the_values
from gate.docs.addressing.standing.status import QUOTED, in_quotes, speaks_of_standing

#: The word that joins a list's last two values as alternatives, folded, in the languages
#: the rules read: English, Spanish, Portuguese, French, Italian, German, Dutch, Polish,
#: Czech, Slovak, Turkish, Swedish, Danish, Norwegian, Finnish, Hungarian, Romanian,
#: Indonesian, Vietnamese, Russian, Ukrainian, Greek, Arabic, Hindi, Hebrew, Japanese,
#: Chinese, Korean.
ALTERNATIVE = lazy_pattern(
    r"(?<!\w)(?:or|and/or|o|u|ou|oder|lub|albo|nebo|alebo|veya|ya da|yahut|eller|tai|"
    r"vagy|sau|atau|hoac|hay|или|либо|або|чи|η|ή|أو|या|אוֹ|או)(?!\w)|"  # noqa: RUF001
    r"または|もしくは|或者|或|还是|또는|혹은|이나")
#: "One of", "either", "the values": the clause lists values.
ONE_OF = lazy_pattern(
    r"\b(?:one of|either|any of|values?|valores?|valeurs?|werte|waarden|wartosci|degerler\w*|"
    r"значени\w*|uno de|una de|um de|uma de|l'une? des|einer? (?:von|der)|een van|jeden z|"
    r"jedna z|biri|один из|одна из)\b|중 하나|중의 하나|のいずれか|のどれか|之一|其中")
#: What parts a list's items: a comma, a slash, a bar, a bracket, an alternative's word.
ITEM_BREAK = lazy_pattern(r"[/|,\u3001\uff0c()]|" + ALTERNATIVE.pattern)
#: Words that open a clause joined to a list, not a value of it ("…, APAC, so top marks").
CONNECTIVES = frozenset({"so", "thus", "hence", "therefore", "which", "and", "but", "then",
                         "donc", "alors", "also", "dus", "daarom", "wiec", "zatem", "entonces",
                         "por", "portanto", "quindi", "dunque", "поэтому", "итак"})
#: Marks of a key and its value inside a found phrase.
KEYED = (":", "=", "{", "\uff1a")
#: The words a list's item may hold: a value, not a clause.
MAX_ITEM_WORDS = 3
#: Words a sentence must hold outside its quotes for them to read as a quoted row.
MIN_WORDS_OUTSIDE = 4
#: Where a clause ends: a list of values lies within one.
CLAUSE_END = lazy_pattern(r"[;.!?\u3002](?:\s|$)")


def of_the_data_values(sentence: str, phrase: str) -> bool:
    """Any reading of `phrase` as a value of the data: quoted after a cue or defined
    (`of_the_values`), one of a list of values, or a row's prose quoted."""
    return of_the_values(sentence, phrase) or listed_as_a_value(sentence, phrase) \
        or quoted_in_prose(sentence, phrase)


def listed_as_a_value(sentence: str, phrase: str) -> bool:
    """True when `phrase` (as the rules found it) is an item of a list of values in a
    clause of `sentence`: the items, cut at commas, slashes and alternatives' words, are
    `MAX_ITEM_WORDS` words at most, the clause joins alternatives or says "one of", one
    item is the phrase and nothing more ("…, so top marks" is a claim), and the sentence points
    nowhere at this text (read with `_` as a space: `score_this_column` is no value)."""
    wanted = fold(phrase).strip(" .,;:!?'\"`")
    if not wanted or any(mark in wanted for mark in KEYED) \
            or wanted.split()[0] in CONNECTIVES:
        return False  # a key and its value ("result": "ok"), or a clause ("so top marks")
    for view in dict.fromkeys((fold(sentence), latin(fold(sentence)))):
        if THIS_TEXT.search(view.replace("_", " ")) is not None:
            return False
        at = view.find(wanted)
        if at < 0:
            continue
        start = max((m.end() for m in CLAUSE_END.finditer(view, 0, at)), default=0)
        stop = CLAUSE_END.search(view, at + len(wanted))
        clause = view[start: stop.start() if stop else len(view)]
        clause = clause[clause.rfind(":", 0, at - start) + 1:]  # a label before the list
        if ALTERNATIVE.search(clause) is None and ONE_OF.search(clause) is None:
            continue
        items = [_words(item) for item in ITEM_BREAK.split(ONE_OF.sub(" ", clause))]
        items = [item for item in items if item]
        if len(items) < 2 or any(len(item) > MAX_ITEM_WORDS for item in items):
            continue
        if _words(wanted) in items:
            return True
    return False


def _words(stretch: str) -> list[str]:
    return re.findall(r"[^\W_]+", stretch)


def quoted_in_prose(sentence: str, phrase: str) -> bool:
    """True when `phrase` lies inside quotation marks, the sentence outside them names a
    column that stores prose in `MIN_WORDS_OUTSIDE` words at least and speaks of no
    standing of the text, and nothing in the sentence points at this text."""
    if not in_quotes(sentence, phrase):
        return False
    outside = fold(QUOTED.sub(" ", sentence))
    if len(re.findall(r"[^\W_]+", outside)) < MIN_WORDS_OUTSIDE:
        return False
    views = dict.fromkeys((fold(sentence), latin(fold(sentence))))
    if any(THIS_TEXT.search(view) for view in views):
        return False
    return any(PROSE_NOUN.search(view) for view in dict.fromkeys((outside, latin(outside)))) \
        and speaks_of_standing(sentence) is None
