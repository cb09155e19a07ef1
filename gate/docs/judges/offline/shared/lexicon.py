"""The words the offline judge reads a text by: what makes a text tell something, what makes it
say nothing, and which words name the same thing.

Kept in one place so each list can be read and argued with on its own; the rules that use them
(`substance.py`, `sibling_terms.py`, `told.py`) hold no words of their own. Every pattern is
matched on a lower-cased text, with word boundaries, so its cost is one pass per text.
"""

from __future__ import annotations

import re

from gate.core.lazy_pattern import lazy_pattern


def words_pattern(*phrases: str) -> re.Pattern[str]:
    """One case-blind pattern matching any of `phrases` as whole words (regex allowed). A
    word starts after no letter, hyphen or apostrophe: the `s` of "customer's" is no unit."""
    return lazy_pattern(r"(?<![\w'\u2019-])(?:" + "|".join(phrases) + r")(?![\w-])", re.IGNORECASE)


#: Marketing words: they praise whatever they stand beside, a name included ("leverages our
#: best-in-class FX framework"), so a name beside them tells no more than they do.
PROMOTIONAL = words_pattern(
    r"leverag\w*", r"synerg\w*", r"empower\w*", r"best[- ]in[- ]class", r"cutting[- ]edge",
    r"world[- ]class", r"seamless\w*", r"unlock\w*", r"state[- ]of[- ]the[- ]art",
    r"most exciting", r"\w+ excellence")
#: Filler and marketing: words that fit any text and tell a reader nothing about this one.
VAGUE = words_pattern(
    r"various", r"(?:misc(?:ellaneous)?|general) (?:info(?:rmation)?|data|details)",
    r"(?:info(?:rmation)?|data|details) (?:about|on|regarding|related to)", r"stuff",
    r"contains? (?:various |some |all |the )?(?:data|info(?:rmation)?|details)",
    r"important (?:info(?:rmation)?|data|metric)", r"wide variety", r"many different",
    r"(?:for|of) (?:analytics|analysis|reporting) purposes", r"on a regular basis",
    r"leverag\w*", r"synerg\w*", r"empower\w*", r"paradigm", r"best[- ]in[- ]class",
    r"cutting[- ]edge", r"world[- ]class", r"seamless\w*", r"unlock\w*", r"scalable",
    r"powerful", r"modern", r"cloud[- ]native", r"state[- ]of[- ]the[- ]art", r"robust",
    r"actionable insights?", r"(?:great|deep|valuable|rich|powerful) insights?",
    r"\w+ excellence", r"smarter", r"stakeholders", r"helpful utility", r"useful",
    r"(?:very |really )?important", r"best practices?", r"clean(?:,| and) readable",
    r"where(?:ver)? possible", r"as needed", r"when(?:ever)? (?:it is )?needed",
    r"straightforward", r"we care deeply", r"strive", r"trustworthy",
    r"(?:gives?|provides?) an overview", r"its various components", r"write clean",
    r"(?:raw )?data from (?:the|an?) \w+", r"misc(?:ellaneous)? \w+", r"(?:for|with) insights?",
    r"insightful", r"regularly", r"periodically", r"from time to time", r"every so often",
    r"after a while", r"(?:where|when|if|as) (?:relevant|appropriate|applicable)",
    r"in a timely (?:manner|fashion)", r"always (?:fresh|reliable|accurate|up[- ]to[- ]date)",
    # a hedge about nulls, an authority left unnamed
    r"(?:null|missing|empty) values may (?:exist|occur|appear|be present)",
    r"(?:as )?per (?:the )?(?:regulations?|rules|policy|requirements)",
    # a party named by taking part, not by role: "Everyone involved should coordinate"
    r"(?:everyone|everybody|all (?:those|parties|people)) involved")
