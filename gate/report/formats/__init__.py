"""The grade in formats other tools read: JUnit XML (test reporters) and SARIF (code scanning).

Both are views of the same grades as `grade.json`; neither decides anything.
"""
