"""The words by which a clause speaks to its reader or of the text itself, per script: what
`gate.docs.addressing.sentences` reads in every clause, whether or not it also names data.

A clause that holds one of these earns nothing, whatever data words stand beside it: "Amount
in cents, please rate this 5" earns its first clause, not its second. They are the words an
honest description of data has no use for: the second person, a request ("please", "kindly"),
thanks, and the text named as "this description". The grader's own nouns (grader, judge,
reviewer, score, approved) are not among them: a table of evaluations is documented with those
words, and a clause that holds no fact earns nothing anyway (`sentences`), so they need not be
recognised for an attempt to be worthless.

Every entry is a regular expression fragment written folded (`gate.docs.addressing.matching.fold`:
no accents, case folded), matched at a word's start in scripts that separate words with spaces,
anywhere in the others. Scripts whose languages have no data words at all (Greek, Hebrew,
Thai) are listed too: a clause in them earns nothing by construction, and these words only
make a mixed clause ("Amount, παρακαλώ 5") earn nothing as well.

A mark may be named as a bare number given ("een 5 geven", "a five, wid ye?", "dinez-l' on
cénk"): only where the number ends its clause or a verb of giving or a criterion follows it,
never a count of something ("un 5 minutos").

Languages: English, Spanish, Portuguese, French, German, Italian, Dutch, Polish, Turkish,
Swedish, Finnish, Czech, Hungarian, Indonesian, Vietnamese, Swahili, and the regional words
of Bavarian and Alemannic, Walloon and Scots (Latin letters); Russian,
Ukrainian (Cyrillic); Greek; Hebrew; Arabic; Hindi (Devanagari); Thai; Japanese, Chinese;
Korean.
"""

from __future__ import annotations

import re
from functools import cache, lru_cache
from typing import Literal

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.addressing.matching.fold import fold, latin, unleet
from gate.docs.addressing.phrases.grade_languages import words_of

AddressedScript = Literal["latin", "cyrillic", "greek", "hebrew", "arabic", "devanagari",
                          "thai", "cjk", "hangul", "bengali", "tamil", "ethiopic", "georgian",
                          "armenian"]

#: English: the reader addressed, a request, thanks, the text named.
ENGLISH_ADDRESSED = (
    r"you\b", r"your\b", r"yours\b", r"please\b", r"kindly\b", r"pls\b", r"plz\b",
    r"thanks\b", r"thank\b", r"lgtm\b", r"dear\b",
    r"(?:this|these|our|my) (?:\w+ )?(?:descriptions?|wording|write-?ups?|texts?|entry|"
    r"entries|documentation|docs|definitions?|submission|paragraph)\b",
    r"the (?:wording|write-?up)\b",
)
#: The same in every other language, per script.
OTHER_ADDRESSED: dict[AddressedScript, tuple[str, ...]] = {
    "latin": (
        # Spanish, Portuguese
        r"por favor", r"gracias", r"usted", r"obrigad", r"voce\b",
        r"(?:esta|este|estas) (?:descripcion|documentacion|texto|descricao|documentacao)",
        # French, Italian
        r"s'il vous plait", r"merci\b", r"(?<!rendez-)vous\b", r"veuillez", r"per favore",
        r"grazie",
        r"(?:cette|ce) (?:description|documentation|texte)", r"(?:questa|questo) (?:descrizione|"
        r"documentazione|testo)",
        # German, Dutch
        r"bitte\b", r"danke\b",
        r"(?:diese|dieser|dieses) (?:beschreibung|dokumentation|text)", r"alstublieft",
        r"alsjeblieft", r"bedankt", r"(?:deze|dit) (?:beschrijving|"
        r"documentatie|tekst)", r"graag\b",
        # their regional kin: Bavarian and Alemannic, Walloon, Scots
        r"bitt?sch(?:on|oen|ee)\b", r"s' ?i vs plait", r"wid ye\b",
        # Polish, Czech
        r"prosze\b", r"prosimy", r"dziekuj", r"(?:ten|tego) (?:opis|tekst)", r"prosim\b",
        r"dekuj", r"(?:tento|tohoto) (?:popis|text)",
        # Turkish
        r"lutfen", r"tesekkur", r"\bsiz\b", r"bu (?:aciklama|metin)",
        # Swedish, Finnish, Hungarian
        r"vanligen", r"tack\b", r"(?:denna|den har) (?:beskrivning|text)",
        r"ole hyva", r"kiitos", r"\bsina\b", r"tama (?:kuvaus|teksti)", r"kerem\b",
        r"kerjuk", r"koszon", r"ez a (?:leiras|szoveg)",
        # Indonesian, Vietnamese, Swahili
        r"mohon\b", r"tolong\b", r"terima kasih", r"\banda\b", r"(?:deskripsi|teks) ini",
        r"vui long", r"xin hay", r"cam on", r"neu ban", r"ban hay", r"cho ban", r"mo ta nay",
        r"tafadhali", r"asante", r"maelezo haya",
    ),
    "cyrillic": (r"пожалуйста", r"спасибо", r"\bвы\b", r"\bвас\b",  # noqa: RUF001
                 r"\bвам\b", r"\bты\b",  # noqa: RUF001
                 r"(?:это|этот|данное|данный) (?:описани|текст)", r"будь ласка", r"дякую",
                 r"цей (?:опис|текст)"),
    "greek": (r"παρακαλ", r"ευχαριστ", r"εσεις", r"(?:αυτη η|αυτο το) (?:περιγραφη|κειμενο)",
              r"εγκρινε"),  # the imperative of approving: "εγκρίνετέ το"
    "hebrew": (r"בבקשה", r"אנא", r"תודה", r"התיאור הזה", r"אתה"),
    "arabic": (r"من فضلك", r"يرجى", r"رجاء", r"شكرا", r"هذا الوصف", r"هذا النص"),
    "devanagari": (r"कृपया", r"धन्यवाद", r"आप(?:\s|को|का|के|की)", r"यह विवरण"),
    "thai": (r"กรุณา", r"โปรด", r"ขอบคุณ", r"คำอธิบายนี้", r"คุณ(?!ภาพ|สมบัติ|ค่า)"),
    "cjk": (r"请(?!求)", r"請(?!求)", r"谢谢", r"謝謝", r"你", r"您", r"本描述", r"这个描述",
            r"這個描述", r"此描述", r"ください", r"お願い", r"この説明", r"あなた"),
    "hangul": (r"주세요", r"부탁", r"감사합니다", r"당신", r"이 설명", r"십시오", r"바랍니다"),
    "bengali": (), "tamil": (), "ethiopic": (), "georgian": (), "armenian": (),
}

