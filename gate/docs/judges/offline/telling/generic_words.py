"""Words true of any column of any project: a clause made only of them tells nothing.

"Set once per row when the row is written and read by every downstream model the same way."
and "Carried unchanged into every model that selects it." read like provenance, and a
sentence reader that credits a clause for its grammar (a condition, a verb of the data, the
subject's name) credits them. Yet neither says anything of *this* column that would not be
equally true of every other column of every project: every value is set when its row is
written, read by what selects it and carried downstream. A description made of a label and
such sentences is the label it carries, and whatever rides beside them (a verdict in another
language, chat shorthand, an idiom) reaches a judge as if the text had earned a reading.

So a clause earns credit only with something specific: a word that is none of
`GENERIC_WORDS` (the closed set below: the nouns, verbs and adverbs of any data pipeline, and
the glue between them, in the languages the readings read), a figure, an identifier, a code
span or a quoted value. The words of the subject's and its model's own names are not
specific either ("Holds the order id of each row" of `order_id` restates it). The reading is
on words, never on phrasings, so any order or grammar of the same words reads alike; it takes
credit away only, and is one pass of a word pattern over the clause.

The set holds pipeline words only: a word of meaning ("placed", "refunded", "billing"), of a
unit or zone ("cents", "utc"), of nulls and keys ("null", "unique", "primary"), of a source
system ("stripe", "crm") or a reader ("finance") is specific, and so is any noun of the
project's own domain.
"""

from __future__ import annotations

from functools import lru_cache

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.addressing.matching.fold import fold, latin

#: A figure, an identifier (`snake_case`, `dotted.name`), a code span or a quoted value:
#: something specific whatever words stand around it. A quoted value stops at the next
#: quote of either kind, so a run of openers is read in linear work.
SPECIFIC_SIGN = lazy_pattern(r"\d|`|\b[^\W\d_]+_[^\W_]|\b[a-z]\w*\.[a-z]\w*\b|'[^'\n]+'|"
                             r"\"[^\"\n]+\"|[\u2018\u201c][^\u2018\u201c\u2019\u201d\n]+[\u2019\u201d]")
WORD = lazy_pattern(r"[^\W\d_]+")

#: The glue between words, in English and the other languages the readings read: words of
#: no subject at all.
_GLUE = """
a an the this that these those it its they them their there here which who whose what
whatever wherever whenever whichever is are was were be been being am has have had do does did
done and or nor but so as of to in on at by for from with into onto out via per than then
when while if unless until once after before since where not no also too just only
el la los las lo un una unos unas de del al y e o u en por para con como es son fue ser se
su sus que sin os as um uma umas uns do da dos das no na nos nas ao aos pelo pela quando
le les des du et ou est sont pour avec dans sur par une
der die das den dem des ein eine einer einem und oder ist sind fur mit als im auf bei beim
von vom zu zum zur wird werden wurde
il lo gli di da ed nel nella sono het een van voor bij
"""
#: The nouns, verbs and adverbs of any data pipeline, in the same languages: what a row,
#: a model or a load does to every column alike.
_PIPELINE = """
row rows record records entry entries item items model models table tables view views
value values column columns field fields data dataset datasets line lines form forms
way ways time times run runs load loads loader step steps pipeline pipelines stage stages
layer layers source sources version versions thing things copy copies
set sets setting write writes writing written wrote read reads reading loaded loading
carry carries carried carrying pass passes passed passing keep keeps kept keeping
store stores stored storing hold holds held holding appear appears appeared appearing
use uses used using select selects selected selecting recorded recording
copied copying take takes taken taking took
arrive arrives arrived arriving stand stands stood standing sit sits sat sitting
populate populates populated populating fill fills filled filling bring brings brought
come comes came coming flow flows flowed flowing move moves moved moving
propagate propagates propagated propagating pull pulls pulled pulling persist persists
persisted land lands landed landing process processes processed processing stay stays
stayed remain remains remained reach reaches reached contain contains contained
include includes included get gets got give gives given put puts
change changes changed changing alter alters altered modify modifies modified
transform transforms transformed update updates updated refresh refreshes refreshed
every each all any both same unchanged unmodified untouched intact identical identically
exactly once again always ever later earlier downstream upstream usual usually
normal normally directly straight simply plain consistent consistently alike
one whole kind
cada mismo misma mismos igual vez veces fila filas registro registros modelo modelos tabla
tablas valor valores campo columna columnas dato datos forma asigna asignado asignada
escribe escribirse escrito escrita lee leer leido leida lido lida posterior posteriores
anterior siempre todo toda todos todas cambio cambios linha linhas gravado gravada grava
jusante montante ligne lignes modele modeles renseigne renseignee ecrit ecriture lue lu meme
memes facon chaque aval amont fois jede jeder jedem jedes gleich gleiche einmal zeile zeilen
modell modelle wert werte vergeben anlegen gelesen geschrieben nachgelagert nachgelagerten
nachgelagerte riga righe modello modelli ogni stesso stessa volta rij rijen elke zelfde keer
"""
GLUE_WORDS = frozenset(_GLUE.split())
PIPELINE_WORDS = frozenset(_PIPELINE.split())
#: Words true of any column of any project (see the module's docstring), folded: the
#: nouns, verbs and adverbs of a data pipeline and the glue between them.
GENERIC_WORDS = GLUE_WORDS | PIPELINE_WORDS
#: A letter elided before a word ("l'écriture", "d'un") or a possessive "s" ("it's"): glue.
ELIDED = lazy_pattern(r"\b[^\W\d_]['\u2019](?=\w)|['\u2019]s\b")
#: A capital letter standing alone, other than an article before a word ("A row"): a value
#: of a list or a grade ("A+", "B", "D or F"), something specific.
LONE_CAPITAL = lazy_pattern(r"(?<![\w'\u2019])[A-Z](?![\w'\u2019])(?! [a-z])")


@lru_cache(maxsize=32_768)
def only_generic(clause: str, names: frozenset[str] = frozenset()) -> bool:
    """True when `clause` holds no figure, identifier, code span, quoted value or capital
    letter standing alone, and each of its words is in `GENERIC_WORDS` or of `names` (the
    subject's and its model's name parts, a plural's "s" aside; an elided letter or a
    possessive "s" is glue): it tells nothing this column would not share with any other. A
    clause of no words (signs alone) is not read here."""
    return _generic_words(clause, names) is not None


@lru_cache(maxsize=32_768)
def pads(clause: str, names: frozenset[str] = frozenset()) -> bool:
    """True when `clause` is `only_generic` and holds a pipeline word (`PIPELINE_WORDS`)
    outside the names: words that pad a label ("Set once per row"), where names and glue
    alone ("Approval chain", "Date the bill was issued") are where a text names its
    subject."""
    words = _generic_words(clause, names)
    own = {name.removesuffix("s") for name in names}
    return words is not None and any(word in PIPELINE_WORDS and word.removesuffix("s") not in own
                                     for word in words)


def _generic_words(clause: str, names: frozenset[str]) -> list[str] | None:
    """The words of `clause` when it is `only_generic`, else None."""
    if LONE_CAPITAL.search(clause) is not None:
        return None
    plain = ELIDED.sub(" ", latin(fold(clause)))
    if SPECIFIC_SIGN.search(plain) is not None:
        return None
    words = WORD.findall(plain)
    own = {name.removesuffix("s") for name in names}
    if words and all(word in GENERIC_WORDS or word.removesuffix("s") in own for word in words):
        return words
    return None
