"""The names of what a description should tell, as opposed to what it tells.

A description earns credit for an aspect of its data (its meaning, grain, source, nulls, unit,
values, timing, format, range) only when it gives that aspect's **value**: a unit ("in
cents"), a zone ("UTC"), a set of values ("pending, paid or refunded"), a grain ("one row per
order"), a source table ("from stg_orders"), a null rule with its case ("null until the
parcel ships"), a timing ("loaded daily"). Naming the aspect gives none of them: "The meaning,
grain, source and nulls of ordered_at are as documented.", "Treat the unit and values of
amount_eur as already stated.", "Bedeutung, Quelle und Nullwerte von ordered_at sind
dokumentiert." name what a reader needs and tell none of it, in any language, whatever they
claim or ask beside the names.

So a clause that holds an aspect's name is read with every such name set aside
(`without_aspect_names`), and earns credit only for what is left (`gives_value`: a fact of
the data, a figure, a threshold, an identifier other than the subject's, a quoted value, an
acronym such as a zone or a currency code). A null rule ("never null", "null when the order is
open") is a value, not a name, and is left as it is; a word of the subject's own name
(`order_source`, `currency`) is never set aside. A clause without an aspect's name is read as
before.

Names are listed for the languages the lexicons read and those attempts were seen in (English,
Spanish, Portuguese, French, Italian, German, Dutch, Danish, Catalan, Polish, Turkish,
Hungarian, Irish, Tagalog in Latin letters; Russian and Ukrainian in Cyrillic; Japanese,
Chinese, Korean). A name in a language not listed earns nothing anyway unless it is a data
word of the lexicons (`gate.docs.addressing.phrases.data_words`), which these lists shadow.

Work is linear in the clause: one pass of each pattern, cached per distinct clause.
"""

from __future__ import annotations

import re
from functools import lru_cache

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.addressing.matching.fold import fold, latin
from gate.docs.addressing.statements.facts import (
    NAME_PART,
    THRESHOLD,
    relates_to_identifier,
    states_fact,
)

