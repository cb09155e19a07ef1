"""What a clause states about the data: the fact spans a description earns credit for.

A clause states a fact when it holds a word of `gate.docs.addressing.phrases.data_words.DATA_WORDS`
that is more than a generic noun ("values", "row", "source", "events") and more than the
subject's own name: a unit, a currency, a time zone, a grain ("one row per"), a source or a
system ("loaded daily from Shopify"), a timing, a null meaning, a relation to a named column or
model, a range or a scale, a use; or when it relates what it documents to an identifier
(`dim_customers`, `customer_id`) other than its subject, outside a web address or a file name:
its source, what it joins to or feeds, what it is computed from, a value it takes
(`relates_to_identifier`). A name set beside a request relates nothing. A digit alone, a
date, a list of words, the subject's name or a clause in a language the lexicons do not read
states none. Shared by the sentence classifier (`gate.docs.addressing.sentences`: credit) and
the detector (`gate.docs.addressing.detector`: a phrase found in a clause that states a fact of
the data is the data's, as "Score from 1 to 5 the judge gave" is).

The lexicons of a script are compiled at the first clause written in it, once per process.
"""

from __future__ import annotations

import re
from functools import cache, lru_cache

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.addressing.matching.fold import fold, latin
from gate.docs.addressing.phrases.data_words import (
    ABOUT_TEXT_WORDS,
    DATA_WORDS,
    SCRIPT_OF,
    Language,
    Script,
)
from gate.docs.addressing.statements.relations import asks_beside, gives_example_value, related_at

#: An identifier: `snake_case`, `dotted.names`, a code span, a Jinja reference.
IDENTIFIER = lazy_pattern(r"`[^`\n]+`|\{\{|\b[a-z][a-z0-9]*_[a-z0-9_]*[a-z0-9]\b|"
                          r"\b(?!(?:e\.g|i\.e)\b)[a-z_][a-z0-9_]*\.[a-z_][a-z0-9_]*\b")
NAME_PART = lazy_pattern(r"[a-z0-9]+")
#: What every identifier holds one of (a backtick, `{{`, `_` or `.`): a clause with none holds no
#: identifier, which one scan of it for each tells before any pattern runs.
IDENTIFIER_SIGNS = ("`", "{{", "_", ".")

#: Characters of each script other than Latin, to compile only the lexicons a sentence needs.
SCRIPT_RANGES: dict[Script, tuple[tuple[int, int], ...]] = {
    "cyrillic": ((0x0400, 0x052F),),
    "cjk": ((0x3040, 0x30FF), (0x3400, 0x9FFF), (0xF900, 0xFAFF)),
    "hangul": ((0xAC00, 0xD7AF), (0x1100, 0x11FF), (0x3130, 0x318F)),
    "devanagari": ((0x0900, 0x097F),),
    "arabic": ((0x0600, 0x06FF), (0x0750, 0x077F)),
}

#: Data words that name a kind of thing without telling a fact of it: a clause whose only
#: data words are these tells no fact ("These values are fine.", "The band it lands in.").
GENERIC_DATA = lazy_pattern(r"values?|rows?|records?|sources?|tables?|logs?|scale|bands?|metrics?|"
                            r"ids?|keys?|names?|events?|messages?|errors?|notes?|comments?|"
                            r"requests?|responses?|feeds?|fields?|data|codes?|title|"
                            r"states?|phase|step|tier|channel|method|plan|versions?|url|link|"
                            r"headers?|builds?|releases?|plugins?|server|client|browser|"
                            r"http|network|cohort|legacy|experimental|sandbox|either|"
                            r"level of|kind of|types? of|names? of|categor\w*|codes?|"
                            # "values" in the other languages the lexicons read
                            r"valor(?:es)?|valeurs?|werte?|valori|waarden?|wartosc\w*|"
                            r"degerler\w*|значени\w*|値は|取値|取值|값은|मूल्य|القيم")
#: A web address, a link's target or a file's name: where something is, not a fact of the data.
#: A link's target stops at the next `]`, so a run of link openers is read in linear work;
#: a file's name is tried only where a run of name characters starts (tried from each of the
#: run's characters, `1.1.1.…` was read to its end from each: quadratic work).
ADDRESS = lazy_pattern(r"https?://\S+|\]\([^)\n\]]*\)"
                       r"|(?<![\w.-])[\w.-]+\.(?:png|jpe?g|gif|svg|html?|md|pdf)\b",
                       re.IGNORECASE)

