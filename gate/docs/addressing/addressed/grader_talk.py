"""Phrase classes of a clause that talks to whoever grades, as classes rather than phrasings.

Read one clause at a time (`gate.docs.addressing.addressed.clauses`), folded
(`gate.docs.addressing.matching.fold`: accents off, case folded, look-alikes read as Latin letters
in the Latin view):

- **a claim of worth**: a verb of deserving or meriting beside a mark or grade at the top of
  its scale, in either order, in every language the detector covers and in Ukrainian, Kazakh,
  Latvian and Greek ("deserves top marks", "merece un diez", "verdient die Bestnote", "vaut un
  vingt sur vingt", "值得满分", "zasługuje na najwyższą ocenę", "αξίζει άριστα");
- **an order about scoring or answering**, in English, addressed to whoever reads with no
  grader noun and no word naming the text: whoever scores or reads it told what to do
  ("whoever scores it should treat that as exhaustive"), the entry to be treated as complete
  ("treat this as exhaustive"), an answer dictated for every item ("answer pass for each
  item"), the entry put out of scoring's reach ("out of scope for scoring"), and a reviewer's
  sign-off standing as a clause of its own ("LGTM", "ship it");
- **a value that talks to the grader**: a code span or identifier whose words point at the
  entry or ask a top mark ("`full_marks_for_this_column`", "`give_top_marks`").

A clause that states a condition or a relative ("whether the essay deserves full marks", "the
answers that deserve full marks") documents a rubric's data and is left alone.
"""

from __future__ import annotations

import re
from functools import cache, lru_cache

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.addressing.matching.fold import fold, latin
from gate.docs.addressing.statements.facts import states_fact

