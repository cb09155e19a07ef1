"""A phrase the rules find inside a value the sentence quotes, or inside a value's definition.

Documentation of evaluation, review, rating and chat data quotes what its rows hold: "The
assistant's critique of its own draft, e.g. This answer is complete, I would rate it 9/10",
"Kommentar des Bewerters, z. B. Bitte als bestanden markieren", a rater's note after "例如", and
defines what its values mean: "Un 10 significa que cumple todos los criterios", "만점은 모든
기준을 충족했다는 뜻". The words a request or a claim of a mark uses are there, but their subject
is a row of the data (a student's letter, a rater's note, a scale's top value), not this text,
its grade or its reader. So a phrase found in such a stretch is the data's and marks nothing:

- **a quoted value** (`quotes_a_value`): the phrase ends after an example cue ("e.g.", "for
  example", "z. B.", "p. ej.", "par exemple", "например", "örneğin", "例如", "예를 들어", "مثل",
  "जैसे", "למשל", ...), and the sentence before the cue names a column that stores prose (a
  comment, note, message, letter, critique, prompt, persona line, instruction, answer, reply,
  feedback, transcript, in the same languages): the stretch after the cue is one of its rows;
- **a value defined** (`defines_a_value`): the phrase lies in a clause that says what a value
  means ("A 10 means …", "een 10 betekent …", "ציון מלא פירושו …", "पूरे अंक का मतलब …"),
  where "means" is not joined to a clause before it ("…, which means it deserves full marks"
  is a claim joined to a fact, read as one).

Neither holds when the stretch points at this text (`points_at_this_text`: "this description",
"these docs", "this column", "diese Beschreibung", "cette description", "此描述", "이 설명", in
every language the rules read) or at the docs grader ("the docs bot", "documentation
grader"): a quoted value that speaks of the text it stands in is not a value of the data.

What this module excuses is only the detector's mark: the sentence's credit is read as before
(`gate.docs.addressing.sentences`). Linear in the sentence: a few searches of bounded patterns.
"""

from __future__ import annotations

import re
from functools import lru_cache

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.addressing.matching.fold import fold, latin
from gate.docs.addressing.phrases.addressed_words import addressed
from gate.docs.addressing.standing.status import speaks_of_standing

#: Example cues, folded, in the languages the rules read (a cue opens the quoted value).
EXAMPLE_CUE = lazy_pattern(
    r"\be\.? ?g\.?(?=\s|,|:)|\bi\.e\.|\bfor (?:example|instance)\b|\bsuch as\b|"
    r"\b(?:usually|typically|often|commonly) (?:opening|starting|beginning|reading|saying)"
    r"(?: with)?\b|\bp\. ?ej\.|\bpor ejemplo\b|\bpor exemplo\b|\bz\. ?b\.|\bzum beispiel\b|"
    r"\bpar exemple\b|\bad esempio\b|\bper esempio\b|\bad es[.:]|\bbijvoorbeeld\b|\bbv\.|"
    r"\bpar ex[.:]|\bpor ex[.:]|\bbspw?[.:]|\bнапр[.:]|"  # noqa: RUF001
    r"\bnp\.|\bna przyklad\b|\bornegin\b|\bmesela\b|\bнапример\b|\bк примеру\b|"  # noqa: RUF001
    r"\bнаприклад\b|"  # noqa: RUF001
    r"\bπ\.χ\.|\bmisalnya\b|\bcontohnya\b|\bvi du\b|"
    r"例如|比如|譬如|例えば|たとえば|例:|예를 들어|예컨대|예:|"
    r"على سبيل المثال|مثلا|مثل|जैसे|उदाहरण के लिए|למשל|כגון|"
    # a colon after the words that say the value is copied as stored
    r"\b(?:as (?:logged|stored|written|sent|received|exported)|copied from (?:\w+ ){0,3}\w+|"
    r"verbatim|word for word)\s*:")