#: The names of the aspects, folded (no accents, case folded), matched at a word's start; a
#: stem takes any ending ("granular" reads "granularity", "granularidad", "granularität").
_LATIN_NAMES = (
    # English
    r"meanings?", r"semantics?", r"definitions?", r"grain", r"granular\w*", r"sources?",
    r"sourcing", r"origins?", r"provenance", r"lineage", r"nulls?", r"null[- ]handling",
    r"nullab\w*", r"null values?", r"missing values?", r"units?(?: of measure\w*)?",
    r"measurement units?", r"currenc(?:y|ies)", r"values", r"value sets?", r"allowed values",
    r"timing", r"time ?zones?", r"freshness", r"refresh(?: cadence| schedule| rate)?",
    r"cadence", r"latency", r"formats?", r"data types?", r"rounding", r"nullability",
    # Spanish, Portuguese, Catalan, Italian
    r"significad[oa]", r"significat", r"significato", r"sentido", r"definici\w*",
    r"definic\w*", r"definizion\w*", r"granularidad\w*", r"granularidade", r"granularitat",
    r"granularita", r"grano", r"grao", r"gra", r"grana", r"fuentes?", r"fontes?", r"font",
    r"origen", r"origem", r"origine", r"procedencia", r"provenienza", r"nul[oa]s", r"nuls",
    r"nulli", r"valores?(?: nul[oa]s)?", r"valors?(?: nuls)?", r"valori(?: null\w*)?",
    r"unidad(?:es)?", r"unidade\w*", r"unitat\w*", r"unita", r"moneda", r"moeda", r"valuta",
    r"formato", r"tipos?", r"tipus", r"tipo di dato", r"zona horaria", r"fuso (?:horario|orario)",
    r"temporalidad\w*", r"temporalitat", r"tempistica", r"periodicidad\w*", r"periodicitat",
    r"periodicita", r"frecuencia", r"frequencia", r"frequenza", r"rango", r"rang",
    r"intervalo", r"intervallo", r"dominio",
    # French
    r"signification", r"sens", r"granularite", r"provenance", r"valeurs?(?: nulles)?",
    r"nulles?", r"unites?", r"devise", r"fuseau(?: horaire)?", r"temporalite", r"frequence",
    r"periodicite", r"plage", r"domaine",
    # German, Dutch, Danish
    r"bedeutung", r"granularitat", r"kornung", r"quellen?", r"herkunft", r"ursprung",
    r"nullwert\w*", r"einheit\w*", r"wahrung", r"werte?(?:bereich)?", r"typ", r"datentyp",
    r"zeitzone", r"zeitpunkt", r"aktualitat", r"frequenz", r"betekenis", r"definitie",
    r"granulariteit", r"korrel", r"bron", r"herkomst", r"oorsprong", r"nullwaarden?",
    r"lege waarden", r"eenhe(?:id|den)", r"waarden?", r"formaat", r"tijdzone", r"frequentie",
    r"bereik", r"domein", r"betydning\w*", r"granularitet\w*", r"korn\w*", r"kilde\w*",
    r"oprindelse", r"null-\w+", r"nul(?:v|-v)(?:ae|\u00e6)rdi\w*", r"enhed\w*",
    r"v(?:ae|\u00e6)rdi\w*", r"tidszone\w*",
    r"frekvens",
    # Polish, Turkish, Hungarian, Irish, Tagalog
    r"znaczeni\w*", r"definicj\w*", r"granulac\w*", r"ziarnist\w*", r"zrodl\w*",
    r"pochodzeni\w*", r"jednost\w*", r"walut\w*", r"wartosci?", r"strefa czasowa",
    r"czestotliwosc\w*", r"zakres\w*", r"anlam\w*", r"tanim\w*", r"kaynag\w*", r"kaynak\w*",
    r"koken\w*", r"birim\w*", r"degerler\w*", r"zamanlama\w*", r"aralig\w*", r"jelentes\w*",
    r"szemcse\w*", r"forras\w*", r"ertek\w*", r"mertekegyseg\w*", r"egyseg\w*",
    r"penznem\w*", r"formatum\w*", r"tipus\w*", r"idozon\w*", r"idozites\w*", r"tartomany\w*",
    r"bri", r"ciall\w*", r"grainn\w*", r"foinse\w*", r"bunus", r"luach\w*", r"nialas\w*",
    r"aonad\w*", r"airgeadra", r"formaid", r"cineal", r"crios ama", r"uainiu",
    r"kahulugan", r"butil", r"pinagmu\w*", r"yunit", r"halaga", r"uri", r"oras", r"tiyempo",
)
#: The same in scripts of their own, matched in the native (not Latin-mapped) view.
_NATIVE_NAMES = (
    r"значени[еяйю]\w*", r"смысл\w*", r"определени\w*", r"гранулярн\w*", r"зернист\w*",
    r"источник\w*", r"происхождени\w*", r"пуст\w* значени\w*", r"единиц\w*(?: измерени\w*)?",
    r"валют\w*", r"формат\w*", r"тип\w*", r"часов\w* пояс\w*", r"периодичн\w*", r"частот\w*",
    r"диапазон\w*", r"значенн\w*", r"зміст\w*", r"визначенн\w*", r"гранулярн\w*",
    r"джерел\w*", r"походженн\w*", r"порожн\w* значенн\w*", r"одиниц\w*", r"часов\w* пояс\w*",
    r"періодичн\w*", r"діапазон\w*",
    r"意味", r"粒度", r"ソース", r"出所", r"単位", r"通貨", r"値", r"形式", r"型",
    r"タイムゾーン", r"含义", r"含義", r"意义", r"来源", r"单位", r"取值", r"格式", r"类型",
    r"时区",
    r"의미", r"세분성", r"출처", r"단위", r"값", r"형식", r"유형", r"시간대",
)
#: Matched as whole words, never inside an identifier (`estimation_grain`, `os_timezone`).
LATIN_NAMES = lazy_pattern(r"(?<![\w.])(?:" + "|".join(_LATIN_NAMES) + r")(?![\w-]*_)(?!\w)")
#: Cyrillic names are whole words; Japanese, Chinese and Korean ones stand inside a run.
NATIVE_NAMES = lazy_pattern("|".join(f"(?<!\\w){name}(?!\\w)" if name[:1] < "\u3000" else name
                                   for name in _NATIVE_NAMES))
