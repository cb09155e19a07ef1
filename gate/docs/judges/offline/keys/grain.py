"""A model's stated grain read against what the project says makes a row unique.

"One row per account" on `fct_account_revenue_monthly`, whose test makes `account_id` and
`revenue_month` unique together, tells a reader there is one row where there are twelve. The
model's key is read from its own tests (a `unique` column, a `unique_combination_of_columns`)
and its name's period word (`daily`, `monthly`); the grain from the sentence that states it
("one row per …", "each row is …", "grain: …", "boardings per stop per day"). A key column is
named when its head noun, the last word of its name less its `_id`/`_key`/`_at` suffix and
any word that is no thing (an instant, a zone, a name, a path, a snapshot), is in the grain
phrase: `month` for `revenue_month`, `term` for `policy_term_id` ("one row per policy" names
what qualifies the key's thing, not the thing). The warehouse's short forms (`txn`, `acct`)
are spelt out, and the model's own key (`dim_loan_detail_id`) is named by any of its words.

| check              | score | the text states a grain that …                               |
|--------------------|-------|--------------------------------------------------------------|
| grain not the key  | 0.35  | leaves out a column its unique-combination test holds, or    |
|                    |       | names none of its unique columns                             |
| grain not the name | 0.35  | leaves out the period its model's name gives (`_monthly`)    |
| a finer grain      | 0.35  | names a part of the key's thing ("one row per claim line"    |
|                    |       | where `claim_id` is unique: a line, item, leg, version …)    |
| grouped otherwise  | 0.35  | (a saved query, export or metric) groups by another period   |
|                    |       | than its own name gives (`weekly_…`, "grouped by day")       |
| beyond the key     | 0.35  | lists the things a row is per ("per elevator, commodity and  |
|                    |       | grade"), all but one named by the columns of the model's     |
|                    |       | unique combination and one by none of them                   |
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.artifacts import Artifact
from gate.docs.judges.offline.model_context.rules_context import RulesContext
from gate.docs.judges.offline.shared.finding import Finding, quote
from gate.docs.judges.offline.telling.told import told
from gate.docs.seam.score_levels import SERIOUS

GRAIN_PHRASE = lazy_pattern(
    r"(?:one (?:row|record|line) (?:per|for (?:each|every|a|one))|rows? per|each (?:row|record) "
    r"(?:is|represents|holds|describes) (?:an?|one|the)?|grain (?:is|of)|grain:|"
    # "boardings per stop per service date": two keys in a row state the row as well
    r"\bper(?=\s+\w+(?:\s+\w+)?\s+per\s))\s+"
    r"([^.;*\n]{1,120})", re.IGNORECASE)
KEY_SUFFIXES = frozenset({"id", "key", "sk", "pk", "fk", "uuid", "guid", "at", "ts", "code",
                          "number", "no", "nr"})
GENERIC = frozenset({"the", "a", "an", "of", "and", "by", "per", "record", "row", "level"})
#: Period words, by the period they name.
PERIODS = {"day": ("day", "daily", "date"), "week": ("week", "weekly"),
           "month": ("month", "monthly"), "quarter": ("quarter", "quarterly"),
           "year": ("year", "yearly", "annual", "annually"), "hour": ("hour", "hourly")}
PERIOD_OF = {word: period for period, words in PERIODS.items() for word in words}
WORD = lazy_pattern(r"[a-z0-9]+")
#: Nouns that name a part, or a state, of a thing: after the key's word they make a finer row
#: ("claim line", "order item", "flight leg", "policy version"); any other noun may name the
#: key's thing itself ("payment attempt" where each attempt has its id).
PART_NOUNS = frozenset({"line", "item", "entry", "leg", "segment", "component", "detail",
                        "position", "event", "version", "revision", "change", "split",
                        "allocation", "part", "piece"})


def _singular(word: str) -> str:
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"  # "deliveries" names what `delivery_id` does
    return word[:-1] if len(word) > 3 and word.endswith("s") and not word.endswith("ss") \
        else word


def _words(text: str) -> set[str]:
    words = {_singular(w) for w in WORD.findall(text.lower())}
    return words | {PERIOD_OF[w] for w in words if w in PERIOD_OF}


def stated_grain(text: str) -> str | None:
    found = GRAIN_PHRASE.search(text)
    return found.group(1) if found else None


def key_words(column: str) -> set[str]:
    """The words that name a key column: its name's words less its key suffix."""
    parts = [p for p in column.lower().split("_") if p]
    while len(parts) > 1 and parts[-1] in KEY_SUFFIXES:
        parts.pop()
    words = {_singular(p) for p in parts} - GENERIC
    return words | {PERIOD_OF[w] for w in words if w in PERIOD_OF}


