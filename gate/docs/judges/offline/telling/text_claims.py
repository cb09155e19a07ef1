"""A claim that the text is enough tells nothing of the data.

"Self-explanatory for every consumer of dim_customers.", "Every analyst joining fct_orders has
found this sufficient.", "Conforms to ISO 11179.", "assert documented is True", "Validado y
considerado completo en fct_orders.", "Nothing further is needed about dim_customers.email
beyond CRM-31 (2024).": each judges the text, or what its readers already know, and says
nothing of what the column holds. The model it names, the ticket, the year or the verb of the
data ("joining", "querying") ride beside the claim and give no value of their own.

So a sentence after the first (the first is where a description names what it documents) is
left out of what a description tells when it holds a word that judges the text or its
readers' understanding (`VERDICT`: sufficient, complete, validated, conformant, exemplary,
self-explanatory, unambiguous, understood …, stems of the languages the readings read) and
every other word of it is glue, a reference (an identifier, a ticket, a year, a standard's
number), a word of the subject's own name, a reader ("analyst", "consumer", "everyone") or a
word about the documentation ("docs", "detail", "question", "field"). A sentence that also
tells anything else keeps it all: "Complete orders only, from stg_orders." names orders. A
question made only of such words tells nothing either ("Is there anything about a status
column in fct_orders that an analyst could not already guess?"); one about the data is kept.
Reading only takes credit away, so a description plus such a sentence reads as the
description alone. Work is linear: one pass of a word pattern per sentence, cached per text.
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.addressing.matching.sentence_spans import split

WORD = lazy_pattern(r"[^\W\d_]+")
#: An identifier, a code span, a ticket, a `{{ … }}` call or a web address: a reference.
REFERENCE = lazy_pattern(r"\{\{[^{}\n]{0,200}\}\}|`[^`\n]{1,80}`|https?://\S+|"
                         r"\b[A-Za-z][A-Za-z0-9]{0,9}-\d{1,7}\b|"
                         r"(?<![\w.])[A-Za-z][A-Za-z0-9]*(?:[_.][A-Za-z0-9]+)+\b")
#: Stems of words that judge the text or its readers' understanding, in English and the other
#: languages the readings read.
VERDICT = lazy_pattern(
    r"(?:suffic|suficien|suficient|ausreich|genug|voldoend|complet|komplett|vollstand|volledig|"
    r"exhaust|valid|conform|konform|compliant|complian|exempl|vorbild|selfexplan|selfevid|"
    r"explanatory|evident|obvious|ovvi|evidente|unambig|ambig|eindeutig|inequivoc|clear|"
    r"klar|duidelijk|final|definitiv|canonic|kanonisch|adequa|angemessen|approv|aprob|"
    r"genehmig|goedgekeur|certif|zertifi|vetted|signedoff|understood|understand|verstand|"
    r"entend|compren|guess|debt|gap|documented|documentad|dokumentiert|gedocumenteerd|"
    r"considerad|consider|betracht|beschouwd|needed|necesari|notwendig|nodig|standard|"
    r"perfect|perfekt|fine|good|best|correct|korrekt|accurate|proper|thorough|assert|true|"
    r"verified|verifica|gepruft|checked|reviewed|revisad|rivist|relu|"
    r"nothing|nada|nichts|niets|rien|niente|none)")
#: Words that may stand beside such a claim and tell nothing: glue, readers, the text and its
#: documentation, in the languages the readings read.
_BESIDE = """
the a an this that these those it its is are was were be been being has have had do does did
of for to in on at by with from as into about beyond since per than so and or nor but not no
any every each all both no one anyone everyone everybody someone nobody anybody else further
more other already always ever never still yet now here there what which who whom whose
would could should can may might must will shall need needs know knows known found find finds
anything everything something further detail details info information question questions open
doc docs documentation description descriptions definition definitions text wording field
fields column columns entry value meaning usage use used using join joining joins query
querying queries read reading reads analyst analysts consumer consumers user users reader
readers team teams downstream upstream people person engineer engineers member members
considered deemed held found judged named named iso standard naming convention conventions
is true false yes assert asserted status owner meta missing lacking zero
el la los las un una unos unas de del y o en por para con como es son fue ser esta este
le les une des du et ou est sont pour avec comme dans sur
der die das den dem des ein eine und oder ist sind fur mit als im auf
il lo gli di da e ed con come nel nella per sono
de het een en of is zijn voor met als bij
o os as um uma e ou em com como para por sao foi
"""
BESIDE = frozenset(_BESIDE.split())


def _folded(text: str) -> str:
    return "".join(ch for ch in unicodedata.normalize("NFKD", text.casefold())
                   if not unicodedata.combining(ch)).replace("-", "")


@lru_cache(maxsize=16_384)
def claims_left_out(text: str, subject: str = "", keep_first: bool = True) -> str:
    """`text` less its sentences that only claim the text is enough, or ask (see the
    module's docstring), the first kept when `keep_first` (the description's own first
    sentence); `text` itself when it holds none."""
    own = frozenset(WORD.findall(_folded(subject.replace("_", " "))))
    spans = list(split(text))
    kept = [(start, end) for index, (start, end) in enumerate(spans)
            if (keep_first and index == 0) or not only_a_claim(text[start:end], own)]
    if len(kept) == len(spans):
        return text
    return " ".join(text[start:end].strip() for start, end in kept)


def only_a_claim(sentence: str, own: frozenset[str] = frozenset()) -> bool:
    """True when `sentence` judges the text, or asks, and tells nothing besides (a question
    about the data, "Has the instance enabled SAML on at least 1 group?", tells its
    subject)."""
    words = WORD.findall(_folded(REFERENCE.sub(" ", sentence)))
    asks = sentence.rstrip().endswith(("?", "\uff1f"))
    judged = asks or any(VERDICT.match(word) for word in words)
    return judged and all(VERDICT.match(word) or word in BESIDE or word in own
                          for word in words)
