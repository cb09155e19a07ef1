"""Consistency with the project's own context: a column's description against its model's tests.

A description can read well and still disagree with what the project holds:

| check                 | score | the description …                                            |
|-----------------------|-------|--------------------------------------------------------------|
| another value         | 0.3   | names a value its column's `accepted_values` test does not   |
|                       |       | hold, in a list with values it does hold                     |
| a short list          | 0.35  | lists three or more of its `accepted_values` as if complete  |
|                       |       | and leaves others out                                        |
| no tested value       | 0.35  | is a status with an `accepted_values` test and names none of |
|                       |       | its values ("whether the service point is active")           |
| a yes or no of many   | 0.35  | reads its column as a yes or no ("Shows whether the aircraft |
|                       |       | is active") where its `accepted_values` test holds three     |
|                       |       | states or more (`listed_values.yes_or_no_of_many`)           |
| another formula       | 0.3   | gives its column as a sum or difference of columns that an   |
|                       |       | `expression_is_true` test of the model gives otherwise       |
| another range         | 0.3   | gives a range of whole numbers its `accepted_values` do not  |
|                       |       | span ("from 1 to 3" where the test holds 1 to 5)             |
| a flag's value        | 0.35  | is a flag named for a value of another column's              |
|                       |       | `accepted_values` (`is_denied`, `denied`) and never says it  |
| another entity        | 0.35  | is an `_id` or `_count` column (or a semantic model's entity)|
|                       |       | whose text never names the thing its name names ("the        |
|                       |       | incident" for `outage_id`)                                   |
| nulls the test refuses| 0.3   | says when the column is null ("null for walk-in sales")      |
|                       |       | where a `not_null` test on it says it never is               |
| another column's     | 0.3   | says another column "is" a value its `accepted_values` test  |
| value                 |       | does not hold ("when the currency is diamonds")              |
| another unit, scale   | 0.3   | gives a unit, a percentage or a sign its name's unit or its  |
| or sign               |       | tests hold otherwise (`column_scale.py`)                     |
| other parts           | 0.3   | tells a tested sum's parts in words otherwise than the test  |
|                       |       | (`formula_parts.py`)                                         |
| two clocks            | 0.3   | subtracts a UTC time and a local one (`zone_arithmetic.py`)  |
| another unit of count | 0.35  | counts another unit than a fuller sibling of the same name   |
|                       |       | word (`count_units.py`)                                      |
| rows left out         | 0.3   | (a model's) leaves out rows a test admits (`excluded_values`)|
| another type          | 0.35  | calls a timestamp by its suffix a date (`column_scale.py`)   |
| another parent        | 0.3   | makes its column a key to another model than its             |
|                       |       | `relationships` test names (`relationship_targets.py`)       |
| repeats a key         | 0.3   | (a unique column's, or a model's) gives a thing's amendments |
|                       |       | or redoings rows of their own (`repeated_rows.py`)           |
| no currency           | 0.35  | is money in no currency where the model's other amounts all  |
|                       |       | name one (`stated_relations.py`)                             |
| another stance on tax | 0.3   | includes a tax a column it is computed with excludes         |
|                       |       | (`tax_stances.py`)                                           |

Each reads one column's tests (indexed by column) and its own text: linear in both.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.artifacts import Artifact
from gate.docs.data_tests import DataTest
from gate.docs.judges.offline.context.column_kind import IN_SET, column_kind
from gate.docs.judges.offline.context.column_needs import QUOTED, QUOTED_CODE
from gate.docs.judges.offline.context.column_scale import (
    scale_disagrees,
    type_disagrees,
    unit_disagrees,
)
from gate.docs.judges.offline.context.excluded_values import excluded_yet_admitted
from gate.docs.judges.offline.context.formula_parts import parts_disagree
from gate.docs.judges.offline.context.listed_values import (
    LIST_STOP,
    listed,
    short_list,
    short_quoted,
    yes_or_no_of_many,
)
from gate.docs.judges.offline.context.stated_relations import (
    absent_alternative,
    comparison_disagrees,
    currency_disagrees,
    currency_unnamed,
    measure_disagrees,
    names_a_sibling,
    operation_disagrees,
)
from gate.docs.judges.offline.context.tax_stances import tax_disagrees
from gate.docs.judges.offline.context.zone_arithmetic import clocks_disagree
from gate.docs.judges.offline.keys.relationship_targets import parent_disagrees
from gate.docs.judges.offline.keys.repeated_rows import repeats_a_key
from gate.docs.judges.offline.model_context.rules_context import RulesContext
from gate.docs.judges.offline.shared import lexicon as lx
from gate.docs.judges.offline.shared.equations import Relation, formula_of
from gate.docs.judges.offline.shared.finding import Finding, quote
from gate.docs.judges.offline.shared.formulas import (
    Formula,
    relation_disagrees,
    signed_terms,
    stated_formula,
)
from gate.docs.judges.offline.siblings.count_units import COUNT_KINDS, counted_unit, unit_drifts
from gate.docs.judges.offline.siblings.stated.stated_cadence import cadence_disagrees
from gate.docs.judges.offline.siblings.stated.stated_scales import test_scale_disagrees
from gate.docs.judges.offline.siblings.term_facts import READ_KINDS, facts_disagree
from gate.docs.judges.offline.telling.told import told
from gate.docs.seam.score_levels import GRAVE, SERIOUS

PARENTHESES = lazy_pattern(r"\(([^()]*)\)")
#: A value compared to another column: "disposition = 'lwbs'", "status in ('a', 'b')".
OTHER_COLUMNS_VALUE = lazy_pattern(r"\b([a-z][a-z0-9_]*)\s*(?:=|!=|<>|\bin\b)\s*\(?[^.;)]*\)?",
                                   re.IGNORECASE)
#: A range of whole numbers: "from 1 to 3", "1-5", "between 0 and 10".
STATED_RANGE = lazy_pattern(r"\bfrom (-?\d+) to (-?\d+)\b|\bbetween (-?\d+) and (-?\d+)\b|"
                            r"(?<![\d.:/-])(-?\d+) ?(?:-|–|to|through) ?(-?\d+)(?![\d.:/%])")
IDENTIFIER = lazy_pattern(r"[a-z][a-z0-9]*_[a-z0-9_]+|[a-z][a-z0-9]*")
#: A figure and its unit, a word between them at most: "3 calendar days", "10 kg".
QUANTITY = lazy_pattern(r"(?<![\w.,])(\d+(?:[.,]\d+)?)\s?(?:[a-z]+ )?(" + lx.UNIT.pattern + ")",
                        re.IGNORECASE)
#: Functions a tested expression wraps its arithmetic in, with their constant arguments.
WRAPPER = lazy_pattern(r"\b(?:greatest|least|coalesce|abs|round|nullif)\s*\(|,\s*-?\d+(?:\.\d+)?"
                       r"\s*\)|\)", re.IGNORECASE)
ENTITY_SUFFIXES = ("_id", "_key", "_count")
#: A text that says when its column is null: "null for walk-in sales", "left null if …".
NULLS_STATED = lazy_pattern(r"(?<!\bnever )(?<!\bnot )\b(?:null|empty|blank)\s+"
                            r"(?:for|when|if|while|until|where|unless|on|in)\b"
                            r"|\b(?:is|are|can be|may be|left|stays?)"
                            r"\s+(?:null|empty|blank)\b(?!\s*(?:is|are)\s+(?:never|not))",
                            re.IGNORECASE)
#: Arguments that hold a test to some rows only: a null elsewhere is allowed.
CONDITIONS = ("where", "row_condition")
#: Tests that refuse every null.
REFUSE_NULLS = frozenset({"not_null", "expect_column_values_to_not_be_null"})
#: Words are compared by their first letters: "modifier" names what `modified_by` names.
STEM = 6
GENERIC_NAME = frozenset({"source", "parent", "primary", "related", "current", "latest",
                          "first", "last", "original", "external", "internal", "natural",
                          "surrogate", "number", "num", "total", "distinct", "unique",
                          # a warehouse layer's prefix names no thing
                          "dim", "fct", "fact", "prep", "stg", "int", "mart", "rpt", "sk"})


def accepted_values(tests: Iterable[DataTest]) -> frozenset[str] | None:
    for test in tests:
        if test.name in IN_SET:
            values = test.args.get("values", test.args.get("value_set"))
            if isinstance(values, list) and values:
                return frozenset(str(v).lower() for v in values)
    return None


def values_disagree(subject: str, text: str, tests: tuple[DataTest, ...]) -> Iterator[Finding]:
    """A value the text lists that the column's accepted_values test does not hold; a status
    with such a test whose text names none of its values."""
    accepted = accepted_values(tests)
    if accepted is None:
        return
    yield from _range_disagrees(text, accepted)
    # "disposition = 'lwbs'" names another column's value; "B = 400-699" defines one of its own
    text = OTHER_COLUMNS_VALUE.sub(lambda m: m.group(0) if m.group(1) == subject.lower() or
                                   m.group(1).lower() in accepted else " ", text)
    # "B allows 3 calendar days, C 10 and D 120": a figure's unit is no value of the list
    text = QUANTITY.sub(lambda m: m.group(0) if m.group(2).lower() in accepted else m.group(1),
                        text)
    low = text.lower()
    words = set(re.findall(r"[a-z0-9][a-z0-9_-]*", low))
    in_lists = listed(low, accepted)
    quoted = {next(g for g in m.groups() if g).lower() for m in QUOTED.finditer(text)} | {
        code.lower() for code in QUOTED_CODE.findall(text)}
    foreign = sorted((in_lists | quoted) - accepted - LIST_STOP)
    if foreign:
        yield Finding(GRAVE, foreign[0], f"The text names {foreign[0]!r} among the values, but "
                      f"the column's accepted_values test holds {', '.join(sorted(accepted))}.")
    elif (missing := short_list(low, accepted) or short_quoted(text, accepted)):
        yield Finding(SERIOUS, ", ".join(missing), "The text lists the column's values as if "
                      f"complete but leaves out {', '.join(missing)}, which its accepted_values "
                      "test holds.")
    elif yes_or_no_of_many(text, accepted):
        yield Finding(SERIOUS, quote(text), "The text reads the column as a yes or no, but its "
                      f"accepted_values test holds {len(accepted)} states: "
                      f"{', '.join(sorted(accepted))}.")
    elif not words & accepted and column_kind(subject, tests) == "status" and \
            not re.search(r"\bone of\b|\bvalues?\b|\bcodes? (?:list|table)\b", low):
        yield Finding(SERIOUS, quote(text), "The column's accepted_values test holds "
                      f"{', '.join(sorted(accepted))}, and the text names none of them.")


def _range_disagrees(text: str, accepted: frozenset[str]) -> Iterator[Finding]:
    """A range of whole numbers the text gives ("from 1 (most urgent) to 3") that is not the
    range of the column's accepted whole numbers (1 to 5)."""
    if not all(v.lstrip("-").isdigit() for v in accepted):
        return
    found = STATED_RANGE.search(re.sub(r"\s+", " ", PARENTHESES.sub("", text)))
    if found is None:
        return
    low, high = sorted(int(n) for n in found.groups() if n is not None)
    held = sorted(int(v) for v in accepted)
    if (low, high) != (held[0], held[-1]):
        yield Finding(GRAVE, found.group(0), f"The text gives the range {low} to {high}, but the "
                      f"column's accepted_values test holds {held[0]} to {held[-1]}.")