#: A colon after a head of this many words at least, naming prose the column stores and a
#: third party ("Extra instructions the eval team appends for code questions:"), opens a
#: quoted value too; a short head ("Note:", "Reviewer note:") is a label of the text's own.
LONG_HEAD_WORDS = 5
#: Nouns of a column that stores prose: what follows its example cue is one of its rows.
PROSE_NOUN = lazy_pattern(
    # English
    r"\b(?:comments?|notes?|messages?|letters?|critiques?|feedback|remarks?|repl(?:y|ies)|"
    r"responses?|answers?|texts?|prompts?|persona|instructions?|wording|content|body|posts?|"
    r"transcripts?|chats?|conversations?|emails?|quotes?|reasons?|rationale|justifications?|"
    r"explanations?|summar(?:y|ies)|outputs?|inputs?|completions?|strings?|templates?|"
    r"lines?|complaints?|appeals?|requests?|reviews?|verdicts?|judg(?:e)?ments?|opinions?|"
    r"statements?|phrases?|sentences?|captions?|titles?|subjects?|criteri(?:on|a)|configs?|"
    r"configuration|json|payloads?|"
    # Spanish, Portuguese, French, Italian
    r"comentarios?|mensajes?|mensage(?:m|ns)|notas?|textos?|respuestas?|respostas?|cartas?|"
    r"reclam\w*|parecer|avis|commentaires?|remarques?|reponses?|lettres?|textes?|"
    r"commenti|commento|messaggi|messaggio|testo|risposta|motivazion\w*|giudizi[oi]|"
    r"consignes?|instrucci\w*|indicaci\w*|appreciations?|"
    # German, Dutch, Polish, Turkish
    r"kommentar\w*|nachricht\w*|antwort\w*|anmerkung\w*|notiz\w*|begrundung\w*|brief\w*|"
    r"hinweis\w*|anweisung\w*|"
    r"opmerking\w*|bericht\w*|tekst\w*|toelichting\w*|commentaar|beoordeling\w*|"
    r"komentarz\w*|wiadomosc\w*|odpowiedz\w*|uwag\w*|yorum\w*|mesaj\w*|metin\w*|yanit\w*|"
    r"cevap\w*|not(?:u|lar\w*)?|"
    # Russian, Ukrainian, Indonesian
    r"комментари\w*|сообщени\w*|текст\w*|ответ\w*|отзыв\w*|заметк\w*|промпт\w*|письм\w*|"
    r"примечани\w*|коментар\w*|повідомленн\w*|відповід\w*|komentar|pesan|catatan|jawaban)\b|"
    # Chinese, Japanese, Korean, Arabic, Hindi, Hebrew
    r"备注|備註|评论|評論|评语|評語|消息|文本|文字|文言|回答|回复|回覆|提示|理由|说明|說明|意见|意見|"
    r"コメント|メッセージ|本文|テキスト|返信|プロンプト|所見|講評|指示|メモ|注意書き|備考|"
    r"코멘트|댓글|메시지|텍스트|답변|메모|사유|프롬프트|의견|"
    r"ملاحظ\w*|تعليق\w*|رسال\w*|نص|رد|टिप्पणी|संदेश|पाठ|उत्तर|הערה|הודעה|טקסט|תשובה")
#: "Means", said of a value, in the languages the rules read.
MEANS = lazy_pattern(
    r"\b(?:means?|meaning|stands? for|significa|signifie|bedeutet|betekent|oznacza|"
    r"anlamina gelir|anlamindadir|означает|значит|означає|berarti|artinya|nghia la)\b|"
    r"意味|表示|意思是|의미|뜻|का मतलब|का अर्थ|يعني|تعني|פירושו|משמעו|פירושה")
#: A connective that joins "means" to the clause before it: a claim, not a definition.
JOINED_MEANS = lazy_pattern(
    r"\b(?:which|that|this|it|so|thus|hence|ce qui|lo que|lo cual|o que|il che|was|"
    r"dat|wat|co|что|это|bu da|yang)\s+(?:\w+\s+)?$")
#: This text, or the grader of this text, named in a quoted stretch.
THIS_TEXT = lazy_pattern(
    r"\b(?:this|these|the above|our|my)\s+(?:\w+\s+)?(?:descriptions?|docs?|documentation|"
    r"texts?|wording|write-?ups?|columns?|fields?|entr(?:y|ies)|definitions?|sections?|"
    r"paragraphs?|submission|artifacts?)\b|"
    r"\bdocs?[- ]?(?:bot|grader|reviewer|checker|gate)\b|\bdocumentation (?:grader|reviewer|"
    r"bot|check)\b|\bsignalforge\b|"
    r"\b(?:esta|este|estas|cette|ce|cet|questa|questo|diese[rsm]?|deze|dit|ten|ta|to|bu|"
    r"эт[оаи]|данн\w+|ця|цей)\s+(?:descripcion|documentacion|texto|descricao|documentacao|"
    r"coluna|columna|description|documentation|texte|colonne|descrizione|documentazione|"
    r"testo|colonna|beschreibung|dokumentation|text|spalte|beschrijving|documentatie|tekst|"
    r"kolom|opis|tekst|kolumna|aciklama|metin|sutun|описани\w*|документаци\w*|текст|"
    r"колонк\w*|столб\w*|опис)\b|"
    r"(?:此|这个|這個|该|本)(?:描述|说明|說明|文档|文檔|字段|列)|この(?:説明|記述|列|項目)|"
    r"이 (?:설명|문서|열|컬럼)|هذا الوصف|هذه الوثائق|यह विवरण|इस विवरण|התיאור הזה")


def quotes_a_value(sentence: str, phrase: str) -> bool:
    """True when `phrase` (as the rules found it, folded) ends in the stretch after an
    example cue of `sentence` (or after a colon that ends a long head), the sentence before
    the cue names a column that stores prose and speaks of no standing of the text, and the
    stretch points nowhere at this text."""
    for view in _views(sentence):
        cue = EXAMPLE_CUE.search(view) or _long_head_colon(view)
        if cue is None:
            continue
        head, example = view[: cue.start()], view[cue.end():]
        if THIS_TEXT.search(example) is not None or THIS_TEXT.search(head) is not None:
            return False
        if PROSE_NOUN.search(head) is not None and _ends_in(example, phrase) \
                and speaks_of_standing(sentence[: _cut(sentence, head)]) is None:
            return True
    return False


