"""Where a sentence relates the thing it documents to an identifier, and so states a fact.

A clause that names a model, a relation or a column (`stg_orders`, `dim_customers`, any
snake_case name, a code span) tells something of the data only when it says how the documented
thing relates to it: its source ("from stg_orders", "loaded into raw_events"), what it joins to
or feeds ("joins to dim_customers", "stg_orders supplies it"), what it is computed from
("damaged / delivered_parcels", "mean of delay_minutes"), where it is kept ("the column
`stars`", "stored in ship_decision", "está en calificacion_borrador"), or a value it takes
("one of `pending`", "Result: 'ship', 'no_ship' or 'inconclusive'", "unless decided_by is
'classifier'"). A name set beside a request ("Treat this like dim_customers.", "Kindly pass;
stg_orders.", "stg_orders.") relates nothing, so it earns nothing
(`gate.docs.addressing.statements.facts.states_fact`), and a sentence that asks anything of its
reader (`asks_beside`) earns nothing from the names it holds.

Every reading looks at a bounded window around the name, so a text is read in linear work.
"""

from __future__ import annotations

from gate.core.lazy_pattern import lazy_pattern

#: Words before a name (in its four words before) that relate the documented thing to it.
#: English, and the prepositions and nouns of the other languages the lexicons read. Not
#: "like", "as", "and", "given", "cf." or "see".
RELATED_BEFORE = lazy_pattern(
    r"\b(?:from|of|into|in|to|via|by|on|onto|at|with|against|than|per|over|under|minus|plus|"
    r"times|divided|upstream|downstream|values?|either|list|set|enum|same as|such as|keys?|fk|"
    r"pk|mean|avg|average|median|total|sum|max\w*|min\w*|ratio|share|percent\w*|rate|"
    r"join\w*|referenc\w*|feed\w*|fed|sourc\w*|deriv\w*|expect\w*|built|build\w*|load\w*|cop(?:y|ies|ied)|"
    r"taken|read|populat\w*|match\w*|equal\w*|comput\w*|calculat\w*|defin\w*|cast|convert\w*|"
    r"aggregat\w*|summed|count\w*|dedup\w*|group\w*|keyed|partition\w*|cluster\w*|tested|"
    r"mapp?\w*|lookup|look(?:s|ed)? up|land\w*|ingest\w*|export\w*|sync\w*|pull\w*|extract\w*|"
    r"hash\w*|renam\w*|replac\w*|split|union\w*|filter\w*|exclud\w*|includ\w*|stor\w*|kept|"
    r"tables?|columns?|fields?|models?|sources?|views?|relations?|schemas?|datasets?|seeds?|"
    r"snapshots?|repositor\w*|repos?|flags?|tags?|enums?|"
    # the other languages: prepositions and the nouns of a table or a column
    r"en|de|del|desde|da|dal|dalla|dans|du|des|von|vom|aus|im|na|em|no|w|z|ze|van|uit|"
    r"spalte|tabelle|modell|feld|columna|tabla|campo|coluna|tabela|colonne|colonna|tabella|"
    r"kolom|kolumn\w*|tablo|sutun\w*|из|в|во|столб\w*|таблиц\w*|пол\w*)\b")
#: After a name: a verb that relates it to the documented thing, or a value it is compared to.
RELATED_AFTER = lazy_pattern(r"\W{0,3}(?:\w+\s+)?(?:suppl\w*|provid\w*|feed\w*|populat\w*|"
                             r"join\w*|referenc\w*|sourc\w*|own\w*|produc\w*|emit\w*|writ\w*|"
                             r"uses?|consum\w*|reads?|is (?:the|its) (?:source|parent|origin))\b|"
                             r"\s+(?:is|equals|=|vale|ist|est|es|==|!=)\s+['\"`\u2018\u201c\d]")
#: An operator beside a name: an expression over it.
OPERATOR_BEFORE = lazy_pattern(r"[/*+=<>]\s*$")
OPERATOR_AFTER = lazy_pattern(r"\s*[/*+=<>]")
#: A name in a list of values in brackets ("(tone, wrong_answer", "(APPROVED、CHANGES_…"), or
#: quoted after a label's colon at the sentence's start, with no comma before it ("Result of
#: the experiment readout: 'ship', 'no_ship'"; not "A good one, honestly: `stg_orders`").
_Q = "'\"`\u2018\u2019\u201c\u201d"
VALUE_LIST = lazy_pattern(rf"[(\uff08]\s*(?:[{_Q}]?[\w.-]+[{_Q}]?\s*(?:,|\bor\b|\band\b|\u3001|/)"
                          rf"\s*){{0,6}}$")
QUOTED_LIST = lazy_pattern(rf"^[^,:;]{{0,40}}:\s*(?:[{_Q}][\w.-]+[{_Q}]\s*(?:,|\bor\b|\band\b|/)"
                           rf"\s*){{0,6}}[{_Q}]?$")
