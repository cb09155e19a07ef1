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
  give, then the full score or the top of a scale.

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
#: Characters between the two words of a reading.
NEAR = 80


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
