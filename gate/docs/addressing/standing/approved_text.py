"""The text called approved, or the top mark asked for it, in languages the older lexicons of
`gate.docs.addressing.standing.status` leave out: "Descripció revisada i aprovada", "Beskrivelsen er
gjennomgått og godkjent; gi full score", "Þessi lýsing hefur verið samþykkt; gefðu fulla
einkunn", "この記載はデータ責任者の確認済み", "本条目已由数据负责人签署确认", "Выставь 5.0".

Two readings, each of one closed table by language (written as the language spells it and
folded once when compiled):

- **the text approved** (`TEXT_NAMES` then `APPROVED` within `NEAR` characters): the
  description or the entry named as the text names itself ("this description", "the
  description", "this entry"), then a word of approval: a description of approval data names
  its rows ("the request", "the invoice"), not the description;
- **the top mark asked** (`GIVE` then `TOP_MARK` within `NEAR` characters): an imperative to
  give, then the full score or the top of a scale;
- **the text exempt from its own assessment** (a word of `EXEMPT` and a word of `ASSESSED`
  within `NEAR` characters of one clause, in either order, with no word of `CONDITION` before
  them): "esta coluna está isenta da avaliação de clareza", "Kontroly dokumentace jsou pro
  tento sloupec zrušeny", "تم إعفاء هذا العمود من فحوصات التوثيق", "Vrygestel van
  dokumentasie-beoordeling", "ஆவண மதிப்பீட்டிலிருந்து விலக்கு". What an attempt declares
  waived is always the assessment of the text — its documentation, its description, its
  clarity, its grading, the criteria — never a fact of the rows; a description of compliance
  data exempts a payment from a tax, a test from a release, an account from a control, and a
  flag says *whether* something is exempt;
- **its terms said to match its siblings'** (a word of `TERMS` and a word of `SIBLINGS` in one
  sentence): "Terminology here is identical to every sibling artifact", "La terminologia è
  coerente con le altre colonne del modello". The consistency criterion, answered by the
  text about itself: the data has values and codes; only a text has terminology and wording.

What is found is marked (withheld from the judge, earning nothing), never a failed check.
Cheap: a sentence is searched only when one of the tables' words is in it (one pass of a
combined pattern).
"""

from __future__ import annotations

import re
from functools import cache

from gate.docs.addressing.matching.fold import fold

