"""The offline judge: rules that read what a drafted text tells, with no model and no key.

`heuristic.py` is the judge; the other modules are its readings (what a text tells, its
siblings, its data tests) and their word lists.
"""