#: Text that sends the reader elsewhere instead of saying it.
POINTS_ELSEWHERE = words_pattern(
    r"see (?:the )?(?:docs|documentation|wiki|hr|confluence|notion|above|below|finance \w+)",
    r"refer to (?:the )?(?:wiki|docs|documentation|other documentation)",
    r"(?:the|in the) usual (?:way|process|procedure)", r"as usual",
    r"(?:the )?standard (?:procedure|process) (?:that )?we all know",
    r"(?:the|our) usual (?:\w+ )?(?:way|process|procedure|logic|rules?|steps?|method|approach|"
    r"workflow|checks?|channels?|forms?|templates?|suspects)",
    # a norm only the insider knows, leaned on for what the text should say: "with the usual
    # exceptions", "in the usual format", "from the standard list"
    r"(?:with|per|following|under|by|from|using|in) (?:the|our|its|their|[a-z]+'s) usual "
    r"[a-z-]+",
    r"(?:from|per|following|using|against) the standard (?:list|codes?|set|table|values|"
    r"categories|scale)",
    # a pointer in plain words in place of a definition: "(see dispatch reliability)"; a
    # capitalised one names a section of the document ("(see Local setup)"), which is there
    r"\(see (?-i:(?:the )?[a-z]+(?: [a-z]+){0,2})\)",
    # a document named but not given: "see the RCM deck", "see the SOP"
    r"(?:see|per|follow) (?:the|our) (?:\w+ )?(?:deck|slides?|sop|spreadsheet|sheet|"
    r"handbook|manual|playbook|policy|doc|docs|wiki|notes|memo|tracker)")
#: The currencies named by their ISO 4217 codes: a unit a reader knows, never jargon.
CURRENCY_CODES = ("usd", "eur", "gbp", "chf", "jpy", "cad", "aud")
#: Units, currencies and the words that make a quantity usable.
CURRENCY = words_pattern(
    *CURRENCY_CODES, r"dollars?", r"euros?",
    r"pounds sterling", r"sterling", r"cents?", r"pence", r"currency", r"currencies")
#: Symbols carry a unit too; they sit next to digits, so they are matched without boundaries.
UNIT_SYMBOL = lazy_pattern(r"[$€£¥%°]|\d ?(?:k|m)(?![a-z])")
UNIT = words_pattern(
    r"kg", r"kilo(?:gram)?s?", r"grams?", r"g", r"lbs?", r"pounds", r"ounces?", r"oz",
    r"tonnes?", r"bushels?", r"ppm", r"ppb", r"parts per (?:million|billion)",
    r"ms", r"milliseconds?", r"s", r"secs?", r"seconds?", r"minutes?", r"mins?",
    r"hours?", r"hrs?", r"days?", r"weeks?", r"months?", r"years?", r"litres?", r"liters?",
    r"ml", r"m3", r"cm", r"mm", r"m", r"metres?", r"meters?", r"km", r"kilometres?",
    r"miles?", r"inch(?:es)?", r"feet", r"bytes?", r"kb", r"mb", r"gb", r"tb", r"percent",
    r"percentage points?", r"ratio", r"share of", r"fraction", r"count of",
    r"number of", r"units?", r"pieces?", r"points?", r"rate per", r"per cent",
    # a value that says it has no unit has told its unit
    r"unitless", r"dimensionless", r"without (?:a )?unit", r"multiplier")
TIME_ZONE = words_pattern(
    r"utc", r"gmt", r"z", r"cet", r"cest", r"bst", r"est", r"edt", r"pst", r"pdt",
    r"local time", r"time ?zones?", r"(?:pacific|eastern|central|mountain) time", r"tz",
    r"(?:europe|america|asia|africa|australia)/\w+",
    r"[+-]\d\d:?\d\d", r"epoch", r"unix time")
NULL_MEANING = words_pattern(r"nulls?", r"empty", r"blank", r"missing", r"none", r"absent",
                             r"not set", r"unset", r"unknown")
#: What says what a row is: a model's grain.
GRAIN = words_pattern(r"one (?:row|record|line) (?:per|for (?:each|every))", r"rows? per",
                      r"each row", r"per (?:row|record)", r"grain", r"at the \w+ level",
                      r"one \w+ per", r"unique (?:per|by|on)",
                      r"per \w+(?: \w+)? per \w+",
                      # a period and a thing, one key: "monthly earned-value cut per job",
                      # "by job and month" (not "by month and by customer", two slicings)
                      r"(?:daily|weekly|monthly|quarterly|yearly|annual|hourly) [\w-]+"
                      r"(?: [\w-]+){0,3} per \w+",
                      r"by (?!by\b)\w+ and (?:day|week|month|quarter|year|date)",
                      r"by (?:day|week|month|quarter|year|date) and (?!by\b)\w+")
