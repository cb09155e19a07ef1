"""The data tests a project declares, and the rationales given for them.

`data_test_rules.py` gathers the rules: a test that cannot fail on any table
(`vacuous_tests.py`) or that its model makes unable to fail (`unfireable_tests.py`), a
pattern its accepted values already hold (`implied_patterns.py`), and rationales that only
restate their check (`restated_checks.py`), invert a key's reasoning (`inverted_keys.py`) or
stop at one bare clause (`bare_reasons.py`). It reads the model's context
(`model_context/`) and the readings below it, never the judge.
"""
