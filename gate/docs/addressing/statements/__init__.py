"""What a clause states about the data: the facts a description earns credit for.

Fact spans and the identifiers a sentence relates its subject to (`facts`, `relations`), what a
part of a sentence says of its subject (`sentence_subject`, `claim_subject`), an aspect's name
that tells nothing (`aspect_names`), what a clause must give to earn credit (`valued_clauses`)
and sentences that only look like answers (`answers`). Apart because credit goes to what the
text tells, and every reading of talk to the grader above asks first whether a clause states a
fact.
"""
