"""What the offline judge builds once per model, so grading n artifacts costs O(n), not
O(n²): the index of the model's artifacts (`model_index.py`) and the
context the data-test and context rules read (`rules_context.py`).

Both are built from the readings below (`siblings/` and what it reads); nothing here reads a
text for a criterion, and nothing below imports it.
"""
