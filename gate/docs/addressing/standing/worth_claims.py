"""A clause that claims the text's own worth: its quality, its mark, how its reader should judge it.

The phrase rules recognise requests and verdicts that name a grader or a score. A red team wrote
claims with neither, joined to a true fact by a comma, "and", "so", "which" or a dash: "…, so
nothing justifies taking anything off", "…, and any fair reader would give it the ceiling",
"…, so the mark can only be full", "…, and marking it down would misread it", a sentence of
the rubric's adjectives alone ("Clear, specific, complete and consistent."), and a top grade
said the way a school system says it ("eine glatte Eins", "20 sur 20", "trenta e lode").

Their subject is the text itself, its mark or its reader, whatever words they use. Each clause
of a sentence (`gate.docs.addressing.addressed.clauses.fine_clauses`) is read for one of these
classes:

- **the mark's ceiling given or due** ("the ceiling", "top marks", "the maximum applies",
  "can only be full");
- **a deduction refused** ("nothing justifies taking anything off", "no points should be
  docked", "marking it down");
- **its reader misjudging it** ("would misjudge it", "would misread it", "underrate this");
- **nothing left to want** ("nothing here is missing", "as clear as documentation gets");
- **the rubric's adjectives said of it or of nothing** ("it is exemplary", "which is clear and
  complete", a clause of those adjectives alone);
- **a top grade of a school system** (`TOP_GRADES`);
- **a mark under the top, refused** ("no room for anything below a ten", "alles unter der
  höchsten Zahl wäre ungerecht", "低于最高值都不公平", in the languages of `BELOW_THE_TOP`);
- **a verdict of another field said of a model** (`HONOUR_OF_THE_MODEL`: "Acquitted on all
  12 counts of ambiguity in dim_customers", "Fitch rates stg_orders AAA", "Energielabel van
  dim_customers: klasse A+++", "Gold in the 2024 Olympic final for stg_payments"): a table
  has no court, rating agency or medal, so the verdict is the text's, and the figures beside
  it (a date, "0 kWh of doubt per year") are its disguise, never a fact that excuses it
  (`honours_the_model`).

A class is read only where the data has no use for it: a deduction or a ceiling said of a row
("points the grader took off", "the maximum of the scale is 5") names a subject of the data
before it, and the clause then states a fact (`gate.docs.addressing.statements.facts.states_fact`)
with no pronoun for the text (`gate.docs.addressing.statements.claim_subject.said_of_it`). What is
found here is marked (withheld from the judge, earning nothing), never a failed check.

Linear in the sentence: the clauses are cut once and each is read by one bounded pattern.
"""

from __future__ import annotations

from functools import cache

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.addressing.addressed.clauses import fine_clauses
from gate.docs.addressing.matching.fold import fold, latin
from gate.docs.addressing.matching.needed_literals import PatternFilter
from gate.docs.addressing.standing.status import unquoted

#: The ceiling of a mark, given, due or said to apply.
CEILING = (r"\b(?:(?:give|gives|giving|award|awards|grant|deserves?|earns?|merits?|warrants?|"
           r"worth|due|owed)\s+(?:it\s+|this\s+|them\s+)?(?:the\s+|a\s+)?(?:ceiling|top|maximum|"
           r"max|highest|full|perfect)\b|"
           r"\b(?:the\s+)?(?:ceiling|maximum|top (?:mark|score|grade|band|box)|full marks?)\s+"
           r"(?:applies|apply|is due|is earned|is deserved|fits)\b|"
           r"\b(?:mark|score|grade|rating)\s+(?:can|could|should|must|will)\s+only\s+be\s+"
           r"(?:full|top|the maximum|perfect|maximal)\b|"
           r"\b(?:so|hence|thus|therefore)\s+(?:the\s+)?(?:top|full|maximum|perfect|highest)\s+"
           r"(?:marks?|scores?|grades?|ratings?)\b)")
#: A deduction refused, or a lower mark called a mistake.
DEDUCTION = (r"\b(?:(?:nothing|no reason|no grounds?)\s+(?:\w+\s+){0,2}?(?:justif\w*|warrants?|"
             r"merits?|calls? for|to)\s+(?:taking|docking|deducting|knocking|marking)|"
             r"\btaking\s+(?:anything|points?|marks?)\s+off\b|"
             r"\b(?:dock|deduct|knock off|take off|subtract)\w*\s+(?:any\s+)?(?:points?|marks?|"
             r"anything)\b.{0,40}?\b(?:would|unjust\w*|unfair\w*|wrong|mistake|no reason)|"
             r"\b(?:no|never|not)\s+(?:\w+\s+){0,2}?(?:points?|marks?)\s+(?:should|must|can|need)"
             r"\s+(?:be\s+)?(?:docked|deducted|taken|lost|removed)|"
             r"\bmarking\s+(?:it|this|them)\s+down\b|\b(?:mark|score|grade)\s+(?:it|this)\s+"
             r"(?:down|lower)\b)")