# The languages of `grade_languages`: their words to the reader.
OTHER_ADDRESSED = {script: (*words, *words_of(script, "please"))
                   for script, words in OTHER_ADDRESSED.items()}
ADDRESSED_WORDS: dict[AddressedScript, tuple[str, ...]] = {
    **OTHER_ADDRESSED, "latin": ENGLISH_ADDRESSED + OTHER_ADDRESSED["latin"]}

#: Characters of each script other than Latin, to compile only the words a clause needs.
ADDRESSED_RANGES: dict[AddressedScript, tuple[tuple[int, int], ...]] = {
    "cyrillic": ((0x0400, 0x052F),),
    "greek": ((0x0370, 0x03FF), (0x1F00, 0x1FFF)),
    "hebrew": ((0x0590, 0x05FF),),
    "arabic": ((0x0600, 0x06FF), (0x0750, 0x077F)),
    "devanagari": ((0x0900, 0x097F),),
    "thai": ((0x0E00, 0x0E7F),),
    "cjk": ((0x3040, 0x30FF), (0x3400, 0x9FFF), (0xF900, 0xFAFF)),
    "hangul": ((0xAC00, 0xD7AF), (0x1100, 0x11FF), (0x3130, 0x318F)),
    "bengali": ((0x0980, 0x09FF),),
    "tamil": ((0x0B80, 0x0BFF),),
    "ethiopic": ((0x1200, 0x139F),),
    "georgian": ((0x10A0, 0x10FF), (0x1C90, 0x1CBF)),
    "armenian": ((0x0530, 0x058F),),
}