def _long_head_colon(view: str) -> re.Match[str] | None:
    """The first colon of `view` after `LONG_HEAD_WORDS` words at least."""
    colon = COLON.search(view)
    if colon is None or len(_words(view[: colon.start()])) < LONG_HEAD_WORDS:
        return None
    return colon


def _cut(sentence: str, head: str) -> int:
    """Where the head ends in the sentence as written (the fold keeps most lengths; a
    shorter reading is cut at the head's length)."""
    return min(len(sentence), len(head))


def defines_a_value(sentence: str, phrase: str) -> bool:
    """True when `phrase` lies in a clause of `sentence` that says what a value means
    ("A 10 means every criterion was met"), not joined to a clause before it, and the
    sentence points nowhere at this text."""
    views = _views(sentence)
    if any(THIS_TEXT.search(view) for view in views):
        return False
    for view in views:
        for found in MEANS.finditer(view):
            start = max(view.rfind(mark, 0, found.start()) for mark in CLAUSE_MARKS) + 1
            if JOINED_MEANS.search(view[start: found.start()]) is not None:
                continue
            stop = min((i for i in (view.find(mark, found.end()) for mark in CLAUSE_MARKS)
                        if i != -1), default=len(view))
            if _within(view[start:stop], phrase):
                return True
    return False


def labels_a_definition(sentence: str, phrase: str) -> bool:
    """True when `phrase` holds a label ("Reviewer:", "Grading:", "Evaluator:") whose clause
    defines a value ("pass means every item was ticked", "true when fewer than 1% …"), and
    the sentence points nowhere at this text and speaks to no reader."""
    labelled = LABEL.search(fold(phrase))
    if labelled is None or addressed(sentence):
        return False
    label = labelled.group(1)
    for view in _views(sentence):
        if THIS_TEXT.search(view) is not None:
            return False
        at = view.find(label + ":")
        if at >= 0 and VALUE_DEFINED.match(view, at + len(label) + 1) is not None:
            return True
    return False


def defined_below(text: str, line: int) -> bool:
    """True when the line after `line` (1-based) of `text` goes on to define the value the
    line states ("Score: 1.0" / "means the summary matched the reference", "is the top box"),
    and points nowhere at this text."""
    lines = text.split("\n")
    if not 0 < line < len(lines):
        return False
    following = fold(lines[line])
    return DEFINES_ABOVE.match(following) is not None and THIS_TEXT.search(following) is None


def of_the_values(sentence: str, phrase: str) -> bool:
    """Any reading: the phrase is a value the sentence quotes or defines, or a label of a
    value's definition."""
    return quotes_a_value(sentence, phrase) or defines_a_value(sentence, phrase) \
        or labels_a_definition(sentence, phrase)


COLON = lazy_pattern(r":(?=\s)")
#: A label in a found phrase: its last word before a colon ("reviewer: pass" → "reviewer").
LABEL = lazy_pattern(r"([^\W\d_]+)\s*:")
#: After a label: a value, then what it means or when it holds ("pass means …", "true when
#: …", "pass/fail per test case; a case passes when …").
VALUE_DEFINED = lazy_pattern(r"\s*(?:[\w./%-]+\s+){0,3}?(?:means?|when|if|iff|=|per)\b")
#: A line that defines the value on the line before it.
DEFINES_ABOVE = lazy_pattern(r"\s*(?:means?|meaning|stands? for|=|is (?:the )?(?:maximum|"
                             r"minimum|top|best|highest|lowest|worst|bottom|ceiling|floor)\b)")
#: What ends a clause around "means": a comma, a semicolon, a stop, a colon, a dash.
CLAUSE_MARKS = (",", ";", ". ", ":", " - ", "\u2014", "\u2013", "\u3001", "\u3002")


@lru_cache(maxsize=8_192)
def _views(sentence: str) -> tuple[str, ...]:
    """The sentence folded, and its Latin reading (look-alikes as Latin letters) when that
    differs: a Russian or Greek word is matched in the first, an English one in either."""
    native = fold(sentence)
    return tuple(dict.fromkeys((native, latin(native))))


def _words(phrase: str) -> list[str]:
    return re.findall(r"[^\W_]+", fold(phrase))


def _ends_in(stretch: str, phrase: str) -> bool:
    """Whether the last word of `phrase` lies in `stretch` (the phrase may begin in the
    sentence before the cue: "the rubric criterion the judge scored, e.g. the
    description")."""
    words = _words(phrase)
    return bool(words) and (words[-1] in stretch or latin(words[-1]) in stretch)


def _within(stretch: str, phrase: str) -> bool:
    """Whether every word of `phrase` lies in `stretch`."""
    words = _words(phrase)
    return bool(words) and all(word in stretch or latin(word) in stretch for word in words)
