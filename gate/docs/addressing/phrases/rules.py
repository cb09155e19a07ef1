"""The phrase rules of `gate.docs.addressing.detector`: the words and shapes of text that addresses
the grader, as patterns over the views that module makes of a text.

Each rule is a phrase, not a word: an imperative aimed at the rubric or the grader, a verdict
claimed next to a self-reference, the rubric's own adjectives said of "this description". The
claims of a score also need the text to speak of itself or of a grader nearby (`CONTEXT`), or
to stand alone on their line. Every optional word carries its own separator, so no two
whitespace repeats meet and a match is linear in the text (a test checks each pattern's
shape); the texts they read have their whitespace runs collapsed first.

How a rule is matched (compiled at first use, skipped on a text without its needed words,
combined with the others for long texts) is `gate.docs.addressing.matching.phrase_rule`'s.
"""

from __future__ import annotations

from typing import Literal

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.addressing.matching.phrase_rule import AddressingRule, PhraseRule
from gate.docs.addressing.phrases.acts import ENGLISH_ACTS
from gate.docs.addressing.phrases.acts_languages import OTHER_LANGUAGE_ACTS, OTHER_SCRIPT_ACTS
from gate.docs.addressing.phrases.acts_requests import REQUEST_ACTS

#: Words a text uses of itself: "this description", "the above text", "this write-up".
DOC_NOUNS = (r"(?:description|descriptions|documentation|doc|docs|write-?up|artifact|prose|"
             r"wording|rationale)")
LOOSE_NOUNS = (r"(?:text|section|entry|paragraph|answer|response|submission|content|definition|"
               r"explanation|summary)")
QUALIFIERS = (r"(?:(?:column|model|source|table|field|metric|test|seed|snapshot|macro|markdown|"
              r"dbt|yaml|drafted|written|generated)\s+){0,2}")
SELF = (rf"(?:(?:this|the|my|our|present|current|above|below|following|preceding|foregoing|"
        rf"previous|that)\s+{QUALIFIERS}{DOC_NOUNS}|(?:this|my|our|present|above|below|following|"
        rf"preceding|foregoing)\s+{QUALIFIERS}{LOOSE_NOUNS})\b")
AI = (r"(?:ai|a\.i\.|llm|llms|gpt(?:-?\d\w*)?|chatgpt|claude|gemini|copilot|assistant|"
      r"language model|ai model|grading (?:model|system|bot|agent|pipeline|service|tool)|"
      r"grader|graders|judge|judges|evaluator|evaluators|rubric|scorer|rater|"
      r"review (?:bot|agent|model))")
#: Graders that no ordinary description names: the judge of a court or an eval run, an
#: assistant in a chat log and a human reviewer are all data, so they are not in this list.
MACHINE_GRADER = (r"(?:ai|llm|gpt(?:-?\d\w*)?|chatgpt|claude|gemini|language model|ai model|"
                  r"grader|graders|grading (?:model|system|bot|agent|pipeline|service|tool)|"
                  r"evaluator|evaluators|scorer|review (?:bot|agent|model)|"
                  r"ai (?:judge|grader|reviewer|evaluator)s?)")
#: A verdict attributed to a grader: "by the evaluator", "from the reviewer".
ATTRIBUTED = (rf"(?:by|from|per|according to|says|said)(?:\s+(?:the|an?|our|your|any))?\s+"
              rf"(?:[\w-]+\s+)?(?:{AI}|reviewer|reviewers)\b")
CONTEXT = lazy_pattern(rf"\b(?:{SELF}|{ATTRIBUTED}|rubric|grader|graders|i am|i'm|itself|"
                       r"(?:on|for|in)\s+(?:clarity|consistency|completeness|specificity|"
                       r"conciseness))")
ONE = r"(?:1(?:\s?[.,]\s?0+)?(?!\s?[.,]?\s?\d)|10\s?/\s?10|5\s?/\s?5|100\s?/\s?100|100\s?%)"
RUBRIC_WORDS = (r"(?:clear|complete|concise|accurate|consistent|comprehensive|specific|"
                r"well[- ]?(?:written|structured|documented|grounded)|thorough|excellent|"
                r"high[- ]quality|informative|precise|unambiguous|correct|actionable|flawless|"
                r"perfect|exemplary|outstanding|self-explanatory|rubric-compliant|grounded|"
                r"faithful|helpful|readable|fully compliant|compliant)")
