"""The words of a grade asked for, in the languages the older lexicons left out: one table,
read by the clause that voids a sentence's credit (`gate.docs.addressing.addressed.voids`) and by
the request said to a reader (`gate.docs.addressing.phrases.addressed_words`).

An attempt to sway a grade, in any language, names the same few things: whoever grades
(an evaluator, an examiner), the mark (points, a score, a grade), the top of the scale (full,
maximum, highest), the entry itself (this column, this description), and, often, a word to
the reader (please, or the imperative of giving a mark: "rhowch", "udeľ", "skirk", "eman …
honi", "მიანიჭე"). Each language below lists those classes, not sentences: with a word of
the mark and of the top of the scale, or of the mark and of the entry, in a clause that states
no fact of the data, a clause asks or claims a grade (`voids`); with a word to the reader and
a word of the mark, it asks one of the reader (`addressed_words.asks_for_a_grade`).

Every entry is a regular expression fragment written folded (`gate.docs.addressing.matching.fold`:
accents off, case folded; letters the fold keeps, as Vietnamese `đ` or Danish `ø`, written
as they are). Latin-script fragments are matched at a word's start.

Languages: Vietnamese, Romanian, Malay and Indonesian, Tagalog, Hungarian, Catalan, Danish,
Norwegian, Afrikaans, Finnish, Icelandic, Welsh, Slovak, Croatian, Serbian and Bosnian
(Latin letters), Lithuanian, Swahili, Yoruba (Latin letters); Persian, Urdu (Arabic
script); Bengali; Tamil; Nepali (Devanagari); Serbian (Cyrillic); Amharic (Ethiopic);
Georgian; Basque; Mongolian (Cyrillic); and the evaluators, tops of the scale and entries of
Hindi and Arabic, whose other words are read elsewhere.
"""

from __future__ import annotations

from dataclasses import dataclass

from gate.docs.addressing.phrases.grade_languages_east import EAST_LANGUAGES
from gate.docs.addressing.phrases.grade_languages_regional import REGIONAL_LANGUAGES


@dataclass(frozen=True)
class GradeWords:
    """The classes of one language: who grades, the mark, the top of the scale, the entry
    itself, and a word to the reader."""

    script: str
    evaluator: tuple[str, ...]
    mark: tuple[str, ...]
    top: tuple[str, ...]
    entry: tuple[str, ...]
    please: tuple[str, ...]