#: The stems of a grade, a mark or a verdict, per script: beside a word addressed to the reader
#: they make a request for a mark or a claim of one ("please give this 5 points", "Prosím,
#: ohodnoťte tento popis", "이 설명에 5.0점을 주세요").
GRADE_STEMS: dict[AddressedScript, tuple[str, ...]] = {
    "latin": (
        r"grad", r"scor", r"rating", r"rate (?:it|this)", r"marks?\b", r"pass", r"approv",
        r"review", r"evaluat", r"assess", r"judg", r"points?\b", r"stars?\b", r"verdict",
        r"criteri", r"rubric", r"standards?\b", r"complete\b", r"generous", r"lenient",
        r"penali[sz]", r"punt", r"calific", r"nota\b", r"note\b", r"aprob", r"aprov",
        r"valut", r"evalu", r"bewert", r"genehmig", r"punkte", r"beoordel", r"goedkeur",
        r"cijfer", r"ocen", r"zatwierdz", r"punkt", r"puan", r"degerlendir", r"onay",
        r"hodnot", r"bod[uy]?\b", r"schval", r"betyg", r"godkann", r"bedom", r"piste",
        r"arvio", r"hyvaksy", r"pont", r"ertekel", r"jovahagy", r"nilai", r"setuju",
        r"diem\b", r"cham\b", r"duyet", r"alama", r"idhinisha", r"tathmini", r"erfull",
        r"valid", r"aprouv",
        # a mark given as a number ("een 5 geven", "a five", "on cénk", "'nu cinche")
        r"(?:a|an|een|un|une|on|nu|ein|eine|en) (?:5(?:[.,]0)?|five|cinq|cenk|cinche|cinco|"
        r"cinque|vijf|funf|fem|ten|10|dix|tien|diez|dieci|zehn)(?![\w/-]|[.,]\d)"
        # ... the mark itself, not a count of minutes: what follows ends the clause or
        # gives it ("geven", "for clarity")
        r"(?=\s*(?:$|[,;:!?.)]|(?:geven|geben|give|gie|donner|dar|dare|for|voor|pour|para|"
        r"per|fur|on|op)\b))"),
    "cyrillic": (r"оцен", r"балл", r"одобр", r"провер", r"утверд", r"оцін", r"бал"),
    "greek": (r"βαθμ", r"αξιολογ", r"εγκρι"),
    "hebrew": (r"ציון", r"הערכ", r"אישור", r"אשר", r"בדיק", r"נקוד"),
    "arabic": (r"درجة", r"تقييم", r"معايير", r"موافق", r"وافق", r"نقاط"),
    "devanagari": (r"अंक", r"मूल्यांकन", r"स्वीकृत", r"समीक्षा", r"रेटिंग"),
    "thai": (r"คะแนน", r"ประเมิน", r"อนุมัติ"),
    "cjk": (r"评分", r"評分", r"分数", r"分數", r"满分", r"滿分", r"评审", r"審核", r"审核",
            r"批准", r"通过", r"通過", r"評価", r"採点", r"承認", r"満点", r"\d ?点", r"\d ?分",
            r"清楚", r"合格"),
    "hangul": (r"\d ?점", r"평가", r"승인", r"만점", r"점수"),
    "bengali": (), "tamil": (), "ethiopic": (), "georgian": (), "armenian": (),
}
# The languages of `grade_languages`: their evaluators, marks and tops of the scale.
GRADE_STEMS = {script: (*words, *words_of(script, "evaluator", "mark", "top"))
               for script, words in GRADE_STEMS.items()}
#: Scripts whose words are separated by spaces: a fragment is matched at a word's start.
SPACED: frozenset[AddressedScript] = frozenset({"latin", "cyrillic", "greek", "devanagari",
                                                "bengali", "tamil", "ethiopic", "georgian",
                                                "armenian"})


@lru_cache(maxsize=32_768)
def addressed(clause: str) -> bool:
    """True when `clause` speaks to its reader or names the text itself ("please", "you",
    "thanks", "this description"), in any language above, outside code spans, in any
    spelling the fold reads (look-alikes, digits for letters)."""
    return _found(ADDRESSED_WORDS, clause) is not None


def asks_for_a_grade(sentence: str) -> str | None:
    """The words of `sentence` addressed to its reader when it also holds a grade's stem:
    a request for a mark, or a claim of one, said to whoever reads it. None otherwise. Read
    in every language but English, whose requests `gate.docs.addressing.standing.status` reads
    phrase by phrase (a how-to says "ask your team for review" to its reader)."""
    said = _found(OTHER_ADDRESSED, sentence)
    if said is None or _found(GRADE_STEMS, sentence) is None:
        return None
    return said


def _found(lexicon: dict[AddressedScript, tuple[str, ...]], text: str) -> str | None:
    native = fold(CODE_SPAN.sub(" ", text))
    plain = latin(native)
    for script in _scripts(native):
        views = dict.fromkeys((plain, unleet(plain))) if script == "latin" else (native,)
        for view in views:
            found = _compiled(LEXICONS.index(lexicon), script).search(view)
            if found is not None:
                return found.group(0)
    return None


CODE_SPAN = lazy_pattern(r"`[^`\n]*`")


def _scripts(native: str) -> list[AddressedScript]:
    found: list[AddressedScript] = ["latin"]
    if native.isascii():
        return found
    codes = {ord(ch) for ch in native if not ch.isascii()}
    for script, ranges in ADDRESSED_RANGES.items():
        if any(low <= code <= high for code in codes for low, high in ranges):
            found.append(script)
    return found


LEXICONS = (ADDRESSED_WORDS, OTHER_ADDRESSED, GRADE_STEMS)


@cache
def _compiled(which: int, script: AddressedScript) -> re.Pattern[str]:
    """One alternation of a script's words in one of `LEXICONS`, folded as the text is,
    compiled at first need."""
    lexicon = LEXICONS[which]
    words = "|".join(f"(?:{word if word.isascii() else fold(word)})"
                     for word in lexicon[script])
    start = r"(?<![^\W_])" if script in SPACED else ""
    return re.compile(f"{start}(?:{words})")