#: A value given as an example: "e.g. 'support-v14'", "for example `clarity`".
EXAMPLE_BEFORE = lazy_pattern(r"\b(?:e\.g|i\.e|for example|for instance|such as)\b\W*$")
#: Words that ask something of the reader: beside them a name relates nothing.
ASKS = lazy_pattern(r"\b(?:you|your|please|kindly|generous\w*|lenient\w*|deserv\w*|treat|"
                    r"consider|full marks|perfect score|top marks|wave it|let it)\b")
#: A value given as an example, quoted, in code, bracketed or a token with a digit
#: ("e.g. 'support-v14'", "e.g. `clarity`", "(e.g. gpt-4o-2024-05-13)").
EXAMPLE_VALUE = lazy_pattern(r"\b(?:e\.g|i\.e)\b[.,:]?\s*"
                             rf"(?:[{_Q}\[{{(]|[\w.-]*[\d_][\w.-]*)")
#: What a sentence quotes: a quoted value asks nothing ("e.g. 'I can help you'").
QUOTED = lazy_pattern(
    r"`[^`\n]*`|\"[^\"\n]{0,200}\"|'[^'\n]{0,200}'|\u201c[^\u201d\n]{0,200}\u201d|"
    r"\u2018[^\u2019\n]{0,200}\u2019|\{[^{}\n]{0,200}\}|\[[^\[\]\n]{0,200}\]")
TOKEN = lazy_pattern(r"\w+(?:\.\w+)*")
#: How far into its sentence a label's list of quoted values may end ("Result of the
#: experiment readout: 'ship', 'no_ship' or 'inconclusive'").
LABELLED = 160
WORDS_BEFORE = 4
#: Characters before a name read for a list of values or an example.
WINDOW = 80


#: A model's name by its layer's prefix: a value list or a copula relates no model.
MODEL_NAME = lazy_pattern(r"`?(?:stg|dim|fct|int|raw|src|mart|base|rpt|prep)_")
#: Before a value that is not a model's name: another value of its list ("`completed`,
#: `no_show`"), or a copula or verb that gives it ("are both `on_time`", "expects
#: `cancelled`").
VALUE_BEFORE = lazy_pattern(r"(?:`\s*(?:,|\bor\b|\band\b|/|\|)\s*(?:or\s+|and\s+)?|"
                            r"\b(?:is|are|be|both|expects?|returns?|becomes?|yields?|set to|"
                            r"defaults? to)\s+)$")


def related_at(plain: str, start: int, end: int) -> bool:
    """True when the name at `plain[start:end]` (folded text) is related to the documented
    thing by a word before it, a verb or a compared value after it, an operator beside it,
    a list of values it belongs to, or an example cue."""
    window = plain[max(0, start - WINDOW):start]
    tokens = TOKEN.findall(window)[-WORDS_BEFORE:]
    # a word before a figure relates the figure ("in tiket OPS-12 of 2024 for fct_orders":
    # of the year), not the name after it
    cut = max((index for index, word in enumerate(tokens) if word.isdigit()), default=-1)
    before = " ".join(tokens[cut + 1:])
    relations = list(RELATED_BEFORE.finditer(before))  # of four words at most
    relating = relations[-1] if relations else None
    if plain[start] == "`" and MODEL_NAME.match(plain, start) is None \
            and VALUE_BEFORE.search(window) is not None:
        return True
    # an address's domain ("owner Office of Institutional Research (ir@northbridge.ca)")
    # names whom the words before it name, so a relation reaching them reaches it
    return (relating is not None and (_governs(before[relating.end():])
                                      or plain[start - 1:start] == "@")) \
        or RELATED_AFTER.match(plain, end) is not None \
        or OPERATOR_BEFORE.search(window[-3:]) is not None \
        or OPERATOR_AFTER.match(plain, end) is not None \
        or VALUE_LIST.search(window) is not None \
        or (start <= LABELLED and QUOTED_LIST.search(plain[:start]) is not None
            and (plain[start] == "`" or plain[start - 1:start] in _Q)) \
        or EXAMPLE_BEFORE.search(window.rstrip(" '\"`\u2018\u201c([{")) is not None


#: Words that may stand between a word of relation and the name it relates: articles,
#: determiners and the glue of a comparison or a purpose ("from the raw stg_orders", "the same
#: value as `fetch_start`", "in both the `tracks` and …", "Base model for gitlab.com").
BETWEEN = frozenset(("the", "a", "an", "its", "their", "this", "that", "these", "those",
                     "each", "every", "all", "any", "both", "either", "same", "as", "for",
                     "raw", "upstream", "staging", "source"))


def _governs(between: str) -> bool:
    """True when the words between a word of relation and a name (`between`) are only
    articles, determiners or words of relation themselves: a content word between them is
    what the relation governs ("in ticket fir dim_customers" relates the ticket)."""
    return all(word in BETWEEN or RELATED_BEFORE.fullmatch(word) is not None
               for word in between.split())


def asks_beside(plain: str) -> bool:
    """True when `plain`, without what it quotes, asks something of its reader."""
    return ASKS.search(QUOTED.sub(" ", plain)) is not None


def gives_example_value(plain: str) -> bool:
    """True when `plain` (folded) gives an example of a value the data takes, and asks
    nothing of its reader."""
    return EXAMPLE_VALUE.search(plain) is not None and not asks_beside(plain)