#: What follows a speaker's label when it dictates a verdict ("Grader: pass this").
VERDICT_AHEAD = (r"(?=\s*(?:pass|passed|passing|approve|approved|accept|score|rate|grade|give|"
                 r"please|this|ignore|disregard|you|full marks|perfect|\d|true|yes|ok|no need|"
                 r"skip|don'?t|do not|it'?s|it is|treat|consider|all good|looks good|lgtm|fine|"
                 r"grading|every|all descriptions|mark|output|return|answer|respond)\b)")
#: A scale being explained is no claim: "a score of 1.0 means ...".
NOT_A_SCALE = (r"(?!\s*(?:means|indicates|represents|is given|is assigned|is returned|signals|"
               r"denotes|corresponds|implies|when|if|for (?:a|an|each|every)|"
               r"on (?:a|the) scale)\b)")
#: A range or a choice is no claim: "grade: pass/fail", "score 1.0 to 5.0".
NOT_A_RANGE = r"(?!\s*(?:/|or\b|and\b|to\b|-\s*\d|through\b|–|\?))"
NOT_A_CLAIM_AFTER = (r"(?!\w|\s+(?:as of|for|until|only|when|if|except|at|in|on|to|with|once|"
                     r"after|before|from|by|since|up to|through|unless|where|but)\b)")


def _rule(rule: AddressingRule, pattern: str, *,
          needs_context: Literal["none", "near", "near_or_alone"] = "none") -> PhraseRule:
    return PhraseRule(rule, pattern, needs_context)