#: Short forms column names use for a word a grain spells out (`claim_txn_id`: a claim
#: transaction); a closed set of the warehouse's own abbreviations, no word of a domain.
SHORT_FORMS = {"txn": "transaction", "trx": "transaction", "tx": "transaction",
               "acct": "account", "cust": "customer", "qty": "quantity", "amt": "amount",
               "addr": "address", "org": "organisation", "dept": "department",
               "emp": "employee", "prod": "product", "msg": "message", "evt": "event",
               "sess": "session", "inv": "invoice", "pmt": "payment", "loc": "location",
               "organization": "organisation"}


#: Last words of a key's name that are not the thing it keys: an instant or a zone
#: (`interval_start_utc` names an interval), a name, label or path of it (`filter_label`,
#: `metrics_path`), a state or copy of it (`namespace_snapshot_id` keys a namespace's
#: validity window).
NOT_THE_THING = frozenset({"start", "end", "begin", "utc", "local", "tz", "time", "timestamp",
                           "datetime", "ts", "name", "title", "label", "email", "hash",
                           "path", "url", "uri", "slug", "handle",
                           "snapshot", "hist", "history", "record", "row"})


def _spelt_out(word: str) -> str:
    return SHORT_FORMS.get(word, word)


def key_head(column: str) -> str | None:
    """The noun a key column's name ends in, less its key suffix: `policy_term_id` names a
    term (of a policy), `earning_month` a month; a grain that names the policy alone names
    another thing than the key's."""
    parts = [p for p in column.lower().split("_") if p]
    while len(parts) > 1 and (parts[-1] in KEY_SUFFIXES or parts[-1] in NOT_THE_THING):
        parts.pop()
    if not parts or parts[-1] in GENERIC:
        return None
    word = _singular(parts[-1])
    return PERIOD_OF.get(word, _spelt_out(word))


def _named(column: str, said: set[str], model: str = "") -> bool:
    """A key column is named when the grain names its head noun (`term` of
    `policy_term_id`), not only a word that qualifies it (`policy`). The model's own key
    (`dim_product_detail_id` on `dim_product_detail`) names the model, not a thing: any of its
    words names it."""
    head = key_head(column)
    if head is None or _models_own_key(column, model):
        return bool(key_words(column) & said)
    return head in {_spelt_out(w) for w in said}


def _models_own_key(column: str, model: str) -> bool:
    words = key_words(column) - LAYER_PREFIXES
    return bool(words) and words <= key_words(model)