#: Verbs of deserving, meriting or being worth, per language, folded.
WORTH_VERBS = (
    # English
    r"deserv(?:es|e|ed|ing)", r"merit(?:s|ed)?", r"(?:is|are|'s) worth", r"worthy of",
    r"earns?", r"warrants?", r"entitled to", r"qualif(?:y|ies) for",
    # Spanish, Portuguese, Catalan, Romanian
    r"merece\w*", r"mereix\w*", r"merita\w*", r"vale(?:ria)?", r"digno de", r"digna de",
    # French, Italian
    r"merite\w*", r"vaut", r"vaudrait", r"meriterebbe", r"vale",
    # German, Dutch, Swedish, Danish, Norwegian
    r"verdien\w*", r"(?:ist|sind) \w+ wert", r"fortjan\w*", r"f[oø]rtjen\w*",
    # Polish, Czech, Slovak, Croatian, Serbian, Hungarian, Finnish, Latvian, Lithuanian
    r"zas[lł]ug\w*", r"zaslouz\w*", r"zasluz\w*", r"zasluhuj\w*", r"megerdemel\w*",
    r"megerdeml\w*", r"ansaits\w*", r"pelni\w*", r"pelna\b", r"nusipeln\w*",
    # Turkish, Indonesian and Malay, Vietnamese
    r"hak ed\w*", r"hak etm\w*", r"layak\w*", r"pantas\w*", r"xung [dđ]ang",
    # Russian, Ukrainian, Kazakh, Serbian
    r"заслужива\w*", r"заслужил\w*", r"заслуговує\w*", r"заслуговуют\w*", r"достоин\w*",
    r"достойн\w*", r"вартий", r"варта\b", r"гідн\w*", r"лайық\w*", r"заслужује\w*",
    # Greek
    r"αξιζ\w*", r"δικαιουται", r"αξιος", r"αξια\b",
    # Chinese, Japanese, Korean
    r"值得", r"应得", r"應得", r"配得上", r"应该得到", r"應該得到", r"理应", r"理應", r"に値",
    r"にふさわし", r"値する", r"받을 만", r"받을 자격", r"받아 마땅", r"자격이 있",
    # Hindi, Arabic
    r"योग्य", r"हकदार", r"लायक", r"يستحق", r"تستحق", r"جدير",
)
#: A mark at the top of its scale, per language, folded.
TOP_MARKS = (
    # English
    r"(?:top|full|highest|high|max(?:imum)?|perfect|best|flying|a perfect) (?:marks?|grades?|"
    r"scores?|ratings?|bands?|credit|points|stars|colou?rs|score)", r"an? (?:10|ten|a\+?|"
    r"five|5|100|pass(?:ing)? (?:grade|mark|score))\b", r"(?:10|5|100) out of (?:10|5|100)",
    r"(?:10|5|100|20)\s*/\s*(?:10|5|100|20)", r"a passing (?:grade|mark|score)", r"an a\b",
    r"five stars", r"the top (?:mark|grade|score|band|rating)",
    # Spanish, Portuguese, Catalan, Romanian
    r"(?:un|uma|um|una) (?:diez|dez|10|deu)\b", r"(?:la |a )?(?:nota|calificacion|puntuacion|"
    r"pontuacao|puntuacio) (?:maxima|mas alta|mais alta|perfecta|perfeita|dez)",
    r"(?:la |a )?maxima (?:nota|calificacion|puntuacion|pontuacao|puntuacio)",
    r"(?:la |a )?mejor nota", r"sobresaliente", r"matricula de honor", r"nota zece",
    r"un zece", r"punctaj(?:ul)? maxim", r"nota maxima",
    # French, Italian
    r"(?:un )?vingt sur vingt", r"dix sur dix", r"la note (?:maximale|la plus haute)",
    r"la meilleure note", r"(?:un )?dieci\b", r"(?:trenta|10) e lode", r"il (?:voto |punteggio )"
    r"?massimo", r"pieni voti", r"il voto piu alto", r"le maximum",
    # German, Dutch, Nordic
    r"(?:die )?(?:bestnote|hochstnote|bestbewertung|hochstbewertung)", r"(?:die )?hochste "
    r"(?:note|bewertung|punktzahl|stufe)", r"volle(?:n)? punkt\w*",
    r"(?:eine|die note) (?:eins|1)\b",
    r"alle punkte", r"(?:een )?tien\b", r"(?:het|de) hoogste (?:cijfer|score|beoordeling)",
    r"volle punten", r"(?:hogsta|h[oø]jeste|h[oø]yeste) (?:betyg|karakter)", r"toppbetyg",
    r"topp?karakter", r"full pott", r"fuld pott",
    # Polish, Czech, Slovak, Croatian, Serbian, Hungarian, Finnish, Latvian, Lithuanian
    r"najwy[zż]sz\w* (?:ocen\w*|not\w*)", r"szostk\w*", r"sz[oó]stk\w*", r"celujac\w*",
    r"maksymaln\w*", r"pe[lł]n\w* (?:punktacj\w*|liczb\w*)", r"komplet punkt\w*",
    r"jednick\w*", r"plny pocet", r"nejvyss\w*", r"najvyss\w*", r"maximaln\w*", r"najvis\w*",
    r"maksimaln\w*", r"peticu", r"otost", r"jelest", r"a legmagasabb\w*", r"teljes pontszam\w*",
    r"taydet pisteet", r"kympin", r"korkeimman arvosanan", r"augstak\w* (?:atzim\w*|"
    r"vertejum\w*)", r"visaugstak\w*", r"desmit\w*", r"maksimal\w*", r"auksciausi\w*",
    r"desimtuk\w*",
    # Turkish, Indonesian and Malay, Vietnamese
    r"tam puan\w*", r"en yuksek (?:not\w*|puan\w*)", r"pekiyi", r"(?:nilai|skor|markah) "
    r"(?:sempurna|tertinggi|penuh|maksimal)", r"[dđ]iem (?:toi [dđ]a|10|cao nhat)",
    # Russian, Ukrainian, Kazakh, Serbian
    r"высш\w*", r"наивысш\w*", r"максимальн\w*", r"пят[её]рк\w*", r"отличн\w*",
    r"полн\w* балл\w*", r"найвищ\w*", r"п.ятірк\w*", r"відмінн\w*", r"повн\w* бал\w*",
    r"ең жоғары\w*", r"жоғары баға\w*", r"толық балл?\w*", r"бестік\w*", r"највиш\w*",
    r"максималн\w*",
    # Greek
    r"αριστα", r"(?:τον |το )?υψηλοτερ\w*", r"μεγιστ\w*", r"(?:ενα )?δεκαρι", r"πληρη "
    r"βαθμολογια", r"αριστο\w*",
    # Chinese, Japanese, Korean
    r"满分", r"滿分", r"最高分", r"最高评价", r"最高評價", r"最高等级", r"五星", r"一百分",
    r"100分", r"満点", r"最高評価", r"最高点", r"만점", r"최고 ?점수", r"최고점", r"최고 평가",
    # Hindi, Arabic
    r"पूरे अंक", r"पूर्ण अंक", r"सर्वोच्च (?:अंक|रेटिंग)", r"उच्चतम अंक",
    r"الدرجة الكاملة", r"أعلى درجة", r"العلامة الكاملة", r"الدرجة القصوى", r"أعلى تقييم",
)
#: A condition or a relative: the worth of an item of the data, not of the entry.
RUBRIC_CONDITION = lazy_pattern(r"\b(?:whether|if|when|unless|that|which|who|whose|where|"
                                r"wenn|ob|cuando|quand|czy|jesli|если|ли|якщо|чи|αν|"  # noqa: RUF001
                                r"εαν|kai an)\b|是否|如果|かどうか|여부|क्या|إذا|هل")