#: A null rule: the null's case or its absence, a value of the null aspect, not its name
#: ("never null", "null when the order is open", "nulls mean not yet shipped").
NULL_RULE = lazy_pattern(r"\b(?:never|not|non-?|no|without|jamais|nunca|nie|nooit|nie|niemals|"
                         r"mai|nikdy|asla|никогда|не) (?:\w+ )?nul\w*|\bnul\w* (?:\w+ )?(?:when|"
                         r"if|for|until|unless|means?|mean|indicates?|represents?|where|before|"
                         r"after|while|once|on|in|=|otherwise|quand|lorsque|si|tant|cuando|"
                         r"mientras|hasta|quando|se|enquanto|ate|finche|wenn|falls|solange|bis|"
                         r"bedeutet|als|wanneer|indien|zolang|betekent|gdy|jesli|dopoki|ise|"
                         r"oldugunda|hvis|nar|indtil|ha|amig|ma|kapag|kung|hanggang|если|когда|"
                         r"пока|означает|якщо|коли|означає|significa|signifie|segnala|ohne|"
                         r"sans|sin|sem|senza|zonder|uten|bez|без|bei|pour|para|per|voor|fur)\b|"
                         r"\bnull (?:or|and) (?:empty|blank|zero)\b|"
                         r"\b(?:(?:is|are|be|stays?|remains?|left|set to|ist|sind) null|"
                         r"(?:est|sont|reste) nulle?s?|"
                         r"(?:es|son|queda) nul[oa]s?|(?:e|sono|resta) null[oi]?)\b")

#: An aspect named with its value before it: "in the original currency", "in the store's
#: local time zone", "in the customer's currency" (not "in the documented currency").
QUALIFIED = lazy_pattern(
    r"\bin (?:the |its |their |each |every |an? )?(?!(?:documented|stated|"
    r"described|given|known|same|usual|expected|appropriate|correct|right|"
    r"relevant|standard|proper)\b)[a-z]+(?:'s)?(?: local)? (?:currenc(?:y|ies)|"
    r"time ?zones?|zones?|units?)\b")
#: Words that point at where an aspect is told rather than tell it ("as described upstream",
#: "as stated above", "settled upstream", "elsewhere"), set aside with the names in a clause
#: that names an aspect ("values outside are clipped upstream" says where the values are
#: clipped).
POINTERS = lazy_pattern(r"\bas\b(?:\s+\w+){0,2}?\s+(?:upstream|downstream|above|below)\b|"
                        r"\b(?:settled|defined|described|documented|covered|stated|explained|"
                        r"specified|given|known)\s+(?:upstream|downstream|above|below)\b|"
                        r"\belsewhere\b")
#: Words a list's label may be followed by that give no value: a verb that only links it.
LINKING = frozenset({"is", "are", "was", "were", "be", "been", "being", "es", "est", "ist",
                     "sind", "son", "sont", "sono", "e", "er", "zijn", "ay", "sa", "estan",
                     "estao", "its", "the", "a", "an", "of", "and", "or", "their"})
#: The text itself, named by a demonstrative in any of the languages above ("this
#: definition", "esta descripción", "aquesta definició", "bu tanim", "этот текст") or as "the
#: text": a clause about it tells nothing of the data, whatever data word rides in it ("the
#: reference definition for every other column of the model").
THE_TEXT_ITSELF = lazy_pattern(
    r"\b(?:this|these|that|esta|este|estas|nesta|neste|essa|esse|aquesta|aquest|aquestes|"
    r"cette|ce|ces|questa|questo|queste|diese|dieser|dieses|deze|dit|denne|dette|bu|ten|ta|"
    r"tento|tato|seo)\s+(?:\w+\s+)?(?:text\w*|texto|testo|tekst\w*|metin\w*|"
    r"descriptions?|descripci\w*|descricao|descrizione|beschrijving|beschreibung|"
    r"beskrivelse|opis\w*|aciklama\w*|leiras\w*|"
    r"definic\w*|definit\w*|definizione|tanim\w*|meghatarozas\w*|paglalarawan|wording|"
    r"write-?up|documentation|documentacion|documentacao|dokumentation)\b|"
    r"\bthe (?:text|wording|write-?up)\b(?!\s+(?:of|field|column|message|body|box|input|"
    r"area|entered|typed|the|a|an)\b)|"
    r"\b(?:это|этот|эта|цей|це|ця)\s+(?:\w+\s+)?(?:текст\w*|описани\w*|определени\w*|"
    r"опис\w*|визначенн\w*)")


