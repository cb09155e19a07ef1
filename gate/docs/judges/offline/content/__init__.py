"""What a text's kind needs told, criterion by criterion: the checks the judge asks per
criterion of one artifact.

`content_rules.py` reads a text for its kind (a unit, a time zone, a grain, what nulls mean, a
consequence) with the needs of a metric (`metric_needs.py`) and of a macro's caller
(`usage_needs.py`); beside it the checks that read one artifact against its model's index: a
text that tells nothing a reader can use (`reader_needs.py`), a limit with no figure
(`open_limits.py`), a macro argument against its macro (`macro_arguments.py`), a band without
its edges (`band_thresholds.py`). It may import every reading folder below it, never the judge.
"""