GRADE_LANGUAGES: dict[str, GradeWords] = {
    "vi": GradeWords("latin", (r"nguoi cham", r"giam khao", r"nguoi đanh gia"),
                     (r"điem\b", r"diem\b", r"cham điem", r"đanh gia\b"),
                     (r"toi đa", r"toi da\b", r"cao nhat", r"tuyet đoi"),
                     (r"cot nay", r"truong nay", r"mo ta nay"),
                     (r"hay cho", r"xin hay", r"vui long")),
    "ro": GradeWords("latin", (r"evaluatorul", r"evaluatorului", r"examinatorul"),
                     (r"nota\b", r"nota maxima", r"punctaj", r"calificativ"),
                     (r"maxim", r"cea mai mare", r"cel mai mare"),
                     (r"aceasta coloana", r"aceasta descriere", r"acest camp"),
                     (r"va rog", r"te rog")),
    "ms": GradeWords("latin", (r"pemeriksa", r"penilai", r"pemarkah"),
                     (r"markah", r"skor\b", r"nilai\b"),
                     (r"penuh\b", r"tertinggi", r"sempurna", r"maksimum"),
                     (r"lajur ini", r"kolom ini", r"medan ini", r"penerangan ini",
                      r"keterangan ini", r"deskripsi ini"),
                     (r"sila\b", r"mohon\b", r"tolong\b")),
    "tl": GradeWords("latin", (r"tagasuri", r"tagapagsuri", r"tagamarka"),
                     (r"marka\b", r"puntos", r"iskor", r"ipasa\b", r"pumasa\b"),
                     (r"pinakamataas", r"buong", r"perpekto"),
                     (r"paglalarawang ito", r"kolum na ito", r"hanay na ito",
                      r"column na ito"),
                     (r"pakiusap", r"pakibigay", r"pakibigyan", r"pakilagay")),
    "hu": GradeWords("latin", (r"ertekelo", r"ellenorzo"),
                     (r"pontszam", r"osztalyzat", r"erdemjegy", r"pont\b"),
                     (r"teljes\b", r"maximalis", r"legmagasabb", r"legjobb"),
                     (r"ez az oszlop", r"ez a mezo", r"ez a leiras", r"a leiras"),
                     (r"kerem", r"kerjuk")),
    "ca": GradeWords("latin", (r"avaluador", r"corrector"),
                     (r"puntuacio", r"nota\b"),
                     (r"maxima\b", r"maxim\b"),
                     (r"aquesta columna", r"aquesta descripcio", r"aquest camp"),
                     (r"si us plau", r"sisplau")),
    "da": GradeWords("latin", (r"bedømmer", r"vurderer", r"censor\b"),
                     (r"vurdering", r"point\b(?! of)", r"undtaget"),
                     (r"fuld\b", r"højeste", r"topkarakter"),
                     (r"denne kolonne", r"denne beskrivelse", r"dette felt"),
                     (r"venligst", r"vær så venlig")),
    "no": GradeWords("latin", (r"bedømmer", r"vurderer", r"sensor\b"),
                     (r"poeng", r"vurdering"),
                     (r"full pott", r"full uttelling", r"høyeste", r"toppkarakter"),
                     (r"denne kolonnen", r"denne beskrivelsen", r"dette feltet"),
                     (r"vennligst", r"vær så snill")),
    "af": GradeWords("latin", (r"nasiener", r"beoordelaar"),
                     (r"punte\b", r"punt\b"),
                     (r"volpunte", r"vol punte", r"hoogste"),
                     (r"hierdie kolom", r"hierdie beskrywing", r"hierdie veld"),
                     (r"asseblief",)),
    "fi": GradeWords("latin", (r"arvioija", r"tarkastaja"),
                     (r"pistee", r"arvosana"),
                     (r"taydet", r"korkein", r"parhaa"),
                     (r"tama sarake", r"tama kuvaus", r"tama kentta"),
                     (r"ole hyva",)),
    "sk": GradeWords("latin", (r"hodnotitel", r"posudzovatel"),
                     (r"bodov\b", r"hodnoten", r"nehodnot", r"znamk"),
                     (r"plny pocet", r"najvyss", r"maximaln"),
                     (r"tento stlpec", r"tento popis", r"toto pole"),
                     (r"prosim", r"udel\b", r"udelte\b", r"dajte\b", r"pridel\b")),
    "hr": GradeWords("latin", (r"ocjenjivac", r"ocenjivac", r"procjenitelj"),
                     (r"ocjen", r"ocen", r"bodova\b", r"bodove\b"),
                     (r"maksimaln", r"najvis", r"punu ocjenu", r"puni broj"),
                     (r"ovaj stupac", r"ova kolona", r"ovaj opis", r"ovo polje"),
                     (r"molim",)),
    "lt": GradeWords("latin", (r"vertintoj",),
                     (r"balas\b", r"bala\b", r"balu\b", r"ivertin", r"pazymi"),
                     (r"maksimal", r"auksciaus"),
                     (r"si stulpel", r"sis aprasym", r"si aprasym"),
                     (r"prasau", r"prasom", r"skirk", r"duok\b", r"duokite", r"suteik")),
    "sw": GradeWords("latin", (r"mtathmini", r"msahihishaji", r"mkaguzi"),
                     (r"alama", r"tathmini"),
                     (r"kamili", r"za juu kabisa"),
                     (r"safu hii", r"maelezo haya"),
                     (r"tafadhali",)),
    "yo": GradeWords("latin", (r"oluyewo", r"oludanwo", r"onidajo"),
                     (r"maaki", r"osuwon"),
                     (r"kikun", r"ti o ga julo"),
                     (r"iwe yii", r"ila yii", r"apejuwe yii"),
                     (r"jowo",)),
    "is": GradeWords("latin", (r"matsaðil", r"profdomar", r"yfirlesar"),
                     (r"einkunn", r"stig\b"),
                     (r"hæst", r"fullt hus", r"fulla einkunn"),
                     (r"þessi dalk", r"þessi lysing", r"þetta svið"),
                     (r"vinsamlegast",)),
    "cy": GradeWords("latin", (r"arholwr", r"aseswr", r"marciwr", r"gwerthuswr", r"gwerthuswyr"),
                     (r"marc\b", r"marciau", r"farc\b", r"farciau", r"sgor\b"),
                     (r"uchaf\b", r"llawn\b"),
                     (r"y golofn hon", r"y disgrifiad hwn", r"y maes hwn"),
                     (r"os gwelwch yn dda", r"plis\b", r"rhowch\b", r"rhoddwch\b")),
    "fa": GradeWords("arabic", ("ارزیاب", "داور"), ("نمره", "امتیاز"),
                     ("کامل", "حداکثر", "بالاترین"), ("این ستون", "این توضیح", "این شرح"),
                     ("لطفا", "لطفاً")),
    "ur": GradeWords("arabic", ("جانچنے والا", "جانچ کنندہ", "ممتحن"),
                     ("نمبر", "اسکور", "درجہ", "نرمی", "رعایت"), ("مکمل", "زیادہ سے زیادہ", "پورے"),
                     ("یہ کالم", "اس کالم", "یہ تفصیل", "اس تفصیل"), ("براہ کرم", "مہربانی")),
    "bn": GradeWords("bengali", ("মূল্যায়নকারী", "পরীক্ষক"),
                     ("নম্বর", "স্কোর", "মূল্যায়ন"), ("পূর্ণ", "সর্বোচ্চ"),
                     ("এই কলাম", "এই বিবরণ", "এই বর্ণনা"), ("অনুগ্রহ করে", "দয়া করে")),
    "ta": GradeWords("tamil", ("மதிப்பீட்டாளர்",), ("மதிப்பெண்", "புள்ளி"),
                     ("முழு", "அதிகபட்ச"), ("இந்த நெடுவரிசை", "இந்த விளக்கம்"),
                     ("தயவுசெய்து", "தயவு செய்து")),
    "ne": GradeWords("devanagari", ("मूल्याङ्कनकर्ता", "परीक्षक"), ("अङ्क", "मूल्याङ्कन"),
                     ("पूर्ण", "उच्चतम", "सबैभन्दा बढी"), ("यो स्तम्भ", "यो विवरण"),
                     ("कृपया",)),
    "hi": GradeWords("devanagari", ("मूल्यांकनकर्ता", "परीक्षक"),
                     ("अंक", "स्कोर", "उदारता", "नरमी"),
                     ("पूर्ण", "सर्वोच्च", "पूरे"), ("इस विवरण", "इस कॉलम", "यह कॉलम"),
                     ("कृपया",)),
    "ar": GradeWords("arabic", ("المقيم", "المقيّم", "المصحح"), ("درجة", "نقاط", "علامة"),
                     ("كاملة", "كامل", "أعلى", "القصوى"), ("هذا الوصف", "هذا العمود",
                                                            "هذا الحقل"),
                     ("يرجى", "من فضلك")),
    "sr": GradeWords("cyrillic", ("оцењивач", "оцјењивач"), ("оцен", "оцјен", "бодов"),
                     ("максимал", "највиш"), ("ова колона", "овај опис", "ово поље"),
                     ("молим",)),
    "am": GradeWords("ethiopic", ("ገምጋሚ", "አራሚ"), ("ነጥብ", "ውጤት"), ("ሙሉ", "ከፍተኛ"),
                     ("ይህ አምድ", "ይህ መግለጫ"), ("እባክዎ", "እባክህ")),
    "ka": GradeWords("georgian", ("შემფასებელ",), ("ქულა", "შეფასება"),
                     ("მაქსიმალურ", "სრულ", "უმაღლეს"), ("ეს სვეტი", "ეს აღწერა"),
                     ("გთხოვთ", "მიანიჭე", "მიანიჭეთ", "მიეცი", "მიეცით")),
    "eu": GradeWords("latin", (r"ebaluatzaile", r"zuzentzaile", r"epaile"),
                     (r"puntuazio", r"puntu\b", r"puntuak\b", r"nota\b", r"kalifikazio"),
                     (r"osoa\b", r"gorena", r"maximo", r"altuena"),
                     (r"deskribapen hon", r"zutabe hon", r"eremu hon"),
                     (r"mesedez", r"emaiozu", r"emaiozue", r"eman ezazu", r"eman\b(?= \w+ honi)")),
    "mn": GradeWords("cyrillic", ("үнэлэгч", "шалгагч"), ("оноо", "үнэлгээ"),
                     ("бүтэн", "дээд", "хамгийн өндөр"),
                     ("энэ тайлбар", "энэ багана", "энэ талбар"),
                     ("өгнө үү", "өгөөрэй", "өгөөч", "гуйя")),  # noqa: RUF001
}


# Ukrainian, Kazakh, Latvian and Greek, kept in their own table.
GRADE_LANGUAGES.update({code: GradeWords(*words) for code, words in EAST_LANGUAGES.items()})
# Turkish, Tatar, Kurmanji, Esperanto, Latin, West Frisian, Sicilian, Asturian, Scots and
# Early Modern English, kept in theirs.
GRADE_LANGUAGES.update({code: GradeWords(*words) for code, words in REGIONAL_LANGUAGES.items()})


def words_of(script: str, *classes: str) -> tuple[str, ...]:
    """The fragments of `classes` (field names of `GradeWords`) of every language written in
    `script`, each once, in the table's order."""
    found: dict[str, None] = {}
    for words in GRADE_LANGUAGES.values():
        if words.script == script:
            for name in classes:
                found.update(dict.fromkeys(getattr(words, name)))
    return tuple(found)


def scripts() -> tuple[str, ...]:
    """Every script the table's languages are written in."""
    return tuple(dict.fromkeys(words.script for words in GRADE_LANGUAGES.values()))
