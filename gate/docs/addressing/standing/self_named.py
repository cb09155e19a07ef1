"""A sentence whose subject is the text itself, in any language the detector covers.

A description tells what its data means. A sentence that names the description itself ("this
description", "esta definición", "本記述", "هذا الوصف") and states no fact of the data speaks of
the text, not of the data, whatever it then says of it: that it is the canonical version, that
it was approved, that no more detail is needed, that every sibling follows it. Recognising what
it claims would need a table of claims per language; recognising its subject needs only the
few words a language has for "this description". Such a sentence is marked (withheld from the
judge, earning nothing), never a failed check (`gate.docs.addressing.findings`).

Not read as the text itself: a name followed by "of" ("this definition of an active user",
"esta definición de cliente"), which describes the data's definition; a name in quotes, a code
span or a link (`gate.docs.addressing.standing.status.unquoted`); and a clause that states a fact of
the data (`gate.docs.addressing.statements.facts.states_fact`: "This definition counts only paid
orders").

The few words are also read in close relatives of the read languages and in languages no
reading reads (Luxembourgish "dës Formuléierung", Venetian "sta descrission", Haitian Creole
"deskripsyon sa a", Tok Pisin "dispela tok save", …), where naming the text is the whole
claim. "This text" is left out of the read languages, since a column of text says it of its
rows and the reading of facts tells the two apart there; in the languages no reading reads
(West Frisian "dizze tekst", Luxembourgish "dës Text", Alemannic "däm Text", Faroese "henda
tekstin", Maltese "dan it-test", Lithuanian "šis tekstas", Quechua "kay qillqa") it is read as
the text naming itself, as their other nouns are. "This
wording" or "the wording" as a sentence's subject is read in Japanese, Chinese, Georgian,
Afrikaans, Māori, Welsh, Bengali and Tamil ("この文言", "此表述", "Mae'r geiriad") and, opening
its sentence, in Greek, Hebrew, Armenian, Icelandic and Faroese ("η διατύπωση", "הנוסח").

Cost: a text is read only when it holds one of the nouns (`NOUNS`, substring tests on the text
folded once per run); the pattern is compiled at the first such text.
"""

from __future__ import annotations

import re
from functools import cache

from gate.core.lazy_pattern import lazy_pattern
from gate.core.safe_text import safe_phrase
from gate.docs.addressing.addressed.clauses import fine_clauses
from gate.docs.addressing.matching.fold import fold
from gate.docs.addressing.matching.hit import Hit
from gate.docs.addressing.standing.status import SENTENCE, unquoted
from gate.docs.addressing.statements.facts import states_fact