#: A ticket's or a page's code (`CRM-31`, `OPS-12`, `PAY-5`, folded `crm-31`): letters joined
#: by a dash to a number name where something was written, not a fact of the data; "CRM" in it
#: is no customer system. A standard's code keeps its name ("ISO-8601" is read as "ISO 8601").
TICKET = lazy_pattern(r"(?i)(?<![\w-])(?!iso-)[a-z][a-z0-9]{1,9}-\d+(?![\w-])")
#: The text's own line, pointed at ("cette ligne", "esta linha", "this line"): the text
#: itself, not a row of the data.
THIS_LINE = lazy_pattern(r"(?i)\b(?:this|that|cette|cet|esta|essa|este|questa|diese|deze|"
                         r"ta|ten|bu)\s+(?:line|ligne|linha|l[i\u00ed]nea|riga|zeile|regel|"
                         r"linia|sat[i\u0131]r)\b")
LINE_NOUNS = ("line", "ligne", "linha", "linea", "l\u00ednea", "riga", "zeile", "regel",
              "linia", "sat")
#: Where a clause ends inside a sentence: a comma, semicolon or colon before a space, a dash
#: between spaces, a bracket, or the same signs of scripts that write them wide.
CLAUSE_END = lazy_pattern(r"[,;:](?=\s)|\s[\u2014\u2013-]\s|[()\[\]{}]|[\u3001\uff0c\uff1b\uff1a]")

WORDS = lazy_pattern(r"[^\W_]+")

#: Words of a grade or its standing: a clause of prose without a data word that holds one
#: (outside the subject's own name) speaks of a mark, not of the data.
GRADING_WORDS = lazy_pattern(r"\b(?:grad\w*|scor\w*|rat(?:ed|ing|ings)|marks?|points?|tiers?|"
                             r"bands?|quality|top|highest|best|full|pass\w*|fail\w*|approv\w*|"
                             r"review\w*|sign\w* off|verdict|judg\w*|evaluat\w*|assess\w*|"
                             r"documented|described|explained|enough|sufficient\w*|adequate\w*|"
                             r"fine|good|great|ok|okay|obvious\w*|self-?evident|trust\w*|"
                             r"model|llm|ai|bot|assistant|agent|checker|lint\w*|ci|exempt\w*|"
                             r"deserv\w*|merit\w*|worth\w*|earn\w*|award\w*|tally\w*|stars?)\b")


def clauses(sentence: str) -> list[tuple[int, int]]:
    """The spans of the clauses of `sentence`, each with the sign that ends it."""
    return parted_at(CLAUSE_END, sentence)


def parted_at(boundary: re.Pattern[str], text: str) -> list[tuple[int, int]]:
    """The spans of `text` cut after each match of `boundary`, each with what ends it: the
    clauses of `clauses` and of the finer reading of `gate.docs.addressing.addressed.clauses`."""
    spans: list[tuple[int, int]] = []
    start = 0
    for found in boundary.finditer(text):
        if found.end() > start:
            spans.append((start, found.end()))
            start = found.end()
    if start < len(text):
        spans.append((start, len(text)))
    return spans


def states_fact(part: str, names: frozenset[str] = frozenset()) -> bool:
    """True when `part` states a fact of the data: a data word that is more than a generic
    noun (a unit, a grain, a source, a timing, a null meaning, a relation, a use, a range),
    or an identifier other than the subject's own name. A digit, a list or the subject's
    name alone states none."""
    plain, example, said, related = _fact_words(part)
    if example or relates_to_identifier(plain, names):
        return True
    # a noun naming a kind of value, or the subject's own name, counts when related
    return any(related or not (naming or words <= names) for naming, words in said)