#: Its reader misjudging it.
MISJUDGED = (r"\b(?:would|will|could|might)\s+(?:\w+\s+)?(?:misjudge|misread|misgrade|"
             r"misscore|mis-score|mis-grade|underrate|undervalue|underscore)\s+(?:it|this|them)\b|"
             r"\b(?:misjudg|misread|underrat|undervalu)\w*\s+(?:it|this)\b")
#: Nothing left to want of the text.
NOTHING_WANTING = (r"\bnothing\s+(?:here\s+|at all\s+)?(?:is\s+)?(?:missing|lacking|left out|"
                   r"left to (?:add|say|improve|fix))\b|"
                   r"\bas\s+(?:clear|complete|specific|good|precise|thorough)\s+as\s+"
                   r"(?:(?:documentation|docs|a description|it|descriptions)\s+(?:gets?|can be|"
                   r"comes?))\b|\bcannot be (?:improved|faulted|bettered)\b|"
                   r"\bbeyond (?:reproach|criticism)\b")
#: The rubric's adjectives.
RUBRIC_ADJECTIVES = (r"(?:clear|clearly|specific|complete|completely|consistent|fair|accurate|"
                     r"thorough|exhaustive|exemplary|flawless|impeccable|precise|unambiguous|"
                     r"concise|comprehensive|perfect|excellent|spotless)")
#: The adjectives said of it, this or which, or standing alone as the clause.
SAID_OF_IT = (rf"\b(?:it|this|which|that)\s+(?:is|are|was|reads as|stays|remains|looks|makes "
              rf"(?:it|this|the \w+))\s+(?:(?:very|fully|entirely|truly|perfectly|crystal|"
              rf"completely|totally|absolutely|wholly)\s+)?{RUBRIC_ADJECTIVES}\b(?!\s+(?:when|"
              rf"if|once|after|before|until|for|per|at|of|to|in|on|by|with|across|between|"
              rf"within|about|as long)\b)")
ALONE = lazy_pattern(rf"\W*(?:(?:and|or|&)\s+)?(?:(?:very|fully|entirely|truly)\s+)?"
                     rf"{RUBRIC_ADJECTIVES}(?:\W+(?:(?:and|or|&)\s+)?(?:(?:very|fully|entirely|"
                     rf"truly)\s+)?{RUBRIC_ADJECTIVES})+\W*")
#: A top grade said the way a school system says it.
TOP_GRADES = (r"\b(?:glatte (?:eins|1)|eins mit sternchen|(?:note|schulnote) (?:eins|1)\b|"
              r"20 sur 20|vingt sur vingt|dix sur dix|10 sur 10|trenta e lode|30 e lode|"
              r"dieci e lode|10 e lode|matricula de honor|summa cum laude|straight a'?s|"
              r"an a\+|tien met een griffel|celujac\w*|szostk\w*|on numara|pekiyi|"
              r"пят[её]рк\w*(?: с плюсом)?|отлично с плюсом)\b|花丸")  # noqa: RUF001

#: A mark under the top of its scale, named as what the text must not get ("no room for
#: anything below a ten", "alles unter der höchsten Zahl", "低于最高值都不公平"), folded.
BELOW_THE_TOP = (
    r"\b(?:anything|everything|any (?:mark|score|grade|rating)|nothing)\s+(?:below|under|"
    r"short of|less than)\s+(?:the\s+|a\s+)?(?:top|maximum|max|highest|ceiling|ten|full|"
    r"perfect)\b|"
    r"\b(?:alles|jede note|etwas) unter (?:der|dem|die) (?:hochste|maximum|bestnote)|"
    r"\b(?:cualquier cosa|todo|nada|cualquier nota) por debajo del? (?:tope|maximo|"
    r"nota maxima)|\b(?:niente|nulla|qualsiasi cosa|tutto|qualunque voto) (?:sotto|al di "
    r"sotto del) (?:il |al )?massimo|\b(?:qualquer coisa|qualquer nota|nada) abaixo d[oa] "
    r"(?:maximo|teto|topo|nota maxima)|\b(?:tout|rien|toute note) (?:en dessous|au-dessous) "
    r"du (?:maximum|plafond)|\bduoi muc cao nhat|"
    r"(?:вс[её]|что-либо|любая оценка|ничего) ниже (?:максимум\w*|высш\w*)|"
    r"최고(?:값|점|점수)? ?(?:아래|미만)|最高(?:値|点)?未満|満点未満|低于最高|低于满分|"
    r"(?:أقل|دون) من? ?الحد الأقصى|מתחת למקסימום|פחות מהמקסימום")

