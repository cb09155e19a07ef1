"""A column's or model's text against what its project's tests and declarations hold.

What kind of value a column holds and what that kind needs told (`column_kind.py`,
`column_needs.py`), its scale and unit (`column_scale.py`), the values, exclusions, formulas,
relations, tax stances and clocks its model's tests hold otherwise, gathered by
`context_agreement.py`; a model's grain and keys are read in `keys/`, below it. It
reads the model's context (`model_context/`) and the readings below it, never the judge.
"""
