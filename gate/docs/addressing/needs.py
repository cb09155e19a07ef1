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
    "13c53f00ba2a2e86": (
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
    "b97ce43ea671f5e0": (
        ("assistant", "end", "endoftext", "eot", "evaluator", "grader", "header", "inst",
         "instruction", "instructions", "judge", "new instruction", "response", "start", "sys",
         "sys>>", "system", "user"),
    ),
    "fe11c3c8ca955abb": (
        ("as a", "begin ", "end of ", "instruction", "message", "new instruction", "override",
         "prompt"),
    ),
    "a1dad8ce1409f3fa": (
        ("descarta", "desconsidere", "dimentica", "esquece", "ignora", "ignorad", "ignorar",
         "ignore", "olvida"),
        ("criteri", "criterios", "critérios", "indicaciones", "instrucciones", "instrucoes",
         "instruções", "istruzioni", "reglas", "regole", "regras", "rubrica", "rúbrica"),
    ),
    "e3da25c461942226": (
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
    "cd882fe62cc64c95": (
        ("evaluation", "note", "score", "évaluation"),
        ("10", "20", "maximale", "parfaite"),
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
}
