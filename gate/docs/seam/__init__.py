"""The seam every judge sits behind: requests, verdicts, call records, budgets, prices, the store.

Below the wiring (`judges/`, `run/`, `addressing/`) so that each of them can use it and none of
them is reached back from it; the second contract in pyproject.toml keeps it so.
"""