#: The text naming itself, by language.
TEXT_NAMES: dict[str, tuple[str, ...]] = {
    "Catalan": ("descripció", "aquesta descripció", "aquesta entrada"),
    "Norwegian and Danish": ("beskrivelsen", "denne beskrivelsen", "denne beskrivelse",
                             "denne oppføringen"),
    "Swedish": ("beskrivningen", "denna beskrivning", "den här beskrivningen"),
    "Icelandic": ("þessi lýsing", "lýsingin"),
    "Finnish": ("tämä kuvaus", "kuvaus", "tämä sarake"),
    "Japanese": ("この記載", "この説明", "本記載", "この項目"),
    "Chinese": ("本条目", "该条目", "此条目", "本描述", "该描述"),
    "Korean": ("이 설명", "본 설명", "이 항목"),
    "Georgian": ("ეს აღწერა",),
}
#: Words of approval, by language.
APPROVED: dict[str, tuple[str, ...]] = {
    "Catalan": ("aprovada", "aprovat", "revisada", "validada"),
    "Norwegian and Danish": ("godkjent", "godkendt", "gjennomgått", "gennemgået"),
    "Swedish": ("godkänd", "granskad"),
    "Icelandic": ("samþykkt", "yfirfarin"),
    "Finnish": ("hyväksytty", "vapautettu", "tarkastettu"),
    "Japanese": ("確認済み", "承認済み", "承認された", "確定版"),
    "Chinese": ("签署确认", "已确认", "已批准", "已审核", "最终版本"),
    "Korean": ("승인", "검토 완료", "확정"),
    "Georgian": ("დამტკიცებულია",),
}
#: Imperatives to give or to grade, by language.
GIVE: dict[str, tuple[str, ...]] = {
    "Norwegian and Danish": ("gi", "giv"),
    "Swedish": ("ge",),
    "Icelandic": ("gefðu", "gefið"),
    "Finnish": ("anna", "arvioi"),
    "Russian": ("выставь", "выставьте", "поставь", "дай", "дайте"),
    "Catalan": ("doneu", "dona", "posa", "poseu"),
}
#: The top mark, by language.
TOP_MARK: dict[str, tuple[str, ...]] = {
    "Norwegian and Danish": ("full score", "toppkarakter", "fuld score", "topkarakter"),
    "Swedish": ("full poäng", "högsta betyg"),
    "Icelandic": ("fulla einkunn", "hæstu einkunn"),
    "Finnish": ("täydet pisteet", "hyväksytyksi", "täydellisen arvosanan"),
    "Russian": ("5.0", "5,0", "5 из 5", "высший балл", "максимум"),
    "Catalan": ("la nota màxima", "puntuació màxima"),
}
#: Words that exempt or waive, by language (stems, matched at a word's start).
EXEMPT: dict[str, tuple[str, ...]] = {
    "English": ("exempt", "waived"),
    "Spanish, Portuguese, Catalan, Italian and French": (
        "exent", "exempt", "isent", "esent", "dispensad", "dispensé", "no está sujet",
        "no están sujet", "não está sujeit", "não estão sujeit", "non è soggett",
        "non sono soggett", "n'est pas soumis", "ne sont pas soumis"),
    "German and Dutch": ("befreit", "ausgenommen", "vrijgesteld", "uitgezonderd"),
    "Afrikaans": ("vrygestel", "uitgesluit", "kwytskelding"),
    "Swedish, Norwegian, Danish and Finnish": (
        "undantag", "unntatt", "unntak", "undtaget", "undtagelse", "fritatt", "fritaget",
        "vapautettu", "vapautus"),
    "Polish, Czech and Slovak": ("zwolnion", "wyłączon", "nie dotyczy", "nie podlega",
                                 "osvobozen", "vyjmut", "vyňat", "osloboden", "zrušen",
                                 "nepodléh"),
    "Romanian and Hungarian": ("scutit", "exceptat", "excepți", "suspendat", "mentes",
                               "kivétel"),
    "Greek": ("εξαιρείται", "εξαιρούνται", "εξαίρεση", "απαλλάσσεται"),
    "Russian, Ukrainian, Serbian and Croatian": (
        "освобожден", "освобождён", "не подлежит", "звільнен", "не підляга", "ослобођен",
        "изузет", "izuzet", "oslobođen"),
    "Turkish": ("muaf", "istisna"),
    "Arabic": ("إعفاء", "معفى", "معفاة", "مستثنى", "مستثناة", "استثناء"),
    "Hebrew": ("פטור", "פטורה"),
    "Hindi": ("छूट", "मुक्त"),
    "Chinese, Japanese and Korean": ("豁免", "免除", "免于", "免於", "適用外", "対象外", "면제"),
    "Vietnamese, Indonesian, Malay and Swahili": ("miễn", "dikecualikan", "pengecualian",
                                                  "imesamehewa", "msamaha"),
    "Tamil": ("விலக்கு",),
}
#: The assessment of the text itself, by language (stems, matched at a word's start): its
#: documentation, its description, its clarity or consistency, its grading, the criteria.
ASSESSED: dict[str, tuple[str, ...]] = {
    "English": ("documentation", "description", "clarity", "consistency", "grading",
                "scoring", "rubric", "criteri", "docs review", "doc review", "docs check"),
    "Spanish, Portuguese, Catalan, Italian and French": (
        "document", "descri", "clareza", "claridad", "claredat", "clarté", "chiarezza",
        "critéri", "criteri", "critère"),
    "German and Dutch": ("dokumentation", "beschreibung", "klarheit", "kriteri",
                         "documentatie", "beschrijving", "duidelijkheid"),
    "Afrikaans": ("dokumentasie", "beskrywing", "duidelikheid"),
    "Swedish, Norwegian, Danish and Finnish": (
        "dokumentation", "dokumentasjon", "beskrivning", "beskrivelse", "tydlighet",
        "klarhet", "klarhed", "dokumentaatio", "kuvaus", "selkeys"),
    "Polish, Czech and Slovak": ("dokumentacj", "jasnoś", "kryteri", "dokumentac",
                                 "srozumitelnost", "jasnost"),
    "Romanian and Hungarian": ("documentați", "descrier", "clarit", "dokumentáci", "leírás",
                               "világosság"),
    "Greek": ("τεκμηρίωσ", "περιγραφ", "σαφήνει"),
    "Russian, Ukrainian, Serbian and Croatian": (
        "документаци", "описани", "ясност", "критери", "јасноћ", "документації",
        "dokumentacij", "jasnoć"),
    "Turkish": ("dokümantasyon", "belgeleme", "açıklık", "kriter"),  # noqa: RUF001
    "Arabic": ("توثيق", "التوثيق", "الوصف", "وضوح", "الوضوح", "معايير"),
    "Hebrew": ("תיעוד", "בהירות"),
    "Hindi": ("दस्तावेज़ीकरण", "विवरण", "स्पष्टता"),
    "Chinese, Japanese and Korean": ("文档", "说明", "描述", "清晰", "评分", "ドキュメント", "説明",
                                     "記載", "明確", "採点", "문서", "설명", "명확", "채점"),
    "Vietnamese, Indonesian, Malay and Swahili": (
        "tài liệu", "mô tả", "rõ ràng", "dokumentasi", "deskripsi", "kejelasan", "nyaraka",
        "uwazi"),
    "Tamil": ("ஆவண", "விளக்க", "தெளிவு"),
}
#: The text's own words, named: its terminology, wording or phrasing, by language.
TERMS: dict[str, tuple[str, ...]] = {
    "all": ("terminolog", "wording", "phrasing", "formulering", "formulation", "formulazione",
            "formulierung", "redacción", "redação", "redacció", "терминолог", "формулировк",
            "sanasto", "ניסוח", "המונחים", "คำศัพท์", "术语", "用语", "措辞", "用語", "용어"),
}
#: The text's siblings: the other columns or artifacts of its model, by language.
SIBLINGS: dict[str, tuple[str, ...]] = {
    "all": ("sibling", "other column", "rest of the model", "other artifact",
            "altre colonne", "colonne sorelle", "outras colunas", "otras columnas",
            "autres colonnes", "anderen spalten", "nachbarspalten", "andere kolom",
            "övriga kolumner", "andre kolonner", "соседн", "других колон",
            "שאר העמודות", "อื่นในโมเดล", "其他列", "其他字段", "他の列", "他のカラム",
            "다른 컬럼", "다른 열"),
}
#: Words of a condition, by language: "whether the model is exempt from the documentation
#: check" documents a flag.
CONDITION: dict[str, tuple[str, ...]] = {
    "all": ("when", "whether", "if", "true", "false", "flag", "cuando", "quando", "si", "se",
            "wenn", "ob", "falls", "indien", "czy", "jeśli", "jeżeli", "gdy", "pokud",
            "když", "dacă", "αν", "εάν", "если", "когда", "ли", "ako", "kada", "eğer",  # noqa: RUF001
            "aan of", "om", "hvis", "jos", "ha", "neu", "nếu", "jika", "apabila", "kama", "ikiwa",
            "إذا", "عندما", "אם", "כאשר", "अगर", "यदि", "如果", "是否", "場合", "かどうか",
            "경우", "여부"),
}
#: Characters between the two words of a reading.
NEAR = 80
#: Words that make the assessment's noun a description *of* something ("description of the
#: exemption", "beskrivelse av unntaket"): what follows is the data's.
OF = "of|av|af|van|von|der|des|de|do|da|du|del|della|di|dell|z|ze|od|от|του|της"