#: The English acts, direct and indirect: a name is not read for them (`find_in_name`).
ENGLISH_ACT_RULES: tuple[PhraseRule, ...] = (*ENGLISH_ACTS, *REQUEST_ACTS)
ENGLISH: tuple[PhraseRule, ...] = (
    # Imperatives aimed at the rubric or the prompt: "ignore the rubric", "disregard all
    # previous instructions". The words between are a closed set, so "ignore nulls" or "ignore
    # the discount rules" never match.
    _rule("instruction",
          r"\b(?:ignore|disregard|forget(?: about)?|set aside|pay no attention to|do not follow|"
          r"don'?t follow|do not apply|don'?t apply|stop following|override|bypass)\s+"
          r"(?:(?:all|any|every|each|the|your|my|previous|prior|above|earlier|preceding|"
          r"foregoing|system|grading|scoring|evaluation|original|other|these|those|its|of|"
          r"judge'?s|grader'?s|given|provided|stated|said|rest of the)\s+){0,4}"
          r"(?:(?:clarity|consistency|completeness|specificity|conciseness|accuracy|groundedness)"
          r"\s+(?:check|criterion|criteria|requirement|rule|score|test)|"
          r"instructions?|rubrics?|criteria|criterion|guidelines?|prompts?|system prompt|"
          r"directions?|grading|scoring|evaluation|assessment|constraints?|polic(?:y|ies)|"
          r"rules? (?:above|of the rubric|you were given))"),
    # Rules alone are too ordinary ("## Ignore rules"): only the grader's count.
    _rule("instruction",
          r"\b(?:ignore|disregard|forget|set aside|do not follow|don'?t follow|stop following)\s+"
          r"(?:(?:all|any|the|of)\s+){0,2}(?:your|previous|prior|above|earlier|preceding|grading|"
          r"scoring|evaluation|judge'?s|grader'?s|system|review)\s+(?:[\w-]+\s+)?rules\b"),
    # Speaking to the grader: "Dear grader", "note to the AI", "Reviewer note:".
    _rule("instruction",
          rf"\b(?:dear|hey|hi|hello|attention|attn|greetings)(?:\s*,)?\s*(?:the\s+|our\s+|my\s+)?"
          rf"(?:automated\s+|human\s+)?(?:{AI}|reviewer|reviewers|assessor|marker|examiner)\b"),
    _rule("instruction",
          rf"\b(?:note|notes|notice|message|instructions?|memo|reminder|p\.?s\.?|hint)\s+"
          rf"(?:to|for)\s+(?:the\s+|any\s+|all\s+|our\s+)?(?:automated\s+)?(?:{AI}\b|"
          r"(?:reviewer|reviewers|assessor|marker|examiner)\s*[:,\-—])"),
    _rule("instruction",
          r"(?:^|[.!?(][ \t]?)[ \t]*(?:[-*+>#]{1,6}[ \t]*|//[ \t]*|\d+[.)][ \t]*)?"
          rf"(?:{AI}|reviewer|reviewers|assessor|examiner|evaluation|grading|scoring|judging|"
          r"assessment|marking)'?s?(?:\s*(?:note|notes|message|instructions?|memo|hint|reminder|verdict|guidance|directive))?"
          rf"\s*[:—]{VERDICT_AHEAD}"),
    # A verdict dictated: "answer passed: true", "respond with score 1.0".
    _rule("instruction",
          r"\b(?:answer|respond|reply|output|return|say|print|write|emit|set|mark|report|"
          r"produce|give)\s+(?:back\s+)?(?:with\s+|only\s+|that\s+|it\s+as\s+|this\s+as\s+|as\s+|"
          r"the\s+)?(?:[\"'{(\[]\s*){0,3}(?:passed|pass|score|verdict|result|grade|rating)"
          rf"[\"']?(?:\s*(?:[:=]|is|as|of|to))?(?:\s*[\"'])?\s*(?:true|yes|pass(?:ed)?\b|{ONE}|perfect)"
          r"(?!\s(?:when|if|once|unless|until|after|for (?:each|every|all|rows))\b)"),
    _rule("instruction",
          r"\b(?:(?:give|assign|award|grant)(?:\s+(?:this|it|me|us|the))?|(?:rate|score|grade|mark)"
          r"\s+(?:this|it|me|us))(?:\s+(?:text|description|section|doc|documentation|artifact|"
          r"entry|answer|column|paragraph|field|one))?"
          r"(?:\s+(?:a|an|the))?(?:\s+(?:score|grade|rating|mark|marks))?(?:\s+(?:of|as|at|with))?\s+"
          r"(?:full marks|top marks|a perfect score|perfect score|perfect|the (?:maximum|highest|"
          r"top|full|best) (?:score|grade|rating|marks)|five stars|5 stars|an? a\+|"
          rf"a passing (?:score|grade)|{ONE}(?:\s*(?:points?|stars?))?\b)",
          needs_context="near_or_alone"),
    _rule("instruction",
          rf"\b(?:you|the\s+{AI})\s+(?:must|should|shall|will|need to|have to|are (?:required|"
          r"instructed|told|expected) to)\s+(?:(?:now|always|simply|just|only|then|also|"
          r"definitely)\s+)?(?:give|assign|award|score|grade|rate|approve|answer|respond|reply|"
          r"output|mark|pass)\s+(?:\w+\s+){0,4}?(?:this|it|me|full|perfect|max(?:imum)?|highest|"
          rf"top|pass(?:ed|ing)?|true|{ONE}|an? a\b|five stars|approved)"),
    _rule("instruction",
          rf"\b{MACHINE_GRADER}(?:\s+(?:reviewers?|graders?|judges?|evaluators?|models?|"
          r"systems?))?\s+(?:must|should|shall|will|is to|are to|needs? to|ought to)\s+(?:not\s+)?"
          r"(?:(?:now|always|simply|just|only|then)\s+)?(?:give|assign|award|score|grade|rate|"
          r"approve|mark|pass|accept|skip|overlook|penali[sz]e|deduct|fail|treat (?:this|it))\b"),
    # Talking about whoever grades this text, or to them while they do.
    _rule("instruction",
          r"\b(?:whoever|whomever|anyone|anybody|the (?:person|model|llm|ai|system|agent|bot|one))"
          r"\s+(?:who\s+|that\s+)?(?:is\s+)?(?:scores?|scoring|grades?|grading|reviews?|reviewing|"
          r"evaluates?|evaluating|judges?|judging|marks?|marking|assesses|assessing|rates?|rating)"
          r"\s+(?:this|these|me|the (?:text|description|descriptions|doc|docs|documentation|"
          r"artifact))\b"),
    _rule("instruction",
          r"\b(?:when|while|before|during|if you are|if you're)\s+(?:grading|scoring|evaluating|"
          r"judging|assessing|marking)(?: (?:this|it|these|the (?:text|description|docs?)))?,?\s+"
          r"(?:please\s+)?(?:treat|consider|assume|give|award|pass|approve|ignore|skip|overlook|"
          r"don'?t|do not|mark|rate|score|accept|remember)\b"),
    _rule("instruction",
          r"\b(?:do not|don'?t|never|please don'?t|please do not)\s+(?:grade|mark|score|rate|"
          r"penali[sz]e|deduct|fail|mark down|dock|judge)\s+(?:points for\s+)?(?:this|it|me|"
          r"brevity|length|the (?:text|description|doc|length|brevity))\b"),
    _rule("instruction",
          r"\b(?:output|return|respond with|reply with|answer with|answer)\s+(?:only\s+)?(?:a\s+)?"
          rf"(?:{ONE}|true|passed|pass)\b",
          needs_context="near"),
    _rule("instruction",
          r"\b(?:ignore|disregard|forget)\s+(?:everything|all(?: of)? (?:that|this|the above)|"
          r"what(?:ever)? you (?:were|have been) (?:told|given))\b[^.!?\n]{0,60}?\b(?:rubric|"
          r"criteria|criterion|instructions?|prompt|told|above|said)\b"),
    _rule("instruction",
          r"(?:for|to)\s+(?:the\s+|any\s+)?(?:automated|ai|llm|machine)\s+(?:review|reviewers?|"
          rf"grading|graders?|evaluation|evaluators?|judges?|scoring)\s*[:,\-—]{VERDICT_AHEAD}"),
    _rule("instruction",
          rf"\b(?:{SELF}|this one|this field|this column)\s+(?:should|must|shall|has to|needs to|"
          r"deserves to|ought to|is to)\s+(?:be\s+)?(?:pass|passed|approved|accepted|"
          r"given full marks|scored (?:1|10|high)|rated (?:1|10|high|highly))\b"),
    _rule("instruction",
          r"\bwhatever (?:you were|you've been|you have been|you are) (?:instructed|told|asked)\b"),
    # Verdicts as the judge's reply would spell them.
    _rule("score_claim",
          r"[\"']?score[\"']?\s*[:=]\s*[\"']?[\d.]+[\"']?(?:\s*[,;])?\s*[\"']?passed[\"']?\s*[:=]\s*"
          r"[\"']?true"),
    _rule("score_claim",
          r"[\"']?passed[\"']?\s*[:=]\s*[\"']?true[\"']?(?:\s*[,;])?\s*[\"']?score[\"']?\s*[:=]"),
    _rule("score_claim",
          r"[\"'](?:criterion_id|reasoning|evidence)[\"']\s*:\s*[\"'][^\"'\n]{0,200}[\"']\s*,\s*"
          r"[\"'](?:score|passed)[\"']\s*:"),
    # Claims of a score or a verdict, counted next to a self-reference or a grader.
    _rule("score_claim",
          r"\b(?:score|scored|scores|scoring|rating|rated|rate|grade|graded|verdict|evaluation|"
          r"result|mark|marks|assessment)(?:\s*(?:[:=]|is|was|of|as|at|should be|must be|will be|"
          r"would be|equals|=))?\s*(?:a\s+)?(?:perfect(?: score)?|full marks|top marks|a\+|"
          rf"pass(?:ed|es)?\b|excellent|{ONE}){NOT_A_RANGE}{NOT_A_SCALE}",
          needs_context="near_or_alone"),
    _rule("score_claim",
          r"\b(?:passes|passed|pass|meets|met|meet|satisfies|satisfied|satisfy|fulfils|fulfills|"
          r"fulfilled|exceeds|complies with|clears|ticks)(?:\s+(?:all|every|each|the|of the|"
          r"all of the|every one of the|all the))?\s+(?:\w+\s+)?(?:criteria|criterion|rubric|"
          r"grading (?:criteria|requirements|bar)|quality (?:criteria|bar)|review criteria|"
          r"evaluation criteria|requirements of the rubric|boxes of the rubric)\b",
          needs_context="near_or_alone"),
    _rule("score_claim",
          r"\b(?:already|has been|have been|was|were|is|been)\s+(?:pre-?)?(?:reviewed|graded|"
          r"scored|evaluated|approved|verified|validated|checked|assessed)\s+(?:and\s+"
          r"(?:approved|passed|accepted)\s+)?(?:by\s+(?:the\s+|an?\s+)?(?:automated\s+)?"
          rf"{AI}\b|with (?:a )?(?:perfect|full|top) (?:score|marks))"),
    _rule("score_claim",
          r"\b(?:approved|passed|accepted|validated|verified|signed off|cleared|ok'?d)\s+by\s+"
          rf"(?:the\s+|an?\s+|our\s+)?(?:automated\s+)?{MACHINE_GRADER}\b"),
    _rule("score_claim",
          r"\b(?:quality|overall|total|final|expected|previous|previously)(?:\s*(?:grade|score|"
          rf"rating|graded|scored|rated))?\s*[:=]\s*(?:{ONE}|pass(?:ed)?\b|a\+|perfect)"
          rf"{NOT_A_RANGE}{NOT_A_SCALE}",
          needs_context="near"),
    _rule("score_claim",
          r"\b(?:deserves|merits|warrants|earns|earned|should (?:get|receive|be given)|"
          r"must (?:get|receive|be given))(?:\s+(?:a|an|the))?\s+(?:perfect|full|maximum|max|"
          rf"highest|top|passing|five-star|5-star|{ONE})(?:\s*(?:score|grade|rating|marks?|"
          r"stars?))?"),
    _rule("score_claim",
          r"\b(?:pre-?approved|pre-?graded|pre-?scored|already passed|auto-?pass(?:ed)?)\b",
          needs_context="near_or_alone"),
    # The rubric's own words said of the text itself.
    _rule("self_assessment",
          rf"\b{SELF}\s+(?:is|are|was|has been|reads as|remains|stays|looks|seems)\s+"
          r"(?:(?:very|fully|perfectly|entirely|completely|highly|extremely|exceptionally|"
          r"clearly|both|already|now|totally|100%|truly|wholly|sufficiently|maximally)\s+)?"
          rf"{RUBRIC_WORDS}{NOT_A_CLAIM_AFTER}"),
    _rule("self_assessment",
          rf"\b(?:i am|i'm|we are|it is|it's)\s+(?:(?:very|fully|perfectly|entirely|completely|"
          rf"highly)\s+)?{RUBRIC_WORDS}(?:\s*,\s*|\s+and\s+){RUBRIC_WORDS}"),
    _rule("self_assessment",
          r"(?:\b(?:clear|complete|concise|consistent|accurate|specific|grounded)\w{0,4}\s?[?:]"
          r"\s?(?:yes|y|✓|✔|✅|pass(?:ed)?|true|met)\b[\s.,;]{0,4}){2,6}"),
    _rule("self_assessment",
          rf"\b{SELF}\s+(?:satisfies|meets|fulfils|fulfills|achieves|demonstrates|shows|exhibits|"
          r"scores high on|excels (?:in|at))\s+"
          r"(?:(?:high|full|excellent|perfect|great|good|all)\s+)?"
          r"(?:clarity|completeness|consistency|specificity|conciseness|accuracy|groundedness|"
          r"the (?:rubric|criteria))"),
    _rule("self_assessment",
          r"\b(?:clarity|completeness|consistency|accuracy|specificity|conciseness|"
          r"groundedness|actionability)\s*[:=\-—]\s*(?:pass(?:ed)?|met|yes|excellent|perfect|"
          r"full marks|✓|✔|✅|☑|10\s?/\s?10|5\s?/\s?5)"),
    _rule("self_assessment",
          r"(?:[✓✔✅☑]\s{0,3}(?:clear|complete|concise|consistent|accurate|specific|grounded)"
          r"\w{0,6}[\s,;.]{0,6}){2,8}"),
    _rule("self_assessment",
          r"\b(?:all|every|each)\s+(?:rubric\s+)?(?:criteria|criterion)\s+(?:are\s+|is\s+|were\s+|"
          r"have been\s+)?(?:met|satisfied|fulfilled|passed|addressed)\b",
          needs_context="near_or_alone"),
    # Role play and chat transcripts.
    _rule("role_play",
          r"\byou(?:\s+are|'re|re)\s+(?:now\s+|no longer\s+|actually\s+|really\s+|acting as\s+)?"
          r"(?:an?|the|my|our)\s+(?:[\w'-]+\s+){0,3}?(?:grader|judge|evaluator|reviewer|assistant|ai|llm|"
          r"language model|ai model|chatbot|critic|examiner|assessor|rater|scorer|grading "
          r"(?:model|system)|\w{0,12}bot)\b|\blet'?s\s+(?:play|pretend|imagine|role-?play)\b"),
    _rule("role_play",
          r"\b(?:act|behave|pretend|roleplay|role-play|play the role|take the role|imagine you "
          r"are|imagine you're|pretend you are|pretend to be|from now on,? you are|you will now "
          r"act|simulate being|assume the role)(?:\s+(?:as|like|of|to be))?"
          r"(?:\s+(?:an?|the|my))?\s+"
          r"(?:[\w'-]+\s+){0,3}?(?:grader|judge|evaluator|reviewer|assistant|ai|llm|language "
          r"model|chatbot|critic|examiner|assessor|rater|scorer|teacher|professor|dan|developer "
          r"mode|unrestricted)\b"),
    # A forged turn of a conversation, and the turn tokens of the model families' chat
    # formats: no description of data spells them (`chat_turn` fails the check by itself).
    _rule("chat_turn", rf"^[ \t]*(?:assistant|ai|system|human|user)[ \t]*:{VERDICT_AHEAD}"),
    _rule("role_play",
          r"\b(?:switch|change|go|enter|turn on|enable|activate)(?:\s+(?:to|into|on))?\s+"
          r"(?:the\s+|a\s+)?(?:evaluator|grader|judge|grading|scoring|lenient|developer|god|admin|jailbreak|dan|"
          r"review|unrestricted)\s+mode\b"),
    _rule("chat_turn",
          r"<\|\s*(?:im[ _]?start|im[ _]?end|system|user|assistant|endoftext|eot[ _]?id|"
          r"start[ _]?header[ _]?id)"
          r"|\[/?(?:inst|sys|system)\]|<</?sys>>"),
    _rule("role_play",
          r"^#{1,6}\s*(?:instruction|instructions|system|response|new instructions?|grader|judge|"
          r"evaluator)(?:\s*:)?\s*$"),
    _rule("chat_turn",
          r"<\|\s*(?:im[ _]?sep|begin[ _]?of[ _]?text|end[ _]?of[ _]?text|eom[ _]?id|"
          r"end|model|bot|human)\s*\|>|</?(?:start|end)[ _]of[ _]turn>|\[/?(?:human|assistant|"
          r"user|bot)\]|<\|(?:reserved_special_token|fim_(?:prefix|suffix|middle))"
          # harmony, Command-R, Granite and any other family's special tokens; a turn tag
          r"|<\|\s*[a-z][a-z_ ]{1,40}\s*\|>|</?turn\b[^>\n]{0,60}>"),
    _rule("role_play",
          r"\b(?:system|developer|admin|root)\s+(?:prompt|message|override|instruction)s?\s*:|"
          r"\bnew instructions?\s*:|\bbegin (?:system|admin|new) (?:prompt|instructions?)\b|"
          r"\bend of (?:the )?(?:document|artifact|drafted text|data|envelope|description)\b"
          r"[.\s]{0,6}(?:new|now|next|the following)\b|\bas an? (?:ai|language model|llm)\b"),
    # What a sentence does, whatever its words (`gate.docs.addressing.phrases.acts`).
    *ENGLISH_ACT_RULES,
)

