"""What a sentence says of the text's own standing: its grade, its worth, its approval, a
verdict on it.

A sentence's standing (`status`), the gate's verdict and the text's grade spoken of
(`gate_talk`, `grade_talk`), claims of the text's own worth (`worth_claims`), the text as its
own subject (`self_named`), approval, finality and bare verdicts (`approved_text`,
`finality_claims`, `bare_verdicts`), the text's own review history (`text_history`), read by
its verbs and by its clauses' roles (`acted_on_text`, its closed sets in `role_words`). Apart
because these read what a sentence claims of the text rather than of the data, on top of whom it
speaks to (`gate.docs.addressing.addressed`) and what it states
(`gate.docs.addressing.statements`); the readings of quoted data above ask them whether a sample
or value speaks of any standing.
"""