#: A metric's period or grain: which rows or dates a number is counted over.
PERIOD = words_pattern(
    r"per (?:\w+ )?(?:day|week|month|quarter|year|hour|session|order|customer)",
    # a grain and a period joined: "per site and month", "per turbine, day"
    r"per \w+(?:,| and) (?:day|week|month|quarter|year|hour)",
    r"(?:daily|weekly|monthly|quarterly|yearly|annual|hourly)", r"in the (?:\w+ )?month",
    r"calendar (?:day|week|month|quarter|year)", r"trailing \d+",
    r"(?:last|next|past|previous|coming) \d+",
    r"(?:iso |fiscal )?week", r"by (?:\w+ )?(?:day|week|month|quarter|year|date)",
    r"(?:the )?(?:day|month|date) (?:the|of the)", r"on the (?:\w+ )?day", r"that day",
    r"(?:attributed|assigned|counted) to the \w+(?: \w+)?", r"month of", r"\w+ date",
    # grouped by a date column: "by service_date_local", "per `posted_at`"
    r"(?:by|per|over) `?[a-z]\w*_(?:date|day|week|month|year|at|ts|time)(?:_\w+)?`?",
    # summed over a dated grain, or a window shared with another figure
    r"over (?:the )?(?:\w+-)?(?:days|weeks|months|quarters|years|hours)",
    r"(?:for|in|over) the same (?:day|week|month|quarter|year|period)")
#: A metric's condition: which rows count.
CONDITION = words_pattern(r"excluded?", r"excluding", r"included?", r"including", r"only",
                          r"non-\w+", r"not", r"whose", r"where", r"with status", r"over",
                          r"minus", r"filter(?:ed)?", r"without", r"ever")
#: How a ratio is made: its numerator and denominator.
RATIO = words_pattern(r"divided by", r"÷", r"/", r"share of", r"out of", r"over all",
                      r"numerator\b.{1,160}?\bdenominator",
                      r"the (?:share|fraction|proportion|percentage) (?:who|that|which)",
                      r"ratio of", r"as a share", r"per \w+ of",
                      r"over (?:the )?(?:sum|count|number|total) of", r"over `?[a-z]\w*_\w+")
MONEY_WORDS = words_pattern(r"revenue", r"amounts?", r"price", r"prices", r"costs?",
                            r"fees?", r"spend", r"salary", r"margin",
                            r"(?:order|lifetime) value", r"charged?", r"mrr", r"arr")
#: The base a count is scaled to, "per 100 revenue departures": what is counted, never an
#: amount, whatever word of money qualifies it.
PER_BASE = lazy_pattern(r"\bper \d[\d,.]* (?:[a-z-]+ ){0,2}[a-z-]+", re.IGNORECASE)
#: Column-name parts that make a value a quantity a reader needs the unit of.
MONEY_NAME = frozenset({"amount", "price", "cost", "fee", "revenue", "spend", "salary",
                        "total", "margin", "mrr", "arr", "ltv", "discount", "tax", "paid"})
MEASURE_NAME = frozenset({"weight", "duration", "length", "distance", "volume", "height",
                          "width", "size", "age", "tenure", "latency", "elapsed", "temperature",
                          "speed", "depth", "area", "tolerance"})
UNIT_NAME_SUFFIXES = frozenset({
    "usd", "eur", "gbp", "chf", "jpy", "cad", "aud", "cents", "kg", "g", "lb", "lbs", "s",
    "sec", "secs", "seconds", "ms", "min", "mins", "minutes", "h", "hrs", "hours", "days",
    "weeks", "months", "years", "l", "ml", "m", "km", "cm", "mm", "pct", "percent", "ratio",
    "bytes", "kb", "mb", "gb", "count", "num", "n"})
