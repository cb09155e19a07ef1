"""What a text tells about the data, before any rule reads it for a criterion.

`told.py` keeps a text's sentences less those that speak to the grader or describe nothing
(through `gate.docs.addressing`); `non_answers.py` what only looks like an answer,
`credited_clauses.py` and `label_and_fragment.py` the clauses that earn credit and the
label that does not, `generic_words.py` the words true of any column, which earn none,
`aspects_told.py` what a sentence after a label must be about to earn any (an aspect of the
thing documented), `told_of.py` whether its subject is that thing or another (a
horoscope, a credit rating), `substance.py` how much a text tells; `named_needs.py` and
`text_claims.py` the later sentences that name a need without telling it, point elsewhere, or
only claim the text is enough. It imports only `shared/` of the
offline judge.
"""
