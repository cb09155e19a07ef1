"""A grade asked or claimed of the text in the languages other than English: the words.

The stems of a grade (`FOREIGN_GRADE` in Latin scripts, `NATIVE_GRADE` in the others), the top
of a scale (`SUPERLATIVE_CUE`, `TOP_CUE`) and the entry itself pointed at (`FOREIGN_POINTER`),
each one pattern built once from the word lists of `addressed_words` and `grade_languages`.
Apart from the clause that reads them (`gate.docs.addressing.addressed.voids`) because they are
word lists per language, which this package holds, and grow with each language covered.
"""

from __future__ import annotations

from gate.core.lazy_pattern import lazy_pattern
from gate.docs.addressing.matching.fold import fold
from gate.docs.addressing.phrases.addressed_words import GRADE_STEMS
from gate.docs.addressing.phrases.grade_languages import scripts, words_of

#: A grade's stems in the languages other than English (English is read above, by clause).
_ENGLISH_STEMS = frozenset({
    r"grad", r"scor", r"rating", r"rate (?:it|this)", r"marks?\b", r"pass", r"approv",
    r"review", r"evaluat", r"assess", r"judg", r"points?\b", r"stars?\b", r"verdict",
    r"criteri", r"rubric", r"standards?\b", r"complete\b", r"generous", r"lenient",
    r"penali[sz]", r"note\b", r"evalu", r"bod[uy]?\b", r"valid"})
#: Evaluators and superlatives in the scripts other than Latin: with a grade's stem, a clause
#: asks or claims a mark ("модель-оценщица … высший балл", "閱卷模型應給此欄位滿級評價").
NATIVE_CUES = ("модел", "оценщ", "высш", "наивысш", "максимальн", "模型", "閱卷", "阅卷",
               "評價", "评价", "滿級", "满级", "最高", "채점", "최고", "모델", "मॉडल",
               "सर्वोच्च", "नमूना", "أعلى", "نموذج", "المقيم")
#: The top of a scale, in the languages other than English: a grade asked of the text names
#: it ("высший балл", "滿級評價", "de hoogste beoordeling"); a grade stored in the data
#: rarely does ("Score the evaluation model gave, from 1 to 5").
SUPERLATIVE_CUE = lazy_pattern("|".join(fold(cue) for cue in (
    "высш", "наивысш", "максимальн", "最高", "滿級", "满级", "滿分", "满分", "최고", "만점",
    "सर्वोच्च", "أعلى", "hoogste", "hochste", "meilleur", "massimo", "maximo", "maximal",
    "najwyzsz", "en yuksek", "hogsta", "taydet", "legjobb", "tertinggi", "maksim")))
#: The top of a scale and whoever grades, in the languages of `grade_languages` and the
#: evaluators of the older ones: a mark at the top asked of an evaluator ("evaluatorul trebuie
#: să acorde nota maximă"). A mark at the top alone is a scale's ("Puntuación máxima
#: alcanzada en la prueba").
TOP_CUE = lazy_pattern("|".join(fold(top) for script in scripts()
                              for top in words_of(script, "top")))
#: The entry itself pointed at, in the languages other than English ("este item", "此欄位"):
#: with a grade's stem, a grade asked or claimed of the entry.
FOREIGN_POINTER = lazy_pattern("|".join(fold(cue) for cue in (
    "este item", "esta coluna", "este campo", "esta columna", "cette colonne", "ce champ",
    "cette entree", "diese spalte", "dieses feld", "diesen eintrag", "deze kolom", "dit veld",
    "questa colonna", "questo campo", "ta kolumna", "to pole", "bu sutun", "bu alan",
    "этому полю", "это поле", "этот столбец", "этой колонке", "此欄位", "此栏位", "该字段",
    "這個欄位", "这个字段", "この列", "この項目", "이 항목", "이 열", "इस कॉलम", "هذا العمود",
    "هذا الحقل", *(entry for script in scripts() for entry in words_of(script, "entry")))))
_MORE_STEMS = (r"corrig", r"correcteur", r"corregg", r"meilleur", r"hoogste", r"nakijk",
               r"hochste", r"najwyzsz", r"en yuksek", r"hogsta", r"taydet", r"maksim",
               r"sprawdzajac", r"massimo", r"derece", r"modele\b", r"modell\b", r"maximo",
               r"maximal", r"beoordelaar", r"bewerter", r"degerlendiren", r"arvioija",
               r"bedomare", r"hodnotitel", r"tertinggi", r"legjobb", r"valutatore",
               r"evaluateur", r"evaluatrice")
FOREIGN_GRADE = lazy_pattern(
    r"(?<![^\W_])(?:" + "|".join(
        f"(?:{stem})" for stem in (*(s for s in GRADE_STEMS["latin"]
                                     if s not in _ENGLISH_STEMS), *_MORE_STEMS)) + ")")
NATIVE_GRADE = lazy_pattern("|".join(
    f"(?:{fold(stem)})" for script, stems in GRADE_STEMS.items() if script != "latin"
    for stem in stems) + "|" + "|".join(fold(cue) for cue in NATIVE_CUES))