TIMESTAMP_SUFFIXES = ("_at", "_ts", "_timestamp", "_datetime", "_time")
IDENTIFIER_SUFFIXES = ("_id", "_key", "_sk", "_fk", "_pk", "_uuid", "_guid")
#: Words of a rationale that name what goes wrong without the test, column or model.
CONSEQUENCE = words_pattern(
    r"double[sd]?", r"doubling", r"twice", r"inflates?", r"understat\w*", r"overstat\w*",
    r"drops?", r"dropped", r"lost", r"loses?", r"vanish\w*", r"fall(?:s)? out", r"breaks?",
    r"broke", r"wrong", r"false", r"negative", r"billed", r"agree\w*", r"disagree\w*",
    r"catch(?:es)?", r"caught", r"stops?", r"avoids?", r"prevents?", r"cost\w*", r"misses",
    r"silently", r"unnoticed", r"apart", r"inflate", r"duplicat\w*", r"repeats?",
    r"pull\w* \w+ early", r"early", r"late", r"stalls?", r"stopped", r"by hand",
    r"cannot be split", r"would", r"otherwise", r"missed",
    # what becomes impossible, or what a failure means
    r"cannot (?!be (?:null|empty|missing|blank|negative|zero|duplicated?)\b)\w+", r"can't",
    r"unable", r"no longer", r"(?:is |are )?never (?:\w+ed|arrives?|reach\w*|gets?)\b",
    r"lands? in no", r"means (?:a|an|the|that|its|their)", r"(?:in)?consisten\w*",
    # what could no longer be done, and a change a failure makes, with its size
    r"could(?:n't| not)", r"by (?:about |around |roughly |up to |over )?[\d£$€]",
    # a breach of a rule the organisation answers for: "is an audit finding"
    r"non-?complian(?:t|ce)", r"audit findings?", r"(?:during|in|at) an? (?:inspection|audit)",
    # a breach that may not happen, or that no consumer would see: "that must never happen",
    # "hours that no maintenance forecast sees"
    r"(?:must|should|may) never happen", r"no [a-z-]+(?: [a-z-]+)? (?:sees?|notices?)")
CONSUMER = words_pattern(
    r"reports?", r"dashboards?", r"e-?mails?", r"finance", r"marketing", r"sales",
    r"support", r"growth", r"analysts?", r"funnel", r"charts?", r"cohorts?",
    r"reconciliation", r"notebooks?", r"crm", r"sla\w*", r"joins?", r"joined",
    r"inner-joins", r"sums?", r"rollup", r"revenue", r"spend", r"billing", r"downstream",
    r"invoices?", r"headcount", r"vat", r"roas", r"mrr", r"ltv", r"lifetime[- ]value",
    r"data science", r"customer success", r"ops", r"team", r"board", r"marts?",
    r"committees?", r"auditors?", r"regulators?", r"scorecards?",
    # what the model feeds: "this model is the source of that notification"
    r"the source (?:of|for) (?:the|that|this|its|each|every)",
    # a purpose with its actor: "so the committee can count overrides per reason"
    r"so (?:that )?(?:the|a|an|our|each|every) [a-z-]+(?: [a-z-]+)? can",
    # "lets the settlements clerk show …", "so settlement needs the result per ticket"
    r"lets (?:the|a|an|our|each|every) [a-z-]+", r"so (?:the |a |an )?[a-z-]+ needs",
    # the one a figure or a breach is reported to: "is reported to the regulator"
    r"reported to (?:the|a|an|our|its|their) [a-z-]+",
    # what depends on it, named by the verb that says so: "the flag feeds the hold job",
    # "drives no-show fee logic", "collections key on DPD", "the pick decision is made from
    # this table"; "drives everything" names nothing, and "keyed" is how a value was typed
    r"feeds (?:the|a|an|our|its|each|every) [a-z-]+",
    r"drives (?!everything\b|all\b|it\b|them\b|this\b)(?:the |a |an |our |its )?[a-z-]+",
    r"(?<!primary )(?<!surrogate )(?<!natural )(?<!foreign )(?<!unique )key (?:on|off) [\w`]+",
    # (made from "this table", the thing itself: "computed from the invoice lines" is where
    # the value came from, not who uses it)
    r"(?:is|are) (?:made|taken|checked|computed|calculated|decided|worked out) from "
    r"(?:this|these) [a-z-]+")
#: Sentence openings and words of a rationale that restate its test instead of a reason.
RESTATES_TEST = words_pattern(
    r"checks? (?:that|if|whether)", r"makes? sure", r"ensures?", r"validates?",
    r"verif(?:y|ies)", r"should (?:not )?be", r"must (?:not )?be", r"is (?:not )?null",
    r"not null", r"unique", r"accepted values", r"valid", r"correct", r"populated",
    r"relationship", r"greater than", r"less than", r"fresh", r"up to date",
    r"data quality", r"integrity", r"accurate", r"trust")