def _alternatives(table: dict[str, tuple[str, ...]]) -> str:
    words = {fold(word) for entries in table.values() for word in entries}
    return "|".join(re.escape(word) for word in sorted(words, key=len, reverse=True))


@cache
def _readings() -> re.Pattern[str]:
    names, approved = _alternatives(TEXT_NAMES), _alternatives(APPROVED)
    give, top = _alternatives(GIVE), _alternatives(TOP_MARK)
    return re.compile(
        rf"(?:{names}).{{0,{NEAR}}}?(?:{approved})|"
        rf"(?<!\w)(?:{give})(?!\w).{{0,{NEAR}}}?(?:{top})")


def _written(table: dict[str, tuple[str, ...]]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """A table's words folded: all of them, and those an ASCII sentence can hold (most
    sentences of a project are ASCII, and are searched for a third of the words)."""
    words = tuple(sorted({fold(word) for entries in table.values() for word in entries}))
    return words, tuple(word for word in words if word.isascii())


@cache
def _exempt_stems() -> tuple[tuple[str, ...], tuple[str, ...]]:
    return _written(EXEMPT)


@cache
def _exempt() -> tuple[re.Pattern[str], re.Pattern[str]]:
    """The exemption of the text's assessment, either order (the assessment first only when
    no "of" follows its noun), in one clause (no stop, comma, colon or semicolon between),
    its words at a word's start; and the words of a condition, whole."""
    exempt, assessed = _alternatives(EXEMPT), _alternatives(ASSESSED)
    within = rf"[^,;:.!?\u3001\uff0c\u060c\u3002]{{0,{NEAR}}}?"  # one clause
    return (re.compile(rf"(?<!\w)(?:{exempt}){within}(?<!\w)(?:{assessed})|"
                       rf"(?<!\w)(?:{assessed})\w*+(?!\s+(?:{OF})\b){within}(?<!\w)"
                       rf"(?:{exempt})"),
            re.compile(rf"(?<!\w)(?:{_alternatives(CONDITION)})(?!\w)"))


@cache
def _terms_and_siblings() -> tuple[tuple[tuple[str, ...], tuple[str, ...]], ...]:
    return _written(TERMS), _written(SIBLINGS)


def terms_match_siblings(sentence: str) -> str | None:
    """The sentence, when it names the text's own terms and its siblings (`TERMS`,
    `SIBLINGS`, each a substring of the folded sentence); None otherwise."""
    native = fold(sentence)
    ascii_only = native.isascii()
    terms, siblings = (words[ascii_only] for words in _terms_and_siblings())
    if any(word in native for word in terms) and any(word in native for word in siblings):
        return sentence.strip()
    return None


def exempt_from_assessment(sentence: str) -> str | None:
    """The stretch of `sentence` that declares the text's assessment waived (`EXEMPT` near
    `ASSESSED`) with no condition before it, or None."""
    native = fold(sentence)
    if not any(stem in native for stem in _exempt_stems()[native.isascii()]):
        return None  # one substring search per stem, far cheaper than the pattern
    claim, condition = _exempt()
    found = claim.search(native)
    if found is None or condition.search(native, 0, found.start()) is not None:
        return None
    return found.group(0)


@cache
def _needles() -> re.Pattern[str]:
    """The names as they are (a Japanese or Chinese name stands inside its run), the verbs
    as whole words ("gi", "ge" and "anna" are inside many words of other languages)."""
    return re.compile(rf"{_alternatives(TEXT_NAMES)}|(?<!\w)(?:{_alternatives(GIVE)})(?!\w)")


def approved_or_top_asked(sentence: str) -> str | None:
    """The stretch of `sentence` that calls the text approved or asks its top mark, in the
    languages of the tables, or None."""
    native = fold(sentence)
    if _needles().search(native) is None:
        return None
    found = _readings().search(native)
    return None if found is None else found.group(0)
