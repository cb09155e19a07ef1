"""A text against what its model's other texts (and tests) state of the same thing.

`sibling_terms.py` gathers the consistency checks: another time zone, currency, synonym or
definition (`sibling_claims.py`, `entity_words.py`), facts a sibling fixes
(`sibling_facts.py`, `undefined_states.py`), what the model's own description fixes
(`term_facts.py`), units counted otherwise (`count_units.py`), and in `stated/` the bounds,
scales, differences, cadences, caps and bases one text states against another's. Its
Markdown half is `sections/`, below it.
"""