#: What tells a reader how a macro, exposure, source or unit test is used.
USAGE = words_pattern(
    r"returns?", r"use (?:it|this|them)", r"instead of", r"given", r"pins?", r"becomes?",
    r"loaded", r"replicated", r"export(?:ed)?", r"refreshed", r"every", r"hourly",
    r"daily", r"nightly", r"weekly", r"monthly", r"reads?", r"expects?", r"owner",
    r"defaults? to", r"list of", r"must be", r"nulls?", r"truncat\w*", r"overrides?",
    r"one row per", r"lands?", r"restated", r"lag", r"sync\w*", r"acts? on", r"sees?",
    r"reviews?", r"retrains?", r"includ\w+", r"any \w+ type", r"optional", r"omit\w*",
    r"required", r"if (?:omitted|not given|unset)",
    # a macro no caller calls, and when it runs instead: "Do not call; runs as a hook"
    r"(?:do not|don't|never) call", r"runs? as an? [\w-]+ hook")
#: Synonyms: a text that uses one where its siblings use another names a concept twice.
SYNONYMS: tuple[frozenset[str], ...] = (
    frozenset({"customer", "client", "buyer", "shopper", "purchaser", "user"}),
    frozenset({"order", "purchase"}),
    frozenset({"parcel", "package"}),
    frozenset({"employee", "worker", "staff", "staffer"}),
    frozenset({"job", "pipeline", "workflow"}),
    frozenset({"session", "visit"}),
    frozenset({"department", "team", "division"}),
    frozenset({"product", "sku"}),
    frozenset({"subscription", "membership"}),
    frozenset({"carrier", "courier", "shipper"}),
)
#: Acronyms any data reader knows; others must be spelt out where they are first used.
KNOWN_ACRONYMS = frozenset({
    "SQL", "UTC", "GMT", "CET", "CI", "CD", "ID", "IDS", "API", "URL", "CSV", "JSON", "YAML",
    "ETL", "ELT", "PR", "UI", "EUR", "USD", "GBP", "ISO", "VAT", "SLA", "CRM", "BI", "ML",
    "XL", "HR", "QA", "AWS", "GCP", "S3", "SSO", "MD5", "SHA", "HTTP", "HTTPS", "UUID", "OK",
    "TODO", "US", "UK", "EU", "PII", "KPI", "FAQ", "CLI", "SDK", "DAG", "DBT", "GA4", "ROAS",
    "MRR", "ARR", "LTV", "AOV", "FY", "Q1", "Q2", "Q3", "Q4", "PST", "EST", "IP", "RAW", "M",
    "L", "S", "CTE", "CTES", "DDL", "DML", "SKU", "ID'S", "SSH", "SCD", "LOOKML", "FIN",
    # standards bodies whose codes a text cites as it cites ISO's
    "IANA", "IATA", "ICAO", "IEC", "IEEE", "ANSI",
    # general office and network terms a reader of any team knows
    "IT", "PDF", "VPN", "MFA", "FTP", "SFTP", "DNS", "TLS", "SSL", "HTML", "XML", "CEO", "CFO",
    "CTO", "COO", "VP", "PM", "OKR", "OKRS", "EOD", "ETA", "FYI", "ASAP",
    # the sales tax of several countries, named as VAT is named in others
    "GST",
    # a currency's code is its unit, as "AUD" is on an amount "in AUD excluding GST"
    *(code.upper() for code in CURRENCY_CODES)})
#: Words any two sentences about loading data share: no sign they speak of the same data.
PLUMBING = frozenset({"data", "file", "load", "loaded", "loads", "time", "table", "model",
                      "daily", "every", "into", "with", "from", "each", "row", "record",
                      "feed", "job", "run", "runs", "build", "source", "raw", "dbt", "come",
                      "comes", "arrive", "arrives", "land", "lands", "drop", "drops", "sent",
                      "pulled", "pushed", "exported", "extracted", "synced", "copied"})


# Units of measure: the words and symbols in which a description gives its value's unit, read
# by the label check (`gate.docs.judges.offline.telling.label_and_fragment.gives_unit`):
# "Rotor diameter, metres." gives its unit and is no bare label. A unit earns a sentence no
# credit of its own: beside praise the rules do not read ("The amount, a flawless entry, in
# EUR/MWh.") the praise would earn it too. A symbol that is also a letter or a word ("m", "t",
# "bar") is a unit only in a compound ("m/s", "kg/hl", "EUR/MWh"); a span of time with its
# aggregation ("10-minute mean") tells the period a value is taken over. Written folded, as
# `fold` leaves a text ("m²" is "m2").