#: The same kinds of phrase in other languages (read on the folded text, look-alikes kept).
OTHER_LANGUAGES: tuple[PhraseRule, ...] = (
    # Spanish, Portuguese, Italian
    _rule("instruction",
          r"\b(?:ignora|ignore|ignorar|ignorad|olvida|descarta|desconsidere|esquece|dimentica)"
          r"\s+(?:(?:las?|los|todas?|tus|sus|as|os|todas as|le|tutte|tutte le|anteriores|"
          r"precedenti|previas|de|del|della)\s+){0,4}(?:[\w-]+\s+){0,2}?(?:instrucciones|"
          r"instruções|instrucoes|istruzioni|rúbrica|rubrica|criterios|critérios|criteri|"
          r"reglas|regras|regole|indicaciones)\b"),
    _rule("score_claim",
          r"\b(?:puntuaci[oó]n|calificaci[oó]n|pontua[cç][aã]o|punteggio|voto|valutazione|"
          r"nota|evaluaci[oó]n|avalia[cç][aã]o)(?:\s*[:=])?\s*(?:de\s+|di\s+)?(?:[\w-]+\s+){0,2}?"
          r"(?:1[.,]0|10\s?/\s?10|perfecta|perfetto|perfeita|excelente|aprobad[oa]|"
          r"aprovad[oa]|approvat[oa]|(?:m[aá]xima|massimo)(?=\s?(?:[.!?;,)\n]|$|(?:a|à|para|"
          r"per|por)\s(?:esta|este|questa|questo|essa|esse)\b)))"),
    _rule("self_assessment",
          r"\b(?:esta|la|questa|la presente)\s+descri(?:pci[oó]n|[cç][aã]o|zione)\s+(?:es|é|"
          r"e|è)\s+(?:muy\s+|muito\s+|molto\s+|totalmente\s+)?(?:clara|completa|precisa|"
          r"coherente|consistente|coerente|chiara)\b"),
    # ("enviado ao asistente", "dirigidas al evaluador": a participle says where the data
    # went, no one is spoken to)
    _rule("instruction",
          r"\b(?<!ad[oa] )(?<!id[oa] )(?<!ad[oa]s )(?<!id[oa]s )"
          r"(?:al|para el|querido|estimado|ao|caro|al caro)\s+(?:evaluador|revisor|juez|"
          r"calificador|avaliador|valutatore|revisore|giudice|modelo de lenguaje|asistente)\b"),
    _rule("score_claim",
          r"\b(?:cumple|aprueba|satisface|atende|soddisfa|supera)\s+(?:con\s+)?(?:todos|tutti)"
          r"\s+(?:los|os|i)\s+crit[eé]ri"),
    # French
    _rule("instruction",
          r"\b(?:ignore[rz]?|oublie[rz]?|ne tiens? pas compte)\s+(?:de\s+)?(?:(?:les|toutes|"
          r"tes|vos|des|la|précédentes|precedentes)\s+){0,3}(?:[\w-]+\s+){0,2}?(?:instructions|"
          r"consignes|rubrique|grille|critères|criteres|règles|regles)\b"),
    _rule("score_claim",
          r"\b(?:note|score|évaluation|evaluation)(?:\s*:\s*(?:de\s+)?|\s+de\s+|\s+)"
          r"(?:20\s?/\s?20|10\s?/\s?10)|\b(?:note|évaluation|evaluation)\s*:\s*"
          r"(?:parfaite|maximale)"),
    _rule("self_assessment",
          r"\b(?:cette|la présente)\s+description\s+est\s+(?:très\s+|parfaitement\s+)?"
          r"(?:claire|complète|complete|précise|cohérente)\b"),
    _rule("instruction",
          r"(?:\bà l'|\bau |\bcher |\bchère )\s*(?:évaluateur|evaluateur|correcteur|relecteur|"
          r"juge|assistant|modèle)\b"),
    _rule("role_play", r"\btu es (?:un|une|le|la|maintenant un)\s+(?:[\w-]+\s+){0,2}?"
                       r"(?:correcteur|évaluateur|evaluateur|juge|assistant)\b"),
    _rule("score_claim", r"\b(?:satisfait|remplit|respecte)\s+(?:à\s+)?tous les critères\b"),
    # German
    _rule("instruction",
          r"\bignorier(?:e|en|t)?\s+(?:(?:alle|die|deine|ihre|vorherigen|bisherigen|obigen)\s+)"
          r"{0,3}(?:[\w-]+\s+){0,2}?(?:anweisungen|anleitung|bewertungskriterien|kriterien|"
          r"rubrik|regeln|vorgaben)\b"),
    _rule("score_claim",
          r"\b(?:bewertung|punktzahl|benotung)(?:\s*:)?\s*(?:1[.,]0\b|10\s?/\s?10|sehr gut|perfekt|"
          r"bestanden|volle punktzahl)"),
    _rule("self_assessment",
          r"\bdiese beschreibung ist\s+(?:sehr\s+|vollkommen\s+)?(?:klar|vollständig|präzise|"
          r"konsistent|eindeutig)\b"),
    _rule("instruction",
          r"\b(?:an den|an die|lieber|liebe|hallo)\s+(?:prüfer|gutachter|bewerter|richter|"
          r"assistenten|ki)\b"),
    _rule("role_play", r"\bdu bist (?:ein|eine|der|die|jetzt ein)\s+(?:[\w-]+\s+){0,2}?"
                       r"(?:prüfer|bewerter|gutachter|richter|assistent)\b"),
    _rule("score_claim", r"\berfüllt alle (?:bewertungs)?kriterien\b"),
    *OTHER_LANGUAGE_ACTS,
)