def flag_value_missing(subject: str, text: str, rules: RulesContext) -> Iterator[Finding]:
    """A flag named for a value another column's accepted_values test holds (`is_denied`
    beside a status that holds `denied`) whose text never says that value: it names the state
    another way than the project does ("rejected")."""
    parts = subject.lower().split("_")
    flag_words = [p for p in parts if p not in ("is", "has", "was", "flag", "ind", "yn")]
    if len(parts) < 2 or not (parts[0] in ("is", "has", "was") or parts[-1] == "flag") or \
            len(flag_words) != 1:
        return
    word = flag_words[0]
    for column, artifacts in rules.tests_by_column.items():
        values = accepted_values(a.test for a in artifacts if a.test is not None)
        if column != subject and values and word in values:
            if word[:STEM - 2] not in text.lower():
                yield Finding(SERIOUS, quote(text), f"`{subject}` is named for the value "
                              f"'{word}' of `{column}`, but the text never says {word}: it "
                              "names the state another way.")
            return


def tested_formula(column: str, expressions: Iterable[str]) -> Formula | None:
    """The formula an `expression_is_true` test gives `column` (`col = a - b`)."""
    for expression in expressions:
        sides = [side.strip() for side in re.split(r"(?<![<>!=])=(?!=)", expression.lower())]
        if len(sides) != 2:
            continue
        for own, other in (sides, sides[::-1]):
            if own == column.lower():
                terms = signed_terms(WRAPPER.sub(" ", other))
                if terms:
                    return terms
    return None


