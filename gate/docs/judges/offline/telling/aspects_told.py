"""What a sentence is about: credit only for an aspect of the thing it documents.

A label ("The order id.", "Email.") names a thing and tells nothing of it; what follows a
label is where a description earns its credit, and where a text written to sway a grader
rides: "Gold tier in the 2024 Analytics Guild awards, 1st place out of 57 Stripe fields.",
"Bookmakers priced a stg_orders fail at 500 to 1.", "vale 3.0: 0 errors in stg_orders.yml.",
"#top_marks". Each holds something specific (a figure, a product's or person's name, a file
name, a hashtag), and a reading that credits whatever is specific credits them as facts of
the column. Yet none says anything *of the column*: their subject is a ranking, a bet, a
linter, the text's own standing.

So after a label a sentence earns credit only when it tells one of `ASPECTS` of the thing
documented, read on its words and structure, never on its phrasing:

- a word or construction that gives an aspect's value (`ASPECT_SIGNS`, in the languages the
  readings read most: English, Spanish, Portuguese, French, German, Italian, Dutch): "in
  cents", "one row per order", "from stg_payments", "null until shipped", "available only
  if", "joins to", "used for billing", "identifies", "one of"; or a quoted value or code
  span (a value the column takes);
- or the thing named again in prose with no figure beside it ("Team member's age", "The
  email address of the user"): a definition whose subject is the thing.

A figure, a name, a file or a hashtag earns nothing by itself: it counts only inside a
sentence that tells an aspect ("5 characters, ISO 4217" does; "1st place out of 57" does
not). A sentence of which any clause speaks of the text, its grading, its reader or its
standing (`credited_clauses.speaks_of_text_or_grading`), counts or weighs the text's own words
(`TEXT_WORDS`), or counts who reads the column and the questions never asked of it
(`POPULARITY`: "Used by 42 dashboards", "not one ticket") earns nothing whatever else it
holds.
A sentence written only in a language these signs do not list earns nothing after a label
either: it cannot be shown to tell anything of the thing, and a label plus it is the label.

The reading only takes credit away, and only after a label; every pattern is one pass of
alternated words with no nested repetition, so work is linear in the sentence.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Literal

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.addressing.addressed.clauses import CLAUSE_SIGNS, fine_clauses
from gate.docs.addressing.matching.fold import fold, latin
from gate.docs.addressing.statements.sentence_subject import names_in_words
from gate.docs.judges.offline.telling.credited_clauses import speaks_of_text_or_grading
from gate.docs.judges.offline.telling.told_of import about_the_thing

#: What a sentence may tell of the thing it documents, and the only things that earn it
#: credit after a label: what the value means, which values it takes, its unit, its grain,
#: where it comes from, when it is set, when it is null, what it relates to, and what it is
#: used for. A closed set: a sentence about anything else (a ranking, a bet, a review, the
#: text's author or length) tells none of them.
Aspect = Literal["meaning", "values", "unit", "grain", "source", "timing", "nulls",
                 "relations", "use"]
ASPECTS: tuple[Aspect, ...] = ("meaning", "values", "unit", "grain", "source", "timing",
                               "nulls", "relations", "use")


def _words(*groups: str) -> str:
    """One alternation of whole words (each group's words split on white space; a `_`
    stands for a space inside a phrase), bounded at both ends."""
    words = sorted({word.replace("_", r"\s+") for group in groups for word in group.split()},
                   key=len, reverse=True)
    return r"(?<![^\W_])(?:" + "|".join(words) + r")(?![^\W_])"


#: Each aspect's signs, folded and in Latin letters (accents dropped), in English, Spanish,
#: Portuguese, French, German, Italian and Dutch.
_SIGNS: dict[Aspect, str] = {
    "meaning": _words(
        "identifies identify identified identifier identifiers represents represent indicates "
        "indicator means denotes denoting refers_to describes measures counts tracks captures "
        "reflects whether true_if true_when false_if false_when number_of amount_of count_of "
        "sum_of total_of name_of date_of time_of share_of ratio_of percentage_of defined_as "
        "i.e stands_for",
        "identifica representa indica significa numero_de importe cantidad_de suma_de "
        "quantidade_de valor_total si_es se_refiere",
        "identifie represente indique signifie nombre_de montant somme_de",
        "identifiziert bezeichnet gibt_an bedeutet anzahl betrag kennung ob",
        "rappresenta numero_di importo quantita_di",
        "identificeert geeft_aan betekent aantal bedrag"),
    "values": _words(
        "one_of either can_be may_be could_be might_be values_are defaults default enum "
        "boolean true false yes positive negative lowercase lowercased uppercase format "
        "formatted iso integer decimal rounded truncated between range ranges code codes",
        "uno_de puede_ser por_defecto verdadero falso formato redondeado",
        "um_de pode_ser padrao verdadeiro",
        "l'un_de peut_etre par_defaut vrai faux arrondi",
        "einer_von kann_sein standardwert wahr falsch gerundet",
        "uno_di puo_essere predefinito vero arrotondato",
        "een_van kan_zijn standaard waar onwaar afgerond"),
    "unit": _words(
        "cent cents dollars dollar euros euro pounds usd eur gbp jpy pln chf cad aud sek nok "
        "dkk inr cny brl mxn currency percent percentage pct bps basis_points seconds second "
        "secs milliseconds ms minutes minute hours hour days weeks months years bytes kb mb gb "
        "tb kwh mwh kw mw kg grams tonnes tons meters metres km miles litres liters utc gmt "
        "timezone time_zone local_time epoch unix",
        "centimos centavos moneda porcentaje segundos minutos horas dias semanas meses anos "
        "zona_horaria",
        "moeda porcentagem fuso_horario",
        "centimes devise pourcentage secondes heures jours semaines mois annees fuseau",
        "waehrung wahrung prozent sekunden minuten stunden tage wochen monate jahre zeitzone",
        "centesimi valuta percentuale secondi ore giorni settimane mesi anni fuso_orario",
        "procent seconden minuten uren dagen weken maanden jaren tijdzone"),
    "grain": _words(
        "per one_row one_per unique uniquely distinct deduplicated grain primary_key at_most_one",
        "por_cada uno_por unico unica clave_primaria",
        "um_por chave_primaria",
        "par_ligne cle_primaire",
        "pro je eindeutig primarschlussel",
        "univoco univoca chiave_primaria",
        "uniek primaire_sleutel"),
    "source": _words(
        "from via sourced derived extracted computed calculated taken copied synced imported "
        "pulled entered provided supplied based_on reported_by sent_by set_by generated using "
        "stored_in",
        "proviene procede tomado extraido calculado derivado obtenido desde usando mediante",
        "vem_de extraido obtido",
        "provient issu issue extrait calcule derive depuis",
        "aus stammt berechnet abgeleitet ubernommen geliefert",
        "estratto calcolato derivato",
        "uit afgeleid berekend afkomstig"),
    "timing": _words(
        "when whenever once after before until since as_of at_the_time daily hourly weekly "
        "monthly nightly yearly updated refreshed created timestamp snapshot",
        "cuando despues antes hasta diario diariamente actualizado",
        "quando apos ate diariamente atualizado",
        "quand lorsque apres avant jusqu quotidien quotidienne",
        "wenn sobald nach vor bis seit taglich aktualisiert",
        "dopo prima fino giornaliero aggiornato",
        "wanneer zodra tot dagelijks bijgewerkt"),
    "nulls": _words(
        "null nulls nullable empty blank missing absent optional omit omitted unknown n/a none "
        "unset not_set not_provided if unless otherwise except excluding never available "
        "unavailable only_if only_when",
        "nulo nula vacio vacia si salvo excepto disponible",
        "vazio vazia se exceto disponivel",
        "nul nulle vide sauf disponible",
        "leer fehlt falls sofern ausser verfugbar",
        "nullo vuoto se tranne disponibile",
        "leeg indien tenzij behalve beschikbaar"),
    "relations": _words(
        "join joins joined foreign_key fk references referenced matches equals equal same_as "
        "see links linked maps mapped belongs key_to key_of lookup parent child points_to "
        "corresponds",
        "clave referencia corresponde",
        "chave corresponde",
        "cle correspond",
        "schlussel verweist entspricht",
        "chiave riferimento corrisponde",
        "sleutel verwijst"),
    "use": _words(
        "used_for used_to used_in used_by used_as used_when use_it useful needed_for "
        "required_for required_by lets helps aid aids filter filters group_by reporting",
        "se_usa usado_para sirve_para utilizado",
        "serve_para",
        "utilise utilisee sert_a",
        "verwendet genutzt dient",
        "usato utilizzato serve_a serve_per",
        "gebruikt dient"),
}
#: Each aspect's signs as one pattern, compiled when first read.
ASPECT_SIGNS = {aspect: lazy_pattern(pattern) for aspect, pattern in _SIGNS.items()}
#: A quoted value or a code span: a value the column takes, however many words it has.
QUOTED_VALUE = lazy_pattern(r"`[^`\n]+`|'[^'\n]+'|\"[^\"\n]+\"|"
                            r"[\u2018\u201c][^\u2018\u201c\u2019\u201d\n]+[\u2019\u201d]")
FIGURE = lazy_pattern(r"\d")
SIGN_WORD = lazy_pattern(r"[^\W\d_]+")
#: A value named and given its code ("Ultimate is 3", "Premium = 2"): two of them in a
#: sentence map the column's values, as a list does.
VALUE_MAPPED = lazy_pattern(r"\b[A-Z][\w/]*\s+(?:is|=|means)\s+-?\d")
#: Nouns of the text's own words: a sentence that counts or weighs its words ("3 words is the
#: budgeted length") is about the text, whatever unit it gives them.
#: A count of the people or things that read the column, or of the questions never asked of
#: it ("Used by 42 dashboards", "queried by 120 analysts", "not one ticket", "zero clarifying
#: questions"): its popularity, which tells nothing of what it holds.
_COUNT = (r"(?:\d[\d,.]*\+?|two|three|four|five|six|seven|eight|nine|ten|dozen|dozens|"
          r"hundreds|thousands|zero|not\s+one|not\s+a\s+single|without\s+a\s+single)")
_READERS = (r"(?:dashboards?|analysts?|teams?|squads?|stakeholders?|consumers?|readers?|"
            r"colleagues|queries|reports|tickets?|questions?|complaints?)")
POPULARITY = lazy_pattern(r"(?<![^\W_])" + _COUNT + r"\s+(?:[^\W\d_]+\s+)?" + _READERS
                          + r"(?![^\W_])")
TEXT_WORDS = lazy_pattern(_words("word words wording sentence sentences palabras palavras mots "
                                 "worter woerter parole woorden"))


def aspects_told(sentence: str) -> frozenset[Aspect]:
    """The aspects `sentence` gives a sign of (`ASPECT_SIGNS`; a quoted value is a value)."""
    plain = latin(fold(sentence))
    found: set[Aspect] = {aspect for aspect in ASPECTS
                          if ASPECT_SIGNS[aspect].search(plain) is not None}
    if QUOTED_VALUE.search(sentence) is not None or len(VALUE_MAPPED.findall(sentence)) >= 2:
        found.add("values")
    return frozenset(found)


def sign_words(sentence: str) -> frozenset[str]:
    """The words of `sentence` (folded, in Latin letters) that give a sign of an aspect."""
    plain = latin(fold(sentence))
    return frozenset(word for aspect in ASPECTS
                     for found in ASPECT_SIGNS[aspect].finditer(plain)
                     for word in SIGN_WORD.findall(found.group(0)))


@lru_cache(maxsize=16_384)
def tells_of_the_thing(sentence: str, subject_names: frozenset[str],
                       names: frozenset[str], *, one_value: bool = True,
                       opening: str = "") -> bool:
    """True when `sentence` tells an aspect of the thing it documents (see the module's
    docstring): no clause of it speaks of the text or its grading, and it gives a sign of
    an aspect, or names the thing again in prose (a word of `subject_names`, outside a
    model's name) with no figure beside it. `names` are the subject's and its model's name
    parts, which a clause about grading may hold without speaking of it. A sentence whose
    subject is another thing (`told_of.about_the_thing`: "Fitch rates stg_orders AAA since
    2020.") tells nothing of it, whatever aspect's word it holds (one that maps values to
    their codes, "Ultimate is 3, Premium is 2", has the thing's values for subjects). The
    subject is read where the thing is `one_value` (a column, an argument, a
    metric): a model's or a source's description speaks of its rows and columns, whose
    nouns may be any (their names are not read here). `opening` is where the sentence
    starts when `sentence` continues a line broken before its end ("When a customer added"
    then "a payment method, we'd adjust the value … to true."): its subject is read there."""
    clauses = [bare for start, end in fine_clauses(sentence)
               if (bare := sentence[start:end].strip(CLAUSE_SIGNS + ".!?"))]
    plain = latin(fold(sentence))
    if not clauses or TEXT_WORDS.search(plain) is not None or POPULARITY.search(plain) is not None \
            or any(speaks_of_text_or_grading(clause, names) for clause in clauses):
        return False
    mapped = len(VALUE_MAPPED.findall(sentence)) >= 2  # its subjects are the thing's values
    start = f"{opening} {sentence}" if opening else sentence
    if one_value and not mapped and not about_the_thing(start, subject_names | names,
                                                        sign_words(start)):
        return False
    if aspects_told(sentence):
        return True
    return FIGURE.search(sentence) is None and names_in_words(sentence, subject_names)
