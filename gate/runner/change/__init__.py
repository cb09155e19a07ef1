"""The change a run grades, as GitHub holds it: the event's word checked against GitHub's,
a merge queue's commits, the head still the pull request's, which files it grades and the
dbt projects and doc-block users it touches.

It imports nothing of the run above it (the session stage, grading, publishing).
"""