def formula_disagrees(subject: str, text: str, expressions: tuple[str, ...],
                      relations: tuple[Relation, ...] = ()) -> Iterator[Finding]:
    """A formula the text gives its column that the model's tests hold otherwise: an
    expression `col = a - b`, or any spelling of a relation that holds the column (`a - b -
    col = 0`, a query for the rows `where col <> a - b`), solved for it."""
    if not (expressions or relations) or not any(
            op in text.lower() for op in (" minus ", " - ", " + ", " plus ", " less ")):
        return
    tested = tested_formula(subject, expressions) or formula_of(subject, relations)
    stated = stated_formula(text)
    if tested is None or stated is None or stated == tested:
        return
    shown = " ".join(f"{'-' if sign < 0 else '+'} {name}" for sign, name in sorted(
        tested, key=lambda term: -term[0])).lstrip("+ ")
    yield Finding(GRAVE, quote(text), f"The text gives `{subject}` another formula than the "
                  f"model's expression test, which holds {subject} = {shown}.")


def relation_to_siblings(subject: str, text: str, rules: RulesContext) -> Iterator[Finding]:
    """A formula that names a sibling column whose own description's formula, solved back,
    gives this column otherwise (net = gross - tax beside gross = net + tax + shipping)."""
    own = stated_formula(text) if "_" in text else None
    for _, other in sorted(own or ()):
        theirs = rules.formulas.get(other)
        if theirs is not None and relation_disagrees(subject.lower(), own or frozenset(),
                                                     other, theirs):
            yield Finding(GRAVE, quote(text), f"The text relates `{subject}` to `{other}` "
                          f"otherwise than `{other}`'s description does.")
            return


