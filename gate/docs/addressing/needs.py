"""The words each phrase rule of `gate.docs.addressing.rules` needs: written by
`python -m scripts.addressing_needs` (which says how they are found); do not edit.

Keyed by `PhraseRule.key` (a hash of the rule's pattern and flags), so a rule edited
since is not in the table and runs on every text until the table is written again.
"""

NEEDS: dict[str, tuple[tuple[str, ...], ...]] = {
    "add2dc8ed9d532a8": (
        ("bypass", "disregard", "do not apply", "do not follow", "forget", "ignore", "override",
         "pay no attention to", "set aside", "stop following", "t apply", "t follow"),
        ("above", "accuracy", "assessment", "clarity", "completeness", "conciseness", "consistency",
         "constraint", "criteria", "criterion", "direction", "evaluation", "grading",
         "groundedness", "guideline", "instruction", "of the rubric", "polic", "prompt", "rubric",
         "scoring", "specificity", "system prompt", "you were given"),
    ),
    "df8c61cdb29e3662": (
        ("disregard", "do not follow", "forget", "ignore", "set aside", "stop following",
         "t follow"),
        ("rules",),
        ("above", "earlier", "evaluation", "grader", "grading", "judge", "preceding", "previous",
         "prior", "review", "scoring", "system", "your"),
    ),
    "bf2ec2340aef1198": (
        ("attention", "attn", "dear", "greetings", "hello", "hey", "hi"),
        ("a.i.", "ai", "ai model", "assessor", "assistant", "chatgpt", "claude", "copilot",
         "evaluator", "evaluators", "examiner", "gemini", "gpt", "grader", "graders", "grading ",
         "judge", "judges", "language model", "llm", "llms", "marker", "rater", "review ",
         "reviewer", "reviewers", "rubric", "scorer"),
    ),
    "9711ea16ec245802": (
        ("for", "to"),
        ("a.i.", "ai", "ai model", "assessor", "assistant", "chatgpt", "claude", "copilot",
         "evaluator", "evaluators", "examiner", "gemini", "gpt", "grader", "graders", "grading ",
         "judge", "judges", "language model", "llm", "llms", "marker", "rater", "review ",
         "reviewer", "reviewers", "rubric", "scorer"),
    ),
    "4c9d2dfaacfd6817": (
        ("a.i.", "ai", "ai model", "assessment", "assessor", "assistant", "chatgpt", "claude",
         "copilot", "evaluation", "evaluator", "evaluators", "examiner", "gemini", "gpt", "grader",
         "graders", "grading", "grading ", "judge", "judges", "judging", "language model", "llm",
         "llms", "marking", "rater", "review ", "reviewer", "reviewers", "rubric", "scorer",
         "scoring"),
    ),
    "e55a76695c68c218": (
        ("grade", "pass", "passed", "rating", "result", "score", "verdict"),
        ("answer", "emit", "give", "mark", "output", "print", "produce", "reply", "report",
         "respond", "return", "say", "set", "write"),
    ),
    "cb379d99f438787c": (
        ("assign", "award", "give", "grade", "grant", "mark", "rate", "score"),
    ),
    "a252a29c34a5a3bd": (
        ("are ", "have to", "must", "need to", "shall", "should", "will"),
        ("answer", "approve", "assign", "award", "give", "grade", "mark", "output", "pass", "rate",
         "reply", "respond", "score"),
        ("the", "you"),
    ),
    "c9b4bcbc6abde239": (
        ("are to", "is to", "must", "need", "ought to", "shall", "should", "will"),
        ("accept", "approve", "assign", "award", "deduct", "fail", "give", "grade", "mark",
         "overlook", "pass", "penali", "rate", "score", "skip", "treat "),
        ("ai", "ai model", "chatgpt", "claude", "evaluator", "evaluators", "gemini", "gpt",
         "grader", "graders", "grading ", "judge", "language model", "llm", "review ", "reviewer",
         "scorer"),
    ),
    "2b761537eed00925": (
        ("anybody", "anyone", "the ", "whoever", "whomever"),
        ("assesses", "assessing", "evaluate", "evaluating", "grade", "grading", "judge", "judging",
         "mark", "marking", "rate", "rating", "review", "reviewing", "score", "scoring"),
        ("me", "the ", "these", "this"),
    ),
    "08d9aa118766adc4": (
        ("assessing", "evaluating", "grading", "judging", "marking", "scoring"),
        ("before", "during", "if you are", "if you're", "when", "while"),
        ("accept", "approve", "assume", "award", "consider", "do not", "don", "give", "ignore",
         "mark", "overlook", "pass", "rate", "remember", "score", "skip", "treat"),
    ),
    "5afdd58b1f6c3b13": (
        ("deduct", "dock", "fail", "grade", "judge", "mark", "mark down", "penali", "rate",
         "score"),
        ("do not", "don", "never", "please do not", "please don"),
        ("brevity", "it", "length", "me", "the ", "this"),
    ),
    "a16e4d4845612c21": (
        ("answer", "answer with", "output", "reply with", "respond with", "return"),
    ),
    "886f6af9794dd63a": (
        ("disregard", "forget", "ignore"),
        ("above", "criteria", "criterion", "instruction", "prompt", "rubric", "said", "told"),
        (" you ", "all", "everything"),
    ),
    "cc767b6468fc3ad5": (
        ("evaluation", "evaluator", "grader", "grading", "judge", "review", "reviewer", "scoring"),
        ("for", "to"),
        ("ai", "automated", "llm", "machine"),
    ),
    "bfe3c778125f2fe8": (
        ("accepted", "approved", "given full marks", "pass", "passed", "rated ", "scored "),
        ("deserves to", "has to", "is to", "must", "needs to", "ought to", "shall", "should"),
        ("answer", "artifact", "content", "definition", "description", "descriptions", "doc",
         "docs", "documentation", "entry", "explanation", "paragraph", "prose", "rationale",
         "response", "section", "submission", "summary", "text", "this column", "this field",
         "this one", "wording", "write"),
    ),
    "bf1baf8a8670f703": (
        ("whatever you",),
        ("asked", "instructed", "told"),
        (" are", " have been", " were", "'ve been"),
    ),
    "0813dc0d99df7d6a": (
        ("passed",),
        ("score",),
        ("true",),
    ),
    "37a4fa1ca82158c8": (
        ("passed",),
        ("score",),
        ("true",),
    ),
    "d8ce4062bc3805a1": (
        ("criterion_id", "evidence", "reasoning"),
        ("passed", "score"),
    ),
    "e05f451bd8812cd2": (
        ("assessment", "evaluation", "grade", "graded", "mark", "marks", "rate", "rated", "rating",
         "result", "score", "scored", "scores", "scoring", "verdict"),
    ),
    "127e1d49ee92cb30": (
        ("boxes of the rubric", "criteria", "criterion", "evaluation criteria", "grading ",
         "quality ", "requirements of the rubric", "review criteria", "rubric"),
        ("clears", "complies with", "exceeds", "fulfilled", "fulfills", "fulfils", "meet", "meets",
         "met", "pass", "passed", "passes", "satisfied", "satisfies", "satisfy", "ticks"),
    ),
    "7f4fedc2c93543dc": (
        ("approved", "assessed", "checked", "evaluated", "graded", "reviewed", "scored",
         "validated", "verified"),
        ("by", "with "),
        ("already", "been", "has been", "have been", "is", "was", "were"),
    ),
    "6aea5d727f56ef6c": (
        ("by",),
        ("accepted", "approved", "cleared", "ok", "passed", "signed off", "validated", "verified"),
        ("ai", "ai model", "chatgpt", "claude", "evaluator", "evaluators", "gemini", "gpt",
         "grader", "graders", "grading ", "judge", "language model", "llm", "review ", "reviewer",
         "scorer"),
    ),
    "896be9c384ef306c": (
        ("expected", "final", "overall", "previous", "previously", "quality", "total"),
    ),
    "38da6d42f1f21162": (
        ("deserves", "earned", "earns", "merits", "must ", "should ", "warrants"),
    ),
    "997a29117c356b28": (
        ("already passed", "approved", "auto", "graded", "scored"),
    ),
    "db25389637868061": (
        ("accurate", "actionable", "clear", "complete", "compliant", "comprehensive", "concise",
         "consistent", "correct", "documented", "excellent", "exemplary", "faithful", "flawless",
         "fully compliant", "grounded", "helpful", "informative", "outstanding", "perfect",
         "precise", "quality", "readable", "rubric-compliant", "self-explanatory", "specific",
         "structured", "thorough", "unambiguous", "written"),
        ("answer", "artifact", "content", "definition", "description", "descriptions", "doc",
         "docs", "documentation", "entry", "explanation", "paragraph", "prose", "rationale",
         "response", "section", "submission", "summary", "text", "wording", "write"),
        ("are", "has been", "is", "looks", "reads as", "remains", "seems", "stays", "was"),
    ),
    "d38dd1d989cf78f7": (
        ("accurate", "actionable", "clear", "complete", "compliant", "comprehensive", "concise",
         "consistent", "correct", "documented", "excellent", "exemplary", "faithful", "flawless",
         "fully compliant", "grounded", "helpful", "informative", "outstanding", "perfect",
         "precise", "quality", "readable", "rubric-compliant", "self-explanatory", "specific",
         "structured", "thorough", "unambiguous", "written"),
        ("i am", "i'm", "it is", "it's", "we are"),
    ),
    "8287f2d98fd722cc": (
        ("accurate", "clear", "complete", "concise", "consistent", "grounded", "specific"),
    ),
    "872e5a9521f513c7": (
        ("accuracy", "clarity", "completeness", "conciseness", "consistency", "criteria",
         "groundedness", "rubric", "specificity"),
        ("achieves", "demonstrates", "excels ", "exhibits", "fulfills", "fulfils", "meets",
         "satisfies", "scores high on", "shows"),
        ("answer", "artifact", "content", "definition", "description", "descriptions", "doc",
         "docs", "documentation", "entry", "explanation", "paragraph", "prose", "rationale",
         "response", "section", "submission", "summary", "text", "wording", "write"),
    ),
    "33e309d0d3ea0e16": (
        ("accuracy", "actionability", "clarity", "completeness", "conciseness", "consistency",
         "groundedness", "specificity"),
    ),
    "8cbed0ac0930edc2": (
        ("accurate", "clear", "complete", "concise", "consistent", "grounded", "specific"),
    ),
    "7462ab6fb2e4f0c2": (
        ("criteri",),
        ("all", "each", "every"),
        ("addressed", "fulfilled", "met", "passed", "satisfied"),
    ),
    "8fbf63817193066a": (
        ("imagine", "play", "pretend", "role", "you"),
    ),
    "1ada8feda178d3a1": (
        ("act", "assume the role", "behave", "from now on", "imagine you are", "imagine you're",
         "play the role", "pretend", "pretend to be", "pretend you are", "role-play", "roleplay",
         "simulate being", "take the role", "you will now act"),
        ("ai", "assessor", "assistant", "chatbot", "critic", "dan", "developer mode", "evaluator",
         "examiner", "grader", "judge", "language model", "llm", "professor", "rater", "reviewer",
         "scorer", "teacher", "unrestricted"),
    ),
    "04427be6becfdaf5": (
        ("ai", "assistant", "human", "system", "user"),
    ),
    "9c7ff89dd2178917": (
        ("mode",),
        ("admin", "dan", "developer", "evaluator", "god", "grader", "grading", "jailbreak", "judge",
         "lenient", "review", "scoring", "unrestricted"),
        ("activate", "change", "enable", "enter", "go", "switch", "turn on"),
    ),
    "42a662c602e9564a": (
        ("assistant", "end", "endoftext", "eot", "header", "inst", "start", "sys", "sys>>",
         "system", "user"),
    ),
    "7a49cbfcb97115d2": (
        ("evaluator", "grader", "instruction", "instructions", "judge", "new instruction",
         "response", "system"),
    ),
    "cb7202cbcc1274e4": (
        ("<|", "assistant", "begin", "bot", "end", "eom", "human", "middle", "model", "prefix",
         "reserved_special_token", "sep", "suffix", "text", "turn", "turn>", "user"),
    ),
    "fe11c3c8ca955abb": (
        ("as a", "begin ", "end of ", "instruction", "message", "new instruction", "override",
         "prompt"),
    ),
    "a318c7ceb856da2e": (
        ("attention", "attn", "dear", "greetings", "hello", "hey", "hi", "yo"),
        ("agent", "ai", "assessor", "assistant", "bot", "checker", "checkers", "evaluator",
         "evaluators", "examiner", "grader", "graders", "judge", "llm", "marker", "model", "rater",
         "reviewer", "reviewers", "scorer", "system", "whoever"),
    ),
    "dedeafb4c1acd9d2": (
        ("agent", "ai", "assessor", "assistant", "bot", "checker", "checkers", "evaluator",
         "evaluators", "examiner", "grader", "graders", "judge", "llm", "marker", "model", "rater",
         "reviewer", "reviewers", "scorer", "system", "whoever"),
    ),
    "0042999766aa3a64": (
        ("accept", "agree", "all good", "answer", "approve", "approved", "consider", "do not",
         "don", "excellent", "fine", "flag", "generous", "give", "go easy", "ignore", "it is",
         "it's", "keep", "kind", "lenient", "lgtm", "looks", "mark", "nice", "no action", "nothing",
         "okay", "output", "pass", "passed", "perfect", "please", "rate", "reply", "respond",
         "return", "say", "skip", "this is", "this one", "thumbs up", "treat", "trust", "yes"),
        ("agent", "ai", "assessor", "assistant", "bot", "checker", "checkers", "evaluator",
         "evaluators", "examiner", "grader", "graders", "judge", "llm", "marker", "model", "rater",
         "reviewer", "reviewers", "scorer", "system", "whoever"),
    ),
    "7161c04c62a7c483": (
        ("if you",),
        (" are", "'re"),
        ("agent", "ai", "assistant", "bot", "checker", "evaluator", "grader", "judge", "llm",
         "model", "reviewer", "scorer", "system"),
    ),
    "9d8c03baffe22bcc": (
        (", you",),
        ("as ",),
        ("agent", "ai", "assessor", "assistant", "bot", "checker", "checkers", "evaluator",
         "evaluators", "examiner", "grader", "graders", "judge", "llm", "marker", "model", "rater",
         "reviewer", "reviewers", "scorer", "system", "whoever"),
    ),
    "391f1cbb5cda1ce2": (
        ("assessing", "checking", "evaluating", "grading", "judging", "marking", "reviewing",
         "scoring"),
        ("you",),
        (" are", "'re"),
    ),
    "38e0d972852beb23": (
        (" for ",),
        ("accepting", "approving", "grade", "grading", "marks", "passing", "rating", "score",
         "scoring"),
        ("th",),
    ),
    "77df0576adaf0b53": (
        ("agree", "can confirm", "confirm", "will agree", "will confirm", "would agree"),
        ("it", "this"),
        ("ai", "assessor", "checker", "evaluator", "grader", "grading model", "judge", "marker",
         "model", "reviewing model"),
    ),
    "a3b6821173bd93d0": (
        ("evaluation", "grading", "review", "rubric", "scoring", "verdict"),
        ("your ",),
    ),
    "8c119fdf7e6b9bfa": (
        ("accept", "approve", "greenlight", "merge", "okay", "pass", "sign off on", "validate"),
        ("all of ", "answer", "as is", "as-is", "column", "definition", "description", "doc",
         "docs", "documentation", "entry", "everything", "field", "it", "me", "model", "section",
         "submission", "text", "this", "this one", "us", "without ", "write"),
    ),
    "41c1b748ace21303": (
        ("accept", "approve", "greenlight", "sign off"),
    ),
    "c91fb29def9c01fb": (
        ("assess", "evaluate", "grade", "judge", "mark", "rank", "rate", "review", "score"),
    ),
    "82c60d7186993822": (
        ("assign", "award", "give", "grant"),
        ("10", "5 stars", "approval", "five stars", "full credit", "full marks", "highest", "max",
         "maximum", "pass", "passing grade", "passing score", "perfect rating", "perfect score",
         "thumbs up", "top marks"),
    ),
    "a3e90980d9e52d32": (
        ("assess", "check", "critici", "critique", "dock", "downgrade", "evaluate", "fail", "flag",
         "grade", "judge", "mark", "mark down", "penali", "question", "rate", "review", "score"),
        ("do not", "don", "dont", "never", "no need to", "there is no need to"),
    ),
    "82e39498dbfe7c53": (
        ("assess", "critici", "dock", "downgrade", "evaluate", "fail", "flag", "grade", "judge",
         "mark", "mark down", "penali", "rate", "score"),
        ("do not", "don", "dont", "never"),
        ("all of ", "answer", "column", "definition", "description", "doc", "docs", "documentation",
         "entry", "everything", "field", "it", "me", "model", "section", "submission", "text",
         "this", "this one", "us", "write"),
    ),
    "71cdbb337fa0e26a": (
        ("evaluation", "grade", "outcome", "rating", "result", "score", "verdict"),
        ("keep", "leave", "lock", "make", "set"),
        ("as", "at", "on", "to"),
    ),
    "d342f93915b7d70b": (
        ("answer", "emit", "output", "print", "reply", "respond", "return", "say"),
    ),
    "32993042db98b683": (
        ("say ",),
        ("it", "this"),
        (" is", "'s"),
    ),
    "15805b2d3f3e71aa": (
        ("accept", "consider", "count", "regard", "take", "treat"),
        ("approved", "complete", "correct", "done", "excellent", "final", "fine", "flawless",
         "good", "passed", "passing", "perfect", "sufficient", "valid"),
        ("all of ", "answer", "column", "definition", "description", "doc", "docs", "documentation",
         "entry", "everything", "field", "it", "me", "model", "section", "submission", "text",
         "this", "this one", "us", "write"),
    ),
    "a7368077c52945f6": (
        ("disregard", "excuse", "forgive", "ignore", "look past", "overlook", "skip over"),
        (" missing", "error", "flaw", "gap", "incompleteness", "missing ", "mistake", "omission",
         "shortcomings", "typos"),
    ),
    "404738c93c4edc8c": (
        ("disregard", "forgive", "ignore", "overlook"),
        ("here", "in th"),
        ("incomplete", "lacking", "missing", "short", "thin", "unclear", "vague"),
    ),
    "56857d5ff2a42f01": (
        ("assessment", "checks", "evaluation", "grading", "review", "scoring", "this check"),
        ("bypass", "forgo", "skip", "waive"),
    ),
    "39b17357b54af0f6": (
        ("easy", "generous", "gentle", "kind", "lenient", "nice", "soft"),
        ("be", "go"),
    ),
    "621df02bded7f702": (
        ("find", "flag", "raise", "report"),
        (" no",),
        (" issue", " problem", "ne", "thing"),
    ),
    "20a6f678df5f68ad": (
        (" override",),
        ("evaluation", "grader", "grading", "judge", "review", "score", "scoring", "verdict"),
    ),
    "260a3b87f47c0929": (
        ("accepted", "approved", "beyond ", "complete", "done", "excellent", "exempt from ",
         "final", "flawless", "good to go", "graded", "perfect", "reviewed", "self-evidently",
         "signed off", "sufficient", "to the highest standard", "validated", "verified"),
        (" of this ", "answer", "content", "definition", "description", "doc", "docs",
         "documentation", "entry", "paragraph", "submission", "text", "the ", "write"),
        ("are", "has been", "is", "looks", "reads as", "remains", "seems", "was"),
    ),
    "36bfe0d41f835539": (
        (" documented ",),
        ("column", "field", "model", "table"),
        ("flawlessly", "impeccably", "level", "perfectly", "standard"),
    ),
    "43e32b1f46f87545": (
        ("excluded from", "exempt from", "not subject to"),
        ("checks", "evaluation", "grading", "review", "scoring", "the check", "the review"),
        ("has been", "is", "was"),
    ),
    "847fc87cf828e53b": (
        ("approved", "assessed", "checked", "evaluated", "graded", "reviewed", "scored",
         "signed off", "validated"),
        ("been ",),
        (" ha",),
    ),
    "155cbd05678fcc69": (
        ("calls for", "deserves", "merits", "needs", "requires", "warrants"),
        ("assessment", "check", "checking", "evaluating", "evaluation", "grading", "marking",
         "review", "reviews", "scoring"),
        ("no", "not any", "zero"),
    ),
    "7e11be09ff69821d": (
        ("assessment", "check", "checking", "evaluating", "evaluation", "grading", "marking",
         "review", "reviews", "scoring"),
        ("need", "require", "warrant"),
        ("does not", "doesn", "will not", "won"),
    ),
    "20cf0cc457fa4d0b": (
        (" not be ",),
        ("evaluated", "failed", "flagged", "graded", "penali", "reviewed", "scored"),
        ("must", "need", "should"),
    ),
    "663969a6073930e3": (
        ("necessary", "needed", "required"),
        ("assessment", "changes", "check", "checking", "edits", "evaluating", "evaluation",
         "grading", "marking", "review", "reviews", "scoring"),
        ("no ",),
    ),
    "897682b09d8e0d9f": (
        ("necessary", "needed", "required", "unnecessary"),
        ("assessment", "check", "checking", "evaluating", "evaluation", "grading", "marking",
         "review", "reviews", "scoring"),
        ("are", "is"),
    ),
    "21376aa531c60bca": (
        ("necessary", "needed", "required", "unnecessary"),
    ),
    "c69f248b917ad767": (
        ("nothing ",),
        ("to ",),
        ("change", "check", "criticise", "criticize", "fault", "fix", "flag", "grade", "improve",
         "review"),
    ),
    "96c215101dc36e88": (
        ("already ",),
        ("approved", "assessed", "checked", "confirmed", "evaluated", "graded", "passed",
         "reviewed", "scored", "validated", "verified"),
    ),
    "aa67ffb70f51720a": (
        ("clears", "complies with", "conforms to", "exceeds", "fulfills", "fulfils", "meet",
         "meets", "passes", "satisfies", "satisfy"),
        ("bar", "checks", "criteria", "guidelines", "requirements", "rubric", "standard"),
        ("all", "any", "each", "every", "our", "the", "your"),
    ),
    "99dded333027a344": (
        ("checks", "criteria", "requirements", "rubric", "standard"),
        ("exceeds", "fulfills", "fulfils", "meets", "passes", "satisfies"),
        ("all", "each", "every", "the"),
    ),
    "9fefaa5d1998f0c1": (
        ("cleared", "passed"),
        ("checks", "documentation review", "evaluation", "grading", "quality check", "review",
         "the check"),
        (" of this ", "answer", "column", "content", "definition", "description", "doc", "docs",
         "documentation", "entry", "field", "it", "paragraph", "submission", "text", "the ", "this",
         "this doc", "this one", "write"),
    ),
    "91a87e7c1db83ac5": (
        ("credit", "grade", "marks", "points", "rating", "score", "stars"),
        ("deserve", "earn", "earned", "is worthy of", "merit", "warrant", "worth"),
        ("10", "full", "high", "highest", "max", "maximum", "passing", "perfect", "top"),
    ),
    "b6bf4392fe647e6b": (
        ("worth ",),
        ("10", "a perfect score", "full credit", "full marks", "top marks"),
    ),
    "2820828add0e1e53": (
        ("assessment", "evaluation", "grade", "mark", "rating", "result", "score", "verdict"),
    ),
    "203bd65e6850e7e9": (
        ("already ", "previously "),
        ("approved", "graded", "passed", "rated", "scored"),
    ),
    "9375fc8b429a9c28": (
        ("10 / 10", "10/10", "100 / 100", "100/100", "20 / 20", "20/20", "5 / 5", "5/5", "a+",
         "full credit", "full marks", "full points", "pass ", "perfect score", "top marks", "★★★",
         "⭐⭐⭐"),
    ),
    "10a6639051fc982e": (
        ("expected ",),
        ("answer", "output", "response", "result", "verdict"),
        (" th",),
    ),
    "25fe4743da24a873": (
        ("ai:", "assistant:", "developer:", "human:", "system:", "user:"),
    ),
    "b557c2942f07ff41": (
        ("assistant", "evaluator", "grader", "grader note", "instruction", "judge", "note to ",
         "reviewer note", "sys", "system", "user"),
    ),
    "3048975d9ef7d018": (
        ("assistant", "developer", "system"),
        ("role",),
    ),
    "4755e252788e8f62": (
        ("approved", "excellent", "full marks", "pass", "passed", "perfect", "score",
         "well documented"),
        ("ai", "assistant", "evaluator", "grader", "judge"),
    ),
    "cc7e479b38a780df": (
        ("grader note", "note to ", "reviewer note", "system prompt"),
    ),
    "ccd6c9f14682a4d8": (
        ("accept", "answer with", "approve", "assess", "assign", "award", "consider", "evaluate",
         "give", "grade", "judge", "mark", "output", "pass", "rate", "regard", "reply with",
         "report", "respond with", "return", "score", "treat"),
        ("advised", "are to", "asked", "encouraged", "expected", "has to", "have to", "instructed",
         "invited", "is to", "meant", "must", "need to", "needs to", "ought to", "requested",
         "required", "shall", "should", "supposed", "told", "urged", "will", "would"),
        ("assessor", "assessors", "checker", "checkers", "evaluator", "evaluators", "examiner",
         "examiners", "grader", "graders", "grading model", "judge", "judges", "llm", "marker",
         "markers", "model", "rater", "raters", "reviewer", "reviewers", "scorer", "scorers"),
    ),
    "3b762f0642de1adc": (
        (" this ",),
        ("accept", "approve", "pass", "sign off on"),
        ("advised", "are to", "asked", "encouraged", "expected", "has to", "have to", "instructed",
         "invited", "is to", "meant", "must", "need to", "needs to", "ought to", "requested",
         "required", "shall", "should", "supposed", "told", "urged", "will", "would"),
    ),
    "7f4ff9546c34d6ad": (
        ("approved", "graded", "marked", "passed", "rated", "scored"),
        ("a 10", "a perfect ", "acceptable", "approved", "complete", "compliant", "excellent",
         "exemplary", "flawless", "full marks", "fully documented", "grade", "high", "highest",
         "highly", "mark", "maximum", "outstanding", "passed", "passing", "perfect", "rating",
         "satisfactory", "score", "sufficient", "top marks", "well documented"),
        ("if ",),
    ),
    "f84c1efea2824156": (
        ("assessed", "evaluated", "graded", "judged", "marked", "rated", "scored"),
        ("excellent", "exemplary", "flawless", "full marks", "fully documented", "grade", "high",
         "highest", "highly", "mark", "maximum", "outstanding", "passing", "perfect", "rating",
         "satisfactory", "score", "top marks", "well documented"),
        ("be ",),
    ),
    "aeaf472ed34f2d80": (
        ("assessor", "check", "checker", "evaluator", "grader", "judge", "reviewer"),
        ("clears", "deserves", "excellent", "exemplary", "flawless", "full marks",
         "fully documented", "high", "highly", "meets", "outstanding", "passes", "passing",
         "perfect", "satisfactory", "satisfies", "top marks", "well documented"),
        ("it", "this "),
    ),
    "f1d673e53a034c47": (
        ("assessment", "check", "checks", "criteria", "criterion", "evaluation", "grading",
         "review", "rubric", "scoring"),
        ("bypass", "disable", "disregard", "drop", "forgo", "ignore", "omit", "skip", "turn off",
         "waive"),
        ("assessing", "checking", "evaluating", "for", "from", "grading", "here", "in", "of", "on",
         "rating", "reviewing", "scoring"),
    ),
    "d29041126658c29d": (
        ("assessment", "check", "checks", "criteria", "criterion", "evaluation", "grading",
         "review", "rubric", "scoring"),
        ("from", "out of"),
        ("exclude", "excuse", "exempt", "keep", "leave", "spare"),
    ),
    "7f4272c0b2244c11": (
        ("assume", "consider", "count", "deem", "mark", "regard", "take", "treat"),
        ("bar", "check", "criteria", "criterion", "requirement", "rubric", "standard"),
        ("achieved", "cleared", "fulfi", "fulfilled", "met", "passed", "satisfied", "ticked",
         "ticked off"),
    ),
    "72bf068a54f24428": (
        ("acceptable", "exemplary", "fully documented", "outstanding", "satisfactory", "sufficient",
         "well documented"),
        ("call", "consider", "count", "deem", "judge", "regard", "take", "treat"),
        ("all of ", "answer", "column", "definition", "description", "doc", "docs", "documentation",
         "entry", "everything", "field", "it", "me", "model", "section", "submission", "text",
         "this", "this one", "us", "write"),
    ),
    "9eaf7f215df73510": (
        ("acceptable", "approved", "complete", "compliant", "excellent", "exemplary", "flawless",
         "meets expectations", "passed", "passing", "perfect", "satisfactory", "sufficient"),
        ("flag", "grade", "label", "log", "mark", "rate", "record", "tag"),
    ),
    "9f3fa5b46ec8782c": (
        ("grade", "outcome", "rating", "result", "score", "status", "verdict"),
        ("accepted", "approved", "excellent", "pass", "satisfactory"),
        ("change", "make", "set", "update"),
    ),
    "e3962c4f738790de": (
        ("assign", "emit", "output", "produce", "report", "return"),
        ("full marks", "grade", "highest", "mark", "maximum", "rating", "score", "top marks"),
    ),
    "103d40bb7ab8596f": (
        ("credit", "marks", "points", "score"),
        (" be ",),
        ("deducted", "docked", "lost", "removed", "subtracted", "taken", "taken off"),
    ),
    "447682e03dd9b68e": (
        ("credit", "marks", "points"),
        ("must", "shall", "should"),
        ("be docked", "be penali", "lose"),
    ),
    "8f16fb5a40a0d299": (
        ("grading", "marking", "rating", "scoring"),
        ("below", "less than", "lower than", "under"),
        ("a mistake", "an error", "inappropriate", "incorrect", "unfair", "unjust", "unwarranted",
         "wrong"),
    ),
    "4cacaa064f20c740": (
        ("grade", "mark", "rating", "result", "score", "verdict"),
        (" th",),
        ("column", "description", "doc", "documentation", "entry", "field", "text"),
    ),
    "a1dad8ce1409f3fa": (
        ("descarta", "desconsidere", "dimentica", "esquece", "ignora", "ignorad", "ignorar",
         "ignore", "olvida"),
        ("criteri", "criterios", "critérios", "indicaciones", "instrucciones", "instrucoes",
         "instruções", "istruzioni", "reglas", "regole", "regras", "rubrica", "rúbrica"),
    ),
    "5562d52609a5c685": (
        ("avalia", "calificaci", "evaluaci", "nota", "pontua", "punteggio", "puntuaci",
         "valutazione", "voto"),
    ),
    "6d4c78a078d49fd3": (
        ("descri",),
        ("chiara", "clara", "coerente", "coherente", "completa", "consistente", "precisa"),
        ("esta", "la", "la presente", "questa"),
    ),
    "d7a2431f8fb76ff9": (
        ("asistente", "avaliador", "calificador", "evaluador", "giudice", "juez",
         "modelo de lenguaje", "revisor", "revisore", "valutatore"),
        ("al", "al caro", "ao", "caro", "estimado", "para el", "querido"),
    ),
    "353c07bf46d602dd": (
        ("aprueba", "atende", "cumple", "satisface", "soddisfa", "supera"),
        ("crit",),
        ("odos", "utti"),
    ),
    "28bf3c6991a0772e": (
        (" pas compte", "ignore", "oublie"),
        ("consignes", "criteres", "critères", "grille", "instructions", "regles", "rubrique",
         "règles"),
    ),
    "995b3034b7df6b3f": (
        ("evaluation", "maximale", "note", "parfaite", "score", "évaluation"),
    ),
    "dced93bd0c05df3a": (
        ("description",),
        ("claire", "cohérente", "complete", "complète", "précise"),
        ("cette", "la présente"),
    ),
    "6bed93f8475933b0": (
        ("assistant", "correcteur", "evaluateur", "juge", "modèle", "relecteur", "évaluateur"),
        ("au ", "cher ", "chère ", "à l'"),
    ),
    "c9ee9cb7fa894c86": (
        ("tu es ",),
        ("assistant", "correcteur", "evaluateur", "juge", "évaluateur"),
        ("la", "le", "maintenant un", "un", "une"),
    ),
    "769c006ec5a35e09": (
        ("tous les critères",),
        ("remplit", "respecte", "satisfait"),
    ),
    "77f417b8cfacc7c1": (
        ("ignorier",),
        ("anleitung", "anweisungen", "bewertungskriterien", "kriterien", "regeln", "rubrik",
         "vorgaben"),
    ),
    "ca906fae18563767": (
        ("benotung", "bewertung", "punktzahl"),
    ),
    "0bd0cb1d78d15088": (
        ("diese beschreibung ist",),
        ("eindeutig", "klar", "konsistent", "präzise", "vollständig"),
    ),
    "8c6e378ae012ada6": (
        ("an den", "an die", "hallo", "liebe", "lieber"),
        ("assistenten", "bewerter", "gutachter", "ki", "prüfer", "richter"),
    ),
    "d3411f0ecedcfce5": (
        ("du bist ",),
        ("assistent", "bewerter", "gutachter", "prüfer", "richter"),
        ("der", "die", "ein", "eine", "jetzt ein"),
    ),
    "80fc122a9d5535e4": (
        ("erfüllt alle ",),
        ("kriterien",),
    ),
    "3ae0626969ed6b67": (
        ("avaliador", "bewerter", "calificador", "correct", "corrector", "corretor", "correttore",
         "esaminatore", "evaluador", "evaluat", "examinador", "examinat", "gutachter", "korrektor",
         "pruefer", "prüfer", "relecteur", "relectrice", "revisor", "revisore", "valutatore",
         "évaluat"),
    ),
    "c3b61f691f24994f": (
        (" pasar", " passer", "accepte", "accetta", "aceite", "acepta", "akzeptiere", "approuve",
         "approva", "aprova", "aprove", "apru", "apruebe", "aprueben", "genehmige", "val",
         "valide"),
    ),
    "3811eaf6b435fe3f": (
        ("10", "10 de 10", "20", "bestnote", "chste ", "meilleure note", "nota 10", "note 20",
         "note maximale", "note parfaite", "punteggio massimo", "sobresaliente", "un 10",
         "volle punktzahl", "voto massimo", "xima", "xima "),
    ),
    "f075f875453b0eb9": (
        ("approvat", "aprobad", "aprovad", "bestanden", "korrekt", "perfekt", "superat", "ussi",
         "valid"),
        ("markiere", "marque", "rca", "segna"),
        ("als", "come", "comme", "como"),
    ),
    "2c45b83e63e5885a": (
        ("als bestanden", "comme valid"),
        ("bewerten", "markieren", "marquer", "noter", "werten"),
    ),
    "a01ce7d45b982998": (
        ("claire", "clara", "completa", "complète", "einwandfrei", "excelente", "excellent",
         "fehlerfrei", "hervorragend", "impec", "impecable", "impeccabile", "klar", "parfait",
         "perfect", "perfeit", "perfekt", "perfett", "prochable", "vollst"),
        ("beschreibung", "descri", "descripci", "description", "descrizione", "doc", "documenta",
         "documentaci", "documentation", "dokumentation", "testo", "text", "texte", "texto"),
        ("ce", "cette", "diese", "dieser", "dieses", "essa", "esse", "esta", "este", "la presente",
         "questa", "questo"),
    ),
    "3f31e6b126e11e4c": (
        ("arfait", "erfect", "erfeit", "erfekt", "erfett"),
        ("approuve", "approva", "aprove", "apru", "genehmige", "valide"),
        (" p",),
    ),
    "7749f9a1a48e0d39": (
        ("merece", "mereces", "merita", "rite", "verdient"),
        ("10", "10 de 10", "20", "bestnote", "la m", "nota ", "note maximale", "punteggio massimo",
         "volle punktzahl", "xima"),
    ),
    "cbdbca418b23ef03": (
        ("avalia", "bewertung", "contr", "control", "controllo", "evaluaci", "fung", "revis",
         "revisi", "rification", "valuation", "valutazione", "verifica"),
        ("berspring", "ignora", "ignore", "ignorier", "ltate", "ometti", "omita", "omite", "omitid",
         "passe", "pula", "pule", "salta", "saute", "tralascia"),
        ("beschreibung", "campo", "champ", "colonna", "colonne", "columna", "coluna", "descri",
         "descripci", "description", "descrizione", "feld", "spalte", "testo", "text", "texte",
         "texto"),
    ),
    "512a38a189cb8b01": (
        ("betrachte", "consid", "consider"),
        ("anforderungen", "crit", "criteri", "criterios", "exigences", "kriterien", "requisiti",
         "requisitos"),
        ("atendidos", "cumplidos", "cumpridos", "erf", "remplis", "respect", "rispettati",
         "satisfaits", "satisfechos", "satisfeitos", "soddisfatti"),
    ),
    "d912375613629fa3": (
        ("attribuer", "attribuez", "avaliar", "avalie", "bewerte", "bewerten", "calificar",
         "califique", "dare", "darle", "donner", "noter", "notez", "puntuar", "valutare", "valuti"),
        ("10", "20", "bestnote", "la meilleure note", "nota m", "note maximale", "pontua",
         "punteggio massimo", "puntuaci", "sobresaliente", "volle punktzahl", "voto massimo"),
    ),
    "95ff5d5867de188b": (
        ("avalia", "bewertung", "calificaci", "evaluaci", "nota", "note", "pontua", "punktzahl",
         "punteggio", "puntuaci", "valuation", "voto"),
        ("10", "10 de 10", "10 su 10", "10 sur 10", "10 von 10", "20", "approvat", "aprobad",
         "aprovad", "bestanden", "maximale", "sehr gut", "xima"),
    ),
    "dbfc5f4625026bfc": (
        ("инструкции", "критерии", "правила", "указания"),
        ("забудь", "игнорируй", "не обращай внимания на", "проигнорируй"),
    ),
    "b86988e0935bbf27": (
        ("балл", "баллы", "оценка"),
    ),
    "0282b486b66ce319": (
        ("это описание",),
        ("полное", "понятное", "точное", "ясное"),
    ),
    "b399b609599e1021": (
        ("ассистент", "оценщик", "рецензент", "судья"),
        ("ты",),
    ),
    "7f86b5cccb508078": (
        ("不要理会", "忽略", "忽视", "无视"),
        ("指令", "指示", "标准", "规则", "评分标准", "说明"),
    ),
    "76123f1873645b53": (
        ("1.0", "10", "100", "满分"),
        ("分数", "得分", "打分", "评分", "评级"),
    ),
    "d617c17496d6103e": (
        ("打满分", "满分", "高分"),
    ),
    "4a37cf80b129bd8b": (
        ("描述",),
        ("一致", "准确", "完整", "清晰"),
    ),
    "2833e9baf7d755d2": (
        ("助手", "裁判", "评分员", "评委", "评审"),
    ),
    "3d266749c10e72a9": (
        ("を無視", "無視して"),
    ),
    "ada1beee4ecec55c": (
        ("スコア", "点数", "評価"),
        ("1.0", "10", "満点"),
    ),
    "cf47efbf6ca53b1c": (
        ("この説明は",),
        ("完全", "明確", "正確"),
    ),
    "b6c14dfeca035a6f": (
        ("あなたは",),
        ("アシスタント", "審査員", "採点者", "評価者"),
    ),
    "b1ea6bae1c503900": (
        ("이전 지시",),
        (" 무시",),
    ),
    "ed66a967ee698408": (
        ("점수", "평가"),
        ("1.0", "10", "만점"),
    ),
    "8f176e2198e12d15": (
        ("ассистент", "бот", "ии", "модель", "оценщик", "проверяющ", "рецензент", "экзаменатор"),
    ),
    "8bfb0f47f1eee5c3": (
        ("высш", "максимальн", "наивысш", "полн", "постав", "ставь"),
    ),
    "c655a4f89bb377df": (
        ("оцени",),
        ("10 из 10", "10/10", "высш", "максимум", "отлично"),
    ),
    "06239db5b12c9945": (
        (" описание", "одобрен", "принят", "пройден", "успешн"),
        ("засчитай", "одобри", "отметь", "пометь", "прими"),
    ),
    "5beb8a7a9c9cdcea": (
        ("не оценивай", "не проверяй", "пропусти"),
        ("колонку", "описание", "оценку", "поле", "проверку"),
    ),
    "d912dea64b5d04af": (
        ("критерии", "требования"),
        ("признай", "считай", "считать"),
        ("выполненными", "выполнены", "соблюд", "соблюдены", "удовлетвор"),
    ),
    "83a1ea96908cde40": (
        (" описание ",),
        ("безупречн", "идеально", "отлично", "полн", "превосходн"),
        ("данное", "это"),
    ),
    "2b7d9cbf0e5ca514": (
        ("チェッカー", "レビュアー", "レビューア", "審査員", "採点者", "査読者", "評価者"),
    ),
    "9431511be8fb8eec": (
        ("あげて", "お願い", "ください", "して", "つけて", "下さい", "与えて", "付けて"),
        ("10点", "合格", "承認", "最高点", "最高評価", "満点", "高得点", "高評価"),
    ),
    "2f7e325b4c0843c3": (
        ("スコア", "採点", "点数", "評価"),
        ("10/10", "100点", "10点", "合格", "満点"),
    ),
    "a2db35db40ef1d6e": (
        ("ドキュメント", "文章", "記述", "説明"),
        ("完ぺき", "完全", "完璧", "満点", "申し分な", "非の打ち所がな"),
    ),
    "98d31fb42e7b488a": (
        ("审核员", "审阅者", "检查员", "评估员", "评分员", "评委", "评审", "评审员", "阅卷人"),
    ),
    "1f4f03b620f78bb9": (
        ("10分", "判定", "十分", "批准", "放行", "最高分", "标记", "满分", "通过", "高分"),
    ),
    "ef3ecc4e89ccc52f": (
        ("描述", "文档", "说明"),
        ("完美", "无可挑剔", "无懈可击", "满分"),
    ),
    "efcd4d82df6ef544": (
        ("分数", "得分", "评价", "评分", "评级"),
        ("10/10", "100分", "10分", "优秀", "满分", "通过"),
    ),
}