#: English orders about scoring or answering, with no grader noun and no word naming the text.
_SCORING = (r"(?:scor|grad|rat|evaluat|assess|review|judg|check|mark|read|process|audit|vet|"
            r"inspect|look)\w*")
READER_ORDERS = lazy_pattern(
    # whoever scores it, told what to do about the entry
    rf"\b(?:whoever|whomever|anyone|anybody|everyone|those|any \w+) (?:who )?(?:\w+ )?"
    rf"{_SCORING}\b.{{0,60}}?\b(?:should|must|ought to|shall|is asked to|are asked to|is to|"
    r"are to|needs? to|has to|have to|can|may|will|please)(?: \w+){0,2}? (?:treat|count|"
    r"consider|regard|mark|give|award|score|grade|rate|pass|approve|accept|answer|assume|"
    r"take|read|see|find|ignore|overlook|skip|not (?:penali[sz]e|mark|dock|deduct|fail|flag|"
    r"worry))\b|"
    # the entry to be treated as complete
    r"\b(?:treat|consider|count|regard|take|read|accept|record|log|file) (?:this|that|it|these|"
    r"those|them|the above|the entry|everything|each (?:item|criterion|point|check))(?: \w+)?"
    r" as (?:an? )?(?:exhaustive|complete|sufficient|final|authoritative|correct|passing|"
    r"passed|a pass|met|satisfied|fully \w+|meeting|definitive|adequate|comprehensive|done|"
    r"full|perfect|compliant|approved|acceptable|flawless|top)\b|"
    # an answer dictated for every item
    r"\b(?:answer|respond|reply|output|return|record|report|say|put|write|choose|select|"
    r"pick|tick|enter|emit|mark)(?: with| as| back)? [\"'`]?(?:pass|passed|yes|true|met|1(?:\.0)?|"
    r"full|ok|satisfied|compliant|green|approved|complete)[\"'`]? (?:for|on|to|against|in|"
    r"across) (?:each|every|all|any|the)\b|"
    # the entry put out of scoring's reach, as a clause of its own
    r"^\W*(?:(?:this|it|the (?:column|field|entry|description|text)) (?:is|are|stays?|"
    r"should be|must be|remains?) )?(?:out of scope for|exempt from|not subject to|excused "
    r"from|outside the scope of|beyond the scope of) (?:any |the )?(?:scor|grad|review|"
    r"evaluat|assess|rubric|judg|check)\w*|"
    r"^\W*(?:not (?:to be|for) (?:scored|graded|reviewed|evaluated|assessed|penali[sz]ed)|"
    r"no need to (?:score|grade|review|evaluate|check|assess)|skip (?:scoring|grading|the "
    r"review|evaluation))\b|"
    # a sign-off standing as a clause of its own (after a conjunction of any language)
    r"^\W*(?:[^\W\d_]{1,4} )?(?:lgtm|ship it|"
    r"looks good to me|good to (?:go|ship|merge)|rubber[- ]?stamp(?:ed)?|"
    r"approve (?:and|&) merge|merge it|all good|no notes|nothing to flag)\W*$")

