"""What every reading of the offline judge uses: the finding a check returns
(`finding.py`), the words texts are read by (`lexicon.py`), sums and differences of columns
(`formulas.py`, `equations.py`), what a data test checks (`test_meaning.py`) and the memo
kept per model (`per_model.py`). It imports nothing else of the offline judge.
"""
