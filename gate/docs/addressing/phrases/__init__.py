"""The words and phrase rules of text addressed to the grader, per language: tables, not
readings of a sentence.

The acts in English, in other languages and put indirectly (`acts`, `acts_languages`,
`acts_requests`) and the detector's phrase table made of them (`rules`); the words of a grade
asked for (`grade_languages`, `grade_languages_east`) and asked or claimed of the text outside
English (`foreign_grade_words`), of data (`data_words`), of a clause
speaking to its reader (`addressed_words`), and verdicts written in signs (`verdict_signs`).
Apart because a new language or phrasing is an edit here alone, and an edit of a rule or act
here is what makes the needed-words table (`gate/docs/addressing/matching/needs.json`) stale.
"""
