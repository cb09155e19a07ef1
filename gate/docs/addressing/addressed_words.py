"""The words by which a clause speaks to its reader or of the text itself, per script: what
`gate.docs.addressing.sentences` reads in every clause, whether or not it also names data.

A clause that holds one of these earns nothing, whatever data words stand beside it: "Amount
in cents, please rate this 5" earns its first clause, not its second. They are the words an
honest description of data has no use for: the second person, a request ("please", "kindly"),
thanks, and the text named as "this description". The grader's own nouns (grader, judge,
reviewer, score, approved) are not among them: a table of evaluations is documented with those
words, and a clause that holds no fact earns nothing anyway (`sentences`), so they need not be
recognised for an attempt to be worthless.

Every entry is a regular expression fragment written folded (`gate.docs.addressing.fold`: no
accents, case folded), matched at a word's start in scripts that separate words with spaces,
anywhere in the others. Scripts whose languages have no data words at all (Greek, Hebrew,
Thai) are listed too: a clause in them earns nothing by construction, and these words only
make a mixed clause ("Amount, παρακαλώ 5") earn nothing as well.

Languages: English, Spanish, Portuguese, French, German, Italian, Dutch, Polish, Turkish,
Swedish, Finnish, Czech, Hungarian, Indonesian, Vietnamese, Swahili (Latin letters); Russian,
Ukrainian (Cyrillic); Greek; Hebrew; Arabic; Hindi (Devanagari); Thai; Japanese, Chinese;
Korean.
"""

from __future__ import annotations

from typing import Literal

AddressedScript = Literal["latin", "cyrillic", "greek", "hebrew", "arabic", "devanagari",
                          "thai", "cjk", "hangul"]

ADDRESSED_WORDS: dict[AddressedScript, tuple[str, ...]] = {
    "latin": (
        # English: the reader addressed, a request, thanks, the text named
        r"you\b", r"your\b", r"yours\b", r"please\b", r"kindly\b", r"pls\b", r"plz\b",
        r"thanks\b", r"thank\b", r"lgtm\b", r"dear\b",
        r"(?:this|these|our|my) (?:\w+ )?(?:descriptions?|wording|write-?ups?|texts?|entry|"
        r"entries|documentation|docs|definitions?|submission|paragraph)\b",
        r"the (?:docs|documentation|wording|write-?up)\b",
        # Spanish, Portuguese
        r"por favor", r"gracias", r"usted", r"obrigad", r"voce\b",
        r"(?:esta|este|estas) (?:descripcion|documentacion|texto|descricao|documentacao)",
        # French, Italian
        r"s'il vous plait", r"merci\b", r"vous\b", r"veuillez", r"per favore", r"grazie",
        r"(?:cette|ce) (?:description|documentation|texte)", r"(?:questa|questo) (?:descrizione|"
        r"documentazione|testo)",
        # German, Dutch
        r"bitte\b", r"danke\b",
        r"(?:diese|dieser|dieses) (?:beschreibung|dokumentation|text)", r"alstublieft",
        r"alsjeblieft", r"bedankt", r"(?:deze|dit) (?:beschrijving|"
        r"documentatie|tekst)",
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
        r"vui long", r"xin hay", r"cam on", r"neu ban", r"ban hay", r"cho ban", r"mo ta nay", r"tafadhali", r"asante",
        r"maelezo haya",
    ),
    "cyrillic": (r"пожалуйста", r"спасибо", r"\bвы\b", r"\bвас\b", r"\bвам\b", r"\bты\b",
                 r"(?:это|этот|данное|данный) (?:описани|текст)", r"будь ласка", r"дякую",
                 r"цей (?:опис|текст)"),
    "greek": (r"παρακαλ", r"ευχαριστ", r"εσεις", r"(?:αυτη η|αυτο το) (?:περιγραφη|κειμενο)"),
    "hebrew": (r"בבקשה", r"אנא", r"תודה", r"התיאור הזה", r"אתה"),
    "arabic": (r"من فضلك", r"يرجى", r"رجاء", r"شكرا", r"هذا الوصف", r"هذا النص"),
    "devanagari": (r"कृपया", r"धन्यवाद", r"आप(?:\s|को|का|के|की)", r"यह विवरण"),
    "thai": (r"กรุณา", r"โปรด", r"ขอบคุณ", r"คำอธิบายนี้", r"คุณ(?!ภาพ|สมบัติ|ค่า)"),
    "cjk": (r"请(?!求)", r"請(?!求)", r"谢谢", r"謝謝", r"你", r"您", r"本描述", r"这个描述", r"這個描述",
            r"此描述", r"ください", r"お願い", r"この説明", r"あなた"),
    "hangul": (r"주세요", r"부탁", r"감사합니다", r"당신", r"이 설명", r"십시오", r"바랍니다"),
}

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
}
