"""The grade in formats other tools read: JUnit XML (test reporters), SARIF (code scanning)
and GitLab's Code Quality report (the merge request's widget).

All are views of the same grades as `grade.json`; none decides anything.
"""
