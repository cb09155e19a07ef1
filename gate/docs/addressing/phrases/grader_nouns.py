"""Whoever grades the text, named: one closed table, English and its translations.

The readings of an order to the grader (`gate.docs.addressing.addressed.grader_orders`) ask
whether a sentence's subject is whoever grades the text. The nouns of such a subject are a
closed set, listed once here: the people a grade has (grader, scorer, assessor, examiner,
evaluator), the machines (a grading, scoring or judge model; an LLM or AI judge; a reviewer or
docs bot), and the instrument they grade with (a rubric, a scoring guide, a marking scheme).
The translations are the evaluators of the table of grade words
(`gate.docs.addressing.phrases.grade_languages`), one list for every language it reads.

"Rater", "reviewer" and "judge" alone are not here: ratings, code reviews and courts are
ordinary data, and a sentence about their rows names them as its subject all the time.
"""

from __future__ import annotations

from gate.docs.addressing.phrases.grade_languages import scripts, words_of

#: The people and machines that grade a text, in English (regular expression fragments,
#: folded: lower case, no accents).
ENGLISH_GRADERS = (
    r"graders?", r"scorers?", r"assessors?", r"examiners?", r"evaluators?",
    r"(?:grading|scoring|marking|judge|judging|evaluation|evaluator|review|reviewer|rating|"
    r"docs?|documentation) (?:models?|bots?|llms?|agents?|systems?|assistants?)",
    r"(?:llm|ai|automated|automatic|model|docs?|documentation) (?:judges?|graders?|"
    r"reviewers?|evaluators?|assessors?|scorers?|checkers?)",
)
#: What they grade with.
ENGLISH_INSTRUMENTS = (r"rubrics?", r"scoring guides?", r"marking schemes?", r"checklists?",
                       r"grading criteria", r"scorecards?")
#: Every grader noun the table knows: English, then each language's evaluators.
GRADER_NOUNS = (*ENGLISH_GRADERS,
                *(word for script in scripts() for word in words_of(script, "evaluator")))