def entity_missing(subject: str, text: str) -> Iterator[Finding]:
    """An `_id` or `_count` column whose text never names the thing its name names."""
    lowered = subject.lower()
    if not lowered.endswith(ENTITY_SUFFIXES):
        return
    parts = [p for p in lowered.rsplit("_", 1)[0].split("_") if p and p not in GENERIC_NAME]
    if not parts or re.search(r"\b[a-z][a-z0-9]*_[a-z0-9_]+\b|\bjoins?\b|`", text):
        return  # it names what it joins to: the reader can follow it
    said = {w[:STEM] for w in re.findall(r"[a-z0-9]+", text.lower())}
    if not any(part[:STEM] in said for part in parts):  # a stem: modified, modifier
        thing = " ".join(parts)
        yield Finding(SERIOUS, quote(text), f"`{subject}` is named for the {thing}, but the text "
                      f"never says {thing}: it names the thing another way.")


#: Resources other than a column whose name may carry a unit suffix (`handling_minutes`).
NAMED_MEASURE_KINDS = frozenset({"metric_description", "measure_description",
                                 "dimension_description"})
FACT_KINDS = READ_KINDS
#: Words without which a text states no inclusion, count or condition (most: nothing to read).
FACT_CUES = lazy_pattern(r"incl|excl|gross of|net of|\bbefore\b|\bafter\b|count|number of|\bwhen\b|"
                         r"\bif\b|\bonce\b|scale", re.IGNORECASE)


def model_facts_disagree(artifact: Artifact, rules: RulesContext) -> Iterator[Finding]:
    """A text that includes what its model's description excludes, or counts a term in
    another unit (`term_facts.py`): a consistency defect, and a definition two analysts would
    compute two ways."""
    if artifact.kind in FACT_KINDS and FACT_CUES.search(artifact.text):
        yield from facts_disagree(artifact, told(artifact), rules.term_facts)