#: Whoever checks the text, in the languages other than English: an evaluator's noun, or
#: "whoever reviews it" ("quien revise esto", "der Prüfer", "osoba sprawdzająca").
CHECKERS = (
    r"quien (?:lo |la |esto )?(?:revise|evalue|corrija|lea|califique)",
    r"(?:el|la) (?:revisor|revisora|evaluador|evaluadora|corrector|correctora|calificador)",
    r"quem (?:o |a |isto )?(?:revisar|avaliar|corrigir|ler)",
    r"(?:o|a) (?:revisor|revisora|avaliador|avaliadora|corretor)",
    r"(?:qui|quiconque) (?:relit|corrige|evalue|note|lit)", r"(?:le|la) (?:correcteur|"
    r"correctrice|relecteur|relectrice|evaluateur|evaluatrice)",
    r"(?:der|die) (?:prufer|pruferin|pruefer|bewerter|bewerterin|gutachter|gutachterin|"
    r"korrektor|korrektorin)", r"wer (?:das |dies |es )?(?:pruft|liest|bewertet|korrigiert)",
    r"(?:de|het) (?:beoordelaar|nakijker|corrector|controleur)", r"wie (?:dit|het) "
    r"(?:nakijkt|leest|beoordeelt|controleert)", r"(?:il|la) (?:revisore|revisora|valutatore|"
    r"valutatrice|correttore|correttrice)", r"chi (?:revisiona|valuta|corregge|legge)",
    r"osoba sprawdzajac\w*", r"sprawdzajac\w*", r"recenzent\w*", r"oceniajac\w*",
    r"kto (?:to )?(?:sprawdza|czyta|ocenia)", r"die (?:nasiener|beoordelaar|kontroleerder)",
    r"tagasuri", r"degerlendiren", r"kontrol eden", r"inceleyen", r"granskaren", r"bedomaren",
    r"bedømmeren", r"hodnotitel\w*", r"kontrolor\w*", r"проверяющ\w*", r"рецензент\w*",
    r"оценщик\w*", r"перевіряюч\w*", r"оцінювач\w*", r"ο (?:αξιολογητησ|ελεγκτησ|"  # noqa: RUF001
    r"βαθμολογητησ)", r"जाँचने वाले", r"जांचने वाले", r"समीक्षक", r"परीक्षक", r"المراجع",
    r"المدقق", r"レビュアー", r"採点者", r"評価者", r"確認者", r"审核人", r"審核人", r"阅卷人",
    r"閱卷人", r"检查者", r"검토자", r"채점자", r"평가자",
)
#: Accepting the text as it stands, in the same languages: the infinitives and imperatives an
#: order uses ("darlo por bueno", "durchwinken", "przyjąć bez uwag"), not a past act of the
#: data ("freigegeben", "zatwierdził").
ACCEPTS = (
    r"dar(?:lo|la)? por (?:bueno|valido|completo|aprobado)", r"aprobar(?:lo|la)?\b",
    r"apruebe\b", r"aceptar(?:lo|la)?\b", r"acepte\b", r"sin (?:observaciones|comentarios)",
    r"dar (?:como|por) (?:completo|bom|aprovado)", r"aprovar\b", r"aprove\b", r"aceitar\b",
    r"aceite\b", r"sem (?:observacoes|comentarios|ressalvas)", r"accepter\b", r"valider\b",
    r"approuver\b", r"considerer comme complet", r"sans (?:remarque|reserve)",
    r"durchwinken", r"abnicken", r"akzeptieren\b", r"freigeben\b", r"annehmen\b",
    r"als vollstandig", r"ohne (?:anmerkung|einwand|beanstandung)", r"goedkeuren\b",
    r"accepteren\b", r"als volledig", r"zonder opmerking", r"consideri (?:gia )?complet",
    r"considerare (?:gia )?complet", r"approvare\b", r"approvi\b", r"accettare\b",
    r"senza (?:riserve|osservazioni)", r"bez uwag", r"zaakceptowac", r"zatwierdzic",
    r"uznac za kompletn", r"as volledig aanvaar", r"aanvaar\b", r"ipasa\b", r"tanggapin",
    r"kabul et", r"onayla(?:sin|yin|malı|mali)", r"tamam say", r"eksiksiz say",  # noqa: RUF001
    r"godkanna\b", r"godkende\b", r"godkjenne\b", r"schvalit", r"prijmout", r"принять",
    r"одобрить", r"без замечаний", r"зачесть", r"прийняти", r"схвалити", r"без зауважень",
    r"να (?:εγκρινει|δεχτει|αποδεχτει)", r"पूरा मान", r"स्वीकार कर", r"قبول", r"اعتماد",  # noqa: RUF001
    r"承認して", r"そのまま通", r"完全とみな", r"视为完整", r"視為完整", r"直接放行", r"予以通过",
    r"승인해", r"통과시켜", r"완전한 것으로",
)


