"""Reading CLEO's audit logs, within bounds: every container it comes in (`readers.py`: JSON
lines, a JSON array, SQLite), the fast path for lines, the entries as the rubric needs them,
the malformed-input rules and the problems they leave, and how much is read (`limits.py`).

It imports nothing of the grading above it (the rubric, the grade, provenance); an
import-linter contract in `pyproject.toml` holds it.
"""
