"""A text against what its model's other texts (and tests) state of the same thing.

`sibling_terms.py` gathers the consistency checks: another time zone, currency, synonym or
definition (`sibling_claims.py`, `stated_bounds.py`, `entity_words.py`), facts a sibling fixes
(`sibling_facts.py`, `undefined_states.py`), what the model's own description fixes
(`term_facts.py`, `stated_scales.py`), differences, units, cadences and caps stated otherwise
(`stated_differences.py`, `count_units.py`, `stated_cadence.py`, `stated_caps.py`). Its
Markdown half is `sections/`, below it.
"""
