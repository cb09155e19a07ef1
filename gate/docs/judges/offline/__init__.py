"""The offline judge: rules that read what a drafted text tells, with no model and no key.

`heuristic.py` is the judge and `artifact_findings.py` what it keeps of the artifact being
judged; the readings it calls sit in folders by job, in layers (top to bottom: a folder
imports only from those below it, and none imports the judge; an import-linter contract in
`pyproject.toml` holds the order):

- `content/`: what a text's kind needs told, criterion by criterion;
- `context/`, beside `declared_tests/`: a column's or model's text against its project's
  tests (kind, scale, values, formulas, grain), and the data tests a project declares with
  their rationales;
- `model_context/`: what the judge builds once per model for them;
- `siblings/`: a text against what its model's other texts state;
- `sections/`: a Markdown section against the other sections of its document;
- `section_figures/`, beside `left_open/`: the figures, dates, periods and durations a
  section gives; what a text leaves its reader to guess;
- `telling/`: what a text tells at all, the sentences left once those that speak to the
  grader or describe nothing are set aside;
- `shared/`: what every reading uses (the finding, the words, formulas, what a test checks).
"""