def grain_findings(text: str, model: str, unique: Iterable[str],
                   combinations: Iterable[frozenset[str]],
                   declared: Iterable[str] = ()) -> Iterator[Finding]:
    """A grain `text` states against the model's unique columns, combinations and name."""
    phrase = stated_grain(text)
    if phrase is None:
        return
    said = _words(phrase)
    columns = sorted(unique)
    keys = _keys(columns, combinations)
    widest = max(keys, key=len, default=frozenset())
    # A unique column named is the grain; beside a combination it must be named whole: "flight
    # number per day" names no `flight_leg_id` where the combination holds four columns.
    if any(key_words(c) and (key_words(c) <= said if widest else _named(c, said, model))
           for c in columns):
        yield from _finer(phrase, columns, widest, declared)
        return
    things = (*(c for c in declared if c.lower().rsplit("_", 1)[-1] in THING_SUFFIXES),
              *(c for key in keys for c in key))
    if _the_models_own_thing(_row_nouns(phrase), model, columns, things):
        return
    if widest:
        key = min(keys, key=lambda k: (sum(not _named(c, said, model) for c in k), sorted(k)))
        missing = sorted(c for c in key if not _named(c, said, model))
        if missing:
            yield Finding(SERIOUS, quote(phrase),
                          f"The text states the grain as {phrase.strip()!r}, "
                          f"but the model's test makes {', '.join(sorted(key))} unique "
                          f"together: {missing[0]} is left out.")
            return
    elif columns:
        yield Finding(SERIOUS, quote(phrase), f"The text states the grain as {phrase.strip()!r}, "
                      f"but the model is unique on {columns[0]}.")
        return
    periods = {PERIOD_OF[w] for w in WORD.findall(model.lower()) if w in PERIOD_OF
               and w not in ("date", "day")}
    if periods and not periods & said:
        yield Finding(SERIOUS, quote(phrase),
                      f"The model's name says it is {sorted(periods)[0]}ly, "
                      f"but the text states the grain as {phrase.strip()!r}.")


def _keys(columns: list[str],
          combinations: Iterable[frozenset[str]]) -> list[frozenset[str]]:
    """The model's multi-column keys that are keys: a combination holding a unique column, or
    holding a smaller combination, is unique because of it and says nothing of the grain."""
    held = [frozenset(c) for c in combinations]
    return [key for key in held if not key & set(columns) and not any(o < key for o in held)]


#: A warehouse layer's prefix, which names no thing: `fct_outages` is about outages.
LAYER_PREFIXES = frozenset({"fct", "fact", "dim", "stg", "int", "mart", "rpt", "agg", "base"})


#: The suffixes of a column that names a thing (`parcel_id`), not a measure of one.
THING_SUFFIXES = frozenset({"id", "key", "sk", "uuid", "guid", "code", "number", "no", "nr"})


#: Words that end the noun a grain part names: "posting to a member's account" is a posting.
PART_ENDS = lazy_pattern(r"\b(?:to|from|of|in|on|at|with|for|by|under|that|which|where|as|"
                         r"staged|built|taken|loaded)\b|[(,;:`]")


def _row_nouns(phrase: str) -> set[str]:
    """The nouns each "per" part of a grain names, less what qualifies them: "claim per day
    with that day's payments" names a claim and a day."""
    nouns: set[str] = set()
    for part in re.split(r"\bper\b", phrase.lower()):
        head = PART_ENDS.split(part, maxsplit=1)[0]
        nouns |= {_spelt_out(w) for w in _words(head)}
    return nouns


def _the_models_own_thing(heads: set[str], model: str, columns: list[str],
                          things: Iterable[str]) -> bool:
    """A grain that names the model's own thing in other words ("one row per supply
    interruption" on `fct_outages`, unique on `outage_id`): the unique column names what the
    model's name names, and the phrase names no word of a key column or of another column
    that names a thing (`parcel_id`)."""
    thing = {_spelt_out(_singular(w)) for w in WORD.findall(model.lower())} - LAYER_PREFIXES
    if not any(key_words(c) and {_spelt_out(w) for w in key_words(c)} <= thing
               for c in columns):
        return False
    return not heads & {key_head(c) for c in things}