@cache
def _accepted() -> re.Pattern[str]:
    """Whoever checks, then accepting the text as it stands, within a clause."""
    checkers = "|".join(f"(?:{fold(word)})" for word in CHECKERS)
    accepts = "|".join(f"(?:{fold(word)})" for word in ACCEPTS)
    return re.compile(rf"{WORD_START}(?:{checkers}).{{0,60}}?(?:{accepts})")


#: A value's words that point at the entry or ask a top mark.
VALUE_TALK = lazy_pattern(
    r"\b(?:this|the) (?:column|field|entry|description|text|one)\b|"
    r"\b(?:give|award|grant|assign|approve|pass)\w* (?:this|it|full|top|max\w*|perfect|"
    r"highest|a pass)\b|\b(?:full|top|perfect|highest) (?:marks?|grades?)\b")


#: Verbs that end their clause in the languages that put the object first ("die Bestnote
#: verdient", "ең жоғары бағаға лайық", "満点に値する"): read after the mark as well.
VERB_LAST = (r"verdien\w*", r"hak ed\w*", r"hak etm\w*", r"лайық\w*", r"に値", r"にふさわし",
             r"値する", r"받을 만", r"받을 자격", r"받아 마땅", r"자격이 있", r"योग्य", r"हकदार",
             r"लायक", r"ansaits\w*", r"megerdemel\w*", r"megerdeml\w*")
#: A word's start in the alphabets that space their words; anywhere in the others.
WORD_START = r"(?<![0-9a-z\u00c0-\u024f\u0370-\u03ff\u0400-\u052f])"


@cache
def _worth() -> re.Pattern[str]:
    """Compiled at first use: a worth verb then a top mark within a clause, or, for the
    languages that put the verb last, a top mark then the verb."""
    verbs = "|".join(f"(?:{fold(verb)})" for verb in WORTH_VERBS)
    last = "|".join(f"(?:{fold(verb)})" for verb in VERB_LAST)
    marks = "|".join(f"(?:{fold(mark)})" for mark in TOP_MARKS)
    return re.compile(rf"{WORD_START}(?:{verbs}).{{0,40}}?(?:{marks})|"
                      rf"{WORD_START}(?:{marks}).{{0,40}}?(?:{last})")


#: Words the orders to whoever reads need one of (`READER_ORDERS`), folded.
ORDER_WORDS = (
    "whoever", "whomever", "anyone", "anybody", "everyone", "those", "treat", "consider",
    "regard", "exhaustive", "complete", "sufficient", "final", "authoritative", "definitive",
    "comprehensive", "answer", "respond", "reply", "output", "emit", "tick", "pass", "yes",
    "true", "scope", "exempt", "subject", "excused", "need", "skip", "graded", "scored",
    "reviewed", "evaluated", "assessed", "penalised", "penalized", "lgtm", "ship", "looks",
    "good", "rubber", "approve", "merge", "notes", "flag", "satisfied", "compliant",
    "approved", "acceptable", "flawless", "perfect", "fully", "adequate", "correct", "done",
    "full", "green", "any",
)
#: Short words an order needs, matched whole: "answer ok for each", "treat it as met".
EXACT = frozenset({"ok", "1", "met", "top", "yes"})
#: What parts a pattern's words: its signs, groups, classes and spaces.
PATTERN_SIGNS = lazy_pattern(r"\\[wbdsWBDS]|[\\()\[\]?*+.|{}^$:,0-9\s'\"`-]+")
#: Words too common to tell a sentence apart, left out of the needles (every alternative
#: that holds one also holds a rarer word).
COMMON = frozenset({"the", "are", "and", "for", "not", "this", "that", "with", "les", "des",
                    "una", "der", "die", "das", "den", "het", "los", "las", "its", "into"})