@lru_cache(maxsize=65_536)
def _fact_words(part: str) -> tuple[str, bool, tuple[tuple[bool, frozenset[str]], ...], bool]:
    """What `states_fact` reads of `part` whatever its subject, once per distinct part (a
    project's columns share their sentences): its plain view, whether it gives an example
    value, each data word it holds that is more than a generic noun (whether it only names a
    kind of value, and its words), and whether it relates them to something."""
    text = ADDRESS.sub(" ", part)
    lowered = text.lower()
    if any(noun in lowered for noun in LINE_NOUNS):  # a substring test first: most hold none
        text = THIS_LINE.sub(" ", text)
    native = fold(text)
    plain = latin(native)
    if any(ch.isdigit() for ch in text) and TICKET.search(text) is not None:
        # the data words are read without the codes, the relations with them (a word before
        # a code relates the code, `related_at`)
        native = fold(TICKET.sub(" ", text))
    said: list[tuple[bool, frozenset[str]]] = []
    for script in _scripts(native):
        for found in _data_words(script).finditer(latin(native) if script == "latin"
                                                  else native):
            word = found.group(0).strip()
            if not GENERIC_DATA.fullmatch(word):
                said.append((NAMING_NOUN.fullmatch(word) is not None,
                             frozenset(WORDS.findall(word))))
    return plain, gives_example_value(plain), tuple(said), \
        bool(said) and RELATION.search(plain) is not None


def relates_to_identifier(plain: str, names: frozenset[str] = frozenset()) -> bool:
    """True when `plain` (folded) relates what it documents to an identifier other than its
    subject's own name (`dim_customers`, `customer_id`, a code span) and asks nothing of its
    reader (`gate.docs.addressing.statements.relations`): "from stg_orders" does, "Treat this like
    dim_customers.", "stg_orders." and "Approved in stg_orders by the data council." do
    not."""
    if not any(sign in plain for sign in IDENTIFIER_SIGNS):
        return False  # no identifier: nothing is related
    spans = [found.span() for found in IDENTIFIER.finditer(plain)
             if not set(NAME_PART.findall(found.group(0))) <= names
             and not GRADING_WORDS.search(found.group(0).replace("_", " "))]
    if not spans:
        return False
    rest = IDENTIFIER.sub(" ", plain)
    return any(related_at(plain, start, end) for start, end in spans) \
        and not asks_beside(rest) \
        and not (REVIEWED.search(rest) and not REVIEW_AS_DATA.search(rest)) \
        and not _of_the_text(rest, names)


#: Words of the text itself, its grader or reader, or a claim that it suffices or that its
#: reader already knows ("self-evident to every analyst of fct_orders", "as everyone already
#: understands them in fct_orders", "nothing missing from this field's docs in fct_orders"):
#: beside them a name is where the claim is made, not a relation of the data.
OF_THE_TEXT = lazy_pattern(r"\b(?:descriptions?|documentation|docs|doc|wording|write-?ups?|"
                           r"graders?|checkers?|assessors?|rubrics?|criteri\w*|lgtm|excellent|"
                           r"flawless|exemplary|self-?evident|self-?explanatory|obvious\w*|"
                           r"enough|sufficient\w*|adequate\w*|understood|understands?|"
                           r"need(?:s|ed)? to know|guess\w*|nothing (?:further|more|else|missing)|"
                           r"no (?:further|more|other) (?:detail|info\w*|explanation|context)\w*|"
                           r"no gaps?)\b")


def _of_the_text(rest: str, names: frozenset[str]) -> bool:
    """True when `rest` (folded, its identifiers set aside) holds a word of the text itself,
    its grader or a claim that it suffices (`OF_THE_TEXT`) other than the subject's own name:
    a sentence about the text relates no name it holds."""
    return any(not set(NAME_PART.findall(found.group(0))) <= names
               for found in OF_THE_TEXT.finditer(rest))


#: A review or an approval said to have happened: beside it a name is where the text was
#: approved ("Approved in stg_orders by the data council."), not a relation of the data...
REVIEWED = lazy_pattern(r"\b(?:approved|reviewed|accepted|validated|signed off|vetted|endorsed|"
                        r"certified)\s+(?:in|by|against|for|on|at|within|through)\b")
#: ... unless the review is the data's: a condition on it, a value, a time or a count
#: ("Null until approved in stg_orders", "Timestamp the refund was approved in stg_refunds").
REVIEW_AS_DATA = lazy_pattern(r"\b(?:when|whether|if|until|unless|once|null|true|false|time\w*|"
                              r"date|number|count|id|who|which|whose)\b")