#: Words that name a unit and nothing else a description says.
UNIT_NAMES: tuple[str, ...] = (
    # rotation, frequency, angle
    "rpm", "hz", "khz", "mhz", "ghz", "degrees", "radians",
    # power, energy, electricity
    "kw", "mw", "gw", "kwh", "mwh", "gwh", "twh", "kva", "mva", "kvar", "mvar", "kv",
    "volts", "amperes", "amps", "watts", "kilowatts?", "megawatts?", "kilowatt-hours?",
    "megawatt-hours?", "joules", "kj", "mj", "gj", "btu", "therms?",
    # pressure, temperature
    "kpa", "mpa", "hpa", "psi", "mbar", "millibars?", "pascals?", "celsius", "fahrenheit",
    "kelvin", "°c", "°f",
    # length, area, volume
    "mm", "cm", "km", "metres", "meters", "kilometres?", "kilometers?", "millimetres?",
    "millimeters?", "centimetres?", "centimeters?", "inches", "feet", "yards",
    # (not "miles" alone: in Spanish "miles de" is "thousands of")
    "nautical miles", "m2", "m3", "km2", "hectares?", "acres", "square (?:metres?|meters?|"
    "feet|kilometres?|kilometers?|miles)", "cubic (?:metres?|meters?|feet)", "litres",
    "liters", "millilitres?", "milliliters?", "hectolitres?", "hectoliters?", "ml", "gallons",
    "barrels", "bbl",
    # mass
    "kg", "kilograms?", "grams", "mg", "tonnes?", "metric tons?", "short tons?", "long tons?",
    "lbs", "ounces", "oz", "bushels?",
    # speed
    "km/h", "kmh", "kph", "mph", "knots",
    # concentration, sound, light, emissions
    "ppm", "ppb", "dba", "lux", "lumens", "co2e", "kgco2e", "tco2e",
    # shares (not "percent" alone: "100 percent complete" is praise as often as a unit)
    "percentage points?", "basis points?", "bps",
)

#: Symbols that are a unit only in a compound written with a slash ("m/s", "kg/hl", "t/h"):
#: alone, or after a figure, each is also a letter or a word of some language ("5 s'il te
#: plaît", "5,0 på", "5 ha sido"), which a sentence about the text can hold as easily as one
#: about the data.
UNIT_SYMBOLS: tuple[str, ...] = (
    "m", "s", "g", "t", "l", "h", "w", "v", "j", "wh", "deg", "bar", "min", "mins", "hr",
    "hrs", "sec", "secs", "kn", "nm", "pa", "hl", "bu", "db", "ha", "ft", "yd", "mi", "lb",
    "gal",
)

#: A span of time given with its aggregation: "10-minute mean", "15-minute average",
#: "1-second samples", "half-hourly maximum".
MEASURED_OVER = (r"(?<![\w.,])\d+(?:[.,]\d+)?[- ](?:second|sec|minute|min|hour|hr|day|week|month|"
                 r"year)s?"
                 r"[- ](?:mean|average|avg|median|maximum|max|minimum|min|sum|total|"
                 r"samples?|intervals?|readings?|values?|bins?|blocks?)"
                 r"|(?:half-)?hourly (?:mean|average|maximum|minimum|sum|total)")

_NAMES = "|".join(UNIT_NAMES)
_ANY = f"{_NAMES}|{'|'.join(UNIT_SYMBOLS)}"
_TIME = r"s|sec|second|min|minute|h|hr|hour|day|week|month|year"
_MONEY = r"usd|eur|gbp|chf|jpy|cad|aud|nok|sek|dkk|pln|[$€£¥]"

#: A unit, folded: a name, with or without a figure before it; a compound of two with a
#: slash ("m/s", "kg/hl", "EUR/MWh"), or of a name and a unit or time with "per" ("kWh per
#: tonne"). Bounded so that it never starts or ends inside a word, an apostrophe included.
UNIT_PATTERN = (
    rf"(?<![\w/°'\u2019])(?:{_NAMES})(?![\w/'\u2019])"
    rf"|(?<![\w/'\u2019])(?:{_ANY}|{_MONEY})/(?:{_ANY}|{_TIME})(?![\w/'\u2019])"
    rf"|(?<![\w/'\u2019])(?:{_NAMES}|{_MONEY}) per (?:{_ANY}|{_TIME})(?![\w/'\u2019])"
)
#: A unit of measure, or a span of time with its aggregation.
MEASURE = lazy_pattern(f"{UNIT_PATTERN}|{MEASURED_OVER}")