def context_findings(artifact: Artifact, rules: RulesContext) -> Iterator[Finding]:
    """Every check above for a column description, against its model's tests; a semantic
    model's entity whose text names its thing another way."""
    if artifact.kind == "entity_description" and artifact.subject:
        for found in entity_missing(f"{artifact.subject}_id", told(artifact)):
            yield Finding(found.score, found.evidence, f"The entity is `{artifact.subject}`, "
                          "but the text never says so: it names the thing another way.")
        return
    if artifact.kind in NAMED_MEASURE_KINDS and artifact.subject:
        yield from unit_disagrees(artifact.subject, told(artifact))  # `caidi_minutes`, "hours"
    yield from model_facts_disagree(artifact, rules)
    if artifact.kind == "table_description":  # a delivery cadence its source gives otherwise
        yield from cadence_disagrees(told(artifact), rules.cadence)
    if artifact.kind == "model_description":  # rows left out that a test admits
        yield from excluded_yet_admitted(told(artifact), rules.valued)
        yield from repeats_a_key("", told(artifact), rules.unique, own_column=False)
    if artifact.kind in COUNT_KINDS and artifact.subject and counted_unit(artifact.text):
        yield from unit_drifts(artifact.subject, told(artifact), rules.counted_units)
    if artifact.kind != "column_description" or not artifact.subject:
        return
    text = told(artifact)
    tests = tuple(a.test for a in rules.tests_by_column.get(artifact.subject, ())
                  if a.test is not None)
    yield from values_disagree(artifact.subject, text, tests)
    yield from parent_disagrees(artifact.subject, text, tests)
    if artifact.subject.lower() in rules.unique:
        yield from repeats_a_key(artifact.subject, text, (), own_column=True)
    yield from flag_value_missing(artifact.subject, text, rules)
    yield from formula_disagrees(artifact.subject, text, rules.expressions,
                                 tuple(held for held, _ in rules.relations))
    if rules.expressions or rules.relations:
        yield from parts_disagree(artifact.subject, text, tested_formula(
            artifact.subject, rules.expressions) or formula_of(
            artifact.subject, (held for held, _ in rules.relations)), rules.texts)
    yield from relation_to_siblings(artifact.subject, text, rules)
    yield from clocks_disagree(artifact.subject, text, rules.texts)
    yield from entity_missing(artifact.subject, text)
    yield from nulls_refused(text, tests)
    yield from operation_disagrees(artifact.subject, text, rules.expressions)
    yield from comparison_disagrees(artifact.subject, text, rules.expressions)
    yield from currency_disagrees(artifact.subject, text)
    yield from currency_unnamed(artifact.subject, text, rules.declared)
    yield from tax_disagrees(artifact.subject, text, rules.texts)
    yield from measure_disagrees(artifact.subject, text)
    yield from names_a_sibling(artifact.subject, text, rules.declared)
    yield from absent_alternative(artifact.subject, text, rules.declared)
    yield from another_columns_value(artifact.subject, text, rules)
    yield from unit_disagrees(artifact.subject, text)
    yield from type_disagrees(artifact.subject, text)
    yield from scale_disagrees(artifact.subject, text, tests)
    yield from test_scale_disagrees(artifact.subject, text, tests)


#: "the currency is diamonds", "status = 'void'": a phrase of up to four words, and a value.
COLUMN_IS = lazy_pattern(r"\b([a-z][a-z0-9_]*(?: [a-z][a-z0-9_]*){0,3}) (?:is|=|==|equals) "
                         r"[`'\"]?([a-z0-9][a-z0-9_-]*)")
#: Words after "the status is" that are no value: "is not", "is one of", "is set".
NOT_A_VALUE = frozenset({"not", "null", "one", "a", "an", "the", "set", "empty", "any", "in",
                         "known", "missing", "blank", "always", "never", "either", "true",
                         "false", "also", "still", "then", "only", "equal", "used"})


def another_columns_value(subject: str, text: str, rules: RulesContext) -> Iterator[Finding]:
    """"True when the currency is diamonds", where the `currency` column's accepted_values
    test holds coins and gems: the text names a value of another column that the column never
    holds (a synonym drifted from the project's word). Each "X is Y" of the text is looked up
    among the model's valued columns: linear in the text."""
    if " is " not in text and "=" not in text and " equals " not in text:
        return
    valued = rules.valued
    for said in COLUMN_IS.finditer(text.lower()):
        words = said.group(1).split()
        column = next((name for n in range(len(words), 0, -1)
                       if (name := "_".join(words[-n:])) in valued), None)
        value = said.group(2)
        if column is None or column == subject.lower() or value in NOT_A_VALUE:
            continue
        if value not in valued[column]:
            yield Finding(GRAVE, said.group(0), f"The text says {said.group(0)!r}, but "
                          f"`{column}`'s accepted_values test holds "
                          f"{', '.join(sorted(valued[column]))}.")
            return


def nulls_refused(text: str, tests: Iterable[DataTest]) -> Iterator[Finding]:
    """A description that says when its column is null, where a test on it refuses nulls:
    one of the two is wrong, and a reader who trusts the text handles nulls that never come
    (or a test that fails every night)."""
    if any(test.name in REFUSE_NULLS and not _conditional(test) for test in tests) and \
            NULLS_STATED.search(text):
        yield Finding(GRAVE, quote(text), "The text says when the column is null, but its "
                      "not_null test says it never is.")


def _conditional(test: DataTest) -> bool:
    config = test.args.get("config")
    return any(name in test.args for name in CONDITIONS) or (
        isinstance(config, dict) and any(name in config for name in CONDITIONS))