#: English nouns that say what kind of value a column holds without a fact of it: "Amount"
#: alone names a kind; "Amount of the refund", "Amount in cents" state one. Such a noun counts
#: only in a clause that relates it to something (`RELATION`).
NAMING_NOUN = lazy_pattern(r"amount|price|cost|revenue|fees?|tax|balance|quantit\w*|email|phone|"
                           r"country|city|region|currenc\w*|version|title|url|sku|plan|cohort|"
                           r"states?|phase|step|tier|channel|method|link|notes?|comments?|"
                           r"names?|full name|first name|last name|display name|codes?")
#: English words that relate a value to something else.
RELATION = lazy_pattern(r"\b(?:of|from|which|who|whom|whose|that|when|where|by|into|after|"
                        r"before|in|at|on|per|during|between|within|than|until|since|while|to|"
                        r"with|rather|not)\b|\w's\b")

#: A threshold on the values: "3 or above", "at least 70", "below 0.5", ">= 4".
THRESHOLD = lazy_pattern(r"\b\d+(?:\.\d+)?\s*(?:%\s*)?(?:or|and) (?:above|more|higher|over|below|"
                         r"less|lower|under|up)\b|\b(?:at least|at most|above|below|over|under|"
                         r"no more than|no less than)\s+\d|"
                         r"(?<![^\s(])[<>]=?\s*\d+(?:\.\d+)?(?![^\s).,;])")


def _scripts(native: str) -> list[Script]:
    """Latin always (identifiers and English are read in every text), then each other script
    the sentence is written in."""
    found: list[Script] = ["latin"]
    if native.isascii():
        return found
    codes = {ord(ch) for ch in native if not ch.isascii()}
    for script, ranges in SCRIPT_RANGES.items():
        if any(low <= code <= high for code in codes for low, high in ranges):
            found.append(script)
    return found


def _languages(script: Script) -> list[Language]:
    return [language for language, of in SCRIPT_OF.items() if of == script]


@cache
def _data_words(script: Script) -> re.Pattern[str]:
    """The data words of every language written in `script`, compiled at first need."""
    return _compiled(script, [w for lang in _languages(script) for w in DATA_WORDS[lang]])


def data_words_of(script: Script) -> re.Pattern[str]:
    """The data words of every language written in `script` (compiled once)."""
    return _data_words(script)


@cache
def about_words(script: Script) -> re.Pattern[str]:
    return _compiled(script, [w for lang in _languages(script) for w in ABOUT_TEXT_WORDS[lang]])


def _compiled(script: str, words: list[str]) -> re.Pattern[str]:
    """One alternation of `words`, folded as the text is; matched at a word's start in
    scripts that separate words with spaces and signs, anywhere in the others."""
    folded = [_bounded(word if word.isascii() else fold(word)) for word in words]
    start = r"(?<![^\W_])" if script in ("latin", "cyrillic", "devanagari", "greek") else ""
    at_start = "|".join(f"(?:{word})" for word in folded if _starts_a_word(word))
    anywhere = "|".join(f"(?:{word})" for word in folded if not _starts_a_word(word))
    # One lookbehind in front of all the fragments that start a word: inside a word, where
    # most positions are, the match fails at once instead of once per fragment.
    return re.compile(f"{start}(?:{at_start})" + (f"|{anywhere}" if anywhere else ""))


#: The longest run of word characters a data word's open run (`\w*`) reads.
LONGEST_WORD = 48


def _bounded(fragment: str) -> str:
    """`fragment` with each open run of word characters (`\\w*`, `\\w+`) bounded to
    `LONGEST_WORD` characters. A fragment is tried at every word's start, and `_` starts a
    word, so in `a_a_a_…` an open run read on to the text's end from each start, and gave
    back letter by letter, made the reading quadratic in the text's size; no word of a
    language is that long, so the bound changes no reading of prose."""
    return fragment.replace("\\w*", f"\\w{{0,{LONGEST_WORD}}}").replace(
        "\\w+", f"\\w{{1,{LONGEST_WORD}}}")


def _starts_a_word(fragment: str) -> bool:
    """A fragment that begins with a letter, a digit or a word class (`\\w`, `\\d`) is
    matched at a word's start; one that begins with a sign (`: `) wherever it stands."""
    return fragment[:1].isalnum() or fragment[:2] in ("\\w", "\\d", "\\b", "(?")