def about_the_text(clause: str) -> bool:
    """True when `clause` names the text itself (`THE_TEXT_ITSELF`)."""
    native, plain = _views(clause)
    return THE_TEXT_ITSELF.search(plain) is not None \
        or (not native.isascii() and THE_TEXT_ITSELF.search(native) is not None)


#: A value given right after an aspect's label: a grain ("Grain: per payment", "one row per
#: order", "each shipment"), no nulls ("Nulls: none"), a figure.
LABELLED_VALUE = lazy_pattern(r"(?<!as )\bper (?!the\b|our\b|its\b|se\b)[a-z]+|"
                              r"\b(?:each|every) (?!one\b|of\b|other\b|aspect\b)[a-z]+|"
                              r"\bnulls?\s*[:=\u2013-]\s*(?:none|never|no|zero|0)\b|"
                              # a value given by a copula and an article: "The grain of the
                              # table is the Zuora Account", not "is the same as documented"
                              r"\b(?:is|are|was|were)\s+(?:the|a|an|one|each|every)\s+"
                              r"(?!same\b|ones?\b|usual\b|documented\b|expected\b|standard\b|"
                              r"one\b|way\b|case\b)[a-z]+|"
                              r"\b(?:is|are|was|were)\s+(?:the\s+)?[a-z0-9]+_[a-z0-9_]+|"
                              # nulls said to occur: "might have null values"
                              r"\b(?:may|might|can|could|will|often|sometimes)\s+(?:\w+\s+)?"
                              r"(?:have|has|contain|contains|include|includes|be)\s+"
                              r"(?:\w+\s+)?nulls?\b|\b(?:has|have|contains?|with) nulls?\b")
#: An acronym in the clause as written: a zone, a currency, a standard ("UTC", "EUR", "ISO").
ACRONYM = lazy_pattern(r"\b[A-Z]{2,5}\b")
QUOTED = lazy_pattern(r"`[^`\n]+`|'[^'\n]+'|\"[^\"\n]+\"|"
                      r"[\u2018\u201c][^\u2019\u201d\n]+[\u2019\u201d]")
FIGURE = lazy_pattern(r"\d")
#: Figures that give no value of the data: a ticket's or a page's code ("CRM-31") and a year
#: in brackets beside it ("in OPS-12 (2024)"), where and when the aspects are said to be told.
NOT_A_VALUE = lazy_pattern(r"\b[a-z][a-z0-9]{1,9}-\d+\b|\(\s*(?:19|20)\d\d\s*\)")


@lru_cache(maxsize=1024)
def _views(clause: str) -> tuple[str, str]:
    native = fold(clause)
    return native, latin(native)


def names_aspects(clause: str, names: frozenset[str] = frozenset()) -> bool:
    """True when `clause` names an aspect of the data (outside the subject's own name and a
    null rule)."""
    return without_aspect_names(clause, names) != _views(clause)[1]


@lru_cache(maxsize=1024)
def without_aspect_names(clause: str, names: frozenset[str] = frozenset()) -> str:
    """`clause` folded to Latin letters (`fold`, `latin`) with every aspect's name set aside
    (a space where it stood), but the words of the subject's own name and null rules kept;
    the folded clause itself when it names none."""
    native, plain = _views(clause)
    if NULL_RULE.search(plain) or NULL_RULE.search(native) or QUALIFIED.search(plain):
        return plain

    def aside(found: re.Match[str]) -> str:
        words = NAME_PART.findall(found.group(0))
        if (words and all(word in names for word in words)) or _compounded(found, names):
            return found.group(0)
        return " "

    kept = LATIN_NAMES.sub(aside, plain)
    if not native.isascii() and NATIVE_NAMES.search(native):
        # a name in another script: set aside in the native view, then read in Latin letters
        kept = latin(NATIVE_NAMES.sub(" ", LATIN_NAMES.sub(aside, native)))
    return POINTERS.sub(" ", kept) if kept != plain else kept


