"""What a clause says to whoever grades: a request, grading spoken of, a forged turn.

The clauses of a sentence and the one among them addressed to the grader (`clauses`,
`grader_talk`), grading said of in any language (`said_of_grading`), the clause that voids a
sentence's credit whatever facts ride beside it (`voids`), and a dialogue forged for the model
(`dialogue`). Apart because these read whom a clause speaks to, on top of what it states
(`gate.docs.addressing.statements`).
"""
