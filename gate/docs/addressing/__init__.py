"""Drafted text written to the grader instead of the reader.

The detector, its rules, and what the grade does about what it finds. The decision and its
records sit here: the detector (`detector`, with the clause readings' findings in
`clause_findings` and decoded text in `addressed/decoded_talk`), what each sentence of a
description tells (`sentences`), which artifacts address the grader and what the docs grade
does about them (`findings`), what a judge is shown of them (`shown`), what no reader of the
rendered text sees and so no judge is shown (`unseen`), and the model's second look (`guard`,
`guard_prompt`). What they read sits in sub-packages by job, in layers (top to bottom; each
imports only from those below it, held by an import-linter contract in pyproject.toml):
`quoting` (what a description presents as its data), `standing` (what a sentence says of the
text's own standing), `addressed` (what a clause says to whoever grades), `statements` (what a
clause states about the data), `hiding` (text a reader does not see or cannot read), `phrases`
(the words and phrase rules per language) and `matching` (folding and the cheap phrase match).
"""