#: "This description" and its kin, per language, written folded (accents off, case folded).
SELF_NAMES = (
    # English
    r"(?:this|the present) (?:column |field |model )?(?:description|definition|wording|"
    r"write-?up|docstring)",
    # Spanish, Portuguese, Italian, Catalan, French, Romanian
    r"(?:esta|la presente) (?:descripcion|definicion|redaccion)", r"este texto",
    r"(?:esta|nesta|desta|essa|nessa) (?:descricao|definicao|redacao)",
    r"(?:questa|la presente) (?:descrizione|definizione)", r"questo testo",
    r"aquesta (?:descripcio|definicio)", r"(?:cette|la presente) (?:description|definition|"
    r"formulation)", r"ce (?:texte|libelle)", r"(?:aceasta|acesta) (?:descriere|definitie)",
    r"acest text",
    # German, Dutch, Danish, Norwegian, Swedish, Finnish, Estonian
    r"(?:diese|dieser|dieses) (?:\w{0,20}beschreibung|definition|formulierung)",
    r"deze (?:\w{0,20}beschrijving|definitie|omschrijving)",
    r"(?:denne|dette) (?:beskrivelsen?|definitionen?|definisjonen?)",
    r"(?:denna|den har) (?:beskrivning|definition)", r"tama (?:kuvaus|maaritelma)",
    r"see kirjeldus",
    # Polish, Czech, Slovak, Croatian, Serbian, Bosnian, Slovenian, Lithuanian, Latvian,
    # Hungarian, Turkish
    r"(?:ten|tego|temu|tym) opis\w*", r"(?:ta|tej|te) definicj\w*",
    r"(?:tento|tohoto|tomto) popis\w*", r"(?:ovaj|ovog|ovom|ta|to) opis\w*",
    r"(?:ova|ove|ovoj) definicij\w*", r"sis apras\w*", r"sis apraksts", r"ez a (?:leiras|"
    r"definicio)", r"bu (?:tan[i\u0131]m|ac[i\u0131]klama)\w*",
    # Indonesian, Malay, Tagalog, Vietnamese, Swahili
    r"(?:deskripsi|definisi|keterangan|penerangan|uraian|huraian) ini",
    r"paglalarawang? ito", r"(?:mo ta|đinh nghia|dinh nghia) nay", r"maelezo haya",
    # Cyrillic: Russian, Ukrainian, Serbian, Bulgarian
    r"(?:это|этого|этом|данное|данного|данном|настоящее) (?:описани\w*|определени\w*)",
    r"(?:эта|данная|этой|данной) формулировк\w*", r"(?:цей|цього|даний) опис\w*",
    r"(?:овај|овог|овом) опис\w*", r"(?:това|тази) (?:описание|дефиниция)",
    # Greek, Hebrew, Arabic, Persian, Urdu
    r"αυτη η (?:περιγραφη|ορισμος)", r"(?:התיאור הזה|תיאור זה|ההגדרה הזו)",
    r"(?:هذا الوصف|هذا التعريف|هذه الصياغة)", r"(?:این توضیح|این شرح|این تعریف)",
    r"(?:اس|یہ) (?:تفصیل|وضاحت|تعریف)",
    # Hindi, Nepali, Bengali, Tamil
    r"(?:यह|इस|यो) (?:विवरण|परिभाषा)", r"এই (?:বিবরণ|সংজ্ঞা)", r"இந்த (?:விளக்க|வரையறை)",
    # Japanese, Chinese, Korean
    r"(?:本|この)(?:記述|説明|定義)", r"(?:此|本|该|該|这个|這個)(?:定义|定義|描述|说明|說明)",
    r"(?:본|이) ?(?:설명|정의)",
    # Close relatives of the languages above and languages no reading reads, where a
    # sentence naming its text is the whole claim: Luxembourgish, Alsatian, Bavarian, Low
    # German, West Frisian, Afrikaans; Venetian, Sicilian, Neapolitan, Occitan, Walloon,
    # Interlingua, Esperanto; Haitian Creole, Tok Pisin, Maltese, Icelandic, Faroese, Yoruba,
    # Quechua, Kurmanji, Basque, Tatar, Georgian, Armenian, Amharic, Hebrew, Greek, Thai
    r"(?:des|dee|dese) (?:formuleierung|beschreiwung)", r"(?:dare|dera|dere) beschr\w*",
    r"disse beschrieven\w*", r"dizze (?:omskriuwing|beskriuwing)",
    r"hierdie (?:beskrywing|omskrywing)",
    r"sta (?:descri\w*|discri\w*)", r"aquesta (?:formulacion|descripcion)",
    r"cisse (?:discrij\w*|discrip\w*)", r"iste (?:description|formulation)",
    r"(?:ci tiu|tiu ci) (?:priskrib\w*|formulado)",
    r"deskripsyon sa(?: a)?", r"dispela tok(?: save)?", r"din (?:id-|d-)?deskrizzjoni",
    r"þetta (?:orðalag|lysing)", r"henda (?:orðingin|lysingin)", r"apejuwe yii",
    r"kay willakuy\w*", r"ev danasin\w*", r"deskribapen hau",
    r"бу тасвирлама", r"ეს აღწერა", r"այս (?:ձեւակերպում|նկարագրություն)\w*",  # noqa: RUF001
    r"ይህን? (?:አገላለጽ|መግለጫ)", r"(?:הנוסח הזה|זה הנוסח|נוסח זה)",
    r"(?:η )?διατυπωση αυτη|αυτη η διατυπωση", r"ถ้อยค\u0e4d\u0e32นี้",
    # "this text" where no reading reads the language (a column of text is documented in
    # the read languages, whose facts `states_fact` tells apart): West Frisian,
    # Luxembourgish, Alemannic, Faroese, Maltese, Lithuanian, Quechua (Interlingua's "iste
    # texto" reads as the Romance languages' and says it of a chat's rows)
    r"dizze tekst", r"(?:des|dese|desen|desem|dam) text",
    r"henda tekstin", r"dan it-test", r"sis tekstas", r"kay qillqa\w*",
    # "this wording" in Japanese, Chinese, Georgian, Afrikaans, Maori, Welsh, Bengali, Tamil
    r"(?:この|本)文言", r"(?:此|该|該|这个|這個|本)表述", r"ეს ფორმულირება",
    r"hierdie bewoording", r"tenei kupu", r"(?:y )?geiriad(?: hwn)?", r"এই লেখা",
    r"இந்த வாசக",
)
#: The pull request or artifact that carries the text, named as "this": its review, never
#: the data ("out of scope for this PR", "이 PR은", "deste PR", "для этого артефакта").
CARRIERS = (
    r"(?:this|the present|este|esta|deste|desta|neste|nesta|ce|cette|dieser|diesen|diesem|"
    r"dieses|deze|dit|denne|dette|denna|detta|ten|tego|tym|ovaj|ovog|questo|questa|bu|"
    r"этот|этого|этом|данный|данного|цей|цього) (?:pr|pull request|merge request|mr|"
    r"artifact|artefact|artefakt|artefacto|artefato|artefatto|артефакт\w*)",
    r"(?:이|본|此|该|本|这个|這個|この|هذا|هذه) ?(?:pr|pull request|풀 리퀘스트|プルリクエスト|"
    r"拉取请求|合并请求|طلب الدمج)",
)
#: A sentence that opens on the wording of the text as its subject ("Wording frozen after
#: sign-off", "Формулировка согласована", "Formulation arrêtée", "Kuvaus on käyty läpi").
OPENS_ON_WORDING = (
    r"(?:the |our )?(?:wording|phrasing)", r"(?:la )?(?:formulation|formulazione|redaccion)",
    r"(?:die )?formulierung", r"(?:de )?formulering", r"(?:a )?redacao",
    r"формулировк\w*", r"kuvaus", r"(?:ta|tämä|tama) (?:opis|kuvaus)",
    # "the wording" in Greek, Hebrew, Armenian, Icelandic and Faroese, a word with its article
    r"(?:η )?διατυπωση", r"הנוסח", r"ձեւակերպում\w*", r"orðalagið", r"orðingin",
)
#: The nouns of `SELF_NAMES`: a text holding none of them is not read.
NOUNS = ("descri", "definic", "definit", "definiz", "definis", "wording", "write", "docstring",
         "redac", "texto", "testo", "texte", "libelle", "beschr", "omschr",
         "beskriv", "kuvaus", "maaritel", "kirjeld", "opis", "apras", "apraks",
         "leiras", "tanim", "tan\u0131m", "aciklama", "ac\u0131klama", "deskripsi",
         "keterangan", "penerangan", "uraian", "paglalarawan", "mo ta", "nghia", "maelezo",
         "описан", "определен", "формулиров", "опис", "дефиниц", "περιγραφ", "ορισμ",
         "תיאור", "הגדרה", "الوصف", "التعريف", "الصياغة", "توضیح", "شرح", "تعریف", "تفصیل",
         "وضاحت", "विवरण", "परिभाषा", "বিবরণ", "সংজ্ঞা", "விளக்க", "வரையறை", "記述", "説明",
         "定義", "定义", "描述", "说明", "說明", "설명", "정의", "acest text", "pull request",
         "merge request", "artifact", "artefact", "artefakt", "артефакт", "phrasing",
         "formulat", "formulaz", "formulier", "formuler",
         "プルリクエスト", "拉取请求", "合并请求", "طلب الدمج",
         # the close relatives' and unread languages' nouns
         "formuleierung", "beskryw", "omskryw", "beschrieven", "discri", "formulacion",
         "discrij", "priskrib", "deskripsyon", "tok save", "dispela tok", "deskrizzjoni",
         "orðalag", "orðingin", "lysing", "apejuwe", "willakuy", "danasin",
         "omskriuw", "beskriuw", "tekst", "des text", "dese text", "desen text",
         "desem text", "dam text", "it-test", "qillqa",
         "deskribapen", "тасвирлама", "აღწერა", "ձեւակերպում", "նկարագրություն",
         "አገላለጽ", "መግለጫ", "נוסח", "διατυπωση", "ถ้อยค\u0e4d\u0e32",
         "文言", "表述", "ფორმულირება", "bewoording", "tenei kupu", "geiriad", "লেখা",
         "வாசக")