#: Words that may stand right before an aspect's name without making a noun of it: articles,
#: possessives, prepositions, conjunctions and demonstratives of the languages above.
_GLUE = """
the a an its their his her our your my this that these those of for and or in on at to by
with from as into per is are was were be treat read consider take count regard de la le
les el los las del des du da do das der die den dem von van het een il lo gli le e y et
und en og och agus es at ang ng mga els di della dei delle ses sus seus suas sua seu su sa
son leur leurs ihre ihr sein seine zijn haar hun dens deres dets az egy assume accept
behandle betrachte nimm lies trate trata considere tome lea leia traite traitez considerez
prenez lisez tratta considera prendi leggi beschouw behandel lees neem behandl betragt
laes tracta considereu llegiu ituring basahin tekintse kezelje
"""
GLUE = frozenset(_GLUE.split())
#: A word before an aspect's name that makes a compound of it ("delivery type", "transaction
#: currency", "source system"): a word of letters, three at least, not glue.
_BEFORE = lazy_pattern(r"([^\W\d_]{3,}) $")


def _compounded(found: re.Match[str], names: frozenset[str]) -> bool:
    """True when the aspect's name `found` is the head of a compound noun: the word right
    before it (one space between) is a content word, not glue, another aspect's name or the
    subject's own name ("independent of delivery type" names a thing, not an aspect)."""
    before = _BEFORE.search(found.string, 0, found.start())
    if before is None:
        return False
    word = before.group(1)
    if not found.string[:before.start()].strip(" ,;:-("):
        return False  # the sentence's first word: an order ("Treat grain …") as often
    return word not in GLUE and word not in names and LATIN_NAMES.fullmatch(word) is None


def speaks_of_another_thing(clause: str, names: frozenset[str] = frozenset()) -> bool:
    """True when `clause` opens with a subject of its own before the first aspect it names:
    a word that is neither glue nor of the documented subject's name ("Trust account rates
    stg_orders null anomalies" speaks of an account; "The nulls are as documented" and
    "Grain," of the thing itself). False when no aspect is named in Latin letters."""
    plain = _views(clause)[1]
    first = LATIN_NAMES.search(plain)
    return first is not None and any(
        word not in GLUE and word not in names and not word.isdigit()
        for word in NAME_PART.findall(plain[:first.start()]))


def labels_a_value(clause: str, names: frozenset[str] = frozenset()) -> bool:
    """True when `clause` is a list's label and its first value ("Values placed," of
    "Values placed, shipped, delivered"): it opens with an aspect's name, and what follows
    the name is one or two words that link nothing ("nulls are known" is no value). Read
    only inside a sentence that lists (the caller asks)."""
    plain = _views(clause)[1].strip(" ,;:-(")
    opening = LATIN_NAMES.match(plain)
    if opening is None or plain[opening.end():opening.end() + 1] == "-":
        return False  # a compound of the name ("null-værdierne") is the name
    rest = [word for word in re.findall(r"[^\W_][\w-]*", plain[opening.end():])
            if word not in names]
    return 1 <= len(rest) <= 2 and not LINKING.intersection(rest) \
        and not any(LATIN_NAMES.fullmatch(word) for word in rest)


def gives_value(clause: str, names: frozenset[str] = frozenset()) -> bool:
    """True when `clause` gives a value of the data once every aspect's name is set aside
    (see the module's docstring); a clause that names no aspect is not read here (True)."""
    rest = without_aspect_names(clause, names)
    if rest == _views(clause)[1]:
        return True
    if FIGURE.search(NOT_A_VALUE.sub(" ", rest)) or THRESHOLD.search(rest) \
            or QUOTED.search(clause) or LABELLED_VALUE.search(_views(clause)[1]):
        return True
    if relates_to_identifier(rest, names):
        return True
    if any(found.group(0).lower() not in names for found in ACRONYM.finditer(clause)
           if not clause.startswith("-", found.end())):
        return True
    # the subject's own name tells what the name already told
    return states_fact(SUBJECT_WORD.sub(lambda found: " " if set(
        NAME_PART.findall(found.group(0))) <= names else found.group(0), rest), names)


#: A word or an identifier, to set the subject's own name aside.
SUBJECT_WORD = lazy_pattern(r"[a-z0-9]+(?:[_.][a-z0-9]+)*")