#: Rules in scripts other than Latin: read only when the text is not plain ASCII.
OTHER_SCRIPTS: tuple[PhraseRule, ...] = (
    # Russian
    _rule("instruction",
          r"(?:игнорируй|проигнорируй|не обращай внимания на|забудь)\s+(?:все\s+)?"
          r"(?:предыдущие\s+|прошлые\s+)?(?:инструкции|указания|правила|критерии)"),
    _rule("score_claim",
          r"(?:оценка|балл|баллы)(?:\s*:)?\s*(?:1[.,]0|10\s?/\s?10|максимальн\w*|отлично)"),
    _rule("self_assessment", r"это описание\s+(?:очень\s+)?(?:ясное|полное|точное|понятное)"),
    _rule("role_play", r"\bты\s+(?:—\s*)?(?:теперь\s+)?(?:оценщик|судья|рецензент|ассистент)"),
    # Chinese, Japanese, Korean
    _rule("instruction",
          r"(?:忽略|无视|忽视|不要理会)(?:之前|以上|上面|所有|前面|全部)?的?(?:所有)?(?:指令|"
          r"指示|说明|评分标准|规则|标准)"),
    _rule("score_claim",
          r"(?:评分|分数|得分|打分|评级)(?:\s*[:是为])?\s*(?:1\.0|10\s?/\s?10|满分|100)"),
    _rule("instruction", r"(?:请)?给(?:它|这个|本|此)?.{0,6}?(?:满分|高分|打满分)"),
    _rule("self_assessment", r"(?:此|这个|该|本)描述(?:非常)?(?:清晰|完整|准确|一致)"),
    _rule("role_play", r"你(?:现在)?是(?:一个|一名)?.{0,6}?(?:评分员|评审|评委|裁判|助手)"),
    _rule("instruction", r"(?:以前|上記|前|これまで)の(?:指示|命令|ルール|基準)を無視|無視して"),
    _rule("score_claim", r"(?:評価|スコア|点数)(?:\s*[:は])?\s*(?:1\.0|10\s?/\s?10|満点)"),
    _rule("self_assessment", r"この説明は(?:非常に)?(?:明確|完全|正確)"),
    _rule("role_play", r"あなたは.{0,8}?(?:採点者|評価者|審査員|アシスタント)"),
    _rule("instruction", r"이전 지시(?:사항)?[을를]? 무시"),
    _rule("score_claim", r"(?:점수|평가)(?:\s*[:은는])?\s*(?:1\.0|10\s?/\s?10|만점)"),
    *OTHER_SCRIPT_ACTS,
)

#: Every phrase rule, for the table of the words each needs.
ALL_RULES: tuple[PhraseRule, ...] = (*ENGLISH, *OTHER_LANGUAGES, *OTHER_SCRIPTS)

#: A lower bar for text a reader cannot see: naming the grader, or any verdict, is enough.
HIDDEN_BAR = lazy_pattern(
    rf"\b(?:{AI}|prompt|instructions?)\b|\b(?:score|grade|rating|rate|mark)\w*\W{{0,6}}"
    rf"(?:{ONE}|perfect|max|full|high|pass)|\bpassed\W{{0,4}}true\b|\byou\s+(?:are|must|should|"
    r"will|need)\b|\bignore\b")