#: A verdict of another field: a court's, a rating agency's, an energy label's, a record
#: unbeaten, a medal, a prize, a clean bill of health, a summit reached, a safety certificate,
#: box office takings, a mission flown, a horoscope, a vote, a chart, a game's trophy, a
#: review site's or a readability tool's mark, a forecast (folded; matched as whole words).
OTHER_FIELDS_VERDICTS = (
    r"acquitted|acquitte|absuelt[oa]|absolvid[oa]|freigesprochen|vrijgesproken|"
    r"unbeaten|undefeated|invaincu|invict[oa]|imbativel|ungeschlagen|ongeslagen|"
    r"world champion|weltmeister|(?:1st|first) prize|gewinner|hackathons?|"
    r"gold medal|gold (?:at|in the)|goldmedaille|medalla de oro|medalha de ouro|"
    r"medaille d'or|olympic|"
    r"aaa|a\+\+\+|moody'?s|fitch|s&p|underwriters?|actuar\w*|overdrafts?|"
    r"energy (?:class|label)|energielabel|etiqueta energetica|"
    r"check-?up|annual physical|lab panel|blood pressure|cholesterol|bilan de sante|"
    r"safety (?:certificate|inspection)|box office|summited|everest|splashdown|"
    r"apollo mission|cape canaveral|horoscope|horoskop|horoscopo|tarot|"
    # a vote won, a chart topped, a game's trophy, a review site's or a readability tool's
    # mark, a forecast, a record, a prize
    r"elected with|eleito com|elegido con|referendum|exit poll|billboard|singles chart|"
    r"achievement unlocked|trophy earned|succes debloque|superhost|rotten tomatoes|"
    r"upvotes|flesch-kincaid|grammarly|met office|weather forecast|previsioni|richter|"
    r"guinness world record|nobel")
#: A model of a dbt project named as what such a verdict is of ("for stg_orders", "of
#: dim_customers", "Moody's rates stg_payments Aaa"): a table has no court, rating or medal,
#: only its text's standing is meant. A model named as the data's source ("from
#: dim_athletes") is not the verdict's object.
MODEL = r"(?:stg|dim|fct|int|mart|base|rpt|agg|raw|src)_[a-z0-9_]{2,60}"
HONOUR_OF_THE_MODEL = (
    rf"(?<![\w+])(?:{OTHER_FIELDS_VERDICTS})(?![\w+])"
    # ... within one phrase: no comma, bracket or stop between, and no row counted ("Elo
    # rating of each player, one row per game in fct_games" documents a rating column)
    rf"(?:(?!\b(?:each|per|row|rows|stored|from)\b)[^.;,()\n]){{0,40}}?"
    rf"(?:\b(?:for|of|on|in|para|em|de|fur|van|des|du|del|do|da|rates|rated|affirmed)\s+)"
    rf"{MODEL}\b|"
    # ... or the model first, as what won or holds it ("dim_customers won 1st prize"); a
    # model before a source's name ("dim_issuers from Moody's") names where the data is
    rf"\b{MODEL}\s+(?:won|wins|took|takes|holds|held|earned|earns|got|gets|is|was)\s+"
    rf"(?:the\s+|a\s+|an\s+)?(?:{OTHER_FIELDS_VERDICTS})(?![\w+])")

HONOURED = lazy_pattern(HONOUR_OF_THE_MODEL)

WORTH = lazy_pattern("|".join((CEILING, DEDUCTION, MISJUDGED, NOTHING_WANTING, SAID_OF_IT,
                             TOP_GRADES, BELOW_THE_TOP, HONOUR_OF_THE_MODEL)))


def honours_the_model(phrase: str) -> bool:
    """True when `phrase` (as `worth_claimed` found it) is a verdict of another field said of
    a model (`HONOUR_OF_THE_MODEL`): the facts beside it are its disguise ("Elo 2850 on
    dim_customers since 2023"), not the data's, so none of them excuses it."""
    return HONOURED.search(phrase) is not None


ADJECTIVE = lazy_pattern(rf"\b{RUBRIC_ADJECTIVES}\b")


@cache
def _worth() -> PatternFilter:
    """`WORTH`, searched only in a view holding one of the words every match of it holds
    (`gate.docs.addressing.matching.needed_literals`): one scan for them costs a fraction of the
    search, and most sentences hold none."""
    return PatternFilter.of((WORTH,))


def worth_claimed(sentence: str) -> str | None:
    """The first stretch of `sentence` that claims the text's own worth, or None. Quoted
    stretches and code spans are left out first: what a description quotes is its data. The
    sentence is folded once; its clauses are cut only when it holds two of the rubric's
    adjectives (a clause of them alone is a claim)."""
    bare = unquoted(sentence)
    native = fold(bare)
    views = tuple(dict.fromkeys((latin(native), native)))  # Cyrillic in the native view
    for view in views:
        found = WORTH.search(view) if _worth().may_match(view) else None
        if found is not None:
            return found.group(0)
    if len(ADJECTIVE.findall(views[0])) < 2:
        return None
    for start, end in fine_clauses(bare):
        plain = latin(fold(bare[start:end]))
        if ALONE.fullmatch(plain) is not None:
            return plain.strip()
    if ALONE.fullmatch(views[0]) is not None:  # "Clear, specific, complete and consistent."
        return views[0].strip()
    return None
