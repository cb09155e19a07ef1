"""The text folded and the phrase rules matched on it: what every reading shares.

Folding (`fold`), the views the rules read (`views`), one phrase rule and its cheap match
(`phrase_rule`, with the words every match contains, `needed_literals`, and the generated table
of the words each rule needs, `needs.json`, read by `needs`), one finding of the rules (`hit`),
and where a text's sentences end (`sentence_spans`). Apart because every other reading in
`gate.docs.addressing` reads text through them and they read none of it: the bottom layer.
"""