#: A pull request's short name, a word of its own ("this PR", "이 PR은").
PR = lazy_pattern(r"(?<![a-z])(?:pr|mr)(?![a-z])")
#: The nouns written in ASCII: all an ASCII text can hold.
ASCII_NOUNS = tuple(noun for noun in NOUNS if noun.isascii())
#: A preposition after the name (the data's definition is described, not the text), or a
#: noun that makes it the name of a column.
OF_AFTER = (r"(?!\s+(?:of|de|del|della|di|van|von|der|des|du|do|da|dos|das|dla|для|"
            # a column or field named "description": "this description field holds …"
            r"field|fields|column|columns|attribute|property|key|text|string|value|values)\b)")


@cache
def _named() -> re.Pattern[str]:
    """One pattern of every name; the names of scripts that part their words with spaces are
    bounded as words, those of scripts that attach particles to them ("本記述は", "본 설명은")
    are not."""
    return re.compile("|".join(
        [rf"(?<!\w)(?:{name})(?!\w){OF_AFTER}" if _spaced_script(name) else f"(?:{name})"
         for name in (*SELF_NAMES, *CARRIERS)]
        + [rf"^\W*(?:{name})(?!\w){OF_AFTER}" for name in OPENS_ON_WORDING]))


def _spaced_script(name: str) -> bool:
    """Whether `name` starts in Latin, Cyrillic or Greek letters."""
    first = name.lstrip("(?:")[0]
    return first.isascii() or "\u0370" <= first <= "\u04ff" or first == "đ"


def _may_name(view: str) -> bool:
    """Whether a folded stretch holds a noun of a name (`NOUNS`, or a pull request's short
    name): substring tests, the ASCII nouns alone on an ASCII stretch."""
    return any(noun in view for noun in (ASCII_NOUNS if view.isascii() else NOUNS)) \
        or PR.search(view) is not None


def names_itself(text: str) -> Hit | None:
    """The first sentence of `text` whose subject is the text itself and whose clause naming
    it states no fact of the data, as a marked finding, or None."""
    if not _may_name(fold(text)):
        return None
    for number, line in enumerate(text.split("\n"), start=1):
        plain = fold(unquoted(line))
        for sentence in SENTENCE.finditer(plain):
            if not _may_name(sentence.group(0)):
                continue
            found = _named().search(sentence.group(0))
            if found is None:
                continue
            clause = next((sentence.group(0)[start:end] for start, end
                           in fine_clauses(sentence.group(0))
                           if start <= found.start() < end), sentence.group(0))
            if not states_fact(clause):
                return Hit("self_assessment", safe_phrase(sentence.group(0).strip()), number)
    return None
