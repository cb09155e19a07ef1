"""What a description presents as its data rather than uses: samples, quoted values, forms named
inline.

Lines shown as a sample of the data and the words that introduce one (`samples`, `sample_cues`,
`quiet_samples`), hidden forms a sentence presents or names inline (`presented`,
`inline_forms`), and phrases found inside a value the sentence quotes (`quoted_values`) or given
as one of its values (`listed_values`). Apart because each is an exception the detector grants
on top of a sentence's standing (`gate.docs.addressing.standing`): honest docs of chat,
moderation and evaluation data quote what the rules would otherwise mark.
"""