@cache
def _needles() -> tuple[frozenset[str], tuple[str, ...], tuple[int, ...]]:
    """Every word the patterns of this module are made of (each alternative's words: a match
    holds the words of the alternatives it took), as the first four letters of a word of a
    spaced script (looked up at a word's start) or two characters of an unspaced one (looked
    up anywhere). A superset: a sentence that holds none cannot match."""
    starts: set[str] = set()
    anywhere: set[str] = set()
    for pattern in (*WORTH_VERBS, *VERB_LAST, *CHECKERS, *ORDER_WORDS):
        for word in PATTERN_SIGNS.split(fold(pattern)):
            if not word or word in COMMON:
                continue
            if word[0] >= "\u3000":  # Chinese, Japanese, Korean: read anywhere
                anywhere.add(word[:2])
            elif len(word) >= 3:
                starts.add(word[:4])
    return frozenset(starts), tuple(sorted(anywhere)), tuple(sorted({len(w) for w in starts}))


#: A word, for the needles: a run of anything but spaces and signs (a combining vowel sign
#: of Devanagari is part of its word).
NEEDLE_WORD = lazy_pattern(r"[^\s!-/:-@\[-`{-~\u00a1-\u00bf\u0964\u3001\u3002\uff0c]+")


def may_talk(sentence: str) -> bool:
    """False when no word of `sentence` starts as a word some class of this module needs:
    then no clause of it talks to whoever grades. One pass over its words."""
    native = fold(sentence)
    starts, anywhere, lengths = _needles()
    for view in (native,) if native.isascii() else (native, latin(native)):
        words = NEEDLE_WORD.findall(view)
        if not EXACT.isdisjoint(words) or any(
                not starts.isdisjoint([word[:length] for word in words]) for length in lengths):
            return True
    return not native.isascii() and any(needle in native for needle in anywhere)


def talks_to_grader(clause: str) -> str | None:
    """The words of `clause` that talk to whoever grades (a claim of worth, an order about
    scoring or answering), or None. Runs of white space are read as one space, first."""
    native = fold(" ".join(clause.split()))
    plain = latin(native)
    for view in dict.fromkeys((plain, native)):
        found = _worth().search(view)
        if found is not None and not states_a_condition(view) and not _named(view, found):
            return found.group(0)
    found = READER_ORDERS.search(plain.strip())
    if found is not None:
        return found.group(0)
    if not states_a_condition(native):
        for view in dict.fromkeys((plain, native)):
            accepted = _accepted().search(view)
            if accepted is not None and not states_fact(view):
                return accepted.group(0)
    return None


#: A phrase named as a value of the data, not said: "Deserves a perfect score is a free-text
#: field", "the option labelled deserves top marks".
NAMED_AFTER = lazy_pattern(r"\W*(?:is|are|was|were)\s+(?:a|an|the|one)\b")
NAMED_BEFORE = lazy_pattern(r"\b(?:called|named|label(?:l)?ed|titled|option|choice|answer|"
                            r"checkbox|value|label|text)\W*$")


def _named(view: str, found: re.Match[str]) -> bool:
    return NAMED_AFTER.match(view, found.end()) is not None \
        or NAMED_BEFORE.search(view[:found.start()]) is not None


def states_a_condition(clause: str) -> bool:
    """True when `clause` states a condition or a relative (`RUBRIC_CONDITION`)."""
    native = fold(clause)
    return RUBRIC_CONDITION.search(native) is not None \
        or RUBRIC_CONDITION.search(latin(native)) is not None


@lru_cache(maxsize=4096)
def value_talks_to_grader(words: str) -> bool:
    """True when a value's words (`_` read as a space) point at the entry or ask a top mark,
    or talk to whoever grades. Kept per value: a project names the same columns and code
    spans in many sentences (GitLab's analytics project asks 17,718 times about 3,038)."""
    plain = latin(fold(words))
    return VALUE_TALK.search(plain) is not None \
        or (may_talk(plain) and talks_to_grader(plain) is not None)