def _finer(phrase: str, columns: list[str], widest: frozenset[str],
           declared: Iterable[str]) -> Iterator[Finding]:
    """A grain that names the key's thing and then a part of it: "one row per claim line"
    where `claim_id` is unique (the key's word qualifies a part, which is the real row). A word
    of one of the model's columns ("product tier name" beside `product_tier_name`) is the
    model's own vocabulary for its key, not a finer thing."""
    head = re.split(r"[(,;:`]", phrase, maxsplit=1)[0]
    words = [_singular(w) for w in WORD.findall(head.lower())]
    keyed = set().union(*(key_words(c) for c in (*columns, *widest)))
    keyed |= {_singular(part) for column in declared for part in column.lower().split("_")}
    for column in columns:
        named = [i for i, word in enumerate(words) if word in key_words(column)]
        while len(named) > 1 and named[1] != named[0] + 1:
            named.pop()  # the first run of the key's words
        if not named or named[-1] + 1 >= len(words):
            continue
        after = words[named[-1] + 1]
        if after in PART_NOUNS and after not in keyed:
            thing = " ".join(words[named[0]:named[-1] + 2])
            yield Finding(SERIOUS, quote(phrase), f"The text states the grain as {thing!r}, but "
                          f"the model is unique on {column}: one row per "
                          f"{' '.join(words[named[0]:named[-1] + 1])}.")
            return


#: A row per a list of three things: "per elevator, commodity and grade".
PER_LIST = lazy_pattern(r"\bper ([a-z]+(?: [a-z]+)?), ([a-z]+(?: [a-z]+)?),? and ([a-z]+(?: "
                        r"[a-z]+)?)\b", re.IGNORECASE)


def beyond_the_key(text: str, unique: Iterable[str],
                   combinations: Iterable[frozenset[str]]) -> Iterator[Finding]:
    """A row per things of which all but one are the key's and one is none of its: two rows
    that differ only by that thing hold one key, so the test or the grain is wrong."""
    found = PER_LIST.search(text) if " per " in text else None
    keys = _keys(sorted(unique), combinations)
    if found is None or unique or len(keys) != 1:
        return
    heads = {key_head(column) for column in keys[0]}
    outside = [item for item in found.groups()
               if not {_spelt_out(w) for w in _words(item)} & heads]
    if len(outside) == 1:
        key = ", ".join(sorted(keys[0]))
        yield Finding(SERIOUS, found.group(0), f"The text makes a row per {outside[0]} too, "
                      f"but the model's test makes {key} unique together: every {outside[0]} "
                      "of one key shares its row.")


def model_grain(artifact: Artifact, rules: RulesContext) -> Iterator[Finding]:
    """A model description's stated grain against its model's unique tests and name; a saved
    query's, export's or metric's grouping against the period its own name gives."""
    if artifact.kind == "model_description":
        yield from grain_findings(told(artifact), artifact.model, rules.unique,
                                  rules.combinations, rules.declared)
        yield from beyond_the_key(told(artifact), rules.unique, rules.combinations)
    elif artifact.kind in NAMED_PERIOD_KINDS and artifact.subject:
        yield from _grouping_not_the_name(artifact.subject, told(artifact))


#: Resources whose name may give the period their rows are grouped by.
NAMED_PERIOD_KINDS = frozenset({"saved_query_description", "exposure_description",
                                "metric_description", "semantic_model_description"})
#: The period a name gives: an adjective ("weekly_revenue"), never a date column's "day".
NAME_PERIODS = {"hourly": "hour", "daily": "day", "weekly": "week", "monthly": "month",
                "quarterly": "quarter", "yearly": "year", "annual": "year"}
GROUPED = lazy_pattern(r"\b(?:grouped by|by|per|each|every)\b[^.;,()]{0,30}?\b"
                       r"(hour|day|date|week|month|quarter|year)s?\b", re.IGNORECASE)


def _grouping_not_the_name(subject: str, text: str) -> Iterator[Finding]:
    named = {NAME_PERIODS[w] for w in subject.lower().split("_") if w in NAME_PERIODS}
    if not named:
        return
    grouped = {PERIOD_OF[m.group(1).lower()] for m in GROUPED.finditer(text)}
    if grouped and not grouped & named:
        yield Finding(SERIOUS, quote(text), f"`{subject}` is named {sorted(named)[0]}ly, but "
                      f"the text groups it by {sorted(grouped)[0]}.")
